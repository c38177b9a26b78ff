/**
 * SVE card text → ability data (the kernel's ability language + the SVE vocabulary), by sentence
 * templates. Every card sharing a text gets the same data (parallels and reprints share text,
 * `extra.same_facts_as`). The result names, per ability, the sentences it implements (`source`, the
 * kernel's splitSentences indexes); a sentence is listed only when EVERY segment of it compiled, so a
 * card is never reported as implemented with text left over (cardStatus computes the status).
 *
 * Shapes produced (see vocabulary.ts for the SVE entries):
 *   keywords 【守護】【疾走】… → {kind:'keyword', keyword:'sve.*'}
 *   [ファンファーレ] / [ラストワード] / 【進化時】 / 【超進化時】 / 【攻撃時】 / 「…とき、」 → triggered
 *   [起動](cost)：(effect) / [クイック][起動]… → activated (timing 'quick'); [進化][コストN] → the evolve ability
 *   spell text → {kind:'spell'}; 「これがいる限り、…」 → static
 * Block semantics: a condition prefix (【コンボ_N】, 【スペルチェイン_N】/【SC_N】, 【ネクロチャージ_N】/【NC_N】,
 * 【覚醒】状態なら, 【真紅】状態なら, 「…があるなら」) applies to the clauses after it until the next
 * condition or the end of the ability; 「代わりに…」 replaces the previous damage of the ability under
 * that condition; 「(cost)：」 inside an effect is an optional cost whose effect runs to the end of the
 * ability (10.4.7.1).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { C, K, KIND, STACK_COUNTER, Z } from '../constants.js';
import { normalizeDigits, segments, splitSentences, stripReminder, tokenInfoNames, tokenInfoStart } from './text.js';
import { Assembly, Unread, type CompileResult as TextCompileResult, closeScopes as closeScopesOf, newVar, out, seq, that, unread, type Scope, type ScopeRules } from '../../../../card-text/src/index.js';
import { parseGroup, selectorOf } from './groups.js';
import { NO_DAMAGE } from '../rules/damage.js';
import { COST_SET, TO_CEMETERY } from '../rules/replacement.js';
import { PLAY_IT, REPEAT } from '../rules/play-effect.js';
import { CANNOT_LOSE, STATE_TRIGGER } from '../rules/state-triggers.js';
import { tokensClause, tokensCondition, tokensCost, tokensReplacer, tokensStatics } from './templates-tokens-1.js';
import { lossClause } from './templates-loss.js';
import { nextDamageClause } from './templates-next-damage.js';
import { starterActivationLimit, starterClause, starterCondition, starterCost, starterGrantWhile, starterNoteCounts, starterPlayOption, starterQuantity, starterReplacer, starterSearchFilter, starterStatic } from './templates-starters.js';
import { sd07Clause, sd07Trigger } from './templates-sd07.js';
import { raiseTrigger } from './templates-raise.js';
import { raise2ChoiceOnce, raise2Clause, raise2Condition, raise2Static } from './templates-raise-2.js';
import { notationActivated, notationClause, notationCondition, notationRepeat, notationStatic } from './templates-notations.js';
import { lastKnownChosen } from './last-known-chosen.js';
import { costXPass, lastChosen, miscompileActivated, miscompileClause, miscompileNotes, miscompileQuantity, miscompileStatic, splitPlus } from './templates-miscompiles.js';
import { titleAbilities, titleActivation, titleClause, titleCondition, titleTrigger } from '../title/princess-connect-text.js';
import { tokens2Ability, tokens2Clause, tokens2Condition, tokens2Cost, tokens2Trigger } from './templates-tokens-2.js';
import { decksClause, decksCondition, decksCost, decksFollowCondition, decksPlayOption, decksStatics, decksTrigger } from './templates-decks.js';
import { long1ActivatedZones, long1Clause, long1Condition, long1Quantity, long1Statics, long1TriggeredZones } from './templates-long-1.js';
import { long4Clause, long4Statics, long4Trigger } from './templates-long-4.js';
import { long5Clause, long5Condition, long5Statics, long5Trigger } from './templates-long-5.js';
import { long6Clause, long6Condition, long6Trigger } from './templates-long-6.js';
import { long9Condition } from './templates-long-9.js';
import { long8ChoiceHead, long8Cost } from './templates-long-8.js';

export interface CompileInput {
  id: string;
  name: string;
  type: string;
  text?: string | null;
}

/** The compiler's result (card-text CompileResult): abilities, sentences, mapped sentence indexes, failures. */
export type CompileResult = TextCompileResult<Ability>;

/** Resolves a token name (『X』) to its catalog id for the card being compiled (cards/tokens.ts). */
export type TokenResolver = (name: string, cardId: string) => string | null;

type Step = JsonObject;

const KEYWORDS: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura, スタック: K.stack,
  スタートアミュレット: K.startAmulet, シングルドライブ: K.singleDrive, ツインドライブ: K.twinDrive,
};

const fail = unread;

/** The scope an ability's clauses are read in (card-text Scope) and what SVE adds to it. */
interface BlockCtx extends Scope {
  card: CompileInput;
  tokens: TokenResolver;
  /** A look-at-the-top effect being assembled over several sentences. */
  look: JsonObject | null;
  /** 【土の秘術_N】 (SVE 13.3.3.2) in this ability: the largest N (its payment opens the ability). */
  earthRite: number;
}

/** A cost scope inside an effect (「(cost)：(effect)」, 10.4.7.1) is an optional cost asked as it resolves. */
const SCOPE_RULES: ScopeRules = { wrapCost: (cost, effect) => ({ type: 'sve.optionalCost', cost, effect }) };

function closeScopes(b: BlockCtx): void {
  closeScopesOf(b, SCOPE_RULES);
}

const it = that;

const SELF = { ref: 'self' };

function token(b: BlockCtx, name: string): JsonObject {
  const id = b.tokens(name, b.card.id);
  if (!id) fail(`unknown token ${name}`);
  return { type: 'token', card: id! };
}

/** The card's 「Xは「…」である」 (SVE 5.2): the quantity text, set while its text compiles; null: none. */
let currentX: string | null = null;

const ZONE_WORDS: Record<string, string> = { 手札: Z.hand, 墓場: Z.cemetery, EXエリア: Z.ex, 消滅領域: Z.banished, デッキ: Z.deck, 場: Z.field };

/**
 * A quantity written in 「…」: 「自分のPP最大値」, 「これの攻撃力」, 「(group)の数」 / 「…の枚数」 (optionally 「…のN倍」),
 * 「自分の手札の枚数」 (a whole zone). Fails on anything else.
 */
function quantity(q: string, self: JsonObject, it: JsonObject | null, chosen: JsonObject | null = it): JsonObject {
  let m: RegExpExecArray | null;
  const sq = starterQuantity(q) ?? long1Quantity(q) ?? miscompileQuantity(q, (p) => { const g = parseGroup(p); return g ? selectorOf(g) : null; }); // templates-starters.ts, templates-long-1.ts, templates-miscompiles.ts
  if (sq) return sq;
  if (q === '自分のPP最大値') return { counter: C.maxPp, player: 'you' };
  if ((m = /^(これ|それ|選んだフォロワー|選んだカード)の(?:\[)?(攻撃力|体力|元のコスト|コスト)(?:\])?$/.exec(q))) {
    const of = m[1] === 'これ' ? self : (m[1] === 'それ' ? it : chosen) ?? fail(`quantity ${q}`); // 「選んだ…」: the chosen card (templates-miscompiles.ts)
    return { stat: m[2] === '攻撃力' ? 'attack' : m[2] === '体力' ? 'defense' : 'cost', of: of as JsonObject };
  }
  if ((m = /^(.+?)の(?:数|枚数)(?:の(\d+)倍)?$/.exec(q))) {
    const times = m[2] ? { times: Number(m[2]) } : {};
    const g = parseGroup(m[1]!);
    if (g) return { count: selectorOf(g), ...times } as JsonObject;
    const z = /^(自分|相手)の(手札|墓場|EXエリア|消滅領域|デッキ)$/.exec(m[1]!);
    if (z) return { count: { zone: ZONE_WORDS[z[2]!]!, side: z[1] === '自分' ? 'you' : 'opponent' }, ...times } as JsonObject;
  }
  return fail(`quantity ${q}`);
}

/** A signed amount: digits, or X (negated for 「-X」; only a count can be negated), read in the block's context. */
function signedAmount(v: string, b: BlockCtx | null = null): JsonObject | number {
  if (/^[+-]?\d+$/.test(v)) return Number(v);
  if (!/^[+-]?X$/.test(v)) return fail(`amount ${v}`);
  if (currentX === null) fail('X without 「Xは…である」');
  const x = quantity(currentX!, b?.selfRef ?? SELF, b?.it ?? null, b ? lastChosen([b.steps, b.cond?.steps, b.costScope?.steps]) ?? b.it : null);
  if (!v.startsWith('-')) return x!;
  if (typeof x === 'number') return -x;
  if (x && typeof x === 'object' && 'count' in x) return { ...x, times: -((x.times as number | undefined) ?? 1) };
  return fail('cannot negate X');
}

function amountOf(b: BlockCtx, s: string): JsonObject | number {
  if (/^\d+$/.test(s)) return Number(s);
  if (s === 'X') return signedAmount('X', b);
  const m = /^「(.+)」と同じ$/.exec(s);
  if (m) return quantity(m[1]!, b.selfRef, b.it, lastChosen([b.steps, b.cond?.steps, b.costScope?.steps]) ?? b.it);
  return fail(`amount ${s}`);
}

function whoRef(b: BlockCtx, who: string): JsonObject {
  if (who === 'これ') return b.selfRef;
  if (who === 'それ') return it(b);
  return fail(`who ${who}`);
}

function duration(prefix: string | undefined): string {
  return prefix ? 'untilEndOfTurn' : 'permanent';
}

function statSteps(target: JsonObject, atk: string | undefined, hp: string | undefined, dur: string, b: BlockCtx | null = null): Step[] {
  const steps: Step[] = [];
  if (atk !== undefined) steps.push({ type: 'modify', target, stat: 'attack', add: signedAmount(atk, b), duration: dur });
  if (hp !== undefined) steps.push({ type: 'modify', target, stat: 'defense', add: signedAmount(hp, b), duration: dur });
  return steps;
}

const STAT_RE = String.raw`(?:\[攻撃力\]([+-](?:\d+|X)))?(?:\/)?(?:\[体力\]([+-](?:\d+|X)))?`;

