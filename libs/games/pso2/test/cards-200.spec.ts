/**
 * PSO2 200-215: card types and their fields — player card (201), characters (202), mag (203), Active cards incl.
 * attach (204), items incl. weapon/armor and equipping (205), names (206), colour (207), class (208), cost (209),
 * attack (212), HP and the half-HP rules (213), damage (214), ON/OFF and modifications (215).
 */
import { destroy, legalActions } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { pd } from '../src/state.js';
import {
  activate, arrange, cardIdsIn, choose, deck, edit, endPhase, hit, hp, idOf, isLegal, must, pass, passWhile, pay, pick, play, start, target, who, withCtx, zone,
} from './position.js';

const attack = (s: ReturnType<typeof start>, p: number, attacker: string, targets: string[]) => {
  let t = must(s, { type: 'attack', player: p, attacker });
  t = target(t, targets);
  return t;
};

describe('PSO2 201 player card, 214 damage', () => {
  test('PSO2 201.3 / 201.4 / 214.2: damage to a player puts that many cards from the top of the deck into the discard (HP = deck)', () => {
    let s = start({ p0: deck([], { player: '005' }) }); // トウマ: attack 2
    const before = hp(s, 1);
    s = attack(s, 0, zone(s, 'player', 0)[0]!, [zone(s, 'player', 1)[0]!]);
    s = passWhile(s, (t) => t.turn.phase === 'main');
    expect(hp(s, 1)).toBe(before - 2);
    expect(zone(s, 'discard', 1)).toHaveLength(2);
  });

  test('PSO2 201.5 / 203.2 / 301.5: player and mag cards never leave the field (destroy does nothing)', () => {
    let s = start({ p0: deck([], { mag: '006' }) });
    const pc = zone(s, 'player', 0)[0]!;
    const mag = zone(s, 'mag', 0)[0]!;
    s = withCtx(s, (ctx) => {
      destroy(ctx, pc, null);
      destroy(ctx, mag, null);
    });
    expect(zone(s, 'player', 0)).toEqual([pc]);
    expect(zone(s, 'mag', 0)).toEqual([mag]);
  });

  test('PSO2 212.2 / 212.1.1: a player card battles with its printed attack (ソラ: 0 → deals no damage)', () => {
    let s = start({ p0: deck([], { player: '003' }), p1: deck(['012']) });
    s = arrange(s, [{ card: '012', zone: 'field', owner: 1 }]).s;
    s = attack(s, 0, zone(s, 'player', 0)[0]!, [idOf(s, '012', 'field', 1)]);
    const before = hp(s, 0);
    s = passWhile(s, (t) => t.turn.phase === 'main');
    expect(s.cards[idOf(s, '012', 'field', 1)]!.counters.damage).toBeUndefined();
    expect(hp(s, 0)).toBe(before - 2); // カイル's 2 back to the player
  });
});

