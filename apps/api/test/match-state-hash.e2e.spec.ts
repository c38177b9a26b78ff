/**
 * The public hash of a sealed state is keyed (issue 16 item 2, docs/security.md §6.2): HMAC-SHA256 with a
 * key derived from the sealing key, `hmac-sha256:<kid>:<32 hex>`. Whoever lacks STATE_KEYS cannot confirm a
 * guess of the hidden state against it, even a perfect guess (the whole state, opened here with the test's
 * key); rotation keeps old expectedStateHash values working; open states keep the plain hash.
 */
import { canonicalByRef, compactByRef, compactPayload, generateKey, hashState, keyedStateHash, keyedStateHashMatches, peekToken, seal, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { post, registerToyGames, toyPlayers, unsealFrom } from './match-fixtures.js';

const OLD = generateKey();
const NEW = generateKey();
const OTHER = generateKey();
let old: TestApp; // keys: k-old
let rotated: TestApp; // keys: k-new (hashes), k-old (still opens and checks)
let other: TestApp; // key id k-old with another key
beforeAll(async () => {
  registerToyGames();
  old = await createTestApp({ STATE_KEYS: `k-old:${OLD}` });
  rotated = await createTestApp({ STATE_KEYS: `k-new:${NEW},k-old:${OLD}` });
  other = await createTestApp({ STATE_KEYS: `k-old:${OTHER}` });
});
afterAll(async () => {
  await Promise.all([old?.close(), rotated?.close(), other?.close()]);
});

const URL = '/v1/games/toy/matches';

describe('keyed public hash of sealed states (issue 16 item 2)', () => {
  it('a sealed answer\'s stateHash is hmac-sha256:<kid>:<32 hex>; the plain hash of the exact state (a perfect guess) does not match it', async () => {
    const r = await post(old, URL, { players: toyPlayers(), seed: 'guess-me' });
    expect(r.body.stateHash).toMatch(/^hmac-sha256:k-old:[0-9a-f]{32}$/);
    const state = unsealFrom(old, r.body.state, [{ kid: 'k-old', key: OLD }], 'toy');
    // the attacker's best case: it knows the whole hidden state (hands, deck order, RNG, salt) and hashes it every public way
    expect(hashState(state)).not.toBe(r.body.stateHash);
    expect(r.body.stateHash).not.toContain(hashState(state).slice('fnv1a64:'.length));
    // only the key confirms it
    expect(keyedStateHash(compactByRef(state), [{ kid: 'k-old', key: OLD }])).toBe(r.body.stateHash);
    expect(keyedStateHash(compactByRef(state), [{ kid: 'k-old', key: OTHER }])).not.toBe(r.body.stateHash);
  });

  it('guessing fails: of many candidate states differing only in hidden information, none hashes (unkeyed) to the public hash, and the keyed check picks the true one only with the key', async () => {
    const r = await post(old, URL, { players: toyPlayers(), seed: 'guess-me-2' });
    const truth = unsealFrom(old, r.body.state, [{ kid: 'k-old', key: OLD }], 'toy');
    const deck = truth.zones['0:deck']!.cards;
    const candidates: GameState[] = [];
    for (let i = 1; i < Math.min(deck.length, 12); i++) {
      const guess = JSON.parse(JSON.stringify(truth)) as GameState;
      const d = guess.zones['0:deck']!.cards;
      [d[0], d[i]] = [d[i]!, d[0]!]; // another deck order
      candidates.push(guess);
    }
    candidates.push(JSON.parse(JSON.stringify(truth)) as GameState); // and the truth itself
    const unkeyed = candidates.map((c) => hashState(c));
    expect(unkeyed.includes(r.body.stateHash)).toBe(false);
    // with the key, exactly the true state matches (the hash still identifies the state for the server)
    const matching = candidates.filter((c) => keyedStateHashMatches(compactByRef(c), [{ kid: 'k-old', key: OLD }], r.body.stateHash));
    expect(matching.length).toBe(1);
    expect(hashState(matching[0]!)).toBe(hashState(truth));
    // with a wrong key (same kid), nothing matches
    expect(candidates.some((c) => keyedStateHashMatches(compactByRef(c), [{ kid: 'k-old', key: OTHER }], r.body.stateHash))).toBe(false);
  });

  it('the view endpoint answers the same keyed hash; another server with the same kid but another key cannot open or confirm it', async () => {
    const r = await post(old, URL, { players: toyPlayers() });
    const v = await post(old, `${URL}/view`, { state: r.body.state, player: 'spectator' });
    expect(v.body.stateHash).toBe(r.body.stateHash);
    const foreign = await post(other, `${URL}/view`, { state: r.body.state, player: 'spectator' });
    expect(foreign.status).toBe(401);
  });

  it('rotation: the new key hashes new answers; an expectedStateHash under the old key still checks (200), a wrong one is 409', async () => {
    await post(rotated, URL, { players: toyPlayers() }); // stores the toy decks' catalog snapshot in the rotated server's database too
    const r = await post(old, URL, { players: toyPlayers(), seed: 'rot' });
    const action = r.body.views[String(r.body.status.decider)].legalActions[0];
    // the rotated server opens the old token; its view hash uses the newest key
    const v = await post(rotated, `${URL}/view`, { state: r.body.state, player: 0 });
    expect(v.body.stateHash).toMatch(/^hmac-sha256:k-new:/);
    const ok = await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: r.body.stateHash });
    expect(ok.status).toBe(200);
    expect(ok.body.stateHash).toMatch(/^hmac-sha256:k-new:/);
    const okNew = await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: v.body.stateHash });
    expect(okNew.status).toBe(200);
    expect(okNew.body.stateHash).toBe(ok.body.stateHash);
    // a stale hash (the next position's) is a conflict, under either key
    const stale = await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: ok.body.stateHash });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expected: ok.body.stateHash, actual: v.body.stateHash });
    // an unknown key id, or a plain hash of a sealed state, never matches
    const unknownKid = await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: r.body.stateHash.replace('k-old', 'k-zzz') });
    expect(unknownKid.status).toBe(409);
    const plain = hashState(unsealFrom(old, r.body.state, [{ kid: 'k-old', key: OLD }], 'toy'));
    expect((await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: plain })).status).toBe(409);
    // malformed: 400
    expect((await post(rotated, `${URL}/step`, { state: r.body.state, action, expectedStateHash: 'hmac-sha256:k-old:xyz' })).status).toBe(400);
  });

  it.each([
    [2, 'canonical JSON payload'],
    [3, 'compact payload'],
  ])('a format-%i token of a previous release (%s) still steps, and the keyed hash that release gave for it (over that payload) still checks', async (format) => {
    const ring = [{ kid: 'k-old', key: OLD }];
    const r = await post(old, URL, { players: toyPlayers(), seed: `format-${format}` });
    const state = unsealFrom(old, r.body.state, ring, 'toy');
    // as the previous releases sealed it
    const token2 = format === 2 ? seal(state, ring, { catalogRef: true, canonical: canonicalByRef(state) }) : seal(state, ring, { catalogRef: true, format: 3 });
    expect(peekToken(token2).format).toBe(format);
    const previousHash = keyedStateHash(format === 2 ? canonicalByRef(state) : compactPayload(state, true), ring); // the stateHash that release answered
    expect(previousHash).not.toBe(r.body.stateHash);
    expect(r.body.stateHash).toBe(keyedStateHash(compactByRef(state), ring));
    const action = r.body.views[String(r.body.status.decider)].legalActions[0];
    const now = await post(old, URL + '/step', { state: r.body.state, action });
    for (const expectedStateHash of [previousHash, r.body.stateHash]) {
      const s = await post(old, URL + '/step', { state: token2, action, expectedStateHash });
      expect(s.status).toBe(200);
      expect(s.body.stateHash).toBe(now.body.stateHash); // the same next position, answered as a format-4 token
      expect(peekToken(s.body.state).format).toBe(4);
    }
    const v = await post(old, `${URL}/view`, { state: token2, player: 'spectator' });
    expect(v.body.stateHash).toBe(r.body.stateHash);
    expect((await post(old, URL + '/step', { state: token2, action, expectedStateHash: now.body.stateHash })).status).toBe(409);
  });

  it('open states keep the plain hash (their owners hold the state)', async () => {
    const r = await post(old, URL, { players: toyPlayers(), stateMode: 'open' });
    expect(r.body.stateHash).toBe(hashState(r.body.state));
    expect(r.body.stateHash).toMatch(/^fnv1a64:[0-9a-f]{16}$/);
    const action = r.body.legalActions[0];
    expect((await post(old, `${URL}/step`, { state: r.body.state, action, expectedStateHash: r.body.stateHash })).status).toBe(200);
  });
});
