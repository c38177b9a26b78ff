/**
 * SVE 7 turn structure: start phase (7.2.1 max PP +1 up to 10, 7.2.2 refill, 7.2.3 stand, 7.2.4 draw,
 * 7.2.4.1 no draw on the first player's first turn), main phase (7.3.3 actions, 7.3.4), end phase
 * (7.4.1 triggers, 7.4.3 Ward engage, 7.4.5 quick window, 7.4.7 hand limit, 7.4.8 "this turn" ends).
 */
import { addEffect, apply, legalActions, makeCtx, statOf, vocabularyFor } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { advance, arrange, counters, must, nextTurn, readerFor, started, zoneCards } from './engine-helpers.js';

describe('SVE 7.2 start phase', () => {
  test('SVE 7.2.1/7.2.2: max PP +1 each own turn, PP refilled to max', () => {
    let s = started();
    expect(counters(s, 0)).toMatchObject({ pp: 1, maxPp: 1 });
    s = nextTurn(s); // player 1's first turn
    expect(s.turn.active).toBe(1);
    expect(counters(s, 1)).toMatchObject({ pp: 1, maxPp: 1, turns: 1 });
    s.players[0]!.counters.pp = 0;
    s = nextTurn(s);
    expect(counters(s, 0)).toMatchObject({ pp: 2, maxPp: 2, turns: 2 });
  });

  test('SVE 7.2.1: max PP stops at 10 (9 → 10, 10 → 10)', () => {
    let s = started();
    s.players[1]!.counters.maxPp = 9;
    s = nextTurn(s);
    expect(counters(s, 1)).toMatchObject({ maxPp: 10, pp: 10 });
    s = nextTurn(s);
    s = nextTurn(s);
    expect(counters(s, 1)).toMatchObject({ maxPp: 10, pp: 10 });
  });

  test('SVE 7.2.3: the TP stands all their field cards; the other player\'s stay engaged', () => {
    let s = started();
    const a = arrange(s, [['SD02-007', 'field', 1], ['SD02-002', 'field', 0]]);
    s = a.state;
    s.cards[a.ids[0]!]!.tapped = true;
    s.cards[a.ids[1]!]!.tapped = true;
    s = nextTurn(s);
    expect(s.cards[a.ids[0]!]!.tapped).toBe(false);
    expect(s.cards[a.ids[1]!]!.tapped).toBe(true);
  });

  test('SVE 7.2.4/7.2.4.1: the second player draws on their first turn, the first player only from turn 2', () => {
    let s = started();
    expect(zoneCards(s, 'hand', 0)).toHaveLength(4);
    s = nextTurn(s);
    expect(zoneCards(s, 'hand', 1)).toHaveLength(5);
    s = nextTurn(s);
    expect(zoneCards(s, 'hand', 0)).toHaveLength(5);
  });
});

describe('SVE 7.3 main phase', () => {
  test('SVE 7.3.3: the TP is asked; end of main phase is always listed; the NTP cannot act', () => {
    const s = started();
    expect(s.decision).toMatchObject({ kind: 'sve.main', player: 0 });
    const legal = legalActions(s);
    expect(legal.filter((a) => a.type === 'endMain')).toEqual([{ type: 'endMain', player: 0 }]);
    expect(() => apply(s, { type: 'endMain', player: 1 })).toThrow(/player 0 is deciding/);
  });

  test('SVE 8.2.1/10.4.4: a card is playable only with PP ≥ its cost (at the limit and one short)', () => {
    let s = started();
    const { state, ids } = arrange(s, [['SD02-002', 'hand', 0]]); // cost 2
    s = state;
    s.players[0]!.counters.pp = 1;
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === ids[0])).toBe(false);
    s.players[0]!.counters.pp = 2;
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === ids[0])).toBe(true);
    const r = must(s, { type: 'play', player: 0, card: ids[0]! });
    expect(counters(r.state, 0).pp).toBe(0);
    expect(zoneCards(r.state, 'field', 0).map((id) => r.state.cards[id]!.cardId)).toEqual(['SD02-002']);
    expect(r.events.map((e) => e.type)).toContain('played');
  });

  test('SVE 10.6.2.6: no follower or amulet can be played onto a full field (5), a spell still can', () => {
    let s = started();
    const a = arrange(s, [
      ['SD02-007', 'field', 0], ['SD02-007', 'field', 0], ['SD02-007', 'field', 0], ['SD02-002', 'field', 0],
      ['SD02-019', 'hand', 0], ['SD02-014', 'hand', 0],
    ]);
    s = a.state;
    s.players[0]!.counters.pp = 5;
    expect(legalActions(s).some((x) => x.type === 'play' && x.card === a.ids[4])).toBe(true);
    const b = arrange(s, [['SD02-002', 'field', 0]]);
    s = b.state;
    expect(zoneCards(s, 'field', 0)).toHaveLength(5);
    expect(legalActions(s).some((x) => x.type === 'play' && x.card === a.ids[4])).toBe(false);
    expect(legalActions(s).some((x) => x.type === 'play' && x.card === a.ids[5])).toBe(true);
  });
});

