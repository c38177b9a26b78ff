/**
 * The action right (行動権, PSO2 103.6), the resolution zone (処理領域, 406) and triggers (300.2, 406.2.1).
 *
 * A `window` op is one phase/step's priority loop:
 *   103.6.1.3  rule processing until nothing is left (processing.ts), then
 *   406.2.1    pending triggered abilities go into the zone: the turn player's in the order they choose, then the
 *              other players' on top (their targets are declared then, 406.2.3 / 406.2.4), then
 *   103.6.1.1  the turn player holds the right (main phase, battle steps, turn end step); in rule-only phases
 *   103.6.1.2  (start, draw, PP, refresh) only once something was put into the zone;
 *   103.6.1.5  the holder acts or passes (103.6.1.5.1: not in the main phase with an empty zone);
 *   103.6.1.6  after using or passing the right it moves to the next player;
 *   103.6.1.7  all pass in succession with items in the zone: the newest is processed (406.4), then the turn player
 *              holds the right again;
 *   103.6.1.8  all pass in succession with an empty zone: the phase or step ends.
 * Kinds: 'main' (the main phase: ends only by declaring the end phase), 'step' (battle steps, turn end step),
 * 'rule' (rule-only phases).
 */
import type { Action, Ctx, Frame, JsonObject, PendingTrigger, PlayerIndex } from '../../../../engine/src/index.js';
import {
  answerOf, ask, emit, moveCards, newId, publicEvent, push, testCondition, zoneKey, type Ability, type ConditionNode,
} from '../../../../engine/src/index.js';
import { PRIORITY, Z } from '../constants.js';
import { fingerprint } from '../abilities/fingerprint.js';
import { opts } from '../options.js';
import { alive, controllersInOrder, factsOfCard, firstHolder, holders, pd, type StackItem } from '../state.js';
import { declare } from '../actions/declare.js';
import { envFor, onlyPass } from '../actions/legal.js';
import { ruleProcessing } from '../rules/processing.js';
import { battleBroken, endBattle } from '../actions/attack.js';
import { declaredTargets, needed, stillLegal } from '../abilities/targets.js';
import { candidates, chooseTargets } from '../../../../engine/src/index.js';
import { resolveCard } from '../actions/resolve-card.js';
import { keywordTrigger } from '../keywords/triggers.js';

type WindowKind = 'main' | 'step' | 'rule';

function strip(f: Frame): Frame {
  const { answer: _a, ...rest } = f;
  return rest as Frame;
}

function nextHolder(ctx: Ctx, after: PlayerIndex): PlayerIndex {
  const hs = holders(ctx.state);
  const i = hs.indexOf(after);
  return hs[(i + 1) % hs.length] ?? after;
}

export function windowOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  if (s.result) return;
  const a = answerOf<{ action: Action }>(f);
  if (a) return answer(ctx, f, a.action);
  const epoch = d.epoch;
  const kindW = f.kind as WindowKind;
  // 103.6.1.3: rule processing first, until there is none left
  let guard = 0;
  while (ruleProcessing(ctx)) {
    if (s.result || d.epoch !== epoch || ++guard > 100) break;
  }
  if (s.result || d.epoch !== epoch) return; // game over, or the turn player dropped out (the turn was cut)
  if (s.pending.length > 0) {
    push(ctx, { op: 'stackTriggers' }, strip(f));
    return;
  }
  if (d.battle && kindW === 'step' && d.battle.step !== 'damage' && battleBroken(ctx)) {
    // 506.3.2 / 506.4.3 / 506.5.3: the attacker or the target left (or became illegal): the step ends, back to main
    endBattle(ctx, 'PSO2 506.3.2');
    d.priority = null;
    return;
  }
  if (kindW === 'rule' && d.zone.length === 0 && d.priority === null) return; // 103.6.1.2
  const hs = holders(s);
  if (hs.length === 0) {
    d.priority = null;
    return;
  }
  if (!d.priority || !hs.includes(d.priority.holder)) d.priority = { holder: hs[0]!, passes: d.priority?.passes ?? 0 };
  if (d.priority.passes >= hs.length) {
    if (d.zone.length > 0) {
      push(ctx, { op: 'resolveTop' }, strip(f)); // 103.6.1.7
      return;
    }
    d.priority = null; // 103.6.1.8
    return;
  }
  if (opts(s).pso2PriorityWindows === 'whenPlayable' && onlyPass(ctx, d.priority.holder)) {
    return answer(ctx, f, { type: 'pass', player: d.priority.holder }); // the only answer: pass for them
  }
  ask(ctx, strip(f), { player: d.priority.holder, kind: PRIORITY, prompt: kindW === 'main' && d.zone.length === 0 ? 'Main phase: play, activate, attack or declare the end phase' : 'You hold the action right: act or pass', rule: 'PSO2 103.6' });
}

