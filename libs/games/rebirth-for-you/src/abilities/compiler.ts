/**
 * Re:Birth for you card text → ability data (the kernel's ability language + the R4U words, vocabulary-text-forms.ts):
 * the driver that runs the R4U grammar (grammar/, by concept) on the shared card-text machinery (libs/card-text:
 * sentences, the template registry, the scope with variables and 「それ」, the result assembly). Every card sharing a
 * text gets the same data.
 *
 * Reading: each sentence (reminder text removed, R4U 2.4.2) either starts an ability — an ability icon first
 * (grammar/keywords.ts) — or continues the ability before it. Per ability: 【スパーク】 = an automatic ability
 * triggered by the Entry process (11.3.2); 【自】 = a trigger phrase (grammar/triggers.ts) then the effect; 【起】 = a
 * cost box ［…］ (grammar/costs.ts) then the effect; 【永】 = continuous forms (grammar/continuous.ts); 【キャンセル】,
 * 【ブロッカー】, 【のびしろ】 = keywords. Condition keywords of the head (【本領発揮LvN】, 【Reコンボ】) become the ability's
 * condition (11.2.3), 【ターン1】 its limit (9.2.2), zone icons its zones (9.4.4); a Re-birth card's abilities work in
 * the Re-birth area (9.4.5.1).
 * Effects are read clause by clause (a clause ends at 「、」 after a verb's continuative form): 「…なら、」 opens a
 * condition to the end of the ability, 「このターン中、」 gives the next clause its duration, 「(A)することで、(B)」 makes
 * A the price of B (r4u.payToDo), 「…から1枚選び、(verb)」 binds the choice to the verb.
 * One unread part makes its whole ability unread (card-text Assembly): no card plays differently from its text.
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { validateAbilities } from '../../../../engine/src/abilities/validate.js';
import {
  Assembly, Unread, apart, closeScopes, newScope, newVar, openCondition, openCost, out, seq, splitSentences, stripReminder, that, toHalfWidth, unread,
  type CompileResult as TextCompileResult, type ScopeRules,
} from '../../../../card-text/src/index.js';
import { CHOSEN_WITH_SELF } from './grammar/context.js';
import {
  CLAUSES, CONTINUOUS, conditionOf, SPARK_TRIGGER, TRIGGERS, both, costBox, readHead, startsAbility,
  type AbilityScope, type ClauseCtx, type CompileInput, type Head,
} from './grammar/index.js';
import { countedOf, filterOf, groupOf } from './grammar/groups.js';
import { NEXT_ATTACK, NEXT_OPPONENT_TURN } from './grammar/durations.js';
import { compileVocabulary } from './schema.js';

export type { CompileInput };
export type CompileResult = TextCompileResult<Ability>;

/** 「(A)することで、(B)」: A is done first, and B only if A was done (9.5.2.2: all or nothing). */
const SCOPE_RULES: ScopeRules = {
  wrapCost: (cost, effect): JsonObject => (cost[0]!.type === PAID ? { type: 'if', condition: { type: 'r4u.pricePaid', var: cost[0]!.var as string }, then: effect } : { type: 'r4u.payToDo', pay: cost[0]!, then: effect }),
};
/** The scope of the sentences after a price's sentence: a cost-like scope closed as 「if the price was paid」 (r4u.pricePaid, option r4uPriceScope). */
const PAID = 'r4u.paidScope';

/**
 * 「(A)することで、(B)。(C)」: at the sentence after the price's, the price scope closes (its payToDo records `paid`) and
 * C is read in a scope that happens when A was paid — or always with option r4uPriceScope 'sentence' (9.5.2.2 says
 * nothing about the next sentence).
 */
function closePriceAtSentenceEnd(s: AbilityScope): void {
  const c = s.costScope;
  if (!c || c.cost[0]!.type === PAID) return;
  const v = newVar(s);
  s.costScope = null;
  out(s).push({ type: 'r4u.payToDo', pay: c.cost[0]!, then: seq(c.steps), paid: v });
  s.costScope = { cost: [{ type: PAID, var: v }], steps: [] };
}

