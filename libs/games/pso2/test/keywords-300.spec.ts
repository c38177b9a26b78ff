/**
 * PSO2 300-302: ability kinds (300), keyword processes (301: サーチ, フリーズ, 戦闘不能, 破壊, 付与…) and keyword
 * abilities (302: ウォークライ, 登場時, 戦闘不能時, ドロップ, 連撃, 奇襲, 連続射撃, 狙撃, 回復X, 侵食, 増殖; glossary 貫通X),
 * plus the glossary's text forms (『(A)/(B):(C)』, ～する事で, そうした場合, デッキを見る).
 */
import { legalActions } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { attackOf, maxHp, pd } from '../src/state.js';
import { reader } from '../src/reader.js';
import {
  activate, arrange, cardIdsIn, choose, deck, edit, endPhase, hit, hp, idOf, idsOf, isLegal, must, onTop, pass, passWhile, pay, pick, play, start, target, toMain, who, zone,
} from './position.js';

type S = ReturnType<typeof start>;
const attack = (s: S, p: number, attacker: string, targets: string[] = []) => target(must(s, { type: 'attack', player: p, attacker }), targets);
const toStep = (s: S, step: string) => passWhile(s, (t) => t.turn.step === step || t.decision?.kind !== PRIORITY);
const mainAgain = (s: S) => passWhile(s, (t) => t.turn.phase === 'main' && pd(t).zone.length === 0);

describe('PSO2 302.1b ウォークライ', () => {
  test('PSO2 302.1b: when an ally is attacked, ON⇒OFF moves the attack to this card (the defender holds the right in the battle start step)', () => {
    let s = start({ p1: deck(['011']) });
    const r = arrange(s, [{ card: '011', zone: 'field', owner: 1 }]);
    const rina = r.ids[0]!;
    s = attack(r.s, 0, zone(r.s, 'player', 0)[0]!, [zone(r.s, 'player', 1)[0]!]);
    s = pass(s);
    expect(who(s)).toBe(1);
    expect(isLegal(s, { type: 'activate', player: 1, card: rina, ability: 0 })).toBe(true);
    s = activate(s, 1, rina, 0);
    expect(s.cards[rina]!.tapped).toBe(true);
    s = pass(pass(s));
    expect(pd(s).battle!.targets).toEqual([rina]);
  });

  test('PSO2 302.1b / 506.4.2: not after the attack participation step, not when OFF', () => {
    let s = start({ p1: deck(['011', '011']) });
    const r = arrange(s, [{ card: '011', zone: 'field', owner: 1 }, { card: '011', zone: 'field', owner: 1, tapped: true }]);
    s = attack(r.s, 0, zone(r.s, 'player', 0)[0]!, [zone(r.s, 'player', 1)[0]!]);
    s = pass(s);
    expect(isLegal(s, { type: 'activate', player: 1, card: r.ids[1]!, ability: 0 })).toBe(false); // OFF
    s = toStep(s, 'engagement');
    s = passWhile(s, (t) => t.decision?.player === 1);
    expect(s.turn.step).toBe('engagement');
    expect(isLegal(s, { type: 'activate', player: 1, card: r.ids[0]!, ability: 0 })).toBe(false);
  });

  test('PSO2 302.1b / 302.7: with two rapid-fire targets every target moves to the ウォークライ card', () => {
    let s = start({ p0: deck(['017']), p1: deck(['011', '037']) });
    const r = arrange(s, [{ card: '017', zone: 'field', owner: 0 }, { card: '011', zone: 'field', owner: 1 }, { card: '037', zone: 'field', owner: 1 }]);
    s = must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! });
    s = pick(s, [r.ids[2]!]);
    expect(s.decision).toMatchObject({ rule: 'PSO2 302.7', min: 0, max: 1 });
    s = pick(s, [zone(s, 'player', 1)[0]!]);
    expect(pd(s).battle!.targets).toHaveLength(2);
    s = pass(s);
    s = activate(s, 1, r.ids[1]!, 0);
    s = pass(pass(s));
    expect(pd(s).battle!.targets).toEqual([r.ids[1]]);
  });
});

