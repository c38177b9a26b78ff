/**
 * Card-text handling for the ability compiler: the kernel's sentence split (so `source` indexes match
 * cardStatus), reminder text removal (SVE 2.6.2: text in round brackets has no game effect), the
 * token-information tail (2.9.2: after the ――― rule line, no rules meaning) and segmentation of a
 * sentence into ability segments (the catalog flattened line breaks into spaces, so
 * 「【守護】 [ファンファーレ]…」 is one sentence holding two abilities).
 */
import { segmentsAt, splitSentences, stripReminder, toHalfWidth } from '../../../../card-text/src/index.js';

export { splitSentences, stripReminder };

/** Full-width digits and signs to ASCII (the text mixes both). */
export function normalizeDigits(s: string): string {
  // 「[Q]」 is the short form of [クイック] on some printings
  return toHalfWidth(s.replace(/\[Q\]/g, '[クイック]'));
}

/** Index of the first sentence of the token-information tail (SVE 2.9.2), or -1. */
export function tokenInfoStart(sentences: readonly string[]): number {
  return sentences.findIndex((s) => s.includes('―――'));
}

/**
 * Index of the first sentence after the token-information tail, sentences.length when the tail runs to the end.
 * The catalog joined a token box's lines without spaces (「…捨てる。[起動][コスト1]：…」) and starts each further token
 * with its header 『X』[…; a sentence that follows whitespace and is no such header is the card's own text again,
 * printed after the box by the data's flattening (BP07-P06 王の一閃: its spell text 「相手の場のフォロワー1体を選ぶ。
 * それに4ダメージ。」 after the 『ナテラの大樹』 box; the same card as BP07-024, which prints no box).
 */
export function tokenInfoEnd(text: string, sentences: readonly string[]): number {
  const start = tokenInfoStart(sentences);
  if (start < 0) return sentences.length;
  let cursor = 0;
  for (let i = 0; i < sentences.length; i++) {
    const at = text.indexOf(sentences[i]!, cursor);
    if (at < 0) return sentences.length; // not found as printed: the whole rest is the tail (as before)
    if (i > start && at > 0 && /\s/.test(text[at - 1]!) && !/^『[^』]+』\[/.test(sentences[i]!)) return i;
    cursor = at + sentences[i]!.length;
  }
  return sentences.length;
}

/** Token names mentioned in the token-information tail: 『X』[class]… */
export function tokenInfoNames(sentences: readonly string[], end = sentences.length): string[] {
  const start = tokenInfoStart(sentences);
  if (start < 0) return [];
  const names: string[] = [];
  for (const s of sentences.slice(start, end)) {
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
  return segmentsAt(sentence, { markers: MARKERS, keywordRun: KEYWORD_TOKENS, leader: /^-{5,}\s*/, drop: /^-+$/ });
}

const KEYWORD_TOKENS = /^(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ|スタック|シングルドライブ|ツインドライブ|スタートアミュレット)】)+$/;
