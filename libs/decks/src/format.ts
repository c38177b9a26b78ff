/**
 * NormalizedDeck <-> text and JSON. `parseDeckText(deckToText(d))` gives back `d` (round-trip stable):
 * sections in rule order, `# <section>` headers, one `N <id>` line per entry, optional `// name` comments.
 */
import type { CardLookup, DeckEntry, DeckInput, DeckSectionSpec, NormalizedDeck } from './types.js';
import { parseDeck, type ParseOptions, type ParsedDeck } from './parse.js';

export interface ToTextOptions {
  /** Append ` // <card name>` to each line (ignored again when parsed). */
  withNames?: boolean;
  cards?: CardLookup;
  /** Also write headers of empty sections. */
  includeEmpty?: boolean;
}

function orderedSections(deck: NormalizedDeck, sections: DeckSectionSpec[]): string[] {
  const names = sections.map((s) => s.name);
  return [...names, ...Object.keys(deck).filter((k) => !names.includes(k)).sort()];
}

export function deckToText(deck: NormalizedDeck, sections: DeckSectionSpec[], opts: ToTextOptions = {}): string {
  const blocks: string[] = [];
  for (const section of orderedSections(deck, sections)) {
    const entries = deck[section] ?? [];
    if (entries.length === 0 && !opts.includeEmpty) continue;
    const lines = [`# ${section}`];
    for (const e of entries) {
      const name = opts.withNames ? opts.cards?.get(e.id)?.name : undefined;
      lines.push(`${e.count} ${e.id}${name ? ` // ${name}` : ''}`);
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}

/**
 * The JSON form: every section as `[{id,count}]`, except single-card sections holding exactly one copy,
 * which are written as the bare id (the form clients send).
 */
export function deckToJson(deck: NormalizedDeck, sections: DeckSectionSpec[]): DeckInput {
  const out: DeckInput = {};
  for (const section of orderedSections(deck, sections)) {
    const entries = deck[section] ?? [];
    const spec = sections.find((s) => s.name === section);
    if (spec?.single && entries.length === 1 && entries[0].count === 1) out[section] = entries[0].id;
    else out[section] = entries.map((e): DeckEntry => ({ id: e.id, count: e.count }));
  }
  return out;
}

export type DeckFormatKind = 'text' | 'json';

export interface ConvertedDeck extends ParsedDeck {
  text: string;
  json: DeckInput;
}

/** Parse either form and write both (the `/convert` endpoint). */
export function convertDeck(
  input: unknown,
  cards: CardLookup,
  opts: ParseOptions & ToTextOptions,
): ConvertedDeck {
  const parsed = parseDeck(input, cards, opts);
  return {
    ...parsed,
    text: deckToText(parsed.deck, opts.sections, { withNames: opts.withNames, cards, includeEmpty: opts.includeEmpty }),
    json: deckToJson(parsed.deck, opts.sections),
  };
}
