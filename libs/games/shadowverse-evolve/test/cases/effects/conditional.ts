/**
 * Card cases: Effect clauses of grammar/effects/conditional.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import type { GameState } from '../../../../../engine/src/index.js';
import { counters, kw, leaderId, names, nextTurn, scene, stats, zoneCards } from '../../engine-helpers.js';
import { evolve, pick, play, target } from '../../drivers.js';
import { activateAbility, type Covers, plays, sc } from '../case-helpers.js';
import { expectOffered, expectUpTo } from '../offered.js';

const wild = (id: string, check: (s: GameState, f: string) => unknown, wildExpect: unknown, plainExpect: unknown) => {
  for (const [follower, expected] of [['BP11-019', wildExpect], ['SD02-002', plainExpect]] as const) {
    // issue #18: 「自分の場のフォロワー1体を選ぶ」 offers exactly your followers (a second one of yours; not the enemy follower, no leader)
    const { s: s0, ids } = scene({ me: 'SD02', field: [follower, 'SD02-019'], oppField: ['SD02-002'], evolve: [id], tokens: [[id, 'field', 0]] });
    const t = ids.tokens![0]!;
    const a = activateAbility(s0, t, 0);
    expectOffered(a, ids.field!, [ids.oppField![0]!, leaderId(a, 0), leaderId(a, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(a, 1, { upTo: false });
    const s = target(a, ids.field![0]!);
    expect([check(s, ids.field![0]!), names(s, 'field', 0), stats(s, ids.field![1]!)]).toEqual([expected, [follower, 'SD02-019'], [2, 3]]); // the token went to the cemetery as the cost; the other one untouched
  }
};

export function registerConditionalCases(covers: Covers): void {
  covers(['CP01-018'], 'CP01-018 迫る熱に押されて: a follower of yours gains 【疾走】, and +1/+1 only if it is a ウマ娘 follower', () => {
    const run = (id: string) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP01-018'], field: [id], pp: 2 });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.field![0]!);
      return [stats(s, ids.field![0]!), kw(s, ids.field![0]!, 'sve.storm')];
    };
    expect(run('CP01-013')).toEqual([[3, 3], true]);
    expect(run('SD02-002')).toEqual([[3, 3], true]);
    // issue #18 (SVE 10.6.2.3): 「自分のフォロワー1体」 — your followers only (no enemy follower, no leader); exactly 1
    const b = sc({ me: 'SD02', hand: ['CP01-018'], field: ['CP01-013', 'SD02-002'], oppField: ['SD02-019', 'SD02-002'], pp: 2 });
    const t = play(b.s, b.ids.hand![0]!);
    expectOffered(t, b.ids.field!, [...b.ids.oppField!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP18-026'], 'ダークセイバー・メリッサ (SVE 12.15, 10.10.1): 【突進】【指定攻撃】; fanfare — an enemy follower is destroyed when its player has 3 or more cards on the field (2: not; your own field is not counted); it gets 【オーラ】 for good and takes no damage this turn only; 3 PP: cannot play it', () => {
    const run = (opp: number, mine = 0) => {
      const { s: s0, ids } = scene({ hand: ['BP18-026'], field: ['SD02-007', 'SD02-007', 'SD02-007'].slice(0, mine), oppField: ['SD02-019', 'SD02-017', 'SD02-007', 'SD02-002'].slice(0, opp), pp: 4 });
      let s = play(s0, ids.hand![0]!);
      s = target(s, ids.oppField![0]!);
      return { s, m: zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP18-026')!, opp: names(s, 'field', 1).length, pp: s.players[0]!.counters.pp };
    };
    expect([run(3).opp, run(3).pp]).toEqual([2, 0]); // 3 cards: the chosen one is destroyed
    expect(run(4).opp).toBe(3);
    expect(run(2).opp).toBe(2); // 2 cards: not
    expect(run(2, 3).opp).toBe(2); // your own 3 cards do not count
    const { s, m } = run(1);
    expect([kw(s, m, 'sve.rush'), kw(s, m, 'sve.assail'), kw(s, m, 'sve.aura'), kw(s, m, 'sve.noDamage')]).toEqual([true, true, true, true]);
    const t = nextTurn(s);
    expect([kw(t, m, 'sve.aura'), kw(t, m, 'sve.noDamage')]).toEqual([true, false]);
    const u = scene({ hand: ['BP18-026'], pp: 3 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ hand: ['BP18-026'], field: ['SD02-007'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 4 });
    const dt = play(dz.s, dz.ids.hand![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['EBD03-T06', 'BP11-T04'], 'Tokens 機動二輪車: [起動] put this into the cemetery: a follower of yours gets Rush; a 荒野 follower also +1 attack (non-荒野: no +1)', () => {
    for (const id of ['EBD03-T06', 'BP11-T04']) wild(id, (s, f) => [stats(s, f), kw(s, f, 'sve.rush')], [[4, 3], true], [[3, 3], true]);
  });

  covers(['EBD03-T07', 'BP16-T22', 'BP11-T05'], 'Tokens 魔導装甲車: [起動] put this into the cemetery: a follower of yours gets Ward; a 荒野 follower also +1 health (non-荒野: no +1)', () => {
    for (const id of ['EBD03-T07', 'BP16-T22', 'BP11-T05']) wild(id, (s, f) => [stats(s, f), kw(s, f, 'sve.ward')], [[3, 4], true], [[3, 3], true]);
  });

  covers(['BP11-T03'], 'Token 従順な駿馬: [起動] put this into the cemetery: a 荒野 follower of yours +1/+1 (a non-荒野 one: nothing)', () => {
    wild('BP11-T03', (s, f) => stats(s, f), [4, 4], [3, 3]);
  });
}
