/**
 * Condition prefixes 「(condition)なら、(rest)」 (SVE 10.3.3): what an ability's clauses after them depend on, to the
 * next condition or the end of the ability (the compiler's block reading), plus the activation conditions
 * 「この能力は(condition)なら使える」 and the conditions of continuous abilities 「(condition)限り、…」, which read the
 * same phrases. Each template answers [condition, rest] or null.
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot } from '../../../../../card-text/src/index.js';
import { C, KIND, Z } from '../../constants.js';
import { titleCondition } from '../../title/princess-connect-text.js';
import { ADDITIONAL_PAID } from '../vocab/play.js';
import { DISTINCT_COSTS, DISTINCT_NAMES_AT_LEAST, ENTERED_BY_ABILITY, ENTERED_FROM_ZONE, ENTERED_OTHER_THAN, PLAYED_FROM_ZONE } from '../vocab/conditions.js';
import { DISCARDED_VAR } from './effects/discard.js';
import { parseGroup, readGroup, selectorOf } from './groups.js';
import type { ConditionReader } from './context.js';

/** Scope variable of a paid 【土の秘術】 (SVE 13.3.3.2). */
export const EARTH_RITE_VAR = 'earthRite';

/** What a condition template may use: the whole reader (for 「AかBなら」, 「Aあり、Bなら」). */
export interface ConditionCtx {
  read: ConditionReader;
}

type Read = [JsonObject, string];

const t = concept('conditions');
const cond = (re: RegExp, read: (m: RegExpExecArray, c: ConditionCtx) => Read | null, label?: string) => t.pattern<ConditionCtx, Read>(re, (m, c) => read(m, c), label);

const compareOf = (n: number, w: string | undefined): JsonObject => (w === '以下' ? { lte: n } : w === '以上' ? { gte: n } : { eq: n });

// only zones a card enters the field from directly (a played card enters from the resolution zone, 10.6.2.8.1)
const FROM_ZONES: Record<string, string> = { 墓場: Z.cemetery };

