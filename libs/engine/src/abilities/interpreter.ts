/**
 * Interpreter skeleton for ability data. Everything runs as frames on `state.stack`, so a choice in
 * the middle of an effect is an ordinary decision and the half-resolved ability is plain JSON.
 *
 * Kernel ops:
 *   $ability  {kind, card, cardId, index, controller, event, stage, scope}  resolve one ability:
 *             condition (at resolution) -> "you may" -> costs (all or nothing) -> effect
 *   $effect   {effect, env}     run one effect node through the vocabulary
 *   $payCost  {cost, env}       pay one cost through the vocabulary
 *   $endScope {scope}           drop the ability's variables
 *
 * Entry points for game rules: `resolveEffect` (run effect data), `startAbility` (resolve an ability
 * of a card), `activatableAbilities` / `activateAbility` (activated abilities), `playSpellAbility`.
 */
import type { Json, JsonObject } from '../json.js';
import type { Frame, PlayerIndex } from '../state.js';
import { newId, zoneKey } from '../state.js';
import type { Ctx } from '../context.js';
import { answerOf, ask, emit, push } from '../context.js';
import { EngineError } from '../errors.js';
import { publicEvent } from '../events.js';
import { cardEvent, randomPick } from '../moves.js';
import { candidates, choosableCandidates, evalAmount, resolvePlayers, setVar } from './selectors.js';
import { testCondition } from './conditions.js';
import { abilityIndex, functionsInZone, zoneMayFunction } from '../ability-index.js';
import { sortedZoneKeys } from '../zones.js';
import type { AbilityEnv, Reader } from './vocabulary.js';
import { findGrant, grantFunctions, grantRef, grantUsageKey, grantedMap, holderEnv, type GrantRef } from './granted.js';
import type { Ability, ConditionNode, CostNode, EffectNode, Selector } from './types.js';
import { lossIndex } from './loss.js';

export type OpHandler = (ctx: Ctx, frame: Frame) => void;

/**
 * Schedules an effect to run next (before anything already scheduled). An env without a scope gets
 * a fresh variable scope that is dropped when the effect is done.
 */
export function resolveEffect(ctx: Ctx, effect: EffectNode, env: AbilityEnv): void {
  if (env.scope !== null) {
    push(ctx, { op: '$effect', effect, env });
    return;
  }
  const scope = newId(ctx.state, 's');
  ctx.state.scopes[scope] = {};
  push(ctx, { op: '$effect', effect, env: { ...env, scope } }, { op: '$endScope', scope });
}

/** An environment for running effect data from game rules (`resolveEffect` adds the scope). */
export function newEnv(ctx: Ctx, controller: PlayerIndex, source: string | null = null): AbilityEnv {
  const card = source ? ctx.state.cards[source] : undefined;
  return { controller, source, sourceCardId: card?.cardId ?? null, scope: null, event: null };
}

/**
 * Targets of a selector: resolved at once when no choice is involved (references, "all", random),
 * otherwise asks the chooser (default: the controller) with a chooseCards decision and returns null;
 * the frame is then re-run with the answer and this returns the chosen ids.
 * Fixed counts must be met as far as possible; `upTo` allows 0 (SVE 10.6.2.3, GBF 8-6-3).
 */
export function chooseTargets(ctx: Ctx, frame0: Frame, sel: Selector, env: AbilityEnv, prompt: string, rule: string | null = null): string[] | null {
  const named = namedOpponent(ctx, frame0, sel, env);
  if (named === null) return null;
  const frame = named.frame;
  const done = answerOf<{ cards: string[] }>(frame);
  const bind = (ids: string[]) => {
    if (typeof sel.bind === 'string') setVar(ctx.state, env, sel.bind, ids);
    return ids;
  };
  if (done) return bind(done.cards.filter((id) => ctx.state.cards[id] !== undefined));
  const chooserRef = sel.chooser === 'opponent' ? 'opponent' : 'you';
  const chooser = named.player ?? resolvePlayers(ctx.state, chooserRef, env)[0] ?? env.controller;
  // a number, or an Amount evaluated now (「あなたのリタイアと同じ枚数」: the count when the choice is made)
  const count = typeof sel.count === 'number' ? sel.count : sel.count !== undefined && sel.count !== null ? Math.max(0, evalAmount(ctx, sel.count, env)) : null;
  let listed = candidates(ctx, sel, env, count === null || sel.random === true ? null : chooser);
  // the named opponent chooses among their own cards when the selector names the opponents' (「相手は(自分の)…を選び」)
  if (named.player !== null && named.ownCards && sel.side === 'opponent') listed = listed.filter((id) => ctx.state.cards[id]!.controller === named.player);
  if (count === null || typeof sel.ref === 'string') return bind(count === null ? listed : listed.slice(0, count));
  const all = choosableCandidates(ctx, listed, chooser, env); // the game's target-candidate hook (Vocabulary.choosable)
  if (sel.random === true) return bind(randomPick(ctx, all, count));
  ask(ctx, frame, {
    player: chooser,
    kind: 'chooseCards',
    prompt,
    rule,
    candidates: all,
    min: sel.upTo === true ? 0 : count,
    max: count,
  });
  return null;
}

