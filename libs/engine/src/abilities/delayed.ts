/**
 * Delayed triggers (SVE 10.7.5 時限誘発): automatic abilities an effect creates, which trigger at a later
 * point (「次に自分のエンドフェイズが来たとき、…」, 「このターン、次に…とき、…」).
 *
 * Data: a continuous effect on a PLAYER (`targets: null`, `player`: the effect's master) whose modifier
 * is `{type:'ability', ability}` with a triggered `ability`. The effect's duration is the period in which
 * the ability may trigger (`permanent`: until it triggers; `untilEndOfTurn`: 「このターン、」). The base
 * effect `delayedTrigger` creates one (a game may create the same effect itself).
 *  - 10.7.5.1: unless a period is given it triggers ONCE: the effect ends when the ability goes on
 *    standby. With `repeat: true` (a period is given) it triggers every time until its duration ends.
 *  - 10.12.1.3: the pending ability's source is the source of the effect that created it (it may have
 *    left its zone since; the ability resolves anyway, like any pending trigger whose card moved);
 *    the ability data travels with the pending entry (`grant`, key = the effect id).
 * Matching uses the game's trigger specs with a watcher standing for the creating effect: its
 * controller is the effect's master, its id the source card (or the effect id), so `side: 'you'` means
 * the master's and `who: 'any'` / `'other'` work as for printed abilities.
 */
import type { JsonObject } from '../json.js';
import { newId, tick } from '../state.js';
import type { Ctx } from '../context.js';
import type { GameEvent } from '../events.js';
import { eventPayload } from '../events.js';
import { triggeredEvent, type Watcher } from '../triggers.js';
import type { Ability } from './types.js';

/** The delayed-trigger effects of the state (player effects granting a triggered ability). */
function delayedEffects(ctx: Ctx) {
  return ctx.state.effects.filter((e) => e.targets === null && e.modifier.type === 'ability' && (e.modifier as { ability: Ability }).ability.kind === 'triggered');
}

/** Puts matching delayed triggers on standby (called by `collectTriggers` for the same events). */
export function collectDelayedTriggers(ctx: Ctx, events: readonly GameEvent[], internal: readonly JsonObject[] | null): void {
  const state = ctx.state;
  if (state.effects.length === 0) return;
  const list = delayedEffects(ctx);
  if (list.length === 0) return;
  const ended = new Set<string>();
  for (const e of list) {
    const ability = (e.modifier as { ability: Ability }).ability;
    const trig = ability.trigger as JsonObject | undefined;
    const spec = trig && typeof trig.on === 'string' ? ctx.vocab.triggers[trig.on] : undefined;
    if (!spec) continue;
    const w: Watcher = { id: e.source ?? e.id, cardId: e.sourceCardId ?? '', controller: e.controller, owner: e.controller, zone: '' };
    const repeat = (e.modifier as { repeat?: unknown }).repeat === true;
    for (let ei = 0; ei < events.length; ei++) {
      const event = events[ei]!;
      const payload = internal?.[ei] ?? eventPayload(event);
      if (!spec.match(ctx, payload, w, trig!)) continue;
      const id = newId(state, 't');
      state.pending.push({
        id, controller: e.controller, source: e.source, sourceCardId: e.sourceCardId ?? '', ability: -1, event: payload, timestamp: tick(state),
        grant: { key: e.id, from: e.id, cardId: e.sourceCardId, index: -1, ability },
      });
      if (!ctx.quiet) ctx.events.push({ ...triggeredEvent(state, id, w, -1, event), grant: e.id, delayed: true });
      if (!repeat) {
        ended.add(e.id); // 10.7.5.1: once
        break;
      }
    }
  }
  if (ended.size > 0) state.effects = state.effects.filter((e) => !ended.has(e.id));
}
