/**
 * The card catalog in the database (Prisma; SQLite or PostgreSQL, same code).
 * Imports are all-or-nothing (one transaction) and idempotent (unchanged cards are not rewritten).
 */
import type { CardRecord, GameSlug } from './card.js';
import type { CatalogClient } from './db/index.js';
import { nfkcLower } from './normalize.js';

export interface CardQuery {
  q?: string;
  type?: string;
  classOrColor?: string;
  title?: string;
  cost?: number;
  set?: string;
  limit: number;
  /** Opaque cursor returned by the previous page. */
  cursor?: string;
}

export interface CardPage {
  items: CardRecord[];
  nextCursor: string | null;
  total: number;
}

export interface ImportCounts {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  version: number;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is not a cursor this API returned');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(cardId: string): string {
  return Buffer.from(JSON.stringify({ after: cardId }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    if (typeof parsed.after !== 'string' || parsed.after.length > 200) throw new Error();
    return parsed.after;
  } catch {
    throw new InvalidCursorError();
  }
}

type Row = {
  game: string;
  cardId: string;
  name: string;
  type: string;
  subtypes: unknown;
  classOrColor: string | null;
  title: string | null;
  traits: unknown;
  cost: number | null;
  attack: number | null;
  defense: number | null;
  keywords: unknown;
  text: string;
  set: string | null;
  flags: unknown;
  extra: unknown;
  abilities: unknown;
};

/**
 * JSON columns come back with their keys in the database's order (PostgreSQL's jsonb sorts them its own way):
 * sort object keys so both providers return byte-identical records.
 */
function sortKeys<T>(v: T): T {
  if (Array.isArray(v)) return v.map(sortKeys) as T;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o).sort()) out[k] = sortKeys(o[k]);
    return out as T;
  }
  return v;
}

export function rowToRecord(row: Row): CardRecord {
  return {
    game: row.game as GameSlug,
    id: row.cardId,
    name: row.name,
    type: row.type,
    subtypes: (row.subtypes ?? []) as string[],
    classOrColor: row.classOrColor,
    title: row.title,
    traits: (row.traits ?? []) as string[],
    cost: row.cost,
    attack: row.attack,
    defense: row.defense,
    keywords: (row.keywords ?? []) as string[],
    text: row.text,
    set: row.set,
    flags: sortKeys(row.flags ?? {}) as CardRecord['flags'],
    extra: sortKeys(row.extra ?? {}) as CardRecord['extra'],
    abilities: sortKeys(row.abilities ?? null),
  };
}

function recordToRow(card: CardRecord) {
  return {
    game: card.game,
    cardId: card.id,
    name: card.name,
    nameNormalized: nfkcLower(card.name),
    type: card.type,
    subtypes: card.subtypes,
    classOrColor: card.classOrColor,
    title: card.title,
    traits: card.traits,
    cost: card.cost,
    attack: card.attack,
    defense: card.defense,
    keywords: card.keywords,
    text: card.text,
    set: card.set,
    flags: card.flags as object,
    extra: card.extra as object,
    abilities: (card.abilities ?? null) as never,
  };
}

/** Stable comparison of two records (the JSON columns compared as canonical JSON). */
export function sameCard(a: CardRecord, b: CardRecord): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return '{' + Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => JSON.stringify(k) + ':' + canonical(o[k])).join(',') + '}';
  }
  return JSON.stringify(v ?? null);
}

export class CatalogRepository {
  constructor(private readonly db: CatalogClient) {}

