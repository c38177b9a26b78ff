/**
 * GBF 8: effect text — costs (8-4), the checkpoint and free timing (8-5), activation and targets (8-6), automatic
 * effects (8-7: pending, zone-change triggers, state triggers), continuous effects (8-9), replacement effects (8-10);
 * and the once-per-turn limit (10-5), reveal on activation (8-6-2-1, 10-6).
 */
import { apply, legalActions, moveCards, zoneKey, type GameEvent, type GameState } from '../../../engine/src/index.js';
import { currentAtk } from '../src/rules/stats.js';
import { EV, Z } from '../src/constants.js';
import {
  advance, arrange, cardIdsIn, crystals, ctxOf, deckWith, edit, find, idsIn, scenario, settle, take, testCrew, withCards, zoneCards,
} from './helpers.js';

const abilityOrder = (events: GameEvent[]) => events.filter((e) => e.type === 'ability').map((e) => `${e.controller}:${e.cardId}`);
const TIO = 'SAMPLE-GBF-030';
const GARON = 'SAMPLE-GBF-012';

describe('GBF 8-4 costs', () => {
  const FIRE2G2 = testCrew('T-FIRE2G2', { rank: 0, text: '【起動効果】テスト:〔火火②〕カードを1枚引く。', abilities: [{ kind: 'activated', cost: [{ type: 'gbf.crystals', elements: ['火', '火'], generic: 2 }], effect: { type: 'draw', amount: 1 }, source: [0] }] });
  const FIRE = 'SAMPLE-GBF-010'; // 火
  const WATER = 'SAMPLE-GBF-015'; // 水
  const NONE = 'SAMPLE-GBF-036'; // no attribute
  const setupCost = (crystalsOf: Array<[string, number, boolean?]>) => {
    let s = scenario(deckWith(['T-FIRE2G2', ...crystalsOf.flatMap(([c, n]) => Array.from({ length: n }, () => c))]), deckWith([]), {}, withCards(FIRE2G2));
    s = edit(s, (x) => { for (const id of [...x.zones['0:crystal']!.cards]) { x.zones['0:crystal']!.cards = []; x.zones['0:deck']!.cards.push(id); x.cards[id]!.zone = '0:deck'; x.cards[id]!.face = 'down'; } });
    s = arrange(s, [['T-FIRE2G2', Z.crew, 0]]).state;
    for (const [c, n, tapped] of crystalsOf) s = crystals(s, 0, c, n, tapped === true);
    return s;
  };
  const canActivate = (s: GameState) => find(s, { type: 'activate' }) !== undefined;

  test('GBF 8-4-2-2-2 (火火②): 2 fire + 2 of any attribute — payable with 火火水水 and with 火火火火 (fire pays number icons too), resting 4', () => {
    let s = setupCost([[FIRE, 2], [WATER, 2]]);
    expect(canActivate(s)).toBe(true);
    s = settle(take(s, { type: 'activate' }));
    expect(zoneCards(s, Z.crystal, 0).filter((id) => s.cards[id]!.tapped)).toHaveLength(4);
    expect(canActivate(setupCost([[FIRE, 4]]))).toBe(true);
  });

  test('GBF 8-4-2-1 / 8-4-2-4: one fire crystal short (火水水水) — nothing can be paid, the ability is not offered (8-4-2-5)', () => {
    expect(canActivate(setupCost([[FIRE, 1], [WATER, 3]]))).toBe(false);
  });

  test('GBF 8-4-2-1: a crystal with no attribute pays only number icons (2-2-1-1-1)', () => {
    expect(canActivate(setupCost([[FIRE, 2], [NONE, 2]]))).toBe(true);
    expect(canActivate(setupCost([[FIRE, 1], [NONE, 3]]))).toBe(false);
  });

  test('GBF 1-3-2-1 / 8-4-2-1: a rested crystal cannot be rested again to pay (at the limit: 4 active pay; one over: 3 active + 1 rested do not)', () => {
    expect(canActivate(setupCost([[FIRE, 2], [WATER, 2]]))).toBe(true);
    expect(canActivate(setupCost([[FIRE, 2], [WATER, 1], [WATER, 1, true]]))).toBe(false);
  });

  test('GBF 8-4-2-2: the player chooses the attribute of the crystals paying number icons when it matters', () => {
    let s = setupCost([[FIRE, 3], [WATER, 2]]);
    s = take(s, { type: 'activate' });
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'GBF 8-4-2-2' });
    expect(new Set(s.decision!.options)).toEqual(new Set(['火', '水']));
    s = take(s, { type: 'choose', option: '水' });
    s = take(s, { type: 'choose', option: '水' });
    const left = zoneCards(s, Z.crystal, 0).filter((id) => !s.cards[id]!.tapped).map((id) => s.cards[id]!.cardId);
    expect(left).toEqual([FIRE]);
  });

  test('GBF 8-4-2-2-1: a (0) cost is paid by declaring the activation (no crystal needed)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-014']), deckWith([]));
    s = edit(s, (x) => { for (const id of x.zones['0:crystal']!.cards) x.cards[id]!.tapped = true; });
    s = arrange(s, [['SAMPLE-GBF-014', Z.crew, 0]]).state;
    expect(find(s, { type: 'activate' })).toBeDefined();
  });
});

