/**
 * What the holder of the action right may do (PSO2 103.6, 504.1), listed concretely:
 * - 504.1.1 / 504.1.2 / 103.6.2.2: characters and items only in your own main phase with an empty resolution zone;
 * - 504.1.3.1 / 504.1.3.2: 【Main】 Actives likewise; other Actives (quick, 103.7.1.1) whenever you hold the right;
 * - 504.1.4.1 / 504.1.4.2: activated abilities with 【Main】 likewise; quick ones whenever you hold the right;
 * - 302.1b / 506.4.2: ウォークライ while an ally is attacked, up to the attack participation step;
 * - 504.1.5 / 215.2 / 301.3: attack with an ON, not frozen ally (player card or field character) that has a legal
 *   target (506.3.1; 302.10 侵食 per option);
 * - 504.1.6: declare the end phase; 103.6.1.5.1: no pass in the main phase with an empty zone.
 * Everything listed can be completed: costs payable (209), colour requirement met (209.1.2), declared targets,
 * equip and attach targets available (406.2.4, 504.2).
 */
import type { AbilityEnv, Action, GameState, JsonObject, PlayerIndex, Reader } from '../../../../engine/src/index.js';
import { abilityIndex, functionsInZone, grantedAbilities, grantUsageKey, isOpponent, testCondition, zoneKey, type Ability, type ConditionNode, type CostNode } from '../../../../engine/src/index.js';
import { K, KIND, SUB, Z } from '../constants.js';
import { opts } from '../options.js';
import {
  allies, classesOfCard, factsOfCard, has, hasXCost, isBoss, isFieldCharacter, isFrozen, isPlayerCard, kind, keywordValue, pd, playerCard, printedCost,
} from '../state.js';
import { colourRequirementMet, onPpCards } from './costs.js';
import { targetsAvailable } from '../abilities/targets.js';

/** 103.6.2.2: your own main phase, nothing in the resolution zone, no battle. */
export function isMainTiming(state: GameState, p: PlayerIndex): boolean {
  const d = pd(state);
  return state.turn.active === p && !isBoss(state, p) && state.turn.phase === 'main' && d.zone.length === 0 && d.battle === null;
}

/** The Active card's ability (its `spell`), if any. */
export function spellOf(state: GameState, id: string): Ability | null {
  return factsOfCard(state, id)?.abilities.find((a) => a.kind === 'spell') ?? null;
}

export function envFor(state: GameState, p: PlayerIndex, source: string | null): AbilityEnv {
  const c = source ? state.cards[source] : undefined;
  return { controller: p, source, sourceCardId: c?.cardId ?? null, scope: null, event: null };
}

/** 208.1.2: do two class lists share a class (ALL shares every class)? */
function shareClass(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (a.includes('ALL') || b.includes('ALL')) return true;
  return a.some((c) => b.includes(c));
}

function parseSpec(value: unknown, fallbackSide: string, fallbackKinds: string): { side: string; kinds: string[] } {
  const text = typeof value === 'string' && value.trim() !== '' ? value : `${fallbackSide}:${fallbackKinds}`;
  const [a, b] = text.includes(':') ? text.split(':', 2) : [fallbackSide, text];
  return { side: a!.trim(), kinds: b!.split(/[,・\s]+/).map((k) => k.trim()).filter((k) => k !== '') };
}

/** 205.4 / 205.4.3: cards `p`'s weapon/armor may be equipped to (your allies of the kinds it names, sharing its class). */
export function equipHosts(state: GameState, p: PlayerIndex, equipment: string): string[] {
  const spec = parseSpec(keywordValue(state, equipment, K.equip), 'ally', 'character,player');
  const classes = classesOfCard(state, equipment);
  const classless = classes.length === 0;
  if (classless && opts(state).pso2ClasslessEquipment === 'none') return [];
  return sideCards(state, p, spec.side).filter((id) => spec.kinds.includes(kind(state, id) ?? '') && (classless || shareClass(classes, classesOfCard(state, id))));
}

/** 204.2.2: cards an attach Active may be put onto (value "side:kinds" of its 付与 keyword; default your characters). */
export function attachHosts(state: GameState, p: PlayerIndex, active: string): string[] {
  const spec = parseSpec(keywordValue(state, active, K.attach), 'ally', 'character');
  return sideCards(state, p, spec.side).filter((id) => spec.kinds.includes(kind(state, id) ?? ''));
}

/** Player cards and field characters on a side of `p`: 'ally' (301.9), 'opponent' (301.10) or 'any'. */
function sideCards(state: GameState, p: PlayerIndex, side: string): string[] {
  const seats = state.players.filter((q) => !q.lost && (side === 'any' || (side === 'opponent' ? isOpponent(state, p, q.index) : q.index === p))).map((q) => q.index);
  return seats.flatMap((q) => allies(state, q));
}

