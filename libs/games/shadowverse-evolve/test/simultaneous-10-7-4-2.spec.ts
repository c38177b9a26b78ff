/**
 * SVE 10.7.4.2: a card with a zone-move trigger that leaves the field at the same moment as the card whose
 * move meets the trigger condition still triggers — also when the two cards belong to different players
 * (one move batch across owners: kernel moveTogether, libs/engine/src/move-batch.ts).
 */
import { push, run, type GameState } from '../../../engine/src/index.js';
import { advance, counters, ctxOf, names, scene } from './engine-helpers.js';
import { attack, play, target } from './drivers.js';
import { stealCards } from '../src/rules/notations-5.js';

/** 裁きの悪魔 BP01-106 (3/5 【必殺】, 「相手のフォロワーが破壊されたとき、それのリーダーに1ダメージ。自分のリーダーは[体力]+1する」)
 * of player `p` attacks an engaged アンデッドキング SD05-009 (6/6): combat 8.4.9 kills both (6 ≥ 5; 【必殺】 11.3.2), one rule
 * processing destroys both at once (11.3, 11.1.3). */
function fight(p: 0 | 1): GameState {
  const { s: s0, ids } = p === 0
    ? scene({ me: 'SD05', field: ['BP01-106'], oppField: ['SD05-009'], oppEngaged: [0] })
    : scene({ me: 'SD05', field: ['SD05-009'], oppField: ['BP01-106'] });
  let s = s0;
  if (p === 1) {
    // the same fight with the roles of the players swapped: player 1's 裁きの悪魔 is the one attacked
    s.cards[ids.oppField![0]!]!.tapped = true;
  }
  // the opponent passes the quick window (8.4.7); damage 8.4.9, rule processing 8.4.10
  return advance(attack(s, ids.field![0]!, ids.oppField![0]!), (x) => x.decision?.kind === 'sve.main');
}

describe('SVE 10.7.4.2 simultaneous moves across owners', () => {
  test('SVE 10.7.4.2 / 11.3: 裁きの悪魔 destroyed together with the enemy follower it fought still sees that follower destroyed: enemy leader 20 → 19, its leader 20 → 21 (player 0\'s card, whose batch would come first)', () => {
    const s = fight(0);
    expect([names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[], []]);
    expect([counters(s, 1).health, counters(s, 0).health]).toEqual([19, 21]);
  });

  test('SVE 10.7.4.2 / 11.3: the same with the players swapped (player 1\'s 裁きの悪魔 attacked): 19 / 21 as well', () => {
    const s = fight(1);
    expect([names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[], []]);
    expect([counters(s, 0).health, counters(s, 1).health]).toEqual([19, 21]);
  });

  test('SVE 10.7.4.2 / 5.6: テミスの審判 BP01-131 「フォロワーすべてを破壊する」 destroys 裁きの悪魔 and two enemy followers at once: it sees both — enemy leader 20 → 18, its leader 20 → 22', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP01-106'], hand: ['BP01-131'], oppField: ['SD06-003', 'SD06-003'], pp: 5 });
    const s = advance(play(s0, ids.hand![0]!), (x) => x.decision?.kind === 'sve.main');
    expect([names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[], []]);
    expect([counters(s, 1).health, counters(s, 0).health]).toEqual([18, 22]);
  });

  test('SVE 10.7.4.2 / 5.7: one banish of cards of two OWNERS (put op, e.g. ライトニングブラスト BP04-066 「相手のフォロワーすべてを消滅させる」) is one batch: テラーバンケット・ギンセツ BP15-079 「自分の他の妖怪・フォロワーが場を離れたとき、相手の場のフォロワー1体を選ぶ。それとそれのリーダーに1ダメージ」 leaving with a stolen 座敷童 (owner: the opponent, 5.22.3) sees it leave: enemy follower 3 → 2, enemy leader 20 → 19', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP15-079'], oppField: ['BP06-084', 'SD06-003'] });
    const ctx = ctxOf(s0);
    const [zashiki] = stealCards(ctx, [ids.oppField![0]!], 0, 0);
    ctx.state.decision = null;
    // player 1's banish of player 0's followers: ギンセツ (owner 0) listed first, the stolen 座敷童 (owner 1) second
    push(ctx, { op: 'put', cards: [ids.field![0]!, zashiki!], to: 'banished', player: null, reason: 'banish', by: 1 }, { op: '$check' });
    run(ctx);
    const s = advance(target(ctx.state, ids.oppField![1]!), (x) => x.decision?.kind === 'sve.main');
    expect([names(s, 'field', 0), names(s, 'banished', 0), names(s, 'banished', 1)]).toEqual([[], ['BP15-079'], ['BP06-084']]);
    expect([counters(s, 1).health, s.cards[ids.oppField![1]!] ? null : 'gone']).toEqual([19, null]);
  });
});
