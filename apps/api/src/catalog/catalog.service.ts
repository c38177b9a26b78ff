import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { statSync } from 'node:fs';
import type { CardRecord, GameSlug } from '../../../../libs/catalog/src/card.js';
import { GAME_SLUGS } from '../../../../libs/catalog/src/card.js';
import { ImportFileError } from '../../../../libs/catalog/src/import-file.js';
import { importCardText, type ImportReport } from '../../../../libs/catalog/src/importer.js';
import { MemoryCatalog } from '../../../../libs/catalog/src/memory.js';
import { CatalogRepository, InvalidCursorError, decodeCursor, type CardPage, type CardQuery } from '../../../../libs/catalog/src/repository.js';
import { seedGames } from '../../../../libs/catalog/src/seed.js';
import { createPrismaClient, migrateDatabase, type CatalogClient } from '../../../../libs/catalog/src/db/index.js';
import { providerFromUrl, resolveCatalogUrl, sqliteFilePath } from '../../../../libs/catalog/src/db/url.js';
import { gameModule } from '../../../../libs/games/index.js';
import { importChecks } from '../../../../libs/games/engines.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { problems } from '../common/problem.js';

/**
 * The card catalog: the database for search, import and export; the in-memory copy for everything
 * the engine and deck validation read (so they keep working while the database is away).
 */
