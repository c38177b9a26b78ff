/** Test helpers to put a toy game into a chosen position (tests may edit the plain-JSON state). */
import { apply, createGame, makeCtx, moveCards, vocabularyFor, zoneKey, type Action, type GameState, type JsonObject } from '../src/index.js';
import { cardId, TOY, toySetup } from './toy-game.js';
import './helpers.js';

export const prefixOf = (player: number) => (player === 0 ? 'A' : 'B');
export const card = (player: number, n: number) => cardId(prefixOf(player), n);

/** A new toy game past both mulligans (both keep), at the first player's first main decision. */
export function started(seed: string): GameState {
  let s = createGame(TOY, toySetup(seed)).state;
  while (s.decision!.kind === 'chooseOption' && s.decision!.rule === 'TOY 2.2') {
    s = apply(s, { type: 'choose', player: s.decision!.player, option: 'keep' }).state;
  }
  return s;
}

export function idOf(state: GameState, catalogId: string): string {
  const c = Object.values(state.cards).find((x) => x.cardId === catalogId);
  if (!c) throw new Error(`no instance of ${catalogId}`);
  return c.id;
}

/** Moves cards (by catalog id) silently into zones, e.g. [['A03', 'field', 0]]. Returns a new state. */
export function arrange(state: GameState, moves: Array<[string, string, number, JsonObject?]>): GameState {
  const ctx = makeCtx(state, TOY, vocabularyFor(TOY));
  for (const [cid, zone, owner, flags] of moves) {
    const [id] = moveCards(ctx, [idOf(ctx.state, cid)], zoneKey(zone, owner), { silent: true, position: 'top' });
    Object.assign(ctx.state.cards[id!]!.flags, flags ?? { enteredTurn: 0 });
  }
  return ctx.state;
}

export function act(state: GameState, action: Action) {
  return apply(state, action);
}

/** Plays `catalogId` from the active player's hand. */
export function play(state: GameState, catalogId: string) {
  return apply(state, { type: 'play', player: state.decision!.player, card: idOf(state, catalogId) });
}

export function types(events: Array<{ type: string }>): string[] {
  return events.map((e) => e.type);
}
