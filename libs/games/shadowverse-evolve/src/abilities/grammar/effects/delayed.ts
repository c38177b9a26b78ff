/**
 * Delayed triggers (SVE 10.7.5; kernel abilities/delayed.ts, base effect `delayedTrigger`): 「(このターン、)次に…とき、…」
 * (once, 10.7.5.1) and 「このターン、自分のリーダーの体力が減少したとき、…」 (every time this turn; its effect runs on to the
 * end of the ability: the clauses after it are captured into it).
 */
import { seq, unread } from '../../../../../../card-text/src/index.js';
import { HEALTH_DECREASED } from '../../vocab/triggers.js';
import { delayedPhrase } from '../triggers.js';
import { clauseConcept, type ClauseCtx, type Step } from '../context.js';

const t = clauseConcept('effects/delayed');

/** An open delayed trigger of the block whose output list is `out`: the following clauses are its effect (BP17-T07). */
const openDelayed = new WeakMap<Step[], Step[]>();
let nested = false;

/** Reads `text` as a clause of the block (its 「それ」 and variables) and takes its steps out of the block's list. */
export function spliceOut(c: ClauseCtx, text: string): Step[] {
  const n = c.out.length;
  const was = nested;
  nested = true;
  try {
    c.clause(text);
  } finally {
    nested = was;
  }
  return c.out.splice(n);
}

export const DELAYED_CAPTURE = [
  // the clauses after an open 「…とき、」 delayed trigger are its effect, to the end of the ability
  t.when('inside an open delayed trigger', (text, c) => {
    const open = nested ? undefined : openDelayed.get(c.out);
    if (!open) return false;
    open.push(...spliceOut(c, text));
  }),
];

export const DELAYED = [
  // 「このターン、自分のリーダーの体力が減少したとき、…」 (BP17-T07; 10.7.5, every time during this turn)
  t.pattern(/^このターン、自分のリーダーの体力が減少したとき、(.+)$/, (m, c) => {
    const steps = spliceOut(c, m[1]!);
    c.out.push({ type: 'delayedTrigger', trigger: { on: HEALTH_DECREASED, side: 'you' }, effect: { type: 'sequence', steps }, duration: 'untilEndOfTurn', repeat: true });
    openDelayed.set(c.out, steps);
  }),
  // 「(このターン、)次に…とき、…」: once (10.7.5.1); 「このターン、」 is the period in which it may trigger
  t.pattern(/^(このターン、)?次に(.+?とき)、(.+)$/, (m, c, text) => {
    const d = delayedPhrase(m[2]!);
    if (!d) return false;
    if (/これ/.test(m[3]!)) unread(text); // 「これ」 inside a delayed trigger: not needed by any card so far
    const sub = { ...c.b, steps: [], it: null, cond: null, costScope: null, subject: d.subject, look: null };
    for (const part of m[3]!.split(/(?<=。)/)) c.readIn(sub, part);
    c.close(sub);
    c.b.vars = sub.vars;
    c.out.push({ type: 'delayedTrigger', trigger: d.trigger, effect: seq(sub.steps), duration: m[1] ? 'untilEndOfTurn' : 'permanent' });
  }),
];

