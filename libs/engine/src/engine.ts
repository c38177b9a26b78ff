/**
 * The kernel's public entry points: createGame, legalActions, apply (and tryApply), and the run
 * loop that advances a game by itself until a player must decide or the game is over.
 * `apply` never mutates its input: it works on a private clone and either returns the new state
 * with its events or throws an EngineError (ILLEGAL_ACTION, NOT_YOUR_DECISION, GAME_OVER,
 * MALFORMED_ACTION, ...), leaving the caller's state exactly as it was. With `{owned: true}` the
 * caller gives its state away: same checks (all before any change), no clone.
 */
import type { JsonObject } from './json.js';
import { EngineError, isEngineError, type EngineErrorPayload } from './errors.js';
import type { GameState } from './state.js';
import { ENGINE_VERSION, STATE_FORMAT } from './state.js';
import { withoutLabel } from './labels.js';
import type { GameDefinition, SetupInput } from './definition.js';
import { type Action, actionKey, assertActionShape, CONCEDE, sameAction } from './actions.js';
import { applyKernelAnswer, isKernelKind, kernelLegalActions, type Decision } from './decision.js';
import { makeCtx, type Ctx } from './context.js';
import { vocabularyFor } from './abilities/vocabulary.js';
import { KERNEL_OPS } from './check.js';
import type { GameEvent } from './events.js';
import { privateEvent, setQuiet } from './events.js';
import { lose } from './turn.js';
import { buildInitialState } from './setup.js';
import { derivedScope } from './derived.js';
import { getGame } from './registry.js';

const DEFAULT_STEPS = 200_000;

export interface ApplyResult {
  state: GameState;
  events: GameEvent[];
}

export type TryApplyResult = ({ ok: true } & ApplyResult) | { ok: false; error: EngineErrorPayload };

function defFor(state: GameState, def?: GameDefinition): GameDefinition {
  const d = def ?? getGame(state.game);
  if (d.slug !== state.game) throw new EngineError('WRONG_GAME', `state is a ${state.game} game, not ${d.slug}`);
  return d;
}

/** Cheap header checks before touching a (possibly client-supplied) state. */
export function assertStateHeader(state: unknown, def: GameDefinition): asserts state is GameState {
  if (state === null || typeof state !== 'object') throw new EngineError('MALFORMED_STATE', 'state must be an object');
  const s = state as Partial<GameState>;
  if (s.format !== STATE_FORMAT) throw new EngineError('VERSION_MISMATCH', `state format ${String(s.format)} is not ${STATE_FORMAT}`);
  if (s.game !== def.slug) throw new EngineError('WRONG_GAME', `state is a ${String(s.game)} game, not ${def.slug}`);
  const major = (v: unknown) => (typeof v === 'string' ? v.split('.')[0] : null);
  if (major(s.versions?.engine) !== major(ENGINE_VERSION)) {
    throw new EngineError('VERSION_MISMATCH', `state was made by engine ${String(s.versions?.engine)}, this is ${ENGINE_VERSION}`);
  }
  if (s.versions?.rules !== def.versions.rules) {
    throw new EngineError('VERSION_MISMATCH', `state follows rules ${String(s.versions?.rules)}, this game implements ${def.versions.rules}`);
  }
}

/** Runs ops until a decision is pending or the game is over. */
export function run(ctx: Ctx): void {
  const s = ctx.state;
  const limit = ctx.def.limits?.stepsPerApply ?? DEFAULT_STEPS;
  while (!s.result && !s.decision) {
    const frame = s.stack.pop();
    if (!frame) throw new EngineError('ENGINE_STALLED', `${ctx.def.slug}: no decision pending, game not over, and no work left`);
    if (++ctx.steps > limit) throw new EngineError('ENGINE_LOOP', `${ctx.def.slug}: more than ${limit} steps without a decision`);
    const handler = frame.op.startsWith('$') ? KERNEL_OPS[frame.op] : ctx.def.ops[frame.op];
    if (!handler) throw new EngineError('UNKNOWN_OP', `${ctx.def.slug}: unknown op '${frame.op}'`);
    handler(ctx, frame);
  }
  if (s.result) {
    s.decision = null;
    s.stack = [];
    s.pending = [];
    s.scopes = {};
  }
}

