/**
 * R4U 9.3.1.3 / 9.11 replacement effects (rules/replacement.ts on the kernel's replacements.ts), by clause, on the real
 * BKRM/001B-071 (【永】【メンバー】【本領発揮Lv４】：あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい。) in
 * constructed positions (scenario vocabulary): P1's turn 2 ends, P0's turn 3 reaches the energy phase (7.3.2.2).
 */
import { apply, type CatalogCard, type GameEvent, type GameState } from '../../../engine/src/index.js';
import { buildScenario, type ScenarioInput } from '../../../match/src/index.js';
import { compileText } from '../src/abilities/compile.js';
import { act, CARDS, cardsWith, definition, legal, pickNothing, playUntil, TEST_CHARS, Z, zone } from './engine-helpers.js';

const REPLACER = 'BKRM/001B-071'; // cost 3, 3/6, 【本領発揮Lv４】 (11.7.2: members + retire ≥ 4)
const [A, B, C, D] = [TEST_CHARS[0]!, TEST_CHARS[1]!, TEST_CHARS[3]!, TEST_CHARS[4]!];
const IN_HAND = TEST_CHARS[5]!;
const DRAWN = TEST_CHARS[6]!;
const [W1, W2] = [TEST_CHARS[7]!, TEST_CHARS[8]!];

/** P0: members `members`, retire `retire`, waiting room `waiting`, hand IN_HAND, deck top DRAWN (drawn in 7.2). */
function scenario(members: string[], retire: string[], waiting: string[] = [W1, W2]): ScenarioInput {
  return {
    turn: { number: 2, active: 1, phase: 'main', first: 0 },
    players: [
      { zones: { deck: [DRAWN, A, A], hand: [IN_HAND], entry: [B], members, retire, waitingRoom: waiting } },
      { zones: { deck: [A, A, A], entry: [B] } },
    ],
  };
}

/** P1 ends its turn plainly; stops at P0's 7.3.2.2 decision (or P0's main phase when none is asked). */
function toEnergyChoice(sc: ScenarioInput): GameState {
  const s = buildScenario(definition, sc, { cards: CARDS }).state;
  return playUntil(s, (x) => (x.decision?.kind === 'chooseCards' && String(x.decision.rule).startsWith('R4U 7.3.2.2')) || (x.decision?.kind === 'r4u.main' && x.turn.active === 0), (x, l) => {
    if (x.decision?.kind === 'r4u.main') return l.find((a) => a.type === 'toAttack')!;
    return pickNothing(x, l);
  });
}
const offered = (s: GameState) => ((s.decision?.candidates as string[] | undefined) ?? []).map((id) => `${s.zones[s.cards[id]!.zone]!.name}:${s.cards[id]!.cardId}`).sort();
/** Picks `id` (then done when still asked); the state and the events of the answer. */
function pick(s: GameState, id: string): { s: GameState; events: GameEvent[] } {
  const r = apply(s, { type: 'pick', player: 0, card: id }, definition);
  if (r.state.decision?.kind !== 'chooseCards' || r.state.decision.player !== 0) return { s: r.state, events: r.events };
  const d = apply(r.state, { type: 'done', player: 0 }, definition);
  return { s: d.state, events: [...r.events, ...d.events] };
}
const replacedIn = (events: GameEvent[]) => events.filter((e) => e.type === 'r4u.replaced');

