/**
 * The tag-battle GameDefinition for the rules kernel (libs/engine). Rule ids are the digest's
 * (../shared/rules/tag-battle.md): `S…` the seed (chapter 8), `C-…` companion chapters, `D-…` defaults (each a
 * named option, options.ts). docs/games/tag-battle.md lists what is implemented.
 */
import { getGame, hasGame, registerGame, type GameDefinition, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { D, P, RULES_VERSION, SLUG, Z } from './constants.js';
import { ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS } from './options.js';
import { bindDefinition, cardsIn, currentHp, leaderOf, poolOf, readerOf, sharedCards } from './state.js';
import { engineFacts } from './cards/engine-facts.js';
import { TB_VOCABULARY } from './abilities/vocabulary.js';
import { chooseFirstOp, chooseLeadersOp, mulliganOp, placeLeadersOp, setup } from './setup/setup.js';
import { endPhaseOp, handAdjustOp, mainPhaseOp, turnOp } from './turn/phases.js';
import { initiativeOp, offerOp, respondOp, windowActions } from './actions/windows.js';
import { mainActions } from './actions/main.js';
import { payNeedOp, recordOp, resolveExchangeOp, resolveItemOp, tagDuplicatesOp, toDiscardOp } from './actions/declare.js';
import { battleStepOp } from './actions/battle.js';
import { battleCardsIn, AREA_LIMIT } from './actions/play.js';
import { payOptions, type Need } from './rules/cost.js';
import { ruleProcessing } from './rules/ko.js';
import type { Context } from './actions/quick.js';
import { tagCurrent } from './rules/current-values.js';
import { describeTagAction } from './actions/labels.js';
import { TAG_SCENARIO } from './setup/scenario.js';
import type { ScenarioHooks } from '../../../match/src/scenario.js';

export const OPTION_DEFAULTS: JsonObject = { ...ENGINE_OPTION_DEFAULTS };
export const OPTION_DOCS: Record<string, string> = { ...ENGINE_OPTION_DOCS };

export const definition: GameDefinition & { scenario: ScenarioHooks } = {
  slug: SLUG,
  name: "Tag Battle TCG (Fairy's Masquerade TCG)",
  versions: { rules: RULES_VERSION },
  players: { min: 2, max: 2 },
  zones: [
    { name: Z.deck, visibility: 'hidden', ordered: true, description: '山札 (C-4)' },
    { name: Z.hand, visibility: 'owner', description: '手札 (C-4); limit S10-1' },
    { name: Z.discard, visibility: 'public', description: '捨て札置き場 (C-5: public)' },
    { name: Z.ko, visibility: 'public', description: '被撃墜キャラ置き場 (S8-4)' },
    { name: Z.characters, visibility: 'public', abilities: true, description: 'characters on the main and sub field, leaders (flag leader: main | sub, C-6) and tags (S2); one area, D-8' },
    { name: Z.battleCards, visibility: 'public', abilities: true, description: 'battle cards, flag area main (≤3) | sub (≤2) (S4-2); sleeping = used this turn (S8 D, D-10)' },
    { name: Z.equipment, visibility: 'public', abilities: true, description: "items equipped to a character or battle card (attachedTo the host, S3-6); the item owner's zone (S3-11)" },
    { name: Z.fieldItems, visibility: 'public', abilities: true, description: 'items equipped to the field (S3-9, S3-10, E9)' },
    { name: Z.fieldCard, shared: true, visibility: 'public', abilities: true, description: 'field cards in play (D-12)' },
    { name: Z.resolving, shared: true, visibility: 'public', ordered: true, description: 'declared cards waiting for the exchange to resolve (S7-11, D-23)' },
  ],
  roles: { deck: Z.deck, hand: Z.hand, discard: Z.discard, field: Z.characters },
  deckSections: [
    { name: 'main', zone: Z.deck, min: 2, max: 1000, copies: null, description: 'C-1: the 60-card deck, leaders included (C-6)' },
    { name: 'mainLeader', zone: Z.characters, min: 0, max: 1, copies: null, face: 'up', optional: true, description: 'D-31: the declared main leader (a card of the deck)' },
    { name: 'subLeader', zone: Z.characters, min: 0, max: 1, copies: null, face: 'up', optional: true, description: 'D-31: the declared sub leader (a card of the deck)' },
  ],
  catalog: { toFacts: engineFacts },
  options: { defaults: OPTION_DEFAULTS, describe: OPTION_DOCS },
  setup,
  ops: {
    chooseLeaders: chooseLeadersOp,
    placeLeaders: placeLeadersOp,
    mulligan: mulliganOp,
    chooseFirst: chooseFirstOp,
    turn: turnOp,
    mainPhase: mainPhaseOp,
    endPhase: endPhaseOp,
    handAdjust: handAdjustOp,
    initiative: initiativeOp,
    offer: offerOp,
    respond: respondOp,
    payNeed: payNeedOp,
    record: recordOp,
    resolveExchange: resolveExchangeOp,
    resolveItem: resolveItemOp,
    toDiscard: toDiscardOp,
    tagDuplicates: tagDuplicatesOp,
    battleStep: battleStepOp,
  },
  decisions: {
    [D.main]: { legal: (state, d) => mainActions(state, d.player) },
    [D.window]: { legal: (state, d) => windowActions(state, d.player, d.data.context as Context) },
    [D.pay]: { legal: (state, d) => payOptions(state, d.player, d.data.need as unknown as Need) },
  },
  ruleProcessing,
  vocabulary: TB_VOCABULARY,
  hooks: {
    drawFromEmpty: (ctx, player) => {
      ctx.state.players[player]!.flags[P.drewFromEmpty] = true; // C-7, D-17: loses at the check that follows
    },
  },
  view: { current: (r, id, viewer) => tagCurrent(r, id, viewer) },
  describeAction: describeTagAction,
  scenario: TAG_SCENARIO, // scenario vocabulary (setup/scenario.ts; read by libs/match buildScenario)
  citations: { triggerOrder: 'TB S7-11', concede: 'TB C-3', loop: 'TB D-20' },
  limits: { checkPasses: 500 },
  status(state: GameState) {
    const r = readerOf(state);
    return {
      phase: state.turn.phase,
      step: state.turn.step,
      battle: state.data.battle ?? null,
      fieldCard: sharedCards(state, Z.fieldCard).map((id) => state.cards[id]!.cardId),
      players: state.players.map((p) => {
        const main = leaderOf(state, p.index, 'main');
        const sub = leaderOf(state, p.index, 'sub');
        return {
          hand: cardsIn(state, Z.hand, p.index).length,
          deck: cardsIn(state, Z.deck, p.index).length,
          discard: cardsIn(state, Z.discard, p.index).length,
          ko: cardsIn(state, Z.ko, p.index).length,
          characters: cardsIn(state, Z.characters, p.index).length,
          mainLeaderHp: main ? currentHp(r, main) : null,
          subLeaderHp: sub ? currentHp(r, sub) : null,
          subFieldFallen: p.flags[P.subFieldFallen] === true,
          pool: poolOf(state, p.index).length,
        };
      }),
    };
  },
  validateState(state) {
    const errors: string[] = [];
    for (const p of state.players) {
      if (!Array.isArray(p.flags[P.pool])) errors.push(`player ${p.index}: no cost pool (TB C-9)`);
      for (const area of ['main', 'sub'] as const) {
        if (battleCardsIn(state, p.index, area).length > AREA_LIMIT[area]) errors.push(`player ${p.index}: more than ${AREA_LIMIT[area]} battle cards in the ${area} field (TB S4-2)`);
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
