/**
 * Continuous effects and the computed information of cards.
 *
 * Computing a card's information (SVE 10.9.1, R4U 9.10.1, GBF 8-9-1): printed facts, then
 * keyword grants/removals, then other non-numeric modifiers (flags), then numeric modifiers; inside
 * a layer by timestamp. Sources are continuous effects in `state.effects` (locked target sets, which
 * stop applying when a target leaves its zone: new object rule) and static abilities of cards whose
 * abilities function where they are (dynamic: re-evaluated on every query).
 * Dependency ordering (SVE 10.9.1.5) is not modelled by the kernel; a game that needs it overrides
 * the query through its own rules.
 */
import type { Json, JsonObject } from './json.js';
import type { ContinuousEffect, GameState, PlayerIndex } from './state.js';
import { newId, tick } from './state.js';
import type { Ctx } from './context.js';
import type { Duration, Modifier, Selector } from './abilities/types.js';
import type { AbilityEnv, Reader } from './abilities/vocabulary.js';
import { evalAmount, matchesSelector } from './abilities/selectors.js';
import { testCondition } from './abilities/conditions.js';
import { abilityIndex, functionsInZone } from './ability-index.js';
import { functionZones } from './zones.js';
import { grantedModifiers } from './abilities/granted.js';
import { lossIndex } from './abilities/loss.js';
import { derivedScratch, memoModifiers, memoModifiersUnfiltered, type StaticSource } from './derived.js';

export type NewEffect = Omit<ContinuousEffect, 'id' | 'timestamp'>;

export function addEffect(ctx: Ctx, e: NewEffect): string {
  const id = newId(ctx.state, 'e');
  ctx.state.effects.push({ ...e, targets: e.targets ? [...e.targets] : null, id, timestamp: tick(ctx.state) });
  return id;
}

/** Drops effects whose targets or (while-in-play) sources left: called by moves and shuffles. */
export function purgeEffectsOf(state: GameState, gone: ReadonlySet<string>): void {
  if (gone.size === 0) return;
  state.effects = state.effects.filter((e) => {
    if (e.duration === 'whileSourceInPlay' && e.source !== null && gone.has(e.source)) return false;
    if (e.targets === null) return true;
    e.targets = e.targets.filter((t) => !gone.has(t));
    return e.targets.length > 0;
  });
}

/**
 * Ends effects at a time marker: `endOfTurn` ends `untilEndOfTurn`; `startOfTurn` (with the player
 * whose turn starts) ends that player's `untilYourNextTurn`; any other marker ends `{until: marker}`.
 */
export function expire(ctx: Ctx, marker: string, player: PlayerIndex | null = null): number {
  const before = ctx.state.effects.length;
  ctx.state.effects = ctx.state.effects.filter((e) => {
    const d = e.duration;
    if (marker === 'endOfTurn' && d === 'untilEndOfTurn') return false;
    if (marker === 'startOfTurn' && d === 'untilYourNextTurn' && (player === null || e.controller === player)) return false;
    if (typeof d === 'object' && d !== null && d.until === marker) return false;
    return true;
  });
  return before - ctx.state.effects.length;
}

interface Applied {
  modifier: Modifier;
  timestamp: number;
}

function layer(m: Modifier): number {
  return m.type === 'keyword' ? 0 : m.type === 'flag' ? 1 : 2;
}

/**
 * Every modifier applying to a card, in application order. `want` keeps only the modifiers a query needs
 * (statOf: one stat; keywordsOf: keywords): a static ability with another kind of modifier is skipped
 * before its condition and `affects` are evaluated, so an ability whose `affects` reads a stat (「攻撃力1の
 * 自分の場のフォロワーすべては【オーラ】を持つ」) does not recurse into itself while that stat is computed.
 */
export function modifiersOf(r: Reader, id: string, want?: (m: Modifier) => boolean): Modifier[] {
  // the derived layer (derived.ts): inside a read scope, the card's full list is computed once
  return memoModifiers(r, id, want, computeModifiers);
}

