/**
 * Effect clauses that put cards onto the field or into the EX area as new cards: tokens by name (SVE 5.5.2,
 * 9.1.2.3; limits 4.4.4.2 / 4.8.3.2), 「(それ|これ)を場に出す」 (a moved card is a new object, 4.1.4.1: 「それ」
 * names it afterwards), a hand card put onto the field, 「自分の墓場のこれを場に出す」 (10.3.4), transform (5.17.1).
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { Z } from '../../../constants.js';
import { parseGroup, selectorOf, bareFilter, tokenGroup } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/summon');

export const SUMMON = [
  // 「自分の手札の((元の)コスト(N|X)以下の)(group)1枚を場に出してよい」 (X, 5.2.1.1: read as it resolves)
  t.pattern(/^自分の手札の(?:(元の)?コスト(X)以下の)?(.+?)1枚を場に出してよい$/, (m, c) => {
    const filter = bareFilter(m[3]!);
    if (!filter) return false;
    const v = c.newVar();
    const target: JsonObject = { zone: Z.hand, side: 'you', count: 1, upTo: true };
    if (Object.keys(filter).length > 0) target.filter = filter;
    if (m[2]) c.out.push({ type: 'sve.chooseCostAtMost', target, amount: c.amount('X'), bind: v });
    else c.out.push({ type: 'sve.choose', target, bind: v });
    // 「それ」: the card as it is now on the field (a moved card is a new object, 4.1.4.1: sve.put binds it)
    const put = c.newVar();
    c.out.push({ type: 'sve.put', target: { ref: 'var', var: v }, to: Z.field, player: 'you', reason: 'effect', bind: put });
    c.setIt({ ref: 'var', var: put });
  }),
  // 「自分のEXエリアの(group)N枚を場に出す」 (BP16-025, BP14-094): N cards of your EX area chosen (10.6.2.3; fewer there:
  // those) and put onto your field (4.4.4.2: only what fits); 「それ」 afterwards names them on the field (4.1.4)
  t.pattern(/^(自分のEXエリアの.+?)(\d+)枚を場に出す$/, (m, c) => {
    const g = tokenGroup(m[1]!);
    if (!g || g.zone !== Z.ex || g.side !== 'you' || g.other) return false;
    const v = c.newVar();
    const put = c.newVar();
    c.out.push({ type: 'sve.choose', target: selectorOf(g, { count: Number(m[2]) }), bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.field, player: 'you', reason: 'effect', bind: put });
    c.setIt({ ref: 'var', var: put });
  }),
  // 「(group)N枚につき、『X』M体を場に出す」 (EBD03-T04, SVE 5.29.1: per N, the rest dropped)
  t.pattern(/^(.+?)(\d+)(?:枚|体)につき、『([^』]+)』(\d+)(?:体|枚)を場に出す$/, (m, c) => {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    const v = c.newVar();
    c.out.push({ type: 'sve.token', token: c.token(m[3]!), count: { count: selectorOf(g), per: Number(m[2]), times: Number(m[4]) }, zone: Z.field, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // 「『A』N枚か『B』N枚か『C』N枚をEXエリアに置く」 (BP15-020: one of the named tokens, chosen)
  t.pattern(/^((?:『[^』]+』\d+(?:枚|体)か)+『[^』]+』\d+(?:枚|体))をEXエリアに置く$/, (m, c) => {
    const options = [...m[1]!.matchAll(/『([^』]+)』(\d+)/g)].map((x) => ({ label: `『${x[1]!}』`, effect: { type: 'sve.token', token: c.token(x[1]!), count: Number(x[2]), zone: Z.ex } }));
    c.out.push({ type: 'sve.choice', options, count: 1 });
  }),
  // 「『A』『B』…1枚ずつEXエリアに置く」 (EBD04-009: one token of each name)
  t.pattern(/^((?:『[^』]+』){2,})1枚ずつEXエリアに置く$/, (m, c) => {
    for (const x of m[1]!.matchAll(/『([^』]+)』/g)) c.out.push({ type: 'sve.token', token: c.token(x[1]!), count: 1, zone: Z.ex });
  }),
  // 「自分の墓場のこれを場に出す」 (10.3.4: the ability works in the cemetery; the card on the field is a new card, 4.1.4.1). In an
  // automatic ability (「…とき、[コスト1]：自分の墓場のこれを場に出す」) the cost is the optional cost of 10.4.7.3.
  t.exact('自分の墓場のこれを場に出す', (c) => {
    if (c.selfRef.ref !== 'self') return false;
    const v = c.newVar();
    c.out.push({ type: 'sve.put', target: { ref: 'self' }, to: Z.field, player: 'you', reason: 'effect', bind: v });
    c.setSelf({ ref: 'var', var: v });
  }),
  t.pattern(/^(それ|これ)を(アクト状態で)?場に出す$/, (m, c) => {
    const put: JsonObject = { type: 'sve.put', target: c.who(m[1]!), to: Z.field, player: 'you', reason: 'effect', ...(m[2] ? { tapped: true } : {}) };
    if (m[1] === 'これ' && c.selfRef.ref !== 'self') {
      // the card put onto the field is a new card that the rest of the text still calls 「これ」 (4.1.4.1)
      const v = c.newVar();
      put.bind = v;
      c.setSelf({ ref: 'var', var: v });
    } else if (m[1] === 'それ') {
      // 「それを場に出す。それは…」: the later 「それ」 is the card now on the field (a new card, SVE 4.1.4 / 4.1.4.1)
      const v = c.newVar();
      put.bind = v;
      c.setIt({ ref: 'var', var: v });
    }
    c.out.push(put);
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:体|枚|つ)か『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/, (m, c) => {
    c.out.push({ type: 'sve.choice', options: [
      { label: `『${m[1]}』`, effect: { type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.field } },
      { label: `『${m[3]}』`, effect: { type: 'sve.token', token: c.token(m[3]!), count: Number(m[4]), zone: Z.field } },
    ] });
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/, (m, c) => {
    const v = c.newVar(); // 「それ」 after it: the tokens just made
    c.out.push({ type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.field, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:体|枚|つ)と『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/, (m, c) => {
    c.out.push({ type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.field }, { type: 'sve.token', token: c.token(m[3]!), count: Number(m[4]), zone: Z.field });
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/, (m, c) => {
    const v = c.newVar(); // 「それ」 after it: the tokens just made
    c.out.push({ type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.ex, bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:枚|つ)と『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/, (m, c) => {
    c.out.push({ type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.ex }, { type: 'sve.token', token: c.token(m[3]!), count: Number(m[4]), zone: Z.ex });
  }),
  t.pattern(/^『([^』]+)』(\d+)(?:枚|つ)を場かEXエリアに置いてよい$/, (m, c) => {
    const tk = c.token(m[1]!);
    c.out.push({ type: 'optional', prompt: `Put 『${m[1]}』?`, effect: { type: 'sve.choice', options: [
      { label: 'field', effect: { type: 'sve.token', token: tk, count: Number(m[2]), zone: Z.field } },
      { label: 'exArea', effect: { type: 'sve.token', token: tk, count: Number(m[2]), zone: Z.ex } },
    ] } });
  }),
  t.pattern(/^『([^』]+)』(\d+)枚か『([^』]+)』(\d+)枚をEXエリアに置く$/, (m, c) => {
    c.out.push({
      type: 'sve.choice',
      options: [
        { label: `『${m[1]}』`, effect: { type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.ex } },
        { label: `『${m[3]}』`, effect: { type: 'sve.token', token: c.token(m[3]!), count: Number(m[4]), zone: Z.ex } },
      ],
    });
  }),
  // 「『X』N枚を、場が上限になるまで出す。残りをEXエリアに置く」 (4.4.4.2 then 4.8.3.2)
  t.pattern(/^『([^』]+)』(\d+)枚を、場が上限になるまで出す$/, (m, c) => {
    c.out.push({ type: 'sve.token', token: c.token(m[1]!), count: Number(m[2]), zone: Z.field, mode: 'fieldThenEx' });
    c.setLook({ type: 'tokenRest' });
  }),
  t.exact('残りをEXエリアに置く', (c) => {
    if (c.look?.type !== 'tokenRest') return false;
    c.setLook(null);
  }),
  // 「『X』N枚の中から、好きな枚数を場に出す。好きな枚数をEXエリアに置く」
  t.pattern(/^『([^』]+)』(\d+)枚の中から、好きな枚数を場に出す$/, (m, c) => {
    c.out.push({ type: 'sve.tokenSplit', token: c.token(m[1]!), count: Number(m[2]) });
    c.setLook({ type: 'tokenSplitRest' });
  }),
  t.exact('好きな枚数をEXエリアに置く', (c) => {
    if (c.look?.type !== 'tokenSplitRest') return false;
    c.setLook(null);
  }),
  t.pattern(/^(それ|これ)は『([^』]+)』に変身する$/, (m, c) => {
    c.out.push({ type: 'sve.transform', target: c.who(m[1]!), token: c.token(m[2]!) }); // SVE 5.17.1
  }),
];
