import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { registerBodyParsers } from './common/json-body.js';
import { PinoLoggerService, createPino } from './common/logger.js';
import { problems } from './common/problem.js';
import { frameworkErrorHandler } from './common/problem.filter.js';
import { installRateLimit } from './common/rate-limit.js';
import { installCors } from './common/cors.js';
import { catalogRead, installCatalogCache } from './common/catalog-cache.js';
import { CatalogService } from './catalog/catalog.service.js';
import { MatchesService } from './matches/matches.service.js';
import { GAME_SLUGS, isGameSlug } from '../../../libs/catalog/src/card.js';
import { ENGINE_VERSION, hasGame } from '../../../libs/engine/src/index.js';
import { AppValidationPipe, type AppValidationPipeOptions } from './common/validation.js';
import type { AppConfig } from './config/config.js';
import { describeErrorsAndSecurity, fixNullableOneOf, servedDocument } from './common/openapi-document.js';
import { describeMatchProtocol } from './matches/protocol-schemas.js';

/** Default body limit for catalog imports (bulk files), separate from the general BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Field-level errors listed in a validation problem (the rest are counted, not echoed). */
export const MAX_LISTED_ERRORS = 50;

/** The global pipe: class-validator on every DTO; `@FlatBody()` DTOs skip the deep copy (common/validation.ts). */
export function validationPipe(opts: Pick<AppValidationPipeOptions, 'flatBodies'> = {}): AppValidationPipe {
  return new AppValidationPipe({
    ...opts,
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const flat: Array<{ path: string; message: string }> = [];
      const walk = (list: typeof errors, prefix: string) => {
        for (const e of list) {
          const path = prefix ? `${prefix}.${e.property}` : e.property;
          for (const msg of Object.values(e.constraints ?? {})) flat.push({ path, message: msg });
          if (e.children?.length) walk(e.children, path);
        }
      };
      walk(errors, '');
      const listed = flat.slice(0, MAX_LISTED_ERRORS);
      const more = flat.length - listed.length;
      const detail = (listed.map((f) => f.message).join('; ') || 'Invalid request.') + (more > 0 ? `; and ${more} more` : '');
      return problems.validation(detail, listed);
    },
  });
}

/** Over-limit bodies up to this size are read and discarded after the 413, so the connection stays usable. */
export const DRAIN_MAX_BYTES = 64 * 1_048_576;

/** Builds the app (no listen): used by main.ts, the tests and the OpenAPI writer. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const pino = createPino(config.logLevel);
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // Fastify accepts a hop count too; the adapter's typing omits it.
    trustProxy: config.trustProxy as boolean | string,
    frameworkErrors: frameworkErrorHandler,
    loggerInstance: config.logLevel === 'silent' ? undefined : pino,
    // Per-request log lines only at debug/trace (Fastify 5's logController; the top-level
    // disableRequestLogging option is deprecated, FSTDEP023).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRoute', (route) => {
    if (route.url.endsWith('/cards/import')) route.bodyLimit = config.importBodyLimitBytes;
  });
  // A body over the limit with a declared length (up to DRAIN_MAX_BYTES): answer 413 and keep the connection,
  // discarding the rest of the body as it arrives (Node's http server dumps an unread request body after the
  // answer), so a keep-alive client that is still sending does not hit EPIPE/ECONNRESET. Fastify would add
  // `Connection: close` and cut the socket. Larger or chunked bodies still close the connection.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413 && String(reply.getHeader('connection') ?? '').toLowerCase() === 'close') {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared <= DRAIN_MAX_BYTES && !request.raw.readableEnded) {
        reply.removeHeader('connection');
        request.raw.resume();
      }
    }
    return payload;
  });
  // Input limits (docs/security.md): JSON depth and forbidden keys; rate limiting before anything is read.
  registerBodyParsers(adapter, { jsonDepthLimit: config.jsonDepthLimit, bodyLimit: config.bodyLimitBytes });
  // CORS first (common/cors.ts): preflights are answered before anything else, and every answer — 429s
  // included — carries the headers a browser needs to read it
  installCors(fastify, { origins: config.corsOrigins, keyHeader: config.rateLimitKeyHeader });
  installRateLimit(fastify, { limit: config.rateLimit, windowMs: config.rateLimitWindowMs, keyHeader: config.rateLimitKeyHeader });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoLoggerService(pino),
    bufferLogs: false,
    abortOnError: false,
  });
  installCatalogCache(fastify, { maxAge: config.catalogCacheMaxAge, stamp: catalogStamp(app.get(CatalogService), app.get(MatchesService)) }); // ETag / 304 (common/catalog-cache.ts)
  app.useGlobalPipes(validationPipe());
  app.enableShutdownHooks();
  const document = openApiDocument(app);
  SwaggerModule.setup('docs', app, servedDocument(document), { jsonDocumentUrl: 'docs/openapi.json' });
  await app.init();
  await fastify.ready();
  return app;
}

/**
 * The version stamp of a catalog read (common/catalog-cache.ts): the catalog version of the game(s) it reads,
 * the engine version, the game's rules version and its tested-card count (what card statuses depend on).
 */
function catalogStamp(catalog: CatalogService, matches: MatchesService) {
  const engineStamp = (game: string) => {
    const def = matches.engine(game);
    return def ? `${def.versions.rules}:${matches.coverage(game).size ?? '?'}` : '-';
  };
  return (path: string, query: URLSearchParams): string | null => {
    const read = catalogRead(path);
    if (read === null) return null;
    if ('schema' in read) {
      const game = query.get('game');
      return `schema|${read.schema}|${ENGINE_VERSION}|${game === null ? '' : `${game.slice(0, 64)}:${engineStamp(game)}`}`;
    }
    if (read.game === null) return `games|${ENGINE_VERSION}|${GAME_SLUGS.map((g) => `${g}:${catalog.catalogVersion(g)}:${engineStamp(g)}`).join(',')}`;
    if (!isGameSlug(read.game) && !hasGame(read.game)) return null; // an unknown game: its 404 is not cached
    return `game|${read.game}|${ENGINE_VERSION}|${isGameSlug(read.game) ? catalog.catalogVersion(read.game) : 0}|${engineStamp(read.game)}`;
  };
}

export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('TCG Rules Service')
    .setDescription(
      'Rules-as-a-service for Japanese trading card games: card catalog, deck legality and a stateless match engine. Errors are RFC 9457 problem documents (application/problem+json).',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  const doc = SwaggerModule.createDocument(app, config);
  describeMatchProtocol(doc); // per-game actions, events, decisions (matches/protocol-schemas.ts)
  describeErrorsAndSecurity(doc); // problem documents, security, servers (common/openapi-document.ts)
  fixNullableOneOf(doc);
  return canonicalOpenApi(doc);
}

/**
 * Parameter order depends on how decorators were compiled (tsc vs swc); sort it (path, query, header; then
 * by name) so the committed document is the same whichever compiler produced it.
 */
function canonicalOpenApi(doc: OpenAPIObject): OpenAPIObject {
  const rank: Record<string, number> = { path: 0, query: 1, header: 2, cookie: 3 };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as Array<{ parameters?: Array<{ in?: string; name?: string }> }>) {
      if (op && Array.isArray(op.parameters)) {
        op.parameters.sort((a, b) => (rank[a.in ?? ''] ?? 9) - (rank[b.in ?? ''] ?? 9) || String(a.name).localeCompare(String(b.name)));
      }
    }
  }
  return doc;
}
