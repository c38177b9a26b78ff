/**
 * Limit break (上限解放, GBF 10-4; main phase only, 6-3-1-2-5): once per player per turn (10-4-2; the rules win, 1-3-1-1).
 * Choose a crew card in hand that meets the rank restriction (the new card replacing the old in the area total) and has
 * the character name of a present crew member (10-4-3-1); put it face up on that crew member (10-4-3-2); the previous
 * card is turned face down as a level card (10-4-3-3). A crew member with level cards is limit-broken: +2 HP and +2 ATK
 * per level card, always (10-4-3-3-1, rules/stats.ts); it inherits the previous card's state, effects and modifications
 * (10-4-3-3-2) and chips (10-16-1-3); it cannot leave the crew area while it has level cards (10-4-3-3-3, rules/leave.ts).
 * Level cards do not count toward the 3 crew (3-6-3-1). The character-name restriction does not apply (10-2-2: not a
 * deployment, 「登場時」 does not trigger); 「上限解放時」 does (event gbf.limitBroken).
 */
import { cardEvent, createCard, emit, type Ctx, type Frame, type PlayerIndex, type Reader } from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { cardsIn, characterNameOf, crewOf, gbf, kindOf, zk } from '../state.js';
import { meetsRank } from '../rules/restrictions.js';
import { stackOnto } from './job-change.js';

/** 10-4-3-1: the (hand card, crew member) pairs `p` may limit-break now (ignoring the once-per-turn limit). */
export function limitBreakPairs(r: Reader, p: PlayerIndex): Array<{ card: string; onto: string }> {
  const out: Array<{ card: string; onto: string }> = [];
  const crew = crewOf(r.state, p);
  for (const card of cardsIn(r.state, Z.hand, p)) {
    if (kindOf(r.state, card) !== 'crew') continue;
    const name = characterNameOf(r.state, card);
    for (const onto of crew) if (characterNameOf(r.state, onto) === name && meetsRank(r, p, 'crew', card, onto)) out.push({ card, onto });
  }
  return out;
}

/** 10-4-2: whether `p` may still limit-break this turn. */
export function limitBreakAvailable(r: Reader, p: PlayerIndex): boolean {
  return gbf(r.state).lastLimitBreak[p] !== r.state.turn.number;
}

/** Op `limitBreak` {player, card, onto}. */
export function limitBreakOp(ctx: Ctx, f: Frame): void {
  const p = f.player as number;
  const onto = f.onto as string;
  gbf(ctx.state).lastLimitBreak[p] = ctx.state.turn.number;
  const previous = stackOnto(ctx, onto, f.card as string);
  const host = ctx.state.cards[onto]!;
  const level = createCard(ctx, { cardId: previous, owner: host.owner, zone: zk(Z.level, p), face: 'down', silent: true }); // 10-4-3-3
  ctx.state.cards[level]!.attachedTo = onto;
  emit(ctx, cardEvent(ctx.state, EV.limitBroken, [onto], { card: onto, cardId: host.cardId, previous, level, player: p, rule: 'GBF 10-4' }, null));
}
