/**
 * Catalog card → engine facts (the definition's `catalog.toFacts`).
 *  - kind/special kind as printed (SVE 2.3.2, 2.3.3): `type` フォロワー/スペル/アミュレット/リーダー/…,
 *    `subtypes` エボルヴ/アドバンス/トークン; `token` from the subtype (9.1);
 *  - health is `defense` (SVE 2.8; damage lowers it, rules/damage.ts);
 *  - `abilities`: the ability data for the card's text (abilities/index.ts), plus rules abilities
 *    every follower has: 【ドレイン】's automatic part (12.13.2) — it must be an ability in the card's
 *    facts for the kernel to put it on standby, and Drain can be granted to any follower;
 *  - `keywords`: none printed (the catalog's derived `keywords` list is a convenience, not rules);
 *    engine keywords come from keyword abilities;
 *  - `extra.evolveCost`: the [進化][コストN] amount (read by statOf, so effects can set it).
 * Both the CardRecord shape (classOrColor, defense) and the raw import shape (class_or_color,
 * defense_or_hp) are accepted.
 */
import type { Ability, CardFacts, CatalogCard, JsonObject } from '../../../../engine/src/index.js';
import { K, KIND, MAGIC_ITEM_TOKEN, SPECIAL, STACK_COUNTER, TITLE, Z } from '../constants.js';
import { abilitiesFor } from '../abilities/index.js';
import { DATA_FIXES } from './defects.js';

type AnyCard = CatalogCard & { class_or_color?: string | null; defense_or_hp?: number | null };

export const DRAIN_RULE: Ability = { kind: 'triggered', id: 'rule:drain', label: '【ドレイン】 (SVE 12.13.2)', trigger: { on: 'sve.drain' }, effect: { type: 'sve.drainHeal' } };

/** 【シングルドライブ】 / 【ツインドライブ】 (SVE 14.4.6): a rules ability of every follower (drive can be gained, 14.4.7.3). */
export const DRIVE_RULE: Ability = { kind: 'triggered', id: 'rule:driveCheck', label: '【シングルドライブ】/【ツインドライブ】 (SVE 14.4.6)', trigger: { on: 'sve.driveAttack' }, effect: { type: 'sve.driveCheck' } };

/**
 * 【スタック】's activated ability (SVE 13.3.2.2): 「[起動]これを[アクト]：自分の他の【スタック】を持つアミュレット1つを
 * 選ぶ。それにこれのスタックカウンターをすべて移す」 — a rules ability of every card printed with 【スタック】.
 */
export const STACK_RULE: Ability = {
  kind: 'activated', id: 'rule:stack', label: '【スタック】 (SVE 13.3.2.2)', cost: [{ type: 'tapSelf' }],
  effect: { type: 'sequence', steps: [
    { type: 'sve.choose', target: { zone: Z.field, side: 'you', other: true, filter: { type: KIND.amulet, keyword: K.stack }, count: 1 }, bind: 's' },
    { type: 'sve.moveCounters', to: { ref: 'var', var: 's' }, counter: STACK_COUNTER },
  ] },
};

/**
 * A Vanguard trigger icon (SVE 14.4.1; the catalog has no icon field): read from the reminder every trigger
 * card prints, 「（ドライブチェックによってこれが捲れたなら、…）」 — 1枚引く: draw; …スタンドする: stand;
 * …[攻撃力]+N: critical; …[体力]+N: heal (14.4.5.1.3.1–4).
 */
export function vanguardTrigger(text: string): 'critical' | 'draw' | 'stand' | 'heal' | null {
  const m = /ドライブチェックによってこれが捲れたなら、([^）)]*)/.exec(text.normalize('NFKC'));
  if (!m) return null;
  if (/枚引く/.test(m[1]!)) return 'draw';
  if (/スタンドする/.test(m[1]!)) return 'stand';
  if (/\[攻撃力\]\+/.test(m[1]!)) return 'critical';
  if (/\[体力\]\+/.test(m[1]!)) return 'heal';
  return null;
}

