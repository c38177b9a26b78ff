/**
 * Effect clauses that change a card's stats, keywords, abilities or traits (「…は[攻撃力]+N/[体力]+Nする」,
 * 「…は【A】を持つ」, 「…は「(ability)」を持つ」, 「…・タイプを持つ」, 「…の体力をNにする」; 10.9.1.2: permanent while it
 * stays unless 「このターン、」).
 */
import type { Ability, JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { Z } from '../../../constants.js';
import { NO_DAMAGE } from '../../../rules/damage.js';
import { RAISE_HEALTH_OF } from '../../vocab/leader.js';
import { parseGroup, selectorOf, tokenGroup } from '../groups.js';
import { KW, keywordIds, keywordList, keywords } from '../keywords.js';
import { duration } from '../durations.js';
import { clauseConcept, type ClauseCtx, type Step } from '../context.js';

const t = clauseConcept('effects/buff');

/** [攻撃力]±N / [体力]±N (digits or X, 5.2). */
export const STAT_RE = String.raw`(?:\[攻撃力\]([+-](?:\d+|X)))?(?:\/)?(?:\[体力\]([+-](?:\d+|X)))?`;
/** [攻撃力]±N / [体力]±N (digits only). */
const STAT_N = String.raw`(?:\[攻撃力\]([+-]\d+))?\/?(?:\[体力\]([+-]\d+))?`;

/** The modify steps of a stat change (signed amounts read in the clause's block). */
export function statSteps(target: JsonObject, atk: string | undefined, hp: string | undefined, dur: string, c: ClauseCtx | null = null): Step[] {
  const steps: Step[] = [];
  const amount = (v: string) => (c ? c.signed(v) : Number(v));
  if (atk !== undefined) steps.push({ type: 'modify', target, stat: 'attack', add: amount(atk), duration: dur });
  if (hp !== undefined) steps.push({ type: 'modify', target, stat: 'defense', add: amount(hp), duration: dur });
  return steps;
}

/** The cards of the last 「(group)すべては…」 of a card, for 「さらに…」 (compiling is synchronous). */
let lastAll: { card: string; target: JsonObject } | null = null;

export const BUFF = [
  // 「(このターン、)(それ|これ)は[体力]+1して、武装・タイプを持つ」 (2.4: a gained trait)
  t.pattern(new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT_N}して、([^・「」『』【】]+)・タイプを持つ$`), (m, c) => {
    if (m[3] === undefined && m[4] === undefined) return false;
    const target = m[2] === 'それ' ? c.it() : c.selfRef;
    const dur = duration(m[1]);
    c.out.push(...statSteps(target, m[3], m[4], dur), { type: 'sve.gainTrait', target, trait: m[5]!, duration: dur });
  }),
  // 「(このターン、)(それ|これ)は(【A】と)「(ability)」を持つ」: a granted ability (10.9.1.2; kernel grantAbility)
  t.pattern(/^(このターン、)?(それ|これ)は((?:【[^】]+】)*と)?「(.+)」を持つ$/, (m, c) => {
    const kws = keywordIds((m[3] ?? '').replace(/と$/, ''));
    const nested = c.nested(m[4]!);
    if (!kws || nested.failures.length > 0 || nested.abilities.length !== 1) return false;
    const { source: _source, ...ability } = nested.abilities[0]! as Ability & { source?: unknown };
    let target = m[2] === 'それ' ? c.it() : c.selfRef;
    const last = c.out[c.out.length - 1];
    if (m[2] === 'それ' && last && last.type === 'sve.put' && last.to === Z.field && last.bind === undefined && JSON.stringify(last.target) === JSON.stringify(target)) {
      // 「それを場に出す。それは…を持つ」: the card on the field is a new object (4.1.4.1): name it
      const v = c.newVar();
      last.bind = v;
      target = { ref: 'var', var: v };
      c.setIt(target);
    }
    const dur = duration(m[1]);
    for (const keyword of kws) c.out.push({ type: 'grantKeyword', target, keyword, duration: dur });
    c.out.push({ type: 'grantAbility', target, ability: ability as unknown as JsonObject, duration: dur });
  }),
  // 「(group)すべては[攻撃力]+1して、【ドレイン】を持つ」
  t.pattern(new RegExp(String.raw`^(このターン、)?(.+?)すべては${STAT_N}して、((?:【[^】]+】)+)を持つ$`), (m, c) => {
    if (m[3] === undefined && m[4] === undefined) return false;
    const g = parseGroup(m[2]!);
    const kws = keywordIds(m[5]!);
    if (!g || !kws) return false;
    const target = selectorOf(g);
    const dur = duration(m[1]);
    c.out.push(...statSteps(target, m[3], m[4], dur), ...kws.map((keyword) => ({ type: 'grantKeyword', target, keyword, duration: dur })));
    lastAll = { card: c.cardName, target };
  }),
  // 「さらに[攻撃力]+3/[体力]+3する」: the same cards again (evaluated as it resolves)
  t.pattern(new RegExp(String.raw`^さらに${STAT_N}する$`), (m, c) => {
    if (m[1] === undefined && m[2] === undefined) return false;
    if (!lastAll || lastAll.card !== c.cardName) return false;
    c.out.push(...statSteps(lastAll.target, m[1], m[2], 'permanent'));
  }),
  // 「それは[体力]+N」 after 「自分のリーダーか自分の場の他のフォロワー1体を選ぶ」: a leader's health (1.3.2.4) or a follower's [体力]+N
  t.pattern(/^それは\[体力\]\+(\d+)(?:する)?$/, (m, c) => {
    const last = c.out[c.out.length - 1];
    if (!(last?.type === 'sve.choose' && Array.isArray((last.target as JsonObject).zone) && ((last.target as JsonObject).zone as string[]).includes(Z.leader))) return false;
    c.out.push({ type: RAISE_HEALTH_OF, target: c.it(), amount: Number(m[1]) });
  }),
  // BP18-026: the keyword for good (12.15 Aura) and damage prevention for the turn (10.10.1)
  t.pattern(/^これは【(オーラ|守護|疾走|突進|威圧|必殺|ドレイン|指定攻撃)】とこのターン、「これはダメージを受けない」を持つ$/, (m, c) => {
    c.out.push(
      { type: 'grantKeyword', target: c.selfRef, keyword: KW[m[1]!]!, duration: 'permanent' },
      { type: 'grantKeyword', target: c.selfRef, keyword: NO_DAMAGE, duration: 'untilEndOfTurn' },
    );
  }),
  // 「(このターン、)(group)すべては【A】を持つ」 (the cards in the group when it resolves, 10.9.1.2)
  t.pattern(/^(このターン、)?(.+?)すべては((?:【[^】]+】)+)を持つ$/, (m, c) => {
    if (/^(?:それ|これ)$/.test(m[2]!)) return false;
    const g = tokenGroup(m[2]!);
    const kws = keywords(m[3]!);
    if (!g || !kws) return false;
    for (const keyword of kws) c.out.push({ type: 'grantKeyword', target: selectorOf(g), keyword, duration: duration(m[1]) });
  }),
  // 「それは【A】か【B】か【C】を持つ」: one keyword of the controller's choice (permanent while it stays, 4.1.4)
  t.pattern(/^それは(【[^】]+】(?:か【[^】]+】)+)を持つ$/, (m, c) => {
    const names = [...m[1]!.matchAll(/【([^】]+)】/g)].map((x) => x[1]!);
    if (names.some((x) => !KW[x] || x === 'オーラ')) return false;
    const target = c.it();
    c.out.push({ type: 'sve.choice', options: names.map((x) => ({ label: `【${x}】`, effect: { type: 'grantKeyword', target, keyword: KW[x]!, duration: 'permanent' } })) });
  }),
  // 「それは[攻撃力]+N/[体力]+Nして、スタンドする」 (5.4.2)
  t.pattern(/^それは\[攻撃力\]([+-]\d+)\/\[体力\]([+-]\d+)して、スタンドする$/, (m, c) => {
    const target = c.it();
    c.out.push(
      { type: 'modify', target, stat: 'attack', add: Number(m[1]), duration: 'permanent' },
      { type: 'modify', target, stat: 'defense', add: Number(m[2]), duration: 'permanent' },
      { type: 'untap', target },
    );
  }),
  // 「(それ|これ)の体力をNにする」: a `set` of defense after every earlier change, damage included (5.14.1)
  t.pattern(/^(それ|これ)の体力を(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'modify', target: m[1] === 'これ' ? c.selfRef : c.it(), stat: 'defense', set: Number(m[2]), duration: 'permanent' });
  }),
  t.pattern(/^(それ|これ)の攻撃力と体力を(\d+)にする$/, (m, c) => {
    const target = c.who(m[1]!);
    c.out.push({ type: 'modify', target, stat: 'attack', set: Number(m[2]), duration: 'permanent' }, { type: 'modify', target, stat: 'defense', set: Number(m[2]), duration: 'permanent' });
  }),
  t.pattern(new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT_RE}する$`), (m, c) => {
    if (m[3] === undefined && m[4] === undefined) return false;
    c.out.push(...statSteps(c.who(m[2]!), m[3], m[4], duration(m[1]), c));
  }),
  t.pattern(new RegExp(String.raw`^(このターン、)?(.+?)すべては${STAT_RE}する$`), (m, c, text) => {
    if (m[3] === undefined && m[4] === undefined) return false;
    const g = parseGroup(m[2]!) ?? unread(text);
    c.out.push(...statSteps(selectorOf(g), m[3], m[4], duration(m[1]), c));
  }),
  t.pattern(/^(このターン、)?(それ|これ)は((?:【[^】]+】)+)を持つ$/, (m, c) => {
    const target = c.who(m[2]!);
    for (const kw of keywordList(m[3]!)) c.out.push({ type: 'grantKeyword', target, keyword: kw, duration: duration(m[1]) });
  }),
  t.pattern(new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT_RE}して、((?:【[^】]+】)+)を持つ$`), (m, c) => {
    if (m[3] === undefined && m[4] === undefined) return false;
    const target = c.who(m[2]!);
    c.out.push(...statSteps(target, m[3], m[4], duration(m[1]), c));
    for (const kw of keywordList(m[5]!)) c.out.push({ type: 'grantKeyword', target, keyword: kw, duration: duration(m[1]) });
  }),
];

