/**
 * Sealed state codec: the opaque token a client carries instead of the full state.
 *
 *   token = base64url( header || iv(12) || ciphertext || tag(16) )
 *   header = "TCGS" | format u8 (=4) | alg u8 (=1: deflate-raw + AES-256-GCM)
 *          | kid length u8 | kid (ASCII) | game length u8 | game slug (ASCII) | plaintext length u32 BE
 *   plaintext = deflateRaw( payload )   (level SEAL_DEFLATE_LEVEL)
 *   payload = format 4: the zoned payload (zoned.ts: the canonical JSON with every card as a tuple inside its
 *             zone, and each kind of zone's fixed metadata written once):
 *             by reference (`catalogRef: true`, what the server seals): compactByRef(state), whose
 *             `catalog` is the snapshot's reference "sha256:<64 hex>" (hash.ts catalogRef); the opener
 *             supplies the snapshot itself; | inline (the default): the snapshot included;
 *           | format 3 (still opened; written only when a caller asks for `format: 3`): the compact payload
 *             (compact.ts: the canonical JSON with the `cards` record as tuples), compactPayload(state, byRef);
 *           | format 2 (still opened; written only when a caller passes `canonical`): the canonical JSON,
 *             canonicalByRef(state) by reference, else canonicalJson(state).
 *   AAD = header (so key id, game slug and lengths are authenticated: a token from another game is
 *         refused as TOKEN_WRONG_GAME, and editing the header breaks authentication). The catalog
 *         reference is inside the ciphertext: authenticated, and not readable without the key.
 *
 * Format 1 (before the by-reference payload) always carried the snapshot inline. Its tokens have the
 * same layout: they are parsed and authenticated like formats 2 to 4, then refused with TOKEN_VERSION and
 * `details.previous: true` (an older server's state, not garbage). `peekToken` reads their header.
 *
 * Keys: a keyring of { kid, key (32 bytes) }; the FIRST key is the newest and encrypts, every key
 * decrypts (rotation: add a new key in front, keep the old ones until their tokens expire).
 * Errors (EngineError codes): TOKEN_MALFORMED, TOKEN_TRUNCATED, TOKEN_VERSION, TOKEN_UNKNOWN_KEY,
 * TOKEN_WRONG_GAME, TOKEN_TAMPERED, TOKEN_CATALOG_UNKNOWN (no snapshot for a by-reference token),
 * BAD_KEY. Only this file of the kernel uses node: built-ins.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { canonicalJson } from '../json.js';
import { EngineError } from '../errors.js';
import { CATALOG_REF_RE, canonicalByRef, hashCanonical, hashState } from '../hash.js';
import { compactPayload, expandCompact } from './compact.js';
import { expandZoned, zonedPayload } from './zoned.js';
import type { CardFacts, GameState } from '../state.js';

/** The token format `seal` writes: 4, the zoned payload (zoned.ts). */
export const SEAL_FORMAT = 4;
/**
 * Token formats this codec opens: 4; 3 (the compact payload, compact.ts) and 2 (the canonical JSON as payload):
 * the same layout, so tokens of the previous releases keep working, and their keyed hashes still match
 * (state-hash.ts).
 */
export const READABLE_SEAL_FORMATS: readonly number[] = [2, 3, 4];
/** Token formats this codec replaced (their tokens are refused with TOKEN_VERSION, `details.previous: true`). */
export const PREVIOUS_SEAL_FORMATS: readonly number[] = [1];
const ALG_DEFLATE_AES256GCM = 1;
const MAGIC = Buffer.from('TCGS', 'ascii');
const IV_LEN = 12;
const TAG_LEN = 16;
/**
 * zlib level of the sealed payload. Level 3 deflates a turn-5 SVE payload (about 25 KB) in less than half the
 * CPU of the default level 6 for about 10 % more bytes (bench/profile-notes.md, round 6). Any level inflates
 * the same way, so tokens of either level open everywhere: the token format does not change.
 */
