/**
 * PSO2 TCG deck legality (詳細ルール Ver2.0, section 100; 206.1.2; 302.11).
 *
 * Sections: `player` (exactly one player card, 100.1), `mag` (at most one mag card, 100.1; none with a black
 * player card, 100.1.1), `main` (the deck: exactly the number printed bottom-right of the player card, 100.2).
 *
 * Formats:
 * - `standard` (default). Options (readings of the ambiguities, digest §1 / §14; names as in docs/games/pso2.md):
 *   - pso2PlayerFaceDeckSize 'faces-must-agree': the player card is double-sided (102.3.1) and the deck is built
 *     before turn order is known (102.1), so a card whose faces print different numbers gives no deck size
 *     (FORMAT_RULE PSO2 102.3.1); 'first-face' uses the 先攻 face.
 *   - pso2MultiClassMatch 'any-shared': a card with several class icons matches when one of them is the player
 *     card's class (100.4 / 100.5 say only "must match"); 'all' requires every icon to be among the player's classes.
 *   - pso2BlackPlayerClass 'printed': a black player card has the class it prints (§14.24: the rules never say);
 *     one that prints none matches no class-bearing Active/Item card, ALL included (100.4 / 100.5 read literally:
 *     there is nothing to match); 'any': a player card without a printed class matches every class.
 *   - pso2BlackCardsElsewhere 'allowed': 100.7 restricts only black player decks; 'forbidden' also keeps black
 *     cards out of other decks (not a reading of the text; offered for comparison).
 *   Not options (the text is clear): the copy name includes the title (206.1.2); the deck size is an equality
 *   (100.2 になります); player and mag cards are not counted in it (100.2).
 */
import type { DeckCheck, DeckCheckContext, DeckFormat, DeckIssue, DeckSectionSpec, GameDeckRules } from '../../../../decks/src/types.js';
import { deckSizeOf, kindOf } from '../cards/facts.js';
import { MAG, MAIN, PLAYER, PSO2_CHECKS, PSO2_LIMITS, PSO2_OPTION_DEFAULTS, playerCardOf } from './checks.js';
import { cardDataWarnings } from '../../../../decks/src/check-helpers.js';
import { PSO2_RESTRICTIONS } from './restrictions.js';
import { BOSS, BOSS_DECK, RAID_SECTIONS, checkRaidDeck } from './raid.js';
import { OPTION_CHOICES, OPTION_DEFAULTS, OPTION_DOCS } from '../options.js';

export const PSO2_SECTIONS: DeckSectionSpec[] = [
  {
    name: PLAYER,
    nameJa: 'プレイヤーカード',
    min: PSO2_LIMITS.players,
    max: PSO2_LIMITS.players,
    single: true,
    emptyCode: 'LEADER_REQUIRED',
    rule: 'PSO2 100.1',
    aliases: ['player card', 'playercard', 'プレイヤー', 'leader'],
    description: 'Exactly one player card (100.1). It sets the deck size (100.2), the class (100.4 / 100.5) and, if black, the colour rule (100.7).',
  },
  {
    name: MAG,
    nameJa: 'マグカード',
    min: 0,
    max: PSO2_LIMITS.mags,
    single: true,
    rule: 'PSO2 100.1',
    aliases: ['mag card', 'magcard', 'マグ'],
    description: 'At most one mag card (100.1); none with a black player card (100.1.1). Not counted in the deck size (100.2).',
  },
  {
    name: MAIN,
    nameJa: 'デッキ',
    // The size is not fixed by the rules: it is the number printed on the player card (100.2), checked by checkDeckSize.
    min: 0,
    max: 1000, // no bound of its own (1000 = the request limit, shown as "at least 0"): the player card's printed number decides (checkDeckSize)
    rule: 'PSO2 100.2',
    aliases: ['deck', 'main deck', 'maindeck'],
    description:
      'The deck: exactly the number printed bottom-right of the player card (100.2); at most 3 per name including the title (100.3, 206.1.2), 9 for 【増殖】 cards (302.11); at most 9 【ドロップ】 cards in total (100.6); Active and Item cards with a class match the player card (100.4, 100.5); with a black player card only black or 【侵食】 cards (100.7).',
  },
];

/** The deck options' allowed values (both formats). */
const DECK_OPTION_CHOICES: Record<string, Array<string | number | boolean>> = {
  pso2PlayerFaceDeckSize: ['faces-must-agree', 'first-face'],
  pso2MultiClassMatch: ['any-shared', 'all'],
  pso2BlackPlayerClass: ['printed', 'any'],
  pso2BlackCardsElsewhere: ['allowed', 'forbidden'],
};

