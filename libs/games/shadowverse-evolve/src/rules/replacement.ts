/**
 * Replacement effects on cards leaving the field (SVE 10.10), one mechanism for every source:
 *  - 【スタック】 (13.3.2.2): a field card with 【スタック】 and a stack counter that would leave the field
 *    instead loses one stack counter and stays (`stay`);
 *  - replacement abilities of field cards, compiled from 「これが場にいる限り、(side)のフォロワーが場から
 *    墓場に置かれる際、代わりにそれを消滅させる」: `{kind:'replacement', replaces:{event:'sve.toCemetery',
 *    side, filter}, effect:{type:'sve.instead', to:'banished'}}` (`redirect`: the card goes elsewhere).
 * Rules applied (per card and per event):
 *  - 10.10.1 / 10.10.1.1: the replaced event does not happen at all — no "moved" event for it, so no
 *    leave / Last Words / 「墓場に置かれたとき」 trigger sees it; a redirected card moves to the new
 *    destination (reason `replaced`, event `sve.replaced`);
 *  - 10.10.2.3: each replacement applies at most once to one event; after one applies, the applicable
 *    ones are looked up again for the modified event (a redirect to the banish zone no longer matches
 *    「墓場に置かれる際」, but 【スタック】 still replaces leaving the field);
 *  - 10.10.2 / 10.10.2.2: when several apply and the order changes the outcome, the master of the
 *    moving card chooses which applies first (op `leaveChoice`, a chooseOption); when every order gives
 *    the same outcome there is nothing to decide and the first is applied;
 *  - 10.10.2.5 (self-replacement first): the 「(条件)代わりに…」 texts that replace part of their own
 *    ability are compiled into that ability (an if/else the effect takes), so they are always applied
 *    before any replacement from another source;
 *  - 10.10.2.4 (set the cost before raising / lowering it): `playCost` in actions/play.ts.
 * Sources: field cards only (a replacement ability is a continuous ability, 10.3: it functions on the
 * field). Kernel gap: the kernel's `sacrificeSelf` cost moves cards without asking the game, so it is
 * not replaced (no card with a leave replacement has such a cost).
 */
