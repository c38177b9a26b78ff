/**
 * Card cases: base cards (SVE 2.3: the non-evolve followers a 【進化】 ability turns into an evolve card) — mostly
 * ones whose own text is about evolving (a [進化] cost, a condition on it, an effect that changes it or evolves the
 * card), and base cards whose evolve card was tested but unreachable without them (issue #18). Each case
 * plays the base card the way a game does (from hand, or already on the field) and evolves it into its evolve card
 * from the evolve deck, so the evolve card becomes reachable too (coverage/tables.ts buildUnreachableTable).
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { BY_ID, counters, kw, must, names, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { expectOffered } from './offered.js';
import { activations, attack, choose, health, pass, pick, play, toDeckTop } from '../drivers.js';
import { act, byAbility, canPlay, type Covers, faceUp, nameOf, namesOf, damage, drive, endTurn, evolveInto, evolveTargets, finish, legalPicks, onField, onlyHand, putOntoField, sc, setHealth, settle, settleChoices, sorted, toBanished, toDeck, withPp, X } from './case-helpers.js';

/** The evolve cards player 0 may evolve `card` into paying `pp` PP (the PP left unchanged in `s`). */
const targetsAt = (s: GameState, card: string, pp: number) => evolveTargets(withPp(s, pp), card);
/** Whether the state holds a 「[進化]コストを…にする」 effect on `card` (a modify of its evolveCost). */
const costEffectOn = (s: GameState, card: string) => s.effects.some((e) => e.targets?.includes(card) && (e.modifier as { stat?: string } | undefined)?.stat === 'evolveCost');

