/**
 * A small JSON-Schema validator (no dependency) for the subset the ability schema uses:
 * $ref (local), type, const, enum, properties, required, additionalProperties, minProperties,
 * items, minItems, maxItems, minLength, maxLength, pattern, minimum, maximum, anyOf, oneOf and the
 * `discriminator` annotation (picks the branch by the discriminator value, so errors point at the
 * real mistake: `/0/effect/steps/1/amount` rather than "matches no branch").
 */
import { canonicalJson, escapePointer, isPlainObject, jsonEqual } from '../json.js';
import type { JsonSchema, Vocabulary } from './vocabulary.js';
import { abilitySchema } from './schema.js';

export interface SchemaError {
  /** JSON pointer into the validated data ('' = the root). */
  path: string;
  message: string;
  keyword: string;
}

type S = Record<string, unknown>;

function typeOk(t: string, v: unknown): boolean {
  switch (t) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isPlainObject(v);
    default:
      return false;
  }
}

function resolve(root: S, ref: string): S {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = (node as S)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node || typeof node !== 'object') throw new Error(`unresolved $ref ${ref}`);
  return node as S;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v;
}

function check(s: S, data: unknown, path: string, root: S, out: SchemaError[]): void {
  if (typeof s.$ref === 'string') return check(resolve(root, s.$ref), data, path, root, out);
  if ('const' in s && !jsonEqual(s.const, data)) {
    out.push({ path, keyword: 'const', message: `must be ${JSON.stringify(s.const)}` });
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, data))) {
    out.push({ path, keyword: 'enum', message: `must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}; got ${JSON.stringify(data)}` });
    return;
  }
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => typeOk(t, data))) {
      out.push({ path, keyword: 'type', message: `must be ${types.join(' or ')}; got ${describe(data)}` });
      return;
    }
  }
  const disc = s.discriminator as { propertyName?: string } | undefined;
  if (disc?.propertyName && Array.isArray(s.oneOf) && isPlainObject(data)) {
    const key = disc.propertyName;
    const value = data[key];
    const branches = s.oneOf as S[];
    const names = branches.map((b) => ((b.properties as S | undefined)?.[key] as S | undefined)?.const).filter((x) => x !== undefined);
    if (value === undefined) {
      if (!((s.required as string[] | undefined) ?? []).includes(key)) {
        out.push({ path: `${path}/${escapePointer(key)}`, keyword: 'required', message: `is required (one of ${names.map(String).join(', ')})` });
      }
    } else {
      const branch = branches.find((b) => jsonEqual(((b.properties as S | undefined)?.[key] as S | undefined)?.const, value));
      if (!branch) out.push({ path: `${path}/${escapePointer(key)}`, keyword: 'discriminator', message: `unknown ${key} ${JSON.stringify(value)}; expected one of ${names.map(String).join(', ')}` });
      else check(branch, data, path, root, out);
    }
  } else if (Array.isArray(s.oneOf)) {
    const results = (s.oneOf as S[]).map((b) => collect(b, data, path, root));
    const passing = results.filter((r) => r.length === 0).length;
    if (passing !== 1) {
      if (passing === 0) out.push(...best(results));
      else out.push({ path, keyword: 'oneOf', message: `matches ${passing} alternatives; exactly one is allowed` });
    }
  }
  if (Array.isArray(s.anyOf)) {
    const results = (s.anyOf as S[]).map((b) => collect(b, data, path, root));
    if (!results.some((r) => r.length === 0)) out.push(...best(results));
  }
  if (isPlainObject(data)) {
    const props = (s.properties as Record<string, S> | undefined) ?? {};
    for (const req of (s.required as string[] | undefined) ?? []) {
      if (!(req in data)) out.push({ path: `${path}/${escapePointer(req)}`, keyword: 'required', message: 'is required' });
    }
    for (const [k, v] of Object.entries(data)) {
      const p = `${path}/${escapePointer(k)}`;
      if (props[k]) check(props[k]!, v, p, root, out);
      else if (s.additionalProperties === false) out.push({ path: p, keyword: 'additionalProperties', message: 'is not allowed here' });
      else if (s.additionalProperties && typeof s.additionalProperties === 'object') check(s.additionalProperties as S, v, p, root, out);
    }
    if (typeof s.minProperties === 'number' && Object.keys(data).length < s.minProperties) {
      out.push({ path, keyword: 'minProperties', message: `must have at least ${s.minProperties} properties` });
    }
  }
  if (Array.isArray(data)) {
    if (typeof s.minItems === 'number' && data.length < s.minItems) out.push({ path, keyword: 'minItems', message: `must have at least ${s.minItems} items` });
    if (typeof s.maxItems === 'number' && data.length > s.maxItems) out.push({ path, keyword: 'maxItems', message: `must have at most ${s.maxItems} items` });
    if (s.items && typeof s.items === 'object') data.forEach((v, i) => check(s.items as S, v, `${path}/${i}`, root, out));
  }
  if (typeof data === 'string') {
    if (typeof s.minLength === 'number' && [...data].length < s.minLength) out.push({ path, keyword: 'minLength', message: `must have at least ${s.minLength} characters` });
    if (typeof s.maxLength === 'number' && [...data].length > s.maxLength) out.push({ path, keyword: 'maxLength', message: `must have at most ${s.maxLength} characters` });
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(data)) out.push({ path, keyword: 'pattern', message: `must match ${s.pattern}` });
  }
  if (typeof data === 'number') {
    if (typeof s.minimum === 'number' && data < s.minimum) out.push({ path, keyword: 'minimum', message: `must be >= ${s.minimum}` });
    if (typeof s.maximum === 'number' && data > s.maximum) out.push({ path, keyword: 'maximum', message: `must be <= ${s.maximum}` });
  }
}

