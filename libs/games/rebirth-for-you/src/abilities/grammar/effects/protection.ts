/**
 * 「(cards)は相手から選ばれない」 / 「相手のキャラから選ばれない」 for the duration (keyword `r4u.unchoosable`), and
 * 「相手は【ブロッカー】を使えない」 (11.6).
 */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/protection');

export const PROTECTION = [
  t.pattern(/^(?:(.+?)は)?相手(のキャラ)?から選ばれない$/, (m, c) => {
    const target = m[1] ? c.ref(m[1]) : c.object();
    c.out.push({ type: 'grantKeyword', target, keyword: 'r4u.unchoosable', value: m[2] ? 'opponentCharacters' : 'opponent', duration: c.duration() });
  }),
  t.pattern(/^相手は【ブロッカー】を使えない$/, (_m, c) => {
    c.out.push({ type: 'r4u.noBlocker', duration: c.duration() });
  }),
];
