/**
 * Granblue Fantasy TCG deck-construction checks (GBF 5-1, 2-10-3), one small pure function each.
 * Every issue carries a stable code and the clause it enforces (e.g. "GBF 5-1-3-2").
 *
 * 5-2-1-1: the decks must meet 5-1 only when presented before the game; these checks are that test.
 * Section sizes (5-1-2 at most 5, 5-1-3 exactly 50) are the section specs in rules.ts, which the framework's
 * validateDeck checks for every format (sectionSizes); the checks here are everything else.
 * 5-1-3-3: a deck-construction 【永続効果】 replaces the conditions below. The only such replacement
 * modelled is a card's own copy allowance (`flags.maxCopies`, derived from its text at import).
 */
import { all, copyLimit, onlyInSection, totalCap, when } from '../../../../decks/src/checks.js';
import type { DeckCheck, DeckFormat, DeckIssue } from '../../../../decks/src/types.js';
import { cardNoKey, genderOf, kindOf, rankOf, type GbfKind } from '../cards/facts.js';
import { option, resolveSection, type ResolvedEntry } from '../../../../decks/src/check-helpers.js';

export const CAPTAIN = 'captain';
export const MAIN = 'main';

/** GBF 5-1 numbers. */
export const GBF_LIMITS = {
  /** 5-1-2: the captain deck holds at most 5 cards. */
  captainMax: 5,
  /** 5-1-3: the main deck holds exactly 50 cards. */
  mainSize: 50,
  /** 5-1-2-1 / 5-1-3-1 / 2-10-3: at most 4 cards with the same card No. */
  copies: 4,
  /** 5-1-3-2: at most 8 summon cards in the main deck, all card numbers together. */
  summons: 8,
  /** 5-1-2-3: the rank the required captain card must have. */
  requiredCaptainRank: 0,
} as const;

export type CopyLimitScope = 'per-deck' | 'across-decks';
export type CardNumberIdentity = 'without-rarity' | 'with-rarity';
export type DeckKindPolicy = 'strict' | 'lenient';

/** Option names and defaults of the GBF formats (the ambiguities of §15 of the digest). */
export const GBF_OPTION_DEFAULTS = {
  gbfCopyLimitScope: 'per-deck' as CopyLimitScope,
  gbfCardNumberIdentity: 'without-rarity' as CardNumberIdentity,
  gbfDeckKindPolicy: 'strict' as DeckKindPolicy,
};

const ids = (entries: ResolvedEntry[]): string[] => [...new Set(entries.map((e) => e.id))].sort();

/** Which card kinds each deck takes under `gbfDeckKindPolicy: 'strict'` (house rule for GBF 2-11-2; the text is silent). */
export const GBF_SECTION_KINDS: Readonly<Record<string, readonly GbfKind[]>> = {
  [CAPTAIN]: ['captain'],
  [MAIN]: ['crew', 'summon'],
};

/**
 * House rule (digest §2 / §15.5), option `gbfDeckKindPolicy`: 'strict' rejects captain cards in the main deck
 * and crew/summon cards in the captain deck; 'lenient' lets any kind go anywhere (the literal text).
 * Cited as GBF 2-11-2 (the card kinds and where each "mainly" lives).
 */
export const checkSectionKinds: DeckCheck = when(
  (ctx) => option(ctx, 'gbfDeckKindPolicy', GBF_OPTION_DEFAULTS.gbfDeckKindPolicy) === 'strict',
  onlyInSection({
    sections: [CAPTAIN],
    allowed: (c) => kindOf(c) === 'captain',
    rule: 'GBF 2-11-2',
    message: (cs) =>
      `Only captain (団長) cards may go in the captain deck (house rule gbfDeckKindPolicy=strict; GBF 2-11-2-1, 10-3-3-1): ${cs.map((c) => c.id).join(', ')}.`,
  }),
  onlyInSection({
    sections: [MAIN],
    allowed: (c) => kindOf(c) === 'crew' || kindOf(c) === 'summon',
    rule: 'GBF 2-11-2',
    message: (cs) =>
      `Only crew (団員) and summon (召喚石) cards may go in the main deck (house rule gbfDeckKindPolicy=strict; GBF 2-11-2): ${cs.map((c) => c.id).join(', ')}.`,
  }),
);

