/**
 * TB D-12 field cards (the seed's section 5 is missing, E1): played in your main phase paying their cost
 * (attribute rule D-13); D12_fieldCardLimit 'oneTotal' (default) / 'onePerPlayer' / 'none'. Field cards
 * work while in play (static abilities).
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { Z } from '../src/constants.js';
import { readerOf, stat } from '../src/state.js';
import { declareAndResolve, find, leader, listed, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

function twoFields(limit: string): GameState {
  let s = withHand(testGame({ decks: [['放課後の校庭', '相沢ユウキ', '相沢ユウキ'], ['嵐の夜', '相沢ユウキ']], options: { D12_fieldCardLimit: limit } }), A, ['放課後の校庭', '相沢ユウキ']);
  s = withHand(s, B, ['嵐の夜', '相沢ユウキ']);
  s = declareAndResolve(s, (a) => a.type === 'playField');
  // B plays its field card in its own turn
  s = declareAndResolve(s, (a) => a.type === 'endPhase');
  for (let i = 0; i < 20 && !(s.decision?.kind === 'tag.main' && s.turn.active === B); i++) s = declareAndResolve(s, (a) => a.type === 'pass' || a.type === 'pick' || a.type === 'done');
  return declareAndResolve(s, (a) => a.type === 'playField');
}

describe('TB D-12 field cards', () => {
  it('TB D-12 "oneTotal" (default): a new field card sends the one in play to its owner\'s discard pile', () => {
    const s = twoFields('oneTotal');
    expect(s.zones[Z.fieldCard]!.cards.map((id) => s.cards[id]!.owner)).toEqual([B]);
    expect(find(s, '放課後の校庭', Z.discard, A)).toHaveLength(1);
  });

  it('TB D-12 "onePerPlayer": each player may keep one', () => {
    const s = twoFields('onePerPlayer');
    expect(s.zones[Z.fieldCard]!.cards).toHaveLength(2);
  });

  it('TB D-12 "none": no limit', () => {
    const s = twoFields('none');
    expect(s.zones[Z.fieldCard]!.cards).toHaveLength(2);
  });

  it('TB D-12, C-2, D-13: a field card with an attribute (文化祭, 感, cost 3) needs that attribute on every point; it then works for every character', () => {
    let s = withHand(testGame({ decks: [['文化祭', '春野ひかり(エプロン)'], []] }), A, ['文化祭']);
    expect(listed(s, 'playField')).toEqual([]); // one 感 source (ひかり) for 3 points
    s = withHand(testGame({ decks: [['文化祭'], []], options: { D13_attributeCostRule: 'atLeastOne' } }), A, ['文化祭', '相沢ユウキ', '相沢ユウキ']);
    expect(listed(s, 'playField')).toHaveLength(1);
    s = declareAndResolve(s, (a) => a.type === 'playField');
    expect(stat(readerOf(s), leader(s, A, 'main'), '感')).toBe(5);
    expect(stat(readerOf(s), leader(s, B, 'main'), '感')).toBe(2);
  });

  it('TB D-12: field cards only in your own main phase', () => {
    let s = withHand(testGame({ decks: [[], ['嵐の夜']] }), B, ['嵐の夜', '相沢ユウキ']);
    s = declareAndResolve(s, (a) => a.type === 'endPhase');
    expect(legalActions(s).some((a) => a.type === 'playField')).toBe(false);
  });
});
