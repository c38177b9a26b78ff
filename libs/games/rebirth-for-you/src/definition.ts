/**
 * The Re:Birth for you GameDefinition for the rules kernel (libs/engine): 総合ルール ver. 1.20 sections 1–14,
 * multiplayer formats included. docs/games/rebirth-for-you.md lists what is implemented, with rule numbers, and
 * the named options (readings of ambiguous text).
 */
import type { Action, GameDefinition, GameState, JsonObject } from '../../../engine/src/index.js';
import { getGame, hasGame, registerGame, zoneKey } from '../../../engine/src/index.js';
import { C, DK, RULES_VERSION, SLUG, Z } from './constants.js';
import { OPTION_DEFAULTS_JSON, OPTION_DOCS } from './options.js';
import { engineFacts } from './cards/engine-facts.js';
import { R4U_VOCABULARY } from './abilities/vocabulary.js';
import { bindDefinition, reader } from './reader.js';
import { setup, startingEntryOp, setupDecksOp, secondPartnerOp, startGameOp } from './setup/setup.js';
import { nextTurnOp, standbyOp, energyPhaseOp, energyPlaceOp, mainPhaseOp, endPhaseOp, endPhaseAfterOp } from './turn/phases.js';
import { blockActions, blockDecisionOp, blockStepOp, closeExpireOp, closeStepOp, damageStepOp, dealAttackDamageOp, declareAttackOp, startDecisionOp, startStepActions, startStepOp } from './turn/attack.js';
import { discardPlayedOp, mainActionOp, mainActions, moveToMemberOp, playCharacterOp } from './actions/main.js';
import { counterActions, counterOp } from './rules/counter.js';
import { placeMemberOp } from './rules/place.js';
import { retireReplacementOp } from './rules/replacement.js';
import { dealDamageHook } from './rules/damage.js';
import { afterMoveHook, refresh, ruleProcessing } from './rules/processing.js';
import { playerLeft } from './multiplayer/leaving.js';
import { isPartner, rd } from './state.js';
import { describeAction } from './actions/labels.js';
import { currentOf } from './rules/current-values.js';
import { R4U_SCENARIO } from './setup/scenario.js';
import type { ScenarioHooks } from '../../../match/src/scenario.js';

export { OPTION_DEFAULTS_JSON as OPTION_DEFAULTS, OPTION_DOCS };

const asActions = (l: JsonObject[]) => l as unknown as Action[];

