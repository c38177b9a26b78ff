/**
 * What a view shows under `current` for a visible Shadowverse Evolve card (the definition's
 * `view.current` hook; kernel current.ts, docs/engine.md §1.7.1, docs/games/shadowverse-evolve.md).
 *
 * Every value is read through the functions the rules themselves use — the kernel's `statOf` /
 * `keywordsOf` (via `currentValues`), the attack legality of keywords/combat.ts (8.4.2, 8.4.3), the evolve
 * legality of actions/evolve-rules.ts (8.3.2.1, 12.2), the play legality and play cost of actions/play.ts
 * (10.6.2) — never a second implementation of a rule:
 *  - every visible card: the kernel's `{cost, attack, defense, damage, keywords, type, restrictions}`;
 *    `damage` is the damage a follower has taken (5.14.1: damage lowers health; rules/damage.ts `damageOf`),
 *    `restrictions` the "cannot" keywords it has now plus `noAttackThisTurn` (「…ターン中、攻撃できない」);
 *  - a follower on the field: `health` (its current defense, damage included: 5.14.1, destroyed at 0,
 *    11.3.1), `evolved` (5.16.1.2), `superEvolved` (12.2.4.2), `sinceTurnStart` (controlled since the start
 *    of the turn, 8.4.2.1), `canAttack` / `canAttackLeader` (its controller's main phase: it has a legal
 *    attack target now / the opposing leader is one);
 *  - a leader card: `health` (the player's leader health, 2.8.3.1);
 *  - a card in the hand or the EX area: `playCost` (the PP playing it costs now, 10.6.2.5) and, for its
 *    controller only, `canPlay` (playable now: in its controller's main phase, or with 【クイック】 in their
 *    quick window, 12.3.4);
 *  - a field card of the viewer: `canEvolve` (an evolve ability can be played now, 8.3, 12.2). Only the
 *    card's controller sees it: it depends on the face-down cards of their evolve deck (4.6.2).
 */
import { currentValues, type JsonObject, type Reader, type Viewer } from '../../../../engine/src/index.js';
import { C, K, Z } from '../constants.js';
import { controlledSinceTurnStart, counter, isEvolvedCard, isFollower, leaderOf, other, readOnly, zoneNameOf } from '../state.js';
import { attackTargets } from '../keywords/combat.js';
import { evolveAbilityIndexes, evolveAbilityUsable } from '../actions/evolve-rules.js';
import { canPlayCard, playCost } from '../actions/play.js';
import { NO_COMBAT_DAMAGE } from '../abilities/vocab/protection.js';
import { damageOf, NO_DAMAGE } from './damage.js';

/** Keywords that say what a card may not do (SVE 1.3.3 prohibitions), listed under `restrictions`. */
export const RESTRICTION_KEYWORDS: readonly string[] = [
  K.cannotAttack, K.cannotAttackLeader, K.noPlayFromEx, K.noPlayOwnTurn, K.noAbilityDamage, K.noDestroyByAbility, K.noStand, NO_DAMAGE, NO_COMBAT_DAMAGE,
];

/** The `current` of a visible SVE card for `viewer` (null for an unknown card). */
export function sveCurrent(r: Reader, id: string, viewer: Viewer): JsonObject | null {
  return readOnly(r.state, () => currentOf(r, id, viewer));
}

function currentOf(r: Reader, id: string, viewer: Viewer): JsonObject | null {
  const s = r.state;
  const card = s.cards[id];
  const base = currentValues(r, id);
  if (!card || !base) return null;
  const zone = zoneNameOf(s, id);
  const restrictions = base.keywords.filter((k) => RESTRICTION_KEYWORDS.includes(k));
  if (card.flags.noAttackTurn === s.turn.number) restrictions.push('noAttackThisTurn');
  const out: JsonObject = { ...base, damage: damageOf(s, id), restrictions };
  const mainOf = (p: number) => s.turn.active === p && s.turn.phase === 'main' && s.result === null;
  if (zone === Z.field && isFollower(s, id)) {
    const targets = mainOf(card.controller) ? attackTargets(r, id, card.controller) : [];
    const leader = leaderOf(s, other(card.controller));
    Object.assign(out, {
      health: base.defense ?? 0,
      evolved: isEvolvedCard(s, id),
      superEvolved: card.flags.superEvolved === true,
      sinceTurnStart: controlledSinceTurnStart(s, id),
      canAttack: targets.length > 0,
      canAttackLeader: leader !== null && targets.includes(leader),
    });
  }
  if (zone === Z.field && viewer === card.controller) {
    out.canEvolve = mainOf(card.controller) && evolveAbilityIndexes(r, id).some((i) => evolveAbilityUsable(r, id, i));
  }
  if (zone === Z.leader) out.health = counter(s, card.controller, C.health);
  if (zone === Z.hand || zone === Z.ex) {
    out.playCost = playCost(r, id);
    if (viewer === card.controller) out.canPlay = mainOf(card.controller) ? canPlayCard(r, card.controller, id, false) : quickWindowOf(r, card.controller) && canPlayCard(r, card.controller, id, true);
  }
  return out;
}

/** Whether `player` is the one deciding in a quick window now (SVE 8.4.7, 7.4.5). */
function quickWindowOf(r: Reader, player: number): boolean {
  return r.state.decision?.kind === 'sve.quick' && r.state.decision.player === player;
}
