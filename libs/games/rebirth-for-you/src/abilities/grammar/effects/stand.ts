/**
 * Standing and resting cards (R4U 5.3.1: already in that state = not done, 1.3.2.1): 「【スタンド】する」 (`r4u.stand`: not a card
 * that stays rested) 「【レスト】する」 (`tap`); 「次の相手のターン中、…は【スタンド】しない」 (`r4u.noStand`).
 */
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept } from '../context.js';
import { NEXT_OPPONENT_TURN } from '../durations.js';
import { groupOf } from '../groups.js';
import { choiceSelector } from './choose.js';

const t = clauseConcept('effects/stand');

export const STAND = [
  // 「次の相手のターン中、(cards)は【スタンド】しない」: `r4u.noStand` until this player's next turn — the opponent's next
  // turn lies in between; the engine keeps the cards rested only during their master's turn (state.ts staysRested)
  t.pattern(/^(?:(.+?)は)?【スタンド】しない$/, (m, c) => {
    if (c.s.duration !== NEXT_OPPONENT_TURN) return unread('【スタンド】しない without 次の相手のターン中');
    c.out.push({ type: 'grantKeyword', target: m[1] ? c.ref(m[1]) : c.object(), keyword: 'r4u.noStand', duration: 'untilYourNextTurn' });
  }),
  // 「自分のエネルギーから1枚以上、すべて【レスト】する」 (a price, 9.5.2.2): every standing energy card rested — 4.6.3: the
  // energy cards, not the partners (4.6.4) — and at least one, else it cannot be done (vocabulary-text-forms canDo: 「すべて」)
  t.pattern(/^(?:あなたは)?自分のエネルギーから1枚以上、すべて【レスト】する$/, (_m, c) => {
    c.out.push({ type: 'tap', target: { zone: 'energy', side: 'you', filter: { not: { type: 'partner' }, tapped: false } } });
  }),
  // 「あなたのパートナーをすべて【スタンド】する」
  t.pattern(/^(?:あなたは)?(.+?)をすべて【(スタンド|レスト)】する$/, (m, c) => {
    const g = groupOf(m[1]!);
    if (!g) return false;
    c.out.push({ type: m[2] === 'スタンド' ? 'r4u.stand' : 'tap', target: g });
  }),
  t.pattern(/^(?:あなたは)?((?:自分|相手|あなた)の[^、]+?)から(\d+枚(?:まで)?)【(スタンド|レスト)】する$/, (m, c) => {
    c.out.push({ type: m[3] === 'スタンド' ? 'r4u.stand' : 'tap', target: choiceSelector(m[1]!, undefined, m[2]!) });
  }),
  t.pattern(/^(?:あなたは)?(?:(.+?)を)?【(スタンド|レスト)】する$/, (m, c) => {
    c.out.push({ type: m[2] === 'スタンド' ? 'r4u.stand' : 'tap', target: m[1] ? c.ref(m[1]) : c.object() });
  }),
];