function answer(ctx: Ctx, f: Frame, action: Action): void {
  const s = ctx.state;
  const d = pd(s);
  const p = action.player;
  switch (action.type) {
    case 'pass':
      emit(ctx, publicEvent('passed', { player: p }));
      d.priority = { holder: nextHolder(ctx, p), passes: (d.priority?.passes ?? 0) + 1 };
      push(ctx, strip(f));
      return;
    case 'play':
      push(ctx, { op: 'declared', player: p }, strip(f));
      declare(ctx, 'play', p, action.card as string); // runs first
      return;
    case 'activate':
      push(ctx, { op: 'declared', player: p }, strip(f));
      declare(ctx, 'activate', p, action.card as string, action.ability as number, (action.grant as string | undefined) ?? null);
      return;
    case 'attack':
      d.priority = null;
      push(ctx, { op: 'attack', player: p, attacker: action.attacker as string }, strip(f));
      return;
    case 'endPhase':
      // 504.1.6.2: the main phase ends at once
      d.priority = null;
      emit(ctx, publicEvent('endPhaseDeclared', { player: p }));
      return;
    default:
      throw new Error(`pso2: unknown action ${action.type}`);
  }
}

/** 103.6.1.6: after a declaration the right moves on; passes start again. */
export function declaredOp(ctx: Ctx, f: Frame): void {
  const d = pd(ctx.state);
  d.priority = { holder: nextHolder(ctx, f.player as number), passes: 0 };
}

/** 406.2.1: put pending triggers into the zone, the turn player's first (in their chosen order), then the others'. */
export function stackTriggersOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  s.pending = s.pending.filter((t) => alive(s, t.controller) && faceOk(ctx, t));
  if (s.pending.length === 0) return;
  for (const p of controllersInOrder(s)) {
    const mine = s.pending.filter((t) => t.controller === p);
    if (mine.length === 0) continue;
    s.pending = s.pending.filter((t) => t.controller !== p);
    push(ctx, { op: 'stackGroup', player: p, triggers: mine as unknown as JsonObject[] }, { op: 'stackTriggers' });
    return;
  }
}

export function stackGroupOp(ctx: Ctx, f: Frame): void {
  const triggers = f.triggers as unknown as PendingTrigger[];
  const a = answerOf<{ order: string[] }>(f);
  if (!a && triggers.length > 1) {
    ask(ctx, f, {
      player: f.player as number, kind: 'order', prompt: 'Order your triggered abilities (the first goes into the resolution zone first)', rule: 'PSO2 406.2.1',
      items: triggers.map((t) => t.id), data: { triggers: triggers.map((t) => ({ id: t.id, source: t.source, cardId: t.sourceCardId, ability: t.ability })) },
    });
    return;
  }
  const order = a?.order ?? triggers.map((t) => t.id);
  push(ctx, ...order.map((id) => ({ op: 'stackOne', t: triggers.find((t) => t.id === id)! as unknown as JsonObject }) as Frame));
}

/** A player-card ability printed on the face not in use does not exist (102.3.1): drop its triggers. */
function faceOk(ctx: Ctx, t: PendingTrigger): boolean {
  const ab = t.grant ? t.grant.ability : ctx.state.catalog[t.sourceCardId]?.abilities[t.ability];
  const c = ab?.condition as JsonObject | undefined;
  if (!c || c.type !== 'pso2.face') return true;
  return ctx.state.players[t.controller]?.flags.face === c.face;
}

function triggerAbility(ctx: Ctx, t: { sourceCardId: string; ability: number; grant?: { ability: Ability } | null }): Ability | null {
  if (t.grant) return t.grant.ability;
  return ctx.state.catalog[t.sourceCardId]?.abilities[t.ability] ?? null;
}

/** One triggered ability into the zone, its opening targets declared (406.2.3; none possible: not activated, 406.2.4). */
export function stackOneOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const t = f.t as unknown as PendingTrigger;
  const ab = triggerAbility(ctx, t);
  if (!ab) return;
  const env = { controller: t.controller, source: t.source, sourceCardId: t.sourceCardId, scope: null, event: t.event };
  const sels = ab.kind === 'keyword' ? [] : declaredTargets(ab.effect as JsonObject, null);
  const i = typeof f.i === 'number' ? f.i : 0;
  const targets = (f.targets as Record<string, string[]> | undefined) ?? {};
  const selectors = (f.selectors as Record<string, JsonObject> | undefined) ?? {};
  if (i < sels.length) {
    const sel = sels[i]!;
    if (candidates(ctx, sel, env, t.controller).length < needed(sel)) {
      emit(ctx, publicEvent('fizzled', { card: t.source, cardId: t.sourceCardId, ability: t.ability, reason: 'no target', rule: 'PSO2 406.2.4' }));
      return;
    }
    const ids = chooseTargets(ctx, f, sel, env, 'Choose targets for the triggered ability', 'PSO2 406.2.3');
    if (ids === null) return;
    push(ctx, { op: 'stackOne', t: t as unknown as JsonObject, i: i + 1, targets: { ...targets, [sel.bind as string]: ids }, selectors: { ...selectors, [sel.bind as string]: sel as JsonObject } });
    return;
  }
  const d = pd(s);
  const item: StackItem = {
    id: newId(s, 'r'), kind: 'trigger', controller: t.controller, card: t.source, cardId: t.sourceCardId, index: t.ability, grant: t.grant ?? null,
    targets, selectors, mode: null, x: null, event: t.event, host: null, boss: false, sourcePlayer: t.controller,
  };
  d.zone.push(item);
  d.priority = d.priority ? { ...d.priority, passes: 0 } : { holder: firstHolder(s) ?? s.turn.active, passes: 0 }; // 103.6.1.2
  emit(ctx, publicEvent('triggerStacked', { item: item.id, card: t.source, cardId: t.sourceCardId, ability: t.ability, controller: t.controller }));
}

