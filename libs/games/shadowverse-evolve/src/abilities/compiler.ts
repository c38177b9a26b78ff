/**
 * SVE card text → ability data (the kernel's ability language + the SVE vocabulary): the driver that runs the SVE
 * grammar (grammar/, by concept) on the shared card-text machinery (libs/card-text: sentences, segments, the
 * template registry, the scope with variables and 「それ」 / 「これ」, the result assembly). Every card sharing a text
 * gets the same data (parallels and reprints share text, `extra.same_facts_as`). The result names, per ability, the
 * sentences it implements (`source`, the kernel's splitSentences indexes); a sentence is listed only when EVERY
 * segment of it compiled, so a card is never reported as implemented with text left over (cardStatus computes the
 * status).
 *
 * Reading order of a segment: marker-card rules, 【UB】, keyword-only segments, whole-segment abilities (continuous,
 * evolve paid otherwise, title forms, play rules), 「(条件)限り、これは【A】を持つ」, 「これをプレイする際、…」, the
 * restrictions of the ability before (「この能力は…」), evolve / ride / eat heads, [クイック] spell text, trigger icons,
 * [アドバンス起動] / [起動] heads, written-out triggers (「(自分の)ターンごとにN回、」), else the continuation of the
 * current ability (or spell text).
 * Block semantics: a condition prefix (grammar/conditions.ts) applies to the clauses after it until the next
 * condition or the end of the ability; 「代わりに…」 replaces the previous steps of the ability under that condition
 * (grammar/replacements.ts); 「(cost)：」 inside an effect is an optional cost whose effect runs to the end of the
 * ability (10.4.7.1).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { Assembly, Unread, closeScopes as closeScopesOf, newVar, out, seq, that, unread, type CompileResult as TextCompileResult, type ScopeRules } from '../../../../card-text/src/index.js';
import { K, KIND } from '../constants.js';
import { normalizeDigits, segments, splitSentences, stripReminder, tokenInfoEnd, tokenInfoNames, tokenInfoStart } from './text.js';
import { lastKnownChosen } from './last-known-chosen.js';
import { titleActivation } from '../title/princess-connect-text.js';
import {
  CLAUSES, EARTH_RITE_VAR, EVOLVE_HEADS, LAST_WORDS, QUICK_SEGMENT, SEGMENT_ABILITIES, TRIGGERS, TRIGGER_ICONS,
  activatedHead, activatedZones, costXValues, withCostX, activationCondition, amountOf, conditionAndLimit, conditionPrefix, conditionalKeywords, costXPass,
  eachPlayerAndRepeat, followCondition, keywordList, lastChosen, lastKnownStats, markerRule, noteCountersBeforeMove, noteDistinctNames,
  noteTurnCounts, parseCost, perTurn, playCostChange, playOption, quantity, replaceTrailing, replacerFor, setX, signedAmount, splitPlus,
  triggerCost, triggeredZones, usageLimit, xOfCard,
  type BlockCtx, type ClauseCtx, type CompileInput, type SegmentCtx, type TokenResolver,
} from './grammar/index.js';
import { feedChoice, finishChoice, type ChoiceHooks } from './grammar/choices.js';

export type { CompileInput, TokenResolver };

/** The compiler's result (card-text CompileResult): abilities, sentences, mapped sentence indexes, failures. */
export type CompileResult = TextCompileResult<Ability>;

type Step = JsonObject;

const fail = unread;

/** A cost scope inside an effect (「(cost)：(effect)」, 10.4.7.1) is an optional cost asked as it resolves. */
const SCOPE_RULES: ScopeRules = { wrapCost: (cost, effect) => ({ type: 'sve.optionalCost', cost, effect }) };

function closeScopes(b: BlockCtx): void {
  closeScopesOf(b, SCOPE_RULES);
}

const SELF = { ref: 'self' };

function token(b: BlockCtx, name: string): JsonObject {
  const id = b.tokens(name, b.card.id);
  if (!id) fail(`unknown token ${name}`);
  return { type: 'token', card: id! };
}

function whoRef(b: BlockCtx, who: string): JsonObject {
  if (who === 'これ') return b.selfRef;
  if (who === 'それ') return that(b);
  return fail(`who ${who}`);
}

