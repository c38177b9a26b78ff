/**
 * Re:Birth for you deck construction (総合ルール 6.1, 6.1.2, 12.2.1; ver. 1.20).
 *
 * Sections: `main` (メインデッキ, exactly 50), `partner` (パートナーカード, exactly 3),
 * `shika` (シカ山, the Shika pile of 12.2.1.3: empty, or the five Shika cards). The `standard` format
 * enables the `shika` section because section 12 is part of the comprehensive rules; a deck that uses no
 * Shika-characters simply leaves it empty.
 *
 * Formats:
 *   - `standard` option `shikaPileExact` (default true): 12.2.1.3 says the pile "contains one each of"
 *     the five cards; true reads that as "exactly those five, one each" (extra or duplicate cards are
 *     errors), false only requires the five to be present.
 *   - `sample-banlist`: `standard` + a SAMPLE restriction list (not official).
 *
 * Not restrictions on the text as written (digest C): titles, minimum characters, partner names, partner
 * copy limits. A main deck without a cost <= 2 card is legal but gets a PLAYABILITY warning (6.2.1.2).
 */
import { copyLimit, entriesIn, forbiddenInSection, onlyInSection, totalCap } from '../../../../decks/src/checks.js';
import { nameKey } from '../../../../decks/src/text.js';
import type { DeckCheck, DeckCheckContext, DeckFormat, DeckIssue, DeckSectionSpec, GameDeckRules } from '../../../../decks/src/types.js';
import { SHIKA_PILE_NAMES, isCharacter, isPartner, isRebirth, isShika } from '../cards/facts.js';
import { R4U_RESTRICTIONS, R4U_SAMPLE_RESTRICTIONS } from './restrictions.js';
import { OPTION_CHOICES as ENGINE_OPTION_CHOICES, OPTION_DEFAULTS as ENGINE_OPTION_DEFAULTS, OPTION_DOCS as ENGINE_OPTION_DOCS } from '../options.js';

export const R4U_SECTIONS: DeckSectionSpec[] = [
  {
    name: 'main',
    nameJa: 'メインデッキ',
    min: 50,
    max: 50,
    rule: 'R4U 6.1.1.1',
    description: 'Exactly 50 cards; at most 4 per name, at most 8 Re-birth cards, no partners, no Shika-characters.',
    aliases: ['main deck', 'deck', 'メイン'],
    sizeCode: 'DECK_SIZE',
  },
  {
    name: 'partner',
    nameJa: 'パートナーカード',
    min: 3,
    max: 3,
    rule: 'R4U 6.1.1.5',
    description: 'Exactly 3 partner cards, prepared apart from the main deck.',
    aliases: ['partners', 'パートナー'],
    sizeCode: 'PARTNER_COUNT',
  },
  {
    name: 'shika',
    nameJa: 'シカ山',
    min: 0,
    max: 5, // 1000 (no size cap; the pile check decides) when shikaPileExact is false
    rule: 'R4U 12.2.1.3',
    description: 'Only when Shika-characters are used: one each of 『シカ』『共鳴 シカ』『シカコレ シカ』『激動 シカ』『ツノださん』.',
    aliases: ['shika pile', 'シカ山置場'],
    sizeCode: 'SECTION_SIZE',
  },
];

export const R4U_FORMATS: DeckFormat[] = [
  {
    id: 'standard',
    name: 'Standard (総合ルール 6.1)',
    description: 'Main deck exactly 50 (≤4 per name, ≤8 Re-birth, no partners), exactly 3 partners, optional Shika pile (12.2.1.3).',
    options: { shikaPileExact: true },
    optionDocs: {
      shikaPileExact:
        'R4U 12.2.1.3 「1枚ずつ含む」: true = the Shika pile is exactly the five named cards, one each; false = it must contain them (extras allowed).',
    },
    restrictions: R4U_RESTRICTIONS,
    rule: 'R4U 6.1',
  },
  {
    id: 'sample-banlist',
    name: 'SAMPLE restriction list (not official)',
    description: 'The standard format plus a SAMPLE restriction list written for this project to exercise the mechanism. Not an official list.',
    options: { shikaPileExact: true },
    restrictions: R4U_SAMPLE_RESTRICTIONS,
    rule: 'R4U 6.1',
    sample: true,
  },
];

