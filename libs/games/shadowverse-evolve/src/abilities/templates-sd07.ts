/**
 * Compiler templates first needed by SD07-014 レヴィオンの見習い・ルネス (issue #5), written generally:
 *  - 「自分のターン中、(trigger)、…」: an automatic ability whose trigger condition holds only during
 *    its master's turn (10.7.2: it does not go on standby at all in the opponent's turn) — the trigger
 *    wrapper `sve.duringTurn` (sd07-vocab.ts) around any written-out trigger the compiler knows;
 *  - 「自分の場に(group)が出たとき」 with the groups below (the compiler's own phrase takes parseGroup's);
 *  - 「自分の手札の(group)1枚を場に出してよい」: an optional choice of a hand card (10.6.2.3, up to 1)
 *    put onto the field (4.4.4.2 when full: sve.put); 「(元の)コストX以下の」 with X (5.2) evaluated as it
 *    resolves (`sve.chooseCostAtMost`); 「それ」 is then the card put.
 * Groups: parseGroup's, plus 「「カード名に『X』を含む[class](kind)」」 (2.1.2, a class in the quote) and
 * 「(A)か(B)」 (either group, e.g. 「元のコスト3以下の透京・フォロワーか元のコスト3以下の[ビショップ]アミュレット」).
 * Each function returns null / false when the text is not one of its forms.
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { parseGroup, type Group } from './groups.js';
import { starterGroup } from './templates-starters.js';
import { ABILITY_DAMAGED, DURING_TURN } from './sd07-vocab.js';

type Step = JsonObject;
type TriggerPhrase = { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] };

/** What a clause template may read and write of the compiler's block (compiler.ts BlockCtx). */
export interface Sd07Api {
  out: Step[];
  newVar(): string;
  setIt(v: JsonObject): void;
  /** An amount word of the card text: digits or X (5.2, the card's 「Xは「…」である」); throws when not understood. */
  amount(s: string): JsonObject | number;
}

/**
 * A bare group phrase (no player / zone words: cards of a kind, read where the sentence puts them):
 * the starter / compiler groups, 「「カード名に『X』を含む[class](kind)」」, 「「[class]でない(kind)」」, or
 * 「AかB」 (either group). Only the filter matters; null when not understood.
 */
export function sd07Filter(phrase: string): JsonObject | null {
  const bare = (g: Group | null) => (g && g.side === 'any' && g.zone === Z.field && !g.other ? g.filter : null);
  const f = bare(starterGroup(phrase));
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
    const a = sd07Filter(phrase.slice(0, i));
    const b = a ? sd07Filter(phrase.slice(i + 1)) : null;
    if (a && b) return { anyOf: [a, b] };
  }
  return null;
}

/** 「自分の場に(group)が出たとき、…」 for the groups parseGroup does not read, or null. */
function enterTrigger(t: string): TriggerPhrase | null {
  const m = /^自分の場に(.+?)が出たとき、\s*(.*)$/.exec(t);
  if (!m || parseGroup(m[1]!) !== null) return null; // the compiler's own phrase reads it
  const other = m[1]!.startsWith('他の');
  const filter = sd07Filter(other ? m[1]!.slice(2) : m[1]!) ?? sideGroup(m[1]!)?.filter ?? null; // sideGroup: 「[ロイヤル]トークン・フォロワー」
  if (!filter) return null;
  const trigger: JsonObject = { on: 'onEnter', zone: Z.field, side: 'you', who: other ? 'other' : 'any' };
  if (Object.keys(filter).length > 0) trigger.filter = filter;
  return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
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
    const base = tk[1] ? sd07Filter(`[${tk[1]}]${tk[3]}`) : sd07Filter(tk[3]!);
    if (!base) return null;
    return { side, other, filter: { ...base, token: true, ...(tk[2] ? { trait: tk[2] } : {}) } };
  }
  const filter = sd07Filter(m[3]!);
  return filter ? { side, other, filter } : null;
}

/**
 * Inner triggers read only under 「自分のターン中、」 (new forms of this file):
 *  - 「(自分|相手)の(他の)(group)が場から墓場に置かれたとき」: a leave trigger seen with last known
 *    information (10.7.4.1.2); 「それ」 is the card now in the cemetery;
 *  - 「これが(能力|能力による)ダメージを受けたとき」 (5.14.3.3: not attack / combat damage; `sve.abilityDamaged`)
 *    and 「これがダメージを受けたとき」 (any damage, 5.14);
 *  - 「(自分|相手)の(group)が破壊されたとき」 (11.3 / destroyed by an effect);
 *  - 「自分が(group)をプレイしたとき」 (10.6.2.7, e.g. 「[ドラゴン]スペル」).
 */
