/**
 * In-memory card search (libs/catalog/src/search.ts) against a plain reference written the way the
 * database query reads: `nameNormalized LIKE %q%` OR `cardId LIKE Q%` (SQLite: ASCII letters fold;
 * `%` and `_` taken literally, as the API documents them), equality filters, ORDER BY cardId in UTF-8
 * byte order, `cardId > after`, `take limit + 1`.
 * The e2e twin (apps/api/test/catalog-search.e2e.spec.ts) compares with the real database.
 */
import fc from 'fast-check';
import type { CardRecord } from '../src/card.js';
import { nfkcLower } from '../src/normalize.js';
import { decodeCursor, encodeCursor, type CardPage, type CardQuery } from '../src/repository.js';
import { CardSearchIndex, compareCodePoints } from '../src/search.js';

const card = (id: string, name: string, more: Partial<CardRecord> = {}): CardRecord => ({
  game: 'pso2',
  id,
  name,
  type: 'キャラ',
  subtypes: [],
  classOrColor: null,
  title: null,
  traits: [],
  cost: null,
  attack: null,
  defense: null,
  keywords: [],
  text: '',
  set: null,
  flags: {},
  extra: {},
  abilities: null,
  ...more,
});

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** What the SQL query answers, spelled out card by card. */
function reference(cards: CardRecord[], query: CardQuery): CardPage {
  let rows = [...cards].sort((a, b) => Buffer.compare(utf8(a.id), utf8(b.id)));
  if (query.q) {
    const t = query.q.trim();
    const needle = nfkcLower(t);
    const prefix = t.toUpperCase();
    rows = rows.filter((c) => nfkcLower(c.name).includes(needle) || c.id.replace(/[a-z]/g, (x) => x.toUpperCase()).startsWith(prefix));
  }
  if (query.type) rows = rows.filter((c) => c.type === query.type);
  if (query.classOrColor) rows = rows.filter((c) => c.classOrColor === query.classOrColor);
  if (query.title) rows = rows.filter((c) => c.title === query.title);
  if (query.set) rows = rows.filter((c) => c.set === query.set);
  if (query.cost !== undefined) rows = rows.filter((c) => c.cost === query.cost);
  const total = rows.length;
  if (query.cursor) {
    const after = utf8(decodeCursor(query.cursor));
    rows = rows.filter((c) => Buffer.compare(utf8(c.id), after) > 0);
  }
  const page = rows.slice(0, query.limit + 1);
  const items = page.slice(0, query.limit);
  return { items, total, nextCursor: page.length > query.limit ? encodeCursor(items[items.length - 1]!.id) : null };
}

/** Every page of a query, following nextCursor. */
function walk(search: (q: CardQuery) => CardPage, query: CardQuery): CardPage[] {
  const pages: CardPage[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = search({ ...query, cursor });
    pages.push(page);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return pages;
}

describe('compareCodePoints: the databases\' card id order (UTF-8 bytes), not UTF-16 units', () => {
  it('puts U+10000 and up after U+E000..U+FFFF, where JavaScript < says the opposite', () => {
    const astral = 'A\u{1F600}'; // surrogates D83D DE00
    const privateUse = 'A\uFF21'; // Ａ, U+FF21
    expect(astral < privateUse).toBe(true); // UTF-16 code units
    expect(compareCodePoints(astral, privateUse)).toBeGreaterThan(0);
    expect(Buffer.compare(utf8(astral), utf8(privateUse))).toBe(1);
  });

  it('agrees with UTF-8 byte order on random strings (fixed seed)', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('A', 'a', 'Z', '-', '\uE000', '\uFF21', '\u{1F600}', '\u{10FFFF}', 'ー'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 6 });
    fc.assert(
      fc.property(text, text, (a, b) => Math.sign(compareCodePoints(a, b)) === Buffer.compare(utf8(a), utf8(b))),
      { seed: 61, numRuns: 2000 },
    );
  });
});

