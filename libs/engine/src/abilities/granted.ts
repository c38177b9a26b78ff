/**
 * Granted abilities: abilities a card has because of another card or an effect, not because they are
 * printed on it (SVE 10.9.1.2 「能力を与える」, e.g. 「これを装備しているフォロワーは「…」を持つ」, 14.5.2).
 *
 * Data: the modifier `{type:'ability', ability}` (schema.ts), in
 *  - a static ability `{kind:'static', modifier:{type:'ability', ability}, affects}`: while the static
 *    ability functions (its card is where it functions, its condition holds), every card `affects` names
 *    has `ability`. With `affects: {ref:'attachedTo'}` (selectors.ts) that is the card the source is
 *    attached to, so an equipment's grant appears with the link and ends when the link ends;
 *  - a continuous effect (base effect `grantAbility`): its locked targets have it for the duration.
 *
 * A granted ability is the holder's own: `self` in it is the holder, its controller is the holder's
 * controller, and it functions where the holder's abilities function (or in its own `zones`). The
 * kernel's ability queries see it:
 *  - static abilities: `modifiersOf` (so statOf / keywordsOf / flagOf) applies them (`grantedModifiers`);
 *    a granted keyword ability counts as a keyword grant;
 *  - automatic abilities: `collectTriggers` puts them on standby (`collectGrantedTriggers`); the pending
 *    entry carries the grant (`PendingTrigger.grant`), so it still resolves if the grant ends meanwhile
 *    (like a printed ability whose card left);
 *  - activated abilities: `activatableAbilities` lists them with their `grant` key and `activateAbility`
 *    plays them (interpreter.ts);
 *  - views: a visible card lists its granted abilities (`granted`), a pending trigger its grant key.
 * Identity: `key` = `<granting card instance>#<ability index>` for a static grant, the effect id for an
 * effect grant. Per-turn use counts are kept under `grant:<key>:<holder>` (not under the holder's
 * `<id>#` prefix: a holder that loses its printed abilities, e.g. by evolving, keeps its granted ones).
 * Limits (documented, deliberate): one layer — an ability granted this way that itself grants abilities
 * grants nothing, and the conditions / selectors of granting abilities are evaluated without granted
 * abilities (no circularity); a card that just left its zone has no granted abilities (the grant's
 * link or target ended with the move, so there are no last-known-information triggers of them).
 */
import type { JsonObject } from '../json.js';
import type { GameState } from '../state.js';
import { newId, tick } from '../state.js';
import type { Ctx } from '../context.js';
import type { GameEvent } from '../events.js';
import { eventPayload } from '../events.js';
import { abilityIndex, type IndexedAbility, type KindIndex } from '../ability-index.js';
import { sortedZoneKeys, canSee } from '../zones.js';
import { triggeredEvent, type Watcher } from '../triggers.js';
import type { Viewer } from '../state.js';
import type { AbilityEnv, Reader } from './vocabulary.js';
import type { Ability, ConditionNode, Modifier, Selector } from './types.js';
import { candidates, matchesSelector } from './selectors.js';
import { testCondition } from './conditions.js';
import { lossIndex } from './loss.js';
import { beginFresh, endFresh } from '../derived.js';

/** Where a granted ability comes from (stored with pending triggers and ability frames: plain JSON). */
export interface GrantRef {
  /** Unique among the holder's granted abilities: `<source>#<index>` (static) or the effect id. */
  key: string;
  /** The granting card instance, or the continuous effect's id. */
  from: string;
  /** Catalog id of the granting card (null for an effect without a source card). */
  cardId: string | null;
  /** Index of the granting static ability in the granting card's facts (-1 for an effect). */
  index: number;
  /** The granted ability's data. */
  ability: Ability;
}

export interface GrantedAbility extends GrantRef {
  holder: string;
  /** When the grant began (the granting card entered its zone, or the effect was created). */
  timestamp: number;
}

const NONE: ReadonlyMap<string, GrantedAbility[]> = new Map();
const EMPTY_INDEX: KindIndex = { byCard: new Map(), zones: new Set() };
const grantIndexes = new WeakMap<object, KindIndex>();