/** R4U 13: the multiplayer formats use the 2-player deck rules (6.1); the format id sets the engine's game mode. */
const MULTIPLAYER: Array<[string, string, string, string]> = [
  ['rumble', 'Rumble (ランブル, 13.6)', '3 or more players, each for themselves; attack any player who has had a turn.', 'R4U 13.6'],
  ['circle', 'Circle (サークル, 13.7)', '3 or more players; attack only the next player in turn order.', 'R4U 13.7'],
  ['double-team', 'Double Team (ダブルチーム, 13.8)', 'Two teams of 2 with team turns; attack the facing player; one loss loses the team.', 'R4U 13.8'],
  ['triple-team', 'Triple Team (トリプルチーム, 13.9)', 'Two teams of 3 with team turns; attack the facing player; team points (2 win).', 'R4U 13.9'],
  ['double-seven', 'Double Seven (ダブルセブン, 13.10)', 'Two teams of 2 with team turns; a team loses at 14 retired cards in total.', 'R4U 13.10'],
  ['blackjack', 'Blackjack (ブラックジャック, 13.10)', 'Two teams of 3 with team turns; a team loses at 21 retired cards in total.', 'R4U 13.10'],
];
for (const [id, name, description, rule] of MULTIPLAYER) {
  R4U_FORMATS.push({ id, name, description: `${description} Decks as in 6.1.`, options: { shikaPileExact: true }, optionDocs: { ...R4U_FORMATS[0]!.optionDocs }, restrictions: R4U_RESTRICTIONS, rule });
}

/**
 * The engine's play options (readings of ambiguous rules, OPTION_DOCS; passed as `options` when a match is
 * created) are listed with each format too, so GET /v1/games/rebirth-for-you/formats shows every named reading in
 * one place. `format` is not listed: the format id sets it.
 */
for (const f of R4U_FORMATS) {
  f.optionDocs = { ...(f.optionDocs ?? {}) };
  for (const [k, v] of Object.entries(ENGINE_OPTION_DEFAULTS)) {
    if (k === 'format') continue;
    if (k === 'r4uOneOut' && f.id !== 'rumble' && f.id !== 'circle') continue;
    f.options[k] = v;
    if (ENGINE_OPTION_CHOICES[k]) (f.optionChoices ??= {})[k] = ENGINE_OPTION_CHOICES[k]!;
    f.optionDocs[k] = ENGINE_OPTION_DOCS[k]!;
  }
}

const list = (cards: { name: string; id: string }[]) => cards.map((c) => `${c.name} (${c.id})`).join(', ');

/** 12.2.1.3: a non-empty Shika pile holds one each of the five cards (exactly those, per option). */
const shikaPile: DeckCheck = (ctx: DeckCheckContext) => {
  const pile = entriesIn(ctx, ['shika']);
  if (pile.length === 0) return [];
  const exact = ctx.format.options.shikaPileExact !== false;
  const counts = new Map<string, number>();
  for (const l of pile) {
    const key = l.card ? nameKey(l.card.name) : `#${l.entry.id}`;
    counts.set(key, (counts.get(key) ?? 0) + l.entry.count);
  }
  const wanted = SHIKA_PILE_NAMES.map(nameKey);
  const issues: DeckIssue[] = [];
  const missing = SHIKA_PILE_NAMES.filter((n) => !counts.has(nameKey(n)));
  if (missing.length) {
    issues.push({
      code: 'TITLE_RULE',
      rule: 'R4U 12.2.1.3',
      section: 'shika',
      message: `The Shika pile must contain one each of ${SHIKA_PILE_NAMES.map((n) => `『${n}』`).join('')}; missing: ${missing.map((n) => `『${n}』`).join('')}.`,
    });
  }
  if (exact) {
    const extra = pile.filter((l) => {
      const key = l.card ? nameKey(l.card.name) : `#${l.entry.id}`;
      return !wanted.includes(key) || (counts.get(key) ?? 0) > 1;
    });
    if (extra.length) {
      issues.push({
        code: 'TITLE_RULE',
        rule: 'R4U 12.2.1.3',
        section: 'shika',
        cards: extra.map((l) => l.entry.id),
        message: `The Shika pile holds exactly one each of the five Shika cards (option shikaPileExact); extra: ${extra.map((l) => `${l.card?.name ?? l.entry.id} x${l.entry.count}`).join(', ')}.`,
      });
    }
  }
  return issues;
};

