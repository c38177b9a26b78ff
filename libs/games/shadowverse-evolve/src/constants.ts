/**
 * Shadowverse Evolve engine constants: zone names (SVE 4), player counters (SVE 3.2, 3.3, 4.4.4,
 * 4.7.3, 4.8.3), printed kinds (SVE 2.3) and the keyword names of the ability vocabulary (SVE 12).
 */
export const SLUG = 'shadowverse-evolve';
/** Rules version stamp (総合ルール ver 1.26.1, 2026-06-09). */
export const RULES_VERSION = 'sve-1.26.1';

/** Zone names (SVE 4.3–4.12). */
export const Z = {
  leader: 'leader',
  field: 'field',
  deck: 'deck',
  evolveDeck: 'evolveDeck',
  hand: 'hand',
  ex: 'exArea',
  cemetery: 'cemetery',
  banished: 'banished',
  resolution: 'resolution',
  evolveArea: 'evolveArea',
  /** 出走領域 (SVE 4.13; Uma Musume 14.2): 『にんじん』 linked to the follower that ate them. */
  race: 'raceArea',
  /** ドライブ領域 (SVE 4.14; Vanguard 14.4.9): 『ドライブポイント』 linked to the follower that rode. */
  drive: 'driveArea',
  /** トリガー領域 (SVE 4.15; Vanguard 14.4.5): the card of a drive check while it is checked. */
  trigger: 'triggerArea',
  /** イクイップメント領域 (SVE 4.16; Princess Connect 14.5.2): equipment tokens linked to the follower equipping them. */
  equipment: 'equipmentArea',
} as const;

/** Titles with section-14 rules (NFKC, SVE 2.13). */
export const TITLE = {
  umamusume: 'ウマ娘 プリティーダービー',
  cinderella: 'アイドルマスター シンデレラガールズ',
  vanguard: 'カードファイト!! ヴァンガード',
  princonne: 'プリンセスコネクト!Re:Dive',
} as const;

/** The magic item token put into the EX area at setup (14.3.1.2): キュートイヤリング, one of the 『魔法のアイテム』. */
export const MAGIC_ITEM_TOKEN = 'CP02-T01';

/** 『ドライブポイント』 (SVE 14.4.9.2). */
export const DRIVE_POINT = 'ドライブポイント';

/** 『にんじん』 (SVE 14.2.1.1): the evolve-deck card that eating puts into the race area. */
export const CARROT = 'にんじん';

/** Player counters. */
export const C = {
  pp: 'pp',
  maxPp: 'maxPp',
  ep: 'ep',
  sep: 'sep',
  /** Leader health (SVE 2.8.3.1, 6.2.1.12); damage to the leader lowers it (5.14.1). */
  health: 'health',
  /** 経過ターン数 (SVE 3.3). */
  turns: 'turns',
  handLimit: 'handLimit',
  fieldLimit: 'fieldLimit',
  exLimit: 'exLimit',
} as const;

/** Printed kinds (SVE 2.3.2) as the catalog spells them. */
export const KIND = {
  leader: 'リーダー',
  follower: 'フォロワー',
  amulet: 'アミュレット',
  spell: 'スペル',
  crest: 'クレスト',
  equipment: 'イクイップメント',
} as const;

export const SPECIAL = { evolve: 'エボルヴ', advance: 'アドバンス', token: 'トークン' } as const;

/** Keyword names in the ability language (SVE 12). */
export const K = {
  quick: 'sve.quick',
  ward: 'sve.ward',
  storm: 'sve.storm',
  rush: 'sve.rush',
  assail: 'sve.assail',
  intimidate: 'sve.intimidate',
  drain: 'sve.drain',
  bane: 'sve.bane',
  aura: 'sve.aura',
  ignoreWard: 'sve.ignoreWard',
  entersEngaged: 'sve.entersEngaged',
  stack: 'sve.stack',
  cannotAttack: 'sve.cannotAttack',
  /** 「これは自分のスタートフェイズにスタンドしない」: 7.2.3 does not stand it. */
  noStand: 'sve.noStand',
  cannotAttackLeader: 'sve.cannotAttackLeader',
  noPlayFromEx: 'sve.noPlayFromEx',
  noPlayOwnTurn: 'sve.noPlayOwnTurn',
  noAbilityDamage: 'sve.noAbilityDamage',
  noDestroyByAbility: 'sve.noDestroyByAbility',
  tokenInfo: 'sve.tokenInfo',
  /** ドライブ (SVE 14.4.7): no effect of its own; gained once per card (14.4.7.3). */
  drive: 'sve.drive',
  /** 【シングルドライブ】 / 【ツインドライブ】 (SVE 14.4.6): 【攻撃時】 one / two drive checks. */
  singleDrive: 'sve.singleDrive',
  twinDrive: 'sve.twinDrive',
  /** 【スタートアミュレット】 (SVE 14.4.4): a deck rule (one name, 14.4.4.1.1) and the Vanguard start (14.4.3.1). */
  startAmulet: 'sve.startAmulet',
  /** The collab name 『魔法のアイテム』 (SVE 2.14, 14.3.1.1) of the Cinderella Girls item tokens. */
  magicItem: 'sve.magicItem',
  /** A rule printed on an EP / SEP marker card (value: the rule number; implemented by the rules). */
  markerRule: 'sve.markerRule',
  /** 『にんじん』's printed rule (14.2.1.1, 14.2.3.1): the card is used by eating. */
  carrot: 'sve.carrot',
  deckRule: 'sve.deckRule',
} as const;

/** Numeric pseudo-stats read through the kernel's statOf (printed value in facts.extra, or 0). */
export const STAT = {
  attack: 'attack',
  health: 'defense',
  cost: 'cost',
  evolveCost: 'evolveCost',
  /** Damage this card deals +N (a replacement effect, SVE 5.14.2 / 10.2.1.3.2). */
  damageDealt: 'damageDealt',
  /** Damage this card deals with abilities +N. */
  abilityDamageDealt: 'abilityDamageDealt',
  /** Damage this card takes −N (SVE 5.14.2). */
  damageTaken: 'damageTaken',
} as const;

/** Counter names on cards (SVE 15.1): stack counters of 【スタック】 (13.3.2). */
export const STACK_COUNTER = 'stack';

export const DEFAULT_LIMITS = { hand: 7, field: 5, ex: 5 } as const;
export const MAX_PP_CAP = 10;
export const START_HEALTH = 20;
export const OPENING_HAND = 4;
