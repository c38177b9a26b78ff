/**
 * GBF 10 (deploying 10-2, job change 10-3, limit break 10-4, trigger activation 10-17, assist 10-18), the ougi (2-6) and
 * summons from hand (6-3-1-2-3): each at the limit and one over where the rules give a number.
 */
import { apply, EngineError, legalActions, view, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { EV, Z } from '../src/constants.js';
import { currentAtk, currentHp, currentRank } from '../src/rules/stats.js';
import {
  advance, arrange, boost, cardIdsIn, crystals, ctxOf, deckWith, edit, find, idsIn, levelUnder, scenario, settle, take, TEST_CAPTAINS, zoneCards,
} from './helpers.js';

const GARON = 'SAMPLE-GBF-012'; // rank 2
const TIO = 'SAMPLE-GBF-030'; // rank 0
const MARS = 'SAMPLE-GBF-036'; // rank 2
const RUFA1 = 'SAMPLE-GBF-010'; // ルーファ[焔の見習い] rank 1, 2/3, 登場時 ATK+1
const RUFA3 = 'SAMPLE-GBF-011'; // ルーファ[焔の剣姫] rank 3, 4/5, 上限解放時 2 damage
const RUFA2 = 'SAMPLE-GBF-037'; // ルーファ[焔の見習い](修行中) rank 2, 2/4, 上限解放時 ATK+2

const mainAgain = (s: GameState) => settle(s, (x) => x.result !== null || x.decision?.kind === 'gbf.main');
/** The limit break of a hand card with this catalog id (the random opening hand may hold other copies). */
const limitBreakOf = (s: GameState, cardId: string) => legalActions(s).find((a) => a.type === 'limitBreak' && s.cards[a.card as string]!.cardId === cardId);
const deployable = (s: GameState, cardId: string) => legalActions(s).some((a) => a.type === 'deploy' && s.cards[a.card as string]!.cardId === cardId);
/** A main phase with `n` crystals (`rested` of them rested), the given crew present and hand cards. */
function main(o: { crystals: number; rested?: number; crew?: string[]; hand?: string[]; options?: JsonObject; captains?: string[] }): GameState {
  const all = [...(o.crew ?? []), ...(o.hand ?? [])];
  let s = scenario(deckWith([...all, ...all], o.captains ?? TEST_CAPTAINS), deckWith([TIO, TIO]), o.options ?? {});
  s = edit(s, (x) => { for (const id of [...x.zones['0:crystal']!.cards]) { x.zones['0:crystal']!.cards = []; x.zones['0:deck']!.cards.push(id); x.cards[id]!.zone = '0:deck'; x.cards[id]!.face = 'down'; } });
  s = crystals(s, 0, MARS, o.crystals - (o.rested ?? 0));
  if (o.rested) s = crystals(s, 0, MARS, o.rested, true);
  s = arrange(s, [...(o.crew ?? []).map((c) => [c, Z.crew, 0] as [string, string, number]), ...(o.hand ?? []).map((c) => [c, Z.hand, 0] as [string, string, number])]).state;
  return s;
}

describe('GBF 10-2 deploying', () => {
  test('GBF 10-2-3-1-1: the crew-area rank total may equal the crystal count (rested crystals count) but not exceed it', () => {
    expect(deployable(main({ crystals: 2, rested: 1, hand: [GARON] }), GARON)).toBe(true); // 2 ≤ 2
    expect(deployable(main({ crystals: 1, hand: [GARON] }), GARON)).toBe(false); // 2 > 1
    expect(deployable(main({ crystals: 3, crew: [GARON], hand: [RUFA1] }), RUFA1)).toBe(true); // 2 + 1 ≤ 3
    expect(deployable(main({ crystals: 3, crew: [GARON], hand: [MARS] }), MARS)).toBe(false); // 2 + 2 > 3
  });

  test('GBF 10-2-3-1-1 (gbfRankScope): per-area ignores the captain\'s rank; combined counts the present captain too', () => {
    const withCaptain = (options: JsonObject) => edit(main({ crystals: 3, hand: [GARON], options }), (x) => { x.cards[idsIn(x, Z.captain, 0)[0]!]!.cardId = 'SAMPLE-GBF-004'; }); // a rank-2 captain
    expect(deployable(withCaptain({}), GARON)).toBe(true); // crew 2 ≤ 3
    expect(deployable(withCaptain({ gbfRankScope: 'combined' }), GARON)).toBe(false); // 2 + 2 > 3
  });

  test('GBF 10-2-3-2-1: no second crew member with the character name of one present (ルーファ[焔の見習い] present → ルーファ[焔の剣姫] cannot be deployed)', () => {
    const s = main({ crystals: 6, crew: [RUFA1], hand: [RUFA3, GARON] });
    expect(deployable(s, RUFA3)).toBe(false);
    expect(deployable(s, GARON)).toBe(true);
  });

  test('GBF 3-6-3: at most 3 crew members — the 3rd can be deployed, a 4th not; level cards do not count (3-6-3-1)', () => {
    let s = main({ crystals: 9, crew: [TIO, GARON], hand: [MARS, 'SAMPLE-GBF-018'] });
    expect(deployable(s, MARS)).toBe(true);
    s = take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, MARS)[0]! });
    expect(deployable(s, 'SAMPLE-GBF-018')).toBe(false);
    s = main({ crystals: 9, crew: [TIO, GARON], hand: [MARS] });
    s = levelUnder(s, 0, GARON, idsIn(s, Z.crew, 0, GARON)[0]!);
    expect(deployable(s, MARS)).toBe(true);
  });

  test('GBF 6-3-1-2-1: a deploy that is not listed is refused with ILLEGAL_ACTION citing the free timing rule', () => {
    const s = main({ crystals: 1, hand: [GARON] });
    try {
      apply(s, { type: 'deploy', player: 0, card: idsIn(s, Z.hand, 0, GARON)[0]! });
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('ILLEGAL_ACTION');
      expect((e as EngineError).rule).toBe('GBF 6-3-1-2');
    }
  });

  test('GBF 10-2 / 3-6-1-1 / 8-7-2-2: a deployed card enters active and its 「登場時」 triggers (ルーファ ATK+1 this turn)', () => {
    let s = main({ crystals: 1, hand: [RUFA1] });
    s = settle(take(s, { type: 'deploy', card: idsIn(s, Z.hand, 0, RUFA1)[0]! }));
    const r = idsIn(s, Z.crew, 0, RUFA1)[0]!;
    expect(s.cards[r]!.tapped).toBe(false);
    expect(currentAtk(ctxOf(s), r)).toBe(3);
  });
});

