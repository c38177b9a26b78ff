/**
 * Effect clauses that choose cards (「…を選ぶ」, SVE 10.6.2.3; Aura 12.15 is applied by `sve.choose`):
 * 「それ」 afterwards names the chosen cards.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { KIND, Z } from '../../../constants.js';
import { CRATED_OF } from '../../vocab/choose.js';
import { parseGroup, readGroup, selectorOf } from '../groups.js';
import { clauseConcept, type Step } from '../context.js';

const t = clauseConcept('effects/choose');

/** 「A…と B…を選ぶ」 of the block whose output list is `out`: 前者 / 後者 (BP18-T05). */
const pairs = new WeakMap<Step[], { former: JsonObject; latter: JsonObject }>();

export const CHOOSE = [
  // 「(自分の場の)(trait)・トークン・フォロワーN体(まで)選ぶ」
  t.pattern(/^(自分の場の[^・『』「」\[\]]+・トークン・フォロワー)(\d+)体(まで)?を?選ぶ$/, (m, c) => {
    const g = readGroup(m[1]!);
    if (!g) return false;
    const v = c.newVar();
    const sel = selectorOf(g, { count: Number(m[2]) });
    if (m[3]) sel.upTo = true;
    c.out.push({ type: 'sve.choose', target: sel, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「(A)1枚につき、(B)N体まで選ぶ」 (5.29.1: up to N × the number of A; 10.6.2.3)
  t.pattern(/^(.+?)1(?:枚|体)につき、(.+?)(\d+)体まで選ぶ$/, (m, c) => {
    const per = readGroup(m[1]!);
    const g = readGroup(m[2]!);
    if (!per || !g) return false;
    const v = c.newVar();
    c.out.push({ type: 'sve.chooseUpToAmount', target: selectorOf(g), amount: { count: selectorOf(per), times: Number(m[3]) }, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「(group)の【箱詰め】状態のフォロワーN体(まで)選ぶ」 (BP11-024; SVE 5.31.1, the flag sve.crated)
  t.pattern(/^(.+?)の【箱詰め】状態のフォロワー(\d+)体(まで)?選ぶ$/, (m, c) => {
    const g = parseGroup(`${m[1]}のフォロワー`);
    if (!g || g.other) return false;
    const crated = c.newVar();
    const v = c.newVar();
    c.out.push({ type: CRATED_OF, target: selectorOf(g), bind: crated }, { type: 'sve.choose', target: { ref: 'var', var: crated, count: Number(m[2]), ...(m[3] ? { upTo: true } : {}) }, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「(A)N体と(B)M体を選ぶ」 then 「前者…」 / 「後者…」 (BP18-T05): two mandatory choices (10.6.2.3; both must exist, 10.6.2.3.3)
  t.pattern(/^(.+?)(\d+)体と(.+?)(\d+)体を選ぶ$/, (m, c) => {
    const a = parseGroup(m[1]!);
    const b = parseGroup(m[3]!);
    if (!a || !b) return false;
    const va = c.newVar();
    const vb = c.newVar();
    c.out.push({ type: 'sve.choose', target: selectorOf(a, { count: Number(m[2]) }), bind: va }, { type: 'sve.choose', target: selectorOf(b, { count: Number(m[4]) }), bind: vb });
    pairs.set(c.out, { former: { ref: 'var', var: va }, latter: { ref: 'var', var: vb } });
    const both = c.newVar(); // 「それ」 right after names both chosen cards (BP16-086 「…を選ぶ。それを破壊する」)
    c.out.push({ type: 'sve.union', vars: [va, vb], bind: both });
    c.setIt({ ref: 'var', var: both });
  }),
  t.pattern(/^(前者|後者)(.+)$/, (m, c) => {
    const p = pairs.get(c.out);
    if (!p) return false;
    c.setIt(m[1] === '前者' ? p.former : p.latter);
    c.clause(`それ${m[2]}`);
  }),
  // 「(group)をカード名が異なるようにN枚まで選ぶ」 (BP18-T07, 2.1.2)
  t.pattern(/^(.+?)をカード名が異なるように(\d+)枚まで選ぶ$/, (m, c) => {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    const v = c.newVar();
    c.out.push({ type: 'sve.chooseDistinct', target: selectorOf(g), count: Number(m[2]), bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // PCS01-017: one of your leader and your other followers (5.18); 「それは[体力]+N」 next reads which it is (effects/buff.ts)
  t.exact('自分のリーダーか自分の場の他のフォロワー1体を選ぶ', (c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: { zone: [Z.leader, Z.field], side: 'you', count: 1, other: true, filter: { type: [KIND.leader, KIND.follower] } }, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^相手のリーダー1人か(.+?)(\d+)体を選ぶ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    const v = c.newVar();
    const filter = { anyOf: [{ type: KIND.leader }, { ...g.filter, type: KIND.follower }] };
    c.out.push({ type: 'sve.choose', target: { zone: [Z.leader, Z.field], side: 'opponent', filter, count: Number(m[2]) }, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^相手のリーダー(\d+)人を選ぶ$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: { zone: Z.leader, side: 'opponent', count: Number(m[1]) }, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「…を好きな枚数選ぶ」: any number, 0 included (10.6.2.3)
  t.pattern(/^(.+?)を好きな枚数選ぶ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: selectorOf(g, { count: 99, upTo: true }), bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // else the group may be 「(zone)の「これと同名を除く…」」 or a (trait)・トークン・フォロワー (groups.ts readGroup)
  t.pattern(/^(.+?)(\d+)(?:体|枚|つ|人)(まで)?を?選ぶ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? readGroup(m[1]!, c.cardName) ?? unread(text);
    const v = c.newVar();
    const sel = selectorOf(g, { count: Number(m[2]) });
    if (m[3]) sel.upTo = true;
    c.out.push({ type: 'sve.choose', target: sel, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
];
