/**
 * Re:Birth for you over HTTP (issue 20): whole games between keyword-only trial-deck decks from the real catalog, in
 * sealed mode, every seat acting only from its own view (`views[seat].legalActions`), to the end (R4U 1.2: a loss
 * at 7 retired cards 10.6.2, or an empty deck and waiting room 10.2.1.1); a 2-player game and a Rumble (13.6). At
 * every checked step no view holds a catalog id hidden from that seat (hands, deck order, face-down energy), and
 * the game replays to the same final hash.
 */
import { canSee, generateKey, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, post, unsealFrom } from './match-fixtures.js';
import { DECK_DJ, DECK_HOLO, type EngineDeck } from '../../../libs/games/rebirth-for-you/test/engine-helpers.js';

const KEY = generateKey();
const GAME = 'rebirth-for-you';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const entries = (ids: string[]) => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m].map(([id, count]) => ({ id, count }));
};
const deckBody = (d: EngineDeck) => ({ main: entries(d.main), partner: entries(d.partner) });
const open = (token: string) => unsealFrom(t, token, [{ kid: 'k1', key: KEY }], GAME);

function secretIds(state: GameState, viewer: number): string[] {
  const hidden = new Set<string>();
  const seen = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if (canSee(state, viewer, c.id)) seen.add(c.cardId);
    else hidden.add(c.cardId);
  }
  return [...hidden].filter((id) => !seen.has(id));
}

async function playOut(players: Array<{ name: string; deck: unknown }>, body: Record<string, unknown>, seed: string, pickSeed: number) {
  let res = await post(t, `/v1/games/${GAME}/matches`, { players, seed, allowUnsupported: true, ...body });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body).slice(0, 800)}`);
  const pick = picker(pickSeed);
  const actions: unknown[] = [];
  let checked = 0;
  let prev: GameState | null = null;
  for (let i = 0; i < 8000 && !res.body.status.over; i++) {
    const state = open(res.body.state);
    if (i % 5 === 0) {
      for (let p = 0; p < players.length; p++) {
        const { events, ...rest } = res.body.views[String(p)] as Record<string, unknown>;
        const now = secretIds(state, p);
        const before = prev ? secretIds(prev, p) : now;
        const leaked = [
          ...now.filter((id) => JSON.stringify(rest).includes(`"${id}"`)),
          ...now.filter((id) => before.includes(id) && JSON.stringify(events ?? []).includes(`"${id}"`)),
        ];
        expect({ step: i, player: p, leaked }).toEqual({ step: i, player: p, leaked: [] });
        checked++;
      }
    }
    prev = state;
    const p = res.body.status.decider as number;
    for (let q = 0; q < players.length; q++) if (q !== p) expect(res.body.views[String(q)].legalActions).toBeNull();
    const legal = res.body.views[String(p)].legalActions as unknown[];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick(legal.length)];
    actions.push(action);
    res = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash, views: 'all' });
    if (res.status !== 200) throw new Error(`step ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  expect(res.body.status.over).toBe(true);
  expect(checked).toBeGreaterThan(10);
  const replay = await post(t, `/v1/games/${GAME}/matches/replay`, { seed, players, actions, allowUnsupported: true, ...body, salt: res.body.reveal.salt });
  expect(replay.status).toBe(200);
  expect(replay.body.stateHash).toBe(res.body.stateHash);
  return res.body.status.result as { winners: number[]; losers: number[]; reason: string; rule: string | null };
}

describe('Re:Birth for you: whole games over HTTP in sealed mode', () => {
  it('R4U 1.2 / 10.6.2: a 2-player game between trial decks; each player acts from its own view only; no view leaks; replay matches', async () => {
    const result = await playOut([{ name: 'Holo', deck: deckBody(DECK_HOLO) }, { name: 'D4DJ', deck: deckBody(DECK_DJ) }], {}, 'r4u-http-1', 5);
    expect(result.rule).toMatch(/^R4U (10\.6\.2|10\.2\.1\.1)$/);
    expect(result.winners).toHaveLength(1);
  }, 300_000);

  it('R4U 13.6 Rumble (format "rumble"): three players to a winner', async () => {
    const result = await playOut([{ name: 'A', deck: deckBody(DECK_HOLO) }, { name: 'B', deck: deckBody(DECK_DJ) }, { name: 'C', deck: deckBody(DECK_HOLO) }], { format: 'rumble' }, 'r4u-http-rumble', 3);
    expect(result.winners.length + result.losers.length).toBe(3);
  }, 300_000);

  it('GET /v1/games/rebirth-for-you/formats names the engine options and the multiplayer formats', async () => {
    const r = await t.inject({ method: 'GET', url: `/v1/games/${GAME}/formats` });
    expect(r.statusCode).toBe(200);
    const body = JSON.parse(r.body) as { formats: Array<{ id: string; options: Record<string, unknown>; optionDocs: Record<string, string> }> } | Array<{ id: string; options: Record<string, unknown>; optionDocs: Record<string, string> }>;
    const formats = Array.isArray(body) ? body : body.formats;
    expect(formats.map((f) => f.id)).toEqual(expect.arrayContaining(['standard', 'rumble', 'circle', 'double-team', 'triple-team', 'double-seven', 'blackjack']));
    const std = formats.find((f) => f.id === 'standard')!;
    for (const k of ['r4uPlayCost', 'r4uStartingEntryReveal', 'r4uBlockedPartnerAttackRetires', 'r4uAttackerGone', 'r4uAskWhen']) expect(std.optionDocs[k]).toMatch(/R4U/);
  });
});
