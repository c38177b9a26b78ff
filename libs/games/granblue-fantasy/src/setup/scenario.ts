/**
 * Scenario vocabulary of the Granblue Fantasy TCG (libs/match scenario.ts `ScenarioHooks`; docs/scenarios.md,
 * docs/games/granblue-fantasy.md "Scenarios"): the words a position may use and how each maps onto the GBF state.
 *
 * - Player counters: none. Every GBF resource is a card (crystals 3-7, armor 3-8, the ougi gauge 3-4), so a position
 *   lists cards in those zones; any `counters` name on a player is refused. The starting values of the rules' own
 *   per-player data (`data.gbf`: no job change or limit break this turn, nothing due, no battle) are set unless the
 *   description says otherwise.
 * - Player flags: `jobChangedThisTurn` (10-3-2: no second job change this turn), `limitBrokenThisTurn` (10-4-2).
 * - Card fields (captain and crew areas): `damage` (only with option gbfDamage 'accumulate-turn': damage taken this turn,
 *   9-2-1; under the default 'per-event' damage never stays on a card, so the word is refused), `chips` (10-16: e.g.
 *   `{"HP+2": 1, "魔力": 2}`), `ougiUsedThisTurn` (2-6-1-1-3); crew area only: `levelCards` (catalog ids put face down
 *   under the crew member as its level cards, 10-4-3-3: +2 HP / +2 ATK each, 10-4-3-3-1; they must bear its character
 *   name, 10-4-3-1). Attached cards can also be written as cards of the `level` zone with `attachedTo` a crew `ref`.
 * - Card counters: `damage` (as above). No card flags.
 * - "Controlled since the start of the turn" has no meaning in GBF: no summoning sickness and no first-turn attack
 *   restriction (6-2, 7-2-1-3-1), so there is no such word.
 * - Default continuation: the turn player's free timing of the main phase (6-3-1-2, after a checkpoint), the attack step
 *   (`turn.phase` battle, 7-2-1) or the burst phase (`turn.phase` burst, 6-5).
 */
import { createCard, type Ctx, type GameState, type Json } from '../../../../engine/src/index.js';
import type { ScenarioCardField, ScenarioHooks, ScenarioVocabulary } from '../../../../match/src/scenario.js';
import { CHIP_PREFIX, DAMAGE_COUNTER, Z } from '../constants.js';
import { ENGINE_OPTION_CHOICES, optionOf } from '../options.js';
import { characterNameOf, gbf, initialData, kindOf, turnPlayer, zk } from '../state.js';
import { currentHp } from '../rules/stats.js';
import { checkpointFrame } from '../turn/checkpoint.js';

const PRESENT = [Z.captain, Z.crew];

/** `data.gbf` with the rules' starting values (setup/setup.ts `initialData`) when the description gave none. */
function ensureData(state: GameState): void {
  if (!state.data.gbf) state.data.gbf = initialData(state.players.length);
}

const DAMAGE: ScenarioCardField = {
  description: 'Damage the card has taken this turn (GBF 9-2-1). Only with option gbfDamage "accumulate-turn" (under the default "per-event" damage never stays on a card); less than its current HP. Captain and crew areas.',
  schema: { type: 'integer', minimum: 0 },
  zones: PRESENT,
  apply(ctx, card, value) {
    const n = value as number;
    if (n === 0) return;
    if (optionOf(ctx.state, 'gbfDamage') !== 'accumulate-turn') throw new Error('damage: GBF damage does not stay on a card (9-2-1; option gbfDamage "per-event"); set options.gbfDamage to "accumulate-turn"');
    const hp = currentHp(ctx, card);
    if (n >= hp) throw new Error(`damage: ${n} is not less than the card's current HP ${hp} (it would have been defeated, 9-2-1-3-5 / 9-2-1-3-6)`);
    ctx.state.cards[card]!.counters[DAMAGE_COUNTER] = n;
  },
};

