/**
 * Tag-battle deck construction (rules digest ../shared/rules/tag-battle.md §4.1, §5; section names and
 * option names as in docs/games/tag-battle.md).
 *
 * Sections: `main` (the whole deck, leaders included by default), `mainLeader`, `subLeader`
 * (optional single card ids: the declared leaders, D-31).
 *
 * The seed chapter says nothing about deck construction; the rules come from a companion chapter
 * (C-1, C-6) and the digest's labelled defaults (D-4, D-24, D-31). They form the named default
 * format `standard`, whose options a request may override:
 *   deckSize 60            C-1 exactly 60 cards
 *   copyLimit 4            C-1 at most 4 per card name (card text may say otherwise: flags.maxCopies)
 *   leaderModel            'mainAndSub' (D-4: a main and a sub leader) | 'single' (one leader)
 *   tagLeaderInDeck        'included' (C-6/L-1: leaders come from the deck and count in the 60)
 *                          | 'separate' (leaders are extra cards, not in the 60)
 *   tagSameCharacter       'characterKey' (D-24: 春野ひかり and 春野ひかり(エプロン) are one character)
 *                          | 'name' — used for "different characters" (leaders); copies always count by name
 *   leaderDeclaration      'optional' (D-31: leaders may be chosen at setup) | 'required'
 */
import { copyLimit, entriesIn } from '../../../../decks/src/checks.js';
import type { CardRecord } from '../../../../catalog/src/card.js';
import type { DeckCheck, DeckCheckContext, DeckFormat, DeckIssue, DeckSectionSpec, GameDeckRules } from '../../../../decks/src/types.js';
import { characterKey, isCharacter, isTag, leaderEligible } from '../cards/facts.js';
import { TB_RESTRICTIONS, TB_SAMPLE_RESTRICTIONS } from './restrictions.js';
import { ENGINE_OPTION_CHOICES, ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS } from '../options.js';

export const TB_DEFAULT_OPTIONS = {
  deckSize: 60,
  copyLimit: 4,
  leaderModel: 'mainAndSub',
  tagLeaderInDeck: 'included',
  tagSameCharacter: 'characterKey',
  leaderDeclaration: 'optional',
} as const;

/**
 * The formats list the deck options and the rules engine's named options (options.ts: every digest default
 * `D<n>_…`), so `GET /v1/games/tag-battle/formats` shows every reading; a match takes the engine ones in
 * `options` (POST …/matches). The engine options do not change deck legality.
 */
const FORMAT_OPTIONS = { ...ENGINE_OPTION_DEFAULTS, ...TB_DEFAULT_OPTIONS };

const OPTION_CHOICES = {
  ...ENGINE_OPTION_CHOICES,
  leaderModel: ['mainAndSub', 'single'],
  tagLeaderInDeck: ['included', 'separate'],
  tagSameCharacter: ['characterKey', 'name'],
  leaderDeclaration: ['optional', 'required'],
};

const OPTION_DOCS = {
  ...ENGINE_OPTION_DOCS,
  deckSize: 'C-1: the deck has exactly this many cards (default 60).',
  copyLimit: 'C-1: at most this many cards with the same name, unless the card says otherwise (default 4).',
  tagLeaderInDeck: "C-6 / L-1: 'included' = leaders are taken from the deck and count in it; 'separate' = leaders are extra cards.",
  tagSameCharacter: "D-24: what 'different characters' means for the two leaders: 'characterKey' (extra.character_key) or 'name'.",
  leaderDeclaration: "D-31: 'optional' = leaders may be chosen at setup; 'required' = the list must declare them.",
};

export const TB_SECTIONS: DeckSectionSpec[] = [
  {
    name: 'main',
    nameJa: 'デッキ',
    min: 60,
    max: 60,
    rule: 'TB C-1',
    description: 'The deck: exactly 60 cards (leaders included), at most 4 per name.',
    aliases: ['main deck', 'deck', '山札', 'メイン'],
    sizeCode: 'DECK_SIZE',
  },
  {
    name: 'mainLeader',
    nameJa: 'メインリーダー',
    min: 0,
    max: 1,
    single: true,
    rule: 'TB D-31',
    description: 'Optional: the declared main leader (a non-tag character of the deck).',
    aliases: ['main leader', 'leader', 'リーダー'],
    sizeCode: 'SECTION_SIZE',
    emptyCode: 'LEADER_REQUIRED',
  },
  {
    name: 'subLeader',
    nameJa: 'サブリーダー',
    min: 0,
    max: 1,
    single: true,
    rule: 'TB D-31',
    description: 'Optional: the declared sub leader (a non-tag character of the deck, another character than the main leader).',
    aliases: ['sub leader'],
    sizeCode: 'SECTION_SIZE',
    emptyCode: 'LEADER_REQUIRED',
  },
];

export const TB_FORMATS: DeckFormat[] = [
  {
    id: 'standard',
    name: 'Standard (rules digest defaults)',
    description:
      '60 cards, at most 4 per name (C-1); two different non-tag characters for the main and sub leader (D-4, C-6); declared leaders optional (D-31). Every default is an option.',
    options: { ...FORMAT_OPTIONS },
    optionChoices: OPTION_CHOICES,
    optionDocs: OPTION_DOCS,
    restrictions: TB_RESTRICTIONS,
    rule: 'TB C-1, D-4',
  },
  {
    id: 'sample-banlist',
    name: 'SAMPLE restriction list (not official)',
    description: 'The standard format plus a SAMPLE restriction list written for this project to exercise the mechanism.',
    options: { ...FORMAT_OPTIONS },
    optionChoices: OPTION_CHOICES,
    optionDocs: OPTION_DOCS,
    restrictions: TB_SAMPLE_RESTRICTIONS,
    rule: 'TB C-1, D-4',
    sample: true,
  },
];

