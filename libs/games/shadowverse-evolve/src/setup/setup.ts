/**
 * Before the game (SVE 6.2.1). The kernel has already put each deck section in its zone (leader →
 * leader area 6.2.1.2, main deck → deck zone, evolve deck → evolve-deck zone face down 6.2.1.5).
 *  6.2.1.4  each player shuffles the main deck;
 *  6.2.1.6  one player is picked at random (kernel RNG) and chooses to go first or second;
 *  6.2.1.7  each player draws the top 4;
 *  6.2.1.8  mulligan, first player first, once each: the whole hand to the deck bottom in an order the
 *           player chooses (an `order` decision; the opponent never learns it, 4.1.5.1; the first card
 *           of the order ends up highest), then draw 4 — no shuffle;
 *  6.2.1.9–12  PP = max PP = 0; EP 0 (first) / 3 (second); SEP 1; leader health 20;
 *  6.2.1.14 the first player's first turn begins.
 *  6.2.1.3  the basis (6.1.1.5) of each deck: the one its cards satisfy, or — leader with class and title,
 *           both satisfied — the player's declaration (`declareBasis`, option `basis`);
 *  14.4.3.1 / 14.4.3.2 Vanguard title decks start with a 【スタートアミュレット】 card face down on the field,
 *           turned face up after the mulligans (6.2.1.13);
 *  14.3.1.2 Cinderella Girls title decks put 5 『魔法のアイテム』 into the EX area before 6.2.1.6.
 */
import {
  answerOf, ask, createCard, draw, emit, EngineError, moveCards, publicEvent, push, randomInt, shuffle,
  type Ctx, type Frame, type GameState, type JsonObject, type SetupContext,
} from '../../../../engine/src/index.js';
import { C, DEFAULT_LIMITS, K, KIND, OPENING_HAND, START_HEALTH, TITLE, Z } from '../constants.js';
import { NEUTRAL } from '../cards/facts.js';
import { cardsIn, hasKeyword, other, zk } from '../state.js';

export function setup({ ctx, state }: SetupContext): void {
  if (state.options.format === 'sealed') for (const p of state.players) sealedLeader(ctx, p.index); // 付録B B-1
  for (const p of state.players) {
    p.counters[C.pp] = 0;
    p.counters[C.maxPp] = 0;
    p.counters[C.ep] = 0;
    p.counters[C.sep] = 0;
    p.counters[C.health] = START_HEALTH;
    p.counters[C.turns] = 0;
    p.counters[C.handLimit] = DEFAULT_LIMITS.hand; // 4.7.3.1
    p.counters[C.fieldLimit] = DEFAULT_LIMITS.field; // 4.4.4.1
    p.counters[C.exLimit] = DEFAULT_LIMITS.ex; // 4.8.3.1
    const b = bases(state, p.index);
    p.flags.title = b.title;
    p.flags.basis = b.options.length === 1 ? b.options[0]! : null;
  }
  // 6.2.1.3: a player whose leader has both a class and a title, with a deck legal under both bases, declares
  push(ctx, ...state.players.filter((p) => p.flags.basis === null).map((p) => ({ op: 'declareBasis', player: p.index })), { op: 'prepare' });
}

/** Catalog id of the sealed stand-in leader (not a printed card; it exists only in the game's snapshot). */
export const SEALED_LEADER = 'SVE-B1-LEADER';

/**
 * Sealed (付録B B-1 6.1.1.2, 6.2.1): the leader card is optional and at most 1 (6.1.1.1 still applies when one is
 * used). A player without one gets a stand-in leader card in the leader area — no class, title or abilities —
 * so that the player still has a leader whose health is 20 (2.8.3.1, 6.2.1.12) and which attacks (8.4.3.1),
 * damage (5.14.1) and defeat (11.2.1) act on: B-1 makes only the leader-card steps optional, not the leader.
 */
