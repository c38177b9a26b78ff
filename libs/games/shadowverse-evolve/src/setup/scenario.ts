/**
 * Scenario vocabulary of Shadowverse Evolve (libs/match scenario.ts `ScenarioHooks`; docs/scenarios.md,
 * docs/games/shadowverse-evolve.md "Scenarios"): the words a position may use and how each maps onto the
 * SVE state, so a description says "this follower has taken 2 damage" rather than writing an effect.
 *
 * - Player counters (SVE 3.2, 3.3, 4.4.4, 4.7.3, 4.8.3): `pp`, `maxPp`, `ep`, `sep`, `health`, `turns`,
 *   `handLimit`, `fieldLimit`, `exLimit`; unspecified ones get the starting values of 6.2.1.9–6.2.1.12
 *   (PP 0, max PP 0, EP 0 for the first player / 3 for the second, SEP 1, health 20) and the limits 7 / 5 / 5,
 *   except `turns` (3.3: turns begun), derived from the turn cursor. Any other counter is refused.
 * - Player flags: `basis` (`class` / `title`, 6.2.1.3; default: the one the leader and deck allow, else class),
 *   `evolvedThisTurn` (8.3.2.1: the player already evolved this turn), `healthDecreasedThisTurn` (【真紅】 13.5.2).
 * - Card fields: `damage` (followers on the field: damage taken, 5.14.1 — a health decrease, as
 *   `counters.damage` too), `sinceTurnStart` (field cards: controlled since the start of the turn, 8.4.2.1;
 *   default true), `evolved` (a field follower evolved into the named evolve card, 5.16: the evolve card is
 *   created and linked, the follower takes its information; with `superEvolved: true` as a super evolution,
 *   12.2.4.2; `evolvedThisTurn: true` if it happened this turn).
 * - Card counters: `stack` (【スタック】 13.3.2) and `damage` (as above). No card flags.
 * - Default continuation: the main phase of the active player (`turn.phase` main: its check timing, then the
 *   main-phase decision 7.3.3), or the end phase (`turn.phase` end, 7.4).
 */
import { createCard, type Ctx, type GameState, type Json } from '../../../../engine/src/index.js';
import type { ScenarioCardField, ScenarioCardObject, ScenarioHooks, ScenarioVocabulary } from '../../../../match/src/scenario.js';
import { C, DEFAULT_LIMITS, SPECIAL, STACK_COUNTER, START_HEALTH, Z } from '../constants.js';
import { isFollower, zk } from '../state.js';
import { performEvolve } from '../actions/evolve.js';
import { putDamage } from '../rules/damage.js';
import { bases } from './setup.js';

const int = (min = 0) => ({ type: 'integer', minimum: min });
const counter = (description: string, min = 0) => ({ description, schema: int(min) });

/** Damage taken by a follower on the field (SVE 5.14.1: a permanent health decrease). */
const DAMAGE: ScenarioCardField = {
  description: 'Damage the follower has taken (SVE 5.14.1: damage lowers its health; it is destroyed at 0, 11.3.1). Followers on the field only.',
  schema: int(),
  zones: [Z.field],
  apply(ctx, card, value) {
    if (!isFollower(ctx.state, card)) throw new Error('damage: only a follower has health to lower (SVE 5.14.1.2)');
    if ((value as number) > 0) putDamage(ctx, card, value as number);
  },
};

/** The SVE starting counters of a seat (6.2.1.9–6.2.1.12, limits 4.4.4.1 / 4.7.3.1 / 4.8.3.1); `turns` from the turn cursor (3.3). */
export function startingCounters(state: GameState, seat: number): Record<string, number> {
  const first = state.turn.first ?? state.turn.active;
  const n = state.turn.number;
  return {
    [C.pp]: 0,
    [C.maxPp]: 0,
    [C.ep]: seat === first ? 0 : 3,
    [C.sep]: 1,
    [C.health]: START_HEALTH,
    [C.turns]: seat === first ? Math.ceil(n / 2) : Math.floor(n / 2),
    [C.handLimit]: DEFAULT_LIMITS.hand,
    [C.fieldLimit]: DEFAULT_LIMITS.field,
    [C.exLimit]: DEFAULT_LIMITS.ex,
  };
}

function evolveInto(ctx: Ctx, card: string, value: Json, spec: ScenarioCardObject): void {
  const s = ctx.state;
  const c = s.cards[card]!;
  const evo = s.catalog[value as string];
  if (!isFollower(s, card)) throw new Error('evolved: only a follower evolves (SVE 5.16)');
  if (!evo || !evo.subtypes.includes(SPECIAL.evolve)) throw new Error(`evolved: ${String(value)} is not an evolve card (SVE 2.3.3.1)`);
  const evolveId = createCard(ctx, { cardId: value as string, owner: c.owner, zone: zk(Z.evolveDeck, c.owner), face: 'down', silent: true });
  performEvolve(ctx, card, evolveId, spec.superEvolved === true, c.controller);
  if (spec.evolvedThisTurn !== true) {
    delete c.flags.evolvedTurn; // evolved before this turn: no "evolved this turn" attack (8.4.2.1)
    delete s.players[c.controller]!.flags.evolvedFollowerTurn;
  }
}

