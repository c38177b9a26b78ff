/**
 * Card cases: every sample card with text not already exercised by a rule spec is played here once, checking what
 * its ability data does (coverage/tested.ts lists the tested cards; coverage.spec.ts checks each is named in a spec).
 */
import { PRIORITY } from '../src/constants.js';
import { attackOf, maxHp, pd } from '../src/state.js';
import { reader } from '../src/reader.js';
import { equipHosts } from '../src/actions/legal.js';
import { newGame } from './helpers.js';
import {
  activate, arrange, cardIdsIn, choose, deck, edit, hit, hp, id, idOf, isLegal, must, onTop, pass, passWhile, pay, pick, play, start, target, toMain, zone,
} from './position.js';

type S = ReturnType<typeof start>;
const atk = (s: S, x: string) => attackOf(reader(s), x);
const resolve = (s: S) => passWhile(s, (t) => pd(t).zone.length === 0);
/** Player 0's player card (トウマ, attack 2) hits player 1's player: the top 2 cards of player 1's deck are milled in player 0's turn. */
function millTwo(s: S): S {
  let t = target(must(s, { type: 'attack', player: 0, attacker: zone(s, 'player', 0)[0]! }), [zone(s, 'player', 1)[0]!]);
  t = passWhile(t, (u) => pd(u).zone.length > 0 || u.decision?.kind !== PRIORITY);
  return t;
}

