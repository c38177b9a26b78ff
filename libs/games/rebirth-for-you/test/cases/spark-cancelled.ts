/**
 * Engine-played cases: a Spark that was cancelled (R4U 5.13.2 ‘キャンセルされた’: its play ended by a cancel ability in
 * the counter process, 9.7.3.3) — 【自】【エントリー】「このキャラの【スパーク】が【キャンセル】された時、あなたはこのキャラを
 * エネルギーに置いてよい」 (trigger r4u.sparkCancelled); 「このターン中にこのキャラの【スパーク】が【キャンセル】されているなら」
 * (condition r4u.sparkCancelled: the cancelled Sparks of the turn, rules/counter.ts).
 */
import { newEnv, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { reader } from '../../src/reader.js';
import { r4uChoosable } from '../../src/rules/choosing.js';
import { definition, VANILLA_REBIRTH } from '../engine-helpers.js';
import { act, activate, activations, cardIds, choose, covers, decision, entryCard, inZone, legal, pass, printed, scene, settle, spark, stat } from './case-helpers.js';
import { family } from './printed-family.js';
import { CARDS } from '../cards/catalog.js';

/** A cancel for a character's Spark (【キャンセル】：Reバース以外の【スパーク】). */
const CANCEL = family('character', /^【キャンセル】:Reバース以外の【スパーク】$/)[0]!.id;
/** Passes the counter windows (9.7.3) of other players (asked every time in scenes) up to `p`'s. */
const counterOf = (s0: GameState, p: number): GameState => {
  let s = s0;
  for (let i = 0; i < 5 && s.decision?.kind === 'r4u.counter' && s.decision.player !== p; i++) s = pass(s);
  return s;
};
const present = (x: GameState, card: string): GameState => act(x, legal(x).find((a) => a.type === 'presentCancel' && a.card === card)!);

covers(['TOP/001T-009'], 'TOP/001T-009 【スパーク】：このターン中、このキャラを±０/＋４。【自】【エントリー】：このキャラの【スパーク】が【キャンセル】された時、あなたはこのキャラをエネルギーに置いてよい。 — the Spark not cancelled: DEF +4, no question; cancelled: no DEF, its master asked (yes / no): yes puts it into the energy area (the Entry process refills the Entry), no leaves it on the Entry with its printed numbers', () => {
  const card = 'TOP/001T-009';
  const { s, me, op, id } = scene({ me: { deckTop: [card] }, op: { hand: [CANCEL] } });
  const p = printed(s, card);
  // not cancelled: ±0/+4, nothing asked
  let x = settle(pass(counterOf(spark(s, me, card, { stopAtCounter: true }), op)));
  expect(stat(x, entryCard(x, me))).toEqual([p[0], p[1] + 4]);
  expect(cardIds(x, Z.hand, op)).toEqual([CANCEL]);
  // cancelled: asked; yes → energy
  const asked = (): GameState => {
    const y = counterOf(spark(s, me, card, { stopAtCounter: true }), op);
    expect([decision(y)!.kind, decision(y)!.player]).toEqual(['r4u.counter', op]);
    return settle(present(y, id('op', CANCEL)), (z) => (z.decision?.kind === 'chooseOption' && z.decision.player === me ? z : null));
  };
  x = asked();
  expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', me, ['yes', 'no']]);
  expect(cardIds(x, Z.waitingRoom, op)).toEqual([CANCEL]);
  const self = entryCard(x, me);
  expect(x.cards[self]!.cardId).toBe(card);
  expect(stat(x, self)).toEqual(p);
  const yes = settle(choose(x, 'yes'));
  expect(inZone(yes, Z.energy, me).filter((c) => yes.cards[c]!.cardId === card)).toHaveLength(1);
  expect(cardIds(yes, Z.entry, me)).not.toContain(card);
  const no = settle(choose(asked(), 'no'));
  expect(cardIds(no, Z.entry, me)).toEqual([card]);
  expect(stat(no, entryCard(no, me))).toEqual(p);
});

/** Whether an ability of player `by`'s Entry character may choose card `id` (the kernel's target-candidate hook). */
function choosableBy(s: GameState, id: string, by: number): boolean {
  const r = reader(s);
  return r4uChoosable(r, id, by, newEnv({ ...r, def: definition, events: [], steps: 0 } as never, by, entryCard(s, by)));
}

covers(['TOP/001T-001'], 'TOP/001T-001 【起】【エントリー】【Reコンボ】《届け、笑いの頂点へ！》【ターン１】：［エネ①］このターン中、このキャラを＋３/±０。このターン中にこのキャラの【スパーク】が【キャンセル】されているなら、このターン中、あなたのメンバーは相手のキャラから選ばれない。 — its Spark (±0/+3) cancelled this turn: ATK +3 and your members cannot be chosen by the opponent\'s characters; not cancelled (DEF +3 from the Spark): ATK +3 only; once per turn; 0 energy or another Re-birth set: not offered', () => {
  const card = 'TOP/001T-001';
  const REBIRTH = 'TOP/001T-017'; // 《届け、笑いの頂点へ！》 (its 【永】 gives your Entry +1/+1)
  const setup = (o: { rebirth?: string; energy?: number } = {}) => scene({ me: { deckTop: [card], members: ['HP/001T-003'], rebirth: [o.rebirth ?? REBIRTH], energy: o.energy ?? 1 }, op: { hand: [CANCEL] } });
  const sc = setup();
  const p = printed(sc.s, card);
  const member = sc.id('me', 'HP/001T-003');
  // cancelled
  let x = settle(present(counterOf(spark(sc.s, sc.me, card, { stopAtCounter: true }), sc.op), sc.id('op', CANCEL)));
  let self = entryCard(x, sc.me);
  expect(stat(x, self)).toEqual([p[0] + 1, p[1] + 1]); // the Re-birth's +1/+1, no Spark
  expect(activations(x, self)).toHaveLength(1);
  x = settle(activate(x, self));
  expect(stat(x, self)).toEqual([p[0] + 4, p[1] + 1]);
  expect(choosableBy(x, member, sc.op)).toBe(false);
  expect(choosableBy(x, member, sc.me)).toBe(true);
  expect(activations(x, self)).toHaveLength(0); // 【ターン１】
  // not cancelled: the Spark's ±0/+3, then ATK +3 only
  x = settle(pass(counterOf(spark(sc.s, sc.me, card, { stopAtCounter: true }), sc.op)));
  self = entryCard(x, sc.me);
  expect(stat(x, self)).toEqual([p[0] + 1, p[1] + 4]);
  x = settle(activate(x, self));
  expect(stat(x, self)).toEqual([p[0] + 4, p[1] + 4]);
  expect(choosableBy(x, member, sc.op)).toBe(true);
  // 0 energy, another Re-birth: not offered
  for (const o of [{ energy: 0 }, { rebirth: VANILLA_REBIRTH }]) {
    const other = setup(o);
    const y = settle(pass(counterOf(spark(other.s, other.me, card, { stopAtCounter: true }), other.op)));
    expect(activations(y, entryCard(y, other.me))).toHaveLength(0);
  }
});

// 「【スパーク】：あなたは味方のメンバーから２枚選び、控え室に置く。【自】【エントリー】：このキャラの【スパーク】が【キャンセル】された時、…」
const TOP_SPARK = '【スパーク】：あなたは味方のメンバーから２枚選び、控え室に置く。\n【自】【エントリー】：このキャラの【スパーク】が【キャンセル】された時、';
const TOP: Array<[string, string, string]> = [
  ['TOP/001B-053', 'あなたは自分のデッキの上から１枚エネルギーに【レスト】で置く。', 'the top card of your deck into energy rested'],
  ['TOP/001B-081', 'あなたはこのキャラをデッキの下に置く。', 'this card to the bottom of your deck (the Entry process refills the Entry)'],
  ['TOP/001B-022', 'あなたはこのキャラをメンバーに【レスト】で置いてよい。', 'may (yes / no) put this card into a member slot rested'],
  ['TOP/001B-005', 'あなたは自分のメンバーから１枚選び、このターン中、そのキャラは相手のキャラから選ばれない。', 'one of your members (each offered) cannot be chosen by the opponent\'s characters this turn'],
];
for (const [card, then, what] of TOP) {
  covers([card], `${card} ${TOP_SPARK.replace('\n', ' ')}${then} — its Spark cancelled: ${what}; not cancelled: nothing of it`, () => {
    const members = card === 'TOP/001B-005' ? ['HP/001T-003', 'HP/001T-010'] : [];
    const { s, me, op, id } = scene({ me: { deckTop: [card, 'HP/001T-004'], members }, op: { hand: [CANCEL] } });
    expect(CARDS.find((c) => c.id === card)!.text).toBe(`${TOP_SPARK}${then}`);
    const energy = inZone(s, Z.energy, me).length;
    let x = present(counterOf(spark(s, me, card, { stopAtCounter: true }), op), id('op', CANCEL));
    x = settle(x, (y) => (y.decision?.player === me && ['chooseOption', 'chooseCards'].includes(y.decision.kind) ? y : null));
    if (card === 'TOP/001B-053') {
      const added = inZone(x, Z.energy, me).filter((c) => x.cards[c]!.cardId === 'HP/001T-004');
      expect(inZone(x, Z.energy, me)).toHaveLength(energy + 1);
      expect(added).toHaveLength(1);
      expect(x.cards[added[0]!]!.tapped).toBe(true);
      expect(cardIds(x, Z.entry, me)).toEqual([card]);
    } else if (card === 'TOP/001B-081') {
      expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe(card);
      expect(cardIds(x, Z.entry, me)).not.toContain(card);
    } else if (card === 'TOP/001B-022') {
      expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['yes', 'no']]);
      x = settle(choose(x, 'yes'), (y) => (y.decision?.player === me && y.decision.kind === 'chooseOption' ? y : null));
      expect(decision(x)!.options).toEqual([0, 1, 2]); // every empty member slot (4.5.3)
      x = settle(choose(x, 1));
      const placed = inZone(x, Z.members, me);
      expect(placed.map((c) => x.cards[c]!.cardId)).toEqual([card]);
      expect([x.cards[placed[0]!]!.tapped, x.cards[placed[0]!]!.flags.slot]).toEqual([true, 1]);
    } else {
      expect(decision(x)!.kind).toBe('chooseCards');
      expect([...decision(x)!.candidates].sort()).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-010')].sort());
      x = settle(act(x, legal(x).find((a) => a.type === 'pick' && a.card === id('me', 'HP/001T-010'))!));
      if (x.decision?.kind === 'chooseCards') x = settle(act(x, legal(x).find((a) => a.type === 'done')!));
      expect(choosableBy(x, id('me', 'HP/001T-010'), op)).toBe(false);
      expect(choosableBy(x, id('me', 'HP/001T-003'), op)).toBe(true);
    }
    // not cancelled: its Spark resolves, nothing of the trigger
    if (card !== 'TOP/001B-005') {
      const y = settle(pass(counterOf(spark(s, me, card, { stopAtCounter: true }), op)));
      expect(cardIds(y, Z.entry, me)).toEqual([card]);
      expect(inZone(y, Z.energy, me)).toHaveLength(energy);
      expect(inZone(y, Z.members, me)).toHaveLength(0);
    }
  });
}
