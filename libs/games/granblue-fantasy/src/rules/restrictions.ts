/**
 * The deployment restrictions (GBF 10-2-3; the rules win over card text on these, 1-3-1-1):
 *  - 10-2-3-1-1 rank: after the card is placed, the area's rank total must not exceed the number of crystals
 *    (every card in the crystal area, active or rested). Scope: option gbfRankScope ('per-area' / 'combined').
 *    Checked when a card is deployed, job-changed (10-3-3-1) or limit-broken (10-4-3-1), never afterwards;
 *  - 10-2-3-2-1 character name: no second crew member with the character name of one already present;
 *  - 3-6-3 capacity: at most 3 crew members present (level cards do not count, 3-6-3-1).
 */
import type { PlayerIndex, Reader } from '../../../../engine/src/index.js';
import { N, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { captainOf, cardsIn, characterNameOf, crewOf } from '../state.js';
import { currentRank } from './stats.js';

export function crystalCount(r: Reader, p: PlayerIndex): number {
  return cardsIn(r.state, Z.crystal, p).length;
}

/**
 * 10-2-3-1-1: the rank total of `area` after `adding` is placed there (replacing `replacing`, for job change and
 * limit break), compared with the crystals. Returns whether it is within the limit.
 */
export function meetsRank(r: Reader, p: PlayerIndex, area: 'captain' | 'crew', adding: string, replacing: string | null = null): boolean {
  const captain = captainOf(r.state, p);
  const inArea = area === 'captain' ? (captain ? [captain] : []) : [...crewOf(r.state, p)];
  const counted = optionOf(r.state, 'gbfRankScope') === 'combined' ? [...(captain ? [captain] : []), ...crewOf(r.state, p)] : inArea;
  const cards = [...counted.filter((id) => id !== replacing), adding];
  const total = cards.reduce((sum, id) => sum + (currentRank(r, id) ?? 0), 0);
  return total <= crystalCount(r, p);
}

/** 10-2-3-2-1: no present crew member of `p` shares the character name of `card`. */
export function meetsName(r: Reader, p: PlayerIndex, card: string): boolean {
  const name = characterNameOf(r.state, card);
  return !crewOf(r.state, p).some((id) => characterNameOf(r.state, id) === name);
}

/** 3-6-3: a crew member can still be placed. */
export function hasRoom(r: Reader, p: PlayerIndex): boolean {
  return crewOf(r.state, p).length < N.crewMax;
}

/** A crew card may be deployed into `p`'s crew area now: capacity, character name and rank (10-2-3, 3-6-3). */
export function canDeployCrew(r: Reader, p: PlayerIndex, card: string): boolean {
  return hasRoom(r, p) && meetsName(r, p, card) && meetsRank(r, p, 'crew', card);
}

/** Why a crew card cannot be deployed (for refusals), or null. */
export function deployProblem(r: Reader, p: PlayerIndex, card: string): { reason: string; rule: string } | null {
  if (!hasRoom(r, p)) return { reason: 'the crew area already holds 3 crew members', rule: 'GBF 3-6-3' };
  if (!meetsName(r, p, card)) return { reason: `a crew member named 「${characterNameOf(r.state, card)}」 is already present`, rule: 'GBF 10-2-3-2-1' };
  if (!meetsRank(r, p, 'crew', card)) return { reason: 'the crew area rank total would exceed the number of crystals', rule: 'GBF 10-2-3-1-1' };
  return null;
}
