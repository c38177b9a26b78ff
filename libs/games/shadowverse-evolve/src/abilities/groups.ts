/**
 * Noun phrases of SVE card text → kernel selectors (zone, side, filter, other):
 *   「相手の場のフォロワー」「自分の墓場のコスト5以下のアミュレット」「自分の他の妖精・フォロワー」
 *   「体力3以下の相手のフォロワー」「自分の妖精・トークン」「自分の『フォレストバット』」「フォロワー」…
 * SVE 4.4.3: a kind named without a zone means cards on the field; 2.1.2: 『X』 names a card.
 * 「元のコスト」 (original cost, 5.24) is read as the cost characteristic: cost changes never change a
 * card's cost information (10.4.4.1), so the two differ only under "set cost" effects.
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { K, KIND, Z } from '../constants.js';
import { costXQualifier } from './templates-miscompiles.js';

export interface Group {
  zone: string | string[];
  side: 'you' | 'opponent' | 'any';
  filter: JsonObject;
  other: boolean;
}

const CLASSES: Record<string, string> = {
  エルフ: 'エルフ', ロイヤル: 'ロイヤル', ウィッチ: 'ウィッチ', ドラゴン: 'ドラゴン', ナイトメア: 'ナイトメア', ビショップ: 'ビショップ', ニュートラル: 'ニュートラル',
};

const KINDS: Record<string, string | null> = {
  フォロワー: KIND.follower, アミュレット: KIND.amulet, スペル: KIND.spell, カード: null, トークン: 'token',
};

const KEYWORD_NAMES: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura, スタック: K.stack,
};

const ZONES: Record<string, string> = { 場: Z.field, 墓場: Z.cemetery, EXエリア: Z.ex, 手札: Z.hand, エボルヴデッキ: Z.evolveDeck, 消滅領域: Z.banished };

function compare(kind: string, n: number): JsonObject {
  return kind === '以下' ? { lte: n } : { gte: n };
}

/** Leading/trailing qualifiers: 「体力3以下の」「元のコスト2以下の」「元のコスト1の」「コスト5以下の」「攻撃力3以上の」「アクト状態の」「スタンド状態の」. */
function qualifiers(s: string, filter: JsonObject): string {
  let rest = s;
  for (;;) {
    const x = costXQualifier(rest); // 「元のコストX以下の」 (5.2: X read as the step resolves, templates-miscompiles.ts)
    if (x) {
      filter.cost = x.cost;
      rest = rest.slice(x.length);
      continue;
    }
    let m = /^(?:元の)?コスト(\d+)(以下|以上)?の/.exec(rest);
    if (m) {
      filter.cost = m[2] ? compare(m[2], Number(m[1])) : Number(m[1]); // 「元のコスト1の」: exactly
      rest = rest.slice(m[0].length);
      continue;
    }
    m = /^(?:\[体力\]|体力)(\d+)(以下|以上)?の/.exec(rest);
    if (m) {
      filter.defense = m[2] ? compare(m[2], Number(m[1])) : Number(m[1]); // 「体力1の」: exactly
      rest = rest.slice(m[0].length);
      continue;
    }
    m = /^(?:\[攻撃力\]|攻撃力)(\d+)(以下|以上)?の/.exec(rest);
    if (m) {
      filter.attack = m[2] ? compare(m[2], Number(m[1])) : Number(m[1]); // 「攻撃力1の」: exactly
      rest = rest.slice(m[0].length);
      continue;
    }
    m = /^(アクト|スタンド)状態の/.exec(rest);
    if (m) {
      filter.tapped = m[1] === 'アクト';
      rest = rest.slice(m[0].length);
      continue;
    }
    return rest;
  }
}

