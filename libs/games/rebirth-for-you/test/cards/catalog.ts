/** The real Re:Birth catalog (libs/catalog/data) as catalog records, and the card cases' helpers. */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../../../catalog/src/card.js';
import { toCardRecord } from '../../../../catalog/src/normalize.js';
import type { CatalogCard } from '../../../../engine/src/index.js';
import { mapping } from '../../src/cards/flags.js';
import { expectedAbilities } from './printed-forms.js';

const file = new URL('../../../../catalog/data/rebirth-for-you.cards.json', import.meta.url);
export const CARDS: CatalogCard[] = (JSON.parse(readFileSync(file, 'utf8')) as CardInput[]).map(
  (c) => toCardRecord('rebirth-for-you', c, mapping.deriveFlags) as unknown as CatalogCard,
);

export const textKey = (c: Pick<CatalogCard, 'type' | 'text'>) => `${c.type}\u0000${c.text ?? ''}`;

/** One card per distinct (kind, text) whose every line is a printed form (printed-forms.ts). */
export function formCards(): CatalogCard[] {
  const seen = new Set<string>();
  const out: CatalogCard[] = [];
  for (const c of CARDS) {
    if (!c.text || seen.has(textKey(c))) continue;
    seen.add(textKey(c));
    if (expectedAbilities(c)) out.push(c);
  }
  return out;
}

/** Every id the card cases cover: the cards sharing kind and text with a case's card. */
export function coveredByCases(): string[] {
  const keys = new Set(formCards().map(textKey));
  return CARDS.filter((c) => keys.has(textKey(c))).map((c) => c.id).sort();
}

/** Keys sorted at every level (deep equality that ignores key order is toEqual's; this is for stable output). */
export function sorted(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sorted);
  if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sorted((x as Record<string, unknown>)[k])]));
  return x;
}
