/**
 * The zoned payload of a sealed token (token format 4, sealed.ts): the state's canonical JSON with every card
 * written inside the zone that holds it, and each zone's fixed metadata written once per kind of zone.
 *
 * Measured on the bench's SVE turn-5 state (bench/profile-notes.md, rounds 8 and 9): in the format-3 payload the
 * card tuples were 51 % of the text and `zones` 36 %, most of it the 27 zones' fixed metadata
 * (`abilities` / `faceDown` / `name` / `ordered` / `owner` / `visibility` with their key names), although a zone's
 * metadata is the same for every zone made from one of the game's zone specs; and every card repeated its zone key
 * and its empty `counters` / `flags` / null `attachedTo`. Every step writes, hashes (HMAC), deflates, inflates and
 * parses that text.
 *
 *   payload = canonicalJson({ ...state, catalog: <reference or snapshot>, zones: [kinds, zoneEntries], cards: rest })
 *   kinds      = [[abilities 0|1, faceDown, name, ordered 0|1, visibility], ...]   (first-seen order)
 *   zoneEntry  = [key, kind index, owner, [card, ...]]      a zone of exactly the ZoneState shape
 *              | [key, zone]                                 any other zone, kept verbatim (its cards go to `rest`)
 *   card       = [id, cardId, face, tapped 0|1, timestamp, flags, counters, owner, controller, attachedTo, token 0|1]
 *                with its trailing default values left out (flags {}, counters {}, owner = the zone's owner,
 *                controller = owner, attachedTo null, token 0); face 1 = "up", 0 = "down", any other face verbatim
 *              | id                                          the zone lists this id, and its card (if any) is in `rest`
 *   rest       = { key: card }                               every card not written inside its zone, verbatim
 *
 * A card is written inside a zone only when it has exactly the CardInstance shape (compact.ts `plainCard`), its
 * `zone` is that zone's key and no zone lists its id twice; anything else stays verbatim in `rest`, so nothing is
 * ever dropped. Zone entries are in the canonical order of the zone keys and cards in their zone's order, so the
 * text is a pure function of the state: equal states give equal payloads, and the keyed state hash of a sealed
 * state (state-hash.ts) is taken over this text. Decoding rebuilds `zones` and `cards` with their keys (and every
 * zone's and card's own keys) in canonical order, exactly as `JSON.parse` of the canonical JSON does, so an opened
 * state is the same object graph (`canonicalJson(decoded) === canonicalJson(state)`, and the same key order;
 * tested in libs/engine/test/codec.spec.ts). The open JSON state (open mode, the API) is unchanged: this form
 * exists only inside the token. Format-3 tokens (compact.ts) and format-2 tokens still open.
 */
import { canonicalJson } from '../json.js';
import { catalogRef } from '../hash.js';
import type { CardInstance, ZoneState } from '../state.js';
import { plainCard } from './compact.js';

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmptyRecord = (v: unknown): boolean => isRecord(v) && Object.keys(v).length === 0;

/** Sets an own property, even one named `__proto__` (as JSON.parse would). */
function put(o: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/** Keys of a ZoneState (canonical order). */
const ZONE_KEYS = ['abilities', 'cards', 'faceDown', 'name', 'ordered', 'owner', 'visibility'] as const;

/** A zone of exactly the ZoneState shape (the entry form loses nothing). */
function plainZone(z: unknown): z is ZoneState {
  if (!isRecord(z)) return false;
  const keys = Object.keys(z);
  if (keys.length !== ZONE_KEYS.length) return false;
  for (const k of keys) if (!(ZONE_KEYS as readonly string[]).includes(k)) return false;
  if (!Array.isArray(z.cards)) return false;
  for (const id of z.cards) if (typeof id !== 'string') return false;
  return (
    typeof z.abilities === 'boolean' && typeof z.faceDown === 'string' && typeof z.name === 'string' && typeof z.ordered === 'boolean'
    && (z.owner === null || (typeof z.owner === 'number' && Number.isFinite(z.owner))) && typeof z.visibility === 'string'
  );
}

function sortedKeys(o: Record<string, unknown>): string[] {
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) return keys.sort();
  }
  return keys;
}

