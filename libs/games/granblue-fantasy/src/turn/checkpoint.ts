/**
 * The checkpoint (チェックポイント, GBF 4-5, 8-5-1), the GBF timing procedure (used instead of the kernel's `$check`
 * so the ougi and trigger activations are pending items like automatic effects):
 *   8-5-1-1 carry out ONE due rule process (rules/rule-processing.ts); repeat while any is due;
 *   8-5-1-2 if the turn player has pending automatic effects, they choose one, activate and resolve it; back to 8-5-1-1;
 *   8-5-1-3 otherwise the same for the non-turn player; back to 8-5-1-1;
 *   8-5-1-4 the checkpoint ends.
 * No stack, no responses: new turn-player effects created while a non-turn-player effect resolves go first (8-5-1-2 is
 * re-checked after every resolution). State triggers (8-7-5) are put on standby here when their state holds.
 * An automatic effect with a cost: option gbfAutoCost (its master may decline to pay it, 8-7-3-1). A checkpoint that
 * never settles is an unbreakable loop: a draw (11-1-1-1).
 */
import {
  answerOf, ask, emit, endGame, hasLostAbilities, newId, publicEvent, push, tick, type Ability, type CostNode, type Ctx, type Frame, type JsonObject, type PendingTrigger,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { optionOf } from '../options.js';
import { cardsIn, nonTurnPlayer, turnPlayer } from '../state.js';
import { ruleProcessing } from '../rules/rule-processing.js';
import { resolvePendingSummon } from '../keywords/summon.js';
import { stateHolds } from '../abilities/triggers.js';

export const CHECKPOINT_PASSES = 400;

/** Schedules a checkpoint (`then`: frames to run after it). */
export function checkpointFrame(): Frame {
  return { op: 'checkpoint', passes: 0 };
}

function abilityOf(ctx: Ctx, t: PendingTrigger): Ability | null {
  if (t.grant) return t.grant.ability;
  return ctx.state.catalog[t.sourceCardId]?.abilities[t.ability] ?? null;
}

/** 8-7-5: state triggers of cards whose abilities function, pending once while their state holds. */
function collectStateTriggers(ctx: Ctx): void {
  const state = ctx.state;
  for (const p of state.players.map((x) => x.index)) {
    for (const id of [...cardsIn(state, Z.captain, p), ...cardsIn(state, Z.crew, p)]) {
      const c = state.cards[id]!;
      if (hasLostAbilities(state, id)) continue; // its texts are negated (10-10-2)
      state.catalog[c.cardId]?.abilities.forEach((a, index) => {
        const trig = a.trigger as JsonObject | undefined;
        if (a.kind !== 'triggered' || trig?.on !== 'gbf.whenState') return;
        const flag = `state#${index}`;
        const holds = stateHolds(ctx, trig.condition as JsonObject, { controller: c.controller, source: id, sourceCardId: c.cardId, scope: null, event: null });
        if (!holds) {
          delete c.flags[flag];
          return;
        }
        if (c.flags[flag] === true) return; // already pending (or resolved while the state kept holding: 8-7-5-1 re-arms on resolution)
        c.flags[flag] = true;
        state.pending.push({ id: newId(state, 't'), controller: c.controller, source: id, sourceCardId: c.cardId, ability: index, event: { type: 'gbf.state', card: id }, timestamp: tick(state) });
      });
    }
  }
}

/** Op `checkpoint` {passes}: 8-5-1. */
export function checkpointOp(ctx: Ctx, f: Frame): void {
  const passes = (typeof f.passes === 'number' ? f.passes : 0) + 1;
  if (passes > CHECKPOINT_PASSES) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: 'infinite loop that no player can stop', rule: 'GBF 11-1-1-1' });
    return;
  }
  const self: Frame = { op: 'checkpoint', passes };
  ctx.state.stack.push(self);
  if (ruleProcessing(ctx)) return; // 8-5-1-1 (one process; this frame runs again after it)
  if (ctx.state.result) return;
  collectStateTriggers(ctx);
  for (const p of [turnPlayer(ctx.state), nonTurnPlayer(ctx.state)]) {
    const mine = ctx.state.pending.filter((t) => t.controller === p);
    if (mine.length === 0) continue;
    if (mine.length === 1) {
      push(ctx, { op: 'resolvePending', id: mine[0]!.id });
      return;
    }
    ask(ctx, { op: 'pickPending', player: p }, {
      player: p, kind: 'chooseOption', rule: p === turnPlayer(ctx.state) ? 'GBF 8-5-1-2' : 'GBF 8-5-1-3',
      prompt: 'Choose which of your pending automatic effects to activate next',
      options: mine.map((t) => t.id),
      labels: mine.map((t) => `${t.sourceCardId}#${t.ability}${abilityOf(ctx, t)?.label ? ` ${String(abilityOf(ctx, t)!.label)}` : ''}`),
      data: { pending: mine.map((t) => ({ id: t.id, source: t.source, cardId: t.sourceCardId, ability: t.ability })) },
    });
    return;
  }
  ctx.state.stack.pop(); // 8-5-1-4
}

export function pickPendingOp(ctx: Ctx, f: Frame): void {
  const a = answerOf<{ option: string }>(f);
  if (a) push(ctx, { op: 'resolvePending', id: String(a.option) });
}

/**
 * Op `resolvePending` {id}: 8-7-3 activate one pending automatic effect (its pending count goes down by one, also when it
 * cannot be activated, 8-7-3-1). Trigger activations of summons (option gbfTriggerActivation 'checkpoint') resolve here too.
 */
export function resolvePendingOp(ctx: Ctx, f: Frame): void {
  const i = ctx.state.pending.findIndex((t) => t.id === f.id);
  if (i < 0) return;
  const t = ctx.state.pending[i]!;
  const ability = abilityOf(ctx, t);
  if (ability?.kind === 'spell') {
    ctx.state.pending.splice(i, 1);
    resolvePendingSummon(ctx, t.source, t.controller);
    return;
  }
  if ((ability?.trigger as JsonObject | undefined)?.on === 'gbf.whenState' && t.source && ctx.state.cards[t.source]) delete ctx.state.cards[t.source]!.flags[`state#${t.ability}`]; // 8-7-5-1
  const costs = (ability?.cost as CostNode[] | undefined) ?? [];
  const payable = costs.length > 0 && ability?.optional !== true && optionOf(ctx.state, 'gbfAutoCost') === 'optional';
  if (payable && costs.every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, { controller: t.controller, source: t.source, sourceCardId: t.sourceCardId, scope: null, event: t.event }) === true)) {
    const a = answerOf<{ option: string }>(f);
    if (!a) {
      ask(ctx, f, { player: t.controller, kind: 'chooseOption', rule: 'GBF 8-7-3', prompt: 'Pay the cost of this automatic effect and activate it?', options: ['pay', 'decline'], data: { pending: t.id, cardId: t.sourceCardId, ability: t.ability } });
      return;
    }
    if (a.option === 'decline') {
      ctx.state.pending.splice(i, 1);
      emit(ctx, publicEvent('fizzled', { card: t.source, index: t.ability, reason: 'declined', rule: 'GBF 8-7-3-1' }));
      return;
    }
  }
  push(ctx, { op: '$trigger', id: t.id });
}
