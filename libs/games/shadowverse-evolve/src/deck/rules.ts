/**
 * Shadowverse Evolve deck construction (総合ルール 6.1, 6.2.1.3, section 14, 付録B).
 *
 * Sections: `leader` (リーダーカード), `main` (メインデッキ), `evolve` (エボルヴデッキ).
 * Formats:
 *   - `standard`  (6.1) option `basis`: 'auto' | 'class' | 'title'  (6.1.1.5 / 6.2.1.3)
 *   - `crossover` (付録B B-2): two leaders of different classes, class-based only
 *   - `sealed`    (付録B B-1): leader optional, main >= 30, no copy limit, no class/title rule
 *   - `sample-banlist`: `standard` + a SAMPLE restriction list (not official; exercises the mechanism)
 *
 * Readings chosen where the text leaves room (named, documented):
 *   - basis 'auto' (default): a leader with a title is tried under both bases; the deck is legal if
 *     either holds (6.1.1.5 "少なくともいずれか一方"). 'class' / 'title' is the player's declaration
 *     (6.2.1.3) and judges only that basis.
 *   - Title equality compares NFKC-normalized titles.
 *   - Section-14 title conditions (Vanguard 14.4.2.1.x) apply only when the title basis is the one judged.
 *     The Start Amulet one-name rule (14.4.4.1.1) is a card ability and applies under every basis.
 *   - Crossover (B-2 6.1.1.5.2) "at least 1 card of each leader's class" counts the main deck only, as printed.
 *   - Sealed (B-1) sets no maximum for the main / evolve decks: the section max is the request limit (1000).
 *   - Copy limits count by card name (face-1 name for double-faced cards, 6.1.1.4.1), main and evolve
 *     separately (6.1.1.4); card text may raise the limit (6.1.2, flags.maxCopies).
 */
import type { CardRecord } from '../../../../catalog/src/card.js';
import {
  copyLimit,
  entriesIn,
  forbiddenInSection,
  onlyInSection,
  type Located,
} from '../../../../decks/src/checks.js';
import type {
  DeckCheck,
  DeckCheckContext,
  DeckFormat,
  DeckIssue,
  DeckSectionSpec,
  GameDeckRules,
} from '../../../../decks/src/types.js';
import {
  NEUTRAL,
  PRINCONNE_TITLE,
  VANGUARD_TITLE,
  classOf,
  copyName,
  evolveDeckCard,
  hasStartAmulet,
  hasUnionBurst,
  hasVanguardTrigger,
  isLeader,
  mainDeckCard,
  notEvolveReason,
  notMainReason,
  titleOf,
} from '../cards/facts.js';
import { SVE_RESTRICTIONS, SVE_SAMPLE_RESTRICTIONS } from './restrictions.js';

const NO_MAX = 1000;

/** The titles as titleOf returns them (NFKC). */
const VANGUARD_TITLE_KEY = VANGUARD_TITLE.normalize('NFKC');
const PRINCONNE_TITLE_KEY = PRINCONNE_TITLE.normalize('NFKC');

const LEADER: DeckSectionSpec = {
  name: 'leader',
  nameJa: 'リーダーカード',
  min: 1,
  max: 1,
  single: true,
  rule: 'SVE 6.1.1.1',
  description: 'Exactly 1 leader card.',
  aliases: ['leaders', 'リーダー', 'leader card'],
  sizeCode: 'SECTION_SIZE',
  emptyCode: 'LEADER_REQUIRED',
};
const MAIN: DeckSectionSpec = {
  name: 'main',
  nameJa: 'メインデッキ',
  min: 40,
  max: 50,
  rule: 'SVE 6.1.1.2',
  description: '40 to 50 cards; no leader, evolve, advance or token cards.',
  aliases: ['main deck', 'deck', 'メイン'],
  sizeCode: 'DECK_SIZE',
};
const EVOLVE: DeckSectionSpec = {
  name: 'evolve',
  nameJa: 'エボルヴデッキ',
  min: 0,
  max: 10,
  rule: 'SVE 6.1.1.3',
  description: '0 to 10 cards; only evolve and advance cards.',
  aliases: ['evolve deck', 'evo', 'エボルヴ'],
  sizeCode: 'SECTION_SIZE',
};

export const SVE_SECTIONS: DeckSectionSpec[] = [LEADER, MAIN, EVOLVE];

