/**
 * The sealed format (付録B B-1 「シールド戦」): deck legality (B-1 6.1.1.2–6.1.1.6, deck rules format `sealed`),
 * the game option `format: 'sealed'` (leader optional, B-1 6.2.1) and the main-phase action 「突進の付与」
 * (B-1 8.5.1 / 8.5.1.1, src/actions/grant-rush.ts).
 */
import { apply, createGame, EngineError, legalActions, type Action, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import type { DeckIssue } from '../../../decks/src/types.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { definition, engineFacts } from '../src/index.js';
import { deckRules } from '../src/deck/rules.js';
import { coverage } from '../src/coverage/registry.js';
import { SEALED_LEADER } from '../src/setup/setup.js';
import { arrange, CARDS, counters, kw, leaderId, must, playRandom, starterDeck, toMain, zoneCards } from './engine-helpers.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import { evolve } from './drivers.js';

const codes = (issues: DeckIssue[]) => issues.map((i) => `${i.code} ${i.rule}`);
const entries = (ids: string[]) => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m].map(([id, count]) => ({ id, count }));
};
const cards = createCardLookup(CARDS);
const check = (deck: unknown) => validateDeck(deckRules, cards, deck, { format: 'sealed' });

/** A sealed pool deck: no leader, 26 Royal/Elf starter cards + 4 サクラローレル (ECP01-003, Elf) = 30; SD02 evolve cards + 2 『にんじん』. */
function sealedDeck(): { leader: string[]; main: string[]; evolve: string[] } {
  const royal = ['SD02-003', 'SD02-003', 'SD02-003', 'SD02-002', 'SD02-002', 'SD02-002', 'SD02-007', 'SD02-007', 'SD02-007', 'SD02-012', 'SD02-012', 'SD02-012', 'SD02-009'];
  const main = [...royal, ...starterDeck('SD01').main.slice(0, 13), 'ECP01-003', 'ECP01-003', 'ECP01-003', 'ECP01-003'];
  return { leader: [], main, evolve: [...starterDeck('SD02').evolve, 'CSD01-032', 'CSD01-032'] };
}

function sealedGame(seed = 'sealed', deck = sealedDeck(), options: Record<string, string> = { format: 'sealed' }) {
  return createGame(definition, {
    seed, players: [{ name: 'sealed', deck }, { name: 'SD02', deck: starterDeck('SD02') }],
    cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true, options,
  });
}

/** Index of サクラローレル's 「[食事][コスト1]：これは出走する。」 ability. */
/** The index of サクラローレル's [食事] ability (its other abilities compile or not as the grammar grows). */
const EAT = engineFacts(CARDS.find((c) => c.id === 'ECP01-003')! as unknown as CatalogCard).abilities.findIndex((a) => a.label === '食事');
const grants = (s: GameState) => legalActions(s).filter((a) => a.type === 'grantRush');
const evolveCardOf = (s: GameState, cardId: string) => zoneCards(s, 'evolveDeck', 0).find((id) => s.cards[id]!.cardId === cardId)!;

/** Player 0's first main phase with SD02-003 (has [進化]) and ECP01-003 (has [食事]) on the field, `pp` PP. */
function board(pp = 3, options: Record<string, string> = { format: 'sealed' }) {
  const r = arrange(toMain(sealedGame('sealed', sealedDeck(), options).state), [['SD02-003', 'field', 0], ['ECP01-003', 'field', 0]]);
  Object.assign(r.state.players[0]!.counters, { pp, maxPp: Math.max(pp, 1) });
  return { s: r.state, fencer: r.ids[0]!, laurel: r.ids[1]! };
}

