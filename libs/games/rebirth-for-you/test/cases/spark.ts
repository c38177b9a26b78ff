/** Engine-played cases: 【スパーク】 abilities (R4U 11.3: triggered when the Entry process puts the card onto the Entry). */
import { Z } from '../../src/constants.js';
import { cardIds, covers, decision, inZone, offered, pick, scene, settle, spark, stat, zoneOf } from './case-helpers.js';

covers(['HP/002T-002'], 'HP/002T-002 【スパーク】 (R4U 11.3.2): the opponent\'s Entry (the only card offered: 1 of 1, chosen at once) gets -1/±0 and this card +1/±0', () => {
  const { s, me, id } = scene({ me: { members: ['HP/001T-003'], deckTop: ['HP/002T-002'] }, op: { entry: 'HP/001T-004', members: ['HP/001T-010'] } });
  const target = id('op', 'HP/001T-004');
  const member = id('op', 'HP/001T-010');
  const before = { target: stat(s, target), member: stat(s, member), mine: stat(s, id('me', 'HP/001T-003')) };
  const x = spark(s, me, 'HP/002T-002');
  const self = inZone(x, Z.entry, me)[0]!;
  expect(x.cards[self]!.cardId).toBe('HP/002T-002');
  expect(decision(x)!.kind).toBe('r4u.main');
  expect(stat(x, target)).toEqual([before.target[0] - 1, before.target[1]]);
  expect(stat(x, self)).toEqual([x.catalog['HP/002T-002']!.attack as number + 1, x.catalog['HP/002T-002']!.defense as number]);
  expect(stat(x, member)).toEqual(before.member); // a member is not the Entry
  expect(stat(x, id('me', 'HP/001T-003'))).toEqual(before.mine);
});

// The trial decks' common Re-birth (…/0NNT-016〜020, one text in 30+ records)
const RETIRE_REBIRTH = 'HP/001T-018';
describe0(RETIRE_REBIRTH);
function describe0(rb: string): void {
  const TEXT = '【スパーク】：あなたは相手の、エントリーとメンバーから、あなたのリタイアと同じ枚数選び、控え室に置く。【永】：あなたのエントリーを＋１/＋１。';
  const setup = (retire: string[]) => scene({
    me: { retire, deckTop: [rb, 'HP/001T-014'], members: ['HP/001T-003'] },
    op: { entry: 'HP/001T-004', members: ['HP/001T-010', 'KJ/001T-004'] },
  });
  covers([rb], `${rb} ${TEXT} — R4U 11.3.2 / 10.5.1.1: flipped by the Entry process, its Spark asks for exactly as many of the opponent's Entry and members as your retired cards (2 of 3 offered; your own cards never), they go to the waiting room; then it is set and your Entry gets +1/+1`, () => {
    const { s, me, op, id } = setup(['HP/001T-006', 'HP/001T-006']);
    let x = spark(s, me, rb);
    const d = decision(x)!;
    expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 2, 2]);
    const theirs = [id('op', 'HP/001T-004'), id('op', 'HP/001T-010'), id('op', 'KJ/001T-004')];
    expect(offered(x)).toEqual([...theirs].sort());
    x = settle(pick(x, theirs[0]!, theirs[1]!));
    expect(zoneOf(x, theirs[2]!)).toBe(Z.members);
    expect(cardIds(x, Z.waitingRoom, op)).toEqual(['HP/001T-004', 'HP/001T-010'].sort());
    expect(cardIds(x, Z.rebirth, me)).toEqual([rb]); // 10.5.1.1: the Re-birth card goes on to the Re-birth area
    const entry = inZone(x, Z.entry, me)[0]!; // 10.5.1.3: the next deck card fills the Entry
    expect(x.cards[entry]!.cardId).toBe('HP/001T-014');
    const printed = [x.catalog['HP/001T-014']!.attack as number, x.catalog['HP/001T-014']!.defense as number];
    expect(stat(x, entry)).toEqual([printed[0]! + 1, printed[1]! + 1]); // 【永】 from the Re-birth area
    expect(stat(x, id('me', 'HP/001T-003'))).toEqual([x.catalog['HP/001T-003']!.attack, x.catalog['HP/001T-003']!.defense]); // members: no
  });
  covers([rb], `${rb}: with 1 retired card 1 is chosen (one below 2); with none nothing is chosen; with 4 retired and 3 opposing cards all 3 go (as many as can be chosen)`, () => {
    const one = setup(['HP/001T-006']);
    let x = spark(one.s, one.me, rb);
    expect([decision(x)!.min, decision(x)!.max]).toEqual([1, 1]);
    x = settle(pick(x, one.id('op', 'KJ/001T-004')));
    expect(cardIds(x, Z.waitingRoom, one.op)).toEqual(['KJ/001T-004']);
    const none = setup([]);
    x = spark(none.s, none.me, rb);
    expect(decision(x)!.kind).toBe('r4u.main');
    expect(cardIds(x, Z.waitingRoom, none.op)).toEqual([]);
    expect(cardIds(x, Z.rebirth, none.me)).toEqual([rb]);
    const four = setup(['HP/001T-006', 'HP/001T-006', 'HP/001T-006', 'HP/001T-006']);
    x = spark(four.s, four.me, rb);
    expect(decision(x)!.kind).toBe('r4u.main'); // 3 of 3: nothing left to choose
    expect(cardIds(x, Z.waitingRoom, four.op)).toEqual(['HP/001T-004', 'HP/001T-010', 'KJ/001T-004'].sort());
  });
}
