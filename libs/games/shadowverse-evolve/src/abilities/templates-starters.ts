/**
 * Compiler templates for the texts of the starter decks SD07 (ロイヤル) and SD08 (ドラゴン) and their
 * tokens (issue #5), hooked into compiler.ts at a few points (clause, cost, search condition, segment,
 * activation limit, trigger phrase, quantity). Each function returns null / false when its text is not
 * one of its forms, so the compiler's own templates and failures stay as they were.
 *
 * Forms:
 *  - 「手札のこれと(条件)N枚を捨てる」 as an activated ability's cost (10.4.2.1: in order; the other
 *    card is another card of the hand: cost `sve.discardOther`);
 *  - 「元のコストNの」 (exactly N; 元のコスト = the cost information, groups.ts) in searches and groups;
 *  - searches 『X』か『Y』(か『Z』), 「AカードかBカード」 (trait cards), 「カード名に『X』を含む[class]フォロワー」;
 *  - look picks 「N枚まで…てよい」 and 「「これと同名を除く(group)」」 (2.1.2: a different name);
 *  - 「(trait)・トークン・フォロワーN体まで選ぶ」;
 *  - 「場の他のフォロワーすべてと相手のリーダーすべてにNダメージ」;
 *  - 「それが(group)なら、代わりにNダメージ」 (the previous damage of the ability, 「代わりに」 10.10);
 *  - 「自分のエボルヴデッキの『X』1枚をEXエリアに置いてよい」;
 *  - 「(このターン、)これは交戦ダメージを受けない」 (5.14.3.2; keyword sve.noCombatDamage, rules/damage.ts);
 *  - 「これが場にいる限り、(group)すべては【A】【B】を持つ」 (one continuous ability per keyword);
 *  - 「(A)1枚につき、(B)N体まで選ぶ」 (a choice of up to N × |A|: effect sve.chooseUpToAmount);
 *  - 「この能力は(条件)なら、1ターンにN回使える」 (10.3.3 condition + 10.7.2.2-style limit of an activated ability).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K, KIND, Z } from '../constants.js';
import { parseGroup, selectorOf } from './groups.js';
import { FIELD_TO_CEMETERY_VAR } from '../rules/turn-counts.js';

type Step = JsonObject;

/** What a clause template may read and write of the compiler's block (compiler.ts BlockCtx). */
export interface ClauseApi {
  out: Step[];
  newVar(): string;
  /** 「それ」: the last chosen cards; throws (compiler failure) when there is none. */
  it(): JsonObject;
  setIt(v: JsonObject): void;
  look: JsonObject | null;
  cardName: string;
  /** 「これ」 (the card itself, or in Last Words the moved card). */
  selfRef: JsonObject;
}

/** Plain keywords by printed name (shared by the template files). */
export const KW: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura,
};

/** 「【A】【B】」 → keyword ids ([] for an empty text), or null when the text is anything else or one is not a plain keyword. */
export function keywordIds(s: string): string[] | null {
  const out: string[] = [];
  for (const m of s.matchAll(/【([^】]+)】/g)) {
    const k = KW[m[1]!];
    if (!k) return null;
    out.push(k);
  }
  return s.replace(/【[^】]+】/g, '') === '' ? out : null;
}

/** 「【A】【B】」 → keyword ids (at least one), or null when one is not a plain keyword. */
export function keywords(s: string): string[] | null {
  const out = keywordIds(s);
  return out && out.length > 0 ? out : null;
}

/**
 * A group phrase with the extra qualifier 「元のコストNの」 (exactly N), or 「「これと同名を除く(group)」」;
 * otherwise parseGroup's answer.
 */
export function starterGroup(phrase: string, cardName: string | null = null): ReturnType<typeof parseGroup> {
  let m: RegExpExecArray | null;
  if (cardName !== null && (m = /^「これと同名を除く(.+)」$/.exec(phrase))) {
    const g = starterGroup(m[1]!);
    if (!g) return null;
    return { ...g, filter: { ...g.filter, not: { name: cardName } } };
  }
  if ((m = /^(自分の|相手の)?((?:場|墓場|手札|EXエリア)の)?元のコスト(\d+)の(.+)$/.exec(phrase))) {
    const g = parseGroup(`${m[1] ?? ''}${m[2] ?? ''}${m[4]}`);
    if (!g || g.filter.cost !== undefined) return null;
    return { ...g, filter: { ...g.filter, cost: { eq: Number(m[3]) } } };
  }
  if ((m = /^(自分の場の)?([^・『』「」\[\]]+)・トークン・フォロワー$/.exec(phrase))) {
    const g = parseGroup(`${m[1] ?? ''}フォロワー`);
    if (!g) return null;
    return { ...g, filter: { ...g.filter, trait: m[2]!, token: true } };
  }
  return parseGroup(phrase);
}