describe('GBF 10-3 job change', () => {
  test('GBF 10-3-3-1: only face-down captain cards meeting the rank restriction are offered (rank ≤ crystals: 1 with 1 crystal, not 2 or 3)', () => {
    const s = main({ crystals: 1 });
    const offered = legalActions(s).filter((a) => a.type === 'jobChange').map((a) => s.cards[a.card as string]!.cardId);
    expect(offered).toEqual(['SAMPLE-GBF-003']);
    const t = main({ crystals: 3 });
    expect(new Set(legalActions(t).filter((a) => a.type === 'jobChange').map((a) => t.cards[a.card as string]!.cardId))).toEqual(new Set(['SAMPLE-GBF-003', 'SAMPLE-GBF-004', 'SAMPLE-GBF-005']));
  });

  test('GBF 10-3-2 / 10-3-3-2 / 10-3-3-3: once per turn; the new captain is on top face up, the former stays face up in the captain deck and is never offered again', () => {
    let s = main({ crystals: 3 });
    const captain = idsIn(s, Z.captain, 0)[0]!;
    s = settle(take(s, { type: 'jobChange', card: idsIn(s, Z.captainDeck, 0, 'SAMPLE-GBF-003')[0]! }));
    expect(s.cards[captain]!.cardId).toBe('SAMPLE-GBF-003');
    const former = idsIn(s, Z.captainDeck, 0, 'SAMPLE-GBF-001')[0]!;
    expect(s.cards[former]!.face).toBe('up');
    expect(zoneCards(s, Z.captainDeck, 0)[0]).toBe(former); // on top of the captain deck
    expect(find(s, { type: 'jobChange' })).toBeUndefined(); // 10-3-2
    s = advance(s, (x) => x.turn.number === 3 && x.decision?.kind === 'gbf.main');
    const offered = legalActions(s).filter((a) => a.type === 'jobChange').map((a) => s.cards[a.card as string]!.cardId);
    expect(offered).not.toContain('SAMPLE-GBF-001');
    expect(offered.length).toBeGreaterThan(0);
  });

  test('GBF 10-3-3-3-1 / 10-16-1-3: the new captain inherits rested state, effects and chips; 10-2-2 「ジョブチェンジした時」 triggers, 「登場時」 does not', () => {
    let s = main({ crystals: 3 });
    const captain = idsIn(s, Z.captain, 0)[0]!;
    s = boost(s, captain, 'defense', 4);
    s = edit(s, (x) => { x.cards[captain]!.tapped = true; x.cards[captain]!.counters['chip:ATK+1'] = 2; });
    const hand = zoneCards(s, Z.hand, 0).length;
    const r = apply(s, find(s, { type: 'jobChange', card: idsIn(s, Z.captainDeck, 0, 'SAMPLE-GBF-003')[0]! })!);
    expect(r.events.find((e) => e.type === EV.jobChanged)).toMatchObject({ card: captain, cardId: 'SAMPLE-GBF-003', previous: 'SAMPLE-GBF-001' });
    expect(r.events.some((e) => e.type === EV.deployed)).toBe(false);
    const t = settle(r.state);
    expect(t.cards[captain]!.tapped).toBe(true);
    expect(currentHp(ctxOf(t), captain)).toBe(6 + 4);
    expect(currentAtk(ctxOf(t), captain)).toBe(2 + 2);
    expect(zoneCards(t, Z.hand, 0)).toHaveLength(hand + 1); // 剣士の心得: draw 1
  });

  test('GBF 10-3-3-1 (gbfJobChangeIcon=crystal-attribute): a captain with a 火 icon needs a 火 crystal; ignore (default) needs none', () => {
    expect(find(main({ crystals: 1, options: { gbfJobChangeIcon: 'crystal-attribute' } }), { type: 'jobChange' })).toBeUndefined();
    let s = main({ crystals: 0, hand: [RUFA1], options: { gbfJobChangeIcon: 'crystal-attribute' } });
    s = crystals(s, 0, RUFA1, 1);
    expect(find(s, { type: 'jobChange' })).toBeDefined();
  });
});

