/**
 * TB S7-11 simultaneous declarations (digest TB-03) and the D-23 windows: the turn player's effect resolves
 * first whoever declared first; one simultaneous answer, no nesting; the holder keeps the initiative.
 * The seed's example: a wake female character with 1 HP left; the non-turn player plays 『倒れられた姫君』
 * (sleep + 2 damage), the turn player 『好物』 (heal 4): heal first → 5 HP, then sleep and 2 damage → 3 HP.
 */
import { legalActions, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { Z } from '../src/constants.js';
import { currentHp, readerOf } from '../src/state.js';
import { one, payFirst, pick, put, testGame, withHand } from './helpers.js';

const A = 0; // turn player
const B = 1;

/** 冬木かえで (HP 5, female) on A's field, wake, 4 damage (1 HP left); A holds 好物, B holds 倒れられた姫君. */
function position(options = {}): { s: GameState; kaede: string } {
  let s = testGame({ decks: [['冬木かえで', '好物'], ['倒れられた姫君']], options });
  const r = put(s, '冬木かえで', Z.characters, A, { damage: 4 });
  s = put(put(r.state, '好物', Z.hand, A).state, '倒れられた姫君', Z.hand, B).state;
  expect(currentHp(readerOf(s), r.id)).toBe(1);
  return { s, kaede: r.id };
}

const hp = (s: GameState, id: string) => currentHp(readerOf(s), id);

describe('TB S7-11 simultaneous declarations (D-23)', () => {
  it('TB S7-11 (TB-03): the non-turn player plays 倒れられた姫君, the turn player answers with 好物: 好物 resolves first → 5 HP, then sleep + 2 damage → 3 HP', () => {
    const { s: s0, kaede } = position();
    let s = pick(s0, (a) => a.type === 'endPhase'); // D-23 (2): the turn player passes; B may act
    expect(s.decision).toMatchObject({ player: B, kind: 'tag.window' });
    s = pick(s, (a) => a.type === 'playInstant' && a.card === one(s, '倒れられた姫君', Z.hand, B));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    // A's one simultaneous answer
    expect(s.decision).toMatchObject({ player: A, kind: 'tag.window' });
    s = pick(s, (a) => a.type === 'playInstant' && a.card === one(s, '好物', Z.hand, A));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    expect(hp(s, kaede)).toBe(3);
    expect(s.cards[kaede]!.tapped).toBe(true);
    // the turn player keeps the initiative: its main phase goes on (D-23 (2))
    expect(s.decision).toMatchObject({ player: A, kind: 'tag.main' });
  });

  it('TB S7-11: the order is by turn, not by who declared first: A declares 好物, B answers with 姫君 → still 3 HP', () => {
    const { s: s0, kaede } = position();
    let s = pick(s0, (a) => a.type === 'playInstant' && a.card === one(s0, '好物', Z.hand, A));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    s = pick(s, (a) => a.type === 'playInstant' && a.card === one(s, '倒れられた姫君', Z.hand, B));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    expect(hp(s, kaede)).toBe(3);
  });

  it('TB S7-11 (contrast): 姫君 alone KOs the 1-HP character (1 − 2 ≤ 0, S8-4)', () => {
    const { s: s0, kaede } = position();
    let s = pick(s0, (a) => a.type === 'endPhase');
    s = pick(s, (a) => a.type === 'playInstant' && a.card === one(s, '倒れられた姫君', Z.hand, B));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    expect(s.cards[kaede]).toBeUndefined();
    expect(s.zones[`${A}:${Z.ko}`]!.cards.map((id) => s.cards[id]!.cardId)).toContain(s0.cards[kaede]!.cardId);
  });

  it('TB D-23 (3): a simultaneous answer is not answered: after B\'s answer the exchange resolves at once', () => {
    const { s: s0, kaede } = position();
    let s = pick(s0, (a) => a.type === 'playInstant' && a.card === one(s0, '好物', Z.hand, A));
    s = payFirst(s);
    s = pick(s, (a) => a.type === 'pick' && a.card === kaede, 'target');
    expect(s.decision?.data).toMatchObject({ mode: 'respond' });
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    expect(hp(s, kaede)).toBe(5);
    expect(s.decision).toMatchObject({ player: A, kind: 'tag.main' });
  });

  it('TB D-23 (2): when both players pass, the main phase ends', () => {
    const { s: s0 } = position();
    let s = pick(s0, (a) => a.type === 'endPhase');
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    expect(s.turn.phase === 'handAdjust' || s.turn.active === B).toBe(true);
  });

  it("TB D-23 option 'whenPlayable': a window where passing is the only answer is skipped; 'always' asks", () => {
    // B holds only vanilla characters and its leaders have no ability usable in A's turn
    const bare = (o: JsonObject) => {
      const s = withHand(put(testGame({ options: o, decks: [['料理'], []] }), '料理', Z.hand, A).state, B, ['相沢ユウキ']);
      return pick(s, (a) => a.type === 'playBattleCard');
    };
    const asked = bare({ D23_responseWindows: 'always' });
    expect(asked.decision).toMatchObject({ player: B, kind: 'tag.window' });
    expect(legalActions(asked)).toEqual([{ type: 'pass', player: B }]);
    expect(bare({ D23_responseWindows: 'whenPlayable' }).decision).toMatchObject({ player: A, kind: 'tag.main' });
  });
});
