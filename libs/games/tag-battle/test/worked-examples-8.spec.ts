/**
 * The seed's two worked examples (§8 例1 / 例2, digest TB-01 / TB-02), reproduced with the sample cards made
 * after them: player A challenges with 『一ノ瀬ことみ』 (感 3; special ability 「料理」: 感+2 in a 料理 battle),
 * player B receives with 『坂上智代』 (感 3; 【得意バトル:日常系】[攻+1][防+1]; 「元・粛正者」), battle 「料理」
 * (attack 感性 / defence 感性, 屋外 / 日常系).
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { CHALLENGED, CHALLENGER, DAMAGE, Z } from '../src/constants.js';
import { readerOf } from '../src/state.js';
import { battleValues } from '../src/rules/values.js';
import { edit, find, one, payFirst, pick, put, testGame } from './helpers.js';

const A = 0;
const B = 1;

/** A's ことみ and B's 智代 wake on the field, 料理 in A's main field; B holds 追加攻撃 and a character card to pay with. */
function position(): { s: GameState; kotomi: string; tomoyo: string; ryouri: string } {
  let s = testGame({ decks: [['一ノ瀬ことみ', '料理'], ['坂上智代', '追加攻撃', '相沢ユウキ']] });
  let r = put(s, '一ノ瀬ことみ', Z.characters, A);
  s = r.state;
  const kotomi = r.id;
  r = put(s, '坂上智代', Z.characters, B);
  s = r.state;
  const tomoyo = r.id;
  r = put(s, '料理', Z.battleCards, A, { area: 'main' });
  s = r.state;
  const ryouri = r.id;
  s = put(s, '追加攻撃', Z.hand, B).state;
  return { s, kotomi, tomoyo, ryouri };
}

const values = (s: GameState, id: string, card: string) => battleValues(readerOf(s), id, card);

/** Steps A–D: A declares, B passes the step-A response, A picks ことみ, B picks 智代, A picks 料理. */
function toStepG(): { s: GameState; kotomi: string; tomoyo: string; ryouri: string; step1: { kotomi: object; tomoyo: object } } {
  const p = position();
  let s = pick(p.s, (a) => a.type === 'declareBattle');
  s = pick(s, (a) => a.type === 'pass' && a.player === B); // step A: B declares no action
  s = pick(s, (a) => a.type === 'pick' && a.card === p.kotomi); // B: the challenger's character
  s = pick(s, (a) => a.type === 'pick' && a.card === p.tomoyo); // C: the challenged player's character
  // D: 「料理」 is the only unused battle card, so the choice makes itself; E and F need no decision
  expect(s.data.battle).toMatchObject({ battleCard: p.ryouri, challengerChar: p.kotomi, challengedChar: p.tomoyo });
  expect(s.turn.step).toBe('G');
  // 【ステップ1】 the values before step F (the same position with F not reached yet)
  const beforeF = edit(s, (x) => ((x.data.battle as { fReached: boolean }).fReached = false));
  return { ...p, s, step1: { kotomi: values(beforeF, p.kotomi, p.ryouri), tomoyo: values(beforeF, p.tomoyo, p.ryouri) } };
}

