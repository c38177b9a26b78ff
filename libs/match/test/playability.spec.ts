/**
 * libs/match deckPlayability (issue #17): the `playable` verdict without an engine, and with a deck section the engine
 * lacks; the card walk itself is the kernel's (deckSupport, tested with createGame in apps/api/test/deck-playability.e2e.spec.ts).
 */
import { coverageFrom } from '../../engine/src/index.js';
import { deckPlayability } from '../src/index.js';

describe('deckPlayability', () => {
  test('a game with no rules engine: not playable, reason no-engine (matches answer 501)', () => {
    const p = deckPlayability({ game: 'nothing', def: null, deck: { main: [{ id: 'A01', count: 1 }] }, legal: true, cards: () => null, coverage: coverageFrom([]) });
    expect([p.playable, p.reason, p.cards, p.invalidAbilities]).toEqual([false, 'no-engine', [], []]);
    expect(p.message).toContain('501 no-engine');
  });

  test('an illegal deck is never playable, whatever its cards', () => {
    const p = deckPlayability({ game: 'nothing', def: null, deck: {}, legal: false, cards: () => null, coverage: coverageFrom([]) });
    expect(p.playable).toBe(false);
  });
});
