/**
 * "Not read": how a grammar says that a piece of text is not understood. Throwing `Unread` anywhere
 * inside a template makes the piece of text it was reading unread; the compiler then marks the sentence
 * (and the ability it belongs to) as not mapped, so the card's status tells the truth (kernel cardStatus).
 * A template that simply does not recognise a form returns null / false instead, so the next template of
 * its slot may read it.
 */
export class Unread extends Error {}

/** Throws `Unread` with a short reason (it ends up in the compile result's `failures`). */
export function unread(why: string): never {
  throw new Unread(why);
}

/** Runs `read`; an `Unread` becomes null (other errors are bugs and propagate). */
export function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (e) {
    if (e instanceof Unread) return null;
    throw e;
  }
}
