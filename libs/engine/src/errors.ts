import type { Json } from './json.js';

/**
 * Every refusal the kernel (or a game) produces carries a stable machine code, a human reason and,
 * when a rule of the game is the reason, the rule number (e.g. `SVE 7.3.3`).
 */
export type EngineErrorCode =
  // action refusals (the state is never changed)
  | 'ILLEGAL_ACTION'
  | 'NOT_YOUR_DECISION'
  | 'GAME_OVER'
  | 'MALFORMED_ACTION'
  // state / game refusals
  | 'MALFORMED_STATE'
  | 'WRONG_GAME'
  | 'VERSION_MISMATCH'
  | 'UNKNOWN_GAME'
  | 'DUPLICATE_GAME'
  | 'INVALID_DEFINITION'
  | 'INVALID_SETUP'
  | 'UNKNOWN_CARD'
  | 'UNSUPPORTED_CARDS'
  | 'INVALID_ABILITIES'
  | 'REPLAY_DIVERGED'
  // kernel faults (a bug in a game definition, never the client's fault)
  | 'ENGINE_STALLED'
  | 'ENGINE_LOOP'
  | 'UNKNOWN_OP'
  // sealed codec
  | 'TOKEN_MALFORMED'
  | 'TOKEN_TRUNCATED'
  | 'TOKEN_VERSION'
  | 'TOKEN_UNKNOWN_KEY'
  | 'TOKEN_WRONG_GAME'
  | 'TOKEN_TAMPERED'
  | 'TOKEN_CATALOG_UNKNOWN'
  | 'BAD_KEY';

/** The JSON payload of an error, as sent to clients. */
export interface EngineErrorPayload {
  code: EngineErrorCode;
  reason: string;
  rule: string | null;
  details: Json;
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly reason: string;
  readonly rule: string | null;
  readonly details: Json;

  constructor(code: EngineErrorCode, reason: string, rule: string | null = null, details: Json = null) {
    super(`${code}: ${reason}${rule ? ` (${rule})` : ''}`);
    this.name = 'EngineError';
    this.code = code;
    this.reason = reason;
    this.rule = rule;
    this.details = details;
  }

  toJSON(): EngineErrorPayload {
    return { code: this.code, reason: this.reason, rule: this.rule, details: this.details };
  }
}

export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError;
}

export function fail(code: EngineErrorCode, reason: string, rule: string | null = null, details: Json = null): never {
  throw new EngineError(code, reason, rule, details);
}
