/** RFC 9457 problem documents: the one error shape of the REST API. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  /** Rule clause an engine or deck error cites, e.g. "SVE 6.1.1.4". */
  rule?: string;
  /** Field-level validation errors. */
  errors?: Array<{ path: string; message: string; code?: string; rule?: string }>;
  [extension: string]: unknown;
}

export const PROBLEM_BASE = 'https://tcg-rules.dev/problems/';

/** An error that already knows its problem document (thrown by services, rendered by the filter). */
export class ProblemError extends Error {
  constructor(
    public readonly status: number,
    public readonly slug: string,
    public readonly title: string,
    detail: string,
    public readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
  }

  /** For Fastify, which reads `statusCode` from errors raised before Nest sees the request (body parsers). */
  get statusCode(): number {
    return this.status;
  }

  toProblem(instance?: string): ProblemDocument {
    return {
      type: PROBLEM_BASE + this.slug,
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...this.extensions,
    };
  }
}

export const problems = {
  notFound: (detail: string, ext: Record<string, unknown> = {}) => new ProblemError(404, 'not-found', 'Not Found', detail, ext),
  unknownGame: (slug: string, known: readonly string[]) =>
    new ProblemError(404, 'unknown-game', 'Unknown game', `No game with slug "${slug}". Known games: ${known.join(', ')}.`, { knownGames: known }),
  badRequest: (detail: string, ext: Record<string, unknown> = {}) => new ProblemError(400, 'bad-request', 'Bad Request', detail, ext),
  validation: (detail: string, errors: ProblemDocument['errors']) =>
    new ProblemError(400, 'validation', 'Request validation failed', detail, { errors }),
  unauthorized: (detail: string) => new ProblemError(401, 'unauthorized', 'Unauthorized', detail),
  unprocessable: (slug: string, title: string, detail: string, ext: Record<string, unknown> = {}) =>
    new ProblemError(422, slug, title, detail, ext),
  conflict: (slug: string, title: string, detail: string, ext: Record<string, unknown> = {}) => new ProblemError(409, slug, title, detail, ext),
  unavailable: (detail: string) => new ProblemError(503, 'unavailable', 'Service Unavailable', detail),
  rateLimited: (detail: string, ext: Record<string, unknown> = {}) => new ProblemError(429, 'rate-limited', 'Too Many Requests', detail, ext),
};
