/**
 * Prisma client factory for the card catalog: one API, two providers.
 *
 * The two generated clients (generated/prisma/sqlite, generated/prisma/postgresql) come from the same
 * models (prisma/schema.prisma and its derived PostgreSQL copy), so their model APIs match;
 * `CatalogClient` is the one type the service code is written against.
 */
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as PostgresPrismaClient } from '../../../../generated/prisma/postgresql/client.js';
import { Prisma, PrismaClient as SqlitePrismaClient } from '../../../../generated/prisma/sqlite/client.js';
import { type DatabaseProvider, pgConfigFromUrl, providerFromUrl, resolveCatalogUrl, sqliteFilePath } from './url.js';

/** Row types (the same for both providers). */
export type { Card as CardRow, CatalogVersion as CatalogVersionRow } from '../../../../generated/prisma/sqlite/client.js';
/**
 * Input/filter types, e.g. `CatalogPrisma.CardWhereInput`. These are the SQLite ones, the
 * provider-neutral subset (PostgreSQL adds options such as `mode: 'insensitive'`: don't use them).
 */
export { Prisma as CatalogPrisma };

type GeneratedClient = SqlitePrismaClient;

export interface CatalogTransactionOptions {
  maxWait?: number;
  timeout?: number;
}

/**
 * The catalog database client: the generated client's API (minus `$on`/`$extends`), written
 * once for both providers. Both generated clients have this shape: the compile-time checks at
 * the end of this file verify the SQLite client directly and the PostgreSQL client by its models,
 * delegate methods and row types (TypeScript cannot relate the two generated type trees as a whole).
 *
 * Inside `$transaction(async (tx) => ...)` the `tx` argument is typed as a CatalogClient so that
 * repository code can take either; it is Prisma's transaction client and has no
 * `$connect`/`$disconnect`/`$transaction` of its own: do not call those on `tx`.
 */
export type CatalogClient = Omit<GeneratedClient, '$transaction' | '$on' | '$extends'> & {
  $transaction<R>(fn: (tx: CatalogClient) => Promise<R>, options?: CatalogTransactionOptions): Promise<R>;
  $transaction<P extends Prisma.PrismaPromise<unknown>[]>(
    arg: [...P],
    options?: CatalogTransactionOptions,
  ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
};
/** Alias used in docs and the brief. */
export type CatalogPrismaClient = CatalogClient;

export interface CatalogDbOptions {
  /**
   * SQLite file used when the URL is undefined or empty (default `data/catalog.db`); relative
   * paths are resolved against `baseDir`.
   */
  sqliteFile?: string;
  /** Base directory for relative SQLite paths (default: process.cwd()). */
  baseDir?: string;
}

export interface CreatePrismaClientOptions extends CatalogDbOptions {
  /** Prisma log levels, e.g. ['warn', 'error'] (default none). */
  log?: Array<'query' | 'info' | 'warn' | 'error'>;
  /** PostgreSQL pool size (default: pg's, 10). */
  poolMax?: number;
}

export interface CatalogDatabase {
  client: CatalogClient;
  provider: DatabaseProvider;
  /** The resolved URL (SQLite path absolute). */
  url: string;
}

/**
 * Opens the catalog database: `databaseUrl` `file:...` or undefined -> SQLite through
 * better-sqlite3 (undefined = `options.sqliteFile`, default `data/catalog.db`);
 * `postgresql://...` -> PostgreSQL through pg. DATABASE_URL is NOT read here (the app config
 * does that). The schema must already be migrated: call migrateDatabase first.
 */
export function createPrismaClient(databaseUrl?: string, options: CreatePrismaClientOptions = {}): CatalogClient {
  return openCatalogDatabase(databaseUrl, options).client;
}

/** Like createPrismaClient, also telling which provider and URL were picked. */
export function openCatalogDatabase(databaseUrl?: string, options: CreatePrismaClientOptions = {}): CatalogDatabase {
  const url = resolveCatalogUrl(databaseUrl, options);
  const provider = providerFromUrl(url);
  const log = options.log ?? [];
  if (provider === 'sqlite') {
    const adapter = new PrismaBetterSqlite3({ url: sqliteFilePath(url) });
    const client = new SqlitePrismaClient({ adapter, log }) as unknown as CatalogClient;
    return { client, provider, url };
  }
  const { config, schema } = pgConfigFromUrl(url);
  const adapter = new PrismaPg({ ...config, ...(options.poolMax ? { max: options.poolMax } : {}) }, { schema });
  // Same models, same generated API; TypeScript cannot relate the two generated declaration trees
  // (deep generic conditional types) nor the `tx` of $transaction, hence the casts (here and for
  // SQLite). The compile-time checks below compare what can be compared.
  const client = new PostgresPrismaClient({ adapter, log }) as unknown as CatalogClient;
  return { client, provider, url };
}

// Compile-time checks: the SQLite client is a CatalogClient; the PostgreSQL client has the same
// models, the same delegate methods and the same row types.
type Assignable<T, U extends T> = U;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Row<C, M extends 'card' | 'catalogVersion'> = C extends Record<M, { findFirstOrThrow(): Promise<infer T> }> ? T : never;
type TxClient = Parameters<Extract<Parameters<SqlitePrismaClient['$transaction']>[0], (...args: never[]) => unknown>>[0];
export type _SqliteIsCatalogClient = Assignable<Omit<CatalogClient, '$transaction'>, SqlitePrismaClient>;
export type _TxHasTheModels = Assignable<Pick<CatalogClient, 'card' | 'catalogVersion' | '$queryRaw' | '$executeRaw'>, TxClient>;
export type _SameModels = Assignable<true, Same<Exclude<keyof PostgresPrismaClient, symbol>, Exclude<keyof SqlitePrismaClient, symbol>>>;
export type _SameCardMethods = Assignable<true, Same<keyof PostgresPrismaClient['card'], keyof SqlitePrismaClient['card']>>;
export type _SameVersionMethods = Assignable<
  true,
  Same<keyof PostgresPrismaClient['catalogVersion'], keyof SqlitePrismaClient['catalogVersion']>
>;
export type _SameCardRow = Assignable<true, Same<Row<PostgresPrismaClient, 'card'>, Row<SqlitePrismaClient, 'card'>>>;
export type _SameVersionRow = Assignable<
  true,
  Same<Row<PostgresPrismaClient, 'catalogVersion'>, Row<SqlitePrismaClient, 'catalogVersion'>>
>;
