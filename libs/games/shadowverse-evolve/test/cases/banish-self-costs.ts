/**
 * Card cases: activated abilities paid by engaging the card and banishing it, 「[起動](…)これを[アクト]消滅：」 (SVE 10.4.6
 * engage icon, 10.4: the card itself goes to the banish zone as the cost; grammar/costs.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text: printed numbers, conditions at and one
 * below their threshold, the PP cost one short refused, the offered choices.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, health, pick, play, toDeckTop } from '../drivers.js';
import { canPlay, type Covers, finish, onField, onlyHand, sc, settleChoices, sorted, toBanished, withPp as withPpOf } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerBanishSelfCostsCases(covers: Covers): void {
  covers(['CP03-048'], 'CP03-048 ミストレス・ハリケーン (cost 2, 3/2): Fanfare — with 5 cards in your 消滅領域 it has 【疾走】 (4: not); [起動] engage it and banish it: 3 damage to an enemy follower (offered: the enemy followers); 1 PP: not playable', () => {
    const mk = (banished: number, pp = 2) => {
      const r = sc({ me: 'SD03', hand: ['CP03-048'], cemetery: ['SD03-005', 'SD03-006', 'SD03-012', 'SD03-013', 'SD03-015'].slice(0, banished), oppField: ['SD04-001', 'SD02-002'], pp });
      toBanished(r.s, r.ids.cemetery ?? []);
      return r;
    };
    expect(canPlay(mk(5, 1).s, mk(5, 1).ids.hand![0]!)).toBe(false);
    for (const [banished, storm] of [[5, true], [4, false]] as const) {
      const { s: s0, ids } = mk(banished);
      let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, 'CP03-048')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([[3, 2], storm, 0]);
      if (!storm) continue;
      const acts = activations(s, me);
      expect(acts).toHaveLength(1);
      s = must(s, acts[0]!).state;
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField!));
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, ids.oppField![0]!), names(s, 'field', 0), names(s, 'banished', 0).filter((c) => c === 'CP03-048').length]).toEqual([[7, 5], [], 1]);
    }
  });

  covers(['BP18-120'], 'BP18-120 新約都市・透京 (amulet, cost 1): Fanfare — look at the top 3, a 透京 card other than 新約都市・透京 may be revealed and added to your hand (offered: the 透京 card among the 3, not the copy of itself, not a 死者 card, not the 透京 card below them), the rest to the bottom; [起動][コスト1] engage it and banish it: a 透京 follower of yours +1/+1 (offered: the 透京 followers, not another one) and your leader +1; 0 PP: the ability is not offered; not playable with 0 PP', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-120', 'BP18-120', 'BP18-003', 'SD05-007', 'BP18-005'], field: ['BP18-009', 'BP18-028', 'SD05-010'], pp: 1 });
    toDeckTop(s0, ids.hand!.slice(1));
    onlyHand(s0, [ids.hand![0]!]);
    expect(canPlay({ ...s0, players: s0.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp: 0 } } : p)) } as GameState, ids.hand![0]!)).toBe(false);
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(s.decision!.candidates).toEqual([ids.hand![2]!]);
    s = finish(pick(s, ids.hand![2]!));
    const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP18-120')!;
    const deck = names(s, 'deck', 0);
    expect([names(s, 'hand', 0), counters(s, 0).pp, deck[0], sorted(deck.slice(deck.length - 2))]).toEqual([['BP18-003'], 0, 'BP18-005', ['BP18-120', 'SD05-007']]);
    expect(activations(s, me)).toEqual([]); // 0 PP
    s.players[0]!.counters.pp = 1;
    const acts = activations(s, me);
    expect(acts).toHaveLength(1);
    s = must(s, acts[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.field!.slice(0, 2))); // 樹都の拳士, 隘路の調査員 (透京); レッサーマミー is not
    const before = stats(s, ids.field![1]!);
    const h = health(s, 0);
    s = settleChoices(pick(s, ids.field![1]!));
    expect([stats(s, ids.field![1]!), health(s, 0), names(s, 'banished', 0), counters(s, 0).pp]).toEqual([[before[0]! + 1, before[1]! + 1], h + 1, ['BP18-120'], 0]);
  });

  covers(['BP10-026'], 'BP10-026 エアリアルスラッシュ (cost 1 spell): 2 damage to a chosen enemy follower (enemy followers offered, not yours); from your cemetery [起動][コスト1] banish it: 3 damage to the enemy leader, usable only with 5 other ヒーロー cards in your cemetery (4: not offered; 0 PP: not offered); 0 PP: refused to play', () => {
    const { s: h0, ids: h } = sc({ me: 'SD02', hand: ['BP10-026'], field: ['SD02-002'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    expect(canPlay(withPpOf(h0, 0), h.hand![0]!)).toBe(false);
    let p = play(h0, h.hand![0]!);
    expectOffered(p, h.oppField!, [h.field![0]!, p.zones['1:leader']!.cards[0]!]);
    p = settleChoices(pick(p, h.oppField![0]!));
    expect([stats(p, h.oppField![0]!), names(p, 'cemetery', 0)]).toEqual([[3, 2], ['BP10-026']]);
    for (const [heroes, pp, offered] of [[5, 1, true], [4, 1, false], [5, 0, false]] as const) {
      const { s: s0, ids } = sc({ me: 'SD02', cemetery: ['BP10-026', ...Array(heroes).fill('BP10-033')], pp }); // it is a ヒーロー itself: 4 others + itself is not enough
      const acts = activations(s0, ids.cemetery![0]!);
      expect(acts.length).toBe(offered ? 1 : 0);
      if (!offered) continue;
      const s = settleChoices(must(s0, acts[0]!).state);
      expect([health(s, 1), names(s, 'banished', 0), s.players[0]!.counters.pp]).toEqual([17, ['BP10-026'], 0]);
    }
  });
}
