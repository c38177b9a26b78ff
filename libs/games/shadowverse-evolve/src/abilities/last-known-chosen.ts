/**
 * Last known information of chosen cards (SVE 10.11.1) for 「…を選ぶ。それを破壊する。…Xは「選んだフォロワーの攻撃力」である」:
 * the chosen card is a new card once it has left the field (4.1.4), so a stat read after the move would see
 * nothing. A compile post-pass over one block's steps: when a step moves the cards of a variable (destroy,
 * put) and a later step reads `{ stat, of: that variable }`, the stat is noted just before the move
 * (effect `sve.noteStat`, binding `<var>:lk.<stat>`) and the later read becomes `{ var: '<var>:lk.<stat>' }`.
 * Hooked into compiler.ts compileBlock; the effect is merged into SVE_VOCABULARY (vocabulary.ts).
 */
import { candidates, setVar, type EffectSpec, type JsonObject, type Selector } from '../../../../engine/src/index.js';
import { statOf } from '../state.js';

type Step = JsonObject;

const MOVES = new Set(['destroy', 'sve.put']);

/** The variable a step moves (its target is `{ ref: 'var', var }`), or null. */
function movedVar(step: Step): string | null {
  if (!MOVES.has(step.type as string)) return null;
  const t = step.target as JsonObject | undefined;
  return t && t.ref === 'var' && typeof t.var === 'string' ? t.var : null;
}

/** Replaces every `{ stat, of: { ref: 'var', var } }` amount inside `node`, collecting the stats read. */
function rewrite(node: unknown, v: string, stats: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((x) => rewrite(x, v, stats));
  if (node === null || typeof node !== 'object') return node;
  const o = node as JsonObject;
  const of = o.of as JsonObject | undefined;
  if (typeof o.stat === 'string' && of && of.ref === 'var' && of.var === v && Object.keys(o).every((k) => k === 'stat' || k === 'of')) {
    stats.add(o.stat);
    return { var: `${v}:lk.${o.stat}` };
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, rewrite(x, v, stats)]));
}

/** The post-pass (top-level steps of one block; SVE 10.11.1). */
export function lastKnownChosen(steps: Step[]): Step[] {
  const out = [...steps];
  for (let i = 0; i < out.length; i++) {
    const v = movedVar(out[i]!);
    if (!v) continue;
    const stats = new Set<string>();
    for (let j = i + 1; j < out.length; j++) out[j] = rewrite(out[j], v, stats) as Step;
    if (stats.size === 0) continue;
    const notes = [...stats].map((stat): Step => ({ type: 'sve.noteStat', of: { ref: 'var', var: v }, stat, bind: `${v}:lk.${stat}` }));
    out.splice(i, 0, ...notes);
    i += notes.length;
  }
  return out;
}

export const LAST_KNOWN_EFFECTS: Record<string, EffectSpec> = {
  'sve.noteStat': {
    description: 'Notes the sum of a stat of the selected cards now, as the variable `bind` (SVE 10.11.1: last known information of a chosen card read after it has left the field; last-known-chosen.ts).',
    params: { of: { $ref: '#/$defs/selector' }, stat: { enum: ['attack', 'defense', 'cost'] }, bind: { type: 'string', minLength: 1 } },
    required: ['of', 'stat', 'bind'],
    run: (ctx, e, env) => {
      const ids = candidates(ctx, { ...(e.of as Selector), count: null }, env);
      setVar(ctx.state, env, e.bind as string, ids.reduce((n, id) => n + (statOf(ctx, id, e.stat as string) ?? 0), 0));
    },
  },
};
