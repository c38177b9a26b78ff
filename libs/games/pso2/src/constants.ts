/**
 * PSO2 TCG engine constants: the slug, the rules version, zone names (400.2), card kinds (200.1), counters,
 * flags and the keyword names of the ability vocabulary (302).
 */
export const SLUG = 'pso2';
/** 詳細ルール Ver2.0 (2018/11/1). */
export const RULES_VERSION = 'pso2-2.0';

/** PSO2 400.2 zones, plus `removed` (協力レイドバトル: a dropped-out player's cards are removed from the game). */
export const Z = {
  player: 'player',
  mag: 'mag',
  deck: 'deck',
  hand: 'hand',
  field: 'field',
  pp: 'pp',
  discard: 'discard',
  resolution: 'resolution',
  removed: 'removed',
} as const;

/** Engine card kinds (200.1, + the raid boss card). */
export const KIND = {
  player: 'player',
  character: 'character',
  mag: 'mag',
  active: 'active',
  item: 'item',
  boss: 'boss',
} as const;

/** Item / Active subtypes (205.2, 204.2). */
export const SUB = { weapon: 'weapon', armor: 'armor', attach: 'attach' } as const;

/** Counters on cards and players. */
export const C = {
  /** Damage on a character (214.3: printed HP unchanged). */
  damage: 'damage',
  /** Damage received this turn while in the front row (213.3.1). */
  damageFront: 'damageFront',
  /** Damage received this turn while in the back row (213.3.2). */
  damageBack: 'damageBack',
  /** Raid boss life (協力レイドバトル: ライフ). */
  life: 'life',
  /** Characters the player put onto the field this turn (for 「このターンに…場に出していない」). */
  entered: 'enteredThisTurn',
} as const;

/** Card flags. */
export const F = {
  /** 'front' | 'back' (403.1.4: one zone, two rows). */
  row: 'row',
  /** Clock value when the card was put in the back row (raid boss attack order). */
  backAt: 'backAt',
  /** 攻撃中 (506.4.1). */
  attacking: 'attacking',
  /** 交戦状態 (506.5.1). */
  engaged: 'engaged',
} as const;

/** Vocabulary names (the game's ability-language extension). */
export const K = {
  warCry: 'pso2.warCry', // ウォークライ 302.1b
  ambush: 'pso2.ambush', // 奇襲 302.6
  rapidFire: 'pso2.rapidFire', // 連続射撃 302.7
  snipe: 'pso2.snipe', // 狙撃 302.8
  erosion: 'pso2.erosion', // 侵食 302.10
  proliferate: 'pso2.proliferate', // 増殖 302.11
  chainAttack: 'pso2.chainAttack', // 連撃 302.5
  pierce: 'pso2.pierce', // 貫通X (Gloss)
  main: 'pso2.main', // 【Main】 (Gloss)
  attach: 'pso2.attach', // 付与 204.2.2
  equip: 'pso2.equip', // 装備先 205.4
  equipSlots: 'pso2.equipSlots', // 【装備枠 X】 205.4.4.1
  costX: 'pso2.costX', // コストX 209.3
  deckLimit: 'pso2.deckLimit', // ルール: N枚まで 100.3.2
} as const;

/** Flag modifiers. */
export const FLAG = {
  frozen: 'pso2.frozen', // フリーズ 301.3
} as const;

/** Stats read through statOf. */
export const STAT = { attack: 'attack', hp: 'hp', reduce: 'damageReduction', armor: 'defense' } as const;

/** Decision kind of the action right (行動権, 103.6). */
export const PRIORITY = 'pso2.priority';

/** 402.3 hand limit, 102.4 opening hand, 302.7 rapid-fire targets, 205.4.4 slots. */
export const N = { handLimit: 7, openingHand: 5, rapidFireTargets: 2, weaponSlots: 1, armorSlots: 3 } as const;
