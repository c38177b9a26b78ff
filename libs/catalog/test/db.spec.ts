/**
 * The catalog database layer: offline migrations (Prisma CLI + wasm schema engine shim) and the
 * provider-neutral client, on SQLite and on PostgreSQL (skipped only when 127.0.0.1:5432 does not answer).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  type CatalogClient,
  createPrismaClient,
  migrateDatabase,
  openCatalogDatabase,
  pendingMigrations,
  providerFromUrl,
  resolveCatalogUrl,
} from '../src/db/index.js';
import { deriveSchema, readSource } from '../../../scripts/lib/derive-schema.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(process.cwd());
const PG_ADMIN = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };

function migrationFolders(provider: 'sqlite' | 'postgresql'): string[] {
  const dir = path.join(ROOT, 'prisma', 'migrations', provider);
  return readdirSync(dir)
    .filter((n) => existsSync(path.join(dir, n, 'migration.sql')))
    .sort();
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ ...PG_ADMIN, connectionTimeoutMillis: 2000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const sampleCard = {
  game: 'shadowverse-evolve',
  cardId: 'BP01-001',
  name: 'Ｆａｉｒｙ Ｗｉｓｐ',
  nameNormalized: 'fairy wisp', // NFKC + lower-case of the name
  type: 'フォロワー',
  subtypes: ['エルフ'],
  classOrColor: 'エルフ',
  title: null,
  traits: [],
  cost: 1,
  attack: 1,
  defense: 1,
  keywords: ['ファンファーレ'],
  text: '【ファンファーレ】カードを1枚引く。',
  set: 'BP01',
  flags: { token: false, maxCopies: null },
  extra: { rarity: 'BR', nested: { n: 3 } },
  abilities: null,
};

/** Create, read back, search by normalized-name substring and bump the catalog version in one transaction. */
async function exerciseClient(db: CatalogClient): Promise<void> {
  await db.card.create({ data: { ...sampleCard, abilities: undefined } });
  const row = await db.card.findUnique({ where: { game_cardId: { game: sampleCard.game, cardId: sampleCard.cardId } } });
  expect(row).not.toBeNull();
  expect(row!.name).toBe('Ｆａｉｒｙ Ｗｉｓｐ');
  expect(row!.subtypes).toEqual(['エルフ']);
  expect(row!.traits).toEqual([]);
  expect(row!.keywords).toEqual(['ファンファーレ']);
  expect(row!.flags).toEqual({ token: false, maxCopies: null });
  expect(row!.extra).toEqual({ rarity: 'BR', nested: { n: 3 } });
  expect(row!.abilities).toBeNull();
  expect(row!.cost).toBe(1);
  expect(row!.title).toBeNull();
  expect(row!.updatedAt).toBeInstanceOf(Date);

  // Substring search on the normalized name behaves the same on both providers.
  const hits = await db.card.findMany({ where: { game: sampleCard.game, nameNormalized: { contains: 'ry wi' } } });
  expect(hits.map((c) => c.cardId)).toEqual(['BP01-001']);
  const misses = await db.card.findMany({ where: { game: sampleCard.game, nameNormalized: { contains: 'wisp!' } } });
  expect(misses).toHaveLength(0);
  // The key is (game, cardId): the same number in another game is another card.
  await db.card.create({ data: { ...sampleCard, game: 'pso2', abilities: { trigger: 'x' } } });
  expect(await db.card.count({ where: { cardId: 'BP01-001' } })).toBe(2);
  await expect(db.card.create({ data: { ...sampleCard, abilities: undefined } })).rejects.toThrow();

  const version = await db.$transaction(async (tx: CatalogClient) => {
    const cardCount = await tx.card.count({ where: { game: sampleCard.game } });
    return tx.catalogVersion.upsert({
      where: { game: sampleCard.game },
      create: { game: sampleCard.game, version: 1, cardCount, seedHash: 'abc' },
      update: { version: { increment: 1 }, cardCount },
    });
  });
  expect(version).toMatchObject({ game: sampleCard.game, version: 1, cardCount: 1, seedHash: 'abc' });
  const bumped = await db.catalogVersion.update({ where: { game: sampleCard.game }, data: { version: { increment: 1 } } });
  expect(bumped.version).toBe(2);
}

describe('catalog database URL rules', () => {
  it('undefined or empty URL = the SQLite file (default data/catalog.db under the working directory)', () => {
    expect(resolveCatalogUrl(undefined, { baseDir: '/srv/app' })).toBe('file:/srv/app/data/catalog.db');
    expect(resolveCatalogUrl('', { baseDir: '/srv/app', sqliteFile: 'x/y.db' })).toBe('file:/srv/app/x/y.db');
    expect(resolveCatalogUrl('file:./z.db', { baseDir: '/srv/app' })).toBe('file:/srv/app/z.db');
    expect(resolveCatalogUrl('postgresql://u@h:5432/d?schema=s')).toBe('postgresql://u@h:5432/d?schema=s');
    expect(providerFromUrl('postgres://h/d')).toBe('postgresql');
    expect(() => providerFromUrl('mysql://h/d')).toThrow(/Unsupported database URL/);
  });
});

