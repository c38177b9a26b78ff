/**
 * The shipped example decks (libs/catalog/data/tag-battle.decks.json): the legal ones are playable — every card
 * implemented or vanilla, games between them start without allowUnsupported — and at least two exist.
 */
import { createGame, type CatalogCard } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { coverageReport } from '../src/coverage/report.js';
import { CARDS, PLAYABLE, setupFor } from './helpers.js';

describe('tag-battle example decks', () => {
  const statuses = coverageReport(CARDS as unknown as CatalogCard[]).statuses;

  it('at least two legal example decks ship', () => {
    expect(PLAYABLE.length).toBeGreaterThanOrEqual(2);
  });

  it.each(PLAYABLE.map((d) => [d.name, d] as const))('%s: every card implemented or vanilla; a game starts without allowUnsupported', (_name, d) => {
    for (const e of d.deck.main) expect([e.id, statuses[e.id]]).toEqual([e.id, expect.stringMatching(/^(implemented|vanilla)$/)]);
    for (const other of PLAYABLE) expect(() => createGame(definition, setupFor(d, other, 'example'))).not.toThrow();
  });
});
