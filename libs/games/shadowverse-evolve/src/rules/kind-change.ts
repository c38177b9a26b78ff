/**
 * Kind change (SVE 5.25 「(種類)にする」) and piloting (5.32 操縦する), plus gained traits (2.4 タイプ).
 *
 * A kind change is a continuous effect with locked targets whose modifier is the kernel flag `type`
 * (effects.ts `typeOf`): while it lasts the card's kind is the new one — `isFollower` / `isAmulet`
 * (state.ts), every card filter with a `type` (kernel selectors.ts) and so every SVE rule (attacks 8.4,
 * damage 5.14.1.2, rule processing 11.3, Ward 12.8.2…) read the new kind. The card keeps every other
 * information and its abilities (5.25.2, 5.25.3); it loses the old kind (5.25.1). When the effect ends
 * (its duration, or the card leaves its zone: new object) the printed kind is back.
 *
 * Piloting (5.32.1): an amulet with printed attack and health becomes, for the turn, a follower whose attack
 * and health are those values (`set` effects with the same duration, so damage or buffs after it apply on
 * top); an amulet without them: nothing (5.32.1.1). Readings (the rules are silent):
 *  - Attacking (8.4.2.1 「このターンの最初から連続して自分がマスターであるフォロワー」): the continuity is about the
 *    master, so a vehicle that was on your field since the start of the turn may attack (and attack the
 *    leader, 8.4.3.1) the turn it is piloted; one put onto the field this turn needs 【突進】 / 【疾走】 (the
 *    vehicles print them). `controlledSinceTurnStart` (state.ts) already reads the entry turn only.
 *  - Damage it took as a follower stays as a `defense` effect, but at the end of the turn it is an amulet
 *    again and an amulet's health is not referred to (5.25.2.1; 5.14.1.2, 11.3.1 only look at followers);
 *    piloting it again sets its health to the printed value anew (5.32.1 「攻撃力と体力はその値になります」).
 *
 * Gained traits (「それは…、武装・タイプを持つ」): kernel flag `trait:<name>` (true), read by card filters.
 */
import { addEffect, statOf, TRAIT_FLAG_PREFIX, TYPE_FLAG, type Ctx, type Duration, type Json } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { factsOfCard, isAmulet, zoneNameOf } from '../state.js';

export interface KindChange {
  /** The new kind (KIND value). */
  kind: string;
  /** For a change into a follower: its attack and health while it lasts (5.32.1); omitted: unchanged. */
  attack?: number;
  defense?: number;
  duration: Duration;
  source?: string | null;
  controller?: number;
}

/** Makes `id` a card of kind `change.kind` for the duration (SVE 5.25.1); stats set when given. */
export function changeKind(ctx: Ctx, id: string, change: KindChange): void {
  const card = ctx.state.cards[id];
  if (!card) return;
  const base = { source: change.source ?? null, sourceCardId: change.source ? ctx.state.cards[change.source]?.cardId ?? null : null, controller: change.controller ?? card.controller, targets: [id], player: null, duration: change.duration };
  addEffect(ctx, { ...base, modifier: { type: 'flag', flag: TYPE_FLAG, value: change.kind } });
  if (change.attack !== undefined) addEffect(ctx, { ...base, modifier: { type: 'stat', stat: 'attack', op: 'set', value: change.attack } });
  if (change.defense !== undefined) addEffect(ctx, { ...base, modifier: { type: 'stat', stat: 'defense', op: 'set', value: change.defense } });
}

/** Printed attack and health of a card (5.32.1 「カードに表記の攻撃力と体力」), or null when either is missing. */
export function printedStats(ctx: Ctx, id: string): { attack: number; defense: number } | null {
  const f = factsOfCard(ctx.state, id);
  return f && typeof f.attack === 'number' && typeof f.defense === 'number' ? { attack: f.attack, defense: f.defense } : null;
}

/**
 * 「これを操縦する」 (SVE 5.32.1): an amulet on the field with printed attack and health becomes a follower with
 * those values until the end of the turn. Returns false when nothing happened (5.32.1.1: no printed stats;
 * not an amulet — already piloted or another kind — or not on the field).
 */
export function pilot(ctx: Ctx, id: string, source: string | null = id): boolean {
  if (zoneNameOf(ctx.state, id) !== Z.field || !isAmulet(ctx.state, id)) return false;
  const stats = printedStats(ctx, id);
  if (!stats) return false; // 5.32.1.1
  changeKind(ctx, id, { kind: KIND.follower, ...stats, duration: 'untilEndOfTurn', source });
  return true;
}

/** The card has the trait (2.4; gained ones included). */
export function gainTrait(ctx: Ctx, id: string, trait: string, duration: Duration, source: string | null, controller: number): void {
  if (!ctx.state.cards[id]) return;
  addEffect(ctx, { source, sourceCardId: source ? ctx.state.cards[source]?.cardId ?? null : null, controller, targets: [id], player: null, modifier: { type: 'flag', flag: TRAIT_FLAG_PREFIX + trait, value: true as Json }, duration });
}

/** The printed cost of a card as 「元のコスト」 reads it (5.24.1; the cost information, abilities/grammar/groups.ts). */
export function originalCost(ctx: Ctx, id: string): number {
  return statOf(ctx, id, 'cost') ?? 0;
}
