// Prisma CLI config for the PostgreSQL side (prisma/postgresql/schema.prisma, DERIVED from
// prisma/schema.prisma by `npm run prisma -- derive`). Used through scripts/prisma.mjs when
// DATABASE_URL is postgresql://... Direct use: npx prisma <cmd> --config prisma/postgresql.config.mjs
import { defineConfig } from 'prisma/config';

const url = process.env.DATABASE_URL;

export default defineConfig({
  schema: './postgresql/schema.prisma',
  migrations: { path: './migrations/postgresql' },
  datasource: {
    ...(url && /^postgres(ql)?:\/\//i.test(url) ? { url } : {}),
    ...(process.env.SHADOW_DATABASE_URL ? { shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL } : {}),
  },
});