describe('PSO2 202 characters, 205.3 items, 204 Active cards', () => {
  test('PSO2 202.2 / 504.1.1: a played character goes to the front row OFF', () => {
    let s = start({ p0: deck(['012', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'hand', owner: 0 }, { card: '012', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(s1, 0, ids[0]!))));
    const k = idOf(s, '012', 'field', 0);
    expect(s.cards[k]).toMatchObject({ tapped: true, flags: { row: 'front' } });
  });

  test('PSO2 205.3: a normal item goes to the back row ON', () => {
    let s = start({ p0: deck(['060', '060']) });
    const { s: s1, ids } = arrange(s, [{ card: '060', zone: 'hand', owner: 0 }, { card: '060', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(play(s1, 0, ids[0]!))));
    expect(s.cards[idOf(s, '060', 'field', 0)]).toMatchObject({ tapped: false, flags: { row: 'back' } });
  });

  test('PSO2 204.2.1 (option pso2ActiveToDiscard onPlay): a normal Active goes to the discard when played, its ability into the zone', () => {
    let s = start({ p0: deck(['044', '044']) });
    const { s: s1, ids } = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }]);
    s = pay(play(s1, 0, ids[0]!));
    expect(cardIdsIn(s, 'discard', 0)).toEqual(['SAMPLE-PSO2-044']);
    expect(pd(s).zone[0]).toMatchObject({ kind: 'active', cardId: 'SAMPLE-PSO2-044' });
  });

  test('PSO2 204.2.1 option afterResolution: the Active stays in the resolution zone until processed', () => {
    let s = start({ p0: deck(['044', '044']), options: { pso2ActiveToDiscard: 'afterResolution' } });
    const { s: s1, ids } = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }]);
    s = pay(play(s1, 0, ids[0]!));
    expect(zone(s, 'resolution', null)).toHaveLength(1);
    expect(zone(s, 'discard', 0)).toHaveLength(0);
    s = pass(pass(s));
    expect(zone(s, 'resolution', null)).toHaveLength(0);
    expect(cardIdsIn(s, 'discard', 0)).toEqual(['SAMPLE-PSO2-044']);
  });

  test('PSO2 204.2.2 / 204.2.2.3 / 204.2.2.2: an attach Active goes ON onto its attach target, its continuous ability applies, and it goes to the discard when the host leaves', () => {
    let s = start({ p0: deck(['046', '046', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '046', zone: 'hand', owner: 0 }, { card: '046', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    s = pass(pass(pay(target(play(s1, 0, ids[0]!), [ids[2]!]))));
    const boost = idOf(s, '046', 'field', 0);
    expect(s.cards[boost]).toMatchObject({ attachedTo: ids[2], tapped: false });
    expect(legalActions(s, definition).length).toBeGreaterThan(0);
    s = hit(s, { card: ids[2]! }, 2); // lethal for カイル (2/2)
    expect(zone(s, 'field', 0)).toHaveLength(0);
    expect(cardIdsIn(s, 'discard', 0).sort()).toEqual(['SAMPLE-PSO2-012', 'SAMPLE-PSO2-046']);
  });
});

describe('PSO2 205.4 / 205.5 equipment', () => {
  test('PSO2 205.4.2 / 205.4.3: a weapon is equipped ON in its target\'s zone; class must match (ハンター weapon: カイル yes, ALL ノア yes, バウンサー ミオ no)', () => {
    let s = start({ p0: deck(['061', '061', '061', '012', '018']) });
    const { s: s1, ids } = arrange(s, [{ card: '061', zone: 'hand', owner: 0 }, { card: '061', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 0 }, { card: '018', zone: 'field', owner: 0 }, { card: '061', zone: 'pp', owner: 0 }]);
    s = play(s1, 0, ids[0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'PSO2 205.4' });
    expect([...s.decision!.candidates!].sort()).toEqual([ids[2]!, ids[3]!].sort()); // not ミオ, not the トウマ player card (ブレイバー)
    s = pass(pass(pay(pick(s, [ids[2]!]))));
    const sword = idOf(s, '061', 'field', 0);
    expect(s.cards[sword]).toMatchObject({ attachedTo: ids[2], tapped: false });
  });

  test('PSO2 205.4.4 / 205.4.5: one weapon slot: a second weapon makes the equip target\'s controller destroy one of them', () => {
    let s = start({ p0: deck(['061', '061', '062', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '061', zone: 'field', owner: 0, attachTo: 0 }, { card: '062', zone: 'hand', owner: 0 }, { card: '061', zone: 'pp', owner: 0 }]);
    s = play(s1, 0, ids[2]!);
    s = pass(pass(pay(pick(s, [ids[0]!]))));
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'PSO2 205.4.5', min: 1, max: 1 });
    expect(s.decision!.candidates).toHaveLength(2);
    s = pick(s, [ids[1]!]); // destroy the old sword
    expect(zone(s, 'field', 0).map((x) => s.cards[x]!.cardId).sort()).toEqual(['SAMPLE-PSO2-012', 'SAMPLE-PSO2-062']);
    expect(cardIdsIn(s, 'discard', 0)).toContain('SAMPLE-PSO2-061');
  });

  test('PSO2 205.4.4.1: 【装備枠 2】 + 1 armor fill the 3 armor slots (no choice); one more armor is one over: destroy until within 3', () => {
    let s = start({ p0: deck(['064', '063', '063', '063', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '064', zone: 'field', owner: 0, attachTo: 0 }, { card: '063', zone: 'hand', owner: 0 }, { card: '063', zone: 'hand', owner: 0 }, { card: '063', zone: 'pp', owner: 0 }]);
    s = pass(pass(pay(pick(play(s1, 0, ids[2]!), [ids[0]!]))));
    expect(s.decision!.kind).toBe('pso2.priority'); // 2 + 1 = 3: within the slots
    s.cards[zone(s, 'pp', 0)[0]!]!.tapped = false;
    s = pass(pass(pay(pick(play(s, 0, ids[3]!), [ids[0]!]))));
    expect(s.decision).toMatchObject({ rule: 'PSO2 205.4.5' });
    expect(s.decision!.candidates).toHaveLength(3);
    s = pick(s, [idOf(s, '063', 'field', 0)]); // destroying a 1-slot armor leaves 2 + 1 = 3
    expect(s.decision!.kind).toBe('pso2.priority');
    expect(zone(s, 'field', 0)).toHaveLength(3);
  });

  test('PSO2 205.4.6: equipment is destroyed when its equip target leaves the field', () => {
    let s = start({ p0: deck(['061', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '061', zone: 'field', owner: 0, attachTo: 0 }]);
    s = hit(s1, { card: ids[0]! }, 2);
    expect(zone(s, 'field', 0)).toHaveLength(0);
    expect(cardIdsIn(s, 'discard', 0).sort()).toEqual(['SAMPLE-PSO2-012', 'SAMPLE-PSO2-061']);
  });

  test('PSO2 205.4.6 / 506.6.1: two equipped characters of both players destroyed at the same moment: every equipment goes to its owner\'s discard', () => {
    let s = start({ p0: deck(['012', '062', '063']), p1: deck(['012', '062', '063']) });
    const r = arrange(s, [
      { card: '012', zone: 'field', owner: 0 }, { card: '062', zone: 'field', owner: 0, attachTo: 0 }, { card: '063', zone: 'field', owner: 0, attachTo: 0, tapped: true },
      { card: '012', zone: 'field', owner: 1 }, { card: '062', zone: 'field', owner: 1, attachTo: 3 }, { card: '063', zone: 'field', owner: 1, attachTo: 3, tapped: true },
    ]);
    s = attack(r.s, 0, r.ids[0]!, [r.ids[3]!]);
    s = passWhile(s);
    for (let i = 0; i < 4 && s.decision!.kind === 'chooseCards'; i++) s = must(s, { type: 'done', player: s.decision!.player }); // no weapon used
    s = passWhile(s, (t) => t.turn.phase === 'main');
    for (const p of [0, 1]) {
      expect(zone(s, 'field', p)).toHaveLength(0);
      expect(cardIdsIn(s, 'discard', p).sort()).toEqual(['SAMPLE-PSO2-012', 'SAMPLE-PSO2-062', 'SAMPLE-PSO2-063']);
    }
  });

  test('PSO2 205.5.1 / 506.5.2: in the engagement step a weapon turned OFF adds its attack to its equip target', () => {
    let s = start({ p0: deck(['061', '012']), p1: deck(['037']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '061', zone: 'field', owner: 0, attachTo: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = attack(s1, 0, ids[0]!, [ids[2]!]);
    s = passWhile(s);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'PSO2 506.5.2', player: 0 });
    s = pick(s, [ids[1]!]);
    expect(s.cards[ids[1]!]!.tapped).toBe(true);
    s = passWhile(s, (t) => t.turn.phase === 'main');
    expect(zone(s, 'field', 1)).toHaveLength(0); // 2 + 2 = 4 ≥ ノア's HP 4
  });

  test('PSO2 205.5.2 / 506.6.1.1: armor turned OFF reduces the damage by its defense (battle); option battle: not against effect damage', () => {
    let s = start({ p0: deck(['012']), p1: deck(['063', '037']) });
    const { s: s1, ids } = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }, { card: '063', zone: 'field', owner: 1, attachTo: 1 }]);
    s = attack(s1, 0, ids[0]!, [ids[1]!]);
    s = passWhile(s);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'PSO2 506.6.1.1', player: 1 });
    s = pick(s, [ids[2]!]);
    expect(s.cards[ids[1]!]!.counters.damage).toBe(1); // 2 − 1
    const other = start({ p1: deck(['063', '037']), options: { pso2ArmorAgainst: 'battle' } });
    const o = arrange(other, [{ card: '037', zone: 'field', owner: 1 }, { card: '063', zone: 'field', owner: 1, attachTo: 0 }]);
    const t = hit(o.s, { card: o.ids[0]! }, 1);
    expect(t.cards[o.ids[0]!]!.counters.damage).toBe(1);
    expect(t.cards[o.ids[1]!]!.tapped).toBe(false);
  });
});

