/**
 * Catalog card → engine facts (the definition's `catalog.toFacts`).
 *  - `type`: the printed kind 団長 / 団員 / 召喚石 (2-11-2; English spellings accepted by kindOf and normalised);
 *  - `classOrColor`: the attribute (2-2; `extra.attribute` wins, else `class_or_color`), null = no attribute;
 *  - `cost`: the **rank** (2-4; null for summons, 2-4-3) — GBF has no printed cost, so the kernel's card filters
 *    (`cost: {lte: 2}`) and `modify {stat: 'cost'}` read and change the rank;
 *  - `attack` = ATK (2-8), `defense` = HP (2-7);
 *  - `subtypes`: `character:<キャラ名>` (2-1-1-1), so a card filter `{subtype: 'character:ルーファ'}` selects the cards
 *    text names 「ルーファ」 (2-1-1-1-1); 《name》 (2-1-2) is the kernel filter `name` (the full card name);
 *  - `abilities`: the record's ability data as given (validated by the kernel against the GBF vocabulary). The base
 *    effect `move` is read as `gbf.move` (the same parameters, plus the level-card replacement of 9-2-3 and 10-4-3-3-3
 *    for limit-broken crew members), and `loseGame` as `gbf.loseGame` (the same, citing 1-2-5), so imported data can use either;
 *  - `extra`: characterName, epithet, version, gender, jobChangeIcon (2-3), summon condition text, ougi (the card number
 *    matters only to deck construction, 2-10-2, and stays in the catalog).
 * Both the CardRecord shape (classOrColor, defense) and the raw import shape (class_or_color, defense_or_hp) are accepted.
 */
import { cloneJson, type Ability, type CardFacts, type CatalogCard, type JsonObject } from '../../../../engine/src/index.js';
import { KIND } from '../constants.js';
import { kindOf, rankOf } from './facts.js';

type AnyCard = CatalogCard & { class_or_color?: string | null; defense_or_hp?: number | null };

const BRACKETS = /\[[^\]]*\]|\([^)]*\)|（[^）]*）|［[^］]*］/g;

/** GBF 2-1-1-1: the part of a card name outside every bracket (NFKC). */
export function characterNameFrom(name: string): string {
  return name.normalize('NFKC').replace(BRACKETS, '').trim();
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Reads the base effects `move` / `loseGame` as `gbf.move` / `gbf.loseGame` everywhere in an ability list (see the header). */
function readMoves(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(readMoves);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = readMoves(x);
    if (o.type === 'move' && 'target' in o && 'to' in o) out.type = 'gbf.move';
    if (o.type === 'loseGame' && 'player' in o) out.type = 'gbf.loseGame';
    return out;
  }
  return v;
}

export function engineFacts(input: CatalogCard): CardFacts {
  const card = input as AnyCard;
  const kind = kindOf({ type: card.type, extra: card.extra });
  const type = kind === 'captain' ? KIND.captain : kind === 'crew' ? KIND.crew : kind === 'summon' ? KIND.summon : card.type;
  const extra = card.extra ?? {};
  const characterName = str(extra.character_name) ?? characterNameFrom(card.name);
  const rank = kind === 'summon' ? null : rankOf({ extra });
  const attribute = str(extra.attribute) ?? card.classOrColor ?? card.class_or_color ?? null;
  const ougi = extra.ougi && typeof extra.ougi === 'object' ? (cloneJson(extra.ougi) as JsonObject) : null;
  const abilities = Array.isArray(card.abilities) ? (readMoves(cloneJson(card.abilities as JsonObject[])) as Ability[]) : [];
  const facts: CardFacts = {
    id: card.id,
    name: card.name,
    type,
    subtypes: [`character:${characterName}`],
    traits: [...(card.traits ?? [])],
    classOrColor: attribute,
    cost: rank,
    attack: kind === 'summon' ? null : (card.attack ?? null),
    defense: kind === 'summon' ? null : (card.defense ?? card.defense_or_hp ?? null),
    keywords: [],
    abilities,
    extra: {
      characterName,
      ...(str(extra.epithet) ? { epithet: str(extra.epithet) } : {}),
      ...(str(extra.version) ? { version: str(extra.version) } : {}),
      ...(str(extra.gender) ? { gender: str(extra.gender) } : {}),
      ...(str(extra.job_change_icon) ? { jobChangeIcon: str(extra.job_change_icon) } : {}),
      ...(str(extra.condition) ? { condition: str(extra.condition) } : {}),
      ...(ougi ? { ougi } : {}),
    },
    token: false,
  };
  return facts;
}
