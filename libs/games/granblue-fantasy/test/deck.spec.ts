/**
 * Granblue Fantasy TCG deck legality (GBF 5-1, 2-10-3): every limit at the limit and one over,
 * with synthetic cards (no dependency on the sample catalog file).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckFormat, DeckIssue, DeckVerdict, GameDeckRules, NormalizedDeck } from '../../../decks/src/types.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { cardNoKey, deckRules, deriveFlags, ENGINE_OPTION_DEFAULTS, genderOf, info, kindOf, mapping, maxCopiesFromText, rankOf } from '../src/index.js';

// ---------- synthetic cards ----------
function card(id: string, type: string, name: string, extra: Record<string, unknown> = {}, flags: CardRecord['flags'] = {}): CardRecord {
  return {
    game: 'granblue-fantasy',
    id,
    name,
    type,
    subtypes: [],
    classOrColor: null,
    title: null,
    traits: [],
    cost: null,
    attack: 1,
    defense: 1,
    keywords: [],
    text: '',
    set: 'TEST',
    flags,
    extra,
    abilities: null,
  };
}
const captain = (id: string, rank: number, gender = '男'): CardRecord => card(id, '団長', `団長[${id}](${gender})`, { rank });
const crew = (id: string, rank = 1, extra: Record<string, unknown> = {}, flags: CardRecord['flags'] = {}): CardRecord =>
  card(id, '団員', `キャラ${id}[二つ名]`, { rank, ...extra }, flags);
const summon = (id: string): CardRecord => card(id, '召喚石', `召喚石${id}`);

const CAPTAINS = [captain('C0', 0), captain('C1', 1), captain('C2', 2), captain('C3', 3), captain('C4', 0), captain('C5', 1)];
const FEMALE = [captain('F0', 0, '女'), captain('F1', 1, '女')];
const CREWS = Array.from({ length: 14 }, (_, i) => crew(`M${String(i).padStart(2, '0')}`));
const SUMMONS = Array.from({ length: 4 }, (_, i) => summon(`S${i}`));
const EXTRA_CARDS = [
  crew('P-024', 2, { card_no: 'P-024C', card_number: 'P-024' }),
  crew('P-024-P', 2, { card_no: 'P-024G', card_number: 'P-024' }),
  crew('R-001C'),
  crew('R-001G'),
  crew('NERO', 1, {}, { maxCopies: 8 }),
  crew('ANY', 1, {}, { maxCopies: null }),
  card('GX', '団長', '団長[性別不明]', { rank: 0 }),
  card('GE', '団長', '団長[記録]', { rank: 0, gender: '男' }),
];
const ALL = [...CAPTAINS, ...FEMALE, ...CREWS, ...SUMMONS, ...EXTRA_CARDS];

const CARDS = createCardLookup(ALL);

const standard = deckRules.formats.find((f) => f.id === 'standard')!;
const withOptions = (options: DeckFormat['options']): DeckFormat => ({ ...standard, options: { ...standard.options, ...options } });

/** The full pipeline (framework section sizes + GBF checks + restriction list) for `format`. */
function verdict(deck: NormalizedDeck, format: DeckFormat = standard, asOf = '2026-01-01'): DeckVerdict {
  const rules: GameDeckRules = { ...deckRules, formats: [format], defaultFormat: format.id };
  return validateDeck(rules, CARDS, deck, { asOf });
}
const issues = (deck: NormalizedDeck, format: DeckFormat = standard): DeckIssue[] => verdict(deck, format).errors;
const codes = (is: DeckIssue[]) => is.map((i) => `${i.code} ${i.rule}`);

