/**
 * Card cases of more text forms (helper V): mandatory additional play costs in other wordings (SVE 10.6.2.5.1.4,
 * 10.6.2.1.2; templates-tokens-2.ts, actions/additional-cost.ts), inner triggers of 「自分のターン中、…」 (10.7.2;
 * templates-sd07.ts), 「【箱詰め】状態のフォロワー」 (5.31.1) and 「元のコストの種類数」 (5.24). Each drives the card
 * through the public API and asserts the printed numbers with boundaries (run by cards.spec.ts).
 */
import { dealDamage, destroy, legalActions, type GameState } from '../../../../engine/src/index.js';
import { counters, ctxOf, kw, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { attack, cardIdOf, choose, done, evolve, handCount, health, pass, pick, play, toDeckTop } from '../drivers.js';
import { plays, settleChoices as settle, type Covers } from './case-helpers.js';

const quiet = (s0: GameState): GameState => {
  let s = settle(s0);
  while (s.decision?.kind === 'sve.quick') s = settle(pass(s));
  return s;
};
/** Pending automatic abilities of `source` (10.7.2: on standby). */
const standby = (s: GameState, source: string) => s.pending.filter((p) => p.source === source).length;
/** Runs `f` on a copy of the state in the opponent's turn (turn.active = 1) and returns the state. */
const inOpponentsTurn = (s0: GameState, f: (ctx: ReturnType<typeof ctxOf>) => void): GameState => {
  const ctx = ctxOf(structuredClone(s0));
  ctx.state.turn.active = 1;
  f(ctx);
  return ctx.state;
};

type Decision = NonNullable<GameState['decision']>;
/**
 * Answers decisions until your main phase: `on` returns the card to pick / the option to choose (false: stop a
 * chooseCards with `done`; null: the default — the first candidate while a choice needs more, else done;
 * the first option, 【守護】 stand, a pass in a quick window).
 */
const drive = (s0: GameState, on: (d: Decision, s: GameState) => string | boolean | null = () => null): GameState => {
  let s = s0;
  for (let i = 0; i < 40 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d0 = s.decision;
    if (d0.kind === 'sve.quick') { s = pass(s); continue; }
    if (d0.kind === 'order') { s = must(s, legalActions(s)[0]!).state; continue; } // 「好きな順に」: as listed
    const d = d0.kind === 'chooseCards' ? { ...d0, candidates: d0.candidates!.filter((x) => !(d0.picked ?? []).includes(x)) } : d0; // not yet picked
    const a = on(d, s);
    if (d.kind === 'chooseCards') s = a === false || (a === null && (d.picked ?? []).length >= (d.min ?? 0)) ? done(s) : pick(s, a === null ? d.candidates![0]! : (a as string));
    else if (d.kind === 'chooseOption') s = choose(s, a ?? (d.rule === 'SVE 12.8.2' ? 'stand' : d.options![0]!));
    else break;
  }
  return s;
};
const byName = (s: GameState, zone: string, p: number, name: string) => zoneCards(s, zone, p).filter((x) => s.catalog[s.cards[x]!.cardId]?.name === name);

export function registerFormsMoreCases(covers: Covers): void {
  // ------------------------------------------------------------ 「自分のターン中、(group)が場から墓場に置かれたとき」
  covers(['BP13-108'], 'more: BP13-108 反逆の命・ミリアム (SVE 10.7.2, 10.7.4.1.2): in your turn, when a follower of yours goes from the field to the cemetery, 1 damage to the enemy leader; an enemy follower → nothing; in the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007'], oppField: ['SD02-002', 'SD02-T01'], oppEngaged: [0, 1] });
    const [miriam, mine] = ids.field!;
    let s = quiet(attack(s0, mine!, ids.oppField![0]!)); // 2/2 into a 3/3: mine destroyed
    expect([names(s, 'cemetery', 0).includes('SD02-007'), health(s, 1), health(s, 0)]).toEqual([true, 19, 20]);
    const t = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007'], oppField: ['SD02-T01'], oppEngaged: [0] });
    s = quiet(attack(t.s, t.ids.field![1]!, t.ids.oppField![0]!)); // the enemy 1/1 destroyed, mine survives
    expect([zoneCards(s, 'field', 1).length, health(s, 1)]).toEqual([0, 20]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, mine!, null));
    expect([names(theirs, 'cemetery', 0).includes('SD02-007'), standby(theirs, miriam!)]).toEqual([true, 0]);
    const yours = ctxOf(structuredClone(s0));
    destroy(yours, mine!, null);
    expect(standby(yours.state, miriam!)).toBe(1);
  });

  covers(['BP08-006'], 'more: BP08-006 猛毒の姫・リコリス (SVE 10.7.2): in your turn, when an enemy follower goes from the field to the cemetery, 1 damage to its leader; your own follower → nothing; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    const [licorice, mine] = ids.field!;
    let s = quiet(attack(s0, mine!, ids.oppField![0]!)); // 3/3 into the 2/2
    expect([zoneCards(s, 'field', 1), health(s, 1), health(s, 0)]).toEqual([[ids.oppField![1]!], 19, 20]);
    s = quiet(attack(s0, mine!, ids.oppField![1]!)); // 3/3 into 3/3: both destroyed, once each
    expect([zoneCards(s, 'field', 1).length, names(s, 'cemetery', 0).includes('SD02-002'), health(s, 1), health(s, 0)]).toEqual([1, true, 19, 20]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, ids.oppField![0]!, null));
    expect(standby(theirs, licorice!)).toBe(0);
  });

  covers(['BP08-006'], 'more: BP08-006 猛毒の姫・リコリス with a token (SVE 9.1.4.4, 10.11.1): an enemy token follower destroyed in your turn is erased, yet 「それのリーダー」 is its last master\'s leader → 1 damage to the enemy leader, none to yours', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002'], tokens: [['SD02-T01', 'field', 1]] });
    const knight = ids.tokens![0]!;
    s0.cards[knight]!.tapped = true;
    const s = quiet(attack(s0, ids.field![1]!, knight)); // 3/3 into the 1/1 ナイト token
    expect([s.cards[knight], zoneCards(s, 'cemetery', 1).length, health(s, 1), health(s, 0)]).toEqual([undefined, 0, 19, 20]);
  });

  covers(['BP15-006'], 'more: BP15-006 不吉の人形師 (SVE 10.7.2): in your turn, when a token follower of yours goes to the cemetery, an enemy follower gets -1/-1; a non-token follower of yours → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP15-006', 'SD02-007'], oppField: ['SD02-002'], oppEngaged: [0], tokens: [['SD02-T01', 'field', 0]] });
    let s = quiet(attack(s0, ids.tokens![0]!, ids.oppField![0]!)); // the 1/1 token into the 3/3 (→ 3/2)
    if (s.decision?.kind === 'chooseCards') s = quiet(pick(s, ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([2, 1]);
    s = quiet(attack(s0, ids.field![1]!, ids.oppField![0]!)); // the 2/2 SD02-007 (not a token) destroyed
    expect([names(s, 'cemetery', 0).includes('SD02-007'), stats(s, ids.oppField![0]!)]).toEqual([true, [3, 1]]);
  });

  // ------------------------------------------------------------ 「自分のターン中、これが能力ダメージを受けたとき」
  covers(['BP15-066', 'BP08-063'], 'more: BP15-066 烈絶の崇拝者 / BP08-063 侮蔑の狂信者 (SVE 5.14.3.3, 10.7.2): ability damage in your turn → 3 damage to an enemy follower / 1 to the enemy leader; combat damage → nothing; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP15-066'], hand: ['BP08-063'], oppField: ['SD02-002', 'SD02-019'], oppEngaged: [0, 1], pp: 2 });
    const worshipper = ids.field![0]!;
    let s = settle(play(s0, ids.hand![0]!)); // Fanfare: 1 damage to every follower (both are hit)
    const fanatic = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP08-063')!;
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      else s = settle(s);
    }
    // SD02-002 3/3: 1 (fanfare) + 3 = destroyed; SD02-019 2/3: 1 (fanfare); enemy leader 20 − 1
    expect([zoneCards(s, 'field', 1), stats(s, ids.oppField![1]!), health(s, 1), stats(s, worshipper), stats(s, fanatic)]).toEqual([[ids.oppField![1]!], [2, 2], 19, [3, 2], [2, 1]]);
    // combat damage (8.4.9) is not ability damage: no 3 damage
    const c = scene({ me: 'SD04', field: ['BP15-066'], oppField: ['SD02-002', 'SD02-019'], oppEngaged: [0, 1] });
    s = quiet(attack(c.s, c.ids.field![0]!, c.ids.oppField![0]!));
    expect([s.decision?.kind, stats(s, c.ids.oppField![1]!)]).toEqual(['sve.main', [2, 3]]); // 3/3 vs 3/3: both destroyed, no 3 damage to SD02-019
    expect([zoneCards(s, 'field', 1), zoneCards(s, 'field', 0)]).toEqual([[c.ids.oppField![1]!], []]);
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: worshipper }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }));
    expect([stats(theirs, worshipper), standby(theirs, worshipper)]).toEqual([[3, 2], 0]);
    const yours = ctxOf(structuredClone(s0));
    dealDamage(yours, { card: worshipper }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null });
    expect(standby(yours.state, worshipper)).toBe(1);
  });

  covers(['BP04-087'], 'more: BP04-087 フェンリル (SVE 10.7.2): in your turn, when this is dealt damage (combat damage too), 3 damage to an enemy follower; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-087'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    let s = settle(attack(s0, ids.field![0]!, ids.oppField![0]!)); // 3/5 into 2/2: takes 2
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') s = pick(s, s.decision.candidates!.includes(ids.oppField![1]!) ? ids.oppField![1]! : s.decision.candidates![0]!);
      else if (s.decision.kind === 'sve.quick') s = pass(s);
      else s = settle(s);
    }
    expect([zoneCards(s, 'field', 1), stats(s, ids.field![0]!)]).toEqual([[], [3, 3]]); // 2/2 by combat, 3/3 by 3 damage
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: ids.field![0]! }, 1, null));
    expect(standby(theirs, ids.field![0]!)).toBe(0);
  });

  // ------------------------------------------------------------ 「自分のターン中、自分が[ドラゴン]スペルをプレイしたとき」
  covers(['BP09-057'], 'more: BP09-057 竜鎧の戦士 (SVE 10.7.2, 10.6.2.7): in your turn, when you play a [ドラゴン] spell, 2 damage to every enemy follower; a neutral spell → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP09-057'], hand: ['SD04-015', 'SD04-020'], oppField: ['SD02-002', 'SD02-019'], pp: 2 });
    let s = play(s0, ids.hand![0]!); // ブレイジングブレス (dragon): 2 to the chosen one
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? pick(s, ids.oppField![1]!) : settle(s);
    // trigger: 2 to each (3/3 → 3/1, 2/3 → 2/1), then the spell's 2 to SD02-019 → destroyed
    expect([zoneCards(s, 'field', 1), stats(s, ids.oppField![0]!)]).toEqual([[ids.oppField![0]!], [3, 1]]);
    let n = play(s0, ids.hand![1]!); // エンジェルスナイプ (neutral): 2 to the chosen one only
    for (let i = 0; i < 6 && n.decision && n.decision.kind !== 'sve.main'; i++) n = n.decision.kind === 'chooseCards' ? pick(n, ids.oppField![1]!) : settle(n);
    expect([stats(n, ids.oppField![0]!), stats(n, ids.oppField![1]!)]).toEqual([[3, 3], [2, 1]]);
  });

  // ------------------------------------------------------------ 「自分のターン中、自分の場に[ロイヤル]トークン・フォロワーが出たとき」
  covers(['BP13-029'], 'more: BP13-029 キャットアドミラル (SVE 10.7.2): Fanfare [コスト3] puts 『スティールナイト』 and 『シールドガーディアン』 → 1 damage twice; a non-token royal follower → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP13-029', 'SD02-007'], oppField: ['SD02-002'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    for (let i = 0; i < 12 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      else if (s.decision.kind === 'chooseOption' && s.decision.rule !== 'SVE 10.5.2' && s.decision.rule !== 'SVE 12.8.2') s = choose(s, s.decision.options!.includes(true as never) ? true : s.decision.options![0]!);
      else s = settle(s);
    }
    expect([names(s, 'field', 0).sort(), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([['BP13-029', 'BP13-T08', 'BP13-T09'].sort(), [3, 1], 0]);
    const t = scene({ me: 'SD02', field: ['BP13-029'], hand: ['SD02-007'], oppField: ['SD02-002'], pp: 1 });
    const u = quiet(play(t.s, t.ids.hand![0]!));
    expect([u.decision?.kind, stats(u, t.ids.oppField![0]!)]).toEqual(['sve.main', [3, 3]]);
  });

  // ------------------------------------------------------------ additional costs (10.6.2.5.1.4)
  covers(['BP14-011'], 'more: BP14-011 職人の一念 (SVE 10.6.2.5.1.4, 10.6.2.1.2): banish 1 card of your EX area as an additional cost → 3 『操り人形』 into the EX area; no EX card → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP14-011'], ex: ['SD02-007'], pp: 1 });
    expect(plays(s0, ids.hand![0]!)).toEqual([{ type: 'play', player: 0, card: ids.hand![0]!, additional: [ids.ex![0]!] }]);
    const s = quiet(must(s0, plays(s0, ids.hand![0]!)[0]!).state);
    expect([names(s, 'banished', 0), names(s, 'exArea', 0), counters(s, 0).pp]).toEqual([['SD02-007'], ['BP14-T08', 'BP14-T08', 'BP14-T08'], 0]);
    const none = scene({ me: 'SD02', hand: ['BP14-011'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
    const short = scene({ me: 'SD02', hand: ['BP14-011'], ex: ['SD02-007'], pp: 0 }); // cost 1, 0 PP
    expect(plays(short.s, short.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-064'], 'more: BP13-064 蛇竜の契り (SVE 10.6.2.5.1.4): engage a standing [ドラゴン] follower of original cost 7 or more → 2 damage to the enemy leader, +2 health, draw 2; cost 6 or an engaged cost-7 one → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP16-063', 'BP04-077'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.field![0]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, health(s, 1), health(s, 0), handCount(s, 0)]).toEqual([true, false, 18, 22, h - 1 + 2]);
    const six = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP04-077'], pp: 1 });
    expect(plays(six.s, six.ids.hand![0]!)).toEqual([]);
    const engaged = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP16-063'], pp: 1 });
    engaged.s.cards[engaged.ids.field![0]!]!.tapped = true;
    expect(plays(engaged.s, engaged.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP18-119'], 'more: BP18-119 歪なる進歩 (SVE 10.6.2.5.1.4): discard a 透京 card from your hand as an additional cost → 4 damage to an enemy follower, +1 health, draw 1; no 透京 card in hand → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-003', 'SD02-007'], oppField: ['SD04-001'], pp: 2 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([names(s, 'cemetery', 0).sort(), stats(s, ids.oppField![0]!), health(s, 0), handCount(s, 0), counters(s, 0).pp]).toEqual([['BP18-003', 'BP18-119'].sort(), [7, 4], 21, h - 2 + 1, 0]);
    const none = scene({ me: 'SD02', hand: ['BP18-119', 'SD02-007'], oppField: ['SD04-001'], pp: 2 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
    const short = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-003'], oppField: ['SD04-001'], pp: 1 }); // cost 2, 1 PP
    expect(plays(short.s, short.ids.hand![0]!)).toEqual([]);
  });

  covers(['DSD01a-014'], 'more: DSD01a-014 マナリアの知識 (SVE 10.6.2.5.1.4): reveal 2 学院 cards of your hand as an additional cost (they stay) → draw 1 and 『マナリアの魔弾』 into the EX area; only 1 学院 card → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053', 'BP18-053'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!, ids.hand![2]!].sort()]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([zoneCards(s, 'hand', 0).includes(ids.hand![1]!), zoneCards(s, 'hand', 0).includes(ids.hand![2]!), handCount(s, 0), names(s, 'exArea', 0).length]).toEqual([true, true, h - 1 + 1, 1]);
    const one = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053'], pp: 1 });
    expect(plays(one.s, one.ids.hand![0]!)).toEqual([]);
  });

  // ------------------------------------------------------------ 【箱詰め】 / 元のコストの種類数
  covers(['BP11-024'], 'more: BP11-024 タイラントオーダー (SVE 5.31.1): destroy up to 1 crated enemy follower (a non-crated one is not offered; none → nothing destroyed)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP11-024'], oppField: ['SD02-002', 'SD02-019'], pp: 1 });
    const ctx = ctxOf(s0);
    ctx.state.effects.push({ id: 'crate-test', source: null, sourceCardId: null, controller: 0, targets: [ids.oppField![0]!], player: null, modifier: { type: 'flag', flag: 'sve.crated', value: true }, duration: 'permanent', timestamp: 0 } as never);
    let s = play(ctx.state, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]!]);
      s = pick(s, ids.oppField![0]!);
    }
    s = quiet(s);
    for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? done(s) : settle(s);
    expect(zoneCards(s, 'field', 1)).toEqual([ids.oppField![1]!]);
    const none = scene({ me: 'SD02', hand: ['BP11-024'], oppField: ['SD02-002'], pp: 1 });
    let n = play(none.s, none.ids.hand![0]!);
    for (let i = 0; i < 4 && n.decision && n.decision.kind !== 'sve.main'; i++) n = n.decision.kind === 'chooseCards' ? done(n) : settle(n);
    expect(zoneCards(n, 'field', 1)).toEqual(none.ids.oppField);
  });

  covers(['BP11-041'], 'more: BP11-041 ジャッジメントワード (SVE 5.31, 5.24): the chosen enemy follower loses its abilities this turn; +2 health only with 6 or more different original costs in your cemetery (5 → no)', () => {
    // original costs 1, 2, 3, 8, 7 + (3: a repeat → 5 kinds | 6 → 6 kinds)
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP11-041'], cemetery: ['SD02-007', 'SD02-002', 'SD02-003', 'SD04-001', 'BP16-063', last], oppField: ['SD02-008'], pp: 0 });
      let s = play(s0, ids.hand![0]!);
      for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? pick(s, ids.oppField![0]!) : settle(s);
      return { s, lancer: ids.oppField![0]! };
    };
    const five = run('SD05-018');
    const six = run('BP04-077');
    expect([health(five.s, 0), health(six.s, 0)]).toEqual([20, 22]);
    expect([kw(six.s, six.lancer, 'sve.ward'), kw(nextTurn(six.s), six.lancer, 'sve.ward')]).toEqual([false, true]);
    expect(six.s.decision?.kind).toBe('sve.main');
  });
  registerCompiledMoreCases(covers);
}

