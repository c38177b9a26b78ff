/**
 * Card cases: damage of 「「(group)の数 / 枚数」のN倍」 — a count of a group of yours, times N, read as the ability resolves
 * (grammar/quantities.ts amountOf: the kernel's count amount with `times`). Each card is reached the way a game does
 * (evolved from its base card paying its [進化] cost), and the damage is checked with two different counts.
 * Registered from card-cases.ts; each expectation is read from the printed text: the enemy followers are offered (not
 * your own followers, not a leader), the evolve is refused one PP short.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, stats } from '../engine-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';
import { pick } from '../drivers.js';
import { type Covers, evolvable, evolveInto, sc, settleChoices, sorted } from './case-helpers.js';
import type { Starter } from '../engine-helpers.js';

interface EvolveDamage {
  me: Starter;
  base: string;
  evo: string;
  /** The base's [進化] cost. */
  cost: number;
  /** Printed attack / health of the evolved card. */
  printed: [number, number];
  /** Other cards of your field / EX area that the count reads (the larger count), and the count they give with the evolved card. */
  field: string[];
  ex: string[];
  count: number;
  /** A smaller board: its cards and count. */
  fewer: { field: string[]; ex: string[]; count: number };
  keywords?: string[];
}

/** Evolves `base` into `evo` with `field` / `ex` around it; returns the damage dealt to ファフニール (7/8) and the offered cards. */
function run(c: EvolveDamage, field: string[], ex: string[], pp = c.cost): { s: GameState; dealt: number; offered: string[]; enemies: string[]; me: string } {
  const { s: s0, ids } = sc({ me: c.me, field: [c.base, ...field], ex, evolve: [c.evo], oppField: ['SD04-001', 'SD02-002'], pp });
  const me = ids.field![0]!;
  s0.cards[me]!.flags.since = 0;
  let s = settleChoices(evolveInto(s0, me, c.evo));
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  const offered = sorted(s.decision!.candidates);
  // issue #18 (SVE 10.6.2.3): exactly the enemy followers (not the evolved card, not your other cards, no leader); exactly 1
  expectOffered(s, ids.oppField!, [...ids.field!, ...(ids.ex ?? []), leaderId(s, 0), leaderId(s, 1)]);
  expectUpTo(s, 1, { upTo: false });
  s = settleChoices(pick(s, ids.oppField![0]!));
  return { s, dealt: 8 - stats(s, ids.oppField![0]!)[1]!, offered, enemies: sorted(ids.oppField!), me };
}

function caseOf(c: EvolveDamage, times: number): () => void {
  return () => {
    const probe = sc({ me: c.me, field: [c.base, ...c.field], ex: c.ex, evolve: [c.evo], oppField: ['SD04-001'], pp: c.cost - 1 });
    probe.s.cards[probe.ids.field![0]!]!.flags.since = 0;
    expect(evolvable(probe.s, probe.ids.field![0]!)).toBe(false); // one PP short
    const a = run(c, c.field, c.ex);
    expect(a.offered).toEqual(a.enemies);
    expect([a.s.cards[a.me]!.cardId, stats(a.s, a.me), a.dealt, counters(a.s, 0).pp]).toEqual([c.evo, c.printed, times * c.count, 0]);
    for (const k of c.keywords ?? []) expect(kw(a.s, a.me, k)).toBe(true);
    const b = run(c, c.fewer.field, c.fewer.ex);
    expect(b.dealt).toBe(times * c.fewer.count);
    void must;
  };
}

export function registerCountMultipleDamageCases(covers: Covers): void {
  covers(['BP06-050'], 'BP06-050 マジカルラット (evolved from BP06-049, [進化][コスト1]; 3/3): 【進化時】 an enemy follower takes 2 × the 『マジカルラット』 of your field (itself and another: 4; itself alone: 2); 0 PP: no evolve', caseOf({
    me: 'SD03', base: 'BP06-049', evo: 'BP06-050', cost: 1, printed: [3, 3], field: ['BP06-049'], ex: [], count: 2, fewer: { field: [], ex: [], count: 1 },
  }, 2));

  covers(['BP05-039'], 'BP05-039 真実の使徒 (evolved from BP05-038, [進化][コスト1]; 4/4): 【進化時】 an enemy follower takes 2 × the 魔法使い followers of your field (itself and two more: 6; itself and one: 4; a 魔法生物 follower does not count); 0 PP: no evolve', caseOf({
    me: 'SD03', base: 'BP05-038', evo: 'BP05-039', cost: 1, printed: [4, 4], field: ['SD03-002', 'SD03-003', 'SD03-008'], ex: [], count: 3, fewer: { field: ['SD03-002', 'SD03-008'], ex: [], count: 2 },
  }, 2));

  covers(['BP07-043'], 'BP07-043 機械の加速兵 (evolved from BP07-042, [進化][コスト2]; 4/3, 【守護】): 【進化時】 an enemy follower takes 2 × the 機械 cards of your EX area (three of them: 6 — a machine on the field does not count; one: 2); 1 PP: no evolve', caseOf({
    me: 'SD03', base: 'BP07-042', evo: 'BP07-043', cost: 2, printed: [4, 3], field: ['BP07-042'], ex: ['BP07-042', 'BP07-042', 'BP17-048'], count: 3, fewer: { field: [], ex: ['BP17-048', 'SD03-005'], count: 1 }, keywords: ['sve.ward'],
  }, 2));

  covers(['CSD03a-004'], 'CSD03a-004 ブラスター・ブレード (evolved from CSD03a-003, [進化][コスト1]; 4/4, 【シングルドライブ】): 【進化時】 an enemy follower takes 2 × the ロイヤルパラディン followers of your field (itself and two more: 6; itself alone: 2); 0 PP: no evolve', caseOf({
    me: 'SD02', base: 'CSD03a-003', evo: 'CSD03a-004', cost: 1, printed: [4, 4], field: ['CSD03a-010', 'CSD03a-009', 'SD02-002'], ex: [], count: 3, fewer: { field: ['SD02-002'], ex: [], count: 1 }, keywords: ['sve.singleDrive'],
  }, 2));
}
