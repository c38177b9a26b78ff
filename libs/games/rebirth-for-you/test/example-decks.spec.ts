/**
 * The example decks of libs/catalog/data/rebirth-for-you.decks.json, validated against the REAL catalog
 * (libs/catalog/data/rebirth-for-you.cards.json): each deck gets the verdict its `legal` claims, and an
 * illegal deck fails with exactly the rule its note names (R4U 6.1.1.x).
 */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckEntry } from '../../../decks/src/types.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { deckRules, mapping } from '../src/index.js';
import { statusOf } from '../src/coverage/report.js';
import { PLAYABLE_PREFIX, trialTitles } from './cards/write-example-decks.js';

interface ExampleDeck {
  name: string;
  format: string;
  deck: { main: DeckEntry[]; partner: DeckEntry[] };
  legal: boolean;
  note: string;
}

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);
const inputs = JSON.parse(readFileSync(data('rebirth-for-you.cards.json'), 'utf8')) as CardInput[];
const decks = JSON.parse(readFileSync(data('rebirth-for-you.decks.json'), 'utf8')) as ExampleDeck[];
const records = inputs.map((c) => toCardRecord('rebirth-for-you', c, mapping.deriveFlags));
const byId = new Map(records.map((c) => [c.id, c]));
const cards = createCardLookup(records);

const AS_OF = '2026-11-21';
const sum = (l: DeckEntry[]) => l.reduce((n, e) => n + e.count, 0);
const card = (id: string) => {
  const c = byId.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
};
const check = (d: ExampleDeck) => validateDeck(deckRules, cards, d.deck, { format: d.format, asOf: AS_OF });
const rebirths = (d: ExampleDeck) => d.deck.main.reduce((n, e) => n + (card(e.id).flags.rebirth ? e.count : 0), 0);
const legalDecks = decks.filter((d) => d.legal);

describe('R4U example decks (libs/catalog/data/rebirth-for-you.decks.json) against the real catalog', () => {
  test('the catalog is the full list and the file holds 3 + 24 playable legal decks and 2 illegal decks', () => {
    expect(records.length).toBe(5891);
    expect([legalDecks.length, decks.length - legalDecks.length]).toEqual([27, 2]);
  });

  test('one playable deck per trial-deck title, legal under R4U 6.1, only implemented or vanilla cards (issue #20)', () => {
    const playable = decks.filter((d) => d.name.startsWith(PLAYABLE_PREFIX));
    const titles = trialTitles();
    expect(titles.length).toBe(24);
    for (const t of titles) {
      const d = playable.find((x) => x.name.startsWith(`${PLAYABLE_PREFIX}${t} (`));
      expect(d).toBeDefined();
      const v = check(d!);
      expect(v.errors).toEqual([]);
      expect(v.legal).toBe(true);
      expect(sum(d!.deck.main)).toBe(50);
      expect(sum(d!.deck.partner)).toBe(3);
      for (const e of d!.deck.main) expect([e.id, card(e.id).title]).toEqual([e.id, t]);
      for (const e of [...d!.deck.main, ...d!.deck.partner]) {
        expect([e.id, statusOf(card(e.id) as never)]).toEqual([e.id, expect.stringMatching(/^(implemented|vanilla)$/)]);
      }
      // setup 6.2.1.2: the starting Entry card is a character of cost 2 or less
      expect(d!.deck.main.filter((e) => !card(e.id).flags.rebirth && (card(e.id).cost ?? 9) <= 2).length).toBeGreaterThan(0);
    }
  });

  for (const d of decks) {
    test(`${d.legal ? 'legal' : 'illegal'} (${d.format}): ${d.name}`, () => {
      const v = check(d);
      expect(v.errors.filter((e) => e.code === 'UNKNOWN_CARD')).toEqual([]);
      expect(v.format).toBe(d.format);
      expect(v.legal).toBe(d.legal);
      expect(v.warnings).toEqual([]); // no PLAYABILITY (6.2.1.2) or CARD_DATA warning: no suspect record is used
      if (d.legal) {
        expect(v.errors).toEqual([]);
        expect(v.counts).toEqual({ main: 50, partner: 3, shika: 0 });
      } else {
        const rule = /^(R4U [0-9.]+[0-9]):/.exec(d.note)?.[1];
        const code = /error ([A-Z_]+)\)/.exec(d.note)?.[1];
        expect([rule, code]).not.toContain(undefined);
        expect(v.errors.map((e) => `${e.code} ${e.rule}`)).toEqual([`${code} ${rule}`]);
      }
    });
  }

  test('every legal deck is one title: main and partners share the title code; <= 4 per name; cost <= 2 characters present', () => {
    for (const d of legalDecks) {
      // the partners share the title when the catalog has partners of it (RZ and SSSS have none: 6.1 allows any)
      const mainTitle = card(d.deck.main[0]!.id).title;
      const titlePartners = records.some((c) => c.flags.partner && c.title === mainTitle);
      const titles = new Set([...d.deck.main, ...(titlePartners ? d.deck.partner : [])].map((e) => card(e.id).title));
      expect([d.name, titles.size]).toEqual([d.name, 1]);
      expect(d.deck.partner.map((e) => card(e.id).flags.partner)).toEqual([true, true, true]);
      const perName = new Map<string, number>();
      for (const e of d.deck.main) perName.set(card(e.id).name, (perName.get(card(e.id).name) ?? 0) + e.count);
      expect(Math.max(...perName.values())).toBeLessThanOrEqual(4);
      const low = d.deck.main.filter((e) => card(e.id).type === 'キャラ' && (card(e.id).cost ?? 99) <= 2);
      expect(sum(low)).toBeGreaterThanOrEqual(8);
      expect(rebirths(d)).toBeLessThanOrEqual(8);
    }
  });

  test('R4U 6.1.1.3: the Re-birth cap at the limit (the KS deck, 8) and one over (the illegal deck, 9)', () => {
    const atLimit = decks.find((d) => d.legal && d.deck.main.some((e) => e.id.startsWith('KS/')))!;
    const over = decks.find((d) => !d.legal && d.note.startsWith('R4U 6.1.1.3:'))!;
    expect([rebirths(atLimit), sum(atLimit.deck.main), check(atLimit).legal]).toEqual([8, 50, true]);
    expect([rebirths(over), sum(over.deck.main), check(over).legal]).toEqual([9, 50, false]);
  });

  test('R4U 6.1.1.5: the 2-partner deck is legal with its third partner back', () => {
    const d = decks.find((x) => !x.legal && x.note.startsWith('R4U 6.1.1.5:'))!;
    expect(check(d).counts.partner).toBe(2);
    const full = { ...d, deck: { ...d.deck, partner: [...d.deck.partner, { id: 'TH/001T-P03', count: 1 }] } };
    expect(check(full).legal).toBe(true);
    const four = { ...d, deck: { ...d.deck, partner: [...full.deck.partner, { id: 'TH/001B-P003', count: 1 }] } };
    expect(card('TH/001B-P003').flags.partner).toBe(true);
    expect(check(four).errors.map((e) => `${e.code} ${e.rule}`)).toEqual(['PARTNER_COUNT R4U 6.1.1.5']);
  });
});
