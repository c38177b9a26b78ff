/**
 * Evolve legality (pure reads): SVE 12.2 (evolve ability), 5.16.1.1.1 (proper evolve card: same card
 * name — or the names 「これは『X』に進化する」 gives — face down in the evolve-deck zone, 4.6.3), 12.2.3
 * (1 EP instead of 1 PP), 12.2.4 (super evolve: turns taken ≥ 7 first player / ≥ 6 second player, 1
 * SEP), 8.3.2.1 (one evolve or evolve-equivalent ability per turn), 12.2.5 / 5.16.4 (an evolved card
 * cannot evolve). A card may print several evolve abilities (each with its own cost and condition).
 */
import { evalAmount, getGame, testCondition, type AbilityEnv, type ConditionNode, type CostNode, type CostSpec, type JsonObject, type Reader } from '../../../../engine/src/index.js';
import { C, SPECIAL, STAT, Z } from '../constants.js';
import { statOf, cardsIn, counter, factsOfCard, isEvolvedCard, turnFlagIs, zoneNameOf } from '../state.js';
import { activationBlocked, evolveAnyTimes } from '../abilities/vocab/restrictions.js';

const evolveCostNode = (a: JsonObject): JsonObject | undefined =>
  Array.isArray(a.cost) ? (a.cost as JsonObject[]).find((c) => c.type === 'sve.evolve') : undefined;

/** Indexes of the card's evolve abilities ([進化]: activated abilities with the sve.evolve cost). */
export function evolveAbilityIndexes(r: Reader, id: string): number[] {
  const facts = factsOfCard(r.state, id);
  if (!facts) return [];
  return facts.abilities.map((a, i) => (a.kind === 'activated' && evolveCostNode(a) ? i : -1)).filter((i) => i >= 0);
}

/** Index of the card's first evolve ability, or -1. */
export function evolveAbilityIndex(r: Reader, id: string): number {
  return evolveAbilityIndexes(r, id)[0] ?? -1;
}

/**
 * PP cost of an evolve ability: the printed amount; for the first evolve ability the `evolveCost`
 * characteristic (printed, or set by effects such as 「これの[進化]コストを0にする」). Never below 0.
 */
export function evolveCost(r: Reader, id: string, index: number = evolveAbilityIndex(r, id)): number {
  const facts = factsOfCard(r.state, id);
  const node = facts?.abilities[index] ? evolveCostNode(facts.abilities[index]!) : undefined;
  if (index === evolveAbilityIndex(r, id)) return Math.max(0, (statOf(r, id, STAT.evolveCost) ?? 0) + evolveCostChange(r, id));
  return Math.max(0, (node?.amount as number | undefined) ?? 0);
}

/** 「これの[進化]コストは「Q」と同じだけ-1する」 (12.2.2; data kind replacement, replaces sve.evolveCost, abilities/grammar/continuous.ts). */
function evolveCostChange(r: Reader, id: string): number {
  const c = r.state.cards[id];
  const facts = factsOfCard(r.state, id);
  if (!c || !facts) return 0;
  const env: AbilityEnv = { controller: c.controller, source: id, sourceCardId: c.cardId, scope: null, event: null };
  return facts.abilities.reduce((n, a) => (a.kind === 'replacement' && (a.replaces as JsonObject | undefined)?.event === 'sve.evolveCost' ? n + evalAmount(r, (a.effect as JsonObject).amount, env) : n), 0);
}

/** 8.3.2.1: has the player already played an evolve or evolve-equivalent ability this turn? */
export function evolveLimitReached(r: Reader, player: number): boolean {
  return turnFlagIs(r.state, player, 'evolveTurn');
}

/** Sealed B-1 8.5.1: after 「突進の付与」 this turn, no evolve ability, 食事 ability or second grant (grant-rush.ts). */
export function rushGrantedThisTurn(r: Reader, player: number): boolean {
  return turnFlagIs(r.state, player, 'rushGrantTurn');
}

/** Names an evolve ability evolves into (「これは『X』に進化する」), or null for the card's own name. */
export function evolveInto(r: Reader, id: string, index: number = evolveAbilityIndex(r, id)): string[] | null {
  const facts = factsOfCard(r.state, id);
  const node = facts?.abilities[index] ? evolveCostNode(facts.abilities[index]!) : undefined;
  return Array.isArray(node?.into) ? (node!.into as string[]) : null;
}

