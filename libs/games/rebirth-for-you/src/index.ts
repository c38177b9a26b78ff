/** Re:Birth for you (`rebirth-for-you`): game info, catalog mapping and deck rules. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText, CORRECTIONS } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, R4U_SECTIONS, R4U_FORMATS } from './deck/rules.js';
export { R4U_RESTRICTIONS, R4U_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
export { compileCard, abilitiesFor, compileText, compileVocabulary } from './abilities/index.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, isTrialDeck } from './coverage/report.js';