/** 406.4: process the newest item of the resolution zone. */
export function resolveTopOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  const item = d.zone.pop();
  if (!item) return;
  emit(ctx, publicEvent('resolving', { item: item.id, kind: item.kind, card: item.card, cardId: item.cardId, controller: item.controller }));
  push(ctx, { op: 'resolved', item: item as unknown as JsonObject });
  if (item.kind === 'card') return resolveCard(ctx, item);
  const ability = item.kind === 'active' ? factsOfCard(s, item.card!)?.abilities[item.index] ?? s.catalog[item.cardId]?.abilities[item.index] ?? null : item.grant ? item.grant.ability : s.catalog[item.cardId]?.abilities[item.index] ?? null;
  if (!ability) return;
  const env = { ...envFor(s, item.controller, item.card && s.cards[item.card] ? item.card : null), sourceCardId: item.cardId, event: item.event };
  if (ability.kind === 'keyword') return keywordTrigger(ctx, item, ability);
  // 406.4.1: declared targets re-checked; all illegal → nothing (and an Active's card text is not processed at all)
  const legal = stillLegal(ctx, item.targets, item.selectors, env);
  const declaredCount = Object.values(item.targets).reduce((n, ids) => n + ids.length, 0);
  const legalCount = Object.values(legal).reduce((n, ids) => n + ids.length, 0);
  if (declaredCount > 0 && (legalCount === 0 || (legalCount < declaredCount && opts(s).pso2PartialTargets === 'fizzle'))) {
    emit(ctx, publicEvent('fizzled', { item: item.id, card: item.card, cardId: item.cardId, reason: 'targets', rule: 'PSO2 406.4.1' }));
    return;
  }
  if (ability.kind === 'triggered' && ability.condition && !testCondition(ctx, ability.condition as ConditionNode, env)) return;
  const scope = newId(s, 's');
  s.scopes[scope] = { ...legal, ...(item.mode !== null ? { $mode: item.mode } : {}), X: item.x ?? 0 };
  const senv = { ...env, scope };
  const effect = ability.effect as JsonObject;
  if (ability.kind === 'triggered' && ability.optional === true) {
    push(ctx, { op: 'optionalEffect', effect, env: senv }, { op: '$endScope', scope });
    return;
  }
  push(ctx, { op: '$effect', effect, env: senv }, { op: '$endScope', scope });
}

/** A triggered ability that says 「～してもよい」 / 「～する事で」: its controller decides when it is processed. */
export function optionalEffectOp(ctx: Ctx, f: Frame): void {
  const env = f.env as JsonObject;
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, { player: env.controller as number, kind: 'chooseOption', prompt: 'Use this ability?', rule: 'PSO2 glossary ～する事で', options: ['yes', 'no'] });
    return;
  }
  if (a.option === 'yes') push(ctx, { op: '$effect', effect: f.effect as JsonObject, env });
}

/** After processing: an Active kept in the zone goes to the discard; 103.6.1.7 the turn player holds the right. */
export function resolvedOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  const item = f.item as unknown as StackItem;
  if (item.kind === 'active' && item.card && s.cards[item.card]?.zone === Z.resolution) {
    moveCards(ctx, [item.card], zoneKey(Z.discard, s.cards[item.card]!.owner), { reason: 'resolved' });
  }
  // a played card that stayed in the zone (it could not be put anywhere) goes to its owner's discard
  if (item.kind === 'card' && item.card && s.cards[item.card]?.zone === Z.resolution) {
    moveCards(ctx, [item.card], zoneKey(Z.discard, s.cards[item.card]!.owner), { reason: 'rule' });
  }
  const first = firstHolder(s);
  d.priority = first === null ? null : { holder: first, passes: 0 };
}

/** 「そうした場合」: the second part only if the first changed the game. */
export function ifDoneThenOp(ctx: Ctx, f: Frame): void {
  if (fingerprint(ctx.state) !== f.mark) push(ctx, { op: '$effect', effect: f.then as JsonObject, env: f.env as JsonObject });
}
