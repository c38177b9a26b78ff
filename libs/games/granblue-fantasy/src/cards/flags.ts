/**
 * GBF catalog mapping: deck-construction flags derived from a card's printed information at import.
 * - leader: captain (団長) cards (GBF 2-11-2-1); they make up the captain deck (5-1-2).
 * - maxCopies: a 【永続効果】 on the card about deck construction replaces the 4-copy limit (GBF 5-1-3-3),
 *   e.g. "このカードはデッキに8枚まで入れることができる" → 8, "何枚でも" → null (any number).
 * Flags given explicitly in the input (e.g. `sample`, `suspect`) are kept and win over derived ones.
 */
import type { CardFlags, CardInput } from '../../../../catalog/src/card.js';
import type { CatalogMapping } from '../../../../catalog/src/game-info.js';
import { kindOf } from './facts.js';
import { GBF_FACTS } from './facts-schema.js';

/** "…デッキに N 枚まで入れ…" / "…デッキに何枚でも入れ…" (NFKC-normalized text). */
export function maxCopiesFromText(text: string): number | null | undefined {
  const t = text.normalize('NFKC');
  if (/デッキ(?:に|へ|には)[^。]*?(?:何枚でも|好きな枚数)/.test(t)) return null;
  const m = /デッキ(?:に|へ|には)[^。]*?(\d+)枚まで(?:入れ|含め)/.exec(t);
  return m ? Number(m[1]) : undefined;
}

export function deriveFlags(card: CardInput): CardFlags {
  const flags: CardFlags = {};
  if (kindOf({ type: card.type, extra: card.extra }) === 'captain') flags.leader = true;
  const max = maxCopiesFromText(card.text ?? '');
  if (max !== undefined) flags.maxCopies = max;
  return { ...flags, ...(card.flags ?? {}) };
}

export const mapping: CatalogMapping = { game: 'granblue-fantasy', deriveFlags, facts: GBF_FACTS }; // facts: the typed `extra` (facts-schema.ts)
