/**
 * Costs of 【起】 abilities, written in ［…］ at the start of the effect (R4U 9.1.1.1.1, 9.5.1), parts joined by 「、」;
 * paid all or nothing (9.5.2.2). 「エネN」 = pay N energy (5.14.2; the icon without a number is 0, 5.14.2.1).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { filterOf, num } from './groups.js';
import { conditionOf } from './conditions.js';

const t = concept('costs');

type C = JsonObject;

export const COST_PARTS = new Slot<string, null, JsonObject>('cost').add(
  t.pattern<null, C>(/^エネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)?$/, (m) => ({ type: 'r4u.energy', amount: m[1] ? num(m[1]) : 0 })),
  t.pattern<null, C>(/^手札から(?:(.+?)を)?(\d+)枚控え室に置く$/, (m) => ({ type: 'discard', amount: Number(m[2]), ...(m[1] ? { filter: filterOf(m[1]) } : {}) })),
  t.pattern<null, C>(/^このキャラを控え室に置く$/, () => ({ type: 'r4u.moveSelf', to: 'waitingRoom' })),
  t.pattern<null, C>(/^このキャラをデッキの(下|上)に置く$/, (m) => ({ type: 'r4u.moveSelf', to: 'deck', position: m[1] === '下' ? 'bottom' : 'top' })),
  t.pattern<null, C>(/^このキャラを(エネルギー|メンバー)に(【レスト】で)?置く$/, (m) => ({ type: 'r4u.moveSelf', to: m[1] === 'エネルギー' ? 'energy' : 'members', ...(m[2] ? { rest: true } : {}) })),
  t.pattern<null, C>(/^(エントリー|メンバー)から(\d+)枚控え室に置く$/, (m) => ({ type: 'r4u.moveCards', from: m[1] === 'エントリー' ? 'entry' : 'members', to: 'waitingRoom', count: Number(m[2]) })),
  t.pattern<null, C>(/^手札から(?:(.+?)を)?(\d+)枚デッキの下に置く$/, (m) => ({ type: 'r4u.moveCards', from: 'hand', to: 'deck', position: 'bottom', count: Number(m[2]), ...(m[1] ? { filter: filterOf(m[1]) } : {}) })),
  // 4.6.3: 「エネルギー」 = the non-partner cards of the energy area (standing or rested)
  t.pattern<null, C>(/^エネルギーから(\d+)枚控え室に置く$/, (m) => ({ type: 'r4u.moveCards', from: 'energy', to: 'waitingRoom', count: Number(m[1]), filter: { not: { type: 'partner' } } })),
  // 「手札から《X》を1枚このキャラの魂にする」: those cards go to the soul area, associated with this card (5.22.1, 4.13.3.1)
  t.pattern<null, C>(/^手札から(?:(.+?)を)?(\d+)枚このキャラの【?魂】?にする$/, (m) => ({ type: 'r4u.moveCards', from: 'hand', to: 'soul', count: Number(m[2]), ...(m[1] ? { filter: filterOf(m[1]) } : {}) })),
  t.pattern<null, C>(/^このキャラを思い出にする$/, () => ({ type: 'r4u.moveSelf', to: 'memory' })),
  t.pattern<null, C>(/^このキャラを公開する$/, () => ({ type: 'r4u.revealSelf' })),
  t.pattern<null, C>(/^このキャラを【レスト】する$/, () => ({ type: 'tapSelf' })),
  t.pattern<null, C>(/^(パートナー|エネルギー)から(\d+)枚【レスト】する$/, (m) => ({
    type: 'tap', target: { zone: 'energy', side: 'you', filter: (m[1] === 'パートナー' ? { type: 'partner' } : { not: { type: 'partner' } }) as JsonObject, count: Number(m[2]) },
  })),
);

/**
 * The parts of a cost box: 「、」 joins parts; 「このキャラを控え室に置き、…」 (a continuative form) is a part of its own;
 * 「このキャラと、手札から1枚控え室に置く」 = this card and the cards of the next part go where that part says (two parts,
 * paid in the order written, 9.5.2).
 */
function costParts(box: string): string[] {
  const raw = box.split('、').map((p) => p.trim());
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i]!;
    if (p === 'このキャラと') {
      const next = raw[i + 1] ?? unread('このキャラと without a verb');
      const verb = /^(?:エネルギー|手札)から\d+枚(控え室に置く)$/.exec(next) ?? unread(`このキャラと、${next}`);
      out.push(`このキャラを${verb[1]}`);
      continue;
    }
    out.push(p.replace(/置き$/, '置く'));
  }
  return out;
}

/** 「［(cost)］(effect)」 → [costs, effect], or null when the text does not start with a cost box. */
export function costBox(text: string): [JsonObject[], string] | null {
  const m = /^[［[]([^］\]]*)[］\]]\s*(.*)$/.exec(text);
  if (!m) return null;
  // 「エネN。(condition)なら、かわりにエネM」: the payment replaced by another when the condition holds (9.3.1.3.1 / 9.11,
  // a self-replacement written into the cost: `instead`)
  const r = /^エネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)[。、](?:あなたの)?(.+?)なら、かわりにエネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)$/.exec(m[1]!.trim());
  if (r) {
    const condition = conditionOf(`あなたの${r[2]!}`) ?? unread(`cost condition ${r[2]!}`);
    return [[{ type: 'r4u.energy', amount: num(r[1]!), instead: { condition, amount: num(r[3]!) } }], m[2]!];
  }
  // two costs written as one: 「手札とメンバーから1枚ずつ控え室に置く」 (「このキャラと、手札から…」: costParts)
  const box = m[1]!.replace(/^手札と(エントリー|メンバー)から1枚ずつ控え室に置く/, '手札から1枚控え室に置く、$1から1枚控え室に置く');
  const costs = costParts(box).map((p) => COST_PARTS.read(p, null) ?? unread(`cost ${p}`));
  return [costs, m[2]!];
}
