/** Engine-played cases: 【スパーク】 abilities (R4U 11.3: triggered when the Entry process puts the card onto the Entry). */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, choose, copies, covers, knownHand, decision, done, entryCard, inZone, offered, pick, printed, scene, settle, spark, stat, zoneOf } from './case-helpers.js';

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
// the same words printed with other spacing (RE/001T-016, SSSS/001T-013): played each
for (const rb of ['HP/001T-018', 'RE/001T-016', 'SSSS/001T-013']) describe0(rb);
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

covers(['SSSS/001T-012'], 'SSSS/001T-012 (Re-birth) 【スパーク】：あなたは１点回復する。【永】：各ターン１回目のアタック中、あなたのエントリーを＋１/±０。 — R4U 5.16.1: of 3 retired cards 1 is chosen (all 3 offered) to the waiting room; 0 retired: nothing; the +1/±0 holds in the 1st attack of the turn only (11.3.2, 9.4.5.1)', () => {
  const { s, me } = scene({ me: { retire: copies(3), deckTop: ['SSSS/001T-012', 'HP/001T-014'], members: ['HP/001T-003', 'HP/001T-004'] } });
  let x = spark(s, me, 'SSSS/001T-012');
  const d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 1, 1]);
  expect(offered(x)).toEqual([...inZone(x, Z.retire, me)].sort());
  x = settle(pick(x, inZone(x, Z.retire, me)[0]!));
  expect(inZone(x, Z.retire, me)).toHaveLength(2);
  expect(cardIds(x, Z.rebirth, me)).toEqual(['SSSS/001T-012']);
  const entry = entryCard(x, me);
  expect(stat(x, entry)).toEqual(printed(x, 'HP/001T-014')); // no attack in progress
  x = attack(x, inZone(x, Z.members, me)[0]!);
  expect(stat(x, entry)).toEqual([printed(x, 'HP/001T-014')[0] + 1, printed(x, 'HP/001T-014')[1]]); // the 1st attack
  x = settle(x);
  expect(x.decision!.kind).toBe('r4u.startStep');
  x = attack(x, inZone(x, Z.members, me).find((m) => !x.cards[m]!.tapped)!);
  expect(stat(x, entryCard(x, me))).toEqual(printed(x, x.cards[entryCard(x, me)]!.cardId)); // the 2nd: no
  const none = scene({ me: { deckTop: ['SSSS/001T-012'] } });
  const y = spark(none.s, none.me, 'SSSS/001T-012');
  expect(decision(y)!.kind).toBe('r4u.main');
  expect(inZone(y, Z.retire, none.me)).toEqual([]);
});

