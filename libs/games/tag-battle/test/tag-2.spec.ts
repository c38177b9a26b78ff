/**
 * TB §2 タッグ化する (S2-1…S2-12) with D-5 (which leaders), D-8 (count), D-25 (damage), D-26 (duplicates).
 */
import { legalActions, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { DAMAGE, P, Z } from '../src/constants.js';
import { battleAtG, declareAndResolve, edit, fieldOf, find, isPass, listed, one, pick, put, testGame, withHand } from './helpers.js';

const A = 0;

const TAG = '夏目りん＆橘ナオト';

/** A with the tag in hand (plus extra hand cards) and the named components put on its field. */
function withTag(onField: Array<{ name: string; tapped?: boolean; damage?: number }>, hand: string[] = [], options = {}): { s: GameState; ids: string[] } {
  let s = testGame({ decks: [[TAG, TAG, '夏目りん', '橘ナオト', '夏目りん', '橘ナオト', 'エプロン', 'エプロン', 'お守り'], []], options });
  s = withHand(s, A, [TAG, ...hand]);
  const ids: string[] = [];
  for (const c of onField) {
    const r = put(s, c.name, Z.characters, A, { tapped: c.tapped ?? false, damage: c.damage });
    s = r.state;
    ids.push(r.id);
  }
  return { s, ids };
}

const tagPlays = (s: GameState) => listed(s, 'playTag');

describe('TB §2 tag-ization', () => {
  it('TB S2-3: both components wake on your field, or one wake on the field and the other in your hand', () => {
    const both = withTag([{ name: '夏目りん' }, { name: '橘ナオト' }]);
    expect(tagPlays(both.s)).toEqual([{ type: 'playTag', player: A, card: one(both.s, TAG, Z.hand, A), field: both.ids, hand: [] }]);
    const mixed = withTag([{ name: '夏目りん' }], ['橘ナオト']);
    expect(tagPlays(mixed.s)).toEqual([{ type: 'playTag', player: A, card: one(mixed.s, TAG, Z.hand, A), field: mixed.ids, hand: [one(mixed.s, '橘ナオト', Z.hand, A)] }]);
  });

  it('TB S2-3: not with a sleeping component, nor with both components only in hand, nor with one missing', () => {
    expect(tagPlays(withTag([{ name: '夏目りん', tapped: true }, { name: '橘ナオト' }]).s)).toEqual([]);
    expect(tagPlays(withTag([{ name: '夏目りん', tapped: true }], ['橘ナオト']).s)).toEqual([]);
    expect(tagPlays(withTag([], ['夏目りん', '橘ナオト']).s)).toEqual([]);
    expect(tagPlays(withTag([{ name: '夏目りん' }]).s)).toEqual([]);
  });

  it('TB S2-4, S2-8, S2-12: the components go to their owner\'s discard pile; the tag enters wake; no cost is paid', () => {
    const { s: s0, ids } = withTag([{ name: '夏目りん' }], ['橘ナオト']);
    const s = declareAndResolve(s0, (a) => a.type === 'playTag');
    const tag = one(s, TAG, Z.characters, A);
    expect(s.cards[tag]!.tapped).toBe(false);
    expect(s.cards[ids[0]!]).toBeUndefined();
    expect(find(s, '夏目りん', Z.discard, A)).toHaveLength(1);
    expect(find(s, '橘ナオト', Z.discard, A)).toHaveLength(1);
    // leaders stay wake: nothing was paid
    expect(fieldOf(s, A).filter((id) => s.cards[id]!.tapped)).toEqual([]);
  });

  it('TB S2-5, D-25: the damage of the components on the field is summed; their items move to the tag', () => {
    let { s, ids } = withTag([{ name: '夏目りん', damage: 1 }, { name: '橘ナオト', damage: 2 }]);
    const apron = put(s, 'エプロン', Z.equipment, A);
    s = edit(apron.state, (x) => (x.cards[apron.id]!.attachedTo = ids[0]!));
    s = declareAndResolve(s, (a) => a.type === 'playTag');
    const tag = one(s, TAG, Z.characters, A);
    expect(s.cards[tag]!.counters[DAMAGE]).toBe(3);
    expect(s.cards[apron.id]!.attachedTo).toBe(tag);
  });

  it('TB S2-6: a tag whose inherited damage reaches its HP is KO\'d at once (7 of 7); 6 of 7 survives', () => {
    const at = declareAndResolve(withTag([{ name: '夏目りん', damage: 3 }, { name: '橘ナオト', damage: 4 }]).s, (a) => a.type === 'playTag');
    expect(find(at, TAG, Z.characters, A)).toEqual([]);
    expect(find(at, TAG, Z.ko, A)).toHaveLength(1);
    const below = declareAndResolve(withTag([{ name: '夏目りん', damage: 3 }, { name: '橘ナオト', damage: 3 }]).s, (a) => a.type === 'playTag');
    expect(find(below, TAG, Z.characters, A)).toHaveLength(1);
  });

  it('TB S2-7, D-26: two copies of one item on the new tag: its controller discards one; different items stay', () => {
    let { s, ids } = withTag([{ name: '夏目りん' }, { name: '橘ナオト' }]);
    const equip = (name: string, host: string) => {
      const r = put(s, name, Z.equipment, A);
      s = edit(r.state, (x) => (x.cards[r.id]!.attachedTo = host));
      return r.id;
    };
    const a1 = equip('エプロン', ids[0]!);
    const a2 = equip('エプロン', ids[1]!);
    const charm = equip('お守り', ids[1]!);
    s = declareAndResolve(s, (a) => a.type === 'playTag');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: A, rule: 'TB S2-7', candidates: [a1, a2].sort() });
    s = pick(s, (a) => a.type === 'pick' && a.card === a2);
    const tag = one(s, TAG, Z.characters, A);
    expect(s.cards[a1]!.attachedTo).toBe(tag);
    expect(s.cards[charm]!.attachedTo).toBe(tag);
    expect(find(s, 'エプロン', Z.discard, A)).toHaveLength(1);
  });

  it('TB S2-9: any number of tags per turn when the conditions are met (two tags in one main phase)', () => {
    const TAG2 = '冬木かえで＆白石つばさ';
    let s = testGame({ decks: [[TAG, TAG2, '夏目りん', '橘ナオト', '冬木かえで', '白石つばさ'], []] });
    s = withHand(s, A, [TAG, TAG2]);
    for (const n of ['夏目りん', '橘ナオト', '冬木かえで', '白石つばさ']) s = put(s, n, Z.characters, A).state;
    s = declareAndResolve(s, (a) => a.type === 'playTag' && a.card === one(s, TAG, Z.hand, A));
    s = declareAndResolve(s, (a) => a.type === 'playTag' && a.card === one(s, TAG2, Z.hand, A));
    expect(find(s, TAG, Z.characters, A)).toHaveLength(1);
    expect(find(s, TAG2, Z.characters, A)).toHaveLength(1);
  });

  it('TB S2-10, D-5: a leader cannot be a component ("both" leaders by default; with D5 "mainOnly" the sub leader can)', () => {
    const game = (o: JsonObject) => {
      let s = testGame({ leaders: [['春野ひかり', '夏目りん'], ['黒田ケンジ', '秋月しずく']], decks: [[TAG, '橘ナオト'], []], options: o });
      s = withHand(s, A, [TAG]);
      return put(s, '橘ナオト', Z.characters, A).state;
    };
    expect(tagPlays(game({}))).toEqual([]);
    const s = game({ D5_leaderRulesApplyTo: 'mainOnly' });
    expect(tagPlays(s)).toHaveLength(1);
    // tagging the sub leader away makes the sub field fall (C-6)
    const after = declareAndResolve(s, (a) => a.type === 'playTag');
    expect(after.players[A]!.flags[P.subFieldFallen]).toBe(true);
  });

  it('TB S2-11, S1-2: while the tag is on your field its components cannot be called', () => {
    let { s } = withTag([{ name: '夏目りん' }, { name: '橘ナオト' }], ['夏目りん', '相沢ユウキ', '相沢ユウキ']);
    s = declareAndResolve(s, (a) => a.type === 'playTag');
    expect(listed(s, 'playCharacter', one(s, '夏目りん', Z.hand, A))).toEqual([]);
  });

  it('TB S2-12, D-8: a tag is one character: at the limit a tag from one field component and one hand component still fits', () => {
    const { s } = withTag([{ name: '夏目りん' }], ['橘ナオト'], { D8_maxCharacters: 3 });
    expect(fieldOf(s, A)).toHaveLength(3);
    expect(tagPlays(s)).toHaveLength(1);
    const after = declareAndResolve(s, (a) => a.type === 'playTag');
    expect(fieldOf(after, A)).toHaveLength(3);
  });

  it('TB S2-2: a tag with two attributes pays item costs as either attribute (冬木かえで＆白石つばさ 根・賢)', () => {
    let s = testGame({ decks: [['冬木かえで＆白石つばさ', '応援旗', '参考書'], []] });
    s = withHand(s, A, ['応援旗', '参考書']);
    // without the tag: 応援旗 (根) has no 根 source; 参考書 (賢, 2) has only しずく (賢)
    expect(listed(s, 'equipItem', one(s, '応援旗', Z.hand, A))).toEqual([]);
    expect(listed(s, 'equipItem', one(s, '参考書', Z.hand, A))).toEqual([]);
    s = put(s, '冬木かえで＆白石つばさ', Z.characters, A).state;
    expect(listed(s, 'equipItem', one(s, '応援旗', Z.hand, A))).toHaveLength(1);
    expect(listed(s, 'equipItem', one(s, '参考書', Z.hand, A)).length).toBeGreaterThan(0);
  });

  it('TB D-27: tags are played in your main phase; "ownTurnAnyTime" also lists them in your battle step I', () => {
    expect(legalActions(withTag([{ name: '夏目りん' }, { name: '橘ナオト' }]).s).some((a) => a.type === 'playTag')).toBe(true);
    const atI = (o: JsonObject) => {
      const g = battleAtG({ chal: '冬木かえで', def: '相沢ユウキ', card: '料理', options: o, decks: [[TAG], []] });
      let s = put(put(g.s, '夏目りん', Z.characters, A).state, '橘ナオト', Z.characters, A).state;
      s = put(s, TAG, Z.hand, A).state;
      s = pick(pick(s, isPass), isPass); // G: both pass; H goes on to I by itself
      expect(s.turn.step).toBe('I');
      return legalActions(s).some((a) => a.type === 'playTag');
    };
    expect(atI({})).toBe(false);
    expect(atI({ D27_tagTiming: 'ownTurnAnyTime' })).toBe(true);
  });
});
