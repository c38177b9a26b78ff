/**
 * Scenario vocabulary of the Re:Birth for you engine (libs/match scenario.ts `ScenarioHooks`; docs/scenarios.md,
 * docs/games/rebirth-for-you.md "Scenarios"): the words a position may use and how each maps onto the R4U state.
 *
 * - Player counters: `memberSlots` (4.5.3.1; default 3), `turnsTaken` (turns this player has begun, 13.3.1: a
 *   player with 0 cannot be attacked in multiplayer; default: counted from the turn cursor and the turn order).
 *   No player flags (opponents, teams and the circle's next player are derived from the format, 13.5–13.7).
 * - Card fields: `damage` (負っているダメージ of a character in the Entry or a member slot, 4.4.4: retired by recovery
 *   when damage ≥ DEF, 10.3.6; it becomes 0 at the end phase, 7.6.3), `slot` (members: the member slot 0..slots-1,
 *   4.5.3; default the lowest free slot), `attacks` (the Entry character: attacks it declared this turn, for
 *   「N回目のアタック」; default 0). Card counters: `damage` (as above). No card flags.
 * - A member that supported an attack (8.2.4) or a partner rested for a partner attack (8.2.4.4) is `tapped: true`;
 *   the starting Entry card before the game starts is `face: "down"` (6.2.1.2). Souls are cards of the `soul` zone
 *   `attachedTo` their host's `ref` (4.13).
 * - `state.data` (R4uData) gets the setup values of the format in `options.format` (teams, turn order from
 *   `turn.first`, 13.2), overridable through the scenario's `data`.
 * - Default continuation: the turn player's main phase (7.4.1: start of the main phase, a check timing, then the
 *   main-phase actions), then the rest of the turn and the next turns.
 */
import type { Frame, GameState, Json, PlayerIndex } from '../../../../engine/src/index.js';
import { isEngineError } from '../../../../engine/src/index.js';
import type { ScenarioCardField, ScenarioHooks, ScenarioInput, ScenarioVocabulary } from '../../../../match/src/scenario.js';
import { C, F, MODES, N, PHASE, Z, type Mode } from '../constants.js';
import { MODE_OF_FORMAT, OPTION_DEFAULTS, opts } from '../options.js';
import { isCharacter, membersOf, rd, slotOf, type R4uData } from '../state.js';
import { checkSeats, circleNeighbours, isTeamMode, refreshOpponents, teamsFor } from '../multiplayer/formats.js';

const DAMAGE_WORD: ScenarioCardField = {
  description: 'Damage a character has taken (R4U 4.4.4): retired by recovery when damage ≥ its DEF (10.3.6); 0 again at the end phase (7.6.3).',
  schema: { type: 'integer', minimum: 0, maximum: 1000 },
  zones: [Z.entry, Z.members],
  apply(ctx, card, value) {
    if (!isCharacter(ctx.state, card)) throw new Error('damage: only a character takes damage (R4U 4.4.4)');
    if ((value as number) > 0) ctx.state.cards[card]!.counters[C.damage] = value as number;
  },
};

const modeOf = (format: unknown): Mode | undefined => {
  const m = MODE_OF_FORMAT[String(format ?? OPTION_DEFAULTS.format)] as Mode | undefined;
  return m !== undefined && MODES.includes(m) ? m : undefined;
};

