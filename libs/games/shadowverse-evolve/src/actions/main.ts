/**
 * The TP's main-phase actions (SVE 7.3.3, section 8) and the NTP's quick windows (8.4.7, 7.4.5).
 *
 * Decision kinds (every listed action applies as-is; further choices are separate decisions):
 *  - `sve.main` (TP, 7.3.3):
 *      {type:'play', player, card}                              play a card from hand or EX area (8.2)
 *      {type:'play', player, card, option, sacrifice?}          … with its play option taken (10.6.2.2.2, play-variants.ts)
 *      {type:'evolve', player, card, ability, evolveCard, ep, sep}  play the evolve ability (8.3, 12.2):
 *          `evolveCard` = the proper face-down evolve card revealed (one per catalog id), `ep` = pay
 *          1 of the PP with 1 EP (12.2.3), `sep` = super evolve with 1 SEP (12.2.4)
 *      {type:'activate', player, card, ability, grant?}         play another activated ability (8.3); `grant`: the key of
 *                                                               a granted ability (ability -1, e.g. equipment 14.5.2)
 *      {type:'attack', player, attacker, target}                attack (8.4); target = a follower or
 *                                                               the opposing leader card
 *      {type:'grantRush', player, follower, evolveCard, ep}      sealed only: 「突進の付与」 (B-1 8.5.1, grant-rush.ts)
 *      {type:'endMain', player}                                 end the main phase (7.3.4)
 *  - `sve.quick` (NTP, 8.4.7 / 7.4.5): {type:'play'} of a 【クイック】 card, {type:'activate'} of a
 *    quick activated ability, or {type:'pass'}. The window is always asked (option `quickWindows`
 *    'always', default) so its presence never reveals whether the NTP holds a quick card; with
 *    'whenPlayable' it is skipped when passing is the only answer.
 */
import {
  abilityAt, activatableAbilities, activateAbility, answerOf, ask, makeCtx, push, vocabularyFor,
  type Action, type AbilityEnv, type Ctx, type Frame, type GameState, type JsonObject,
} from '../../../../engine/src/index.js';
import { other, readOnly, readerOf, sveDefinition } from '../state.js';
import { attackOptions } from '../keywords/combat.js';
import { playActions, variantOf } from './play-variants.js';
import { evolveAbilityIndexes, evolveAbilityUsable, evolveInto, evolvePayments, evolveCost, properEvolveCards, superEvolveAllowed } from './evolve-rules.js';
import { targetsAvailable } from '../abilities/vocabulary.js';
import { grantRushActions } from './grant-rush.js';
import { activationBlocked } from '../abilities/vocab/restrictions.js';
import { cardsIn } from '../state.js';
import { Z } from '../constants.js';

function readCtx(state: GameState): Ctx {
  const def = sveDefinition();
  return makeCtx(state, def, vocabularyFor(def), false);
}

/**
 * Activated abilities (not evolve) that can be played now, with their mandatory targets available. A
 * granted one (e.g. from equipment, SVE 14.5.2) is `{ability: -1, grant: <key>}` (kernel abilities/granted.ts).
 */
export function activationActions(state: GameState, player: number, timing: 'main' | 'quick'): Action[] {
  const ctx = readCtx(state);
  return activatableAbilities(ctx, player, timing)
    .filter(({ card, index, grant }) => grant !== undefined || !evolveAbilityIndexes(ctx, card).includes(index))
    .filter(({ card }) => !activationBlocked(ctx, card, false)) // 「これの[起動]能力を使えない」 (abilities/vocab/restrictions.ts)
    .filter(({ card, index, grant }) => {
      const c = state.cards[card]!;
      const ab = abilityAt(ctx, card, index, grant ?? null)!;
      const env: AbilityEnv = { controller: player, source: card, sourceCardId: c.cardId, scope: null, event: null };
      return targetsAvailable(ctx, ab.effect as JsonObject, env);
    })
    .map(({ card, index, grant }) => ({ type: 'activate', player, card, ability: index, ...(grant !== undefined ? { grant } : {}) }));
}

export function evolveActions(state: GameState, player: number): Action[] {
  const r = readerOf(state);
  const out: Action[] = [];
  for (const card of cardsIn(state, Z.field, player)) {
    for (const ability of evolveAbilityIndexes(r, card)) {
      if (!evolveAbilityUsable(r, card, ability)) continue;
      const pays = evolvePayments(r, player, evolveCost(r, card, ability));
      const seps = superEvolveAllowed(r, player) ? [false, true] : [false];
      for (const evolveCard of properEvolveCards(r, card, evolveInto(r, card, ability))) {
        for (const ep of pays) for (const sep of seps) out.push({ type: 'evolve', player, card, ability, evolveCard, ep, sep });
      }
    }
  }
  return out;
}

export function mainActions(state: GameState, player: number): Action[] {
  return readOnly(state, () => mainActionsOf(state, player));
}

