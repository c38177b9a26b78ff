/**
 * Durations of effects (R4U 9.3.1.2: a continuous effect with no duration written lasts the game — for a card, as
 * long as it stays where it is, 4.1.4): 「このターン中、」 = until the end of the turn (7.6.4); 「このアタック中、」 = until
 * the end of the attack (the close step, 8.5).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';

export const DURATIONS: Record<string, JsonObject | string> = {
  このターン中: 'untilEndOfTurn',
  このアタック中: { until: 'endOfAttack' },
};

/** 「次の相手のターン中、」: a marker the clause after it must read (effects/stand.ts); never valid data by itself. */
export const NEXT_OPPONENT_TURN = 'r4u.nextOpponentTurn?';

/** 「このターンこのキャラの次のアタック中、」: a marker only 「相手は【ブロッカー】を使えない」 reads (effects/protection.ts). */
export const NEXT_ATTACK = 'r4u.nextAttack?';

/** 「このターン中、(rest)」 → [duration, rest], or null. */
export function durationPrefix(text: string): [JsonObject | string, string] | null {
  const m = /^(このターン中|このアタック中)、(.+)$/.exec(text);
  return m ? [DURATIONS[m[1]!]!, m[2]!] : null;
}