function putLevelCards(ctx: Ctx, card: string, value: Json): void {
  const s = ctx.state;
  const host = s.cards[card]!;
  if (kindOf(s, card) !== 'crew') throw new Error('levelCards: only a crew member has level cards (GBF 3-6-3-1)');
  for (const cardId of value as string[]) {
    const level = createCard(ctx, { cardId, owner: host.owner, zone: zk(Z.level, host.controller), face: 'down', silent: true });
    if (kindOf(s, level) !== 'crew') throw new Error(`levelCards: ${cardId} is not a crew card (GBF 10-4-3-1)`);
    if (characterNameOf(s, level) !== characterNameOf(s, card)) throw new Error(`levelCards: ${cardId} does not bear the character name 「${characterNameOf(s, card)}」 (GBF 10-4-3-1)`);
    s.cards[level]!.attachedTo = card;
  }
}

export const GBF_SCENARIO_VOCABULARY: ScenarioVocabulary = {
  playerCounters: {},
  defaults: () => ({}),
  playerFlags: {
    jobChangedThisTurn: {
      description: 'The player already job-changed this turn (GBF 10-3-2).',
      schema: { type: 'boolean' },
      apply: (ctx, seat, value) => {
        ensureData(ctx.state);
        if (value === true) gbf(ctx.state).lastJobChange[seat] = ctx.state.turn.number;
      },
    },
    limitBrokenThisTurn: {
      description: 'The player already limit-broke this turn (GBF 10-4-2).',
      schema: { type: 'boolean' },
      apply: (ctx, seat, value) => {
        ensureData(ctx.state);
        if (value === true) gbf(ctx.state).lastLimitBreak[seat] = ctx.state.turn.number;
      },
    },
  },
  cardCounters: { damage: DAMAGE },
  cardFlags: {},
  card: {
    damage: DAMAGE,
    chips: {
      description: 'Chips on the card by name (GBF 10-16; 「HP+X」「ATK+X」「ランク+X」 modify the values, 10-16-4-1), e.g. {"HP+2": 1}.',
      schema: { type: 'object', additionalProperties: { type: 'integer', minimum: 1, maximum: 99 }, maxProperties: 20 },
      zones: PRESENT,
      apply(ctx, card, value) {
        for (const [name, n] of Object.entries(value as Record<string, number>)) ctx.state.cards[card]!.counters[`${CHIP_PREFIX}${name}`] = n;
      },
    },
    ougiUsedThisTurn: {
      description: 'The card already activated an ougi this turn (GBF 2-6-1-1-3).',
      schema: { type: 'boolean' },
      zones: PRESENT,
      apply(ctx, card, value) {
        if (value !== true) return;
        const c = ctx.state.cards[card]!;
        c.flags.ougiTurn = ctx.state.turn.number;
        c.flags.ougiTop = true;
      },
    },
    levelCards: {
      description: 'Catalog ids of the level cards under this crew member (GBF 3-6-3-1, 10-4-3-3: face down, +2 HP and +2 ATK each), bearing its character name (10-4-3-1).',
      schema: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 64 }, maxItems: 10 },
      zones: [Z.crew],
      cards: (value) => value as string[],
      apply: putLevelCards,
    },
  },
};

export const GBF_SCENARIO: ScenarioHooks = {
  vocabulary: GBF_SCENARIO_VOCABULARY,
  validate(sc) {
    const out: string[] = [];
    for (const [key, v] of Object.entries(sc.options ?? {})) {
      const choices = (ENGINE_OPTION_CHOICES as Record<string, readonly string[]>)[key];
      if (choices && !choices.includes(v as string)) out.push(`options.${key} must be one of ${choices.join(', ')}`);
    }
    sc.players.forEach((p, i) => {
      if ((p.zones?.[Z.captain]?.length ?? 0) !== 1) out.push(`players[${i}].zones.captain: a GBF position needs exactly one present captain (10-2-1-1)`);
    });
    return out;
  },
  prepare(ctx) {
    ensureData(ctx.state);
    const level = optionOf(ctx.state, 'gbfLevelCardVisibility') === 'owner' ? 'controller' : 'all';
    for (const p of ctx.state.players) ctx.state.zones[zk(Z.level, p.index)]!.faceDown = level;
  },
  next(state) {
    const p = turnPlayer(state);
    if (state.turn.phase === 'main') return [checkpointFrame(), { op: 'freeTiming', window: 'main', player: p }];
    if (state.turn.phase === 'battle') return [{ op: 'attackStep' }];
    if (state.turn.phase === 'burst') return [{ op: 'burstPhase' }];
    return [];
  },
};
