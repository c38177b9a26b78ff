/**
 * Fixes for texts that matched a template but compiled to wrong data (silent mis-compiles):
 *  - 「(元の)コストX(以下|以上)?の(group)」 (SVE 5.2, 5.24): groups.ts reads the qualifier as the placeholder
 *    `filter.cost = { lt: COST_X, lte | gte | eq: COST_X }` (it used to become part of a trait name; a valid
 *    compare that matches no card when left unfilled);
 *    `costXPass` wraps each step holding one in `sve.withCostX` (miscompiles-vocab.ts), which reads X as
 *    the step resolves (5.2.1.1) and puts the number into the filter. 「Xは「Q+N」である」 reads Q plus N.
 *    A placeholder left anywhere else fails the block (never a filter that matches every cost).
 *  - 「選んだフォロワー / 選んだカード」 in a quantity is the card the ability chose (`lastChosen`), not the last
 *    「それ」 (e.g. a token made after; BP12-039); read after a move as its last known information (10.11.1,
 *    last-known-chosen.ts).
 *  - 「これの[進化]コストは「Q」と同じだけ-1する」 (12.2; BP06-019): data (kind replacement, replaces
 *    `sve.evolveCost`, effect `sve.evolveCostChange` with amount −Q), read by actions/evolve-rules.ts.
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';

type Step = JsonObject;

/** Placeholder number of a 「コストX」 bound in a card filter (filled by sve.withCostX as the step resolves). */
export const COST_X = -999999;
export const WITH_COST_X = 'sve.withCostX';
export const EVOLVE_COST_EVENT = 'sve.evolveCost';
export const EVOLVE_COST_CHANGE = 'sve.evolveCostChange';

/** The groups.ts qualifier 「(元の)コストX(以下|以上)?の」 → the placeholder, or null. */
export function costXQualifier(s: string): { cost: JsonObject; length: number } | null {
  const m = /^(?:元の)?コストX(以下|以上)?の/.exec(s);
  if (!m) return null;
  return { cost: { lt: COST_X, [m[1] === '以下' ? 'lte' : m[1] === '以上' ? 'gte' : 'eq']: COST_X }, length: m[0].length };
}

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

/** 「Q+N」 of an X definition → [Q, N] (N = 0 without it). */
export function splitPlus(q: string): [string, number] {
  const m = /^(.+?)\+(\d+)$/.exec(q);
  return m ? [m[1]!, Number(m[2])] : [q, 0];
}

/** The variable of the last choice among `steps` (searched in nested effects too, text order), or null. */
export function lastChosen(steps: unknown): JsonObject | null {
  let found: JsonObject | null = null;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== 'object') return;
    const o = n as JsonObject;
    if (typeof o.type === 'string' && /^sve\.choose/.test(o.type) && typeof o.bind === 'string') found = { ref: 'var', var: o.bind };
    Object.values(o).forEach(walk);
  };
  walk(steps);
  return found;
}

/** Whole-sentence abilities: 「これの[進化]コストは「Q」と同じだけ-N する」 (SVE 12.2.2, BP06-019), or null. */
export function miscompileStatic(t: string, quantity: (q: string) => JsonObject): Ability | null {
  const m = /^これの\[進化\]コストは「(.+)」と同じだけ-(\d+)する$/.exec(t);
  if (!m) return null;
  const q = quantity(m[1]!);
  if (!('count' in q)) return null;
  const times = -Number(m[2]) * ((q.times as number | undefined) ?? 1);
  return { kind: 'replacement', replaces: { event: EVOLVE_COST_EVENT }, effect: { type: EVOLVE_COST_CHANGE, amount: { ...q, times } } };
}

