/**
 * The tested-card registry and computed card status (kernel cardStatus): the registry equals the ids
 * the card scenarios exercise; every starter-deck card is implemented or vanilla; generated tables and
 * docs/coverage.md are up to date; an unsupported card is refused without allowUnsupported.
 */
import { readFileSync } from 'node:fs';
import { cardStatus, createGame, EngineError, vocabularyFor, type CatalogCard } from '../../../engine/src/index.js';
import { abilitiesFor, coverage, coverageReport, definition } from '../src/index.js';
import { TESTED_CARDS } from '../src/coverage/tested.js';
import { coveredIds } from '../src/coverage/registry.js';
import { buildReprintTable, renderReprintTable } from '../src/coverage/tables.js';
import { buildTokenTable, renderTokenTable } from '../src/cards/token-table.js';
import { DEFECTIVE_TOKENS } from '../src/cards/defects.js';
import { PATHS, renderDoc } from '../src/coverage-cli.js';
import { readSection } from '../../coverage-doc.js';
import { CARD_CASES } from './card-cases.js';
import { BY_ID, CARDS, setupFor, starterCardIds } from './engine-helpers.js';

const catalog = CARDS as unknown as CatalogCard[];
const vocab = vocabularyFor(definition);
const status = (id: string) => cardStatus(BY_ID.get(id)!, abilitiesFor(BY_ID.get(id)!), coverage, { vocab }).status;

describe('SVE coverage registry and card status', () => {
  test('the registry lists exactly the ids the card scenarios cover', () => {
    const fromCases = [...new Set(CARD_CASES.flatMap((c) => c.ids))].sort();
    expect([...TESTED_CARDS].sort()).toEqual(fromCases);
    for (const id of fromCases) expect(coverage.has(id)).toBe(true);
    expect(coverage.has('BP08-083')).toBe(false); // untested (its 「相手プレイヤーが手札を捨てたとき」 trigger is not mapped)
  });

  test('every tested card is implemented (all sentences mapped, valid data) or vanilla', () => {
    const bad = TESTED_CARDS.filter((id) => !['implemented', 'vanilla'].includes(status(id)));
    expect(bad).toEqual([]);
    const vanilla = TESTED_CARDS.filter((id) => status(id) === 'vanilla');
    expect(vanilla.length).toBeGreaterThan(0);
    expect(vanilla.filter((id) => (BY_ID.get(id)!.text ?? '') !== '')).toEqual([]);
  });

  test('every card of the six starter decks (SD01–SD06) is implemented or vanilla', () => {
    const ids = starterCardIds();
    expect(ids).toHaveLength(126);
    const byStatus: Record<string, string[]> = {};
    for (const id of ids) (byStatus[status(id)] ??= []).push(id);
    expect(Object.keys(byStatus).sort()).toEqual(['implemented', 'vanilla']);
    expect(byStatus.vanilla!.every((id) => (BY_ID.get(id)!.text ?? '') === '')).toBe(true);
  });

  test('reprints with identical printed facts share the tested status (extra.same_facts_as groups)', () => {
    // SD04-020 エンジェルスナイプ is a reprint of BP01-179 like the tested SD01-019
    expect(BY_ID.get('SD04-020')!.extra.same_facts_as).toBe('BP01-179');
    expect([coverage.has('SD04-020'), coverage.has('BP01-179'), status('BP01-179')]).toEqual([true, true, 'implemented']);
    expect(coveredIds().length).toBe(TESTED_CARDS.length + Object.keys(buildReprintTable(catalog, TESTED_CARDS)).length);
  });

  test('coverageReport counts every card once, by status, set and kind', () => {
    const r = coverageReport(catalog);
    expect(r.total).toBe(6556);
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(sum(r.byStatus)).toBe(6556);
    expect(Object.values(r.bySet).reduce((n, c) => n + sum(c), 0)).toBe(6556);
    expect(r.byStatus.vanilla).toBe(249); // ../shared/data/README.md: 249 cards have no text
    expect(r.bySet.SD01!.unsupported + r.bySet.SD01!.partial).toBe(0);
    expect(r.byStatus.implemented).toBeGreaterThanOrEqual(TESTED_CARDS.length);
  });

  test('generated tables and docs/coverage.md are up to date (regenerate with the coverage CLI)', () => {
    expect(readFileSync(PATHS.tokenFile, 'utf8')).toBe(renderTokenTable(buildTokenTable(catalog, new Set(Object.keys(DEFECTIVE_TOKENS)))));
    expect(readFileSync(PATHS.reprintFile, 'utf8')).toBe(renderReprintTable(buildReprintTable(catalog, TESTED_CARDS)));
    expect(readSection(readFileSync(PATHS.docFile, 'utf8'), 'shadowverse-evolve')).toBe(renderDoc(catalog)); // its section of docs/coverage.md
  });

  test('createGame refuses an unsupported card without allowUnsupported (UNSUPPORTED_CARDS) and accepts it with it', () => {
    const unsupported = CARDS.find((c) => c.type === 'スペル' && status(c.id) === 'unsupported')!;
    const input = setupFor('SD01', 'SD02', 'unsupported');
    const deck = input.players[0]!.deck as { leader: string[]; main: string[]; evolve: string[] };
    input.players[0]!.deck = { ...deck, main: [...deck.main.slice(0, 39), unsupported.id] };
    let err: unknown = null;
    try {
      createGame(definition, input);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('UNSUPPORTED_CARDS');
    expect(createGame(definition, { ...input, allowUnsupported: true }).state.decision).not.toBeNull();
  });
});