/** SVE 14.3.1.2 carried by Cinderella Girls leaders (so the token is in every such game's snapshot). */
export const MAGIC_ITEMS_RULE: Ability = {
  kind: 'triggered', id: 'rule:magicItems', label: '『魔法のアイテム』 (SVE 14.3.1.2)', trigger: { on: 'sve.setup' },
  effect: { type: 'sve.token', token: { type: 'token', card: MAGIC_ITEM_TOKEN }, count: 5, zone: Z.ex },
};

export function isTokenCard(card: AnyCard): boolean {
  const raw = typeof card.extra?.type_raw === 'string' ? card.extra.type_raw : '';
  return card.flags?.token === true || (card.subtypes ?? []).includes(SPECIAL.token) || raw.endsWith('・トークン');
}

/**
 * The card's own ability data (an array in the ability language), which takes precedence over compiling its
 * text (kernel card-report.ts, docs/engine.md §1.13.1): an imported card with `abilities` plays them, the
 * compiler is not asked. Null when the card has none (then the text is compiled).
 */
export function abilityData(card: Pick<CatalogCard, 'abilities'>): Ability[] | null {
  return Array.isArray(card.abilities) ? (card.abilities as Ability[]) : null;
}

export function engineFacts(input: CatalogCard): CardFacts {
  const card = input as AnyCard;
  const abilities = (abilityData(card) ?? abilitiesFor(card)).map((a) => JSON.parse(JSON.stringify(a)) as Ability);
  if (card.type === KIND.follower) abilities.push(DRAIN_RULE, DRIVE_RULE);
  const printsMove = abilities.some((a) => JSON.stringify(a.effect ?? null).includes('"sve.moveCounters"'));
  if (abilities.some((a) => a.kind === 'keyword' && a.keyword === K.stack) && !printsMove) abilities.push(STACK_RULE);
  const evolve = abilities.find((a) => a.kind === 'activated' && Array.isArray(a.cost) && (a.cost as JsonObject[]).some((c) => c.type === 'sve.evolve'));
  const extra: JsonObject = {};
  if (evolve) extra.evolveCost = ((evolve.cost as JsonObject[]).find((c) => c.type === 'sve.evolve')!.amount as number) ?? 0;
  if (typeof card.extra?.type_raw === 'string') extra.typeRaw = card.extra.type_raw;
  // the title (2.13; NFKC: the data mixes ！ and !), read by the deck basis (6.1.1.5.2, 6.2.1.3) and section 14
  const title = typeof (card as { title?: unknown }).title === 'string' ? ((card as { title?: string }).title ?? '').normalize('NFKC').trim() : '';
  if (title !== '') extra.title = title;
  // 『魔法のアイテム』 (SVE 14.3.1.1): the collab name (2.14) of the Cinderella Girls item tokens, as a keyword
  if (isTokenCard(card) && card.type === KIND.spell && (card.traits ?? []).includes('デレマス') && /^自分のリーダーは\[体力\]\+1する。\s*1枚引く。/.test(card.text ?? '')) {
    abilities.push({ kind: 'keyword', keyword: K.magicItem });
  }
  if (card.type === KIND.leader && title === TITLE.cinderella) abilities.push(MAGIC_ITEMS_RULE);
  const trigger = vanguardTrigger(card.text ?? '');
  if (trigger) extra.trigger = trigger;
  if (typeof card.extra?.same_facts_as === 'string') extra.sameFactsAs = card.extra.same_facts_as;
  const facts: CardFacts = {
    id: card.id,
    name: card.name,
    type: card.type,
    subtypes: [...(card.subtypes ?? [])],
    traits: [...(card.traits ?? [])],
    classOrColor: card.classOrColor ?? card.class_or_color ?? null,
    cost: card.cost ?? null,
    attack: card.attack ?? null,
    defense: card.defense ?? card.defense_or_hp ?? null,
    keywords: [],
    abilities,
    extra,
    token: isTokenCard(card),
  };
  for (const fix of DATA_FIXES[card.id] ?? []) (facts as unknown as Record<string, unknown>)[fix.field] = fix.value;
  return facts;
}