/** Text as the grammar reads it: reminder text removed, half-width digits and signs, one colon form. */
export function normalize(s: string): string {
  // brackets inside a trait are part of it, not reminder text (2.5: 〔⁂（アステリズム）〕 is the trait 「⁂（アステリズム）」)
  const kept = s.replace(/〔[^〕]*〕/g, (t) => t.replace(/（/g, TRAIT_OPEN).replace(/）/g, TRAIT_CLOSE));
  // a closing bracket or quote left over once the reminder text is gone is a defect of the data (HP/004T-006 「有効））」,
  // DJ/003T-009 a trailing 「"」): dropped, like the reminder it closed
  return toHalfWidth(stripReminder(kept)).replace(/:/g, '：').replace(/\s+/g, ' ').trim().replace(/^[)）"\s]+|[)）"\s]+$/g, '')
    .replace(/\u0001/g, '（').replace(/\u0002/g, '）');
}
const TRAIT_OPEN = '\u0001';
const TRAIT_CLOSE = '\u0002';

/** Splits effect text into clauses at 「、」 after a continuative verb form (「選ばれず」 too), a condition, a duration or 「ことで」 (never inside brackets). */
export function splitClauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if ('「『（(【[〔《［'.includes(ch)) depth++;
    else if ('」』）)】]〕》］'.includes(ch)) depth = Math.max(0, depth - 1);
    if (ch === '、' && depth === 0 && /(?:選び|き|し|え|見て|ことで|なら|中|につき|選ばれず|をサポートしたら|置いたら|入れ替えたら)$/.test(cur)) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** A continuative ending made plain (「引き」→「引く」, 「置き」→「置く」, 「戻し」→「戻す」, 「…し」→「…する」, 「加え」→「加える」, 「選ばれず」→「選ばれない」). */
export function plain(clause: string): string {
  if (/選び$/.test(clause)) return clause;
  if (/選ばれず$/.test(clause)) return clause.replace(/ず$/, 'ない');
  if (/戻し$/.test(clause)) return clause.replace(/し$/, 'す');
  if (/見て$/.test(clause)) return clause.replace(/て$/, 'る');
  if (/[+\-±]\d+\/[+\-±]\d+し$/.test(clause)) return clause.replace(/し$/, '');
  if (/し$/.test(clause)) return clause.replace(/し$/, 'する');
  if (/き$/.test(clause)) return clause.replace(/き$/, 'く');
  if (/え$/.test(clause)) return clause.replace(/え$/, 'える');
  return clause;
}

function newAbilityScope(trigger: JsonObject | null, subject: JsonObject | null): AbilityScope {
  return { ...newScope({ subject }), pending: null, duration: null, lastBuff: null, per: null, look: null, selfMoved: false, selfFollow: null, trigger };
}

function takePending(s: AbilityScope): JsonObject | null {
  const p = s.pending;
  if (!p) return null;
  s.pending = null;
  s.it = { ref: 'var', var: p.bind as string };
  return p;
}

function ref(s: AbilityScope, word: string): JsonObject {
  if (/^この(?:キャラ|カード|Reバース)$/.test(word)) {
    // after 「このキャラと入れ替える」 the card is followed to its new zone (effects/swap.ts selfFollow); after another move it is unread
    if (s.selfMoved) {
      const f = s.selfFollow ?? unread('this card after a step moved it (4.1.4: a new card)');
      f.bind ??= `t${++s.vars}`;
      return { ref: 'var', var: f.bind as string };
    }
    return s.selfRef;
  }
  if (/^(?:そのキャラ|そのカード|それ|それら|その\d+枚|そのエネルギー|そのパートナー)$/.test(word)) return takePending(s) ?? that(s);
  if (word === 'サポートされたキャラ') {
    // 8.2.4.2: members support the attacking Entry character of their master
    if (s.trigger?.on === 'r4u.support') return { zone: 'entry', side: 'you' };
    if (s.trigger?.on === 'r4u.supported') return s.selfRef;
    return unread('サポートされたキャラ outside a support trigger');
  }
  if (s.pending) return unread(`a choice and another object (${word})`);
  return groupOf(word) ?? unread(`object ${word}`);
}

