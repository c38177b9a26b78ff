/**
 * Noun phrases of SVE card text ("groups") → kernel selectors (zone, side, filter, other), read by every
 * grammar file:
 *   「相手の場のフォロワー」「自分の墓場のコスト5以下のアミュレット」「自分の他の妖精・フォロワー」
 *   「体力3以下の相手のフォロワー」「自分の妖精・トークン」「自分の『フォレストバット』」「フォロワー」…
 * SVE 4.4.3: a kind named without a zone means cards on the field; 2.1.2: 『X』 names a card.
 * 「元のコスト」 (original cost, 5.24) is read as the cost characteristic: cost changes never change a
 * card's cost information (10.4.4.1), so the two differ only under "set cost" effects.
 * Also here: the extended readers other files use — `readGroup` (「元のコストNの」, 「「これと同名を除く…」」,
 * 「(trait)・トークン・フォロワー」), `tokenGroup` (「(trait)・トークン・(kind)」), `bareFilter` / `sideGroup`
 * (quoted names, 「「[class]でない…」」, 「AかB」), `eitherFilter` / `nextPlayGroup` (「AかB」 of card groups),
 * `searchFilter` (search conditions, 5.8) and the 「コストX」 qualifier (5.2).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { K, KIND, Z } from '../../constants.js';
import { unread } from '../../../../../card-text/src/index.js';
import { COST_X } from '../vocab/x-values.js';


/** The qualifier 「(元の)コストX(以下|以上)?の」 → the placeholder, or null. */
export function costXQualifier(s: string): { cost: JsonObject; length: number } | null {
  const m = /^(?:元の)?コストX(以下|以上)?の/.exec(s);
  if (!m) return null;
  return { cost: { lt: COST_X, [m[1] === '以下' ? 'lte' : m[1] === '以上' ? 'gte' : 'eq']: COST_X }, length: m[0].length };
}


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
    const x = costXQualifier(rest); // 「元のコストX以下の」 (5.2: X read as the step resolves, passes.ts costXPass)
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
  // trait・kind (one trait; a bracketed trait such as 〈ジオ・テオゴニア〉 keeps its inner ・, SVE 2.4.1)
  const tm = /^(?:(〈[^〉]+〉|[^・『』\[\]〈〉]+)・)?(フォロワー|アミュレット|スペル|カード|トークン)$/.exec(s);
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


/**
 * A group phrase with the extra qualifier 「元のコストNの」 (exactly N), or 「「これと同名を除く(group)」」;
 * otherwise parseGroup's answer.
 */
export function readGroup(phrase: string, cardName: string | null = null): ReturnType<typeof parseGroup> {
  let m: RegExpExecArray | null;
  // 「(自分の墓場の)「これと同名を除く(group)」」: the group without the cards named like this one (2.1.2); the player and
  // zone words may stand before the quote (「自分の墓場の「これと同名を除く透京・フォロワー」」)
  if (cardName !== null && (m = /^((?:自分の|相手の)?(?:(?:場|墓場|EXエリア|手札|消滅領域)の)?)「これと同名を除く([^「」]+)」$/.exec(phrase))) {
    const g = readGroup(`${m[1]}${m[2]}`);
    if (!g) return null;
    return { ...g, filter: { ...g.filter, not: { name: cardName } } };
  }
  if ((m = /^(自分の|相手の)?((?:場|墓場|手札|EXエリア)の)?元のコスト(\d+)の(.+)$/.exec(phrase))) {
    const g = parseGroup(`${m[1] ?? ''}${m[2] ?? ''}${m[4]}`);
    if (!g || g.filter.cost !== undefined) return null;
    return { ...g, filter: { ...g.filter, cost: { eq: Number(m[3]) } } };
  }
  if ((m = /^(自分の場の)?([^・『』「」\[\]]+)・トークン・フォロワー$/.exec(phrase))) {
    const g = parseGroup(`${m[1] ?? ''}フォロワー`);
    if (!g) return null;
    return { ...g, filter: { ...g.filter, trait: m[2]!, token: true } };
  }
  return parseGroup(phrase);
}

