/**
 * Re:Birth for you over HTTP (issue 20): whole games between keyword-only trial-deck decks from the real catalog, in
 * sealed mode, every seat acting only from its own view (`views[seat].legalActions`), to the end (R4U 1.2: a loss
 * at 7 retired cards 10.6.2, or an empty deck and waiting room 10.2.1.1); a 2-player game and a Rumble (13.6). At
 * every checked step no view holds a catalog id hidden from that seat (hands, deck order, face-down energy), and
 * the game replays to the same final hash.
 */
import { generateKey } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { playSealedGame, stateAndEventLeaks } from './match-fixtures.js';
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
async function playOut(players: Array<{ name: string; deck: unknown }>, body: Record<string, unknown>, seed: string, pickSeed: number) {
  const { final, checked } = await playSealedGame({ t, game: GAME, keyring: [{ kid: 'k1', key: KEY }], players, body: { allowUnsupported: true, ...body }, seed, pickSeed, maxSteps: 8000, checkEvery: 5, leaks: stateAndEventLeaks });
  expect(checked).toBeGreaterThan(10);
  return final.status.result as { winners: number[]; losers: number[]; reason: string; rule: string | null };
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
