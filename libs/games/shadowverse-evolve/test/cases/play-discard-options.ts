/**
 * Card cases: 「これをプレイする際、手札(の(group))N枚を捨てる：コストを-Mする」 — a process chosen while playing, paid as the
 * cost (SVE 10.4.7.2, 10.6.2.5): the discard of N other cards of your hand lowers the PP paid by M
 * (grammar/play-rules.ts playOption `discard`, actions/play-variants.ts). The option is one play action
 * ({option: true}); the cards to discard are chosen among the hand's cards of the group (never the card played).
 * Registered from card-cases.ts; each expectation is read from the printed text: offered only with N such cards and the
 * lowered cost payable (one card short or one PP short: not offered), the plain play needs the full cost.
 */
import { type Action, type GameState } from '../../../../engine/src/index.js';
import { counters, must, names, stats, zoneCards } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { type Covers, evolvable, onField, onlyHand, plays, sc, settleChoices, sorted } from './case-helpers.js';
import type { Starter } from '../engine-helpers.js';

/** A scene where player 0's hand is exactly `hand` (the card first) with `pp` PP. */
const withHand = (me: Starter, hand: string[], pp: number, oppField: string[] = ['SD04-001', 'SD02-002'], evolve: string[] = []) => {
  const r = sc({ me, hand, oppField, pp, evolve });
  onlyHand(r.s, r.ids.hand!);
  return { s: r.s, card: r.ids.hand![0]!, others: r.ids.hand!.slice(1), opp: r.ids.oppField! };
};
const optionPlay = (s: GameState, card: string): Action | undefined => plays(s, card).find((a) => a.option === true);
const plainPlay = (s: GameState, card: string): Action | undefined => plays(s, card).find((a) => a.option !== true);

