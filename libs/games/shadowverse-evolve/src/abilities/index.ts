/**
 * Ability data for SVE cards, served with the card and snapshotted into games:
 *  1. hand-written data by card id (data/overrides.ts), used as is when present;
 *  2. otherwise the text compiler (compiler.ts): sentence templates, so every card sharing a text
 *     (parallels and reprints, `extra.same_facts_as`) gets the same data.
 * `source` on each ability lists the card-text sentences it implements (kernel splitSentences);
 * the kernel's cardStatus derives vanilla / implemented / partial / unsupported from it and the
 * coverage registry (coverage/registry.ts).
 */
import type { Ability, CatalogCard } from '../../../../engine/src/index.js';
import { compileText, type CompileResult } from './compiler.js';
import { tokenIdFor } from '../cards/tokens.js';
import { OVERRIDES } from './data/overrides.js';

const cache = new Map<string, CompileResult>();
const CACHE_LIMIT = 20_000;

/** The compiler's full result for a card (abilities, sentences, mapped and failing sentences). */
export function compileCard(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'>): CompileResult {
  const key = `${card.id}\u0000${card.type}\u0000${card.text ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const override = OVERRIDES[card.id];
  const result = override ? { ...compileText(card, tokenIdFor), abilities: override.abilities } : compileText(card, tokenIdFor);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** Ability data of a catalog card (a fresh copy; no rules abilities). */
export function abilitiesFor(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'>): Ability[] {
  return JSON.parse(JSON.stringify(compileCard(card).abilities)) as Ability[];
}

export { compileText };