export const definition: GameDefinition & { scenario: ScenarioHooks } = {
  slug: SLUG,
  name: 'Re:Birth for you',
  versions: { rules: RULES_VERSION },
  // 1.1.1: two players; 13: Rumble / Circle 3+, Double Team / Double Seven 4, Triple Team / Blackjack 6
  players: { min: 2, max: 8 },
  zones: [
    { name: Z.entry, visibility: 'public', faceDown: 'controller', abilities: true, description: 'エントリー (R4U 4.4): the attacking character; the starting card lies face down until the game starts (6.2.1.2: its owner knows it)' },
    { name: Z.members, visibility: 'public', abilities: true, description: 'メンバー (R4U 4.5): 3 member slots (card flag `slot`, 4.5.3.1)' },
    { name: Z.energy, visibility: 'public', faceDown: 'controller', description: 'エネルギー置場 (R4U 4.6): partners face up, other cards face down (their master may look, 4.6.2.1)' },
    { name: Z.rebirth, visibility: 'public', abilities: true, description: 'Reバース置場 (R4U 4.7; Re-birth abilities function here, 9.4.5.1)' },
    { name: Z.retire, visibility: 'public', description: 'リタイア置場 (R4U 4.8): 7 cards lose (10.6.2)' },
    { name: Z.deck, visibility: 'hidden', ordered: true, description: 'デッキ置場 (R4U 4.9)' },
    { name: Z.hand, visibility: 'owner', description: '手札 (R4U 4.10): whether a card is a partner is public (4.10.4)' },
    { name: Z.waitingRoom, visibility: 'public', description: '控え室 (R4U 4.11)' },
    { name: Z.memory, visibility: 'public', description: '思い出置場 (R4U 4.12)' },
    { name: Z.soul, visibility: 'public', description: '魂置場 (R4U 4.13): each card `attachedTo` its host' },
    { name: Z.shikaPile, visibility: 'hidden', ordered: true, description: 'シカ山置場 (R4U 12.2.1.4)' },
    { name: Z.excluded, visibility: 'public', faceDown: 'none', description: 'Cards removed from the game (除外 5.20, partners outside hand/energy 10.3.8; a player who left, face down, 13.4.2), kept for their owner (3.1.1)' },
  ],
  roles: { deck: Z.deck, hand: Z.hand, discard: Z.waitingRoom, field: Z.entry },
  deckSections: [
    { name: 'main', zone: Z.deck, min: 1, max: 1000, copies: null, description: 'R4U 6.1.1.1: the main deck (deck legality checks the 50)' },
    { name: 'partner', zone: Z.hand, min: 3, max: 3, copies: null, description: 'R4U 6.1.1.5: the 3 partners (added to the hand, 6.2.1.5)' },
    { name: 'shika', zone: Z.shikaPile, min: 0, max: 1000, copies: null, optional: true, description: 'R4U 12.2.1.3: the シカ山' },
  ],
  catalog: { toFacts: engineFacts, compiles: true },
  options: { defaults: OPTION_DEFAULTS_JSON, describe: OPTION_DOCS },
  setup,
  ops: {
    startingEntry: startingEntryOp,
    r4uRetireReplacement: retireReplacementOp, // 5.19.3 / 9.11.3 (rules/replacement.ts)
    setupDecks: setupDecksOp,
    secondPartner: secondPartnerOp,
    startGame: startGameOp,
    nextTurn: nextTurnOp,
    standby: standbyOp,
    energyPhase: energyPhaseOp,
    energyPlace: energyPlaceOp,
    mainPhase: mainPhaseOp,
    mainAction: mainActionOp,
    playCharacter: playCharacterOp,
    discardPlayed: discardPlayedOp,
    moveToMember: moveToMemberOp,
    placeMember: placeMemberOp,
    counter: counterOp,
    startStep: startStepOp,
    startDecision: startDecisionOp,
    declareAttack: declareAttackOp,
    blockStep: blockStepOp,
    blockDecision: blockDecisionOp,
    damageStep: damageStepOp,
    dealAttackDamage: dealAttackDamageOp,
    closeStep: closeStepOp,
    closeExpire: closeExpireOp,
    endPhase: endPhaseOp,
    endPhaseAfter: endPhaseAfterOp,
  },
  decisions: {
    [DK.main]: { legal: (state, d) => asActions(mainActions(reader(state), d.player)) },
    [DK.startStep]: { legal: (state, d) => asActions(startStepActions(reader(state), d.player)) },
    [DK.block]: { legal: (state, d) => asActions(blockActions(state, d.player, (d.data ?? {}) as JsonObject)) },
    [DK.counter]: { legal: (state, d) => asActions(counterActions(state, d.player, (d.data ?? {}) as JsonObject)) },
  },
  ruleProcessing,
  vocabulary: R4U_VOCABULARY,
  hooks: {
    afterMove: afterMoveHook,
    dealDamage: dealDamageHook, // 「このキャラが受けるダメージを0にする」 (rules/damage.ts)
    drawFromEmpty: (ctx, p) => refresh(ctx, p),
    playerLeft,
  },
  view: {
    // 4.10.4: whether a hand card is a partner is public
    hiddenCardFacts: (state, card) => (state.zones[card.zone]?.name === Z.hand ? { partner: isPartner(state, card.id) } : null),
    current: (r, id, viewer) => currentOf(r, id, viewer),
  },
  describeAction,
  scenario: R4U_SCENARIO, // scenario vocabulary (setup/scenario.ts; read by libs/match buildScenario)
  citations: { triggerOrder: 'R4U 10.4.1', concede: 'R4U 1.2.4', loop: 'R4U 14.1.1.3' },
  limits: { checkPasses: 2000 },
  status(state: GameState) {
    const d = rd(state);
    return {
      mode: d.mode,
      players: state.players.map((p) => ({
        deck: state.zones[zoneKey(Z.deck, p.index)]!.cards.length,
        hand: state.zones[zoneKey(Z.hand, p.index)]!.cards.length,
        retire: state.zones[zoneKey(Z.retire, p.index)]!.cards.length,
        energy: state.zones[zoneKey(Z.energy, p.index)]!.cards.length,
        slots: p.counters[C.slots] ?? 3,
        lost: p.lost,
      })),
      phase: state.turn.phase,
      step: state.turn.step,
      attack: d.attack ? { attacker: d.attack.attacker, target: d.attack.target, partner: d.attack.partner, blocked: d.attack.blocked } : null,
      teamPoints: d.teamPoints,
    };
  },
  validateState(state) {
    const errors: string[] = [];
    const d = state.data as Record<string, unknown>;
    if (!Array.isArray(d.order) || !Array.isArray(d.teams) || !Array.isArray(d.turnPlayers)) errors.push('data: order, teams and turnPlayers must be lists');
    return errors;
  },
};

bindDefinition(definition);

/** Registers the definition with the kernel registry (idempotent). */
export function register(): GameDefinition {
  if (hasGame(SLUG)) return getGame(SLUG);
  return registerGame(definition);
}