/** parseGroup, plus 「(trait)・トークン・(kind)」 (e.g. 「自分の場の妖精・トークン・フォロワー」: 妖精 tokens that are followers). */
export function tokenGroup(p: string): Group | null {
  const g = parseGroup(p);
  if (g) return g;
  if (!/[^・「」『』]・トークン・(?:フォロワー|アミュレット)$/.test(p)) return null;
  const h = parseGroup(p.replace(/・トークン・(フォロワー|アミュレット)$/, '・$1'));
  return h ? { ...h, filter: { ...h.filter, token: true } } : null;
}

/**
 * A bare group phrase (no player / zone words: cards of a kind, read where the sentence puts them):
 * the starter / compiler groups, 「「カード名に『X』を含む[class](kind)」」, 「「[class]でない(kind)」」, or
 * 「AかB」 (either group). Only the filter matters; null when not understood.
 */
export function bareFilter(phrase: string): JsonObject | null {
  const bare = (g: Group | null) => (g && g.side === 'any' && g.zone === Z.field && !g.other ? g.filter : null);
  const f = bare(readGroup(phrase));
  if (f) return f;
  let m: RegExpExecArray | null;
  // 「「カード名に『X』を含む[class](kind)」」 (2.1.2)
  if ((m = /^「カード名に『([^』]+)』を含む\[([^\]]+)\](フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const base = bare(parseGroup(`[${m[2]}]${m[3]}`));
    return base ? { ...base, nameIncludes: m[1]! } : null;
  }
  // 「「[class]でない(kind)」」
  if ((m = /^「\[([^\]]+)\]でない(フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const cls = bare(parseGroup(`[${m[1]}]カード`));
    const kind = bare(parseGroup(m[2]!));
    return cls && kind && typeof cls.classOrColor === 'string' ? { ...kind, not: { classOrColor: cls.classOrColor } } : null;
  }
  // 「AかB」: split at a 「か」 where both halves are groups
  for (let i = phrase.indexOf('か'); i > 0; i = phrase.indexOf('か', i + 1)) {
    const a = bareFilter(phrase.slice(0, i));
    const b = a ? bareFilter(phrase.slice(i + 1)) : null;
    if (a && b) return { anyOf: [a, b] };
  }
  return null;
}

/**
 * A side-qualified group of followers / cards (「自分の(他の)[ドラゴン]フォロワー」「相手のフォロワー」
 * 「自分のトークン・フォロワー」「自分の場に[ロイヤル]トークン・フォロワー」…): side, 他の, filter; or null.
 * 「トークン・(kind)」 is a token (9.1, `token`), optionally of a class or trait.
 */
export function sideGroup(phrase: string): { side: 'you' | 'opponent' | 'any'; other: boolean; filter: JsonObject } | null {
  const m = /^(自分の|相手の)?(他の)?(.+)$/.exec(phrase)!;
  const side = m[1] === '自分の' ? 'you' : m[1] === '相手の' ? 'opponent' : 'any';
  const other = m[2] !== undefined;
  const tk = /^(?:\[([^\]]+)\])?(?:([^・『』「」\[\]]+)・)?トークン・(フォロワー|アミュレット|カード)$/.exec(m[3]!);
  if (tk) {
    const base = tk[1] ? bareFilter(`[${tk[1]}]${tk[3]}`) : bareFilter(tk[3]!);
    if (!base) return null;
    return { side, other, filter: { ...base, token: true, ...(tk[2] ? { trait: tk[2] } : {}) } };
  }
  const filter = bareFilter(m[3]!);
  return filter ? { side, other, filter } : null;
}

/**
 * 「AかB(かC)」 of card groups without side or zone (「なかよし部・カードかプリコネ・スペル」, 「元のコスト3以下の宴楽・カードか
 * 元のコスト3以下の魔法使い・カード」): {anyOf}; null when the phrase has no such か; false when a part is not a group.
 */
export function eitherFilter(phrase: string): JsonObject | null | false {
  const parts = phrase.split(/(?<=カード|フォロワー|スペル|アミュレット|』)か/); // not the か of a trait (なかよし部)
  if (parts.length < 2) return null;
  const gs = parts.map((p) => readGroup(p));
  if (!gs.every((g) => g && g.side === 'any' && g.zone === Z.field && !g.other && Object.keys(g.filter).length > 0)) return false;
  return { anyOf: gs.map((g) => g!.filter) };
}

/**
 * The cards of 「次に自分が(group)をプレイする際」: {filter, from} or null. 「AかB」: a card of either group (each part
 * read alone); 「EXエリアのカード」: played from the EX area (`from`); otherwise a group without side or zone.
 */
export function nextPlayGroup(phrase: string): { filter: JsonObject | null; from: string | null } | null {
  const either = eitherFilter(phrase);
  if (either) return { filter: either, from: null };
  if (either === false) return null;
  const g = readGroup(phrase);
  if (!g || g.side !== 'any' || g.other || (g.zone !== Z.field && g.zone !== Z.ex)) return null;
  return { filter: Object.keys(g.filter).length > 0 ? g.filter : null, from: g.zone === Z.ex ? Z.ex : null };
}

/** Search conditions (5.8) read before the ones of `searchFilter`, or null. */
export function searchFilterExtra(phrase: string): JsonObject | null {
  let m: RegExpExecArray | null;
  // 『X』か『Y』(か『Z』): a card with one of the names
  if (/^『[^』]+』(?:か『[^』]+』)+$/.test(phrase)) {
    return { anyOf: [...phrase.matchAll(/『([^』]+)』/g)].map((x) => ({ name: x[1]! })) };
  }
  // 「指揮官・カードか兵士・カード」: either group
  if (phrase.includes('か') && !phrase.includes('『')) {
    const parts = phrase.split('か');
    if (parts.length >= 2 && parts.every((p) => /・(?:カード|フォロワー|スペル|アミュレット)$/.test(p))) {
      const gs = parts.map((p) => parseGroup(p));
      if (gs.every((g) => g && g.side === 'any' && g.zone === Z.field && !g.other && Object.keys(g.filter).length > 0)) return { anyOf: gs.map((g) => g!.filter) };
    }
  }
  // 「カード名に『X』を含む[class]フォロワー」
  if ((m = /^「カード名に『([^』]+)』を含む\[([^\]]+)\](フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const g = parseGroup(`[${m[2]}]${m[3]}`);
    if (!g) return null;
    return { ...g.filter, nameIncludes: m[1]! };
  }
  if (/^元のコスト\d+の/.test(phrase)) {
    const g = readGroup(phrase);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    return g.filter;
  }
  return null;
}

/**
 * Search conditions: 『X』, 「カード名に『X』を含む(kind)」, 「「これと同名を除く(group)」」 (with `cardName`, the card's own name),
 * or a group phrase (kind, trait, cost…).
 */
export function searchFilter(phrase: string, cardName: string | null = null): JsonObject | null {
  let m: RegExpExecArray | null;
  const sf = searchFilterExtra(phrase);
  if (sf) return sf;
  if (cardName !== null && phrase.startsWith('「これと同名を除く')) {
    const g = readGroup(phrase, cardName);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return unread(`search ${phrase}`);
    return g.filter;
  }
  if ((m = /^『([^』]+)』$/.exec(phrase))) return { name: m[1]! };
  if ((m = /^「カード名に『([^』]+)』を含む(フォロワー|アミュレット|スペル|カード)」$/.exec(phrase))) {
    const f: JsonObject = { nameIncludes: m[1]! };
    const k = { フォロワー: KIND.follower, アミュレット: KIND.amulet, スペル: KIND.spell, カード: null }[m[2]!];
    if (k) f.type = k;
    return f;
  }
  const g = parseGroup(phrase);
  if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return unread(`search ${phrase}`);
  return Object.keys(g.filter).length > 0 ? g.filter : null;
}
