/**
 * Card cases: Continuous abilities (SVE 10.3; grammar/continuous.ts): keyword grants, damage modifiers and caps, cost changes, names.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type CatalogCard, createCard, type GameState, legalActions, makeCtx, matchesFilter, run, vocabularyFor, zoneKey } from '../../../../engine/src/index.js';
import { advance, arrange, BY_ID, counters, ctxOf, kw, leaderId, must, names, nextTurn, readerFor, scene, stats, zoneCards } from '../engine-helpers.js';
import { choosable } from '../../src/abilities/vocabulary.js';
import { definition, engineFacts } from '../../src/index.js';
import { attackTargets } from '../../src/keywords/combat.js';
import { dealDamageHook } from '../../src/rules/damage.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';
import { byAbility, canAttack, canPlay, type Covers, damage, declineOptional, endMain, endTurn, evolvable, evolveInto, evolves, evolveTargets, firstOnField, forceDice, isReroll, leader, mend, namesOf, on, onField, onlyHand, PC, pcDragon, pcGameAs, pickIf, playIt, plays, raisePp, resolveTriggersAndWard, rite, sc, setPp, settle, settleChoices, settleInOrder, settlePaying, stand, toDeck, toMyNextMain, X } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo, offField } from './offered.js';

/** Whether the opponent's abilities can choose a card of player 0's field (【オーラ】 12.15.2). */
const opponentCanChoose = (s: GameState, id: string) =>
  choosable(readerFor(s), { zone: 'field', side: 'opponent', filter: { type: 'フォロワー' } }, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }).includes(id);

/** A card of player 0 made in a zone after setup (outside the deck, so a title deck keeps its basis). */
function put(s0: GameState, cardId: string, zone: string): { s: GameState; id: string } {
  const ctx = makeCtx(s0, definition, vocabularyFor(definition));
  if (!ctx.state.catalog[cardId]) ctx.state.catalog = { ...ctx.state.catalog, [cardId]: engineFacts(BY_ID.get(cardId)! as unknown as CatalogCard) };
  const id = createCard(ctx, { cardId, owner: 0, zone: zoneKey(zone, 0), token: false, silent: true });
  if (zone === 'field') ctx.state.cards[id]!.flags.since = 0;
  return { s: ctx.state, id };
}

/** Answers the choices of the evolve triggers: the enemy follower when it is a candidate, else the only candidate. */
const answer = (s0: GameState, enemy: string): GameState => {
  let s = settleChoices(s0);
  for (let i = 0; i < 6 && s.decision?.kind === 'chooseCards'; i++) s = settleChoices(pick(s, s.decision.candidates!.includes(enemy) ? enemy : s.decision.candidates![0]!));
  return s;
};

