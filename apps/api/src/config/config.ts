/**
 * Configuration from environment variables, validated once at start.
 * Every variable is documented in README.md ("Configuration").
 */
import { parseStateKeys } from './state-keys.js';

export interface AppConfig {
  port: number;
  host: string;
  /** undefined = embedded SQLite at `sqliteFile`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  adminToken: string | undefined;
  /** Discord application public key (hex); unset = POST /discord/interactions answers 404 (apps/api/src/discord). */
  discordPublicKey?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  /** Body limit of the catalog import routes (bulk files). */
  importBodyLimitBytes: number;
  /** Deepest nesting of arrays/objects accepted in a JSON body (and in GraphQL argument literals). */
  jsonDepthLimit: number;
  nodeEnv: string;
  /** Load the seed catalogs into an empty (or outdated) database at start. */
  seedCatalog: boolean;
  graphqlIntrospection: boolean;
  /** Deepest field nesting of a GraphQL operation (fragments expanded). */
  graphqlDepthLimit: number;
  /** Highest estimated cost of a GraphQL operation (apps/api/src/graphql/limits.ts, docs/security.md). */
  graphqlComplexityLimit: number;
  /** Most lexical tokens in a GraphQL document (parsing stops there). */
  graphqlMaxTokens: number;
  /** Rate limiting (requests per window per client); 0 = off. */
  rateLimit: number;
  rateLimitWindowMs: number;
  /** Request header naming the client for rate limiting (lower case); undefined = by IP address only. */
  rateLimitKeyHeader: string | undefined;
  /** Fastify trustProxy: false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Deck request limits (libs/decks DeckInputLimits): distinct entries, and total cards. */
  deckMaxEntries: number;
  deckMaxCards: number;
  /** Sealed-state keys "kid:base64key,kid2:base64key" (newest first); undefined = a dev key is generated. */
  stateKeys: string | undefined;
  allowOpenState: boolean;
  /** Most actions a POST .../matches/replay may carry (MATCH_MAX_REPLAY_ACTIONS). */
  matchMaxReplayActions: number;
  /** Match catalog snapshots kept in memory per instance (CATALOG_SNAPSHOT_CACHE, LRU; docs/match-api.md). */
  catalogSnapshotCache: number;
  /** MATCH_LEDGER: `off` (default, stateless) or `database` (latest position per sealed match; older tokens are 409 stale-state). */
  matchLedger: 'off' | 'database';
  /** How often to check whether another instance changed the catalog (ms); 0 = never. */
  catalogRefreshMs: number;
  /** Compute the card coverage of every game with an engine in the background once the server listens (COVERAGE_WARM). */
  coverageWarm: boolean;
  /** Origins allowed to call the public routes from a browser (CORS_ORIGINS): '*' (default), a list, or [] (CORS off). */
  corsOrigins: '*' | string[];
  /** `Cache-Control: max-age` of catalog reads in seconds (CATALOG_CACHE_MAX_AGE); they also carry an ETag. */
  catalogCacheMaxAge: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function intVar(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}=${JSON.stringify(raw)} must be an integer from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  problems.push(`${name}=${JSON.stringify(raw)} must be true or false`);
  return fallback;
}

function ledgerVar(env: Env, problems: string[]): 'off' | 'database' {
  const raw = (env.MATCH_LEDGER ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'off' || raw === 'false' || raw === 'none') return 'off';
  if (raw === 'database') return 'database';
  problems.push(`MATCH_LEDGER=${JSON.stringify(env.MATCH_LEDGER)} must be "off" (default) or "database"`);
  return 'off';
}

function trustProxyVar(env: Env, problems: string[]): boolean | number | string {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '') return false;
  const v = raw.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (/^[1-9]\d?$/.test(v)) return Number(v);
  if (/^[0-9a-f:.\/]+(\s*,\s*[0-9a-f:.\/]+)*$/.test(v)) return raw.split(',').map((x) => x.trim()).join(',');
  problems.push(`TRUST_PROXY=${JSON.stringify(raw)} must be false, true, a hop count (1-99) or a comma-separated list of proxy addresses/CIDRs`);
  return false;
}

function headerNameVar(env: Env, name: string, fallback: string, problems: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (raw === '') return undefined;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) {
    problems.push(`${name}=${JSON.stringify(raw)} must be an HTTP header name (letters, digits, "-"), or empty for none`);
    return fallback;
  }
  return raw.toLowerCase();
}

