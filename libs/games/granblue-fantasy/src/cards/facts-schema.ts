/**
 * The typed facts (`extra`) of a Granblue Fantasy TCG card record (libs/catalog/src/facts.ts; documented
 * field by field in docs/games/granblue-fantasy.md). Import refuses any other key.
 */
import type { FactsSchema } from '../../../../catalog/src/facts.js';

const nullableText = { type: ['string', 'null'] };

export const GBF_FACTS: FactsSchema = {
  game: 'granblue-fantasy',
  fields: {
    kind: { type: 'string', enum: ['captain', 'crew', 'summon'], description: 'Card kind in English (`captain` 団長 / `crew` 団員 / `summon` 召喚石); used when `type` is not one of the printed kinds.', rule: 'GBF 2-11-2' },
    rank: { type: ['integer', 'null'], minimum: 0, description: 'Printed rank (captains and crew); null for summons.', rule: 'GBF 2-4' },
    gender: { ...nullableText, description: 'Gender of a captain (`男` / `女`), else null; when absent, the `( )` part of a captain\'s name.', rule: 'GBF 2-1-1-3-1' },
    card_no: { type: 'string', description: 'Card No. as printed, rarity suffix included (e.g. `SAMPLE-GBF-024G`).', rule: 'GBF 2-10' },
    card_number: { type: 'string', description: 'Card No. without the rarity suffix: the copy-limit key by default (option gbfCardNumberIdentity).', rule: 'GBF 2-10-4' },
    rarity: { type: 'string', description: 'Rarity suffix (`G` / `M` / `UC` / `C`); no game meaning.', rule: 'GBF 2-10-4-1' },
    character_name: { type: 'string', description: 'キャラ名: the name outside every bracket (board name rule, limit break).', rule: 'GBF 2-1-1-1' },
    epithet: { ...nullableText, description: '二つ名 (the `[ ]` part of the name), or null.', rule: 'GBF 2-1-1-2' },
    version: { ...nullableText, description: 'バージョン (the `( )` part of a crew/summon name, e.g. `水着`), or null.', rule: 'GBF 2-1-1-3' },
    attribute: { ...nullableText, description: 'Attribute (火 水 土 風 光 闇), or null = none (same as `class_or_color`).', rule: 'GBF 2-2' },
    job_change_icon: { ...nullableText, description: 'Captains: the job change icon, an opaque label (option gbfJobChangeIcon); else null.', rule: 'GBF 2-3' },
    ougi: {
      type: ['object', 'null'],
      properties: { cost: { type: 'integer', minimum: 0 }, name: { type: 'string' }, effect: { type: 'string' }, printed: { type: 'string' } },
      additionalProperties: false,
      description: 'The ougi field `<奥義N 名:X>` as `{cost, name, effect, printed}` (its `printed` form is also the last line of `text`, so the card status covers it), or null.',
      rule: 'GBF 2-6-1-1',
    },
    condition: { ...nullableText, description: 'A summon\'s 条件 (printed before its effect), or null.', rule: 'GBF 6-3-1-2-3-1' },
    effect_costs: { type: 'array', items: { type: 'string' }, description: 'The 〔 〕 costs found in the text, e.g. `火①`, `闇闇①`, `(0)` (there is no printed card cost).', rule: 'GBF 8-4-1' },
  },
};