/**
 * X quantities nobody else reads (SVE 5.2):
 *  - 「(group)のカード名の種類数」 (BP09-001): how many different card names the group's cards have. The amount
 *    is the variable `sve.distinctNames:<selector JSON>`; `miscompileNotes` puts a `sve.noteDistinctNames`
 *    step binding it just before each top-level step that reads it (X is read as that step resolves).
 *  - 「これに置かれていた(name)カウンターの数」 (BP10-102): the (name) counters this card had — its last known
 *    information once a cost put it into the cemetery (10.11.1, 4.1.4): the variable `sve.lkCounter.<name>`,
 *    noted by the cost `sve.noteCounters` that `miscompileActivated` inserts right before the move.
 */
export const DISTINCT_NAMES_VAR = 'sve.distinctNames:';
export const LK_COUNTER_VAR = 'sve.lkCounter.';
export const NOTE_DISTINCT_NAMES = 'sve.noteDistinctNames';
export const NOTE_COUNTERS = 'sve.noteCounters';

/** The quantities above, or null (`group` parses a group phrase into a selector). */
export function miscompileQuantity(q: string, group: (phrase: string) => JsonObject | null): JsonObject | null {
  let m = /^(.+)のカード名の種類数$/.exec(q);
  if (m) {
    const sel = group(m[1]!) ?? group(m[1]!.replace(/^(自分|相手)の(墓場|手札|EXエリア|消滅領域|場)にある/, '$1の$2の'));
    return sel ? { var: `${DISTINCT_NAMES_VAR}${JSON.stringify(sel)}` } : null;
  }
  m = /^これに置かれていた(.+?)カウンターの数$/.exec(q);
  if (m && m[1] !== 'スタック') return { var: `${LK_COUNTER_VAR}${m[1]}` };
  return null;
}

/** Block post-pass: a `sve.noteDistinctNames` before each top-level step reading such a variable (once per run of readers). */
export function miscompileNotes(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const st of steps) {
    const vars = [...new Set([...JSON.stringify(st).matchAll(/"var":"(sve\.distinctNames:(?:[^"\\]|\\.)*)"/g)].map((x) => JSON.parse(`"${x[1]!}"`) as string))];
    for (const v of vars) out.push({ type: NOTE_DISTINCT_NAMES, of: JSON.parse(v.slice(DISTINCT_NAMES_VAR.length)) as JsonObject, bind: v });
    out.push(st);
  }
  return out;
}

/**
 * Activated-ability post-pass: an effect reading `sve.lkCounter.<name>` gets the cost `sve.noteCounters`
 * right before the cost that moves this card (sacrificeSelf), else first.
 */
export function miscompileActivated(a: Ability): Ability {
  const names = [...new Set([...JSON.stringify(a.effect ?? null).matchAll(/"var":"sve\.lkCounter\.([^"]+)"/g)].map((x) => x[1]!))];
  if (names.length === 0) return a;
  const cost = [...((a.cost as JsonObject[] | undefined) ?? [])];
  const i = cost.findIndex((c) => c.type === 'sacrificeSelf');
  cost.splice(i < 0 ? 0 : i, 0, ...names.map((counter): JsonObject => ({ type: NOTE_COUNTERS, counter, bind: `${LK_COUNTER_VAR}${counter}` })));
  return { ...a, cost };
}

/** 「(これ|それ)に(name)カウンターN個まで置く」 (SVE 15.1.3; BP10-102): the player chooses how many, 0..N (sve.choice). */
export function miscompileClause(t: string, who: (w: string) => JsonObject): Step | null {
  const m = /^(これ|それ)に(.+?)カウンター(\d+)(?:つ|個)まで置く$/.exec(t);
  if (!m || m[2] === 'スタック' || Number(m[3]) < 1) return null;
  const target = who(m[1]!);
  const options = Array.from({ length: Number(m[3]) + 1 }, (_, k): JsonObject => ({
    label: `${k}個`,
    effect: { type: 'addCounter', target, counter: m[2]!, amount: k }, // 0: nothing placed
  }));
  return { type: 'sve.choice', options, count: 1 };
}
