/**
 * Malformed deck requests. Distinct from legality issues: a DeckInputError means "this is not a deck
 * we can judge" (the HTTP layer answers 400), while a DeckIssue means "this deck breaks rule X".
 */

export type DeckInputErrorReason =
  | 'NOT_A_DECK'
  | 'BAD_ENTRY'
  | 'BAD_COUNT'
  | 'UNKNOWN_SECTION'
  | 'TOO_MANY_ENTRIES'
  | 'TOO_MANY_CARDS'
  | 'TEXT_TOO_LONG'
  | 'LINE_TOO_LONG'
  | 'UNKNOWN_FORMAT'
  | 'BAD_OPTION'
  | 'BAD_AS_OF'
  /** A deck code that cannot be read (codes.ts; `details.codeError` says why). */
  | 'BAD_DECK_CODE';

export interface DeckInputErrorDetails {
  section?: string;
  /** 1-based line number in the text form. */
  line?: number;
  /** Offending key or value, shortened. */
  value?: string;
  limit?: number;
  /** Allowed values (sections, formats, option values). */
  allowed?: string[];
  /** BAD_DECK_CODE: why the deck code was refused (codes.ts DeckCodeError). */
  codeError?: string;
}

export class DeckInputError extends Error {
  override readonly name = 'DeckInputError';
  /** Stable machine code for every malformed-input answer. */
  readonly code = 'DECK_INPUT_INVALID';
  constructor(
    readonly reason: DeckInputErrorReason,
    message: string,
    readonly details: DeckInputErrorDetails = {},
  ) {
    super(message);
  }

  toJSON(): { code: string; reason: DeckInputErrorReason; message: string; details: DeckInputErrorDetails } {
    return { code: this.code, reason: this.reason, message: this.message, details: this.details };
  }
}

export function isDeckInputError(e: unknown): e is DeckInputError {
  return e instanceof DeckInputError;
}

/** Size limits for one request (all configurable per call). */
export interface DeckInputLimits {
  /** Distinct entries (JSON items or text lines with a card). */
  maxEntries: number;
  /** Total cards over all sections; also the largest count one entry may carry. */
  maxCards: number;
  /** Characters in a text-form deck. */
  maxTextLength: number;
  /** Characters in one text-form line. */
  maxLineLength: number;
}

export const DEFAULT_DECK_INPUT_LIMITS: DeckInputLimits = Object.freeze({
  maxEntries: 500,
  maxCards: 1000,
  maxTextLength: 100_000,
  maxLineLength: 500,
});

/** Shorten a value for an error message (never echo megabytes back). */
export function preview(value: unknown, max = 60): string {
  let s: string;
  try {
    s = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
