/**
 * Card movement under the SVE zone rules, on top of the kernel's moveCards/createCard:
 *  - SVE 4.4.4.2 / 4.8.3.2: moving or creating cards into a field or EX area that would exceed its
 *    limit moves/creates only (limit − count) of them, chosen by that zone's player (`put` op);
 *  - SVE 9.1.4.4: a token that lands in a zone where it cannot exist is erased right after the move;
 *  - SVE 9.2.2: an advance card that lands outside evolve deck / field / EX area / resolution zone is
 *    put face up into its owner's evolve deck right after the move;
 *  - SVE 5.16.3: a field card with a linked evolve card leaves as its base card (the evolve card's
 *    information applied only while linked, 5.16.1.2); the unlinked evolve card is returned by rule
 *    processing 11.6;
 *  - entering the field: the "controlled since" turn stamp (8.4.2.1), 【守護】's optional entry
 *    engage (12.8.2, option `wardEntry`) and 「アクト状態で場に出る」.
 */
import {
  addEffect, answerOf, ask, createCard, emit, moveCards, moveTogether, publicEvent, purgeEffectsOf, push, setTapped, type CardInstance, type Ctx, type Frame, type JsonObject, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { noteMoves } from './turn-counts.js';
import { K, KIND, SPECIAL, STACK_COUNTER, Z } from '../constants.js';
import { hasKeyword, exLimit, factsOfCard, fieldLimit, isFollower, zk, zoneNameOf } from '../state.js';
import { movePlanned, replaceLeaving } from './replacement.js';
import { ENTERED_FROM } from '../abilities/vocab/conditions.js';
import { NO_BANISH_BY_ABILITY } from '../abilities/vocab/protection.js';
import { PLAYED_FROM } from '../abilities/vocab/play.js';

/** Zones a token of each kind may exist in (SVE 9.1.4.1–9.1.4.3; crests 9.1.4.2; equipment 14.5.2.1.2). */
function tokenMayExist(kind: string, zone: string): boolean {
  if (kind === KIND.equipment) return zone === Z.equipment; // 14.5.2.1.2
  if (kind === KIND.follower || kind === KIND.amulet) return zone === Z.field || zone === Z.ex || zone === Z.resolution;
  if (kind === KIND.spell) return zone === Z.ex || zone === Z.resolution;
  if (kind === KIND.crest) return zone === Z.ex;
  return zone === Z.ex || zone === Z.field || zone === Z.resolution;
}

/** Erases a token (SVE 9.1.3): it stops existing; counts as leaving its zone (9.1.3.1). `rule`: why (cited in the event). */
export function erase(ctx: Ctx, id: string, rule = 'SVE 9.1.4.4'): void {
  const s = ctx.state;
  const c = s.cards[id];
  if (!c) return;
  const zone = s.zones[c.zone]!;
  zone.cards = zone.cards.filter((x) => x !== id);
  delete s.cards[id];
  s.reveals = s.reveals.filter((r) => r.card !== id);
  for (const other of Object.values(s.cards)) if (other.attachedTo === id) other.attachedTo = null;
  purgeEffectsOf(s, new Set([id]));
  emit(ctx, publicEvent('erased', { card: id, cardId: c.cardId, zone: c.zone, rule }));
}

/** Bookkeeping for cards that just entered a field (moved or created). */
export function enteredField(ctx: Ctx, ids: readonly string[]): void {
  const s = ctx.state;
  for (const id of ids) {
    const c = s.cards[id];
    if (!c || zoneNameOf(s, id) !== Z.field) continue;
    c.flags.since = s.turn.number;
    if (hasKeyword(ctx, id, K.stack)) c.counters[STACK_COUNTER] = 1; // SVE 13.3.2.2: enters with 1 stack counter
  }
  const engaged = ids.filter((id) => s.cards[id] && hasKeyword(ctx, id, K.entersEngaged));
  if (engaged.length > 0) setTapped(ctx, engaged, true, 'entersEngaged');
  const mode = String(s.options.wardEntry ?? 'choose');
  const wards = ids.filter((id) => s.cards[id] && !s.cards[id]!.tapped && isFollower(s, id) && hasKeyword(ctx, id, K.ward));
  if (wards.length === 0 || mode === 'standing') return;
  if (mode === 'engaged') {
    setTapped(ctx, wards, true, 'ward');
    return;
  }
  // SVE 12.8.2 (reminder text: 「これが場に出たとき…これをアクトできる」): the master may engage it as it enters
  push(ctx, ...wards.map((card) => ({ op: 'wardEntry', card })));
}

export function wardEntryOp(ctx: Ctx, f: Frame): void {
  const id = f.card as string;
  const c = ctx.state.cards[id];
  if (!c || c.tapped || zoneNameOf(ctx.state, id) !== Z.field) return;
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, {
      player: c.controller, kind: 'chooseOption', rule: 'SVE 12.8.2',
      prompt: 'Ward: engage this follower as it enters the field?', options: ['engage', 'stand'], data: { card: id },
    });
    return;
  }
  if (a.option === 'engage') setTapped(ctx, [id], true, 'ward');
}

