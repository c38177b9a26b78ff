/**
 * PSO2 TCG: where the deck-relevant printed facts live in a CardRecord.
 *
 * - Card type (PSO2 200.1): `type`, as printed: プレイヤー, キャラ, マグ, アクティブ, アイテム
 *   (a trailing "カード" and English spellings are accepted); else `extra.card_type`.
 * - Deck size of a player card (PSO2 100.2: "the number printed bottom-right"; 213.1: that number is the
 *   player's HP): `extra.deck_size` (or `extra.deckSize`) when given, otherwise the 先攻 face's `extra.faces.first.hp`,
 *   otherwise `defense` (the HP column, `defense_or_hp`). Faces: `extra.faces.{first,second}.hp` (102.3.1).
 * - Colour (PSO2 207): `extra.color` (赤 / 青 / 黄 / 黒; a list is accepted; null = white) when it is a string
 *   or list, otherwise the colour tokens of `classOrColor` (e.g. "赤・ハンター", "白・ALL").
 *   No colour = white (白), which is not a colour (207.2).
 * - Class (PSO2 208): `extra.classes` (list) or `extra.class` when given, otherwise the class tokens of
 *   `classOrColor`. `ALL` means every class (208.1.2).
 *   `classOrColor` is read as tokens separated by / ・ , 、 or spaces, e.g. "ハンター/赤", "黒", "ALL/青".
 * - Name for the copy limit (PSO2 100.3.1, 206.1.2): the name INCLUDING the title (称号). The record's
 *   `title` is prefixed to `name` unless `name` already contains it.
 * - 【ドロップ】 / 【増殖】 / 【侵食】: `flags.drop` / `flags.proliferate` / `flags.erosion` (derived at import by
 *   cards/flags.ts), or the keyword in `keywords`.
 */
import type { CardRecord } from '../../../../catalog/src/card.js';

export type Pso2Kind = 'player' | 'character' | 'mag' | 'active' | 'item' | 'boss';

/** PSO2 200.1 card types, as printed and in English. */
export const PSO2_KIND_BY_TYPE: Readonly<Record<string, Pso2Kind>> = {
  プレイヤー: 'player',
  キャラ: 'character',
  マグ: 'mag',
  アクティブ: 'active',
  アイテム: 'item',
  ボス: 'boss', // 協力レイドバトル: the 《ボス》 card
  player: 'player',
  character: 'character',
  chara: 'character',
  mag: 'mag',
  active: 'active',
  item: 'item',
  boss: 'boss',
};

/** PSO2 207.1: the four colours (English spellings map to them). */
export const PSO2_COLORS: Readonly<Record<string, string>> = {
  赤: '赤',
  青: '青',
  黄: '黄',
  黒: '黒',
  red: '赤',
  blue: '青',
  yellow: '黄',
  black: '黒',
};
/** PSO2 207.2: white is the absence of colour. */
const WHITE = new Set(['白', 'white', '無色']);

/** PSO2 208.1.1: the nine classes; 208.1.2: ALL. */
export const PSO2_CLASSES: Readonly<Record<string, string>> = {
  ハンター: 'ハンター',
  レンジャー: 'レンジャー',
  フォース: 'フォース',
  ファイター: 'ファイター',
  ガンナー: 'ガンナー',
  テクター: 'テクター',
  バウンサー: 'バウンサー',
  サモナー: 'サモナー',
  ブレイバー: 'ブレイバー',
  hunter: 'ハンター',
  ranger: 'レンジャー',
  force: 'フォース',
  fighter: 'ファイター',
  gunner: 'ガンナー',
  techter: 'テクター',
  bouncer: 'バウンサー',
  summoner: 'サモナー',
  braver: 'ブレイバー',
  all: 'ALL',
};
export const ALL_CLASSES = 'ALL';

const nfkc = (s: string): string => s.normalize('NFKC').trim();

/** PSO2 200.1: the card type from `type` (as printed), else `extra.card_type` (player / character / mag / active / item). */
export function kindOf(card: { type: string; extra?: Record<string, unknown> }): Pso2Kind | null {
  const t = nfkc(card.type ?? '').replace(/カード$/, '');
  const k = card.extra?.['card_type'];
  return (
    PSO2_KIND_BY_TYPE[t] ??
    PSO2_KIND_BY_TYPE[t.toLowerCase()] ??
    (typeof k === 'string' ? (PSO2_KIND_BY_TYPE[nfkc(k).toLowerCase()] ?? null) : null)
  );
}

