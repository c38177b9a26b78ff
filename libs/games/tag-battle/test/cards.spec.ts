/**
 * One case per sample card with rules text (`caseFor` with the card's name): each checks what the card's text says.
 * coverage.spec.ts reads the names of these cases and checks they equal the tested-card registry
 * (src/coverage/tested.ts), so a card counts as implemented only when a case here covers it.
 */
import { apply, legalActions, type GameState } from '../../../engine/src/index.js';
import { DAMAGE, Z } from '../src/constants.js';
import { costYieldOf, currentHp, readerOf, stat } from '../src/state.js';
import { battleValues } from '../src/rules/values.js';
import {
  battleAtG, declareAndResolve, edit, find, finishBattle, isPass, leader, listed, one, payFirst, pick, put, testGame, withHand,
  type BattleSpec,
} from './helpers.js';

const A = 0;
const B = 1;
const caseFor = (name: string, fn: () => void) => it(`${name}`, fn);

const LEADERS: BattleSpec['leaders'] = [['水瀬ゆい', '白石つばさ'], ['森川こはる', '朝倉もも']];

/** The step-F change of a challenger in a battle: values at G minus values with F not reached. */
function stepF(chal: string, card: string): [number, number] {
  const g = battleAtG({ chal, def: '相沢ユウキ', card, leaders: LEADERS });
  const before = edit(g.s, (x) => ((x.data.battle as { fReached: boolean }).fReached = false));
  const a = battleValues(readerOf(g.s), g.chal, g.card);
  const b = battleValues(readerOf(before), g.chal, g.card);
  return [a.attack - b.attack, a.defence - b.defence];
}

/** A wake character of A on the field, with plain hands. */
function onField(name: string, player = A): { s: GameState; id: string } {
  let s = withHand(withHand(testGame({ leaders: LEADERS }), A, ['相沢ユウキ', '相沢ユウキ']), B, ['相沢ユウキ', '相沢ユウキ']);
  const r = put(s, name, Z.characters, player);
  return { s: r.state, id: r.id };
}