interface Opts {
  deckSize: number;
  copyLimit: number;
  single: boolean;
  included: boolean;
  byKey: boolean;
  required: boolean;
}

function opts(format: DeckFormat): Opts {
  const o = format.options;
  return {
    deckSize: Number(o.deckSize ?? 60),
    copyLimit: Number(o.copyLimit ?? 4),
    single: o.leaderModel === 'single',
    included: o.tagLeaderInDeck !== 'separate',
    byKey: o.tagSameCharacter !== 'name',
    required: o.leaderDeclaration === 'required',
  };
}

function sectionsFor(format: DeckFormat): DeckSectionSpec[] {
  const o = opts(format);
  return TB_SECTIONS.map((s) => {
    if (s.name === 'main') {
      return { ...s, min: o.deckSize, max: o.deckSize, description: `The deck: exactly ${o.deckSize} cards${o.included ? ' (leaders included)' : ''}.` };
    }
    if (s.name === 'mainLeader') return o.required ? { ...s, min: 1, rule: 'TB D-31' } : s;
    if (o.single) return { ...s, min: 0, max: 0, rule: 'TB D-4', description: 'No sub leader in the single-leader model.' };
    return o.required ? { ...s, min: 1 } : s;
  });
}

const identity = (c: CardRecord, byKey: boolean) => (byKey ? characterKey(c) : c.name.normalize('NFKC'));
const label = (c: CardRecord) => `${c.name} (${c.id})`;

/** D-4 / C-6: enough distinct leader candidates in the deck (2 for main + sub, 1 for a single leader). */
const leaderCandidates: DeckCheck = (ctx) => {
  const o = opts(ctx.format);
  const need = o.single ? 1 : 2;
  const pool = o.included ? ['main'] : ['main', 'mainLeader', 'subLeader'];
  const keys = new Set(
    entriesIn(ctx, pool)
      .filter((l) => l.card && leaderEligible(l.card))
      .map((l) => identity(l.card!, o.byKey)),
  );
  if (keys.size >= need) return [];
  return [
    {
      code: 'LEADER_REQUIRED',
      rule: 'TB D-4',
      section: 'main',
      message:
        `The deck needs ${need} different non-tag character${need > 1 ? 's' : ''} to supply the ${o.single ? 'leader' : 'main and sub leaders'}; ` +
        `it has ${keys.size}${keys.size ? ` (${[...keys].join(', ')})` : ''}. Tag characters cannot be leaders (S2-10).`,
    },
  ];
};

/** Declared leaders: non-tag characters (S2-10, D-4), in the deck (C-6), different characters (D-24). */
const declaredLeaders: DeckCheck = (ctx) => {
  const o = opts(ctx.format);
  const issues: DeckIssue[] = [];
  const declared = entriesIn(ctx, ['mainLeader', 'subLeader']).filter((l) => l.card);
  for (const l of declared) {
    const c = l.card!;
    if (isTag(c)) {
      issues.push({
        code: 'FORBIDDEN_IN_SECTION',
        rule: 'TB S2-10',
        section: l.section,
        cards: [c.id],
        message: `${label(c)} is a tag character; a leader cannot be a tag (S2-10, D-4).`,
      });
    } else if (!isCharacter(c) || !leaderEligible(c)) {
      issues.push({
        code: 'FORBIDDEN_IN_SECTION',
        rule: 'TB D-4',
        section: l.section,
        cards: [c.id],
        message: `${label(c)} cannot be a leader: leaders are non-tag character cards (D-4).`,
      });
    } else if (o.included && !(ctx.deck.main ?? []).some((e) => e.id === c.id)) {
      issues.push({
        code: 'LEADER_REQUIRED',
        rule: 'TB C-6',
        section: l.section,
        cards: [c.id],
        message: `${label(c)} is declared as ${l.section} but is not in the deck; leaders are taken from the deck (C-6).`,
      });
    }
  }
  const main = declared.find((l) => l.section === 'mainLeader')?.card;
  const sub = declared.find((l) => l.section === 'subLeader')?.card;
  if (main && sub && isCharacter(main) && isCharacter(sub) && identity(main, o.byKey) === identity(sub, o.byKey)) {
    issues.push({
      code: 'FORMAT_RULE',
      rule: 'TB D-24',
      cards: [main.id, sub.id],
      message: `The main and sub leader must be different characters; ${label(main)} and ${label(sub)} are both ${identity(main, o.byKey)} (D-4, D-24).`,
    });
  }
  return issues;
};

const copies: DeckCheck = (ctx: DeckCheckContext) => {
  const o = opts(ctx.format);
  return copyLimit({
    sections: o.included ? ['main'] : ['main', 'mainLeader', 'subLeader'],
    together: true,
    limit: o.copyLimit,
    rule: 'TB C-1',
  })(ctx);
};

const sampleNote: DeckCheck = (ctx) =>
  entriesIn(ctx).some((l) => l.card?.flags?.sample)
    ? [
        {
          code: 'CARD_DATA',
          severity: 'info',
          rule: 'catalog data',
          message: 'The tag-battle catalog is a sample written for this project (flags.sample); no official card list exists in hand.',
        },
      ]
    : [];

export const deckRules: GameDeckRules = {
  game: 'tag-battle',
  rulePrefix: 'TB',
  sections: TB_SECTIONS,
  formats: TB_FORMATS,
  defaultFormat: 'standard',
  sectionsFor,
  defaultSection: 'main',
  checks: () => [copies, leaderCandidates, declaredLeaders, sampleNote],
  accepts(section, card) {
    if (section === 'main') return true;
    return leaderEligible(card);
  },
};
