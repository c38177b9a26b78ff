/**
 * TB §8 対戦相手にバトルを挑む — steps A–E (S8-1, S8 A–E) with D-3, D-5, D-7, D-10, D-18, D-33, D-35.
 * Steps F–J: battle-8-f-j.spec.ts.
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { P, Z } from '../src/constants.js';
import { battleAtG, edit, fieldOf, finishBattle, isPass, leader, one, passTurn, pick, put, sleep, testGame, withHand } from './helpers.js';

const A = 0;
const B = 1;

const canBattle = (s: GameState) => legalActions(s).some((a) => a.type === 'declareBattle');

function arena(options = {}): { s: GameState; bc: string } {
  const r = put(withHand(testGame({ options }), B, ['相沢ユウキ']), '料理', Z.battleCards, A, { area: 'main' });
  return { s: r.state, bc: r.id };
}

describe('TB S8 A: the start of a battle', () => {
  it('TB S8 A: the turn player needs a wake character — one wake character is enough, none is not', () => {
    const { s } = arena();
    const one_ = sleep(s, [leader(s, A, 'sub')]);
    expect(canBattle(one_)).toBe(true);
    expect(canBattle(sleep(one_, [leader(s, A, 'main')]))).toBe(false);
  });

  it('TB S8 A: at least one battle card on the field, either side\'s; none: no battle', () => {
    expect(canBattle(testGame())).toBe(false);
    const theirs = put(testGame(), 'カラオケ', Z.battleCards, B, { area: 'sub' }).state;
    expect(canBattle(theirs)).toBe(true);
  });

  it('TB S8 A, D: each battle card once per turn — one card: one battle; a second declaration needs an unused card', () => {
    let { s } = arena();
    s = finishBattle(declareBattleDefault(s));
    expect(canBattle(s)).toBe(false); // the only battle card is used (asleep)
    s = put(s, 'お菓子作り', Z.battleCards, A, { area: 'sub' }).state;
    expect(canBattle(s)).toBe(true);
  });

  it('TB S8 A, D-33, D-18: the opponent\'s one response resolves before the battle; if A\'s conditions then fail, the battle ends before step B (nothing slept, no card used)', () => {
    let { s, bc } = arena();
    s = withHand(s, B, ['寝坊', '相沢ユウキ', '相沢ユウキ']);
    s = sleep(s, [leader(s, A, 'sub')]);
    const only = leader(s, A, 'main');
    s = pick(s, (a) => a.type === 'declareBattle');
    expect(s.decision).toMatchObject({ player: B, kind: 'tag.window', data: { context: 'A', mode: 'respond' } });
    s = pick(s, (a) => a.type === 'playInstant');
    for (let i = 0; i < 5 && s.decision?.kind === 'tag.pay'; i++) s = pick(s, () => true);
    if (s.decision?.kind === 'chooseCards') s = pick(s, (a) => a.card === only);
    expect(s.cards[only]!.tapped).toBe(true);
    expect(s.data.battle).toBeNull();
    expect(s.cards[bc]!.tapped).toBe(false);
    expect(s.decision).toMatchObject({ player: A, kind: 'tag.main' });
  });

  it('TB D-3: D3_firstTurnBattle false forbids battles on turn 1 (default true allows them)', () => {
    expect(canBattle(arena().s)).toBe(true);
    expect(canBattle(arena({ D3_firstTurnBattle: false }).s)).toBe(false);
  });
});

/** Declares a battle with default answers (first candidates) up to step G. */
function declareBattleDefault(s: GameState): GameState {
  let x = pick(s, (a) => a.type === 'declareBattle');
  for (let i = 0; i < 6 && x.turn.step !== 'G'; i++) x = pick(x, (a) => a.type === 'pass' || a.type === 'pick');
  return x;
}

