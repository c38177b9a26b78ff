/**
 * Current values of a captain or crew member — the one place HP, ATK and rank are computed (8-9-1):
 * printed value (2-4-2, 2-7-2, 2-8-2) → continuous effects (kernel statOf: non-numeric, then numeric,
 * timestamp order; HP = `defense`, ATK = `attack`, rank = `cost` in the engine facts) → chips
 * (10-16-4-1 「HP+X」「ATK+X」「ランク+X」 chips) → level cards (+2 HP and +2 ATK each, always: 10-4-3-3-1).
 * Values may be negative (1-3-6). Summons have no rank (2-4-3): null.
 */
import { statOf, type GameState, type Reader } from '../../../../engine/src/index.js';
import { CHIP_PREFIX, N, STAT } from '../constants.js';
import { kindOf, levelCardsOf } from '../state.js';

const CHIP_STAT = /^(HP|ATK|rank|ランク)([+-]\d+)$/;

/** Sum of the chip modifications of one stat on a card (10-16-4-1). */
export function chipBonus(state: GameState, id: string, stat: 'HP' | 'ATK' | 'rank'): number {
  const c = state.cards[id];
  if (!c) return 0;
  let sum = 0;
  for (const [key, count] of Object.entries(c.counters)) {
    if (!key.startsWith(CHIP_PREFIX)) continue;
    const m = CHIP_STAT.exec(key.slice(CHIP_PREFIX.length));
    if (!m) continue;
    const s = m[1] === 'ランク' ? 'rank' : m[1];
    if (s === stat) sum += Number(m[2]) * count;
  }
  return sum;
}

/** 10-4-3-3-1: +2 per level card. */
export function levelBonus(state: GameState, id: string): number {
  return kindOf(state, id) === 'crew' ? levelCardsOf(state, id).length * N.levelBonus : 0;
}

/** `withEffects`: the card's `statOf` value when the caller already has it (the view's generic values), else read here. */
export function currentHp(r: Reader, id: string, withEffects: number | null = statOf(r, id, STAT.hp)): number {
  return (withEffects ?? 0) + chipBonus(r.state, id, 'HP') + levelBonus(r.state, id);
}

export function currentAtk(r: Reader, id: string, withEffects: number | null = statOf(r, id, STAT.atk)): number {
  return (withEffects ?? 0) + chipBonus(r.state, id, 'ATK') + levelBonus(r.state, id);
}

/** 2-4, 10-16-4-1: the current rank; null for summons (2-4-3) and cards without one. */
export function currentRank(r: Reader, id: string, withEffects?: number | null): number | null {
  if (kindOf(r.state, id) === 'summon') return null;
  const v = withEffects === undefined ? statOf(r, id, STAT.rank) : withEffects;
  return v === null ? null : v + chipBonus(r.state, id, 'rank');
}

/** A stat the damage processing reads (9-2-1-3-2 / 9-2-1-3-3): 0 when nothing modifies it. */
export function damageModifier(r: Reader, id: string, stat: string): number {
  return statOf(r, id, stat) ?? 0;
}
