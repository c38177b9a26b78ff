/**
 * Re:Birth for you engine constants: the slug, the rules version, zone names (R4U 4), card kinds (2.2.2),
 * counters, flags, phases/steps (7, 8) and the names of the game's ability-language extension (11).
 */
export const SLUG = 'rebirth-for-you';
/** 総合ルール ver. 1.20 (2024-12-26). */
export const RULES_VERSION = 'r4u-1.20';

/** R4U 4.4–4.13, 12.2.1.4, plus `excluded` (除外 5.20 / 10.3.8: kept for the owner, 3.1.1; in no game zone). */
export const Z = {
  entry: 'entry', // エントリー 4.4
  members: 'members', // メンバー 4.5 (slot in card flag `slot`)
  energy: 'energy', // エネルギー置場 4.6
  rebirth: 'rebirth', // Reバース置場 4.7
  retire: 'retire', // リタイア置場 4.8
  deck: 'deck', // デッキ置場 4.9
  hand: 'hand', // 手札 4.10
  waitingRoom: 'waitingRoom', // 控え室 4.11
  memory: 'memory', // 思い出置場 4.12
  soul: 'soul', // 魂置場 4.13 (attachedTo the host)
  shikaPile: 'shikaPile', // シカ山置場 12.2.1.4
  excluded: 'excluded', // 除外 5.20 / 10.3.8 / 13.4.2
} as const;
export type ZoneName = (typeof Z)[keyof typeof Z];

/** Engine card kinds (facts `type`; 2.2.2). シカキャラ are characters with subtype `shika` (12.2.1.1). */
export const KIND = { character: 'character', rebirth: 'rebirth', partner: 'partner' } as const;
export const SHIKA = 'shika';

/** Counters. */
export const C = {
  /** 負っているダメージ (4.4.4) of an Entry character. */
  damage: 'damage',
  /** Player counter: member slots (4.5.3.1: 3 at the start). */
  slots: 'memberSlots',
  /** Player counter: turns this player has begun (13.3.1). */
  turns: 'turnsTaken',
  /** Team points (13.9.3) live in `data.teamPoints`. */
} as const;

/** Card flags. */
export const F = {
  /** Member slot index 0..slots-1 (4.5.3). */
  slot: 'slot',
  /** 'パートナーアタックを受けた' (8.4.3.2), read by recovery 10.3.7. */
  partnerAttacked: 'partnerAttacked',
  /** Put into energy by partner-ize (5.28); cleaned up at the end phase (7.6.5). */
  partnerized: 'partnerized',
  /** The character whose attack last damaged / partner-attacked this one (5.15.2 「リタイアさせた」). */
  damagedBy: 'damagedBy',
  /** The starting Entry card, face down until the game starts (6.2.1.2). */
  starting: 'startingEntry',
} as const;

/** Phases (7.2–7.6) and attack steps (8.2–8.5), as `turn.phase` / `turn.step` and `phase` events. */
export const PHASE = { setup: 'setup', standby: 'standby', energy: 'energy', main: 'main', attack: 'attack', end: 'end' } as const;
/** `begin`: the attack phase begins (8.2.1 アタックフェイズ開始時, once per turn, before the first start step). */
export const STEP = { begin: 'begin', start: 'start', block: 'block', damage: 'damage', close: 'close' } as const;

/** Vocabulary names: keywords (11). Condition keywords are conditions (`COND`). Spark is a trigger (`TRIG.spark`). */
export const K = {
  blocker: 'r4u.blocker', // ブロッカー 11.6 (value: reference info, e.g. a trait or name; none = any of your characters)
  cancel: 'r4u.cancel', // キャンセル 11.4 (value: the target, see CANCEL_TARGETS)
  nobishiro: 'r4u.nobishiro', // のびしろ 11.8
  deckLimit: 'r4u.deckLimit', // 6.1.2.1 deck-construction text (no effect in play)
  unchoosable: 'r4u.unchoosable', // 「相手から選ばれない」 (value opponent | opponentCharacters; rules/choosing.ts)
  hasSpark: 'r4u.hasSpark', // 「【スパーク】を持つ」: a printed 【スパーク】 ability (cards/engine-facts.ts, from the printed text)
  opponentsNoPartnerAttack: 'r4u.opponentsNoPartnerAttack', // 【永】「各ターン相手のN回目のアタックはパートナーアタックにならない」 (turn/attack.ts)
  nextAttack: 'r4u.nextAttack', // 「このターン(このキャラの|このキャラへの)次のアタック…」: value role:mark, used up by that attack (turn/attack.ts)
  opponentsNoBlocker: 'r4u.opponentsNoBlocker', // 【永】「相手は【ブロッカー】を使えない」 (turn/attack.ts validBlockers)
  noStand: 'r4u.noStand', // 「次の相手のターン中、そのキャラは【スタンド】しない」 (granted, state.ts staysRested)
  noDamage: 'r4u.noDamage', // 【永】「(各ターン相手のN回目のアタック中、)このキャラが受けるダメージを0にする」 (rules/damage.ts)
} as const;