describe('TB S8 B–E: choosing the participants and the battle', () => {
  it('TB S8 B, D-35: the challenger picks a wake character (leaders included); it goes to sleep', () => {
    let { s } = arena();
    const extra = put(s, '冬木かえで', Z.characters, A);
    const asleep = put(extra.state, '相沢ユウキ', Z.characters, A, { tapped: true });
    s = pick(asleep.state, (a) => a.type === 'declareBattle');
    s = pick(s, isPass);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: A, rule: 'TB S8 B' });
    expect(new Set(s.decision!.candidates)).toEqual(new Set([leader(s, A, 'main'), leader(s, A, 'sub'), extra.id]));
    s = pick(s, (a) => a.card === extra.id);
    expect(s.cards[extra.id]!.tapped).toBe(true);
    // D35_leaderMayChallenge false: leaders are not candidates
    let t = put(arena({ D35_leaderMayChallenge: false }).s, '冬木かえで', Z.characters, A).state;
    const kaede = one(t, '冬木かえで', Z.characters, A);
    t = pick(pick(t, (a) => a.type === 'declareBattle'), isPass);
    expect((t.data.battle as { challengerChar: string }).challengerChar).toBe(kaede); // the only candidate: chosen by itself
  });

  it('TB S8 C: sleeping characters cannot receive a battle, except leaders; with every other character asleep the leader must', () => {
    const g = (sleepers: (s: GameState) => string[], options = {}) => {
      let { s } = arena(options);
      const k = put(s, '冬木かえで', Z.characters, B);
      s = sleep(k.state, sleepers(k.state));
      s = pick(pick(s, (a) => a.type === 'declareBattle'), isPass);
      s = pick(s, (a) => a.type === 'pick' && a.card === leader(s, A, 'main'));
      return { s, kaede: k.id };
    };
    const awake = g(() => []);
    expect(new Set(awake.s.decision!.candidates)).toEqual(new Set([leader(awake.s, B, 'main'), leader(awake.s, B, 'sub'), awake.kaede]));
    // かえで asleep: not a candidate; the sleeping leaders still are
    const k = g((s) => [...fieldOf(s, B)]);
    expect(new Set(k.s.decision!.candidates)).toEqual(new Set([leader(k.s, B, 'main'), leader(k.s, B, 'sub')]));
    // D-5 'mainOnly': a sleeping sub leader is an ordinary sleeping character
    const m = g((s) => [...fieldOf(s, B)], { D5_leaderRulesApplyTo: 'mainOnly' });
    expect((m.s.data.battle as { challengedChar: string }).challengedChar).toBe(leader(m.s, B, 'main'));
    // the chosen character goes to sleep (already asleep here; awake case):
    const chosen = pick(awake.s, (a) => a.card === awake.kaede);
    expect(chosen.cards[awake.kaede]!.tapped).toBe(true);
  });

  it('TB S8 D: the challenger may choose the opponent\'s battle card; the chosen card sleeps (used this turn)', () => {
    let s = testGame();
    const mine = put(s, '料理', Z.battleCards, A, { area: 'main' });
    const theirs = put(mine.state, 'カラオケ', Z.battleCards, B, { area: 'sub' });
    s = pick(pick(theirs.state, (a) => a.type === 'declareBattle'), isPass);
    s = pick(s, (a) => a.type === 'pick');
    s = pick(s, (a) => a.type === 'pick');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'TB S8 D' });
    expect(new Set(s.decision!.candidates)).toEqual(new Set([mine.id, theirs.id]));
    s = pick(s, (a) => a.card === theirs.id);
    expect(s.cards[theirs.id]!.tapped).toBe(true);
    expect(s.cards[mine.id]!.tapped).toBe(false);
  });

  it('TB D-10: used battle cards wake at every wake-up phase, both players\' ("everyTurnAll"); "ownWakeUpOnly": only the turn player\'s', () => {
    for (const [reset, wakes] of [['everyTurnAll', true], ['ownWakeUpOnly', false]] as const) {
      let s = testGame({ options: { D10_battleCardReset: reset } });
      const mine = put(s, '料理', Z.battleCards, A, { area: 'main' });
      s = finishBattle(declareBattleDefault(mine.state));
      expect(s.cards[mine.id]!.tapped).toBe(true);
      s = passTurn(s); // B's turn: A's card wakes only with everyTurnAll
      expect(s.cards[mine.id]!.tapped).toBe(!wakes);
    }
  });

  it('TB S8 D, 嵐の夜: a field card can forbid 屋外 battle cards (料理 is 屋外/日常系); D-7 "lockBattleCards" closes a fallen sub field\'s cards', () => {
    let s = put(testGame(), '料理', Z.battleCards, A, { area: 'sub' }).state;
    expect(canBattle(s)).toBe(true);
    const storm = put(s, '嵐の夜', Z.fieldCard, B).state;
    expect(canBattle(storm)).toBe(false);
    s = edit(s, (x) => (x.players[A]!.flags[P.subFieldFallen] = true));
    expect(canBattle(s)).toBe(true);
    expect(canBattle(edit(s, (x) => (x.options.D7_fallenSubField = 'lockBattleCards')))).toBe(false);
  });

  it('TB S8 E (E2): the text repeats D; only one battle card is chosen, E does nothing', () => {
    const { s } = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理' });
    expect(s.zones[`${A}:${Z.battleCards}`]!.cards.filter((id) => s.cards[id]!.tapped)).toHaveLength(1);
    expect(s.turn.step).toBe('G');
  });
});