/** Compiles one effect clause (conditions already removed) into steps appended to the block. */
function clause(b: BlockCtx, text: string): void {
  const o = out(b);
  let m: RegExpExecArray | null;
  const t = text.replace(/。$/, '').trim();
  if (t === '') return;
  if (notationClause({ out: o, it: () => it(b), newVar: () => newVar(b), setIt: (x) => { b.it = x; }, sub: (x) => clause(b, x) }, t)) return; // templates-notations.ts (SVE 5.20, 5.22, 5.28)
  if (lossClause({ out: o, it: () => it(b), selfRef: b.selfRef }, t)) return; // templates-loss.ts (SVE 5.31)
  if (nextDamageClause({ out: o, it: () => it(b), selfRef: b.selfRef }, t)) return; // templates-next-damage.ts (「次のダメージを受けない」)
  if (starterClause({ out: o, newVar: () => newVar(b), it: () => it(b), setIt: (x) => { b.it = x; }, look: b.look, cardName: b.card.name, selfRef: b.selfRef }, t)) return; // templates-starters.ts
  if (tokensClause({ out: o, it: () => it(b), setIt: (x) => { b.it = x; }, newVar: () => newVar(b), cardName: b.card.name, selfRef: b.selfRef, sub: (x) => { const sub: BlockCtx = { ...b, steps: [], cond: null, costScope: null, look: null }; clause(sub, x); closeScopes(sub); b.vars = sub.vars; return sub.steps; }, nested: (x) => compileNested(x, b.card, b.tokens) }, t)) return; // templates-tokens-1.ts
  if (sd07Clause({ out: o, newVar: () => newVar(b), setIt: (x) => { b.it = x; }, amount: (x) => amountOf(b, x) }, t)) return; // templates-sd07.ts
  if (tokens2Clause({ out: o, newVar: () => newVar(b), it: () => it(b), setIt: (x) => { b.it = x; }, token: (n) => token(b, n), quantity: (q) => quantity(q, b.selfRef, b.it), clause: (x) => clause(b, x) }, t)) return; // templates-tokens-2.ts
  if (decksClause({ out: o, newVar: () => newVar(b), it: () => it(b), setIt: (x) => { b.it = x; }, selfRef: b.selfRef, cardName: b.card.name, token: (n) => token(b, n), look: b.look, sub: (x) => { const sub: BlockCtx = { ...b, steps: [], cond: null, costScope: null, look: null }; clause(sub, x); closeScopes(sub); b.vars = sub.vars; return sub.steps; } }, t)) return; // templates-decks.ts
  if (long1Clause({ out: o, selfRef: b.selfRef, newVar: () => newVar(b), setSelf: (x) => { b.selfRef = x; }, inTriggerCost: b.costScope !== null }, t)) return; // templates-long-1.ts
  if (long4Clause(o, t)) return; // templates-long-4.ts
  { const mc = miscompileClause(t, (w) => whoRef(b, w)); if (mc) return void o.push(mc); } // templates-miscompiles.ts (「…カウンターN個まで置く」)
  if (long5Clause({ out: o, selfRef: b.selfRef, it: () => it(b), newVar: () => newVar(b), setIt: (x) => { b.it = x; }, look: b.look }, t)) return; // templates-long-5.ts
  if (long6Clause({ out: o, it: () => it(b), selfRef: b.selfRef }, t)) return; // templates-long-6.ts
  if (raise2Clause({ out: o, it: () => it(b), selfRef: b.selfRef }, t)) return; // templates-raise-2.ts
  // PriConne equipment / Union Burst / advance clauses (title/princess-connect-text.ts)
  if (titleClause(t, { push: (...x) => o.push(...x), it: () => it(b), setIt: (x) => { b.it = x; }, self: () => b.selfRef, newVar: () => newVar(b), token: (n) => token(b, n), cardName: b.card.name, fail })) return;

  // ---- choosing (選ぶ) ----
  if ((m = /^相手のリーダー1人か(.+?)(\d+)体を選ぶ$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    const v = newVar(b);
    const filter = { anyOf: [{ type: KIND.leader }, { ...g!.filter, type: KIND.follower }] };
    o.push({ type: 'sve.choose', target: { zone: [Z.leader, Z.field], side: 'opponent', filter, count: Number(m[2]) }, bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }
  if ((m = /^相手のリーダー(\d+)人を選ぶ$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'sve.choose', target: { zone: Z.leader, side: 'opponent', count: Number(m[1]) }, bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }
  if ((m = /^(.+?)を好きな枚数選ぶ$/.exec(t))) {
    // 「…を好きな枚数選ぶ」: any number, 0 included (10.6.2.3)
    const g = parseGroup(m[1]!) ?? fail(t);
    const v = newVar(b);
    o.push({ type: 'sve.choose', target: selectorOf(g!, { count: 99, upTo: true }), bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }
  if ((m = /^(.+?)(\d+)(?:体|枚|つ|人)(まで)?を?選ぶ$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    const v = newVar(b);
    const sel = selectorOf(g!, { count: Number(m[2]) });
    if (m[3]) sel.upTo = true;
    o.push({ type: 'sve.choose', target: sel, bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }

  // ---- playing a card by an effect (SVE 10.6.2; rules/play-effect.ts) ----
  if ((m = /^それのコストを(\d+)にしてプレイする$/.exec(t))) {
    o.push({ type: PLAY_IT, target: it(b), cost: Number(m[1]) });
    return;
  }
  if ((m = /^(自分|相手)のリーダーの\[体力\]を(\d+)にする$/.exec(t))) {
    o.push({ type: 'sve.setHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: Number(m[2]) });
    return;
  }
  if (t === 'これをEXエリアが上限になるまでくり返す') {
    // the previous instruction, repeated while the EX area is below its limit (rules/play-effect.ts)
    const last = o[o.length - 1];
    if (!last || last.type !== 'sve.mill' || last.to !== Z.ex || last.player !== 'you') fail(t);
    o[o.length - 1] = { type: REPEAT, effect: last!, until: 'exFull' };
    return;
  }
  // ---- delayed triggers (SVE 10.7.5; kernel abilities/delayed.ts): 「(このターン、)次に…とき、…」 ----
  if ((m = /^(このターン、)?次に(.+?とき)、(.+)$/.exec(t))) {
    const d = delayedPhrase(m[2]!);
    if (d) {
      if (/これ/.test(m[3]!)) fail(t); // 「これ」 inside a delayed trigger: not needed by any card so far
      const sub: BlockCtx = { ...b, steps: [], it: null, cond: null, costScope: null, subject: d.subject, look: null };
      for (const part of m[3]!.split(/(?<=。)/)) clause(sub, part);
      closeScopes(sub);
      b.vars = sub.vars;
      // 10.7.5.1: once; 「このターン、」 is the period in which it may trigger
      o.push({ type: 'delayedTrigger', trigger: d.trigger, effect: seq(sub.steps), duration: m[1] ? 'untilEndOfTurn' : 'permanent' });
      return;
    }
  }

  // ---- damage ----
  if ((m = /^(それ|これ)に(\d+|X)ダメージを割りふる$/.exec(t))) {
    const amount = amountOf(b, m[2]!); // X: 「Xは…である」 (5.2)
    const target = whoRef(b, m[1]!);
    // 10.6.2.4.2: each chosen card gets at least 1, so a variable amount also caps how many may be chosen
    const chooser = typeof amount === 'number' ? undefined : [...b.steps, ...(b.cond?.steps ?? [])].find((x) => x.type === 'sve.choose' && x.bind === target.var);
    if (chooser) chooser.max = amount;
    o.push({ type: 'sve.divide', target, amount });
    return;
  }
  if ((m = /^それのリーダーに(\d+)ダメージ$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'sve.leaders', of: it(b), bind: v }, { type: 'damage', target: { ref: 'var', var: v }, amount: Number(m[1]) });
    return;
  }
  if ((m = /^(それ|これ)に(.+?)ダメージ$/.exec(t))) {
    o.push({ type: 'damage', target: whoRef(b, m[1]!), amount: amountOf(b, m[2]!) });
    return;
  }
  if ((m = /^(自分|相手)のリーダー(?:すべて)?に(\d+)ダメージ$/.exec(t))) {
    o.push({ type: 'damage', target: { player: m[1] === '自分' ? 'you' : 'opponent' }, amount: Number(m[2]) });
    return;
  }
  if ((m = /^相手のリーダーすべてと(.+?)すべてに(\d+)ダメージ$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    o.push({ type: 'damage', target: { player: 'opponent' }, amount: Number(m[2]) }, { type: 'damage', target: selectorOf(g!), amount: Number(m[2]) });
    return;
  }
  if ((m = /^(?:リーダーすべて|各リーダー)に(\d+)ダメージ$/.exec(t))) {
    o.push({ type: 'damage', target: { player: 'each' }, amount: Number(m[1]) });
    return;
  }
  if ((m = /^(.+?)すべてに(\d+)ダメージ$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    o.push({ type: 'damage', target: selectorOf(g!), amount: Number(m[2]) });
    return;
  }

  // ---- destroy / banish / return / engage / stand ----
  if ((m = /^(それ|これ)を破壊する$/.exec(t))) {
    o.push({ type: 'destroy', target: whoRef(b, m[1]!) });
    return;
  }
  if ((m = /^(それ|これ)(?:を消滅させる|は消滅する)$/.exec(t))) {
    o.push({ type: 'sve.put', target: whoRef(b, m[1]!), to: Z.banished, reason: 'banish' });
    return;
  }
  if ((m = /^(.+?)すべてを消滅させる$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    o.push({ type: 'sve.put', target: selectorOf(g!), to: Z.banished, reason: 'banish' });
    return;
  }
  if ((m = /^(それ|これ)を手札に(?:戻す|加える)$/.exec(t))) {
    o.push({ type: 'sve.put', target: whoRef(b, m[1]!), to: Z.hand, reason: 'return' });
    return;
  }
  if ((m = /^(それ|これ)をEXエリアに置く$/.exec(t))) {
    const put: JsonObject = { type: 'sve.put', target: whoRef(b, m[1]!), to: Z.ex, reason: 'effect' };
    if (m[1] === 'それ') {
      // 「それをEXエリアに置く。このターン、それをプレイする際、…」: the later 「それ」 is the card now in the EX area (a new card, SVE 4.1.4)
      const v = newVar(b);
      put.bind = v;
      b.it = { ref: 'var', var: v };
    }
    o.push(put);
    return;
  }
  if ((m = /^(それ|これ)を(アクト状態で)?場に出す$/.exec(t))) {
    const put: JsonObject = { type: 'sve.put', target: whoRef(b, m[1]!), to: Z.field, player: 'you', reason: 'effect', ...(m[2] ? { tapped: true } : {}) };
    if (m[1] === 'これ' && b.selfRef.ref !== 'self') {
      // the card put onto the field is a new card that the rest of the text still calls 「これ」 (4.1.4.1)
      const v = newVar(b);
      put.bind = v;
      b.selfRef = { ref: 'var', var: v };
    } else if (m[1] === 'それ') {
      // 「それを場に出す。それは…」: the later 「それ」 is the card now on the field (a new card, SVE 4.1.4 / 4.1.4.1)
      const v = newVar(b);
      put.bind = v;
      b.it = { ref: 'var', var: v };
    }
    o.push(put);
    return;
  }
  if ((m = /^(それ|これ)の攻撃力と体力を(\d+)にする$/.exec(t))) {
    const target = whoRef(b, m[1]!);
    o.push({ type: 'modify', target, stat: 'attack', set: Number(m[2]), duration: 'permanent' }, { type: 'modify', target, stat: 'defense', set: Number(m[2]), duration: 'permanent' });
    return;
  }
  if ((m = /^(それ|これ)に(.+?)カウンター(\d+)(?:つ|個)を置く$/.exec(t)) && m[2] !== 'スタック') {
    o.push({ type: 'addCounter', target: whoRef(b, m[1]!), counter: m[2]!, amount: Number(m[3]) }); // SVE 15.1.3
    return;
  }
  if ((m = /^(それ|これ)に(.+?)カウンター(\d+)(?:つ|個)を置いてよい$/.exec(t)) && m[2] !== 'スタック') {
    o.push({ type: 'optional', prompt: `Put ${m[2]} counter(s)?`, effect: { type: 'addCounter', target: whoRef(b, m[1]!), counter: m[2]!, amount: Number(m[3]) } });
    return;
  }
  if (t === 'それにこれのスタックカウンターすべてを移す') {
    o.push({ type: 'sve.moveCounters', to: it(b), counter: STACK_COUNTER }); // SVE 13.3.2.2 (printed in full on some tokens)
    return;
  }
  if ((m = /^自分の場の【スタック】を\+(\d+)する$/.exec(t))) {
    // SVE 13.3.2.4: put N stack counters on one of your cards with 【スタック】 (none: nothing happens)
    const v = newVar(b);
    o.push(
      { type: 'sve.choose', target: { zone: Z.field, side: 'you', filter: { keyword: K.stack }, count: 1 }, bind: v, optional: true },
      { type: 'addCounter', target: { ref: 'var', var: v }, counter: STACK_COUNTER, amount: Number(m[1]) },
    );
    return;
  }
  if ((m = /^(それ|これ)を(裏向き|表向き)にする$/.exec(t))) {
    o.push({ type: 'sve.flip', target: whoRef(b, m[1]!), face: m[2] === '裏向き' ? 'down' : 'up' });
    return;
  }
  if ((m = /^(それ|これ)を(アクト|スタンド)する$/.exec(t))) {
    o.push({ type: m[2] === 'アクト' ? 'tap' : 'untap', target: whoRef(b, m[1]!) });
    return;
  }

  // ---- stats and keywords ----
  if ((m = new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT_RE}する$`).exec(t)) && (m[3] !== undefined || m[4] !== undefined)) {
    o.push(...statSteps(whoRef(b, m[2]!), m[3], m[4], duration(m[1]), b));
    return;
  }
  if ((m = new RegExp(String.raw`^(このターン、)?(.+?)すべては${STAT_RE}する$`).exec(t)) && (m[3] !== undefined || m[4] !== undefined)) {
    const g = parseGroup(m[2]!) ?? fail(t);
    o.push(...statSteps(selectorOf(g!), m[3], m[4], duration(m[1]), b));
    return;
  }
  if ((m = /^(このターン、)?(それ|これ)は((?:【[^】]+】)+)を持つ$/.exec(t))) {
    const target = whoRef(b, m[2]!);
    for (const kw of keywordList(m[3]!)) o.push({ type: 'grantKeyword', target, keyword: kw, duration: duration(m[1]) });
    return;
  }
  if ((m = new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT_RE}して、((?:【[^】]+】)+)を持つ$`).exec(t)) && (m[3] !== undefined || m[4] !== undefined)) {
    const target = whoRef(b, m[2]!);
    o.push(...statSteps(target, m[3], m[4], duration(m[1]), b));
    for (const kw of keywordList(m[5]!)) o.push({ type: 'grantKeyword', target, keyword: kw, duration: duration(m[1]) });
    return;
  }
  if ((m = /^(それ|これ)を墓場に置く$/.exec(t))) {
    o.push({ type: 'sve.put', target: whoRef(b, m[1]!), to: Z.cemetery, reason: 'effect' });
    return;
  }
  if ((m = /^(それ|これ)をEXエリアに置いてよい$/.exec(t))) {
    o.push({ type: 'optional', prompt: 'Put it into the EX area?', effect: { type: 'sve.put', target: whoRef(b, m[1]!), to: Z.ex, reason: 'effect' } });
    return;
  }
  if ((m = /^それのプレイヤーはそれをデッキの(上|下)に置く$/.exec(t))) {
    o.push({ type: 'sve.put', target: it(b), to: Z.deck, position: m[1] === '上' ? 'top' : 'bottom', reason: 'effect' });
    return;
  }
  if ((m = /^自分の手札(\d+)枚をデッキの(上|下)に置く$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'you', count: Number(m[1]) }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.deck, position: m[2] === '上' ? 'top' : 'bottom', reason: 'effect' });
    return;
  }
  if ((m = /^『([^』]+)』(\d+)(?:体|枚|つ)か『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/.exec(t))) {
    o.push({ type: 'sve.choice', options: [
      { label: `『${m[1]}』`, effect: { type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.field } },
      { label: `『${m[3]}』`, effect: { type: 'sve.token', token: token(b, m[3]!), count: Number(m[4]), zone: Z.field } },
    ] });
    return;
  }
  if ((m = /^相手プレイヤーすべては、自身の手札をランダムに(\d+)枚捨てる$/.exec(t))) {
    o.push({ type: 'discard', player: 'opponent', amount: Number(m[1]), random: true });
    return;
  }
  if ((m = /^相手プレイヤーすべては、自身の場のフォロワー(\d+)体を墓場に置く$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'sve.choose', target: { zone: Z.field, side: 'opponent', filter: { type: KIND.follower }, count: Number(m[1]), chooser: 'opponent' }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.cemetery, reason: 'effect' });
    return;
  }
  if ((m = /^自分のEPを([+-]\d+)する$/.exec(t))) {
    o.push({ type: 'sve.ep', amount: Number(m[1]) });
    return;
  }
  if ((m = /^相手プレイヤーすべては、自身のデッキの上(\d+)枚を墓場に置く$/.exec(t))) {
    o.push({ type: 'sve.mill', amount: Number(m[1]), player: 'opponent' });
    return;
  }
  if ((m = /^相手プレイヤーすべては、自身の手札(\d+)枚を捨てる$/.exec(t))) {
    const v = newVar(b); // each opponent chooses their own discards (5.12)
    o.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'opponent', count: Number(m[1]), chooser: 'opponent' }, bind: v, optional: true }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.cemetery, reason: 'discard' });
    return;
  }
  if ((m = /^(それ|これ)は次の(?:相手|それのプレイヤー)のスタートフェイズにスタンドしない$/.exec(t))) {
    o.push({ type: 'sve.noStand', target: whoRef(b, m[1]!) });
    return;
  }
  if ((m = /^(それ|これ)と(それ|これ)に(\d+)ダメージ$/.exec(t))) {
    o.push({ type: 'damage', target: whoRef(b, m[1]!), amount: Number(m[3]) }, { type: 'damage', target: whoRef(b, m[2]!), amount: Number(m[3]) });
    return;
  }
  if ((m = /^(.+?)すべてをスタンドする$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? fail(t);
    o.push({ type: 'untap', target: selectorOf(g!) });
    return;
  }
  if ((m = /^次のそれのプレイヤーのターン中、(それ|これ)は相手を攻撃できない$/.exec(t))) {
    o.push({ type: 'sve.noAttackNextTurn', target: whoRef(b, m[1]!) });
    return;
  }
  if (t === 'これは進化する') {
    o.push({ type: 'sve.evolveSelf' }); // SVE 5.16.1.1: with a proper face-down evolve card, no cost
    return;
  }
  if ((m = /^これの\[進化\]コストを(\d+)にする$/.exec(t))) {
    o.push({ type: 'modify', target: SELF, stat: 'evolveCost', set: Number(m[1]), duration: 'permanent' });
    return;
  }

  // ---- cards: draw, leader health, deck ----
  if ((m = /^(各プレイヤーは)?(\d+|X)枚引く$/.exec(t))) {
    o.push({ type: 'draw', amount: signedAmount(m[2]!, b), ...(m[1] ? { player: 'each' } : {}) });
    return;
  }
  if ((m = /^(自分|相手)のリーダーは\[体力\]([+-](?:\d+|X))する$/.exec(t))) {
    o.push({ type: 'sve.leaderHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: signedAmount(m[2]!, b) });
    return;
  }
  if (/^Xは「.+」である$/.test(t)) {
    if (currentX === null) fail('X not understood');
    return; // SVE 5.2: the definition of X, applied where X is written
  }
  if ((m = /^自分のデッキの上(\d+)枚を墓場に置く$/.exec(t))) {
    o.push({ type: 'sve.mill', amount: Number(m[1]) });
    return;
  }
  if ((m = /^自分のPP最大値を\+(\d+)する$/.exec(t))) {
    o.push({ type: 'sve.pp', mode: 'max', amount: Number(m[1]) });
    return;
  }
  if ((m = /^(それ|これ)は『([^』]+)』に変身する$/.exec(t))) {
    o.push({ type: 'sve.transform', target: whoRef(b, m[1]!), token: token(b, m[2]!) }); // SVE 5.17.1
    return;
  }
  if ((m = /^自分のPPを(「.+」)と同じだけ回復する$/.exec(t))) {
    o.push({ type: 'sve.pp', mode: 'recover', amount: amountOf(b, `${m[1]}と同じ`) });
    return;
  }
  if ((m = /^自分のPPを(\d+)回復する$/.exec(t))) {
    o.push({ type: 'sve.pp', mode: 'recover', amount: Number(m[1]) });
    return;
  }

  // ---- look at the top N (5.11), assembled over the following sentences ----
  if ((m = /^自分のデッキの上(\d+)枚を見る$/.exec(t))) {
    const look: JsonObject = { type: 'sve.look', amount: Number(m[1]), picks: [], rest: 'top' };
    o.push(look);
    b.look = look;
    return;
  }
  if (b.look && (m = /^(?:その中から、)?(.*?)(\d+)枚を(公開して)?(手札に加え|墓場に置い|場に出し|EXエリアに置い)てよい$/.exec(t))) {
    const g = m[1] === '' ? null : parseGroup(m[1]!);
    if (m[1] !== '' && !g) fail(t);
    const to = { 手札に加え: Z.hand, 墓場に置い: Z.cemetery, 場に出し: Z.field, EXエリアに置い: Z.ex }[m[4]!]!;
    const v = newVar(b);
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to, bind: v };
    if (g && Object.keys(g.filter).length > 0) pick.filter = g.filter;
    if (m[3]) pick.reveal = true;
    (b.look.picks as JsonObject[]).push(pick);
    b.it = { ref: 'var', var: v };
    return;
  }
  if (b.look && t === 'その中から、好きな枚数を好きな順にデッキの上に置く') {
    b.look.rest = 'topThenBottom';
    return;
  }
  if (b.look && (m = /^それを(墓場に置い|手札に加え)てよい$/.exec(t))) {
    (b.look.picks as JsonObject[]).push({ count: b.look.amount as number, upTo: true, to: m[1] === '墓場に置い' ? Z.cemetery : Z.hand });
    return;
  }
  if (b.look && t === '残りを好きな順にデッキの下に置く') {
    if (b.look.rest !== 'topThenBottom') b.look.rest = 'bottom';
    b.look = null;
    return;
  }
  if (b.look && t === '残りを墓場に置く') {
    b.look.rest = 'cemetery';
    b.look = null;
    return;
  }

  // ---- tokens (5.5.2, 9.1.2) ----
  if ((m = /^『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/.exec(t))) {
    const v = newVar(b); // 「それ」 after it: the tokens just made
    o.push({ type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.field, bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }
  if ((m = /^『([^』]+)』(\d+)(?:体|枚|つ)と『([^』]+)』(\d+)(?:体|枚|つ)を(?:場に)?出す$/.exec(t))) {
    o.push({ type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.field }, { type: 'sve.token', token: token(b, m[3]!), count: Number(m[4]), zone: Z.field });
    return;
  }
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/.exec(t))) {
    const v = newVar(b); // 「それ」 after it: the tokens just made
    o.push({ type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.ex, bind: v });
    b.it = { ref: 'var', var: v };
    return;
  }
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)と『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/.exec(t))) {
    o.push({ type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.ex }, { type: 'sve.token', token: token(b, m[3]!), count: Number(m[4]), zone: Z.ex });
    return;
  }
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)を場かEXエリアに置いてよい$/.exec(t))) {
    const tk = token(b, m[1]!);
    o.push({ type: 'optional', prompt: `Put 『${m[1]}』?`, effect: { type: 'sve.choice', options: [
      { label: 'field', effect: { type: 'sve.token', token: tk, count: Number(m[2]), zone: Z.field } },
      { label: 'exArea', effect: { type: 'sve.token', token: tk, count: Number(m[2]), zone: Z.ex } },
    ] } });
    return;
  }
  if ((m = /^『([^』]+)』(\d+)枚か『([^』]+)』(\d+)枚をEXエリアに置く$/.exec(t))) {
    o.push({
      type: 'sve.choice',
      options: [
        { label: `『${m[1]}』`, effect: { type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.ex } },
        { label: `『${m[3]}』`, effect: { type: 'sve.token', token: token(b, m[3]!), count: Number(m[4]), zone: Z.ex } },
      ],
    });
    return;
  }
  if ((m = /^『([^』]+)』(\d+)枚を、場が上限になるまで出す$/.exec(t))) {
    o.push({ type: 'sve.token', token: token(b, m[1]!), count: Number(m[2]), zone: Z.field, mode: 'fieldThenEx' });
    b.look = { type: 'tokenRest' };
    return;
  }
  if (b.look?.type === 'tokenRest' && t === '残りをEXエリアに置く') {
    b.look = null;
    return;
  }
  if ((m = /^『([^』]+)』(\d+)枚の中から、好きな枚数を場に出す$/.exec(t))) {
    o.push({ type: 'sve.tokenSplit', token: token(b, m[1]!), count: Number(m[2]) });
    b.look = { type: 'tokenSplitRest' };
    return;
  }
  if (b.look?.type === 'tokenSplitRest' && t === '好きな枚数をEXエリアに置く') {
    b.look = null;
    return;
  }

  // ---- hand ----
  if ((m = /^自分の手札(\d+)枚を捨てる$/.exec(t))) {
    o.push({ type: 'discard', amount: Number(m[1]) });
    return;
  }
  if (t === '自分の手札すべてを捨てる') {
    o.push({ type: 'discard', amount: { count: { zone: Z.hand, side: 'you' } } });
    return;
  }
  if ((m = /^自分の手札(\d+)枚を消滅させる$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'you', count: Number(m[1]) }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.banished, reason: 'banish' });
    return;
  }

  // ---- search (5.8) ----
  if ((m = /^自分のデッキから(.+?)(\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    const filter = searchFilter(m[1]!);
    const to = { 手札に加える: Z.hand, 場に出す: Z.field, EXエリアに置く: Z.ex }[m[3]!]!;
    const v = newVar(b);
    o.push({ type: 'sve.search', count: Number(m[2]), to, bind: v, ...(filter ? { filter } : {}) });
    b.it = { ref: 'var', var: v };
    return;
  }

  // ---- deck top to a zone ----
  if ((m = /^(自分|相手)のデッキの上(\d+)枚を(墓場に置く|EXエリアに置く|消滅させる)$/.exec(t))) {
    const to = { 墓場に置く: Z.cemetery, EXエリアに置く: Z.ex, 消滅させる: Z.banished }[m[3]!]!;
    o.push({ type: 'sve.mill', amount: Number(m[2]), player: m[1] === '自分' ? 'you' : 'opponent', to });
    return;
  }

  // ---- more damage and targets ----
  if ((m = /^それとそれのリーダーに(\d+)ダメージ$/.exec(t))) {
    const v = newVar(b);
    o.push({ type: 'damage', target: it(b), amount: Number(m[1]) }, { type: 'sve.leaders', of: it(b), bind: v }, { type: 'damage', target: { ref: 'var', var: v }, amount: Number(m[1]) });
    return;
  }

  // ---- attack restrictions, standing ----
  if ((m = /^(このターン、)?(それ|これ)は相手を攻撃できない$/.exec(t))) {
    o.push({ type: 'grantKeyword', target: whoRef(b, m[2]!), keyword: K.cannotAttack, duration: duration(m[1]) });
    return;
  }
  if ((m = /^(それ|これ)は次のそれのプレイヤーのスタートフェイズにスタンドしない$/.exec(t))) {
    o.push({ type: 'sve.noStand', target: whoRef(b, m[1]!) });
    return;
  }

  // ---- play cost changes (10.4.4.1: the PP paid, not the printed cost) ----
  if ((m = /^このターン、(それ|これ)をプレイする際、コストを([+-]\d+)する$/.exec(t))) {
    o.push({ type: 'modify', target: whoRef(b, m[1]!), stat: 'costDelta', add: Number(m[2]), duration: 'untilEndOfTurn' });
    return;
  }
  if ((m = /^(このターン、)?(それ|これ)をプレイする際、コストを(\d+)にする$/.exec(t))) {
    // a play-cost replacement that sets the cost (10.2.1.3.3), applied before raises / lowers (10.10.2.4)
    o.push({ type: 'modify', target: whoRef(b, m[2]!), stat: COST_SET, set: Number(m[3]), duration: duration(m[1]) });
    return;
  }

  // ---- damage prevention (a replacement: the damage event does not happen, 10.10.1) ----
  if ((m = /^(このターン、)?(それ|これ)はダメージを受けない$/.exec(t))) {
    o.push({ type: 'grantKeyword', target: whoRef(b, m[2]!), keyword: NO_DAMAGE, duration: duration(m[1]) });
    return;
  }

  fail(`clause: ${t}`);
}

/** Search conditions: 『X』, 「カード名に『X』を含む(kind)」, or a group phrase (kind, trait, cost…). */
function searchFilter(phrase: string): JsonObject | null {
  let m: RegExpExecArray | null;
  const sf = starterSearchFilter(phrase); // templates-starters.ts
  if (sf) return sf;
  if ((m = /^『([^』]+)』$/.exec(phrase))) return { name: m[1]! };
  if ((m = /^「カード名に『([^』]+)』を含む(フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const f: JsonObject = { nameIncludes: m[1]! };
    const k = { フォロワー: KIND.follower, アミュレット: KIND.amulet, スペル: KIND.spell, カード: null }[m[2]!];
    if (k) f.type = k;
    return f;
  }
  const g = parseGroup(phrase);
  if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return fail(`search ${phrase}`);
  return Object.keys(g.filter).length > 0 ? g.filter : null;
}

function keywordList(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/【([^】]+)】/g)) {
    const k = KEYWORDS[m[1]!];
    if (!k) fail(`keyword ${m[1]}`);
    out.push(k!);
  }
  return out;
}

/** Condition prefixes; returns [condition, rest] or null. */
function conditionPrefix(t: string): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  const tc = titleCondition(t, conditionPrefix) ?? starterCondition(t) ?? notationCondition(t) ?? tokensCondition(t) ?? decksCondition(t) ?? long1Condition(t, conditionPrefix) ?? tokens2Condition(t) ?? raise2Condition(t) ?? long5Condition(t) ?? long6Condition(t) ?? long9Condition(t); // templates-long-6.ts, templates-long-5.ts, templates-raise-2.ts, title/princess-connect-text.ts, templates-starters.ts, templates-notations.ts
  if (tc) return tc;
  if ((m = /^【コンボ_(\d+)】\s*(.*)$/.exec(t))) return [{ type: 'sve.combo', n: Number(m[1]) }, m[2]!];
  if ((m = /^【(?:スペルチェイン|SC)_(\d+)】\s*(.*)$/.exec(t))) return [{ type: 'sve.spellchain', n: Number(m[1]) }, m[2]!];
  if ((m = /^【(?:ネクロチャージ|NC)_(\d+)】\s*(.*)$/.exec(t))) return [{ type: 'sve.necrocharge', n: Number(m[1]) }, m[2]!];
  if ((m = /^【土の秘術(?:_(\d+))?】\s*(.*)$/.exec(t))) return [{ type: 'sve.var', var: EARTH_RITE_VAR, earthRite: Number(m[1] ?? 1) }, m[2]!];
  if ((m = /^【覚醒】状態なら、\s*(.*)$/.exec(t))) return [{ type: 'sve.overflow' }, m[1]!];
  if ((m = /^【真紅】状態なら、\s*(.*)$/.exec(t))) return [{ type: 'sve.crimson' }, m[1]!];
  if ((m = /^(自分|相手)の場に(.+?)が(いる|ある|いない|ない)なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(`${m[1]}の${m[2]}`);
    if (!g) return null;
    const none = m[3] === 'いない' || m[3] === 'ない';
    return [{ type: 'count', selector: selectorOf(g), compare: none ? { eq: 0 } : { gte: 1 } }, m[4]!];
  }
  if ((m = /^(自分|相手)の(墓場|手札|EXエリア|エボルヴデッキ)の(.+?)が(\d+)枚以上(?:ある)?なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(`${m[1]}の${m[2]}の${m[3]}`);
    if (!g) return null;
    return [{ type: 'count', selector: selectorOf(g), compare: { gte: Number(m[4]) } }, m[5]!];
  }
  if ((m = /^(自分|相手)の(墓場|手札|EXエリア)が(\d+)枚以上(?:ある)?なら、\s*(.*)$/.exec(t))) {
    return [{ type: 'count', selector: { zone: { 墓場: Z.cemetery, 手札: Z.hand, EXエリア: Z.ex }[m[2]!]!, side: m[1] === '自分' ? 'you' : 'opponent' }, compare: { gte: Number(m[3]) } }, m[4]!];
  }
  if ((m = /^(自分|相手)のリーダーの体力が(\d+)(以下|以上)なら、\s*(.*)$/.exec(t))) {
    return [{ type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: 'health', compare: m[3] === '以下' ? { lte: Number(m[2]) } : { gte: Number(m[2]) } }, m[4]!];
  }
  if ((m = /^これの(.+?)カウンターが(\d+)(?:つ|個)(以上|以下)?なら、\s*(.*)$/.exec(t))) {
    const n = Number(m[2]);
    const compare: JsonObject = m[3] === '以上' ? { gte: n } : m[3] === '以下' ? { lte: n } : { eq: n };
    return [{ type: 'count', selector: { ref: 'self', filter: { counter: { name: m[1]!, compare } } }, compare: { gte: 1 } }, m[4]!];
  }
  if ((m = /^自分のPP最大値が(\d+)(以上|以下)?なら、\s*(.*)$/.exec(t))) {
    const n = Number(m[1]);
    return [{ type: 'counter', player: 'you', counter: C.maxPp, compare: m[2] === '以上' ? { gte: n } : m[2] === '以下' ? { lte: n } : { eq: n } }, m[3]!];
  }
  if ((m = /^このターン、自分の場のフォロワーが進化していたなら、\s*(.*)$/.exec(t))) return [{ type: 'sve.thisTurn', event: 'evolved' }, m[1]!];
  if ((m = /^このターン、自分がスペルをプレイしていたなら、\s*(.*)$/.exec(t))) return [{ type: 'sve.thisTurn', event: 'spellPlayed' }, m[1]!];
  return null;
}

type Replacer = (step: Step) => Step | null;

/**
 * 「(条件)代わりに…」: the trailing group of steps the replacer understands (the last damage / draw /
 * stat changes of the ability, looking inside an open condition scope) becomes
 * {if: condition, then: replaced, else: original}; an earlier replacement is wrapped (the newest
 * condition is checked first: 【SC_20】…【SC_30】).
 */
function replaceTrailing(list: Step[], condition: JsonObject, replace: Replacer): boolean {
  const last = list[list.length - 1];
  if (!last) return false;
  if (last.type === 'if' && last.else === undefined) {
    const inner = last.then as Step;
    const steps = inner.type === 'sequence' ? [...(inner.steps as Step[])] : [inner];
    if (!replaceTrailing(steps, condition, replace)) return false;
    list[list.length - 1] = { ...last, then: steps.length === 1 ? steps[0]! : { type: 'sequence', steps } };
    return true;
  }
  if (last.type === 'if' && last.else !== undefined) {
    const then = retarget(last.then as Step, replace);
    if (!then) return false;
    list[list.length - 1] = { type: 'if', condition, then, else: last };
    return true;
  }
  let j = list.length;
  while (j > 0 && replace(list[j - 1]!) !== null) j--;
  if (j === list.length) return false;
  const old = list.slice(j);
  const neu = old.map((x) => replace(x)!);
  list.splice(j, old.length, { type: 'if', condition, then: old.length === 1 ? neu[0]! : { type: 'sequence', steps: neu }, else: old.length === 1 ? old[0]! : { type: 'sequence', steps: old } });
  return true;
}

function retarget(node: Step, replace: Replacer): Step | null {
  const direct = replace(node);
  if (direct) return direct;
  if (node.type === 'sequence') {
    const steps = (node.steps as Step[]).map((x) => retarget(x, replace));
    return steps.every((x) => x !== null) ? { ...node, steps: steps as Step[] } : null;
  }
  return null;
}

/** Replacer for 「代わりに(rest)」, or null when the rest is not a replacement form we know. */
function replacerFor(rest: string): Replacer | null {
  let m: RegExpExecArray | null;
  const sr = starterReplacer(rest) ?? tokensReplacer(rest); // templates-starters.ts, templates-tokens-1.ts
  if (sr) return sr;
  if ((m = /^代わりに(\d+)ダメージ$/.exec(rest))) {
    const n = Number(m[1]);
    return (x) => (x.type === 'damage' || x.type === 'sve.divide' ? { ...x, amount: n } : null);
  }
  if ((m = /^代わりに(\d+)枚(?:引く)?$/.exec(rest))) {
    const n = Number(m[1]);
    return (x) => (x.type === 'draw' || x.type === 'sve.mill' ? { ...x, amount: n } : x.type === 'sve.token' ? { ...x, count: n } : null);
  }
  if ((m = /^代わりに(\d+)(?:体|つ)$/.exec(rest))) {
    const n = Number(m[1]);
    return (x) => (x.type === 'sve.token' ? { ...x, count: n } : null);
  }
  if ((m = new RegExp(String.raw`^代わりに${STAT_RE}する$`).exec(rest)) && (m[1] !== undefined || m[2] !== undefined)) {
    const atk = m[1] !== undefined ? Number(m[1]) : null;
    const hp = m[2] !== undefined ? Number(m[2]) : null;
    return (x) => {
      if (x.type === 'sve.leaderHealth' && atk === null && hp !== null) return { ...x, amount: hp }; // 「リーダーは[体力]+N…代わりに[体力]+M」
      if (x.type !== 'modify' || x.add === undefined) return null;
      if (x.stat === 'attack' && atk !== null) return { ...x, add: atk };
      if (x.stat === 'defense' && hp !== null) return { ...x, add: hp };
      return null;
    };
  }
  if ((m = /^代わりに\[体力\]\+(\d+)する$/.exec(rest))) {
    const n = Number(m[1]);
    return (x) => (x.type === 'sve.leaderHealth' ? { ...x, amount: n } : null);
  }
  return null;
}

/** Feeds one clause (with possible condition / cost prefixes) into the block. */
function feed(b: BlockCtx, raw: string): void {
  let t = raw.trim().replace(/。$/, '');
  const c = conditionPrefix(t) ?? decksFollowCondition(t, b.cond?.condition ?? null); // templates-decks.ts (「…5枚以上なら、…。10枚以上なら、」)
  if (c) {
    const [condition0, rest] = c;
    let condition = condition0;
    if (condition0.type === 'sve.var' && typeof condition0.earthRite === 'number') {
      // 【土の秘術_N】 (SVE 13.3.3.2): an optional additional cost paid when the ability is played; the text
      // after it happens only if it was paid
      b.earthRite = Math.max(b.earthRite, condition0.earthRite);
      condition = { type: 'sve.var', var: EARTH_RITE_VAR };
    }
    const rep = rest.startsWith('代わりに') ? replacerFor(rest) : null;
    if (rest.startsWith('代わりに')) {
      if (!rep) fail(`replacement ${rest}`);
      closeScopes(b);
      // 「自分のリーダーは[体力]+1する。…代わりに[体力]+2する」: leader health or a stat of the same subject
      if (!replaceTrailing(b.steps, condition, rep!)) fail('代わりに without a step to replace');
      return;
    }
    closeScopes(b);
    b.cond = { condition, steps: [] };
    t = rest;
  }
  // 「(cost)：(effect)」 inside an effect: an optional cost whose effect runs to the end of the ability (10.4.7.1)
  const tc = triggerCost(t);
  if (tc) {
    b.costScope = { cost: tc.cost, steps: [] };
    t = tc.rest;
  }
  clause(b, t);
}

/** 「(cost)：(rest)」 at the start of an automatic ability, when the head is a cost parseCost knows. */
function triggerCost(t: string): { cost: JsonObject[]; rest: string } | null {
  const m = /^([^：。「」]+)：\s*(.*)$/.exec(t);
  if (!m) return null;
  try {
    const { cost, quick, zones } = parseCost(m[1]!);
    if (quick || zones || cost.length === 0) return null;
    return { cost, rest: m[2]! };
  } catch (e) {
    if (e instanceof Unread) return null;
    throw e;
  }
}

/** Parses an activated ability's cost text (between [起動] and ：). */
function parseCost(text: string): { cost: JsonObject[]; quick: boolean; zones: string[] | null } {
  let s = text.trim();
  const cost: JsonObject[] = [];
  let quick = false;
  let zones: string[] | null = null;
  let m: RegExpExecArray | null;
  while (s.length > 0) {
    const sc = starterCost(s) ?? tokens2Cost(s) ?? tokensCost(s) ?? decksCost(s) ?? long8Cost(s); // templates-starters.ts, templates-tokens-2.ts, templates-decks.ts, templates-long-8.ts
    if (sc) {
      cost.push(...sc.cost);
      if (sc.zones) zones = sc.zones;
      s = s.slice(sc.length);
      continue;
    }
    if ((m = /^墓場のこれを消滅(?:させる)?/.exec(s))) {
      // an activated ability of a card in the cemetery (10.3.4), paid by banishing it
      cost.push({ type: 'sacrificeSelf', to: Z.banished });
      zones = [Z.cemetery];
    } else if ((m = /^(手札|EXエリア)のこれを(捨てる|墓場に置く)/.exec(s))) {
      // an activated ability of a card in the hand / EX area (10.3.4), paid by putting it into the cemetery
      cost.push({ type: 'sacrificeSelf', to: Z.cemetery });
      zones = [m[1] === '手札' ? Z.hand : Z.ex];
    } else if ((m = /^手札のこれをEXエリアに置く/.exec(s))) {
      cost.push({ type: 'sacrificeSelf', to: Z.ex });
      zones = [Z.hand];
    } else if ((m = /^これの(.+?)カウンター(\d+)(?:つ|個)を取る/.exec(s))) {
      cost.push({ type: 'removeCounter', counter: m[1]!, amount: Number(m[2]) }); // SVE 15.1.4
    } else if ((m = /^(場|EXエリア|墓場)の(.+?)(\d+)(?:つ|枚|体)を(\[アクト\]|墓場に置く|消滅させる|消滅)/.exec(s))) {
      // N other cards of yours as a cost: engage them, or put them into the cemetery / banish them (10.4)
      const g = parseGroup(`自分の${m[1]}の${m[2]}`);
      if (!g) fail(`cost ${s}`);
      const target = selectorOf(g!, { count: Number(m[3]) });
      if (m[4] === '[アクト]') cost.push({ type: 'tap', target });
      else cost.push({ type: 'sve.moveCost', target, to: m[4] === '墓場に置く' ? Z.cemetery : Z.banished });
    } else if ((m = /^\[コスト(\d+)\]/.exec(s))) {
      cost.push({ type: 'pay', counter: 'pp', amount: Number(m[1]) });
    } else if ((m = /^これを\[アクト\]/.exec(s))) {
      cost.push({ type: 'tapSelf' });
    } else if ((m = /^(?:これを)?墓場に置く/.exec(s))) {
      cost.push({ type: 'sacrificeSelf', to: Z.cemetery });
    } else if ((m = /^リーダーの\[体力\]-(\d+)/.exec(s))) {
      cost.push({ type: 'sve.health', amount: Number(m[1]) });
    } else if ((m = /^【レッスン_(\d+)】/.exec(s))) {
      cost.push({ type: 'sve.lesson', amount: Number(m[1]) }); // SVE 14.3.2.1
    } else if ((m = /^手札(\d+)枚を捨てる/.exec(s))) {
      cost.push({ type: 'discard', amount: Number(m[1]) });
    } else if ((m = /^手札の(.+?)(\d+)枚を捨てる/.exec(s))) {
      const g = parseGroup(m[1]!);
      if (!g) fail(`cost ${s}`);
      cost.push({ type: 'discard', amount: Number(m[2]), ...(Object.keys(g!.filter).length > 0 ? { filter: g!.filter } : {}) });
    } else if ((m = /^【土の秘術(?:_(\d+))?】/.exec(s))) {
      cost.push({ type: 'sve.earthRite', amount: Number(m[1] ?? 1) }); // SVE 13.3.3.2 as the ability's cost
    } else if ((m = /^\[(?:クイック|Q)\]/.exec(s))) {
      quick = true;
    } else if ((m = /^[、\s]+/.exec(s))) {
      // separator
    } else {
      fail(`cost ${s}`);
    }
    s = s.slice(m![0].length);
  }
  return { cost, quick, zones };
}

interface Block {
  kind: 'triggered' | 'activated' | 'spell' | 'static' | 'failed';
  triggers: JsonObject[];
  cost: JsonObject[];
  timing: string | null;
  limit: number | null;
  condition?: JsonObject;
  zones?: string[];
  first: string;
  clauses: Array<{ text: string; sentence: number }>;
  sentences: Set<number>;
  subject: JsonObject | null;
  /** A Union Burst ability (SVE 14.5.1). */
  ub?: boolean;
}

const FANFARE = { on: 'sve.fanfare' };
const LAST_WORDS = { on: 'sve.lastWords' };

/** The trigger of a delayed trigger 「次に(phrase)、」 (SVE 10.7.5), or null. */
function delayedPhrase(phrase: string): { trigger: JsonObject; subject: JsonObject | null } | null {
  // 「次に自分がプレイしたフォロワーが場に出たとき」: a follower of yours entering the field from the resolution zone (10.6.2.8.1)
  if (phrase === '自分がプレイしたフォロワーが場に出たとき') {
    return { trigger: { on: 'onEnter', zone: Z.field, from: Z.resolution, side: 'you', who: 'any', filter: { type: KIND.follower } }, subject: { ref: 'eventCard' } };
  }
  if (!/^(自分|相手)の(エンド|メイン)フェイズが来たとき$/.test(phrase)) return null;
  const p = triggerPhrase(`${phrase}、x`);
  return p ? { trigger: p.trigger, subject: p.subject } : null;
}

/** Trigger phrases written out (「…とき、」). */
function triggerPhrase(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  let m: RegExpExecArray | null;
  // 「これを自分の手札から捨てたとき」: the discarded card, now in the cemetery (a new object the text
  // refers to, 4.1.4.1), sees its own arrival from the hand (the ability works in the cemetery)
  if ((m = /^これを自分の手札から捨てたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onEnter', zone: Z.cemetery, from: Z.hand, who: 'self' }, rest: m[1]!, subject: null, zones: [Z.cemetery] };
  if ((m = /^自分の場に(.+?)が出たとき、\s*(.*)$/.exec(t))) {
    const g = parseGroup(m[1]!.replace(/^他の/, '自分の他の'));
    const g2 = g ?? parseGroup(m[1]!);
    if (!g2) return null;
    const trig: JsonObject = { on: 'onEnter', zone: Z.field, side: 'you', who: m[1]!.startsWith('他の') || g2.other ? 'other' : 'any' };
    if (Object.keys(g2.filter).length > 0) trig.filter = g2.filter;
    return { trigger: trig, rest: m[2]!, subject: { ref: 'eventCard' } };
  }
  // 「これが場を離れたとき」: a zone-move trigger seen with last known information (10.7.4.1.2); a leave
  // replaced by a replacement effect did not happen (10.10.1.1), so it does not trigger
  if ((m = /^これが場を離れたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onLeave', zone: Z.field, who: 'self' }, rest: m[1]!, subject: null };
  if ((m = /^自分の(.+?)が場を離れたとき、\s*(.*)$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    const trig: JsonObject = { on: 'onLeave', zone: Z.field, side: 'you', who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trig.filter = g.filter;
    return { trigger: trig, rest: m[2]!, subject: null };
  }
  // a state trigger (SVE 10.7.6, rules/state-triggers.ts)
  if ((m = /^(自分|相手)のリーダーの\[体力\](\d+)以下になったとき、\s*(.*)$/.exec(t))) {
    return { trigger: { on: STATE_TRIGGER, condition: { type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: C.health, compare: { lte: Number(m[2]) } } }, rest: m[3]!, subject: null };
  }
  if ((m = /^自分のエンドフェイズが来たとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onPhase', phase: 'end' }, rest: m[1]!, subject: null };
  if ((m = /^相手のメインフェイズが来たとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onPhase', phase: 'main', side: 'opponent' }, rest: m[1]!, subject: null };
  if ((m = /^相手のエンドフェイズが来たとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onPhase', phase: 'end', side: 'opponent' }, rest: m[1]!, subject: null };
  if ((m = /^自分のメインフェイズが来たとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onPhase', phase: 'main' }, rest: m[1]!, subject: null };
  if ((m = /^自分がスペルをプレイしたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onPlay', who: 'any', side: 'you', filter: { type: KIND.spell } }, rest: m[1]!, subject: null };
  if ((m = /^自分の場のフォロワーがドライブチェックしたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.driveChecked', side: 'you' }, rest: m[1]!, subject: { ref: 'eventCard' } };
  if ((m = /^自分のドライブチェックによってトリガーしたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.triggerUsed', side: 'you' }, rest: m[1]!, subject: null };
  if ((m = /^自分の場の(他の)?フォロワーの\[UB\]能力が発動したとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.ubResolved', who: m[1] ? 'other' : 'any', side: 'you' }, rest: m[2]!, subject: { ref: 'eventCard' } };
  if ((m = /^自分の(他の)?フォロワーが出走したとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.raced', who: m[1] ? 'other' : 'any', side: 'you' }, rest: m[2]!, subject: { ref: 'eventCard' } };
  if ((m = /^自分の場のフォロワーが進化したとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.evolved', who: 'any', side: 'you' }, rest: m[1]!, subject: { ref: 'eventCard' } };
  return null;
}

/**
 * The rule an EP / SEP marker card's sentence restates (implemented by the rules engine), or null:
 * 6.2.1.10 (the second player's 3 EP), 12.2.3 / 14.2.2.4 (1 PP of an evolve / eat cost as 1 EP),
 * 6.2.1.11 (1 SEP each), 12.2.4 (super evolve from turn 7 / 6 with 1 SEP: +1/+1, 【超進化時】).
 */
function markerRule(t: string): string | null {
  if (t === 'バトル開始時、後攻プレイヤーはEPを3つ持つ') return 'SVE 6.2.1.10';
  if (t === '自分が[進化]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3';
  if (t === '自分が[進化]か[食事]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3, 14.2.2.4';
  if (t === '自分が[進化]か[憑依]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3, 14.4.9.2';
  if (t === 'バトル開始時、各プレイヤーはSEPを1つ持つ') return 'SVE 6.2.1.11';
  if (t === '先攻のプレイヤーなら7ターン目以降、後攻のプレイヤーなら6ターン目以降に[進化]のコストを払うとき、追加でSEPを1つ裏向きにしてよい') return 'SVE 12.2.4';
  if (t === 'そうしたなら、そのフォロワーは[攻撃力]+1/[体力]+1して、【超進化時】能力が働く') return 'SVE 12.2.4.1, 12.2.4.2';
  return null;
}

/** 「(条件)である限り / …がいる限り / …がN枚以上ある限り、これは【X】…を持つ」 → the condition and the keywords, or null. */
function whileCondition(t: string): { condition: JsonObject; keywords: string } | null {
  const m = /^(.+?)限り、これは((?:【[^】]+】)+)を持つ$/.exec(t);
  if (!m || m[1]!.startsWith('これ')) {
    if (m && m[1] === 'これがスタンド状態である') return { condition: { type: 'count', selector: { ref: 'self', filter: { tapped: false } }, compare: { gte: 1 } }, keywords: m[2]! };
    return null;
  }
  let head = m[1]!;
  let n: RegExpExecArray | null;
  if ((n = /^(【覚醒】|【真紅】)状態である$/.exec(head))) head = `${n[1]}状態`;
  else if ((n = /^(.+)である$/.exec(head))) head = n[1]!;
  else if ((n = /^(自分|相手)の(墓場|手札|EXエリア)に(.+?)が(\d+)枚以上ある$/.exec(head))) head = `${n[1]}の${n[2]}の${n[3]}が${n[4]}枚以上`;
  const c = conditionPrefix(`${head}なら、x`);
  return c ? { condition: c[0], keywords: m[2]! } : null;
}

/** A whole-segment static / keyword-like ability, or null. */
function staticAbility(t: string): Ability | null {
  let m: RegExpExecArray | null;
  const kw = (keyword: string): Ability => ({ kind: 'keyword', keyword });
  const mis = miscompileStatic(t, (q) => quantity(q, SELF, null)); // templates-miscompiles.ts (12.2.2)
  if (mis) return mis;
  if (t === 'これはアクト状態で場に出る') return kw(K.entersEngaged);
  if (t === 'これは自分のスタートフェイズにスタンドしない') return kw(K.noStand); // 7.2.3 does not stand it
  if (t === '食事することで、そのウマ娘・フォロワーは出走する') return kw(K.carrot); // 『にんじん』 (14.2.1.1, 14.2.3.1)
  // the 【スタック】 rules printed in full on early tokens (SVE 13.3.2.2, 13.3.2.3): parts of the keyword
  if (t === 'これが場を離れるとき、代わりにこれのスタックカウンター1つを取る' || t === 'これのスタックカウンターが0になったとき、これを破壊する') return kw(K.stack);
  if (t === 'これは【守護】を無視して攻撃できる') return kw(K.ignoreWard);
  if (t === '自分のターン中、これはダメージを受けない') {
    // damage prevention (10.10.1) during your turns
    return { kind: 'static', modifier: { type: 'keyword', keyword: NO_DAMAGE, grant: true }, affects: { ref: 'self' }, condition: { type: 'turn', whose: 'yours' } };
  }
  if ((m = /^これが場にいる限り、(自分|相手)?の?フォロワーが場から墓場に置かれる際、代わりにそれを消滅させる$/.exec(t))) {
    // a replacement effect (10.2.1.3.1, 10.10): the follower goes to the banish zone instead (rules/replacement.ts)
    const side = m[1] === '自分' ? 'you' : m[1] === '相手' ? 'opponent' : 'any';
    return { kind: 'replacement', replaces: { event: TO_CEMETERY, side, filter: { type: KIND.follower } }, effect: { type: 'sve.instead', to: Z.banished } };
  }
  if (t === 'これがある限り、自分はバトルに敗北せず、相手はバトルに勝利できない') return kw(CANNOT_LOSE); // rules/state-triggers.ts (1.3.3)
  if (t === 'これは能力ダメージを受けない') return kw(K.noAbilityDamage);
  if (t === 'これは能力によって破壊されない') return kw(K.noDestroyByAbility);
  if (t === 'これは相手を攻撃できない') return kw(K.cannotAttack);
  if (t === 'これはEXエリアからプレイできない') return kw(K.noPlayFromEx);
  if (t === 'これは自分のターン中、プレイできない') return kw(K.noPlayOwnTurn);
  if (/^これは(?:エボルヴ)?デッキに(\d+)枚まで入れることができる$/.test(t) || /デッキに何枚でも入れることができる$/.test(t)) return kw(K.deckRule);
  if ((m = /^これ(?:がいる|がある)限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    const kws = keywordList(m[2]!);
    if (kws.length !== 1) return null;
    return { kind: 'static', modifier: { type: 'keyword', keyword: kws[0]!, grant: true }, affects: selectorOf(g) };
  }
  if ((m = /^相手のターン中、これが与えるダメージを\+(\d+)する$/.exec(t))) {
    return { kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' }, condition: { type: 'turn', whose: 'opponents' } };
  }
  if ((m = /^これが与えるダメージを\+(\d+)する$/.exec(t))) {
    return { kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' } };
  }
  return null;
}

/** Compiles a card's text. Token names are resolved through `tokens`. */
export function compileText(card: CompileInput, tokens: TokenResolver): CompileResult {
  const sentences = splitSentences(card.text ?? '');
  const asm = new Assembly<Ability>(sentences);
  const prefix: Ability[] = [];
  // SVE 5.2: 「Xは「…」である」 defines the X written in the card's text (one definition per card understood)
  const xDefs = sentences.map((x) => /Xは「(.+)」である/.exec(normalizeDigits(stripReminder(x)))?.[1]).filter((x): x is string => x !== undefined);
  currentX = xDefs.length === 1 ? xDefs[0]! : null;
  let lastX: { extra: number[] } | null = null;
  const tokStart = tokenInfoStart(sentences);
  const body = tokStart < 0 ? sentences.length : tokStart;
  if (tokStart >= 0) {
    const names = tokenInfoNames(sentences);
    prefix.push({ kind: 'keyword', keyword: K.tokenInfo, value: names.join('・') || 'token', source: sentences.map((_, i) => i).slice(tokStart) });
  }
  const segs: Array<{ text: string; sentence: number; box: boolean }> = [];
  for (let i = 0; i < body; i++) {
    const clean = normalizeDigits(stripReminder(sentences[i]!));
    // 「 ---------- 」 separates boxed sections (e.g. a spell's graveyard ability and its spell text)
    const box = /^-{5,}/.test(clean);
    segments(clean).forEach((seg, k) => segs.push({ text: seg, sentence: i, box: box && k === 0 }));
  }

  const blocks: Block[] = [];
  let cur: Block | null = null;
  const standalone: Array<{ ability: Ability; sentence: number; extra?: number[] }> = [];
  let lastEvolve: { ability: Ability; extra: number[] } | null = null;
  let ubNext = false;
  const newBlock = (kind: Block['kind'], sentence: number, extra: Partial<Block> = {}): Block => {
    const b: Block = { kind, triggers: [], cost: [], timing: null, limit: null, first: '', clauses: [], sentences: new Set([sentence]), subject: null, ...extra };
    if (ubNext && kind !== 'failed') b.ub = true;
    ubNext = false;
    blocks.push(b);
    return b;
  };

  for (const seg of segs) {
    if (seg.box) cur = null;
    try {
      let t = seg.text.replace(/。$/, '').trim();
      if (card.type === 'EP' || card.type === 'SEP') {
        // EP / SEP marker cards (SVE 3.2.5, 3.2.6) print the rules they stand for
        const rule = markerRule(t);
        if (!rule) fail('marker card text');
        standalone.push({ ability: { kind: 'keyword', keyword: K.markerRule, value: rule! }, sentence: seg.sentence });
        continue;
      }
      // 【UB】 (SVE 14.5.1): the ability after it (every one of a multi-icon ability, 14.5.1.1.2) is a Union Burst ability
      const ub = t.startsWith('[UB]');
      if (ub) {
        t = t.slice('[UB]'.length).trim();
        if (!/^(?:\[ファンファーレ\]|\[ラストワード\]|【進化時】|【超進化時】|【攻撃時】|\[起動\])/.test(t)) fail('Union Burst on an ability form not handled');
        ubNext = true;
      }
      // keyword-only segment
      if (/^(?:【[^】]+】)+$/.test(t) && !conditionPrefix(t)) {
        for (const k of keywordList(t)) standalone.push({ ability: { kind: 'keyword', keyword: k }, sentence: seg.sentence });
        cur = null;
        continue;
      }
      const sst = starterStatic(t) ?? notationStatic(t) ?? tokensStatics(t, conditionPrefix) ?? long1Statics(t) ?? raise2Static(t) ?? long5Statics(t, conditionPrefix) ?? long4Statics(t) ?? decksStatics(t); // templates-decks.ts, templates-long-4.ts, templates-long-5.ts, templates-raise-2.ts, templates-starters.ts, templates-notations.ts
      if (sst) {
        for (const a of sst) standalone.push({ ability: a, sentence: seg.sentence });
        cur = null;
        continue;
      }
      const tab = titleAbilities(t, { compile: (text) => compileNested(text, card, tokens), fail }); // title/princess-connect-text.ts
      if (tab) {
        for (const a of tab) standalone.push({ ability: a, sentence: seg.sentence });
        cur = null;
        continue;
      }
      const st = staticAbility(t) ?? tokens2Ability(t); // templates-tokens-2.ts
      if (st) {
        standalone.push({ ability: st, sentence: seg.sentence });
        cur = null;
        continue;
      }
      const wg = starterGrantWhile(t, whileCondition, (text) => compileNested(text, card, tokens)); // templates-starters.ts
      if (wg) {
        for (const a of wg) standalone.push({ ability: a, sentence: seg.sentence });
        cur = null;
        continue;
      }
      // 「(条件)である限り、これは【X】を持つ」: continuous abilities under a condition (10.3)
      const wc = whileCondition(t);
      if (wc) {
        for (const k of keywordList(wc.keywords)) {
          standalone.push({ ability: { kind: 'static', modifier: { type: 'keyword', keyword: k, grant: true }, affects: { ref: 'self' }, condition: wc.condition }, sentence: seg.sentence });
        }
        cur = null;
        continue;
      }
      // 「【ネクロチャージ_10】これは【突進】【必殺】を持つ」 outside any ability: a conditional continuous ability
      const cp = cur === null ? conditionPrefix(t) : null;
      const ck = cp ? /^これは((?:【[^】]+】)+)を持つ$/.exec(cp[1]) : null;
      if (cp && ck) {
        for (const k of keywordList(ck[1]!)) {
          standalone.push({ ability: { kind: 'static', modifier: { type: 'keyword', keyword: k, grant: true }, affects: { ref: 'self' }, condition: cp[0] }, sentence: seg.sentence });
        }
        continue;
      }
      let m: RegExpExecArray | null;
      if (/^Xは「.+」である$/.test(t) && cur === null && lastX && currentX !== null) {
        lastX.extra.push(seg.sentence); // the definition of the X of the ability just before (5.2)
        continue;
      }
      if ((m = /^これを(EXエリアから)?プレイする際、(.*)$/.exec(t))) {
        // 「これをプレイする際、(条件)コストを±Nする」 (10.4.4.1: the PP paid changes, not the cost)
        let rest = m[2]!;
        const cond = conditionPrefix(rest);
        if (cond) rest = cond[1];
        const cm = /^コストを([+-](?:\d+|X))する$/.exec(rest);
        if (cm) {
          const ability: Ability = { kind: 'replacement', replaces: { event: 'sve.playCost' }, effect: { type: 'sve.costChange', amount: signedAmount(cm[1]!), ...(m[1] ? { from: Z.ex } : {}) } };
          if (cond) ability.condition = cond[0];
          const extra: number[] = [];
          standalone.push({ ability, sentence: seg.sentence, extra });
          lastX = cm[1]!.includes('X') ? { extra } : null;
          cur = null;
          continue;
        }
        const po = cond ? null : starterPlayOption(rest) ?? decksPlayOption(rest); // 10.6.2.2.2 / 10.4.7.2 (templates-starters.ts, templates-decks.ts)
        if (po) {
          standalone.push({ ability: po, sentence: seg.sentence });
          cur = null;
          continue;
        }
      }
      if (cur && cur.kind === 'activated' && starterActivationLimit(t, cur, conditionPrefix)) {
        cur.sentences.add(seg.sentence); // templates-starters.ts
        continue;
      }
      if ((m = /^この能力は(?:1ターンに|ターンごとに)(\d+)回(使える|働く)$/.exec(t)) && cur && ((m[2] === '使える' && cur.kind === 'activated') || (m[2] === '働く' && cur.kind === 'triggered'))) {
        cur.limit = Number(m[1]); // 10.7.2.2 for automatic abilities (kernel: counted as they go on standby)
        cur.sentences.add(seg.sentence);
        continue;
      }
      if ((m = /^この能力は(.+?)なら使える$/.exec(t)) && ((cur && cur.kind === 'activated') || (!cur && lastEvolve))) {
        const c = conditionPrefix(`${m[1]}なら、x`);
        if (!c) fail(`activation condition ${m[1]}`);
        if (cur) {
          cur.condition = c![0];
          cur.sentences.add(seg.sentence);
        } else {
          lastEvolve!.ability.condition = c![0]; // a condition of the [進化] ability just before
          lastEvolve!.extra.push(seg.sentence);
        }
        continue;
      }
      if ((m = /^\[進化\]\[コスト(\d+)\]：これは進化する$/.exec(t))) {
        const ability: Ability = { kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: Number(m[1]) }], effect: { type: 'sve.evolveSelf' } };
        lastEvolve = { ability, extra: [] };
        standalone.push({ ability, sentence: seg.sentence, extra: lastEvolve.extra });
        cur = null;
        continue;
      }
      if ((m = /^\[憑依\]\[コスト(\d+)\]：これはドライブを持つ$/.exec(t))) {
        // SVE 14.4.9.2: 【憑依】 (ride) — an evolve-equivalent ability (14.4.9.5) giving drive (14.4.7.3)
        standalone.push({ ability: { kind: 'activated', label: '憑依', cost: [{ type: 'sve.ride', amount: Number(m[1]) }], effect: { type: 'sve.gainDrive', target: SELF } }, sentence: seg.sentence });
        cur = null;
        continue;
      }
      if ((m = /^((?:\[食事\])+)\[コスト(\d+)\]：これは(?:(\d+)回)?出走する$/.exec(t))) {
        // SVE 14.2.2.3: 『(N 🍎)(cost): これはN回出走する』 = 「これはN回食事する (cost): …」; an evolve-equivalent ability (14.2.2.5)
        const eats = (m[1]!.match(/\[食事\]/g) ?? []).length;
        standalone.push({ ability: { kind: 'activated', label: '食事', cost: [{ type: 'sve.eat', times: eats, amount: Number(m[2]) }], effect: { type: 'sve.run', target: SELF, times: Number(m[3] ?? 1) } }, sentence: seg.sentence });
        cur = null;
        continue;
      }
      if ((m = /^\[進化\]\[コスト(\d+)\]：これは『([^』]+)』(?:か『([^』]+)』)?に進化する$/.exec(t))) {
        // 5.16.1.1.1: "unless an effect specifies otherwise" — the proper card is the named one
        const into = [m[2]!, ...(m[3] ? [m[3]] : [])];
        const ability: Ability = { kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: Number(m[1]), into }], effect: { type: 'sve.evolveSelf', into } };
        lastEvolve = { ability, extra: [] };
        standalone.push({ ability, sentence: seg.sentence, extra: lastEvolve.extra });
        cur = null;
        continue;
      }
      if (t.startsWith('[クイック]') && !/^\[クイック\]\s*\[起動\]/.test(t)) {
        standalone.push({ ability: { kind: 'keyword', keyword: K.quick }, sentence: seg.sentence });
        t = t.slice('[クイック]'.length).trim();
        if (t === '') continue;
        if (card.type !== KIND.spell) fail('quick text on a non-spell');
        const stq = staticAbility(t) ?? tokens2Ability(t); // templates-tokens-2.ts (「[クイック] これをプレイする際、追加コストとして…」)
        if (stq) {
          standalone.push({ ability: stq, sentence: seg.sentence });
          cur = null;
          continue;
        }
        cur = newBlock('spell', seg.sentence);
        cur.clauses.push({ text: t, sentence: seg.sentence });
        continue;
      }
      // trigger icons (several icons = several abilities with one effect, 12.1.2)
      const icons: JsonObject[] = [];
      for (;;) {
        if (t.startsWith('[ファンファーレ]')) {
          icons.push(FANFARE);
          t = t.slice('[ファンファーレ]'.length);
        } else if (t.startsWith('[ラストワード]')) {
          icons.push(LAST_WORDS);
          t = t.slice('[ラストワード]'.length);
        } else if (t.startsWith('【進化時】')) {
          icons.push({ on: 'sve.evolved' });
          t = t.slice('【進化時】'.length);
        } else if (t.startsWith('【超進化時】')) {
          icons.push({ on: 'sve.evolved', super: true });
          t = t.slice('【超進化時】'.length);
        } else if (t.startsWith('【ドライブ獲得時】')) {
          icons.push({ on: 'sve.driveGained' }); // SVE 14.4.8.2
          t = t.slice('【ドライブ獲得時】'.length);
        } else if (t.startsWith('【出走時】')) {
          icons.push({ on: 'sve.raced' }); // SVE 14.2.4.2
          t = t.slice('【出走時】'.length);
        } else if (t.startsWith('【攻撃時】')) {
          icons.push({ on: 'onAttack' });
          t = t.slice('【攻撃時】'.length);
        } else if (t.startsWith('/')) {
          t = t.slice(1);
        } else break;
      }
      t = t.trim();
      if (icons.length > 0) {
        // 「[icon](cost)：(effect)」: the cost may be paid as it resolves (10.4.7.3/10.4.7.4)
        const tc = triggerCost(t);
        if (tc) t = tc.rest;
        cur = newBlock('triggered', seg.sentence, { triggers: icons, ...(tc ? { cost: tc.cost } : {}) });
        cur.clauses.push({ text: t, sentence: seg.sentence });
        continue;
      }
      const adv = titleActivation(t); // 「[アドバンス起動]…：」 (SVE 12.16.3; title/princess-connect-text.ts)
      if (adv) {
        const { cost, zones } = parseCost(adv.costText);
        cur = newBlock('activated', seg.sentence, { cost: [...adv.cost, ...cost], ...(zones ? { zones } : {}) });
        cur.clauses.push({ text: adv.rest, sentence: seg.sentence });
        continue;
      }
      if ((m = /^(\[クイック\]\s*)?\[起動\](.*?)：\s*(.*)$/.exec(t))) {
        const { cost, quick, zones: z0 } = parseCost(m[2]!);
        const zones = z0 ?? long1ActivatedZones(m[3]!); // templates-long-1.ts (「自分の墓場のこれを場に出す」, 10.3.4)
        cur = newBlock('activated', seg.sentence, { cost, timing: m[1] || quick ? 'quick' : null, ...(zones ? { zones } : {}) });
        cur.clauses.push({ text: m[3]!, sentence: seg.sentence });
        continue;
      }
      // 「(自分の)ターンごとにN回、(trigger)」 (10.7.2.2): at most N standbys per turn; 「自分の」: only in your turns
      const perTurn = /^(自分の)?ターンごとに(\d+)回、\s*(.*)$/.exec(t);
      const tp = raiseTrigger(perTurn ? perTurn[3]! : t) /* templates-raise.ts (SVE 5.27) */ ?? tokens2Trigger(perTurn ? perTurn[3]! : t) /* templates-tokens-2.ts (its forms only) */ ?? sd07Trigger(perTurn ? perTurn[3]! : t, (x) => triggerPhrase(x) ?? titleTrigger(x) ?? tokens2Trigger(x) ?? raiseTrigger(x)) /* templates-sd07.ts */ ?? triggerPhrase(perTurn ? perTurn[3]! : t) ?? titleTrigger(perTurn ? perTurn[3]! : t) ?? long6Trigger(perTurn ? perTurn[3]! : t) /* templates-long-6.ts */ ?? decksTrigger(perTurn ? perTurn[3]! : t) /* templates-decks.ts */ ?? long4Trigger(perTurn ? perTurn[3]! : t) /* templates-long-4.ts */ ?? long5Trigger(perTurn ? perTurn[3]! : t) /* templates-long-5.ts */;
      if (tp) {
        const tz = tp.zones ?? long1TriggeredZones(tp.rest); // templates-long-1.ts (「[コストN]：自分の墓場のこれを場に出す」, 10.3.4)
        cur = newBlock('triggered', seg.sentence, { triggers: [tp.trigger], subject: tp.subject, ...(tz ? { zones: tz } : {}) });
        if (perTurn) {
          cur.limit = Number(perTurn[2]);
          if (perTurn[1]) cur.condition = { type: 'turn', whose: 'yours' };
        }
        cur.clauses.push({ text: tp.rest, sentence: seg.sentence });
        continue;
      }
      if (!cur) {
        if (card.type !== KIND.spell) fail(`text outside an ability: ${t}`);
        cur = newBlock('spell', seg.sentence);
      }
      if (cur.kind === 'failed') {
        asm.markUnread(seg.sentence);
        cur.sentences.add(seg.sentence);
        continue;
      }
      cur.clauses.push({ text: t, sentence: seg.sentence });
      cur.sentences.add(seg.sentence);
    } catch (e) {
      if (!(e instanceof Unread)) throw e;
      asm.fail(seg.sentence, `${(e as Error).message}` === '' ? seg.text : `${seg.text} ⟵ ${(e as Error).message}`);
      // the rest of this ability (continuation segments) fails with it, without new failure records
      cur = newBlock('failed', seg.sentence);
    }
  }

  // compile blocks
  const compiled: Array<{ ability: Ability; sentences: number[] }> = [];
  for (const blk of blocks) {
    if (blk.kind === 'failed') continue;
    try {
      // 「これ」 in a Last Words ability is the card in the cemetery (4.1.4.1): compile that group apart
      const groups: Array<{ lw: boolean; triggers: JsonObject[] }> = [];
      if (blk.kind === 'triggered') {
        const lw = blk.triggers.filter((x) => x.on === LAST_WORDS.on);
        const rest = blk.triggers.filter((x) => x.on !== LAST_WORDS.on);
        if (rest.length > 0) groups.push({ lw: false, triggers: rest });
        if (lw.length > 0) groups.push({ lw: true, triggers: lw });
      } else groups.push({ lw: false, triggers: [] });
      const srcs = () => [...blk.sentences].sort((x, y) => x - y);
      for (const g of groups) {
        let effect = compileBlock(blk, card, tokens, g.lw);
        // 14.5.1.3: a Union Burst ability "activated" = played and resolved: the event closes its effect
        if (blk.ub) effect = { type: 'sequence', steps: [effect, { type: 'sve.ubResolved' }] };
        if (blk.kind === 'spell') compiled.push({ ability: { kind: 'spell', effect }, sentences: srcs() });
        else if (blk.kind === 'activated') {
          const a: Ability = { kind: 'activated', cost: blk.cost, effect };
          if (blk.timing) a.timing = blk.timing;
          if (blk.limit) a.limit = { perTurn: blk.limit };
          if (blk.condition) a.condition = blk.condition;
          if (blk.ub) a.condition = a.condition ? { type: 'and', all: [{ type: 'sve.ubValid' }, a.condition] } : { type: 'sve.ubValid' }; // 14.5.1.2
          if (blk.zones) a.zones = blk.zones;
          compiled.push({ ability: miscompileActivated(notationActivated(a)), sentences: srcs() }); // 10.11.1 (templates-notations.ts, templates-miscompiles.ts)
        } else {
          const eff0: Step = blk.cost.length > 0 ? { type: 'sve.optionalCost', cost: blk.cost, effect } : effect;
          // a turn restriction of the trigger (「自分のターンごとに」): the kernel tests a triggered ability's
          // condition at resolution only, which is the same turn as the trigger (the usage count is per turn)
          const eff: Step = blk.condition ? { type: 'if', condition: blk.condition, then: eff0 } : eff0;
          for (const trigger of g.triggers) {
            // 14.5.1.2: an invalid Union Burst ability never triggers
            const a: Ability = { kind: 'triggered', trigger: blk.ub ? { on: 'sve.ub', trigger } : trigger, effect: eff };
            if (blk.limit) a.limit = { perTurn: blk.limit };
            if (blk.zones) a.zones = blk.zones;
            compiled.push({ ability: a, sentences: srcs() });
          }
        }
      }
    } catch (e) {
      if (!(e instanceof Unread)) throw e;
      asm.fail([...blk.sentences][0]!, (e as Error).message);
      asm.markUnread(...blk.sentences);
    }
  }
  for (const s of standalone) compiled.push({ ability: s.ability, sentences: [s.sentence, ...(s.extra ?? [])] });
  for (const c of compiled) asm.add(c.ability, c.sentences);
  // a sentence that is only reminder text (2.6.2) belongs to the ability of the sentence before it (a boxed reminder too)
  return asm.finish({ prefix, body, reminderOnly: (i) => stripReminder(sentences[i]!).replace(/^-{5,}\s*/, '') === '', dropPartial: false });
}

/** Compiles a quoted ability (「…を持つ」) as a follower's text, leaving the outer card's X (5.2) as it was. */
function compileNested(text: string, card: CompileInput, tokens: TokenResolver): CompileResult {
  const saved = currentX;
  try {
    return compileText({ id: card.id, name: card.name, type: KIND.follower, text }, tokens);
  } finally {
    currentX = saved;
  }
}

/** Compiles the clauses of one ability block into its effect (`lw`: 「これ」 is the moved card, 4.1.4.1). */
function compileBlock(blk: Block, card: CompileInput, tokens: TokenResolver, lw: boolean): Step {
  const b: BlockCtx = newCtx(card, tokens, blk.subject, 0, lw ? { ref: 'eventCard' } : SELF);
  for (const c of blk.clauses) {
    blk.sentences.add(c.sentence);
    // 「【1】…」 options of a choice
    feedChoice(b, c.text);
  }
  finishChoice(b);
  closeScopes(b);
  if (b.look && (b.look.type === 'tokenRest' || b.look.type === 'tokenSplitRest')) fail('unfinished token clause');
  if (b.earthRite > 0) b.steps.unshift({ type: 'sve.earthRite', amount: b.earthRite, bind: EARTH_RITE_VAR });
  const withX = costXPass(b.steps, (ch) => { const [q, plus] = splitPlus(currentX ?? fail('X without 「Xは…である」')!); return { amount: quantity(q, b.selfRef, b.it, ch ?? b.it), plus }; }) ?? fail('コストX where X is not read'); // templates-miscompiles.ts (5.2.1.1)
  return seq(lastKnownChosen(notationRepeat(miscompileNotes(starterNoteCounts(withX))) ?? fail('下記をN回くり返す inside a scope'))); // templates-starters.ts, templates-notations.ts, last-known-chosen.ts, templates-miscompiles.ts
}

function newCtx(card: CompileInput, tokens: TokenResolver, subject: JsonObject | null, vars: number, selfRef: JsonObject): BlockCtx {
  return { card, tokens, steps: [], it: null, vars, cond: null, costScope: null, subject, look: null, selfRef, earthRite: 0 };
}

/** Scope variable of a paid 【土の秘術】 (SVE 13.3.3.2). */
const EARTH_RITE_VAR = 'earthRite';

// ---- choices 「下記からNつチョイスする。【1】…【2】…」 (5.18) ----

interface ChoiceState {
  alt?: JsonObject;
  count: number;
  upTo: boolean;
  once?: boolean;
  cond?: JsonObject; // templates-long-8.ts (「(condition)下記からNつチョイスする」)
  options: Array<{ label: string; ctx: BlockCtx }>;
  outer: BlockCtx;
}

const choices = new WeakMap<BlockCtx, ChoiceState>();

function feedChoice(b: BlockCtx, raw: string): void {
  const t = raw.trim().replace(/。$/, '');
  let m: RegExpExecArray | null;
  if ((m = /^下記から(\d+)つ(まで)?チョイスする$/.exec(t))) {
    choices.set(b, { count: Number(m[1]), upTo: m[2] !== undefined, options: [], outer: b });
    return;
  }
  const lh = choices.get(b) ? null : long8ChoiceHead(t, conditionPrefix); // templates-long-8.ts
  if (lh) { closeScopes(b); const er = lh.condition.type === 'sve.var' && typeof lh.condition.earthRite === 'number' ? lh.condition.earthRite : 0; if (er > 0) b.earthRite = Math.max(b.earthRite, er); choices.set(b, { count: lh.count, upTo: lh.upTo, cond: er > 0 ? { type: 'sve.var', var: EARTH_RITE_VAR } : lh.condition, options: [], outer: b }); return; }
  const ch = choices.get(b);
  if (ch && ch.options.length === 0 && raise2ChoiceOnce(t)) {
    ch.once = true; // templates-raise-2.ts (rules/choice-once.ts)
    return;
  }
  if (ch && ch.options.length === 0 && (m = /^(.+?)なら、代わりに(\d+)つ(まで)?$/.exec(t))) {
    const c = conditionPrefix(`${m[1]}なら、x`);
    if (!c) fail(`choice count condition ${m[1]}`);
    ch.alt = { condition: c![0], count: Number(m[2]), ...(m[3] ? { upTo: true } : {}) };
    return;
  }
  const cc = ch && ch.options.length === 0 ? conditionPrefix(t) : null;
  if (ch && cc && (m = /^代わりに(\d+)つ(まで)?$/.exec(cc[1]))) {
    // 「【ネクロチャージ_10】代わりに2つまで」 (5.18.3.1)
    ch.alt = { condition: cc[0], count: Number(m[1]), ...(m[2] ? { upTo: true } : {}) };
    return;
  }
  if (ch) {
    if ((m = /^【(\d+)】\s*(.*)$/.exec(t))) {
      const sub: BlockCtx = newCtx(b.card, b.tokens, b.subject, b.vars + ch.options.length * 10, b.selfRef);
      ch.options.push({ label: `【${m[1]}】`, ctx: sub });
      feed(sub, m[2]!);
      return;
    }
    const last = ch.options[ch.options.length - 1];
    if (!last) fail('choice without options');
    feed(last!.ctx, t);
    return;
  }
  feed(b, t);
}

function finishChoice(b: BlockCtx): void {
  const ch = choices.get(b);
  if (!ch) return;
  choices.delete(b);
  if (ch.options.length < 2) fail('choice with fewer than 2 options');
  const options = ch.options.map((o) => {
    closeScopes(o.ctx);
    if (o.ctx.earthRite > 0) o.ctx.steps.unshift({ type: 'sve.earthRite', amount: o.ctx.earthRite, bind: EARTH_RITE_VAR });
    return { label: o.label, effect: seq(o.ctx.steps) };
  });
  const node: JsonObject = { type: 'sve.choice', options, count: ch.count };
  if (ch.upTo) node.upTo = true;
  if (ch.alt) node.alt = ch.alt;
  if (ch.once) node.once = 'turn';
  b.steps.push(ch.cond ? { type: 'if', condition: ch.cond, then: node } : node); // templates-long-8.ts (cond)
}
