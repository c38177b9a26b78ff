/**
 * What a view shows under `current` for a visible tag-battle card (the definition's `view.current` hook; kernel
 * current.ts, docs/engine.md §1.7.1, docs/games/tag-battle.md "Current values in views"). Every value is read through
 * the functions the rules use — state.ts `maxHp` / `damageOf` / `currentHp` / `stat` / `leaderRole`, rules/values.ts
 * `battleValues`, actions/battle.ts `challengerCandidates` / `defenderCandidates` / `choosableBattleCards`, and the
 * decision's own listing (actions/main.ts `mainActions`, actions/windows.ts `windowActions`) — never a second
 * implementation:
 *  - characters on the field: `hp` (HP with modifiers; leaders × D4_leaderHpMultiplier, D-4), `damage` (damage counters,
 *    S8-3), `remainingHp` (current HP = hp − damage; KO at 0 or less, S8-4), `stats` (力 早 賢 根 感 with modifiers),
 *    `leader` (`main` / `sub` / null, C-6), `canChallenge` (its controller may challenge with it now: step A/B, S8-1,
 *    D-35, D-3), `canReceiveBattle` (it could be chosen in step C: wake, or a leader even asleep, D-5), `challenger` /
 *    `challenged` (a participant of the battle in progress) and, once the battle card is chosen, `battleValues`
 *    {attack, defence} (S8-2, step J);
 *  - battle cards: `area` (main / sub, S4-2), `usedThisTurn` (sleeping, S8 D, D-10), `choosable` (step A / D, D-7, 嵐の夜);
 *  - for the card's controller only (they depend on its hand): `canPlay` (a hand card some listed action plays now:
 *    call S1, tag S2, equip S3, battle card S4, field card D-12, instant S6), `canUseAbility` (a listed special ability,
 *    S7; field characters), `canGenerateCost` (a listed cost generation, C-9: a wake field character or a character card in hand).
 */
import { currentValues, type Action, type GameState, type JsonObject, type Reader, type Viewer } from '../../../../engine/src/index.js';
import { CHALLENGED, CHALLENGER, D, F, STATS, Z } from '../constants.js';
import { battleOf, currentHp, damageOf, leaderRole, maxHp, stat, zoneNameOf } from '../state.js';
import { battleValues } from './values.js';
import { canDeclareBattle, challengerCandidates, choosableBattleCards, defenderCandidates } from '../actions/battle.js';
import { mainActions } from '../actions/main.js';
import { windowActions } from '../actions/windows.js';
import type { Context } from '../actions/quick.js';

const PLAYS = new Set(['playCharacter', 'playTag', 'equipItem', 'playBattleCard', 'playField', 'playInstant']);

/** The actions the pending main / window decision lists (the same functions as the decision's `legal`), cached per decision. */
const listed = new WeakMap<GameState, { key: string; actions: Action[] }>();
function listedActions(state: GameState): Action[] {
  const d = state.decision;
  if (!d || state.result !== null || (d.kind !== D.main && d.kind !== D.window)) return [];
  const key = `${d.id}:${state.clock}:${state.nextId}`;
  const hit = listed.get(state);
  if (hit && hit.key === key) return hit.actions;
  const actions = d.kind === D.main ? mainActions(state, d.player) : windowActions(state, d.player, d.data.context as Context);
  listed.set(state, { key, actions });
  return actions;
}

export function tagCurrent(r: Reader, id: string, viewer: Viewer): JsonObject | null {
  const base = currentValues(r, id);
  if (!base) return null;
  const s = r.state;
  const card = s.cards[id]!;
  const zone = zoneNameOf(s, id);
  const out: JsonObject = { ...base };
  const p = card.controller;
  if (zone === Z.characters) {
    const hp = maxHp(r, id);
    const stats: JsonObject = {};
    for (const k of STATS) stats[k] = stat(r, id, k);
    const b = battleOf(s);
    const mainOfP = s.decision?.kind === D.main && s.decision.player === p && s.turn.active === p && s.result === null;
    Object.assign(out, {
      hp,
      damage: damageOf(s, id),
      remainingHp: currentHp(r, id),
      stats,
      leader: leaderRole(s, id),
      canChallenge: mainOfP && canDeclareBattle(s, p) && challengerCandidates(s, p).includes(id),
      canReceiveBattle: defenderCandidates(s, p).includes(id),
      challenger: (card.counters[CHALLENGER] ?? 0) > 0,
      challenged: (card.counters[CHALLENGED] ?? 0) > 0,
    });
    if (b && b.battleCard && s.cards[b.battleCard] && (id === b.challengerChar || id === b.challengedChar)) out.battleValues = { ...battleValues(r, id, b.battleCard) };
  }
  if (zone === Z.battleCards) {
    Object.assign(out, { area: card.flags[F.area] ?? null, usedThisTurn: card.tapped, choosable: choosableBattleCards(s).includes(id) });
  }
  if (viewer === p && (zone === Z.hand || zone === Z.characters)) {
    const mine = s.decision?.player === p ? listedActions(s).filter((a) => a.card === id) : [];
    if (zone === Z.hand) out.canPlay = mine.some((a) => PLAYS.has(a.type));
    else out.canUseAbility = mine.some((a) => a.type === 'useAbility');
    out.canGenerateCost = mine.some((a) => a.type === 'generateCost');
  }
  return out;
}