describe('tag-battle sample cards (one case per card with text)', () => {
  caseFor('春野ひかり', () => {
    expect(stepF('春野ひかり', 'お菓子作り')).toEqual([1, 1]);
    expect(stepF('春野ひかり', '期末テスト')).toEqual([0, 0]);
    // 差し入れ上手[赤]: heal 1
    const { s, id } = onField('春野ひかり');
    const hurt = edit(s, (x) => (x.cards[id]!.counters[DAMAGE] = 2));
    const after = declareAndResolve(hurt, (a) => a.type === 'useAbility' && a.card === id, [id]);
    expect(currentHp(readerOf(after), id)).toBe(3);
    expect(after.cards[id]!.tapped).toBe(true);
  });

  caseFor('春野ひかり(エプロン)', () => {
    expect(stepF('春野ひかり(エプロン)', 'お菓子作り')).toEqual([2, 2]); // 特殊技能 [攻+2][防+1] + 性格 [防+1]
    expect(stepF('春野ひかり(エプロン)', '期末テスト')).toEqual([0, 1]); // 性格 only
  });

  caseFor('秋月しずく', () => {
    expect(stepF('秋月しずく', '期末テスト')).toEqual([1, 1]);
    expect(stepF('秋月しずく', '短距離走')).toEqual([-1, -1]);
  });

  caseFor('夏目りん', () => {
    expect(stepF('夏目りん', '短距離走')).toEqual([2, 0]);
    const { s, id } = onField('夏目りん');
    const after = declareAndResolve(s, (a) => a.type === 'useAbility' && a.card === id);
    expect(stat(readerOf(after), id, '早')).toBe(7);
    expect(currentHp(readerOf(after), id)).toBe(3);
  });

  caseFor('冬木かえで', () => {
    expect(stepF('冬木かえで', '料理')).toEqual([1, 0]);
    const { s, id } = onField('冬木かえで');
    const target = leader(s, B, 'main');
    const after = declareAndResolve(s, (a) => a.type === 'useAbility' && a.card === id, [target]);
    expect(after.cards[target]!.tapped).toBe(true);
  });

  caseFor('黒田ケンジ', () => expect(stepF('黒田ケンジ', '腕相撲')).toEqual([2, 1]));

  caseFor('桜井まどか', () => {
    expect(stepF('桜井まどか', 'カラオケ')).toEqual([1, 1]);
    // 最後の歌声: KO'd in a battle → its player draws 1 (optional)
    const g = battleAtG({ chal: '冬木かえで', def: '桜井まどか', card: '腕相撲', leaders: [['春野ひかり', '月島セナ'], ['黒田ケンジ', '夏目りん']], defOpts: { damage: 2 } });
    let s = g.s;
    const hand = s.zones[`${B}:${Z.hand}`]!.cards.length;
    for (let i = 0; i < 20 && (s.data.battle || s.decision?.kind === 'chooseOption'); i++) {
      const l = legalActions(s);
      s = apply(s, l.find(isPass) ?? l.find((x) => x.option === 'I') ?? l.find((x) => x.option === 'yes') ?? l[0]!).state;
    }
    expect(s.zones[`${B}:${Z.hand}`]!.cards.length).toBe(hand + 1);
  });

  caseFor('水瀬ゆい', () => {
    let s = withHand(testGame(), A, ['相沢ユウキ']);
    const r = put(s, '水瀬ゆい', Z.characters, A);
    s = declareAndResolve(r.state, (a) => a.type === 'useAbility' && a.card === r.id);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: A, min: 1, max: 1 }); // draw 1, then discard 1
    expect(s.zones[`${A}:${Z.hand}`]!.cards).toHaveLength(2);
    s = pick(s, (a) => a.type === 'pick');
    expect(s.zones[`${A}:${Z.hand}`]!.cards).toHaveLength(1);
  });

  caseFor('神崎あおい', () => {
    expect(stepF('神崎あおい', '雪合戦')).toEqual([1, 0]);
    // 一刀両断 is a battle ability: not usable in the main phase
    const { s, id } = onField('神崎あおい');
    expect(listed(s, 'useAbility', id)).toEqual([]);
  });

  caseFor('白石つばさ', () => {
    const { s, id } = onField('白石つばさ', B);
    expect(listed(s, 'useAbility', id)).toEqual([]); // not B's decision / not its turn
    let t = pick(s, (a) => a.type === 'endPhase');
    const target = leader(t, A, 'main');
    t = pick(t, (a) => a.type === 'useAbility' && a.card === id);
    t = payFirst(t);
    t = pick(t, (a) => a.type === 'pick' && a.card === target);
    t = pick(t, isPass);
    t = pick(t, (a) => a.option === '力');
    expect(stat(readerOf(t), target, '力')).toBe(stat(readerOf(s), target, '力') - 1);
  });

  caseFor('森川こはる', () => {
    const { s, id } = onField('森川こはる');
    expect(costYieldOf(s, id)).toBe(2);
  });

  caseFor('星野みらい', () => {
    expect(stepF('星野みらい', 'カラオケ')).toEqual([2, 2]);
    let s = withHand(testGame({ decks: [['星野みらい'], []] }), A, ['星野みらい', '相沢ユウキ', '相沢ユウキ', '相沢ユウキ']);
    s = declareAndResolve(s, (a) => a.type === 'playCharacter' && a.card === one(s, '星野みらい', Z.hand, A));
    s = pick(s, (a) => a.option === 'yes');
    const t = leader(s, B, 'sub');
    s = pick(s, (a) => a.type === 'pick' && a.card === t);
    expect(s.cards[t]!.tapped).toBe(true);
  });

  caseFor('橘ナオト', () => {
    expect(stepF('橘ナオト', '雪合戦')).toEqual([1, 0]);
    expect(stepF('橘ナオト', '料理')).toEqual([0, 0]);
  });

  caseFor('月島セナ', () => {
    expect(stepF('月島セナ', '料理')).toEqual([0, 1]);
    let s = withHand(testGame({ decks: [['寝坊'], []] }), A, ['寝坊', '相沢ユウキ']);
    const sena = put(s, '月島セナ', Z.characters, B);
    s = payFirst(pick(sena.state, (a) => a.type === 'playInstant'));
    expect(s.decision?.candidates).not.toContain(sena.id);
  });

  caseFor('春野ひかり＆秋月しずく', () => {
    expect(stepF('春野ひかり＆秋月しずく', 'お菓子作り')).toEqual([1, 1]);
    expect(stepF('春野ひかり＆秋月しずく', '期末テスト')).toEqual([1, 1]);
  });

  caseFor('夏目りん＆橘ナオト', () => expect(stepF('夏目りん＆橘ナオト', '短距離走')).toEqual([2, 1]));

  caseFor('冬木かえで＆白石つばさ', () => {
    let { s, id } = onField('冬木かえで＆白石つばさ');
    const bc = put(s, 'カラオケ', Z.battleCards, B, { area: 'main' });
    s = declareAndResolve(bc.state, (a) => a.type === 'useAbility' && a.card === id, [bc.id]);
    expect(s.cards[bc.id]!.tapped).toBe(true); // used for this turn
  });

  caseFor('黒田ケンジ＆神崎あおい', () => expect(stepF('黒田ケンジ＆神崎あおい', '腕相撲')).toEqual([2, 0]));

  caseFor('桜井まどか＆星野みらい', () => expect(stepF('桜井まどか＆星野みらい', 'カラオケ')).toEqual([3, 2]));

  caseFor('じゃんけん', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: 'じゃんけん', leaders: LEADERS });
    const s = finishBattle(g.s);
    expect([s.cards[g.chal]!.counters[DAMAGE] ?? 0, s.cards[g.def]!.counters[DAMAGE]]).toEqual([0, 1]);
  });

  const equipped = (item: string, host: string) => {
    const { s, id } = onField(host);
    const it = put(s, item, Z.equipment, A);
    return { s: edit(it.state, (x) => (x.cards[it.id]!.attachedTo = id)), id, base: s };
  };
  caseFor('エプロン', () => {
    const e = equipped('エプロン', '冬木かえで');
    expect(stat(readerOf(e.s), e.id, '感') - stat(readerOf(e.base), e.id, '感')).toBe(1);
  });
  caseFor('ランニングシューズ', () => {
    const e = equipped('ランニングシューズ', '冬木かえで');
    expect(stat(readerOf(e.s), e.id, '早') - stat(readerOf(e.base), e.id, '早')).toBe(1);
  });
  caseFor('参考書', () => {
    const e = equipped('参考書', '冬木かえで');
    expect(stat(readerOf(e.s), e.id, '賢') - stat(readerOf(e.base), e.id, '賢')).toBe(2);
  });
  caseFor('お守り', () => {
    const e = equipped('お守り', '冬木かえで');
    expect(currentHp(readerOf(e.s), e.id)).toBe(6);
  });
  caseFor('特製ダンベル', () => {
    const e = equipped('特製ダンベル', '冬木かえで');
    expect([stat(readerOf(e.s), e.id, '力'), stat(readerOf(e.s), e.id, '早')]).toEqual([5, 1]);
  });
  caseFor('審判の笛', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    const before = battleValues(readerOf(g.s), g.chal, g.card);
    const wh = put(g.s, '審判の笛', Z.equipment, A);
    const s = edit(wh.state, (x) => (x.cards[wh.id]!.attachedTo = g.card));
    expect(battleValues(readerOf(s), g.chal, g.card).attack).toBe(before.attack + 1);
    expect(battleValues(readerOf(s), g.def, g.card)).toEqual(battleValues(readerOf(g.s), g.def, g.card));
    const hand = withHand(testGame({ decks: [['審判の笛'], []] }), A, ['審判の笛']);
    expect(listed(hand, 'equipItem')).toEqual([]); // a battle-card item with no battle card on the field
  });
  caseFor('応援旗', () => {
    const { s, id } = onField('冬木かえで');
    const f = put(s, '応援旗', Z.fieldItems, A);
    expect(stat(readerOf(f.state), id, '根')).toBe(6);
    expect(stat(readerOf(f.state), leader(f.state, B, 'main'), '根')).toBe(stat(readerOf(s), leader(s, B, 'main'), '根'));
  });

  const instant = (name: string, target?: (s: GameState) => string, prep?: (s: GameState) => GameState) => {
    let s = withHand(testGame({ decks: [[name], []] }), A, [name, '相沢ユウキ', '相沢ユウキ']);
    if (prep) s = prep(s);
    const t = target ? target(s) : undefined;
    return { s: declareAndResolve(s, (a) => a.type === 'playInstant' && a.card === one(s, name, Z.hand, A), t ? [t] : []), t, before: s };
  };
  caseFor('差し入れのクッキー', () => {
    const r = instant('差し入れのクッキー', (s) => leader(s, B, 'main'), (s) => edit(s, (x) => (x.cards[leader(x, B, 'main')]!.counters[DAMAGE] = 3)));
    expect(r.s.cards[r.t!]!.counters[DAMAGE]).toBe(1);
  });
  caseFor('声援', () => {
    let r = instant('声援', (s) => leader(s, A, 'main'));
    const s = pick(r.s, (a) => a.option === '根');
    expect(stat(readerOf(s), r.t!, '根')).toBe(stat(readerOf(r.before), r.t!, '根') + 1);
  });
  caseFor('寝坊', () => {
    const r = instant('寝坊', (s) => leader(s, B, 'main'));
    expect(r.s.cards[r.t!]!.tapped).toBe(true);
  });
  caseFor('ハプニング', () => {
    expect(listed(withHand(testGame({ decks: [['ハプニング'], []] }), A, ['ハプニング', '相沢ユウキ']), 'playInstant')).toEqual([]);
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS, decks: [[], ['ハプニング']] });
    let s = put(g.s, 'ハプニング', Z.hand, B).state;
    const before = battleValues(readerOf(s), g.chal, g.card);
    s = payFirst(pick(s, (a) => a.type === 'playInstant'));
    s = pick(s, (a) => a.type === 'pick' && a.card === g.chal);
    s = pick(s, isPass);
    expect(battleValues(readerOf(s), g.chal, g.card)).toEqual({ attack: before.attack - 1, defence: before.defence - 1 });
  });
  caseFor('作戦会議', () => {
    const r = instant('作戦会議');
    expect(r.s.zones[`${A}:${Z.hand}`]!.cards.length).toBeGreaterThanOrEqual(r.before.zones[`${A}:${Z.hand}`]!.cards.length - 1);
    expect(find(r.s, '作戦会議', Z.discard, A)).toHaveLength(1);
  });
  caseFor('雨天中止', () => {
    const r = instant('雨天中止', undefined, (s) => put(put(s, '料理', Z.battleCards, B, { area: 'main' }).state, 'お菓子作り', Z.battleCards, B, { area: 'sub' }).state);
    expect(find(r.s, '料理', Z.discard, B)).toHaveLength(1); // the only 屋外 one
    expect(find(r.s, 'お菓子作り', Z.battleCards, B)).toHaveLength(1);
  });
  caseFor('プリント配布', () => {
    const r = instant('プリント配布');
    expect(r.s.decision).toMatchObject({ kind: 'chooseCards', player: A, min: 1, max: 1 });
  });
  caseFor('熱血指導', () => {
    const r = instant('熱血指導', (s) => one(s, '冬木かえで', Z.characters, A), (s) => put(s, '冬木かえで', Z.characters, A).state);
    expect(stat(readerOf(r.s), r.t!, '根')).toBe(7);
  });
  caseFor('放課後の校庭', () => {
    const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    const before = battleValues(readerOf(g.s), g.def, g.card);
    const s = put(g.s, '放課後の校庭', Z.fieldCard, A).state;
    expect(battleValues(readerOf(s), g.def, g.card).attack).toBe(before.attack + 1);
    const indoor = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: 'お菓子作り', leaders: LEADERS });
    const t = put(indoor.s, '放課後の校庭', Z.fieldCard, A).state;
    expect(battleValues(readerOf(t), indoor.def, indoor.card)).toEqual(battleValues(readerOf(indoor.s), indoor.def, indoor.card));
  });
  caseFor('文化祭', () => {
    const { s, id } = onField('冬木かえで');
    expect(stat(readerOf(put(s, '文化祭', Z.fieldCard, B).state), id, '感')).toBe(3);
  });
  caseFor('嵐の夜', () => {
    const s = put(put(testGame(), '料理', Z.battleCards, A, { area: 'main' }).state, '嵐の夜', Z.fieldCard, B).state;
    expect(legalActions(s).some((a) => a.type === 'declareBattle')).toBe(false);
  });
  caseFor('一ノ瀬ことみ', () => {
    const g = battleAtG({ chal: '一ノ瀬ことみ', def: '相沢ユウキ', card: '料理', leaders: LEADERS });
    expect(battleValues(readerOf(g.s), g.chal, g.card)).toEqual({ attack: 5, defence: 5 });
    const other = battleAtG({ chal: '一ノ瀬ことみ', def: '相沢ユウキ', card: 'お菓子作り', leaders: LEADERS });
    expect(battleValues(readerOf(other.s), other.chal, other.card)).toEqual({ attack: 3, defence: 3 });
  });
  caseFor('坂上智代', () => {
    expect(stepF('坂上智代', '料理')).toEqual([1, 1]); // 日常系
    expect(stepF('坂上智代', '短距離走')).toEqual([0, 0]);
  });
  caseFor('追加攻撃', () => {
    const r = instant('追加攻撃', (s) => leader(s, A, 'main'));
    const s = pick(r.s, (a) => a.option === '感');
    expect(stat(readerOf(s), r.t!, '感')).toBe(stat(readerOf(r.before), r.t!, '感') + 2);
  });
  caseFor('倒れられた姫君', () => {
    const r = instant('倒れられた姫君', (s) => leader(s, B, 'sub'));
    expect(r.s.cards[r.t!]!.tapped).toBe(true);
    expect(r.s.cards[r.t!]!.counters[DAMAGE]).toBe(2);
    // only female characters: B's main leader (黒田ケンジ, male) is not a candidate
    let s = withHand(testGame({ decks: [['倒れられた姫君'], []] }), A, ['倒れられた姫君', '相沢ユウキ']);
    s = payFirst(pick(s, (a) => a.type === 'playInstant'));
    expect(s.decision?.candidates).not.toContain(leader(s, B, 'main'));
  });
  caseFor('好物', () => {
    const r = instant('好物', (s) => leader(s, A, 'main'), (s) => edit(s, (x) => (x.cards[leader(x, A, 'main')]!.counters[DAMAGE] = 3)));
    expect(r.s.cards[r.t!]!.counters[DAMAGE] ?? 0).toBe(0); // never below 0 (D-16)
  });
});
