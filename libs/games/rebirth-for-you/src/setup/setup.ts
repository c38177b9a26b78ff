/**
 * Game setup (R4U 6.2), in order, each step an op so the choices are ordinary decisions:
 * 6.2.1.1 the deck and 3 partners are presented (the kernel put section `main` into the deck, `partner` into the
 *         hand face down to the others: they join the hand at 6.2.1.5 anyway, and whether a hand card is a partner
 *         is public, 4.10.4; `shika` into the シカ山 12.2.1.5);
 * 6.2.1.2 each player chooses a card with cost ≤ 2 from their main deck and puts it face down into their Entry
 *         (`startingEntry`; only its owner sees which; none: skipped, 1.3.2, the Entry process fills it);
 * 6.2.1.3 decks shuffled (and シカ山, 12.2.1.5); 6.2.1.4 the first player at random (no choice, 6.2.1.4.1; team
 *         formats: the first team, 13.5.7.1; rumble / circle: turn order = seat order from the first player, 13.6.2);
 * 6.2.1.5 top 3 cards to hand (added, not drawn); the partners are in hand already;
 * 6.2.1.6 the second player puts a partner from hand face up into energy (option r4uSecondPartner);
 * 6.2.1.7 the first player's turn begins (the starting Entry cards turn face up: option r4uStartingEntryReveal).
 * There is no mulligan in the rules (digest G / R.6 #1).
 */
import type { GameState, OpHandler, PlayerIndex, SetupContext } from '../../../../engine/src/index.js';
import { answerOf, ask, conceal, emit, EngineError, moveCards, publicEvent, randomInt, reveal, shuffle, zoneKey } from '../../../../engine/src/index.js';
import { C, F, MODES, N, PHASE, Z, type Mode } from '../constants.js';
import { MODE_OF_FORMAT, opts } from '../options.js';
import { costOf, isPartner, rd, type R4uData } from '../state.js';
import { checkSeats, isTeamMode, refreshOpponents, teamsFor } from '../multiplayer/formats.js';

export function setup(sc: SetupContext): void {
  const { ctx } = sc;
  const s = ctx.state;
  const o = opts(s);
  const n = s.players.length;
  const mode = MODE_OF_FORMAT[String(o.format)] as Mode | undefined;
  if (mode === undefined || !MODES.includes(mode)) throw new EngineError('INVALID_SETUP', `unknown format ${String(o.format)} (${Object.keys(MODE_OF_FORMAT).join(' | ')})`, 'R4U 13.1.1.1');
  checkSeats(mode, n);
  for (let p = 0; p < n; p++) {
    const partners = s.zones[zoneKey(Z.hand, p)]!.cards;
    if (partners.length !== N.partners || partners.some((id) => !isPartner(s, id))) throw new EngineError('INVALID_SETUP', `player ${p}: exactly ${N.partners} partner cards in section partner (R4U 6.1.1.5)`, 'R4U 6.1.1.5');
    const deck = s.zones[zoneKey(Z.deck, p)]!.cards;
    if (deck.some((id) => isPartner(s, id))) throw new EngineError('INVALID_SETUP', `player ${p}: no partner cards in the main deck (R4U 6.1.1.4)`, 'R4U 6.1.1.4');
    if (deck.length === 0) throw new EngineError('INVALID_SETUP', `player ${p}: the main deck is empty (R4U 6.1.1.1)`, 'R4U 6.1.1.1');
    s.players[p]!.counters[C.slots] = N.slots; // 4.5.3.1
    s.players[p]!.counters[C.turns] = 0;
  }
  const data: R4uData = {
    mode, order: Array.from({ length: n }, (_, i) => i), teams: teamsFor(mode, n), teamTurns: isTeamMode(mode), turnPlayers: [], toAttack: false,
    firstStartStep: true, attack: null, endFired: [], teamPoints: isTeamMode(mode) ? [0, 0] : [], leaving: [], checks: {}, oneOut: o.r4uOneOut === true, handOvers: 0, work: 0, turnBase: 0, epoch: 0,
  };
  s.data = data as unknown as GameState['data'];
  s.turn.phase = PHASE.setup;
  const frames = [];
  for (let p = 0; p < n; p++) frames.push({ op: 'startingEntry', player: p });
  frames.push({ op: 'setupDecks' });
  for (let i = frames.length - 1; i >= 0; i--) s.stack.push(frames[i]!);
}