// SVE 13.3.2.2 (【スタック】 stays and loses a counter instead of leaving) is one of the leave-the-field
// replacements of rules/replacement.ts (10.10).

/**
 * Moves cards keeping the effects applied to them — and, with `counters`, their counters — on the moved
 * cards (new objects otherwise lose both, 4.1.4): SVE 10.6.2.1.3 (EX area → resolution zone when played),
 * 10.6.2.8.1.1 (resolution zone → field), 4.8.3.3 (EX area → field directly: effects only).
 */
export function moveCarrying(ctx: Ctx, ids: string[], to: string, opts: Parameters<typeof moveCards>[3], counters: boolean): string[] {
  const s = ctx.state;
  const carried = ids.map((id) => ({
    effects: s.effects.filter((e) => e.targets !== null && e.targets.includes(id)).map((e) => ({ ...e, targets: null as string[] | null })),
    counters: { ...(s.cards[id]?.counters ?? {}) },
    playedFrom: s.cards[id]?.flags[PLAYED_FROM] ?? null, // SVE 5.5.3 (abilities/vocab/play.ts)
  }));
  const out = moveCards(ctx, ids, to, opts);
  out.forEach((nid, i) => {
    const c = s.cards[nid];
    if (!c || nid === ids[i]) return;
    for (const e of carried[i]!.effects) {
      const { id: _id, timestamp: _t, ...rest } = e;
      addEffect(ctx, { ...rest, targets: [nid] });
    }
    if (counters) for (const [k, v] of Object.entries(carried[i]!.counters)) c.counters[k] = (c.counters[k] ?? 0) + v;
    if (carried[i]!.playedFrom !== null) c.flags[PLAYED_FROM] = carried[i]!.playedFrom;
  });
  return out;
}

/** The kernel afterMove hook. */
export function afterMoveHook(ctx: Ctx, moved: { cards: string[]; prev: string[]; from?: string[]; to: string; reason: string | null }): void {
  const s = ctx.state;
  noteMoves(ctx, moved); // per-turn counts (rules/turn-counts.ts)
  const toName = s.zones[moved.to]?.name ?? '';
  // SVE 5.16.3: an evolved card leaves as its base card (links live in the evolve areas only)
  const links = evolveLinks(s);
  if (links.length > 0) moved.prev.forEach((prevId, i) => {
    const link = linkOf(s, links, prevId);
    const now = s.cards[moved.cards[i]!];
    if (link && now && now.id !== prevId && typeof link.flags.base === 'string') {
      now.cardId = link.flags.base;
      link.flags.linkedTo = null;
    }
  });
  for (const id of moved.cards) {
    const c = s.cards[id];
    if (!c) continue;
    const facts = factsOfCard(s, id);
    if (c.token && facts && !tokenMayExist(facts.type, toName)) {
      erase(ctx, id); // SVE 9.1.4.4
      continue;
    }
    if (facts?.subtypes.includes(SPECIAL.advance) && ![Z.evolveDeck, Z.field, Z.ex, Z.resolution].includes(toName as never)) {
      moveCards(ctx, [id], zk(Z.evolveDeck, c.owner), { face: 'up', reason: 'advance', by: null }); // SVE 9.2.2
    }
  }
  if (toName === Z.field) {
    const fresh = moved.cards.filter((id, i) => id !== moved.prev[i]);
    moved.cards.forEach((id, i) => { if (id !== moved.prev[i] && s.cards[id]) s.cards[id]!.flags[ENTERED_FROM] = s.zones[moved.from?.[i] ?? '']?.name ?? null; }); // 「能力によって場に出ていたなら」 (abilities/vocab/conditions.ts)
    enteredField(ctx, fresh);
  }
}

