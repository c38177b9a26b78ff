/**
 * GBF 9: rule processing — interrupt-type (9-2: damage, crew defeat, level-card replacement) and check-type (9-4: defeat
 * judgment, armor break, crew replenishment, in that order, one process at a time), with the options for the gaps.
 */
import { apply, legalActions, type GameEvent, type GameState } from '../../../engine/src/index.js';
import { EV, Z } from '../src/constants.js';
import {
  advance, armorOf, arrange, boost, cardIdsIn, crystals, deckSize, deckWith, edit, find, idsIn, levelUnder, scenario, settle, take, testCrew, withCards, zoneCards,
} from './helpers.js';

const GARON = 'SAMPLE-GBF-012'; // 3/5 rank 2
const TIO = 'SAMPLE-GBF-030'; // 1/1 rank 0
const MARS = 'SAMPLE-GBF-036'; // 3/4 rank 2, no attribute
const BALD = 'SAMPLE-GBF-068'; // 2/5, deals +1
const BOLD = 'SAMPLE-GBF-020'; // 2/7, takes -1

/** P0 attacks `target` (P1's card) with `attacker` (P0's crew card id), nobody counters; returns the apply of the damage step. */
function hit(s: GameState, attacker: string, target: string): { state: GameState; events: GameEvent[] } {
  s = take(s, { type: 'pass' });
  s = take(s, { type: 'attack', attacker, target });
  s = take(s, { type: 'pass' });
  return apply(s, { type: 'choose', player: 1, option: 'pass' });
}
const damageEvents = (events: GameEvent[]) => events.filter((e) => e.type === 'damage').map((e) => e.amount);

describe('GBF 9-2-1 damage processing', () => {
  test('GBF 9-2-1-3-1: a value of 0 is checked BEFORE increases — an ATK-0 バルド (+1 dealt) deals nothing', () => {
    let s = scenario(deckWith([BALD]), deckWith([GARON]));
    s = arrange(s, [[BALD, Z.crew, 0], [GARON, Z.crew, 1]]).state;
    const bald = idsIn(s, Z.crew, 0, BALD)[0]!;
    s = boost(s, bald, 'attack', 0, 'set');
    expect(damageEvents(hit(s, bald, idsIn(s, Z.crew, 1, GARON)[0]!).events)).toEqual([]);
  });

  test('GBF 9-2-1-3-2 / 9-2-1-3-3: increases, then reductions — バルド (2, +1) on ボルド (−1) deals 2; on ガロン 3', () => {
    let s = scenario(deckWith([BALD]), deckWith([BOLD, GARON]));
    s = arrange(s, [[BALD, Z.crew, 0], [BOLD, Z.crew, 1], [GARON, Z.crew, 1]]).state;
    const bald = idsIn(s, Z.crew, 0, BALD)[0]!;
    expect(damageEvents(hit(s, bald, idsIn(s, Z.crew, 1, BOLD)[0]!).events)).toEqual([2]);
    expect(damageEvents(hit(s, bald, idsIn(s, Z.crew, 1, GARON)[0]!).events)).toEqual([3]);
  });

  test('GBF 9-2-1-3-3: a reduction to 0 deals no damage (ATK 1 on ボルド)', () => {
    let s = scenario(deckWith([TIO]), deckWith([BOLD]));
    s = arrange(s, [[TIO, Z.crew, 0], [BOLD, Z.crew, 1]]).state;
    expect(damageEvents(hit(s, idsIn(s, Z.crew, 0, TIO)[0]!, idsIn(s, Z.crew, 1, BOLD)[0]!).events)).toEqual([]);
  });

  test('GBF 9-2-1-3-2: ミア 「相手の団員が受けるダメージを1増やす」 adds to damage the opponent crew takes', () => {
    let s = scenario(deckWith([TIO, 'SAMPLE-GBF-069']), deckWith([GARON]));
    s = arrange(s, [[TIO, Z.crew, 0], ['SAMPLE-GBF-069', Z.crew, 0], [GARON, Z.crew, 1]]).state;
    expect(damageEvents(hit(s, idsIn(s, Z.crew, 0, TIO)[0]!, idsIn(s, Z.crew, 1, GARON)[0]!).events)).toEqual([2]);
  });

  test('GBF 9-2-1 (gap 3, gbfDamage=per-event): damage does not stay — two hits of 3 do not defeat a HP-4 crew member', () => {
    let s = scenario(deckWith([GARON, MARS]), deckWith([MARS]));
    s = arrange(s, [[GARON, Z.crew, 0], [MARS, Z.crew, 0], [MARS, Z.crew, 1]]).state;
    const target = idsIn(s, Z.crew, 1, MARS)[0]!;
    let r = hit(s, idsIn(s, Z.crew, 0, GARON)[0]!, target);
    s = take(r.state, { type: 'attack', attacker: idsIn(r.state, Z.crew, 0, MARS)[0]!, target });
    s = take(s, { type: 'pass' });
    r = apply(s, { type: 'choose', player: 1, option: 'pass' });
    expect(cardIdsIn(r.state, Z.crew, 1)).toEqual([MARS]);
  });

  test('GBF 9-2-1 (gbfDamage=accumulate-turn): damage adds up during the turn — the second hit of 3 defeats the HP-4 crew member', () => {
    let s = scenario(deckWith([GARON, MARS]), deckWith([MARS]), { gbfDamage: 'accumulate-turn' });
    s = arrange(s, [[GARON, Z.crew, 0], [MARS, Z.crew, 0], [MARS, Z.crew, 1]]).state;
    const target = idsIn(s, Z.crew, 1, MARS)[0]!;
    let r = hit(s, idsIn(s, Z.crew, 0, GARON)[0]!, target);
    expect(cardIdsIn(r.state, Z.crew, 1)).toEqual([MARS]);
    s = take(r.state, { type: 'attack', attacker: idsIn(r.state, Z.crew, 0, MARS)[0]!, target });
    s = take(s, { type: 'pass' });
    r = apply(s, { type: 'choose', player: 1, option: 'pass' });
    expect(cardIdsIn(r.state, Z.crew, 1)).toEqual([]);
  });
});

