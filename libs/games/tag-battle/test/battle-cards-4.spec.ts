/**
 * TB §4 バトルカードを出す (S4-1…S4-4, D-11) and §9 バトルカードを破棄する (S9-1); D-7 lock of a fallen sub field.
 */
import { legalActions, type JsonObject } from '../../../engine/src/index.js';
import { F, P, Z } from '../src/constants.js';
import { declareAndResolve, edit, find, listed, one, put, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

const areas = (s: ReturnType<typeof testGame>, p: number) => s.zones[`${p}:${Z.battleCards}`]!.cards.map((id) => s.cards[id]!.flags[F.area]);

describe('TB §4 playing battle cards', () => {
  it('TB S4-1, D-11: any number from hand, free, into the main or the sub field of your choice', () => {
    let s = withHand(testGame({ decks: [['料理', '料理', 'お菓子作り'], []] }), A, ['料理', '料理', 'お菓子作り']);
    const first = one(s, '料理', Z.hand, A);
    expect(listed(s, 'playBattleCard', first).map((a) => a.area)).toEqual(['main', 'sub']);
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.card === first && a.area === 'main');
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.area === 'sub');
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard');
    expect(s.zones[`${A}:${Z.battleCards}`]!.cards).toHaveLength(3);
    // S4-3: several with the same name
    expect(find(s, '料理', Z.battleCards, A)).toHaveLength(2);
    // free: nothing asleep, nothing discarded
    expect(s.zones[`${A}:${Z.characters}`]!.cards.every((id) => !s.cards[id]!.tapped)).toBe(true);
  });

  it('TB S4-2: per player 3 in the main field and 2 in the sub field — the 3rd main and 2nd sub are allowed, a 4th / 3rd is not', () => {
    let s = withHand(testGame({ decks: [['料理', '料理', '料理', '料理', '料理', '料理'], []] }), A, ['料理', '料理', '料理', '料理', '料理', '料理']);
    for (let i = 0; i < 2; i++) s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.area === 'main');
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.area === 'sub');
    expect(listed(s, 'playBattleCard').map((a) => a.area)).toContain('main'); // 3rd main: at the limit
    expect(listed(s, 'playBattleCard').map((a) => a.area)).toContain('sub'); // 2nd sub: at the limit
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.area === 'main');
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard' && a.area === 'sub');
    expect(areas(s, A).sort()).toEqual(['main', 'main', 'main', 'sub', 'sub']);
    expect(listed(s, 'playBattleCard')).toEqual([]); // one over in both: nothing listed
    // the opponent's 5 are its own (10 in all)
    expect(s.zones[`${B}:${Z.battleCards}`]!.cards).toHaveLength(0);
  });

  it('TB S4-4: a battle card may be used for a battle the turn it is played', () => {
    let s = withHand(testGame({ decks: [['料理'], []] }), A, ['料理']);
    expect(legalActions(s).some((a) => a.type === 'declareBattle')).toBe(false); // no battle card on the field (S8 A)
    s = declareAndResolve(s, (a) => a.type === 'playBattleCard');
    expect(legalActions(s).some((a) => a.type === 'declareBattle')).toBe(true);
  });

  it('TB D-7: with "lockBattleCards" a fallen sub field takes no battle card; "drawOnly" (default) still does', () => {
    const fallen = (o: JsonObject) => edit(withHand(testGame({ decks: [['料理'], []], options: o }), A, ['料理']), (x) => (x.players[A]!.flags[P.subFieldFallen] = true));
    expect(listed(fallen({}), 'playBattleCard').map((a) => a.area)).toEqual(['main', 'sub']);
    expect(listed(fallen({ D7_fallenSubField: 'lockBattleCards' }), 'playBattleCard').map((a) => a.area)).toEqual(['main']);
  });
});

describe('TB §9 discarding battle cards', () => {
  it('TB S9-1: in your own main phase, any number of your own battle cards (not the opponent\'s)', () => {
    let s = testGame({ decks: [['料理', 'お菓子作り'], ['カラオケ']] });
    s = put(put(s, '料理', Z.battleCards, A, { area: 'main' }).state, 'お菓子作り', Z.battleCards, A, { area: 'sub' }).state;
    const theirs = put(s, 'カラオケ', Z.battleCards, B, { area: 'main' });
    s = theirs.state;
    expect(listed(s, 'discardBattleCard').map((a) => a.card)).not.toContain(theirs.id);
    s = declareAndResolve(s, (a) => a.type === 'discardBattleCard');
    s = declareAndResolve(s, (a) => a.type === 'discardBattleCard');
    expect(s.zones[`${A}:${Z.battleCards}`]!.cards).toEqual([]);
    expect(find(s, '料理', Z.discard, A)).toHaveLength(1);
    expect(find(s, 'お菓子作り', Z.discard, A)).toHaveLength(1);
    expect(s.zones[`${B}:${Z.battleCards}`]!.cards).toEqual([theirs.id]);
  });

  it('TB S9-1: not in the opponent\'s turn (the non-turn player cannot discard its battle cards in a window)', () => {
    let s = put(testGame({ decks: [[], ['カラオケ']] }), 'カラオケ', Z.battleCards, B, { area: 'main' }).state;
    s = declareAndResolve(s, (a) => a.type === 'endPhase');
    expect(s.decision?.player).toBe(B);
    expect(legalActions(s).some((a) => a.type === 'discardBattleCard')).toBe(false);
  });

  it('TB S9-1, S3-5: a discarded battle card takes its items with it to their owners\' discard piles', () => {
    let s = testGame({ decks: [['料理', '審判の笛'], []] });
    const bc = put(s, '料理', Z.battleCards, A, { area: 'main' });
    const wh = put(bc.state, '審判の笛', Z.equipment, B);
    s = edit(wh.state, (x) => (x.cards[wh.id]!.attachedTo = bc.id));
    s = declareAndResolve(s, (a) => a.type === 'discardBattleCard' && a.card === bc.id);
    expect(find(s, '審判の笛', Z.discard, B)).toHaveLength(1);
  });
});
