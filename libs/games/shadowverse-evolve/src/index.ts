/** Shadowverse Evolve (`shadowverse-evolve`): game info, catalog mapping and deck rules. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText, KNOWN_DEFECTS } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, SVE_SECTIONS, SVE_FORMATS } from './deck/rules.js';
export { SVE_RESTRICTIONS, SVE_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
