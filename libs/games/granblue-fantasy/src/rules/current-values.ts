/**
 * The current values a view shows on every visible card (the kernel's `definition.view.current` hook, docs/engine.md
 * §1.7.1), read through the functions the rules use — never a second implementation:
 *  - captains and crew members: `hp`, `atk`, `rank` with chips (10-16-4-1) and level cards (10-4-3-3-1) (rules/stats.ts);
 *    `levelCards`; `limitBroken`; the chips on the card by name; `attacking` while it is an attacking card of the battle
 *    (7-2-1-3-1-1); `damage` (the damage counter: only option gbfDamage 'accumulate-turn' keeps damage, 9-2-1);
 *    `restrictions` (`cannotLeaveCrewArea` while it has level cards, 10-4-3-3-3);
 *  - present captains and crew members: `canAttack` (its master's turn, before the burst phase: an active present card
 *    with an attack target, or, during a battle, not yet attacking: 7-2-1-3-1, 7-2-1-3-2; actions/free-timing.ts) and
 *    `ougi` {cost, used, ready} for a card with an ougi (2-6-1-1, keywords/ougi.ts);
 *  - for the card's master only (they depend on its hand and captain deck): `canDeploy` (a crew card in hand, main phase
 *    free timing, 10-2-3 rules/restrictions.ts), `canLimitBreak` (10-4-2, 10-4-3-1), `canSummon` (a summon in hand, in its
 *    master's free timing, 6-3-1-2-3), `canJobChange` (a face-down captain-deck card, main phase, 10-3-2, 10-3-3-1).
 * The kernel's generic values stay (`cost` = printed rank with effects, `attack`, `defense`, keywords, type). Summons
 * have no rank (2-4-3).
 */
import { currentValues, type JsonObject, type PlayerIndex, type Reader, type Viewer } from '../../../../engine/src/index.js';
import { CHIP_PREFIX, Z } from '../constants.js';
import { gbf, isPresent, kindOf, levelCardsOf, zoneNameOf } from '../state.js';
import { currentAtk, currentHp, currentRank } from './stats.js';
import { canDeployCrew } from './restrictions.js';
import { activeAllies, attackTargets, readerOf, type Window } from '../actions/free-timing.js';
import { battleOngoing } from '../turn/battle.js';
import { ougiCost, ougiReady, ougiUsed } from '../keywords/ougi.js';
import { canSummon } from '../keywords/summon.js';
import { jobChangeAvailable, jobChangeCandidates } from '../actions/job-change.js';
import { limitBreakAvailable, limitBreakPairs } from '../actions/limit-break.js';

/** The free-timing window `p` decides in now (main / attack / counter), or null. */
function windowOf(r: Reader, p: PlayerIndex): Window | null {
  const d = r.state.decision;
  if (!d || d.player !== p || r.state.result !== null) return null;
  return d.kind === 'gbf.main' || d.kind === 'gbf.attack' || d.kind === 'gbf.counter' ? (d.data.window as Window) : null;
}

/** 7-2-1-3-1 / 7-2-1-3-2: the card may attack (or make a follow-up attack) in its master's attack step this turn. */
export function canAttackNow(r: Reader, id: string): boolean {
  const s = r.state;
  const card = s.cards[id];
  if (!card || s.result !== null || !isPresent(s, id)) return false;
  const p = card.controller;
  if (s.turn.active !== p || !(s.turn.phase === 'main' || s.turn.phase === 'battle')) return false;
  if (!activeAllies(s, p).includes(id)) return false;
  const battle = battleOngoing(s) ? gbf(s).battle : null;
  if (battle) return !battle.attackers.includes(id);
  return attackTargets(s, p).length > 0;
}

export function gbfCurrentValues(r: Reader, id: string, viewer: Viewer): JsonObject | null {
  const base = currentValues(r, id) as unknown as JsonObject | null;
  if (!base) return null;
  const s = r.state;
  const card = s.cards[id]!;
  const kind = kindOf(s, id);
  const zone = zoneNameOf(s, id);
  const owner = viewer === card.controller;
  const out: JsonObject = { ...base };
  if (kind === 'captain' || kind === 'crew') {
    const chips: JsonObject = {};
    for (const [k, n] of Object.entries(card.counters)) if (k.startsWith(CHIP_PREFIX)) chips[k.slice(CHIP_PREFIX.length)] = n;
    const levels = kind === 'crew' ? levelCardsOf(s, id).length : 0;
    Object.assign(out, {
      hp: currentHp(r, id),
      atk: currentAtk(r, id),
      rank: currentRank(r, id),
      levelCards: levels,
      limitBroken: levels > 0,
      chips,
      attacking: isPresent(s, id) && (gbf(s).battle?.attackers.includes(id) ?? false),
      restrictions: levels > 0 && zone === Z.crew ? ['cannotLeaveCrewArea'] : [],
    });
    if (isPresent(s, id)) {
      out.canAttack = canAttackNow(r, id);
      const cost = ougiCost(r, card.cardId);
      if (cost > 0) out.ougi = { cost, used: ougiUsed(r, id), ready: ougiReady(r, id, cost) };
    }
  }
  if (!owner) return out;
  const window = windowOf(r, card.controller);
  if (zone === Z.hand && kind === 'crew') {
    const ctx = readerOf(s);
    out.canDeploy = window === 'main' && canDeployCrew(ctx, card.controller, id);
    out.canLimitBreak = window === 'main' && limitBreakAvailable(ctx, card.controller) && limitBreakPairs(ctx, card.controller).some((pair) => pair.card === id);
  }
  if (zone === Z.hand && kind === 'summon') out.canSummon = window !== null && canSummon(readerOf(s), card.controller, id);
  if (zone === Z.captainDeck && kind === 'captain' && card.face === 'down') {
    const ctx = readerOf(s);
    out.canJobChange = window === 'main' && jobChangeAvailable(ctx, card.controller) && jobChangeCandidates(ctx, card.controller).includes(id);
  }
  return out;
}
