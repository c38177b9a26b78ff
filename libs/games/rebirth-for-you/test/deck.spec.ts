import type { DeckIssue, DeckVerdict } from '../../../decks/src/types.js';
import { validateDeck, type ValidateOptions } from '../../../decks/src/validate.js';
import { deriveFlags, maxCopiesFromText } from '../src/cards/flags.js';
import { deckRules } from '../src/deck/rules.js';
import { info } from '../src/info.js';
import { cards, inputs, konosuba, total, withCount } from './helpers.js';

const AS_OF = '2026-11-21';
const check = (deck: unknown, opts: ValidateOptions = {}): DeckVerdict => validateDeck(deckRules, cards, deck, { asOf: AS_OF, ...opts });
const codes = (issues: DeckIssue[]) => issues.map((i) => `${i.code} ${i.rule}`);

describe('R4U 6.1.1 main deck', () => {
  it('the base このすば deck is legal: 50 main (8 Re-birth), 3 partners', () => {
    const d = konosuba();
    const v = check(d);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([]);
    expect(v.counts).toEqual({ main: 50, partner: 3, shika: 0 });
  });

  it.each([
    [1, 49, ['DECK_SIZE R4U 6.1.1.1']],
    [2, 50, []],
    [3, 51, ['DECK_SIZE R4U 6.1.1.1']],
  ])('R4U 6.1.1.1: main deck of exactly 50 (KS/001B-023 x%i -> %i cards)', (n, size, expected) => {
    const d = konosuba();
    d.main = withCount(d.main, 'KS/001B-023', n);
    const v = check(d);
    expect(v.counts.main).toBe(size);
    expect(codes(v.errors)).toEqual(expected);
  });

  it('R4U 6.1.1.2: 4 copies of a name are legal, 5 are COPY_LIMIT', () => {
    const d = konosuba();
    d.main = withCount(withCount(d.main, 'KS/001B-003', 5), 'KS/001B-023', 1);
    expect(total(d.main)).toBe(50);
    const v = check(d);
    expect(v.errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'R4U 6.1.1.2', cards: ['KS/001B-003'] })]);
  });

  it('R4U 6.1.1.2: different printings of one name count together (爆裂魔法 KS/001B-096a + 096b)', () => {
    const d = konosuba();
    d.main = withCount(withCount(withCount(d.main, 'KS/001B-093', 0), 'KS/001B-096a', 2), 'KS/001B-096b', 2);
    expect(check(d).legal).toBe(true);
    d.main = withCount(withCount(d.main, 'KS/001B-096b', 3), 'KS/001B-092', 3); // 爆裂魔法 x5, Re-birth still 8
    expect(check(d).errors).toEqual([
      expect.objectContaining({ code: 'COPY_LIMIT', rule: 'R4U 6.1.1.2', cards: ['KS/001B-096a', 'KS/001B-096b'] }),
    ]);
  });

  it('R4U 6.1.2.1: 「このキャラはデッキに４枚より多く入れてよい」 lifts the limit (キャベツ x7, ジャイアント・トード x5)', () => {
    const d = konosuba();
    d.main = [...d.main.slice(0, 7), { id: 'KS/001B-090', count: 7 }, { id: 'KS/001B-088', count: 5 }, ...d.main.slice(10)];
    expect(total(d.main)).toBe(50);
    expect(check(d).legal).toBe(true);
  });

  it('R4U 6.1.1.3: 8 Re-birth cards are legal, 9 are REBIRTH_CAP', () => {
    const d = konosuba();
    d.main = withCount(withCount(d.main, 'KS/001B-023', 1), 'KS/001B-094', 1);
    expect(total(d.main)).toBe(50);
    expect(codes(check(d).errors)).toEqual(['REBIRTH_CAP R4U 6.1.1.3']);
  });

  it('R4U 6.1.1.3 + data correction: KS/002B-091 (typed キャラ in the source, really a Re-birth) counts as the 9th Re-birth', () => {
    const d = konosuba();
    d.main = withCount(withCount(d.main, 'KS/001B-023', 1), 'KS/002B-091', 1);
    const v = check(d);
    expect(codes(v.errors)).toEqual(['REBIRTH_CAP R4U 6.1.1.3']);
    expect(v.warnings).toEqual([expect.objectContaining({ code: 'CARD_DATA', cards: ['KS/002B-091'] })]);
  });

  it('R4U 6.1.1.4: a partner card in the main deck is FORBIDDEN_IN_SECTION', () => {
    const d = konosuba();
    d.main = withCount(withCount(d.main, 'KS/001B-023', 1), 'KS/001B-P004', 1);
    expect(check(d).errors).toEqual([
      expect.objectContaining({ code: 'FORBIDDEN_IN_SECTION', rule: 'R4U 6.1.1.4', section: 'main', cards: ['KS/001B-P004'] }),
    ]);
  });
});

