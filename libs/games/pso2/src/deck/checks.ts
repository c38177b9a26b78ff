/**
 * PSO2 TCG deck-construction checks (PSO2 100, 206.1.2, 302.11), one small pure function each.
 * Every issue carries a stable code and the clause it enforces (e.g. "PSO2 100.6").
 *
 * Sections: `player` (《プレイヤーカード》 exactly 1, 100.1), `mag` (《マグカード》 at most 1, none with a
 * black player card, 100.1 / 100.1.1) and `main` (the デッキ, exactly the number printed on the player
 * card, 100.2; player and mag cards are not part of it, 100.2).
 * The framework's validateDeck checks the section sizes from the specs in rules.ts (100.1: exactly one player card,
 * LEADER_REQUIRED when there is none; at most one mag card) and the restriction list in effect; the checks here
 * are the rest of section 100.
 */
import type { CardRecord } from '../../../../catalog/src/card.js';
import { allCardsMatch, forbiddenInSection, onlyInSection, sectionCount, totalCap, when } from '../../../../decks/src/checks.js';
import { nameKey } from '../../../../decks/src/text.js';
import type { DeckCheck, DeckCheckContext, DeckIssue } from '../../../../decks/src/types.js';
import {
  ALL_CLASSES,
  classesOf,
  colorsOf,
  deckNameOf,
  deckSizeOf,
  faceSizesOf,
  isBlack,
  isDrop,
  isErosion,
  isProliferate,
  kindOf,
  type FaceMode,
  type Pso2Kind,
} from '../cards/facts.js';
import { option, resolveSection, type ResolvedEntry } from '../../../../decks/src/check-helpers.js';

export const PLAYER = 'player';
export const MAG = 'mag';
export const MAIN = 'main';

/** PSO2 100 numbers. */
export const PSO2_LIMITS = {
  /** 100.1: exactly one player card. */
  players: 1,
  /** 100.1: at most one mag card (0 with a black player card, 100.1.1). */
  mags: 1,
  /** 100.3: at most 3 cards with the same name (title included, 206.1.2). */
  copies: 3,
  /** 302.11: a 【増殖】 card may be put in the deck up to 9 times. */
  proliferateCopies: 9,
  /** 100.6: at most 9 【ドロップ】 cards in total. */
  dropCards: 9,
} as const;

export type MultiClassMatch = 'any-shared' | 'all';
export type ClasslessPlayer = 'printed' | 'any';
export type BlackCardsElsewhere = 'allowed' | 'forbidden';
export type PlayerFaceDeckSize = FaceMode;

/** Option names and defaults of the PSO2 formats (ambiguities of §1 / §14 of the digest; names as in docs/games/pso2.md). */
export const PSO2_OPTION_DEFAULTS = {
  /**
   * 100.2 with a double-sided player card (102.3.1; the deck is built before turn order is known, 102.1):
   * 'faces-must-agree' = a player card whose two faces print different numbers cannot be used (FORMAT_RULE);
   * 'first-face' = the 先攻 face's number is the deck size.
   */
  pso2PlayerFaceDeckSize: 'faces-must-agree' as PlayerFaceDeckSize,
  /**
   * 100.4 / 100.5 with a card of several class icons (not ALL): 'any-shared' = one shared class is enough
   * (digest [ENGINE]); 'all' = every class icon of the card must be one of the player card's classes.
   */
  pso2MultiClassMatch: 'any-shared' as MultiClassMatch,
  /**
   * The class of a black player card (§14.24: the rules never say): 'printed' = the class it prints; one that prints
   * no class matches no class-bearing Active/Item card, ALL included (100.4 / 100.5 read literally); 'any' = a
   * player card without a printed class matches every class.
   */
  pso2BlackPlayerClass: 'printed' as ClasslessPlayer,
  /**
   * 100.7 restricts only decks with a black player card: 'allowed' = black cards may go in any other deck;
   * 'forbidden' = they may not (COLOR_MISMATCH, not a reading of the text; offered for comparison).
   */
  pso2BlackCardsElsewhere: 'allowed' as BlackCardsElsewhere,
};

/** PSO2 100.1, 100.2: the card types each section holds. */
export const PSO2_SECTION_KINDS: Readonly<Record<string, readonly Pso2Kind[]>> = {
  [PLAYER]: ['player'],
  [MAG]: ['mag'],
  [MAIN]: ['character', 'active', 'item'],
};
const SECTION_KIND_RULE: Readonly<Record<string, string>> = {
  [PLAYER]: 'PSO2 100.1',
  [MAG]: 'PSO2 100.1',
  [MAIN]: 'PSO2 100.2',
};

const ids = (entries: ResolvedEntry[]): string[] => [...new Set(entries.map((e) => e.id))].sort();
const total = (entries: ResolvedEntry[]): number => entries.reduce((n, e) => n + e.count, 0);

/** The one player card of the deck, when the player section holds exactly one known player card (one copy). */
export function playerCardOf(ctx: DeckCheckContext): CardRecord | undefined {
  const players = resolveSection(ctx, PLAYER).filter((e) => kindOf(e.card) === 'player');
  return players.length === 1 && players[0].count === 1 ? players[0].card : undefined;
}

