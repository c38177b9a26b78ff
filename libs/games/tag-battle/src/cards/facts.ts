/** Tag-battle card facts for the deck rules (record shape: docs/games/tag-battle.md). */
import type { CardRecord } from '../../../../catalog/src/card.js';

const kind = (c: CardRecord): string | undefined => (typeof c.extra?.kind === 'string' ? c.extra.kind : undefined);

/** A tag character (S2-1: a kind of character card): extra.kind 'tag', or subtype タッグ. */
export const isTag = (c: CardRecord): boolean =>
  kind(c) === 'tag' || c.subtypes.includes('タッグ') || c.type === 'タッグキャラクター';

/** A character card that is not a tag. */
export const isCharacter = (c: CardRecord): boolean =>
  !isTag(c) && (kind(c) === 'character' || (kind(c) === undefined && c.type === 'キャラクター'));

/** May be a leader (C-6, S2-10): a non-tag character not marked `extra.leader_eligible: false`. */
export const leaderEligible = (c: CardRecord): boolean => isCharacter(c) && c.extra?.leader_eligible !== false;

/** Character identity for "same character" (S1-2, D-24): extra.character_key, else the name. */
export function characterKey(c: CardRecord): string {
  const k = c.extra?.character_key ?? c.extra?.characterKey;
  return (typeof k === 'string' && k ? k : c.name).normalize('NFKC');
}
