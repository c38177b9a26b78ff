/**
 * Engine-played cases: checks (R4U 5.25) — 「あなたはチェックしてよい。それであなたが勝ちなら、…。負けなら、…」: the master may
 * check (yes / no asked); the top card of the deck goes to the waiting room and wins when it is a Re-birth (5.25.1.1) or a
 * character whose ATK is greater than the opponent's Entry's (5.25.1.2: equal loses); the result of THAT check is read
 * (its variable), so a declined check is neither won nor lost.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { cardIds, choose, copies, covers, decision, inZone, offered, pick, printed, scene, settle, spark, stat, type Side } from './case-helpers.js';
import { family } from './printed-family.js';

const OPP_ENTRY = 'HP/003T-011'; // ATK 4

covers(['KJ/001T-001'], 'KJ/001T-001 【スパーク】：あなたはチェックしてよい。それであなたが勝ちなら、あなたは１枚引く。負けなら、あなたは自分のメンバーから１枚選び、控え室に置く。 — checked (yes / no asked): a character with ATK 5 against the opponent\'s Entry\'s 4: won, draws 1; ATK 4 (equal): lost, one of your members (each offered) to the waiting room; ATK 2: lost; a Re-birth: won; declined: nothing', () => {
  const card = 'KJ/001T-001';
  const play = (top: string): { x: GameState; me: number; id: (side: 'me' | 'op', c: string, n?: number) => string } => {
    const { s, me, id } = scene({ me: { deckTop: [card, top], members: ['HP/001T-003', 'HP/001T-010'], hand: [] }, op: { entry: OPP_ENTRY } });
    expect(printed(s, OPP_ENTRY)[0]).toBe(4);
    const x = settle(spark(s, me, card), (y) => (y.decision?.player === me && y.decision.kind === 'chooseOption' ? y : null));
    expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['yes', 'no']]);
    return { x, me, id };
  };
  for (const [top, atk, won] of [['HP/001T-010', 5, true], ['HP/001T-014', 4, false], ['HP/001T-004', 2, false], [VANILLA_REBIRTH, null, true]] as const) {
    const { x: x0, me, id } = play(top);
    if (atk !== null) expect(printed(x0, top)[0]).toBe(atk);
    let x = choose(x0, 'yes');
    x = settle(x, (y) => (y.decision?.player === me && y.decision.kind === 'chooseCards' ? y : null));
    expect(cardIds(x, Z.waitingRoom, me)).toContain(top); // the checked card (5.25.1)
    if (won) {
      x = settle(x);
      expect(inZone(x, Z.hand, me)).toHaveLength(1);
      expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
    } else {
      expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-010')].sort());
      x = settle(pick(x, id('me', 'HP/001T-003')));
      expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-010']);
      expect(inZone(x, Z.hand, me)).toHaveLength(0);
    }
  }
  // declined: no check, neither result
  const { x: d0, me } = play('HP/001T-010');
  const d = settle(choose(d0, 'no'));
  expect(inZone(d, Z.hand, me)).toHaveLength(0);
  expect(cardIds(d, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(cardIds(d, Z.waitingRoom, me)).not.toContain('HP/001T-010');
});

covers(['KJ/001T-006'], 'KJ/001T-006 【永】【メンバー】：あなたがチェックする際、そのチェック中、相手のエントリーを－１/±０ and 【自】【メンバー】【Reコンボ】【ターン１回】：あなたがチェックした時、パートナーかエネルギーから１枚選び、【スタンド】する — as a member: a checked ATK 4 against the opponent\'s Entry\'s printed 4 wins (4 > 4 − 1; without it: equal, lost), the Entry is printed again after the check; then one card of your energy area (every one offered, partners too) stands; no Re-birth set: the check still compares with −1, nothing stands', () => {
  const checker = 'KJ/001T-001'; // 【スパーク】：あなたはチェックしてよい。勝ちなら1枚引く、負けならメンバーを1枚控え室に
  const card = 'KJ/001T-006';
  const play = (members: string[], rebirth: string[]) => {
    const sc = scene({ me: { deckTop: [checker, 'HP/001T-014'], members, hand: [], rebirth, energy: { standing: 0, rested: 2 } }, op: { entry: OPP_ENTRY } });
    let x = settle(spark(sc.s, sc.me, checker), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseOption' ? y : null));
    x = settle(choose(x, 'yes'), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseCards' ? y : null));
    return { sc, x };
  };
  expect(printed(scene().s, 'HP/001T-014')[0]).toBe(4);
  // as a member, Re-birth set: won (drew 1), then the stand choice
  const { sc, x: x0 } = play([card, 'HP/001T-003'], [VANILLA_REBIRTH]);
  expect(inZone(x0, Z.hand, sc.me)).toHaveLength(1); // won: drew
  const energy = inZone(x0, Z.energy, sc.me);
  expect(energy.filter((c) => !x0.cards[c]!.tapped)).toEqual([]);
  expect(offered(x0)).toEqual([...energy].sort()); // 2 energy cards and 3 partners, all rested
  const partner = energy.find((c) => x0.catalog[x0.cards[c]!.cardId]!.type === 'partner')!;
  const x = settle(pick(x0, partner));
  expect(inZone(x, Z.energy, sc.me).filter((c) => !x.cards[c]!.tapped)).toEqual([partner]);
  expect(printed(x, OPP_ENTRY)[0]).toBe(4);
  const opEntry = inZone(x, Z.entry, sc.op)[0]!;
  expect(stat(x, opEntry)).toEqual(printed(x, OPP_ENTRY)); // −1 only during the check
  // without it: 4 against 4, lost (a member chosen for the waiting room)
  const without = play(['HP/001T-003', 'HP/001T-010'], [VANILLA_REBIRTH]);
  expect(inZone(without.x, Z.hand, without.sc.me)).toHaveLength(0);
  expect(offered(without.x)).toEqual(inZone(without.x, Z.members, without.sc.me).sort());
  // no Re-birth set: still won, nothing stands (【Reコンボ】 unmet at resolution, 11.2.3.3)
  const noCombo = play([card, 'HP/001T-003'], []);
  const y = settle(noCombo.x);
  expect(inZone(y, Z.hand, noCombo.sc.me)).toHaveLength(1);
  expect(inZone(y, Z.energy, noCombo.sc.me).filter((c) => !y.cards[c]!.tapped)).toEqual([]);
});

// 「【スパーク】(【本領発揮LvN】)：あなたはチェックしてよい。それであなたが(勝ちなら…、)負けなら、…」: the other forms of the catalog
const WIN = 'HP/001T-010'; // ATK 5 > 4
const LOSE = 'HP/001T-004'; // ATK 2
const CANCEL_CARD = family('character', /^【キャンセル】:Reバース以外の【スパーク】$/)[0]!.id;
/** Sparks `card` with `top` under it, answers yes to the check, stops at its master's next card choice (or the main phase). */
const checked = (card: string, top: string, me0: Side, op0: Side = {}) => {
  const sc = scene({ me: { ...me0, deckTop: [card, top] }, op: { entry: OPP_ENTRY, ...op0 } });
  let x = settle(spark(sc.s, sc.me, card), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseOption' ? y : null));
  const asked = decision(x)?.kind === 'chooseOption';
  if (asked) x = settle(choose(x, 'yes'), (y) => (y.decision?.player === sc.me && ['chooseCards', 'chooseOption'].includes(y.decision.kind) ? y : null));
  return { sc, x, asked };
};

covers(['KJ/001B-057'], 'KJ/001B-057 【スパーク】【本領発揮Lv５】：チェックしてよい。勝ちなら相手のメンバーから２枚選び控え室に置き、負けなら自分のメンバーから１枚選び控え室に置く — won: 2 of the opponent\'s members (every one offered); lost: 1 of yours (every one offered); members + retired 4 (one below): not asked', () => {
  const card = 'KJ/001B-057';
  const me0 = { members: ['HP/001T-003', 'HP/001T-014', 'HP/002T-005'], retire: copies(2) };
  const op0 = { members: ['HP/001T-003', 'HP/001T-014', 'HP/002T-005'] };
  const won = checked(card, WIN, me0, op0);
  expect(won.asked).toBe(true);
  const theirs = inZone(won.x, Z.members, won.sc.op);
  expect([decision(won.x)!.min, decision(won.x)!.max]).toEqual([2, 2]);
  expect(offered(won.x)).toEqual([...theirs].sort());
  let x = settle(pick(won.x, theirs[0]!, theirs[1]!));
  expect(inZone(x, Z.members, won.sc.op)).toEqual([theirs[2]]);
  expect(inZone(x, Z.members, won.sc.me)).toHaveLength(3);
  const lost = checked(card, LOSE, me0, op0);
  const mine = inZone(lost.x, Z.members, lost.sc.me);
  expect([decision(lost.x)!.min, decision(lost.x)!.max]).toEqual([1, 1]);
  expect(offered(lost.x)).toEqual([...mine].sort());
  x = settle(pick(lost.x, mine[0]!));
  expect(inZone(x, Z.members, lost.sc.me)).toEqual(mine.slice(1));
  expect(inZone(x, Z.members, lost.sc.op)).toHaveLength(3);
  const below = checked(card, WIN, { ...me0, retire: copies(1) }, op0);
  expect(below.asked).toBe(false);
});

covers(['KJ/001B-082'], 'KJ/001B-082 【スパーク】【本領発揮Lv４】：チェックしてよい。負けなら手札から１枚選びデッキの下に置き、このキャラをメンバーに【レスト】で置く — lost: a hand card (each offered) to the bottom of the deck, this card from the Entry into the empty member slot rested; won: nothing; members + retired 3: not asked', () => {
  const card = 'KJ/001B-082';
  const me0 = { members: ['HP/001T-003', 'HP/001T-014'], retire: copies(2), hand: ['HP/002T-005', 'HP/001T-003'] };
  const lost = checked(card, LOSE, me0);
  expect(lost.asked).toBe(true);
  expect(offered(lost.x)).toEqual(inZone(lost.sc.s, Z.hand, lost.sc.me).sort());
  const x = settle(pick(lost.x, lost.sc.id('me', 'HP/002T-005')));
  expect(x.cards[inZone(x, Z.deck, lost.sc.me).at(-1)!]!.cardId).toBe('HP/002T-005');
  const placed = inZone(x, Z.members, lost.sc.me).filter((c) => x.cards[c]!.cardId === card);
  expect(placed).toHaveLength(1);
  expect(x.cards[placed[0]!]!.tapped).toBe(true);
  expect(cardIds(x, Z.entry, lost.sc.me)).not.toContain(card);
  const won = checked(card, WIN, me0);
  const y = settle(won.x);
  expect(cardIds(y, Z.entry, won.sc.me)).toEqual([card]);
  expect(inZone(y, Z.hand, won.sc.me)).toHaveLength(2);
  expect(checked(card, LOSE, { ...me0, retire: copies(1) }).asked).toBe(false);
});

covers(['KJ/001B-072'], 'KJ/001B-072 【スパーク】：チェックしてよい。負けなら手札から１枚選びデッキの下に置き、控え室から【キャンセル】を１枚選び手札に戻す — lost: a hand card (each offered) to the bottom of the deck, then a card with 【キャンセル】 of the waiting room (only those offered, not another character) to hand; won: nothing', () => {
  const card = 'KJ/001B-072';
  const me0 = { hand: ['HP/002T-005', 'HP/001T-014'], waitingRoom: [CANCEL_CARD, CANCEL_CARD, 'HP/001T-003'] };
  const lost = checked(card, LOSE, me0);
  expect(lost.asked).toBe(true);
  expect(offered(lost.x)).toEqual(inZone(lost.sc.s, Z.hand, lost.sc.me).sort());
  let x = settle(pick(lost.x, lost.sc.id('me', 'HP/002T-005')), (y) => (y.decision?.player === lost.sc.me && y.decision.kind === 'chooseCards' ? y : null));
  expect(offered(x)).toEqual([lost.sc.id('me', CANCEL_CARD, 0), lost.sc.id('me', CANCEL_CARD, 1)].sort());
  x = settle(pick(x, lost.sc.id('me', CANCEL_CARD)));
  expect(cardIds(x, Z.hand, lost.sc.me)).toEqual([CANCEL_CARD, 'HP/001T-014'].sort());
  expect(x.cards[inZone(x, Z.deck, lost.sc.me).at(-1)!]!.cardId).toBe('HP/002T-005');
  const won = checked(card, WIN, me0);
  const y = settle(won.x);
  expect(cardIds(y, Z.hand, won.sc.me)).toEqual(['HP/001T-014', 'HP/002T-005']);
  expect(cardIds(y, Z.waitingRoom, won.sc.me).filter((c) => c === CANCEL_CARD)).toHaveLength(2);
});
