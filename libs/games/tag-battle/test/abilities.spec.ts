/**
 * The sample catalog's ability data: valid against the game's ability-language schema, and every sentence of
 * every card text mapped by some ability's `source` (so no card is played partly; kernel cardStatus).
 */
import { abilitySchema, cardStatus, splitSentences, validateAbilities, validateJson, vocabularyFor, type Ability } from '../../../engine/src/index.js';
import { definition, engineFacts } from '../src/index.js';
import { CARDS } from './helpers.js';
import type { CatalogCard } from '../../../engine/src/index.js';

const vocab = vocabularyFor(definition);

describe('tag-battle sample cards: ability data', () => {
  it.each(CARDS.map((c) => [c.id, c.name, c] as const))('%s %s: valid ability data, every sentence mapped', (_id, _name, card) => {
    const facts = engineFacts(card as unknown as CatalogCard);
    expect(validateAbilities(facts.abilities, vocab)).toEqual([]);
    const status = cardStatus({ id: card.id, text: card.text }, facts.abilities as Ability[], { has: () => true });
    expect(status.unmapped.map((i) => splitSentences(card.text)[i])).toEqual([]);
  });

  it('the served schema accepts the whole catalog', () => {
    const schema = abilitySchema(vocab, definition.slug);
    for (const c of CARDS) expect(validateJson(schema, engineFacts(c as unknown as CatalogCard).abilities)).toEqual([]);
  });
});