export const PSO2_FORMATS: DeckFormat[] = [
  {
    id: 'standard',
    name: 'Standard',
    description: 'PSO2 TCG 詳細ルール Ver2.0 section 100, with the project readings of its ambiguities (see options).',
    options: { ...PSO2_OPTION_DEFAULTS },
    optionChoices: { ...DECK_OPTION_CHOICES },
    optionDocs: {
      pso2PlayerFaceDeckSize:
        "100.2 with a double-sided player card (102.3.1): 'faces-must-agree' = a player card whose 先攻 and 後攻 faces print different numbers cannot be used (FORMAT_RULE PSO2 102.3.1) (default); 'first-face' = the 先攻 face's number is the deck size.",
      pso2BlackCardsElsewhere:
        "100.7 restricts only decks with a black player card: 'allowed' = black cards may go in other decks (default, the text); 'forbidden' = they may not (COLOR_MISMATCH).",
      pso2MultiClassMatch:
        "100.4 / 100.5 with a multi-class card: 'any-shared' = one of its class icons equals the player card's class (default); 'all' = every icon must be one of the player card's classes.",
      pso2BlackPlayerClass:
        "The class of a black player card (the rules never say): 'printed' = the class it prints; one that prints none matches no class-bearing Active/Item card, ALL included (default, literal 100.4 / 100.5); 'any' = a player card without a printed class matches every class.",
    },
    restrictions: PSO2_RESTRICTIONS,
    rule: 'PSO2 100',
  },
  {
    id: 'raid',
    name: 'Co-op raid battle (協力レイドバトル)',
    description:
      'A party of 2 or more players against a boss played by the engine. Party seats bring decks built by section 100 (as in standard); the boss seat (the last seat of a match) brings sections boss (one boss card) and bossDeck. POST /v1/games/pso2/matches with format "raid" sets the engine option format = raid.',
    options: { ...PSO2_OPTION_DEFAULTS },
    optionChoices: { ...DECK_OPTION_CHOICES },
    optionDocs: {},
    sections: RAID_SECTIONS,
    restrictions: PSO2_RESTRICTIONS,
    rule: 'PSO2 raid',
  },
];

/**
 * The engine's play options (readings of the rules' ambiguities and the raid settings; passed as `options` when a
 * match is created, POST /v1/games/pso2/matches) are listed with each format too, so GET /v1/games/pso2/formats
 * shows every named reading in one place. `format` is not listed: the format id sets it.
 */
for (const f of PSO2_FORMATS) {
  const deckDocs = f.optionDocs ?? {};
  f.optionDocs = { ...deckDocs };
  for (const [k, v] of Object.entries(OPTION_DEFAULTS)) {
    if (k === 'format') continue;
    if (f.id !== 'raid' && k.startsWith('raid')) continue;
    f.options[k] = v;
    if (OPTION_CHOICES[k]) (f.optionChoices ??= {})[k] = OPTION_CHOICES[k]!;
    f.optionDocs[k] = OPTION_DOCS[k]!;
  }
}
for (const f of PSO2_FORMATS) if (f.id === 'raid') f.optionDocs = { ...PSO2_FORMATS[0]!.optionDocs, ...f.optionDocs };

/**
 * Warnings (never errors): sample cards (the PSO2 catalog is a sample set written for this project), cards with a
 * data-quality flag, and a player card that does not carry its printed deck size.
 */
function pso2Warnings(ctx: DeckCheckContext): DeckIssue[] {
  const data = cardDataWarnings(ctx, [PLAYER, MAG, MAIN, BOSS, BOSS_DECK], 'PSO2 catalog');
  const player = playerCardOf(ctx);
  if (!player || deckSizeOf(player, 'first-face') !== null) return data;
  return [
    ...data,
    {
      code: 'CARD_DATA',
      severity: 'warning',
      rule: 'PSO2 100.2',
      section: PLAYER,
      cards: [player.id],
      message: `The player card ${player.id} has no deck size in the catalog (extra.deck_size or HP); 100.2 was not checked.`,
    },
  ];
}

export const deckRules: GameDeckRules = {
  game: 'pso2',
  rulePrefix: 'PSO2',
  sections: PSO2_SECTIONS,
  formats: PSO2_FORMATS,
  defaultFormat: 'standard',
  checks(format: DeckFormat): DeckCheck[] {
    // Options are read from ctx.format at check time (validateDeck applies the request's overrides to it).
    return format.id === 'raid' ? [checkRaidDeck] : [...PSO2_CHECKS];
  },
  warnings: pso2Warnings,
  accepts(section, card) {
    const k = kindOf(card);
    if (section === BOSS) return k === 'boss';
    if (section === BOSS_DECK) return k === 'character' || k === 'active' || k === 'item';
    return section === PLAYER ? k === 'player' : section === MAG ? k === 'mag' : section === MAIN ? k !== null && k !== 'player' && k !== 'mag' && k !== 'boss' : false;
  },
  defaultSection: MAIN,
};
