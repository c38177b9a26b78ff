/** PSO2 TCG (`pso2`): game info, catalog mapping, deck rules and the rules engine (incl. the co-op raid battle). */
export { info } from './info.js';
export { mapping, deriveFlags, hasKeyword, maxCopiesFromText } from './cards/flags.js';
export {
  kindOf,
  colorsOf,
  classesOf,
  isBlack,
  deckSizeOf,
  faceSizesOf,
  deckNameOf,
  isDrop,
  isProliferate,
  isErosion,
  ALL_CLASSES,
  PSO2_CLASSES,
  PSO2_COLORS,
  PSO2_KIND_BY_TYPE,
  type FaceMode,
  type Pso2Kind,
} from './cards/facts.js';
export { deckRules, PSO2_SECTIONS, PSO2_FORMATS } from './deck/rules.js';
export {
  PSO2_CHECKS,
  PSO2_LIMITS,
  PSO2_OPTION_DEFAULTS,
  PSO2_SECTION_KINDS,
  playerCardOf,
  classMatches,
  checkSectionKinds,
  checkNoMagWithBlackPlayer,
  copyRule,
  checkDeckSize,
  checkCopyLimit,
  checkDropCap,
  checkClass,
  checkBlackPlayer,
  type MultiClassMatch,
  type ClasslessPlayer,
  type BlackCardsElsewhere,
  type PlayerFaceDeckSize,
  checkPlayerFaces,
  checkBlackCardsElsewhere,
} from './deck/checks.js';
export { PSO2_RESTRICTIONS } from './deck/restrictions.js';
export { definition, register, OPTION_DEFAULTS, OPTION_DOCS } from './definition.js';
export { OPTION_CHOICES } from './options.js';
export { engineFacts } from './cards/engine-facts.js';
export { PSO2_VOCABULARY } from './abilities/vocabulary.js';
export { coverage, coveredIds } from './coverage/registry.js';
export { coverageReport, statusOf, type CoverageReport } from './coverage/report.js';

import { register } from './definition.js';

// Registering at import is idempotent (register() is a no-op when the slug is already registered).
register();