/**
 * `modifiersOf` from scratch. Inside a derived scope the static sources, with their conditions, are found once per
 * scope and shared by every card's computation (derived.ts `derivedScratch`); outside one, `staticModifiersFresh`.
 */
function computeModifiers(r: Reader, id: string, want?: (m: Modifier) => boolean): Modifier[] {
  const state = r.state;
  const scratch = derivedScratch(state);
  const out: Applied[] = [];
  // ability loss (abilities/loss.ts, SVE 5.31.2): `lostSince` = when `id` lost its abilities (keyword grants
  // older than that are lost); `losers` = cards whose own static abilities apply to nothing
  const losers = lossIndex(state);
  const lostSince = losers.size > 0 ? losers.get(id) : undefined;
  for (const e of state.effects) {
    if (e.targets !== null && e.targets.includes(id) && (!want || want(e.modifier))) {
      if (lostSince !== undefined && e.timestamp < lostSince && e.modifier.type === 'keyword' && e.modifier.grant) continue;
      out.push({ modifier: e.modifier, timestamp: e.timestamp });
    }
  }
  // static abilities of cards whose abilities function where they are: only zones where a static
  // ability can function are looked at, and only cards that have one (ability-index.ts)
  if (scratch === null) staticModifiersFresh(r, id, want, losers, lostSince, out);
  else {
    for (const s of (scratch.sources ??= staticSources(state, losers))) {
      const ab = s.entry.ability;
      if (want && !want(ab.modifier as unknown as Modifier)) continue;
      if (lostSince !== undefined && s.src.timestamp < lostSince && (ab.modifier as JsonObject).type === 'keyword' && (ab.modifier as JsonObject).grant === true) continue; // gained before the loss
      if (ab.condition && !conditionHolds(r, s)) continue;
      const env: AbilityEnv = { ...s.env };
      if (!matchesSelector(r, (ab.affects as Selector) ?? {}, id, env)) continue;
      out.push({ modifier: staticModifier(r, ab.modifier as JsonObject, env), timestamp: s.src.timestamp });
    }
  }
  for (const g of grantedModifiers(r, id)) if (!want || want(g.modifier)) out.push(g); // granted static / keyword abilities (abilities/granted.ts)
  if (out.length === 0) return [];
  if (out.length === 1) return [out[0]!.modifier];
  out.sort((a, b) => layer(a.modifier) - layer(b.modifier) || a.timestamp - b.timestamp);
  return out.map((a) => a.modifier);
}

/** The static abilities applying to `id`, computed from scratch (outside a derived scope: no source list kept). */
function staticModifiersFresh(r: Reader, id: string, want: ((m: Modifier) => boolean) | undefined, losers: ReadonlyMap<string, number>, lostSince: number | undefined, out: Applied[]): void {
  eachStaticSource(r.state, losers, (entry, srcId, src) => {
    const ab = entry.ability;
    if (want && !want(ab.modifier as unknown as Modifier)) return;
    if (lostSince !== undefined && src.timestamp < lostSince && (ab.modifier as JsonObject).type === 'keyword' && (ab.modifier as JsonObject).grant === true) return; // gained before the loss
    const env: AbilityEnv = { controller: src.controller, source: srcId, sourceCardId: src.cardId, scope: null, event: null };
    if (ab.condition && !testCondition(r, ab.condition as JsonObject & { type: string }, env)) return;
    if (!matchesSelector(r, (ab.affects as Selector) ?? {}, id, env)) return;
    out.push({ modifier: staticModifier(r, ab.modifier as JsonObject, env), timestamp: src.timestamp });
  });
}

/**
 * Visits the static abilities functioning now: cards in zones where a static ability can function, that have one
 * functioning in that zone and have not lost their abilities (a card that lost its abilities applies none), in
 * zone / card / ability order (the order `modifiersOf` applies equal timestamps in). One walk for both paths.
 */
