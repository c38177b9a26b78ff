/**
 * Printed text → ability data for Re:Birth for you. The full grammar is the card-text helper's work (branch
 * r4u-cards, libs/card-text machinery); until it lands this reads only the keyword-only texts every trial deck
 * has (【のびしろ】, 【ブロッカー】, 【ブロッカー】《X》, each with its reminder line), so vanilla and keyword decks play.
 * A sentence it does not read is left unmapped (the card is then `partial` / `unsupported`, never played partly).
 */
import type { Ability } from '../../../../engine/src/index.js';
import { splitSentences } from '../../../../engine/src/index.js';
import { K } from '../constants.js';

const REMINDER = /^[（(].*[）)]$/s;

/** Keyword-only lines: the ability, or null when the sentence is something else. */
function keywordLine(s: string): Ability | null {
  const t = s.normalize('NFKC').replace(/\s+/g, '');
  const m = /^【のびしろ】(?:\(.*\))?$/.exec(t);
  if (m) return { kind: 'keyword', keyword: K.nobishiro };
  const b = /^【ブロッカー】(?:《([^》]+)》)?(?:\(.*\))?$/.exec(t);
  if (b) return b[1] ? { kind: 'keyword', keyword: K.blocker, value: b[1] } : { kind: 'keyword', keyword: K.blocker };
  return null;
}

export function compileText(text: string | null | undefined): Ability[] {
  if (!text) return [];
  const sentences = splitSentences(text);
  const out: Ability[] = [];
  let last: Ability | null = null;
  sentences.forEach((s, i) => {
    const a = keywordLine(s);
    if (a) {
      a.source = [i];
      out.push(a);
      last = a;
      return;
    }
    if (REMINDER.test(s.trim()) && last) {
      (last.source as number[]).push(i); // the reminder text of the keyword above (2.4.2: no game effect)
      return;
    }
    last = null;
  });
  return out;
}
