/**
 * Triggers of automatic abilities (SVE 10.7): the icons ([ファンファーレ] 12.4, [ラストワード] 12.5, 【進化時】 12.6,
 * 【超進化時】 12.17, 【攻撃時】 12.7, 【出走時】 14.2.4, 【ドライブ獲得時】 14.4.8) and the written-out phrases
 * 「…とき、(rest)」: each template answers {trigger, rest, subject (the default 「それ」), zones?} or null.
 * Also: 「自分のターン中、(trigger)」 (the trigger holds only in its master's turn, `sve.duringTurn`), 「(自分の)ターンごと
 * にN回、」 (10.7.2.2, read by the compiler), and the phrases of delayed triggers 「次に…とき」 (10.7.5).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot } from '../../../../../card-text/src/index.js';
import { C, KIND, Z } from '../../constants.js';
import { STATE_TRIGGER } from '../../rules/state-triggers.js';
import { titleTrigger } from '../../title/princess-connect-text.js';
import { ABILITY_DAMAGED, DURING_TURN, ENGAGED, HEALTH_DECREASED, HEALTH_RAISED, STAT_RAISED } from '../vocab/triggers.js';
import { bareFilter, eitherFilter, parseGroup, readGroup, sideGroup } from './groups.js';
import type { TriggerPhrase } from './context.js';

export const FANFARE = { on: 'sve.fanfare' };
export const LAST_WORDS = { on: 'sve.lastWords' };

/** Trigger icons at the start of an ability (several icons = several abilities with one effect, 12.1.2). */
export const TRIGGER_ICONS: ReadonlyArray<[string, JsonObject]> = [
  ['[ファンファーレ]', FANFARE],
  ['[ラストワード]', LAST_WORDS],
  ['【進化時】', { on: 'sve.evolved' }],
  ['【超進化時】', { on: 'sve.evolved', super: true }],
  ['【ドライブ獲得時】', { on: 'sve.driveGained' }], // SVE 14.4.8.2
  ['【出走時】', { on: 'sve.raced' }], // SVE 14.2.4.2
  ['【攻撃時】', { on: 'onAttack' }],
];

const t = concept('triggers');
const phrase = (re: RegExp, read: (m: RegExpExecArray) => TriggerPhrase | null, label?: string) => t.pattern<void, TriggerPhrase>(re, (m) => read(m), label);

