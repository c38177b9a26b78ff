/**
 * 【永】 abilities (R4U 9.1.1.3): a continuous effect while the ability is valid (its zone, 9.4.4; its condition
 * keywords, 11.2.3.1; the conditions written before the effect). Forms read: 「(cards)を+A/+B」 (one static ability
 * per stat that changes, 5.17.1), with 「(counted cards)N枚につき、」 before it (the change per N cards, an Amount), 「相手は【ブロッカー】を使えない」 (alone or after
 * 「…+A/+Bし、」: keyword r4u.opponentsNoBlocker on this card), 「(cards)は相手(のキャラ)から選ばれない」; prefixes 「各ターン(このキャラの)N回目のアタック中、」
 * (r4u.attackNumber) and 「(condition)なら、」; 「このキャラが受けるダメージを0にする」 (keyword r4u.noDamage).
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { conditionPrefix } from './conditions.js';
import { countedOf, groupOf } from './groups.js';
import { REPLACEMENT_FORMS } from './replacements.js';

const t = concept('continuous');

/** What a continuous ability's text gives: statics without zones/conditions of the head (the compiler adds them). */
export interface ContinuousRead {
  abilities: Ability[];
  conditions: JsonObject[];
}

const SIGNED = /^([+\-±])(\d+)\/([+\-±])(\d+)$/;

function affects(word: string): JsonObject {
  if (word === 'このキャラ' || word === 'このカード') return { ref: 'self' };
  return groupOf(word) ?? unread(`continuous group ${word}`);
}

/** Reads the prefixes of a continuous text: [conditions, rest]. */
function prefixes(text: string): [JsonObject[], string] {
  const conds: JsonObject[] = [];
  let t0 = text;
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = /^各ターン(このキャラの|相手の)?(\d+)回目のアタック中、(.+)$/.exec(t0))) {
      conds.push({ type: 'r4u.attackNumber', n: Number(m[2]), ...(m[1] === 'このキャラの' ? { self: true } : m[1] ? { side: 'opponent' } : {}) });
      t0 = m[3]!;
      continue;
    }
    // 5.25.1: 「あなたがチェックする際、そのチェック中、」 — while a check of yours compares ATK (r4u.checking)
    if ((m = /^あなたがチェックする際、そのチェック中、(.+)$/.exec(t0))) {
      conds.push({ type: 'r4u.checking' });
      t0 = m[1]!;
      continue;
    }
    const c = conditionPrefix(t0);
    if (c) {
      conds.push(c[0]);
      t0 = c[1];
      continue;
    }
    return [conds, t0];
  }
}

type R = ContinuousRead;

/** 「あなたの空席のメンバー1つにつき」 (4.5.3.2.1) times `v`: the member slots (4.5.3.1, player counter memberSlots) less your members. */
const emptySeats = (v: number): JsonObject => ({ sum: [{ counter: 'memberSlots', player: 'you' }, { count: { zone: 'members', side: 'you' }, times: -1 }], times: v });

