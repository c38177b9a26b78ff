/**
 * Evaluation of the shared data forms: player references, comparisons, card filters, selectors,
 * amounts and ability variables. Pure reads of the state (no events, no randomness).
 */
import type { Json, JsonObject } from '../json.js';
import type { GameState, PlayerIndex } from '../state.js';
import { isAlly, isOpponent } from '../state.js';
import { canSee, sortedZoneKeys } from '../zones.js';
import { hasGainedTrait, hasKeyword, statOf, typeOf } from '../effects.js';
import { lossIndex } from './loss.js';
import type { AbilityEnv, Reader } from './vocabulary.js';
import type { CardFilter, Compare, PlayerRef, Selector } from './types.js';

/** Players a reference names, relative to the ability's controller, active player first. */
export function resolvePlayers(state: GameState, ref: Json | undefined, env: Pick<AbilityEnv, 'controller'>): PlayerIndex[] {
  const me = env.controller;
  const alive = state.players.filter((p) => !p.lost).map((p) => p.index);
  const order = (xs: PlayerIndex[]) => {
    const n = state.players.length;
    return [...xs].sort((a, b) => ((a - state.turn.active + n) % n) - ((b - state.turn.active + n) % n));
  };
  switch ((ref ?? 'you') as PlayerRef) {
    case 'you':
      return [me];
    case 'opponent':
      return order(alive.filter((p) => isOpponent(state, me, p)));
    case 'each':
      return order(alive);
    case 'active':
      return [state.turn.active];
    case 'nonActive':
      return order(alive.filter((p) => p !== state.turn.active));
    default:
      return [];
  }
}

/** A value compared with a Compare. Missing information never matches a comparison (SVE 1.3.6.2). */
export function compare(value: number | null, cmp: Compare | Json | undefined): boolean {
  if (cmp === undefined || cmp === null) return true;
  if (value === null) return false;
  if (typeof cmp === 'number') return value === cmp;
  if (typeof cmp !== 'object' || Array.isArray(cmp)) return false;
  const c = cmp as { [k: string]: Json };
  if (typeof c.eq === 'number' && !(value === c.eq)) return false;
  if (typeof c.ne === 'number' && !(value !== c.ne)) return false;
  if (typeof c.lt === 'number' && !(value < c.lt)) return false;
  if (typeof c.lte === 'number' && !(value <= c.lte)) return false;
  if (typeof c.gt === 'number' && !(value > c.gt)) return false;
  if (typeof c.gte === 'number' && !(value >= c.gte)) return false;
  return true;
}

function listOf(v: Json | undefined): string[] | null {
  if (v === undefined || v === null) return null;
  return Array.isArray(v) ? (v.filter((x) => typeof x === 'string') as string[]) : typeof v === 'string' ? [v] : null;
}

/**
 * Does printed information match a filter? Used for cards that left their zone (last known
 * information is their catalog facts) and as the base of `matchesFilter`.
 */
export function matchesFacts(r: Reader, cardId: string, filter: CardFilter | undefined | null): boolean {
  if (!filter) return true;
  const f = r.state.catalog[cardId];
  if (!f) return false;
  if (typeof filter.cardId === 'string' && filter.cardId !== cardId) return false;
  if (typeof filter.name === 'string' && filter.name !== f.name) return false;
  if (typeof filter.nameIncludes === 'string' && !f.name.includes(filter.nameIncludes)) return false;
  const types = listOf(filter.type);
  if (types && !types.includes(f.type)) return false;
  if (typeof filter.subtype === 'string' && !f.subtypes.includes(filter.subtype)) return false;
  if (typeof filter.trait === 'string' && !f.traits.includes(filter.trait)) return false;
  if (typeof filter.classOrColor === 'string' && filter.classOrColor !== f.classOrColor) return false;
  if (typeof filter.token === 'boolean' && filter.token !== f.token) return false;
  if (typeof filter.ability === 'string' && !f.abilities.some((a) => a.label === filter.ability)) return false; // a printed ability with that label (SVE 「[進化]を持つ」)
  if (filter.not && typeof filter.not === 'object' && matchesFacts(r, cardId, filter.not as CardFilter)) return false;
  return true;
}

