/**
 * Hidden information in views and events (SVE 4.1.2, 4.5.2, 4.6.2, 4.6.3, 4.7.2): hands and
 * face-down evolve decks are placeholders for the opponent, decks are counts, draws are redacted,
 * face-up evolve-deck cards are public, legal actions (with evolve-card ids) only go to the decider.
 */
import { apply, eventsFor, view, zoneKey } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { arrange, must, nextTurn, started } from './engine-helpers.js';

describe('SVE views', () => {
  test('SVE 4.7.2/4.5.2: the opponent sees hand placeholders and deck counts; the owner sees the hand, not the deck order', () => {
    const s = started('SD01', 'SD02', 'views');
    const mine = view(s, 0, definition);
    const theirs = view(s, 1, definition);
    const hand = mine.zones[zoneKey('hand', 0)]!;
    expect(hand.cards!.every((c) => c.hidden === false)).toBe(true);
    const opp = theirs.zones[zoneKey('hand', 0)]!;
    expect(opp.cards!.every((c) => c.hidden === true && !('cardId' in c))).toBe(true);
    expect(opp.count).toBe(4);
    for (const v of [mine, theirs]) {
      expect(v.zones[zoneKey('deck', 0)]!.cards).toBeNull();
      expect(v.zones[zoneKey('deck', 0)]!.count).toBe(36);
    }
    expect(JSON.stringify(theirs)).not.toMatch(/"rng"|"stack"|"secret"/);
  });

  test('SVE 4.6.2/4.6.3: the evolve deck is visible to its owner only; a face-up evolve card is public', () => {
    let s = started('SD02', 'SD02', 'views-evo');
    const a = arrange(s, [['SD02-003', 'field', 0]]);
    s = a.state;
    const evo = s.zones[zoneKey('evolveDeck', 0)]!.cards;
    const mine = view(s, 0, definition).zones[zoneKey('evolveDeck', 0)]!;
    const theirs = view(s, 1, definition).zones[zoneKey('evolveDeck', 0)]!;
    expect(mine.cards!.map((c) => c.hidden)).toEqual(evo.map(() => false));
    expect(theirs.cards!.map((c) => c.hidden)).toEqual(evo.map(() => true));
    s.players[0]!.counters.pp = 1;
    const ev = view(s, 0, definition).legalActions!.find((x) => x.type === 'evolve')!;
    expect(view(s, 1, definition).legalActions).toBeNull();
    s = must(s, ev).state;
    // the follower dies: its evolve card returns face up and becomes public (4.6.3, 11.6.1)
    s.effects.push({ id: 'k', source: null, sourceCardId: null, controller: 1, targets: [a.ids[0]!], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: -9 }, duration: 'permanent', timestamp: 1 });
    s = must(s, { type: 'endMain', player: 0 }).state;
    const up = view(s, 1, definition).zones[zoneKey('evolveDeck', 0)]!.cards!.filter((c) => c.hidden === false);
    expect(up.map((c) => (c as { cardId: string }).cardId)).toEqual(['SD02-004']);
  });

  test('SVE 4.7.2: a draw is full for the drawer and redacted (no id, no catalog id) for the opponent', () => {
    const s = started('SD01', 'SD02', 'views-draw');
    const r = apply(apply(s, { type: 'endMain', player: 0 }).state, { type: 'pass', player: 1 });
    const full = eventsFor(r.events, 1).filter((e) => e.type === 'drew');
    const redacted = eventsFor(r.events, 0).filter((e) => e.type === 'drew');
    expect(full).toHaveLength(1);
    expect(typeof full[0]!.card).toBe('string');
    expect(redacted).toEqual([{ type: 'drew', player: 1, count: 1 }]);
    const moved = eventsFor(r.events, 0).filter((e) => e.type === 'moved' && e.reason === 'draw');
    expect(moved.length).toBe(1);
    expect(moved.every((e) => e.cardId === undefined && e.prev === null)).toBe(true); // the hand id is an opaque placeholder
    expect(nextTurn(s).turn.active).toBe(1);
  });
});
