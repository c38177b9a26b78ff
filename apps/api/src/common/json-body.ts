/**
 * Request body parsing with the input limits of docs/security.md:
 * - JSON bodies nested deeper than JSON_DEPTH_LIMIT are refused (400 `json-too-deep`) by a linear scan
 *   of the text BEFORE JSON.parse, so nothing deep is ever built (deep values would otherwise overflow the
 *   stack of the recursive validators downstream and answer 500).
 * - `__proto__` keys anywhere, and `constructor` keys holding an object with a `prototype` key, are refused
 *   (400 `forbidden-json-key`): the defence against prototype pollution by any code that later merges
 *   request objects (the same policy as Fastify's default parser, with a clear message).
 * - JSON lines (catalog imports) get the depth check line by line; CSV and plain text are kept as text.
 */
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { ProblemError } from './problem.js';

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of arrays/objects in a JSON text (strings skipped, escapes honoured), stopping as
 * soon as `limit` is passed (returns limit + 1 then). Works on JSON lines too (each line starts at 0 when
 * the previous one was balanced). Does not validate the JSON: JSON.parse does that afterwards.
 */
export function jsonDepth(text: string, limit = Number.MAX_SAFE_INTEGER): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth > 0) depth--;
    }
  }
  return max;
}

export function tooDeep(limit: number): ProblemError {
  return new ProblemError(
    400,
    'json-too-deep',
    'JSON nested too deeply',
    `The JSON body nests arrays/objects more than ${limit} levels deep (the limit, JSON_DEPTH_LIMIT). Flatten the data.`,
    { limit },
  );
}

function forbiddenKey(key: string): ProblemError {
  return new ProblemError(
    400,
    'forbidden-json-key',
    'Forbidden JSON key',
    key === '__proto__'
      ? 'The JSON body contains a "__proto__" key, which is refused everywhere (prototype pollution defence). Rename the key.'
      : 'The JSON body contains a "constructor" key holding a "prototype" key, which is refused (prototype pollution defence). Rename the key.',
    { key },
  );
}

/** Routes whose JSON body is also kept as text on the request (`rawBody`), for signature checks. */
export const RAW_BODY_PREFIX = '/discord/';

/** Might the text hold a dangerous key? (Escaped keys like "\u005f_proto__" are caught through "\u".) */
const SUSPECT = /__proto__|constructor|\\u/;

/** JSON.parse with the depth limit and the forbidden keys (throws ProblemError 400). */
export function parseJsonSafely(text: string, depthLimit: number): unknown {
  if (jsonDepth(text, depthLimit) > depthLimit) throw tooDeep(depthLimit);
  let value: unknown;
  try {
    value = SUSPECT.test(text)
      ? JSON.parse(text, function reviver(this: unknown, key: string, v: unknown) {
          if (key === '__proto__') throw forbiddenKey(key);
          if (key === 'constructor' && v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, 'prototype')) throw forbiddenKey(key);
          return v;
        })
      : JSON.parse(text);
  } catch (e) {
    if (e instanceof ProblemError) throw e;
    throw new ProblemError(400, 'invalid-json', 'Invalid JSON', `The body is not valid JSON: ${e instanceof Error ? e.message.slice(0, 200) : 'parse error'}.`);
  }
  return value;
}

/**
 * Registers the JSON parser (through the Nest adapter, which would otherwise install Fastify's default one
 * at init) and the text parsers of the import routes. Call before the Nest application is created.
 */
export function registerBodyParsers(adapter: FastifyAdapter, opts: { jsonDepthLimit: number; bodyLimit: number }): void {
  const limit = opts.jsonDepthLimit;
  const fastify = adapter.getInstance();
  adapter.useBodyParser('application/json', false, { bodyLimit: opts.bodyLimit }, (req: unknown, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // the Discord endpoint verifies its signature over the exact bytes received (apps/api/src/discord)
    const r = req as { url?: string; rawBody?: string };
    if (typeof r.url === 'string' && r.url.startsWith(RAW_BODY_PREFIX)) r.rawBody = text;
    if (text.length === 0) return done(new ProblemError(400, 'invalid-json', 'Invalid JSON', 'The JSON body is empty: send a JSON document or no Content-Type.'));
    try {
      done(null, parseJsonSafely(text, limit));
    } catch (e) {
      done(e as Error);
    }
  });
  // Import bodies may be CSV or JSON lines: keep them as text (JSON lines get the depth check here).
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );
  fastify.addContentTypeParser(['application/x-ndjson', 'application/jsonl'], { parseAs: 'string' }, (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, limit) > limit) return done(tooDeep(limit));
    done(null, text);
  });
}