/** Reads one clause (plain form) into the scope. */
function clause(s: AbilityScope, text: string): void {
  const c: ClauseCtx = {
    s,
    out: out(s),
    object: () => takePending(s) ?? that(s),
    ref: (w) => ref(s, w),
    duration: () => s.duration ?? 'permanent',
    apart: () => unread('apart'),
  };
  const before = c.out.length;
  const pending = s.pending;
  if (!CLAUSES.read(text, c)) unread(`clause: ${text}`);
  // 「このキャラと…から1枚選び」 used by a verb other than 「入れ替える」: this card would be dropped (grammar/context.ts)
  if (pending && CHOSEN_WITH_SELF.has(pending) && s.pending !== pending && !c.out.slice(before).some((st) => st.type === 'r4u.swap')) unread(`this card and the chosen card: ${text}`);
  // a step that moves this card (move / put / swap with 「このキャラ」) makes a later 「このキャラ」 a new card (4.1.4)
  for (const st of c.out.slice(before)) if (movesSelf(st)) s.selfMoved = true;
}

const SELF_MOVES = new Set(['move', 'r4u.putOnEntry', 'r4u.putOnMembers', 'r4u.putOnEnergy', 'r4u.swap', 'r4u.set']);
function movesSelf(st: JsonObject): boolean {
  if (st.type === 'optional') return movesSelf(st.effect as JsonObject);
  if (!SELF_MOVES.has(String(st.type))) return false;
  const isSelf = (x: unknown) => typeof x === 'object' && x !== null && (x as JsonObject).ref === 'self';
  return isSelf(st.target) || isSelf(st.a) || isSelf(st.b);
}

const NUMERAL = /^[ⅰⅱⅲⅳⅴⅵ]+[．.]\s*/;

/**
 * 「以下から(N)つ選ぶ」 / 「以下をすべて行う」 followed by options 「ⅰ．…」 (R4U 5.27: options in numeral order, each
 * read apart): the options, or null when `sentences[i]` is not such a head.
 */
function modes(s: AbilityScope, sentences: string[], i: number): { step: JsonObject; next: number } | null {
  const m = /^(?:あなたは)?以下(?:から(\d+)つ選ぶ|をすべて行う)。?$/.exec(sentences[i]!);
  if (!m) return null;
  const options: string[][] = [];
  let j = i + 1;
  for (; j < sentences.length; j++) {
    const t = sentences[j]!;
    if (NUMERAL.test(t)) {
      options.push([]);
      const rest = t.replace(NUMERAL, '');
      if (rest !== '') options[options.length - 1]!.push(rest);
    } else if (options.length > 0) options[options.length - 1]!.push(t);
    else break;
  }
  if (options.length < 2 || options.some((o) => o.length === 0)) return unread('options of 以下から');
  const effects = options.map((o) => seq(apart(s, (child) => readEffect(child, o), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, look: null } as Partial<AbilityScope>)));
  const step: JsonObject = m[1] === undefined ? { type: 'sequence', steps: effects } : { type: 'r4u.chooseModes', count: Number(m[1]), options: effects };
  return { step, next: j };
}

/**
 * 「それが《X》」「そのキャラのATKがN以上」 after 「サポートされたキャラを…」 in a support trigger: the supported character is
 * your Entry character (8.2.4.2), so the condition is about it; elsewhere not read.
 */
function supportedCondition(s: AbilityScope, text: string): JsonObject | null {
  if (s.trigger?.on !== 'r4u.support') return null;
  let m: RegExpExecArray | null;
  let filter: JsonObject | null = null;
  if ((m = /^(?:それ|そのキャラ)が(《[^》]+》|〔[^〕]+〕)$/.exec(text))) filter = filterOf(m[1]!);
  else if ((m = /^(?:それ|そのキャラ)のATKが(\d+)以上$/.exec(text))) filter = { attack: { gte: Number(m[1]) } };
  if (!filter) return null;
  return { type: 'count', selector: { zone: 'entry', side: 'you', filter }, compare: { gte: 1 } };
}

