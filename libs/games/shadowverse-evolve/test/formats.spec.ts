/**
 * Deck basis and formats in games: 6.2.1.3 (declaring the basis), the crossover format (付録B B-2: two
 * leaders of different classes, class basis only), section-14 steps that depend on the basis.
 */
import { readFileSync } from 'node:fs';
import { apply, createGame, EngineError, legalActions, type CatalogCard } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';
import { arrange, CARDS, counters, leaderId, starterDeck, titleDeck, titleGame, toMain, zoneCards } from './engine-helpers.js';

interface Entry { id: string; count: number }
const sample = JSON.parse(readFileSync(new URL('./fixtures/crossover-royal-witch-sample.json', import.meta.url), 'utf8')) as { leader: string[]; main: Entry[]; evolve: Entry[] };
const expand = (l: Entry[]) => l.flatMap((e) => Array.from({ length: e.count }, () => e.id));
const crossoverDeck = { leader: sample.leader, main: expand(sample.main), evolve: expand(sample.evolve) };

function crossoverGame(seed = 'x') {
  return createGame(definition, {
    seed, players: [{ name: 'crossover', deck: crossoverDeck }, { name: 'SD02', deck: starterDeck('SD02') }],
    cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true,
  });
}

describe('SVE deck basis and formats', () => {
  test('SVE B-2 6.1.1.1 / 6.1.1.5: a crossover deck plays with both leaders in the leader area, class-based (no declaration even with titled leaders); the two leaders share the player\'s health', () => {
    let s = crossoverGame().state;
    expect(s.decision!.rule).toBe('SVE 6.2.1.6'); // no 6.2.1.3: title basis is not allowed in crossover
    expect(s.players[0]!.flags.basis).toBe('class');
    expect(zoneCards(s, 'leader', 0).map((id) => s.cards[id]!.cardId)).toEqual(['CP04-PR02', 'CP04-PR03']);
    s = toMain(s);
    expect([counters(s, 0).health, counters(s, 1).health]).toEqual([20, 20]);
    // the opponent's attack on the crossover player: one leader target (both cards stand for the same health)
    let t = apply(s, { type: 'endMain', player: 0 }).state;
    for (let i = 0; i < 20 && t.decision?.kind !== 'sve.main'; i++) t = apply(t, legalActions(t).find((a) => a.type === 'pass' || a.type === 'done') ?? legalActions(t)[0]!).state;
    const r = arrange(t, [['SD02-002', 'field', 1]]);
    t = r.state;
    const targets = legalActions(t).filter((a) => a.type === 'attack' && a.attacker === r.ids[0]).map((a) => a.target);
    expect(targets).toEqual([leaderId(t, 0)]);
    t = apply(t, { type: 'attack', player: 1, attacker: r.ids[0]!, target: leaderId(t, 0) }).state;
    t = apply(t, { type: 'pass', player: 0 }).state;
    expect(counters(t, 0).health).toBe(17); // 3 damage from a 3/3
  });

  test('SVE 6.1.1.1: three leader cards are refused at setup (INVALID_SETUP)', () => {
    const deck = { ...crossoverDeck, leader: [...crossoverDeck.leader, 'CP04-PR01'] };
    const run = () => createGame(definition, { seed: 1, players: [{ name: 'a', deck }, { name: 'b', deck: starterDeck('SD02') }], cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true });
    expect(run).toThrow(EngineError);
    try {
      run();
    } catch (e) {
      expect((e as EngineError).code).toBe('INVALID_SETUP');
    }
  });

  test('SVE 6.2.1.3: option basis declares for every player (no decision); a deck legal only under the title basis uses it without asking', () => {
    const both = titleDeck('CSD02c-LD01');
    expect(titleGame(both, 'SD02', 'b1').state.decision!.rule).toBe('SVE 6.2.1.3');
    const declared = titleGame(both, 'SD02', 'b1', { basis: 'class' }).state;
    expect([declared.decision!.rule, declared.players[0]!.flags.basis, zoneCards(declared, 'exArea', 0)]).toEqual(['SVE 6.2.1.6', 'class', []]);
    // a Witch card in a Royal-leader Cinderella deck: only the title basis holds
    const witch = CARDS.find((c) => (c.title ?? '').normalize('NFKC') === 'アイドルマスター シンデレラガールズ' && c.classOrColor === 'ウィッチ' && c.type === 'フォロワー' && !c.flags.evolve && !c.flags.token && typeof c.extra.same_facts_as !== 'string')!;
    const only = titleGame(titleDeck('CSD02c-LD01', [witch.id]), 'SD02', 'b2').state;
    expect([only.decision!.rule, only.players[0]!.flags.basis, zoneCards(only, 'exArea', 0).length]).toEqual(['SVE 6.2.1.6', 'title', 5]);
    // starter decks: leaders without a title, class basis, nothing asked
    const sd = titleGame(starterDeck('SD01'), 'SD02', 'b3').state;
    expect([sd.decision!.rule, sd.players[0]!.flags.basis, sd.players[1]!.flags.basis]).toEqual(['SVE 6.2.1.6', 'class', 'class']);
  });
});
