import { DeckInputError } from '../../../decks/src/errors.js';
import type { DeckIssue, DeckVerdict } from '../../../decks/src/types.js';
import { validateDeck, type ValidateOptions } from '../../../decks/src/validate.js';
import { deckRules } from '../src/deck/rules.js';
import { info } from '../src/info.js';
import {
  cards,
  clone,
  constructedSample,
  crossoverSample,
  princonneMixed,
  royal,
  total,
  vanguard,
  withCount,
  type Deck,
} from './helpers.js';

const AS_OF = '2026-11-21';
const check = (deck: unknown, opts: ValidateOptions = {}): DeckVerdict =>
  validateDeck(deckRules, cards, deck, { asOf: AS_OF, ...opts });
const codes = (issues: DeckIssue[]) => issues.map((i) => `${i.code} ${i.rule}`);

/** The constructed sample's main deck with the first `n` entries given a second copy. */
function royalMain(size: number): Deck {
  const d = royal();
  if (size < 40) d.main = d.main.slice(0, size);
  for (let i = 0; i < size - 40; i++) d.main[i % 40].count += 1;
  return d;
}

describe('SVE 6.1.1 standard construction: sizes', () => {
  it('the constructed sample is 1 leader + 40 main + 10 evolve', () => {
    const d = royal();
    expect([d.leader.length, total(d.main), total(d.evolve)]).toEqual([1, 40, 10]);
  });

  it.each([
    [39, ['DECK_SIZE SVE 6.1.1.2']],
    [40, []],
    [50, []],
    [51, ['DECK_SIZE SVE 6.1.1.2']],
  ])('SVE 6.1.1.2: a main deck of %i cards', (size, expected) => {
    const v = check(royalMain(size));
    expect(v.counts.main).toBe(size);
    expect(codes(v.errors)).toEqual(expected);
    expect(v.legal).toBe(expected.length === 0);
  });

  it('SVE 6.1.1.3: evolve deck 10 is legal, 11 is SECTION_SIZE; 0 (no evolve deck, 6.2.1.1.1) is legal', () => {
    expect(check(royal()).legal).toBe(true);
    const eleven = royal();
    eleven.evolve[0].count = 2; // PCS01-009 ペコリーヌ (evolve) x2 -> 11 cards
    const v = check(eleven);
    expect(v.counts.evolve).toBe(11);
    expect(v.errors).toEqual([expect.objectContaining({ code: 'SECTION_SIZE', rule: 'SVE 6.1.1.3', section: 'evolve' })]);
    expect(check({ ...royal(), evolve: [] }).legal).toBe(true);
  });

  it.each([
    [[], ['LEADER_REQUIRED SVE 6.1.1.1']],
    [['CP04-PR02'], []],
    [['CP04-PR02', 'BP01-LD03'], ['SECTION_SIZE SVE 6.1.1.1']],
  ])('SVE 6.1.1.1: leader section %j', (leader, expected) => {
    const v = check({ ...royal(), leader });
    expect(v.counts.leader).toBe(leader.length);
    expect(codes(v.errors)).toEqual(expected);
  });

  it('SVE 6.1.1.1: a bare string is the single leader; a follower in the leader section is FORBIDDEN_IN_SECTION', () => {
    expect(check({ ...royal(), leader: 'CP04-PR02' }).legal).toBe(true);
    expect(codes(check({ ...royal(), leader: 'PCS01-008' }).errors)).toEqual(
      expect.arrayContaining(['FORBIDDEN_IN_SECTION SVE 6.1.1.1']),
    );
  });
});

