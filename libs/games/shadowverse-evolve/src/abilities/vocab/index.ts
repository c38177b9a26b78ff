/**
 * The SVE vocabulary beyond the inline entries of abilities/vocabulary.ts, by concept (one file per concept, mirroring
 * grammar/): each file exports its keywords, triggers, effects, costs and conditions; merged here.
 */
import type { VocabularyExtension } from '../../../../../engine/src/index.js';
import { CHOOSE_VOCAB } from './choose.js';
import { CONDITIONS_VOCAB } from './conditions.js';
import { CONTROL_VOCAB } from './control.js';
import { COSTS_VOCAB } from './costs.js';
import { DICE_VOCAB } from './dice.js';
import { LEADER_VOCAB } from './leader.js';
import { MOVE_VOCAB } from './move.js';
import { NAMES_VOCAB } from './names.js';
import { PLAY_VOCAB } from './play.js';
import { PROTECTION_VOCAB } from './protection.js';
import { RESTRICTIONS_VOCAB } from './restrictions.js';
import { SEARCH_VOCAB } from './search.js';
import { TRIGGERS_VOCAB } from './triggers.js';
import { TURNS_VOCAB } from './turns.js';
import { X_VALUES_VOCAB } from './x-values.js';

const PARTS: VocabularyExtension[] = [CHOOSE_VOCAB, CONDITIONS_VOCAB, CONTROL_VOCAB, COSTS_VOCAB, DICE_VOCAB, LEADER_VOCAB, MOVE_VOCAB, NAMES_VOCAB, PLAY_VOCAB, PROTECTION_VOCAB, RESTRICTIONS_VOCAB, SEARCH_VOCAB, TRIGGERS_VOCAB, TURNS_VOCAB, X_VALUES_VOCAB];

/** The entries of every concept file, by kind. */
export const CONCEPT_VOCAB: Required<Omit<VocabularyExtension, 'choosable' | 'namesOpponent'>> = {
  keywords: Object.assign({}, ...PARTS.map((p) => p.keywords ?? {})),
  triggers: Object.assign({}, ...PARTS.map((p) => p.triggers ?? {})),
  effects: Object.assign({}, ...PARTS.map((p) => p.effects ?? {})),
  costs: Object.assign({}, ...PARTS.map((p) => p.costs ?? {})),
  conditions: Object.assign({}, ...PARTS.map((p) => p.conditions ?? {})),
};
