/**
 * R4U 9 (playing and resolving: ターン1回, costs, the counter process), 10 (refresh, recovery, Entry process, loss at
 * 7, loss checked after automatic abilities) and 11 (Spark, Cancel, Re-Combo, Blocker, Full Power, のびしろ) on
 * synthetic cards whose ability data is given as data (docs/engine.md §1.13.1), beside real keyword cards.
 */
import type { CatalogCard, GameState } from '../../../engine/src/index.js';
import { createGame, statOf, hasKeyword } from '../../../engine/src/index.js';
import { buildScenario, type ScenarioInput } from '../../../match/src/index.js';
import { act, anyIn, cardsWith, deckOf, definition, ids, legal, pickNothing, place, playUntil, toFirstMain, toMainOfTurn, TEST_CHARS, VANILLA_REBIRTH, Z, zone } from './engine-helpers.js';
import { reader } from '../src/reader.js';
import { partnerize } from '../src/rules/place.js';
import { isPartner } from '../src/state.js';
import { standingPartners } from '../src/turn/attack.js';

const chr = (id: string, text: string, abilities: unknown[], o: Partial<CatalogCard> = {}): CatalogCard => ({ id, name: id, type: 'キャラ', cost: 1, attack: 2, defense: 5, text, abilities, traits: ['テスト'], ...o });
const SYN: CatalogCard[] = [
  chr('SYN-SPARK', '【スパーク】：あなたは１枚引く。', [{ kind: 'triggered', trigger: { on: 'r4u.spark' }, effect: { type: 'draw', amount: 1 }, source: [0] }]),
  chr('SYN-SPARK-RECOVER', '【スパーク】：ダメージを１点回復する。', [{ kind: 'triggered', trigger: { on: 'r4u.spark' }, effect: { type: 'r4u.recover', amount: 1 }, source: [0] }]),
  chr('SYN-RECOMBO', '【永】【Reコンボ】：このキャラを＋１/±０。', [{ kind: 'static', condition: { type: 'r4u.reCombo' }, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { ref: 'self' }, source: [0] }]),
  chr('SYN-FULLPOWER', '【永】【本領発揮Lv３】：このキャラを＋２/±０。', [{ kind: 'static', condition: { type: 'r4u.fullPower', level: 3 }, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, affects: { ref: 'self' }, source: [0] }]),
  chr('SYN-CANCEL', '【キャンセル】：Reバース以外の【スパーク】', [{ kind: 'keyword', keyword: 'r4u.cancel', value: 'sparkNotRebirth', source: [0] }]),
  chr('SYN-ACT', '【起】【ターン１】：［エネ①］あなたは１枚引く。', [{ kind: 'activated', limit: { perTurn: 1 }, cost: [{ type: 'r4u.energy', amount: 1 }], effect: { type: 'draw', amount: 1 }, source: [0] }]),
  chr('SYN-LOOP', '【自】【メンバー】エンドフェイズ中、(何か)した時、あなたはこのキャラを【レスト】する。', [{ kind: 'triggered', trigger: { on: 'onEvent', event: 'endPhase' }, effect: { type: 'tap', target: { ref: 'self' } }, source: [0] }]),
  chr('SYN-APHASE', '【自】【メンバー】あなたのアタックフェイズ開始時、あなたは１枚引く。', [{ kind: 'triggered', trigger: { on: 'onPhase', phase: 'attack', step: 'begin' }, effect: { type: 'draw', amount: 1 }, source: [0] }]),
  chr('SYN-BLOCK-TRAIT', '【ブロッカー】《テスト》', [{ kind: 'keyword', keyword: 'r4u.blocker', value: 'テスト', source: [0] }], { cost: 2, defense: 4 }),
];
const CARDS = cardsWith(SYN);
const SYN_DECK = deckOf(['SYN-SPARK', 'SYN-SPARK-RECOVER', 'SYN-RECOMBO', 'SYN-FULLPOWER', 'SYN-CANCEL', 'SYN-ACT', 'SYN-BLOCK-TRAIT', 'SYN-LOOP', 'SYN-APHASE', ...TEST_CHARS.slice(0, 3)], ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03']);

function game(seed = 31, options = {}): GameState {
  const g = createGame(definition, { seed, players: [0, 1].map((i) => ({ name: `P${i}`, deck: { main: SYN_DECK.main, partner: SYN_DECK.partner } })), cards: CARDS, options, allowUnsupported: true });
  return toFirstMain(g.state);
}
/** A card of p with that id, not in play: from the hand or waiting room first, else the deck's lowest one (the top stays put). */
function take(s: GameState, p: number, cardId: string): string {
  const free = Object.values(s.cards).filter((c) => c.owner === p && c.cardId === cardId && ![Z.entry, Z.members, Z.rebirth, Z.retire].includes(s.zones[c.zone]!.name as never));
  const off = free.find((c) => s.zones[c.zone]!.name !== Z.deck);
  if (off) return off.id;
  const deck = s.zones[`${p}:${Z.deck}`]!.cards;
  return free.sort((a, b) => deck.indexOf(b.id) - deck.indexOf(a.id))[0]!.id;
}
/** Empties p's Entry (to the waiting room) with `top` on top of the deck, then runs a check timing by setting a Re-birth (7.4.2.4 is followed by one). */
function entryProcessWith(s0: GameState, p: number, top: string): GameState {
  let s = s0;
  for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.waitingRoom, p);
  s = place(s, take(s, p, top), Z.deck, p);
  const deck = s.zones[`${p}:${Z.deck}`]!.cards;
  deck.splice(1, 0, deck.shift()!); // second from the top: the draw of 7.4.2.4 takes the top card first
  return s;
}
const runCheck = (s: GameState) => {
  const p = s.turn.active;
  let x = place(s, take(s, p, VANILLA_REBIRTH), Z.hand, p);
  x = act(x, legal(x).find((a) => a.type === 'setRebirth')!);
  return playUntil(x, (y) => y.decision?.kind === 'r4u.main', pickNothing);
};

