/**
 * The shipped example decks (libs/catalog/data/pso2.decks.json): every legal one is playable — all its cards are
 * implemented (so a game is created without allowUnsupported) — and plays a whole game to its end; the raid boss
 * deck with two party decks plays a whole raid.
 */
import { createGame, type CatalogCard } from '../../../engine/src/index.js';
import { coverage, definition } from '../src/index.js';
import { CARDS, EXAMPLE_DECKS, engineDeck, playRandom, playerDecks } from './helpers.js';

const players = playerDecks();
const boss = EXAMPLE_DECKS.find((d) => d.legal && d.format === 'raid')!;

describe('PSO2 example decks', () => {
  test('4 playable player decks and 1 raid boss deck are shipped', () => {
    expect(players.map((d) => d.name)).toEqual([
      'PSO2 sample: red Hunter (40)', 'PSO2 sample: black player (40)', 'PSO2 sample: yellow Force (50)', 'PSO2 sample: blue Ranger (45)',
    ]);
    expect(boss.deck.boss).toBe('SAMPLE-PSO2-B01');
  });

  test.each(players.map((d, i) => [d.name, i] as const))('PSO2 101: %s plays a whole game (every card implemented)', (_name, i) => {
    const other = players[(i + 1) % players.length]!;
    const { state } = createGame(definition, { seed: `example-${i}`, players: [{ name: 'A', deck: engineDeck(players[i]!) }, { name: 'B', deck: engineDeck(other) }], cards: CARDS as unknown as CatalogCard[], coverage });
    const end = playRandom(state, `example-${i}`).state;
    expect(end.result).not.toBeNull();
  });

  test('raid: two party decks and the boss deck play a whole raid (every difficulty)', () => {
    for (const [i, raidDifficulty] of ['normal', 'hard', 'veryHard'].entries()) {
      const { state } = createGame(definition, {
        seed: `raid-${i}`,
        players: [{ name: 'A', deck: engineDeck(players[i]!) }, { name: 'B', deck: engineDeck(players[i + 1]!) }, { name: 'Boss', deck: engineDeck(boss) }],
        cards: CARDS as unknown as CatalogCard[], coverage, options: { format: 'raid', raidDifficulty },
      });
      const end = playRandom(state, `raid-${i}`).state;
      expect(end.result).not.toBeNull();
      expect(end.result!.winners.length).toBeGreaterThan(0);
    }
  });
});
