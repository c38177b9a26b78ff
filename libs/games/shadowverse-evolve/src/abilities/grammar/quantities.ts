/**
 * Quantities and amounts (SVE 5.2): the X a card defines with 「Xは「…」である」, quantities written in 「…」
 * (「自分のPP最大値」, 「これの攻撃力」, 「(group)の数 / 枚数(のN倍)」, a zone's card count, …), and amount words
 * (digits, X, -X, 「「…」と同じ」). The X of the card being compiled is set by the compiler for the time its text
 * compiles (`withX`).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { C, KIND, Z } from '../../constants.js';
import { FIELD_TO_CEMETERY_VAR } from '../../rules/turn-counts.js';
import { parseGroup, selectorOf } from './groups.js';
import type { ClauseCtx } from './context.js';

/** What a quantity reads: 「これ」, 「それ」 and 「選んだ…」 (the card the ability chose). */
export interface QuantityCtx {
  self: JsonObject;
  it: JsonObject | null;
  chosen: JsonObject | null;
}

/** 「(group)のカード名の種類数」 (BP09-001): the variable `sve.distinctNames:<selector JSON>`, noted before its readers (passes.ts). */
export const DISTINCT_NAMES_VAR = 'sve.distinctNames:';
/** 「これに置かれていた(name)カウンターの数」 (BP10-102): the last known counters (10.11.1), noted by a cost (passes.ts). */
export const LK_COUNTER_VAR = 'sve.lkCounter.';

const ZONE_WORDS: Record<string, string> = { 手札: Z.hand, 墓場: Z.cemetery, EXエリア: Z.ex, 消滅領域: Z.banished, デッキ: Z.deck, 場: Z.field };

const t = concept('quantities');

const groupSelector = (p: string): JsonObject | null => {
  const g = parseGroup(p);
  return g ? selectorOf(g) : null;
};

/**
 * 「(自分|相手)の(zone)の(A)や(B)…の枚数の合計」 (BP06-035): one zone's cards of several groups, totalled. Whether a card
 * of two of the groups (a 陰陽師 spell) counts once or once per group is the named option `alternativesTotal`
 * (definition.ts): the data holds both readings (the kernel's option amount), 'once' the default.
 */
export const ALTERNATIVES_TOTAL_OPTION = 'alternativesTotal';

function alternativesTotal(side: string, zone: string, phrase: string): JsonObject | null {
  const parts = phrase.split('や').map((p) => parseGroup(`${side}の${zone}の${p}`));
  if (parts.length < 2 || parts.some((g) => g === null)) return null;
  const sels = parts.map((g) => selectorOf(g!));
  const first = JSON.stringify({ ...sels[0]!, filter: null });
  if (sels.some((x) => JSON.stringify({ ...x, filter: null }) !== first || x.other)) return null;
  return {
    option: ALTERNATIVES_TOTAL_OPTION,
    default: 'once',
    cases: {
      once: { count: { ...sels[0]!, filter: { anyOf: sels.map((x) => x.filter ?? {}) } } },
      perGroup: { sum: sels.map((x) => ({ count: x })) },
    },
  } as JsonObject;
}

