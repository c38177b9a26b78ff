/**
 * The ability interpreter's shared primitives, one at a time, in the SANDBOX game
 * (player 0 fields S00 S01 S02, hand S03 S04; player 1 fields S10 S11 S12, hand S13 S14; life 10, energy 2).
 */
import { apply, expire, hasKeyword, legalActions, makeCtx, statOf, view, vocabularyFor, type GameState, type JsonObject } from '../src/index.js';
import { SANDBOX, sandbox } from './sandbox.js';

const reader = (s: GameState) => ({ state: s, vocab: vocabularyFor(SANDBOX) });
const ids = (s: GameState, key: string) => s.zones[key]!.cards;
const cids = (s: GameState, key: string) => ids(s, key).map((id) => s.cards[id]!.cardId);
const life = (s: GameState, p: number) => s.players[p]!.counters.life;
const waiting = (s: GameState) => s.decision!.kind === 'sandbox.wait';
const choose = (s: GameState, option: unknown) => apply(s, { type: 'choose', player: s.decision!.player, option: option as never }).state;
const pick = (s: GameState, card: string) => apply(s, { type: 'pick', player: s.decision!.player, card }).state;
const byCard = (s: GameState, cid: string) => Object.values(s.cards).find((c) => c.cardId === cid)!.id;

test('damage to a player and to a chosen card; 0 damage does nothing (SVE 1.3.2.2)', () => {
  let s = sandbox({ type: 'damage', target: { player: 'opponent' }, amount: 3 }).state;
  expect(life(s, 1)).toBe(7);
  const r = sandbox({ type: 'damage', target: { zone: 'field', side: 'opponent', count: 1 }, amount: 2 });
  s = r.state;
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, min: 1, max: 1 });
  expect([...s.decision!.candidates!].sort()).toEqual([...ids(s, '1:field')].sort());
  const target = s.decision!.candidates![0]!;
  s = pick(s, target);
  expect(s.cards[target]!.counters.damage).toBe(2);
  const zero = sandbox({ type: 'damage', target: { player: 'opponent' }, amount: 0 });
  expect(life(zero.state, 1)).toBe(10);
  expect(zero.events.some((e) => e.type === 'damage')).toBe(false);
});

test('heal: player life up; card damage down but never below 0', () => {
  expect(life(sandbox({ type: 'heal', target: { player: 'you' }, amount: 4 }).state, 0)).toBe(14);
  const s = sandbox({ type: 'sequence', steps: [
    { type: 'damage', target: { ref: 'self' }, amount: 1 },
    { type: 'heal', target: { ref: 'self' }, amount: 5 },
  ] }).state;
  expect(s.cards[ids(s, '0:field')[0]!]!.counters).toEqual({});
  expect(s.scopes).toEqual({}); // the effect's variable scope is dropped when it is done
});

test('destroy all (no count = every match, no decision) goes to the owners\' discard', () => {
  const r = sandbox({ type: 'destroy', target: { zone: 'field', side: 'opponent' } });
  expect(ids(r.state, '1:field')).toEqual([]);
  expect(cids(r.state, '1:discard').sort()).toEqual(['S10', 'S11', 'S12']);
  expect(r.events.filter((e) => e.type === 'moved' && e.reason === 'destroy')).toHaveLength(3);
  expect(waiting(r.state)).toBe(true);
});

test('move to a zone of a named player, to the bottom; the moved card is a new object', () => {
  const r = sandbox({ type: 'move', target: { ref: 'self' }, to: { zone: 'deck', player: 'opponent' }, position: 'bottom' });
  const deck = ids(r.state, '1:deck');
  expect(r.state.cards[deck[deck.length - 1]!]!.cardId).toBe('S00');
  expect(cids(r.state, '0:field')).toEqual(['S01', 'S02']);
});

test('filters (type, trait, cost compare) and "up to" targets', () => {
  let s = sandbox({ type: 'tap', target: { zone: 'field', filter: { trait: 'odd', cost: { lte: 2 } }, count: 2, upTo: true } }).state;
  // odd traits on field: S01 (cost 1), S11 (cost 3 -> excluded)
  expect(s.decision!.candidates!.map((id) => s.cards[id]!.cardId)).toEqual(['S01']);
  expect(s.decision).toMatchObject({ min: 0, max: 1 });
  s = pick(s, s.decision!.candidates![0]!);
  expect(s.cards[byCard(s, 'S01')]!.tapped).toBe(true);
});