  async search(game: GameSlug, query: CardQuery): Promise<CardPage> {
    const where: Record<string, unknown> = { game };
    if (query.q) {
      const q = nfkcLower(query.q.trim());
      where.OR = [{ nameNormalized: { contains: q } }, { cardId: { startsWith: query.q.trim().toUpperCase() } }];
    }
    if (query.type) where.type = query.type;
    if (query.classOrColor) where.classOrColor = query.classOrColor;
    if (query.title) where.title = query.title;
    if (query.cost !== undefined) where.cost = query.cost;
    if (query.set) where.set = query.set;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const pageWhere = after ? { AND: [where, { cardId: { gt: after } }] } : where;
    const [rows, total] = await Promise.all([
      this.db.card.findMany({ where: pageWhere as never, orderBy: { cardId: 'asc' }, take: query.limit + 1 }),
      this.db.card.count({ where: where as never }),
    ]);
    const items = (rows as Row[]).slice(0, query.limit).map(rowToRecord);
    const nextCursor = rows.length > query.limit ? encodeCursor(items[items.length - 1]!.id) : null;
    return { items, nextCursor, total };
  }

  async get(game: GameSlug, id: string): Promise<CardRecord | null> {
    const row = await this.db.card.findUnique({ where: { game_cardId: { game, cardId: id } } });
    return row ? rowToRecord(row as Row) : null;
  }

  async all(game: GameSlug): Promise<CardRecord[]> {
    const rows = await this.db.card.findMany({ where: { game }, orderBy: { cardId: 'asc' } });
    return (rows as Row[]).map(rowToRecord);
  }

  /** Pages through a game's cards in id order (export without loading everything at once). */
  async *stream(game: GameSlug, pageSize = 500): AsyncGenerator<CardRecord> {
    let after: string | undefined;
    for (;;) {
      const rows = (await this.db.card.findMany({
        where: after ? { game, cardId: { gt: after } } : { game },
        orderBy: { cardId: 'asc' },
        take: pageSize,
      })) as Row[];
      for (const row of rows) yield rowToRecord(row);
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.cardId;
    }
  }

  async versions(): Promise<Array<{ game: string; version: number; cardCount: number; seedHash: string | null }>> {
    const rows = await this.db.catalogVersion.findMany();
    return rows.map((r: { game: string; version: number; cardCount: number; seedHash?: string | null }) => ({
      game: r.game,
      version: r.version,
      cardCount: r.cardCount,
      seedHash: r.seedHash ?? null,
    }));
  }

  async ping(): Promise<void> {
    await this.db.catalogVersion.count();
  }

  /**
   * Upserts the records in one transaction: new cards are created, changed cards updated,
   * identical ones left alone. The game's catalog version is bumped when anything changed.
   */
  async importCards(game: GameSlug, records: CardRecord[], seedHash?: string): Promise<ImportCounts> {
    return this.db.$transaction(
      async (tx: CatalogClient) => {
        const existing = new Map<string, CardRecord>();
        for (const row of (await tx.card.findMany({ where: { game } })) as Row[]) existing.set(row.cardId, rowToRecord(row));
        const toCreate: CardRecord[] = [];
        const toUpdate: CardRecord[] = [];
        for (const r of records) {
          const old = existing.get(r.id);
          if (!old) toCreate.push(r);
          else if (!sameCard(old, r)) toUpdate.push(r);
        }
        for (let i = 0; i < toCreate.length; i += 500) {
          await tx.card.createMany({ data: toCreate.slice(i, i + 500).map(recordToRow) as never });
        }
        for (const r of toUpdate) {
          await tx.card.update({ where: { game_cardId: { game, cardId: r.id } }, data: recordToRow(r) as never });
        }
        const changed = toCreate.length + toUpdate.length > 0;
        const current = await tx.catalogVersion.findUnique({ where: { game } });
        const cardCount = await tx.card.count({ where: { game } });
        const version = (current?.version ?? 0) + (changed || !current ? 1 : 0);
        await tx.catalogVersion.upsert({
          where: { game },
          create: { game, version, cardCount, seedHash: seedHash ?? null },
          update: { version, cardCount, ...(seedHash !== undefined ? { seedHash } : {}) },
        });
        return { received: records.length, created: toCreate.length, updated: toUpdate.length, unchanged: records.length - toCreate.length - toUpdate.length, version };
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
  }
}
