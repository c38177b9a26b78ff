/**
 * Incomplete cards over HTTP (issue #18): a Shadowverse Evolve deck holding a card the engine does not fully
 * implement (status partial: a sentence not mapped) is refused by POST …/matches with 422 unsupported-cards naming
 * each card and its unread sentences, unless the client opts in with allowUnsupported; then every answer of the
 * game lists them in status.unsupportedCards (with status and unread sentences) and the views mark their instances.
 */
import { readFileSync } from 'node:fs';
import { generateKey } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { post } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'shadowverse-evolve';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.decks.json', 'utf8')) as Array<{ name: string; deck: { main: Array<{ id: string; count: number }>; evolve: Array<{ id: string; count: number }> } }>;
const SD02 = decks.find((d) => d.name.includes('SD02'))!.deck;
const PARTIAL = ['BP10-094', 'CP04-096', 'ECP01-024'];
/** A sealed (B-1) pool of 30: SD02 cards plus `extra`, one copy each (CP04-096 is an evolve card: the evolve deck). */
const pool = (all: string[]) => {
  const extra = all.filter((id) => id !== 'CP04-096');
  const main = SD02.main.map((e) => ({ ...e }));
  let n = 30 - extra.length;
  const out: Array<{ id: string; count: number }> = [];
  for (const e of main) {
    const c = Math.min(e.count, n);
    if (c > 0) out.push({ id: e.id, count: c });
    n -= c;
  }
  return { main: [...out, ...extra.map((id) => ({ id, count: 1 }))], evolve: [...SD02.evolve, ...(all.includes('CP04-096') ? [{ id: 'CP04-096', count: 1 }] : [])] };
};
const players = (extra: string[]) => [{ name: 'pool', deck: pool(extra) }, { name: 'SD02', deck: SD02 }];

describe('issue #18: incomplete cards over HTTP', () => {
  it('POST …/matches with ECP01-024, BP10-094, CP04-096 (partial) is a 422 unsupported-cards naming each card and its unread sentences', async () => {
    const res = await post(t, `/v1/games/${GAME}/matches`, { players: players(PARTIAL), seed: 'incomplete-1', format: 'sealed' });
    expect(res.status).toBe(422);
    expect(res.body.type).toContain('unsupported-cards');
    const cards = res.body.cards as Array<{ id: string; status: string; unread: Array<{ index: number; text: string }> }>;
    expect(cards.map((c) => c.id).sort()).toEqual(PARTIAL);
    expect(cards.every((c) => c.status === 'partial' && c.unread.length > 0)).toBe(true);
    expect(cards.find((c) => c.id === 'ECP01-024')!.unread).toEqual([{ index: 0, text: 'これをプレイする際、自分の場に『シュヴァルグラン』か『ヴィルシーナ』がいるなら、コストを-2する。' }]);
    for (const id of PARTIAL) expect(res.body.detail).toContain(id);
    expect(res.body.detail).toContain('「それを破壊する。」'); // BP10-094's unread sentence is named
    // each alone is refused; the pool without them is not
    for (const id of PARTIAL) expect((await post(t, `/v1/games/${GAME}/matches`, { players: players([id]), seed: 'incomplete-2', format: 'sealed' })).status).toBe(422);
    expect((await post(t, `/v1/games/${GAME}/matches`, { players: players([]), seed: 'incomplete-3', format: 'sealed' })).status).toBe(200);
  });

  it('opted in (allowUnsupported): the match starts and every answer lists them (status and views), instances marked incomplete', async () => {
    let res = await post(t, `/v1/games/${GAME}/matches`, { players: players(PARTIAL), seed: 'incomplete-4', format: 'sealed', allowUnsupported: true, stateMode: 'open' });
    expect(res.status).toBe(200);
    const ids = (list: Array<{ id: string }>) => list.map((u) => u.id);
    for (let i = 0; i < 12 && !res.body.status.over; i++) {
      expect(ids(res.body.status.unsupportedCards)).toEqual(PARTIAL); // the whole game
      expect(res.body.status.unsupportedCards.every((u: { status: string; unread: unknown[] }) => u.status === 'partial' && u.unread.length > 0)).toBe(true);
      expect(ids(res.body.views['0'].unsupportedCards)).toEqual(PARTIAL); // player 0 owns them
      expect(res.body.views['1'].unsupportedCards.length).toBeLessThanOrEqual(PARTIAL.length);
      for (const seat of ['0', '1']) {
        const visible = Object.values(res.body.views[seat].zones as Record<string, { cards: Array<{ hidden: boolean; cardId?: string; incomplete?: boolean }> | null }>).flatMap((z) => z.cards ?? []).filter((c) => !c.hidden);
        for (const c of visible) expect([c.cardId, c.incomplete === true]).toEqual([c.cardId, PARTIAL.includes(c.cardId!)]);
      }
      const action = res.body.legalActions[0];
      res = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash });
      expect(res.status).toBe(200);
    }
    expect(res.body.status.seq).toBeGreaterThan(5);
  }, 120_000);
});