describe('GBF 10-5 once per turn', () => {
  test('GBF 10-5-1 / 10-5-2: 【ターン1回】 once per card per turn — two copies are each usable once; next turn again', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-014', 'SAMPLE-GBF-014']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-014', Z.crew, 0], ['SAMPLE-GBF-014', Z.crew, 0]]).state;
    const [a, b] = idsIn(s, Z.crew, 0, 'SAMPLE-GBF-014');
    s = settle(take(s, { type: 'activate', card: a! }));
    expect(find(s, { type: 'activate', card: a! })).toBeUndefined();
    s = settle(take(s, { type: 'activate', card: b! }));
    expect(find(s, { type: 'activate' })).toBeUndefined();
    s = advance(s, (x) => x.turn.number === 3 && x.decision?.kind === 'gbf.main');
    expect(legalActions(s).filter((x) => x.type === 'activate')).toHaveLength(2);
  });

  test('GBF 10-5-3: without 【ターン1回】 an ability is usable as long as its cost can be paid (カザン 〔火①〕 twice with 4 crystals, not a third time)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-013', 'SAMPLE-GBF-010', 'SAMPLE-GBF-010', 'SAMPLE-GBF-010', 'SAMPLE-GBF-010']), deckWith([]));
    s = edit(s, (x) => { for (const id of x.zones['0:crystal']!.cards) x.cards[id]!.tapped = true; });
    s = arrange(s, [['SAMPLE-GBF-013', Z.crew, 0]]).state;
    s = crystals(s, 0, 'SAMPLE-GBF-010', 4);
    s = settle(take(s, { type: 'activate' }));
    s = settle(take(s, { type: 'activate' }));
    expect(find(s, { type: 'activate' })).toBeUndefined();
  });
});

describe('GBF 8-5 checkpoint', () => {
  const PING = testCrew('T-PING', { rank: 0, text: '【自動効果】テスト:相手のアタックステップ開始時、相手の団員1枚を選ぶ。それに1ダメージを与える。', abilities: [{ kind: 'triggered', trigger: { on: 'gbf.timing', at: 'attackStep', side: 'opponent' }, effect: { type: 'damage', target: { zone: 'crew', side: 'opponent', count: 1 }, amount: 1 }, source: [0] }] });

  test('GBF 8-5-1-2 / 8-5-1-3: the turn player\'s pending effects resolve first; a new one created by a non-turn-player effect jumps ahead of the rest', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-077', 'SAMPLE-GBF-063']), deckWith(['T-PING', 'T-PING']), {}, withCards(PING));
    s = arrange(s, [['SAMPLE-GBF-077', Z.crew, 0], ['SAMPLE-GBF-063', Z.crew, 0], ['T-PING', Z.crew, 1], ['T-PING', Z.crew, 1]]).state;
    const r = apply(s, find(s, { type: 'pass' })!); // the first attack step: 063 (TP, battle phase start) and two T-PING (NTP)
    let state = r.state;
    const order = [...abilityOrder(r.events)];
    for (let i = 0; i < 20 && state.decision?.kind !== 'gbf.attack'; i++) {
      const legal = legalActions(state);
      const a = legal.find((x) => x.type === 'pick' && state.cards[x.card as string]?.cardId === 'SAMPLE-GBF-077') ?? legal[0]!;
      const rr = apply(state, a);
      order.push(...abilityOrder(rr.events));
      state = rr.state;
    }
    // TP's ヴォルク first; then NTP's first ping hits ゴーレム, whose 「ダメージを受けた時」 (TP) resolves before the second ping
    expect(order).toEqual(['0:SAMPLE-GBF-063', '1:T-PING', '0:SAMPLE-GBF-077', '1:T-PING', '0:SAMPLE-GBF-077']);
  });

  test('GBF 8-5-1-2: with several pending effects the turn player chooses which one resolves next', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-063', 'SAMPLE-GBF-063']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-063', Z.crew, 0], ['SAMPLE-GBF-063', Z.crew, 0]]).state;
    s = take(s, { type: 'pass' });
    expect(s.decision).toMatchObject({ player: 0, kind: 'chooseOption', rule: 'GBF 8-5-1-2' });
    expect(s.decision!.options).toHaveLength(2);
  });

  test('GBF 4-6-3-1: after an action the same player gets free timing again (after a checkpoint)', () => {
    let s = scenario(deckWith([TIO, TIO]), deckWith([]));
    s = arrange(s, [[TIO, Z.hand, 0]]).state;
    s = take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, TIO)[0]! });
    expect(s.decision).toMatchObject({ kind: 'gbf.main', player: 0 });
  });
});

