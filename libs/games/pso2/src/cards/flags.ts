/**
 * PSO2 catalog mapping: deck-construction flags derived from a card's printed information at import.
 * - leader: player cards (プレイヤーカード, PSO2 100.1, 201.1).
 * - drop: 【ドロップ】 (302.4), capped at 9 in total (100.6).
 * - proliferate: 【増殖】 (302.11), up to 9 copies; maxCopies 9.
 * - erosion: 【侵食】 (302.10), allowed with a black player card (100.7).
 * - maxCopies: a card's own text allowing more than 3 copies (100.3.2), e.g. "デッキにN枚まで入れる事ができる" → N,
 *   "何枚でも" → null (any number).
 * A keyword counts when it is in `keywords` or printed as 【…】 in the text (not when the text only refers to it).
 * Flags given explicitly in the input (e.g. `sample`, `suspect`) are kept and win over derived ones.
 */
import type { CardFlags, CardInput } from '../../../../catalog/src/card.js';
import type { CatalogMapping } from '../../../../catalog/src/game-info.js';
import { kindOf } from './facts.js';
import { PSO2_FACTS } from './facts-schema.js';

/**
 * Does the card carry keyword `kw`: in `keywords`, or printed as 【kw】 in its text? A bracketed keyword that the
 * text only refers to (「【侵食】を持つキャラ」, 『侵食』を持つ…) is not the card's own keyword.
 */
export function hasKeyword(card: Pick<CardInput, 'keywords' | 'text'>, kw: string): boolean {
  const inList = (card.keywords ?? []).some((k) => k.normalize('NFKC').replace(/^[【『]|[】』]$/g, '').trim() === kw);
  return inList || new RegExp(`【${kw}】(?!を持|を持た|の)`).test((card.text ?? '').normalize('NFKC'));
}

/** "…デッキに N 枚まで入れ…" / "…デッキに何枚でも入れ…" (NFKC-normalized text). */
export function maxCopiesFromText(text: string): number | null | undefined {
  const t = text.normalize('NFKC');
  if (/デッキ(?:に|へ|には)[^。]*?(?:何枚でも|好きな枚数)/.test(t)) return null;
  const m = /デッキ(?:に|へ|には)[^。]*?(\d+)枚まで(?:入れ|含め)/.exec(t);
  return m ? Number(m[1]) : undefined;
}

export function deriveFlags(card: CardInput): CardFlags {
  const flags: CardFlags = {};
  if (kindOf({ type: card.type, extra: card.extra }) === 'player') flags.leader = true;
  if (hasKeyword(card, 'ドロップ')) flags.drop = true;
  if (hasKeyword(card, '侵食')) flags.erosion = true;
  if (hasKeyword(card, '増殖')) {
    flags.proliferate = true;
    flags.maxCopies = 9; // 302.11
  }
  const max = maxCopiesFromText(card.text ?? '');
  if (max !== undefined && (max === null || max > (flags.maxCopies ?? 3))) flags.maxCopies = max;
  return { ...flags, ...(card.flags ?? {}) };
}

export const mapping: CatalogMapping = { game: 'pso2', deriveFlags, facts: PSO2_FACTS }; // facts: the typed `extra` (facts-schema.ts)