function collect(s: S, data: unknown, path: string, root: S): SchemaError[] {
  const out: SchemaError[] = [];
  check(s, data, path, root, out);
  return out;
}

/** Errors of the alternative that came closest (deepest first error, then fewest errors). */
function best(results: SchemaError[][]): SchemaError[] {
  const depth = (r: SchemaError[]) => Math.max(...r.map((e) => e.path.split('/').length));
  return [...results].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

/** Validates data against a schema document (whose `$defs` the `$ref`s point into). */
export function validateJson(schema: JsonSchema, data: unknown): SchemaError[] {
  return collect(schema as S, data, '', schema as S);
}

const schemaCache = new WeakMap<Vocabulary, JsonSchema>();

export function schemaFor(vocab: Vocabulary): JsonSchema {
  let s = schemaCache.get(vocab);
  if (!s) {
    s = abilitySchema(vocab);
    schemaCache.set(vocab, s);
  }
  return s;
}

/** Validates a card's ability list against the vocabulary's schema. */
export function validateAbilities(abilities: unknown, vocab: Vocabulary): SchemaError[] {
  return validateJson(schemaFor(vocab), abilities);
}

/** Results of `validateAbilitiesCached`, per vocabulary, keyed by the canonical JSON of the list. */
const validationCache = new WeakMap<Vocabulary, Map<string, SchemaError[]>>();
/** Bound on the distinct ability lists remembered per vocabulary (then the cache starts over). */
const VALIDATION_CACHE_MAX = 20_000;

/**
 * `validateAbilities` remembered per (vocabulary, ability data): createGame validates every card of
 * both decks on every game, and the same cards come back game after game. The key is the canonical
 * JSON of the list (the content, not the object: facts are fresh copies on every setup), so the
 * answer is the one `validateAbilities` gives. Data that is not plain JSON is validated uncached.
 */
export function validateAbilitiesCached(abilities: unknown, vocab: Vocabulary): SchemaError[] {
  let key: string;
  try {
    key = canonicalJson(abilities);
  } catch {
    return validateAbilities(abilities, vocab);
  }
  let cache = validationCache.get(vocab);
  if (!cache) {
    cache = new Map();
    validationCache.set(vocab, cache);
  }
  let errors = cache.get(key);
  if (!errors) {
    if (cache.size >= VALIDATION_CACHE_MAX) cache.clear();
    errors = validateAbilities(abilities, vocab);
    cache.set(key, errors);
  }
  return errors.map((e) => ({ ...e }));
}
