/**
 * The R4U card-text compiler, form by form (grammar/ concept files): the form reads into the expected data, a near
 * miss is unread, and one unread part makes its whole ability unread (never a partial ability).
 */
import { validateAbilities } from '../../../engine/src/abilities/validate.js';
import { compileText, compileVocabulary } from '../src/abilities/index.js';
import { splitClauses, plain } from '../src/abilities/compiler.js';

const card = (text: string, type = 'キャラ') => compileText({ id: 'T-1', name: 'test', type, text });
const only = (text: string, type?: string) => {
  const r = card(text, type);
  expect(r.failures).toEqual([]);
  expect(validateAbilities(r.abilities, compileVocabulary())).toEqual([]);
  return r.abilities;
};

describe('R4U compiler: heads and keywords (R4U 9.1, 9.2, 9.4.4, 11)', () => {
  it('11.3.2 【スパーク】 is an automatic ability of the Entry process', () => {
    const r = card('【スパーク】：あなたは１枚引く。');
    expect(r.abilities).toEqual([{ kind: 'triggered', trigger: { on: 'r4u.spark' }, effect: { type: 'draw', amount: 1 }, source: [0] }]);
  });
  it('11.7.2 【本領発揮Lv3】: members + retired ≥ 3 is the condition; the reminder sentence joins the ability', () => {
    const [a] = only('【スパーク】【本領発揮Lv３】：あなたは１枚引く。\n（【本領発揮Lv３】：あなたの、メンバーとリタイアが合計３枚以上で有効）');
    expect(a!.condition).toEqual({ type: 'r4u.fullPower', level: 3 });
    expect(a!.source).toEqual([0, 1]);
  });
  it('11.7.3.1 【本領発揮LvN】 with references counts cards having one of them', () => {
    const [a] = only('【スパーク】【本領発揮Lv３】〔小説家〕＆〔編集者〕：あなたは１枚引く。');
    expect(a!.condition).toEqual({ type: 'r4u.fullPower', level: 3, refs: ['小説家', '編集者'] });
  });
  it('11.5.2 / 11.5.3 【Reコンボ】 (with a name) is a Re-birth card (with that name) in your Re-birth area', () => {
    const [a] = only('【永】【エントリー】【Reコンボ】《夏の思い出》：このキャラを＋３/＋５。');
    expect(a!.condition).toEqual({ type: 'r4u.reCombo', name: '夏の思い出' });
    expect(a!.zones).toEqual(['entry']);
  });
  it('9.2.2 【ターン1】 is a once-per-turn limit; 9.4.4 【メンバー】 the zone', () => {
    const [a] = only('【起】【メンバー】【ターン１】：［エネ③］あなたは自分のエントリーから１枚選び、デッキの下に置く。');
    expect(a).toMatchObject({ kind: 'activated', cost: [{ type: 'r4u.energy', amount: 3 }], limit: { perTurn: 1 }, zones: ['members'] });
    expect(a!.effect).toEqual({ type: 'move', target: { zone: 'entry', side: 'you', count: 1, bind: 't1' }, to: 'deck', position: 'bottom' });
  });
  it('11.6 【ブロッカー】 alone, and with references; 11.8 【のびしろ】; 11.4 【キャンセル】 with its target', () => {
    expect(only('【ブロッカー】\n（手札から控え室に置くと、味方へのアタック１回のダメージを０にする）')).toEqual([{ kind: 'keyword', keyword: 'r4u.blocker', source: [0, 1] }]);
    expect(only('【ブロッカー】〔小説家〕')).toEqual([{ kind: 'keyword', keyword: 'r4u.blocker', value: '小説家', source: [0] }]);
    expect(only('【のびしろ】（今後の成長に期待！）')).toEqual([{ kind: 'keyword', keyword: 'r4u.nobishiro', source: [0] }]);
    expect(only('【キャンセル】：Reバース以外の【スパーク】\n（手札から控え室に置くと、Reバース以外の【スパーク】を１つ止める）')).toEqual([{ kind: 'keyword', keyword: 'r4u.cancel', value: 'sparkNotRebirth', source: [0, 1] }]);
  });
  it('an unknown cancel target is unread', () => {
    expect(card('【キャンセル】：【自】').mapped).toEqual([]);
  });
  it('9.4.5.1 a Re-birth card\'s continuous ability works in the Re-birth area', () => {
    const abilities = only('【スパーク】：あなたは１点回復する。\n【永】：各ターン１回目のアタック中、あなたのエントリーを＋１/±０。', 'Reバース');
    expect(abilities).toEqual([
      { kind: 'triggered', trigger: { on: 'r4u.spark' }, effect: { type: 'r4u.recover', amount: 1 }, source: [0] },
      { kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { zone: 'entry', side: 'you' }, condition: { type: 'r4u.attackNumber', n: 1 }, zones: ['rebirth'], source: [1] },
    ]);
  });
});

