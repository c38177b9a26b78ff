/**
 * The kernel's derived layer (issue #14; engine derived.ts) on real Tag Battle games: seeded random games with
 * check mode on (every memo answer of the listing, apply's check and the views recomputed from scratch) and,
 * at every decision, the listed actions, every card's attack / defense / cost, keywords and flags, and (every
 * 10th decision) every seat's view equal a from-scratch recomputation (engine test/derived-check.ts).
 */
import { checkDerived, expectNoDisagreement } from '../../../engine/test/derived-check.js';
import { definition } from '../src/index.js';
import { PLAYABLE, setupFor } from './helpers.js';

const GAMES = Number(process.env.TAG_DERIVED_GAMES ?? 2);

describe('derived layer on Tag Battle: never disagrees with a from-scratch recomputation', () => {
  test(`${GAMES} random games, compared at every decision`, () => {
    const t = checkDerived(definition, (g) => setupFor(PLAYABLE[g % PLAYABLE.length]!, PLAYABLE[(g + 1) % PLAYABLE.length]!, `derived-${g}`, { options: { D21_battleLoopVariant: g % 2 ? 'lftcg' : 'seed' } }), GAMES);
    expectNoDisagreement(t, GAMES, 20);
  });
});
