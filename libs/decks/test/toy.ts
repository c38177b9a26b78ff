/** A toy game for the framework tests: sections main (10–12) and side (0–2, single), 2 copies per name. */
import type { CardRecord } from '../../catalog/src/card.js';
import { copyLimit, forbiddenInSection } from '../src/checks.js';
import { createCardLookup } from '../src/lookup.js';
import type { DeckFormat, DeckSectionSpec, GameDeckRules, RestrictionList } from '../src/types.js';

export function card(id: string, name: string, over: Partial<CardRecord> = {}): CardRecord {
  return {
    game: 'pso2',
    id,
    name,
    type: 'unit',
    subtypes: [],
    classOrColor: null,
    title: null,
    traits: [],
    cost: 1,
    attack: 1,
    defense: 1,
    keywords: [],
    text: '',
    set: id.split('-')[0] ?? null,
    flags: {},
    extra: {},
    abilities: null,
    ...over,
  };
}

export const CARDS: CardRecord[] = [
  card('TOY-001', 'Alpha'),
  card('TOY-002', 'Beta'),
  card('TOY-003', 'Gamma'),
  card('TOY-004', 'Delta'),
  card('TOY-005', 'Epsilon'),
  card('TOY-006', 'Zeta'),
  card('TOY-007', 'Ｆｕｌｌ　Ｗｉｄｔｈ'), // full-width name: matched as "Full Width" (NFKC)
  card('TOY-008', '2023 Year Card'), // name starting with digits and a space
  card('TOY-009', 'Hero', { type: 'hero' }),
  card('TOY-010', 'Alpha', { extra: { same_facts_as: 'TOY-001' } }), // reprint of Alpha
  card('TOY-011', 'Twin', { text: 'first printing' }),
  card('TOY-012', 'Twin', { text: 'different card with the same name' }),
  card('TOY-013', 'Echo', { flags: { maxCopies: null } }), // "any number"
  card('TOY-014', 'Side Hero', { type: 'hero' }),
  card('PROMO-001', 'Promo Hero', { type: 'hero' }),
  card('TOY-020', 'Hero', { type: 'unit', text: 'a unit that shares the hero name' }),
];

export const cards = createCardLookup(CARDS);

export const SECTIONS: DeckSectionSpec[] = [
  { name: 'main', nameJa: 'メイン', min: 10, max: 12, rule: 'TOY 1.1', description: 'main', aliases: ['main deck'], sizeCode: 'DECK_SIZE' },
  { name: 'side', nameJa: 'サイド', min: 0, max: 2, single: true, rule: 'TOY 1.2', description: 'side', aliases: ['sideboard'] },
];

export const SAMPLE_LIST: RestrictionList[] = [
  { id: 'toy-a', effective: '2030-01-01', sample: true, source: 'test', entries: [{ card: 'TOY-001', limit: 0 }, { card: 'Beta', limit: 1 }] },
  { id: 'toy-b', effective: '2030-06-01', sample: true, source: 'test', entries: [{ card: 'Beta', limit: 1 }] },
];

export const FORMATS: DeckFormat[] = [
  {
    id: 'std',
    name: 'Standard',
    description: 'toy standard',
    options: { copies: 2, mode: 'normal', strict: false },
    optionChoices: { mode: ['normal', 'wide'] },
    restrictions: [],
    rule: 'TOY 1',
  },
  { id: 'banned', name: 'Sample ban list', description: 'toy', options: { copies: 2 }, restrictions: SAMPLE_LIST, rule: 'TOY 1', sample: true },
];

export const rules: GameDeckRules = {
  game: 'pso2',
  rulePrefix: 'TOY',
  sections: SECTIONS,
  formats: FORMATS,
  defaultFormat: 'std',
  accepts: (section, c) => (section === 'side' ? c.type === 'hero' : c.type !== 'hero'),
  checks: () => [
    copyLimit({ sections: ['main'], limit: (ctx) => Number(ctx.format.options.copies), rule: 'TOY 2.1' }),
    forbiddenInSection({ sections: ['main'], when: (c) => c.type === 'hero', rule: 'TOY 2.2' }),
  ],
  warnings: (ctx) =>
    (ctx.deck.main ?? []).some((e) => e.id === 'TOY-006')
      ? [{ code: 'PLAYABILITY', rule: 'TOY 9', message: 'Zeta is odd' }]
      : [],
};

/** A legal 10-card toy deck. */
export const LEGAL = {
  main: [
    { id: 'TOY-001', count: 2 },
    { id: 'TOY-002', count: 2 },
    { id: 'TOY-003', count: 2 },
    { id: 'TOY-004', count: 2 },
    { id: 'TOY-005', count: 2 },
  ],
  side: 'TOY-009',
};
