/**
 * The kernel's replacement machinery (src/replacements.ts; R4U 9.11.2 / 9.11.2.3, SVE 10.10.2.2 / 10.10.2.3) on a
 * plain event (a destination zone name) with three replacements: redirect cemetery → banish, banish → deck, and a
 * "stay" (null) that applies to any destination.
 */
import type { Ctx } from '../src/index.js';
import { applyChosenReplacement, replacementOrderMatters, settleReplacements, type ReplacementRules } from '../src/index.js';

interface Rep { key: string; from: string | null; to: string | null }
const ctx = {} as Ctx;

function rulesOf(reps: Rep[], log: string[] = []): ReplacementRules<string, Rep> {
  return {
    applicable: (_c, to, applied) => reps.filter((r) => !applied.includes(r.key) && (r.from === null || r.from === to)),
    preview: (_c, _to, r) => r.to,
    apply: (_c, _to, r) => {
      log.push(r.key);
      return r.to;
    },
  };
}

describe('kernel replacements (R4U 9.11, SVE 10.10)', () => {
  test('R4U 9.11.1: one replacement applies; the modified event is looked up again (cemetery → banish → deck)', () => {
    const log: string[] = [];
    const r = settleReplacements(ctx, rulesOf([{ key: 'a', from: 'cemetery', to: 'banish' }, { key: 'b', from: 'banish', to: 'deck' }], log), 'cemetery');
    expect(r).toEqual({ event: 'deck', applied: ['a', 'b'] });
    expect(log).toEqual(['a', 'b']);
  });

  test('R4U 9.11.2.3: each replacement applies at most once to one event (a loop cemetery ↔ banish stops)', () => {
    const r = settleReplacements(ctx, rulesOf([{ key: 'a', from: 'cemetery', to: 'banish' }, { key: 'b', from: 'banish', to: 'cemetery' }]), 'cemetery');
    expect(r).toEqual({ event: 'cemetery', applied: ['a', 'b'] });
  });

  test('R4U 9.11.2: when the order changes the outcome the affected player chooses (nothing applied yet); then the chosen one first', () => {
    // a first: banish (b no longer applies); b first: deck — two outcomes
    const reps = [{ key: 'a', from: 'cemetery', to: 'banish' }, { key: 'b', from: 'cemetery', to: 'deck' }, { key: 'c', from: 'banish', to: 'hand' }];
    const log: string[] = [];
    const rules = rulesOf(reps, log);
    expect(replacementOrderMatters(ctx, rules, 'cemetery', [], reps.slice(0, 2))).toBe(true);
    expect(settleReplacements(ctx, rules, 'cemetery')).toEqual({ choose: reps.slice(0, 2), event: 'cemetery', applied: [] });
    expect(log).toEqual([]);
    expect(applyChosenReplacement(ctx, rules, 'cemetery', [], 'a')).toEqual({ event: 'hand', applied: ['a', 'c'] });
    expect(applyChosenReplacement(ctx, rules, 'cemetery', [], 'b')).toEqual({ event: 'deck', applied: ['b'] });
    // a "stay" (null) and a redirect whose chain also ends in null: the same outcome, nothing to ask
    const same = rulesOf([{ key: 'x', from: 'cemetery', to: 'banish' }, { key: 's', from: null, to: null }]);
    expect(settleReplacements(ctx, same, 'cemetery')).toEqual({ event: null, applied: ['x', 's'] });
  });

  test('R4U 9.11.2: when every order gives the same outcome nothing is asked and the first listed applies', () => {
    const reps = [{ key: 'a', from: 'hand', to: 'waitingRoom' }, { key: 'b', from: 'hand', to: 'waitingRoom' }];
    const rules = rulesOf(reps);
    expect(replacementOrderMatters(ctx, rules, 'hand', [], reps)).toBe(false);
    expect(settleReplacements(ctx, rules, 'hand')).toEqual({ event: 'waitingRoom', applied: ['a'] });
  });
});
