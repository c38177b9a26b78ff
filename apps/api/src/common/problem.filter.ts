import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { PROBLEM_BASE, ProblemDocument, ProblemError } from './problem.js';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** Turns any thrown value into an RFC 9457 problem document. Never leaks a stack trace. */
export function toProblem(exception: unknown, instance?: string): ProblemDocument {
  if (exception instanceof ProblemError) return exception.toProblem(instance);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const title = STATUS_TITLES[status] ?? 'Error';
    if (typeof body === 'object' && body !== null) {
      const b = body as Record<string, unknown>;
      if (typeof b.type === 'string' && typeof b.title === 'string') return { ...(b as ProblemDocument), status };
      if (b.details && typeof b.status === 'string') {
        // @nestjs/terminus health report (GET /ready answering 503)
        return { type: PROBLEM_BASE + 'not-ready', title: 'Not Ready', status, detail: `Not ready: ${Object.keys((b.error ?? {}) as object).join(', ') || 'a check failed'}.`, checks: b.details };
      }
      const message = b.message;
      if (Array.isArray(message)) {
        return {
          type: PROBLEM_BASE + 'validation',
          title: 'Request validation failed',
          status,
          detail: message.map(String).join('; '),
          ...(instance ? { instance } : {}),
          errors: message.map((m) => ({ path: String(m).split(' ')[0] ?? '', message: String(m) })),
        };
      }
      return { type: PROBLEM_BASE + slugOf(status), title, status, detail: usefulDetail(status, String(message ?? exception.message)), ...(instance ? { instance } : {}) };
    }
    return { type: PROBLEM_BASE + slugOf(status), title, status, detail: usefulDetail(status, String(body)), ...(instance ? { instance } : {}) };
  }
  // Fastify's own errors (body too large, bad JSON, bad content type) carry statusCode and a code.
  const fe = exception as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const status = fe.statusCode;
    return {
      type: PROBLEM_BASE + slugOf(status),
      title: STATUS_TITLES[status] ?? 'Client Error',
      status,
      detail: fastifyDetail(String(fe.code ?? ''), String(fe.message ?? ''), status),
      ...(instance ? { instance } : {}),
    };
  }
  return {
    type: PROBLEM_BASE + 'internal',
    title: 'Internal Server Error',
    status: 500,
    detail: 'An unexpected error occurred. It has been logged.',
    ...(instance ? { instance } : {}),
  };
}

const DEFAULT_DETAILS: Record<number, string> = {
  405: 'This method is not allowed on this route.',
  413: 'The request body is larger than the configured limit (BODY_LIMIT_BYTES; IMPORT_BODY_LIMIT_BYTES for catalog imports).',
  415: 'Unsupported Content-Type: send application/json (catalog imports also take application/x-ndjson and text/csv).',
  429: 'Too many requests from this client: slow down and retry after the number of seconds in Retry-After.',
};

/** A detail that says more than the title (RFC 9457 `detail` is for humans: never empty, never just the status). */
function usefulDetail(status: number, detail: string): string {
  if (detail && detail !== STATUS_TITLES[status] && detail.length >= 10) return detail.length > 1000 ? detail.slice(0, 1000) + '…' : detail;
  return DEFAULT_DETAILS[status] ?? `The request was refused (${status} ${STATUS_TITLES[status] ?? 'Error'})${detail && detail !== STATUS_TITLES[status] ? `: ${detail}` : ''}.`;
}

function slugOf(status: number): string {
  return (STATUS_TITLES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '-');
}

function fastifyDetail(code: string, message: string, status: number): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than the configured limit (BODY_LIMIT_BYTES; IMPORT_BODY_LIMIT_BYTES for catalog imports).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type: send application/json (catalog imports also take application/x-ndjson and text/csv).';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid: a path segment has a malformed percent-encoding.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter is too long (card ids are at most 64 characters).';
    default:
      return usefulDetail(status, message.length > 300 ? message.slice(0, 300) + '…' : message);
  }
}

/**
 * Fastify `frameworkErrors`: errors the router raises before any route runs (malformed percent-encoding,
 * over-long path parameters) get the same problem document as everything else.
 */
export function frameworkErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const problem = toProblem(error, request.url);
  void reply.status(problem.status).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const type = host.getType<string>();
    const problem = toProblem(exception);
    // 501 (no rules engine for a game yet) is an expected answer, not a server fault: not logged as an error.
    if (problem.status >= 500 && problem.status !== 501) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    if (type === 'graphql') {
      // GraphQL answers in its own envelope: the problem document goes into the error's extensions.
      return new GraphQLError(problem.detail, { extensions: { code: codeFor(problem.status), problem } });
    }
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const withInstance = { ...problem, instance: request?.url };
    // The database is away (card search/get/import/export): tell clients when to try again.
    if (problem.status === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('retry-after', '5');
    void reply.status(problem.status).header('content-type', 'application/problem+json; charset=utf-8').send(withInstance);
    return undefined;
  }
}

export function codeFor(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 501:
      return 'NOT_IMPLEMENTED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}
