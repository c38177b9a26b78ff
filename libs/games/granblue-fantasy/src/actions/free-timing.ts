/**
 * Free timings (フリータイミング, GBF 4-6, 8-5-2): the decision kinds `gbf.main` (6-3-1-2), `gbf.attack` (7-2-1-3) and
 * `gbf.counter` (7-3-1-2). A checkpoint always comes first (4-6-2, 8-5-2-1); the player does one legal action or
 * nothing (4-6-3); after an action a checkpoint and the same free timing again (4-6-3-1); doing nothing causes a
 * checkpoint and the game moves on (4-6-3-2, 8-5-2-3).
 *
 * Actions (every listed one applies as-is):
 *   main:    deploy {card} 6-3-1-2-1 · activate {card, ability} 6-3-1-2-2 (【アシスト】 from hand, 10-18) · summon {card} 6-3-1-2-3 ·
 *            jobChange {card} 6-3-1-2-4 · limitBreak {card, onto} 6-3-1-2-5 · pass 6-3-1-3
 *   attack:  attack {attacker, target} 7-2-1-3-1 (not in battle) · followUp {attacker} 7-2-1-3-2 (in battle) · activate 7-2-1-3-3 ·
 *            summon 7-2-1-3-4 · pass 7-2-1-4
 *   counter: activate 7-3-1-2-1 · summon 7-3-1-2-2 · pass 7-3-1-3 (non-turn player)
 * Deploying, job change and limit break exist only in the main phase.
 */
