/**
 * 「(cards)は相手から選ばれない」 / 「相手のキャラから選ばれない」 for the duration (keyword `r4u.unchoosable`), and
 * 「相手は【ブロッカー】を使えない」 (11.6; after 「このターンこのキャラの次のアタック中、」: a mark its next attack uses up),
 * 「このキャラへの次のアタックはパートナーアタックにならない」 (5.23.2–3, a mark the next attack on it uses up).
 */
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept } from '../context.js';
import { NEXT_ATTACK } from '../durations.js';

const t = clauseConcept('effects/protection');

export const PROTECTION = [
  t.pattern(/^(?:(.+?)は)?相手(のキャラ)?から選ばれない$/, (m, c) => {
    const target = m[1] ? c.ref(m[1]) : c.object();
    c.out.push({ type: 'grantKeyword', target, keyword: 'r4u.unchoosable', value: m[2] ? 'opponentCharacters' : 'opponent', duration: c.duration() });
  }),
  t.pattern(/^相手は【ブロッカー】を使えない$/, (_m, c) => {
    // 「このターンこのキャラの次のアタック中、」: a mark on this card, used up by its next attack this turn (turn/attack.ts)
    if (c.duration() === NEXT_ATTACK) c.out.push({ type: 'grantKeyword', target: c.s.selfRef, keyword: 'r4u.nextAttack', value: 'attacker:noBlocker', duration: 'untilEndOfTurn' });
    else c.out.push({ type: 'r4u.noBlocker', duration: c.duration() });
  }),
  // 「このターン中、このキャラへの次のアタックはパートナーアタックにならない」 (5.23.2–3): a mark on this card, used up by the
  // next attack on it this turn (turn/attack.ts)
  t.pattern(/^このキャラへの次のアタックはパートナーアタックにならない$/, (_m, c) => {
    if (c.duration() !== 'untilEndOfTurn') unread('the next attack on this card without 「このターン中」');
    c.out.push({ type: 'grantKeyword', target: c.s.selfRef, keyword: 'r4u.nextAttack', value: 'attacked:notPartner', duration: 'untilEndOfTurn' });
  }),
];
