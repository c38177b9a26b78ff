/**
 * A check for every game's labelled actions (docs/engine.md §1.4.1): the labels of the listed actions, as EVERY
 * seat and a spectator would get them, never name a card that viewer cannot see. For each label:
 *  - every card ref is `hidden` exactly when the viewer cannot see the card, and a hidden ref carries no catalog id or name;
 *  - the texts (`en`, `ja`) contain no name of a card hidden from the viewer, unless a card the viewer sees has the
 *    same name (then the text cannot tell which one it is; names the viewer sees are taken out of the text first);
 *  - the texts contain no catalog id of a hidden card (unless the viewer sees a card with that id).
 * Returns the problems found (empty: none). Also checks that the game's own text is used (not the generic
 * `<Type>: field value` text) for every action type listed in `gameTypes`.
 */
import { canSee, genericActionText, labelAction, legalActions, type GameDefinition, type GameState, type Viewer } from '../src/index.js';

export function labelLeaks(s: GameState, def: GameDefinition, gameTypes: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (!s.decision) return problems;
  const viewers: Viewer[] = [...s.players.map((p) => p.index), 'spectator'];
  const actions = legalActions(s);
  for (const viewer of viewers) {
    const seenNames = new Set<string>();
    const seenIds = new Set<string>();
    const hiddenNames = new Map<string, string>();
    for (const c of Object.values(s.cards)) {
      const name = s.catalog[c.cardId]?.name ?? c.cardId;
      if (canSee(s, viewer, c.id)) {
        seenNames.add(name);
        seenIds.add(c.cardId);
      } else hiddenNames.set(c.id, name);
    }
    for (const a of actions) {
      const l = labelAction(s, a, viewer, def).label;
      for (const ref of l.cards) {
        const visible = canSee(s, viewer, ref.id);
        if (ref.hidden === visible) problems.push(`${a.type}: ref ${ref.role} ${ref.id} hidden=${ref.hidden} for viewer ${viewer} (visible=${visible})`);
        if (ref.hidden && ('cardId' in ref || 'name' in ref)) problems.push(`${a.type}: hidden ref ${ref.id} carries its identity for viewer ${viewer}`);
      }
      // the texts without the names the viewer may read (a hidden name may be part of a longer visible one)
      const visibleNames = [...seenNames].sort((x, y) => y.length - x.length);
      const text = visibleNames.reduce((t, n) => t.split(n).join('\u0000'), `${l.en}\n${l.ja}`);
      for (const [id, name] of hiddenNames) {
        if (!seenNames.has(name) && name.length > 1 && text.includes(name)) problems.push(`${a.type}: label "${l.en}" names hidden card ${id} (${name}) for viewer ${viewer}`);
        const cardId = s.cards[id]!.cardId;
        if (!seenIds.has(cardId) && text.includes(cardId)) problems.push(`${a.type}: label "${l.en}" shows the catalog id of hidden card ${id} for viewer ${viewer}`);
      }
      if (gameTypes.includes(a.type) && def.describeAction?.(s, a, viewer) == null) problems.push(`${a.type}: no game text (generic "${genericActionText(s, a, viewer).en}")`);
    }
  }
  return problems;
}