/** Reads one effect clause (conditions already removed) into the block (grammar CLAUSES). */
function clause(b: BlockCtx, text: string): void {
  const t = text.replace(/。$/, '').trim();
  if (t === '') return;
  const c: ClauseCtx = {
    b,
    out: out(b),
    it: () => that(b),
    setIt: (x) => { b.it = x; },
    newVar: () => newVar(b),
    get selfRef() { return b.selfRef; },
    setSelf: (x) => { b.selfRef = x; },
    get look() { return b.look; },
    setLook: (x) => { b.look = x; },
    cardName: b.card.name,
    who: (w) => whoRef(b, w),
    token: (n) => token(b, n),
    amount: (s) => amountOf(b, s),
    signed: (v) => signedAmount(v, b),
    quantity: (q) => quantity(q, b.selfRef, b.it),
    clause: (x) => clause(b, x),
    apart: (x) => {
      const sub: BlockCtx = { ...b, steps: [], cond: null, costScope: null, look: null };
      clause(sub, x);
      closeScopes(sub);
      b.vars = sub.vars;
      return sub.steps;
    },
    readIn: (block, x) => clause(block, x),
    close: (block) => closeScopes(block),
    nested: (x) => compileNested(x, b.card, b.tokens),
    inTriggerCost: b.costScope !== null,
  };
  if (!CLAUSES.read(t, c)) fail(`clause: ${t}`);
}

/** Feeds one clause (with possible condition / cost prefixes) into the block. */
function feed(b: BlockCtx, raw: string): void {
  // 「その後、(条件)なら、…」: "then" only orders the clause after the ones before, as every clause is (10.6.2.8.2)
  let t = raw.trim().replace(/。$/, '').replace(/^その後、(?=.+なら、)/, '');
  const c = conditionPrefix(t) ?? followCondition(t, b.cond?.condition ?? null); // 「…5枚以上なら、…。10枚以上なら、」
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

const CHOICE_HOOKS: ChoiceHooks = {
  feed,
  close: closeScopes,
  optionBlock: (outer, vars) => newCtx(outer.card, outer.tokens, outer.subject, vars, outer.selfRef),
};

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
  /** The label of an activated ability (「[コストX]」: X=n). */
  label?: string;
}

