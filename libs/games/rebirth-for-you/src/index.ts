/** Re:Birth for you (`rebirth-for-you`): game info, catalog mapping, deck rules and the rules engine (multiplayer formats included). */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText, CORRECTIONS } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, R4U_SECTIONS, R4U_FORMATS } from './deck/rules.js';
export { R4U_RESTRICTIONS, R4U_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
export { compileCard, abilitiesFor, compileText, compileVocabulary } from './abilities/index.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, isTrialDeck } from './coverage/report.js';
export { definition, register, OPTION_DEFAULTS, OPTION_DOCS } from './definition.js';
export { OPTION_CHOICES } from './options.js';
export { engineFacts } from './cards/engine-facts.js';
export { R4U_VOCABULARY } from './abilities/vocabulary.js';

import { register } from './definition.js';

// Registering at import is idempotent.
register();
