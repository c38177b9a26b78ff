/**
 * TB §3 アイテムカードを装備する (S3-1…S3-11) with D-13 (attribute rule), D-28 (opponent's character).
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { DAMAGE, Z } from '../src/constants.js';
import { readerOf, stat, currentHp } from '../src/state.js';
import { declareAndResolve, edit, find, leader, listed, one, put, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

function game(hand: string[], options = {}): GameState {
  return withHand(testGame({ decks: [[...hand, 'エプロン', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ'], []], options }), A, hand);
}

describe('TB §3 equipping items', () => {
  it('TB S3-2, S3-4: choose one card, pay the cost; the item works while equipped (エプロン: 感+1)', () => {
    let s = game(['エプロン', '相沢ユウキ']);
    const hikari = leader(s, A, 'main'); // 春野ひかり 感 4, attribute 感
    const apron = one(s, 'エプロン', Z.hand, A);
    // hosts: every character on both fields (S3-11), each one action
    expect(listed(s, 'equipItem', apron).map((a) => a.host).sort()).toEqual([...s.zones[`0:${Z.characters}`]!.cards, ...s.zones[`1:${Z.characters}`]!.cards].sort());
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === hikari);
    const eq = one(s, 'エプロン', Z.equipment, A);
    expect(s.cards[eq]!.attachedTo).toBe(hikari);
    expect(stat(readerOf(s), hikari, '感')).toBe(5);
  });

  it('TB S3-8, D-13: an item with an attribute is paid with points of that attribute ("all": every point)', () => {
    // エプロン (感, 1): ひかり (感) can pay; without a 感 source it is not listed, a character card from hand cannot pay (no attribute, D-14)
    const s = game(['エプロン', '相沢ユウキ']);
    expect(listed(s, 'equipItem').length).toBeGreaterThan(0);
    const noKan = edit(s, (x) => (x.cards[leader(x, A, 'main')]!.tapped = true));
    expect(listed(noKan, 'equipItem')).toEqual([]);
    // 参考書 (賢, 2): しずく (賢) alone is 1 point: 'all' refuses; 'atLeastOne' accepts しずく + a hand card
    const book = game(['参考書', '相沢ユウキ']);
    expect(listed(book, 'equipItem')).toEqual([]);
    const loose = game(['参考書', '相沢ユウキ'], { D13_attributeCostRule: 'atLeastOne' });
    expect(listed(loose, 'equipItem').length).toBeGreaterThan(0);
    // 'atLeastOne' still needs one: with しずく asleep nothing carries 賢
    expect(listed(edit(loose, (x) => (x.cards[leader(x, A, 'sub')]!.tapped = true)), 'equipItem')).toEqual([]);
  });

  it('TB S3-3: the same item cannot be equipped twice to one card; one copy each on two characters, and different items on one, are fine', () => {
    let s = game(['エプロン', 'エプロン', 'お守り', '相沢ユウキ', '相沢ユウキ']);
    const hikari = leader(s, A, 'main');
    const shizuku = leader(s, A, 'sub');
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === hikari);
    const second = one(s, 'エプロン', Z.hand, A);
    // (感 points: ひかり is asleep now; give it back to test only the rule)
    s = edit(s, (x) => (x.cards[hikari]!.tapped = false));
    expect(listed(s, 'equipItem', second).map((a) => a.host)).not.toContain(hikari);
    expect(listed(s, 'equipItem', second).map((a) => a.host)).toContain(shizuku);
    expect(listed(s, 'equipItem', one(s, 'お守り', Z.hand, A)).map((a) => a.host)).toContain(hikari);
  });

  it('TB S3-5, S8-4: when the host leaves the field its item goes to the item owner\'s discard pile (also an item on the opponent\'s character)', () => {
    let s = game(['お守り', '相沢ユウキ', '相沢ユウキ']);
    const r = put(s, '冬木かえで', Z.characters, B);
    s = r.state;
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === r.id); // S3-11 on B's character
    const charm = one(s, 'お守り', Z.equipment, A);
    expect(s.cards[charm]!.owner).toBe(A);
    expect(currentHp(readerOf(s), r.id)).toBe(6); // HP 5 + 1 (the item works for its host, D-28)
    s = edit(s, (x) => (x.cards[r.id]!.counters[DAMAGE] = 6));
    s = declareAndResolve(s, (a) => a.type === 'discardFromHand'); // the check after it KOs かえで
    expect(find(s, '冬木かえで', Z.ko, B)).toHaveLength(1);
    expect(find(s, 'お守り', Z.discard, A)).toHaveLength(1);
    expect(find(s, 'お守り', Z.discard, B)).toHaveLength(0);
  });

  it('TB S3-7: items only in the turn player\'s main phase — never as an answer, never by the non-turn player', () => {
    const s = withHand(testGame({ decks: [[], ['お守り']] }), B, ['お守り']);
    const window = declareAndResolve(s, (a) => a.type === 'endPhase');
    expect(window.decision?.player).toBe(B);
    expect(legalActions(window).some((a) => a.type === 'equipItem')).toBe(false);
  });

  it('TB S3-9, S3-10: 審判の笛 goes on a battle card (either side; not twice on one), 応援旗 on the field (any number); neither on a character', () => {
    let s = game(['審判の笛', '審判の笛', '応援旗', '応援旗', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ'], { D13_attributeCostRule: 'atLeastOne' });
    s = put(s, '冬木かえで', Z.characters, A).state; // a 根 source for 応援旗
    const bc = put(s, '料理', Z.battleCards, B, { area: 'main' });
    s = bc.state;
    const whistles = listed(s, 'equipItem', find(s, '審判の笛', Z.hand, A)[0]);
    expect(whistles.map((a) => a.host)).toEqual([bc.id]);
    const flag = listed(s, 'equipItem', find(s, '応援旗', Z.hand, A)[0]);
    expect(flag.map((a) => a.host)).toEqual(['field']);
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === bc.id);
    expect(listed(s, 'equipItem', one(s, '審判の笛', Z.hand, A))).toEqual([]); // S3-10: not twice on one battle card
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === 'field');
    s = edit(s, (x) => Object.values(x.cards).forEach((c) => (c.tapped = c.zone.endsWith(Z.characters) ? false : c.tapped)));
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === 'field');
    expect(find(s, '応援旗', Z.fieldItems, A)).toHaveLength(2);
    // 応援旗 ×2: 自分のキャラすべての根+1 each
    expect(stat(readerOf(s), leader(s, A, 'main'), '根')).toBe(3 + 2);
  });

  it('TB S3-11, D-28: an item may go on the opponent\'s character; it stays its owner\'s card and affects its host', () => {
    let s = game(['エプロン', '相沢ユウキ']);
    const kenji = leader(s, B, 'main');
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === kenji);
    const apron = one(s, 'エプロン', Z.equipment, A);
    expect(s.cards[apron]).toMatchObject({ owner: A, attachedTo: kenji });
    expect(stat(readerOf(s), kenji, '感')).toBe(2);
  });
});