const CROSSOVER_SECTIONS: DeckSectionSpec[] = [
  {
    ...LEADER,
    min: 2,
    max: 2,
    single: false,
    rule: 'SVE B-2 6.1.1.1',
    description: 'Exactly 2 leader cards of different classes.',
  },
  MAIN,
  EVOLVE,
];

const SEALED_SECTIONS: DeckSectionSpec[] = [
  { ...LEADER, min: 0, max: 1, rule: 'SVE B-1 6.1.1.2', description: 'A leader card is not required (at most 1).' },
  { ...MAIN, min: 30, max: NO_MAX, rule: 'SVE B-1 6.1.1.3', description: 'At least 30 cards (no maximum is printed; the server caps a deck at 1000).' },
  { ...EVOLVE, min: 0, max: NO_MAX, rule: 'SVE B-1 6.1.1.4', description: '0 or more evolve/advance cards (no maximum is printed).' },
];

export const SVE_FORMATS: DeckFormat[] = [
  {
    id: 'standard',
    name: 'Constructed (総合ルール 6.1)',
    description:
      'Leader 1, main deck 40–50, evolve deck 0–10, at most 3 per name in each deck, class basis or title basis.',
    options: { basis: 'auto' },
    optionChoices: { basis: ['auto', 'class', 'title'] },
    optionDocs: {
      basis:
        "Construction basis (SVE 6.1.1.5, 6.2.1.3). 'auto': legal if either basis holds (the verdict notes which); " +
        "'class' / 'title': the basis the player declares, only that one is judged.",
    },
    restrictions: SVE_RESTRICTIONS,
    rule: 'SVE 6.1',
  },
  {
    id: 'crossover',
    name: 'Crossover (付録B B-2)',
    description:
      "Two leaders of different classes; every card is of either leader's class or neutral; the main deck holds at least 1 card of each leader's class; no title basis.",
    options: {},
    restrictions: SVE_RESTRICTIONS,
    rule: 'SVE B-2',
    sections: CROSSOVER_SECTIONS,
  },
  {
    id: 'sealed',
    name: 'Sealed (付録B B-1: オープン8 / ボックスバトル)',
    description:
      'Leader optional, main deck 30 or more, evolve deck 0 or more, no copy limit, no class/title requirement. The card pool (opened packs) cannot be checked here.',
    options: {},
    restrictions: [],
    rule: 'SVE B-1',
    sections: SEALED_SECTIONS,
  },
  {
    id: 'sample-banlist',
    name: 'SAMPLE restriction list (not official)',
    description:
      'The standard format plus a SAMPLE restriction list written for this project to exercise the ban/restriction mechanism. It is not an official list.',
    options: { basis: 'auto' },
    optionChoices: { basis: ['auto', 'class', 'title'] },
    restrictions: SVE_SAMPLE_RESTRICTIONS,
    rule: 'SVE 6.1',
    sample: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Checks

const cardList = (cards: CardRecord[]) => cards.map((c) => `${c.name} (${c.id})`).join(', ');

const leaderOnly: (rule: string) => DeckCheck = (rule) =>
  onlyInSection({
    sections: ['leader'],
    allowed: isLeader,
    rule,
    message: (cards) => `Only leader cards go in the leader section: ${cardList(cards)}.`,
  });

const mainCards: DeckCheck = forbiddenInSection({
  sections: ['main'],
  when: (c) => !mainDeckCard(c),
  rule: 'SVE 6.1.1.2',
  message: (cards) =>
    `The main deck may not contain leader, evolve, advance or token cards: ${cards.map((c) => `${c.name} (${c.id}, ${notMainReason(c)})`).join(', ')}.`,
});

const evolveCards: DeckCheck = forbiddenInSection({
  sections: ['evolve'],
  when: (c) => !evolveDeckCard(c),
  rule: 'SVE 6.1.1.3',
  message: (cards) =>
    `The evolve deck holds only evolve and advance cards: ${cards.map((c) => `${c.name} (${c.id}, ${notEvolveReason(c)})`).join(', ')}.`,
});

const copies: DeckCheck = copyLimit({
  sections: ['main', 'evolve'],
  together: false,
  limit: 3,
  key: copyName,
  rule: 'SVE 6.1.1.4',
});

/** 14.4.4.1.1: cards with 【スタートアミュレット】 in main + evolve all share one name. */
const startAmuletOneName: DeckCheck = (ctx) => {
  const amulets = entriesIn(ctx, ['main', 'evolve']).filter((l) => l.card && hasStartAmulet(l.card));
  const names = new Set(amulets.map((l) => copyName(l.card!)));
  if (names.size <= 1) return [];
  return [
    {
      code: 'TITLE_RULE',
      rule: 'SVE 14.4.4.1.1',
      cards: amulets.map((l) => l.entry.id),
      message: `Cards with 【スタートアミュレット】 must all have the same name; the deck has ${names.size}: ${[...new Set(amulets.map((l) => l.card!.name))].join(', ')}.`,
    },
  ];
};

function leadersOf(ctx: DeckCheckContext): CardRecord[] {
  return entriesIn(ctx, ['leader'])
    .filter((l) => l.card && isLeader(l.card))
    .flatMap((l) => Array.from({ length: l.entry.count }, () => l.card!));
}

/** Known main/evolve cards that may be in their section (forbidden ones already have their own error). */
function deckCards(ctx: DeckCheckContext): Located[] {
  return entriesIn(ctx, ['main', 'evolve']).filter(
    (l) => l.card && (l.section === 'main' ? mainDeckCard(l.card) : evolveDeckCard(l.card)),
  );
}

function offending(list: Located[], bad: (c: CardRecord) => boolean): Located[] {
  return list.filter((l) => bad(l.card!));
}

function describe(list: Located[], show: (c: CardRecord) => string): string {
  const shown = list.slice(0, 8).map((l) => `${l.card!.name} (${l.entry.id}, ${show(l.card!)})`);
  return shown.join(', ') + (list.length > 8 ? ` and ${list.length - 8} more` : '');
}

/** Errors of the class basis (6.1.1.5.1) for a single leader. */
function classBasisErrors(ctx: DeckCheckContext, leader: CardRecord): DeckIssue[] {
  const cls = classOf(leader);
  if (!cls) {
    return [{ code: 'CLASS_MISMATCH', rule: 'SVE 6.1.1.5.1', cards: [leader.id], message: `The leader ${leader.name} has no class.` }];
  }
  const bad = offending(deckCards(ctx), (c) => classOf(c) !== cls && classOf(c) !== NEUTRAL);
  if (bad.length === 0) return [];
  return [
    {
      code: 'CLASS_MISMATCH',
      rule: 'SVE 6.1.1.5.1',
      cards: bad.map((l) => l.entry.id),
      message: `Class basis: every main/evolve card must be ${cls} (the leader's class) or ${NEUTRAL}; not: ${describe(bad, (c) => classOf(c) ?? 'no class')}.`,
    },
  ];
}

/** Errors of the title basis (6.1.1.5.2) plus the title's own conditions (6.1.1.5.2.1, section 14). */
function titleBasisErrors(ctx: DeckCheckContext, leader: CardRecord): DeckIssue[] {
  const title = titleOf(leader);
  if (!title) {
    return [
      {
        code: 'TITLE_MISMATCH',
        rule: 'SVE 6.1.1.5.2',
        cards: [leader.id],
        message: `Title basis: the leader ${leader.name} has no title.`,
      },
    ];
  }
  const issues: DeckIssue[] = [];
  const cards = deckCards(ctx);
  const bad = offending(cards, (c) => titleOf(c) !== title);
  if (bad.length) {
    issues.push({
      code: 'TITLE_MISMATCH',
      rule: 'SVE 6.1.1.5.2',
      cards: bad.map((l) => l.entry.id),
      message: `Title basis: every main/evolve card must have the title 『${title}』; not: ${describe(bad, (c) => (titleOf(c) ? `『${titleOf(c)}』` : 'no title'))}.`,
    });
  }
  issues.push(...titleConditions(ctx, leader, title, cards));
  return issues;
}

/** Title-specific construction conditions (SVE 6.1.1.5.2.1 -> section 14). Only Vanguard has some. */
function titleConditions(ctx: DeckCheckContext, leader: CardRecord, title: string, cards: Located[]): DeckIssue[] {
  if (title !== VANGUARD_TITLE_KEY) return [];
  const issues: DeckIssue[] = [];
  const amulets = cards.filter((l) => hasStartAmulet(l.card!));
  if (amulets.length === 0) {
    issues.push({
      code: 'TITLE_RULE',
      rule: 'SVE 14.4.2.1.1',
      message: 'A Cardfight!! Vanguard title-basis deck must contain at least 1 card with 【スタートアミュレット】.',
    });
  }
  const cls = classOf(leader);
  const badTriggers = cards.filter((l) => hasVanguardTrigger(l.card!) && classOf(l.card!) !== cls);
  if (badTriggers.length) {
    issues.push({
      code: 'TITLE_RULE',
      rule: 'SVE 14.4.2.1.2',
      cards: badTriggers.map((l) => l.entry.id),
      message: `Cards with a trigger must be of the leader's class (${cls ?? 'none'}): ${describe(badTriggers, (c) => classOf(c) ?? 'no class')}.`,
    });
  }
  return issues;
}

type Basis = 'class' | 'title';
const BASIS_LABEL: Record<Basis, string> = { class: 'class basis (SVE 6.1.1.5.1)', title: 'title basis (SVE 6.1.1.5.2)' };

function prefix(issues: DeckIssue[], basis: Basis): DeckIssue[] {
  return issues.map((i) => ({ ...i, message: `[${basis} basis] ${i.message}` }));
}

/** Informational consequences of the basis for play (14.5.1.2 Union Burst). */
function playNotes(ctx: DeckCheckContext, basis: Basis, leader: CardRecord): DeckIssue[] {
  const ub = deckCards(ctx).filter((l) => hasUnionBurst(l.card!));
  const princonne = basis === 'title' && titleOf(leader) === PRINCONNE_TITLE_KEY;
  if (ub.length === 0 || princonne) return [];
  return [
    {
      code: 'BASIS_USED',
      severity: 'info',
      rule: 'SVE 14.5.1.2',
      cards: ub.map((l) => l.entry.id),
      message: `${ub.length} card(s) have Union Burst abilities, which are always invalid unless the deck is a title-basis プリンセスコネクト！Re:Dive deck.`,
    },
  ];
}

/** SVE 6.1.1.5 / 6.2.1.3: class basis or title basis, per the `basis` option. */
const basisCheck: DeckCheck = (ctx) => {
  const leaders = leadersOf(ctx);
  if (leaders.length !== 1) return []; // the leader count error already explains the deck
  const leader = leaders[0];
  const option = String(ctx.format.options.basis ?? 'auto');
  if (option === 'class' || option === 'title') {
    const basis = option as Basis;
    const errors = basis === 'class' ? classBasisErrors(ctx, leader) : titleBasisErrors(ctx, leader);
    if (errors.length) return prefix(errors, basis);
    return [
      { code: 'BASIS_USED', severity: 'info', rule: 'SVE 6.2.1.3', message: `Judged under the declared ${BASIS_LABEL[basis]}.` },
      ...playNotes(ctx, basis, leader),
    ];
  }
  const classErrors = classBasisErrors(ctx, leader);
  const hasTitle = titleOf(leader) !== null;
  const titleErrors = hasTitle ? titleBasisErrors(ctx, leader) : undefined;
  const classOk = classErrors.length === 0;
  const titleOk = titleErrors !== undefined && titleErrors.length === 0;
  if (classOk && titleOk) {
    return [
      {
        code: 'BASIS_USED',
        severity: 'info',
        rule: 'SVE 6.2.1.3',
        message:
          'Both the class basis and the title basis hold. The leader has a class and a title, so the player declares the basis before the game (SVE 6.2.1.3); it matters for title mechanics (e.g. 14.4.5.1.2, 14.5.1.2).',
      },
    ];
  }
  if (classOk || titleOk) {
    const used: Basis = classOk ? 'class' : 'title';
    const why = !hasTitle
      ? 'the leader has no title, so only the class basis is possible'
      : `the ${used === 'class' ? 'title' : 'class'} basis does not hold: ${(used === 'class' ? titleErrors! : classErrors).map((e) => `${e.rule} ${e.message}`).join(' ')}`;
    return [
      {
        code: 'BASIS_USED',
        severity: 'info',
        rule: 'SVE 6.1.1.5',
        message: `Legal under the ${BASIS_LABEL[used]}; ${why}.` + (hasTitle ? ' Declare this basis before the game (SVE 6.2.1.3).' : ''),
      },
      ...playNotes(ctx, used, leader),
    ];
  }
  const issues = [...prefix(classErrors, 'class'), ...(titleErrors ? prefix(titleErrors, 'title') : [])];
  issues.push({
    code: 'BASIS_USED',
    severity: 'info',
    rule: 'SVE 6.1.1.5',
    message: hasTitle
      ? 'Neither the class basis nor the title basis holds; the deck must satisfy at least one (SVE 6.1.1.5).'
      : 'The class basis does not hold and the leader has no title, so the title basis is impossible (SVE 6.1.1.5).',
  });
  return issues;
};

/** B-2 6.1.1.1 (different classes), 6.1.1.5.1 (either leader's class or neutral), 6.1.1.5.2 (>= 1 per class). */
const crossoverChecks: DeckCheck = (ctx) => {
  const leaders = leadersOf(ctx);
  if (leaders.length !== 2) return [];
  const classes = leaders.map(classOf);
  const issues: DeckIssue[] = [];
  if (classes[0] === classes[1] || classes.some((c) => c === null)) {
    issues.push({
      code: 'FORMAT_RULE',
      rule: 'SVE B-2 6.1.1.1',
      cards: leaders.map((l) => l.id),
      message: `Crossover needs two leaders of different classes; got ${leaders.map((l) => `${l.name} (${classOf(l) ?? 'no class'})`).join(' and ')}.`,
    });
    return issues;
  }
  const allowed = new Set([...(classes as string[]), NEUTRAL]);
  const bad = offending(deckCards(ctx), (c) => !allowed.has(classOf(c) ?? ''));
  if (bad.length) {
    issues.push({
      code: 'CLASS_MISMATCH',
      rule: 'SVE B-2 6.1.1.5.1',
      cards: bad.map((l) => l.entry.id),
      message: `Every main/evolve card must be ${classes.join(', ')} or ${NEUTRAL}; not: ${describe(bad, (c) => classOf(c) ?? 'no class')}.`,
    });
  }
  for (const cls of classes as string[]) {
    const n = entriesIn(ctx, ['main']).reduce((s, l) => s + (l.card && classOf(l.card) === cls ? l.entry.count : 0), 0);
    if (n === 0) {
      issues.push({
        code: 'CLASS_MISMATCH',
        rule: 'SVE B-2 6.1.1.5.2',
        section: 'main',
        message: `The main deck must hold at least 1 ${cls} card (one leader's class); it has none.`,
      });
    }
  }
  issues.push({
    code: 'BASIS_USED',
    severity: 'info',
    rule: 'SVE B-2 6.1.1.5',
    message: `Crossover: judged on the two leaders' classes (${classes.join(' + ')}); title basis is not allowed in this format.`,
  });
  return issues;
};

const sealedNote: DeckCheck = () => [
  {
    code: 'FORMAT_RULE',
    severity: 'info',
    rule: 'SVE B-1 6.1.1',
    message: 'Sealed: the cards must come from the packs opened for you; the card pool cannot be checked from a deck list.',
  },
];

const CHECKS: Record<string, DeckCheck[]> = {
  standard: [leaderOnly('SVE 6.1.1.1'), mainCards, evolveCards, copies, startAmuletOneName, basisCheck],
  crossover: [leaderOnly('SVE B-2 6.1.1.1'), mainCards, evolveCards, copies, startAmuletOneName, crossoverChecks],
  sealed: [
    leaderOnly('SVE B-1 6.1.1.2'),
    forbiddenInSection({ sections: ['main'], when: (c) => !mainDeckCard(c), rule: 'SVE B-1 6.1.1.3' }),
    forbiddenInSection({ sections: ['evolve'], when: (c) => !evolveDeckCard(c), rule: 'SVE B-1 6.1.1.4' }),
    sealedNote,
  ],
};
CHECKS['sample-banlist'] = CHECKS.standard;

function sveWarnings(ctx: DeckCheckContext): DeckIssue[] {
  const suspect = entriesIn(ctx).filter((l) => l.card?.flags?.suspect);
  return suspect.map((l) => ({
    code: 'CARD_DATA',
    severity: 'warning' as const,
    rule: 'catalog data',
    section: l.section,
    cards: [l.entry.id],
    message: `${l.card!.name} (${l.entry.id}): ${l.card!.flags.suspect}`,
  }));
}

export const deckRules: GameDeckRules = {
  game: 'shadowverse-evolve',
  rulePrefix: 'SVE',
  sections: SVE_SECTIONS,
  formats: SVE_FORMATS,
  defaultFormat: 'standard',
  checks: (format) => CHECKS[format.id] ?? CHECKS.standard,
  warnings: sveWarnings,
  accepts(section, card) {
    if (section === 'leader') return isLeader(card);
    if (section === 'main') return mainDeckCard(card);
    if (section === 'evolve') return evolveDeckCard(card);
    return false;
  },
};