covers(['BA/001T-009'], 'BA/001T-009 【スパーク】 (11.3.2): "may" (yes / no asked) put 1 hand card into energy rested (every hand card offered); with the hand then empty, 2 of the opponent\'s RESTED members go to the waiting room (a standing one stays); with a card left in hand, or answering no, nothing more', () => {
  const setup = (hand: string[]) => {
    const sc = scene({ me: { hand, deckTop: ['BA/001T-009'] }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
    for (const c of ['HP/001T-003', 'HP/001T-004']) sc.s.cards[sc.id('op', c)]!.tapped = true;
    return sc;
  };
  const one = setup(['HP/001T-014']);
  let x = spark(one.s, one.me, 'BA/001T-009');
  expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', one.me, ['yes', 'no']]);
  x = choose(x, 'yes'); // the only hand card goes (1 of 1: chosen at once)
  const putInto = inZone(x, Z.energy, one.me).find((e) => x.cards[e]!.cardId === 'HP/001T-014')!;
  expect(x.cards[putInto]!.tapped).toBe(true);
  expect(inZone(x, Z.hand, one.me)).toEqual([]);
  x = settle(x); // the hand is empty: the 2 rested members (2 of 2) go
  expect(cardIds(x, Z.waitingRoom, one.op)).toEqual(['HP/001T-003', 'HP/001T-004']);
  expect(cardIds(x, Z.members, one.op)).toEqual(['HP/001T-010']);
  // a card left in hand: nothing leaves the opponent's members
  const two = setup(['HP/001T-014', 'HP/002T-005']);
  let y = choose(spark(two.s, two.me, 'BA/001T-009'), 'yes');
  const d = decision(y)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(y)).toEqual([two.id('me', 'HP/001T-014'), two.id('me', 'HP/002T-005')].sort());
  y = settle(pick(y, two.id('me', 'HP/001T-014')));
  expect(cardIds(y, Z.members, two.op)).toEqual(['HP/001T-003', 'HP/001T-004', 'HP/001T-010'].sort());
  // no: the hand keeps its card, the opponent's members stay
  const no = setup(['HP/001T-014']);
  const z = settle(choose(spark(no.s, no.me, 'BA/001T-009'), 'no'));
  expect(cardIds(z, Z.hand, no.me)).toEqual(['HP/001T-014']);
  expect(inZone(z, Z.members, no.op)).toHaveLength(3);
});

covers(['HP/001T-011'], 'HP/001T-011 【スパーク】【本領発揮Lv５】 (11.7.2): with members + retired = 5, any number of your members (all offered, 0 allowed) go to the bottom of the deck; at 4 (one below) nothing is asked', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], retire: copies(retire), deckTop: ['HP/001T-011'] }, op: { members: ['HP/002T-005'] } });
  const at = setup(2);
  let x = spark(at.s, at.me, 'HP/001T-011');
  const d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', at.me, 0, 3]);
  const mine = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'].map((c) => at.id('me', c));
  expect(offered(x)).toEqual([...mine].sort());
  x = settle(done(pick(x, mine[0]!, mine[1]!)));
  expect(cardIds(x, Z.members, at.me)).toEqual(['HP/001T-010']);
  const deck = inZone(x, Z.deck, at.me).map((c) => x.cards[c]!.cardId);
  expect(deck.slice(-2).sort()).toEqual(['HP/001T-003', 'HP/001T-004']); // the bottom of the deck
  const below = setup(1);
  const y = spark(below.s, below.me, 'HP/001T-011');
  expect(decision(y)!.kind).toBe('r4u.main');
  expect(inZone(y, Z.members, below.me)).toHaveLength(3);
});

covers(['IMC/001T-009'], 'IMC/001T-009 【スパーク】【本領発揮Lv３】: at members + retired = 3, 2 of the opponent\'s rested members (of 3 rested offered; a standing one not) go to the waiting room; at 2 nothing; 【永】【エントリー】 +2/±0 while the opponent has no member', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003'], retire: copies(retire), deckTop: ['IMC/001T-009'] }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], entry: 'KJ/001T-004' } });
  const at = setup(2);
  const s = at.s;
  const rested = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'].map((c) => at.id('op', c));
  for (const r of rested) s.cards[r]!.tapped = true;
  let x = spark(s, at.me, 'IMC/001T-009');
  expect([decision(x)!.min, decision(x)!.max]).toEqual([2, 2]);
  expect(offered(x)).toEqual([...rested].sort());
  x = settle(pick(x, rested[0]!, rested[1]!));
  expect(inZone(x, Z.members, at.op)).toEqual([rested[2]!]);
  const self = entryCard(x, at.me);
  expect(stat(x, self)).toEqual(printed(x, 'IMC/001T-009')); // an opposing member is left
  const below = setup(1);
  below.s.cards[below.id('op', 'HP/001T-003')]!.tapped = true;
  const y = spark(below.s, below.me, 'IMC/001T-009');
  expect(decision(y)!.kind).toBe('r4u.main');
  expect(inZone(y, Z.members, below.op)).toHaveLength(3);
  // no opposing member: +2/±0
  const empty = scene({ me: { deckTop: ['IMC/001T-009'] } });
  const z = spark(empty.s, empty.me, 'IMC/001T-009');
  expect(stat(z, entryCard(z, empty.me))).toEqual([printed(z, 'IMC/001T-009')[0] + 2, printed(z, 'IMC/001T-009')[1]]);
});