export const CONDITIONS = new Slot<string, ConditionCtx, Read>('condition').add(
  // Princess Connect (14.5.1.3) and the counts its cards print (title/princess-connect-text.ts)
  t.template<string, ConditionCtx, Read>('title conditions', (text, c) => titleCondition(text, c.read)),
  // 「コストを+Nしたなら、」: the play option was taken (10.6.2.2.2)
  cond(/^コストを\+\d+したなら、\s*(.*)$/, (m) => [{ type: 'sve.playOptionPaid' }, m[1]!]),
  // dice (5.20.1): 「指定した数なら」, 「Nなら」, 「NからMなら」, 「NかMなら」
  cond(/^指定した数なら、\s*(.*)$/, (m) => [{ type: 'sve.dice', declared: true }, m[1]!]),
  cond(/^([1-6])(?:(から|か)([1-6]))?なら、\s*(.*)$/, (m) => {
    const a = Number(m[1]);
    const b = m[3] ? Number(m[3]) : a;
    const values = m[2] === 'か' ? [a, b] : Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
    if (values.length === 0) return null;
    return [{ type: 'sve.dice', values }, m[4]!];
  }),
  // 「そうしたなら、」 after 「自分の手札N枚を捨ててよい」 (effects/discard.ts)
  cond(/^そうしたなら、\s*(.*)$/, (m) => [{ type: 'count', selector: { ref: 'var', var: DISCARDED_VAR }, compare: { gte: 1 } }, m[1]!]),
  // 「自分のエボルヴデッキの表向きの(group)がN枚(以上)なら」 (4.6.3: face-up evolve cards)
  cond(/^自分のエボルヴデッキの表向きの(.+?)が(\d+)枚(以上)?なら、\s*(.*)$/, (m) => {
    // 「(trait・)エボルヴフォロワー」: the evolve followers (2.3.3.1), as the quantity of the same words (quantities.ts)
    const evo = /^(?:([^・「」『』]+)・)?エボルヴフォロワー$/.exec(m[1]!);
    const g = evo ? null : parseGroup(m[1]!);
    if (!evo && (!g || g.side !== 'any' || g.other || Object.keys(g.filter).length === 0)) return null;
    const filter = evo ? { ...(evo[1] ? { trait: evo[1] } : {}), type: KIND.follower, subtype: 'エボルヴ' } : g!.filter;
    return [{ type: 'count', selector: { zone: Z.evolveDeck, side: 'you', filter: { ...filter, face: 'up' } }, compare: compareOf(Number(m[2]), m[3]) }, m[4]!];
  }),
  // SVE 5.5.3 (BP03-028)
  cond(/^これが(手札|墓場|EXエリア|デッキ)以外から場に出ていたなら、\s*(.*)$/, (m) => [{ type: ENTERED_OTHER_THAN, zone: { 手札: Z.hand, 墓場: Z.cemetery, EXエリア: Z.ex, デッキ: Z.deck }[m[1]!]! }, m[2]!]),
  // 「自分の場か自分のEXエリアに(group)が(ある|いる)なら」 (EBD03-017: both zones counted)
  cond(/^自分の場か自分のEXエリアに(.+?)が(いる|ある)なら、\s*(.*)$/, (m) => {
    const g = parseGroup(m[1]!);
    if (!g || g.side !== 'any' || g.zone !== Z.field || g.other) return null;
    return [{ type: 'count', selector: { ...selectorOf(g), zone: [Z.field, Z.ex], side: 'you' }, compare: { gte: 1 } }, m[3]!];
  }),
  // 「これが(zone)からプレイされていたなら」 / 「これを(zone)からプレイしていたなら」 (5.5.3: the zone it was played from)
  cond(/^(?:これが(手札|EXエリア)からプレイされていた|これを(手札|EXエリア)からプレイしていた)なら、\s*(.*)$/, (m) => [{ type: PLAYED_FROM_ZONE, zone: (m[1] ?? m[2]) === '手札' ? Z.hand : Z.ex }, m[3]!]),
  // not played onto the field (10.6.2.8.1): 「これが能力によって場に出ていたなら」
  cond(/^これが能力によって場に出ていたなら、\s*(.*)$/, (m) => [{ type: ENTERED_BY_ABILITY }, m[1]!]),
  // 「A(が…)あり、Bなら、」: both (EBD03-004 「自分の墓場が10枚以上あり、自分の場に『X』がいないなら使える」)
  cond(/^([^、。]+?)あり、([^、。]+?なら、.*)$/, (m, c) => {
    const a = c.read(`${m[1]}あるなら、x`);
    const b = c.read(m[2]!);
    return a && a[1] === 'x' && b ? [{ type: 'and', all: [a[0], b[0]] }, b[1]] : null;
  }),
  // 5.24: distinct original costs in a zone (BP11-041, CP02-035)
  cond(/^自分の(墓場|EXエリア)にあるカードの元のコストの種類数が(\d+)種類以上なら、\s*(.*)$/, (m) => [{ type: DISTINCT_COSTS, zone: m[1] === '墓場' ? Z.cemetery : Z.ex, compare: { gte: Number(m[2]) } }, m[3]!]),
  // 10.6.2.5.1.4: this card's optional additional cost was paid
  cond(/^これの追加コストを払っていたなら、\s*(.*)$/, (m) => [{ type: ADDITIONAL_PAID }, m[1]!]),
  // the leader of the ability's controller
  cond(/^(自分|相手)のリーダーの\[体力\](\d+)(以下|以上)?なら、\s*(.*)$/, (m) => [{ type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: C.health, compare: compareOf(Number(m[2]), m[3]) }, m[4]!]),
  // cards of both zones counted together (BP11-114)
  cond(/^自分の場や自分のEXエリアの(.+?)が(\d+)(?:枚|つ)以上なら、\s*(.*)$/, (m) => {
    const g = parseGroup(`自分の場の${m[1]}`);
    if (!g) return null;
    return [{ type: 'count', selector: { ...selectorOf(g), zone: [Z.field, Z.ex] }, compare: { gte: Number(m[2]) } }, m[3]!];
  }),
  cond(/^(自分|相手)の手札が(\d+)枚(以下)?なら、\s*(.*)$/, (m) => [{ type: 'count', selector: { zone: Z.hand, side: m[1] === '自分' ? 'you' : 'opponent' }, compare: (m[3] ? { lte: Number(m[2]) } : { eq: Number(m[2]) }) as JsonObject }, m[4]!]),
  // 「自分の残りPPがN以上なら」: the PP the player has now (7.2)
  cond(/^自分の残りPPが(\d+)以上なら、\s*(.*)$/, (m) => [{ type: 'counter', player: 'you', counter: C.pp, compare: { gte: Number(m[1]) } }, m[2]!]),
  // 「自分の墓場に『A』と『B』があるなら」: one of each (4.7)
  cond(/^自分の墓場に((?:『[^』]+』と)+『[^』]+』)があるなら、\s*(.*)$/, (m) => {
    const all = [...m[1]!.matchAll(/『([^』]+)』/g)].map((x) => ({ type: 'count', selector: { zone: Z.cemetery, side: 'you', filter: { name: x[1]! } }, compare: { gte: 1 } }));
    return [{ type: 'and', all }, m[2]!];
  }),
  // the zone it entered the field from
  cond(/^これが(墓場)から場に出ていたなら、\s*(.*)$/, (m) => [{ type: ENTERED_FROM_ZONE, zone: FROM_ZONES[m[1]!]! }, m[2]!]),
  // SVE 13.2.1.2: the number of cards you played this turn (the count 【コンボ_N】 reads)
  cond(/^「このターン中に自分がプレイしたカードの枚数」が(\d+)枚以上なら、\s*(.*)$/, (m) => [{ type: 'sve.combo', n: Number(m[1]) }, m[2]!]),
  // how many different card names (BP16-028/029, BP13-005/006)
  cond(/^自分の場の「それぞれカード名が異なる(.+?)」が(\d+)体以上なら、\s*(.*)$/, (m) => {
    const g = readGroup(`自分の場の${m[1]}`);
    if (!g || g.other) return null;
    return [{ type: DISTINCT_NAMES_AT_LEAST, of: selectorOf(g), gte: Number(m[2]) }, m[3]!];
  }),
  cond(/^(自分|相手)の(墓場|手札|EXエリア|消滅領域|場)にある(.+?)のカード名の種類数が(\d+)種類以上なら、\s*(.*)$/, (m) => {
    const g = readGroup(`${m[1]}の${m[2]}の${m[3]}`);
    if (!g || g.other) return null;
    return [{ type: DISTINCT_NAMES_AT_LEAST, of: selectorOf(g), gte: Number(m[4]) }, m[5]!];
  }),
  // class notations (13.2.1 combo, 13.3.1 spellchain, 13.5.1 necrocharge, 13.3.3 earth rite, 13.4.1 overflow, 13.5.2 crimson)
  cond(/^【コンボ_(\d+)】\s*(.*)$/, (m) => [{ type: 'sve.combo', n: Number(m[1]) }, m[2]!]),
  cond(/^【(?:スペルチェイン|SC)_(\d+)】\s*(.*)$/, (m) => [{ type: 'sve.spellchain', n: Number(m[1]) }, m[2]!]),
  cond(/^【(?:ネクロチャージ|NC)_(\d+)】\s*(.*)$/, (m) => [{ type: 'sve.necrocharge', n: Number(m[1]) }, m[2]!]),
  cond(/^【土の秘術(?:_(\d+))?】\s*(.*)$/, (m) => [{ type: 'sve.var', var: EARTH_RITE_VAR, earthRite: Number(m[1] ?? 1) }, m[2]!]),
  cond(/^【覚醒】状態なら、\s*(.*)$/, (m) => [{ type: 'sve.overflow' }, m[1]!]),
  cond(/^【真紅】状態なら、\s*(.*)$/, (m) => [{ type: 'sve.crimson' }, m[1]!]),
  // board counts
  cond(/^(自分|相手)の場に(.+?)が(いる|ある|いない|ない)なら、\s*(.*)$/, (m) => {
    const g = parseGroup(`${m[1]}の${m[2]}`);
    if (!g) return null;
    const none = m[3] === 'いない' || m[3] === 'ない';
    return [{ type: 'count', selector: selectorOf(g), compare: (none ? { eq: 0 } : { gte: 1 }) as JsonObject }, m[4]!];
  }),
  cond(/^(自分|相手)の(墓場|手札|EXエリア|エボルヴデッキ)の(.+?)が(\d+)枚以上(?:ある)?なら、\s*(.*)$/, (m) => {
    const g = parseGroup(`${m[1]}の${m[2]}の${m[3]}`);
    if (!g) return null;
    return [{ type: 'count', selector: selectorOf(g), compare: { gte: Number(m[4]) } }, m[5]!];
  }),
  cond(/^(自分|相手)の(墓場|手札|EXエリア|消滅領域)が(\d+)枚以上(?:ある)?なら、\s*(.*)$/, (m) => [{ type: 'count', selector: { zone: { 墓場: Z.cemetery, 手札: Z.hand, EXエリア: Z.ex, 消滅領域: Z.banished }[m[2]!]!, side: m[1] === '自分' ? 'you' : 'opponent' }, compare: { gte: Number(m[3]) } }, m[4]!]),
  // 「自分の場の(group)がN体(以上|以下)なら」: a count of field cards (BP07-069 「自分の場の機械・フォロワーが5体なら使える」)
  cond(/^(自分|相手)の場の(.+?)が(\d+)体(以上|以下)?なら、\s*(.*)$/, (m) => {
    const g = parseGroup(`${m[1]}の場の${m[2]}`);
    if (!g || g.other) return null;
    return [{ type: 'count', selector: selectorOf(g), compare: compareOf(Number(m[3]), m[4]) }, m[5]!];
  }),
  cond(/^(自分|相手)のリーダーの体力が(\d+)(以下|以上)なら、\s*(.*)$/, (m) => [{ type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: 'health', compare: (m[3] === '以下' ? { lte: Number(m[2]) } : { gte: Number(m[2]) }) as JsonObject }, m[4]!]),
  // 「(自分|相手)のリーダーの体力がNなら」: exactly N (BP15-076)
  cond(/^(自分|相手)のリーダーの体力が(\d+)なら、\s*(.*)$/, (m) => [{ type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: 'health', compare: { eq: Number(m[2]) } }, m[3]!]),
  // named counters on this card (15.1)
  cond(/^これの(.+?)カウンターが(\d+)(?:つ|個)(以上|以下)?なら、\s*(.*)$/, (m) => {
    const n = Number(m[2]);
    const compare: JsonObject = m[3] === '以上' ? { gte: n } : m[3] === '以下' ? { lte: n } : { eq: n };
    return [{ type: 'count', selector: { ref: 'self', filter: { counter: { name: m[1]!, compare } } }, compare: { gte: 1 } }, m[4]!];
  }),
  cond(/^自分のPP最大値が(\d+)(以上|以下)?なら、\s*(.*)$/, (m) => {
    const n = Number(m[1]);
    return [{ type: 'counter', player: 'you', counter: C.maxPp, compare: (m[2] === '以上' ? { gte: n } : m[2] === '以下' ? { lte: n } : { eq: n }) as JsonObject }, m[3]!];
  }),
  // this turn's history
  cond(/^このターン、自分の場のフォロワーが進化していたなら、\s*(.*)$/, (m) => [{ type: 'sve.thisTurn', event: 'evolved' }, m[1]!]),
  cond(/^このターン、自分がスペルをプレイしていたなら、\s*(.*)$/, (m) => [{ type: 'sve.thisTurn', event: 'spellPlayed' }, m[1]!]),
  cond(/^このターン、自分のカードが場から手札に戻っていたなら、\s*(.*)$/, (m) => [{ type: 'sve.thisTurn', event: 'returnedToHand' }, m[1]!]),
);

