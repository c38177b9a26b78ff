/**
 * Before the game (GBF 5-2). The decks were checked against 5-1 when presented (5-2-1-1: deck legality, src/deck, is the
 * server's job before creating the match); the kernel has put each captain deck face down into the captain area
 * (5-2-1-2: zone `captainDeck`) and each main deck into the deck area.
 *  5-2-1-3  each player shuffles the main deck;
 *  5-2-1-4  the first player is chosen at random (kernel RNG); nobody chooses first or second (5-2-1-4-1);
 *  5-2-1-5  each draws 5; then, first player first, each may once put any number of hand cards on the bottom of the deck in
 *           any order (5-2-1-5-1: a `chooseCards` of 0–5 cards, then an `order` decision, hidden from the opponent,
 *           3-1-5-2) and draw that many (5-2-1-5-2) — no shuffle;
 *  5-2-1-6  each puts the top 5 cards of the deck face down into the armor area (nobody looks: the zone is hidden from all);
 *  5-2-1-7  each chooses a rank-0 captain card of the captain deck and deploys it face up and active (first player first,
 *           1-3-4); its 「登場時」 abilities are pending until the first checkpoint (6-2-2);
 *  5-2-1-8  the first player's turn begins.
 */
import {
  answerOf, ask, draw, emit, EngineError, moveCards, publicEvent, push, randomInt, shuffle, type Ctx, type Frame, type SetupContext,
} from '../../../../engine/src/index.js';
import { N, Z } from '../constants.js';
import { assertOptions, optionOf } from '../options.js';
import { cardsIn, initialData, kindOf, other, zk } from '../state.js';
import { currentRank } from '../rules/stats.js';
import { deployCard } from '../actions/deploy.js';

export function setup({ ctx, state }: SetupContext): void {
  assertOptions(state.options);
  state.data.gbf = initialData(state.players.length);
  // gbfLevelCardVisibility (3-6-3-1 is silent): who may look at face-down level cards
  for (const p of state.players) state.zones[zk(Z.level, p.index)]!.faceDown = optionOf(state, 'gbfLevelCardVisibility') === 'owner' ? 'controller' : 'all';
  for (const p of state.players) {
    if (!cardsIn(state, Z.captainDeck, p.index).some((id) => kindOf(state, id) === 'captain' && currentRank(ctx, id) === N.openingCaptainRank)) {
      throw new EngineError('INVALID_SETUP', `player ${p.index}: the captain deck has no rank-0 captain card (GBF 5-1-2-3, 5-2-1-7)`, 'GBF 5-1-2-3');
    }
  }
  push(ctx, { op: 'prepare' });
}

/** Op `prepare`: 5-2-1-3, 5-2-1-4, 5-2-1-5 (opening hands), then the mulligans, armor, captains and the first turn. */
export function prepareOp(ctx: Ctx): void {
  const state = ctx.state;
  for (const p of state.players) shuffle(ctx, zk(Z.deck, p.index)); // 5-2-1-3
  const first = randomInt(state.rng, state.players.length); // 5-2-1-4
  state.turn.first = first;
  state.turn.active = first;
  emit(ctx, publicEvent('gbf.firstPlayer', { player: first, rule: 'GBF 5-2-1-4' }));
  for (const p of state.players) draw(ctx, p.index, N.openingHand, 'opening'); // 5-2-1-5
  const second = other(first);
  push(
    ctx,
    { op: 'mulligan', player: first },
    { op: 'mulligan', player: second },
    { op: 'armorSetup' },
    { op: 'openingCaptain', player: first },
    { op: 'openingCaptain', player: second },
    { op: 'turn', player: first }, // 5-2-1-8
  );
}

/** Op `mulligan` {player}: 5-2-1-5-1 / 5-2-1-5-2. */
export function mulliganOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const stage = (f.stage as string | undefined) ?? 'pick';
  if (stage === 'pick') {
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      const hand = cardsIn(ctx.state, Z.hand, player);
      ask(ctx, f, { player, kind: 'chooseCards', rule: 'GBF 5-2-1-5-1', prompt: 'Redraw: choose any number of cards to put on the bottom of your deck (none = keep your hand)', candidates: hand, min: 0, max: hand.length, autoSingle: false });
      return;
    }
    if (a.cards.length === 0) return;
    push(ctx, { op: 'mulligan', player, stage: 'order', cards: a.cards });
    return;
  }
  const cards = f.cards as string[];
  const a = cards.length > 1 ? answerOf<{ order: string[] }>(f) : { order: cards };
  if (!a) {
    ask(ctx, f, { player, kind: 'order', rule: 'GBF 5-2-1-5-1', prompt: 'Order them for the bottom of your deck (first = highest)', items: cards });
    return;
  }
  moveCards(ctx, a.order, zk(Z.deck, player), { position: 'bottom', reason: 'mulligan', by: player });
  draw(ctx, player, cards.length, 'mulligan'); // 5-2-1-5-2
}

/** Op `armorSetup`: 5-2-1-6 the top 5 cards of each deck face down into the armor area, in order. */
export function armorSetupOp(ctx: Ctx): void {
  for (const p of ctx.state.players) {
    const top = cardsIn(ctx.state, Z.deck, p.index).slice(0, N.armor);
    moveCards(ctx, top, zk(Z.armor, p.index), { position: 'bottom', face: 'down', reason: 'armor', by: p.index });
  }
}

/** Op `openingCaptain` {player}: 5-2-1-7. */
export function openingCaptainOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const candidates = cardsIn(ctx.state, Z.captainDeck, player).filter((id) => kindOf(ctx.state, id) === 'captain' && currentRank(ctx, id) === N.openingCaptainRank);
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'chooseCards', rule: 'GBF 5-2-1-7', prompt: 'Choose your opening rank-0 captain', candidates, min: 1, max: 1 });
    return;
  }
  deployCard(ctx, a.cards[0]!, player, 'captain', { rule: 'GBF 5-2-1-7' });
}
