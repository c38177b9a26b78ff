/**
 * Choosing restrictions 「相手から選ばれない」 / 「相手のキャラから選ばれない」 (keyword r4u.unchoosable, rules/choosing.ts)
 * through the kernel's target-candidate hook (Vocabulary.choosable, choosableCandidates): the real GU/001B-040
 * (【永】【エントリー】：このキャラは相手から選ばれない。) against an opponent's 「相手のエントリーかメンバーから１枚選び、
 * 控え室に置く」, and its own master's choice, on constructed positions (scenario vocabulary).
 */
import type { CatalogCard, GameState } from '../../../engine/src/index.js';
import { choosableCandidates, newEnv } from '../../../engine/src/index.js';
import { buildScenario, type ScenarioInput } from '../../../match/src/index.js';
import { compileText } from '../src/abilities/compile.js';
import { reader } from '../src/reader.js';
import { r4uChoosable, unchoosableValues } from '../src/rules/choosing.js';
import { act, cardsWith, definition, legal, TEST_CHARS, VANILLA_REBIRTH, Z, zone } from './engine-helpers.js';

const HIDDEN = 'GU/001B-040'; // 【永】【エントリー】：このキャラは相手から選ばれない。 (cost 4, 5/7)
const chr = (id: string, text: string, o: Partial<CatalogCard> = {}): CatalogCard => ({ id, name: id, type: 'キャラ', cost: 1, attack: 2, defense: 5, text, abilities: compileText(text), traits: ['テスト'], ...o });
const SYN: CatalogCard[] = [
  chr('SYN-REMOVE-ANY', '【起】【メンバー】：［エネ①］あなたは相手のエントリーかメンバーから１枚選び、控え室に置く。'),
  chr('SYN-REMOVE-OWN', '【起】【メンバー】：［エネ①］あなたは自分のエントリーかメンバーから１枚選び、控え室に置く。'),
  chr('SYN-SHY', '【永】【エントリー】：このキャラは相手のキャラから選ばれない。', {
    abilities: [{ kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value: 'opponentCharacters' }, affects: { ref: 'self' }, zones: ['entry'], source: [0] }],
  }),
];
const CARDS = cardsWith(SYN);
const PARTNERS = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];
const MEMBERS = [TEST_CHARS[0]!, TEST_CHARS[3]!].sort();

/** Turn 3, P0's main phase: P0's member holds `remover` and one standing energy; P1's Entry holds `defender`, members TEST_CHARS[0] and [3] (two, so a choice is asked). */
const position = (remover: string, defender: string, ownEntry = TEST_CHARS[1]!): GameState => buildScenario(definition, {
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { deck: [TEST_CHARS[2]!, TEST_CHARS[2]!], entry: [ownEntry], members: [remover], energy: [PARTNERS[0]!] } },
    { zones: { deck: [TEST_CHARS[2]!, TEST_CHARS[2]!], entry: [defender], members: [TEST_CHARS[0]!, TEST_CHARS[3]!] } },
  ],
} satisfies ScenarioInput, { cards: CARDS }).state;

/** Activates the member's ability and returns the catalog ids offered by the chooseCards decision. */
function offered(s0: GameState): string[] {
  const s = act(s0, legal(s0).find((a) => a.type === 'activate')!);
  expect(s.decision?.kind).toBe('chooseCards');
  return (s.decision!.candidates as string[]).map((id) => s.cards[id]!.cardId).sort();
}

