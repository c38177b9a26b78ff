/**
 * The card filter `ability` (abilities/selectors.ts matchesFacts / matchesFilter): a card matches when it has a printed
 * ability with that label (SVE 「[進化]を持つ」: an activated ability labelled 進化, PCS01-011), in any zone, and no longer
 * while its abilities are lost (abilities/loss.ts, SVE 5.31.2).
 */
import {
  addEffect, ask, candidates, createGame, makeCtx, matchesFacts, matchesFilter, moveCards, push, registerGame, validateAbilities, vocabularyFor,
  type CatalogCard, type Ctx, type GameDefinition, type Modifier,
} from '../src/index.js';
import { BASIC_LAYOUT } from './sandbox.js';

const EVOLVE = { kind: 'activated', label: 'evolve', cost: [{ type: 'tapSelf' }], effect: { type: 'draw', amount: 1 } };
const PLAIN = { kind: 'activated', cost: [{ type: 'tapSelf' }], effect: { type: 'draw', amount: 1 } };
const CARDS: CatalogCard[] = [
  { id: 'EVO', name: 'Evo', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'x', abilities: [EVOLVE] },
  { id: 'ACT', name: 'Act', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'x', abilities: [PLAIN] },
  { id: 'VAN', name: 'Van', type: 'unit', cost: 1, attack: 1, defense: 1, text: '' },
];
const DEF: GameDefinition = {
  slug: 'filter-ability',
  name: 'Filter ability',
  versions: { rules: 'fa-1' },
  players: { min: 2, max: 2 },
  ...BASIC_LAYOUT, // roles.life 'life' is the kernel's default (primitives.ts)
  setup({ ctx, state }) {
    const mine = Object.values(state.cards).filter((c) => c.owner === 0);
    moveCards(ctx, [mine.find((c) => c.cardId === 'EVO')!.id, mine.find((c) => c.cardId === 'ACT')!.id], '0:field', { silent: true }); // the other EVO stays in the deck
    push(ctx, { op: 'wait' });
  },
  ops: { wait(ctx, f) { ask(ctx, f, { player: 0, kind: 'fa.wait', prompt: 'pass' }); } },
  decisions: { 'fa.wait': { legal: () => [{ type: 'pass', player: 0 }] } },
};
registerGame(DEF);

function game(): Ctx {
  const state = createGame(DEF, { seed: 'fa', players: [{ name: 'a', deck: ['EVO', 'ACT', 'VAN', 'EVO'] }, { name: 'b', deck: ['VAN'] }], cards: CARDS, allowUnsupported: true }).state;
  return makeCtx(state, DEF, vocabularyFor(DEF));
}
const env = { controller: 0, source: null, sourceCardId: null, scope: null, event: null };

describe('card filter `ability` (a printed ability with that label)', () => {
  test('matches only cards with an ability of that label, in every zone (the deck too); validates', () => {
    const ctx = game();
    const s = ctx.state;
    const on = (cid: string, zone: string) => Object.values(s.cards).filter((c) => c.cardId === cid && c.zone === zone).map((c) => c.id);
    expect([on('EVO', '0:field').length, on('EVO', '0:deck').length + on('EVO', '0:hand').length]).toEqual([1, 1]);
    expect(Object.values(s.cards).filter((c) => matchesFilter(ctx, c.id, { ability: 'evolve' })).map((c) => c.cardId)).toEqual(['EVO', 'EVO']);
    expect([matchesFacts(ctx, 'EVO', { ability: 'evolve' }), matchesFacts(ctx, 'ACT', { ability: 'evolve' }), matchesFacts(ctx, 'VAN', { ability: 'evolve' })]).toEqual([true, false, false]);
    expect(candidates(ctx, { zone: 'field', side: 'you', filter: { ability: 'evolve', type: 'unit' } }, env).map((id) => s.cards[id]!.cardId)).toEqual(['EVO']);
    const withFilter = (filter: object) => [{ kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { zone: 'field', side: 'you', filter } }];
    expect(validateAbilities(withFilter({ ability: 'evolve' }), vocabularyFor(DEF))).toEqual([]);
    expect(validateAbilities(withFilter({ ability: '' }), vocabularyFor(DEF)).length).toBeGreaterThan(0);
  });

  test('SVE 5.31.2: a card whose abilities are lost no longer matches; the others still do', () => {
    const ctx = game();
    const evo = Object.values(ctx.state.cards).find((c) => c.cardId === 'EVO' && c.zone === '0:field')!.id;
    addEffect(ctx, { source: null, sourceCardId: null, controller: 1, targets: [evo], player: null, modifier: { type: 'loseAbilities' } as Modifier, duration: 'untilEndOfTurn' });
    expect(matchesFilter(ctx, evo, { ability: 'evolve' })).toBe(false);
    expect(Object.values(ctx.state.cards).filter((c) => matchesFilter(ctx, c.id, { ability: 'evolve' })).length).toBe(1);
  });
});
