/**
 * 「(cards)を+A/+B」 (R4U 5.17.1: add A to ATK and B to DEF): one kernel `modify` per stat that changes (±0 changes
 * nothing and is left out), for the duration written before it (「このターン中、」「このアタック中、」); 「さらに+A/+B」 adds
 * to the cards of the buff before it, for the same duration.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept, type ClauseCtx } from '../context.js';
import { traitOf } from '../groups.js';

const t = clauseConcept('effects/buff');

const SIGNED = '([+\\-±])(\\d+)\\/([+\\-±])(\\d+)';

function value(sign: string, n: string): number {
  const v = Number(n);
  return sign === '-' ? -v : v;
}

/** The modify steps of 「+A/+B」 on `target`, the first one binding when `target` is a choice. */
export function buffSteps(target: JsonObject, atk: number, def: number, duration: JsonObject | string): JsonObject[] {
  const steps: JsonObject[] = [];
  let tgt = target;
  for (const [stat, add] of [['attack', atk], ['defense', def]] as const) {
    if (add === 0) continue;
    steps.push({ type: 'modify', target: tgt, stat, add, duration });
    if (typeof tgt.bind === 'string') tgt = { ref: 'var', var: tgt.bind };
  }
  if (steps.length === 0) return unread('+0/+0');
  return steps;
}

function buff(c: ClauseCtx, target: JsonObject, m: RegExpExecArray, i: number): void {
  const atk = value(m[i]!, m[i + 1]!);
  const def = value(m[i + 2]!, m[i + 3]!);
  const duration = c.duration();
  const per = c.s.per;
  if (per) {
    // 「(cards)N枚につき、+A/+B」: A (B) for every N counted cards, leftovers dropped
    if (typeof target.bind === 'string') unread('a per-count buff on a choice');
    for (const [stat, add] of [['attack', atk], ['defense', def]] as const) {
      if (add !== 0) c.out.push({ type: 'modify', target, stat, add: { count: per.count, per: per.per, times: add }, duration });
    }
    c.s.per = null;
    return;
  }
  c.out.push(...buffSteps(target, atk, def, duration));
  const after = typeof target.bind === 'string' ? { ref: 'var', var: target.bind } : target;
  c.s.lastBuff = { target: after, duration };
}

export const BUFF = [
  // 「このキャラがサポートされた時、このアタック中、そのサポートしたメンバーのATKを、このキャラのATKに足す」 (8.2.4.2): the
  // supporter's ATK when the ability resolves, added to this card for the duration (r4u.addSupporterAtk)
  t.pattern(/^そのサポートしたメンバーのATKを、このキャラのATKに足す$/, (_m, c) => {
    if (c.s.trigger?.on !== 'r4u.supported' || c.duration() === 'permanent') return unread('the supporter outside a supported trigger');
    c.out.push({ type: 'r4u.addSupporterAtk', duration: c.duration() });
  }),
  // 「このキャラは〔T〕を得て、+A/+B」: gains the trait (2.5), then the buff, both for the duration written before
  t.pattern(new RegExp(`^(.+?)は〔([^〕]+)〕を得て、${SIGNED}$`), (m, c) => {
    const target = c.ref(m[1]!);
    if (typeof target.bind === 'string') unread('a trait for a choice');
    c.out.push({ type: 'r4u.gainTrait', target, trait: traitOf(m[2]!), duration: c.duration() });
    buff(c, target, m, 3);
  }),
  t.pattern(new RegExp(`^さらに${SIGNED}$`), (m, c) => {
    const last = c.s.lastBuff ?? unread('さらに without a buff before');
    c.out.push(...buffSteps(last.target, value(m[1]!, m[2]!), value(m[3]!, m[4]!), last.duration));
  }),
  t.pattern(new RegExp(`^(?:あなたは)?(?:(.+?)を)?${SIGNED}(?:する)?$`), (m, c) => {
    buff(c, m[1] ? c.ref(m[1]) : c.object(), m, 2);
  }),
];