/**
 * 「相手が選ぶ」 with several opponents, in games whose vocabulary sets `namesOpponent` (its rule, e.g. R4U 13.5.5.4): the
 * master first names the opponent who makes the choice (a chooseOption; the frame keeps `namedOpponent`). Returns the
 * frame to continue with and the named player (null: not applicable, the kernel's first opponent chooses), or null
 * while the master is asked.
 */
function namedOpponent(ctx: Ctx, frame: Frame, sel: Selector, env: AbilityEnv): { frame: Frame; player: PlayerIndex | null; ownCards: boolean } | null {
  const how = ctx.vocab.namesOpponent?.(ctx) ?? null;
  if (!how || sel.chooser !== 'opponent' || typeof sel.count !== 'number' || typeof sel.ref === 'string' || sel.random === true) return { frame, player: null, ownCards: false };
  if (typeof frame.namedOpponent === 'number') return { frame, player: frame.namedOpponent as PlayerIndex, ownCards: how.ownCards };
  const opponents = resolvePlayers(ctx.state, 'opponent', env);
  if (opponents.length < 2) return { frame, player: null, ownCards: false };
  const a = answerOf<{ option?: string }>(frame);
  if (a && typeof a.option === 'string' && opponents.includes(Number(a.option))) {
    const player = Number(a.option);
    return { frame: { ...frame, namedOpponent: player, answer: null }, player, ownCards: how.ownCards };
  }
  ask(ctx, frame, {
    player: env.controller, kind: 'chooseOption', rule: how.rule, prompt: 'Name the opponent who makes the choice',
    options: opponents.map(String), labels: opponents.map((p) => `player ${p}`),
  });
  return null;
}

/** The zone key an effect names: a zone name (of `owner`, or shared) or {zone, player}. */
export function zoneFor(ctx: Ctx, ref: Json | undefined, owner: PlayerIndex, env: AbilityEnv): string {
  let name: string;
  let player: PlayerIndex | null = owner;
  if (typeof ref === 'string') name = ref;
  else if (ref && typeof ref === 'object' && !Array.isArray(ref) && typeof ref.zone === 'string') {
    name = ref.zone;
    if (ref.player !== undefined) player = resolvePlayers(ctx.state, ref.player, env)[0] ?? owner;
  } else throw new EngineError('INVALID_ABILITIES', `bad zone reference ${JSON.stringify(ref)}`);
  if (ctx.state.zones[zoneKey(name, player)]) return zoneKey(name, player);
  if (ctx.state.zones[name]) return name; // shared zone
  throw new EngineError('INVALID_ABILITIES', `no zone '${name}' for player ${player}`);
}

function abilityOf(ctx: Ctx, cardId: string, index: number): Ability {
  const a = ctx.state.catalog[cardId]?.abilities[index];
  if (!a) throw new EngineError('MALFORMED_STATE', `card ${cardId} has no ability #${index}`);
  return a;
}

export type AbilityKind = 'trigger' | 'activate' | 'spell';

/**
 * Schedules the resolution of ability `index` of a card (source instance may be gone: LKI). A granted
 * ability (abilities/granted.ts) is given by `grant` (its data travels with the frame; `index` is -1).
 */
export function startAbility(
  ctx: Ctx,
  a: { kind: AbilityKind; card: string | null; cardId: string; index: number; controller: PlayerIndex; event?: JsonObject | null; costsPaid?: boolean; grant?: GrantRef | null },
): void {
  push(ctx, {
    op: '$ability',
    kind: a.kind,
    card: a.card,
    cardId: a.cardId,
    index: a.index,
    controller: a.controller,
    event: a.event ?? null,
    costsPaid: a.costsPaid ?? false,
    stage: 'start',
    scope: null,
    ...(a.grant ? { grant: grantRef(a.grant) as unknown as JsonObject } : {}),
  });
}

/** The data of ability `index` of a card, or of the granted ability `grant` of that card (null when missing). */
export function abilityAt(r: Reader, card: string, index: number, grant: string | null = null): Ability | null {
  if (grant !== null) return findGrant(r, card, grant)?.ability ?? null;
  const c = r.state.cards[card];
  return (c && r.state.catalog[c.cardId]?.abilities[index]) ?? null;
}

