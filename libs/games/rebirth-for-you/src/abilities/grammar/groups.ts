/**
 * Noun phrases of Re:Birth text: zones (R4U 4), sides (自分/あなた/味方 = yours, 相手 = the opponent's), card
 * filters (〔trait〕 2.5.3, 《name》 = substring of the name 2.1.2, キャラ / Reバース types 2.2.3 as the engine's kinds
 * `character` / `rebirth` / `partner` (constants.ts KIND), コストN以上…),
 * where a choice is made from (「相手の、エントリーとメンバーから」) and the cards a verb acts on.
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { unread } from '../../../../../card-text/src/index.js';

export const ZONES: Record<string, string> = {
  エントリー: 'entry',
  メンバー: 'members',
  エネルギー: 'energy',
  パートナー: 'energy',
  Reバース: 'rebirth',
  セットされているReバース: 'rebirth',
  リタイア: 'retire',
  デッキ: 'deck',
  手札: 'hand',
  控え室: 'waitingRoom',
  思い出: 'memory',
};

/** 4.6.4: 「パートナー」 = the partner cards of the Energy area; 4.6.3: 「エネルギー」 = its other cards. */
const ZONE_FILTER: Record<string, JsonObject> = {
  パートナー: { type: 'partner' },
  エネルギー: { not: { type: 'partner' } },
};

/** Keywords a filter may name (「【のびしろ】を1枚選び」): the engine's keyword words (constants.ts K). */
const KEYWORD_FILTERS: Record<string, string> = { のびしろ: 'r4u.nobishiro', キャンセル: 'r4u.cancel' };

/** Circled digits of energy icons (エネ②) and written digits. */
export function num(s: string): number {
  const circled = '⓪①②③④⑤⑥⑦⑧⑨⑩'.indexOf(s);
  if (circled >= 0) return circled;
  const n = Number(s);
  return Number.isInteger(n) ? n : unread(`number ${s}`);
}

export type Side = 'you' | 'opponent' | 'any' | 'ally';

/** 「自分の」「あなたの」 → you (13.5.3: the master only); 「味方の」 → ally (13.5.4: the master or a team mate); 「相手の」 → opponent; 「いずれかの」 → any. */
export function sideOf(w: string | undefined): Side {
  if (w === '味方') return 'ally';
  if (w === undefined || w === '' || w === '自分' || w === 'あなた') return 'you';
  if (w === '相手') return 'opponent';
  if (w === 'いずれか') return 'any';
  return unread(`side ${w}`);
}

function merge(a: JsonObject, b: JsonObject): JsonObject {
  for (const k of Object.keys(b)) if (k in a) return unread(`filter clash on ${k}`);
  return { ...a, ...b };
}

/**
 * A trait (2.5) as the catalog spells it: the printed 〔フルール・ド・ラパン〕 is the catalog's one trait 「フルール ド ラパン」; a
 * printed 〔５期生〕 is read 「5期生」 (digits half-width), as the engine facts spell every catalog trait (cards/engine-facts.ts:
 * the catalog writes 「４期生」 and 「2期生」 both ways);
 * the catalog split the other printed traits with 「・」 at it (〔L・I・J〕 → L, I), so a reference to one cannot be matched:
 * not read.
 */
// 〔Pastel*Palette〕 (GP/001B-064's text) is the trait every other card spells 「Pastel＊Palettes」 (41 records; read as printed, no card has it)
const TRAIT_SPELLING: Record<string, string> = { 'フルール・ド・ラパン': 'フルール ド ラパン', 'Pastel*Palette': 'Pastel＊Palettes' };
export function traitOf(printed: string): string {
  const t = TRAIT_SPELLING[printed] ?? printed;
  return t.includes('・') ? unread(`trait ${printed} (the catalog splits it at ・)`) : t;
}

