/**
 * Gives this test run a private scratch folder. The seeded template database is built lazily by the
 * first test that needs one (test/template.ts), so library-only runs pay nothing for it.
 * Builds the playground (GET /play) into that folder (scripts/build-playground.mjs: esbuild, well under a second)
 * for the servers the tests start (PLAYGROUND_DIR).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalSetup(): Promise<void> {
  if (!process.env.TCG_TEST_DIR) process.env.TCG_TEST_DIR = mkdtempSync(join(tmpdir(), 'tcg-run-'));
  if (!process.env.PLAYGROUND_DIR) {
    const dir = join(process.env.TCG_TEST_DIR, 'playground');
    execFileSync(process.execPath, ['scripts/build-playground.mjs', '--out', dir], { stdio: 'ignore' });
    process.env.PLAYGROUND_DIR = dir;
  }
}
