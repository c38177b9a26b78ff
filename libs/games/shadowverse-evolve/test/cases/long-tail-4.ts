/**
 * Card cases of the long-tail forms, group 4 (templates-long-4.ts): the trigger 「これがアクトしたとき」 (SVE 5.4.1),
 * 「これが場にいる限り、(…・トークン・フォロワー)すべては【突進】を持つ / 能力ダメージを受けない」 (10.3, 5.14.3.3) and the
 * clause 「自分の場の『X』すべては【疾走】を持つ」. Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, push, type GameState } from '../../../../engine/src/index.js';
import { advance, counters, kw, must, names, scene, stats, zoneCards } from '../engine-helpers.js';
import { attack, handCount, health, pick } from '../drivers.js';
import { settleChoices as settle, byAbility, type Covers } from './case-helpers.js';

const X = { ref: 'var', var: 'x' };
const engage = (s: GameState, card: string) => settle(byAbility(s, { type: 'tap', target: X }, [card]));
const leaderOf = (s: GameState, p: number) => s.zones[`${p}:leader`]!.cards[0]!;
/** Back to player 0's main phase (the attack's quick windows passed, 8.4.7). */
const toMain = (s: GameState) => advance(settle(s), (x) => x.decision?.kind === 'sve.main');

export function registerLongTail4Cases(covers: Covers): void {
  covers(['BP09-108'], 'long4: アマテラス (SVE 5.4.1 「これがアクトしたとき」): engaged by its attack (8.4.4) your leader gets [体力]+1, +2 instead with 『ツクヨミ』 on your field; engaged by an effect: +1; already engaged, engaging again does nothing; 【守護】', () => {
    for (const tsukuyomi of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: tsukuyomi ? ['BP09-108', 'BP09-109'] : ['BP09-108'], pp: 0 });
      const a = ids.field![0]!;
      expect(kw(s0, a, 'sve.ward')).toBe(true);
      s0.cards[a]!.flags.since = 0;
      const s = toMain(attack(s0, a, leaderOf(s0, 1)));
      expect([health(s, 0), health(s, 1)]).toEqual([20 + (tsukuyomi ? 2 : 1), 20 - 2]);
    }
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-108'], pp: 0 });
    const e = engage(s0, ids.field![0]!);
    expect(health(e, 0)).toBe(21);
    expect(health(engage(e, ids.field![0]!), 0)).toBe(21); // no stand → engaged change (5.4.1)
    expect(health(s0, 0)).toBe(20);
  });

  covers(['BP09-109'], 'long4: ツクヨミ (SVE 5.4.1, 12.10): with 【突進】 it attacks an engaged enemy follower the turn it enters; engaged by that attack: 1 damage to each opponent leader, 2 instead with 『アマテラス』 on your field; engaged by an effect: 1', () => {
    for (const amaterasu of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: amaterasu ? ['BP09-109', 'BP09-108'] : ['BP09-109'], oppField: ['SD04-001'], oppEngaged: [0], pp: 0 });
      const t = ids.field![0]!;
      s0.cards[t]!.flags.since = s0.turn.number; // entered this turn: only 【突進】 lets it attack (8.4.2.1)
      expect(kw(s0, t, 'sve.rush')).toBe(true);
      const s = toMain(attack(s0, t, ids.oppField![0]!));
      expect([health(s, 1), health(s, 0)]).toEqual([20 - (amaterasu ? 2 : 1), 20]);
    }
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-109'], pp: 0 });
    expect([health(s0, 1), health(engage(s0, ids.field![0]!), 1)]).toEqual([20, 19]);
  });

  covers(['PCS01-046', 'CP04-108'], 'long4: ドングリチャージ (SVE 5.4.1): this amulet engaged (an [アクト] by an effect) — your leader [体力]+1; engaged again while engaged — nothing; left standing — nothing', () => {
    for (const id of ['PCS01-046', 'CP04-108']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [id], pp: 0 });
      const c = ids.field![0]!;
      const e = engage(s0, c);
      expect([health(s0, 0), health(e, 0)]).toEqual([20, 21]);
      expect(health(engage(e, c), 0)).toBe(21);
    }
  });

  covers(['EBD03-005', 'BP11-069'], 'long4: カオスルーラー・アイシィレンドリング (SVE 5.4.1): engaged by its attack, each opponent discards 1 card of their choice (hand 2 → 1; an empty hand: nothing); attack 5 to the leader; [進化][コスト1] refused at 0 PP', () => {
    for (const id of ['EBD03-005', 'BP11-069']) {
      for (const oppHand of [2, 0]) {
        const { s: s0, ids } = scene({ me: 'SD05', field: [id], pp: 0 });
        const c = ids.field![0]!;
        s0.cards[c]!.flags.since = 0;
        const hand = zoneCards(s0, 'hand', 1);
        while (hand.length > oppHand) s0.zones['1:deck']!.cards.push(hand.pop()!), (s0.cards[s0.zones['1:deck']!.cards.at(-1)!]!.zone = '1:deck');
        let s = settle(attack(s0, c, leaderOf(s0, 1)));
        if (s.decision?.kind === 'chooseCards' && s.decision.player === 1) s = pick(s, s.decision.candidates![0]!);
        s = toMain(s);
        expect([handCount(s, 1), names(s, 'cemetery', 1).length, health(s, 1)]).toEqual([Math.max(0, oppHand - 1), oppHand > 0 ? 1 : 0, 15]);
      }
      const { s: e0, ids: e } = scene({ me: 'SD05', field: [id], evolve: [id === 'EBD03-005' ? 'EBD03-006' : 'BP11-070'], pp: 0 });
      e0.players[0]!.counters.ep = 0;
      expect(legalActions(e0).filter((x) => x.type === 'evolve' && x.card === e.field![0]!)).toEqual([]);
    }
  });

  covers(['EBD01-006', 'BP13-004'], 'long4: 瘴気の妖精姫・アリア (SVE 10.3 「これが場にいる限り、自分の場の妖精・トークン・フォロワーすべては【突進】を持つ」): your 『フェアリー』 token has 【突進】; your non-token 妖精 follower, your ナイト token (兵士) and the opponent\'s 『フェアリー』 do not; without Aria the 『フェアリー』 has none', () => {
    for (const id of ['EBD01-006', 'BP13-004']) {
      for (const aria of [true, false]) {
        const { s, ids } = scene({ me: 'SD01', field: aria ? [id, 'SD01-011'] : ['SD01-011'], tokens: [['EBD01-T02', 'field', 0], ['SD02-T01', 'field', 0], ['EBD01-T02', 'field', 1]], evolve: ['EBD01-T02', 'SD02-T01'], pp: 0 });
        const [fairy, knight, theirs] = ids.tokens!;
        expect([kw(s, fairy!, 'sve.rush'), kw(s, knight!, 'sve.rush'), kw(s, theirs!, 'sve.rush'), kw(s, ids.field!.at(-1)!, 'sve.rush')]).toEqual([aria, false, false, false]);
      }
    }
  });

  covers(['BP13-022', 'BP13-023'], 'long4: 曙の乙女・セラ (SVE 5.14.3.3): while it is on the field your token followers take no ability damage (ナイト 1/1 survives 1 damage), your non-token follower does (ウォーターフェアリー 1/1 → 1 damage destroys it), the opponent\'s token does; without Sela your ナイト is destroyed', () => {
    for (const id of ['BP13-022', 'BP13-023']) {
      for (const sela of [true, false]) {
        const { s: s0, ids } = scene({ me: 'SD02', field: sela ? [id, 'SD01-011'] : ['SD01-011'], tokens: [['SD02-T01', 'field', 0], ['SD02-T01', 'field', 1]], evolve: ['SD02-T01'], pp: 0 });
        const [knight, theirs] = ids.tokens!;
        const other = ids.field!.at(-1)!;
        const s = settle(byAbility(s0, { type: 'damage', target: X, amount: 1 }, [knight!, theirs!, other]));
        expect([s.cards[knight!]?.zone === '0:field' ? stats(s, knight!) : null, names(s, 'field', 0).includes('SD01-011'), names(s, 'field', 1).includes('SD02-T01')]).toEqual([sela ? [1, 1] : null, false, false]);
      }
    }
  });

  covers(['BP15-083'], 'long4: 潰し宴: [起動] banishing it from your cemetery gives your 『一ツ尾狐』 followers 【疾走】 (other followers and the opponent\'s 『一ツ尾狐』 not; the banish cost moves it to the banished zone); played with 2 『一ツ尾狐』 put into the cemetery as the additional cost it destroys a chosen enemy follower and draws 1; with 1 『一ツ尾狐』 it cannot be played', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-003'], cemetery: ['BP15-083'], tokens: [['BP15-T06', 'field', 0], ['BP15-T06', 'field', 1]], evolve: ['BP15-T06'], pp: 0 });
    const [fox, theirs] = ids.tokens!;
    expect(kw(s0, fox!, 'sve.storm')).toBe(false);
    const act = legalActions(s0).find((x) => x.type === 'activate' && x.card === ids.cemetery![0]!)!;
    const s = settle(must(s0, act).state);
    expect([kw(s, fox!, 'sve.storm'), kw(s, theirs!, 'sve.storm'), kw(s, ids.field![0]!, 'sve.storm'), names(s, 'banished', 0)]).toEqual([true, false, false, ['BP15-083']]);
    for (const foxes of [1, 2]) {
      const { s: p0, ids: p } = scene({ me: 'SD05', hand: ['BP15-083'], oppField: ['SD05-003'], tokens: Array.from({ length: foxes }, () => ['BP15-T06', 'field', 0] as [string, string, number]), evolve: ['BP15-T06'], pp: 0 });
      const plays = legalActions(p0).filter((x) => x.type === 'play' && x.card === p.hand![0]!);
      expect(plays.length > 0).toBe(foxes === 2);
      if (foxes < 2) continue;
      const h = handCount(p0, 0);
      let q = must(p0, plays[0]!).state;
      for (let i = 0; i < 4 && q.decision?.kind === 'chooseCards' && q.decision.player === 0; i++) q = pick(q, q.decision.candidates!.includes(p.oppField![0]!) ? p.oppField![0]! : q.decision.candidates![0]!);
      q = settle(q);
      expect([names(q, 'field', 0), names(q, 'field', 1), handCount(q, 0), counters(q, 0).pp]).toEqual([[], [], h - 1 + 1, 0]);
    }
  });
}