describe('R4U 9.11 replacement effects: 「手札からエネルギーを置く際、かわりに控え室から置いてよい」', () => {
  test('R4U 9.3.1.3.2: the printed text compiles to a choice-type replacement of r4u.energyFromHand (members, 本領発揮Lv4)', () => {
    expect(compileText('【永】【メンバー】【本領発揮Lv４】：あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい。')).toEqual([{
      kind: 'replacement', replaces: { event: 'r4u.energyFromHand', side: 'you' }, effect: { type: 'r4u.instead', from: 'waitingRoom' }, optional: true,
      condition: { type: 'r4u.fullPower', level: 4 }, zones: ['members'], source: [0],
    }]);
    expect(compileText('【永】【メンバー】：あなたのエネルギーが10枚以下なら、あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい。')[0]).toMatchObject({
      kind: 'replacement', optional: true, condition: { type: 'count', compare: { lte: 10 } },
    });
  });

  test('R4U 9.11.1 / 7.3.2.2: with the replacement valid (members + retire = 4) the waiting room\'s cards are offered beside the hand\'s', () => {
    const s = toEnergyChoice(scenario([REPLACER, A, C], [D]));
    expect(s.decision).toMatchObject({ player: 0, rule: 'R4U 7.3.2.2 / 9.11', min: 0, max: 1 });
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`, `waitingRoom:${W1}`, `waitingRoom:${W2}`].sort());
  });

  test('R4U 11.7.2 / 9.11: one card short of Full Power Lv4 (3) the replacement does not apply: the hand only', () => {
    const s = toEnergyChoice(scenario([REPLACER, A, C], []));
    expect(s.decision).toMatchObject({ player: 0, rule: 'R4U 7.3.2.2' });
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`].sort());
  });

  test('R4U 9.11.1.1: choosing a waiting-room card applies the replacement: it goes face down into energy, the hand keeps its cards', () => {
    let s = toEnergyChoice(scenario([REPLACER, A, C], [D]));
    const w1 = zone(s, Z.waitingRoom, 0).find((id) => s.cards[id]!.cardId === W1)!;
    const hand = zone(s, Z.hand, 0).length;
    const r = pick(s, w1);
    s = r.s;
    const energy = zone(s, Z.energy, 0).map((id) => s.cards[id]!);
    expect(energy.map((c) => c.cardId)).toEqual([W1]);
    expect(energy[0]!.face).toBe('down');
    expect(zone(s, Z.waitingRoom, 0).map((id) => s.cards[id]!.cardId)).toEqual([W2]);
    expect(zone(s, Z.hand, 0)).toHaveLength(hand);
    const ev = replacedIn(r.events);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ player: 0, event: 'r4u.energyFromHand', from: 'hand', instead: { from: 'waitingRoom' }, rule: 'R4U 9.11.1' });
  });

  test('R4U 9.3.1.3.2: the replacement is optional: a hand card still goes from the hand, nothing replaced', () => {
    let s = toEnergyChoice(scenario([REPLACER, A, C], [D]));
    const h = zone(s, Z.hand, 0).find((id) => s.cards[id]!.cardId === IN_HAND)!;
    const r = pick(s, h);
    s = r.s;
    expect(zone(s, Z.energy, 0).map((id) => s.cards[id]!.cardId)).toEqual([IN_HAND]);
    expect(zone(s, Z.waitingRoom, 0)).toHaveLength(2);
    expect(replacedIn(r.events)).toHaveLength(0);
  });

  test('R4U 9.11.2 / 9.11.2.3: two copies give the same outcome: no order to choose, one replacement applied to the one event', () => {
    let s = toEnergyChoice(scenario([REPLACER, REPLACER, C], [D]));
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`, `waitingRoom:${W1}`, `waitingRoom:${W2}`].sort());
    const r = pick(s, zone(s, Z.waitingRoom, 0)[0]!);
    s = r.s;
    expect(s.decision?.kind).not.toBe('chooseOption');
    expect(replacedIn(r.events)).toHaveLength(1);
    expect(zone(s, Z.energy, 0)).toHaveLength(1);
  });

  test('R4U 9.11.3: a choice-type replacement that cannot be carried out (an empty waiting room) is not offered', () => {
    const s = toEnergyChoice(scenario([REPLACER, A, C], [D], []));
    expect(s.decision).toMatchObject({ rule: 'R4U 7.3.2.2' });
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`].sort());
  });

  test('R4U 9.11 (side you): the opponent\'s replacement does not let this player put from the waiting room', () => {
    const sc = scenario([A, C], [D]);
    sc.players[1]!.zones!.members = [REPLACER, A, C];
    sc.players[1]!.zones!.retire = [D];
    const s = toEnergyChoice(sc);
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`].sort());
  });
});

/**
 * R4U 5.19.3 / 9.11.3: 「あなたのキャラがリタイアする直前に、あなたはこのカードを控え室に置くことで、デッキの上から３枚控え室に置き、
 * その中に、コスト５以上のキャラかReバースがあるなら、そのリタイアとダメージを取り消す！」 (the second ability of STD/001B-092 and
 * four more Re-birth cards), on a Re-birth card holding just that ability; P1's Entry character (DEF 5) has 5 damage.
 */
describe('R4U 5.19.3 choice-type replacement with a price: cancelling a retire', () => {
  const TEXT = '【永】：あなたのキャラがリタイアする直前に、あなたはこのカードを控え室に置くことで、デッキの上から３枚控え室に置き、その中に、コスト５以上のキャラかReバースがあるなら、そのリタイアとダメージを取り消す！';
  const SAVER: CatalogCard = { id: 'SYN-SAVER', name: 'SYN-SAVER', type: 'Reバース', cost: null, attack: null, defense: null, text: TEXT, abilities: compileText(TEXT, 'Reバース'), traits: [] };
  const cards = cardsWith([SAVER]);
  const LOW = 'AL/001T-006'; // cost 1, 2/5
  const COST4 = 'AL/001T-011'; // cost 4
  const COST5 = 'AL/001T-010'; // cost 5
  const REBIRTH = 'GU/001B-096';
  const position = (deck: string[], rebirth: string[] = ['SYN-SAVER']): GameState => buildScenario(definition, {
    turn: { number: 3, active: 0, phase: 'main', first: 0 },
    players: [
      { zones: { deck: [LOW, LOW], entry: [LOW] } },
      { zones: { deck, entry: [{ card: LOW, damage: 5 }], rebirth } },
    ],
  }, { cards }).state;
  const ids = (s: GameState, z: string) => zone(s, z, 1).map((id) => s.cards[id]!.cardId);

  test('R4U 5.19.3: the text compiles to a choice-type replacement of r4u.retire with its price, mill 3 and the condition', () => {
    expect(SAVER.abilities).toEqual([{
      kind: 'replacement', replaces: { event: 'r4u.retire', side: 'you' }, optional: true,
      effect: { type: 'r4u.cancelRetire', price: { type: 'r4u.moveSelf', to: 'waitingRoom' }, mill: 3, ifAny: { anyOf: [{ type: 'character', cost: { gte: 5 } }, { type: 'rebirth' }] } },
      zones: ['rebirth'], source: [0],
    }]);
  });

  test('R4U 9.11.3 / 9.11.2: before the retire the master is asked: the replacement (by its source) or decline, nothing else', () => {
    const s = position([LOW, COST5, LOW, LOW]);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 1, rule: 'R4U 5.19.3 / 9.11.3' });
    const saver = zone(s, Z.rebirth, 1)[0]!;
    expect(s.decision!.options).toEqual([`${saver}#0`, 'decline']);
    expect(ids(s, Z.entry)).toEqual([LOW]); // not retired yet
  });

  test('R4U 5.19.3: a cost-5 character among the 3 milled cards: the retire and the damage are cancelled; the price is paid', () => {
    let s = position([LOW, COST5, LOW, LOW]);
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option !== 'decline')!);
    expect(ids(s, Z.entry)).toEqual([LOW]);
    expect(s.cards[zone(s, Z.entry, 1)[0]!]!.counters.damage ?? 0).toBe(0);
    expect(ids(s, Z.retire)).toEqual([]);
    expect(ids(s, Z.waitingRoom).sort()).toEqual(['SYN-SAVER', LOW, COST5, LOW].sort());
    expect(ids(s, Z.deck)).toEqual([LOW]);
  });

  test('R4U 5.19.3: a Re-birth card among the 3 milled cards also cancels it', () => {
    let s = position([LOW, LOW, REBIRTH, LOW]);
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option !== 'decline')!);
    expect(ids(s, Z.entry)).toEqual([LOW]);
    expect(ids(s, Z.retire)).toEqual([]);
  });

  test('R4U 5.19.3: cost 4 at most among the milled cards (one below the threshold): the price is paid and the character retires', () => {
    let s = position([COST4, LOW, LOW, COST5, LOW]);
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option !== 'decline')!);
    expect(ids(s, Z.retire)).toEqual([LOW]);
    expect(ids(s, Z.entry)).toEqual([COST5]); // the Entry process (10.5.1.3) put the next deck card there
    expect(ids(s, Z.waitingRoom).sort()).toEqual(['SYN-SAVER', COST4, LOW, LOW].sort());
    expect(ids(s, Z.deck)).toEqual([LOW]);
  });

  test('R4U 9.11.3: declined, the character retires; the Re-birth card stays and the deck is untouched', () => {
    let s = position([LOW, COST5, LOW, LOW]);
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option === 'decline')!);
    expect(ids(s, Z.retire)).toEqual([LOW]);
    expect(ids(s, Z.rebirth)).toEqual(['SYN-SAVER']);
    expect(ids(s, Z.waitingRoom)).toEqual([]);
    expect(ids(s, Z.deck)).toEqual([COST5, LOW, LOW]); // only the Entry process took the top card (10.5.1.3)
  });

  test('R4U 9.11.2.3: two such cards: after one applied without the condition the other is still offered; each only once', () => {
    let s = position([LOW, LOW, LOW, COST5, LOW, LOW], ['SYN-SAVER', 'SYN-SAVER']);
    expect(s.decision!.options).toHaveLength(3);
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option !== 'decline')!); // mills LOW ×3: no hit
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 1 });
    expect(s.decision!.options).toHaveLength(2); // the other one, or decline
    s = act(s, legal(s).find((a) => a.type === 'choose' && a.option !== 'decline')!); // mills COST5: cancelled
    expect(ids(s, Z.entry)).toEqual([LOW]);
    expect(ids(s, Z.retire)).toEqual([]);
  });

  test('R4U 9.11 (side you): the opponent\'s retiring character is not offered to this card\'s master', () => {
    const s = buildScenario(definition, {
      turn: { number: 3, active: 0, phase: 'main', first: 0 },
      players: [
        { zones: { deck: [LOW, LOW], entry: [{ card: LOW, damage: 5 }] } },
        { zones: { deck: [COST5, COST5, COST5], entry: [LOW], rebirth: ['SYN-SAVER'] } },
      ],
    }, { cards }).state;
    expect(s.decision?.kind).toBe('r4u.main');
    expect(zone(s, Z.retire, 0).map((id) => s.cards[id]!.cardId)).toEqual([LOW]);
  });
});

