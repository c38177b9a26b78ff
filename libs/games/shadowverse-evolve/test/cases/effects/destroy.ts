/**
 * Card cases: Effect clauses of grammar/effects/destroy.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { arrange, counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, done, evolve, fillCemetery, handCount, health, pass, pick, play, toDeckTop } from '../../drivers.js';
import { act, canPlay, type Covers, declineOptional, evolveInto, fate, nextTurnEvents, pickOnly, plays, sc, setPp, settleChoices, settleInOrder } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerDestroyCases(covers: Covers): void {
  covers(['BP01-131'], 'BP01-131 テミスの審判: destroys every follower on both fields (amulets stay)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP01-131'], field: ['SD06-003', 'SD06-015'], oppField: ['SD06-017', 'SD06-008'], pp: 5 });
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), names(s, 'field', 1)]).toEqual([['SD06-015'], []]);
  });

  covers(['BP11-056'], 'BP11-056 ゲオルギウス: 【進化時】 destroys every enemy follower with health 3 or less (health 4 stays)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP11-055'], evolve: ['BP11-056'], oppField: ['SD04-003', 'SD04-014', 'SD04-006'] });
    const s = evolveInto(s0, ids.field![0]!, 'BP11-056');
    expect(names(s, 'field', 1).sort()).toEqual(['SD04-006', 'SD04-014']);
  });

  covers(['BP07-087'], 'BP07-087 欠落の聖女・リモニウム: 【進化時】 destroys every enemy follower; [起動][コスト0] an original-cost-2-or-less 機械 follower from your cemetery onto the field, once per turn', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP07-086'], evolve: ['BP07-087'], cemetery: ['BP17-077', 'SD06-003'], oppField: ['SD06-017', 'SD06-008'], pp: 7 });
    let s = evolveInto(s0, ids.field![0]!, 'BP07-087');
    expect(names(s, 'field', 1)).toEqual([]);
    const act = activations(s, ids.field![0]!).filter((a) => s.cards[a.card as string]!.cardId === 'BP07-087');
    s = must(s, act[act.length - 1]!).state;
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect(names(s, 'field', 0).sort()).toEqual(['BP07-087', 'BP17-077']);
    expect(counters(s, 0).pp).toBe(0);
    expect(activations(s, ids.field![0]!).filter((a) => JSON.stringify(a) === JSON.stringify(act[act.length - 1]))).toEqual([]);
  });

  covers(['BP06-093'], 'BP06-093 神聖なる先導者: 【守護】; [起動] engage + banish 3 【守護】 followers from your cemetery: banish an enemy follower (2 in the cemetery: not offered)', () => {
    const a = sc({ me: 'SD06', field: ['BP06-093'], oppField: ['SD06-017'] });
    fillCemetery(a.s, 0, 2, 'SD06-008');
    expect(activations(a.s, a.ids.field![0]!)).toEqual([]);
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP06-093'], oppField: ['SD06-017'] });
    fillCemetery(s0, 0, 3, 'SD06-008');
    expect(kw(s0, ids.field![0]!, 'sve.ward')).toBe(true);
    let s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
    expect([names(s, 'banished', 1), names(s, 'banished', 0), names(s, 'cemetery', 0), s.cards[ids.field![0]!]!.tapped]).toEqual([['SD06-017'], ['SD06-008', 'SD06-008', 'SD06-008'], [], true]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD06', field: ['BP06-093', 'SD06-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    fillCemetery(dz.s, 0, 3, 'SD06-008');
    const dt = must(dz.s, activations(dz.s, dz.ids.field![0]!)[0]!).state;
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  // ---- 「Xは「選んだフォロワーの攻撃力」である」 after the chosen follower was destroyed: its last known attack (SVE 10.11.1, last-known-chosen.ts) ----
  covers(['BP02-072'], 'BP02-072 ソウルディーラー (evolved): 【守護】; 【進化時】 destroys an enemy follower, your leader + its attack (a 7/8: 20 → 27; SVE 10.11.1)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP02-071'], evolve: ['BP02-072'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 2 });
    let s = evolveInto(s0, ids.field![0]!, 'BP02-072');
    s = pickOnly(s, ids.oppField![0]!, ids.oppField!);
    expect([names(s, 'field', 1), health(s, 0), kw(s, ids.field![0]!, 'sve.ward')]).toEqual([['SD04-003'], 27, true]);
  });

  covers(['BP02-073', 'SP01-038'], 'BP02-073 / SP01-038 冥守の戦士・カムラ: 【守護】; Last Words destroys an enemy follower, your leader + its attack (killed attacking a 7/8: that one destroyed, 20 → 27; SVE 10.11.1)', () => {
    for (const id of ['BP02-073', 'SP01-038']) {
      const { s: s0, ids } = sc({ me: 'SD05', field: [id], oppField: ['SD04-001', 'SD04-003'], oppEngaged: [0], opp: 'SD04' });
      expect(kw(s0, ids.field![0]!, 'sve.ward')).toBe(true);
      let s = attack(s0, ids.field![0]!, ids.oppField![0]!);
      for (let i = 0; i < 4 && !(s.decision?.kind === 'chooseCards' && s.decision.player === 0) && s.decision?.kind !== 'sve.main'; i++) s = pass(s);
      s = pickOnly(s, ids.oppField![0]!, ids.oppField!);
      expect([names(s, 'field', 1), names(s, 'cemetery', 0), health(s, 0)]).toEqual([['SD04-003'], [id], 27]);
    }
  });

  covers(['EBD04-011'], 'EBD04-011 テミスの審判: cost 5 (refused at 4 PP); destroys every follower on the field, both sides (an amulet stays)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['EBD04-011'], field: ['SD06-017', 'SD06-015'], oppField: ['SD06-003', 'SD06-009'], pp: 4 });
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    setPp(s0, 5);
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-015'], [], 0]);
  });

  covers(['CP03-061'], 'CP03-061 スカル・ジャグラー: banish 2 ペイルムーン cards of your cemetery and draw 1; with only 1 such card it cannot be played (a non-ペイルムーン card does not count)', () => {
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

  covers(['BP06-069'], 'BP06-069 ドラゴンブレイダー (evolved): 【進化時】 a card in an EX area (yours or the enemy\'s) is banished', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP06-068'], ex: ['SD04-003'], evolve: ['BP06-069'] });
    const opp = arrange(s0, [['SD04-003', 'exArea', 1]]);
    const oppEx = opp.ids[0]!;
    let s = evolveInto(opp.state, ids.field![0]!, 'BP06-069');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.ex![0]!, oppEx].sort());
    s = settleInOrder(pick(s, oppEx));
    expect([names(s, 'banished', 1), names(s, 'exArea', 0)]).toEqual([['SD04-003'], ['SD04-003']]);
  });

  covers(['BP01-156'], 'BP01-156 ウルズ (evolved): 【進化時】 a card in the enemy EX area is banished (your own EX card: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP01-155'], ex: ['SD04-003'], evolve: ['BP01-156'] });
    const opp = arrange(s0, [['SD04-003', 'exArea', 1]]);
    let s = evolveInto(opp.state, ids.field![0]!, 'BP01-156');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([opp.ids[0]!]);
      s = pick(s, opp.ids[0]!);
    }
    s = settleInOrder(s);
    expect([names(s, 'banished', 1), names(s, 'exArea', 1), names(s, 'exArea', 0)]).toEqual([['SD04-003'], [], ['SD04-003']]);
  });

  covers(['BP12-044'], '運命への反逆 (SVE 10.6.2.8.3, 10.4.4.1): the spell banishes itself (not in the cemetery, not shuffled back); each player, the turn player first, puts hand and cemetery into the deck, shuffles and draws 5; the next card you play this turn costs 7 less (once: the second costs its printed cost); 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP12-044', 'SD02-019', 'SD02-017'], cemetery: ['SD02-007', 'SD02-002', 'SD04-008', 'SD04-008'], oppCemetery: ['SD02-019'], pp: 7 });
    const total = (p: number) => ['hand', 'deck', 'cemetery'].reduce((n, z) => n + zoneCards(s0, z, p).length, 0);
    const before = [total(0) - 1, total(1)];
    let s = play(s0, ids.hand![0]!);
    expect([names(s, 'banished', 0), names(s, 'cemetery', 0), names(s, 'cemetery', 1), handCount(s, 0), handCount(s, 1), s.players[0]!.counters.pp]).toEqual([['BP12-044'], [], [], 5, 5, 0]);
    expect([zoneCards(s, 'deck', 0).length, zoneCards(s, 'deck', 1).length]).toEqual([before[0]! - 5, before[1]! - 5]);
    // the next card costs 7 less: a cost-7 ドレッドドラゴン (shuffled back from the cemetery) at 0 PP
    const r = arrange(s, [['SD04-008', 'hand', 0], ['SD04-008', 'hand', 0]]);
    s = r.state;
    expect([plays(s, r.ids[0]!).length, plays(s, r.ids[1]!).length]).toEqual([1, 1]);
    s = settleChoices(play(s, r.ids[0]!));
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = s.decision.candidates!.length > 0 ? pick(s, s.decision.candidates![0]!) : done(s);
    s.players[0]!.counters.pp = 6;
    expect([s.players[0]!.counters.pp, plays(s, r.ids[1]!)]).toEqual([6, []]); // used up: 7 again
    const u = scene({ me: 'SD03', hand: ['BP12-044'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-053'], 'BP13-053 サクリファイス: destroy your チェス follower, search a チェス follower of original cost exactly X = its original cost + 2 onto the field (SVE 5.2.1.1, 10.11.1)', () => {
    // マジカルルーク (cost 1) destroyed: X = 3 → only マジカルナイト (3); マジカルビショップ (2) and メイティ (4) are not candidates
    const { s: s0, ids } = scene({ hand: ['BP13-053'], field: ['BP03-051'], cemetery: ['BP03-052', 'BP03-046', 'BP03-042'], pp: 2 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.field![0]!)) s = pick(s, ids.field![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'SVE 5.8' });
    expect(s.decision!.candidates).toEqual([ids.cemetery![1]]);
    s = pick(s, ids.cemetery![1]!);
    s = declineOptional(s);
    expect(names(s, 'field', 0)).toEqual(['BP03-046']);
    expect(names(s, 'cemetery', 0)).toEqual(expect.arrayContaining(['BP03-051', 'BP13-053']));
    // マジカルビショップ (cost 2) destroyed: X = 4 → メイティ only
    const b = scene({ hand: ['BP13-053'], field: ['BP03-052'], cemetery: ['BP03-051', 'BP03-046', 'BP03-042'], pp: 2 });
    toDeckTop(b.s, b.ids.cemetery!);
    s = play(b.s, b.ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(b.ids.field![0]!)) s = pick(s, b.ids.field![0]!);
    expect(s.decision!.candidates).toEqual([b.ids.cemetery![2]]);
  });

  covers(['BP07-091'], 'BP07-091 (evolved BP07-090) 【進化時】 destroy an enemy follower of original cost X or less, X = cards in your EX area as it resolves (SVE 5.2.1.1; was a trait name)', () => {
    const foes = ['SD02-007', 'SD02-002', 'SD02-003']; // costs 1, 2, 3
    // X = 2: cost 1 and 2 are candidates, cost 3 (X + 1) is not
    const a = scene({ field: ['BP07-090'], evolve: ['BP07-091'], ex: ['SD02-001', 'SD02-006'], oppField: foes, pp: 1 });
    let s = evolve(a.s, a.ids.field![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect([...s.decision!.candidates!].sort()).toEqual([a.ids.oppField![0]!, a.ids.oppField![1]!].sort());
    s = declineOptional(pick(s, a.ids.oppField![1]!));
    expect(names(s, 'field', 1).sort()).toEqual(['SD02-003', 'SD02-007']);
    // X = 3: all three
    const b = scene({ field: ['BP07-090'], evolve: ['BP07-091'], ex: ['SD02-001', 'SD02-006', 'SD02-005'], oppField: foes, pp: 1 });
    s = evolve(b.s, b.ids.field![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([...b.ids.oppField!].sort());
  });

  covers(['BP01-T14', 'ETD02-T02'], 'Tokens ゴースト (BP01-T14, ETD02-T02 with the reminder text): 1/1 Storm (attacks the leader the turn it is made, 12.9); when your end phase comes it is banished (消滅, 5.13), not put into the cemetery', () => {
    for (const id of ['BP01-T14', 'ETD02-T02']) {
      const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'field', 0]] });
      const g = ids.tokens![0]!;
      s0.cards[g]!.flags.since = s0.turn.number; // made this turn
      expect([stats(s0, g), kw(s0, g, 'sve.storm')]).toEqual([[1, 1], true]);
      let s = pass(attack(s0, g, leaderId(s0, 1)));
      expect(health(s, 1)).toBe(19);
      const r = nextTurnEvents(s);
      // banished (5.7.1: to the banish zone), then erased there (9.1.4.4); never destroyed into the cemetery
      expect([names(r.s, 'field', 0), fate(r.events, g), names(r.s, 'cemetery', 0)]).toEqual([[], { moves: ['0:banished'], erased: true }, []]);
    }
  });
}
