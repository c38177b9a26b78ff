/**
 * Job change (ジョブチェンジ, GBF 10-3; main phase only, 6-3-1-2-4): once per player per turn (10-3-2; the rules win,
 * 1-3-1-1). Choose a FACE-DOWN captain card of the captain deck that meets the rank restriction and its job-change icon
 * condition (10-3-3-1, option gbfJobChangeIcon), put it face up on top (10-3-3-2); the previous captain stays face up
 * as a card of the captain deck (10-3-3-3) and can never be chosen again. The new captain inherits the previous one's
 * state (active / rested), the effects and modifications it had (10-3-3-3-1) and its chips (10-16-1-3).
 *
 * Engine form: the present captain is one card instance in the `captain` zone whose catalog id becomes the new card's
 * (so every effect, chip and the active / rested state stay with it), the chosen card's instance leaves the captain
 * deck and the previous card gets a new face-up instance on top of the captain deck. It is not a deployment (10-2-2):
 * 「登場時」 does not trigger, 「ジョブチェンジした時」 does (event gbf.jobChanged).
 */
import { cardEvent, createCard, emit, purgeEffectsOf, type Ctx, type Frame, type PlayerIndex, type Reader } from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { attributeOf, captainOf, cardsIn, gbf, kindOf, zk } from '../state.js';
import { meetsRank } from '../rules/restrictions.js';

/** 10-3-3-1: the captain-deck cards `p` may job-change into now (ignoring the once-per-turn limit). */
export function jobChangeCandidates(r: Reader, p: PlayerIndex): string[] {
  const captain = captainOf(r.state, p);
  if (!captain) return [];
  return cardsIn(r.state, Z.captainDeck, p).filter((id) => {
    const c = r.state.cards[id]!;
    return c.face === 'down' && kindOf(r.state, id) === 'captain' && meetsRank(r, p, 'captain', id, captain) && iconMet(r, p, id);
  });
}

/** 2-3 / 10-3-3-1 the job-change icon condition (option gbfJobChangeIcon). */
function iconMet(r: Reader, p: PlayerIndex, card: string): boolean {
  const icon = r.state.catalog[r.state.cards[card]!.cardId]?.extra.jobChangeIcon;
  if (typeof icon !== 'string' || optionOf(r.state, 'gbfJobChangeIcon') === 'ignore') return true;
  return cardsIn(r.state, Z.crystal, p).some((id) => attributeOf(r.state, id) === icon);
}

/** 10-3-2: whether `p` may still job-change this turn. */
export function jobChangeAvailable(r: Reader, p: PlayerIndex): boolean {
  return gbf(r.state).lastJobChange[p] !== r.state.turn.number;
}

/**
 * Puts catalog card `newCardId` on top of the present card `host` (job change, limit break): the host keeps its id,
 * state, effects and chips; the instance `from` (the new card's) is removed; per-turn ability uses of the host end
 * (its texts are now another card's, 10-5-2). Returns the previous catalog id.
 */
export function stackOnto(ctx: Ctx, host: string, from: string): string {
  const state = ctx.state;
  const h = state.cards[host]!;
  const src = state.cards[from]!;
  const previous = h.cardId;
  const zone = state.zones[src.zone]!;
  zone.cards = zone.cards.filter((id) => id !== from);
  delete state.cards[from];
  state.reveals = state.reveals.filter((x) => x.card !== from);
  purgeEffectsOf(state, new Set([from]));
  h.cardId = src.cardId;
  // continuous effects created by the host name it by its current card (the previous one may now be hidden: a level card)
  for (const e of state.effects) if (e.source === host) e.sourceCardId = src.cardId;
  delete h.flags.ougiTop; // 2-6-1-1-3 per card (option gbfOugiLimit 'per-card'): the new top card has not used its ougi
  for (const key of Object.keys(state.usage)) if (key.startsWith(`${host}#`)) delete state.usage[key];
  return previous;
}

/** Op `jobChange` {player, card}. */
export function jobChangeOp(ctx: Ctx, f: Frame): void {
  const p = f.player as number;
  const captain = captainOf(ctx.state, p)!;
  gbf(ctx.state).lastJobChange[p] = ctx.state.turn.number;
  const previous = stackOnto(ctx, captain, f.card as string);
  createCard(ctx, { cardId: previous, owner: ctx.state.cards[captain]!.owner, zone: zk(Z.captainDeck, p), face: 'up', position: 'top', silent: true }); // 10-3-3-3
  const c = ctx.state.cards[captain]!;
  emit(ctx, cardEvent(ctx.state, EV.jobChanged, [captain], { card: captain, cardId: c.cardId, previous, player: p, rule: 'GBF 10-3' }, null));
}
