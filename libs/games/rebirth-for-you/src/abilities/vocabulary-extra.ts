/**
 * The Re:Birth for you words of the ability language that the card-text compiler (compiler.ts) emits, declared
 * here (description + parameter schema) until the rules engine (`vocabulary.ts`, branch r4u) adopts them with
 * their behaviour. Everything else the compiler emits is kernel vocabulary (docs/engine.md §1.10): `draw`,
 * `move`, `modify`, `tap`, `untap`, `optional`, `if`, `sequence`, `chooseOne`, `grantKeyword`, conditions `count`,
 * `and`, `turn`, costs `discard`, `tap`, `tapSelf`, `sacrificeSelf`; triggers `onAttack`, `onEnter`, `onLeave`, `onPhase`.
 *
 * Zone names (digest E.2): entry, member, energy, rebirth, retire, deck, hand, waitingRoom, memory, soul.
 * Stats: attack, defense (R4U 5.17.1: 「+A/+B」 is two `modify` steps, ATK first).
 * Event cards: in `r4u.support` (「このキャラがサポートした時」) the event card is the supported character (the
 * attacker) and the event source the supporter; in `r4u.supported` the event card is this card, the source the
 * supporter; in `r4u.block` the event card is the attacker being blocked; in `r4u.retired` the retired character.
 */
import type { JsonSchema } from '../../../../engine/src/abilities/vocabulary.js';

export interface Declared {
  description: string;
  params: Record<string, JsonSchema>;
  required?: string[];
}

const selector: JsonSchema = { $ref: '#/$defs/selector' };
const effect: JsonSchema = { $ref: '#/$defs/effect' };
const amount: JsonSchema = { $ref: '#/$defs/amount' };
const filter: JsonSchema = { $ref: '#/$defs/cardFilter' };
const duration: JsonSchema = { $ref: '#/$defs/duration' };
const zone: JsonSchema = { $ref: '#/$defs/zoneName' };
const playerRef: JsonSchema = { $ref: '#/$defs/playerRef' };

/** The R4U zone names the compiler writes (the engine's zone specs must carry these names). */
export const R4U_ZONE_NAMES = ['entry', 'member', 'energy', 'rebirth', 'retire', 'deck', 'hand', 'waitingRoom', 'memory', 'soul'] as const;

export const R4U_TRIGGERS: Record<string, Declared> = {
  'r4u.spark': { description: '【スパーク】 (R4U 11.3.2): this card was put from the deck into the Entry area by the Entry process (10.5); for a Re-birth card, revealed by it and set (10.5.1.2).', params: {} },
  'r4u.support': { description: 'This card supported (8.2.4.3, 5.18.1); `filter`: the supported character must match. Event card: the supported character.', params: { filter } },
  'r4u.supported': { description: 'This card was supported (8.2.4.3); `filter`: the supporter must match. Event source: the supporter.', params: { filter } },
  'r4u.block': { description: 'This card blocked (8.3.3.1); `filter`: the blocked attacker must match. Event card: the attacker.', params: { filter } },
  'r4u.retired': { description: 'This card retired an opponent\'s character (5.15.2: damage or partner attack by its attack or ability, retired in the recovery process right after). Event card: the retired character.', params: {} },
  'r4u.placed': {
    description: 'This card was put into `zone` (entry or member), from `from` or from anywhere but `notFrom` (「手札から」「デッキ以外から」「エントリー以外から」).',
    params: { zone, from: zone, notFrom: zone },
    required: ['zone'],
  },
  'r4u.attackEnd': { description: 'At the end of this card\'s attack (the close step, 8.5).', params: {} },
};

