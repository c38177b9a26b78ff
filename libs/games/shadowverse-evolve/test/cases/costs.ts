/**
 * Card cases: Costs (SVE 10.4; grammar/costs.ts): activated and optional costs, refused when one is short.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../engine/src/index.js';
import { arrange, counters, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { isFollower } from '../../src/state.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';
import { abilitiesOffered, act, activateAbility, activateFirst, activateNth, canEvolve, canPlay, type Covers, declineOptional, evolveInto, leader, legalPicks, on, onField, onlyHand, PC, pcGameAs, pickAll, pickIf, pickOnly, playable, playIt, plays, playSettled, raisePp, resolveTriggersAndWard, rite, sc, setHealth, setPp, settle, settleChoices, settleInOrder, settleOrder, stackOf, stand, toDeck, withPpMax, withShard } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

/** Answers player 0's pay-or-not prompt with yes and picks the given cards for the cost (SVE 10.4.7.4). */
const payWith = (s0: GameState, cards: string[]): GameState => {
  let s = s0;
  for (let i = 0; i < 6 && s.decision && s.decision.player === 0 && s.decision.kind !== 'sve.main'; i++) {
    if (s.decision.kind === 'chooseOption') s = choose(s, s.decision.options!.includes(true) ? true : s.decision.options![0]!);
    else if (s.decision.kind === 'chooseCards') {
      const next = cards.find((c) => s.decision!.candidates!.includes(c));
      if (!next) break;
      s = pick(s, next);
      cards = cards.filter((c) => c !== next);
    } else break;
  }
  return s;
};

const attackTargets = (s: GameState, attacker: string) => legalActions(s).filter((x) => x.type === 'attack' && x.attacker === attacker).map((x) => x.target);