describe('GBF 10-4 limit break', () => {
  test('GBF 10-4-3-1: a hand card with the character name of a present crew member, within the rank total (1 → 3 needs 3 crystals: 3 ok, 2 not)', () => {
    const ok = main({ crystals: 3, crew: [RUFA1], hand: [RUFA3] });
    expect(find(ok, { type: 'limitBreak' })).toBeDefined();
    const over = main({ crystals: 2, crew: [RUFA1], hand: [RUFA3] });
    expect(limitBreakOf(over, RUFA3)).toBeUndefined();
    expect(limitBreakOf(main({ crystals: 9, crew: [GARON], hand: [RUFA3] }), RUFA3)).toBeUndefined(); // another name
  });

  test('GBF 10-4-3-2 / 10-4-3-3 / 10-4-3-3-1: the new card goes on top, the old one becomes a face-down level card: +2 HP / +2 ATK each', () => {
    let s = main({ crystals: 5, crew: [RUFA1], hand: [RUFA2, RUFA3] });
    const host = idsIn(s, Z.crew, 0, RUFA1)[0]!;
    s = settle(take(s, { type: 'limitBreak', card: idsIn(s, Z.hand, 0, RUFA2)[0]!, onto: host }));
    expect(s.cards[host]!.cardId).toBe(RUFA2);
    const levels = idsIn(s, Z.level, 0);
    expect(levels.map((id) => [s.cards[id]!.cardId, s.cards[id]!.face, s.cards[id]!.attachedTo])).toEqual([[RUFA1, 'down', host]]);
    expect(currentHp(ctxOf(s), host)).toBe(4 + 2);
    expect(currentAtk(ctxOf(s), host)).toBe(2 + 2 + 2); // + 修行の成果 ATK+2 (上限解放時)
    expect(find(s, { type: 'limitBreak' })).toBeUndefined(); // 10-4-2 once per turn
    s = advance(s, (x) => x.turn.number === 3 && x.decision?.kind === 'gbf.main');
    s = settle(take(s, { type: 'limitBreak', card: idsIn(s, Z.hand, 0, RUFA3)[0]!, onto: host }));
    expect(idsIn(s, Z.level, 0)).toHaveLength(2);
    expect(currentHp(ctxOf(s), host)).toBe(5 + 4);
  });

  test('GBF 10-4-3-3-2 / 10-2-2: limit break inherits rested state and effects; 「上限解放時」 triggers, 「登場時」 does not', () => {
    let s = main({ crystals: 3, crew: [RUFA1], hand: [RUFA3] });
    const host = idsIn(s, Z.crew, 0, RUFA1)[0]!;
    s = boost(s, host, 'defense', 3);
    s = edit(s, (x) => { x.cards[host]!.tapped = true; });
    const r = apply(s, limitBreakOf(s, RUFA3)!);
    expect(r.events.some((e) => e.type === EV.deployed)).toBe(false);
    expect(r.events.find((e) => e.type === EV.limitBroken)).toMatchObject({ card: host, cardId: RUFA3, previous: RUFA1 });
    expect(r.events.some((e) => e.type === 'triggered' && e.cardId === RUFA3)).toBe(true); // 継承の炎
    const t = r.state;
    expect(t.cards[host]!.tapped).toBe(true);
    expect(currentHp(ctxOf(t), host)).toBe(5 + 2 + 3);
  });

  test('GBF 10-4-3-1 / 1-3-1-1: the rank check of a limit break counts the new card instead of the old one (ranks 2 + 1→3 with 5 crystals: ok; 4: not)', () => {
    const lb = (n: number) => {
      const s = main({ crystals: n, crew: [GARON, RUFA1], hand: [RUFA3] });
      return find(s, { type: 'limitBreak', card: idsIn(s, Z.hand, 0, RUFA3)[0]! });
    };
    expect(lb(5)).toBeDefined();
    expect(lb(4)).toBeUndefined();
  });
});

