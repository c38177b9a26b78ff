/**
 * Engine-played cases: 【自】 abilities (R4U 9.8: triggered by an event, played at the next check timing 9.6.2.2) —
 * support / supported (8.2.4.2), attack, retiring an opponent's character (5.15.2), phase starts.
 */
import { zoneKey, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { pickNothing, playUntil, VANILLA_REBIRTH } from '../engine-helpers.js';
import { attack, cardIds, choose, legal, passCounters, playChar, spark, copies, covers, decision, entryCard, inZone, offered, pick, printed, scene, settle, stat, zoneOf } from './case-helpers.js';

/** Stops at the block question of the attacked player (asked every time in scenes): the attack is still going on. */
const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');

covers(['IMC/001T-001', 'KS/001T-002'], 'IMC/001T-001 / KS/001T-002 【自】【メンバー】【Reコンボ】 support (8.2.4.2): the supported Entry +2/±0 for the attack, +1 more with 3 members (at 3: +3; at 2: +2); without a Re-birth set: nothing', () => {
  for (const card of ['IMC/001T-001', 'KS/001T-002']) {
    const setup = (members: Array<string | null>, rebirth = true) => scene({ me: { entry: 'HP/001T-014', members, rebirth: rebirth ? ['GU/001B-096'] : [] } });
    const three = setup([card, 'HP/001T-003', 'HP/001T-004']);
    let x = atBlock(attack(three.s, three.id('me', card)));
    const e = entryCard(x, three.me);
    expect(decision(x)!.kind).toBe('r4u.block');
    expect(stat(x, e)).toEqual([printed(x, 'HP/001T-014')[0] + 3, printed(x, 'HP/001T-014')[1]]);
    x = settle(x);
    expect(stat(x, e)).toEqual(printed(x, 'HP/001T-014')); // 「このアタック中」: over
    const two = setup([card, 'HP/001T-003', null]);
    x = atBlock(attack(two.s, two.id('me', card)));
    expect(stat(x, entryCard(x, two.me))).toEqual([printed(x, 'HP/001T-014')[0] + 2, printed(x, 'HP/001T-014')[1]]);
    const noCombo = setup([card, 'HP/001T-003', 'HP/001T-004'], false);
    x = atBlock(attack(noCombo.s, noCombo.id('me', card)));
    expect(stat(x, entryCard(x, noCombo.me))).toEqual(printed(x, 'HP/001T-014'));
    // another member supporting: no trigger (「このキャラがサポートした時」)
    const other = setup([card, 'HP/001T-003', 'HP/001T-004']);
    x = atBlock(attack(other.s, other.id('me', 'HP/001T-003')));
    expect(stat(x, entryCard(x, other.me))).toEqual(printed(x, 'HP/001T-014'));
  }
});

covers(['HP/001T-002', 'U149/001T-013[IMC]'], 'HP/001T-002 / U149/001T-013 【自】【メンバー】 support: with more retired cards than the opponent (2 vs 1), may (pay / skip asked) put this card at the bottom of the deck to draw 1; equal (1 vs 1): nothing asked', () => {
  for (const card of ['HP/001T-002', 'U149/001T-013[IMC]']) {
    const setup = (mine: number) => scene({ me: { members: [card, 'HP/001T-003'], retire: copies(mine), hand: [] }, op: { retire: copies(1) } });
    const more = setup(2);
    let x = attack(more.s, more.id('me', card));
    expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', more.me, ['pay', 'skip']]);
    const deckBefore = inZone(x, Z.deck, more.me).length;
    x = atBlock(choose(x, 'pay'));
    expect(cardIds(x, Z.members, more.me)).toEqual(['HP/001T-003']);
    expect(inZone(x, Z.hand, more.me)).toHaveLength(1); // drew 1
    expect(inZone(x, Z.deck, more.me)).toHaveLength(deckBefore); // +1 at the bottom, -1 drawn
    expect(x.cards[inZone(x, Z.deck, more.me).at(-1)!]!.cardId).toBe(card);
    const skip = atBlock(choose(attack(more.s, more.id('me', card)), 'skip'));
    expect(inZone(skip, Z.hand, more.me)).toHaveLength(0);
    const equal = setup(1);
    x = attack(equal.s, equal.id('me', card));
    expect(decision(x)!.kind).toBe('r4u.block');
    expect(zoneOf(x, equal.id('me', card))).toBe(Z.members);
  }
});

covers(['U149/001T-024[IMC]'], 'U149/001T-024 【自】【メンバー】【本領発揮Lv４】 support: may put this card at the bottom of the deck: the top deck card into energy rested, the Entry +2/±0 for the attack; members + retired 3 (one below 4): nothing asked', () => {
  const card = 'U149/001T-024[IMC]';
  const setup = (retire: number) => scene({ me: { entry: 'HP/001T-014', members: [card, 'HP/001T-003'], retire: copies(retire), deckTop: ['HP/002T-005'] } });
  const at = setup(2);
  let x = attack(at.s, at.id('me', card));
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = atBlock(choose(x, 'pay'));
  const e = inZone(x, Z.energy, at.me).find((c) => x.cards[c]!.cardId === 'HP/002T-005')!;
  expect(x.cards[e]!.tapped).toBe(true);
  expect(stat(x, entryCard(x, at.me))).toEqual([printed(x, 'HP/001T-014')[0] + 2, printed(x, 'HP/001T-014')[1]]);
  expect(cardIds(x, Z.members, at.me)).toEqual(['HP/001T-003']);
  const below = setup(1);
  x = attack(below.s, below.id('me', card));
  expect(decision(x)!.kind).toBe('r4u.block');
});

covers(['DJ/001T-010'], 'DJ/001T-010 【自】【メンバー】【Reコンボ】 support: may put this card at the bottom of the deck: a character of your waiting room (every character offered, not the Re-birth) onto the members rested, the Entry +2/±0 for the attack', () => {
  const { s, me, id } = scene({ me: { entry: 'HP/001T-014', members: ['DJ/001T-010', 'HP/001T-003', null], rebirth: ['GU/001B-096'], waitingRoom: ['HP/001T-004', 'HP/001T-010', 'GU/001B-096'] } });
  let x = choose(attack(s, id('me', 'DJ/001T-010')), 'pay');
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-004'), id('me', 'HP/001T-010')].sort());
  x = atBlock(settle(pick(x, id('me', 'HP/001T-004')), (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block'));
  const placed = inZone(x, Z.members, me).find((c) => x.cards[c]!.cardId === 'HP/001T-004')!;
  expect(x.cards[placed]!.tapped).toBe(true);
  expect(stat(x, entryCard(x, me))).toEqual([printed(x, 'HP/001T-014')[0] + 2, printed(x, 'HP/001T-014')[1]]);
  const noCombo = scene({ me: { members: ['DJ/001T-010', 'HP/001T-003'], waitingRoom: ['HP/001T-004'] } });
  expect(decision(attack(noCombo.s, noCombo.id('me', 'DJ/001T-010')))!.kind).toBe('r4u.block');
});

covers(['DJ/003T-001'], 'DJ/003T-001 【自】【メンバー】 support: may put this card at the bottom of the deck to stand 1 of your rested partners (every rested partner offered)', () => {
  const { s, me, id } = scene({ me: { members: ['DJ/003T-001', 'HP/001T-003'] } });
  let x = choose(attack(s, id('me', 'DJ/003T-001')), 'pay');
  const partners = inZone(x, Z.energy, me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'partner');
  expect(decision(x)!.kind).toBe('chooseCards');
  expect(offered(x)).toEqual([...partners].sort());
  x = atBlock(pick(x, partners[1]!));
  expect(partners.filter((p) => !x.cards[p]!.tapped)).toEqual([partners[1]!]);
  expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe('DJ/003T-001');
});

covers(['BKRM/001T-014'], 'BKRM/001T-014 【自】【エントリー】 supported by a 《恭也》: +2/±0 for the attack; by another member: nothing', () => {
  const { s, me, id } = scene({ me: { entry: 'BKRM/001T-014', members: ['BKRM/001B-006', 'HP/001T-003'] } });
  const self = id('me', 'BKRM/001T-014');
  let x = atBlock(attack(s, id('me', 'BKRM/001B-006')));
  expect(stat(x, self)).toEqual([printed(x, 'BKRM/001T-014')[0] + 2, printed(x, 'BKRM/001T-014')[1]]);
  x = atBlock(attack(s, id('me', 'HP/001T-003')));
  expect(stat(x, entryCard(x, me))).toEqual(printed(x, 'BKRM/001T-014'));
});

covers(['GU/001T-005'], 'GU/001T-005 【自】【エントリー】【Reコンボ】《夕暮れの帰り道》 supported by 《ココア》 or 《千夜》: +2/±0 for the attack; by another: nothing; with another Re-birth set: nothing', () => {
  const setup = (rebirth: string) => scene({ me: { entry: 'GU/001T-005', members: ['GU/001T-011', 'GU/001T-004', 'HP/001T-003'], rebirth: [rebirth] } });
  const { s, me, id } = setup('GU/001T-017');
  const self = id('me', 'GU/001T-005');
  const base = stat(s, self);
  for (const supporter of ['GU/001T-011', 'GU/001T-004']) {
    const x = atBlock(attack(s, id('me', supporter)));
    expect(stat(x, self)).toEqual([base[0] + 2, base[1]]);
  }
  let x = atBlock(attack(s, id('me', 'HP/001T-003')));
  expect(stat(x, entryCard(x, me))).toEqual(base);
  const wrong = setup('GU/001B-096'); // a Re-birth of another name (no text)
  x = atBlock(attack(wrong.s, wrong.id('me', 'GU/001T-011')));
  expect(stat(x, entryCard(x, wrong.me))).toEqual(stat(wrong.s, wrong.id('me', 'GU/001T-005')));
});

/** From the main phase: attack with `supporter`, answer the block question with a pass, and stop at the first question of the attacking player (or the start step). */
const attackThrough = (s: GameState, supporter: string): GameState => {
  const x = attack(s, supporter);
  const me = s.turn.active;
  return settle(x, (y) => (y.decision?.player === me && !['r4u.block', 'r4u.counter'].includes(y.decision.kind) ? y : null));
};
/** An opposing Entry with DEF 1 (BKRM/001B-007, 3/1): any attack retires it. (Scenes keep a second standing member so the turn does not end after the attack, 8.2.3.2.) */
const WEAK = 'BKRM/001B-007';

covers(['BKRM/001T-003'], 'BKRM/001T-003 【自】【エントリー】【Reコンボ】《映像作品制作》【ターン１】 attack: +1/±0 for the turn; +2 more with a 《恭也》 member and 5 energy (at 5: +3; at 4: +1; no 恭也: +1); once per turn; another Re-birth: nothing', () => {
  const setup = (energy: number, kyoya = true, rb = 'BKRM/001T-017') => scene({ me: { entry: 'BKRM/001T-003', members: [kyoya ? 'BKRM/001B-006' : 'HP/001T-004', 'HP/001T-003', 'HP/001T-010'], energy: { standing: 0, rested: energy }, rebirth: [rb] } });
  const check = (x0: ReturnType<typeof setup>, add: number) => {
    const self = x0.id('me', 'BKRM/001T-003');
    const base = stat(x0.s, self);
    let x = attackThrough(x0.s, x0.id('me', 'HP/001T-003'));
    expect(stat(x, self)).toEqual([base[0] + add, base[1]]);
    if (add > 0) {
      x = attackThrough(x, x0.id('me', 'HP/001T-010')); // 【ターン1】: the second attack adds nothing
      expect(stat(x, self)).toEqual([base[0] + add, base[1]]);
    }
  };
  check(setup(5), 3);
  check(setup(4), 1);
  check(setup(5, false), 1);
  check(setup(5, true, 'GU/001B-096'), 0);
});

covers(['HG/001T-003'], 'HG/001T-003 【永】【エントリー】 +3/+3 with no member (one member: none); 【自】【Reコンボ】《不穏な夕暮れ》【ターン１】 attack: with 5 retired every member of yours goes to the waiting room; 4 retired: none', () => {
  const setup = (retire: number) => scene({ me: { entry: 'HG/001T-003', members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], retire: copies(retire), rebirth: ['HG/001T-015'] } });
  const at = setup(5);
  const self = at.id('me', 'HG/001T-003');
  const base = stat(at.s, self);
  expect(base).toEqual([printed(at.s, 'HG/001T-003')[0] + 1, printed(at.s, 'HG/001T-003')[1] + 1]); // members: no +3/+3 (the Re-birth's +1/+1)
  let x = atBlock(attack(at.s, at.id('me', 'HP/001T-003'))); // the trigger resolved before the block step
  expect(inZone(x, Z.members, at.me)).toEqual([]);
  expect(cardIds(x, Z.waitingRoom, at.me)).toEqual(['HP/001T-003', 'HP/001T-004', 'HP/001T-010']);
  expect(stat(x, self)).toEqual([base[0] + 3, base[1] + 3]); // no member now: +3/+3
  const below = setup(4);
  x = atBlock(attack(below.s, below.id('me', 'HP/001T-003')));
  expect(inZone(x, Z.members, below.me)).toHaveLength(3);
});

covers(['HS/001T-008'], 'HS/001T-008 【自】【エントリー】 retiring an opponent\'s character (5.15.2): with 4 opposing retired cards (after the retire) +2/±0 for the turn; with 3: nothing', () => {
  const setup = (theirs: number) => scene({ me: { entry: 'HS/001T-008', members: ['HP/001T-003', 'HP/001T-010'] }, op: { entry: WEAK, retire: copies(theirs) } });
  const at = setup(3); // the retired Entry makes it 4
  const self = at.id('me', 'HS/001T-008');
  let x = attackThrough(at.s, at.id('me', 'HP/001T-003'));
  expect(cardIds(x, Z.retire, at.op)).toContain(WEAK);
  expect(stat(x, self)).toEqual([printed(x, 'HS/001T-008')[0] + 2, printed(x, 'HS/001T-008')[1]]);
  const below = setup(2);
  x = attackThrough(below.s, below.id('me', 'HP/001T-003'));
  expect(inZone(x, Z.retire, below.op)).toHaveLength(3);
  expect(stat(x, below.id('me', 'HS/001T-008'))).toEqual(printed(x, 'HS/001T-008'));
});

covers(['RE/001T-013'], 'RE/001T-013 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: +2/±0 for the turn, +1 more with a 《圭》 member; an attack that does not retire: nothing', () => {
  const kei = 'RE/001T-007';
  const setup = (member: string, opEntry = WEAK) => scene({ me: { entry: 'RE/001T-013', members: [member, 'HP/001T-003', 'HP/001T-010'], rebirth: ['GU/001B-096'] }, op: { entry: opEntry } });
  const withKei = setup(kei);
  expect(withKei.s.catalog[kei]!.name).toContain('圭');
  const self = withKei.id('me', 'RE/001T-013');
  let x = attackThrough(withKei.s, withKei.id('me', 'HP/001T-003'));
  expect(stat(x, self)).toEqual([printed(x, 'RE/001T-013')[0] + 3, printed(x, 'RE/001T-013')[1]]);
  const without = setup('HP/001T-004');
  x = attackThrough(without.s, without.id('me', 'HP/001T-003'));
  expect(stat(x, without.id('me', 'RE/001T-013'))).toEqual([printed(x, 'RE/001T-013')[0] + 2, printed(x, 'RE/001T-013')[1]]);
  const survives = setup(kei, 'HP/003T-011'); // DEF 8: not retired
  x = attackThrough(survives.s, survives.id('me', 'HP/001T-003'));
  expect(stat(x, survives.id('me', 'RE/001T-013'))).toEqual(printed(x, 'RE/001T-013'));
});

covers(['HP/004T-004'], 'HP/004T-004 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: +2/±0 for the turn, and paying エネ② (pay / skip asked) +2 more; 1 standing energy: not asked', () => {
  const setup = (energy: number) => scene({ me: { entry: 'HP/004T-004', members: ['HP/001T-003', 'HP/001T-010'], rebirth: ['GU/001B-096'], energy }, op: { entry: WEAK } });
  const at = setup(2);
  const self = at.id('me', 'HP/004T-004');
  let x = attackThrough(at.s, at.id('me', 'HP/001T-003'));
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = settle(choose(x, 'pay'));
  expect(stat(x, self)).toEqual([printed(x, 'HP/004T-004')[0] + 4, printed(x, 'HP/004T-004')[1]]);
  expect(inZone(x, Z.energy, at.me).filter((e) => !x.cards[e]!.tapped && x.catalog[x.cards[e]!.cardId]!.type !== 'partner')).toEqual([]);
  const short = setup(1);
  x = attackThrough(short.s, short.id('me', 'HP/001T-003'));
  expect(decision(x)!.kind).toBe('r4u.startStep');
  expect(stat(x, short.id('me', 'HP/004T-004'))).toEqual([printed(x, 'HP/004T-004')[0] + 2, printed(x, 'HP/004T-004')[1]]);
});

covers(['HS/001T-002'], 'HS/001T-002 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: +2/±0; then with ATK 9 or more (5 printed, +2 from a Re-birth, +2), 1 of the opponent\'s RESTED members to the waiting room (rested ones offered, a standing one not); at ATK 8 (a +1 Re-birth): nothing', () => {
  const setup = (rebirth: string) => {
    const sc = scene({ me: { entry: 'HS/001T-002', members: ['HP/001T-003', 'HP/001T-010'], rebirth: [rebirth], hand: [] }, op: { entry: WEAK, members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
    for (const c of ['HP/001T-003', 'HP/001T-004']) sc.s.cards[sc.id('op', c)]!.tapped = true;
    return sc;
  };
  const at = setup('BKRM/001B-094'); // 【永】 your Entry +2/+3
  const self = at.id('me', 'HS/001T-002');
  expect(stat(at.s, self)[0]).toBe(7);
  let x = attackThrough(at.s, at.id('me', 'HP/001T-003'));
  expect(stat(x, self)[0]).toBe(9);
  expect(decision(x)!.kind).toBe('chooseCards');
  expect(offered(x)).toEqual([at.id('op', 'HP/001T-003'), at.id('op', 'HP/001T-004')].sort());
  x = settle(pick(x, at.id('op', 'HP/001T-004')));
  expect(cardIds(x, Z.waitingRoom, at.op)).toEqual(['HP/001T-004']); // the retired Entry is in the retire area
  const below = setup('HS/001T-018'); // the common trial Re-birth: +1/+1
  x = attackThrough(below.s, below.id('me', 'HP/001T-003'));
  expect(stat(x, below.id('me', 'HS/001T-002'))[0]).toBe(8);
  expect(decision(x)!.kind).toBe('r4u.startStep');
  expect(inZone(x, Z.members, below.op)).toHaveLength(3);
});

covers(['KGJT/001T-002'], 'KGJT/001T-002 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: paying エネ② (asked), a 〔七陰〕 of your waiting room (every 七陰 offered, another not) onto the members rested', () => {
  const { s, me, id } = scene({ me: { entry: 'KGJT/001T-002', members: ['HP/001T-003', 'HP/001T-010', null], rebirth: ['GU/001B-096'], energy: 2, waitingRoom: ['KGJT/001T-003', 'KGJT/001T-004', 'KGJT/001T-001', 'HP/001T-004'] }, op: { entry: WEAK } });
  let x = attackThrough(s, id('me', 'HP/001T-003'));
  x = choose(x, 'pay');
  const shichi = ['KGJT/001T-003', 'KGJT/001T-004'].filter((c) => (x.catalog[c]!.traits as string[] | undefined)?.includes('七陰'));
  expect(shichi.length).toBeGreaterThan(0);
  expect(offered(x)).toEqual(shichi.map((c) => id('me', c)).sort());
  x = settle(pick(x, id('me', shichi[0]!)));
  const placed = inZone(x, Z.members, me).find((c) => x.cards[c]!.cardId === shichi[0])!;
  expect(x.cards[placed]!.tapped).toBe(true);
});

/** Plays plainly (main: to the attack phase; start step: end the attacks; other questions: nothing) until `me`'s next main phase starts; stops at the first question there. */
const toMyNextMain = (s: GameState): GameState => {
  const n = s.turn.number + 2;
  return passCounters(playUntil(s, (x) => x.turn.number === n && x.turn.phase === 'main' && x.decision?.kind !== 'r4u.counter', (x, l) => (x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(x, l))));
};

covers(['KGJT/001T-001'], 'KGJT/001T-001 【自】【メンバー】【本領発揮Lv６】 at the start of your main phase: may (pay / skip) put this card at the bottom of the deck: draw 1 and every opposing member to the waiting room; members + retired 5 (one below 6): not asked', () => {
  const setup = (retire: number) => scene({ me: { members: ['KGJT/001T-001', 'HP/001T-003', 'HP/001T-004'], retire: copies(retire) }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
  const at = setup(3);
  let x = toMyNextMain(at.s);
  expect(x.turn.active).toBe(at.me);
  expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', at.me, ['pay', 'skip']]);
  const hand = inZone(x, Z.hand, at.me).length;
  x = choose(x, 'pay');
  expect(inZone(x, Z.hand, at.me)).toHaveLength(hand + 1);
  expect(inZone(x, Z.members, at.op)).toEqual([]);
  expect(cardIds(x, Z.waitingRoom, at.op)).toEqual(expect.arrayContaining(['HP/001T-003', 'HP/001T-004', 'HP/001T-010']));
  expect(cardIds(x, Z.members, at.me)).toEqual(['HP/001T-003', 'HP/001T-004']);
  const below = setup(2);
  x = toMyNextMain(below.s);
  expect(decision(x)!.kind).toBe('r4u.main');
  expect(inZone(x, Z.members, below.op)).toHaveLength(3);
});

covers(['KS/002T-019'], 'KS/002T-019 【自】【メンバー】 at the start of your main phase: may put this card at the bottom of the deck to put 2 cards of your waiting room (every card offered) into energy', () => {
  const { s, me, id } = scene({ me: { members: ['KS/002T-019', 'HP/001T-003'], waitingRoom: ['HP/001T-004', 'HP/001T-010', 'GU/001B-096'] } });
  let x = toMyNextMain(s);
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = choose(x, 'pay');
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 2, 2]);
  expect(offered(x)).toEqual(inZone(x, Z.waitingRoom, me).sort());
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['GU/001B-096', 'HP/001T-004', 'HP/001T-010'].sort());
  x = pick(x, id('me', 'HP/001T-004'), id('me', 'GU/001B-096'));
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-010']);
  expect(inZone(x, Z.energy, me).filter((e) => ['HP/001T-004', 'GU/001B-096'].includes(x.cards[e]!.cardId))).toHaveLength(2);
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003']);
});

// 「このキャラが(相手の)効果で / 相手のターン中にメンバーから控え室に置かれた時」 (r4u.leftMembers): the opponent's common
// Re-birth (its Spark puts as many of your Entry and members as its owner's retired cards into the waiting room) is
// the opponent's effect; playing a character onto an occupied slot (4.5.3.3) is not an effect.
const RB = 'HP/001T-018';
/** The opponent's Spark of the common Re-birth (1 retired card: 1 chosen) takes `victim`; the scene's `op` has RB on its deck top. */
const opponentTakes = (s: GameState, op: number, victim: string): GameState => {
  let x = spark(s, op, RB);
  if (x.decision?.kind === 'chooseCards' && x.decision.player === op) x = pick(x, victim);
  return x;
};

covers(['KJ/001T-015'], 'KJ/001T-015 【自】 put from the members into the waiting room by an effect (the opponent\'s Spark): draw 1; replaced by a character played onto its slot (4.5.3.3, not an effect): nothing', () => {
  const { s, me, op, id } = scene({ me: { members: ['KJ/001T-015', 'HP/001T-003'], hand: ['HP/001T-004'], energy: 4 }, op: { retire: copies(1), deckTop: [RB] } });
  const hand = inZone(s, Z.hand, me).length;
  let x = settle(opponentTakes(s, op, id('me', 'KJ/001T-015')));
  expect(cardIds(x, Z.waitingRoom, me)).toContain('KJ/001T-015');
  expect(inZone(x, Z.hand, me)).toHaveLength(hand + 1);
  const replaced = playChar(s, id('me', 'HP/001T-004'), 0);
  x = settle(replaced);
  expect(cardIds(x, Z.waitingRoom, me)).toContain('KJ/001T-015');
  expect(inZone(x, Z.hand, me)).toHaveLength(hand - 1); // the played card left the hand; no draw
});

covers(['HP/005T-004'], 'HP/005T-004 【自】 put from the members into the waiting room by an effect: 1 of the opponent\'s members (every one offered) to the waiting room', () => {
  const { s, me, op, id } = scene({ me: { members: ['HP/005T-004', 'HP/001T-003'] }, op: { retire: copies(1), deckTop: [RB], members: ['HP/001T-004', 'HP/001T-010'] } });
  let x = settle(opponentTakes(s, op, id('me', 'HP/005T-004')), (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === me ? y : null));
  expect(decision(x)!.kind).toBe('chooseCards');
  expect(offered(x)).toEqual([id('op', 'HP/001T-004'), id('op', 'HP/001T-010')].sort());
  x = settle(pick(x, id('op', 'HP/001T-010')));
  expect(cardIds(x, Z.members, op)).toEqual(['HP/001T-004']);
});

covers(['HG/001T-009'], 'HG/001T-009 【自】 put from the members into the waiting room by an effect: your Entry +2/±0 for the turn', () => {
  const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', members: ['HG/001T-009', 'HP/001T-003'] }, op: { retire: copies(1), deckTop: [RB] } });
  const x = settle(opponentTakes(s, op, id('me', 'HG/001T-009')));
  expect(stat(x, entryCard(x, me))).toEqual([printed(x, 'HP/001T-014')[0] + 2, printed(x, 'HP/001T-014')[1]]);
});

covers(['HP/003T-015'], 'HP/003T-015 【自】【メンバー】 put from the members into the waiting room by the OPPONENT\'s effect: your top deck card into energy rested; by your own effect (HG/001T-003\'s attack trigger): nothing', () => {
  const { s, me, op, id } = scene({ me: { members: ['HP/003T-015', 'HP/001T-003'], deckTop: ['HP/001T-004'] }, op: { retire: copies(1), deckTop: [RB] } });
  const x = settle(opponentTakes(s, op, id('me', 'HP/003T-015')));
  const e = inZone(x, Z.energy, me).find((c) => x.cards[c]!.cardId === 'HP/001T-004');
  expect(e).toBeDefined();
  expect(x.cards[e!]!.tapped).toBe(true);
  const own = scene({ me: { entry: 'HG/001T-003', members: ['HP/003T-015', 'HP/001T-003'], retire: copies(5), rebirth: ['HG/001T-015'], deckTop: ['HP/001T-004'] } });
  const y = settle(attack(own.s, own.id('me', 'HP/001T-003')), (z) => (z.decision?.kind === 'r4u.block' ? z : null), 'r4u.block');
  expect(cardIds(y, Z.waitingRoom, own.me)).toContain('HP/003T-015');
  expect(inZone(y, Z.energy, own.me).some((c) => y.cards[c]!.cardId === 'HP/001T-004')).toBe(false);
});

covers(['RE/001T-007'], 'RE/001T-007 【自】 put from the members into the waiting room during the OPPONENT\'s turn: draw 1; during your own turn (your own effect): nothing', () => {
  // the turn player's Spark takes the other player's RE/001T-007
  const theirs = scene({ me: { retire: copies(1), deckTop: [RB] }, op: { members: ['RE/001T-007', 'HP/001T-003'] } });
  const hand = inZone(theirs.s, Z.hand, theirs.op).length;
  const x = settle(opponentTakes(theirs.s, theirs.me, theirs.id('op', 'RE/001T-007')));
  expect(cardIds(x, Z.waitingRoom, theirs.op)).toContain('RE/001T-007');
  expect(inZone(x, Z.hand, theirs.op)).toHaveLength(hand + 1);
  const own = scene({ me: { entry: 'HG/001T-003', members: ['RE/001T-007', 'HP/001T-003'], retire: copies(5), rebirth: ['HG/001T-015'] } });
  const h0 = inZone(own.s, Z.hand, own.me).length;
  const y = settle(attack(own.s, own.id('me', 'HP/001T-003')), (z) => (z.decision?.kind === 'r4u.block' ? z : null), 'r4u.block');
  expect(cardIds(y, Z.waitingRoom, own.me)).toContain('RE/001T-007');
  expect(inZone(y, Z.hand, own.me)).toHaveLength(h0);
});

covers(['TH/001T-013'], 'TH/001T-013 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: with a 〔人間〕 or 〔妖怪〕 member, draw 1; with neither: nothing', () => {
  const setup = (member: string) => scene({ me: { entry: 'TH/001T-013', members: [member, 'TH/001T-004', 'TH/001T-006'], rebirth: ['GU/001B-096'], hand: [] }, op: { entry: WEAK } });
  for (const m of ['TH/001T-007', 'TH/001T-011']) { // 人間, 妖怪
    const at = setup(m);
    const x = attackThrough(at.s, at.id('me', 'TH/001T-004'));
    expect(inZone(x, Z.hand, at.me)).toHaveLength(1);
  }
  const none = setup('TH/001T-005'); // 吸血鬼 only (the supporter and the other member: 吸血鬼, 魔法使い)
  const x = attackThrough(none.s, none.id('me', 'TH/001T-004'));
  expect(cardIds(x, Z.retire, none.op)).toContain(WEAK);
  expect(inZone(x, Z.hand, none.me)).toHaveLength(0);
});

covers(['KS/002T-001'], 'KS/002T-001 【自】【エントリー】【Reコンボ】【ターン１】 attack: with 3 retired, may put 3 of your energy cards (all 4 offered, partners not) into the waiting room: every opposing member to the waiting room and the opponent cannot use 【ブロッカー】 in this attack (not offered); 2 retired: nothing asked, the Blocker is offered', () => {
  const setup = (retire: number) => scene({ me: { entry: 'KS/002T-001', members: ['HP/001T-003', 'HP/001T-004'], retire: copies(retire), rebirth: ['GU/001B-096'], energy: 4 }, op: { members: ['HP/001T-010', 'KJ/001T-004'], hand: ['DJ/003T-009'] } });
  const { s, me, op, id } = setup(3);
  let x = attack(s, id('me', 'HP/001T-003'));
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = choose(x, 'pay');
  const energy = inZone(x, Z.energy, me).filter((e) => x.catalog[x.cards[e]!.cardId]!.type !== 'partner');
  expect([decision(x)!.min, decision(x)!.max]).toEqual([3, 3]);
  expect(offered(x)).toEqual([...energy].sort());
  x = pick(x, ...energy.slice(0, 3));
  x = settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');
  expect(inZone(x, Z.members, op)).toEqual([]);
  expect(inZone(x, Z.energy, me).filter((e) => x.catalog[x.cards[e]!.cardId]!.type !== 'partner')).toHaveLength(1);
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(legal(x).filter((a) => a.type === 'block')).toEqual([]); // 11.6: the Blocker in hand may not be used
  const below = setup(2);
  x = attack(below.s, below.id('me', 'HP/001T-003'));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(legal(x).filter((a) => a.type === 'block').map((a) => a.card)).toEqual([below.id('op', 'DJ/003T-009')]);
  expect(inZone(x, Z.members, below.op)).toHaveLength(2);
});

covers(['KGND/001T-004[VA]'], 'KGND/001T-004 【自】【エントリー】 attack: with more retired cards than the opponent (2 vs 1), +3/±0 for the turn and, at this turn\'s end (7.6.1), this card to the waiting room; equal (1 vs 1): neither', () => {
  const card = 'KGND/001T-004[VA]';
  const setup = (mine: number) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-004'], retire: copies(mine) }, op: { entry: 'HP/003T-011', retire: copies(1) } });
  const more = setup(2);
  const self = more.id('me', card);
  let x = settle(attack(more.s, more.id('me', 'HP/001T-003')));
  expect(stat(x, self)).toEqual([printed(x, card)[0] + 3, printed(x, card)[1]]);
  const n = x.turn.number;
  x = playUntil(x, (y) => y.turn.number === n + 1 && y.decision?.kind === 'r4u.main', (y, l) => (y.decision?.kind === 'r4u.startStep' ? l.find((a) => a.type === 'endAttacks')! : pickNothing(y, l)));
  expect(cardIds(x, Z.waitingRoom, more.me)).toContain(card);
  expect(x.cards[entryCard(x, more.me)]!.cardId).not.toBe(card);
  const equal = setup(1);
  x = settle(attack(equal.s, equal.id('me', 'HP/001T-003')));
  expect(stat(x, equal.id('me', card))).toEqual(printed(x, card));
  x = playUntil(x, (y) => y.turn.number === n + 1 && y.decision?.kind === 'r4u.main', (y, l) => (y.decision?.kind === 'r4u.startStep' ? l.find((a) => a.type === 'endAttacks')! : pickNothing(y, l)));
  expect(cardIds(x, Z.entry, equal.me)).toEqual([card]);
});

covers(['HP/005T-012'], 'HP/005T-012 【自】【メンバー】【本領発揮Lv５】 support: the supported Entry +1/±0 for the attack, +1 more when it is a 《フレア》; members + retired 4: nothing', () => {
  const setup = (entry: string, retire: number) => scene({ me: { entry, members: ['HP/005T-012', 'HP/001T-003', 'HP/001T-004'], retire: copies(retire) }, op: { entry: 'HP/003T-011' } });
  for (const [entry, add] of [['HP/005T-008', 2], ['HP/005T-011', 1]] as const) { // フレア / ノエル
    const at = setup(entry, 2);
    const x = atBlock(attack(at.s, at.id('me', 'HP/005T-012')));
    expect(stat(x, at.id('me', entry))).toEqual([printed(x, entry)[0] + add, printed(x, entry)[1]]);
  }
  const below = setup('HP/005T-008', 1);
  const x = atBlock(attack(below.s, below.id('me', 'HP/005T-012')));
  expect(stat(x, below.id('me', 'HP/005T-008'))).toEqual(printed(x, 'HP/005T-008'));
});

covers(['HS/001T-015'], 'HS/001T-015 【自】【メンバー】【Reコンボ】 support: the supported Entry +2/±0 for the attack; then with its ATK 7 or more (5 + 2), may put this card into energy rested (yes / no asked); at ATK 6 (4 + 2): not asked', () => {
  const setup = (entry: string) => scene({ me: { entry, members: ['HS/001T-015', 'HP/001T-003'], rebirth: ['GU/001B-096'] }, op: { entry: 'HP/003T-011' } });
  const at = setup('HS/001T-002'); // ATK 5
  let x = attack(at.s, at.id('me', 'HS/001T-015'));
  expect(stat(x, at.id('me', 'HS/001T-002'))[0]).toBe(7);
  expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['yes', 'no']]);
  x = atBlock(choose(x, 'yes'));
  const e = inZone(x, Z.energy, at.me).find((c) => x.cards[c]!.cardId === 'HS/001T-015');
  expect(e && x.cards[e]!.tapped).toBe(true);
  const below = setup('HS/001T-008'); // ATK 4
  x = attack(below.s, below.id('me', 'HS/001T-015'));
  expect(stat(x, below.id('me', 'HS/001T-008'))[0]).toBe(6);
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(cardIds(x, Z.members, below.me)).toContain('HS/001T-015');
});

covers(['RE/001T-014'], 'RE/001T-014 【自】【エントリー】【Reコンボ】 retiring an opponent\'s character: a card of your waiting room (every card offered) into energy rested; with a 《有》 member, also 1 of your partners (all 3 offered) stands; without: no partner question', () => {
  const setup = (member: string) => scene({ me: { entry: 'RE/001T-014', members: [member, 'HP/001T-003', 'HP/001T-004'], rebirth: ['GU/001B-096'], waitingRoom: ['HP/001T-010', 'KJ/001T-004'] }, op: { entry: WEAK } });
  const yu = setup('RE/001T-001');
  expect(yu.s.catalog['RE/001T-001']!.name).toContain('有');
  let x = attackThrough(yu.s, yu.id('me', 'HP/001T-003'));
  expect(offered(x)).toEqual([yu.id('me', 'HP/001T-010'), yu.id('me', 'KJ/001T-004')].sort());
  x = pick(x, yu.id('me', 'KJ/001T-004'));
  const partners = inZone(x, Z.energy, yu.me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'partner');
  expect(offered(x)).toEqual([...partners].sort());
  x = settle(pick(x, partners[2]!));
  expect(partners.filter((p) => !x.cards[p]!.tapped)).toEqual([partners[2]!]);
  const e = inZone(x, Z.energy, yu.me).find((c) => x.cards[c]!.cardId === 'KJ/001T-004')!;
  expect(x.cards[e]!.tapped).toBe(true);
  const no = setup('HP/001T-010');
  x = attackThrough(no.s, no.id('me', 'HP/001T-003'));
  x = pick(x, no.id('me', 'KJ/001T-004'));
  expect(decision(x)!.kind).toBe('r4u.startStep');
  expect(inZone(x, Z.energy, no.me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'partner' && !x.cards[c]!.tapped)).toEqual([]);
});

covers(['KS/002T-005'], 'KS/002T-005 【永】【エントリー】【Reコンボ】 +2/±0 (no Re-birth: none); 【自】 put from the energy into the waiting room (here: the price of KS/002T-002\'s support): your Entry 《めぐみん》 +3/±0 for the turn; with another Entry: nothing chosen', () => {
  const card = 'KS/002T-005';
  const entryOnly = scene({ me: { entry: card, rebirth: [VANILLA_REBIRTH] } });
  expect(stat(entryOnly.s, entryOnly.id('me', card))).toEqual([printed(entryOnly.s, card)[0] + 2, printed(entryOnly.s, card)[1]]);
  const bare = scene({ me: { entry: card } });
  expect(stat(bare.s, bare.id('me', card))).toEqual(printed(bare.s, card));
  const setup = (entry: string) => {
    const sc = scene({ me: { entry, members: ['KS/002T-002', 'HP/001T-003'], hand: [card] } });
    const s = sc.s;
    const id = sc.id('me', card);
    const c = s.cards[id]!;
    s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
    s.zones[zoneKey(Z.energy, sc.me)]!.cards.unshift(id); // a face-down energy card (4.6.2)
    c.zone = zoneKey(Z.energy, sc.me);
    c.face = 'down';
    return sc;
  };
  const at = setup('KS/002T-003'); // 《めぐみん》, 【のびしろ】
  const p = printed(at.s, 'KS/002T-003');
  let x = attack(at.s, at.id('me', 'KS/002T-002'));
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = choose(x, 'pay');
  if (x.decision?.kind === 'chooseCards') x = pick(x, at.id('me', card));
  x = atBlock(x);
  expect(cardIds(x, Z.waitingRoom, at.me)).toContain(card);
  expect(stat(x, entryCard(x, at.me))).toEqual([p[0] + 2 + 3, p[1]]); // +2 for the attack (KS/002T-002), +3 for the turn
  x = settle(x);
  expect(stat(x, entryCard(x, at.me))).toEqual([p[0] + 3, p[1]]);
  const other = setup('HP/001T-014');
  x = choose(attack(other.s, other.id('me', 'KS/002T-002')), 'pay');
  if (x.decision?.kind === 'chooseCards') x = pick(x, other.id('me', card));
  x = atBlock(x);
  expect(cardIds(x, Z.waitingRoom, other.me)).toContain(card);
  expect(stat(x, entryCard(x, other.me))).toEqual([printed(x, 'HP/001T-014')[0] + 2, printed(x, 'HP/001T-014')[1]]);
});

covers(['TOP/001T-013'], 'TOP/001T-013 【自】【エントリー】【Reコンボ】【ターン１】 retiring an opponent\'s character: a character of your waiting room with 【スパーク】 or 【キャンセル】 (those offered; a 【のびしろ】 / 【ブロッカー】 character and a Spark Re-birth not) to your hand; no Re-birth set: nothing', () => {
  const card = 'TOP/001T-013';
  const setup = (rebirth: boolean) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-010'], rebirth: rebirth ? [VANILLA_REBIRTH] : [], waitingRoom: ['TOP/001T-014', 'TOP/001T-002', 'TOP/001T-004', 'TOP/001T-005', 'AL/001T-016'] }, op: { entry: WEAK } });
  const at = setup(true);
  let x = attackThrough(at.s, at.id('me', 'HP/001T-003'));
  expect(inZone(x, Z.retire, at.op)).toHaveLength(1);
  expect(offered(x)).toEqual([at.id('me', 'TOP/001T-014'), at.id('me', 'TOP/001T-002')].sort());
  x = settle(pick(x, at.id('me', 'TOP/001T-002')));
  expect(cardIds(x, Z.hand, at.me)).toEqual(['TOP/001T-002']);
  const none = setup(false);
  x = attackThrough(none.s, none.id('me', 'HP/001T-003'));
  expect(decision(x)!.kind).toBe('r4u.startStep');
  expect(cardIds(x, Z.hand, none.me)).toEqual([]);
});

covers(['HP/005T-007'], 'HP/005T-007 【自】【エントリー】【Reコンボ】【ターン１】 retiring an opponent\'s character: draw 1; with a 〔３期生〕 member (the catalog\'s full-width trait) +1/±0 for the turn, and with a 《ノエル》 too +1 more (a 《ノエル》, who is 〔３期生〕, counts for both: +2); a 〔３期生〕 that is not 《ノエル》: +1; no 〔３期生〕: draw only', () => {
  const card = 'HP/005T-007';
  const setup = (members: string[]) => scene({ me: { entry: card, members: [...members, 'HP/001T-003', 'HP/001T-010'].slice(0, 3), rebirth: [VANILLA_REBIRTH], hand: [] }, op: { entry: WEAK } });
  const p = printed(setup([]).s, card);
  for (const [members, add] of [[['HP/005T-011'], 2], [['HP/005T-006'], 1], [[], 0]] as const) {
    const sc = setup([...members]);
    const x = attackThrough(sc.s, sc.id('me', 'HP/001T-003'));
    expect(inZone(x, Z.hand, sc.me)).toHaveLength(1);
    expect(stat(x, sc.id('me', card))).toEqual([p[0] + add, p[1]]);
  }
});

covers(['HP/002T-007'], 'HP/002T-007 【自】【エントリー】 attack: +1/±0 per member for the attack (3 members: +3), and at this attack\'s end (8.5.1) with ATK 8 or more this card to the waiting room: 4 + 3 + 1 (《ノンストップ・ストーリー》 in the first attack) = 8: discarded; 2 members (7): stays', () => {
  const card = 'HP/002T-007';
  const setup = (members: string[]) => scene({ me: { entry: card, members, rebirth: ['HP/001T-017'] } });
  const three = setup(['HP/001T-003', 'HP/001T-004', 'HP/001T-010']);
  const p = printed(three.s, card);
  let x = atBlock(attack(three.s, three.id('me', 'HP/001T-003')));
  expect(stat(x, three.id('me', card))).toEqual([p[0] + 3 + 1, p[1]]);
  x = settle(x);
  expect(cardIds(x, Z.waitingRoom, three.me)).toContain(card);
  const two = setup(['HP/001T-003', 'HP/001T-010']);
  x = atBlock(attack(two.s, two.id('me', 'HP/001T-003')));
  expect(stat(x, two.id('me', card))).toEqual([p[0] + 2 + 1, p[1]]);
  x = settle(x);
  expect(cardIds(x, Z.entry, two.me)).toEqual([card]);
});

covers(['TS/001T-002'], 'TS/001T-002 【スパーク】【本領発揮Lv３】：このターン中、このキャラが相手のキャラをリタイアさせた時、あなたは１枚引く。 — members + retired 3: each retire by this card this turn draws 1 (two attacks, two retires: 2 cards; 9.8.5.1 a period is written); an attack that does not retire: nothing; 2 (one below): never', () => {
  const card = 'TS/001T-002';
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], retire: copies(retire), hand: [], deckTop: [card] }, op: { entry: WEAK, deckTop: [WEAK, 'HP/003T-011'] } });
  const at = setup(0);
  let x = settle(spark(at.s, at.me, card));
  expect(cardIds(x, Z.entry, at.me)).toEqual([card]);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(0);
  x = attackThrough(x, at.id('me', 'HP/001T-003'));
  expect(inZone(x, Z.retire, at.op)).toHaveLength(1);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(1);
  x = attackThrough(x, at.id('me', 'HP/001T-004'));
  expect(inZone(x, Z.retire, at.op)).toHaveLength(2);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(2);
  x = attackThrough(x, at.id('me', 'HP/001T-010')); // HP/003T-011 (DEF 8) is not retired
  expect(inZone(x, Z.retire, at.op)).toHaveLength(2);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(2);
  const below = scene({ me: { members: ['HP/001T-003', 'HP/001T-004'], hand: [], deckTop: [card] }, op: { entry: WEAK } });
  x = attackThrough(settle(spark(below.s, below.me, card)), below.id('me', 'HP/001T-003'));
  expect(inZone(x, Z.retire, below.op)).toHaveLength(1);
  expect(inZone(x, Z.hand, below.me)).toHaveLength(0);
});
