/**
 * Sentences and segments of printed card text, for every game's grammar:
 *  - `splitSentences`: the kernel's split (status.ts), so the indexes an ability names in `source` are the
 *    ones the kernel's `cardStatus` counts;
 *  - `stripReminder`: removes text in round brackets (reminder text: no rules meaning in the games this
 *    library serves; nested brackets kept balanced) and collapses white space;
 *  - `toHalfWidth`: full-width digits and signs to ASCII (printed text mixes both);
 *  - `segmentsAt`: cuts a sentence into ability segments at the game's ability markers (catalogs often
 *    flatten line breaks into spaces, so one "sentence" can hold several abilities).
 */
import { splitSentences } from '../../engine/src/index.js';

export { splitSentences };

/** Strips reminder text in `open…close` brackets (default (…) and （…）, nesting counted across both). */
export function stripReminder(s: string, open = '(（', close = ')）'): string {
  let out = '';
  let depth = 0;
  for (const ch of s) {
    if (open.includes(ch)) {
      depth++;
      continue;
    }
    if (close.includes(ch) && depth > 0) {
      depth--;
      continue;
    }
    if (depth === 0) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The reminder text of a sentence: what `stripReminder` removes, one entry per outermost bracket. */
export function reminders(s: string, open = '(（', close = ')）'): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (open.includes(ch)) {
      if (depth > 0) cur += ch;
      depth++;
      continue;
    }
    if (close.includes(ch) && depth > 0) {
      depth--;
      if (depth === 0) {
        out.push(cur.trim());
        cur = '';
      } else cur += ch;
      continue;
    }
    if (depth > 0) cur += ch;
  }
  return out.filter((x) => x !== '');
}

/** Full-width digits, plus and minus signs and slashes to ASCII. */
export function toHalfWidth(s: string): string {
  return s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/＋/g, '+').replace(/－|−/g, '-').replace(/／/g, '/');
}

export interface SegmentRules {
  /** Ability markers (icons, keyword brackets…) that start a new ability when they follow a space. */
  markers: readonly string[];
  /**
   * A run of keyword tokens heading a segment and followed by a space and plain text is its own segment
   * (「【指定攻撃】 これは…」): `keywordRun` must match the whole run (e.g. /^(?:【(?:守護|疾走)】)+$/).
   */
  keywordRun?: RegExp;
  /** A leading rule line removed first (e.g. /^-{5,}\s*\/). */
  leader?: RegExp;
  /** Segments that are only this are dropped (e.g. a line of dashes). */
  drop?: RegExp;
}

/**
 * Splits a sentence (reminder text removed) into segments at ability markers that follow a space, and
 * after a leading keyword run followed by a space.
 */
export function segmentsAt(sentence: string, rules: SegmentRules): string[] {
  const s = rules.leader ? sentence.replace(rules.leader, '').trim() : sentence.trim();
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const atMarker = rules.markers.find((m) => s.startsWith(m, i));
    if (atMarker && cur.trim() !== '' && /\s$/.test(cur)) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s[i];
  }
  if (cur.trim()) out.push(cur.trim());
  const res: string[] = [];
  for (const seg of out) {
    const m = rules.keywordRun ? /^((?:【[^】]+】)+)\s+(\S.*)$/.exec(seg) : null;
    if (m && rules.keywordRun!.test(m[1]!)) res.push(m[1]!, m[2]!);
    else res.push(seg);
  }
  return res.filter((x) => x !== '' && !(rules.drop?.test(x) ?? false));
}
