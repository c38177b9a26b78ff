/**
 * Card cases: Effect clauses of grammar/effects/protection.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../../engine/src/index.js';
import { arrange, counters, ctxOf, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../../engine-helpers.js';
import { dealDamageHook } from '../../../src/rules/damage.js';
import { activations, attack, choose, evolve, handCount, health, pass, pick, play } from '../../drivers.js';
import { act, activateFirst, canPlay, type Covers, declineOptional, evolveInto, onField, PC_LEADER, pcTitleGame, pickOnly, raisePp, sc, settle } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

const canQuick = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

/** Player 1 plays a Quick card from hand in player 0's attack window (8.4.7). */
const quick = (s: GameState, card: string) => must(s, { type: 'play', player: 1, card }).state;

export function registerProtectionCases(covers: Covers): void {
  covers(['CP04-026'], 'CP04-026 クレジッタ: Fanfare a follower whose name contains 『ペコリーヌ』 from your deck to the EX area, costing 3 less this turn (cost 3 → 0 PP); [UB][起動] engage: an enemy follower takes +2 damage this turn (ルカ\'s 2 → 4; the other follower takes 2)', () => {
    let s = pcTitleGame(PC_LEADER.royal, ['CP04-026', 'CP04-019', 'CP04-030']);
    const r = arrange(s, [['CP04-026', 'hand', 0], ['CP04-030', 'field', 0], ['CP04-030', 'field', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1]]);
    s = r.state;
    const [kure, luka1, luka2, e1, e2] = r.ids as [string, string, string, string, string];
    raisePp(s, 4);
    s = play(s, kure);
    const pecos = zoneCards(s, 'deck', 0).filter((c) => s.cards[c]!.cardId === 'CP04-019');
    expect(pecos.length).toBe(3);
    s = pickOnly(s, pecos[0]!, pecos);
    expect(names(s, 'exArea', 0)).toEqual(['CP04-019']);
    const exPeco = zoneCards(s, 'exArea', 0)[0]!; // a new object in the EX area (SVE 4.1.4)
    expect([counters(s, 0).pp, canPlay(s, exPeco)]).toEqual([0, true]); // 3 − 3 = 0
    const kureOn = onField(s, 0, 'CP04-026')[0]!;
    s = must(s, activations(s, kureOn)[0]!).state;
    s = pickOnly(s, e1, [e1, e2]);
    expect(s.cards[kureOn]!.tapped).toBe(true);
    raisePp(s, 2);
    const lukaUb = (t: GameState, luka: string, enemy: string) => {
      let u = must(t, activations(t, luka)[0]!).state;
      if (u.decision?.kind === 'chooseCards') u = pick(u, enemy);
      return u;
    };
    s = lukaUb(lukaUb(s, luka1, e1), luka2, e2);
    expect([stats(s, e1), stats(s, e2)]).toEqual([[4, 2], [4, 4]]); // 6 − (2 + 2); 6 − 2
  });

  covers(['BP08-005'], 'BP08-005 殺戮の人形・ツヴァイ (evolved): 【進化時】 your 『ヴィクトリア』 takes no damage this turn: the 4/1 survives attacking a 3/3 (without it, it is destroyed)', () => {
    const run = (evolved: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP08-004'], evolve: ['BP08-005'], oppField: ['SD02-002'], oppEngaged: [0], tokens: [['BP08-T02', 'field', 0]] });
      const vic = ids.tokens![0]!;
      let s = s0;
      if (evolved) {
        s = evolveInto(s, ids.field![0]!, 'BP08-005');
        if (s.decision?.kind === 'chooseCards') s = pickOnly(s, vic, [vic]);
      }
      s = attack(s, vic, ids.oppField![0]!);
      for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = pass(s);
      return [s.cards[vic] ? stats(s, vic) : 'gone', names(s, 'field', 1)];
    };
    expect(run(true)).toEqual([[4, 1], []]);
    expect(run(false)).toEqual(['gone', []]);
  });

  covers(['BP05-017'], 'BP05-017 むつらの刻印: Quick (cost 1), this turn your leader does not receive the next damage; the damage after it is dealt', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002'], oppHand: ['BP05-017'], oppPp: 1 });
    const leader1 = leaderId(s0, 1);
    let s = attack(s0, ids.field![0]!, leader1);
    expect(canQuick(s, ids.oppHand![0]!)).toBe(true);
    s = pass(quick(s, ids.oppHand![0]!));
    expect(health(s, 1)).toBe(20); // 3 prevented
    s = pass(attack(s, ids.field![1]!, leader1));
    expect(health(s, 1)).toBe(17); // used up: 3 dealt
    // cost 1: not at 0 PP
    const b = scene({ me: 'SD02', field: ['SD02-002'], oppHand: ['BP05-017'], oppPp: 0 });
    expect(canQuick(attack(b.s, b.ids.field![0]!, leader1), b.ids.oppHand![0]!)).toBe(false);
  });

  covers(['CP03-040'], 'CP03-040 真理の騎士 ゴードン: Quick (cost 2), choose 1: 【1】 3 damage to an enemy follower; 【2】 this turn the next damage to your leader -5', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-009', 'SD05-009'], oppHand: ['CP03-040'], oppPp: 2 });
    const leader1 = leaderId(s0, 1);
    let s = attack(s0, ids.field![0]!, leader1);
    s = quick(s, ids.oppHand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    s = pass(choose(s, 1));
    expect(health(s, 1)).toBe(19); // 6 - 5 = 1
    s = pass(attack(s, ids.field![1]!, leader1));
    expect(health(s, 1)).toBe(13); // used up: 6 dealt
    // 【1】: 3 damage to an attacking follower of the opponent (6/6 → 3)
    const b = scene({ me: 'SD05', field: ['SD05-009'], oppHand: ['CP03-040'], oppPp: 2 });
    s = quick(attack(b.s, b.ids.field![0]!, leader1), b.ids.oppHand![0]!);
    s = choose(s, 0);
    if (s.decision?.kind === 'chooseCards') s = pick(s, b.ids.field![0]!); // the only enemy follower (chosen at once when alone)
    expect(stats(s, b.ids.field![0]!)[1]).toBe(3);
    // cost 2: not at 1 PP
    const c = scene({ me: 'SD05', field: ['SD05-009'], oppHand: ['CP03-040'], oppPp: 1 });
    expect(canQuick(attack(c.s, c.ids.field![0]!, leader1), c.ids.oppHand![0]!)).toBe(false);
    // issue #18: 【1】 offers exactly its enemy's (player 0's) followers — not its own follower, no leader (SVE 10.6.2.3)
    const dz = scene({ me: 'SD05', field: ['SD05-009', 'SD05-009'], opp: 'SD06', oppField: ['SD06-017'], oppHand: ['CP03-040'], oppPp: 2 });
    const dt = choose(quick(attack(dz.s, dz.ids.field![0]!, leader1), dz.ids.oppHand![0]!), 0);
    expectOffered(dt, dz.ids.field!, [dz.ids.oppField![0]!, leaderId(dt, 0), leaderId(dt, 1)], { player: 1 });
  });

  covers(['BP17-062'], 'BP17-062 竜殺しの槍: Fanfare 2 damage to an enemy follower; [起動] engage + to the cemetery: your 『竜槍の戦士・ローウェン』 does not receive the next damage this turn', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP17-062'], field: ['BP17-055'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0, 1], pp: 1 });
    const rowen = ids.field![0]!;
    let s = play(s0, ids.hand![0]!);
    s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(1); // 3 - 2
    const spear = Object.values(s.cards).find((c) => c.cardId === 'BP17-062' && s.zones[c.zone]!.name === 'field')!.id;
    const act = activations(s, spear);
    expect(act.length).toBe(1);
    s = must(s, act[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, rowen); // the only ローウェン (chosen at once when alone)
    expect(names(s, 'cemetery', 0)).toContain('BP17-062');
    // ローウェン (4/2) attacks an engaged 3/3: the 3 damage is prevented, the 3/3 is destroyed
    s = attack(s, rowen, ids.oppField![1]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!); // its 【攻撃時】 2 damage finishes the damaged one
    s = pass(s);
    expect(stats(s, rowen)).toEqual([4, 2]);
    expect(s.cards[ids.oppField![1]!]).toBeUndefined();
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP17-062'], field: ['BP17-055'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    const dt = play(dz.s, dz.ids.hand![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP14-T07'], 'Token 水銀の断絶 (SVE 5.14.2): [クイック] this turn your leader takes 1 less damage (3 → 2, 1 → 0); draw 1; next turn full damage again', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP14-T07'], tokens: [['BP14-T07', 'hand', 0]], pp: 1 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.tokens![0]!);
    expect(handCount(s, 0)).toBe(h); // played (−1), drew 1
    const ctx = ctxOf(s);
    expect([dealDamageHook(ctx, { player: 0 }, 3, null), dealDamageHook(ctx, { card: leaderId(s, 0) }, 1, null), dealDamageHook(ctx, { player: 1 }, 3, null)]).toEqual([2, 0, 3]);
    s = nextTurn(ctx.state);
    expect(dealDamageHook(ctxOf(s), { player: 0 }, 3, null)).toBe(3);
  });

  covers(['BP18-116', 'BP18-P56'], 'BP18-116 帥忍部長・煤木万裁 (cost 6, 5/5, 【突進】【指定攻撃】【守護】) / BP18-P56 分身の術・煤木万裁 (token, 5/5, the same keywords): at your end phase each puts a 『分身の術・煤木万裁』 onto your field; Fanfare [コスト2]: one now (7 PP: 1 short, none); [起動] discard a 透京 card of your hand (only those offered; none in hand: not offered): this turn every 帥忍部長 and 分身の術 of yours takes no damage (attacking a 4/6 it stays 5/5)', () => {
    // 8 PP: the Fanfare cost paid, a token now
    /** 【守護】 followers entering: stand (SVE 12.8.2). */
    const stand = (x: GameState) => {
      while (x.decision?.rule === 'SVE 12.8.2') x = choose(x, 'stand');
      return x;
    };
    let { s, ids } = sc({ me: 'SD02', hand: ['BP18-116', 'BP18-022', 'SD02-002'], oppField: ['SD02-020'], pp: 8 });
    s = stand(play(s, ids.hand![0]!));
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = stand(choose(s, 'pay'));
    const boss = onField(s, 0, 'BP18-116')[0]!;
    const clones = () => onField(s, 0, 'BP18-P56');
    expect([stats(s, boss), clones().length, counters(s, 0).pp, ['sve.rush', 'sve.assail', 'sve.ward'].map((k) => kw(s, boss, k))]).toEqual([[5, 5], 1, 0, [true, true, true]]);
    const clone = clones()[0]!;
    expect([stats(s, clone), ['sve.rush', 'sve.assail', 'sve.ward'].map((k) => kw(s, clone, k))]).toEqual([[5, 5], [true, true, true]]);
    // [起動]: the 透京 card of the hand is the only one offered
    expect(activations(s, boss).length).toBe(1);
    s = activateFirst(s, boss);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.hand![1]!]);
      s = pick(s, ids.hand![1]!);
    }
    expect([names(s, 'cemetery', 0), kw(s, boss, 'sve.noDamage'), kw(s, clone, 'sve.noDamage')]).toEqual([['BP18-022'], true, true]);
    s = settle(attack(s, boss, ids.oppField![0]!));
    expect([stats(s, boss), stats(s, ids.oppField![0]!)]).toEqual([[5, 5], [4, 1]]); // its 4 damage prevented; the 4/6 took 5
    // your end phase: each of the two puts one more (1 + 2)
    s = nextTurn(stand(s));
    expect(clones().length).toBe(3);
    // no 透京 card in hand: the [起動] is not offered; 7 PP: the Fanfare cost cannot be paid
    ({ s, ids } = sc({ me: 'SD02', hand: ['BP18-116', 'SD02-002'], pp: 7 }));
    s = stand(play(s, ids.hand![0]!));
    expect(s.decision?.rule === 'SVE 10.4.7' && (s.decision.options as string[]).includes('pay')).toBe(false); // 1 PP left: [コスト2] not payable
    s = stand(declineOptional(s));
    const b2 = onField(s, 0, 'BP18-116')[0]!;
    expect([onField(s, 0, 'BP18-P56').length, counters(s, 0).pp, activations(s, b2).length]).toEqual([0, 1, 0]);
  });
}
