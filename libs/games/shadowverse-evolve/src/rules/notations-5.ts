/**
 * Specific notations of SVE section 5 not covered elsewhere, and last known information (10.11.1):
 *  - dice 5.20 (「サイコロをふる」, 「サイコロをふりなおす」): a roll from the state's PRNG (kernel dice.ts) kept in
 *    the ability's scope variable `sve.dice`; the roller may reroll once per 「自分はサイコロを1回ふりなおしてよい」
 *    card (keyword `sve.reroll`) they have on the field (5.20.2: the new value replaces the old one);
 *  - extra turns 5.28 and skipped turns 5.26: the turn order at 7.4.9 (`nextTurn`);
 *  - steal 5.22 (「奪う」): the card moves to your field keeping its id, state and effects (5.22.4), master
 *    changes, owner not (5.22.3); leaving the field it goes to its owner's zones (5.22.5: zone keys of the owner);
 *  - last known stats 10.11.1: a card that left the field as a cost is read as it last was there.
 */
import { ask, answerOf, emit, getVar, moveCards, publicEvent, push, rollDie, setVar, tick, type AbilityEnv, type Ctx, type Frame, type JsonObject, type PlayerIndex, type Reader } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, fieldLimit, hasKeyword, isFollower, other, statOf, zk, zoneNameOf } from '../state.js';
import { lowerLeaderHealth } from './damage.js';

/** Keyword of 「これが場にいる限り、自分はサイコロを1回ふりなおしてよい」 (SVE 5.20.2). */
export const REROLL = 'sve.reroll';
/** Scope variables: the die's value (5.20.1) and the number declared before it (「好きな数1つを指定して」). */
export const DICE_VAR = 'sve.dice';
export const DICE_DECLARED_VAR = 'sve.diceDeclared';

/** The reroll sources `player` has (one reroll each per roll, 5.20.2). */
export function rerollSources(r: Reader, player: PlayerIndex): string[] {
  return cardsIn(r.state, Z.field, player).filter((id) => hasKeyword(r, id, REROLL));
}

/** SVE 5.20.1: rolls for the ability's master, keeps the value, then offers the rerolls (5.20.2). */
export function rollForAbility(ctx: Ctx, env: AbilityEnv): void {
  const value = rollDie(ctx, env.controller, 6);
  setVar(ctx.state, env, DICE_VAR, value);
  const n = rerollSources(ctx, env.controller).length;
  if (n > 0) push(ctx, { op: '$effect', effect: { type: 'sve.diceReroll', left: n }, env });
}

/** One reroll offer (5.20.2): 'reroll' replaces the value by a new roll. */
export function rerollStep(ctx: Ctx, left: number, env: AbilityEnv, f: Frame): void {
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, { player: env.controller, kind: 'chooseOption', rule: 'SVE 5.20.2', prompt: `The die shows ${String(getVar(ctx.state, env, DICE_VAR))}: reroll it?`, options: ['reroll', 'keep'] });
    return;
  }
  if (a.option !== 'reroll') return;
  setVar(ctx.state, env, DICE_VAR, rollDie(ctx, env.controller, 6, true));
  if (left > 1) push(ctx, { op: '$effect', effect: { type: 'sve.diceReroll', left: left - 1 }, env });
}

/** Whether the die's value (and the declared number) satisfy a dice condition. */
export function diceMatches(r: Reader, c: JsonObject, env: AbilityEnv): boolean {
  const v = getVar(r.state, env, DICE_VAR);
  if (typeof v !== 'number') return false;
  if (c.declared === true) return v === getVar(r.state, env, DICE_DECLARED_VAR);
  const values = c.values as number[] | undefined;
  return Array.isArray(values) && values.includes(v);
}

// ---- turn order: extra turns 5.28, skipped turns 5.26 ----

const EXTRA = 'extraTurns';
const SKIP = 'skipTurns';
const RESUME = 'extraTurnResume';

/** 5.28.1: `player` takes an extra turn before the turn that would come next (stamped: the last applied first, 5.28.1.1). */
export function addExtraTurn(ctx: Ctx, player: PlayerIndex): void {
  const me = ctx.state.players[player]!;
  const list = Array.isArray(me.flags[EXTRA]) ? (me.flags[EXTRA] as number[]) : [];
  me.flags[EXTRA] = [...list, tick(ctx.state)];
  emit(ctx, publicEvent('sve.extraTurnAdded', { player, rule: 'SVE 5.28.1' }));
}

/** 5.26.2: `player` skips their next turn (several: one each, 5.26.2.1). */
export function addSkip(ctx: Ctx, player: PlayerIndex): void {
  const me = ctx.state.players[player]!;
  me.flags[SKIP] = (typeof me.flags[SKIP] === 'number' ? (me.flags[SKIP] as number) : 0) + 1;
  emit(ctx, publicEvent('sve.skipAdded', { player, rule: 'SVE 5.26.2' }));
}