/** 7.4.1 with an empty Entry: P0's deck top is SYN-SPARK, P1 holds SYN-CANCEL (R4U 11.3 / 11.4). */
const sparkScenario = (): ScenarioInput => ({
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { deck: ['SYN-SPARK', 'SYN-ACT', 'SYN-ACT'], hand: [], members: [] } },
    { zones: { deck: ['SYN-ACT', 'SYN-ACT'], hand: ['SYN-CANCEL'], entry: [TEST_CHARS[0]!] } },
  ],
});
/** Turn 3, P0 attacks with a standing supporter; P1's Entry holds `defender`, its hand one 【ブロッカー】《テスト》 (R4U 11.6.3). */
const blockScenario = (defender: string): ScenarioInput => ({
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { deck: ['SYN-ACT', 'SYN-ACT'], entry: [TEST_CHARS[2]!], members: [TEST_CHARS[1]!] } },
    { zones: { deck: ['SYN-ACT', 'SYN-ACT'], hand: ['SYN-BLOCK-TRAIT'], entry: [defender] } },
  ],
});

describe('R4U 11 keywords', () => {
  test('R4U 11.3: Spark triggers when the Entry process puts the card from the deck into the Entry', () => {
    let s = game();
    const p = s.turn.active;
    s = entryProcessWith(s, p, 'SYN-SPARK');
    const hand = zone(s, Z.hand, p).length;
    s = runCheck(s); // a Re-birth into the hand (+1), set (-1), draw (+1), then the Entry process: Spark draws 1
    expect(zone(s, Z.entry, p).map((id) => s.cards[id]!.cardId)).toEqual(['SYN-SPARK']);
    expect(zone(s, Z.hand, p).length).toBe(hand + 2);
  });

  test('R4U 11.3.2: Spark does not trigger when the card is played from hand onto the Entry', () => {
    let s = game(32, { r4uPlayCost: 'free' });
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-SPARK'), Z.hand, p);
    const hand = zone(s, Z.hand, p).length;
    s = act(s, legal(s).find((a) => a.type === 'playCharacter' && s.cards[a.card as string]!.cardId === 'SYN-SPARK' && a.to === 'entry')!);
    s = playUntil(s, (y) => y.decision?.kind === 'r4u.main', pickNothing);
    expect(zone(s, Z.hand, p).length).toBe(hand - 1);
  });

  test('R4U 11.4 / 9.7.3 / 5.13: a Cancel in the opponent\'s hand is offered against a Spark; presenting it discards it and the Spark does nothing', () => {
    // constructed position (scenario vocabulary): P0's Entry is empty and SYN-SPARK is on top of the deck, so the
    // check timing of 7.4.1 runs the Entry process (10.5) and the Spark triggers; only P1 holds a Cancel
    const position = (): GameState => buildScenario(definition, sparkScenario(), { cards: CARDS }).state;
    let x = position();
    expect(ids(x, Z.entry, 0)).toEqual(['SYN-SPARK']);
    expect(x.decision).toMatchObject({ kind: 'r4u.counter', player: 1 });
    expect(legal(x).map((a) => a.type).sort()).toEqual(['pass', 'presentCancel']);
    x = act(x, legal(x).find((a) => a.type === 'presentCancel')!);
    x = playUntil(x, (y) => y.decision?.kind === 'r4u.main', pickNothing);
    expect(ids(x, Z.hand, 0)).toEqual([]); // the Spark draw did not happen
    expect(ids(x, Z.waitingRoom, 1)).toEqual(['SYN-CANCEL']);
    expect(ids(x, Z.hand, 1)).toEqual([]);
    // the same position, the Cancel not presented: the Spark draws 1 (SYN-ACT, the next card of the deck)
    let y = position();
    y = act(y, legal(y).find((a) => a.type === 'pass')!);
    y = playUntil(y, (z) => z.decision?.kind === 'r4u.main', pickNothing);
    expect(ids(y, Z.hand, 0)).toEqual(['SYN-ACT']);
    expect(ids(y, Z.hand, 1)).toEqual(['SYN-CANCEL']);
  });

  test('R4U 11.5.2: Re-Combo holds while a Re-birth card is in your Re-birth area', () => {
    let s = game(34);
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-RECOMBO'), Z.members, p, { slot: 0 });
    const id = zone(s, Z.members, p)[0]!;
    expect(statOf(reader(s), id, 'attack')).toBe(2);
    s = place(s, take(s, p, VANILLA_REBIRTH), Z.rebirth, p);
    expect(statOf(reader(s), id, 'attack')).toBe(3);
  });

  test('R4U 11.7.2: Full Power Lv.3 holds at 3 cards in members + retire and not at 2', () => {
    let s = game(35);
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-FULLPOWER'), Z.members, p, { slot: 0 });
    const id = zone(s, Z.members, p)[0]!;
    s = place(s, take(s, p, TEST_CHARS[0]!), Z.retire, p); // 2 cards
    expect(statOf(reader(s), id, 'attack')).toBe(2);
    s = place(s, take(s, p, TEST_CHARS[1]!), Z.retire, p); // 3 cards
    expect(statOf(reader(s), id, 'attack')).toBe(4);
  });

  test('R4U 11.6.3: a Blocker with reference information is valid only while a character with it is attacked', () => {
    // constructed positions (scenario vocabulary): P1 holds exactly one Blocker, 【ブロッカー】《テスト》
    const kindsWith = (defender: string): { kinds: string[]; blockChoices: string[] } => {
      let s = buildScenario(definition, blockScenario(defender), { cards: CARDS }).state;
      const kinds: string[] = [];
      let blockChoices: string[] = [];
      s = act(s, legal(s).find((q) => q.type === 'toAttack')!);
      playUntil(s, (y) => y.turn.number === 4, (y, l) => {
        kinds.push(y.decision!.kind);
        if (y.decision!.kind === 'r4u.block') blockChoices = l.map((q) => (q.card ? `${q.type}:${y.cards[q.card as string]!.cardId}` : q.type)).sort();
        return l.find((q) => q.type === 'attack') ?? pickNothing(y, l);
      });
      return { kinds, blockChoices };
    };
    const without = kindsWith(TEST_CHARS[0]!); // a real card without the trait テスト
    expect(without.kinds).toContain('r4u.startStep');
    expect(without.kinds).not.toContain('r4u.block');
    const withTrait = kindsWith('SYN-RECOMBO'); // has the trait テスト
    expect(withTrait.kinds).toContain('r4u.block');
    expect(withTrait.blockChoices).toEqual(['block:SYN-BLOCK-TRAIT', 'pass']);
  });

  test('R4U 11.8 / 11.6: keyword-only trial cards compile to のびしろ / ブロッカー (reminder lines included)', () => {
    const s = game(37);
    const nobi = take(s, 0, 'HP/001T-006');
    const block = take(s, 0, 'HP/001T-004');
    const r = reader(s);
    expect(hasKeyword(r, nobi, 'r4u.nobishiro')).toBe(true);
    expect(hasKeyword(r, block, 'r4u.blocker')).toBe(true);
    expect(s.catalog['HP/001T-004']!.abilities[0]!.source).toEqual([0, 1]);
  });
});