function tokens(classOrColor: string | null | undefined): string[] {
  return nfkc(classOrColor ?? '')
    .split(/[/・,、\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

function listOf(v: unknown): string[] | undefined {
  if (typeof v === 'string') return tokens(v);
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string').flatMap(tokens);
  return undefined;
}

const canon = (table: Readonly<Record<string, string>>, t: string): string | undefined => table[t] ?? table[t.toLowerCase()];

/** PSO2 207: the card's colours (empty = white). */
export function colorsOf(card: Pick<CardRecord, 'classOrColor' | 'extra'>): string[] {
  const given = listOf(card.extra?.['color']) ?? listOf(card.extra?.['colors']);
  const raw = given ?? tokens(card.classOrColor);
  return [...new Set(raw.filter((t) => !WHITE.has(t.toLowerCase())).map((t) => canon(PSO2_COLORS, t)).filter((t): t is string => !!t))];
}

export function isBlack(card: Pick<CardRecord, 'classOrColor' | 'extra'>): boolean {
  return colorsOf(card).includes('黒');
}

/** PSO2 208: the card's classes (empty = no class; ['ALL'] = every class). */
export function classesOf(card: Pick<CardRecord, 'classOrColor' | 'extra'>): string[] {
  const given = listOf(card.extra?.['classes']) ?? listOf(card.extra?.['class']);
  const raw = given ?? tokens(card.classOrColor);
  return [...new Set(raw.map((t) => canon(PSO2_CLASSES, t)).filter((t): t is string => !!t))];
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** PSO2 102.3.1: the numbers printed on the 先攻 (first) and 後攻 (second) faces of a player card (`extra.faces.*.hp`). */
export function faceSizesOf(card: Pick<CardRecord, 'extra'>): { first: number | null; second: number | null } {
  const faces = card.extra?.['faces'] as { first?: { hp?: unknown }; second?: { hp?: unknown } } | undefined;
  return { first: count(faces?.first?.hp), second: count(faces?.second?.hp) };
}

/** How a double-sided player card gives its deck size (format option pso2PlayerFaceDeckSize). */
export type FaceMode = 'faces-must-agree' | 'first-face';

/**
 * PSO2 100.2 / 213.1: the deck size printed bottom-right of a player card, or null when unknown.
 * 'faces-must-agree' (default): `extra.deck_size` / `extra.deckSize`, else the 先攻 face, else `defense` (HP);
 * when the two faces disagree there is no single size (null; checkPlayerFaces reports it).
 * 'first-face': the 先攻 face's number first.
 */
export function deckSizeOf(card: Pick<CardRecord, 'defense' | 'extra'>, mode: FaceMode = 'faces-must-agree'): number | null {
  const { first, second } = faceSizesOf(card);
  if (mode === 'first-face' && first !== null) return first;
  if (first !== null && second !== null && first !== second) return null;
  return count(card.extra?.['deck_size']) ?? count(card.extra?.['deckSize']) ?? first ?? count(card.defense);
}

/** PSO2 100.3.1 / 206.1.2: the name used for the copy limit, title (称号) included. */
export function deckNameOf(card: Pick<CardRecord, 'name' | 'title'>): string {
  const name = nfkc(card.name ?? '');
  const title = nfkc(card.title ?? '');
  return title === '' || name.includes(title) ? name : `${title} ${name}`;
}

const hasKeyword = (card: Pick<CardRecord, 'keywords'>, kw: string): boolean =>
  (card.keywords ?? []).some((k) => nfkc(k).replace(/^【|】$/g, '') === kw);

/** PSO2 100.6 / 302.4: a 【ドロップ】 card. */
export const isDrop = (card: Pick<CardRecord, 'flags' | 'keywords'>): boolean => card.flags?.drop === true || hasKeyword(card, 'ドロップ');
/** PSO2 302.11: a 【増殖】 card. */
export const isProliferate = (card: Pick<CardRecord, 'flags' | 'keywords'>): boolean =>
  card.flags?.proliferate === true || hasKeyword(card, '増殖');
/** PSO2 100.7 / 302.10: a 【侵食】 card. */
export const isErosion = (card: Pick<CardRecord, 'flags' | 'keywords'>): boolean => card.flags?.erosion === true || hasKeyword(card, '侵食');
