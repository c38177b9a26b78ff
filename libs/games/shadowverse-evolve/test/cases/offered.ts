/**
 * The complete set of choices offered (issue #18): helpers a card case uses at a pending card choice
 * (SVE 10.6.2.3 「…を選ぶ」, 5.8 search, 5.11 look, a discard…) to assert what must be offered, what must not,
 * and — for 「N体まで」/「N枚まで」 (up to N) — that N+1 is refused and fewer (0 included) is accepted.
 *
 * - `expectOffered(s, offered, notOffered)`: the pending chooseCards decision of player 0 (or `o.player`) offers
 *   exactly `offered` (any order) and none of `notOffered`; `notOffered` must name at least one card on the board
 *   (a check with nothing that must not be offered cannot fail on a too-wide choice).
 * - `expectUpTo(s, n, o)`: the pending chooseCards allows at most `n` picks: after `n` picks the choice is closed and
 *   an (n+1)th pick is refused by the engine; `done` is legal with 0 picks when `o.upTo` (printed 「まで」), else only
 *   once `n` (or every candidate) is picked. Needs at least n+1 candidates (the caller's board provides them).
 * - `chooseTargets(s, picks)`: picks the given cards in order, then `done` if the choice is still open (fewer than
 *   its maximum): returns the state after the choice.
 * - `OFFERED_CHECKS`: counters the meta-tests read (how many offered-set / up-to checks ran).
 * - `offField(s, id)`: a copy of `s` where field card `id` has gone to its owner's cemetery (a state edit, no event):
 *   for 「これが場にいる限り」 — what it grants must be gone once it left.
 */
import { apply, legalActions, type GameState } from '../../../../engine/src/index.js';
import { must } from '../engine-helpers.js';

/** How many offered-set and up-to checks ran (read by meta-tests). */
export const OFFERED_CHECKS = { offered: 0, upTo: 0 };

const pending = (s: GameState, player: number) => {
  const d = s.decision;
  expect(d && { kind: d.kind, player: d.player }).toEqual({ kind: 'chooseCards', player });
  return d!;
};

/** The pending card choice offers exactly `offered` and none of `notOffered` (which must not be empty). */
export function expectOffered(s: GameState, offered: string[], notOffered: string[], o: { player?: number; rule?: string } = {}): void {
  const d = pending(s, o.player ?? 0);
  if (o.rule) expect(d.rule).toBe(o.rule);
  expect(notOffered.length).toBeGreaterThan(0);
  const picked = d.picked ?? [];
  const open = d.candidates!.filter((c) => !picked.includes(c));
  expect([...open].sort()).toEqual([...offered].sort());
  expect(open.filter((c) => notOffered.includes(c))).toEqual([]);
  // the legal picks agree with the candidates (what the protocol lists is what is offered)
  const picks = legalActions(s).filter((a) => a.type === 'pick').map((a) => a.card as string);
  expect([...picks].sort()).toEqual([...offered].sort());
  for (const c of notOffered) expect(() => apply(s, { type: 'pick', player: d.player, card: c })).toThrow();
  OFFERED_CHECKS.offered++;
}

/** The pending card choice allows at most `n` picks (n+1 refused) and, when printed 「まで」 (`upTo`), fewer down to 0. */
export function expectUpTo(s: GameState, n: number, o: { upTo: boolean; player?: number }): void {
  const d = pending(s, o.player ?? 0);
  expect((d.picked ?? []).length).toBe(0);
  const cands = d.candidates!;
  expect(cands.length).toBeGreaterThanOrEqual(n + 1); // the board must offer more than n, or n+1 cannot be tried
  expect(d.max).toBe(n);
  expect(d.min).toBe(o.upTo ? 0 : n);
  const canStop = (x: GameState) => legalActions(x).some((a) => a.type === 'done' && a.player === d.player);
  expect(canStop(s)).toBe(o.upTo); // 0 picks: accepted only for 「まで」
  let cur = s;
  for (let i = 0; i < n; i++) {
    if (i > 0) expect(cur.decision?.id).toBe(d.id); // still the same choice until n are picked
    if (i > 0 && o.upTo) expect(canStop(cur)).toBe(true); // fewer than n: accepted
    cur = must(cur, { type: 'pick', player: d.player, card: cands[i]! }).state;
  }
  // n picked: the choice is closed, and an (n+1)th pick is refused (unless a later, different choice offers that card)
  expect(cur.decision?.id === d.id && cur.decision.kind === 'chooseCards').toBe(false);
  const extra = cands[n]!;
  const later = cur.decision?.kind === 'chooseCards' && (cur.decision.candidates ?? []).includes(extra) && cur.decision.player === d.player;
  if (!later) expect(() => apply(cur, { type: 'pick', player: d.player, card: extra })).toThrow();
  OFFERED_CHECKS.upTo++;
}

/** Picks `picks` in order, then `done` when the choice is still open: the state after the choice. */
export function chooseTargets(s: GameState, picks: string[]): GameState {
  const d = s.decision!;
  let cur = s;
  for (const c of picks) cur = must(cur, { type: 'pick', player: d.player, card: c }).state;
  if (cur.decision?.id === d.id && cur.decision.kind === 'chooseCards') cur = must(cur, { type: 'done', player: d.player }).state;
  return cur;
}

/** A copy of `s` where the field card `id` is in its owner's cemetery (a state edit: no event, no trigger). */
export function offField(s0: GameState, id: string): GameState {
  const s = structuredClone(s0);
  const c = s.cards[id]!;
  s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
  c.zone = `${c.owner}:cemetery`;
  s.zones[c.zone]!.cards.push(id);
  return s;
}
