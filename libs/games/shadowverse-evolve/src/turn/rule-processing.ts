/**
 * Rule processing (SVE 11), run by the kernel's check timing (10.5.2.1) until nothing is left.
 * Everything due is done at once (11.1.3):
 *  11.2 defeat: leader health ≤ 0 (11.2.1) or asked to draw from an empty deck since the last rule
 *       processing (11.2.2, flag set by the drawFromEmpty hook); both players at once = draw (1.2.2);
 *  11.3 follower destruction: health ≤ 0 (11.3.1), or fought a 【必殺】 follower (11.3.2; a card that
 *       cannot be destroyed by abilities survives it, 11.3.2.1);
 *  11.6 illegal evolve: an evolve-area card linked to no field card goes face up to the evolve deck;
 *  11.8 race area (14.2): a race-area card linked to no field card goes face up to the evolve deck;
 *  11.7 stack: a field card with 【スタック】 and no stack counter goes to its owner's cemetery;
 *  11.9 PP above max PP becomes max PP;
 *  11.4 / 11.5 field / EX overflow: the zone's player keeps `limit` cards, the rest go to their owners'
 *       cemeteries (who chooses is not stated; we let the zone's player choose, digest §18.6 #12). The
 *       choice is asked after the other processes of the same pass (a decision cannot be simultaneous).
 * Kernel gap: moveCards moves to one zone per call, so followers of both players destroyed together
 * are moved in two batches (one per owner's cemetery); watchers of the second batch still see the
 * first batch leave, but not the other way round (10.7.4.2 for cross-owner simultaneous destruction).
 */
import {
  answerOf, ask, lose, moveCards, push, type Ctx, type Frame,
} from '../../../../engine/src/index.js';
import { C, K, STACK_COUNTER, Z } from '../constants.js';
import { stackStays } from '../rules/moves.js';
import { hasKeyword, cardsIn, counter, exLimit, fieldLimit, healthOf, isAmulet, isFollower, readOnly, zk, zoneNameOf } from '../state.js';

export function ruleProcessing(ctx: Ctx): boolean {
  const due = readOnly(ctx.state, () => detect(ctx));
  return due ? apply(ctx, due) : false;
}

interface Due {
  losers: number[];
  dying: string[];
  unlinked: string[];
  unstacked: string[];
  ppOver: number[];
  overflow: Frame[];
}

/** Everything due now (no mutation). */
function detect(ctx: Ctx): Due | null {
  const s = ctx.state;
  // 11.2
  const losers = s.players
    .filter((p) => !p.lost && ((p.counters[C.health] ?? 0) <= 0 || p.flags.drewFromEmpty === true))
    .map((p) => p.index);
  // 11.3
  const dying: string[] = [];
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.field, p.index)) {
      if (!isFollower(s, id)) continue;
      const bane = s.cards[id]!.flags.baneMark === true && !hasKeyword(ctx, id, K.noDestroyByAbility);
      if (healthOf(ctx, id) <= 0 || bane) dying.push(id);
    }
  }
  // 11.6
  const unlinked = Object.values(s.cards)
    .filter((c) => s.zones[c.zone]?.name === Z.evolveArea)
    .filter((c) => c.attachedTo === null || !s.cards[c.attachedTo] || zoneNameOf(s, c.attachedTo) !== Z.field)
    .map((c) => c.id);
  // 11.8 / 11.10: race-area and drive-area cards linked to no field card (14.2.1.3, 14.4.9.4)
  for (const c of Object.values(s.cards)) {
    const zn = s.zones[c.zone]?.name;
    if ((zn === Z.race || zn === Z.drive) && (c.attachedTo === null || !s.cards[c.attachedTo] || zoneNameOf(s, c.attachedTo) !== Z.field)) unlinked.push(c.id);
  }
  // 11.7
  const unstacked: string[] = [];
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.field, p.index)) {
      if (isAmulet(s, id) && (s.cards[id]!.counters[STACK_COUNTER] ?? 0) <= 0 && !dying.includes(id) && hasKeyword(ctx, id, K.stack)) unstacked.push(id);
    }
  }
  // 11.9
  const ppOver = s.players.filter((p) => counter(s, p.index, C.pp) > counter(s, p.index, C.maxPp)).map((p) => p.index);
  // 11.4 / 11.5
  const overflow: Frame[] = [];
  for (const p of s.players) {
    const fieldLeft = cardsIn(s, Z.field, p.index).filter((id) => !dying.includes(id) && !unstacked.includes(id));
    if (fieldLeft.length > fieldLimit(s, p.index)) overflow.push({ op: 'overflow', zone: Z.field, player: p.index });
    if (cardsIn(s, Z.ex, p.index).length > exLimit(s, p.index)) overflow.push({ op: 'overflow', zone: Z.ex, player: p.index });
  }
  const anything = losers.length + dying.length + unlinked.length + unstacked.length + ppOver.length + overflow.length > 0;
  return anything ? { losers, dying, unlinked, unstacked, ppOver, overflow } : null;
}