describe('R4U 6.1.1.5 partners', () => {
  it.each([
    [2, ['PARTNER_COUNT R4U 6.1.1.5']],
    [3, []],
    [4, ['PARTNER_COUNT R4U 6.1.1.5']],
  ])('%i partner cards', (n, expected) => {
    const d = konosuba();
    d.partner = ['P001', 'P002', 'P003', 'P004'].slice(0, n).map((p) => ({ id: `KS/001B-${p}`, count: 1 }));
    const v = check(d);
    expect(v.counts.partner).toBe(n);
    expect(codes(v.errors)).toEqual(expected);
  });

  it('a character in the partner section is FORBIDDEN_IN_SECTION (6.1.1.5); KGND/001B-079[VA] (typed パートナー, corrected to a character) too', () => {
    const d = konosuba();
    d.partner = [...d.partner.slice(0, 2), { id: 'KS/001B-003', count: 1 }];
    expect(codes(check(d).errors)).toEqual(['FORBIDDEN_IN_SECTION R4U 6.1.1.5']);
    d.partner = [...d.partner.slice(0, 2), { id: 'KGND/001B-079[VA]', count: 1 }];
    const v = check(d);
    expect(codes(v.errors)).toEqual(['FORBIDDEN_IN_SECTION R4U 6.1.1.5']);
    expect(v.warnings.map((w) => w.code)).toEqual(['CARD_DATA']);
  });

  it('the same name on 3 partners is not restricted (no such rule in 6.1; digest C [GAP])', () => {
    const d = konosuba();
    d.partner = [{ id: 'RE/001B-P01', count: 1 }, { id: 'RE/PR-0003', count: 1 }, { id: 'Re/SD-P001', count: 1 }];
    expect(check(d).legal).toBe(true);
  });
});

describe('R4U 12.2.1 Shika pile (synthetic Shika-characters)', () => {
  const pile = (ids: number[]) => ids.map((n) => ({ id: `SYN-SHIKA-${n}`, count: 1 }));

  it('R4U 12.2.1.3: the five Shika cards, one each, are legal; 4 of them are TITLE_RULE (missing)', () => {
    expect(check({ ...konosuba(), shika: pile([1, 2, 3, 4, 5]) }).errors).toEqual([]);
    const v = check({ ...konosuba(), shika: pile([1, 2, 3, 4]) });
    expect(codes(v.errors)).toEqual(['TITLE_RULE R4U 12.2.1.3']);
    expect(v.errors[0].message).toContain('『ツノださん』');
  });

  it('R4U 12.2.1.3 shikaPileExact: a 6th card is SECTION_SIZE + TITLE_RULE; with shikaPileExact=false it is allowed', () => {
    const six = { ...konosuba(), shika: pile([1, 2, 3, 4, 5, 6]) };
    expect(codes(check(six).errors)).toEqual(['SECTION_SIZE R4U 12.2.1.3', 'TITLE_RULE R4U 12.2.1.3']);
    expect(check(six, { options: { shikaPileExact: false } }).errors).toEqual([]);
    const dup = { ...konosuba(), shika: [...pile([2, 3, 4, 5]), { id: 'SYN-SHIKA-1', count: 2 }] };
    expect(codes(check(dup).errors)).toEqual(['SECTION_SIZE R4U 12.2.1.3', 'TITLE_RULE R4U 12.2.1.3']);
  });

  it('R4U 12.2.1.2: a Shika-character in the main deck is FORBIDDEN_IN_SECTION; a non-Shika card in the pile too', () => {
    const d = konosuba();
    d.main = withCount(withCount(d.main, 'KS/001B-023', 1), 'SYN-SHIKA-1', 1);
    expect(codes(check(d).errors)).toEqual(['FORBIDDEN_IN_SECTION R4U 12.2.1.2']);
    const p = { ...konosuba(), shika: [...pile([1, 2, 3, 4]), { id: 'KS/001B-003', count: 1 }] };
    expect(codes(check(p).errors)).toEqual(['FORBIDDEN_IN_SECTION R4U 12.2.1.3', 'TITLE_RULE R4U 12.2.1.3', 'TITLE_RULE R4U 12.2.1.3']);
  });

  it('text form: # シカ山 header and names', () => {
    const text = [
      '# main',
      ...konosuba().main.map((e) => `${e.count} ${e.id}`),
      '# パートナー',
      'カズマ',
      'アクア',
      'めぐみん',
      '# シカ山',
      'シカ',
      '共鳴 シカ',
      'シカコレ　シカ',
      '1 激動 シカ',
      'ツノださん',
    ].join('\n');
    const v = check(text);
    expect(v.errors).toEqual([]);
    expect(v.counts).toEqual({ main: 50, partner: 3, shika: 5 });
    expect(v.deck.partner.map((e) => e.id)).toEqual(['KS/001B-P001', 'KS/001B-P002', 'KS/001B-P003']);
  });
});

