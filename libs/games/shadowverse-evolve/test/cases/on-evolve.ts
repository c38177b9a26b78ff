/**
 * Card cases: 【進化時】 abilities of evolve cards (SVE 2.3, 10.7.2 "when this evolves"), each reached the way a game
 * reaches it — its base card on the field evolves into it from the evolve deck paying the base card's [進化] cost
 * (one PP short: not offered). Every case checks the evolve card's printed stats, the exact set of cards its choice
 * offers (what must and must not be offered) and the printed numbers of the effect.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { BY_ID, counters, kw, leaderId, names, stats, zoneCards } from '../engine-helpers.js';
import { attack, choose, done, fillCemetery, health, pass, pick, play, toDeckTop } from '../drivers.js';
import { expectOffered } from './offered.js';
import { byAbility, canPlay, type Covers, drive, endMain, evolveInto, evolveTargets, finish, legalPicks, onField, onlyHand, putOntoField, sc, setHealth, settle, settleChoices, sorted, toDeck, withPp, X } from './case-helpers.js';

/** The printed card (catalog record) of an instance. */
const printed = (s: GameState, id: string) => BY_ID.get(s.cards[id]!.cardId)!;

/** The base card's [進化] cost: one PP short offers nothing, the cost offers exactly the evolve card. */
function evolveCostChecked(s: GameState, base: string, cost: number, evo: string): void {
  expect(cost > 0 ? evolveTargets(withPp(s, cost - 1), base) : []).toEqual([]);
  expect(evolveTargets(withPp(s, cost), base)).toEqual([evo]);
}

/** Evolves `base` into `evo` and returns the pending choice of player 0 (its candidates, sorted). */
function evolvedChoice(s0: GameState, base: string, evo: string) {
  const s = evolveInto(s0, base, evo);
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  return { s, offered: sorted(s.decision!.candidates) };
}