describe('SVE sealed (付録B B-1)', () => {
  test('SVE B-1 6.1.1.2–6.1.1.6: no leader, 30 cards with 4 copies of a name and mixed classes are legal; 29 are not; no maximum; leader / evolve cards stay out of the main deck', () => {
    const d = sealedDeck();
    expect(d.main.length).toBe(30);
    expect(check({ main: entries(d.main), evolve: entries(d.evolve) }).errors).toEqual([]);
    expect(codes(check({ main: entries(d.main.slice(1)), evolve: entries(d.evolve) }).errors)).toEqual(['DECK_SIZE SVE B-1 6.1.1.3']);
    expect(check({ main: entries([...d.main, ...d.main]), evolve: entries(d.evolve) }).errors).toEqual([]); // 60: no stated maximum
    expect(check({ leader: ['SD02-LD01'], main: entries(d.main) }).legal).toBe(true); // a leader may be used (at most 1)
    expect(codes(check({ main: entries([...d.main, 'SD02-004']) }).errors)).toEqual(['FORBIDDEN_IN_SECTION SVE B-1 6.1.1.3']);
    expect(codes(check({ main: entries(d.main), evolve: entries(['SD02-002']) }).errors)).toEqual(['FORBIDDEN_IN_SECTION SVE B-1 6.1.1.4']);
    expect((check({ main: entries(d.main) }).notes ?? []).some((i) => i.rule === 'SVE B-1 6.1.1')).toBe(true); // the card pool cannot be checked
  });

  test('SVE B-1 6.1.1.2 / 6.2.1: without a leader card the player gets a stand-in leader (no class, no abilities) with health 20 that attacks can target; 2 leader cards are refused', () => {
    let s = sealedGame().state;
    const stand = leaderId(s, 0);
    expect(s.cards[stand]!.cardId).toBe(SEALED_LEADER);
    expect(s.catalog[SEALED_LEADER]!.classOrColor).toBeNull();
    expect(s.players[0]!.flags.basis).toBe('class');
    s = toMain(s);
    expect([counters(s, 0).health, counters(s, 1).health]).toEqual([20, 20]);
    // the opponent's attack on the leaderless player: the stand-in is the leader target (8.4.3.1), damage lowers health (5.14.1)
    let t = apply(s, { type: 'endMain', player: 0 }).state;
    for (let i = 0; i < 20 && t.decision?.kind !== 'sve.main'; i++) t = apply(t, legalActions(t).find((a) => a.type === 'pass' || a.type === 'done') ?? legalActions(t)[0]!).state;
    const r = arrange(t, [['SD02-002', 'field', 1]]);
    t = r.state;
    expect(legalActions(t).filter((a) => a.type === 'attack' && a.attacker === r.ids[0]).map((a) => a.target)).toEqual([stand]);
    t = apply(t, { type: 'attack', player: 1, attacker: r.ids[0]!, target: stand }).state;
    t = apply(t, { type: 'pass', player: 0 }).state;
    expect(counters(t, 0).health).toBe(17);
    const two = { ...sealedDeck(), leader: ['SD02-LD01', 'SD01-LD01'] };
    expect(() => sealedGame('x', two)).toThrow(EngineError);
  });

  test('SVE B-1 8.5.1: 「突進の付与」 is offered in your main phase: one action per follower × face-down evolve card (one per name) × payment (1 PP, or 1 EP 8.5.1.1); not in the standard format', () => {
    const { s } = board(3);
    const list = grants(s);
    // 2 followers × 5 face-down evolve card ids (SD02-004, -011, -013, -018, にんじん) × PP only (EP 0 on the first player's turn 1)
    expect(list.length).toBe(2 * 5 * 1);
    expect(list.every((a) => a.ep === false)).toBe(true);
    expect(grants(board(3, {}).s)).toEqual([]);
    expect(grants(board(3, { format: 'standard' }).s)).toEqual([]);
  });

  test('SVE B-1 8.5.1 / 8.5.1.1: at 0 PP only the EP payment is offered; at 0 PP and 0 EP, with no follower, or with no face-down evolve card, nothing', () => {
    const a = board(0);
    expect(grants(a.s)).toEqual([]); // 0 PP, 0 EP
    a.s.players[0]!.counters.ep = 1;
    expect(grants(a.s).length).toBe(10);
    expect(grants(a.s).every((x) => x.ep === true)).toBe(true);
    const b = board(1);
    b.s.players[0]!.counters.ep = 1;
    expect(grants(b.s).length).toBe(20); // 1 PP: both payments
    const noFollower = toMain(sealedGame().state);
    noFollower.players[0]!.counters.pp = 1;
    expect(grants(noFollower)).toEqual([]);
    const c = board(1);
    for (const id of zoneCards(c.s, 'evolveDeck', 0)) c.s.cards[id]!.face = 'up';
    expect(grants(c.s)).toEqual([]);
  });

  test('SVE B-1 8.5.1: after an evolve this turn 「突進の付与」 is not offered (8.3.2.1 bookkeeping)', () => {
    const { s, fencer } = board(3);
    expect(grants(s).length).toBeGreaterThan(0);
    const t = evolve(s, fencer);
    expect(grants(t)).toEqual([]);
    const refused = () => apply(t, grants(s).find((a) => a.follower === fencer)!);
    expect(refused).toThrow();
  });

  test('SVE B-1 8.5.1: the grant pays 1 PP (or 1 EP), turns the chosen evolve card face up and gives 【突進】; then no second grant, no evolve and no 食事 this turn; next turn they are back', () => {
    const { s, fencer, laurel } = board(3);
    expect(legalActions(s).some((a) => a.type === 'evolve' && a.card === fencer)).toBe(true);
    expect(s.catalog['ECP01-003']!.abilities[EAT]!.cost).toEqual([{ type: 'sve.eat', times: 1, amount: 1 }]);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.card === laurel && a.ability === EAT)).toBe(true); // [食事][コスト1]
    const card = evolveCardOf(s, 'SD02-011');
    const t = must(s, { type: 'grantRush', player: 0, follower: laurel, evolveCard: card, ep: false }).state;
    expect(counters(t, 0).pp).toBe(2);
    expect(t.cards[card]!.face).toBe('up');
    expect(kw(t, laurel, 'sve.rush')).toBe(true);
    expect(kw(t, fencer, 'sve.rush')).toBe(false);
    expect(grants(t)).toEqual([]);
    expect(legalActions(t).some((a) => a.type === 'evolve')).toBe(false);
    expect(legalActions(t).some((a) => a.type === 'activate' && a.card === laurel && a.ability === EAT)).toBe(false);
    // the EP variant pays 1 EP and no PP
    const e = board(3);
    e.s.players[0]!.counters.ep = 2;
    const u = must(e.s, { type: 'grantRush', player: 0, follower: e.fencer, evolveCard: evolveCardOf(e.s, 'SD02-004'), ep: true }).state;
    expect([counters(u, 0).pp, counters(u, 0).ep]).toEqual([3, 1]);
    // the limits are for this turn only
    let n = apply(t, { type: 'endMain', player: 0 }).state;
    for (let i = 0; i < 60 && !(n.turn.active === 0 && n.decision?.kind === 'sve.main' && n.turn.number > t.turn.number); i++) {
      const legal = legalActions(n);
      n = apply(n, legal.find((a) => a.type === 'endMain' || a.type === 'pass' || a.type === 'done' || a.option === 'keep' || a.option === 'stand') ?? legal[0]!).state;
    }
    expect(n.turn.active).toBe(0);
    expect(grants(n).length).toBeGreaterThan(0);
  });

  test('SVE B-1 8.5.1 / 12.10: a follower that entered this turn, given 【突進】, can attack an engaged follower the same turn but not the leader', () => {
    const r = arrange(toMain(sealedGame().state), [['SD02-002', 'field', 0], ['SD02-002', 'field', 1]]);
    const s = r.state;
    const mine = r.ids[0]!;
    const theirs = r.ids[1]!;
    s.cards[mine]!.flags.since = s.turn.number; // entered this turn
    s.cards[theirs]!.tapped = true;
    s.players[0]!.counters.pp = 1;
    expect(legalActions(s).some((a) => a.type === 'attack' && a.attacker === mine)).toBe(false);
    const t = must(s, grants(s).find((a) => a.follower === mine)!).state;
    const targets = legalActions(t).filter((a) => a.type === 'attack' && a.attacker === mine).map((a) => a.target);
    expect(targets).toEqual([theirs]);
    expect(targets).not.toContain(leaderId(t, 1));
  });

  test('SVE B-1: a whole sealed game (no leader card vs SD02) played with seeded random legal actions ends with a result', () => {
    const { state, actions } = playRandom(sealedGame('sealed-random').state, 'sealed-1', 4000);
    expect(state.result).not.toBeNull();
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((x) => x.type === 'grantRush').length).toBeGreaterThan(0); // the sealed action was taken
    const again = playRandom(sealedGame('sealed-random').state, 'sealed-1', 4000);
    expect(again.actions).toEqual(actions); // deterministic
  });
});

export type { Action };