/** The most X `p` can pay for a card (209.3; 0 when the card has no X). */
export function maxX(state: GameState, p: PlayerIndex, card: string): number {
  if (!hasXCost(state, card)) return 0;
  return Math.max(0, onPpCards(state, p).length - printedCost(state, card));
}

/** 504.2 / 209: can `p` play hand card `id` now? */
export function canPlay(r: Reader, p: PlayerIndex, id: string, mainTiming: boolean): boolean {
  const s = r.state;
  const k = kind(s, id);
  if (k === KIND.character || k === KIND.item) {
    if (!mainTiming) return false;
  } else if (k === KIND.active) {
    if (has(r, id, K.main) && !mainTiming) return false;
  } else return false;
  if (printedCost(s, id) > onPpCards(s, p).length) return false; // 209.1.1 (X may be 0)
  if (!colourRequirementMet(s, p, id)) return false; // 209.1.2
  const subs = factsOfCard(s, id)!.subtypes;
  if (subs.includes(SUB.weapon) || subs.includes(SUB.armor)) return equipHosts(s, p, id).length > 0; // 504.2
  if (subs.includes(SUB.attach)) return attachHosts(s, p, id).length > 0; // 504.2
  if (k === KIND.active) {
    const spell = spellOf(s, id);
    if (spell && !targetsAvailable(r, spell.effect as JsonObject, envFor(s, p, id))) return false; // 406.2.4
  }
  return true;
}

export interface Activatable {
  card: string;
  index: number;
  grant?: string;
}

/** 302.1b: can ウォークライ of `card` be used now (an ally of its controller is attacked, up to 506.4.2)? */
export function warCryUsable(state: GameState, p: PlayerIndex, card: string): boolean {
  const b = pd(state).battle;
  if (!b || (b.step !== 'start' && b.step !== 'participation')) return false;
  const c = state.cards[card];
  if (!c || c.tapped || c.controller !== p) return false;
  if (!isFieldCharacter(state, card) && !isPlayerCard(state, card)) return false;
  if (b.targets.length === 1 && b.targets[0] === card) return false; // nothing would change (103.2.1.2)
  if (card === b.attacker) return false;
  // 味方が攻撃された時 (raid: a party member's ally too, 特別なルール)
  const protectedSeats = pd(state).mode === 'raid' && !isBoss(state, p) ? state.players.filter((q) => !q.lost && !isBoss(state, q.index)).map((q) => q.index) : [p];
  return b.targets.some((t) => { const tc = state.cards[t]; return tc !== undefined && protectedSeats.includes(tc.controller); });
}

function abilityUsable(r: Reader, p: PlayerIndex, card: string, ab: Ability, usageKey: string, mainTiming: boolean): boolean {
  const timing = typeof ab.timing === 'string' ? ab.timing : 'quick';
  if (timing === 'main' && !mainTiming) return false; // 504.1.4.1
  const env = envFor(r.state, p, card);
  if (ab.condition && !testCondition(r, ab.condition as ConditionNode, env)) return false;
  const limit = ab.limit as JsonObject | undefined;
  if (limit && typeof limit.perTurn === 'number' && (r.state.usage[usageKey] ?? 0) >= limit.perTurn) return false;
  const costs = (ab.cost as CostNode[] | undefined) ?? [];
  if (!costs.every((c) => r.vocab.costs[c.type]?.canPay(r as never, c, env) === true)) return false;
  return targetsAvailable(r, ab.effect as JsonObject, env); // 406.2.4
}

/** Activated abilities `p` may use now (printed, keyword ウォークライ, granted), in zone order. */
export function activatables(r: Reader, p: PlayerIndex, mainTiming: boolean): Activatable[] {
  const s = r.state;
  const out: Activatable[] = [];
  const activated = abilityIndex(s.catalog, 'activated');
  const keywords = abilityIndex(s.catalog, 'keyword');
  for (const name of [Z.player, Z.mag, Z.field]) {
    const z = s.zones[zoneKey(name, p)]!;
    for (const id of z.cards) {
      const c = s.cards[id]!;
      if (c.controller !== p) continue;
      for (const entry of activated.byCard.get(c.cardId) ?? []) {
        if (!functionsInZone(entry, z)) continue;
        if (abilityUsable(r, p, id, entry.ability, `${id}#${entry.index}`, mainTiming)) out.push({ card: id, index: entry.index });
      }
      for (const entry of keywords.byCard.get(c.cardId) ?? []) {
        if (entry.ability.keyword === K.warCry && warCryUsable(s, p, id)) out.push({ card: id, index: entry.index });
      }
      for (const g of grantedAbilities(r, id)) {
        if (g.ability.kind === 'activated' && abilityUsable(r, p, id, g.ability, grantUsageKey(id, g.key), mainTiming)) out.push({ card: id, index: -1, grant: g.key });
      }
    }
  }
  return out;
}