/** One filter word: 〔T〕, 《N》, キャラ, Reバース, コストN以上の… (joined by 「の」). */
export function filterOf(text: string): JsonObject {
  let t = text.trim();
  let f: JsonObject = {};
  let m: RegExpExecArray | null;
  for (;;) {
    if (t === '') break;
    if ((m = /^コスト(\d+)(以上|以下)の?/.exec(t))) {
      f = merge(f, { cost: m[2] === '以上' ? { gte: Number(m[1]) } : { lte: Number(m[1]) } });
    } else if ((m = /^ATK(\d+)(以上|以下)の?/.exec(t))) {
      f = merge(f, { attack: m[2] === '以上' ? { gte: Number(m[1]) } : { lte: Number(m[1]) } });
    } else if ((m = /^【レスト】している/.exec(t))) {
      f = merge(f, { tapped: true });
    } else if ((m = /^【スタンド】している/.exec(t))) {
      f = merge(f, { tapped: false });
    } else if ((m = /^《([^》]+)》以外の/.exec(t))) {
      f = merge(f, { not: { nameIncludes: m[1]! } });
    } else if ((m = /^((?:《[^》]+》|〔[^〕]+〕)(?:か(?:《[^》]+》|〔[^〕]+〕))+)の?/.exec(t))) {
      // 「《A》か〔B〕」: either (a name part, 2.1.2, or a trait, 2.5.3)
      const refs = [...m[1]!.matchAll(/《([^》]+)》|〔([^〕]+)〕/g)].map((x): JsonObject => (x[1] !== undefined ? { nameIncludes: x[1] } : { trait: traitOf(x[2]!) }));
      f = merge(f, { anyOf: refs });
    } else if ((m = /^《([^》]+)》の?/.exec(t))) {
      f = merge(f, { nameIncludes: m[1]! });
    } else if ((m = /^〔([^〕]+)〕を持つ/.exec(t)) || (m = /^〔([^〕]+)〕の?/.exec(t))) {
      f = merge(f, { trait: traitOf(m[1]!) });
    } else if ((m = /^【(スパーク|キャンセル|のびしろ)】か【(スパーク|キャンセル|のびしろ)】を持つ/.exec(t))) {
      // 「【スパーク】か【キャンセル】を持つキャラ」: a card with either (11.3: a printed 【スパーク】 line, r4u.hasSpark)
      const kw = (w: string) => ({ keyword: w === 'スパーク' ? 'r4u.hasSpark' : KEYWORD_FILTERS[w]! });
      f = merge(f, { anyOf: [kw(m[1]!), kw(m[2]!)] });
    } else if ((m = /^【(のびしろ|キャンセル)】(?:を持つ)?の?/.exec(t))) {
      // 「【のびしろ】」「【キャンセル】を持つキャラ」: a card with that keyword (11.8, 11.4; a keyword as a noun names the
      // cards that have it). Not 【ブロッカー】: a printed 【ブロッカー】 with several references is not read yet (keywords.ts),
      // so a filter on it would miss those cards.
      f = merge(f, { keyword: KEYWORD_FILTERS[m[1]!]! });
    } else if ((m = /^【スパーク】を持つ、?/.exec(t))) {
      // 11.3: a card with a printed 【スパーク】 ability (the engine marks it from the printed text: cards/engine-facts.ts)
      f = merge(f, { keyword: 'r4u.hasSpark' });
    } else if ((m = /^キャラ$/.exec(t))) {
      f = merge(f, { type: 'character' });
    } else if ((m = /^Reバース$/.exec(t))) {
      f = merge(f, { type: 'rebirth' });
    } else if ((m = /^カード$/.exec(t))) {
      // any card
    } else return unread(`filter ${text}`);
    t = t.slice(m[0].length);
  }
  return f;
}

/**
 * Where cards are chosen from: 「相手のメンバー」「自分の控え室」「相手の、エントリーとメンバー」「自分の、パートナーかエネルギー」
 * 「相手の【レスト】しているメンバー」「いずれかの【レスト】しているメンバー」 → {zone, side, filter?}.
 */
