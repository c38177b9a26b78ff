/**
 * TB §8 steps F–J: step-F modifiers (特殊技能, 付加技能, 性格, 得意/苦手バトル), the challenged player's step G,
 * the H→F loop (D-20, D-21), the challenger's step I, and the result J (S8-2…S8-6, D-17, D-22, D-32).
 */
import { apply, legalActions, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { CHALLENGER, DAMAGE, Z } from '../src/constants.js';
import { readerOf } from '../src/state.js';
import { battleValues } from '../src/rules/values.js';
import { battleAtG, edit, finishBattle, find, isPass, leader, one, payFirst, pick, put, type BattleSpec } from './helpers.js';

const A = 0;
const B = 1;
const LEADERS: BattleSpec['leaders'] = [['冬木かえで', '月島セナ'], ['黒田ケンジ', '夏目りん']];

const vals = (s: GameState, id: string, card: string) => battleValues(readerOf(s), id, card);
const beforeF = (s: GameState) => edit(s, (x) => ((x.data.battle as { fReached: boolean }).fReached = false));
const hand = (s: GameState, p: number, names: string[]) => names.reduce((x, n) => put(x, n, Z.hand, p).state, s);

/** The player decides in a window: plays `card` (by name from hand) paying first, targets `target` if asked, the other passes. */
function playIn(s0: GameState, player: number, name: string, target?: string, stat?: string): GameState {
  let s = pick(s0, (a) => a.type === 'playInstant' && a.player === player && a.card === one(s0, name, Z.hand, player));
  s = payFirst(s);
  if (s.decision?.kind === 'chooseCards' && s.decision.player === player) s = pick(s, (a) => a.type === 'pick' && (target === undefined || a.card === target));
  s = pick(s, isPass, 'the other player\'s answer');
  if (s.decision?.kind === 'chooseOption' && stat) s = pick(s, (a) => a.option === stat);
  return s;
}

describe('TB S8 F: step-F modifiers', () => {
  it('TB S8 F: 特殊技能 (battle by name) and 性格 (any battle) apply from step F — ひかり(エプロン) 5/5 → 7/7 in お菓子作り', () => {
    const g = battleAtG({ chal: '春野ひかり(エプロン)', def: '相沢ユウキ', card: 'お菓子作り', leaders: LEADERS });
    expect(vals(beforeF(g.s), g.chal, g.card)).toEqual({ attack: 5, defence: 5 });
    expect(vals(g.s, g.chal, g.card)).toEqual({ attack: 7, defence: 7 });
    expect(vals(g.s, g.def, g.card)).toEqual({ attack: 3, defence: 3 });
  });

  it('TB S8 F: 苦手バトル lowers (しずく in 短距離走 早/根: 2/2 → 1/1); 得意バトル raises (しずく in 期末テスト 賢/根: 5/2 → 6/3)', () => {
    const weak = battleAtG({ chal: '秋月しずく', def: '相沢ユウキ', card: '短距離走', leaders: LEADERS });
    expect(vals(weak.s, weak.chal, weak.card)).toEqual({ attack: 1, defence: 1 });
    const fav = battleAtG({ chal: '秋月しずく', def: '相沢ユウキ', card: '期末テスト', leaders: LEADERS });
    expect(vals(fav.s, fav.chal, fav.card)).toEqual({ attack: 6, defence: 3 });
  });

  it('TB S8 F: 付加技能 applies in every battle (神崎あおい 気合 [攻+1]: 腕相撲 力/力 4/4 → 5/4)', () => {
    const g = battleAtG({ chal: '神崎あおい', def: '相沢ユウキ', card: '腕相撲', leaders: LEADERS });
    expect(vals(g.s, g.chal, g.card)).toEqual({ attack: 5, defence: 4 });
  });

  it('TB S8 F, H, D-22: back to F recomputes — modifiers are never stacked', () => {
    let g = battleAtG({ chal: '春野ひかり(エプロン)', def: '相沢ユウキ', card: 'お菓子作り', leaders: LEADERS });
    let s = hand(g.s, B, ['作戦会議']);
    s = playIn(s, B, '作戦会議');
    s = pick(s, isPass);
    s = pick(s, isPass);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: A, options: ['I', 'F'] });
    s = pick(s, (a) => a.option === 'F');
    expect(s.turn.step).toBe('G');
    expect((s.data.battle as JsonObject).laps).toBe(1);
    expect(vals(s, g.chal, g.card)).toEqual({ attack: 7, defence: 7 });
  });
});

