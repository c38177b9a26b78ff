/**
 * Compiler templates for token cards, group 2 (spells and special rules), hooked into compiler.ts at
 * clause(), parseCost(), triggerPhrase() and the segment loop (whole-segment abilities). Each function
 * returns null / false when its text is not one of its forms, so the compiler's own templates and
 * failures stay as they were. Vocabulary: tokens-2-vocab.ts.
 *
 * Forms:
 *  - 「(自分|相手)のリーダーすべての体力をNにする」 (EBD04-T05: sve.setHealth);
 *  - 「(自分|相手)のリーダーすべてに「(quantity)」と同じダメージ」 (BP18-T08, 5.2);
 *  - 「(group)すべてに(name)カウンターN個を置く」 (BP18-T02, 15.1.3);
 *  - 「(group)N枚につき、『X』M体を場に出す」 (EBD03-T04, 5.29.1: leftovers dropped);
 *  - 「(A)N体と(B)M体を選ぶ。前者を…。後者は…」 (BP18-T05: two choices, 10.6.2.3);
 *  - 「(group)をカード名が異なるようにN枚まで選ぶ」 (BP18-T07: sve.chooseDistinct, 2.1.2);
 *  - 「自分のエボルヴデッキの表向きのエボルヴフォロワーを好きな枚数裏向きにしてよい」 (BP18-T01, 4.6.3);
 *  - 「このターン、自分は自分の消滅領域のカードをプレイできる」 (BP18-T03: sve.playFromBanished);
 *  - cost 「EXエリアのこれと『X』N枚を消滅」 (BP16-T15, 10.4.2.1: this first, then N others);
 *  - trigger 「自分の『X』が場から墓場に置かれたとき」 (BP18-T06);
 *  - 「これは場にいる限り、『X』でもある」 (BP16-T11, BP08-T02: keyword `sve.alsoNamed`, read by the kernel's matchesFilter, SVE 2.1.2);
 *  - 「これはこのターン、自分が他の『X』をプレイしていたなら、プレイできない」, 「これは【覚醒】状態でないなら、プレイ
 *    できない」 (BP17-T07, BP17-T06: play restrictions, 1.3.3; actions/additional-cost.ts `playRestricted`);
 *  - 「このターン、自分のリーダーの体力が減少したとき、…」 (BP17-T07: a delayed trigger for the rest of the turn, 10.7.5,
 *    taking the following sentences of the ability as its effect);
 *  - 「自分のエンドフェイズが来たとき、これがEXエリアにあり、【覚醒】状態でないなら、…」 (BP17-T06: works in the EX area);
 *  - 「これをプレイする際、追加コストとして(cost)。」 (BP13-T04, BP12-T02, BP14-011, BP13-064, BP16-026, BP18-119,
 *    DSD01a-014, BP17-054: a mandatory additional cost — field cards to the cemetery or engaged, EX-area cards
 *    banished, hand cards discarded or revealed —, 10.6.2.5.1.4 / 10.6.2.1.2; actions/play-variants.ts lists
 *    one play action per payment, none without); with 「…てよい」 an optional one (BP13-098, BP11-068: also the action
 *    without payment; 「これの追加コストを払っていたなら、」 = sve.additionalPaid); 「墓場の(group)N枚を消滅させる」 (BP15-045);
 *  - condition 「自分の(墓場|EXエリア)にあるカードの元のコストの種類数がN種類以上なら、」 (BP11-041, BP13-041, CP02-035 with
 *    「代わりに」: sve.distinctCosts; tokens2Condition, a condition prefix: to the next condition or the end of the ability);
 *  - 「(group)の【箱詰め】状態のフォロワーN体(まで)選ぶ」 (BP11-024: sve.cratedOf, 5.31.1).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { parseGroup, selectorOf } from './groups.js';

type Step = JsonObject;

/** What the clause templates read and write of the compiler's block (compiler.ts BlockCtx). */
export interface Tokens2Api {
  out: Step[];
  newVar(): string;
  /** 「それ」: the last chosen cards; throws (compiler failure) when there is none. */
  it(): JsonObject;
  setIt(v: JsonObject): void;
  /** 『X』 → {type:'token', card}; throws when unknown. */
  token(name: string): JsonObject;
  /** A quantity in 「…」 (compiler.ts quantity, 5.2); throws on an unknown one. */
  quantity(q: string): JsonObject;
  /** Compiles another clause into the same block. */
  clause(text: string): void;
}