export function sourceOf(text: string): JsonObject {
  const m = /^(?:(自分|あなた|相手|味方|いずれか)の、?)?((?:【(?:レスト|スタンド)】している)?)(他の)?(.+)$/.exec(text.trim());
  if (!m) return unread(`source ${text}`);
  const side = sideOf(m[1]);
  // 「自分の他のメンバー」: your members but this card (`other`)
  if (m[3] && m[4] !== 'メンバー') return unread(`他の${m[4]}`);
  const words = m[4]!.split(/と|か/);
  const zones: string[] = [];
  const filters: JsonObject[] = [];
  for (const w of words) {
    const z = ZONES[w];
    if (!z) return unread(`zone ${w}`);
    if (!zones.includes(z)) zones.push(z);
    if (ZONE_FILTER[w]) filters.push(ZONE_FILTER[w]!);
  }
  if (filters.length > 0 && filters.length !== words.length) return unread('partner and other zones mixed');
  // 「パートナーかエネルギー」: every card of the Energy area
  let filter: JsonObject = new Set(filters.map((f) => JSON.stringify(f))).size > 1 ? {} : filters[0] ?? {};
  if (m[2]) filter = merge(filter, m[2].includes('レスト') ? { tapped: true } : { tapped: false });
  return { zone: zones.length === 1 ? zones[0]! : zones, side, ...(m[3] ? { other: true } : {}), ...(Object.keys(filter).length ? { filter } : {}) };
}

/** Adds a filter to a selector (both must hold). */
export function withFilter(sel: JsonObject, f: JsonObject): JsonObject {
  if (Object.keys(f).length === 0) return sel;
  const prev = (sel.filter as JsonObject | undefined) ?? {};
  return { ...sel, filter: merge(prev, f) };
}

/**
 * 「あなたのリタイアの《X》」「あなたの手札」「あなたの、メンバーとリタイアの〔T〕合計」: the cards a 「…N枚につき」 counts.
 */
export function countedOf(text: string): JsonObject {
  const m = /^(あなた|相手)の(、?[^の、]+?)(?:の、?(.+?))?(?:合計)?$/.exec(text);
  if (!m) return unread(`counted ${text}`);
  const words = m[2]!.replace(/^、/, '').split(/と|か/);
  const zones = words.map((w) => ZONES[w] ?? unread(`zone ${w}`));
  // 4.6.3 / 4.6.4: counted 「エネルギー」 = the non-partner cards of the energy area, 「パートナー」 = its partners
  if (words.length > 1 && words.some((w) => ZONE_FILTER[w])) return unread('energy with other zones');
  const zoneFilter = words.length === 1 ? ZONE_FILTER[words[0]!] : undefined;
  const sel: JsonObject = { zone: zones.length === 1 ? zones[0]! : zones, side: sideOf(m[1]), ...(zoneFilter ? { filter: zoneFilter } : {}) };
  if (!m[3]) return sel;
  // 「〔A〕と〔B〕合計」: the cards with either trait, each card counted once (reading: 「合計N枚」 counts cards)
  const both = /^〔[^〕]+〕(?:と〔[^〕]+〕)+$/.test(m[3]) ? [...m[3].matchAll(/〔([^〕]+)〕/g)].map((x): JsonObject => ({ trait: traitOf(x[1]!) })) : null;
  return withFilter(sel, both ? { anyOf: both } : filterOf(m[3]));
}

/**
 * Cards a verb acts on, named in the clause: 「このキャラ」 (this card), 「あなたのエントリー」 (your Entry character),
 * 「相手のエントリー」, 「あなたのエントリーの〔T〕」, 「あなたのパートナー(すべて)」… (null: not a group word).
 */
export function groupOf(text: string): JsonObject | null {
  let m: RegExpExecArray | null;
  if ((m = /^(あなた|相手)のエントリー(?:の(.+))?$/.exec(text))) {
    const sel: JsonObject = { zone: 'entry', side: sideOf(m[1]) };
    return m[2] ? withFilter(sel, filterOf(m[2])) : sel;
  }
  if ((m = /^(あなた|相手)のパートナー(?:すべて)?$/.exec(text))) return { zone: 'energy', side: sideOf(m[1]), filter: { type: 'partner' } };
  if ((m = /^(あなた|相手)のメンバー(?:すべて)?$/.exec(text))) return { zone: 'members', side: sideOf(m[1]) };
  return null;
}
