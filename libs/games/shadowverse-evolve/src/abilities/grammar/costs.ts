/**
 * Costs (SVE 10.4): the cost text of an activated ability (between [起動] and ：, 8.3.1), of 「(cost)：(effect)」
 * inside an automatic ability or an effect (an optional cost, 10.4.7.3 / 10.4.7.4), read part after part. Each
 * part template reads the start of the text: {cost, length, zones} (zones: an ability of a card in the hand, EX
 * area or cemetery, 10.3.4). 「場の」 in a cost is the master's field (10.4.3). All or nothing (10.4.2.2).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { attempt, concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { Z } from '../../constants.js';
import { parseGroup, readGroup, selectorOf } from './groups.js';
import type { CostPart } from './context.js';

const t = concept('costs');
const part = (re: RegExp, read: (m: RegExpExecArray, text: string) => Omit<CostPart, 'length'> | null, label?: string) =>
  t.pattern<void, CostPart>(re, (m, _c, text) => {
    const r = read(m, text);
    return r ? { ...r, length: m[0].length } : null;
  }, label);
// a start-anchored pattern (a cost part is the start of the remaining cost text)
const cost = (costs: JsonObject[], zones: string[] | null = null) => ({ cost: costs, zones });

const COST_TO: Record<string, string> = { 手札に戻す: Z.hand, EXエリアに置く: Z.ex };

export const COST_PARTS = new Slot<string, void, CostPart>('cost').add(
  // 「手札のこれと(group)N枚を捨てる」 (10.4.2.1: this card first, then the other card of the hand; 10.3.4: an ability of a card in the hand)
  part(/^手札のこれと(.+?)(\d+)枚を捨てる/, (m) => {
    const g = readGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other) return null;
    const filter = g.filter;
    return cost([{ type: 'sacrificeSelf', to: Z.cemetery }, { type: 'sve.discardOther', amount: Number(m[2]), ...(Object.keys(filter).length > 0 ? { filter } : {}) }], [Z.hand]);
  }),
  // 「EXエリアのこれと『X』N枚を消滅」 (BP16-T15; 10.4.2.1: this card first, then N others — all must be available, 10.4.2.2)
  part(/^EXエリアのこれと『([^』]+)』(\d+)枚を消滅(?:させる|する)?/, (m) =>
    cost([{ type: 'sacrificeSelf', to: Z.banished }, { type: 'sve.moveCost', target: { zone: Z.ex, side: 'you', filter: { name: m[1]! }, other: true, count: Number(m[2]) }, to: Z.banished }], [Z.ex])),
  // 「場の(group)を元のコストの合計がN以上になるように好きな枚数[アクト]」 (sve.tapTotal)
  part(/^場の(.+?)を元のコストの合計が(\d+)以上になるように好きな枚数\[アクト\]/, (m) => {
    const g = parseGroup(`自分の場の${m[1]}`);
    if (!g || g.other) return null;
    return cost([{ type: 'sve.tapTotal', target: selectorOf(g), total: Number(m[2]) }]);
  }),
  // 「手札の(group)N枚をEXエリアに置く」 (CP04-116)
  part(/^手札の(.+?)(\d+)枚をEXエリアに置く/, (m) => {
    if (m[1] === 'これ') return null;
    const g = readGroup(`自分の手札の${m[1]}`);
    if (!g || g.other || g.zone !== Z.hand) return null;
    return cost([{ type: 'sve.moveCost', target: selectorOf(g, { count: Number(m[2]) }), to: Z.ex }]);
  }),
  // 「場の(group)N枚を(手札に戻す|EXエリアに置く)」 (a token returned to the hand is removed, 9.1.4.4)
  part(/^場の(.+?)(\d+)(?:枚|体|つ)を(手札に戻す|EXエリアに置く)/, (m) => {
    if (m[1] === 'これ') return null;
    const g = readGroup(`自分の場の${m[1]}`);
    if (!g || g.zone !== Z.field) return null;
    return cost([{ type: 'sve.moveCost', target: selectorOf(g, { count: Number(m[2]) }), to: COST_TO[m[3]!]! }]);
  }),
  // an activated ability of a card in the cemetery (10.3.4), paid by banishing it
  part(/^墓場のこれを消滅(?:させる)?/, () => cost([{ type: 'sacrificeSelf', to: Z.banished }], [Z.cemetery])),
  // an activated ability of a card in the hand / EX area (10.3.4), paid by putting it into the cemetery
  part(/^(手札|EXエリア)のこれを(捨てる|墓場に置く)/, (m) => cost([{ type: 'sacrificeSelf', to: Z.cemetery }], [m[1] === '手札' ? Z.hand : Z.ex])),
  part(/^手札のこれをEXエリアに置く/, () => cost([{ type: 'sacrificeSelf', to: Z.ex }], [Z.hand])),
  // 「場の『X』1つの(name)カウンターN個を取る」 (BP18-021, BP18-022): from one card of yours of that name (10.4.3)
  part(/^場の『([^』]+)』1つの(.+?)カウンター(\d+)(?:つ|個)を取る/, (m) => cost([{ type: 'sve.removeCountersFrom', target: { zone: Z.field, side: 'you', filter: { name: m[1]! } }, counter: m[2]!, amount: Number(m[3]) }])),
  part(/^これの(.+?)カウンター(\d+)(?:つ|個)を取る/, (m) => cost([{ type: 'removeCounter', counter: m[1]!, amount: Number(m[2]) }])), // SVE 15.1.4
  // N other cards of yours as a cost: engage them, or put them into the cemetery / banish them (10.4)
  part(/^(場|EXエリア|墓場)の(.+?)(\d+)(?:つ|枚|体)を(\[アクト\]|墓場に置く|消滅させる|消滅)/, (m, text) => {
    const g = parseGroup(`自分の${m[1]}の${m[2]}`) ?? unread(`cost ${text}`);
    const target = selectorOf(g, { count: Number(m[3]) });
    return cost([m[4] === '[アクト]' ? { type: 'tap', target } : { type: 'sve.moveCost', target, to: m[4] === '墓場に置く' ? Z.cemetery : Z.banished }]);
  }),
  // 「場かEXエリアの『X』N枚を消滅」 (BP07-104): a card of either zone
  part(/^場かEXエリアの(.+?)(\d+)(?:つ|枚|体)を(墓場に置く|消滅させる|消滅)/, (m, text) => {
    const g = parseGroup(`自分の場の${m[1]}`) ?? unread(`cost ${text}`);
    const target = { ...selectorOf(g, { count: Number(m[2]) }), zone: [Z.field, Z.ex] };
    return cost([{ type: 'sve.moveCost', target, to: m[3] === '墓場に置く' ? Z.cemetery : Z.banished }]);
  }),
  // 「(他の)『X』N体を墓場に置く」 / 「(他の)(trait)・フォロワーN体を墓場に置く」: followers of your field (4.4.3: a kind named
  // without a zone is on the field; 10.4.3); 「これと…」: this card first, then the others (10.4.2.1), all or nothing (10.4.2.2)
  part(/^(これと)?(他の)?(『[^』]+』|[^『』「」：\[\]]+?・フォロワー)(\d+)体を墓場に置く/, (m) => {
    const g = readGroup(`自分の場の${m[2] ?? ''}${m[3]}`);
    if (!g || g.zone !== Z.field || g.side !== 'you') return null;
    const move = { type: 'sve.moveCost', target: { ...selectorOf(g, { count: Number(m[4]) }), ...(m[1] ? { other: true } : {}) }, to: Z.cemetery };
    return cost(m[1] ? [{ type: 'sacrificeSelf', to: Z.cemetery }, move] : [move]);
  }),
  part(/^\[コスト(\d+)\]/, (m) => cost([{ type: 'pay', counter: 'pp', amount: Number(m[1]) }])),
  part(/^これを\[アクト\]/, () => cost([{ type: 'tapSelf' }])),
  part(/^(?:これを)?墓場に置く/, () => cost([{ type: 'sacrificeSelf', to: Z.cemetery }])),
  part(/^(?:これを)?消滅(?:させる)?(?=：|$)/, () => cost([{ type: 'sacrificeSelf', to: Z.banished }])), // 「[アクト]消滅：」: this card is banished as the cost
  part(/^リーダーの\[体力\]-(\d+)/, (m) => cost([{ type: 'sve.health', amount: Number(m[1]) }])),
  part(/^【レッスン_(\d+)】/, (m) => cost([{ type: 'sve.lesson', amount: Number(m[1]) }])), // SVE 14.3.2.1
  part(/^手札(\d+)枚を捨てる/, (m) => cost([{ type: 'discard', amount: Number(m[1]) }])),
  part(/^手札の(.+?)(\d+)枚を捨てる/, (m, text) => {
    const g = parseGroup(m[1]!) ?? unread(`cost ${text}`);
    return cost([{ type: 'discard', amount: Number(m[2]), ...(Object.keys(g.filter).length > 0 ? { filter: g.filter } : {}) }]);
  }),
  part(/^【土の秘術(?:_(\d+))?】/, (m) => cost([{ type: 'sve.earthRite', amount: Number(m[1] ?? 1) }])), // SVE 13.3.3.2 as the ability's cost
  part(/^\[(?:クイック|Q)\]/, () => ({ cost: [], zones: null, quick: true })),
  part(/^[、\s]+/, () => cost([])), // separator
);

/** Reads an activated ability's cost text (between [起動] and ：): the costs, quick timing, the zones it works in. */
export function parseCost(text: string): { cost: JsonObject[]; quick: boolean; zones: string[] | null } {
  let s = text.trim();
  const out: JsonObject[] = [];
  let quick = false;
  let zones: string[] | null = null;
  while (s.length > 0) {
    const p = COST_PARTS.read(s, undefined) ?? unread(`cost ${s}`);
    out.push(...p.cost);
    if (p.zones) zones = p.zones;
    if (p.quick) quick = true;
    s = s.slice(p.length);
  }
  return { cost: out, quick, zones };
}

/** 「(cost)：(rest)」 at the start of an automatic ability or a clause, when the head is a cost parseCost reads. */
export function triggerCost(text: string): { cost: JsonObject[]; rest: string } | null {
  const m = /^([^：。「」]+)：\s*(.*)$/.exec(text);
  if (!m) return null;
  const r = attempt(() => parseCost(m[1]!));
  if (!r || r.quick || r.zones || r.cost.length === 0) return null;
  return { cost: r.cost, rest: m[2]! };
}
