/**
 * The ougi (奥義, GBF 2-6), written <奥義N 名:X>. As ability data it is an automatic-style ability of the card:
 *   { kind: 'triggered', label: '<name>', trigger: { on: 'gbf.ougi' }, optional: true,
 *     condition: { type: 'gbf.ougiReady', amount: N }, cost: [{ type: 'gbf.ougiGauge', amount: N }], effect: X }
 * (`ougiAbility` builds it). It goes on standby when its card attacks or makes a follow-up attack and is offered at
 * the checkpoint right after (7-2-1-3-1-4, 7-2-1-3-2-2) like a pending automatic effect; activating it turns N
 * face-up ougi-gauge cards face down (2-6-1-1-1). Limits (the rules win over card text, 1-3-1-1): only while its card
 * is in the captain or crew area (2-6-2); at most once per turn per card (2-6-1-1-3; option gbfOugiLimit decides
 * whether a limit-broken or job-changed card is "the same card"). HP / ATK raised by an ougi last for the turn
 * (2-6-1-1-2: the data says `untilEndOfTurn`).
 */
import type { Ability, EffectNode, Reader } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { optionOf } from '../options.js';
import { cardsIn, isPresent } from '../state.js';

export function ougiAbility(amount: number, label: string, effect: EffectNode, source: number[]): Ability {
  return {
    kind: 'triggered', label, source, trigger: { on: 'gbf.ougi' }, optional: true,
    condition: { type: 'gbf.ougiReady', amount }, cost: [{ type: 'gbf.ougiGauge', amount }], effect,
  } as Ability;
}

/** The N of a card's ougi (its `gbf.ougiReady` condition), 0 when it has none. */
export function ougiCost(r: Reader, cardId: string): number {
  for (const a of r.state.catalog[cardId]?.abilities ?? []) {
    const cond = a.condition as { type?: string; amount?: number } | undefined;
    if ((a.trigger as { on?: string } | undefined)?.on === 'gbf.ougi' && cond?.type === 'gbf.ougiReady') return cond.amount ?? 0;
  }
  return 0;
}

/** 2-6-1-1-3: whether the card already activated an ougi this turn. */
export function ougiUsed(r: Reader, card: string): boolean {
  const c = r.state.cards[card];
  if (!c || c.flags.ougiTurn !== r.state.turn.number) return false;
  return optionOf(r.state, 'gbfOugiLimit') === 'per-instance' || c.flags.ougiTop === true;
}

export function ougiReady(r: Reader, card: string | null, amount: number): boolean {
  if (card === null || !isPresent(r.state, card) || ougiUsed(r, card)) return false;
  const p = r.state.cards[card]!.controller;
  return cardsIn(r.state, Z.ougi, p).filter((id) => r.state.cards[id]!.face === 'up').length >= amount;
}
