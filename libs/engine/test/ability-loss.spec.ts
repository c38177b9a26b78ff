/**
 * Ability loss (abilities/loss.ts): the modifier `loseAbilities` (SVE 5.31.2 【箱詰め】 / 「能力すべてを失う」)
 * on a toy game: a card loses its printed abilities (keywords, static, triggered incl. "when this leaves",
 * activated) and the abilities it gained before the loss; abilities gained later are kept (5.31.2.1);
 * stat changes are not abilities; the loss ends with its duration.
 */
import {
  activatableAbilities, addEffect, ask, createGame, push, expire, grantedAbilities, hasKeyword, keywordsOf, lossIndex, makeCtx, moveCards,
  registerGame, statOf, validateAbilities, vocabularyFor, newEnv, resolveEffect, run,
  type CatalogCard, type Ctx, type GameDefinition, type GameState, type JsonObject, type Modifier,
} from '../src/index.js';
import { BASIC_LAYOUT } from './sandbox.js';

const LW = { kind: 'triggered', trigger: { on: 'onLeave' }, effect: { type: 'gain', counter: 'life', amount: 1 } }; // "Last Words"
const ENTER_OTHER = { kind: 'triggered', trigger: { on: 'onEnter', who: 'other', side: 'you' }, effect: { type: 'gain', counter: 'life', amount: 10 } };
const ACT = { kind: 'activated', cost: [{ type: 'tapSelf' }], effect: { type: 'draw', amount: 1 } };
const AURA = { kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { zone: 'field', side: 'you', other: true } };
const SELF_BUFF = { kind: 'static', modifier: { type: 'stat', stat: 'defense', op: 'add', value: 5 }, affects: { ref: 'self' } };
const WARD_AURA = { kind: 'static', modifier: { type: 'keyword', keyword: 'ward', grant: true, value: null }, affects: { zone: 'field', side: 'you' } };

const CARDS: CatalogCard[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ id: `U${i}`, name: `Unit ${i}`, type: 'unit', cost: 1, attack: 1, defense: 2, text: '' })),
  { id: 'HERO', name: 'Hero', type: 'unit', cost: 1, attack: 2, defense: 2, keywords: ['ward'], text: 'x', abilities: [LW, ENTER_OTHER, ACT, AURA, SELF_BUFF] },
  { id: 'TOTEM', name: 'Totem', type: 'unit', cost: 1, attack: 0, defense: 1, text: 'x', abilities: [WARD_AURA] },
];

const LOSS: GameDefinition = {
  slug: 'losses',
  name: 'Losses',
  versions: { rules: 'losses-1' },
  players: { min: 2, max: 2 },
  ...BASIC_LAYOUT,
  vocabulary: { keywords: { ward: { description: 'test keyword' } } },
  setup({ ctx, state }) {
    const byCard = (cid: string) => Object.values(state.cards).find((c) => c.cardId === cid)!.id;
    moveCards(ctx, ['HERO', 'U0'].map(byCard), '0:field', { silent: true });
    moveCards(ctx, ['TOTEM', 'U1'].map(byCard), '0:hand', { silent: true });
    for (const p of state.players) p.counters.life = 10;
    push(ctx, { op: 'wait' });
  },
  ops: {
    wait(ctx, f) {
      ask(ctx, f, { player: 0, kind: 'losses.wait', prompt: 'pass' });
    },
  },
  decisions: { 'losses.wait': { legal: () => [{ type: 'pass', player: 0 }] } },
};
registerGame(LOSS);

const vocab = vocabularyFor(LOSS);
function game(): Ctx {
  const state = createGame(LOSS, { seed: 'loss', players: [{ name: 'a', deck: ['HERO', 'TOTEM', 'U0', 'U1', 'U2', 'U3'] }, { name: 'b', deck: ['U4', 'U5', 'U6', 'U7'] }], cards: CARDS, allowUnsupported: true }).state;
  return makeCtx(state, LOSS, vocab);
}
const idOf = (s: GameState, cid: string) => Object.values(s.cards).find((c) => c.cardId === cid)!.id;
const lose = (ctx: Ctx, id: string, duration: JsonObject | string = 'untilEndOfTurn') =>
  addEffect(ctx, { source: null, sourceCardId: null, controller: 1, targets: [id], player: null, modifier: { type: 'loseAbilities' } as Modifier, duration: duration as never });
const grantKw = (ctx: Ctx, id: string, keyword: string) =>
  addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'keyword', keyword, grant: true, value: null }, duration: 'permanent' });
const grantAb = (ctx: Ctx, id: string, ability: JsonObject) =>
  addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'ability', ability: ability as never }, duration: 'permanent' });