function isGrant(modifier: unknown): boolean {
  return typeof modifier === 'object' && modifier !== null && (modifier as JsonObject).type === 'ability';
}

/** Static abilities of a snapshot whose modifier grants an ability (built once per snapshot object). */
export function grantIndex(catalog: GameState['catalog']): KindIndex {
  if (catalog === null || typeof catalog !== 'object') return EMPTY_INDEX;
  let idx = grantIndexes.get(catalog);
  if (!idx) {
    const byCard = new Map<string, IndexedAbility[]>();
    const zones = new Set<unknown>();
    for (const [cardId, list] of abilityIndex(catalog, 'static').byCard) {
      const grants = list.filter((a) => isGrant(a.ability.modifier));
      if (grants.length === 0) continue;
      byCard.set(cardId, grants);
      for (const a of grants) for (const z of a.zones ?? []) zones.add(z);
    }
    idx = byCard.size > 0 ? { byCard, zones } : EMPTY_INDEX;
    grantIndexes.set(catalog, idx);
  }
  return idx;
}

/**
 * Whether the state can hold any granted ability: the snapshot has a granting static ability, or a
 * continuous effect grants one. Remembered per state object with its catalog, effects array and that
 * array's length — the kernel only appends to `state.effects` (addEffect) or replaces the array (purge /
 * expire filter it), so the same array with the same length holds the same effects. This is asked on
 * every `modifiersOf`, so a game without grants pays one WeakMap lookup.
 */
const scans = new WeakMap<object, { catalog: object; effects: object; length: number; any: boolean }>();
export function mayGrant(state: GameState): boolean {
  const effects = state.effects;
  const hit = scans.get(state);
  if (hit && hit.catalog === state.catalog && hit.effects === effects && hit.length === effects.length) return hit.any;
  let any = grantIndex(state.catalog).byCard.size > 0;
  if (!any && Array.isArray(effects)) {
    for (const e of effects) {
      if (isGrant(e.modifier)) {
        any = true;
        break;
      }
    }
  }
  if (state !== null && typeof state === 'object' && Array.isArray(effects)) scans.set(state, { catalog: state.catalog, effects, length: effects.length, any });
  return any;
}

let computing = false;

/**
 * Every granted ability now, by holder (holders in zone order, abilities: effects in creation order,
 * then static grants in zone order). Computed fresh on each call (states are mutated in place by rules).
 */
export function grantedMap(r: Reader): ReadonlyMap<string, GrantedAbility[]> {
  const state = r.state;
  if (computing || !mayGrant(state)) return NONE; // one layer (see the module comment)
  computing = true;
  beginFresh(); // nested queries see no granted abilities: not the derived layer's values (derived.ts)
  try {
    const byHolder = new Map<string, GrantedAbility[]>();
    const losers = lossIndex(state); // abilities/loss.ts: a grant older than the holder's loss is lost (SVE 5.31.2)
    const add = (g: GrantedAbility) => {
      if (losers.size > 0) {
        const since = losers.get(g.holder);
        if (since !== undefined && g.timestamp < since) return;
      }
      const list = byHolder.get(g.holder);
      if (list) list.push(g);
      else byHolder.set(g.holder, [g]);
    };
    for (const e of state.effects) {
      if (!isGrant(e.modifier) || e.targets === null) continue;
      const ability = (e.modifier as { ability: Ability }).ability;
      for (const holder of e.targets) {
        if (state.cards[holder]) add({ holder, key: e.id, from: e.id, cardId: e.sourceCardId, index: -1, ability, timestamp: e.timestamp });
      }
    }
    const idx = grantIndex(state.catalog);
    if (idx.byCard.size > 0) {
      for (const zkey of sortedZoneKeys(state)) {
        const z = state.zones[zkey]!;
        if (!z.abilities && !idx.zones.has(z.name)) continue;
        for (const src of z.cards) {
          const card = state.cards[src]!;
          const list = idx.byCard.get(card.cardId);
          if (!list || (losers.size > 0 && losers.has(src))) continue; // a granting card that lost its abilities grants nothing
          for (const entry of list) {
            if (entry.zones ? !entry.zones.includes(z.name) : !z.abilities) continue;
            const ab = entry.ability;
            const env: AbilityEnv = { controller: card.controller, source: src, sourceCardId: card.cardId, scope: null, event: null };
            if (ab.condition && !testCondition(r, ab.condition as ConditionNode, env)) continue;
            const ability = (ab.modifier as { ability: Ability }).ability;
            for (const holder of candidates(r, { ...((ab.affects as Selector) ?? {}), count: null }, env)) {
              add({ holder, key: `${src}#${entry.index}`, from: src, cardId: card.cardId, index: entry.index, ability, timestamp: card.timestamp });
            }
          }
        }
      }
    }
    if (byHolder.size === 0) return NONE;
    // holders in zone order (deterministic whatever the order of the grants)
    const out = new Map<string, GrantedAbility[]>();
    for (const zkey of sortedZoneKeys(state)) for (const id of state.zones[zkey]!.cards) { const l = byHolder.get(id); if (l) out.set(id, l); }
    return out;
  } finally {
    computing = false;
    endFresh();
  }
}