/** Cases of cards whose every sentence compiled with V's forms but had no case (helper V2; run by registerFormsMoreCases). */
function registerCompiledMoreCases(covers: Covers): void {
  // ------------------------------------------------------------ 「自分のターン中、(自分|相手)の…が場から墓場に置かれたとき」
  covers(['BP13-109'], 'more: BP13-109 反逆の命・ミリアム (evolved; SVE 10.4.3, 10.7.2): 【進化時】 put another follower of YOUR field into the cemetery (the enemy one is no candidate) → 『エッジアーティファクト』 3/4 【突進】【ドレイン】, and the follower leaving in your turn → 1 damage to the enemy leader; skip → neither', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007', 'SD02-002'], evolve: ['BP13-109'], oppField: ['SD02-002'], pp: 2 });
    let cands: string[] = [];
    const s = drive(evolve(s0, ids.field![0]!), (d) => {
      if (d.kind === 'chooseCards') { cands = [...d.candidates!].sort(); return ids.field![1]!; }
      return d.rule === 'SVE 10.4.7' ? 'pay' : null;
    });
    expect(cands).toEqual([ids.field![1]!, ids.field![2]!].sort());
    const edge = byName(s, 'field', 0, 'エッジアーティファクト');
    expect([names(s, 'cemetery', 0), edge.length, health(s, 1), health(s, 0)]).toEqual([['SD02-007'], 1, 19, 20]);
    expect([stats(s, edge[0]!), kw(s, edge[0]!, 'sve.rush'), kw(s, edge[0]!, 'sve.drain'), cardIdOf(s, ids.field![0]!)]).toEqual([[3, 4], true, true, 'BP13-109']);
    const skip = drive(evolve(s0, ids.field![0]!), (d) => (d.rule === 'SVE 10.4.7' ? 'skip' : null));
    expect([zoneCards(skip, 'field', 0).length, health(skip, 1)]).toEqual([3, 20]);
    const evolved = must(s0, legalActions(s0).find((a) => a.type === 'evolve' && a.card === ids.field![0]!)!).state; // the opponent's turn: no standby
    const theirs = inOpponentsTurn(drive(evolved, (d) => (d.rule === 'SVE 10.4.7' ? 'skip' : null)), (ctx) => destroy(ctx, ids.field![1]!, null));
    expect(standby(theirs, ids.field![0]!)).toBe(0);
  });

  covers(['BP15-007'], 'more: BP15-007 不吉の人形師 (evolved; SVE 10.7.2): 【進化時】 one 『操り人形』 onto the field and one into the EX area; that token destroyed in your turn → the enemy follower gets -1/-1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP15-006'], evolve: ['BP15-007'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    let s = drive(evolve(s0, ids.field![0]!));
    const puppets = byName(s, 'field', 0, '操り人形');
    expect([puppets.length, byName(s, 'exArea', 0, '操り人形').length, cardIdOf(s, ids.field![0]!)]).toEqual([1, 1, 'BP15-007']);
    s = drive(attack(s, puppets[0]!, ids.oppField![0]!), () => ids.oppField![0]!); // 1/1 【突進】 into the 3/3: 3/2, then -1/-1
    expect([byName(s, 'field', 0, '操り人形').length, stats(s, ids.oppField![0]!)]).toEqual([0, [2, 1]]);
  });

  // ------------------------------------------------------------ 「自分のターン中、これが能力(による)ダメージを受けたとき」
  covers(['BP15-067'], 'more: BP15-067 烈絶の崇拝者 (evolved; SVE 5.14.3.3, 10.7.2): 【進化時】 1 damage to up to 2 of your followers; choosing itself → 3 damage to an enemy follower; another one only → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP15-066', 'SD04-001'], evolve: ['BP15-067'], oppField: ['SD02-002'], pp: 1 });
    const [w, faf] = ids.field!;
    let picked = 0;
    const s = drive(evolve(s0, w!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : picked++ === 0 ? w! : faf!) : null));
    expect([stats(s, w!), stats(s, faf!), zoneCards(s, 'field', 1)]).toEqual([[4, 3], [7, 7], []]); // 3/3 destroyed by 3
    picked = 0;
    const other = drive(evolve(s0, w!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : picked++ === 0 ? faf! : false) : null));
    expect([stats(other, w!), stats(other, faf!), stats(other, ids.oppField![0]!)]).toEqual([[4, 4], [7, 7], [3, 3]]);
  });

  covers(['BP15-072'], 'more: BP15-072 侮蔑の隠者 (SVE 13.4.1, 10.7.2): Fanfare with max PP 7 (【覚醒】) 1 damage to the chosen follower of yours (itself) → look at the top card, may reveal a 絶傑 card and add it; max PP 6 → no damage', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP15-072', 'BP05-063'], pp });
      toDeckTop(s0, [ids.hand![1]!]);
      const h = handCount(s0, 0);
      const s = drive(play(s0, ids.hand![0]!), (d, st) => (d.kind === 'chooseCards' ? (d.candidates!.find((x) => cardIdOf(st, x) === 'BP15-072') ?? d.candidates!.find((x) => cardIdOf(st, x) === 'BP05-063') ?? null) : null));
      const hermit = byName(s, 'field', 0, '侮蔑の隠者')[0]!;
      return [stats(s, hermit), handCount(s, 0) - h, names(s, 'hand', 0).includes('BP05-063')];
    };
    expect(run(7)).toEqual([[0, 1], 0, true]); // -1 played, +1 added
    expect(run(6)).toEqual([[0, 2], -1, false]);
  });

  covers(['BP05-053', 'SP01-029'], 'more: BP05-053 / SP01-029 侮蔑の絶傑・ガルミーユ (evolved; SVE 10.7.2): 【進化時】 play a cost-2-or-less 絶傑 card of your cemetery for 0 (a cost-3 one is no candidate); its 1 damage to this → 3 damage to the enemy leader', () => {
    for (const [base, ev] of [['BP05-052', 'BP05-053'], ['SP01-028', 'SP01-029']] as const) {
      const { s: s0, ids } = scene({ me: 'SD04', field: [base], evolve: [ev], cemetery: ['BP05-058', 'BP15-066', 'BP05-063'], oppField: ['SD02-002'], pp: 2 });
      const g = ids.field![0]!;
      let first: string[] = [];
      const s = drive(evolve(s0, g), (d) => {
        if (d.kind === 'chooseOption') return d.options!.includes('leader' as never) ? 'leader' : null;
        if (d.kind !== 'chooseCards') return null;
        if (first.length === 0) { first = [...d.candidates!]; return ids.cemetery![0]!; }
        if (d.candidates!.includes(g)) return g;
        return d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : d.candidates!.find((x) => s0.cards[x]?.zone === '1:leader') ?? d.candidates![0]!;
      });
      expect(first.sort()).toEqual([ids.cemetery![0]!, ids.cemetery![2]!].sort());
      // 侮蔑の炎爪 for 0 PP: 1 to ガルミーユ (6/6 → 6/5), 3 to the enemy 3/3; the trigger: 3 to the enemy leader (or follower: chosen leader)
      expect([stats(s, g), zoneCards(s, 'field', 1), counters(s, 0).pp, names(s, 'cemetery', 0).sort()]).toEqual([[6, 5], [], 2 - 2, ['BP05-058', 'BP15-066', 'BP05-063'].sort()]);
      expect(health(s, 1)).toBe(17);
    }
  });

  covers(['BP09-026'], 'more: BP09-026 悪魔伯爵・ダリオ (evolved; SVE 12.11, 10.7.2): 【指定攻撃】 attacks a standing follower; an enemy follower going to the cemetery in your turn → +1/+1; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-025'], evolve: ['BP09-026'], oppField: ['SD02-007'], pp: 1 });
    const d = ids.field![0]!;
    let s = drive(evolve(s0, d));
    expect(stats(s, d)).toEqual([5, 5]);
    s = drive(attack(s, d, ids.oppField![0]!)); // the standing 2/2: destroyed; 5/3 then +1/+1
    expect([zoneCards(s, 'field', 1), stats(s, d)]).toEqual([[], [6, 4]]);
    const theirs = inOpponentsTurn(drive(evolve(s0, d)), (ctx) => destroy(ctx, ids.oppField![0]!, null));
    expect(standby(theirs, d)).toBe(0);
  });

  covers(['BP08-035'], 'more: BP08-035 スウィート★メドゥーサ (SVE 10.7.2): an enemy follower going to the cemetery in your turn → 『毒蛇』 0/1 【必殺】; your own follower → nothing; Fanfare: search a card of original cost 2 or less (cost 3 not offered)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-035', 'SD02-002'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // 3/3 into the 2/2
    const snakes = byName(s, 'field', 0, '毒蛇');
    expect([snakes.length, snakes.length ? stats(s, snakes[0]!) : null, snakes.length ? kw(s, snakes[0]!, 'sve.bane') : null]).toEqual([1, [0, 1], true]);
    s = drive(attack(s0, ids.field![1]!, ids.oppField![1]!)); // 3/3 into 3/3: both go; one snake for the enemy one only
    expect(byName(s, 'field', 0, '毒蛇').length).toBe(1);
    const f = scene({ me: 'SD02', hand: ['BP08-035'], pp: 4 });
    let cands: string[] = [];
    const h = handCount(f.s, 0);
    const t = drive(play(f.s, f.ids.hand![0]!), (d, st) => { if (d.kind === 'chooseCards') { cands = d.candidates!.map((x) => cardIdOf(st, x)); return d.candidates![0]!; } return null; });
    expect([cands.length > 0, cands.every((c) => (t.catalog[c]!.cost as number) <= 2), cands.includes('SD02-003'), handCount(t, 0)]).toEqual([true, true, false, h]);
  });

  covers(['BP08-052'], 'more: BP08-052 憤怒の竜帝・乙姫 (SVE 13.4.1, 10.7.2): Fanfare 1 『竜帝の近衛兵』 (max PP 6) / 3 (max PP 7, 【覚醒】); another [ドラゴン] follower of yours going to the cemetery in your turn → 1 damage to the chosen enemy leader; a royal follower → nothing', () => {
    const run = (pp: number) => drive(play(scene({ me: 'SD04', hand: ['BP08-052'], pp }).s, scene({ me: 'SD04', hand: ['BP08-052'], pp }).ids.hand![0]!));
    expect([byName(run(6), 'field', 0, '竜帝の近衛兵').length, byName(run(7), 'field', 0, '竜帝の近衛兵').length]).toEqual([1, 3]);
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP08-052', 'SD02-007'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0, 1], tokens: [['BP08-T03', 'field', 0]] });
    const guard = ids.tokens![0]!;
    let s = drive(attack(s0, guard, ids.oppField![0]!), (d) => (d.kind === 'chooseCards' ? d.candidates!.find((x) => !ids.oppField!.includes(x)) ?? null : null)); // 2/1 【突進】 into 3/3
    expect([byName(s, 'field', 0, '竜帝の近衛兵').length, health(s, 1), stats(s, ids.oppField![0]!)]).toEqual([0, 19, [3, 1]]);
    s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // the royal 2/2 into 3/3
    expect([names(s, 'cemetery', 0).includes('SD02-007'), health(s, 1)]).toEqual([true, 20]);
  });

  covers(['BP05-055', 'BP05-056'], 'more: BP05-055 / BP05-056 侮蔑の使徒 (SVE 5.14.3.3, 10.7.2): ability damage in your turn → [攻撃力]+1 and 【疾走】; the opponent\'s turn → nothing; evolved: 【進化時】 discard 1 → look at the top 5, up to 2 絶傑 cards to the hand, the rest to the bottom', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP05-055'], hand: ['BP05-058'], oppField: ['SD02-002'], pp: 1 });
    const a = ids.field![0]!;
    const s = drive(play(s0, ids.hand![0]!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(a) ? a : ids.oppField![0]!) : null));
    expect([stats(s, a), kw(s, a, 'sve.storm')]).toEqual([[3, 3], true]);
    expect(legalActions(s).some((x) => x.type === 'attack' && x.attacker === a)).toBe(true);
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: a }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }));
    expect(standby(theirs, a)).toBe(0);
    // evolved (3/5): discard SD04-009 → top 5 = 3 絶傑 cards + 2 others → take 2
    const e = scene({ me: 'SD04', field: ['BP05-055'], evolve: ['BP05-056'], hand: ['SD04-009', 'BP05-063', 'BP05-058', 'BP15-066', 'SD04-002', 'SD04-003'], pp: 1 });
    const top = e.ids.hand!.slice(1);
    toDeckTop(e.s, top);
    const h = handCount(e.s, 0);
    let seen: string[] = [];
    const t = drive(evolve(e.s, e.ids.field![0]!), (d) => {
      if (d.kind === 'chooseOption') return d.rule === 'SVE 10.4.7' ? 'pay' : null;
      if (d.kind !== 'chooseCards') return null;
      if (d.candidates!.includes(e.ids.hand![0]!)) return e.ids.hand![0]!;
      if (seen.length === 0) seen = [...d.candidates!].sort();
      return d.candidates!.includes(top[0]!) ? top[0]! : d.candidates!.includes(top[1]!) ? top[1]! : false;
    });
    expect([stats(t, e.ids.field![0]!), names(t, 'cemetery', 0), handCount(t, 0) - h]).toEqual([[3, 5], ['SD04-009'], -1 + 2]);
    expect([names(t, 'hand', 0).includes('BP05-063'), names(t, 'hand', 0).includes('BP05-058'), seen.every((x) => top.slice(0, 3).includes(x))]).toEqual([true, true, true]);
    const deck = names(t, 'deck', 0);
    expect(deck.slice(-3).sort()).toEqual(['BP15-066', 'SD04-002', 'SD04-003'].sort());
  });

  covers(['BP05-076', 'BP05-077'], 'more: BP05-076 / BP05-077 仮面人形 (SVE 10.7.2): a follower of yours going to the cemetery in your turn → [攻撃力]+1; Fanfare: 『操り人形』 into the EX area; evolved: 【進化時】 2 『操り人形』 onto the field', () => {
    const p = scene({ me: 'SD05', hand: ['BP05-076'], pp: 3 });
    const s1 = drive(play(p.s, p.ids.hand![0]!));
    expect(byName(s1, 'exArea', 0, '操り人形').length).toBe(1);
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP05-076', 'SD02-007'], evolve: ['BP05-077'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    const m = ids.field![0]!;
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // 2/2 into 3/3: yours goes
    expect(stats(s, m)).toEqual([3, 3]);
    s = drive(evolve(s0, m));
    const puppets = byName(s, 'field', 0, '操り人形');
    expect([puppets.length, stats(s, m)]).toEqual([2, [3, 4]]);
    s = drive(attack(s, puppets[0]!, ids.oppField![0]!)); // the token 1/1 goes
    expect(stats(s, m)).toEqual([4, 4]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, ids.field![1]!, null));
    expect(standby(theirs, m)).toBe(0);
  });

  covers(['BP04-088'], 'more: BP04-088 フェンリル (evolved; SVE 10.7.2): dealt combat damage in your turn → 3 damage to an enemy follower; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-087'], evolve: ['BP04-088'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1], pp: 1 });
    const f = ids.field![0]!;
    const e = drive(evolve(s0, f));
    expect(stats(e, f)).toEqual([4, 6]);
    const s = drive(attack(e, f, ids.oppField![0]!), () => ids.oppField![1]!); // takes 2; 3 to the 3/3
    expect([zoneCards(s, 'field', 1), stats(s, f)]).toEqual([[], [4, 4]]);
    const theirs = inOpponentsTurn(e, (ctx) => dealDamage(ctx, { card: f }, 1, null));
    expect(standby(theirs, f)).toBe(0);
  });

  covers(['BP03-034', 'BP03-035'], 'more: BP03-034 / BP03-035 刃ネズミ (SVE 10.7.2, 11.3): an enemy follower destroyed in your turn → [攻撃力]+1; your own → nothing; evolved: 【進化時】 2 damage to an enemy follower (destroys a 2/2 → +1)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP03-034', 'SD02-002'], evolve: ['BP03-035'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1], pp: 2 });
    const r = ids.field![0]!;
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!));
    expect(stats(s, r)).toEqual([2, 3]);
    s = drive(evolve(s0, r), () => ids.oppField![0]!);
    expect([zoneCards(s, 'field', 1), stats(s, r)]).toEqual([[ids.oppField![1]!], [3, 4]]);
    const own = scene({ me: 'SD02', field: ['BP03-034', 'SD02-007'], oppField: ['SD02-002'], oppEngaged: [0] });
    s = drive(attack(own.s, own.ids.field![1]!, own.ids.oppField![0]!)); // your 2/2 destroyed
    expect(stats(s, own.ids.field![0]!)).toEqual([1, 3]);
  });

  // ------------------------------------------------------------ 元のコストの種類数 (5.24)
  const costKinds = (last: string) => ['SD02-007', 'SD02-002', 'SD02-003', 'SD04-001', 'BP16-063', last]; // 1, 2, 3, 8, 7 + (3 → 5 kinds | 6 → 6 kinds)
  covers(['BP13-041'], 'more: BP13-041 セレスティアルスフィア・ミリカ (evolved; SVE 5.24): 【守護】; 【進化時】 choose an enemy follower; with 6 or more original costs in your cemetery 4 damage to it, draw 2, discard 1 (the condition runs to the end of the ability, compiler.ts block semantics); 5 → none of them', () => {
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP13-040'], evolve: ['BP13-041'], cemetery: costKinds(last), oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      const h = handCount(s0, 0);
      const c0 = zoneCards(s0, 'cemetery', 0).length;
      const s = drive(evolve(s0, ids.field![0]!), (d) => (d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : null));
      return [stats(s, ids.oppField![0]!), handCount(s, 0) - h, zoneCards(s, 'cemetery', 0).length - c0, kw(s, ids.field![0]!, 'sve.ward')];
    };
    expect(run('BP04-077')).toEqual([[7, 4], 1, 1, true]);
    expect(run('SD05-018')).toEqual([[7, 8], 0, 0, true]);
  });

  covers(['BP11-039'], 'more: BP11-039 マジカルシューター (evolved; SVE 5.24, 5.32, 10.7.2): 【進化時】 with 6 original costs in your cemetery 『魔導装甲車』 onto the field → (a 乗物 card entered) 2 damage to an enemy follower, draw 1, discard 1; 5 kinds → nothing', () => {
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP11-038'], evolve: ['BP11-039'], cemetery: costKinds(last), oppField: ['SD02-002'], pp: 1 });
      const h = handCount(s0, 0);
      const s = drive(evolve(s0, ids.field![0]!), (d) => (d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : null));
      return [byName(s, 'field', 0, '魔導装甲車').length, stats(s, ids.oppField![0]!), handCount(s, 0) - h];
    };
    expect(run('BP04-077')).toEqual([1, [3, 1], 0]);
    expect(run('SD05-018')).toEqual([0, [3, 3], 0]);
  });

  // ------------------------------------------------------------ additional costs (10.6.2.5.1.4)
  covers(['BP17-054'], 'more: BP17-054 マナリアの叡智 (SVE 10.6.2.5.1.4): reveal a 学院 card of your hand and put it on the bottom of the deck as an additional cost → draw 2; no 学院 card or 0 PP → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP17-054', 'BP18-053'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([handCount(s, 0), names(s, 'deck', 0).slice(-1), counters(s, 0).pp, names(s, 'cemetery', 0)]).toEqual([h - 2 + 2, ['BP18-053'], 0, ['BP17-054']]);
    expect(plays(scene({ me: 'SD03', hand: ['BP17-054', 'SD03-001'], pp: 1 }).s, ids.hand![0]!)).toEqual([]);
    expect(plays(scene({ me: 'SD03', hand: ['BP17-054', 'BP18-053'], pp: 0 }).s, ids.hand![0]!)).toEqual([]);
  });

  covers(['BP16-026'], 'more: BP16-026 テンタクルバイト (SVE 10.6.2.5.1.4, 10.4.6): engage a standing レヴィオン follower → 4 damage to an enemy follower, your leader +2, draw 1 only with a 『ユリウス』 follower on your field; no standing レヴィオン follower → not playable', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP16-026'], field, oppField: ['SD04-001'], pp: 1 });
      const ways = plays(s0, ids.hand![0]!);
      const h = handCount(s0, 0);
      const s = drive(must(s0, ways[0]!).state);
      return [ways.length, stats(s, ids.oppField![0]!), health(s, 0), handCount(s, 0) - h, s.cards[ids.field![0]!]!.tapped];
    };
    expect(run(['SD07-016'])).toEqual([1, [7, 4], 22, -1 + 1, true]); // ユリウス is itself a レヴィオン follower
    expect(run(['SP01-016'])).toEqual([1, [7, 4], 22, -1, true]);
    const none = scene({ me: 'SD02', hand: ['BP16-026'], field: ['SD02-007'], oppField: ['SD04-001'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
  });

  // ------------------------------------------------------------ optional additional costs 「…てよい」 (10.6.2.5.1.4) / 「これの追加コストを払っていたなら」
  const additionals = (s: GameState, card: string) => plays(s, card).map((a) => (a as { additional?: string[] }).additional ?? null);
  covers(['BP13-098'], 'more: BP13-098 神愛の一撃 (SVE 10.6.2.5.1.4, 10.4.3): may put an amulet of YOUR field into the cemetery as an additional cost → 5 damage instead of 3; unpaid → 3; a follower or an enemy amulet cannot pay', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP13-098'], field: ['SD06-002', 'SD06-003'], oppField: ['SD04-001', 'SD06-002'], pp: 2 });
    const card = ids.hand![0]!;
    expect(additionals(s0, card)).toEqual([null, [ids.field![0]!]]);
    const paid = drive(must(s0, plays(s0, card)[1]!).state);
    expect([stats(paid, ids.oppField![0]!), names(paid, 'cemetery', 0).sort(), counters(paid, 0).pp]).toEqual([[7, 3], ['BP13-098', 'SD06-002'].sort(), 0]);
    const unpaid = drive(must(s0, plays(s0, card)[0]!).state);
    expect([stats(unpaid, ids.oppField![0]!), names(unpaid, 'field', 0).includes('SD06-002')]).toEqual([[7, 5], true]);
    const none = scene({ me: 'SD06', hand: ['BP13-098'], field: ['SD06-003'], oppField: ['SD04-001'], pp: 2 });
    expect(additionals(none.s, none.ids.hand![0]!)).toEqual([null]);
  });

  covers(['BP11-068'], 'more: BP11-068 サンダーロア (SVE 10.6.2.5.1.4, 5.24): may discard a [ドラゴン] card of original cost 7 or more (cost 6 cannot pay) → 4 damage instead of 3; draw 1 either way', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP11-068', 'BP16-063', 'BP04-077'], oppField: ['SD04-001'], pp: 2 });
    const card = ids.hand![0]!;
    expect(additionals(s0, card)).toEqual([null, [ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const paid = drive(must(s0, plays(s0, card)[1]!).state);
    expect([stats(paid, ids.oppField![0]!), names(paid, 'cemetery', 0).sort(), handCount(paid, 0) - h]).toEqual([[7, 4], ['BP11-068', 'BP16-063'].sort(), -2 + 1]);
    const unpaid = drive(must(s0, plays(s0, card)[0]!).state);
    expect([stats(unpaid, ids.oppField![0]!), handCount(unpaid, 0) - h]).toEqual([[7, 5], -1 + 1]);
  });

  covers(['BP15-045'], 'more: BP15-045 舞い戻る奏絶 (SVE 10.6.2.5.1.4, 10.4.2): banish a 『リーシェナ』 follower of your cemetery as an additional cost; with 2 アイドル cards on your field search a 『リーシェナ』 follower onto the field (1 → no); none in the cemetery → not playable', () => {
    const run = (idols: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP15-045', 'BP05-037'], field: Array(idols).fill('BP15-039'), cemetery: ['BP05-037', 'SD03-003'], pp: 2 });
      toDeckTop(s0, [ids.hand![1]!]);
      const ways = additionals(s0, ids.hand![0]!);
      const s = drive(must(s0, plays(s0, ids.hand![0]!)[0]!).state, (d, st) => (d.kind === 'chooseCards' ? d.candidates!.find((x) => cardIdOf(st, x) === 'BP05-037') ?? null : null));
      return [ways, names(s, 'banished', 0), names(s, 'field', 0).filter((c) => c === 'BP05-037').length, ids.cemetery![0]!];
    };
    const two = run(2);
    expect(two.slice(0, 3)).toEqual([[[two[3]]], ['BP05-037'], 1]);
    expect(run(1).slice(1, 3)).toEqual([['BP05-037'], 0]);
    const none = scene({ me: 'SD03', hand: ['BP15-045'], field: ['BP15-039', 'BP15-039'], cemetery: ['SD03-003'], pp: 2 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
  });

  covers(['CP02-035'], 'more: CP02-035 川島瑞樹 (SVE 5.24): [起動] engage: 3 damage to the enemy leader and every enemy follower; 9 different original costs in your cemetery → 7 instead (8 → 3)', () => {
    const run = (last: string) => {
      // original costs 0, 1, 2, 3, 4, 5, 6, 7 + (8 → 9 kinds | 1 → 8 kinds)
      const { s: s0, ids } = scene({ me: 'SD03', field: ['CP02-035'], cemetery: ['SD06-002', 'SD03-005', 'SD03-006', 'SD03-003', 'SD06-005', 'SD06-017', 'BP04-077', 'BP16-063', last], opp: 'SD04', oppField: ['SD04-001', 'SD04-005'] });
      const s = drive(must(s0, legalActions(s0).find((a) => a.type === 'activate' && a.card === ids.field![0]!)!).state);
      return [health(s, 1), stats(s, ids.oppField![0]!), zoneCards(s, 'field', 1).length, s.cards[ids.field![0]!]!.tapped];
    };
    expect(run('SD04-001')).toEqual([13, [7, 1], 1, true]);
    expect(run('SD03-010')).toEqual([17, [7, 5], 1, true]);
  });

  covers(['BP17-116'], 'more: BP17-116 ギルド会議 (SVE 10.6.2.5.1.4, 4.6.3): turn a face-down evolve follower of your evolve deck face up as an additional cost (one action per such card; a face-up one cannot pay) → 3 damage to an enemy follower; none face down → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP17-116'], opp: 'SD04', oppField: ['SD04-001'], pp: 2 });
    const card = ids.hand![0]!;
    const evo = zoneCards(s0, 'evolveDeck', 0);
    expect(evo.length).toBeGreaterThan(1);
    for (const x of evo.slice(1)) s0.cards[x]!.face = 'up';
    expect(additionals(s0, card)).toEqual([[evo[0]!]]);
    const s = drive(must(s0, plays(s0, card)[0]!).state);
    expect([s.cards[evo[0]!]!.face, stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual(['up', [7, 5], 0]);
    const all = structuredClone(s0);
    all.cards[evo[0]!]!.face = 'up';
    expect(plays(all, card)).toEqual([]);
  });
}
