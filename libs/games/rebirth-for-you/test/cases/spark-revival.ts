/**
 * Engine-played cases: a Spark's 「復活」 (R4U 11.3.2 Spark, 9.8.5 delayed triggers) — 「【スパーク】：このターン中、このキャラが
 * リタイアした時、あなたは自分の手札から1枚控え室に置くことで、このキャラをエントリーに置く。（スパークしたターンなら1回だけ
 * 復活できる）」: this turn, when this card is put into the retire area (5.15.1, by recovery 10.3.6), its master may discard
 * a hand card (9.5.2.2: pay / skip asked) to put it from the retire area onto the Entry. Once: the card back on the
 * Entry is a new card (4.1.4), which the trigger does not watch.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, choose, covers, decision, entryCard, inZone, offered, pick, scene, settle, spark } from './case-helpers.js';

const MEMBERS = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'];
const ATTACKER = 'HP/001T-014'; // ATK 4 against DEF 3: retires it

/** Attack with `supporter` and answer plainly until the opponent's pay / skip question (or the start step). */
const attackUntilAsked = (x: GameState, supporter: string, op: number): GameState =>
  settle(attack(x, supporter), (y) => (y.decision?.player === op && y.decision.kind === 'chooseOption' ? y : null));

covers(['SSSS/002T-013', 'TH/001T-008'], 'SSSS/002T-013 / TH/001T-008 【スパーク】：このターン中、このキャラがリタイアした時、手札から１枚控え室に置くことで、このキャラをエントリーに置く — sparked (its master\'s Entry process in the other player\'s turn), retired by an attack: pay / skip asked of its master, every hand card offered, it is back on the Entry; retired again that turn: stays retired (once); skipped: stays retired; an empty hand: not asked; put there without its Spark: not asked', () => {
  for (const card of ['SSSS/002T-013', 'TH/001T-008']) {
    const setup = (hand: string[]) => scene({ me: { entry: ATTACKER, members: MEMBERS }, op: { deckTop: [card], hand } });
    const sc = setup(['HP/001T-003', 'HP/001T-010']);
    let x = settle(spark(sc.s, sc.op, card));
    expect(cardIds(x, Z.entry, sc.op)).toEqual([card]);
    x = attackUntilAsked(x, sc.id('me', 'HP/001T-003'), sc.op);
    expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', sc.op, ['pay', 'skip']]);
    expect(cardIds(x, Z.retire, sc.op)).toEqual([card]);
    x = choose(x, 'pay');
    expect(offered(x)).toEqual(inZone(sc.s, Z.hand, sc.op).sort());
    x = settle(pick(x, sc.id('op', 'HP/001T-010')));
    expect(cardIds(x, Z.entry, sc.op)).toEqual([card]);
    expect(cardIds(x, Z.retire, sc.op)).toEqual([]);
    expect(cardIds(x, Z.waitingRoom, sc.op)).toContain('HP/001T-010');
    expect(cardIds(x, Z.hand, sc.op)).toEqual(['HP/001T-003']);
    // retired again this turn: once only (the card on the Entry is a new card, 4.1.4)
    x = attackUntilAsked(x, sc.id('me', 'HP/001T-004'), sc.op);
    expect(decision(x)?.kind).not.toBe('chooseOption');
    expect(cardIds(x, Z.retire, sc.op)).toEqual([card]);
    expect(entryCard(x, sc.op)).not.toBeUndefined();
    expect(cardIds(x, Z.entry, sc.op)).not.toContain(card);
    // skipped: stays retired
    const sk = setup(['HP/001T-003']);
    x = attackUntilAsked(settle(spark(sk.s, sk.op, card)), sk.id('me', 'HP/001T-003'), sk.op);
    x = settle(choose(x, 'skip'));
    expect(cardIds(x, Z.retire, sk.op)).toEqual([card]);
    expect(cardIds(x, Z.hand, sk.op)).toEqual(['HP/001T-003']);
    // an empty hand: the price cannot be paid (9.5.2.2), not asked
    const empty = setup([]);
    x = attackUntilAsked(settle(spark(empty.s, empty.op, card)), empty.id('me', 'HP/001T-003'), empty.op);
    expect(decision(x)?.kind).not.toBe('chooseOption');
    expect(cardIds(x, Z.retire, empty.op)).toEqual([card]);
    // put onto the Entry without its Spark: nothing watches its retire
    const plain = scene({ me: { entry: ATTACKER, members: MEMBERS }, op: { entry: card, hand: ['HP/001T-003'] } });
    x = attackUntilAsked(plain.s, plain.id('me', 'HP/001T-003'), plain.op);
    expect(decision(x)?.kind).not.toBe('chooseOption');
    expect(cardIds(x, Z.retire, plain.op)).toEqual([card]);
  }
});
