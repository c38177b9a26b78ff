/**
 * Rule processing (R4U 10) and the check timing order of 9.6.2, as one pass of the kernel's `$check` hook:
 * 9.6.2.1 recovery (10.3, all at once) → 9.6.2.2 automatic abilities (the kernel plays one while any is pending;
 * this hook returns false so it does, TP first) → 9.6.2.3 the Entry process (10.5, ONE sub-step per pass) →
 * 9.6.2.4 the loss process (10.6: 7 or more cards in the retire area; team formats 13.10.3) → done.
 * Refresh (10.2) is not a check-timing process: it runs at once whenever a deck is empty (`afterMove` /
 * `drawFromEmpty` hooks), mid-effect included; an empty waiting room then loses at once (10.2.1.1, 1.2.2.2).
 */
import { followMoved } from './follow.js';
import type { Ctx, PlayerIndex } from '../../../../engine/src/index.js';
import { cardsIn, endGame, lose, moveCards, moveTogether, push, shuffle, zoneKey } from '../../../../engine/src/index.js';
import { retireReplacements } from './replacement.js';
import { C, F, N, Z } from '../constants.js';
import { alive, atkOf, damageOf, defOf, entryOf, fromTurnPlayer, inSlot, isCharacter, isPartner, isRebirth, isShika, membersOf, rd, slotCount } from '../state.js';

/** 10.3: every recovery condition that holds, processed together; true when something was done. */
export function recovery(ctx: Ctx): boolean {
  const s = ctx.state;
  const toWaiting: string[] = [];
  const toRetire: string[] = [];
  const toExclude: string[] = [];
  for (const pl of s.players) {
    if (pl.lost) continue;
    const p = pl.index;
    // 10.3.2 a non-Re-birth card in the Re-birth area
    for (const id of cardsIn(s, Z.rebirth, p)) if (!isRebirth(s, id)) toWaiting.push(id);
    // 10.3.3 several cards in the Entry: keep the latest placed
    const entry = cardsIn(s, Z.entry, p);
    const keep = entryOf(s, p);
    if (entry.length > 1) for (const id of entry) if (id !== keep) toWaiting.push(id);
    // 10.3.4 a non-character in a member slot; 10.3.5 several characters in one slot: keep the latest
    for (let slot = 0; slot < slotCount(s, p); slot++) {
      const here = inSlot(s, p, slot);
      for (const id of here) if (!isCharacter(s, id)) toWaiting.push(id);
      const chars = here.filter((id) => isCharacter(s, id));
      if (chars.length > 1) {
        const latest = chars.reduce((a, b) => (s.cards[b]!.timestamp > s.cards[a]!.timestamp ? b : a));
        for (const id of chars) if (id !== latest) toWaiting.push(id);
      }
    }
    for (const id of membersOf(s, p)) {
      const slot = s.cards[id]!.flags[F.slot];
      if (typeof slot !== 'number' || slot >= slotCount(s, p)) toWaiting.push(id); // a slot that no longer exists
    }
    // 10.3.6 damage ≥ DEF; 10.3.7 received a partner attack (characters in the Entry or member slots)
    for (const id of [...(keep !== null ? [keep] : []), ...membersOf(s, p)]) {
      if (toWaiting.includes(id) || !isCharacter(s, id)) continue;
      const c = s.cards[id]!;
      const def = c.face === 'up' ? defOf(ctx, id) : 0; // 4.3.3.3.1.1: a face-down card's numbers are 0
      if (damageOf(s, id) >= def || c.flags[F.partnerAttacked] === true) toRetire.push(id);
    }
    // 10.3.8 partner cards outside the hand and energy are excluded
    for (const key of [Z.entry, Z.members, Z.rebirth, Z.retire, Z.deck, Z.waitingRoom, Z.memory, Z.soul, Z.shikaPile]) {
      for (const id of cardsIn(s, key, p)) if (isPartner(s, id) && !toWaiting.includes(id) && !toRetire.includes(id)) toExclude.push(id);
    }
    // 10.3.9 a soul not associated with any card
    for (const id of cardsIn(s, Z.soul, p)) if (s.cards[id]!.attachedTo === null || !s.cards[s.cards[id]!.attachedTo!]) toWaiting.push(id);
  }
  // 5.19.3 / 9.11.3: a retire a choice-type replacement may replace waits for its master's choice (rules/replacement.ts)
  const deferred = toRetire.filter((id) => retireReplacements(ctx, id, []).length > 0);
  for (const id of deferred) toRetire.splice(toRetire.indexOf(id), 1);
  const waiting = [...new Set(toWaiting)].filter((id) => !toRetire.includes(id) && !deferred.includes(id) && !toExclude.includes(id));
  if (deferred.length > 0) {
    push(ctx, ...deferred.map((id) => {
      const a = s.cards[id]!.flags[F.damagedBy];
      return { op: 'r4uRetireReplacement', card: id, by: typeof a === 'string' ? a : null, applied: [] };
    }));
  }
  if (waiting.length + toRetire.length + toExclude.length === 0) return deferred.length > 0;
  const by: Record<string, string> = {};
  for (const id of toRetire) {
    const a = s.cards[id]!.flags[F.damagedBy];
    if (typeof a === 'string') by[id] = a; // 5.15.2: retired by that character's attack
  }
  rd(s).retiredBy = by;
  moveTogether(ctx, () => {
    for (const pl of s.players) {
      const mine = (ids: string[]) => ids.filter((id) => s.cards[id]?.owner === pl.index);
      if (mine(waiting).length) moveCards(ctx, mine(waiting), zoneKey(Z.waitingRoom, pl.index), { reason: 'recovery' });
      if (mine(toRetire).length) moveCards(ctx, mine(toRetire), zoneKey(Z.retire, pl.index), { reason: 'retire' });
      if (mine(toExclude).length) moveCards(ctx, mine(toExclude), zoneKey(Z.excluded, pl.index), { reason: 'exclude' });
    }
  });
  return true;
}

