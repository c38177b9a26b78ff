/**
 * The kernel's derived layer (issue #14; engine derived.ts) on real Shadowverse Evolve games: seeded random
 * games between the starter decks (both quick-window options) with check mode on — every memo answer of the
 * listing, apply's check, rule-processing detection (SVE 11) and the current values of views recomputed from
 * scratch — and at every decision the listed actions, every card's attack / defense / cost, keywords and
 * flags, and (every 10th decision) both seats' views equal a from-scratch recomputation.
 */
import { checkDerived, expectNoDisagreement } from '../../../engine/test/derived-check.js';
import { definition } from '../src/index.js';
import { setupFor, STARTERS } from './engine-helpers.js';

const GAMES = Number(process.env.SVE_DERIVED_GAMES ?? 6);

describe('derived layer on Shadowverse Evolve: never disagrees with a from-scratch recomputation', () => {
  test(`${GAMES} random games between the starter decks, compared at every decision`, () => {
    const t = checkDerived(definition, (g) => setupFor(STARTERS[g % 6]!, STARTERS[(g * 5 + 1) % 6]!, `derived-${g}`, { options: { quickWindows: g % 2 === 0 ? 'always' : 'whenPlayable' } }), GAMES);
    expectNoDisagreement(t, GAMES, 50, t.decisions * 5);
  });
});
