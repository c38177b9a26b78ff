/**
 * TB §6 インスタントカードを使う (S6-1…S6-3) with S7-9 (opponent's turn), S7-10 (effect when declared), D-29
 * (no effect when every target is gone), the timing keyword and 謎めいた転校生 (not a target of instants).
 */
import { apply, legalActions, type JsonObject } from '../../../engine/src/index.js';
import { DAMAGE, Z } from '../src/constants.js';
import { currentHp, readerOf } from '../src/state.js';
import { declareAndResolve, edit, fieldOf, find, leader, listed, pick, put, sleep, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

describe('TB §6 instants', () => {
  it('TB S6-2, S6-3: pay the printed cost; it takes effect, then goes to the discard pile (差し入れのクッキー heals 2)', () => {
    let s = withHand(testGame({ decks: [['差し入れのクッキー'], []] }), A, ['差し入れのクッキー']);
    const hikari = leader(s, A, 'main');
    s = edit(s, (x) => (x.cards[hikari]!.counters[DAMAGE] = 3));
    s = declareAndResolve(s, (a) => a.type === 'playInstant', [hikari]);
    expect(currentHp(readerOf(s), hikari)).toBe(3); // 4 − 3 + 2
    expect(find(s, '差し入れのクッキー', Z.discard, A)).toHaveLength(1);
    expect(fieldOf(s, A).filter((id) => s.cards[id]!.tapped)).toHaveLength(1); // the 1 point
  });

  it('TB S6-1: as many as can be paid — the third 作戦会議 is listed with 1 point left, not with 0', () => {
    let s = withHand(testGame({ decks: [['作戦会議', '作戦会議', '作戦会議'], []] }), A, ['作戦会議', '作戦会議', '作戦会議']);
    s = declareAndResolve(s, (a) => a.type === 'playInstant');
    s = declareAndResolve(s, (a) => a.type === 'playInstant');
    // two leaders paid two; the drawn cards are whatever they are: make the hand exactly the last 作戦会議
    s = withHand(s, A, ['作戦会議']);
    expect(listed(s, 'playInstant')).toEqual([]); // 0 points left
    s = sleep(s, [leader(s, A, 'main')], false);
    expect(listed(s, 'playInstant')).toHaveLength(1); // 1 point: at the limit
  });

  it('TB S6-1, S7-9: instants are usable in the opponent\'s turn (as the answer to a declaration)', () => {
    let s = withHand(testGame({ decks: [['料理'], ['寝坊']] }), B, ['寝坊']);
    s = withHand(put(s, '料理', Z.hand, A).state, A, ['料理']);
    s = pick(s, (a) => a.type === 'playBattleCard');
    expect(s.decision?.player).toBe(B);
    expect(legalActions(s).some((a) => a.type === 'playInstant')).toBe(true);
  });

  it('TB S6 timing: ハプニング (バトル中にのみ) is not usable outside a battle', () => {
    const s = withHand(testGame({ decks: [['ハプニング'], []] }), A, ['ハプニング', '相沢ユウキ']);
    expect(listed(s, 'playInstant')).toEqual([]);
  });

  it('TB D-29: an instant whose every target is gone when it resolves has no effect; it still goes to the discard pile and its cost stays paid', () => {
    // A passes; B plays 雨天中止 on A's 料理; A answers with its own 雨天中止 on the same card: A's resolves first (S7-11)
    let s = withHand(testGame({ decks: [['雨天中止', '料理'], ['雨天中止']] }), A, ['雨天中止', '相沢ユウキ', '相沢ユウキ']);
    s = withHand(s, B, ['雨天中止', '相沢ユウキ', '相沢ユウキ']);
    const ryouri = put(s, '料理', Z.battleCards, A, { area: 'main' });
    s = pick(ryouri.state, (a) => a.type === 'endPhase');
    s = pick(s, (a) => a.type === 'playInstant' && a.player === B);
    for (let i = 0; i < 5 && s.decision?.kind === 'tag.pay'; i++) s = pick(s, () => true);
    // (the only 屋外 battle card is the target by itself)
    expect(s.data.exchange).toMatchObject([{ player: B, kind: 'instant', targets: [ryouri.id] }]);
    const events: JsonObject[] = [];
    s = pick(s, (a) => a.type === 'playInstant' && a.player === A);
    for (let i = 0; i < 5 && s.decision?.kind === 'tag.pay'; i++) {
      const r = apply(s, legalActions(s)[0]!);
      events.push(...r.events);
      s = r.state;
    }
    expect(find(s, '料理', Z.discard, A)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'fizzled').map((e) => e.rule)).toEqual(['TB D-29']);
    expect(find(s, '雨天中止', Z.discard, A)).toHaveLength(1);
    expect(find(s, '雨天中止', Z.discard, B)).toHaveLength(1);
    expect(fieldOf(s, B).some((id) => s.cards[id]!.tapped) || find(s, '相沢ユウキ', Z.discard, B).length > 0).toBe(true); // B's cost stays paid
  });

  it('謎めいた転校生 (月島セナ): not a target of instants; still a target of abilities', () => {
    let s = withHand(testGame({ decks: [['寝坊'], []] }), A, ['寝坊', '相沢ユウキ']);
    const sena = put(s, '月島セナ', Z.characters, B);
    s = pick(sena.state, (a) => a.type === 'playInstant');
    for (let i = 0; i < 5 && s.decision?.kind === 'tag.pay'; i++) s = pick(s, () => true);
    expect(s.decision?.candidates).not.toContain(sena.id);
    expect(s.decision?.candidates).toContain(leader(s, B, 'main'));
  });
});
