/**
 * Declared targets and modes (PSO2 406.2.3 - 406.4.1).
 * - 406.2.3: targets the opening text of an ability asks for are chosen when it is declared and put into the
 *   resolution zone. In the data: the `pso2.target` steps at the start of the effect (with a `count` and a `bind`).
 * - 406.2.4 / 504.2: a card or ability whose opening targets cannot be chosen cannot be used.
 * - 406.3: 「以下のいずれかの能力を選んで発動する」 (`pso2.choose` first): the mode is chosen on declaration; the targets
 *   at the start of the chosen mode are declared too.
 * - 406.4.1: on processing the targets are checked again; all illegal: nothing is processed (option
 *   pso2PartialTargets for some).
 */
import type { AbilityEnv, JsonObject, Reader, Selector } from '../../../../engine/src/index.js';
import { candidates, matchesSelector } from '../../../../engine/src/index.js';

export interface Leading {
  /** Declared target selectors (each has `count` and `bind`). */
  targets: Selector[];
  /** Options of a declared mode (406.3), or null. */
  modes: Array<{ label: string; effect: JsonObject }> | null;
}

const declared = (sel: Selector | undefined): sel is Selector => !!sel && typeof sel.count === 'number' && typeof sel.bind === 'string' && sel.ref === undefined;

/** The declared targets / mode at the start of an effect. */
export function leadingOf(effect: JsonObject | null | undefined): Leading {
  if (!effect) return { targets: [], modes: null };
  if (effect.type === 'pso2.target') return { targets: declared(effect.target as Selector) ? [effect.target as Selector] : [], modes: null };
  if (effect.type === 'pso2.choose') return { targets: [], modes: effect.options as Leading['modes'] };
  if (effect.type === 'sequence') {
    const steps = (effect.steps as JsonObject[]) ?? [];
    if (steps[0]?.type === 'pso2.choose') return { targets: [], modes: steps[0].options as Leading['modes'] };
    const targets: Selector[] = [];
    for (const st of steps) {
      if (st.type !== 'pso2.target') break;
      if (declared(st.target as Selector)) targets.push(st.target as Selector);
    }
    return { targets, modes: null };
  }
  return { targets: [], modes: null };
}

/** The targets to declare once a mode is chosen (406.3 + 406.2.3). */
export function declaredTargets(effect: JsonObject | null | undefined, mode: number | null): Selector[] {
  const lead = leadingOf(effect);
  if (lead.modes && mode !== null) return leadingOf(lead.modes[mode]?.effect).targets;
  return lead.targets;
}

/** How many targets a declared selector needs at least (406.2.4): its count, or 0 with `upTo`. */
export function needed(sel: Selector): number {
  return sel.upTo === true ? 0 : (sel.count as number);
}

/** 406.2.4: can every declared target of the effect (in some mode) be chosen now? */
export function targetsAvailable(r: Reader, effect: JsonObject | null | undefined, env: AbilityEnv): boolean {
  const lead = leadingOf(effect);
  const ok = (sels: Selector[]) => sels.every((sel) => candidates(r, sel, env, env.controller).length >= needed(sel));
  if (lead.modes) return lead.modes.some((m) => ok(leadingOf(m.effect).targets));
  return ok(lead.targets);
}

/** The modes that can be declared now (406.3 with 406.2.4). */
export function availableModes(r: Reader, effect: JsonObject | null | undefined, env: AbilityEnv): number[] {
  const lead = leadingOf(effect);
  if (!lead.modes) return [];
  return lead.modes.map((m, i) => ({ m, i })).filter(({ m }) => leadingOf(m.effect).targets.every((sel) => candidates(r, sel, env, env.controller).length >= needed(sel))).map(({ i }) => i);
}

/** 406.4.1: the declared targets still legal now, per variable. */
export function stillLegal(r: Reader, targets: Record<string, string[]>, selectors: Record<string, JsonObject>, env: AbilityEnv): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [bind, ids] of Object.entries(targets)) {
    const sel = selectors[bind] as Selector | undefined;
    out[bind] = ids.filter((id) => r.state.cards[id] !== undefined && (!sel || matchesSelector(r, sel, id, env)));
  }
  return out;
}
