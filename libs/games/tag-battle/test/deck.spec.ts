/**
 * Tag-battle deck rules against the project's sample catalog (libs/catalog/data/tag-battle.cards.json,
 * written for this project) and its example decks (tag-battle.decks.json, each with its expected verdict).
 */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckEntry, DeckIssue, DeckVerdict } from '../../../decks/src/types.js';
import { validateDeck, type ValidateOptions } from '../../../decks/src/validate.js';
import { deriveFlags, mapping, maxCopiesFromText } from '../src/cards/flags.js';
import { deckRules } from '../src/deck/rules.js';
import { info } from '../src/info.js';

const data = (file: string) => JSON.parse(readFileSync(new URL(`../../../catalog/data/${file}`, import.meta.url), 'utf8'));
const inputs = data('tag-battle.cards.json') as CardInput[];
const examples = data('tag-battle.decks.json') as { name: string; format: string; deck: Record<string, unknown>; legal: boolean }[];
const cards = createCardLookup(inputs.map((c) => toCardRecord('tag-battle', c, mapping.deriveFlags)));

const AS_OF = '2026-11-21';
const check = (deck: unknown, opts: ValidateOptions = {}): DeckVerdict => validateDeck(deckRules, cards, deck, { asOf: AS_OF, ...opts });
const codes = (issues: DeckIssue[]) => issues.map((i) => `${i.code} ${i.rule}`);
const total = (l: DeckEntry[]) => l.reduce((n, e) => n + e.count, 0);
const example = (prefix: string) => {
  const e = examples.find((x) => x.name.includes(prefix));
  if (!e) throw new Error(`no example deck "${prefix}"`);
  return JSON.parse(JSON.stringify(e.deck)) as { main: DeckEntry[]; mainLeader?: string; subLeader?: string };
};
const setCount = (list: DeckEntry[], id: string, count: number) => [...list.filter((e) => e.id !== id), ...(count ? [{ id, count }] : [])];
const base = () => example('ひかり / しずく');

describe('tag-battle example decks (libs/catalog/data/tag-battle.decks.json)', () => {
  const expected: Record<string, string[]> = {
    'Tag-battle sample: ひかり / しずく': [],
    'Tag-battle sample: leaders chosen at setup': [],
    "Tag-battle sample: 料理 (the seed's worked-example cards)": [],
    'Tag-battle illegal: 59 cards': ['DECK_SIZE TB C-1'],
    'Tag-battle illegal: 5 copies of one name': ['COPY_LIMIT TB C-1'],
    'Tag-battle illegal: only one non-tag character': ['LEADER_REQUIRED TB D-4'],
    'Tag-battle illegal: tag declared as leader': ['FORBIDDEN_IN_SECTION TB S2-10'],
    'Tag-battle illegal: both leaders the same character': ['FORMAT_RULE TB D-24'],
    'Tag-battle illegal: declared leader not in the deck': ['LEADER_REQUIRED TB C-6'],
  };
  it.each(examples.map((e) => [e.name, e] as const))('%s', (name, e) => {
    const v = check(e.deck, { format: e.format });
    expect(v.legal).toBe(e.legal);
    expect(codes(v.errors)).toEqual(expected[name]);
  });
});

describe('TB C-1 deck size and copies', () => {
  it.each([
    [1, 59, ['DECK_SIZE TB C-1']],
    [2, 60, []],
    [3, 61, ['DECK_SIZE TB C-1']],
  ])('春野ひかり＆秋月しずく (tag) x%i -> a deck of %i cards', (n, size, expected) => {
    const d = base();
    d.main = setCount(d.main, 'SAMPLE-TAG-020', n); // the base deck has 2
    const v = check(d);
    expect(v.counts.main).toBe(size);
    expect(codes(v.errors)).toEqual(expected);
  });

  it('4 copies of a name are legal, 5 are COPY_LIMIT; two names of one character count separately (by name)', () => {
    const d = base();
    d.main = setCount(setCount(d.main, 'SAMPLE-TAG-002', 3), 'SAMPLE-TAG-052', 1); // 春野ひかり(エプロン) x3, 寝坊 2 -> 1
    d.main = setCount(setCount(d.main, 'SAMPLE-TAG-001', 4), 'SAMPLE-TAG-060', 0); // 春野ひかり x4, 放課後の校庭 2 -> 0
    d.main = setCount(d.main, 'SAMPLE-TAG-030', 2); // お菓子作り 3 -> 2
    expect(total(d.main)).toBe(60);
    expect(check(d).legal).toBe(true);
    d.main = setCount(setCount(d.main, 'SAMPLE-TAG-001', 5), 'SAMPLE-TAG-002', 2);
    expect(total(d.main)).toBe(60);
    expect(check(d).errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'TB C-1', cards: ['SAMPLE-TAG-001'] })]);
  });

  it('C-1 "unless the card says otherwise": プリント配布 (any number) x6 is legal', () => {
    const d = example('leaders chosen at setup');
    expect(d.main.find((e) => e.id === 'SAMPLE-TAG-056')!.count).toBe(6);
    expect(check(d).legal).toBe(true);
  });

  it('options: deckSize 50 makes the 60-card deck DECK_SIZE; copyLimit 2 makes 3 copies COPY_LIMIT', () => {
    expect(codes(check(base(), { options: { deckSize: 50 } }).errors)).toEqual(['DECK_SIZE TB C-1']);
    const two = check(base(), { options: { copyLimit: 2 } }).errors;
    expect(codes(two)).toEqual(Array.from({ length: 12 }, () => 'COPY_LIMIT TB C-1')); // the 12 names with 3 copies
  });
});

