/**
 * Helpers shared by the card case files (test/cases/*.ts). Conventions: player 0 is the player
 * under test; helpers named "set…"/"onlyHand" edit the given state in place, the others return
 * a new state (or read one).
 */
import { type Action, apply, type GameEvent, type GameState, type JsonObject, legalActions, newEnv, push, randomInt, resolveEffect, type RngState, run, seedRng } from '../../../../engine/src/index.js';
import { advance, arrange, CARDS, counters, ctxOf, defaultAnswer, INPUTS, must, nextTurn, readerFor, scene, type SceneOptions, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { activations, choose, done, evolve, pass, pick, target } from '../drivers.js';
import { isCrated } from '../../src/rules/ability-loss.js';
import { createCardLookup } from '../../../../decks/src/lookup.js';
import { validateDeck } from '../../../../decks/src/validate.js';
import { deckRules } from '../../src/deck/rules.js';
import { raiseLeaderHealth } from '../../src/rules/damage.js';

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

// ---- helpers formerly local to the case files (used by cases of several concept files) ----

export const RAW = new Map(INPUTS.map((c) => [c.id, c as unknown as { cost: number | null; class_or_color: string; type: string }]));

export const crated = (s: GameState, id: string) => isCrated(readerFor(s), id);

/** Puts catalog cards into a zone of player p (a state edit, like fillCemetery); one instance per listed id. */
export const fillZone = (s: GameState, p: number, zone: string, cardIds: string[]) => {
  cardIds.forEach((cardId, i) => {
    if (!s.catalog[cardId]) throw new Error(`${cardId} is not in the game's catalog snapshot`);
    const cid = `fill2-${zone}-${p}-${cardId}-${i}`;
    s.cards[cid] = { id: cid, cardId, owner: p, controller: p, zone: `${p}:${zone}`, face: 'up', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
    s.zones[`${p}:${zone}`]!.cards.push(cid);
  });
};

/** A PriConne dragon title deck (SVE 6.2.1.3 basis 'title': UB abilities valid, 14.5.1.2) at player 0's first main phase, with cards arranged. */
export const pcDragon = (moves: Array<[string, string, number]>) => {
  let s = titleGame(titleDeck('CP04-PR04', ['PCS01-027', 'PR-505', 'PR-503']), 'SD02', 'compiled2-pc').state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
  const r = arrange(toMain(s), moves);
  return { s: r.state, ids: r.ids };
};

/** Passes / answers until player 0's main-phase decision (answering the cost question with `pay`). */
export const settlePaying = (s0: GameState, pay: 'pay' | 'skip'): GameState => {
  let s = s0;
  for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d = s.decision;
    if (d.kind === 'chooseOption' && (d.options ?? []).includes(pay)) s = choose(s, pay);
    else if (d.kind === 'chooseOption' && d.rule === 'SVE 10.5.2') s = choose(s, d.options![0]!);
    else s = must(s, { type: 'pass', player: d.player }).state;
  }
  return s;
};

/** 【真紅】 (SVE 13.5.2): your leader's health decreased during your turn (the per-turn flag, a state edit). */
export const makeCrimson = (s: GameState) => { s.players[0]!.flags.healthDecreasedTurn = s.turn.number; };

export const act = (s: GameState, card: string, i = 0) => must(s, activations(s, card)[i]!).state;

export const leader = (s: GameState, p: number) => s.zones[`${p}:leader`]!.cards[0]!;

export const named = (x: GameState, zone: string, name: string) => zoneCards(x, zone, 0).filter((c) => (x.catalog[x.cards[c]!.cardId] as { name?: string }).name === name);

/** Answers the 【土の秘術】 payment questions: pay and pick the shard; targets `tgt` when asked. */
export const payRite = (s: GameState, shard: string | undefined, tgt?: string) => settleInOrder(s, (x) => {
  const d = x.decision!;
  if (d.player !== 0) return null;
  if (d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
  if (d.kind === 'chooseOption' && d.rule === 'SVE 12.8.2') return must(x, { type: 'choose', player: 0, option: 'stand' }).state;
  if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
  if (d.kind === 'chooseCards' && tgt && d.candidates!.includes(tgt)) return pick(x, tgt);
  return null;
});

/** Plays a card of player 0's hand and answers the Ward entry question (SVE 12.8.2) with 'stand'. */
export const playIt = (s: GameState, card: string): GameState => {
  const r = must(s, { type: 'play', player: 0, card }).state;
  return r.decision?.rule === 'SVE 12.8.2' ? must(r, { type: 'choose', player: 0, option: 'stand' }).state : r;
};

/** Passes every pending question until player 0's main phase is back; `answer` may answer first. */
export const settleInOrder = (s: GameState, answer: (s: GameState) => GameState | null = () => null): GameState => {
  for (let i = 0; i < 30 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d = s.decision;
    let a = answer(s);
    // simultaneous triggers (SVE 10.5.2): the first one first; cards put in an order (SVE 5.11): as listed
    if (!a && d.player === 0 && d.kind === 'chooseOption' && d.rule === 'SVE 10.5.2') a = must(s, { type: 'choose', player: 0, option: d.options![0]! }).state;
    if (!a && d.kind === 'order') a = must(s, { type: 'next', player: d.player, item: d.items!.find((i) => !d.ordered!.includes(i))! }).state;
    if (!a && !legalActions(s).some((x) => x.type === 'pass')) throw new Error(`unanswered: ${dec(s)}`);
    s = a ?? must(s, { type: 'pass', player: s.decision.player }).state;
  }
  return s;
};

export const evolveTargets = (s: GameState, card: string) => [...new Set(legalActions(s).filter((x) => x.type === 'evolve' && x.card === card && x.ep === false && x.sep === false).map((x) => s.cards[x.evolveCard as string]!.cardId))].sort();

/** The cards player 0 may still pick (a multi-card choice keeps the picked ones among its candidates). */
export const legalPicks = (s: GameState) => legalActions(s).filter((a) => a.type === 'pick' && a.player === 0).map((a) => a.card as string);

/** Moves the given instances of player 0's hand back into the deck (a state edit: the deck then holds them). */
export const toDeck = (s: GameState, cards: string[]) => {
  for (const c of cards) {
    s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((x) => x !== c);
    s.cards[c]!.zone = '0:deck';
    s.zones['0:deck']!.cards.push(c);
  }
};

export const PC_LEADER = { royal: 'CP04-PR02', witch: 'CP04-PR03', bishop: 'CP04-PR07' } as const;

/** Answers player 0's pending option choices in order (labels 【1】… are option indices; 'done' stops an 「…まで」 choice, SVE 5.18). */
export const chooseAll = (s0: GameState, opts: Array<number | 'done'>): GameState => {
  let s = s0;
  for (const o of opts) {
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    s = choose(s, o);
  }
  return s;
};

/** A game where player 0 has a Princess Connect title deck (basis 'title', SVE 6.2.1.3: UB abilities are valid, 14.5.1.2), at its first main phase. */
export const pcTitleGame = (leader: string, include: string[], evolveDeck: string[] = []): GameState => {
  let s = titleGame(titleDeck(leader, include, evolveDeck), 'SD02', 'u2').state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
  return toMain(s);
};

/** Picks `card` when player 0 is asked to choose cards, after checking the candidates. */
export const pickOnly = (s: GameState, card: string, candidates: string[]): GameState => {
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  expect([...s.decision!.candidates!].sort()).toEqual([...candidates].sort());
  return pick(s, card);
};

export const raisePp = (s: GameState, pp: number) => Object.assign(s.players[0]!.counters, { pp, maxPp: Math.max(pp, counters(s, 0).maxPp!) });

/** Answers the trigger-order choices (SVE 10.5.2) with the first option. */
export const settleOrder = (t: GameState): GameState => {
  for (let i = 0; i < 6 && t.decision?.kind === 'chooseOption' && t.decision.rule === 'SVE 10.5.2'; i++) t = choose(t, t.decision.options![0]!);
  return t;
};

/** Plays on to the opponent's main phase (SVE 7.3.1 「相手のメインフェイズが来たとき」 triggers resolve on the way). */
export const toOppMain = (s: GameState): GameState => advance(s, (x) => x.turn.active === 1 && x.decision?.kind === 'sve.main');

/** プリンセスコネクト!Re:Dive leaders by class (CP04-PR0x). */
export const PC = { elf: 'CP04-PR01', royal: 'CP04-PR02', witch: 'CP04-PR03', dragon: 'CP04-PR04', nightmare: 'CP04-PR06', bishop: 'CP04-PR07' } as const;

/** A PriConne title-deck game (basis 'title' when asked, 6.2.1.3) or the same deck declared class-based, at player 0's first main phase. */
export function pcGameAs(leader: string, include: string[], evolve: string[] = [], basis: 'title' | 'class' = 'title', seed = 'cov'): GameState {
  let s = titleGame(titleDeck(leader, include, evolve), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  s = toMain(s);
  expect(s.players[0]!.flags.basis).toBe(basis);
  return s;
}

/** Resolves pending automatic abilities in list order (SVE 10.5.2 trigger order), then the Ward entry choice (stand). */
export function resolveTriggersAndWard(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 20 && s.decision?.kind === 'chooseOption' && s.decision.player === 0; i++) {
    if (s.decision.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    else if (s.decision.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![0]!);
    else break;
  }
  return s;
}

/** Answers the decisions after a look pick (the order of the rest, SVE 5.11) back to the main phase. */
export function finish(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 8 && s.decision?.kind !== 'sve.main'; i++) s = s.decision!.kind === 'chooseCards' ? done(s) : must(s, legalActions(s)[0]!).state;
  return s;
}

export const on = (s: GameState, zone: string, p: number, cardId: string): string => zoneCards(s, zone, p).find((x) => s.cards[x]!.cardId === cardId)!;

/** Player 0 with a Princess Connect deck (leader 〔プリンセスフォーム〕キャル, witch) at its first main phase, basis declared (6.2.1.3). */
export function pcWitchGame(include: string[], basis: 'title' | 'class', seed = 'decks-pc'): GameState {
  let s = titleGame(titleDeck('CP04-PR03', include), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  return toMain(s);
}

export const hp = (s: GameState, ids: string[]) => ids.map((id) => stats(s, id)[1]);

export const playable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

export type Decision = NonNullable<GameState['decision']>;

export const byName = (s: GameState, zone: string, p: number, name: string) => zoneCards(s, zone, p).filter((x) => s.catalog[s.cards[x]!.cardId]?.name === name);

/**
 * Answers decisions until your main phase: `on` returns the card to pick / the option to choose (false: stop a
 * chooseCards with `done`; null: the default — the first candidate while a choice needs more, else done;
 * the first option, 【守護】 stand, a pass in a quick window).
 */
export const drive = (s0: GameState, on: (d: Decision, s: GameState) => string | boolean | null = () => null): GameState => {
  let s = s0;
  for (let i = 0; i < 40 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d0 = s.decision;
    if (d0.kind === 'sve.quick') { s = pass(s); continue; }
    if (d0.kind === 'order') { s = must(s, legalActions(s)[0]!).state; continue; } // 「好きな順に」: as listed
    const d = d0.kind === 'chooseCards' ? { ...d0, candidates: d0.candidates!.filter((x) => !(d0.picked ?? []).includes(x)) } : d0; // not yet picked
    const a = on(d, s);
    if (d.kind === 'chooseCards') s = a === false || (a === null && (d.picked ?? []).length >= (d.min ?? 0)) ? done(s) : pick(s, a === null ? d.candidates![0]! : (a as string));
    else if (d.kind === 'chooseOption') s = choose(s, a ?? (d.rule === 'SVE 12.8.2' ? 'stand' : d.options![0]!));
    else break;
  }
  return s;
};

export const quiet = (s0: GameState): GameState => {
  let s = settleChoices(s0);
  while (s.decision?.kind === 'sve.quick') s = settleChoices(pass(s));
  return s;
};

export const X = { ref: 'var', var: 'x' };

/** Player 0 with the given evolve cards face up in the evolve deck (4.6.3) and the rest of `down` face down. */
export const faceUp = (s: GameState, up: string[]) => {
  const left = [...up];
  for (const id of zoneCards(s, 'evolveDeck', 0)) {
    const i = left.indexOf(s.cards[id]!.cardId);
    s.cards[id]!.face = i >= 0 ? 'up' : 'down';
    if (i >= 0) left.splice(i, 1);
  }
  expect(left).toEqual([]);
};

export const firstOnField = (s: GameState, cardId: string, p = 0) => zoneCards(s, 'field', p).find((x) => s.cards[x]!.cardId === cardId);

/** 「それを場に出す」 by an ability (not played: 10.6.2.8.1). */
export const putOntoField = (s: GameState, card: string) => byAbility(s, { type: 'sve.put', target: X, to: 'field', reason: 'effect' }, [card]);

export const canAttack = (s: GameState, attacker: string, tgt: string) => legalActions(s).some((a) => a.type === 'attack' && a.attacker === attacker && a.target === tgt);

export const damage = (s: GameState, card: string, amount: number) => byAbility(s, { type: 'damage', target: { ref: 'var', var: 'x' }, amount }, [card]);

/** Player 0 ends the main phase; returns the state at the first decision after the end-phase abilities (or the opponent's turn). */
export const endTurn = (s0: GameState) => advance(must(s0, { type: 'endMain', player: 0 }).state, (x) => x.decision?.player === 0 && x.decision.kind === 'chooseCards' || x.turn.number === s0.turn.number + 1);

export const playNow = (s: GameState, card: string) => must(s, { type: 'play', player: 0, card }).state;

export const playSettled = (s: GameState, card: string) => settleChoices(must(s, { type: 'play', player: 0, card }).state);

export const withPpMax = (s0: GameState, pp: number, maxPp: number) => {
  const s = structuredClone(s0);
  Object.assign(s.players[0]!.counters, { pp, maxPp });
  return s;
};

/** Token names on player 0's field. */
export const fieldNames = (s: GameState) => zoneCards(s, 'field', 0).map((x) => s.catalog[s.cards[x]!.cardId]!.name);

/** Answers optional prompts (「[コスト3]：」 and the like: no) until the main phase. */
export function declineOptional(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) {
    if (s.decision?.kind === 'chooseOption') s = choose(s, s.decision.options!.includes('no') ? 'no' : s.decision.options![0]!);
    else if (s.decision?.kind === 'chooseCards') s = (s.decision.picked?.length ?? 0) < (s.decision.min ?? 0) ? pick(s, s.decision.candidates![0]!) : done(s); // a mandatory choice: the first candidate
    else break;
  }
  return s;
}

export const evolvable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'evolve' && a.card === card && a.ep === false && a.sep === false);

export const sorted = (xs: readonly string[] | undefined) => [...(xs ?? [])].sort();

/** Moves instances to their owner's 消滅領域 (banish zone; a state edit for tests). */
export function toBanished(s: GameState, ids: string[]): void {
  for (const id of ids) {
    const c = s.cards[id]!;
    s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
    c.zone = `${c.owner}:banished`;
    s.zones[c.zone]!.cards.push(id);
  }
}

export const forceDice = (s: GameState, values: number[]): GameState => {
  s.rng = rngFor(values);
  return s;
};

export const isReroll = (s: GameState) => s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.20.2';

/** A PRNG state whose next die rolls (randomInt(6) + 1 each) are `values`. */
export function rngFor(values: number[]): RngState {
  for (let k = 0; k < 1_000_000; k++) {
    const rng = seedRng(`dice:${values.join(',')}:${k}`);
    const probe: RngState = { ...rng };
    if (values.every((v) => randomInt(probe, 6) + 1 === v)) return rng;
  }
  throw new Error('no seed found');
}

/** From player 0's turn: to player 1's main phase, then (with the dice forced) to player 0's next main phase or a reroll offer. */
export const toMyNextMain = (s: GameState, dice: number[]): GameState => {
  const opp = nextTurn(s);
  forceDice(opp, dice);
  return advance(opp, (x) => x.turn.active === 0 && (x.decision?.kind === 'sve.main' || isReroll(x)));
};

/** Player p's leader +n by a rule-level heal (rules/damage.ts raiseLeaderHealth), then a check timing. */
export const mend = (s: GameState, p: number, n: number): GameState => {
  const ctx = ctxOf(s);
  const d = ctx.state.decision;
  ctx.state.decision = null;
  raiseLeaderHealth(ctx, p, n);
  push(ctx, { op: '$check' });
  run(ctx);
  if (ctx.state.decision === null) ctx.state.decision = d;
  return ctx.state;
};

export const setPpOnly = (s: GameState, pp: number): GameState => {
  s.players[0]!.counters.pp = pp;
  return s;
};

export const activateFirst = (s: GameState, card: string): GameState => {
  const a = activations(s, card)[0];
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};

export const canAttackWith = (s: GameState, attacker: string) => legalActions(s).some((a) => a.type === 'attack' && a.attacker === attacker);

// ---- play options (SVE 10.6.2.2.2 optional additional cost; 10.4.7.2 a process paid while playing) ----
export const playVariants = (s: GameState, card: string) => legalActions(s).filter((x) => x.type === 'play' && x.card === card);

export const abilitiesOffered = (s: GameState, card: string) => activations(s, card).map((x) => x.ability);

export const activateAbility = (s: GameState, card: string, ability: number): GameState => {
  const a = activations(s, card).find((x) => x.ability === ability);
  if (!a) throw new Error(`no activation ${ability} of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};

/** Answers chooseCards decisions with the given cards in order (one each; a forced answer is skipped). */
export const pickAll = (s0: GameState, ids: string[]) => ids.reduce((s, id) => target(s, id), s0);

export const activateNth = (s: GameState, card: string, i = 0): GameState => {
  const a = activations(s, card)[i];
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};

/** Where the instance went: the zones of its `moved` events and whether it was erased (9.1.4.4: a token outside the field / EX area). */
export const fate = (events: GameEvent[], id: string) => {
  const moved = events.filter((e) => e.type === 'moved' && e.prev === id);
  return { moves: moved.map((e) => e.to as string), erased: events.some((e) => e.type === 'erased' && moved.some((m) => m.card === e.card)) };
};

/** nextTurn, also returning the events on the way (default answers). */
export const nextTurnEvents = (s0: GameState): { s: GameState; events: GameEvent[] } => {
  const n = s0.turn.number;
  const events: GameEvent[] = [];
  let s = s0;
  for (let i = 0; i < 200 && !(s.turn.number === n + 1 && s.decision?.kind === 'sve.main'); i++) {
    const r = apply(s, defaultAnswer(s));
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
};

/** Answers 【守護】's entry choice (12.8.2) with 'stand' when it is asked. */
export const standWard = (s: GameState) => (s.decision?.rule === 'SVE 12.8.2' ? choose(s, 'stand') : s);

/** The deck validator over the whole catalog (deck legality, SVE 6.1). */
const lookup = createCardLookup(CARDS);
/** The copy-limit issues (SVE 6.1.1.4 / 6.1.2) the deck validator reports for card `id` of `deck`. */
export const copyIssues = (deck: { leader: string[]; main: Array<{ id: string; count: number }>; evolve: Array<{ id: string; count: number }> }, id: string) =>
  validateDeck(deckRules, lookup, deck, { asOf: '2026-11-21' }).errors.filter((i) => i.code === 'COPY_LIMIT' && (i.cards ?? []).includes(id)).map((i) => i.rule);
