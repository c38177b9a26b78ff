/**
 * A property-test check for every game: the catalog ids that a viewer's view shows although the viewer cannot
 * see any card with that id (hand of the opponent, deck order, face-down cards). The view's catalog snapshot
 * is checked by its keys (the facts of visible cards may name other cards) and every other part in full.
 * `allowed` adds ids a game's rules make known (e.g. the base card of a visible evolved card).
 */
import { canSee, view, type GameDefinition, type GameState, type Viewer } from '../src/index.js';

export function viewLeaks(s: GameState, viewer: Viewer, def: GameDefinition, allowed: (s: GameState, viewer: Viewer) => Iterable<string> = () => []): string[] {
  const known = new Set<string>(allowed(s, viewer));
  for (const c of Object.values(s.cards)) if (canSee(s, viewer, c.id)) known.add(c.cardId);
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (s.catalog[v] && !known.has(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (s.catalog[k] && !known.has(k)) found.add(k);
        walk(x);
      }
    }
  };
  const v = JSON.parse(JSON.stringify(view(s, viewer, def))) as Record<string, unknown>;
  for (const k of Object.keys(v.catalog as object)) if (!known.has(k)) found.add(k);
  walk({ ...v, catalog: null });
  return [...found];
}
