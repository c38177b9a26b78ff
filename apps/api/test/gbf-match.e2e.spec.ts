/**
 * Granblue Fantasy TCG over HTTP (issue 12): a whole game between two example decks in sealed mode, both players
 * driven only by their own views, to a win / loss / draw (GBF 1-2, 9-4-1); at every step neither view holds a card
 * hidden from its player (the opponent's hand and captain deck 3-3-3 / 3-5-2, every deck's order 3-2-2, every armor
 * card — hidden from its owner too, 3-8-2), and the game replays to the same final hash. Coverage and example decks
 * are served for the game.
 */
import { readFileSync } from 'node:fs';
import { canSee, generateKey, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { knownFromEvents, mentioned, playSealedGame, post } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'granblue-fantasy';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/granblue-fantasy.decks.json', 'utf8')) as Array<{ name: string; deck: any; legal: boolean }>;
const deckOf = (name: string) => decks.find((d) => d.name === name)!.deck;

/**
 * Catalog ids of cards hidden from `viewer` (the opponent's hidden cards, and every armor card, 3-8-2) of which the viewer
 * has never seen a copy during the game (`everSeen`: its own redraw and the reveals let it know some identities):
 * they must not appear in its view (with its events).
 */
function secretIds(state: GameState, viewer: number, everSeen: Set<string>): string[] {
  const hidden = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if (canSee(state, viewer, c.id)) everSeen.add(c.cardId);
    else if (c.owner !== viewer || state.zones[c.zone]!.name === 'armor') hidden.add(c.cardId);
  }
  return [...hidden].filter((id) => !everSeen.has(id));
}

describe('GBF: a whole game over HTTP in sealed mode (GBF 5-2, 6, 7, 9-4-1)', () => {
  it('火水 (male captains) vs 風光闇 (female captains): each player acts from its own view only; no view leaks; replay matches', async () => {
    const players = [
      { name: 'Fire-Water', deck: deckOf('GBF sample: 火水 male captains') },
      { name: 'Wind-Light-Dark', deck: deckOf('GBF sample: 風光闇 female captains') },
    ];
    const everSeen = [new Set<string>(), new Set<string>()];
    const { final, checked } = await playSealedGame({
      t,
      game: GAME,
      keyring: [{ kid: 'k1', key: KEY }],
      players,
      seed: 'gbf-http-1',
      pickSeed: 7,
      maxSteps: 6000,
      checkEvery: 1,
      leaks: (state, p, view) => {
        knownFromEvents(state, p, view.events, everSeen[p]!);
        return mentioned(view, secretIds(state, p, everSeen[p]!));
      },
      onStep: (res) => {
        for (const p of [0, 1]) {
          const view = res.body.views[String(p)];
          for (const q of [0, 1]) {
            expect(view.zones[`${q}:deck`].cards).toBeNull(); // 3-2-2: a count only
            expect(view.zones[`${q}:armor`].cards).toBeNull(); // 3-8-2: hidden from everyone, the owner included
          }
          expect(view.zones[`${1 - p}:captainDeck`].cards).toBeNull(); // 3-5-2: the opponent sees only its face-up cards
        }
      },
    });
    expect(final.status.unsupportedCards).toEqual([]); // every card implemented: no allowUnsupported
    expect(final.status.result.rule).toMatch(/^GBF (9-4-1-3|9-4-1-4|1-2-3|1-2-5|11-1-1-1)$/);
    expect(checked).toBeGreaterThan(100);
  }, 600_000);

  it('an action that is not listed is a 422 naming the rule of the decision', async () => {
    const players = [
      { name: 'A', deck: deckOf('GBF sample: 火水 male captains') },
      { name: 'B', deck: deckOf('GBF sample: 風光闇 female captains') },
    ];
    const res = await post(t, `/v1/games/${GAME}/matches`, { players, seed: 'gbf-http-2' });
    const p = res.body.status.decider as number;
    const bad = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action: { type: 'pass', player: p } });
    expect(bad.status).toBe(422);
    expect(bad.body.rule).toBe('GBF 5-2-1-5-1');
  });

  it('GET coverage counts the sample catalog; GET decks/examples marks the legal example decks playable; GET formats lists the engine options', async () => {
    const cov = await t.inject({ method: 'GET', url: `/v1/games/${GAME}/coverage` });
    expect(cov.statusCode).toBe(200);
    const body = JSON.parse(cov.body);
    expect(body.byStatus.unsupported + body.byStatus.partial).toBe(0);
    expect(body.byStatus.implemented).toBeGreaterThan(70);
    const ex = JSON.parse((await t.inject({ method: 'GET', url: `/v1/games/${GAME}/decks/examples` })).body) as Array<{ legal: boolean; playable: boolean }>;
    expect(ex.filter((d) => d.playable).length).toBeGreaterThanOrEqual(2);
    expect(ex.every((d) => d.playable === d.legal)).toBe(true);
    const formats = JSON.parse((await t.inject({ method: 'GET', url: `/v1/games/${GAME}/formats` })).body) as Array<{ options: Record<string, unknown>; optionDocs: Record<string, string> }>;
    for (const f of formats) for (const k of ['gbfRankScope', 'gbfDamage', 'gbfTriggerActivation', 'gbfBattleEnd', 'gbfOugiLimit']) expect(Object.keys(f.optionDocs)).toContain(k);
  });

  it('match options: a named option is accepted, an unknown reading is refused', async () => {
    const players = [
      { name: 'A', deck: deckOf('GBF sample: 火水 male captains') },
      { name: 'B', deck: deckOf('GBF sample: 風光闇 female captains') },
    ];
    const ok = await post(t, `/v1/games/${GAME}/matches`, { players, seed: 'gbf-http-3', options: { gbfRankScope: 'combined' }, stateMode: 'open' });
    expect(ok.status).toBe(200);
    expect(ok.body.state.options.gbfRankScope).toBe('combined');
    const bad = await post(t, `/v1/games/${GAME}/matches`, { players, seed: 'gbf-http-3', options: { gbfRankScope: 'sideways' } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });
});