/** Carries out every due process at once (11.1.3). */
function apply(ctx: Ctx, due: Due): boolean {
  const s = ctx.state;
  const { losers, dying, unlinked, unstacked, ppOver, overflow } = due;
  for (const p of s.players) delete p.flags.drewFromEmpty;
  for (const id of dying) delete s.cards[id]!.flags.baneMark;
  if (losers.length > 0) {
    const why = losers.map((p) => (counter(s, p, C.health) <= 0 ? 'leader health 0 or less' : 'drew from an empty deck')).join(' / ');
    lose(ctx, losers, why, losers.every((p) => counter(s, p, C.health) <= 0) ? 'SVE 11.2.1' : 'SVE 11.2.2');
    if (s.result) return true;
  }
  for (const p of s.players) {
    const mine = [...dying, ...unstacked].filter((id) => s.cards[id]?.owner === p.index && s.cards[id] !== undefined);
    const destroyed = mine.filter((id) => dying.includes(id));
    const stackGone = mine.filter((id) => unstacked.includes(id));
    if (destroyed.length > 0) moveCards(ctx, destroyed, zk(Z.cemetery, p.index), { reason: 'destroy', by: null }); // 11.3
    if (stackGone.length > 0) moveCards(ctx, stackGone, zk(Z.cemetery, p.index), { reason: 'rule', by: null }); // 11.7
  }
  for (const id of unlinked) {
    const c = s.cards[id];
    if (c) moveCards(ctx, [id], zk(Z.evolveDeck, c.owner), { face: 'up', reason: 'rule', by: null }); // 11.6.1 / 11.8.1
  }
  for (const p of ppOver) s.players[p]!.counters[C.pp] = counter(s, p, C.maxPp); // 11.9.1
  if (overflow.length > 0) push(ctx, ...overflow);
  return true;
}

/** Op `overflow` {zone, player}: 11.4.1 / 11.5.1 — keep `limit` cards, the rest to their owners' cemeteries. */
export function overflowOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const zone = f.zone as string;
  const cards = cardsIn(s, zone, player);
  const limit = zone === Z.field ? fieldLimit(s, player) : exLimit(s, player);
  if (cards.length <= limit) return;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'chooseCards', rule: zone === Z.field ? 'SVE 11.4.1' : 'SVE 11.5.1', prompt: `Choose the ${limit} card(s) that stay`, candidates: cards, min: limit, max: limit });
    return;
  }
  const rest = stackStays(ctx, cards.filter((id) => !a.cards.includes(id))); // 13.3.2.2
  const byOwner = new Map<number, string[]>();
  for (const id of rest) byOwner.set(s.cards[id]!.owner, [...(byOwner.get(s.cards[id]!.owner) ?? []), id]);
  for (const [owner, ids] of byOwner) moveCards(ctx, ids, zk(Z.cemetery, owner), { reason: 'rule', by: null });
}
