/**
 * Names shared by the tag-battle rules engine: zones, card kinds, stats, counters and flags. Rule ids
 * (`S8-2`, `C-7`, `D-13`) are the digest's (../shared/rules/tag-battle.md), cited as `TB <id>`.
 */
export const SLUG = 'tag-battle';
/** The rules the engine implements: seed chapter 8 + the digest's companion rules and defaults. */
export const RULES_VERSION = 'tb-setsumei8-digest-1';

export const Z = {
  deck: 'deck', // 山札 (hidden, ordered)
  hand: 'hand', // 手札 (owner)
  discard: 'discard', // 捨て札置き場 (public, C-5)
  ko: 'koZone', // 被撃墜キャラ置き場 (public, S8-4)
  characters: 'characters', // characters, tags and both leaders on the main/sub field (D-8: one area)
  battleCards: 'battleCards', // battle cards in the main (≤3) or sub (≤2) field: flag `area` (S4-2)
  equipment: 'equipment', // items equipped to a character or battle card (attachedTo the host; the item's owner's zone, S3-11)
  fieldItems: 'fieldItems', // items equipped to the field (S3-9/10, E9: the field zone)
  fieldCard: 'fieldCard', // field cards in play (shared, D-12)
  resolving: 'resolving', // cards declared and not yet resolved (shared, public: D-23 simultaneous declarations)
} as const;

/** Card kinds (`extra.kind`). */
export const KIND = {
  character: 'character',
  tag: 'tag',
  battle: 'battle',
  item: 'item',
  instant: 'instant',
  field: 'field',
} as const;

/** The five stats (digest §4.5: the list is in a missing chapter; Leaf Fight's names). */
export const STATS = ['力', '早', '賢', '根', '感'] as const;
/** Attack / defence modifiers [攻±] [防±] (S8, step F, 元・粛正者): pseudo stats read only by the battle values. */
export const ATK = '攻';
export const DEF = '防';
/** Printed HP (S8-3) as a stat, so items such as 「HP+1」 modify it. */
export const HP = 'hp';
/** Damage counters (S8-3). */
export const DAMAGE = 'damage';

/** Card counters marking the battle participants (public; removed when the battle ends). */
export const CHALLENGER = 'challenger';
export const CHALLENGED = 'challenged';

/** Card flags. */
export const F = {
  leader: 'leader', // 'main' | 'sub' (C-6)
  area: 'area', // battle cards: 'main' | 'sub' (S4-2)
  enteredTurn: 'enteredTurn',
} as const;

/** Player flags (public). */
export const P = {
  pool: 'pool', // leftover cost points of this turn (C-9): [{attrs: string[]}]
  subFieldFallen: 'subFieldFallen', // C-6, D-7
  koCount: 'koCount', // characters of this player KO'd (D-6)
  drewFromEmpty: 'drewFromEmpty', // C-7 / D-17: loses at the next check
  mulliganDone: 'mulliganDone',
} as const;

/** Duration markers the engine expires. */
export const END_OF_BATTLE = 'endOfBattle';

/** Move reasons (triggers read them). */
export const REASON = { ko: 'ko', koBattle: 'koBattle' } as const;

/** Decision kinds of the game. */
export const D = {
  main: 'tag.main',
  window: 'tag.window',
  pay: 'tag.pay',
} as const;

/** Battle steps of the seed (S8 A–J). */
export type Step = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J';