function envOf(f: Frame): AbilityEnv {
  return {
    controller: f.controller as number,
    source: (f.card as string | null) ?? null,
    sourceCardId: f.cardId as string,
    scope: (f.scope as string | null) ?? null,
    event: (f.event as JsonObject | null) ?? null,
  };
}

const $ability: OpHandler = (ctx, f) => {
  const granted = (f.grant as unknown as GrantRef | undefined) ?? null;
  const ability = granted ? granted.ability : abilityOf(ctx, f.cardId as string, f.index as number);
  if (f.stage === 'start') {
    const scope = newId(ctx.state, 's');
    ctx.state.scopes[scope] = {};
    push(ctx, { op: '$endScope', scope });
    const env = { ...envOf(f), scope };
    const card = f.card as string | null;
    const g: JsonObject = granted ? { grant: granted.key } : {};
    const ev = card && ctx.state.cards[card]
      ? cardEvent(ctx.state, 'ability', [card], { card, cardId: f.cardId as string, index: f.index as number, controller: env.controller, kind: f.kind as string, ...g }, { controller: env.controller, kind: f.kind as string })
      : publicEvent('ability', { card, cardId: f.cardId as string, index: f.index as number, controller: env.controller, kind: f.kind as string, ...g });
    emit(ctx, ev);
    if (ability.condition && !testCondition(ctx, ability.condition as ConditionNode, env)) {
      emit(ctx, publicEvent('fizzled', { card, index: f.index as number, reason: 'condition' }));
      return;
    }
    if (ability.optional === true) {
      ask(ctx, { ...f, stage: 'optional', scope }, {
        player: env.controller,
        kind: 'chooseOption',
        prompt: 'Use this optional ability?',
        options: ['yes', 'no'],
        data: { card, cardId: f.cardId as string, ability: f.index as number },
      });
      return;
    }
    return costsThenEffect(ctx, f, ability, env);
  }
  if (f.stage === 'optional') {
    const a = answerOf<{ option: Json }>(f);
    if (a?.option !== 'yes') return;
    return costsThenEffect(ctx, f, ability, envOf(f));
  }
  throw new EngineError('MALFORMED_STATE', `bad $ability stage ${String(f.stage)}`);
};

function costsThenEffect(ctx: Ctx, f: Frame, ability: Ability, env: AbilityEnv): void {
  const costs = f.costsPaid === true ? [] : ((ability.cost as CostNode[] | undefined) ?? []);
  for (const c of costs) {
    const spec = ctx.vocab.costs[c.type];
    // all or nothing: if any part cannot be paid, none is (SVE 10.4.2.2, R4U 9.5.2.2, GBF 8-4-2-4)
    if (!spec || !spec.canPay(ctx, c, env)) {
      emit(ctx, publicEvent('fizzled', { card: env.source, index: f.index as number, reason: 'cost' }));
      return;
    }
  }
  const effect = (ability.effect as EffectNode | undefined) ?? null;
  push(ctx, ...costs.map((cost) => ({ op: '$payCost', cost, env })), ...(effect ? [{ op: '$effect', effect, env }] : []));
}

const $payCost: OpHandler = (ctx, f) => {
  const cost = f.cost as CostNode;
  const spec = ctx.vocab.costs[cost.type];
  if (!spec) throw new EngineError('INVALID_ABILITIES', `unknown cost type '${cost.type}'`);
  spec.pay(ctx, cost, f.env as AbilityEnv, f);
};

const $effect: OpHandler = (ctx, f) => {
  const effect = f.effect as EffectNode;
  const spec = ctx.vocab.effects[effect.type];
  if (!spec) throw new EngineError('INVALID_ABILITIES', `unknown effect type '${effect.type}'`);
  spec.run(ctx, effect, f.env as AbilityEnv, f);
};

const $endScope: OpHandler = (ctx, f) => {
  delete ctx.state.scopes[f.scope as string];
};

export const INTERPRETER_OPS: Record<string, OpHandler> = { $ability, $payCost, $effect, $endScope };

/**
 * Activated abilities `player` may use now: controlled cards, function-zone, timing, condition, limit,
 * payable. Printed ones first (zone order), then granted ones (`grant`: their key; `index` -1).
 */