import {
  answerOf, applyChosenReplacement, ask, emit, hasLostAbilities, matchesFilter, moveCards, publicEvent, push, settleReplacements,
  type CardFilter, type ReplacementRules, type Ctx, type Frame, type JsonObject, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { K, STACK_COUNTER, Z } from '../constants.js';
import { cardsIn, factsOfCard, hasKeyword, zk, zoneNameOf } from '../state.js';

/** Pseudo-stat of a play-cost replacement that sets the cost (「それをプレイする際、コストをNにする」, 10.10.2.4). */
export const COST_SET = 'costSet';

/** Event name of the replacement abilities for 「場から墓場に置かれる際」. */
export const TO_CEMETERY = 'sve.toCemetery';

export interface LeaveReplacement {
  /** Identifies the replacement: `stack:<card>` or `<source card>#<ability index>`. */
  key: string;
  source: string;
  kind: 'stay' | 'redirect';
  /** Destination zone name of a redirect. */
  to?: string;
  rule: string;
}

/** One card's planned move after replacements: `to` is the destination zone name, null = it stays. */
export interface LeavePlan {
  id: string;
  to: string | null;
}

/** The replacements that apply to field card `id` about to move to zone `to`, excluding `applied` (10.10.2.3). */
export function leaveReplacements(ctx: Ctx, id: string, to: string, applied: readonly string[]): LeaveReplacement[] {
  const s = ctx.state;
  const c = s.cards[id];
  if (!c || zoneNameOf(s, id) !== Z.field || to === Z.field) return [];
  const out: LeaveReplacement[] = [];
  const stackKey = `stack:${id}`;
  if (!applied.includes(stackKey) && (c.counters[STACK_COUNTER] ?? 0) > 0 && hasKeyword(ctx, id, K.stack)) {
    out.push({ key: stackKey, source: id, kind: 'stay', rule: 'SVE 13.3.2.2' });
  }
  if (to === Z.cemetery) {
    for (const p of s.players) {
      for (const src of cardsIn(s, Z.field, p.index)) {
        const facts = factsOfCard(s, src);
        if (!facts || hasLostAbilities(s, src)) continue; // 5.31.2: a card that lost its abilities replaces nothing
        facts.abilities.forEach((a, index) => {
          if (a.kind !== 'replacement') return;
          const rep = a.replaces as JsonObject | undefined;
          if (rep?.event !== TO_CEMETERY) return;
          const key = `${src}#${index}`;
          if (applied.includes(key)) return;
          const owner = s.cards[src]!.controller;
          const side = (rep.side as string | undefined) ?? 'any';
          if (side === 'you' && c.controller !== owner) return;
          if (side === 'opponent' && c.controller === owner) return;
          if (rep.filter && !matchesFilter(ctx, id, rep.filter as CardFilter)) return;
          const e = a.effect as JsonObject;
          if (e.type !== 'sve.instead' || typeof e.to !== 'string') return;
          out.push({ key, source: src, kind: 'redirect', to: e.to, rule: 'SVE 10.10.1' });
        });
      }
    }
  }
  return out;
}

/** Applies one replacement: 【スタック】 removes a counter (the card stays); a redirect changes the destination. */
function applyOne(ctx: Ctx, id: string, to: string, r: LeaveReplacement): string | null {
  const s = ctx.state;
  const c = s.cards[id]!;
  if (r.kind === 'stay') {
    const left = (c.counters[STACK_COUNTER] ?? 0) - 1;
    if (left > 0) c.counters[STACK_COUNTER] = left;
    else delete c.counters[STACK_COUNTER];
    emit(ctx, publicEvent('sve.stackReplaced', { card: id, cardId: c.cardId, left, rule: 'SVE 13.3.2.2' }));
    return null;
  }
  emit(ctx, publicEvent('sve.replaced', { card: id, cardId: c.cardId, source: r.source, from: to, to: r.to!, rule: r.rule }));
  return r.to!;
}

/**
 * Field card `id` leaving for a zone, as the kernel's replacement machinery (replacements.ts: each at most once
 * 10.10.2.3, the order asked only while it changes the outcome 10.10.2.2): the event is the destination zone name.
 */
function leaveRules(id: string): ReplacementRules<string, LeaveReplacement> {
  return {
    applicable: (ctx, to, applied) => leaveReplacements(ctx, id, to, applied),
    preview: (_ctx, _to, r) => (r.kind === 'stay' ? null : r.to!),
    apply: (ctx, to, r) => applyOne(ctx, id, to, r),
    outcomeKey: (to) => String(to),
  };
}

/**
 * Runs the replacements of one card's move to `to` until none applies or a choice is needed.
 * Returns the destination (null: stays), or `{choose}` when the master must choose the next one.
 */
function settle(ctx: Ctx, id: string, to: string, applied: string[]): { to: string | null; applied: string[] } | { choose: LeaveReplacement[]; to: string; applied: string[] } {
  const r = settleReplacements(ctx, leaveRules(id), to, applied);
  return 'choose' in r ? { choose: r.choose, to: r.event, applied: r.applied } : { to: r.event, applied: r.applied };
}

/**
 * Replacements for field cards about to move to zone `to` (10.10), for callers that cannot wait for a
 * decision (hooks, rule processing). Cards whose replacement order is a real choice are handed to the
 * op `leaveChoice` (it asks, then moves the card with `reason` / `by`) and left out of the result;
 * cards not on the field pass unchanged.
 */
export function replaceLeaving(ctx: Ctx, ids: readonly string[], to: string, reason: string, by: number | null): LeavePlan[] {
  const out: LeavePlan[] = [];
  const deferred: Frame[] = [];
  for (const id of ids) {
    if (!ctx.state.cards[id]) continue;
    const r = settle(ctx, id, to, []);
    if ('choose' in r) deferred.push({ op: 'leaveChoice', card: id, origin: to, to: r.to, applied: r.applied, reason, by });
    else out.push({ id, to: r.to });
  }
  if (deferred.length > 0) push(ctx, ...deferred);
  return out;
}

/** Moves planned cards: each to its owner's destination zone; `to` = the original destination keeps `reason`. */
export function movePlanned(ctx: Ctx, plan: readonly LeavePlan[], to: string, reason: string, by: number | null): string[] {
  const s = ctx.state;
  const groups = new Map<string, { ids: string[]; zone: string; reason: string }>();
  for (const p of plan) {
    if (p.to === null || !s.cards[p.id]) continue;
    const owner = s.cards[p.id]!.owner;
    const key = `${p.to}:${owner}`;
    const g = groups.get(key) ?? { ids: [], zone: zk(p.to, owner), reason: p.to === to ? reason : 'replaced' };
    g.ids.push(p.id);
    groups.set(key, g);
  }
  const moved: string[] = [];
  for (const g of groups.values()) moved.push(...moveCards(ctx, g.ids, g.zone, { reason: g.reason, by }));
  return moved;
}

/**
 * SVE 5.6.1 destroy of a field card (the kernel destroy hook): into its owner's cemetery unless replaced.
 * Returns the moved card's new id, or null (stayed, or waiting for the master's choice of order).
 */
export function destroyReplaced(ctx: Ctx, card: string, by: number | null): string | null {
  const plan = replaceLeaving(ctx, [card], Z.cemetery, 'destroy', by);
  if (plan.length === 0 || plan[0]!.to === null) return null;
  return movePlanned(ctx, plan, Z.cemetery, 'destroy', by)[0] ?? null;
}

/**
 * Op `leaveChoice` {card, origin, to, applied, reason, by}: 10.10.2.2 — the moving card's master chooses which
 * replacement applies first (only asked while the order changes the outcome); then the card moves.
 */
export function leaveChoiceOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const id = f.card as string;
  const c = s.cards[id];
  if (!c || zoneNameOf(s, id) !== Z.field) return;
  const a = answerOf<{ option: string }>(f);
  const rules = leaveRules(id);
  const r = a ? applyChosenReplacement(ctx, rules, f.to as string, f.applied as string[], a.option) : settleReplacements(ctx, rules, f.to as string, f.applied as string[]);
  if ('choose' in r) {
    ask(ctx, { ...f, to: r.event, applied: r.applied, answer: null }, {
      player: c.controller as PlayerIndex, kind: 'chooseOption', rule: 'SVE 10.10.2.2',
      prompt: 'Several replacement effects apply: choose the one applied first',
      options: r.choose.map((x) => x.key), labels: r.choose.map((x) => (x.kind === 'stay' ? 'stay (remove a stack counter)' : `put it into ${x.to}`)),
      data: { card: id, to: r.event },
    });
    return;
  }
  if (r.event === null) return; // it stays (13.3.2.2)
  movePlanned(ctx, [{ id, to: r.event }], f.origin as string, f.reason as string, (f.by as number | null) ?? null);
}
