/**
 * Card status is computed from the text, the ability data's sentence mapping and test coverage.
 */
import { assertSupported, BASE_VOCABULARY, cardStatus, coverageFrom, createGame, deckSupport, EngineError, incompleteCards, isComplete, splitSentences, unsupportedCards } from '../src/index.js';
import { TOY, toyCatalog, toyDeck, toySetup } from './toy-game.js';

const none = coverageFrom([]);
const draw = { kind: 'triggered', trigger: { on: 'onEnter' }, effect: { type: 'draw', amount: 1 } };

describe('splitSentences', () => {
  test('splits at line breaks and full stops, never inside brackets', () => {
    expect(splitSentences('このカードが場に出たとき、カードを1枚引く。【守護】（このカードは攻撃されやすい。攻撃できない。）\n相手のフォロワー1体に2ダメージ。')).toEqual([
      'このカードが場に出たとき、カードを1枚引く。',
      '【守護】（このカードは攻撃されやすい。攻撃できない。）',
      '相手のフォロワー1体に2ダメージ。',
    ]);
    expect(splitSentences('Draw a card. Then discard a card.')).toEqual(['Draw a card.', 'Then discard a card.']);
    expect(splitSentences('Lv.2 Penetrate.')).toEqual(['Lv.2 Penetrate.']);
    expect(splitSentences('  \n \r\n')).toEqual([]);
  });
});

describe('cardStatus', () => {
  const two = { id: 'X1', text: 'When this enters the field, draw a card. Then gain 1 life.' };

  test('vanilla: no text (abilities irrelevant)', () => {
    expect(cardStatus({ id: 'V', text: '' }, null, none).status).toBe('vanilla');
    expect(cardStatus({ id: 'V', text: null }, [], coverageFrom(['V'])).status).toBe('vanilla');
  });

  test('unsupported: text and nothing mapped (no data, data without source, out-of-range indexes)', () => {
    expect(cardStatus(two, null, none)).toMatchObject({ status: 'unsupported', mapped: [], unmapped: [0, 1] });
    expect(cardStatus(two, [draw], none).status).toBe('unsupported');
    expect(cardStatus(two, [{ ...draw, source: [2] }], none).status).toBe('unsupported');
  });

  test('partial: some sentences mapped, or all mapped without a covering test', () => {
    expect(cardStatus(two, [{ ...draw, source: [0] }], coverageFrom(['X1']))).toMatchObject({ status: 'partial', mapped: [0], unmapped: [1], tested: true });
    expect(cardStatus(two, [{ ...draw, source: [0, 1] }], none)).toMatchObject({ status: 'partial', mapped: [0, 1], unmapped: [], tested: false });
  });

  test('implemented: every sentence mapped AND covered by a test', () => {
    expect(cardStatus(two, [{ ...draw, source: [0] }, { kind: 'keyword', keyword: 'k', source: [1] }], coverageFrom(['X1']))).toMatchObject({ status: 'implemented', unmapped: [] });
  });

  test('ability data that fails the schema counts as nothing mapped when a vocabulary is given', () => {
    const bad = [{ ...draw, source: [0, 1], effect: { type: 'explode' } }];
    expect(cardStatus(two, bad, coverageFrom(['X1']), { vocab: BASE_VOCABULARY })).toMatchObject({ status: 'unsupported', invalid: true });
    expect(cardStatus(two, 'garbage', coverageFrom(['X1']))).toMatchObject({ status: 'unsupported', invalid: true });
  });

  test('toy cards: all implemented when covered, partial when not', () => {
    const cards = toyCatalog();
    const all = coverageFrom(cards.map((c) => c.id));
    const statuses = cards.map((c) => cardStatus(c, c.abilities, all).status);
    expect(statuses.filter((s) => s === 'implemented')).toHaveLength(32);
    expect(statuses.filter((s) => s === 'vanilla')).toHaveLength(2);
    expect(cards.every((c) => cardStatus(c, c.abilities, none).status !== 'implemented')).toBe(true);
  });
});

