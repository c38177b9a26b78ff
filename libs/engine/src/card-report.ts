/**
 * What an engine makes of one catalog card (docs/engine.md §1.13.1), for `GET …/cards/{id}` and GraphQL:
 * the ability data the engine runs, where it came from, the card's status and the sentences of its text
 * that no ability implements.
 *
 * Abilities as data: a catalog card's own `abilities` (an array in the ability language, validated
 * against the game's schema, `GET /v1/schema/abilities?game=`) TAKE PRECEDENCE over anything a game
 * would compile from the text. The kernel's default mapping (`defaultFacts`) uses them as given; a game
 * whose `catalog.toFacts` compiles the text (`catalog.compiles: true`, SVE) must use the card's data
 * instead of compiling whenever the card has some (its rules abilities, e.g. SVE 【ドレイン】, may still be
 * added). The status is the kernel's `cardStatus` over those abilities (their `source` sentence indexes
 * say what they implement), so data without `source` for a card with text leaves it `unsupported`.
 */
import type { JsonObject } from './json.js';
import type { CatalogCard, GameDefinition } from './definition.js';
import type { Ability } from './abilities/types.js';
import { factsOf } from './catalog.js';
import { cardStatus, type CardStatus, type CoverageRegistry } from './status.js';
import { validateAbilitiesCached } from './abilities/validate.js';
import { vocabularyFor } from './abilities/vocabulary.js';

/** `data`: the card's own ability data; `compiled`: compiled from its text by the game; `none`: neither (the kernel default without data). */
export type AbilitySource = 'data' | 'compiled' | 'none';

export interface CardEngineReport extends JsonObject {
  game: string;
  rules: string;
  abilitySource: AbilitySource;
  status: CardStatus;
  /** The card is in the game's tested-card registry. */
  tested: boolean;
  /** The ability data the engine plays (the game's mapping of the card: data or compiled, plus rules abilities). */
  abilities: Ability[];
  /** The ability data is not valid for the game's vocabulary (the engine then refuses the card unless allowUnsupported). */
  invalid: boolean;
  /** Validation errors of the ability data (at most 20): `{path, message}`. */
  errors: Array<{ path: string; message: string }>;
  /** The card text split into sentences (kernel `splitSentences`): `source` indexes point into it. */
  sentences: string[];
  /** Sentences no ability implements (what the engine could not read), with their index. */
  unread: Array<{ index: number; text: string }>;
}

/** Where a card's abilities come from under `def` (data wins over compiling). */
export function abilitySource(def: GameDefinition, card: Pick<CatalogCard, 'abilities'>): AbilitySource {
  if (Array.isArray(card.abilities)) return 'data';
  return def.catalog?.compiles === true ? 'compiled' : 'none';
}

/** The engine's report on one catalog card (see the module comment). */
export function cardEngineReport(def: GameDefinition, card: CatalogCard, coverage: CoverageRegistry): CardEngineReport {
  const vocab = vocabularyFor(def);
  let abilities: Ability[] = [];
  let mappingError: string | null = null;
  try {
    abilities = factsOf(def, card).abilities;
  } catch (e) {
    mappingError = e instanceof Error ? e.message.slice(0, 200) : String(e);
  }
  const errors = mappingError !== null ? [{ path: '', message: `the game could not map this card: ${mappingError}` }] : validateAbilitiesCached(abilities, vocab).slice(0, 20).map((e) => ({ path: e.path, message: e.message }));
  const invalid = errors.length > 0;
  const report = cardStatus({ id: card.id, text: card.text ?? '' }, invalid ? null : abilities, coverage, { vocab });
  return {
    game: def.slug,
    rules: def.versions.rules,
    abilitySource: abilitySource(def, card),
    status: invalid && report.sentences.length > 0 ? 'unsupported' : report.status,
    tested: report.tested,
    abilities,
    invalid,
    errors,
    sentences: report.sentences,
    unread: report.unmapped.map((index) => ({ index, text: report.sentences[index]! })),
  };
}
