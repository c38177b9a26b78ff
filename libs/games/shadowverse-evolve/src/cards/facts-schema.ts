/**
 * The typed facts (`extra`) of a Shadowverse Evolve card record (libs/catalog/src/facts.ts; documented
 * field by field in docs/games/shadowverse-evolve.md). Import refuses any other key.
 */
import type { FactsSchema } from '../../../../catalog/src/facts.js';

export const SVE_FACTS: FactsSchema = {
  game: 'shadowverse-evolve',
  fields: {
    type_raw: {
      type: 'string',
      description: 'The card kind exactly as the source prints it (e.g. `フォロワー`, `フォロワー・トークン`, `スペル・エボルヴ`); the engine reads a trailing `・トークン` as a token (SVE 9.1).',
      rule: 'SVE 2.3',
    },
    face1_name: {
      type: 'string',
      description: 'Name of face 1 of a double-faced card: the copy limit counts by it (the catalog has no second faces yet).',
      rule: 'SVE 6.1.1.4.1',
    },
    face1Name: { type: 'string', description: 'Alias of `face1_name`.', rule: 'SVE 6.1.1.4.1' },
    trigger: {
      type: ['string', 'boolean'],
      enum: ['critical', 'draw', 'stand', 'heal', '', true, false],
      description: 'Vanguard trigger icon (`critical` / `draw` / `stand` / `heal`; `""` or false = none; true = has one). When absent, read from the reminder text 「（ドライブチェックによってこれが捲れたなら、…）」.',
      rule: 'SVE 14.4.1',
    },
  },
};
