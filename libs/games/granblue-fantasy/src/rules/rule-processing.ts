/**
 * Check-type rule processing (GBF 9-3, 9-4), run only at checkpoints and only if still due then. One process per
 * call (8-5-1-1: the checkpoint calls again until nothing is done), in the order of 9-4:
 *  1. 9-4-1 defeat judgment: every player whose captain is defeated (9-4-1-3) or whose deck area has 0 cards
 *     (9-4-1-4 — a state, not a failed draw) loses; both at once is a draw (1-2-3);
 *  2. 9-4-2 armor break: the turn player's first (9-4-2-1-1); one armor card per process;
 *  3. 9-4-3 crew replenishment: all of the turn player's, then the non-turn player's (9-4-3-1-1).
 */
import { answerOf, ask, emit, lose, moveCard, publicEvent, push, reveal, type Ctx, type Frame } from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { cardsIn, gbf, kindOf, nonTurnPlayer, turnPlayer, zk } from '../state.js';
import { canDeployCrew } from './restrictions.js';
import { deployCard } from '../actions/deploy.js';
import { triggerActivate } from '../keywords/summon.js';

export function ruleProcessing(ctx: Ctx): boolean {
  const state = ctx.state;
  const data = gbf(state);
  // 9-4-1
  const losers: Array<{ p: number; rule: string; reason: string }> = [];
  for (const p of state.players) {
    if (p.lost) continue;
    if (data.due[p.index]!.captainDefeated) losers.push({ p: p.index, rule: 'GBF 9-4-1-3', reason: 'captain defeated' });
    else if (cardsIn(state, Z.deck, p.index).length <= 0) losers.push({ p: p.index, rule: 'GBF 9-4-1-4', reason: 'no cards in deck' });
  }
  if (losers.length > 0) {
    const both = losers.length === state.players.length;
    lose(ctx, losers.map((l) => l.p), both ? `both players lose (${losers.map((l) => l.reason).join(' / ')})` : losers[0]!.reason, both ? 'GBF 1-2-3' : losers[0]!.rule);
    return true;
  }
  const order = [turnPlayer(state), nonTurnPlayer(state)];
  // 9-4-2
  for (const p of order) {
    const due = data.due[p]!;
    if (due.armorBreaks > 0) {
      due.armorBreaks -= 1;
      if (cardsIn(state, Z.armor, p).length > 0) push(ctx, { op: 'armorBreak', player: p });
      else emit(ctx, publicEvent('gbf.armorBreakFizzled', { player: p, rule: 'GBF 9-4-2-3-1' })); // nothing left to break
      return true;
    }
  }
  // 9-4-3
  for (const p of order) {
    const due = data.due[p]!;
    if (due.replenish > 0) {
      due.replenish -= 1;
      push(ctx, { op: 'replenish', player: p });
      return true;
    }
  }
  return false;
}

/**
 * Op `armorBreak` {player}: 9-4-2-3. The player picks an armor card blind (the zone is hidden from everyone, 3-8-2:
 * the choice is a position) and turns it face up (revealed to all). A crew card meeting the rank and character-name
 * restrictions (and capacity) may be deployed rested (9-4-2-3-2-1), else it goes to hand; a summon may be put into the
 * ougi gauge to be trigger-activated (9-4-2-3-2-2, 10-17-1-2), else it goes to hand, and either way a crew
 * replenishment follows (9-4-3-2).
 */
export function armorBreakOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  const p = f.player as number;
  const stage = (f.stage as string | undefined) ?? 'pick';
  if (stage === 'pick') {
    const armor = cardsIn(state, Z.armor, p);
    if (armor.length === 0) return;
    const a = answerOf<{ option: number }>(f);
    if (!a && armor.length > 1) {
      ask(ctx, f, {
        player: p, kind: 'chooseOption', rule: 'GBF 9-4-2-3-1', prompt: 'Armor break: choose one of your armor cards (face down: a position)',
        options: armor.map((_, i) => i), labels: armor.map((_, i) => `armor card ${i + 1} of ${armor.length}`),
      });
      return;
    }
    const card = armor[a ? Number(a.option) : 0]!;
    reveal(ctx, [card], 'all');
    const c = state.cards[card]!;
    emit(ctx, publicEvent(EV.armorBroken, { player: p, card, cardId: c.cardId, left: armor.length - 1, rule: 'GBF 9-4-2-3-1' }));
    const kind = kindOf(state, card);
    if (kind === 'summon') gbf(state).due[p]!.replenish += 1; // 9-4-3-2
    if (kind === 'crew' && !canDeployCrew(ctx, p, card)) {
      moveCard(ctx, card, zk(Z.hand, p), { reason: 'armorBreak', by: p });
      return;
    }
    if (kind !== 'crew' && kind !== 'summon') {
      moveCard(ctx, card, zk(Z.hand, p), { reason: 'armorBreak', by: p });
      return;
    }
    ask(ctx, { ...f, stage: 'use', card, answer: null }, {
      player: p, kind: 'chooseOption', rule: kind === 'crew' ? 'GBF 9-4-2-3-2-1' : 'GBF 9-4-2-3-2-2',
      prompt: kind === 'crew' ? 'Deploy the revealed crew card rested, or put it into your hand?' : 'Put the revealed summon into your ougi gauge to trigger-activate it, or into your hand?',
      options: kind === 'crew' ? ['deploy', 'hand'] : ['trigger', 'hand'], data: { card, cardId: c.cardId },
    });
    return;
  }
  const card = f.card as string;
  if (!state.cards[card]) return;
  const a = answerOf<{ option: string }>(f)!;
  if (a.option === 'deploy') deployCard(ctx, card, p, 'crew', { rested: true, rule: 'GBF 9-4-2-3-2-1' });
  else if (a.option === 'trigger') triggerActivate(ctx, moveCard(ctx, card, zk(Z.ougi, p), { face: 'up', reason: 'summon', by: p }), p, 'armor');
  else moveCard(ctx, card, zk(Z.hand, p), { reason: 'armorBreak', by: p });
}

/** Op `replenish` {player}: 9-4-3-3-1 the player may deploy, rested, one crew card from hand meeting the restrictions. */
export function replenishOp(ctx: Ctx, f: Frame): void {
  const p = f.player as number;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    const candidates = cardsIn(ctx.state, Z.hand, p).filter((id) => kindOf(ctx.state, id) === 'crew' && canDeployCrew(ctx, p, id));
    if (candidates.length === 0) return;
    ask(ctx, f, { player: p, kind: 'chooseCards', rule: 'GBF 9-4-3-3-1', prompt: 'Crew replenishment: you may deploy one crew card from your hand, rested', candidates, min: 0, max: 1, autoSingle: false });
    return;
  }
  const card = a.cards[0];
  if (card && ctx.state.cards[card] && canDeployCrew(ctx, p, card)) deployCard(ctx, card, p, 'crew', { rested: true, rule: 'GBF 9-4-3-3-1' });
}
