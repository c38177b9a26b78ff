/** Tag-battle (`tag-battle`): game info, catalog mapping and deck rules. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, TB_SECTIONS, TB_FORMATS, TB_DEFAULT_OPTIONS } from './deck/rules.js';
export { TB_RESTRICTIONS, TB_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
