/**
 * Passes over a compiled ability (after all its clauses are read), for forms whose meaning depends on the
 * steps around them:
 *  - 「コストX」 in a group (5.2.1.1): each step whose own selector holds the placeholder (groups.ts COST_X) runs
 *    inside `sve.withCostX`, which reads X as the step resolves and puts the number into the filter;
 *  - quantities read as a step resolves: 「(group)のカード名の種類数」 (a `sve.noteDistinctNames` before each reader),
 *    「このターン、場から墓場に置かれたフォロワーの数」 (a `sve.noteTurnCount` before each run of readers);
 *  - 「下記をN回くり返す」 and 「各プレイヤーはサイコロをふる。…そのプレイヤーは…」: the markers of effects/repeat.ts and
 *    effects/dice.ts become `sve.repeatTimes` / `sve.eachPlayer` around the rest of the ability;
 *  - last known information (10.11.1): an activated ability whose cost moves this card off the field and whose
 *    effect reads its stats or counters notes them first (`sve.lastKnown`, `sve.noteCounters`); chosen cards read
 *    after they moved (last-known-chosen.ts).
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { LAST_KNOWN_VAR } from '../../rules/notations-5.js';
import { FIELD_TO_CEMETERY_VAR } from '../../rules/turn-counts.js';
import { COST_X, NOTE_DISTINCT_NAMES, WITH_COST_X } from '../vocab/x-values.js';
import { NOTE_COUNTERS } from '../vocab/costs.js';
import { DISTINCT_NAMES_VAR, LK_COUNTER_VAR, lastChosen } from './quantities.js';
import { EACH_BELOW, THAT_PLAYER } from './effects/dice.js';
import { REPEAT_BELOW } from './effects/repeat.js';

type Step = JsonObject;



const hasCostX = (node: unknown): boolean => JSON.stringify(node ?? null).includes(`"lt":${COST_X}`);

/** Fields of an effect that hold nested effects (a wrapper goes around the innermost step that reads X). */
const NESTED = ['steps', 'then', 'else', 'effect', 'options'];

function wrapX(node: Step, x: () => JsonObject): Step {
  if (!hasCostX(node)) return node;
  const own = Object.fromEntries(Object.entries(node).filter(([k]) => !NESTED.includes(k)));
  if (hasCostX(own)) return { type: WITH_COST_X, ...x(), effect: node };
  const outN: Step = { ...node };
  for (const k of NESTED) {
    const v = node[k];
    if (Array.isArray(v)) outN[k] = v.map((s) => (s && typeof s === 'object' && !Array.isArray(s) && 'type' in s ? wrapX(s as Step, x) : s && typeof s === 'object' && 'effect' in (s as JsonObject) ? { ...(s as JsonObject), effect: wrapX((s as JsonObject).effect as Step, x) } : s));
    else if (v && typeof v === 'object' && !Array.isArray(v)) outN[k] = wrapX(v as Step, x);
  }
  return outN;
}

/**
 * The post-pass of one block's steps (SVE 5.2.1.1): each step whose own selector holds the 「コストX」
 * placeholder runs inside `sve.withCostX` with X's amount. `x(chosen)` reads the card's X with
 * 「選んだ…」 = the variable of the last choice before the step (it throws when the card defines no X);
 * null when a placeholder is left where no step reads it.
 */
export function costXPass(steps: Step[], x: (chosen: JsonObject | null) => { amount: JsonObject | number; plus: number }): Step[] | null {
  if (!hasCostX(steps)) return steps;
  const out = steps.map((s, i) => wrapX(s, () => {
    const r = x(lastChosen(steps.slice(0, i)));
    const w: JsonObject = { amount: r.amount };
    if (r.plus !== 0) w.plus = r.plus;
    return w;
  }));
  return hasCostX(out.map(stripWrapped)) ? null : out; // null: a コストX outside a step that can read it
}

function stripWrapped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripWrapped);
  if (node === null || typeof node !== 'object') return node;
  const o = node as JsonObject;
  if (o.type === WITH_COST_X) return null;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, stripWrapped(v)]));
}

/** Block post-pass: a `sve.noteDistinctNames` before each top-level step reading such a variable (once per run of readers). */
export function noteDistinctNames(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const st of steps) {
    const vars = [...new Set([...JSON.stringify(st).matchAll(/"var":"(sve\.distinctNames:(?:[^"\\]|\\.)*)"/g)].map((x) => JSON.parse(`"${x[1]!}"`) as string))];
    for (const v of vars) out.push({ type: NOTE_DISTINCT_NAMES, of: JSON.parse(v.slice(DISTINCT_NAMES_VAR.length)) as JsonObject, bind: v });
    out.push(st);
  }
  return out;
}

