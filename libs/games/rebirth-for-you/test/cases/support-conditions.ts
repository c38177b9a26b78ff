/**
 * Engine-played cases: support triggers (R4U 8.2.4.2) whose later sentence depends on the supported character —
 * 「…することで、このアタック中、サポートされたキャラを+A/+B。《X》をサポートしたら、さらに…ことで、…」: the second part only
 * when the supported Entry is a 《X》 and (option r4uPriceScope, default `ability`) the first price was paid (9.5.2.2).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, choose, covers, decision, entryCard, inZone, offered, pick, printed, scene, settle, standingEnergyCount, stat } from './case-helpers.js';
import { bearer, fullPowerSide } from './printed-family.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';

const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');

covers(['TS/001T-010'], 'TS/001T-010 【自】【メンバー】 support: このキャラをデッキの下に置くことで (pay / skip asked), the supported リムル +1/±0 for the attack; 《リムル》をサポートしたら、さらに手札から1枚控え室に置くことで1枚引く (asked; every hand card offered; empty hand: not asked); another Entry: +1/±0 and no second question; the first price skipped: nothing, no second question', () => {
  const card = 'TS/001T-010';
  const rimuru = bearer({ name: 'リムル' }, card);
  const play = (entry: string, hand: string[]) => {
    const sc = scene({ me: { entry, members: [card, 'HP/001T-003'], hand }, op: { entry: 'HP/003T-011' } });
    const x = attack(sc.s, sc.id('me', card));
    expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', sc.me, ['pay', 'skip']]);
    return { sc, x, e: entryCard(sc.s, sc.me) };
  };
  // a リムル Entry, 2 cards in hand: both prices paid
  const r = play(rimuru, ['HP/001T-004', 'HP/001T-010']);
  let x = choose(r.x, 'pay');
  expect(x.cards[inZone(x, Z.deck, r.sc.me).at(-1)!]!.cardId).toBe(card);
  expect(stat(x, r.e)).toEqual([printed(x, rimuru)[0] + 1, printed(x, rimuru)[1]]);
  expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['pay', 'skip']]);
  x = choose(x, 'pay');
  const hand = inZone(r.sc.s, Z.hand, r.sc.me);
  expect([decision(x)!.kind, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(x)).toEqual([...hand].sort());
  x = atBlock(pick(x, r.sc.id('me', 'HP/001T-004')));
  expect(cardIds(x, Z.waitingRoom, r.sc.me)).toContain('HP/001T-004');
  expect(inZone(x, Z.hand, r.sc.me)).toHaveLength(2); // 2 − 1 discarded + 1 drawn
  expect(inZone(x, Z.hand, r.sc.me)).not.toContain(r.sc.id('me', 'HP/001T-004'));
  // a リムル Entry, an empty hand: the second price cannot be paid (9.5.2.2): not asked
  const empty = play(rimuru, []);
  x = atBlock(choose(empty.x, 'pay'));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(stat(x, empty.e)).toEqual([printed(x, rimuru)[0] + 1, printed(x, rimuru)[1]]);
  expect(inZone(x, Z.hand, empty.sc.me)).toHaveLength(0);
  // another Entry: +1/±0, no second question
  const other = play('HP/001T-014', ['HP/001T-004']);
  x = atBlock(choose(other.x, 'pay'));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(stat(x, other.e)).toEqual([printed(x, 'HP/001T-014')[0] + 1, printed(x, 'HP/001T-014')[1]]);
  expect(inZone(x, Z.hand, other.sc.me)).toHaveLength(1);
  // the first price skipped: this card stays, no bonus, no second question
  const skip = play(rimuru, ['HP/001T-004']);
  x = atBlock(choose(skip.x, 'skip'));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(cardIds(x, Z.members, skip.sc.me)).toContain(card);
  expect(stat(x, skip.e)).toEqual(printed(x, rimuru));
  expect(inZone(x, Z.hand, skip.sc.me)).toHaveLength(1);
});

covers(['HP/002T-014'], 'HP/002T-014 【自】【メンバー】【本領発揮Lv５】：このキャラがサポートした時、あなたは①し、このキャラをデッキの下に置くことで、相手のメンバーから１枚選び、デッキの下に置く — 5.14.2 「①し」 pays 1 energy: with 1 standing energy pay / skip asked, every opposing member offered, the chosen one and this card go to the bottom of their decks; 0 standing energy: not asked; members + retired 4: not asked', () => {
  const card = 'HP/002T-014';
  const setup = (energy: number, at: boolean) => scene({ me: { entry: 'HP/001T-014', ...fullPowerSide([], 5, at, [card, 'HP/001T-010']), energy }, op: { entry: 'HP/003T-011', members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
  const { s, me, op, id } = setup(1, true);
  const theirs = inZone(s, Z.members, op);
  let x = attack(s, id('me', card));
  expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', me, ['pay', 'skip']]);
  x = choose(x, 'pay');
  x = settle(x, (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === me && y.decision.rule !== 'R4U 5.14.1' ? y : null));
  expect([decision(x)!.min, decision(x)!.max]).toEqual([1, 1]);
  expect(offered(x)).toEqual([...theirs].sort());
  x = atBlock(pick(x, theirs[0]!));
  expect(inZone(x, Z.members, op)).toEqual(theirs.slice(1));
  expect(x.cards[inZone(x, Z.deck, op).at(-1)!]!.cardId).toBe(s.cards[theirs[0]!]!.cardId);
  expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe(card);
  expect(standingEnergyCount(x, me)).toBe(0);
  for (const [energy, at] of [[0, true], [1, false]] as const) {
    const o = setup(energy, at);
    const y = attack(o.s, o.id('me', card));
    expect(decision(y)!.kind).not.toBe('chooseOption');
    expect(cardIds(y, Z.members, o.me)).toContain(card);
    expect(inZone(y, Z.members, o.op)).toHaveLength(3);
  }
});

covers(['HP/002T-015'], 'HP/002T-015 【自】【エントリー】【Reコンボ】：このキャラがサポートされた時、このアタック中、そのサポートしたメンバーのATKを、このキャラのATKに足す。 — supported by a member with ATK 5: +5 for the attack (DEF unchanged), by one with ATK 2: +2; over after the attack (8.5.2); no Re-birth set: nothing', () => {
  const card = 'HP/002T-015';
  const setup = (rebirth: string[]) => scene({ me: { entry: card, members: ['HP/001T-010', 'HP/001T-004'], rebirth }, op: { entry: 'HP/003T-011' } });
  const { s, me, id } = setup([VANILLA_REBIRTH]);
  const p = printed(s, card);
  expect([printed(s, 'HP/001T-010')[0], printed(s, 'HP/001T-004')[0]]).toEqual([5, 2]);
  let x = atBlock(attack(s, id('me', 'HP/001T-010')));
  expect(stat(x, entryCard(x, me))).toEqual([p[0] + 5, p[1]]);
  x = settle(x);
  expect(stat(x, entryCard(x, me))).toEqual(p);
  x = atBlock(attack(x, id('me', 'HP/001T-004')));
  expect(stat(x, entryCard(x, me))).toEqual([p[0] + 2, p[1]]);
  const none = setup([]);
  const y = atBlock(attack(none.s, none.id('me', 'HP/001T-010')));
  expect(stat(y, entryCard(y, none.me))).toEqual(p);
});