describe('R4U 9 playing and resolving', () => {
  test('R4U 9.2.2.1 ターン1回: an activated ability is listed until used once this turn, and again next turn; 9.5.2.2: not without its cost', () => {
    let s = game(38);
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-ACT'), Z.members, p, { slot: 0 });
    expect(legal(s).some((a) => a.type === 'activate')).toBe(false); // no energy: the cost cannot be paid
    s = place(s, take(s, p, TEST_CHARS[2]!), Z.energy, p);
    s = place(s, take(s, p, TEST_CHARS[2]!), Z.energy, p);
    expect(legal(s).filter((a) => a.type === 'activate')).toHaveLength(1);
    const hand = zone(s, Z.hand, p).length;
    s = act(s, legal(s).find((a) => a.type === 'activate')!);
    s = playUntil(s, (y) => y.decision?.kind === 'r4u.main', pickNothing);
    expect(zone(s, Z.hand, p).length).toBe(hand + 1);
    expect(legal(s).some((a) => a.type === 'activate')).toBe(false); // used this turn (one energy still stands)
    s = toMainOfTurn(s, 3);
    expect(legal(s).some((a) => a.type === 'activate')).toBe(true);
  });
});

describe('R4U 5 special notations', () => {
  test('R4U 5.28 / 7.6.5 / 8.2.4.4: a partner-ized card is a partner in the energy area (it counts for a partner attack) and goes to the waiting room at the end of the turn', () => {
    let s = game(50);
    const p = s.turn.active;
    const id = take(s, p, TEST_CHARS[0]!);
    const ctx = { ...reader(s), state: s, events: [], steps: 0, quiet: true } as never;
    partnerize(ctx, id, p);
    const nid = zone(s, Z.energy, p).find((x) => s.cards[x]!.cardId === TEST_CHARS[0])!;
    expect(s.cards[nid]!.face).toBe('up');
    expect(isPartner(s, nid)).toBe(true); // 5.28.1.2
    expect(standingPartners(reader(s), p)).toContain(nid); // what a partner attack may rest (8.2.4.4)
    expect(s.catalog[TEST_CHARS[0]!]!.type).toBe('character'); // 5.28.1.3: the printed information stays
    s = toMainOfTurn(s, 2);
    expect(zone(s, Z.energy, p).some((x) => s.cards[x]!.cardId === TEST_CHARS[0])).toBe(false);
    expect(zone(s, Z.waitingRoom, p).map((x) => s.cards[x]!.cardId)).toContain(TEST_CHARS[0]);
  });
});

