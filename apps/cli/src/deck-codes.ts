/**
 * Deck codes on the command line (issue #19, docs/deck-codes.md): a deck argument that is a deck code
 * (`tcg1.<game>.<payload>`) is passed on as it is: the deck library (libs/decks validate.ts, embedded or behind
 * the server) decodes it and judges it in the code's format unless `--format` names another; a malformed code is
 * refused there with BAD_DECK_CODE and its reason.
 */
import { isDeckCode } from '../../../libs/decks/src/codes.js';

/** The deck code itself when `text` is one (trimmed), else null (a file name or an example deck's name). */
export function readDeckCode(_game: string, text: string): string | null {
  return isDeckCode(text) ? text.trim() : null;
}
