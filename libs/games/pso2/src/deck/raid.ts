/**
 * Deck legality in the co-op raid battle (協力レイドバトル, format `raid`): 「各プレイヤーそれぞれのデッキとボスデッキが必要」.
 * A seat's deck is either
 * - a player deck, built by the normal rules (section 100: the standard checks; the player card is required), or
 * - a boss deck: section `boss` with exactly one boss card (《ボス》) and section `bossDeck` with at least one card
 *   (characters, Actives and items); the rules set no size, copy, Drop, class or colour limit for boss decks.
 * Which one it is follows from the sections used; mixing them is refused (FORBIDDEN_IN_SECTION).
 */
import type { DeckCheck, DeckIssue, DeckSectionSpec } from '../../../../decks/src/types.js';
import { resolveSection } from '../../../../decks/src/check-helpers.js';
import { kindOf } from '../cards/facts.js';
import { MAG, MAIN, PLAYER, PSO2_CHECKS } from './checks.js';

export const BOSS = 'boss';
export const BOSS_DECK = 'bossDeck';

export const RAID_SECTIONS: DeckSectionSpec[] = [
  { name: PLAYER, nameJa: 'プレイヤーカード', min: 0, max: 1, single: true, rule: 'PSO2 100.1', aliases: ['player card', 'playercard', 'プレイヤー', 'leader'], description: 'A party seat: exactly one player card (100.1). Empty on the boss seat.' },
  { name: MAG, nameJa: 'マグカード', min: 0, max: 1, single: true, rule: 'PSO2 100.1', aliases: ['mag card', 'magcard', 'マグ'], description: 'At most one mag card (100.1); none with a black player card (100.1.1) and none on the boss seat.' },
  { name: MAIN, nameJa: 'デッキ', min: 0, max: 1000, rule: 'PSO2 100.2', aliases: ['deck', 'main deck', 'maindeck'], description: 'A party seat\'s deck, built by section 100 (as in the standard format).' },
  { name: BOSS, nameJa: '《ボス》', min: 0, max: 1, single: true, rule: 'PSO2 raid', aliases: ['ボス'], description: 'The boss seat (the last seat of a raid match): exactly one boss card; its ライフ is printed bottom-right.' },
  { name: BOSS_DECK, nameJa: 'ボスデッキ', min: 0, max: 1000, rule: 'PSO2 raid', aliases: ['boss deck', 'ボスデッキ'], description: 'The boss deck: characters, Actives and items the boss plays from the top (no construction limits in the rules).' },
];

const total = (ctx: Parameters<DeckCheck>[0], s: string) => resolveSection(ctx, s).reduce((n, e) => n + e.count, 0);

export const isBossDeck = (ctx: Parameters<DeckCheck>[0]): boolean => (ctx.deck[BOSS]?.length ?? 0) > 0 || (ctx.deck[BOSS_DECK]?.length ?? 0) > 0;

/** The checks of a boss deck. */
const checkBossDeck: DeckCheck = (ctx) => {
  const issues: DeckIssue[] = [];
  const mixed = [PLAYER, MAG, MAIN].filter((s) => total(ctx, s) > 0);
  if (mixed.length > 0) issues.push({ code: 'FORBIDDEN_IN_SECTION', rule: 'PSO2 raid', section: mixed[0], message: `A boss deck (sections boss, bossDeck) has no ${mixed.join(', ')} section: a seat is either a party player or the boss.` });
  const bosses = resolveSection(ctx, BOSS);
  if (total(ctx, BOSS) !== 1 || bosses.some((e) => kindOf(e.card) !== 'boss')) {
    issues.push({ code: 'LEADER_REQUIRED', rule: 'PSO2 raid', section: BOSS, message: 'A boss deck needs exactly one boss card (《ボス》) in section boss.' });
  }
  const badKinds = resolveSection(ctx, BOSS_DECK).filter((e) => !['character', 'active', 'item'].includes(kindOf(e.card) ?? ''));
  if (badKinds.length > 0) issues.push({ code: 'FORBIDDEN_IN_SECTION', rule: 'PSO2 raid', section: BOSS_DECK, cards: badKinds.map((e) => e.id), message: `The boss deck holds characters, Actives and items only: ${badKinds.map((e) => e.id).join(', ')}.` });
  if (total(ctx, BOSS_DECK) === 0) issues.push({ code: 'SECTION_SIZE', rule: 'PSO2 raid', section: BOSS_DECK, message: 'The boss deck is empty: the boss plays from it every turn.' });
  return issues;
};

/** A party deck: the standard checks, and the player card is required. */
const checkPartyDeck: DeckCheck = (ctx) => {
  const issues: DeckIssue[] = [];
  if (total(ctx, PLAYER) !== 1) issues.push({ code: 'LEADER_REQUIRED', rule: 'PSO2 100.1', section: PLAYER, message: 'A party seat needs exactly one player card (100.1); the boss seat uses sections boss and bossDeck.' });
  return [...issues, ...PSO2_CHECKS.flatMap((c) => c(ctx))];
};

export const checkRaidDeck: DeckCheck = (ctx) => (isBossDeck(ctx) ? checkBossDeck(ctx) : checkPartyDeck(ctx));
