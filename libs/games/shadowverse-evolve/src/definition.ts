/**
 * The Shadowverse Evolve GameDefinition for the rules kernel (libs/engine). See ENGINE-STATUS.md for
 * what is implemented, with rule numbers, and the named options for readings of ambiguous text.
 */
import {
  getGame, hasGame, registerGame, type GameDefinition, type GameState, type JsonObject,
} from '../../../engine/src/index.js';
import { C, K, RULES_VERSION, SLUG, Z } from './constants.js';
import { hasKeyword, bindDefinition, cardsIn, counter } from './state.js';
import { engineFacts } from './cards/engine-facts.js';
import { SVE_VOCABULARY } from './abilities/vocabulary.js';
import { divideHitOp, lookOp, shuffleDeckOp } from './abilities/ops.js';
import { afterMoveHook, createTokensOp, putOp, wardEntryOp } from './rules/moves.js';
import { destroyReplaced, leaveChoiceOp } from './rules/replacement.js';
import { dealDamageHook, healHook, isAttackDamage } from './rules/damage.js';
import { ruleProcessing, overflowOp } from './turn/rule-processing.js';
import { endPhaseOp, handLimitOp, mainPhaseOp, turnEndOp, turnOp, wardEngageOp } from './turn/phases.js';
import { beginGameOp, chooseFirstOp, declareBasisOp, mulliganOp, mulliganOrderOp, openingHandsOp, prepareOp, setup } from './setup/setup.js';
import { mainActions, mainActionsOfType, mainOp, quickActions, quickActionsOfType, quickOp } from './actions/main.js';
import { cleanupResolutionOp, playCardOp } from './actions/play.js';
import { evolveOp, evolvePaidOp } from './actions/evolve.js';
import { grantRushOp } from './actions/grant-rush.js';
import { attackDamageOp, attackEndOp, attackOp } from './actions/attack.js';
import { driveCheckOp } from './title/vanguard.js';
import { noteDamageKind } from './title/princess-connect.js';
import { sveCurrent } from './rules/current-values.js';
import { describeSveAction } from './actions/labels.js';
import { SVE_SCENARIO } from './setup/scenario.js';
import type { ScenarioHooks } from '../../../match/src/scenario.js';

export const OPTION_DEFAULTS: JsonObject = {
  wardEntry: 'choose',
  stormAttacksLeader: true,
  mainPhaseTriggers: true,
  quickWindows: 'always',
  basis: 'ask',
  format: 'standard',
  alternativesTotal: 'once',
};

export const OPTION_DOCS: Record<string, string> = {
  basis:
    "SVE 6.2.1.3: a player whose leader has a class and a title, with a deck legal under both bases (6.1.1.5), declares the basis. 'ask' (default): a chooseOption decision at setup; 'class' / 'title': that declaration for every such player. A deck legal under only one basis uses it (no declaration).",
  wardEntry:
    "SVE 12.8.2 is garbled in the seed. 'choose' (default): when a Ward follower is put onto the field standing, its master may engage it (the cards' reminder text 「これが場に出たときか…アクトできる」); 'engaged': it always enters engaged (the digest's reading); 'standing': never.",
  stormAttacksLeader:
    'SVE 8.4.3.1 vs 12.9: true (default) lets a Storm follower attack the leader the turn it arrives (12.9.1 「ただちに攻撃」, reminder 「場に出たターンから攻撃できる」); false reads 8.4.3.1 literally (Storm = Rush).',
  mainPhaseTriggers:
    "SVE 7.3.1 reads 「…誘発条件が発生しません」; true (default) treats it as a conversion error and fires 「メインフェイズが来たとき」 triggers; false follows the literal text.",
  format:
    "付録B: 'standard' (default; crossover B-2 is recognised by its 2 leader cards) or 'sealed' (B-1 シールド戦): the leader card is optional — a player without one gets a stand-in leader (no class, title or abilities) in the leader area that carries the leader's health 20 (2.8.3.1, 6.2.1.12 still apply: only the leader-card steps are optional), at most 1 leader card; the main-phase action 「突進の付与」 (B-1 8.5.1, action `grantRush`). Deck legality (main ≥ 30, no copy limit, any classes) is the deck rules' format `sealed`; the card pool cannot be checked.",
  alternativesTotal:
    "「自分の墓場の(A)・カードや(B)の枚数の合計」 (BP06-035 陰陽の開祖・クオン: 「陰陽師・カードやスペル」) does not say how a card of both groups (a 陰陽師 spell) counts. 'once' (default): each card once, as the same words count in 「…が7枚以上なら」 (BP06-040); 'perGroup': the count of each group added (such a card twice, reading 「合計」 as the sum of the groups' counts).",
  quickWindows:
    "SVE 8.4.7 / 7.4.5: 'always' (default) asks the NTP at every quick window, so the window never reveals whether they hold a quick card; 'whenPlayable' skips windows where passing is the only answer.",
};