describe('TB S8 G, H, I: the alternating steps', () => {
  it('TB S8 G: the challenged player acts first and may use ONE special ability; the challenger may play instants but no ability', () => {
    let g = battleAtG({ chal: '冬木かえで', def: '坂上智代', card: '料理', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']] });
    let s = put(g.s, '神崎あおい', Z.characters, B).state; // another battle-timing ability of B (一刀両断, needs あおい wake)
    s = hand(s, A, ['ハプニング']);
    expect(s.decision).toMatchObject({ player: B, kind: 'tag.window', data: { context: 'G', mode: 'initiative' } });
    const abilities = legalActions(s).filter((a) => a.type === 'useAbility');
    expect(abilities.length).toBe(2);
    s = pick(s, (a) => a.type === 'useAbility' && a.card === g.def);
    s = payFirst(s);
    // A's simultaneous answer: instants only (no ability in G for the challenger)
    expect(legalActions(s).some((a) => a.type === 'useAbility')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'playInstant')).toBe(true);
    s = pick(s, isPass);
    // B keeps the initiative; its one ability is used
    expect(s.decision).toMatchObject({ player: B, data: { context: 'G' } });
    expect(legalActions(s).some((a) => a.type === 'useAbility')).toBe(false);
    void g;
  });

  it('TB S8 H, D-20: without an action since the last F there is no going back (H answers itself: on to I)', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    let s = pick(g.s, isPass);
    s = pick(s, isPass);
    expect(s.turn.step).toBe('I');
    expect(s.decision).toMatchObject({ player: A, data: { context: 'I' } });
  });

  it('TB D-20: D20_maxBattleLoops caps the H→F loop — the last allowed loop is offered, one over is not', () => {
    let g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS, options: { D20_maxBattleLoops: 1 }, decks: [[], ['作戦会議', '作戦会議']] });
    let s = hand(g.s, B, ['作戦会議', '作戦会議']);
    s = pick(playIn(s, B, '作戦会議'), isPass);
    s = pick(s, isPass);
    s = pick(s, (a) => a.option === 'F'); // loop 1 of 1: allowed
    s = pick(playIn(s, B, '作戦会議'), isPass);
    s = pick(s, isPass);
    expect(s.turn.step).toBe('I'); // loop 2: not offered
    void g;
  });

  it('TB D-21: the "lftcg" variant gives the challenger a window (L) before G in each pass', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS, options: { D21_battleLoopVariant: 'lftcg' } });
    expect(g.s.turn.step).toBe('L');
    expect(g.s.decision).toMatchObject({ player: A, data: { context: 'L', mode: 'initiative' } });
    let s = pick(pick(g.s, isPass), isPass);
    expect(s.turn.step).toBe('G');
    expect(s.decision).toMatchObject({ player: B, data: { context: 'G' } });
  });

  it('TB S8 I: the challenger\'s last chance — one special ability (一刀両断: [防-2] on the opposing character for the battle), instants for both', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    let s = put(g.s, '神崎あおい', Z.characters, A).state;
    s = hand(s, A, ['相沢ユウキ']);
    s = pick(pick(s, isPass), isPass); // G: both pass
    expect(s.turn.step).toBe('I');
    const aoi = one(s, '神崎あおい', Z.characters, A);
    s = pick(s, (a) => a.type === 'useAbility' && a.card === aoi);
    s = payFirst(s);
    s = pick(s, isPass);
    expect(vals(s, g.def, g.card)).toEqual({ attack: 3, defence: 1 });
    expect(legalActions(s).some((a) => a.type === 'useAbility')).toBe(false); // one
    s = finishBattle(s);
    // D-22: "during the battle" ended with it
    expect(s.effects.filter((e) => typeof e.duration === 'object')).toEqual([]);
  });
});