/** Compiles a card's text. Token names are resolved through `tokens`. */
export function compileText(card: CompileInput, tokens: TokenResolver): CompileResult {
  const sentences = splitSentences(card.text ?? '');
  const asm = new Assembly<Ability>(sentences);
  const prefix: Ability[] = [];
  // SVE 5.2: 「Xは「…」である」 defines the X written in the card's text (one definition per card understood)
  const xDefs = sentences.map((x) => /Xは「(.+)」である/.exec(normalizeDigits(stripReminder(x)))?.[1]).filter((x): x is string => x !== undefined);
  setX(xDefs.length === 1 ? xDefs[0]! : null);
  let lastX: { extra: number[] } | null = null;
  const tokStart = tokenInfoStart(sentences);
  const body = tokStart < 0 ? sentences.length : tokStart;
  // the card's text may resume after the token box (text.ts tokenInfoEnd): those sentences are read as text too
  const tokEnd = tokStart < 0 ? sentences.length : tokenInfoEnd(card.text ?? '', sentences);
  if (tokStart >= 0) {
    const names = tokenInfoNames(sentences, tokEnd);
    prefix.push({ kind: 'keyword', keyword: K.tokenInfo, value: names.join('・') || 'token', source: sentences.map((_, i) => i).slice(tokStart, tokEnd) });
  }
  const textSentences = sentences.map((_, i) => i).filter((i) => i < body || i >= tokEnd);
  const segs: Array<{ text: string; sentence: number; box: boolean }> = [];
  for (const i of textSentences) {
    const clean = normalizeDigits(stripReminder(sentences[i]!));
    // 「 ---------- 」 separates boxed sections (e.g. a spell's graveyard ability and its spell text)
    const box = /^-{5,}/.test(clean);
    segments(clean).forEach((seg, k) => segs.push({ text: seg, sentence: i, box: box && k === 0 }));
  }
  const segCtx: SegmentCtx = { compile: (text) => compileNested(text, card, tokens) };

  const blocks: Block[] = [];
  let cur: Block | null = null;
  const standalone: Array<{ ability: Ability; sentence: number; extra?: number[]; whole?: boolean }> = [];
  let lastEvolve: { ability: Ability; extra: number[]; sentence: number } | null = null;
  let ubNext = false;
  // The head sentence of the ability the segments before produced: an unread continuation (a restriction 「この能力は…
  // なら使える」, a condition, text outside any known head) is joined to it (card-text Assembly.continues), so the
  // ability is never emitted without it (issue #18)
  let owner: number | null = null;
  const newBlock = (kind: Block['kind'], sentence: number, extra: Partial<Block> = {}): Block => {
    const b: Block = { kind, triggers: [], cost: [], timing: null, limit: null, first: '', clauses: [], sentences: new Set([sentence]), subject: null, ...extra };
    if (ubNext && kind !== 'failed') b.ub = true;
    ubNext = false;
    blocks.push(b);
    owner = kind === 'failed' ? null : sentence;
    return b;
  };
  const alone = (abilities: Ability[], sentence: number): void => {
    for (const a of abilities) standalone.push({ ability: a, sentence });
    owner = sentence;
  };

  for (const seg of segs) {
    if (seg.box) {
      cur = null;
      owner = null;
    }
    let continuation = false; // the segment continues the ability before (set once no ability head matched)
    try {
      let t = seg.text.replace(/。$/, '').trim();
      if (card.type === 'EP' || card.type === 'SEP') {
        // EP / SEP marker cards (SVE 3.2.5, 3.2.6) print the rules they stand for
        const rule = markerRule(t);
        if (!rule) fail('marker card text');
        standalone.push({ ability: { kind: 'keyword', keyword: K.markerRule, value: rule! }, sentence: seg.sentence, whole: false });
        owner = null;
        continue;
      }
      // 【UB】 (SVE 14.5.1): the ability after it (every one of a multi-icon ability, 14.5.1.1.2) is a Union Burst ability
      if (t.startsWith('[UB]')) {
        t = t.slice('[UB]'.length).trim();
        if (!/^(?:\[ファンファーレ\]|\[ラストワード\]|【進化時】|【超進化時】|【攻撃時】|\[起動\])/.test(t)) fail('Union Burst on an ability form not handled');
        ubNext = true;
      }
      // keyword-only segment
      if (/^(?:【[^】]+】)+$/.test(t) && !conditionPrefix(t)) {
        // a keyword printed alone is independent of the rest of its sentence (card-text Assembly: whole = false)
        for (const k of keywordList(t)) standalone.push({ ability: { kind: 'keyword', keyword: k }, sentence: seg.sentence, whole: false });
        owner = null;
        cur = null;
        continue;
      }
      // whole-segment abilities: continuous abilities, evolve abilities paid otherwise, title forms, play rules
      const whole = SEGMENT_ABILITIES.read(t, segCtx);
      if (whole) {
        alone(whole, seg.sentence);
        cur = null;
        continue;
      }
      // 「【ネクロチャージ_10】これは【突進】【必殺】を持つ」 outside any ability: a conditional continuous ability
      const ck = cur === null ? conditionalKeywords(t) : null;
      if (ck) {
        alone(ck, seg.sentence);
        continue;
      }
      let m: RegExpExecArray | null;
      if (/^Xは「.+」である$/.test(t) && cur === null && lastX && xOfCard() !== null) {
        lastX.extra.push(seg.sentence); // the definition of the X of the ability just before (5.2)
        continue;
      }
      if ((m = /^これを(EXエリアから)?プレイする際、(.*)$/.exec(t))) {
        // 「これをプレイする際、(条件)コストを±Nする」 (10.4.4.1: the PP paid changes, not the cost)
        const pc = playCostChange(m[2]!, m[1] !== undefined);
        if (pc) {
          const extra: number[] = [];
          standalone.push({ ability: pc.ability, sentence: seg.sentence, extra });
          owner = seg.sentence;
          lastX = pc.usesX ? { extra } : null;
          cur = null;
          continue;
        }
        const po = playOption(m[2]!); // 10.6.2.2.2 / 10.4.7.2
        if (po) {
          alone([po], seg.sentence);
          cur = null;
          continue;
        }
      }
      const cl = cur && cur.kind === 'activated' ? conditionAndLimit(t) : null;
      if (cur && cl) {
        cur.condition = cl.condition;
        cur.limit = cl.limit;
        cur.sentences.add(seg.sentence);
        continue;
      }
      const ul = usageLimit(t);
      if (ul && cur && ul.kind === cur.kind) {
        cur.limit = ul.limit; // 10.7.2.2 for automatic abilities (kernel: counted as they go on standby)
        cur.sentences.add(seg.sentence);
        continue;
      }
      const ac = activationCondition(t);
      if (ac !== null && ((cur && cur.kind === 'activated') || (!cur && lastEvolve))) {
        continuation = true;
        if (!cur) owner = lastEvolve!.sentence;
        const c = conditionPrefix(`${ac}なら、x`);
        if (!c) fail(`activation condition ${ac}`);
        if (cur) {
          cur.condition = c![0];
          cur.sentences.add(seg.sentence);
        } else {
          lastEvolve!.ability.condition = c![0]; // a condition of the [進化] ability just before
          lastEvolve!.extra.push(seg.sentence);
        }
        continue;
      }
      const ev = EVOLVE_HEADS.read(t, undefined);
      if (ev) {
        if (ev.evolve) {
          lastEvolve = { ability: ev.ability, extra: [], sentence: seg.sentence };
          standalone.push({ ability: ev.ability, sentence: seg.sentence, extra: lastEvolve.extra });
          owner = seg.sentence;
        } else alone([ev.ability], seg.sentence);
        cur = null;
        continue;
      }
      if (t.startsWith('[クイック]') && !/^\[クイック\]\s*\[起動\]/.test(t)) {
        standalone.push({ ability: { kind: 'keyword', keyword: K.quick }, sentence: seg.sentence, whole: false });
        owner = null;
        t = t.slice('[クイック]'.length).trim();
        if (t === '') continue;
        if (card.type !== KIND.spell) fail('quick text on a non-spell');
        const stq = QUICK_SEGMENT.read(t, segCtx); // 「[クイック] これをプレイする際、追加コストとして…」
        if (stq) {
          alone(stq, seg.sentence);
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
        const icon = TRIGGER_ICONS.find(([mark]) => t.startsWith(mark));
        if (icon) {
          icons.push(icon[1]);
          t = t.slice(icon[0].length);
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
      const act = activatedHead(t);
      const xs = act ? costXValues(act.costText, normalizeDigits(card.text ?? '')) : null;
      if (act && xs) {
        // 「[コストX]」 (5.2.1.2): one activated ability per value of X, labelled X=n; nothing may continue them
        for (const n of xs) {
          const { cost, quick, zones } = parseCost(withCostX(act.costText, n));
          if (zones) fail('[コストX] ability in another zone');
          const b = newBlock('activated', seg.sentence, { cost, timing: act.quick || quick ? 'quick' : null, label: `X=${n}` });
          b.clauses.push({ text: withCostX(act.rest, n), sentence: seg.sentence });
        }
        cur = null;
        continue;
      }
      if (act) {
        const { cost, quick, zones: z0 } = parseCost(act.costText);
        const zones = z0 ?? activatedZones(act.rest); // 「自分の墓場のこれを場に出す」 (10.3.4)
        cur = newBlock('activated', seg.sentence, { cost, timing: act.quick || quick ? 'quick' : null, ...(zones ? { zones } : {}) });
        cur.clauses.push({ text: act.rest, sentence: seg.sentence });
        continue;
      }
      // 「(自分の)ターンごとにN回、(trigger)」 (10.7.2.2): at most N standbys per turn; 「自分の」: only in your turns
      const pt = perTurn(t);
      const tp = TRIGGERS.read(pt ? pt.rest : t, undefined);
      if (tp) {
        const tz = tp.zones ?? triggeredZones(tp.rest); // 「[コストN]：自分の墓場のこれを場に出す」 (10.3.4)
        cur = newBlock('triggered', seg.sentence, { triggers: [tp.trigger, ...(tp.also ?? [])], subject: tp.subject, ...(tz ? { zones: tz } : {}) });
        if (pt) {
          cur.limit = pt.limit;
          if (pt.yours) cur.condition = { type: 'turn', whose: 'yours' };
        }
        cur.clauses.push({ text: tp.rest, sentence: seg.sentence });
        continue;
      }
      if (!cur) {
        // unless it is the head of an ability of its own (an icon, a play-time clause, a written-out trigger 「…とき、」,
        // a continuous ability 「…限り、」), text here continues the ability before
        continuation = !/^\[|^これを(?:EXエリアから)?プレイする際|(?:とき|時|限り)、/.test(t);
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
      // an unread restriction, condition or continuation makes the ability it continues unread (issue #18)
      if (continuation && owner !== null && owner !== seg.sentence) asm.continues(seg.sentence, owner);
      // the rest of this ability (continuation segments) fails with it, without new failure records
      cur = newBlock('failed', seg.sentence);
    }
  }

  // compile blocks
  const compiled: Array<{ ability: Ability; sentences: number[]; whole?: boolean }> = [];
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
          const a: Ability = { kind: 'activated', cost: blk.cost, effect, ...(blk.label ? { label: blk.label } : {}) };
          if (blk.timing) a.timing = blk.timing;
          if (blk.limit) a.limit = { perTurn: blk.limit };
          if (blk.condition) a.condition = blk.condition;
          if (blk.ub) a.condition = a.condition ? { type: 'and', all: [{ type: 'sve.ubValid' }, a.condition] } : { type: 'sve.ubValid' }; // 14.5.1.2
          if (blk.zones) a.zones = blk.zones;
          compiled.push({ ability: noteCountersBeforeMove(lastKnownStats(a)), sentences: srcs() }); // 10.11.1 (grammar/passes.ts)
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
  for (const s of standalone) compiled.push({ ability: s.ability, sentences: [s.sentence, ...(s.extra ?? [])], whole: s.whole });
  for (const c of compiled) asm.add(c.ability, c.sentences, c.whole ?? true);
  // a sentence that is only reminder text (2.6.2) belongs to the ability of the sentence before it (a boxed reminder too);
  // an ability with an unread sentence is not emitted (card-text Assembly: it never plays without a part of its text)
  return asm.finish({ prefix, body, reminderOnly: (i) => stripReminder(sentences[i]!).replace(/^-{5,}\s*/, '') === '' });
}

/** Compiles a quoted ability (「…を持つ」) as a follower's text, leaving the outer card's X (5.2) as it was. */
function compileNested(text: string, card: CompileInput, tokens: TokenResolver): CompileResult {
  const saved = xOfCard();
  try {
    return compileText({ id: card.id, name: card.name, type: KIND.follower, text }, tokens);
  } finally {
    setX(saved);
  }
}

/** Compiles the clauses of one ability block into its effect (`lw`: 「これ」 is the moved card, 4.1.4.1). */
function compileBlock(blk: Block, card: CompileInput, tokens: TokenResolver, lw: boolean): Step {
  const b: BlockCtx = newCtx(card, tokens, blk.subject, 0, lw ? { ref: 'eventCard' } : SELF);
  for (const c of blk.clauses) {
    blk.sentences.add(c.sentence);
    // 「【1】…」 options of a choice
    feedChoice(b, c.text, CHOICE_HOOKS);
  }
  finishChoice(b, CHOICE_HOOKS);
  closeScopes(b);
  if (b.look && (b.look.type === 'tokenRest' || b.look.type === 'tokenSplitRest')) fail('unfinished token clause');
  if (b.earthRite > 0) b.steps.unshift({ type: 'sve.earthRite', amount: b.earthRite, bind: EARTH_RITE_VAR });
  const withX = costXPass(b.steps, (ch) => { const [q, plus] = splitPlus(xOfCard() ?? fail('X without 「Xは…である」')); return { amount: quantity(q, b.selfRef, b.it, ch ?? b.it), plus }; }) ?? fail('コストX where X is not read'); // grammar/passes.ts (5.2.1.1)
  return seq(lastKnownChosen(eachPlayerAndRepeat(noteDistinctNames(noteTurnCounts(withX))) ?? fail('下記をN回くり返す inside a scope')));
}

function newCtx(card: CompileInput, tokens: TokenResolver, subject: JsonObject | null, vars: number, selfRef: JsonObject): BlockCtx {
  return { card, tokens, steps: [], it: null, vars, cond: null, costScope: null, subject, look: null, selfRef, earthRite: 0 };
}

export { lastChosen };
