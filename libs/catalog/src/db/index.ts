/**
 * The catalog's database layer (Prisma; SQLite or PostgreSQL). See docs/database.md.
 * Game logic must not import this module.
 */
export {
  createPrismaClient,
  openCatalogDatabase,
  type CatalogClient,
  type CatalogPrismaClient,
  type CatalogDatabase,
  type CatalogDbOptions,
  type CatalogTransactionOptions,
  type CreatePrismaClientOptions,
  type CardRow,
  type CatalogVersionRow,
  CatalogPrisma,
} from './client.js';
export { migrateDatabase, pendingMigrations, type MigrateOptions, type MigrateResult } from './migrate.js';
export {
  DEFAULT_SQLITE_FILE,
  pgConfigFromUrl,
  providerFromUrl,
  redactUrl,
  resolveCatalogUrl,
  resolveDatabaseUrl,
  sqliteFilePath,
  type DatabaseProvider,
} from './url.js';