describe('TB S8 worked examples (seed 例1 / 例2)', () => {
  it('TB S8 例1 (TB-01): ことみ 5/5 vs 智代 3/3; step F gives 智代 [攻+1][防+1] → 4/4; 元・粛正者 at G gives ことみ [攻-1][防-1] → 4/4; no damage either way', () => {
    const g = toStepG();
    let s = g.s;
    // both participants went to sleep (S8 B, C); the battle card is used (S8 D)
    expect(s.cards[g.kotomi]!.tapped).toBe(true);
    expect(s.cards[g.tomoyo]!.tapped).toBe(true);
    expect(s.cards[g.ryouri]!.tapped).toBe(true);
    expect(s.cards[g.kotomi]!.counters[CHALLENGER]).toBe(1);
    expect(s.cards[g.tomoyo]!.counters[CHALLENGED]).toBe(1);
    // 【ステップ3】 step F has been passed: 智代 4/4, ことみ unchanged 5/5
    expect(values(s, g.kotomi, g.ryouri)).toEqual({ attack: 5, defence: 5 });
    expect(values(s, g.tomoyo, g.ryouri)).toEqual({ attack: 4, defence: 4 });
    // 【ステップ2】 the seed's formula (E3): ことみ would take 3 − 5 → 0 and 智代 5 − 3 = 2 without F
    // 【ステップ4】 step G: B uses 元・粛正者 (cost [無]: B discards a character card from hand)
    expect(s.decision?.player).toBe(B);
    s = pick(s, (a) => a.type === 'useAbility' && a.card === g.tomoyo);
    s = pick(s, (a) => a.type === 'payDiscard', 'payment');
    s = pick(s, (a) => a.type === 'pass' && a.player === A); // A's one simultaneous answer: none
    expect(values(s, g.kotomi, g.ryouri)).toEqual({ attack: 4, defence: 4 });
    expect(values(s, g.tomoyo, g.ryouri)).toEqual({ attack: 4, defence: 4 });
    // G: B may not use a second ability in this step (S8 G: one)
    expect(legalActions(s).some((a) => a.type === 'useAbility')).toBe(false);
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    // H: A goes on to I
    s = pick(s, (a) => a.type === 'choose' && a.option === 'I');
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    // J: no damage either way; the battle is over, the [攻-1][防-1] ended with it
    expect(s.cards[g.kotomi]!.counters[DAMAGE] ?? 0).toBe(0);
    expect(s.cards[g.tomoyo]!.counters[DAMAGE] ?? 0).toBe(0);
    expect(s.data.battle).toBeNull();
    expect(s.effects.some((e) => e.duration && typeof e.duration === 'object')).toBe(false);
    expect(s.decision?.kind).toBe('tag.main');
  });

  it('TB S8 例1 【ステップ1】: after step D and before F, ことみ is 5/5 (「料理」: 感 3 + 2, a static special ability, S7-3) and 智代 3/3', () => {
    const g = toStepG();
    expect(g.step1).toEqual({ kotomi: { attack: 5, defence: 5 }, tomoyo: { attack: 3, defence: 3 } });
    // before step D no battle card is chosen: 「料理」 does not apply yet
    const p = position();
    let s = pick(p.s, (a) => a.type === 'declareBattle');
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    s = pick(s, (a) => a.type === 'pick' && a.card === p.kotomi);
    expect(values(s, p.kotomi, p.ryouri)).toEqual({ attack: 3, defence: 3 });
  });

  it('TB S8 例2 (TB-02): B also plays 追加攻撃 on 智代\'s 感 → 智代 6/6; ことみ takes 6 − 4 = 2, 智代 takes 0', () => {
    const g = toStepG();
    let s = g.s;
    s = pick(s, (a) => a.type === 'useAbility' && a.card === g.tomoyo);
    s = pick(s, (a) => a.type === 'payDiscard', 'payment');
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    // B keeps the initiative in G and plays 追加攻撃 on 智代 (target chosen when declared)
    s = pick(s, (a) => a.type === 'playInstant' && a.card === one(s, '追加攻撃', Z.hand, B));
    s = payFirst(s); // S6-2: the cost, then the target (chosen when declared)
    s = pick(s, (a) => a.type === 'pick' && a.card === g.tomoyo, 'target 智代');
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    s = pick(s, (a) => a.type === 'choose' && a.option === '感', 'stat 感');
    expect(values(s, g.tomoyo, g.ryouri)).toEqual({ attack: 6, defence: 6 });
    expect(values(s, g.kotomi, g.ryouri)).toEqual({ attack: 4, defence: 4 });
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    s = pick(s, (a) => a.type === 'choose' && a.option === 'I');
    s = pick(s, (a) => a.type === 'pass' && a.player === A);
    s = pick(s, (a) => a.type === 'pass' && a.player === B);
    expect(s.cards[g.kotomi]!.counters[DAMAGE]).toBe(2);
    expect(s.cards[g.tomoyo]!.counters[DAMAGE] ?? 0).toBe(0);
    // the instant went to B's discard pile (S6-3); the +2 lasts until the end of the turn (S7-8)
    expect(find(s, '追加攻撃', Z.discard, B)).toHaveLength(1);
    expect(s.effects.filter((e) => e.duration === 'untilEndOfTurn' && e.targets?.includes(g.tomoyo))).toHaveLength(1);
  });
});
