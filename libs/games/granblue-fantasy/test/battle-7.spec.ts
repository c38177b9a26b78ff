/**
 * GBF 7: the battle phase — attack step (7-2), counter step (7-3), damage step (7-4), the battle (7-1) and the
 * 11-1-1-2 guard on the attack ⇄ counter pass cycle.
 */
import { apply, legalActions, moveCards, zoneKey, type Action, type GameEvent, type GameState } from '../../../engine/src/index.js';
import { EV, Z } from '../src/constants.js';
import { advance, arrange, cardIdsIn, crystals, deckWith, edit, find, idsIn, scenario, take, zoneCards } from './helpers.js';

const GARON = 'SAMPLE-GBF-012'; // rank 2, ATK 3 / HP 5
const TIO = 'SAMPLE-GBF-030'; // rank 0, ATK 1 / HP 1
const MARS = 'SAMPLE-GBF-036'; // rank 2, ATK 3 / HP 4

/** P0 in the attack step with the given crew; P1 with the given crew. */
function battle(p0: string[], p1: string[], options = {}): GameState {
  let s = scenario(deckWith([...p0, ...p0]), deckWith([...p1, ...p1]), options);
  s = arrange(s, [...p0.map((c) => [c, Z.crew, 0] as [string, string, number]), ...p1.map((c) => [c, Z.crew, 1] as [string, string, number])]).state;
  return take(s, { type: 'pass' });
}

const events = (s: GameState, a: Action): { state: GameState; events: GameEvent[] } => apply(s, a);

