/**
 * Catalog card -> engine facts (PSO2 200-213). The engine reads:
 * - `type`: the card kind (`player`, `character`, `mag`, `active`, `item`, `boss`; 200.1, raid 《ボス》);
 * - `subtypes`: `weapon` / `armor` (205.2), `attach` (204.2.2, 「付与」);
 * - `cost` (209.1.1; null = none printed: 0 when read, raid 「コストが記載されていない物は0コスト」), `attack` (212.1),
 *   `defense` = an armor's 防御力 (205.5.2) only;
 * - `name`: the name without its 称号 (206.2: what card text refers to; `extra.fullName` keeps the printed one);
 * - `traits`: 種別 (210) plus `class:<クラス>` (not for ALL, 208.1.2.1) and `color:<色>`, for filters;
 * - `extra.hp` (213.1: characters, player cards), `extra.life` (raid boss ライフ), `extra.colors` (207),
 *   `extra.classes` (208; ['ALL'] = every class);
 * - `abilities`: the ability data as given (keywords are ability data, not the printed `keywords` list, so a
 *   card without data has none); a `pso2.drop` trigger functions in the discard (302.4: it triggers when the
 *   card arrives there), added when the data does not say so.
 */
import type { Ability, CardFacts, CatalogCard, JsonObject } from '../../../../engine/src/index.js';
import { cloneJson, isJson } from '../../../../engine/src/index.js';
import type { CardRecord } from '../../../../catalog/src/card.js';
import { classesOf, colorsOf, kindOf } from './facts.js';
import { KIND, SUB, Z } from '../constants.js';

const SUBTYPE: Readonly<Record<string, string>> = { 武器: SUB.weapon, 防具: SUB.armor, 付与: SUB.attach, weapon: SUB.weapon, armor: SUB.armor, attach: SUB.attach };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);

function subtypesOf(card: CatalogCard): string[] {
  const out = new Set<string>();
  for (const s of card.subtypes ?? []) {
    const m = SUBTYPE[s.normalize('NFKC').trim()] ?? SUBTYPE[s.toLowerCase()];
    if (m) out.add(m);
  }
  const extra = card.extra ?? {};
  if (extra.item_kind === 'weapon') out.add(SUB.weapon);
  if (extra.item_kind === 'armor') out.add(SUB.armor);
  if (extra.active_kind === 'attach') out.add(SUB.attach);
  return [...out].sort();
}

/** 302.4: a Drop ability functions in the discard (the card triggers once it is there). */
function withDropZones(abilities: Ability[]): Ability[] {
  return abilities.map((a) => {
    const trig = a.trigger as JsonObject | undefined;
    if (a.kind === 'triggered' && trig?.on === 'pso2.drop' && !Array.isArray(a.zones)) return { ...a, zones: [Z.discard] };
    return a;
  });
}

export function engineFacts(card: CatalogCard): CardFacts {
  const rec = card as unknown as Pick<CardRecord, 'type' | 'classOrColor' | 'extra'>;
  const kind = kindOf({ type: card.type, extra: card.extra }) ?? (card.type.normalize('NFKC').replace(/カード$/, '') === 'ボス' ? KIND.boss : card.type);
  const extra = (card.extra && isJson(card.extra) ? cloneJson(card.extra) : {}) as JsonObject;
  const subtypes = subtypesOf(card);
  const hpRaw = num(extra.hp) ?? (kind === KIND.character || kind === KIND.player ? num(card.defense) : null);
  const life = num(extra.life) ?? (kind === KIND.boss ? num(card.defense) ?? num(extra.hp) : null);
  const armorDefense = subtypes.includes(SUB.armor) ? num(extra.armor_defense) ?? num(card.defense) : null;
  const abilities = Array.isArray(card.abilities) && isJson(card.abilities) ? withDropZones(cloneJson(card.abilities) as Ability[]) : [];
  const baseName = typeof extra.base_name === 'string' ? extra.base_name : card.name;
  const classes = classesOf(rec);
  const colors = colorsOf(rec);
  return {
    id: card.id,
    name: baseName, // 206.2: card text refers to the name without its 称号 (the full name is extra.fullName)
    type: kind,
    subtypes,
    // 210 種別 as printed, plus `class:<クラス>` for each class icon except ALL (208.1.2.1: an ALL card is not a
    // class-specific card) and `color:<色>` for each colour (207), so filters can name them
    traits: [...(card.traits ?? []), ...classes.filter((c) => c !== 'ALL').map((c) => `class:${c}`), ...colors.map((c) => `color:${c}`)],
    classOrColor: card.classOrColor ?? null,
    cost: card.cost ?? null,
    attack: card.attack ?? null,
    defense: armorDefense,
    keywords: [],
    abilities,
    extra: {
      hp: kind === KIND.character || kind === KIND.player ? hpRaw ?? 0 : null, // 213.1.1: none printed = 0
      life,
      colors,
      classes,
      baseName,
      fullName: card.name, // 206.1.2: the deck-building name, 称号 included
      costX: extra.cost_x === true || extra.costX === true, // 209.3: an X cost (printed cost + X)
      weaponSlots: num(extra.weapon_slots), // 205.4.4 (null: 1)
      armorSlots: num(extra.armor_slots), // 205.4.4 (null: 3)
      ...(extra.faces !== undefined ? { faces: extra.faces } : {}),
    },
    token: card.flags?.token === true,
  };
}
