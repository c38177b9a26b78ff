/**
 * SVE section-5 notations (rules/notations-5.ts; grammar src/abilities/grammar/effects/dice.ts, turns.ts, control.ts): dice 5.20 from the state PRNG,
 * extra turns 5.28, skipped turns 5.26, steal 5.22, last known information 10.11.1. Card cases:
 * test/cases/case-helpers.ts.
 */
import { rollDie } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { addExtraTurn, addSkip, stealCards } from '../src/rules/notations-5.js';
import { BY_ID, counters, ctxOf, names, nextTurn, scene, started, zoneCards } from './engine-helpers.js';
import { forceDice } from './cases/case-helpers.js';

const effectsOf = (id: string) => JSON.stringify(compileCard(BY_ID.get(id)!).abilities);

describe('SVE 5.20 dice', () => {
  test('SVE 5.20.1 a die shows 1..6 from the state PRNG: the same state rolls the same value (replay)', () => {
    const s = started();
    const values: number[] = [];
    const ctx = ctxOf(structuredClone(s));
    for (let i = 0; i < 600; i++) values.push(rollDie(ctx, 0, 6));
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(6);
    for (let v = 1; v <= 6; v++) expect(values.filter((x) => x === v).length).toBeGreaterThan(60); // roughly uniform
    const again = ctxOf(structuredClone(s));
    expect(Array.from({ length: 600 }, () => rollDie(again, 0, 6))).toEqual(values);
    expect(ctx.state.rng).toEqual(again.state.rng);
  });

  test('SVE 5.20.1 forced rolls (test helper) give the wanted values in order', () => {
    const s = forceDice(started(), [6, 1, 3]);
    const ctx = ctxOf(s);
    expect([rollDie(ctx, 0), rollDie(ctx, 0), rollDie(ctx, 0)]).toEqual([6, 1, 3]);
  });

  test('SVE 5.20.1 「NからMなら」 / 「NかMなら」 / 「Nなら」 conditions compile to the listed values', () => {
    expect(effectsOf('CP01-081')).toContain('"values":[2,3,4,5]');
    expect(effectsOf('CP01-081')).toContain('"values":[6]');
    expect(effectsOf('BP12-113')).toContain('"values":[4,5,6]');
    expect(effectsOf('SP01-049')).toContain('"declared":true');
  });
});

describe('SVE 5.28 extra turns', () => {
  test('SVE 5.28.1 「このターンのあと、自分の追加ターンを行う」 compiles to sve.extraTurn (次元の超越)', () => {
    // (BP01-057's first sentence, a play option banishing 10 spells, is not compiled yet: the sentence alone)
    const r = compileCard({ ...BY_ID.get('BP01-057')!, text: 'このターンのあと、自分の追加ターンを行う。' });
    expect([r.failures, JSON.stringify(r.abilities)]).toEqual([[], '[{"kind":"spell","effect":{"type":"sve.extraTurn","player":"you"},"source":[0]}]']);
  });

  test('SVE 5.28.1 an extra turn comes right after this turn, then the turn that would have come', () => {
    const s0 = started();
    const ctx = ctxOf(s0);
    addExtraTurn(ctx, 0);
    let s = ctx.state;
    const turns0 = counters(s, 0).turns!;
    const max0 = counters(s, 0).maxPp!;
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 0).turns, counters(s, 0).maxPp, counters(s, 1).turns]).toEqual([0, turns0 + 1, max0 + 1, 0]);
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 1).turns]).toEqual([1, 1]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
  });

  test('SVE 5.28.1.1 several extra turns: the last applied first, all before the original next turn', () => {
    const ctx = ctxOf(started());
    addExtraTurn(ctx, 0);
    addExtraTurn(ctx, 1); // applied last: taken first
    let s = ctx.state;
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = nextTurn(s);
      order.push(s.turn.active);
    }
    expect(order).toEqual([1, 0, 1, 0]); // extra 1, extra 0, then player 1's original turn, then player 0
  });

  test('SVE 5.28.1 an extra turn of the other player: afterwards the original order resumes', () => {
    const ctx = ctxOf(started());
    addExtraTurn(ctx, 1);
    addExtraTurn(ctx, 1);
    let s = ctx.state;
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = nextTurn(s);
      order.push(s.turn.active);
    }
    expect(order).toEqual([1, 1, 1, 0]); // two extra turns of player 1, then player 1's original turn
  });
});

describe('SVE 5.26 skipped turns', () => {
  test('SVE 5.26.2 「次の自分のターンをスキップする」: that turn does not begin, the turn after it does', () => {
    const ctx = ctxOf(started());
    addSkip(ctx, 0);
    let s = ctx.state;
    const turns0 = counters(s, 0).turns!;
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 0).turns, counters(s, 1).turns]).toEqual([1, turns0, 2]);
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 0).turns]).toEqual([0, turns0 + 1]);
  });

  test('SVE 5.26.2.1 two skips: one turn each (two of the player\'s turns skipped, not one)', () => {
    const ctx = ctxOf(started());
    addSkip(ctx, 0);
    addSkip(ctx, 0);
    let s = ctx.state;
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = nextTurn(s);
      order.push(s.turn.active);
    }
    expect(order).toEqual([1, 1, 1, 0]);
  });

  test('SVE 5.26.1 with 5.28.1: a skipped extra turn is replaced by the turn that would come next', () => {
    const ctx = ctxOf(started());
    addExtraTurn(ctx, 0);
    addSkip(ctx, 0);
    let s = ctx.state;
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
  });
});

describe('SVE 5.22 steal', () => {
  test('SVE 5.22.1/5.22.3/5.22.4 the same card moves to your field: master changes, owner, state and damage stay', () => {
    const { s, ids } = scene({ me: 'SD02', oppField: ['SD02-019'], oppEngaged: [0] });
    const ctx = ctxOf(s);
    const id = ids.oppField![0]!;
    ctx.state.cards[id]!.counters.mark = 2;
    expect(stealCards(ctx, [id], 0, 0)).toEqual([id]);
    const c = ctx.state.cards[id]!;
    expect([zoneCards(ctx.state, 'field', 0).includes(id), c.controller, c.owner, c.tapped, c.counters.mark]).toEqual([true, 0, 1, true, 2]);
  });

  test('SVE 5.22.1 (4.4.4.2) a full field: the card is not taken', () => {
    const { s, ids } = scene({ me: 'SD02', field: ['SD02-019', 'SD02-019', 'SD02-007', 'SD02-007', 'SD02-002'], oppField: ['SD02-019'] });
    const ctx = ctxOf(s);
    expect(stealCards(ctx, [ids.oppField![0]!], 0, 0)).toEqual([]);
    expect(names(ctx.state, 'field', 1)).toEqual(['SD02-019']);
  });
});

describe('SVE 10.11.1 last known information', () => {
  test('SVE 10.11.1 「これの攻撃力」 in an ability whose cost puts this card into the cemetery reads a noted value (sve.lastKnown before the move)', () => {
    const a = JSON.parse(effectsOf('CSD03b-010')) as Array<{ kind: string; cost?: Array<{ type: string }>; effect: unknown }>;
    const act = a.find((x) => x.kind === 'activated')!;
    expect(act.cost!.map((c) => c.type)).toEqual(['tapSelf', 'sve.lastKnown', 'sacrificeSelf']);
    expect(JSON.stringify(act.effect)).toContain('{"var":"sve.lastKnown.attack"}');
  });
});
