// Prisma CLI config for the SQLite side (the source of truth prisma/schema.prisma).
// Used through scripts/prisma.mjs (`npm run prisma -- ...`), which picks this file or
// postgresql.config.mjs from DATABASE_URL. Direct use: npx prisma <cmd> --config prisma/sqlite.config.mjs
import { defineConfig } from 'prisma/config';
import { providerFromUrl, resolveDatabaseUrl } from '../scripts/lib/db-url.mjs';

const url = resolveDatabaseUrl(process.env.DATABASE_URL); // unset -> file:<repo>/data/catalog.db

export default defineConfig({
  schema: './schema.prisma',
  migrations: { path: './migrations/sqlite' },
  datasource: {
    // A PostgreSQL DATABASE_URL does not belong to this config: leave the URL out so that
    // database commands fail loudly instead of touching the wrong database.
    ...(providerFromUrl(url) === 'sqlite' ? { url } : {}),
    ...(process.env.SHADOW_DATABASE_URL ? { shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL } : {}),
  },
});