/** Parses a group phrase; null when it is not understood. */
export function parseGroup(phrase: string): Group | null {
  const filter: JsonObject = {};
  let s = qualifiers(phrase.trim(), filter);
  let side: Group['side'] = 'any';
  if (s.startsWith('相手の')) {
    side = 'opponent';
    s = s.slice(3);
  } else if (s.startsWith('自分の')) {
    side = 'you';
    s = s.slice(3);
  }
  let zone: string | string[] = Z.field;
  const zm = /^(場|墓場|EXエリア|手札|エボルヴデッキ|消滅領域)(?:の|に)/.exec(s);
  if (zm) {
    zone = ZONES[zm[1]!]!;
    s = s.slice(zm[0].length);
  }
  // 「表向きの」「表向きで置いた」: face-up cards of the evolve deck (SVE 4.6.3)
  const fm = /^表向き(?:の|で置いた)/.exec(s);
  if (fm) {
    filter.face = 'up';
    s = s.slice(fm[0].length);
  }
  let other = false;
  if (s.startsWith('他の')) {
    other = true;
    s = s.slice(2);
  }
  s = qualifiers(s, filter);
  if (s.startsWith('他の')) {
    other = true;
    s = s.slice(2);
  }
  // 「「カード名に『X』を含む(kind)」」 (2.1.2: a name that contains X)
  const cn = /^「カード名に『([^』]+)』を含む(フォロワー|アミュレット|スペル|カード)」$/.exec(s);
  if (cn) {
    filter.nameIncludes = cn[1]!;
    const k = KINDS[cn[2]!];
    if (k) filter.type = k;
    return { zone, side, filter, other };
  }
  // 「【X】を持つ(kind)」: a keyword condition (SVE 13.3.2.2 「【スタック】を持つアミュレット」)
  const km = /^【([^】]+)】を持つ(.+)$/.exec(s);
  if (km && KEYWORD_NAMES[km[1]!]) {
    const rest = parseGroup(km[2]!);
    if (!rest || rest.side !== 'any' || rest.zone !== Z.field || rest.other) return null;
    return { zone, side, filter: { ...filter, ...rest.filter, keyword: KEYWORD_NAMES[km[1]!]! }, other };
  }
  // 『name』 (optionally followed by a kind)
  const nm = /^『([^』]+)』$/.exec(s);
  if (nm) {
    // 『魔法のアイテム』 is a collab name (2.14.2), carried as a keyword by the item tokens (14.3.1.1)
    if (nm[1] === '魔法のアイテム') filter.keyword = K.magicItem;
    else filter.name = nm[1]!;
    return { zone, side, filter, other };
  }
  // [class]フォロワー
  const cm = /^\[([^\]]+)\](フォロワー|アミュレット|スペル|カード)$/.exec(s);
  if (cm && CLASSES[cm[1]!]) {
    filter.classOrColor = CLASSES[cm[1]!]!;
    const k = KINDS[cm[2]!];
    if (k) filter.type = k;
    return { zone, side, filter, other };
  }
  // trait・kind (trait may itself contain ・ for several types? we accept one trait)
  const tm = /^(?:([^・『』\[\]]+)・)?(フォロワー|アミュレット|スペル|カード|トークン)$/.exec(s);
  if (!tm) return null;
  // a trait never names players or zones (「自分の場と自分のEXエリアのゴーレム」 is two groups, not a trait)
  if (tm[1] && /自分|相手|エリア|墓場|手札|デッキ|場と|場の|領域|コスト|攻撃力|体力|X|\d/.test(tm[1])) return null;
  if (tm[1] === 'トークン') filter.token = true; // 「トークン・フォロワー」: a token (9.1), not a trait
  else if (tm[1]) filter.trait = tm[1];
  const kind = KINDS[tm[2]!];
  if (kind === 'token') filter.token = true;
  else if (kind) filter.type = kind;
  return { zone, side, filter, other };
}

export function selectorOf(g: Group, extra: JsonObject = {}): JsonObject {
  const sel: JsonObject = { zone: g.zone, side: g.side, ...extra };
  if (Object.keys(g.filter).length > 0) sel.filter = g.filter;
  if (g.other) sel.other = true;
  return sel;
}