export const SEAL_DEFLATE_LEVEL = 3;
/**
 * zlib window of the sealed payload: 16 KB (a turn-5 SVE payload is about 12.6 KB, so matches still reach back over
 * the whole text). zlib allocates and clears its state on every call: 192 KB instead of 256 KB per seal, and the
 * same 3,048 B out of the turn-5 SVE payload, deflated in ×0.69–0.87 of the time of the 32 KB window (in-process
 * A/B, bench/profile-notes.md round 8; a smaller memLevel 7 was ×1.12 slower). A raw deflate stream with a smaller
 * window inflates with the default window, so tokens written either way open everywhere: the format does not change.
 */
const SEAL_DEFLATE_WINDOW_BITS = 14;
/** Refuse to inflate beyond this (zip-bomb guard). */
const MAX_PLAINTEXT = 16 * 1024 * 1024;

export interface SealKey {
  kid: string;
  /** 32 raw bytes, or their base64/base64url text. */
  key: Uint8Array | string;
}

export type Keyring = readonly SealKey[];

const KID_RE = /^[A-Za-z0-9._-]{1,64}$/;
const SLUG_RE = /^[a-z0-9-]{1,64}$/;

/** Checked key bytes per keyring entry (entries are read-only, like state-hash.ts's derived keys): a step seals and opens with the same key. */
const checkedKeys = new WeakMap<SealKey, { kid: string; key: Uint8Array | string; bytes: Buffer }>();

function keyBytes(k: SealKey): Buffer {
  const known = checkedKeys.get(k);
  if (known !== undefined && known.kid === k.kid && known.key === k.key) return known.bytes;
  if (!KID_RE.test(k.kid)) throw new EngineError('BAD_KEY', `key id '${k.kid}' must be 1-64 characters of [A-Za-z0-9._-]`);
  const raw = typeof k.key === 'string' ? Buffer.from(k.key.replace(/-/g, '+').replace(/_/g, '/'), 'base64') : Buffer.from(k.key);
  if (raw.length !== 32) throw new EngineError('BAD_KEY', `key '${k.kid}' must be 32 bytes, got ${raw.length}`);
  checkedKeys.set(k, { kid: k.kid, key: k.key, bytes: raw });
  return raw;
}

/**
 * Fresh random IVs, drawn from the CSPRNG 256 at a time (one `randomBytes` call per 256 seals instead of one
 * per seal: a sync syscall and a buffer per step in the round-8 profile). Every IV is 12 bytes never handed
 * out before, exactly as random as a single draw; the pool is per process (cluster workers draw their own).
 */
const IV_POOL_IVS = 256;
let ivPool: Buffer = Buffer.alloc(0);
let ivAt = 0;

function freshIv(): Buffer {
  if (ivAt + IV_LEN > ivPool.length) {
    ivPool = randomBytes(IV_LEN * IV_POOL_IVS);
    ivAt = 0;
  }
  const iv = ivPool.subarray(ivAt, ivAt + IV_LEN);
  ivAt += IV_LEN;
  return iv;
}

/** base64url without padding (Node's native `base64url` encoding: the same text as base64 with `+/` → `-_` and `=` dropped). */
function b64url(buf: Buffer): string {
  return buf.toString('base64url');
}

function fromB64url(s: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  return Buffer.from(s, 'base64url');
}

function header(kid: string, game: string, plainLen: number, format: number): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(plainLen, 0);
  return Buffer.concat([
    MAGIC,
    Buffer.from([format, ALG_DEFLATE_AES256GCM, kid.length]),
    Buffer.from(kid, 'ascii'),
    Buffer.from([game.length]),
    Buffer.from(game, 'ascii'),
    len,
  ]);
}

