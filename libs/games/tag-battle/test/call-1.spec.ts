/**
 * TB §1 キャラクターを呼び出す (S1-1…S1-4), with D-8 (character limit) and D-24 (same character by identity).
 */
import { legalActions } from '../../../engine/src/index.js';
import { DAMAGE, Z } from '../src/constants.js';
import { declareAndResolve, edit, fieldOf, find, listed, one, put, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

describe('TB §1 calling a character', () => {
  it('TB S1-1: the printed cost must be paid — 冬木かえで (cost 3) is listed with exactly 3 points available, not with 2', () => {
    // A: two wake leaders (1 point each); the hand holds かえで and 0 or 1 character card to discard (C-12)
    const two = withHand(testGame({ decks: [['冬木かえで'], []] }), A, ['冬木かえで']);
    expect(listed(two, 'playCharacter')).toEqual([]);
    const three = withHand(testGame({ decks: [['冬木かえで'], []] }), A, ['冬木かえで', '相沢ユウキ']);
    const kaede = one(three, '冬木かえで', Z.hand, A);
    expect(listed(three, 'playCharacter', kaede)).toHaveLength(1);
    // paying it: both leaders sleep and the other card is discarded (the card itself cannot pay for itself)
    const s = declareAndResolve(three, (a) => a.type === 'playCharacter' && a.card === kaede);
    expect(find(s, '冬木かえで', Z.characters, A)).toHaveLength(1);
    expect(fieldOf(s, A).filter((id) => s.cards[id]!.tapped)).toHaveLength(3);
    expect(find(s, '相沢ユウキ', Z.discard, A)).toHaveLength(1);
  });

  it('TB S1-4: a character enters the field asleep; a cost-0 character needs no payment', () => {
    const s0 = withHand(testGame({ decks: [['朝倉もも'], []] }), A, ['朝倉もも']);
    const s = declareAndResolve(s0, (a) => a.type === 'playCharacter');
    const momo = one(s, '朝倉もも', Z.characters, A);
    expect(s.cards[momo]!.tapped).toBe(true);
    expect(fieldOf(s, A).filter((id) => s.cards[id]!.tapped)).toEqual([momo]);
  });

  it('TB S1-2, D-24: not while the same character is on your own field — 春野ひかり(エプロン) is blocked by the leader 春野ひかり (same character key)', () => {
    const s = withHand(testGame({ decks: [['春野ひかり(エプロン)', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ'], []] }), A, ['春野ひかり(エプロン)', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ']);
    expect(listed(s, 'playCharacter', one(s, '春野ひかり(エプロン)', Z.hand, A))).toEqual([]);
    expect(listed(s, 'playCharacter').map((a) => s.cards[a.card as string]!.cardId)).not.toContain(s.cards[one(s, '春野ひかり(エプロン)', Z.hand, A)]!.cardId);
  });

  it('TB S1-2: allowed while that character is only on the opponent\'s field, and again after yours was KO\'d', () => {
    let s = withHand(testGame({ decks: [['黒田ケンジ', '冬木かえで', '冬木かえで'], []] }), A, ['黒田ケンジ', '冬木かえで']);
    // 黒田ケンジ is B's main leader: A may still call its own
    expect(listed(s, 'playCharacter', one(s, '黒田ケンジ', Z.hand, A))).toHaveLength(1);
    // a かえで on A's field blocks the one in hand; once KO'd, it may be called
    const r = put(s, '冬木かえで', Z.characters, A);
    s = r.state;
    const inHand = one(s, '冬木かえで', Z.hand, A);
    expect(listed(s, 'playCharacter', inHand)).toEqual([]);
    s = edit(s, (x) => (x.cards[r.id]!.counters[DAMAGE] = 5));
    s = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === one(s, '黒田ケンジ', Z.hand, A)); // any action: the check KOs かえで
    expect(find(s, '冬木かえで', Z.ko, A)).toHaveLength(1);
    expect(listed(s, 'playCharacter', inHand)).toHaveLength(1);
  });

  it('TB S1-3, S2-11: not while a tag built from that character is on your field', () => {
    let s = withHand(testGame({ decks: [['夏目りん＆橘ナオト', '橘ナオト', '相沢ユウキ'], []] }), A, ['橘ナオト', '相沢ユウキ']);
    const naoto = one(s, '橘ナオト', Z.hand, A);
    expect(listed(s, 'playCharacter', naoto)).toHaveLength(1);
    s = put(s, '夏目りん＆橘ナオト', Z.characters, A).state;
    expect(listed(s, 'playCharacter', naoto)).toEqual([]);
  });

  it('TB D-8: D8_maxCharacters — the last free place can be filled (at the limit), not one more', () => {
    const base = (max: number) => withHand(testGame({ decks: [['朝倉もも'], []], options: { D8_maxCharacters: max } }), A, ['朝倉もも']);
    expect(listed(base(3), 'playCharacter')).toHaveLength(1); // 2 leaders + 1 = 3
    expect(listed(base(2), 'playCharacter')).toEqual([]); // 2 leaders already: one over
    expect(listed(base(0), 'playCharacter')).toHaveLength(1); // 0 = no limit (default)
  });

  it('TB S1 timing (S7-9, C-7): characters are called only in your own main phase — never as an answer in the opponent\'s turn', () => {
    const s = withHand(testGame({ decks: [[], ['朝倉もも']] }), B, ['朝倉もも']);
    const afterPass = declareAndResolve(s, (a) => a.type === 'endPhase');
    expect(afterPass.decision?.player).toBe(B);
    expect(legalActions(afterPass).some((a) => a.type === 'playCharacter')).toBe(false);
  });
});