describe('GBF 8-6 activation and targets', () => {
  test('GBF 8-6-3-1: a fixed number of targets must be chosen when possible (no "done" before)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-019']), deckWith([TIO, TIO]));
    s = arrange(s, [['SAMPLE-GBF-019', Z.hand, 0], [TIO, Z.crew, 1], [TIO, Z.crew, 1]]).state;
    s = crystals(s, 0, 'SAMPLE-GBF-036', 1);
    s = take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, 'SAMPLE-GBF-019')[0]! }); // イリス 登場時: rest one opponent crew member
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
    expect(legalActions(s).some((a) => a.type === 'done')).toBe(false);
  });

  test('GBF 8-6-3-2: 「まで」 allows choosing none (ストームバレット: up to 2)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-026']), deckWith([TIO, TIO]));
    s = arrange(s, [['SAMPLE-GBF-026', Z.crew, 0], [TIO, Z.crew, 1], [TIO, Z.crew, 1], ['SAMPLE-GBF-036', Z.ougi, 0], ['SAMPLE-GBF-036', Z.ougi, 0], ['SAMPLE-GBF-036', Z.ougi, 0]]).state;
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-026')[0]! });
    s = take(s, { type: 'choose', option: 'yes' }); // the ougi
    s = settle(s, (x) => x.decision?.kind === 'chooseCards' && x.decision.rule !== 'GBF 2-6-1-1-1');
    expect(s.decision).toMatchObject({ min: 0, max: 2 });
    expect(legalActions(s).some((a) => a.type === 'done')).toBe(true);
  });

  test('GBF 8-6-3-4: with nothing to choose, that part of the effect is ignored (紅蓮の巨神 with no opponent crew)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-040']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-040', Z.hand, 0]]).state;
    const r = apply(s, find(s, { type: 'summon' })!);
    expect(r.events.filter((e) => e.type === 'damage')).toEqual([]);
    expect(r.state.decision!.kind).toBe('gbf.main');
    expect(cardIdsIn(r.state, Z.ougi, 0)).toEqual(['SAMPLE-GBF-040']);
  });

  test('GBF 8-6-2-1 / 10-6-1-2: a hand card\'s ability is activated revealed, and hidden again once it is over (10-6-1-3)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-028', 'SAMPLE-GBF-027', 'SAMPLE-GBF-027']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-028', Z.hand, 0], ['SAMPLE-GBF-036', Z.ougi, 0, { face: 'down' }]]).state;
    s = crystals(s, 0, 'SAMPLE-GBF-027', 2); // 光光 for 〔光①〕
    const card = idsIn(s, Z.hand, 0, 'SAMPLE-GBF-028')[0]!;
    const r = apply(s, find(s, { type: 'activate', card })!);
    expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({ card, cardId: 'SAMPLE-GBF-028', to: [0, 1] });
    const end = settle(r.state);
    expect(end.reveals).toEqual([]);
    expect(end.cards[card]!.zone).toBe('0:hand'); // assist: usable from hand, stays there (no self-move in its cost)
    expect(zoneCards(end, Z.ougi, 0).every((id) => end.cards[id]!.face === 'up')).toBe(true);
  });

  test('GBF 4-8-4: 「N枚まで引く」 — the player may stop before each single draw', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-073']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-073', Z.hand, 0]]).state;
    const hand = zoneCards(s, Z.hand, 0).length;
    s = take(s, { type: 'summon' });
    expect(s.decision!.options).toEqual(['draw', 'stop']);
    s = take(s, { type: 'choose', option: 'draw' });
    s = take(s, { type: 'choose', option: 'stop' });
    expect(zoneCards(s, Z.hand, 0)).toHaveLength(hand - 1 + 1);
  });
});

