/**
 * The example decks of libs/catalog/data/shadowverse-evolve.decks.json, validated against the REAL catalog
 * (libs/catalog/data/shadowverse-evolve.cards.json): each deck gets the verdict its `legal` claims, and an
 * illegal deck fails with exactly the rule its note names (SVE 6.1.1.x).
 */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckEntry } from '../../../decks/src/types.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { deckRules, mapping } from '../src/index.js';

interface ExampleDeck {
  name: string;
  format: string;
  deck: { leader: string | DeckEntry[]; main: DeckEntry[]; evolve: DeckEntry[] };
  legal: boolean;
  note: string;
}

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);
const inputs = JSON.parse(readFileSync(data('shadowverse-evolve.cards.json'), 'utf8')) as CardInput[];
const decks = JSON.parse(readFileSync(data('shadowverse-evolve.decks.json'), 'utf8')) as ExampleDeck[];
const records = inputs.map((c) => toCardRecord('shadowverse-evolve', c, mapping.deriveFlags));
const byId = new Map(records.map((c) => [c.id, c]));
const cards = createCardLookup(records);

const AS_OF = '2026-11-21';
const CLASSES = ['エルフ', 'ロイヤル', 'ウィッチ', 'ドラゴン', 'ナイトメア', 'ビショップ'];
const sum = (l: DeckEntry[]) => l.reduce((n, e) => n + e.count, 0);
const leaderIds = (d: ExampleDeck) => (typeof d.deck.leader === 'string' ? [d.deck.leader] : d.deck.leader.map((e) => e.id));
const card = (id: string) => {
  const c = byId.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
};
const check = (d: ExampleDeck) => validateDeck(deckRules, cards, d.deck, { format: d.format, asOf: AS_OF });