describe('CardSearchIndex answers like the database query', () => {
  const cards = [
    card('BP01-001', 'コッコロ'),
    card('BP01-002', 'コッコロ（水着）', { cost: 2, classOrColor: 'エルフ' }),
    card('BP01-010', 'ユイ', { cost: 2, classOrColor: 'エルフ', set: 'BP01' }),
    card('Re/SD-0001', 'ＡＢＣ Card', { title: 'KS' }),
    card('CSD02a-LD01', 'リーダー', { type: 'リーダー' }),
    card('PR-100%', '100%_ok'),
    card('X\u{1F600}', 'emoji'),
    card('X\uFF21', 'fullwidth id'),
  ];
  const index = new CardSearchIndex(cards);
  const ids = (p: CardPage) => p.items.map((c) => c.id);

  it('q is an NFKC, lower-case name substring: full-width "ＡＢＣ" and "abc" find the same card', () => {
    expect(ids(index.search({ q: 'abc', limit: 10 }))).toEqual(['Re/SD-0001']);
    expect(ids(index.search({ q: 'ＡＢＣ', limit: 10 }))).toEqual(['Re/SD-0001']);
    expect(ids(index.search({ q: ' コッコロ ', limit: 10 }))).toEqual(['BP01-001', 'BP01-002']);
  });

  it('q is also a card id prefix, ASCII letters case-insensitive (re/sd- finds Re/SD-0001, csd02a finds CSD02a-LD01)', () => {
    expect(ids(index.search({ q: 're/sd-', limit: 10 }))).toEqual(['Re/SD-0001']);
    expect(ids(index.search({ q: 'Re/SD-', limit: 10 }))).toEqual(['Re/SD-0001']);
    expect(ids(index.search({ q: 'csd02a', limit: 10 }))).toEqual(['CSD02a-LD01']);
    expect(ids(index.search({ q: 'bp01-00', limit: 10 }))).toEqual(['BP01-001', 'BP01-002']);
    // a prefix, not a substring of the id
    expect(index.search({ q: 'P01', limit: 10 }).total).toBe(0);
  });

  it('a name holding every character pair of q but not q itself does not match (コッ・ッコ is not コッコ)', () => {
    const idx = new CardSearchIndex([card('A-1', 'コッ・ッコ'), card('A-2', 'コッコ')]);
    expect(ids(idx.search({ q: 'コッコ', limit: 10 }))).toEqual(['A-2']);
  });

  it('name matches and id-prefix matches are merged in id order without losing either', () => {
    const idx = new CardSearchIndex([card('A-1', 'b'), card('B-1', 'x'), card('BX', 'y'), card('C-1', 'b'), card('D-1', 'z')]);
    expect(ids(idx.search({ q: 'b', limit: 10 }))).toEqual(['A-1', 'B-1', 'BX', 'C-1']);
  });

  it('% and _ are ordinary characters, not wildcards', () => {
    expect(ids(index.search({ q: '%', limit: 10 }))).toEqual(['PR-100%']);
    expect(ids(index.search({ q: '_', limit: 10 }))).toEqual(['PR-100%']);
    expect(index.search({ q: 'b_01', limit: 10 }).total).toBe(0);
  });

  it('a blank q (spaces only) matches every card, as LIKE "%%" did', () => {
    expect(index.search({ q: '   ', limit: 100 }).total).toBe(cards.length);
  });

  it('filters are exact; cost 2 + class エルフ gives 2 cards; cost null means "no cost"', () => {
    expect(ids(index.search({ cost: 2, classOrColor: 'エルフ', limit: 10 }))).toEqual(['BP01-002', 'BP01-010']);
    expect(ids(index.search({ cost: 2, set: 'BP01', limit: 10 }))).toEqual(['BP01-010']);
    expect(index.search({ cost: null as unknown as number, limit: 100 }).total).toBe(6);
    expect(index.search({ type: 'リーダ', limit: 10 }).total).toBe(0);
  });

  it('orders by code point: X\\u{1F600} after X\\uFF21 (the databases\' order), and cursors follow it', () => {
    const all = walk((q) => index.search(q), { limit: 1 }).flatMap(ids);
    expect(all).toEqual([...cards].sort((a, b) => Buffer.compare(utf8(a.id), utf8(b.id))).map((c) => c.id));
    expect(all.slice(-2)).toEqual(['X\uFF21', 'X\u{1F600}']);
  });

  it('limit is the page size: 8 cards at limit 3 are pages of 3, 3 and 2, total 8 on each, no cursor on the last', () => {
    const pages = walk((q) => index.search(q), { limit: 3 });
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 2]);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages[2]!.nextCursor).toBeNull();
    // exactly limit matches left: no next cursor (the query took limit + 1 rows)
    expect(index.search({ limit: 8 }).nextCursor).toBeNull();
    expect(index.search({ limit: 7 }).nextCursor).toBe(encodeCursor('X\uFF21'));
  });

  it('a cursor naming an id that is not in the catalog pages on from where that id would be', () => {
    expect(ids(index.search({ limit: 2, cursor: encodeCursor('BP01-0015') }))).toEqual(['BP01-002', 'BP01-010']);
  });

  it('matches the reference on random catalogs and queries, every page (fixed seed)', () => {
    const chars = fc.constantFrom('a', 'B', 'b', 'ア', 'ー', 'ｱ', 'Ａ', '%', '_', ' ', '-', '\uFF21', '\u{1F600}', '1');
    const word = fc.string({ unit: chars, minLength: 1, maxLength: 5 });
    const catalog = fc.uniqueArray(
      fc.record({ id: word, name: word, type: fc.constantFrom('A', 'B'), cost: fc.constantFrom(null, 1, 2), set: fc.constantFrom(null, 'S1', 'S2') }),
      { selector: (c) => c.id, minLength: 0, maxLength: 40 },
    );
    // mostly a q (a word, sometimes blank), each filter now and then (undefined = not given)
    const query = fc.record({
      q: fc.option(fc.oneof({ weight: 9, arbitrary: word }, { weight: 1, arbitrary: fc.constant('  ') }), { nil: undefined, freq: 6 }),
      type: fc.option(fc.constantFrom('A', 'B', ''), { nil: undefined, freq: 2 }),
      cost: fc.option(fc.constantFrom(1, 2), { nil: undefined, freq: 2 }),
      set: fc.option(fc.constantFrom('S1', 'S2'), { nil: undefined, freq: 2 }),
      limit: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(catalog, query, (rows, q) => {
        const list = rows.map((r) => card(r.id, r.name, { type: r.type, cost: r.cost, set: r.set }));
        const idx = new CardSearchIndex(list);
        expect(walk((x) => idx.search(x), q)).toEqual(walk((x) => reference(list, x), q));
      }),
      { seed: 62, numRuns: 500 },
    );
  });
});
