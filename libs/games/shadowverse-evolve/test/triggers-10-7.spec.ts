/**
 * Delayed triggers (SVE 10.7.5; kernel abilities/delayed.ts, base effect `delayedTrigger`) and state
 * triggers (SVE 10.7.6; src/rules/state-triggers.ts).
 */
import { addEffect, dealDamage, push, run, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { BY_ID, counters, ctxOf, must, names, nextTurn, scene, stats, zoneCards, withAbility, checkTiming as check } from './engine-helpers.js';
import { play } from './drivers.js';

const delayed = (s: GameState) => s.effects.filter((e) => e.targets === null && e.modifier.type === 'ability');
const endMain = (s: GameState) => must(s, { type: 'endMain', player: s.turn.active }).state;

describe('SVE 10.7.5 delayed triggers', () => {
  test('compiler: 「このターン、次に自分がプレイしたフォロワーが場に出たとき、それは…」 is a delayedTrigger (onEnter from the resolution zone, period: this turn)', () => {
    const r = compileCard(BY_ID.get('BP03-089')!);
    expect(r.mapped).toEqual([0, 1]);
    expect(JSON.stringify(r.abilities)).toContain('"type":"delayedTrigger","trigger":{"on":"onEnter","zone":"field","from":"resolution","side":"you","who":"any","filter":{"type":"フォロワー"}}');
    expect(JSON.stringify(r.abilities)).toContain('"duration":"untilEndOfTurn"');
  });

  test('SVE 10.7.5 / 10.7.5.1: 邪悪なる指揮 — the NEXT follower played gets +1/+1 (2/3 → 3/4), once: the second one stays 2/3 and the delayed trigger is gone', () => {
    const { s: s0, ids } = scene({ hand: ['BP03-089', 'SD02-019', 'SD02-019'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    expect(counters(s, 0).health).toBe(19);
    expect(delayed(s)).toHaveLength(1);
    s = play(s, ids.hand![1]!);
    expect(s.decision?.kind).toBe('sve.main');
    const [first] = zoneCards(s, 'field', 0);
    expect(stats(s, first!)).toEqual([3, 4]);
    expect(delayed(s)).toHaveLength(0);
    s = play(s, ids.hand![2]!);
    const second = zoneCards(s, 'field', 0).find((id) => id !== first)!;
    expect([stats(s, first!), stats(s, second)]).toEqual([[3, 4], [2, 3]]);
    expect(counters(s, 0).pp).toBe(0);
  });

  test('SVE 10.7.5: the period 「このターン、」 — not triggered this turn, it ends with the turn (7.4.8): no delayed trigger in the next turns', () => {
    const { s: s0, ids } = scene({ hand: ['BP03-089'], pp: 1 });
    let s = play(s0, ids.hand![0]!);
    expect(delayed(s)).toHaveLength(1);
    s = nextTurn(s);
    expect(delayed(s)).toHaveLength(0);
  });

  test('SVE 10.7.5: playing a spell does not trigger 「次に自分がプレイしたフォロワーが場に出たとき」; a 『フェアリー』 token played from the EX area does (1/1 → 2/2)', () => {
    const { s: s0, ids } = scene({ hand: ['BP03-089', 'SD01-014'], pp: 3 }); // SD01-014 フェアリーサークル: 3 『フェアリー』 to the EX area
    let s = play(s0, ids.hand![0]!);
    s = play(s, ids.hand![1]!); // a spell is played but no follower enters
    expect(zoneCards(s, 'exArea', 0).length).toBe(3);
    expect(delayed(s)).toHaveLength(1); // a spell entering nothing: still waiting
    const fairy = zoneCards(s, 'exArea', 0)[0]!;
    s = play(s, fairy); // played from the EX area (1 PP): this one triggers
    const f = zoneCards(s, 'field', 0)[0]!;
    expect(stats(s, f)).toEqual([2, 2]); // 『フェアリー』 1/1 +1/+1
    expect(delayed(s)).toHaveLength(0);
  });

  test('SVE 10.7.5 / 10.12.1.3: 神秘の獲得 — the EX area is filled to its limit (5: deck −5), and at the NEXT end phase of its master all EX-area cards are banished, once', () => {
    const { s: s0, ids } = scene({ hand: ['BP01-056'], pp: 4 });
    const deck = zoneCards(s0, 'deck', 0).length;
    let s = play(s0, ids.hand![0]!);
    expect(zoneCards(s, 'exArea', 0).length).toBe(5);
    expect(zoneCards(s, 'deck', 0).length).toBe(deck - 5);
    expect(delayed(s)).toHaveLength(1);
    const spell = s.effects.find((e) => e.targets === null && e.modifier.type === 'ability')!;
    expect(spell.sourceCardId).toBe('BP01-056');
    const r = must(s, { type: 'endMain', player: 0 });
    s = r.state;
    const trig = r.events.find((e) => e.type === 'triggered' && e.delayed === true);
    expect(trig).toMatchObject({ cardId: 'BP01-056', controller: 0 });
    expect(zoneCards(s, 'exArea', 0).length).toBe(0);
    expect(zoneCards(s, 'banished', 0).length).toBe(5);
    expect(delayed(s)).toHaveLength(0);
    // the opponent's turn and my next end phase: nothing more is banished
    s = nextTurn(s);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    const ex = zoneCards(s, 'exArea', 0).length;
    s = endMain(s);
    expect(zoneCards(s, 'exArea', 0).length).toBe(ex);
    expect(zoneCards(s, 'banished', 0).length).toBe(5);
  });

  test('「これをEXエリアが上限になるまでくり返す」: with 3 cards in the EX area 2 are added; with 1 card left in the deck 1 is added and the repetition stops', () => {
    const a = scene({ hand: ['BP01-056'], ex: ['SD02-019', 'SD02-019', 'SD02-002'], pp: 4 });
    const deckA = zoneCards(a.s, 'deck', 0).length;
    const s = play(a.s, a.ids.hand![0]!);
    expect([zoneCards(s, 'exArea', 0).length, zoneCards(s, 'deck', 0).length]).toEqual([5, deckA - 2]);
    const b = scene({ hand: ['BP01-056'], pp: 4 });
    const keep = zoneCards(b.s, 'deck', 0).slice(0, 1);
    b.s.zones['0:deck']!.cards = keep;
    for (const id of Object.keys(b.s.cards)) if (b.s.cards[id]!.zone === '0:deck' && !keep.includes(id)) delete b.s.cards[id];
    const t = play(b.s, b.ids.hand![0]!);
    expect([zoneCards(t, 'exArea', 0).length, zoneCards(t, 'deck', 0).length]).toEqual([1, 0]);
    expect(t.decision?.kind).toBe('sve.main');
  });

  test('kernel: a delayed trigger with repeat: true triggers every time within its period (10.7.5.1 「期限が示されて」); without, once', () => {
    for (const [repeat, expected] of [[true, [3, 3]], [false, [3, 2]]] as const) {
      const { s, ids } = scene({ hand: ['SD02-019', 'SD02-019'], pp: 4 });
      const ctx = ctxOf(s);
      addEffect(ctx, {
        source: null, sourceCardId: null, controller: 0, targets: null, player: 0, duration: 'untilEndOfTurn',
        modifier: { type: 'ability', ability: { kind: 'triggered', trigger: { on: 'onEnter', zone: 'field', side: 'you', who: 'any' }, effect: { type: 'modify', target: { ref: 'eventCard' }, stat: 'attack', add: 1, duration: 'permanent' } }, ...(repeat ? { repeat: true } : {}) } as never,
      });
      let t = play(ctx.state, ids.hand![0]!);
      t = play(t, ids.hand![1]!);
      const atk = zoneCards(t, 'field', 0).map((id) => stats(t, id)[0]);
      expect(atk).toEqual(expected);
      expect(names(t, 'field', 0)).toEqual(['SD02-019', 'SD02-019']);
    }
  });
});

const env0 = { controller: 1, source: null, sourceCardId: null, scope: null, event: null };

describe('SVE 10.7.6 state triggers', () => {
  test('compiler: 古き護り手 BP05-092 — 「自分のリーダーの[体力]0以下になったとき」 is a state trigger (sve.state, health ≤ 0); 「自分はバトルに敗北せず…」 the keyword sve.cannotLose', () => {
    const r = compileCard(BY_ID.get('BP05-092')!);
    expect(r.mapped).toEqual([0, 1, 2]);
    expect(r.abilities[0]).toMatchObject({ kind: 'triggered', trigger: { on: 'sve.state', condition: { type: 'counter', player: 'you', counter: 'health', compare: { lte: 0 } } } });
    expect(r.abilities[1]).toMatchObject({ kind: 'keyword', keyword: 'sve.cannotLose' });
  });

  test('SVE 10.7.6 / 1.3.3 / 11.2.1: 古き護り手 — leader health 20 − 22 = −2: no defeat; the state trigger puts it into the cemetery and sets the health to 1', () => {
    const { s: s0 } = scene({ field: ['BP05-092'] });
    const ctx = ctxOf(s0);
    dealDamage(ctx, { player: 0 }, 22, env0);
    expect(counters(ctx.state, 0).health).toBe(-2);
    const s = check(ctx.state);
    expect(s.result).toBeNull();
    expect(s.decision?.kind).toBe('sve.main');
    expect(counters(s, 0).health).toBe(1);
    expect(names(s, 'cemetery', 0)).toEqual(['BP05-092']);
    expect(names(s, 'field', 0)).toEqual([]);
  });

  test('SVE 11.2.1 (control): the same damage without 古き護り手 loses the game; with it at health exactly 1 nothing triggers (0 or less only)', () => {
    const a = scene({});
    const ctx = ctxOf(a.s);
    dealDamage(ctx, { player: 0 }, 22, env0);
    expect(check(ctx.state).result).toMatchObject({ losers: [0], rule: 'SVE 11.2.1' });
    const b = scene({ field: ['BP05-092'] });
    const c2 = ctxOf(b.s);
    dealDamage(c2, { player: 0 }, 19, env0);
    const t = check(c2.state);
    expect([counters(t, 0).health, names(t, 'field', 0), t.pending.length]).toEqual([1, ['BP05-092'], 0]);
  });

  test('SVE 10.7.6.1: once while pending, again after resolving while the state holds — synthetic 「自分のPPが1以上のとき、自分のPPを1減らし、自分のリーダーに1ダメージ」 with 3 PP resolves exactly 3 times (PP 0, health 17)', () => {
    const base = scene({ field: ['SD02-019'], pp: 3 });
    const s0 = withAbility(base.s, 'SD02-019', {
      kind: 'triggered', trigger: { on: 'sve.state', condition: { type: 'counter', player: 'you', counter: 'pp', compare: { gte: 1 } } },
      effect: { type: 'sequence', steps: [{ type: 'gain', player: 'you', counter: 'pp', amount: -1 }, { type: 'damage', target: { player: 'you' }, amount: 1 }] },
    });
    const ctx = ctxOf(s0);
    ctx.state.decision = null;
    push(ctx, { op: '$check' });
    run(ctx);
    expect([counters(ctx.state, 0).pp, counters(ctx.state, 0).health]).toEqual([0, 17]);
    expect(ctx.events.filter((e) => e.type === 'triggered' && e.state === true)).toHaveLength(3);
  });

  test('SVE 10.7.6.1 / 15.2: a state trigger whose effect never ends the state loops until the check-timing guard ends the game as a draw', () => {
    const base = scene({ field: ['SD02-019'] });
    const s0 = withAbility(base.s, 'SD02-019', {
      kind: 'triggered', trigger: { on: 'sve.state', condition: { type: 'counter', player: 'you', counter: 'health', compare: { gte: 1 } } },
      effect: { type: 'gain', player: 'you', counter: 'ep', amount: 0 },
    });
    const s = check(s0);
    expect(s.result).toMatchObject({ draw: true, reason: 'infinite loop', rule: 'SVE 15.2.1.3' });
  });
});