export const R4U_EFFECTS: Record<string, Declared> = {
  'r4u.payToDo': { description: '「(A)することで、(B)」: the controller may do A (only when A can be done in full, 9.5.2.2); if done, B.', params: { pay: effect, then: effect }, required: ['pay', 'then'] },
  'r4u.payEnergy': { description: 'Pay N energy (「エネ②する」, 5.14.1: rest N standing cards of your Energy area, partners included).', params: { amount: { type: 'integer', minimum: 0 } }, required: ['amount'] },
  'r4u.deckTop': {
    description: 'Put the top N cards of your deck into a zone (「自分のデッキの上からN枚(zone)に置く」, one at a time, 4.9.3); `upTo`: 0..N; `tapped`: 【レスト】で.',
    params: { count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, to: zone, tapped: { type: 'boolean' }, bind: { type: 'string' } },
    required: ['count', 'to'],
  },
  'r4u.place': {
    description: 'Put characters into the Entry area or a member slot (「エントリーに置く」「(空席の)メンバーに置く」; an occupied slot sends its character to the waiting room, 4.5.3.3; `emptySlot`: only an empty seat).',
    params: { target: selector, to: { enum: ['entry', 'member'] }, emptySlot: { type: 'boolean' }, tapped: { type: 'boolean' } },
    required: ['target', 'to'],
  },
  'r4u.setRebirth': { description: 'Set Re-birth cards (5.6.1) chosen from a zone (default: your waiting room).', params: { from: zone, count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, filter }, required: ['count'] },
  'r4u.recover': { description: 'Recover N (5.16.1): choose N cards of your Retire area and put them into your waiting room.', params: { amount }, required: ['amount'] },
  'r4u.swap': { description: 'Swap two cards (5.12): each goes to the other\'s zone (and slot) at once; nothing happens if either cannot.', params: { a: selector, b: selector }, required: ['a', 'b'] },
  'r4u.endPhase': { description: 'End the current phase (「このフェイズを終了する」).', params: {} },
  'r4u.check': { description: 'Check (5.25): the top card of your deck to your waiting room; win with a Re-birth card or a character whose ATK beats the opponent\'s Entry character. `bind` keeps the result.', params: { bind: { type: 'string' } } },
  'r4u.lookHand': { description: 'Look at a player\'s whole hand (「相手の手札をすべて見る」).', params: { player: playerRef } },
  'r4u.noBlocker': { description: '「相手は【ブロッカー】を使えない」 for the duration (11.6).', params: { duration } },
};

export const R4U_CONDITIONS: Record<string, Declared> = {
  'r4u.attackNumber': {
    description: '「各ターン(このキャラの)(相手の)N回目のアタック中」: an attack is in progress and it is the N-th attack of this turn (of this card when `self`; made by the opponent when `side: opponent`).',
    params: { n: { type: 'integer', minimum: 1 }, self: { type: 'boolean' }, side: { enum: ['you', 'opponent'] } },
    required: ['n'],
  },
  'r4u.moreRetired': { description: '「あなたのリタイアが相手より多いなら」: your Retire area holds more cards than the opponent\'s.', params: {} },
  'r4u.checkWon': { description: 'The check bound to `var` was won (5.25.2).', params: { var: { type: 'string' }, won: { type: 'boolean' } }, required: ['var', 'won'] },
};

export const R4U_COSTS: Record<string, Declared> = {
  'r4u.energy': { description: 'Pay N energy (［エネN］, 5.14: rest N standing cards of your Energy area, partners included).', params: { amount: { type: 'integer', minimum: 0 } }, required: ['amount'] },
  'r4u.moveSelf': { description: 'Put this card into a zone (［このキャラをデッキの下に置く］, ［…エネルギーに【レスト】で置く］).', params: { to: zone, position: { enum: ['top', 'bottom'] }, tapped: { type: 'boolean' } }, required: ['to'] },
  'r4u.revealSelf': { description: 'Reveal this card (［このキャラを公開する］, a hand ability).', params: {} },
};

export const R4U_KEYWORDS: Record<string, { description: string; valued?: boolean }> = {
  'r4u.spark': { description: '【スパーク】 printed (11.3); its effect is the card\'s `r4u.spark` triggered ability.' },
  'r4u.cancel': { description: '【キャンセル】：(target) (11.4); value: `spark-non-rebirth` (Reバース以外の【スパーク】) or `spark-or-cancel`.', valued: true },
  'r4u.blocker': { description: '【ブロッカー】 (11.6); value: `trait:X`, `name:X` (several joined by `|`) when it protects only those characters.', valued: true },
  'r4u.nobishiro': { description: '【のびしろ】 (11.8): does nothing by itself.' },
  'r4u.unchoosable': { description: '「相手から選ばれない」 (value `opponent`) / 「相手のキャラから選ばれない」 (value `opponentCharacters`).', valued: true },
};
