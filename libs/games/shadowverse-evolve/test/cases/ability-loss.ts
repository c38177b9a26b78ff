/**
 * Card cases of ability loss and 【箱詰め】 (SVE 5.31; rules/ability-loss.ts, templates-loss.ts; kernel
 * abilities/loss.ts): each drives the card through the public API and asserts what its printed text says
 * with exact numbers (run by cards.spec.ts through card-cases.ts; the ids feed the tested-card registry).
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { INPUTS, counters, must, nextTurn, advance, readerFor, scene, stats, kw, zoneCards, names } from '../engine-helpers.js';
import { activations, cardIdOf, fillCemetery, pick, play, target } from '../drivers.js';
import { isCrated } from '../../src/rules/ability-loss.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const RAW = new Map(INPUTS.map((c) => [c.id, c as unknown as { cost: number | null; class_or_color: string; type: string }]));
const activate = (s: GameState, card: string): GameState => {
  const a = activations(s, card)[0];
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};
const canPlay = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);
const crated = (s: GameState, id: string) => isCrated(readerFor(s), id);
const canAttackWith = (s: GameState, attacker: string) => legalActions(s).some((a) => a.type === 'attack' && a.attacker === attacker);

/** The SD07-004 case for one printing `card` (the same printed facts and rules text). */
function nachtCase(card: string): void {
  // ---- Fanfare (cost 4: 3 PP is refused) ----
  const a = scene({ me: 'SD02', opp: 'SD01', hand: [card], pp: 4 });
  const nacht = a.ids.hand![0]!;
  const short = structuredClone({ ...a.s, catalog: {} }) as GameState;
  short.catalog = a.s.catalog;
  short.players[0]!.counters.pp = 3;
  expect([canPlay(short, nacht), canPlay(a.s, nacht)]).toEqual([false, true]);
  let s = play(a.s, nacht);
  const deck = zoneCards(s, 'deck', 0);
  const expected = deck.filter((id) => RAW.get(cardIdOf(s, id))!.cost === 1 && RAW.get(cardIdOf(s, id))!.class_or_color === 'ロイヤル').sort();
  // decoys in the deck: cost-1 neutral (ゴブリン) and cost-2 royal cards are not candidates
  expect(deck.some((id) => cardIdOf(s, id) === 'SD02-017') && deck.some((id) => RAW.get(cardIdOf(s, id))!.cost === 2 && RAW.get(cardIdOf(s, id))!.class_or_color === 'ロイヤル')).toBe(true);
  expect(expected.length).toBeGreaterThan(0);
  expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 1 });
  expect([...s.decision!.candidates!].sort()).toEqual(expected);
  const found = cardIdOf(s, expected[0]!);
  const ex = names(s, 'exArea', 0).length;
  s = pick(s, expected[0]!);
  expect([names(s, 'exArea', 0).length - ex, names(s, 'exArea', 0).includes(found), counters(s, 0).pp, names(s, 'field', 0)]).toEqual([1, true, 0, [card]]);

  // ---- [起動][コスト0]: engage + crate an enemy follower, once per turn ----
  const b = scene({ me: 'SD02', opp: 'SD01', field: [card], oppField: ['SD01-001', 'SD01-003'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 1]], pp: 0 });
  const [aria, other] = b.ids.oppField! as [string, string];
  const fairy = b.ids.tokens![0]!;
  const me = b.ids.field![0]!;
  b.s.cards[other]!.tapped = true; // a control card engaged: it stands in the opponent's start phase
  expect([kw(b.s, aria, 'sve.ward'), kw(b.s, fairy, 'sve.rush')]).toEqual([true, true]); // printed Ward; Aria's aura: other 妖精 followers have Rush
  s = activate(b.s, me);
  expect(s.decision!.candidates!.sort()).toEqual([aria, other, fairy].sort()); // 相手の場のフォロワー1体
  s = target(s, aria);
  expect([s.cards[aria]!.tapped, crated(s, aria), counters(s, 0).pp]).toEqual([true, true, 0]);
  // 5.31.2: Aria loses Ward and its aura stops
  expect([kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), stats(s, aria)]).toEqual([false, false, [5, 5]]);
  expect(activations(s, me)).toEqual([]); // この能力は1ターンに1回使える
  // ---- the opponent's next turn: still crated, no rules stand (5.31.3); the control card stands ----
  s = nextTurn(s);
  expect([s.turn.active, s.cards[aria]!.tapped, s.cards[other]!.tapped, crated(s, aria), kw(s, aria, 'sve.ward')]).toEqual([1, true, false, true, false]);
  s = advance(s, (x) => x.turn.phase === 'end');
  expect([s.turn.number, crated(s, aria)]).toEqual([2, true]); // until the END of that turn
  // ---- after that turn's end: the state is over, abilities are back (still engaged) ----
  s = nextTurn(s);
  expect([s.turn.active, crated(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), s.cards[aria]!.tapped]).toEqual([0, false, true, true, true]);
  expect(activations(s, me).length).toBe(1); // usable again in a new turn
  // ---- play goes on: Aria stands in its player's following start phase and can attack ----
  s = nextTurn(s);
  expect([s.turn.active, s.cards[aria]!.tapped, canAttackWith(s, aria)]).toEqual([1, false, true]);
}

