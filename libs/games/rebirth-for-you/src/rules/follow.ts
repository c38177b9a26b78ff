/**
 * R4U 4.1.4 「特に指示がないかぎり」: a card that moves is a new card — unless the instruction says otherwise. An ability
 * that chose cards and names them again after moving them (「…から1枚選び、エントリーに置き、このターン中、そのキャラを
 * +2/±0」: 「そのキャラ」 is the card just put there) does say so: the variables of the abilities being resolved (kernel
 * `state.scopes`, the chosen cards bound by `bind`) follow a card to its new instance when it moves.
 */
import type { GameState } from '../../../../engine/src/index.js';

/** Called after every move (hooks.afterMove): each bound id of `prev` becomes the id of the card in its new zone. */
export function followMoved(state: GameState, prev: readonly string[], cards: readonly string[]): void {
  const scopes = Object.values(state.scopes);
  if (scopes.length === 0 || prev.length === 0) return;
  const next = new Map<string, string>();
  prev.forEach((id, i) => cards[i] !== undefined && cards[i] !== id && next.set(id, cards[i]!));
  for (const scope of scopes) {
    for (const [name, value] of Object.entries(scope)) {
      if (!Array.isArray(value) || !value.some((x) => typeof x === 'string' && next.has(x))) continue;
      scope[name] = value.map((x) => (typeof x === 'string' ? next.get(x) ?? x : x));
    }
  }
}
