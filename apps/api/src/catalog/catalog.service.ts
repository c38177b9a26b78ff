import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { CardRecord, GameSlug } from '../../../../libs/catalog/src/card.js';
import { GAME_SLUGS } from '../../../../libs/catalog/src/card.js';
import { ImportFileError } from '../../../../libs/catalog/src/import-file.js';
import { importCardText, type ImportReport } from '../../../../libs/catalog/src/importer.js';
import { MemoryCatalog } from '../../../../libs/catalog/src/memory.js';
import { CatalogRepository, InvalidCursorError, type CardPage, type CardQuery } from '../../../../libs/catalog/src/repository.js';
import { seedGames } from '../../../../libs/catalog/src/seed.js';
import { createPrismaClient, migrateDatabase, type CatalogClient } from '../../../../libs/catalog/src/db/index.js';
import { gameModule } from '../../../../libs/games/index.js';
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

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const url = this.config.databaseUrl;
    await migrateDatabase(url, { sqliteFile: this.config.sqliteFile });
    this.db = createPrismaClient(url, { sqliteFile: this.config.sqliteFile });
    this.repo = new CatalogRepository(this.db);
    if (this.config.seedCatalog) await this.seed();
    await this.loadAll();
    this.ready = true;
    if (this.config.catalogRefreshMs > 0) {
      this.refreshTimer = setInterval(() => void this.refreshIfStale().catch(() => undefined), this.config.catalogRefreshMs);
      this.refreshTimer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await this.db?.$disconnect();
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

  async ping(): Promise<void> {
    await this.repo.ping();
  }

  /** In-memory cards of a game (engine and deck validation). */
  cards(game: GameSlug): ReadonlyMap<string, CardRecord> {
    return this.memory.get(game)?.cards ?? new Map();
  }

  catalogVersion(game: GameSlug): number {
    return this.memory.version(game);
  }

  async search(game: GameSlug, query: CardQuery): Promise<CardPage> {
    try {
      return await this.repo.search(game, query);
    } catch (e) {
      throw this.translate(e);
    }
  }

  async get(game: GameSlug, id: string): Promise<CardRecord> {
    let card: CardRecord | null;
    try {
      card = await this.repo.get(game, id);
    } catch (e) {
      throw this.translate(e);
    }
    if (!card) throw problems.notFound(`No ${game} card with id "${id}".`, { game, id });
    return card;
  }

  stream(game: GameSlug): AsyncGenerator<CardRecord> {
    return this.repo.stream(game);
  }

  async importText(game: GameSlug, text: string, fileName?: string): Promise<ImportReport> {
    let report: ImportReport;
    try {
      report = await importCardText(this.repo, game, text, gameModule(game).mapping.deriveFlags, { fileName });
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
    if (isDatabaseDown(e)) {
      this.logger.warn(`database unavailable: ${(e as Error).message?.slice(0, 200)}`);
      return problems.unavailable('The card database is not reachable right now; card search and import are unavailable. Deck validation and matches keep working from the in-memory catalog. Try again shortly.');
    }
    return e;
  }
}

function isDatabaseDown(e: unknown): boolean {
  const err = e as { code?: string; name?: string; message?: string };
  const text = `${err?.name ?? ''} ${err?.code ?? ''} ${err?.message ?? ''}`;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P01|57P03|08006|08001|P1001|P1017|P2024|Connection terminated|connection error|Can't reach database|DatabaseNotReachable|SQLITE_BUSY|SQLITE_CANTOPEN|closed/i.test(text) && !(e instanceof ImportFileError);
}
