/**
 * The current values a view shows on every visible card (the kernel's `definition.view.current` hook, docs/engine.md
 * §1.7.1), read through the functions the rules use (rules/stats.ts): `hp`, `atk`, `rank` with chips (10-16-4-1) and
 * level cards (10-4-3-3-1); `levelCards`; `limitBroken`; the chips on the card by name; and `attacking` while it is an
 * attacking card of the battle (7-2-1-3-1-1). The kernel's generic values stay (`cost` = printed rank with effects,
 * `attack`, `defense`, keywords, type). Summons have no rank (2-4-3).
 */
import { currentValues, type JsonObject, type Reader } from '../../../../engine/src/index.js';
import { CHIP_PREFIX } from '../constants.js';
import { gbf, isPresent, kindOf, levelCardsOf } from '../state.js';
import { currentAtk, currentHp, currentRank } from './stats.js';

export function gbfCurrentValues(r: Reader, id: string): JsonObject | null {
  const base = currentValues(r, id) as unknown as JsonObject | null;
  if (!base) return null;
  const kind = kindOf(r.state, id);
  if (kind !== 'captain' && kind !== 'crew') return base;
  const card = r.state.cards[id]!;
  const chips: JsonObject = {};
  for (const [k, n] of Object.entries(card.counters)) if (k.startsWith(CHIP_PREFIX)) chips[k.slice(CHIP_PREFIX.length)] = n;
  const levels = kind === 'crew' ? levelCardsOf(r.state, id).length : 0;
  return {
    ...base,
    hp: currentHp(r, id),
    atk: currentAtk(r, id),
    rank: currentRank(r, id),
    levelCards: levels,
    limitBroken: levels > 0,
    chips,
    attacking: isPresent(r.state, id) && (gbf(r.state).battle?.attackers.includes(id) ?? false),
  };
}