describe('R4U compiler: effects by verb', () => {
  it('5.17.1 「+2/+2」 is two modify steps for the written duration; ±0 changes nothing', () => {
    const [a] = only('【スパーク】：このターン中、このキャラを＋２/±０。');
    expect(a!.effect).toEqual({ type: 'modify', target: { ref: 'self' }, stat: 'attack', add: 2, duration: 'untilEndOfTurn' });
  });
  it('「1枚選び、控え室に置く」: the choice is the object of the verb', () => {
    const [a] = only('【スパーク】【本領発揮Lv３】：あなたは相手のメンバーから１枚選び、控え室に置く。');
    expect(a!.effect).toEqual({ type: 'move', target: { zone: 'members', side: 'opponent', count: 1, bind: 't1' }, to: 'waitingRoom' });
  });
  it('「(A)することで、(B)」: A is the price of B (r4u.payToDo)', () => {
    const [a] = only('【自】【メンバー】：このキャラがサポートした時、あなたはこのキャラをデッキの下に置くことで、このアタック中、サポートされたキャラを＋３/±０。');
    expect(a).toMatchObject({ kind: 'triggered', trigger: { on: 'r4u.support' }, zones: ['members'] });
    expect(a!.effect).toEqual({
      type: 'r4u.payToDo',
      pay: { type: 'move', target: { ref: 'self' }, to: 'deck', position: 'bottom' },
      then: { type: 'modify', target: { zone: 'entry', side: 'you' }, stat: 'attack', add: 3, duration: { until: 'endOfAttack' } },
    });
  });
  it('「…なら、」 opens a condition to the end of the ability; 「さらに」 adds to the buff before it', () => {
    const [a] = only('【自】【メンバー】【Reコンボ】：このキャラがサポートした時、このアタック中、サポートされたキャラを＋２/±０。あなたのメンバーが３枚以上いるなら、さらに＋１/±０。');
    expect(a!.effect).toEqual({
      type: 'sequence',
      steps: [
        { type: 'modify', target: { zone: 'entry', side: 'you' }, stat: 'attack', add: 2, duration: { until: 'endOfAttack' } },
        { type: 'if', condition: { type: 'count', selector: { zone: 'members', side: 'you' }, compare: { gte: 3 } }, then: { type: 'modify', target: { zone: 'entry', side: 'you' }, stat: 'attack', add: 1, duration: { until: 'endOfAttack' } } },
      ],
    });
    expect(a!.source).toEqual([0, 1]);
  });
  it('「…てよい」 is optional; the chosen card goes to an empty member slot', () => {
    const [a] = only('【スパーク】：あなたは自分の控え室からキャラを１枚選び、空席のメンバーに置いてよい。');
    expect(a!.effect).toEqual({ type: 'optional', effect: { type: 'r4u.putOnMembers', target: { zone: 'waitingRoom', side: 'you', filter: { type: 'character' }, count: 1, bind: 't1' }, emptyOnly: true } });
  });
  it('top of the deck to the Energy area rested (4.9.3)', () => {
    const [a] = only('【スパーク】：あなたは自分のデッキの上から２枚エネルギーに【レスト】で置く。', 'Reバース');
    expect(a!.effect).toEqual({ type: 'r4u.deckTop', count: 2, to: 'energy', rest: true });
  });
});

