/**
 * Choosing restrictions: 「(cards)は相手から選ばれない」 / 「相手のキャラから選ばれない」 / 「選ばれない。(あなたも選べない）」
 * (keyword `r4u.unchoosable`, value `opponent` / `opponentCharacters` / `anyone`), played through the kernel's target-candidate hook (`Vocabulary.choosable`,
 * kernel `choosableCandidates`): every choice of cards for an ability (kernel `chooseTargets`) asks `r4uChoosable`.
 *
 * Reading (the rules text has no clause for it; the printed words): 「相手から」 = by an ability whose master is an
 * opponent of the card's master (13.5.5.1 in multiplayer: every opponent); 「相手のキャラから」 = by an ability of a
 * character (2.2.2) whose master is such an opponent. The player's own abilities may still choose the card, and what
 * chooses nothing (「すべて」, attack targets 8.2.4) is not restricted.
 */
import { hasKeyword, isOpponent, modifiersOf, type AbilityEnv, type PlayerIndex, type Reader } from '../../../../engine/src/index.js';
import { K, KIND } from '../constants.js';

/** Values of the 「選ばれない」 restrictions card `id` has now (printed keyword abilities and granted / static ones). */
export function unchoosableValues(r: Reader, id: string): string[] {
  if (!hasKeyword(r, id, K.unchoosable)) return [];
  const out = new Set<string>();
  const c = r.state.cards[id]!;
  for (const a of r.state.catalog[c.cardId]?.abilities ?? []) if (a.kind === 'keyword' && a.keyword === K.unchoosable) out.add(String(a.value ?? 'opponent'));
  for (const m of modifiersOf(r, id, (x) => x.type === 'keyword' && x.keyword === K.unchoosable && x.grant)) if (m.type === 'keyword') out.add(String(m.value ?? 'opponent'));
  return [...out].sort();
}

/** The R4U target-candidate hook: false when card `id` cannot be chosen for the ability of `env` (see above). */
export function r4uChoosable(r: Reader, id: string, _chooser: PlayerIndex, env: AbilityEnv): boolean {
  const c = r.state.cards[id];
  if (!c) return false;
  const values = unchoosableValues(r, id);
  if (values.length === 0) return true;
  if (values.includes('anyone')) return false; // 「このキャラは選ばれない。(あなたも選べない）」
  if (env.controller === c.controller || !isOpponent(r.state, c.controller, env.controller)) return true;
  if (values.includes('opponent')) return false;
  const sourceKind = env.sourceCardId !== null ? r.state.catalog[env.sourceCardId]?.type ?? null : null;
  return !(values.includes('opponentCharacters') && sourceKind === KIND.character);
}