/** 10.5.1: the first applicable sub-step, in order (13.2: turn order from the turn player); true when done. */
export function entryProcess(ctx: Ctx): boolean {
  const s = ctx.state;
  const order = fromTurnPlayer(s);
  for (const p of order) {
    const rebirth = cardsIn(s, Z.entry, p).filter((id) => isRebirth(s, id) && s.cards[id]!.face === 'up');
    if (rebirth.length > 0) {
      moveCards(ctx, [rebirth[0]!], zoneKey(Z.rebirth, p), { reason: 'entryProcess' }); // 10.5.1.1 / 10.5.1.2
      return true;
    }
  }
  for (const p of order) {
    if (cardsIn(s, Z.entry, p).length > 0) continue;
    const top = cardsIn(s, Z.deck, p)[0];
    if (top === undefined) continue;
    moveCards(ctx, [top], zoneKey(Z.entry, p), { face: 'up', reason: 'entryProcess' }); // 10.5.1.3 / 10.5.1.4 (Spark 11.3)
    return true;
  }
  return false;
}

/** 10.6.2 (and 13.10.3 for Double Seven / Blackjack): players who lose now. */
export function losers(ctx: Ctx): PlayerIndex[] {
  const s = ctx.state;
  const d = rd(s);
  if (d.mode === 'doubleSeven' || d.mode === 'blackjack') {
    const out: PlayerIndex[] = [];
    for (const team of d.teams) {
      const total = team.reduce((n, p) => n + cardsIn(s, Z.retire, p).length, 0);
      if (total >= N.retireLoss * team.length) out.push(...team.filter((p) => alive(s, p))); // 13.10.3.1
    }
    return out;
  }
  return s.players.filter((p) => !p.lost && cardsIn(s, Z.retire, p.index).length >= N.retireLoss).map((p) => p.index);
}

