/** Granblue Fantasy TCG (`granblue-fantasy`): game info, catalog mapping, deck rules and the rules engine. */
export { info } from './info.js';
export { mapping, deriveFlags, maxCopiesFromText } from './cards/flags.js';
export { kindOf, rankOf, genderOf, cardNoKey, GBF_KIND_BY_TYPE, type GbfKind } from './cards/facts.js';
export { deckRules, GBF_SECTIONS, GBF_FORMATS, GBF_OPTION_CHOICES, GBF_OPTION_DOCS } from './deck/rules.js';
export {
  gbfChecks,
  GBF_LIMITS,
  GBF_OPTION_DEFAULTS,
  GBF_SECTION_KINDS,
  checkSectionKinds,
  checkRankZeroCaptain,
  checkCaptainGender,
  copyLimitFor,
  checkSummonCap,
  type CopyLimitScope,
  type CardNumberIdentity,
  type DeckKindPolicy,
} from './deck/checks.js';
export { GBF_RESTRICTIONS } from './deck/restrictions.js';
export { definition, register } from './definition.js';
export { ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS, ENGINE_OPTION_CHOICES } from './options.js';
export { engineFacts, characterNameFrom } from './cards/engine-facts.js';
export { GBF_VOCABULARY } from './abilities/vocabulary.js';
export { ougiAbility } from './keywords/ougi.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, type CoverageReport } from './coverage/report.js';

import { register } from './definition.js';

// Registering at import is idempotent (register() is a no-op when the slug is already registered).
register();
