/**
 * PSO2 506: the battle phase — battle start, attack participation, engagement and damage resolution steps, each
 * with its action right, and what ends a battle early.
 */
import { moveCards, zoneKey } from '../../../engine/src/index.js';
import { F, PRIORITY } from '../src/constants.js';
import { pd } from '../src/state.js';
import { arrange, cardIdsIn, deck, isLegal, must, pass, passWhile, pick, start, target, withCtx, zone } from './position.js';

type S = ReturnType<typeof start>;
const attack = (s: S, p: number, attacker: string, targets: string[] = []) => target(must(s, { type: 'attack', player: p, attacker }), targets);
const leave = (s: S, id: string, owner: number) => withCtx(s, (ctx) => void moveCards(ctx, [id], zoneKey('hand', owner), { reason: 'test' }));

describe('PSO2 506 battle steps', () => {
  test('PSO2 506.2 / 506.2.1 / 103.6.1.1: battle start → attack participation → engagement → damage resolution, each with the turn player holding the right; then back to main', () => {
    let s = start({ p0: deck(['012']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = attack(r.s, 0, r.ids[0]!, [r.ids[1]!]);
    const steps: string[] = [];
    for (let i = 0; i < 20 && s.turn.phase === 'battle'; i++) {
      if (s.decision!.kind === PRIORITY && s.decision!.player === 0 && steps[steps.length - 1] !== s.turn.step) steps.push(s.turn.step!);
      s = pass(s);
    }
    expect(steps).toEqual(['start', 'participation', 'engagement', 'damage']);
    expect(s.turn.phase).toBe('main');
  });

  test('PSO2 506.3.2: the target leaves in the battle start step: the battle ends and the attacker stays ON (it may attack again)', () => {
    let s = start({ p0: deck(['012']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = attack(r.s, 0, r.ids[0]!, [r.ids[1]!]);
    s = pass(leave(s, r.ids[1]!, 1));
    expect(s.turn.phase).toBe('main');
    expect(pd(s).battle).toBeNull();
    expect(s.cards[r.ids[0]!]!.tapped).toBe(false);
    expect(isLegal(s, { type: 'attack', player: 0, attacker: r.ids[0]! })).toBe(true);
  });

  test('PSO2 506.4.1 / 506.4.3: in the participation step the attacker is OFF and 攻撃中; a target leaving then ends the battle (the attacker stays OFF)', () => {
    let s = start({ p0: deck(['012']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = passWhile(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]), (t) => t.turn.step === 'participation');
    expect(s.cards[r.ids[0]!]).toMatchObject({ tapped: true, flags: { [F.attacking]: true } });
    s = pass(leave(s, r.ids[1]!, 1));
    expect(s.turn.phase).toBe('main');
    expect(s.cards[r.ids[0]!]!.tapped).toBe(true);
  });

  test('PSO2 506.5.1 / 506.5.3: in the engagement step both are 交戦状態; a target leaving ends the step and the engaged state', () => {
    let s = start({ p0: deck(['012']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = passWhile(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]), (t) => t.turn.step === 'engagement');
    expect(s.cards[r.ids[0]!]!.flags[F.engaged]).toBe(true);
    s = pass(leave(s, r.ids[1]!, 1));
    expect(s.turn.phase).toBe('main');
    expect(s.cards[r.ids[0]!]!.flags[F.engaged]).toBeUndefined();
  });

  test('PSO2 506.5.2: weapon use is declared by the turn player first, then the defender', () => {
    let s = start({ p0: deck(['012', '062']), p1: deck(['037', '062']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '062', zone: 'field', owner: 0, attachTo: 0 }, { card: '037', zone: 'field', owner: 1 }, { card: '062', zone: 'field', owner: 1, attachTo: 2 }]);
    s = passWhile(attack(r.s, 0, r.ids[0]!, [r.ids[2]!]));
    expect(s.decision).toMatchObject({ rule: 'PSO2 506.5.2', player: 0 });
    s = must(s, { type: 'done', player: 0 });
    expect(s.decision).toMatchObject({ rule: 'PSO2 506.5.2', player: 1 });
    s = pick(s, [r.ids[3]!]);
    s = passWhile(s, (t) => t.turn.phase === 'main');
    expect(cardIdsIn(s, 'discard', 0)).toContain('SAMPLE-PSO2-012'); // ノア 2 + knife 1 = 3 ≥ 2
  });

  test('PSO2 506.6.1 / 506.6.2: the engaged cards deal damage at the same moment (both 2/2 characters are destroyed)', () => {
    let s = start({ p0: deck(['012']), p1: deck(['012']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '012', zone: 'field', owner: 1 }]);
    s = passWhile(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]), (t) => t.turn.phase === 'main');
    expect(zone(s, 'field', 0)).toHaveLength(0);
    expect(zone(s, 'field', 1)).toHaveLength(0);
  });

  test('PSO2 506.6.3 / §14.16 (option pso2AttackingEnds): 攻撃中 ends in the damage step (damageStep) or when the battle ends (battleEnd)', () => {
    for (const mode of ['damageStep', 'battleEnd'] as const) {
      let s = start({ p0: deck(['037']), p1: deck(['024']), options: { pso2AttackingEnds: mode } });
      const r = arrange(s, [{ card: '037', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }]);
      s = passWhile(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]), (t) => t.turn.step === 'damage');
      expect(s.cards[r.ids[0]!]!.flags[F.attacking] === true).toBe(mode === 'battleEnd');
    }
  });

  test('PSO2 506.3.2 / §14.14 (option pso2RapidFireTargetLeaves): one of two rapid-fire targets leaves — end: the battle ends; continue: on against the other', () => {
    for (const mode of ['end', 'continue'] as const) {
      let s = start({ p0: deck(['017']), p1: deck(['024', '024']), options: { pso2RapidFireTargetLeaves: mode } });
      const r = arrange(s, [{ card: '017', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }, { card: '024', zone: 'field', owner: 1 }]);
      s = pick(pick(must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! }), [r.ids[1]!]), [r.ids[2]!]);
      s = pass(leave(s, r.ids[1]!, 1));
      if (mode === 'end') expect(pd(s).battle).toBeNull();
      else expect(pd(s).battle!.targets).toEqual([r.ids[2]]);
    }
  });
});