export function registerPlayDiscardOptionsCases(covers: Covers): void {
  covers(['BP14-119'], 'BP14-119 ゴブリンの奇襲 (spell, cost 2): discard a ゴブリン card of your hand while playing it: cost −2 (offered: the two ゴブリン cards, not the 死者 card); then 3 damage to an enemy follower (offered: the enemy followers); with no ゴブリン card and 1 PP: not playable; 2 PP: played without discarding', () => {
    const a = withHand('SD05', ['BP14-119', 'BP14-116', 'BP13-116', 'SD05-007'], 0);
    expect(plainPlay(a.s, a.card)).toBeUndefined();
    let s = must(a.s, optionPlay(a.s, a.card)!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, rule: 'SVE 10.4.7.2', min: 1, max: 1 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.others.slice(0, 2)));
    s = pick(s, a.others[0]!);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.opp));
    s = settleChoices(pick(s, a.opp[0]!));
    expect([stats(s, a.opp[0]!), sorted(names(s, 'cemetery', 0)), sorted(names(s, 'hand', 0)), counters(s, 0).pp]).toEqual([[7, 5], ['BP14-116', 'BP14-119'], ['BP13-116', 'SD05-007'], 0]);
    const none = withHand('SD05', ['BP14-119', 'SD05-007'], 1);
    expect(plays(none.s, none.card)).toEqual([]);
    const full = withHand('SD05', ['BP14-119', 'SD05-007'], 2);
    expect(plays(full.s, full.card).map((x) => x.option === true)).toEqual([false]);
    const t = settleChoices(pick(must(full.s, plainPlay(full.s, full.card)!).state, full.opp[0]!));
    expect([stats(t, full.opp[0]!), names(t, 'hand', 0), counters(t, 0).pp]).toEqual([[7, 5], ['SD05-007'], 0]);
  });

  covers(['BP18-090'], 'BP18-090 齧りの鼠 (cost 2, 2/2): discard a card of original cost 2 of your hand while playing it: cost −1 (offered: the cost-2 cards, not a cost-1 one); Fanfare draw 1; [進化][コスト4] (3 PP: not offered); with 0 PP the option is refused, with 1 PP and no cost-2 card nothing is playable', () => {
    const a = withHand('SD05', ['BP18-090', 'SD05-007', 'SD05-010', 'SD05-016'], 1, undefined, ['BP18-091']);
    expect(plainPlay(a.s, a.card)).toBeUndefined();
    expect(optionPlay({ ...a.s, players: a.s.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp: 0 } } : p)) } as GameState, a.card)).toBeUndefined();
    const deck = zoneCards(a.s, 'deck', 0).length;
    let s = must(a.s, optionPlay(a.s, a.card)!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.others.slice(0, 2))); // スペクター, レッサーマミー (cost 2); 眷属の召喚 costs 1
    s = settleChoices(pick(s, a.others[1]!));
    const me = onField(s, 0, 'BP18-090')[0]!;
    expect([stats(s, me), names(s, 'cemetery', 0), zoneCards(s, 'hand', 0).length, zoneCards(s, 'deck', 0).length, counters(s, 0).pp]).toEqual([[2, 2], ['SD05-010'], 3, deck - 1, 0]);
    s.cards[me]!.flags.since = 0;
    const evo = (pp: number) => evolvable({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp } } : p)) } as GameState, me);
    expect([evo(3), evo(4)]).toEqual([false, true]);
    const none = withHand('SD05', ['BP18-090', 'SD05-016'], 1);
    expect(plays(none.s, none.card)).toEqual([]);
  });

  for (const id of ['CP02-038', 'CP02-SP06a']) {
    covers([id], `${id} (cost 9, 3/3): discard 3 デレマス cards of your hand while playing it: cost −6 (offered: the デレマス cards only); Fanfare 4 damage to an enemy follower and draw 2; with 2 デレマス cards, or 2 PP: the option is refused; 8 PP without it: not playable`, () => {
      const hand = [id, 'ECP02-026', 'ECP02-030', 'ECP02-032', 'ECP02-035', 'SD03-005'];
      const a = withHand('SD03', hand, 3);
      expect(plainPlay(a.s, a.card)).toBeUndefined();
      const two = withHand('SD03', [id, 'ECP02-026', 'ECP02-030', 'SD03-005'], 3);
      expect(plays(two.s, two.card)).toEqual([]);
      const short = withHand('SD03', hand, 2);
      expect(plays(short.s, short.card)).toEqual([]);
      const eight = withHand('SD03', [id, 'SD03-005'], 8);
      expect(plays(eight.s, eight.card)).toEqual([]);
      let s = must(a.s, optionPlay(a.s, a.card)!).state;
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, min: 3, max: 3 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(a.others.slice(0, 4))); // the four デレマス cards, not 知恵の光
      for (const c of a.others.slice(0, 3)) s = pick(s, c);
      const deck = zoneCards(s, 'deck', 0).length;
      const h = health(s, 1);
      s = settleChoices(s);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(a.opp));
      s = settleChoices(pick(s, a.opp[0]!));
      const me = onField(s, 0, id)[0]!;
      expect([stats(s, me), stats(s, a.opp[0]!), sorted(names(s, 'cemetery', 0)), zoneCards(s, 'hand', 0).length, zoneCards(s, 'deck', 0).length, counters(s, 0).pp, health(s, 1)])
        .toEqual([[3, 3], [7, 4], ['ECP02-026', 'ECP02-030', 'ECP02-032'], 4, deck - 2, 0, h]);
    });
  }
  covers(['CP02-050'], 'CP02-050 村上巴 (cost 6, 5/5): discard 1 card of your hand while playing it: cost −2 (offered: every other card of the hand; 3 PP: refused, 4 PP: playable; without another card: only the full cost); Fanfare — up to 2 spells with different names from your deck to your hand (offered first: every spell of the deck; after one is picked, not another of its name)', () => {
    const a = withHand('SD03', ['CP02-050', 'SD03-005', 'SD03-001'], 4);
    expect(plainPlay(a.s, a.card)).toBeUndefined();
    { const z = withHand('SD03', ['CP02-050', 'SD03-005'], 3); expect(plays(z.s, z.card)).toEqual([]); }
    { const z = withHand('SD03', ['CP02-050'], 6); expect(plays(z.s, z.card).map((x) => x.option === true)).toEqual([false]); }
    let s = must(a.s, optionPlay(a.s, a.card)!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.others));
    s = settleChoices(pick(s, a.others[1]!));
    const spells = sorted([...new Set(zoneCards(s, 'deck', 0).map((x) => s.cards[x]!.cardId).filter((id) => (s.catalog[id] as unknown as { type: string }).type === 'スペル'))]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted([...new Set(s.decision!.candidates!.map((x) => s.cards[x]!.cardId))])).toEqual(spells);
    const first = s.decision!.candidates!.find((x) => s.cards[x]!.cardId === 'SD03-006')!;
    s = settleChoices(pick(s, first));
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(s.decision!.candidates!.some((x) => s.cards[x]!.cardId === 'SD03-006')).toBe(false);
    s = settleChoices(pick(s, s.decision!.candidates!.find((x) => s.cards[x]!.cardId === 'SD03-012')!));
    while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = settleChoices(must(s, { type: 'done', player: 0 }).state);
    expect([sorted(names(s, 'hand', 0)), names(s, 'cemetery', 0), stats(s, onField(s, 0, 'CP02-050')[0]!), counters(s, 0).pp]).toEqual([['SD03-005', 'SD03-006', 'SD03-012'], ['SD03-001'], [5, 5], 0]);
  });
}