test('addCounter never goes below 0; gain changes a player counter', () => {
  const s = sandbox({ type: 'sequence', steps: [
    { type: 'addCounter', target: { ref: 'self' }, counter: 'plus', amount: 2 },
    { type: 'addCounter', target: { ref: 'self' }, counter: 'plus', amount: -5 },
    { type: 'addCounter', target: { player: 'each' }, counter: 'shield', amount: 1 },
    { type: 'gain', player: 'you', counter: 'energy', amount: -2 },
  ] }).state;
  expect(s.cards[ids(s, '0:field')[0]!]!.counters).toEqual({});
  expect(s.players.map((p) => p.counters.shield)).toEqual([1, 1]);
  expect(s.players[0]!.counters.energy).toBe(0);
});

test('optional ("you may") and if/else', () => {
  let s = sandbox({ type: 'optional', effect: { type: 'gain', counter: 'life', amount: 1 } }).state;
  expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
  expect(life(choose(s, 'yes'), 0)).toBe(11);
  expect(life(choose(s, 'no'), 0)).toBe(10);
  const cond = (gte: number) => sandbox({ type: 'if', condition: { type: 'count', selector: { zone: 'field', side: 'you' }, compare: { gte } }, then: { type: 'gain', counter: 'life', amount: 1 }, else: { type: 'gain', counter: 'life', amount: -1 } }).state;
  expect(life(cond(3), 0)).toBe(11); // exactly 3 on the field: at the boundary
  expect(life(cond(4), 0)).toBe(9);
});

test('modes: choose up to 2, "done" only after one, resolved in printed order (SVE 5.18)', () => {
  const modes: JsonObject = { type: 'chooseOne', count: 2, upTo: true, options: [
    { label: 'draw', effect: { type: 'draw', amount: 1 } },
    { label: 'life', effect: { type: 'gain', counter: 'life', amount: 5 } },
    { label: 'hit', effect: { type: 'damage', target: { player: 'opponent' }, amount: 1 } },
  ] };
  let s = sandbox(modes).state;
  expect(legalActions(s).map((a) => a.option)).toEqual([0, 1, 2]);
  s = choose(s, 2);
  expect(legalActions(s).map((a) => a.option)).toEqual([0, 1, 'done']);
  const r = apply(s, { type: 'choose', player: 0, option: 0 });
  expect(life(r.state, 1)).toBe(9);
  const order = r.events.filter((e) => e.type === 'damage' || e.type === 'drew').map((e) => e.type);
  expect(order).toEqual(['drew', 'damage']); // printed order, not choice order
  expect(life(choose(choose(sandbox(modes).state, 1), 'done'), 0)).toBe(15);
});

test('draw up to N: one decision per card (SVE 5.10.3)', () => {
  let s = sandbox({ type: 'draw', amount: 2, upTo: true }).state;
  const hand = ids(s, '0:hand').length;
  expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['draw', 'stop'] });
  s = choose(s, 'draw');
  expect(ids(s, '0:hand')).toHaveLength(hand + 1);
  s = choose(s, 'draw');
  expect(ids(s, '0:hand')).toHaveLength(hand + 2);
  expect(waiting(s)).toBe(true); // stopped at N without asking
  expect(ids(choose(sandbox({ type: 'draw', amount: 2, upTo: true }).state, 'stop'), '0:hand')).toHaveLength(hand);
});

test('modify (set) and grantKeyword with durations; expiry at the marker', () => {
  const s = sandbox({ type: 'sequence', steps: [
    { type: 'modify', target: { ref: 'self' }, stat: 'attack', set: 7, duration: 'untilEndOfTurn' },
    { type: 'modify', target: { ref: 'self' }, stat: 'attack', add: { count: { zone: 'field', side: 'you' } }, duration: { until: 'endOfBattle' } },
    { type: 'grantKeyword', target: { ref: 'self' }, keyword: 'ward', duration: 'untilEndOfTurn' },
  ] }).state;
  const self = ids(s, '0:field')[0]!;
  expect(statOf(reader(s), self, 'attack')).toBe(10); // set 7, then +3 (timestamp order)
  expect(hasKeyword(reader(s), self, 'ward')).toBe(true);
  const ctx = makeCtx(s, SANDBOX, vocabularyFor(SANDBOX));
  expect(expire(ctx, 'endOfTurn')).toBe(2);
  expect(statOf(ctx, self, 'attack')).toBe(3); // printed 0 + 3
  expect(hasKeyword(ctx, self, 'ward')).toBe(false);
  expect(expire(ctx, 'endOfBattle')).toBe(1);
  expect(statOf(ctx, self, 'attack')).toBe(0);
});

