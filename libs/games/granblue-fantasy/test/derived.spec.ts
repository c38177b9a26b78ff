/**
 * The kernel's derived layer (issue #14; engine derived.ts) on real Granblue Fantasy games: seeded random games with
 * check mode on (every memo answer of the listing, apply's check and the views recomputed from scratch) and,
 * at every decision, the listed actions, every card's attack / defense / cost, keywords and flags, and (every
 * 10th decision) every seat's view equal a from-scratch recomputation (engine test/derived-check.ts).
 */
import { checkDerived, expectNoDisagreement } from '../../../engine/test/derived-check.js';
import { definition } from '../src/index.js';
import { EXAMPLE_DECKS, setupFor } from './helpers.js';
import { optionsFor } from './property-run.js';

const DECKS = EXAMPLE_DECKS.filter((d) => d.legal);

const GAMES = Number(process.env.GBF_DERIVED_GAMES ?? 3);

describe('derived layer on Granblue Fantasy: never disagrees with a from-scratch recomputation', () => {
  test(`${GAMES} random games, compared at every decision`, () => {
    const t = checkDerived(definition, (g) => setupFor(DECKS[g % DECKS.length]!, DECKS[(g * 3 + 1) % DECKS.length]!, `derived-${g}`, { options: optionsFor(g) }), GAMES);
    expectNoDisagreement(t, GAMES, 20);
  });
});
