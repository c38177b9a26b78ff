/**
 * The typed facts (`extra`) of a Re:Birth for you card record (libs/catalog/src/facts.ts; documented field
 * by field in docs/games/rebirth-for-you.md). Import refuses any other key.
 */
import type { FactsSchema } from '../../../../catalog/src/facts.js';

const text = (description: string, rule?: string) => ({ type: ['string', 'null'], description, ...(rule ? { rule } : {}) });

export const R4U_FACTS: FactsSchema = {
  game: 'rebirth-for-you',
  fields: {
    type_code: { type: 'string', description: 'The source\'s card kind code: `CH` character, `RE` Re:Birth, `PA` partner, `シカ CH` Shika character; read by the flags and the Shika rule.', rule: 'R4U 2.2, 12.2.1' },
    type_en: { type: 'string', description: 'The card kind in English (`Character`, `Re:Birth`, `Partner`).' },
    color_en: text('The colour in English (null when the source gives none).', 'R4U 2.5'),
    rarity: text('Rarity as printed (no game meaning).'),
    name_en: text('The English name from the source (null when missing).'),
    set_name_en: text('The English set name from the source.'),
    release_code: { type: 'string', description: 'The release code the card number starts with (e.g. `AL/PR`).' },
    alternates: { type: 'array', items: { type: 'string' }, description: 'Card numbers of alternate printings (same card, other rarity), e.g. `AL/PR-0004SP[HP]`.' },
    suspect: { type: 'array', items: { type: 'string' }, description: 'Data-quality notes on the record (e.g. `no Japanese effect text in source`); copied into `flags.suspect`.' },
    name_defect: { type: 'string', description: 'What was wrong with the source name and how it was cleaned (scraped HTML removed).' },
    name_missing_jp: { type: 'boolean', description: 'The source had no Japanese name; `name` holds the English one.' },
  },
};
