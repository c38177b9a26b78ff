/**
 * CORS (browsers calling the API from another origin: deck-builder websites, browser bots), as a Fastify
 * `onRequest` hook that runs before rate limiting and routing, so every answer — problem documents and
 * 429s included — carries the headers a browser needs to read it.
 *
 * - Allowed origins: CORS_ORIGINS (default `*`: any origin; a comma-separated list of origins; empty: CORS
 *   off). With `*` the answer says `Access-Control-Allow-Origin: *` (no credentials are ever involved: the
 *   API uses no cookies); with a list it echoes the request's origin when listed, with `Vary: Origin`.
 * - Public routes only: the admin import route (`POST /v1/games/{game}/cards/import`) never gets CORS
 *   headers and its preflight is refused (403), and no preflight allows the `Authorization` header, so a
 *   page on another origin cannot send the admin token anywhere (GraphQL's `importCards` included).
 * - Preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`): 204 with the allowed methods
 *   (GET, HEAD, POST), headers (Content-Type, If-None-Match, Accept, the rate-limit key header) and
 *   `Access-Control-Max-Age`; a refused one is a 403 problem document without CORS headers.
 * - Exposed response headers: ETag, Retry-After, the X-RateLimit-* headers, Content-Disposition.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError } from './problem.js';

export interface CorsOptions {
  /** '*' = any origin; a list of exact origins; [] = CORS off. */
  origins: '*' | readonly string[];
  /** The rate-limit client key header (allowed in requests), if any. */
  keyHeader: string | undefined;
}

/** Routes that are never open to other origins (admin writes). */
export const ADMIN_ROUTE = /^\/v1\/games\/[^/]+\/cards\/import\/?$/;

export const CORS_METHODS = 'GET, HEAD, POST';
export const CORS_EXPOSED = 'ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition';
export const CORS_MAX_AGE = 600;

export function installCors(fastify: FastifyInstance, options: CorsOptions): void {
  if (options.origins !== '*' && options.origins.length === 0) return;
  const allowHeaders = ['Content-Type', 'If-None-Match', 'Accept', ...(options.keyHeader ? [options.keyHeader] : [])].join(', ');
  const listed = (origin: string) => options.origins === '*' || options.origins.includes(origin);
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || origin === '') return;
    const path = req.url.split('?', 1)[0]!;
    const allowed = !ADMIN_ROUTE.test(path) && listed(origin);
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (allowed) {
      void reply.header('access-control-allow-origin', options.origins === '*' ? '*' : origin);
      if (options.origins !== '*') void reply.header('vary', 'Origin');
    }
    if (!preflight) {
      if (allowed) void reply.header('access-control-expose-headers', CORS_EXPOSED);
      return;
    }
    if (!allowed) {
      const why = ADMIN_ROUTE.test(path) ? 'the admin import route is not open to other origins' : `origin ${origin.slice(0, 200)} is not allowed (CORS_ORIGINS)`;
      const problem = new ProblemError(403, 'cors-refused', 'Cross-origin request refused', `CORS preflight refused: ${why}.`).toProblem(req.url);
      return reply.code(403).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', CORS_METHODS)
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', String(CORS_MAX_AGE))
      .send();
  });
}