/** A card inside its zone: the tuple with its trailing default values left out. */
function cardTuple(c: CardInstance, zoneOwner: number | null): unknown[] {
  const t: unknown[] = [c.id, c.cardId, c.face === 'up' ? 1 : c.face === 'down' ? 0 : c.face, c.tapped ? 1 : 0, c.timestamp, c.flags, c.counters, c.owner, c.controller, c.attachedTo, c.token ? 1 : 0];
  let n = t.length;
  if (c.token === false) {
    n--;
    if (c.attachedTo === null) {
      n--;
      if (c.controller === c.owner) {
        n--;
        if (c.owner === zoneOwner) {
          n--;
          if (isEmptyRecord(c.counters)) {
            n--;
            if (isEmptyRecord(c.flags)) n--;
          }
        }
      }
    }
  }
  t.length = n;
  return t;
}

/**
 * The zoned payload of a state (token format 4). `byRef`: the catalog snapshot replaced by its reference
 * (`catalogRef`), what the server seals; otherwise the snapshot stays inline. A value that is not a state object
 * with `zones` and `cards` records is written as canonical JSON unchanged (and refused when opened).
 */
export function zonedPayload(state: unknown, byRef: boolean): string {
  if (!isRecord(state) || !isRecord(state.cards) || !isRecord(state.zones)) return canonicalJson(state);
  const zones = state.zones;
  const cards = state.cards;
  const zoneKeys = sortedKeys(zones);
  // how often each id is listed (a card is written inside a zone only when exactly one zone lists it, once)
  const listed = new Map<string, number>();
  for (const key of zoneKeys) {
    const z = zones[key];
    if (isRecord(z) && Array.isArray(z.cards)) for (const id of z.cards) if (typeof id === 'string') listed.set(id, (listed.get(id) ?? 0) + 1);
  }
  const kinds: unknown[][] = [];
  const kindIndex = new Map<string, number>();
  const entries: unknown[] = new Array(zoneKeys.length);
  const inside = new Set<string>();
  for (let i = 0; i < zoneKeys.length; i++) {
    const key = zoneKeys[i]!;
    const z = zones[key];
    if (!plainZone(z)) {
      entries[i] = [key, z];
      continue;
    }
    const kind = [z.abilities ? 1 : 0, z.faceDown, z.name, z.ordered ? 1 : 0, z.visibility];
    const kindKey = JSON.stringify(kind);
    let k = kindIndex.get(kindKey);
    if (k === undefined) {
      k = kinds.length;
      kinds.push(kind);
      kindIndex.set(kindKey, k);
    }
    const list: unknown[] = new Array(z.cards.length);
    for (let j = 0; j < z.cards.length; j++) {
      const id = z.cards[j]!;
      const c = Object.prototype.hasOwnProperty.call(cards, id) ? cards[id] : undefined;
      if (listed.get(id) === 1 && plainCard(id, c) && c.zone === key) {
        list[j] = cardTuple(c, z.owner);
        inside.add(id);
      } else {
        list[j] = id;
      }
    }
    entries[i] = [key, k, z.owner, list];
  }
  const rest: Record<string, unknown> = {};
  for (const id of Object.keys(cards)) if (!inside.has(id)) put(rest, id, cards[id]);
  const out: Record<string, unknown> = { ...state, zones: [kinds, entries], cards: rest };
  if (byRef && 'catalog' in state && (typeof state.catalog === 'string' || isRecord(state.catalog))) out.catalog = catalogRef(state.catalog);
  return canonicalJson(out);
}

