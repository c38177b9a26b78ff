/**
 * PSO2 TCG deck legality (詳細ルール Ver2.0 section 100, 206.1.2, 302.11): every limit at the limit and one over,
 * with synthetic cards (no dependency on the sample catalog file).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckFormat, DeckIssue, DeckVerdict, GameDeckRules, NormalizedDeck } from '../../../decks/src/types.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { OPTION_DEFAULTS } from '../src/options.js';
import {
  classesOf,
  classMatches,
  colorsOf,
  deckNameOf,
  deckRules,
  deckSizeOf,
  deriveFlags,
  info,
  kindOf,
  mapping,
} from '../src/index.js';

// ---------- synthetic cards ----------
interface Opts {
  name?: string;
  title?: string | null;
  color?: string | null;
  classes?: string[];
  keywords?: string[];
  flags?: CardRecord['flags'];
  extra?: Record<string, unknown>;
  hp?: number | null;
}
function card(id: string, type: string, o: Opts = {}): CardRecord {
  const color = o.color === undefined ? '赤' : o.color;
  const classes = o.classes ?? [];
  return {
    game: 'pso2',
    id,
    name: o.name ?? `名前${id}`,
    type,
    subtypes: [],
    classOrColor: [color ?? '白', ...classes].join('・'),
    title: o.title ?? null,
    traits: [],
    cost: 1,
    attack: 1,
    defense: o.hp === undefined ? 1 : o.hp,
    keywords: o.keywords ?? [],
    text: '',
    set: 'TEST',
    flags: o.flags ?? {},
    extra: o.extra ?? {},
    abilities: null,
  };
}
const player = (id: string, size: number, color: string, classes: string[]) =>
  card(id, 'プレイヤー', { color, classes, hp: size, extra: { deck_size: size }, flags: { leader: true } });
const chara = (id: string, o: Opts = {}) => card(id, 'キャラ', o);

const CARDS_LIST: CardRecord[] = [
  player('P-RED', 40, '赤', ['ハンター']),
  player('P-BLUE', 45, '青', ['レンジャー']),
  player('P-BLACK', 40, '黒', ['テクター']),
  player('P-BLACK-NOCLASS', 40, '黒', []),
  card('P-HPONLY', 'プレイヤー', { color: '黄', classes: ['フォース'], hp: 50 }),
  card('P-NOSIZE', 'プレイヤー', { color: '黄', classes: ['フォース'], hp: null }),
  card('P-FACES', 'プレイヤー', { classes: ['ハンター'], hp: 40, extra: { faces: { first: { hp: 40 }, second: { hp: 45 } } } }),
  card('P-FACES-OK', 'プレイヤー', { classes: ['ハンター'], hp: null, extra: { faces: { first: { hp: 40 }, second: { hp: 40 } } } }),
  card('MAG1', 'マグ', { color: null }),
  card('MAG2', 'マグ', { color: null }),
  ...Array.from({ length: 14 }, (_, i) => chara(`C${String(i).padStart(2, '0')}`)),
  chara('XENO', { name: 'ゼノ' }),
  chara('XENO-T', { name: '熱血 ゼノ', title: '熱血' }),
  chara('XENO-T2', { name: 'ゼノ', title: '熱血' }),
  chara('XENO-R', { name: 'ゼノ' }),
  chara('PROL', { color: null, keywords: ['増殖'], flags: { proliferate: true, maxCopies: 9 } }),
  chara('PROL-KW', { color: null, keywords: ['増殖'] }),
  chara('FIVE', { color: null, flags: { maxCopies: 5 } }),
  chara('D1', { keywords: ['ドロップ'], flags: { drop: true } }),
  chara('D2', { keywords: ['ドロップ'], flags: { drop: true } }),
  chara('D3', { keywords: ['ドロップ'], flags: { drop: true } }),
  chara('D4', { keywords: ['ドロップ'] }),
  chara('BLACKPROLDROP', { color: '黒', flags: { proliferate: true, drop: true, maxCopies: 9 } }),
  chara('CH-OTHER', { color: '青', classes: ['ガンナー'] }),
  card('ACT-H', 'アクティブ', { classes: ['ハンター'] }),
  card('ACT-F', 'アクティブ', { color: '黄', classes: ['フォース'] }),
  card('ACT-ALL', 'アクティブ', { color: null, classes: ['ALL'] }),
  card('ACT-NONE', 'アクティブ', { color: '青' }),
  card('ACT-HF', 'アクティブ', { classes: ['ハンター', 'フォース'] }),
  card('ACT-T', 'アクティブ', { color: '黒', classes: ['テクター'] }),
  card('ITEM-H', 'アイテム', { classes: ['ハンター'] }),
  card('ITEM-G', 'アイテム', { color: '青', classes: ['ガンナー'] }),
  ...Array.from({ length: 8 }, (_, i) => chara(`B${i + 1}`, { color: '黒' })),
  chara('BD', { color: '黒', keywords: ['ドロップ'], flags: { drop: true } }),
  chara('RED-ERO', { color: '赤', classes: ['ハンター'], keywords: ['侵食'], flags: { erosion: true } }),
  chara('WHITE-ERO', { color: null, keywords: ['侵食'] }),
  chara('WHITE', { color: null }),
];
const CARDS = createCardLookup(CARDS_LIST);
const standard = deckRules.formats.find((f) => f.id === 'standard')!;
/** The deck options, plus the engine's play options the formats list too (GET .../formats shows every named reading). */
const PLAY_OPTIONS = Object.fromEntries(Object.entries(OPTION_DEFAULTS).filter(([k]) => k !== 'format' && !k.startsWith('raid')));
const OPTIONS = {
  pso2PlayerFaceDeckSize: 'faces-must-agree',
  pso2MultiClassMatch: 'any-shared',
  pso2BlackPlayerClass: 'printed',
  pso2BlackCardsElsewhere: 'allowed',
  ...PLAY_OPTIONS,
};
const withOptions = (options: DeckFormat['options']): DeckFormat => ({ ...standard, options: { ...standard.options, ...options } });