export interface SealOptions {
  /**
   * true: seal the state by reference: the token holds `catalogRef(state.catalog)` instead of the
   * snapshot, and whoever opens it must supply the snapshot (`unseal`'s `resolve`, or `openToken` +
   * `withCatalog`). The server keeps snapshots in its database, so its tokens stay small.
   * false (default): the snapshot travels inside the token (self-contained, larger).
   */
  catalogRef?: boolean;
  /**
   * The payload when the caller already has it (format 4: `compactByRef(state)` with `catalogRef`, else
   * `zonedPayload(state, false)`; e.g. the match answer, which hashes the same text): it saves serializing the
   * state a second time. Sealed as `format` (default SEAL_FORMAT).
   */
  payload?: string;
  /**
   * The token format to write: SEAL_FORMAT (4, the default), or 3 (the compact payload of the previous release:
   * for tests and for a fleet whose older servers must still open new tokens during a rolling upgrade).
   * Format 2 is written with `canonical`.
   */
  format?: 3 | 4;
  /**
   * Older form: the canonical JSON (`canonicalByRef(state)` with `catalogRef`, else `canonicalJson(state)`),
   * sealed as a format-2 token (which this codec still opens). Ignored when `payload` is given.
   */
  canonical?: string;
}

/**
 * Seals a state for its game with the newest key of the keyring. The third argument is the options,
 * or (older form) the canonical JSON of the whole state for an inline seal.
 */
export function seal(state: GameState, keyring: Keyring, options?: SealOptions | string): string {
  const opts: SealOptions = typeof options === 'string' ? { canonical: options } : (options ?? {});
  const newest = keyring[0];
  if (!newest) throw new EngineError('BAD_KEY', 'the keyring is empty');
  const key = keyBytes(newest);
  const game = state.game;
  if (!SLUG_RE.test(game)) throw new EngineError('MALFORMED_STATE', `game slug '${game}' cannot be sealed`);
  const legacy = typeof opts.payload !== 'string' && typeof opts.canonical === 'string';
  const format = legacy ? 2 : opts.format === 3 ? 3 : SEAL_FORMAT;
  const byRef = opts.catalogRef === true;
  const payload = typeof opts.payload === 'string' ? opts.payload : legacy ? opts.canonical! : format === 3 ? compactPayload(state, byRef) : zonedPayload(state, byRef);
  const plain = deflateRawSync(Buffer.from(payload, 'utf8'), { level: SEAL_DEFLATE_LEVEL, windowBits: SEAL_DEFLATE_WINDOW_BITS });
  const head = header(newest.kid, game, plain.length, format);
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(head);
  const body = cipher.update(plain);
  const last = cipher.final(); // before getAuthTag
  return b64url(Buffer.concat([head, iv, body, last, cipher.getAuthTag()]));
}

export interface TokenHeader {
  format: number;
  alg: number;
  kid: string;
  game: string;
  length: number;
}

/** Reads a token's header without decrypting (for routing, key lookup and diagnostics). */
export function peekToken(token: string): TokenHeader {
  return parse(token).head;
}

type ParsedToken = { head: TokenHeader; headBytes: Buffer; iv: Buffer; body: Buffer; tag: Buffer };

/** The last token parsed (the server peeks at a token's header, then opens the same token): parsed once. */
let lastParsed: { token: string; parsed: ParsedToken } | null = null;

function parse(token: string): ParsedToken {
  if (lastParsed !== null && lastParsed.token === token) return lastParsed.parsed;
  const parsed = parseUncached(token);
  lastParsed = { token, parsed };
  return parsed;
}