/** 50 cards: 10 crews x4 + M10 x2 + S0 x4 + S1 x4 (8 summons, at the 5-1-3-2 limit; copies at the 4 limit). */
function legalMain(): { id: string; count: number }[] {
  return [
    ...CREWS.slice(0, 10).map((c) => ({ id: c.id, count: 4 })),
    { id: 'M10', count: 2 },
    { id: 'S0', count: 4 },
    { id: 'S1', count: 4 },
  ];
}
function legalDeck(): NormalizedDeck {
  return { captain: [{ id: 'C0', count: 1 }], main: legalMain() };
}
/** Replace `n` copies of main-deck card `from` by `to` (size stays the same). */
function swap(deck: NormalizedDeck, from: string, to: string, n: number): NormalizedDeck {
  const main = deck.main.map((e) => (e.id === from ? { ...e, count: e.count - n } : e)).filter((e) => e.count > 0);
  const existing = main.find((e) => e.id === to);
  return { ...deck, main: existing ? main.map((e) => (e.id === to ? { ...e, count: e.count + n } : e)) : [...main, { id: to, count: n }] };
}
const total = (es: { count: number }[]) => es.reduce((n, e) => n + e.count, 0);

// ---------- tests ----------
describe('GBF deck legality (granblue-fantasy)', () => {
  test('GBF 5-1: the baseline deck (captain deck 1, main deck 50, 8 summons, 4 copies) is legal', () => {
    const d = legalDeck();
    expect(total(d.main)).toBe(50);
    expect(issues(d)).toEqual([]);
  });

  describe('GBF 5-1-2: captain deck at most 5 cards', () => {
    test('GBF 5-1-2: 5 captain cards are legal', () => {
      const d = { ...legalDeck(), captain: ['C0', 'C1', 'C2', 'C3', 'C4'].map((id) => ({ id, count: 1 })) };
      expect(issues(d)).toEqual([]);
    });
    test('GBF 5-1-2: 6 captain cards -> SECTION_SIZE', () => {
      const d = { ...legalDeck(), captain: ['C0', 'C1', 'C2', 'C3', 'C4', 'C5'].map((id) => ({ id, count: 1 })) };
      const is = issues(d);
      expect(codes(is)).toEqual(['SECTION_SIZE GBF 5-1-2']);
      expect(is[0].section).toBe('captain');
    });
  });

  describe('GBF 5-1-2-3: at least one rank-0 captain card', () => {
    test('GBF 5-1-2-3: one rank-0 captain among ranks 1-3 is enough', () => {
      const d = { ...legalDeck(), captain: ['C1', 'C2', 'C3', 'C0'].map((id) => ({ id, count: 1 })) };
      expect(issues(d)).toEqual([]);
    });
    test('GBF 5-1-2-3: captains of rank 1, 2, 3 only -> RANK_RULE', () => {
      const d = { ...legalDeck(), captain: ['C1', 'C2', 'C3'].map((id) => ({ id, count: 1 })) };
      const is = issues(d);
      expect(codes(is)).toEqual(['RANK_RULE GBF 5-1-2-3']);
      expect(is[0].cards).toEqual(['C1', 'C2', 'C3']);
    });
    test('GBF 5-1-2-3: an empty captain deck -> LEADER_REQUIRED', () => {
      expect(codes(issues({ ...legalDeck(), captain: [] }))).toEqual(['LEADER_REQUIRED GBF 5-1-2-3']);
      expect(codes(issues({ main: legalMain() }))).toEqual(['LEADER_REQUIRED GBF 5-1-2-3']);
    });
  });

  describe('GBF 5-1-2-2: all captain-deck cards have the same gender', () => {
    test('GBF 5-1-2-2: all (女) is legal', () => {
      expect(issues({ ...legalDeck(), captain: [{ id: 'F0', count: 1 }, { id: 'F1', count: 1 }] })).toEqual([]);
    });
    test('GBF 5-1-2-2: (男) with (女) -> GENDER_RULE', () => {
      const is = issues({ ...legalDeck(), captain: [{ id: 'C0', count: 1 }, { id: 'F1', count: 1 }] });
      expect(codes(is)).toEqual(['GENDER_RULE GBF 5-1-2-2']);
      expect(is[0].cards).toEqual(['C0', 'F1']);
    });
    test('GBF 5-1-2-2: extra.gender counts like the printed ( ); a captain without gender differs from (男)', () => {
      expect(issues({ ...legalDeck(), captain: [{ id: 'C0', count: 1 }, { id: 'GE', count: 1 }] })).toEqual([]);
      expect(codes(issues({ ...legalDeck(), captain: [{ id: 'C0', count: 1 }, { id: 'GX', count: 1 }] }))).toEqual(['GENDER_RULE GBF 5-1-2-2']);
    });
  });

  describe('GBF 5-1-2-1: at most 4 per card No. in the captain deck', () => {
    test('GBF 5-1-2-1: 4 copies of one captain are legal', () => {
      expect(issues({ ...legalDeck(), captain: [{ id: 'C0', count: 4 }] })).toEqual([]);
    });
    test('GBF 5-1-2-1: 5 copies of one captain -> COPY_LIMIT', () => {
      const is = issues({ ...legalDeck(), captain: [{ id: 'C0', count: 5 }] });
      expect(codes(is)).toEqual(['COPY_LIMIT GBF 5-1-2-1']);
      expect(is[0]).toMatchObject({ section: 'captain', cards: ['C0'] });
    });
  });

  describe('GBF 5-1-3: main deck exactly 50 cards', () => {
    test('GBF 5-1-3: 49 cards -> DECK_SIZE', () => {
      const d = legalDeck();
      d.main = d.main.map((e) => (e.id === 'M10' ? { ...e, count: 1 } : e));
      expect(total(d.main)).toBe(49);
      const is = issues(d);
      expect(codes(is)).toEqual(['DECK_SIZE GBF 5-1-3']);
      expect(is[0].message).toContain('49');
    });
    test('GBF 5-1-3: 51 cards -> DECK_SIZE', () => {
      const d = legalDeck();
      d.main = d.main.map((e) => (e.id === 'M10' ? { ...e, count: 3 } : e));
      expect(total(d.main)).toBe(51);
      expect(codes(issues(d))).toEqual(['DECK_SIZE GBF 5-1-3']);
    });
  });

  describe('GBF 5-1-3-1: at most 4 per card No. in the main deck', () => {
    test('GBF 5-1-3-1: 5 copies of one card No. -> COPY_LIMIT (size stays 50)', () => {
      const d = swap(legalDeck(), 'M10', 'M00', 1);
      expect(total(d.main)).toBe(50);
      const is = issues(d);
      expect(codes(is)).toEqual(['COPY_LIMIT GBF 5-1-3-1']);
      expect(is[0]).toMatchObject({ section: 'main', cards: ['M00'] });
    });
    test('GBF 5-1-3-3: a card whose text allows 8 copies: 8 legal, 9 -> COPY_LIMIT', () => {
      const eight = swap(swap(legalDeck(), 'M00', 'NERO', 4), 'M01', 'NERO', 4);
      expect(eight.main.find((e) => e.id === 'NERO')!.count).toBe(8);
      expect(issues(eight)).toEqual([]);
      const nine = swap(eight, 'M02', 'NERO', 1);
      expect(codes(issues(nine))).toEqual(['COPY_LIMIT GBF 5-1-3-1']);
    });
    test('GBF 5-1-3-3: maxCopies null (any number): 12 copies legal', () => {
      const d = swap(swap(swap(legalDeck(), 'M00', 'ANY', 4), 'M01', 'ANY', 4), 'M02', 'ANY', 4);
      expect(issues(d)).toEqual([]);
    });
  });

  describe('GBF 5-1-3-2: at most 8 summon cards in total', () => {
    test('GBF 5-1-3-2: 8 summons over 2 numbers are legal (baseline); 8 over 4 numbers too', () => {
      const d = swap(swap(legalDeck(), 'S0', 'S2', 2), 'S1', 'S3', 2);
      expect(issues(d)).toEqual([]);
    });
    test('GBF 5-1-3-2: 9 summons -> SUMMON_CAP (no number above 4, size 50)', () => {
      const d = swap(legalDeck(), 'M10', 'S2', 1);
      expect(total(d.main)).toBe(50);
      const is = issues(d);
      expect(codes(is)).toEqual(['SUMMON_CAP GBF 5-1-3-2']);
      expect(is[0].cards).toEqual(['S0', 'S1', 'S2']);
      expect(is[0].message).toContain('9');
    });
  });

  describe('gbfCopyLimitScope (GBF 2-10-3 vs 5-1-2-1 / 5-1-3-1)', () => {
    // gbfDeckKindPolicy 'lenient' so that one card No. can be in both decks: captain C0 x1 + x4 in the main deck.
    const both = (inMain: number): NormalizedDeck => swap(legalDeck(), 'M00', 'C0', inMain);
    test('per-deck (default): 1 in the captain deck + 4 in the main deck is legal', () => {
      expect(issues(both(4), withOptions({ gbfDeckKindPolicy: 'lenient' }))).toEqual([]);
    });
    test('GBF 2-10-3 across-decks: 1 + 3 = 4 is legal', () => {
      expect(issues(both(3), withOptions({ gbfDeckKindPolicy: 'lenient', gbfCopyLimitScope: 'across-decks' }))).toEqual([]);
    });
    test('GBF 2-10-3 across-decks: 1 + 4 = 5 -> COPY_LIMIT', () => {
      const is = issues(both(4), withOptions({ gbfDeckKindPolicy: 'lenient', gbfCopyLimitScope: 'across-decks' }));
      expect(codes(is)).toEqual(['COPY_LIMIT GBF 2-10-3']);
      expect(is[0].cards).toEqual(['C0']);
      expect(is[0].section).toBeUndefined();
    });
    test('per-deck: 5 in the main deck is still over (GBF 5-1-3-1)', () => {
      const d = swap(swap(legalDeck(), 'M00', 'C0', 4), 'M01', 'C0', 1);
      expect(codes(issues(d, withOptions({ gbfDeckKindPolicy: 'lenient' })))).toEqual(['COPY_LIMIT GBF 5-1-3-1']);
    });
    test('the `literal` format counts across both decks', () => {
      const literal = deckRules.formats.find((f) => f.id === 'literal')!;
      expect(codes(issues(both(4), literal))).toEqual(['COPY_LIMIT GBF 2-10-3']);
    });
  });

  describe('gbfCardNumberIdentity (GBF 2-10-4: the rarity suffix)', () => {
    test('without-rarity (default): a parallel printing counts with its base card No.: 2 + 2 legal, 3 + 2 -> COPY_LIMIT', () => {
      const ok = swap(swap(legalDeck(), 'M00', 'P-024', 2), 'M00', 'P-024-P', 2);
      expect(issues(ok)).toEqual([]);
      const over = swap(swap(legalDeck(), 'M00', 'P-024', 3), 'M00', 'P-024-P', 1);
      const over2 = swap(over, 'M01', 'P-024-P', 1);
      const is = issues(over2);
      expect(codes(is)).toEqual(['COPY_LIMIT GBF 5-1-3-1']);
      expect(is[0].cards).toEqual(['P-024', 'P-024-P']);
    });
    test('without-rarity: ids ending in a rarity suffix (R-001C / R-001G) count together', () => {
      const d = swap(swap(legalDeck(), 'M00', 'R-001C', 3), 'M01', 'R-001G', 2);
      expect(codes(issues(d))).toEqual(['COPY_LIMIT GBF 5-1-3-1']);
    });
    test('with-rarity: the suffix makes another card No.: 3 + 2 is legal', () => {
      const d = swap(swap(legalDeck(), 'M00', 'P-024', 3), 'M01', 'P-024-P', 2);
      expect(issues(d, withOptions({ gbfCardNumberIdentity: 'with-rarity' }))).toEqual([]);
    });
  });

  describe('gbfDeckKindPolicy (house rule on GBF 2-11-2)', () => {
    test('strict (default): a crew card in the captain deck -> FORBIDDEN_IN_SECTION', () => {
      const is = issues({ ...legalDeck(), captain: [{ id: 'C0', count: 1 }, { id: 'M11', count: 1 }] });
      expect(codes(is)).toContain('FORBIDDEN_IN_SECTION GBF 2-11-2');
      expect(is.find((i) => i.code === 'FORBIDDEN_IN_SECTION')).toMatchObject({ section: 'captain', cards: ['M11'] });
    });
    test('strict: a captain card in the main deck -> FORBIDDEN_IN_SECTION', () => {
      const is = issues(swap(legalDeck(), 'M00', 'C1', 1));
      expect(codes(is)).toEqual(['FORBIDDEN_IN_SECTION GBF 2-11-2']);
      expect(is[0]).toMatchObject({ section: 'main', cards: ['C1'] });
    });
    test('lenient: a captain card in the main deck is allowed', () => {
      expect(issues(swap(legalDeck(), 'M00', 'C1', 1), withOptions({ gbfDeckKindPolicy: 'lenient' }))).toEqual([]);
    });
  });

  test('GBF 5-1: several breaches are all reported, in rule order', () => {
    const d: NormalizedDeck = {
      captain: [{ id: 'C1', count: 5 }, { id: 'F1', count: 1 }],
      main: [...legalMain().filter((e) => e.id !== 'M10'), { id: 'S2', count: 2 }],
    };
    expect(codes(issues(d))).toEqual([
      'SECTION_SIZE GBF 5-1-2',
      'RANK_RULE GBF 5-1-2-3',
      'GENDER_RULE GBF 5-1-2-2',
      'COPY_LIMIT GBF 5-1-2-1',
      'SUMMON_CAP GBF 5-1-3-2',
    ]);
  });

  test('unknown ids: UNKNOWN_CARD from the framework only; they count in the size (50) and the GBF checks skip them', () => {
    const d = legalDeck();
    d.main = d.main.map((e) => (e.id === 'M10' ? { id: 'NOPE', count: 2 } : e));
    expect(codes(issues(d))).toEqual(['UNKNOWN_CARD GBF catalog']);
  });

  describe('restriction lists', () => {
    test('the shipped list is empty and marked sample (no official list is invented)', () => {
      for (const f of deckRules.formats) {
        expect(f.restrictions.length).toBeGreaterThan(0);
        for (const l of f.restrictions) {
          expect(l.sample).toBe(true);
          expect(l.entries).toEqual([]);
          expect(l.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    });
    test('a (test) list with a ban and a limit is applied through the framework check', () => {
      const f: DeckFormat = {
        ...standard,
        restrictions: [
          { id: 'test-list', effective: '2025-01-01', sample: true, source: 'test', entries: [{ card: 'M00', limit: 0 }, { card: 'M01', limit: 2 }] },
        ],
      };
      const v = verdict(legalDeck(), f);
      expect(v.errors.map((i) => i.code)).toEqual(['BANNED', 'RESTRICTED']);
      expect(v.errors[0].rule).toContain('test-list');
      expect(v.restrictionList).toBe('test-list');
      const before = verdict(legalDeck(), f, '2024-12-31');
      expect(before.errors).toEqual([]);
      expect(before.restrictionList).toBeNull();
    });
  });

  describe('formats, sections and info', () => {
    test('sections `captain` (0..5; 5-1-2-3 adds the rank-0 captain) and `main` (50..50, DECK_SIZE); default format `standard`', () => {
      expect(deckRules.sections.map((s) => [s.name, s.min, s.max, s.rule])).toEqual([
        ['captain', 0, 5, 'GBF 5-1-2'],
        ['main', 50, 50, 'GBF 5-1-3'],
      ]);
      expect(deckRules.sections[1].sizeCode).toBe('DECK_SIZE');
      expect(deckRules.defaultFormat).toBe('standard');
      expect(standard.options).toEqual({ gbfCopyLimitScope: 'per-deck', gbfCardNumberIdentity: 'without-rarity', gbfDeckKindPolicy: 'strict', ...ENGINE_OPTION_DEFAULTS });
      for (const f of deckRules.formats) {
        for (const [k, v] of Object.entries(f.options)) expect(f.optionChoices?.[k]).toContain(v);
      }
    });
    test('info: slug, names, unversioned rules source, card kinds and their sections', () => {
      expect(info).toMatchObject({ slug: 'granblue-fantasy', nameJa: 'グランブルーファンタジーTCG', defaultFormat: 'standard', sampleCatalog: true });
      expect(info.rules.version).toBe('unversioned');
      expect(info.deckSections).toBe(deckRules.sections);
      expect(info.cardTypes.map((t) => [t.type, t.sections])).toEqual([
        ['団長', ['captain']],
        ['団員', ['main']],
        ['召喚石', ['main']],
      ]);
    });
    test('accepts(): captains in `captain`, crew and summons in `main`', () => {
      expect(deckRules.accepts!('captain', CAPTAINS[0])).toBe(true);
      expect(deckRules.accepts!('main', CAPTAINS[0])).toBe(false);
      expect(deckRules.accepts!('main', CREWS[0])).toBe(true);
      expect(deckRules.accepts!('main', SUMMONS[0])).toBe(true);
      expect(deckRules.accepts!('captain', SUMMONS[0])).toBe(false);
    });
  });

  describe('card facts and catalog mapping', () => {
    test('GBF 2-1-1-3-1: gender from the ( ) of a captain name (full-width too); crew versions are not genders', () => {
      expect(genderOf(card('x', '団長', 'ジータ[剣聖]（女）'))).toBe('女');
      expect(genderOf(card('x', '団員', 'ミレイユ[潮騒の歌姫](水着)'))).toBeNull();
      expect(rankOf(card('x', '団長', 'a', { rank: 0 }))).toBe(0);
      expect(rankOf(card('x', '召喚石', 'a'))).toBeNull();
      expect(kindOf(card('x', '', 'a', { kind: 'summon' }))).toBe('summon');
    });
    test('GBF 2-10-4: card No. keys with and without the rarity suffix', () => {
      expect(cardNoKey(card('BP01-001UC', '団員', 'a'), 'without-rarity')).toBe('BP01-001');
      expect(cardNoKey(card('BP01-001UC', '団員', 'a'), 'with-rarity')).toBe('BP01-001UC');
      expect(cardNoKey(card('X-1', '団員', 'a', { card_no: 'X-1G', card_number: 'X-1' }), 'with-rarity')).toBe('X-1G');
    });
    test('GBF 5-1-3-3: deriveFlags: captain -> leader; "N枚まで" -> maxCopies N; "何枚でも" -> null; input flags kept', () => {
      expect(mapping.game).toBe('granblue-fantasy');
      expect(deriveFlags({ id: 'a', name: 'a', type: '団長' })).toEqual({ leader: true });
      expect(
        deriveFlags({ id: 'b', name: 'b', type: '団員', text: '【永続効果】群れなす影:このカードはメインデッキに8枚まで入れることができる。', flags: { sample: true } }),
      ).toEqual({ maxCopies: 8, sample: true });
      expect(maxCopiesFromText('このカードはデッキに何枚でも入れることができる。')).toBeNull();
      expect(maxCopiesFromText('カードを2枚引く。')).toBeUndefined();
    });
  });

  describe('end to end through validateDeck', () => {
    test('GBF 5-1: a legal deck in the JSON form: legal, counts, options and no restriction list entries', () => {
      const v = validateDeck(deckRules, CARDS, { captain: 'C0', main: legalMain() }, { asOf: '2026-01-01' });
      expect(v).toMatchObject({ legal: true, format: 'standard', counts: { captain: 1, main: 50 }, restrictionList: 'gbf-none' });
      expect(v.options).toEqual({ gbfCopyLimitScope: 'per-deck', gbfCardNumberIdentity: 'without-rarity', gbfDeckKindPolicy: 'strict', ...ENGINE_OPTION_DEFAULTS });
    });
    test('GBF 5-1-3 / 5-1-2-2 in the text form: a 49-card main deck and mixed genders', () => {
      const text = ['# captain', '1 C0', '1 F1', '# main', ...legalMain().map((e) => `${e.id === 'M10' ? 1 : e.count} ${e.id}`)].join('\n');
      const v = validateDeck(deckRules, CARDS, text, { asOf: '2026-01-01' });
      expect(v.legal).toBe(false);
      expect(codes(v.errors)).toEqual(['DECK_SIZE GBF 5-1-3', 'GENDER_RULE GBF 5-1-2-2']);
      expect(v.counts).toEqual({ captain: 2, main: 49 });
    });
    test('GBF 2-10-3: the option override gbfCopyLimitScope=across-decks (request) changes the verdict', () => {
      const d = swap(legalDeck(), 'M00', 'C0', 4);
      const open = validateDeck(deckRules, CARDS, d, { asOf: '2026-01-01', options: { gbfDeckKindPolicy: 'lenient' } });
      expect(open.legal).toBe(true);
      const combined = validateDeck(deckRules, CARDS, d, { asOf: '2026-01-01', options: { gbfDeckKindPolicy: 'lenient', gbfCopyLimitScope: 'across-decks' } });
      expect(codes(combined.errors)).toEqual(['COPY_LIMIT GBF 2-10-3']);
      expect(() => validateDeck(deckRules, CARDS, d, { options: { gbfCopyLimitScope: 'everywhere' } })).toThrow();
    });
    test('warnings: sample cards are reported as CARD_DATA warnings, never errors', () => {
      const sampleCard = { ...crew('SMP'), flags: { sample: true } };
      const lookup = createCardLookup([...ALL, sampleCard]);
      const v = validateDeck(deckRules, lookup, swap(legalDeck(), 'M00', 'SMP', 1), { asOf: '2026-01-01' });
      expect(v.legal).toBe(true);
      expect(v.warnings.map((w) => [w.code, w.cards])).toEqual([['CARD_DATA', ['SMP']]]);
    });
  });

  describe('sample data (libs/catalog/data/granblue-fantasy.*.json): each example deck gets the verdict its `legal` claims', () => {
    const cardsFile = new URL('../../../catalog/data/granblue-fantasy.cards.json', import.meta.url);
    const decksFile = new URL('../../../catalog/data/granblue-fantasy.decks.json', import.meta.url);
    const present = existsSync(cardsFile) && existsSync(decksFile);
    const inputs: CardInput[] = present ? JSON.parse(readFileSync(cardsFile, 'utf8')) : [];
    const decks: { name: string; format?: string; deck: Record<string, unknown>; legal: boolean; note?: string }[] = present
      ? JSON.parse(readFileSync(decksFile, 'utf8'))
      : [];
    const lookup = createCardLookup(inputs.map((c) => toCardRecord('granblue-fantasy', c, deriveFlags)));
    (present ? test : test.skip)('the sample files are present and hold decks', () => {
      expect(decks.length).toBeGreaterThan(0);
    });
    for (const d of decks) {
      test(`${d.legal ? 'legal' : 'illegal'}: ${d.name}`, () => {
        const v = validateDeck(deckRules, lookup, d.deck, { format: d.format, asOf: '2026-01-01' });
        expect(v.errors.filter((e) => e.code === 'UNKNOWN_CARD')).toEqual([]);
        expect(v.legal).toBe(d.legal);
        const cited = /^(GBF [0-9-]+)/.exec(d.note ?? '')?.[1];
        if (!d.legal && cited) expect(v.errors.map((e) => e.rule)).toEqual([cited]);
      });
    }
    test('deriveFlags agrees with the flags the sample file gives (leader, maxCopies)', () => {
      for (const c of inputs) {
        const derived = deriveFlags({ ...c, flags: {} });
        for (const k of ['leader', 'maxCopies'] as const) expect([c.id, k, derived[k]]).toEqual([c.id, k, c.flags?.[k]]);
      }
    });
  });
});
