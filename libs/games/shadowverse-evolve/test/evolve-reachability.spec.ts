/**
 * Issue #18 "done when": the evolve cards whose only base card evolves by a cost that is not PP — BP05-099 (「[進化]手札1枚を
 * 捨てる：」), BP06-104 (the same), BP04-095 (「[進化]墓場のカード2枚を消滅：」), BP07-105 and its parallel BP07-SL21 (BP07-104's
 * Last Words 「場かEXエリアの『ナテラの大樹』1枚を消滅：…これは進化する」) — are reached from their base cards in a game created
 * WITHOUT allowUnsupported (so every card of both decks is complete: createGame refuses the others, kernel setup.ts),
 * the base card drawn and played from the hand and evolved through the legal actions the engine lists (SVE 10.4, 12.2).
 * The only state edits: the cemetery BP04-094's cost banishes (filled with the deck's own cards) and the 『ナテラの大樹』 and
 * the destruction BP07-104's Last Words need (stand-ins for another card's effect, as in the card cases).
 */
import { apply, createCard, createGame, legalActions, zoneKey, type Action, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';
import { CARDS, ctxOf, kw, starterDeck, toMain, zoneCards } from './engine-helpers.js';
import { byAbility, settlePaying, X } from './cases/case-helpers.js';

const idOf = (s: GameState, c: string) => s.cards[c]!.cardId;
const inZone = (s: GameState, zone: string, p: number, cardId: string) => zoneCards(s, zone, p).filter((c) => idOf(s, c) === cardId);

/** A sealed (B-1) game: player 0's main deck is `base` (and `extra`), 30 cards, its evolve deck `evolve`; no opt-in for incomplete cards. */
function game(base: string, evolve: string[], seed: string, extra: string[] = []): GameState {
  const s = createGame(definition, {
    seed, cards: CARDS as unknown as CatalogCard[], coverage, options: { format: 'sealed' },
    players: [{ name: 'a', deck: { leader: [], main: [...Array.from({ length: 30 - extra.length }, () => base), ...extra], evolve } }, { name: 'b', deck: starterDeck('SD02') }],
  }).state; // (throws UNSUPPORTED_CARDS if any card of either deck were incomplete)
  return toMain(s);
}

/** One step of a plain game: player 0 evolves its base card when offered, else plays it, else ends the main phase; the opponent only ends its turns; other decisions take the first choice. */
function step(s: GameState, base: string): GameState {
  const d = s.decision!;
  const acts = legalActions(s).filter((a) => a.player === d.player);
  const pick = (f: (a: Action) => boolean) => acts.find(f);
  const a = d.kind === 'sve.main'
    ? d.player === 0
      ? pick((x) => x.type === 'evolve' && idOf(s, x.card as string) === base && x.ep === false) ?? pick((x) => x.type === 'play' && idOf(s, x.card as string) === base) ?? pick((x) => x.type === 'endMain')
      : pick((x) => x.type === 'endMain')
    : pick((x) => x.type === 'pick') ?? pick((x) => x.type === 'choose') ?? acts[0];
  return apply(s, a ?? acts[0]!).state;
}

function playUntil(s0: GameState, base: string, done: (s: GameState) => boolean, max = 200): GameState {
  let s = s0;
  for (let i = 0; i < max && !s.result && !done(s); i++) s = step(s, base);
  expect(done(s)).toBe(true);
  return s;
}

describe('issue #18: evolve cards reached from their base cards in a game that refuses incomplete cards', () => {
  test.each([
    ['BP05-098', 'BP05-099', [3, 4]],
    ['BP06-103', 'BP06-104', [1, 2]],
  ] as const)('%s played from the hand, then [進化] by discarding a card of the hand (no PP) → %s (SVE 10.4.2.2, 12.2)', (base, evo, printed) => {
    const s0 = game(base, [evo], `reach-${base}`);
    const onField = playUntil(s0, base, (s) => inZone(s, 'field', 0, base).length > 0);
    const card = inZone(onField, 'field', 0, base)[0]!;
    const s = playUntil(onField, base, (x) => idOf(x, card) === evo);
    expect([idOf(s, card), s.catalog[evo]!.attack, s.catalog[evo]!.defense]).toEqual([evo, ...printed]);
    expect(inZone(s, 'cemetery', 0, base).length).toBe(1); // the discarded card (the opponent never attacks: nothing else goes there)
  });

  test('BP04-094 played from the hand, then [進化] by banishing 2 cards of the cemetery → BP04-095 (none in the cemetery: not offered)', () => {
    const s0 = game('BP04-094', ['BP04-095'], 'reach-BP04-094');
    const onField = playUntil(s0, 'BP04-094', (s) => inZone(s, 'field', 0, 'BP04-094').length > 0);
    const card = inZone(onField, 'field', 0, 'BP04-094')[0]!;
    expect(legalActions(onField).some((a) => a.type === 'evolve' && a.card === card)).toBe(false); // an empty cemetery cannot pay
    const ctx = ctxOf(structuredClone(onField));
    for (const c of zoneCards(ctx.state, 'deck', 0).slice(0, 2)) ctx.state.cards[c]!.zone = zoneKey('cemetery', 0);
    ctx.state.zones[zoneKey('cemetery', 0)]!.cards.push(...zoneCards(onField, 'deck', 0).slice(0, 2));
    ctx.state.zones[zoneKey('deck', 0)]!.cards.splice(0, 2);
    const s = playUntil(ctx.state, 'BP04-094', (x) => idOf(x, card) === 'BP04-095');
    expect([idOf(s, card), zoneCards(s, 'banished', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual(['BP04-095', 2, 0]);
  });

  test.each(['BP07-105', 'BP07-SL21'])('BP07-104 played from the hand (cost 4), its Last Words paid with a 『ナテラの大樹』 → back evolved into %s (【守護】)', (evo) => {
    const s0 = game('BP07-104', [evo], `reach-${evo}`, ['BP07-013']); // (BP07-013 makes 『ナテラの大樹』 part of the game's snapshot)
    const onField = playUntil(s0, 'BP07-104', (s) => inZone(s, 'field', 0, 'BP07-104').length > 0);
    const card = inZone(onField, 'field', 0, 'BP07-104')[0]!;
    const ctx = ctxOf(structuredClone(onField));
    const tree = createCard(ctx, { cardId: 'BP07-T03', owner: 0, zone: zoneKey('exArea', 0), token: true, silent: true }); // a 『ナテラの大樹』 (stand-in for the card that makes it)
    const s = settlePaying(byAbility(ctx.state, { type: 'destroy', target: X }, [card]), 'pay');
    const back = zoneCards(s, 'field', 0).find((c) => idOf(s, c) === evo);
    expect(back).toBeDefined();
    expect([s.cards[back!]!.tapped, kw(s, back!, 'sve.ward'), s.cards[tree]?.zone === zoneKey('exArea', 0)]).toEqual([true, true, false]);
  });
});