describe('SQLite (embedded default)', () => {
  let dir: string;
  let db: CatalogClient | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tcg-db-spec-'));
  });
  afterAll(async () => {
    await db?.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates a fresh file (creating its folder), records _prisma_migrations, then is a fast no-op', async () => {
    const sqliteFile = path.join(dir, 'nested', 'catalog.db');
    const expected = migrationFolders('sqlite');
    expect(expected.length).toBeGreaterThanOrEqual(1);
    expect((await pendingMigrations(undefined, { sqliteFile })).pending).toEqual(expected);

    const first = await migrateDatabase(undefined, { sqliteFile });
    expect(first).toEqual({ provider: 'sqlite', applied: expected });
    expect(existsSync(sqliteFile)).toBe(true);

    // The standard Prisma bookkeeping: one finished row per folder, checksum = sha256 of migration.sql.
    const raw = new Database(sqliteFile, { readonly: true });
    const rows = raw
      .prepare('SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name')
      .all() as Array<{ migration_name: string; checksum: string; finished_at: unknown; rolled_back_at: unknown }>;
    raw.close();
    expect(rows.map((r) => r.migration_name)).toEqual(expected);
    for (const r of rows) {
      expect(r.finished_at).not.toBeNull();
      expect(r.rolled_back_at).toBeNull();
      expect(r.checksum).toBe(sha256(path.join(ROOT, 'prisma', 'migrations', 'sqlite', r.migration_name, 'migration.sql')));
    }

    // a second start applies nothing (no timing assertion here: the machine is shared; bench/ measures start-up)
    const second = await migrateDatabase(undefined, { sqliteFile });
    expect(second).toEqual({ provider: 'sqlite', applied: [] });
  });

  it('creates and reads a Card through the provider-neutral client', async () => {
    const sqliteFile = path.join(dir, 'nested', 'catalog.db');
    const opened = openCatalogDatabase(undefined, { sqliteFile });
    expect(opened.provider).toBe('sqlite');
    expect(opened.url).toBe('file:' + sqliteFile);
    db = opened.client;
    await exerciseClient(db);
  });
});

const pgUp = await postgresAnswers();
const describePg = pgUp ? describe : describe.skip;

describePg('PostgreSQL (127.0.0.1:5432, throwaway database)', () => {
  const dbName = `tcg_test_${randomBytes(6).toString('hex')}`;
  const url = `postgresql://postgres@127.0.0.1:5432/${dbName}`;
  let db: CatalogClient | undefined;

  afterAll(async () => {
    await db?.$disconnect();
    const admin = new pg.Client(PG_ADMIN);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    const leftovers = await admin.query(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'prisma_migrate_shadow_db_%'",
      [dbName],
    );
    await admin.end();
    expect(leftovers.rows).toEqual([]);
  });

  it('creates the database, applies every migration, then is a fast no-op', async () => {
    const expected = migrationFolders('postgresql');
    expect(expected).toEqual(migrationFolders('sqlite'));
    const first = await migrateDatabase(url);
    expect(first).toEqual({ provider: 'postgresql', applied: expected });

    const admin = new pg.Client({ ...PG_ADMIN, database: dbName });
    await admin.connect();
    const rows = await admin.query<{ migration_name: string; checksum: string; finished: boolean }>(
      'SELECT migration_name, checksum, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name',
    );
    await admin.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(expected);
    for (const r of rows.rows) {
      expect(r.finished).toBe(true);
      expect(r.checksum).toBe(sha256(path.join(ROOT, 'prisma', 'migrations', 'postgresql', r.migration_name, 'migration.sql')));
    }

    expect(await migrateDatabase(url)).toEqual({ provider: 'postgresql', applied: [] });
  });

  it('creates and reads a Card through the provider-neutral client', async () => {
    db = createPrismaClient(url);
    await exerciseClient(db);
  });
});

describe('one source of truth (prisma/schema.prisma)', () => {
  it('derives the PostgreSQL schema by swapping only the provider and the generator output', () => {
    const source = readSource();
    const derived = deriveSchema(source);
    expect(readFileSync(path.join(ROOT, 'prisma', 'postgresql', 'schema.prisma'), 'utf8')).toBe(derived);
    const body = derived.slice(derived.indexOf(source.slice(0, 40)));
    expect(body).toBe(
      source
        .replace('provider = "sqlite"', 'provider = "postgresql"')
        .replace('"../generated/prisma/sqlite"', '"../../generated/prisma/postgresql"'),
    );
    expect(() => deriveSchema(source.replace('text           String', 'text           String @db.Text'))).toThrow(
      /provider-neutral/,
    );
  });

  it('`npm run prisma -- check` reports the committed schema and migrations as not stale', async () => {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', 'prisma.mjs'), 'check'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '' },
    });
    expect(stdout).toContain('check: prisma/migrations/sqlite matches the schema.');
    if (pgUp) expect(stdout).toContain('check: prisma/migrations/postgresql matches the schema.');
    expect(stdout).toContain('check: OK, nothing is stale.');
  });
});