/** A condition prefix: [condition, rest], or null. */
export function conditionPrefix(text: string): Read | null {
  return CONDITIONS.read(text, CTX);
}

const CTX: ConditionCtx = { read: conditionPrefix };

/**
 * 「N枚以上なら、」 right after an open count condition (「自分の墓場の[ロイヤル]フォロワーが5枚以上なら、…。10枚以上なら、
 * …」, BP18-023): the same count compared with N; [condition, rest] or null.
 */
export function followCondition(text: string, open: JsonObject | null): Read | null {
  const m = /^(\d+)(枚|体|つ)以上なら、\s*(.*)$/.exec(text);
  if (!m || !open || open.type !== 'count' || typeof (open.compare as JsonObject | undefined)?.gte !== 'number') return null;
  return [{ ...open, compare: { gte: Number(m[1]) } }, m[3]!];
}

/** 「(条件)である限り / …がいる限り / …がN枚以上ある限り、これは【X】…を持つ」 → the condition and the keywords, or null. */
export function whileCondition(text: string): { condition: JsonObject; keywords: string } | null {
  const m = /^(.+?)限り、これは((?:【[^】]+】)+)を持つ$/.exec(text);
  if (!m || m[1]!.startsWith('これ')) {
    if (m && m[1] === 'これがスタンド状態である') return { condition: { type: 'count', selector: { ref: 'self', filter: { tapped: false } }, compare: { gte: 1 } }, keywords: m[2]! };
    return null;
  }
  let head = m[1]!;
  let n: RegExpExecArray | null;
  if ((n = /^(【覚醒】|【真紅】)状態である$/.exec(head))) head = `${n[1]}状態`;
  else if ((n = /^(.+)である$/.exec(head))) head = n[1]!;
  else if ((n = /^(自分|相手)の場にカードが(\d+)枚以上ある$/.exec(head))) {
    // 「自分の場にカードがN枚以上ある限り」 (BP15-097): every card of that field (followers and amulets, this one included)
    return { condition: { type: 'count', selector: { zone: Z.field, side: n[1] === '自分' ? 'you' : 'opponent' }, compare: { gte: Number(n[2]) } }, keywords: m[2]! };
  }
  else if ((n = /^(自分|相手)の(墓場|手札|EXエリア)に(.+?)が(\d+)枚以上ある$/.exec(head))) head = `${n[1]}の${n[2]}の${n[3]}が${n[4]}枚以上`;
  const c = conditionPrefix(`${head}なら、x`);
  return c ? { condition: c[0], keywords: m[2]! } : null;
}