describe('unsupported cards need allowUnsupported', () => {
  const withUnsupported = () => {
    const cards = toyCatalog();
    const a05 = cards.find((c) => c.id === 'A05')!;
    a05.abilities = [];
    return cards;
  };

  test('unsupportedCards lists them with their text; assertSupported refuses unless allowed', () => {
    const cards = withUnsupported();
    expect(unsupportedCards(cards, none)).toEqual([{ id: 'A05', name: 'Martyr A5', text: 'When this leaves the field, draw a card.' }]);
    expect(() => assertSupported(cards, none)).toThrow(EngineError);
    expect(() => assertSupported(cards, none, { allowUnsupported: true })).not.toThrow();
  });

  test('createGame refuses a deck with an unsupported card (UNSUPPORTED_CARDS) unless allowUnsupported', () => {
    const cards = withUnsupported();
    try {
      createGame(TOY, toySetup('u-1', { cards: cards as never }));
      throw new Error('expected a refusal');
    } catch (e) {
      expect((e as EngineError).code).toBe('UNSUPPORTED_CARDS');
      expect((e as EngineError).details).toEqual({ cards: [{ id: 'A05', name: 'Martyr A5', text: 'When this leaves the field, draw a card.', status: 'unsupported', unread: [{ index: 0, text: 'When this leaves the field, draw a card.' }] }] });
    }
    expect(createGame(TOY, { ...toySetup('u-1'), cards, allowUnsupported: true }).state.decision).not.toBeNull();
  });

  test('issue #18: a partial card (a sentence not mapped) is refused like an unsupported one, naming its unread sentences; untested cards only where the game requires tests (catalog.requireTested)', () => {
    const cards = toyCatalog();
    const b01 = cards.find((c) => c.id === 'B01')!;
    b01.text = `${b01.text} Then shuffle the moon.`;
    const refused = (def: typeof TOY, coverage = none) => {
      try {
        createGame(def, { ...toySetup('p-1'), cards, coverage });
        return null;
      } catch (e) {
        return (e as EngineError).details as { cards: Array<{ id: string; status: string; unread: unknown }> };
      }
    };
    expect(refused(TOY)!.cards).toEqual([{ id: 'B01', name: b01.name, text: b01.text, status: 'partial', unread: [{ index: splitSentences(b01.text!).length - 1, text: 'Then shuffle the moon.' }] }]);
    expect(createGame(TOY, { ...toySetup('p-1'), cards, allowUnsupported: true }).state.decision).not.toBeNull();
    // a game whose tested-card registry is authoritative refuses every untested card with text (unread: none)
    const strict = { ...TOY, catalog: { ...TOY.catalog, requireTested: true } };
    const all = coverageFrom(cards.map((c) => c.id));
    expect(refused(strict, all)!.cards.map((c) => c.id)).toEqual(['B01']);
    const untested = refused(strict, coverageFrom(cards.filter((c) => c.id !== 'A02').map((c) => c.id)))!.cards;
    expect(untested.map((c) => [c.id, c.status, c.unread])).toEqual([['A02', 'partial', []], ['B01', 'partial', [{ index: splitSentences(b01.text!).length - 1, text: 'Then shuffle the moon.' }]]]);
    expect(isComplete(cardStatus(cards[1]!, cards[1]!.abilities, none), false)).toBe(true);
    expect(isComplete(cardStatus(cards[1]!, cards[1]!.abilities, none), true)).toBe(false);
    expect(incompleteCards(cards, all).map((c) => c.id)).toEqual(['B01']);
  });

  test('invalid ability data is refused at setup (INVALID_ABILITIES) unless allowUnsupported', () => {
    const cards = toyCatalog();
    cards.find((c) => c.id === 'B03')!.abilities = [{ kind: 'triggered', trigger: { on: 'nope' }, effect: { type: 'draw', amount: 1 }, source: [0] }];
    expect(() => createGame(TOY, { ...toySetup('i-1'), cards })).toThrow(expect.objectContaining({ code: 'INVALID_ABILITIES' }));
    const s = createGame(TOY, { ...toySetup('i-1'), cards, allowUnsupported: true }).state;
    expect(s.catalog.B03!.abilities).toEqual([]);
  });

  test('issue #17: deckSupport answers what createGame refuses, per deck, without building a game (same cards, same entries; invalid data listed)', () => {
    const cards = toyCatalog();
    const b01 = cards.find((c) => c.id === 'B01')!;
    b01.text = `${b01.text} Then shuffle the moon.`;
    const refusal = (input: ReturnType<typeof toySetup>) => {
      try {
        createGame(TOY, input);
        return null;
      } catch (e) {
        return e as EngineError;
      }
    };
    const input = { ...toySetup('s-1'), cards };
    const [a, b] = input.players.map((p) => deckSupport(TOY, { decks: [p.deck], cards }));
    expect([a!.complete, a!.incomplete, a!.invalid]).toEqual([true, [], []]);
    expect([b!.complete, b!.invalid]).toEqual([false, []]);
    const e = refusal(input)!;
    expect(e.code).toBe('UNSUPPORTED_CARDS');
    expect((e.details as { cards: unknown[] }).cards).toEqual(b!.incomplete);
    expect(b!.incomplete.map((c) => c.id)).toEqual(['B01']);
    // both decks at once: the union, as createGame names it
    expect(deckSupport(TOY, { decks: input.players.map((p) => p.deck), cards }).incomplete).toEqual(b!.incomplete);
    // invalid ability data: createGame refuses with INVALID_ABILITIES; deckSupport lists the card (read without its abilities)
    const bad = toyCatalog();
    bad.find((c) => c.id === 'A03')!.abilities = [{ kind: 'triggered', trigger: { on: 'nope' }, effect: { type: 'draw', amount: 1 }, source: [0] }];
    const s = deckSupport(TOY, { decks: [toyDeck('A')], cards: bad });
    expect([s.complete, s.invalid, s.incomplete.map((c) => [c.id, c.status])]).toEqual([false, ['A03'], [['A03', 'unsupported']]]);
    expect(refusal({ ...toySetup('s-2'), cards: bad })!.code).toBe('INVALID_ABILITIES');
    // a card the catalog lacks: UNKNOWN_CARD, as createGame
    expect(() => deckSupport(TOY, { decks: [['NOPE']], cards })).toThrow(expect.objectContaining({ code: 'UNKNOWN_CARD' }));
  });
});
