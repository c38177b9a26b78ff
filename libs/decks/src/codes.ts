/**
 * Deck codes: a compact, versioned, self-contained one-line form of a deck (specified in docs/deck-codes.md,
 * so other tools can implement it).
 *
 *   tcg1.<game tag>.<base64url(zlib(payload))>
 *
 * `tcg1` is the version; the game tag is one of DECK_CODE_GAMES (`sve`, `r4u`, `gbf`, `pso2`, `tag`). The
 * payload is UTF-8 text: the format id on the first line, then one line per deck section of that format, in the
 * format's section order, every section written even when empty (`boss=`):
 *
 *   raid\nplayer=\nmag=\nmain=\nboss=SAMPLE-PSO2-B01\nbossDeck=SAMPLE-PSO2-B02*4,SAMPLE-PSO2-B03*2
 *
 * An entry is `<id>` (one copy) or `<id>*<count>`; `%`, `,`, `*`, `=` and line breaks in ids are percent-encoded.
 * The code carries card ids only (no catalog indexes), so it survives catalog imports and needs no lookup table;
 * zlib adds an Adler-32 checksum, so a mistyped code is refused instead of decoding to another deck.
 *
 * Decoding checks the shape only (malformed -> DeckInputError reason BAD_DECK_CODE with `details.codeError`);
 * unknown card ids and every rule are judged afterwards like any JSON deck.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { DeckInputError, preview } from './errors.js';
import type { DeckEntry, DeckSectionSpec, GameDeckRules, NormalizedDeck } from './types.js';

export const DECK_CODE_VERSION = 1;
export const DECK_CODE_PREFIX = `tcg${DECK_CODE_VERSION}`;

/** Game tags of the code (second field), both directions. */
export const DECK_CODE_GAMES: Readonly<Record<string, string>> = Object.freeze({
  'shadowverse-evolve': 'sve',
  'rebirth-for-you': 'r4u',
  'granblue-fantasy': 'gbf',
  pso2: 'pso2',
  'tag-battle': 'tag',
});
const GAME_BY_TAG = new Map(Object.entries(DECK_CODE_GAMES).map(([slug, tag]) => [tag, slug]));

/** Longest code accepted (characters) and largest payload inflated (bytes): a zip bomb cannot get through. */
export const DECK_CODE_MAX_LENGTH = 16_384;
export const DECK_CODE_MAX_PAYLOAD = 100_000;

/** Why a code was refused (`details.codeError` of the 400 answer). */
export type DeckCodeError =
  | 'PREFIX' // not `tcg<version>.<game>.<data>`
  | 'VERSION' // a version this server does not read
  | 'GAME' // an unknown game tag, or a code of another game than the route's
  | 'TOO_LONG'
  | 'BASE64' // the data is not base64url
  | 'CORRUPT' // not zlib data, checksum mismatch, or too large once inflated
  | 'SYNTAX' // the payload breaks the grammar
  | 'FORMAT' // a format the game does not have
  | 'SECTION' // a section the format does not have, or written twice
  | 'COUNT'; // a count that is not a whole number 1 or more

/** What a code holds. `deck` has every section the code wrote (all sections of its format), empty ones as []. */
export interface DecodedDeckCode {
  version: number;
  game: string;
  format: string;
  deck: NormalizedDeck;
}

const CODE_SHAPE = /^tcg(\d+)\.([a-z0-9]+)\.([A-Za-z0-9_-]*)$/;

/** Does this string look like a deck code (rather than a text deck)? One line starting `tcg<digits>.`. */
export function isDeckCode(input: unknown): input is string {
  return typeof input === 'string' && /^\s*tcg\d+\.[^\s]*\s*$/i.test(input);
}

function fail(codeError: DeckCodeError, message: string, value?: string): never {
  throw new DeckInputError('BAD_DECK_CODE', `Malformed deck code: ${message}`, { codeError, ...(value !== undefined ? { value: preview(value, 40) } : {}) });
}

