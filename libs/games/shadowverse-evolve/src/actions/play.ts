/**
 * Playing a card from the hand or the EX area (SVE 8.2.1, 10.6.2):
 *  1. 10.6.2.1 the card is revealed and moved to the shared resolution zone;
 *  2. 10.6.2.5 its cost (PP equal to its cost, 8.2.1; cost changes change the PP paid, not the printed
 *     cost, 10.4.4.1; a negative cost is 0, 1.3.2.2.1) is paid;
 *  3. 10.6.2.6 a follower or amulet cannot be played when the field is at its limit (checked when
 *     listing, so such a play is never offered);
 *  4. 10.6.2.7 the "played" event (Combo counts it, 13.2.1.3);
 *  5. 10.6.2.8 resolution: a follower/amulet moves to the field (if it still fits, 10.6.2.8.1), a spell's
 *     text runs in order (10.6.2.8.2); 10.6.2.8.3 anything left in the resolution zone goes to its
 *     owner's cemetery.
 * Targets are chosen while the spell resolves: nothing can happen between play and resolution in SVE
 * (no responses; "played" triggers wait for the next check timing), so this is equivalent to choosing
 * at 10.6.2.3, and a card whose mandatory targets do not exist is never offered (10.6.2.3.3).
 */
import {
  emit, memoInScope, publicEvent, cardEvent, evalAmount, moveCards, push, startAbility, testCondition, type AbilityEnv, type ConditionNode, type Ctx, type Frame, type JsonObject, type Reader,
} from '../../../../engine/src/index.js';
import { C, K, KIND, Z } from '../constants.js';
import { hasKeyword, statOf, cardsIn, counter, factsOfCard, fieldCount, fieldLimit, zk, zoneNameOf } from '../state.js';
import { targetsAvailable } from '../abilities/vocabulary.js';
import { moveCarrying } from '../rules/moves.js';
import { COST_SET } from '../rules/replacement.js';
import { askOptionBanish, optionDelta, optionSetCost, payPlayOption } from './play-variants.js';
import { mayPlayFromBanished, notePlayedName, PLAYED_FROM } from '../abilities/vocab/play.js';
import { playRestricted } from './additional-cost.js';
import { nextPlayDelta, nextPlaySet, useNextPlayCost } from '../rules/next-play-cost.js';

/**
 * PP to pay for playing a card: cost + play-cost changes (pseudo-stat `costDelta`), never below 0.
 * `setTo`: the cost an effect that plays the card sets (「それのコストをNにしてプレイする」, 10.6.2.5.1.3).
 */
export function playCost(r: Reader, id: string, setTo: number | null = null, extra = 0): number {
  // 10.10.2.4 / 10.6.2.5.1.3: a replacement setting the cost applies before the ones raising / lowering it
  const base = setTo ?? nextPlaySet(r, id) ?? statOf(r, id, COST_SET) ?? statOf(r, id, 'cost') ?? 0; // nextPlaySet: 「次に…プレイする際、コストをNにする」 (BP14-046)
  let delta = statOf(r, id, 'costDelta') ?? 0;
  // the card's own 「これを(EXエリアから)プレイする際、(条件)コストを±Nする」 (compiler: replacement sve.playCost)
  const c = r.state.cards[id];
  const facts = factsOfCard(r.state, id);
  if (c) delta += nextPlayDelta(r, c.controller, id); // 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (rules/next-play-cost.ts)
  if (c && facts) {
    const env: AbilityEnv = { controller: c.controller, source: id, sourceCardId: c.cardId, scope: null, event: null };
    for (const a of facts.abilities) {
      if (a.kind !== 'replacement' || (a.replaces as JsonObject | undefined)?.event !== 'sve.playCost') continue;
      const e = a.effect as JsonObject;
      if (typeof e.from === 'string' && zoneNameOf(r.state, id) !== e.from) continue;
      if (a.condition && !testCondition(r, a.condition as ConditionNode, env)) continue;
      delta += evalAmount(r, e.amount, env);
    }
  }
  return Math.max(0, base + delta + extra); // `extra`: a play option taken (actions/play-variants.ts, 10.6.2.2.2)
}

