/** Shadowverse Evolve (`shadowverse-evolve`): game info, catalog mapping, deck rules and the rules engine. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText, KNOWN_DEFECTS } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, SVE_SECTIONS, SVE_FORMATS } from './deck/rules.js';
export { SVE_RESTRICTIONS, SVE_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
export { definition, register, OPTION_DEFAULTS, OPTION_DOCS } from './definition.js';
export { abilitiesFor, compileCard } from './abilities/index.js';
export { engineFacts } from './cards/engine-facts.js';
export { SVE_VOCABULARY } from './abilities/vocabulary.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, type CoverageReport } from './coverage/report.js';

import { register } from './definition.js';

// Registering at import is idempotent (register() is a no-op when the slug is already registered).
register();
