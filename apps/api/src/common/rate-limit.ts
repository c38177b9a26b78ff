/**
 * Rate limiting per client: RATE_LIMIT requests per RATE_LIMIT_WINDOW_MS (sliding window), counted by the
 * client key header (RATE_LIMIT_KEY_HEADER, default `X-Client-Key`) when a well-formed one is sent, else by
 * the client IP (behind a proxy set TRUST_PROXY so the IP is the client's, not the proxy's).
 *
 * It runs as a Fastify `onRequest` hook, before routing and before the body is read, so every HTTP request
 * counts once: REST, GraphQL (one POST = one request, whatever it asks), unknown routes and bodies that
 * would be refused anyway. A Nest guard (@nestjs/throttler's ThrottlerGuard) would run only after the body
 * was parsed and once per GraphQL root field, and could not answer a GraphQL request with a real HTTP 429.
 *
 * Counting goes through @nestjs/throttler's `ThrottlerStorage` interface, so a shared store (e.g. Redis,
 * for one budget across instances) can replace the in-memory one without touching the hook. The in-memory
 * store is ours (`SlidingWindowStorage`, the semantics of the package's ThrottlerStorageService with
 * blockDuration 0): @nestjs/throttler 6.7.1 is CommonJS and require()s the ESM-only @nestjs/common 12,
 * which Node >= 20.19 allows but jest on Node < 24.9 cannot load, so its runtime cannot be imported here
 * without breaking the test suite (docs/security.md).
 *
 * Over the limit: 429 problem document with `Retry-After` (seconds). Every counted answer carries
 * X-RateLimit-Limit / X-RateLimit-Remaining / X-RateLimit-Reset. /health and /ready are never limited
 * (orchestrator probes must not be refused).
 */
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problems } from './problem.js';

export const RATE_LIMIT_EXEMPT = new Set(['/health', '/ready', '/ready/read']);

/** A client key must be short printable ASCII; anything else is ignored (the IP is used). */
const CLIENT_KEY = /^[\x21-\x7e]{1,128}$/;

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  keyHeader: string | undefined;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window frees a slot (Retry-After when refused). */
  retryAfter: number;
  /** Seconds until the current window resets. */
  reset: number;
  key: string;
}

/**
 * In-memory sliding-window log per key: the times of the requests counted in the last `ttl` ms (refused
 * requests are not counted, so a key holds at most `limit` entries). Idle keys are swept every `ttl`.
 */
export class SlidingWindowStorage implements ThrottlerStorage {
  private readonly hits = new Map<string, number[]>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, _throttlerName: string) {
    const now = this.now();
    this.ensureSweep(ttl);
    let list = this.hits.get(key);
    if (!list) this.hits.set(key, (list = []));
    let expired = 0;
    while (expired < list.length && list[expired]! <= now - ttl) expired++; // the list is in time order
    if (expired) list.splice(0, expired);
    const blocked = list.length >= limit;
    if (!blocked) list.push(now);
    const oldest = list[0] ?? now;
    const timeToExpire = Math.ceil((oldest + ttl - now) / 1000);
    return {
      totalHits: list.length + (blocked ? 1 : 0),
      timeToExpire,
      isBlocked: blocked,
      timeToBlockExpire: blocked ? timeToExpire : 0,
    };
  }

  /** Keys currently held (for tests and metrics). */
  get size(): number {
    return this.hits.size;
  }

  private ensureSweep(ttl: number): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      const cutoff = this.now() - ttl;
      for (const [key, list] of this.hits) if ((list[list.length - 1] ?? 0) <= cutoff) this.hits.delete(key);
    }, ttl);
    this.sweeper.unref();
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.hits.clear();
  }
}

export class RateLimiter {
  constructor(
    private readonly options: RateLimitOptions,
    readonly storage: ThrottlerStorage & { close?: () => void } = new SlidingWindowStorage(),
  ) {}

  clientKey(req: Pick<FastifyRequest, 'headers' | 'ip'>): string {
    const header = this.options.keyHeader;
    if (header) {
      const raw = req.headers[header];
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value === 'string' && CLIENT_KEY.test(value)) return `key:${value}`;
    }
    return `ip:${req.ip}`;
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const { limit, windowMs } = this.options;
    // blockDuration 0: a sliding window (a slot frees when the oldest counted request leaves the window).
    const r = await this.storage.increment(key, windowMs, limit, 0, 'default');
    return {
      allowed: !r.isBlocked,
      limit,
      remaining: Math.max(0, limit - r.totalHits),
      retryAfter: Math.max(1, r.timeToBlockExpire),
      reset: Math.max(0, r.timeToExpire),
      key,
    };
  }

  close(): void {
    this.storage.close?.();
  }
}

/** Installs the limiter on the Fastify instance (nothing when RATE_LIMIT is 0). */
export function installRateLimit(fastify: FastifyInstance, options: RateLimitOptions): RateLimiter | undefined {
  if (options.limit <= 0) return undefined;
  const limiter = new RateLimiter(options);
  const windowSeconds = Math.round(options.windowMs / 1000);
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?', 1)[0]!;
    if (RATE_LIMIT_EXEMPT.has(path)) return;
    const d = await limiter.hit(limiter.clientKey(req));
    void reply.header('x-ratelimit-limit', d.limit).header('x-ratelimit-remaining', d.remaining).header('x-ratelimit-reset', d.reset);
    if (d.allowed) return;
    const problem = problems
      .rateLimited(
        `Rate limit exceeded: at most ${d.limit} requests per ${windowSeconds} s per client (${options.keyHeader ? `the ${options.keyHeader} header, else the IP address` : 'IP address'}). Retry after ${d.retryAfter} s.`,
        { limit: d.limit, windowSeconds, retryAfter: d.retryAfter },
      )
      .toProblem(req.url);
    return reply.code(429).header('retry-after', String(d.retryAfter)).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
  });
  fastify.addHook('onClose', async () => limiter.close());
  return limiter;
}
