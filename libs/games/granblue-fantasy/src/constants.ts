/**
 * Granblue Fantasy TCG engine constants: zone names (GBF 3), card kinds (2-11), numbers of the rules
 * (5-1, 5-2, 6-2, 3-6-3, 10-4-3-3-1) and the names of the game's events and ability vocabulary.
 */
export const SLUG = 'granblue-fantasy';
/** Rules version stamp: the 総合ルール as served by the official web page (no printed version or date). */
export const RULES_VERSION = 'gbf-web-unversioned-1';

/**
 * Zone names (GBF 3). The captain area (3-5) is two kernel zones: `captain` holds the one present captain
 * (the face-up top card, 10-2-1-1: its abilities function, 2-5-2) and `captainDeck` the rest of the captain
 * deck (face down: the owner may look, 3-5-3; former captains face up: public, 3-5-2). Level cards (3-6-3-1)
 * are face-down cards in `level`, attached (`attachedTo`) to the crew member they are under: they do not
 * count toward the 3 crew and their information is void (no abilities function there).
 */
export const Z = {
  deck: 'deck',
  hand: 'hand',
  ougi: 'ougi',
  captain: 'captain',
  captainDeck: 'captainDeck',
  crew: 'crew',
  level: 'level',
  crystal: 'crystal',
  armor: 'armor',
} as const;

/** Printed card kinds (2-11-2), as the catalog stores them in `type`. */
export const KIND = { captain: '団長', crew: '団員', summon: '召喚石' } as const;

export const N = {
  /** 5-2-1-5 opening hand. */
  openingHand: 5,
  /** 5-2-1-6 armor cards. */
  armor: 5,
  /** 6-2-5 cards drawn in the start phase. */
  startDraw: 2,
  /** 3-6-3 crew members present at most. */
  crewMax: 3,
  /** 10-4-3-3-1 HP and ATK per level card. */
  levelBonus: 2,
  /** 5-2-1-7 the rank of the opening captain. */
  openingCaptainRank: 0,
} as const;

/** Game events (besides the kernel's moved / drew / damage / tapped / phase ...). */
export const EV = {
  deployed: 'gbf.deployed',
  jobChanged: 'gbf.jobChanged',
  limitBroken: 'gbf.limitBroken',
  timing: 'gbf.timing',
  defeated: 'gbf.defeated',
  armorBroken: 'gbf.armorBroken',
  summoned: 'gbf.summoned',
  chainBurst: 'gbf.chainBurst',
  flipped: 'gbf.flipped',
} as const;

/** The moments of 「…開始時」 / 「ターン終了時」 triggers (6-2-2, 6-3-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1, 6-5-1-1, 6-5-1-3). */
export const TIMINGS = ['turnStart', 'mainStart', 'battleStart', 'attackStep', 'counterStep', 'damageStep', 'burstStart', 'turnEnd'] as const;
export type Timing = (typeof TIMINGS)[number];

/** Keywords of the vocabulary. */
export const K = {
  /** 10-18 【アシスト】: an activated ability usable only from hand (the ability carries `zones: ['hand']`). */
  assist: 'gbf.assist',
  /** 5-1-3-3 a 【永続効果】 about deck construction (applied by the deck rules, no effect in play). */
  deckRule: 'gbf.deckRule',
} as const;

/** The six attributes (2-2-1-1; the icons were lost in the text, the sample catalog uses the Granblue elements). */
export const ATTRIBUTES = ['火', '水', '土', '風', '光', '闇'] as const;

/** Card counters used for chips (10-16): `chip:<name>`, e.g. `chip:HP+1`, `chip:ATK-2`, `chip:rank+1`, `chip:魔力`. */
export const CHIP_PREFIX = 'chip:';
/** Card counter holding accumulated damage under the option gbfDamage = 'accumulate-turn'. */
export const DAMAGE_COUNTER = 'damage';

/** Stats read with the kernel's statOf. HP = `defense`, ATK = `attack`, rank = `cost` (engine facts, cards/engine-facts.ts). */
export const STAT = {
  hp: 'defense',
  atk: 'attack',
  rank: 'cost',
  /** 9-2-1-3-2 damage increases on the card receiving damage. */
  damageTakenPlus: 'damageTakenPlus',
  /** 9-2-1-3-3 damage reductions on the card receiving damage. */
  damageTakenMinus: 'damageTakenMinus',
  /** 9-2-1-3-2 damage increases on the card dealing damage. */
  damageDealtPlus: 'damageDealtPlus',
} as const;
