/**
 * Deck legality: shared types (one framework, five games' rulesets).
 * Composable rulesets in the manner of a team validator: a format is a list of checks,
 * each check a small pure function returning issues with a stable code and the rule clause it enforces.
 */
import type { CardRecord, GameSlug } from '../../catalog/src/card.js';

/** Stable machine codes (public contract: tests outside the project match on them). */
export const DECK_ERROR_CODES = [
  'UNKNOWN_CARD',
  'DECK_SIZE',
  'SECTION_SIZE',
  'COPY_LIMIT',
  'CLASS_MISMATCH',
  'TITLE_MISMATCH',
  'DROP_CAP',
  'REBIRTH_CAP',
  'PARTNER_COUNT',
  'SUMMON_CAP',
  'FORBIDDEN_IN_SECTION',
  'COLOR_MISMATCH',
  'RESTRICTED',
  'BANNED',
  'LEADER_REQUIRED',
  'GENDER_RULE',
  'RANK_RULE',
  'FORMAT_RULE',
  /** A title-specific construction condition (SVE section 14, R4U section 12). */
  'TITLE_RULE',
  /** Warning: a card name matched several printings; the base printing was chosen. */
  'AMBIGUOUS_NAME',
  /** Note: which construction basis (class / title) the deck was judged under (SVE 6.1.1.5, 6.2.1.3). */
  'BASIS_USED',
  /** Warning: a card is a sample card or carries a data-quality flag. */
  'CARD_DATA',
  /** Warning: something the rules do not forbid but that makes the deck unplayable or odd. */
  'PLAYABILITY',
] as const;
export type DeckErrorCode = (typeof DECK_ERROR_CODES)[number] | (string & {});

export interface DeckEntry {
  id: string;
  count: number;
}

/** The normalized deck: every section a list of {id,count}, ids resolved to catalog ids, merged and sorted. */
export type NormalizedDeck = Record<string, DeckEntry[]>;

/** The JSON deck form accepted from clients: single-card sections may be a bare id string. */
export type DeckInput = Record<string, DeckEntry[] | string | string[]>;

export type DeckIssueSeverity = 'error' | 'warning' | 'info';

export interface DeckIssue {
  code: DeckErrorCode;
  /**
   * Where the verdict files it: 'error' (default when absent; makes the deck illegal),
   * 'warning' (legal but worth knowing) or 'info' (an explanation, e.g. which basis was used).
   */
  severity?: DeckIssueSeverity;
  /** The game and clause the deck breaks, e.g. "SVE 6.1.1.4". */
  rule: string;
  message: string;
  cards?: string[];
  section?: string;
  /** For UNKNOWN_CARD: near matches from the catalog. */
  suggestions?: string[];
  /**
   * Text form only: the lines (1-based) the issue is about: the lines of its cards in its section, else its
   * section's `# header` line. Absent for JSON decks and deck codes, and for issues about no line.
   */
  lines?: number[];
}

export interface DeckVerdict {
  legal: boolean;
  format: string;
  errors: DeckIssue[];
  warnings: DeckIssue[];
  counts: Record<string, number>;
  deck: NormalizedDeck;
  /** Explanations (severity 'info'), e.g. which SVE basis made the deck legal. */
  notes?: DeckIssue[];
  /** The format options in effect (format defaults merged with the request's overrides). */
  options?: Record<string, string | number | boolean>;
  /** Id of the restriction list applied at `asOf`, or null when none was in effect. */
  restrictionList?: string | null;
  /** The date the restriction lists were evaluated at (YYYY-MM-DD). */
  asOf?: string;
}

export interface DeckSectionSpec {
  name: string;
  /** Japanese name of the section in the rules, e.g. メインデッキ. */
  nameJa?: string;
  min: number;
  max: number;
  /** True when the section holds exactly one card and may be given as a bare id. */
  single?: boolean;
  rule: string;
  description: string;
  /** Other names accepted for this section in JSON keys and `# section` headers (case/width-insensitive). */
  aliases?: string[];
  /** Error code when the size is out of range (default SECTION_SIZE). */
  sizeCode?: DeckErrorCode;
  /** Error code when the section is empty but must not be (default: sizeCode). */
  emptyCode?: DeckErrorCode;
}

/** Read access to the catalog of one game (in memory). */
export interface CardLookup {
  get(id: string): CardRecord | undefined;
  /** Exact name match (NFKC-normalized). */
  byName(name: string): CardRecord[];
  /** Near matches for suggestions (ids or names). */
  suggest(query: string, limit?: number): string[];
  /**
   * Natural id order (the same answers as text.ts `compareIds`), optionally faster for catalog ids
   * (CardIndex ranks every id once per catalog).
   */
  compareIds?(a: string, b: string): number;
}

export interface RestrictionEntry {
  /** Catalog card id or card name. */
  card: string;
  /** 0 = banned; n = at most n copies. */
  limit: number;
  note?: string;
}

export interface RestrictionList {
  id: string;
  /** ISO date YYYY-MM-DD from which the list applies. */
  effective: string;
  /** true when the list is a sample made for this project, not an official list. */
  sample: boolean;
  source: string;
  entries: RestrictionEntry[];
}

export interface DeckFormat {
  id: string;
  name: string;
  description: string;
  /** Named options of this format (ambiguity readings), with their values. */
  options: Record<string, string | number | boolean>;
  /** Restriction lists, the newest one effective at `asOf` applies. */
  restrictions: RestrictionList[];
  rule: string;
  /** Allowed values of each option (when the option is an enumeration); used to check request overrides. */
  optionChoices?: Record<string, Array<string | number | boolean>>;
  /** Human-readable meaning of each option (documentation, `GET /v1/games/.../formats`). */
  optionDocs?: Record<string, string>;
  /** Sections of this format when they differ from the game's default sections (e.g. SVE crossover: 2 leaders). */
  sections?: DeckSectionSpec[];
  /** True for a format made for this project (e.g. a sample ban list), not an official format. */
  sample?: boolean;
}

export interface DeckCheckContext {
  game: GameSlug;
  deck: NormalizedDeck;
  cards: CardLookup;
  format: DeckFormat;
  /** Date the restriction lists are evaluated at (YYYY-MM-DD). */
  asOf: string;
  /** The sections in effect for this format (always set by validateDeck). */
  sections?: DeckSectionSpec[];
}

/** One composable rule: pure, returns its issues (empty = passes). */
export type DeckCheck = (ctx: DeckCheckContext) => DeckIssue[];

/** A game's deck rules: its sections, formats and the checks each format runs. */
export interface GameDeckRules {
  game: GameSlug;
  sections: DeckSectionSpec[];
  formats: DeckFormat[];
  defaultFormat: string;
  /** The checks for a format (the format id selects variants). */
  checks(format: DeckFormat): DeckCheck[];
  /** Optional warnings (e.g. sample cards, data-quality flags). */
  warnings?(ctx: DeckCheckContext): DeckIssue[];
  /**
   * Sections of a format whose sizes depend on its options (e.g. tag-battle deck size).
   * Precedence: sectionsFor(format) > format.sections > sections.
   */
  sectionsFor?(format: DeckFormat): DeckSectionSpec[];
  /** May `card` go in `section`? Used to pick among printings of an ambiguous name and for auto-placement. */
  accepts?(section: string, card: CardRecord): boolean;
  /** Section for a text-form line that comes before any `# section` header (default: the section that accepts the card, else `main`). */
  defaultSection?: string;
  /** Short game prefix used in rule citations, e.g. "SVE". */
  rulePrefix?: string;
}
