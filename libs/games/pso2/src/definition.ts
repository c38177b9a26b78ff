/**
 * The PSO2 TCG GameDefinition for the rules kernel (libs/engine): 詳細ルール Ver2.0 sections 100-506 and the
 * co-op raid battle (協力レイドバトル). docs/games/pso2.md lists what is implemented, with rule numbers, and the
 * named options (readings of ambiguous text).
 */
import { getGame, hasGame, registerGame, type GameDefinition, type GameState, zoneKey } from '../../../engine/src/index.js';
import { C, PRIORITY, RULES_VERSION, SLUG, Z } from './constants.js';
import { OPTION_DEFAULTS_JSON, OPTION_DOCS } from './options.js';
import { engineFacts } from './cards/engine-facts.js';
import { PSO2_VOCABULARY } from './abilities/vocabulary.js';
import { bindDefinition, reader } from './reader.js';
import { setup } from './setup/setup.js';
import { nextTurnOp, turnOp, startPhaseOp, drawPhaseOp, ppPhaseOp, mainPhaseOp, endPhaseOp, refreshOp } from './turn/phases.js';
import { declaredOp, ifDoneThenOp, optionalEffectOp, resolvedOp, resolveTopOp, stackGroupOp, stackOneOp, stackTriggersOp, windowOp } from './turn/priority.js';
import { declareOp } from './actions/declare.js';
import { priorityActions, priorityActionsOfType } from './actions/legal.js';
import { attackOp, battleDamageOp, battleEndOp, battleEngagementOp, battleParticipationOp, battleStartOp, engagedOp, weaponsOp } from './actions/attack.js';
import { equipOverflowOp } from './actions/resolve-card.js';
import { armorDamageOp, dealDamageHook, knockOut } from './rules/damage.js';
import { afterMoveHook } from './rules/moves.js';
import { ruleProcessing } from './rules/processing.js';
import { bossAttackOp, bossBattleOp, bossMainOp, bossPlayOp, targetPhaseOp } from './raid/boss.js';
import { raidDecider, raidPlayerLeft } from './raid/boss-rules.js';
import { pd, zoneNameOfCard } from './state.js';
import { pso2Current } from './rules/current-values.js';
import { describePso2Action } from './actions/labels.js';
import { PSO2_SCENARIO } from './setup/scenario.js';
import type { ScenarioHooks } from '../../../match/src/scenario.js';

export { OPTION_DEFAULTS_JSON as OPTION_DEFAULTS, OPTION_DOCS };

