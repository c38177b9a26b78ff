/**
 * Card cases: 「下記からNつチョイスする」 (SVE 5.18; grammar/choices.ts): the options offered and chosen.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { apply } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';
import { activations, attack, choose, evolve, fillCemetery, handCount, health, pick, play, toDeckTop } from '../drivers.js';
import { act, byName, canPlay, chooseAll, type Covers, declineOptional, drive, faceUp, onField, putOntoField, withPp, evolveInto, fate, onlyHand, pickIf, pickOnly, playIt, playSettled, sc, setHealth, setPp, settle, settleChoices, settleInOrder, sorted, toBanished, toDeck, withPpMax } from './case-helpers.js';

export function registerChoicesCases(covers: Covers): void {
  covers(['BP05-044'], 'BP05-044 真実の宣告: choose 1 of 【1】 draw 2, 【2】 3 damage to the enemy leader, 【3】 3 damage to an enemy follower; with 2+ 魔法使い followers on your field up to 2 (1: only one)', () => {
    const run = (mages: number, picks: number[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP05-044'], field: Array(mages).fill('SD03-003'), oppField: ['SD03-001', 'SD04-003'], pp: 3 });
      let s = chooseAll(play(s0, ids.hand![0]!), picks);
      if (picks.includes(2)) {
        expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, ids.oppField![0]!);
      }
      expect(s.decision?.kind).toBe('sve.main');
      return [health(s, 1), stats(s, ids.oppField![0]!)[1]];
    };
    expect(run(1, [1])).toEqual([17, 6]);
    expect(run(2, [1, 2])).toEqual([17, 3]);
  });

  covers(['BP05-078'], 'BP05-078 欲望の翼: up to 2 of 【1】 a follower of yours gains 【突進】, 1 damage to your leader; 【2】 2 damage to an enemy follower, 1 to your leader; 【3】 1 to your leader, draw 1, discard 1', () => {
    const a = sc({ me: 'SD05', hand: ['BP05-078'], field: ['SD05-018', 'SD05-003'], oppField: ['SD05-020', 'SD05-003'], pp: 1 });
    let s = play(a.s, a.ids.hand![0]!);
    const picks = [0, 1];
    const asked: string[] = [];
    for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) {
      if (s.decision!.kind === 'chooseCards') {
        const enemy = s.decision!.candidates!.includes(a.ids.oppField![0]!);
        const lead = [leaderId(s, 0), leaderId(s, 1)];
        // 【2】 「相手の場のフォロワー1体」: only enemy followers; 【1】 「自分の場のフォロワー1体」: only mine
        if (enemy) expectOffered(s, a.ids.oppField!, [...a.ids.field!, ...lead], { rule: 'SVE 10.6.2.3' });
        else expectOffered(s, a.ids.field!, [...a.ids.oppField!, ...lead], { rule: 'SVE 10.6.2.3' });
        asked.push(enemy ? 'enemy' : 'mine');
        s = pick(s, enemy ? a.ids.oppField![0]! : a.ids.field![0]!);
      } else s = choose(s, picks.shift()!);
    }
    expect(picks).toEqual([]);
    expect(asked.sort()).toEqual(['enemy', 'mine']);
    expect([kw(s, a.ids.field![0]!, 'sve.rush'), stats(s, a.ids.oppField![0]!)[1], health(s, 0)]).toEqual([true, 4, 18]);
    const b = sc({ me: 'SD05', hand: ['BP05-078'], pp: 1 });
    const h = handCount(b.s, 0);
    s = play(b.s, b.ids.hand![0]!); // 【1】【2】 have no target here (5.18.3.1.2): 【3】 is the only legal option, no choice asked
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    expect([health(s, 0), handCount(s, 0) - h, names(s, 'cemetery', 0).length]).toEqual([19, -1, 2]); // −the spell +1 −1
  });

  covers(['BP12-087'], 'BP12-087 極炎のドラグーン・ローラ (evolved): 【進化時】 choose 【1】 damage to an enemy follower equal to your 機械 followers (itself + 1 = 2), or 【2】 it gains 【疾走】', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-086', 'BP17-077', 'SD06-003'], evolve: ['BP12-087'], oppField: ['SD06-017', 'SD04-003'], pp: 2 });
      let s = chooseAll(evolveInto(s0, ids.field![0]!, 'BP12-087'), [opt]);
      if (opt === 0) {
        expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, ids.oppField![0]!);
      } else expect(s.decision?.kind).not.toBe('chooseCards');
      return [stats(s, ids.oppField![0]!)[1], kw(s, ids.field![0]!, 'sve.storm')];
    };
    expect(run(0)).toEqual([4, false]);
    expect(run(1)).toEqual([6, true]);
  });

  covers(['BP02-021'], 'BP02-021 白銀の騎士・エミリア: Fanfare choose 【1】 a cost-3-or-less follower from your hand onto the field (cost 5: not a candidate) or 【2】 4 damage to an enemy follower', () => {
    const mk = () => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP02-021', 'SD02-003', 'SD02-020'], oppField: ['SD02-020'], pp: 4 });
      onlyHand(s0, ids.hand!);
      return { s: s0, ids };
    };
    const a = mk();
    let s = chooseAll(play(a.s, a.ids.hand![0]!), [0]);
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, a.ids.hand![1]!, [a.ids.hand![1]!]); // cost 3: yes; cost 5: no
    expect([names(s, 'field', 0).sort(), names(s, 'hand', 0)]).toEqual([['BP02-021', 'SD02-003'], ['SD02-020']]);
    const b = mk();
    s = chooseAll(play(b.s, b.ids.hand![0]!), [1]);
    if (s.decision?.kind === 'chooseCards') s = pick(s, b.ids.oppField![0]!);
    expect(stats(s, b.ids.oppField![0]!)).toEqual([4, 2]);
  });

  covers(['BP17-053'], 'BP17-053 霊薬のアルケミスト: Fanfare choose 1 — 【1】 your leader +5; 【2】 pay 2 PP: 5 damage to each enemy follower (1 PP left: 【2】 cannot be paid, nothing happens)', () => {
    const run = (pp: number, mode: 1 | 2) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP17-053'], oppField: ['SD03-001', 'SD03-003'] });
      setPp(s0, pp);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      const opts = s.decision!.options!;
      if (mode === 2 && opts.length < 2) return 'no mode 2';
      s = choose(s, opts[mode - 1]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, 'pay');
      return [health(s, 0), counters(s, 0).pp, stats(s, ids.oppField![0]!)[1], names(s, 'field', 1)];
    };
    expect(run(5, 1)).toEqual([25, 0, 6, ['SD03-001', 'SD03-003']]);
    expect(run(7, 2)).toEqual([20, 0, 1, ['SD03-001']]);
    // 【2】 may be chosen, but its cost (SVE 10.4.7.1) cannot be paid with 1 PP: nothing of 【2】 happens
    expect(run(6, 2)).toEqual([20, 1, 6, ['SD03-001', 'SD03-003']]);
  });

  // 「[クイック] 下記から1つチョイスする。【1】…2ダメージ。【2】手札の<clan>・カード1枚を捨てる：…3ダメージ。<extra>」 (SVE 10.4.7.1 costs of a mode)
  for (const [id, me, clan, other, extra] of [
    ['CSD03b-007', 'SD04', 'CSD03b-008', 'SD04-003', '1 damage to its leader'],
    ['CSD03a-007', 'SD02', 'CSD03a-010', 'SD02-002', 'your leader +2'],
    ['CP03-096', 'SD05', 'CP03-086', 'SD05-003', 'the top card of your deck to your cemetery'],
  ] as const) {
    covers([id], `${id}: [クイック] choose 1 — 【1】 2 damage to an enemy follower; 【2】 discard a clan card (a card of another group cannot pay): 3 damage and ${extra}`, () => {
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
      // issue #18 (SVE 10.6.2.3): each mode's 「相手の場のフォロワー1体」 — the enemy followers only (not your follower, no leader); exactly 1
      for (const mode of [1, 2]) {
        const b = sc({ me, hand: [id, clan], field: [other], oppField: ['SD02-020', 'SD02-002'] });
        onlyHand(b.s, b.ids.hand!);
        let t = play(b.s, b.ids.hand![0]!);
        t = choose(t, t.decision!.options![mode - 1]!);
        if (t.decision?.kind === 'chooseOption' && t.decision.player === 0 && t.decision.options!.includes('pay')) t = choose(t, 'pay');
        if (t.decision?.kind === 'chooseCards' && t.decision.player === 0 && t.decision.candidates!.includes(b.ids.hand![1]!)) t = pick(t, b.ids.hand![1]!);
        expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, leaderId(t, 0), leaderId(t, 1)]);
        expectUpTo(t, 1, { upTo: false });
      }
    });
  }

  covers(['BP12-106'], 'BP12-106 熾天使の剣: choose 1 — 【1】 destroy an enemy field card of original cost 2 or less (cost 3: not a candidate); 【2】 pay 2 PP: one of original cost 6 or less (cost 7: not; 1 PP left: nothing)', () => {
    const run = (mode: 1 | 2, pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP12-106'], field: ['SD04-007'], oppField: ['SD04-003', 'SD04-007', 'SD04-008', 'SD04-019', 'SD04-007'] });
      setPp(s0, pp);
      let s = play(s0, ids.hand![0]!);
      s = choose(s, s.decision!.options![mode - 1]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, 'pay');
      let asked = false;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
        const o = ids.oppField!;
        const notMine = [ids.field![0]!, leaderId(s, 0), leaderId(s, 1)]; // my own cost-2 follower and the leaders: never
        // 【1】 original cost 2 or less: the two ファイアーリザード (cost 2), not cost 3/5/7; 【2】 cost 6 or less: all but the cost-7 one
        if (mode === 1) expectOffered(s, [o[1]!, o[4]!], [o[0]!, o[2]!, o[3]!, ...notMine], { rule: 'SVE 10.6.2.3' });
        else expectOffered(s, [o[0]!, o[1]!, o[3]!, o[4]!], [o[2]!, ...notMine], { rule: 'SVE 10.6.2.3' });
        asked = true;
        s = pick(s, mode === 1 ? o[1]! : o[3]!);
      }
      return [asked, names(s, 'cemetery', 1), counters(s, 0).pp];
    };
    expect(run(1, 2)).toEqual([true, ['SD04-007'], 0]);
    expect(run(2, 4)).toEqual([true, ['SD04-019'], 0]);
    expect(run(2, 3)).toEqual([false, [], 1]);
  });

  covers(['BP12-110'], 'BP12-110 美食の伝道者: Fanfare your leader +3; Last Words choose 1 — 【1】 a コック follower of original cost 3 or less from your deck onto your field (cost 4: not a candidate); 【2】 draw 1', () => {
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

  covers(['BP17-103'], 'BP17-103 不器用な信頼: choose 1 — 【1】 2 damage to an enemy follower; 【2】 a follower whose name contains 『ムニャール』 from your cemetery onto your field (another follower: not a candidate)', () => {
    const run = (mode: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-103'], cemetery: ['BP07-100', 'SD06-003'], oppField: ['SD02-020'] });
      let s = playIt(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = must(s, { type: 'choose', player: 0, option: s.decision!.options![mode]! }).state;
      if (mode === 1 && s.decision?.kind === 'chooseCards') expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = settleInOrder(pickIf(pickIf(s, ids.oppField![0]!), ids.cemetery![0]!));
      return [stats(s, ids.oppField![0]!), names(s, 'field', 0)];
    };
    expect(run(0)).toEqual([[4, 4], []]);
    expect(run(1)).toEqual([[4, 6], ['BP07-100']]);
  });

  covers(['BP17-119'], 'BP17-119 アイアロンの残骸: Fanfare discard a 機械 card: draw 2, and with 3+ 機械 cards in your EX area recover 1 PP (2: not); [起動] engage, to the cemetery: choose 1 — a 機械 follower of yours +1 health, or your leader +1 health', () => {
    const fan = (ex: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP17-119', 'BP17-047'], ex: Array(ex).fill('BP17-047') });
      onlyHand(s0, ids.hand!);
      setPp(s0, 5);
      const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => {
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
      s = settleInOrder(pickIf(s, ids.field![1]!));
      return [stats(s, ids.field![1]!)[1]! - stats(s0, ids.field![1]!)[1]!, health(s, 0), names(s, 'cemetery', 0)];
    };
    expect(mode(0)).toEqual([1, 15, ['BP17-119']]);
    expect(mode(1)).toEqual([0, 16, ['BP17-119']]);
  });

  covers(['BP15-048'], 'BP15-048 絶尽の崇拝者 (evolved from BP15-047 at [コスト1]): 【進化時】 choose 1 — 【1】 2 damage to an enemy follower; 【2】 a follower with 『ライオ』 in its name from your deck into your hand', () => {
    const run = (mode: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP15-047', 'SD04-003'], hand: ['BP15-038'], evolve: ['BP15-048'], oppField: ['SD02-020', 'SD04-003'] });
      toDeck(s0, ids.hand!);
      const h = handCount(s0, 0);
      let s = evolveInto(s0, ids.field![0]!, 'BP15-048');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, s.decision!.options![mode]!);
      if (mode === 0) {
        expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, ids.oppField![0]!);
      }
      s = settle(s, (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
      return [stats(s, ids.oppField![0]!), names(s, 'hand', 0).filter((c) => c === 'BP15-038').length, handCount(s, 0) - h];
    };
    expect(run(0)).toEqual([[4, 4], 0, 0]);
    expect(run(1)).toEqual([[4, 6], 1, 1]);
  });

  covers(['BP08-064'], '正義のドラグーン (SVE 5.18 / 13.4.1 「【覚醒】状態なら、下記から1つチョイスする」): at max PP 7 you choose 1 option: 【1】 4 damage to 1 chosen enemy follower (a 3/4 is destroyed, the other untouched) or 【2】 2 damage to every enemy follower (3/4 → 3/2); at max PP 6 nothing happens; cost 3 (refused at 2 PP)', () => {
    const run1 = (maxPp: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP08-064'], field: ['SD04-003'], oppField: ['BP08-064', 'BP08-064'], pp: 3 });
      expect(canPlay(withPpMax(s0, 2, maxPp), ids.hand![0]!)).toBe(false);
      return { s: playSettled(withPpMax(s0, 3, maxPp), ids.hand![0]!), foes: ids.oppField!, mine: ids.field![0]! };
    };
    const six = run1(6);
    expect(six.s.decision?.kind).toBe('sve.main');
    expect(six.foes.map((f) => stats(six.s, f))).toEqual([[3, 4], [3, 4]]);
    const seven = run1(7);
    expect(seven.s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    // 【1】
    let one = settleChoices(choose(seven.s, 0));
    expect(one.decision?.kind).toBe('chooseCards');
    expectOffered(one, seven.foes, [seven.mine, zoneCards(one, 'field', 0).find((c) => c !== seven.mine)!, leaderId(one, 0), leaderId(one, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    one = settleChoices(pick(one, seven.foes[0]!));
    expect(zoneCards(one, 'field', 1)).toEqual([seven.foes[1]!]);
    expect(stats(one, seven.foes[1]!)).toEqual([3, 4]);
    // 【2】
    const two = settleChoices(choose(seven.s, 1));
    expect(seven.foes.map((f) => stats(two, f))).toEqual([[3, 2], [3, 2]]);
  });

  covers(['BP04-007'], 'オシャレ女王・ネルシャ (SVE 5.18 / 13.2.1 「[起動]これを[アクト]：【コンボ_3】下記から1つチョイスする」): with 3 cards played this turn, 【1】 another follower of yours +2/+2 or 【2】 an enemy follower -2/-2; with 2 played, engaging does nothing; the ability engages it (not usable while engaged)', () => {
    const run1 = (played: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP04-007', 'BP08-064'], oppField: ['BP08-064'], pp: 2 });
      const s = structuredClone(s0);
      Object.assign(s.players[0]!.flags, { played, playedTurn: s.turn.number });
      const act = activations(s, ids.field![0]!);
      expect(act.length).toBe(1);
      return { s: settleChoices(must(s, act[0]!).state), me: ids.field![0]!, ally: ids.field![1]!, foe: ids.oppField![0]! };
    };
    const two = run1(2);
    expect(two.s.decision?.kind).toBe('sve.main');
    expect(two.s.cards[two.me]!.tapped).toBe(true);
    expect([stats(two.s, two.ally), stats(two.s, two.foe)]).toEqual([[3, 4], [3, 4]]);
    expect(activations(two.s, two.me)).toEqual([]);
    const three = run1(3);
    expect(three.s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    let one = choose(three.s, 0);
    if (one.decision?.kind === 'chooseCards') {
      expect(one.decision.candidates).not.toContain(three.me);
      one = pick(one, three.ally);
    }
    one = settleChoices(one);
    expect([stats(one, three.ally), stats(one, three.me), stats(one, three.foe)]).toEqual([[5, 6], [2, 3], [3, 4]]);
    let other = choose(three.s, 1);
    if (other.decision?.kind === 'chooseCards') other = pick(other, three.foe);
    other = settleChoices(other);
    expect([stats(other, three.foe), stats(other, three.ally)]).toEqual([[1, 2], [3, 4]]);
  });

  covers(['CP03-044'], 'CP03-044 ナイトメアドール ありす (evolved CP03-043) 【進化時】 (SVE 5.18, 10.4.7): 【1】 a ペイルムーン follower of original cost 2 or less from your 消滅領域 to the field; 【2】[コスト4] any ペイルムーン follower from it (3 PP left: cannot pay); 【ツインドライブ】', () => {
    // banished: ダークメタル・バイコーン (1), パープル・トラピージスト (2), 星空の旋律使い ファラ (3) — ペイルムーン; ニンジャエッグ (1) — not
    const go = (pp: number) => {
      const { s: s0, ids } = scene({ field: ['CP03-043'], evolve: ['CP03-044'], cemetery: ['CP03-052', 'CP03-045', 'CP03-050', 'SD02-007'], pp });
      toBanished(s0, ids.cemetery!);
      return { s: evolve(s0, ids.field![0]!), ids };
    };
    const a = go(1);
    let s = a.s;
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![s.decision!.labels!.indexOf('【1】')]!);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.ids.cemetery!.slice(0, 2))); // cost 3 (2 + 1) and the non-ペイルムーン: no
    s = declineOptional(pick(s, a.ids.cemetery![1]!));
    expect([names(s, 'field', 0), kw(s, a.ids.field![0]!, 'sve.twinDrive')]).toEqual([['CP03-044', 'CP03-045'], true]);
    const b = go(5); // 1 for the evolve, 4 for 【2】
    s = choose(b.s, b.s.decision!.options![b.s.decision!.labels!.indexOf('【2】')]!);
    s = choose(s, 'pay');
    expect(sorted(s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 3)));
    s = declineOptional(pick(s, b.ids.cemetery![2]!));
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['CP03-044', 'CP03-050'], 0]);
    const c = go(4); // 3 left after the evolve: 【2】's cost cannot be paid
    s = c.s;
    if (s.decision?.kind === 'chooseOption' && s.decision.labels!.includes('【2】')) {
      s = choose(s, s.decision.options![s.decision.labels!.indexOf('【2】')]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay')) s = choose(s, s.decision.options!.includes('skip') ? 'skip' : 'pay');
    }
    s = declineOptional(s);
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['CP03-044'], 3]);
  });

  covers(['BP12-P24'], 'Token spell カーバンクルの煌めき: choose 1 — 【1】 return a follower on the field to its hand (a token leaves the game, 5.5.2.1), 【2】 leader +4, 【3】 draw 2', () => {
    const run = (option: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', oppField: ['SD01-017'], evolve: ['BP12-P24', 'SD01-T01'], tokens: [['BP12-P24', 'exArea', 0], ['SD01-T01', 'field', 1]], pp: 2 });
      let s = play(s0, ids.tokens![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1, 2] });
      s = choose(s, option);
      return { s, s0, ids };
    };
    const r1 = run(0);
    expect([...r1.s.decision!.candidates!].sort()).toEqual([r1.ids.oppField![0]!, r1.ids.tokens![1]!].sort());
    const before = handCount(r1.s, 1);
    let s = pick(r1.s, r1.ids.oppField![0]!);
    expect([names(s, 'field', 1), handCount(s, 1) - before, s.zones['1:hand']!.cards.some((id) => s.cards[id]!.cardId === 'SD01-017')]).toEqual([['SD01-T01'], 1, true]);
    const r2 = apply(run(0).s, { type: 'pick', player: 0, card: r1.ids.tokens![1]! });
    // the token goes to its owner's hand and is erased there (9.1.4.1, 9.1.4.4)
    expect([names(r2.state, 'field', 1), names(r2.state, 'hand', 1).includes('SD01-T01'), fate(r2.events, r1.ids.tokens![1]!)]).toEqual([['SD01-017'], false, { moves: ['1:hand'], erased: true }]);
    expect(health(run(1).s, 0)).toBe(24);
    const r3 = run(2);
    expect(handCount(r3.s, 0)).toBe(handCount(r3.s0, 0) + 2);
  });

  covers(['BP13-P30'], 'Token spell フェイタルバーン: choose 1 — 【1】 4 damage to an enemy follower; 【2】 choose 2 enemy followers: 4 damage to them only with 15+ 学院 cards in your cemetery', () => {
    const run = (option: number, academy: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['SD04-003'], oppField: ['SD04-001', 'SD03-001'], evolve: ['BP13-P30'], tokens: [['BP13-P30', 'exArea', 0]], pp: 1 });
      fillCemetery(s0, 0, academy, 'BP13-P30');
      let s = choose(play(s0, ids.tokens![0]!), option);
      if (option === 0) {
        expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, ids.oppField![0]!);
      }
      else expect(s.decision?.kind).toBe('sve.main'); // exactly 2 enemy followers: both are chosen by themselves
      return [stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1]];
    };
    expect(run(0, 0)).toEqual([4, 6]);
    expect(run(1, 14)).toEqual([8, 6]);
    expect(run(1, 15)).toEqual([4, 2]);
  });

  covers(['BP15-117'], 'BP15-117 荒天の雷神 (cost 7, 5/5): Fanfare up to 2 of 【1】 destroy a chosen enemy amulet (the enemy amulets offered, not a follower), 【2】 3 damage to every enemy follower, 【3】 it gains 【疾走】, 【4】 draw 2 (【1】+【3】: amulet gone, 【疾走】; 【2】+【4】: 3 damage each, +2 cards; a third option is not asked); 6 PP: refused', () => {
    const mk = () => sc({ me: 'SD02', hand: ['BP15-117'], oppField: ['SD01-002', 'SD01-002', 'SD04-017', 'SD04-003'], opp: 'SD01', pp: 7 });
    expect(canPlay(withPp(mk().s, 6), mk().ids.hand![0]!)).toBe(false);
    {
      const { s: s0, ids } = mk();
      let s = chooseAll(play(s0, ids.hand![0]!), [0, 2]);
      expectOffered(s, ids.oppField!.slice(0, 2), ids.oppField!.slice(2));
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP15-117')[0]!;
      expect([s.decision?.kind, stats(s, me), kw(s, me, 'sve.storm'), names(s, 'field', 1), stats(s, ids.oppField![2]!)]).toEqual(['sve.main', [5, 5], true, ['SD01-002', 'SD04-017', 'SD04-003'], [3, 4]]);
    }
    {
      const { s: s0, ids } = mk();
      const hand = handCount(s0, 0);
      const s = settleChoices(chooseAll(play(s0, ids.hand![0]!), [1, 3]));
      const me = onField(s, 0, 'BP15-117')[0]!;
      expect([s.decision?.kind, kw(s, me, 'sve.storm'), names(s, 'field', 1), stats(s, ids.oppField![2]!), handCount(s, 0) - hand]).toEqual(['sve.main', false, ['SD01-002', 'SD01-002', 'SD04-017'], [3, 1], 1]); // 3/3 destroyed; −1 played +2
    }
  });

  covers(['BP16-078'], 'BP16-078 ゴールドラッシュゴースト (cost 2, 2/2, 【疾走】): Fanfare choose 1 of 【1】 a 『魔導装甲車』 onto your field and your leader +1, 【2】 the top 2 cards of your deck into your cemetery; up to 2 instead when it came onto the field from the cemetery (played: one, no second asked; from the cemetery: both); at the opponent\'s end phase it goes to your cemetery; 1 PP: refused', () => {
    const mk = () => {
      const r = sc({ me: 'SD05', hand: ['BP16-078'], cemetery: ['BP16-078'], pp: 2 });
      setHealth(r.s, 0, 15);
      return r;
    };
    expect(canPlay(withPp(mk().s, 1), mk().ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk();
    const played = settleChoices(chooseAll(play(s0, ids.hand![0]!), [0]));
    const me = onField(played, 0, 'BP16-078')[0]!;
    expect([played.decision?.kind, stats(played, me), kw(played, me, 'sve.storm'), names(played, 'field', 0).sort(), health(played, 0), names(played, 'cemetery', 0)]).toEqual(['sve.main', [2, 2], true, ['BP16-078', 'BP16-T22'].sort(), 16, ['BP16-078']]);
    const b = mk();
    const put = settleChoices(chooseAll(putOntoField(b.s, b.ids.cemetery![0]!), [0, 1]));
    expect([names(put, 'field', 0).sort(), health(put, 0), names(put, 'cemetery', 0).length]).toEqual([['BP16-078', 'BP16-T22'].sort(), 16, 2]);
    // the opponent's end phase: to the cemetery (still on the field during their turn)
    const opp = nextTurn(played);
    expect(onField(opp, 0, 'BP16-078').length).toBe(1);
    const back = nextTurn(opp);
    expect([onField(back, 0, 'BP16-078').length, names(back, 'cemetery', 0).filter((x) => x === 'BP16-078').length]).toEqual([0, 2]);
  });

  covers(['CP03-125'], 'CP03-125 交錯する力 (cost 3 spell): choose 1 of 【1】 4 damage to a chosen enemy follower, 【2】 a follower of your cemetery to your hand, 【3】 your leader +4; up to 3 instead with 3 face-up 『ドライブポイント』 in your evolve deck (3: all three; 2: one only); 2 PP: refused', () => {
    for (const up of [3, 2]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP03-125'], cemetery: ['SD02-002', 'SD02-005', 'SD03-005'], field: ['SD02-003'], evolve: ['CP03-127', 'CP03-127', 'CP03-127'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 3 });
      faceUp(s0, Array(up).fill('CP03-127'));
      setHealth(s0, 0, 10);
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      s = choose(s, 0);
      if (up === 3) s = chooseAll(s, [1, 2]);
      expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
      s = pick(s, ids.oppField![0]!);
      if (up === 3) {
        expectOffered(s, ids.cemetery!.slice(0, 2), [ids.cemetery![2]!, ids.field![0]!]); // a follower of your cemetery (not the spell there)
        s = pick(s, ids.cemetery![0]!);
      }
      s = settleChoices(s);
      expect([s.decision?.kind, stats(s, ids.oppField![0]!), health(s, 0), names(s, 'hand', 0).includes('SD02-002')]).toEqual(['sve.main', [7, 4], up === 3 ? 14 : 10, up === 3]);
    }
  });

  covers(['BP12-007'], 'BP12-007 重なり合う決意 (cost 1 spell): choose 1 of 【1】 put a 自然 card of your field into your EX area: 3 damage to a chosen enemy follower (paid: 3/4 → 3/1; the 自然 follower offered, not a non-自然 one; none: not offered), 【2】 two 『フェアリー』 (1/1) onto your field; 0 PP: refused', () => {
    const mk = (nature: boolean) => sc({ me: 'SD01', hand: ['BP12-007'], field: nature ? ['BP17-031', 'BP17-009', 'SD01-017'] : ['SD01-017'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    expect(canPlay(withPp(mk(true).s, 0), mk(true).ids.hand![0]!)).toBe(false);
    {
      const { s: s0, ids } = mk(true);
      let s = choose(play(s0, ids.hand![0]!), 0);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, 'pay');
      expectOffered(s, ids.field!.slice(0, 2), [ids.field![2]!]);
      s = pick(s, ids.field![0]!);
      expectOffered(s, ids.oppField!, [ids.field![1]!, leaderId(s, 1)]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([names(s, 'exArea', 0), stats(s, ids.oppField![0]!), names(s, 'field', 0)]).toEqual([['BP17-031'], [3, 1], ['BP17-009', 'SD01-017']]);
    }
    {
      const { s: s0, ids } = mk(false);
      const s = settleChoices(drive(choose(play(s0, ids.hand![0]!), 0)));
      expect([names(s, 'exArea', 0), stats(s, ids.oppField![0]!), names(s, 'field', 0)]).toEqual([[], [3, 4], ['SD01-017']]); // nothing to pay with: no damage
    }
    {
      const { s: s0, ids } = mk(true);
      const s = settleChoices(choose(play(s0, ids.hand![0]!), 1));
      const fairies = onField(s, 0, 'PR-108');
      expect([fairies.length, fairies.map((x) => stats(s, x)), s.players[0]!.counters.pp]).toEqual([2, [[1, 1], [1, 1]], 0]);
    }
  });

  covers(['BP17-025'], 'BP17-025 陽だまりの邂逅 (cost 3 spell): choose 【1】 a 自然 follower of original cost 3 or less from your deck onto your field (the cost-2 one offered; the cost-6 自然 one and a non-自然 one not), or 【2】 [コスト3]: one of original cost 6 or less (both 自然 ones offered; 6 PP: paid; 5 PP: not paid, nothing comes); 2 PP: refused', () => {
    const mk = (pp: number) => {
      const r = sc({ me: 'SD02', hand: ['BP17-025'], cemetery: ['BP17-031', 'BP17-069', 'SD04-003'], pp });
      toDeckTop(r.s, r.ids.cemetery!);
      return r;
    };
    expect(canPlay(withPp(mk(3).s, 2), mk(3).ids.hand![0]!)).toBe(false);
    {
      const { s: s0, ids } = mk(3);
      let s = choose(play(s0, ids.hand![0]!), 0);
      expectOffered(s, [ids.cemetery![0]!], ids.cemetery!.slice(1));
      s = settleChoices(declineOptional(pick(s, ids.cemetery![0]!))); // its own Fanfare's optional part: declined
      expect([onField(s, 0, 'BP17-031').length, onField(s, 0, 'BP17-069').length, s.players[0]!.counters.pp]).toEqual([1, 0, 0]);
    }
    for (const pp of [6, 5]) {
      const { s: s0, ids } = mk(pp);
      let s = choose(play(s0, ids.hand![0]!), 1);
      if (s.decision?.kind === 'chooseOption' && (s.decision.options ?? []).includes('pay' as never)) s = choose(s, 'pay');
      if (pp >= 6) {
        expectOffered(s, ids.cemetery!.slice(0, 2), [ids.cemetery![2]!]);
        s = pick(s, ids.cemetery![1]!);
      }
      s = settleChoices(declineOptional(s));
      expect([onField(s, 0, 'BP17-069').length, s.players[0]!.counters.pp]).toEqual(pp >= 6 ? [1, 0] : [0, 2]);
    }
  });

  covers(['BP17-080'], 'BP17-080 鋼鉄の希望 (cost 1 spell): choose 【1】 a 機械 follower from your deck to your hand (the 機械 followers offered, not a non-機械 one), or 【2】 [コスト6]: 機械 followers of original cost 4 or less, 3 or less and 2 or less from your deck onto your field (7 PP: three come, a cost-5 機械 follower never offered; 6 PP: not paid, none); 0 PP: refused', () => {
    const mk = (pp: number) => {
      const r = sc({ me: 'SD02', hand: ['BP17-080'], cemetery: ['BP17-043', 'BP17-077', 'BP17-077', 'BP14-105', 'SD04-003'], pp });
      toDeckTop(r.s, r.ids.cemetery!);
      return r;
    };
    expect(canPlay(withPp(mk(1).s, 0), mk(1).ids.hand![0]!)).toBe(false);
    {
      const { s: s0, ids } = mk(1);
      let s = choose(play(s0, ids.hand![0]!), 0);
      expectOffered(s, ids.cemetery!.slice(0, 4), [ids.cemetery![4]!]);
      s = settleChoices(pick(s, ids.cemetery![3]!));
      expect([names(s, 'hand', 0).includes('BP14-105'), s.players[0]!.counters.pp]).toEqual([true, 0]);
    }
    for (const pp of [7, 6]) {
      const { s: s0, ids } = mk(pp);
      let s = choose(play(s0, ids.hand![0]!), 1);
      if (s.decision?.kind === 'chooseOption' && (s.decision.options ?? []).includes('pay' as never)) s = choose(s, 'pay');
      if (pp >= 7) {
        expectOffered(s, ids.cemetery!.slice(0, 3), ids.cemetery!.slice(3)); // cost 4 or less: not the cost-5 one
        s = pick(s, ids.cemetery![0]!);
        // the deck is shuffled after each search (5.8): find the cards again by catalog id
        const inDeck = (x: typeof s, id: string) => zoneCards(x, 'deck', 0).filter((c) => x.cards[c]!.cardId === id);
        expectOffered(s, inDeck(s, 'BP17-077'), [...inDeck(s, 'BP14-105'), ...inDeck(s, 'SD04-003')]); // cost 3 or less
        s = pick(s, inDeck(s, 'BP17-077')[0]!);
        if (s.decision?.kind === 'chooseCards') s = pick(s, inDeck(s, 'BP17-077')[0]!); // cost 2 or less: the last one
      }
      s = settleChoices(declineOptional(s));
      expect([names(s, 'field', 0).sort(), s.players[0]!.counters.pp]).toEqual(pp >= 7 ? [['BP17-043', 'BP17-077', 'BP17-077'], 0] : [[], 5]);
    }
  });

  covers(['CP01-021'], 'CP01-021 検証、開始 (spell cost 1; 0 PP refused): choose 【1】 look at the top 2, a ウマ娘 card may be revealed into your hand (offered: the ウマ娘 card, not the other), the rest to the bottom; or 【2】 a BNW follower of your cemetery (offered: the BNW followers; not a non-BNW ウマ娘 follower, a BNW spell nor the enemy cemetery) into your hand', () => {
    // 【1】
    const a = sc({ me: 'SD02', hand: ['CP01-021', 'CP01-013', 'SD02-007'], cemetery: ['CP01-023'], pp: 1 }); // a BNW follower there: 【2】 choosable too (5.18)
    const top = a.ids.hand!.slice(1);
    toDeckTop(a.s, top);
    expect(canPlay(withPp(a.s, 0), a.ids.hand![0]!)).toBe(false);
    let s = play(a.s, a.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, options: [0, 1] });
    s = choose(s, 0);
    expectOffered(s, [top[0]!], [top[1]!]);
    s = settleInOrder(pick(s, top[0]!));
    expect([names(s, 'hand', 0).includes('CP01-013'), names(s, 'deck', 0).slice(-1), counters(s, 0).pp, names(s, 'cemetery', 0)]).toEqual([true, ['SD02-007'], 0, ['CP01-023', 'CP01-021']]);
    // 【2】
    const b = sc({ me: 'SD02', hand: ['CP01-021'], cemetery: ['CP01-023', 'CP01-017', 'CP01-013', 'CSD01-009'], oppCemetery: ['CSD01-016'], pp: 1 });
    let t = choose(play(b.s, b.ids.hand![0]!), 1);
    const [taishin, ticket, urara, spell] = b.ids.cemetery!;
    expectOffered(t, [taishin!, ticket!], [urara!, spell!, b.ids.oppCemetery![0]!]);
    expectUpTo(t, 1, { upTo: false });
    t = settleInOrder(chooseTargets(t, [ticket!]));
    expect([names(t, 'hand', 0).includes('CP01-017'), names(t, 'cemetery', 0).sort()]).toEqual([true, ['CP01-013', 'CP01-021', 'CP01-023', 'CSD01-009']]);
  });

  covers(['BP02-088'], 'BP02-088 ネクロカーニバル (spell cost 3; 2 PP refused): choose 1 — 【1】 a follower of cost 2 or less of your cemetery onto the field (offered: the two cost-2 followers; not a cost-3 follower, a spell nor the enemy cemetery), 【2】 two 『ゴースト』 (1/1); 【ネクロチャージ_10】 up to 2 instead (10 cards in your cemetery: both, or 【1】 alone with done; 9: one only, no second choice)', () => {
    for (const cards of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP02-088'], cemetery: ['SD05-017', 'SD05-008', 'SD05-003', 'SD05-014'], oppCemetery: ['SD05-017'], pp: 3 });
      fillCemetery(s0, 0, cards - 4, 'SD05-003');
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, options: [0, 1] });
      s = choose(s, 0);
      if (cards >= 10) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, options: [1, 'done'] });
        s = choose(s, 1);
      }
      const [fighter, spartoi, necro, spell] = ids.cemetery!;
      const threes = zoneCards(s, 'cemetery', 0).filter((c) => s.cards[c]!.cardId === 'SD05-003');
      expectOffered(s, [fighter!, spartoi!], [necro!, spell!, ids.oppCemetery![0]!, ...threes]);
      expectUpTo(s, 1, { upTo: false });
      s = settleInOrder(chooseTargets(s, [fighter!]));
      const ghosts = byName(s, 'field', 0, 'ゴースト');
      expect([names(s, 'field', 0).includes('SD05-017'), ghosts.length, ghosts.map((g) => stats(s, g)), counters(s, 0).pp]).toEqual([true, cards >= 10 ? 2 : 0, cards >= 10 ? [[1, 1], [1, 1]] : [], 0]);
    }
    const b = sc({ me: 'SD05', hand: ['BP02-088'], cemetery: ['SD05-017', 'SD05-008'], pp: 3 });
    const g = settleInOrder(choose(play(b.s, b.ids.hand![0]!), 1));
    expect([byName(g, 'field', 0, 'ゴースト').length, names(g, 'field', 0).includes('SD05-017')]).toEqual([2, false]);
  });
}