function eachStaticSource(state: GameState, losers: ReadonlyMap<string, number>, visit: (entry: StaticSource['entry'], srcId: string, src: StaticSource['src']) => void): void {
  const statics = abilityIndex(state.catalog, 'static');
  if (statics.byCard.size === 0) return;
  for (const z of functionZones(state, statics, false)) {
    for (const srcId of z.cards) {
      const src = state.cards[srcId]!;
      const list = statics.byCard.get(src.cardId);
      if (!list || (losers.size > 0 && losers.has(srcId))) continue;
      for (const entry of list) if (functionsInZone(entry, z)) visit(entry, srcId, src);
    }
  }
}

/** The static sources of a derived scope (`eachStaticSource`, each with its env; conditions evaluated on first use). */
function staticSources(state: GameState, losers: ReadonlyMap<string, number>): StaticSource[] {
  const out: StaticSource[] = [];
  eachStaticSource(state, losers, (entry, srcId, src) => {
    out.push({ entry, srcId, src, env: { controller: src.controller, source: srcId, sourceCardId: src.cardId, scope: null, event: null }, condition: undefined });
  });
  return out;
}

/**
 * A static ability's condition (it does not depend on the card the ability applies to: evaluated once per source
 * per scope). A query nested in the condition's own evaluation evaluates it afresh, as before.
 */
function conditionHolds(r: Reader, s: StaticSource): boolean {
  const cond = s.entry.ability.condition as JsonObject & { type: string };
  if (s.condition === null) return testCondition(r, cond, { ...s.env });
  if (s.condition !== undefined) return s.condition;
  s.condition = null;
  try {
    s.condition = testCondition(r, cond, { ...s.env });
  } catch (e) {
    s.condition = undefined;
    throw e;
  }
  return s.condition;
}

/**
 * A static ability's modifier as it applies now: a stat change written as an Amount (「(cards)N枚につき、このキャラを
 * +1/±0」: `{count, per, times}`) is evaluated at each query with the ability's env (its source and controller).
 */
function staticModifier(r: Reader, m: JsonObject, env: AbilityEnv): Modifier {
  if (m.type === 'stat' && typeof m.value === 'object' && m.value !== null) return { ...(m as unknown as Modifier & { type: 'stat' }), value: evalAmount(r, m.value, env) };
  return m as unknown as Modifier;
}

function printedStat(state: GameState, cardId: string, stat: string): number | null {
  const f = state.catalog[cardId];
  if (!f) return null;
  if (stat === 'cost' || stat === 'attack' || stat === 'defense') return f[stat];
  const v = f.extra[stat];
  return typeof v === 'number' ? v : null;
}

/**
 * Current value of a numeric characteristic (attack, defense, cost or any numeric `extra` fact).
 * `set` replaces, `add` adds, in timestamp order. Null when the card has no such information and
 * nothing set it (SVE 1.3.6).
 */
export function statOf(r: Reader, id: string, stat: string): number | null {
  const card = r.state.cards[id];
  if (!card) return null;
  let value = printedStat(r.state, card.cardId, stat);
  for (const m of memoModifiersUnfiltered(r, id, (x) => x.type === 'stat' && x.stat === stat, computeModifiers)) {
    if (m.type !== 'stat' || m.stat !== stat) continue;
    value = m.op === 'set' ? m.value : (value ?? 0) + m.value;
  }
  return value;
}

/** Printed keywords and keyword abilities, plus grants, minus removals. */
export function keywordsOf(r: Reader, id: string): string[] {
  const card = r.state.cards[id];
  if (!card) return [];
  const facts = lossIndex(r.state).has(id) ? undefined : r.state.catalog[card.cardId]; // lost printed keywords (abilities/loss.ts)
  const set = new Set<string>(facts ? facts.keywords : []);
  for (const ab of facts?.abilities ?? []) if (ab.kind === 'keyword' && typeof ab.keyword === 'string') set.add(ab.keyword);
  for (const m of memoModifiersUnfiltered(r, id, (x) => x.type === 'keyword', computeModifiers)) {
    if (m.type !== 'keyword') continue;
    if (m.grant) set.add(m.keyword);
    else set.delete(m.keyword);
  }
  return [...set].sort();
}