export const definition: GameDefinition & { scenario: ScenarioHooks } = {
  slug: SLUG,
  name: 'Phantasy Star Online 2 Trading Card Game',
  versions: { rules: RULES_VERSION },
  // 101.2: two players; 協力レイドバトル: a party of 2+ plus the boss seat (up to 7 + 1)
  players: { min: 2, max: 8 },
  zones: [
    { name: Z.player, visibility: 'public', abilities: true, description: 'プレイヤー (PSO2 400.2, 201.2): the player card (raid: the boss card); equipment on it sits here too (205.4.2)' },
    { name: Z.mag, visibility: 'public', abilities: true, description: 'マグ (PSO2 400.2, 203): the mag card, never leaves' },
    { name: Z.deck, visibility: 'hidden', ordered: true, description: 'デッキ (PSO2 401): face down; its count is the player\'s HP (201.3)' },
    { name: Z.hand, visibility: 'owner', description: '手札 (PSO2 402): only its owner sees it; 7 at the refresh step (402.3)' },
    { name: Z.field, visibility: 'public', abilities: true, description: '場 (PSO2 403): front and back row (flag `row`), no limit (403.3)' },
    { name: Z.pp, visibility: 'public', faceDown: 'none', description: 'PP (PSO2 404): face up; a face-down card (102.5) is seen by nobody (404.5.1)' },
    { name: Z.discard, visibility: 'public', description: '捨札 (PSO2 405)' },
    { name: Z.resolution, shared: true, visibility: 'public', ordered: true, description: '処理領域 (PSO2 406): played cards; the items (abilities too) are `data.zone`' },
    { name: Z.removed, visibility: 'hidden', description: '協力レイドバトル 脱落: the cards of a player who dropped out, removed from the game' },
  ],
  roles: { deck: Z.deck, hand: Z.hand, discard: Z.discard, field: Z.field, life: C.life },
  deckSections: [
    { name: 'player', zone: Z.player, min: 0, max: 1, copies: null, face: 'up', description: 'PSO2 100.1: the player card (one per player seat)' },
    { name: 'mag', zone: Z.mag, min: 0, max: 1, copies: null, face: 'up', optional: true, description: 'PSO2 100.1 / 100.1.1: at most one mag card' },
    { name: 'main', zone: Z.deck, min: 0, max: 1000, copies: null, description: 'PSO2 100.2: the deck (its size is printed on the player card; deck legality checks it)' },
    { name: 'boss', zone: Z.player, min: 0, max: 1, copies: null, face: 'up', optional: true, description: '協力レイドバトル: the boss card (the last seat of a raid)' },
    { name: 'bossDeck', zone: Z.deck, min: 0, max: 1000, copies: null, optional: true, description: '協力レイドバトル: the boss deck' },
  ],
  catalog: { toFacts: engineFacts },
  options: { defaults: OPTION_DEFAULTS_JSON, describe: OPTION_DOCS },
  setup,
  ops: {
    nextTurn: nextTurnOp,
    turn: turnOp,
    startPhase: startPhaseOp,
    drawPhase: drawPhaseOp,
    ppPhase: ppPhaseOp,
    mainPhase: mainPhaseOp,
    endPhase: endPhaseOp,
    refresh: refreshOp,
    window: windowOp,
    declared: declaredOp,
    declare: declareOp,
    stackTriggers: stackTriggersOp,
    stackGroup: stackGroupOp,
    stackOne: stackOneOp,
    resolveTop: resolveTopOp,
    resolved: resolvedOp,
    optionalEffect: optionalEffectOp,
    ifDoneThen: ifDoneThenOp,
    attack: attackOp,
    battleStart: battleStartOp,
    battleParticipation: battleParticipationOp,
    battleEngagement: battleEngagementOp,
    weapons: weaponsOp,
    engaged: engagedOp,
    battleDamage: battleDamageOp,
    battleEnd: battleEndOp,
    equipOverflow: equipOverflowOp,
    armorDamage: armorDamageOp,
    targetPhase: targetPhaseOp,
    bossMain: bossMainOp,
    bossPlay: bossPlayOp,
    bossBattle: bossBattleOp,
    bossAttack: bossAttackOp,
  },
  decisions: {
    [PRIORITY]: { legal: (state, d) => priorityActions(reader(state), d.player), legalOfType: (state, d, type) => priorityActionsOfType(reader(state), d.player, type) },
  },
  vocabulary: PSO2_VOCABULARY,
  hooks: {
    dealDamage: dealDamageHook,
    destroy: (ctx, card) => {
      // 301.5: destroy puts a field card into the discard; player and mag cards never leave (201.5, 203.2)
      const name = zoneNameOfCard(ctx.state, card);
      if (name !== Z.field) return null;
      knockOut(ctx, [card]);
      return null;
    },
    afterMove: afterMoveHook,
    playerLeft: raidPlayerLeft,
    decider: raidDecider,
  },
  view: { current: (r, id, viewer) => pso2Current(r, id, viewer) },
  describeAction: describePso2Action,
  scenario: PSO2_SCENARIO, // scenario vocabulary (setup/scenario.ts; read by libs/match buildScenario)
  citations: { triggerOrder: 'PSO2 406.2.1', concede: 'PSO2 101.6', loop: 'PSO2 103.6' },
  status(state: GameState) {
    const d = pd(state);
    return {
      mode: d.mode,
      players: state.players.map((p) => ({
        hp: state.zones[zoneKey(Z.deck, p.index)]!.cards.length, // 201.3
        hand: state.zones[zoneKey(Z.hand, p.index)]!.cards.length,
        pp: state.zones[zoneKey(Z.pp, p.index)]!.cards.length,
        ppOn: state.zones[zoneKey(Z.pp, p.index)]!.cards.filter((id) => !state.cards[id]!.tapped).length,
        ...(d.boss === p.index ? { boss: true, life: p.counters[C.life] ?? 0 } : {}),
      })),
      phase: state.turn.phase,
      step: state.turn.step,
      zone: d.zone.length,
      target: d.target,
    };
  },
  validateState(state) {
    const errors: string[] = [];
    const d = state.data as Record<string, unknown>;
    if (!Array.isArray(d.zone) || !Array.isArray(d.order) || !Array.isArray(d.party)) errors.push('data: zone, order and party must be lists');
    return errors;
  },
};

bindDefinition(definition);

/** Registers the definition with the kernel registry (idempotent). */
export function register(): GameDefinition {
  if (hasGame(SLUG)) return getGame(SLUG);
  return registerGame(definition);
}
