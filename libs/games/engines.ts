/**
 * The rules engine of a game, and the import checks a game's catalog rows get (typed facts, ability data).
 * Shared by the server and the catalog import CLI.
 */
import { getGame, hasGame, registerGame, validateAbilities, vocabularyFor, BASE_VOCABULARY, type GameDefinition } from '../engine/src/index.js';
import { isGameSlug, type CardInput, type GameSlug } from '../catalog/src/card.js';
import { checkFacts } from '../catalog/src/facts.js';
import type { RowCheck } from '../catalog/src/normalize.js';
import { GAMES } from './index.js';

function isDefinition(value: unknown, slug: string): value is GameDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<GameDefinition>;
  return d.slug === slug && typeof d.setup === 'function' && typeof d.ops === 'object' && Array.isArray(d.zones) && Array.isArray(d.deckSections);
}

/**
 * A game's rules engine: a definition registered with the kernel, or a `GameDefinition` exported by the
 * game's module (then registered). Null when the game has none; `onError` hears why a definition was refused.
 */
export function engineDefinition(game: string, onError: (message: string) => void = () => undefined): GameDefinition | null {
  if (hasGame(game)) return getGame(game);
  if (!isGameSlug(game)) return null;
  for (const value of Object.values(GAMES[game] as unknown as Record<string, unknown>)) {
    if (isDefinition(value, game)) {
      try {
        return registerGame(value);
      } catch (e) {
        onError(`${game}: the exported game definition was refused by the kernel: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      }
    }
  }
  return null;
}

/** JSON pointer `/0/effect/amount` -> `[0].effect.amount`. */
const pointerPath = (p: string) => p.split('/').slice(1).map((x) => (/^\d+$/.test(x) ? `[${x}]` : `.${x.replace(/~1/g, '/').replace(/~0/g, '~')}`)).join('');

/**
 * What import checks in a row of `game` beyond its shape: the typed facts (`extra`, the game's
 * `mapping.facts`) and the ability data (`abilities`, against the game engine's ability schema —
 * `GET /v1/schema/abilities?game=` — or the kernel's when the game has no engine yet).
 */
export function importChecks(game: GameSlug): RowCheck[] {
  const facts = GAMES[game].mapping.facts;
  const checks: RowCheck[] = [];
  if (facts) checks.push((input: CardInput) => checkFacts(facts, input.extra));
  checks.push((input: CardInput) => {
    if (input.abilities === undefined || input.abilities === null) return [];
    const def = engineDefinition(game);
    const vocab = def ? vocabularyFor(def) : BASE_VOCABULARY;
    return validateAbilities(input.abilities, vocab).slice(0, 10).map((e) => ({ field: `abilities${pointerPath(e.path)}`, message: `${e.message} (ability schema of ${def ? game : 'the kernel'})` }));
  });
  return checks;
}
