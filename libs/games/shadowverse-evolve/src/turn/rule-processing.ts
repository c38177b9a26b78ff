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
 *  11.11 equipment (14.5.2): an equipment token linked to no field card is erased, one whose master differs
 *       from its follower's takes that master (title/princess-connect.ts);
 *  11.4 / 11.5 field / EX overflow: the zone's player keeps `limit` cards, the rest go to their owners'
 *       cemeteries (who chooses is not stated; we let the zone's player choose, digest §18.6 #12). The
 *       choice is asked after the other processes of the same pass (a decision cannot be simultaneous).
 * The moves of one pass (11.3, 11.7 into each owner's cemetery, 11.6 / 11.8 to the evolve decks) are one
 * simultaneous move: one kernel `moveTogether` batch (libs/engine/src/move-batch.ts), so cards of both
 * players leaving together see each other leave (10.7.4.2).
 */
import {
  answerOf, ask, lose, moveCards, moveTogether, push, zoneKey, type Ctx, type Frame, type ZoneState,
} from '../../../../engine/src/index.js';
import { C, K, STACK_COUNTER, Z } from '../constants.js';
import { movePlanned, replaceLeaving } from '../rules/replacement.js';
import { cannotLose, collectStateTriggers } from '../rules/state-triggers.js';
import { noteStatRaises } from '../rules/raise.js';
import { applyEquipment, equipmentDue, type EquipmentDue } from '../title/princess-connect.js';
import { hasKeyword, cardsIn, counter, exLimit, fieldLimit, healthOf, isAmulet, isFollower, readOnly, zk, zoneNameOf } from '../state.js';

export function ruleProcessing(ctx: Ctx): boolean {
  const due = readOnly(ctx.state, () => detect(ctx));
  if (due) return apply(ctx, due);
  noteStatRaises(ctx); // 「これの[攻撃力]か[体力]を+したとき」 (SVE 5.27, rules/raise.ts)
  collectStateTriggers(ctx); // state triggers (10.7.6, rules/state-triggers.ts): standby now, played after rule processing (10.5.2.2)
  return false;
}

interface Due {
  losers: number[];
  dying: string[];
  unlinked: string[];
  unstacked: string[];
  ppOver: number[];
  overflow: Frame[];
  equipment: EquipmentDue | null;
}

/**
 * Everything due now (no mutation). Runs on every pass of every check timing, so it looks only where
 * something can be due: the two fields, the EX areas and the three linked areas (not every card of
 * the game), and allocates nothing when nothing is due.
 */
function detect(ctx: Ctx): Due | null {
  const s = ctx.state;
  // 11.2
  let losers: number[] | null = null;
  for (const p of s.players) {
    if (!p.lost && ((p.counters[C.health] ?? 0) <= 0 || p.flags.drewFromEmpty === true) && !cannotLose(ctx, p.index)) (losers ??= []).push(p.index); // 1.3.3 「バトルに敗北せず」
  }
  // 11.3
  const dying: string[] = [];
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.field, p.index)) {
      if (!isFollower(s, id)) continue;
      const bane = s.cards[id]!.flags.baneMark === true && !hasKeyword(ctx, id, K.noDestroyByAbility);
      if (healthOf(ctx, id) <= 0 || bane) dying.push(id);
    }
  }
  // 11.6, then 11.8 / 11.10: evolve-area, race-area and drive-area cards linked to no field card
  // (14.2.1.3, 14.4.9.4); each list in the order of `state.cards`
  const unlinked = unlinkedIn(s, Z.evolveArea, null);
  unlinked.push(...unlinkedIn(s, Z.race, Z.drive));
  // 11.7
  const unstacked: string[] = [];
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.field, p.index)) {
      if (isAmulet(s, id) && (s.cards[id]!.counters[STACK_COUNTER] ?? 0) <= 0 && !dying.includes(id) && hasKeyword(ctx, id, K.stack)) unstacked.push(id);
    }
  }
  // 11.9
  let ppOver: number[] | null = null;
  for (const p of s.players) if (counter(s, p.index, C.pp) > counter(s, p.index, C.maxPp)) (ppOver ??= []).push(p.index);
  // 11.4 / 11.5
  let overflow: Frame[] | null = null;
  for (const p of s.players) {
    const field = cardsIn(s, Z.field, p.index);
    const limit = fieldLimit(s, p.index);
    if (field.length > limit) {
      let left = 0;
      for (const id of field) if (!dying.includes(id) && !unstacked.includes(id)) left++;
      if (left > limit) (overflow ??= []).push({ op: 'overflow', zone: Z.field, player: p.index });
    }
    if (cardsIn(s, Z.ex, p.index).length > exLimit(s, p.index)) (overflow ??= []).push({ op: 'overflow', zone: Z.ex, player: p.index });
  }
  // 11.11
  const equipment = equipmentDue(s);
  if (losers === null && dying.length === 0 && unlinked.length === 0 && unstacked.length === 0 && ppOver === null && overflow === null && equipment === null) return null;
  return { losers: losers ?? [], dying, unlinked, unstacked, ppOver: ppOver ?? [], overflow: overflow ?? [], equipment };
}