describe('SVE 6.1.1.4 copies per name (main and evolve separately)', () => {
  it('3 copies of ペコリーヌ in main (same name, different ids PCS01-008 / CP04-019 / CP04-SL05) are legal, 4 are not', () => {
    const three = royal();
    // drop BP18-038 and BP18-116, add 2 more ペコリーヌ printings: 40 cards, 3 ペコリーヌ
    three.main = withCount(withCount(three.main.slice(0, 38), 'CP04-019', 1), 'CP04-SL05', 1);
    expect(total(three.main)).toBe(40);
    expect(check(three).legal).toBe(true);

    const four = clone(three);
    four.main = withCount(withCount(four.main, 'CP04-SL05', 2), 'BP18-037', 0); // ペコリーヌ x4, still 40
    expect(total(four.main)).toBe(40);
    const v = check(four);
    expect(v.errors).toEqual([
      expect.objectContaining({ code: 'COPY_LIMIT', rule: 'SVE 6.1.1.4', section: 'main', cards: ['CP04-019', 'CP04-SL05', 'PCS01-008'] }),
    ]);
  });

  it('3 in main AND 3 in evolve of the same name are legal ("計6枚"); 4 in evolve is COPY_LIMIT on evolve only', () => {
    const d = royal();
    d.main = withCount(withCount(withCount(d.main, 'PCS01-008', 3), 'BP18-116', 0), 'CP04-111', 0); // ペコリーヌ x3, 40
    d.evolve = withCount(withCount(withCount(d.evolve, 'PCS01-009', 2), 'CP04-SL06', 1), 'BP18-021', 0); // 10
    d.evolve = withCount(withCount(d.evolve, 'CP04-110', 0), 'CP04-117', 0);
    expect([total(d.main), total(d.evolve)]).toEqual([40, 9]);
    expect(check(d).legal).toBe(true);
    d.evolve = withCount(d.evolve, 'CP04-U03', 1); // 4th evolve ペコリーヌ (another printing), evolve = 10
    const v = check(d);
    expect(v.counts.evolve).toBe(10);
    expect(v.errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'SVE 6.1.1.4', section: 'evolve' })]);
  });

  it('SVE 6.1.1.4.1: a double-faced card counts by its face-1 name (extra.face1_name)', () => {
    const base = cards.get('BP18-037')!;
    const faces = [
      { ...base, id: 'DF-1', name: 'Face One', extra: { face1_name: 'Face One' } },
      { ...base, id: 'DF-2', name: 'Face Two', extra: { face1_name: 'Face One' } },
    ];
    const lookup = { ...cards, get: (id: string) => faces.find((f) => f.id === id) ?? cards.get(id) };
    const d = royal();
    d.main = [...d.main.slice(0, 36), { id: 'DF-1', count: 2 }, { id: 'DF-2', count: 2 }];
    const v = validateDeck(deckRules, lookup, d, { asOf: AS_OF });
    expect(v.errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'SVE 6.1.1.4', cards: ['DF-1', 'DF-2'] })]);
  });

  it('SVE 6.1.2: card text raises the limit (ドライブポイント: 10 in the evolve deck; 『ラピッドファイア』 6; 『オニオン軍団』 50)', () => {
    expect(check(vanguard()).legal).toBe(true); // 7 x ドライブポイント
    const x = crossoverSample;
    const cross = (extra: { id: string; count: number }[]) => ({ ...clone(x), main: [...x.main.slice(0, 40 - total(extra)), ...extra] });
    expect(check(cross([{ id: 'BP11-045', count: 6 }]), { format: 'crossover' }).legal).toBe(true);
    expect(codes(check(cross([{ id: 'BP11-045', count: 7 }]), { format: 'crossover' }).errors)).toEqual(['COPY_LIMIT SVE 6.1.1.4']);
    expect(check(cross([{ id: 'BP09-049', count: 20 }]), { format: 'crossover' }).legal).toBe(true);
    const evolveOf = (n: number) => ({ ...vanguard(), evolve: [{ id: 'CSD03a-017', count: n - 1 }, { id: 'CP03-127', count: 1 }] });
    expect(check(evolveOf(10)).legal).toBe(true); // 10 ドライブポイント of two printings
    // 11: over the evolve deck size (6.1.1.3) and over the card's own limit of 10
    expect(codes(check(evolveOf(11)).errors)).toEqual(['SECTION_SIZE SVE 6.1.1.3', 'COPY_LIMIT SVE 6.1.1.4']);
  });
});

