/**
 * Helpers of the match-API security properties (docs/security.md §6): what a viewer may not know in a
 * state (instance-level: a catalog id is hidden from a viewer only when NO copy of it is visible to that
 * viewer), which ids an answer part may mention, and byte-level mutations of sealed state tokens.
 * Used by match-leaks.e2e.spec.ts and match-tampering.e2e.spec.ts.
 */
import { canSee, canSeeEvent, nextU32, type GameEvent, type GameState, type Viewer } from '../../../libs/engine/src/index.js';

/**
 * Catalog ids `viewer` may know right now: cards it can see, plus catalog ids written in the flags of
 * cards it can see (a visible card's flags are shown in full, e.g. SVE's evolved follower records the
 * `base` card it evolved from, which was public on the field).
 */
export function visibleCardIds(state: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if (!canSee(state, viewer, c.id)) continue;
    out.add(c.cardId);
    for (const v of Object.values(c.flags ?? {})) if (typeof v === 'string' && state.catalog[v] !== undefined) out.add(v);
  }
  return out;
}

/** Catalog ids hidden from `viewer`: some instance of it is hidden from the viewer and no instance is visible. */
export function hiddenCardIds(state: GameState, viewer: Viewer): Set<string> {
  const visible = visibleCardIds(state, viewer);
  const out = new Set<string>();
  for (const c of Object.values(state.cards)) if (!visible.has(c.cardId) && !canSee(state, viewer, c.id)) out.add(c.cardId);
  return out;
}

/** Catalog ids of the cards a seat owns (its deck list: the seat may know these exist, not where they are). */
export function ownedCardIds(state: GameState, seat: number): Set<string> {
  const out = new Set<string>();
  for (const c of Object.values(state.cards)) if (c.owner === seat) out.add(c.cardId);
  return out;
}

/** Catalog ids the raw events of a transition explicitly revealed to `viewer` (type `revealed`, visible to it). */
export function revealedInEvents(events: readonly GameEvent[], viewer: Viewer): Set<string> {
  const out = new Set<string>();
  for (const e of events) if (e.type === 'revealed' && canSeeEvent(e, viewer) && typeof e.cardId === 'string') out.add(e.cardId);
  return out;
}

export function minus(a: Iterable<string>, ...others: Array<Set<string>>): Set<string> {
  const out = new Set<string>();
  for (const x of a) if (!others.some((o) => o.has(x))) out.add(x);
  return out;
}

/** The ids of `ids` that occur in `text` (also inside longer strings such as labels and messages). */
export function mentioned(text: string, ids: Iterable<string>): string[] {
  const out: string[] = [];
  for (const id of ids) if (text.includes(id)) out.push(id);
  return out.sort();
}

/** Words of the RNG state as they would be written in JSON (decimal u32); short ones are skipped (they occur by chance). */
export function rngWords(state: GameState): string[] {
  // the RNG key and the keystream words around the current position (ChaCha20, engine 2.x)
  const from = Math.max(0, state.rng.n - 64);
  const r = { ...state.rng, n: from };
  const words: string[] = [state.rng.key];
  for (let i = from; i < state.rng.n + 64; i++) words.push(String(nextU32(r)));
  return words.filter((w) => w.length >= 6);
}

// ---------------------------------------------------------------------------------------------------------
// Token mutations (on the decoded bytes, so every mutation changes what the server decodes)
// ---------------------------------------------------------------------------------------------------------

export const b64u = (buf: Buffer): string => buf.toString('base64url');
export const unb64u = (s: string): Buffer => Buffer.from(s, 'base64url');

/** The header of a token: offsets of the key id and game slug (see libs/engine/src/codec/sealed.ts). */
export function tokenLayout(token: string): { kid: string; game: string; kidAt: number; gameAt: number; headerEnd: number } {
  const buf = unb64u(token);
  const kidLen = buf[6]!;
  const kid = buf.subarray(7, 7 + kidLen).toString('ascii');
  const gameAt = 7 + kidLen + 1;
  const gameLen = buf[7 + kidLen]!;
  const game = buf.subarray(gameAt, gameAt + gameLen).toString('ascii');
  return { kid, game, kidAt: 7, gameAt, headerEnd: gameAt + gameLen + 4 };
}

/** The same token with another key id (and the header length byte fixed), ciphertext untouched. */
export function withKid(token: string, kid: string): string {
  const buf = unb64u(token);
  const { kidAt, kid: old } = tokenLayout(token);
  return b64u(Buffer.concat([buf.subarray(0, kidAt - 1), Buffer.from([kid.length]), Buffer.from(kid, 'ascii'), buf.subarray(kidAt + old.length)]));
}

/** The same token with another game slug in its header, ciphertext untouched. */
export function withGame(token: string, game: string): string {
  const buf = unb64u(token);
  const { gameAt, game: old } = tokenLayout(token);
  return b64u(Buffer.concat([buf.subarray(0, gameAt - 1), Buffer.from([game.length]), Buffer.from(game, 'ascii'), buf.subarray(gameAt + old.length)]));
}
