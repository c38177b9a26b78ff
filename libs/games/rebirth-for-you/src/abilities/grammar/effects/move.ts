/**
 * Moving cards between zones (R4U 5.2.1 置く / 戻す, 5.7 思い出にする, 5.11 すてる): to the waiting room, the bottom or top
 * of the deck, the hand, the Energy area (【レスト】で = rested, 4.3.2.3), the Retire area, memory. The object is
 * written (「このキャラを」「そのキャラを」), or it is the choice just made (「1枚選び、控え室に置く」), or the cards are chosen in
 * the same clause (「自分の手札から1枚控え室に置く」). 「…てよい」 = the player may (an optional effect).
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept, type ClauseCtx } from '../context.js';
import { choiceSelector } from './choose.js';

const t = clauseConcept('effects/move');

// 「そのプレイヤーのデッキの下」: the chosen card's owner's deck (a zone name means the owner's zone: the move effect)
const DEST = '(?:自分の)?(控え室|(?:そのプレイヤーの)?デッキの下|デッキの上|手札|エネルギー|リタイア|思い出)';
const VERB = '(?:に(?:望む順で)?(【レスト】で)?(?:置|戻|加え)|にす)(く|す|る|いてよい|してよい|てよい|ることができる)';

function dest(w: string, tapped: boolean): JsonObject {
  switch (w) {
    case 'デッキの下':
    case 'そのプレイヤーのデッキの下': return { to: 'deck', position: 'bottom' };
    case 'デッキの上': return { to: 'deck', position: 'top' };
    case '控え室': return { to: 'waitingRoom' };
    case '手札': return { to: 'hand' };
    case 'エネルギー': return { to: 'energy', ...(tapped ? { rest: true } : {}) };
    case 'リタイア': return { to: 'retire' };
    default: return { to: 'memory' };
  }
}

export function maybe(step: JsonObject, ending: string): JsonObject {
  return /よい|できる/.test(ending) ? { type: 'optional', effect: step } : step;
}

function push(c: ClauseCtx, target: JsonObject, d: string, tapped: string | undefined, ending: string): void {
  // 「自分の、メンバーと手札から1枚ずつ選び、控え室に置く」 (effects/choose.ts `eachWith`): the two chosen cards, one move each
  // (nothing checks in between); to another place (「デッキの下に望む順で」: an order to choose) not read
  if (target.eachWith !== undefined) {
    const { eachWith, ...first } = target;
    if (d !== '控え室' || ending !== 'く') return void unread('one card of each zone to a place other than the waiting room');
    c.out.push({ type: 'move', target: first, to: 'waitingRoom' }, { type: 'move', target: eachWith as JsonObject, to: 'waitingRoom' });
    return;
  }
  // 4.6.2: a card put into the energy area goes face down unless it is a partner (the engine's r4u.putOnEnergy)
  const step = d === 'エネルギー' ? { type: 'r4u.putOnEnergy', target, ...(tapped ? { rest: true } : {}) } : { type: 'move', target, ...dest(d, false) };
  c.out.push(maybe(step, ending));
}

export const MOVE = [
  // 「自分のデッキの上からN枚(まで)控え室に置く / エネルギーに【レスト】で置く」 (4.9.3: one at a time from the top)
  t.pattern(new RegExp(`^(?:あなたは)?(?:自分の)?デッキの上から(\\d+)枚(まで)?${DEST}${VERB}$`), (m, c) => {
    const to = dest(m[3]!, false);
    c.out.push(maybe({ type: 'r4u.deckTop', count: Number(m[1]), ...(m[2] ? { upTo: true } : {}), to: to.to as string, ...(m[4] ? { rest: true } : {}) }, m[5]!));
  }),
  // 「自分の手札から(what を)N枚控え室に置く」: choose and move in one clause
  t.pattern(new RegExp(`^(?:あなたは)?((?:自分|相手|あなた)の[^、]+?)から(?:(.+?)を)?(\\d+枚(?:まで)?|すべて)${DEST}${VERB}$`), (m, c) => {
    push(c, choiceSelector(m[1]!, m[2], m[3]!), m[4]!, m[5], m[6]!);
  }),
  // 「自分の手札をすべて控え室に置く」 = 「自分の手札からすべて…置く」 (every card of the zone)
  t.pattern(new RegExp(`^(?:あなたは)?((?:自分|相手|あなた)の(?:手札|メンバー|エネルギー))をすべて${DEST}${VERB}$`), (m, c) => {
    push(c, choiceSelector(m[1]!, undefined, 'すべて'), m[2]!, m[3], m[4]!);
  }),
  // 「(1枚選び、)このキャラとそのキャラを控え室に置く」: the chosen card, then this card (one effect; nothing checks in between)
  t.pattern(/^(?:あなたは)?このキャラとそのキャラを控え室に置く$/, (_m, c) => {
    const chosen = c.object();
    c.out.push({ type: 'move', target: chosen, to: 'waitingRoom' }, { type: 'move', target: c.ref('このキャラ'), to: 'waitingRoom' });
  }),
  // 「(object)を(zone)に置く」 / object omitted: the choice just made, or 「それ」
  t.pattern(new RegExp(`^(?:あなたは)?(?:(.+?)を)?${DEST}${VERB}$`), (m, c) => {
    const target = m[1] ? c.ref(m[1]) : c.object();
    push(c, target, m[2]!, m[3], m[4]!);
  }),
];