describe('TB leader rules (C-6, D-4, D-24, D-31, S2-10)', () => {
  it('D-4 leaderModel single: one non-tag character is enough; a declared sub leader is then SECTION_SIZE', () => {
    const one = example('only one non-tag character');
    expect(check(one, { options: { leaderModel: 'single' } }).legal).toBe(true);
    const d = base();
    const v = check(d, { options: { leaderModel: 'single' } });
    expect(codes(v.errors)).toEqual(['SECTION_SIZE TB D-4']);
    expect(check({ ...d, subLeader: undefined }, { options: { leaderModel: 'single' } }).legal).toBe(true);
  });

  it('D-4: a battle card declared as leader is FORBIDDEN_IN_SECTION', () => {
    const d = { ...base(), subLeader: 'SAMPLE-TAG-030' };
    expect(codes(check(d).errors)).toEqual(['FORBIDDEN_IN_SECTION TB D-4']);
  });

  it("D-24 tagSameCharacter: 'name' treats 春野ひかり / 春野ひかり(エプロン) as different characters", () => {
    const same = example('both leaders the same character');
    expect(codes(check(same).errors)).toEqual(['FORMAT_RULE TB D-24']);
    expect(check(same, { options: { tagSameCharacter: 'name' } }).legal).toBe(true);
  });

  it("C-6 tagLeaderInDeck: 'separate' leaders need not be in the 60", () => {
    const d = example('declared leader not in the deck');
    expect(codes(check(d).errors)).toEqual(['LEADER_REQUIRED TB C-6']);
    expect(check(d, { options: { tagLeaderInDeck: 'separate' } }).legal).toBe(true);
  });

  it("D-31 leaderDeclaration: 'required' makes an undeclared list LEADER_REQUIRED (both leaders)", () => {
    const d = example('leaders chosen at setup');
    expect(codes(check(d, { options: { leaderDeclaration: 'required' } }).errors)).toEqual([
      'LEADER_REQUIRED TB D-31',
      'LEADER_REQUIRED TB D-31',
    ]);
    expect(check(base(), { options: { leaderDeclaration: 'required' } }).legal).toBe(true);
  });

  it('a bad option value is a DeckInputError (BAD_OPTION)', () => {
    expect(() => check(base(), { options: { leaderModel: 'three' } })).toThrow(/leaderModel/);
  });
});

describe('tag-battle text form, restrictions, mapping', () => {
  it('text with # mainLeader / # subLeader headers and names', () => {
    const lines = ['# main', ...base().main.map((e) => `${e.count} ${cards.get(e.id)!.name}`), '# main leader', '春野ひかり', '# サブリーダー', '秋月しずく'];
    const v = check(lines.join('\n'));
    expect(v.errors).toEqual([]);
    expect(v.counts).toEqual({ main: 60, mainLeader: 1, subLeader: 1 });
    expect(v.notes).toEqual([expect.objectContaining({ code: 'CARD_DATA', severity: 'info' })]);
  });

  it('sample-banlist (sample list, effective 2026-01-01): 寝坊 banned, プリント配布 limited to 3', () => {
    expect(check(base(), { format: 'sample-banlist', asOf: '2025-12-31' }).legal).toBe(true);
    expect(codes(check(base(), { format: 'sample-banlist', asOf: '2026-01-01' }).errors)).toEqual([
      'BANNED TB restriction list tb-sample-2026-01 (sample)',
    ]);
    const six = example('leaders chosen at setup');
    expect(codes(check(six, { format: 'sample-banlist', asOf: '2026-01-01' }).errors)).toContain(
      'RESTRICTED TB restriction list tb-sample-2026-01 (sample)',
    );
  });

  it('mapping: maxCopies from 「何枚でも」 (null) / 「N枚まで」; every sample card flagged sample', () => {
    expect(maxCopiesFromText('このカードはデッキに何枚でも入れることができる。')).toBeNull();
    expect(maxCopiesFromText('このカードはデッキに８枚まで入れることができる。')).toBe(8);
    expect(maxCopiesFromText('カードを1枚引く。')).toBeUndefined();
    expect(inputs.filter((c) => deriveFlags(c).maxCopies !== undefined).map((c) => c.id)).toEqual(['SAMPLE-TAG-056']);
    expect(inputs.every((c) => deriveFlags(c).sample === true)).toBe(true);
  });

  it('info: sections match the sample catalog decks; sample catalog; unversioned', () => {
    expect(info.deckSections.map((s) => s.name)).toEqual(['main', 'mainLeader', 'subLeader']);
    expect(info.sampleCatalog).toBe(true);
    expect(info.rules.version).toBe('unversioned');
    expect(deckRules.formats.map((f) => f.id)).toEqual(['standard', 'sample-banlist']);
  });
});
