/**
 * Card cases: Effect clauses of grammar/effects/leader.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, run } from '../../../../../engine/src/index.js';
import { advance, counters, kw, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { choose, evolve, fillCemetery, handCount, health, pick, play } from '../../drivers.js';
import { canPlay, type Covers, damage, endMain, endTurn, evolveInto, evolves, hp, onField, playIt, plays, sc, setHealth, setPp, settle, settleChoices, settleInOrder, stand, toMyNextMain } from '../case-helpers.js';

/** Answers player 0's 'pay' question (an optional cost, SVE 10.4.7) with `pay`. */
const payIf = (s: GameState, pay = true) => (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay') ? choose(s, pay ? 'pay' : 'skip') : s);

export function registerLeaderCases(covers: Covers): void {
  covers(['BP08-087'], 'BP08-087 神の盾・ブローディア: 【守護】; Fanfare your leader +X, X = twice your amulets (2 → +4, 0 → +0); [進化][コスト1]', () => {
    const run = (amulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-087'], field: Array(amulets).fill('SD06-015'), pp: 7 });
      const s = stand(play(s0, ids.hand![0]!));
      expect(kw(s, onField(s, 0, 'BP08-087')[0]!, 'sve.ward')).toBe(true);
      return health(s, 0);
    };
    expect([run(0), run(2)]).toEqual([20, 24]);
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP08-087'], evolve: ['BP08-088'], pp: 1 });
    expect(counters(evolveInto(s0, ids.field![0]!, 'BP08-088'), 0).pp).toBe(0);
  });

  covers(['BP09-039'], 'BP09-039 マナリアの白竜 (evolved; BP09-038 [進化][コスト2] with 5 学院 cards in the cemetery): 【守護】; 【進化時】 your leader +3', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP09-038'], evolve: ['BP09-039'], pp: 2 });
    fillCemetery(s0, 0, 5, 'BP09-038');
    const s = evolveInto(s0, ids.field![0]!, 'BP09-039');
    expect([health(s, 0), kw(s, ids.field![0]!, 'sve.ward'), counters(s, 0).pp]).toEqual([23, true, 0]);
  });

  covers(['BP07-059'], 'BP07-059 バブルマーメイド: Fanfare your leader +X health, X = the 海洋 followers on your field (itself and one more: 15 → 17; a 竜族 follower does not count)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP07-059'], field });
      setHealth(s0, 0, 15);
      return health(settleInOrder(playIt(s0, ids.hand![0]!)), 0);
    };
    expect([run(['SD04-014', 'SD04-003']), run(['SD04-003'])]).toEqual([17, 16]);
  });

  covers(['BP10-075'], 'BP10-075 《恋人》・ミルティオ (evolved): 【進化時】 [コスト2]: destroy every enemy follower and set the enemy leader health to 6 (from 20 and from 3; 1 PP: nothing)', () => {
    const run = (pp: number, oppHealth: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP10-074'], evolve: ['BP10-075'], oppField: ['SD02-020', 'SD02-002'], cemetery: ['SD05-003'] });
      setHealth(s0, 1, oppHealth);
      setPp(s0, pp);
      // BP10-074 has no [進化] ability: it evolves at your end phase with 【ネクロチャージ_20】 (20 cards in the cemetery)
      fillCemetery(s0, 0, 19, 'SD05-003');
      const s = settle(endMain(s0), (x) => (payIf(x) === x ? null : payIf(x)));
      expect(s.cards[ids.field![0]!]!.cardId).toBe('BP10-075');
      return [names(s, 'field', 1), health(s, 1), counters(s, 0).pp];
    };
    expect(run(2, 20)).toEqual([[], 6, 0]);
    expect(run(2, 3)).toEqual([[], 6, 0]);
    expect(run(1, 20)).toEqual([['SD02-020', 'SD02-002'], 20, 1]);
  });

  covers(['BP11-022'], 'リジェネレーター・ラインハルト (evolved; 「これと自分のリーダーは[体力]+2する」): at your end phase it gets [体力]+2 (4/5 → 4/7) and your leader [体力]+2; 【指定攻撃】', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP11-022'] });
    const me = ids.field![0]!;
    const h = health(s0, 0);
    const s = endTurn(s0);
    expect([stats(s, me), health(s, 0) - h, kw(s0, me, 'sve.assail')]).toEqual([[4, 7], 2, true]);
  });

  covers(['BP04-095'], 'フロッグバット (evolved; 「これと自分のリーダーは[体力]+1する」): at your end phase 3/3 → 3/4 and your leader [体力]+1; not at the opponent\'s end phase', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-095'] });
    const me = ids.field![0]!;
    const h = health(s0, 0);
    const s = endTurn(s0);
    expect([stats(s, me), health(s, 0) - h]).toEqual([[3, 4], 1]);
    const o = advance(s, (x) => x.turn.number === s.turn.number + 1 || (x.decision?.player === 1 && x.decision.kind === 'sve.main'));
    const o2 = advance(must(o, { type: 'endMain', player: 1 }).state, (x) => x.turn.number === o.turn.number + 1);
    expect([stats(o2, me), health(o2, 0) - h]).toEqual([[3, 4], 1]);
  });

  covers(['BP08-059', 'BP08-060'], 'エンパイアドラグーン・エリオス (「これがダメージを受けたとき、これと自分のリーダーは[体力]+1する」, SVE 5.14): 1 damage → its [体力] back to the printed value (+1 after −1) and your leader [体力]+1; 2 damage → net −1 and leader +1 once; 【守護】 (evolved: also 【疾走】); [進化][コスト3] refused at 2 PP', () => {
    for (const card of ['BP08-059', 'BP08-060']) {
      for (const n of [1, 2]) {
        const { s: s0, ids } = scene({ me: 'SD04', field: [card] });
        const me = ids.field![0]!;
        const [a, d] = stats(s0, me) as [number, number];
        const h = health(s0, 0);
        const s = settleChoices(damage(s0, me, n));
        expect([card, n, stats(s, me), health(s, 0) - h, kw(s, me, 'sve.ward'), kw(s, me, 'sve.storm')]).toEqual([card, n, [a, d - n + 1], 1, true, card === 'BP08-060']);
      }
    }
    const { s: e0, ids } = scene({ me: 'SD04', field: ['BP08-059'], evolve: ['BP08-060'], pp: 2 });
    e0.players[0]!.counters.ep = 0;
    e0.cards[ids.field![0]!]!.flags.since = 0;
    expect(evolves(e0, ids.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 3;
    expect(evolve(e0, ids.field![0]!).cards[ids.field![0]!]!.cardId).toBe('BP08-060');
  });

  covers(['SP01-054'], '覇食帝・カイザ (「それのリーダーは[体力]+3する」, 10.11.1): Fanfare destroys a chosen enemy follower of original cost 2 or less (cost 3: not a candidate), then that follower\'s leader (the opponent\'s) gets [体力]+3 (yours unchanged); no candidate: nothing; cost 3 (refused at 2 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['SP01-054'], oppField: ['SD04-012', 'SD04-017'], pp: 3 });
    const lo = structuredClone(s0);
    lo.players[0]!.counters.pp = 2;
    expect(canPlay(lo, ids.hand![0]!)).toBe(false);
    const [h0, h1] = [health(s0, 0), health(s0, 1)];
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]]);
      s = pick(s, ids.oppField![0]!);
    }
    s = settleChoices(s);
    expect([names(s, 'field', 1), names(s, 'cemetery', 1), health(s, 0) - h0, health(s, 1) - h1, counters(s, 0).pp]).toEqual([['SD04-017'], ['SD04-012'], 0, 3, 0]);
    const { s: n0, ids: n } = scene({ me: 'SD04', opp: 'SD04', hand: ['SP01-054'], oppField: ['SD04-017'], pp: 3 });
    const hn = health(n0, 1);
    const ns = settleChoices(play(n0, n.hand![0]!));
    expect([names(ns, 'field', 1), health(ns, 1) - hn]).toEqual([['SD04-017'], 0]);
  });

  // ---------------- dice 5.20 ----------------
  covers(['CP01-081'], 'CP01-081 ブスッといっとく？: at your main phase roll a die (SVE 5.20.1): 1 → 5 damage to your leader; 2–5 → draw 1; 6 → leader +3 and destroy this', () => {
    const run = (die: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['CP01-081'] });
      const hand0 = handCount(s0, 0);
      const s = toMyNextMain(s0, [die]);
      return { hp: health(s, 0), drawn: handCount(s, 0) - hand0 - 1, onField: zoneCards(s, 'field', 0).includes(ids.field![0]!), inCemetery: names(s, 'cemetery', 0).includes('CP01-081') };
    };
    expect(run(1)).toEqual({ hp: 15, drawn: 0, onField: true, inCemetery: false });
    expect(run(2)).toEqual({ hp: 20, drawn: 1, onField: true, inCemetery: false });
    expect(run(5)).toEqual({ hp: 20, drawn: 1, onField: true, inCemetery: false });
    expect(run(6)).toEqual({ hp: 23, drawn: 0, onField: false, inCemetery: true });
  });

  covers(['EBD04-T05', 'BP16-P35', 'BP16-T09'], 'Token spell アスタロトの宣告 (cost 10): the enemy leader\'s health becomes 1 (from 20 and from 25; not damage, your leader unchanged); 9 PP cannot play it', () => {
    for (const id of ['EBD04-T05', 'BP16-P35', 'BP16-T09']) {
      for (const before of [20, 25]) {
        const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 10 });
        s0.players[1]!.counters.health = before;
        const s = play(s0, ids.tokens![0]!);
        expect([health(s, 1), health(s, 0), counters(s, 0).pp]).toEqual([1, 20, 0]);
      }
      const { s: t, ids: tids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 9 });
      expect(plays(t, tids.tokens![0]!)).toEqual([]);
    }
  });
}
