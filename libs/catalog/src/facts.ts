/**
 * Typed game facts: the schema of a card record's `extra` (the game-specific printed facts that have no
 * common column: GBF rank and gender, PSO2 classes and faces, tag-battle stats, SVE trigger icons…).
 *
 * Each game declares its facts once (`libs/games/<slug>/src/cards/facts-schema.ts`, exported as
 * `mapping.facts`): field name → a JSON Schema fragment with a `description` (and `rule`, the rule number
 * it comes from). Import checks every row's `extra` against it (`checkFacts`): an unknown key (with the
 * closest known name when it looks misspelt) or a value of the wrong type is an error naming the row and
 * the field, and nothing is imported. `GET /v1/schema/facts?game=` serves it as a JSON Schema
 * (`factsJsonSchema`); docs/games/<game>.md documents every field (a test keeps them in step).
 *
 * Facts every game may carry (`COMMON_FACTS`): `sample`, `note`, `same_facts_as`.
 */
import { validateJson, type JsonSchema } from '../../engine/src/core.js';
import type { GameSlug } from './card.js';

/** A JSON Schema fragment for one fact, documented. */
export type FactSpec = JsonSchema & { description: string; rule?: string };

export interface FactsSchema {
  game: GameSlug;
  /** Field name -> its schema (with `description`). */
  fields: Record<string, FactSpec>;
}

export const COMMON_FACTS: Record<string, FactSpec> = {
  sample: { type: 'boolean', description: 'The card is a sample written for this project, not an official card (also `flags.sample`).' },
  note: { type: 'string', description: 'Free text about the record (provenance, sample notice).' },
  same_facts_as: { type: 'string', description: 'Catalog id of the printing whose game facts this card shares (parallels, reprints).' },
};

/** The facts of a game as one JSON Schema document (draft 2020-12): an object with exactly these optional properties. */
export function factsJsonSchema(f: FactsSchema): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://tcg-rules.dev/schema/facts/${f.game}.json`,
    title: `${f.game} card facts (extra)`,
    type: 'object',
    additionalProperties: false,
    properties: { ...COMMON_FACTS, ...f.fields },
  };
}

/** Edit distance (Levenshtein), for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

const squash = (s: string) => s.toLowerCase().replace(/[_\-\s]/g, '');

/** The known field a misspelt key most likely means, or null. */
export function closestFact(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const d = squash(k) === squash(key) ? 0 : distance(key.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(key.length / 4)) ? best : null;
}

export interface FactProblem {
  /** `extra.<field>` (with a JSON pointer below it for nested values). */
  field: string;
  message: string;
}

/** Problems of one record's `extra` under the game's facts (empty = valid). */
export function checkFacts(f: FactsSchema, extra: unknown): FactProblem[] {
  if (extra === undefined || extra === null) return [];
  const schema = factsJsonSchema(f);
  const known = Object.keys(schema.properties as Record<string, unknown>);
  const out: FactProblem[] = [];
  for (const e of validateJson(schema, extra)) {
    const parts = e.path.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const field = ['extra', ...parts].join('.');
    if (e.keyword === 'additionalProperties' && parts.length === 1) {
      const guess = closestFact(parts[0]!, known);
      out.push({ field, message: `unknown fact "${parts[0]}" of ${f.game}${guess ? ` (did you mean "${guess}"?)` : ''}; known facts: ${known.join(', ')}` });
    } else out.push({ field, message: e.message });
  }
  return out;
}
