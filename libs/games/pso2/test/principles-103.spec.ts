/**
 * PSO2 103: principles — the action right and passing (103.6), responses and quick abilities (103.7), actions that
 * change nothing (103.2.1.2), numbers (103.5), replacement effects (103.4.3), card text over rules (103.1.1).
 */
import { legalActions } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { pd } from '../src/state.js';
import { activate, arrange, choose, deck, endPhase, idOf, kinds, must, pass, passWhile, pay, pick, play, start, target, toMain, who, zone } from './position.js';

describe('PSO2 103.6 the action right (行動権)', () => {
  test('PSO2 103.6.1.1 / 103.6.1.5.1: the turn player holds it at the start of the main phase and cannot pass with an empty zone', () => {
    const s = start();
    expect(s.decision).toMatchObject({ kind: PRIORITY, player: 0 });
    expect(kinds(s)).toContain('endPhase');
    expect(kinds(s)).not.toContain('pass');
  });

  test('PSO2 103.6.1.6 / 103.6.1.7: after a play the right moves to the opponent; both pass: the newest item is processed, then the turn player holds it again', () => {
    let s = start({ p0: deck(['044', '044']) });
    const { s: s1, ids } = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }]);
    s = pay(play(s1, 0, ids[0]!));
    expect(pd(s).zone).toHaveLength(1);
    expect(who(s)).toBe(1); // 103.6.1.6
    expect(kinds(s)).toContain('pass');
    s = pass(s);
    expect(who(s)).toBe(0);
    expect(kinds(s)).toContain('pass'); // the zone is not empty: the turn player may pass
    const hand = zone(s, 'hand', 0).length;
    s = pass(s); // 103.6.1.7: both passed in succession
    expect(pd(s).zone).toHaveLength(0);
    expect(zone(s, 'hand', 0).length).toBe(hand + 1); // 支援要請 drew a card
    expect(s.decision).toMatchObject({ kind: PRIORITY, player: 0 });
    expect(kinds(s)).not.toContain('pass');
  });

  test('PSO2 103.6.1.8: both pass with an empty zone: the step ends (battle start → attack participation)', () => {
    let s = start({ p0: deck([], { player: '005' }) });
    s = must(s, { type: 'attack', player: 0, attacker: zone(s, 'player', 0)[0]! });
    s = pick(s, [zone(s, 'player', 1)[0]!]);
    expect(s.turn).toMatchObject({ phase: 'battle', step: 'start' });
    s = pass(s);
    expect(s.turn.step).toBe('start');
    s = pass(s);
    expect(s.turn.step).toBe('participation');
  });

  test('PSO2 103.6.1.2: rule-only phases give the action right only when a triggered ability was put into the zone', () => {
    // 夜明けの祈り手: 「自分のターンの開始時:【回復1】」
    let s = start({ p0: deck(['077']) });
    s = arrange(s, [{ card: '077', zone: 'field', owner: 0 }]).s;
    s = passWhile(endPhase(s), (t) => t.turn.active === 1); // turn end step: both pass
    // player 1's turn: their start and draw phases have no trigger: no action right, straight to the PP phase
    expect(s.turn).toMatchObject({ active: 1, phase: 'pp' });
    expect(s.decision!.rule).toBe('PSO2 503.1.1');
    s = toMain(s, 1);
    s = endPhase(s);
    s = passWhileTurnEnd(s); // the turn end step has a priority round (103.6.1.1)
    expect(s.turn).toMatchObject({ active: 0, phase: 'start' });
    expect(s.decision).toMatchObject({ kind: PRIORITY, player: 0 });
    expect(pd(s).zone).toHaveLength(1);
  });
});

function passWhileTurnEnd(s: ReturnType<typeof start>) {
  let t = s;
  while (t.turn.active === 1) t = must(t, legalActions(t, definition).find((a) => a.type === 'pass' || a.type === 'done') ?? legalActions(t, definition)[0]!);
  return t;
}