/**
 * 「(condition: 〔T〕がいる)なら、…。《X》もいるなら、…」: the open condition and a 《X》 in the same place too (each counted on
 * its own: a card matching both counts for both).
 */
function alsoCondition(s: AbilityScope, text: string): JsonObject | null {
  const m = /^((?:《[^》]+》|〔[^〕]+〕))もいる$/.exec(text);
  const prev = s.cond?.condition;
  if (!m || !prev || prev.type !== 'count' || typeof prev.selector !== 'object') return null;
  const sel = prev.selector as JsonObject;
  if (sel.ref !== undefined) return null;
  return { type: 'and', all: [prev, { type: 'count', selector: { ...sel, filter: filterOf(m[1]!) }, compare: { gte: 1 } }] };
}

const PLACING: Record<string, string[]> = {
  'r4u.putOnMembers': ['メンバー'], 'r4u.putOnEntry': ['エントリー'], 'r4u.swap': ['メンバー', 'エントリー'],
};

/**
 * 「置いたら」「(《X》を)メンバーに置いたら」「入れ替えたら」: the step just before (a put or a swap, 「…てよい」 too) records
 * the cards it put there (param `placed`), and the condition is that one of them (a 《X》) is there: nothing put (no empty
 * seat, 1.3.2; a swap not done, 5.12.2; declined) = not met. Another step before it is not read.
 */
function placedCondition(s: AbilityScope, what: string | undefined, zone: string | undefined, swapped: boolean): JsonObject {
  const steps = out(s);
  let step = steps[steps.length - 1] ?? unread('置いたら without a step before it');
  if (step.type === 'optional') step = step.effect as JsonObject;
  const zones = PLACING[String(step.type)] ?? unread(`置いたら after ${String(step.type)}`);
  if (swapped && step.type !== 'r4u.swap') unread('入れ替えたら after another step');
  if (zone && !zones.includes(zone)) unread(`${zone}に置いたら after ${String(step.type)}`);
  // a swap of the Entry and a member puts a card in both: 「メンバーに置いたら」 would need to tell them apart
  if (step.type === 'r4u.swap' && zone && [step.a, step.b].some((x) => (x as JsonObject).zone === 'entry' || (x as JsonObject).ref !== undefined)) unread(`${zone}に置いたら after a swap with the Entry or this card`);
  if (step.placed !== undefined) unread('two conditions on one step');
  const v = `t${++s.vars}`;
  step.placed = v;
  return { type: 'count', selector: { ref: 'var', var: v, ...(what ? { filter: filterOf(what) } : {}) }, compare: { gte: 1 } };
}