const MAIN_TYPES = ['play', 'evolve', 'activate', 'attack', 'grantRush', 'endMain'] as const;
const QUICK_TYPES = ['play', 'activate', 'pass'] as const;

function mainActionsOf(state: GameState, player: number): Action[] {
  return MAIN_TYPES.flatMap((type) => mainOfType(state, player, type));
}

/**
 * The `sve.main` actions of one type (the kernel's `legalOfType`, which `apply` checks an action
 * against instead of the whole list): by construction exactly `mainActions(...).filter(type)`.
 */
export function mainActionsOfType(state: GameState, player: number, type: string): Action[] {
  return readOnly(state, () => mainOfType(state, player, type));
}

function mainOfType(state: GameState, player: number, type: string): Action[] {
  let list: Action[];
  switch (type) {
    case 'play':
      list = playActions(readerOf(state), player, false); // one per play option (play-variants.ts, 10.6.2.2.2)
      break;
    case 'evolve':
      list = evolveActions(state, player);
      break;
    case 'activate':
      list = activationActions(state, player, 'main');
      break;
    case 'attack':
      list = attackOptions(readerOf(state), player).map(({ attacker, target }) => ({ type: 'attack', player, attacker, target }));
      break;
    case 'grantRush': // sealed B-1 8.5.1 (grant-rush.ts)
      list = grantRushActions(state, player);
      break;
    case 'endMain':
      list = [{ type: 'endMain', player }];
      break;
    default:
      return [];
  }
  return list.filter((a) => a.type === type);
}

export function quickActions(state: GameState, player: number): Action[] {
  return readOnly(state, () => QUICK_TYPES.flatMap((type) => quickOfType(state, player, type)));
}

/** The `sve.quick` actions of one type (kernel `legalOfType`): exactly `quickActions(...).filter(type)`. */
export function quickActionsOfType(state: GameState, player: number, type: string): Action[] {
  return readOnly(state, () => quickOfType(state, player, type));
}

function quickOfType(state: GameState, player: number, type: string): Action[] {
  let list: Action[];
  switch (type) {
    case 'play':
      list = playActions(readerOf(state), player, true);
      break;
    case 'activate':
      list = activationActions(state, player, 'quick');
      break;
    case 'pass':
      list = [{ type: 'pass', player }];
      break;
    default:
      return [];
  }
  return list.filter((a) => a.type === type);
}

/** Op `main`: SVE 7.3.3 / 7.3.4. */
export function mainOp(ctx: Ctx, f: Frame): void {
  const player = ctx.state.turn.active;
  const a = answerOf<{ action: Action }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: 'sve.main', prompt: 'Play a card, play an ability, attack, or end your main phase', rule: 'SVE 7.3.3' });
    return;
  }
  const act = a.action;
  const next: Frame[] = [{ op: '$check' }, { op: 'main' }]; // 7.3.4
  switch (act.type) {
    case 'play':
      push(ctx, { op: 'playCard', card: act.card as string, player, ...variantOf(act) }, ...next);
      return;
    case 'evolve':
      push(ctx, { op: 'evolve', player, card: act.card as string, ability: act.ability as number, evolveCard: act.evolveCard as string, ep: act.ep === true, sep: act.sep === true }, ...next);
      return;
    case 'activate':
      push(ctx, ...next);
      activateAbility(ctx, player, act.card as string, act.ability as number, (act.grant as string | undefined) ?? null);
      return;
    case 'attack':
      push(ctx, { op: 'attack', attacker: act.attacker as string, target: act.target as string, player }, ...next);
      return;
    case 'grantRush':
      push(ctx, { op: 'grantRush', player, follower: act.follower as string, evolveCard: act.evolveCard as string, ep: act.ep === true }, ...next);
      return;
    default:
      push(ctx, { op: 'endPhase' }); // endMain
  }
}

/** Op `quick` {window}: the NTP's quick window (8.4.7–8.4.8 / 7.4.5–7.4.6). */
export function quickOp(ctx: Ctx, f: Frame): void {
  const player = other(ctx.state.turn.active);
  const rule = f.window === 'attack' ? 'SVE 8.4.7' : 'SVE 7.4.5';
  const a = answerOf<{ action: Action }>(f);
  if (!a) {
    if (ctx.state.options.quickWindows === 'whenPlayable' && quickActions(ctx.state, player).length === 1) return;
    ask(ctx, f, { player, kind: 'sve.quick', prompt: 'Play a Quick card or ability, or pass', rule, data: { window: f.window as string } });
    return;
  }
  const act = a.action;
  const again: Frame[] = [{ op: '$check' }, { op: 'quick', window: f.window as string }]; // 8.4.8 / 7.4.6
  if (act.type === 'play') push(ctx, { op: 'playCard', card: act.card as string, player, ...variantOf(act) }, ...again);
  else if (act.type === 'activate') {
    push(ctx, ...again);
    activateAbility(ctx, player, act.card as string, act.ability as number, (act.grant as string | undefined) ?? null);
  }
}

export { other };