/**
 * GBF 5-1-2-3: at least one card of the captain deck is a rank-0 captain card.
 * No captain card at all (e.g. an empty captain deck): LEADER_REQUIRED. Captain cards but none of rank 0: RANK_RULE.
 * (5-1-2 itself states only the maximum of 5; the minimum of 1 comes from this rule.)
 */
export const checkRankZeroCaptain: DeckCheck = (ctx) => {
  const captains = resolveSection(ctx, CAPTAIN).filter((e) => kindOf(e.card) === 'captain');
  if (captains.some((e) => rankOf(e.card) === GBF_LIMITS.requiredCaptainRank)) return [];
  if (captains.length === 0) {
    return [
      {
        code: 'LEADER_REQUIRED',
        rule: 'GBF 5-1-2-3',
        section: CAPTAIN,
        message: 'The captain deck must contain at least one rank-0 captain (団長) card; it has no captain card.',
      },
    ];
  }
  return [
    {
      code: 'RANK_RULE',
      rule: 'GBF 5-1-2-3',
      section: CAPTAIN,
      cards: ids(captains),
      message: 'The captain deck must contain at least one rank-0 captain (団長) card; none of its captains has rank 0.',
    },
  ];
};

/**
 * GBF 5-1-2-2: every card of the captain deck has the same gender (the ( ) part of a captain's name, 2-1-1-3-1).
 * A card with no printed gender counts as "no gender", which differs from every printed gender.
 */
export const checkCaptainGender: DeckCheck = (ctx) => {
  const entries = resolveSection(ctx, CAPTAIN);
  const byGender = new Map<string, string[]>();
  for (const e of entries) {
    const g = genderOf(e.card) ?? '(none)';
    byGender.set(g, [...(byGender.get(g) ?? []), e.id]);
  }
  if (byGender.size <= 1) return [];
  const parts = [...byGender.entries()].map(([g, cs]) => `${g}: ${cs.join(', ')}`);
  return [
    {
      code: 'GENDER_RULE',
      rule: 'GBF 5-1-2-2',
      section: CAPTAIN,
      cards: ids(entries),
      message: `All cards of the captain deck must have the same gender; found ${parts.join('; ')}.`,
    },
  ];
};

/**
 * Copy limit: at most 4 cards with the same card No. (5-1-3-3: a card's own text may allow more, flags.maxCopies,
 * the framework builder's default override).
 * Option `gbfCopyLimitScope`: 'per-deck' counts within each deck (GBF 5-1-2-1 captain deck, 5-1-3-1 main deck);
 * 'across-decks' counts both decks together (GBF 2-10-3 read literally).
 * Option `gbfCardNumberIdentity`: 'without-rarity' (default) or 'with-rarity' (see cardNoKey).
 * Built per format (validateDeck passes the format with the request's option overrides applied).
 */
export function copyLimitFor(format: DeckFormat): DeckCheck {
  const scope = (format.options['gbfCopyLimitScope'] ?? GBF_OPTION_DEFAULTS.gbfCopyLimitScope) as CopyLimitScope;
  const identity = (format.options['gbfCardNumberIdentity'] ?? GBF_OPTION_DEFAULTS.gbfCardNumberIdentity) as CardNumberIdentity;
  const key = (c: Parameters<typeof cardNoKey>[0]) => cardNoKey(c, identity);
  if (scope === 'across-decks') {
    return copyLimit({ sections: [CAPTAIN, MAIN], together: true, limit: GBF_LIMITS.copies, key, rule: 'GBF 2-10-3' });
  }
  return all(
    copyLimit({ sections: [CAPTAIN], limit: GBF_LIMITS.copies, key, rule: 'GBF 5-1-2-1' }),
    copyLimit({ sections: [MAIN], limit: GBF_LIMITS.copies, key, rule: 'GBF 5-1-3-1' }),
  );
}

/** GBF 5-1-3-2: at most 8 summon (召喚石) cards in the main deck, all card numbers together. */
export const checkSummonCap: DeckCheck = totalCap({
  sections: [MAIN],
  predicate: (c) => kindOf(c) === 'summon',
  what: 'summon (召喚石) cards',
  max: GBF_LIMITS.summons,
  rule: 'GBF 5-1-3-2',
  code: 'SUMMON_CAP',
});

/** All GBF checks for a format, in report order (after the framework's section sizes). */
export function gbfChecks(format: DeckFormat): DeckCheck[] {
  return [checkSectionKinds, checkRankZeroCaptain, checkCaptainGender, copyLimitFor(format), checkSummonCap];
}
