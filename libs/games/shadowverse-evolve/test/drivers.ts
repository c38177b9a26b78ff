/**
 * Small drivers shared by the SVE card cases and rule specs: answer the pending decision through the public
 * API (`must` = apply, failing loudly), read a player's leader health or hand size, and two state edits for
 * arranging boards. One copy here instead of one per test file.
 */
import { legalActions, type Action, type GameState } from '../../../engine/src/index.js';
import { counters, must, zoneCards } from './engine-helpers.js';

export const play = (s: GameState, card: string, player = 0) => must(s, { type: 'play', player, card }).state;
export const pick = (s: GameState, card: string, player = s.decision!.player) => must(s, { type: 'pick', player, card }).state;
/** Picks a target when a choice is asked (a single mandatory candidate is chosen by the engine itself). */
export const target = (s: GameState, card: string) => (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(card) ? pick(s, card) : s);
export const done = (s: GameState) => must(s, { type: 'done', player: s.decision!.player }).state;
export const choose = (s: GameState, option: string | number | boolean | null) => must(s, { type: 'choose', player: s.decision!.player, option }).state;
export const pass = (s: GameState) => must(s, { type: 'pass', player: s.decision!.player }).state;
export const attack = (s: GameState, attacker: string, tgt: string) => must(s, { type: 'attack', player: s.turn.active, attacker, target: tgt }).state;
export const activations = (s: GameState, card: string) => legalActions(s).filter((x) => x.type === 'activate' && x.card === card);
export const evolve = (s: GameState, card: string, opts: Partial<Action> = {}): GameState => {
  const a = legalActions(s).find((x) => x.type === 'evolve' && x.card === card && x.ep === (opts.ep ?? false) && x.sep === (opts.sep ?? false));
  if (!a) throw new Error(`no evolve of ${card}: ${JSON.stringify(legalActions(s).filter((x) => x.type === 'evolve'))}`);
  return must(s, a).state;
};
export const health = (s: GameState, p: number) => counters(s, p).health;
export const handCount = (s: GameState, p: number) => zoneCards(s, 'hand', p).length;
export const cardIdOf = (s: GameState, id: string) => s.cards[id]!.cardId;
/** Puts n copies of a card into a player's cemetery (a state edit for tests). */
export const fillCemetery = (s: GameState, p: number, n: number, cardId: string) => {
  if (!s.catalog[cardId]) throw new Error(`${cardId} is not in the game's catalog snapshot`);
  for (let i = 0; i < n; i++) {
    const cid = `cem-${p}-${cardId}-${i}`;
    s.cards[cid] = { id: cid, cardId, owner: p, controller: p, zone: `${p}:cemetery`, face: 'up', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
    s.zones[`${p}:cemetery`]!.cards.push(cid);
  }
};
/** Moves the given instances to the top of their owner's deck, ids[0] on top (a state edit for tests). */
export const toDeckTop = (s: GameState, ids: string[]) => {
  for (const id of [...ids].reverse()) {
    const c = s.cards[id]!;
    s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
    c.zone = `${c.owner}:deck`;
    s.zones[c.zone]!.cards.unshift(id);
  }
};