covers(['HP/007T-009'], 'HP/007T-009 【スパーク】 all of ⅰ–ⅲ: ⅰ hand 1 (at 1): draw 1 / hand 2: no; ⅱ no member: this card to the members (the Entry process then fills the Entry) / a member: it stays; ⅲ 1 of your energy cards (every non-partner energy card offered) stands', () => {
  const setup = (hand: number, members: string[]) => {
    const sc = scene({ me: { hand: copies(hand, 'HP/001T-004'), members, energy: { standing: 1, rested: 2 }, deckTop: ['HP/007T-009', 'HP/001T-010', 'HP/001T-014'] } });
    return sc;
  };
  const a = setup(1, []);
  let x = spark(a.s, a.me, 'HP/007T-009');
  expect(inZone(x, Z.hand, a.me)).toHaveLength(2); // drew (the 2nd deck card)
  expect(decision(x)!.kind).toBe('chooseOption'); // ⅱ: which member slot
  x = choose(x, decision(x)!.options![0]!);
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 1, 1]);
  const energy = inZone(x, Z.energy, a.me).filter((e) => x.catalog[x.cards[e]!.cardId]!.type !== 'partner');
  expect(offered(x)).toEqual([...energy].sort());
  const rested = energy.find((e) => x.cards[e]!.tapped)!;
  x = settle(pick(x, rested));
  expect(x.cards[rested]!.tapped).toBe(false);
  expect(cardIds(x, Z.members, a.me)).toEqual(['HP/007T-009']);
  expect(x.cards[entryCard(x, a.me)]!.cardId).toBe('HP/001T-014'); // 10.5.1.3: the next deck card
  const b = setup(2, ['HP/001T-003']);
  x = settle(spark(b.s, b.me, 'HP/007T-009'));
  expect(inZone(x, Z.hand, b.me)).toHaveLength(2);
  expect(cardIds(x, Z.members, b.me)).toEqual(['HP/001T-003']);
  expect(x.cards[entryCard(x, b.me)]!.cardId).toBe('HP/007T-009');
});

covers(['HP/003T-007'], 'HP/003T-007 【スパーク】【本領発揮Lv３】：up to 2 hand cards (every one offered, 0 allowed) to the waiting room, then draw as many (2 → 2, 1 → 1); members + retired 2 (one below 3): nothing asked', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003'], retire: copies(retire), hand: ['HP/001T-004', 'HP/001T-010', 'KJ/001T-004'], deckTop: ['HP/003T-007'] } });
  for (const n of [2, 1]) {
    const { s, me, id } = setup(2);
    let x = spark(s, me, 'HP/003T-007');
    const d = decision(x)!;
    expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 0, 2]);
    expect(offered(x)).toEqual(['HP/001T-004', 'HP/001T-010', 'KJ/001T-004'].map((c) => id('me', c)).sort());
    x = pick(x, ...['HP/001T-004', 'HP/001T-010'].slice(0, n).map((c) => id('me', c)));
    x = settle(x.decision?.kind === 'chooseCards' ? done(x) : x);
    expect(cardIds(x, Z.waitingRoom, me).filter((c) => c !== 'HP/001T-006')).toHaveLength(n);
    expect(inZone(x, Z.hand, me)).toHaveLength(3); // 3 - n + n
  }
  const below = setup(1);
  const y = spark(below.s, below.me, 'HP/003T-007');
  expect(decision(y)!.kind).toBe('r4u.main');
  expect(cardIds(y, Z.hand, below.me)).toEqual(['HP/001T-004', 'HP/001T-010', 'KJ/001T-004']);
});

covers(['KS/002T-018'], 'KS/002T-018 【スパーク】【本領発揮Lv５】: may discard 1 hand card (both offered) to swap this card with a 《めぐみん》 or 《ゆんゆん》 of your waiting room (only those offered: R4U 5.12, the player chooses), then set 1 Re-birth card of your waiting room (both offered); members + retired 4: nothing asked', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004'], retire: copies(retire), hand: ['HP/001T-010', 'KJ/001T-004'], waitingRoom: ['KS/002T-003', 'KS/002T-005', 'KS/002T-009', 'GU/001B-096', 'KS/002T-016'], deckTop: ['KS/002T-018'] } });
  const { s, me, id } = setup(3);
  let x = spark(s, me, 'KS/002T-018');
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = choose(x, 'pay');
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'KJ/001T-004')].sort());
  x = pick(x, id('me', 'KJ/001T-004'));
  expect(decision(x)!.rule).toBe('R4U 5.12');
  expect(offered(x)).toEqual([id('me', 'KS/002T-003'), id('me', 'KS/002T-005')].sort()); // not こめっこ
  x = pick(x, id('me', 'KS/002T-005'));
  expect(cardIds(x, Z.entry, me)).toEqual(['KS/002T-005']);
  expect(cardIds(x, Z.waitingRoom, me)).toContain('KS/002T-018');
  expect(offered(x)).toEqual([id('me', 'GU/001B-096'), id('me', 'KS/002T-016')].sort());
  x = settle(pick(x, id('me', 'KS/002T-016')));
  expect(cardIds(x, Z.rebirth, me)).toEqual(['KS/002T-016']);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-010']);
  const below = setup(2);
  const y = spark(below.s, below.me, 'KS/002T-018');
  expect(decision(y)!.kind).toBe('r4u.main');
  expect(cardIds(y, Z.entry, below.me)).toEqual(['KS/002T-018']);
});

