/**
 * The tested-card registry agrees with the card cases, and the coverage of the shipped sample catalog is computed from
 * the ability data and that registry (every card with text mapped and tested: implemented; no text: vanilla).
 */
import { cardStatus, validateAbilities, vocabularyFor, type CatalogCard } from '../../../engine/src/index.js';
import { coverage, coverageReport, coveredIds, definition, engineFacts } from '../src/index.js';
import { CARD_CASES } from './card-cases.js';
import { CARDS, EXAMPLE_DECKS } from './helpers.js';

describe('GBF coverage registry and card status', () => {
  test('TESTED_CARDS equals the cards the card cases name (the registry claims nothing untested)', () => {
    expect(coveredIds()).toEqual([...new Set(CARD_CASES.flatMap((c) => c.cards))].sort());
  });

  test('every sample card\'s ability data validates against the GBF ability schema', () => {
    const vocab = vocabularyFor(definition);
    for (const c of CARDS) expect([c.id, validateAbilities(engineFacts(c as unknown as CatalogCard).abilities, vocab)]).toEqual([c.id, []]);
  });

  test('the sample catalog: every card is implemented or vanilla (every sentence mapped, every card with text tested)', () => {
    const report = coverageReport(CARDS as unknown as CatalogCard[]);
    expect(report.unmapped).toEqual({});
    expect(report.byStatus.partial + report.byStatus.unsupported).toBe(0);
    expect(report.byStatus.implemented).toBe(coveredIds().length);
    expect(report.total).toBe(CARDS.length);
  });

  test('a card whose text is not fully mapped is partial; with no ability data unsupported (never played partly: 1.13)', () => {
    const vocab = vocabularyFor(definition);
    const card = CARDS.find((c) => c.id === 'SAMPLE-GBF-004')! as unknown as CatalogCard;
    const facts = engineFacts(card);
    expect(cardStatus(card, facts.abilities.slice(0, 1), coverage, { vocab }).status).toBe('partial');
    expect(cardStatus(card, [], coverage, { vocab }).status).toBe('unsupported');
  });

  test('the example decks marked legal contain only implemented or vanilla cards (they are playable)', () => {
    const report = coverageReport(CARDS as unknown as CatalogCard[]);
    for (const d of EXAMPLE_DECKS.filter((x) => x.legal)) {
      for (const e of [...d.deck.captain, ...d.deck.main]) expect([d.name, e.id, report.statuses[e.id]]).toEqual([d.name, e.id, expect.stringMatching(/^(implemented|vanilla)$/)]);
    }
  });
});