export function activatableAbilities(ctx: Ctx, player: PlayerIndex, timing = 'main'): Array<{ card: string; index: number; grant?: string }> {
  const out: Array<{ card: string; index: number; grant?: string }> = [];
  const usable = (ab: Ability, env: AbilityEnv, usageKey: string): boolean => {
    if ((typeof ab.timing === 'string' ? ab.timing : 'main') !== timing && !(timing === 'main' && ab.timing === 'quick')) return false;
    if (ab.condition && !testCondition(ctx, ab.condition as ConditionNode, env)) return false;
    const limit = ab.limit as JsonObject | undefined;
    if (limit && typeof limit.perTurn === 'number' && (ctx.state.usage[usageKey] ?? 0) >= limit.perTurn) return false;
    const costs = (ab.cost as CostNode[] | undefined) ?? [];
    return costs.every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, env) === true);
  };
  const activated = abilityIndex(ctx.state.catalog, 'activated');
  if (activated.byCard.size === 0) return grantedActivatable(ctx, player, out, usable);
  const losers = lossIndex(ctx.state); // cards that lost their abilities (abilities/loss.ts)
  for (const key of sortedZoneKeys(ctx.state)) {
    const z = ctx.state.zones[key]!;
    if (!zoneMayFunction(activated, z)) continue; // no activated ability can function here
    for (const id of z.cards) {
      const card = ctx.state.cards[id]!;
      if (card.controller !== player) continue;
      const list = activated.byCard.get(card.cardId);
      if (!list || (losers.size > 0 && losers.has(id))) continue;
      for (const entry of list) {
        if (!functionsInZone(entry, z)) continue;
        const ab = entry.ability;
        const index = entry.index;
        if ((typeof ab.timing === 'string' ? ab.timing : 'main') !== timing && !(timing === 'main' && ab.timing === 'quick')) continue;
        const env: AbilityEnv = { controller: player, source: id, sourceCardId: card.cardId, scope: null, event: null };
        if (ab.condition && !testCondition(ctx, ab.condition as ConditionNode, env)) continue;
        const limit = ab.limit as JsonObject | undefined;
        if (limit && typeof limit.perTurn === 'number' && (ctx.state.usage[`${id}#${index}`] ?? 0) >= limit.perTurn) continue;
        const costs = (ab.cost as CostNode[] | undefined) ?? [];
        if (!costs.every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, env) === true)) continue;
        out.push({ card: id, index });
      }
    }
  }
  return grantedActivatable(ctx, player, out, usable);
}

function grantedActivatable(
  ctx: Ctx, player: PlayerIndex, out: Array<{ card: string; index: number; grant?: string }>,
  usable: (ab: Ability, env: AbilityEnv, usageKey: string) => boolean,
): Array<{ card: string; index: number; grant?: string }> {
  for (const list of grantedMap(ctx).values()) {
    for (const g of list) {
      if (g.ability.kind !== 'activated' || ctx.state.cards[g.holder]!.controller !== player || grantFunctions(ctx.state, g) === null) continue;
      if (usable(g.ability, holderEnv(ctx.state, g.holder), grantUsageKey(g.holder, g.key))) out.push({ card: g.holder, index: -1, grant: g.key });
    }
  }
  return out;
}

/**
 * Uses an activated ability (counts toward its per-turn limit when used: R4U 9.2.2.1.1); `grant`: the
 * key of a granted activated ability of the card (`index` is then ignored).
 */
export function activateAbility(ctx: Ctx, player: PlayerIndex, card: string, index: number, grant: string | null = null): void {
  const c = ctx.state.cards[card];
  if (!c) throw new EngineError('ILLEGAL_ACTION', `no card ${card}`);
  if (grant !== null) {
    const g = findGrant(ctx, card, grant);
    if (!g) throw new EngineError('ILLEGAL_ACTION', `card ${card} has no granted ability ${grant}`);
    const key = grantUsageKey(card, grant);
    ctx.state.usage[key] = (ctx.state.usage[key] ?? 0) + 1;
    startAbility(ctx, { kind: 'activate', card, cardId: c.cardId, index: -1, controller: player, grant: g });
    return;
  }
  const key = `${card}#${index}`;
  ctx.state.usage[key] = (ctx.state.usage[key] ?? 0) + 1;
  startAbility(ctx, { kind: 'activate', card, cardId: c.cardId, index, controller: player });
}

/** Resolves the `spell` ability of a played card (spells, summons, actives, instants). */
export function playSpellAbility(ctx: Ctx, player: PlayerIndex, card: string): boolean {
  const c = ctx.state.cards[card];
  if (!c) return false;
  const index = ctx.state.catalog[c.cardId]?.abilities.findIndex((a) => a.kind === 'spell') ?? -1;
  if (index < 0) return false;
  startAbility(ctx, { kind: 'spell', card, cardId: c.cardId, index, controller: player });
  return true;
}
