/**
 * Replacement effects (SVE 10.10) on cards leaving the field, damage prevention and play-cost setting:
 * src/rules/replacement.ts, src/rules/damage.ts, src/actions/play.ts.
 */
import { createCard, dealDamage, destroy, zoneKey, type AbilityEnv, type CatalogCard, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { compileCard, engineFacts } from '../src/index.js';
import { ruleProcessing } from '../src/turn/rule-processing.js';
import { playCost } from '../src/actions/play.js';
import { BY_ID, ctxOf, names, nextTurn, readerFor, scene, stats, zoneCards, withAbility } from './engine-helpers.js';

const env = (controller: number): AbilityEnv => ({ controller, source: null, sourceCardId: null, scope: null, event: null });

/** A 『大地の魔片』 token (BP03-T02, 【スタック】) on player p's field holding n stack counters. */
function stackToken(s0: GameState, n: number, p: number): { s: GameState; id: string } {
  const ctx = ctxOf(s0);
  const s = ctx.state;
  if (!s.catalog['BP03-T02']) s.catalog = { ...s.catalog, 'BP03-T02': engineFacts(BY_ID.get('BP03-T02')! as unknown as CatalogCard) };
  const id = createCard(ctx, { cardId: 'BP03-T02', owner: p, zone: zoneKey('field', p), token: true, silent: true });
  if (n > 0) s.cards[id]!.counters.stack = n;
  s.cards[id]!.flags.since = 0;
  return { s, id };
}
const insteadTo = (to: string): JsonObject => ({ kind: 'replacement', replaces: { event: 'sve.toCemetery', side: 'opponent', filter: { type: 'フォロワー' } }, effect: { type: 'sve.instead', to } });

describe('SVE 10.10 replacement effects on leaving the field', () => {
  test('compiler: 「これが場にいる限り、相手のフォロワーが場から墓場に置かれる際、代わりにそれを消滅させる」 is a replacement ability (10.2.1.3.1)', () => {
    const r = compileCard(BY_ID.get('BP18-061')!);
    expect(r.mapped).toEqual([0, 1, 2]);
    expect(r.abilities.find((a) => a.kind === 'replacement')).toMatchObject({ replaces: { event: 'sve.toCemetery', side: 'opponent', filter: { type: 'フォロワー' } }, effect: { type: 'sve.instead', to: 'banished' } });
  });

  test('SVE 10.10.1 / 10.10.1.1: an opponent follower destroyed by an effect goes to the banish zone instead; the replaced move never happens', () => {
    const { s, ids } = scene({ field: ['BP18-061'], oppField: ['SD02-002'] });
    const ctx = ctxOf(s);
    const target = ids.oppField![0]!;
    expect(destroy(ctx, target, env(0))).not.toBeNull();
    expect(names(ctx.state, 'banished', 1)).toEqual(['SD02-002']);
    expect(names(ctx.state, 'cemetery', 1)).toEqual([]);
    const moves = ctx.events.filter((e) => e.type === 'moved');
    expect(moves).toHaveLength(1); // one move: field → banish zone, none into the cemetery
    expect(ctx.events.filter((e) => e.type === 'sve.replaced')).toHaveLength(1);
  });

  test('SVE 10.10.1: rule-processing destruction (11.3.1, health 0) is replaced too; own followers and enemy amulets are not affected (side / filter)', () => {
    const { s: s1, ids } = scene({ field: ['BP18-061', 'SD02-019'], oppField: ['SD02-002'] });
    const { s } = stackToken(s1, 0, 1); // an enemy 【スタック】 amulet with no counter (11.7)
    const ctx = ctxOf(s);
    dealDamage(ctx, { card: ids.oppField![0]! }, 3, env(0)); // 3/3: health 0
    dealDamage(ctx, { card: ids.field![1]! }, 3, env(1)); // my 2/3 ファイター: health 0
    expect(ruleProcessing(ctx)).toBe(true);
    expect(names(ctx.state, 'banished', 1)).toEqual(['SD02-002']);
    expect(names(ctx.state, 'cemetery', 0)).toEqual(['SD02-019']); // mine: side 'opponent' only
    expect(names(ctx.state, 'field', 1)).toEqual([]); // the amulet token went to the cemetery and was erased (9.1.4.4)
    expect(names(ctx.state, 'banished', 1)).not.toContain('BP03-T02');
  });

  test('SVE 10.10.2.3: two identical replacements apply once: after the first the event is "to the banish zone" and the second no longer matches; no decision (order does not matter)', () => {
    const { s, ids } = scene({ field: ['BP18-061', 'BP18-061'], oppField: ['SD02-002'] });
    const ctx = ctxOf(s);
    destroy(ctx, ids.oppField![0]!, env(0));
    expect(ctx.state.decision?.kind).toBe('sve.main');
    expect(ctx.events.filter((e) => e.type === 'sve.replaced')).toHaveLength(1);
    expect(names(ctx.state, 'banished', 1)).toEqual(['SD02-002']);
  });

  test('SVE 10.10.2 / 10.10.2.2: when the order changes the outcome, the master of the affected card chooses which replacement applies first', () => {
    const base = scene({ field: ['SD02-019', 'SD02-020'], oppField: ['SD02-002'] });
    // synthetic: ファイター sends it to the hand instead, 天剣の乙女 to the banish zone instead
    const s0 = withAbility(withAbility(base.s, 'SD02-019', insteadTo('hand')), 'SD02-020', insteadTo('banished'));
    const target = base.ids.oppField![0]!;
    const before = { hand: zoneCards(s0, 'hand', 1).length, banished: zoneCards(s0, 'banished', 1).length };
    for (const [first, zone] of [['SD02-019', 'hand'], ['SD02-020', 'banished']] as const) {
      const ctx = ctxOf(s0);
      ctx.state.decision = null;
      ctx.state.stack = [];
      expect(destroy(ctx, target, env(0))).toBeNull(); // deferred to the master's choice
      const frame = ctx.state.stack[ctx.state.stack.length - 1]!;
      expect(frame).toMatchObject({ op: 'leaveChoice', card: target, origin: 'cemetery' });
      const f0 = ctx.def.ops.leaveChoice!;
      f0(ctx, ctx.state.stack.pop()!);
      const d = ctx.state.decision!;
      expect(d).toMatchObject({ player: 1, kind: 'chooseOption', rule: 'SVE 10.10.2.2' });
      const src = (d.options as string[]).find((o) => ctx.state.cards[o.split('#')[0]!]!.cardId === first)!;
      const waiting = ctx.state.stack.pop()!;
      ctx.state.decision = null;
      f0(ctx, { ...waiting, answer: { option: src } });
      expect(names(ctx.state, zone, 1)).toContain('SD02-002');
      expect(zoneCards(ctx.state, zone, 1).length).toBe(before[zone] + 1);
      expect(names(ctx.state, 'field', 1)).toEqual([]);
      expect(names(ctx.state, 'cemetery', 1)).toEqual([]);
      expect(ctx.events.filter((e) => e.type === 'sve.replaced')).toHaveLength(1); // each applies at most once; the other no longer matches
    }
  });

  test('SVE 13.3.2.2 and 10.10: 【スタック】 is one of these replacements — a leave by destroy / banish / overflow only removes one counter', () => {
    const { s, id: tok } = stackToken(scene({}).s, 2, 0);
    const ctx = ctxOf(s);
    expect(destroy(ctx, tok, env(1))).toBeNull();
    expect(ctx.state.cards[tok]!.counters.stack).toBe(1);
    expect(ctx.events.filter((e) => e.type === 'moved')).toHaveLength(0);
  });
});

describe('SVE 10.10.1 damage prevention 「ダメージを受けない」', () => {
  test('「自分のターン中、これはダメージを受けない」 (BP16-108): no damage during its master\'s turn (0 dealt, health 6), damage as usual in the opponent\'s turn (6 → 3)', () => {
    const { s, ids } = scene({ field: ['BP16-108'] });
    const id = ids.field![0]!;
    let ctx = ctxOf(s);
    expect(dealDamage(ctx, { card: id }, 3, env(1))).toBe(0);
    expect(stats(ctx.state, id)).toEqual([4, 6]);
    const t2 = nextTurn(ctx.state);
    expect(t2.turn.active).toBe(1);
    ctx = ctxOf(t2);
    expect(dealDamage(ctx, { card: id }, 3, env(1))).toBe(3);
    expect(stats(ctx.state, id)).toEqual([4, 3]);
  });

  test('「このターン、それはダメージを受けない」 compiles to a keyword grant until the end of the turn', () => {
    const r = compileCard(BY_ID.get('BP08-005')!);
    expect(r.mapped.length).toBe(r.sentences.length);
    expect(JSON.stringify(r.abilities)).toContain('"keyword":"sve.noDamage","duration":"untilEndOfTurn"');
  });
});

describe('SVE 10.10.2.4 play-cost replacements: set the cost first, then raise / lower it', () => {
  test('cost 5 card: set to 0 then -1 → 0 (never below 0, 1.3.2.2.1); set to 2 then +1 → 3 whatever the timestamps', () => {
    const { s, ids } = scene({ hand: ['SD02-020'] });
    const id = ids.hand![0]!;
    const ctx = ctxOf(s);
    const add = (stat: string, op: 'set' | 'add', value: number) => ctx.state.effects.push({
      id: `e${ctx.state.effects.length + 100}`, source: null, sourceCardId: null, controller: 0, targets: [id], player: null,
      modifier: { type: 'stat', stat, op, value }, duration: 'untilEndOfTurn', timestamp: 1000 - ctx.state.effects.length,
    } as never);
    expect(playCost(readerFor(ctx.state), id)).toBe(5);
    add('costDelta', 'add', 1); // the raise is older than the set: still applied after it
    add('costSet', 'set', 2);
    expect(playCost(readerFor(ctx.state), id)).toBe(3);
    ctx.state.effects = [];
    add('costSet', 'set', 0);
    add('costDelta', 'add', -1);
    expect(playCost(readerFor(ctx.state), id)).toBe(0);
    expect(zoneCards(ctx.state, 'hand', 0)).toContain(id);
  });
});