/** Reads effect sentences into the scope. */
function readEffect(s: AbilityScope, sentences: string[]): void {
  for (let i = 0; i < sentences.length; i++) {
    const md = modes(s, sentences, i);
    if (md) {
      out(s).push(md.step);
      i = md.next - 1;
      continue;
    }
    const sentence = sentences[i]!;
    if (i > 0) closePriceAtSentenceEnd(s);
    let mark = out(s).length;
    s.duration = null;
    // 「このターン終了時、(effect)」: a delayed trigger at this turn's end (7.6.1), its effect read apart
    const later = /^このターン終了時、(.+?)。?$/.exec(sentence);
    if (later) {
      const steps = apart(s, (child) => readEffect(child, [later[1]!]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, look: null } as Partial<AbilityScope>);
      out(s).push({ type: 'delayedTrigger', trigger: { on: 'r4u.endOfTurn', side: 'any' }, effect: seq(steps) });
      continue;
    }
    const clauses = splitClauses(sentence.replace(/。$/, ''));
    for (let k = 0; k < clauses.length; k++) {
      // 「あなたの自分の手札から」: a misprint of 「あなたは自分の…」 (the same words otherwise)
      const raw = clauses[k]!.replace(/^あなたの(?=自分の)/, '').replace(/^あなたは、?/, '');
      // 「さらに(verb)」: "also", nothing more to read — not with a stat change (「さらに+A/+B」 is the buff's own form, and
      // 「さらにこのキャラを+2/±0」 would lose the duration 「さらに」 carries over: left unread)
      const piece = (/[+\-±]\d+\/[+\-±]\d+/.test(raw) ? raw : raw.replace(/^さらに、?(?:あなたは)?/, '')).trim();
      let m: RegExpExecArray | null;
      // 「…し、このターン終了時、(effect)」: the rest of the sentence is a delayed trigger at this turn's end (7.6.1)
      if ((m = /^このターン終了時、(.+)$/.exec(piece))) {
        const rest = [m[1]!, ...clauses.slice(k + 1)].join('、');
        const steps = apart(s, (child) => readEffect(child, [rest]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, look: null } as Partial<AbilityScope>);
        out(s).push({ type: 'delayedTrigger', trigger: { on: 'r4u.endOfTurn', side: 'any' }, effect: seq(steps) });
        break;
      }
      // 「《X》をサポートしたら、」 (in a support trigger): the supported character is a 《X》 — a condition like 「それが《X》なら」
      // 「このターン中、このキャラが相手のキャラをリタイアさせた時、(effect)」: a delayed trigger that may trigger every time
      // until the turn ends (9.8.5.1: a period is written); only that trigger (this card stays where it is, 5.15.2)
      if (s.duration === 'untilEndOfTurn' && /^このキャラが相手のキャラをリタイアさせた時、/.test(piece)) {
        const tp = TRIGGERS.read([piece, ...clauses.slice(k + 1)].join('、'), null) ?? unread(`trigger: ${piece}`);
        const steps = apart(s, (child) => readEffect(child, [tp.rest]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, trigger: tp.trigger } as Partial<AbilityScope>);
        out(s).push({ type: 'delayedTrigger', trigger: tp.trigger, effect: seq(steps), duration: 'untilEndOfTurn', repeat: true });
        break;
      }
      // 「このターン中、…、このキャラがサポートしたアタック中、(effect)」: every attack this card supports (8.2.4.2) until the
      // turn ends, the rest of the sentence for that attack — a delayed trigger at each support (9.8.5.1: a period is
      // written, so every time) whose effect lasts 「このアタック中」 (8.5.2)
      if (s.duration === 'untilEndOfTurn' && piece === 'このキャラがサポートしたアタック中') {
        const rest = clauses.slice(k + 1).join('、');
        if (rest === '') unread('nothing after このキャラがサポートしたアタック中');
        const trigger = { on: 'r4u.support' };
        const steps = apart(s, (child) => readEffect(child, [`このアタック中、${rest}`]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, look: null, trigger } as Partial<AbilityScope>);
        out(s).push({ type: 'delayedTrigger', trigger, effect: seq(steps), duration: 'untilEndOfTurn', repeat: true });
        break;
      }
      // 「このアタック終了時、(effect)」: a delayed trigger at this attack's close step (8.5.1, once: 9.8.5.1)
      if ((m = /^このアタック終了時、(.+)$/.exec(piece))) {
        const rest = [m[1]!, ...clauses.slice(k + 1)].join('、');
        const steps = apart(s, (child) => readEffect(child, [rest]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null } as Partial<AbilityScope>);
        out(s).push({ type: 'delayedTrigger', trigger: { on: 'r4u.attackEnd' }, effect: seq(steps) });
        break;
      }
      // 「(このキャラを…に置く)。置いたら、(effect)」: the effect only when this card is there now (r4u.wasPut; not put: an empty
      // seat missing, 1.3.2)
      // (merge: with this card put by the step before, r4u.wasPut; any other 「置いたら」 is the placed-count condition below)
      if (piece === '置いたら' && s.lastPut && k === 0) {
        if (s.pending || s.costScope) unread('置いたら after a choice or a price');
        const v = newVar(s);
        s.lastPut!.target.bind = v;
        openCondition(s, { type: 'r4u.wasPut', var: v, zone: s.lastPut!.zone }, SCOPE_RULES);
        s.lastPut = null;
        mark = 0;
        continue;
      }
      // 「このターン中、このキャラがリタイアした時、(effect)」 (a Spark's 「復活」): a delayed trigger once (the card that retires
      // is a new card in the retire area, 4.1.4, so no later retire of this card can match: 「1回だけ復活できる」) when this
      // card is put into the retire area (5.15.1) this turn; 「このキャラ」 in its effect = that card there (the event's card)
      if (s.duration === 'untilEndOfTurn' && (m = /^このキャラがリタイアした時、(.+)$/.exec([piece, ...clauses.slice(k + 1)].join('、')))) {
        const trigger = { on: 'r4u.retired' };
        const rest = m[1]!;
        const steps = apart(s, (child) => readEffect(child, [rest]), SCOPE_RULES, { pending: null, duration: null, lastBuff: null, per: null, look: null, trigger, selfMoved: false, selfRef: { ref: 'eventCard' } } as Partial<AbilityScope>);
        out(s).push({ type: 'delayedTrigger', trigger, effect: seq(steps), duration: 'untilEndOfTurn' });
        break;
      }
      // 「置いたら、」「《X》をメンバーに置いたら、」「入れ替えたら、」: a condition on what the step before put there
      if ((m = /^(?:((?:《[^》]+》|〔[^〕]+〕))を)?(?:(メンバー|エントリー)に)?(置い|入れ替え)たら$/.exec(piece))) {
        if (s.pending) unread('a choice without its verb');
        if (s.costScope) unread('a condition after a price');
        openCondition(s, placedCondition(s, m[1], m[2], m[3] === '入れ替え'), SCOPE_RULES);
        mark = 0;
        continue;
      }
      const supportedName = /^((?:《[^》]+》|〔[^〕]+〕))をサポートしたら$/.exec(piece);
      if ((m = /^(.+)なら$/.exec(supportedName ? `それが${supportedName[1]}なら` : piece))) {
        if (s.pending) unread('a choice without its verb');
        // 「AすることでB。Cなら、D」: D under C and, as the price's later sentences, 「A was paid」 (option r4uPriceScope)
        const paidScope = s.costScope && s.costScope.cost[0]!.type === PAID ? s.costScope.cost[0]! : null;
        if (s.costScope && !paidScope) unread('a condition after a price in its sentence');
        const read0 = conditionOf(m[1]!) ?? supportedCondition(s, m[1]!) ?? alsoCondition(s, m[1]!) ?? unread(`condition ${m[1]}`);
        // 5.25.2 after 「チェックしてよい」: the result of that check (its variable), none when it was declined
        const cond0 = read0.type === 'r4u.checkResult' && s.checkVar ? { ...read0, var: s.checkVar } : read0;
        const cond = paidScope ? { type: 'and', all: [{ type: 'r4u.pricePaid', var: paidScope.var as string }, cond0] } : cond0;
        if (paidScope && s.costScope!.steps.length === 0) s.costScope = null; // nothing read before the condition: no empty 「if paid」
        if (cond0.type === 'r4u.checkResult' && !s.checked) unread('a check result without a check made before it');
        openCondition(s, cond, SCOPE_RULES);
        mark = 0;
        continue;
      }
      if ((m = /^(.+?)(\d+)枚につき$/.exec(piece))) {
        if (s.per) unread('two counts');
        s.per = { count: countedOf(m[1]!), per: Number(m[2]) };
        continue;
      }
      if (piece === 'このターン中' || piece === 'このアタック中') {
        s.duration = piece === 'このターン中' ? 'untilEndOfTurn' : { until: 'endOfAttack' };
        continue;
      }
      // 「次の相手のターン中、」: only 「…は【スタンド】しない」 reads it (effects/stand.ts); any other clause leaves the
      // marker in its data, which no vocabulary validates (unread)
      if (piece === '次の相手のターン中') {
        s.duration = NEXT_OPPONENT_TURN;
        continue;
      }
      // 「このターンこのキャラの次のアタック中、」: only 「相手は【ブロッカー】を使えない」 reads it (effects/protection.ts)
      if (piece === 'このターンこのキャラの次のアタック中') {
        s.duration = NEXT_ATTACK;
        continue;
      }
      if ((m = /^(.+)ことで$/.exec(piece))) {
        clause(s, m[1]!.replace(/^あなたは/, ''));
        if (s.pending) unread('a choice without its verb');
        if (s.costScope) unread('two prices in one ability');
        const pay = out(s).splice(mark);
        openCost(s, [seq(pay)]);
        mark = 0;
        continue;
      }
      const per = s.per;
      clause(s, plain(piece));
      // 「(cards)N枚につき、」 counts for the clause right after it (a buff); any other clause leaves it unread
      if (per && s.per) unread('a count before a clause that is not a buff');
    }
    s.duration = null; // a duration written in a sentence applies to its continuous effects up to the sentence end
    // looked-at cards (effects/look.ts) are dealt with in their sentence: 「残りを…」 closes them; 「デッキの上からN枚見る」
    // alone leaves them where they are (5.10.2)
    if (s.look) {
      if (s.look.pick || (s.look.step.picks as unknown[]).length > 0 || s.look.step.public === true) unread('looked-at cards without 「残りを…」');
      s.look = null;
    }
    if (s.per) unread('a count without its buff');
  }
  if (s.pending) unread('a choice without its verb');
}

