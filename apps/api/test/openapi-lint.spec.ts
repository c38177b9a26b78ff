/**
 * The committed OpenAPI document passes Redocly's recommended rules with no error (warnings are allowed and
 * printed): security declared on every route, servers, problem documents on every 4xx/5xx, valid schemas.
 */
import { execFile } from 'node:child_process';

function lint(): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', 'openapi/openapi.json', '--extends=recommended', '--format=json'], { timeout: 120_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe('openapi/openapi.json lint (Redocly recommended)', () => {
  it('has no errors', async () => {
    const { code, out } = await lint();
    const json = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1)) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }> };
    const errors = json.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
    expect(json.totals.errors).toBe(0);
    expect(code).toBe(0);
  }, 120_000);
});
