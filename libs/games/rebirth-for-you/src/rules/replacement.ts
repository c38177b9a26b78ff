/**
 * Replacement effects (置換効果, R4U 9.3.1.3 / 9.11) on the kernel's replacement machinery (engine replacements.ts:
 * each replacement at most once per event 9.11.2.3; the affected player chooses the order only when it changes the
 * outcome 9.11.2; the replaced event does not happen at all 9.11.1.1).
 *
 * Sources: replacement abilities (`kind: 'replacement'`, compiled from 【永】 text, abilities/grammar/replacements.ts)
 * of cards in a zone where the ability functions (its `zones`, else Entry / members), whose `condition` holds
 * (11.2.3), and that did not lose their abilities. Events read here:
 *  - `r4u.energyFromHand` — a player puts a non-partner card from the hand into energy (7.3.2.2); the choice-type
 *    replacement 「かわりに控え室から置いてよい」 (9.3.1.3.2) lets them put one from the waiting room instead: in the
 *    energy phase the waiting room's cards are offered beside the hand's while such a replacement applies, and
 *    choosing one of them is choosing to apply it (9.11.3: with an empty waiting room it cannot apply).
 */
import {
  cardsIn, emit, EngineError, hasLostAbilities, publicEvent, settleReplacements, testCondition,
  type Ctx, type EffectSpec, type JsonObject, type PlayerIndex, type ReplacementRules,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { isPartner, zoneNameOfCard } from '../state.js';

/** Event name: a card put from the hand into energy (7.3.2.2). */
export const ENERGY_FROM_HAND = 'r4u.energyFromHand';

/** One R4U event a replacement may replace: `player` puts a card `from` a zone (`to`: the destination). */
export interface R4UEvent {
  event: string;
  player: PlayerIndex;
  from: string;
  to: string;
}

export interface R4UReplacement {
  key: string;
  source: string;
  optional: boolean;
  effect: JsonObject;
  rule: string;
}

const DEFAULT_ZONES: readonly string[] = [Z.entry, Z.members];

/** The replacement abilities that apply to `e` now, excluding `applied` (9.11.2.3), in zone order. */
export function replacementsFor(ctx: Ctx, e: R4UEvent, applied: readonly string[]): R4UReplacement[] {
  const s = ctx.state;
  const out: R4UReplacement[] = [];
  for (const p of s.players) {
    for (const zone of [Z.entry, Z.members, Z.rebirth, Z.energy, Z.waitingRoom, Z.hand]) {
      for (const src of cardsIn(s, zone, p.index)) {
        const facts = s.catalog[s.cards[src]!.cardId];
        if (!facts || hasLostAbilities(s, src)) continue;
        facts.abilities.forEach((a, index) => {
          if (a.kind !== 'replacement') return;
          const rep = a.replaces as JsonObject | undefined;
          if (rep?.event !== e.event) return;
          const key = `${src}#${index}`;
          if (applied.includes(key)) return;
          const zones = Array.isArray(a.zones) ? (a.zones as string[]) : DEFAULT_ZONES;
          if (!zones.includes(zoneNameOfCard(s, src) ?? '')) return;
          const master = s.cards[src]!.controller;
          const side = (rep.side as string | undefined) ?? 'any';
          if (side === 'you' && e.player !== master) return;
          if (side === 'opponent' && e.player === master) return;
          const env = { controller: master, source: src, sourceCardId: s.cards[src]!.cardId, scope: null, event: null };
          if (a.condition && !testCondition(ctx, a.condition as never, env)) return;
          const effect = a.effect as JsonObject;
          if (effect.type !== 'r4u.instead') return;
          if (typeof effect.from === 'string' && e.from === effect.from) return; // already the replacing event
          out.push({ key, source: src, optional: a.optional === true, effect, rule: 'R4U 9.11.1' });
        });
      }
    }
  }
  return out;
}

/** The event after `r` (`r4u.instead`: another source zone and/or destination). */
function replaced(e: R4UEvent, r: R4UReplacement): R4UEvent {
  return { ...e, from: typeof r.effect.from === 'string' ? r.effect.from : e.from, to: typeof r.effect.to === 'string' ? r.effect.to : e.to };
}

export const R4U_REPLACEMENT_RULES: ReplacementRules<R4UEvent, R4UReplacement> = {
  applicable: replacementsFor,
  preview: (_ctx, e, r) => replaced(e, r),
  apply: (ctx, e, r) => {
    const next = replaced(e, r);
    emit(ctx, publicEvent('r4u.replaced', { player: e.player, source: r.source, cardId: ctx.state.cards[r.source]?.cardId ?? null, event: e.event, from: e.from, to: e.to, instead: { from: next.from, to: next.to }, rule: r.rule }));
    return next;
  },
  outcomeKey: (e) => (e ? `${e.from}>${e.to}` : 'none'),
};

/**
 * 7.3.2.2 with choice-type replacements (9.3.1.3.2): the zones player `p` may put the non-partner energy card from —
 * the hand, plus each zone a replacement of `r4u.energyFromHand` offers instead (only while it has a non-partner card
 * to put, 9.11.3).
 */
export function energySources(ctx: Ctx, p: PlayerIndex): string[] {
  const zones: string[] = [Z.hand];
  for (const r of replacementsFor(ctx, { event: ENERGY_FROM_HAND, player: p, from: Z.hand, to: Z.energy }, [])) {
    const from = r.effect.from;
    if (typeof from !== 'string' || zones.includes(from)) continue;
    if (cardsIn(ctx.state, from, p).some((id) => !isPartner(ctx.state, id))) zones.push(from);
  }
  return zones;
}

/**
 * The player chose a card of zone `from` for 7.3.2.2: when it is not the hand, the replacement that puts from there is
 * applied (the kernel settles: one replacement per event, 9.11.2.3; the others that give the same outcome are not
 * applied). Returns whether the choice is the outcome of the replacements (false: refuse the card).
 */
export function applyEnergyReplacement(ctx: Ctx, p: PlayerIndex, from: string): boolean {
  if (from === Z.hand) return true;
  const rules: ReplacementRules<R4UEvent, R4UReplacement> = {
    ...R4U_REPLACEMENT_RULES,
    // the player's choice of card is the choice of the replacement (9.11.3): only those leading there apply
    applicable: (c, e, applied) => replacementsFor(c, e, applied).filter((r) => r.effect.from === from),
  };
  const settled = settleReplacements(ctx, rules, { event: ENERGY_FROM_HAND, player: p, from: Z.hand, to: Z.energy });
  return !('choose' in settled) && settled.event?.from === from;
}

/** `r4u.instead`: the replacing event of a replacement ability; the rules that perform the replaced event read it. */
export const REPLACEMENT_EFFECTS: Record<string, EffectSpec> = {
  'r4u.instead': {
    description: '「かわりに…」 (R4U 9.3.1.3, 9.11): the event that happens instead of the replaced one (`from`: another source zone; `to`: another destination). Only the effect of a replacement ability: rules/replacement.ts applies it where the replaced event happens; it is never run as an effect.',
    params: { from: { $ref: '#/$defs/zoneName' }, to: { $ref: '#/$defs/zoneName' } },
    run: () => {
      throw new EngineError('INVALID_ABILITIES', 'r4u.instead is the effect of a replacement ability (R4U 9.11), not an effect to run');
    },
  },
};