const CHECKS: DeckCheck[] = [
  forbiddenInSection({
    sections: ['main'],
    when: isPartner,
    rule: 'R4U 6.1.1.4',
    message: (cards) => `Partner cards may not be in the main deck: ${list(cards)}.`,
  }),
  forbiddenInSection({
    sections: ['main'],
    when: (c) => isShika(c) && !isPartner(c),
    rule: 'R4U 12.2.1.2',
    message: (cards) => `Shika-characters may not be in the main deck (they go in the Shika pile): ${list(cards)}.`,
  }),
  onlyInSection({
    sections: ['partner'],
    allowed: isPartner,
    rule: 'R4U 6.1.1.5',
    message: (cards) => `Only partner cards go in the partner section: ${list(cards)}.`,
  }),
  onlyInSection({
    sections: ['shika'],
    allowed: isShika,
    rule: 'R4U 12.2.1.3',
    message: (cards) => `Only Shika-characters go in the Shika pile: ${list(cards)}.`,
  }),
  copyLimit({ sections: ['main'], limit: 4, rule: 'R4U 6.1.1.2' }),
  totalCap({ sections: ['main'], predicate: isRebirth, what: 'Re-birth cards', max: 8, rule: 'R4U 6.1.1.3', code: 'REBIRTH_CAP' }),
  shikaPile,
];

function r4uWarnings(ctx: DeckCheckContext): DeckIssue[] {
  const issues: DeckIssue[] = [];
  const main = entriesIn(ctx, ['main']).filter((l) => l.card);
  if (main.length > 0 && !main.some((l) => isCharacter(l.card!) && l.card!.cost !== null && l.card!.cost <= 2)) {
    issues.push({
      code: 'PLAYABILITY',
      rule: 'R4U 6.2.1.2',
      section: 'main',
      message: 'No character with cost 2 or less in the main deck: setup step 6.2.1.2 (put one face down in the Entry) cannot be done.',
    });
  }
  for (const l of entriesIn(ctx).filter((x) => x.card?.flags?.suspect)) {
    issues.push({
      code: 'CARD_DATA',
      rule: 'catalog data',
      section: l.section,
      cards: [l.entry.id],
      message: `${l.card!.name} (${l.entry.id}): ${l.card!.flags.suspect}`,
    });
  }
  return issues;
}

export const deckRules: GameDeckRules = {
  game: 'rebirth-for-you',
  rulePrefix: 'R4U',
  sections: R4U_SECTIONS,
  sectionsFor: (format) =>
    format.options.shikaPileExact === false ? R4U_SECTIONS.map((s) => (s.name === 'shika' ? { ...s, max: 1000 } : s)) : R4U_SECTIONS,
  formats: R4U_FORMATS,
  defaultFormat: 'standard',
  checks: () => CHECKS,
  warnings: r4uWarnings,
  accepts(section, card) {
    if (section === 'partner') return isPartner(card);
    if (section === 'shika') return isShika(card) && !isPartner(card);
    if (section === 'main') return !isPartner(card) && !isShika(card);
    return false;
  },
};
