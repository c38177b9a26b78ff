/**
 * Effect clauses that search the deck (SVE 5.8: a search for a count alone must find; with a condition it may
 * fail and is shown; then the deck is shuffled, 5.8.2). 「それ」 afterwards names the found cards.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { Z } from '../../../constants.js';
import { SEARCH_DISTINCT } from '../../vocab/search.js';
import { readGroup, searchFilter, searchFilterExtra } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/search');

const TO: Record<string, string> = { 手札に加える: Z.hand, 場に出す: Z.field, EXエリアに置く: Z.ex };

export const SEARCH = [
  // PCS01-011: 「[進化]を持つ」 = has an evolve ability (SVE 12.2: the kernel filter `ability`, a printed ability labelled 進化)
  t.pattern(/^自分のデッキから(.*)\[進化\]を持つ(.+?)(\d+)枚(を|まで)探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    const g = readGroup(`${m[1]}${m[2]}`);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
    const v = c.newVar();
    c.out.push({ type: 'sve.search', count: Number(m[3]), to: TO[m[5]!]!, bind: v, filter: { ...g.filter, ability: '進化' } });
    c.setIt({ ref: 'var', var: v });
  }),
  // BP18-038: 『A』N枚と『B』N枚と『C』N枚 — each name searched for its count (a name not found is not found, 4.1.2.2)
  t.pattern(/^自分のデッキから((?:『[^』]+』\d+枚と)+『[^』]+』\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    for (const x of `${m[1]}`.matchAll(/『([^』]+)』(\d+)/g)) {
      const v = c.newVar();
      c.out.push({ type: 'sve.search', count: Number(x[2]), to: TO[m[2]!]!, bind: v, filter: { name: x[1]! } });
    }
  }),
  // 「自分のデッキから(group A)N枚と(group B)M枚(と…)を探し、…」 (CP02-055, BP17-080): each group searched for its count in
  // printed order, as BP18-038's names (a group not found is not found, 4.1.2.2); 「それ」 afterwards: unread
  t.pattern(/^自分のデッキから((?:.+?\d+枚と)+.+?\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    const parts = m[1]!.split(/(?<=\d)枚と/).map((p) => /^(.+?)(\d+)$/.exec(p));
    if (parts.some((p) => p === null)) return false;
    for (const p of parts) {
      const filter = searchFilter(p![1]!, c.cardName);
      if (!filter) return false; // a part with a condition only (5.8.1.1) is not this form
      c.out.push({ type: 'sve.search', count: Number(p![2]), to: TO[m[2]!]!, bind: c.newVar(), filter });
    }
  }),
  // CP04-039: each found card named differently from the others (2.1.2; sve.chooseDistinct over the deck)
  t.pattern(/^自分のデッキから(.+?)をカード名が異なるように(\d+)枚まで探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    const g = readGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
    const w = c.newVar();
    c.out.push({ type: SEARCH_DISTINCT, ...(Object.keys(g.filter).length > 0 ? { filter: g.filter } : {}), count: Number(m[2]), to: TO[m[3]!]!, bind: w });
    c.setIt({ ref: 'var', var: w }); // 「それ」: the cards now in that zone (new cards, 4.1.4)
  }),
  // 「自分のデッキから(条件)N枚まで探し、…」 (with 「「これと同名を除く(group)」」, CP04-024)
  // 「自分のデッキからカードN枚まで探し、(EXエリアに置く|消滅させる)」: any cards, up to N (5.8: fewer, none included, may be chosen)
  t.pattern(/^自分のデッキからカード(\d+)枚まで探し、(手札に加える|EXエリアに置く|消滅させる)$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.search', count: Number(m[1]), upTo: true, to: TO[m[2]!] ?? Z.banished, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^自分のデッキから(.+?)(\d+)枚まで探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    let filter: JsonObject | null = null;
    if (m[1]!.startsWith('「これと同名を除く')) {
      const g = readGroup(m[1]!, c.cardName);
      if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
      filter = g.filter;
    } else {
      filter = searchFilterExtra(m[1]!);
    }
    if (!filter) return false; // with a condition the search may find fewer (5.8.1.1): 「まで」 needs one here
    const v = c.newVar();
    c.out.push({ type: 'sve.search', count: Number(m[2]), to: TO[m[3]!]!, bind: v, filter });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「自分のデッキから『X』N枚を探し、アクト状態で場に出す」 (enters engaged, not engaged by an effect)
  t.pattern(/^自分のデッキから『([^』]+)』(\d+)枚を探し、アクト状態で場に出す$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.search', count: Number(m[2]), to: Z.field, tapped: true, bind: v, filter: { name: m[1]! } });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^自分のデッキから(.+?)(\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/, (m, c) => {
    const filter = searchFilter(m[1]!, c.cardName);
    const v = c.newVar();
    c.out.push({ type: 'sve.search', count: Number(m[2]), to: TO[m[3]!]!, bind: v, ...(filter ? { filter } : {}) });
    c.setIt({ ref: 'var', var: v });
  }),
];