/** R4U 9.3.1.3.1 / 9.11.1 in a cost: GZ/001B-025 【起】【エントリー】：［エネ③、メンバーに〔天才〕がいるなら、かわりにエネ②］あなたはこのキャラをメンバーに置く。 */
describe('R4U 9.11.1 a replacement written into a cost: 「エネ③…なら、かわりにエネ②」', () => {
  const CARD = 'GZ/001B-025';
  const TENSAI: CatalogCard = { id: 'SYN-TENSAI', name: 'SYN-TENSAI', type: 'キャラ', cost: 1, attack: 2, defense: 5, text: '', abilities: [], traits: ['天才'] };
  const cards = cardsWith([TENSAI]);
  const E = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];
  const position = (member: string, energy: number): GameState => buildScenario(definition, {
    turn: { number: 3, active: 0, phase: 'main', first: 0 },
    players: [
      { zones: { deck: [TEST_CHARS[0]!, TEST_CHARS[0]!], entry: [CARD], members: [member], energy: E.slice(0, energy) } },
      { zones: { deck: [TEST_CHARS[0]!], entry: [TEST_CHARS[0]!] } },
    ],
  }, { cards }).state;
  const activate = (s: GameState) => legal(s).filter((a) => a.type === 'activate');

  test('R4U 9.11.1: the printed cost compiles to エネ3 replaced by エネ2 while a 〔天才〕 member is there (the sentence split at 「。」 joined)', () => {
    expect(compileText('【起】【エントリー】：［エネ③、メンバーに〔天才〕がいるなら、かわりにエネ②］あなたはこのキャラをメンバーに置く。')).toEqual([{
      kind: 'activated', cost: [{ type: 'r4u.energy', amount: 3, instead: { condition: { type: 'count', selector: { zone: 'members', side: 'you', filter: { trait: '天才' } }, compare: { gte: 1 } }, amount: 2 } }],
      effect: { type: 'r4u.putOnMembers', target: { ref: 'self' } }, zones: ['entry'], source: [0],
    }]);
    // HP/PR-0008: 「［エネ③。あなたのメンバーに《かなた》がいるなら、かわりにエネ②］」 — the box split at 「。」 is read as one
    expect(compileText('【起】【エントリー】：［エネ③。あなたのメンバーに《かなた》がいるなら、かわりにエネ②］このキャラをメンバーに置く。')).toEqual([{
      kind: 'activated', cost: [{ type: 'r4u.energy', amount: 3, instead: { condition: { type: 'count', selector: { zone: 'members', side: 'you', filter: { nameIncludes: 'かなた' } }, compare: { gte: 1 } }, amount: 2 } }],
      effect: { type: 'r4u.putOnMembers', target: { ref: 'self' } }, zones: ['entry'], source: [0, 1],
    }]);
  });

  test('R4U 9.11.1 / 9.5.2: with a 〔天才〕 member 2 energy pay it (all 2 rested) and the character moves to the members', () => {
    let s = position('SYN-TENSAI', 2);
    expect(activate(s)).toHaveLength(1);
    s = act(s, activate(s)[0]!);
    while (s.decision && s.decision.kind !== 'r4u.main') s = act(s, legal(s)[0]!);
    expect(zone(s, Z.energy, 0).map((id) => s.cards[id]!.tapped)).toEqual([true, true]);
    expect(zone(s, Z.members, 0).map((id) => s.cards[id]!.cardId)).toContain(CARD);
    expect(zone(s, Z.entry, 0).map((id) => s.cards[id]!.cardId)).not.toContain(CARD);
  });

  test('R4U 9.5.2: without a 〔天才〕 member the cost stays エネ3: 2 energy (one short) is refused, 3 pay it', () => {
    expect(activate(position(TEST_CHARS[0]!, 2))).toEqual([]);
    let s = position(TEST_CHARS[0]!, 3);
    expect(activate(s)).toHaveLength(1);
    s = act(s, activate(s)[0]!);
    while (s.decision && s.decision.kind !== 'r4u.main') s = act(s, legal(s)[0]!);
    expect(zone(s, Z.energy, 0).map((id) => s.cards[id]!.tapped)).toEqual([true, true, true]);
    expect(zone(s, Z.members, 0).map((id) => s.cards[id]!.cardId)).toContain(CARD);
  });
});

