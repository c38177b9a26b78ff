/**
 * The `playable` verdict of a deck (issue #17: POST …/decks/validate, decks/examples, the embedded service and the
 * command line): would match creation accept the deck without allowUnsupported, against an opponent deck that is
 * itself playable? The checks of match creation in its order — a legal deck (422 illegal-deck), an engine (501
 * no-engine), the engine's section sizes (422 deck-not-playable) and sections (422 deck-section-unsupported), then the
 * kernel's `deckSupport`, the very card walk createGame refuses with (422 invalid-ability-data; 422 unsupported-cards
 * naming the same cards, tokens their abilities create included) — so the verdict and match creation cannot disagree.
 */
import { deckSupport, isEngineError, type CatalogCard, type CoverageRegistry, type DeckSupport, type GameDefinition, type SnapshotCache } from '../../engine/src/core.js';
import { checkEngineDeck, engineDeckList, type NormalizedDeck } from './decks.js';
import type { UnsupportedCard } from './response.js';

/** Why a deck is not playable: the problem slug match creation answers with. */
export type NotPlayableReason = 'illegal-deck' | 'no-engine' | 'deck-not-playable' | 'deck-section-unsupported' | 'invalid-ability-data' | 'unsupported-cards';

export interface DeckPlayability {
  playable: boolean;
  /** null when playable. */
  reason: NotPlayableReason | null;
  message: string;
  /** The cards (and tokens their abilities create) the engine does not fully implement, as createGame's refusal names them; listed for an illegal deck too, as far as its cards are known. */
  cards: UnsupportedCard[];
  /** Cards whose ability data is invalid. */
  invalidAbilities: string[];
}

export interface PlayabilityInput {
  game: string;
  /** The game's engine, or null when it has none. */
  def: GameDefinition | null;
  /** The deck verdict's normalized deck, and whether it is legal. */
  deck: NormalizedDeck;
  legal: boolean;
  cards: (id: string) => CatalogCard | null;
  coverage: CoverageRegistry;
  /** Optional memo of the per-card setup work (kernel `snapshotCache()`; same card data per id while in use). */
  snapshotCache?: SnapshotCache;
}

export function deckPlayability(input: PlayabilityInput): DeckPlayability {
  const { game, def, deck, legal } = input;
  if (!def) return { playable: false, reason: 'no-engine', message: `no rules engine for ${game} yet: matches answer 501 no-engine.`, cards: [], invalidAbilities: [] };
  const { list, unknownSections } = engineDeckList(def, deck);
  let support: DeckSupport | null = null;
  try {
    support = deckSupport(def, { decks: [list], cards: input.cards, coverage: input.coverage, snapshotCache: input.snapshotCache });
  } catch (e) {
    if (!isEngineError(e)) throw e;
    support = null; // an unknown card or section: named below
  }
  const cards = (support?.incomplete ?? []) as unknown as UnsupportedCard[];
  const invalidAbilities = support?.invalid ?? [];
  const no = (reason: NotPlayableReason, message: string): DeckPlayability => ({ playable: false, reason, message, cards, invalidAbilities });
  if (!legal) return no('illegal-deck', 'the deck is not legal (see errors): matches refuse it (422 illegal-deck).');
  const sizes = checkEngineDeck(def, deck, input.cards).errors.filter((x) => x.code === 'SECTION_SIZE');
  if (sizes.length > 0) return no('deck-not-playable', `the deck is legal, but the ${game} engine cannot set it up: ${sizes.map((x) => x.message).join(' ')}`);
  if (unknownSections.length > 0) return no('deck-section-unsupported', `the ${game} engine has no deck section ${unknownSections.join(', ')} (engine sections: ${def.deckSections.map((x) => x.name).join(', ')}).`);
  if (!support) return no('deck-not-playable', `the ${game} engine cannot set this deck up.`);
  if (invalidAbilities.length > 0) return no('invalid-ability-data', `${invalidAbilities.length} card(s) have invalid ability data (${invalidAbilities.slice(0, 10).join(', ')}): matches refuse them (422 invalid-ability-data) unless allowUnsupported.`);
  if (cards.length > 0) return no('unsupported-cards', `${cards.length} card(s) are not fully implemented by the engine (${cards.slice(0, 10).map((c) => c.id).join(', ')}${cards.length > 10 ? ', …' : ''}): matches refuse them (422 unsupported-cards) unless allowUnsupported.`);
  return { playable: true, reason: null, message: `every card is implemented by the ${game} engine.`, cards: [], invalidAbilities: [] };
}
