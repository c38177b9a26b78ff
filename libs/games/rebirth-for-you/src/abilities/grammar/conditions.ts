/**
 * Conditions: the condition keywords of an ability head (R4U 11.2: 【本領発揮LvN】 11.7, 【Reコンボ】 11.5) and the
 * 「…なら、」 prefixes of effect text. A condition prefix applies to the clauses after it, to the end of the ability
 * (card-text openCondition).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { filterOf, sideOf, sourceOf, ZONES } from './groups.js';

const t = concept('conditions');

/** 【本領発揮LvN】 (11.7.2): your members + your retired cards ≥ N; with references, only cards having one of them (11.7.3, 11.7.3.1). */
export function fullPower(level: number, refs: string[]): JsonObject {
  return { type: 'r4u.fullPower', level, ...(refs.length > 0 ? { refs } : {}) };
}

/** 【Reコンボ】 (11.5.2): a Re-birth card in your Re-birth area; 【Reコンボ】《name》: one with the name in its name (11.5.3). */
export function reCombo(name: string | null): JsonObject {
  return { type: 'r4u.reCombo', ...(name ? { name } : {}) };
}

/** Both conditions (11.2.4: several condition keywords on one ability must all hold). */
export function both(list: JsonObject[]): JsonObject | null {
  if (list.length === 0) return null;
  return list.length === 1 ? list[0]! : { type: 'and', all: list };
}

const cmp = (n: number, how: string | undefined): JsonObject => (how === '以下' ? { lte: n } : how === 'ちょうど' ? { eq: n } : { gte: n });

/**
 * A zone list of a condition (「メンバー」, 「、メンバーかリタイア」) and the side → a selector. 4.6.3 「文脈に応じて」: a count of
 * 「エネルギー」 counts the cards that are energy — the non-partner cards of the energy area (the reading taken here);
 * 「パートナー」 counts the partners there (4.6.4).
 */
function selOf(words0: string, side: string | undefined, filter0?: JsonObject): JsonObject {
  // 「【レスト】している(zone)」: the cards in that state (5.3)
  const state = /^(、?)【(レスト|スタンド)】している(.+)$/.exec(words0);
  const words = state ? `${state[1]}${state[3]}` : words0;
  if (state && filter0 && 'tapped' in filter0) unread('filter clash');
  const filter = state ? { ...(filter0 ?? {}), tapped: state[2] === 'レスト' } : filter0;
  const ws = words.replace(/^、/, '').split(/か|と/);
  const list = ws.map((w) => ZONES[w] ?? unread(`zone ${w}`));
  const zoneFilter = ws.length === 1 && ws[0] === 'エネルギー' ? { not: { type: 'partner' } } : ws.length === 1 && ws[0] === 'パートナー' ? { type: 'partner' } : null;
  if (ws.length > 1 && ws.some((w) => w === 'エネルギー' || w === 'パートナー')) unread('energy with other zones');
  const f = { ...(zoneFilter ?? {}), ...(filter ?? {}) };
  if (zoneFilter && filter && Object.keys(filter).some((k) => k in zoneFilter)) unread('filter clash');
  return { zone: list.length === 1 ? list[0]! : list, side: sideOf(side), ...(Object.keys(f).length ? { filter: f } : {}) };
}

type Reader = (m: RegExpExecArray) => JsonObject;

/** A count condition; a count of 相手's cards reads one opponent, the master naming which (13.5.5.3, kernel `onePlayer`). */
const count = (selector: JsonObject, compare: JsonObject): JsonObject => ({ type: 'count', selector, compare, ...(selector.side === 'opponent' ? { onePlayer: true } : {}) });