/** The abilities a card has been granted now (empty when none). */
export function grantedAbilities(r: Reader, holder: string): GrantedAbility[] {
  return grantedMap(r).get(holder) ?? [];
}

/** One granted ability of a holder by its key, or null. */
export function findGrant(r: Reader, holder: string, key: string): GrantedAbility | null {
  return grantedAbilities(r, holder).find((g) => g.key === key) ?? null;
}

/** The JSON reference stored with pending triggers and ability frames. */
export function grantRef(g: GrantRef): GrantRef {
  return { key: g.key, from: g.from, cardId: g.cardId, index: g.index, ability: g.ability };
}

/** Per-turn use count key of a granted ability (SVE 10.7.2.2 / 8.3 limits). */
export function grantUsageKey(holder: string, key: string): string {
  return `grant:${key}:${holder}`;
}

/** Whether a granted ability functions where its holder is: its own `zones`, else the holder's zone functions. */
export function grantFunctions(state: GameState, g: GrantedAbility): string | null {
  const c = state.cards[g.holder];
  const z = c ? state.zones[c.zone] : undefined;
  if (!c || !z) return null;
  const zones = Array.isArray(g.ability.zones) ? (g.ability.zones as unknown[]) : null;
  return (zones ? zones.includes(z.name) : z.abilities) ? z.name : null;
}

export function holderEnv(state: GameState, holder: string): AbilityEnv {
  const c = state.cards[holder]!;
  return { controller: c.controller, source: holder, sourceCardId: c.cardId, scope: null, event: null };
}

let applying = false;

/**
 * Modifiers that granted abilities apply to card `id` (for `modifiersOf`): granted static abilities
 * that function and name it (condition, `affects`), and granted keyword abilities of `id` itself.
 * Timestamp: the later of the holder's and the grant's (SVE 10.9.1.6.1).
 */
export function grantedModifiers(r: Reader, id: string): Array<{ modifier: Modifier; timestamp: number }> {
  if (applying || !mayGrant(r.state)) return [];
  const map = grantedMap(r);
  if (map.size === 0) return [];
  const out: Array<{ modifier: Modifier; timestamp: number }> = [];
  applying = true; // granted statics are not applied while their own conditions / selectors are read
  beginFresh(); // (so nested queries are not the derived layer's values: derived.ts)
  try {
    for (const list of map.values()) {
      for (const g of list) {
        const ab = g.ability;
        if (ab.kind !== 'static' && ab.kind !== 'keyword') continue;
        if (grantFunctions(r.state, g) === null) continue;
        const holder = r.state.cards[g.holder]!;
        const timestamp = Math.max(holder.timestamp, g.timestamp);
        if (ab.kind === 'keyword') {
          if (g.holder === id && typeof ab.keyword === 'string') out.push({ modifier: { type: 'keyword', keyword: ab.keyword, grant: true, value: (ab.value as never) ?? null }, timestamp });
          continue;
        }
        if (isGrant(ab.modifier)) continue; // one layer
        const env = holderEnv(r.state, g.holder);
        if (ab.condition && !testCondition(r, ab.condition as ConditionNode, env)) continue;
        if (!matchesSelector(r, (ab.affects as Selector) ?? {}, id, env)) continue;
        out.push({ modifier: ab.modifier as unknown as Modifier, timestamp });
      }
    }
  } finally {
    applying = false;
    endFresh();
  }
  return out;
}