describe('R4U 5.15.2 retired by', () => {
  test('R4U 5.15.2: 「このキャラが相手のキャラをリタイアさせた時」 triggers for the attacker whose attack damage the recovery retired the character with', () => {
    const retirer = chr('SYN-RETIRER', '【自】【エントリー】このキャラが相手のキャラをリタイアさせた時、あなたは１枚引く。', [{ kind: 'triggered', trigger: { on: 'r4u.retired', byThis: true }, effect: { type: 'draw', amount: 1 }, source: [0] }], { attack: 9 });
    const cards = cardsWith([...SYN, retirer]);
    const deck = deckOf(['SYN-RETIRER', ...TEST_CHARS.slice(0, 11)], SYN_DECK.partner);
    let s = toMainOfTurn(toFirstMain(createGame(definition, { seed: 52, players: [0, 1].map((i) => ({ name: `P${i}`, deck: { main: deck.main, partner: deck.partner } })), cards, allowUnsupported: true }).state), 2);
    const p = s.turn.active;
    const o = 1 - p;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.waitingRoom, p);
    s = place(s, Object.values(s.cards).find((c) => c.owner === p && c.cardId === 'SYN-RETIRER' && s.zones[c.zone]!.name !== Z.entry)!.id, Z.entry, p);
    s = place(s, take(s, p, TEST_CHARS[1]!), Z.members, p, { slot: 0 });
    const hand = zone(s, Z.hand, p).length;
    s = playUntil(act(s, legal(s).find((a) => a.type === 'toAttack')!), (x) => x.turn.number > 2, (x, l) => l.find((a) => a.type === 'attack') ?? pickNothing(x, l));
    expect(zone(s, Z.retire, o)).toHaveLength(1); // ATK 9 ≥ DEF
    expect(zone(s, Z.hand, p).length).toBe(hand + 1);
  });
});