function parseUncached(token: string): ParsedToken {
  if (typeof token !== 'string' || token.length === 0) throw new EngineError('TOKEN_MALFORMED', 'the state token must be a non-empty string');
  const buf = fromB64url(token);
  if (!buf) throw new EngineError('TOKEN_MALFORMED', 'the state token is not base64url');
  if (buf.length < MAGIC.length + 3) throw new EngineError('TOKEN_TRUNCATED', 'the state token is too short');
  if (!buf.subarray(0, 4).equals(MAGIC)) throw new EngineError('TOKEN_MALFORMED', 'not a sealed state token');
  const format = buf[4]!;
  const alg = buf[5]!;
  // a previous format has the same layout: it is parsed and authenticated, then refused (openToken)
  if (!READABLE_SEAL_FORMATS.includes(format) && !PREVIOUS_SEAL_FORMATS.includes(format)) {
    throw new EngineError('TOKEN_VERSION', `token format ${format} is not supported (expected ${SEAL_FORMAT})`, null, { format, supported: SEAL_FORMAT, previous: false });
  }
  if (alg !== ALG_DEFLATE_AES256GCM) throw new EngineError('TOKEN_VERSION', `token algorithm ${alg} is not supported`);
  let o = 6;
  const kidLen = buf[o++]!;
  if (buf.length < o + kidLen + 1) throw new EngineError('TOKEN_TRUNCATED', 'the state token is truncated (key id)');
  const kid = buf.subarray(o, o + kidLen).toString('ascii');
  o += kidLen;
  const gameLen = buf[o++]!;
  if (buf.length < o + gameLen + 4) throw new EngineError('TOKEN_TRUNCATED', 'the state token is truncated (game)');
  const game = buf.subarray(o, o + gameLen).toString('ascii');
  o += gameLen;
  const length = buf.readUInt32BE(o);
  o += 4;
  if (!KID_RE.test(kid) || !SLUG_RE.test(game)) throw new EngineError('TOKEN_MALFORMED', 'the state token header is malformed');
  const headBytes = buf.subarray(0, o);
  const expected = o + IV_LEN + length + TAG_LEN;
  if (buf.length < expected) throw new EngineError('TOKEN_TRUNCATED', `the state token is truncated (${buf.length} of ${expected} bytes)`);
  if (buf.length > expected) throw new EngineError('TOKEN_MALFORMED', 'the state token has trailing bytes');
  // one token text per byte string: refuse encodings that set the unused low bits of the last character
  if (b64url(buf) !== token) throw new EngineError('TOKEN_MALFORMED', 'the state token is not in canonical base64url');
  return {
    head: { format, alg, kid, game, length },
    headBytes,
    iv: buf.subarray(o, o + IV_LEN),
    body: buf.subarray(o + IV_LEN, o + IV_LEN + length),
    tag: buf.subarray(o + IV_LEN + length),
  };
}

/** A state as a by-reference token holds it: `catalog` is the snapshot's reference, not the snapshot. */
export type StateByRef = Omit<GameState, 'catalog'> & { catalog: string };

/** A decrypted, authenticated token whose snapshot may still have to be supplied. */
export interface OpenedToken {
  header: TokenHeader;
  /** The state: complete (inline token), or with `catalog` = the snapshot reference (by-reference token). */
  state: GameState | StateByRef;
  /** The snapshot reference of a by-reference token; null when the snapshot is inline. */
  catalogRef: string | null;
  /**
   * The decrypted payload text: format 4, the zoned payload (zoned.ts; for a by-reference token
   * `compactByRef(state)`, which the keyed state hash covers); format 3, the compact payload (compact.ts,
   * `compactPayload(state, true)` by reference); format 2, the canonical JSON (`canonicalByRef(state)` by reference).
   */
  payload: string;
}

/**
 * Authenticates and decrypts a token for `game` (any key of the keyring may have sealed it) without
 * needing its snapshot: the first phase of opening a by-reference token, for callers that fetch the
 * snapshot asynchronously (`catalogRef` says which), then call `withCatalog`.
 */