describe('R4U 9.11 「手札からエネルギーを置く際、かわりに控え室から置いてよい」 for an effect that puts a hand card into energy', () => {
  const PUT: CatalogCard = { id: 'SYN-PUT', name: 'SYN-PUT', type: 'キャラ', cost: 1, attack: 2, defense: 5, text: '【起】【メンバー】：［エネ①］あなたは自分の手札から１枚選び、エネルギーに置く。', abilities: compileText('【起】【メンバー】：［エネ①］あなたは自分の手札から１枚選び、エネルギーに置く。'), traits: [] };
  const cards = cardsWith([PUT]);
  const position = (retire: string[]): GameState => buildScenario(definition, {
    turn: { number: 3, active: 0, phase: 'main', first: 0 },
    players: [
      { zones: { deck: [A, A], hand: [IN_HAND, DRAWN], entry: [B], members: [REPLACER, 'SYN-PUT', C], retire, waitingRoom: [W1, W2], energy: ['HP/001T-P01'] } },
      { zones: { deck: [A], entry: [B] } },
    ],
  }, { cards }).state;
  const choose = (s: GameState) => {
    const x = act(s, legal(s).find((a) => a.type === 'activate')!);
    expect(x.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    return x;
  };

  test('R4U 9.11.1: with the replacement valid the effect offers the waiting room\'s cards beside the hand\'s; one chosen goes into energy face down', () => {
    const s = choose(position([D]));
    expect(offered(s)).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`, `waitingRoom:${W1}`, `waitingRoom:${W2}`].sort());
    const w1 = zone(s, Z.waitingRoom, 0).find((id) => s.cards[id]!.cardId === W1)!;
    const r = pick(s, w1);
    expect(zone(r.s, Z.energy, 0).map((id) => r.s.cards[id]!.cardId).sort()).toEqual(['HP/001T-P01', W1].sort());
    expect(replacedIn(r.events)).toHaveLength(1);
    expect(zone(r.s, Z.hand, 0)).toHaveLength(2);
  });

  test('R4U 11.7.2: one card short of 本領発揮Lv4, the effect offers the hand only', () => {
    expect(offered(choose(position([])))).toEqual([`hand:${DRAWN}`, `hand:${IN_HAND}`].sort());
  });
});