function sealedLeader(ctx: Ctx, player: number): void {
  const state = ctx.state;
  const n = cardsIn(state, Z.leader, player).length;
  if (n > 1) throw new EngineError('INVALID_SETUP', `player ${player}: ${n} leader cards (SVE B-1 6.1.1.2 / 6.1.1.1: none or 1 in sealed)`, 'SVE B-1 6.1.1.2');
  if (n === 1) return;
  state.catalog[SEALED_LEADER] ??= {
    id: SEALED_LEADER, name: 'リーダー', type: KIND.leader, subtypes: [], traits: [], classOrColor: null,
    cost: null, attack: null, defense: null, keywords: [], abilities: [], extra: { sealedStandIn: true }, token: false,
  };
  createCard(ctx, { cardId: SEALED_LEADER, owner: player, zone: zk(Z.leader, player), face: 'up', silent: true });
}

/**
 * The bases (6.1.1.5) a player's cards satisfy: class (every main / evolve card of the leader's class or
 * neutral, 6.1.1.5.1) and title (leader and every card of one title, 6.1.1.5.2). A deck satisfying
 * neither is treated as class-based (deck legality is the deck rules' job, src/deck).
 */
export function bases(state: GameState, player: number): { title: string | null; options: Array<'class' | 'title'> } {
  const leaders = cardsIn(state, Z.leader, player).map((id) => state.catalog[state.cards[id]!.cardId]!);
  const deck = [...cardsIn(state, Z.deck, player), ...cardsIn(state, Z.evolveDeck, player)].map((id) => state.catalog[state.cards[id]!.cardId]!);
  if (leaders.length > 2) throw new EngineError('INVALID_SETUP', `player ${player}: ${leaders.length} leader cards (SVE 6.1.1.1: 1; B-2 6.1.1.1: 2 in the crossover format)`, 'SVE 6.1.1.1');
  if (leaders.length === 2) return { title: null, options: ['class'] }; // B-2 6.1.1.5: crossover decks are class-based only
  const lf = leaders[0];
  const title = typeof lf?.extra.title === 'string' ? lf.extra.title : null;
  const classOk = lf?.classOrColor != null && deck.every((f) => f.classOrColor === lf.classOrColor || f.classOrColor === NEUTRAL);
  const titleOk = title !== null && deck.every((f) => f.extra.title === title);
  const options: Array<'class' | 'title'> = [];
  if (classOk || !titleOk) options.push('class');
  if (titleOk) options.push('title');
  return { title, options };
}

/** Op `declareBasis` {player}: 6.2.1.3 — option `basis` ('ask' default, or the declaration for every player). */
export function declareBasisOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const me = ctx.state.players[player]!;
  const preset = ctx.state.options.basis;
  if (preset === 'class' || preset === 'title') {
    me.flags.basis = preset;
    return;
  }
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'chooseOption', rule: 'SVE 6.2.1.3', prompt: `Declare your deck's basis: class or title (${String(me.flags.title)})?`, options: ['class', 'title'] });
    return;
  }
  me.flags.basis = a.option;
  emit(ctx, publicEvent('sve.basis', { player, basis: a.option, title: me.flags.title as string, rule: 'SVE 6.2.1.3' }));
}

/** Whether a player's deck is title-based on `title` (6.1.1.5.2; section 14). */
export function titleBased(state: GameState, player: number, title: string): boolean {
  const p = state.players[player];
  return p?.flags.basis === 'title' && p.flags.title === title;
}

/**
 * Op `prepare`: 14.4.3.1 (a Vanguard title deck's 【スタートアミュレット】 card onto the field face down, just
 * before the shuffle), 6.2.1.4 shuffle, 14.3.1.2 (a Cinderella Girls title deck's 5 『魔法のアイテム』 into
 * the EX area, just before 6.2.1.6), then 6.2.1.6.
 */