export function registerEvolveBasesCases(covers: Covers): void {
  covers(['BP05-052', 'SP01-028'], 'BP05-052 / SP01-028 侮蔑の絶傑・ガルミーユ: 5/5 cost 5; [進化][コスト2] (1 PP refused); on your turn, ability damage to it: its [進化] cost is 0 this turn (evolves at 0 PP); combat damage or ability damage on the opponent\'s turn: cost stays 2; evolves into BP05-053 / SP01-029', () => {
    for (const [base, evo] of [['BP05-052', 'BP05-053'], ['SP01-028', 'SP01-029']] as const) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: [base], evolve: [evo], oppField: ['SD02-002'], oppEngaged: [0], pp: 5 });
      expect(legalActions(withPp(s0, 4)).some((a) => a.type === 'play' && a.card === ids.hand![0])).toBe(false); // cost 5: 4 PP refused
      let s = settleChoices(play(s0, ids.hand![0]!));
      const g = onField(s, 0, base)[0]!;
      expect([stats(s, g), counters(s, 0).pp]).toEqual([[5, 5], 0]);
      expect([targetsAt(s, g, 1), targetsAt(s, g, 2)]).toEqual([[], [evo]]); // [進化][コスト2]: one short refused
      // ability damage on your turn: cost 0 this turn
      s = damage(s, g, 1);
      expect([stats(s, g), costEffectOn(s, g)]).toEqual([[5, 4], true]);
      expect(targetsAt(s, g, 0)).toEqual([evo]);
      const e = evolveInto(withPp(s, 0), g, evo);
      expect([e.cards[g]!.cardId, counters(e, 0).pp]).toEqual([evo, 0]);
      // the next turn of yours: the effect ended (「このターン」), cost 2 again
      const later = nextTurn(nextTurn(s));
      expect([targetsAt(later, g, 1), targetsAt(later, g, 2)]).toEqual([[], [evo]]);
      // combat damage on your turn: no trigger (it attacks a 3/3: 3 damage)
      const c0 = structuredClone(s0);
      const c1 = settleChoices(play(c0, ids.hand![0]!));
      const g2 = onField(c1, 0, base)[0]!;
      c1.cards[g2]!.flags.since = 0;
      let c2 = attack(c1, g2, ids.oppField![0]!);
      for (let i = 0; i < 6 && c2.decision?.kind === 'sve.quick'; i++) c2 = pass(c2);
      expect([stats(c2, g2), costEffectOn(c2, g2), targetsAt(c2, g2, 0), targetsAt(c2, g2, 1)]).toEqual([[5, 2], false, [], []]);
      // ability damage on the opponent's turn: no trigger (「自分のターン中」)
      const o = nextTurn(c1);
      expect(o.turn.active).toBe(1);
      const o2 = damage(o, g2, 1);
      expect([stats(o2, g2), costEffectOn(o2, g2)]).toEqual([[5, 4], false]);
    }
  });

  covers(['BP15-047'], 'BP15-047 絶尽の崇拝者: 2/2 cost 2; [進化][コスト1] (0 PP refused); Fanfare 「これが手札以外から場に出ていたなら、これは進化する」: put onto the field by an ability it evolves into BP15-048 without a cost; played from hand it does not', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP15-047'], cemetery: ['BP15-047'], evolve: ['BP15-048'], oppField: ['SD03-003'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false); // cost 2: 1 PP refused
    const played = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(played, 0, 'BP15-047')[0]!;
    expect([stats(played, me), counters(played, 0).pp, names(played, 'field', 0)]).toEqual([[2, 2], 0, ['BP15-047']]);
    expect([targetsAt(played, me, 0), targetsAt(played, me, 1)]).toEqual([[], ['BP15-048']]);
    const put = drive(putOntoField(structuredClone(s0), ids.cemetery![0]!)); // from the cemetery by an ability
    expect([names(put, 'field', 0), counters(put, 0).pp]).toEqual([['BP15-048'], 2]); // evolved, no PP paid (SVE 5.16.1.1)
    const fromHand = drive(putOntoField(structuredClone(s0), ids.hand![0]!)); // by an ability, but from the hand: not
    expect(names(fromHand, 'field', 0)).toEqual(['BP15-047']);
  });

  covers(['BP12-086'], 'BP12-086 極炎のドラグーン・ローラ: 2/2 cost 2; Fanfare 『リペアモード』 into the EX area, and when put onto the field by an ability it evolves into BP12-087 (played: not); [進化][コスト2] (1 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP12-086'], evolve: ['BP12-087'], oppField: ['SD06-003'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const played = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(played, 0, 'BP12-086')[0]!;
    expect([names(played, 'exArea', 0), stats(played, me), counters(played, 0).pp]).toEqual([['BP12-T11'], [2, 2], 0]);
    expect([targetsAt(played, me, 1), targetsAt(played, me, 2)]).toEqual([[], ['BP12-087']]);
    const put = drive(putOntoField(structuredClone(s0), ids.hand![0]!));
    expect([names(put, 'exArea', 0), names(put, 'field', 0), counters(put, 0).pp]).toEqual([['BP12-T11'], ['BP12-087'], 2]);
  });

  covers(['CP04-081'], 'CP04-081 ヨリ: 2/2 cost 2; Fanfare choose an enemy follower (every enemy follower offered, no leader, none of yours): 2 damage only when it came onto the field other than from hand (from the cemetery: 2; played: none); [進化][コスト1] into CP04-082 (0 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP04-081'], cemetery: ['CP04-081'], field: ['SD05-003'], evolve: ['CP04-082'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    for (const byIt of [false, true]) {
      let s = byIt ? putOntoField(structuredClone(s0), ids.cemetery![0]!) : play(s0, ids.hand![0]!); // by an ability from the cemetery
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect(stats(s, ids.oppField![0]!)).toEqual(byIt ? [3, 2] : [3, 4]);
      if (!byIt) {
        const me = onField(s, 0, 'CP04-081')[0]!;
        expect([stats(s, me), counters(s, 0).pp, targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[2, 2], 0, [], ['CP04-082']]);
      }
    }
  });

  covers(['BP07-001'], 'BP07-001 回帰する抱擁・ラティカ: 5/5 cost 4; [進化][コスト1] only when you have played 5+ cards this turn (4: not offered; 5 at 0 PP: refused); a 『ナテラの大樹』 entering your field: recover 1 PP (another amulet: none); evolves into BP07-002', () => {
    // 萌芽の化身 in the cemetery only brings the 『ナテラの大樹』 token into the game's catalog snapshot
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-001', 'SD01-002'], cemetery: ['BP07-010'], evolve: ['BP07-002'], tokens: [['BP07-T03', 'exArea', 0]], pp: 10 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false); // cost 4: 3 PP refused
    Object.assign(s0.players[0]!.flags, { played: 2, playedTurn: s0.turn.number });
    let s = settleChoices(play(s0, ids.hand![0]!)); // 3 cards this turn
    const r = onField(s, 0, 'BP07-001')[0]!;
    expect([stats(s, r), counters(s, 0).pp]).toEqual([[5, 5], 6]);
    s = settleChoices(play(s, ids.hand![1]!)); // 4 cards; an amulet (cost 2) that is not 『ナテラの大樹』: 6 − 2, no recovery
    expect([counters(s, 0).pp, targetsAt(s, r, 1)]).toEqual([4, []]);
    s = settleChoices(play(s, ids.tokens![0]!)); // 5 cards; 『ナテラの大樹』: 4 − 1 + 1
    expect([counters(s, 0).pp, names(s, 'field', 0).sort()]).toEqual([4, ['BP07-001', 'BP07-T03', 'SD01-002'].sort()]);
    expect([targetsAt(s, r, 0), targetsAt(s, r, 1)]).toEqual([[], ['BP07-002']]);
    expect(evolveInto(withPp(s, 1), r, 'BP07-002').cards[r]!.cardId).toBe('BP07-002');
  });

  covers(['BP18-047'], 'BP18-047 ジュエリーアドバイザー: 2/2 cost 2; Fanfare banish the top card of your deck, then with 10+ cards in your banish zone your leader +2 (9 after the banish: no heal); [進化][コスト1] into BP18-048 (0 PP refused)', () => {
    for (const before of [8, 9]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP18-047'], evolve: ['BP18-048'], pp: 2 });
      toBanished(s0, zoneCards(s0, 'deck', 0).slice(-before));
      setHealth(s0, 0, 15);
      const top = s0.cards[zoneCards(s0, 'deck', 0)[0]!]!.cardId;
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP18-047')[0]!;
      expect([zoneCards(s, 'banished', 0).length, names(s, 'banished', 0).at(-1), health(s, 0), stats(s, me)]).toEqual([before + 1, top, before + 1 >= 10 ? 17 : 15, [2, 2]]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP18-048']]);
    }
  });

  covers(['BP18-062', 'BP18-063'], 'BP18-062 / BP18-063 竜瞳の書記: your 武闘竜人 follower with attack 4+ attacking: your leader +1 (attack 3, or a 4+ follower of another trait: nothing); [進化][コスト1] (0 PP refused); evolved: 【進化時】 2 damage to a chosen enemy follower, 3 with an attack-4+ 武闘竜人 follower on your field (attack 3 only: 2)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP18-062', 'BP13-054', 'BP09-065', 'SD04-011'], evolve: ['BP18-063'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    const [scribe, four, three, other] = ids.field!;
    for (const c of ids.field!) s0.cards[c]!.flags.since = 0;
    setHealth(s0, 0, 15);
    const leader1 = s0.zones['1:leader']!.cards[0]!;
    const hit = (s: GameState, who: string) => settle(attack(s, who, leader1));
    expect(health(hit(structuredClone(s0), three!), 0)).toBe(15);
    expect(health(hit(structuredClone(s0), other!), 0)).toBe(15);
    expect(health(hit(structuredClone(s0), four!), 0)).toBe(16);
    expect([targetsAt(s0, scribe!, 0), targetsAt(s0, scribe!, 1)]).toEqual([[], ['BP18-063']]);
    // evolved: 【進化時】 with the 4/3 on the field: 3 damage; without it (only the 3/2): 2 damage
    for (const withFour of [true, false]) {
      const s1 = structuredClone(s0);
      if (!withFour) toBanished(s1, [four!]);
      let s = evolveInto(s1, scribe!, 'BP18-063');
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([s.cards[scribe!]!.cardId, stats(s, scribe!), stats(s, ids.oppField![0]!)]).toEqual(['BP18-063', [3, 3], withFour ? [3, 1] : [3, 2]]);
      if (withFour) expect([health(hit(structuredClone(s), four!), 0), health(hit(structuredClone(s), three!), 0)]).toEqual([16, 15]); // evolved: the same trigger
    }
  });

  covers(['BP06-076'], 'BP06-076 酒呑童子: 1/4 cost 3 【必殺】; [進化][コスト1] (0 PP refused); Fanfare 「墓場の妖怪・カード2枚を消滅：これは進化する」 — with 3 妖怪 cards in the cemetery the payment is offered (the 妖怪 cards, not the other card), 2 banished and it evolves into BP06-077 without PP; with 1 妖怪 card: no payment, no evolve', () => {
    for (const yokai of [3, 1]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP06-076'], cemetery: [...['BP15-079', 'BP15-083', 'BP15-079'].slice(0, yokai), 'SD05-003'], evolve: ['BP06-077'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false); // cost 3
      let offered: string[] = [];
      let asked = false;
      const s = drive(play(s0, ids.hand![0]!), (d) => {
        if (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never)) { asked = true; return 'pay'; }
        if (d.kind === 'chooseCards' && d.player === 0 && offered.length === 0) offered = sorted(d.candidates);
        return null;
      });
      const me = onField(s, 0, 'BP06-076')[0] ?? onField(s, 0, 'BP06-077')[0]!;
      if (yokai === 3) {
        expect([asked, offered]).toEqual([true, sorted(ids.cemetery!.slice(0, 3))]);
        expect([s.cards[me]!.cardId, zoneCards(s, 'banished', 0).length, names(s, 'cemetery', 0).length, counters(s, 0).pp, stats(s, me)]).toEqual(['BP06-077', 2, 2, 0, [2, 5]]);
      } else {
        expect([asked, s.cards[me]!.cardId, zoneCards(s, 'banished', 0).length, stats(s, me), kw(s, me, 'sve.bane')]).toEqual([false, 'BP06-076', 0, [1, 4], true]);
        expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP06-077']]);
      }
    }
  });

  covers(['BP10-037'], 'BP10-037 《愚者》・リンクル: 2/2 cost 2; Fanfare look at the top 5, up to 2 アルカナ spells revealed into your hand (the 3 アルカナ spells offered; a non-アルカナ spell and an アルカナ follower not), the rest to the bottom; [進化][コスト1] into BP10-038 (0 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP10-037', 'BP10-043', 'BP10-047', 'BP10-084', 'SD03-012', 'BP10-037'], evolve: ['BP10-038'], pp: 2 });
    const [rinkle, ...top] = ids.hand!;
    toDeckTop(s0, top);
    expect(canPlay(withPp(s0, 1), rinkle!)).toBe(false);
    let s = play(s0, rinkle!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(legalPicks(s))).toEqual(sorted(top.slice(0, 3)));
    s = pick(s, top[0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0 && legalPicks(s).length > 0) s = pick(s, top[2]!);
    s = finish(s);
    const me = onField(s, 0, 'BP10-037')[0]!;
    expect(names(s, 'hand', 0).filter((c) => ['BP10-043', 'BP10-084'].includes(c)).sort()).toEqual(['BP10-043', 'BP10-084']);
    expect(names(s, 'deck', 0).slice(-3).sort()).toEqual(['BP10-037', 'BP10-047', 'SD03-012'].sort());
    expect([stats(s, me), counters(s, 0).pp, targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[2, 2], 0, [], ['BP10-038']]);
  });

  covers(['BP10-001', 'BP10-U01'], 'BP10-001 / BP10-U01 《吊るされた男》・ローフラッド: 2/2 cost 2; takes no ability damage and is not destroyed by abilities (combat damage destroys it); Fanfare [コスト5]: 『真偽の逆転』 from your deck into the EX area, costing 8 less this turn (playable at 0 PP; 4 PP left: not offered); [進化][コスト1] into BP10-002', () => {
    for (const id of ['BP10-001', 'BP10-U01']) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: [id, 'BP10-008', 'SD01-016'], evolve: ['BP10-002'], oppField: ['SD04-017'], oppEngaged: [0], opp: 'SD04', pp: 7 });
      toDeck(s0, ids.hand!.slice(1));
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let asked = false;
      let offered: string[] = [];
      const s = drive(play(s0, ids.hand![0]!), (d) => {
        if (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never)) { asked = true; return 'pay'; }
        if (d.kind === 'chooseCards' && d.player === 0 && d.candidates!.includes(ids.hand![1]!)) { offered = sorted(d.candidates); return ids.hand![1]!; }
        return null;
      });
      const me = onField(s, 0, id)[0]!;
      expect([asked, offered, names(s, 'exArea', 0), counters(s, 0).pp, stats(s, me)]).toEqual([true, [ids.hand![1]!], ['BP10-008'], 0, [2, 2]]); // only 『真偽の逆転』 (another spell of the deck: not)
      expect(canPlay(s, zoneCards(s, 'exArea', 0)[0]!)).toBe(true); // 8 − 8 = 0 this turn
      // 4 PP after playing it: the [コスト5] is not offered
      let asked4 = false;
      const s4 = drive(play(withPp(s0, 6), ids.hand![0]!), (d) => (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never) ? ((asked4 = true), 'pay') : null));
      expect([asked4, names(s4, 'exArea', 0)]).toEqual([false, []]);
      // ability damage and destruction by an ability: none; combat damage: destroyed
      const hit = damage(s, me, 3);
      expect(stats(hit, me)).toEqual([2, 2]);
      const gone = byAbility(s, { type: 'destroy', target: X }, [me]);
      expect(onField(gone, 0, id)).toEqual([me]);
      const fight = structuredClone(s);
      fight.cards[me]!.flags.since = 0;
      const after = settle(attack(fight, me, ids.oppField![0]!)); // into a 3/4: 2 combat damage dealt, 3 taken back (SVE 5.14.3.2, not ability damage)
      expect([onField(after, 0, id), stats(after, ids.oppField![0]!)]).toEqual([[], [3, 2]]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP10-002']]);
    }
  });

  covers(['BP08-106'], 'BP08-106 サハクィエル: 4/4 cost 6; Fanfare you may put a [ニュートラル] follower from your hand onto the field (neutral followers offered; a class follower and a neutral spell not), and at your end phase it returns to your hand; [進化][コスト2] into BP08-107 (1 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-106', 'SD01-017', 'SD05-018', 'SD06-003', 'SD01-019'], evolve: ['BP08-107'], pp: 8 });
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([sorted(s.decision!.candidates), s.decision!.min ?? 0]).toEqual([sorted(ids.hand!.slice(1, 3)), 0]);
    s = settleChoices(pick(s, ids.hand![1]!));
    const me = onField(s, 0, 'BP08-106')[0]!;
    expect([stats(s, me), counters(s, 0).pp, onField(s, 0, 'SD01-017').length]).toEqual([[4, 4], 2, 1]);
    expect([targetsAt(s, me, 1), targetsAt(s, me, 2)]).toEqual([[], ['BP08-107']]);
    const end = endTurn(s);
    expect([onField(end, 0, 'SD01-017').length, names(end, 'hand', 0).filter((c) => c === 'SD01-017').length, onField(end, 0, 'BP08-106').length]).toEqual([0, 1, 1]);
  });

  covers(['BP05-106'], 'BP05-106 飢餓の使徒: 2/2 cost 3; played from the EX area with 『飢餓の絶傑・ギルネリーゼ』 on your field it costs 3 less (0 PP: playable; without her, or from hand: 2 PP refused); Fanfare another follower of yours gains 【突進】 (your other followers offered; itself and enemy followers not); [進化][コスト1] into BP05-107', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP05-106'], ex: ['BP05-106'], field: ['BP05-105', 'SD05-003'], evolve: ['BP05-107'], oppField: ['SD04-017'], opp: 'SD04', pp: 3 });
    const [fromHand] = ids.hand!;
    const [fromEx] = ids.ex!;
    expect([canPlay(withPp(s0, 0), fromEx!), canPlay(withPp(s0, 2), fromHand!), canPlay(withPp(s0, 3), fromHand!)]).toEqual([true, false, true]);
    const alone = structuredClone(s0);
    toBanished(alone, [ids.field![0]!]);
    expect([canPlay(withPp(alone, 2), fromEx!), canPlay(withPp(alone, 3), fromEx!)]).toEqual([false, true]);
    let s = play(withPp(s0, 0), fromEx!);
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseOption'; i++) s = settleChoices(s); // ギルネリーゼ's trigger (a neutral card played) and the order
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.field));
    s = settle(pick(s, ids.field![1]!));
    const me = onField(s, 0, 'BP05-106')[0]!;
    expect([stats(s, me), kw(s, ids.field![1]!, 'sve.rush'), kw(s, ids.field![0]!, 'sve.rush'), counters(s, 0).pp]).toEqual([[2, 2], true, false, 0]);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP05-107']]);
  });

  covers(['BP08-004', 'SP01-004'], 'BP08-004 / SP01-004 殺戮の人形・ツヴァイ: 2/2 cost 3; Fanfare a 『操り人形』 of your EX area becomes 『ヴィクトリア』 (4/1; both 操り人形 offered, a 『ロイド』 — 『操り人形』 only on the field — not); [進化][コスト2] into BP08-005 (1 PP refused)', () => {
    for (const id of ['BP08-004', 'SP01-004']) {
      // フラワードール / プロシードハート・オーキス in the cemetery only bring the 『操り人形』 / 『ロイド』 tokens into the catalog snapshot
      const { s: s0, ids } = sc({ me: 'SD01', hand: [id], cemetery: ['BP05-014', 'BP16-003'], evolve: ['BP08-005'], tokens: [['BP05-T03', 'exArea', 0], ['BP05-T03', 'exArea', 0], ['BP16-T11', 'exArea', 0]], pp: 3 });
      onlyHand(s0, ids.hand!);
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.tokens!.slice(0, 2)));
      s = settleChoices(pick(s, ids.tokens![0]!));
      const victoria = zoneCards(s, 'exArea', 0).find((x) => nameOf(s, x) === 'ヴィクトリア')!;
      expect([zoneCards(s, 'exArea', 0).map((x) => nameOf(s, x)).sort(), stats(s, victoria), counters(s, 0).pp]).toEqual([['ヴィクトリア', 'ロイド', '操り人形'].sort(), [4, 1], 0]);
      const me = onField(s, 0, id)[0]!;
      expect([stats(s, me), targetsAt(s, me, 1), targetsAt(s, me, 2)]).toEqual([[2, 2], [], ['BP08-005']]);
    }
  });

  covers(['ECP02-021'], 'ECP02-021 〔ハピネスチューン〕緒方智絵里: 2/2 cost 2; [進化][コスト1] (0 PP refused); Fanfare 「これが手札以外から場に出ていたなら、これは進化する」: from the cemetery by an ability it evolves into ECP02-022 without PP; played from hand it does not', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['ECP02-021'], cemetery: ['ECP02-021'], evolve: ['ECP02-022'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const played = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(played, 0, 'ECP02-021')[0]!;
    expect([stats(played, me), counters(played, 0).pp, targetsAt(played, me, 0), targetsAt(played, me, 1)]).toEqual([[2, 2], 0, [], ['ECP02-022']]);
    const put = drive(putOntoField(structuredClone(s0), ids.cemetery![0]!));
    expect([names(put, 'field', 0), counters(put, 0).pp]).toEqual([['ECP02-022'], 2]);
  });

  covers(['BP18-014'], 'BP18-014 樹律の祈り子: 1/1 cost 1; [進化][コスト0] only after a follower of yours evolved this turn (before: not offered at any PP; after 絶尽の崇拝者 evolved by its own Fanfare — not an evolve ability, so 8.3.2.1 does not block — offered at 0 PP); evolves into BP18-015', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP18-014'], cemetery: ['BP15-047'], evolve: ['BP18-015', 'BP15-048'], pp: 2 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false); // cost 1
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP18-014')[0]!;
    expect([stats(s, me), counters(s, 0).pp, targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[1, 1], 1, [], []]);
    s = drive(putOntoField(s, ids.cemetery![0]!)); // 絶尽の崇拝者 from the cemetery: its Fanfare evolves it
    expect([names(s, 'field', 0).sort(), counters(s, 0).pp]).toEqual([['BP15-048', 'BP18-014'].sort(), 1]);
    expect(targetsAt(withPp(s, 0), me, 0)).toEqual(['BP18-015']);
    expect(drive(evolveInto(withPp(s, 0), me, 'BP18-015')).cards[me]!.cardId).toBe('BP18-015');
  });

  covers(['BP17-027'], 'BP17-027 ヴァローナディーラー: 3/3 cost 3; Fanfare draw 1; [進化][コスト3], and [進化][コスト1] with 8+ cards in hand (7: cost 3, 2 PP refused; 8: 1 PP enough, 0 refused); evolves into BP17-028', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP17-027'], evolve: ['BP17-028'], pp: 3 });
    const keep = [ids.hand![0]!, ...zoneCards(s0, 'hand', 0).filter((x) => x !== ids.hand![0]).slice(0, 4)];
    onlyHand(s0, keep);
    for (const c of zoneCards(s0, 'deck', 0).slice(0, 2)) { // 7 cards in hand
      s0.zones['0:deck']!.cards = s0.zones['0:deck']!.cards.filter((x) => x !== c);
      s0.cards[c]!.zone = '0:hand';
      s0.zones['0:hand']!.cards.push(c);
    }
    expect(zoneCards(s0, 'hand', 0).length).toBe(7);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP17-027')[0]!;
    expect([zoneCards(s, 'hand', 0).length, stats(s, me), counters(s, 0).pp]).toEqual([7, [3, 3], 0]); // 7 − 1 + 1
    expect([targetsAt(s, me, 1), targetsAt(s, me, 2), targetsAt(s, me, 3)]).toEqual([[], [], ['BP17-028']]);
    const c = zoneCards(s, 'deck', 0)[0]!;
    s.zones['0:deck']!.cards = s.zones['0:deck']!.cards.filter((x) => x !== c);
    s.cards[c]!.zone = '0:hand';
    s.zones['0:hand']!.cards.push(c);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP17-028']]); // 8 cards in hand
  });

  covers(['BP12-080'], 'BP12-080 ブラッドベルセルク: 5/4 cost 6 【疾走】; Fanfare +X/+X, X = 『ブラッドベルセルク』 cards in your cemetery (2: 7/6; none: 5/4); [進化][コスト2] into BP12-081 (1 PP refused)', () => {
    for (const copies of [2, 0]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP12-080'], cemetery: Array(copies).fill('BP12-080'), evolve: ['BP12-081'], pp: 8 });
      expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP12-080')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), targetsAt(s, me, 1), targetsAt(s, me, 2)]).toEqual([[5 + copies, 4 + copies], true, [], ['BP12-081']]);
    }
  });

  covers(['BP09-012'], 'BP09-012 バッタの指揮者: 3/3 cost 3; Fanfare with 5+ different [エルフ] spell names in your cemetery, 4 damage to a chosen enemy follower (enemy followers offered); 4 names (5 cards, one twice): nothing; [進化][コスト1] into BP09-013', () => {
    for (const five of [true, false]) {
      const cem = five ? ['SD01-016', 'BP01-007', 'BP01-008', 'BP01-015', 'BP01-023'] : ['SD01-016', 'SD01-016', 'BP01-007', 'BP01-008', 'BP01-015'];
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-012'], cemetery: cem, evolve: ['BP09-013'], oppField: ['BP13-056', 'SD04-017'], opp: 'SD04', pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      if (five) {
        expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
        expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
        s = pick(s, ids.oppField![0]!);
      }
      s = settleChoices(s);
      const me = onField(s, 0, 'BP09-012')[0]!;
      expect([stats(s, ids.oppField![0]!), stats(s, me), targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([five ? [5, 5] : [5, 9], [3, 3], [], ['BP09-013']]);
    }
  });

  covers(['BP18-071'], 'BP18-071 電爪の帰宅部員: 4/1 cost 1; with another 武闘竜人 follower on your field it has 【突進】【指定攻撃】 (without: neither); your end phase: it returns to your hand; [進化][コスト3] into BP18-072 (2 PP refused)', () => {
    for (const other of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP18-071'], field: other ? ['BP09-065'] : ['SD04-017'], evolve: ['BP18-072'], pp: 4 });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP18-071')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail')]).toEqual([[4, 1], other, other]);
      expect([targetsAt(s, me, 2), targetsAt(s, me, 3)]).toEqual([[], ['BP18-072']]);
      const end = endTurn(s);
      expect([onField(end, 0, 'BP18-071'), names(end, 'hand', 0).includes('BP18-071')]).toEqual([[], true]);
    }
  });

  covers(['BP07-008'], 'BP07-008 ブルームスピリット: 2/3 cost 3; Fanfare choose 1 — 『ナテラの大樹』 or 『フェアリー』 into the EX area (exactly these 2 options); [進化][コスト1] into BP07-009 (0 PP refused)', () => {
    for (const opt of [0, 1]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-008'], evolve: ['BP07-009'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options).toHaveLength(2);
      s = settleChoices(choose(s, s.decision!.options![opt]!));
      const me = onField(s, 0, 'BP07-008')[0]!;
      expect([namesOf(s, 'exArea', 0), stats(s, me), counters(s, 0).pp]).toEqual([[opt === 0 ? 'ナテラの大樹' : 'フェアリー'], [2, 3], 0]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP07-009']]);
    }
  });

  covers(['BP08-021'], 'BP08-021 不滅の英雄・ローラン: 3/4 cost 4 【守護】; Fanfare choose 1 — 【1】 『不滅の聖剣・デュランダル』 from your deck into your hand (only it offered), 【2】 you may put the one in your hand onto the field (only it offered); [進化][コスト1] into BP08-022', () => {
    for (const opt of [0, 1]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP08-021', 'BP08-024', 'BP08-024', 'SD02-002'], evolve: ['BP08-022'], pp: 4 });
      onlyHand(s0, ids.hand!);
      toDeck(s0, [ids.hand![1]!]); // one デュランダル in the deck, one in hand
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options).toHaveLength(2);
      s = choose(s, s.decision!.options![opt]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual([ids.hand![opt === 0 ? 1 : 2]!]);
      s = settleChoices(pick(s, ids.hand![opt === 0 ? 1 : 2]!));
      const me = onField(s, 0, 'BP08-021')[0]!;
      expect([names(s, 'hand', 0).filter((c) => c === 'BP08-024').length, onField(s, 0, 'BP08-024').length, stats(s, me), kw(s, me, 'sve.ward')]).toEqual(opt === 0 ? [2, 0, [3, 4], true] : [0, 1, [3, 4], true]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP08-022']]);
    }
  });

  covers(['BP12-089'], 'BP12-089 百機王・グライアス: 3/4 cost 6; Fanfare a 機械 follower of original cost 2 or less from your cemetery onto the field (cost 1 and 2 machines offered; a cost-3 machine and a non-machine not); [起動] banish 2 『リペアモード』 of your EX area: it gains 【疾走】 (1 there: not offered); [進化][コスト1] into BP12-090', () => {
    // ローラ in hand only brings the 『リペアモード』 token into the catalog snapshot
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP12-089', 'BP12-086'], cemetery: ['BP12-072', 'BP17-106', 'BP17-100', 'SD06-003'], evolve: ['BP12-090'], tokens: [['BP12-T11', 'exArea', 0], ['BP12-T11', 'exArea', 0]], pp: 6 });
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    s = settleChoices(pick(s, ids.cemetery![0]!));
    const me = onField(s, 0, 'BP12-089')[0]!;
    expect([stats(s, me), onField(s, 0, 'BP12-072').length, kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([[3, 4], 1, false, 0]);
    const one = structuredClone(s);
    toBanished(one, [ids.tokens![1]!]);
    expect(activations(one, me)).toEqual([]);
    expect(activations(s, me)).toHaveLength(1);
    const fast = settleChoices(act(s, me));
    expect([kw(fast, me, 'sve.storm'), zoneCards(fast, 'exArea', 0).length, zoneCards(fast, 'banished', 0).length]).toEqual([true, 0, 0]); // banished tokens cease to exist (SVE 9.1.4.4)
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP12-090']]);
  });

  covers(['CP03-043'], 'CP03-043 ナイトメアドール ありす: 3/3 cost 3 【ツインドライブ】; Fanfare banish the top card of your deck, then with 5+ cards in your banish zone draw 1 (4 after the banish: no draw); [進化][コスト1] into CP03-044', () => {
    for (const before of [4, 3]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP03-043'], evolve: ['CP03-044'], pp: 3 });
      toBanished(s0, zoneCards(s0, 'deck', 0).slice(-before));
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const h = zoneCards(s0, 'hand', 0).length;
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP03-043')[0]!;
      expect([zoneCards(s, 'banished', 0).length, zoneCards(s, 'hand', 0).length, stats(s, me), kw(s, me, 'sve.twinDrive')]).toEqual([before + 1, h - 1 + (before + 1 >= 5 ? 1 : 0), [3, 3], true]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['CP03-044']]);
    }
  });

  covers(['BP04-042'], 'BP04-042 エウロペ: 1/3 cost 2; Fanfare choose a face-up 『エウロペ』 of your evolve deck and turn it face down (a face-down one and another face-up card not offered), this +1/+1 (2/4); [進化][コスト2] into BP04-043 (1 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP04-042'], evolve: ['BP04-043', 'BP04-043', 'BP04-043', 'SD03-004'], pp: 4 });
    faceUp(s0, ['BP04-043', 'BP04-043', 'SD03-004']);
    const ups = zoneCards(s0, 'evolveDeck', 0).filter((x) => s0.cards[x]!.cardId === 'BP04-043' && s0.cards[x]!.face === 'up');
    const up = ups[0]!;
    expect(ups).toHaveLength(2);
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ups));
    s = settleChoices(pick(s, up));
    const me = onField(s, 0, 'BP04-042')[0]!;
    expect([s.cards[up]!.face, stats(s, me), counters(s, 0).pp]).toEqual(['down', [2, 4], 2]);
    expect([targetsAt(s, me, 1), targetsAt(s, me, 2)]).toEqual([[], ['BP04-043']]);
  });

  covers(['BP03-102'], 'BP03-102 翼の王子: 4/5 cost 5; Fanfare a 童話 card of your cemetery into the EX area (童話 follower and spell offered; another card not), and you may put a 童話 counter on it (yes: 1; no: none); [進化][コスト1] into BP03-103', () => {
    for (const yes of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP03-102'], cemetery: ['EBD03-010', 'BP09-024', 'SD06-003'], evolve: ['BP03-103'], pp: 5 });
      expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 2)));
      s = pick(s, ids.cemetery![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = settleChoices(choose(s, yes ? s.decision!.options![0]! : s.decision!.options!.at(-1)!));
      const inEx = zoneCards(s, 'exArea', 0)[0]!;
      const me = onField(s, 0, 'BP03-102')[0]!;
      expect([names(s, 'exArea', 0), s.cards[inEx]!.counters['童話'] ?? 0, stats(s, me)]).toEqual([['EBD03-010'], yes ? 1 : 0, [4, 5]]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP03-103']]);
    }
  });

  covers(['CSD02c-005'], 'CSD02c-005 上田鈴帆: 3/3 cost 3 (2 PP: refused); Fanfare look at the top card of your deck (it stays there, hand unchanged); [進化][コスト1] (0 PP refused) — its evolve card CSD02c-006 is not fully compiled (its 【進化時】 is unmapped), so only the base is covered', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CSD02c-005', 'BP01-173'], evolve: ['CSD02c-006'], pp: 4 });
    toDeckTop(s0, [ids.hand![1]!]);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const h = zoneCards(s0, 'hand', 0).length;
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CSD02c-005')[0]!;
    expect([names(s, 'deck', 0)[0], zoneCards(s, 'deck', 0).length, zoneCards(s, 'hand', 0).length, stats(s, me), counters(s, 0).pp]).toEqual(['BP01-173', zoneCards(s0, 'deck', 0).length, h - 1, [3, 3], 1]);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['CSD02c-006']]);
  });

  covers(['ECP02-055'], 'ECP02-055 〔緋色のラブ・ソング〕木村夏樹: 3/3 cost 3 (2 PP: refused); 【疾走】 while 10+ パッション cards are in your cemetery (9: none); Fanfare with a デレマス follower of original cost 5+ on your field it evolves into ECP02-056 without PP (a cost-3 follower: not); [進化][コスト1] (0 PP refused)', () => {
    const passion = ['ECP02-008', 'ECP02-013', 'ECP02-023', 'ECP02-048', 'ECP02-005', 'ECP02-017', 'ECP02-027', 'ECP02-036', 'ECP02-041', 'ECP02-057'];
    for (const [cem, big] of [[10, false], [9, false], [10, true]] as const) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP02-055'], field: [big ? 'ECP02-006' : 'SD05-003'], cemetery: passion.slice(0, cem), evolve: ['ECP02-056'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, big ? 'ECP02-056' : 'ECP02-055')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([big ? [4, 4] : [3, 3], cem >= 10, 0]);
      if (!big) expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['ECP02-056']]);
    }
  });

  covers(['BP16-040'], 'BP16-040 天命の編纂者・ジズドヴェンド: 3/3 cost 3 (2 PP: refused); Fanfare draw X = your other 宴楽 followers (2: 2; 0: 0); your end phase: X damage to the enemy leader (2: 18; 0: 20); [進化][コスト1] (0 PP refused; its evolve card BP16-041 is not fully compiled)', () => {
    for (const others of [2, 0]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP16-040'], field: [...['BP14-012', 'BP14-008'].slice(0, others), 'SD03-003'], evolve: ['BP16-041'], pp: 4 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const h = zoneCards(s0, 'hand', 0).length;
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP16-040')[0]!;
      expect([zoneCards(s, 'hand', 0).length, stats(s, me), counters(s, 0).pp]).toEqual([h - 1 + others, [3, 3], 1]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP16-041']]);
      expect(health(endTurn(s), 1)).toBe(20 - others);
    }
  });

  covers(['BP12-008', 'BP12-009'], 'BP12-008 / BP12-009 森の戦士: 3/4 cost 4 (3 PP: refused); another 狩人 follower of yours attacking: 3 damage to a chosen enemy follower (enemy followers offered; a non-狩人 attacker or itself: nothing); [進化][コスト1]; evolved 4/5: 【進化時】 look at the top 4, you may put a 狩人 follower of original cost 3 or less onto the field (cost 1 and 3 狩人 offered; a cost-4 狩人 and a non-狩人 not), the rest to the bottom', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP12-008', 'BP16-005', 'BP13-001', 'BP15-010', 'SD01-017'], field: ['BP16-005', 'SD01-017'], evolve: ['BP12-009'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 5 });
    toDeckTop(s0, ids.hand!.slice(1));
    for (const c of ids.field!) s0.cards[c]!.flags.since = 0;
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP12-008')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[3, 4], 1]);
    const leader1 = s.zones['1:leader']!.cards[0]!;
    const [hunter, goblin] = ids.field!;
    let h = attack(structuredClone(s), hunter!, leader1);
    expect(h.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(h.decision!.candidates)).toEqual(sorted(ids.oppField));
    h = settle(pick(h, ids.oppField![0]!));
    expect([stats(h, ids.oppField![0]!), health(h, 1)]).toEqual([[7, 5], 17]);
    const g = settle(attack(structuredClone(s), goblin!, leader1));
    expect([stats(g, ids.oppField![0]!), health(g, 1)]).toEqual([[7, 8], 18]);
    const self = structuredClone(s);
    self.cards[me]!.flags.since = 0;
    const m = settle(attack(self, me, leader1));
    expect([stats(m, ids.oppField![0]!), health(m, 1)]).toEqual([[7, 8], 17]);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP12-009']]);
    let e = evolveInto(s, me, 'BP12-009');
    expect(e.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(legalPicks(e))).toEqual(sorted(ids.hand!.slice(1, 3)));
    e = settleChoices(finish(settleChoices(pick(e, ids.hand![1]!))));
    expect([stats(e, me), onField(e, 0, 'BP16-005').length, names(e, 'deck', 0).slice(-3).sort()]).toEqual([[4, 5], 2, ['BP13-001', 'BP15-010', 'SD01-017'].sort()]);
  });

  covers(['CP02-057'], 'CP02-057 桐生つかさ: 5/5 cost 6 (5 PP: refused); Fanfare max PP +1; [進化][コスト2] (1 PP refused), or [進化]【レッスン_3】 at no PP: banish 3 『魔法のアイテム』 of your EX area (3 there: offered at 0 PP, evolves, the items gone; 2: not offered); into CP02-058', () => {
    for (const items of [3, 2]) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP02-057'], evolve: ['CP02-058', 'CP02-T01'], tokens: Array.from({ length: items }, () => ['CP02-T01', 'exArea', 0] as [string, string, number]), pp: 6 });
      expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP02-057')[0]!;
      expect([stats(s, me), counters(s, 0).pp, counters(s, 0).maxPp]).toEqual([[5, 5], 0, 7]);
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1), targetsAt(s, me, 2)]).toEqual(items === 3 ? [['CP02-058'], ['CP02-058'], ['CP02-058']] : [[], [], ['CP02-058']]);
      if (items === 3) {
        const e = settleChoices(evolveInto(s, me, 'CP02-058'));
        expect([e.cards[me]!.cardId, zoneCards(e, 'exArea', 0).length, counters(e, 0).pp]).toEqual(['CP02-058', 0, 0]);
      }
    }
  });

  covers(['BP11-038'], 'BP11-038 マジカルシューター: 3/3 cost 4 (3 PP: refused); Fanfare a 『機動二輪車』 onto your field — on your turn a 乗物 card entering your field: 2 damage to a chosen enemy follower (enemy followers offered), draw 1, discard 1; a 乗物 entering on the opponent\'s turn: nothing; [進化][コスト1] into BP11-039', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP11-038'], evolve: ['BP11-039'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 5 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    const h = zoneCards(s0, 'hand', 0).length;
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
    s = drive(pick(s, ids.oppField![0]!)); // then the discard (the first card of the hand)
    const me = onField(s, 0, 'BP11-038')[0]!;
    expect([names(s, 'field', 0).map((c) => BY_ID.get(c)!.name).sort(), stats(s, ids.oppField![0]!), zoneCards(s, 'hand', 0).length, zoneCards(s, 'cemetery', 0).length, stats(s, me), counters(s, 0).pp]).toEqual([['マジカルシューター', '機動二輪車'].sort(), [7, 6], h - 1 + 1 - 1, 1, [3, 3], 1]);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP11-039']]);
    const o = nextTurn(s);
    const o2 = byAbility(o, { type: 'sve.token', token: { type: 'token', card: 'BP11-P32' }, count: 1, zone: 'field' }, []);
    expect([o.turn.active, names(o2, 'field', 0).filter((c) => c === 'BP11-P32').length, o2.decision?.kind === 'chooseCards' && o2.decision.player === 0, stats(o2, ids.oppField![1]!)]).toEqual([1, 2, false, [3, 4]]);
  });

  covers(['BP09-042'], 'BP09-042 オニオン軍団の長・バーゼント: 3/3 cost 3 (2 PP: refused); Fanfare look at the top 5, up to 2 『オニオン軍団』 onto the field (the 3 オニオン軍団 there offered; the other cards not), the rest to the bottom; [進化][コスト1] (0 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP09-042', 'BP09-049', 'BP09-049', 'BP09-049', 'SD03-003', 'SD03-012'], evolve: ['BP09-043'], pp: 4 });
    const [me0, ...top] = ids.hand!;
    toDeckTop(s0, top);
    expect(canPlay(withPp(s0, 2), me0!)).toBe(false);
    let s = play(s0, me0!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(legalPicks(s))).toEqual(sorted(top.slice(0, 3)));
    s = pick(s, top[0]!);
    if (s.decision?.kind === 'chooseCards' && legalPicks(s).length > 0) s = pick(s, top[1]!);
    s = settleChoices(finish(s));
    const me = onField(s, 0, 'BP09-042')[0]!;
    expect([onField(s, 0, 'BP09-049').length, names(s, 'deck', 0).slice(-3).sort(), stats(s, me), counters(s, 0).pp]).toEqual([2, ['BP09-049', 'SD03-003', 'SD03-012'].sort(), [3, 3], 1]);
    expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP09-043']]);
  });

  covers(['BP17-057', 'BP17-058'], 'BP17-057 / BP17-058 神魚・ディズレスタン: 5/5 cost 5 (4 PP: refused); Fanfare 「手札の海洋・カード1枚を捨てる：」 (the 海洋 card of the hand offered, another card not; declined: nothing) the top card of your deck into the EX area 3 times; [進化][コスト1]; evolved 6/6: 【進化時】 every enemy follower −X/−X, X = 海洋 cards in your EX area (2); [起動][コスト2] put a 海洋 card of your EX area into the cemetery: +2/+2 and 【疾走】, once a turn (1 PP: not offered)', () => {
    for (const pay of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP17-057', 'BP13-065', 'BP01-173', 'BP13-065', 'BP17-057', 'BP01-173'], evolve: ['BP17-058'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 6 });
      const [me0, ocean, other, ...top] = ids.hand!;
      toDeckTop(s0, top); // 海洋, 海洋, not
      onlyHand(s0, [me0!, ocean!, other!]);
      expect(canPlay(withPp(s0, 4), me0!)).toBe(false);
      let offered = false;
      let cands: string[] = [];
      let s = drive(play(s0, me0!), (d) => {
        if (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never)) { offered = true; return pay ? 'pay' : 'skip'; }
        if (d.kind === 'chooseCards' && d.player === 0 && cands.length === 0) { cands = sorted(d.candidates); return ocean!; }
        return null;
      });
      const me = onField(s, 0, 'BP17-057')[0]!;
      expect([offered, stats(s, me), counters(s, 0).pp]).toEqual([true, [5, 5], 1]);
      if (!pay) {
        expect([zoneCards(s, 'exArea', 0), names(s, 'hand', 0).includes('BP13-065')]).toEqual([[], true]);
        continue;
      }
      expect([cands.length === 0 || (cands.length === 1 && cands[0] === ocean), names(s, 'hand', 0), names(s, 'exArea', 0).sort(), names(s, 'cemetery', 0)]).toEqual([true, ['BP01-173'], ['BP13-065', 'BP17-057', 'BP01-173'].sort(), ['BP13-065']]); // only the 海洋 card could be discarded (the other card stays)
      expect([targetsAt(s, me, 0), targetsAt(s, me, 1)]).toEqual([[], ['BP17-058']]);
      s = settleChoices(evolveInto(s, me, 'BP17-058'));
      expect([stats(s, me), stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!)]).toEqual([[6, 6], [5, 6], [1, 2]]);
      expect(activations(withPp(s, 1), me)).toEqual([]);
      let a = withPp(s, 4);
      expect(activations(a, me)).toHaveLength(1);
      a = drive(act(a, me), (d) => (d.kind === 'chooseCards' && d.player === 0 ? d.candidates!.find((x) => BY_ID.get(a.cards[x]!.cardId)!.traits?.includes('海洋')) ?? null : null));
      expect([stats(a, me), kw(a, me, 'sve.storm'), zoneCards(a, 'exArea', 0).length, counters(a, 0).pp, activations(a, me)]).toEqual([[8, 8], true, 2, 2, []]);
    }
  });

  covers(['BP14-072'], 'BP14-072 デモンズグリード・パラセリゼ: 3/3 cost 3; Fanfare the top card of your deck into the EX area, then discard 1 (any card of your hand offered); [進化][コスト1] only with 0 cards in hand (1 card: not offered; 0 PP: refused); evolves into BP14-073', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-072', 'SD05-003', 'SD05-020'], evolve: ['BP14-073'], oppField: ['SD05-020'], pp: 3 });
    expect(legalActions(withPp(s0, 2)).some((a) => a.type === 'play' && a.card === ids.hand![0])).toBe(false); // cost 3: 2 PP refused
    // a hand of exactly the card and two others
    onlyHand(s0, ids.hand!);
    const top = zoneCards(s0, 'deck', 0)[0]!; // moved: a new instance (SVE 4.7.1), compared by card
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!].sort()); // either card of the hand, not the one on the field
    s = settleChoices(pick(s, ids.hand![1]!));
    const p = onField(s, 0, 'BP14-072')[0]!;
    expect([names(s, 'exArea', 0), names(s, 'cemetery', 0), zoneCards(s, 'hand', 0), stats(s, p), counters(s, 0).pp]).toEqual([[s0.cards[top]!.cardId], ['SD05-003'], [ids.hand![2]!], [3, 3], 0]);
    expect(targetsAt(s, p, 1)).toEqual([]); // 1 card in hand: not offered
    toDeck(s, [ids.hand![2]!]);
    expect([targetsAt(s, p, 0), targetsAt(s, p, 1)]).toEqual([[], ['BP14-073']]); // 0 cards: cost 1 (0 PP refused)
    expect(evolveInto(withPp(s, 1), p, 'BP14-073').cards[p]!.cardId).toBe('BP14-073');
  });

  covers(['BP14-088', 'BP14-089'], '千箔百面ノ邪神 (BP14-088, cost 4, 3/3): Fanfare a 『招来の狐』 (0/1 【守護】 token) onto your field; from your cemetery [起動][コスト2] banish it: a 『招来の狐』, then every 『招来の狐』 of yours +2/+1 (1 PP: not offered); [進化][コスト1] into BP14-089 (4/4): 【進化時】 a chosen enemy follower (enemy followers offered, not yours) takes twice your 狂信 followers (itself + a fox: 4; itself alone: 2); 3 PP: refused to play', () => {
    const { s: h0, ids: h } = sc({ me: 'SD06', hand: ['BP14-088'], pp: 4 });
    expect(canPlay(withPp(h0, 3), h.hand![0]!)).toBe(false);
    const played = settleChoices(play(h0, h.hand![0]!));
    const me = onField(played, 0, 'BP14-088')[0]!;
    const fox = onField(played, 0, 'BP14-T06');
    expect([stats(played, me), fox.length, fox.map((x) => [stats(played, x), kw(played, x, 'sve.ward')]), played.players[0]!.counters.pp]).toEqual([[3, 3], 1, [[[0, 1], true]], 0]);
    for (const [withFox, dealt] of [[true, 4], [false, 2]] as const) {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP14-088', 'SD06-003'], evolve: ['BP14-089'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 1, ...(withFox ? { tokens: [['BP14-T06', 'field', 0]] as Array<[string, string, number]> } : {}) });
      let s = evolveInto(s0, ids.field![0]!, 'BP14-089');
      expectOffered(s, ids.oppField!, ids.field!);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([s.cards[ids.field![0]!]!.cardId, stats(s, ids.field![0]!), stats(s, ids.oppField![0]!), s.players[0]!.counters.pp]).toEqual(['BP14-089', [4, 4], [7, 8 - dealt], 0]);
    }
    for (const pp of [2, 1]) {
      const { s: s0, ids } = sc({ me: 'SD06', cemetery: ['BP14-088'], tokens: [['BP14-T06', 'field', 0]], pp });
      const acts = activations(s0, ids.cemetery![0]!);
      expect(acts.length).toBe(pp >= 2 ? 1 : 0);
      if (pp < 2) continue;
      const s = settleChoices(must(s0, acts[0]!).state);
      const foxes = onField(s, 0, 'BP14-T06');
      expect([foxes.length, foxes.map((x) => stats(s, x)), names(s, 'banished', 0), s.players[0]!.counters.pp]).toEqual([2, [[2, 2], [2, 2]], ['BP14-088'], 0]);
    }
  });
}
