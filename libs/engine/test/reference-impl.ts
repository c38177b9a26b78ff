/**
 * The kernel's earlier (straightforward, slower) implementations of the hot paths that were
 * optimised, kept here as references: the tests check that the fast versions give exactly the same
 * answers (libs/engine/test/fast-paths.spec.ts, libs/match/test/sve-fast-paths.spec.ts).
 */
import {
  candidates, isPlainObject, legalActions, sameAction, testCondition,
  type AbilityEnv, type Action, type ConditionNode, type CostNode, type Ctx, type GameState, type JsonObject, type Modifier,
  type PlayerIndex, type Reader, type Selector, type Watcher,
} from '../src/index.js';

/** matchesSelector as it was: list every candidate, then look for the card. */
export function refMatchesSelector(r: Reader, sel: Selector, id: string, env: AbilityEnv): boolean {
  return candidates(r, { ...sel, count: null }, env).includes(id);
}

const layer = (m: Modifier) => (m.type === 'keyword' ? 0 : m.type === 'flag' ? 1 : 2);

/** modifiersOf as it was: every card of every zone, then the zone check. */
export function refModifiersOf(r: Reader, id: string): Modifier[] {
  const state = r.state;
  const out: Array<{ modifier: Modifier; timestamp: number }> = [];
  for (const e of state.effects) {
    if (e.targets !== null && e.targets.includes(id)) out.push({ modifier: e.modifier, timestamp: e.timestamp });
  }
  for (const z of Object.values(state.zones)) {
    for (const srcId of z.cards) {
      const src = state.cards[srcId]!;
      const facts = state.catalog[src.cardId];
      if (!facts) continue;
      for (const ab of facts.abilities) {
        if (ab.kind !== 'static') continue;
        const zones = Array.isArray(ab.zones) ? (ab.zones as string[]) : null;
        if (zones ? !zones.includes(z.name) : !z.abilities) continue;
        const env: AbilityEnv = { controller: src.controller, source: srcId, sourceCardId: src.cardId, scope: null, event: null };
        if (ab.condition && !testCondition(r, ab.condition as ConditionNode, env)) continue;
        if (!refMatchesSelector(r, (ab.affects as Selector) ?? {}, id, env)) continue;
        out.push({ modifier: ab.modifier as unknown as Modifier, timestamp: src.timestamp });
      }
    }
  }
  out.sort((a, b) => layer(a.modifier) - layer(b.modifier) || a.timestamp - b.timestamp);
  return out.map((a) => a.modifier);
}

/** currentWatchers as it was. */
export function refCurrentWatchers(state: GameState): Watcher[] {
  const out: Watcher[] = [];
  for (const key of Object.keys(state.zones).sort()) {
    const z = state.zones[key]!;
    for (const id of z.cards) {
      const c = state.cards[id]!;
      const facts = state.catalog[c.cardId];
      const fn = (a: JsonObject) => (Array.isArray(a.zones) ? (a.zones as unknown[]).includes(z.name) : z.abilities);
      if (!facts || !facts.abilities.some((a) => a.kind === 'triggered' && fn(a))) continue;
      out.push({ id, cardId: c.cardId, controller: c.controller, owner: c.owner, zone: z.name });
    }
  }
  return out;
}

/** activatableAbilities as it was. */
export function refActivatable(ctx: Ctx, player: PlayerIndex, timing = 'main'): Array<{ card: string; index: number }> {
  const out: Array<{ card: string; index: number }> = [];
  for (const key of Object.keys(ctx.state.zones).sort()) {
    const z = ctx.state.zones[key]!;
    for (const id of z.cards) {
      const card = ctx.state.cards[id]!;
      if (card.controller !== player) continue;
      const facts = ctx.state.catalog[card.cardId];
      facts?.abilities.forEach((ab, index) => {
        if (ab.kind !== 'activated') return;
        const zones = Array.isArray(ab.zones) ? (ab.zones as string[]) : null;
        if (zones ? !zones.includes(z.name) : !z.abilities) return;
        if ((typeof ab.timing === 'string' ? ab.timing : 'main') !== timing && !(timing === 'main' && ab.timing === 'quick')) return;
        const env: AbilityEnv = { controller: player, source: id, sourceCardId: card.cardId, scope: null, event: null };
        if (ab.condition && !testCondition(ctx, ab.condition as ConditionNode, env)) return;
        const limit = ab.limit as JsonObject | undefined;
        if (limit && typeof limit.perTurn === 'number' && (ctx.state.usage[`${id}#${index}`] ?? 0) >= limit.perTurn) return;
        const costs = (ab.cost as CostNode[] | undefined) ?? [];
        if (!costs.every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, env) === true)) return;
        out.push({ card: id, index });
      });
    }
  }
  return out;
}

/** The legality rule as written in docs/engine.md §1.4: canonically equal to a listed action. */
export function refIsListed(state: GameState, action: unknown): boolean {
  return legalActions(state).some((a: Action) => sameAction(a, action));
}

/** canonicalJson's serializer as it was (sorted keys, -0 as 0, throws on non-JSON). */
export function refCanonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('non-finite number');
      return Object.is(value, -0) ? '0' : String(value);
    case 'object': {
      if (Array.isArray(value)) return `[${Array.from({ length: value.length }, (_, i) => refCanonicalJson(value[i])).join(',')}]`;
      if (!isPlainObject(value)) throw new TypeError('not a plain object');
      const keys = Object.keys(value).sort();
      return `{${keys.map((k) => {
        if (value[k] === undefined) throw new TypeError('undefined value');
        return `${JSON.stringify(k)}:${refCanonicalJson(value[k])}`;
      }).join(',')}}`;
    }
    default:
      throw new TypeError(typeof value);
  }
}

/** FNV-1a 64 with BigInt over the bytes of the hand-written UTF-8 encoder the kernel used before. */
export function refFnv1a64(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else c = 0xfffd;
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/** Freezes a JSON value deeply (tests: writing to it then throws in strict-mode code). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

