/**
 * Granblue Fantasy TCG deck legality (GBF 5-1, 5-2-1-1, 2-10-3).
 *
 * Sections (5-1-1): `captain` (団長デッキ, at most 5 cards: 5-1-2; 5-1-2-3 then forces at least one, a rank-0
 * captain, checked by checkRankZeroCaptain) and `main` (メインデッキ, exactly 50: 5-1-3, code DECK_SIZE).
 * The framework's validateDeck checks the section sizes from these specs and the restriction list in effect;
 * `checks(format)` adds the rest of 5-1 (deck/checks.ts).
 *
 * Formats and their options (readings of the ambiguities in §15 of the digest):
 * - `standard` (default):
 *   - gbfCopyLimitScope 'per-deck': 4 per card No. within each deck. 5-2-1-1 says the decks must meet
 *     "the rules specified in 5-1", and 5-1-2-1 / 5-1-3-1 both say "within" one deck (団長デッキ内に /
 *     メインデッキ内に). With gbfDeckKindPolicy 'strict' the same card No. can never be in both decks, so
 *     the two readings of 2-10-3 only differ when gbfDeckKindPolicy is 'lenient'.
 *   - gbfCardNumberIdentity 'without-rarity': the rarity suffix (G/M/UC/C, 2-10-4-1) "has no game meaning"
 *     (2-10-4-2), so it is not part of the card No. for the copy count.
 *   - gbfDeckKindPolicy 'strict': captain cards only in the captain deck, crew and summons only in the main
 *     deck (house rule; the text never says which kinds go where, digest §15.5).
 * - `literal`: the text read literally with no house rule: gbfCopyLimitScope 'across-decks' (2-10-3 counts
 *   "in the captain deck and main deck" together), gbfCardNumberIdentity 'with-rarity', gbfDeckKindPolicy 'lenient'.
 */
import type { DeckCheck, DeckCheckContext, DeckFormat, DeckIssue, DeckSectionSpec, GameDeckRules } from '../../../../decks/src/types.js';
import { genderOf, kindOf, rankOf } from '../cards/facts.js';
import { CAPTAIN, GBF_LIMITS, GBF_OPTION_DEFAULTS, GBF_SECTION_KINDS, MAIN, gbfChecks } from './checks.js';
import { GBF_RESTRICTIONS } from './restrictions.js';
import { ENGINE_OPTION_CHOICES, ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS } from '../options.js';
import { cardDataWarnings, resolveSection } from '../../../../decks/src/check-helpers.js';

export const GBF_SECTIONS: DeckSectionSpec[] = [
  {
    name: CAPTAIN,
    nameJa: '団長デッキ',
    // 5-1-2 states only the maximum; the "at least one rank-0 captain" of 5-1-2-3 is its own check.
    min: 0,
    max: GBF_LIMITS.captainMax,
    rule: 'GBF 5-1-2',
    description:
      'Captain deck: at most 5 cards (5-1-2), at least one of them a rank-0 captain card (5-1-2-3), all of the same gender (5-1-2-2), at most 4 per card No. (5-1-2-1).',
    aliases: ['captain deck', 'captaindeck', '団長', 'leader'],
  },
  {
    name: MAIN,
    nameJa: 'メインデッキ',
    min: GBF_LIMITS.mainSize,
    max: GBF_LIMITS.mainSize,
    sizeCode: 'DECK_SIZE',
    rule: 'GBF 5-1-3',
    description:
      'Main deck: exactly 50 cards (5-1-3), at most 4 per card No. (5-1-3-1), at most 8 summon cards in total (5-1-3-2).',
    aliases: ['main deck', 'maindeck', 'deck'],
  },
];

export const GBF_OPTION_CHOICES: Record<string, string[]> = {
  gbfCopyLimitScope: ['per-deck', 'across-decks'],
  gbfCardNumberIdentity: ['without-rarity', 'with-rarity'],
  gbfDeckKindPolicy: ['strict', 'lenient'],
};

export const GBF_OPTION_DOCS: Record<string, string> = {
  gbfCopyLimitScope:
    "'per-deck': at most 4 per card No. within the captain deck (5-1-2-1) and within the main deck (5-1-3-1); 'across-decks': at most 4 per card No. across both decks together (2-10-3 read literally).",
  gbfCardNumberIdentity:
    "'without-rarity': the card No. without its rarity suffix G/M/UC/C (2-10-4-2: the rarity has no game meaning), so parallel printings count together; 'with-rarity': the printed card No. with the suffix.",
  gbfDeckKindPolicy:
    "'strict' (house rule, the text is silent): only captain cards in the captain deck, only crew and summon cards in the main deck; 'lenient': any card kind in either deck.",
};