function innerTrigger(t: string): TriggerPhrase | null {
  let m: RegExpExecArray | null;
  if ((m = /^((?:自分|相手)の.+?)が場から墓場に置かれたとき、\s*(.*)$/.exec(t)) && !/^(?:自分|相手)の『/.test(m[1]!)) {
    const g = sideGroup(m[1]!);
    if (!g) return null;
    const trigger: JsonObject = { on: 'onLeave', zone: Z.field, to: Z.cemetery, side: g.side, who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trigger.filter = g.filter;
    return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
  }
  if ((m = /^((?:自分|相手)の.+?)が破壊されたとき、\s*(.*)$/.exec(t))) {
    const g = sideGroup(m[1]!); // 「破壊された」: moved from the field with reason destroy (11.3, 10.7.4.1.2)
    if (!g) return null;
    const trigger: JsonObject = { on: 'onDestroyed', zone: Z.field, side: g.side, who: g.other ? 'other' : 'any' };
    if (Object.keys(g.filter).length > 0) trigger.filter = g.filter;
    return { trigger, rest: m[2]!, subject: { ref: 'eventCard' } };
  }
  if ((m = /^これが(?:能力|能力による)ダメージを受けたとき、\s*(.*)$/.exec(t))) return { trigger: { on: ABILITY_DAMAGED }, rest: m[1]!, subject: null };
  if ((m = /^これがダメージを受けたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'onDamaged', who: 'self' }, rest: m[1]!, subject: null };
  if ((m = /^自分が(.+?)をプレイしたとき、\s*(.*)$/.exec(t))) {
    const filter = sd07Filter(m[1]!);
    if (!filter || Object.keys(filter).length === 0) return null;
    return { trigger: { on: 'onPlay', who: 'any', side: 'you', filter }, rest: m[2]!, subject: null };
  }
  return null;
}

/**
 * A written-out trigger: 「自分のターン中、(trigger)」 wraps the trigger `phrase` reads (or one of this
 * file's) in `sve.duringTurn`; without the prefix only this file's own triggers; else null.
 */
export function sd07Trigger(t: string, phrase: (t: string) => TriggerPhrase | null): TriggerPhrase | null {
  const m = /^自分のターン中、\s*(.+)$/.exec(t);
  if (!m) return enterTrigger(t);
  const inner = enterTrigger(m[1]!) ?? innerTrigger(m[1]!) ?? phrase(m[1]!);
  // a state trigger (10.7.6) is read by rules/state-triggers.ts from the ability's own trigger: not wrapped
  if (!inner || inner.trigger.on === 'sve.state') return null;
  return { ...inner, trigger: { on: DURING_TURN, whose: 'yours', trigger: inner.trigger } };
}

/** Effect clauses; true when `t` was compiled into `api.out`. */
export function sd07Clause(api: Sd07Api, t: string): boolean {
  let m: RegExpExecArray | null;
  // 「自分の手札の((元の)コスト(N|X)以下の)(group)1枚を場に出してよい」
  if ((m = /^自分の手札の(?:(元の)?コスト(X)以下の)?(.+?)1枚を場に出してよい$/.exec(t))) {
    const filter = sd07Filter(m[3]!);
    if (!filter) return false;
    const v = api.newVar();
    const target: JsonObject = { zone: Z.hand, side: 'you', count: 1, upTo: true };
    if (Object.keys(filter).length > 0) target.filter = filter;
    // X (5.2.1.1: fixed by the text, read as it resolves)
    if (m[2]) api.out.push({ type: 'sve.chooseCostAtMost', target, amount: api.amount('X'), bind: v });
    else api.out.push({ type: 'sve.choose', target, bind: v });
    // 「それ」: the card as it is now on the field (a moved card is a new object, 4.1.4.1: sve.put binds it)
    const put = api.newVar();
    api.out.push({ type: 'sve.put', target: { ref: 'var', var: v }, to: Z.field, player: 'you', reason: 'effect', bind: put });
    api.setIt({ ref: 'var', var: put });
    return true;
  }
  return false;
}