const NO_BLOCKER = /^相手は【ブロッカー】を使えない$/;
/** 「各ターン相手のN回目のアタックはパートナーアタックにならない」 (5.23.3): keyword r4u.opponentsNoPartnerAttack while that attack is in progress. */
const NO_PARTNER = /^各ターン相手の(\d+)回目のアタックはパートナーアタックにならない$/;
const noPartner = (n: number): Ability => ({ kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.opponentsNoPartnerAttack', grant: true }, affects: { ref: 'self' }, condition: { type: 'r4u.attackNumber', n, side: 'opponent' } });
const noBlocker = (): Ability => ({ kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.opponentsNoBlocker', grant: true }, affects: { ref: 'self' } });

export const CONTINUOUS = new Slot<string, null, ContinuousRead>('continuous').add(
  ...REPLACEMENT_FORMS, // 「…する際、かわりに…」, 5.19.3 (replacements.ts, 9.11): first, before the 「…なら、」 prefixes are read
  // 6.1.2.1: deck-construction text (the deck rules read it; no effect in play)
  t.template<string, null, R>('このキャラはデッキにN枚より多く入れてよい', (text) =>
    /^このキャラはデッキに4枚より多く入れてよい$/.test(text) ? { abilities: [{ kind: 'keyword', keyword: 'r4u.deckLimit', value: 'any' }], conditions: [] } : null),
  t.template<string, null, R>('((counted)N枚につき、)(cards)を+A/+B(し、相手は【ブロッカー】を使えない)', (text) => {
    const [conditions, rest0] = prefixes(text);
    // 「(counted cards)N枚につき、」 (「あなたは自分の…」 = 「あなたの…」): the change times every N counted cards, leftovers dropped,
    // counted again at each reference (the kernel evaluates a static stat Amount per query)
    // 「あなたの空席のメンバー1つにつき、」 (4.5.3.2.1): one per empty member slot — the slots (4.5.3.1) less the cards in them
    // (a slot holds one card: rules/place.ts replaces the one before, 4.5.3.3)
    const em = /^あなたの空席のメンバー1つにつき、(.+)$/.exec(rest0);
    const pm = em ? null : /^(?:あなたは自分の(.+?)|(.+?))(\d+)枚につき、?(.+)$/.exec(rest0);
    const per = pm ? { count: countedOf(pm[1] ? `あなたの${pm[1]}` : pm[2]!), per: Number(pm[3]) } : null;
    const rest = em ? em[1]! : pm ? pm[4]! : rest0;
    // 「…を+A/+Bし、相手は【ブロッカー】を使えない」: both while the ability is valid
    const parts = rest.split(/(?<=[+\-±]\d+\/[+\-±]\d+)し、/);
    const abilities: Ability[] = [];
    for (const part of parts) {
      if (NO_BLOCKER.test(part) && parts.length > 1) {
        abilities.push(noBlocker());
        continue;
      }
      const np = NO_PARTNER.exec(part);
      if (np && parts.length > 1) {
        abilities.push(noPartner(Number(np[1])));
        continue;
      }
      const m = /^(.+?)を([+\-±]\d+\/[+\-±]\d+)$/.exec(part);
      if (!m) return pm || em || parts.length > 1 ? unread(`continuous part ${part}`) : null;
      const s = SIGNED.exec(m[2]!)!;
      const target = affects(m[1]!);
      const before = abilities.length;
      for (const [stat, sign, n] of [['attack', s[1]!, s[2]!], ['defense', s[3]!, s[4]!]] as const) {
        const v = sign === '-' ? -Number(n) : Number(n);
        const value: JsonObject | number = em ? emptySeats(v) : per ? { count: per.count, per: per.per, times: v } : v;
        if (v !== 0) abilities.push({ kind: 'static', modifier: { type: 'stat', stat, op: 'add', value }, affects: target });
      }
      if (abilities.length === before) return unread('+0/+0');
    }
    return { abilities, conditions };
  }),
  // 「(condition)なら、各ターン相手のN回目のアタックはパートナーアタックにならない」 (5.23.2, 5.23.3): alone in its sentence
  t.template<string, null, R>('各ターン相手のN回目のアタックはパートナーアタックにならない', (text) => {
    const [conditions, rest] = prefixes(text);
    const np = NO_PARTNER.exec(rest);
    return np ? { abilities: [noPartner(Number(np[1]))], conditions } : null;
  }),
  // 「相手は【ブロッカー】を使えない」 (11.6) while the ability is valid (keyword r4u.opponentsNoBlocker on this card, turn/attack.ts)
  t.template<string, null, R>('相手は【ブロッカー】を使えない', (text) => {
    const [conditions, rest] = prefixes(text);
    return NO_BLOCKER.test(rest) ? { abilities: [noBlocker()], conditions } : null;
  }),
  // 「(各ターン相手のN回目のアタック中、)このキャラが受けるダメージを0にする」 (4.4.4, 8.4.3): keyword r4u.noDamage on this card
  // while the ability is valid (rules/damage.ts); 「（パートナーアタックは防げない）」 is reminder text (8.4.3.2 is no damage)
  t.template<string, null, R>('このキャラが受けるダメージを0にする', (text) => {
    const [conditions, rest] = prefixes(text);
    if (!/^このキャラが受けるダメージを0にする$/.test(rest)) return null;
    return { abilities: [{ kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.noDamage', grant: true }, affects: { ref: 'self' } }], conditions };
  }),
  t.template<string, null, R>('(cards)は(相手(のキャラ)から)選ばれない', (text) => {
    const [conditions, rest] = prefixes(text);
    const m = /^(.+?)は(相手(のキャラ)?から)?選ばれない$/.exec(rest);
    if (!m) return null;
    // 「このキャラは選ばれない。(あなたも選べない）」: by nobody (value `anyone`)
    const value = !m[2] ? 'anyone' : m[3] ? 'opponentCharacters' : 'opponent';
    const ability: Ability = { kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value }, affects: affects(m[1]!) };
    return { abilities: [ability], conditions };
  }),
);
