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

describe('security limits from the environment (docs/security.md)', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      importBodyLimitBytes: 33_554_432,
      jsonDepthLimit: 64,
      graphqlIntrospection: true,
      graphqlDepthLimit: 20,
      graphqlComplexityLimit: 3000,
      graphqlMaxTokens: 10_000,
      rateLimit: 600,
      rateLimitWindowMs: 60_000,
      rateLimitKeyHeader: 'x-client-key',
      trustProxy: false,
      deckMaxEntries: 500,
      deckMaxCards: 1000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit).toBe(0);
  });

  it('production turns introspection off unless GRAPHQL_INTROSPECTION says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'off' }).graphqlIntrospection).toBe(false);
  });

  it('reads the rate-limit key header and TRUST_PROXY', () => {
    expect(loadConfig({ RATE_LIMIT_KEY_HEADER: '' }).rateLimitKeyHeader).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT_KEY_HEADER: 'X-Api-Client' }).rateLimitKeyHeader).toBe('x-api-client');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('names every out-of-range limit', () => {
    try {
      loadConfig({ JSON_DEPTH_LIMIT: '1', GRAPHQL_DEPTH_LIMIT: '0', GRAPHQL_COMPLEXITY_LIMIT: 'lots', GRAPHQL_MAX_TOKENS: '99', IMPORT_BODY_LIMIT_BYTES: '1023', DECK_MAX_ENTRIES: '0', RATE_LIMIT: '-1', RATE_LIMIT_KEY_HEADER: 'x client', TRUST_PROXY: 'maybe' });
      throw new Error('expected a ConfigError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const names = (e as ConfigError).problems.map((p) => p.split('=')[0]);
      expect(names).toEqual(['IMPORT_BODY_LIMIT_BYTES', 'JSON_DEPTH_LIMIT', 'GRAPHQL_DEPTH_LIMIT', 'GRAPHQL_COMPLEXITY_LIMIT', 'GRAPHQL_MAX_TOKENS', 'RATE_LIMIT', 'RATE_LIMIT_KEY_HEADER', 'TRUST_PROXY', 'DECK_MAX_ENTRIES']);
    }
  });
});
