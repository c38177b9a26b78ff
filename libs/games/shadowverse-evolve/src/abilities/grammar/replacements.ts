/**
 * 「(条件)代わりに…」 (SVE 10.10, self-replacements 10.10.2.5.1): the trailing group of steps a replacer understands (the
 * last damage / draw / stat changes / tokens / keyword grants / searches of the ability, looking inside an open
 * condition scope) becomes {if: condition, then: replaced, else: original}; an earlier replacement is wrapped (the
 * newest condition is checked first: 【SC_20】…【SC_30】). Each REPLACEMENTS template reads the text after the condition
 * (「代わりに…」) and answers a Replacer.
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot } from '../../../../../card-text/src/index.js';
import { Z } from '../../constants.js';
import { keywordIds } from './keywords.js';
import { STAT_RE } from './effects/buff.js';
import type { Replacer, Step } from './context.js';

const t = concept('replacements');
const form = (re: RegExp, read: (m: RegExpExecArray) => Replacer | null, label?: string) => t.pattern<void, Replacer>(re, (m) => read(m), label);

export const REPLACEMENTS = new Slot<string, void, Replacer>('replacement').add(
  // 「代わりにそれぞれ1枚を探し、場に出す」: a search for one card named 『A』か『B』か『C』 becomes one search per name, each put
  // onto the field (5.8; the field limit 4.4.4.2 applies to each)
  t.template<string, void, Replacer>('代わりにそれぞれ1枚を探し、場に出す', (rest) => (rest !== '代わりにそれぞれ1枚を探し、場に出す' ? null : (x) => {
    if (x.type !== 'sve.search' || x.count !== 1) return null;
    const any = (x.filter as JsonObject | undefined)?.anyOf as JsonObject[] | undefined;
    if (!any || !any.every((f) => Object.keys(f).length === 1 && typeof f.name === 'string')) return null;
    return { type: 'sequence', steps: any.map((f) => ({ ...x, to: Z.field, filter: f })) };
  })),
  // 「代わりに【A】を持つ」: the keyword the ability grants becomes A
  form(/^代わりに((?:【[^】]+】))を持つ$/, (m) => {
    const kws = keywordIds(m[1]!);
    if (!kws || kws.length !== 1) return null;
    return (x) => (x.type === 'grantKeyword' && x.remove !== true ? { ...x, keyword: kws[0]! } : null);
  }),
  form(/^代わりに(\d+)ダメージ$/, (m) => {
    const n = Number(m[1]);
    return (x) => (x.type === 'damage' || x.type === 'sve.divide' ? { ...x, amount: n } : null);
  }),
  form(/^代わりに(\d+)枚(?:引く)?$/, (m) => {
    const n = Number(m[1]);
    return (x) => (x.type === 'draw' || x.type === 'sve.mill' ? { ...x, amount: n } : x.type === 'sve.token' ? { ...x, count: n } : null);
  }),
  form(/^代わりに(\d+)(?:体|つ)$/, (m) => {
    const n = Number(m[1]);
    return (x) => (x.type === 'sve.token' ? { ...x, count: n } : null);
  }),
  // 「自分のリーダーは[体力]+1する。…代わりに[体力]+2する」: leader health or a stat of the same subject
  form(new RegExp(String.raw`^代わりに${STAT_RE}する$`), (m) => {
    if (m[1] === undefined && m[2] === undefined) return null;
    const atk = m[1] !== undefined ? Number(m[1]) : null;
    const hp = m[2] !== undefined ? Number(m[2]) : null;
    return (x) => {
      if (x.type === 'sve.leaderHealth' && atk === null && hp !== null) return { ...x, amount: hp }; // 「リーダーは[体力]+N…代わりに[体力]+M」
      if (x.type !== 'modify' || x.add === undefined) return null;
      if (x.stat === 'attack' && atk !== null) return { ...x, add: atk };
      if (x.stat === 'defense' && hp !== null) return { ...x, add: hp };
      return null;
    };
  }),
  form(/^代わりに\[体力\]\+(\d+)する$/, (m) => {
    const n = Number(m[1]);
    return (x) => (x.type === 'sve.leaderHealth' ? { ...x, amount: n } : null);
  }),
);

/** The replacer of 「代わりに(rest)」, or null when the rest is not a replacement form we know. */
export function replacerFor(rest: string): Replacer | null {
  return REPLACEMENTS.read(rest, undefined);
}

/** Replaces the trailing steps of `list` the replacer understands (see the file comment); false when there are none. */
export function replaceTrailing(list: Step[], condition: JsonObject, replace: Replacer): boolean {
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
