/**
 * Trigger phrases of 【自】 abilities (R4U 9.1.1.2.1: 「…時、」「…開始時、」「…終了時、」) and the trigger of 【スパーク】
 * (11.3.2). Each gives the trigger and the default 「それ」 of the effect.
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot } from '../../../../../card-text/src/index.js';
import type { TriggerPhrase } from './context.js';
import { filterOf, ZONES } from './groups.js';

const t = concept('triggers');

export const SPARK_TRIGGER: JsonObject = { on: 'r4u.spark' };

/** 「A」か「B」 filters of who was supported / blocked: 「〔T〕を」「、《A》か《B》を」. */
function whoFilter(w: string | undefined): JsonObject {
  return w ? { filter: filterOf(w.replace(/^、/, '')) } : {};
}

type P = TriggerPhrase;

export const TRIGGERS = new Slot<string, null, TriggerPhrase>('trigger').add(
  t.pattern<null, P>(/^このキャラが(?:(.+?)を)?サポートした時、(.+)$/, (m) => ({ trigger: { on: 'r4u.support', ...whoFilter(m[1]) }, subject: null, rest: m[2]! })),
  t.pattern<null, P>(/^このキャラが(?:(.+?)に)?サポートされた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.supported', ...whoFilter(m[1]) }, subject: null, rest: m[2]! })),
  // 8.3.3.3.1: the blocker was discarded to block; its ability works in the waiting room
  t.pattern<null, P>(/^このキャラが(?:(.+?)を)?ブロックした時、(.+)$/, (m) => ({ trigger: { on: 'r4u.block', ...whoFilter(m[1]) }, subject: null, rest: m[2]!, zones: ['waitingRoom'] })),
  t.pattern<null, P>(/^このキャラがアタックした時、(.+)$/, (m) => ({ trigger: { on: 'onAttack' }, subject: null, rest: m[1]! })),
  // 5.15.2: this card's attack or ability retired an opponent's character
  t.pattern<null, P>(/^このキャラが相手のキャラをリタイアさせた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.retired', byThis: true, side: 'opponent' }, subject: null, rest: m[1]! })),
  t.pattern<null, P>(/^このキャラのアタック終了時、(.+)$/, (m) => ({ trigger: { on: 'r4u.attackEnd', role: 'attacking' }, subject: null, rest: m[1]! })),
  // 8.5.1: the close step of an attack this card supported (8.2.4.2) / of an attack by an opponent's character
  t.pattern<null, P>(/^このキャラがサポートしたアタック終了時、(.+)$/, (m) => ({ trigger: { on: 'r4u.attackEnd', role: 'supporting' }, subject: null, rest: m[1]! })),
  t.pattern<null, P>(/^相手のキャラのアタック終了時、(.+)$/, (m) => ({ trigger: { on: 'r4u.attackEnd', side: 'opponent' }, subject: null, rest: m[1]! })),
  // 7.6.1: the end phase of your turn (of the opponent's: 「相手のターン終了時」)
  t.pattern<null, P>(/^(あなた|相手)のターン終了時、(.+)$/, (m) => ({ trigger: { on: 'r4u.endOfTurn', side: m[1] === 'あなた' ? 'you' : 'opponent' }, subject: null, rest: m[2]! })),
  // 11.4 / 9.7.3.1: this card was discarded from hand to present its own cancel ability; it works in the waiting room
  t.pattern<null, P>(/^このキャラがこのキャラの【キャンセル】で控え室に置かれた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.discardedToCancel' }, subject: null, rest: m[1]!, zones: ['waitingRoom'] })),
  // 5.25: a check of yours was made
  t.pattern<null, P>(/^あなたがチェックした時、(.+)$/, (m) => ({ trigger: { on: 'r4u.checked' }, subject: null, rest: m[1]! })),
  // 5.13.2: this card's Spark (11.3) was cancelled (its play ended by a cancel ability, 9.7.3.3)
  t.pattern<null, P>(/^このキャラの【スパーク】が【キャンセル】された時、(.+)$/, (m) => ({ trigger: { on: 'r4u.sparkCancelled' }, subject: null, rest: m[1]! })),
  // 5.2.1 戻す: this card left the members for its owner's hand (seen with last known information)
  t.pattern<null, P>(/^このキャラがメンバーから手札に戻った時、(.+)$/, (m) => ({ trigger: { on: 'onLeave', zone: 'members', to: 'hand' }, subject: null, rest: m[1]! })),
  t.pattern<null, P>(/^このReバースがセットされた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.set' }, subject: null, rest: m[1]! })),
  t.pattern<null, P>(/^このキャラが(?:(手札|控え室|デッキ|エントリー|メンバー)(以外)?から)?(エントリー|メンバー)に置かれた時、(.+)$/, (m) => {
    const zone = ZONES[m[3]!]!;
    const from = m[1] ? ZONES[m[1]]! : null;
    const trigger: JsonObject = { on: 'r4u.placed', zone, ...(from ? (m[2] ? { notFrom: from } : { from }) : {}) };
    return { trigger, subject: null, rest: m[4]! };
  }),
  // 「このキャラがエネルギーから控え室に置かれた時」 (by anything: a cost, an effect): a face-down energy card moving to
  // the public waiting room is read there (9.8.4.1.1), so the ability works from the waiting room, on its arrival
  t.pattern<null, P>(/^このキャラがエネルギーから控え室に置かれた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.leftMembers', from: 'energy', to: 'waitingRoom' }, subject: null, rest: m[1]!, zones: ['waitingRoom'] })),
  // 「手札から、エントリーかメンバーに置かれた時」: either (r4u.placed without a zone, 5.5.1)
  t.pattern<null, P>(/^このキャラが(手札|控え室)から、エントリーかメンバーに置かれた時、(.+)$/, (m) => ({ trigger: { on: 'r4u.placed', from: ZONES[m[1]!]! }, subject: null, rest: m[2]! })),
  // 「効果で」: moved by an effect (not a cost or rule processing); 「相手の効果で」: an opponent's; 「相手のターン中に」
  t.pattern<null, P>(/^このキャラが(相手の効果で|効果で|相手のターン中に)メンバーから控え室に置かれた時、(.+)$/, (m) => ({
    trigger: { on: 'r4u.leftMembers', to: 'waitingRoom', ...(m[1] === '相手のターン中に' ? { opponentTurn: true } : m[1] === '相手の効果で' ? { byEffect: true, byOpponent: true } : { byEffect: true }) },
    subject: null, rest: m[2]!,
  })),
  // 「あなたのメンバーが(相手の)効果で控え室に置かれた時」: any member of yours (this card too); 「そのキャラ」 = the card put there
  t.pattern<null, P>(/^あなたのメンバーが(相手の効果で|効果で)控え室に置かれた時、(.+)$/, (m) => ({
    trigger: { on: 'r4u.leftMembers', to: 'waitingRoom', who: 'any', byEffect: true, ...(m[1] === '相手の効果で' ? { byOpponent: true } : {}) },
    subject: { ref: 'eventCard' }, rest: m[2]!,
  })),
  t.pattern<null, P>(/^このキャラが(エントリー|メンバー)から(リタイア|控え室)に置かれた時、(.+)$/, (m) => ({
    trigger: { on: 'onLeave', zone: ZONES[m[1]!]!, to: ZONES[m[2]!]! }, subject: null, rest: m[3]!,
  })),
  t.pattern<null, P>(/^(あなた|相手)の(メイン|アタック|エンド|エネルギー|スタンバイ)フェイズ開始時、(.+)$/, (m) => ({
    // 8.2.1: the attack phase begins once per turn (step `begin`); a step-less onPhase would match each of its steps
    trigger: { on: 'onPhase', phase: PHASES[m[2]!]!, ...(m[2] === 'アタック' ? { step: 'begin' } : {}), side: m[1] === 'あなた' ? 'you' : 'opponent' }, subject: null, rest: m[3]!,
  })),
);

const PHASES: Record<string, string> = { スタンバイ: 'standby', エネルギー: 'energy', メイン: 'main', アタック: 'attack', エンド: 'end' };