/**
 * The rules engine's named options (src/options.ts: readings of the ambiguous rules of play, digest §15) are listed with
 * each format too, so GET …/formats shows every named option; they do not change deck legality and are set per match
 * (`options` of POST …/matches).
 */
const ENGINE_DOCS: Record<string, string> = Object.fromEntries(Object.entries(ENGINE_OPTION_DOCS).map(([k, v]) => [k, `(rules engine; match option) ${v}`]));
const ENGINE_CHOICES: Record<string, string[]> = Object.fromEntries(Object.entries(ENGINE_OPTION_CHOICES).map(([k, v]) => [k, [...v]]));

export const GBF_FORMATS: DeckFormat[] = [
  {
    id: 'standard',
    name: 'Standard',
    description:
      'GBF 5-1 as written, with the project readings: 4 copies per card No. within each deck (5-1-2-1, 5-1-3-1), rarity suffix ignored (2-10-4-2), captain cards only in the captain deck and crew/summons only in the main deck (house rule).',
    options: { ...GBF_OPTION_DEFAULTS, ...(ENGINE_OPTION_DEFAULTS as Record<string, string>) },
    optionChoices: { ...GBF_OPTION_CHOICES, ...ENGINE_CHOICES },
    optionDocs: { ...GBF_OPTION_DOCS, ...ENGINE_DOCS },
    restrictions: GBF_RESTRICTIONS,
    rule: 'GBF 5-1',
  },
  {
    id: 'literal',
    name: 'Literal text',
    description:
      'GBF 5-1 and 2-10-3 read literally: 4 copies per card No. across both decks together (2-10-3), the card No. as given, no restriction on which card kinds go in which deck.',
    options: { gbfCopyLimitScope: 'across-decks', gbfCardNumberIdentity: 'with-rarity', gbfDeckKindPolicy: 'lenient', ...(ENGINE_OPTION_DEFAULTS as Record<string, string>) },
    optionChoices: { ...GBF_OPTION_CHOICES, ...ENGINE_CHOICES },
    optionDocs: { ...GBF_OPTION_DOCS, ...ENGINE_DOCS },
    restrictions: GBF_RESTRICTIONS,
    rule: 'GBF 5-1, 2-10-3',
  },
];

/**
 * Warnings (never errors): sample cards (the GBF catalog is a sample set written for this project), cards with a
 * data-quality flag, and captain cards whose rank or gender the record does not carry.
 */
function gbfWarnings(ctx: DeckCheckContext): DeckIssue[] {
  const captains = resolveSection(ctx, CAPTAIN).filter((e) => kindOf(e.card) === 'captain');
  const issues: DeckIssue[] = [...cardDataWarnings(ctx, [CAPTAIN, MAIN], 'GBF catalog')];
  const noRank = captains.filter((e) => rankOf(e.card) === null).map((e) => e.id);
  if (noRank.length > 0) {
    issues.push({
      code: 'CARD_DATA',
      severity: 'warning',
      rule: 'GBF 2-4',
      section: CAPTAIN,
      cards: noRank,
      message: 'Captain card(s) without a rank in the catalog (extra.rank); 5-1-2-3 cannot count them as rank 0.',
    });
  }
  const noGender = captains.filter((e) => genderOf(e.card) === null).map((e) => e.id);
  if (noGender.length > 0) {
    issues.push({
      code: 'CARD_DATA',
      severity: 'warning',
      rule: 'GBF 2-1-1-3-1',
      section: CAPTAIN,
      cards: noGender,
      message: 'Captain card(s) without a gender in the catalog (name "( )" or extra.gender); 5-1-2-2 treats them as "no gender".',
    });
  }
  return issues;
}

export const deckRules: GameDeckRules = {
  game: 'granblue-fantasy',
  rulePrefix: 'GBF',
  sections: GBF_SECTIONS,
  formats: GBF_FORMATS,
  defaultFormat: 'standard',
  checks(format: DeckFormat): DeckCheck[] {
    // validateDeck passes the format with the request's option overrides applied.
    return gbfChecks(format);
  },
  warnings: gbfWarnings,
  accepts(section, card) {
    const k = kindOf(card);
    return k !== null && (GBF_SECTION_KINDS[section] ?? []).includes(k);
  },
  defaultSection: MAIN,
};