export const definition: GameDefinition & { scenario: ScenarioHooks } = {
  slug: SLUG,
  name: 'Shadowverse: Evolve',
  versions: { rules: RULES_VERSION },
  players: { min: 2, max: 2 }, // SVE 1.1.1
  zones: [
    { name: Z.leader, visibility: 'public', description: 'リーダーエリア (SVE 4.3)' },
    { name: Z.field, visibility: 'public', abilities: true, description: '場 (SVE 4.4); limit: counter fieldLimit (4.4.4.1)' },
    { name: Z.deck, visibility: 'hidden', ordered: true, description: 'デッキ置き場 (SVE 4.5)' },
    { name: Z.evolveDeck, visibility: 'owner', description: 'エボルヴデッキ置き場 (SVE 4.6): the owner sees it; face-up cards are public (4.6.3)' },
    { name: Z.hand, visibility: 'owner', description: '手札 (SVE 4.7); limit: counter handLimit (4.7.3.1)' },
    { name: Z.ex, visibility: 'public', description: 'EXエリア (SVE 4.8); limit: counter exLimit (4.8.3.1)' },
    { name: Z.cemetery, visibility: 'public', description: '墓場 (SVE 4.9)' },
    { name: Z.banished, visibility: 'public', description: '消滅領域 (SVE 4.10)' },
    { name: Z.resolution, shared: true, visibility: 'public', ordered: true, description: '解決領域 (SVE 4.11), shared' },
    { name: Z.evolveArea, visibility: 'public', description: '進化領域 (SVE 4.12): evolve cards linked (attachedTo) to field cards' },
    { name: Z.race, visibility: 'public', description: '出走領域 (SVE 4.13, 14.2): 『にんじん』 linked (attachedTo) to the follower that ate them' },
    { name: Z.drive, visibility: 'public', description: 'ドライブ領域 (SVE 4.14, 14.4.9): 『ドライブポイント』 linked (attachedTo) to the follower that rode' },
    { name: Z.trigger, visibility: 'public', description: 'トリガー領域 (SVE 4.15, 14.4.5): the card being drive-checked' },
    { name: Z.equipment, visibility: 'public', description: 'イクイップメント領域 (SVE 4.16, 14.5.2): equipment tokens linked (attachedTo) to the follower that equips them' },
  ],
  roles: { deck: Z.deck, hand: Z.hand, discard: Z.cemetery, field: Z.field, life: C.health },
  deckSections: [
    // the bounds the engine can set up, over every format (the deck rules, src/deck, judge each format):
    { name: 'leader', zone: Z.leader, min: 0, max: 2, copies: null, face: 'up', description: 'SVE 6.1.1.1: 1 leader; 2 of different classes in the crossover format (B-2 6.1.1.1; they share the player\'s leader health, see ENGINE-STATUS.md); none or 1 in sealed (B-1 6.1.1.2, option format)' },
    { name: 'main', zone: Z.deck, min: 30, max: 1000, copies: null, description: 'SVE 6.1.1.2 (40–50, ≤ 3 per name); sealed B-1 6.1.1.3 (≥ 30, no copy limit; 1000 = the request limit)' },
    { name: 'evolve', zone: Z.evolveDeck, min: 0, max: 1000, copies: null, face: 'down', optional: true, description: 'SVE 6.1.1.3, 6.2.1.1.1 (0–10, ≤ 3 per name); sealed B-1 6.1.1.4 (≥ 0, no copy limit)' },
  ],
  // a card's own ability data wins over compiling its text (cards/engine-facts.ts); the tested-card registry is
  // authoritative: an untested card is refused at setup unless allowUnsupported (issue #18)
  catalog: { toFacts: engineFacts, compiles: true, requireTested: true },
  options: { defaults: OPTION_DEFAULTS, describe: OPTION_DOCS },
  setup,
  ops: {
    declareBasis: declareBasisOp,
    prepare: prepareOp,
    chooseFirst: chooseFirstOp,
    openingHands: openingHandsOp,
    mulligan: mulliganOp,
    mulliganOrder: mulliganOrderOp,
    beginGame: beginGameOp,
    turn: turnOp,
    mainPhase: mainPhaseOp,
    main: mainOp,
    quick: quickOp,
    endPhase: endPhaseOp,
    wardEngage: wardEngageOp,
    handLimit: handLimitOp,
    turnEnd: turnEndOp,
    playCard: playCardOp,
    cleanupResolution: cleanupResolutionOp,
    evolve: evolveOp,
    evolvePaid: evolvePaidOp,
    grantRush: grantRushOp,
    attack: attackOp,
    attackDamage: attackDamageOp,
    attackEnd: attackEndOp,
    put: putOp,
    leaveChoice: leaveChoiceOp,
    createTokens: createTokensOp,
    wardEntry: wardEntryOp,
    overflow: overflowOp,
    look: lookOp,
    divideHit: divideHitOp,
    shuffleDeck: shuffleDeckOp,
    driveCheck: driveCheckOp,
  },
  decisions: {
    'sve.main': { legal: (state, d) => mainActions(state, d.player), legalOfType: (state, d, type) => mainActionsOfType(state, d.player, type) },
    'sve.quick': { legal: (state, d) => quickActions(state, d.player), legalOfType: (state, d, type) => quickActionsOfType(state, d.player, type) },
  },
  ruleProcessing,
  vocabulary: SVE_VOCABULARY,
  hooks: {
    dealDamage: noteDamageKind(dealDamageHook), // notes ability vs attack damage for 「能力ダメージを与えたとき」 (title/princess-connect.ts)
    heal: (ctx, target, amount) => healHook(ctx, target, amount),
    destroy: (ctx, card, env) => {
      const c = ctx.state.cards[card];
      if (!c || ctx.state.zones[c.zone]?.name !== Z.field) return null; // SVE 5.6.1: destroy moves a field card
      if (env && !isAttackDamage(env) && hasKeyword(ctx, card, K.noDestroyByAbility)) return null;
      return destroyReplaced(ctx, card, env?.controller ?? null); // replacements 10.10 (【スタック】 13.3.2.2, 「代わりに…消滅」)
    },
    drawFromEmpty: (ctx, player) => {
      ctx.state.players[player]!.flags.drewFromEmpty = true; // SVE 5.10.1.1 → 11.2.2
    },
    afterMove: afterMoveHook,
  },
  view: { current: sveCurrent }, // current values of visible cards (rules/current-values.ts)
  describeAction: describeSveAction, // labels of legal actions (actions/labels.ts)
  scenario: SVE_SCENARIO, // scenario vocabulary (setup/scenario.ts; read by libs/match buildScenario)
  citations: { triggerOrder: 'SVE 10.5.2', concede: 'SVE 1.2.3', loop: 'SVE 15.2.1.3' },
  limits: { checkPasses: 500 },
  status(state: GameState) {
    return {
      players: state.players.map((p) => ({
        health: counter(state, p.index, C.health),
        pp: counter(state, p.index, C.pp),
        maxPp: counter(state, p.index, C.maxPp),
        ep: counter(state, p.index, C.ep),
        sep: counter(state, p.index, C.sep),
        turns: counter(state, p.index, C.turns),
        hand: cardsIn(state, Z.hand, p.index).length,
        deck: cardsIn(state, Z.deck, p.index).length,
      })),
      phase: state.turn.phase,
    };
  },
  validateState(state) {
    const errors: string[] = [];
    for (const p of state.players) {
      for (const c of [C.pp, C.maxPp, C.ep, C.sep, C.health, C.turns, C.handLimit, C.fieldLimit, C.exLimit]) {
        if (typeof p.counters[c] !== 'number') errors.push(`player ${p.index} has no ${c} counter`);
      }
      if ((p.counters[C.maxPp] ?? 0) > 10 || (p.counters[C.maxPp] ?? 0) < 0) errors.push(`player ${p.index}: max PP out of 0..10 (SVE 3.2.4.1)`);
      if ((p.counters[C.ep] ?? 0) < 0 || (p.counters[C.sep] ?? 0) < 0) errors.push(`player ${p.index}: EP/SEP below 0 (SVE 3.2.5.1, 3.2.6.1)`);
    }
    return errors;
  },
};

bindDefinition(definition);

/** Registers the definition with the kernel registry (idempotent: safe to call and import repeatedly). */
export function register(): GameDefinition {
  if (hasGame(SLUG)) return getGame(SLUG);
  return registerGame(definition);
}
