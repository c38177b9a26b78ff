/**
 * TB setup (digest §4.2): C-6 leaders from the deck, D-31 declared or chosen, D-1 opening hand, D-2 mulligan,
 * D-3 first player, D-4 leader model and HP multiplier.
 */
import { apply, createGame, legalActions, view, EngineError, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { F, P, Z } from '../src/constants.js';
import { maxHp, readerOf } from '../src/state.js';
import { CARDS, PLAYABLE, deckOf, engineDeck, idByName, setupFor, zk } from './helpers.js';
import { coverage } from '../src/coverage/registry.js';

const declared = PLAYABLE.find((d) => d.deck.mainLeader)!;
const undeclared = PLAYABLE.find((d) => !d.deck.mainLeader)!;
const size = (d: typeof declared) => d.deck.main.reduce((n, e) => n + e.count, 0);
const owned = (s: GameState, p: number) => Object.values(s.cards).filter((c) => c.owner === p).length;
const leaders = (s: GameState, p: number) => s.zones[zk(Z.characters, p)]!.cards.map((id) => [s.cards[id]!.cardId, s.cards[id]!.flags[F.leader], s.cards[id]!.tapped]);

function game(decks: Array<Record<string, string[]>>, options = {}, seed = 'setup') {
  return createGame(definition, { seed, players: decks.map((deck, i) => ({ name: `P${i}`, deck })), cards: CARDS as unknown as CatalogCard[], coverage, options }).state;
}

describe('TB setup', () => {
  it('TB C-6, D-31, D-4: declared leaders are the deck\'s own copies — both on the field, wake; the deck keeps its other 58 cards', () => {
    const s = createGame(definition, setupFor(declared, declared, 'c6')).state;
    for (const p of [0, 1]) {
      expect(leaders(s, p)).toEqual([[declared.deck.mainLeader, 'main', false], [declared.deck.subLeader, 'sub', false]]);
      expect(owned(s, p)).toBe(size(declared));
    }
  });

  it('TB D-1, C-7: the opening hand is D1_openingHandSize (7); the first player then draws only its sub-field card on turn 1', () => {
    for (const n of [7, 5]) {
      const s = createGame(definition, setupFor(declared, declared, 'hand', { options: { D1_openingHandSize: n } })).state;
      const first = s.turn.first!;
      expect(s.zones[zk(Z.hand, first)]!.cards).toHaveLength(n + 1);
      expect(s.zones[zk(Z.hand, 1 - first)]!.cards).toHaveLength(n);
    }
  });

  it('TB D-31: undeclared leaders are chosen from the deck (non-tag characters, the sub leader another character), shown to their owner only, and placed together', () => {
    let s = createGame(definition, setupFor(undeclared, undeclared, 'choose')).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, rule: 'TB C-6, D-31' });
    const cands = s.decision!.candidates!;
    const kinds = cands.map((id) => s.catalog[s.cards[id]!.cardId]!.extra.kind);
    expect(new Set(kinds)).toEqual(new Set(['character']));
    expect(new Set(cands.map((id) => s.cards[id]!.cardId)).size).toBe(cands.length); // one per card
    // the opponent's view knows nothing of them
    expect(JSON.stringify(view(s, 1, definition))).not.toContain(s.cards[cands[0]!]!.cardId);
    const main = cands[0]!;
    const mainKey = s.catalog[s.cards[main]!.cardId]!.extra.characterKey;
    s = createGame(definition, setupFor(undeclared, undeclared, 'choose')).state;
    s = apply(s, { type: 'pick', player: 0, card: main }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(s.decision!.candidates!.map((id) => s.catalog[s.cards[id]!.cardId]!.extra.characterKey)).not.toContain(mainKey);
    s = apply(s, legalActions(s)[0]!).state;
    // player 1 chooses while player 0's leaders are still hidden
    expect(s.decision?.player).toBe(1);
    expect(s.zones[zk(Z.characters, 0)]!.cards).toEqual([]);
    s = apply(s, legalActions(s)[0]!).state;
    s = apply(s, legalActions(s)[0]!).state;
    for (const p of [0, 1]) expect(leaders(s, p).map((l) => l[1])).toEqual(['main', 'sub']);
  });

  it('TB D-2: "lftcgNoCharacter" — a hand without character cards may be shuffled back and redrawn once; "none" never asks', () => {
    const noChar = { main: deckOf([idByName('春野ひかり'), idByName('秋月しずく'), ...Array.from({ length: 40 }, () => idByName('料理'))], 42), mainLeader: [idByName('春野ひかり')], subLeader: [idByName('秋月しずく')] };
    const plain = { main: deckOf([idByName('黒田ケンジ'), idByName('夏目りん')], 30), mainLeader: [idByName('黒田ケンジ')], subLeader: [idByName('夏目りん')] };
    let s = game([noChar, plain], { D2_mulligan: 'lftcgNoCharacter' });
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, options: ['keep', 'mulligan'], rule: 'TB D-2' });
    s = apply(s, { type: 'choose', player: 0, option: 'mulligan' }).state;
    expect(s.players[0]!.flags[P.mulliganDone]).toBe(true);
    expect(s.zones[zk(Z.hand, 0)]!.cards.length).toBeGreaterThanOrEqual(7);
    expect(game([noChar, plain]).decision?.kind).toBe('tag.main');
  });

  it('TB D-3: the first player is chosen by the seeded RNG (both seats occur)', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, i) => createGame(definition, setupFor(declared, declared, `first-${i}`)).state.turn.first));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('TB D-4: leaderModel "single" — one leader, no sub field (no extra draw); D4_leaderHpMultiplier doubles leaders\' printed HP', () => {
    const one = (name: string) => ({ main: deckOf([idByName(name)], 30), mainLeader: [idByName(name)] });
    const s = game([one('春野ひかり'), one('黒田ケンジ')], { leaderModel: 'single', D4_leaderHpMultiplier: 2 });
    expect(leaders(s, 0).map((l) => l[1])).toEqual(['main']);
    const first = s.turn.first!;
    expect(s.zones[zk(Z.hand, first)]!.cards).toHaveLength(7); // no sub-field draw, no draw (2) on turn 1
    const hikari = s.zones[zk(Z.characters, 0)]!.cards[0]!;
    expect(maxHp(readerOf(s), hikari)).toBe(8);
    expect(s.players[0]!.flags[P.subFieldFallen]).toBe(false);
  });

  it('TB S2-10, D-4: the engine refuses a tag declared as a leader', () => {
    const bad = { main: deckOf([idByName('夏目りん＆橘ナオト'), idByName('秋月しずく')], 30), mainLeader: [idByName('夏目りん＆橘ナオト')], subLeader: [idByName('秋月しずく')] };
    expect(() => game([bad, engineDeck(declared)])).toThrow(EngineError);
  });
});

