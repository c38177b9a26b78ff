/**
 * Current values of a card, as the rules see them now (docs/engine.md §1.7.1): what a view shows under
 * `current` for every card whose identity the viewer knows, so a bot reads "attack 3, health 1, has
 * Ward" instead of re-implementing the continuous effects.
 *
 * Everything here is READ through the kernel's derived-value functions the rules themselves use
 * (`statOf`, `keywordsOf`, `typeOf`): never a second implementation. When those functions are memoized
 * (a derived layer), views get the memo too.
 *
 * Generic default (any game): `{cost, attack, defense, damage, keywords, type, restrictions}`:
 *  - `cost`, `attack`, `defense`: `statOf` of the printed characteristic (null when the card has none);
 *  - `damage`: the card's `damage` counter (the kernel's default damage rule, primitives.ts);
 *  - `keywords`: `keywordsOf` (printed keywords and keyword abilities, grants, minus removals, sorted);
 *  - `type`: `typeOf` (the printed kind, or the kind an effect changed it to);
 *  - `restrictions`: [] (a game lists what the card may not do now).
 * A game replaces or extends it with `definition.view.current(reader, id, viewer)`, usually by calling
 * `currentValues` and adding its own facts (SVE: health, evolved, canAttack, canEvolve…). The hook must
 * add only what the viewer may know (the view shows `current` only for cards the viewer can see, but a
 * fact such as "can evolve" may depend on hidden cards: show it to their owner only).
 */
import type { JsonObject } from './json.js';
import type { Viewer } from './state.js';
import type { Reader } from './abilities/vocabulary.js';
import type { GameDefinition } from './definition.js';
import { DAMAGE } from './primitives.js';
import { keywordsOf, statOf, typeOf } from './effects.js';

export interface CurrentValues extends JsonObject {
  cost: number | null;
  attack: number | null;
  defense: number | null;
  /** Damage on the card (kernel default: its `damage` counter; a game may compute it otherwise). */
  damage: number;
  keywords: string[];
  type: string | null;
  /** What the card may not do now, in the game's words (generic default: none listed). */
  restrictions: string[];
}

/** The kernel's generic current values of a card (null when there is no such card). */
export function currentValues(r: Reader, id: string): CurrentValues | null {
  const card = r.state.cards[id];
  if (!card) return null;
  return {
    cost: statOf(r, id, 'cost'),
    attack: statOf(r, id, 'attack'),
    defense: statOf(r, id, 'defense'),
    damage: card.counters[DAMAGE] ?? 0,
    keywords: keywordsOf(r, id),
    type: typeOf(r.state, id),
    restrictions: [],
  };
}

/** `current` of a visible card in `viewer`'s view: the game's hook, else the generic values. */
export function currentFor(def: GameDefinition, r: Reader, id: string, viewer: Viewer): JsonObject | null {
  const hook = def.view?.current;
  return hook ? hook(r, id, viewer) : currentValues(r, id);
}
