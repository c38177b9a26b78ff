/**
 * Instants (S6) and special abilities (S7): when each may be declared, and the declarations a player can
 * make in a window. One code path: the main phase, the response windows of D-23 and the battle steps
 * A / G / I all list from here.
 *
 * Windows (`Context`): 'main' (the turn player's main phase and the answers to it), 'A' (the one
 * response to a battle declaration, D-33), 'G' (challenged player's step), 'I' (challenger's last step),
 * 'L' (the challenger's step inside the loop of the Leaf Fight variant, D-21).
 *  - Instants: timing keyword `tag.timing` — 'any' (default: any window, either turn, S6-1, S7-9),
 *    'ownTurn', 'opponentTurn', 'battleOnly' (A, G, I, L).
 *  - Abilities (activated, printed on your characters on the field, S7-1): ability `timing` — 'ownTurn'
 *    (default), 'anyTurn', 'opponentTurn' (S7-9), 'battle' (only in a battle). Inside a battle an ability
 *    is used only at A (the response, D-33), G (the challenged player, one per pass) and I / L (the
 *    challenger, one), E6; S7-2.
 */
import {
  type AbilityEnv, type Action, type CostNode, type Ctx, type EffectNode, type GameState, type JsonObject, type PlayerIndex,
  type Reader,
} from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { battleOf, cardsIn, factsOf, keywordValue, readerOf, tbDefinition } from '../state.js';
import { canPay, needOf, printedIcons } from '../rules/cost.js';
import { K, targetCandidates } from '../abilities/vocabulary.js';

export type Context = 'main' | 'A' | 'G' | 'I' | 'L';

export const inBattle = (c: Context): boolean => c !== 'main';

/** A Ctx for read-only use of vocabulary functions that take one (cost checks). */
export function readCtx(state: GameState): Ctx {
  const r = readerOf(state);
  return { state, def: tbDefinition(), vocab: r.vocab, events: [], steps: 0, quiet: true };
}

/** The leading `tag.choose` steps of an effect (chosen at declaration, D-23 / D-29) and the rest. */
export function splitDeclared(effect: EffectNode | null): { choose: EffectNode[]; rest: EffectNode | null } {
  if (!effect) return { choose: [], rest: null };
  if (effect.type === 'tag.choose') return { choose: [effect], rest: null };
  if (effect.type !== 'sequence') return { choose: [], rest: effect };
  const steps = effect.steps as EffectNode[];
  let i = 0;
  while (i < steps.length && steps[i]!.type === 'tag.choose') i++;
  const rest = steps.slice(i);
  return { choose: steps.slice(0, i), rest: rest.length === 0 ? null : rest.length === 1 ? rest[0]! : { type: 'sequence', steps: rest } };
}

/** Every leading choice with a fixed count has at least one candidate (else the action is not listed). */
export function targetsAvailable(r: Reader, effect: EffectNode | null, env: AbilityEnv): boolean {
  return splitDeclared(effect).choose.every((c) => {
    const sel = c.target as JsonObject;
    return sel.upTo === true || targetCandidates(r, sel, env).length > 0;
  });
}

export function instantTiming(state: GameState, id: string): string {
  const f = factsOf(state, id);
  const k = keywordValue(f, K.timing);
  if (typeof k === 'string') return k;
  return typeof f?.extra.timing === 'string' ? f.extra.timing : 'any';
}

function timingOk(timing: string, own: boolean, context: Context): boolean {
  switch (timing) {
    case 'ownTurn': return own;
    case 'opponentTurn': return !own;
    case 'battleOnly':
    case 'battle': return inBattle(context);
    default: return true; // 'any', 'anyTurn'
  }
}

/** The spell ability of an instant (its effect), or null. */
export function spellOf(state: GameState, cardId: string): JsonObject | null {
  return state.catalog[cardId]?.abilities.find((a) => a.kind === 'spell') ?? null;
}

/** S6-1, S6-2: the instant `id` in `player`'s hand may be played now (timing, cost, targets). */
export function instantPlayable(state: GameState, player: PlayerIndex, id: string, context: Context): boolean {
  const c = state.cards[id];
  const f = factsOf(state, id);
  if (!c || f?.extra.kind !== KIND.instant) return false;
  if (!timingOk(instantTiming(state, id), state.turn.active === player, context)) return false;
  const attr = typeof f.extra.costAttribute === 'string' ? f.extra.costAttribute : null;
  if (!canPay(state, player, needOf(state, printedIcons(state, c.cardId), attr, null), [id])) return false;
  const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
  return targetsAvailable(readerOf(state), (spellOf(state, c.cardId)?.effect as EffectNode | undefined) ?? null, env);
}

/** Whether `player` may use an ability at all in this window (E6: A; G one for the challenged; I / L one for the challenger). */
function abilityWindowOpen(state: GameState, player: PlayerIndex, context: Context): boolean {
  const b = battleOf(state);
  switch (context) {
    case 'main':
    case 'A': return true;
    case 'G': return b !== null && b.challenger !== player && !b.abilityUsed;
    default: return b !== null && b.challenger === player && !b.abilityUsed;
  }
}

/** S7-2, S7-4, S7-9: ability `index` of `card` may be used by `player` now. */
export function abilityUsable(state: GameState, player: PlayerIndex, card: string, index: number, context: Context): boolean {
  const c = state.cards[card];
  if (!c || c.controller !== player || state.zones[c.zone]?.name !== Z.characters) return false;
  const ab = state.catalog[c.cardId]?.abilities[index];
  if (!ab || ab.kind !== 'activated') return false;
  if (!abilityWindowOpen(state, player, context)) return false;
  if (!timingOk(typeof ab.timing === 'string' ? ab.timing : 'ownTurn', state.turn.active === player, context)) return false;
  const ctx = readCtx(state);
  const env: AbilityEnv = { controller: player, source: card, sourceCardId: c.cardId, scope: null, event: null };
  const cond = ab.condition as (JsonObject & { type: string }) | undefined;
  if (cond && !ctx.vocab.conditions[cond.type]?.test(ctx, cond, env)) return false;
  const limit = ab.limit as JsonObject | undefined;
  if (limit && typeof limit.perTurn === 'number' && (state.usage[`${card}#${index}`] ?? 0) >= limit.perTurn) return false;
  for (const cost of (ab.cost as CostNode[] | undefined) ?? []) if (ctx.vocab.costs[cost.type]?.canPay(ctx, cost, env) !== true) return false;
  return targetsAvailable(ctx, (ab.effect as EffectNode | undefined) ?? null, env);
}

/** Instants and abilities `player` may declare now, as actions. */
export function quickActions(state: GameState, player: PlayerIndex, context: Context): Action[] {
  const out: Action[] = [];
  for (const id of cardsIn(state, Z.hand, player)) if (instantPlayable(state, player, id, context)) out.push({ type: 'playInstant', player, card: id });
  for (const id of cardsIn(state, Z.characters, player)) {
    const abilities = state.catalog[state.cards[id]!.cardId]?.abilities ?? [];
    abilities.forEach((a, index) => {
      if (a.kind === 'activated' && abilityUsable(state, player, id, index, context)) out.push({ type: 'useAbility', player, card: id, ability: index });
    });
  }
  return out;
}