/** One pass of 9.6.2 (the kernel's `$check` calls it until it returns false, then plays a pending ability). */
export function ruleProcessing(ctx: Ctx): boolean {
  const s = ctx.state;
  const d = rd(s);
  // R.6 #9: keep the attacker's last known ATK (9.12) for option r4uAttackerGone 'lastKnown'
  const at = d.attack;
  if (at && s.cards[at.attacker] && s.zones[s.cards[at.attacker]!.zone]?.name === Z.entry) at.attackerAtk = atkOf(ctx, at.attacker);
  if (d.oneOutPending === true) {
    // 13.6.3.2: as soon as one player alone has the fewest retired cards, they win
    const left = s.players.filter((q) => !q.lost).map((q) => ({ p: q.index, n: cardsIn(s, Z.retire, q.index).length }));
    const min = Math.min(...left.map((x) => x.n));
    const fewest = left.filter((x) => x.n === min);
    if (fewest.length === 1) {
      endGame(ctx, { winners: [fewest[0]!.p], losers: s.players.map((q) => q.index).filter((q) => q !== fewest[0]!.p), draw: false, reason: 'one-out: the fewest retired cards', rule: 'R4U 13.6.3.2' });
      return false;
    }
  }
  if (recovery(ctx)) {
    d.work = (d.work ?? 0) + 1;
    return true;
  }
  if (s.pending.length > 0) {
    d.work = (d.work ?? 0) + 1;
    return false; // 9.6.2.2: the kernel plays one (TP's first, 10.4.1 / 10.4.2)
  }
  if (entryProcess(ctx)) return true;
  const out = losers(ctx);
  if (out.length > 0) {
    lose(ctx, out, `${N.retireLoss} or more cards in the retire area`, d.mode === 'doubleSeven' || d.mode === 'blackjack' ? 'R4U 13.10.3.1' : 'R4U 10.6.2');
    return !s.result;
  }
  return false;
}

/** 10.2: a player whose deck is empty refreshes at once (waiting room → deck, shuffled), or loses (10.2.1.1). */
export function refresh(ctx: Ctx, p: PlayerIndex): void {
  const s = ctx.state;
  if (s.result || !alive(s, p)) return;
  if (cardsIn(s, Z.deck, p).length > 0) return;
  const waiting = cardsIn(s, Z.waitingRoom, p);
  if (waiting.length === 0) {
    lose(ctx, [p], 'no card in the deck nor in the waiting room at a refresh', 'R4U 10.2.1.1');
    return;
  }
  moveCards(ctx, waiting, zoneKey(Z.deck, p), { reason: 'refresh', silent: false });
  shuffle(ctx, zoneKey(Z.deck, p));
}

/**
 * hooks.afterMove: refresh the moment a deck is empty (10.2.1); shuffle a シカ山 a card went into (12.2.1.8); the cards an
 * ability being resolved chose follow their move (4.1.4, rules/follow.ts).
 */
export function afterMoveHook(ctx: Ctx, moved: { cards: string[]; to: string; from?: string[]; prev?: string[] }): void {
  const s = ctx.state;
  if (moved.prev) followMoved(s, moved.prev, moved.cards);
  if (s.result) return;
  const to = s.zones[moved.to];
  // 12.2.1.6: a Shika-character leaving the member area goes to the シカ山 instead (moved on at once; see docs: the
  // arrival in the other zone is still an event)
  if (to && to.name !== Z.shikaPile && to.name !== Z.members && moved.from) {
    const shika = moved.cards.filter((id, i) => s.cards[id] && isShika(s, id) && s.zones[moved.from![i]!]?.name === Z.members);
    for (const id of shika) moveCards(ctx, [id], zoneKey(Z.shikaPile, s.cards[id]!.owner), { reason: 'shika' });
  }
  if (to?.name === Z.shikaPile && moved.cards.length > 0) shuffle(ctx, moved.to);
  for (const pl of s.players) if (!pl.lost && s.zones[zoneKey(Z.deck, pl.index)]!.cards.length === 0) refresh(ctx, pl.index);
}

export { C };
