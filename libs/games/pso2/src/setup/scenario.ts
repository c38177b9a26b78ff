/**
 * Scenario vocabulary of the PSO2 TCG, standard game and 協力レイドバトル (libs/match scenario.ts `ScenarioHooks`;
 * docs/scenarios.md, docs/games/pso2.md "Scenarios"): the words a position may use and how each maps onto the PSO2 state.
 *
 * - Player counters: `enteredThisTurn` (characters the player put onto the field this turn, for 「このターンに…場に出して
 *   いない」; default 0) and, for the raid boss seat only, `life` (ライフ; default: the boss card's printed life). A
 *   player's HP is the cards in their deck (201.3) and PP are cards (404): list them as cards. Any other name is refused.
 * - Player flags: none (the face of the player card, 102.3.1, and the raid roles follow from `turn.first` and the format).
 * - Card fields (field cards): `damage` (damage on a character, 214.3: printed HP unchanged; at damage ≥ HP the rule
 *   processing KOs it, 213.3; it is also recorded as damage received this turn in its row, 213.3.1 / 213.3.2), `row`
 *   (`front` / `back`, 403.1.4; default: characters front, 202.2, items back, 205.3).
 * - Card counters: `damage` (as above), `damageFront`, `damageBack` (damage received this turn in that row, 213.3). No
 *   card flags.
 * - "Since the start of the turn": a character put onto the field this turn is OFF (202.2; 奇襲 ON, 302.6): write
 *   `tapped: true`; the attack listing reads ON / OFF only (504.1.5).
 * - Attached cards: equipment (205.4.2) and attach Actives (204.2.2.3) are cards of the host's `field` (or `player`) zone
 *   with `attachedTo` the host's `ref`.
 * - Default continuation: the main phase of the active player (`turn.phase` main, 504; a raid boss: its main and battle
 *   phases), then the end phase and the next turns.
 */
import type { GameState, Json } from '../../../../engine/src/index.js';
import { zoneKey } from '../../../../engine/src/index.js';
import type { ScenarioCardField, ScenarioHooks, ScenarioVocabulary } from '../../../../match/src/scenario.js';
import { C, F, KIND, Z } from '../constants.js';
import { kind, rowOf, type Pso2Data } from '../state.js';

const int = { type: 'integer', minimum: 0 };

/** The seat's boss card (raid), or null. */
function bossCard(state: GameState, seat: number): string | null {
  return state.zones[zoneKey(Z.player, seat)]?.cards.find((id) => kind(state, id) === KIND.boss) ?? null;
}

const DAMAGE: ScenarioCardField = {
  description: 'Damage on a field character (PSO2 214.3; at damage ≥ its HP the rule processing KOs it, 213.3). Also counted as damage received this turn in its row (213.3.1 / 213.3.2).',
  schema: int,
  zones: [Z.field],
  apply(ctx, card, value, spec) {
    if (kind(ctx.state, card) !== KIND.character) throw new Error('damage: only a character takes damage (PSO2 214.3)');
    const n = value as number;
    if (n === 0) return;
    const c = ctx.state.cards[card]!;
    c.counters[C.damage] = n;
    const row = (spec.row as string | undefined) ?? rowOf(ctx.state, card) ?? 'front';
    const key = row === 'back' ? C.damageBack : C.damageFront;
    if (spec.counters?.[key] === undefined) c.counters[key] = n;
  },
};