describe('PSO2 103.7 responses and quick abilities', () => {
  test('PSO2 103.7.1 / 406.4: the opponent responds with a quick Active; the newest item is processed first', () => {
    let s = start({ p0: deck(['044', '044']), p1: deck(['041', '041', '041', '041']) });
    s = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 0 }, { card: '041', zone: 'hand', owner: 1 }, { card: '041', zone: 'pp', owner: 1 }, { card: '041', zone: 'pp', owner: 1 }, { card: '041', zone: 'pp', owner: 1 }]).s;
    s = pay(play(s, 0, idOf(s, '044', 'hand', 0)));
    const noa = idOf(s, '037', 'field', 0);
    s = play(s, 1, idOf(s, '041', 'hand', 1)); // スパークレイン: quick
    s = target(s, [noa]); // declared target (406.2.3)
    s = pay(s);
    expect(pd(s).zone.map((i) => i.cardId)).toEqual(['SAMPLE-PSO2-044', 'SAMPLE-PSO2-041']);
    expect(who(s)).toBe(0);
    const hand = zone(s, 'hand', 0).length;
    s = pass(pass(s));
    expect(pd(s).zone.map((i) => i.cardId)).toEqual(['SAMPLE-PSO2-044']); // スパークレイン processed first
    expect(s.cards[noa]).toMatchObject({ counters: { damage: 3 }, flags: { row: 'back' } }); // 3 ≥ half of 4: back row (213.3.1)
    expect(zone(s, 'hand', 0).length).toBe(hand);
    expect(who(s)).toBe(0); // 103.6.1.7
    s = pass(pass(s));
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
  });

  test('PSO2 103.7.1.1 / 504.1.3.1: a 【Main】 Active cannot be played in response (nor by the turn player with items in the zone)', () => {
    let s = start({ p0: deck(['044', '044', '042', '042', '042']), p1: deck(['042', '042', '042']) });
    s = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }, { card: '042', zone: 'hand', owner: 0 }, { card: '042', zone: 'pp', owner: 0 }, { card: '042', zone: 'pp', owner: 0 }, { card: '042', zone: 'hand', owner: 1 }, { card: '042', zone: 'pp', owner: 1 }, { card: '042', zone: 'pp', owner: 1 }, { card: '037', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]).s;
    const main0 = idOf(s, '042', 'hand', 0);
    expect(legalActions(s, definition)).toContainEqual({ type: 'play', player: 0, card: main0 });
    s = pay(play(s, 0, idOf(s, '044', 'hand', 0)));
    expect(legalActions(s, definition).filter((a) => a.type === 'play')).toEqual([]); // player 1: only the 【Main】 card
    s = pass(s);
    expect(legalActions(s, definition)).not.toContainEqual({ type: 'play', player: 0, card: main0 });
  });

  test('PSO2 504.1.4.2: a quick activated ability (マグ・ルクス 【ON⇒OFF】) may be used in the opponent\'s turn; 504.1.4.1: a 【Main】 one (マグ・ノクス) only in your main phase', () => {
    let s = start({ p0: deck([], { mag: '007' }), p1: deck(['044', '044'], { mag: '006' }) });
    s = arrange(s, [{ card: '037', zone: 'field', owner: 1 }]).s;
    const noct = zone(s, 'mag', 0)[0]!;
    expect(legalActions(s, definition)).not.toContainEqual({ type: 'activate', player: 0, card: noct, ability: 0 }); // no OFF PP card to turn ON: 406.2.4
    s = must(s, { type: 'attack', player: 0, attacker: zone(s, 'player', 0)[0]! });
    s = pick(s, [zone(s, 'player', 1)[0]!]);
    s = pass(s);
    const lux = zone(s, 'mag', 1)[0]!;
    expect(who(s)).toBe(1);
    s = activate(s, 1, lux, 0);
    s = pick(s, [idOf(s, '037', 'field', 1)]);
    expect(s.cards[lux]!.tapped).toBe(true); // 209.1.3.1: paid on declaration
    expect(pd(s).zone[0]).toMatchObject({ kind: 'ability', controller: 1 });
    void choose;
  });
});

describe('PSO2 103.2.1.2 / 103.5 actions that change nothing, numbers', () => {
  test('PSO2 103.2.1.2 / 209.1.3.1: an OFF card cannot pay 【ON⇒OFF】 (turning an OFF card OFF is no action)', () => {
    let s = start({ p0: deck([], { mag: '006' }) });
    s = arrange(s, [{ card: '037', zone: 'field', owner: 0 }]).s;
    const lux = zone(s, 'mag', 0)[0]!;
    expect(legalActions(s, definition)).toContainEqual({ type: 'activate', player: 0, card: lux, ability: 0 });
    s.cards[lux]!.tapped = true;
    expect(legalActions(s, definition)).not.toContainEqual({ type: 'activate', player: 0, card: lux, ability: 0 });
  });

  test('PSO2 103.5.1 / 209.3: X is a whole number from 0 to what the PP can pay (3 ON PP: 0..3)', () => {
    let s = start({ p0: deck(['072', '072', '072', '072']), p1: deck() });
    s = arrange(s, [{ card: '072', zone: 'hand', owner: 0 }, { card: '072', zone: 'pp', owner: 0 }, { card: '072', zone: 'pp', owner: 0 }, { card: '072', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]).s;
    s = play(s, 0, idOf(s, '072', 'hand', 0));
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'PSO2 209.3', options: [0, 1, 2, 3] });
  });

  test('PSO2 103.5.3 / 212.2: an attack lowered below 0 counts as 0 and deals no damage', () => {
    let s = start({ p0: deck(['012']), p1: deck(['047', '047', '047']) });
    s = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]).s;
    s.cards[idOf(s, '012', 'field', 0)]!.tapped = false;
    // -3 attack on カイル (2): 0, not -1
    s.effects.push({ id: 'e-test', source: null, sourceCardId: null, controller: 1, targets: [idOf(s, '012', 'field', 0)], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: -3 }, duration: 'untilEndOfTurn', timestamp: 1 });
    s = must(s, { type: 'attack', player: 0, attacker: idOf(s, '012', 'field', 0) });
    s = pick(s, [idOf(s, '037', 'field', 1)]);
    for (let i = 0; i < 8 && s.turn.phase === 'battle'; i++) s = pass(s);
    expect(s.cards[idOf(s, '037', 'field', 1)]!.counters.damage).toBeUndefined();
    expect(zone(s, 'discard', 0).map((x) => s.cards[x]!.cardId)).toContain('SAMPLE-PSO2-012'); // ノア's 2 damage back: lethal (213.3)
  });
});