describe('TB S8 J: the result', () => {
  it('TB S8-2, J: damage = the opponent\'s attack − own defence, both at once; negative → none; KO at damage = HP', () => {
    // 腕相撲 力/力: かえで 3+1 (性格) = 4 / 3 vs ユウキ 1/1 → ユウキ takes 3 = its HP (KO), かえで takes 1 − 3 → 0
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']] });
    const s = finishBattle(g.s);
    expect(s.cards[g.chal]!.counters[DAMAGE] ?? 0).toBe(0);
    expect(s.cards[g.def]).toBeUndefined();
    expect(find(s, '相沢ユウキ', Z.ko, B)).toHaveLength(1);
  });

  it('TB S8-4: one HP more survives (お守り: HP 3 + 1, 3 damage)', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']] });
    const charm = put(g.s, 'お守り', Z.equipment, B);
    const s = finishBattle(edit(charm.state, (x) => (x.cards[charm.id]!.attachedTo = g.def)));
    expect(s.cards[g.def]!.counters[DAMAGE]).toBe(3);
  });

  it('TB S8 J, D-17: both participants KO\'d together; each player who KO\'d draws 1, the turn player first', () => {
    // 雪合戦 力/早: あおい 4+1 / 3, ナオト 3+1 / 4: each takes 1, both at 1 HP left
    const g = battleAtG({ chal: '神崎あおい', def: '橘ナオト', card: '雪合戦', leaders: LEADERS, chalOpts: { damage: 3 }, defOpts: { damage: 3 } });
    const hands = [g.s.zones[`${A}:${Z.hand}`]!.cards.length, g.s.zones[`${B}:${Z.hand}`]!.cards.length];
    let s = g.s;
    const events: JsonObject[] = [];
    for (let i = 0; i < 20 && s.data.battle; i++) {
      const l = legalActions(s);
      const r = apply(s, l.find(isPass) ?? l.find((a) => a.option === 'I') ?? l[0]!);
      events.push(...r.events);
      s = r.state;
    }
    expect(find(s, '神崎あおい', Z.ko, A)).toHaveLength(1);
    expect(find(s, '橘ナオト', Z.ko, B)).toHaveLength(1);
    expect([s.zones[`${A}:${Z.hand}`]!.cards.length, s.zones[`${B}:${Z.hand}`]!.cards.length]).toEqual([hands[0]! + 1, hands[1]! + 1]);
    const draws = events.filter((e) => e.type === 'drew').map((e) => e.player);
    expect(draws).toEqual([A, B]);
    expect(events.find((e) => e.type === 'tag.battleResult')).toMatchObject({ challenger: { attack: 5, defence: 3 }, challenged: { attack: 4, defence: 4 }, damage: { challenger: 1, challenged: 1 } });
  });

  it('TB S8-6: stats may go to 0 or below; a negative defence takes more damage (しずく in 短距離走 after ハプニング ×2: −1/−1)', () => {
    const g = battleAtG({ chal: '秋月しずく', def: '相沢ユウキ', card: '短距離走', leaders: LEADERS, decks: [[], ['ハプニング', 'ハプニング']] });
    let s = hand(g.s, B, ['ハプニング', 'ハプニング', '相沢ユウキ', '相沢ユウキ']);
    s = playIn(s, B, 'ハプニング', g.chal);
    s = playIn(s, B, 'ハプニング', g.chal);
    expect(vals(s, g.chal, g.card)).toEqual({ attack: -1, defence: -1 });
    // ユウキ 早 2 − (−1) = 3 = しずく's HP: KO
    s = finishBattle(s);
    expect(find(s, '秋月しずく', Z.ko, A)).toHaveLength(1);
  });

  it('TB C-6, S8 J: a main leader KO\'d in a battle loses the game; both main leaders at once: a draw game (D-32)', () => {
    // 黒田ケンジ (B's main leader) receives: 腕相撲 ケンジ 5+2/5+1 … use 雪合戦 and damage to set both at 1 HP
    const g = battleAtG({ chal: '神崎あおい', def: '橘ナオト', card: '雪合戦', leaders: LEADERS });
    let s = edit(g.s, (x) => {
      const b = x.data.battle as { challengedChar: string; challengerChar: string };
      // swap the participants for the main leaders, both at 1 HP left
      const ka = leader(x, A, 'main');
      const kb = leader(x, B, 'main');
      delete x.cards[b.challengerChar]!.counters[CHALLENGER];
      b.challengerChar = ka;
      b.challengedChar = kb;
      x.cards[ka]!.counters.challenger = 1;
      x.cards[kb]!.counters.challenged = 1;
      x.cards[ka]!.counters[DAMAGE] = 4; // かえで HP 5
      x.cards[kb]!.counters[DAMAGE] = 4; // ケンジ HP 5
    });
    // かえで 力3+1=4 / 早2, ケンジ 力5 / 早2: each takes ≥ 2
    s = finishBattle(s);
    expect(s.result).toMatchObject({ draw: true, rule: 'TB D-32' });
  });

  it('TB C-7, D-17: the KO draw from an empty deck loses the game', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']] });
    const s = finishBattle(edit(g.s, (x) => {
      for (const id of x.zones[`${A}:${Z.deck}`]!.cards) delete x.cards[id];
      x.zones[`${A}:${Z.deck}`]!.cards = [];
    }));
    expect(s.result).toMatchObject({ winners: [B], losers: [A], rule: 'TB C-7' });
  });

  it('TB D-6: D6_maxKoCount — the KO that reaches the count loses the game (1 of 1); one below (1 of 2) does not', () => {
    const ko = (max: number) => finishBattle(battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']], options: { D6_maxKoCount: max } }).s);
    expect(ko(1).result).toMatchObject({ winners: [A], losers: [B], rule: 'TB D-6' });
    const below = ko(2);
    expect(below.result).toBeNull();
    expect(below.players[B]!.flags.koCount).toBe(1);
  });

  it('じゃんけん (tag.noStats): no stats; the challenged player\'s character takes 1', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: 'じゃんけん', leaders: LEADERS });
    const s = finishBattle(g.s);
    expect(s.cards[g.def]!.counters[DAMAGE]).toBe(1);
    expect(s.cards[g.chal]!.counters[DAMAGE] ?? 0).toBe(0);
  });

  it('審判の笛 (on the battle card) and 放課後の校庭 (屋外 battles): [攻+1] to the challenger / to everyone', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    const base = vals(g.s, g.chal, g.card);
    const wh = put(g.s, '審判の笛', Z.equipment, B);
    let s = edit(wh.state, (x) => (x.cards[wh.id]!.attachedTo = g.card));
    expect(vals(s, g.chal, g.card)).toEqual({ attack: base.attack + 1, defence: base.defence });
    expect(vals(s, g.def, g.card)).toEqual({ attack: 3, defence: 3 });
    s = put(s, '放課後の校庭', Z.fieldCard, A).state; // 料理 is 屋外
    expect(vals(s, g.def, g.card)).toEqual({ attack: 4, defence: 3 });
  });

  it('TB S7-6: 最後の歌声 — 桜井まどか KO\'d in a battle: her player may draw 1 (and the KO\'ing player draws its 1)', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '桜井まどか', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']], defOpts: { damage: 2 } });
    let s = g.s;
    const before = s.zones[`${B}:${Z.hand}`]!.cards.length;
    for (let i = 0; i < 20 && (s.data.battle || s.decision?.kind === 'chooseOption'); i++) {
      const l = legalActions(s);
      s = apply(s, l.find(isPass) ?? l.find((a) => a.option === 'I') ?? l.find((a) => a.option === 'yes') ?? l[0]!).state;
    }
    expect(find(s, '桜井まどか', Z.ko, B)).toHaveLength(1);
    expect(s.zones[`${B}:${Z.hand}`]!.cards.length).toBe(before + 1);
  });

  it('TB D-17 "anyKo": a KO outside a battle also gives the opponent a draw ("battleOnly", the default, does not)', () => {
    const hands: number[] = [];
    for (const koDraw of ['battleOnly', 'anyKo']) {
      const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS, options: { D17_koDraw: koDraw } });
      let s = hand(g.s, B, ['倒れられた姫君', '相沢ユウキ']);
      const kaede = g.chal;
      s = edit(s, (x) => (x.cards[kaede]!.counters[DAMAGE] = 4));
      s = playIn(s, B, '倒れられた姫君', kaede);
      expect(find(s, '冬木かえで', Z.ko, A)).toHaveLength(1);
      hands.push(s.zones[`${B}:${Z.hand}`]!.cards.length);
    }
    expect(hands[1]).toBe(hands[0]! + 1);
  });
});
