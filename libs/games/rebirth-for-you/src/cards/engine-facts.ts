/**
 * Catalog card → engine facts (the definition's `catalog.toFacts`, R4U 2). The engine reads:
 * - `type`: the engine kind `character` / `rebirth` / `partner` (2.2.2; from the deck flags, so the data
 *   corrections of cards/flags.ts apply); シカキャラ are characters with subtype `shika` (12.2.1.1);
 * - `cost` (2.3), `attack` (2.6 ATK), `defense` (2.7 DEF; the import's `defense_or_hp`), `traits` (2.5 属性),
 *   `extra.title` (2.8 作品名);
 * - `abilities`: the card's own ability data when it has some (docs/engine.md §1.13.1), else the text compiled
 *   (abilities/compile.ts); every Spark and activated ability is wrapped in `r4u.counterable` so the counter
 *   process (9.7.3) runs between its costs and its effect.
 */
import type { Ability, CardFacts, CatalogCard, JsonObject } from '../../../../engine/src/index.js';
import { cloneJson, isJson } from '../../../../engine/src/index.js';
import { K, KIND, SHIKA, TRIG } from '../constants.js';
import { compileText } from '../abilities/compile.js';

type AnyCard = CatalogCard & { class_or_color?: string | null; defense_or_hp?: number | null };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);

export function kindOfCard(card: CatalogCard): string {
  const flags = (card.flags ?? {}) as Record<string, unknown>;
  const code = typeof card.extra?.type_code === 'string' ? card.extra.type_code.replace(/\s+/g, '') : '';
  if (flags.partner === true) return KIND.partner;
  if (flags.rebirth === true) return KIND.rebirth;
  if (flags.partner === false || flags.rebirth === false) return KIND.character;
  if (card.type === 'パートナー' || code === 'PA' || card.type === KIND.partner) return KIND.partner;
  if (card.type === 'Reバース' || code === 'RE' || card.type === KIND.rebirth) return KIND.rebirth;
  return KIND.character;
}

function isShikaCard(card: CatalogCard): boolean {
  const code = typeof card.extra?.type_code === 'string' ? card.extra.type_code.replace(/\s+/g, '') : '';
  return card.type === 'シカキャラ' || code === 'シカCH' || (card.subtypes ?? []).some((s) => s === 'シカキャラ' || s === 'シカ' || s === SHIKA);
}

/** 9.7.3: Spark (11.3) and activated abilities are played with a counter process between costs and effect. */
export function withCounterProcess(abilities: Ability[]): Ability[] {
  return abilities.map((a) => {
    const trig = a.trigger as JsonObject | undefined;
    const target = a.kind === 'activated' ? 'activated' : a.kind === 'triggered' && trig?.on === TRIG.spark ? 'spark' : a.kind === 'triggered' ? 'auto' : null;
    if (target === null || !a.effect || (a.effect as JsonObject).type === 'r4u.counterable') return a;
    return { ...a, effect: { type: 'r4u.counterable', play: target, effect: a.effect } };
  });
}

/** 「【スパーク】を持つ」 (11.3): an ability line of the printed text starts with 【スパーク】 (not one inside reminder text or 〈…〉). */
export function hasPrintedSpark(text: string | null | undefined): boolean {
  return (text ?? '').split(/\n/).some((line) => /^\s*【スパーク】(?:[：:]|【)/.test(line));
}

/** Full-width digits (０-９) as ASCII, as the compiler reads printed text. */
const halfWidthDigits = (s: string): string => s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

export function engineFacts(card: CatalogCard): CardFacts {
  const c = card as AnyCard;
  const kind = kindOfCard(card);
  const own = Array.isArray(card.abilities) && isJson(card.abilities) ? (cloneJson(card.abilities) as Ability[]) : null;
  const printed = kind === KIND.rebirth ? 'Reバース' : kind === KIND.partner ? 'パートナー' : 'キャラ'; // the corrected kind (cards/flags.ts)
  const abilities = withCounterProcess(own ?? compileText(card.text, printed));
  const extra = (card.extra && isJson(card.extra) ? cloneJson(card.extra) : {}) as JsonObject;
  return {
    id: card.id,
    // 2.1 (2.1.2: 《》 names a card name or a part of it): the name with the digits the compiler reads in a printed 《name》 / 『name』 (half-width: it reads
    // 《３人いっしょに》 as 「3人いっしょに」, and a 【Reコンボ】《name》 or a name part is compared with this)
    name: halfWidthDigits(card.name),
    type: kind,
    subtypes: isShikaCard(card) ? [SHIKA] : [],
    // 2.5: traits with the digits the compiler reads in a printed 〔trait〕 (half-width: the catalog spells 「４期生」 and 「2期生」 both ways)
    traits: (card.traits ?? []).map(halfWidthDigits),
    classOrColor: card.classOrColor ?? c.class_or_color ?? null,
    cost: num(card.cost),
    attack: num(card.attack),
    defense: num(card.defense ?? c.defense_or_hp),
    keywords: hasPrintedSpark(card.text) ? [K.hasSpark] : [],
    abilities,
    extra: { title: typeof (card as { title?: unknown }).title === 'string' ? ((card as { title?: string }).title as string) : null, typeCode: typeof extra.type_code === 'string' ? extra.type_code : null },
    token: false,
  };
}