function spellAbilityIndex(r: Reader, id: string): number {
  return factsOfCard(r.state, id)?.abilities.findIndex((a) => a.kind === 'spell') ?? -1;
}

/** Whether `player` may play card `id` now (`quick`: only cards with 【クイック】, 12.3.4). */
export function canPlayCard(r: Reader, player: number, id: string, quick: boolean, extra = 0, freed = 0, setTo: number | null = null): boolean {
  // the listing (playable cards, play variants) and a view's `current.canPlay` ask the same question of the same
  // state: answered once per read scope (kernel derived.ts memoInScope; checked against a recomputation in check mode)
  if (extra === 0 && freed === 0 && setTo === null) return memoInScope(r.state, `sve.canPlay:${player}:${id}:${quick ? 1 : 0}`, () => canPlayCardNow(r, player, id, quick, 0, 0, null));
  return canPlayCardNow(r, player, id, quick, extra, freed, setTo);
}

function canPlayCardNow(r: Reader, player: number, id: string, quick: boolean, extra: number, freed: number, setTo: number | null): boolean {
  const s = r.state;
  const c = s.cards[id];
  const facts = factsOfCard(s, id);
  if (!c || !facts || c.controller !== player) return false;
  const zone = zoneNameOf(s, id);
  if (zone !== Z.hand && zone !== Z.ex && !(zone === Z.banished && mayPlayFromBanished(s, player))) return false; // 8.2.1 (banish zone: BP18-T03, abilities/vocab/play.ts)
  if (![KIND.follower, KIND.amulet, KIND.spell].includes(facts.type as never)) return false;
  if (facts.cost === null && statOf(r, id, 'cost') === null) return false; // nothing to pay (crests, EP cards)
  if (quick && !hasKeyword(r, id, K.quick)) return false;
  if (zone === Z.ex && hasKeyword(r, id, K.noPlayFromEx)) return false;
  if (s.turn.active === player && hasKeyword(r, id, K.noPlayOwnTurn)) return false;
  if (playRestricted(r, player, id)) return false; // 1.3.3 「これは(条件)なら、プレイできない」 (additional-cost.ts)
  if (counter(s, player, C.pp) < playCost(r, id, setTo, extra)) return false; // 10.6.2.5.4 (`setTo`: a cost-setting play option, play-variants.ts)
  if (facts.type !== KIND.spell && fieldCount(s, player) - freed >= fieldLimit(s, player)) return false; // 10.6.2.6 (`freed`: a cost sacrifice, play-variants.ts)
  if (facts.type === KIND.spell) {
    const i = spellAbilityIndex(r, id);
    if (i >= 0) {
      const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
      if (!targetsAvailable(r, facts.abilities[i]!.effect as JsonObject, env)) return false; // 10.6.2.3.3
    }
  }
  return true;
}

/**
 * Whether `player` may play card `id` (in any zone: hand, EX area, a cemetery, …) by an effect that sets
 * its cost to `setTo` (rules/play-effect.ts): a follower / amulet / spell with a cost (10.6.2.1), none of
 * its own prohibitions (1.3.3), the PP (10.6.2.5.4), a free field slot (10.6.2.6), a spell's mandatory
 * targets (10.6.2.3.3).
 */
export function canPlayByEffect(r: Reader, player: number, id: string, setTo: number): boolean {
  const s = r.state;
  const c = s.cards[id];
  const facts = factsOfCard(s, id);
  if (!c || !facts) return false;
  if (![KIND.follower, KIND.amulet, KIND.spell].includes(facts.type as never)) return false;
  if (facts.cost === null && statOf(r, id, 'cost') === null) return false;
  if (zoneNameOf(s, id) === Z.ex && hasKeyword(r, id, K.noPlayFromEx)) return false;
  if (s.turn.active === player && hasKeyword(r, id, K.noPlayOwnTurn)) return false;
  if (playRestricted(r, player, id)) return false; // 1.3.3 (additional-cost.ts)
  if (counter(s, player, C.pp) < playCost(r, id, setTo)) return false;
  if (facts.type !== KIND.spell && fieldCount(s, player) >= fieldLimit(s, player)) return false;
  if (facts.type === KIND.spell) {
    const i = spellAbilityIndex(r, id);
    if (i >= 0) {
      const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
      if (!targetsAvailable(r, facts.abilities[i]!.effect as JsonObject, env)) return false;
    }
  }
  return true;
}