/** 「A…と B…を選ぶ」 of the block whose output list is `out`: 前者 / 後者 (BP18-T05). */
const pairs = new WeakMap<Step[], { former: JsonObject; latter: JsonObject }>();
/** An open delayed trigger of the block whose output list is `out`: the following clauses are its effect (BP17-T07). */
const openDelayed = new WeakMap<Step[], Step[]>();
let nested = false;

/** Compiles `text` as a clause of the block and takes its steps out of the block's list. */
function apart(api: Tokens2Api, text: string): Step[] {
  const n = api.out.length;
  const was = nested;
  nested = true;
  try {
    api.clause(text);
  } finally {
    nested = was;
  }
  return api.out.splice(n);
}

const seqOf = (steps: Step[]): Step => (steps.length === 1 ? steps[0]! : { type: 'sequence', steps });

/** Play restrictions (SVE 1.3.3), read by actions/additional-cost.ts playRestricted. */
export const PLAY_RESTRICTION = 'sve.playRestriction';
/** Trigger: your leader's health decreased (damage, a cost, 「体力をNにする」 to less; rules/damage.ts). */
export const HEALTH_DECREASED = 'sve.healthDecreased';

/** 「これは場にいる限り、『X』でもある」 (SVE 2.1.2): read by the kernel's matchesFilter (`<game>.alsoNamed`). */
export const ALSO_NAMED = 'sve.alsoNamed';
/** Data of a mandatory additional play cost (SVE 10.6.2.5.1.4), read by actions/play-variants.ts. */
export const ADDITIONAL_COST = 'sve.additionalCost';
/** Condition: 「これの追加コストを払っていたなら」 — this card's optional additional cost was paid (flag `additionalPaid`, additional-cost.ts). */
export const ADDITIONAL_PAID = 'sve.additionalPaid';
/** Condition: the number of distinct original costs (5.24) among your cards in a zone (BP11-041). */
export const DISTINCT_COSTS = 'sve.distinctCosts';
/** Effect: binds the cards of a selector that are in the 【箱詰め】 state (5.31.1; BP11-024). */
export const CRATED_OF = 'sve.cratedOf';