describe('PSO2 206-209 name, colour, class, cost', () => {
  test('PSO2 207.2 / 209.1.2 / 209.1.2.1: a coloured card needs its colour in PP even at cost 0; an OFF PP card counts; white needs none', () => {
    let s = start({ p0: deck(['045', '045', '012']) }); // 反撃の狼煙: red, cost 0
    const { s: s1, ids } = arrange(s, [{ card: '045', zone: 'hand', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
    expect(isLegal(s1, { type: 'play', player: 0, card: ids[0]! })).toBe(false); // no red in PP
    const { s: s2 } = arrange(s1, [{ card: '045', zone: 'pp', owner: 0, tapped: true }]);
    expect(isLegal(s2, { type: 'play', player: 0, card: ids[0]! })).toBe(true); // red exists (OFF)
    const s3 = edit(s2, (x) => void (x.options.pso2OffPpCountsForColour = false));
    expect(isLegal(s3, { type: 'play', player: 0, card: ids[0]! })).toBe(false);
  });

  test('PSO2 209.1.1: the cost is paid by turning that many ON PP cards OFF (cost 2 with 1 ON PP: not playable; with 2: playable)', () => {
    let s = start({ p0: deck(['042', '042', '042']), p1: deck(['037']) });
    const { s: s1, ids } = arrange(s, [{ card: '042', zone: 'hand', owner: 0 }, { card: '042', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    expect(isLegal(s1, { type: 'play', player: 0, card: ids[0]! })).toBe(false);
    const { s: s2 } = arrange(s1, [{ card: '042', zone: 'pp', owner: 0 }]);
    expect(isLegal(s2, { type: 'play', player: 0, card: ids[0]! })).toBe(true);
    let t = play(s2, 0, ids[0]!);
    t = pay(t);
    expect(zone(t, 'pp', 0).every((x) => t.cards[x]!.tapped)).toBe(true);
  });

  test('PSO2 209.1.3 / 102.3.1: an ability cost ① is any PP; a player-card ability works only on its face (レイジ 後攻面)', () => {
    let s = start({ p0: deck(['012', '037'], { player: '001' }), p1: deck([], { player: '001' }) });
    s = arrange(s, [{ card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'pp', owner: 0 }]).s;
    const reiji = zone(s, 'player', 0)[0]!;
    expect(s.players[0]!.flags.face).toBe('first');
    expect(isLegal(s, { type: 'activate', player: 0, card: reiji, ability: 0 })).toBe(false); // 先攻面 has no text
    s = edit(s, (x) => void (x.players[0]!.flags.face = 'second'));
    expect(isLegal(s, { type: 'activate', player: 0, card: reiji, ability: 0 })).toBe(true); // 1 blue PP pays ① (any colour)
    s = activate(s, 0, reiji, 0);
    s = pay(target(s, [idOf(s, '012', 'field', 0)]));
    expect(pd(s).zone).toHaveLength(1);
  });

  test('PSO2 208.1.2.1 / 206.2: an ALL card is not a 《ハンター》 card (ハンターの鼓舞 targets カイル, not ノア)', () => {
    let s = start({ p0: deck(['079', '079', '012']) });
    const { s: s1, ids } = arrange(s, [{ card: '079', zone: 'hand', owner: 0 }, { card: '079', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 0 }]);
    s = play(s1, 0, ids[0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'PSO2 406.2.3', candidates: [ids[2]], min: 0, max: 1 });
  });
});

describe('PSO2 213 HP: lethal damage and the half-HP rules', () => {
  const setup = (card: string, row: 'front' | 'back' = 'front') => {
    const s = start({ p1: deck([card]) });
    return arrange(s, [{ card, zone: 'field', owner: 1, row }]);
  };

  test('PSO2 213.3.1: in the front row, damage ≥ half the maximum HP moves it to the back row (HP 4: 2 → back; HP 5: 2 → stays, 3 → back)', () => {
    let { s, ids } = setup('037');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]!.flags.row).toBe('front');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]!.flags.row).toBe('back');
    ({ s, ids } = setup('076')); // 守護の盾兵 2/5
    s = hit(s, { card: ids[0]! }, 2);
    expect(s.cards[ids[0]!]!.flags.row).toBe('front');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]!.flags.row).toBe('back');
  });

  test('PSO2 213.3.2: in the back row, damage ≥ half KOs it (HP 4: 1 survives, 2 KOs); rows count apart (HP 5: 3 front + 1 back survives)', () => {
    let { s, ids } = setup('037', 'back');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]).toBeDefined();
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]).toBeUndefined();
    expect(cardIdsIn(s, 'discard', 1)).toEqual(['SAMPLE-PSO2-037']);
    ({ s, ids } = setup('076'));
    s = hit(s, { card: ids[0]! }, 3);
    expect(s.cards[ids[0]!]!.flags.row).toBe('back');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]).toMatchObject({ counters: { damage: 4, damageFront: 3, damageBack: 1 } });
  });

  test('PSO2 213.2 / 213.3 / 214.3: damage ≥ maximum HP KOs at once, even mid-effect (HP 2 hit 1 three times: gone at the 2nd); printed HP unchanged', () => {
    let { s, ids } = setup('012');
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.catalog['SAMPLE-PSO2-012']!.extra.hp).toBe(2);
    s = hit(s, { card: ids[0]! }, 1);
    expect(s.cards[ids[0]!]).toBeUndefined();
    const again = hit(s, { card: ids[0]! }, 1);
    expect(cardIdsIn(again, 'discard', 1)).toEqual(['SAMPLE-PSO2-012']);
  });

  test('PSO2 215.3 / 215.3.1: modifications −2/−2 KO an HP 2 character (HP 0) and leave an HP 3 one at 1', () => {
    let s = start({ p0: deck(['047', '047', '047']), p1: deck(['012', '015']) });
    const r = arrange(s, [{ card: '047', zone: 'hand', owner: 0 }, { card: '047', zone: 'pp', owner: 0 }, { card: '047', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 1 }, { card: '015', zone: 'field', owner: 1 }]);
    s = pass(pass(pay(target(play(r.s, 0, r.ids[0]!), [r.ids[3]!]))));
    expect(s.cards[r.ids[3]!]).toBeUndefined();
    expect(cardIdsIn(s, 'discard', 1)).toEqual(['SAMPLE-PSO2-012']);
    void who; void choose; void endPhase;
  });

  test('PSO2 215.2 / 215.1.3: an OFF ally cannot declare an attack; the attacker turns OFF in the attack participation step', () => {
    let s = start({ p0: deck(['012']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0, tapped: true }]);
    expect(isLegal(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! })).toBe(false);
    s = edit(r.s, (x) => void (x.cards[r.ids[0]!]!.tapped = false));
    s = attack(s, 0, r.ids[0]!, [zone(s, 'player', 1)[0]!]);
    expect(s.cards[r.ids[0]!]!.tapped).toBe(false); // still ON in the battle start step (506.3)
    s = pass(pass(s));
    expect(s.turn.step).toBe('participation');
    expect(s.cards[r.ids[0]!]!.tapped).toBe(true);
  });
});