describe('R4U 「相手から選ばれない」 (r4u.unchoosable) through the kernel target-candidate hook', () => {
  test('the real GU/001B-040 compiles to r4u.unchoosable (value opponent) in the Entry', () => {
    expect(compileText('【永】【エントリー】：このキャラは相手から選ばれない。')).toEqual([
      { kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value: 'opponent' }, affects: { ref: 'self' }, zones: ['entry'], source: [0] },
    ]);
  });

  test('an opponent\'s 「相手のエントリーかメンバーから１枚選び」 is not offered the Entry character that 相手から選ばれない; a plain one is', () => {
    expect(offered(position('SYN-REMOVE-ANY', HIDDEN))).toEqual(MEMBERS);
    expect(offered(position('SYN-REMOVE-ANY', TEST_CHARS[1]!))).toEqual([...MEMBERS, TEST_CHARS[1]!].sort());
  });

  test('the card\'s own master may still choose it (「相手から」 restricts opponents only)', () => {
    const s = position('SYN-REMOVE-OWN', TEST_CHARS[1]!, HIDDEN);
    expect(offered(s)).toEqual(['SYN-REMOVE-OWN', HIDDEN].sort());
  });

  test('the restriction works where the ability functions only (【エントリー】): a member GU/001B-040 may be chosen', () => {
    const s = buildScenario(definition, {
      turn: { number: 3, active: 0, phase: 'main', first: 0 },
      players: [
        { zones: { deck: [TEST_CHARS[2]!], entry: [TEST_CHARS[1]!], members: ['SYN-REMOVE-ANY'], energy: [PARTNERS[0]!] } },
        { zones: { deck: [TEST_CHARS[2]!], entry: [TEST_CHARS[1]!], members: [HIDDEN, TEST_CHARS[0]!] } },
      ],
    }, { cards: CARDS }).state;
    expect(offered(s)).toEqual([HIDDEN, TEST_CHARS[0]!, TEST_CHARS[1]!].sort());
  });

  test('choosing it is refused: the chosen card goes, the unchoosable one stays', () => {
    const s0 = position('SYN-REMOVE-ANY', HIDDEN);
    let s = act(s0, legal(s0).find((a) => a.type === 'activate')!);
    const entry = zone(s, Z.entry, 1)[0]!;
    const member = zone(s, Z.members, 1).find((id) => s.cards[id]!.cardId === TEST_CHARS[0])!;
    expect(legal(s)).toEqual(expect.arrayContaining([{ type: 'pick', player: 0, card: member }]));
    expect(legal(s).some((a) => a.card === entry)).toBe(false);
    expect(() => act(s, { type: 'pick', player: 0, card: entry })).toThrow(); // not a candidate: refused (4xx)
    s = act(s, { type: 'pick', player: 0, card: member });
    if (s.decision?.kind === 'chooseCards') s = act(s, { type: 'done', player: 0 });
    expect(zone(s, Z.waitingRoom, 1).map((id) => s.cards[id]!.cardId)).toEqual([TEST_CHARS[0]!]);
    expect(zone(s, Z.entry, 1).map((id) => s.cards[id]!.cardId)).toEqual([HIDDEN]);
  });

  test('「相手のキャラから選ばれない」 (value opponentCharacters): an opponent\'s character ability cannot choose it, an opponent\'s Re-birth ability and its master can', () => {
    const s = position('SYN-REMOVE-ANY', 'SYN-SHY');
    const r = reader(s);
    const shy = zone(s, Z.entry, 1)[0]!;
    expect(unchoosableValues(r, shy)).toEqual(['opponentCharacters']);
    const remover = zone(s, Z.members, 0)[0]!;
    const byCharacter = newEnv({ ...r, def: definition, events: [], steps: 0 } as never, 0, remover);
    expect(r4uChoosable(r, shy, 0, byCharacter)).toBe(false);
    expect(r4uChoosable(r, shy, 0, { ...byCharacter, source: null, sourceCardId: VANILLA_REBIRTH })).toBe(true);
    expect(r4uChoosable(r, shy, 1, { ...byCharacter, controller: 1 })).toBe(true);
    expect(choosableCandidates(r, [shy, ...zone(s, Z.members, 1)], 0, byCharacter)).toEqual(zone(s, Z.members, 1));
    expect(offered(s)).toEqual(MEMBERS);
  });

  test('「このキャラは選ばれない。(あなたも選べない）」 (trial card RZ/001T-014, value anyone): neither the opponent\'s nor its own master\'s ability may choose it', () => {
    const NOBODY = 'RZ/001T-014'; // cost 4, 5/7
    expect(compileText('【永】【エントリー】：このキャラは選ばれない。(あなたも選べない）')).toEqual([
      { kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value: 'anyone' }, affects: { ref: 'self' }, zones: ['entry'], source: [0, 1] },
    ]);
    expect(offered(position('SYN-REMOVE-ANY', NOBODY))).toEqual(MEMBERS);
    // its own master's 「自分のエントリーかメンバーから１枚選び」: the only candidate left is the member itself (chosen at once)
    const s0 = position('SYN-REMOVE-OWN', TEST_CHARS[1]!, NOBODY);
    const s = act(s0, legal(s0).find((a) => a.type === 'activate')!);
    expect(zone(s, Z.waitingRoom, 0).map((id) => s.cards[id]!.cardId)).toEqual(['SYN-REMOVE-OWN']);
    expect(zone(s, Z.entry, 0).map((id) => s.cards[id]!.cardId)).toEqual([NOBODY]);
  });
});
