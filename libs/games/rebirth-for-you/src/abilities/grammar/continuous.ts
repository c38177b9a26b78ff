/**
 * 【永】 abilities (R4U 9.1.1.3): a continuous effect while the ability is valid (its zone, 9.4.4; its condition
 * keywords, 11.2.3.1; the conditions written before the effect). Forms read: 「(cards)を+A/+B」 (one static ability
 * per stat that changes, 5.17.1), 「(cards)は相手(のキャラ)から選ばれない」; prefixes 「各ターン(このキャラの)N回目のアタック中、」
 * (r4u.attackNumber) and 「(condition)なら、」.
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { conditionPrefix } from './conditions.js';
import { groupOf } from './groups.js';
import { REPLACEMENT_FORMS } from './replacements.js';

const t = concept('continuous');

/** What a continuous ability's text gives: statics without zones/conditions of the head (the compiler adds them). */
export interface ContinuousRead {
  abilities: Ability[];
  conditions: JsonObject[];
}

const SIGNED = /^([+\-±])(\d+)\/([+\-±])(\d+)$/;

function affects(word: string): JsonObject {
  if (word === 'このキャラ' || word === 'このカード') return { ref: 'self' };
  return groupOf(word) ?? unread(`continuous group ${word}`);
}

/** Reads the prefixes of a continuous text: [conditions, rest]. */
function prefixes(text: string): [JsonObject[], string] {
  const conds: JsonObject[] = [];
  let t0 = text;
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = /^各ターン(このキャラの|相手の)?(\d+)回目のアタック中、(.+)$/.exec(t0))) {
      conds.push({ type: 'r4u.attackNumber', n: Number(m[2]), ...(m[1] === 'このキャラの' ? { self: true } : m[1] ? { side: 'opponent' } : {}) });
      t0 = m[3]!;
      continue;
    }
    const c = conditionPrefix(t0);
    if (c) {
      conds.push(c[0]);
      t0 = c[1];
      continue;
    }
    return [conds, t0];
  }
}

type R = ContinuousRead;

export const CONTINUOUS = new Slot<string, null, ContinuousRead>('continuous').add(
  ...REPLACEMENT_FORMS, // 「…する際、かわりに…」, 5.19.3 (replacements.ts, 9.11): first, before the 「…なら、」 prefixes are read
  // 6.1.2.1: deck-construction text (the deck rules read it; no effect in play)
  t.template<string, null, R>('このキャラはデッキにN枚より多く入れてよい', (text) =>
    /^このキャラはデッキに4枚より多く入れてよい$/.test(text) ? { abilities: [{ kind: 'keyword', keyword: 'r4u.deckLimit', value: 'any' }], conditions: [] } : null),
  t.template<string, null, R>('(cards)を+A/+B', (text) => {
    const [conditions, rest] = prefixes(text);
    const m = /^(.+?)を([+\-±]\d+\/[+\-±]\d+)$/.exec(rest);
    if (!m) return null;
    const s = SIGNED.exec(m[2]!)!;
    const target = affects(m[1]!);
    const abilities: Ability[] = [];
    for (const [stat, sign, n] of [['attack', s[1]!, s[2]!], ['defense', s[3]!, s[4]!]] as const) {
      const value = sign === '-' ? -Number(n) : Number(n);
      if (value !== 0) abilities.push({ kind: 'static', modifier: { type: 'stat', stat, op: 'add', value }, affects: target });
    }
    if (abilities.length === 0) return unread('+0/+0');
    return { abilities, conditions };
  }),
  t.template<string, null, R>('(cards)は(相手(のキャラ)から)選ばれない', (text) => {
    const [conditions, rest] = prefixes(text);
    const m = /^(.+?)は(相手(のキャラ)?から)?選ばれない$/.exec(rest);
    if (!m) return null;
    // 「このキャラは選ばれない。(あなたも選べない）」: by nobody (value `anyone`)
    const value = !m[2] ? 'anyone' : m[3] ? 'opponentCharacters' : 'opponent';
    const ability: Ability = { kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value }, affects: affects(m[1]!) };
    return { abilities: [ability], conditions };
  }),
);