export function prepareOp(ctx: Ctx): void {
  const state = ctx.state;
  for (const p of state.players) {
    if (titleBased(state, p.index, TITLE.vanguard)) {
      const start = cardsIn(state, Z.deck, p.index).find((id) => hasKeyword(ctx, id, K.startAmulet));
      if (start) {
        const [onField] = moveCards(ctx, [start], zk(Z.field, p.index), { face: 'down', reason: 'startAmulet', by: p.index });
        state.cards[onField!]!.flags.startAmulet = true;
      }
    }
    shuffle(ctx, zk(Z.deck, p.index)); // 6.2.1.4
  }
  for (const p of state.players) {
    if (!titleBased(state, p.index, TITLE.cinderella)) continue;
    const leader = cardsIn(state, Z.leader, p.index)[0]!;
    const rule = state.catalog[state.cards[leader]!.cardId]!.abilities.find((a) => a.id === 'rule:magicItems');
    const card = (rule?.effect as JsonObject | undefined)?.token as JsonObject | undefined;
    if (!card) continue;
    for (let i = 0; i < 5; i++) createCard(ctx, { cardId: card.card as string, owner: p.index, zone: zk(Z.ex, p.index), token: true }); // 14.3.1.2
  }
  const chooser = randomInt(state.rng, state.players.length); // 6.2.1.6
  push(ctx, { op: 'chooseFirst', player: chooser }, { op: 'openingHands' }, { op: 'mulligan', who: 'first' }, { op: 'mulligan', who: 'second' }, { op: 'beginGame' });
}

/** Op `chooseFirst` {player}: 6.2.1.6 — the randomly picked player goes first or second. */
export function chooseFirstOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'chooseOption', rule: 'SVE 6.2.1.6', prompt: 'You were picked at random: go first or second?', options: ['first', 'second'] });
    return;
  }
  const first = a.option === 'first' ? player : other(player);
  ctx.state.turn.first = first;
  ctx.state.turn.active = first;
}

/** Op `openingHands`: 6.2.1.7. */
export function openingHandsOp(ctx: Ctx): void {
  for (const p of ctx.state.players) draw(ctx, p.index, OPENING_HAND, 'opening');
}

/** Op `mulligan` {who: 'first'|'second'}: 6.2.1.8. */
export function mulliganOp(ctx: Ctx, f: Frame): void {
  const first = ctx.state.turn.first!;
  const player = f.who === 'first' ? first : other(first);
  const a = answerOf<{ option?: string; order?: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'chooseOption', rule: 'SVE 6.2.1.8', prompt: 'Keep your hand, or put it on the bottom of your deck and draw 4?', options: ['keep', 'mulligan'] });
    return;
  }
  if (a.option === 'mulligan') push(ctx, { op: 'mulliganOrder', player });
}

/** Op `mulliganOrder` {player}: the hand goes to the bottom in the chosen order, then draw 4. */
export function mulliganOrderOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const a = answerOf<{ order: string[] }>(f);
  if (!a) {
    ask(ctx, f, {
      player, kind: 'order', rule: 'SVE 6.2.1.8', prompt: 'Order your hand for the bottom of your deck (first = highest)',
      items: cardsIn(ctx.state, Z.hand, player),
    });
    return;
  }
  moveCards(ctx, a.order, zk(Z.deck, player), { position: 'bottom', reason: 'mulligan', by: player });
  draw(ctx, player, OPENING_HAND, 'mulligan');
}

/** Op `beginGame`: 6.2.1.9–6.2.1.14. */
export function beginGameOp(ctx: Ctx): void {
  const s = ctx.state;
  const first = s.turn.first!;
  for (const p of s.players) {
    p.counters[C.pp] = 0; // 6.2.1.9
    p.counters[C.maxPp] = 0;
    p.counters[C.ep] = p.index === first ? 0 : 3; // 6.2.1.10
    p.counters[C.sep] = 1; // 6.2.1.11
    p.counters[C.health] = START_HEALTH; // 6.2.1.12
  }
  // 6.2.1.13 / 14.4.3.2: face-down 【スタートアミュレット】 cards on the field are turned face up
  for (const p of s.players) for (const id of cardsIn(s, Z.field, p.index)) if (s.cards[id]!.face === 'down' && s.cards[id]!.flags.startAmulet === true) s.cards[id]!.face = 'up';
  push(ctx, { op: 'turn', player: first }); // 6.2.1.14
}