export function registerCostsCases(covers: Covers): void {
  covers(['BP02-027'], 'BP02-027 レヴィオンデューク・ユリウス: [Q][起動] engage: 1 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP02-027'], oppField: ['SD02-020'] });
    const s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    expect([stats(s, ids.oppField![0]!), s.cards[ids.field![0]!]!.tapped]).toEqual([[4, 5], true]);
    expect(activations(s, ids.field![0]!)).toEqual([]);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = sc({ me: 'SD02', field: ['BP02-027', 'SD02-019'], oppField: ['SD02-020', 'SD02-002'] });
    const t = must(b.s, activations(b.s, b.ids.field![0]!)[0]!).state;
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leader(t, 0), leader(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP05-059'], 'BP05-059 侮蔑の信者: [起動][コスト0]: 1 damage to a follower of yours; once per turn', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP05-059', 'SD04-006'], oppField: ['SD04-001'] });
    let s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    expectOffered(s, ids.field!, [ids.oppField![0]!, leader(s, 0), leader(s, 1)], { rule: 'SVE 10.6.2.3' }); // no enemy follower (issue #18)
    expectUpTo(s, 1, { upTo: false });
    s = pick(s, ids.field![1]!);
    expect([stats(s, ids.field![1]!), stats(s, ids.field![0]!), counters(s, 0).pp]).toEqual([[4, 4], [1, 2], 10]);
    expect(activations(s, ids.field![0]!)).toEqual([]);
  });

  covers(['BP06-017'], 'BP06-017 クロスコンビネーション: 「場の狩人・フォロワー2体を[アクト]：」 — an optional cost paid on resolution (SVE 10.4.7.4): with 2 standing 狩人 followers engaged, 4 damage to an enemy follower; with 1, the spell resolves without effect', () => {
    const a = sc({ me: 'SD01', hand: ['BP06-017'], field: ['BP01-018', 'SD01-017'], oppField: ['SD01-008'], pp: 1 });
    let s = payWith(play(a.s, a.ids.hand![0]!), a.ids.field!);
    expect([stats(s, a.ids.oppField![0]!), s.cards[a.ids.field![0]!]!.tapped, names(s, 'cemetery', 0)]).toEqual([[5, 5], false, ['BP06-017']]);
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP06-017'], field: ['BP01-018', 'BP01-018'], oppField: ['SD01-008', 'SD04-003'], pp: 1 });
    s = payWith(play(s0, ids.hand![0]!), ids.field!);
    expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = pick(s, ids.oppField![0]!);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, stats(s, ids.oppField![0]!)]).toEqual([true, true, [5, 1]]);
  });

  covers(['BP06-034'], 'BP06-034 居合の真髄: 「場の[ロイヤル]フォロワー1体を[アクト]：」 — an optional cost on resolution (SVE 10.4.7.4): engaging a standing [ロイヤル] follower destroys an enemy follower; with only an engaged one, nothing happens', () => {
    const a = sc({ me: 'SD02', hand: ['BP06-034'], field: ['SD02-002'], oppField: ['SD02-020'], pp: 2 });
    a.s.cards[a.ids.field![0]!]!.tapped = true;
    let s = payWith(play(a.s, a.ids.hand![0]!), a.ids.field!);
    expect(names(s, 'field', 1)).toEqual(['SD02-020']);
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP06-034'], field: ['SD02-002'], oppField: ['SD02-020', 'SD04-003'], pp: 2 });
    s = payWith(play(s0, ids.hand![0]!), ids.field!);
    expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = pick(s, ids.oppField![0]!);
    expect([s.cards[ids.field![0]!]!.tapped, names(s, 'field', 1)]).toEqual([true, ['SD04-003']]);
  });

  // ---- down the untested list ----
  covers(['BP06-020'], 'BP06-020 音速の機構・ララミア (evolved): 【疾走】; 【進化時】[コスト3]: paying 3 PP gives +X/+X, X = your other followers (2 → 6/5); declined: 4/3', () => {
    // the base card's 「これの[進化]コストは…-1する」 is not mapped (BP06-019 stays partial): the evolve cost is read off the PP before the prompt
    const run = (pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP06-019', 'SD02-002', 'SD02-002'], evolve: ['BP06-020'], pp: 10 });
      let s = evolveInto(s0, ids.field![0]!, 'BP06-020');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      const before = counters(s, 0).pp!;
      s = choose(s, s.decision!.options!.includes('pay') ? (pay ? 'pay' : 'skip') : pay);
      expect(kw(s, ids.field![0]!, 'sve.storm')).toBe(true);
      return [stats(s, ids.field![0]!), before - counters(s, 0).pp!];
    };
    expect(run(true)).toEqual([[6, 5], 3]);
    expect(run(false)).toEqual([[4, 3], 0]);
  });

  covers(['BP02-066'], 'BP02-066 ドラゴンテイマー (evolved): 【進化時】 discard 1 (may): a 竜族 follower from your cemetery to your hand (a 竜使い one: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP02-065'], evolve: ['BP02-066'], hand: ['SD04-009'], cemetery: ['SD04-007', 'SD04-012'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP02-066');
    if (s.decision?.kind === 'chooseOption') s = choose(s, s.decision.options!.includes('pay') ? 'pay' : true);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.hand![0]!)) s = pick(s, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect([names(s, 'hand', 0).includes('SD04-007'), names(s, 'hand', 0).includes('SD04-009'), names(s, 'cemetery', 0).sort()]).toEqual([true, false, ['SD04-009', 'SD04-012']]);
  });

  covers(['BP01-107'], 'BP01-107 デュエリスト・モルディカイ: Last Words 「リーダーの[体力]-3：これを場に出す」 — paid: your leader 20 → 17 and it is back on the field; declined: it stays in the cemetery', () => {
    const run = (pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP01-107'], hand: ['BP01-131'], pp: 5 });
      let s = play(s0, ids.hand![0]!); // テミスの審判: destroys every follower
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, s.decision!.options!.includes('pay') ? (pay ? 'pay' : 'skip') : pay);
      return [health(s, 0), names(s, 'field', 0), names(s, 'cemetery', 0).sort()];
    };
    expect(run(true)).toEqual([17, ['BP01-107'], ['BP01-131']]);
    expect(run(false)).toEqual([20, [], ['BP01-107', 'BP01-131']]);
  });

  covers(['BP09-090'], 'BP09-090 明転の牝鹿・ケリュネイア (evolved): 【守護】; 【進化時】 「場のアミュレット1つを墓場に置く：」 your leader +4 (no amulet: nothing)', () => {
    const run = (amulet: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-089', ...(amulet ? ['SD06-015'] : [])], evolve: ['BP09-090'], pp: 1 });
      let s = evolveInto(s0, ids.field![0]!, 'BP09-090');
      s = payWith(s, ids.field!.slice(1));
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return [health(s, 0), names(s, 'cemetery', 0)];
    };
    expect(run(true)).toEqual([24, ['SD06-015']]);
    expect(run(false)).toEqual([20, []]);
  });

  covers(['BP05-072'], 'BP05-072 欲望の使徒: another 魔界 follower entering your field: your leader +1 (a 死者 one: no); [起動] engage, your leader −1: an original-cost-2-or-less follower from your cemetery onto the field (cost 3: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP05-072'], hand: ['SD05-012', 'SD05-007'], cemetery: ['SD05-008', 'SD05-018'], pp: 4 });
    let s = settleOrder(play(s0, ids.hand![0]!));
    expect(health(s, 0)).toBe(21);
    s = settleOrder(play(s, ids.hand![1]!)); // 死者 (its own Fanfare cost is declined)
    if (s.decision?.rule === 'SVE 10.4.7') s = choose(s, 'skip');
    expect(health(s, 0)).toBe(21);
    s = must(s, activations(s, ids.field![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    s = settleOrder(s);
    // −1 paid; the raised 死者 follower is not 魔界 (its own Fanfare mills 2)
    expect([s.cards[ids.field![0]!]!.tapped, names(s, 'field', 0).includes('SD05-008'), names(s, 'cemetery', 0).includes('SD05-018'), health(s, 0)]).toEqual([true, true, true, 20]);
  });

  covers(['BP11-066'], 'BP11-066 パンプキンドラゴン: 【守護】; Fanfare your leader +5, draw 2; [起動][コスト2] discard it and an original-cost-7-or-more [ドラゴン] card from your hand: your leader +5 (with ドレッドドラゴン, cost 7; with a cost-3 card: not usable)', () => {
    const a = sc({ me: 'SD04', hand: ['BP11-066'], pp: 8 });
    const h = handCount(a.s, 0);
    let s = stand(play(a.s, a.ids.hand![0]!));
    expect([health(s, 0), handCount(s, 0) - h, kw(s, onField(s, 0, 'BP11-066')[0]!, 'sve.ward')]).toEqual([25, 1, true]);
    const b = sc({ me: 'SD04', hand: ['BP11-066', 'SD04-008'], pp: 2 });
    onlyHand(b.s, b.ids.hand!);
    s = must(b.s, activations(b.s, b.ids.hand![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, b.ids.hand![1]!);
    expect([health(s, 0), names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([25, ['BP11-066', 'SD04-008'], 0]);
    const c = sc({ me: 'SD04', hand: ['BP11-066', 'SD04-017'], pp: 2 });
    onlyHand(c.s, c.ids.hand!);
    expect(activations(c.s, c.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP15-106'], 'BP15-106 神殿の癒し手: 【守護】; Fanfare discard a 【守護】 follower from your hand: draw 1 (declined or none in hand: no draw)', () => {
    const run = (other: string, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-106', other] });
      onlyHand(s0, ids.hand!);
      let s = stand(play(s0, ids.hand![0]!));
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.hand![1]!);
      expect(kw(s, onField(s, 0, 'BP15-106')[0]!, 'sve.ward')).toBe(true);
      return [names(s, 'cemetery', 0), handCount(s, 0)];
    };
    expect(run('SD06-008', true)).toEqual([['SD06-008'], 1]);
    expect(run('SD06-008', false)).toEqual([[], 1]);
    expect(run('SD06-003', true)).toEqual([[], 1]);
  });

  // 【スタートアミュレット】 amulets: 「[起動]これを[アクト]墓場に置く：…。この能力は自分の場に<clan>・フォロワーがいるなら使える。」
  covers(['CP03-082'], 'CP03-082 リザードソルジャー コンロー: [起動] engage and put it into the cemetery: 1 damage to an enemy follower; only with a かげろう follower on your field (a 竜族 one: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CP03-082', follower], oppField: ['SD02-020', 'SD02-002'] });
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const s1 = must(s0, acts[0]!).state;
      expectOffered(s1, ids.oppField!, [ids.field![1]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      const s = chooseTargets(s1, [ids.oppField![0]!]);
      return [stats(s, ids.oppField![0]!), names(s, 'cemetery', 0)];
    };
    expect(run('SD04-003')).toBe('not offered');
    expect(run('CSD03b-008')).toEqual([[4, 5], ['CP03-082']]);
  });

  covers(['BP16-038'], 'BP16-038 暴食のアナテマ・ララアンセム: [進化][コスト1]; Fanfare 2 damage to an enemy follower; [起動]【土の秘術】: it gets 【指定攻撃】 (no 【スタック】 card: not offered)', () => {
    const { s: s0, ids, shard } = withShard({ hand: ['BP16-038'], field: ['SD04-003'], oppField: ['SD02-020', 'SD04-003'], evolve: ['BP16-039'] }, 1);
    let s = play(s0, ids.hand![0]!);
    expectOffered(s, ids.oppField!, [onField(s, 0, 'BP16-038')[0]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = rite(s, true, undefined, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 4]);
    const me = onField(s, 0, 'BP16-038')[0]!;
    expect(kw(s, me, 'sve.assail')).toBe(false);
    s = rite(must(s, activations(s, me)[0]!).state, true, shard);
    expect([kw(s, me, 'sve.assail'), stackOf(s, shard)]).toEqual([true, 'gone']);
    const { s: n, ids: f } = withShard({ field: ['BP16-038'], evolve: ['BP16-039'] }, 0);
    expect(activations(n, f.field![0]!).length).toBe(0);
    setPp(n, 0);
    expect(canEvolve(n, f.field![0]!)).toBe(false);
    setPp(n, 1);
    expect(canEvolve(n, f.field![0]!)).toBe(true);
  });

  covers(['BP09-034'], 'BP09-034 前線の城壁: [Q][起動] engage it and put it into the cemetery: 3 damage to an enemy follower (4/6 → 4/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP09-034', 'SD02-002'], oppField: ['SD02-020', 'SD02-002'] });
    const s1 = act(s0, ids.field![0]!);
    expectOffered(s1, ids.oppField!, [ids.field![1]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    const s = settleInOrder(chooseTargets(s1, [ids.oppField![0]!]));
    expect([stats(s, ids.oppField![0]!), names(s, 'cemetery', 0), names(s, 'field', 0)]).toEqual([[4, 3], ['BP09-034'], ['SD02-002']]);
  });

  covers(['BP08-066'], 'BP08-066 岩食い竜 (evolved): 【攻撃時】 banish 5 cards of your cemetery: +2 attack (5/7 → 7/7; 4 cards: cannot pay, 5/7)', () => {
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

  covers(['EBD04-013'], 'EBD04-013 星導の天球儀: Fanfare an amulet from your deck to your hand; [Q][起動][コスト2] engage, to the cemetery: your leader +1 health and draw 1 (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['EBD04-013'] });
    const isAmulet = (x: GameState, c: string) => (x.catalog[x.cards[c]!.cardId] as { type?: string }).type === 'アミュレット';
    const amulets = (x: GameState) => zoneCards(x, 'hand', 0).filter((c) => isAmulet(x, c)).length;
    const a0 = amulets(s0) - 1;
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates!.every((c) => isAmulet(s, c))).toBe(true);
      s = pick(s, s.decision.candidates![0]!);
    }
    s = settleInOrder(s);
    expect(amulets(s) - a0).toBe(1);
    const { s: b0, ids: f } = sc({ me: 'SD06', field: ['EBD04-013'] });
    setHealth(b0, 0, 15);
    setPp(b0, 1);
    expect(activations(b0, f.field![0]!).length).toBe(0);
    setPp(b0, 2);
    const h = handCount(b0, 0);
    const r = settleInOrder(act(b0, f.field![0]!));
    expect([health(r, 0), handCount(r, 0) - h, names(r, 'cemetery', 0), counters(r, 0).pp]).toEqual([16, 1, ['EBD04-013'], 0]);
  });

  covers(['BP17-026'], 'BP17-026 シークレットスキル: Fanfare destroy an enemy follower; [起動][コスト2] engage, to the cemetery: a 『忠義の剣士・エリカ』 from your deck onto your field (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP17-026'], field: ['SD02-002'], oppField: ['SD02-020', 'SD02-002'] });
    const p1 = playIt(s0, ids.hand![0]!);
    expectOffered(p1, ids.oppField!, [ids.field![0]!, leaderId(p1, 0), leaderId(p1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    const s1 = settleInOrder(chooseTargets(p1, [ids.oppField![0]!]));
    expect(names(s1, 'field', 1)).toEqual(['SD02-002']);
    const { s: a0, ids: f } = sc({ me: 'SD02', field: ['BP17-026'], hand: ['BP17-019'] });
    onlyHand(a0, []);
    setPp(a0, 1);
    expect(activations(a0, f.field![0]!).length).toBe(0);
    setPp(a0, 2);
    let s = act(a0, f.field![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
    s = settleInOrder(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    expect([names(s, 'field', 0), names(s, 'cemetery', 0), counters(s, 0).pp]).toEqual([['BP17-019'], ['BP17-026'], 0]);
  });

  covers(['BP17-071'], 'BP17-071 マーメイドアーチャー: [起動] engage and put a 海洋 card of your hand into your EX area: damage to an enemy follower equal to your 海洋 followers on the field (itself + 1: 2; no 海洋 card in hand: not offered)', () => {
    const { s: n, ids: g } = sc({ me: 'SD04', field: ['BP17-071'], hand: ['SD04-003'] });
    onlyHand(n, g.hand!);
    expect(activations(n, g.field![0]!).length).toBe(0);
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP17-071', 'SD04-014', 'SD04-003'], hand: ['SD04-014'], oppField: ['SD02-020', 'SD04-003'] });
    onlyHand(s0, ids.hand!);
    let asked = 0;
    const s = settleInOrder(act(s0, ids.field![0]!), (x) => {
      if (x.decision?.kind !== 'chooseCards' || x.decision.player !== 0) return null;
      if (x.decision.candidates!.includes(ids.hand![0]!)) return pick(x, ids.hand![0]!);
      expectOffered(x, ids.oppField!, [...ids.field!, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      asked++;
      return pick(x, ids.oppField![0]!);
    });
    expect(asked).toBe(1);
    expect([stats(s, ids.oppField![0]!), names(s, 'exArea', 0), handCount(s, 0)]).toEqual([[4, 4], ['SD04-014'], 0]);
  });

  covers(['CP03-069'], 'CP03-069 ボーテックス・ドラゴン: Fanfare banish 3 かげろう cards of your cemetery: destroy up to 2 enemy followers (2 かげろう cards: nothing)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP03-069'], oppField: ['SD02-020', 'SD02-002', 'SD02-003'], cemetery: ['CSD03b-008'] });
      fillCemetery(s0, 0, n - 1, 'CSD03b-008');
      let s = play(s0, ids.hand![0]!);
      s = settle(s, (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards') {
          const mine = legalPicks(x).find((c) => x.cards[c]!.zone === '0:cemetery');
          if (mine) return pick(x, mine);
          if ((d.picked ?? []).length === 0) {
            // issue #18: 「相手の場のフォロワー2体まで選ぶ」 — exactly the 3 enemy followers (not this card, no leader), a 3rd refused, none accepted
            expectOffered(x, ids.oppField!, [onField(x, 0, 'CP03-069')[0]!, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' });
            expectUpTo(x, 2, { upTo: true });
            expect(names(chooseTargets(x, []), 'field', 1)).toEqual(['SD02-020', 'SD02-002', 'SD02-003']);
            checked++;
          }
          const t = [ids.oppField![0]!, ids.oppField![1]!].find((c) => legalPicks(x).includes(c));
          if (t) return pick(x, t);
          return must(x, { type: 'done', player: 0 }).state;
        }
        return null;
      });
      return [names(s, 'field', 1), zoneCards(s, 'banished', 0).length];
    };
    let checked = 0;
    expect(run(2)).toEqual([['SD02-020', 'SD02-002', 'SD02-003'], 0]);
    expect(run(3)).toEqual([['SD02-003'], 3]);
    expect(checked).toBe(1); // the choice is asked once the cost is paid (3 かげろう), not with 2
  });

  covers(['BP10-044'], 'BP10-044 猫の奇術師: Fanfare [コスト4]【土の秘術】: banish an enemy follower of original cost 4 or less (cost 5: not a candidate; 3 PP left: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP10-044'], field: ['SD04-003'], oppField: ['SD03-003', 'SD02-020', 'SD04-014'], evolve: ['BP10-045'] }, 1);
      setPp(s0, pp);
      let asked = 0;
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
        if (d.kind === 'chooseCards') {
          // original cost 3 and 4 offered; the cost-5 enemy, my follower and the leaders not
          expectOffered(x, [ids.oppField![0]!, ids.oppField![2]!], [ids.oppField![1]!, ids.field![0]!, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' });
          asked++;
          return pick(x, ids.oppField![0]!);
        }
        return null;
      });
      return [names(s, 'field', 1), names(s, 'banished', 1), stackOf(s, shard), counters(s, 0).pp, asked];
    };
    expect(run(5)).toEqual([['SD02-020', 'SD04-014'], ['SD03-003'], 'gone', 0, 1]);
    expect(run(4)).toEqual([['SD03-003', 'SD02-020', 'SD04-014'], [], 1, 3, 0]);
  });

  covers(['CP03-095'], 'CP03-095 ブラスター・ジャベリン: 【突進】; Fanfare discard a ヴァンガード card: a 『ファントム・ブラスター・ドラゴン』 or 『ブラスター・ダーク』 from your deck into your hand (another ヴァンガード card of the deck: not a candidate; a non-ヴァンガード card cannot pay)', () => {
    const run = (discard: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP03-095', discard, 'CP03-084', 'CP03-086', 'CP03-098'] });
      toDeck(s0, ids.hand!.slice(2));
      let cands: string[] = [];
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        if (d.kind === 'chooseCards') { cands = [...new Set(d.candidates!.map((c) => x.cards[c]!.cardId))].sort(); return pick(x, d.candidates!.find((c) => x.cards[c]!.cardId === 'CP03-086')!); }
        return null;
      });
      return [names(s, 'hand', 0).filter((c) => c.startsWith('CP03')), names(s, 'cemetery', 0), cands, kw(s, onField(s, 0, 'CP03-095')[0]!, 'sve.rush')];
    };
    expect(run('CP03-097')).toEqual([['CP03-086'], ['CP03-097'], ['CP03-084', 'CP03-086'], true]);
    expect(run('SD05-003')).toEqual([[], [], [], true]);
  });

  covers(['CP04-044', 'PCS01-021'], 'CP04-044 真理と実存の共同幻想: Quick; 「手札のプリコネ・カード1枚を捨てる：2枚引く。自分の場になかよし部・フォロワーがいるなら、…[体力]+2」 (an optional cost, 10.4.7; declined: nothing); PCS01-021 ダークエクリプス: discarded from the hand, 1 damage to an enemy follower (「これを自分の手札から捨てたとき」); played: a PriConne follower of yours +3 attack, Rush, Assail', () => {
    const board = (nakayoshi: boolean) => {
      const s = pcGameAs(PC.witch, ['CP04-044', 'PCS01-021', 'CP04-048'], [], 'title');
      const r = arrange(s, [['CP04-044', 'hand', 0], ['PCS01-021', 'hand', 0], ['SD02-020', 'field', 1], ...(nakayoshi ? [['CP04-048', 'field', 0] as [string, string, number]] : [])]);
      raisePp(r.state, 2);
      return { s: r.state, spell: r.ids[0]!, eclipse: r.ids[1]!, enemy: r.ids[2]! };
    };
    const cast = (b: ReturnType<typeof board>, pay: boolean) => {
      const hand = zoneCards(b.s, 'hand', 0).length;
      let s = play(b.s, b.spell);
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toContain(b.eclipse);
        s = pick(s, b.eclipse); // discard ダークエクリプス: its own trigger
      }
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, b.enemy);
      s = resolveTriggersAndWard(s);
      return [zoneCards(s, 'hand', 0).length - hand, health(s, 0), stats(s, b.enemy)[1], names(s, 'cemetery', 0).sort()];
    };
    expect(cast(board(true), true)).toEqual([-2 + 2, 22, 5, ['CP04-044', 'PCS01-021'].sort()]); // −spell −discard +2; なかよし部 on the field: +2
    expect(cast(board(false), true)).toEqual([0, 20, 5, ['CP04-044', 'PCS01-021'].sort()]);
    expect(cast(board(false), false)).toEqual([-1, 20, 6, ['CP04-044']]);
    // ダークエクリプス played: a PriConne follower +3 attack, Rush, Assail (a class deck: the same, it is no UB)
    const b = board(true);
    let s = play(b.s, b.eclipse);
    const chloe = onField(s, 0, 'CP04-048')[0]!;
    if (s.decision?.kind === 'chooseCards') s = pick(s, chloe);
    expect([stats(s, chloe), kw(s, chloe, 'sve.rush'), kw(s, chloe, 'sve.assail'), counters(s, 0).pp]).toEqual([[6, 2], true, true, 0]);
  });

  covers(['CP04-116'], 'カスミ (SVE 10.4.7.3, 5.11): fanfare — you may put a プリコネ card of your hand into the EX area to look at the top 2 of your deck and put any of them back on top, the rest at the bottom; no プリコネ card in hand (a non-プリコネ card only): not asked; [進化][コスト1]; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ hand: ['CP04-116', 'CP04-027', 'SD02-007'], cemetery: ['SD02-019', 'SD02-017'], pp: 2 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['pay', 'skip'] });
    s = choose(s, 'pay'); // the only プリコネ card of the hand (トモ) goes to the EX area
    expect([names(s, 'exArea', 0), names(s, 'hand', 0).includes('CP04-027')]).toEqual([['CP04-027'], false]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 }); // the top 2 (not the 3rd)
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.cemetery!].sort());
    s = pick(s, ids.cemetery![1]!); // ゴブリン back on top
    s = done(s);
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = s.decision!.kind === 'chooseCards' ? done(s) : must(s, legalActions(s)[0]!).state;
    expect([names(s, 'deck', 0)[0], names(s, 'deck', 0).at(-1), s.players[0]!.counters.pp]).toEqual(['SD02-017', 'SD02-019', 0]);
    // skip: nothing moves, nothing is looked at
    const k = scene({ hand: ['CP04-116', 'CP04-027'], pp: 2 });
    const top = zoneCards(k.s, 'deck', 0).slice(0, 2);
    const t = choose(play(k.s, k.ids.hand![0]!), 'skip');
    expect([t.decision?.kind, names(t, 'exArea', 0), zoneCards(t, 'deck', 0).slice(0, 2)]).toEqual(['sve.main', [], top]);
    // no プリコネ card in the hand: the cost cannot be paid, not asked (10.4.2.2)
    const n = scene({ hand: ['CP04-116', 'SD02-007'], pp: 2 });
    const v = play(n.s, n.ids.hand![0]!);
    expect([v.decision?.kind, names(v, 'exArea', 0), names(v, 'hand', 0).includes('SD02-007')]).toEqual(['sve.main', [], true]);
    const e = scene({ field: ['CP04-116'], evolve: ['CP04-117'], pp: 1 });
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    const u = scene({ hand: ['CP04-116'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP17-071'], 'マーメイドアーチャー (SVE 10.4.6, 10.4): [起動] engage it and put a 海洋 card of your hand into the EX area — damage to an enemy follower equal to your 海洋 followers (itself and マーガライトマーメイド: 2; a non-海洋 follower not counted); no 海洋 card in hand or engaged: not offered; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ seed: 's16-1', me: 'SD04', field: ['BP17-071', 'BP13-065', 'SD02-019'], hand: ['BP18-076', 'SD02-017'], oppField: ['SD04-008', 'SD04-003'] });
    const archer = ids.field![0]!;
    const acts = activations(s0, archer);
    expect(acts).toHaveLength(1);
    let s = must(s0, acts[0]!).state;
    expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!), names(s, 'exArea', 0), s.cards[archer]!.tapped]).toEqual([[7, 5], ['BP18-076'], true]);
    expect(activations(s, archer)).toEqual([]); // engaged
    // only the placed cards in hand: the random opening hand (it may hold 海洋 cards) goes to the deck
    const onlyPlaced = (x: ReturnType<typeof scene>) => {
      const st = JSON.parse(JSON.stringify(x.s)) as typeof x.s;
      for (const id of st.zones['0:hand']!.cards.filter((c) => !x.ids.hand!.includes(c))) {
        st.zones['0:hand']!.cards = st.zones['0:hand']!.cards.filter((c) => c !== id);
        st.zones['0:deck']!.cards.push(id);
        st.cards[id]!.zone = '0:deck';
      }
      return { s: st, ids: x.ids };
    };
    const n = onlyPlaced(scene({ me: 'SD04', field: ['BP17-071', 'BP13-065'], hand: ['SD02-017'], oppField: ['SD04-008'] }));
    expect(activations(n.s, n.ids.field![0]!)).toEqual([]); // no 海洋 card in the hand
    const one = onlyPlaced(scene({ me: 'SD04', field: ['BP17-071', 'SD02-019'], hand: ['BP13-065'], oppField: ['SD04-008'] }));
    let t = must(one.s, activations(one.s, one.ids.field![0]!)[0]!).state;
    t = target(t, one.ids.oppField![0]!);
    expect([stats(t, one.ids.oppField![0]!), names(t, 'exArea', 0)]).toEqual([[7, 6], ['BP13-065']]); // only itself on the field: 1
    const u = scene({ me: 'SD04', hand: ['BP17-071'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP14-118'], '照明の案内人 (SVE 10.4.7.3): fanfare — put a 宴楽 card of your hand into the EX area: draw 1, and with 3 or more 宴楽 cards in your EX area (the one just put counts) +1/+1 (2: none); skipped or no 宴楽 card in hand: nothing; 1 PP: cannot play it', () => {
    const run = (ex: string[], hand: string[], pay: boolean | null) => {
      const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-118', ...hand], ex, pp: 2 });
      let s = play(s0, ids.hand![0]!);
      const asked = s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay');
      if (asked) s = choose(s, pay ? 'pay' : 'skip');
      const me = on(s, 'field', 0, 'BP14-118');
      return { asked, drew: handCount(s, 0) - (handCount(s0, 0) - 1) + (asked && pay ? 1 : 0), stats: stats(s, me), ex: names(s, 'exArea', 0).length, pp: s.players[0]!.counters.pp };
    };
    expect(run(['BP14-060', 'BP14-008'], ['BP14-060'], true)).toEqual({ asked: true, drew: 1, stats: [3, 4], ex: 3, pp: 0 });
    expect(run(['BP14-060', 'SD02-019'], ['BP14-060'], true)).toEqual({ asked: true, drew: 1, stats: [2, 3], ex: 3, pp: 0 }); // 2 宴楽 cards (a ファイター is not)
    expect(run(['BP14-060', 'BP14-008'], ['BP14-060'], false)).toEqual({ asked: true, drew: 0, stats: [2, 3], ex: 2, pp: 0 });
    expect(run(['BP14-060', 'BP14-008'], ['SD02-019'], null)).toEqual({ asked: false, drew: 0, stats: [2, 3], ex: 2, pp: 0 }); // no 宴楽 card in hand
    const u = scene({ me: 'SD03', hand: ['BP14-118'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP01-002', 'BP01-SL02'], 'エンシェントエルフ (SVE 10.4.7 「場の他のカード1枚を手札に戻す：これは[攻撃力]+1/[体力]+1する」): paying returns exactly 1 other card of yours (chosen among 2) to the hand and this becomes 3/3; skipping keeps 2/2 and the field; with no other card the cost cannot be paid (no question, 2/2); cost 2 (refused at 1 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP01-002'], field: ['BP08-064', 'BP04-007'], pp: 2 });
    expect(canPlay(withPpMax(s0, 1, 2), ids.hand![0]!)).toBe(false);
    let s = playSettled(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP01-002')[0]!;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    // skip
    const skipped = settleChoices(choose(s, 'skip'));
    expect(stats(skipped, me)).toEqual([2, 2]);
    expect(zoneCards(skipped, 'field', 0)).toEqual(expect.arrayContaining(ids.field!));
    // pay: 1 of the 2 others, chosen
    s = choose(s, 'pay');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.field!].sort());
    expect(s.decision!.candidates).not.toContain(me);
    s = settleChoices(pick(s, ids.field![0]!));
    expect(stats(s, me)).toEqual([3, 3]);
    expect(zoneCards(s, 'hand', 0).map((x) => s.cards[x]!.cardId)).toContain('BP08-064');
    expect(zoneCards(s, 'field', 0).sort()).toEqual([me, ids.field![1]!].sort());
    // no other card on the field: the cost cannot be paid
    const alone = scene({ me: 'SD01', hand: ['BP01-002'], pp: 2 });
    const a = playSettled(alone.s, alone.ids.hand![0]!);
    expect(a.decision?.kind).toBe('sve.main');
    expect(stats(a, onField(a, 0, 'BP01-002')[0]!)).toEqual([2, 2]);
  });

  covers(['BP01-003'], 'エンシェントエルフ (evolved; SVE 12.6 【進化時】「場の他のカード1枚を手札に戻す：これは[攻撃力]+1/[体力]+1する」): evolving BP01-002 ([コスト1], refused at 0 PP) makes a 3/3 that may return 1 other card of yours to the hand to become 4/4; skipping keeps 3/3', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['BP01-002', 'BP08-064'], pp: 1, evolve: ['BP01-003'] });
    const base = structuredClone(s0);
    base.cards[ids.field![0]!]!.flags.since = 0;
    base.players[0]!.counters.ep = 0;
    expect(legalActions(withPpMax(base, 0, 1)).some((x) => x.type === 'evolve' && x.card === ids.field![0]!)).toBe(false);
    const e = settleChoices(evolve(base, ids.field![0]!));
    expect(e.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    const me = onField(e, 0, 'BP01-003')[0]!;
    expect(stats(settleChoices(choose(e, 'skip')), me)).toEqual([3, 3]);
    const paid = settleChoices(choose(e, 'pay'));
    expect(stats(paid, me)).toEqual([4, 4]);
    expect(zoneCards(paid, 'field', 0)).toEqual([me]);
    expect(zoneCards(paid, 'hand', 0).map((x) => paid.cards[x]!.cardId)).toContain('BP08-064');
  });

  covers(['BP05-102'], 'BP05-102 古代の増幅器 [ファンファーレ] 『ミスティックアーティファクト』 (2/3 【守護】); [起動][コスト1][アクト] to the cemetery: one of YOUR TOKEN followers +2/+1 (SVE 9.1; 0 PP: not offered); 2 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['BP05-102'], field: ['SD02-007'], pp: 4 });
    let s = declineOptional(play(s0, ids.hand![0]!));
    const tok = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP05-T05')!;
    expect([stats(s, tok), kw(s, tok, 'sve.ward'), s.players[0]!.counters.pp]).toEqual([[2, 3], true, 1]);
    const amulet = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP05-102')!;
    const none = structuredClone(s);
    none.players[0]!.counters.pp = 0;
    expect(activations(none, amulet)).toEqual([]);
    s = must(s, activations(s, amulet)[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([tok]); // not ニンジャエッグ (not a token)
      s = pick(s, tok);
    }
    s = declineOptional(s);
    expect([stats(s, tok), stats(s, ids.field![0]!), names(s, 'cemetery', 0).includes('BP05-102'), s.players[0]!.counters.pp]).toEqual([[4, 4], [2, 2], true, 0]);
    const short = scene({ hand: ['BP05-102'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  // ---------------- last known information 10.11.1 ----------------
  covers(['CSD03b-010'], 'CSD03b-010 連撃のサザーランド: Fanfare a Vanguard follower +3 attack; [起動] engage and put this into the cemetery: damage equal to 「これの攻撃力」 — its last known attack (SVE 10.11.1)', () => {
    // printed attack 2: 2 damage (3-health follower at 1, 2-health one destroyed)
    const a = scene({ me: 'SD02', field: ['CSD03b-010', 'SD02-002'], oppField: ['SD02-019', 'SD02-007'] });
    let s = must(a.s, activations(a.s, a.ids.field![0]!)[0]!).state;
    expectOffered(s, a.ids.oppField!, [a.ids.field![1]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = pick(s, a.ids.oppField![0]!);
    expect([stats(s, a.ids.oppField![0]!)[1], names(s, 'cemetery', 0)]).toEqual([1, ['CSD03b-010']]);
    const a2 = scene({ me: 'SD02', field: ['CSD03b-010'], oppField: ['SD02-019', 'SD02-007'] });
    let s2 = must(a2.s, activations(a2.s, a2.ids.field![0]!)[0]!).state;
    s2 = pick(s2, a2.ids.oppField![1]!);
    expect(names(s2, 'cemetery', 1)).toEqual(['SD02-007']);
    // played: the Fanfare gives itself (a Vanguard follower) +3 → 5: a 5-health follower destroyed, a 6-health one at 1
    const run = (enemy: string) => {
      const b = scene({ me: 'SD02', hand: ['CSD03b-010'], oppField: [enemy], pp: 3 });
      let t = play(b.s, b.ids.hand![0]!);
      if (t.decision?.kind === 'chooseCards') t = pick(t, t.decision.candidates![0]!);
      const me = zoneCards(t, 'field', 0).find((id) => cardIdOf(t, id) === 'CSD03b-010')!;
      expect(stats(t, me)[0]).toBe(5);
      t = must(t, activations(t, me)[0]!).state;
      if (t.decision?.kind === 'chooseCards') t = pick(t, b.ids.oppField![0]!); // (the only target may be taken at once)
      expect(names(t, 'cemetery', 0)).toEqual(['CSD03b-010']);
      return [zoneCards(t, 'field', 1).includes(b.ids.oppField![0]!) ? stats(t, b.ids.oppField![0]!)[1] : 'destroyed', counters(t, 0).pp];
    };
    expect(run('BP05-065')).toEqual(['destroyed', 0]);
    expect(run('BP02-022')).toEqual([1, 0]);
    // engaged: cannot pay the cost
    const c = scene({ me: 'SD02', field: ['CSD03b-010'], oppField: ['SD02-019'] });
    c.s.cards[c.ids.field![0]!]!.tapped = true;
    expect(activations(c.s, c.ids.field![0]!)).toEqual([]);
  });

  covers(['SD08-012', 'SD08-013'], 'SD08-012/013 蒼炎のドラゴニュート: Fanfare 6 damage; [起動][コスト1] discard this and another cost-7+ dragon from the hand: 4 damage to an enemy follower (not payable with this card alone, 10.4.2.2); evolved 【進化時】 6 damage', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-012', 'SD08-009', 'SD08-017', 'SD04-002', 'SD04-011'], oppField: ['SD04-001'], pp: 1 });
    let s = activateFirst(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!].sort()); // cost 9 and 7 dragons; not the cost-2 spell or the cost-4 follower
    s = pick(s, ids.hand![1]!);
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], counters(s, 0).pp, names(s, 'cemetery', 0).sort()]).toEqual([4, 0, ['SD08-009', 'SD08-012'].sort()]);
    const alone = scene({ me: 'SD04', hand: ['SD08-012', 'SD04-002'], oppField: ['SD04-001'], pp: 1 });
    expect(activations(alone.s, alone.ids.hand![0]!)).toEqual([]);
    const b = scene({ me: 'SD04', hand: ['SD08-012'], oppField: ['SD04-001'], pp: 7 });
    let t = play(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.oppField![0]!);
    expect(stats(t, b.ids.oppField![0]!)[1]).toBe(2);
    const c = scene({ me: 'SD04', field: ['SD08-012'], evolve: ['SD08-013'], oppField: ['SD04-001'], pp: 1 });
    let u = evolve(c.s, c.ids.field![0]!);
    if (u.decision?.kind === 'chooseCards') u = target(u, c.ids.oppField![0]!);
    expect([stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.field![0]!)]).toEqual([2, [7, 7]]);
  });

  covers(['SD08-017'], 'SD08-017 オーブキャンサー: Fanfare draw 3; [起動][コスト1] discard this and a cost-7+ dragon: draw 2', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-017', 'SD08-017', 'SD08-009', 'SD08-012'], pp: 8 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect(handCount(s, 0)).toBe(h - 1 + 3);
    const h2 = handCount(s, 0);
    s = activateFirst(s, ids.hand![1]!);
    const c = s.decision!.candidates!;
    expect(c).toContain(ids.hand![2]!);
    expect(c).toContain(ids.hand![3]!);
    expect(c.every((id) => (s.catalog[cardIdOf(s, id)]!.cost ?? 0) >= 7 && s.catalog[cardIdOf(s, id)]!.classOrColor === 'ドラゴン')).toBe(true);
    s = pick(s, ids.hand![2]!);
    expect([handCount(s, 0), counters(s, 0).pp]).toEqual([h2 - 2 + 2, 0]);
  });

  covers(['SD08-018'], 'SD08-018 パンプキンドラゴン: Ward; Fanfare leader +5 and draw 2; [起動][コスト2] discard this and a cost-7+ dragon: leader +5', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-018', 'SD08-018'], pp: 10 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    s = choose(s, 'stand');
    expect([health(s, 0), handCount(s, 0), kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')]).toEqual([25, h - 1 + 2, true]);
    s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((id) => id === ids.hand![1]); // only this card: not payable
    expect(activations(s, ids.hand![1]!)).toEqual([]);
    const b = scene({ me: 'SD04', hand: ['SD08-018', 'SD04-001'], pp: 2 });
    let t = activateFirst(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!);
    expect([health(t, 0), counters(t, 0).pp]).toEqual([25, 0]);
  });

  covers(['SD08-020'], 'SD08-020 ドラゴンの卵: [起動] engage it and put it into the cemetery: leader +2; in Overflow also draw 1', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-020'], pp: 1 });
      s0.players[0]!.counters.maxPp = Math.max(1, max);
      let s = play(s0, ids.hand![0]!);
      const egg = zoneCards(s, 'field', 0)[0]!;
      const h = handCount(s, 0);
      s = activateFirst(s, egg);
      return [health(s, 0), handCount(s, 0) - h, names(s, 'cemetery', 0)];
    };
    expect(run(6)).toEqual([22, 0, ['SD08-020']]);
    expect(run(7)).toEqual([22, 1, ['SD08-020']]);
  });

  covers(['SD07-002'], 'SD07-002 雷滅卿・アルベール: [進化][コスト1]; Storm; Fanfare put another Levion follower of yours into the cemetery: destroy an enemy follower', () => {
    const run = (pay: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-002'], field: ['SD07-016', 'SD07-016', 'SD04-003'], oppField: ['SD04-001', 'SD02-002'], pp: 6 });
      let s = play(s0, ids.hand![0]!);
      const al = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-002')!;
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay) {
        // the cost: 「場の他のレヴィオン・フォロワー1体」 — not this card itself, not a non-レヴィオン follower, not an enemy
        expectOffered(s, [ids.field![0]!, ids.field![1]!], [al, ids.field![2]!, ...ids.oppField!, leaderId(s, 0), leaderId(s, 1)]);
        s = pick(s, ids.field![0]!);
        expectOffered(s, ids.oppField!, [al, ids.field![1]!, ids.field![2]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = target(s, ids.oppField![0]!);
      } else expect(s.decision?.kind).not.toBe('chooseCards');
      return [names(s, 'field', 0).sort(), names(s, 'field', 1), kw(s, al, 'sve.storm')];
    };
    expect(run(true)).toEqual([['SD04-003', 'SD07-002', 'SD07-016'], ['SD02-002'], true]);
    expect(run(false)).toEqual([['SD04-003', 'SD07-002', 'SD07-016', 'SD07-016'], ['SD04-001', 'SD02-002'], true]);
    const { s: e0, ids: e } = scene({ me: 'SD02', field: ['SD07-002'], evolve: ['SD07-003'], pp: 1 });
    expect(legalActions(e0).some((a) => a.type === 'evolve' && a.card === e.field![0])).toBe(true);
  });

  covers(['SD07-013'], 'SD07-013 レヴィオンの見習い・ルネス: [進化][コスト3]; Fanfare discard a Levion card: search a royal follower whose name contains アルベール', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-013', 'SD07-016', 'SD07-001', 'SD07-006', 'SD07-005'], pp: 1 });
    toDeckTop(s0, ids.hand!.slice(2));
    let s = play(s0, ids.hand![0]!);
    s = choose(s, 'pay');
    s = target(s, ids.hand![1]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![2]!, ids.hand![3]!].sort()); // the two アルベール; not アイテール
    s = pick(s, ids.hand![3]!);
    expect([names(s, 'hand', 0).includes('SD07-006'), names(s, 'cemetery', 0)]).toEqual([true, ['SD07-016']]);
    const b = scene({ me: 'SD02', field: ['SD07-013'], evolve: ['SD07-014'], pp: 3 });
    expect(legalActions(b.s).some((a) => a.type === 'evolve' && a.card === b.ids.field![0])).toBe(true);
    b.s.players[0]!.counters.pp = 2;
    expect(legalActions(b.s).some((a) => a.type === 'evolve' && a.card === b.ids.field![0] && a.ep === false)).toBe(false);
  });

  covers(['SD07-016'], 'SD07-016 レヴィオンデューク・ユリウス: [Q][起動] engage it: 1 damage to an enemy follower, also in the opponent\'s quick window', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-016', 'SD02-002'], oppField: ['SD04-001', 'SD02-002'] });
    const s1 = activateFirst(s0, ids.field![0]!);
    expectOffered(s1, ids.oppField!, [ids.field![1]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    let s = target(s1, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], s.cards[ids.field![0]!]!.tapped]).toEqual([7, true]);
    expect(activations(s, ids.field![0]!)).toEqual([]);
    const q = legalActions(s0).find((a) => a.type === 'activate' && a.card === ids.field![0]);
    expect(q).toBeDefined();
    expect((s0.catalog['SD07-016']!.abilities as Array<{ timing?: string }>).some((a) => a.timing === 'quick')).toBe(true);
  });

  covers(['EBD03-T05', 'BP11-T02'], 'Tokens 魔導列車 (SVE 5.32.1): [起動][コスト1] engage followers whose original costs total 5 or more (4 refused, PP 0 refused): piloted into a 4/5 follower for the turn; Rush; 【攻撃時】 destroy an engaged enemy follower, your leader +2', () => {
    for (const id of ['EBD03-T05', 'BP11-T02']) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 1 });
      const v = ids.tokens![0]!;
      const [a, b] = ids.field!;
      expect([isFollower(s0, v), attackTargets(s0, v)]).toEqual([false, []]); // an amulet until piloted
      expect(abilitiesOffered(s0, v)).toEqual([]); // costs 2 + 2 = 4 < 5
      const { s: s1, ids: more } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002', 'BP01-042'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 0 });
      expect(abilitiesOffered(s1, more.tokens![0]!)).toEqual([]); // [コスト1] with 0 PP
      const { s: s2, ids: i2 } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002', 'BP01-042', 'BP01-042'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 1 });
      const t = i2.tokens![0]!;
      const [x, y, z, w] = i2.field!;
      let s = activateAbility(s2, t, 0);
      s = pickAll(s, [x!, y!]); // 2 + 2 = 4: still short, asked again
      expect([s.decision?.kind, s.decision?.candidates]).toEqual(['chooseCards', [z, w]]);
      s = pick(s, z!); // + 1 = 5
      expect([isFollower(s, t), stats(s, t), kw(s, t, 'sve.rush'), [x, y, z, w].map((c) => s.cards[c!]!.tapped), s.players[0]!.counters.pp]).toEqual([true, [4, 5], true, [true, true, true, false], 0]);
      // on the field since the start of the turn (8.4.2.1): it may attack the leader
      expect(attackTargets(s, t)).toContain(leaderId(s, 1));
      const engagedFoe = i2.oppField![0]!;
      s = pass(target(attack(s, t, leaderId(s, 1)), engagedFoe));
      expect([health(s, 1), health(s, 0), zoneCards(s, 'field', 1).includes(engagedFoe), zoneCards(s, 'field', 1).length]).toEqual([16, 22, false, 1]);
      // end of the turn: an amulet again (its printed kind)
      s = nextTurn(s);
      expect(isFollower(s, t)).toBe(false);
      void a; void b;
    }
  });

  covers(['BP16-T15', 'PR-376', 'BP14-T02'], 'Token 輝く金貨: [起動][コスト1] banish this and 2 other 『輝く金貨』 of your EX area: leader +1, draw 1 (2 coins or 0 PP: not usable)', () => {
    for (const id of ['BP16-T15', 'PR-376', 'BP14-T02']) {
      const { s: s0, ids } = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0], [id, 'exArea', 0]], pp: 1 });
      const [a, b, c] = ids.tokens!;
      expect([activations(s0, a!).length, activations(s0, b!).length, activations(s0, c!).length]).toEqual([1, 1, 1]);
      const h = handCount(s0, 0);
      const s = must(s0, activations(s0, a!)[0]!).state;
      expect([zoneCards(s, 'exArea', 0), health(s, 0), handCount(s, 0), counters(s, 0).pp]).toEqual([[], 21, h + 1, 0]);
      const two = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0]], pp: 1 });
      expect(activations(two.s, two.ids.tokens![0]!)).toEqual([]);
      const poor = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0], [id, 'exArea', 0]], pp: 0 });
      expect(activations(poor.s, poor.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['PR-193'], 'Token プロダクトマシーン: 1/1; [起動] engage this and put 3 machine followers of your field into the cemetery: 5 damage to an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD04', oppField: ['SD04-001', 'SD02-002'], evolve: ['PR-193'], tokens: [['PR-193', 'field', 0], ['PR-193', 'field', 0], ['PR-193', 'field', 0], ['PR-193', 'field', 0]] });
    const [m, a, b, c] = ids.tokens!;
    expect(stats(s0, m!)).toEqual([1, 1]);
    let s = activateNth(s0, m!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 3, max: 3 });
    s = pick(pick(pick(s, a!), b!), c!);
    expectOffered(s, ids.oppField!, [m!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], names(s, 'field', 0), s.cards[m!]!.tapped]).toEqual([3, ['PR-193'], true]);
    // only 2 other machines and this one engaged already: not activatable
    const t = scene({ me: 'SD04', evolve: ['PR-193'], tokens: [['PR-193', 'field', 0], ['PR-193', 'field', 0]] });
    t.s.cards[t.ids.tokens![0]!]!.tapped = true;
    expect(activations(t.s, t.ids.tokens![0]!)).toEqual([]);
  });

  covers(['CP04-PR19'], 'Token ミラーイメージ・ネネカ: 0/1 Ward; [起動] engage this: 1 damage to an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['SD03-003'], oppField: ['SD04-001', 'SD02-002'], evolve: ['CP04-PR19'], tokens: [['CP04-PR19', 'field', 0]] });
    const n = ids.tokens![0]!;
    expect([stats(s0, n), kw(s0, n, 'sve.ward')]).toEqual([[0, 1], true]);
    const s1 = activateNth(s0, n);
    expectOffered(s1, ids.oppField!, [n, ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    const s = target(s1, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], s.cards[n]!.tapped, activations(s, n)]).toEqual([7, true, []]);
  });
}