describe('GBF 9-2-2 crew defeat and 9-4-3 crew replenishment', () => {
  test('GBF 9-2-2-3-1 / 9-4-3-3-1: a defeated crew card goes to its owner\'s gauge face up; its master may deploy a crew card from hand, rested (登場時 triggers)', () => {
    let s = scenario(deckWith([GARON]), deckWith([TIO, 'SAMPLE-GBF-015', 'SAMPLE-GBF-015']));
    s = arrange(s, [[GARON, Z.crew, 0], [TIO, Z.crew, 1], ['SAMPLE-GBF-015', Z.hand, 1]]).state;
    s = crystals(s, 1, MARS, 1); // ミレイユ rank 1 ≤ 1 crystal
    const r = hit(s, idsIn(s, Z.crew, 0, GARON)[0]!, idsIn(s, Z.crew, 1, TIO)[0]!);
    const gauge = zoneCards(r.state, Z.ougi, 1);
    expect(gauge.map((id) => r.state.cards[id]!.cardId)).toEqual([TIO]);
    expect(r.state.cards[gauge[0]!]!.face).toBe('up');
    expect(r.state.decision).toMatchObject({ player: 1, rule: 'GBF 9-4-3-3-1', min: 0, max: 1 });
    const hand = zoneCards(r.state, Z.hand, 1).length;
    let t = take(r.state, { type: 'pick', card: idsIn(r.state, Z.hand, 1, 'SAMPLE-GBF-015')[0]! });
    t = settle(t);
    const mireille = idsIn(t, Z.crew, 1, 'SAMPLE-GBF-015')[0]!;
    expect(t.cards[mireille]!.tapped).toBe(true);
    expect(zoneCards(t, Z.hand, 1)).toHaveLength(hand - 1 + 1); // 癒しの旋律 登場時: draw 1
  });

  test('GBF 9-4-3-3-1: replenishment offers only crew cards meeting the restrictions (a rank-3 card with 2 crystals is not offered; nothing offered → no question)', () => {
    let s = scenario(deckWith([GARON]), deckWith([TIO, 'SAMPLE-GBF-017']));
    s = arrange(s, [[GARON, Z.crew, 0], [TIO, Z.crew, 1], ['SAMPLE-GBF-017', Z.hand, 1]]).state;
    s = crystals(s, 1, MARS, 2);
    s = edit(s, (x) => { for (const id of [...x.zones['1:hand']!.cards]) if (x.cards[id]!.cardId !== 'SAMPLE-GBF-017') { x.zones['1:hand']!.cards = x.zones['1:hand']!.cards.filter((c) => c !== id); x.zones['1:deck']!.cards.push(id); x.cards[id]!.zone = '1:deck'; x.cards[id]!.face = 'down'; } });
    const r = hit(s, idsIn(s, Z.crew, 0, GARON)[0]!, idsIn(s, Z.crew, 1, TIO)[0]!);
    expect(r.state.decision?.rule).not.toBe('GBF 9-4-3-3-1');
  });

  test('GBF 9-2-2-1-1: crew members of both players defeated at once — the turn player\'s are processed first', () => {
    const QUAKE = testCrew('T-QUAKE', { rank: 0, text: '【起動効果】テスト:〔(0)〕団員すべてに5ダメージを与える。', abilities: [{ kind: 'activated', cost: [{ type: 'gbf.crystals', elements: [], generic: 0 }], effect: { type: 'damage', target: { zone: 'crew' }, amount: 5 }, source: [0] }] });
    let s = scenario(deckWith(['T-QUAKE', TIO]), deckWith([TIO]), {}, withCards(QUAKE));
    s = arrange(s, [[TIO, Z.crew, 1], ['T-QUAKE', Z.crew, 0], [TIO, Z.crew, 0]]).state;
    const r = apply(s, find(s, { type: 'activate' })!);
    const defeated = r.events.filter((e) => e.type === EV.defeated).map((e) => e.player);
    expect(defeated).toEqual([0, 0, 1]);
  });
});

