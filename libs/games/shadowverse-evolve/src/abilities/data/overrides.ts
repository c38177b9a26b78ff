/**
 * Hand-written ability data by card id, for texts the compiler's templates do not cover. Each entry
 * replaces the compiled data entirely; `source` must name every sentence it implements.
 */
import type { Ability } from '../../../../../engine/src/index.js';

export interface Override {
  abilities: Ability[];
  note?: string;
}

export const OVERRIDES: Record<string, Override> = {};