/** Triggers. */
export const TRIG = {
  spark: 'r4u.spark', // スパーク 11.3
  placed: 'r4u.placed', // 〜に置かれた時 / 登場した時 (5.5)
  support: 'r4u.support', // サポートした時 (8.2.4.2)
  attacked: 'r4u.attacked', // アタックされた時 (8.2.4.3)
  block: 'r4u.block', // ブロックした時 (8.3.3.3, functions where the card went)
  set: 'r4u.set', // (Reバースが)セットされた時 (5.6)
  endOfTurn: 'r4u.endOfTurn', // ターン終了時に (7.6.1: once per turn)
  attackEnd: 'r4u.attackEnd', // クローズステップ開始時 / このアタックの終了時 (8.5.1)
  retired: 'r4u.retired', // リタイアした時 / リタイアさせた時 (5.15.2)
  cancelled: 'r4u.discardedToCancel', // このキャラの【キャンセル】で控え室に置かれた時 (11.4, 9.7.3.1)
} as const;

/** Conditions. */
export const COND = {
  reCombo: 'r4u.reCombo', // Reコンボ 11.5
  fullPower: 'r4u.fullPower', // 本領発揮 Lv.N 11.7
  attackRole: 'r4u.attackRole', // アタックしている / されている / サポートしている… 8.2.4.3, 8.2.4.5, 8.3.3.2
  emptySeats: 'r4u.emptySeats', // 空席 4.5.3.2.1
  checkResult: 'r4u.checkResult', // チェックに勝った / 負けた 5.25.2
  partnerAttack: 'r4u.isPartnerAttack', // this attack is a partner attack (5.23)
} as const;

/** Costs. */
export const COST = {
  energy: 'r4u.energy', // エネ① … 5.14
  moveSelf: 'r4u.moveSelf', // ［このキャラを控え室に置く］ etc.
  moveCards: 'r4u.moveCards', // ［エントリーから１枚控え室に置く］ etc.
} as const;

/** Effects. */
export const EFF = {
  stand: 'r4u.stand', // 【スタンド】する 5.3.1 (not a card that stays rested, state.ts staysRested)
  putOnEntry: 'r4u.putOnEntry',
  gainTrait: 'r4u.gainTrait', // 「(cards)は〔T〕を得る」 (2.5: a trait for the duration; the kernel's trait filter reads it)
  putOnMembers: 'r4u.putOnMembers',
  putOnEnergy: 'r4u.putOnEnergy',
  set: 'r4u.set',
  partnerize: 'r4u.partnerize',
  recover: 'r4u.recover',
  check: 'r4u.check',
  soul: 'r4u.soul',
  exclude: 'r4u.exclude',
  swap: 'r4u.swap',
  partnerAttack: 'r4u.partnerAttack',
  setDamage: 'r4u.setDamage',
  chooseModes: 'r4u.chooseModes',
  look: 'r4u.look',
} as const;

/**
 * 11.4.2 cancel targets as keyword values: what kind of play the cancel ability may intervene in.
 * `spark` any Spark; `sparkNotRebirth` a Spark not on a Re-birth card; `rebirthSpark` a Spark of a Re-birth;
 * `activated` an activated ability; `auto` any automatic ability; `character` a character card played from hand.
 */
export const CANCEL_TARGETS = ['spark', 'sparkNotRebirth', 'rebirthSpark', 'activated', 'auto', 'character'] as const;

/** Decision kinds of the game. */
export const DK = {
  main: 'r4u.main', // 7.4.2
  startStep: 'r4u.startStep', // 8.2.3 / 8.2.4
  block: 'r4u.block', // 8.3.3
  counter: 'r4u.counter', // 9.7.3 (present a cancel ability or pass)
} as const;

/** Numbers from the text. */
export const N = {
  deck: 50, // 6.1.1.1
  partners: 3, // 6.1.1.5
  startingEntryMaxCost: 2, // 6.2.1.2
  openingHand: 3, // 6.2.1.5
  slots: 3, // 4.5.3.1
  retireLoss: 7, // 10.6.2
  partnerAttackPartners: 3, // 8.2.4.4
  teamPointsToWin: 2, // 13.9.3.2
} as const;

/** Multiplayer formats (13) and the duel. */
export const MODES = ['duel', 'rumble', 'circle', 'doubleTeam', 'tripleTeam', 'doubleSeven', 'blackjack'] as const;
export type Mode = (typeof MODES)[number];