function effectOf(s: AbilityScope, sentences: string[]): JsonObject {
  readEffect(s, sentences);
  closeScopes(s, SCOPE_RULES);
  return seq(s.steps);
}

interface Block {
  head: Head;
  parts: Array<{ text: string; sentence: number }>;
  sentences: number[];
}

/** The ability's common fields: its condition (condition keywords, 11.2), limit (9.2.2) and zones (9.4.4, 9.4.5.1). */
function common(head: Head, rebirth: boolean, extra: JsonObject[] = []): JsonObject {
  const condition = both([...head.conditions, ...extra]);
  const zones = head.zones.length > 0 ? head.zones : rebirth ? ['rebirth'] : [];
  return { ...(condition ? { condition } : {}), ...(head.limit ? { limit: { perTurn: head.limit } } : {}), ...(zones.length ? { zones } : {}) };
}

/** The abilities of one block (throws Unread). */
function compileBlock(b: Block, card: CompileInput): Ability[] {
  const rebirth = card.type === 'Reバース' || /このReバース/.test(card.text ?? '');
  const { head } = b;
  const texts = b.parts.map((p) => p.text).filter((x) => x !== '');
  switch (head.icon) {
    case 'blocker':
    case 'nobishiro':
    case 'cancel': {
      if (texts.length > 0) unread(`text after a keyword: ${texts.join(' ')}`);
      const keyword = head.icon === 'blocker' ? 'r4u.blocker' : head.icon === 'cancel' ? 'r4u.cancel' : 'r4u.nobishiro';
      return [{ kind: 'keyword', keyword, ...(head.value !== undefined ? { value: head.value } : {}) }];
    }
    case 'spark': {
      const s = newAbilityScope(SPARK_TRIGGER, null);
      const effect = effectOf(s, texts);
      const { zones: _z, ...rest } = common(head, false);
      return [{ kind: 'triggered', trigger: SPARK_TRIGGER, effect, ...rest }];
    }
    case 'auto': {
      const [first, ...more] = texts;
      const tp = TRIGGERS.read(first ?? '', null) ?? unread(`trigger: ${first}`);
      const s = newAbilityScope(tp.trigger, tp.subject);
      const effect = effectOf(s, [tp.rest, ...more]);
      if (tp.zones && head.zones.length > 0) unread('a zone icon on a trigger with its own zone');
      return [{ kind: 'triggered', trigger: tp.trigger, effect, ...common(head, rebirth), ...(tp.zones ? { zones: tp.zones } : {}) }];
    }
    case 'activated': {
      let [first, ...more] = texts;
      let limit: number | null = null;
      more = more.filter((x) => {
        const m = /^この能力は各ターン(\d+)回しか使えない。?$/.exec(x);
        if (m) limit = Number(m[1]);
        return !m;
      });
      // a cost box holding 「。」 (「［エネ③。…なら、かわりにエネ②］」, costs.ts) was split into sentences: join it again
      while (first !== undefined && /^[［[][^］\]]*$/.test(first) && more.length > 0) first = `${first}${more.shift()!}`;
      const box = costBox(first ?? '');
      if (box) first = box[1];
      const s = newAbilityScope(null, null);
      // a cost that moves this card (［このキャラをメンバーに置く］…): 「このキャラ」 in the effect is a new card (4.1.4)
      if (box && box[0].some((c) => c.type === 'r4u.moveSelf')) s.selfMoved = true;
      const effect = effectOf(s, [first ?? '', ...more].filter((x) => x !== ''));
      const a: Ability = { kind: 'activated', cost: box ? box[0] : [], effect, ...common(head, rebirth) };
      if (limit !== null) {
        if (head.limit !== null) unread('two usage limits');
        a.limit = { perTurn: limit };
      }
      return [a];
    }
    case 'continuous': {
      const out: Ability[] = [];
      // 「このキャラを+1/±0。(condition)なら、さらに+1/±0。」: more for the cards of the +A/+B before it, under its condition
      let lastTarget: string | null = null;
      for (const text0 of texts) {
        let text = text0.replace(/。$/, '');
        const more = /^(.+なら、)さらに([+\-±]\d+\/[+\-±]\d+)$/.exec(text);
        if (more) text = `${more[1]}${lastTarget ?? unread('さらに without a +A/+B before it')}を${more[2]}`;
        lastTarget = /(?:^|、)([^、]+?)を[+\-±]\d+\/[+\-±]\d+$/.exec(text)?.[1] ?? null;
        const r = CONTINUOUS.read(text, null) ?? unread(`continuous: ${text}`);
        for (const a of r.abilities) {
          if (a.kind === 'keyword') {
            if (head.conditions.length > 0 || head.limit !== null || head.zones.length > 0) unread('a keyword under a condition');
            out.push(a);
          } else {
            // a part's own condition (「…し、各ターン相手の1回目のアタックは…」) joins the head's and the sentence's
            const { condition: own, ...rest } = a as JsonObject;
            out.push({ ...rest, ...common(head, rebirth, [...r.conditions, ...(own ? [own as JsonObject] : [])]) } as Ability);
          }
        }
      }
      if (out.length === 0) unread('empty continuous ability');
      return out;
    }
  }
}

