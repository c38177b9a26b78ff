/**
 * Card cases: cards an effect puts into an EX area (SVE 4.9) — a spell that goes to your EX area instead of the
 * cemetery when a condition holds, and back to the cemetery at your end phase (「自分のEXエリアのこれを墓場に置く」);
 * an enemy follower put into its owner's EX area, paid for by banishing a card of your EX area.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, health, pick, play } from '../drivers.js';
import { canPlay, type Covers, endMain, onField, sc, settleChoices, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerExAreaEffectsCases(covers: Covers): void {
  covers(['BP12-050'], 'BP12-050 連鎖する雷 (cost 3 spell): 4 damage to the enemy leader; with 2 魔法使い followers on your field it goes to your EX area instead of the cemetery (1: cemetery), and at your end phase from your EX area to the cemetery; 2 PP: refused', () => {
    for (const mages of [2, 1]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP12-050'], field: ['SD03-003', 'SD03-003', 'SD03-001'].slice(2 - mages), pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      expect([health(s, 1), names(s, 'exArea', 0), names(s, 'cemetery', 0), s.players[0]!.counters.pp]).toEqual([16, mages === 2 ? ['BP12-050'] : [], mages === 2 ? [] : ['BP12-050'], 0]);
      if (mages < 2) continue;
      const e = settleChoices(endMain(s));
      expect([names(e, 'exArea', 0), names(e, 'cemetery', 0)]).toEqual([[], ['BP12-050']]);
    }
  });

  covers(['BP14-097'], 'BP14-097 ブーメランシスター (cost 3, 4/3): Fanfare optional cost — banish a card of your EX area (your EX cards offered): a chosen enemy follower (enemy followers offered, not yours) into its owner\'s EX area (declined: stays; empty EX area: not offered); [起動][コスト2] the same (1 PP: not offered; empty EX area: not offered); 2 PP: refused to play', () => {
    const mk = (ex: boolean, pp = 3) => sc({ me: 'SD06', hand: ['BP14-097'], field: ['SD06-003'], ...(ex ? { ex: ['SD04-003', 'SD04-017'] } : {}), oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp });
    expect(canPlay(mk(true, 2).s, mk(true, 2).ids.hand![0]!)).toBe(false);
    for (const pay of [true, false]) {
      const { s: s0, ids } = mk(true);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay) {
        expectOffered(s, ids.ex!, [ids.field![0]!, ...ids.oppField!]);
        s = pick(s, ids.ex![0]!);
        expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
        s = pick(s, ids.oppField![0]!);
      }
      s = settleChoices(s);
      expect([stats(s, onField(s, 0, 'BP14-097')[0]!), names(s, 'banished', 0), names(s, 'exArea', 0), names(s, 'exArea', 1), names(s, 'field', 1)]).toEqual([[4, 3], pay ? ['SD04-003'] : [], pay ? ['SD04-017'] : ['SD04-003', 'SD04-017'], pay ? ['SD04-017'] : [], pay ? ['SD04-003'] : ['SD04-017', 'SD04-003']]);
    }
    const { s: e0, ids: e } = mk(false);
    const e1 = settleChoices(play(e0, e.hand![0]!));
    expect([e1.decision?.kind, names(e1, 'field', 1)]).toEqual(['sve.main', ['SD04-017', 'SD04-003']]); // nothing to banish: not asked
    // [起動][コスト2]
    for (const [ex, pp, offered] of [[true, 2, true], [true, 1, false], [false, 2, false]] as const) {
      const { s: t0, ids: t } = sc({ me: 'SD06', field: ['BP14-097'], ...(ex ? { ex: ['SD04-003', 'SD04-017'] } : {}), oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp });
      const acts = activations(t0, t.field![0]!);
      expect(acts.length).toBe(offered ? 1 : 0);
      if (!offered) continue;
      let s = must(t0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(t.ex![0]!)) s = pick(s, t.ex![0]!);
      expectOffered(s, t.oppField!, [t.field![0]!, leaderId(s, 1)]);
      s = settleChoices(pick(s, t.oppField![1]!));
      expect([s.players[0]!.counters.pp, names(s, 'banished', 0), names(s, 'exArea', 1), names(s, 'field', 1)]).toEqual([0, ['SD04-003'], ['SD04-003'], ['SD04-017']]);
    }
  });
}