/** Opponents' player cards and field characters of `p` (301.10), before attacker-specific restrictions. */
function opponentAllies(state: GameState, p: PlayerIndex): string[] {
  const out: string[] = [];
  for (const q of state.players) if (!q.lost && isOpponent(state, p, q.index)) out.push(...allies(state, q.index));
  return out;
}

/** 302.10 侵食 (option pso2ErosionTargets) on top of the opponents' allies. */
function targetsFor(r: Reader, attacker: string, all: readonly string[]): string[] {
  if (!has(r, attacker, K.erosion)) return [...all];
  const mode = opts(r.state).pso2ErosionTargets;
  return all.filter((id) => (mode === 'playerOnly' ? isPlayerCard(r.state, id) : !isPlayerCard(r.state, id)));
}

/** 506.3.1 / 301.10: the legal attack targets of an attacker (opponents' player cards and field characters). */
export function attackTargets(r: Reader, attacker: string): string[] {
  const p = r.state.cards[attacker]?.controller;
  if (p === undefined) return [];
  return targetsFor(r, attacker, opponentAllies(r.state, p));
}

/** 504.1.5 / 215.2 / 301.3: can this ally declare an attack (`all`: the opponents' allies, computed once)? */
export function canAttack(r: Reader, p: PlayerIndex, id: string, all: readonly string[] = opponentAllies(r.state, p)): boolean {
  const c = r.state.cards[id];
  if (!c || c.controller !== p || c.tapped) return false;
  if (!isFieldCharacter(r.state, id) && !isPlayerCard(r.state, id)) return false;
  if (isFrozen(r, id)) return false;
  return targetsFor(r, id, all).length > 0;
}

/** Every answer of the action-right decision (103.6) for holder `p`. */
export function priorityActions(r: Reader, p: PlayerIndex): Action[] {
  const s = r.state;
  const main = isMainTiming(s, p);
  const out: Action[] = [];
  for (const id of s.zones[zoneKey(Z.hand, p)]!.cards) if (canPlay(r, p, id, main)) out.push({ type: 'play', player: p, card: id });
  for (const a of activatables(r, p, main)) out.push({ type: 'activate', player: p, card: a.card, ability: a.index, ...(a.grant ? { grant: a.grant } : {}) });
  if (main) {
    const pc = playerCard(s, p);
    const all = opponentAllies(s, p);
    for (const id of [...(pc ? [pc] : []), ...s.zones[zoneKey(Z.field, p)]!.cards]) if (canAttack(r, p, id, all)) out.push({ type: 'attack', player: p, attacker: id });
    out.push({ type: 'endPhase', player: p });
  } else out.push({ type: 'pass', player: p });
  return out;
}

/** Whether passing is the holder's only answer (option pso2PriorityWindows 'whenPlayable'), without listing everything. */
export function onlyPass(r: Reader, p: PlayerIndex): boolean {
  const s = r.state;
  if (isMainTiming(s, p)) return false;
  if (s.zones[zoneKey(Z.hand, p)]!.cards.some((id) => canPlay(r, p, id, false))) return false;
  return activatables(r, p, false).length === 0;
}

/** The listed answers of one type (kernel `legalOfType`: exactly `priorityActions(...).filter(type)`), built alone. */
export function priorityActionsOfType(r: Reader, p: PlayerIndex, type: string): Action[] {
  const s = r.state;
  const main = isMainTiming(s, p);
  switch (type) {
    case 'pass':
      return main ? [] : [{ type: 'pass', player: p }];
    case 'endPhase':
      return main ? [{ type: 'endPhase', player: p }] : [];
    case 'play':
      return s.zones[zoneKey(Z.hand, p)]!.cards.filter((id) => canPlay(r, p, id, main)).map((card) => ({ type: 'play', player: p, card }));
    case 'activate':
      return activatables(r, p, main).map((a) => ({ type: 'activate', player: p, card: a.card, ability: a.index, ...(a.grant ? { grant: a.grant } : {}) }));
    case 'attack': {
      if (!main) return [];
      const pc = playerCard(s, p);
      const all = opponentAllies(s, p);
      return [...(pc ? [pc] : []), ...s.zones[zoneKey(Z.field, p)]!.cards].filter((id) => canAttack(r, p, id, all)).map((attacker) => ({ type: 'attack', player: p, attacker }));
    }
    default:
      return [];
  }
}

