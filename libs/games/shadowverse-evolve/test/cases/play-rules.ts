/**
 * Card cases: How a card is played (SVE 10.6.2; grammar/play-rules.ts): additional costs, play options, play restrictions.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { advance, counters, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, cardIdOf, evolve, handCount, health, play, toDeckTop } from '../drivers.js';
import { type Covers, drive, plays, quiet } from './case-helpers.js';
import { expectOffered } from './offered.js';

// ------------------------------------------------------------ optional additional costs 「…てよい」 (10.6.2.5.1.4) / 「これの追加コストを払っていたなら」
const additionals = (s: GameState, card: string) => plays(s, card).map((a) => (a as { additional?: string[] }).additional ?? null);

export function registerPlayRulesCases(covers: Covers): void {
  // ------------------------------------------------------------ additional costs (10.6.2.5.1.4)
  covers(['BP14-011'], 'BP14-011 職人の一念 (SVE 10.6.2.5.1.4, 10.6.2.1.2): banish 1 card of your EX area as an additional cost → 3 『操り人形』 into the EX area; no EX card → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP14-011'], ex: ['SD02-007'], pp: 1 });
    expect(plays(s0, ids.hand![0]!)).toEqual([{ type: 'play', player: 0, card: ids.hand![0]!, additional: [ids.ex![0]!] }]);
    const s = quiet(must(s0, plays(s0, ids.hand![0]!)[0]!).state);
    expect([names(s, 'banished', 0), names(s, 'exArea', 0), counters(s, 0).pp]).toEqual([['SD02-007'], ['BP14-T08', 'BP14-T08', 'BP14-T08'], 0]);
    const none = scene({ me: 'SD02', hand: ['BP14-011'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
    const short = scene({ me: 'SD02', hand: ['BP14-011'], ex: ['SD02-007'], pp: 0 }); // cost 1, 0 PP
    expect(plays(short.s, short.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-064'], 'BP13-064 蛇竜の契り (SVE 10.6.2.5.1.4): engage a standing [ドラゴン] follower of original cost 7 or more → 2 damage to the enemy leader, +2 health, draw 2; cost 6 or an engaged cost-7 one → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP16-063', 'BP04-077'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.field![0]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, health(s, 1), health(s, 0), handCount(s, 0)]).toEqual([true, false, 18, 22, h - 1 + 2]);
    const six = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP04-077'], pp: 1 });
    expect(plays(six.s, six.ids.hand![0]!)).toEqual([]);
    const engaged = scene({ me: 'SD04', hand: ['BP13-064'], field: ['BP16-063'], pp: 1 });
    engaged.s.cards[engaged.ids.field![0]!]!.tapped = true;
    expect(plays(engaged.s, engaged.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP18-119'], 'BP18-119 歪なる進歩 (SVE 10.6.2.5.1.4): discard a 透京 card from your hand as an additional cost → 4 damage to an enemy follower, +1 health, draw 1; no 透京 card in hand → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-003', 'SD02-007'], oppField: ['SD04-001'], pp: 2 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([names(s, 'cemetery', 0).sort(), stats(s, ids.oppField![0]!), health(s, 0), handCount(s, 0), counters(s, 0).pp]).toEqual([['BP18-003', 'BP18-119'].sort(), [7, 4], 21, h - 2 + 1, 0]);
    const none = scene({ me: 'SD02', hand: ['BP18-119', 'SD02-007'], oppField: ['SD04-001'], pp: 2 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
    const short = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-003'], oppField: ['SD04-001'], pp: 1 }); // cost 2, 1 PP
    expect(plays(short.s, short.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-003'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    let dt = must(dz.s, plays(dz.s, dz.ids.hand![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['DSD01a-014'], 'DSD01a-014 マナリアの知識 (SVE 10.6.2.5.1.4): reveal 2 学院 cards of your hand as an additional cost (they stay) → draw 1 and 『マナリアの魔弾』 into the EX area; only 1 学院 card → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053', 'BP18-053'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!, ids.hand![2]!].sort()]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([zoneCards(s, 'hand', 0).includes(ids.hand![1]!), zoneCards(s, 'hand', 0).includes(ids.hand![2]!), handCount(s, 0), names(s, 'exArea', 0).length]).toEqual([true, true, h - 1 + 1, 1]);
    const one = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053'], pp: 1 });
    expect(plays(one.s, one.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', field: ['SD02-019'], evolve: ['DSD01a-T01'], tokens: [['DSD01a-T01', 'exArea', 0]], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    let dt = play(dz.s, dz.ids.tokens![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  // ------------------------------------------------------------ additional costs (10.6.2.5.1.4)
  covers(['BP17-054'], 'BP17-054 マナリアの叡智 (SVE 10.6.2.5.1.4): reveal a 学院 card of your hand and put it on the bottom of the deck as an additional cost → draw 2; no 学院 card or 0 PP → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP17-054', 'BP18-053'], pp: 1 });
    const ways = plays(s0, ids.hand![0]!);
    expect(ways.map((a) => (a as { additional?: string[] }).additional)).toEqual([[ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const s = quiet(must(s0, ways[0]!).state);
    expect([handCount(s, 0), names(s, 'deck', 0).slice(-1), counters(s, 0).pp, names(s, 'cemetery', 0)]).toEqual([h - 2 + 2, ['BP18-053'], 0, ['BP17-054']]);
    expect(plays(scene({ me: 'SD03', hand: ['BP17-054', 'SD03-001'], pp: 1 }).s, ids.hand![0]!)).toEqual([]);
    expect(plays(scene({ me: 'SD03', hand: ['BP17-054', 'BP18-053'], pp: 0 }).s, ids.hand![0]!)).toEqual([]);
  });

  covers(['BP16-026'], 'BP16-026 テンタクルバイト (SVE 10.6.2.5.1.4, 10.4.6): engage a standing レヴィオン follower → 4 damage to an enemy follower, your leader +2, draw 1 only with a 『ユリウス』 follower on your field; no standing レヴィオン follower → not playable', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP16-026'], field, oppField: ['SD04-001'], pp: 1 });
      const ways = plays(s0, ids.hand![0]!);
      const h = handCount(s0, 0);
      const s = drive(must(s0, ways[0]!).state);
      return [ways.length, stats(s, ids.oppField![0]!), health(s, 0), handCount(s, 0) - h, s.cards[ids.field![0]!]!.tapped];
    };
    expect(run(['SD07-016'])).toEqual([1, [7, 4], 22, -1 + 1, true]); // ユリウス is itself a レヴィオン follower
    expect(run(['SP01-016'])).toEqual([1, [7, 4], 22, -1, true]);
    const none = scene({ me: 'SD02', hand: ['BP16-026'], field: ['SD02-007'], oppField: ['SD04-001'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP16-026'], field: ['SP01-016', 'SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = must(dz.s, plays(dz.s, dz.ids.hand![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP13-098'], 'BP13-098 神愛の一撃 (SVE 10.6.2.5.1.4, 10.4.3): may put an amulet of YOUR field into the cemetery as an additional cost → 5 damage instead of 3; unpaid → 3; a follower or an enemy amulet cannot pay', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP13-098'], field: ['SD06-002', 'SD06-003'], oppField: ['SD04-001', 'SD06-002'], pp: 2 });
    const card = ids.hand![0]!;
    expect(additionals(s0, card)).toEqual([null, [ids.field![0]!]]);
    const paid = drive(must(s0, plays(s0, card)[1]!).state);
    expect([stats(paid, ids.oppField![0]!), names(paid, 'cemetery', 0).sort(), counters(paid, 0).pp]).toEqual([[7, 3], ['BP13-098', 'SD06-002'].sort(), 0]);
    const unpaid = drive(must(s0, plays(s0, card)[0]!).state);
    expect([stats(unpaid, ids.oppField![0]!), names(unpaid, 'field', 0).includes('SD06-002')]).toEqual([[7, 5], true]);
    const none = scene({ me: 'SD06', hand: ['BP13-098'], field: ['SD06-003'], oppField: ['SD04-001'], pp: 2 });
    expect(additionals(none.s, none.ids.hand![0]!)).toEqual([null]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD06', hand: ['BP13-098'], field: ['SD06-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    let dt = must(dz.s, plays(dz.s, dz.ids.hand![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP11-068'], 'BP11-068 サンダーロア (SVE 10.6.2.5.1.4, 5.24): may discard a [ドラゴン] card of original cost 7 or more (cost 6 cannot pay) → 4 damage instead of 3; draw 1 either way', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP11-068', 'BP16-063', 'BP04-077'], oppField: ['SD04-001'], pp: 2 });
    const card = ids.hand![0]!;
    expect(additionals(s0, card)).toEqual([null, [ids.hand![1]!]]);
    const h = handCount(s0, 0);
    const paid = drive(must(s0, plays(s0, card)[1]!).state);
    expect([stats(paid, ids.oppField![0]!), names(paid, 'cemetery', 0).sort(), handCount(paid, 0) - h]).toEqual([[7, 4], ['BP11-068', 'BP16-063'].sort(), -2 + 1]);
    const unpaid = drive(must(s0, plays(s0, card)[0]!).state);
    expect([stats(unpaid, ids.oppField![0]!), handCount(unpaid, 0) - h]).toEqual([[7, 5], -1 + 1]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', hand: ['BP11-068'], field: ['SD04-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    let dt = must(dz.s, plays(dz.s, dz.ids.hand![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP15-045'], 'BP15-045 舞い戻る奏絶 (SVE 10.6.2.5.1.4, 10.4.2): banish a 『リーシェナ』 follower of your cemetery as an additional cost; with 2 アイドル cards on your field search a 『リーシェナ』 follower onto the field (1 → no); none in the cemetery → not playable', () => {
    const run = (idols: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP15-045', 'BP05-037'], field: Array(idols).fill('BP15-039'), cemetery: ['BP05-037', 'SD03-003'], pp: 2 });
      toDeckTop(s0, [ids.hand![1]!]);
      const ways = additionals(s0, ids.hand![0]!);
      const s = drive(must(s0, plays(s0, ids.hand![0]!)[0]!).state, (d, st) => (d.kind === 'chooseCards' ? d.candidates!.find((x) => cardIdOf(st, x) === 'BP05-037') ?? null : null));
      return [ways, names(s, 'banished', 0), names(s, 'field', 0).filter((c) => c === 'BP05-037').length, ids.cemetery![0]!];
    };
    const two = run(2);
    expect(two.slice(0, 3)).toEqual([[[two[3]]], ['BP05-037'], 1]);
    expect(run(1).slice(1, 3)).toEqual([['BP05-037'], 0]);
    const none = scene({ me: 'SD03', hand: ['BP15-045'], field: ['BP15-039', 'BP15-039'], cemetery: ['SD03-003'], pp: 2 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP17-116'], 'BP17-116 ギルド会議 (SVE 10.6.2.5.1.4, 4.6.3): turn a face-down evolve follower of your evolve deck face up as an additional cost (one action per such card; a face-up one cannot pay) → 3 damage to an enemy follower; none face down → not playable', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP17-116'], opp: 'SD04', oppField: ['SD04-001'], pp: 2 });
    const card = ids.hand![0]!;
    const evo = zoneCards(s0, 'evolveDeck', 0);
    expect(evo.length).toBeGreaterThan(1);
    for (const x of evo.slice(1)) s0.cards[x]!.face = 'up';
    expect(additionals(s0, card)).toEqual([[evo[0]!]]);
    const s = drive(must(s0, plays(s0, card)[0]!).state);
    expect([s.cards[evo[0]!]!.face, stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual(['up', [7, 5], 0]);
    const all = structuredClone(s0);
    all.cards[evo[0]!]!.face = 'up';
    expect(plays(all, card)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP17-116'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    let dt = must(dz.s, plays(dz.s, dz.ids.hand![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP13-T04', 'BP13-P32'], 'Token spell インモラルディザイア (SVE 10.6.2.5.1.4 mandatory additional cost, 10.6.2.1.2): put 2 followers of your field into the cemetery (one play action per pair, none without); 2 damage to the enemy leader, leader +2; 1 follower: not playable', () => {
    for (const id of ['BP13-T04', 'BP13-P32']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-017', 'SD05-012', 'SD05-008'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const card = ids.tokens![0]!;
      const [x, y, z] = ids.field!;
      expect(plays(s0, card).map((a) => a.additional)).toEqual([[x!, y!].sort(), [x!, z!].sort(), [y!, z!].sort()].sort((p, q) => (p.join() < q.join() ? -1 : 1)) as never);
      const s = must(s0, { type: 'play', player: 0, card, additional: [x!, z!].sort() }).state;
      expect([names(s, 'field', 0), names(s, 'cemetery', 0).sort(), health(s, 1), health(s, 0), counters(s, 0).pp]).toEqual([['SD05-012'], ['SD05-008', 'SD05-017'], 18, 22, 0]); // the token itself is erased in the cemetery (9.1.4.4)
      const one = scene({ me: 'SD05', field: ['SD05-017'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      expect(plays(one.s, one.ids.tokens![0]!)).toEqual([]);
      const poor = scene({ me: 'SD05', field: ['SD05-017', 'SD05-012'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 0 });
      expect(plays(poor.s, poor.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['BP12-T02', 'BP12-P25'], 'Token spell トワイライトソード (cost 5; SVE 10.6.2.5.1.4): engage your standing 『スカイセイバー・リーシャ』 and 『黄昏の刃・ナノ』 as an additional cost; 10 damage to the enemy leader and every enemy follower; not playable without both standing or with 4 PP', () => {
    for (const id of ['BP12-T02', 'BP12-P25']) {
      const base = (o: { engaged?: boolean; pp?: number; field?: string[] } = {}) => {
        const r = scene({ me: 'SD02', field: o.field ?? ['BP12-020', 'BP12-025'], oppField: ['SD04-001', 'SD02-019'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: o.pp ?? 5 });
        if (o.engaged) r.s.cards[r.ids.field![1]!]!.tapped = true;
        return r;
      };
      const { s: s0, ids } = base();
      const card = ids.tokens![0]!;
      expect(plays(s0, card).map((a) => a.additional)).toEqual([[...ids.field!].sort()]);
      const s = must(s0, plays(s0, card)[0]!).state;
      expect([ids.field!.map((x) => s.cards[x]!.tapped), health(s, 1), names(s, 'field', 1), counters(s, 0).pp]).toEqual([[true, true], 10, [], 0]);
      for (const o of [{ engaged: true }, { pp: 4 }, { field: ['BP12-020'] }]) {
        const t = base(o);
        expect(plays(t.s, t.ids.tokens![0]!)).toEqual([]);
      }
    }
  });

  covers(['BP17-T07', 'BP17-P34'], 'Token spell テラーナイト (SVE 1.3.3, 10.7.5): not playable after another 『テラーナイト』 this turn (again next turn); this turn, each time your leader\'s health decreases (a cost, damage), 1 damage to the enemy leader and your leader +1; not in a later turn', () => {
    for (const id of ['BP17-T07', 'BP17-P34']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP08-084'], hand: ['BP17-085'], oppField: ['SD04-001'], evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0]], pp: 3 });
      const [k1, k2] = ids.tokens!;
      const fanatic = ids.field![0]!;
      expect([plays(s0, k1!).length, plays(s0, k2!).length]).toEqual([1, 1]);
      let s = play(s0, k1!);
      expect([plays(s, k2!), counters(s, 0).pp]).toEqual([[], 2]); // another テラーナイト was played this turn
      const toMain = (x: GameState) => advance(x, (y) => y.decision?.kind === 'sve.main');
      s = toMain(must(s, activations(s, fanatic)[0]!).state); // [起動]リーダーの[体力]-1 (a cost)
      expect([health(s, 0), health(s, 1)]).toEqual([20, 19]);
      s = toMain(must(s, activations(s, fanatic)[0]!).state);
      expect([health(s, 0), health(s, 1)]).toEqual([20, 18]); // every time (repeat for the turn)
      s = toMain(play(s, ids.hand![0]!)); // Fanfare: 1 damage to your leader
      expect([health(s, 0), health(s, 1), counters(s, 0).pp]).toEqual([20, 17, 1]);
      s = nextTurn(nextTurn(s));
      expect(plays(s, k2!)).toHaveLength(1); // a new turn: playable again
      s = toMain(must(s, activations(s, fanatic)[0]!).state);
      expect([health(s, 0), health(s, 1)]).toEqual([19, 17]); // the period ended (7.4.8)
    }
  });
}