import {
  activatableAbilities, answerOf, ask, conceal, makeCtx, push, reveal, activateAbility, vocabularyFor, type Action, type Ctx, type Decision, type Frame,
  type GameDefinition, type GameState, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { alliesOf, cardsIn, captainOf, crewOf, gbf, kindOf, other, zoneNameOf } from '../state.js';
import { canDeployCrew } from '../rules/restrictions.js';
import { summonableCards } from '../keywords/summon.js';
import { jobChangeAvailable, jobChangeCandidates } from './job-change.js';
import { limitBreakAvailable, limitBreakPairs } from './limit-break.js';
import { battleOngoing, endBattle } from '../turn/battle.js';
import { checkpointFrame } from '../turn/checkpoint.js';

export type Window = 'main' | 'attack' | 'counter';

/** Op `conceal` {cards}: a reveal period ends (10-6-1-3). */
export function concealOp(ctx: Ctx, f: Frame): void {
  conceal(ctx, (f.cards as string[]).filter((id) => ctx.state.cards[id] !== undefined));
}

let definitionRef: GameDefinition | null = null;
export function bindDefinition(def: GameDefinition): void {
  definitionRef = def;
}

/** A read-only context over `state` (the legal-action lists and the view's current values read through it). */
export function readerOf(state: GameState): Ctx {
  return makeCtx(state, definitionRef!, vocabularyFor(definitionRef!), false);
}

function activations(ctx: Ctx, p: PlayerIndex): Action[] {
  return activatableAbilities(ctx, p, 'main').map((a) => ({ type: 'activate', player: p, card: a.card, ability: a.index, ...(a.grant ? { grant: a.grant } : {}) }));
}

/** 7-2-1-3-1 / 7-2-1-3-2: active captain or crew members present on `p`'s side. */
export function activeAllies(state: GameState, p: PlayerIndex): string[] {
  return alliesOf(state, p).filter((id) => !state.cards[id]!.tapped);
}

/** 7-2-1-3-1-2: the cards an attack may target — the opponent's present crew if any can be chosen, else the captain. */
export function attackTargets(state: GameState, p: PlayerIndex): string[] {
  const crew = crewOf(state, other(p));
  if (crew.length > 0) return [...crew];
  const captain = captainOf(state, other(p));
  return captain ? [captain] : [];
}

export function legalFor(state: GameState, d: Decision, type: string | null = null): Action[] {
  const ctx = readerOf(state);
  const p = d.player;
  const window = d.data.window as Window;
  const out: Action[] = [];
  const want = (t: string) => type === null || type === t;
  if (window === 'main') {
    if (want('deploy')) for (const card of cardsIn(state, Z.hand, p)) if (kindOf(state, card) === 'crew' && canDeployCrew(ctx, p, card)) out.push({ type: 'deploy', player: p, card });
    if (want('jobChange') && jobChangeAvailable(ctx, p)) for (const card of jobChangeCandidates(ctx, p)) out.push({ type: 'jobChange', player: p, card });
    if (want('limitBreak') && limitBreakAvailable(ctx, p)) for (const pair of limitBreakPairs(ctx, p)) out.push({ type: 'limitBreak', player: p, ...pair });
  }
  if (window === 'attack') {
    const battle = battleOngoing(state) ? gbf(state).battle : null;
    if (battle === null && want('attack')) {
      const targets = attackTargets(state, p);
      for (const attacker of activeAllies(state, p)) for (const target of targets) out.push({ type: 'attack', player: p, attacker, target });
    }
    if (battle !== null && want('followUp')) for (const attacker of activeAllies(state, p)) if (!battle.attackers.includes(attacker)) out.push({ type: 'followUp', player: p, attacker });
  }
  if (want('activate')) out.push(...activations(ctx, p));
  if (want('summon')) for (const card of summonableCards(ctx, p)) out.push({ type: 'summon', player: p, card });
  if (want('pass')) out.push({ type: 'pass', player: p });
  return out;
}

const RULES: Record<Window, string> = { main: 'GBF 6-3-1-2', attack: 'GBF 7-2-1-3', counter: 'GBF 7-3-1-2' };
const PROMPTS: Record<Window, string> = {
  main: 'Main phase: deploy, activate, summon, job change, limit break, or pass to the battle phase',
  attack: 'Attack step: attack (or follow up), activate, summon, or pass',
  counter: 'Counter step: activate, summon, or pass (back to the attack step)',
};

/** What comes after the player does nothing (4-6-3-2): a checkpoint, then… */
const AFTER_PASS: Record<Window, Frame> = {
  main: { op: 'battlePhase' },
  attack: { op: 'counterChoice' },
  counter: { op: 'attackStep' },
};

/** Op `freeTiming` {window, player}. */
export function freeTimingOp(ctx: Ctx, f: Frame): void {
  const window = f.window as Window;
  const player = f.player as number;
  if (window === 'attack' && !battleOngoing(ctx.state)) endBattle(ctx); // 7-1: the battle ended (attacking card or opponent gone)
  const a = answerOf<{ action: Action }>(f);
  if (!a) {
    ask(ctx, f, { player, kind: `gbf.${window}`, prompt: PROMPTS[window], rule: RULES[window], data: { window } });
    return;
  }
  const act = a.action;
  if (act.type === 'pass') {
    push(ctx, checkpointFrame(), AFTER_PASS[window]);
    return;
  }
  push(ctx, checkpointFrame(), { op: 'freeTiming', window, player }); // 4-6-3-1
  switch (act.type) {
    case 'deploy':
      return push(ctx, { op: 'deploy', player, card: act.card as string });
    case 'jobChange':
      return push(ctx, { op: 'jobChange', player, card: act.card as string });
    case 'limitBreak':
      return push(ctx, { op: 'limitBreak', player, card: act.card as string, onto: act.onto as string });
    case 'summon':
      return push(ctx, { op: 'summon', player, card: act.card as string });
    case 'attack':
      return push(ctx, { op: 'attack', player, attacker: act.attacker as string, target: act.target as string });
    case 'followUp':
      return push(ctx, { op: 'followUp', player, attacker: act.attacker as string });
    case 'activate': {
      const card = act.card as string;
      if (zoneNameOf(ctx.state, card) === Z.hand) {
        // 8-6-2-1: a hand card's text is activated revealed, until the activation is over (10-6-1-2, 10-6-1-3)
        push(ctx, { op: 'conceal', cards: [card] });
        reveal(ctx, [card], 'all');
      }
      activateAbility(ctx, player, card, act.ability as number, typeof act.grant === 'string' ? act.grant : null);
      return;
    }
    default:
      return;
  }
}