describe('GBF 9-2-3 level-card replacement', () => {
  const lethal = (options = {}, levels = 1) => {
    let s = scenario(deckWith([GARON, 'SAMPLE-GBF-010', 'SAMPLE-GBF-010']), deckWith([GARON, GARON, GARON]), options);
    s = arrange(s, [[GARON, Z.crew, 0], [GARON, Z.crew, 1], [GARON, Z.hand, 1]]).state;
    const host = idsIn(s, Z.crew, 1, GARON)[0]!;
    for (let i = 0; i < levels; i++) s = levelUnder(s, 1, GARON, host);
    const attacker = idsIn(s, Z.crew, 0, GARON)[0]!;
    s = boost(s, attacker, 'attack', 20);
    s = crystals(s, 1, MARS, 5); // enough for a replenishment with a マルス from hand (2 + 2 ≤ 5)
    return { s, host, attacker };
  };

  test('GBF 9-2-3-2 / 10-4-3-3-3: a limit-broken crew member that would be defeated puts its level card into the gauge and stays (no replenishment)', () => {
    const { s, host, attacker } = lethal();
    const r = hit(s, attacker, host);
    const end = settle(r.state);
    expect(end.cards[host]).toBeDefined(); // the same card, still present
    expect(cardIdsIn(end, Z.crew, 1)).toEqual([GARON]);
    expect(cardIdsIn(end, Z.level, 1)).toEqual([]);
    expect(cardIdsIn(end, Z.ougi, 1)).toEqual([GARON]);
    expect(r.events.some((e) => e.type === 'gbf.levelReplaced')).toBe(true);
    expect(r.state.decision?.rule).not.toBe('GBF 9-4-3-3-1');
  });

  test('GBF 9-2-3-2 (gbfLevelCardsOnMove=one): with 2 level cards its master chooses ONE; gbfLevelCardsOnMove=all puts both', () => {
    const one = lethal({}, 2);
    const r = hit(one.s, one.attacker, one.host);
    expect(r.state.decision).toMatchObject({ player: 1, rule: 'GBF 9-2-3-2', min: 1, max: 1 });
    const end = settle(r.state);
    expect(cardIdsIn(end, Z.level, 1)).toHaveLength(1);
    const all = lethal({ gbfLevelCardsOnMove: 'all' }, 2);
    const e2 = settle(hit(all.s, all.attacker, all.host).state);
    expect(cardIdsIn(e2, Z.level, 1)).toHaveLength(0);
    expect(cardIdsIn(e2, Z.crew, 1)).toEqual([GARON]);
  });

  test('GBF 9-4-3-2 (gbfPreventedDefeatReplenish=yes): a defeat prevented by a level card still starts a replenishment', () => {
    const { s, host, attacker } = lethal({ gbfPreventedDefeatReplenish: 'yes' });
    const r = hit(s, attacker, host);
    expect(settle(r.state, (x) => x.decision?.rule === 'GBF 9-4-3-3-1' || x.decision?.kind === 'gbf.attack').decision!.rule).toBe('GBF 9-4-3-3-1');
  });
});