@Injectable()
export class CatalogService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Catalog');
  private db!: CatalogClient;
  private repo!: CatalogRepository;
  readonly memory = new MemoryCatalog();
  private refreshTimer: NodeJS.Timeout | undefined;
  private ready = false;
  /** SQLite: the file and the identity (device, inode) of the file the connection opened; null for PostgreSQL. */
  private sqlite: { file: string; dev: number; ino: number } | null = null;
  /** Connections reopened because the SQLite file was replaced or came back (tests, logs). */
  reopened = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const url = this.config.databaseUrl;
    await migrateDatabase(url, { sqliteFile: this.config.sqliteFile });
    this.open();
    if (this.config.seedCatalog) await this.seed();
    await this.loadAll();
    this.ready = true;
    if (this.config.catalogRefreshMs > 0) {
      this.refreshTimer = setInterval(() => void this.refreshIfStale().catch(() => undefined), this.config.catalogRefreshMs);
      this.refreshTimer.unref();
    }
  }

  /** Opens the database client (and remembers which SQLite file it opened). */
  private open(): void {
    const url = this.config.databaseUrl;
    this.db = createPrismaClient(url, { sqliteFile: this.config.sqliteFile });
    this.repo = new CatalogRepository(this.db);
    this.sqlite = null;
    const resolved = resolveCatalogUrl(url, { sqliteFile: this.config.sqliteFile });
    if (providerFromUrl(resolved) === 'sqlite') {
      const file = sqliteFilePath(resolved);
      try {
        const st = statSync(file);
        this.sqlite = { file, dev: st.dev, ino: st.ino };
      } catch {
        this.sqlite = { file, dev: -1, ino: -1 };
      }
    }
  }

  /**
   * SQLite only: when the database file was deleted, replaced or restored since the connection opened it
   * (another inode at the path), the old connection keeps the old (unlinked) file: reads see stale data and
   * writes fail (SQLITE_READONLY_DBMOVED). Reopen on the file now at the path, without a restart. Cheap (one
   * stat); called before readiness checks and whenever a query fails as "database down". Answers whether it
   * reopened. A missing file is left alone (routes answer 503 until it comes back).
   */
  async reviveIfMoved(): Promise<boolean> {
    const s = this.sqlite;
    if (!s || !this.db) return false;
    let st;
    try {
      st = statSync(s.file);
    } catch {
      return false; // gone: nothing to reopen yet
    }
    if (st.ino === s.ino && st.dev === s.dev) return false;
    const old = this.db;
    this.open();
    this.reopened += 1;
    this.logger.warn(`SQLite file ${s.file} was replaced or restored: connection reopened`);
    await old.$disconnect().catch(() => undefined);
    return true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await this.db?.$disconnect();
  }

  /** The database client (after start-up), shared with the match snapshot store. */
  client(): CatalogClient {
    return this.db;
  }

  isReady(): boolean {
    return this.ready;
  }

  private async seed(): Promise<void> {
    await seedGames(this.repo, GAME_SLUGS, (game) => gameModule(game).mapping.deriveFlags, (m) => this.logger.log(m));
  }

  private async loadAll(): Promise<void> {
    const versions = new Map((await this.repo.versions()).map((v) => [v.game, v.version]));
    for (const game of GAME_SLUGS) await this.load(game, versions.get(game) ?? 0);
  }

  private async load(game: GameSlug, version: number): Promise<void> {
    const cards = await this.repo.all(game);
    this.memory.set(game, version, cards);
  }

  /** Another instance imported cards: reload the games whose version moved. */
  async refreshIfStale(): Promise<void> {
    for (const v of await this.repo.versions()) {
      const game = v.game as GameSlug;
      if (GAME_SLUGS.includes(game) && v.version !== this.memory.version(game)) await this.load(game, v.version);
    }
  }

  /** Read readiness: one read query. */
  async ping(): Promise<void> {
    await this.reviveIfMoved();
    await probeTwice(() => this.repo.ping());
  }

  /**
   * Write readiness: a write in a transaction that is then rolled back (a probe row in CatalogVersion), so a
   * database that answers reads but refuses writes (read-only file or replica, a lock held elsewhere, a
   * file moved away, missing tables) is reported. Nothing is left behind.
   */
  async pingWrite(): Promise<void> {
    await this.reviveIfMoved();
    const rollback = new Error('ready-probe-rollback');
    try {
      await probeTwice(() => this.db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`INSERT INTO "CatalogVersion" ("game", "version", "cardCount", "updatedAt") VALUES ('__ready_probe__', 0, 0, CURRENT_TIMESTAMP)`);
        throw rollback;
      }), (e) => e !== rollback);
    } catch (e) {
      if (e !== rollback) throw e;
    }
  }

  /** In-memory cards of a game (engine and deck validation). */
  cards(game: GameSlug): ReadonlyMap<string, CardRecord> {
    return this.memory.get(game)?.cards ?? new Map();
  }

  catalogVersion(game: GameSlug): number {
    return this.memory.version(game);
  }

  /**
   * Card search, answered from the in-memory catalog (libs/catalog/src/search.ts: the database query's
   * answers, order and cursors, without a query per search). As fresh as deck validation: this
   * instance's imports at once, other instances' imports after the next version check
   * (CATALOG_REFRESH_MS). Only a game that is not loaded (never, after a normal start) asks the database.
   */
  async search(game: GameSlug, query: CardQuery): Promise<CardPage> {
    try {
      // A cursor is base64 the client can forge: one hiding a NUL is refused, as the database query refused it.
      if (query.cursor !== undefined && decodeCursor(query.cursor).includes('\u0000')) throw new InvalidCursorError();
      return this.memory.search(game, query) ?? (await this.repo.search(game, query));
    } catch (e) {
      throw this.translate(e);
    }
  }

  async get(game: GameSlug, id: string): Promise<CardRecord> {
    let card: CardRecord | null;
    try {
      // No card id holds a NUL (and PostgreSQL refuses NUL in text): not found, on both databases.
      card = id.includes('\u0000') ? null : await this.repo.get(game, id);
    } catch (e) {
      throw this.translate(e);
    }
    if (!card) throw problems.notFound(`No ${game} card with id "${id}".`, { game, id });
    return card;
  }

  /** The cards of a game in id order, paged from the database (a database failure is a 503 problem). */
  async *stream(game: GameSlug): AsyncGenerator<CardRecord> {
    try {
      yield* this.repo.stream(game);
    } catch (e) {
      throw this.translate(e);
    }
  }

  async importText(game: GameSlug, text: string, fileName?: string): Promise<ImportReport> {
    let report: ImportReport;
    // PostgreSQL cannot store NUL in text: refuse it up front, the same way on both databases.
    const nul = /\u0000|\\u0000/i.exec(text);
    if (nul) {
      const line = text.slice(0, nul.index).split('\n').length;
      throw problems.validation(`Nothing was imported: line ${line} holds a NUL character (\\u0000), which card data may not contain.`, [{ path: `line ${line}`, message: 'NUL character (\\u0000)' }]);
    }
    try {
      report = await importCardText(this.repo, game, text, gameModule(game).mapping.deriveFlags, { fileName, checks: importChecks(game) }); // typed facts and ability data (libs/games/engines.ts)
    } catch (e) {
      throw this.translate(e);
    }
    await this.load(game, report.version);
    return report;
  }

  private translate(e: unknown): unknown {
    if (e instanceof ImportFileError) {
      return problems.validation(`Nothing was imported: ${e.errors.length} invalid row(s). ${e.errors[0] ? `First: line ${e.errors[0].line}${e.errors[0].field ? ` (${e.errors[0].field})` : ''}: ${e.errors[0].message}` : ''}`, e.errors.slice(0, 200).map((r) => ({ path: `line ${r.line}${r.field ? `.${r.field}` : ''}`, message: r.message, line: r.line, field: r.field })) as never);
    }
    if (e instanceof InvalidCursorError) return problems.badRequest(`Invalid cursor: ${e.message}.`);
    if (isUnstorableText(e)) return problems.validation('A value holds a character the database cannot store (e.g. NUL, \\u0000).', [{ path: '', message: 'unstorable character' }]);
    if (isDatabaseDown(e)) {
      this.logger.warn(`database unavailable: ${(e as Error).message?.slice(0, 200)}`);
      void this.reviveIfMoved().catch(() => undefined); // a restored SQLite file: the next request uses it
      return problems.unavailable('The card database is not reachable right now; single cards, export and import are unavailable. Deck validation, card search and matches keep working from the in-memory catalog. Try again shortly.');
    }
    return e;
  }
}

