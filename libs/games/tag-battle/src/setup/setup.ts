/**
 * Setup (digest §4.2: C-6, D-1…D-4, D-31).
 *  1. Leaders (C-6, D-4): each player's main and sub leader are non-tag characters of the deck, of different
 *     characters (D-24). Declared leaders (deck sections `mainLeader` / `subLeader`, D-31) are the deck's own
 *     copies (the deck lists them inside its 60 cards, C-6: the declaration names a card of the deck);
 *     otherwise each player chooses them from its deck (the candidates are shown to the owner only); both
 *     players' choices are placed together. Leaders start wake on the field (D-4).
 *  2. Decks are shuffled (seeded RNG); each player draws D1_openingHandSize (7).
 *  3. D2_mulligan 'lftcgNoCharacter': a hand without a character card may be shuffled back and redrawn once.
 *  4. The first player is chosen at random (D-3); it skips draw (2) of its first turn (C-7).
 */
import {
  answerOf, ask, conceal, draw, emit, EngineError, moveCard, moveCards, publicEvent, push, randomInt, reveal, shuffle,
  type GameState, type OpHandler, type SetupContext,
} from '../../../../engine/src/index.js';
import { F, P, Z } from '../constants.js';
import { opts } from '../options.js';
import { cardsIn, characterKeyOf, factsOf, zk } from '../state.js';

const ROLES = ['main', 'sub'] as const;

function rolesFor(state: GameState): Array<'main' | 'sub'> {
  return opts(state).leaderModel === 'single' ? ['main'] : [...ROLES];
}

const leaderEligible = (state: GameState, id: string): boolean => factsOf(state, id)?.extra.leaderEligible === true;

export function setup({ ctx, state, players }: SetupContext): void {
  // declared leaders: created by the kernel in the characters zone from the deck sections; they are the
  // deck's own copies (C-6), so one copy of each leaves the deck
  for (const p of state.players) {
    const deck = players[p.index]!.deck;
    const sections = Array.isArray(deck) ? {} : (deck as Readonly<Record<string, readonly string[]>>);
    const declared = [...cardsIn(state, Z.characters, p.index)];
    for (const role of ROLES) {
      const cardId = sections[role === 'main' ? 'mainLeader' : 'subLeader']?.[0];
      if (!cardId) continue;
      const id = declared.find((x) => state.cards[x]!.cardId === cardId && state.cards[x]!.flags[F.leader] === undefined);
      if (!id) continue;
      if (!leaderEligible(state, id) || (role === 'sub' && opts(state).leaderModel === 'single')) {
        throw new EngineError('INVALID_SETUP', `player ${p.index}: ${cardId} cannot be the ${role} leader (TB D-4, S2-10)`);
      }
      state.cards[id]!.flags[F.leader] = role;
      const copy = cardsIn(state, Z.deck, p.index).find((x) => state.cards[x]!.cardId === cardId);
      if (copy) {
        const zone = state.zones[zk(Z.deck, p.index)]!;
        zone.cards = zone.cards.filter((x) => x !== copy);
        delete state.cards[copy];
      }
    }
    for (const id of declared) if (state.cards[id] && state.cards[id]!.flags[F.leader] === undefined) throw new EngineError('INVALID_SETUP', `player ${p.index}: stray leader declaration ${state.cards[id]!.cardId}`);
    p.flags[P.pool] = [];
    p.flags[P.koCount] = 0;
    p.flags[P.subFieldFallen] = false;
  }
  state.data = { battle: null, exchange: [] };
  push(ctx, { op: 'chooseLeaders', player: 0, role: 'main', picks: {} });
}