describe('R4U name resolution and warnings', () => {
  it('「東山 有」 resolves to a partner printing in the partner section and to the character in main', () => {
    const text = `# main\n${konosuba().main.slice(1).map((e) => `${e.count} ${e.id}`).join('\n')}\n3 KS/001B-003\n1 東山 有\n# partner\n東山 有\nカズマ\nアクア`;
    const v = check(text);
    expect(v.deck.main.find((e) => e.id === 'RE/001T-001')).toEqual({ id: 'RE/001T-001', count: 1 });
    expect(v.deck.partner.map((e) => e.id)).toEqual(['KS/001B-P001', 'KS/001B-P002', 'RE/001B-P01']);
    expect(v.errors).toEqual([]);
  });

  it('"2023 高橋 ヒロム" (a name starting with digits) is one copy, "1 2023 高橋 ヒロム" too', () => {
    const v = check('# main\n2023 高橋 ヒロム\n1 2023 高橋 ヒロム');
    expect(v.deck.main).toEqual([{ id: 'NJPW/001P-010', count: 2 }]);
  });

  it('R4U 6.2.1.2: no character of cost 2 or less -> PLAYABILITY warning (the deck stays legal)', () => {
    const d = konosuba();
    d.main = ['001', '002', '006', '009', '010', '013', '015', '017', '018', '020'].map((n) => ({ id: `KS/001B-${n}`, count: 4 }));
    d.main.push({ id: 'KS/001B-021', count: 2 }, { id: 'KS/001B-092', count: 4 }, { id: 'KS/001B-093', count: 4 });
    const v = check(d);
    expect(v.legal).toBe(true);
    expect(codes(v.warnings)).toEqual(['PLAYABILITY R4U 6.2.1.2']);
  });

  it('sample-banlist: キャベツ banned and 爆裂魔法 limited to 2 from 2026-01-01 (sample list); nothing before', () => {
    const d = konosuba();
    d.main = withCount(withCount(withCount(d.main, 'KS/001B-093', 0), 'KS/001B-096a', 4), 'KS/001B-023', 0);
    d.main = withCount(d.main, 'KS/001B-090', 2);
    expect(check(d, { format: 'sample-banlist', asOf: '2025-12-31' }).legal).toBe(true);
    expect(codes(check(d, { format: 'sample-banlist', asOf: '2026-01-01' }).errors)).toEqual([
      'BANNED R4U restriction list r4u-sample-2026-01 (sample)',
      'RESTRICTED R4U restriction list r4u-sample-2026-01 (sample)',
    ]);
  });
});

describe('R4U catalog mapping', () => {
  it('maxCopies from text: only 「このキャラはデッキに４枚より多く入れてよい」 cards (null = any number)', () => {
    const withMax = inputs.filter((c) => deriveFlags(c).maxCopies !== undefined).map((c) => c.id);
    expect(withMax).toEqual(['KJ/001T-014', 'KS/001B-088', 'KS/001B-090']);
    expect(deriveFlags(inputs.find((c) => c.id === 'KS/001B-090')!).maxCopies).toBeNull();
    expect(maxCopiesFromText('【永】：このカードはデッキに６枚まで入れてよい。')).toBe(6);
    expect(maxCopiesFromText('あなたは自分の手札から《キャベツ》を好きな枚数選び')).toBeUndefined();
  });

  it('rebirth / partner flags from the type, with the three corrections', () => {
    const f = (id: string) => deriveFlags(inputs.find((c) => c.id === id)!);
    expect(f('KS/001B-092')).toEqual({ rebirth: true });
    expect(f('KS/001B-P001')).toEqual({ partner: true });
    expect(f('KS/001B-003')).toEqual({});
    expect(f('KS/002B-093')).toMatchObject({ rebirth: true });
    expect(f('KGND/001B-079[VA]')).toMatchObject({ partner: false });
    expect(f('KS/002B-091').suspect).toContain('corrected: typed キャラ');
  });

  it('info: version as printed, sections, formats', () => {
    expect(info.rules.version).toBe('2024 年 12 月 26 日 ver. 1.20');
    expect(info.deckSections.map((s) => s.name)).toEqual(['main', 'partner', 'shika']);
    expect(deckRules.formats.map((f) => f.id)).toEqual(['standard', 'sample-banlist', 'rumble', 'circle', 'double-team', 'triple-team', 'double-seven', 'blackjack']); // R4U 6.1, 13.6–13.10
  });
});
