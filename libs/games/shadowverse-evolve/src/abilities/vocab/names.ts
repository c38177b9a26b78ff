/**
 * Card names (SVE 2.1.2): a card that is also named X.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import type { VocabularyExtension } from '../../../../../engine/src/index.js';

/** 「これは(場にいる限り、)『X』でもある」 (SVE 2.1.2): read by the kernel's matchesFilter (`<game>.alsoNamed`). */
export const ALSO_NAMED = 'sve.alsoNamed';



export const NAMES_VOCAB: VocabularyExtension = {
  keywords: {
    'sve.alsoNamed': {
      valued: true,
      description: '「これは場にいる限り、『X』でもある」 (SVE 2.1.2): on the field the card also has the name X (value); the kernel\'s matchesFilter reads `<game>.alsoNamed` for name filters.',
    },
  },
};
