/**
 * The Granblue Fantasy TCG GameDefinition for the rules kernel (libs/engine). Rules implemented, with their numbers,
 * and the named options for the readings of ambiguous text: docs/games/granblue-fantasy.md.
 */
import { getGame, hasGame, registerGame, vocabularyFor, type GameDefinition, type GameState } from '../../../engine/src/index.js';
import { RULES_VERSION, SLUG, Z } from './constants.js';
import { ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS } from './options.js';
import { captainOf, cardsIn, crewOf, gbf } from './state.js';
import { engineFacts } from './cards/engine-facts.js';
import { GBF_VOCABULARY } from './abilities/vocabulary.js';
import { setup, prepareOp, mulliganOp, armorSetupOp, openingCaptainOp } from './setup/setup.js';
import { turnOp, timingOp, untapAllOp, startDrawOp, crystalPlacementOp, mainPhaseOp, burstPhaseOp, chainBurstOp, chainBurstReturnOp, turnEndOp } from './turn/phases.js';
import { checkpointOp, pickPendingOp, resolvePendingOp } from './turn/checkpoint.js';
import {
  attackOp, attackStepOp, battleDamageOp, battleOverOp, battlePhaseOp, counterChoiceOp, counterStepOp, damageStepOp, followUpOp,
} from './turn/battle.js';
import { bindDefinition, concealOp, freeTimingOp, legalFor } from './actions/free-timing.js';
import { deployOp } from './actions/deploy.js';
import { jobChangeOp } from './actions/job-change.js';
import { limitBreakOp } from './actions/limit-break.js';
import { summonOp, summonResolveOp } from './keywords/summon.js';
import { crewDefeatsOp, damageHook, destroyHook } from './rules/damage.js';
import { levelReplaceOp } from './rules/leave.js';
import { replaceDefeatOp } from './rules/replacement.js';
import { armorBreakOp, replenishOp } from './rules/rule-processing.js';
import { afterMoveHook } from './rules/moves.js';
import { currentAtk, currentHp, currentRank } from './rules/stats.js';
import { gbfCurrentValues } from './rules/current-values.js';
import { describeGbfAction } from './actions/labels.js';
import { GBF_SCENARIO } from './setup/scenario.js';
import type { ScenarioHooks } from '../../../match/src/scenario.js';

const freeTiming = {
  legal: (state: GameState, d: Parameters<typeof legalFor>[1]) => legalFor(state, d),
  legalOfType: (state: GameState, d: Parameters<typeof legalFor>[1], type: string) => legalFor(state, d, type),
};

