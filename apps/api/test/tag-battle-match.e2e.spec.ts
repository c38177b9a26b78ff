/**
 * Tag battle over HTTP (issue 13): a full game between two playable example decks in sealed mode, both players
 * driven only by their own views, to a win / loss / draw (TB C-6 main leader KO'd, C-7 deck-out, D-32); at every
 * step no view shows a card hidden from its player (the opponent's hand and deck), and the game replays to the
 * same final hash. Also: the example decks are served as playable, the formats list the named options, the
 * coverage route answers from the game's registry.
 */
import { readFileSync } from 'node:fs';
import { canSee, generateKey, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { get, hiddenIds, mentioned, playSealedGame, post } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'tag-battle';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/tag-battle.decks.json', 'utf8')) as Array<{ name: string; deck: any; legal: boolean }>;
const deckOf = (part: string) => decks.find((d) => d.name.includes(part))!.deck;

/** Catalog ids of the opponent's cards hidden from `viewer` that have no copy the viewer can see. */
function secretIds(state: GameState, viewer: number): string[] {
  const seen = new Set(Object.values(state.cards).filter((c) => canSee(state, viewer, c.id)).map((c) => c.cardId));
  return [...hiddenIds(state, viewer, (_name, owner) => owner !== viewer)].filter((id) => !seen.has(id));
}

describe('tag-battle: a whole game over HTTP in sealed mode (TB C-6, C-7, S1–S10)', () => {
  it('料理 deck vs ひかり / しずく: each player acts from its own view only; no view leaks; replay matches', async () => {
    const players = [
      { name: 'Kotomi', deck: deckOf('料理') },
      { name: 'Hikari', deck: deckOf('ひかり / しずく') },
    ];
    // windows where passing is the only answer are skipped (D-23 option): a shorter game over HTTP
    const options = { D23_responseWindows: 'whenPlayable' };
    const { final, checked } = await playSealedGame({
      t,
      game: GAME,
      keyring: [{ kid: 'k1', key: KEY }],
      players,
      body: { options },
      seed: 'tag-http-1',
      pickSeed: 13,
      maxSteps: 5000,
      checkEvery: 7,
      leaks: (state, p, view) => mentioned(view, secretIds(state, p)),
    });
    expect(final.status.unsupportedCards).toEqual([]);
    expect(final.status.result.rule).toMatch(/^TB (C-6|C-7|D-6|D-32)/);
    expect(checked).toBeGreaterThan(20);
  }, 300_000);

  it('an illegal action is a 422 naming the rule; the example decks are playable; the formats carry the D-n options; coverage answers', async () => {
    const players = [
      { name: 'A', deck: deckOf('ひかり / しずく') },
      { name: 'B', deck: deckOf('料理') },
    ];
    const res = await post(t, `/v1/games/${GAME}/matches`, { players, seed: 'tag-http-2', options: { D21_battleLoopVariant: 'lftcg' } });
    expect(res.status).toBe(200);
    const p = res.body.status.decider as number;
    const bad = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action: { type: 'declareBattle', player: 1 - p } });
    expect(bad.status).toBe(422);
    const unknownOption = await post(t, `/v1/games/${GAME}/matches`, { players, options: { D99_nope: 1 } });
    expect(unknownOption.status).toBe(400);
    const examples = await get(t, `/v1/games/${GAME}/decks/examples`);
    expect(examples.body.filter((e: { playable: boolean }) => e.playable).length).toBeGreaterThanOrEqual(2);
    const formats = await get(t, `/v1/games/${GAME}/formats`);
    expect(formats.body[0].options).toMatchObject({ D13_attributeCostRule: 'all', D20_maxBattleLoops: 10 });
    expect(formats.body[0].optionDocs.D13_attributeCostRule).toContain('D-13');
    const coverage = await get(t, `/v1/games/${GAME}/coverage`);
    expect(coverage.status).toBe(200);
    expect(coverage.body.byStatus.unsupported + coverage.body.byStatus.partial).toBe(0);
  }, 120_000);
});
