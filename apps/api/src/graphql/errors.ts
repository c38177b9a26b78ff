/**
 * Every GraphQL error carries a problem document under `extensions.problem` (the REST error shape), and
 * nothing internal leaks: no stack traces, no original errors, and the message of an unexpected error
 * (one without a problem document of its own, i.e. not thrown on purpose) is replaced by a generic one.
 */
import type { GraphQLFormattedError } from 'graphql';
import { codeFor } from '../common/problem.filter.js';
import { PROBLEM_BASE, type ProblemDocument } from '../common/problem.js';

/** Apollo's own error codes (raised before or around execution) -> status, slug, title. */
const APOLLO_CODES: Record<string, { status: number; slug: string; title: string }> = {
  GRAPHQL_PARSE_FAILED: { status: 400, slug: 'graphql-parse', title: 'GraphQL syntax error' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, slug: 'graphql-validation', title: 'GraphQL validation failed' },
  BAD_USER_INPUT: { status: 400, slug: 'validation', title: 'Request validation failed' },
  BAD_REQUEST: { status: 400, slug: 'bad-request', title: 'Bad Request' },
  OPERATION_RESOLUTION_FAILURE: { status: 400, slug: 'graphql-operation', title: 'GraphQL operation not found' },
  PERSISTED_QUERY_NOT_FOUND: { status: 400, slug: 'bad-request', title: 'Bad Request' },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 400, slug: 'bad-request', title: 'Bad Request' },
};

const INTROSPECTION_OFF = /introspection is not allowed/i;
const STACK_OVERFLOW = /Maximum call stack size exceeded/i;
/** graphql-js stops OverlappingFieldsCanBeMerged when its work budget is spent (many same-named fields). */
const ABORTED = /^Validation aborted\.?$/;

function isProblem(v: unknown): v is ProblemDocument {
  const p = v as ProblemDocument;
  return !!p && typeof p === 'object' && typeof p.type === 'string' && typeof p.title === 'string' && typeof p.status === 'number' && typeof p.detail === 'string';
}

export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const { message, path, locations } = formatted;
  const ext = { ...(formatted.extensions ?? {}) } as Record<string, unknown>;
  delete ext.stacktrace;
  delete ext.originalError;
  delete ext.exception;
  if (isProblem(ext.problem)) {
    return { message, ...(path ? { path } : {}), ...(locations ? { locations } : {}), extensions: { ...ext, code: ext.code ?? codeFor(ext.problem.status) } };
  }
  const code = typeof ext.code === 'string' ? ext.code : 'INTERNAL_SERVER_ERROR';
  const known = APOLLO_CODES[code];
  if (!known) {
    // An unexpected error: say so, without its message (it may name internals).
    const detail = 'An unexpected error occurred. It has been logged.';
    return {
      message: detail,
      ...(path ? { path } : {}),
      ...(locations ? { locations } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR', problem: { type: PROBLEM_BASE + 'internal', title: 'Internal Server Error', status: 500, detail } },
    };
  }
  let detail = message || known.title;
  if (INTROSPECTION_OFF.test(detail)) detail = 'GraphQL introspection (__schema, __type) is disabled on this server (GRAPHQL_INTROSPECTION=false; the default when NODE_ENV=production).';
  else if (STACK_OVERFLOW.test(detail)) detail = 'The GraphQL document is nested too deeply to parse: flatten it (fewer nested selections or literal values).';
  else if (ABORTED.test(detail)) detail = 'The GraphQL document is too large to validate (too many fields to compare with each other): split it into smaller requests.';
  return {
    message: detail,
    ...(path ? { path } : {}),
    ...(locations ? { locations } : {}),
    extensions: { ...ext, code, problem: { type: PROBLEM_BASE + known.slug, title: known.title, status: known.status, detail } },
  };
}