export function playableCards(r: Reader, player: number, quick: boolean): string[] {
  return [...cardsIn(r.state, Z.hand, player), ...cardsIn(r.state, Z.ex, player)].filter((id) => canPlayCard(r, player, id, quick));
}

/** Op `playCard` {card, player}: SVE 10.6.2. */
export function playCardOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const id = f.card as string;
  const from = zoneNameOf(s, id);
  if (askOptionBanish(ctx, f, id, player)) return; // 10.4.7.2: which cards a 「墓場の…N枚を消滅：」 option banishes (play-variants.ts)
  const setTo = typeof f.costSet === 'number' ? f.costSet : optionSetCost(ctx, f, id); // played by an effect (rules/play-effect.ts) / a cost-setting play option
  if (f.byEffect === true && !canPlayByEffect(ctx, player, id, setTo ?? 0)) {
    // 10.6.2.1.2: a card that cannot be played legally is not played; it stays where it is
    emit(ctx, publicEvent('sve.playFailed', { card: id, cardId: s.cards[id]?.cardId ?? null, player, rule: 'SVE 10.6.2.1.2' }));
    return;
  }
  const cost = playCost(ctx, id, setTo, optionDelta(ctx, f, id)); // 10.6.2.2.2 play options (play-variants.ts)
  useNextPlayCost(ctx, player, id); // 10.4.4.1: this play uses up the 「次に…プレイする際」 reductions that apply to it
  // 10.6.2.1; from the EX area its effects and counters go with it (10.6.2.1.3)
  const [r] = from === Z.ex ? moveCarrying(ctx, [id], Z.resolution, { reason: 'play', by: player }, true) : moveCards(ctx, [id], Z.resolution, { reason: 'play', by: player });
  s.players[player]!.counters[C.pp] = counter(s, player, C.pp) - cost; // 10.6.2.5
  payPlayOption(ctx, f, r!, player);
  const me = s.players[player]!;
  me.flags.played = (me.flags.playedTurn === s.turn.number ? ((me.flags.played as number) ?? 0) : 0) + 1; // 13.2.1.3
  me.flags.playedTurn = s.turn.number;
  const card = s.cards[r!]!;
  card.flags[PLAYED_FROM] = from; // SVE 5.5.3 「(zone)以外から場に出る」: carried to the field (rules/moves.ts moveCarrying, abilities/vocab/play.ts)
  notePlayedName(s, player, card.cardId); // 「このターン、自分が他の『X』をプレイしていたなら」 (abilities/vocab/play.ts)
  emit(ctx, cardEvent(s, 'played', [r!], { card: r!, cardId: card.cardId, player, from, cost, rule: 'SVE 10.6.2.7' }, null));
  const facts = factsOfCard(s, r!)!;
  if (facts.type === KIND.spell) me.flags.spellPlayedTurn = s.turn.number;
  push(ctx, { op: 'cleanupResolution', card: r! });
  if (facts.type === KIND.spell) {
    const i = spellAbilityIndex(ctx, r!);
    if (i >= 0) startAbility(ctx, { kind: 'spell', card: r!, cardId: card.cardId, index: i, controller: player });
  } else {
    push(ctx, { op: 'put', cards: [r!], to: Z.field, player, reason: 'play', by: player }); // 10.6.2.8.1
  }
}

/** Op `cleanupResolution` {card}: SVE 10.6.2.8.3. */
export function cleanupResolutionOp(ctx: Ctx, f: Frame): void {
  const id = f.card as string;
  const c = ctx.state.cards[id];
  if (!c || zoneNameOf(ctx.state, id) !== Z.resolution) return;
  moveCards(ctx, [id], zk(Z.cemetery, c.owner), { reason: 'resolved', by: null });
}
