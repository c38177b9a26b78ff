/**
 * Kernel keywords. Keywords are nearly all game-specific (Ward, Rush, Blocker, Spark...), so the
 * kernel ships none; games register theirs in `definition.vocabulary.keywords`. The table exists so
 * the schema and the keyword queries have one place to look.
 */
import type { KeywordSpec } from './vocabulary.js';

export const BASE_KEYWORDS: Record<string, KeywordSpec> = {};