/** Quantities in 「…」, in the order they are tried. */
export const QUANTITIES = new Slot<string, QuantityCtx, JsonObject>('quantity').add(
  // 「自分の墓場の陰陽師・カードやスペルの枚数の合計」 (option `alternativesTotal`)
  t.pattern(/^(自分|相手)の(墓場|手札|EXエリア|消滅領域|場)の(.+?や.+?)の枚数の合計$/, (m) => alternativesTotal(m[1]!, m[2]!, m[3]!)),
  // 「このターン、場から墓場に置かれたフォロワーの数」 (rules/turn-counts.ts; noted as it is read, passes.ts)
  t.template('このターン、場から墓場に置かれたフォロワーの数', (q) => (q === 'このターン、場から墓場に置かれたフォロワーの数' ? { var: FIELD_TO_CEMETERY_VAR } : null)),
  // 「自分のエボルヴデッキの表向きの(特徴・)エボルヴフォロワーの枚数」 (4.6.3: face-up evolve cards)
  t.pattern(/^自分のエボルヴデッキの表向きの(?:([^・「」『』]+)・)?エボルヴフォロワーの枚数$/, (m) => ({ count: { zone: Z.evolveDeck, side: 'you', filter: { ...(m[1] ? { trait: m[1] } : {}), type: KIND.follower, subtype: 'エボルヴ', face: 'up' } } })),
  // 「(group)のカード名の種類数」: how many different card names the group's cards have
  t.pattern(/^(.+)のカード名の種類数$/, (m) => {
    const sel = groupSelector(m[1]!) ?? groupSelector(m[1]!.replace(/^(自分|相手)の(墓場|手札|EXエリア|消滅領域|場)にある/, '$1の$2の'));
    return sel ? { var: `${DISTINCT_NAMES_VAR}${JSON.stringify(sel)}` } : null;
  }),
  // 「これに置かれていた(name)カウンターの数」: this card's counters as they were (10.11.1, 4.1.4)
  t.pattern(/^これに置かれていた(.+?)カウンターの数$/, (m) => (m[1] !== 'スタック' ? { var: `${LK_COUNTER_VAR}${m[1]}` } : null)),
  // 「出た(group)のコスト / 攻撃力 / 体力」 (BP02-092): the card whose entering triggered the ability (「自分の場に…が出たとき」, the
  // event's card; read as the effect resolves)
  t.pattern(/^出た(?:アミュレット|フォロワー|カード)の(コスト|攻撃力|体力)$/, (m) => ({ stat: m[1] === '攻撃力' ? 'attack' : m[1] === '体力' ? 'defense' : 'cost', of: { ref: 'eventCard' } })),
  t.template('自分のPP最大値', (q) => (q === '自分のPP最大値' ? { counter: C.maxPp, player: 'you' } : null)),
  // 「(これ|それ|選んだフォロワー|選んだカード)の攻撃力 / 体力 / (元の)コスト」 (「選んだ…」: the chosen card)
  t.pattern(/^(これ|それ|選んだフォロワー|選んだカード)の(?:\[)?(攻撃力|体力|元のコスト|コスト)(?:\])?$/, (m, x, q) => {
    const of = m[1] === 'これ' ? x.self : (m[1] === 'それ' ? x.it : x.chosen) ?? unread(`quantity ${q}`);
    return { stat: m[2] === '攻撃力' ? 'attack' : m[2] === '体力' ? 'defense' : 'cost', of: of as JsonObject };
  }),
  // 「(group)の数 / 枚数(のN倍)」, 「(自分|相手)の(zone)の枚数」
  t.pattern(/^(.+?)の(?:数|枚数)(?:の(\d+)倍)?$/, (m) => {
    const times = m[2] ? { times: Number(m[2]) } : {};
    const g = parseGroup(m[1]!);
    if (g) return { count: selectorOf(g), ...times } as JsonObject;
    const z = /^(自分|相手)の(手札|墓場|EXエリア|消滅領域|デッキ)$/.exec(m[1]!);
    if (z) return { count: { zone: ZONE_WORDS[z[2]!]!, side: z[1] === '自分' ? 'you' : 'opponent' }, ...times } as JsonObject;
    return null;
  }),
);

/** A quantity written in 「…」; unread when it is none of QUANTITIES. */
export function quantity(q: string, self: JsonObject, it: JsonObject | null, chosen: JsonObject | null = it): JsonObject {
  return QUANTITIES.read(q, { self, it, chosen }) ?? unread(`quantity ${q}`);
}

/** The card's 「Xは「…」である」 (SVE 5.2): the quantity text, set while its text compiles; null: none. */
let currentX: string | null = null;

export function xOfCard(): string | null {
  return currentX;
}