/** Triggers read on their own and under 「自分のターン中、」. */
export const PLAIN_TRIGGERS = new Slot<string, void, TriggerPhrase>('trigger').add(
  // 5.27 「+したとき」 (vocab/triggers.ts)
  phrase(/^自分のリーダーの\[体力\]を\+したとき、\s*(.+)$/, (m) => ({ trigger: { on: HEALTH_RAISED, side: 'you' }, rest: m[1]!, subject: null })),
  phrase(/^これの\[攻撃力\]か\[体力\]を\+したとき、\s*(.+)$/, (m) => ({ trigger: { on: STAT_RAISED }, rest: m[1]!, subject: null })),
  phrase(/^自分のリーダーの体力が減少したとき、\s*(.+)$/, (m) => ({ trigger: { on: HEALTH_DECREASED, side: 'you' }, rest: m[1]!, subject: null })),
  // 「相手のフォロワーが破壊されたとき」 (5.6.1: moved with reason destroy; 「それ」 = the destroyed card, its master from
  // last known information 10.11.1); a follower destroyed at the same time as this card is seen too (10.7.4.2)
  phrase(/^相手のフォロワーが破壊されたとき、\s*(.+)$/, (m) => ({ trigger: { on: 'onDestroyed', zone: Z.field, side: 'opponent', who: 'other', filter: { type: KIND.follower } }, rest: m[1]!, subject: { ref: 'eventCard' } })),
  // BP17-T06: an automatic ability that works in the EX area (its condition names it, 10.3.4)
  // 「…を持つ」 granted to a card put into the EX area (CP04-045 キョウカ): 「自分のEXエリアのこれ」 works there (10.3.4)
  phrase(/^自分のエンドフェイズが来たとき、(自分のEXエリアのこれを.+)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'end' }, rest: m[1]!, subject: null, zones: [Z.ex] })),
  phrase(/^自分のエンドフェイズが来たとき、(これがEXエリアにあり、.+)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'end' }, rest: m[1]!, subject: null, zones: [Z.ex] })),
  // BP18-T06
  phrase(/^自分の『([^』]+)』が場から墓場に置かれたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onLeave', zone: Z.field, to: Z.cemetery, side: 'you', who: 'any', filter: { name: m[1]! } }, rest: m[2]!, subject: null })),
  // 「これを自分の手札から捨てたとき」: the discarded card, now in the cemetery (a new object the text
  // refers to, 4.1.4.1), sees its own arrival from the hand (the ability works in the cemetery)
  phrase(/^これを自分の手札から捨てたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onEnter', zone: Z.cemetery, from: Z.hand, who: 'self' }, rest: m[1]!, subject: null, zones: [Z.cemetery] })),
  // 「これが場から手札に戻ったとき」: the returned card, now in the hand (a new object, 4.1.4.1), sees its own arrival from the
  // field (the ability works in the hand, like 「これを自分の手札から捨てたとき」 in the cemetery)
  phrase(/^これが場から手札に戻ったとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onEnter', zone: Z.hand, from: Z.field, who: 'self' }, rest: m[1]!, subject: null, zones: [Z.hand] })),
  // 「自分のカードが場から手札に戻ったとき」: any card of yours leaving the field for the hand (this one too, 10.7.4.1.2)
  phrase(/^自分のカードが場から手札に戻ったとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onLeave', zone: Z.field, to: Z.hand, side: 'you', who: 'any' }, rest: m[1]!, subject: null })),
  phrase(/^自分の場に(.+?)が出たとき、\s*(.*)$/, (m) => {
    const g = parseGroup(m[1]!.replace(/^他の/, '自分の他の'));
    const g2 = g ?? parseGroup(m[1]!);
    if (!g2) return null;
    const trig: JsonObject = { on: 'onEnter', zone: Z.field, side: 'you', who: m[1]!.startsWith('他の') || g2.other ? 'other' : 'any' };
    if (Object.keys(g2.filter).length > 0) trig.filter = g2.filter;
    return { trigger: trig, rest: m[2]!, subject: { ref: 'eventCard' } };
  }),
  // 「これが場を離れたとき」: a zone-move trigger seen with last known information (10.7.4.1.2); a leave
  // replaced by a replacement effect did not happen (10.10.1.1), so it does not trigger
  phrase(/^これが場を離れたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onLeave', zone: Z.field, who: 'self' }, rest: m[1]!, subject: null })),
  phrase(/^自分の(.+?)が場を離れたとき、\s*(.*)$/, (m) => {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    const trig: JsonObject = { on: 'onLeave', zone: Z.field, side: 'you', who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trig.filter = g.filter;
    return { trigger: trig, rest: m[2]!, subject: null };
  }),
  // a state trigger (SVE 10.7.6, rules/state-triggers.ts)
  phrase(/^(自分|相手)のリーダーの\[体力\](\d+)以下になったとき、\s*(.*)$/, (m) => ({ trigger: { on: STATE_TRIGGER, condition: { type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: C.health, compare: { lte: Number(m[2]) } } }, rest: m[3]!, subject: null })),
  phrase(/^自分のエンドフェイズが来たとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'end' }, rest: m[1]!, subject: null })),
  phrase(/^相手のメインフェイズが来たとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'main', side: 'opponent' }, rest: m[1]!, subject: null })),
  phrase(/^相手のエンドフェイズが来たとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'end', side: 'opponent' }, rest: m[1]!, subject: null })),
  phrase(/^自分のメインフェイズが来たとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onPhase', phase: 'main' }, rest: m[1]!, subject: null })),
  phrase(/^自分がスペルをプレイしたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onPlay', who: 'any', side: 'you', filter: { type: KIND.spell } }, rest: m[1]!, subject: null })),
  phrase(/^自分の場のフォロワーがドライブチェックしたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'sve.driveChecked', side: 'you' }, rest: m[1]!, subject: { ref: 'eventCard' } })),
  phrase(/^自分のドライブチェックによってトリガーしたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'sve.triggerUsed', side: 'you' }, rest: m[1]!, subject: null })),
  phrase(/^自分の場の(他の)?フォロワーの\[UB\]能力が発動したとき、\s*(.*)$/, (m) => ({ trigger: { on: 'sve.ubResolved', who: m[1] ? 'other' : 'any', side: 'you' }, rest: m[2]!, subject: { ref: 'eventCard' } })),
  phrase(/^自分の(他の)?フォロワーが出走したとき、\s*(.*)$/, (m) => ({ trigger: { on: 'sve.raced', who: m[1] ? 'other' : 'any', side: 'you' }, rest: m[2]!, subject: { ref: 'eventCard' } })),
  phrase(/^自分の場のフォロワーが進化したとき、\s*(.*)$/, (m) => ({ trigger: { on: 'sve.evolved', who: 'any', side: 'you' }, rest: m[1]!, subject: { ref: 'eventCard' } })),
  // Princess Connect (14.5.2.2.2 equipped; 5.14.3.3 ability damage; title/princess-connect-text.ts)
  t.template<string, void, TriggerPhrase>('title triggers', (text) => titleTrigger(text)),
);