/** Creates a game and runs it to the first decision. */
export function createGame(game: GameDefinition | string, input: SetupInput): ApplyResult {
  const def = typeof game === 'string' ? getGame(game) : game;
  const base = buildInitialState(def, input);
  // a record built key by key is a slow dictionary object in V8; a spread copy has fast properties
  // (cheaper zone scans for the whole game when the state is then stepped in place; context.ts)
  base.zones = { ...base.zones };
  const ctx = makeCtx(base, def, vocabularyFor(def), false);
  const out = def.setup({
    seed: String(input.seed),
    players: input.players,
    options: ctx.state.options,
    cards: (id) => ctx.state.catalog[id] ?? null,
    state: ctx.state,
    ctx,
  });
  if (out) ctx.state = out;
  run(ctx);
  return { state: ctx.state, events: ctx.events };
}

/** Every legal answer to the pending decision (empty when the game is over). Concession is always
 * allowed for a player still in the game and is not listed. */
export function legalActions(state: GameState, def?: GameDefinition): Action[] {
  const d = defFor(state, def);
  if (state.result || !state.decision) return [];
  const decision = state.decision;
  if (isKernelKind(decision.kind)) return kernelLegalActions(decision);
  const spec = d.decisions?.[decision.kind];
  if (!spec) throw new EngineError('INVALID_DEFINITION', `${d.slug}: no decision kind '${decision.kind}'`);
  const list = derivedScope(state, () => spec.legal(state, decision)); // one state version: derived values computed once (derived.ts)
  if (list.length === 0) throw new EngineError('INVALID_DEFINITION', `${d.slug}: decision '${decision.kind}' has no legal answer`);
  for (const a of list) {
    if (typeof a?.type !== 'string' || a.player !== decision.player) {
      throw new EngineError('INVALID_DEFINITION', `${d.slug}: decision '${decision.kind}' listed an action without type or for another player`, null, { action: a as never });
    }
  }
  return list;
}

export interface GameStatus {
  game: string;
  seq: number;
  over: boolean;
  result: GameState['result'];
  turn: GameState['turn'];
  /** Who must decide what (public part of the decision). */
  waitingFor: { player: number; kind: string; prompt: string; rule: string | null } | null;
  /** The game's own summary (definition.status). */
  summary: JsonObject;
}

/** A public status summary of a game (no hidden information). */
export function gameStatus(state: GameState, def?: GameDefinition): GameStatus {
  const d = defFor(state, def);
  const dec = state.decision;
  return {
    game: state.game,
    seq: state.seq,
    over: state.result !== null,
    result: state.result,
    turn: { ...state.turn },
    waitingFor: dec && !state.result ? { player: dec.player, kind: dec.kind, prompt: dec.prompt, rule: dec.rule } : null,
    summary: d.status?.(state) ?? {},
  };
}

/**
 * Whether `action` canonically equals one of `legalActions(state)` (the one legality rule, §1.4),
 * without building what cannot match: kernel kinds are checked directly against the decision (only
 * the one listed action that could be equal is built); game kinds compare the action's canonical
 * key once against the listed actions of the same `type` (a different type is never canonically
 * equal), taken from the kind's `legalOfType` when it has one. Same answer as
 * `legalActions(state, d).some((a) => sameAction(a, action))`.
 */
function isListed(state: GameState, d: GameDefinition, decision: Decision, action: Action): boolean {
  if (isKernelKind(decision.kind)) {
    const match = kernelListedMatch(decision, action);
    if (match !== undefined) return match !== null && sameAction(match, action);
  }
  const key = actionKey(action);
  const spec = isKernelKind(decision.kind) ? undefined : d.decisions?.[decision.kind];
  const list = spec?.legalOfType ? checkedList(d, decision, derivedScope(state, () => spec.legalOfType!(state, decision, action.type))) : legalActions(state, d);
  for (const a of list) if (a.type === action.type && actionKey(a) === key) return true;
  return false;
}