/**
 * Face-down evolve cards in the master's evolve deck with the field card's name (5.16.1.1.1) — or one of
 * the names the ability evolves into — one per catalog id.
 */
export function properEvolveCards(r: Reader, id: string, into: string[] | null = evolveInto(r, id)): string[] {
  const s = r.state;
  const card = s.cards[id];
  const facts = factsOfCard(s, id);
  if (!card || !facts) return [];
  const names = into ?? [facts.name];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of cardsIn(s, Z.evolveDeck, card.controller)) {
    const ec = s.cards[e]!;
    const ef = s.catalog[ec.cardId];
    if (ec.face !== 'down' || !ef || !ef.subtypes.includes(SPECIAL.evolve) || !names.includes(ef.name)) continue;
    if (seen.has(ec.cardId)) continue;
    seen.add(ec.cardId);
    out.push(e);
  }
  return out;
}

export function superEvolveAllowed(r: Reader, player: number): boolean {
  const turns = counter(r.state, player, C.turns);
  const need = r.state.turn.first === player ? 7 : 6;
  return turns >= need && counter(r.state, player, C.sep) >= 1;
}

/** Payment variants: [useEp] options that can be paid (12.2.3). */
export function evolvePayments(r: Reader, player: number, cost: number): boolean[] {
  const pp = counter(r.state, player, C.pp);
  const ep = counter(r.state, player, C.ep);
  const out: boolean[] = [];
  if (pp >= cost) out.push(false);
  if (cost >= 1 && ep >= 1 && pp >= cost - 1) out.push(true);
  return out;
}

/** Costs of an evolve ability paid through the vocabulary (besides its PP, the skipped turn and leader health, which the evolve action pays). */
export function evolveExtraCosts(ability: JsonObject): JsonObject[] {
  return Array.isArray(ability.cost) ? (ability.cost as JsonObject[]).filter((c) => !['sve.evolve', 'sve.skipNextTurn', 'sve.health'].includes(c.type as string)) : [];
}

/** Whether an evolve ability of a field card can be played now by its master (condition, cost, limits). */
export function evolveAbilityUsable(r: Reader, id: string, index: number = evolveAbilityIndex(r, id)): boolean {
  const card = r.state.cards[id];
  const facts = factsOfCard(r.state, id);
  if (!card || !facts || index < 0 || zoneNameOf(r.state, id) !== Z.field) return false;
  if (isEvolvedCard(r.state, id)) return false; // 12.2.5
  if (activationBlocked(r, id, true)) return false; // 「これの[起動]能力を使えない」 (abilities/vocab/restrictions.ts)
  if ((evolveLimitReached(r, card.controller) && !evolveAnyTimes(r, card.controller)) || rushGrantedThisTurn(r, card.controller)) return false; // 8.3.2.1 (8.3.2.2: abilities/vocab/restrictions.ts), B-1 8.5.1
  const ability = facts.abilities[index]!;
  const env: AbilityEnv = { controller: card.controller, source: id, sourceCardId: card.cardId, scope: null, event: null };
  if (ability.condition && !testCondition(r, ability.condition as ConditionNode, env)) return false; // 「この能力は…なら使える」
  if (Array.isArray(ability.cost) && (ability.cost as JsonObject[]).some((c) => c.type === 'sve.health' && counter(r.state, card.controller, C.health) < (c.amount as number))) return false; // 「[進化]リーダーの[体力]-N」 (10.4.5.1)
  // the costs paid besides PP (「[進化]手札1枚を捨てる：」, 「墓場のカード2枚を消滅」, 【レッスン】, …): all of them payable (10.4.2.2)
  const extra = evolveExtraCosts(ability);
  if (extra.length > 0) {
    const ctx = ('def' in r ? r : { ...r, def: getGame(r.state.game) }) as Parameters<CostSpec['canPay']>[0]; // a reader may come without the definition
    for (const c of extra) if (r.vocab.costs[c.type as string]?.canPay(ctx, c as CostNode, env) !== true) return false;
  }
  if (properEvolveCards(r, id, evolveInto(r, id, index)).length === 0) return false; // 12.2.2
  return evolvePayments(r, card.controller, evolveCost(r, id, index)).length > 0;
}
