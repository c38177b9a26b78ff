/**
 * Durations of effects (SVE 7.4.8, 5.26.2): 「このターン、」 = until the end of this turn; no duration written =
 * for as long as the card stays (`permanent`: a moved card is a new card, 4.1.4). Longer ones are written by
 * the templates that read them: 「このターンと次の相手のターン中、」 (effects/ability-loss.ts), 「次の(P)のターン終了時まで」
 * (`sve.turnEnd`, 【箱詰め】), 「次のそれのプレイヤーのターン中、」 (effects/restrictions.ts), the end of an attack.
 */

/** 「このターン、」 written (any non-empty prefix) → 'untilEndOfTurn', else 'permanent'. */
export function duration(prefix: string | undefined): string {
  return prefix ? 'untilEndOfTurn' : 'permanent';
}

/** The duration prefix itself, for templates that take it apart. */
export const THIS_TURN = 'このターン、';