/** PostgreSQL refused a text value (22021 character_not_in_repertoire: NUL or an invalid byte sequence). */
function isUnstorableText(e: unknown): boolean {
  const err = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown } } } } | undefined;
  const cause = err?.meta?.driverAdapterError?.cause;
  return err?.code === '22021' || cause?.code === '22021' || cause?.originalCode === '22021';
}

/** PostgreSQL SQLSTATEs meaning "the database is not there right now" (not "your query is wrong"). */
const PG_DOWN_STATES = new Set([
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or not created yet)
  '28000', // invalid_authorization_specification (pg_hba refuses us)
  '28P01', // invalid_password (credentials rotated)
  '42P01', // undefined_table: an unmigrated (or emptied) database
  '42703', // undefined_column: a database migrated for another version
  '3F000', // invalid_schema_name: the schema is gone
  '25006', // read_only_sql_transaction: a read-only database or a hot standby
]);

/** Driver adapter error kinds (Prisma 7 `DriverAdapterError.cause.kind`) meaning the database is unreachable. */
const ADAPTER_DOWN_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout', // also SQLITE_BUSY: the file is locked by another process for longer than the busy timeout
  'TooManyConnections',
  'DatabaseDoesNotExist',
  'DatabaseAccessDenied',
  'AuthenticationFailed',
  'TlsConnectionError',
  'TableDoesNotExist', // unmigrated database (P2021)
  'ColumnNotFound', // migrated for another version (P2022)
]);

/** Prisma error codes for connection problems (P1xxx), an exhausted pool (P2024) and missing tables or columns (P2021, P2022: an unmigrated database). */
const PRISMA_DOWN_CODES = new Set(['P1000', 'P1001', 'P1002', 'P1003', 'P1008', 'P1010', 'P1011', 'P1017', 'P2024', 'P2021', 'P2022']);

/** SQLite result codes meaning the file cannot be used right now. */
const SQLITE_DOWN = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|NOTADB|CORRUPT|READONLY|FULL|PROTOCOL)/;

/** Errors without a code (pg, thrown before a query could run): matched on the driver's own message. */
const DOWN_MESSAGES =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|Connection terminated|terminating connection|Can't reach database|not currently accepting connections|the database system is (starting up|shutting down|in recovery)|too many clients|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|database is locked|unable to open database file|disk I\/O error|no such table|attempt to write a readonly database|readonly database|cannot execute \w+ in a read-only transaction|relation "[^"]{1,100}" does not exist/i;

/**
 * Is this error "the database is unavailable" (-> 503, the in-memory catalog keeps serving decks) rather
 * than a bug (-> 500)? Looks at the error, its `cause` chain and Prisma's `meta.driverAdapterError.cause`
 * (Prisma 7 with driver adapters wraps pg/better-sqlite3 errors as P2039 or P20xx with that meta; e.g.
 * a database with ALLOW_CONNECTIONS false gives P2039 + SQLSTATE 55000 "not currently accepting connections").
 */
export function isDatabaseDown(e: unknown): boolean {
  if (e instanceof ImportFileError || e instanceof InvalidCursorError) return false;
  const seen = new Set<unknown>();
  const queue: unknown[] = [e];
  while (queue.length && seen.size < 10) {
    const err = queue.shift() as
      | { name?: unknown; code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; originalMessage?: unknown; cause?: unknown; meta?: { driverAdapterError?: { cause?: unknown } } }
      | null
      | undefined;
    if (!err || typeof err !== 'object' || seen.has(err)) continue;
    seen.add(err);
    const name = typeof err.name === 'string' ? err.name : '';
    const code = typeof err.code === 'string' ? err.code : '';
    const originalCode = typeof err.originalCode === 'string' ? err.originalCode : '';
    const kind = typeof err.kind === 'string' ? err.kind : '';
    const message = `${typeof err.originalMessage === 'string' ? err.originalMessage : ''} ${typeof err.message === 'string' ? err.message.slice(0, 2000) : ''}`;
    if (name === 'PrismaClientInitializationError') return true;
    if (PRISMA_DOWN_CODES.has(code)) return true;
    if (ADAPTER_DOWN_KINDS.has(kind)) return true;
    for (const c of [code, originalCode]) {
      if (PG_DOWN_STATES.has(c) || c.startsWith('08')) return true; // class 08: connection exception
      if (SQLITE_DOWN.test(c)) return true;
    }
    if ((code === '55000' || originalCode === '55000') && /accepting connections/i.test(message)) return true;
    if (DOWN_MESSAGES.test(message)) return true;
    queue.push(err.cause, err.meta?.driverAdapterError, err.meta?.driverAdapterError?.cause);
  }
  return false;
}

/**
 * A readiness probe is tried a second time when the first attempt fails: a pooled connection the server closed
 * (PostgreSQL `pg_terminate_backend`, a restart, an idle timeout) fails exactly one query before the pool reconnects,
 * and one such query must not report the whole database down. A database that is really down fails both.
 */
async function probeTwice<T>(probe: () => Promise<T>, retryable: (e: unknown) => boolean = () => true): Promise<T> {
  try {
    return await probe();
  } catch (e) {
    if (!retryable(e)) throw e;
    return probe();
  }
}
