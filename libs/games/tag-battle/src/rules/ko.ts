/**
 * KO (S8-4, S2-6) and what follows it: the character goes to its owner's KO zone (被撃墜キャラ置き場), its
 * items to their owners' discard piles (S3-5, S8-4); the KO draw (step J, D-17); the sub field falls when
 * the sub leader leaves (C-6, D-7); a player loses when its main leader leaves the field (C-6, C-3), when it
 * drew from an empty deck (C-7) or (D-6) after N KOs; losses at the same moment are a draw game (D-32).
 */
import {
  abilityIndex, draw, emit, lose, moveCard, moveTogether, publicEvent, type CardFacts, type Ctx, type GameState, type JsonObject, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { DAMAGE, HP, P, REASON, Z } from '../constants.js';
import { opts } from '../options.js';
import { cardsIn, currentHp, factsOf, leaderOf, other, zk } from '../state.js';

const lowersHp = (m: JsonObject | undefined): boolean => m?.type === 'stat' && m.stat === HP && (m.op === 'set' || (m.value as number) < 0);
const hpLoweringStatics = new WeakMap<object, boolean>();

/**
 * Whether some HP of this game can drop below its printed value without damage counters (a static ability or an
 * effect that lowers or sets HP). When none can, a character without damage has its printed HP (≥ 1) and rule
 * processing need not compute its HP (the common case; the answer is the same).
 */
function hpCanDrop(state: GameState): boolean {
  let statics = hpLoweringStatics.get(state.catalog);
  if (statics === undefined) {
    statics = false;
    for (const list of abilityIndex(state.catalog as Record<string, CardFacts>, 'static').byCard.values()) if (list.some((a) => lowersHp(a.ability.modifier as JsonObject))) statics = true;
    hpLoweringStatics.set(state.catalog, statics);
  }
  return statics || state.effects.some((e) => lowersHp(e.modifier as unknown as JsonObject));
}

/** KOs characters at the same moment (one move batch); returns how many of each player's were KO'd. */
export function koCharacters(ctx: Ctx, ids: readonly string[], reason: string): number[] {
  const s = ctx.state;
  const counts = s.players.map(() => 0);
  const live = ids.filter((id) => s.cards[id]);
  if (live.length === 0) return counts;
  moveTogether(ctx, () => {
    for (const id of live) {
      const owner = s.cards[id]!.owner;
      counts[s.cards[id]!.controller]! += 1;
      moveCard(ctx, id, zk(Z.ko, owner), { reason, by: null });
    }
  });
  counts.forEach((n, p) => {
    if (n > 0) s.players[p]!.flags[P.koCount] = ((s.players[p]!.flags[P.koCount] as number | undefined) ?? 0) + n;
  });
  sweepItems(ctx);
  return counts;
}

/** S3-5: items whose host left the field go to their owners' discard piles. Returns whether any moved. */
export function sweepItems(ctx: Ctx): boolean {
  const s = ctx.state;
  const orphans: string[] = [];
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.equipment, p.index)) {
      const host = s.cards[id]!.attachedTo;
      if (host === null || !s.cards[host]) orphans.push(id);
    }
  }
  if (orphans.length === 0) return false;
  moveTogether(ctx, () => orphans.forEach((id) => moveCard(ctx, id, zk(Z.discard, s.cards[id]!.owner), { reason: 'hostLeft', by: null })));
  return true;
}

/** D-17: each player whose opponent lost characters draws one card per KO, the turn player first. */
export function koDraws(ctx: Ctx, koByController: readonly number[]): void {
  const tp = ctx.state.turn.active;
  for (const p of [tp, other(tp)] as PlayerIndex[]) {
    const n = koByController[other(p)] ?? 0;
    if (n > 0) draw(ctx, p, n, 'koDraw');
  }
}

/** One pass of rule processing (the kernel's `$check` calls it until it does nothing). */
export function ruleProcessing(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.result) return false;
  const o = opts(s);
  // S8-4, S2-6, D-15: HP 0 or less → KO, all at once
  const dying: string[] = [];
  const anyHpDrop = hpCanDrop(s);
  for (const p of s.players) {
    for (const id of cardsIn(s, Z.characters, p.index)) {
      const printed = factsOf(s, id)?.extra[HP];
      if (!anyHpDrop && !s.cards[id]!.counters[DAMAGE] && typeof printed === 'number' && printed > 0) continue;
      if (currentHp(ctx, id) <= 0) dying.push(id);
    }
  }
  if (dying.length > 0) {
    const counts = koCharacters(ctx, dying, REASON.ko);
    if (o.D17_koDraw === 'anyKo') koDraws(ctx, counts);
    return true;
  }
  if (sweepItems(ctx)) return true;
  let done = false;
  // C-6, D-7: the sub field falls when the sub leader is gone
  if (o.leaderModel !== 'single') {
    for (const p of s.players) {
      if (p.flags[P.subFieldFallen] !== true && leaderOf(s, p.index, 'sub') === null) {
        p.flags[P.subFieldFallen] = true;
        emit(ctx, publicEvent('tag.subFieldFallen', { player: p.index, rule: 'TB C-6' }));
        done = true;
      }
    }
  }
  // C-6 / C-3, C-7, D-6: losses (together: D-32 draw game)
  const losers: PlayerIndex[] = [];
  const reasons: string[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    if (leaderOf(s, p.index, 'main') === null) reasons.push(`player ${p.index}: main leader left the field (TB C-6)`);
    else if (p.flags[P.drewFromEmpty] === true) reasons.push(`player ${p.index}: drew from an empty deck (TB C-7)`);
    else if (o.D6_maxKoCount > 0 && ((p.flags[P.koCount] as number | undefined) ?? 0) >= o.D6_maxKoCount) reasons.push(`player ${p.index}: ${o.D6_maxKoCount} characters KO'd (TB D-6)`);
    else continue;
    losers.push(p.index);
  }
  if (losers.length > 0) {
    lose(ctx, losers, reasons.join('; '), losers.length > 1 ? 'TB D-32' : reasons[0]!.match(/TB [A-Z0-9-]+/)![0]);
    return true;
  }
  return done;
}
