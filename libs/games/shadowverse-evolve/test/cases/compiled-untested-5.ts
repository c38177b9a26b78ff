/**
 * Card cases for SVE card texts that compile completely but that no case exercised yet (fifth list: the first
 * 100 and the last 100 lines of the fresh untested list). Each expectation is read from the printed Japanese
 * text (never from the compiled data): the card is played / evolved / activated through the public API on an
 * arranged board, and the printed numbers are checked, with a printed condition one below its threshold and at
 * it, and a printed cost one short refused. Registered from card-cases.ts; titles start with 'compiled5:'.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { arrange, kw, must, names, nextTurn, stats, zoneCards, counters, type SceneOptions } from '../engine-helpers.js';
import { activations, attack, fillCemetery, handCount, health, pick, toDeckTop } from '../drivers.js';
import { evolveInto, endMain, onField, setHealth, setPp, canPlay, sc, onlyHand, pickIf, dec, type Covers } from './case-helpers.js';

/** Passes every pending question until player 0's main phase is back; `answer` may answer first. */
const settle = (s: GameState, answer: (s: GameState) => GameState | null = () => null): GameState => {
  for (let i = 0; i < 30 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d = s.decision;
    let a = answer(s);
    // simultaneous triggers (SVE 10.5.2): the first one first; cards put in an order (SVE 5.11): as listed
    if (!a && d.player === 0 && d.kind === 'chooseOption' && d.rule === 'SVE 10.5.2') a = must(s, { type: 'choose', player: 0, option: d.options![0]! }).state;
    if (!a && d.kind === 'order') a = must(s, { type: 'next', player: d.player, item: d.items!.find((i) => !d.ordered!.includes(i))! }).state;
    if (!a && !legalActions(s).some((x) => x.type === 'pass')) throw new Error(`unanswered: ${dec(s)}`);
    s = a ?? must(s, { type: 'pass', player: s.decision.player }).state;
  }
  return s;
};
/** Plays a card of player 0's hand and answers the Ward entry question (SVE 12.8.2) with 'stand'. */
const playIt = (s: GameState, card: string): GameState => {
  const r = must(s, { type: 'play', player: 0, card }).state;
  return r.decision?.rule === 'SVE 12.8.2' ? must(r, { type: 'choose', player: 0, option: 'stand' }).state : r;
};
const act = (s: GameState, card: string, i = 0) => must(s, activations(s, card)[i]!).state;
const leader = (s: GameState, p: number) => s.zones[`${p}:leader`]!.cards[0]!;

