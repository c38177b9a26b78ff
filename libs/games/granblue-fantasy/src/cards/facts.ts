/**
 * Granblue Fantasy TCG: where the deck-relevant printed facts live in a CardRecord.
 *
 * - Card kind (GBF 2-11-2): `type`, as printed: 団長 (captain), 団員 (crew), 召喚石 (summon).
 *   English spellings (captain / crew / summon) are accepted too.
 * - Rank (GBF 2-4): `extra.rank` (integer). Summons have no rank (2-4-3). The game has no printed
 *   cost (costs live in effect text, 8-4-1), so `cost` is NOT read as the rank.
 * - Gender (GBF 2-1-1-3-1): `extra.gender` when given; otherwise the part of a captain card's name
 *   in ( ) / （ ）, which on captain cards is the gender.
 * - Attribute (GBF 2-2): `classOrColor` (not used by deck construction).
 * - Card kind fallback: `extra.kind` (captain / crew / summon) when `type` is not one of the above.
 * - Card No. (GBF 2-10): `extra.card_no` (as printed, rarity suffix included, e.g. SAMPLE-GBF-024G) and
 *   `extra.card_number` (without the suffix); the catalog `id` when they are absent. The format option
 *   `gbfCardNumberIdentity` picks which one the copy limit counts (see cardNoKey and deck/rules.ts).
 */
import type { CardRecord } from '../../../../catalog/src/card.js';

export type GbfKind = 'captain' | 'crew' | 'summon';

/** GBF 2-11-2: the three card kinds, as printed and in English. */
export const GBF_KIND_BY_TYPE: Readonly<Record<string, GbfKind>> = {
  団長: 'captain',
  団長カード: 'captain',
  団員: 'crew',
  団員カード: 'crew',
  召喚石: 'summon',
  召喚石カード: 'summon',
  captain: 'captain',
  leader: 'captain',
  crew: 'crew',
  summon: 'summon',
};

const nfkc = (s: string): string => s.normalize('NFKC').trim();

/** GBF 2-11: the card kind from `type` (as printed), else `extra.kind` (captain / crew / summon). */
export function kindOf(card: { type: string; extra?: Record<string, unknown> }): GbfKind | null {
  const t = nfkc(card.type ?? '');
  const k = card.extra?.['kind'];
  return GBF_KIND_BY_TYPE[t] ?? GBF_KIND_BY_TYPE[t.toLowerCase()] ?? (typeof k === 'string' ? (GBF_KIND_BY_TYPE[nfkc(k).toLowerCase()] ?? null) : null);
}

/** GBF 2-4: the printed rank, or null (summons, 2-4-3; or missing data). */
export function rankOf(card: Pick<CardRecord, 'extra'>): number | null {
  const r = card.extra?.['rank'];
  if (typeof r === 'number' && Number.isInteger(r)) return r;
  if (typeof r === 'string' && /^\d+$/.test(nfkc(r))) return Number(nfkc(r));
  return null;
}

/**
 * GBF 2-1-1-3-1: a captain card's gender is the part of its name in round brackets (the last such
 * part). `extra.gender` wins when present; non-captain cards have no gender. Returns the NFKC-normalized text, or null when none is printed.
 */
export function genderOf(card: Pick<CardRecord, 'name' | 'type' | 'extra'>): string | null {
  const g = card.extra?.['gender'];
  if (typeof g === 'string' && nfkc(g) !== '') return nfkc(g);
  // On crew and summon cards the ( ) part is a version (2-1-1-3), not a gender.
  if (kindOf(card) !== 'captain') return null;
  const m = /\(([^()]*)\)\s*$/.exec(nfkc(card.name ?? ''));
  return m && m[1].trim() !== '' ? m[1].trim() : null;
}

/** GBF 2-10-4-1: the rarity suffixes printed at the end of a card No. */
const RARITY_SUFFIX = /(\d)(?:UC|G|M|C)$/;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.normalize('NFKC').trim().toUpperCase() : null);

/**
 * The identity a copy count uses (GBF 2-10-3, 5-1-2-1, 5-1-3-1): the card No.
 * - 'with-rarity': the printed card No. with its rarity suffix: `extra.card_no`, else the catalog id.
 * - 'without-rarity': the card No. without the rarity suffix (2-10-4-2: the rarity has no game meaning):
 *   `extra.card_number`, else `extra.card_no` / the id with a trailing G / M / UC / C (after a digit) removed.
 *   So a parallel printing (another catalog id, same number, other rarity) counts with the base printing.
 */
export function cardNoKey(card: Pick<CardRecord, 'id' | 'extra'>, identity: 'with-rarity' | 'without-rarity'): string {
  const printed = str(card.extra?.['card_no']) ?? str(card.id) ?? '';
  if (identity === 'with-rarity') return printed;
  return str(card.extra?.['card_number']) ?? printed.replace(RARITY_SUFFIX, '$1');
}
