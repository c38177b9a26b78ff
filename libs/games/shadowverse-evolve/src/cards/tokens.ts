/** Token name → catalog id for a creating card (SVE 9.1.2.3): the creating set's printing, else the canonical one. */
import { TOKEN_TABLE } from './tokens.generated.js';
import { setOf, type TokenEntry } from './token-table.js';
import { MAGIC_ITEM_TOKEN } from '../constants.js';

export function tokenIdFor(name: string, creatingCardId: string, table: Record<string, TokenEntry> = TOKEN_TABLE): string | null {
  // 『魔法のアイテム』 is a collab name (SVE 2.14, 14.3.1.1) the item tokens print besides their own names
  if (name === '魔法のアイテム') return MAGIC_ITEM_TOKEN;
  const e = table[name];
  if (!e) return null;
  return e.bySet[setOf(creatingCardId)] ?? e.id;
}

export { TOKEN_TABLE };
