/**
 * Ability loss and 【箱詰め】 (SVE 5.31, 10.9.1.2; rules/ability-loss.ts):
 *  - 「次のそれのプレイヤーのターン終了時まで、それを【箱詰め】状態にする」 → `sve.crate` (SD07-004);
 *  - 「(このターン、)(それ|これ)は能力すべてを失う」 (no duration: while it stays) → kernel `loseAbilities`;
 *  - 「このターンと次の相手のターン中、それは能力すべてを失う」 → `sve.loseAbilities` (BP05-061).
 */
import { duration } from '../durations.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/ability-loss');

export const ABILITY_LOSS = [
  t.pattern(/^次のそれのプレイヤーのターン終了時まで、(それ|これ)を【箱詰め】状態にする$/, (m, c) => {
    c.out.push({ type: 'sve.crate', target: m[1] === 'これ' ? c.selfRef : c.it() });
  }),
  t.pattern(/^(このターン、)?(それ|これ)は能力すべてを失う$/, (m, c) => {
    c.out.push({ type: 'loseAbilities', target: m[2] === 'これ' ? c.selfRef : c.it(), duration: duration(m[1]) });
  }),
  t.pattern(/^このターンと次の相手のターン中、(それ|これ)は能力すべてを失う$/, (m, c) => {
    c.out.push({ type: 'sve.loseAbilities', target: m[1] === 'これ' ? c.selfRef : c.it(), through: 'opponentNextTurn' });
  }),
];
