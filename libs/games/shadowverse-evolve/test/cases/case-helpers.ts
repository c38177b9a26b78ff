/**
 * Helpers shared by the card case files (test/cases/*.ts). Conventions: player 0 is the player
 * under test; helpers named "set…"/"onlyHand" edit the given state in place, the others return
 * a new state (or read one).
 */
import { legalActions, newEnv, push, resolveEffect, run, type Action, type GameState, type JsonObject } from '../../../../engine/src/index.js';
import { ctxOf, must, scene, zoneCards, type SceneOptions } from '../engine-helpers.js';
import { choose, pick } from '../drivers.js';

/** The signature of the `covers` callback every case file registers with. */
export type Covers = (ids: string[], title: string, run: () => void) => void;

/** A scene (engine-helpers `scene`) where player 0 has 10 PP unless `o` says otherwise. */
export const sc = (o: SceneOptions) => scene({ pp: 10, ...o });

/** Evolves a field card of player 0 into a given evolve card (PP payment, no EP/SEP). */
export const evolveInto = (s: GameState, card: string, evoCardId: string): GameState => {
  const a = legalActions(s).find((x) => x.type === 'evolve' && x.card === card && x.ep === false && x.sep === false && s.cards[x.evolveCard as string]!.cardId === evoCardId);
  if (!a) throw new Error(`no evolve of ${card} into ${evoCardId}: ${JSON.stringify(legalActions(s).filter((x) => x.type === 'evolve'))}`);
  return must(s, a).state;
};
/** Whether `card` may evolve paying PP (no EP/SEP). */
export const canEvolve = (s: GameState, card: string) => legalActions(s).some((x) => x.type === 'evolve' && x.card === card && x.ep === false && x.sep === false);
/** The legal evolve actions of `card` (any payment). */
export const evolves = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'evolve' && a.card === card);
/** The legal play actions of `card`. */
export const plays = (s: GameState, card: string): Action[] => legalActions(s).filter((a) => a.type === 'play' && a.card === card);
/** Whether `card` may be played now. */
export const canPlay = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

/** Answers the Ward entry choice (SVE 12.8.2) with 'stand' when it is asked. */
export const stand = (s: GameState): GameState => (s.decision?.rule === 'SVE 12.8.2' ? choose(s, 'stand') : s);
/** Ends player 0's main phase: end-phase abilities (SVE 7.4.1) resolve. */
export const endMain = (s: GameState): GameState => must(s, { type: 'endMain', player: 0 }).state;
/** Passes every pending question (quick windows) until player 0's main phase is back; `answer` may answer first. */
export const settle = (s: GameState, answer: (s: GameState) => GameState | null = () => null): GameState => {
  for (let i = 0; i < 30 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const a = answer(s);
    s = a ?? must(s, { type: 'pass', player: s.decision.player }).state;
  }
  return s;
};
/** Answers 【守護】's entry choice (12.8.2: stand) and the order of simultaneous abilities (10.5.2: first); stops at any other question. */
export const settleChoices = (s0: GameState): GameState => {
  let s = s0;
  for (let i = 0; i < 10 && s.decision?.kind === 'chooseOption' && (s.decision.rule === 'SVE 10.5.2' || s.decision.rule === 'SVE 12.8.2'); i++) s = choose(s, s.decision.rule === 'SVE 12.8.2' ? 'stand' : s.decision.options![0]!);
  return s;
};
/** Picks `card` when player 0 is asked to choose cards. */
export const pickIf = (s: GameState, card: string) => (s.decision?.kind === 'chooseCards' && s.decision.player === 0 && s.decision.candidates!.includes(card) ? pick(s, card) : s);