/** PSO2 100.1 / 100.2: each section holds only its card types (player cards and mag cards are not deck cards). */
export const checkSectionKinds: DeckCheck = (ctx) =>
  Object.entries(PSO2_SECTION_KINDS).flatMap(([section, allowed]) =>
    onlyInSection({
      sections: [section],
      allowed: (c) => {
        const k = kindOf(c);
        return k !== null && allowed.includes(k);
      },
      rule: SECTION_KIND_RULE[section],
      message: (cs) =>
        (section === MAIN
          ? 'The deck holds only キャラ / アクティブ / アイテム cards; player and mag cards are not part of it (PSO2 100.2): '
          : `The ${section} section holds only ${section === PLAYER ? 'a player (プレイヤー)' : 'a mag (マグ)'} card (PSO2 100.1): `) +
        `${cs.map((c) => c.id).join(', ')}.`,
    })(ctx),
  );

/** PSO2 100.1.1: no mag card with a black player card (the 0..1 mag cards of 100.1 is the section spec). */
export const checkNoMagWithBlackPlayer: DeckCheck = (ctx) => {
  const n = sectionCount(ctx, MAG);
  const player = playerCardOf(ctx);
  if (!player || !isBlack(player) || n === 0) return [];
  return [
    {
      code: 'SECTION_SIZE',
      rule: 'PSO2 100.1.1',
      section: MAG,
      cards: (ctx.deck[MAG] ?? []).map((e) => e.id),
      message: `A black player card (${player.id}) is used without a mag card; ${n} mag card(s) were given.`,
    },
  ];
};

/**
 * PSO2 100.2 / 102.3.1, option pso2PlayerFaceDeckSize 'faces-must-agree': a player card whose 先攻 and 後攻 faces
 * print different numbers (extra.faces.first.hp / second.hp) gives no single deck size.
 */
export const checkPlayerFaces: DeckCheck = (ctx) => {
  const player = playerCardOf(ctx);
  if (!player || option(ctx, 'pso2PlayerFaceDeckSize', PSO2_OPTION_DEFAULTS.pso2PlayerFaceDeckSize) !== 'faces-must-agree') return [];
  const { first, second } = faceSizesOf(player);
  if (first === null || second === null || first === second) return [];
  return [
    {
      code: 'FORMAT_RULE',
      rule: 'PSO2 102.3.1',
      section: PLAYER,
      cards: [player.id],
      message: `The player card ${player.id} prints ${first} on its 先攻 face and ${second} on its 後攻 face; the deck size (100.2) must not depend on turn order (option pso2PlayerFaceDeckSize=faces-must-agree).`,
    },
  ];
};

/** PSO2 100.2: the deck has exactly the number of cards printed bottom-right of the player card (not a maximum). */
export const checkDeckSize: DeckCheck = (ctx) => {
  const player = playerCardOf(ctx);
  const mode = option(ctx, 'pso2PlayerFaceDeckSize', PSO2_OPTION_DEFAULTS.pso2PlayerFaceDeckSize);
  const size = player ? deckSizeOf(player, mode) : null;
  if (!player || size === null) return [];
  const n = sectionCount(ctx, MAIN);
  if (n === size) return [];
  return [
    {
      code: 'DECK_SIZE',
      rule: 'PSO2 100.2',
      section: MAIN,
      cards: [player.id],
      message: `The deck has ${n} cards; the player card ${player.id} prints ${size}, so it must have exactly ${size}.`,
    },
  ];
};

/**
 * The copy limit of one name and the clause that sets it: 3 (100.3); 9 for a 【増殖】 card (302.11);
 * a card's own text (flags.maxCopies, 100.3.2; null = any number). The largest allowance of the printings wins.
 */
export function copyRule(cards: CardRecord[]): { limit: number; rule: string } {
  let best = { limit: PSO2_LIMITS.copies as number, rule: 'PSO2 100.3' };
  for (const c of cards) {
    const m = c.flags?.maxCopies;
    if (m === null) return { limit: Number.POSITIVE_INFINITY, rule: 'PSO2 100.3.2' };
    if (isProliferate(c) && PSO2_LIMITS.proliferateCopies > best.limit) best = { limit: PSO2_LIMITS.proliferateCopies, rule: 'PSO2 302.11' };
    if (typeof m === 'number' && m > best.limit) best = { limit: m, rule: 'PSO2 100.3.2' };
  }
  return best;
}

/**
 * PSO2 100.3: at most 3 cards of the same name, the name including its title (称号) (100.3.1, 206.1.2),
 * compared NFKC-normalized without spaces. PSO2 302.11: a 【増殖】 card up to 9. PSO2 100.3.2: card text.
 * (Custom rather than the framework's copyLimit builder, so that the clause cited follows the allowance.)
 */
