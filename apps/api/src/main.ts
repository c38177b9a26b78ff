import { ConfigError, loadConfig } from './config/config.js';
import { createApp } from './bootstrap.js';
import { MatchesService } from './matches/matches.service.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : `SQLite ${config.sqliteFile}`;
  app.getHttpAdapter().getInstance().log.info({ port: config.port, database: where }, `TCG rules service listening on http://localhost:${config.port} (REST /v1, GraphQL /graphql, docs /docs)`);
  // after listening, so start-up does not wait for it (COVERAGE_WARM; docs/security.md)
  void app.get(MatchesService).warmCoverage();
}

main().catch((e) => {
  console.error('Failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
