/**
 * Commit-reveal of a sealed match's randomness (issue 16, docs/security.md §6.1): a sealed answer never
 * carries the seed, not even one the caller gave; every answer carries the commitment (sha256 of the
 * canonical {salt, seed}); once the game is over the answer reveals seed and salt, which verify against the
 * commitment published at creation, and `/replay` with seed, salt, decks and actions re-runs the finished
 * game to the same state hash (an audit of every shuffle). Without the salt a replay cannot reach the
 * match's state hash, so a spectator who guessed the seed cannot follow the game by hash.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, generateKey } from '../../../libs/engine/src/index.js';
import { randomnessCommitment } from '../../../libs/match/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, post, registerToyGames, toyPlayers } from './match-fixtures.js';

const KEY = generateKey();
let t: TestApp;
beforeAll(async () => {
  registerToyGames();
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const URL = '/v1/games/toy/matches';

/** Plays a sealed toy game to its end from each decider's own view; returns every answer and the actions sent. */
async function playSealed(seed: string, pickSeed: number) {
  const pick = picker(pickSeed);
  const answers: any[] = [];
  const actions: unknown[] = [];
  let res = await post(t, URL, { players: toyPlayers(), seed });
  expect(res.status).toBe(200);
  answers.push(res.body);
  for (let i = 0; i < 3000 && !res.body.status.over; i++) {
    const legal = res.body.views[String(res.body.status.decider)].legalActions as unknown[];
    const action = legal[pick(legal.length)];
    actions.push(action);
    res = await post(t, `${URL}/step`, { state: res.body.state, action });
    expect(res.status).toBe(200);
    answers.push(res.body);
  }
  expect(res.body.status.over).toBe(true);
  return { answers, actions };
}

describe('commit-reveal of the seed (issue 16 item 1)', () => {
  const seed = 'caller-chosen-seed-5c1e7a';
  let played: Awaited<ReturnType<typeof playSealed>>;
  beforeAll(async () => {
    played = await playSealed(seed, 16);
  });

  it('no answer before the end carries the seed, anywhere (top level or views), even one the caller gave', () => {
    const { answers } = played;
    expect(answers.length).toBeGreaterThan(5);
    for (const a of answers.slice(0, -1)) {
      expect(a.status.over).toBe(false);
      expect(a.seed).toBeUndefined();
      expect(a.reveal).toBeUndefined();
      expect(JSON.stringify(a)).not.toContain(seed);
    }
  });

  it('every answer carries the same commitment; the last one reveals seed and salt, which verify against it', () => {
    const { answers } = played;
    const commitment = answers[0].commitment as string;
    expect(commitment).toMatch(/^sha256:[0-9a-f]{64}$/);
    for (const a of answers) expect(a.commitment).toBe(commitment);
    const last = answers[answers.length - 1];
    expect(last.reveal).toEqual({ seed, salt: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), commitment });
    // anyone can check it with SHA-256 over the canonical JSON {"salt","seed"} (node:crypto here, the kernel's pure-JS sha256Hex in a browser)
    const recomputed = `sha256:${createHash('sha256').update(canonicalJson({ salt: last.reveal.salt, seed })).digest('hex')}`;
    expect(recomputed).toBe(commitment);
    expect(randomnessCommitment(seed, last.reveal.salt)).toBe(commitment);
    // a wrong seed or salt does not verify
    expect(randomnessCommitment(`${seed}x`, last.reveal.salt)).not.toBe(commitment);
    expect(randomnessCommitment(seed, `${last.reveal.salt.slice(1)}A`)).not.toBe(commitment);
  });

  it('two matches with the same seed have different commitments (a server salt each): a guessed seed cannot be confirmed', async () => {
    const a = (await post(t, URL, { players: toyPlayers(), seed })).body;
    const b = (await post(t, URL, { players: toyPlayers(), seed })).body;
    expect(a.commitment).not.toBe(b.commitment);
    expect(a.commitment).not.toBe(played.answers[0].commitment);
  });

  it('/replay with the revealed seed and salt re-runs the finished game to the same state hash, result and reveal', async () => {
    const { answers, actions } = played;
    const last = answers[answers.length - 1];
    const r = await post(t, `${URL}/replay`, { players: toyPlayers(), seed, salt: last.reveal.salt, actions });
    expect(r.status).toBe(200);
    expect(r.body.applied).toBe(actions.length);
    expect(r.body.stateHash).toBe(last.stateHash);
    expect(r.body.status.result).toEqual(last.status.result);
    expect(r.body.reveal).toEqual(last.reveal);
    expect(r.body.seed).toBeUndefined(); // sealed replay: no echo either
    // every intermediate position too
    const mid = Math.floor(actions.length / 2);
    const m = await post(t, `${URL}/replay`, { players: toyPlayers(), seed, salt: last.reveal.salt, actions, upTo: mid });
    expect(m.body.stateHash).toBe(answers[mid].stateHash);
    expect(m.body.reveal).toBeUndefined(); // not over at that position
  });

  it('a replay without the salt (a spectator who guessed the seed) never reaches the match\'s state hashes', async () => {
    const { answers, actions } = played;
    const hashes = new Set(answers.map((a) => a.stateHash));
    for (const upTo of [0, 1, 2, Math.floor(actions.length / 2), actions.length]) {
      const r = await post(t, `${URL}/replay`, { players: toyPlayers(), seed, actions, upTo });
      expect(r.status).toBe(200);
      expect(r.body.seed).toBeUndefined();
      expect(r.body.commitment).toBeUndefined();
      expect(hashes.has(r.body.stateHash)).toBe(false);
    }
    const wrong = await post(t, `${URL}/replay`, { players: toyPlayers(), seed, salt: 'AAAAAAAAAAAAAAAAAAAAAA', actions });
    expect(hashes.has(wrong.body.stateHash)).toBe(false);
    expect(wrong.body.reveal.commitment).not.toBe(answers[0].commitment);
  });

  it('a malformed salt is a 400 validation problem', async () => {
    const r = await post(t, `${URL}/replay`, { players: toyPlayers(), seed, salt: 'not base64url!', actions: [] });
    expect(r.status).toBe(400);
  });

  it('open mode: the state is plain, so the seed is returned and no commitment is made', async () => {
    const r = await post(t, URL, { players: toyPlayers(), seed, stateMode: 'open' });
    expect(r.body.seed).toBe(seed);
    expect(r.body.commitment).toBeUndefined();
  });
});
