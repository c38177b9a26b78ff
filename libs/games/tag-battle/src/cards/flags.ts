/**
 * Tag-battle catalog mapping: deck-construction flags derived from a CardInput at import.
 * - maxCopies: C-1 "unless a card says otherwise" (特別な表記): 「このカードはデッキに何枚でも入れることができる」
 *   -> null (any number); 「このカードはデッキにN枚まで入れることができる」 -> N.
 * - sample: the catalog is written for this project (source `sample:…` or extra.sample).
 * There is no leader card type (leaders are ordinary non-tag characters chosen from the deck, C-6), so
 * `leader` is never set; the rules mention no tokens.
 */
import type { CardFlags, CardInput } from '../../../../catalog/src/card.js';
import type { CatalogMapping } from '../../../../catalog/src/game-info.js';
import { TAG_FACTS } from './facts-schema.js';

const ANY_NUMBER = /この(?:カード|キャラクター)はデッキに何枚でも入れ/;
const UP_TO = /この(?:カード|キャラクター)はデッキに([0-9０-９]+)枚まで入れ/;

export function maxCopiesFromText(text: string | null | undefined): number | null | undefined {
  if (!text) return undefined;
  if (ANY_NUMBER.test(text)) return null;
  const m = UP_TO.exec(text);
  return m ? Number(m[1].normalize('NFKC')) : undefined;
}

export function deriveFlags(card: CardInput): CardFlags {
  const flags: CardFlags = {};
  const max = maxCopiesFromText(card.text);
  if (max !== undefined) flags.maxCopies = max;
  if ((card.source ?? '').startsWith('sample:') || card.extra?.sample === true) flags.sample = true;
  return flags;
}

export const mapping: CatalogMapping = { game: 'tag-battle', deriveFlags, facts: TAG_FACTS }; // facts: the typed `extra` (facts-schema.ts)