/** Clause templates; true when the clause was compiled into `api.out`. */
export function tokens2Clause(api: Tokens2Api, t: string): boolean {
  let m: RegExpExecArray | null;
  const o = api.out;
  const open = nested ? undefined : openDelayed.get(o);
  if (open) {
    open.push(...apart(api, t)); // the effect of the delayed trigger goes on to the end of the ability
    return true;
  }
  // ---- 「このターン、自分のリーダーの体力が減少したとき、…」 (BP17-T07; 10.7.5, every time during this turn) ----
  if ((m = /^このターン、自分のリーダーの体力が減少したとき、(.+)$/.exec(t))) {
    const steps = apart(api, m[1]!);
    o.push({ type: 'delayedTrigger', trigger: { on: HEALTH_DECREASED, side: 'you' }, effect: { type: 'sequence', steps }, duration: 'untilEndOfTurn', repeat: true });
    openDelayed.set(o, steps);
    return true;
  }
  // ---- 「これがEXエリアにあり、【覚醒】状態でないなら、…」 (BP17-T06) ----
  if ((m = /^これがEXエリアにあり、【覚醒】状態でないなら、(.+)$/.exec(t))) {
    const steps = apart(api, m[1]!);
    o.push({ type: 'if', condition: { type: 'and', all: [{ type: 'selfIn', zone: Z.ex }, { type: 'not', condition: { type: 'sve.overflow' } }] }, then: seqOf(steps) });
    return true;
  }
  // 「自分の(墓場|EXエリア)にあるカードの元のコストの種類数がN種類以上なら、…」 (BP11-041; 5.24): tokens2Condition (a condition prefix)
  // ---- 「(group)の【箱詰め】状態のフォロワーN体(まで)選ぶ」 (BP11-024; SVE 5.31.1, the flag sve.crated) ----
  if ((m = /^(.+?)の【箱詰め】状態のフォロワー(\d+)体(まで)?選ぶ$/.exec(t))) {
    const g = parseGroup(`${m[1]}のフォロワー`);
    if (!g || g.other) return false;
    const crated = api.newVar();
    const v = api.newVar();
    o.push({ type: CRATED_OF, target: selectorOf(g), bind: crated }, { type: 'sve.choose', target: { ref: 'var', var: crated, count: Number(m[2]), ...(m[3] ? { upTo: true } : {}) }, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「相手のリーダーすべての体力を1にする」 (EBD04-T05): the health becomes N (not damage) ----
  if ((m = /^(自分|相手)のリーダーすべての体力を(\d+)にする$/.exec(t))) {
    o.push({ type: 'sve.setHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: Number(m[2]) });
    return true;
  }
  // ---- 「相手のリーダーすべてに「(quantity)」と同じダメージ」 (BP18-T08) ----
  if ((m = /^(自分|相手)のリーダーすべてに「(.+)」と同じダメージ$/.exec(t))) {
    let amount: JsonObject;
    try {
      amount = api.quantity(m[2]!);
    } catch {
      return false; // not a plain quantity (e.g. 「これの攻撃力の半分」, title/princess-connect-text.ts): other templates
    }
    o.push({ type: 'damage', target: { player: m[1] === '自分' ? 'you' : 'opponent' }, amount });
    return true;
  }
  // ---- 「(group)すべてに(name)カウンターN個を置く」 (BP18-T02, SVE 15.1.3) ----
  if ((m = /^(.+?)すべてに(.+?)カウンター(\d+)(?:つ|個)を置く$/.exec(t)) && m[2] !== 'スタック') {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    o.push({ type: 'addCounter', target: selectorOf(g), counter: m[2]!, amount: Number(m[3]) });
    return true;
  }
  // ---- 「(group)N枚につき、『X』M体を場に出す」 (EBD03-T04, SVE 5.29.1: per N, the rest dropped) ----
  if ((m = /^(.+?)(\d+)(?:枚|体)につき、『([^』]+)』(\d+)(?:体|枚)を場に出す$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    const v = api.newVar();
    o.push({ type: 'sve.token', token: api.token(m[3]!), count: { count: selectorOf(g), per: Number(m[2]), times: Number(m[4]) }, zone: Z.field, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「(A)N体と(B)M体を選ぶ」 then 「前者…」 / 「後者…」 (BP18-T05) ----
  if ((m = /^(.+?)(\d+)体と(.+?)(\d+)体を選ぶ$/.exec(t))) {
    const a = parseGroup(m[1]!);
    const b = parseGroup(m[3]!);
    if (!a || !b) return false;
    const va = api.newVar();
    const vb = api.newVar();
    // two mandatory choices (10.6.2.3; both must exist, 10.6.2.3.3 — targetsAvailable reads each)
    o.push({ type: 'sve.choose', target: selectorOf(a, { count: Number(m[2]) }), bind: va }, { type: 'sve.choose', target: selectorOf(b, { count: Number(m[4]) }), bind: vb });
    pairs.set(o, { former: { ref: 'var', var: va }, latter: { ref: 'var', var: vb } });
    const both = api.newVar(); // 「それ」 right after names both chosen cards (BP16-086 「…を選ぶ。それを破壊する」)
    o.push({ type: 'sve.union', vars: [va, vb], bind: both });
    api.setIt({ ref: 'var', var: both });
    return true;
  }
  if ((m = /^(前者|後者)(.+)$/.exec(t))) {
    const p = pairs.get(o);
    if (!p) return false;
    api.setIt(m[1] === '前者' ? p.former : p.latter);
    api.clause(`それ${m[2]}`);
    return true;
  }
  // ---- 「(group)をカード名が異なるようにN枚まで選ぶ」 (BP18-T07) ----
  if ((m = /^(.+?)をカード名が異なるように(\d+)枚まで選ぶ$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    const v = api.newVar();
    o.push({ type: 'sve.chooseDistinct', target: selectorOf(g), count: Number(m[2]), bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「自分のエボルヴデッキの表向きのエボルヴフォロワーを好きな枚数裏向きにしてよい」 (BP18-T01, 4.6.3) ----
  if (t === '自分のエボルヴデッキの表向きのエボルヴフォロワーを好きな枚数裏向きにしてよい') {
    const v = api.newVar();
    o.push(
      { type: 'sve.choose', target: { zone: Z.evolveDeck, side: 'you', filter: { type: KIND.follower, subtype: 'エボルヴ', face: 'up' }, count: 99, upTo: true }, bind: v },
      { type: 'sve.flip', target: { ref: 'var', var: v }, face: 'down' },
    );
    return true;
  }
  // ---- 「このターン、自分は自分の消滅領域のカードをプレイできる」 (BP18-T03) ----
  if (t === 'このターン、自分は自分の消滅領域のカードをプレイできる') {
    o.push({ type: 'sve.playFromBanished' });
    return true;
  }
  return false;
}

/**
 * Condition prefixes (compiler.ts conditionPrefix, so 「…なら、代わりに…」 works too): 「自分の(墓場|EXエリア)にあるカードの元の
 * コストの種類数がN種類以上なら、」 (CP02-035; 5.24) and 「これの追加コストを払っていたなら、」 (BP13-098, BP11-068; 10.6.2.5.1.4).
 */
export function tokens2Condition(t: string): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^自分の(墓場|EXエリア)にあるカードの元のコストの種類数が(\d+)種類以上なら、\s*(.*)$/.exec(t))) return [{ type: DISTINCT_COSTS, zone: m[1] === '墓場' ? Z.cemetery : Z.ex, compare: { gte: Number(m[2]) } }, m[3]!];
  if ((m = /^これの追加コストを払っていたなら、\s*(.*)$/.exec(t))) return [{ type: ADDITIONAL_PAID }, m[1]!];
  return null;
}

/** Activated-ability cost parts: 「EXエリアのこれと『X』N枚を消滅」 (BP16-T15), or null. */
export function tokens2Cost(s: string): { cost: JsonObject[]; length: number; zones: string[] | null } | null {
  const m = /^EXエリアのこれと『([^』]+)』(\d+)枚を消滅(?:させる|する)?/.exec(s);
  if (!m) return null;
  return {
    // 10.4.2.1: this card first, then N other cards of that name in your EX area (10.4.2.2: all must be available)
    cost: [{ type: 'sacrificeSelf', to: Z.banished }, { type: 'sve.moveCost', target: { zone: Z.ex, side: 'you', filter: { name: m[1]! }, other: true, count: Number(m[2]) }, to: Z.banished }],
    length: m[0].length,
    zones: [Z.ex],
  };
}

/** Trigger phrases: 「自分の『X』が場から墓場に置かれたとき」 (BP18-T06), or null. */
export function tokens2Trigger(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  let m: RegExpExecArray | null;
  // BP17-T06: an automatic ability that works in the EX area (its condition names it, 10.3.4)
  if ((m = /^自分のエンドフェイズが来たとき、(これがEXエリアにあり、.+)$/.exec(t))) return { trigger: { on: 'onPhase', phase: 'end' }, rest: m[1]!, subject: null, zones: [Z.ex] };
  m = /^自分の『([^』]+)』が場から墓場に置かれたとき、\s*(.*)$/.exec(t);
  if (!m) return null;
  return { trigger: { on: 'onLeave', zone: Z.field, to: Z.cemetery, side: 'you', who: 'any', filter: { name: m[1]! } }, rest: m[2]!, subject: null };
}

/**
 * Whole-segment abilities:
 *  - 「これは場にいる限り、『X』でもある」: the card also has the name X while on the field (SVE 2.1.2; keyword
 *    `sve.alsoNamed`, read by the kernel's matchesFilter);
 *  - 「これをプレイする際、追加コストとして(cost)」: a mandatory additional play cost (10.6.2.5.1.4; not playable unpaid, 10.6.2.1.2).
 */
export function tokens2Ability(t: string): Ability | null {
  let m: RegExpExecArray | null;
  if ((m = /^これは場にいる限り、『([^』]+)』でもある$/.exec(t))) {
    return { kind: 'keyword', keyword: ALSO_NAMED, value: m[1]! }; // functions on the field only (the zone with abilities)
  }
  if ((m = /^これはこのターン、自分が他の『([^』]+)』をプレイしていたなら、プレイできない$/.exec(t))) {
    return { kind: 'replacement', replaces: { event: PLAY_RESTRICTION }, effect: { type: PLAY_RESTRICTION, condition: { type: 'sve.playedNameThisTurn', name: m[1]! } } };
  }
  if (t === 'これは【覚醒】状態でないなら、プレイできない') {
    return { kind: 'replacement', replaces: { event: PLAY_RESTRICTION }, effect: { type: PLAY_RESTRICTION, condition: { type: 'not', condition: { type: 'sve.overflow' } } } };
  }
  // 「…てよい」: an optional additional cost (10.6.2.2.2 chosen while playing; 「これの追加コストを払っていたなら」 reads it)
  if ((m = /^これをプレイする際、追加コストとして(.+?)(置いて|捨てて)よい$/.exec(t))) {
    const cost = additionalCost(`${m[1]!}${m[2] === '置いて' ? '置く' : '捨てる'}`);
    return cost ? { kind: 'replacement', replaces: { event: ADDITIONAL_COST }, effect: { type: ADDITIONAL_COST, ...cost, optional: true } } : null;
  }
  if ((m = /^これをプレイする際、追加コストとして(.+)$/.exec(t))) {
    const cost = additionalCost(m[1]!);
    return cost ? { kind: 'replacement', replaces: { event: ADDITIONAL_COST }, effect: { type: ADDITIONAL_COST, ...cost } } : null;
  }
  return null;
}

/** The additional cost's process: own field cards put into the cemetery or engaged (10.4.3: 「場の」 = the master's field),
 * EX-area cards banished, hand cards discarded or revealed (「公開してデッキの下に置く」: then to the deck's bottom). */
function additionalCost(s: string): { sacrifice: JsonObject[] } | { engage: JsonObject[] } | { banish: JsonObject[] } | { discard: JsonObject[] } | { reveal: JsonObject[]; bottom?: true } | { flip: JsonObject[] } | null {
  let m: RegExpExecArray | null;
  if ((m = /^場の(.+?)(\d+)(?:体|つ)を墓場に置く$/.exec(s))) {
    const g = parseGroup(`自分の場の${m[1]}`);
    if (!g || g.other) return null;
    return { sacrifice: [selectorOf(g, { count: Number(m[2]) })] };
  }
  if ((m = /^場の((?:『[^』]+』\d+(?:体|つ)と?)+)をアクトする$/.exec(s))) {
    const parts = [...m[1]!.matchAll(/『([^』]+)』(\d+)(?:体|つ)/g)];
    // each named card standing (an engaged card cannot be engaged as a cost, 10.4.6)
    return { engage: parts.map((p) => ({ zone: Z.field, side: 'you', filter: { name: p[1]!, tapped: false }, count: Number(p[2]) })) };
  }
  // 「(元のコスト7以上の)場の(group)N体をアクトする」 (BP13-064, BP16-026): standing own field cards of the group
  if ((m = /^((?:元の)?コスト\d+(?:以下|以上)?の)?場の(.+?)(\d+)(?:体|つ)をアクトする$/.exec(s))) {
    const g = parseGroup(`${m[1] ?? ''}自分の場の${m[2]}`);
    if (!g || g.other) return null;
    return { engage: [{ ...selectorOf(g, { count: Number(m[3]) }), filter: { ...g.filter, tapped: false } }] };
  }
  // 「EXエリアの(group)N枚を消滅する」 (BP14-011): own EX-area cards to the banish zone (10.4.2)
  if ((m = /^EXエリアの(.+?)(\d+)枚を消滅(?:する|させる)$/.exec(s))) {
    const g = parseGroup(`自分のEXエリアの${m[1]}`);
    if (!g || g.other) return null;
    return { banish: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「エボルヴデッキの裏向きのエボルヴフォロワーN枚を表向きにする」 (BP17-116; 4.6.3): own face-down evolve followers turned face up
  if ((m = /^エボルヴデッキの裏向きのエボルヴフォロワー(\d+)枚を表向きにする$/.exec(s))) {
    return { flip: [{ zone: Z.evolveDeck, side: 'you', filter: { type: KIND.follower, subtype: 'エボルヴ', face: 'down' }, count: Number(m[1]) }] };
  }
  // 「墓場の(group)N枚を消滅させる」 (BP15-045): own cemetery cards to the banish zone
  if ((m = /^墓場の(.+?)(\d+)枚を消滅(?:する|させる)$/.exec(s))) {
    const g = parseGroup(`自分の墓場の${m[1]}`);
    if (!g || g.other) return null;
    return { banish: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「手札の((元の)コストN以上の)(group)N枚を捨てる」 (BP18-119, BP11-068)
  if ((m = /^手札の(.+?)(\d+)枚を捨てる$/.exec(s))) {
    const c = /^((?:元の)?コスト\d+(?:以下|以上)?の)(.+)$/.exec(m[1]!);
    const g = parseGroup(c ? `${c[1]}自分の手札の${c[2]}` : `自分の手札の${m[1]}`);
    if (!g || g.other) return null;
    return { discard: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「手札の(group)N枚を公開する」 / 「…公開してデッキの下に置く」 (DSD01a-014, BP17-054)
  if ((m = /^手札の(.+?)(\d+)枚を公開(する|してデッキの下に置く)$/.exec(s))) {
    const g = parseGroup(`自分の手札の${m[1]}`);
    if (!g || g.other) return null;
    return { reveal: [selectorOf(g, { count: Number(m[2]) })], ...(m[3] === 'する' ? {} : { bottom: true as const }) };
  }
  return null;
}
