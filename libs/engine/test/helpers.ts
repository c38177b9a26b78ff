/** Shared helpers for the kernel tests: random legal play with a deterministic picker. */
import { apply, createGame, legalActions, registerGame, seedRng, randomInt, type Action, type GameEvent, type GameState } from '../src/index.js';
import { TOY, toySetup } from './toy-game.js';

registerGame(TOY);

export interface Step {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

/** Plays a toy game with uniformly random legal picks driven by `pickSeed`; returns every step. */
export function playRandom(seed: string | number, pickSeed: string | number = seed, maxSteps = 2000) {
  const created = createGame(TOY, toySetup(seed));
  const picker = seedRng(`picker:${pickSeed}`);
  let state = created.state;
  const steps: Step[] = [];
  const actions: Action[] = [];
  while (!state.result && steps.length < maxSteps) {
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`no legal action at step ${steps.length} though the game is not over`);
    const action = legal[randomInt(picker, legal.length)]!;
    const r = apply(state, action);
    steps.push({ before: state, action, after: r.state, events: r.events });
    actions.push(action);
    state = r.state;
  }
  return { initial: created.state, setupEvents: created.events, final: state, steps, actions };
}
