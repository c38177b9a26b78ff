/**
 * Test apps on a throwaway database cloned from a seeded template:
 * SQLite (default): a copy of the template file; PostgreSQL (DATABASE_URL set): CREATE DATABASE ... TEMPLATE.
 * The template is built once per run by test/global-setup.ts.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { ensureTemplate } from '../../../test/template.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** light-my-request injection (no socket). */
  inject: NestFastifyApplication['inject'];
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await cloneTemplateDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    databaseUrl: db.databaseUrl,
    sqliteFile: db.sqliteFile,
    seedCatalog: true,
    ...overrides,
  };
  const app = await createApp(config);
  return {
    app,
    config,
    inject: app.inject.bind(app),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export interface ClonedDb {
  databaseUrl: string | undefined;
  sqliteFile: string;
  drop(): Promise<void>;
}

export async function cloneTemplateDatabase(): Promise<ClonedDb> {
  const t = await ensureTemplate();
  if (t.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tcg-test-'));
    const file = join(dir, 'catalog.db');
    copyFileSync(t.sqliteFile, file);
    return { databaseUrl: undefined, sqliteFile: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `tcg_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: t.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${t.templateDb}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(t.templateUrl);
  url.pathname = '/' + name;
  return {
    databaseUrl: url.toString(),
    sqliteFile: 'unused.db',
    drop: async () => {
      const c = new pg.Client({ connectionString: t.adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