describe('R4U compiler: choices of options (R4U 5.27)', () => {
  it('「以下から1つ選ぶ」 with ⅰ．ⅱ． options is r4u.chooseModes, each option read apart; a missing option is unread', () => {
    const [a] = only('【スパーク】【本領発揮Lv５】：あなたは以下から１つ選ぶ。\nⅰ．自分のパートナーから２枚選び、【スタンド】する。\nⅱ．相手のメンバーから１枚選び、【レスト】する。');
    expect(a!.effect).toEqual({
      type: 'r4u.chooseModes', count: 1,
      options: [
        { type: 'r4u.stand', target: { zone: 'energy', side: 'you', filter: { type: 'partner' }, count: 2, bind: 't1' } },
        { type: 'tap', target: { zone: 'members', side: 'opponent', count: 1, bind: 't2' } },
      ],
    });
    expect(card('【スパーク】：あなたは以下から１つ選ぶ。\nⅰ．あなたは１枚引く。').mapped).toEqual([]);
  });
});

describe('R4U compiler: unread parts make the whole ability unread', () => {
  it('an unknown clause after a read one drops the ability, and its sentences count as unread', () => {
    const r = card('【スパーク】：あなたは１枚引き、相手のエントリーを裏向きにする。');
    expect(r.abilities.filter((a) => a.kind !== 'keyword')).toEqual([]);
    expect(r.mapped).toEqual([]);
  });
  it('an unknown condition drops the ability, not only the clause after it', () => {
    const r = card('【自】：このキャラがアタックした時、このターン中、このキャラを＋１/±０。あなたの魂が３枚以上あるなら、１枚引く。');
    expect(r.abilities).toEqual([]);
    expect(r.mapped).toEqual([]);
  });
  it('a choice without a verb is unread', () => {
    expect(card('【スパーク】：あなたは相手のメンバーから１枚選ぶ。').mapped).toEqual([]);
  });
  it('R4U 4.1.4: 「このキャラ」 after a step moved this card is a new card the data cannot follow: unread', () => {
    expect(card('【起】【控え室】：［エネ②］あなたはこのキャラをエントリーに置き、このターン中、このキャラを＋３/±０。').mapped).toEqual([]);
    expect(card('【起】【控え室】：［エネ②］あなたはこのキャラをエントリーに置く。').mapped).toEqual([0]);
  });
  it('R4U 4.1.4: a cost that moves this card (［…このキャラをメンバーに【レスト】で置く］) makes a later 「このキャラ」 a new card: unread (KS/001T-007; the engine\'s `self` would be the card that left)', () => {
    expect(card('【起】【エントリー】：［エネ④、このキャラをメンバーに【レスト】で置く］あなたは１枚引く。あなたはこのキャラを【スタンド】する。').mapped).toEqual([]);
    expect(card('【起】【エントリー】：［エネ④、このキャラをメンバーに【レスト】で置く］あなたは１枚引く。').mapped).toEqual([0]);
  });
  it('4.6.3: a count of 「エネルギー」 counts the non-partner cards of the energy area (the reading taken)', () => {
    const [a] = only('【永】【エントリー】：あなたのエネルギーが５枚以上なら、このキャラを＋１/±０。');
    expect(a!.condition).toEqual({ type: 'count', selector: { zone: 'energy', side: 'you', filter: { not: { type: 'partner' } } }, compare: { gte: 5 } });
  });
  it('「このターン終了時、(effect)」 is a delayed trigger at the end of this turn', () => {
    const [a] = only('【起】【エントリー】：［エネ①］このターン中、このキャラを＋２/±０。このターン終了時、このキャラを控え室に置く。');
    expect(a!.effect).toEqual({ type: 'sequence', steps: [
      { type: 'modify', target: { ref: 'self' }, stat: 'attack', add: 2, duration: 'untilEndOfTurn' },
      { type: 'delayedTrigger', trigger: { on: 'r4u.endOfTurn', side: 'any' }, effect: { type: 'move', target: { ref: 'self' }, to: 'waitingRoom' } },
    ] });
  });
  it('「…し、このターン終了時、(effect)」: the rest of the sentence is a delayed trigger at this turn\'s end (7.6.1)', () => {
    const [a] = only('【自】【エントリー】：このキャラがアタックした時、このターン中、このキャラを＋３/±０し、このターン終了時、このキャラを控え室に置く。');
    expect((a!.effect as { steps: unknown[] }).steps[1]).toEqual({ type: 'delayedTrigger', trigger: { on: 'r4u.endOfTurn', side: 'any' }, effect: { type: 'move', target: { ref: 'self' }, to: 'waitingRoom' } });
  });
  it('8.2.4.2: 「それが《X》なら」 after 「サポートされたキャラを…」 is about your Entry in a support trigger only', () => {
    const [a] = only('【自】【メンバー】：このキャラがサポートした時、このアタック中、サポートされたキャラを＋１/±０。それが《フレア》なら、さらに＋１/±０。');
    expect(((a!.effect as { steps: Array<{ condition?: unknown }> }).steps[1]!).condition).toEqual({ type: 'count', selector: { zone: 'entry', side: 'you', filter: { nameIncludes: 'フレア' } }, compare: { gte: 1 } });
    expect(card('【自】【エントリー】：このキャラがアタックした時、このアタック中、このキャラを＋１/±０。それが《フレア》なら、さらに＋１/±０。').mapped).toEqual([]);
  });
  it('「さらに(verb)」 reads as the verb (also); 「さらに+A/+B」 stays the buff form', () => {
    const [a] = only('【スパーク】：あなたは１枚引く。あなたのメンバーに《有》がいるなら、さらにパートナーから１枚選び、【スタンド】する。');
    expect(((a!.effect as { steps: Array<{ then?: unknown }> }).steps[1]!).then).toEqual({ type: 'r4u.stand', target: { zone: 'energy', side: 'you', filter: { type: 'partner' }, count: 1, bind: 't1' } });
  });
  it('5.12: 「このキャラと(where)から…を1枚選び、それらを入れ替える」 swaps; the same choice with another verb (「それらを手札に戻す」) is unread, never this card dropped (KS/002T-008)', () => {
    const [a] = only('【起】【エントリー】：［エネ③］あなたは、このキャラと自分の手札から〔U149〕を１枚選び、それらを入れ替える。');
    expect(a!.effect).toEqual({ type: 'r4u.swap', a: { zone: 'hand', side: 'you', filter: { trait: 'U149' }, count: 1, bind: 't1' }, b: { ref: 'self' } });
    expect(card('【起】【メンバー】：［エネ②］あなたは、このキャラと自分のメンバーから《めぐみん》を１枚選び、それらを手札に戻す。').mapped).toEqual([]);
  });
  it('another ability of the card stays read', () => {
    const r = card('【スパーク】：あなたは相手の手札をすべて破壊する。\n【永】：あなたのエントリーを＋１/＋１。', 'Reバース');
    expect(r.mapped).toEqual([1]);
  });
});

describe('R4U compiler: clauses', () => {
  it('splits at 「、」 after a continuative verb, a condition or a duration, never inside brackets or after 「の、」', () => {
    expect(splitClauses('あなたは相手の、エントリーとメンバーから１枚選び、控え室に置き、このターン中、このキャラを＋１/±０')).toEqual([
      'あなたは相手の、エントリーとメンバーから１枚選び', '控え室に置き', 'このターン中', 'このキャラを＋１/±０',
    ]);
    expect(splitClauses('〔ハロー、ハッピーワールド！〕を１枚選び、手札に戻す')).toEqual(['〔ハロー、ハッピーワールド！〕を１枚選び', '手札に戻す']);
    expect(['引き', '置き', '戻し', '+2/±0し', '公開し'].map((x) => plain(`1枚${x}`))).toEqual(['1枚引く', '1枚置く', '1枚戻す', '1枚+2/±0', '1枚公開する']);
  });
});