/** Does a card instance match a filter (current information: effects applied)? */
export function matchesFilter(r: Reader, id: string, filter: CardFilter | undefined | null): boolean {
  if (!filter) return true;
  const card = r.state.cards[id];
  if (!card) return false;
  const facts = r.state.catalog[card.cardId];
  if (!facts) return false;
  const { not: notF, anyOf, type, trait, name, ...rest } = filter;
  if (!matchesFacts(r, card.cardId, { ...rest })) return false;
  if (typeof filter.ability === 'string' && lossIndex(r.state).has(id)) return false; // printed abilities lost (abilities/loss.ts)
  // a name: the printed one, or one the card also has where its abilities function (game keyword `<game>.alsoNamed`)
  if (typeof name === 'string' && name !== facts.name && !alsoNamed(r.state, id, name)) return false;
  // current kind and traits (kind change SVE 5.25, gained traits: effects.ts typeOf / hasGainedTrait)
  const types = listOf(type);
  if (types && !types.includes(typeOf(r.state, id) ?? '')) return false;
  if (typeof trait === 'string' && !facts.traits.includes(trait) && !hasGainedTrait(r.state, id, trait)) return false;
  if (filter.cost !== undefined && !compare(statOf(r, id, 'cost'), filter.cost)) return false;
  if (filter.attack !== undefined && !compare(statOf(r, id, 'attack'), filter.attack)) return false;
  if (filter.defense !== undefined && !compare(statOf(r, id, 'defense'), filter.defense)) return false;
  if (typeof filter.keyword === 'string' && !hasKeyword(r, id, filter.keyword)) return false;
  if (typeof filter.tapped === 'boolean' && card.tapped !== filter.tapped) return false;
  if (typeof filter.face === 'string' && card.face !== filter.face) return false;
  if (filter.counter && typeof filter.counter === 'object' && !Array.isArray(filter.counter)) {
    const c = filter.counter as JsonObject;
    if (!compare(card.counters[String(c.name)] ?? 0, c.compare)) return false;
  }
  if (notF && typeof notF === 'object' && matchesFilter(r, id, notF as CardFilter)) return false;
  if (Array.isArray(anyOf) && !anyOf.some((g) => matchesFilter(r, id, g as CardFilter))) return false;
  return true;
}

/**
 * Whether a card also has the name `name` now: a printed keyword ability named `<game>.alsoNamed` (the game
 * registers it) with that value, in a zone where its abilities function (e.g. SVE `sve.alsoNamed`: 「これは場に
 * いる限り、『X』でもある」) or one the ability lists in `zones` (SVE 「これは『X』でもある」: every zone). Printed abilities only, so reading it never evaluates continuous effects.
 */
export function alsoNamed(state: GameState, id: string, name: string): boolean {
  const card = state.cards[id];
  const zone = card ? state.zones[card.zone] : undefined;
  if (!card || !zone) return false;
  // where its abilities function: the zone's `abilities`, or the zones the ability lists (`zones`)
  return (state.catalog[card.cardId]?.abilities ?? []).some((a) => a.kind === 'keyword' && typeof a.keyword === 'string' && a.keyword.endsWith('.alsoNamed') && a.value === name && (Array.isArray(a.zones) ? (a.zones as unknown[]).includes(zone.name) : zone.abilities === true));
}

export function getVar(state: GameState, env: Pick<AbilityEnv, 'scope'>, name: string): Json {
  if (env.scope === null) return null;
  return state.scopes[env.scope]?.[name] ?? null;
}

export function setVar(state: GameState, env: Pick<AbilityEnv, 'scope'>, name: string, value: Json): void {
  if (env.scope === null) return;
  const scope = (state.scopes[env.scope] ??= {});
  scope[name] = value;
}

