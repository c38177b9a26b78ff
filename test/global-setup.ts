/**
 * Gives this test run a private scratch folder. The seeded template database is built lazily by the
 * first test that needs one (test/template.ts), so library-only runs pay nothing for it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalSetup(): Promise<void> {
  if (!process.env.TCG_TEST_DIR) process.env.TCG_TEST_DIR = mkdtempSync(join(tmpdir(), 'tcg-run-'));
}
