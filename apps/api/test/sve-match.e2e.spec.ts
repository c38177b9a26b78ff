/**
 * Shadowverse Evolve over HTTP (issue 5): a full game between two real starter-card decks in sealed mode,
 * both players driven only by their own views, to a win/loss/draw (SVE 1.2, 11); at every step the view of
 * each player holds no card that is hidden from that player (hand, deck order), and the game replays to the
 * same final hash.
 */
import { readFileSync } from 'node:fs';
import { canSee, generateKey, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { knownFromEvents, mentioned, playSealedGame, post, unsealFrom } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'shadowverse-evolve';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.decks.json', 'utf8')) as Array<{ name: string; deck: any }>;
const deckOf = (set: string) => decks.find((d) => d.name.includes(set))!.deck;
const open = (token: string) => unsealFrom(t, token, [{ kid: 'k1', key: KEY }], GAME);

/**
 * Catalog ids of the OPPONENT's cards hidden from `viewer` (hand, deck) that have no copy the viewer can see,
 * so their ids must not appear in the viewer's view. (A player's own hidden cards are not secret from them:
 * they put their mulligan on the bottom themselves.)
 */
function secretIds(state: GameState, viewer: number, known: ReadonlySet<string> = new Set()): string[] {
  const hidden = new Set<string>();
  const seen = new Set<string>(known);
  for (const c of Object.values(state.cards)) {
    if (canSee(state, viewer, c.id)) {
      seen.add(c.cardId);
      // public facts of a visible card may name other cards (an evolved follower names the card it evolved from)
      JSON.stringify(c.flags ?? {}, (_k, v) => (typeof v === 'string' && v in state.catalog && seen.add(v), v));
    } else if (c.owner !== viewer) hidden.add(c.cardId);
  }
  return [...hidden].filter((id) => !seen.has(id));
}

describe('SVE: a whole game over HTTP in sealed mode (SVE 6.2, 7, 8, 11)', () => {
  it('SD01 (Elf) vs SD02 (Royal): each player acts from its own view only; no view leaks; replay matches', async () => {
    const players = [
      { name: 'Elf', deck: deckOf('SD01') },
      { name: 'Royal', deck: deckOf('SD02') },
    ];
    const { final, checked } = await playSealedGame({
      t,
      game: GAME,
      keyring: [{ kid: 'k1', key: KEY }],
      players,
      seed: 'sve-http-1',
      pickSeed: 11,
      maxSteps: 5000,
      checkEvery: 1,
      leaks: (state, p, view) => {
        const known = new Set<string>();
        knownFromEvents(state, p, view.events, known);
        return mentioned(view, secretIds(state, p, known));
      },
      onStep: (res) => expect(JSON.stringify(res.body.status) + JSON.stringify(res.body.events ?? [])).not.toContain('"rng"'),
    });
    expect(final.status.unsupportedCards).toEqual([]); // every starter card is implemented: no allowUnsupported needed
    // SVE 1.2 / 11: the game ended by a rule (a leader at 0, a deck-out, or both at once = draw)
    const result = final.status.result;
    expect(result.rule).toMatch(/^SVE 11\./);
    expect(result.winners.length + result.losers.length).toBeGreaterThan(0);
    expect(final.status.winner === null ? result.winners : [final.status.winner]).toEqual(result.winners);
    expect(checked).toBeGreaterThan(50);
  }, 240_000);
});

describe('SVE 付録B B-1 sealed format over HTTP (the deck format selects the engine rules)', () => {
  // 30 main cards, no leader, 4 copies of one name, two classes: legal only in sealed (B-1 6.1.1.2–6.1.1.6)
  const sealedMain = () => {
    const sd01 = deckOf('SD01').main as Array<{ id: string; count: number }>;
    const main = [...sd01.slice(0, 8).map((e) => ({ ...e })), { id: 'SD02-002', count: 4 }];
    main[0]!.count += 30 - main.reduce((n, e) => n + e.count, 0);
    return main;
  };
  const players = () => [
    { name: 'A', deck: { main: sealedMain() } },
    { name: 'B', deck: { main: sealedMain() } },
  ];

  it('format "sealed" alone: leader-less 30-card decks start a game with options.format sealed, a stand-in leader at 20 health (B-1 6.2.1, 6.2.1.12)', async () => {
    const res = await post(t, `/v1/games/${GAME}/matches`, { players: players(), seed: 'sve-sealed-1', format: 'sealed', allowUnsupported: true });
    expect(res.status).toBe(200);
    const state = open(res.body.state);
    expect(state.options.format).toBe('sealed');
    expect(state.players.map((p) => p.counters.health)).toEqual([20, 20]);
  });

  it('the same decks in the standard format are refused as illegal (SVE 6.1.1.1: a leader is required)', async () => {
    const res = await post(t, `/v1/games/${GAME}/matches`, { players: players(), seed: 'sve-sealed-2' });
    expect(res.status).toBe(422);
    expect(res.body.type).toContain('illegal-deck');
  });

  it('options.format contradicting the deck format is a 400 naming both', async () => {
    const res = await post(t, `/v1/games/${GAME}/matches`, { players: players(), seed: 'sve-sealed-3', format: 'sealed', options: { format: 'standard' }, allowUnsupported: true });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('contradicts the deck format "sealed"');
  });
});