/** Runs `fn` with the card's X set to `x` (restored after: a nested text keeps the outer card's X). */
export function withX<T>(x: string | null, fn: () => T): T {
  const saved = currentX;
  currentX = x;
  try {
    return fn();
  } finally {
    currentX = saved;
  }
}

/** Sets the card's X (the compiler, at the start of a card's text). */
export function setX(x: string | null): void {
  currentX = x;
}

/** 「Q+N」 of an X definition → [Q, N] (N = 0 without it). */
export function splitPlus(q: string): [string, number] {
  const m = /^(.+?)\+(\d+)$/.exec(q);
  return m ? [m[1]!, Number(m[2])] : [q, 0];
}

/** The variable of the last choice among `steps` (searched in nested effects too, text order), or null. */
export function lastChosen(steps: unknown): JsonObject | null {
  let found: JsonObject | null = null;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== 'object') return;
    const o = n as JsonObject;
    if (typeof o.type === 'string' && /^sve\.choose/.test(o.type) && typeof o.bind === 'string') found = { ref: 'var', var: o.bind };
    Object.values(o).forEach(walk);
  };
  walk(steps);
  return found;
}

/** What an amount is read against: 「これ」, 「それ」 and the steps so far (for 「選んだ…」). */
export interface AmountScope {
  selfRef: JsonObject;
  it: JsonObject | null;
  steps: JsonObject[];
  cond: { steps: JsonObject[] } | null;
  costScope: { steps: JsonObject[] } | null;
}

/** A signed amount: digits, or X (negated for 「-X」; only a count can be negated), read in the block's context. */
export function signedAmount(v: string, b: AmountScope | null = null): JsonObject | number {
  if (/^[+-]?\d+$/.test(v)) return Number(v);
  if (!/^[+-]?X$/.test(v)) return unread(`amount ${v}`);
  if (currentX === null) unread('X without 「Xは…である」');
  const x = quantity(currentX!, b?.selfRef ?? { ref: 'self' }, b?.it ?? null, b ? lastChosen([b.steps, b.cond?.steps, b.costScope?.steps]) ?? b.it : null);
  if (!v.startsWith('-')) return x!;
  return negated(x!) ?? unread('cannot negate X');
}

/** -amount: a number, a count or a sum (their `times` negated), an option amount (each case negated); null: none of these. */
function negated(x: JsonObject | number): JsonObject | number | null {
  if (typeof x === 'number') return -x;
  if ('count' in x || 'sum' in x) return { ...x, times: -((x.times as number | undefined) ?? 1) };
  if ('option' in x && x.cases && typeof x.cases === 'object') {
    const cases = Object.entries(x.cases as JsonObject).map(([k, c]) => [k, negated(c as JsonObject)] as const);
    return cases.some(([, c]) => c === null) ? null : { ...x, cases: Object.fromEntries(cases) as JsonObject };
  }
  return null;
}

/** An amount word: digits, X, or 「「…」と同じ」. */
export function amountOf(b: AmountScope, s: string): JsonObject | number {
  if (/^\d+$/.test(s)) return Number(s);
  if (s === 'X') return signedAmount('X', b);
  const m = /^「(.+)」と同じ$/.exec(s);
  if (m) return quantity(m[1]!, b.selfRef, b.it, lastChosen([b.steps, b.cond?.steps, b.costScope?.steps]) ?? b.it);
  // 「「(group)の数」のN倍の」: a count times N (the kernel's count amount with `times`; other quantities: unread)
  const t2 = /^「(.+)」の(\d+)倍の$/.exec(s);
  if (t2) {
    const q = quantity(t2[1]!, b.selfRef, b.it);
    if (Object.keys(q).length === 1 && typeof q.count === 'object') return { ...q, times: Number(t2[2]) };
  }
  return unread(`amount ${s}`);
}

/** Clause: 「Xは「…」である」 — the definition of X, applied where X is written (5.2). */
export const X_DEFINITION = [
  t.pattern<ClauseCtx, true>(/^Xは「.+」である$/, () => {
    if (currentX === null) unread('X not understood');
    return true;
  }),
];
