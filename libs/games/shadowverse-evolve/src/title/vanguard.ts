/**
 * Cardfight!! Vanguard (SVE 14.4): the drive check (14.4.5), run by 【シングルドライブ】 / 【ツインドライブ】
 * (14.4.6, the rules ability `rule:driveCheck` of every follower). Ride (【憑依】, 14.4.9) is the cost
 * `sve.ride` and the effect `sve.gainDrive` (abilities/vocabulary.ts); the start amulet is a setup step
 * (setup/setup.ts, 14.4.3).
 */
import {
  addEffect, answerOf, ask, cardEvent, draw, emit, moveCards, publicEvent, push, reveal, setTapped,
  type Ctx, type Frame,
} from '../../../../engine/src/index.js';
import { K, STAT, TITLE, Z } from '../constants.js';
import { cardsIn, isFollower, zk } from '../state.js';
import { raiseLeaderHealth } from '../rules/damage.js';
import { titleBased } from '../setup/setup.js';

type Trigger = 'critical' | 'draw' | 'stand' | 'heal';

/**
 * Op `driveCheck` {player, follower}: SVE 14.4.5.1 — the top card of the deck into the trigger area
 * (14.4.5.1.1); outside a Vanguard title deck it goes to the deck bottom and that is all (14.4.5.1.2);
 * a card with a trigger icon may have its effect carried out (14.4.5.1.3: critical +2 attack to one of
 * your followers, draw 1, stand one of your followers (it cannot attack the opposing leader this turn),
 * heal 3) — then "triggered" (14.4.5.1.4) and the card goes to the cemetery, else to the deck bottom
 * (14.4.5.1.5). The event `sve.driveChecked` follows (「…がドライブチェックしたとき」).
 */
export function driveCheckOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const done = (card: string | null) => emit(ctx, publicEvent('sve.driveChecked', { player, card: f.follower as string, checked: card, rule: 'SVE 14.4.5' }));
  if (f.stage === undefined) {
    const top = cardsIn(s, Z.deck, player)[0];
    if (!top) return done(null);
    const [inArea] = moveCards(ctx, [top], zk(Z.trigger, player), { face: 'up', reason: 'driveCheck', by: player });
    reveal(ctx, [inArea!], 'all');
    if (!titleBased(s, player, TITLE.vanguard)) {
      moveCards(ctx, [inArea!], zk(Z.deck, player), { position: 'bottom', reason: 'driveCheck', by: player }); // 14.4.5.1.2
      return done(inArea!);
    }
    push(ctx, { ...f, stage: 'use', card: inArea!, answer: null });
    return;
  }
  const card = f.card as string;
  const trigger = (s.catalog[s.cards[card]?.cardId ?? '']?.extra.trigger ?? null) as Trigger | null;
  const followers = cardsIn(s, Z.field, player).filter((id) => isFollower(s, id));
  const possible = trigger !== null && (trigger === 'draw' || trigger === 'heal' || followers.length > 0);
  const bottom = () => {
    moveCards(ctx, [card], zk(Z.deck, player), { position: 'bottom', reason: 'driveCheck', by: player });
    done(card);
  };
  if (f.stage === 'use') {
    if (!possible) return bottom();
    const a = answerOf<{ option: string }>(f);
    if (!a) {
      ask(ctx, f, { player, kind: 'chooseOption', rule: 'SVE 14.4.5.1.3', prompt: `Drive check: carry out the ${trigger} trigger?`, options: ['use', 'skip'], data: { card } });
      return;
    }
    if (a.option !== 'use') return bottom();
    if (trigger === 'draw') draw(ctx, player, 1, 'trigger'); // 14.4.5.1.3.2
    else if (trigger === 'heal') raiseLeaderHealth(ctx, player, 3, card); // 14.4.5.1.3.4
    else {
      push(ctx, { ...f, stage: 'target', answer: null });
      return;
    }
    return finish(ctx, f, card, player);
  }
  if (f.stage === 'target') {
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      ask(ctx, f, { player, kind: 'chooseCards', rule: trigger === 'critical' ? 'SVE 14.4.5.1.3.1' : 'SVE 14.4.5.1.3.3', prompt: 'Choose a follower of yours', candidates: followers, min: 1, max: 1 });
      return;
    }
    const target = a.cards[0]!;
    if (trigger === 'critical') {
      addEffect(ctx, { source: card, sourceCardId: s.cards[card]!.cardId, controller: player, targets: [target], player: null, modifier: { type: 'stat', stat: STAT.attack, op: 'add', value: 2 }, duration: 'permanent' });
    } else {
      setTapped(ctx, [target], false, 'trigger'); // 14.4.5.1.3.3
      addEffect(ctx, { source: card, sourceCardId: s.cards[card]!.cardId, controller: player, targets: [target], player: null, modifier: { type: 'keyword', keyword: K.cannotAttackLeader, grant: true, value: null }, duration: 'untilEndOfTurn' });
    }
    return finish(ctx, f, card, player);
  }
}

function finish(ctx: Ctx, f: Frame, card: string, player: number): void {
  emit(ctx, cardEvent(ctx.state, 'sve.triggerUsed', [card], { player, card, rule: 'SVE 14.4.5.1.4' }, null)); // 14.4.5.1.4
  moveCards(ctx, [card], zk(Z.cemetery, player), { reason: 'trigger', by: player }); // 14.4.5.1.5
  emit(ctx, publicEvent('sve.driveChecked', { player, card: f.follower as string, checked: card, rule: 'SVE 14.4.5' }));
}