describe('SVE 6.1.1.2 / 6.1.1.3 / 9.1: what may go where', () => {
  it('SVE 9.1 / 6.1.1.2: a token in the main deck is FORBIDDEN_IN_SECTION; in the evolve deck too (6.1.1.3)', () => {
    const d = royal();
    d.main = [...d.main.slice(0, 39), { id: 'EBD04-T02', count: 1 }]; // 沈黙の魔将 (follower token)
    expect(check(d).errors).toEqual([
      expect.objectContaining({ code: 'FORBIDDEN_IN_SECTION', rule: 'SVE 6.1.1.2', section: 'main', cards: ['EBD04-T02'] }),
    ]);
    const e = royal();
    e.evolve = [...e.evolve.slice(0, 9), { id: 'CP04-PR16', count: 1 }]; // プリンセスソード (equipment token)
    expect(check(e).errors).toEqual([
      expect.objectContaining({ code: 'FORBIDDEN_IN_SECTION', rule: 'SVE 6.1.1.3', section: 'evolve', cards: ['CP04-PR16'] }),
    ]);
  });

  it('SVE 6.1.1.2: an evolve card, an advance card, a leader and an EP card may not be in the main deck', () => {
    const d = royal();
    d.main = [...d.main.slice(0, 36), ...['PCS01-009', 'BP14-019', 'BP01-LD03', 'PCS01-EP'].map((id) => ({ id, count: 1 }))];
    const v = check(d);
    expect(codes(v.errors)).toEqual(['FORBIDDEN_IN_SECTION SVE 6.1.1.2']);
    expect(v.errors[0].cards).toEqual(['BP01-LD03', 'BP14-019', 'PCS01-009', 'PCS01-EP']); // sorted by id
  });

  it('SVE 6.1.1.3: a follower in the evolve deck is forbidden; an advance card (BP14-019, royal) is allowed', () => {
    const d = royal();
    d.evolve = [...d.evolve.slice(0, 9), { id: 'BP18-020', count: 1 }];
    expect(codes(check(d).errors)).toEqual(['FORBIDDEN_IN_SECTION SVE 6.1.1.3']);
    d.evolve = [...d.evolve.slice(0, 9), { id: 'BP14-019', count: 1 }];
    expect(check(d).legal).toBe(true);
  });
});

describe('SVE 6.1.1.5 class basis / title basis', () => {
  it('SVE 6.1.1.5.1: a witch card under a leader without a title (BP01-LD03 エリカ) is CLASS_MISMATCH; title basis impossible', () => {
    const d = { ...royal(), leader: ['BP01-LD03'] };
    expect(check(d).legal).toBe(true);
    d.main = [...d.main.slice(0, 39), { id: 'BP11-045', count: 1 }];
    const v = check(d);
    expect(codes(v.errors)).toEqual(['CLASS_MISMATCH SVE 6.1.1.5.1']);
    expect(v.errors[0].cards).toEqual(['BP11-045']);
    expect(v.notes).toEqual([expect.objectContaining({ code: 'BASIS_USED', rule: 'SVE 6.1.1.5' })]);
    expect(v.notes![0].message).toContain('leader has no title');
  });

  it('SVE 6.1.1.5.2: declared title basis on the constructed sample -> TITLE_MISMATCH (BP18/EBD cards have no title)', () => {
    const v = check(royal(), { options: { basis: 'title' } });
    expect(codes(v.errors)).toEqual(['TITLE_MISMATCH SVE 6.1.1.5.2']);
    expect(v.errors[0].cards).toContain('BP18-020');
    expect(v.errors[0].cards).not.toContain('PCS01-008');
  });

  it('SVE 6.1.1.5.2: a mixed-class Princess Connect deck is legal by title basis only; declared class basis fails', () => {
    const d = princonneMixed();
    expect([total(d.main), total(d.evolve)]).toEqual([40, 10]);
    const v = check(d);
    expect(v.legal).toBe(true);
    expect(v.notes).toEqual([expect.objectContaining({ code: 'BASIS_USED', rule: 'SVE 6.1.1.5' })]);
    expect(v.notes![0].message).toMatch(/^Legal under the title basis/);
    expect(codes(check(d, { options: { basis: 'class' } }).errors)).toEqual(['CLASS_MISMATCH SVE 6.1.1.5.1']);
    expect(check(d, { options: { basis: 'title' } }).legal).toBe(true);
  });

  it('SVE 6.1.1.5 / 6.2.1.3: a leader with class AND title: neither basis -> both reasons reported', () => {
    const d = royal();
    d.main = [...d.main.slice(0, 39), { id: 'BP11-045', count: 1 }]; // witch, no title
    const v = check(d);
    expect(codes(v.errors)).toEqual(['CLASS_MISMATCH SVE 6.1.1.5.1', 'TITLE_MISMATCH SVE 6.1.1.5.2']);
    expect(v.errors[0].message).toMatch(/^\[class basis\]/);
    expect(v.errors[1].message).toMatch(/^\[title basis\]/);
    expect(v.notes!.map((n) => n.message).join(' ')).toContain('Neither the class basis nor the title basis holds');
  });

  it('SVE 6.2.1.3: when both bases hold the verdict says the player declares one', () => {
    // the 23 Royal/neutral Princess Connect cards of the crossover sample: 17 x2 + 6 x1 = 40; 5 evolve cards
    const d = princonneMixed();
    d.main = d.main.filter((e) => cards.get(e.id)!.classOrColor !== 'ウィッチ').map((e, i) => ({ id: e.id, count: i < 17 ? 2 : 1 }));
    d.evolve = d.evolve.filter((e) => cards.get(e.id)!.classOrColor !== 'ウィッチ');
    expect([d.main.length, total(d.main), total(d.evolve)]).toEqual([23, 40, 5]);
    const v = check(d);
    expect(v.errors).toEqual([]);
    expect(v.notes).toEqual([expect.objectContaining({ code: 'BASIS_USED', rule: 'SVE 6.2.1.3' })]);
    expect(v.notes![0].message).toContain('Both the class basis and the title basis hold');
  });
});

