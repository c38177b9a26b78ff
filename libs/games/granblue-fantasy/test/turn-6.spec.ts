/**
 * GBF 6: the turn — start phase (6-2), main phase (6-3), burst phase with the chain burst (6-5). The battle phase is
 * battle-7.spec.ts.
 */
import { apply, legalActions, type GameState } from '../../../engine/src/index.js';
import { Z } from '../src/constants.js';
import {
  advance, arrange, cardIdsIn, crystals, deckSize, deckWith, edit, find, idsIn, scenario, take, zoneCards,
} from './helpers.js';

const atMain = (p: number) => (s: GameState) => s.turn.active === p && s.decision?.kind === 'gbf.main';
const VANILLA_RANK0 = 'SAMPLE-GBF-030'; // ティオ[光翼の伝令] rank 0, 1/1

describe('GBF 6-2 start phase', () => {
  test('GBF 6-2-3: the turn player\'s captain, crew and crystals become active; the other player\'s stay rested', () => {
    let s = scenario(deckWith([VANILLA_RANK0]), deckWith([VANILLA_RANK0]));
    s = crystals(s, 0, 'SAMPLE-GBF-036', 2, true);
    s = crystals(s, 1, 'SAMPLE-GBF-036', 2, true);
    s = edit(s, (x) => {
      for (const p of [0, 1]) x.cards[idsIn(x, Z.captain, p)[0]!]!.tapped = true;
    });
    s = advance(s, atMain(1));
    expect(s.turn.number).toBe(2);
    expect(zoneCards(s, Z.crystal, 1).every((id) => !s.cards[id]!.tapped)).toBe(true);
    expect(s.cards[idsIn(s, Z.captain, 1)[0]!]!.tapped).toBe(false);
    expect(idsIn(s, Z.crystal, 0).filter((id) => s.cards[id]!.tapped)).toHaveLength(2);
    expect(s.cards[idsIn(s, Z.captain, 0)[0]!]!.tapped).toBe(true);
  });

  test('GBF 6-2-5 / 6-2-7: the second player draws 2 and places the top card of the deck as an active crystal', () => {
    let s = scenario(deckWith([]), deckWith([]));
    const hand = zoneCards(s, Z.hand, 1).length;
    const deck = zoneCards(s, Z.deck, 1).length;
    s = advance(s, atMain(1));
    expect(zoneCards(s, Z.hand, 1)).toHaveLength(hand + 2);
    expect(zoneCards(s, Z.deck, 1)).toHaveLength(deck - 3);
    expect(zoneCards(s, Z.crystal, 1)).toHaveLength(1);
    expect(s.cards[zoneCards(s, Z.crystal, 1)[0]!]!.tapped).toBe(false); // 3-7-1-1
  });

  test('GBF 6-2-6 / 9-4-1-4: a deck of 2 is drawn out (0 cards) and its player loses at the checkpoint after the draw', () => {
    let s = deckSize(scenario(deckWith([]), deckWith([])), 1, 2);
    s = advance(s, (x) => x.result !== null);
    expect(s.result).toMatchObject({ winners: [0], losers: [1], rule: 'GBF 9-4-1-4' });
    expect(zoneCards(s, Z.crystal, 1)).toHaveLength(0); // lost at 6-2-6, before 6-2-7
  });

  test('GBF 6-2-7 / 6-2-8 / 9-4-1-4: at the limit — a deck of 3 (draw 2, crystal 1) loses at 6-2-8; one over — 4 cards survive with 1', () => {
    let three = deckSize(scenario(deckWith([]), deckWith([])), 1, 3);
    three = advance(three, (x) => x.result !== null || atMain(1)(x));
    expect(three.result).toMatchObject({ losers: [1], rule: 'GBF 9-4-1-4' });
    expect(zoneCards(three, Z.crystal, 1)).toHaveLength(1); // the crystal placement happened, then the checkpoint
    let four = deckSize(scenario(deckWith([]), deckWith([])), 1, 4);
    four = advance(four, (x) => x.result !== null || atMain(1)(x));
    expect(four.result).toBeNull();
    expect(zoneCards(four, Z.deck, 1)).toHaveLength(1);
  });

  test('GBF 6-2-1: 「自分のターンが始まるまで」 lasts through the opponent\'s turn and ends when its master\'s turn starts', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-066']), deckWith([]));
    const r = arrange(s, [['SAMPLE-GBF-066', Z.crew, 0]]);
    s = edit(r.state, (x) => {
      x.effects.push({ id: 'e-test', source: null, sourceCardId: null, controller: 0, targets: [r.ids[0]!], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: 5 }, duration: 'untilYourNextTurn', timestamp: x.clock });
    });
    s = advance(s, atMain(1));
    expect(s.effects.map((e) => e.id)).toContain('e-test');
    s = advance(s, (x) => x.turn.active === 0 && x.turn.number === 3 && x.turn.phase === 'start' || atMain(0)(x));
    expect(s.effects.map((e) => e.id)).not.toContain('e-test');
  });
});