/**
 * Every card a selector can name right now, in zone order. With `chooser`, cards that player cannot
 * see are left out whenever the selector filters by card information (a player cannot pick a hidden
 * card "with cost 2 or less" knowingly; blind picks without a filter stay possible).
 */
export function candidates(r: Reader, sel: Selector, env: AbilityEnv, chooser: PlayerIndex | null = null): string[] {
  const state = r.state;
  const ref = sel.ref;
  if (typeof ref === 'string') {
    let ids: string[] = [];
    if (ref === 'self') ids = env.source ? [env.source] : [];
    else if (ref === 'eventCard') ids = typeof env.event?.card === 'string' ? [env.event.card] : [];
    else if (ref === 'eventSource') ids = typeof env.event?.source === 'string' ? [env.event.source] : [];
    else if (ref === 'attachedTo') {
      // the card the source is attached to (its host: equipment → the equipped card, a soul → its member)
      const host = env.source ? state.cards[env.source]?.attachedTo ?? null : null;
      ids = host !== null ? [host] : [];
    } else if (ref === 'attached') {
      // the cards attached to the source, in zone order
      const src = env.source;
      if (src !== null) {
        for (const key of sortedZoneKeys(state)) for (const id of state.zones[key]!.cards) if (state.cards[id]!.attachedTo === src) ids.push(id);
      }
    }
    else if (ref === 'var' && typeof sel.var === 'string') {
      const v = getVar(state, env, sel.var);
      ids = Array.isArray(v) ? (v.filter((x) => typeof x === 'string') as string[]) : typeof v === 'string' ? [v] : [];
    }
    return ids.filter((id) => state.cards[id] !== undefined && matchesFilter(r, id, (sel.filter as CardFilter) ?? null));
  }
  const zones = listOf(sel.zone);
  const side = (sel.side ?? 'any') as string;
  const out: string[] = [];
  const filter = (sel.filter as CardFilter | undefined) ?? null;
  const except = exceptIds(r, sel, env);
  for (const key of sortedZoneKeys(state)) {
    const z = state.zones[key]!;
    if (zones ? !zones.includes(z.name) : !z.abilities) continue;
    for (const id of z.cards) {
      const card = state.cards[id]!;
      if (side === 'you' && card.controller !== env.controller) continue;
      if (side === 'opponent' && !isOpponent(state, env.controller, card.controller)) continue;
      if (side === 'ally' && !isAlly(state, env.controller, card.controller)) continue;
      if (sel.other === true && id === env.source) continue;
      if (except && except.has(id)) continue;
      if (filter && chooser !== null && !canSee(state, chooser, id)) continue;
      if (!matchesFilter(r, id, filter)) continue;
      out.push(id);
    }
  }
  return out;
}

/**
 * The cards a zone selector's `except` names (another selector, read now: SVE 「それ以外の相手の場のフォロワーすべて」, the
 * group without the card(s) the ability chose), or null without `except`.
 */
function exceptIds(r: Reader, sel: Selector, env: AbilityEnv): Set<string> | null {
  const ex = sel.except;
  if (ex === undefined || ex === null || typeof ex !== 'object' || Array.isArray(ex)) return null;
  return new Set(candidates(r, { ...(ex as Selector), count: null }, env));
}

/**
 * The target-candidate hook (kernel, one place): the cards of `ids` that `chooser` may choose for an ability of `env`,
 * after the game's `vocabulary.choosable` removed the ones that cannot be chosen (SVE 12.15.2 【オーラ】, R4U
 * 「相手から選ばれない」). Applied to choices only: "all" selectors, references and searches choose nothing.
 */
export function choosableCandidates(r: Reader, ids: readonly string[], chooser: PlayerIndex, env: AbilityEnv): string[] {
  const keep = r.vocab.choosable;
  return keep ? ids.filter((id) => keep(r, id, chooser, env)) : [...ids];
}

