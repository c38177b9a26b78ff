/**
 * Card cases for SVE card texts that compile completely but that no case exercised yet (fourth list: lines
 * 100–250 of the fresh untested list). Each expectation is read from the printed Japanese text (never from the
 * compiled data): the card is played / evolved / activated through the public API on an arranged board, and
 * the printed numbers are checked, with a printed condition one below its threshold and at it, and a printed
 * cost one short refused. Registered from card-cases.ts; titles start with 'compiled4:'.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { kw, must, names, stats, zoneCards, counters } from '../engine-helpers.js';
import { activations, attack, choose, fillCemetery, handCount, health, pick, play } from '../drivers.js';
import { evolveInto, canEvolve, stand, endMain, onField, setHealth, setPp, canPlay, sc, onlyHand, handBut, settle, pickIf, withShard, stackOf, rite, type Covers } from './case-helpers.js';

export function registerCompiledUntested4Cases(covers: Covers): void {
  covers(['BP14-085'], 'compiled4: BP14-085 ドアマンバット: Fanfare with 2 or fewer cards in your hand +1 attack (3: 2/2); with 0 cards 【疾走】 too (1: no 【疾走】)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-085'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      const s = play(s0, ids.hand![0]!);
      expect(handCount(s, 0)).toBe(others);
      const me = onField(s, 0, 'BP14-085')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm')];
    };
    expect(run(3)).toEqual([[2, 2], false]);
    expect(run(2)).toEqual([[3, 2], false]);
    expect(run(1)).toEqual([[3, 2], false]);
    expect(run(0)).toEqual([[3, 2], true]);
  });

  covers(['BP14-087'], 'compiled4: BP14-087 月下の跳躍: a [ナイトメア] follower of yours +1 attack (a neutral one: not a candidate); with 0 cards in your hand it gets 【疾走】 (1 card: not)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-087'], field: ['SD05-003', 'SD05-020'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toEqual([ids.field![0]!]);
        s = pick(s, ids.field![0]!);
      }
      return [stats(s, ids.field![0]!), kw(s, ids.field![0]!, 'sve.storm'), stats(s, ids.field![1]!)];
    };
    expect(run(1)).toEqual([[4, 3], false, [4, 6]]);
    expect(run(0)).toEqual([[4, 3], true, [4, 6]]);
  });

  covers(['BP11-031'], 'compiled4: BP11-031 ナハトの私兵: Fanfare with 『カースドクイーン・ナハト・ナハト』 on your field draw 1 (without: none); from the EX area with her on your field it costs 1 less (0 PP: plays; without her: not)', () => {
    const draw = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP11-031'], field });
      const h = handCount(s0, 0);
      return handCount(play(s0, ids.hand![0]!), 0) - h;
    };
    expect([draw(['SD07-004']), draw(['SD02-002'])]).toEqual([0, -1]);
    const ex = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', ex: ['BP11-031'], hand: ['BP11-031'], field });
      setPp(s, pp);
      return [canPlay(s, ids.ex![0]!), canPlay(s, ids.hand![0]!)];
    };
    expect([ex(['SD07-004'], 0), ex(['SD02-002'], 0), ex(['SD02-002'], 1)]).toEqual([[true, false], [false, false], [true, true]]);
  });

  covers(['CP03-027'], 'compiled4: CP03-027 忠義の騎士 ベディヴィア: 【守護】; Fanfare with a 『ブラスター』-named follower on your field +1 attack and 【疾走】 (4/2; another ロイヤルパラディン follower: 3/2, no 【疾走】)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP03-027'], field });
      const s = stand(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP03-027')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm'), kw(s, me, 'sve.ward')];
    };
    expect(run(['CSD03a-003'])).toEqual([[4, 2], true, true]);
    expect(run(['CSD03a-010'])).toEqual([[3, 2], false, true]);
  });

  covers(['CP03-023'], 'compiled4: CP03-023 爆炎の剣士 バロミデス: Fanfare 5 damage to an enemy follower; with 15+ ロイヤルパラディン cards in your cemetery 【疾走】 and 【攻撃時】 +1/+1 (14: neither)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP03-023'], oppField: ['SD02-020'] });
    const s = pickIf(play(s0, ids.hand![0]!), ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 1]);
    const run = (n: number) => {
      const { s: a0, ids: f } = sc({ me: 'SD02', field: ['CP03-023'], cemetery: ['CSD03a-010'] });
      fillCemetery(a0, 0, n - 1, 'CSD03a-010');
      const me = f.field![0]!;
      const storm = kw(a0, me, 'sve.storm');
      a0.cards[me]!.flags.since = 0;
      const a = settle(attack(a0, me, a0.zones['1:leader']!.cards[0]!));
      return [storm, stats(a, me), health(a, 1)];
    };
    expect(run(14)).toEqual([false, [5, 3], 15]);
    expect(run(15)).toEqual([true, [6, 4], 14]);
  });

  covers(['DSD01b-012'], 'compiled4: DSD01b-012 大鎌の竜騎: 【必殺】; 【疾走】 while another 武闘竜人 card is on your field (none, or only a 竜族 one: no)', () => {
    const run = (field: string[]) => {
      const { s, ids } = sc({ me: 'SD04', field: ['DSD01b-012', ...field] });
      return [kw(s, ids.field![0]!, 'sve.bane'), kw(s, ids.field![0]!, 'sve.storm')];
    };
    expect([run([]), run(['SD04-003']), run(['BP18-062'])]).toEqual([[true, false], [true, false], [true, true]]);
  });

  covers(['CP03-061'], 'compiled4: CP03-061 スカル・ジャグラー: banish 2 ペイルムーン cards of your cemetery and draw 1; with only 1 such card it cannot be played (a non-ペイルムーン card does not count)', () => {
    const offered = (cem: string[]) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['CP03-061'], cemetery: cem });
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered(['CP03-043', 'SD03-003']), offered(['CP03-043', 'CP03-045'])]).toEqual([false, true]);
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP03-061'], cemetery: ['CP03-043', 'CP03-045', 'CP03-046', 'SD03-003'] });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    for (const c of [ids.cemetery![0]!, ids.cemetery![2]!]) {
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates).not.toContain(ids.cemetery![3]!);
        s = pick(s, c);
      }
    }
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = must(s, { type: 'done', player: 0 }).state;
    expect([names(s, 'banished', 0).sort(), handCount(s, 0) - h, names(s, 'cemetery', 0).sort()]).toEqual([['CP03-043', 'CP03-046'], 0, ['CP03-045', 'CP03-061', 'SD03-003']]);
  });

  covers(['CP03-020'], 'compiled4: CP03-020 戦場の歌姫 シンシア: an アクアフォース follower of original cost 1 from your cemetery onto your field (cost-2 アクアフォース, cost-1 non-アクアフォース: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP03-020'], cemetery: ['CP03-011', 'CP03-012', 'SD02-007'] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'field', 0)).toEqual(['CP03-011']);
  });

  covers(['BP10-055'], 'compiled4: BP10-055 《正義》・イランツァ (evolved): 【疾走】; it attacks ignoring 【守護】 (the enemy leader is a target past an engaged 【守護】 follower; a plain follower: not)', () => {
    const { s, ids } = sc({ me: 'SD04', field: ['BP10-055', 'SD04-003'], oppField: ['SD04-019'], oppEngaged: [0] });
    const me = ids.field![0]!;
    const leader = s.zones['1:leader']!.cards[0]!;
    const targets = (id: string) => legalActions(s).filter((a) => a.type === 'attack' && a.attacker === id).map((a) => a.target);
    expect(kw(s, me, 'sve.storm')).toBe(true);
    expect(targets(me)).toContain(leader);
    expect(targets(ids.field![1]!)).not.toContain(leader);
  });
  // 「[クイック] 下記から1つチョイスする。【1】…2ダメージ。【2】手札の<clan>・カード1枚を捨てる：…3ダメージ。<extra>」 (SVE 10.4.7.1 costs of a mode)
  for (const [id, me, clan, other, extra] of [
    ['CSD03b-007', 'SD04', 'CSD03b-008', 'SD04-003', '1 damage to its leader'],
    ['CSD03a-007', 'SD02', 'CSD03a-010', 'SD02-002', 'your leader +2'],
    ['CP03-096', 'SD05', 'CP03-086', 'SD05-003', 'the top card of your deck to your cemetery'],
  ] as const) {
    covers([id], `compiled4: ${id}: [クイック] choose 1 — 【1】 2 damage to an enemy follower; 【2】 discard a clan card (a card of another group cannot pay): 3 damage and ${extra}`, () => {
      const run = (mode: 1 | 2, discard: string) => {
        const { s: s0, ids } = sc({ me, hand: [id, discard], oppField: ['SD02-020'] });
        onlyHand(s0, ids.hand!);
        setHealth(s0, 0, 15);
        let s = play(s0, ids.hand![0]!);
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        const opts = s.decision!.options!;
        if (mode === 2 && opts.length < 2) return 'no mode 2';
        s = choose(s, opts[mode - 1]!);
        if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, 'pay');
        if (s.decision?.kind === 'chooseCards' && s.decision.player === 0 && s.decision.candidates!.includes(ids.hand![1]!)) s = pick(s, ids.hand![1]!);
        s = settle(pickIf(s, ids.oppField![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
        return [stats(s, ids.oppField![0]!)[1], health(s, 1), health(s, 0), zoneCards(s, 'cemetery', 0).length, handCount(s, 0)];
      };
      const x = extra.startsWith('1 damage') ? [19, 15, 2] : extra.startsWith('your leader') ? [20, 17, 2] : [20, 15, 3];
      expect(run(1, clan)).toEqual([4, 20, 15, 1, 1]);
      expect(run(2, clan)).toEqual([3, x[0], x[1], x[2], 0]);
      const unpaid = run(2, other);
      if (unpaid !== 'no mode 2') expect(unpaid).toEqual([6, 20, 15, 1, 1]);
    });
  }

  covers(['BP10-113'], 'compiled4: BP10-113 天覇風神・フェイラン: from the EX area it costs 3 less (4 → 1: plays at 1 PP, not at 0; from the hand 3 PP: not); Fanfare 4 damage to an enemy follower; your end phase your other followers +1 attack (the enemy\'s: not)', () => {
    const offered = (zone: 'ex' | 'hand', pp: number) => {
      const { s, ids } = sc({ me: 'SD02', [zone]: ['BP10-113'] });
      setPp(s, pp);
      return canPlay(s, ids[zone]![0]!);
    };
    expect([offered('ex', 1), offered('ex', 0), offered('hand', 3), offered('hand', 4)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP10-113'], field: ['SD02-002'], oppField: ['SD02-020', 'SD02-002'] });
    let s = pickIf(play(s0, ids.hand![0]!), ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 2]);
    s = endMain(s);
    expect([stats(s, ids.field![0]!), stats(s, onField(s, 0, 'BP10-113')[0]!), stats(s, ids.oppField![1]!)]).toEqual([[4, 3], [2, 2], [3, 3]]);
  });

  covers(['BP12-106'], 'compiled4: BP12-106 熾天使の剣: choose 1 — 【1】 destroy an enemy field card of original cost 2 or less (cost 3: not a candidate); 【2】 pay 2 PP: one of original cost 6 or less (cost 7: not; 1 PP left: nothing)', () => {
    const run = (mode: 1 | 2, pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP12-106'], oppField: ['SD04-003', 'SD04-007', 'SD04-008', 'SD04-019'] });
      setPp(s0, pp);
      let s = play(s0, ids.hand![0]!);
      s = choose(s, s.decision!.options![mode - 1]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, 'pay');
      let cands: string[] = [];
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) { // one candidate: picked without a question
        cands = s.decision.candidates!.map((c) => s.cards[c]!.cardId).sort();
        s = pick(s, s.decision.candidates![s.decision.candidates!.length - 1]!);
      }
      return [cands, names(s, 'cemetery', 1), counters(s, 0).pp];
    };
    expect(run(1, 2)).toEqual([[], ['SD04-007'], 0]);
    expect(run(2, 4)).toEqual([['SD04-003', 'SD04-007', 'SD04-019'], ['SD04-019'], 0]);
    expect(run(2, 3)).toEqual([[], [], 1]);
  });

  covers(['CP03-047'], 'compiled4: CP03-047 バーキング・マンティコア (evolved from CP03-046 at [コスト1]): 【守護】【ツインドライブ】; 【進化時】 4 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP03-046'], evolve: ['CP03-047'], oppField: ['SD02-020'] });
    setPp(s0, 0);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 1);
    const s = pickIf(evolveInto(s0, ids.field![0]!, 'CP03-047'), ids.oppField![0]!);
    const me = ids.field![0]!;
    expect([stats(s, ids.oppField![0]!), kw(s, me, 'sve.ward'), kw(s, me, 'sve.twinDrive'), counters(s, 0).pp]).toEqual([[4, 2], true, true, 0]);
  });

  covers(['CP03-067'], 'compiled4: CP03-067 ブレイジングフレア・ドラゴン (evolved from CP03-066 at [コスト3]): 【ツインドライブ】; 【進化時】 5 damage to an enemy follower and 3 to its leader', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['CP03-066'], evolve: ['CP03-067'], oppField: ['SD02-020'] });
    setPp(s0, 2);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 3);
    const s = pickIf(evolveInto(s0, ids.field![0]!, 'CP03-067'), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!), health(s, 1), kw(s, ids.field![0]!, 'sve.twinDrive'), counters(s, 0).pp]).toEqual([[4, 1], 17, true, 0]);
  });

  covers(['CSD03a-005'], 'compiled4: CSD03a-005 ういんがる: [起動][コスト3] engage: a 『ブラスター・ブレード』 from your cemetery onto your field (another ロイヤルパラディン follower: not a candidate; 2 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CSD03a-005'], cemetery: ['CSD03a-003', 'CSD03a-010'] });
    setPp(s0, 2);
    expect(activations(s0, ids.field![0]!).length).toBe(0);
    setPp(s0, 3);
    let s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect([names(s, 'field', 0), s.cards[ids.field![0]!]!.tapped, counters(s, 0).pp]).toEqual([['CSD03a-005', 'CSD03a-003'], true, 0]);
  });

  // 【スタートアミュレット】 amulets: 「[起動]これを[アクト]墓場に置く：…。この能力は自分の場に<clan>・フォロワーがいるなら使える。」
  covers(['CP03-082'], 'compiled4: CP03-082 リザードソルジャー コンロー: [起動] engage and put it into the cemetery: 1 damage to an enemy follower; only with a かげろう follower on your field (a 竜族 one: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CP03-082', follower], oppField: ['SD02-020'] });
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const s = pickIf(must(s0, acts[0]!).state, ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!), names(s, 'cemetery', 0)];
    };
    expect(run('SD04-003')).toBe('not offered');
    expect(run('CSD03b-008')).toEqual([[4, 5], ['CP03-082']]);
  });

  covers(['CP03-041'], 'compiled4: CP03-041 ういんがる・ぶれいぶ: [起動] engage and put it into the cemetery: draw 1, then discard 1; only with a ロイヤルパラディン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['CP03-041', follower] });
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return [handCount(s, 0) - h, zoneCards(s, 'cemetery', 0).length];
    };
    expect(run('SD02-002')).toBe('not offered');
    expect(run('CSD03a-010')).toEqual([0, 2]);
  });

  covers(['CP03-103'], 'compiled4: CP03-103 フルバウ: [起動] engage and put it into the cemetery: the top 2 cards of your deck into your cemetery; only with a シャドウパラディン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['CP03-103', follower] });
      const top = names(s0, 'deck', 0).slice(0, 2); // index 0 is the top (engine definition.ts); moved cards get new instance ids
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const s = must(s0, acts[0]!).state;
      const cem = names(s, 'cemetery', 0);
      return [cem.length, [...cem].sort().join() === [...top, 'CP03-103'].sort().join(), zoneCards(s, 'deck', 0).length - zoneCards(s0, 'deck', 0).length];
    };
    expect(run('SD05-003')).toBe('not offered');
    expect(run('CP03-086')).toEqual([3, true, -2]);
  });

  covers(['CP03-062'], 'compiled4: CP03-062 狭間を超える少女: [起動] engage and put it into the cemetery: draw 1, then banish 1 card of your hand; only with a ペイルムーン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['CP03-062', follower] });
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return [handCount(s, 0) - h, zoneCards(s, 'banished', 0).length, names(s, 'cemetery', 0)];
    };
    expect(run('SD03-003')).toBe('not offered');
    expect(run('CP03-043')).toEqual([0, 1, ['CP03-062']]);
  });

  covers(['BP09-028'], 'compiled4: BP09-028 黒の女王・マグナス: while it is on the field your 『白の王・イメラ』 have 【指定攻撃】 (the enemy\'s: not; without her: not); [起動] engage: up to 2 other [ロイヤル] followers of yours +1 attack (a neutral one: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP09-028', 'BP09-027', 'SD02-002', 'SD02-020'], oppField: ['BP09-027'] });
    const [me, king, knight, angel] = ids.field!;
    expect([kw(s0, king!, 'sve.assail'), kw(s0, ids.oppField![0]!, 'sve.assail')]).toEqual([true, false]);
    let s = must(s0, activations(s0, me!)[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([king!, knight!].sort());
    s = pick(s, king!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, knight!);
    expect([stats(s, king!), stats(s, knight!), stats(s, angel!), s.cards[me!]!.tapped]).toEqual([[5, 3], [4, 3], [4, 6], true]);
    const { s: t, ids: f } = sc({ me: 'SD02', field: ['BP09-027'] });
    expect(kw(t, f.field![0]!, 'sve.assail')).toBe(false);
  });

  covers(['BP16-038'], 'compiled4: BP16-038 暴食のアナテマ・ララアンセム: [進化][コスト1]; Fanfare 2 damage to an enemy follower; [起動]【土の秘術】: it gets 【指定攻撃】 (no 【スタック】 card: not offered)', () => {
    const { s: s0, ids, shard } = withShard({ hand: ['BP16-038'], oppField: ['SD02-020'], evolve: ['BP16-039'] }, 1);
    let s = rite(play(s0, ids.hand![0]!), true, undefined, ids.oppField![0]!);
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

  covers(['BP15-043'], 'compiled4: BP15-043 アシッドゴーレム: Fanfare 【土の秘術】 2 damage to the enemy leader or an enemy follower (paid: 18; no 【スタック】 card: nothing); [進化][コスト1]', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP15-043'], oppField: ['SD02-020'], evolve: ['BP15-044'] }, stack);
      const s = rite(play(s0, ids.hand![0]!), true, shard, s0.zones['1:leader']!.cards[0]!);
      return [health(s, 1), stats(s, ids.oppField![0]!), stackOf(s, shard)];
    };
    expect(run(2)).toEqual([18, [4, 6], 1]);
    expect(run(0)).toEqual([20, [4, 6], 'gone']);
    const { s: e, ids: f } = withShard({ field: ['BP15-043'], evolve: ['BP15-044'] }, 0);
    setPp(e, 0);
    expect(canEvolve(e, f.field![0]!)).toBe(false);
    setPp(e, 1);
    expect(canEvolve(e, f.field![0]!)).toBe(true);
  });

  covers(['BP10-053'], 'compiled4: BP10-053 エクステンドマジック: 2 damage to an enemy follower; 【土の秘術_2】 4 instead (a 【スタック】 card with 1 counter cannot pay: 2); draw 1', () => {
    const run = (stack: number, pay: boolean) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP10-053'], oppField: ['SD02-020'] }, stack);
      const h = handCount(s0, 0);
      const s = rite(play(s0, ids.hand![0]!), pay, shard, ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], handCount(s, 0) - h, stackOf(s, shard)];
    };
    expect(run(2, true)).toEqual([2, 0, 'gone']);
    expect(run(3, true)).toEqual([2, 0, 1]);
    expect(run(3, false)).toEqual([4, 0, 3]);
    expect(run(1, true)).toEqual([4, 0, 1]);
  });

  covers(['BP10-050'], 'compiled4: BP10-050 形成の魔術師: Fanfare choose 1 — 【1】 +1 【スタック】 on your field (1 → 2); 【2】 【土の秘術】 2 damage to the enemy leader', () => {
    const run = (mode: 1 | 2) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP10-050'] }, 1);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = rite(choose(s, s.decision!.options![mode - 1]!), true, shard);
      return [health(s, 1), stackOf(s, shard)];
    };
    expect(run(1)).toEqual([20, 2]);
    expect(run(2)).toEqual([18, 'gone']);
  });

  covers(['BP16-074'], 'compiled4: BP16-074 栄弦の奏楽: choose 1 — 【1】 your leader +3; 【2】 draw 2; when a follower of yours evolved this turn, up to 2 instead (both: +3 and 2 cards)', () => {
    const run = (evolved: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP16-074'], field: ['SD04-003'] });
      setHealth(s0, 0, 10);
      let s = evolved ? evolveInto(s0, ids.field![0]!, 'SD04-004') : s0;
      const h = handCount(s, 0);
      s = play(s, ids.hand![0]!);
      // SVE 5.18: options are the option indexes; take 【1】 and then (when still asked) 【2】
      const asked: number[] = [];
      while (s.decision?.rule === 'SVE 5.18' && s.decision.player === 0) {
        asked.push(s.decision.options!.filter((o) => o !== 'done').length);
        s = choose(s, s.decision.options![0]!);
      }
      expect(asked).toEqual(evolved ? [2, 1] : [2]);
      return [health(s, 0), handCount(s, 0) - h];
    };
    expect(run(false)).toEqual([13, -1]);
    expect(run(true)).toEqual([13, 1]);
  });
  /** 【真紅】 (SVE 13.5.2): your leader's health decreased during your turn (the per-turn flag, a state edit). */
  const makeCrimson = (s: GameState) => { s.players[0]!.flags.healthDecreasedTurn = s.turn.number; };

  covers(['BP11-072'], 'compiled4: BP11-072 魔剣の騎士・ハザン: 【指定攻撃】【必殺】【ドレイン】; [進化][コスト3] (2 PP: not); [進化][コスト1] only when 【真紅】 (1 PP: not without it, yes with it)', () => {
    const run = (pp: number, crimson: boolean) => {
      const { s, ids } = sc({ me: 'SD05', field: ['BP11-072'], evolve: ['BP11-073'] });
      if (crimson) makeCrimson(s);
      setPp(s, pp);
      const me = ids.field![0]!;
      expect(['sve.assail', 'sve.bane', 'sve.drain'].map((k) => kw(s, me, k))).toEqual([true, true, true]);
      return canEvolve(s, me);
    };
    expect([run(3, false), run(2, false), run(1, false), run(1, true), run(0, true)]).toEqual([true, false, false, true, false]);
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP11-072'], evolve: ['BP11-073'] });
    makeCrimson(s0);
    setPp(s0, 1);
    const s = evolveInto(s0, ids.field![0]!, 'BP11-073');
    expect([s.cards[ids.field![0]!]!.cardId, counters(s, 0).pp]).toEqual(['BP11-073', 0]);
  });

  covers(['BP10-080'], 'compiled4: BP10-080 クラッシュデビル・デモニア: 【必殺】【ドレイン】; 【攻撃時】 damage to the enemy leader equal to its attack; Fanfare when 【真紅】 +1/+1, 【突進】 and 【指定攻撃】 (not 【真紅】: 2/3, neither)', () => {
    const fan = (crimson: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP10-080'] });
      if (crimson) makeCrimson(s0);
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP10-080')[0]!;
      return [stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), kw(s, me, 'sve.bane'), kw(s, me, 'sve.drain')];
    };
    expect(fan(false)).toEqual([[2, 3], false, false, true, true]);
    expect(fan(true)).toEqual([[3, 4], true, true, true, true]);
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP10-080'] });
    setHealth(s0, 0, 10);
    const me = ids.field![0]!;
    const s = settle(attack(s0, me, s0.zones['1:leader']!.cards[0]!));
    // 2 from the 【攻撃時】 ability, then 2 combat damage; 【ドレイン】 heals 2 for the combat damage
    expect([health(s, 1), health(s, 0)]).toEqual([16, 12]);
  });

  covers(['BP12-110'], 'compiled4: BP12-110 美食の伝道者: Fanfare your leader +3; Last Words choose 1 — 【1】 a コック follower of original cost 3 or less from your deck onto your field (cost 4: not a candidate); 【2】 draw 1', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP12-110'] });
    setHealth(s0, 0, 10);
    const s = play(s0, ids.hand![0]!);
    expect(health(s, 0)).toBe(13);
    const lw = (mode: 1 | 2) => {
      const { s: a0, ids: f } = sc({ me: 'SD02', field: ['BP12-110'], hand: ['SP01-054', 'EBD03-017', 'BP12-P22'], oppField: ['SD02-020'], oppEngaged: [0] });
      // the deck holds 覇食帝・カイザ (コック, cost 3), 放浪する料理人 (コック, cost 2) and a cost-4 美食の伝道者 (not a candidate)
      for (const c of f.hand!) {
        a0.zones['0:hand']!.cards = a0.zones['0:hand']!.cards.filter((x) => x !== c);
        a0.cards[c]!.zone = '0:deck';
        a0.zones['0:deck']!.cards.push(c);
      }
      const h = handCount(a0, 0);
      let a = attack(a0, f.field![0]!, f.oppField![0]!);
      let cands: string[] = [];
      a = settle(a, (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.rule === 'SVE 5.18') return choose(x, d.options![mode - 1]!);
        if (d.kind === 'chooseCards' && d.candidates!.length > 0) {
          cands = [...new Set(d.candidates!.map((c) => x.cards[c]!.cardId))].sort();
          return pick(x, d.candidates!.find((c) => x.cards[c]!.cardId === 'EBD03-017')!);
        }
        return null;
      });
      return [names(a, 'cemetery', 0), names(a, 'field', 0), handCount(a, 0) - h, cands];
    };
    expect(lw(1)).toEqual([['BP12-110'], ['EBD03-017'], 0, ['EBD03-017', 'SP01-054']]);
    expect(lw(2)).toEqual([['BP12-110'], [], 1, []]);
  });
}