/** Search conditions (5.8) the compiler's searchFilter does not know, or null. */
export function starterSearchFilter(phrase: string): JsonObject | null {
  let m: RegExpExecArray | null;
  // 『X』か『Y』(か『Z』): a card with one of the names
  if (/^『[^』]+』(?:か『[^』]+』)+$/.test(phrase)) {
    return { anyOf: [...phrase.matchAll(/『([^』]+)』/g)].map((x) => ({ name: x[1]! })) };
  }
  // 「指揮官・カードか兵士・カード」: either group
  if (phrase.includes('か') && !phrase.includes('『')) {
    const parts = phrase.split('か');
    if (parts.length >= 2 && parts.every((p) => /・(?:カード|フォロワー|スペル|アミュレット)$/.test(p))) {
      const gs = parts.map((p) => parseGroup(p));
      if (gs.every((g) => g && g.side === 'any' && g.zone === Z.field && !g.other && Object.keys(g.filter).length > 0)) return { anyOf: gs.map((g) => g!.filter) };
    }
  }
  // 「カード名に『X』を含む[class]フォロワー」
  if ((m = /^「カード名に『([^』]+)』を含む\[([^\]]+)\](フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const g = parseGroup(`[${m[2]}]${m[3]}`);
    if (!g) return null;
    return { ...g.filter, nameIncludes: m[1]! };
  }
  if (/^元のコスト\d+の/.test(phrase)) {
    const g = starterGroup(phrase);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    return g.filter;
  }
  return null;
}

/** Activated-ability cost parts: {cost, length, zones} for the text at the start of `s`, or null. */
export function starterCost(s: string): { cost: JsonObject[]; length: number; zones: string[] | null } | null {
  const m = /^手札のこれと(.+?)(\d+)枚を捨てる/.exec(s);
  if (!m) return null;
  const g = starterGroup(m[1]!);
  if (!g || g.side !== 'any' || g.other) return null;
  const filter = g.filter;
  return {
    // 10.4.2.1: this card first, then the other card of the hand (10.3.4: an ability of a card in the hand)
    cost: [{ type: 'sacrificeSelf', to: Z.cemetery }, { type: 'sve.discardOther', amount: Number(m[2]), ...(Object.keys(filter).length > 0 ? { filter } : {}) }],
    length: m[0].length,
    zones: [Z.hand],
  };
}

/** Clause templates; true when the clause was compiled into `api.out`. */
export function starterClause(api: ClauseApi, t: string): boolean {
  let m: RegExpExecArray | null;
  const o = api.out;
  // ---- look picks (5.11): 「N枚まで…てよい」, 「「これと同名を除く…」」 ----
  if (api.look && api.look.type === 'sve.look' && (m = /^(?:その中から、)?(.+?)(\d+)枚(まで)?を?(公開して)?(手札に加え|場に出し)てよい$/.exec(t)) && (m[3] || m[1]!.startsWith('「これと同名を除く'))) {
    const g = starterGroup(m[1]!, api.cardName);
    if (!g) return false;
    const v = api.newVar();
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to: m[5] === '手札に加え' ? Z.hand : Z.field, bind: v };
    if (Object.keys(g.filter).length > 0) pick.filter = g.filter;
    if (m[4]) pick.reveal = true;
    (api.look.picks as JsonObject[]).push(pick);
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「(trait)・トークン・フォロワーN体(まで)選ぶ」 ----
  if ((m = /^(自分の場の[^・『』「」\[\]]+・トークン・フォロワー)(\d+)体(まで)?選ぶ$/.exec(t))) {
    const g = starterGroup(m[1]!);
    if (!g) return false;
    const v = api.newVar();
    const sel = selectorOf(g, { count: Number(m[2]) });
    if (m[3]) sel.upTo = true;
    o.push({ type: 'sve.choose', target: sel, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「(A)1枚につき、(B)N体まで選ぶ」 (5.29.1: up to N × the number of A; 10.6.2.3) ----
  if ((m = /^(.+?)1(?:枚|体)につき、(.+?)(\d+)体まで選ぶ$/.exec(t))) {
    const per = starterGroup(m[1]!);
    const g = starterGroup(m[2]!);
    if (!per || !g) return false;
    const v = api.newVar();
    o.push({ type: 'sve.chooseUpToAmount', target: selectorOf(g), amount: { count: selectorOf(per), times: Number(m[3]) }, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // ---- 「場の他のフォロワーすべてと相手のリーダーすべてにNダメージ」 ----
  if ((m = /^場の他のフォロワーすべてと相手のリーダーすべてに(\d+)ダメージ$/.exec(t))) {
    const n = Number(m[1]);
    o.push({ type: 'damage', target: { zone: Z.field, side: 'any', filter: { type: KIND.follower }, other: true }, amount: n }, { type: 'damage', target: { player: 'opponent' }, amount: n });
    return true;
  }
  // ---- 「それが(group)なら、代わりにNダメージ」: replaces the last damage of the ability to it ----
  if ((m = /^それが(.+?)なら、代わりに(\d+)ダメージ$/.exec(t))) {
    const g = parseGroup(m[1]!);
    const last = o[o.length - 1];
    if (!g || g.side !== 'any' || g.other || !last || last.type !== 'damage') return false;
    const target = api.it();
    if (JSON.stringify(last.target) !== JSON.stringify(target)) return false;
    o[o.length - 1] = { type: 'if', condition: { type: 'sve.matches', selector: target, filter: g.filter }, then: { ...last, amount: Number(m[2]) }, else: last };
    return true;
  }
  // ---- 「(このターン、)これは交戦ダメージを受けない」 (5.14.3.2) ----
  if ((m = /^(このターン、)?これは交戦ダメージを受けない$/.exec(t)) && api.selfRef.ref === 'self') {
    o.push({ type: 'grantKeyword', target: { ref: 'self' }, keyword: 'sve.noCombatDamage', duration: m[1] ? 'untilEndOfTurn' : 'permanent' });
    return true;
  }
  // ---- 「(group)をEXエリアに置いたなら、これは進化するか手札に戻る」 (SD08-003): after 「自分のデッキの上1枚をEXエリアに置く」 ----
  if ((m = /^(.+?)をEXエリアに置いたなら、これは進化するか手札に戻る$/.exec(t)) && api.selfRef.ref === 'self') {
    const g = starterGroup(m[1]!);
    const last = o[o.length - 1];
    if (!g || g.side !== 'any' || g.other || !last || last.type !== 'sve.mill' || last.to !== Z.ex || last.player !== 'you' || last.bind !== undefined) return false;
    const v = api.newVar();
    last.bind = v; // the card actually put there (none when the EX area was full, 4.8.3.2)
    const back: Step = { type: 'sve.put', target: { ref: 'self' }, to: Z.hand, reason: 'return' };
    o.push({
      type: 'if',
      condition: { type: 'sve.matches', selector: { ref: 'var', var: v }, filter: g.filter },
      // a choice of the two instructions (5.18.3.1.2: only one that can be carried out): evolve by the effect
      // (5.16.1.1, no cost) or return to the hand; with no proper evolve card, it returns
      then: {
        type: 'if',
        condition: { type: 'sve.canEvolveSelf' },
        then: { type: 'sve.choice', count: 1, options: [{ label: '進化する', effect: { type: 'sve.evolveSelf' } }, { label: '手札に戻る', effect: back }] },
        else: back,
      },
    });
    return true;
  }
  // ---- 「自分のエボルヴデッキの『X』1枚をEXエリアに置いてよい」 ----
  if ((m = /^自分のエボルヴデッキの『([^』]+)』(\d+)枚をEXエリアに置いてよい$/.exec(t))) {
    const v = api.newVar();
    o.push(
      { type: 'sve.choose', target: { zone: Z.evolveDeck, side: 'you', filter: { name: m[1]! }, count: Number(m[2]), upTo: true }, bind: v },
      { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.ex, reason: 'effect' },
    );
    return true;
  }
  return false;
}

/** Whole-segment continuous abilities: 「これが場にいる限り、(group)すべては【A】【B】を持つ」. */
export function starterStatic(t: string): Ability[] | null {
  const m = /^これが場にいる限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/.exec(t);
  if (!m) return null;
  const g = parseGroup(m[1]!);
  const kws = keywords(m[2]!);
  if (!g || !kws) return null;
  return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: selectorOf(g) }));
}

/**
 * 「この能力は(条件)なら、1ターンにN回使える」 for the activated ability `cur`: sets its condition and limit;
 * `conditionOf` is the compiler's condition-prefix reader.
 */
export function starterActivationLimit(t: string, cur: { condition?: JsonObject; limit: number | null }, conditionOf: (text: string) => [JsonObject, string] | null): boolean {
  const m = /^この能力は(.+?)なら、1ターンに(\d+)回使える$/.exec(t);
  if (!m) return false;
  const c = conditionOf(`${m[1]}なら、x`);
  if (!c) return false;
  cur.condition = c[0];
  cur.limit = Number(m[2]);
  return true;
}

/**
 * 「これをプレイする際、(rest)」 play options (SVE 10.6.2.2; actions/play-variants.ts):
 *  - 「コストを+Nしてよい」: an optional additional cost (10.6.2.2.2);
 *  - 「(group)1体を墓場に置く：コストを-Nする」: a process paid as a cost while playing, lowering the PP
 *    paid (10.4.7.2; 10.4.3: 「場の」 in a cost = the master's field).
 */
export function starterPlayOption(rest: string): Ability | null {
  let m: RegExpExecArray | null;
  if ((m = /^コストを\+(\d+)してよい$/.exec(rest))) {
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: Number(m[1]) } };
  }
  if ((m = /^(.+?)1体を墓場に置く：コストを-(\d+)する$/.exec(rest))) {
    const g = parseGroup(m[1]!);
    if (!g || g.zone !== Z.field || g.side === 'opponent' || g.other) return null;
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: -Number(m[2]), sacrifice: { ...selectorOf({ ...g, side: 'you' }), count: 1 } } };
  }
  return null;
}

