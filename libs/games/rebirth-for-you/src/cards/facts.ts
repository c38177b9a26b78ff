/**
 * Re:Birth for you card facts used by the deck rules. Flags (cards/flags.ts, including its type
 * corrections) win; the printed type is the fallback.
 */
import type { CardRecord } from '../../../../catalog/src/card.js';

export const isPartner = (c: CardRecord): boolean => c.flags?.partner ?? (c.type === 'パートナー');
export const isRebirth = (c: CardRecord): boolean => c.flags?.rebirth ?? (c.type === 'Reバース');

/**
 * シカキャラ (R4U 12.2.1, printed 「シカ CH」): type シカキャラ, or シカキャラ / シカ among the subtypes,
 * or the source type code 「シカ CH」. The catalog (data up to 2023) holds none yet.
 */
export function isShika(c: CardRecord): boolean {
  const code = typeof c.extra?.type_code === 'string' ? c.extra.type_code.replace(/\s+/g, '') : '';
  return c.type === 'シカキャラ' || c.subtypes.includes('シカキャラ') || c.subtypes.includes('シカ') || code === 'シカCH';
}

/** A character (キャラ, also シカキャラ per 12.2.1.1) that is not re-typed by a correction. */
export const isCharacter = (c: CardRecord): boolean =>
  !isPartner(c) && !isRebirth(c) && (c.type === 'キャラ' || isShika(c));

/** The five cards of a Shika pile, one each (R4U 12.2.1.3). */
export const SHIKA_PILE_NAMES = ['シカ', '共鳴 シカ', 'シカコレ シカ', '激動 シカ', 'ツノださん'] as const;
