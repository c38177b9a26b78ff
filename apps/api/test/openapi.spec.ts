/** The committed OpenAPI document must match what the code generates (`npm run openapi` rewrites it). */
import { readFileSync } from 'node:fs';
import { generateOpenApi } from '../src/cli/write-openapi.js';

describe('openapi/openapi.json', () => {
  it('is up to date with the controllers and DTOs (run `npm run openapi` when this fails)', async () => {
    const generated = await generateOpenApi();
    const committed = readFileSync('openapi/openapi.json', 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(generated));
  });

  it('documents every /v1 route the server has', async () => {
    const doc = JSON.parse(await generateOpenApi());
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/games', '/v1/games/{game}', '/v1/games/{game}/cards', '/v1/games/{game}/cards/{id}', '/v1/games/{game}/cards/import', '/v1/games/{game}/cards/export', '/health', '/ready']),
    );
  });
});