describe('R4U 8.2.1 timing', () => {
  test('R4U 8.2.1: 「アタックフェイズ開始時」 triggers once per turn although the start step comes again after each attack', () => {
    let s = toMainOfTurn(game(49), 2);
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-APHASE'), Z.members, p, { slot: 0 });
    s = place(s, take(s, p, TEST_CHARS[0]!), Z.members, p, { slot: 1 });
    const hand = zone(s, Z.hand, p).length;
    s = playUntil(act(s, legal(s).find((a) => a.type === 'toAttack')!), (x) => x.turn.number > 2, (x, l) => l.find((a) => a.type === 'attack') ?? pickNothing(x, l));
    expect(zone(s, Z.members, p).filter((id) => s.cards[id]!.tapped)).toHaveLength(2); // both members supported an attack
    const drawn = zone(s, Z.hand, p).length - hand;
    expect(drawn).toBe(1); // two attacks, one trigger
  });
});

describe('R4U 7.6.6 / 14.1 loops', () => {
  test('R4U 7.6.6 / 14.1.1.3: an end phase that triggers something every pass repeats until the loop limit and the game is a draw', () => {
    let s = game(47, { r4uRepeatLimit: 5 });
    const p = s.turn.active;
    s = place(s, take(s, p, 'SYN-LOOP'), Z.members, p, { slot: 0 });
    s = playUntil(act(s, legal(s).find((a) => a.type === 'toAttack')!), (x) => x.result !== null || x.turn.number > 1, pickNothing);
    expect(s.result?.draw).toBe(true);
    expect(s.result?.rule).toBe('R4U 14.1.1.3');
  });

  test('R4U 7.6.1: 「ターン終了時に」 abilities trigger once per turn: an end phase repeated by another trigger does not trigger them again', () => {
    const once: CatalogCard = chr('SYN-EOT', '【自】ターン終了時に、あなたは１枚引く。', [{ kind: 'triggered', trigger: { on: 'r4u.endOfTurn' }, effect: { type: 'draw', amount: 1 }, source: [0] }]);
    const cards = cardsWith([...SYN, once]);
    const deck = deckOf(['SYN-EOT', ...TEST_CHARS.slice(0, 11)], SYN_DECK.partner);
    let s = toFirstMain(createGame(definition, { seed: 48, players: [0, 1].map((i) => ({ name: `P${i}`, deck: { main: deck.main, partner: deck.partner } })), cards, allowUnsupported: true }).state);
    const p = s.turn.active;
    const eot = Object.values(s.cards).find((c) => c.owner === p && c.cardId === 'SYN-EOT' && s.zones[c.zone]!.name !== Z.entry)!.id;
    s = place(s, eot, Z.members, p, { slot: 0 });
    const hand = zone(s, Z.hand, p).length;
    s = playUntil(act(s, legal(s).find((a) => a.type === 'toAttack')!), (x) => x.turn.number > 1, pickNothing);
    expect(zone(s, Z.hand, p).length).toBe(hand + 1); // drew once although the end phase ran twice (7.6.6)
  });
});