export function registerAbilityLossCases(covers: Covers): void {
  // SD07-004 and the printings of the same card without the reminder text (BP18-SP01, BP11-SP01, BP11-U02): each runs the whole case
  const NACHT = ['SD07-004', 'BP18-SP01', 'BP11-SP01', 'BP11-U02'];
  covers(NACHT, `${NACHT.join(' / ')} カースドクイーン・ナハト・ナハト: Fanfare searches an original-cost-1 [ロイヤル] card into the EX area; [起動][コスト0] engages an enemy follower and crates it (SVE 5.31) until the end of its player's next turn, once per turn`, () => {
    for (const id of NACHT) nachtCase(id);
  });

  covers(['BP18-042'], 'BP18-042 呪いの言霊・ジンジャー (cost 10): costs X less, X = the cards in your banish zone (3: 7 PP plays it, 6 does not); Fanfare puts 『ジンジャーの言霊』 into the EX area', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP18-042'], evolve: ['BP18-T04'], pp: 7 });
    const ginger = ids.hand![0]!;
    for (const b of zoneCards(s0, 'deck', 0).slice(0, 3)) { // 3 cards into the banish zone (a state edit)
      s0.zones['0:deck']!.cards = s0.zones['0:deck']!.cards.filter((x) => x !== b);
      s0.cards[b]!.zone = '0:banished';
      s0.zones['0:banished']!.cards.push(b);
    }
    const six = structuredClone({ ...s0, catalog: {} }) as GameState;
    six.catalog = s0.catalog;
    six.players[0]!.counters.pp = 6;
    expect([canPlay(six, ginger), canPlay(s0, ginger)]).toEqual([false, true]);
    const s = play(s0, ginger);
    const f = zoneCards(s, 'field', 0)[0]!;
    expect([names(s, 'exArea', 0), counters(s, 0).pp, stats(s, f)]).toEqual([['BP18-T04'], 0, [3, 3]]);
  });


  covers(['BP18-T04'], 'BP18-T04 ジンジャーの言霊 (cost 1): an enemy follower loses every ability (no end: it stays so) and its attack and health become 1', () => {
    const { s: s0, ids } = scene({ me: 'SD03', opp: 'SD01', oppField: ['SD01-001'], evolve: ['BP18-T04', 'SD01-T01'], tokens: [['BP18-T04', 'exArea', 0], ['SD01-T01', 'field', 1]], pp: 1 });
    const [spell, fairy] = ids.tokens! as [string, string];
    const aria = ids.oppField![0]!;
    const poor = structuredClone({ ...s0, catalog: {} }) as GameState;
    poor.catalog = s0.catalog;
    poor.players[0]!.counters.pp = 0;
    expect([canPlay(poor, spell), canPlay(s0, spell)]).toEqual([false, true]);
    let s = play(s0, spell);
    s = target(s, aria);
    expect([stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), crated(s, aria), counters(s, 0).pp]).toEqual([[1, 1], false, false, false, 0]);
    // no duration: still so two turns later; the rest of the game goes on (Aria stands as usual, 5.31.3 is only 【箱詰め】)
    s.cards[aria]!.tapped = true;
    s = nextTurn(s);
    expect([stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), s.cards[aria]!.tapped]).toEqual([[1, 1], false, false, false]);
    s = nextTurn(s);
    expect([stats(s, aria), kw(s, aria, 'sve.ward')]).toEqual([[1, 1], false]);
  });

  covers(['BP16-049'], 'BP16-049 スノーアウェイク (cost 2): an enemy follower\'s attack and health become 1; 【スペルチェイン_10】 it also loses every ability (9 spells: keeps them)', () => {
    const run = (spells: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', opp: 'SD01', hand: ['BP16-049'], oppField: ['SD01-001'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 1]], pp: 2 });
      fillCemetery(s0, 0, spells, 'SD03-014');
      const aria = ids.oppField![0]!;
      const fairy = ids.tokens![0]!;
      let s = play(s0, ids.hand![0]!);
      s = target(s, aria);
      return [stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), counters(s, 0).pp];
    };
    expect(RAW.get('SD03-014')!.type).toBe('スペル');
    expect(run(9)).toEqual([[1, 1], true, true, 0]);
    expect(run(10)).toEqual([[1, 1], false, false, 0]);
  });
}
