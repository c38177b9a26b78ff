/**
 * Dice (SVE 5.20.1; rules/notations-5.ts): 「サイコロをふる」, 「1から6の中から、好きな数1つを指定してサイコロをふる」,
 * 「各プレイヤーはサイコロをふる。…そのプレイヤーは…」 (each player in turn, 「自分」 = that player; the markers below
 * are closed by passes.ts when the ability is complete). Dice conditions are conditions.ts.
 */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/dice');

/** Marker: the rest of the ability is done by each player (closed by passes.ts eachPlayerAndRepeat). */
export const EACH_BELOW = 'sve.eachPlayerBelow';
/** A 「そのプレイヤーは…」 step: valid only inside the 「各プレイヤーは…」 part (unwrapped there). */
export const THAT_PLAYER = 'sve.thatPlayer';

export const DICE = [
  t.exact('各プレイヤーはサイコロをふる', (c) => {
    c.out.push({ type: EACH_BELOW }, { type: 'sve.dice' });
  }),
  t.pattern(/^そのプレイヤーは(\d+)枚引く$/, (m, c) => {
    c.out.push({ type: THAT_PLAYER, effect: { type: 'draw', amount: Number(m[1]) } });
  }),
  t.pattern(/^そのプレイヤーは自身の手札をランダムに(\d+)枚捨てる$/, (m, c) => {
    c.out.push({ type: THAT_PLAYER, effect: { type: 'discard', player: 'you', amount: Number(m[1]), random: true } }); // 5.12, 5.19
  }),
  t.exact('サイコロをふる', (c) => {
    c.out.push({ type: 'sve.dice' }); // 5.20.1
  }),
  t.exact('1から6の中から、好きな数1つを指定してサイコロをふる', (c) => {
    c.out.push({ type: 'sve.dice', declare: true });
  }),
];