/**
 * Whether card `id` is one of `candidates(r, sel, env)` (no chooser). For zone selectors the card's
 * own zone is checked instead of listing every candidate (statOf asks this for every static ability
 * on every query): in a consistent state a card is listed in exactly the zone it names (checkState),
 * so the answer is the same; a state where that does not hold is answered by the full list.
 */
export function matchesSelector(r: Reader, sel: Selector, id: string, env: AbilityEnv): boolean {
  const state = r.state;
  const card = typeof sel.ref === 'string' ? undefined : state.cards[id];
  const z = card ? state.zones[card.zone] : undefined;
  if (!card || !z || !z.cards.includes(id)) return candidates(r, { ...sel, count: null }, env).includes(id);
  const zones = listOf(sel.zone);
  if (zones ? !zones.includes(z.name) : !z.abilities) return false;
  const side = (sel.side ?? 'any') as string;
  if (side === 'you' && card.controller !== env.controller) return false;
  if (side === 'opponent' && !isOpponent(state, env.controller, card.controller)) return false;
  if (side === 'ally' && !isAlly(state, env.controller, card.controller)) return false;
  if (sel.other === true && id === env.source) return false;
  if (sel.except !== undefined && exceptIds(r, sel, env)?.has(id)) return false;
  return matchesFilter(r, id, (sel.filter as CardFilter | undefined) ?? null);
}

/** Evaluates an Amount: a number, {count}, {counter}, {var}, {stat, of, div?, round?}, {sum, times?} or {option, cases, default}. Negative stays negative. */
export function evalAmount(r: Reader, amount: Json | undefined, env: AbilityEnv): number {
  if (amount === undefined || amount === null) return 0;
  if (typeof amount === 'number') return Math.trunc(amount);
  if (typeof amount !== 'object' || Array.isArray(amount)) return 0;
  const a = amount as JsonObject;
  if (a.count !== undefined) {
    let n = candidates(r, a.count as Selector, env).length;
    if (typeof a.per === 'number' && a.per > 0) n = Math.floor(n / a.per); // SVE 5.29.1: leftovers dropped
    if (typeof a.times === 'number') n *= a.times;
    return n;
  }
  if (typeof a.counter === 'string') {
    const p = resolvePlayers(r.state, a.player, env)[0];
    return p === undefined ? 0 : r.state.players[p]?.counters[a.counter] ?? 0;
  }
  if (typeof a.var === 'string') {
    const v = getVar(r.state, env, a.var);
    return typeof v === 'number' ? v : Array.isArray(v) ? v.length : 0;
  }
  // `{sum, times}`: the amounts added (SVE 「…の枚数の合計」), times `times`
  if (Array.isArray(a.sum)) {
    const n = a.sum.reduce<number>((total, x) => total + evalAmount(r, x, env), 0);
    return typeof a.times === 'number' ? n * a.times : n;
  }
  // `{option, cases, default}`: an amount whose reading is a named game option (a reading of ambiguous text):
  // the case named by the state's option value, or by `default` when the option is unset or names no case
  if (typeof a.option === 'string' && a.cases && typeof a.cases === 'object' && !Array.isArray(a.cases)) {
    const cases = a.cases as JsonObject;
    const v = r.state.options?.[a.option];
    const key = typeof v === 'string' && v in cases ? v : String(a.default);
    return evalAmount(r, cases[key], env);
  }
  if (typeof a.stat === 'string' && a.of) {
    const sum = candidates(r, a.of as Selector, env).reduce((total, id) => total + (statOf(r, id, a.stat as string) ?? 0), 0);
    // `div`: a fraction of the value ("half of its attack": div 2, rounded up, SVE 5.30.1)
    if (typeof a.div === 'number' && a.div > 0) return a.round === 'down' ? Math.floor(sum / a.div) : Math.ceil(sum / a.div);
    return sum;
  }
  return 0;
}