/** Conditions of the starter texts: 「コストを+Nしたなら、」 (the play option was taken, 10.6.2.2.2). */
export function starterCondition(t: string): [JsonObject, string] | null {
  const m = /^コストを\+\d+したなら、\s*(.*)$/.exec(t);
  return m ? [{ type: 'sve.playOptionPaid' }, m[1]!] : null;
}

/**
 * 「代わりにそれぞれ1枚を探し、場に出す」: a search for one card named 『A』か『B』か『C』 becomes one search
 * per name, each put onto the field (5.8; the field limit 4.4.4.2 applies to each).
 */
export function starterReplacer(rest: string): ((x: Step) => Step | null) | null {
  if (rest !== '代わりにそれぞれ1枚を探し、場に出す') return null;
  return (x) => {
    if (x.type !== 'sve.search' || x.count !== 1) return null;
    const any = (x.filter as JsonObject | undefined)?.anyOf as JsonObject[] | undefined;
    if (!any || !any.every((f) => Object.keys(f).length === 1 && typeof f.name === 'string')) return null;
    return { type: 'sequence', steps: any.map((f) => ({ ...x, to: Z.field, filter: f })) };
  };
}

/** Quantities of the starter texts (5.2): 「このターン、場から墓場に置かれたフォロワーの数」 (rules/turn-counts.ts). */
export function starterQuantity(q: string): JsonObject | null {
  if (q === 'このターン、場から墓場に置かれたフォロワーの数') return { var: FIELD_TO_CEMETERY_VAR };
  return null;
}

