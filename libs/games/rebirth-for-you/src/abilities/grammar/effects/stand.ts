/** Standing and resting cards (R4U 5.3.1: already in that state = not done, 1.3.2.1): 「【スタンド】する」「【レスト】する」. */
import { clauseConcept } from '../context.js';
import { groupOf } from '../groups.js';
import { choiceSelector } from './choose.js';

const t = clauseConcept('effects/stand');

export const STAND = [
  // 「あなたのパートナーをすべて【スタンド】する」
  t.pattern(/^(?:あなたは)?(.+?)をすべて【(スタンド|レスト)】する$/, (m, c) => {
    const g = groupOf(m[1]!);
    if (!g) return false;
    c.out.push({ type: m[2] === 'スタンド' ? 'untap' : 'tap', target: g });
  }),
  t.pattern(/^(?:あなたは)?((?:自分|相手|あなた)の[^、]+?)から(\d+枚(?:まで)?)【(スタンド|レスト)】する$/, (m, c) => {
    c.out.push({ type: m[3] === 'スタンド' ? 'untap' : 'tap', target: choiceSelector(m[1]!, undefined, m[2]!) });
  }),
  t.pattern(/^(?:あなたは)?(?:(.+?)を)?【(スタンド|レスト)】する$/, (m, c) => {
    c.out.push({ type: m[2] === 'スタンド' ? 'untap' : 'tap', target: m[1] ? c.ref(m[1]) : c.object() });
  }),
];
