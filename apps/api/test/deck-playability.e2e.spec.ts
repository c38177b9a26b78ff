/**
 * The `playable` verdict of POST …/decks/validate (issue #17): for a deck, whether POST …/matches accepts it without
 * allowUnsupported, and the cards the engine does not implement yet (id, name, status, unread sentences). It runs the
 * checks of match creation with the kernel's own setup card walk (libs/match deckPlayability, kernel deckSupport), so
 * the two cannot disagree: proved here on every example deck of every game and on a deck with a partial card.
 */
import { readFileSync } from 'node:fs';
import { generateKey } from '../../../libs/engine/src/index.js';
import { GAME_SLUGS } from '../../../libs/catalog/src/card.js';
import { type CatalogCard } from '../../../libs/engine/src/index.js';
import { statusOf } from '../../../libs/games/shadowverse-evolve/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { post } from './match-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${generateKey()}` });
});
afterAll(async () => {
  await t?.close();
});

interface Example { name: string; format: string | null; deck: unknown }
interface Playability { playable: boolean; reason: string | null; message: string; cards: Array<{ id: string; name: string; text: string; status: string; unread: Array<{ index: number; text: string }> }>; invalidAbilities: string[] }
const examples = (game: string) => JSON.parse(readFileSync(`libs/catalog/data/${game}.decks.json`, 'utf8')) as Example[];
const validate = async (game: string, deck: unknown, format?: string | null) => {
  const res = await post(t, `/v1/games/${game}/decks/validate`, { deck, ...(format ? { format } : {}) });
  expect(res.status).toBe(200);
  return res.body as { legal: boolean; playable: boolean; playability: Playability };
};
/** The players of a match holding `deck` in every seat (PSO2 raid: two party decks and the boss deck in the last seat, SVE/PSO2 rules). */
const seats = (game: string, ex: Example) => {
  if (game === 'pso2' && ex.format === 'raid') {
    const party = examples('pso2').find((d) => d.name.includes('red Hunter'))!.deck;
    return [{ deck: party }, { deck: party }, { deck: ex.deck }];
  }
  return [{ deck: ex.deck }, { deck: ex.deck }];
};
const ids = (cards: Array<{ id: string }>) => cards.map((c) => c.id).sort();
const SVE_CARDS = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.cards.json', 'utf8')) as Array<CatalogCard & { class_or_color?: string }>;
/** A partial Royal follower (a sentence the engine cannot read yet), found now: other work implements cards, so no fixed id. */
const PARTIAL = SVE_CARDS.find((c) => c.type === 'フォロワー' && c.class_or_color === 'ロイヤル' && typeof c.cost === 'number' && /^BP0/.test(c.id) && statusOf(c) === 'partial')!;
const sd02Deck = () => examples('shadowverse-evolve').find((d) => d.name.includes('SD02'))!.deck as { leader: string; main: Array<{ id: string; count: number }>; evolve: unknown };
/** SD02 with one copy of its first main card swapped for PARTIAL (main stays 40). */
const withPartial = () => {
  const d = sd02Deck();
  return { ...d, main: [...d.main.map((e, i) => (i === 0 ? { ...e, count: e.count - 1 } : e)), { id: PARTIAL.id, count: 1 }] };
};

describe('issue #17: decks/validate says whether POST …/matches accepts the deck, and agrees with it', () => {
  for (const game of GAME_SLUGS) {
    it(`${game}: on every example deck, validate's playable verdict is match creation's answer (refusal slug and cards) and decks/examples' flag`, async () => {
      let playable = 0;
      const served = (await t.inject({ method: 'GET', url: `/v1/games/${game}/decks/examples` }).then((r) => JSON.parse(r.body))) as Array<{ name: string; playable: boolean }>;
      for (const ex of examples(game)) {
        const v = await validate(game, ex.deck, ex.format);
        expect([ex.name, served.find((d) => d.name === ex.name)?.playable]).toEqual([ex.name, v.playable]); // decks/examples says the same
        expect([ex.name, v.playable]).toEqual([ex.name, v.playability.playable]);
        const created = await post(t, `/v1/games/${game}/matches`, { players: seats(game, ex), seed: 'playability', ...(ex.format ? { format: ex.format } : {}) });
        if (v.playable) {
          playable++;
          expect([ex.name, created.status, v.playability.reason, v.playability.cards]).toEqual([ex.name, 200, null, []]);
        } else {
          expect([ex.name, created.status, String(created.body.type).replace(/^.*\//, '')]).toEqual([ex.name, 422, v.playability.reason]);
          if (v.playability.reason === 'unsupported-cards') expect([ex.name, ids(created.body.cards)]).toEqual([ex.name, ids(v.playability.cards)]);
          if (v.playability.reason === 'illegal-deck') expect(v.legal).toBe(false);
        }
      }
      // every game has an engine: its legal starter/sample decks play
      expect(playable).toBeGreaterThanOrEqual(2);
    }, 240_000);
  }

  it('a deck with a partial card (SVE SD02 + a partial Royal follower): not playable, the card named as match creation names it (same id, status, unread sentences)', async () => {
    expect(PARTIAL).toBeDefined();
    const deck = withPartial();
    const sd02 = sd02Deck();
    const v = await validate('shadowverse-evolve', deck);
    expect([v.legal, v.playable, v.playability.reason]).toEqual([true, false, 'unsupported-cards']);
    expect(v.playability.cards).toEqual([{ id: PARTIAL.id, name: PARTIAL.name, text: PARTIAL.text, status: 'partial', unread: expect.any(Array) }]);
    const created = await post(t, '/v1/games/shadowverse-evolve/matches', { players: [{ deck }, { deck: sd02 }], seed: 'partial' });
    expect(created.status).toBe(422);
    expect(created.body.type).toMatch(/unsupported-cards$/);
    expect(created.body.cards).toEqual(v.playability.cards);
    // the same deck without it: playable, and the match starts
    const back = await validate('shadowverse-evolve', sd02);
    expect([back.playable, back.playability]).toEqual([true, { playable: true, reason: null, message: 'every card is implemented by the shadowverse-evolve engine.', cards: [], invalidAbilities: [] }]);
    expect((await post(t, '/v1/games/shadowverse-evolve/matches', { players: [{ deck: sd02 }, { deck: sd02 }], seed: 'partial' })).status).toBe(200);
  });

  it('an illegal deck: playable false for reason illegal-deck, its unimplemented cards still listed', async () => {
    const sd02 = sd02Deck();
    const deck = { ...sd02, main: [...sd02.main.slice(1), { id: PARTIAL.id, count: 1 }] }; // fewer than 40 main cards (SVE 6.1.1.2)
    const v = await validate('shadowverse-evolve', deck);
    expect([v.legal, v.playable, v.playability.reason, ids(v.playability.cards)]).toEqual([false, false, 'illegal-deck', [PARTIAL.id]]);
    const created = await post(t, '/v1/games/shadowverse-evolve/matches', { players: [{ deck }, { deck: sd02 }], seed: 'illegal' });
    expect([created.status, created.body.type.replace(/^.*\//, '')]).toEqual([422, 'illegal-deck']);
  });

  it('GraphQL validateDeck answers the same playability', async () => {
    const deck = withPartial();
    const query = 'query($deck: JSON!) { validateDeck(game: "shadowverse-evolve", deck: $deck) { legal playable playability { playable reason message invalidAbilities cards { id name text status unread { index text } } } } }';
    const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { deck } }, headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(res.body);
    expect(body.errors).toBeUndefined();
    const rest = await validate('shadowverse-evolve', deck);
    expect(body.data.validateDeck).toEqual({ legal: true, playable: false, playability: rest.playability });
  });
});
