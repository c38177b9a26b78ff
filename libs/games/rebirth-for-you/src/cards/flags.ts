/**
 * Re:Birth for you catalog mapping: deck-construction flags derived from a CardInput at import.
 *
 * - rebirth : type Reバース (R4U 2.2.2.2; at most 8 per main deck, 6.1.1.3)
 * - partner : type パートナー (R4U 2.2.2.3; exactly 3, never in the main deck, 6.1.1.4-5)
 * - maxCopies: the card's own construction text (R4U 6.1.2.1 replaces 6.1.1.2). The catalog's only form is
 *   「【永】：このキャラはデッキに４枚より多く入れてよい。」 (any number: null); 「デッキにN枚まで入れ…」
 *   would give N and 「何枚でも」 null.
 * - suspect : `extra.suspect` of the import (data README), joined.
 * - CORRECTIONS: records whose printed type in the source is demonstrably wrong (see below).
 */
import type { CardFlags, CardInput } from '../../../../catalog/src/card.js';
import type { CatalogMapping } from '../../../../catalog/src/game-info.js';
import { R4U_FACTS } from './facts-schema.js';

const MORE_THAN_FOUR = /この(?:キャラ|カード|Reバース)はデッキに[4４]枚より多く入れてよい/;
const ANY_NUMBER = /この(?:キャラ|カード|Reバース)はデッキに何枚でも入れ/;
const UP_TO = /この(?:キャラ|カード|Reバース)はデッキに([0-9０-９]+)枚まで入れ/;

/** The copy limit a card's own text sets: a number, null (no limit), or undefined (none). */
export function maxCopiesFromText(text: string | null | undefined): number | null | undefined {
  if (!text) return undefined;
  if (MORE_THAN_FOUR.test(text) || ANY_NUMBER.test(text)) return null;
  const m = UP_TO.exec(text);
  return m ? Number(m[1].normalize('NFKC')) : undefined;
}

/**
 * Type corrections (data defects listed in the data README, decided here):
 * - KS/002B-091, KS/002B-093: typed キャラ in the source but no cost/ATK/DEF, Re-birth rarity, and the
 *   text says 「このReバースがセットされた時」 -> treated as Re-birth cards (they count toward the 8).
 * - KGND/001B-079[VA]: typed パートナー but has ATK 6 / DEF 7 and 【のびしろ】, rarity C -> treated as a
 *   character (not a partner).
 */
export const CORRECTIONS: Record<string, { flags: CardFlags; why: string }> = {
  'KS/002B-091': { flags: { rebirth: true }, why: 'typed キャラ in the source; text and rarity show a Re-birth card, treated as Re-birth' },
  'KS/002B-093': { flags: { rebirth: true }, why: 'typed キャラ in the source; text and rarity show a Re-birth card, treated as Re-birth' },
  'KGND/001B-079[VA]': { flags: { partner: false }, why: 'typed パートナー in the source but has ATK/DEF and 【のびしろ】, treated as a character' },
};

export function deriveFlags(card: CardInput): CardFlags {
  const code = typeof card.extra?.type_code === 'string' ? card.extra.type_code : '';
  const flags: CardFlags = {};
  if (card.type === 'Reバース' || code === 'RE') flags.rebirth = true;
  if (card.type === 'パートナー' || code === 'PA') flags.partner = true;
  const max = maxCopiesFromText(card.text);
  if (max !== undefined) flags.maxCopies = max;
  const suspect = card.extra?.suspect;
  const notes: string[] = Array.isArray(suspect) ? suspect.map(String) : typeof suspect === 'string' ? [suspect] : [];
  const fix = CORRECTIONS[card.id];
  if (fix) {
    Object.assign(flags, fix.flags);
    notes.push(`corrected: ${fix.why}`);
  }
  if (notes.length) flags.suspect = notes.join('; ');
  return flags;
}

export const mapping: CatalogMapping = { game: 'rebirth-for-you', deriveFlags, facts: R4U_FACTS }; // facts: the typed `extra` (facts-schema.ts)
