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
 * - `expectOfferedOnPlay(me, card, pp)`: `card` played from the hand (2 enemy followers, 2 of yours) asks for
 *   「相手のフォロワー1体」 (with `leader`: 「相手のリーダー1人か相手のフォロワー1体」; `own`: 「自分の(他の)フォロワー1体」):
 *   exactly those offered, exactly 1.
 * - `expectOfferedOnEvolve(me, base, evo, pp)`: the same for a 【進化時】 choice: `base` on the field evolves (PP) into `evo`;
 *   `o.tooBig` (enemy followers the printed qualifier excludes, e.g. 「体力3以下の」) must not be offered.
 * - `toChoice(s)`: passes quick windows and takes the first option of trigger orderings (SVE 10.5.2) until player 0's
 *   next card choice: the state where a triggered / attack choice is asked.
 * - `chooseTargets(s, picks)`: picks the given cards in order, then `done` if the choice is still open (fewer than
 *   its maximum): returns the state after the choice.
 * - `OFFERED_CHECKS`: counters the meta-tests read (how many offered-set / up-to checks ran).
 * - `offField(s, id)`: a copy of `s` where field card `id` has gone to its owner's cemetery (a state edit, no event):
 *   for 「これが場にいる限り」 — what it grants must be gone once it left.
 */
import { apply, legalActions, type GameState } from '../../../../engine/src/index.js';
import { leaderId, must, scene, zoneCards, type Starter } from '../engine-helpers.js';
import { evolve, play } from '../drivers.js';

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

/**
 * Issue #18 (SVE 10.6.2.3): playing `card` from the hand with 2 enemy followers and 2 of yours on the field, its
 * 「相手のフォロワー1体を選ぶ」 (or 「相手のリーダー1人か相手のフォロワー1体を選ぶ」: `leader`) offers exactly the enemy followers
 * (and the enemy leader) — not your followers, not your leader — and exactly 1 (0 and 2 refused). With `own`: 「自分の
 * フォロワー1体を選ぶ」 ('any') / 「自分の他のフォロワー1体を選ぶ」 ('other': the played follower itself not offered) —
 * exactly your followers, no enemy one, no leader.
 */
export function expectOfferedOnPlay(me: Starter, card: string, pp: number, o: { leader?: boolean; own?: 'any' | 'other' } = {}): void {
  const { s: s0, ids } = scene({ me, hand: [card], field: ['SD02-019', 'SD02-002'], oppField: ['SD02-002', 'SD02-019'], pp });
  const s = play(s0, ids.hand![0]!);
  const leaders = [leaderId(s, 0), leaderId(s, 1)];
  // the played card on the field (a card that changes zone gets a new id), none for a spell
  const self = zoneCards(s, 'field', 0).filter((x) => !ids.field!.includes(x) && s.cards[x]!.cardId === card);
  if (o.own) expectOffered(s, [...ids.field!, ...(o.own === 'any' ? self : [])], [...ids.oppField!, ...leaders, ...(o.own === 'other' ? self : [])]);
  else expectOffered(s, [...ids.oppField!, ...(o.leader ? [leaderId(s, 1)] : [])], [...ids.field!, leaderId(s, 0), ...(o.leader ? [] : [leaderId(s, 1)])]);
  expectUpTo(s, 1, { upTo: false });
}

/** The 【進化時】 「相手のフォロワー1体を選ぶ」 of `evo`, `base` evolving on the field: exactly the 2 enemy followers, exactly 1 (see above). */
export function expectOfferedOnEvolve(me: Starter, base: string, evo: string, pp: number, o: { tooBig?: string[] } = {}): void {
  const { s: s0, ids } = scene({ me, field: [base, 'SD02-019'], evolve: [evo], oppField: ['SD02-002', 'SD02-019', ...(o.tooBig ?? [])], pp });
  const s = evolve(s0, ids.field![0]!);
  expect(s.cards[ids.field![0]!]!.cardId).toBe(evo);
  expectOffered(s, ids.oppField!.slice(0, 2), [...ids.field!, ...ids.oppField!.slice(2), leaderId(s, 0), leaderId(s, 1)]);
  expectUpTo(s, 1, { upTo: false });
}

/** Passes quick windows and orderings (first option) until a card choice of player 0 is pending. */
export function toChoice(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 10 && s.decision && !(s.decision.kind === 'chooseCards' && s.decision.player === 0); i++) {
    const d = s.decision;
    if (d.kind === 'sve.quick') s = must(s, { type: 'pass', player: d.player }).state;
    else if (d.kind === 'order') s = must(s, legalActions(s).find((a) => a.player === d.player)!).state;
    else if (d.kind === 'chooseOption') s = must(s, { type: 'choose', player: d.player, option: d.options![0]! }).state;
    else break;
  }
  return s;
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
