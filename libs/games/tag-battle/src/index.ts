/** Tag-battle (`tag-battle`): game info, catalog mapping, deck rules and the rules engine. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText } from './cards/flags.js';
export * as facts from './cards/facts.js';
export { deckRules, TB_SECTIONS, TB_FORMATS, TB_DEFAULT_OPTIONS } from './deck/rules.js';
export { TB_RESTRICTIONS, TB_SAMPLE_RESTRICTIONS } from './deck/restrictions.js';
export { definition, register, OPTION_DEFAULTS, OPTION_DOCS } from './definition.js';
export { engineFacts } from './cards/engine-facts.js';
export { TB_VOCABULARY } from './abilities/vocabulary.js';
export { ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_CHOICES, ENGINE_OPTION_DOCS } from './options.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, type CoverageReport } from './coverage/report.js';

import { register } from './definition.js';

// Registering at import is idempotent (register() is a no-op when the slug is already registered).
register();
