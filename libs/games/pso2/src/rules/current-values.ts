/**
 * What a view shows under `current` for a visible PSO2 card (the definition's `view.current` hook; kernel current.ts,
 * docs/engine.md §1.7.1, docs/games/pso2.md "Current values in views"). Every value is read through the functions the
 * rules use (state.ts `attackOf` / `maxHp` / `damageOn` / `rowOf` / `isFrozen`, actions/legal.ts `canAttack` /
 * `canPlay` / `isMainTiming`), never a second implementation:
 *  - every visible card: the kernel's `{cost, attack, defense, damage, keywords, type, restrictions}`, with `attack` the
 *    current attack of 212.1 (a weapon used this battle included, 205.5.1; never below 0, 103.5.3);
 *  - field characters: `hp` (maximum HP, 213.1 / 215.3), `damage` (214.3), `remainingHp` (hp − damage: at 0 or less the
 *    rule processing KOs it, 213.3 / 215.3.1), `row` (front / back, 403.1.4), `frozen` (301.3), `attacking` (506.4.1),
 *    `engaged` (506.5.1); `restrictions`: `frozen` (cannot declare attacks, 301.3);
 *  - player cards: `hp` = the player's HP, the cards in their deck (201.3); the raid boss card: `life` (協力レイドバトル);
 *  - field characters and player cards: `canAttack` (its controller's main timing with the action right, ON, not
 *    frozen, a legal target exists: 504.1.5, 215.2, 301.3, 506.3.1) — true exactly when an attack action lists it;
 *  - hand cards, for their owner only: `canPlay` (playable now with the action right: timing 504.1, cost 209.1.1, colour
 *    209.1.2, equip / attach / declared targets 504.2, 406.2.4).
 */
import { currentValues, zoneKey, type JsonObject, type Reader, type Viewer } from '../../../../engine/src/index.js';
import { C, F, KIND, PRIORITY, Z } from '../constants.js';
import { attackOf, damageOn, isBoss, isFrozen, isPlayerCard, kind, maxHp, pd, rowOf, zoneNameOfCard } from '../state.js';
import { canAttack, canPlay, isMainTiming } from '../actions/legal.js';
import { reader } from '../reader.js';

export function pso2Current(r: Reader, id: string, viewer: Viewer): JsonObject | null {
  const base = currentValues(r, id);
  if (!base) return null;
  const s = r.state;
  const card = s.cards[id]!;
  const zone = zoneNameOfCard(s, id);
  const out: JsonObject = { ...base };
  const holder = s.decision?.kind === PRIORITY && s.result === null ? s.decision.player : null;
  const onField = zone === Z.field && kind(s, id) === KIND.character;
  const player = isPlayerCard(s, id);
  if (onField || player) {
    out.attack = attackOf(r, id);
    const frozen = isFrozen(r, id);
    out.frozen = frozen;
    out.restrictions = frozen ? ['frozen'] : [];
    out.attacking = card.flags[F.attacking] === true;
    out.engaged = card.flags[F.engaged] === true;
    const p = card.controller;
    out.canAttack = holder === p && isMainTiming(s, p) && canAttack(reader(s), p, id);
  }
  if (onField) {
    const hp = maxHp(r, id);
    const damage = damageOn(s, id);
    Object.assign(out, { hp, damage, remainingHp: hp - damage, row: rowOf(s, id) });
  }
  if (player) {
    if (isBoss(s, card.controller) && pd(s).mode === 'raid') out.life = s.players[card.controller]!.counters[C.life] ?? 0;
    else out.hp = s.zones[zoneKey(Z.deck, card.controller)]!.cards.length; // 201.3
  }
  if (zone === Z.hand && viewer === card.owner) {
    const p = card.owner;
    out.canPlay = holder === p && canPlay(reader(s), p, id, isMainTiming(s, p));
  }
  return out;
}
