/**
 * The GBF extension of the kernel's ability language (served as the schema of GET /v1/schema/abilities?game=granblue-fantasy).
 * How the printed forms map (docs/games/granblue-fantasy.md has the full table):
 *  - 【起動効果】名:〔コスト〕効果 (8-1-2-1): `{kind: 'activated', label, cost, effect}`; 【ターン1回】 (10-5) = `limit: {perTurn: 1}`
 *    (counted per card and text, 10-5-2); 【アシスト】 (10-18) = the same with `zones: ['hand']` plus a keyword ability `gbf.assist`;
 *  - 【永続効果】名:効果 (8-1-3-1): `{kind: 'static', modifier, affects}`; deck-construction texts (5-1-3-3): keyword `gbf.deckRule`;
 *  - 【自動効果】名:〔コスト〕(誘発条件)時、効果 (8-1-4-1): `{kind: 'triggered', trigger, cost?, effect}`;
 *  - 置換効果 「(A)場合、かわりに(B)する」 (8-2-1-3-1): `{kind: 'replacement', replaces: {event: 'gbf.defeat'}, effect, optional?}`;
 *  - <奥義N 名:X> (2-6-1-1): keywords/ougi.ts; a summon's effect: `{kind: 'spell', condition?, effect}` (keywords/summon.ts).
 */
import type { KeywordSpec, VocabularyExtension } from '../../../../engine/src/index.js';
import { K } from '../constants.js';
import { GBF_COSTS } from './costs.js';
import { GBF_EFFECTS } from './effects.js';
import { GBF_CONDITIONS, GBF_TRIGGERS } from './triggers.js';

export const GBF_KEYWORDS: Record<string, KeywordSpec> = {
  [K.assist]: { description: '【アシスト】 (10-18): the card has an activated ability usable only while it is in hand (that ability carries zones: ["hand"]).' },
  [K.deckRule]: { description: 'A 【永続効果】 about deck construction (5-1-3-3), applied by the deck rules (flags.maxCopies); it has no effect in play.' },
};

export const GBF_VOCABULARY: VocabularyExtension = {
  triggers: GBF_TRIGGERS,
  effects: GBF_EFFECTS,
  costs: GBF_COSTS,
  conditions: GBF_CONDITIONS,
  keywords: GBF_KEYWORDS,
};