/**
 * Before each step that reads the per-turn count variable, a step binding it as it is then (the X is read
 * as the effect applies: after the destruction earlier in the same ability, SD07-003).
 */
export function noteTurnCounts(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const st of steps) {
    const key = `"var":"${FIELD_TO_CEMETERY_VAR}"`;
    const prev = out[out.length - 1];
    // one binding for consecutive readers (「[攻撃力]+X/[体力]+X」 is one X)
    if (JSON.stringify(st).includes(key) && !(prev && (prev.type === 'sve.noteTurnCount' || JSON.stringify(prev).includes(key)))) out.push({ type: 'sve.noteTurnCount', bind: FIELD_TO_CEMETERY_VAR });
    out.push(st);
  }
  return out;
}

function unwrapThatPlayer(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(unwrapThatPlayer);
  if (x === null || typeof x !== 'object') return x;
  const o = x as JsonObject;
  if (o.type === THAT_PLAYER) return o.effect;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, unwrapThatPlayer(v)]));
}

/**
 * 「下記をN回くり返す」: the steps after the marker (at the ability's top level) become one `sve.repeatTimes`
 * step; null when a marker is left inside a condition or choice (not a form we know).
 */
export function eachPlayerAndRepeat(steps0: Step[]): Step[] | null {
  // 「各プレイヤーはサイコロをふる。…そのプレイヤーは…」: the rest, once per player with 「自分」 = that player
  const e = steps0.findIndex((x) => x.type === EACH_BELOW);
  const rest = steps0.slice(e + 1);
  const steps = e < 0 ? steps0 : [...steps0.slice(0, e), { type: 'sve.eachPlayer', effect: unwrapThatPlayer(rest.length === 1 ? rest[0]! : { type: 'sequence', steps: rest }) as JsonObject }];
  if (JSON.stringify(steps).includes(`"${EACH_BELOW}"`) || JSON.stringify(steps).includes(`"${THAT_PLAYER}"`)) return null;
  const i = steps.findIndex((x) => x.type === REPEAT_BELOW);
  const out = i < 0 ? steps : [...steps.slice(0, i), { type: 'sve.repeatTimes', times: steps[i]!.times as number, effect: steps.length - i - 1 === 1 ? steps[i + 1]! : { type: 'sequence', steps: steps.slice(i + 1) } }];
  if (i >= 0 && i === steps.length - 1) return null;
  return JSON.stringify(out).includes(`"${REPEAT_BELOW}"`) ? null : out;
}

/**
 * Activated-ability post-pass: an effect reading `sve.lkCounter.<name>` gets the cost `sve.noteCounters`
 * right before the cost that moves this card (sacrificeSelf), else first.
 */
export function noteCountersBeforeMove(a: Ability): Ability {
  const names = [...new Set([...JSON.stringify(a.effect ?? null).matchAll(/"var":"sve\.lkCounter\.([^"]+)"/g)].map((x) => x[1]!))];
  if (names.length === 0) return a;
  const cost = [...((a.cost as JsonObject[] | undefined) ?? [])];
  const i = cost.findIndex((c) => c.type === 'sacrificeSelf');
  cost.splice(i < 0 ? 0 : i, 0, ...names.map((counter): JsonObject => ({ type: NOTE_COUNTERS, counter, bind: `${LK_COUNTER_VAR}${counter}` })));
  return { ...a, cost };
}

/**
 * An activated ability whose cost moves this card off the field (sacrificeSelf, no `zones`: a field card)
 * and whose effect reads this card's stat: the stat is its last known information (10.11.1), noted by the
 * cost sve.lastKnown paid right before the move.
 */
export function lastKnownStats(a: Ability): Ability {
  const cost = (a.cost as JsonObject[] | undefined) ?? [];
  const i = cost.findIndex((c) => c.type === 'sacrificeSelf');
  if (i < 0 || a.zones !== undefined) return a;
  let used = false;
  const rewrite = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(rewrite);
    if (x === null || typeof x !== 'object') return x;
    const o = x as JsonObject;
    const of = o.of as JsonObject | undefined;
    if (typeof o.stat === 'string' && of && of.ref === 'self' && Object.keys(of).length === 1 && Object.keys(o).length === 2) {
      used = true;
      return { var: `${LAST_KNOWN_VAR}.${o.stat}` };
    }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rewrite(v)]));
  };
  const effect = rewrite(a.effect) as JsonObject;
  if (!used) return a;
  return { ...a, cost: [...cost.slice(0, i), { type: 'sve.lastKnown' }, ...cost.slice(i)], effect };
}
