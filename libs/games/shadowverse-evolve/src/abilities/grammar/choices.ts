/**
 * Choices 「下記からNつ(まで)チョイスする。【1】…【2】…」 (SVE 5.18): the sentences after the head are the options, each
 * read in its own block; 「(condition)下記からNつチョイスする」 (the choice happens only under the condition), 「このターン、
 * この能力でチョイスした選択肢はチョイスできない」 (`once: 'turn'`, rules/choice-once.ts), 「(条件)なら、代わりにNつ(まで)」 /
 * 「【ネクロチャージ_10】代わりに2つまで」 (5.18.3.1: another count under a condition).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { seq, unread } from '../../../../../card-text/src/index.js';
import { conditionPrefix, EARTH_RITE_VAR } from './conditions.js';
import type { BlockCtx } from './context.js';

interface ChoiceState {
  alt?: JsonObject;
  count: number;
  upTo: boolean;
  once?: boolean;
  cond?: JsonObject;
  options: Array<{ label: string; ctx: BlockCtx }>;
  outer: BlockCtx;
}

/** What the choice reader needs of the compiler. */
export interface ChoiceHooks {
  /** Feeds a clause (with its condition / cost prefixes) into a block. */
  feed(b: BlockCtx, text: string): void;
  close(b: BlockCtx): void;
  /** A fresh block for an option, its variables numbered from `vars`. */
  optionBlock(outer: BlockCtx, vars: number): BlockCtx;
}

const choices = new WeakMap<BlockCtx, ChoiceState>();

/** 「(condition)下記からNつ(まで)?チョイスする」: the condition and the choice head, or null. */
function conditionalHead(t: string): { condition: JsonObject; count: number; upTo: boolean } | null {
  if (!/.下記から\d+つ(?:まで)?チョイスする$/.test(t)) return null;
  const c = conditionPrefix(t);
  const m = c ? /^下記から(\d+)つ(まで)?チョイスする$/.exec(c[1]) : null;
  if (!c || !m) return null;
  return { condition: c[0], count: Number(m[1]), upTo: m[2] !== undefined };
}

/** Feeds one sentence of an ability: a choice head, a choice option (or its continuation), or an ordinary clause. */
export function feedChoice(b: BlockCtx, raw: string, h: ChoiceHooks): void {
  const t = raw.trim().replace(/。$/, '');
  let m: RegExpExecArray | null;
  if ((m = /^下記から(\d+)つ(まで)?チョイスする$/.exec(t))) {
    choices.set(b, { count: Number(m[1]), upTo: m[2] !== undefined, options: [], outer: b });
    return;
  }
  const lh = choices.get(b) ? null : conditionalHead(t);
  if (lh) {
    h.close(b);
    const er = lh.condition.type === 'sve.var' && typeof lh.condition.earthRite === 'number' ? lh.condition.earthRite : 0;
    if (er > 0) b.earthRite = Math.max(b.earthRite, er);
    choices.set(b, { count: lh.count, upTo: lh.upTo, cond: er > 0 ? { type: 'sve.var', var: EARTH_RITE_VAR } : lh.condition, options: [], outer: b });
    return;
  }
  const ch = choices.get(b);
  if (ch && ch.options.length === 0 && t === 'このターン、この能力でチョイスした選択肢はチョイスできない') {
    ch.once = true; // rules/choice-once.ts
    return;
  }
  if (ch && ch.options.length === 0 && (m = /^(.+?)なら、代わりに(\d+)つ(まで)?$/.exec(t))) {
    const c = conditionPrefix(`${m[1]}なら、x`);
    if (!c) unread(`choice count condition ${m[1]}`);
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
      const sub = h.optionBlock(b, b.vars + ch.options.length * 10);
      ch.options.push({ label: `【${m[1]}】`, ctx: sub });
      h.feed(sub, m[2]!);
      return;
    }
    const last = ch.options[ch.options.length - 1];
    if (!last) unread('choice without options');
    h.feed(last!.ctx, t);
    return;
  }
  h.feed(b, t);
}

/** Closes an open choice of the block into its `sve.choice` step. */
export function finishChoice(b: BlockCtx, h: ChoiceHooks): void {
  const ch = choices.get(b);
  if (!ch) return;
  choices.delete(b);
  if (ch.options.length < 2) unread('choice with fewer than 2 options');
  const options = ch.options.map((o) => {
    h.close(o.ctx);
    if (o.ctx.earthRite > 0) o.ctx.steps.unshift({ type: 'sve.earthRite', amount: o.ctx.earthRite, bind: EARTH_RITE_VAR });
    return { label: o.label, effect: seq(o.ctx.steps) };
  });
  const node: JsonObject = { type: 'sve.choice', options, count: ch.count };
  if (ch.upTo) node.upTo = true;
  if (ch.alt) node.alt = ch.alt;
  if (ch.once) node.once = 'turn';
  b.steps.push(ch.cond ? { type: 'if', condition: ch.cond, then: node } : node);
}
