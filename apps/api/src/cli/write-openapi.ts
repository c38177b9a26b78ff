/**
 * Writes openapi/openapi.json from the app's decorators (`npm run openapi`).
 * A test (apps/api/test/openapi.spec.ts) fails when the committed file is stale.
 */
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/config.js';
import { createApp, openApiDocument } from '../bootstrap.js';

export async function generateOpenApi(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tcg-openapi-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: undefined, sqliteFile: join(dir, 'openapi.db'), seedCatalog: false };
  const app = await createApp(config);
  try {
    return JSON.stringify(openApiDocument(app), null, 2) + '\n';
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').slice(-1)[0]!);
if (isMain) {
  const out = process.argv[2] ?? 'openapi/openapi.json';
  generateOpenApi()
    .then((text) => {
      writeFileSync(out, text);
      console.log(`wrote ${out}`);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
