/**
 * Catalog card → engine facts (the definition's `catalog.toFacts`). Record fields: docs/games/tag-battle.md.
 *  - `extra.kind`: character / tag / battle / item / instant / field (a tag is a kind of character, S2-1);
 *  - stats 力早賢根感 flattened into `extra` (so `statOf` reads them and effects modify them, S8-6), `hp` (S8-3);
 *  - `attributes` (S2-2, S3-8), `characterKey` (S1-2, D-24), `components` (S2-3), `costIcons` (C-8),
 *    `costAttribute` (S3-8, C-2), `equipTo` (S3-9), instant `timing` (S6-1, S7-9), battle `atkStat` /
 *    `defStat` (step J), `costYield` (C-10);
 *  - battle tags (屋外, 日常系 …) join `traits`, so card filters and step-F conditions match them; a character's
 *    gender (女性 / 男性) joins `subtypes` (「女性キャラ」 filters);
 *  - `abilities`: the ability data stored with the catalog record (validated by the game's schema).
 * Both the CardRecord shape (classOrColor, defense) and the raw import shape (class_or_color, defense_or_hp) are accepted.
 */
import type { Ability, CardFacts, CatalogCard, Json, JsonObject } from '../../../../engine/src/index.js';
import { HP, KIND, STATS } from '../constants.js';

type AnyCard = CatalogCard & { class_or_color?: string | null; defense_or_hp?: number | null };

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The card kind: `extra.kind`, else from the printed type (タッグ subtype = tag). */
export function kindOf(card: AnyCard): string {
  const k = str(card.extra?.kind);
  if (k) return k;
  if ((card.subtypes ?? []).includes('タッグ')) return KIND.tag;
  switch (card.type) {
    case 'キャラクター': return KIND.character;
    case 'バトル': return KIND.battle;
    case 'アイテム': return KIND.item;
    case 'インスタント': return KIND.instant;
    case 'フィールド': return KIND.field;
    default: return card.type;
  }
}

/** Cost icons (C-8): `extra.cost_icons`, else `cost` colourless icons. */
function costIcons(card: AnyCard): JsonObject[] {
  const icons = card.extra?.cost_icons;
  if (Array.isArray(icons)) {
    return icons
      .filter((i): i is { color: string; count: number } => typeof i === 'object' && i !== null && typeof (i as JsonObject).color === 'string' && typeof (i as JsonObject).count === 'number')
      .map((i) => ({ color: i.color, count: i.count }));
  }
  const n = num(card.cost);
  return n && n > 0 ? [{ color: 'colorless', count: n }] : [];
}

export function engineFacts(input: CatalogCard): CardFacts {
  const card = input as AnyCard;
  const x = (card.extra ?? {}) as Record<string, unknown>;
  const kind = kindOf(card);
  const extra: JsonObject = { kind };
  const isChar = kind === KIND.character || kind === KIND.tag;
  if (isChar) {
    const stats = (x.stats ?? {}) as Record<string, unknown>;
    for (const s of STATS) extra[s] = num(stats[s]) ?? 0;
    extra[HP] = num(x.hp) ?? num(card.defense) ?? num(card.defense_or_hp) ?? 0;
    extra.attributes = strList(x.attributes);
    extra.characterKey = (str(x.character_key) ?? card.name).normalize('NFKC');
    extra.components = kind === KIND.tag ? strList(x.components).map((k) => k.normalize('NFKC')) : [];
    extra.gender = str(x.gender);
    extra.costYield = num(x.cost_yield) ?? 1;
    extra.leaderEligible = kind === KIND.character && x.leader_eligible !== false;
  }
  if (kind === KIND.battle) {
    extra.atkStat = str(x.atk_stat) ?? 'special';
    extra.defStat = str(x.def_stat) ?? 'special';
  }
  if (kind === KIND.item) extra.equipTo = str(x.equip_to) ?? 'character';
  if (kind === KIND.instant) extra.timing = str(x.timing) ?? 'any';
  if (kind === KIND.item || kind === KIND.instant || kind === KIND.field) extra.costAttribute = str(x.cost_attribute);
  extra.costIcons = costIcons(card) as unknown as Json;
  const battleTags = kind === KIND.battle ? strList(x.battle_tags) : [];
  const abilities = Array.isArray(card.abilities) ? (card.abilities as Ability[]).map((a) => JSON.parse(JSON.stringify(a)) as Ability) : [];
  return {
    id: card.id,
    name: card.name,
    type: card.type,
    // gender (女性 / 男性) joins the subtypes, so texts such as 「女性キャラ」 filter on it
    subtypes: [...(card.subtypes ?? []), ...(isChar && typeof extra.gender === 'string' ? [extra.gender] : [])],
    traits: [...new Set([...(card.traits ?? []), ...battleTags])],
    classOrColor: card.classOrColor ?? card.class_or_color ?? null,
    cost: num(card.cost),
    attack: null,
    defense: isChar ? (extra[HP] as number) : null,
    keywords: [...(card.keywords ?? [])],
    abilities,
    extra,
    token: false,
  };
}
