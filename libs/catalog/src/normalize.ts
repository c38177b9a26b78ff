/**
 * Validating one import row and turning it into a CardRecord. Pure.
 * A file with any invalid row imports nothing (the caller collects every row's errors first).
 */
import type { CardFlags, CardInput, CardRecord, GameSlug } from './card.js';
import type { RawRow, RowError } from './import-file.js';

const KNOWN_KEYS = new Set([
  'id', 'set', 'name', 'type', 'subtypes', 'class_or_color', 'title', 'traits', 'cost', 'attack',
  'defense_or_hp', 'keywords', 'text', 'flags', 'extra', 'abilities', 'source',
]);
const FLAG_KEYS: Record<keyof CardFlags, 'boolean' | 'number|null' | 'string'> = {
  token: 'boolean', evolve: 'boolean', advance: 'boolean', leader: 'boolean', rebirth: 'boolean', partner: 'boolean',
  drop: 'boolean', proliferate: 'boolean', erosion: 'boolean', maxCopies: 'number|null', sample: 'boolean', suspect: 'string',
};

export const LIMITS = { idLength: 64, nameLength: 200, textLength: 10_000, listItems: 50, itemLength: 100, statMin: -99, statMax: 999 };

export type FlagDeriver = (card: CardInput) => CardFlags;

export function nfkcLower(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Validates a row; returns errors (empty when the row is good). */
export function validateRow(row: RawRow): RowError[] {
  const errors: RowError[] = [];
  const err = (field: string, message: string) => errors.push({ line: row.line, field, message });
  const v = row.value;
  if (!isPlainObject(v)) {
    err('', 'a card must be a JSON object');
    return errors;
  }
  for (const key of Object.keys(v)) if (!KNOWN_KEYS.has(key)) err(key, `unknown field "${key}"`);
  const str = (key: string, required: boolean, max: number) => {
    const x = v[key];
    if (x === undefined || x === null) {
      if (required) err(key, 'is required');
      return;
    }
    if (typeof x !== 'string') return err(key, 'must be a string');
    if (required && x.trim() === '') return err(key, 'must not be empty');
    if (x.length > max) err(key, `must be at most ${max} characters`);
  };
  str('id', true, LIMITS.idLength);
  if (typeof v.id === 'string' && /[\u0000-\u001f]/.test(v.id)) err('id', 'must not contain control characters');
  str('name', true, LIMITS.nameLength);
  str('type', true, LIMITS.itemLength);
  str('set', false, LIMITS.itemLength);
  str('class_or_color', false, LIMITS.itemLength);
  str('title', false, LIMITS.nameLength);
  str('text', false, LIMITS.textLength);
  str('source', false, 500);
  for (const key of ['subtypes', 'traits', 'keywords']) {
    const x = v[key];
    if (x === undefined || x === null) continue;
    if (!Array.isArray(x) || x.some((s) => typeof s !== 'string' || s.length > LIMITS.itemLength)) err(key, `must be a list of strings (each at most ${LIMITS.itemLength} characters)`);
    else if (x.length > LIMITS.listItems) err(key, `must have at most ${LIMITS.listItems} items`);
  }
  for (const key of ['cost', 'attack', 'defense_or_hp']) {
    const x = v[key];
    if (x === undefined || x === null) continue;
    if (typeof x !== 'number' || !Number.isInteger(x)) err(key, 'must be an integer or null');
    else if (x < LIMITS.statMin || x > LIMITS.statMax) err(key, `must be from ${LIMITS.statMin} to ${LIMITS.statMax}`);
  }
  if (v.extra !== undefined && v.extra !== null && !isPlainObject(v.extra)) err('extra', 'must be an object');
  if (v.flags !== undefined && v.flags !== null) {
    if (!isPlainObject(v.flags)) err('flags', 'must be an object');
    else
      for (const [k, x] of Object.entries(v.flags)) {
        const kind = FLAG_KEYS[k as keyof CardFlags];
        if (!kind) err(`flags.${k}`, 'unknown flag');
        else if (kind === 'boolean' && typeof x !== 'boolean') err(`flags.${k}`, 'must be true or false');
        else if (kind === 'string' && typeof x !== 'string') err(`flags.${k}`, 'must be a string');
        else if (kind === 'number|null' && x !== null && !(typeof x === 'number' && Number.isInteger(x) && x >= 0)) err(`flags.${k}`, 'must be a non-negative integer or null');
      }
  }
  if (v.abilities !== undefined && v.abilities !== null && !Array.isArray(v.abilities) && !isPlainObject(v.abilities)) err('abilities', 'must be ability data (an array or object) or null');
  return errors;
}

/** Turns a validated row into a CardRecord. */
export function toCardRecord(game: GameSlug, input: CardInput, deriveFlags: FlagDeriver): CardRecord {
  const derived = deriveFlags(input);
  return {
    game,
    id: input.id.trim(),
    name: input.name.trim(),
    type: input.type.trim(),
    subtypes: input.subtypes ?? [],
    classOrColor: input.class_or_color ?? null,
    title: input.title ?? null,
    traits: input.traits ?? [],
    cost: input.cost ?? null,
    attack: input.attack ?? null,
    defense: input.defense_or_hp ?? null,
    keywords: input.keywords ?? [],
    text: input.text ?? '',
    set: input.set ?? null,
    flags: { ...derived, ...(input.flags ?? {}) },
    extra: { ...(input.extra ?? {}), ...(input.source ? { source: input.source } : {}) },
    abilities: input.abilities ?? null,
  };
}

/** CardRecord back to the interchange shape (export, round-trip). */
export function toCardInput(card: CardRecord): CardInput {
  const { source, ...extra } = card.extra as { source?: string } & Record<string, unknown>;
  return {
    id: card.id,
    set: card.set,
    name: card.name,
    type: card.type,
    subtypes: card.subtypes,
    class_or_color: card.classOrColor,
    title: card.title,
    traits: card.traits,
    cost: card.cost,
    attack: card.attack,
    defense_or_hp: card.defense,
    keywords: card.keywords,
    text: card.text,
    flags: card.flags,
    extra,
    abilities: card.abilities,
    ...(source ? { source } : {}),
  };
}

export interface ParsedCards {
  records: CardRecord[];
  errors: RowError[];
}

/**
 * A game's checks of a well-shaped row (typed facts, ability data: the importer's `checks`); errors name
 * the field (`extra.rank`, `abilities[0].effect`).
 */
export type RowCheck = (input: CardInput) => Array<{ field: string; message: string }>;

/** Validates every row and maps the good ones; duplicate ids within one file are an error. */
export function parseCardRows(game: GameSlug, rows: RawRow[], deriveFlags: FlagDeriver, checks: readonly RowCheck[] = []): ParsedCards {
  const errors: RowError[] = [];
  const records: CardRecord[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const rowErrors = validateRow(row);
    if (rowErrors.length === 0) {
      const id = String((row.value as CardInput).id).trim();
      for (const check of checks) for (const e of check(row.value as CardInput)) rowErrors.push({ line: row.line, field: e.field, message: `card ${id}: ${e.message}` });
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    const input = row.value as CardInput;
    const id = input.id.trim();
    const prev = seen.get(id);
    if (prev !== undefined) {
      errors.push({ line: row.line, field: 'id', message: `duplicate id "${id}" (first at line ${prev})` });
      continue;
    }
    seen.set(id, row.line);
    records.push(toCardRecord(game, input, deriveFlags));
  }
  return { records, errors };
}
