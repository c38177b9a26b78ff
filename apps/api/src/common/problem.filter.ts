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
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
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
      return { type: PROBLEM_BASE + slugOf(status), title, status, detail: String(message ?? exception.message), ...(instance ? { instance } : {}) };
    }
    return { type: PROBLEM_BASE + slugOf(status), title, status, detail: String(body), ...(instance ? { instance } : {}) };
  }
  // Fastify's own errors (body too large, bad JSON, bad content type) carry statusCode and a code.
  const fe = exception as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const status = fe.statusCode;
    return {
      type: PROBLEM_BASE + slugOf(status),
      title: STATUS_TITLES[status] ?? 'Client Error',
      status,
      detail: fastifyDetail(String(fe.code ?? ''), String(fe.message ?? '')),
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

function slugOf(status: number): string {
  return (STATUS_TITLES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '-');
}

function fastifyDetail(code: string, message: string): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than the configured limit (BODY_LIMIT_BYTES).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type: send application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
    default:
      return message.length > 300 ? message.slice(0, 300) + '…' : message;
  }
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const type = host.getType<string>();
    const problem = toProblem(exception);
    if (problem.status >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    if (type === 'graphql') {
      // GraphQL answers in its own envelope: the problem document goes into the error's extensions.
      return new GraphQLError(problem.detail, { extensions: { code: codeFor(problem.status), problem } });
    }
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const withInstance = { ...problem, instance: request?.url };
    if (problem.status === HttpStatus.TOO_MANY_REQUESTS && exception instanceof HttpException) {
      // Retry-After is set by the throttler guard on the reply already.
    }
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
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}
