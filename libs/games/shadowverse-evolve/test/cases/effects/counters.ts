/**
 * Card cases: Effect clauses of grammar/effects/counters.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, choose, evolve, handCount, health, pick, play, toDeckTop } from '../../drivers.js';
import { act, canPlay, type Covers, declineOptional, evolveInto, namesOf, onField, pickOnly, playable, rite, sc, sorted, stackOf, withShard } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerCountersCases(covers: Covers): void {
  covers(['BP18-031'], 'BP18-031 異端の調査協力: 『全識の六銘伝・シンラ』 from your deck to your hand; every 『ギガブレード』 on your field gets 2 ギガ counters', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP18-031'], field: ['BP18-027', 'BP18-027'], cemetery: ['BP18-020'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect([names(s, 'hand', 0).filter((c) => c === 'BP18-020').length, names(s, 'deck', 0).includes('BP18-020')]).toEqual([1, false]);
    expect([s.cards[ids.field![0]!]!.counters['ギガ'], s.cards[ids.field![1]!]!.counters['ギガ']]).toEqual([2, 2]);
  });

  covers(['BP03-038'], 'BP03-038 オズの大魔女: Fanfare a 『大地の魔片』, +1 【スタック】 (2 counters), draw 1; [Q][起動]【土の秘術】 once a turn: your next spell costs 4 less (cost 4 at 0 PP; a second activation not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP03-038', 'SD03-014'], oppField: ['SD03-003'], pp: 6 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const shard = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId !== 'BP03-038')!;
    expect([(s.catalog[s.cards[shard]!.cardId] as { name?: string }).name, s.cards[shard]!.counters.stack, handCount(s, 0) - h, counters(s, 0).pp]).toEqual(['大地の魔片', 2, 0, 0]);
    const me = onField(s, 0, 'BP03-038')[0]!;
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    expect(acts(s).length).toBe(1);
    expect(canPlay(s, ids.hand![1]!)).toBe(false);
    s = must(s, acts(s)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, shard);
    expect([s.cards[shard]!.counters.stack, acts(s).length]).toEqual([1, 0]);
    expect(canPlay(s, ids.hand![1]!)).toBe(true);
    s = play(s, ids.hand![1]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(names(s, 'field', 1)).toEqual([]);
  });

  covers(['BP10-050'], 'BP10-050 形成の魔術師: Fanfare choose 1 — 【1】 +1 【スタック】 on your field (1 → 2); 【2】 【土の秘術】 2 damage to the enemy leader', () => {
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

  covers(['BP10-102'], 'BP10-102 惨禍の円環 [ファンファーレ] with 『《運命の輪》・スロース』 on your field, up to 2 災い counters (15.1.3); [起動][アクト] 1 counter; [起動][アクト] to the cemetery: destroy the enemy followers of original cost exactly X, X = the counters it had (SVE 5.2, 10.11.1); 1 PP: cannot play', () => {
    // fanfare: 0, 1 or 2 counters with スロース; without it nothing is asked
    for (const n of [0, 1, 2]) {
      const { s: s0, ids } = scene({ hand: ['BP10-102'], field: ['BP10-094'], pp: 2 });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption' });
      expect(s.decision!.labels).toEqual(['0個', '1個', '2個']);
      s = declineOptional(choose(s, s.decision!.options![n]!));
      const me = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP10-102')!;
      expect(s.cards[me]!.counters['災い'] ?? 0).toBe(n);
    }
    const alone = scene({ hand: ['BP10-102'], pp: 2 });
    const a = declineOptional(play(alone.s, alone.ids.hand![0]!));
    expect(a.cards[zoneCards(a, 'field', 0)[0]!]!.counters['災い'] ?? 0).toBe(0);
    const short = scene({ hand: ['BP10-102'], field: ['BP10-094'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    // the two activated abilities: [アクト] +1 counter; [アクト] + cemetery: destroy original cost X
    const board = (counters: number) => {
      const { s, ids } = scene({ field: ['BP10-102'], oppField: ['SD02-007', 'SD02-002', 'SD02-019', 'SD02-003'], pp: 0 }); // costs 1, 2, 2, 3
      if (counters > 0) s.cards[ids.field![0]!]!.counters['災い'] = counters;
      const acts = activations(s, ids.field![0]!);
      expect(acts).toHaveLength(2);
      const after = acts.map((x) => declineOptional(must(s, x).state));
      const i = after.findIndex((t) => names(t, 'cemetery', 0).includes('BP10-102'));
      expect(i).toBeGreaterThanOrEqual(0);
      return { add: after[1 - i]!, sac: after[i]!, ids };
    };
    const two = board(2);
    expect([two.add.cards[two.ids.field![0]!]!.counters['災い'], two.add.cards[two.ids.field![0]!]!.tapped, names(two.add, 'field', 1).length]).toEqual([3, true, 4]);
    expect(names(two.sac, 'field', 1)).toEqual(['SD02-007', 'SD02-003']); // X = 2: both cost-2 followers, not 1, not 3
    expect(sorted(names(two.sac, 'cemetery', 1))).toEqual(['SD02-002', 'SD02-019']);
    expect(names(board(3).sac, 'field', 1)).toEqual(['SD02-007', 'SD02-002', 'SD02-019']); // X = 3
    expect(names(board(1).sac, 'field', 1)).toEqual(['SD02-002', 'SD02-019', 'SD02-003']); // X = 1
    expect(names(board(0).sac, 'field', 1)).toHaveLength(4); // X = 0: no follower costs 0
  });

  covers(['BP17-008'], 'BP17-008 森番の弓: once a turn an [エルフ] follower entering your field puts 1 矢 counter (a neutral one: no); [ファンファーレ] 2 with 『深緑の弓使い・アリサ』 on your field; [起動][アクト] to the cemetery: X damage to an enemy follower, X = the 矢 counters it had (SVE 5.2, 10.11.1); 0 PP: cannot play', () => {
    const arrows = (s: GameState) => { const id = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP17-008'); return id ? s.cards[id]!.counters['矢'] ?? 0 : -1; };
    const { s: s0, ids } = scene({ me: 'SD01', field: ['BP17-008'], hand: ['SD01-017', 'SD01-011', 'SD01-011'], pp: 3 });
    let s = declineOptional(play(s0, ids.hand![0]!)); // ゴブリン (neutral)
    expect(arrows(s)).toBe(0);
    s = declineOptional(play(s, ids.hand![1]!)); // ウォーターフェアリー ([エルフ])
    expect(arrows(s)).toBe(1);
    s = declineOptional(play(s, ids.hand![2]!)); // a second one this turn: no
    expect(arrows(s)).toBe(1);
    for (const [field, n] of [[['BP17-001'], 2], [[], 0]] as const) {
      const f = scene({ me: 'SD01', hand: ['BP17-008'], field: [...field], pp: 1 });
      expect(arrows(declineOptional(play(f.s, f.ids.hand![0]!)))).toBe(n);
    }
    const short = scene({ me: 'SD01', hand: ['BP17-008'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    for (const n of [3, 0]) {
      const b = scene({ me: 'SD01', field: ['BP17-008'], oppField: ['SD02-020'], pp: 0 }); // 天剣の乙女 4/6
      if (n > 0) b.s.cards[b.ids.field![0]!]!.counters['矢'] = n;
      let t = must(b.s, activations(b.s, b.ids.field![0]!)[0]!).state;
      if (t.decision?.kind === 'chooseCards') t = pick(t, b.ids.oppField![0]!);
      t = declineOptional(t);
      expect([stats(t, b.ids.oppField![0]!), names(t, 'cemetery', 0)]).toEqual([[4, 6 - n], ['BP17-008']]);
    }
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD01', field: ['BP17-008', 'SD01-008'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0 });
    dz.s.cards[dz.ids.field![0]!]!.counters['矢'] = 2;
    const dt = must(dz.s, activations(dz.s, dz.ids.field![0]!)[0]!).state;
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-T02', 'BP18-P51'], 'Token spell アンリミテッドサーチ: 3 ギガ counters on each 『ギガブレード』 of your field (not the opponent\'s, not another amulet); draw 2', () => {
    for (const id of ['BP18-T02', 'BP18-P51']) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP18-027', 'BP18-P11', 'BP18-070'], oppField: ['BP18-027'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const h = handCount(s0, 0);
      const s = play(s0, ids.tokens![0]!);
      const giga = (x: string) => s.cards[x]!.counters['ギガ'] ?? 0;
      expect([giga(ids.field![0]!), giga(ids.field![1]!), giga(ids.field![2]!), giga(ids.oppField![0]!), handCount(s, 0)]).toEqual([3, 3, 0, 0, h + 2]);
    }
  });

  covers(['BP18-027'], 'BP18-027 ギガブレード (amulet, cost 1: 0 PP refused): not destroyed or banished by abilities; when a 透京 follower enters your field or a follower of yours evolves, every 『ギガブレード』 of yours gets 1 ギガ counter (a follower of another trait does not count); Fanfare: 2 counters on each, then to the cemetery if another 『ギガブレード』 is there (with one other: yes; none: stays)', () => {
    const giga = (s: GameState, id: string) => s.cards[id]?.counters['ギガ'] ?? 0;
    /** Plays the pending automatic abilities in list order (SVE 10.5.2). */
    const settle = (x: GameState) => {
      while (x.decision?.kind === 'chooseOption' && x.decision.rule === 'SVE 10.5.2') x = choose(x, x.decision.options![0]!);
      return x;
    };
    // cost 1: 0 PP refused
    const poor = sc({ me: 'SD02', hand: ['BP18-027'], pp: 0 });
    expect(canPlay(poor.s, poor.ids.hand![0]!)).toBe(false);
    // alone: 2 counters, it stays; its keywords
    let { s, ids } = sc({ me: 'SD02', hand: ['BP18-027', 'BP18-022', 'SD02-002'], field: ['SD02-012'], pp: 1 });
    s = play(s, ids.hand![0]!);
    const blade = onField(s, 0, 'BP18-027')[0]!;
    expect([giga(s, blade), counters(s, 0).pp, kw(s, blade, 'sve.noDestroyByAbility'), kw(s, blade, 'sve.noBanishByAbility')]).toEqual([2, 0, true, true]);
    // a 透京 follower enters: +1; a Royal follower of another trait: nothing
    Object.assign(s.players[0]!.counters, { pp: 10, maxPp: 10 });
    s = settle(play(s, ids.hand![1]!)); // BP18-022 (透京)
    expect(giga(s, blade)).toBe(3);
    s = settle(play(s, ids.hand![2]!)); // SD02-002 (no trait 透京)
    expect(giga(s, blade)).toBe(3);
    // a follower of yours evolves: +1
    s = settle(evolveInto(s, ids.field![0]!, 'SD02-013'));
    expect(giga(s, blade)).toBe(4);
    // a second one: 2 counters on each, then the new one goes to the cemetery
    ({ s, ids } = sc({ me: 'SD02', hand: ['BP18-027'], field: ['BP18-027'], pp: 1 }));
    s = play(s, ids.hand![0]!);
    expect([onField(s, 0, 'BP18-027'), giga(s, ids.field![0]!), names(s, 'cemetery', 0).filter((c) => c === 'BP18-027').length]).toEqual([[ids.field![0]!], 2, 1]);
  });

  covers(['BP18-022'], 'BP18-022 ワイルドメディエーター・ガンマ (cost 3: 2 PP refused; 3/3): Fanfare draw 1; [起動] remove 10 ギガ counters from one 『ギガブレード』 of yours (offered with 10, not with 9; only a 『ギガブレード』 with 10 or more to choose from): 5 damage to every enemy follower, and this gets +2/+2 and 【疾走】', () => {
    const short = sc({ me: 'SD02', hand: ['BP18-022'], pp: 2 });
    expect(canPlay(short.s, short.ids.hand![0]!)).toBe(false);
    let { s, ids } = sc({ me: 'SD02', hand: ['BP18-022'], field: ['BP18-027', 'BP18-027', 'BP18-027'], oppField: ['SD02-020', 'SD02-002'], pp: 3 });
    const [b10, b12, b9] = ids.field! as [string, string, string];
    const h = handCount(s, 0);
    s = play(s, ids.hand![0]!);
    while (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![0]!); // its Fanfare and the blades' triggers
    const gamma = onField(s, 0, 'BP18-022')[0]!;
    expect([stats(s, gamma), handCount(s, 0) - h, counters(s, 0).pp, kw(s, gamma, 'sve.storm'), s.cards[b10]!.counters['ギガ']]).toEqual([[3, 3], 0, 0, false, 3]); // −1 played +1 drawn; a 透京 follower entered: each of the 3 blades puts 1 on every blade
    Object.assign(s.cards[b10]!.counters, { ギガ: 10 });
    Object.assign(s.cards[b12]!.counters, { ギガ: 12 });
    Object.assign(s.cards[b9]!.counters, { ギガ: 9 });
    expect(activations(s, gamma).length).toBe(1);
    s = act(s, gamma);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect([...s.decision!.candidates!].sort()).toEqual([b10, b12].sort()); // not the one with 9
    s = pick(s, b12);
    expect([s.cards[b12]!.counters['ギガ'], s.cards[b10]!.counters['ギガ'], s.cards[b9]!.counters['ギガ']]).toEqual([2, 10, 9]);
    expect([stats(s, ids.oppField![0]!), names(s, 'field', 1).includes('SD02-002'), stats(s, gamma), kw(s, gamma, 'sve.storm')]).toEqual([[4, 1], false, [5, 5], true]);
    // with 9 counters only: not offered
    ({ s, ids } = sc({ me: 'SD02', field: ['BP18-022', 'BP18-027'], pp: 0 }));
    Object.assign(s.cards[ids.field![1]!]!.counters, { ギガ: 9 });
    expect(activations(s, ids.field![0]!).length).toBe(0);
    s.cards[ids.field![1]!]!.counters['ギガ'] = 10;
    expect(activations(s, ids.field![0]!).length).toBe(1);
  });

  covers(['BP18-021'], 'BP18-021 全識の六銘伝・シンラ (evolved, 4/4; from BP18-020 [進化][コスト1]): 【進化時】 an enemy follower (only those offered) takes 3 damage, 4 instead with 3 or more 透京 cards on your field (3: 4; 2: 3); 【超進化時】 an 『アンリミテッドサーチ』 into your EX area; [起動] engage this and remove 10 ギガ counters from a 『ギガブレード』 (10: offered; 9 or engaged: not): 8 damage to the opponent\'s leader', () => {
    const order = (x: GameState) => {
      while (x.decision?.kind === 'chooseOption' && x.decision.rule === 'SVE 10.5.2') x = choose(x, x.decision.options![0]!);
      return x;
    };
    const runWith = (blades: number) => {
      let { s, ids } = sc({ me: 'SD02', field: ['BP18-020', ...Array.from({ length: blades }, () => 'BP18-027')], evolve: ['BP18-021'], oppField: ['SD02-020', 'SD02-020'], pp: 1 });
      s = order(evolveInto(s, ids.field![0]!, 'BP18-021'));
      const candidates = s.decision?.kind === 'chooseCards' ? [...s.decision.candidates!].sort() : null;
      s = order(pick(s, ids.oppField![0]!));
      return { s, ids, candidates, hp: stats(s, ids.oppField![0]!)[1], other: stats(s, ids.oppField![1]!)[1], pp: counters(s, 0).pp };
    };
    const three = runWith(2); // シンラ + 2 blades = 3 透京 cards
    expect([three.candidates, three.hp, three.other, three.pp]).toEqual([[...three.ids.oppField!].sort(), 2, 6, 0]);
    const two = runWith(1);
    expect([two.hp, two.other]).toEqual([3, 6]);
    // the [起動]: 10 counters on a blade; engaged or 9: not offered
    let { s, ids } = three;
    const shinra = onField(s, 0, 'BP18-021')[0]!;
    expect(stats(s, shinra)).toEqual([4, 4]);
    const [b1, b2] = [ids.field![1]!, ids.field![2]!];
    Object.assign(s.cards[b1]!.counters, { ギガ: 9 });
    Object.assign(s.cards[b2]!.counters, { ギガ: 9 });
    expect(activations(s, shinra).length).toBe(0);
    s.cards[b2]!.counters['ギガ'] = 10;
    expect(activations(s, shinra).length).toBe(1);
    s.cards[shinra]!.tapped = true;
    expect(activations(s, shinra).length).toBe(0);
    s.cards[shinra]!.tapped = false;
    s = act(s, shinra);
    expect([health(s, 1), s.cards[shinra]!.tapped, s.cards[b2]!.counters['ギガ'] ?? 0, s.cards[b1]!.counters['ギガ']]).toEqual([12, true, 0, 9]);
    // super evolve: the 『アンリミテッドサーチ』 into the EX area
    ({ s, ids } = sc({ me: 'SD02', field: ['BP18-020'], evolve: ['BP18-021'], oppField: ['SD02-020'], pp: 1 }));
    s.players[0]!.counters.turns = 7; // late enough in the game for super evolution
    s = order(evolve(s, ids.field![0]!, { sep: true }));
    if (s.decision?.kind === 'chooseCards') s = order(pick(s, ids.oppField![0]!));
    expect(namesOf(s, 'exArea', 0)).toEqual(['アンリミテッドサーチ']);
  });
}