test('amounts: {count, per} drops leftovers (SVE 5.29.1); {counter}; {stat, of}', () => {
  expect(life(sandbox({ type: 'damage', target: { player: 'opponent' }, amount: { count: { zone: 'field' }, per: 4 } }).state, 1)).toBe(9); // 6 cards / 4 = 1
  expect(life(sandbox({ type: 'gain', counter: 'life', amount: { counter: 'energy' } }).state, 0)).toBe(12);
  expect(life(sandbox({ type: 'damage', target: { player: 'opponent' }, amount: { stat: 'attack', of: { zone: 'field', side: 'you' } } }).state, 1)).toBe(7); // attacks 0 + 1 + 2
});

test('random targets use the state RNG (no decision), the opponent can be the chooser, hidden cards cannot be chosen by information', () => {
  const r = sandbox({ type: 'move', target: { zone: 'hand', side: 'opponent', count: 1, random: true }, to: 'discard' });
  expect(ids(r.state, '1:hand')).toHaveLength(1);
  expect(ids(r.state, '1:discard')).toHaveLength(1);
  expect(waiting(r.state)).toBe(true);
  const again = sandbox({ type: 'move', target: { zone: 'hand', side: 'opponent', count: 1, random: true }, to: 'discard' });
  expect(cids(again.state, '1:discard')).toEqual(cids(r.state, '1:discard')); // same seed, same pick
  const opp = sandbox({ type: 'destroy', target: { zone: 'field', side: 'opponent', count: 1, chooser: 'opponent' } }).state;
  expect(opp.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
  const blind = sandbox({ type: 'move', target: { zone: 'hand', side: 'opponent', filter: { cost: { lte: 9 } }, count: 1 }, to: 'discard' }).state;
  expect(ids(blind, '1:hand')).toHaveLength(2); // none choosable: player 0 cannot see them
  expect(waiting(blind)).toBe(true);
});

test('reveal to the opponent; shuffle re-keys the deck; loseGame ends the game', () => {
  const r = sandbox({ type: 'reveal', target: { zone: 'hand', side: 'you' }, to: 'opponent' });
  const hand = ids(r.state, '0:hand');
  expect(view(r.state, 1, SANDBOX).zones['0:hand']!.cards!.every((c) => !c.hidden)).toBe(true);
  expect(hand).toHaveLength(2);
  const before = sandbox(null).state;
  const after = sandbox({ type: 'shuffle', player: 'opponent' }).state;
  expect(ids(after, '1:deck').some((id) => ids(before, '1:deck').includes(id))).toBe(false);
  expect([...cids(after, '1:deck')].sort()).toEqual([...cids(before, '1:deck')].sort());
  const over = sandbox({ type: 'loseGame', player: 'opponent' }).state;
  expect(over.result).toMatchObject({ winners: [0], losers: [1], draw: false, reason: 'card effect' });
});

test('static abilities modify others while they function', () => {
  const s = sandbox(null, { field0: ['S-STATIC', 'S01', 'S02'], extraCards: ['S-STATIC'] }).state;
  const banner = byCard(s, 'S-STATIC');
  expect(statOf(reader(s), byCard(s, 'S01'), 'attack')).toBe(2); // 1 + 1
  expect(statOf(reader(s), banner, 'attack')).toBe(0); // "other"
  expect(statOf(reader(s), byCard(s, 'S11'), 'attack')).toBe(1); // opponent's: unchanged
});

test('activated abilities: listed only when payable; costs paid all at once; once per turn', () => {
  let s = sandbox(null, { field0: ['S-ACT', 'S01', 'S02'], extraCards: ['S-ACT'] }).state;
  const well = byCard(s, 'S-ACT');
  expect(legalActions(s)).toEqual([{ type: 'activate', player: 0, card: well, index: 0 }, { type: 'pass', player: 0 }]);
  const hand = ids(s, '0:hand').length;
  s = apply(s, legalActions(s)[0]!).state;
  expect(s.cards[well]!.tapped).toBe(true);
  expect(s.players[0]!.counters.energy).toBe(1);
  expect(ids(s, '0:hand')).toHaveLength(hand + 1);
  expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
  // untapped again, but the per-turn limit holds
  s.cards[well]!.tapped = false;
  expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
  // without energy it cannot be paid
  s.usage = {};
  s.players[0]!.counters.energy = 0;
  expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
});