describe('GBF 9-2-1-3-6 / 9-4-2 captain damage and armor break', () => {
  const captainHit = (atkBoost: number, options = {}, p1Armor?: string[]) => {
    let s = scenario(deckWith([GARON, 'SAMPLE-GBF-015', 'SAMPLE-GBF-043']), deckWith([GARON, 'SAMPLE-GBF-015', 'SAMPLE-GBF-043', 'SAMPLE-GBF-017', TIO, TIO, TIO, TIO, TIO, TIO]), options);
    s = arrange(s, [[GARON, Z.crew, 0]]).state;
    if (p1Armor) s = armorOf(s, 1, p1Armor);
    const attacker = idsIn(s, Z.crew, 0, GARON)[0]!;
    s = boost(s, attacker, 'attack', atkBoost); // captain 001: HP 5
    return { s, attacker, captain: idsIn(s, Z.captain, 1)[0]! };
  };

  test('GBF 9-2-1-3-6: damage ≥ HP on a captain with armor breaks one armor at the checkpoint (HP 5: 5 breaks; 4 does not)', () => {
    const at = captainHit(2);
    let r = hit(at.s, at.attacker, at.captain);
    expect(r.state.decision).toMatchObject({ player: 1, rule: 'GBF 9-4-2-3-1' });
    expect(r.state.decision!.options).toEqual([0, 1, 2, 3, 4]); // a blind pick among 5 positions
    const under = captainHit(1);
    r = hit(under.s, under.attacker, under.captain);
    expect(zoneCards(r.state, Z.armor, 1)).toHaveLength(5);
    expect(r.state.decision?.rule).not.toBe('GBF 9-4-2-3-1');
  });

  test('GBF 9-4-2-3-2-1: a revealed crew card meeting the restrictions may be deployed rested, else it goes to hand', () => {
    const at = captainHit(2, {}, ['SAMPLE-GBF-015', TIO, TIO, TIO, TIO]);
    at.s = crystals(at.s, 1, MARS, 1);
    let s = hit(at.s, at.attacker, at.captain).state;
    const r = apply(s, { type: 'choose', player: 1, option: 0 });
    expect(r.events.find((e) => e.type === EV.armorBroken)).toMatchObject({ player: 1, cardId: 'SAMPLE-GBF-015', left: 4 });
    expect(r.state.decision).toMatchObject({ rule: 'GBF 9-4-2-3-2-1', options: ['deploy', 'hand'] });
    s = settle(take(r.state, { type: 'choose', option: 'deploy' }));
    const m = idsIn(s, Z.crew, 1, 'SAMPLE-GBF-015')[0]!;
    expect(s.cards[m]!.tapped).toBe(true);
  });

  test('GBF 9-4-2-3-2-1: a revealed crew card that does not meet the rank restriction goes to hand (no question)', () => {
    const at = captainHit(2, {}, ['SAMPLE-GBF-017', TIO, TIO, TIO, TIO]); // セリオ rank 3, P1 has 0 crystals
    const s = hit(at.s, at.attacker, at.captain).state;
    const r = apply(s, { type: 'choose', player: 1, option: 0 });
    expect(cardIdsIn(r.state, Z.hand, 1)).toContain('SAMPLE-GBF-017');
    expect(r.state.decision?.rule).not.toBe('GBF 9-4-2-3-2-1');
  });

  test('GBF 9-4-2-3-2-2 / 10-17-1-2 / 9-4-3-2: a revealed summon may be put into the gauge and trigger-activated (condition ignored); a replenishment follows', () => {
    const at = captainHit(2, {}, ['SAMPLE-GBF-043', TIO, TIO, TIO, TIO]); // 泉の小精霊: draw 1
    const s = hit(at.s, at.attacker, at.captain).state;
    let t = take(s, { type: 'choose', option: 0 });
    expect(t.decision).toMatchObject({ rule: 'GBF 9-4-2-3-2-2', options: ['trigger', 'hand'] });
    const hand = zoneCards(t, Z.hand, 1).length;
    const r = apply(t, { type: 'choose', player: 1, option: 'trigger' });
    expect(r.events.find((e) => e.type === EV.summoned)).toMatchObject({ cardId: 'SAMPLE-GBF-043', how: 'armor', rule: 'GBF 10-17-1-2' });
    t = r.state;
    expect(cardIdsIn(t, Z.ougi, 1)).toEqual(['SAMPLE-GBF-043']);
    expect(zoneCards(t, Z.hand, 1).length).toBe(hand + 1);
  });

  test('GBF 9-4-2-3-2-2: the revealed summon put into hand instead; the replenishment still follows (9-4-3-2)', () => {
    const at = captainHit(2, {}, ['SAMPLE-GBF-043', TIO, TIO, TIO, TIO]);
    at.s = arrange(at.s, [[TIO, Z.hand, 1]]).state;
    let s = hit(at.s, at.attacker, at.captain).state;
    s = take(s, { type: 'choose', option: 0 });
    s = take(s, { type: 'choose', option: 'hand' });
    expect(cardIdsIn(s, Z.hand, 1)).toContain('SAMPLE-GBF-043');
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 9-4-3-3-1' }); // ティオ rank 0 can be deployed
  });

  test('GBF 9-4-1-3-1 / 1-2-2-1: without armor a captain taking damage ≥ HP is defeated and its player loses at the checkpoint; HP-1 does not', () => {
    let at = captainHit(2);
    at.s = armorOf(at.s, 1, []);
    const r = hit(at.s, at.attacker, at.captain);
    expect(r.state.result).toMatchObject({ winners: [0], losers: [1], rule: 'GBF 9-4-1-3' });
    at = captainHit(1);
    at.s = armorOf(at.s, 1, []);
    expect(hit(at.s, at.attacker, at.captain).state.result).toBeNull();
  });

  const DOUBLE = testCrew('T-DOUBLE', { rank: 0, text: '【起動効果】テスト:〔(0)〕相手の団長に9ダメージを与える。その後、相手の団長に9ダメージを与える。', abilities: [{ kind: 'activated', cost: [{ type: 'gbf.crystals', elements: [], generic: 0 }], effect: { type: 'sequence', steps: [{ type: 'damage', target: { zone: 'captain', side: 'opponent' }, amount: 9 }, { type: 'damage', target: { zone: 'captain', side: 'opponent' }, amount: 9 }] }, source: [0, 1] }] });
  for (const [option, loses] of [['no-effect', false], ['defeat', true]] as const) {
    test(`GBF 9-2-1-3-6 (gap 12, gbfArmorShortfall=${option}): two lethal hits before one checkpoint with 1 armor card — ${loses ? 'the second defeats the captain' : 'the second break finds no armor, the captain survives'}`, () => {
      let s = scenario(deckWith(['T-DOUBLE']), deckWith([TIO]), { gbfArmorShortfall: option }, withCards(DOUBLE));
      s = arrange(s, [['T-DOUBLE', Z.crew, 0]]).state;
      s = armorOf(s, 1, [TIO]);
      s = settle(take(s, { type: 'activate' }), (x) => x.result !== null || x.decision?.kind === 'gbf.main' || x.decision?.kind === 'gbf.attack');
      if (loses) expect(s.result).toMatchObject({ losers: [1], rule: 'GBF 9-4-1-3' });
      else {
        expect(s.result).toBeNull();
        expect(zoneCards(s, Z.armor, 1)).toHaveLength(0);
      }
    });
  }

  const KILL = testCrew('T-KILL', { rank: 0, text: '【起動効果】テスト:〔(0)〕相手の団長を戦闘不能にする。', abilities: [{ kind: 'activated', cost: [{ type: 'gbf.crystals', elements: [], generic: 0 }], effect: { type: 'destroy', target: { zone: 'captain', side: 'opponent' } }, source: [0] }] });
  for (const [option, armorLeft] of [['no-effect', 5], ['armor-break', 4]] as const) {
    test(`GBF 9-4-1-3-1 / 9-4-2-2 (gap 11, gbfDefeatCaptainWithArmor=${option}): 「戦闘不能にする」 on a captain that has armor`, () => {
      let s = scenario(deckWith(['T-KILL']), deckWith([TIO]), { gbfDefeatCaptainWithArmor: option }, withCards(KILL));
      s = arrange(s, [['T-KILL', Z.crew, 0]]).state;
      s = settle(take(s, { type: 'activate' }), (x) => x.decision?.kind === 'gbf.main' || x.result !== null);
      expect(s.result).toBeNull();
      expect(zoneCards(s, Z.armor, 1)).toHaveLength(armorLeft);
    });
  }
  test('GBF 9-4-1-3-1: 「戦闘不能にする」 on a captain without armor defeats it', () => {
    let s = scenario(deckWith(['T-KILL']), deckWith([TIO]), {}, withCards(KILL));
    s = arrange(s, [['T-KILL', Z.crew, 0]]).state;
    s = armorOf(s, 1, []);
    s = settle(take(s, { type: 'activate' }), (x) => x.result !== null);
    expect(s.result).toMatchObject({ losers: [1], rule: 'GBF 9-4-1-3' });
  });
});