describe('GBF 8-7 automatic effects', () => {
  test('GBF 8-7-3 (gbfAutoCost=optional): an automatic effect with a cost may be declined; it is then not activated and used up (8-7-3-1)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-065', GARON, 'SAMPLE-GBF-010']), deckWith([TIO]));
    s = arrange(s, [['SAMPLE-GBF-065', Z.crew, 0], [TIO, Z.crew, 1]]).state;
    s = crystals(s, 0, 'SAMPLE-GBF-010', 1); // 〔火〕
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-065')[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' }); // → damage step: 闘魂 〔火〕 pending
    expect(s.decision).toMatchObject({ rule: 'GBF 8-7-3', options: ['pay', 'decline'] });
    const r = apply(s, { type: 'choose', player: 0, option: 'decline' });
    expect(r.events.find((e) => e.type === 'fizzled')).toMatchObject({ reason: 'declined', rule: 'GBF 8-7-3-1' });
    expect(r.state.pending).toEqual([]);
  });

  test('GBF 8-7-3 (gbfAutoCost=mandatory): the cost is paid whenever it can be, without a question', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-065', GARON, 'SAMPLE-GBF-010']), deckWith([TIO]), { gbfAutoCost: 'mandatory' });
    s = arrange(s, [['SAMPLE-GBF-065', Z.crew, 0], [TIO, Z.crew, 1]]).state;
    s = crystals(s, 0, 'SAMPLE-GBF-010', 1); // 〔火〕
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-065')[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' });
    expect(s.decision!.rule).not.toBe('GBF 8-7-3');
    expect(zoneCards(s, Z.crystal, 0).filter((id) => s.cards[id]!.cardId === 'SAMPLE-GBF-010' && s.cards[id]!.tapped)).toHaveLength(1); // paid
  });

  test('GBF 8-7-4-1-2: 「戦闘不能になった時」 of a defeated crew member triggers with its crew-area information (ユーリク draws)', () => {
    let s = scenario(deckWith([GARON, GARON]), deckWith(['SAMPLE-GBF-031']));
    s = arrange(s, [[GARON, Z.crew, 0], ['SAMPLE-GBF-031', Z.crew, 1]]).state;
    const hand = zoneCards(s, Z.hand, 1).length;
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, GARON)[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' });
    s = settle(s);
    expect(cardIdsIn(s, Z.ougi, 1)).toEqual(['SAMPLE-GBF-031']);
    expect(zoneCards(s, Z.hand, 1)).toHaveLength(hand + 1);
  });

  test('GBF 8-7-5 / 8-7-5-1: a state trigger (ノノ: hand 0) is pending once while the state holds, and again after resolving if it still holds', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-062']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-062', Z.crew, 0]]).state;
    // empty the hand: the next checkpoint puts 寂しがり on standby, it draws 1
    s = edit(s, (x) => { for (const id of [...x.zones['0:hand']!.cards]) { x.zones['0:hand']!.cards = x.zones['0:hand']!.cards.filter((c) => c !== id); x.zones['0:deck']!.cards.push(id); x.cards[id]!.zone = '0:deck'; x.cards[id]!.face = 'down'; } });
    const r = apply(s, find(s, { type: 'pass' })!);
    expect(r.events.filter((e) => e.type === 'ability' && e.cardId === 'SAMPLE-GBF-062')).toHaveLength(1);
    expect(zoneCards(r.state, Z.hand, 0)).toHaveLength(1);
  });
});

describe('GBF 8-9 continuous effects', () => {
  test('GBF 8-9-2 / 3-1-4: an effect from a resolved effect does not follow a crew member that left the crew area (new card)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-014', TIO]), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-014', Z.crew, 0]]).state;
    const hal = idsIn(s, Z.crew, 0, 'SAMPLE-GBF-014')[0]!;
    s = take(s, { type: 'activate', card: hal });
    s = take(s, { type: 'pick', card: hal }); // ATK+1 on itself this turn
    expect(s.effects.some((e) => e.targets?.includes(hal))).toBe(true);
    // bounce it to hand and deploy it again: a new card, without the +1 (the effect is gone with the old object)
    s = edit(s, (_x, ctx) => moveCards(ctx, [hal], zoneKey(Z.hand, 0), { silent: true }));
    expect(s.effects.some((e) => e.duration === 'untilEndOfTurn')).toBe(false);
    s = take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, 'SAMPLE-GBF-014')[0]! });
    expect(currentAtk(ctxOf(s), idsIn(s, Z.crew, 0, 'SAMPLE-GBF-014')[0]!)).toBe(1);
  });
});

