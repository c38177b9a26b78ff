/**
 * What the OpenAPI document says beyond the controllers' decorators, for every route at once:
 * - every 4xx/5xx answer is an RFC 9457 problem document (`application/problem+json`, schema `ProblemDocument`,
 *   common/problem.ts), and the answers every route can give are listed: 404 for an unknown game (routes with
 *   `{game}`), 429 rate limited (all but /health and /ready, common/rate-limit.ts), 400/413 for an unreadable or
 *   too large body (POST routes, common/json-body.ts);
 * - `security`: public routes declare the empty requirement (`[{}]`: no credentials), the admin import its bearer
 *   token (ADMIN_TOKEN);
 * - `servers`: a local server (`npm start`); Swagger UI at /docs is served with the relative server `/` instead.
 */
import type { OpenAPIObject } from '@nestjs/swagger';

type Op = {
  parameters?: Array<{ in?: string; name?: string }>;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: Array<Record<string, string[]>>;
};

export const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem document: the one error shape of the REST API (README "Errors").',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string', format: 'uri', example: 'https://tcg-rules.dev/problems/not-found', description: 'The problem type; its last path segment is a stable code (not-found, validation, illegal-deck, illegal-action, no-engine, …).' },
    title: { type: 'string', example: 'Not Found' },
    status: { type: 'integer', example: 404 },
    detail: { type: 'string', example: 'No shadowverse-evolve card with id "NOPE-1".' },
    instance: { type: 'string', description: 'The request path.' },
    code: { type: 'string', description: 'Engine or deck error code (ILLEGAL_ACTION, NOT_YOUR_DECISION, …) when there is one.' },
    reason: { type: 'string', description: 'Why an engine or deck request was refused.' },
    rule: { type: 'string', example: 'SVE 6.1.1.4', description: 'The rule clause the error cites.' },
    errors: {
      type: 'array',
      description: 'Field-level errors (validation, deck errors of a match creation).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' }, rule: { type: 'string' } },
      },
    },
  },
};

const DEFAULT_TEXT: Record<string, string> = {
  '400': 'Malformed request (problem type validation, bad-request or invalid-json).',
  '404': 'Unknown game or resource (problem type unknown-game, not-found).',
  '413': 'Request body over the limit (BODY_LIMIT_BYTES).',
  '429': 'Rate limited (RATE_LIMIT per RATE_LIMIT_WINDOW_MS); see Retry-After.',
};

const UNLIMITED = new Set(['/health', '/ready']);

export function describeErrorsAndSecurity(doc: OpenAPIObject): void {
  const schemas = (doc.components!.schemas ??= {}) as Record<string, unknown>;
  schemas.ProblemDocument = PROBLEM_SCHEMA;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Op;
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const add = (code: string) => {
        op.responses![code] ??= { description: DEFAULT_TEXT[code]! };
      };
      if (path.includes('{game}')) add('404');
      if (method === 'post') {
        add('400');
        add('413');
      }
      if (!UNLIMITED.has(path)) add('429');
      for (const [code, r] of Object.entries(op.responses)) {
        if (!/^[45]\d\d$/.test(code)) continue;
        if (!r.description) r.description = 'Problem document (RFC 9457).';
        r.content = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDocument' } } };
      }
      if (!op.security) op.security = [{}];
    }
  }
  doc.servers = [{ url: 'http://localhost:3000', description: 'A local server (npm start); use your deployment\'s address.' }];
  doc.info.license = { name: 'UNLICENSED' };
}

/** The document Swagger UI serves: the same, with the relative server `/` so "Try it out" calls the serving host. */
export function servedDocument(doc: OpenAPIObject): OpenAPIObject {
  return { ...doc, servers: [{ url: '/', description: 'This server' }] };
}

/**
 * OpenAPI 3.0 wants a `type` next to `nullable`, and `nullable` does not reach into `allOf`/`$ref` (3.0.3): a
 * nullable `oneOf` (PlayerView `data`) gets the nullable on its first variant; a nullable `allOf: [$ref]` becomes
 * `oneOf: [$ref, null]`.
 */
export function fixNullableOneOf(doc: OpenAPIObject): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const s = node as Record<string, unknown>;
    if (s.nullable === true && s.type === undefined && Array.isArray(s.oneOf) && s.oneOf.length > 0) {
      delete s.nullable;
      s.oneOf = [{ ...(s.oneOf[0] as object), nullable: true }, ...s.oneOf.slice(1)];
    }
    // a nullable class property ({type: object, nullable, allOf: [$ref]}): under 3.0.3 the allOf still refuses
    // null, so null becomes a variant of its own
    if (s.nullable === true && Array.isArray(s.allOf) && s.allOf.length === 1 && (s.type === undefined || s.type === 'object')) {
      const target = s.allOf[0];
      delete s.nullable;
      delete s.allOf;
      delete s.type;
      s.oneOf = [target, { type: 'object', nullable: true, enum: [null] }];
    }
    Object.values(s).forEach(walk);
  };
  walk(doc.components?.schemas);
}