describe('GBF 2-6 ougi', () => {
  const ougiGame = (gauge: number, options = {}) => {
    let s = main({ crystals: 3, crew: ['SAMPLE-GBF-017'], options });
    s = arrange(s, Array.from({ length: gauge }, () => [MARS, Z.ougi, 0] as [string, string, number])).state;
    s = take(s, { type: 'pass' });
    return s;
  };

  test('GBF 7-2-1-3-1-4 / 2-6-1-1-1: after the attack the ougi is offered; it turns N face-up gauge cards face down (2 with 2: yes; with 1: not offered)', () => {
    let s = ougiGame(2);
    const serio = idsIn(s, Z.crew, 0, 'SAMPLE-GBF-017')[0]!;
    s = take(s, { type: 'attack', attacker: serio });
    expect(s.decision).toMatchObject({ player: 0, options: ['yes', 'no'] });
    s = take(s, { type: 'choose', option: 'yes' });
    expect(zoneCards(s, Z.ougi, 0).map((id) => s.cards[id]!.face)).toEqual(['down', 'down']);
    expect(currentAtk(ctxOf(s), serio)).toBe(4 + 3); // 氷刃乱舞: ATK+3 for the turn (2-6-1-1-2)
    let t = ougiGame(1);
    t = take(t, { type: 'attack', attacker: idsIn(t, Z.crew, 0, 'SAMPLE-GBF-017')[0]! });
    expect(t.decision!.kind).toBe('gbf.attack');
  });

  test('GBF 2-6-1-1-1: with more face-up gauge cards than N the player chooses which to turn face down', () => {
    let s = ougiGame(3);
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-017')[0]! });
    s = take(s, { type: 'choose', option: 'yes' });
    expect(s.decision).toMatchObject({ rule: 'GBF 2-6-1-1-1', min: 2, max: 2 });
  });

  test('GBF 2-6-1-1-3: the same card\'s ougi at most once per turn (made active again and attacking, it is not offered)', () => {
    let s = ougiGame(4);
    const serio = idsIn(s, Z.crew, 0, 'SAMPLE-GBF-017')[0]!;
    s = take(s, { type: 'attack', attacker: serio });
    s = settle(take(s, { type: 'choose', option: 'yes' }));
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'pass' }); // damage step (an armor break of P1), back to the attack step
    s = settle(s, (x) => x.decision?.kind === 'gbf.attack');
    s = edit(s, (x) => { x.cards[serio]!.tapped = false; });
    s = take(s, { type: 'attack', attacker: serio });
    expect(s.decision!.kind).toBe('gbf.attack'); // no ougi question
  });

  for (const [option, offered] of [['per-instance', false], ['per-card', true]] as const) {
    test(`GBF 2-6-1-1-3 (gap 15, gbfOugiLimit=${option}): after a limit break the new top card's ougi is ${offered ? '' : 'not '}offered the same turn`, () => {
      let s = main({ crystals: 5, crew: ['SAMPLE-GBF-024'], hand: ['SAMPLE-GBF-024-P'], options: { gbfOugiLimit: option } });
      s = arrange(s, Array.from({ length: 4 }, () => [MARS, Z.ougi, 0] as [string, string, number])).state;
      const noela = idsIn(s, Z.crew, 0, 'SAMPLE-GBF-024')[0]!;
      s = edit(s, (x) => { x.cards[noela]!.flags.ougiTurn = x.turn.number; x.cards[noela]!.flags.ougiTop = true; }); // it used its ougi this turn
      s = settle(take(s, { type: 'limitBreak' }));
      s = take(s, { type: 'pass' });
      s = take(s, { type: 'attack', attacker: noela });
      s = settle(s, (x) => x.decision?.options?.includes('yes') === true || x.decision?.kind === 'gbf.attack');
      expect(s.decision!.kind === 'chooseOption' && s.decision!.options!.includes('yes')).toBe(offered);
    });
  }

  test('GBF 7-2-1-3-2-2: a follow-up attack offers that card\'s ougi', () => {
    let s = main({ crystals: 5, crew: [GARON, 'SAMPLE-GBF-017'] });
    s = arrange(s, [[MARS, Z.ougi, 0], [MARS, Z.ougi, 0]]).state;
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, GARON)[0]! });
    s = take(s, { type: 'followUp', attacker: idsIn(s, Z.crew, 0, 'SAMPLE-GBF-017')[0]! });
    expect(s.decision).toMatchObject({ options: ['yes', 'no'] });
  });
});