/** 13.2 / 6.2.1.4: turn order from the first player (team formats: team by team, 13.5.7.1). */
function orderFrom(mode: Mode, n: number, first: PlayerIndex): PlayerIndex[] {
  if (isTeamMode(mode)) {
    const teams = teamsFor(mode, n);
    const t = teams.findIndex((x) => x.includes(first));
    return [...teams[t]!, ...teams[1 - t]!];
  }
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** Turns a seat has begun by turn `number` (13.3.1), the turns going round the order (teams: team by team, 13.5.7). */
function turnsTakenBy(state: GameState, seat: PlayerIndex): number {
  const mode = modeOf(opts(state).format) ?? 'duel';
  const n = state.players.length;
  const first = state.turn.first ?? state.turn.active;
  const k = isTeamMode(mode) ? teamsFor(mode, n).findIndex((t) => t.includes(seat)) === teamsFor(mode, n).findIndex((t) => t.includes(first)) ? 0 : 1 : orderFrom(mode, n, first).indexOf(seat);
  const round = isTeamMode(mode) ? 2 : n;
  const T = state.turn.number;
  return T - 1 < k ? 0 : Math.floor((T - 1 - k) / round) + 1;
}

export const R4U_SCENARIO_VOCABULARY: ScenarioVocabulary = {
  playerCounters: {
    [C.slots]: { description: 'Member slots (R4U 4.5.3.1); default 3.', schema: { type: 'integer', minimum: 0, maximum: 10 } },
    [C.turns]: { description: 'Turns this player has begun (R4U 13.3.1); default: counted from the turn cursor.', schema: { type: 'integer', minimum: 0 } },
  },
  defaults: (state, seat) => ({ [C.slots]: N.slots, [C.turns]: turnsTakenBy(state, seat) }),
  playerFlags: {},
  cardCounters: { damage: DAMAGE_WORD },
  cardFlags: {},
  card: {
    damage: DAMAGE_WORD,
    slot: {
      description: 'Members: the member slot (R4U 4.5.3), 0..memberSlots-1; default the lowest free slot.',
      schema: { type: 'integer', minimum: 0, maximum: 9 },
      zones: [Z.members],
      apply(ctx, card, value) {
        ctx.state.cards[card]!.flags[F.slot] = value as Json;
      },
    },
    attacks: {
      description: 'The Entry character: attacks it declared this turn (「このキャラのN回目のアタック」, R4U 8.2.4); default 0.',
      schema: { type: 'integer', minimum: 0, maximum: 100 },
      zones: [Z.entry],
      apply(ctx, card, value) {
        const d = ctx.state.data as Record<string, Json>;
        const by = (d.attacksBy ?? {}) as Record<string, number>;
        if ((value as number) > 0) d.attacksBy = { ...by, [card]: value as number };
      },
    },
  },
};

export const R4U_SCENARIO: ScenarioHooks = {
  vocabulary: R4U_SCENARIO_VOCABULARY,
  validate(sc: ScenarioInput) {
    const out: string[] = [];
    const mode = modeOf(sc.options?.format);
    if (mode === undefined) return [`options.format: unknown format ${String(sc.options?.format)} (${Object.keys(MODE_OF_FORMAT).join(' | ')}; R4U 13.1.1.1)`];
    try {
      checkSeats(mode, sc.players.length);
    } catch (e) {
      out.push(isEngineError(e) ? e.reason : String(e));
    }
    sc.players.forEach((p, i) => {
      const entry = p.zones?.[Z.entry] ?? [];
      if (entry.length > 1) out.push(`players[${i}].zones.entry: at most one card in the Entry (R4U 4.4, 10.3.3)`);
      const slots = p.counters?.[C.slots] ?? N.slots;
      const members = p.zones?.[Z.members] ?? [];
      if (members.length > slots) out.push(`players[${i}].zones.members: ${members.length} members for ${slots} member slots (R4U 4.5.3)`);
      const given = members.map((c) => (typeof c === 'object' ? c.slot : undefined)).filter((s): s is number => typeof s === 'number');
      if (given.some((s) => s >= slots)) out.push(`players[${i}].zones.members: a slot must be 0..${slots - 1} (R4U 4.5.3)`);
      if (new Set(given).size !== given.length) out.push(`players[${i}].zones.members: one character per member slot (R4U 4.5.3, 10.3.5)`);
    });
    return out;
  },
  prepare(ctx, sc) {
    const s = ctx.state;
    const o = opts(s);
    const mode = modeOf(o.format) ?? 'duel';
    const n = s.players.length;
    const first = s.turn.first ?? s.turn.active;
    const teams = teamsFor(mode, n);
    const teamTurns = isTeamMode(mode);
    const defaults: R4uData = {
      mode, order: orderFrom(mode, n, first), teams, teamTurns,
      turnPlayers: teamTurns ? (teams.find((t) => t.includes(s.turn.active)) ?? [s.turn.active]) : [s.turn.active],
      toAttack: false, firstStartStep: true, attack: null, endFired: [], teamPoints: teamTurns ? [0, 0] : [], leaving: [], checks: {},
      oneOut: o.r4uOneOut === true, handOvers: 0, work: 0, turnBase: 1, epoch: 0, attacksThisTurn: 0, attacksBy: {}, phaseEnd: null,
    };
    const mapped = s.data as Record<string, Json>; // `attacks` words wrote attacksBy
    s.data = { ...(defaults as unknown as Record<string, Json>), ...(mapped.attacksBy ? { attacksBy: mapped.attacksBy } : {}), ...(sc.data ?? {}) };
    const d = rd(s);
    if (sc.data?.attacksThisTurn === undefined) d.attacksThisTurn = Object.values(d.attacksBy ?? {}).reduce((a, b) => a + b, 0);
    refreshOpponents(s);
    if (mode === 'circle') for (const q of d.turnPlayers) s.players[q]!.flags.circleNext = circleNeighbours(s, q).next; // 13.7.7.1
    // members without a slot: the lowest free ones, in the listed order (4.5.3)
    for (const p of s.players) {
      const used = new Set(membersOf(s, p.index).map((id) => slotOf(s, id)).filter((x) => x !== null));
      for (const id of membersOf(s, p.index)) {
        if (slotOf(s, id) !== null) continue;
        let slot = 0;
        while (used.has(slot)) slot += 1;
        used.add(slot);
        s.cards[id]!.flags[F.slot] = slot;
      }
    }
  },
  next(state): Frame[] {
    return state.turn.phase === PHASE.main ? [{ op: 'mainPhase', epoch: rd(state).epoch }, { op: 'nextTurn' }] : [];
  },
};
