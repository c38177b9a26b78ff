/**
 * Keyword names of SVE card text (SVE 12, 13; 【…】 brackets) → the keyword ids of the ability language
 * (K in constants.ts): the full list a keyword-only segment may hold, and the plain keywords an effect can
 * give (「…を持つ」).
 */
import { unread } from '../../../../../card-text/src/index.js';
import { K } from '../../constants.js';

/** Every keyword a card can print on its own (keyword-only segments). */
export const KEYWORDS: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura, スタック: K.stack,
  スタートアミュレット: K.startAmulet, シングルドライブ: K.singleDrive, ツインドライブ: K.twinDrive,
};

/** Plain keywords an effect or continuous ability gives (「…は【A】を持つ」). */
export const KW: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura,
};

/** A keyword-only segment (the printed run 「【守護】【必殺】」) of the keywords a card may hold alone. */
export const KEYWORD_TOKENS = /^(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ|スタック|シングルドライブ|ツインドライブ|スタートアミュレット)】)+$/;

/** 「【A】【B】」 → keyword ids of KEYWORDS; unread when one is not a keyword. */
export function keywordList(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/【([^】]+)】/g)) {
    const k = KEYWORDS[m[1]!];
    if (!k) unread(`keyword ${m[1]}`);
    out.push(k!);
  }
  return out;
}

/** 「【A】【B】」 → plain keyword ids ([] for an empty text), or null when the text is anything else or one is not a plain keyword. */
export function keywordIds(s: string): string[] | null {
  const out: string[] = [];
  for (const m of s.matchAll(/【([^】]+)】/g)) {
    const k = KW[m[1]!];
    if (!k) return null;
    out.push(k);
  }
  return s.replace(/【[^】]+】/g, '') === '' ? out : null;
}

/** 「【A】【B】」 → plain keyword ids (at least one), or null when one is not a plain keyword. */
export function keywords(s: string): string[] | null {
  const out = keywordIds(s);
  return out && out.length > 0 ? out : null;
}

/**
 * The rule an EP / SEP marker card's sentence restates (implemented by the rules engine), or null:
 * 6.2.1.10 (the second player's 3 EP), 12.2.3 / 14.2.2.4 (1 PP of an evolve / eat cost as 1 EP),
 * 6.2.1.11 (1 SEP each), 12.2.4 (super evolve from turn 7 / 6 with 1 SEP: +1/+1, 【超進化時】).
 */
export function markerRule(t: string): string | null {
  if (t === 'バトル開始時、後攻プレイヤーはEPを3つ持つ') return 'SVE 6.2.1.10';
  if (t === '自分が[進化]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3';
  if (t === '自分が[進化]か[食事]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3, 14.2.2.4';
  if (t === '自分が[進化]か[憑依]のコストを払うとき、表向きのEPを1つ裏向きにすることで、1PPを払える') return 'SVE 12.2.3, 14.4.9.2';
  if (t === 'バトル開始時、各プレイヤーはSEPを1つ持つ') return 'SVE 6.2.1.11';
  if (t === '先攻のプレイヤーなら7ターン目以降、後攻のプレイヤーなら6ターン目以降に[進化]のコストを払うとき、追加でSEPを1つ裏向きにしてよい') return 'SVE 12.2.4';
  if (t === 'そうしたなら、そのフォロワーは[攻撃力]+1/[体力]+1して、【超進化時】能力が働く') return 'SVE 12.2.4.1, 12.2.4.2';
  return null;
}