/** Evolve-area cards linked (`flags.linkedTo`) to a card (5.16.1.2), looked up through the evolve areas. */
function evolveLinks(s: Ctx['state']): CardInstance[] {
  const out: CardInstance[] = [];
  for (const p of s.players) {
    const key = zk(Z.evolveArea, p.index);
    const z = s.zones[key];
    if (!z) continue;
    for (const id of z.cards) {
      const c = s.cards[id];
      if (c && c.zone === key && typeof c.flags.linkedTo === 'string') out.push(c);
    }
  }
  // a shared evolve area (not in SVE's definition, but a state may name one)
  const shared = s.zones[Z.evolveArea];
  if (shared) for (const id of shared.cards) if (s.cards[id]?.zone === Z.evolveArea && typeof s.cards[id]!.flags.linkedTo === 'string') out.push(s.cards[id]!);
  return out;
}

/** The link to `prevId`: the first one in canonical id order when there are several. */
function linkOf(_s: Ctx['state'], links: CardInstance[], prevId: string): CardInstance | undefined {
  let found: CardInstance | undefined;
  let several = false;
  for (const l of links) {
    if (l.flags.linkedTo !== prevId) continue;
    if (found) several = true;
    else found = l;
  }
  if (!several) return found;
  // canonical order (ids compared as strings), not the key order of `state.cards`, which differs
  // between a state built in memory and one parsed back from a sealed token
  let first: CardInstance | undefined;
  for (const l of links) if (l.flags.linkedTo === prevId && (first === undefined || l.id < first.id)) first = l;
  return first;
}

function limitOf(ctx: Ctx, zoneName: string, player: PlayerIndex): number | null {
  if (zoneName === Z.field) return fieldLimit(ctx.state, player);
  if (zoneName === Z.ex) return exLimit(ctx.state, player);
  return null;
}

/** Free slots of a player's field or EX area (null: unlimited zone). */
export function freeSlots(ctx: Ctx, zoneName: string, player: PlayerIndex): number | null {
  const limit = limitOf(ctx, zoneName, player);
  if (limit === null) return null;
  return Math.max(0, limit - ctx.state.zones[zk(zoneName, player)]!.cards.length);
}

/**
 * Op `put`: move cards into a player's zone under the limit rule (SVE 4.4.4.2 / 4.8.3.2).
 * Frame: {cards, to (zone name), player (zone owner; null = each card's owner), reason, by, position,
 * face, tapped, bind?: {scope, name}}. When more cards arrive than there are free slots, the zone's
 * player chooses which ones move. All the moves of one put (each owner's zone, replaced moves) are one
 * kernel `moveTogether` batch: cards leaving together see each other leave, across owners (SVE 10.7.4.2).
 */
export function putOp(ctx: Ctx, f: Frame): void {
  moveTogether(ctx, () => putMoves(ctx, f));
}