/**
 * 7.4.9 with 5.28 / 5.26: the player whose turn begins after the active player's turn. The turn that would
 * come "originally" is the other player's, or — after an extra turn — the one the extra turn was put before.
 * Pending extra turns come first, the last applied first (5.28.1.1), each before that original turn; a turn
 * about to begin for a player with a pending skip is skipped instead and the turn after it begins (5.26.1).
 */
export function nextTurnPlayer(ctx: Ctx): PlayerIndex {
  const s = ctx.state;
  const active = s.turn.active;
  const me = s.players[active]!;
  let original: PlayerIndex = typeof me.flags[RESUME] === 'number' ? (me.flags[RESUME] as number) : other(active);
  delete me.flags[RESUME];
  for (let guard = 0; guard < 64; guard++) {
    // the latest pending extra turn (5.28.1.1)
    let best: { player: PlayerIndex; stamp: number } | null = null;
    for (const p of s.players) {
      const list = Array.isArray(p.flags[EXTRA]) ? (p.flags[EXTRA] as number[]) : [];
      for (const stamp of list) if (!best || stamp > best.stamp) best = { player: p.index, stamp };
    }
    let next: PlayerIndex;
    let extra = false;
    if (best) {
      const p = s.players[best.player]!;
      const rest = (p.flags[EXTRA] as number[]).filter((x) => x !== best!.stamp);
      if (rest.length > 0) p.flags[EXTRA] = rest;
      else delete p.flags[EXTRA];
      next = best.player;
      extra = true;
    } else next = original;
    const np = s.players[next]!;
    const skips = typeof np.flags[SKIP] === 'number' ? (np.flags[SKIP] as number) : 0;
    if (skips > 0) {
      // 5.26.1: this turn does not begin; the turn after it does
      if (skips > 1) np.flags[SKIP] = skips - 1;
      else delete np.flags[SKIP];
      emit(ctx, publicEvent('sve.turnSkipped', { player: next, extra, rule: 'SVE 5.26.1' }));
      if (!extra) original = other(next);
      continue;
    }
    if (extra) {
      np.flags[RESUME] = original;
      emit(ctx, publicEvent('sve.extraTurn', { player: next, rule: 'SVE 5.28.1' }));
    }
    return next;
  }
  return original;
}

/**
 * The costs of an evolve ability besides its PP (the sve.evolve entry, paid by the evolve op): synchronous
 * SVE costs such as 「次の自分のターンをスキップする」 (5.26.2), paid in order (10.4.2.1).
 */
export function payEvolveExtraCosts(ctx: Ctx, card: string, index: number, player: PlayerIndex): void {
  const c = ctx.state.cards[card];
  const ability = c ? ctx.state.catalog[c.cardId]?.abilities[index] : undefined;
  const costs = Array.isArray(ability?.cost) ? (ability!.cost as JsonObject[]) : [];
  const env: AbilityEnv = { controller: player, source: card, sourceCardId: c?.cardId ?? '', scope: null, event: null };
  for (const cost of costs) {
    if (cost.type === 'sve.skipNextTurn') addSkip(ctx, env.controller);
    if (cost.type === 'sve.health') lowerLeaderHealth(ctx, env.controller, cost.amount as number); // 「[進化]リーダーの[体力]-N」 (10.4.5; abilities/grammar/activated.ts)
  }
}

/** The followers of `player`'s field with the highest attack (「攻撃力最大の自身の場のフォロワー」). */
export function highestAttack(r: Reader, player: PlayerIndex): string[] {
  const followers = cardsIn(r.state, Z.field, player).filter((id) => isFollower(r.state, id));
  const atk = new Map(followers.map((id) => [id, statOf(r, id, 'attack') ?? 0]));
  const max = Math.max(...atk.values());
  return followers.filter((id) => atk.get(id) === max);
}

// ---- steal 5.22 ----

/** 5.22.1: moves `ids` (cards on an opponent's field) onto `player`'s field; master changes, owner not (5.22.3, 5.22.4). */
export function stealCards(ctx: Ctx, ids: string[], player: PlayerIndex, by: PlayerIndex): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const c = ctx.state.cards[id];
    if (!c || zoneNameOf(ctx.state, id) !== Z.field || c.controller === player) continue;
    if (cardsIn(ctx.state, Z.field, player).length >= fieldLimit(ctx.state, player)) continue; // no room: not moved (4.4.4.2)
    out.push(...moveCards(ctx, [id], zk(Z.field, player), { reason: 'steal', by, keepId: true, controller: player }));
  }
  return out;
}

// ---- last known information 10.11.1 ----

/** Scope variable holding the source card's stats as it last was on the field, noted right before a cost moves it. */
export const LAST_KNOWN_VAR = 'sve.lastKnown';

export const LAST_KNOWN_STATS = ['attack', 'defense', 'cost'] as const;

/** Notes the source card's attack / health / cost (while it is still there) as `sve.lastKnown.<stat>`. */
export function noteLastKnown(ctx: Ctx, env: AbilityEnv): void {
  const id = env.source;
  if (id === null || !ctx.state.cards[id]) return;
  for (const stat of LAST_KNOWN_STATS) setVar(ctx.state, env, `${LAST_KNOWN_VAR}.${stat}`, statOf(ctx, id, stat) ?? 0);
}
