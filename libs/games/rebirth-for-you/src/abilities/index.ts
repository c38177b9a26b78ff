/**
 * Ability data of Re:Birth for you cards: compiled from the printed text (compiler.ts, grammar/), one result per
 * distinct text. `source` on each ability lists the sentences it implements (kernel splitSentences); the kernel's
 * cardStatus derives the card's status from it and the tested-card registry (coverage/registry.ts).
 */
import type { Ability, CatalogCard } from '../../../../engine/src/index.js';
import { compileText, type CompileResult } from './compiler.js';

const cache = new Map<string, CompileResult>();
const CACHE_LIMIT = 20_000;

/** The compiler's full result for a card (abilities, sentences, mapped sentences, failures). */
export function compileCard(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'> & { flags?: CatalogCard['flags'] }): CompileResult {
  // the corrected kind (cards/flags.ts CORRECTIONS: a Re-birth card typed キャラ in the source) decides 9.4.5.1
  const type = (card.flags as { rebirth?: unknown } | undefined)?.rebirth === true ? 'Reバース' : card.type;
  const key = `${type}\u0000${card.text ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = compileText({ ...card, type });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** Ability data of a catalog card (a fresh copy). */
export function abilitiesFor(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'> & { flags?: CatalogCard['flags'] }): Ability[] {
  return JSON.parse(JSON.stringify(compileCard(card).abilities)) as Ability[];
}

export { compileText };
export { compileVocabulary } from './schema.js';
