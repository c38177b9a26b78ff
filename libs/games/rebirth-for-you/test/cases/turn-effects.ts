/**
 * Engine-played cases: effects that last the turn — from 【スパーク】 abilities (R4U 11.3) under 【本領発揮LvN】 (11.7): an
 * automatic ability for the rest of the turn (「このターン中、このキャラが相手のキャラをリタイアさせた時、…」: a delayed
 * trigger, 9.8, each time it happens) or a mark on the next attack on this card (「このキャラへの次のアタックはパートナー
 * アタックにならない」 5.23.3, read where the engine reads a partner attack: state.ts isPartnerAttack, 8.4.3.2); and from an
 * attack trigger: +A/+B for the turn and 「このターン終了時、…」 (a delayed trigger at the end of the turn).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { isPartnerAttack } from '../../src/state.js';
import { act, attack, cardIds, choose, copies, covers, decision, entryCard, inZone, legal, offered, pick, printed, scene, settle, spark, stat } from './case-helpers.js';

const WEAK = 'BKRM/001B-007'; // 3/1: any attack retires it
const STURDY = 'HP/003T-011'; // DEF 8: one attack does not retire it
const MEMBERS = ['HP/001T-003', 'HP/001T-010', 'HP/001T-014'];
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');
/** Attack with `supporter`, the opponent passing, to the next question of the attacking player. */
const attackThrough = (s: GameState, supporter: string): GameState => {
  const me = s.turn.active;
  return settle(attack(s, supporter), (y) => (y.decision?.player === me && !['r4u.block', 'r4u.counter'].includes(y.decision.kind) ? y : null));
};

// 「【スパーク】【本領発揮Lv３】：このターン中、このキャラが相手のキャラをリタイアさせた時、…」
for (const [card, what] of [['BA/001B-079', 'draws 1'], ['BA/002B-075', 'puts its deck\'s top card into energy rested']] as const) {
  covers([card], `${card} 【スパーク】【本領発揮Lv３】：このターン中、このキャラが相手のキャラをリタイアさせた時、… — sparked with members + retired 3: each retiring attack this turn ${what} (twice for two); an attack that does not retire: nothing; sparked at 2 (one below): nothing`, () => {
    const gain = (x: GameState, p: number) => (card === 'BA/001B-079' ? inZone(x, Z.hand, p).length : inZone(x, Z.energy, p).filter((id) => x.cards[id]!.tapped && x.catalog[x.cards[id]!.cardId]!.type !== 'partner').length);
    for (const at of [true, false]) {
      const { s, me, op, id } = scene({ me: { members: at ? MEMBERS : MEMBERS.slice(0, 2), hand: [], deckTop: [card] }, op: { entry: WEAK, deckTop: [WEAK, STURDY] } });
      let x = settle(spark(s, me, card));
      expect(x.cards[entryCard(x, me)]!.cardId).toBe(card);
      const before = gain(x, me);
      x = attackThrough(x, id('me', MEMBERS[0]!));
      expect(cardIds(x, Z.retire, op)).toEqual([WEAK]);
      expect(gain(x, me)).toBe(before + (at ? 1 : 0));
      if (!at) continue;
      x = attackThrough(x, id('me', MEMBERS[1]!));
      expect(cardIds(x, Z.retire, op)).toEqual([WEAK, WEAK]);
      expect(gain(x, me)).toBe(before + 2);
      x = attackThrough(x, id('me', MEMBERS[2]!));
      expect(cardIds(x, Z.entry, op)).toEqual([STURDY]);
      expect(gain(x, me)).toBe(before + 2);
    }
  });
}

// 「このターン中、このキャラへの次のアタックはパートナーアタックにならない」 from a Spark in the opponent's Entry process
// during your turn (as attack-marks.ts): your partner attack on it is not one (8.4.3.2 not applied: it stays)
covers(['BA/002B-050'], 'BA/002B-050 【スパーク】【本領発揮Lv３】：このターン中、このキャラを±０/＋４し、このキャラへの次のアタックはパートナーアタックにならない。 — sparked with members + retired 3: DEF +4 (ATK unchanged), your partner attack on it is not one and it stays; at 2 (one below): printed, the partner attack retires it', () => {
  const card = 'BA/002B-050';
  for (const at of [true, false]) {
    const sc = scene({ me: { entry: 'HP/001T-006', members: MEMBERS, partners: 'standing' }, op: { members: at ? MEMBERS : MEMBERS.slice(0, 2), deckTop: [card] } });
    const sparked = settle(spark(sc.s, sc.op, card));
    const target = entryCard(sparked, sc.op);
    expect(sparked.cards[target]!.cardId).toBe(card);
    const p = printed(sparked, card);
    expect(stat(sparked, target)).toEqual(at ? [p[0], p[1] + 4] : p);
    let x = toBlock(attack(sparked, sc.id('me', MEMBERS[0]!), { partner: true }));
    expect(isPartnerAttack(x)).toBe(!at);
    x = settle(x);
    expect(cardIds(x, Z.entry, sc.op).includes(card)).toBe(at);
    expect(cardIds(x, Z.retire, sc.op).includes(card)).toBe(!at);
  }
});