export function registerOnEvolveCases(covers: Covers): void {
  covers(['BP01-035'], 'BP01-035 メイドリーダー (evolved from BP01-034 at [コスト2]; 1 PP: refused): 2/2; 【進化時】 a follower with [進化] from your deck into your hand (every such deck card offered; spells and followers without [進化] not)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP01-034'], evolve: ['BP01-035'], pp: 2 });
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 2, 'BP01-035');
    const { s, offered } = evolvedChoice(s0, base, 'BP01-035');
    const deck = zoneCards(s, 'deck', 0);
    const want = deck.filter((x) => printed(s, x).type === 'フォロワー' && /\[進化\]/.test(printed(s, x).text ?? ''));
    expect(want.length).toBeGreaterThan(0);
    expect(deck.length).toBeGreaterThan(want.length); // decoys: the rest of the deck
    expect(offered).toEqual(sorted(want));
    const got = settleChoices(pick(s, want[0]!));
    expect([names(got, 'hand', 0).includes(s.cards[want[0]!]!.cardId), zoneCards(got, 'deck', 0).length, stats(got, base)]).toEqual([true, deck.length - 1, [2, 2]]);
  });

  covers(['BP04-036'], 'BP04-036 円卓の騎士・トリスタン (evolved from BP04-035 at [コスト1]; 0 PP: refused): 3/3 【守護】; 【進化時】 a 円卓 card of your cemetery into your hand (円卓 follower and spell offered; a 兵士 follower without 円卓 not)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP04-035'], evolve: ['BP04-036'], cemetery: ['BP04-022', 'BP04-031', 'SD02-003'], pp: 1 });
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'BP04-036');
    const { s, offered } = evolvedChoice(s0, base, 'BP04-036');
    expect(offered).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    const got = settleChoices(pick(s, ids.cemetery![1]!));
    expect([names(got, 'hand', 0).includes('BP04-031'), names(got, 'cemetery', 0).sort(), stats(got, base), kw(got, base, 'sve.ward')]).toEqual([true, ['BP04-022', 'SD02-003'].sort(), [3, 3], true]);
  });

  covers(['BP03-043'], 'BP03-043 ミスティッククイーン・メイティ (evolved from BP03-042 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 damage to a chosen enemy follower equal to your チェス followers (itself + 1 other: 2; itself alone: 1); enemy followers only offered', () => {
    for (const others of [1, 0]) {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP03-042', ...(others ? ['BP03-046'] : []), 'SD03-003'], evolve: ['BP03-043'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'BP03-043');
      const { s, offered } = evolvedChoice(s0, base, 'BP03-043');
      expect(offered).toEqual(sorted(ids.oppField));
      const got = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(got, base), stats(got, ids.oppField![0]!)]).toEqual([[3, 3], [3, 4 - 1 - others]]);
    }
  });

  covers(['BP15-015'], 'BP15-015 不殺の隠者 (evolved from BP15-014 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 a follower whose name contains 『エズディア』 from your deck into your hand (both エズディア followers offered; other 絶傑・狩人 cards not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP15-014'], hand: ['BP05-001', 'BP15-001', 'BP15-014'], evolve: ['BP15-015'], pp: 1 });
    toDeck(s0, ids.hand!);
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'BP15-015');
    const { s, offered } = evolvedChoice(s0, base, 'BP15-015');
    expect(offered).toEqual(sorted(ids.hand!.slice(0, 2)));
    const got = settleChoices(pick(s, ids.hand![1]!));
    expect([names(got, 'hand', 0).includes('BP15-001'), names(got, 'deck', 0).includes('BP05-001'), stats(got, base)]).toEqual([true, true, [3, 3]]);
  });

  covers(['EBD02-005'], 'EBD02-005 マーリン (evolved from BP01-052 at [コスト2]; 1 PP: refused): 4/3; 【進化時】 a spell of original cost 3 or less from your cemetery played for 0 (cost 1 and 3 offered; cost 4 and a follower not): マジックミサイル deals 2 and draws 1, PP unchanged', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP01-052'], evolve: ['EBD02-005'], cemetery: ['SD03-012', 'SD03-015', 'SD03-014', 'SD03-003'], oppField: ['SD04-017'], opp: 'SD04', pp: 2 });
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 2, 'EBD02-005');
    const hand0 = zoneCards(s0, 'hand', 0).length;
    const { s, offered } = evolvedChoice(s0, base, 'EBD02-005');
    expect(offered).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    let got = pick(s, ids.cemetery![1]!);
    if (got.decision?.kind === 'chooseCards' && got.decision.player === 0) got = pick(got, ids.oppField![0]!);
    got = settleChoices(got);
    for (let i = 0; i < 6 && got.decision && got.decision.kind !== 'sve.main'; i++) got = settleChoices(got.decision.kind === 'sve.quick' ? pass(got) : got);
    expect([stats(got, base), stats(got, ids.oppField![0]!), zoneCards(got, 'hand', 0).length, got.players[0]!.counters.pp, names(got, 'cemetery', 0).sort()]).toEqual([[4, 3], [3, 2], hand0 + 1, 0, ['SD03-012', 'SD03-015', 'SD03-014', 'SD03-003'].sort()]);
  });

  covers(['BP17-101'], 'BP17-101 エアリアルクラフト (evolved from BP17-100 at [コスト1]; 0 PP: refused): 4/4; 【進化時】 you may put a 機械 follower of original cost 2 or less from your hand onto the field (cost-2 machine offered; a cost-3 machine and a cost-1 non-machine not); declining keeps it in hand', () => {
    for (const take of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP17-100'], hand: ['BP12-072', 'BP17-100', 'SD01-017'], evolve: ['BP17-101'], pp: 1 });
      onlyHand(s0, ids.hand!);
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'BP17-101');
      const { s, offered } = evolvedChoice(s0, base, 'BP17-101');
      expect(offered).toEqual([ids.hand![0]!]);
      expect(s.decision!.min ?? 0).toBe(0); // 「出してよい」
      const got = settleChoices(take ? pick(s, ids.hand![0]!) : done(s));
      expect([stats(got, base), onField(got, 0, 'BP12-072').length, names(got, 'hand', 0).filter((c) => c === 'BP12-072').length]).toEqual([[4, 4], take ? 1 : 0, take ? 0 : 1]);
    }
  });

  covers(['BP13-092'], 'BP13-092 ルナールの聖騎士 (evolved from BP13-091 at [コスト1]; 0 PP: refused): 2/2 【守護】; 【進化時】 look at the top 4, you may put a follower of original cost 2 or less onto the field (cost 1 and 2 offered; a cost-3 follower and a spell not), the rest to the bottom; a 【守護】 one: your leader +2 (one without: no heal)', () => {
    for (const ward of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP13-091'], hand: ['BP16-117', 'BP01-173', 'SD06-003', 'SD01-019'], evolve: ['BP13-092'], pp: 1 });
      toDeckTop(s0, ids.hand!);
      setHealth(s0, 0, 15);
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'BP13-092');
      let s = evolveInto(s0, base, 'BP13-092');
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(legalPicks(s))).toEqual(sorted(ids.hand!.slice(0, 2)));
      s = finish(settleChoices(pick(s, ids.hand![ward ? 0 : 1]!)));
      s = settleChoices(s);
      const put = ward ? 'BP16-117' : 'BP01-173';
      expect([stats(s, base), kw(s, base, 'sve.ward'), onField(s, 0, put).length, health(s, 0), names(s, 'deck', 0).slice(-3).sort()]).toEqual([[2, 2], true, 1, ward ? 17 : 15, ['BP01-173', 'BP16-117', 'SD06-003', 'SD01-019'].filter((c) => c !== put).sort()]);
    }
  });

  covers(['BP14-065'], 'BP14-065 ドラゴンブリーダー (evolved from BP14-064 at [コスト2]; 1 PP: refused): 2/2; 【進化時】 look at the top 4, you may put a [ドラゴン] follower of original cost 3 or less into the EX area with +1/+1 (cost 2 and 3 dragons offered; a cost-10 dragon and a neutral follower not), the rest to the bottom', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP14-064'], hand: ['BP15-070', 'BP18-058', 'BP13-056', 'BP01-173'], evolve: ['BP14-065'], pp: 2 });
    toDeckTop(s0, ids.hand!);
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 2, 'BP14-065');
    let s = evolveInto(s0, base, 'BP14-065');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(legalPicks(s))).toEqual(sorted(ids.hand!.slice(0, 2)));
    s = settleChoices(finish(settleChoices(pick(s, ids.hand![1]!))));
    const ex = zoneCards(s, 'exArea', 0);
    expect([stats(s, base), names(s, 'exArea', 0), stats(s, ex[0]!), names(s, 'deck', 0).slice(-3).sort()]).toEqual([[2, 2], ['BP18-058'], [4, 4], ['BP15-070', 'BP13-056', 'BP01-173'].sort()]);
  });

  covers(['BP06-055'], 'BP06-055 覇道の龍人・ガリュウ (evolved from BP06-054 at [コスト1]; 0 PP: refused): 4/5; your other [ドラゴン] followers have 【守護】 (itself and a neutral follower not); 【進化時】 you may put a [ドラゴン] follower of original cost 5 or less from your hand onto the field (cost 3 offered; cost 10 and a neutral cost 2 not)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP06-054', 'BP15-070', 'SD04-017'], hand: ['BP18-058', 'BP13-056', 'BP01-173'], evolve: ['BP06-055'], pp: 1 });
    const [base, dragon, neutral] = ids.field!;
    onlyHand(s0, ids.hand!); // the opening hand's other dragons left aside
    evolveCostChecked(s0, base!, 1, 'BP06-055');
    let s = evolveInto(s0, base!, 'BP06-055');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([sorted(s.decision!.candidates), s.decision!.min ?? 0]).toEqual([[ids.hand![0]!], 0]);
    s = settleChoices(pick(s, ids.hand![0]!));
    const put = onField(s, 0, 'BP18-058')[0]!;
    expect([stats(s, base!), kw(s, dragon!, 'sve.ward'), kw(s, put, 'sve.ward'), kw(s, neutral!, 'sve.ward'), kw(s, base!, 'sve.ward')]).toEqual([[4, 5], true, true, false, false]);
  });

  covers(['CSD02a-010'], 'CSD02a-010 栗原ネネ (evolved from CSD02a-009 at [コスト1]; 0 PP: refused): 4/5 【守護】; 【進化時】[コスト3]: a キュート follower of your cemetery onto the field (both キュート followers offered; a パッション follower not); 2 PP left after evolving: not offered', () => {
    for (const pp of [4, 3]) {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CSD02a-009'], cemetery: ['ECP02-030', 'ECP02-010', 'ECP02-042'], evolve: ['CSD02a-010'], pp });
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'CSD02a-010');
      let asked = false;
      let offered: string[] = [];
      const s = drive(evolveInto(s0, base, 'CSD02a-010'), (d) => {
        if (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never)) { asked = true; return 'pay'; }
        if (d.kind === 'chooseCards' && d.player === 0 && offered.length === 0 && d.candidates!.includes(ids.cemetery![0]!)) { offered = sorted(d.candidates); return ids.cemetery![0]!; }
        return null;
      });
      expect([stats(s, base), kw(s, base, 'sve.ward'), asked]).toEqual([[4, 5], true, pp === 4]);
      if (pp === 4) expect([offered, onField(s, 0, 'ECP02-030').length, s.players[0]!.counters.pp]).toEqual([sorted(ids.cemetery!.slice(0, 2)), 1, 0]);
      else expect([onField(s, 0, 'ECP02-030').length, s.players[0]!.counters.pp]).toEqual([0, 2]);
    }
  });

  covers(['BP11-077'], 'BP11-077 異形 (evolved from BP11-076, whose [進化][コスト1] needs it to have come from the cemetery: played from hand not offered; 0 PP refused): 4/3 【疾走】; 【進化時】 5 damage to a chosen enemy follower (enemy followers only); Last Words 『機動二輪車』 onto your field and the top 2 of your deck into the cemetery', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP11-076'], cemetery: ['BP11-076'], evolve: ['BP11-077'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 4 });
    const played = settleChoices(play(s0, ids.hand![0]!));
    expect(evolveTargets(played, onField(played, 0, 'BP11-076')[0]!)).toEqual([]); // from hand: 「これが墓場から場に出ていたなら使える」 not met
    const s1 = settleChoices(putOntoField(structuredClone(s0), ids.cemetery![0]!));
    const base = onField(s1, 0, 'BP11-076')[0]!;
    evolveCostChecked(s1, base, 1, 'BP11-077');
    const { s, offered } = evolvedChoice(s1, base, 'BP11-077');
    expect(offered).toEqual(sorted(ids.oppField));
    const hit = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(hit, base), kw(hit, base, 'sve.storm'), stats(hit, ids.oppField![0]!)]).toEqual([[4, 3], true, [7, 3]]);
    const cem = zoneCards(hit, 'cemetery', 0).length;
    const top2 = zoneCards(hit, 'deck', 0).slice(0, 2).map((x) => hit.cards[x]!.cardId);
    const dead = settleChoices(byAbility(hit, { type: 'destroy', target: X }, [base]));
    expect([names(dead, 'field', 0).map((c) => BY_ID.get(c)!.name), zoneCards(dead, 'cemetery', 0).length, names(dead, 'cemetery', 0).slice(-2).sort()]).toEqual([['機動二輪車'], cem + 1 + 2, [...top2].sort()]);
  });

  covers(['BP05-015'], 'BP05-015 フラワードール (evolved from BP05-014 at [コスト1]; 0 PP: refused): 3/3; Last Words up to 1 人形 follower of your cemetery into your hand (the 人形 followers there offered — its own base card too; a non-人形 follower not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP05-014'], cemetery: ['BP17-005', 'SD01-017'], evolve: ['BP05-015'], pp: 1 });
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'BP05-015');
    const e = settleChoices(evolveInto(s0, base, 'BP05-015'));
    expect(stats(e, base)).toEqual([3, 3]);
    let s = byAbility(e, { type: 'destroy', target: X }, [base]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const offered = s.decision!.candidates!.map((x) => s.cards[x]!.cardId).sort();
    expect([offered, s.decision!.min ?? 0]).toEqual([['BP05-014', 'BP17-005'], 0]);
    s = settleChoices(pick(s, s.decision!.candidates!.find((x) => s.cards[x]!.cardId === 'BP17-005')!));
    expect([names(s, 'hand', 0).includes('BP17-005'), names(s, 'cemetery', 0).sort()]).toEqual([true, ['BP05-014', 'SD01-017']]);
  });

  covers(['BP10-096'], 'BP10-096 神域の法王 (evolved from BP10-095 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 look at the top 4, you may put a follower with 【守護】 into the EX area (both 【守護】 followers offered; a follower without it and a spell not), costing 1 less this turn (cost 2 → playable at 1 PP, not 0), the rest to the bottom', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP10-095'], hand: ['BP16-117', 'BP18-114', 'BP01-173', 'SD01-019'], evolve: ['BP10-096'], pp: 2 });
    toDeckTop(s0, ids.hand!);
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'BP10-096');
    let s = evolveInto(s0, base, 'BP10-096');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(legalPicks(s))).toEqual(sorted(ids.hand!.slice(0, 2)));
    s = settleChoices(finish(settleChoices(pick(s, ids.hand![1]!))));
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    expect([stats(s, base), names(s, 'exArea', 0), names(s, 'deck', 0).slice(-3).sort(), s.players[0]!.counters.pp]).toEqual([[3, 3], ['BP18-114'], ['BP16-117', 'BP01-173', 'SD01-019'].sort(), 1]);
    expect([canPlay(withPp(s, 0), ex), canPlay(withPp(s, 1), ex)]).toEqual([false, true]);
  });

  covers(['BP18-067'], 'BP18-067 彩尾の風紀委員 (evolved from BP18-066 at [コスト1]; 0 PP: refused): 2/4; 【進化時】 look at the top 2, you may reveal a 武闘竜人 card into your hand (the 武闘竜人 one offered, the other not), the rest to the bottom; your attack-4+ 武闘竜人 follower attacking gets +1 attack (a 4/3 hits the leader for 5; a 3/2 武闘竜人 for 3)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP18-066', 'BP13-054', 'BP09-065'], hand: ['BP18-058', 'SD04-017'], evolve: ['BP18-067'], pp: 1 });
    toDeckTop(s0, ids.hand!);
    for (const c of ids.field!) s0.cards[c]!.flags.since = 0;
    const [base, four, three] = ids.field!;
    evolveCostChecked(s0, base!, 1, 'BP18-067');
    let s = evolveInto(s0, base!, 'BP18-067');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(legalPicks(s)).toEqual([ids.hand![0]!]);
    s = settleChoices(finish(settleChoices(pick(s, ids.hand![0]!))));
    expect([stats(s, base!), names(s, 'hand', 0).includes('BP18-058'), names(s, 'deck', 0).at(-1)]).toEqual([[2, 4], true, 'SD04-017']);
    const leader1 = s.zones['1:leader']!.cards[0]!;
    const hitBy = (who: string) => health(settle(attack(structuredClone(s), who, leader1)), 1);
    expect([hitBy(four!), hitBy(three!)]).toEqual([20 - 5, 20 - 3]);
  });

  covers(['ECP02-018'], 'ECP02-018 〔シンデレラガール〕十時愛梨 (evolved from ECP02-017 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 2 damage to a chosen enemy follower (enemy followers offered), and with 5+ パッション cards in your cemetery a 『魔法のアイテム』 into the EX area (4: none)', () => {
    for (const passion of [5, 4]) {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['ECP02-017'], cemetery: ['ECP02-042', 'ECP02-008', 'ECP02-013', 'ECP02-023', 'ECP02-048'].slice(0, passion), evolve: ['ECP02-018'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'ECP02-018');
      const { s, offered } = evolvedChoice(s0, base, 'ECP02-018');
      expect(offered).toEqual(sorted(ids.oppField));
      const got = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(got, base), stats(got, ids.oppField![0]!), names(got, 'exArea', 0)]).toEqual([[3, 3], [3, 2], passion >= 5 ? ['CP02-T01'] : []]); // the item token, whose collab name is 『魔法のアイテム』 (SVE 14.3.1.1, cards/tokens.ts)
    }
  });

  covers(['BP15-089'], 'BP15-089 絶叫の崇拝者 (evolved from BP15-088 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 choose 1 — 【1】 a follower of your cemetery whose name contains 『ルルナイ』 onto the field (both ルルナイ offered; another follower not), 【2】 2 damage to a chosen enemy follower; Last Words the top card of your deck into the cemetery', () => {
    for (const opt of [0, 1]) {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP15-088'], cemetery: ['BP15-078', 'BP05-070', 'SD05-003'], evolve: ['BP15-089'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
      const base = ids.field![0]!;
      evolveCostChecked(s0, base, 1, 'BP15-089');
      let s = evolveInto(s0, base, 'BP15-089');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options).toHaveLength(2);
      s = choose(s, s.decision!.options![opt]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(opt === 0 ? ids.cemetery!.slice(0, 2) : ids.oppField));
      s = drive(pick(s, opt === 0 ? ids.cemetery![1]! : ids.oppField![0]!), (d) => (d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : null));
      expect([stats(s, base), onField(s, 0, 'BP05-070').length, stats(s, ids.oppField![0]!)[1]]).toEqual(opt === 0 ? [[3, 3], 1, 4] : [[3, 3], 0, 2]);
      const cem = zoneCards(s, 'cemetery', 0).length;
      const top = s.cards[zoneCards(s, 'deck', 0)[0]!]!.cardId;
      const dead = drive(byAbility(s, { type: 'destroy', target: X }, [base]));
      expect([zoneCards(dead, 'cemetery', 0).length, names(dead, 'cemetery', 0).includes(top)]).toEqual([cem + 2, true]); // itself (its base card) and the top card
    }
  });

  covers(['CP02-043'], 'CP02-043 荒木比奈 (evolved from CP02-042 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 a デレマス spell of original cost 2 or less from your cemetery played for 0 (cost 1 and 2 デレマス spells offered; a cost-3 デレマス spell and a non-デレマス spell not): 女神は朝焼けの海に draws 1', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP02-042'], cemetery: ['CP02-011', 'CP02-034', 'ECP02-029', 'SD03-012'], evolve: ['CP02-043'], pp: 1 });
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'CP02-043');
    const h = zoneCards(s0, 'hand', 0).length;
    const { s, offered } = evolvedChoice(s0, base, 'CP02-043');
    expect(offered).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    const got = drive(pick(s, ids.cemetery![0]!));
    expect([stats(got, base), zoneCards(got, 'hand', 0).length, got.players[0]!.counters.pp, names(got, 'cemetery', 0).includes('CP02-011')]).toEqual([[3, 3], h + 1, 0, true]);
  });

  covers(['BP18-029'], 'BP18-029 隘路の調査員 (evolved from BP18-028 at [コスト1]; 0 PP: refused): 4/2 【指定攻撃】; when it attacks, 2 ギガ counters on each 『ギガブレード』 of your field (2 of them: +2 each)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP18-028', 'BP18-027', 'BP18-027'], evolve: ['BP18-029'], oppField: ['SD04-017'], opp: 'SD04', pp: 1 });
    const [base, g1, g2] = ids.field!;
    s0.cards[base!]!.flags.since = 0;
    evolveCostChecked(s0, base!, 1, 'BP18-029');
    let s = settleChoices(evolveInto(s0, base!, 'BP18-029'));
    const giga = (x: GameState) => [x.cards[g1!]!.counters['ギガ'] ?? 0, x.cards[g2!]!.counters['ギガ'] ?? 0];
    const before = giga(s);
    expect([stats(s, base!), kw(s, base!, 'sve.assail')]).toEqual([[4, 2], true]);
    s = settle(attack(s, base!, ids.oppField![0]!)); // 【指定攻撃】: a standing follower
    expect(giga(s)).toEqual(before.map((n) => n + 2));
    expect(onField(s, 1, 'SD04-017')).toEqual([]); // 4 damage to a 3/4
  });

  covers(['BP10-022'], 'BP10-022 戦争商人・アルヤスカ (evolved from BP10-021 at [コスト2]; 1 PP: refused): 5/5; 【進化時】 『武器商人・エルネスタ』 from your deck onto the field (only it offered; another 商人 follower not) and a 『ターミナルウェポン』 into the EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP10-021'], hand: ['BP10-035', 'BP10-021'], evolve: ['BP10-022'], pp: 2 });
    toDeck(s0, ids.hand!);
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 2, 'BP10-022');
    let offered: string[] = [];
    const s = drive(evolveInto(s0, base, 'BP10-022'), (d) => {
      if (d.kind === 'chooseCards' && d.player === 0 && d.candidates!.includes(ids.hand![0]!)) { offered = sorted(d.candidates); return ids.hand![0]!; }
      return null;
    });
    expect(offered).toEqual([ids.hand![0]!]);
    expect([stats(s, base), onField(s, 0, 'BP10-035').length, names(s, 'exArea', 0)]).toEqual([[6, 5], 1, ['BP10-T01']]); // 5/5, +1 from エルネスタ's Fanfare (the only other [ロイヤル] follower)
  });

  covers(['BP03-024'], 'BP03-024 スピアナイト・アミロス (evolved from BP03-023 at [コスト3]; 2 PP: refused): 3/3; 【進化時】 a ヒーロー card of your cemetery played for 0 (ヒーロー follower and spell offered; a non-ヒーロー follower not); when it attacks with another ヒーロー follower on your field it gets +1/+1 (alone: stays 3/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP03-023'], cemetery: ['BP03-036', 'BP10-026', 'SD02-002'], evolve: ['BP03-024'], pp: 3 });
    const base = ids.field![0]!;
    s0.cards[base]!.flags.since = 0;
    evolveCostChecked(s0, base, 3, 'BP03-024');
    const leader1 = s0.zones['1:leader']!.cards[0]!;
    const a0 = sc({ me: 'SD02', field: ['BP03-023'], cemetery: ['SD02-002'], evolve: ['BP03-024'], pp: 3 }); // no ヒーロー card to play, none on the field
    a0.s.cards[a0.ids.field![0]!]!.flags.since = 0;
    const alone = settle(attack(settleChoices(evolveInto(a0.s, a0.ids.field![0]!, 'BP03-024')), a0.ids.field![0]!, a0.s.zones['1:leader']!.cards[0]!));
    expect([stats(alone, a0.ids.field![0]!), health(alone, 1)]).toEqual([[3, 3], 17]);
    const { s, offered } = evolvedChoice(s0, base, 'BP03-024');
    expect(offered).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    let got = drive(pick(s, ids.cemetery![0]!));
    expect([onField(got, 0, 'BP03-036').length, got.players[0]!.counters.pp, stats(got, base)]).toEqual([1, 0, [3, 3]]);
    got = settle(attack(got, base, leader1));
    expect([stats(got, base), health(got, 1)]).toEqual([[4, 4], 16]);
  });

  covers(['CP02-002'], 'CP02-002 高森藍子 (evolved from CP02-001 at [コスト1]; 0 PP: refused): 3/3; 【進化時】 you may put a パッション follower of original cost 3 or less from your hand onto the field (cost 1 offered; a cost-4 パッション and a cost-1 non-パッション not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['CP02-001'], hand: ['ECP02-042', 'ECP02-027', 'SD01-017'], evolve: ['CP02-002'], pp: 1 });
    onlyHand(s0, ids.hand!);
    const base = ids.field![0]!;
    evolveCostChecked(s0, base, 1, 'CP02-002');
    const { s, offered } = evolvedChoice(s0, base, 'CP02-002');
    expect([offered, s.decision!.min ?? 0]).toEqual([[ids.hand![0]!], 0]);
    const got = settleChoices(pick(s, ids.hand![0]!));
    expect([stats(got, base), onField(got, 0, 'ECP02-042').length, names(got, 'hand', 0).includes('ECP02-027')]).toEqual([[3, 3], 1, true]);
  });

  covers(['ECP01-029'], 'ECP01-029 ネオユニヴァース (evolved from ECP01-028, 4/4): 【進化時】 choose 【1】 discard a ウマ娘 card (the ウマ娘 cards of your hand offered, not another card): max PP +1, or 【2】 discard 3 ウマ娘 cards: max PP +2 (2 in hand: not paid, max PP unchanged); at your end phase 2 damage to a chosen enemy follower (enemy followers offered, not yours)', () => {
    const mk = (umas: number) => {
      const r = sc({ me: 'SD04', field: ['ECP01-028'], evolve: ['ECP01-029'], hand: [...Array(umas).fill('ECP01-014'), 'SD04-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 5 });
      onlyHand(r.s, r.ids.hand!);
      return r;
    };
    for (const [opt, umas, maxPp] of [[0, 3, 6], [1, 3, 7], [1, 2, 5]] as const) {
      const { s: s0, ids } = mk(umas);
      expect(s0.players[0]!.counters.maxPp).toBe(5);
      let s = choose(evolveInto(s0, ids.field![0]!, 'ECP01-029'), opt);
      if (s.decision?.kind === 'chooseOption' && (s.decision.options ?? []).includes('pay' as never)) s = choose(s, 'pay');
      if (opt === 0) {
        expectOffered(s, ids.hand!.slice(0, umas), [ids.hand![umas]!]);
        s = pick(s, ids.hand![0]!);
      }
      s = drive(s);
      expect([s.cards[ids.field![0]!]!.cardId, stats(s, ids.field![0]!), s.players[0]!.counters.maxPp, zoneCards(s, 'hand', 0).length]).toEqual(['ECP01-029', [4, 4], maxPp, maxPp === 5 ? umas + 1 : umas + 1 - (opt === 0 ? 1 : 3)]);
    }
    const { s: e0, ids: e } = mk(1);
    let s = choose(evolveInto(e0, e.field![0]!, 'ECP01-029'), 0);
    if (s.decision?.kind === 'chooseOption') s = choose(s, 'skip'); // declined: no discard
    s = drive(s);
    expect(s.players[0]!.counters.maxPp).toBe(5);
    s = endMain(s);
    expectOffered(s, e.oppField!, [e.field![0]!]);
    s = pick(s, e.oppField![0]!);
    expect(stats(s, e.oppField![0]!)).toEqual([3, 2]);
  });

  covers(['ECP02-056'], 'ECP02-056 〔緋色のラブ・ソング〕木村夏樹 (evolved from ECP02-055, 4/4): 【進化時】 a chosen enemy follower (enemy followers offered, not yours) takes twice your パッション followers (itself + another: 4; itself alone: 2); 【疾走】 while 10 パッション cards are in your cemetery (10: yes; 9: no)', () => {
    for (const [other, passion] of [[true, 10], [false, 9]] as const) {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['ECP02-055', other ? 'ECP02-070' : 'SD05-003'], evolve: ['ECP02-056'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 1 });
      fillCemetery(s0, 0, passion, 'ECP02-055');
      let s = evolveInto(s0, ids.field![0]!, 'ECP02-056');
      expectOffered(s, ids.oppField!, ids.field!);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = ids.field![0]!;
      expect([s.cards[me]!.cardId, stats(s, me), stats(s, ids.oppField![0]!), kw(s, me, 'sve.storm')]).toEqual(['ECP02-056', [4, 4], [7, other ? 4 : 6], passion >= 10]);
    }
  });

  for (const [base, evo] of [['DSD01b-001', 'DSD01b-002'], ['DSD01b-SL01', 'DSD01b-SL02'], ['DSD01b-001', 'DSD01b-U01']]) {
    covers([base, evo], `${base} 気高き雷・ロマロニア (1/3 cost 3, 2 PP refused; 【必殺】; [進化][コスト1], 0 PP refused) into ${evo} (2/4, 【指定攻撃】【必殺】): 【進化時】 an enemy follower (offered: the enemy followers, not yours nor a leader) takes 3 if you have an amulet on your field (a 『遺されし電撃』 there: 3; none: 0); Last Words (base and evolved): with a 『遺されし電撃』 on your field a 雷 counter on each, without one a 『遺されし電撃』 onto the field`, () => {
      const DESTROY = { type: 'destroy', target: X };
      const bolts = (x: GameState) => zoneCards(x, 'field', 0).filter((c) => x.cards[c]!.cardId === 'DSD01b-T01');
      for (const amulet of [false, true]) {
        const { s: s0, ids } = sc({ me: 'SD04', hand: [base], oppField: ['SD02-020', 'SD02-002'], evolve: [evo, 'DSD01b-T01'], tokens: amulet ? [['DSD01b-T01', 'field', 0]] : [], pp: 4 });
        s0.players[0]!.counters.ep = 0;
        expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
        const s = settleChoices(play(s0, ids.hand![0]!));
        const me = onField(s, 0, base)[0]!;
        expect([stats(s, me), kw(s, me, 'sve.bane'), counters(s, 0).pp]).toEqual([[1, 3], true, 1]);
        const bolt = amulet ? ids.tokens![0]! : undefined;
        const thunder = (x: GameState) => (bolt ? x.cards[bolt]!.counters['雷'] ?? 0 : null);
        const before = thunder(s); // the bolt's own ability may count the 武闘竜人 follower that entered
        // the base's Last Words
        const lw = settleChoices(byAbility(s, DESTROY, [me]));
        expect([bolts(lw).length, thunder(lw)]).toEqual(amulet ? [1, before! + 1] : [1, null]);
        if (!amulet) expect(lw.cards[bolts(lw)[0]!]!.counters['雷'] ?? 0).toBe(0);
        // evolve: 0 PP refused; at 1 PP, 【進化時】 chooses an enemy follower
        expect(evolveTargets(withPp(s, 0), me)).toEqual([]);
        let e = evolveInto(s, me, evo);
        expectOffered(e, ids.oppField!, [me, leaderId(e, 0), leaderId(e, 1)]);
        e = settleChoices(pick(e, ids.oppField![0]!));
        expect([e.cards[me]!.cardId, stats(e, me), kw(e, me, 'sve.assail'), kw(e, me, 'sve.bane'), stats(e, ids.oppField![0]!), counters(e, 0).pp]).toEqual([evo, [2, 4], true, true, amulet ? [4, 3] : [4, 6], 0]);
        // the evolved card's Last Words
        const elw = settleChoices(byAbility(e, DESTROY, [me]));
        expect([bolts(elw).length, thunder(elw)]).toEqual(amulet ? [1, thunder(e)! + 1] : [1, null]);
      }
    });
  }
}