export const checkCopyLimit: DeckCheck = (ctx) => {
  const byName = new Map<string, { name: string; entries: ResolvedEntry[] }>();
  for (const e of resolveSection(ctx, MAIN)) {
    const name = deckNameOf(e.card);
    const k = nameKey(name);
    const g = byName.get(k) ?? { name, entries: [] };
    g.entries.push(e);
    byName.set(k, g);
  }
  const issues: DeckIssue[] = [];
  for (const [, { name, entries }] of [...byName.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const n = total(entries);
    const { limit, rule } = copyRule(entries.map((e) => e.card));
    if (n > limit) {
      issues.push({
        code: 'COPY_LIMIT',
        rule,
        section: MAIN,
        cards: ids(entries),
        message: `${n} cards named "${name}" (title included); at most ${limit} allowed.`,
      });
    }
  }
  return issues;
};

/** PSO2 100.6: at most 9 【ドロップ】 cards in the deck, all names together. */
export const checkDropCap: DeckCheck = totalCap({
  sections: [MAIN],
  predicate: (c) => isDrop(c),
  what: '【ドロップ】 cards',
  max: PSO2_LIMITS.dropCards,
  rule: 'PSO2 100.6',
  code: 'DROP_CAP',
});

/** Does a card's class set match the player's (100.4 / 100.5, 208.1.2)? */
export function classMatches(cardClasses: string[], playerClasses: string[], multi: MultiClassMatch, classless: ClasslessPlayer): boolean {
  if (cardClasses.length === 0) return true;
  if (playerClasses.includes(ALL_CLASSES)) return true;
  const player = playerClasses.filter((c) => c !== ALL_CLASSES);
  if (player.length === 0) return classless === 'any';
  if (cardClasses.includes(ALL_CLASSES)) return true;
  return multi === 'all' ? cardClasses.every((c) => player.includes(c)) : cardClasses.some((c) => player.includes(c));
}

function classCheck(kind: 'active' | 'item', rule: string): DeckCheck {
  return (ctx) => {
    const player = playerCardOf(ctx);
    if (!player) return [];
    const multi = option(ctx, 'pso2MultiClassMatch', PSO2_OPTION_DEFAULTS.pso2MultiClassMatch);
    const classless = option(ctx, 'pso2BlackPlayerClass', PSO2_OPTION_DEFAULTS.pso2BlackPlayerClass);
    const playerClasses = classesOf(player);
    return forbiddenInSection({
      sections: [MAIN],
      when: (c) => kindOf(c) === kind && !classMatches(classesOf(c), playerClasses, multi, classless),
      rule,
      code: 'CLASS_MISMATCH',
      message: (cs) =>
        `${kind === 'active' ? 'Active' : 'Item'} card(s) whose class does not match the player card ${player.id} (${playerClasses.join('/') || 'no class'}): ` +
        `${cs.map((c) => `${c.id} (${classesOf(c).join('/')})`).join(', ')}.`,
    })(ctx);
  };
}

/**
 * PSO2 100.4: an Active card with a class must match the player card's class. PSO2 100.5: the same for Item cards.
 * ALL has every class icon (208.1.2). Character cards are not restricted by class. Classless cards pass.
 */
export const checkClass: DeckCheck = (ctx) => [...classCheck('active', 'PSO2 100.4')(ctx), ...classCheck('item', 'PSO2 100.5')(ctx)];

/** PSO2 100.7: with a black player card, the deck holds only black cards and 【侵食】 cards. */
export const checkBlackPlayer: DeckCheck = when(
  (ctx) => {
    const player = playerCardOf(ctx);
    return player !== undefined && isBlack(player);
  },
  allCardsMatch({
    sections: [MAIN],
    predicate: (c) => isBlack(c) || isErosion(c),
    rule: 'PSO2 100.7',
    code: 'COLOR_MISMATCH',
    message: (cs) =>
      `With a black player card the deck may hold only black (黒) cards and 【侵食】 cards; not: ${cs
        .map((c) => `${c.id} (${colorsOf(c).join('/') || '白'})`)
        .join(', ')}.`,
  }),
);

/** Option pso2BlackCardsElsewhere 'forbidden': no black card in a deck whose player card is not black. */
export const checkBlackCardsElsewhere: DeckCheck = when(
  (ctx) => {
    const player = playerCardOf(ctx);
    return (
      player !== undefined &&
      !isBlack(player) &&
      option(ctx, 'pso2BlackCardsElsewhere', PSO2_OPTION_DEFAULTS.pso2BlackCardsElsewhere) === 'forbidden'
    );
  },
  forbiddenInSection({
    sections: [MAIN],
    when: (c) => isBlack(c),
    rule: 'PSO2 100.7',
    code: 'COLOR_MISMATCH',
    message: (cs) =>
      `Black (黒) cards only with a black player card (option pso2BlackCardsElsewhere=forbidden; 100.7 itself restricts only black decks): ${cs.map((c) => c.id).join(', ')}.`,
  }),
);

/** All PSO2 checks in report order (after the framework's section sizes). */
export const PSO2_CHECKS: readonly DeckCheck[] = [
  checkSectionKinds,
  checkNoMagWithBlackPlayer,
  checkPlayerFaces,
  checkDeckSize,
  checkCopyLimit,
  checkDropCap,
  checkClass,
  checkBlackPlayer,
  checkBlackCardsElsewhere,
];