describe('ability loss (abilities/loss.ts; SVE 5.31.2)', () => {
  test('no loss effect: the index is the shared empty map (the hot paths pay one lookup)', () => {
    const ctx = game();
    expect(lossIndex(ctx.state).size).toBe(0);
    expect(lossIndex(ctx.state)).toBe(lossIndex(ctx.state));
  });

  test('without loss the printed abilities work: keyword, aura on the other unit, self static, activation', () => {
    const ctx = game();
    const hero = idOf(ctx.state, 'HERO');
    const u0 = idOf(ctx.state, 'U0');
    expect([hasKeyword(ctx, hero, 'ward'), statOf(ctx, u0, 'attack'), statOf(ctx, hero, 'defense')]).toEqual([true, 2, 7]);
    expect(activatableAbilities(ctx, 0).map((a) => a.card)).toEqual([hero]);
  });

  test('5.31.2: printed keyword, static auras (on others and on itself) and activated abilities are lost; the loss ends with its duration', () => {
    const ctx = game();
    const hero = idOf(ctx.state, 'HERO');
    const u0 = idOf(ctx.state, 'U0');
    lose(ctx, hero);
    expect([hasKeyword(ctx, hero, 'ward'), keywordsOf(ctx, hero), statOf(ctx, u0, 'attack'), statOf(ctx, hero, 'defense')]).toEqual([false, [], 1, 2]);
    expect(activatableAbilities(ctx, 0)).toEqual([]);
    expect(expire(ctx, 'endOfTurn')).toBe(1);
    expect([hasKeyword(ctx, hero, 'ward'), statOf(ctx, u0, 'attack'), statOf(ctx, hero, 'defense')]).toEqual([true, 2, 7]);
    expect(activatableAbilities(ctx, 0).map((a) => a.card)).toEqual([hero]);
  });

  test('5.31.2: automatic abilities do not trigger — another unit entering, and "when this leaves" (last known information)', () => {
    const ctx = game();
    const hero = idOf(ctx.state, 'HERO');
    moveCards(ctx, [idOf(ctx.state, 'U1')], '0:field', { reason: 'test' });
    expect(ctx.state.pending.map((p) => p.ability)).toEqual([1]); // control: the enter trigger
    ctx.state.pending = [];
    lose(ctx, hero, 'permanent');
    moveCards(ctx, [idOf(ctx.state, 'TOTEM')], '0:field', { reason: 'test' });
    expect(ctx.state.pending).toEqual([]);
    moveCards(ctx, [hero], '0:discard', { reason: 'destroy' });
    expect(ctx.state.pending).toEqual([]); // left while it had no abilities
    expect(ctx.state.effects).toEqual([]); // the loss ended with the new object
  });

  test('control: "when this leaves" triggers without the loss', () => {
    const ctx = game();
    moveCards(ctx, [idOf(ctx.state, 'HERO')], '0:discard', { reason: 'destroy' });
    expect(ctx.state.pending.map((p) => p.ability)).toEqual([0]);
  });

  test('5.31.2 / 5.31.2.1: abilities gained before the loss are lost, abilities gained after it are kept (effects, granted abilities, static keyword grants)', () => {
    const ctx = game();
    const u0 = idOf(ctx.state, 'U0');
    moveCards(ctx, [idOf(ctx.state, 'TOTEM')], '0:field', { reason: 'test', silent: true }); // ward aura on every unit of player 0
    grantKw(ctx, u0, 'rush');
    grantAb(ctx, u0, ACT);
    grantAb(ctx, u0, SELF_BUFF);
    const u0Now = idOf(ctx.state, 'U0');
    expect([hasKeyword(ctx, u0Now, 'ward'), hasKeyword(ctx, u0Now, 'rush'), statOf(ctx, u0Now, 'defense'), grantedAbilities(ctx, u0Now).length]).toEqual([true, true, 7, 2]);
    lose(ctx, u0Now);
    expect([hasKeyword(ctx, u0Now, 'ward'), hasKeyword(ctx, u0Now, 'rush'), statOf(ctx, u0Now, 'defense'), grantedAbilities(ctx, u0Now).length]).toEqual([false, false, 2, 0]);
    expect(activatableAbilities(ctx, 0).some((a) => a.card === u0Now)).toBe(false);
    // gained later: kept (an effect grant, a granted ability)
    grantKw(ctx, u0Now, 'rush');
    grantAb(ctx, u0Now, ACT);
    expect([hasKeyword(ctx, u0Now, 'rush'), grantedAbilities(ctx, u0Now).length]).toEqual([true, 1]);
    expect(activatableAbilities(ctx, 0).filter((a) => a.card === u0Now).map((a) => a.index)).toEqual([-1]);
    // a static keyword grant of a card that enters after the loss: kept (10.9.1.6.1 timestamp)
    moveCards(ctx, [idOf(ctx.state, 'TOTEM')], '0:discard', { reason: 'test', silent: true });
    moveCards(ctx, [idOf(ctx.state, 'TOTEM')], '0:field', { reason: 'test', silent: true });
    expect(hasKeyword(ctx, u0Now, 'ward')).toBe(true);
  });

  test('stat changes are not abilities: an effect before the loss still applies; other cards keep their own abilities', () => {
    const ctx = game();
    const hero = idOf(ctx.state, 'HERO');
    const u0 = idOf(ctx.state, 'U0');
    addEffect(ctx, { source: null, sourceCardId: null, controller: 1, targets: [u0], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 3 }, duration: 'permanent' });
    lose(ctx, u0);
    expect(statOf(ctx, u0, 'attack')).toBe(5); // printed 1, the hero's aura +1 (another card's ability: kept), the effect +3
    expect(hasKeyword(ctx, hero, 'ward')).toBe(true);
  });

  test('the base effect loseAbilities validates and creates the effect on the chosen cards', () => {
    expect(validateAbilities([{ kind: 'spell', effect: { type: 'loseAbilities', target: { zone: 'field', side: 'you', filter: { cardId: 'HERO' } }, duration: 'untilEndOfTurn' } }], vocab)).toEqual([]);
    const ctx = game();
    const hero = idOf(ctx.state, 'HERO');
    ctx.state.decision = null;
    resolveEffect(ctx, { type: 'loseAbilities', target: { ref: 'self' }, duration: { until: 'later' } }, newEnv(ctx, 0, hero));
    run(ctx);
    expect(ctx.state.effects.map((e) => [e.targets, e.modifier, e.duration])).toEqual([[[hero], { type: 'loseAbilities' }, { until: 'later' }]]);
    expect(hasKeyword(ctx, hero, 'ward')).toBe(false);
    expect(expire(ctx, 'later')).toBe(1);
    expect(hasKeyword(ctx, hero, 'ward')).toBe(true);
  });
});
