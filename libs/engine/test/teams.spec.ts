/**
 * More than two seats (docs/engine.md §1.19): the opponents relation from `players[p].flags.opponents`, the
 * `playerLeft` hook of `lose()` and the `decider` hook of `ask()` — with the toy game opened to three seats.
 */
import { createGame, isOpponent, lose, makeCtx, opponentsOf, resolvePlayers, vocabularyFor, type GameDefinition, type PlayerIndex } from '../src/index.js';
import { TOY, toyDeck, toySetup } from './toy-game.js';

const three = (hooks: GameDefinition['hooks'] = {}): GameDefinition => ({ ...TOY, slug: 'toy-three', players: { min: 2, max: 3 }, hooks: { ...TOY.hooks, ...hooks } });
const setup3 = (seed: string) => ({ ...toySetup(seed), players: [{ name: 'A', deck: toyDeck('A') }, { name: 'B', deck: toyDeck('B') }, { name: 'C', deck: toyDeck('A') }] });

describe('kernel: teams and leaving players', () => {
  test('isOpponent: every other seat by default; the listed seats when players[p].flags.opponents is set', () => {
    const def = three();
    const { state } = createGame(def, setup3('teams'));
    expect([isOpponent(state, 0, 1), isOpponent(state, 0, 2), isOpponent(state, 0, 0)]).toEqual([true, true, false]);
    state.players[0]!.flags.opponents = [2];
    state.players[1]!.flags.opponents = [2];
    expect([isOpponent(state, 0, 1), isOpponent(state, 0, 2)]).toEqual([false, true]);
    expect(resolvePlayers(state, 'opponent', { controller: 0 })).toEqual([2]);
    expect(opponentsOf(state, 1)).toEqual([2]);
    expect([...resolvePlayers(state, 'opponent', { controller: 2 })].sort()).toEqual([0, 1]); // no list: every other seat
  });

  test('lose() calls hooks.playerLeft while more than one player is left, not when the game ends', () => {
    const calls: PlayerIndex[][] = [];
    const def = three({ playerLeft: (_ctx, players) => void calls.push([...players]) });
    const { state } = createGame(def, setup3('left'));
    const ctx = makeCtx(state, def, vocabularyFor(def));
    lose(ctx, [2], 'test');
    expect(calls).toEqual([[2]]);
    expect(ctx.state.result).toBeNull();
    lose(ctx, [1], 'test');
    expect(calls).toEqual([[2]]);
    expect(ctx.state.result).toMatchObject({ winners: [0] });
  });

  test('hooks.decider gives a decision to another seat', () => {
    const def = three({ decider: (_ctx, spec) => (spec.player + 1) % 3 });
    const plain = createGame(three(), setup3('decider')).state;
    const routed = createGame(def, setup3('decider')).state;
    expect(routed.decision!.player).toBe((plain.decision!.player + 1) % 3);
  });
});
