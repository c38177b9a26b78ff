/**
 * Effect clauses that move cards between zones (SVE 4; `sve.put` honours the zone limits 4.4.4.2 / 4.8.3.2 and
 * replacements 10.10): to the hand, the EX area, the cemetery, the deck (top, bottom, N-th), the deck top into the
 * cemetery / EX area / banish zone (mill), cards of the evolve deck into the EX area.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { KIND, Z } from '../../../constants.js';
import { MILL_OF, PUT_DECK_NTH } from '../../vocab/move.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/move');

export const MOVE = [
  // each opponent puts one of their highest-attack followers into the cemetery (their choice among ties)
  t.exact('相手プレイヤーすべては、攻撃力最大の自身の場のフォロワー1体を墓場に置く', (c) => {
    c.out.push({ type: 'sve.putMaxAttack', player: 'opponent' });
  }),
  // 「自分のエボルヴデッキの『X』1枚をEXエリアに置いてよい」
  t.pattern(/^自分のエボルヴデッキの『([^』]+)』(\d+)枚をEXエリアに置いてよい$/, (m, c) => {
    const v = c.newVar();
    c.out.push(
      { type: 'sve.choose', target: { zone: Z.evolveDeck, side: 'you', filter: { name: m[1]! }, count: Number(m[2]), upTo: true }, bind: v },
      { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.ex, reason: 'effect' },
    );
  }),
  // BP12-023: the chosen card's master (10.11.1)
  t.pattern(/^それのプレイヤーのデッキの上(\d+)枚を墓場に置く$/, (m, c) => {
    c.out.push({ type: MILL_OF, of: c.it(), amount: Number(m[1]) });
  }),
  // 「(自分の…を選ぶ。)それをデッキに戻し、シャッフルする」: the cards you chose among yours go into your deck, then your deck is
  // shuffled (5.9; a 0- or 1-card deck still counts as shuffled, 5.9.1.1). Read only right after a choice of your own cards.
  t.exact('それをデッキに戻し、シャッフルする', (c) => {
    const last = c.out[c.out.length - 1] as JsonObject | undefined;
    const it = c.it();
    const target = last?.target as JsonObject | undefined;
    if (!last || last.type !== 'sve.choose' || target?.side !== 'you' || it.var === undefined || last.bind !== it.var) return false;
    c.out.push({ type: 'sve.put', target: it, to: Z.deck, reason: 'effect' }, { type: 'shuffle', player: 'you' });
  }),
  // onto its owner's deck top (4.3; a token then ceases to exist, 9.1.4.4)
  t.exact('それをデッキの上に置く', (c) => {
    c.out.push({ type: 'sve.put', target: c.it(), to: Z.deck, position: 'top', reason: 'effect' });
  }),
  // into the deck with N−1 cards above it
  t.pattern(/^(それ|これ)を自分のデッキの上から(\d+)番目に置く$/, (m, c) => {
    c.out.push({ type: PUT_DECK_NTH, target: m[1] === 'これ' ? c.selfRef : c.it(), nth: Number(m[2]) });
  }),
  t.pattern(/^(それ|これ)を手札に(?:戻す|加える)$/, (m, c) => {
    c.out.push({ type: 'sve.put', target: c.who(m[1]!), to: Z.hand, reason: 'return' });
  }),
  t.pattern(/^(それ|これ)をEXエリアに置く$/, (m, c) => {
    const put: JsonObject = { type: 'sve.put', target: c.who(m[1]!), to: Z.ex, reason: 'effect' };
    if (m[1] === 'それ') {
      // 「それをEXエリアに置く。このターン、それをプレイする際、…」: the later 「それ」 is the card now in the EX area (a new card, SVE 4.1.4)
      const v = c.newVar();
      put.bind = v;
      c.setIt({ ref: 'var', var: v });
    }
    c.out.push(put);
  }),
  // 「自分の墓場のこれをEXエリアに置く」 (10.3.4: an ability that works in the cemetery, activated.ts; the card in the EX area is a
  // new card, 4.1.4.1)
  t.exact('自分の墓場のこれをEXエリアに置く', (c) => {
    if (c.selfRef.ref !== 'self') return false;
    c.out.push({ type: 'sve.put', target: { ref: 'self' }, to: Z.ex, reason: 'effect' });
  }),
  // 「自分のEXエリアのこれを墓場に置く」: the card itself, read by an ability that works in the EX area (triggers.ts)
  t.exact('自分のEXエリアのこれを墓場に置く', (c) => {
    c.out.push({ type: 'sve.put', target: c.selfRef, to: Z.cemetery, reason: 'effect' });
  }),
  t.pattern(/^(それ|これ)を墓場に置く$/, (m, c) => {
    c.out.push({ type: 'sve.put', target: c.who(m[1]!), to: Z.cemetery, reason: 'effect' });
  }),
  t.pattern(/^(それ|これ)をEXエリアに置いてよい$/, (m, c) => {
    c.out.push({ type: 'optional', prompt: 'Put it into the EX area?', effect: { type: 'sve.put', target: c.who(m[1]!), to: Z.ex, reason: 'effect' } });
  }),
  t.pattern(/^それのプレイヤーはそれをデッキの(上|下)に置く$/, (m, c) => {
    c.out.push({ type: 'sve.put', target: c.it(), to: Z.deck, position: m[1] === '上' ? 'top' : 'bottom', reason: 'effect' });
  }),
  t.pattern(/^自分の手札(\d+)枚をデッキの(上|下)に置く$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'you', count: Number(m[1]) }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.deck, position: m[2] === '上' ? 'top' : 'bottom', reason: 'effect' });
  }),
  t.pattern(/^相手プレイヤーすべては、自身の場のフォロワー(\d+)体を墓場に置く$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: { zone: Z.field, side: 'opponent', filter: { type: KIND.follower }, count: Number(m[1]), chooser: 'opponent' }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.cemetery, reason: 'effect' });
  }),
  t.pattern(/^相手プレイヤーすべては、自身のデッキの上(\d+)枚を墓場に置く$/, (m, c) => {
    c.out.push({ type: 'sve.mill', amount: Number(m[1]), player: 'opponent' });
  }),
  t.pattern(/^自分のデッキの上(\d+)枚を墓場に置く$/, (m, c) => {
    c.out.push({ type: 'sve.mill', amount: Number(m[1]) });
  }),
  t.pattern(/^(自分|相手)のデッキの上(\d+)枚を(墓場に置く|EXエリアに置く|消滅させる)$/, (m, c) => {
    const to = { 墓場に置く: Z.cemetery, EXエリアに置く: Z.ex, 消滅させる: Z.banished }[m[3]!]!;
    c.out.push({ type: 'sve.mill', amount: Number(m[2]), player: m[1] === '自分' ? 'you' : 'opponent', to });
  }),
];