describe('GBF 7-2 attack step', () => {
  test('GBF 7-2-1-3-1-1: attacking rests the attacking card; a rested card cannot attack', () => {
    let s = battle([GARON], [TIO]);
    const garon = idsIn(s, Z.crew, 0, GARON)[0]!;
    s = take(s, { type: 'attack', attacker: garon });
    expect(s.cards[garon]!.tapped).toBe(true);
    expect(legalActions(s).some((a) => (a.type === 'attack' || a.type === 'followUp') && a.attacker === garon)).toBe(false);
  });

  test('GBF 7-2-1-3-1-2: while the opponent has crew, only crew can be targeted; with none, the captain', () => {
    let s = battle([GARON], [TIO]);
    const targets = legalActions(s).filter((a) => a.type === 'attack').map((a) => s.cards[a.target as string]!.cardId);
    expect(new Set(targets)).toEqual(new Set([TIO]));
    s = battle([GARON], []);
    const captain = idsIn(s, Z.captain, 1)[0]!;
    expect(new Set(legalActions(s).filter((a) => a.type === 'attack').map((a) => a.target))).toEqual(new Set([captain]));
  });

  test('GBF 7-1 / 7-2-1-3-1: the captain can attack, and a crew member deployed this turn can attack (no summoning sickness)', () => {
    let s = scenario(deckWith([TIO, TIO]), deckWith([]));
    s = arrange(s, [[TIO, Z.hand, 0]]).state;
    s = take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, TIO)[0]! }); // ティオ rank 0: 0 ≤ 1 crystal
    s = take(s, { type: 'pass' });
    const attackers = new Set(legalActions(s).filter((a) => a.type === 'attack').map((a) => s.cards[a.attacker as string]!.cardId));
    expect(attackers).toEqual(new Set([TIO, 'SAMPLE-GBF-001']));
  });

  test('GBF 7-2-1-3-2 / 7-4-1-2: follow-up attacks join the same battle; the damage is the total ATK as ONE damage event (source: the attacking cards)', () => {
    let s = battle([GARON, MARS], [GARON]);
    const [a, b] = [idsIn(s, Z.crew, 0, GARON)[0]!, idsIn(s, Z.crew, 0, MARS)[0]!];
    const target = idsIn(s, Z.crew, 1, GARON)[0]!;
    s = take(s, { type: 'attack', attacker: a, target });
    expect(find(s, { type: 'attack' })).toBeUndefined(); // in battle: no new attack
    s = take(s, { type: 'followUp', attacker: b });
    expect(s.data.gbf).toMatchObject({ battle: { attackers: [a, b], opponent: target } });
    s = take(s, { type: 'pass' });
    const r = events(s, { type: 'choose', player: 1, option: 'pass' }); // no counter step → damage step
    const dmg = r.events.filter((e) => e.type === 'damage');
    expect(dmg).toHaveLength(1);
    expect(dmg[0]).toMatchObject({ card: target, amount: 6, sources: [a, b], kind: 'battle' }); // 3 + 3 ≥ 5: defeated
    expect(cardIdsIn(r.state, Z.crew, 1)).toEqual([]);
    expect(cardIdsIn(r.state, Z.ougi, 1)).toEqual([GARON]);
  });

  test('GBF 7-4-1-2 (at the limit and one under): ATK 5 against HP 5 defeats; ATK 4 against HP 5 does not (9-2-1-3-5)', () => {
    const attack = (extra: number) => {
      let s = battle([GARON], [GARON]);
      const a = idsIn(s, Z.crew, 0, GARON)[0]!;
      s = edit(s, (x) => x.effects.push({ id: 'e-atk', source: null, sourceCardId: null, controller: 0, targets: [a], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: extra }, duration: 'untilEndOfTurn', timestamp: x.clock }));
      s = take(s, { type: 'attack', attacker: a });
      s = take(s, { type: 'pass' });
      return take(s, { type: 'choose', option: 'pass' });
    };
    expect(cardIdsIn(attack(2), Z.crew, 1)).toEqual([]);
    expect(cardIdsIn(attack(1), Z.crew, 1)).toEqual([GARON]);
  });

  test('GBF 7-2-1-4: after the turn player passes, the non-turn player chooses; no counter step and not in battle → burst phase', () => {
    let s = battle([GARON], []);
    s = take(s, { type: 'pass' });
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 7-2-1-4', options: ['counter', 'pass'] });
    s = take(s, { type: 'choose', option: 'pass' });
    expect(s.turn.phase === 'burst' || s.turn.active === 1).toBe(true);
  });

  test('GBF 7-3-1-3 / 7-2-1-1: the counter step returns to the attack step; 「アタックステップ開始時」 fires again, 「バトルフェイズ開始時」 only once per turn', () => {
    let s = scenario(deckWith([]), deckWith([]));
    const timing = (r: { events: GameEvent[] }, at: string) => r.events.filter((e) => e.type === EV.timing && e.at === at).length;
    let r = apply(s, find(s, { type: 'pass' })!);
    expect([timing(r, 'battleStart'), timing(r, 'attackStep')]).toEqual([1, 1]);
    s = take(r.state, { type: 'pass' });
    r = apply(s, { type: 'choose', player: 1, option: 'counter' });
    expect(timing(r, 'counterStep')).toBe(1);
    expect(r.state.decision).toMatchObject({ kind: 'gbf.counter', player: 1 });
    r = apply(r.state, { type: 'pass', player: 1 });
    expect([timing(r, 'battleStart'), timing(r, 'attackStep')]).toEqual([0, 1]);
    expect(r.state.decision).toMatchObject({ kind: 'gbf.attack', player: 0 });
  });

  test('GBF 7-1: a battle ends when the battle opponent is gone (defeated by an effect in the attack step): no battle damage, a new attack is possible', () => {
    const YURIK = 'SAMPLE-GBF-031'; // 闇
    let s = scenario(deckWith(['SAMPLE-GBF-032', GARON, YURIK, YURIK, YURIK]), deckWith([TIO, TIO]));
    s = arrange(s, [['SAMPLE-GBF-032', Z.crew, 0], [GARON, Z.crew, 0], [TIO, Z.crew, 1]]).state;
    s = crystals(s, 0, YURIK, 3); // 〔闇闇①〕
    s = take(s, { type: 'pass' });
    const garon = idsIn(s, Z.crew, 0, GARON)[0]!;
    s = take(s, { type: 'attack', attacker: garon });
    s = take(s, { type: 'activate', card: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-032')[0]! }); // 3 damage to the only opponent crew
    s = advance(s, (x) => x.decision?.kind === 'gbf.attack');
    expect(cardIdsIn(s, Z.crew, 1)).toEqual([]);
    expect(s.data.gbf).toMatchObject({ battle: null });
    expect(s.cards[garon]!.tapped).toBe(true);
    expect(find(s, { type: 'attack' })).toBeDefined(); // not in battle: a new attack (ダリウス on the captain)
    expect(find(s, { type: 'followUp' })).toBeUndefined();
  });

  for (const [option, continues] of [['all-attackers-gone', true], ['any-attacker-gone', false]] as const) {
    test(`GBF 7-1 option gbfBattleEnd=${option}: one of two attacking cards leaves → the battle ${continues ? 'goes on with the other' : 'ends'}`, () => {
      let s = battle([GARON, MARS], [GARON], { gbfBattleEnd: option });
      const [a, b] = [idsIn(s, Z.crew, 0, GARON)[0]!, idsIn(s, Z.crew, 0, MARS)[0]!];
      s = take(s, { type: 'attack', attacker: a });
      s = take(s, { type: 'followUp', attacker: b });
      s = edit(s, (x, ctx) => moveCards(ctx, [a], zoneKey(Z.hand, 0), { silent: true }));
      s = take(s, { type: 'pass' });
      const r = apply(s, { type: 'choose', player: 1, option: 'pass' });
      const dmg = r.events.filter((e) => e.type === 'damage');
      if (continues) expect(dmg).toEqual([expect.objectContaining({ amount: 3, sources: [b] })]);
      else expect(dmg).toEqual([]);
    });
  }

  test('GBF 7-4-1-3: after the damage step the battle ends and the attack step comes back (another attack with an active card)', () => {
    let s = battle([GARON, MARS], [TIO, TIO]);
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, GARON)[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' });
    expect(s.decision!.kind).toBe('gbf.attack');
    expect(s.data.gbf).toMatchObject({ battle: null });
    expect(find(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, MARS)[0]! })).toBeDefined();
  });
});

describe('GBF 11-1-1-2 the attack ⇄ counter pass cycle', () => {
  test('GBF 11-1-1-2 (option gbfCounterLoop=identical-state): back in exactly the same position, the counter step is no longer offered', () => {
    let s = battle([GARON], []);
    s = take(s, { type: 'pass' });
    expect(s.decision!.options).toEqual(['counter', 'pass']);
    s = take(s, { type: 'choose', option: 'counter' });
    s = take(s, { type: 'pass' }); // counter step: nothing
    s = take(s, { type: 'pass' }); // attack step: nothing → the same position
    expect(s.turn.phase === 'burst' || s.turn.active === 1).toBe(true); // 'pass' was the only answer
  });

  test('GBF 11-1-1-2 (gbfCounterLoop=off): the counter step is offered again', () => {
    let s = battle([GARON], [], { gbfCounterLoop: 'off' });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'counter' });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'pass' });
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 7-2-1-4', options: ['counter', 'pass'] });
  });

  test('GBF 11-1-1-2: when something changed since (an attack happened), the counter step is offered again', () => {
    let s = battle([GARON, MARS], []);
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'counter' });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, GARON)[0]! });
    s = take(s, { type: 'pass' });
    expect(s.decision!.options).toEqual(['counter', 'pass']);
  });
});