export function openToken(token: string, keyring: Keyring, game: string): OpenedToken {
  const t = parse(token);
  if (t.head.game !== game) throw new EngineError('TOKEN_WRONG_GAME', `this token holds a ${t.head.game} game, not ${game}`);
  const entry = keyring.find((k) => k.kid === t.head.kid);
  if (!entry) throw new EngineError('TOKEN_UNKNOWN_KEY', `no key '${t.head.kid}' in the keyring`);
  const key = keyBytes(entry);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, t.iv);
    decipher.setAAD(t.headBytes);
    decipher.setAuthTag(t.tag);
    plain = Buffer.concat([decipher.update(t.body), decipher.final()]);
  } catch {
    throw new EngineError('TOKEN_TAMPERED', 'the state token failed authentication (tampered, or sealed with another key)');
  }
  if (!READABLE_SEAL_FORMATS.includes(t.head.format)) {
    // authentic, so really an older server's state (not garbage that happens to say "1")
    const format = t.head.format;
    throw new EngineError('TOKEN_VERSION', `token format ${format} comes from an older version of this service (this one reads format ${SEAL_FORMAT})`, null, { format, supported: SEAL_FORMAT, previous: true });
  }
  let json: string;
  try {
    json = inflateRawSync(plain, { maxOutputLength: MAX_PLAINTEXT }).toString('utf8');
  } catch {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload does not decompress');
  }
  let state: unknown;
  try {
    state = JSON.parse(json);
  } catch {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload is not JSON');
  }
  if (!state || typeof state !== 'object' || Array.isArray(state) || (state as GameState).game !== game) {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload is not a state of this game');
  }
  if (t.head.format === 4 && expandZoned(state as Record<string, unknown>) === null) {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload has malformed zoned zones or cards');
  }
  if (t.head.format === 3 && expandCompact(state as Record<string, unknown>) === null) {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload has malformed compact cards');
  }
  const catalog = (state as { catalog?: unknown }).catalog;
  let catalogRef: string | null = null;
  if (typeof catalog === 'string') {
    if (!CATALOG_REF_RE.test(catalog)) throw new EngineError('TOKEN_MALFORMED', 'the state token names a malformed catalog snapshot reference');
    catalogRef = catalog;
  } else if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog)) {
    throw new EngineError('TOKEN_MALFORMED', 'the state token payload has no catalog snapshot');
  }
  return { header: t.head, state: state as GameState | StateByRef, catalogRef, payload: json };
}

/**
 * The complete state of an opened token: the state itself for an inline token, or the state with the
 * supplied snapshot for a by-reference one (the caller vouches that `catalog` is the snapshot named by
 * `opened.catalogRef`; the server checks the content hash when it loads a snapshot).
 */
export function withCatalog(opened: OpenedToken, catalog?: Record<string, CardFacts> | null): GameState {
  if (opened.catalogRef === null) return opened.state as GameState;
  if (!catalog || typeof catalog !== 'object') {
    throw new EngineError('TOKEN_CATALOG_UNKNOWN', `the state token refers to catalog snapshot ${opened.catalogRef}, which was not supplied`, null, { catalogRef: opened.catalogRef });
  }
  const state = opened.state as unknown as GameState;
  state.catalog = catalog;
  return state;
}

/** The state hash (`hashState`) of an opened token's state, from its payload when it is the by-reference form (no re-serialization). */
export function openedStateHash(opened: OpenedToken): string {
  return opened.catalogRef !== null && opened.header.format === 2 ? hashCanonical(opened.payload) : hashState(opened.state);
}

/**
 * Opens a token for `game`; any key of the keyring may have sealed it. A by-reference token needs
 * `resolve(ref)` to return the snapshot (else TOKEN_CATALOG_UNKNOWN).
 */
export function unseal(token: string, keyring: Keyring, game: string, resolve?: (catalogRef: string) => Record<string, CardFacts> | null | undefined): GameState {
  const opened = openToken(token, keyring, game);
  return withCatalog(opened, opened.catalogRef !== null && resolve ? resolve(opened.catalogRef) : null);
}

/** A fresh random 32-byte key as base64url (for configuration and tests). */
export function generateKey(): string {
  return b64url(randomBytes(32));
}
