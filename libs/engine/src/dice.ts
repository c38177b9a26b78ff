/**
 * Dice (e.g. SVE 5.20 「サイコロをふる」): a roll is a uniform integer 1..sides drawn from the game
 * state's own PRNG (`state.rng`, rng.ts), so seed + decks + actions replay exactly. Every roll is a
 * public event `diceRolled` {player, sides, value, reroll?}.
 */
import type { Ctx } from './context.js';
import { emit } from './context.js';
import { publicEvent } from './events.js';
import { randomInt } from './rng.js';
import type { PlayerIndex } from './state.js';

/** Rolls one die with `sides` faces for `player`; returns the value (1..sides). */
export function rollDie(ctx: Ctx, player: PlayerIndex, sides = 6, reroll = false): number {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`rollDie: bad sides ${sides}`);
  const value = randomInt(ctx.state.rng, sides) + 1;
  emit(ctx, publicEvent('diceRolled', { player, sides, value, ...(reroll ? { reroll: true } : {}) }));
  return value;
}