describe('SVE section 14: Cardfight!! Vanguard title conditions', () => {
  it('the royal Vanguard deck is legal (both bases hold)', () => {
    const v = check(vanguard());
    expect(v.errors).toEqual([]);
    expect([v.counts.main, v.counts.evolve]).toEqual([40, 10]);
  });

  it('SVE 14.4.2.1.1: a title-basis Vanguard deck without a 【スタートアミュレット】 card is TITLE_RULE', () => {
    const d = vanguard();
    d.main = withCount(withCount(d.main, 'CSD03a-016', 0), 'CP03-039', 2);
    expect(check(d).legal).toBe(true); // class basis holds: the title conditions do not apply
    expect(codes(check(d, { options: { basis: 'title' } }).errors)).toEqual(['TITLE_RULE SVE 14.4.2.1.1']);
  });

  it("SVE 14.4.2.1.2: a trigger card of another class (CP03-056, witch) fails the title basis; class basis fails too", () => {
    const d = vanguard();
    d.main = withCount(withCount(d.main, 'CP03-040', 0), 'CP03-056', 1);
    expect(codes(check(d).errors)).toEqual(['CLASS_MISMATCH SVE 6.1.1.5.1', 'TITLE_RULE SVE 14.4.2.1.2']);
  });

  it('SVE 14.4.4.1.1: Start Amulet cards of two different names are TITLE_RULE under any basis', () => {
    const d = vanguard();
    d.main = withCount(withCount(d.main, 'CP03-040', 0), 'CP03-041', 1); // ういんがる・ぶれいぶ (royal SA) + スターダスト・トランペッター
    expect(codes(check(d).errors)).toEqual(['TITLE_RULE SVE 14.4.4.1.1']);
    const same = vanguard();
    same.main = withCount(withCount(same.main, 'CP03-040', 0), 'CSD03a-016', 2);
    expect(check(same).legal).toBe(true); // two copies of one Start Amulet name
  });
});