/** Resolves one effect of player 0 on the given cards (`x`), then the rule check (on a copy; stands for another card's ability). */
export const byAbility = (s0: GameState, effect: JsonObject, cards: string[]): GameState => {
  const ctx = ctxOf(structuredClone(s0));
  ctx.state.decision = null;
  push(ctx, { op: '$check' });
  resolveEffect(ctx, effect as Parameters<typeof resolveEffect>[1], { ...newEnv(ctx, 0, null), scope: 'byAbility' });
  ctx.state.scopes.byAbility = { x: cards };
  run(ctx);
  return ctx.state;
};

/** Player p's field instances of catalog card `cardId`. */
export const onField = (s: GameState, p: number, cardId: string) => zoneCards(s, 'field', p).filter((id) => s.cards[id]!.cardId === cardId);
/** The name of an instance's card. */
export const nameOf = (s: GameState, id: string) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name;
/** The card names in player p's zone, in zone order. */
export const namesOf = (s: GameState, zone: string, p: number) => zoneCards(s, zone, p).map((id) => nameOf(s, id)!);
/** Sets player p's leader health (a state edit). */
export const setHealth = (s: GameState, p: number, n: number) => Object.assign(s.players[p]!.counters, { health: n });
/** Sets player 0's PP and max PP (a state edit). */
export const setPp = (s: GameState, pp: number, maxPp = 10) => Object.assign(s.players[0]!.counters, { pp, maxPp });
/** A copy of the state where player 0 has `pp` PP (max PP unchanged). */
export const withPp = (s0: GameState, pp: number) => {
  const s = structuredClone(s0);
  s.players[0]!.counters.pp = pp;
  return s;
};
/** Moves every card of player 0's hand except `keep` to the bottom of the deck (a state edit). */
export const onlyHand = (s: GameState, keep: string[]) => {
  for (const h of zoneCards(s, 'hand', 0).filter((c) => !keep.includes(c))) {
    s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((c) => c !== h);
    s.cards[h]!.zone = '0:deck';
    s.zones['0:deck']!.cards.push(h);
  }
};
/** The first `n` cards of player 0's hand other than `except` (to keep a hand of a given size). */
export const handBut = (s: GameState, except: string[], n: number) => zoneCards(s, 'hand', 0).filter((c) => !except.includes(c)).slice(0, n);
/** The pending decision, for failure messages. */
export const dec = (s: GameState) => JSON.stringify(s.decision && { kind: s.decision.kind, rule: s.decision.rule, player: s.decision.player, options: s.decision.options, candidates: s.decision.candidates });

// 【土の秘術】 (SVE 13.3.3): remove a stack counter of a 【スタック】 card of yours (a 『大地の魔片』 token here)
/** A scene (sc) for player 0 with SD03 and, when `stack` > 0, a 『大地の魔片』 token on the field holding `stack` stack counters. */
export const withShard = (o: SceneOptions, stack: number) => {
  const { s, ids } = sc({ me: 'SD03', ...o, evolve: [...(o.evolve ?? []), 'BP10-T07'], tokens: stack > 0 ? [['BP10-T07', 'field', 0]] : [] });
  if (stack > 0) s.cards[ids.tokens![0]!]!.counters.stack = stack;
  return { s, ids, shard: ids.tokens?.[0] };
};
/** The shard's stack counters, or 'gone' once it left the field (a token ceases to exist, SVE 4.7.2). */
export const stackOf = (s: GameState, shard: string | undefined) => (shard && s.cards[shard] && s.cards[shard]!.zone === '0:field' ? (s.cards[shard]!.counters.stack ?? 0) : 'gone');
/** Answers the 【土の秘術】 payment questions (settle): pay (or decline) and pick the shard; targets `tgt` when asked. */
export const rite = (s: GameState, pay: boolean, shard: string | undefined, tgt?: string) => settle(s, (x) => {
  const d = x.decision!;
  if (d.player !== 0) return null;
  if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, pay ? 'pay' : 'skip');
  if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
  if (d.kind === 'chooseCards' && tgt && d.candidates!.includes(tgt)) return pick(x, tgt);
  return null;
});
