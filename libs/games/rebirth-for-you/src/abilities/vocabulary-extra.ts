/**
 * Re:Birth words the card-text compiler (compiler.ts) emits that the engine's vocabulary (vocabulary.ts) does not
 * have yet: declared here (description + parameter schema) for the engine to adopt with their behaviour. Until it
 * does, a card whose data uses one of them validates (schema.ts) but the engine cannot run it; the names are listed
 * in /work/helpers/notes/r4u-cards.md for the engine helper. Everything else the compiler writes is the engine's
 * vocabulary (vocabulary.ts, constants.ts) or the kernel's.
 */
import type { JsonSchema } from '../../../../engine/src/abilities/vocabulary.js';

export interface Declared {
  description: string;
  params: Record<string, JsonSchema>;
  required?: string[];
}

const effect: JsonSchema = { $ref: '#/$defs/effect' };
const filter: JsonSchema = { $ref: '#/$defs/cardFilter' };
const duration: JsonSchema = { $ref: '#/$defs/duration' };
const zone: JsonSchema = { $ref: '#/$defs/zoneName' };

export const EXTRA_TRIGGERS: Record<string, Declared> = {
  'r4u.supported': { description: '「このキャラが(X に)サポートされた時」 (8.2.4.2): this card attacked with a supporter; `filter`: the supporter must match.', params: { filter } },
};

export const EXTRA_EFFECTS: Record<string, Declared> = {
  'r4u.payToDo': { description: '「(A)することで、(B)」: the controller may do A (only when A can be done in full, 9.5.2.2); if done, B.', params: { pay: effect, then: effect }, required: ['pay', 'then'] },
  'r4u.payEnergy': { description: 'Pay N energy inside an effect (「エネ②する」, 5.14.1: rest N standing cards of your energy area, partners included).', params: { amount: { type: 'integer', minimum: 0 } }, required: ['amount'] },
  'r4u.deckTop': {
    description: 'Put the top N cards of your deck into a zone (「自分のデッキの上からN枚(zone)に置く」, one at a time from the top, 4.9.3); `upTo`: 0..N; `rest`: 【レスト】で (energy: face down, 4.6.2).',
    params: { count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, to: zone, rest: { type: 'boolean' } },
    required: ['count', 'to'],
  },
  'r4u.endPhase': { description: 'End the current phase (「このフェイズを終了する」).', params: {} },
  'r4u.noBlocker': { description: '「相手は【ブロッカー】を使えない」 for the duration (11.6).', params: { duration } },
};

export const EXTRA_CONDITIONS: Record<string, Declared> = {
  'r4u.attackNumber': {
    description: '「各ターン(このキャラの)(相手の)N回目のアタック中」: an attack is in progress and it is the N-th attack of this turn (of this card when `self`; of the opponent when `side: opponent`).',
    params: { n: { type: 'integer', minimum: 1 }, self: { type: 'boolean' }, side: { enum: ['you', 'opponent'] } },
    required: ['n'],
  },
  'r4u.moreRetired': { description: '「あなたのリタイアが相手より多いなら」: your retire area holds more cards than the opponent\'s.', params: {} },
};

export const EXTRA_COSTS: Record<string, Declared> = {
  'r4u.revealSelf': { description: 'Reveal this card (［このキャラを公開する］, an ability used from hand).', params: {} },
};

export const EXTRA_KEYWORDS: Record<string, { description: string; valued?: boolean }> = {
  'r4u.unchoosable': { description: '「相手から選ばれない」 (value `opponent`) / 「相手のキャラから選ばれない」 (value `opponentCharacters`).', valued: true },
};

/** Cancel targets (11.4.2) beyond the engine's CANCEL_TARGETS: 「【スパーク】or【キャンセル】」. */
export const EXTRA_CANCEL_TARGETS = ['sparkOrCancel'] as const;
