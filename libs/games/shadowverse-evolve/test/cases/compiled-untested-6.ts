/**
 * Card cases for SVE card texts that compile completely but that no case exercised yet (sixth list: the
 * remainder of lines 100–250 of the untested list). Each expectation is read from the printed Japanese text
 * (never from the compiled data): the card is played / evolved / activated through the public API on an
 * arranged board, and the printed numbers are checked, with a printed condition one below its threshold and at
 * it, and a printed cost one short refused. Registered from card-cases.ts; titles start with 'compiled6:'.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { kw, must, names, stats, zoneCards, counters } from '../engine-helpers.js';
import { activations, choose, fillCemetery, handCount, health, pick, play } from '../drivers.js';
import { evolveInto, endMain, onField, setHealth, setPp, sc, settle, pickIf, namesOf, withShard, stackOf, rite, type Covers } from './case-helpers.js';

const evolveTargets = (s: GameState, card: string) => [...new Set(legalActions(s).filter((x) => x.type === 'evolve' && x.card === card && x.ep === false && x.sep === false).map((x) => s.cards[x.evolveCard as string]!.cardId))].sort();
/** Answers player 0's 'pay' question (an optional cost, SVE 10.4.7) with `pay`. */
const payIf = (s: GameState, pay = true) => (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay') ? choose(s, pay ? 'pay' : 'skip') : s);
/** The cards player 0 may still pick (a multi-card choice keeps the picked ones among its candidates). */
const legalPicks = (s: GameState) => legalActions(s).filter((a) => a.type === 'pick' && a.player === 0).map((a) => a.card as string);

/** Moves the given instances of player 0's hand back into the deck (a state edit: the deck then holds them). */
const toDeck = (s: GameState, cards: string[]) => {
  for (const c of cards) {
    s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((x) => x !== c);
    s.cards[c]!.zone = '0:deck';
    s.zones['0:deck']!.cards.push(c);
  }
};

export function registerCompiledUntested6Cases(covers: Covers): void {
  covers(['BP13-059'], 'compiled6: BP13-059 殺竜騎士・ロイ: 【突進】 while an amulet is on your field (none: not); Fanfare with 3+ 武闘竜人 cards on your field (itself counts) max PP +1 (2: not)', () => {
    const rush = (field: string[]) => {
      const { s, ids } = sc({ me: 'SD04', field: ['BP13-059', ...field] });
      return kw(s, ids.field![0]!, 'sve.rush');
    };
    expect([rush([]), rush(['SD04-003']), rush(['CP03-082'])]).toEqual([false, false, true]);
    const fan = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP13-059'], field: Array(others).fill('BP18-062') });
      setPp(s0, 5, 5);
      const s = play(s0, ids.hand![0]!);
      return [counters(s, 0).pp, counters(s, 0).maxPp];
    };
    expect(fan(1)).toEqual([2, 5]);
    expect(fan(2)).toEqual([2, 6]);
  });

  covers(['CP03-097'], 'compiled6: CP03-097 グリム・リーパー: 【疾走】 while your cemetery holds 10+ シャドウパラディン cards (9: not; other cards do not count)', () => {
    const run = (n: number, other = 0) => {
      const { s, ids } = sc({ me: 'SD05', field: ['CP03-097'], cemetery: ['CP03-086'] });
      fillCemetery(s, 0, n - 1, 'CP03-086');
      fillCemetery(s, 0, other, 'SD05-003');
      return kw(s, ids.field![0]!, 'sve.storm');
    };
    expect([run(9), run(9, 5), run(10)]).toEqual([false, false, true]);
  });

  covers(['CSD03b-003'], 'compiled6: CSD03b-003 ドラゴンモンク ゴクウ: 【守護】; [起動] engage and banish 4 かげろう cards of your cemetery: 4 damage to the enemy leader and every enemy follower (3 かげろう cards: not offered)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CSD03b-003'], oppField: ['SD02-020', 'SD02-002'], cemetery: ['CSD03b-008'] });
      fillCemetery(s0, 0, n - 1, 'CSD03b-008');
      fillCemetery(s0, 0, 2, 'SD04-003');
      const me = ids.field![0]!;
      expect(kw(s0, me, 'sve.ward')).toBe(true);
      const acts = activations(s0, me);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards' && s.decision.player === 0; i++) {
        expect(s.decision.candidates!.every((c) => s.cards[c]!.cardId === 'CSD03b-008')).toBe(true);
        s = pick(s, legalPicks(s)[0]!);
      }
      s = settle(s);
      return [health(s, 1), names(s, 'field', 1), stats(s, ids.oppField![0]!), zoneCards(s, 'banished', 0).length, names(s, 'cemetery', 0).filter((c) => c === 'CSD03b-008').length, s.cards[me]!.tapped];
    };
    expect(run(3)).toBe('not offered');
    expect(run(5)).toEqual([16, ['SD02-020'], [4, 2], 4, 1, true]);
  });

  covers(['CP03-069'], 'compiled6: CP03-069 ボーテックス・ドラゴン: Fanfare banish 3 かげろう cards of your cemetery: destroy up to 2 enemy followers (2 かげろう cards: nothing)', () => {
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
          const t = [ids.oppField![0]!, ids.oppField![1]!].find((c) => legalPicks(x).includes(c));
          if (t) return pick(x, t);
          return must(x, { type: 'done', player: 0 }).state;
        }
        return null;
      });
      return [names(s, 'field', 1), zoneCards(s, 'banished', 0).length];
    };
    expect(run(2)).toEqual([['SD02-020', 'SD02-002', 'SD02-003'], 0]);
    expect(run(3)).toEqual([['SD02-003'], 3]);
  });

  covers(['BP14-022'], 'compiled6: BP14-022 天下の大泥棒・ジエモン: while on the field your other 宴楽 followers have 【疾走】 (itself, a non-宴楽 one, an enemy 宴楽 one: not); Fanfare a 『輝く金貨』 into your EX area; [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP14-022', 'BP14-026', 'SD02-002'], oppField: ['BP14-026'], evolve: ['BP14-023'] });
    const [me, geisha, other] = ids.field!;
    expect([kw(s0, me!, 'sve.storm'), kw(s0, geisha!, 'sve.storm'), kw(s0, other!, 'sve.storm'), kw(s0, ids.oppField![0]!, 'sve.storm')]).toEqual([false, true, false, false]);
    setPp(s0, 0);
    expect(evolveTargets(s0, me!)).toEqual([]);
    setPp(s0, 1);
    expect(evolveTargets(s0, me!)).toEqual(['BP14-023']);
    const { s: p0, ids: h } = sc({ me: 'SD02', hand: ['BP14-022'] });
    const s = play(p0, h.hand![0]!);
    expect(namesOf(s, 'exArea', 0)).toEqual(['輝く金貨']);
  });

  covers(['BP14-026'], 'compiled6: BP14-026 達人の芸者: Fanfare a 『輝く金貨』 into your EX area; with 『天下の大泥棒・ジエモン』 on your field your leader +3 (without: +0)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP14-026'], field });
      setHealth(s0, 0, 10);
      const s = play(s0, ids.hand![0]!);
      return [namesOf(s, 'exArea', 0), health(s, 0)];
    };
    expect(run(['BP14-022'])).toEqual([['輝く金貨'], 13]);
    expect(run(['SD02-002'])).toEqual([['輝く金貨'], 10]);
  });

  covers(['BP14-030'], 'compiled6: BP14-030 帳場ガエル: Fanfare a 『輝く金貨』 into your EX area; with 『天下の大泥棒・ジエモン』 on your field it evolves (without: stays); [進化][コスト1]', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP14-030'], field, evolve: ['BP14-031'] });
      const s = settle(play(s0, ids.hand![0]!));
      const me = zoneCards(s, 'field', 0).find((c) => ['BP14-030', 'BP14-031'].includes(s.cards[c]!.cardId))!;
      return [namesOf(s, 'exArea', 0), s.cards[me]!.cardId, stats(s, me)];
    };
    expect(run(['BP14-022'])).toEqual([['輝く金貨'], 'BP14-031', [3, 3]]);
    expect(run(['SD02-002'])).toEqual([['輝く金貨'], 'BP14-030', [2, 2]]);
    const { s, ids } = sc({ me: 'SD02', field: ['BP14-030'], evolve: ['BP14-031'] });
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP14-031']);
  });

  covers(['BP16-085'], 'compiled6: BP16-085 怪奇の探索者・ユナ: Fanfare 2 『ゴースト』 or 2 『フォレストバット』 into your EX area', () => {
    const run = (i: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP16-085'] });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options!.length).toBe(2);
      s = settle(choose(s, s.decision!.options![i]!));
      return namesOf(s, 'exArea', 0);
    };
    expect([run(0), run(1)]).toEqual([['ゴースト', 'ゴースト'], ['フォレストバット', 'フォレストバット']]);
  });

  covers(['BP11-052'], 'compiled6: BP11-052 烈覇のアルチザン・レジー: [進化][コスト1]; 【疾走】 while 【覚醒】 (max PP 7: yes; 6: no); Fanfare a 荒野 follower of original cost 2 or less from your cemetery onto your field (cost 3 荒野, cost 2 non-荒野: not candidates)', () => {
    const storm = (max: number) => {
      const { s, ids } = sc({ me: 'SD04', field: ['BP11-052'], evolve: ['BP11-053'] });
      setPp(s, 1, max);
      return [kw(s, ids.field![0]!, 'sve.storm'), evolveTargets(s, ids.field![0]!)];
    };
    expect([storm(6), storm(7)]).toEqual([[false, ['BP11-053']], [true, ['BP11-053']]]);
    const { s: e } = sc({ me: 'SD04', field: ['BP11-052'], evolve: ['BP11-053'] });
    setPp(e, 0);
    expect(evolveTargets(e, zoneCards(e, 'field', 0)[0]!)).toEqual([]);
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP11-052'], cemetery: ['BP16-059', 'BP18-SP03', 'BP18-062'] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'field', 0).sort()).toEqual(['BP11-052', 'BP16-059']);
  });

  covers(['BP11-053'], 'compiled6: BP11-053 烈覇のアルチザン・レジー (evolved): 【疾走】 while 【覚醒】 (max PP 6: no); 【進化時】 your other 荒野 followers +1 attack (a non-荒野 one, an enemy 荒野 one: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP11-052', 'BP16-059', 'SD04-003'], oppField: ['BP16-059'], evolve: ['BP11-053'] });
    setPp(s0, 6, 6);
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP11-053'));
    const [me, wild, other] = ids.field!;
    expect([s.cards[me!]!.cardId, stats(s, me!), stats(s, wild!), stats(s, other!), stats(s, ids.oppField![0]!), kw(s, me!, 'sve.storm')]).toEqual(['BP11-053', [3, 3], [2, 1], [3, 3], [1, 1], false]);
    setPp(s, 7, 7);
    expect(kw(s, me!, 'sve.storm')).toBe(true);
  });

  covers(['DSD01b-016'], 'compiled6: DSD01b-016 残影のドラゴニュート: 【突進】【指定攻撃】 while another 武闘竜人 card is on your field (a 竜族 one: neither); Fanfare [コスト1]: when 【覚醒】 another 『残影のドラゴニュート』 from your deck onto your field (max PP 6: none)', () => {
    const kws = (field: string[]) => {
      const { s, ids } = sc({ me: 'SD04', field: ['DSD01b-016', ...field] });
      return [kw(s, ids.field![0]!, 'sve.rush'), kw(s, ids.field![0]!, 'sve.assail')];
    };
    expect([kws([]), kws(['SD04-003']), kws(['BP18-062'])]).toEqual([[false, false], [false, false], [true, true]]);
    const fan = (pp: number, max: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['DSD01b-016', 'DSD01b-016'] });
      toDeck(s0, [ids.hand![1]!]);
      setPp(s0, pp, max);
      const s1 = play(s0, ids.hand![0]!);
      const s = rite(s1, true, undefined, ids.hand![1]!);
      return [names(s, 'field', 0), counters(s, 0).pp];
    };
    // 7 − 1 (play) − 1 ([コスト1]); the second one was put onto the field, so its Fanfare triggers too (SVE 12.4.3)
    // and is paid (−1) but finds no third copy
    expect(fan(7, 7)).toEqual([['DSD01b-016', 'DSD01b-016'], 4]);
    expect(fan(6, 6)).toEqual([['DSD01b-016'], 4]);
    expect(fan(1, 7)).toEqual([['DSD01b-016'], 0]);
  });

  covers(['CSD03a-001'], 'compiled6: CSD03a-001 アルフレッド・アーリー: 【疾走】【ツインドライブ】; [進化][コスト2] into 『騎士王 アルフレッド』 only (1 PP: no evolve)', () => {
    const { s, ids } = sc({ me: 'SD02', field: ['CSD03a-001'], evolve: ['CSD03a-002', 'BP14-031'] });
    const me = ids.field![0]!;
    expect([kw(s, me, 'sve.storm'), kw(s, me, 'sve.twinDrive')]).toEqual([true, true]);
    setPp(s, 1);
    expect(evolveTargets(s, me)).toEqual([]);
    setPp(s, 2);
    expect(evolveTargets(s, me)).toEqual(['CSD03a-002']);
  });

  covers(['BP12-069'], 'compiled6: BP12-069 夜明けの吸血鬼・ノイン: Fanfare a 『プロダクトマシーン』 or a 『フォレストバット』 onto your field, then one of them into your EX area; [進化][コスト1]', () => {
    const run = (a: 0 | 1, b: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP12-069'] });
      let s = play(s0, ids.hand![0]!);
      for (const i of [a, b]) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        expect(s.decision!.options!.length).toBe(2);
        s = choose(s, s.decision!.options![i]!);
      }
      s = settle(s);
      return [namesOf(s, 'field', 0).sort(), namesOf(s, 'exArea', 0)];
    };
    expect(run(0, 1)).toEqual([['プロダクトマシーン', '夜明けの吸血鬼・ノイン'], ['フォレストバット']]);
    expect(run(1, 0)).toEqual([['フォレストバット', '夜明けの吸血鬼・ノイン'], ['プロダクトマシーン']]);
    const { s, ids } = sc({ me: 'SD05', field: ['BP12-069'], evolve: ['BP12-070'] });
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP12-070']);
  });

  covers(['BP09-035'], 'compiled6: BP09-035 永劫を求む者・ケリドウェン: Fanfare 【土の秘術】 a 『刹那の劇薬』 into your EX area (no 【スタック】 card: nothing); [進化][コスト1]', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP09-035'], evolve: ['BP09-036'] }, stack);
      const s = rite(play(s0, ids.hand![0]!), true, shard);
      return [namesOf(s, 'exArea', 0), stackOf(s, shard)];
    };
    expect(run(2)).toEqual([['刹那の劇薬'], 1]);
    expect(run(0)).toEqual([[], 'gone']);
    const { s, ids } = withShard({ field: ['BP09-035'], evolve: ['BP09-036'] }, 0);
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP09-036']);
  });

  covers(['BP10-044'], 'compiled6: BP10-044 猫の奇術師: Fanfare [コスト4]【土の秘術】: banish an enemy follower of original cost 4 or less (cost 5: not a candidate; 3 PP left: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP10-044'], oppField: ['SD03-003', 'SD02-020'], evolve: ['BP10-045'] }, 1);
      setPp(s0, pp);
      let cands: string[] = [];
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
        if (d.kind === 'chooseCards') { cands = d.candidates!.map((c) => x.cards[c]!.cardId); return pick(x, d.candidates![0]!); }
        return null;
      });
      return [names(s, 'field', 1), names(s, 'banished', 1), stackOf(s, shard), counters(s, 0).pp, cands];
    };
    expect(run(5)).toEqual([['SD02-020'], ['SD03-003'], 'gone', 0, []]); // the only candidate is taken without a question
    expect(run(4)).toEqual([['SD03-003', 'SD02-020'], [], 1, 3, []]);
  });

  covers(['CP03-098'], 'compiled6: CP03-098 アビス・フリーザー: Fanfare discard a シャドウパラディン card: a シャドウパラディン follower from your cemetery into your hand (a non-シャドウパラディン card cannot pay: nothing)', () => {
    const run = (discard: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP03-098', discard], cemetery: ['CP03-084', 'SD05-003'] });
      let cands: string[] = [];
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        if (d.kind === 'chooseCards') { cands = d.candidates!.map((c) => x.cards[c]!.cardId).sort(); return pick(x, ids.cemetery![0]!); }
        return null;
      });
      return [names(s, 'hand', 0).includes('CP03-084'), names(s, 'cemetery', 0).sort(), cands]; // a moved card gets a new instance id
    };
    // the discarded ブラスター・ダーク is in the cemetery by then: a candidate too
    expect(run('CP03-086')).toEqual([true, ['CP03-086', 'SD05-003'], ['CP03-084', 'CP03-086']]);
    expect(run('SD05-003')).toEqual([false, ['CP03-084', 'SD05-003'], []]);
  });

  covers(['CP03-095'], 'compiled6: CP03-095 ブラスター・ジャベリン: 【突進】; Fanfare discard a ヴァンガード card: a 『ファントム・ブラスター・ドラゴン』 or 『ブラスター・ダーク』 from your deck into your hand (another ヴァンガード card of the deck: not a candidate; a non-ヴァンガード card cannot pay)', () => {
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

  covers(['BP10-038'], 'compiled6: BP10-038 《愚者》・リンクル (evolved): when you play an アルカナ spell, 3 damage to an enemy follower (a non-アルカナ spell: none)', () => {
    const run = (spell: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP10-038'], hand: [spell], oppField: ['SD02-020'] });
      const s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
      return [stats(s, ids.oppField![0]!), health(s, 1)];
    };
    expect(run('BP10-043')).toEqual([[4, 3], 18]); // 剥落の暴圧: 2 to the enemy leader, and the trigger: 3
    expect(run('SD03-005')).toEqual([[4, 6], 20]); // 知恵の光: not アルカナ
  });

  covers(['BP10-075'], 'compiled6: BP10-075 《恋人》・ミルティオ (evolved): 【進化時】 [コスト2]: destroy every enemy follower and set the enemy leader health to 6 (from 20 and from 3; 1 PP: nothing)', () => {
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

  covers(['BP11-057'], 'compiled6: BP11-057 燎火のレンチスミス: Fanfare a 『従順な駿馬』 onto your field; during your turn, when another 荒野 card enters your field, 1 damage to an enemy follower (the 駿馬 triggers it; a non-荒野 follower: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP11-057', 'SD04-003'], oppField: ['SD02-020'] });
    let s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect([namesOf(s, 'field', 0).sort(), stats(s, ids.oppField![0]!)]).toEqual([['従順な駿馬', '燎火のレンチスミス'], [4, 5]]);
    s = settle(play(s, ids.hand![1]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 5]);
  });

  covers(['BP11-023'], 'compiled6: BP11-023 ラディカルガンスリンガー: Fanfare a 『従順な駿馬』 onto your field; [起動] engage it and 2 vehicle cards of your field: 2 damage to the enemy leader or an enemy follower (1 vehicle: not offered)', () => {
    const { s: p0, ids: h } = sc({ me: 'SD02', hand: ['BP11-023'] });
    expect(namesOf(play(p0, h.hand![0]!), 'field', 0).sort()).toEqual(['ラディカルガンスリンガー', '従順な駿馬']);
    const run = (vehicles: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP11-023'], oppField: ['SD02-020'], tokens: Array(vehicles).fill(['BP11-P31', 'field', 0]) });
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const leader = s0.zones['1:leader']!.cards[0]!;
      const s = settle(must(s0, acts[0]!).state, (x) => {
        const d = x.decision!;
        if (d.player !== 0 || d.kind !== 'chooseCards') return null;
        const v = legalPicks(x).find((c) => ids.tokens!.includes(c));
        return pick(x, v ?? leader);
      });
      return [health(s, 1), stats(s, ids.oppField![0]!), s.cards[ids.field![0]!]!.tapped, ids.tokens!.map((c) => s.cards[c]!.tapped)];
    };
    expect(run(1)).toBe('not offered');
    expect(run(2)).toEqual([18, [4, 6], true, [true, true]]);
  });

  covers(['BP10-065'], 'compiled6: BP10-065 瞬刃のドラゴニュート (evolved from BP10-064): 【進化時】 a 武装 follower of original cost 2 or less from your deck onto your field (a cost-3 武装 one: not a candidate), and a 『ドラゴウェポン』 onto your field', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP10-064'], hand: ['BP13-068', 'BP10-064'], evolve: ['BP10-065'] });
    toDeck(s0, ids.hand!);
    let cands: string[] = [];
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP10-065'), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.kind === 'chooseOption' && d.options!.includes('skip')) return choose(x, 'skip'); // 双剣の竜人's own Fanfare (SVE 12.4.3): not paid
      if (d.kind === 'chooseCards') { cands = d.candidates!.map((c) => x.cards[c]!.cardId); return pick(x, d.candidates![0]!); }
      return null;
    });
    expect(cands.every((c) => c === 'BP13-068')).toBe(true);
    expect(namesOf(s, 'field', 0).sort()).toEqual(['ドラゴウェポン', '双剣の竜人', '瞬刃のドラゴニュート'].sort());
  });

  covers(['BP15-048'], 'compiled6: BP15-048 絶尽の崇拝者 (evolved from BP15-047 at [コスト1]): 【進化時】 choose 1 — 【1】 2 damage to an enemy follower; 【2】 a follower with 『ライオ』 in its name from your deck into your hand', () => {
    const run = (mode: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP15-047'], hand: ['BP15-038'], evolve: ['BP15-048'], oppField: ['SD02-020'] });
      toDeck(s0, ids.hand!);
      const h = handCount(s0, 0);
      let s = evolveInto(s0, ids.field![0]!, 'BP15-048');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = settle(choose(s, s.decision!.options![mode]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
      return [stats(s, ids.oppField![0]!), names(s, 'hand', 0).filter((c) => c === 'BP15-038').length, handCount(s, 0) - h];
    };
    expect(run(0)).toEqual([[4, 4], 0, 0]);
    expect(run(1)).toEqual([[4, 6], 1, 1]);
  });

  covers(['BP13-105'], 'compiled6: BP13-105 サハクィエル＆イスラーフィール: 【守護】; Fanfare you may put a follower of original cost 6 or less from your hand onto your field (cost 7: not a candidate); it has 「at your end phase, return this to your hand」; [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP13-105', 'SD02-020', 'SD04-008'], evolve: ['BP13-106'] });
    let cands: string[] = [];
    let s = settle(play(s0, ids.hand![0]!), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.rule === 'SVE 12.8.2') return choose(x, 'stand');
      if (d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) { cands = d.candidates!.filter((c) => c !== ids.hand![0]!).map((c) => x.cards[c]!.cardId).sort(); return pick(x, ids.hand![1]!); }
      return null;
    });
    const me = onField(s, 0, 'BP13-105')[0]!;
    expect([cands.includes('SD04-008'), cands.includes('SD02-020'), names(s, 'field', 0).sort(), kw(s, me, 'sve.ward')]).toEqual([false, true, ['BP13-105', 'SD02-020'], true]);
    s = settle(endMain(s), (x) => {
      const d = x.decision!;
      return d.player === 0 && d.kind === 'chooseCards' ? must(x, { type: 'done', player: 0 }).state : null; // no end-phase 【守護】 engage (SVE 7.4.3)
    });
    expect([names(s, 'field', 0), names(s, 'hand', 0).includes('SD02-020')]).toEqual([['BP13-105'], true]);
    const { s: e, ids: f } = sc({ me: 'SD02', field: ['BP13-105'], evolve: ['BP13-106'] });
    setPp(e, 0);
    expect(evolveTargets(e, f.field![0]!)).toEqual([]);
    setPp(e, 1);
    expect(evolveTargets(e, f.field![0]!)).toEqual(['BP13-106']);
  });
}
