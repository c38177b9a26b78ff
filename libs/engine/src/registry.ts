/**
 * The game registry: games register their definition once; the kernel looks them up by slug.
 * Adding a game never touches kernel code.
 */
import { EngineError } from './errors.js';
import type { GameDefinition } from './definition.js';
import { vocabularyFor } from './abilities/vocabulary.js';

const games = new Map<string, GameDefinition>();

/** Structural checks of a definition; returns the problems found. */
export function validateDefinition(def: GameDefinition): string[] {
  const errors: string[] = [];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(def.slug ?? '')) errors.push(`slug '${def.slug}' must be kebab-case`);
  if (!def.versions?.rules) errors.push('versions.rules is required');
  if (!(def.players?.min >= 1 && def.players.max >= def.players.min)) errors.push('players.min/max are invalid');
  const names = new Set<string>();
  for (const z of def.zones ?? []) {
    if (names.has(z.name)) errors.push(`zone '${z.name}' is declared twice`);
    names.add(z.name);
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(z.name)) errors.push(`zone name '${z.name}' must be an identifier`);
  }
  for (const role of ['deck', 'hand', 'discard', 'field'] as const) {
    if (!names.has(def.roles?.[role])) errors.push(`role ${role} names unknown zone '${def.roles?.[role]}'`);
  }
  for (const s of def.deckSections ?? []) if (!names.has(s.zone)) errors.push(`deck section '${s.name}' names unknown zone '${s.zone}'`);
  if ((def.deckSections ?? []).length === 0) errors.push('at least one deck section is required');
  for (const op of Object.keys(def.ops ?? {})) if (op.startsWith('$')) errors.push(`op '${op}': names starting with $ are reserved for the kernel`);
  if (typeof def.setup !== 'function') errors.push('setup must be a function');
  try {
    vocabularyFor(def);
  } catch (e) {
    errors.push(e instanceof Error ? e.message : String(e));
  }
  return errors;
}

/** Registers a game. Registering the same object again is a no-op; another object with the same slug is refused. */
export function registerGame(def: GameDefinition): GameDefinition {
  const existing = games.get(def.slug);
  if (existing === def) return def;
  if (existing) throw new EngineError('DUPLICATE_GAME', `a game with slug '${def.slug}' is already registered`);
  const errors = validateDefinition(def);
  if (errors.length > 0) throw new EngineError('INVALID_DEFINITION', `${def.slug}: ${errors.join('; ')}`, null, { errors });
  games.set(def.slug, def);
  return def;
}

export function getGame(slug: string): GameDefinition {
  const def = games.get(slug);
  if (!def) throw new EngineError('UNKNOWN_GAME', `no game '${slug}' is registered`, null, { known: [...games.keys()].sort() });
  return def;
}

export function hasGame(slug: string): boolean {
  return games.has(slug);
}

export function listGames(): GameDefinition[] {
  return [...games.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Removes a game (tests and hot reload). */
export function unregisterGame(slug: string): boolean {
  return games.delete(slug);
}