covers(['TH/001T-011'], 'TH/001T-011 【スパーク】【本領発揮Lv３】：you see the opponent\'s whole hand (shown to you only) and draw 1; members + retired 2 (one below 3): neither', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003'], retire: copies(retire), deckTop: ['TH/001T-011'] }, op: { hand: ['HP/001T-003', 'HP/001T-004'] } });
  const at = setup(2);
  const hand = inZone(at.s, Z.hand, at.me).length;
  const x = settle(spark(at.s, at.me, 'TH/001T-011'));
  expect(knownHand(x, at.me, at.op)).toEqual(inZone(x, Z.hand, at.op).sort());
  expect(knownHand(x, at.me, at.op)).toHaveLength(2);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(hand + 1);
  const below = setup(1);
  const y = settle(spark(below.s, below.me, 'TH/001T-011'));
  expect(knownHand(y, below.me, below.op)).toEqual([]);
  expect(inZone(y, Z.hand, below.me)).toHaveLength(hand);
});

covers(['HP/004T-014'], 'HP/004T-014 【スパーク】：1 RESTED member of either player (yours and the opponent\'s rested ones offered; standing ones not) to the bottom of its owner\'s deck', () => {
  const { s, me, op, id } = scene({ me: { members: ['HP/001T-003', 'HP/001T-004'], deckTop: ['HP/004T-014'] }, op: { members: ['HP/001T-010', 'KJ/001T-004'] } });
  for (const [side, c] of [['me', 'HP/001T-003'], ['op', 'HP/001T-010']] as const) s.cards[id(side, c)]!.tapped = true;
  let x = spark(s, me, 'HP/004T-014');
  const d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 1, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('op', 'HP/001T-010')].sort());
  x = settle(pick(x, id('op', 'HP/001T-010')));
  expect(cardIds(x, Z.members, op)).toEqual(['KJ/001T-004']);
  expect(x.cards[inZone(x, Z.deck, op).at(-1)!]!.cardId).toBe('HP/001T-010'); // the owner's deck, at the bottom
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-004']);
});

covers(['GU/001T-014'], 'GU/001T-014 【スパーク】【本領発揮Lv３】：with a 《ココア》 member, 1 of your 《ココア》 members (both offered, another member not) and this card go to the waiting room (then the Entry process fills the Entry); no 《ココア》: nothing; members + retired 2: nothing', () => {
  const setup = (members: string[]) => scene({ me: { members, deckTop: ['GU/001T-014', 'HP/001T-014'] } });
  const { s, me, id } = setup(['GU/001T-001', 'GU/001T-011', 'HP/001T-003']);
  let x = spark(s, me, 'GU/001T-014');
  expect([decision(x)!.kind, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(x)).toEqual([id('me', 'GU/001T-001'), id('me', 'GU/001T-011')].sort());
  x = settle(pick(x, id('me', 'GU/001T-011')));
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(expect.arrayContaining(['GU/001T-011', 'GU/001T-014']));
  expect(cardIds(x, Z.members, me)).toEqual(['GU/001T-001', 'HP/001T-003']);
  expect(x.cards[entryCard(x, me)]!.cardId).toBe('HP/001T-014');
  const none = setup(['HP/001T-003', 'HP/001T-004', 'HP/001T-010']);
  let y = settle(spark(none.s, none.me, 'GU/001T-014'));
  expect(y.cards[entryCard(y, none.me)]!.cardId).toBe('GU/001T-014');
  const below = setup(['GU/001T-001', 'HP/001T-003']);
  y = settle(spark(below.s, below.me, 'GU/001T-014'));
  expect(y.cards[entryCard(y, below.me)]!.cardId).toBe('GU/001T-014');
  expect(cardIds(y, Z.members, below.me)).toEqual(['GU/001T-001', 'HP/001T-003']);
});
