/**
 * Deck codes on the command line: the hook where a compact deck code (issue #19, "Deck codes", built on another
 * branch) is decoded into a deck. A reader returns the deck (JSON sections or text) or null when the argument is
 * not a code it knows. None is registered yet, so a deck argument is a file, "-" or an example deck's name.
 */
export type DeckCodeReader = (game: string, text: string) => unknown | null;

const readers: DeckCodeReader[] = [];

export function registerDeckCodeReader(reader: DeckCodeReader): void {
  readers.push(reader);
}

export function readDeckCode(game: string, text: string): unknown | null {
  for (const r of readers) {
    const deck = r(game, text);
    if (deck !== null && deck !== undefined) return deck;
  }
  return null;
}
