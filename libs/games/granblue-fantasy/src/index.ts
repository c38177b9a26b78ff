/** Granblue Fantasy TCG (`granblue-fantasy`): game info, catalog mapping and deck rules. */
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
