/**
 * Keyword abilities that trigger (their rules are the engine's, the card carries the keyword as data):
 * - 連撃 (PSO2 302.5 / 302.5.1): when the card becomes engaged with the opponent's player, it becomes ON, once per turn;
 * - 貫通X (glossary): when the card destroys a character by attacking, X damage to that character's controller (also
 *   when the attacker is destroyed in that battle).
 * They go on standby like any triggered ability (406.2.1) and are processed from the resolution zone.
 * ウォークライ (302.1b) is an activated keyword ability; processing it moves every attack target to its card.
 */
import type { Ability, Ctx, JsonObject, PlayerIndex } from '../../../../engine/src/index.js';
import { emit, newId, publicEvent, setTapped, tick } from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { isPlayerCard, pd, zoneNameOfCard, type StackItem } from '../state.js';
import { damagePlayer } from '../rules/damage.js';

/** Puts a keyword trigger of a card on standby (a granted keyword has no printed index: it travels as a grant). */
export function pendKeyword(ctx: Ctx, card: string | null, cardId: string, controller: PlayerIndex, keyword: string, event: JsonObject): void {
  const s = ctx.state;
  const index = s.catalog[cardId]?.abilities.findIndex((a) => a.kind === 'keyword' && a.keyword === keyword) ?? -1;
  const ability = { kind: 'keyword', keyword } as Ability;
  s.pending.push({
    id: newId(s, 't'), controller, source: card, sourceCardId: cardId, ability: index, event, timestamp: tick(s),
    ...(index < 0 ? { grant: { key: `kw:${keyword}`, from: card ?? cardId, cardId, index: -1, ability } } : {}),
  });
  emit(ctx, publicEvent('triggered', { card, cardId, keyword, controller }));
}

export function keywordTrigger(ctx: Ctx, item: StackItem, ability: Ability): void {
  const s = ctx.state;
  switch (ability.keyword) {
    case K.chainAttack: {
      const id = item.card;
      if (id && s.cards[id] && (zoneNameOfCard(s, id) === Z.field || isPlayerCard(s, id))) setTapped(ctx, [id], false, 'PSO2 302.5');
      return;
    }
    case K.pierce: {
      const e = item.event ?? {};
      if (typeof e.player === 'number' && typeof e.amount === 'number') damagePlayer(ctx, e.player, e.amount, { battle: false, source: item.card });
      return;
    }
    case K.warCry: {
      // 302.1b: 「攻撃の対象をこのカードに移す」: every target of the attack becomes this card
      const b = pd(s).battle;
      const id = item.card;
      if (!b || !id || !s.cards[id] || (zoneNameOfCard(s, id) !== Z.field && !isPlayerCard(s, id))) return;
      const from = [...b.targets];
      b.targets = [id];
      emit(ctx, publicEvent('warCry', { card: id, from, player: item.controller }));
      return;
    }
    default:
      return;
  }
}