describe('PSO2 302.2 - 302.4 triggered keywords', () => {
  test('PSO2 302.2 登場時 / 300.2: リナ entering the field triggers 「カードを1枚引く」', () => {
    let s = start({ p0: deck(['010', '010', '010']) });
    const r = arrange(s, [{ card: '010', zone: 'hand', owner: 0 }, { card: '010', zone: 'pp', owner: 0 }, { card: '010', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(pd(s).zone).toHaveLength(1); // the triggered ability went into the zone (406.2.1)
    expect(pd(s).zone[0]).toMatchObject({ kind: 'trigger', cardId: 'SAMPLE-PSO2-010' });
    const hand = zone(s, 'hand', 0).length;
    s = pass(pass(s));
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
  });

  test('PSO2 302.3 戦闘不能時: シズク destroyed and put into the discard triggers 「カードを1枚引く」', () => {
    let s = start({ p1: deck(['016']) });
    const r = arrange(s, [{ card: '016', zone: 'field', owner: 1 }]);
    s = hit(r.s, { card: r.ids[0]! }, 4);
    expect(s.pending.map((t) => t.sourceCardId)).toEqual(['SAMPLE-PSO2-016']);
  });

  test('PSO2 302.4 ドロップ / 300.2.2: milled during the opponent\'s turn it triggers (ハヤテ: draw 1); milled by yourself in your own turn it does not', () => {
    let s = start({ p0: deck([], { player: '005' }), p1: deck(['021']) });
    s = onTop(s, '021', 1);
    s = attack(s, 0, zone(s, 'player', 0)[0]!, [zone(s, 'player', 1)[0]!]);
    s = passWhile(s, (t) => pd(t).zone.length > 0);
    expect(pd(s).zone[0]).toMatchObject({ kind: 'trigger', cardId: 'SAMPLE-PSO2-021', controller: 1 });
    // own turn: 偵察の目 puts the top card into the discard: no Drop
    let t = start({ p0: deck(['080', '080', '021']) });
    t = onTop(t, '021', 0);
    const r = arrange(t, [{ card: '080', zone: 'hand', owner: 0 }, { card: '080', zone: 'pp', owner: 0 }]);
    t = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(t.decision!.rule).toBe('PSO2 glossary デッキを見る');
    t = pick(t, [zone(t, 'deck', 0)[0]!]);
    expect(cardIdsIn(t, 'discard', 0)).toContain('SAMPLE-PSO2-021');
    expect(pd(t).zone).toHaveLength(0);
    // option pso2DropOpponentsTurnOnly false (the glossary): it triggers
    let u = start({ p0: deck(['080', '080', '021']), options: { pso2DropOpponentsTurnOnly: false } });
    u = onTop(u, '021', 0);
    const r2 = arrange(u, [{ card: '080', zone: 'hand', owner: 0 }, { card: '080', zone: 'pp', owner: 0 }]);
    u = pass(pass(pay(play(r2.s, 0, r2.ids[0]!))));
    expect(u.decision!.rule).toBe('PSO2 glossary デッキを見る');
    u = pick(u, [u.decision!.candidates![0]!]);
    expect(pd(u).zone.map((i) => i.cardId)).toEqual(['SAMPLE-PSO2-021']);
  });
});

describe('PSO2 302.5 - 302.8, 貫通X: battle keywords', () => {
  test('PSO2 302.5 / 302.5.1 連撃: engaged with the opponent\'s player it becomes ON again — once per turn', () => {
    let s = start({ p0: deck(['013']) });
    const r = arrange(s, [{ card: '013', zone: 'field', owner: 0 }]);
    const kyle = r.ids[0]!;
    s = attack(r.s, 0, kyle, [zone(r.s, 'player', 1)[0]!]);
    s = mainAgain(s);
    expect(s.cards[kyle]!.tapped).toBe(false);
    s = attack(s, 0, kyle, [zone(s, 'player', 1)[0]!]);
    s = mainAgain(s);
    expect(s.cards[kyle]!.tapped).toBe(true); // the second time: no 連撃
  });

  test('PSO2 302.5.1: attacking a character is no 連撃', () => {
    let s = start({ p0: deck(['013']), p1: deck(['024']) });
    const r = arrange(s, [{ card: '013', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }]);
    s = mainAgain(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]));
    expect(s.cards[r.ids[0]!]!.tapped).toBe(true);
  });

  test('PSO2 302.6 奇襲: ゴードン enters the field ON (202.2 would put it OFF)', () => {
    let s = start({ p0: deck(['014', '014', '014', '014']) });
    const r = arrange(s, [{ card: '014', zone: 'hand', owner: 0 }, { card: '014', zone: 'pp', owner: 0 }, { card: '014', zone: 'pp', owner: 0 }, { card: '014', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(s.cards[idOf(s, '014', 'field', 0)]!.tapped).toBe(false);
  });

  test('PSO2 302.7 連続射撃: two targets, one battle; the attacker takes damage from both (two sources)', () => {
    let s = start({ p0: deck(['017']), p1: deck(['024', '024']) });
    const r = arrange(s, [{ card: '017', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }, { card: '024', zone: 'field', owner: 1 }]);
    s = must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! });
    s = pick(pick(s, [r.ids[1]!]), [r.ids[2]!]);
    s = mainAgain(s);
    expect(zone(s, 'field', 1)).toHaveLength(0);
    expect(s.cards[r.ids[0]!]!.counters.damage).toBe(2); // 1 + 1 from two sources
    // option characters: with the player chosen first there is no second target
    let t = start({ p0: deck(['017']), p1: deck(['024']), options: { pso2RapidFireTargets: 'characters' } });
    const r2 = arrange(t, [{ card: '017', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }]);
    t = pick(must(r2.s, { type: 'attack', player: 0, attacker: r2.ids[0]! }), [zone(r2.s, 'player', 1)[0]!]);
    expect(t.decision!.kind).toBe(PRIORITY);
    expect(pd(t).battle!.targets).toHaveLength(1);
  });

  test('PSO2 302.8 狙撃: no battle damage while attacking; damage as a defender', () => {
    let s = start({ p0: deck(['023']), p1: deck(['037', '037']) });
    const r = arrange(s, [{ card: '023', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = mainAgain(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]));
    expect(s.cards[r.ids[0]!]!.counters.damage).toBeUndefined();
    expect(s.cards[r.ids[1]!]!.counters.damage).toBe(3);
    let t = start({ p0: deck(['037']), p1: deck(['023']) });
    const r2 = arrange(t, [{ card: '037', zone: 'field', owner: 0 }, { card: '023', zone: 'field', owner: 1 }]);
    t = mainAgain(attack(r2.s, 0, r2.ids[0]!, [r2.ids[1]!]));
    expect(t.cards[r2.ids[1]!]!.counters.damage).toBe(2);
  });

  test('PSO2 glossary 貫通X: destroying a character by attacking deals X to its controller, even when the attacker is destroyed too', () => {
    let s = start({ p0: deck(['013']), p1: deck(['012']) });
    const r = arrange(s, [{ card: '013', zone: 'field', owner: 0, counters: { damage: 5 } }, { card: '012', zone: 'field', owner: 1 }]);
    const before = hp(r.s, 1);
    s = mainAgain(attack(r.s, 0, r.ids[0]!, [r.ids[1]!]));
    expect(cardIdsIn(s, 'discard', 0)).toContain('SAMPLE-PSO2-013'); // 5 + 2 ≥ 6
    expect(cardIdsIn(s, 'discard', 1).filter((x) => x === 'SAMPLE-PSO2-012')).toHaveLength(1);
    expect(hp(s, 1)).toBe(before - 1); // 貫通1
  });
});

describe('PSO2 302.9 回復X, 302.10 侵食, 302.11 増殖', () => {
  test('PSO2 302.9 (a): up to X cards without 回復 go from the discard into the deck, then it is shuffled', () => {
    let s = start({ p0: deck(['049', '049', '015', '015', '012', '012', '012']) });
    const r = arrange(s, [{ card: '049', zone: 'hand', owner: 0 }, { card: '049', zone: 'pp', owner: 0 }, { card: '015', zone: 'pp', owner: 0 }, { card: '015', zone: 'discard', owner: 0 }, { card: '012', zone: 'discard', owner: 0 }, { card: '012', zone: 'discard', owner: 0 }, { card: '012', zone: 'discard', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!)))); // ヒールウェーブ: 【回復3】
    s = choose(s, 'deck');
    expect(s.decision).toMatchObject({ rule: 'PSO2 302.9', max: 3, min: 0 });
    expect(s.decision!.candidates!.map((x) => s.cards[x]!.cardId).sort()).toEqual(['SAMPLE-PSO2-012', 'SAMPLE-PSO2-012', 'SAMPLE-PSO2-012']); // not エマ (has 回復), not ヒールウェーブ
    const before = hp(s, 0);
    s = pick(s, s.decision!.candidates!.slice(0, 3));
    expect(hp(s, 0)).toBe(before + 3);
  });

  test('PSO2 302.9 (b): one ally character loses all its damage and moves from the back row to the front row', () => {
    let s = start({ p0: deck(['049', '049', '049', '037']) });
    const r = arrange(s, [{ card: '049', zone: 'hand', owner: 0 }, { card: '049', zone: 'pp', owner: 0 }, { card: '049', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 0 }]);
    s = hit(r.s, { card: r.ids[3]! }, 2);
    expect(s.cards[r.ids[3]!]!.flags.row).toBe('back');
    s = choose(pass(pass(pay(play(s, 0, r.ids[0]!)))), 'character');
    s = pick(s, [r.ids[3]!]);
    expect(s.cards[r.ids[3]!]).toMatchObject({ counters: {}, flags: { row: 'front' } });
  });

  test('PSO2 302.10 侵食 (option pso2ErosionTargets): playerOnly = only the opponent\'s player; noPlayer = never the player', () => {
    for (const [mode, expected] of [['playerOnly', 'player'], ['noPlayer', 'character']] as const) {
      let s = start({ p0: deck(['026']), p1: deck(['024']), options: { pso2ErosionTargets: mode } });
      const r = arrange(s, [{ card: '026', zone: 'field', owner: 0 }, { card: '024', zone: 'field', owner: 1 }]);
      s = must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! });
      // one legal target: chosen by itself
      expect(pd(s).battle!.targets).toEqual([expected === 'player' ? zone(s, 'player', 1)[0] : r.ids[1]]);
    }
  });

  test('PSO2 302.11 増殖: no effect in play (補給ドローン is a plain 1/1 on the field)', () => {
    let s = start({ p0: deck(['024']) });
    const r = arrange(s, [{ card: '024', zone: 'field', owner: 0 }]);
    expect(legalActions(r.s, definition).filter((a) => a.type === 'activate')).toEqual([]);
    void s; void endPhase; void toMain; void idsOf; void edit;
  });
});