/**
 * The granted automatic abilities that function for each of `ids` now (moveCards keeps them on the
 * leaving cards' watchers: last known information, SVE 10.7.4.1.2 — 「これは「[ラストワード]…」を持つ」).
 */
export function grantedTriggersOf(r: Reader, ids: readonly string[]): Map<string, GrantRef[]> | null {
  if (!mayGrant(r.state)) return null;
  const map = grantedMap(r);
  let out: Map<string, GrantRef[]> | null = null;
  for (const id of ids) {
    const list = map.get(id)?.filter((g) => g.ability.kind === 'triggered' && grantFunctions(r.state, g) !== null);
    if (list && list.length > 0) (out ??= new Map()).set(id, list.map(grantRef));
  }
  return out;
}

/**
 * Puts granted automatic abilities whose trigger matches on standby (called by `collectTriggers`,
 * for the same events). Holders are cards where they are now, plus the cards that just left a zone
 * with granted automatic abilities (`lki` watchers with `grants`, seen as they were there).
 */
export function collectGrantedTriggers(ctx: Ctx, events: readonly GameEvent[], internal: readonly JsonObject[] | null, lki: readonly Watcher[] = []): void {
  const state = ctx.state;
  const watched: Array<{ w: Watcher; g: GrantRef }> = [];
  for (const w of lki) if (w.grants && w.lost !== true && !state.cards[w.id]) for (const g of w.grants) watched.push({ w, g });
  if (!mayGrant(state) && watched.length === 0) return;
  for (const list of grantedMap(ctx).values()) {
    for (const g of list) {
      if (g.ability.kind !== 'triggered') continue;
      const zone = grantFunctions(state, g);
      if (zone === null) continue;
      const c = state.cards[g.holder]!;
      watched.push({ w: { id: c.id, cardId: c.cardId, controller: c.controller, owner: c.owner, zone }, g });
    }
  }
  if (watched.length === 0) return;
  for (let ei = 0; ei < events.length; ei++) {
    const event = events[ei]!;
    const payload = internal?.[ei] ?? eventPayload(event);
    for (const { w, g } of watched) {
      const trig = g.ability.trigger as JsonObject | undefined;
      if (!trig || typeof trig.on !== 'string') continue;
      const spec = ctx.vocab.triggers[trig.on];
      if (!spec || !spec.match(ctx, payload, w, trig)) continue;
      const limit = g.ability.limit as JsonObject | undefined;
      const key = grantUsageKey(w.id, g.key);
      if (limit && typeof limit.perTurn === 'number') {
        const used = state.usage[key] ?? 0;
        if (used >= limit.perTurn) continue;
        state.usage[key] = used + 1;
      }
      const id = newId(state, 't');
      state.pending.push({ id, controller: w.controller, source: w.id, sourceCardId: w.cardId, ability: -1, event: payload, timestamp: tick(state), grant: grantRef(g) });
      if (!ctx.quiet) ctx.events.push({ ...triggeredEvent(state, id, w, -1, event), grant: g.key }); // as triggers.ts: nothing recorded in a quiet step
    }
  }
}

/** The granted abilities of a visible card as a view shows them (source shown only if the viewer sees it). */
export function grantedView(state: GameState, map: ReadonlyMap<string, GrantedAbility[]>, holder: string, viewer: Viewer): JsonObject[] {
  const list = map.get(holder);
  if (!list) return [];
  return list.map((g) => {
    // a granting card is named only to viewers who see it (an effect: its source card, as effect views do)
    const effect = g.index === -1 ? state.effects.find((e) => e.id === g.from) : undefined;
    const source = effect ? effect.source : g.from;
    const known = source !== null && canSee(state, viewer, source);
    return { key: g.key, from: effect || known ? g.from : null, cardId: known ? g.cardId : null, ability: g.ability };
  });
}
