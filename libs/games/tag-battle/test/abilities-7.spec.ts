/**
 * TB §7 特殊能力を使う (S7-1…S7-10) with C-13 (icons), D-15 (HP price), D-22 (lifetimes).
 */
import { apply, legalActions, type GameState } from '../../../engine/src/index.js';
import { DAMAGE, Z } from '../src/constants.js';
import { costYieldOf, currentHp, readerOf, stat } from '../src/state.js';
import { declareAndResolve, edit, fieldOf, find, leader, listed, one, passTurn, pick, put, sleep, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

function withChar(name: string, player = A, opts: { tapped?: boolean; damage?: number } = {}, spec = {}): { s: GameState; id: string } {
  const r = put(withHand(testGame(spec), player, ['相沢ユウキ', '相沢ユウキ']), name, Z.characters, player, opts);
  return { s: r.state, id: r.id };
}

const abilityOf = (s: GameState, card: string) => listed(s, 'useAbility', card);

describe('TB §7 special abilities', () => {
  it('TB S7-3: an ability without cost or price is static — always on while the character is on the field (働き者: cost yield 2, C-10)', () => {
    const { s, id } = withChar('森川こはる');
    expect(costYieldOf(s, id)).toBe(2);
    expect(abilityOf(s, id)).toEqual([]);
    // generating cost in advance with it puts 2 points in the pool
    const after = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === id);
    expect((after.players[A]!.flags.pool as unknown[]).length).toBe(2);
  });

  it('TB S7-4, C-13: a red icon is paid by putting the ability\'s own character to sleep — not usable while it sleeps', () => {
    const { s, id } = withChar('水瀬ゆい'); // お使い[赤]: draw 1, then discard 1
    expect(abilityOf(s, id)).toHaveLength(1);
    expect(abilityOf(sleep(s, [id]), id)).toEqual([]);
    let after = pick(s, (a) => a.type === 'useAbility' && a.card === id);
    expect(after.cards[id]!.tapped).toBe(true); // the only way to pay: forced, no decision
    after = pick(after, (a) => a.type === 'pass'); // B's answer
    expect(after.decision).toMatchObject({ kind: 'chooseCards', player: A }); // 「その後、手札を1枚捨てる」
  });

  it('TB C-13: a green icon is paid by putting any one of your characters to sleep (生徒会長の威厳[緑][無])', () => {
    const { s, id } = withChar('冬木かえで');
    expect(abilityOf(s, id)).toHaveLength(1);
    // with every character asleep but かえで there is still かえで itself for green and a hand card for colourless
    const allAsleep = sleep(s, fieldOf(s, A).filter((x) => x !== id));
    expect(abilityOf(allAsleep, id)).toHaveLength(1);
    // with nothing wake: no green point
    expect(abilityOf(sleep(s, fieldOf(s, A)), id)).toEqual([]);
    const done = declareAndResolve(s, (a) => a.type === 'useAbility' && a.card === id, [leader(s, B, 'main')]);
    expect(done.cards[leader(s, B, 'main')]!.tapped).toBe(true);
  });

  it('TB S7-5, D-15: an "HP-1" price is paid like a cost: usable at 1 HP left (then KO\'d), not at 0; it is not damage', () => {
    const at1 = withChar('夏目りん', A, { damage: 3 }, { leaders: [['春野ひかり', '秋月しずく'], ['黒田ケンジ', '冬木かえで']] });
    expect(currentHp(readerOf(at1.s), at1.id)).toBe(1);
    expect(abilityOf(at1.s, at1.id)).toHaveLength(1);
    const r = declareAndResolve(at1.s, (a) => a.type === 'useAbility' && a.card === at1.id);
    expect(find(r, '夏目りん', Z.ko, A)).toHaveLength(1); // HP 0 → KO (S8-4)
    const at0 = edit(at1.s, (x) => (x.cards[at1.id]!.counters[DAMAGE] = 4));
    expect(abilityOf(at0, at1.id)).toEqual([]);
  });

  it('TB D-15: with D15_hpPriceCountsAsDamage the HP-1 price is dealt as damage (a damage event); by default it is a price, not damage', () => {
    for (const asDamage of [false, true]) {
      const { s, id } = withChar('夏目りん', A, {}, { leaders: [['春野ひかり', '秋月しずく'], ['黒田ケンジ', '冬木かえで']], options: { D15_hpPriceCountsAsDamage: asDamage } });
      const r = apply(s, legalActions(s).find((a) => a.type === 'useAbility' && a.card === id)!); // red: forced; the price is paid when declared
      expect(r.state.cards[id]!.counters[DAMAGE]).toBe(1);
      expect(r.events.filter((e) => e.type === 'damage').length).toBe(asDamage ? 1 : 0);
      expect(r.events.filter((e) => e.type === 'tag.hpPrice').length).toBe(asDamage ? 0 : 1);
    }
  });

  it('TB S7-8, D-22: stat changes made by abilities revert at the end of the turn (全力疾走: 早+2 until end of turn)', () => {
    const { s, id } = withChar('夏目りん', A, {}, { leaders: [['春野ひかり', '秋月しずく'], ['黒田ケンジ', '冬木かえで']] });
    const used = declareAndResolve(s, (a) => a.type === 'useAbility' && a.card === id);
    expect(stat(readerOf(used), id, '早')).toBe(7);
    expect(currentHp(readerOf(used), id)).toBe(3); // the HP-1 price
    const next = passTurn(used);
    expect(stat(readerOf(next), id, '早')).toBe(5);
  });

  it('TB S7-9: some abilities work only in the opponent\'s turn (補習); own-turn abilities are not usable in the opponent\'s turn', () => {
    const { s, id } = withChar('白石つばさ', B);
    const mine = put(s, '水瀬ゆい', Z.characters, B).state;
    expect(legalActions(mine).some((a) => a.type === 'useAbility' && a.player === B)).toBe(false); // A's main decision
    const window = pick(mine, (a) => a.type === 'endPhase');
    const abilities = legalActions(window).filter((a) => a.type === 'useAbility');
    expect(abilities.map((a) => a.card)).toEqual([id]); // 補習 yes, お使い (own turn) no
  });

  it('TB S7-6: "〜のとき" abilities — スポットライト (enters the field: put an opposing character to sleep, optional)', () => {
    const s = withHand(testGame({ decks: [['星野みらい'], []] }), A, ['星野みらい', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ']);
    let after = declareAndResolve(s, (a) => a.type === 'playCharacter' && a.card === one(s, '星野みらい', Z.hand, A));
    // pay (4): two leaders + two hand cards; then the trigger asks whether to use it
    expect(after.decision).toMatchObject({ kind: 'chooseOption', player: A, options: ['yes', 'no'] });
    after = pick(after, (a) => a.option === 'yes');
    after = pick(after, (a) => a.type === 'pick' && a.card === leader(after, B, 'main'));
    expect(after.cards[leader(after, B, 'main')]!.tapped).toBe(true);
  });

  it('TB S7-6: 最後の歌声 (桜井まどか) draws a card when she is KO\'d in a battle — not when KO\'d otherwise', () => {
    const { s, id } = withChar('桜井まどか', B);
    const koByPrice = edit(s, (x) => (x.cards[id]!.counters[DAMAGE] = 3));
    const after = declareAndResolve(koByPrice, (a) => a.type === 'discardFromHand');
    expect(find(after, '桜井まどか', Z.ko, B)).toHaveLength(1);
    expect(after.decision?.kind).toBe('tag.main'); // no trigger: not in a battle
  });

  it('TB S7-2, E6: abilities are not usable during a battle except at A (response), G and I', () => {
    const { s, id } = withChar('冬木かえで', A);
    let b = put(s, '料理', Z.battleCards, A, { area: 'main' }).state;
    b = pick(b, (a) => a.type === 'declareBattle');
    // B's step-A response: B's own abilities that work in A's turn only
    b = pick(b, (a) => a.type === 'pass');
    // step B: a chooseCards decision; no ability is offered
    expect(b.decision?.kind).toBe('chooseCards');
    expect(legalActions(b).some((a) => a.type === 'useAbility' && a.card === id)).toBe(false);
  });
});