describe('SVE example decks (libs/catalog/data/shadowverse-evolve.decks.json) against the real catalog', () => {
  test('the catalog is the full list and the file holds the decks the brief asks for', () => {
    expect(records.length).toBe(6556);
    const samples = decks.filter((d) => d.note.includes('zkousei/shadowverse-evolve-simulator public/sample-decks'));
    expect(samples.map((d) => d.format)).toEqual(['standard', 'crossover']);
    const classDecks = decks.filter((d) => d.legal && d.format === 'standard' && /^SVE SD0\d /.test(d.name));
    // SD01–SD06 (one per class), SD07 (a second ロイヤル deck) and SD08 (a second ドラゴン deck, issue #5)
    expect(classDecks.map((d) => card(leaderIds(d)[0]).classOrColor).sort()).toEqual([...CLASSES, 'ロイヤル', 'ドラゴン'].sort());
    expect(decks.filter((d) => !d.legal).length).toBe(2);
  });

  for (const d of decks) {
    test(`${d.legal ? 'legal' : 'illegal'} (${d.format}): ${d.name}`, () => {
      const v = check(d);
      expect(v.errors.filter((e) => e.code === 'UNKNOWN_CARD')).toEqual([]);
      expect(v.format).toBe(d.format);
      expect(v.legal).toBe(d.legal);
      // every example keeps the legal sizes, so an illegal one breaks only the rule it names
      expect(v.counts).toEqual({ leader: d.format === 'crossover' ? 2 : 1, main: 40, evolve: sum(d.deck.evolve) });
      expect(sum(d.deck.evolve)).toBeLessThanOrEqual(10);
      if (d.legal) {
        expect(v.errors).toEqual([]);
        expect(v.warnings).toEqual([]);
      } else {
        const rule = /^(SVE [0-9.]+[0-9]):/.exec(d.note)?.[1];
        const code = /\(error ([A-Z_]+)\)/.exec(d.note)?.[1];
        expect([rule, code]).not.toContain(undefined);
        expect(v.errors.map((e) => `${e.code} ${e.rule}`)).toEqual([`${code} ${rule}`]);
      }
    });
  }

  describe('the six class decks built from the starter decks (SD01–SD06)', () => {
    const classDecks = decks.filter((d) => d.legal && d.format === 'standard' && /^SVE SD0[1-6] /.test(d.name));

    test('one per class, leader and every main card from that class starter set', () => {
      expect(classDecks.length).toBe(6);
      for (const d of classDecks) {
        const set = /^SVE (SD0[1-6]) /.exec(d.name)![1];
        const leader = card(leaderIds(d)[0]);
        expect([d.name, leader.set, leader.type]).toEqual([d.name, set, 'リーダー']);
        for (const e of [...d.deck.main, ...d.deck.evolve]) {
          const c = card(e.id);
          expect([e.id, c.set, [leader.classOrColor, 'ニュートラル'].includes(c.classOrColor ?? '')]).toEqual([e.id, set, true]);
        }
      }
    });

    test('SVE 6.1.1.3: the evolve deck holds only the evolved forms of followers in the main deck, never more copies', () => {
      for (const d of classDecks) {
        const main = new Map(d.deck.main.map((e) => [card(e.id).name, { count: e.count, type: card(e.id).type }]));
        expect(sum(d.deck.evolve)).toBe(10);
        for (const e of d.deck.evolve) {
          const c = card(e.id);
          expect(c.flags.evolve).toBe(true);
          const base = main.get(c.name);
          expect([d.name, c.name, base?.type]).toEqual([d.name, c.name, 'フォロワー']);
          expect(e.count).toBeLessThanOrEqual(Math.min(3, base!.count));
        }
      }
    });

    test('a deck-like cost curve: at least 16 cards of cost <= 2 and at most 6 of cost >= 6', () => {
      for (const d of classDecks) {
        const costs = d.deck.main.flatMap((e) => Array.from({ length: e.count }, () => card(e.id).cost ?? 0));
        expect(costs.length).toBe(40);
        expect(costs.filter((c) => c <= 2).length).toBeGreaterThanOrEqual(16);
        expect(costs.filter((c) => c >= 6).length).toBeLessThanOrEqual(6);
      }
    });
  });

  test('the SD07 ロイヤル deck (SVE 6.1): leader and every card from the SD07 set, ロイヤル, at most 3 per name (6.1.1.4), the evolve deck only evolved forms of its main followers, never more copies (6.1.1.3)', () => {
    const d = decks.find((x) => x.name.startsWith('SVE SD07 '))!;
    expect([leaderIds(d), check(d).legal, check(d).errors]).toEqual([['SD07-LD01'], true, []]);
    for (const e of [...d.deck.main, ...d.deck.evolve]) expect([e.id, card(e.id).set, card(e.id).classOrColor, e.count <= 3]).toEqual([e.id, 'SD07', 'ロイヤル', true]);
    const main = new Map(d.deck.main.map((e) => [card(e.id).name, { count: e.count, type: card(e.id).type }]));
    expect([sum(d.deck.main), sum(d.deck.evolve), d.deck.main.length]).toEqual([40, 10, 16]);
    for (const e of d.deck.evolve) expect([e.id, card(e.id).flags.evolve, main.get(card(e.id).name)?.type, e.count <= (main.get(card(e.id).name)?.count ?? 0)]).toEqual([e.id, true, 'フォロワー', true]);
    // the cost curve its note states (cost:cards)
    const curve = new Map<number, number>();
    for (const e of d.deck.main) curve.set(card(e.id).cost ?? 0, (curve.get(card(e.id).cost ?? 0) ?? 0) + e.count);
    expect([...curve].sort((a, b) => a[0] - b[0]).map(([c, n]) => `${c}:${n}`).join(', ')).toBe(/cost curve ([0-9:, ]+) \(/.exec(d.note)![1]);
  });

  test('the SD08 ドラゴン deck: leader and every card from the SD08 set, at most 3 per name (6.1.1.4), the evolve deck only evolved forms of its main followers (6.1.1.3)', () => {
    const d = decks.find((x) => x.name.startsWith('SVE SD08 '))!;
    expect([leaderIds(d), check(d).legal]).toEqual([['SD08-LD01'], true]);
    for (const e of [...d.deck.main, ...d.deck.evolve]) expect([e.id, card(e.id).set, e.count <= 3]).toEqual([e.id, 'SD08', true]);
    const main = new Map(d.deck.main.map((e) => [card(e.id).name, e.count]));
    expect([sum(d.deck.main), sum(d.deck.evolve), d.deck.main.length]).toEqual([40, 10, 16]);
    for (const e of d.deck.evolve) expect([card(e.id).flags.evolve, e.count <= (main.get(card(e.id).name) ?? 0)]).toEqual([true, true]);
  });

  test('the BP18 ロイヤル deck (issue #17: an example deck of the newest set): every main and evolve card from BP18, ロイヤル or neutral, at most 3 per name (6.1.1.4), the evolve deck only evolved forms of its main followers, never more copies (6.1.1.3); the cost curve its note states', () => {
    const d = decks.find((x) => x.name.startsWith('SVE BP18 '))!;
    expect([leaderIds(d), card(leaderIds(d)[0]).classOrColor, check(d).legal, check(d).errors]).toEqual([['BP15-PR02'], 'ロイヤル', true, []]);
    for (const e of [...d.deck.main, ...d.deck.evolve]) expect([e.id, card(e.id).set, ['ロイヤル', 'ニュートラル'].includes(card(e.id).classOrColor ?? ''), e.count <= 3]).toEqual([e.id, 'BP18', true, true]);
    const main = new Map(d.deck.main.map((e) => [card(e.id).name, { count: e.count, type: card(e.id).type }]));
    expect([sum(d.deck.main), sum(d.deck.evolve), d.deck.main.length]).toEqual([40, 10, 15]);
    for (const e of d.deck.evolve) expect([e.id, card(e.id).flags.evolve, main.get(card(e.id).name)?.type, e.count <= (main.get(card(e.id).name)?.count ?? 0)]).toEqual([e.id, true, 'フォロワー', true]);
    const curve = new Map<number, number>();
    for (const e of d.deck.main) curve.set(card(e.id).cost ?? 0, (curve.get(card(e.id).cost ?? 0) ?? 0) + e.count);
    expect([...curve].sort((a, b) => a[0] - b[0]).map(([c, n]) => `${c}:${n}`).join(', ')).toBe(/cost curve ([0-9:, ]+) \(/.exec(d.note)![1]);
  });

  test('SVE 6.1.1.4: the 4-copy deck is legal again at 3 copies (limit and one over)', () => {
    const d = decks.find((x) => !x.legal && x.note.startsWith('SVE 6.1.1.4:'))!;
    const over = d.deck.main.find((e) => e.count === 4)!;
    expect(card(over.id).name).toBe('ウォーターフェアリー');
    const atLimit = { ...d, deck: { ...d.deck, main: d.deck.main.map((e) => (e.id === over.id ? { ...e, count: 3 } : e)) } };
    const v = check(atLimit);
    expect([v.legal, v.counts.main]).toEqual([false, 39]);
    expect(v.errors.map((e) => `${e.code} ${e.rule}`)).toEqual(['DECK_SIZE SVE 6.1.1.2']);
    const refilled = { ...atLimit, deck: { ...atLimit.deck, main: [...atLimit.deck.main.filter((e) => e.id !== 'SD01-001'), { id: 'SD01-001', count: 2 }] } };
    expect(check(refilled).legal).toBe(true);
  });

  test('SVE 6.1.1.5: the constructed sample (titled leader) holds under the class basis only; its 20 UB cards are noted (14.5.1.2)', () => {
    const d = decks.find((x) => x.format === 'standard' && x.note.includes('public/sample-decks'))!;
    const notes = check(d).notes ?? [];
    expect(notes.map((n) => n.rule)).toEqual(['SVE 6.1.1.5', 'SVE 14.5.1.2']);
    expect(notes[0].message).toMatch(/^Legal under the class basis/);
    expect(notes[1].cards).toHaveLength(20);
    expect(validateDeck(deckRules, cards, d.deck, { format: 'standard', asOf: AS_OF, options: { basis: 'title' } }).legal).toBe(false);
  });

  test('SVE B-2: the crossover sample is illegal as a standard (single-leader) deck', () => {
    const d = decks.find((x) => x.format === 'crossover')!;
    const v = check({ ...d, format: 'standard' });
    expect(v.legal).toBe(false);
    expect(v.errors.map((e) => `${e.code} ${e.rule}`)).toEqual(['SECTION_SIZE SVE 6.1.1.1']);
  });
});
