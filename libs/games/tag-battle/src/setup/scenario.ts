/**
 * Scenario vocabulary of the tag-battle engine (libs/match scenario.ts `ScenarioHooks`; docs/scenarios.md,
 * docs/games/tag-battle.md "Scenarios"): the words a position may use and how each maps onto the tag-battle state.
 *
 * - Player counters: none (any name is refused). Player flags: `koCount` (characters of this player KO'd, D-6;
 *   default 0), `subFieldFallen` (C-6, D-7; default false), `pool` (leftover cost points of this turn, C-9, as
 *   `[{"attrs": ["火"]}]`; default empty) — the setup values when not given.
 * - Card fields: `leader` (`main` / `sub`: the card is that leader on the field, C-6; every player needs a main leader),
 *   `damage` (damage counters on a character, S8-3: current HP = HP − damage; at 0 or less it is KO'd at the next check,
 *   S8-4), `enteredThisTurn` (characters: put onto the field this turn; recorded, no rule of the engine restricts such
 *   a character: the seed has no summoning sickness), `area` (battle cards: `main` / `sub` field, S4-2; default main).
 * - Card counters: `damage` (as above). No card flags. A battle card used this turn is a sleeping one: `tapped: true`
 *   (S8 D, D-10); a sleeping character too (C-10). Items equipped to a character or battle card are cards of the
 *   `equipment` zone with `attachedTo` the host's `ref` (S3-6).
 * - Default continuation: the turn player's main phase (C-7 (3): a check, then the main-phase window).
 */
import type { Json } from '../../../../engine/src/index.js';
import type { ScenarioCardField, ScenarioHooks, ScenarioVocabulary } from '../../../../match/src/scenario.js';
import { DAMAGE, F, KIND, P, Z } from '../constants.js';
import { isCharacterFacts, factsOf, kindOf } from '../state.js';

const DAMAGE_WORD: ScenarioCardField = {
  description: 'Damage counters on a character on the field (TB S8-3: current HP = HP − damage; at 0 or less it is KO\'d at the next check, S8-4).',
  schema: { type: 'integer', minimum: 0 },
  zones: [Z.characters],
  apply(ctx, card, value) {
    if (!isCharacterFacts(factsOf(ctx.state, card))) throw new Error('damage: only a character takes damage (TB S8-3)');
    if ((value as number) > 0) ctx.state.cards[card]!.counters[DAMAGE] = value as number;
  },
};

export const TAG_SCENARIO_VOCABULARY: ScenarioVocabulary = {
  playerCounters: {},
  defaults: () => ({}),
  playerFlags: {
    [P.koCount]: { description: 'Characters of this player KO\'d so far (TB D-6); default 0.', schema: { type: 'integer', minimum: 0 } },
    [P.subFieldFallen]: { description: 'The sub field has fallen (TB C-6, D-7); default false.', schema: { type: 'boolean' } },
    [P.pool]: {
      description: 'Leftover cost points of this turn (TB C-9): [{"attrs": [...]}]; default none.',
      schema: { type: 'array', maxItems: 50, items: { type: 'object', required: ['attrs'], additionalProperties: false, properties: { attrs: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 16 }, maxItems: 10 } } } },
    },
  },
  cardCounters: { damage: DAMAGE_WORD },
  cardFlags: {},
  card: {
    damage: DAMAGE_WORD,
    leader: {
      description: 'The card is this player\'s main or sub leader on the field (TB C-6).',
      schema: { enum: ['main', 'sub'] },
      zones: [Z.characters],
      apply(ctx, card, value) {
        if (kindOf(ctx.state, card) !== KIND.character) throw new Error('leader: a leader is a (non-tag) character (TB C-6, S2-10)');
        ctx.state.cards[card]!.flags[F.leader] = value as Json;
      },
    },
    enteredThisTurn: {
      description: 'Characters: put onto the field this turn (recorded; the seed restricts nothing by it).',
      schema: { type: 'boolean' },
      zones: [Z.characters],
      apply(ctx, card, value) {
        if (value === true) ctx.state.cards[card]!.flags[F.enteredTurn] = ctx.state.turn.number;
      },
    },
    area: {
      description: 'Battle cards: the main (≤3) or sub (≤2) field they are in (TB S4-2); default main.',
      schema: { enum: ['main', 'sub'] },
      zones: [Z.battleCards],
      default: 'main',
      apply(ctx, card, value) {
        ctx.state.cards[card]!.flags[F.area] = value as Json;
      },
    },
  },
};

export const TAG_SCENARIO: ScenarioHooks = {
  vocabulary: TAG_SCENARIO_VOCABULARY,
  validate(sc) {
    const out: string[] = [];
    sc.players.forEach((p, i) => {
      const leaders = (p.zones?.[Z.characters] ?? []).map((c) => (typeof c === 'object' ? c.leader : undefined));
      const main = leaders.filter((l) => l === 'main').length;
      const sub = leaders.filter((l) => l === 'sub').length;
      if (main !== 1 || sub > 1) out.push(`players[${i}].zones.characters: exactly one character with "leader": "main" and at most one with "leader": "sub" (TB C-6)`);
    });
    return out;
  },
  prepare(ctx) {
    const s = ctx.state;
    s.data = { battle: null, exchange: [], ...s.data };
    for (const p of s.players) {
      if (!Array.isArray(p.flags[P.pool])) p.flags[P.pool] = [];
      if (typeof p.flags[P.koCount] !== 'number') p.flags[P.koCount] = 0;
      if (typeof p.flags[P.subFieldFallen] !== 'boolean') p.flags[P.subFieldFallen] = false;
    }
  },
  next(state) {
    return state.turn.phase === 'main' ? [{ op: '$check' }, { op: 'mainPhase' }] : [];
  },
};