/** `keywordsOf(r, id).includes(keyword)`, without building the set: the last grant/removal decides. */
export function hasKeyword(r: Reader, id: string, keyword: string): boolean {
  const card = r.state.cards[id];
  if (!card) return false;
  const facts = lossIndex(r.state).has(id) ? undefined : r.state.catalog[card.cardId]; // lost printed keywords (abilities/loss.ts)
  let has = false;
  if (facts) {
    if (facts.keywords.includes(keyword)) has = true;
    else for (const ab of facts.abilities) if (ab.kind === 'keyword' && ab.keyword === keyword) has = true;
  }
  for (const m of memoModifiersUnfiltered(r, id, (x) => x.type === 'keyword' && x.keyword === keyword, computeModifiers)) if (m.type === 'keyword' && m.keyword === keyword) has = m.grant ? true : false;
  return has;
}

/** Latest value of a flag modifier on a card (null when none). */
export function flagOf(r: Reader, id: string, flag: string): Json {
  let v: Json = null;
  for (const m of memoModifiersUnfiltered(r, id, (x) => x.type === 'flag' && x.flag === flag, computeModifiers)) if (m.type === 'flag' && m.flag === flag) v = m.value;
  return v;
}

/**
 * Kind change (SVE 5.25) and gained traits on a card, by continuous effects with locked targets only (flag
 * modifiers `type` — the new kind, replacing the printed one — and `trait:<name>` — value true: the card has
 * the trait too). Read by `matchesFilter` (and the games' kind checks); static abilities cannot change them.
 * A state without such effects costs one scan of `state.effects`.
 */
export const TYPE_FLAG = 'type';
export const TRAIT_FLAG_PREFIX = 'trait:';

export function typeOf(state: GameState, id: string): string | null {
  const card = state.cards[id];
  if (!card) return null;
  let type: string | null = state.catalog[card.cardId]?.type ?? null;
  let ts = -1;
  for (const e of state.effects) {
    const m = e.modifier;
    if (m.type === 'flag' && m.flag === TYPE_FLAG && typeof m.value === 'string' && e.targets !== null && e.targets.includes(id) && e.timestamp > ts) {
      type = m.value;
      ts = e.timestamp;
    }
  }
  return type;
}

export function hasGainedTrait(state: GameState, id: string, trait: string): boolean {
  const flag = TRAIT_FLAG_PREFIX + trait;
  for (const e of state.effects) {
    const m = e.modifier;
    if (m.type === 'flag' && m.flag === flag && m.value === true && e.targets !== null && e.targets.includes(id)) return true;
  }
  return false;
}

/**
 * A card's limit of one kind of counter (SVE 1.3.5.1 「これに(name)カウンターはN個まで置ける」): a flag modifier
 * `counterLimit:<name>` whose value is the most counters of that name the card may hold; `addCounter` puts no more
 * (the excess is not put). null: no limit.
 */
export const COUNTER_LIMIT_FLAG_PREFIX = 'counterLimit:';

export function counterLimitOf(r: Reader, id: string, counter: string): number | null {
  const v = flagOf(r, id, COUNTER_LIMIT_FLAG_PREFIX + counter);
  return typeof v === 'number' ? v : null;
}

/** Latest value of a flag modifier on a player (effects with `player` set). */
export function playerFlag(state: GameState, player: PlayerIndex, flag: string): Json {
  let v: Json = null;
  const effects = state.effects.filter((e) => e.player === player).sort((a, b) => a.timestamp - b.timestamp);
  for (const e of effects) if (e.modifier.type === 'flag' && e.modifier.flag === flag) v = e.modifier.value;
  return v;
}

export function isDuration(value: Json | undefined): value is Duration {
  if (typeof value === 'string') return ['permanent', 'untilEndOfTurn', 'untilYourNextTurn', 'whileSourceInPlay'].includes(value);
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.until === 'string';
}
