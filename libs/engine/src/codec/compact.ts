/**
 * The compact payload of a sealed token (token format 3, sealed.ts; format 4, zoned.ts, replaced it as what `seal`
 * writes, and format-3 tokens still open): the state's canonical JSON with its
 * `cards` record written as a list of tuples instead of keyed objects. Measured on SVE turn-5 states
 * (bench/profile-notes.md, rounds 5 and 6): `cards` were about 77 % of the canonical JSON, and their key
 * names alone about 46 %; every step writes, hashes, deflates, inflates and parses that text.
 *
 *   payload = canonicalJson({ ...state, catalog: <reference or snapshot>, cards: [entry, ...] })
 *   entry   = [id, cardId, owner, controller, zone, face, tapped 0|1, counters, flags, attachedTo, timestamp, token 0|1]
 *           | [key, card]   (any card not of exactly that shape, kept verbatim: nothing is ever dropped)
 *
 * Entries are in the canonical (sorted) order of the card keys, so the text is a pure function of the
 * state: equal states give equal payloads, and the keyed state hash of a sealed state (state-hash.ts) is
 * taken over this text. Decoding rebuilds every card with its keys in canonical order, exactly as
 * `JSON.parse` of the canonical JSON did, so an opened state is the same object graph either way
 * (`canonicalJson(decoded) === canonicalJson(state)`; tested in libs/engine/test/codec.spec.ts).
 * The open JSON state (open mode, the API) is unchanged: this form exists only inside the token.
 */
import { canonicalJson } from '../json.js';
import { catalogRef } from '../hash.js';
import type { CardInstance } from '../state.js';

/** Canonical key order of a CardInstance (the order JSON.parse of canonical JSON gives). */
const CARD_KEYS = ['attachedTo', 'cardId', 'controller', 'counters', 'face', 'flags', 'id', 'owner', 'tapped', 'timestamp', 'token', 'zone'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Sets an own property, even one named `__proto__` (as JSON.parse would). */
function put(o: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/** A card of exactly the CardInstance shape (the tuple form loses nothing), its id equal to its key. */
export function plainCard(key: string, c: unknown): c is CardInstance {
  if (!isRecord(c)) return false;
  const keys = Object.keys(c);
  if (keys.length !== CARD_KEYS.length) return false;
  for (const k of keys) if (!(CARD_KEYS as readonly string[]).includes(k)) return false;
  return (
    c.id === key && typeof c.cardId === 'string' && typeof c.owner === 'number' && typeof c.controller === 'number' && typeof c.zone === 'string'
    && typeof c.face === 'string' && typeof c.tapped === 'boolean' && isRecord(c.counters) && isRecord(c.flags)
    && (c.attachedTo === null || typeof c.attachedTo === 'string') && typeof c.timestamp === 'number' && typeof c.token === 'boolean'
  );
}

/** The cards record as compact entries, in canonical key order. */
function cardEntries(cards: Record<string, unknown>): unknown[] {
  const keys = Object.keys(cards);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys.sort();
      break;
    }
  }
  const out: unknown[] = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const c = cards[key];
    out[i] = plainCard(key, c)
      ? [c.id, c.cardId, c.owner, c.controller, c.zone, c.face, c.tapped ? 1 : 0, c.counters, c.flags, c.attachedTo, c.timestamp, c.token ? 1 : 0]
      : [key, c];
  }
  return out;
}

/**
 * The compact payload of a state. `byRef`: the catalog snapshot replaced by its reference (`catalogRef`),
 * what the server seals; otherwise the snapshot stays inline. A value that is not a state object with a
 * `cards` record is written as canonical JSON unchanged.
 */
export function compactPayload(state: unknown, byRef: boolean): string {
  if (!isRecord(state) || !isRecord(state.cards)) return canonicalJson(state);
  const out: Record<string, unknown> = { ...state, cards: cardEntries(state.cards) };
  if (byRef && 'catalog' in state && (typeof state.catalog === 'string' || isRecord(state.catalog))) out.catalog = catalogRef(state.catalog);
  return canonicalJson(out);
}


/**
 * The state of a parsed compact payload: `cards` rebuilt as a record. Returns null when `cards` is not a
 * list of well-formed entries (the caller refuses the token as malformed).
 */
export function expandCompact(parsed: Record<string, unknown>): Record<string, unknown> | null {
  const entries = parsed.cards;
  if (!Array.isArray(entries)) return null;
  const cards: Record<string, unknown> = {};
  for (const e of entries) {
    if (!Array.isArray(e)) return null;
    if (e.length === 12) {
      const [id, cardId, owner, controller, zone, face, tapped, counters, flags, attachedTo, timestamp, token] = e as unknown[];
      if (typeof id !== 'string' || (tapped !== 0 && tapped !== 1) || (token !== 0 && token !== 1)) return null;
      // keys in canonical order (CARD_KEYS), as JSON.parse of the canonical JSON would give
      put(cards, id, { attachedTo, cardId, controller, counters, face, flags, id, owner, tapped: tapped === 1, timestamp, token: token === 1, zone });
    } else if (e.length === 2 && typeof e[0] === 'string') {
      put(cards, e[0], e[1]);
    } else {
      return null;
    }
  }
  parsed.cards = cards;
  return parsed;
}