/** The full pipeline (framework section sizes + PSO2 checks + restriction list) for `format`. */
function verdict(deck: NormalizedDeck, format: DeckFormat = standard, asOf = '2026-01-01'): DeckVerdict {
  const rules: GameDeckRules = { ...deckRules, formats: [format], defaultFormat: format.id };
  return validateDeck(rules, CARDS, deck, { asOf });
}
const issues = (deck: NormalizedDeck, format: DeckFormat = standard): DeckIssue[] => verdict(deck, format).errors;
const codes = (is: DeckIssue[]) => is.map((i) => `${i.code} ${i.rule}`);
const total = (es: { count: number }[]) => es.reduce((n, e) => n + e.count, 0);

/** Red Hunter player (40), one mag, 13 characters x3 + C13 x1 = 40. */
function legalDeck(): NormalizedDeck {
  return {
    player: [{ id: 'P-RED', count: 1 }],
    mag: [{ id: 'MAG1', count: 1 }],
    main: [...Array.from({ length: 13 }, (_, i) => ({ id: `C${String(i).padStart(2, '0')}`, count: 3 })), { id: 'C13', count: 1 }],
  };
}
/** Replace `n` copies of main-deck card `from` by `to` (size stays the same). */
function swap(deck: NormalizedDeck, from: string, to: string, n: number): NormalizedDeck {
  const main = deck.main.map((e) => (e.id === from ? { ...e, count: e.count - n } : e)).filter((e) => e.count > 0);
  const existing = main.find((e) => e.id === to);
  return { ...deck, main: existing ? main.map((e) => (e.id === to ? { ...e, count: e.count + n } : e)) : [...main, { id: to, count: n }] };
}
const setCount = (deck: NormalizedDeck, id: string, count: number): NormalizedDeck => ({
  ...deck,
  main: deck.main.map((e) => (e.id === id ? { ...e, count } : e)),
});

/**
 * Black Techter player (40), no mag: B1..B7 x3 + B8 x1 (black), 群れる黒蟲-like 増殖+Drop x9, 侵食 cards (white x3,
 * red x3), a black Techter Active x3 = 40. 9 Drop cards (100.6 at the limit), 9 copies (302.11 at the limit).
 */
function legalBlack(): NormalizedDeck {
  return {
    player: [{ id: 'P-BLACK', count: 1 }],
    mag: [],
    main: [
      ...Array.from({ length: 7 }, (_, i) => ({ id: `B${i + 1}`, count: 3 })),
      { id: 'B8', count: 1 },
      { id: 'BLACKPROLDROP', count: 9 },
      { id: 'WHITE-ERO', count: 3 },
      { id: 'RED-ERO', count: 3 },
      { id: 'ACT-T', count: 3 },
    ],
  };
}
/** Replace the single copy of `from` by one `to`. */
const swapIn = (d: NormalizedDeck, from: string, to: string): NormalizedDeck => swap(d, from, to, 1);

