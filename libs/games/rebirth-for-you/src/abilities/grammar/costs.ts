/**
 * Costs of 【起】 abilities, written in ［…］ at the start of the effect (R4U 9.1.1.1.1, 9.5.1), parts joined by 「、」;
 * paid all or nothing (9.5.2.2). 「エネN」 = pay N energy (5.14.2; the icon without a number is 0, 5.14.2.1).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { filterOf, num } from './groups.js';

const t = concept('costs');

type C = JsonObject;

export const COST_PARTS = new Slot<string, null, JsonObject>('cost').add(
  t.pattern<null, C>(/^エネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)?$/, (m) => ({ type: 'r4u.energy', amount: m[1] ? num(m[1]) : 0 })),
  t.pattern<null, C>(/^手札から(?:(.+?)を)?(\d+)枚控え室に置く$/, (m) => ({ type: 'discard', amount: Number(m[2]), ...(m[1] ? { filter: filterOf(m[1]) } : {}) })),
  t.pattern<null, C>(/^このキャラを控え室に置く$/, () => ({ type: 'r4u.moveSelf', to: 'waitingRoom' })),
  t.pattern<null, C>(/^このキャラをデッキの(下|上)に置く$/, (m) => ({ type: 'r4u.moveSelf', to: 'deck', position: m[1] === '下' ? 'bottom' : 'top' })),
  t.pattern<null, C>(/^このキャラを(エネルギー|メンバー)に(【レスト】で)?置く$/, (m) => ({ type: 'r4u.moveSelf', to: m[1] === 'エネルギー' ? 'energy' : 'members', ...(m[2] ? { rest: true } : {}) })),
  t.pattern<null, C>(/^(エントリー|メンバー)から(\d+)枚控え室に置く$/, (m) => ({ type: 'r4u.moveCards', from: m[1] === 'エントリー' ? 'entry' : 'members', to: 'waitingRoom', count: Number(m[2]) })),
  t.pattern<null, C>(/^このキャラを思い出にする$/, () => ({ type: 'r4u.moveSelf', to: 'memory' })),
  t.pattern<null, C>(/^このキャラを公開する$/, () => ({ type: 'r4u.revealSelf' })),
  t.pattern<null, C>(/^このキャラを【レスト】する$/, () => ({ type: 'tapSelf' })),
  t.pattern<null, C>(/^(パートナー|エネルギー)から(\d+)枚【レスト】する$/, (m) => ({
    type: 'tap', target: { zone: 'energy', side: 'you', filter: (m[1] === 'パートナー' ? { type: 'partner' } : { not: { type: 'partner' } }) as JsonObject, count: Number(m[2]) },
  })),
);

/** 「［(cost)］(effect)」 → [costs, effect], or null when the text does not start with a cost box. */
export function costBox(text: string): [JsonObject[], string] | null {
  const m = /^[［[]([^］\]]*)[］\]]\s*(.*)$/.exec(text);
  if (!m) return null;
  // two costs written as one: 「手札とメンバーから1枚ずつ控え室に置く」, 「このキャラと、手札から1枚控え室に置く」
  const box = m[1]!
    .replace(/^手札と(エントリー|メンバー)から1枚ずつ控え室に置く/, '手札から1枚控え室に置く、$1から1枚控え室に置く')
    .replace(/^このキャラと、手札から/, 'このキャラを控え室に置く、手札から');
  const costs = box.split('、').map((p) => COST_PARTS.read(p.trim(), null) ?? unread(`cost ${p}`));
  return [costs, m[2]!];
}
