import { ConfigError, loadConfig } from '../src/config/config.js';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, sqliteFile: 'data/catalog.db', bodyLimitBytes: 1_048_576, seedCatalog: true, allowOpenState: true });
  });

  it('names every bad value in one clear message', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', ADMIN_TOKEN: 'short' });
      throw new Error('expected a ConfigError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect((e as Error).message).toMatch(/PORT="70000" must be an integer from 0 to 65535/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('accepts PostgreSQL and file: URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db' }).databaseUrl).toBe('postgresql://u@127.0.0.1:5432/db');
    expect(loadConfig({ DATABASE_URL: 'file:./x.db' }).databaseUrl).toBe('file:./x.db');
  });
});