// ---------- tests ----------
describe('PSO2 deck legality (pso2)', () => {
  test('PSO2 100: the baseline deck (1 player, 1 mag, 40 = printed 40) is legal', () => {
    expect(total(legalDeck().main)).toBe(40);
    expect(issues(legalDeck())).toEqual([]);
  });

  describe('PSO2 100.2: deck size exactly the number printed on the player card', () => {
    test('PSO2 100.2: 39 with a 40 player card -> DECK_SIZE', () => {
      const d = setCount(legalDeck(), 'C13', 0);
      d.main = d.main.filter((e) => e.count > 0);
      expect(total(d.main)).toBe(39);
      const is = issues(d);
      expect(codes(is)).toEqual(['DECK_SIZE PSO2 100.2']);
      expect(is[0]).toMatchObject({ section: 'main', cards: ['P-RED'] });
    });
    test('PSO2 100.2: 40 with a 40 player card is legal', () => {
      expect(issues(legalDeck())).toEqual([]);
    });
    test('PSO2 100.2: 41 with a 40 player card -> DECK_SIZE', () => {
      const d = setCount(legalDeck(), 'C13', 2);
      expect(total(d.main)).toBe(41);
      expect(codes(issues(d))).toEqual(['DECK_SIZE PSO2 100.2']);
    });
    test('PSO2 100.2: the same 40 cards with a 45 player card -> DECK_SIZE (equality, not a maximum)', () => {
      const d = { ...legalDeck(), player: [{ id: 'P-BLUE', count: 1 }] };
      const is = issues(d);
      expect(codes(is)).toEqual(['DECK_SIZE PSO2 100.2']);
      expect(is[0].message).toContain('45');
    });
    test('PSO2 102.3.1: faces printing 40 and 45: FORMAT_RULE by default (faces-must-agree); first-face uses 40', () => {
      const d = { ...legalDeck(), player: [{ id: 'P-FACES', count: 1 }] };
      const is = issues(d);
      expect(codes(is)).toEqual(['FORMAT_RULE PSO2 102.3.1']);
      expect(is[0]).toMatchObject({ section: 'player', cards: ['P-FACES'] });
      expect(issues(d, withOptions({ pso2PlayerFaceDeckSize: 'first-face' }))).toEqual([]);
      expect(codes(issues(setCount(d, 'C13', 2), withOptions({ pso2PlayerFaceDeckSize: 'first-face' })))).toEqual(['DECK_SIZE PSO2 100.2']);
    });
    test('PSO2 102.3.1: faces that agree (40/40) give the deck size when nothing else is printed', () => {
      expect(issues({ ...legalDeck(), player: [{ id: 'P-FACES-OK', count: 1 }] })).toEqual([]);
      expect(codes(issues(setCount({ ...legalDeck(), player: [{ id: 'P-FACES-OK', count: 1 }] }, 'C13', 2)))).toEqual(['DECK_SIZE PSO2 100.2']);
    });
    test('PSO2 100.2 / 213.1: without extra.deck_size the HP (bottom-right number) is the deck size', () => {
      expect(deckSizeOf(CARDS.get('P-HPONLY')!)).toBe(50);
      expect(codes(issues({ ...legalDeck(), player: [{ id: 'P-HPONLY', count: 1 }] }))).toEqual(['DECK_SIZE PSO2 100.2']);
    });
  });

  describe('PSO2 100.3: at most 3 per card name, title included (206.1.2)', () => {
    test('PSO2 100.3: 3 copies are legal (baseline), 4 -> COPY_LIMIT', () => {
      const d = swap(legalDeck(), 'C13', 'C00', 1);
      const is = issues(d);
      expect(codes(is)).toEqual(['COPY_LIMIT PSO2 100.3']);
      expect(is[0]).toMatchObject({ section: 'main', cards: ['C00'] });
    });
    test('PSO2 206.1.2: 「熱血 ゼノ」 x3 and 「ゼノ」 x3 are different names: legal', () => {
      const d = swap(swap(legalDeck(), 'C00', 'XENO', 3), 'C01', 'XENO-T', 3);
      expect(issues(d)).toEqual([]);
    });
    test('PSO2 100.3.1: two printings of the same name count together: 2 + 2 -> COPY_LIMIT', () => {
      const d = swap(swap(legalDeck(), 'C00', 'XENO', 2), 'C01', 'XENO-R', 2);
      const is = issues(d);
      expect(codes(is)).toEqual(['COPY_LIMIT PSO2 100.3']);
      expect(is[0].cards).toEqual(['XENO', 'XENO-R']);
    });
    test('PSO2 206.1.2: a title stored apart from the name joins it (熱血 + ゼノ == 「熱血 ゼノ」)', () => {
      expect(deckNameOf(CARDS.get('XENO-T2')!)).toBe(deckNameOf(CARDS.get('XENO-T')!));
      const d = swap(swap(legalDeck(), 'C00', 'XENO-T', 2), 'C01', 'XENO-T2', 2);
      expect(codes(issues(d))).toEqual(['COPY_LIMIT PSO2 100.3']);
    });
  });

  describe('PSO2 302.11: 【増殖】 cards up to 9', () => {
    test('PSO2 302.11: 9 copies of a 増殖 card are legal', () => {
      const d = swap(swap(swap(legalDeck(), 'C00', 'PROL', 3), 'C01', 'PROL', 3), 'C02', 'PROL', 3);
      expect(issues(d)).toEqual([]);
    });
    test('PSO2 302.11: 10 copies of a 増殖 card -> COPY_LIMIT', () => {
      const d = swap(swap(swap(swap(legalDeck(), 'C00', 'PROL', 3), 'C01', 'PROL', 3), 'C02', 'PROL', 3), 'C03', 'PROL', 1);
      const is = issues(d);
      expect(codes(is)).toEqual(['COPY_LIMIT PSO2 302.11']);
      expect(is[0].message).toContain('10');
    });
    test('PSO2 302.11: the 増殖 keyword alone (no flag) allows 9, not 10', () => {
      const nine = swap(swap(swap(legalDeck(), 'C00', 'PROL-KW', 3), 'C01', 'PROL-KW', 3), 'C02', 'PROL-KW', 3);
      expect(issues(nine)).toEqual([]);
      expect(codes(issues(swap(nine, 'C03', 'PROL-KW', 1)))).toEqual(['COPY_LIMIT PSO2 302.11']);
    });
    test('PSO2 100.3.2: a card whose text allows 5: 5 legal, 6 -> COPY_LIMIT', () => {
      const five = swap(swap(legalDeck(), 'C00', 'FIVE', 3), 'C01', 'FIVE', 2);
      expect(issues(five)).toEqual([]);
      expect(codes(issues(swap(five, 'C01', 'FIVE', 1)))).toEqual(['COPY_LIMIT PSO2 100.3.2']);
    });
  });

  describe('PSO2 100.6: at most 9 【ドロップ】 cards in total', () => {
    test('PSO2 100.6: 9 Drop cards over 3 names are legal', () => {
      const d = swap(swap(swap(legalDeck(), 'C00', 'D1', 3), 'C01', 'D2', 3), 'C02', 'D3', 3);
      expect(issues(d)).toEqual([]);
    });
    test('PSO2 100.6: 10 Drop cards, no name above 3 -> DROP_CAP', () => {
      const d = swap(swap(swap(swap(legalDeck(), 'C00', 'D1', 3), 'C01', 'D2', 3), 'C02', 'D3', 3), 'C03', 'D4', 1);
      const is = issues(d);
      expect(codes(is)).toEqual(['DROP_CAP PSO2 100.6']);
      expect(is[0].cards).toEqual(['D1', 'D2', 'D3', 'D4']);
      expect(is[0].message).toContain('10');
    });
    test('PSO2 100.6 + 302.11: a 増殖 Drop card x9 uses the whole allowance: legal; one more Drop card -> DROP_CAP', () => {
      expect(issues(legalBlack())).toEqual([]);
      const is = issues(swapIn(legalBlack(), 'B8', 'BD'));
      expect(codes(is)).toEqual(['DROP_CAP PSO2 100.6']);
      expect(is[0].cards).toEqual(['BD', 'BLACKPROLDROP']);
    });
  });

  describe('PSO2 100.1: exactly one player card, at most one mag card', () => {
    test('PSO2 100.1: two player cards -> SECTION_SIZE', () => {
      const is = issues({ ...legalDeck(), player: [{ id: 'P-RED', count: 1 }, { id: 'P-BLUE', count: 1 }] });
      expect(codes(is)).toEqual(['SECTION_SIZE PSO2 100.1']);
      expect(is[0].section).toBe('player');
    });
    test('PSO2 100.1: two copies of one player card -> SECTION_SIZE', () => {
      expect(codes(issues({ ...legalDeck(), player: [{ id: 'P-RED', count: 2 }] }))).toEqual(['SECTION_SIZE PSO2 100.1']);
    });
    test('PSO2 100.1: no player card -> LEADER_REQUIRED', () => {
      expect(codes(issues({ ...legalDeck(), player: [] }))).toEqual(['LEADER_REQUIRED PSO2 100.1']);
    });
    test('PSO2 100.1: no mag is legal; one mag is legal (baseline)', () => {
      expect(issues({ ...legalDeck(), mag: [] })).toEqual([]);
    });
    test('PSO2 100.1: two mag cards -> SECTION_SIZE', () => {
      const is = issues({ ...legalDeck(), mag: [{ id: 'MAG1', count: 1 }, { id: 'MAG2', count: 1 }] });
      expect(codes(is)).toEqual(['SECTION_SIZE PSO2 100.1']);
      expect(is[0].section).toBe('mag');
    });
    test('PSO2 100.1 / 100.2: a player card in the main deck, a character as mag -> FORBIDDEN_IN_SECTION', () => {
      const is = issues({ ...swap(legalDeck(), 'C13', 'P-BLUE', 1), mag: [{ id: 'C13', count: 1 }] });
      expect(codes(is)).toEqual(['FORBIDDEN_IN_SECTION PSO2 100.1', 'FORBIDDEN_IN_SECTION PSO2 100.2']);
      expect(is.map((i) => i.section)).toEqual(['mag', 'main']);
    });
  });

  describe('PSO2 100.1.1 / 100.7: black player card', () => {
    test('PSO2 100.7: black cards and 【侵食】 cards of any colour (red, white) are legal with a black player card', () => {
      const d = legalBlack();
      expect(total(d.main)).toBe(40);
      expect(issues(d)).toEqual([]);
    });
    test('PSO2 100.7: a red card without 侵食 -> COLOR_MISMATCH', () => {
      const is = issues(swapIn(legalBlack(), 'B8', 'C00'));
      expect(codes(is)).toEqual(['COLOR_MISMATCH PSO2 100.7']);
      expect(is[0].cards).toEqual(['C00']);
    });
    test('PSO2 100.7: a white (colourless) card without 侵食 -> COLOR_MISMATCH', () => {
      const is = issues(swapIn(legalBlack(), 'B8', 'WHITE'));
      expect(codes(is)).toEqual(['COLOR_MISMATCH PSO2 100.7']);
      expect(is[0].cards).toEqual(['WHITE']);
    });
    test('PSO2 100.1.1: no mag with a black player card is legal; a mag card -> SECTION_SIZE', () => {
      const is = issues({ ...legalBlack(), mag: [{ id: 'MAG1', count: 1 }] });
      expect(codes(is)).toEqual(['SECTION_SIZE PSO2 100.1.1']);
      expect(is[0]).toMatchObject({ section: 'mag', cards: ['MAG1'] });
    });
    test('PSO2 100.7: black cards in a non-black deck are not restricted (pso2BlackCardsElsewhere=allowed)', () => {
      expect(issues(swap(swap(legalDeck(), 'C00', 'B1', 3), 'C01', 'B2', 3))).toEqual([]);
    });
    test('pso2BlackCardsElsewhere=forbidden: a black card in a red deck -> COLOR_MISMATCH', () => {
      const is = issues(swap(legalDeck(), 'C00', 'B1', 1), withOptions({ pso2BlackCardsElsewhere: 'forbidden' }));
      expect(codes(is)).toEqual(['COLOR_MISMATCH PSO2 100.7']);
      expect(is[0].cards).toEqual(['B1']);
      expect(issues(legalBlack(), withOptions({ pso2BlackCardsElsewhere: 'forbidden' }))).toEqual([]);
    });
  });

  describe('PSO2 100.4 / 100.5: class of Active and Item cards', () => {
    test('PSO2 100.4: an Active of the player class, of ALL, or without class is legal', () => {
      const d = swap(swap(swap(legalDeck(), 'C00', 'ACT-H', 3), 'C01', 'ACT-ALL', 3), 'C02', 'ACT-NONE', 3);
      expect(issues(d)).toEqual([]);
    });
    test('PSO2 100.4: an Active of another class -> CLASS_MISMATCH', () => {
      const is = issues(swap(legalDeck(), 'C00', 'ACT-F', 1));
      expect(codes(is)).toEqual(['CLASS_MISMATCH PSO2 100.4']);
      expect(is[0].cards).toEqual(['ACT-F']);
    });
    test('PSO2 100.5: an Item of another class -> CLASS_MISMATCH; of the player class legal', () => {
      expect(issues(swap(legalDeck(), 'C00', 'ITEM-H', 3))).toEqual([]);
      const is = issues(swap(legalDeck(), 'C00', 'ITEM-G', 1));
      expect(codes(is)).toEqual(['CLASS_MISMATCH PSO2 100.5']);
    });
    test('PSO2 100.4: character cards of another class are not restricted', () => {
      expect(issues(swap(legalDeck(), 'C00', 'CH-OTHER', 3))).toEqual([]);
    });
    test('pso2MultiClassMatch: any (default) accepts ハンター/フォース with a ハンター player; all rejects it', () => {
      const d = swap(legalDeck(), 'C00', 'ACT-HF', 1);
      expect(issues(d)).toEqual([]);
      expect(codes(issues(d, withOptions({ pso2MultiClassMatch: 'all' })))).toEqual(['CLASS_MISMATCH PSO2 100.4']);
    });
    test('pso2BlackPlayerClass: a black player card printing no class rejects a classed Active (printed), accepts it with any', () => {
      const d: NormalizedDeck = { player: [{ id: 'P-BLACK-NOCLASS', count: 1 }], mag: [], main: [{ id: 'ACT-T', count: 3 }, { id: 'B1', count: 3 }] };
      expect(codes(issues(d)).filter((c) => !c.startsWith('DECK_SIZE'))).toEqual(['CLASS_MISMATCH PSO2 100.4']);
      expect(codes(issues(d, withOptions({ pso2BlackPlayerClass: 'any' }))).filter((c) => !c.startsWith('DECK_SIZE'))).toEqual([]);
    });
    test('PSO2 208.1.2: classMatches truth table', () => {
      expect(classMatches([], ['ハンター'], 'any-shared', 'printed')).toBe(true);
      expect(classMatches(['ALL'], ['ハンター'], 'any-shared', 'printed')).toBe(true);
      expect(classMatches(['フォース'], ['ハンター'], 'any-shared', 'printed')).toBe(false);
      expect(classMatches(['ALL'], [], 'any-shared', 'printed')).toBe(false);
      expect(classMatches(['ALL'], [], 'any-shared', 'any')).toBe(true);
    });
  });

  test('PSO2 100: several breaches are all reported, in rule order', () => {
    const d: NormalizedDeck = {
      player: [{ id: 'P-RED', count: 1 }],
      mag: [{ id: 'MAG1', count: 1 }, { id: 'MAG2', count: 1 }],
      main: [
        { id: 'C00', count: 4 },
        { id: 'D1', count: 3 },
        { id: 'D2', count: 3 },
        { id: 'D3', count: 3 },
        { id: 'D4', count: 1 },
        { id: 'ACT-F', count: 1 },
      ],
    };
    expect(codes(issues(d))).toEqual([
      'SECTION_SIZE PSO2 100.1',
      'DECK_SIZE PSO2 100.2',
      'COPY_LIMIT PSO2 100.3',
      'DROP_CAP PSO2 100.6',
      'CLASS_MISMATCH PSO2 100.4',
    ]);
  });

  test('unknown ids: UNKNOWN_CARD from the framework only; they count in the size (40) and the PSO2 checks skip them', () => {
    const d = setCount(legalDeck(), 'C13', 0);
    d.main = [...d.main.filter((e) => e.count > 0), { id: 'NOPE', count: 1 }];
    expect(codes(issues(d))).toEqual(['UNKNOWN_CARD PSO2 catalog']);
  });

  describe('restriction lists', () => {
    test('the shipped list is empty and marked sample (no official list is invented)', () => {
      for (const l of standard.restrictions) {
        expect(l).toMatchObject({ sample: true, entries: [] });
        expect(l.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });
    test('a (test) list with a ban is applied through the framework check', () => {
      const f: DeckFormat = { ...standard, restrictions: [{ id: 't', effective: '2020-01-01', sample: true, source: 'test', entries: [{ card: 'C00', limit: 0 }] }] };
      const is = issues(legalDeck(), f);
      expect(is.map((i) => i.code)).toEqual(['BANNED']);
      expect(is[0].rule).toContain('PSO2');
    });
  });

  describe('formats, sections and info', () => {
    test('sections player (1, LEADER_REQUIRED when empty), mag (0..1), main (size from the player card); default format standard', () => {
      expect(deckRules.sections[0].emptyCode).toBe('LEADER_REQUIRED');
      expect(deckRules.sections.map((s) => [s.name, s.min, s.rule])).toEqual([
        ['player', 1, 'PSO2 100.1'],
        ['mag', 0, 'PSO2 100.1'],
        ['main', 0, 'PSO2 100.2'],
      ]);
      expect(deckRules.sections.map((s) => s.max).slice(0, 2)).toEqual([1, 1]);
      expect(deckRules.defaultFormat).toBe('standard');
      expect(standard.options).toEqual(OPTIONS);
      for (const [k, v] of Object.entries(standard.options)) if (typeof v !== 'number') expect(standard.optionChoices?.[k]).toContain(v); // numbers (pso2TurnLimit) are any whole number ≥ 0
    });
    test('info: names, rules version as printed (Ver2.0 2018/11/1), card types and sections', () => {
      expect(info).toMatchObject({ slug: 'pso2', defaultFormat: 'standard', sampleCatalog: true });
      expect(info.rules.version).toBe('Ver2.0 (2018/11/1)');
      expect(info.cardTypes.map((t) => [t.type, t.sections])).toEqual([
        ['プレイヤー', ['player']],
        ['マグ', ['mag']],
        ['キャラ', ['main']],
        ['アクティブ', ['main']],
        ['アイテム', ['main']],
      ]);
    });
    test('accepts(): player cards in player, mags in mag, the rest in main', () => {
      expect(deckRules.accepts!('player', CARDS.get('P-RED')!)).toBe(true);
      expect(deckRules.accepts!('main', CARDS.get('P-RED')!)).toBe(false);
      expect(deckRules.accepts!('mag', CARDS.get('MAG1')!)).toBe(true);
      expect(deckRules.accepts!('main', CARDS.get('ACT-H')!)).toBe(true);
    });
  });

  describe('card facts and catalog mapping', () => {
    test('PSO2 207 / 208: colour and class from class_or_color or extra', () => {
      const c = card('x', 'キャラ', { color: '赤', classes: ['ハンター'] });
      expect(colorsOf(c)).toEqual(['赤']);
      expect(classesOf(c)).toEqual(['ハンター']);
      expect(colorsOf({ ...c, classOrColor: '白・ALL' })).toEqual([]);
      expect(classesOf({ ...c, classOrColor: '白・ALL' })).toEqual(['ALL']);
      expect(colorsOf({ ...c, extra: { color: '黒' } })).toEqual(['黒']);
      expect(classesOf({ ...c, extra: { classes: ['テクター'] } })).toEqual(['テクター']);
      expect(kindOf({ type: '', extra: { card_type: 'mag' } })).toBe('mag');
    });
    test('PSO2 302.11 / 100.6 / 100.7 / 100.3.2: deriveFlags', () => {
      expect(mapping.game).toBe('pso2');
      expect(deriveFlags({ id: 'p', name: 'p', type: 'プレイヤー' })).toEqual({ leader: true });
      expect(deriveFlags({ id: 'a', name: 'a', type: 'キャラ', text: '【増殖】 【ドロップ】:相手のプレイヤーに1ダメージを与える。' })).toEqual({
        drop: true,
        proliferate: true,
        maxCopies: 9,
      });
      expect(deriveFlags({ id: 'b', name: 'b', type: 'キャラ', keywords: ['侵食'], flags: { sample: true } })).toEqual({ erosion: true, sample: true });
      expect(deriveFlags({ id: 'c', name: 'c', type: 'キャラ', text: 'ルール:このカードはデッキに5枚まで入れることができる。' })).toEqual({ maxCopies: 5 });
      expect(deriveFlags({ id: 'd', name: 'd', type: 'アクティブ', text: '相手のキャラ1体に2ダメージを与える。' })).toEqual({});
      // A text that only refers to a keyword does not give it to the card.
      expect(deriveFlags({ id: 'e', name: 'e', type: 'プレイヤー', text: '『侵食』を持つ味方のキャラは+1/+0。【侵食】を持つキャラを1体選ぶ。' })).toEqual({ leader: true });
    });
  });

  describe('end to end through validateDeck', () => {
    test('PSO2 100: the JSON form with a bare player id: legal, counts, options, restriction list', () => {
      const v = validateDeck(deckRules, CARDS, { player: 'P-RED', mag: 'MAG1', main: legalDeck().main }, { asOf: '2026-01-01' });
      expect(v).toMatchObject({ legal: true, format: 'standard', counts: { player: 1, mag: 1, main: 40 }, restrictionList: 'pso2-none' });
      expect(v.options).toEqual(OPTIONS);
    });
    test('PSO2 100.2 / 100.6 in the text form: 41 cards and 10 Drop cards', () => {
      const lines = ['# player', '1 P-RED', '# main', ...legalDeck().main.map((e) => `${e.count} ${e.id}`), '3 D1', '3 D2', '3 D3', '1 D4'];
      const v = validateDeck(deckRules, CARDS, lines.join('\n'), { asOf: '2026-01-01' });
      expect(codes(v.errors)).toEqual(['DECK_SIZE PSO2 100.2', 'DROP_CAP PSO2 100.6']);
      expect(v.counts).toEqual({ player: 1, mag: 0, main: 50 });
    });
    test('pso2MultiClassMatch=all as a request override; an unknown option value is refused', () => {
      const d = swap(legalDeck(), 'C00', 'ACT-HF', 1);
      expect(validateDeck(deckRules, CARDS, d, { asOf: '2026-01-01' }).legal).toBe(true);
      const v = validateDeck(deckRules, CARDS, d, { asOf: '2026-01-01', options: { pso2MultiClassMatch: 'all' } });
      expect(codes(v.errors)).toEqual(['CLASS_MISMATCH PSO2 100.4']);
      expect(() => validateDeck(deckRules, CARDS, d, { options: { pso2MultiClassMatch: 'some' } })).toThrow();
    });
    test('PSO2 100.2: a player card without a deck size: no DECK_SIZE error, a CARD_DATA warning instead', () => {
      const v = validateDeck(deckRules, CARDS, { ...legalDeck(), player: 'P-NOSIZE', mag: [] }, { asOf: '2026-01-01' });
      expect(v.errors).toEqual([]);
      expect(v.warnings.map((w) => [w.code, w.rule])).toEqual([['CARD_DATA', 'PSO2 100.2']]);
    });
  });

  describe('sample data (libs/catalog/data/pso2.*.json): each example deck gets the verdict its `legal` claims', () => {
    const cardsFile = new URL('../../../catalog/data/pso2.cards.json', import.meta.url);
    const decksFile = new URL('../../../catalog/data/pso2.decks.json', import.meta.url);
    const present = existsSync(cardsFile) && existsSync(decksFile);
    const inputs: CardInput[] = present ? JSON.parse(readFileSync(cardsFile, 'utf8')) : [];
    const decks: { name: string; format?: string; deck: Record<string, unknown>; legal: boolean; note?: string }[] = present
      ? JSON.parse(readFileSync(decksFile, 'utf8'))
      : [];
    const lookup = createCardLookup(inputs.map((c) => toCardRecord('pso2', c, deriveFlags)));
    (present ? test : test.skip)('the sample files are present and hold decks', () => {
      expect(decks.length).toBeGreaterThan(0);
    });
    for (const d of decks) {
      test(`${d.legal ? 'legal' : 'illegal'}: ${d.name}`, () => {
        const v = validateDeck(deckRules, lookup, d.deck, { format: d.format, asOf: '2026-01-01' });
        expect(v.errors.filter((e) => e.code === 'UNKNOWN_CARD')).toEqual([]);
        expect(v.legal).toBe(d.legal);
        const cited = /^(PSO2 [0-9.]+[0-9])/.exec(d.note ?? '')?.[1];
        if (!d.legal && cited) expect(v.errors.map((e) => e.rule)).toEqual([cited]);
      });
    }
    test('deriveFlags agrees with the flags the sample file gives', () => {
      for (const c of inputs) {
        const derived = deriveFlags({ ...c, flags: {} });
        for (const k of ['leader', 'drop', 'proliferate', 'erosion', 'maxCopies'] as const) {
          expect([c.id, k, derived[k]]).toEqual([c.id, k, c.flags?.[k]]);
        }
      }
    });
  });
});
