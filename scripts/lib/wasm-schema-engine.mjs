// Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm), wired to the
// project's driver adapters (better-sqlite3, pg). Used by scripts/schema-engine-shim.mjs so the
// unchanged Prisma CLI can run migrations without downloading the native engine binary.
//
// The three traps from the machine notes are handled here:
//   1. SQLite: several statements in one argument-less executeRaw -> run them with executeScript.
//   2. pg: PostgreSQL's internal "char" type (oid 18) read from pg_catalog -> reported as text.
//   3. pg shadow database: connect with separate host/port/user/database fields, and end the
//      shadow pool BEFORE dropping the shadow database.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, existsSync, closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pgConfigFromUrl, providerFromUrl, sqliteFilePath } from './db-url.mjs';

const require = createRequire(import.meta.url);

/** Error with a Prisma error code (P1001, P1003...), like the native engine's user-facing errors. */
export class EngineUserError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

let enginePromise;
/** Loads and instantiates the wasm module once per process. Returns the wasm-bindgen module. */
export function loadSchemaEngineWasm() {
  enginePromise ??= (async () => {
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    // Node 20 cannot `import` a .wasm file, so do what schema_engine.js does by hand.
    const bytes = readFileSync(bgPath.replace(/\.js$/, '.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start?.();
    return bg;
  })();
  return enginePromise;
}

// ---------------------------------------------------------------------------------------------
// SQLite

function wrapSqliteQueryable(q, execScript) {
  return new Proxy(q, {
    get(target, prop) {
      if (prop === 'executeRaw') {
        return async (query) => {
          try {
            return await target.executeRaw(query);
          } catch (e) {
            // Trap 1: better-sqlite3 prepares one statement at a time.
            if (query.args.length === 0 && /more than one statement/i.test(String(e?.message))) {
              await execScript(query.sql);
              return 0;
            }
            throw e;
          }
        };
      }
      if (prop === 'startTransaction') {
        return async (...args) => {
          const tx = await target.startTransaction(...args);
          return wrapSqliteQueryable(tx, async (sql) => tx.client.exec(sql));
        };
      }
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

async function sqliteMigrationFactory(url, shadowDatabaseUrl) {
  const { PrismaBetterSqlite3 } = await import('@prisma/adapter-better-sqlite3');
  const file = sqliteFilePath(url);
  const shadowFile = shadowDatabaseUrl ? sqliteFilePath(shadowDatabaseUrl) : ':memory:';
  const open = async (f) => {
    const adapter = await new PrismaBetterSqlite3({ url: f }).connect();
    return wrapSqliteQueryable(adapter, (sql) => adapter.executeScript(sql));
  };
  return {
    provider: 'sqlite',
    adapterName: '@prisma/adapter-better-sqlite3',
    connect: () => open(file),
    connectToShadowDb: () => open(shadowFile),
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

async function pgModule() {
  const mod = await import('pg');
  return mod.default ?? mod;
}

let CharAsTextPool;
async function charAsTextPool() {
  if (CharAsTextPool) return CharAsTextPool;
  const pg = await pgModule();
  const fix = (res) => {
    for (const r of Array.isArray(res) ? res : [res]) {
      for (const f of r?.fields ?? []) if (f.dataTypeID === PG_CHAR_OID) f.dataTypeID = PG_TEXT_OID;
    }
    return res;
  };
  // Trap 2: @prisma/adapter-pg rejects oid 18 ("char"), which the engine reads from pg_catalog.
  class CharAsTextClient extends pg.Client {
    query(config, values, callback) {
      if (typeof values === 'function') {
        callback = values;
        values = undefined;
      }
      if (typeof callback === 'function') {
        return super.query(config, values, (err, res) => callback(err, err ? res : fix(res)));
      }
      const ret = super.query(config, values);
      return ret && typeof ret.then === 'function' && typeof config?.submit !== 'function' ? ret.then(fix) : ret;
    }
  }
  CharAsTextPool = class extends pg.Pool {
    constructor(options) {
      super({ ...options, Client: CharAsTextClient });
    }
  };
  return CharAsTextPool;
}

function pgAdapterFor(PrismaPg, pool, schema) {
  const factory = new PrismaPg(pool, { schema });
  return factory.connect();
}

/** Sends a whole script in one simple-protocol query instead of adapter-pg's split on ";". */
function wrapPgAdapter(adapter, pool, onDispose) {
  return new Proxy(adapter, {
    get(target, prop) {
      if (prop === 'executeScript') {
        return async (script) => {
          try {
            await pool.query(script);
          } catch (e) {
            target.onError(e);
          }
        };
      }
      if (prop === 'dispose') return onDispose;
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

async function pgMigrationFactory(url, shadowDatabaseUrl) {
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const Pool = await charAsTextPool();
  const { config, schema } = pgConfigFromUrl(url);

  const open = async (cfg, sch, afterEnd) => {
    const pool = new Pool({ ...cfg, max: 4 });
    pool.on('error', () => {});
    const adapter = await pgAdapterFor(PrismaPg, pool, sch);
    let disposed = false;
    return wrapPgAdapter(adapter, pool, async () => {
      if (disposed) return;
      disposed = true;
      await pool.end();
      await afterEnd?.();
    });
  };

  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => open(config, schema),
    async connectToShadowDb() {
      if (shadowDatabaseUrl) {
        const s = pgConfigFromUrl(shadowDatabaseUrl);
        return open(s.config, s.schema);
      }
      // Same server as the main database, a throwaway database, dropped on dispose (trap 3).
      const name = `prisma_migrate_shadow_db_${randomUUID().replace(/-/g, '')}`;
      await pgAdminQuery(config, `CREATE DATABASE "${name}"`);
      return open({ ...config, database: name }, schema, () =>
        pgAdminQuery(config, `DROP DATABASE IF EXISTS "${name}"`),
      );
    },
  };
}

/** One statement on the server's maintenance connection (the URL's database, else "postgres"). */
async function pgAdminQuery(config, sql, database = config.database) {
  const pg = await pgModule();
  const client = new pg.Client({ ...config, database });
  client.on('error', () => {});
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * A driver adapter factory for the schema engine, already wrapped with
 * bindMigrationAwareSqlAdapterFactory (what SchemaEngine.new expects).
 */
export async function createMigrationAdapterFactory(url, shadowDatabaseUrl) {
  const { bindMigrationAwareSqlAdapterFactory } = await import('@prisma/driver-adapter-utils');
  const provider = providerFromUrl(url);
  const raw =
    provider === 'sqlite'
      ? await sqliteMigrationFactory(url, shadowDatabaseUrl)
      : await pgMigrationFactory(url, shadowDatabaseUrl);
  return bindMigrationAwareSqlAdapterFactory(raw);
}

/** new SchemaEngine for the given datamodels ([path, content][]) and database. */
export async function createSchemaEngine({ datamodels, url, shadowDatabaseUrl, log = () => {} }) {
  const bg = await loadSchemaEngineWasm();
  const factory = await createMigrationAdapterFactory(url, shadowDatabaseUrl);
  return bg.SchemaEngine.new({ datamodels: datamodels?.length ? datamodels : undefined }, log, factory);
}

function pgLocation(config) {
  return `${config.host}:${config.port}`;
}

function pgUserError(e, config) {
  switch (e?.code) {
    case '3D000':
      return new EngineUserError(
        'P1003',
        `Database \`${config.database}\` does not exist on the database server at \`${pgLocation(config)}\`.`,
      );
    case '28P01':
    case '28000':
      return new EngineUserError(
        'P1000',
        `Authentication failed against database server at \`${pgLocation(config)}\`, the provided database credentials for \`${config.user}\` are not valid.`,
      );
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EHOSTUNREACH':
    case 'ETIMEDOUT':
      return new EngineUserError('P1001', `Can't reach database server at \`${pgLocation(config)}\``);
    default:
      return e;
  }
}

/** The native engine's `cli can-connect-to-database`. Throws EngineUserError P1003 when the database is missing. */
export async function canConnectToDatabase(url) {
  if (providerFromUrl(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    if (file !== ':memory:' && !existsSync(file)) {
      throw new EngineUserError('P1003', `Database \`${path.basename(file)}\` does not exist at \`${file}\`.`);
    }
    return;
  }
  const { config } = pgConfigFromUrl(url);
  try {
    await pgAdminQuery(config, 'SELECT 1');
  } catch (e) {
    throw pgUserError(e, config);
  }
}

/** The native engine's `cli create-database`. Returns the database name. */
export async function createDatabase(url) {
  if (providerFromUrl(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    if (file !== ':memory:') {
      mkdirSync(path.dirname(file), { recursive: true });
      closeSync(openSync(file, 'a'));
    }
    return path.basename(file);
  }
  const { config } = pgConfigFromUrl(url);
  const name = config.database;
  try {
    await pgAdminQuery(config, `CREATE DATABASE "${name.replace(/"/g, '""')}"`, 'postgres');
  } catch (e) {
    if (e?.code === '42P04') return name; // already exists
    throw pgUserError(e, config);
  }
  return name;
}

/** The native engine's `cli drop-database`. */
export async function dropDatabase(url) {
  if (providerFromUrl(url) === 'sqlite') {
    const { rmSync } = await import('node:fs');
    const file = sqliteFilePath(url);
    if (file !== ':memory:') rmSync(file, { force: true });
    return;
  }
  const { config } = pgConfigFromUrl(url);
  await pgAdminQuery(config, `DROP DATABASE IF EXISTS "${config.database.replace(/"/g, '""')}"`, 'postgres');
}
