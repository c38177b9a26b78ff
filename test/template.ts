/**
 * The seeded template database of this test run, built once (by whichever test worker gets the lock first)
 * and cloned by every test app: SQLite = a file copy; PostgreSQL (DATABASE_URL set) = CREATE DATABASE ... TEMPLATE.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type TemplateInfo =
  | { kind: 'sqlite'; sqliteFile: string }
  | { kind: 'postgresql'; templateUrl: string; templateDb: string; adminUrl: string };

function runDir(): string {
  if (!process.env.TCG_TEST_DIR) process.env.TCG_TEST_DIR = mkdtempSync(join(tmpdir(), 'tcg-run-'));
  return process.env.TCG_TEST_DIR;
}

export function postgresUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

export function templateInfo(): TemplateInfo {
  const url = postgresUrl();
  if (url) {
    const u = new URL(url);
    const admin = new URL(url);
    admin.pathname = '/postgres';
    return { kind: 'postgresql', templateUrl: url, templateDb: decodeURIComponent(u.pathname.replace(/^\//, '')), adminUrl: admin.toString() };
  }
  return { kind: 'sqlite', sqliteFile: join(runDir(), 'template.db') };
}

/** Ensures the template exists (migrated and seeded with every game's catalog). */
export async function ensureTemplate(): Promise<TemplateInfo> {
  const info = templateInfo();
  const dir = runDir();
  const ready = join(dir, 'template.ready');
  const lock = join(dir, 'template.lock');
  if (existsSync(ready)) return checkReady(ready, info);
  let owner = false;
  try {
    mkdirSync(lock);
    owner = true;
  } catch {
    owner = false;
  }
  if (owner) {
    try {
      await buildTemplate(info);
      writeFileSync(ready, 'ok');
    } catch (e) {
      writeFileSync(ready, 'failed: ' + (e instanceof Error ? e.stack ?? e.message : String(e)));
      throw e;
    }
    return info;
  }
  for (let i = 0; i < 1200 && !existsSync(ready); i++) await sleep(100);
  return checkReady(ready, info);
}

function checkReady(ready: string, info: TemplateInfo): TemplateInfo {
  const status = existsSync(ready) ? readFileSync(ready, 'utf8') : 'timed out waiting for the template database';
  if (status !== 'ok') throw new Error(`template database not available: ${status}`);
  return info;
}

async function buildTemplate(info: TemplateInfo): Promise<void> {
  const { GAME_SLUGS } = await import('../libs/catalog/src/card.js');
  const { createPrismaClient, migrateDatabase } = await import('../libs/catalog/src/db/index.js');
  const { CatalogRepository } = await import('../libs/catalog/src/repository.js');
  const { seedGames } = await import('../libs/catalog/src/seed.js');
  const { gameModule } = await import('../libs/games/index.js');
  const url = info.kind === 'postgresql' ? info.templateUrl : undefined;
  const sqliteFile = info.kind === 'sqlite' ? info.sqliteFile : 'unused.db';
  await migrateDatabase(url, { sqliteFile });
  const db = createPrismaClient(url, { sqliteFile });
  try {
    await seedGames(new CatalogRepository(db), GAME_SLUGS, (g) => gameModule(g).mapping.deriveFlags);
  } finally {
    await db.$disconnect();
  }
}