describe('PSO2 301 keyword processes and glossary forms', () => {
  test('PSO2 301.2 サーチ / 206.2: 「リナ」 finds リナ and 蒼穹の守り手 リナ; finding none is allowed and the deck is shuffled either way', () => {
    let s = start({ p0: deck(['070', '070', '070', '010', '011']) });
    const r = arrange(s, [{ card: '070', zone: 'hand', owner: 0 }, { card: '070', zone: 'pp', owner: 0 }, { card: '070', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    s = pass(pass(s)); // the 登場時 trigger
    expect(s.decision!.kind).toBe('chooseCards');
    expect(s.decision!.candidates!.map((x) => s.cards[x]!.cardId).sort()).toEqual(['SAMPLE-PSO2-010', 'SAMPLE-PSO2-011']);
    expect(s.decision!.min).toBe(0);
    s = must(s, { type: 'done', player: 0 });
    expect(pd(s).zone).toHaveLength(0);
  });

  test('PSO2 301.3 フリーズ: the frozen character cannot declare attacks until the caster\'s next turn', () => {
    let s = start({ p0: deck(['071', '071']), p1: deck(['012']) });
    const r = arrange(s, [{ card: '071', zone: 'hand', owner: 0 }, { card: '071', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 1 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    s = toMain(passWhile(endPhase(s), (t) => t.turn.active === 1), 1);
    expect(isLegal(s, { type: 'attack', player: 1, attacker: r.ids[2]! })).toBe(false);
    expect(isLegal(s, { type: 'attack', player: 1, attacker: zone(s, 'player', 1)[0]! })).toBe(true);
  });

  test('PSO2 glossary 『(A)/(B):(C)』: 二刀の剣士 — 登場時 or 【ON⇒OFF】 (the reading: alternatives)', () => {
    let s = start({ p0: deck(['078', '078', '078', '078', '012']) });
    const r = arrange(s, [{ card: '078', zone: 'hand', owner: 0 }, { card: '078', zone: 'pp', owner: 0 }, { card: '078', zone: 'pp', owner: 0 }, { card: '078', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    s = target(s, [r.ids[4]!]);
    expect(pd(s).zone[0]).toMatchObject({ kind: 'trigger', cardId: 'SAMPLE-PSO2-078' }); // (A) 登場時
    s = pass(pass(s));
    const blade = idOf(s, '078', 'field', 0);
    s = edit(s, (x) => void (x.cards[blade]!.tapped = false));
    expect(isLegal(s, { type: 'activate', player: 0, card: blade, ability: 1 })).toBe(true); // (B) 【ON⇒OFF】
  });

  test('PSO2 glossary ～する事で / そうした場合: 臆病な斥候 — decline: nothing; accept with an empty hand: no discard, so no draw', () => {
    let s = start({ p0: deck(['083', '083']) });
    const r = arrange(s, [{ card: '083', zone: 'hand', owner: 0 }, { card: '083', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    s = pass(pass(s));
    expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    const hand = zone(s, 'hand', 0).length;
    const declined = choose(s, 'no');
    expect(zone(declined, 'hand', 0).length).toBe(hand);
    let t = edit(s, (x) => {
      for (const c of x.zones['0:hand']!.cards.splice(0)) {
        x.zones['0:discard']!.cards.push(c);
        Object.assign(x.cards[c]!, { zone: '0:discard', face: 'up' });
      }
    });
    t = choose(t, 'yes');
    expect(zone(t, 'hand', 0)).toHaveLength(0); // nothing discarded → そうした場合 not met → no draw
    let u = choose(s, 'yes');
    u = pick(u, [zone(u, 'hand', 0)[0]!]);
    expect(zone(u, 'hand', 0).length).toBe(hand - 1 + 2);
  });

  test('PSO2 406.3: 「以下のいずれかの能力を選んで発動する」 — the mode is chosen on declaration, with its targets', () => {
    let s = start({ p0: deck(['073', '073', '073']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '073', zone: 'hand', owner: 0 }, { card: '073', zone: 'pp', owner: 0 }, { card: '073', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = play(r.s, 0, r.ids[0]!);
    expect(s.decision).toMatchObject({ rule: 'PSO2 406.3', options: [0, 1] });
    s = pay(choose(s, 0));
    expect(pd(s).zone[0]).toMatchObject({ mode: 0, targets: { it: [r.ids[3]] } });
    s = pass(pass(s));
    expect(s.cards[r.ids[3]!]!.counters.damage).toBe(2);
  });

  test('PSO2 406.2.5: a target later in the text is chosen on resolution and choosing none is allowed (索敵ドローン with no opponent character)', () => {
    let s = start({ p0: deck(['075', '075']) });
    const r = arrange(s, [{ card: '075', zone: 'hand', owner: 0 }, { card: '075', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(r.s, 0, r.ids[0]!))));
    expect(pd(s).zone[0]).toMatchObject({ kind: 'trigger', targets: {} }); // no declared target: the trigger was put in
    const hand = zone(s, 'hand', 0).length;
    s = pass(pass(s));
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
    expect(s.decision!.kind).toBe(PRIORITY);
  });

  test('PSO2 300.4 / 501.1.3: continuous abilities — 守護の盾兵 +1/+0 during its controller\'s turn only; 他の味方のキャラ +0/+1', () => {
    let s = start({ p0: deck(['076', '012']) });
    const r = arrange(s, [{ card: '076', zone: 'field', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    s = r.s;
    expect(attackOf(reader(s), r.ids[0]!)).toBe(3); // 2 + 1 in its controller's turn
    expect(maxHp(reader(s), r.ids[0]!)).toBe(5); // 「他の」: not itself
    const theirs = edit(s, (x) => void (x.turn.active = 1));
    expect(attackOf(reader(theirs), r.ids[0]!)).toBe(2);
    s = hit(s, { card: r.ids[1]! }, 2); // カイル 2/2 +0/+1 = HP 3: 2 damage is not lethal (2 ≥ 1.5: back row)
    expect(s.cards[r.ids[1]!]).toMatchObject({ counters: { damage: 2 }, flags: { row: 'back' } });
  });
});