describe('SVE 7.4 end phase', () => {
  test('SVE 7.4.3: the TP may engage any number of standing Ward followers', () => {
    let s = started();
    const a = arrange(s, [['SD02-008', 'field', 0], ['SD02-008', 'field', 0], ['SD02-007', 'field', 0]]);
    s = must(a.state, { type: 'endMain', player: 0 }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'SVE 7.4.3', player: 0, min: 0, max: 2, candidates: [a.ids[0], a.ids[1]].sort() });
    s = must(s, { type: 'pick', player: 0, card: a.ids[1]! }).state;
    s = must(s, { type: 'done', player: 0 }).state;
    expect(s.cards[a.ids[1]!]!.tapped).toBe(true);
    expect(s.cards[a.ids[0]!]!.tapped).toBe(false);
    expect(s.cards[a.ids[2]!]!.tapped).toBe(false);
  });

  test('SVE 7.4.5/7.4.6: the NTP gets a quick window; after a quick play, check timing and the window again', () => {
    let s = started('SD02', 'SD01');
    const a = arrange(s, [['SD02-007', 'field', 0], ['SD01-019', 'hand', 1]]);
    s = a.state;
    Object.assign(s.players[1]!.counters, { pp: 1, maxPp: 1 });
    s = must(s, { type: 'endMain', player: 0 }).state;
    expect(s.decision).toMatchObject({ kind: 'sve.quick', player: 1, rule: 'SVE 7.4.5' });
    expect(legalActions(s)).toEqual([{ type: 'play', player: 1, card: a.ids[1] }, { type: 'pass', player: 1 }]);
    s = must(s, { type: 'play', player: 1, card: a.ids[1]! }).state; // エンジェルスナイプ: the only target is chosen by itself
    expect(zoneCards(s, 'field', 0)).toEqual([]); // 2/2 destroyed at the check timing (7.4.6)
    expect(s.decision).toMatchObject({ kind: 'sve.quick', player: 1 });
    expect(legalActions(s)).toEqual([{ type: 'pass', player: 1 }]);
  });

  test('SVE 7.4.7: the TP discards down to the hand limit (8 → 7; 7 stays)', () => {
    let s = started();
    const a = arrange(s, [['SD02-007', 'hand', 0], ['SD02-007', 'hand', 0], ['SD02-002', 'hand', 0], ['SD02-019', 'hand', 0]]);
    s = a.state;
    expect(zoneCards(s, 'hand', 0)).toHaveLength(8);
    s = advance(s, (x) => x.decision?.rule === 'SVE 7.4.7');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, min: 1, max: 1 });
    s = must(s, { type: 'pick', player: 0, card: a.ids[2]! }).state;
    expect(zoneCards(s, 'hand', 0)).toHaveLength(7);
    expect(zoneCards(s, 'cemetery', 0).map((id) => s.cards[id]!.cardId)).toEqual(['SD02-002']);
    expect(s.turn.active).toBe(1);
    // player 1 has 5 cards: no discard
    s = nextTurn(s);
    expect(zoneCards(s, 'cemetery', 1)).toEqual([]);
  });

  test('SVE 7.4.8: effects lasting "this turn" end; permanent ones stay', () => {
    let s = started();
    const a = arrange(s, [['SD02-002', 'field', 0]]);
    s = a.state;
    const ctx = makeCtx(s, definition, vocabularyFor(definition));
    addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [a.ids[0]!], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, duration: 'untilEndOfTurn' });
    addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [a.ids[0]!], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: 1 }, duration: 'permanent' });
    s = ctx.state;
    expect(statOf(readerFor(s), a.ids[0]!, 'attack')).toBe(5);
    s = nextTurn(s);
    expect(statOf(readerFor(s), a.ids[0]!, 'attack')).toBe(3);
    expect(statOf(readerFor(s), a.ids[0]!, 'defense')).toBe(4);
  });
});
