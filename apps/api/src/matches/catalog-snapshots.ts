/**
 * Catalog snapshots by reference (docs/match-api.md "Catalog snapshots"): a match's snapshot (the
 * engine facts of every card the game can meet, `state.catalog`) never changes during the game, so
 * sealed states carry only its content hash (`catalogRef`, "sha256:<64 hex>") and the snapshot itself
 * lives in the database (model CatalogSnapshot), written once when a state with a new snapshot is
 * first sealed (insert if absent), read on a cache miss. Every instance on the same database can open
 * every token, also after a restart, and a catalog re-import never changes a game in progress (the
 * rows are content-addressed and never updated).
 *
 * Per instance, a bounded LRU (CATALOG_SNAPSHOT_CACHE entries) keeps the parsed, deep-frozen
 * snapshots: the kernel shares a snapshot object between a state and its successors, so a cached
 * object also keeps its ability index and its reference across the steps of a game.
 */
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { canonicalJson, catalogRef, type CardFacts } from '../../../../libs/engine/src/index.js';
import type { CatalogClient } from '../../../../libs/catalog/src/db/index.js';
import { isDatabaseDown } from '../catalog/catalog.service.js';
import { ProblemError, problems } from '../common/problem.js';

export type Snapshot = Readonly<Record<string, CardFacts>>;

interface Entry {
  game: string;
  catalog: Snapshot;
}

export interface SnapshotStoreOptions {
  /** The catalog service's database client (one pool per instance; the catalog service opens, migrates and closes it). */
  client: () => CatalogClient;
  /** Most snapshots kept in memory (LRU). */
  capacity: number;
}

export interface SnapshotStoreStats {
  size: number;
  capacity: number;
  hits: number;
  /** Snapshots read from the database (cache misses that found a row). */
  loads: number;
  /** Cache misses that found no usable row. */
  unknown: number;
  /** Rows written. */
  writes: number;
}

/** Deep-freezes a plain JSON value (snapshots are shared by every request that steps their game). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** `catalogRef` of a snapshot's canonical JSON text, with node:crypto (the kernel's pure-JS SHA-256 gives the same; tested). */
function refOfJson(json: string): string {
  return `sha256:${createHash('sha256').update(json, 'utf8').digest('hex')}`;
}

export class CatalogSnapshotStore {
  private readonly logger = new Logger('CatalogSnapshots');
  /** LRU: a Map iterates in insertion order; a hit is re-inserted at the end, the first key is the oldest. */
  private readonly cache = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry | null>>();
  private readonly counts = { hits: 0, loads: 0, unknown: 0, writes: 0 };

  constructor(private readonly options: SnapshotStoreOptions) {}

  private db(): CatalogClient {
    return this.options.client();
  }

  stats(): SnapshotStoreStats {
    return { size: this.cache.size, capacity: this.options.capacity, ...this.counts };
  }

  /** Forgets every cached snapshot (tests: a cold instance). */
  clear(): void {
    this.cache.clear();
  }

  private remember(ref: string, entry: Entry): void {
    this.cache.delete(ref);
    this.cache.set(ref, entry);
    while (this.cache.size > this.options.capacity) this.cache.delete(this.cache.keys().next().value!);
  }

  /** A cached snapshot of `game` (and marks it recently used), or undefined. */
  cached(game: string, ref: string): Snapshot | undefined {
    const hit = this.cache.get(ref);
    if (!hit || hit.game !== game) return undefined;
    this.cache.delete(ref);
    this.cache.set(ref, hit);
    this.counts.hits++;
    return hit.catalog;
  }

  /**
   * The snapshot `ref` of `game`: from the cache, else from the database (verified against its hash,
   * then cached). Null when no instance ever stored it for this game (or the stored text does not hash
   * to `ref`). A database outage is a 503 problem.
   */
  async resolve(game: string, ref: string): Promise<Snapshot | null> {
    const hit = this.cached(game, ref);
    if (hit) return hit;
    let pending = this.loading.get(ref);
    if (!pending) {
      pending = this.load(ref).finally(() => this.loading.delete(ref));
      this.loading.set(ref, pending);
    }
    const entry = await pending;
    if (!entry || entry.game !== game) {
      this.counts.unknown++;
      return null;
    }
    return entry.catalog;
  }

  private async load(ref: string): Promise<Entry | null> {
    let row: { game: string; json: string } | null;
    try {
      row = await this.db().catalogSnapshot.findUnique({ where: { hash: ref }, select: { game: true, json: true } });
    } catch (e) {
      throw this.translate(e);
    }
    if (!row) return null;
    if (refOfJson(row.json) !== ref) {
      this.logger.error(`catalog snapshot ${ref}: the stored text does not hash to its key; refusing it`);
      return null;
    }
    let catalog: Snapshot;
    try {
      catalog = JSON.parse(row.json) as Snapshot;
    } catch {
      this.logger.error(`catalog snapshot ${ref}: the stored text is not JSON; refusing it`);
      return null;
    }
    const entry = { game: row.game, catalog: deepFreeze(catalog) };
    this.counts.loads++;
    this.remember(ref, entry);
    return entry;
  }

  /**
   * Makes sure the snapshot of a state about to be sealed by reference is stored (once per snapshot
   * and instance: a cached snapshot is known to be stored). Deep-freezes `catalog` (the kernel never
   * writes to a snapshot; this makes any accidental write throw instead of changing other games).
   * Answers the reference. A database outage is a 503 problem.
   */
  async store(game: string, catalog: Record<string, CardFacts>): Promise<string> {
    const ref = catalogRef(catalog);
    const hit = this.cache.get(ref);
    if (hit && hit.game === game) return ref;
    const json = canonicalJson(catalog);
    try {
      const db = this.db();
      const row = await db.catalogSnapshot.findUnique({ where: { hash: ref }, select: { game: true } });
      if (!row) {
        try {
          await db.catalogSnapshot.create({ data: { hash: ref, game, json } });
          this.counts.writes++;
        } catch (e) {
          // another instance (or request) stored it first: content-addressed, so theirs is ours
          if ((e as { code?: unknown }).code !== 'P2002') throw e;
        }
      }
    } catch (e) {
      throw this.translate(e);
    }
    this.remember(ref, { game, catalog: deepFreeze(catalog) });
    return ref;
  }

  private translate(e: unknown): unknown {
    if (e instanceof ProblemError) return e;
    if (isDatabaseDown(e)) {
      this.logger.warn(`catalog snapshot store: database unavailable: ${(e as Error).message?.slice(0, 200)}`);
      return problems.unavailable('The database is not reachable right now, and this request needs a match\'s card snapshot from it (a new match stores one; a state whose snapshot this instance has not cached reads it). Try again shortly.');
    }
    return e;
  }
}
