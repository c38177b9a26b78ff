/**
 * The check timing / checkpoint loop shared by SVE (10.5.2), Re:Birth (9.6.2) and Granblue (8-5-1):
 *   1. rule processing (the game's `ruleProcessing` hook) until it reports nothing done;
 *   2. the first player in turn order (active player first) who has pending automatic abilities
 *      picks ONE of them (a decision when there are two or more); it resolves completely; back to 1;
 *   3. otherwise the check ends.
 * There is no stack and no response inside it. Games schedule it with `push(ctx, { op: '$check' })`.
 * A game with a real stack (PSO2 406) uses the pending list with its own ops instead.
 * Guard: a check that loops more than `definition.limits.checkPasses` times ends the game as a draw
 * (unbreakable loops are draws: SVE 15.2, R4U 14.1.1.3, GBF 11-1-1-1).
 */
import type { Json } from './json.js';
import type { Ctx } from './context.js';
import { answerOf, ask, push } from './context.js';
import { playersFromActive } from './state.js';
import { endGame } from './turn.js';
import { startAbility, type OpHandler } from './abilities/interpreter.js';
import { INTERPRETER_OPS } from './abilities/interpreter.js';

const DEFAULT_CHECK_PASSES = 1000;

const $check: OpHandler = (ctx, f) => {
  const passes = (typeof f.passes === 'number' ? f.passes : 0) + 1;
  const limit = ctx.def.limits?.checkPasses ?? DEFAULT_CHECK_PASSES;
  if (passes > limit) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: 'infinite loop', rule: ctx.def.citations?.loop ?? null });
    return;
  }
  const self = { op: '$check', passes };
  ctx.state.stack.push(self);
  if (ctx.def.ruleProcessing?.(ctx) === true) return;
  if (ctx.state.result) return;
  if (ctx.state.stack[ctx.state.stack.length - 1] !== self) return; // rule processing scheduled work
  for (const p of playersFromActive(ctx.state)) {
    const mine = ctx.state.pending.filter((t) => t.controller === p);
    if (mine.length === 0) continue;
    if (mine.length === 1) {
      push(ctx, { op: '$trigger', id: mine[0]!.id });
      return;
    }
    ask(ctx, { op: '$pickTrigger', player: p }, {
      player: p,
      kind: 'chooseOption',
      prompt: 'Choose which of your automatic abilities to play next',
      rule: ctx.def.citations?.triggerOrder ?? null,
      options: mine.map((t) => t.id),
      labels: mine.map((t) => (t.grant ? `${t.sourceCardId}#${t.grant.key}` : `${t.sourceCardId}#${t.ability}`)),
      data: { triggers: mine.map((t) => ({ id: t.id, source: t.source, cardId: t.sourceCardId, ability: t.ability, ...(t.grant ? { grant: t.grant.key } : {}) })) },
    });
    return;
  }
  ctx.state.stack.pop(); // nothing left to do: the check timing ends
};

const $pickTrigger: OpHandler = (ctx, f) => {
  const a = answerOf<{ option: Json }>(f);
  if (a) push(ctx, { op: '$trigger', id: String(a.option) });
};

/** Takes a pending automatic ability off standby and resolves it (it resolves even if its card moved). */
const $trigger: OpHandler = (ctx, f) => {
  const i = ctx.state.pending.findIndex((t) => t.id === f.id);
  if (i < 0) return;
  const [t] = ctx.state.pending.splice(i, 1);
  startAbility(ctx, { kind: 'trigger', card: t!.source, cardId: t!.sourceCardId, index: t!.ability, controller: t!.controller, event: t!.event, grant: t!.grant ?? null });
};

/** Ops every game can schedule. Game op names must not start with `$`. */
export const KERNEL_OPS: Record<string, OpHandler> = { ...INTERPRETER_OPS, $check, $pickTrigger, $trigger };