/** The entry checks legalActions makes, for a game's `legalOfType` list. */
function checkedList(d: GameDefinition, decision: Decision, list: Action[]): Action[] {
  for (const a of list) {
    if (typeof a?.type !== 'string' || a.player !== decision.player) {
      throw new EngineError('INVALID_DEFINITION', `${d.slug}: decision '${decision.kind}' listed an action without type or for another player`, null, { action: a as never });
    }
  }
  return list;
}

/**
 * The listed action of a kernel decision that `action` could equal: the action itself as listed,
 * null when none can be, or undefined when the quick check does not apply (non-string card/item:
 * then the full list decides).
 */
function kernelListedMatch(decision: Decision, action: Action): Action | null | undefined {
  const player = decision.player;
  switch (decision.kind) {
    case 'chooseCards': {
      const picked = decision.picked ?? [];
      if (action.type === 'done') return picked.length >= (decision.min ?? 0) ? { type: 'done', player } : null;
      if (action.type !== 'pick') return null;
      const card = action.card;
      if (typeof card !== 'string') return undefined;
      if (picked.length >= (decision.max ?? 0) || picked.includes(card)) return null;
      return (decision.candidates ?? []).includes(card) ? { type: 'pick', player, card } : null;
    }
    case 'order': {
      if (action.type !== 'next') return null;
      const item = action.item;
      if (typeof item !== 'string') return undefined;
      if ((decision.ordered ?? []).includes(item)) return null;
      return (decision.items ?? []).includes(item) ? { type: 'next', player, item } : null;
    }
    default:
      return undefined; // chooseOption: options may be any JSON primitive; the list is small
  }
}

export interface ApplyOptions {
  /**
   * The caller owns `state` and will not use it after this call (e.g. a server that has just decoded
   * it from a token): apply then runs on `state` itself instead of a private copy (docs/engine.md §3,
   * "Owned apply"). Every check is the same and happens before any change, so a refusal (an
   * EngineError of the checks: header, shape, game over, not your decision, illegal action) leaves
   * `state` exactly as it was; the returned state is `state`, changed. Only an error raised while the
   * rules run (a kernel fault such as ENGINE_LOOP, or a bug) may leave it half-changed: discard it then.
   */
  owned?: boolean;
}

/**
 * Applies an action; throws EngineError on refusal (the input state is never modified, unless
 * `options.owned`: see ApplyOptions).
 */
export function apply(state: GameState, input: unknown, def?: GameDefinition, options?: ApplyOptions): ApplyResult {
  const action = withoutLabel(input); // a view's labelled action is accepted as is (labels.ts: `label` is reserved)
  const d = defFor(state, def);
  const clone = options?.owned !== true;
  assertStateHeader(state, d);
  if (state.result) throw new EngineError('GAME_OVER', 'the game is over', state.result.rule);
  assertActionShape(state, action);
  if (action.type === CONCEDE) {
    if (state.players[action.player]!.lost) throw new EngineError('ILLEGAL_ACTION', `player ${action.player} has already left the game`);
    return concede(makeCtx(state, d, vocabularyFor(d), clone), action.player);
  }
  const decision = state.decision;
  if (!decision) throw new EngineError('MALFORMED_STATE', 'no decision is pending');
  if (action.player !== decision.player) {
    throw new EngineError('NOT_YOUR_DECISION', `player ${decision.player} is deciding (${decision.prompt}), not player ${action.player}`, decision.rule);
  }
  if (!isListed(state, d, decision, action)) {
    const legal = legalActions(state, d);
    throw new EngineError('ILLEGAL_ACTION', `not one of the ${legal.length} legal answers to "${decision.prompt}"`, decision.rule, { action: action as JsonObject });
  }
  return answerDecision(makeCtx(state, d, vocabularyFor(d), clone), action); // every check is above: nothing changed yet
}