describe('R4U 10 rule processing', () => {
  test('R4U 10.2.1: when the deck becomes empty the waiting room becomes the deck at once (shuffled)', () => {
    let s = game(40);
    const p = s.turn.active;
    const deck = zone(s, Z.deck, p);
    for (const id of deck.slice(1)) s = place(s, id, Z.waitingRoom, p);
    const total = zone(s, Z.waitingRoom, p).length;
    s = runCheck(s); // the draw of 7.4.2.4 takes the last card: refresh
    expect(zone(s, Z.waitingRoom, p).length).toBeLessThanOrEqual(2); // the set Re-birth card stays in the Re-birth area
    expect(zone(s, Z.deck, p).length).toBeGreaterThanOrEqual(total - 1);
  });

  test('R4U 10.2.1.1 / 1.2.2.2: a refresh with an empty waiting room loses at once', () => {
    let s = game(41);
    const p = s.turn.active;
    for (const id of zone(s, Z.waitingRoom, p)) s = place(s, id, Z.memory, p);
    for (const id of zone(s, Z.deck, p)) s = place(s, id, Z.memory, p);
    s = place(s, take(s, p, VANILLA_REBIRTH), Z.hand, p);
    s = act(s, legal(s).find((a) => a.type === 'setRebirth')!); // draws from an empty deck
    expect(s.result?.losers).toEqual([p]);
    expect(s.result?.rule).toBe('R4U 10.2.1.1');
  });

  test('R4U 10.6.2: 7 cards in the retire area lose at the next check timing, 6 do not', () => {
    let s = game(42);
    const p = s.turn.active;
    for (let i = 0; i < 6; i++) s = place(s, anyIn(s, p, Z.deck), Z.retire, p);
    s = runCheck(s);
    expect(s.result).toBeNull();
    s = place(s, anyIn(s, p, Z.deck), Z.retire, p);
    s = runCheck(s);
    expect(s.result?.losers).toEqual([p]);
    expect(s.result?.rule).toBe('R4U 10.6.2');
  });

  test('R4U 10.6.1.1 / 1.2.3.1: both players at 7 at once both lose: nobody wins', () => {
    let s = game(43);
    for (const p of [0, 1]) for (let i = 0; i < 7; i++) s = place(s, anyIn(s, p, Z.deck), Z.retire, p);
    s = runCheck(s);
    expect(s.result?.draw).toBe(true);
    expect(s.result?.winners).toEqual([]);
  });

  test('R4U 9.6.2: the loss process comes after automatic abilities: a Spark that recovers 1 from 7 retired cards saves the player', () => {
    let s = game(44);
    const p = s.turn.active;
    for (let i = 0; i < 7; i++) s = place(s, anyIn(s, p, Z.deck, (c) => c !== 'SYN-SPARK-RECOVER'), Z.retire, p);
    s = entryProcessWith(s, p, 'SYN-SPARK-RECOVER');
    s = runCheck(s);
    expect(s.result).toBeNull();
    expect(zone(s, Z.retire, p)).toHaveLength(6);
  });

  test('R4U 10.5.1.1: a Re-birth card put into the Entry goes to the Re-birth area, then the next card comes (10.5.1.3)', () => {
    let s = game(45);
    const p = s.turn.active;
    s = entryProcessWith(s, p, TEST_CHARS[0]!);
    s = place(s, take(s, p, VANILLA_REBIRTH), Z.deck, p);
    const deck = s.zones[`${p}:${Z.deck}`]!.cards;
    deck.splice(1, 0, deck.shift()!); // deck: [x, Re-birth, character, …]
    s = runCheck(s);
    expect(zone(s, Z.rebirth, p).length).toBeGreaterThanOrEqual(2); // the one set by runCheck and the one from the Entry
    expect(zone(s, Z.entry, p).map((id) => s.cards[id]!.cardId)).toEqual([TEST_CHARS[0]]);
  });

  test('R4U 10.3.8: a partner card outside the hand and the energy area is excluded from the game', () => {
    let s = game(46);
    const p = s.turn.active;
    const partner = Object.values(s.cards).find((c) => c.owner === p && s.catalog[c.cardId]!.type === 'partner' && s.zones[c.zone]!.name === Z.hand)!.id;
    s = place(s, partner, Z.waitingRoom, p);
    s = runCheck(s);
    expect(zone(s, Z.excluded, p).map((id) => s.catalog[s.cards[id]!.cardId]!.type)).toEqual(['partner']);
  });
});
