/**
 * Card search over one game's in-memory cards, with the answers of `CatalogRepository.search`
 * (libs/catalog/src/repository.ts) on the embedded SQLite database: the same matches, the same order
 * (card id, code point order: SQLite's BINARY collation, PostgreSQL's C collation), the same `total`
 * and the same cursors (a cursor from either one pages on in the other).
 *
 * - `q` (trimmed): the NFKC + lower-case name contains it (NFKC + lower-cased too), or the card id starts
 *   with it upper-cased, ASCII letters compared case-insensitively (SQLite's LIKE). `%` and `_` are
 *   ordinary characters here; in the SQL `LIKE` they were wildcards by accident.
 * - `type`, `classOrColor`, `title`, `set`: equal (empty = no filter); `cost`: equal.
 *
 * Built once per catalog version (MemoryCatalog keeps it with the cards, made on the first search). Per
 * search: the cards whose name holds the rarest character pair of `q` (checked with `includes`), a
 * binary search of the upper-cased ids for the prefix, then the filters on those candidates only; a
 * search without `q` starts from the shortest list of its equality filters. No scan of every card.
 */
import type { CardRecord } from './card.js';
import { nfkcLower } from './normalize.js';
import { decodeCursor, encodeCursor, type CardPage, type CardQuery } from './repository.js';

/**
 * Compares two strings in Unicode code point order (UTF-8 byte order), which is what the databases'
 * `ORDER BY "cardId"` and `"cardId" > $after` use. JavaScript's `<` compares UTF-16 code units: the two
 * differ only when a surrogate pair (U+10000 and up) meets a character from U+E000 to U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // surrogates (D800-DFFF) stand for code points above FFFF: move them above E000-FFFF
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** ASCII letters upper-cased, everything else kept (SQLite's LIKE folds ASCII case only). */
function asciiUpper(s: string): string {
  return /[a-z]/.test(s) ? s.replace(/[a-z]+/g, (m) => m.toUpperCase()) : s;
}

type Field = 'type' | 'classOrColor' | 'title' | 'set';
/** The filters compared for equality (CardQuery and CardRecord name them alike). */
const FIELDS: readonly Field[] = ['type', 'classOrColor', 'title', 'set'];

/** The union of two ascending lists, ascending. */
function union(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    out.push(x <= y ? x : y);
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return out;
}

export class CardSearchIndex {
  /** The cards in card id order (code point order). */
  readonly cards: readonly CardRecord[];
  private readonly ids: string[];
  /** NFKC + lower-case names (the database's `nameNormalized`), in card order. */
  private readonly names: string[];
  /**
   * For every character and every pair of neighbouring characters (UTF-16 code units, as `includes`
   * compares them) of the names: the cards whose name has it, ascending.
   */
  private readonly grams = new Map<string, number[]>();
  /** Upper-cased (ASCII) ids sorted, with the card index of each. */
  private readonly upperIds: string[];
  private readonly upperIdCard: Int32Array;
  private readonly byField = new Map<Field | 'cost', Map<string | number | null, number[]>>();

  constructor(cards: Iterable<CardRecord>) {
    this.cards = [...cards].sort((a, b) => compareCodePoints(a.id, b.id));
    this.ids = this.cards.map((c) => c.id);
    this.names = this.cards.map((c) => nfkcLower(c.name));
    this.names.forEach((name, i) => {
      for (let k = 0; k < name.length; k++) {
        this.post(name[k]!, i);
        if (k + 1 < name.length) this.post(name.slice(k, k + 2), i);
      }
    });
    const upper = this.cards.map((c, i) => ({ id: asciiUpper(c.id), i })).sort((a, b) => compareCodePoints(a.id, b.id));
    this.upperIds = upper.map((u) => u.id);
    this.upperIdCard = Int32Array.from(upper, (u) => u.i);
  }

  get size(): number {
    return this.cards.length;
  }

  search(query: CardQuery): CardPage {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const filters = FIELDS.filter((f) => query[f]).map((f) => [f, query[f]!] as const);
    // `cost: null` (GraphQL) asks for cards without a cost, as `where.cost = null` did
    const cost = query.cost;
    let candidates: number[] | undefined;
    if (query.q) {
      candidates = this.matchQ(query.q.trim());
    } else {
      // the shortest list among the equality filters
      for (const [f, v] of filters) {
        const list = this.list(f, v);
        if (!candidates || list.length < candidates.length) candidates = list;
      }
      if (cost !== undefined) {
        const list = this.list('cost', cost);
        if (!candidates || list.length < candidates.length) candidates = list;
      }
    }
    // matching card indexes, ascending (= card id order); undefined = every card
    let matches: number[] | undefined;
    if (candidates !== undefined) {
      matches = [];
      for (const i of candidates) {
        const c = this.cards[i]!;
        if ((cost === undefined || c.cost === cost) && filters.every(([f, v]) => c[f] === v)) matches.push(i);
      }
    }
    const total = matches ? matches.length : this.cards.length;
    const at = (k: number) => (matches ? matches[k]! : k);
    // the first match whose id is greater than the cursor's
    let start = 0;
    if (after !== undefined) {
      let hi = total;
      while (start < hi) {
        const mid = (start + hi) >>> 1;
        if (compareCodePoints(this.ids[at(mid)]!, after) > 0) hi = mid;
        else start = mid + 1;
      }
    }
    const end = Math.min(total, start + query.limit);
    const items: CardRecord[] = [];
    for (let k = start; k < end; k++) items.push(this.cards[at(k)]!);
    const nextCursor = end < total && items.length > 0 ? encodeCursor(items[items.length - 1]!.id) : null;
    return { items, nextCursor, total };
  }

  private post(gram: string, card: number): void {
    const list = this.grams.get(gram);
    if (!list) this.grams.set(gram, [card]);
    else if (list[list.length - 1] !== card) list.push(card);
  }

  /** Cards whose normalized name contains `q` or whose id starts with it (ascending card indexes). */
  private matchQ(q: string): number[] {
    const needle = nfkcLower(q);
    const prefix = q.toUpperCase();
    if (needle === '' || prefix === '') return Array.from({ length: this.cards.length }, (_, i) => i);
    return union(this.nameMatches(needle), this.idMatches(prefix));
  }

  /** Names containing `needle`: the cards having its rarest character pair (or its one character), checked. */
  private nameMatches(needle: string): number[] {
    if (needle.length === 1) return this.grams.get(needle) ?? [];
    let rarest: number[] | undefined;
    for (let k = 0; k + 1 < needle.length; k++) {
      const list = this.grams.get(needle.slice(k, k + 2));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return needle.length === 2 ? rarest! : rarest!.filter((i) => this.names[i]!.includes(needle));
  }

  /** Ids starting with `prefix` (ASCII case folded): a range of the sorted upper-cased ids. */
  private idMatches(prefix: string): number[] {
    let lo = 0;
    let hi = this.upperIds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareCodePoints(this.upperIds[mid]!, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let k = lo; k < this.upperIds.length && this.upperIds[k]!.startsWith(prefix); k++) out.push(this.upperIdCard[k]!);
    return out.sort((a, b) => a - b);
  }

  /** Ascending card indexes whose field equals the value (built per field on first use). */
  private list(field: Field | 'cost', value: string | number | null): number[] {
    let map = this.byField.get(field);
    if (!map) {
      map = new Map();
      this.cards.forEach((c, i) => {
        const v = c[field] ?? null;
        const l = map!.get(v);
        if (l) l.push(i);
        else map!.set(v, [i]);
      });
      this.byField.set(field, map);
    }
    return map.get(value) ?? [];
  }
}
