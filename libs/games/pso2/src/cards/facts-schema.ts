/**
 * The typed facts (`extra`) of a PSO2 TCG card record (libs/catalog/src/facts.ts; documented field by field
 * in docs/games/pso2.md). Import refuses any other key.
 */
import type { FactsSchema } from '../../../../catalog/src/facts.js';

const count = { type: 'integer', minimum: 0 };
const face = { type: 'object', properties: { label: { type: 'string' }, text: { type: 'string' }, attack: { type: ['integer', 'null'] }, hp: { type: ['integer', 'null'], minimum: 0 } }, additionalProperties: false };
const stringList = { type: ['array', 'string'], items: { type: 'string' } };

export const PSO2_FACTS: FactsSchema = {
  game: 'pso2',
  fields: {
    card_type: { type: 'string', enum: ['player', 'character', 'mag', 'active', 'item', 'boss'], description: 'Card type in English; used when `type` is not one of the printed types.', rule: 'PSO2 200.1' },
    base_name: { type: 'string', description: 'The name without the 称号 (what card text「カード名」refers to).', rule: 'PSO2 206.2' },
    epithet_title: { type: ['string', 'null'], description: 'The 称号, or null (also in `title`).', rule: 'PSO2 206.1.1' },
    color: { type: ['string', 'array', 'null'], items: { type: 'string' }, description: 'Colour(s): `赤` `青` `黄` `黒` (English spellings accepted); null = white (no colour).', rule: 'PSO2 207' },
    colors: { ...stringList, description: 'Alias of `color` (a list).', rule: 'PSO2 207' },
    white: { type: 'boolean', description: 'The card is white (no colour).', rule: 'PSO2 207.2' },
    classes: { ...stringList, description: 'Class icons, e.g. `["ハンター"]`, `["ALL"]`, `[]`.', rule: 'PSO2 208' },
    class: { type: 'string', description: 'A single class (alias of `classes`).', rule: 'PSO2 208' },
    class_all: { type: 'boolean', description: 'The class icon is ALL (every class).', rule: 'PSO2 208.1.2' },
    main_only: { type: 'boolean', description: 'The card starts with 【Main】 (main-phase only).' },
    deck_size: { ...count, description: 'A player card\'s deck size (the number bottom-right, also its HP).', rule: 'PSO2 100.2, 213.1' },
    deckSize: { ...count, description: 'Alias of `deck_size`.', rule: 'PSO2 100.2' },
    hp: { ...count, description: 'HP as printed (characters and player cards; same as `defense_or_hp`).', rule: 'PSO2 213' },
    faces: { type: 'object', properties: { first: face, second: face }, additionalProperties: false, description: 'A double-sided player card: `{first, second}` (先攻面 / 後攻面), each `{label, text, attack, hp}`.', rule: 'PSO2 102.3.1' },
    rule_note: { type: 'string', description: 'A 「ルール:」 note of the text (e.g. a copy limit), also kept in `text`.', rule: 'PSO2 211' },
    active_kind: { type: 'string', enum: ['normal', 'attach'], description: 'Active card subtype: `attach` = 付与.', rule: 'PSO2 204.2' },
    attach_targets: { ...stringList, description: 'What an attach active can be attached to (e.g. `キャラ`).', rule: 'PSO2 204.2' },
    item_kind: { type: 'string', enum: ['normal', 'weapon', 'armor'], description: 'Item subtype: 武器 weapon, 防具 armor.', rule: 'PSO2 205.2' },
    equip_targets: { ...stringList, description: 'What a weapon/armor can equip (`キャラ`, `プレイヤー`).', rule: 'PSO2 205.4' },
    weapon_attack: { ...count, description: 'A weapon\'s attack (same as `attack`).', rule: 'PSO2 212.1' },
    armor_defense: { ...count, description: 'An armor\'s 防御力 (same as `defense_or_hp`).', rule: 'PSO2 205.5.2' },
    equip_slots: { ...count, description: '【装備枠 X】 (1 when not printed).', rule: 'PSO2 205.4.4.1' },
    weapon_slots: { ...count, description: 'Weapon slots of a card other than the default 1 (205.4.4: 「カードにそれぞれ規定」); read by the engine.', rule: 'PSO2 205.4.4' },
    armor_slots: { ...count, description: 'Armor slots of a card other than the default 3 (205.4.4); read by the engine.', rule: 'PSO2 205.4.4' },
    cost_x: { type: 'boolean', description: 'The cost includes X (コストX): the printed cost plus X chosen when played; read by the engine.', rule: 'PSO2 209.3' },
    life: { ...count, description: 'A raid boss card\'s ライフ (the number bottom-right, also in `defense_or_hp`).', rule: 'PSO2 raid' },
    raid: { type: 'boolean', description: 'A card of the raid boss side (the boss card and its boss deck).', rule: 'PSO2 raid' },
  },
};