covers(['KGND/001B-076[VA]'], 'KGND/001B-076 【スパーク】【本領発揮Lv３】：あなたは自分のメンバーから１枚選び、デッキの下に置くことで、このターン中、このキャラへの次のアタックはパートナーアタックにならない。 — sparked with 3 members: asked to pay, every member offered (1 chosen), it goes to the deck\'s bottom and your partner attack on this card is not one; the payment declined: a partner attack; 2 members (one below): not asked, a partner attack', () => {
  const card = 'KGND/001B-076[VA]';
  const run = (members: string[], pay: boolean) => {
    const sc = scene({ me: { entry: 'HP/001T-006', members: MEMBERS, partners: 'standing' }, op: { members, deckTop: [card] } });
    let x = spark(sc.s, sc.op, card);
    const theirs = inZone(x, Z.members, sc.op);
    // 9.5.2.2: asked whether to pay (put a member at the deck's bottom), then which member
    const asked = x.decision?.kind === 'chooseOption' && x.decision.player === sc.op;
    if (asked) {
      expect(decision(x)!.options).toEqual(['pay', 'skip']);
      x = choose(x, pay ? 'pay' : 'skip');
      if (pay) {
        const d = decision(x)!;
        expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', sc.op, 1, 1]);
        expect(offered(x)).toEqual([...theirs].sort());
        x = pick(x, theirs[0]!);
      }
    }
    x = settle(x);
    return { sc, x, asked, theirs };
  };
  const paid = run(MEMBERS, true);
  expect(paid.asked).toBe(true);
  expect(inZone(paid.x, Z.members, paid.sc.op)).toEqual(paid.theirs.slice(1));
  expect(paid.x.cards[inZone(paid.x, Z.deck, paid.sc.op).at(-1)!]!.cardId).toBe(paid.sc.s.cards[paid.theirs[0]!]!.cardId); // the deck's bottom
  let x = toBlock(attack(paid.x, paid.sc.id('me', MEMBERS[0]!), { partner: true }));
  expect(isPartnerAttack(x)).toBe(false);
  const declined = run(MEMBERS, false);
  expect(inZone(declined.x, Z.members, declined.sc.op)).toHaveLength(3);
  x = toBlock(attack(declined.x, declined.sc.id('me', MEMBERS[0]!), { partner: true }));
  expect(isPartnerAttack(x)).toBe(true);
  const below = run(MEMBERS.slice(0, 2), true);
  expect(below.asked).toBe(false);
  x = toBlock(attack(below.x, below.sc.id('me', MEMBERS[0]!), { partner: true }));
  expect(isPartnerAttack(x)).toBe(true);
});

covers(['SSSS/001B-075'], 'SSSS/001B-075 【自】【エントリー】：このキャラがアタックした時、あなたのリタイアが相手より多いなら、このターン中、このキャラを＋２/±０し、このターン終了時、このキャラをデッキの下に置く。 — 2 retired against 1: +2/±0 in the attack, at the end of the turn it goes to the deck\'s bottom; 1 against 1 (not more): printed, it stays', () => {
  const card = 'SSSS/001B-075';
  for (const more of [true, false]) {
    const { s, me, id } = scene({ me: { entry: card, members: MEMBERS, retire: copies(more ? 2 : 1) }, op: { entry: STURDY, retire: copies(1) } });
    const self = id('me', card);
    const p = printed(s, card);
    let x = toBlock(attack(s, id('me', MEMBERS[0]!)));
    expect(stat(x, self)).toEqual(more ? [p[0] + 2, p[1]] : p);
    x = settle(x);
    // end the attacks and the turn: 7.5 end phase, the delayed trigger resolves
    expect(decision(x)!.kind).toBe('r4u.startStep');
    x = settle(act(x, legal(x).find((a) => a.type === 'endAttacks')!));
    expect(x.turn.active).not.toBe(me);
    const deck = inZone(x, Z.deck, me);
    expect(x.cards[deck.at(-1)!]!.cardId === card).toBe(more);
    expect(cardIds(x, Z.entry, me).includes(card)).toBe(!more);
  }
});