/** CORS_ORIGINS: unset or `*` = any origin; empty = CORS off; else a comma-separated list of origins (scheme://host[:port]). */
function corsVar(env: Env, problems: string[]): '*' | string[] {
  const raw = env.CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '*') return '*';
  if (raw.trim() === '') return [];
  const out: string[] = [];
  for (const item of raw.split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    let ok = false;
    try {
      const u = new URL(item);
      ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === item.replace(/\/$/, '');
    } catch {
      ok = false;
    }
    if (ok) out.push(item.replace(/\/$/, ''));
    else problems.push(`CORS_ORIGINS entry ${JSON.stringify(item.slice(0, 100))} must be an origin like https://example.com or http://localhost:8080 (or set CORS_ORIGINS=* for any origin)`);
  }
  return out;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const databaseUrl = env.DATABASE_URL === '' ? undefined : env.DATABASE_URL;
  if (databaseUrl !== undefined && !/^(postgres(ql)?:\/\/|file:)/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgresql://, postgres:// or file: (unset it for the embedded SQLite database)');
  }
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)} must be one of ${LOG_LEVELS.join(', ')}`);
  const adminToken = env.ADMIN_TOKEN === '' ? undefined : env.ADMIN_TOKEN;
  if (adminToken !== undefined && adminToken.length < 16) problems.push('ADMIN_TOKEN must be at least 16 characters');
  const discordPublicKey = env.DISCORD_PUBLIC_KEY === '' ? undefined : env.DISCORD_PUBLIC_KEY?.trim();
  if (discordPublicKey !== undefined && !/^[0-9a-fA-F]{64}$/.test(discordPublicKey)) problems.push('DISCORD_PUBLIC_KEY must be 64 hexadecimal characters (the Discord application\'s public key)');
  const config: AppConfig = {
    port: intVar(env, 'PORT', 3000, 0, 65535, problems),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqliteFile: env.SQLITE_FILE ?? 'data/catalog.db',
    adminToken,
    discordPublicKey,
    logLevel,
    bodyLimitBytes: intVar(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 64 * 1_048_576, problems),
    importBodyLimitBytes: intVar(env, 'IMPORT_BODY_LIMIT_BYTES', 32 * 1_048_576, 1024, 256 * 1_048_576, problems),
    jsonDepthLimit: intVar(env, 'JSON_DEPTH_LIMIT', 64, 2, 1000, problems),
    nodeEnv,
    seedCatalog: boolVar(env, 'SEED_CATALOG', true, problems),
    graphqlIntrospection: boolVar(env, 'GRAPHQL_INTROSPECTION', nodeEnv !== 'production', problems),
    graphqlDepthLimit: intVar(env, 'GRAPHQL_DEPTH_LIMIT', 20, 1, 100, problems),
    graphqlComplexityLimit: intVar(env, 'GRAPHQL_COMPLEXITY_LIMIT', 3000, 1, 10_000_000, problems),
    graphqlMaxTokens: intVar(env, 'GRAPHQL_MAX_TOKENS', 10_000, 100, 1_000_000, problems),
    rateLimit: intVar(env, 'RATE_LIMIT', nodeEnv === 'test' ? 0 : 600, 0, 1_000_000, problems),
    rateLimitWindowMs: intVar(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 3_600_000, problems),
    rateLimitKeyHeader: headerNameVar(env, 'RATE_LIMIT_KEY_HEADER', 'x-client-key', problems),
    trustProxy: trustProxyVar(env, problems),
    deckMaxEntries: intVar(env, 'DECK_MAX_ENTRIES', 500, 1, 100_000, problems),
    deckMaxCards: intVar(env, 'DECK_MAX_CARDS', 1000, 1, 1_000_000, problems),
    stateKeys: env.STATE_KEYS === '' ? undefined : env.STATE_KEYS,
    allowOpenState: boolVar(env, 'ALLOW_OPEN_STATE', true, problems),
    matchMaxReplayActions: intVar(env, 'MATCH_MAX_REPLAY_ACTIONS', 10_000, 1, 1_000_000, problems),
    catalogSnapshotCache: intVar(env, 'CATALOG_SNAPSHOT_CACHE', 1000, 1, 100_000, problems),
    matchLedger: ledgerVar(env, problems),
    catalogRefreshMs: intVar(env, 'CATALOG_REFRESH_MS', nodeEnv === 'test' ? 0 : 30_000, 0, 86_400_000, problems),
    coverageWarm: boolVar(env, 'COVERAGE_WARM', nodeEnv !== 'test', problems),
    corsOrigins: corsVar(env, problems),
    catalogCacheMaxAge: intVar(env, 'CATALOG_CACHE_MAX_AGE', 60, 0, 86_400, problems),
  };
  if (config.stateKeys !== undefined) problems.push(...parseStateKeys(config.stateKeys).problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
