/**
 * Compiler templates for ability loss and 【箱詰め】 (SVE 5.31, 10.9.1.2; rules/ability-loss.ts), hooked into
 * compiler.ts `clause()`:
 *  - 「次のそれのプレイヤーのターン終了時まで、それを【箱詰め】状態にする」 → `sve.crate` (SD07-004);
 *  - 「(それ|これ)は能力すべてを失う」 (no duration: while it stays, `permanent`; BP18-T04, BP16-049),
 *    「このターン、(それ|これ)は能力すべてを失う」 (`untilEndOfTurn`; BP11-041, CP03-072) → kernel `loseAbilities`;
 *  - 「このターンと次の相手のターン中、それは能力すべてを失う」 → `sve.loseAbilities` (BP05-061).
 */
import type { JsonObject } from '../../../../engine/src/index.js';

export interface LossApi {
  out: JsonObject[];
  /** 「それ」: the last chosen cards (throws a compiler failure when there is none). */
  it(): JsonObject;
  /** 「これ」. */
  selfRef: JsonObject;
}

export function lossClause(api: LossApi, t: string): boolean {
  let m: RegExpExecArray | null;
  const who = (w: string) => (w === 'これ' ? api.selfRef : api.it());
  if ((m = /^次のそれのプレイヤーのターン終了時まで、(それ|これ)を【箱詰め】状態にする$/.exec(t))) {
    api.out.push({ type: 'sve.crate', target: who(m[1]!) });
    return true;
  }
  if ((m = /^(このターン、)?(それ|これ)は能力すべてを失う$/.exec(t))) {
    api.out.push({ type: 'loseAbilities', target: who(m[2]!), duration: m[1] ? 'untilEndOfTurn' : 'permanent' });
    return true;
  }
  if ((m = /^このターンと次の相手のターン中、(それ|これ)は能力すべてを失う$/.exec(t))) {
    api.out.push({ type: 'sve.loseAbilities', target: who(m[1]!), through: 'opponentNextTurn' });
    return true;
  }
  return false;
}
