/**
 * Typed game facts (libs/catalog/src/facts.ts): every shipped card of the five games passes its game's
 * facts schema; a misspelt or unknown key, or a value of the wrong type, is reported with the field; every
 * field is documented in docs/games/<game>.md.
 */
import { readFileSync } from 'node:fs';
import { GAME_SLUGS } from '../src/card.js';
import { checkFacts, closestFact } from '../src/facts.js';
import { gameModule } from '../../games/index.js';

describe('typed game facts', () => {
  test.each(GAME_SLUGS.map((g) => [g]))('%s: every shipped card passes the facts schema', (game) => {
    const facts = gameModule(game).mapping.facts!;
    expect(facts.game).toBe(game);
    const cards = JSON.parse(readFileSync(`libs/catalog/data/${game}.cards.json`, 'utf8')) as Array<{ id: string; extra?: unknown }>;
    const bad = cards.map((c) => ({ id: c.id, problems: checkFacts(facts, c.extra) })).filter((x) => x.problems.length > 0);
    expect(bad.slice(0, 3)).toEqual([]);
  });

  test.each(GAME_SLUGS.map((g) => [g]))('%s: docs/games/<game>.md documents every fact', (game) => {
    const doc = readFileSync(`docs/games/${game}.md`, 'utf8');
    const missing = Object.keys(gameModule(game).mapping.facts!.fields).filter((f) => !doc.includes(`\`extra.${f}\``));
    expect(missing).toEqual([]);
  });

  test('unknown keys name the likely field; wrong types name the field', () => {
    const gbf = gameModule('granblue-fantasy').mapping.facts!;
    expect(checkFacts(gbf, { rnak: 1 })).toEqual([{ field: 'extra.rnak', message: expect.stringContaining('unknown fact "rnak" of granblue-fantasy (did you mean "rank"?)') }]);
    expect(checkFacts(gbf, { rank: 'high' })).toEqual([{ field: 'extra.rank', message: 'must be integer or null; got string' }]);
    expect(checkFacts(gbf, { ougi: { cost: 1, name: 'x', effect: 'y', printed: 'z', extra: 1 } })[0]!.field).toBe('extra.ougi.extra');
    expect(checkFacts(gbf, null)).toEqual([]);
    expect(closestFact('deckSize', ['deck_size', 'hp'])).toBe('deck_size');
    expect(closestFact('zzzzzz', ['rank', 'gender'])).toBeNull();
  });
});
