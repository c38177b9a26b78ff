/**
 * Card-text handling for the ability compiler: the kernel's sentence split (so `source` indexes match
 * cardStatus), reminder text removal (SVE 2.6.2: text in round brackets has no game effect), the
 * token-information tail (2.9.2: after the ――― rule line, no rules meaning) and segmentation of a
 * sentence into ability segments (the catalog flattened line breaks into spaces, so
 * 「【守護】 [ファンファーレ]…」 is one sentence holding two abilities).
 */
import { splitSentences } from '../../../../engine/src/index.js';

export { splitSentences };

/** Strips reminder text in (…) / （…） (nested brackets inside are kept balanced). */
export function stripReminder(s: string): string {
  let out = '';
  let depth = 0;
  for (const ch of s) {
    if (ch === '(' || ch === '（') {
      depth++;
      continue;
    }
    if ((ch === ')' || ch === '）') && depth > 0) {
      depth--;
      continue;
    }
    if (depth === 0) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Full-width digits and signs to ASCII (the text mixes both). */
export function normalizeDigits(s: string): string {
  // 「[Q]」 is the short form of [クイック] on some printings
  return s.replace(/\[Q\]/g, '[クイック]').replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/＋/g, '+').replace(/－|−/g, '-').replace(/／/g, '/');
}

/** Index of the first sentence of the token-information tail (SVE 2.9.2), or -1. */
export function tokenInfoStart(sentences: readonly string[]): number {
  return sentences.findIndex((s) => s.includes('―――'));
}

/** Token names mentioned in the token-information tail: 『X』[class]… */
export function tokenInfoNames(sentences: readonly string[]): string[] {
  const start = tokenInfoStart(sentences);
  if (start < 0) return [];
  const names: string[] = [];
  for (const s of sentences.slice(start)) {
    for (const m of s.matchAll(/『([^』]+)』\[/g)) if (!names.includes(m[1]!)) names.push(m[1]!);
  }
  return names;
}

/** Ability markers that start a new ability inside a sentence (after a space or at the start). */
const MARKERS = [
  '[ファンファーレ]', '[ラストワード]', '【進化時】', '【超進化時】', '【攻撃時】', '[起動]', '[進化]', '[クイック]', '[UB]', '[食事]', '【出走時】', '[憑依]', '【ドライブ獲得時】',
  '【守護】', '【疾走】', '【突進】', '【指定攻撃】', '【威圧】', '【ドレイン】', '【必殺】', '【オーラ】', '【シングルドライブ】', '【ツインドライブ】',
];

/**
 * Splits a sentence (reminder text removed) into segments at ability markers that follow a space,
 * and after a run of keyword tokens followed by a space (「【指定攻撃】 これは…」).
 */
export function segments(sentence: string): string[] {
  let s = sentence.replace(/^-{5,}\s*/, '').trim();
  const out: string[] = [];
  let cur = '';
  let i = 0;
  while (i < s.length) {
    const atMarker = MARKERS.find((m) => s.startsWith(m, i));
    if (atMarker && cur.trim() !== '' && /\s$/.test(cur)) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s[i];
    i++;
  }
  if (cur.trim()) out.push(cur.trim());
  // a keyword-only head followed by a space and plain text: 「【指定攻撃】 これは【守護】を…」
  const res: string[] = [];
  for (const seg of out) {
    const m = /^((?:【[^】]+】)+)\s+(\S.*)$/.exec(seg);
    if (m && KEYWORD_TOKENS.test(m[1]!)) res.push(m[1]!, m[2]!);
    else res.push(seg);
  }
  s = '';
  return res.filter((x) => x !== '' && !/^-+$/.test(x));
}

const KEYWORD_TOKENS = /^(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ|スタック|シングルドライブ|ツインドライブ|スタートアミュレット)】)+$/;
