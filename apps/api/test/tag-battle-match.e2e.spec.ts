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
import { get, hiddenIds, picker, post, unsealFrom } from './match-fixtures.js';

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
const open = (token: string) => unsealFrom(t, token, [{ kid: 'k1', key: KEY }], GAME);

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
    let res = await post(t, `/v1/games/${GAME}/matches`, { players, seed: 'tag-http-1', options });
    expect(res.status).toBe(200);
    expect(res.body.status.unsupportedCards).toEqual([]);
    const pick = picker(13);
    const actions: unknown[] = [];
    let checked = 0;
    const t0 = Date.now();
    for (let i = 0; i < 5000 && !res.body.status.over; i++) {
      if (i % 7 === 0) {
        const state = open(res.body.state);
        for (const p of [0, 1]) {
          const text = JSON.stringify(res.body.views[String(p)]);
          const leaked = secretIds(state, p).filter((id) => text.includes(`"${id}"`));
          expect({ step: i, player: p, leaked }).toEqual({ step: i, player: p, leaked: [] });
          checked++;
        }
      }
      const p = res.body.status.decider as number;
      expect(res.body.views[String(1 - p)].legalActions).toBeNull();
      const legal = res.body.views[String(p)].legalActions as unknown[];
      expect(legal.length).toBeGreaterThan(0);
      const action = legal[pick(legal.length)];
      actions.push(action);
      res = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash });
      if (res.status !== 200) throw new Error(`step ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    }
    process.stdout.write(`tag-battle over HTTP: ${actions.length} steps in ${Date.now() - t0} ms\n`);
    expect(res.body.status.over).toBe(true);
    const result = res.body.status.result;
    expect(result.rule).toMatch(/^TB (C-6|C-7|D-6|D-32)/);
    expect(checked).toBeGreaterThan(20);
    const replay = await post(t, `/v1/games/${GAME}/matches/replay`, { seed: 'tag-http-1', players, options, actions, salt: res.body.reveal.salt });
    expect(replay.status).toBe(200); // with the revealed salt (commit-reveal, issue 16) the replay is the same match
    expect(replay.body.stateHash).toBe(res.body.stateHash);
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
