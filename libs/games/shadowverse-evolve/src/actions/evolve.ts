/**
 * Evolving (SVE 5.16, 12.2).
 *
 * Representation: the evolve card moves to the evolve area (4.12) and is linked (`attachedTo`) to the
 * field card; the field card keeps its instance id, stand/engage state and effects (5.16.2; the
 * seed's 「同一のカードであるとみなされず」 is read as "is regarded as the same card", digest §18.6 #3)
 * and takes the evolve card's catalog id, so every kernel query sees the evolve card's information
 * (10.9.1.1.1) and abilities (5.16.2.2) — except cost: a permanent `cost = base cost` effect keeps the
 * base card's cost. Damage and other changes stay as effects on the card, so the differences from the
 * original values carry over (5.16.2.1). Per-turn usage of its abilities is reset (5.16.2.2.1: lost and
 * gained). When it leaves the field it becomes its base card again (moves.ts afterMove) and rule
 * processing 11.6 returns the evolve card face up to the evolve deck.
 */
import {
  addEffect, cardEvent, emit, moveCards, push,
  type AbilityEnv, type Ctx, type Frame,
} from '../../../../engine/src/index.js';
import { C, STAT, Z } from '../constants.js';
import { counter, zk } from '../state.js';
import { evolveCost, evolveExtraCosts } from './evolve-rules.js';
import { payEvolveExtraCosts } from '../rules/notations-5.js';

/** Carries out 5.16.1–5.16.2 (and 12.2.4.1–12.2.4.2 when `superEvolve`). Returns false if nothing happened. */
export function performEvolve(ctx: Ctx, fieldId: string, evolveId: string, superEvolve: boolean, by: number): boolean {
  const s = ctx.state;
  const field = s.cards[fieldId];
  const evo = s.cards[evolveId];
  if (!field || !evo) return false;
  const base = field.cardId;
  const baseCost = s.catalog[base]?.cost ?? null;
  const [linked] = moveCards(ctx, [evolveId], zk(Z.evolveArea, field.controller), { reason: 'evolve', by, face: 'up' });
  const link = s.cards[linked!]!;
  link.attachedTo = fieldId;
  link.flags.linkedTo = fieldId;
  link.flags.base = base;
  link.flags.linkedAt = s.clock;
  field.cardId = link.cardId;
  field.flags.baseCardId = base;
  field.flags.evolvedTurn = s.turn.number;
  s.players[field.controller]!.flags.evolvedFollowerTurn = s.turn.number;
  if (baseCost !== null) {
    addEffect(ctx, {
      source: null, sourceCardId: null, controller: field.controller, targets: [fieldId], player: null,
      modifier: { type: 'stat', stat: STAT.cost, op: 'set', value: baseCost }, duration: 'permanent',
    });
  }
  for (const key of Object.keys(s.usage)) if (key.startsWith(`${fieldId}#`)) delete s.usage[key]; // 5.16.2.2.1
  if (superEvolve) {
    field.flags.superEvolved = true;
    for (const stat of [STAT.attack, STAT.health]) {
      addEffect(ctx, {
        source: null, sourceCardId: null, controller: field.controller, targets: [fieldId], player: null,
        modifier: { type: 'stat', stat, op: 'add', value: 1 }, duration: 'permanent',
      });
    }
  }
  emit(ctx, cardEvent(s, 'sve.evolved', [fieldId], { card: fieldId, cardId: field.cardId, base, evolveCard: linked!, player: field.controller, super: superEvolve, rule: 'SVE 5.16.1.3' }, null));
  if (superEvolve) emit(ctx, cardEvent(s, 'sve.superEvolved', [fieldId], { card: fieldId, cardId: field.cardId, player: field.controller, rule: 'SVE 12.2.4.2' }, null));
  return true;
}

/**
 * Op `evolve` {player, card, evolveCard, ep, sep}: plays the evolve ability (8.3, 12.2) with the
 * payment chosen in the action: PP (1 of them as 1 EP when `ep`, 12.2.3), 1 SEP when `sep` (12.2.4);
 * the revealed proper evolve card is the one used (5.16.1.1).
 */
export function evolveOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const card = f.card as string;
  const cost = evolveCost(ctx, card, f.ability as number);
  const me = s.players[player]!;
  me.counters[C.pp] = counter(s, player, C.pp) - (f.ep === true ? cost - 1 : cost);
  if (f.ep === true) me.counters[C.ep] = counter(s, player, C.ep) - 1;
  if (f.sep === true) me.counters[C.sep] = counter(s, player, C.sep) - 1;
  me.flags.evolveTurn = s.turn.number; // 8.3.2.1
  payEvolveExtraCosts(ctx, card, f.ability as number, player); // e.g. 「[進化]次の自分のターンをスキップする：」 (rules/notations-5.ts)
  // costs paid besides PP (「[進化]手札1枚を捨てる：」, banish, 【レッスン】, …): through the vocabulary (choices included), then the evolve
  const ability = s.catalog[s.cards[card]!.cardId]?.abilities[f.ability as number];
  const extra = ability ? evolveExtraCosts(ability) : [];
  if (extra.length > 0) {
    const env: AbilityEnv = { controller: player, source: card, sourceCardId: s.cards[card]!.cardId, scope: null, event: null };
    push(ctx, ...extra.map((cost) => ({ op: '$payCost', cost, env })), { op: 'evolvePaid', player, card, ability: f.ability, evolveCard: f.evolveCard, ep: f.ep === true, sep: f.sep === true });
    return;
  }
  evolvePaidOp(ctx, f);
}

/** Op `evolvePaid` (the evolve action once every cost is paid, 12.2.3): the ability event and the evolve itself (5.16.1). */
export function evolvePaidOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const card = f.card as string;
  if (!s.cards[card]) return; // (a cost moved it away: nothing to evolve)
  emit(ctx, cardEvent(s, 'ability', [card], { card, cardId: s.cards[card]!.cardId, index: f.ability as number, controller: player, kind: 'evolve', ep: f.ep === true, sep: f.sep === true }, null));
  performEvolve(ctx, card, f.evolveCard as string, f.sep === true, player);
}