export const SVE_SCENARIO_VOCABULARY: ScenarioVocabulary = {
  playerCounters: {
    [C.pp]: counter('PP now (SVE 3.2.3).'),
    [C.maxPp]: { description: 'Max PP (SVE 3.2.4; 0..10).', schema: { type: 'integer', minimum: 0, maximum: 10 } },
    [C.ep]: counter('EP (SVE 3.2.5).'),
    [C.sep]: counter('SEP (SVE 3.2.6).'),
    [C.health]: { description: 'Leader health (SVE 2.8.3.1; may be 0 or less: the check ends the game, 11.2.1).', schema: { type: 'integer' } },
    [C.turns]: counter('Turns the player has begun (SVE 3.3; default from the turn cursor).'),
    [C.handLimit]: counter('Hand limit (SVE 4.7.3.1).'),
    [C.fieldLimit]: counter('Field limit (SVE 4.4.4.1).'),
    [C.exLimit]: counter('EX area limit (SVE 4.8.3.1).'),
  },
  defaults: startingCounters,
  playerFlags: {
    basis: { description: 'The deck basis declared (SVE 6.2.1.3): class or title.', schema: { enum: ['class', 'title'] } },
    evolvedThisTurn: {
      description: 'The player already played an evolve ability this turn (SVE 8.3.2.1).',
      schema: { type: 'boolean' },
      apply: (ctx, seat, value) => {
        if (value === true) ctx.state.players[seat]!.flags.evolveTurn = ctx.state.turn.number;
      },
    },
    healthDecreasedThisTurn: {
      description: 'The leader\'s health decreased this turn (【真紅】 SVE 13.5.2).',
      schema: { type: 'boolean' },
      apply: (ctx, seat, value) => {
        if (value !== true) return;
        const f = ctx.state.players[seat]!.flags;
        Object.assign(f, { healthDecreasedTurn: ctx.state.turn.number, healthDecreaseTurn: ctx.state.turn.number, healthDecreases: 1 });
      },
    },
  },
  cardCounters: {
    [STACK_COUNTER]: { description: 'Stack counters (【スタック】 SVE 13.3.2).', schema: int() },
    damage: DAMAGE,
  },
  cardFlags: {},
  card: {
    damage: DAMAGE,
    sinceTurnStart: {
      description: 'Controlled by the same player since the start of this turn (SVE 8.4.2.1: may attack the leader). Field cards; default true.',
      schema: { type: 'boolean' },
      zones: [Z.field],
      default: true,
      apply(ctx, card, value) {
        const n = ctx.state.turn.number;
        ctx.state.cards[card]!.flags.since = value === true ? Math.max(0, n - 1) : n;
      },
    },
    evolved: {
      description: 'The follower has evolved into this evolve card (catalog id; SVE 5.16): the evolve card is linked in the evolve area and the follower has its information.',
      schema: { type: 'string', minLength: 1, maxLength: 64 },
      zones: [Z.field],
      cards: (value) => [value as string],
      apply: (ctx, card, value, spec) => evolveInto(ctx, card, value, spec),
    },
    superEvolved: { description: 'With `evolved`: it super evolved (SVE 12.2.4.2: +1/+1).', schema: { type: 'boolean' }, zones: [Z.field] },
    evolvedThisTurn: { description: 'With `evolved`: it evolved this turn (SVE 8.4.2.1: may attack followers this turn).', schema: { type: 'boolean' }, zones: [Z.field] },
  },
};

export const SVE_SCENARIO: ScenarioHooks = {
  vocabulary: SVE_SCENARIO_VOCABULARY,
  validate(sc) {
    const out: string[] = [];
    sc.players.forEach((p, i) => {
      for (const [zone, cards] of Object.entries(p.zones ?? {})) {
        cards.forEach((c, j) => {
          if (typeof c === 'object' && (c.superEvolved !== undefined || c.evolvedThisTurn !== undefined) && c.evolved === undefined) {
            out.push(`players[${i}].zones.${zone}[${j}]: superEvolved / evolvedThisTurn need evolved (the evolve card's id)`);
          }
        });
      }
    });
    return out;
  },
  prepare(ctx, sc) {
    for (const p of ctx.state.players) {
      const b = bases(ctx.state, p.index);
      p.flags.title = b.title;
      if (sc.players[p.index]?.flags?.basis === undefined) p.flags.basis = b.options[0] ?? 'class';
    }
  },
  next(state) {
    if (state.turn.phase === 'main') return [{ op: '$check' }, { op: 'main' }];
    if (state.turn.phase === 'end') return [{ op: 'endPhase' }];
    return [];
  },
};