export const PSO2_SCENARIO_VOCABULARY: ScenarioVocabulary = {
  playerCounters: {
    [C.entered]: { description: 'Characters the player put onto the field this turn (「このターンに…場に出していない」); default 0.', schema: int },
    [C.life]: { description: 'The raid boss\'s life (協力レイドバトル ライフ); boss seat only; default: the boss card\'s printed life.', schema: int },
  },
  defaults(state, seat) {
    const boss = bossCard(state, seat);
    return { [C.entered]: 0, ...(boss ? { [C.life]: Number(state.catalog[state.cards[boss]!.cardId]?.extra.life ?? 0) } : {}) };
  },
  playerFlags: {},
  cardCounters: {
    damage: DAMAGE,
    [C.damageFront]: { description: 'Damage received this turn while in the front row (PSO2 213.3.1).', schema: int, zones: [Z.field] },
    [C.damageBack]: { description: 'Damage received this turn while in the back row (PSO2 213.3.2).', schema: int, zones: [Z.field] },
  },
  cardFlags: {},
  card: {
    damage: DAMAGE,
    row: {
      description: 'The row of a field card (PSO2 403.1.4): front or back (default: characters front, 202.2; items back, 205.3).',
      schema: { enum: ['front', 'back'] },
      zones: [Z.field],
      apply(ctx, card, value) {
        ctx.state.cards[card]!.flags[F.row] = value as Json;
      },
    },
  },
};

function format(options: Record<string, unknown> | undefined): string {
  return typeof options?.format === 'string' ? options.format : 'standard';
}

export const PSO2_SCENARIO: ScenarioHooks = {
  vocabulary: PSO2_SCENARIO_VOCABULARY,
  validate(sc) {
    const out: string[] = [];
    const f = format(sc.options);
    const n = sc.players.length;
    if (f !== 'standard' && f !== 'raid') out.push(`options.format must be standard or raid (got ${JSON.stringify(f)})`);
    if (f === 'standard' && n !== 2) out.push(`the standard game is for 2 players (PSO2 101.2), got ${n}; use options.format "raid" for a party against a boss`);
    if (f === 'raid' && n < 3) out.push('a raid needs a party of 2 or more seats plus the boss seat (the last)');
    sc.players.forEach((p, i) => {
      if (p.counters?.[C.life] !== undefined && !(f === 'raid' && i === n - 1)) out.push(`players[${i}].counters.life: only the raid boss seat (the last seat of a raid) has life (協力レイドバトル)`);
      if ((p.zones?.[Z.player]?.length ?? 0) < 1) out.push(`players[${i}].zones.player: every seat needs its player card (PSO2 100.1; raid boss seat: the boss card)`);
    });
    return out;
  },
  prepare(ctx, sc) {
    const s = ctx.state;
    const n = s.players.length;
    const raid = format(sc.options) === 'raid';
    const bossSeat = raid ? n - 1 : null;
    const party = Array.from({ length: n }, (_, i) => i).filter((p) => p !== bossSeat);
    const data: Pso2Data = {
      mode: raid ? 'raid' : 'standard', boss: bossSeat, order: [...party, ...(bossSeat !== null ? [bossSeat] : [])], party, target: null,
      zone: [], priority: null, battle: null, turnBase: 1, epoch: 0,
    };
    s.data = { ...(data as unknown as GameState['data']), ...s.data };
    const first = s.turn.first ?? s.turn.active;
    for (const p of s.players) {
      p.flags.face = p.index === first ? 'first' : 'second'; // 102.3.1
      if (raid) {
        p.flags.role = p.index === bossSeat ? 'boss' : 'party';
        p.flags.opponents = p.index === bossSeat ? (s.turn.active === bossSeat ? [] : [s.turn.active]) : [bossSeat!];
      }
    }
    // 403.1.4: every field card has a row (characters front 202.2, items back 205.3) unless the description says
    for (const p of s.players) {
      for (const id of s.zones[zoneKey(Z.field, p.index)]!.cards) {
        const c = s.cards[id]!;
        if (c.attachedTo !== null || rowOf(s, id) !== null) continue;
        const k = kind(s, id);
        if (k === KIND.character) c.flags[F.row] = 'front';
        else if (k === KIND.item) c.flags[F.row] = 'back';
      }
    }
  },
  next(state) {
    const d = state.data as unknown as Partial<Pso2Data>;
    if (state.turn.phase !== 'main') return [];
    if (d.boss !== null && d.boss !== undefined && state.turn.active === d.boss) return [{ op: 'bossMain' }, { op: 'bossBattle' }, { op: 'endPhase' }, { op: 'nextTurn' }];
    return [{ op: 'mainPhase' }, { op: 'endPhase' }, { op: 'nextTurn' }];
  },
};