/** 「自分の場に(group)が出たとき、…」 for the groups parseGroup does not read, or null. */
function enterTrigger(text: string): TriggerPhrase | null {
  const m = /^自分の場に(.+?)が出たとき、\s*(.*)$/.exec(text);
  if (!m || parseGroup(m[1]!) !== null) return null; // the plain phrase reads it
  const other = m[1]!.startsWith('他の');
  const filter = bareFilter(other ? m[1]!.slice(2) : m[1]!) ?? sideGroup(m[1]!)?.filter ?? null; // sideGroup: 「[ロイヤル]トークン・フォロワー」
  if (!filter) return null;
  const trigger: JsonObject = { on: 'onEnter', zone: Z.field, side: 'you', who: other ? 'other' : 'any' };
  if (Object.keys(filter).length > 0) trigger.filter = filter;
  return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
}

/**
 * Inner triggers read only under 「自分のターン中、」:
 *  - 「(自分|相手)の(他の)(group)が場から墓場に置かれたとき」: a leave trigger seen with last known
 *    information (10.7.4.1.2); 「それ」 is the card now in the cemetery;
 *  - 「これが(能力|能力による)ダメージを受けたとき」 (5.14.3.3: not attack / combat damage; `sve.abilityDamaged`)
 *    and 「これがダメージを受けたとき」 (any damage, 5.14);
 *  - 「(自分|相手)の(group)が破壊されたとき」 (11.3 / destroyed by an effect);
 *  - 「自分が(group)をプレイしたとき」 (10.6.2.7, e.g. 「[ドラゴン]スペル」).
 */