describe('GBF 8-10 replacement effects', () => {
  const defeat = (p0: string[], p1: string[], p1Crew: string[], attackerAtk = 10, options = {}) => {
    let s = scenario(deckWith([...p0, ...p0]), deckWith([...p1, ...p1]), options);
    s = arrange(s, [...p0.map((c) => [c, Z.crew, 0] as [string, string, number]), ...p1Crew.map((c) => [c, Z.crew, 1] as [string, string, number])]).state;
    const attacker = idsIn(s, Z.crew, 0)[0]!;
    s = edit(s, (x) => x.effects.push({ id: 'e-big', source: null, sourceCardId: null, controller: 0, targets: [attacker], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: attackerAtk }, duration: 'untilEndOfTurn', timestamp: x.clock }));
    s = take(s, { type: 'pass' });
    return { s, attacker };
  };

  test('GBF 8-10-1-2: ガイウス 「戦闘不能になる場合、かわりに手札に戻す」 — it goes to hand, not the gauge, and no replenishment follows', () => {
    let { s, attacker } = defeat([GARON], ['SAMPLE-GBF-061'], ['SAMPLE-GBF-061']);
    s = take(s, { type: 'attack', attacker });
    s = take(s, { type: 'pass' });
    const r = apply(s, { type: 'choose', player: 1, option: 'pass' });
    expect(r.events.find((e) => e.type === 'gbf.replaced')).toBeDefined();
    const end = settle(r.state);
    expect(cardIdsIn(end, Z.hand, 1)).toContain('SAMPLE-GBF-061');
    expect(cardIdsIn(end, Z.ougi, 1)).toEqual([]);
  });

  test('GBF 8-10-3: リュミエ\'s optional replacement is offered while it is active (yes: it rests, the other crew member stays)', () => {
    let { s, attacker } = defeat([GARON], ['SAMPLE-GBF-060', TIO], ['SAMPLE-GBF-060', TIO]);
    const tio = idsIn(s, Z.crew, 1, TIO)[0]!;
    s = take(s, { type: 'attack', attacker, target: tio });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' });
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 8-10-3', options: ['yes', 'no'] });
    s = settle(take(s, { type: 'choose', option: 'yes' }));
    expect(cardIdsIn(s, Z.crew, 1).sort()).toEqual(['SAMPLE-GBF-060', TIO].sort());
    expect(s.cards[idsIn(s, Z.crew, 1, 'SAMPLE-GBF-060')[0]!]!.tapped).toBe(true);
  });

  test('GBF 8-10-3: when リュミエ is already rested its "instead" cannot be done — the defeat happens', () => {
    let { s, attacker } = defeat([GARON], ['SAMPLE-GBF-060', TIO], ['SAMPLE-GBF-060', TIO]);
    s = edit(s, (x) => { x.cards[idsIn(x, Z.crew, 1, 'SAMPLE-GBF-060')[0]!]!.tapped = true; });
    s = take(s, { type: 'attack', attacker, target: idsIn(s, Z.crew, 1, TIO)[0]! });
    s = take(s, { type: 'pass' });
    s = settle(take(s, { type: 'choose', option: 'pass' }));
    expect(cardIdsIn(s, Z.ougi, 1)).toEqual([TIO]);
  });

  test('GBF 10-10-2: a replacement effect whose text is negated does not apply (リュミエ under 「効果テキストを無効にする」)', () => {
    let { s, attacker } = defeat([GARON], ['SAMPLE-GBF-060', TIO], ['SAMPLE-GBF-060', TIO]);
    const lumie = idsIn(s, Z.crew, 1, 'SAMPLE-GBF-060')[0]!;
    s = edit(s, (x) => x.effects.push({ id: 'e-lose', source: null, sourceCardId: null, controller: 0, targets: [lumie], player: null, modifier: { type: 'loseAbilities' }, duration: 'untilEndOfTurn', timestamp: ++x.clock }));
    s = take(s, { type: 'attack', attacker, target: idsIn(s, Z.crew, 1, TIO)[0]! });
    s = take(s, { type: 'pass' });
    s = settle(take(s, { type: 'choose', option: 'pass' }));
    expect(cardIdsIn(s, Z.ougi, 1)).toEqual([TIO]);
  });

  test('GBF 8-10-2-1: several replacements could apply — the affected card\'s master chooses one (two リュミエ)', () => {
    let { s, attacker } = defeat([GARON], ['SAMPLE-GBF-060', 'SAMPLE-GBF-060', TIO], ['SAMPLE-GBF-060', 'SAMPLE-GBF-060', TIO]);
    s = take(s, { type: 'attack', attacker, target: idsIn(s, Z.crew, 1, TIO)[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' });
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 8-10-2-1' });
    expect(s.decision!.options).toHaveLength(2);
  });
});