/** What a 「…なら」 condition says (the text before 「なら」). */
export const CONDITIONS = new Slot<string, null, JsonObject>('condition').add(
  // 5.13.2: this card's Spark was cancelled this turn
  t.pattern<null, JsonObject>(/^このターン中にこのキャラの【スパーク】が【キャンセル】されている$/, () => ({ type: 'r4u.sparkCancelled' })),
  t.pattern<null, JsonObject>(/^あなたのリタイアが相手より多い$/, () => ({ type: 'r4u.moreRetired' })),
  t.pattern<null, JsonObject>(/^あなたのリタイアが相手より少ない$/, () => ({ type: 'r4u.moreRetired', fewer: true })),
  // 5.25.2: the result of the check this ability made (compiler.ts: only after a check that is not optional)
  t.pattern<null, JsonObject>(/^(?:それであなたが)?(勝ち|負け)$/, (m) => ({ type: 'r4u.checkResult', won: m[1] === '勝ち' })),
  // 「あなたの他のメンバーが2枚以上【レスト】している」: your members but this card, rested (selector `other`)
  t.pattern<null, JsonObject>(/^あなたの他のメンバーが(\d+)枚(以上|以下)【レスト】している$/, ((m) => ({
    type: 'count', selector: { zone: 'members', side: 'you', other: true, filter: { tapped: true } }, compare: cmp(Number(m[1]), m[2]),
  })) as Reader),
  // 4.6.4: partners of the energy area in the rested state
  t.pattern<null, JsonObject>(/^あなたのパートナーが(\d+)枚(以上|以下)【レスト】している$/, ((m) => ({
    type: 'count', selector: { zone: 'energy', side: 'you', filter: { type: 'partner', tapped: true } }, compare: cmp(Number(m[1]), m[2]),
  })) as Reader),
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)が(\d+)枚(以上|以下)(?:いる)?$/, ((m) => ({
    ...count(selOf(m[2]!, m[1]), cmp(Number(m[3]), m[4])),
  })) as Reader),
  // 「あなたのメンバーが1枚なら」: exactly that many
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)が(\d+)枚(?:いる)?$/, ((m) => ({
    type: 'count', selector: selOf(m[2]!, m[1]), compare: { eq: Number(m[3]) },
  })) as Reader),
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)がない$|^(あなた|相手)の(、?[^、がに]+?)がいない$/, ((m) => ({
    ...count(selOf(m[2] ?? m[4]!, m[1] ?? m[3]), { eq: 0 }),
  })) as Reader),
  // 「あなたのメンバーに、《A》と《B》がいる」: each of them is there
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)に、?((?:《[^》]+》|〔[^〕]+〕)(?:と(?:《[^》]+》|〔[^〕]+〕))+)がいる$/, ((m) => ({
    type: 'and', all: [...m[3]!.matchAll(/《[^》]+》|〔[^〕]+〕/g)].map((x) => count(selOf(m[2]!, m[1], filterOf(x[0])), { gte: 1 })),
  })) as Reader),
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)に、?(.+?)が(?:(\d+)枚以上)?いる$/, ((m) => ({
    ...count(selOf(m[2]!, m[1], filterOf(m[3]!)), { gte: m[4] ? Number(m[4]) : 1 }),
  })) as Reader),
  t.pattern<null, JsonObject>(/^(あなた|相手)の(、?[^、がに]+?)の(.+?)が(\d+)枚(以上|以下)(?:いる)?$/, ((m) => ({
    ...count(selOf(m[2]!, m[1], filterOf(m[3]!)), cmp(Number(m[4]), m[5])),
  })) as Reader),
  t.pattern<null, JsonObject>(/^(あなた|相手)のメンバーに空席がある$/, ((m) => ({ type: 'r4u.emptySeats', player: m[1] === 'あなた' ? 'you' : 'opponent', value: { gte: 1 } })) as Reader),
  t.pattern<null, JsonObject>(/^このキャラ(?:のATKが|がATK)(\d+)以上$/, ((m) => ({
    type: 'count', selector: { ref: 'self', filter: { attack: { gte: Number(m[1]) } } }, compare: { gte: 1 },
  })) as Reader),
  // 「このキャラの魂に《X》がある」: a card of the soul area associated with this card (R4U 4.13.3.1, kernel ref `attached`)
  t.pattern<null, JsonObject>(/^このキャラの【?魂】?に、?(.+?)がある$/, ((m) => ({
    type: 'count', selector: { ref: 'attached', filter: filterOf(m[1]!) }, compare: { gte: 1 },
  })) as Reader),
  // 「このキャラに【魂】がある」「このキャラに【魂】が3枚以上」「このキャラの【魂】が5枚以上」: the cards associated with it
  t.pattern<null, JsonObject>(/^このキャラ(?:に【?魂】?が(?:ある|(\d+)枚以上)|の【?魂】?が(\d+)枚以上)$/, ((m) => ({
    type: 'count', selector: { ref: 'attached' }, compare: { gte: Number(m[1] ?? m[2] ?? 1) },
  })) as Reader),
);

/**
 * 「あなたのメンバーに《X》がいて、エネルギーが5枚以上」「あなたの、メンバーが3枚以上いてエネルギーが3枚以上」: both
 * (the owner written once, for every part).
 */
export function conditionOf(text: string): JsonObject | null {
  const one = CONDITIONS.read(text, null);
  if (one) return one;
  // 「控え室が5枚以上なら」 with no owner written (KGND/001T-010, after 「あなたの控え室2枚につき」): the master's own (reading)
  if (/^(?:控え室|手札|リタイア)が/.test(text)) return CONDITIONS.read(`あなたの${text}`, null);
  const m = /^(あなた|相手)の(、?)(.+?(?:いて|あって))、?(.+)$/.exec(text);
  if (!m) return null;
  const first = CONDITIONS.read(`${m[1]}の${m[2]}${m[3]!.replace(/(?:いて|あって)$/, (x) => (x === 'いて' ? 'いる' : 'ある'))}`, null);
  const second = conditionOf(`${m[1]}の${m[4]}`);
  return first && second ? { type: 'and', all: [first, second] } : null;
}

/** 「(condition)なら、(rest)」 → [condition, rest], or null when the text has no such prefix. */
export function conditionPrefix(text: string): [JsonObject, string] | null {
  const m = /^(.+?)なら、(.+)$/.exec(text);
  if (!m) return null;
  const c = conditionOf(m[1]!);
  if (!c) return unread(`condition ${m[1]}`);
  return [c, m[2]!];
}

export { sourceOf };
