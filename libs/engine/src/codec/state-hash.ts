/**
 * The public hash of a sealed state: an HMAC keyed by the server's sealing keys (docs/security.md §6.2).
 *
 * The plain state hash (hash.ts `hashState`, FNV-1a of the canonical JSON) lets anyone who can guess a
 * state (both hands, the deck order, a weak seed) confirm the guess offline against the `stateHash` a
 * sealed answer shows. A sealed state's public hash is therefore keyed:
 *
 *   hmac-sha256:<kid>:<32 hex>  =  first 128 bits of HMAC-SHA256(K_hash, compactByRef(state))
 *
 * `compactByRef(state)` (zoned.ts) is the payload of a format-4 token: the text the token holds, so the
 * hash is taken over what is sealed, without a second serialization. It is a pure function of the state,
 * so equal states have equal hashes. The hash changes with the payload's format: before token format 4 the
 * HMAC covered the format-3 compact payload (`compactPayload(state, true)`, compact.ts), before format 3
 * `canonicalByRef(state)`. Hashes given by those servers differ; a format-2 or format-3 token's
 * `expectedStateHash` is still checked against its own payload too (matches.service.ts), so clients holding
 * one are not refused.
 *   K_hash = HMAC-SHA256(sealing key `kid`, "tcg-state-hash-v1")   (domain separation from AES-GCM)
 *
 * Only a holder of STATE_KEYS can compute or check it. The newest key hashes; a hash naming an older key
 * of the ring is still checked with that key (rotation: `expectedStateHash` sent before a rotation keeps
 * working). Open states keep the plain hash: their owners hold the whole state anyway.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EngineError } from '../errors.js';
import type { Keyring, SealKey } from './sealed.js';

export const KEYED_HASH_PREFIX = 'hmac-sha256';
/** A keyed state hash: `hmac-sha256:<kid>:<32 hex>`. */
export const KEYED_HASH_RE = /^hmac-sha256:([A-Za-z0-9._-]{1,64}):([0-9a-f]{32})$/;

const derived = new WeakMap<SealKey, Buffer>();

function hashKey(k: SealKey): Buffer {
  let key = derived.get(k);
  if (key === undefined) {
    const raw = typeof k.key === 'string' ? Buffer.from(k.key.replace(/-/g, '+').replace(/_/g, '/'), 'base64') : Buffer.from(k.key);
    if (raw.length !== 32) throw new EngineError('BAD_KEY', `key '${k.kid}' must be 32 bytes, got ${raw.length}`);
    key = createHmac('sha256', raw).update('tcg-state-hash-v1').digest();
    derived.set(k, key);
  }
  return key;
}

function mac(k: SealKey, canonical: string): string {
  return createHmac('sha256', hashKey(k)).update(canonical, 'utf8').digest('hex').slice(0, 32);
}

/** The keyed hash of a state from its sealed payload (`compactByRef(state)`, or an opened format-4 token's payload), with the ring's newest key (or the key `kid`). */
export function keyedStateHash(canonical: string, keyring: Keyring, kid?: string): string {
  const k = kid === undefined ? keyring[0] : keyring.find((x) => x.kid === kid);
  if (!k) throw new EngineError('BAD_KEY', kid === undefined ? 'the keyring is empty' : `no key '${kid}' in the keyring`);
  return `${KEYED_HASH_PREFIX}:${k.kid}:${mac(k, canonical)}`;
}

/**
 * Does `hash` (a keyed hash under any key of the ring) name this state? False for another state, a
 * malformed hash or a key id the ring does not hold. Constant-time comparison.
 */
export function keyedStateHashMatches(canonical: string, keyring: Keyring, hash: string): boolean {
  const m = KEYED_HASH_RE.exec(hash);
  if (!m) return false;
  const k = keyring.find((x) => x.kid === m[1]);
  if (!k) return false;
  const a = Buffer.from(mac(k, canonical), 'utf8');
  const b = Buffer.from(m[2]!, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