/** A player concedes (checked by the caller): they lose at once, and the game runs on. */
function concede(ctx: Ctx, player: number): ApplyResult {
  ctx.state.seq += 1;
  lose(ctx, [player], 'concede', ctx.def.citations?.concede ?? null);
  run(ctx);
  return { state: ctx.state, events: ctx.events };
}

/** Gives a (checked) answer to the pending decision of `ctx.state` and runs to the next decision. */
function answerDecision(ctx: Ctx, action: Action): ApplyResult {
  const s = ctx.state;
  s.seq += 1;
  const dec = s.decision!;
  if (!ctx.quiet) ctx.events.push(privateEvent('decided', { player: dec.player, kind: dec.kind, decision: dec.id, action: action as JsonObject }, [dec.player], { player: dec.player, kind: dec.kind, decision: dec.id }));
  const answer = isKernelKind(dec.kind) ? applyKernelAnswer(dec, action) : { action: action as JsonObject };
  if (answer === null) return { state: s, events: ctx.events }; // more picks needed
  const top = s.stack[s.stack.length - 1];
  if (!top || top.answer !== null) throw new EngineError('MALFORMED_STATE', 'the pending decision has no continuation');
  top.answer = answer;
  s.decision = null;
  run(ctx);
  return { state: s, events: ctx.events };
}

export interface InPlaceOptions {
  /** Build and return the events, exactly as `apply` would (default false: no events are built). */
  events?: boolean;
}

/**
 * Trusted in-place playout step, for bots and simulations that play many games in process
 * (docs/engine.md §3.1). Applies `action` to `state` by MUTATING it, and returns the same state object
 * (with the events only when `options.events` is true; otherwise `events` is empty).
 *
 * Trust contract: `action` MUST be one of `legalActions(state, def)` for this very state (or a
 * concession of a player still in the game), and `state` must be a state this kernel produced for
 * `def`. Unlike `apply` it does not check the state header (format, versions, game), the action's
 * shape or its legality, does not clone, and (by default) builds no events and no event visibility.
 * Anything else is undefined behaviour: the state may be left half-changed, with no error. An
 * EngineError it throws (a definition fault, or the few cheap checks it keeps: game over, no pending
 * decision, another player's decision) may also leave the state half-changed.
 * For the same state and action, the resulting state equals `apply(state, action, def).state`
 * (tested after every step of seeded random games of every game).
 */
export function applyInPlace(state: GameState, action: Action, def?: GameDefinition, options?: InPlaceOptions): ApplyResult {
  const d = defFor(state, def);
  if (state.result) throw new EngineError('GAME_OVER', 'the game is over', state.result.rule);
  const ctx = makeCtx(state, d, vocabularyFor(d), false);
  const quiet = options?.events !== true;
  if (!quiet) return stepInPlace(ctx, state, action);
  ctx.quiet = true;
  setQuiet(state, true);
  try {
    stepInPlace(ctx, state, action);
    return { state, events: [] };
  } finally {
    setQuiet(state, false);
  }
}

function stepInPlace(ctx: Ctx, state: GameState, action: Action): ApplyResult {
  if (action.type === CONCEDE) {
    if (state.players[action.player]?.lost !== false) throw new EngineError('ILLEGAL_ACTION', `player ${action.player} is not in the game`);
    return concede(ctx, action.player);
  }
  const decision = state.decision;
  if (!decision) throw new EngineError('MALFORMED_STATE', 'no decision is pending');
  if (action.player !== decision.player) {
    throw new EngineError('NOT_YOUR_DECISION', `player ${decision.player} is deciding (${decision.prompt}), not player ${action.player}`, decision.rule);
  }
  return answerDecision(ctx, action);
}

/** Like apply, but returns refusals as data. Non-engine exceptions (bugs) still throw. */
export function tryApply(state: GameState, action: unknown, def?: GameDefinition): TryApplyResult {
  try {
    return { ok: true, ...apply(state, action, def) };
  } catch (e) {
    if (isEngineError(e)) return { ok: false, error: e.toJSON() };
    throw e;
  }
}