/**
 * The payload the server seals (token format 4: `zonedPayload(state, true)`), and what its keyed state hash covers.
 * Before format 4 it was `compactPayload(state, true)` (compact.ts, format 3).
 */
export function compactByRef(state: unknown): string {
  return zonedPayload(state, true);
}

const isFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

/** A card of a zone entry, rebuilt with its keys in canonical order (compact.ts CARD_KEYS); null when malformed. */
function cardOf(t: unknown[], key: string, zoneOwner: unknown): Record<string, unknown> | null {
  if (t.length < 5 || t.length > 11) return null;
  const [id, cardId, face, tapped, timestamp] = t;
  if (typeof id !== 'string' || !isFlag(tapped)) return null;
  const owner = t.length > 7 ? t[7] : zoneOwner;
  if (owner === null) return null; // a shared zone's cards always carry their owner
  const token = t.length > 10 ? t[10] : 0;
  if (!isFlag(token)) return null;
  return {
    attachedTo: t.length > 9 ? t[9] : null,
    cardId,
    controller: t.length > 8 ? t[8] : owner,
    counters: t.length > 6 ? t[6] : {},
    face: face === 1 ? 'up' : face === 0 ? 'down' : face,
    flags: t.length > 5 ? t[5] : {},
    id,
    owner,
    tapped: tapped === 1,
    timestamp,
    token: token === 1,
    zone: key,
  };
}

/**
 * The state of a parsed zoned payload: `zones` and `cards` rebuilt as records in canonical key order. Returns null
 * when they are not well-formed (the caller refuses the token as malformed).
 */
export function expandZoned(parsed: Record<string, unknown>): Record<string, unknown> | null {
  const zoned = parsed.zones;
  const rest = parsed.cards;
  if (!Array.isArray(zoned) || zoned.length !== 2 || !isRecord(rest)) return null;
  const [kinds, entries] = zoned as unknown[];
  if (!Array.isArray(kinds) || !Array.isArray(entries)) return null;
  for (const k of kinds) {
    if (!Array.isArray(k) || k.length !== 5 || !isFlag(k[0]) || typeof k[1] !== 'string' || typeof k[2] !== 'string' || !isFlag(k[3]) || typeof k[4] !== 'string') return null;
  }
  const zones: Record<string, unknown> = {};
  const found = new Map<string, unknown>();
  for (const e of entries) {
    if (!Array.isArray(e) || typeof e[0] !== 'string' || Object.prototype.hasOwnProperty.call(zones, e[0])) return null;
    const key = e[0];
    if (e.length === 2) {
      put(zones, key, e[1]);
      continue;
    }
    if (e.length !== 4) return null;
    const [, k, owner, list] = e as [string, unknown, unknown, unknown];
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= kinds.length || !Array.isArray(list)) return null;
    if (owner !== null && typeof owner !== 'number') return null;
    const kind = kinds[k] as [0 | 1, string, string, 0 | 1, string];
    const ids: string[] = new Array(list.length);
    for (let j = 0; j < list.length; j++) {
      const item = list[j];
      if (typeof item === 'string') {
        ids[j] = item;
        continue;
      }
      if (!Array.isArray(item)) return null;
      const card = cardOf(item, key, owner);
      if (card === null || found.has(card.id as string)) return null;
      found.set(card.id as string, card);
      ids[j] = card.id as string;
    }
    // keys in canonical order (ZONE_KEYS), as JSON.parse of the canonical JSON would give
    put(zones, key, { abilities: kind[0] === 1, cards: ids, faceDown: kind[1], name: kind[2], ordered: kind[3] === 1, owner, visibility: kind[4] });
  }
  for (const id of Object.keys(rest)) {
    if (found.has(id)) return null;
    found.set(id, rest[id]);
  }
  const cards: Record<string, unknown> = {};
  for (const id of [...found.keys()].sort()) put(cards, id, found.get(id));
  parsed.zones = zones;
  parsed.cards = cards;
  return parsed;
}
