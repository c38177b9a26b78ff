/**
 * Shared costs. A cost is paid by doing it (SVE 10.4.2, GBF 8-4-2); the interpreter checks every
 * part is payable before paying any part (all or nothing). Game-specific payments (GBF crystals by
 * element, R4U energy, PSO2 PP with colour, tag-battle cost points) are registered by the games.
 */
import { zoneKey } from '../state.js';
import { answerOf, ask } from '../context.js';
import { moveCard, moveCards, setTapped } from '../moves.js';
import type { CostSpec } from './vocabulary.js';
import type { CardFilter, Selector } from './types.js';
import { candidates, matchesFilter } from './selectors.js';

const FILTER = { $ref: '#/$defs/cardFilter' };

export const BASE_COSTS: Record<string, CostSpec> = {
  tapSelf: {
    description: 'Tap this card (SVE engage icon 10.4.6; an already tapped card cannot pay, SVE 1.3.2.1).',
    params: {},
    canPay: (ctx, _c, env) => env.source !== null && ctx.state.cards[env.source]?.tapped === false,
    pay: (ctx, _c, env) => {
      setTapped(ctx, [env.source!], true, 'cost');
      return true;
    },
  },
  pay: {
    description: "Reduce the controller's counter (PP, energy...) by N; it must be at least N (SVE 10.4.4, 10.4.5).",
    params: { counter: { type: 'string', minLength: 1 }, amount: { type: 'integer', minimum: 0 } },
    required: ['counter', 'amount'],
    canPay: (ctx, c, env) => (ctx.state.players[env.controller]!.counters[String(c.counter)] ?? 0) >= (c.amount as number),
    pay: (ctx, c, env) => {
      const counters = ctx.state.players[env.controller]!.counters;
      counters[String(c.counter)] = (counters[String(c.counter)] ?? 0) - (c.amount as number);
      return true;
    },
  },
  discard: {
    description: 'Discard N cards (matching the filter) from your hand.',
    params: { amount: { type: 'integer', minimum: 1 }, filter: FILTER },
    required: ['amount'],
    canPay: (ctx, c, env) => handMatches(ctx, env.controller, c.filter as CardFilter | undefined).length >= (c.amount as number),
    pay: (ctx, c, env, f) => {
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        const n = c.amount as number;
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', prompt: `Discard ${n} card(s) to pay the cost`, candidates: handMatches(ctx, env.controller, c.filter as CardFilter | undefined), min: n, max: n });
        return false;
      }
      moveCards(ctx, a.cards, zoneKey(ctx.def.roles.discard, env.controller), { reason: 'cost', by: env.controller });
      return true;
    },
  },
  removeCounter: {
    description: 'Remove N named counters from this card.',
    params: { counter: { type: 'string', minLength: 1 }, amount: { type: 'integer', minimum: 1 } },
    required: ['counter', 'amount'],
    canPay: (ctx, c, env) => env.source !== null && (ctx.state.cards[env.source]?.counters[String(c.counter)] ?? 0) >= (c.amount as number),
    pay: (ctx, c, env) => {
      const counters = ctx.state.cards[env.source!]!.counters;
      const left = (counters[String(c.counter)] ?? 0) - (c.amount as number);
      if (left > 0) counters[String(c.counter)] = left;
      else delete counters[String(c.counter)];
      return true;
    },
  },
  sacrificeSelf: {
    description: "Put this card into its owner's discard zone (or the named zone).",
    params: { to: { type: 'string', minLength: 1 } },
    canPay: (ctx, _c, env) => env.source !== null && ctx.state.cards[env.source] !== undefined,
    pay: (ctx, c, env) => {
      const card = ctx.state.cards[env.source!]!;
      moveCard(ctx, card.id, zoneKey(typeof c.to === 'string' ? c.to : ctx.def.roles.discard, card.owner), { reason: 'cost', by: env.controller });
      return true;
    },
  },
  tap: {
    description: 'Tap N untapped cards you choose among those the selector names (e.g. rest crystals).',
    params: { target: { $ref: '#/$defs/selector' } },
    required: ['target'],
    canPay: (ctx, c, env) => untapped(ctx, c.target as Selector, env).length >= ((c.target as Selector).count as number | undefined ?? 1),
    pay: (ctx, c, env, f) => {
      const a = answerOf<{ cards: string[] }>(f);
      const n = ((c.target as Selector).count as number | undefined) ?? 1;
      if (!a) {
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', prompt: `Tap ${n} card(s) to pay the cost`, candidates: untapped(ctx, c.target as Selector, env), min: n, max: n });
        return false;
      }
      setTapped(ctx, a.cards, true, 'cost');
      return true;
    },
  },
};

function handMatches(ctx: Parameters<CostSpec['canPay']>[0], player: number, filter: CardFilter | undefined): string[] {
  return ctx.state.zones[zoneKey(ctx.def.roles.hand, player)]!.cards.filter((id) => matchesFilter(ctx, id, filter ?? null));
}

function untapped(ctx: Parameters<CostSpec['canPay']>[0], sel: Selector, env: Parameters<CostSpec['canPay']>[2]): string[] {
  return candidates(ctx, { ...sel, count: null }, env, env.controller).filter((id) => !ctx.state.cards[id]!.tapped);
}