describe('GBF 9-4 order of check-type processing, 1-2-3 draw', () => {
  test('GBF 9-4-1-2 / 1-2-3: both players meet a defeat condition at the same checkpoint — a draw', () => {
    let s = scenario(deckWith([]), deckWith([]));
    s = deckSize(deckSize(s, 0, 0), 1, 0);
    s = take(s, { type: 'pass' }); // the checkpoint of 4-6-3-2
    expect(s.result).toMatchObject({ draw: true, winners: [], rule: 'GBF 1-2-3' });
  });

  test('GBF 9-4: defeat judgment before armor break — a player with an empty deck loses although an armor break is due', () => {
    const at = (() => {
      let s = scenario(deckWith([GARON]), deckWith([]));
      s = arrange(s, [[GARON, Z.crew, 0]]).state;
      s = boost(s, idsIn(s, Z.crew, 0, GARON)[0]!, 'attack', 5);
      return s;
    })();
    let s = deckSize(at, 1, 0);
    s = edit(s, (x) => { (x.data.gbf as { due: Array<{ armorBreaks: number }> }).due[1]!.armorBreaks = 1; });
    s = take(s, { type: 'pass' });
    expect(s.result).toMatchObject({ losers: [1], rule: 'GBF 9-4-1-4' });
    expect(zoneCards(s, Z.armor, 1)).toHaveLength(5);
  });

  test('GBF 9-4: armor break before crew replenishment; 9-4-2-1-1 the turn player\'s armor break first', () => {
    let s = scenario(deckWith([]), deckWith([]));
    s = edit(s, (x) => {
      const due = (x.data.gbf as { due: Array<{ armorBreaks: number; replenish: number }> }).due;
      due[0]!.replenish = 1;
      due[0]!.armorBreaks = 1;
      due[1]!.armorBreaks = 1;
    });
    s = take(s, { type: 'pass' });
    expect(s.decision).toMatchObject({ player: 0, rule: 'GBF 9-4-2-3-1' });
    s = take(s, { type: 'choose', option: 0 });
    s = settle(s, (x) => x.decision?.rule === 'GBF 9-4-2-3-1' || x.decision?.rule === 'GBF 9-4-3-3-1' || x.decision?.kind === 'gbf.attack');
    expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 9-4-2-3-1' });
  });
});