export function registerCompiledUntested5Cases(covers: Covers): void {
  covers(['BP09-034'], 'compiled5: BP09-034 前線の城壁: [Q][起動] engage it and put it into the cemetery: 3 damage to an enemy follower (4/6 → 4/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP09-034'], oppField: ['SD02-020'] });
    const s = settle(pickIf(act(s0, ids.field![0]!), ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), names(s, 'cemetery', 0), names(s, 'field', 0)]).toEqual([[4, 3], ['BP09-034'], []]);
  });

  covers(['BP05-030'], 'compiled5: BP05-030 キャプテン・メテオ: Fanfare 4 damage to an enemy leader (20 → 16); it costs 8 (7 PP: not playable)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP05-030'] });
    setPp(s0, 7);
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    setPp(s0, 8);
    const s = settle(pickIf(playIt(s0, ids.hand![0]!), s0.zones['1:leader']!.cards[0]!));
    expect([health(s, 1), counters(s, 0).pp]).toEqual([16, 0]);
  });

  covers(['BP05-099'], 'compiled5: BP05-099 悪魔のエピタフ (evolved): 【必殺】 (its 3 damage destroys a 4/6 follower); [ラストワード] 2 damage to the enemy leader (20 → 18)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP05-099'], oppField: ['SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    expect(kw(s0, me, 'sve.bane')).toBe(true);
    s0.cards[me]!.flags.since = 0;
    const s = settle(attack(s0, me, ids.oppField![0]!));
    expect([names(s, 'field', 1), names(s, 'field', 0), health(s, 1)]).toEqual([[], [], 18]);
  });

  covers(['BP04-068'], 'compiled5: BP04-068 邪毒の紫竜: Fanfare discard 1 card of your hand (hand 2 → 1); when your main phase comes, discard 1', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-068'] });
    const keep = zoneCards(s0, 'hand', 0).filter((c) => c !== ids.hand![0]!);
    s0.zones['0:hand']!.cards = [ids.hand![0]!, ...keep.slice(0, 2)];
    for (const c of keep.slice(2)) { s0.cards[c]!.zone = '0:deck'; s0.zones['0:deck']!.cards.push(c); }
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, keep[0]!);
    s = settle(s);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length]).toEqual([1, 1]);
    // SVE 7.3: when your main phase comes, discard 1 (the turn's draw +1, the discard −1; the enemy main phase: none)
    const { s: m0 } = sc({ me: 'SD04', field: ['BP04-068'] });
    const h = handCount(m0, 0);
    const e = nextTurn(m0);
    expect([handCount(e, 0), zoneCards(e, 'cemetery', 0).length]).toEqual([h, 0]);
    const m = nextTurn(e);
    expect([m.turn.active, handCount(m, 0), zoneCards(m, 'cemetery', 0).length]).toEqual([0, h, 1]);
  });

  covers(['BP01-099'], 'compiled5: BP01-099 竜の翼: 2 damage to every follower (both sides); awakened (max PP 7+) 3 instead (max PP 6: 2)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-099'], field: ['SD04-005'], oppField: ['SD02-020'] });
      setPp(s0, 3, maxPp);
      const s = settle(playIt(s0, ids.hand![0]!));
      return [names(s, 'field', 0), stats(s, ids.oppField![0]!)];
    };
    expect(run(6)).toEqual([['SD04-005'], [4, 4]]); // 2/3 survives 2
    expect(run(7)).toEqual([[], [4, 3]]);
  });

  covers(['BP05-096'], 'compiled5: BP05-096 銀車の回し手: Fanfare with 5+ cards in your hand recover 2 PP; with 5 or fewer draw 1 (4: draw only; 5: both; 6: PP only)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP05-096', ...Array(6).fill('BP02-040')] });
      onlyHand(s0, ids.hand!.slice(0, 1 + others));
      setPp(s0, 6);
      const s = settle(playIt(s0, ids.hand![0]!));
      return [handCount(s, 0), counters(s, 0).pp];
    };
    expect(run(4)).toEqual([5, 2]);
    expect(run(5)).toEqual([6, 4]);
    expect(run(6)).toEqual([6, 4]);
  });

  covers(['BP02-087'], 'compiled5: BP02-087 ボーンキマイラ: Fanfare the top 3 cards of your deck into your cemetery; 【ネクロチャージ_7】 【突進】【必殺】 (cemetery 3 → 6: neither; 4 → 7: both)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP02-087'] });
      fillCemetery(s0, 0, n, 'SD05-003');
      const s = settle(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP02-087')[0]!;
      return [zoneCards(s, 'cemetery', 0).length, kw(s, me, 'sve.rush'), kw(s, me, 'sve.bane')];
    };
    expect(run(3)).toEqual([6, false, false]);
    expect(run(4)).toEqual([7, true, true]);
  });

  for (const [id, base] of [['BP01-043', [2, 2]], ['BP01-044', [4, 4]]] as const) {
    covers([id], `compiled5: ${id} 不屈の兵士: when another follower comes onto your field it gets +1 attack (two followers: +2; an amulet: no)`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', field: [id], hand: ['SD02-007', 'SD02-012', 'BP09-034'] });
      const me = ids.field![0]!;
      let s = settle(playIt(s0, ids.hand![2]!));
      expect(stats(s, me)).toEqual([base[0], base[1]]);
      s = settle(playIt(s, ids.hand![0]!));
      expect(stats(s, me)).toEqual([base[0] + 1, base[1]]);
      s = settle(playIt(s, ids.hand![1]!));
      expect(stats(s, me)).toEqual([base[0] + 2, base[1]]);
    });
  }

  covers(['BP07-063'], 'compiled5: BP07-063 ニードルドラゴニュート: when a ドラゴニュート follower of yours attacks, 2 damage to the enemy leader (a 竜族 follower attacking: none)', () => {
    const run = (attacker: string) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP07-063', attacker] });
      const a = ids.field![1]!;
      s0.cards[a]!.flags.since = 0;
      const s = settle(attack(s0, a, leader(s0, 1)));
      return health(s, 1);
    };
    expect(run('SD04-005')).toBe(20 - 2 - 2);
    expect(run('SD04-003')).toBe(20 - 3);
  });

  covers(['BP03-059'], 'compiled5: BP03-059 赤き猛竜: [起動] engage it: +5 attack (0/5 → 5/5); awakened (max PP 7) +10 instead (max PP 6: +5)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP03-059'] });
      setPp(s0, 0, maxPp);
      const s = settle(act(s0, ids.field![0]!));
      return [stats(s, ids.field![0]!), s.cards[ids.field![0]!]!.tapped];
    };
    expect(run(6)).toEqual([[5, 5], true]);
    expect(run(7)).toEqual([[10, 5], true]);
  });

  covers(['BP02-040'], 'compiled5: BP02-040 マナリアドラコ・グレア: costs 2 less with 『プリンセスマナリア・アン』 on your field (2 PP: playable; without her: not); [起動] engage: 3 damage to an enemy follower, 6 with アン on your field', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP02-040'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP02-038'], 2), cost(['BP02-038'], 1), cost(['SD03-003'], 2), cost([], 3), cost([], 4)]).toEqual([true, false, false, false, true]);
    const dmg = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP02-040', ...field], oppField: ['SD02-020'] });
      const s = settle(pickIf(act(s0, ids.field![0]!), ids.oppField![0]!));
      return names(s, 'field', 1).length ? stats(s, ids.oppField![0]!) : 'destroyed';
    };
    expect(dmg([])).toEqual([4, 3]);
    expect(dmg(['BP02-038'])).toBe('destroyed');
  });

  covers(['BP02-038'], 'compiled5: BP02-038 プリンセスマナリア・アン: costs 2 less with 『マナリアドラコ・グレア』 on your field (2 PP: playable; 1 PP: not; without her 3 PP: not)', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP02-038'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP02-040'], 2), cost(['BP02-040'], 1), cost([], 3), cost([], 4)]).toEqual([true, false, false, true]);
  });

  covers(['BP06-114'], 'compiled5: BP06-114 闘技場の司会者・チャット: costs 3 less with 『頂きの闘技場』 on your field (0 PP: playable; without it 2 PP: not, 3 PP: playable)', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['BP06-114'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP06-113'], 0), cost([], 2), cost([], 3)]).toEqual([true, false, true]);
  });

  covers(['BP04-023'], 'compiled5: BP04-023 バルバロッサ: costs 2 less when the enemy field holds 3+ cards (3 cards, 3 PP: playable; 2 cards: not); 【指定攻撃】', () => {
    const cost = (opp: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['BP04-023'], oppField: Array(opp).fill('SD02-007') });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(3, 3), cost(3, 2), cost(2, 3), cost(2, 5)]).toEqual([true, false, false, true]);
    const { s, ids } = sc({ me: 'SD02', field: ['BP04-023'] });
    expect(kw(s, ids.field![0]!, 'sve.assail')).toBe(true);
  });

  covers(['BP01-109'], 'compiled5: BP01-109 地獄の解放者: [起動] engage it and put it into the cemetery: a follower of cost 3+ from your cemetery to your hand (a cost-2 follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP01-109'], cemetery: ['SD05-003', 'SD05-007'] });
    const h = handCount(s0, 0);
    let s = act(s0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('SD05-003'), names(s, 'cemetery', 0).sort()]).toEqual([1, true, ['BP01-109', 'SD05-007']]);
  });

  for (const id of ['BP06-094', 'BP06-095']) {
    covers([id], `compiled5: ${id} 鋼刃の暗器使い: at your end phase with 2+ PP left, 2 damage to an enemy follower (1 PP left: none)`, () => {
      const run = (pp: number) => {
        const { s: s0, ids } = sc({ me: 'SD06', field: [id], oppField: ['SD02-020'] });
        setPp(s0, pp);
        const s = pickIf(endMain(s0), ids.oppField![0]!);
        return stats(s, ids.oppField![0]!);
      };
      expect(run(1)).toEqual([4, 6]);
      expect(run(2)).toEqual([4, 4]);
    });
  }

  covers(['BP06-095'], 'compiled5: BP06-095 鋼刃の暗器使い (evolved): 【進化時】 2 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP06-094'], oppField: ['SD02-020'], evolve: ['BP06-095'] });
    const s = settle(pickIf(evolveInto(s0, ids.field![0]!, 'BP06-095'), ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 4]);
  });

  covers(['BP06-104'], 'compiled5: BP06-104 バレッジスマッシャー (evolved): at your end phase with 2+ PP left, 1 damage to an enemy leader (1 PP left: none)', () => {
    const run = (pp: number) => {
      const { s: s0 } = sc({ me: 'SD06', field: ['BP06-104'] });
      setPp(s0, pp);
      const s = pickIf(endMain(s0), leader(s0, 1));
      return health(s, 1);
    };
    expect([run(1), run(2)]).toEqual([20, 19]);
  });

  covers(['BP09-091'], 'compiled5: BP09-091 ヘヴンリーナイト: 【疾走】【守護】; Fanfare with 2+ amulets on your field +2 attack and your leader +2 health (15 → 17; 1 amulet: neither — a 「…なら、」 condition governs the rest of its ability, the convention of ENGINE-STATUS SD08-006)', () => {
    const run = (amulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP09-091'], field: Array(amulets).fill('SD06-015') });
      setHealth(s0, 0, 15);
      const s = settle(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP09-091')[0]!;
      return [stats(s, me), health(s, 0), kw(s, me, 'sve.storm'), kw(s, me, 'sve.ward')];
    };
    expect(run(1)).toEqual([[3, 7], 15, true, true]);
    expect(run(2)).toEqual([[5, 7], 17, true, true]);
  });

  covers(['BP02-103'], 'compiled5: BP02-103 ソウルコレクター (evolved): 【進化時】 a [ビショップ] follower from your cemetery to your hand (a [ナイトメア] follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP02-102'], cemetery: ['SD06-003', 'SD05-003'], evolve: ['BP02-103'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP02-103');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('SD06-003'), names(s, 'cemetery', 0)]).toEqual([1, true, ['SD05-003']]);
  });

  covers(['BP06-086'], 'compiled5: BP06-086 アンテロープウォーリアー: when your main phase comes, 1 damage to your leader (20 → 19 on your next turn; the enemy main phase: none)', () => {
    const { s: s0 } = sc({ me: 'SD05', field: ['BP06-086'] });
    let s = nextTurn(s0);
    expect([s.turn.active, health(s, 0)]).toEqual([1, 20]);
    s = nextTurn(s);
    expect([s.turn.active, health(s, 0)]).toEqual([0, 19]);
  });

  covers(['BP04-115'], 'compiled5: BP04-115 祈りの燭台: once per turn, when another amulet comes onto your field, your leader +1 health (two amulets: 15 → 16 only)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP04-115'], hand: ['SD06-015', 'SD06-015'] });
    setHealth(s0, 0, 15);
    let s = settle(playIt(s0, ids.hand![0]!));
    expect(health(s, 0)).toBe(16);
    s = settle(playIt(s, ids.hand![1]!));
    expect(health(s, 0)).toBe(16);
  });

  covers(['BP01-095'], 'compiled5: BP01-095 エースドラグーン: 【突進】; Fanfare choose another follower: this gets +X attack, X = that follower\'s attack (a 4/6: 0/2 → 4/2; itself: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-095'], oppField: ['SD02-020'] });
    let s = playIt(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP01-095')[0]!;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(me);
      s = pick(s, ids.oppField![0]!);
    }
    s = settle(s);
    expect([stats(s, me), kw(s, me, 'sve.rush')]).toEqual([[4, 2], true]);
  });

  covers(['BP01-033'], 'compiled5: BP01-033 王家の御旗: Fanfare your [ロイヤル] followers +1/+1 (a [ドラゴン] one: not); when a [ロイヤル] follower comes onto your field later it gets +1/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP01-033', 'SD02-007'], field: ['SD02-002', 'SD04-003'] });
    let s = settle(playIt(s0, ids.hand![0]!));
    expect([stats(s, ids.field![0]!), stats(s, ids.field![1]!)]).toEqual([[4, 4], [3, 3]]);
    s = settle(playIt(s, ids.hand![1]!));
    expect(stats(s, onField(s, 0, 'SD02-007')[0]!)).toEqual([3, 3]);
  });

  covers(['BP07-059'], 'compiled5: BP07-059 バブルマーメイド: Fanfare your leader +X health, X = the 海洋 followers on your field (itself and one more: 15 → 17; a 竜族 follower does not count)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP07-059'], field });
      setHealth(s0, 0, 15);
      return health(settle(playIt(s0, ids.hand![0]!)), 0);
    };
    expect([run(['SD04-014', 'SD04-003']), run(['SD04-003'])]).toEqual([17, 16]);
  });

  covers(['BP08-116'], 'compiled5: BP08-116 ハイエンチャンター (evolved): 【進化時】 damage to an enemy follower equal to the cards in your EX area (3 cards: 4/6 → 4/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-115'], ex: ['SD02-007', 'SD02-007', 'SD02-002'], oppField: ['SD02-020'], evolve: ['BP08-116'] });
    const s = settle(pickIf(evolveInto(s0, ids.field![0]!, 'BP08-116'), ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 3]);
  });

  for (const id of ['BP05-027', 'BP05-028']) {
    covers([id], `compiled5: ${id} 機構職人・ジノ: when you play an amulet, a follower of yours +1 health (a follower played: no)`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', field: [id], hand: ['SD06-015', 'SD02-007'] });
      const me = ids.field![0]!;
      const base = stats(s0, me);
      let s = settle(playIt(s0, ids.hand![1]!));
      expect(stats(s, me)).toEqual(base);
      s = settle(pickIf(playIt(s, ids.hand![0]!), me));
      expect(stats(s, me)).toEqual([base[0], base[1]! + 1]);
    });
  }

  covers(['BP05-028'], 'compiled5: BP05-028 機構職人・ジノ (evolved): 【進化時】 an amulet from your deck to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP05-027'], evolve: ['BP05-028'] });
    const isAmulet = (x: GameState, c: string) => (x.catalog[x.cards[c]!.cardId] as { type?: string }).type === 'アミュレット';
    const amulets = (x: GameState) => zoneCards(x, 'hand', 0).filter((c) => isAmulet(x, c)).length;
    const a0 = amulets(s0);
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP05-028');
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates!.every((c) => isAmulet(s, c))).toBe(true);
      s = pick(s, s.decision.candidates![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, amulets(s) - a0]).toEqual([1, 1]);
  });

  covers(['BP04-108'], 'compiled5: BP04-108 カリュドーン: 【突進】; once per turn, when an amulet of yours leaves the field, +2/+2 and 【指定攻撃】 (two amulets leaving: 7/7 only)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP04-108', 'SD06-002', 'SD06-002'], oppField: ['SD02-020'] });
    const me = ids.field![0]!;
    expect([stats(s0, me), kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.assail')]).toEqual([[5, 5], true, false]);
    let s = settle(pickIf(act(s0, ids.field![1]!), ids.oppField![0]!));
    expect([stats(s, me), kw(s, me, 'sve.assail')]).toEqual([[7, 7], true]);
    s = settle(pickIf(act(s, ids.field![2]!), ids.oppField![0]!));
    expect(stats(s, me)).toEqual([7, 7]);
  });

  covers(['BP07-066'], 'compiled5: BP07-066 慈愛の竜戦士 (evolved): 【進化時】 a [ドラゴン] follower of original cost 3 or less from your cemetery onto your field (cost 7: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP07-065'], cemetery: ['SD04-003', 'SD04-008'], evolve: ['BP07-066'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP07-066');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0)]).toEqual([['BP07-066', 'SD04-003'], ['SD04-008']]);
  });

  covers(['BP07-015'], 'compiled5: BP07-015 森の隠者 (evolved): 【進化時】 a 自然 card from your cemetery to your hand (a 竜族 follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP07-014'], cemetery: ['BP07-062', 'SD04-003'], evolve: ['BP07-015'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP07-015');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD04-003']]);
  });

  covers(['BP08-026'], 'compiled5: BP08-026 ミストデューク・アゾード (evolved): 【守護】; 【進化時】 up to 2 [ロイヤル] followers of original cost 2 or less from your cemetery onto your field (cost 3: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-025'], cemetery: ['SD02-007', 'SD02-002', 'SD02-003'], evolve: ['BP08-026'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP08-026');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.cemetery![0]!, ids.cemetery![1]!].sort());
    s = pick(s, ids.cemetery![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.cemetery![1]!);
    s = settle(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    const me = onField(s, 0, 'BP08-026')[0]!;
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0), kw(s, me, 'sve.ward')]).toEqual([['BP08-026', 'SD02-002', 'SD02-007'], ['SD02-003'], true]);
  });

  covers(['BP08-080'], 'compiled5: BP08-080 アリオーシュ: 【突進】; [ラストワード] a [ナイトメア] follower of original cost 5 or less from your cemetery onto your field (cost 6: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP08-080'], cemetery: ['SD05-003', 'SD05-001'], oppField: ['SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    expect(kw(s0, me, 'sve.rush')).toBe(true);
    s0.cards[me]!.flags.since = 0;
    let s = attack(s0, me, ids.oppField![0]!);
    for (let i = 0; i < 10 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
        s = pick(s, ids.cemetery![0]!);
      } else s = must(s, { type: 'pass', player: s.decision.player }).state;
    }
    expect([names(s, 'field', 0), names(s, 'cemetery', 0).sort()]).toEqual([['SD05-003'], ['BP08-080', 'SD05-001']]);
  });

  covers(['BP08-066'], 'compiled5: BP08-066 岩食い竜 (evolved): 【攻撃時】 banish 5 cards of your cemetery: +2 attack (5/7 → 7/7; 4 cards: cannot pay, 5/7)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-066'] });
      fillCemetery(s0, 0, n, 'SD04-003');
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      let s = attack(s0, me, leader(s0, 1));
      for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        const d = s.decision;
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) s = must(s, { type: 'choose', player: 0, option: 'pay' }).state;
        else if (d.player === 0 && d.kind === 'chooseCards') s = pick(s, d.candidates![0]!);
        else s = must(s, { type: 'pass', player: d.player }).state;
      }
      return [health(s, 1), zoneCards(s, 'banished', 0).length, zoneCards(s, 'cemetery', 0).length];
    };
    expect(run(4)).toEqual([15, 0, 4]);
    expect(run(5)).toEqual([13, 5, 0]);
  });

  covers(['BP01-070'], 'compiled5: BP01-070 ライトニングシューター: Fanfare 2 damage to an enemy follower; 【スペルチェイン_5】 4 instead; 【SC_10】 2 damage to its leader as well (spells in cemetery 4 / 5 / 9 / 10)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP01-070'], oppField: ['SD02-020'] });
      fillCemetery(s0, 0, n, 'SD03-005');
      const s = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect([run(4), run(5), run(9), run(10)]).toEqual([[4, 20], [2, 20], [2, 20], [2, 18]]);
  });

  covers(['BP01-007'], 'compiled5: BP01-007 白銀の矢: [クイック]; an enemy leader or follower; draw 1; damage equal to the cards in your hand (3 cards after the draw: 20 → 17)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP01-007', 'SD01-007', 'SD01-007'] });
    onlyHand(s0, ids.hand!);
    expect(kw(s0, ids.hand![0]!, 'sve.quick')).toBe(true);
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toContain(leader(s0, 1));
      s = pick(s, leader(s0, 1));
    }
    s = settle(s);
    expect([handCount(s, 0), health(s, 1)]).toEqual([3, 17]);
  });

  covers(['BP01-062'], 'compiled5: BP01-062 ドラゴンメイジ: when you play a spell, a spell counter on it; [起動] remove 3 spell counters: 5 damage to an enemy follower (2 counters: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP01-062'], hand: ['SD03-012', 'SD03-012'], oppField: ['SD02-020'] });
    const me = ids.field![0]!;
    let s = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
    const key = Object.keys(s.cards[me]!.counters).find((k) => (s.cards[me]!.counters[k] ?? 0) > 0);
    expect(key && s.cards[me]!.counters[key]).toBe(1);
    s.cards[me]!.counters[key!] = 2;
    expect(activations(s, me).length).toBe(0);
    s.cards[me]!.counters[key!] = 3;
    const hp = stats(s, ids.oppField![0]!)[1]!;
    s = settle(pickIf(act(s, me), ids.oppField![0]!));
    expect([s.cards[me]!.counters[key!] ?? 0, names(s, 'field', 1).length ? stats(s, ids.oppField![0]!)[1] : 'destroyed']).toEqual([0, hp - 5 > 0 ? hp - 5 : 'destroyed']);
  });

  // 【土の秘術】 (SVE 13.3.3): remove a stack counter of a 【スタック】 card of yours (a 『大地の魔片』 token here)
  const withShard = (o: SceneOptions, stack: number) => {
    const { s, ids } = sc({ me: 'SD03', ...o, evolve: [...(o.evolve ?? []), 'BP10-T07'], tokens: stack > 0 ? [['BP10-T07', 'field', 0]] : [] });
    if (stack > 0) s.cards[ids.tokens![0]!]!.counters.stack = stack;
    return { s, ids, shard: ids.tokens?.[0] };
  };
  const stackOf = (s: GameState, shard: string | undefined) => (shard && s.cards[shard] && s.cards[shard]!.zone === '0:field' ? (s.cards[shard]!.counters.stack ?? 0) : 'gone');
  /** Answers the 【土の秘術】 payment questions: pay and pick the shard; targets `tgt` when asked. */
  const rite = (s: GameState, shard: string | undefined, tgt?: string) => settle(s, (x) => {
    const d = x.decision!;
    if (d.player !== 0) return null;
    if (d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
    if (d.kind === 'chooseOption' && d.rule === 'SVE 12.8.2') return must(x, { type: 'choose', player: 0, option: 'stand' }).state;
    if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
    if (d.kind === 'chooseCards' && tgt && d.candidates!.includes(tgt)) return pick(x, tgt);
    return null;
  });

  covers(['BP04-053'], 'compiled5: BP04-053 夜の魔術師: 【威圧】; Fanfare 【土の秘術】 +2/+1 (3/3 → 5/4, stack 2 → 1; no 【スタック】 card: 3/3)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-053'] }, stack);
      const s = rite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const me = onField(s, 0, 'BP04-053')[0]!;
      return [stats(s, me), kw(s, me, 'sve.intimidate'), stackOf(s, shard)];
    };
    expect(run(0)).toEqual([[3, 3], true, 'gone']);
    expect(run(2)).toEqual([[5, 4], true, 1]);
  });

  covers(['BP04-054'], 'compiled5: BP04-054 ミスティアストロジスト: 【守護】; Fanfare 【土の秘術】 your followers +1/+1 (itself 6/6, another 3/3 → 4/4; the enemy\'s: not; no 【スタック】 card: none)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-054'], field: ['SD03-003'], oppField: ['SD02-020'] }, stack);
      const s = rite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const me = onField(s, 0, 'BP04-054')[0]!;
      return [stats(s, me), stats(s, ids.field![0]!), stats(s, ids.oppField![0]!), kw(s, me, 'sve.ward')];
    };
    const base = stats(sc({ me: 'SD03', field: ['SD03-003'] }).s, sc({ me: 'SD03', field: ['SD03-003'] }).ids.field![0]!);
    expect(run(0)).toEqual([[5, 5], base, [4, 6], true]);
    expect(run(1)).toEqual([[6, 6], [base[0]! + 1, base[1]! + 1], [4, 6], true]);
  });

  covers(['BP04-050'], 'compiled5: BP04-050 忠義の発揮: your leader +3 health (15 → 18); draw 1; 【土の秘術】 draw 2 instead (no 【スタック】 card: 1)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-050'] }, stack);
      setHealth(s0, 0, 15);
      const h = handCount(s0, 0);
      const s = rite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      return [health(s, 0), handCount(s, 0) - h + 1];
    };
    expect(run(0)).toEqual([18, 1]);
    expect(run(1)).toEqual([18, 2]);
  });

  covers(['ECP02-019'], 'compiled5: ECP02-019 〔想いプレゼント〕佐久間まゆ: Fanfare each player draws 1', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['ECP02-019'] });
    const [h0, h1] = [handCount(s0, 0), handCount(s0, 1)];
    const s = settle(playIt(s0, ids.hand![0]!));
    expect([handCount(s, 0) - h0, handCount(s, 1) - h1]).toEqual([0, 1]);
  });

  covers(['BP17-109'], 'compiled5: BP17-109 一角獣の祭壇: Fanfare 2 damage to an enemy follower, 3 with 3+ amulets on your field (itself + 1: 2; itself + 2: 3); [起動][コスト1] engage, to the cemetery: your leader +1, only with 3+ amulets (2: not offered)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-109'], field: Array(others).fill('SD06-002'), oppField: ['SD02-020'] });
      const s = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(1), run(2)]).toEqual([4, 3]);
    const offered = (others: number) => {
      const { s, ids } = sc({ me: 'SD06', field: ['BP17-109', ...Array(others).fill('SD06-002')] });
      setHealth(s, 0, 15);
      const acts = activations(s, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      setPp(s, 0);
      if (activations(s, ids.field![0]!).length) return 'offered at 0 PP';
      setPp(s, 1);
      const r = settle(act(s, ids.field![0]!));
      return [health(r, 0), names(r, 'cemetery', 0), counters(r, 0).pp];
    };
    expect(offered(1)).toBe('not offered');
    expect(offered(2)).toEqual([16, ['BP17-109'], 0]);
  });

  covers(['BP18-110'], 'compiled5: BP18-110 瞑目の支え手: Fanfare with 『戒信の六銘伝・聖士郎』 on your field your leader +1 health and draw 1 (without: neither)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-110'], field });
      setHealth(s0, 0, 15);
      const h = handCount(s0, 0);
      const s = settle(playIt(s0, ids.hand![0]!));
      return [health(s, 0), handCount(s, 0) - h + 1];
    };
    expect(run(['BP18-097'])).toEqual([16, 1]);
    expect(run(['SD06-003'])).toEqual([15, 0]);
  });

  covers(['BP18-105'], 'compiled5: BP18-105 加罰の担い手: Fanfare your leader +1 health; with 『戒信の六銘伝・聖士郎』 on your field it evolves (15 → 17 with BP18-106\'s 【進化時】 +1; without: 16, not evolved)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-105'], field, evolve: ['BP18-106'] });
      setHealth(s0, 0, 15);
      const s = settle(playIt(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 10.5.2' ? must(x, { type: 'choose', player: 0, option: x.decision.options![0]! }).state : null));
      return [health(s, 0), names(s, 'field', 0).filter((c) => c !== 'BP18-097' && c !== 'SD06-003')];
    };
    expect(run(['SD06-003'])).toEqual([16, ['BP18-105']]);
    expect(run(['BP18-097'])).toEqual([17, ['BP18-106']]); // + BP18-106's own 【進化時】 leader +1
  });

  covers(['EBD03-016'], 'compiled5: EBD03-016 冒涜の墓場: Fanfare the top 2 cards of your deck into your cemetery; [起動][コスト2] engage, to the cemetery: a 死者 follower from your cemetery to your hand (a 死霊術師 one: not a candidate; 1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['EBD03-016'] });
    const s1 = settle(playIt(s0, ids.hand![0]!));
    expect(zoneCards(s1, 'cemetery', 0).length).toBe(2);
    const { s: a0, ids: f } = sc({ me: 'SD05', field: ['EBD03-016'], cemetery: ['SD05-007', 'SD05-003'] });
    setPp(a0, 1);
    expect(activations(a0, f.field![0]!).length).toBe(0);
    setPp(a0, 2);
    const h = handCount(a0, 0);
    let s = act(a0, f.field![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([f.cemetery![0]!]);
      s = pick(s, f.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([1, ['EBD03-016', 'SD05-003'], 0]);
  });

  covers(['EBD04-013'], 'compiled5: EBD04-013 星導の天球儀: Fanfare an amulet from your deck to your hand; [Q][起動][コスト2] engage, to the cemetery: your leader +1 health and draw 1 (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['EBD04-013'] });
    const isAmulet = (x: GameState, c: string) => (x.catalog[x.cards[c]!.cardId] as { type?: string }).type === 'アミュレット';
    const amulets = (x: GameState) => zoneCards(x, 'hand', 0).filter((c) => isAmulet(x, c)).length;
    const a0 = amulets(s0) - 1;
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates!.every((c) => isAmulet(s, c))).toBe(true);
      s = pick(s, s.decision.candidates![0]!);
    }
    s = settle(s);
    expect(amulets(s) - a0).toBe(1);
    const { s: b0, ids: f } = sc({ me: 'SD06', field: ['EBD04-013'] });
    setHealth(b0, 0, 15);
    setPp(b0, 1);
    expect(activations(b0, f.field![0]!).length).toBe(0);
    setPp(b0, 2);
    const h = handCount(b0, 0);
    const r = settle(act(b0, f.field![0]!));
    expect([health(r, 0), handCount(r, 0) - h, names(r, 'cemetery', 0), counters(r, 0).pp]).toEqual([16, 1, ['EBD04-013'], 0]);
  });

  for (const [id, me] of [['BP06-014', 'SD01'], ['BP06-049', 'SD03']] as const) {
    covers([id], `compiled5: ${id}: Fanfare [コスト2]: a copy of it from your deck onto your field (paid: 2 on the field, PP −2 more; 1 PP left: not paid)`, () => {
      const run = (pp: number) => {
        const { s: s0, ids } = sc({ me, hand: [id, id] });
        onlyHand(s0, [ids.hand![0]!]);
        const cost = (s0.catalog[id] as { cost?: number }).cost!;
        setPp(s0, cost + pp);
        const s = settle(playIt(s0, ids.hand![0]!), (x) => {
          const d = x.decision!;
          if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
          if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.length) return pick(x, d.candidates![0]!);
          return null;
        });
        return [onField(s, 0, id).length, counters(s, 0).pp, kw(s, onField(s, 0, id)[0]!, 'sve.storm') === (id === 'BP06-014')];
      };
      expect(run(1)).toEqual([1, 1, true]);
      expect(run(2)).toEqual([2, 0, true]);
    });
  }

  covers(['CP01-028'], 'compiled5: CP01-028 アグネスタキオン (evolved): when you play a spell, an enemy follower −1/−1; 【進化時】 a spell from your cemetery to your hand (a follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP01-027'], cemetery: ['SD03-015', 'SD03-003'], hand: ['SD03-012'], oppField: ['SD02-020'], evolve: ['CP01-028'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'CP01-028');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD03-003']]);
    s = settle(pickIf(playIt(s, ids.hand![0]!), ids.oppField![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect(stats(s, ids.oppField![0]!)[0]).toBe(3);
  });

  covers(['BP01-041'], 'compiled5: BP01-041 騎士王の威光: [起動][コスト1] engage: a 『ナイト』 with 【疾走】; [コスト2] engage: engage an enemy follower; [コスト3] engage: draw 1 (each one PP short: not offered)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP01-041'], oppField: ['SD02-020'] });
      setPp(s0, pp);
      return { s0, ids, acts: activations(s0, ids.field![0]!) };
    };
    const offered = (pp: number) => run(pp).acts.length;
    expect([offered(0), offered(1), offered(2), offered(3)]).toEqual([0, 1, 2, 3]);
    // [コスト1]: the cheapest ability is the only one offered at 1 PP
    {
      const { s0, ids } = run(1);
      const s = settle(act(s0, ids.field![0]!));
      const knights = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'ナイト');
      expect([knights.length, kw(s, knights[0]!, 'sve.storm'), stats(s, knights[0]!), s.cards[ids.field![0]!]!.tapped, counters(s, 0).pp]).toEqual([1, true, [1, 1], true, 0]);
    }
    {
      const { s0, ids } = run(2);
      const acts = activations(s0, ids.field![0]!);
      const rs = acts.map((a) => settle(pickIf(must(s0, a).state, ids.oppField![0]!)));
      const r = rs.find((x) => counters(x, 0).pp === 0)!;
      expect([r.cards[ids.oppField![0]!]!.tapped, r.cards[ids.field![0]!]!.tapped]).toEqual([true, true]);
    }
    {
      const { s0, ids } = run(3);
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      const r = acts.map((a) => settle(pickIf(must(s0, a).state, ids.oppField![0]!))).find((x) => counters(x, 0).pp === 0)!;
      expect([handCount(r, 0) - h, r.cards[ids.oppField![0]!]!.tapped]).toEqual([1, false]);
    }
  });

  covers(['BP02-055'], 'compiled5: BP02-055 ネプチューン: 【守護】; Fanfare a 『オルカ』 (2/2) that has 【突進】 while it is on your field (no 【疾走】)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP02-055'] });
    const s = settle(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP02-055')[0]!;
    const orca = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'オルカ');
    expect([kw(s, me, 'sve.ward'), orca.length, stats(s, orca[0]!), kw(s, orca[0]!, 'sve.rush'), kw(s, orca[0]!, 'sve.storm')]).toEqual([true, 1, [2, 2], true, false]);
  });

  covers(['BP02-056'], 'compiled5: BP02-056 ネプチューン (evolved): 【守護】; 【進化時】 a 『オルカ』 that has 【疾走】 while it is on your field', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP02-055'], evolve: ['BP02-056'] });
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP02-056'));
    const me = onField(s, 0, 'BP02-056')[0]!;
    const orca = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'オルカ');
    expect([kw(s, me, 'sve.ward'), orca.length, kw(s, orca[0]!, 'sve.storm')]).toEqual([true, 1, true]);
  });

  covers(['BP01-063'], 'compiled5: BP01-063 ゴーレムプロテクション: two 『防御型ゴーレム』 (2/3 【守護】); 【土の秘術】 your ゴーレム followers +1/+1 (3/4; no 【スタック】 card: 2/3)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP01-063'] }, stack);
      const s = rite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const golems = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '防御型ゴーレム');
      return [golems.length, golems.map((g) => stats(s, g)), golems.every((g) => kw(s, g, 'sve.ward'))];
    };
    expect(run(0)).toEqual([2, [[2, 3], [2, 3]], true]);
    expect(run(1)).toEqual([2, [[3, 4], [3, 4]], true]);
  });

  covers(['BP01-054'], 'compiled5: BP01-054 エンシェントアルケミスト: Fanfare 【土の秘術】 two 『防御型ゴーレム』 into your EX area (no 【スタック】 card: none)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP01-054'] }, stack);
      const s = rite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      return zoneCards(s, 'exArea', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '防御型ゴーレム').length;
    };
    expect([run(0), run(1)]).toEqual([0, 2]);
  });

  covers(['BP06-043'], 'compiled5: BP06-043 こよの大発明: a 『形代』; with 7+ 陰陽師 cards or spells in your cemetery draw 1 (6: no draw)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-043'] });
      fillCemetery(s0, 0, n, 'SD03-005');
      const h = handCount(s0, 0);
      const s = settle(playIt(s0, ids.hand![0]!));
      const shiki = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '形代');
      return [shiki.length, handCount(s, 0) - h + 1];
    };
    expect([run(6), run(7)]).toEqual([[1, 0], [1, 1]]);
  });

  covers(['BP17-026'], 'compiled5: BP17-026 シークレットスキル: Fanfare destroy an enemy follower; [起動][コスト2] engage, to the cemetery: a 『忠義の剣士・エリカ』 from your deck onto your field (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP17-026'], oppField: ['SD02-020'] });
    const s1 = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
    expect(names(s1, 'field', 1)).toEqual([]);
    const { s: a0, ids: f } = sc({ me: 'SD02', field: ['BP17-026'], hand: ['BP17-019'] });
    onlyHand(a0, []);
    setPp(a0, 1);
    expect(activations(a0, f.field![0]!).length).toBe(0);
    setPp(a0, 2);
    let s = act(a0, f.field![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
    s = settle(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    expect([names(s, 'field', 0), names(s, 'cemetery', 0), counters(s, 0).pp]).toEqual([['BP17-019'], ['BP17-026'], 0]);
  });

  covers(['BP17-084'], 'compiled5: BP17-084 ネクロテンプテーション: 4 damage to an enemy follower; 【ネクロチャージ_10】 a 『友魂の少女・ルナ』 from your deck onto your field (9 in the cemetery: not)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP17-084', 'BP17-073'], oppField: ['SD02-020'] });
      onlyHand(s0, [ids.hand![0]!]);
      fillCemetery(s0, 0, n, 'SD05-003');
      const s = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.length ? pick(x, x.decision.candidates![0]!) : null));
      return [stats(s, ids.oppField![0]!), names(s, 'field', 0)];
    };
    expect(run(9)).toEqual([[4, 2], []]);
    expect(run(10)).toEqual([[4, 2], ['BP17-073']]);
  });

  covers(['BP17-103'], 'compiled5: BP17-103 不器用な信頼: choose 1 — 【1】 2 damage to an enemy follower; 【2】 a follower whose name contains 『ムニャール』 from your cemetery onto your field (another follower: not a candidate)', () => {
    const run = (mode: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-103'], cemetery: ['BP07-100', 'SD06-003'], oppField: ['SD02-020'] });
      let s = playIt(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = must(s, { type: 'choose', player: 0, option: s.decision!.options![mode]! }).state;
      if (mode === 1 && s.decision?.kind === 'chooseCards') expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = settle(pickIf(pickIf(s, ids.oppField![0]!), ids.cemetery![0]!));
      return [stats(s, ids.oppField![0]!), names(s, 'field', 0)];
    };
    expect(run(0)).toEqual([[4, 4], []]);
    expect(run(1)).toEqual([[4, 6], ['BP07-100']]);
  });

  covers(['ECP02-033'], 'compiled5: ECP02-033 〔瞳のトゥインクル〕関裕美 (evolved): 【進化時】 a キュート card from your cemetery to your hand (another card: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['ECP02-032'], cemetery: ['ECP02-019', 'SD03-003'], evolve: ['ECP02-033'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'ECP02-033');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD03-003']]);
  });

  covers(['BP08-032'], 'compiled5: BP08-032 魔銃の傭兵: [進化][コスト2]; [進化][コスト0] only with a 指揮官 card on your field (0 PP: with one, evolves; without, not; 1 PP without: not; 2 PP: evolves)', () => {
    const can = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', field: ['BP08-032', ...field], evolve: ['BP08-033'] });
      setPp(s, pp);
      return legalActions(s).some((x) => x.type === 'evolve' && x.card === ids.field![0]! && x.ep === false && x.sep === false);
    };
    expect([can(['SD02-002'], 0), can(['SD02-007'], 0), can([], 1), can([], 2)]).toEqual([true, false, false, true]);
  });

  covers(['BP06-069'], 'compiled5: BP06-069 ドラゴンブレイダー (evolved): 【進化時】 a card in an EX area (yours or the enemy\'s) is banished', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP06-068'], ex: ['SD04-003'], evolve: ['BP06-069'] });
    const opp = arrange(s0, [['SD04-003', 'exArea', 1]]);
    const oppEx = opp.ids[0]!;
    let s = evolveInto(opp.state, ids.field![0]!, 'BP06-069');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.ex![0]!, oppEx].sort());
    s = settle(pick(s, oppEx));
    expect([names(s, 'banished', 1), names(s, 'exArea', 0)]).toEqual([['SD04-003'], ['SD04-003']]);
  });

  covers(['BP01-156'], 'compiled5: BP01-156 ウルズ (evolved): 【進化時】 a card in the enemy EX area is banished (your own EX card: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP01-155'], ex: ['SD04-003'], evolve: ['BP01-156'] });
    const opp = arrange(s0, [['SD04-003', 'exArea', 1]]);
    let s = evolveInto(opp.state, ids.field![0]!, 'BP01-156');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([opp.ids[0]!]);
      s = pick(s, opp.ids[0]!);
    }
    s = settle(s);
    expect([names(s, 'banished', 1), names(s, 'exArea', 1), names(s, 'exArea', 0)]).toEqual([['SD04-003'], [], ['SD04-003']]);
  });

  covers(['BP01-155'], 'compiled5: BP01-155 ウルズ: Fanfare an enemy follower to its owner\'s EX area; [進化][コスト1] (0 PP: cannot evolve)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-155'], oppField: ['SD02-020'] });
    const s = settle(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
    expect([names(s, 'field', 1), names(s, 'exArea', 1)]).toEqual([[], ['SD02-020']]);
    const can = (pp: number) => {
      const { s: e, ids: f } = sc({ me: 'SD04', field: ['BP01-155'], evolve: ['BP01-156'] });
      setPp(e, pp);
      return legalActions(e).some((x) => x.type === 'evolve' && x.card === f.field![0]! && x.ep === false && x.sep === false);
    };
    expect([can(0), can(1)]).toEqual([false, true]);
  });

  covers(['BP07-002'], 'compiled5: BP07-002 回帰する抱擁・ラティカ (evolved): 【疾走】; when a 『ナテラの大樹』 comes onto your field, recover 1 PP (0 → 1)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP07-002', 'BP07-062'], oppField: ['SD02-020'], oppEngaged: [0] });
    expect(kw(s0, ids.field![0]!, 'sve.storm')).toBe(true);
    setPp(s0, 0);
    s0.cards[ids.field![1]!]!.flags.since = 0;
    const s = settle(attack(s0, ids.field![1]!, ids.oppField![0]!));
    const trees = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'ナテラの大樹');
    expect([trees.length, counters(s, 0).pp]).toEqual([1, 1]);
  });

  covers(['BP14-003'], 'compiled5: BP14-003 天香の剣士・ルヴァン: [起動] engage: 4 damage to an enemy follower, draw 1; with 3+ 狩人 cards in your cemetery a 狩人 follower of original cost 3 or less from your hand onto your field (2: not)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP14-003'], hand: ['EBD01-020'], oppField: ['SD02-020'] });
      fillCemetery(s0, 0, n, 'EBD01-020');
      const h = handCount(s0, 0);
      const s = settle(act(s0, ids.field![0]!), (x) => {
        const d = x.decision!;
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!)) return pick(x, ids.oppField![0]!);
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![0]!)) return pick(x, ids.hand![0]!);
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes(true)) return must(x, { type: 'choose', player: 0, option: true }).state;
        return null;
      });
      return [stats(s, ids.oppField![0]!), handCount(s, 0) - h, names(s, 'field', 0)];
    };
    expect(run(2)).toEqual([[4, 2], 1, ['BP14-003']]);
    expect(run(3)).toEqual([[4, 2], 0, ['BP14-003', 'EBD01-020', 'EBD01-T02']]); // its own Fanfare (SVE 12.4.3) brings a 『フェアリー』
  });

  covers(['BP15-096'], 'compiled5: BP15-096 ブライトパラディン・ウィルバート: 【守護】; Fanfare look at the top 5: a 【守護】 follower of original cost 2 or less onto your field (cost 3 【守護】: not a candidate); [起動] engage: destroy an enemy follower, only with 3+ 【守護】 followers on your field (2: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-096'], oppField: ['SD02-020'] });
    const deck = zoneCards(s0, 'deck', 0);
    const w2 = deck.find((c) => s0.cards[c]!.cardId === 'SD06-009')!;
    const w3 = deck.find((c) => s0.cards[c]!.cardId === 'SD06-011')!;
    toDeckTop(s0, [w3, w2]);
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates).toContain(w2);
      expect(s.decision.candidates).not.toContain(w3);
      s = pick(s, w2);
    }
    s = settle(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? must(x, { type: 'done', player: 0 }).state : null));
    expect(names(s, 'field', 0).sort()).toEqual(['BP15-096', 'SD06-009']);
    const offered = (wards: string[]) => {
      const { s: a0, ids: f } = sc({ me: 'SD06', field: ['BP15-096', ...wards], oppField: ['SD02-020'] });
      const acts = activations(a0, f.field![0]!);
      if (acts.length === 0) return 'not offered';
      const r = settle(pickIf(must(a0, acts[0]!).state, f.oppField![0]!));
      return names(r, 'field', 1);
    };
    expect(offered(['SD06-009'])).toBe('not offered');
    expect(offered(['SD06-009', 'SD06-003'])).toBe('not offered');
    expect(offered(['SD06-009', 'SD06-011'])).toEqual([]);
  });

  covers(['CP04-005'], 'compiled5: CP04-005 シオリ: Fanfare stand a プリコネ follower of yours (a non-プリコネ follower: not a candidate); this turn it cannot attack the enemy', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP04-005'], field: ['PCS01-001', 'SD01-007'], oppField: ['SD02-020'], oppEngaged: [0] });
    for (const f of ids.field!) { s0.cards[f]!.tapped = true; s0.cards[f]!.flags.since = 0; }
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(ids.field![1]!);
      s = pick(s, ids.field![0]!);
    }
    s = settle(s);
    const attacks = legalActions(s).filter((a) => a.type === 'attack' && a.attacker === ids.field![0]!);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, attacks.length]).toEqual([false, true, 0]);
  });

  covers(['BP09-046', 'BP09-047'], 'compiled5: BP09-046 / BP09-047 未来視の魔女: Fanfare look at the top card and you may put it into your cemetery (yes: cemetery +1; no: it stays on top); evolved: the same, then draw 1', () => {
    const run = (put: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP09-046'] });
      const top = zoneCards(s0, 'deck', 0)[0]!;
      const s = settle(playIt(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption') return must(x, { type: 'choose', player: 0, option: d.options!.includes(put) ? put : d.options![put ? 0 : d.options!.length - 1]! }).state;
        if (d.kind === 'chooseCards') return put && d.candidates!.includes(top) ? pick(x, top) : must(x, { type: 'done', player: 0 }).state;
        return null;
      });
      return [zoneCards(s, 'cemetery', 0).length, zoneCards(s, 'deck', 0)[0] === top];
    };
    expect(run(true)).toEqual([1, false]);
    expect(run(false)).toEqual([0, true]);
    const { s: e0, ids: f } = sc({ me: 'SD03', field: ['BP09-046'], evolve: ['BP09-047'] });
    const h = handCount(e0, 0);
    const e = settle(evolveInto(e0, f.field![0]!, 'BP09-047'), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.kind === 'chooseOption') return must(x, { type: 'choose', player: 0, option: d.options!.includes(true) ? true : d.options![0]! }).state;
      if (d.kind === 'chooseCards') return pick(x, d.candidates![0]!);
      return null;
    });
    expect([zoneCards(e, 'cemetery', 0).length, handCount(e, 0) - h, zoneCards(e, 'deck', 0).length - zoneCards(e0, 'deck', 0).length]).toEqual([1, 1, -2]);
  });

  covers(['BP02-014'], 'compiled5: BP02-014 フォレストギガース: 【守護】; Fanfare +X attack, X = the cards in your EX area (3: 1/7 → 4/7; 0: 1/7)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP02-014'], ex: Array(n).fill('SD01-007') });
      const s = settle(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP02-014')[0]!;
      return [stats(s, me), kw(s, me, 'sve.ward')];
    };
    expect([run(0), run(3)]).toEqual([[[1, 7], true], [[4, 7], true]]);
  });

  covers(['BP02-074'], 'compiled5: BP02-074 アザゼル: 【ネクロチャージ_10】 it costs 3 less (4 PP with 10 cemetery cards: playable; 9: not); 【必殺】; Fanfare each enemy discards 1 card at random', () => {
    const can = (n: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD05', hand: ['BP02-074'] });
      fillCemetery(s, 0, n, 'SD05-003');
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([can(10, 4), can(10, 3), can(9, 4), can(9, 7)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP02-074'] });
    const h1 = handCount(s0, 1);
    const s = settle(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP02-074')[0]!;
    expect([handCount(s, 1), zoneCards(s, 'cemetery', 1).length, kw(s, me, 'sve.bane')]).toEqual([h1 - 1, 1, true]);
  });

  covers(['BP06-052'], 'compiled5: BP06-052 ゴーレムの暴走: put a ゴーレム follower on the field into the cemetery: 3 damage to the enemy leader and every enemy follower (no ゴーレム to pay with: the spell resolves without effect, SVE 「(cost)：(effect)」 in an effect)', () => {
    const { s: n0, ids: g } = sc({ me: 'SD03', hand: ['BP06-052'], field: ['SD03-003'], oppField: ['SD02-020'] });
    const n = settle(playIt(n0, g.hand![0]!), (x) => { throw new Error(`asked without a ゴーレム: ${dec(x)}`); });
    expect([health(n, 1), stats(n, g.oppField![0]!), names(n, 'field', 0)]).toEqual([20, [4, 6], ['SD03-003']]);
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-052'], field: ['BP17-047'], oppField: ['SD02-020', 'SD02-007'] });
    const s = settle(playIt(s0, ids.hand![0]!), (x) => (x.decision!.kind === 'chooseOption' && x.decision!.options!.includes('pay') ? must(x, { type: 'choose', player: 0, option: 'pay' }).state : pickIf(x, ids.field![0]!) === x ? null : pickIf(x, ids.field![0]!)));
    expect([health(s, 1), stats(s, ids.oppField![0]!), names(s, 'field', 1), names(s, 'field', 0)]).toEqual([17, [4, 3], ['SD02-020'], []]);
  });

  covers(['BP07-084'], 'compiled5: BP07-084 ゴーストライター: when a follower of yours evolves, two 『ゴースト』; [起動] engage: a 『ゴースト』 of yours gets 【必殺】', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP07-084', 'SD05-018'] });
    const ghosts = (x: GameState) => zoneCards(x, 'field', 0).filter((c) => (x.catalog[x.cards[c]!.cardId] as { name?: string }).name === 'ゴースト');
    expect(ghosts(s0).length).toBe(0);
    let s = settle(evolveInto(s0, ids.field![1]!, 'SD05-019'));
    const g = ghosts(s);
    expect(g.length).toBe(2);
    expect(kw(s, g[0]!, 'sve.bane')).toBe(false);
    s = settle(pickIf(act(s, ids.field![0]!), g[0]!));
    expect([kw(s, g[0]!, 'sve.bane'), kw(s, g[1]!, 'sve.bane'), s.cards[ids.field![0]!]!.tapped]).toEqual([true, false, true]);
  });

  covers(['BP03-087'], 'compiled5: BP03-087 ミスチーフゾンビ (evolved): 【進化時】 a 『ゴースト』 of yours gets 【必殺】 (another follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP03-086', 'SD05-003'], evolve: ['BP03-087', 'BP10-T10'], tokens: [['BP10-T10', 'field', 0]] });
    const ghost = ids.tokens![0]!;
    let s = evolveInto(s0, ids.field![0]!, 'BP03-087');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ghost]);
      s = pick(s, ghost);
    }
    s = settle(s);
    expect([kw(s, ghost, 'sve.bane'), kw(s, ids.field![1]!, 'sve.bane')]).toEqual([true, false]);
  });

  const named = (x: GameState, zone: string, name: string) => zoneCards(x, zone, 0).filter((c) => (x.catalog[x.cards[c]!.cardId] as { name?: string }).name === name);

  covers(['BP17-096'], 'compiled5: BP17-096 平穏の制定者・マーロン: Fanfare an 『エスカマリの助言者』 (2/2 【守護】) whose own Fanfare draws 1', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-096'] });
    const h = handCount(s0, 0);
    const s = settle(playIt(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    const adv = named(s, 'field', 'エスカマリの助言者');
    expect([adv.length, stats(s, adv[0]!), kw(s, adv[0]!, 'sve.ward'), handCount(s, 0) - h + 1]).toEqual([1, [2, 2], true, 1]);
  });

  covers(['BP17-097'], 'compiled5: BP17-097 平穏の制定者・マーロン (evolved): 【進化時】 an 『エスカマリの巡回者』 (2/2 【突進】) whose own Fanfare gives your leader +2 health (15 → 17)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP17-096'], evolve: ['BP17-097'] });
    setHealth(s0, 0, 15);
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP17-097'));
    const pat = named(s, 'field', 'エスカマリの巡回者');
    expect([pat.length, stats(s, pat[0]!), kw(s, pat[0]!, 'sve.rush'), health(s, 0)]).toEqual([1, [2, 2], true, 17]);
  });

  covers(['BP17-071'], 'compiled5: BP17-071 マーメイドアーチャー: [起動] engage and put a 海洋 card of your hand into your EX area: damage to an enemy follower equal to your 海洋 followers on the field (itself + 1: 2; no 海洋 card in hand: not offered)', () => {
    const { s: n, ids: g } = sc({ me: 'SD04', field: ['BP17-071'], hand: ['SD04-003'] });
    onlyHand(n, g.hand!);
    expect(activations(n, g.field![0]!).length).toBe(0);
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP17-071', 'SD04-014', 'SD04-003'], hand: ['SD04-014'], oppField: ['SD02-020'] });
    onlyHand(s0, ids.hand!);
    const s = settle(act(s0, ids.field![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? (x.decision.candidates!.includes(ids.hand![0]!) ? pick(x, ids.hand![0]!) : pickIf(x, ids.oppField![0]!)) : null));
    expect([stats(s, ids.oppField![0]!), names(s, 'exArea', 0), handCount(s, 0)]).toEqual([[4, 4], ['SD04-014'], 0]);
  });

  covers(['BP18-100'], 'compiled5: BP18-100 清純なる祈り・エイラ: 【守護】; Fanfare an 『エイラの祈祷』 from your deck to your hand; when the enemy main phase comes with an 『エイラの祈祷』 on your field your leader +2 health (without: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-100', 'BP02-095'] });
    onlyHand(s0, [ids.hand![0]!]);
    const s = settle(playIt(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.length ? pick(x, x.decision.candidates![0]!) : null));
    expect(names(s, 'hand', 0)).toEqual(['BP02-095']);
    const run = (field: string[]) => {
      const { s: a0 } = sc({ me: 'SD06', field: ['BP18-100', ...field] });
      setHealth(a0, 0, 15);
      const r = nextTurn(a0);
      return [r.turn.active, health(r, 0)];
    };
    expect(run(['BP02-095'])).toEqual([1, 17]);
    expect(run(['SD06-015'])).toEqual([1, 15]);
  });

  covers(['BP18-089'], 'compiled5: BP18-089 クイーンキャッスル: Fanfare discard a 吸血鬼 card: draw 1 (no 吸血鬼 card: no draw); [起動] engage, to the cemetery: a 『フォレストバット』 (1/1), 3 instead with a 『クイーンヴァンパイア』-named follower on your field', () => {
    const fan = (card: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-089', card] });
      onlyHand(s0, ids.hand!);
      const s = settle(playIt(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        return null;
      });
      return [handCount(s, 0), zoneCards(s, 'cemetery', 0).length];
    };
    expect(fan('SD05-001')).toEqual([1, 1]);
    expect(fan('SD05-003')).toEqual([1, 0]);
    const bats = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP18-089', ...field] });
      const s = settle(act(s0, ids.field![0]!));
      const b = named(s, 'field', 'フォレストバット');
      return [b.length, b.length ? stats(s, b[0]!) : null];
    };
    expect(bats(['SD05-003'])).toEqual([1, [1, 1]]);
    expect(bats(['SD05-001'])).toEqual([3, [2, 1]]); // 『クイーンヴァンパイア』 itself: 3 bats, each +1 attack from its own text
    expect(bats(['SP01-032'])).toEqual([3, [1, 1]]);
  });

  covers(['BP17-119'], 'compiled5: BP17-119 アイアロンの残骸: Fanfare discard a 機械 card: draw 2, and with 3+ 機械 cards in your EX area recover 1 PP (2: not); [起動] engage, to the cemetery: choose 1 — a 機械 follower of yours +1 health, or your leader +1 health', () => {
    const fan = (ex: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP17-119', 'BP17-047'], ex: Array(ex).fill('BP17-047') });
      onlyHand(s0, ids.hand!);
      setPp(s0, 5);
      const s = settle(playIt(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        return null;
      });
      return [handCount(s, 0), counters(s, 0).pp];
    };
    expect(fan(2)).toEqual([2, 3]);
    expect(fan(3)).toEqual([2, 4]);
    const mode = (m: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP17-119', 'BP17-047', 'SD03-003'] });
      setHealth(s0, 0, 15);
      let s = act(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = must(s, { type: 'choose', player: 0, option: s.decision!.options![m]! }).state;
      if (s.decision?.kind === 'chooseCards') expect(s.decision.candidates).toEqual([ids.field![1]!]);
      s = settle(pickIf(s, ids.field![1]!));
      return [stats(s, ids.field![1]!)[1]! - stats(s0, ids.field![1]!)[1]!, health(s, 0), names(s, 'cemetery', 0)];
    };
    expect(mode(0)).toEqual([1, 15, ['BP17-119']]);
    expect(mode(1)).toEqual([0, 16, ['BP17-119']]);
  });
}