describe('GBF 6-3 main phase', () => {
  test('GBF 6-3-1-2: deploy, job change and limit break are main-phase actions only (not in the attack step)', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-030', 'SAMPLE-GBF-030']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-030', Z.hand, 0]]).state;
    expect(find(s, { type: 'deploy' })).toBeDefined();
    s = take(s, { type: 'pass' });
    expect(s.decision!.kind).toBe('gbf.attack');
    expect(legalActions(s).some((a) => ['deploy', 'jobChange', 'limitBreak'].includes(a.type))).toBe(false);
  });

  test('GBF 6-3-1-3: doing nothing in the main phase goes to the battle phase (attack step)', () => {
    const s = take(scenario(deckWith([]), deckWith([])), { type: 'pass' });
    expect([s.turn.phase, s.turn.step]).toEqual(['battle', 'attack']);
  });
});

describe('GBF 6-5 burst phase', () => {
  const toBurst = (s: GameState) => advance(s, (x) => x.turn.phase === 'burst' && x.decision !== null && x.decision.kind !== 'gbf.main');

  test('GBF 6-5-1-2-1-1 / 6-5-1-2-1-2: the chain burst targets an opponent crew member (never the captain while there is one) for the face-down count', () => {
    let s = scenario(deckWith([]), deckWith(['SAMPLE-GBF-030', 'SAMPLE-GBF-012']));
    s = arrange(s, [['SAMPLE-GBF-036', Z.ougi, 0, { face: 'down' }], ['SAMPLE-GBF-036', Z.ougi, 0, { face: 'down' }], ['SAMPLE-GBF-036', Z.ougi, 0], ['SAMPLE-GBF-030', Z.crew, 1], ['SAMPLE-GBF-012', Z.crew, 1]]).state;
    s = toBurst(s);
    expect(s.decision!.rule).toBe('GBF 6-5-1-2-1-1');
    const targets = s.decision!.candidates!;
    expect(targets.map((id) => s.cards[id]!.cardId).sort()).toEqual(['SAMPLE-GBF-012', 'SAMPLE-GBF-030']);
    const garon = targets.find((id) => s.cards[id]!.cardId === 'SAMPLE-GBF-012')!; // HP 5
    const r = apply(s, { type: 'pick', player: 0, card: garon });
    expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ card: garon, amount: 2, kind: 'chainBurst' });
    expect(cardIdsIn(r.state, Z.crew, 1)).toContain('SAMPLE-GBF-012'); // 2 < 5
  });

  test('GBF 6-5-1-2-1-1: with no opponent crew the chain burst hits the captain; 6-5-1-2-1-4 face-down cards go to the deck bottom in the chosen order, face-up ones stay', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-010', 'SAMPLE-GBF-015']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-010', Z.ougi, 0, { face: 'down' }], ['SAMPLE-GBF-015', Z.ougi, 0, { face: 'down' }], ['SAMPLE-GBF-036', Z.ougi, 0]]).state;
    s = advance(s, (x) => x.decision?.rule === 'GBF 6-5-1-2-1-4');
    const down = s.decision!.items!;
    const first = down.find((id) => s.cards[id]!.cardId === 'SAMPLE-GBF-015')!;
    const r = apply(s, { type: 'next', player: 0, item: first });
    expect(cardIdsIn(r.state, Z.deck, 0).slice(-2)).toEqual(['SAMPLE-GBF-015', 'SAMPLE-GBF-010']);
    expect(cardIdsIn(r.state, Z.ougi, 0)).toEqual(['SAMPLE-GBF-036']);
  });

  test('GBF 6-5-1-2: no face-down gauge card, no chain burst', () => {
    let s = scenario(deckWith([]), deckWith(['SAMPLE-GBF-030']));
    s = arrange(s, [['SAMPLE-GBF-036', Z.ougi, 0], ['SAMPLE-GBF-030', Z.crew, 1]]).state;
    s = advance(s, atMain(1));
    expect(cardIdsIn(s, Z.crew, 1)).toEqual(['SAMPLE-GBF-030']);
  });

  test('GBF 6-5-1-3: 「ターン中」 effects end at the end of the turn; 6-5-1-4 the opponent becomes the turn player', () => {
    let s = scenario(deckWith(['SAMPLE-GBF-014']), deckWith([]));
    s = arrange(s, [['SAMPLE-GBF-014', Z.crew, 0]]).state;
    s = take(s, { type: 'activate' }); // ハル 焼き入れ 〔(0)〕: ATK+1 this turn
    s = take(s, { type: 'pick' });
    expect(s.effects.some((e) => e.duration === 'untilEndOfTurn')).toBe(true);
    s = advance(s, atMain(1));
    expect(s.effects.some((e) => e.duration === 'untilEndOfTurn')).toBe(false);
    expect(s.turn.active).toBe(1);
  });

  test('GBF 6-5 (no hand limit): a hand of 12 is kept through the end of the turn', () => {
    let s = scenario(deckWith([]), deckWith([]));
    s = arrange(s, Array.from({ length: 7 }, () => ['SAMPLE-GBF-036', Z.hand, 0] as [string, string, number])).state;
    expect(zoneCards(s, Z.hand, 0)).toHaveLength(12);
    s = advance(s, atMain(1));
    expect(zoneCards(s, Z.hand, 0)).toHaveLength(12);
  });
});