/** Compiles a card's text. */
export function compileText(card: CompileInput): CompileResult {
  const sentences = splitSentences(card.text ?? '');
  const asm = new Assembly<Ability>(sentences);
  const vocab = compileVocabulary();
  const blocks: Array<Block | { failed: true; sentences: number[] }> = [];
  let cur: Block | { failed: true; sentences: number[] } | null = null;
  for (let i = 0; i < sentences.length; i++) {
    const clean = normalize(sentences[i]!);
    if (clean === '') continue; // reminder text only: joins the ability before it (Assembly.finish)
    if (startsAbility(clean)) {
      try {
        const head = readHead(clean);
        cur = { head, parts: [{ text: head.rest, sentence: i }], sentences: [i] };
      } catch (e) {
        if (!(e instanceof Unread)) throw e;
        asm.fail(i, `${clean} ⟵ ${e.message}`);
        cur = { failed: true, sentences: [i] };
      }
      blocks.push(cur);
      continue;
    }
    if (!cur) {
      asm.fail(i, `${clean} ⟵ text outside an ability`);
      continue;
    }
    cur.sentences.push(i);
    if ('failed' in cur) asm.markUnread(i);
    else cur.parts.push({ text: clean, sentence: i });
  }
  for (const b of blocks) {
    if ('failed' in b) continue;
    try {
      const abilities = compileBlock(b, card);
      const errors = validateAbilities(abilities, vocab);
      if (errors.length > 0) unread(`schema: ${errors[0]!.path} ${errors[0]!.message}`);
      for (const a of abilities) asm.add(a, b.sentences);
    } catch (e) {
      if (!(e instanceof Unread)) throw e;
      asm.fail(b.sentences[0]!, `${b.parts.map((p) => p.text).join(' ')} ⟵ ${e.message}`);
      asm.markUnread(...b.sentences);
    }
  }
  return asm.finish({ reminderOnly: (i) => normalize(sentences[i]!) === '' });
}
