/**
 * HTTP caching of catalog reads: `ETag` (from the catalog version, plus the engine and rules versions the
 * answer depends on) and `Cache-Control: public, max-age=CATALOG_CACHE_MAX_AGE, must-revalidate`, with
 * `304 Not Modified` for a matching `If-None-Match` — answered in an `onRequest` hook, before any work.
 *
 * Catalog reads: `GET /v1/games`, `GET /v1/games/{game}` and every GET below it except the match routes
 * (cards, one card, export, formats, example decks, coverage), `GET /v1/schema/*`. The tag of a per-game
 * read changes when that game's catalog version moves (an import that changed something, on this
 * instance or — after CATALOG_REFRESH_MS — on another one) or the engine/rules version changes; it is the
 * same on every instance at the same versions (no per-process salt), so a load balancer may mix them.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CatalogCacheOptions {
  /** Seconds a client may reuse an answer before revalidating (0 = always revalidate). */
  maxAge: number;
  /** The version stamp a catalog read depends on (null: not a catalog read, or an unknown game: no caching headers). */
  stamp(path: string, query: URLSearchParams): string | null;
}

/** Catalog-read paths: the games list and per-game reads (never the match routes or the import). */
export function catalogRead(path: string): { game: string | null } | { schema: string } | null {
  if (path === '/v1/games' || path === '/v1/games/') return { game: null };
  const schema = /^\/v1\/schema\/([^/]+)\/?$/.exec(path);
  if (schema) return { schema: schema[1]! };
  const m = /^\/v1\/games\/([^/]+)(\/.*)?$/.exec(path);
  if (!m) return null;
  const rest = m[2] ?? '';
  if (rest.startsWith('/matches') || /^\/cards\/import\/?$/.test(rest) || rest === '/decks/validate' || rest === '/decks/convert') return null;
  return { game: decodeURIComponent(m[1]!) };
}

export function etagOf(stamp: string): string {
  return `W/"${createHash('sha256').update(stamp).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 13.1.2 (weak comparison): does If-None-Match list this tag (or `*`)? */
export function noneMatch(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const raw = Array.isArray(header) ? header.join(',') : header;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return raw.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(tag));
}

export function installCatalogCache(fastify: FastifyInstance, options: CatalogCacheOptions): void {
  const tags = new WeakMap<FastifyRequest, string>();
  const cacheControl = `public, max-age=${options.maxAge}, must-revalidate`;
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const [path, query = ''] = req.url.split('?', 2) as [string, string?];
    if (catalogRead(path) === null) return;
    const stamp = options.stamp(path, new URLSearchParams(query));
    if (stamp === null) return;
    const tag = etagOf(stamp);
    if (noneMatch(req.headers['if-none-match'], tag)) return reply.code(304).header('etag', tag).header('cache-control', cacheControl).send();
    tags.set(req, tag);
  });
  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const tag = tags.get(req);
    if (tag !== undefined && reply.statusCode === 200) void reply.header('etag', tag).header('cache-control', cacheControl);
    return payload;
  });
}
