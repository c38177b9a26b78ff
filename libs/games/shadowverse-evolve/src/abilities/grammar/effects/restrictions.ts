/**
 * Effect clauses that forbid something for a time: attacking (8.4.3), standing in the next start phase (7.2.3),
 * activated abilities this turn (10.4.6 / 8.3; vocab/restrictions.ts).
 */
import { unread } from '../../../../../../card-text/src/index.js';
import { K } from '../../../constants.js';
import { NO_ACTIVATE, NO_ACTIVATE_ALL } from '../../vocab/restrictions.js';
import { duration } from '../durations.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/restrictions');

export const RESTRICTIONS = [
  // 「このターン、これの([進化]を除く)[起動]能力を使えない」 (until the end of the turn, 7.4.8)
  t.pattern(/^このターン、これの(\[進化\]を除く)?\[起動\]能力を使えない$/, (m, c) => {
    c.out.push({ type: 'grantKeyword', target: c.selfRef, keyword: m[1] ? NO_ACTIVATE : NO_ACTIVATE_ALL, duration: 'untilEndOfTurn' });
  }),
  // 「(group)すべては次のそれのプレイヤーのスタートフェイズにスタンドしない」 (BP14-057): each card, at its own master's next start
  // phase (7.2.3)
  t.pattern(/^(.+?)すべては次のそれのプレイヤーのスタートフェイズにスタンドしない$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'sve.noStand', target: selectorOf(g) });
  }),
  t.pattern(/^(それ|これ)は次の(?:相手|それのプレイヤー)のスタートフェイズにスタンドしない$/, (m, c) => {
    c.out.push({ type: 'sve.noStand', target: c.who(m[1]!) });
  }),
  t.pattern(/^次のそれのプレイヤーのターン中、(それ|これ)は相手を攻撃できない$/, (m, c) => {
    c.out.push({ type: 'sve.noAttackNextTurn', target: c.who(m[1]!) });
  }),
  t.pattern(/^(このターン、)?(それ|これ)は相手を攻撃できない$/, (m, c) => {
    c.out.push({ type: 'grantKeyword', target: c.who(m[2]!), keyword: K.cannotAttack, duration: duration(m[1]) });
  }),
  // 「このターン、(それ|これ)は相手のリーダーを攻撃できない」 (8.4.3: its attack targets leave out the enemy leader this turn)
  t.pattern(/^このターン、(それ|これ)は相手のリーダーを攻撃できない$/, (m, c) => {
    c.out.push({ type: 'grantKeyword', target: c.who(m[1]!), keyword: K.cannotAttackLeader, duration: 'untilEndOfTurn' });
  }),
];