describe('SVE Appendix B formats', () => {
  it('SVE B-2 crossover: the crossover sample is legal as crossover, illegal as standard (2 leaders)', () => {
    const v = check(crossoverSample, { format: 'crossover' });
    expect(v.errors).toEqual([]);
    expect(v.counts).toEqual({ leader: 2, main: 40, evolve: 10 });
    expect(codes(check(crossoverSample).errors)).toEqual(['SECTION_SIZE SVE 6.1.1.1']);
  });

  it('SVE B-2 6.1.1.1: 1 leader, 3 leaders and 2 leaders of one class are illegal', () => {
    const c = clone(crossoverSample);
    expect(codes(check({ ...c, leader: ['CP04-PR02'] }, { format: 'crossover' }).errors)).toEqual(['SECTION_SIZE SVE B-2 6.1.1.1']);
    expect(codes(check({ ...c, leader: ['CP04-PR02', 'CP04-PR03', 'CP04-PR01'] }, { format: 'crossover' }).errors)).toEqual([
      'SECTION_SIZE SVE B-2 6.1.1.1',
    ]);
    expect(codes(check({ ...c, leader: ['CP04-PR02', 'BP01-LD03'] }, { format: 'crossover' }).errors)).toEqual(['FORMAT_RULE SVE B-2 6.1.1.1']);
  });

  it("SVE B-2 6.1.1.5.1 / 6.1.1.5.2: a third class is CLASS_MISMATCH; no card of one leader's class in main is CLASS_MISMATCH", () => {
    const c = clone(crossoverSample);
    c.main = [...c.main.slice(0, 39), { id: 'BP01-001', count: 1 }];
    const third = check(c, { format: 'crossover' });
    expect(codes(third.errors)).toEqual(['CLASS_MISMATCH SVE B-2 6.1.1.5.1']);
    expect(third.errors[0].cards).toEqual(['BP01-001']);
    const noWitch = clone(crossoverSample);
    noWitch.main = royal().main; // royal + neutral only; witch cards remain in the evolve deck
    expect(codes(check(noWitch, { format: 'crossover' }).errors)).toEqual(['CLASS_MISMATCH SVE B-2 6.1.1.5.2']);
  });

  it('SVE B-2: the crossover format has no basis option (title basis is not allowed)', () => {
    expect(() => check(crossoverSample, { format: 'crossover', options: { basis: 'title' } })).toThrow(DeckInputError);
  });

  it('SVE B-1 sealed: no leader, 30 cards, 4 copies and any class are legal; 29 cards are not', () => {
    const d = royal();
    d.main = [...d.main.slice(0, 25), { id: 'BP11-045', count: 1 }, { id: 'BP18-020', count: 4 }];
    expect(total(d.main)).toBe(30);
    expect(check({ main: d.main, evolve: d.evolve }, { format: 'sealed' }).errors).toEqual([]);
    d.main = withCount(d.main, 'BP18-020', 3);
    expect(codes(check({ main: d.main }, { format: 'sealed' }).errors)).toEqual(['DECK_SIZE SVE B-1 6.1.1.3']);
  });
});

describe('SVE restriction lists (sample format only)', () => {
  it('standard carries no list (no official list in hand); sample-banlist is marked sample', () => {
    expect(deckRules.formats.find((f) => f.id === 'standard')!.restrictions).toEqual([]);
    const sample = deckRules.formats.find((f) => f.id === 'sample-banlist')!;
    expect(sample.sample).toBe(true);
    expect(sample.restrictions.every((l) => l.sample)).toBe(true);
  });

  it('asOf before 2026-01-01: no list; on it: BANNED BP18-116 + RESTRICTED カイザーインサイト (2 copies over main+evolve); from 2026-07-01 the ban is lifted', () => {
    const d = royal();
    expect(check(d, { format: 'sample-banlist', asOf: '2025-12-31' })).toMatchObject({ legal: true, restrictionList: null });
    const jan = check(d, { format: 'sample-banlist', asOf: '2026-01-01' });
    expect(jan.restrictionList).toBe('sve-sample-2026-01');
    expect(codes(jan.errors)).toEqual([
      'BANNED SVE restriction list sve-sample-2026-01 (sample)',
      'RESTRICTED SVE restriction list sve-sample-2026-01 (sample)',
    ]);
    expect(jan.errors[1].cards).toEqual(['CP04-110', 'PCS01-047']);
    expect(codes(check(d, { format: 'sample-banlist', asOf: '2026-07-01' }).errors)).toEqual([
      'RESTRICTED SVE restriction list sve-sample-2026-07 (sample)',
    ]);
  });
});