const escapeId = (id: string) => id.replace(/[%,*=\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
function unescapeId(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return fail('SYNTAX', `bad percent escape in "${preview(s, 30)}".`, s);
  }
}

function sectionsFor(rules: GameDeckRules, formatId: string): DeckSectionSpec[] {
  const format = rules.formats.find((f) => f.id === formatId);
  if (!format) return fail('FORMAT', `${rules.game} has no format "${preview(formatId, 30)}" (formats: ${rules.formats.map((f) => f.id).join(', ')}).`, formatId);
  return rules.sectionsFor?.(format) ?? format.sections ?? rules.sections;
}

/**
 * The code of a normalized deck in a format of the game. Every section of the format is written (empty ones
 * as `name=`); sections the format does not have are refused, entries with count 0 dropped.
 */
export function encodeDeckCode(rules: GameDeckRules, deck: NormalizedDeck, formatId: string = rules.defaultFormat): string {
  const tag = DECK_CODE_GAMES[rules.game];
  if (!tag) throw new DeckInputError('BAD_DECK_CODE', `No deck code game tag for ${rules.game}.`, { codeError: 'GAME' });
  const sections = sectionsFor(rules, formatId);
  const names = new Set(sections.map((s) => s.name));
  for (const key of Object.keys(deck)) {
    if (!names.has(key) && (deck[key]?.length ?? 0) > 0) fail('SECTION', `format ${formatId} of ${rules.game} has no section "${key}".`, key);
  }
  const lines = [formatId];
  for (const s of sections) {
    const entries = (deck[s.name] ?? []).filter((e) => e.count > 0);
    lines.push(`${s.name}=${entries.map((e) => (e.count === 1 ? escapeId(e.id) : `${escapeId(e.id)}*${e.count}`)).join(',')}`);
  }
  const data = deflateSync(Buffer.from(lines.join('\n'), 'utf8'), { level: 9 }).toString('base64url');
  return `${DECK_CODE_PREFIX}.${tag}.${data}`;
}

/**
 * Read a code. With `rules`, the code must be of that game and its format and sections are checked against the
 * game's deck rules; without, only the envelope and grammar are.
 */
export function decodeDeckCode(code: string, rules?: GameDeckRules): DecodedDeckCode {
  if (typeof code !== 'string') fail('PREFIX', 'a deck code is a string.');
  const trimmed = code.trim();
  if (trimmed.length > DECK_CODE_MAX_LENGTH) fail('TOO_LONG', `a deck code has at most ${DECK_CODE_MAX_LENGTH} characters (got ${trimmed.length}).`);
  const m = CODE_SHAPE.exec(trimmed);
  if (!m) {
    if (/^tcg\d+\.[a-z0-9]+\./i.test(trimmed)) fail('BASE64', 'the data after the second "." must be base64url (A-Z a-z 0-9 - _).', trimmed);
    fail('PREFIX', 'expected tcg<version>.<game>.<data>, e.g. tcg1.sve.eNo…', trimmed);
  }
  const version = Number(m[1]);
  if (version !== DECK_CODE_VERSION) fail('VERSION', `version ${m[1]} is not supported (this server reads version ${DECK_CODE_VERSION}).`, m[1]);
  const game = GAME_BY_TAG.get(m[2]);
  if (!game) fail('GAME', `unknown game tag "${m[2]}" (tags: ${[...GAME_BY_TAG.keys()].join(', ')}).`, m[2]);
  if (rules && game !== rules.game) fail('GAME', `this is a ${game} deck code (tag ${m[2]}), not a ${rules.game} one.`, m[2]);
  if (m[3].length === 0 || m[3].length % 4 === 1) fail('BASE64', 'the data part is empty or truncated.', m[3]);
  let payload: string;
  try {
    const bytes = inflateSync(Buffer.from(m[3], 'base64url'), { maxOutputLength: DECK_CODE_MAX_PAYLOAD });
    payload = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('CORRUPT', 'the data is damaged (not zlib data, checksum mismatch, not UTF-8, or larger than ' + `${DECK_CODE_MAX_PAYLOAD} bytes once inflated): was the code copied whole?`);
  }
  const lines = payload.split('\n');
  const format = lines[0] ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(format)) fail('SYNTAX', 'the first line must be a format id.', format);
  const allowed = rules ? sectionsFor(rules, format).map((s) => s.name) : undefined;
  const deck: NormalizedDeck = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' && i === lines.length - 1) break; // a final line break
    const eq = line.indexOf('=');
    if (eq <= 0) fail('SYNTAX', `line ${i + 1} must be <section>=<entries>.`, line);
    const section = line.slice(0, eq);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(section)) fail('SYNTAX', `line ${i + 1}: bad section name.`, section);
    if (allowed && !allowed.includes(section)) fail('SECTION', `format ${format} of ${game} has no section "${section}" (sections: ${allowed.join(', ')}).`, section);
    if (section in deck) fail('SECTION', `section "${section}" is written twice.`, section);
    const body = line.slice(eq + 1);
    const entries: DeckEntry[] = [];
    if (body !== '') {
      for (const item of body.split(',')) {
        const star = item.lastIndexOf('*');
        const idPart = star < 0 ? item : item.slice(0, star);
        const countPart = star < 0 ? '1' : item.slice(star + 1);
        if (idPart === '') fail('SYNTAX', `section "${section}" has an empty card id.`, item);
        if (!/^[1-9]\d{0,5}$/.test(countPart)) fail('COUNT', `section "${section}": "${preview(countPart, 10)}" is not a count of 1 or more.`, item);
        entries.push({ id: unescapeId(idPart), count: Number(countPart) });
      }
    }
    deck[section] = entries;
  }
  return { version, game, format, deck };
}

/**
 * A deck request's input with a deck code replaced by its JSON deck, and the format to judge it in: the
 * request's format when it names one, else the code's. Other inputs pass through.
 */
export function resolveDeckCode(rules: GameDeckRules, input: unknown, formatId?: string): { input: unknown; format?: string; code?: DecodedDeckCode } {
  if (!isDeckCode(input)) return { input, format: formatId };
  const code = decodeDeckCode(input, rules);
  // empty sections are left out: parsing writes every section of the format in effect again, and a code of
  // one format may then be judged in another that lacks some of its (empty) sections
  const deck = Object.fromEntries(Object.entries(code.deck).filter(([, entries]) => entries.length > 0));
  return { input: deck, format: formatId ?? code.format, code };
}