function putMoves(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const toName = f.to as string;
  let ids = (f.cards as string[]).filter((id) => s.cards[id] !== undefined);
  if (f.reason === 'banish') ids = ids.filter((id) => zoneNameOf(s, id) !== Z.field || !hasKeyword(ctx, id, NO_BANISH_BY_ABILITY)); // 「能力によって…消滅しない」 (abilities/vocab/conditions.ts)
  if (toName !== Z.field && f.stackChecked !== true) {
    // replacements of leaving the field (10.10: 【スタック】 13.3.2.2, 「代わりに…消滅させる」), once per put,
    // before any limit choice; redirected cards move at once, the rest stay in this put
    const plan = replaceLeaving(ctx, ids, toName, (f.reason as string | undefined) ?? 'effect', (f.by as number | null | undefined) ?? null);
    movePlanned(ctx, plan.filter((p) => p.to !== null && p.to !== toName), toName, 'replaced', (f.by as number | null | undefined) ?? null);
    ids = plan.filter((p) => p.to === toName).map((p) => p.id);
    f = { ...f, cards: ids, stackChecked: true };
  }
  const groups = new Map<number, string[]>();
  for (const id of ids) {
    const owner = typeof f.player === 'number' ? f.player : s.cards[id]!.owner;
    groups.set(owner, [...(groups.get(owner) ?? []), id]);
  }
  const a = answerOf<{ cards: string[] }>(f);
  const out: string[] = [];
  for (const [player, group] of groups) {
    const free = freeSlots(ctx, toName, player);
    let chosen = group;
    if (free !== null && group.length > free) {
      if (!a) {
        ask(ctx, f, {
          player, kind: 'chooseCards', rule: toName === Z.field ? 'SVE 4.4.4.2' : 'SVE 4.8.3.2',
          prompt: `Only ${free} card(s) fit: choose which ones move`, candidates: group, min: free, max: free,
        });
        return;
      }
      chosen = a.cards.filter((id) => group.includes(id));
    }
    if (chosen.length === 0) continue;
    const opts = {
      reason: (f.reason as string | undefined) ?? 'effect',
      by: (f.by as number | null | undefined) ?? null,
      position: (f.position as 'top' | 'bottom' | undefined) ?? undefined,
      face: (f.face as 'up' | 'down' | undefined) ?? undefined,
      tapped: typeof f.tapped === 'boolean' ? f.tapped : undefined,
    };
    if (toName === Z.field) {
      // 10.6.2.8.1.1 (resolution zone → field: effects and counters), 4.8.3.3 (EX area → field: effects)
      const fromRes = chosen.filter((id) => zoneNameOf(s, id) === Z.resolution);
      const fromEx = chosen.filter((id) => zoneNameOf(s, id) === Z.ex);
      const rest = chosen.filter((id) => !fromRes.includes(id) && !fromEx.includes(id));
      if (fromRes.length > 0) out.push(...moveCarrying(ctx, fromRes, zk(toName, player), opts, true));
      if (fromEx.length > 0) out.push(...moveCarrying(ctx, fromEx, zk(toName, player), opts, false));
      if (rest.length > 0) out.push(...moveCards(ctx, rest, zk(toName, player), opts));
    } else out.push(...moveCards(ctx, chosen, zk(toName, player), opts));
  }
  const bind = f.bind as JsonObject | undefined;
  if (bind && typeof bind.scope === 'string' && s.scopes[bind.scope]) s.scopes[bind.scope]![String(bind.name)] = out.filter((id) => s.cards[id] !== undefined);
}

/**
 * Op `createTokens`: create `count` tokens of catalog id `card` for `player` (SVE 9.1.2) in `to`
 * ('field' or 'exArea'); mode 'fieldThenEx' fills the field up to its limit and puts the rest in the EX
 * area (「場が上限になるまで出す。残りをEXエリアに置く」). Tokens beyond the free slots are not created
 * (4.4.4.2 / 4.8.3.2; identical tokens need no choice).
 */
export function createTokensOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const cardId = f.card as string;
  let left = Math.max(0, f.count as number);
  const plan: Array<[string, number]> = [];
  const zones = f.mode === 'fieldThenEx' ? [Z.field, Z.ex] : [f.to as string];
  for (const zone of zones) {
    const free = freeSlots(ctx, zone, player) ?? left;
    const n = Math.min(left, free);
    if (n > 0) plan.push([zone, n]);
    left -= n;
  }
  const made: string[] = [];
  for (const [zone, n] of plan) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(createCard(ctx, { cardId, owner: player, zone: zk(zone, player), token: true, tapped: f.tapped === true }));
    if (zone === Z.field) enteredField(ctx, ids);
    made.push(...ids);
  }
  const bind = f.bind as JsonObject | undefined;
  if (bind && typeof bind.scope === 'string' && ctx.state.scopes[bind.scope]) ctx.state.scopes[bind.scope]![String(bind.name)] = made;
}