describe('GBF 6-3-1-2-3 summons and 10-17 trigger activation', () => {
  test('GBF 6-3-1-2-3-1: a summon needs its condition (深淵の海竜: gauge ≥ 3 — 3 offered, 2 not); 6-3-1-2-3-2 it goes into the gauge and resolves', () => {
    let s = main({ crystals: 1, hand: ['SAMPLE-GBF-042'] });
    s = arrange(s, [[MARS, Z.ougi, 0], [MARS, Z.ougi, 0]]).state;
    expect(find(s, { type: 'summon' })).toBeUndefined();
    s = arrange(s, [[MARS, Z.ougi, 0]]).state;
    const r = apply(s, find(s, { type: 'summon' })!);
    expect(r.events.find((e) => e.type === EV.summoned)).toMatchObject({ cardId: 'SAMPLE-GBF-042', how: 'hand' });
    expect(cardIdsIn(r.state, Z.ougi, 0)[0]).toBe('SAMPLE-GBF-042');
  });

  test('GBF 10-17-1-1 / 6-2-7: a summon placed from the deck into the crystal area is trigger-activated ignoring its condition and stays a crystal', () => {
    let s = scenario(deckWith([GARON]), deckWith(['SAMPLE-GBF-047']));
    s = arrange(s, [[GARON, Z.crew, 0], ['SAMPLE-GBF-047', Z.deck, 1]]).state;
    // 常闇の魔獣 third from the top of P1's deck: drawn past by 6-2-5, placed by 6-2-7 (its condition, 2+ opponent crew, is not met)
    s = edit(s, (x) => { const d = x.zones['1:deck']!.cards; const [c] = d.splice(0, 1); d.splice(2, 0, c!); });
    const r = advance(s, (x) => x.turn.active === 1 && x.decision?.kind === 'gbf.main');
    expect(cardIdsIn(r, Z.crystal, 1)).toEqual(['SAMPLE-GBF-047']); // it stays a crystal
    expect(cardIdsIn(r, Z.crew, 0)).toEqual([]); // its effect (defeat an opponent crew member) was carried out
    expect(cardIdsIn(r, Z.ougi, 0)).toEqual([GARON]);
  });

  test('GBF 10-17-1-1 (gbfTriggerActivation): immediate resolves at once; checkpoint makes it a pending effect of its master', () => {
    const run = (option: string) => {
      let s = scenario(deckWith(['SAMPLE-GBF-021', 'SAMPLE-GBF-043']), deckWith([]), { gbfTriggerActivation: option });
      s = arrange(s, [['SAMPLE-GBF-021', Z.hand, 0], ['SAMPLE-GBF-043', Z.deck, 0]]).state; // 泉の小精霊 (draw 1) on top of the deck
      const id = idsIn(s, Z.hand, 0, 'SAMPLE-GBF-021')[0]!;
      const hand = zoneCards(s, Z.hand, 0).length;
      const r = apply(s, find(s, { type: 'deploy', card: id })!); // アンジェ 登場時: top card of the deck → crystal
      return { r, hand };
    };
    const now = run('immediate');
    expect(now.r.events.find((e) => e.type === EV.summoned)).toMatchObject({ cardId: 'SAMPLE-GBF-043', how: 'crystal', rule: 'GBF 10-17-1-1' });
    expect(cardIdsIn(now.r.state, Z.crystal, 0)).toContain('SAMPLE-GBF-043');
    expect(zoneCards(now.r.state, Z.hand, 0)).toHaveLength(now.hand - 1 + 1);
    const later = run('checkpoint');
    expect(later.r.events.find((e) => e.type === EV.summoned)).toBeDefined(); // resolved at the checkpoint after the deploy
    expect(zoneCards(later.r.state, Z.hand, 0)).toHaveLength(later.hand - 1 + 1);
  });
});