/**
 * Before each step that reads the per-turn count variable, a step binding it as it is then (the X is read
 * as the effect applies: after the destruction earlier in the same ability, SD07-003).
 */
export function starterNoteCounts(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const st of steps) {
    const key = `"var":"${FIELD_TO_CEMETERY_VAR}"`;
    const prev = out[out.length - 1];
    // one binding for consecutive readers (「[攻撃力]+X/[体力]+X」 is one X)
    if (JSON.stringify(st).includes(key) && !(prev && (prev.type === 'sve.noteTurnCount' || JSON.stringify(prev).includes(key)))) out.push({ type: 'sve.noteTurnCount', bind: FIELD_TO_CEMETERY_VAR });
    out.push(st);
  }
  return out;
}

/**
 * 「(条件)限り、これは【A】と「(ability)」を持つ」 (SD07-020): while the condition holds (10.3), this card has
 * the keywords and the quoted ability (granted to itself, 10.9.1.2; kernel abilities/granted.ts: a granted
 * automatic ability goes on standby while it is had). `whileCond` reads 「(条件)限り、これは【A】を持つ」,
 * `compile` compiles the quoted text as its own ability.
 */
export function starterGrantWhile(
  t: string,
  whileCond: (text: string) => { condition: JsonObject; keywords: string } | null,
  compile: (text: string) => { abilities: Ability[]; failures: unknown[] },
): Ability[] | null {
  const m = /^(.+?限り、これは)((?:【[^】]+】)+)と「(.+)」を持つ$/.exec(t);
  if (!m) return null;
  const wc = whileCond(`${m[1]}${m[2]}を持つ`);
  const kws = keywords(m[2]!);
  if (!wc || !kws) return null;
  const nested = compile(m[3]!);
  if (nested.failures.length > 0 || nested.abilities.length !== 1) return null;
  const { source: _source, ...ability } = nested.abilities[0]! as Ability & { source?: unknown };
  return [
    ...kws.map((keyword): Ability => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: { ref: 'self' }, condition: wc.condition })),
    { kind: 'static', modifier: { type: 'ability', ability: ability as unknown as JsonObject }, affects: { ref: 'self' }, condition: wc.condition },
  ];
}