/** Player 0's field: an evolved 透京 card (a state edit standing for the evolved follower, 5.16.1.2) and two SD04 followers to evolve. */
const evolvedScene = (evo: string, oppField: string[] = ['SD04-001']) => {
  const { s, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009', 'SD04-003', 'SD04-017'], evolve: [evo], oppField, pp: 10 });
  s.cards[ids.field![0]!]!.cardId = evo;
  return { s, me: ids.field![0]!, a: ids.field![1]!, b: ids.field![2]!, enemy: ids.oppField![0]! };
};

export function registerContinuousCases(covers: Covers): void {
  covers(['BP06-054'], 'BP06-054 覇道の龍人・ガリュウ: your other [ドラゴン] followers have 【守護】 while it is there (a neutral one does not); Fanfare draw 1', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP06-054'], field: ['SD04-003', 'BP01-173'] });
    expect([kw(s0, ids.field![0]!, 'sve.ward'), kw(s0, ids.field![1]!, 'sve.ward')]).toEqual([false, false]);
    const h = handCount(s0, 0);
    const s = play(s0, ids.hand![0]!);
    expect(handCount(s, 0)).toBe(h);
    expect([kw(s, ids.field![0]!, 'sve.ward'), kw(s, ids.field![1]!, 'sve.ward'), kw(s, onField(s, 0, 'BP06-054')[0]!, 'sve.ward')]).toEqual([true, false, false]);
  });

  covers(['BP07-021'], 'BP07-021 妖刀の鬼・ツバキ: Fanfare with 5+ [ロイヤル] followers in your cemetery destroy an enemy follower (4: nothing); 【疾走】 while 10+ (9: not)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP07-021'], field: ['SD04-003'], oppField: ['SD02-020', 'SD02-002'] });
      fillCemetery(s0, 0, n, 'SD02-002');
      let s = play(s0, ids.hand![0]!);
      if (n >= 5) {
        // 「…5枚以上なら、相手の場のフォロワー1体を選ぶ」: the enemy followers offered, not this, my follower or a leader
        expectOffered(s, ids.oppField!, [onField(s, 0, 'BP07-021')[0]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = chooseTargets(s, [ids.oppField![0]!]);
      } else expect(s.decision?.kind).not.toBe('chooseCards'); // 4: no choice at all
      return [names(s, 'field', 1).length, kw(s, onField(s, 0, 'BP07-021')[0]!, 'sve.storm')];
    };
    expect([run(4), run(5), run(9), run(10)]).toEqual([[2, false], [1, false], [1, false], [1, true]]);
  });

  covers(['BP06-064'], 'BP06-064 氷上の竜戦士: it may attack ignoring 【守護】 (the unevolved card is held to the engaged Ward follower)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP06-063'], evolve: ['BP06-064'], oppField: ['SD04-006', 'SD04-001'], oppEngaged: [0, 1] });
    const ward = ids.oppField![0]!;
    expect(attackTargets(readerFor(s0), ids.field![0]!, 0)).toEqual([ward]);
    const s = evolveInto(s0, ids.field![0]!, 'BP06-064');
    expect(attackTargets(readerFor(s), ids.field![0]!, 0).sort()).toEqual([leaderId(s, 1), ...ids.oppField!].sort());
  });

  covers(['BP15-042'], 'BP15-042 貴人: 【守護】; Fanfare 5 damage to the enemy leader and every enemy follower; it takes no ability damage', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP15-042', 'SD04-016'], field: ['SD03-003'], oppField: ['SD03-001', 'SD03-017'] });
    let s = stand(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP15-042')[0]!;
    expect(kw(s, me, 'sve.ward')).toBe(true);
    expect([health(s, 1), stats(s, ids.oppField![0]!), names(s, 'field', 1)]).toEqual([15, [5, 1], ['SD03-001']]);
    s.players[0]!.counters.pp = 3;
    s = play(s, ids.hand![1]!); // 竜の翼 (max PP 10 = 【覚醒】): 3 damage to every follower
    expect([stats(s, me), names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[5, 5], ['BP15-042'], []]);
  });

  covers(['BP12-025', 'BP12-026'], 'BP12-025/026 黄昏の刃・ナノ: 【必殺】; 【指定攻撃】 while 『スカイセイバー・リーシャ』 is on your field (evolved too); [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP12-025'], evolve: ['BP12-026'], pp: 1 });
    const nano = ids.field![0]!;
    expect([kw(s0, nano, 'sve.bane'), kw(s0, nano, 'sve.assail')]).toEqual([true, false]);
    let s = evolveInto(s0, nano, 'BP12-026');
    expect([s.cards[nano]!.cardId, kw(s, nano, 'sve.bane'), kw(s, nano, 'sve.assail'), counters(s, 0).pp]).toEqual(['BP12-026', true, false, 0]);
    const b = sc({ me: 'SD02', field: ['BP12-025', 'BP12-020'], evolve: ['BP12-026'], pp: 1 });
    expect(kw(b.s, b.ids.field![0]!, 'sve.assail')).toBe(true);
    s = evolveInto(b.s, b.ids.field![0]!, 'BP12-026');
    if (s.decision?.kind === 'chooseOption') s = choose(s, s.decision.options![1]!); // リーシャ's own trigger (not under test)
    expect(kw(s, b.ids.field![0]!, 'sve.assail')).toBe(true);
  });

  covers(['BP18-072'], 'BP18-072 電爪の帰宅部員: 【指定攻撃】 while another 武闘竜人 follower is on your field; at your end phase it returns to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP18-071', 'BP11-055'], evolve: ['BP18-072'], pp: 3 });
    let s = evolveInto(s0, ids.field![0]!, 'BP18-072');
    expect(kw(s, ids.field![0]!, 'sve.assail')).toBe(true);
    const alone = sc({ me: 'SD04', field: ['BP18-071'], evolve: ['BP18-072'], pp: 3 });
    expect(kw(evolveInto(alone.s, alone.ids.field![0]!, 'BP18-072'), alone.ids.field![0]!, 'sve.assail')).toBe(false);
    s = endMain(s);
    expect(names(s, 'field', 0)).toEqual(['BP11-055']);
    expect(names(s, 'hand', 0)).toContain('BP18-071');
  });

  covers(['BP04-006'], 'BP04-006 キングエレファント: 【疾走】; attacks ignoring 【守護】; 【進化時】 +X/+X, X = cards in your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP04-005'], evolve: ['BP04-006'], oppField: ['SD01-001', 'SD01-008'], oppEngaged: [0, 1] });
    const h = handCount(s0, 0);
    const s = evolveInto(s0, ids.field![0]!, 'BP04-006');
    expect(stats(s, ids.field![0]!)).toEqual([1 + h, 1 + h]);
    expect(kw(s, ids.field![0]!, 'sve.storm')).toBe(true);
    expect(attackTargets(readerFor(s), ids.field![0]!, 0).sort()).toEqual([leaderId(s, 1), ...ids.oppField!].sort());
  });

  // ---- damage division 「それにNダメージを割りふる」 (SVE 10.6.2.4: at least 1 to each chosen card, 10.6.2.4.2) ----
  covers(['BP08-092', 'EBD04-010'], 'BP08-092 / EBD04-010 射殺す輝き: Quick, not playable in your own turn; in the opponent\'s attack quick window up to 2 enemy followers share 4 damage (3 + 1: 3/3 destroyed, 4/6 → 5 health; one chosen: all 4)', () => {
    for (const id of ['BP08-092', 'EBD04-010']) {
      const own = sc({ me: 'SD06', hand: [id], oppField: ['SD06-017'], pp: 2 });
      expect(canPlay(own.s, own.ids.hand![0]!)).toBe(false);
      const run = (both: boolean) => {
        const { s: s0, ids } = sc({ me: 'SD02', opp: 'SD06', field: ['SD02-002', 'SD02-002', 'SD02-020'], oppHand: [id], oppPp: 2 });
        let s = attack(s0, ids.field![0]!, leaderId(s0, 1));
        expect(s.decision).toMatchObject({ kind: 'sve.quick', player: 1 });
        s = must(s, { type: 'play', player: 1, card: ids.oppHand![0]! }).state;
        expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1, max: 2 });
        expect([...s.decision!.candidates!].sort()).toEqual([...ids.field!].sort());
        if (both) {
          s = pick(pick(s, ids.field![1]!), ids.field![2]!);
          expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2, 3] });
          s = choose(s, 3);
        } else {
          s = done(pick(s, ids.field![2]!));
        }
        return [s.cards[ids.field![1]!]?.zone === '0:field' ? stats(s, ids.field![1]!)[1] : 'gone', stats(s, ids.field![2]!)[1], counters(s, 1).pp];
      };
      expect(run(true)).toEqual(['gone', 5, 0]);
      expect(run(false)).toEqual([3, 2, 0]);
    }
  });

  covers(['BP10-002'], 'BP10-002 《吊るされた男》・ローフラッド (evolved): 【進化時】 【コンボ_3】 +1/+1 (2 cards: nothing); takes no ability damage; not destroyed by abilities', () => {
    const run = (played: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP10-001'], evolve: ['BP10-002'], hand: ['BP01-131'], pp: 6 });
      Object.assign(s0.players[0]!.flags, { played, playedTurn: s0.turn.number });
      let s = evolveInto(s0, ids.field![0]!, 'BP10-002');
      const st = stats(s, ids.field![0]!);
      s = play(s, ids.hand![0]!); // テミスの審判: destroy every follower
      return [st, names(s, 'field', 0)];
    };
    expect(run(2)).toEqual([[3, 3], ['BP10-002']]);
    expect(run(3)).toEqual([[4, 4], ['BP10-002']]);
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP10-001'], evolve: ['BP10-002'], hand: ['BP05-058'], oppField: ['SD04-001'], pp: 2 });
    let s = evolveInto(s0, ids.field![0]!, 'BP10-002');
    s = play(s, ids.hand![0]!); // 侮蔑の炎爪: 1 damage to your follower, 3 to an enemy one
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates!.includes(ids.field![0]!) ? ids.field![0]! : ids.oppField![0]!);
    expect([stats(s, ids.field![0]!), stats(s, ids.oppField![0]!)]).toEqual([[3, 3], [7, 5]]);
  });

  covers(['BP11-034'], 'BP11-034 劇的な撤退: Quick, not playable in your own turn; in the opponent\'s attack quick window a follower of yours goes to your EX area', () => {
    const own = sc({ me: 'SD02', hand: ['BP11-034'], field: ['SD02-002'], pp: 1 });
    expect(canPlay(own.s, own.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = sc({ me: 'SD02', opp: 'SD02', field: ['SD02-002'], oppHand: ['BP11-034'], oppField: ['SD02-007', 'SD02-019'], oppEngaged: [0], oppPp: 0 });
    let s = attack(s0, ids.field![0]!, ids.oppField![0]!);
    expect(s.decision).toMatchObject({ kind: 'sve.quick', player: 1 });
    s = must(s, { type: 'play', player: 1, card: ids.oppHand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.oppField!].sort());
    s = pick(s, ids.oppField![0]!);
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = pass(s);
    expect([names(s, 'exArea', 1), names(s, 'field', 1), stats(s, ids.field![0]!)]).toEqual([['SD02-007'], ['SD02-019'], [3, 3]]);
  });

  covers(['BP12-006'], 'BP12-006 豊穣の闘士・アイリーネ: 【突進】【指定攻撃】; takes no damage in your turn; 【攻撃時】 draw 1 and stand, once per turn (the second attack: no draw, stays engaged)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP12-006'], oppField: ['SD02-020', 'SD02-020'], oppEngaged: [0, 1], opp: 'SD02' });
    const me = ids.field![0]!;
    expect([kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.assail')]).toEqual([true, true]);
    const h = handCount(s0, 0);
    const fight = (t: GameState, target: string) => {
      let u = attack(t, me, target);
      for (let i = 0; i < 4 && u.decision?.kind !== 'sve.main'; i++) u = u.decision!.kind === 'sve.quick' ? pass(u) : choose(u, u.decision!.options![0]!);
      return u;
    };
    let s = fight(s0, ids.oppField![0]!);
    expect([stats(s, me), handCount(s, 0) - h, s.cards[me]!.tapped, names(s, 'field', 1).length]).toEqual([[6, 6], 1, false, 1]);
    s = fight(s, ids.oppField![1]!);
    expect([stats(s, me), handCount(s, 0) - h, s.cards[me]!.tapped, names(s, 'field', 1).length]).toEqual([[6, 6], 1, true, 0]);
  });

  covers(['BP18-075'], 'BP18-075 エストレアビースト: takes no ability damage (a 2-damage spell: still 3/4), combat damage as usual (3 → 3/1)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['SD04-020'], field: ['SD04-003'], oppField: ['BP18-075'], oppEngaged: [0] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 4]);
    s = attack(s, ids.field![0]!, ids.oppField![0]!);
    for (let i = 0; i < 10 && s.decision && s.decision.kind !== 'sve.main'; i++) s = must(s, { type: 'pass', player: s.decision.player }).state;
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]);
  });

  covers(['EBD01-008'], 'EBD01-008 クイーンセイバー・シンシア: your fairy tokens have 【疾走】【指定攻撃】 while it is on the field; a fairy token entering your field +2 attack; Fanfare 『フェアリーウィスプ』 into the EX area, your fairy tokens +2 attack; once it left the field: no 【疾走】【指定攻撃】', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['EBD01-008'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 0]], pp: 6 });
    const fairy = ids.tokens![0]!;
    expect([kw(s0, fairy, 'sve.storm'), kw(s0, fairy, 'sve.assail')]).toEqual([false, false]);
    let s = play(s0, ids.hand![0]!);
    expect([stats(s, fairy), kw(s, fairy, 'sve.storm'), kw(s, fairy, 'sve.assail')]).toEqual([[3, 1], true, true]);
    expect(zoneCards(s, 'exArea', 0).map((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name)).toEqual(['フェアリーウィスプ']);
    s = play(s, zoneCards(s, 'exArea', 0)[0]!); // cost 0
    const wisp = zoneCards(s, 'field', 0).find((id) => id !== fairy && s.cards[id]!.cardId !== 'EBD01-008')!;
    expect([stats(s, wisp), kw(s, wisp, 'sve.storm')]).toEqual([[3, 1], true]);
    expect(stats(s, fairy)).toEqual([3, 1]); // the wisp's entry does not raise the older fairy
    // issue #18: 「これが場にいる限り」 — once シンシア left the field the fairies lose 【疾走】 and 【指定攻撃】
    const cynthia = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'EBD01-008')!;
    const gone = offField(s, cynthia);
    expect([fairy, wisp].map((id) => [kw(gone, id, 'sve.storm'), kw(gone, id, 'sve.assail')])).toEqual([[false, false], [false, false]]);
  });

  covers(['PCS01-027'], 'PCS01-027 カオリ (PriConne title deck): 【突進】; 【疾走】 while another プリコネ follower is on your field (alone: not); [UB]【攻撃時】[コスト2]: 3 damage to the enemy leader (paid: 20 − 3 − 3 combat = 14; 1 PP: not asked, 17)', () => {
    const alone = pcDragon([['PCS01-027', 'field', 0]]);
    expect([kw(alone.s, alone.ids[0]!, 'sve.rush'), kw(alone.s, alone.ids[0]!, 'sve.storm')]).toEqual([true, false]);
    const run = (pp: number, pay: 'pay' | 'skip') => {
      const { s: s0, ids } = pcDragon([['PCS01-027', 'field', 0], ['PR-503', 'field', 0]]);
      expect(kw(s0, ids[0]!, 'sve.storm')).toBe(true);
      setPp(s0, pp);
      const s = settlePaying(attack(s0, ids[0]!, zoneCards(s0, 'leader', 1)[0]!), pay);
      return [health(s, 1), counters(s, 0).pp];
    };
    expect(run(2, 'pay')).toEqual([14, 0]);
    expect(run(2, 'skip')).toEqual([17, 2]);
    expect(run(1, 'pay')).toEqual([17, 1]);
  });

  covers(['BP09-070'], 'BP09-070 カインドクイーン・ヴァンピィ (evolved): 【進化時】 draw 1 then discard 1; while it is on the field 『フォレストバット』 costs you 1 less (cost 1 → plays at 0 PP; before: not); a 『フォレストバット』 entering your field → your leader +1', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP09-069'], evolve: ['BP09-070'], tokens: [['SD05-T02', 'exArea', 0]] });
    const bat = ids.tokens![0]!;
    setPp(s0, 0);
    expect(canPlay(s0, bat)).toBe(false);
    setPp(s0, 1);
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP09-070');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    s = pick(s, s.decision!.candidates![0]!);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([h, 1, 0]);
    expect(canPlay(s, bat)).toBe(true);
    s = play(s, bat);
    expect([names(s, 'field', 0), health(s, 0)]).toEqual([['BP09-070', 'SD05-T02'], 21]); // the evolved card shows the evolve card (SVE 5.16.1.2)
  });

  covers(['BP11-063'], 'BP11-063 コンダクターマーメイド: 【疾走】 while your cemetery holds 5+ 海洋 cards (4: no)', () => {
    const run = (n: number) => {
      const { s, ids } = sc({ me: 'SD04', field: ['BP11-063'] });
      fillCemetery(s, 0, n, 'SD04-014');
      return kw(s, ids.field![0]!, 'sve.storm');
    };
    expect([run(4), run(5)]).toEqual([false, true]);
  });

  covers(['BP11-064'], 'BP11-064 コンダクターマーメイド (evolved): 【疾走】 while your cemetery holds 5+ 海洋 cards (4: no); 【進化時】 discard a 海洋 card from your hand: draw 2 (declined: nothing)', () => {
    const run = (n: number, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP11-063'], evolve: ['BP11-064'], hand: ['SD04-014'] });
      onlyHand(s0, ids.hand!);
      fillCemetery(s0, 0, n, 'SD04-014');
      let s = evolveInto(s0, ids.field![0]!, 'BP11-064');
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.hand![0]!);
      return [kw(s, ids.field![0]!, 'sve.storm'), handCount(s, 0), zoneCards(s, 'cemetery', 0).length - n];
    };
    expect(run(4, true)).toEqual([true, 2, 1]); // the discarded 海洋 card makes 5
    expect(run(4, false)).toEqual([false, 1, 0]);
    expect(run(5, false)).toEqual([true, 1, 0]);
  });

  covers(['CP03-023'], 'CP03-023 爆炎の剣士 バロミデス: Fanfare 5 damage to an enemy follower; with 15+ ロイヤルパラディン cards in your cemetery 【疾走】 and 【攻撃時】 +1/+1 (14: neither)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP03-023'], field: ['SD04-003'], oppField: ['SD02-020', 'SD02-002'] });
    const s1 = play(s0, ids.hand![0]!);
    expectOffered(s1, ids.oppField!, [onField(s1, 0, 'CP03-023')[0]!, ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    const s = chooseTargets(s1, [ids.oppField![0]!]);
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

  covers(['DSD01b-012'], 'DSD01b-012 大鎌の竜騎: 【必殺】; 【疾走】 while another 武闘竜人 card is on your field (none, or only a 竜族 one: no)', () => {
    const run = (field: string[]) => {
      const { s, ids } = sc({ me: 'SD04', field: ['DSD01b-012', ...field] });
      return [kw(s, ids.field![0]!, 'sve.bane'), kw(s, ids.field![0]!, 'sve.storm')];
    };
    expect([run([]), run(['SD04-003']), run(['BP18-062'])]).toEqual([[true, false], [true, false], [true, true]]);
  });

  covers(['BP10-055'], 'BP10-055 《正義》・イランツァ (evolved): 【疾走】; it attacks ignoring 【守護】 (the enemy leader is a target past an engaged 【守護】 follower; a plain follower: not)', () => {
    const { s, ids } = sc({ me: 'SD04', field: ['BP10-055', 'SD04-003'], oppField: ['SD04-019'], oppEngaged: [0] });
    const me = ids.field![0]!;
    const leader = s.zones['1:leader']!.cards[0]!;
    const targets = (id: string) => legalActions(s).filter((a) => a.type === 'attack' && a.attacker === id).map((a) => a.target);
    expect(kw(s, me, 'sve.storm')).toBe(true);
    expect(targets(me)).toContain(leader);
    expect(targets(ids.field![1]!)).not.toContain(leader);
  });

  covers(['BP09-028'], 'BP09-028 黒の女王・マグナス: while it is on the field your 『白の王・イメラ』 have 【指定攻撃】 (the enemy\'s: not; without her: not); [起動] engage: up to 2 other [ロイヤル] followers of yours +1 attack (a neutral one: not a candidate)', () => {
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

  covers(['BP02-055'], 'BP02-055 ネプチューン: 【守護】; Fanfare a 『オルカ』 (2/2) that has 【突進】 while it is on your field (no 【疾走】)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP02-055'] });
    const s = settleInOrder(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP02-055')[0]!;
    const orca = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'オルカ');
    expect([kw(s, me, 'sve.ward'), orca.length, stats(s, orca[0]!), kw(s, orca[0]!, 'sve.rush'), kw(s, orca[0]!, 'sve.storm')]).toEqual([true, 1, [2, 2], true, false]);
  });

  covers(['BP02-056'], 'BP02-056 ネプチューン (evolved): 【守護】; 【進化時】 a 『オルカ』 that has 【疾走】 while it is on your field', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP02-055'], evolve: ['BP02-056'] });
    const s = settleInOrder(evolveInto(s0, ids.field![0]!, 'BP02-056'));
    const me = onField(s, 0, 'BP02-056')[0]!;
    const orca = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'オルカ');
    expect([kw(s, me, 'sve.ward'), orca.length, kw(s, orca[0]!, 'sve.storm')]).toEqual([true, 1, true]);
  });

  covers(['CP03-097'], 'CP03-097 グリム・リーパー: 【疾走】 while your cemetery holds 10+ シャドウパラディン cards (9: not; other cards do not count)', () => {
    const run = (n: number, other = 0) => {
      const { s, ids } = sc({ me: 'SD05', field: ['CP03-097'], cemetery: ['CP03-086'] });
      fillCemetery(s, 0, n - 1, 'CP03-086');
      fillCemetery(s, 0, other, 'SD05-003');
      return kw(s, ids.field![0]!, 'sve.storm');
    };
    expect([run(9), run(9, 5), run(10)]).toEqual([false, false, true]);
  });

  covers(['BP14-022'], 'BP14-022 天下の大泥棒・ジエモン: while on the field your other 宴楽 followers have 【疾走】 (itself, a non-宴楽 one, an enemy 宴楽 one: not); Fanfare a 『輝く金貨』 into your EX area; [進化][コスト1]; once it left the field: no 【疾走】', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP14-022', 'BP14-026', 'SD02-002'], oppField: ['BP14-026'], evolve: ['BP14-023'] });
    const [me, geisha, other] = ids.field!;
    expect([kw(s0, me!, 'sve.storm'), kw(s0, geisha!, 'sve.storm'), kw(s0, other!, 'sve.storm'), kw(s0, ids.oppField![0]!, 'sve.storm')]).toEqual([false, true, false, false]);
    expect(kw(offField(s0, me!), geisha!, 'sve.storm')).toBe(false); // 「これが場にいる限り」: gone once it left the field (issue #18)
    setPp(s0, 0);
    expect(evolveTargets(s0, me!)).toEqual([]);
    setPp(s0, 1);
    expect(evolveTargets(s0, me!)).toEqual(['BP14-023']);
    const { s: p0, ids: h } = sc({ me: 'SD02', hand: ['BP14-022'] });
    const s = play(p0, h.hand![0]!);
    expect(namesOf(s, 'exArea', 0)).toEqual(['輝く金貨']);
  });

  covers(['BP11-052'], 'BP11-052 烈覇のアルチザン・レジー: [進化][コスト1]; 【疾走】 while 【覚醒】 (max PP 7: yes; 6: no); Fanfare a 荒野 follower of original cost 2 or less from your cemetery onto your field (cost 3 荒野, cost 2 non-荒野: not candidates)', () => {
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

  covers(['BP11-053'], 'BP11-053 烈覇のアルチザン・レジー (evolved): 【疾走】 while 【覚醒】 (max PP 6: no); 【進化時】 your other 荒野 followers +1 attack (a non-荒野 one, an enemy 荒野 one: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP11-052', 'BP16-059', 'SD04-003'], oppField: ['BP16-059'], evolve: ['BP11-053'] });
    setPp(s0, 6, 6);
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP11-053'));
    const [me, wild, other] = ids.field!;
    expect([s.cards[me!]!.cardId, stats(s, me!), stats(s, wild!), stats(s, other!), stats(s, ids.oppField![0]!), kw(s, me!, 'sve.storm')]).toEqual(['BP11-053', [3, 3], [2, 1], [3, 3], [1, 1], false]);
    setPp(s, 7, 7);
    expect(kw(s, me!, 'sve.storm')).toBe(true);
  });

  covers(['DSD01b-016'], 'DSD01b-016 残影のドラゴニュート: 【突進】【指定攻撃】 while another 武闘竜人 card is on your field (a 竜族 one: neither); Fanfare [コスト1]: when 【覚醒】 another 『残影のドラゴニュート』 from your deck onto your field (max PP 6: none)', () => {
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

  covers(['BP10-030'], 'BP10-030 レイジーナイト・ネラン: Ward; 「これが場にいる限り、攻撃力1の自分の場のフォロワーすべては【オーラ】を持つ」 — attack exactly 1 (a 1/1 has Aura, a 2/3 does not, 12.15.2; the group qualifier 「攻撃力1の」 is an exact value); Fanfare choose 【1】 3 damage to an enemy follower / 【2】 a cost ≤ 2 童話 follower from the deck onto the field (5.8)', () => {
    const run = (option: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', opp: 'SD02', hand: ['BP10-030'], field: ['SD02-019'], cemetery: ['SP01-053'], oppField: ['SD04-001', 'SD02-002'], pp: 4, tokens: [['SD01-T01', 'field', 0]] });
      let s = arrange(s0, [['SP01-053', 'deck', 0]]).state; // a 童話 follower of cost 1 in the deck
      const [ally, fairy] = [ids.field![0]!, ids.tokens![0]!];
      expect([opponentCanChoose(s, fairy), opponentCanChoose(s, ally)]).toEqual([true, true]);
      s = play(s, ids.hand![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2' });
      s = choose(s, 'stand');
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1] });
      s = choose(s, option);
      if (option === 0) {
        expectOffered(s, ids.oppField!, [ally, fairy, onField(s, 0, 'BP10-030')[0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, ids.oppField![0]!);
      } else if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
      expect(counters(s, 0).pp).toBe(0);
      // the 1/1 has Aura while ネラン is on the field; the 2/3 does not
      expect([opponentCanChoose(s, fairy), opponentCanChoose(s, ally), kw(s, fairy, 'sve.aura'), kw(s, ally, 'sve.aura')]).toEqual([false, true, true, false]);
      return { enemy: stats(s, ids.oppField![0]!)[1], field: names(s, 'field', 0).sort() };
    };
    expect(run(0)).toEqual({ enemy: 5, field: ['BP10-030', 'SD01-T01', 'SD02-019'].sort() });
    expect(run(1)).toEqual({ enemy: 8, field: ['BP10-030', 'SD01-T01', 'SD02-019', 'SP01-053'].sort() });
  });

  covers(['CP04-034'], 'CP04-034 マツリ: Rush; 「自分の場に他のNIGHTMARE・フォロワーがいる限り、これは【指定攻撃】を持つ」 (a standing enemy follower becomes a target, 12.11.2); [UB]【攻撃時】 1 damage to an enemy follower — not in a class deck (14.5.1.2)', () => {
    const board = (basis: 'title' | 'class', nightmare: boolean) => {
      const s = pcGameAs(PC.royal, ['CP04-034', 'CP04-023'], [], basis);
      const r = arrange(s, [['CP04-034', 'field', 0], ['SD02-001', 'field', 1], ['SD02-002', 'field', 1], ...(nightmare ? [['CP04-023', 'field', 0] as [string, string, number]] : [])]);
      r.state.cards[r.ids[1]!]!.tapped = true; // an engaged enemy follower (no Ward)
      return { s: r.state, me: r.ids[0]!, engaged: r.ids[1]!, standing: r.ids[2]! };
    };
    const targets = (s: GameState, me: string) => legalActions(s).filter((a) => a.type === 'attack' && a.attacker === me).map((a) => a.target as string).sort();
    const alone = board('title', false);
    expect([kw(alone.s, alone.me, 'sve.rush'), kw(alone.s, alone.me, 'sve.assail')]).toEqual([true, false]);
    expect(targets(alone.s, alone.me)).toEqual([alone.engaged, zoneCards(alone.s, 'leader', 1)[0]!].sort());
    const both = board('title', true);
    expect(kw(both.s, both.me, 'sve.assail')).toBe(true);
    expect(targets(both.s, both.me)).toEqual([both.engaged, both.standing, zoneCards(both.s, 'leader', 1)[0]!].sort());
    // [UB]【攻撃時】: attacking the leader, 1 damage to the chosen enemy follower
    const attack = (b: ReturnType<typeof board>) => {
      let s = must(b.s, { type: 'attack', player: 0, attacker: b.me, target: zoneCards(b.s, 'leader', 1)[0]! }).state;
      if (s.decision?.kind === 'chooseCards') {
        expectOffered(s, [b.standing, b.engaged], [b.me, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = pick(s, b.standing);
      }
      if (s.decision?.kind === 'sve.quick') s = must(s, { type: 'pass', player: 1 }).state;
      return [stats(s, b.standing)[1], stats(s, b.engaged)[1], health(s, 1)];
    };
    expect(attack(board('title', false))).toEqual([2, 4, 17]);
    expect(attack(board('class', false))).toEqual([3, 4, 17]);
  });

  covers(['PCS01-049'], 'PCS01-049 プリンセスナイト (evolved): 「これが場にいる限り、自分の場の他のプリコネ・フォロワーすべては【守護】を持つ」 (not itself, not a non-PriConne follower); 【進化時】 another PriConne follower of yours +10/+10 (the choice offers only those)', () => {
    let s = pcGameAs(PC.royal, ['PCS01-048', 'CP04-113'], ['PCS01-049']);
    const r = arrange(s, [['PCS01-048', 'field', 0], ['CP04-113', 'field', 0]]);
    s = r.state;
    const [me, ames] = r.ids as [string, string];
    const f = put(s, 'SD02-019', 'field'); // ファイター: not a PriConne follower
    s = f.s;
    raisePp(s, 1);
    Object.assign(s.players[0]!.counters, { ep: 0 });
    const ev = legalActions(s).find((a) => a.type === 'evolve' && a.card === me && a.sep === false && a.ep === false)!;
    s = must(s, ev).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ames]); // 「他のプリコネ・フォロワー」: not itself
      s = pick(s, ames);
    }
    s = resolveTriggersAndWard(s);
    expect([s.cards[me]!.cardId, stats(s, ames), kw(s, ames, 'sve.ward'), kw(s, me, 'sve.ward'), kw(s, f.id, 'sve.ward'), stats(s, f.id), counters(s, 0).pp]).toEqual(['PCS01-049', [12, 12], true, false, false, [2, 3], 0]);
  });

  covers(['BP04-089'], 'エウリュアレー (SVE 12.15): while it is on the field your 『毒牙の姫・メドゥーサ』 and 『ステンノ』 have 【オーラ】 (not before it is there; not another follower, not itself, not the opponent\'s ステンノ); fanfare — a 『毒蛇』 into the EX area; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP04-089'], field: ['BP04-079', 'BP04-084', 'SD05-005'], oppField: ['BP04-084'], pp: 2 });
    const [medusa, sthenno, other] = ids.field!;
    const aura = (s: GameState, list: string[]) => list.map((x) => kw(s, x, 'sve.aura'));
    expect(aura(s0, [medusa!, sthenno!, other!, ids.oppField![0]!])).toEqual([false, false, false, false]);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = on(s, 'field', 0, 'BP04-089');
    expect(aura(s, [medusa!, sthenno!, other!, ids.oppField![0]!, me])).toEqual([true, true, false, false, false]);
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['毒蛇'], 0]);
    const u = scene({ me: 'SD05', hand: ['BP04-089'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['SP01-022'], 'マナリアの竜姫・グレア (evolved; SVE 5.14.2, 5.8, 10.4.4.1): [進化][コスト1] (0 PP: no); 【進化時】 『グレアの炎熱』 from the deck into the EX area, the next one costs 1 less (at 0 PP it and the one in hand are playable; once one is played the other is not); while it is on the field your 学院 spells deal 1 more damage (グレアの炎熱 2 → 3; a non-学院 spell エアリアルスラッシュ 2; without it 2)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['SP01-021'], evolve: ['SP01-022'], cemetery: ['DSD01a-009'], hand: ['DSD01a-009', 'BP10-026'], oppField: ['SD04-008', 'SD04-008'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const none = structuredClone(s0);
    none.players[0]!.counters.pp = 0;
    expect(legalActions(none).filter((x) => x.type === 'evolve')).toEqual([]);
    let s = evolve(s0, ids.field![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
    expect([s.cards[ids.field![0]!]!.cardId, names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual(['SP01-022', ['DSD01a-009'], 0]);
    const [d1, d2] = ids.oppField!;
    const flame = zoneCards(s, 'exArea', 0)[0]!;
    expect([plays(s, flame).length, plays(s, ids.hand![0]!).length]).toEqual([1, 1]); // 1 − 1 = 0: either 『グレアの炎熱』 (the next one played uses it)
    s = target(play(s, flame), d1!);
    expect([stats(s, d1!), s.players[0]!.counters.pp, plays(s, ids.hand![0]!).length]).toEqual([[7, 4], 0, 0]); // 2 + 1; the reduction used up
    s.players[0]!.counters.pp = 1;
    s = target(play(s, ids.hand![1]!), d2!); // エアリアルスラッシュ: not 学院
    expect(stats(s, d2!)).toEqual([7, 5]);
    const w = scene({ me: 'SD03', hand: ['DSD01a-009'], oppField: ['SD04-008'], pp: 1 });
    const t = target(play(w.s, w.ids.hand![0]!), w.ids.oppField![0]!);
    expect(stats(t, w.ids.oppField![0]!)).toEqual([7, 5]); // without グレア: 2
  });

  covers(['BP03-078'], 'プチゴースト・バケルス (SVE 2.1.2 「これは『ゴースト』でもある」): named 『ゴースト』 in hand, deck and on the field (マスカレードゴースト gives it [攻撃力]+1 as it enters); Fanfare draws 1 only with 『ジャイアントゴースト』 on your field; [進化][コスト1] refused at 0 PP', () => {
    for (const giant of [0, 1]) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP03-078'], field: ['BP03-074'], evolve: ['BP03-079', 'BP03-T06'], tokens: giant ? [['BP03-T06', 'field', 0]] : [], pp: 1 });
      const r0 = readerFor(s0);
      expect([matchesFilter(r0, ids.hand![0]!, { name: 'ゴースト' }), matchesFilter(r0, ids.field![0]!, { name: 'ゴースト' })]).toEqual([true, false]);
      const h = handCount(s0, 0);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const ghost = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP03-078')!;
      expect([stats(s, ghost), handCount(s, 0), counters(s, 0).pp]).toEqual([[2, 1], h - 1 + giant, 0]);
      expect(matchesFilter(readerFor(s), ghost, { name: 'ゴースト' })).toBe(true);
    }
    const { s: e0, ids: e } = scene({ me: 'SD05', field: ['BP03-078'], evolve: ['BP03-079'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    const s = evolve(e0, e.field![0]!);
    expect([stats(s, e.field![0]!), counters(s, 0).pp]).toEqual([[2, 2], 0]);
  });

  covers(['BP03-058'], 'レーヴァテインドラゴン・アタックモード (SVE 2.1.2): also 『レーヴァテインドラゴン』 in the cemetery and the evolve deck (another card is not); 【攻撃時】 4 damage to a chosen enemy follower and 3 to its leader', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003'], cemetery: ['BP03-058'], evolve: ['BP03-058', 'BP03-058'], oppField: ['SD04-001'], pp: 0 });
    const r0 = readerFor(s0);
    const evo = zoneCards(s0, 'evolveDeck', 0).find((x) => s0.cards[x]!.cardId === 'BP03-058')!;
    expect([matchesFilter(r0, evo, { name: 'レーヴァテインドラゴン' }), matchesFilter(r0, ids.cemetery![0]!, { name: 'レーヴァテインドラゴン' }), matchesFilter(r0, ids.field![0]!, { name: 'レーヴァテインドラゴン' })]).toEqual([true, true, false]);
    // the attack-mode card on the field (a state edit standing for the evolved follower, 5.16.1.2)
    const atk = ids.field![0]!;
    s0.cards[atk]!.cardId = 'BP03-058';
    const enemy = ids.oppField![0]!;
    const d0 = stats(s0, enemy)[1]!;
    expect(d0).toBeGreaterThan(4);
    const leader = s0.zones['1:leader']!.cards[0]!;
    let s = settleChoices(attack(s0, atk, leader));
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    s = advance(settleChoices(s), (x) => x.decision?.kind === 'sve.main');
    expect([stats(s, enemy)[1], health(s, 1), health(s, 0)]).toEqual([d0 - 4, 20 - 3 - 7, 20]);
    // issue #18 (SVE 10.6.2.3): the 【攻撃時】 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = scene({ me: 'SD04', field: ['SD04-003', 'SD04-001'], evolve: ['BP03-058'], oppField: ['SD04-001', 'SD04-003'], pp: 0 });
    b.s.cards[b.ids.field![0]!]!.cardId = 'BP03-058';
    const t = settleChoices(attack(b.s, b.ids.field![0]!, leaderId(b.s, 1)));
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP18-005'], '樹権の剪定者 (SVE 8.3.2.2): while it is on your field a second evolve in the same turn is legal (without it refused, 8.3.2.1), and its own [進化][コスト0] after that; each evolve of yours: your leader [体力]+1', () => {
    for (const withIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD04', field: withIt ? ['BP18-005', 'SD04-003', 'SD04-017'] : ['SD04-003', 'SD04-017'], evolve: withIt ? ['BP18-006'] : [], pp: 10 });
      const [a, b] = withIt ? [ids.field![1]!, ids.field![2]!] : [ids.field![0]!, ids.field![1]!];
      let s = settleChoices(evolve(s0, a));
      expect(evolves(s, b).length > 0).toBe(withIt);
      if (withIt) {
        s = settleChoices(evolve(s, b));
        expect([health(s, 0), counters(s, 0).pp]).toEqual([22, 10 - 1 - 2]);
        expect(evolves(s, ids.field![0]!).length).toBeGreaterThan(0); // [進化][コスト0]
      }
    }
  });

  covers(['BP06-022'], '古の英雄 (SVE 5.6/5.7 「これは能力によって破壊されず、消滅しない」): テミスの審判 destroys every follower but it; a banish of the enemy field (rules/moves.ts putOp) leaves it; ability damage 10 (its [体力]) destroys it, 9 does not; 【突進】【オーラ】; [進化][コスト1] refused at 0 PP', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP01-131'], oppField: ['BP06-022', 'SD04-003'], pp: 5 });
    const [hero, other] = ids.oppField!;
    expect([kw(s0, hero!, 'sve.rush'), kw(s0, hero!, 'sve.aura')]).toEqual([true, true]);
    const d = settleChoices(play(s0, ids.hand![0]!));
    expect([names(d, 'field', 1), names(d, 'cemetery', 1)]).toEqual([['BP06-022'], ['SD04-003']]);
    const b = byAbility(s0, { type: 'sve.put', target: { zone: 'field', side: 'opponent', filter: { type: 'フォロワー' } }, to: 'banished', reason: 'banish' }, []);
    expect([names(b, 'field', 1), names(b, 'banished', 1)]).toEqual([['BP06-022'], ['SD04-003']]);
    expect(stats(byAbility(s0, { type: 'damage', target: X, amount: 9 }, [hero!]), hero!)).toEqual([6, 1]);
    const k = byAbility(s0, { type: 'damage', target: X, amount: 10 }, [hero!, other!]);
    expect([names(k, 'field', 1), names(k, 'cemetery', 1).sort()]).toEqual([[], ['BP06-022', 'SD04-003']]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP06-022'], evolve: ['BP06-023'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    const s = evolve(e0, e.field![0]!);
    expect([stats(s, e.field![0]!), counters(s, 0).pp]).toEqual([[7, 11], 0]);
  });

  covers(['BP03-079'], 'プチゴースト・バケルス (evolved; SVE 2.1.2): also 『ゴースト』 on the field; [ラストワード] destroyed, 「これ」 — the card that left the field, the original プチゴースト (5.16.3) — is put from the cemetery into the EX area', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP03-078'], evolve: ['BP03-079'], pp: 1 });
    s0.players[0]!.counters.ep = 0;
    const g = ids.field![0]!;
    let s = settleChoices(evolve(s0, g));
    const e = firstOnField(s, 'BP03-079')!;
    expect([stats(s, e), matchesFilter(readerFor(s), e, { name: 'ゴースト' })]).toEqual([[2, 2], true]);
    s = settleChoices(byAbility(s, { type: 'destroy', target: X }, [e]));
    expect([names(s, 'field', 0), names(s, 'exArea', 0), names(s, 'cemetery', 0)]).toEqual([[], ['BP03-078'], []]);
  });

  covers(['BP18-001'], '浄樹の六銘伝・ロロ・ロニエ: Fanfare moves a 透京 card of your cemetery (not another card) to the EX area; this turn it costs 2 less (cost 3 → 1: refused at 0 PP, played at 1), next turn 3 again; on the field a second evolve this turn is legal (8.3.2.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-001'], cemetery: ['BP18-058', 'SD04-003'], pp: 4 });
    let s = settleChoices(play(s0, ids.hand![0]!));
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = settleChoices(pick(s, ids.cemetery![0]!));
    }
    expect([names(s, 'exArea', 0), names(s, 'cemetery', 0)]).toEqual([['BP18-058'], ['SD04-003']]);
    const elle = zoneCards(s, 'exArea', 0)[0]!;
    const plays = (x: GameState) => legalActions(x).filter((a) => a.type === 'play' && a.card === elle);
    expect(plays(s)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    expect(plays(s).length).toBeGreaterThan(0);
    const later = nextTurn(nextTurn(structuredClone(s)));
    later.players[0]!.counters.pp = 2;
    expect(plays(later)).toEqual([]);
    later.players[0]!.counters.pp = 3;
    expect(plays(later).length).toBeGreaterThan(0);
    s = settleChoices(play(s, elle));
    expect([names(s, 'field', 0).sort(), counters(s, 0).pp]).toEqual([['BP18-001', 'BP18-058'], 0]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP18-001', 'SD04-003', 'SD04-017'], pp: 10 });
    const e1 = settleChoices(evolve(e0, e.field![1]!));
    expect(evolves(e1, e.field![2]!).length).toBeGreaterThan(0);
  });

  covers(['BP18-002'], '浄樹の六銘伝・ロロ・ロニエ (evolved): each time a follower of yours evolves, 4 damage to a chosen enemy follower (two evolves in one turn, 8.3.2.2: 8 − 4, then destroyed); 【超進化時】 『済度播種』 into the EX area (ordinary evolve: none)', () => {
    const { s: s0, me, a, b, enemy } = evolvedScene('BP18-002');
    let s = answer(evolve(s0, b), enemy); // ゴリアテ: no 【進化時】
    expect([names(s, 'field', 0)[0], stats(s, enemy)]).toEqual(['BP18-002', [7, 4]]);
    s = answer(evolve(s, a), enemy); // ドラゴンウォーリア: 4 + its own 3
    expect([names(s, 'field', 1), s.cards[me]!.cardId]).toEqual([[], 'BP18-002']);
    for (const sep of [false, true]) {
      const { s: t0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-001'], evolve: ['BP18-002'], oppField: ['SD04-001', 'SD02-002'], pp: 10 });
      t0.players[0]!.counters.turns = 7;
      let t = settleChoices(evolve(t0, ids.field![0]!, { sep }));
      expectOffered(t, ids.oppField!, [ids.field![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      t = answer(t, ids.oppField![0]!);
      expect([names(t, 'field', 0), names(t, 'exArea', 0)]).toEqual([['BP18-002'], sep ? ['BP18-P50'] : []]);
    }
  });

  covers(['BP18-006'], '樹権の剪定者 (evolved; SVE 8.3.2.2): two evolves of yours in one turn, each gives your leader [体力]+1 (20 → 22)', () => {
    const { s: s0, a, b } = evolvedScene('BP18-006');
    let s = settleChoices(evolve(s0, a));
    expect(health(s, 0)).toBe(21);
    s = settleChoices(evolve(s, b));
    expect(health(s, 0)).toBe(22);
  });

  covers(['BP18-009'], '樹都の拳士: on your field a second evolve this turn is legal (8.3.2.2); each evolve of your followers gives a chosen 透京 follower of yours +1/+1 (1/1 → 2/2 → 3/3, the SD04 followers are not candidates); [進化][コスト1] refused at 0 PP', () => {
    const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009', 'SD04-003', 'SD04-017'], pp: 10 });
    const [me, a, b] = ids.field!;
    let s = settleChoices(evolve(s0, a!));
    if (s.decision?.kind === 'chooseCards') { expect(s.decision.candidates).toEqual([me]); s = settleChoices(pick(s, me!)); }
    expect(stats(s, me!)).toEqual([2, 2]);
    s = answer(evolve(s, b!), 'none');
    expect(stats(s, me!)).toEqual([3, 3]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP18-009'], evolve: ['BP18-010'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
  });

  covers(['BP18-010'], '樹都の拳士 (evolved): each evolve of another follower of yours gives a chosen 透京 follower +1/+1 (2/2 → 3/3); 【進化時】 1 damage to the enemy leader (20 → 19) or a chosen enemy follower', () => {
    const { s: s0, me, a, enemy } = evolvedScene('BP18-010');
    const s = answer(evolve(s0, a), enemy);
    expect(stats(s, me)).toEqual([3, 3]);
    for (const toLeader of [true, false]) {
      const { s: t0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009', 'SD04-003'], evolve: ['BP18-010'], oppField: ['SD04-017', 'SD02-002'], pp: 1 });
      const leader = t0.zones['1:leader']!.cards[0]!;
      const tgt = toLeader ? leader : ids.oppField![0]!;
      let t = settleChoices(evolve(t0, ids.field![0]!));
      let asked = 0;
      for (let i = 0; i < 4 && t.decision?.kind === 'chooseCards'; i++) {
        if (t.decision.candidates!.includes(leader)) {
          // 【進化時】「相手のリーダー1人か相手の場のフォロワー1体」: my leader and my followers not offered
          expectOffered(t, [leader, ...ids.oppField!], [leaderId(t, 0), ...ids.field!], { rule: 'SVE 10.6.2.3' });
          asked++;
        }
        t = settleChoices(pick(t, t.decision.candidates!.includes(tgt) ? tgt : t.decision.candidates![0]!));
      }
      expect(asked).toBe(1);
      expect([health(t, 1), stats(t, ids.oppField![0]!)]).toEqual(toLeader ? [19, [3, 4]] : [20, [3, 3]]);
    }
  });

  covers(['BP13-024'], '生還の突撃兵 (SVE 10.3.4): at your end phase, with a 指揮官 card of original cost 3 on your field, [コスト1] puts it from the cemetery onto the field (3/1, 【指定攻撃】, cannot attack the leader); cost 2 指揮官 / skipped / 0 PP (one short) / the opponent\'s copy at your end phase: stays', () => {
    const endOfTurn = (s0: GameState) => advance(must(s0, { type: 'endMain', player: 0 }).state, (x) => x.decision?.rule === 'SVE 10.4.7' || x.turn.number === 2);
    for (const [commander, pp, payIt] of [['BP16-023', 1, true], ['BP16-023', 1, false], ['BP16-023', 0, true], ['BP16-027', 1, true]] as Array<[string, number, boolean]>) {
      const { s: s0 } = scene({ me: 'SD04', field: [commander], cemetery: ['BP13-024'], oppField: ['BP16-023'], oppCemetery: ['BP13-024'], pp, oppPp: 1 });
      let s = endOfTurn(s0);
      const asked = s.decision?.rule === 'SVE 10.4.7';
      expect([asked, asked && s.decision!.player]).toEqual(commander === 'BP16-023' && pp === 1 ? [true, 0] : [false, false]);
      if (asked) s = advance(choose(s, payIt ? 'pay' : 'skip'), (x) => x.decision?.rule === 'SVE 10.4.7' || x.turn.number === 2);
      expect(s.decision?.rule).not.toBe('SVE 10.4.7'); // the opponent's copy: 「自分のエンドフェイズ」 only
      const back = commander === 'BP16-023' && pp === 1 && payIt;
      const f = firstOnField(s, 'BP13-024');
      expect([f !== undefined, names(s, 'cemetery', 0).includes('BP13-024'), names(s, 'cemetery', 1)]).toEqual([back, !back, ['BP13-024']]);
      if (f) expect([stats(s, f), kw(s, f, 'sve.assail'), kw(s, f, 'sve.cannotAttackLeader'), counters(s, 0).pp]).toEqual([[3, 1], true, true, 0]);
    }
  });

  covers(['EBD01-006', 'BP13-004'], '瘴気の妖精姫・アリア (SVE 10.3 「これが場にいる限り、自分の場の妖精・トークン・フォロワーすべては【突進】を持つ」): your 『フェアリー』 token has 【突進】; your non-token 妖精 follower, your ナイト token (兵士) and the opponent\'s 『フェアリー』 do not; without Aria the 『フェアリー』 has none', () => {
    for (const id of ['EBD01-006', 'BP13-004']) {
      for (const aria of [true, false]) {
        const { s, ids } = scene({ me: 'SD01', field: aria ? [id, 'SD01-011'] : ['SD01-011'], tokens: [['EBD01-T02', 'field', 0], ['SD02-T01', 'field', 0], ['EBD01-T02', 'field', 1]], evolve: ['EBD01-T02', 'SD02-T01'], pp: 0 });
        const [fairy, knight, theirs] = ids.tokens!;
        expect([kw(s, fairy!, 'sve.rush'), kw(s, knight!, 'sve.rush'), kw(s, theirs!, 'sve.rush'), kw(s, ids.field!.at(-1)!, 'sve.rush')]).toEqual([aria, false, false, false]);
      }
    }
  });

  covers(['BP13-022', 'BP13-023'], '曙の乙女・セラ (SVE 5.14.3.3): while it is on the field your token followers take no ability damage (ナイト 1/1 survives 1 damage), your non-token follower does (ウォーターフェアリー 1/1 → 1 damage destroys it), the opponent\'s token does; without Sela your ナイト is destroyed', () => {
    for (const id of ['BP13-022', 'BP13-023']) {
      for (const sela of [true, false]) {
        const { s: s0, ids } = scene({ me: 'SD02', field: sela ? [id, 'SD01-011'] : ['SD01-011'], tokens: [['SD02-T01', 'field', 0], ['SD02-T01', 'field', 1]], evolve: ['SD02-T01'], pp: 0 });
        const [knight, theirs] = ids.tokens!;
        const other = ids.field!.at(-1)!;
        const s = settleChoices(byAbility(s0, { type: 'damage', target: X, amount: 1 }, [knight!, theirs!, other]));
        expect([s.cards[knight!]?.zone === '0:field' ? stats(s, knight!) : null, names(s, 'field', 0).includes('SD01-011'), names(s, 'field', 1).includes('SD02-T01')]).toEqual([sela ? [1, 1] : null, false, false]);
      }
    }
  });

  covers(['BP09-072', 'BP09-073'], '血統の王 (SVE 10.3.1 「これがいる限り、自分の場の『フォレストバット』すべては【突進】【指定攻撃】を持つ」): Fanfare puts 2 『フォレストバット』 onto the field, both with Rush and Assail (another follower has neither; without the king a bat has neither); cost 4 (refused at 3 PP); [進化][コスト1] (refused at 0 PP): 【進化時】 the bats [攻撃力]+1', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP09-072'], field: ['SD05-002'], evolve: ['BP09-073'], pp: 4 });
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const bats = zoneCards(s, 'field', 0).filter((x) => s.cards[x]!.cardId !== 'BP09-072' && x !== ids.field![0]);
    expect(bats.map((x) => [stats(s, x), kw(s, x, 'sve.rush'), kw(s, x, 'sve.assail')])).toEqual([[[1, 1], true, true], [[1, 1], true, true]]);
    expect([kw(s, ids.field![0]!, 'sve.rush'), kw(s, ids.field![0]!, 'sve.assail'), counters(s, 0).pp]).toEqual([false, false, 0]);
    const king = onField(s, 0, 'BP09-072')[0]!;
    s.cards[king]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(s, king)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    s = settleChoices(evolve(s, king));
    expect(bats.map((x) => [stats(s, x), kw(s, x, 'sve.rush'), kw(s, x, 'sve.assail')])).toEqual([[[2, 1], true, true], [[2, 1], true, true]]);
    expect(stats(s, king)).toEqual([3, 5]);
    const alone = scene({ me: 'SD05', tokens: [['SD05-T02', 'field', 0]] });
    expect([kw(alone.s, alone.ids.tokens![0]!, 'sve.rush'), kw(alone.s, alone.ids.tokens![0]!, 'sve.assail')]).toEqual([false, false]);
  });

  covers(['BP10-023', 'BP10-024'], '静寂の元帥 (SVE 9.1 「自分の場の[ロイヤル]トークンすべては【突進】を持つ」): Fanfare puts a 『スティールナイト』 onto the field with Rush (a non-token [ロイヤル] follower has none; without the marshal the knight has none); cost 4 (refused at 3 PP); [進化][コスト1] (refused at 0 PP): 【進化時】 another knight, then every knight [攻撃力]+1/[体力]+1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP10-023'], field: ['SD02-005'], evolve: ['BP10-024'], pp: 4 });
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const knights = () => zoneCards(s, 'field', 0).filter((x) => s.cards[x]!.token);
    expect(knights().map((x) => [s.cards[x]!.cardId.includes('-T') || s.cards[x]!.cardId.startsWith('PR'), stats(s, x), kw(s, x, 'sve.rush')])).toEqual([[true, [2, 2], true]]);
    expect([kw(s, ids.field![0]!, 'sve.rush'), counters(s, 0).pp]).toEqual([false, 0]);
    const marshal = onField(s, 0, 'BP10-023')[0]!;
    s.cards[marshal]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(s, marshal)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    s = settleChoices(evolve(s, marshal));
    expect(knights().map((x) => [stats(s, x), kw(s, x, 'sve.rush')])).toEqual([[[3, 3], true], [[3, 3], true]]);
    const alone = scene({ me: 'SD02', tokens: [['SD02-T02', 'field', 0]] });
    expect(kw(alone.s, alone.ids.tokens![0]!, 'sve.rush')).toBe(false);
  });

  covers(['BP02-107', 'BP02-108'], 'バハムート (SVE 8.4.3 under a condition, 10.3): with 2 enemy followers it cannot attack the enemy leader (an engaged follower: yes, 8.4.2); with 1 it can; Fanfare destroys every other follower (both fields); cost 9 (refused at 8 PP); [進化][コスト0]: 【進化時】 every amulet destroyed; the evolved card keeps the restriction', () => {
    for (const [card, n] of [['BP02-107', 1], ['BP02-107', 2], ['BP02-108', 1], ['BP02-108', 2]] as Array<[string, number]>) {
      const { s, ids } = scene({ me: 'SD04', field: [card], oppField: n === 2 ? ['SD04-003', 'SD04-003'] : ['SD04-003'], oppEngaged: [0] });
      const b = ids.field![0]!;
      expect([card, n, canAttack(s, b, leaderId(s, 1)), canAttack(s, b, ids.oppField![0]!)]).toEqual([card, n, n < 2, true]);
    }
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP02-107'], field: ['SD06-003', 'SD06-002'], oppField: ['SD06-003', 'SD06-002'], evolve: ['BP02-108'], pp: 9 });
    const s8 = structuredClone(s0);
    s8.players[0]!.counters.pp = 8;
    expect(canPlay(s8, ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    expect([names(s, 'field', 0), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-002', 'BP02-107'], ['SD06-002'], 0]);
    const bh = onField(s, 0, 'BP02-107')[0]!;
    s.cards[bh]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    s = settleChoices(evolve(s, bh));
    expect([names(s, 'field', 0), names(s, 'field', 1), stats(s, bh)]).toEqual([['BP02-108'], [], [11, 11]]);
  });

  covers(['BP01-134', 'BP04-061'], '「これが受けるダメージを-1する」 (SVE 5.14.2): 教会の護り手 (3/3, 【守護】, cost 3 refused at 2 PP): 3 damage → 2 taken; 4 → destroyed; レーヴァテインドラゴン・ディフェンスモード (5/7, 【守護】): 7 → 6 taken, 8 → destroyed; at your end phase your leader [体力]+3', () => {
    const { s: g0, ids: g } = scene({ me: 'SD06', hand: ['BP01-134'], field: ['BP01-134'], pp: 2 });
    expect(canPlay(g0, g.hand![0]!)).toBe(false);
    const guard = g.field![0]!;
    expect([kw(g0, guard, 'sve.ward'), stats(damage(g0, guard, 3), guard), names(damage(g0, guard, 4), 'cemetery', 0)]).toEqual([true, [3, 1], ['BP01-134']]);
    const { s: d0, ids } = scene({ me: 'SD04', field: ['BP04-061'], oppField: ['SD04-017'] });
    const drg = ids.field![0]!;
    expect([kw(d0, drg, 'sve.ward'), stats(damage(d0, drg, 7), drg), names(damage(d0, drg, 8), 'cemetery', 0)]).toEqual([true, [5, 1], ['BP04-061']]);
    const h = health(d0, 0);
    const s = endTurn(d0);
    expect(health(s, 0)).toBe(h + 3);
  });

  covers(['BP06-038', 'DSD01a-005'], '魔術の始祖・マナリア (evolved; SVE 10.4.4.1 「これがいる限り、自分が学院・フォロワーをプレイする際、コストを-1する」): a 学院 follower of cost 2 playable with 1 PP from the hand and from the EX area (non-学院 cost 2: refused; without it: refused); 【進化時】 3 damage to a chosen enemy follower', () => {
    for (const [base, evo] of [['BP06-037', 'BP06-038'], ['DSD01a-004', 'DSD01a-005']]) {
      const { s: s0, ids } = scene({ me: 'SD03', field: [evo!], hand: ['DSD01a-013', 'SD03-008'], ex: ['DSD01a-006'], pp: 1 });
      expect([canPlay(s0, ids.hand![0]!), canPlay(s0, ids.ex![0]!), canPlay(s0, ids.hand![1]!)]).toEqual([true, true, false]);
      const s1 = play(s0, ids.hand![0]!);
      expect([counters(s1, 0).pp, onField(s1, 0, 'DSD01a-013').length]).toEqual([0, 1]);
      const none = scene({ me: 'SD03', hand: ['DSD01a-013'], pp: 1 });
      expect(canPlay(none.s, none.ids.hand![0]!)).toBe(false);
      const { s: e0, ids: e } = scene({ me: 'SD03', field: [base!, 'SD04-003'], evolve: [evo!], oppField: ['SD03-003', 'SD02-002'], pp: 1 });
      e0.players[0]!.counters.ep = 0;
      let s = evolve(e0, e.field![0]!);
      expectOffered(s, e.oppField!, [...e.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = pick(s, e.oppField![0]!);
      s = settleChoices(s);
      const d = stats(e0, e.oppField![0]!)[1]!;
      expect(d > 3 ? stats(s, e.oppField![0]!)[1] : names(s, 'cemetery', 1)).toEqual(d > 3 ? d - 3 : ['SD03-003']);
    }
  });

  covers(['BP05-070', 'BP05-071'], '沈黙の絶傑・ルルナイ (SVE 10.4.4.1 「これがいる限り、相手がスペルをプレイする際、コストを+1する」): the opponent\'s cost-1 spell is refused with 1 PP and costs 2 with 2 PP; your own spell costs 1; without it 1 PP is enough; 【進化時】 the opponent discards 1 at random; Fanfare 【ネクロチャージ_10】 destroys an enemy follower of original cost 3 or less (9 cards: no)', () => {
    const mk = (withIt: boolean, oppPp: number) => {
      const { s: s0, ids } = scene({ me: 'SD05', opp: 'SD03', field: withIt ? ['BP05-070'] : [], oppHand: ['SD03-005'] });
      let s = nextTurn(s0);
      s.players[1]!.counters.pp = oppPp;
      return { s, spell: ids.oppHand![0]! };
    };
    expect(canPlay(mk(true, 1).s, mk(true, 1).spell)).toBe(false);
    expect(canPlay(mk(false, 1).s, mk(false, 1).spell)).toBe(true);
    const two = mk(true, 2);
    const after = must(two.s, { type: 'play', player: 1, card: two.spell }).state;
    expect(counters(after, 1).pp).toBe(0);
    const own = scene({ me: 'SD05', field: ['BP05-070'], hand: ['SD05-016'], pp: 1 });
    expect(canPlay(own.s, own.ids.hand![0]!)).toBe(true);
    for (const n of [9, 10]) {
      const { s: f0, ids: f } = scene({ me: 'SD05', hand: ['BP05-070'], field: ['SD05-003'], oppField: ['SD05-003', 'SD05-007', 'SD05-002'], pp: 3 });
      fillCemetery(f0, 0, n, 'SD05-002');
      let s = play(f0, f.hand![0]!);
      if (n === 10) {
        // original cost 3 or less: the cost-3 and cost-2 enemies offered; the cost-7 one, my followers and the leaders not
        expectOffered(s, [f.oppField![0]!, f.oppField![1]!], [f.oppField![2]!, f.field![0]!, onField(s, 0, 'BP05-070')[0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
        s = pick(s, f.oppField![0]!);
      } else expect(s.decision?.kind).not.toBe('chooseCards');
      s = settleChoices(s);
      expect(names(s, 'field', 1)).toEqual(n === 10 ? ['SD05-007', 'SD05-002'] : ['SD05-003', 'SD05-007', 'SD05-002']);
    }
    const { s: e0, ids: e } = scene({ me: 'SD05', field: ['BP05-070'], evolve: ['BP05-071'], pp: 1 });
    e0.players[0]!.counters.ep = 0;
    const h1 = handCount(e0, 1);
    const s = settleChoices(evolve(e0, e.field![0]!));
    expect([handCount(s, 1), stats(s, e.field![0]!)]).toEqual([h1 - 1, [4, 4]]);
  });

  covers(['BP10-092', 'BP10-093'], '《力》・ソフィーナ (SVE 5.14.2 「これが場にいる限り、自分の場のフォロワーが受ける4以上のダメージを3にする」): your ゴリアテ (3/4) takes 3 from 3, 4 or 9 damage (survives at 3/1), itself too (2/5 → 2/2 from 4); the enemy follower takes the full 4 (destroyed); without her 4 destroys ゴリアテ; 【守護】; [進化][コスト1] refused at 0 PP; 【進化時】 『虚脱の剛腕』 from the deck onto the field', () => {
    for (const card of ['BP10-092', 'BP10-093']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card, 'SD04-017'], oppField: ['SD04-017'] });
      const [sophina, goliath] = ids.field as [string, string];
      const [sa, sd] = stats(s0, sophina) as [number, number];
      for (const n of [3, 4, 9]) expect([card, n, stats(damage(s0, goliath, n), goliath)]).toEqual([card, n, [3, 1]]);
      expect([stats(damage(s0, sophina, 4), sophina), names(damage(s0, ids.oppField![0]!, 4), 'field', 1), kw(s0, sophina, 'sve.ward')]).toEqual([[sa, sd - 3], [], true]);
      const none = scene({ me: 'SD06', field: ['SD04-017'] });
      expect(names(damage(none.s, none.ids.field![0]!, 4), 'field', 0)).toEqual([]);
    }
    const { s: e0, ids } = scene({ me: 'SD06', field: ['BP10-092'], hand: ['BP10-098'], evolve: ['BP10-093'], pp: 0 });
    toDeckTop(e0, [ids.hand![0]!]);
    const me = ids.field![0]!;
    e0.cards[me]!.flags.since = 0;
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, me)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    let s = evolve(e0, me);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = settleChoices(s);
    expect([s.cards[me]!.cardId, names(s, 'field', 0)]).toEqual(['BP10-093', ['BP10-093', 'BP10-098']]);
  });

  covers(['CSD02c-018', 'CP02-101'], '片桐早苗 (SVE 5.14.2 「これが受ける4以上のダメージを3にする」): 7/7: 3 damage → 7/4, 4 → 7/4, 10 → 7/4, three hits of 10 → destroyed; another follower of yours takes the full 4; 【突進】【守護】; cost 7 (refused at 6 PP)', () => {
    for (const card of ['CSD02c-018', 'CP02-101']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card, 'SD04-017'], hand: [card], pp: 6 });
      const me = ids.field![0]!;
      for (const n of [3, 4, 10]) expect([card, n, stats(damage(s0, me, n), me)]).toEqual([card, n, [7, 4]]);
      const twice = damage(damage(s0, me, 10), me, 10);
      expect([stats(twice, me), names(damage(twice, me, 10), 'cemetery', 0)]).toEqual([[7, 1], [card]]);
      expect(names(damage(s0, ids.field![1]!, 4), 'field', 0)).toEqual([card]);
      const s7 = structuredClone(s0);
      s7.players[0]!.counters.pp = 7;
      expect([kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.ward'), canPlay(s0, ids.hand![0]!), canPlay(s7, ids.hand![0]!)]).toEqual([true, true, false, true]);
    }
  });

  covers(['BP06-019'], 'BP06-019 音速の機構・ララミア: [進化][コスト3] costs 1 less per other follower on your field, never below 0 (SVE 12.2.2)', () => {
    const need = (others: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD02', field: ['BP06-019', ...others], evolve: ['BP06-020'], pp });
      return evolvable(s, ids.field![0]!);
    };
    expect([need([], 3), need([], 2)]).toEqual([true, false]); // 3
    expect([need(['SD02-007'], 2), need(['SD02-007'], 1)]).toEqual([true, false]); // 3 - 1
    expect([need(['SD02-007', 'SD02-002'], 1), need(['SD02-007', 'SD02-002'], 0)]).toEqual([true, false]); // 3 - 2
    expect(need(['SD02-007', 'SD02-002', 'SD02-005'], 0)).toBe(true); // 3 - 3 = 0
    expect(need(['SD02-007', 'SD02-002', 'SD02-005', 'SD02-003'], 0)).toBe(true); // never below 0
    // paid: 2 others at 1 PP → 0 PP left
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP06-019', 'SD02-007', 'SD02-002'], evolve: ['BP06-020'], pp: 1 });
    const s = declineOptional(evolve(s0, ids.field![0]!));
    expect([s.cards[ids.field![0]!]!.cardId, s.players[0]!.counters.pp]).toEqual(['BP06-020', 0]);
  });

  covers(['ECP02-065'], 'ECP02-065 〔強運の才女〕鷹富士茄子: while on the field you may reroll a die once (SVE 5.20.2: the new value replaces the old one); [進化][コスト1]', () => {
    // with ブスッといっとく？ rolling 1 then 6: reroll → 6 applies (leader +3, the amulet destroyed)
    const a = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065'] });
    let s = toMyNextMain(a.s, [1, 6]);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['reroll', 'keep'] });
    s = choose(s, 'reroll');
    expect(s.decision?.kind).toBe('sve.main'); // only one reroll per card
    expect([health(s, 0), names(s, 'field', 0).includes('CP01-081')]).toEqual([23, false]);
    // keep: the first value (1) applies
    const b = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065'] });
    let t = toMyNextMain(b.s, [1, 6]);
    t = choose(t, 'keep');
    expect([health(t, 0), names(t, 'field', 0).includes('CP01-081')]).toEqual([15, true]);
    // two of them: two rerolls (1 → 2 → 6)
    const c = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065', 'ECP02-065'] });
    let u = toMyNextMain(c.s, [1, 2, 6]);
    u = choose(u, 'reroll');
    expect(isReroll(u)).toBe(true);
    u = choose(u, 'reroll');
    expect([u.decision?.kind, health(u, 0)]).toEqual(['sve.main', 23]);
    // without it: no reroll offer
    const d = scene({ me: 'SD02', field: ['CP01-081'] });
    expect(isReroll(toMyNextMain(d.s, [1]))).toBe(false);
    // the evolve ability costs 1 PP
    const e = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], pp: 1 });
    expect(legalActions(e.s).some((x) => x.type === 'evolve' && x.card === e.ids.field![0]!)).toBe(true);
    const f = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], pp: 0 });
    f.s.players[0]!.counters.ep = 0;
    expect(legalActions(f.s).some((x) => x.type === 'evolve' && x.card === f.ids.field![0]!)).toBe(false);
  });

  covers(['ECP02-066'], 'ECP02-066 〔強運の才女〕鷹富士茄子 (evolved): reroll once; 【進化時】 roll: 1 → draw 2; 2 → 3 to the enemy leader and your leader +3; 3 → the opponent puts a highest-attack follower of theirs into the cemetery; 4–6 nothing (SVE 5.20)', () => {
    const run = (die: number, oppField: string[], tieChoice: number | null = null) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], oppField, pp: 1 });
      s0.players[0]!.counters.ep = 0;
      forceDice(s0, [die]);
      const hand0 = handCount(s0, 0);
      let s = evolve(s0, ids.field![0]!);
      expect(isReroll(s)).toBe(true); // the evolved card is on the field: its own reroll (5.20.2)
      s = choose(s, 'keep');
      if (tieChoice !== null) {
        expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1, candidates: [ids.oppField![0]!, ids.oppField![1]!].filter((x) => s.decision!.candidates!.includes(x)) });
        expect(s.decision!.candidates!.length).toBe(2);
        s = must(s, { type: 'pick', player: 1, card: ids.oppField![tieChoice]! }).state;
      }
      return { drawn: handCount(s, 0) - hand0, me: health(s, 0), opp: health(s, 1), oppField: zoneCards(s, 'field', 1).map((id) => ids.oppField!.indexOf(id)), oppCemetery: names(s, 'cemetery', 1) };
    };
    expect(run(1, ['SD02-019'])).toEqual({ drawn: 2, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
    expect(run(2, ['SD02-019'])).toEqual({ drawn: 0, me: 23, opp: 17, oppField: [0], oppCemetery: [] });
    expect(run(3, ['SD02-019', 'SD02-002'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: ['SD02-002'] }); // attack 3 over 2
    expect(run(3, ['SD02-019', 'SD02-019'], 1)).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: ['SD02-019'] }); // a tie: the opponent chooses
    expect(run(4, ['SD02-019'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
    expect(run(6, ['SD02-019'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
  });

  covers(['BP11-092'], 'BP11-092 清浄の領域 (SVE 5.18, 5.27.1, 7.2.3): [起動] engage: one option; an option chosen this turn cannot be chosen again this turn — 【1】 3 damage (6 → 3), then only 【2】【3】: +1/+1 (3/3 → 4/4), then only 【3】: a ホーリータイガー (4/4 Rush); all used: not offered; your leader +1 stands it; your start phase does not; next turn all three again', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP11-092', 'SD06-003'], oppField: ['SD05-009', 'SD06-003'], pp: 0 });
    const am = ids.field![0]!;
    const mine = ids.field![1]!;
    const foe = ids.oppField![0]!;
    let s = must(s0, activations(s0, am)[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', options: [0, 1, 2] });
    s = choose(s, 0);
    expectOffered(s, ids.oppField!, [am, mine, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = settleChoices(target(s, foe));
    expect([stats(s, foe)[1], s.cards[am]!.tapped, activations(s, am)]).toEqual([3, true, []]);
    s = settleChoices(mend(s, 0, 1)); // 「自分のリーダーの[体力]を+したとき、これをスタンドする」
    expect(s.cards[am]!.tapped).toBe(false);
    s = must(s, activations(s, am)[0]!).state;
    expect(s.decision!.options).toEqual([1, 2]);
    s = settleChoices(target(choose(s, 1), mine));
    expect([stats(s, mine), stats(s, foe)[1]]).toEqual([[4, 4], 3]);
    s = settleChoices(mend(s, 0, 1));
    s = must(s, activations(s, am)[0]!).state; // only 【3】 is left
    if (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.18') {
      expect(s.decision.options).toEqual([2]);
      s = choose(s, 2);
    }
    s = settleChoices(s);
    const tiger = zoneCards(s, 'field', 0).find((x) => s.catalog[cardIdOf(s, x)]!.name === 'ホーリータイガー')!;
    expect([namesOf(s, 'field', 0).length, stats(s, tiger), kw(s, tiger, 'sve.rush'), stats(s, mine), stats(s, foe)[1]]).toEqual([3, [4, 4], true, [4, 4], 3]);
    s = settleChoices(mend(s, 0, 1));
    expect([s.cards[am]!.tapped, activations(s, am)]).toEqual([false, []]); // every option used this turn (5.18.3.1.2)
    s.cards[am]!.tapped = true;
    s = nextTurn(nextTurn(s));
    expect(s.cards[am]!.tapped).toBe(true); // 「これは自分のスタートフェイズにスタンドしない」
    s = settleChoices(mend(s, 0, 1));
    s = must(s, activations(s, am)[0]!).state;
    expect(s.decision!.options).toEqual([0, 1, 2]);
  });

  covers(['SD08-004'], 'SD08-004 《正義》・イランツァ (evolved): Storm; attacks ignoring Ward (12.8.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', oppField: ['SD04-006'], oppEngaged: [0], evolve: ['SD08-004'], tokens: [['SD08-004', 'field', 0]] });
    const iranza = ids.tokens![0]!;
    s0.cards[iranza]!.flags.since = s0.turn.number; // entered this turn
    s0.cards[ids.oppField![0]!]!.tapped = true;
    const targets = legalActions(s0).filter((a) => a.type === 'attack' && a.attacker === iranza).map((a) => a.target).sort();
    expect(targets).toEqual([leaderId(s0, 1), ids.oppField![0]!].sort());
    expect(kw(s0, iranza, 'sve.storm')).toBe(true);
  });

  covers(['SD07-010'], 'SD07-010 妖刀の鬼・ツバキ: Fanfare destroy an enemy follower with 5+ royal followers in the cemetery; Storm with 10+', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-010'], field: ['SD04-003'], oppField: ['SD04-001', 'SD02-002'], pp: 3 });
      fillCemetery(s0, 0, n, 'SD02-002');
      const s1 = play(s0, ids.hand![0]!);
      const t = onField(s1, 0, 'SD07-010')[0]!;
      // 「相手の場のフォロワー1体を選ぶ」 comes before the condition: chosen even with 4
      expectOffered(s1, ids.oppField!, [t, ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      const s = target(s1, ids.oppField![0]!);
      return [names(s, 'field', 1).length, kw(s, t, 'sve.storm')];
    };
    expect(run(4)).toEqual([2, false]);
    expect(run(5)).toEqual([1, false]);
    expect(run(9)).toEqual([1, false]);
    expect(run(10)).toEqual([1, true]);
  });

  covers(['SD07-020'], 'SD07-020 レヴィオンの武闘家・メイム: Rush; with 5+ Levion cards in your cemetery (10.3) it has Assail and 「【攻撃時】これは[攻撃力]+2/[体力]+1する」 (a granted ability, 10.9.1.2)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-020'], cemetery: ['SD07-016'], oppField: ['SD04-001'] });
      fillCemetery(s0, 0, n - 1, 'SD07-016');
      const me = ids.field![0]!;
      const standing = legalActions(s0).some((a) => a.type === 'attack' && a.attacker === me && a.target === ids.oppField![0]);
      const before = stats(s0, me);
      let s = attack(s0, me, leaderId(s0, 1));
      while (s.decision?.kind === 'sve.quick') s = pass(s);
      const after = stats(s, me);
      return [kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.assail'), standing, after[0]! - before[0]!, after[1]! - before[1]!, health(s, 1)];
    };
    expect(run(4)).toEqual([true, false, false, 0, 0, 20 - 3]);
    expect(run(5)).toEqual([true, true, true, 2, 1, 20 - 5]); // the +2 applies before the attack damage (8.4.5 → 8.4.9)
  });

  covers(['BP10-T02'], 'Token 絆の覇竜: 6/6 Ward; while 『絆の竜剣士・アイラ』 is on its master\'s field it takes no ability damage (without: it does)', () => {
    for (const aira of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD02', oppField: aira ? ['BP10-056'] : [], evolve: ['BP14-T05', 'BP10-T02'], tokens: [['BP14-T05', 'hand', 0], ['BP10-T02', 'field', 1]], pp: 0 });
      const d = ids.tokens![1]!;
      expect([stats(s0, d), kw(s0, d, 'sve.ward')]).toEqual([[6, 6], true]);
      let s = target(play(s0, ids.tokens![0]!), d);
      if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
      expect(stats(s, d)).toEqual(aira ? [6, 6] : [6, 5]);
    }
  });

  covers(['BP02-T08'], 'Token うたかたの月: while it is on the field, your 『カグヤ』 take no damage during your turn (damage in the opponent\'s turn is dealt); when your main phase comes it is banished', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP02-092'], evolve: ['BP02-T08'], tokens: [['BP02-T08', 'field', 0]] });
    const k = ids.field![0]!;
    const m = ids.tokens![0]!;
    const c0 = ctxOf(s0);
    expect(dealDamageHook(c0, { card: k }, 3, null)).toBe(0);
    let s = nextTurn(c0.state); // the opponent's turn
    const c1 = ctxOf(s);
    expect(dealDamageHook(c1, { card: k }, 1, null)).toBe(1);
    s = nextTurn(c1.state); // your next main phase
    expect([names(s, 'field', 0).includes('BP02-T08'), s.cards[m] === undefined || !zoneCards(s, 'field', 0).includes(m)]).toEqual([false, true]);
  });

  covers(['BP16-T11', 'PR-188', 'BP08-T01', 'BP08-T02', 'PR-189'], 'Tokens ロイド (0, 2/4 Ward, Fanfare leader +2) / ヴィクトリア (0, 4/1 Rush Assail, Fanfare draw 1): on the field they are also 『操り人形』 (SVE 2.1.2: ストリングマイスター\'s 「自分の場に『操り人形』が出たとき」 triggers); not in the EX area', () => {
    for (const id of ['BP16-T11', 'PR-188', 'BP08-T01', 'BP08-T02', 'PR-189']) {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP11-010'], evolve: [id, 'BP11-T11'], tokens: [[id, 'exArea', 0]], pp: 0 });
      const doll = ids.tokens![0]!;
      const puppet = (s: GameState) => matchesFilter(readerFor(s), zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === id) ?? doll, { name: '操り人形' });
      expect(puppet(s0)).toBe(false); // in the EX area
      const h = handCount(s0, 0);
      const s = settleChoices(play(s0, doll));
      const on = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === id)!;
      expect([puppet(s), namesOf(s, 'exArea', 0)]).toEqual([true, ['操り人形', '操り人形']]);
      if (id === 'BP16-T11' || id === 'PR-188' || id === 'BP08-T01') expect([stats(s, on), kw(s, on, 'sve.ward'), health(s, 0)]).toEqual([[2, 4], true, 22]);
      else expect([stats(s, on), kw(s, on, 'sve.rush'), kw(s, on, 'sve.assail'), handCount(s, 0)]).toEqual([[4, 1], true, true, h + 1]);
    }
  });
}
