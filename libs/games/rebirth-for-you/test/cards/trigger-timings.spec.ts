/**
 * Trigger phrases of 【自】 read by grammar/triggers.ts: 「このキャラがサポートしたアタック終了時」 / 「相手のキャラのアタック終了時」
 * (R4U 8.5.1, the close step), 「あなたのターン終了時」 / 「相手のターン終了時」 (7.6.1), 「このキャラがメンバーから手札に戻った時」
 * (5.2.1), 「このキャラがこのキャラの【キャンセル】で控え室に置かれた時」 (11.4, 9.7.3.1) — the data they compile to, and three of them played by the engine on real cards (the draw counted, the
 * condition at and one below, a turn limit).
 */
import { makeCtx, push, run, vocabularyFor, zoneKey, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { compileText } from '../../src/abilities/index.js';
import { expectedAbilities } from './printed-forms.js';
import { definition, pickNothing, playUntil } from '../engine-helpers.js';
import { act, attack, cardIds, decision, inZone, legal, offered, pick, playChar, scene, settle, spark, stat } from '../cases/case-helpers.js';

const triggerOf = (text: string) => {
  const r = compileText({ id: 'X', name: 'X', type: 'キャラ', text });
  return r.failures.length === 0 ? (r.abilities[0] as { trigger?: unknown }).trigger : null;
};

describe('trigger phrases (R4U 8.5.1, 7.6.1, 5.2.1): data, and the printed-form oracle agrees', () => {
  const cases: Array<[string, unknown]> = [
    ['【自】【メンバー】：このキャラがサポートしたアタック終了時、あなたは１枚引く。', { on: 'r4u.attackEnd', role: 'supporting' }],
    ['【自】【エントリー】：相手のキャラのアタック終了時、あなたは１枚引く。', { on: 'r4u.attackEnd', side: 'opponent' }],
    ['【自】【エントリー】：あなたのターン終了時、あなたは１枚引く。', { on: 'r4u.endOfTurn', side: 'you' }],
    ['【自】【エントリー】：相手のターン終了時、あなたは１枚引く。', { on: 'r4u.endOfTurn', side: 'opponent' }],
    ['【自】：このキャラがメンバーから手札に戻った時、あなたは１枚引く。', { on: 'onLeave', zone: 'members', to: 'hand' }],
    ['【自】【エントリー】：あなたのメンバーが効果で控え室に置かれた時、あなたは１枚引く。', { on: 'r4u.leftMembers', to: 'waitingRoom', who: 'any', byEffect: true }],
    ['【自】【エントリー】：あなたのメンバーが相手の効果で控え室に置かれた時、あなたは１枚引く。', { on: 'r4u.leftMembers', to: 'waitingRoom', who: 'any', byEffect: true, byOpponent: true }],
  ];
  for (const [text, trigger] of cases) {
    test(text, () => {
      expect(triggerOf(text)).toEqual(trigger);
      expect((expectedAbilities({ type: 'キャラ', text })![0] as { trigger: unknown }).trigger).toEqual(trigger);
    });
  }

  test('near misses are not read: a filtered supported attack (「〔T〕をサポートしたアタック終了時」), 「メンバーから控え室に戻った時」', () => {
    expect(triggerOf('【自】【メンバー】：このキャラが〔T〕をサポートしたアタック終了時、あなたは１枚引く。')).toBeNull();
    expect(triggerOf('【自】：このキャラがエントリーから手札に戻った時、あなたは１枚引く。')).toBeNull();
  });
});

const handCount = (s: GameState, p: number) => inZone(s, Z.hand, p).length;

describe('NJPW/001B-056 【自】【エントリー】【ターン１】：相手のキャラのアタック終了時、あなたは１枚引く。', () => {
  const CARD = 'NJPW/001B-056';
  const setup = (entry: string) => scene({ me: { members: ['HP/001T-003', 'HP/001T-010', 'KJ/001T-004'] }, op: { entry, hand: [] } });

  test('8.5.1: at the end of the opponent\'s attack (the card not retired) its master draws 1; once per turn: not again after a second attack', () => {
    const { s, me, op } = setup(CARD);
    const before = handCount(s, op);
    let x = settle(attack(s, inZone(s, Z.members, me)[0]!));
    expect(inZone(x, Z.entry, op).map((id) => x.cards[id]!.cardId)).toEqual([CARD]);
    expect(handCount(x, op)).toBe(before + 1);
    expect(decision(x)!.kind).toBe('r4u.startStep'); // still my attack phase (a third member stands)
    x = settle(attack(x, inZone(x, Z.members, me).find((id) => !x.cards[id]!.tapped)!));
    expect(decision(x)!.kind).toBe('r4u.startStep');
    expect(handCount(x, op)).toBe(before + 1); // 9.2.2 【ターン１】
  });

  test('a card without the ability (a filler on the Entry): the attack end draws nothing', () => {
    const { s, op } = setup('HP/001T-004');
    const before = handCount(s, op);
    const x = settle(attack(s, inZone(s, Z.members, s.turn.active)[0]!));
    expect(handCount(x, op)).toBe(before);
  });
});

describe('GP/001C-022 【自】【エントリー】【本領発揮Lv５】：あなたのターン終了時、あなたの手札がないなら、あなたは１枚引く。', () => {
  const CARD = 'GP/001C-022';
  /** To the next turn's first decision (the opponent's turn): this turn's end phase has run. */
  const toNextTurn = (s: GameState) => playUntil(s, (x) => x.turn.number === s.turn.number + 1 && x.decision?.player !== s.turn.active, (x, l) => (x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack') ?? pickNothing(x, l) : pickNothing(x, l)), 300);
  const setup = (hand: string[], retired: number) => scene({ me: { entry: CARD, members: ['HP/001T-003', 'HP/001T-010', 'KJ/001T-004'], retire: Array.from({ length: retired }, () => 'HP/001T-006'), hand } });

  test('7.6.1 at Lv5 (3 members + 2 retired) with an empty hand: 1 card drawn at your turn\'s end', () => {
    const { s, me } = setup([], 2);
    expect(handCount(s, me)).toBe(0);
    expect(handCount(toNextTurn(s), me)).toBe(1);
  });

  test('the condition one below (1 card in hand): nothing drawn; the level one below (4): nothing drawn', () => {
    const one = setup(['HP/001T-014'], 2);
    expect(handCount(toNextTurn(one.s), one.me)).toBe(1);
    const low = setup([], 1);
    expect(handCount(toNextTurn(low.s), low.me)).toBe(0);
  });
});

describe('NJPW/001P-009 【キャンセル】：Reバース以外の【スパーク】 / 【自】：このキャラがこのキャラの【キャンセル】で控え室に置かれた時、あなたは自分のエントリーから１枚選び、このターン中、そのキャラを＋１/＋１。', () => {
  const CARD = 'NJPW/001P-009';
  const SPARK = 'HP/002T-002'; // 【スパーク】：相手のエントリーから１枚選び、このターン中、そのキャラを－１/±０し、このキャラを＋１/±０。
  const setup = () => scene({ me: { deckTop: [SPARK] }, op: { entry: 'HP/001T-004', hand: [CARD] } });
  /** `me`'s Entry emptied (to the waiting room), a check timing run: the Entry process flips SPARK (on top) and its Spark's counter process asks (the harness's spark() passes it). */
  const sparkAsked = (s0: GameState, me: number): GameState => {
    const s = JSON.parse(JSON.stringify(s0)) as GameState;
    const entry = s.zones[zoneKey(Z.entry, me)]!;
    for (const id of entry.cards) {
      s.zones[zoneKey(Z.waitingRoom, me)]!.cards.unshift(id);
      s.cards[id]!.zone = zoneKey(Z.waitingRoom, me);
    }
    entry.cards = [];
    const ctx = makeCtx(s, definition, vocabularyFor(definition));
    ctx.state.decision = null;
    push(ctx, { op: '$check' });
    run(ctx);
    return ctx.state;
  };

  test('11.4 / 9.7.3.1: presenting it against a Spark discards it, the Spark does nothing, and its ability (working in the waiting room) gives the Entry +1/+1 for the turn', () => {
    const { s, me, op, id } = setup();
    const entry = id('op', 'HP/001T-004');
    const base = stat(s, entry);
    let x = sparkAsked(s, me);
    if (decision(x)?.player === me) x = act(x, legal(x).find((a) => a.type === 'pass')!); // 9.7.3.1: the turn player is asked first
    expect(decision(x)).toMatchObject({ kind: 'r4u.counter', player: op });
    x = settle(act(x, legal(x).find((a) => a.type === 'presentCancel')!));
    expect(cardIds(x, Z.waitingRoom, op)).toEqual([CARD]);
    expect(stat(x, entry)).toEqual([base[0] + 1, base[1] + 1]);
  });

  test('not presented (a pass): the Spark resolves (-1/±0 on the Entry) and the ability does not trigger', () => {
    const { s, me, id } = setup();
    const entry = id('op', 'HP/001T-004');
    const base = stat(s, entry);
    const x = settle(sparkAsked(s, me)); // every counter question passed
    expect(stat(x, entry)).toEqual([base[0] - 1, base[1]]);
  });
});

describe('BA/002B-089 【自】【エントリー】【ターン１回】：あなたのメンバーが相手の効果で控え室に置かれた時、あなたは相手のメンバーから１枚選び、控え室に置く。', () => {
  const CARD = 'BA/002B-089';
  const RB = 'HP/001T-018'; // 【スパーク】：あなたは相手の、エントリーとメンバーから、あなたのリタイアと同じ枚数選び、控え室に置く。
  const setup = (entry: string) => scene({
    me: { retire: ['HP/001T-006'], deckTop: [RB, 'HP/001T-014'], members: ['HP/001T-003', 'HP/001T-010'] },
    op: { entry, members: ['HP/001T-010', 'KJ/001T-004'] },
  });

  test('a member of its master put into the waiting room by the opponent\'s Spark: its master chooses one of the opponent\'s members (every one offered, exactly 1) for the waiting room', () => {
    const { s, me, op, id } = setup(CARD);
    let x = spark(s, me, RB);
    expect(decision(x)!.player).toBe(me);
    x = pick(x, id('op', 'HP/001T-010'));
    x = settle(x, (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === op ? y : null));
    const d = decision(x)!;
    expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', op, 1, 1]);
    expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-010')].sort());
    x = settle(pick(x, id('me', 'HP/001T-003')));
    expect(cardIds(x, Z.waitingRoom, me)).toContain('HP/001T-003');
    expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-010']);
  });

  test('without the ability (a filler on the Entry): the member goes and nothing more happens', () => {
    const { s, me, id } = setup('HP/001T-004');
    let x = spark(s, me, RB);
    x = settle(pick(x, id('op', 'HP/001T-010')));
    expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010'].sort());
  });
});

describe('HP/002B-010 【自】【本領発揮Lv４】：このキャラが手札から、エントリーかメンバーに置かれた時、あなたは相手のメンバーから１枚選び、控え室に置く。', () => {
  const CARD = 'HP/002B-010';
  const setup = (retired: number) => scene({
    me: { members: ['HP/001T-003', 'HP/001T-010', null], retire: Array.from({ length: retired }, () => 'HP/001T-006'), hand: [CARD], energy: 6 },
    op: { members: ['HP/001T-010', 'KJ/001T-004'] },
  });
  const play = (s: GameState, to: 'entry' | number) => playChar(s, inZone(s, Z.hand, s.turn.active).find((id) => s.cards[id]!.cardId === CARD)!, to);

  for (const to of ['entry', 2] as const) {
    test(`5.5.1 played from hand onto ${to === 'entry' ? 'the Entry' : 'a member slot'} at Lv4 (2 members + 2 retired): one of the opponent's 2 members (both offered) goes to the waiting room`, () => {
      const { s, op, id } = setup(2);
      let x = play(s, to);
      x = settle(x, (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === s.turn.active && offered(y).includes(id('op', 'KJ/001T-004')) ? y : null));
      expect(offered(x)).toEqual([id('op', 'HP/001T-010'), id('op', 'KJ/001T-004')].sort());
      x = settle(pick(x, id('op', 'KJ/001T-004')));
      expect(cardIds(x, Z.members, op)).toEqual(['HP/001T-010']);
    });
  }

  test('one below (2 members + 1 retired = 3, Lv4 not met): nothing is chosen', () => {
    const { s, op } = setup(1);
    const x = settle(play(s, 'entry'));
    expect(cardIds(x, Z.members, op)).toEqual(['HP/001T-010', 'KJ/001T-004'].sort());
  });
});