/** D-31: leaders not declared are chosen now, secretly (placed together by `placeLeaders`). */
export const chooseLeadersOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const player = f.player as number;
  const role = f.role as 'main' | 'sub';
  const picks = { ...(f.picks as Record<string, string>) };
  const key = `${player}:${role}`;
  const nextOf = (): { player: number; role: 'main' | 'sub' } | null => {
    const roles = rolesFor(s);
    const i = roles.indexOf(role);
    if (i + 1 < roles.length) return { player, role: roles[i + 1]! };
    return player + 1 < s.players.length ? { player: player + 1, role: roles[0]! } : null;
  };
  const a = answerOf<{ cards: string[] }>(f);
  const declaredOf = (r: 'main' | 'sub') => cardsIn(s, Z.characters, player).find((id) => s.cards[id]!.flags[F.leader] === r) ?? null;
  if (a) {
    conceal(ctx, cardsIn(s, Z.deck, player), [player]);
    picks[key] = a.cards[0]!;
  } else if (declaredOf(role) === null) {
    const taken = [picks[`${player}:main`], declaredOf('main')].filter((x): x is string => typeof x === 'string').map((id) => characterKeyOf(s, id));
    const seen = new Set<string>();
    const list = cardsIn(s, Z.deck, player).filter((id) => {
      const cid = s.cards[id]!.cardId;
      if (!leaderEligible(s, id) || taken.includes(characterKeyOf(s, id)) || seen.has(cid)) return false;
      seen.add(cid);
      return true;
    });
    if (list.length === 0) throw new EngineError('INVALID_SETUP', `player ${player}: no non-tag character in the deck can be the ${role} leader (TB D-4)`);
    reveal(ctx, list, [player]);
    ask(ctx, f, { player, kind: 'chooseCards', prompt: `Setup: choose your ${role} leader from your deck`, rule: 'TB C-6, D-31', candidates: list, min: 1, max: 1 });
    return;
  }
  const next = nextOf();
  push(ctx, next ? { op: 'chooseLeaders', ...next, picks } : { op: 'placeLeaders', picks });
};

/** C-6, D-4: leaders go to the field wake, then decks are shuffled and opening hands drawn (D-1). */
export const placeLeadersOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  for (const [key, id] of Object.entries(f.picks as Record<string, string>)) {
    const [player, role] = key.split(':') as [string, 'main' | 'sub'];
    const placed = moveCard(ctx, id, zk(Z.characters, Number(player)), { tapped: false, reason: 'leader' });
    s.cards[placed]!.flags[F.leader] = role;
  }
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.characters, p.index)) {
      emit(ctx, publicEvent('tag.leader', { player: p.index, card: id, cardId: s.cards[id]!.cardId, role: s.cards[id]!.flags[F.leader] as string, rule: 'TB C-6' }));
    }
  }
  const n = opts(s).D1_openingHandSize;
  for (const p of s.players) {
    shuffle(ctx, zk(Z.deck, p.index));
    draw(ctx, p.index, n, 'opening');
  }
  push(ctx, { op: 'mulligan', player: 0 });
};

/** D-2: Leaf Fight's tournament mulligan (a hand without characters, once), if the option is on. */
export const mulliganOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const player = f.player as number;
  const next = () => push(ctx, player + 1 < s.players.length ? { op: 'mulligan', player: player + 1 } : { op: 'chooseFirst' });
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    const hand = cardsIn(s, Z.hand, player);
    const noCharacter = hand.every((id) => {
      const k = factsOf(s, id)?.extra.kind;
      return k !== 'character' && k !== 'tag';
    });
    if (opts(s).D2_mulligan !== 'lftcgNoCharacter' || !noCharacter) return next();
    ask(ctx, f, { player, kind: 'chooseOption', prompt: 'Your hand has no character card: keep it or mulligan (once)?', rule: 'TB D-2', options: ['keep', 'mulligan'] });
    return;
  }
  if (a.option === 'mulligan') {
    moveCards(ctx, cardsIn(s, Z.hand, player), zk(Z.deck, player), { reason: 'mulligan', by: player });
    shuffle(ctx, zk(Z.deck, player));
    draw(ctx, player, opts(s).D1_openingHandSize, 'mulligan');
    s.players[player]!.flags[P.mulliganDone] = true;
  }
  next();
};

/** D-3: the first player is chosen at random; the first turn begins. */
export const chooseFirstOp: OpHandler = (ctx) => {
  const s = ctx.state;
  const first = randomInt(s.rng, s.players.length);
  s.turn.first = first;
  emit(ctx, publicEvent('tag.firstPlayer', { player: first, rule: 'TB D-3' }));
  push(ctx, { op: 'turn', player: first });
};