/**
 * Cards in the zones named `a` (or `b`) whose link (`attachedTo`) is not a card on a field, in the
 * order of `state.cards` (the order the rule moves them in).
 */
function unlinkedIn(s: Ctx['state'], a: string, b: string | null): string[] {
  const found: string[] = [];
  for (const z of zonesNamed(s, a, b)) {
    const key = zoneKey(z.name, z.owner);
    for (const id of z.cards) {
      const c = s.cards[id];
      if (!c || c.zone !== key) continue;
      if (c.attachedTo === null || !s.cards[c.attachedTo] || zoneNameOf(s, c.attachedTo) !== Z.field) found.push(id);
    }
  }
  return found.length < 2 ? found : inCardOrder(s, found);
}

/**
 * The zones named `a` or `b`, of every owner (a zone's key is `zoneKey(name, owner)`: a state
 * invariant, validate-state.ts), without enumerating `state.zones`.
 */
export function zonesNamed(s: Ctx['state'], a: string, b: string | null): ZoneState[] {
  const out: ZoneState[] = [];
  for (const name of b === null ? [a] : [a, b]) {
    const shared = s.zones[name];
    if (shared !== undefined && shared.name === name && shared.owner === null) out.push(shared);
    for (const p of s.players) {
      const z = s.zones[zoneKey(name, p.index)];
      if (z !== undefined && z.name === name && z.owner === p.index) out.push(z);
    }
  }
  return out;
}

/**
 * `ids` in canonical order (compared as strings, like the canonical JSON's keys). Not the key order of
 * `state.cards`: that differs between a state built in memory and the same state parsed back from a
 * sealed token, and a resumed game must play exactly like the uninterrupted one.
 */
function inCardOrder(_s: Ctx['state'], ids: string[]): string[] {
  return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
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
  // 11.1.3: one simultaneous move across owners and zones — one event batch, so cards leaving together see
  // each other leave (10.7.4.2; kernel moveTogether, one moveCards per owner's zone inside it)
  moveTogether(ctx, () => {
    for (const p of s.players) {
      const mine = [...dying, ...unstacked].filter((id) => s.cards[id]?.owner === p.index && s.cards[id] !== undefined);
      const destroyed = mine.filter((id) => dying.includes(id));
      const stackGone = mine.filter((id) => unstacked.includes(id));
      // 11.3 / 11.7 into the cemetery, unless a replacement applies (10.10, e.g. 「代わりにそれを消滅させる」)
      if (destroyed.length > 0) movePlanned(ctx, replaceLeaving(ctx, destroyed, Z.cemetery, 'destroy', null), Z.cemetery, 'destroy', null);
      if (stackGone.length > 0) movePlanned(ctx, replaceLeaving(ctx, stackGone, Z.cemetery, 'rule', null), Z.cemetery, 'rule', null);
    }
    for (const id of unlinked) {
      const c = s.cards[id];
      if (c) moveCards(ctx, [id], zk(Z.evolveDeck, c.owner), { face: 'up', reason: 'rule', by: null }); // 11.6.1 / 11.8.1
    }
  });
  for (const p of ppOver) s.players[p]!.counters[C.pp] = counter(s, p, C.maxPp); // 11.9.1
  if (due.equipment) applyEquipment(ctx, due.equipment); // 11.11.1 / 11.11.2
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
  // replacements 10.10 (【スタック】 13.3.2.2, 「代わりに…消滅させる」) apply to a field overflow
  const rest = cards.filter((id) => !a.cards.includes(id));
  const plan = zone === Z.field ? replaceLeaving(ctx, rest, Z.cemetery, 'rule', null) : rest.map((id) => ({ id, to: Z.cemetery }));
  movePlanned(ctx, plan, Z.cemetery, 'rule', null);
}
