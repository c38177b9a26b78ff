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
 *    choosing one of them is choosing to apply it (9.11.3: with an empty waiting room it cannot apply);
 *  - `r4u.retire` — a character is retired by recovery (10.3.6 damage ≥ DEF, 10.3.7 a partner attack); the 5.19.3
 *    choice-type replacement 「リタイアする直前に、(price)することで、(mill)、(condition)なら、そのリタイアとダメージを取り消す」
 *    (`r4u.cancelRetire`): recovery leaves such a character out and op `r4uRetireReplacement` asks its master
 *    whether to apply one (9.11.2: the master chooses which, one at a time; 9.11.2.3: each once); applied, the price is
 *    paid (the Re-birth card to the waiting room; not payable: it cannot apply, 9.11.3), the deck's top N cards go to
 *    the waiting room, and only if one of them matches the retire is replaced by "stays, damage 0" (5.19.3); otherwise
 *    (or declined) the character retires. The deferred retire happens after the other recovery moves of that pass.
 */
import {
  answerOf, ask, cardsIn, push, emit, EngineError, hasLostAbilities, matchesFilter, moveCards, publicEvent, settleReplacements, testCondition, zoneKey,
  type CardFilter, type Ctx, type EffectSpec, type Frame, type JsonObject, type PlayerIndex, type ReplacementRules,
} from '../../../../engine/src/index.js';
import { C, F, Z } from '../constants.js';
import { isPartner, rd, zoneNameOfCard } from '../state.js';

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
          if (effect.type !== 'r4u.instead' && effect.type !== 'r4u.cancelRetire') return;
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

/** Event name: a character retired by recovery (10.3.6 / 10.3.7). */
export const RETIRE = 'r4u.retire';

/** The 5.19.3 replacements that may replace retiring character `id` now (price payable: the source is still there), excluding `applied`. */
export function retireReplacements(ctx: Ctx, id: string, applied: readonly string[]): R4UReplacement[] {
  const c = ctx.state.cards[id];
  if (!c) return [];
  const from = zoneNameOfCard(ctx.state, id) ?? '';
  return replacementsFor(ctx, { event: RETIRE, player: c.controller, from, to: Z.retire }, applied).filter((r) => r.effect.type === 'r4u.cancelRetire');
}

/** The retire itself (10.3.6 / 10.3.7), `by` = the character whose attack retired it (5.15.2). */
function retireNow(ctx: Ctx, id: string, by: string | null): void {
  const c = ctx.state.cards[id]!;
  if (by !== null) rd(ctx.state).retiredBy = { [id]: by };
  moveCards(ctx, [id], zoneKey(Z.retire, c.owner), { reason: 'retire' });
}

/**
 * Op `r4uRetireReplacement` {card, by, applied}: 5.19.3 / 9.11.3 for one character recovery would retire (see above).
 * Asked of the character's master: a `chooseOption` of the applicable replacements (by key) and `decline`.
 */
export function retireReplacementOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const id = f.card as string;
  const c = s.cards[id];
  const zone = c ? zoneNameOfCard(s, id) : null;
  if (!c || (zone !== Z.entry && zone !== Z.members)) return;
  const by = typeof f.by === 'string' ? f.by : null;
  const applied = [...((f.applied as string[] | undefined) ?? [])];
  const list = retireReplacements(ctx, id, applied);
  if (list.length === 0) return retireNow(ctx, id, by);
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    ask(ctx, f, {
      player: c.controller, kind: 'chooseOption', rule: 'R4U 5.19.3 / 9.11.3', prompt: 'This character is about to retire: apply a replacement effect (pay its price), or let it retire',
      options: [...list.map((r) => r.key), 'decline'], labels: [...list.map((r) => `${s.cards[r.source]?.cardId ?? r.source}: put it into the waiting room, mill ${String(r.effect.mill)}`), 'let it retire'],
      data: { card: id },
    });
    return;
  }
  const r = list.find((x) => x.key === a.option);
  if (!r) return retireNow(ctx, id, by); // declined (9.11.2: none applied)
  applied.push(r.key);
  // 9.11.3: the price — the source card into its owner's waiting room (only this form's price is compiled)
  const price = r.effect.price as JsonObject | undefined;
  if (price?.type !== 'r4u.moveSelf' || price.to !== Z.waitingRoom || !s.cards[r.source]) return retireNow(ctx, id, by);
  moveCards(ctx, [r.source], zoneKey(Z.waitingRoom, s.cards[r.source]!.owner), { reason: 'cost', by: c.controller });
  const deck = cardsIn(s, Z.deck, c.controller).slice(0, Number(r.effect.mill ?? 0));
  // 「その中に」: the milled cards as they were put there (read before the move: a refresh 10.2 may take them at once)
  const hit = deck.some((m) => matchesFilter(ctx, m, r.effect.ifAny as CardFilter));
  if (deck.length > 0) moveCards(ctx, deck, zoneKey(Z.waitingRoom, c.controller), { reason: 'effect', by: c.controller });
  if (!hit || !s.cards[id]) {
    if (s.cards[id]) push(ctx, { op: 'r4uRetireReplacement', card: id, by, applied }); // the retire still happens (other replacements may still apply)
    return;
  }
  const card = s.cards[id]!;
  delete card.counters[C.damage];
  delete card.flags[F.partnerAttacked];
  delete card.flags[F.damagedBy];
  emit(ctx, publicEvent('r4u.replaced', { player: c.controller, source: r.source, cardId: card.cardId, card: id, event: RETIRE, instead: 'stays, damage 0', rule: 'R4U 5.19.3' }));
}

/** `r4u.instead`: the replacing event of a replacement ability; the rules that perform the replaced event read it. */
export const REPLACEMENT_EFFECTS: Record<string, EffectSpec> = {
  'r4u.cancelRetire': {
    description: '5.19.3 「リタイアする直前に、(price)することで、デッキの上からN枚控え室に置き、その中に(ifAny)があるなら、そのリタイアとダメージを取り消す」: the effect of a choice-type replacement of `r4u.retire` (9.11.3); rules/replacement.ts applies it in recovery; never run as an effect.',
    params: { price: { $ref: '#/$defs/cost' }, mill: { type: 'integer', minimum: 0 }, ifAny: { $ref: '#/$defs/cardFilter' } },
    required: ['price', 'mill', 'ifAny'],
    run: () => {
      throw new EngineError('INVALID_ABILITIES', 'r4u.cancelRetire is the effect of a replacement ability (R4U 5.19.3), not an effect to run');
    },
  },
  'r4u.instead': {
    description: '「かわりに…」 (R4U 9.3.1.3, 9.11): the event that happens instead of the replaced one (`from`: another source zone; `to`: another destination). Only the effect of a replacement ability: rules/replacement.ts applies it where the replaced event happens; it is never run as an effect.',
    params: { from: { $ref: '#/$defs/zoneName' }, to: { $ref: '#/$defs/zoneName' } },
    run: () => {
      throw new EngineError('INVALID_ABILITIES', 'r4u.instead is the effect of a replacement ability (R4U 9.11), not an effect to run');
    },
  },
};