/** 6.2.1.2: choose a card of cost ≤ 2 from your main deck (by card, shown to you alone), face down into your Entry. */
export const startingEntryOp: OpHandler = (ctx, f) => {
  const p = f.player as PlayerIndex;
  const deck = ctx.state.zones[zoneKey(Z.deck, p)]!.cards;
  const fits = deck.filter((id) => costOf(ctx.state, id) <= N.startingEntryMaxCost && ctx.state.catalog[ctx.state.cards[id]!.cardId]!.cost !== null);
  if (fits.length === 0) return; // 1.3.2: nothing to choose; the Entry process fills the Entry (10.5.1.3)
  const kinds = [...new Set(fits.map((id) => ctx.state.cards[id]!.cardId))].sort();
  const a = answerOf<{ option: string }>(f);
  if (!a && kinds.length > 1) {
    reveal(ctx, fits, [p]); // the player looks through their own main deck (6.2.1.2); ids are renewed by the shuffle (6.2.1.3)
    ask(ctx, f, { player: p, kind: 'chooseOption', prompt: 'Choose your starting Entry card (cost 2 or less), put face down', rule: 'R4U 6.2.1.2', options: kinds, labels: kinds.map((k) => ctx.state.catalog[k]!.name) });
    return;
  }
  if (a) conceal(ctx, fits.filter((x) => ctx.state.cards[x]), [p]);
  const want = a ? a.option : kinds[0]!;
  const id = fits.find((x) => ctx.state.cards[x]!.cardId === want)!;
  const [nid] = moveCards(ctx, [id], zoneKey(Z.entry, p), { face: 'down', reason: 'setup', by: p });
  ctx.state.cards[nid!]!.flags[F.starting] = true;
};

/** 6.2.1.3–6.2.1.6. */
export const setupDecksOp: OpHandler = (ctx) => {
  const s = ctx.state;
  const d = rd(s);
  const n = s.players.length;
  for (let p = 0; p < n; p++) {
    shuffle(ctx, zoneKey(Z.deck, p));
    if (s.zones[zoneKey(Z.shikaPile, p)]!.cards.length > 0) shuffle(ctx, zoneKey(Z.shikaPile, p)); // 12.2.1.5
  }
  // 6.2.1.4 / 13.5.7.1 / 13.6.2 / 13.7.2: random first player (or team); turn order from there
  let first: PlayerIndex;
  if (d.teamTurns) {
    const team = randomInt(s.rng, 2);
    d.order = [...d.teams[team]!, ...d.teams[1 - team]!];
    first = d.teams[team]![0]!;
  } else {
    first = randomInt(s.rng, n);
    d.order = Array.from({ length: n }, (_, i) => (first + i) % n);
  }
  s.turn.first = first;
  s.turn.active = first;
  refreshOpponents(s);
  emit(ctx, publicEvent('firstPlayer', { player: first, order: [...d.order], rule: 'R4U 6.2.1.4' }));
  // 6.2.1.5: top 3 cards into the hand (partners are there already)
  for (let p = 0; p < n; p++) {
    const top = s.zones[zoneKey(Z.deck, p)]!.cards.slice(0, N.openingHand);
    moveCards(ctx, top, zoneKey(Z.hand, p), { reason: 'setup', by: p });
  }
  // 6.2.1.6: the second player (each player not on the first team / not first, option r4uSecondPartner)
  const firstTeam = d.teams.find((t) => t.includes(first)) ?? [first];
  const seconds = opts(s).r4uSecondPartner === 'secondOnly' ? [d.order[firstTeam.length % d.order.length]!] : d.order.filter((p) => !firstTeam.includes(p));
  const frames = seconds.map((p) => ({ op: 'secondPartner', player: p }));
  frames.push({ op: 'startGame' } as never);
  for (let i = frames.length - 1; i >= 0; i--) s.stack.push(frames[i]!);
};

export const secondPartnerOp: OpHandler = (ctx, f) => {
  const p = f.player as PlayerIndex;
  const partners = ctx.state.zones[zoneKey(Z.hand, p)]!.cards.filter((id) => isPartner(ctx.state, id));
  if (partners.length === 0) return;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player: p, kind: 'chooseCards', prompt: 'Second player: put a partner from your hand face up into your energy area', rule: 'R4U 6.2.1.6', candidates: partners, min: 1, max: 1 });
    return;
  }
  moveCards(ctx, a.cards, zoneKey(Z.energy, p), { face: 'up', reason: 'setup', by: p });
};

/** 6.2.1.7: the game starts with the first player's turn; the starting Entry cards turn face up (option). */
export const startGameOp: OpHandler = (ctx) => {
  const s = ctx.state;
  if (opts(s).r4uStartingEntryReveal !== 'never') {
    for (const p of s.players) {
      for (const id of s.zones[zoneKey(Z.entry, p.index)]!.cards) {
        const c = s.cards[id]!;
        if (c.face === 'down') {
          c.face = 'up';
          delete c.flags[F.starting];
          emit(ctx, publicEvent('revealed', { card: id, cardId: c.cardId, player: p.index, reason: 'startingEntry', rule: 'R4U 6.2.1.7' }));
        }
      }
    }
  }
  s.stack.push({ op: 'nextTurn' });
};