describe('PSO2 card cases: player cards', () => {
  test('SAMPLE-PSO2-004 深淵の使徒 ヴァイス: 『侵食』を持つ味方のキャラは+1/+0 on either face', () => {
    for (const face of ['first', 'second']) {
      let s = start({ p0: deck(['026', '012'], { player: '004' }) });
      s = edit(s, (x) => void (x.players[0]!.flags.face = face));
      const r = arrange(s, [{ card: '026', zone: 'field', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
      expect(atk(r.s, r.ids[0]!)).toBe(5);
      expect(atk(r.s, r.ids[1]!)).toBe(2);
    }
  });
});

describe('PSO2 card cases: ドロップ cards (milled in the opponent\'s turn)', () => {
  test('SAMPLE-PSO2-019 ガント: 1 damage to an opponent character', () => {
    let s = start({ p0: deck(['037']), p1: deck(['019', '019']) });
    const r = arrange(onTop(s, '019', 1), [{ card: '037', zone: 'field', owner: 0 }]);
    s = resolve(millTwo(r.s));
    expect(s.cards[r.ids[0]!]!.counters.damage).toBe(1);
  });

  test('SAMPLE-PSO2-020 セツナ: puts itself onto its owner\'s field (front row OFF; not played)', () => {
    let s = millTwo(onTop(start({ p1: deck(['020', '020']) }), '020', 1));
    s = resolve(s);
    const setsuna = idOf(s, '020', 'field', 1);
    expect(s.cards[setsuna]).toMatchObject({ tapped: true, flags: { row: 'front' } });
  });

  test('SAMPLE-PSO2-022 フィオ: 【回復1】', () => {
    let s = millTwo(onTop(start({ p1: deck(['022', '022']) }), '022', 1));
    s = passWhile(s, (t) => t.decision?.rule === 'PSO2 302.9');
    expect(s.decision!.player).toBe(1);
    s = choose(s, 'deck');
    expect(s.decision).toMatchObject({ max: 1 });
  });

  test('SAMPLE-PSO2-030 群れる黒蟲: 1 damage to the opponent\'s player', () => {
    let s = millTwo(onTop(start({ p1: deck(['030', '030']) }), '030', 1));
    const before = hp(s, 0);
    s = resolve(s);
    expect(hp(s, 0)).toBe(before - 1);
  });

  test('SAMPLE-PSO2-034 虚ろなる影: an opponent character −1/−0 this turn', () => {
    let s = start({ p0: deck(['012']), p1: deck(['034', '034']) });
    const r = arrange(onTop(s, '034', 1), [{ card: '012', zone: 'field', owner: 0 }]);
    s = resolve(millTwo(r.s));
    expect(atk(s, r.ids[0]!)).toBe(1);
  });

  test('SAMPLE-PSO2-050 光の導き: the Active draws 1; its ドロップ draws 1', () => {
    let s = start({ p0: deck(['050', '050']) });
    const r = arrange(s, [{ card: '050', zone: 'hand', owner: 0 }, { card: '050', zone: 'pp', owner: 0 }]);
    const hand = zone(r.s, 'hand', 0).length;
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(zone(s, 'hand', 0).length).toBe(hand); // −1 played, +1 drawn
    let t = millTwo(onTop(start({ p1: deck(['050', '050']) }), '050', 1));
    expect(pd(t).zone.map((i) => i.cardId)).toEqual([id('050')]);
    const h1 = zone(t, 'hand', 1).length;
    t = resolve(t);
    expect(zone(t, 'hand', 1).length).toBe(h1 + 1);
  });

  test('SAMPLE-PSO2-066 補給コンテナ: 【Main】【ON⇒OFF】 draw 1, then it is destroyed; its ドロップ draws 1', () => {
    let s = start({ p0: deck(['066', '066']) });
    const r = arrange(s, [{ card: '066', zone: 'field', owner: 0, row: 'back' }]);
    const hand = zone(r.s, 'hand', 0).length;
    s = pass(pass(activate(r.s, 0, r.ids[0]!, 0)));
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
    expect(cardIdsIn(s, 'discard', 0)).toEqual([id('066')]);
    const t = millTwo(onTop(start({ p1: deck(['066', '066']) }), '066', 1));
    expect(pd(t).zone.map((i) => i.cardId)).toEqual([id('066')]);
  });
});

describe('PSO2 card cases: characters', () => {
  test('SAMPLE-PSO2-025 見習いアークス: 登場時 +1/+0 this turn (its 「ルール:」 sentence is deck building only, 100.3.2)', () => {
    let s = start({ p0: deck(['025', '025']) });
    const r = arrange(s, [{ card: '025', zone: 'hand', owner: 0 }, { card: '025', zone: 'pp', owner: 0 }]);
    s = resolve(pass(pass(pay(play(r.s, 0, r.ids[0]!)))));
    expect(atk(s, idOf(s, '025', 'field', 0))).toBe(2);
  });

  test('SAMPLE-PSO2-027 レン (侵食 + 奇襲) and SAMPLE-PSO2-035 終焉の巨躯 (奇襲 + 貫通2): they enter ON', () => {
    for (const [card, cost] of [['027', 2], ['035', 6]] as const) {
      let s = start({ p0: deck(Array.from({ length: cost + 1 }, () => card)) });
      const r = arrange(s, [{ card, zone: 'hand', owner: 0 }, ...Array.from({ length: cost }, () => ({ card, zone: 'pp', owner: 0 }))]);
      s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
      expect(s.cards[idOf(s, card, 'field', 0)]!.tapped).toBe(false);
    }
  });

  test('SAMPLE-PSO2-035 終焉の巨躯: 貫通2', () => {
    let s = start({ p0: deck(['035']), p1: deck(['012']) });
    const r = arrange(s, [{ card: '035', zone: 'field', owner: 0 }, { card: '012', zone: 'field', owner: 1 }]);
    const before = hp(r.s, 1);
    s = passWhile(target(must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! }), [r.ids[1]!]), (t) => t.turn.phase === 'main' && pd(t).zone.length === 0);
    expect(hp(s, 1)).toBe(before - 2);
  });

  test('SAMPLE-PSO2-028 アキ: 侵食; 登場時 draw 1', () => {
    let s = start({ p0: deck(['028', '028', '028']) });
    const r = arrange(s, [{ card: '028', zone: 'hand', owner: 0 }, { card: '028', zone: 'pp', owner: 0 }, { card: '028', zone: 'pp', owner: 0 }]);
    const hand = zone(r.s, 'hand', 0).length;
    s = resolve(pass(pass(pay(play(r.s, 0, r.ids[0]!)))));
    expect(zone(s, 'hand', 0).length).toBe(hand); // −1 played +1 drawn
  });

  test('SAMPLE-PSO2-029 侵食核の守護体 and SAMPLE-PSO2-036 黒き侵食者: 侵食 (only the player is a target); the guardian has ウォークライ', () => {
    let s = start({ p0: deck(['036']), p1: deck(['029']) });
    const r = arrange(s, [{ card: '036', zone: 'field', owner: 0 }, { card: '029', zone: 'field', owner: 1 }]);
    s = must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! });
    expect(pd(s).battle!.targets).toEqual([zone(s, 'player', 1)[0]]);
    s = pass(s);
    expect(isLegal(s, { type: 'activate', player: 1, card: r.ids[1]!, ability: 1 })).toBe(true);
  });

  test('SAMPLE-PSO2-032 深淵の騎士: 連撃', () => {
    let s = start({ p0: deck(['032']) });
    const r = arrange(s, [{ card: '032', zone: 'field', owner: 0 }]);
    s = passWhile(target(must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! }), [zone(r.s, 'player', 1)[0]!]), (t) => t.turn.phase === 'main' && pd(t).zone.length === 0);
    expect(s.cards[r.ids[0]!]!.tapped).toBe(false);
  });

  test('SAMPLE-PSO2-074 捨て身の戦士: 手札を1枚捨てる⇒ +2/+0 this turn (once per turn: limit in the data)', () => {
    let s = start({ p0: deck(['074']) });
    const r = arrange(s, [{ card: '074', zone: 'field', owner: 0 }]);
    s = activate(r.s, 0, r.ids[0]!, 0);
    s = pick(s, [zone(s, 'hand', 0)[0]!]);
    s = pass(pass(s));
    expect(atk(s, r.ids[0]!)).toBe(4);
    expect(isLegal(s, { type: 'activate', player: 0, card: r.ids[0]!, ability: 0 })).toBe(false);
  });

  test('SAMPLE-PSO2-082 ヒューマンの絆: 登場時 a 《ヒューマン》 ally +1/+1 (ノア, a キャスト, is not one)', () => {
    let s = start({ p0: deck(['082', '082', '082', '012']) });
    const r = arrange(s, [{ card: '082', zone: 'hand', owner: 0 }, { card: '082', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 0 }, { card: '082', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(s.decision!.candidates!.sort()).toEqual([r.ids[2]!, idOf(s, '082', 'field', 0)].sort()); // カイル and the 絆 itself (ヒューマン)
    s = resolve(pick(s, [r.ids[2]!]));
    expect([atk(s, r.ids[2]!), maxHp(reader(s), r.ids[2]!)]).toEqual([3, 3]);
  });
});

describe('PSO2 card cases: Actives', () => {
  test('SAMPLE-PSO2-040 ブレイズスラッシュ: 【Main】 an ally character +3/+0 this turn', () => {
    let s = start({ p0: deck(['040', '040', '040', '012']) });
    const r = arrange(s, [{ card: '040', zone: 'hand', owner: 0 }, { card: '040', zone: 'pp', owner: 0 }, { card: '040', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(atk(s, r.ids[3]!)).toBe(5);
  });

  test('SAMPLE-PSO2-043 緊急回避: an ally character takes 2 less damage this turn (軽減: a replacement, 103.4.3)', () => {
    let s = start({ p0: deck(['043', '043', '037']) });
    const r = arrange(s, [{ card: '043', zone: 'hand', owner: 0 }, { card: '043', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    s = hit(s, { card: r.ids[2]! }, 3);
    expect(s.cards[r.ids[2]!]!.counters.damage).toBe(1);
    s = hit(s, { card: r.ids[2]! }, 2);
    expect(s.cards[r.ids[2]!]!.counters.damage).toBe(1); // 2 − 2 = 0: no damage (103.2.1.2)
  });

  test('SAMPLE-PSO2-048 黒き加護: attached, its host is +1/+1', () => {
    let s = start({ p0: deck(['048', '048', '012']) });
    const r = arrange(s, [{ card: '048', zone: 'hand', owner: 0 }, { card: '048', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    s = pass(pass(pay(target(play(r.s, 0, r.ids[0]!), [r.ids[2]!]))));
    expect([atk(s, r.ids[2]!), maxHp(reader(s), r.ids[2]!)]).toEqual([3, 3]);
  });

  test('SAMPLE-PSO2-081 撤退指示: an ally character to the back row; さらに draw 1', () => {
    let s = start({ p0: deck(['081', '081', '012']) });
    const r = arrange(s, [{ card: '081', zone: 'hand', owner: 0 }, { card: '081', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    const hand = zone(r.s, 'hand', 0).length;
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(s.cards[r.ids[2]!]!.flags.row).toBe('back');
    expect(zone(s, 'hand', 0).length).toBe(hand);
  });

  test('SAMPLE-PSO2-084 ダークネスボルト: destroy an opponent\'s character or item (「または」)', () => {
    let s = start({ p0: deck(['084', '084', '084']), p1: deck(['060', '012']) });
    const r = arrange(s, [{ card: '084', zone: 'hand', owner: 0 }, { card: '084', zone: 'pp', owner: 0 }, { card: '084', zone: 'pp', owner: 0 }, { card: '060', zone: 'field', owner: 1, row: 'back' }, { card: '012', zone: 'field', owner: 1 }]);
    s = play(r.s, 0, r.ids[0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([r.ids[3]!, r.ids[4]!].sort());
    s = pass(pass(pay(pick(s, [r.ids[3]!]))));
    expect(cardIdsIn(s, 'discard', 1)).toEqual([id('060')]);
  });
});

describe('PSO2 card cases: items', () => {
  test('SAMPLE-PSO2-065 エレメンタルロッド: equipped to a フォース ally; 【Main】【ON⇒OFF】 1 damage to an opponent character', () => {
    let s = start({ p0: deck(['065', '015'], { player: '003' }), p1: deck(['037']) });
    const r = arrange(s, [{ card: '015', zone: 'field', owner: 0 }, { card: '065', zone: 'field', owner: 0, attachTo: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = resolve(activate(r.s, 0, r.ids[1]!, 1));
    expect(s.cards[r.ids[2]!]!.counters.damage).toBe(1);
  });

  test('SAMPLE-PSO2-067 黒鉄の大鎌 (テクター) and SAMPLE-PSO2-069 ツインマシンガン (ガンナー): equip targets of their class only (205.4.3)', () => {
    const s = start({ p0: deck(['067', '069', '016', '017']) });
    const r = arrange(s, [{ card: '067', zone: 'hand', owner: 0 }, { card: '069', zone: 'hand', owner: 0 }, { card: '016', zone: 'field', owner: 0 }, { card: '017', zone: 'field', owner: 0 }]);
    expect(equipHosts(r.s, 0, r.ids[0]!)).toEqual([r.ids[2]]); // シズク (テクター)
    expect(equipHosts(r.s, 0, r.ids[1]!)).toEqual([r.ids[3]]); // ロウ (ガンナー)
  });

  test('SAMPLE-PSO2-068 フォトン粒子: 【Main】【ON⇒OFF】 destroy it; そうした場合 draw 1', () => {
    let s = start({ p0: deck(['068']) });
    const r = arrange(s, [{ card: '068', zone: 'field', owner: 0, row: 'back' }]);
    const hand = zone(r.s, 'hand', 0).length;
    s = pass(pass(activate(r.s, 0, r.ids[0]!, 1)));
    expect(cardIdsIn(s, 'discard', 0)).toEqual([id('068')]);
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
  });
});

describe('PSO2 card cases: raid boss cards', () => {
  const boss = (cards: string[]) => ({ boss: [id('B01')], bossDeck: [...cards.map(id), ...Array.from({ length: 10 }, () => id('B02'))] });

  test('SAMPLE-PSO2-B07 闇の障壁: the boss\'s characters take 1 less damage', () => {
    const s = newGame([deck(), deck(), boss(['B07'])], 'bosscards', { options: { format: 'raid' } }).state;
    const r = arrange(s, [{ card: 'B02', zone: 'field', owner: 2 }, { card: 'B07', zone: 'field', owner: 2, row: 'back' }]);
    let t = hit(r.s, { card: r.ids[0]! }, 1);
    expect(t.cards[r.ids[0]!]!.counters.damage).toBeUndefined();
    t = hit(t, { card: r.ids[0]! }, 2);
    expect(t.cards[r.ids[0]!]!.counters.damage).toBe(1);
  });

  test('SAMPLE-PSO2-B08 漆黒の大剣: a classless weapon for the boss card or a boss character (装備先:キャラ・ボス)', () => {
    const s = newGame([deck(), deck(), boss(['B08'])], 'bosscards', { options: { format: 'raid' } }).state;
    const r = arrange(s, [{ card: 'B02', zone: 'field', owner: 2 }, { card: 'B08', zone: 'discard', owner: 2 }]);
    expect(equipHosts(r.s, 2, r.ids[1]!).sort()).toEqual([r.ids[0]!, zone(r.s, 'player', 2)[0]!].sort());
  });
});