describe('GBF 10-18 assist', () => {
  test('GBF 10-18-1 / 10-18-2: an assist ability is usable only while its card is in hand (トト: from hand yes, in the crew area no)', () => {
    let s = main({ crystals: 1, hand: ['SAMPLE-GBF-018'] });
    const toto = idsIn(s, Z.hand, 0, 'SAMPLE-GBF-018')[0]!;
    expect(find(s, { type: 'activate', card: toto })).toBeDefined();
    s = main({ crystals: 1, crew: ['SAMPLE-GBF-018'] });
    expect(find(s, { type: 'activate' })).toBeUndefined();
  });

  test('GBF 10-18 / 7-3-1-2-1: the non-turn player may use an assist in the counter step; its cost puts it from hand into the gauge', () => {
    let s = scenario(deckWith([GARON]), deckWith(['SAMPLE-GBF-018', TIO]));
    s = arrange(s, [[GARON, Z.crew, 0], ['SAMPLE-GBF-018', Z.hand, 1], [TIO, Z.crew, 1]]).state;
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: idsIn(s, Z.crew, 0, GARON)[0]! });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'counter' });
    expect(s.decision).toMatchObject({ kind: 'gbf.counter', player: 1 });
    s = take(s, { type: 'activate' });
    s = settle(take(s, { type: 'pick', card: idsIn(s, Z.crew, 1, TIO)[0]! }), (x) => x.decision?.kind === 'gbf.counter');
    expect(cardIdsIn(s, Z.ougi, 1)).toEqual(['SAMPLE-GBF-018']);
    expect(currentHp(ctxOf(s), idsIn(s, Z.crew, 1, TIO)[0]!)).toBe(3); // とっさの合図: HP+2
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'pass' });
    expect(s.decision!.rule).toBe('GBF 7-2-1-4');
    s = settle(take(s, { type: 'choose', option: 'pass' }));
    expect(cardIdsIn(s, Z.crew, 1)).toEqual([]); // 3 ≥ 3: still defeated
    void currentRank;
  });
});

describe('GBF current values in views (docs/engine.md §1.7.1)', () => {
  test('GBF 10-4-3-3-1 / 10-16-4-1: a view shows HP, ATK and rank with level cards and chips, read through the rules', () => {
    let s = main({ crystals: 5, crew: [RUFA1], hand: [RUFA3] });
    const host = idsIn(s, Z.crew, 0, RUFA1)[0]!;
    s = mainAgain(apply(s, limitBreakOf(s, RUFA3)!).state);
    s = edit(s, (x) => { x.cards[host]!.counters['chip:HP+2'] = 1; });
    for (const viewer of [0, 1] as const) {
      const card = view(s, viewer, definition).zones['0:crew']!.cards!.find((c) => c.id === host) as unknown as { current: Record<string, unknown> };
      expect(card.current).toMatchObject({ hp: 5 + 2 + 2, atk: 4 + 2, rank: 3, levelCards: 1, limitBroken: true, chips: { 'HP+2': 1 } });
      expect(card.current.hp).toBe(currentHp(ctxOf(s), host));
    }
  });
});