function innerTrigger(text: string): TriggerPhrase | null {
  let m: RegExpExecArray | null;
  if ((m = /^((?:自分|相手)の.+?)が場から墓場に置かれたとき、\s*(.*)$/.exec(text)) && !/^(?:自分|相手)の『/.test(m[1]!)) {
    const g = sideGroup(m[1]!);
    if (!g) return null;
    const trigger: JsonObject = { on: 'onLeave', zone: Z.field, to: Z.cemetery, side: g.side, who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trigger.filter = g.filter;
    return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
  }
  if ((m = /^((?:自分|相手)の.+?)が破壊されたとき、\s*(.*)$/.exec(text))) {
    const g = sideGroup(m[1]!); // 「破壊された」: moved from the field with reason destroy (11.3, 10.7.4.1.2)
    if (!g) return null;
    const trigger: JsonObject = { on: 'onDestroyed', zone: Z.field, side: g.side, who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trigger.filter = g.filter;
    return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
  }
  if ((m = /^これが(?:能力|能力による)ダメージを受けたとき、\s*(.*)$/.exec(text))) return { trigger: { on: ABILITY_DAMAGED }, rest: m[1]!, subject: null };
  if ((m = /^これがダメージを受けたとき、\s*(.*)$/.exec(text))) return { trigger: { on: 'onDamaged', who: 'self' }, rest: m[1]!, subject: null };
  if ((m = /^自分が(.+?)をプレイしたとき、\s*(.*)$/.exec(text))) {
    const filter = bareFilter(m[1]!);
    if (!filter || Object.keys(filter).length === 0) return null;
    return { trigger: { on: 'onPlay', who: 'any', side: 'you', filter }, rest: m[2]!, subject: null };
  }
  return null;
}

/** Every written-out trigger phrase, in the order they are tried. */
export const TRIGGERS = new Slot<string, void, TriggerPhrase>('trigger').add(
  ...PLAIN_TRIGGERS.templates(),
  // 「自分のターン中、(trigger)」 (10.7.2: it does not go on standby at all in the opponent's turn): `sve.duringTurn`
  // around the inner trigger (a state trigger, 10.7.6, is read by rules/state-triggers.ts from the ability's own trigger: not wrapped)
  t.template<string, void, TriggerPhrase>('自分のターン中、(trigger)', (text) => {
    const m = /^自分のターン中、\s*(.+)$/.exec(text);
    if (!m) return enterTrigger(text);
    const inner = enterTrigger(m[1]!) ?? innerTrigger(m[1]!) ?? PLAIN_TRIGGERS.read(m[1]!, undefined);
    if (!inner || inner.trigger.on === STATE_TRIGGER) return null;
    return { ...inner, trigger: { on: DURING_TURN, whose: 'yours', trigger: inner.trigger } };
  }),
  // 「自分の場の(他の)(group)が攻撃したとき、」 (8.4.5: the attack event of any follower of yours in the group, itself
  // included unless 「他の」); 「それ」 = the attacker (the attack event's `card`, actions/attack.ts)
  phrase(/^自分の場の(他の)?(.+?)が攻撃したとき、\s*(.*)$/, (m) => {
    const g = readGroup(m[2]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    const filter = { ...g.filter, type: g.filter.type ?? KIND.follower };
    return { trigger: { on: 'onAttack', who: m[1] ? 'other' : 'any', side: 'you', filter }, rest: m[3]!, subject: { ref: 'eventCard' } };
  }),
  // 「自分が(group)をプレイしたとき、」 (10.6.2.7, the "played" event): a group without side or zone, or 「AかB」
  phrase(/^自分が(.+?)をプレイしたとき、\s*(.*)$/, (m) => {
    const either = eitherFilter(m[1]!);
    if (either === false) return null;
    const g = either ? null : readGroup(m[1]!);
    if (!either && (!g || g.side !== 'any' || g.other || g.zone !== Z.field || Object.keys(g.filter).length === 0)) return null;
    return { trigger: { on: 'onPlay', who: 'any', side: 'you', filter: either ?? g!.filter }, rest: m[2]!, subject: null };
  }),
  // 「(A)ときか(B)とき、(rest)」 (BP18-027): either event triggers the same effect — one automatic ability per trigger
  // (`also`); only when the rest does not say 「それ」 (the two events would name different cards)
  t.template<string, void, TriggerPhrase>('(trigger)ときか(trigger)とき、(rest)', (text) => {
    const m = /^(.+?)ときか(.+?)とき、\s*(.*)$/.exec(text);
    if (!m || m[3]!.includes('それ')) return null;
    const a = TRIGGERS.read(`${m[1]}とき、${m[3]}`, undefined);
    const b = TRIGGERS.read(`${m[2]}とき、${m[3]}`, undefined);
    if (!a || !b || a.rest !== m[3] || b.rest !== m[3] || a.zones || b.zones) return null;
    return { trigger: a.trigger, also: [b.trigger], rest: m[3]!, subject: null };
  }),
  // 「これがアクトしたとき、」 (5.4.1: this card turned engaged on the field; `sve.engaged`)
  phrase(/^これがアクトしたとき、\s*(.*)$/, (m) => ({ trigger: { on: ENGAGED }, rest: m[1]!, subject: null })),
  // 「これがダメージを受けたとき、」 (5.14: any damage of 1 or more)
  phrase(/^これがダメージを受けたとき、\s*(.*)$/, (m) => ({ trigger: { on: 'onDamaged', who: 'self' }, rest: m[1]!, subject: null })),
  // 「自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき、」 (5.12.1: a card of any player moved from their
  // hand to their cemetery — by an effect, a cost or the hand limit 7.4.7; one trigger per card)
  phrase(/^自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき、\s*(.*)$/, (m) => {
    const discarded = { on: 'onLeave', zone: Z.hand, to: Z.cemetery, who: 'any', side: 'any' };
    return { trigger: { on: DURING_TURN, whose: 'yours', trigger: discarded }, rest: m[1]!, subject: null };
  }),
);

/** A written-out trigger phrase, or null. */
export function triggerPhrase(text: string): TriggerPhrase | null {
  return TRIGGERS.read(text, undefined);
}

/** The trigger of a delayed trigger 「次に(phrase)、」 (SVE 10.7.5), or null. */
export function delayedPhrase(p: string): { trigger: JsonObject; subject: JsonObject | null } | null {
  // 「次に自分がプレイしたフォロワーが場に出たとき」: a follower of yours entering the field from the resolution zone (10.6.2.8.1)
  if (p === '自分がプレイしたフォロワーが場に出たとき') {
    return { trigger: { on: 'onEnter', zone: Z.field, from: Z.resolution, side: 'you', who: 'any', filter: { type: KIND.follower } }, subject: { ref: 'eventCard' } };
  }
  if (!/^(自分|相手)の(エンド|メイン)フェイズが来たとき$/.test(p)) return null;
  const r = PLAIN_TRIGGERS.read(`${p}、x`, undefined);
  return r ? { trigger: r.trigger, subject: r.subject } : null;
}
