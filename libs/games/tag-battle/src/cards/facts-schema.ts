/**
 * The typed facts (`extra`) of a tag-battle card record (libs/catalog/src/facts.ts; documented field by
 * field in docs/games/tag-battle.md). Import refuses any other key.
 */
import type { FactsSchema } from '../../../../catalog/src/facts.js';

const modifier = { type: 'object', properties: { name: { type: 'string' }, match: { type: 'object' }, atk: { type: 'integer' }, def: { type: 'integer' } }, additionalProperties: false };
const modifiers = { type: 'array', items: modifier };
const stats = ['力', '早', '賢', '根', '感'];

export const TAG_FACTS: FactsSchema = {
  game: 'tag-battle',
  fields: {
    kind: { type: 'string', enum: ['character', 'tag', 'battle', 'item', 'instant', 'field'], description: 'Card kind in English; `tag` = a tag character (S2-1).', rule: 'S2-1' },
    character_key: { type: 'string', description: 'Character identity for "same character" (e.g. `春野ひかり` for its variants); default: the name.', rule: 'S1-2, D-24' },
    characterKey: { type: 'string', description: 'Alias of `character_key`.', rule: 'D-24' },
    components: { type: ['array', 'null'], items: { type: 'string' }, description: 'A tag\'s two character keys (null for other cards).', rule: 'S2-3' },
    hp: { type: 'integer', minimum: 0, description: 'HP (characters and tags; same as `defense_or_hp`).' },
    stats: { type: 'object', properties: Object.fromEntries(stats.map((s) => [s, { type: 'integer' }])), additionalProperties: false, description: 'The five stats 力 早 賢 根 感 (a battle card chooses which are attack and defense).', rule: 'S8' },
    attributes: { type: 'array', items: { type: 'string' }, description: 'A character\'s attribute(s) (tags may have 2).', rule: 'S2-2' },
    gender: { type: ['string', 'null'], description: '`女性` / `男性` / null (read by texts like 「女性キャラ」).' },
    cost_yield: { type: 'integer', minimum: 0, description: 'Cost points the character yields (1 unless the text says otherwise).', rule: 'C-10' },
    leader_eligible: { type: 'boolean', description: 'May be a leader (every non-tag character unless false).', rule: 'C-6, S2-10' },
    special_skills: { ...modifiers, description: '特殊技能: `[{match, atk, def}]`.', rule: 'step F' },
    added_skills: { ...modifiers, description: '付加技能: `[{name, match, atk, def}]`.', rule: 'step F' },
    personality: { type: ['object', 'null'], properties: { name: { type: 'string' }, modifiers }, additionalProperties: false, description: '性格 `{name, modifiers}`, or null.', rule: 'step F' },
    favorite_battles: { ...modifiers, description: '得意バトル `[{match, atk, def}]`.', rule: 'step F' },
    weak_battles: { ...modifiers, description: '苦手バトル `[{match, atk, def}]`.', rule: 'step F' },
    cost_icons: { type: 'array', items: { type: 'object', properties: { color: { type: 'string' }, count: { type: 'integer', minimum: 0 } }, additionalProperties: false }, description: 'Cost icons top-right `[{color, count}]` (`cost` is their number).', rule: 'C-8, S3-2, S6-2' },
    ability_cost_icons: { type: 'array', items: { type: 'string' }, description: 'Cost icons of special abilities (`red` self-sleep, `green` sleep any of yours, `colorless` any).', rule: 'C-13, D-14' },
    prices: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, amount: { type: 'integer' } }, additionalProperties: false }, description: 'Extra prices of special abilities, e.g. `{type: "hp", amount: 1}` (HP−1).', rule: 'S7' },
    atk_stat: { type: 'string', enum: [...stats, 'special'], description: 'A battle card\'s attack stat (`special`: see `special_formula`).', rule: 'step J' },
    def_stat: { type: 'string', enum: [...stats, 'special'], description: 'A battle card\'s defense stat (`special`: see `special_formula`).', rule: 'step J' },
    battle_tags: { type: 'array', items: { type: 'string' }, description: 'A battle card\'s tags (e.g. `屋内`, `日常系`), matched by skills.' },
    special_formula: { type: ['string', 'null'], description: '`special` for a non-standard battle card, else null.' },
    equip_to: { type: 'string', enum: ['character', 'battleCard', 'field'], description: 'What an item is attached to.', rule: 'S3-9' },
    cost_attribute: { type: ['string', 'null'], description: 'Attribute of an item, instant or field card\'s cost.' },
    timing: { type: 'string', enum: ['any', 'battleOnly'], description: 'When an instant may be used.', rule: 'S6, S7-9' },
  },
};