export const definition: GameDefinition & { scenario: ScenarioHooks } = {
  slug: SLUG,
  name: 'Granblue Fantasy TCG',
  versions: { rules: RULES_VERSION },
  players: { min: 2, max: 2 }, // GBF 1-1-1
  zones: [
    { name: Z.deck, visibility: 'hidden', ordered: true, description: 'デッキエリア (GBF 3-2): hidden from both players, order unknown (3-2-2)' },
    { name: Z.hand, visibility: 'owner', description: '手札 (GBF 3-3)' },
    { name: Z.ougi, visibility: 'public', ordered: true, faceDown: 'all', description: '奥義ゲージ (GBF 3-4): public, face-down cards included (3-4-1-2); new cards on top (3-4-1-1)' },
    { name: Z.captain, visibility: 'public', abilities: true, description: '団長エリア, the present captain (GBF 3-5, 10-2-1-1)' },
    { name: Z.captainDeck, visibility: 'owner', ordered: true, description: '団長エリア, the captain deck (GBF 3-5-2, 3-5-3): face-down cards for the owner only, former captains face up' },
    { name: Z.crew, visibility: 'public', abilities: true, description: '団員エリア (GBF 3-6): at most 3 crew members (3-6-3)' },
    { name: Z.level, visibility: 'public', faceDown: 'all', description: 'レベルカード (GBF 3-6-3-1): face down under their crew member (attachedTo); who may look: option gbfLevelCardVisibility' },
    { name: Z.crystal, visibility: 'public', description: '宝晶石エリア (GBF 3-7)' },
    { name: Z.armor, visibility: 'hidden', ordered: true, description: 'アーマーエリア (GBF 3-8): hidden from everyone, the owner included (3-8-2)' },
  ],
  roles: { deck: Z.deck, hand: Z.hand, discard: Z.ougi, field: Z.crew },
  deckSections: [
    { name: 'captain', zone: Z.captainDeck, min: 1, max: 5, copies: null, face: 'down', description: 'GBF 5-1-2: the captain deck, at most 5, with a rank-0 captain (5-1-2-3); face down in the captain area (5-2-1-2)' },
    { name: 'main', zone: Z.deck, min: 1, max: 1000, copies: null, description: 'GBF 5-1-3: the main deck (50 in the deck rules; the engine plays any size the deck rules accepted)' },
  ],
  catalog: { toFacts: engineFacts },
  options: { defaults: ENGINE_OPTION_DEFAULTS, describe: ENGINE_OPTION_DOCS },
  setup,
  ops: {
    prepare: prepareOp,
    mulligan: mulliganOp,
    armorSetup: armorSetupOp,
    openingCaptain: openingCaptainOp,
    turn: turnOp,
    timing: timingOp,
    untapAll: untapAllOp,
    startDraw: startDrawOp,
    crystalPlacement: crystalPlacementOp,
    mainPhase: mainPhaseOp,
    freeTiming: freeTimingOp,
    conceal: concealOp,
    checkpoint: checkpointOp,
    pickPending: pickPendingOp,
    resolvePending: resolvePendingOp,
    deploy: deployOp,
    jobChange: jobChangeOp,
    limitBreak: limitBreakOp,
    summon: summonOp,
    summonResolve: summonResolveOp,
    battlePhase: battlePhaseOp,
    attackStep: attackStepOp,
    attack: attackOp,
    followUp: followUpOp,
    counterChoice: counterChoiceOp,
    counterStep: counterStepOp,
    damageStep: damageStepOp,
    battleDamage: battleDamageOp,
    battleOver: battleOverOp,
    burstPhase: burstPhaseOp,
    chainBurst: chainBurstOp,
    chainBurstReturn: chainBurstReturnOp,
    turnEnd: turnEndOp,
    crewDefeats: crewDefeatsOp,
    levelReplace: levelReplaceOp,
    replaceDefeat: replaceDefeatOp,
    armorBreak: armorBreakOp,
    replenish: replenishOp,
  },
  decisions: { 'gbf.main': freeTiming, 'gbf.attack': freeTiming, 'gbf.counter': freeTiming },
  vocabulary: GBF_VOCABULARY,
  hooks: { dealDamage: damageHook, destroy: destroyHook, afterMove: afterMoveHook },
  view: { current: (r, id, viewer) => gbfCurrentValues(r, id, viewer) },
  describeAction: describeGbfAction,
  scenario: GBF_SCENARIO, // scenario vocabulary (setup/scenario.ts; read by libs/match buildScenario)
  citations: { triggerOrder: 'GBF 8-5-1-2', concede: 'GBF 1-2-4', loop: 'GBF 11-1-1-1' },
  status(state: GameState) {
    const data = gbf(state);
    return {
      phase: state.turn.phase,
      step: state.turn.step,
      battle: data.battle as never,
      players: state.players.map((p) => {
        const captain = captainOf(state, p.index);
        const r = { state, vocab: vocabularyFor(definition) };
        return {
          deck: cardsIn(state, Z.deck, p.index).length,
          hand: cardsIn(state, Z.hand, p.index).length,
          armor: cardsIn(state, Z.armor, p.index).length,
          crystals: cardsIn(state, Z.crystal, p.index).length,
          activeCrystals: cardsIn(state, Z.crystal, p.index).filter((id) => !state.cards[id]!.tapped).length,
          gauge: cardsIn(state, Z.ougi, p.index).length,
          gaugeFaceDown: cardsIn(state, Z.ougi, p.index).filter((id) => state.cards[id]!.face === 'down').length,
          crew: crewOf(state, p.index).length,
          captain: captain ? { card: captain, cardId: state.cards[captain]!.cardId, hp: currentHp(r, captain), atk: currentAtk(r, captain), rank: currentRank(r, captain) } : null,
        };
      }),
    };
  },
  validateState(state: GameState) {
    const errors: string[] = [];
    const data = gbf(state);
    if (!data || !Array.isArray(data.due) || data.due.length !== state.players.length) return ['data.gbf is missing or malformed'];
    for (const p of state.players) {
      if (crewOf(state, p.index).length > 3) errors.push(`player ${p.index}: more than 3 crew members (GBF 3-6-3)`);
      if (cardsIn(state, Z.captain, p.index).length > 1) errors.push(`player ${p.index}: more than one present captain (GBF 10-2-1-1)`);
      for (const id of cardsIn(state, Z.level, p.index)) {
        const host = state.cards[id]!.attachedTo;
        if (host === null || !crewOf(state, p.index).includes(host)) errors.push(`level card ${id} is not under a crew member of player ${p.index} (GBF 3-6-3-1)`);
      }
    }
    return errors;
  },
};

bindDefinition(definition);

/** Registers the definition with the kernel registry (idempotent). */
export function register(): GameDefinition {
  if (hasGame(SLUG)) return getGame(SLUG);
  return registerGame(definition);
}