describe('SVE sample decks (../shared/data/shadowverse-evolve/decks, copied into test/fixtures)', () => {
  it('constructed-royal-sample: LEGAL as standard. 1 leader, 40 singleton main, 10 evolve; every card Royal or neutral, so the class basis holds; the title basis fails because the BP18/EBD cards have no title; 20 cards have Union Burst, which is invalid outside a title-basis Princess Connect deck (14.5.1.2)', () => {
    const v = check(constructedSample);
    expect(v.legal).toBe(true);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([]);
    expect(v.counts).toEqual({ leader: 1, main: 40, evolve: 10 });
    expect(v.notes!.map((n) => `${n.code} ${n.rule}`)).toEqual(['BASIS_USED SVE 6.1.1.5', 'BASIS_USED SVE 14.5.1.2']);
    expect(v.notes![0].message).toMatch(/^Legal under the class basis/);
    expect(v.notes![1].cards!.length).toBe(20);
  });

  it('crossover-royal-witch-sample: LEGAL as crossover (B-2): leaders ぺコリーヌ (Royal) + キャル (Witch), 40 singleton main of Royal/Witch/neutral with both classes present, 10 evolve. As standard it is ILLEGAL: 2 leaders (SVE 6.1.1.1)', () => {
    const v = check(crossoverSample, { format: 'crossover' });
    expect(v.legal).toBe(true);
    expect(v.notes!.map((n) => `${n.code} ${n.rule}`)).toEqual(['BASIS_USED SVE B-2 6.1.1.5']);
    const std = check(crossoverSample);
    expect(std.legal).toBe(false);
    expect(codes(std.errors)).toEqual(['SECTION_SIZE SVE 6.1.1.1']);
  });
});

describe('SVE text form with names', () => {
  it('the constructed sample written with names resolves to base printings and is legal', () => {
    const lines = [
      '# leader',
      cards.get(constructedSample.leader[0])!.name,
      '# main',
      ...constructedSample.main.map((e) => `${e.count} ${cards.get(e.id)!.name}`),
      '# エボルヴデッキ',
      ...constructedSample.evolve.map((e) => `${e.count} ${cards.get(e.id)!.name}`),
    ];
    const v = check(lines.join('\n'));
    expect(v.legal).toBe(true);
    expect(v.counts).toEqual({ leader: 1, main: 40, evolve: 10 });
    // PCS01-008 is a reprint of CP04-019 (extra.same_facts_as): the name resolves to the base printing
    expect(v.deck.main.map((e) => e.id)).toContain('CP04-019');
    expect(v.deck.evolve.map((e) => e.id)).toContain('CP04-020'); // evolve ペコリーヌ: the evolve printing is chosen
    expect(v.deck.leader).toEqual([{ id: 'CP04-PR02', count: 1 }]);
  });

  it('lines without a header are placed by card kind (leader / evolve / main)', () => {
    const v = check(['CP04-PR02', ...royal().main.map((e) => `1 ${e.id}`), '1 CP04-020'].join('\n'));
    expect(v.counts).toEqual({ leader: 1, main: 40, evolve: 1 });
  });

  it('an unknown name is UNKNOWN_CARD with suggestions', () => {
    const v = check(`# main\n3 ペコリーヌー\n${royal().main.slice(0, 37).map((e) => `1 ${e.id}`).join('\n')}\n# leader\nCP04-PR02`);
    expect(v.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_CARD', rule: 'SVE catalog' })]);
    expect(v.errors[0].suggestions).toContain('ペコリーヌ');
    expect(v.counts.main).toBe(40);
  });
});

describe('SVE data warnings and info', () => {
  it('a card flagged as a known data defect gives a CARD_DATA warning (PR-285: title missing)', () => {
    const d = vanguard();
    d.evolve = withCount(d.evolve, 'PR-285', 1);
    d.evolve = withCount(d.evolve, 'CSD03a-017', 6);
    const v = check(d);
    expect(v.legal).toBe(true);
    expect(v.warnings).toEqual([expect.objectContaining({ code: 'CARD_DATA', severity: 'warning', cards: ['PR-285'] })]);
  });

  it('info: rules version as printed, sections, default format', () => {
    expect(info.rules.version).toBe('2026年6月9日 ver 1.26.1');
    expect(info.deckSections.map((s) => s.name)).toEqual(['leader', 'main', 'evolve']);
    expect(info.defaultFormat).toBe(deckRules.defaultFormat);
    expect(deckRules.formats.map((f) => f.id)).toEqual(['standard', 'crossover', 'sealed', 'sample-banlist']);
  });
});
