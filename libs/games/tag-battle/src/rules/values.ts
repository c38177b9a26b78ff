/**
 * Battle values (S8-2, step J), computed in one place: a participant's attack value is its stat named by
 * the battle card's attack stat (攻撃能力属性) plus its attack modifiers [攻±]; its defence value is the
 * stat named by the defence stat plus [防±]. Stat modifiers (「追加攻撃」 +2 to 感) change both values when
 * the battle card uses that stat for both; [攻±][防±] modifiers (「元・粛正者」) change only the battle values
 * (digest §7.5 (4)). Values have no upper bound and may be 0 or negative (S8-6); damage = max(0, attack −
 * defence) (S8-2).
 */
import type { Reader } from '../../../../engine/src/index.js';
import { ATK, DEF, STATS } from '../constants.js';
import { factsOf, stat } from '../state.js';

export interface BattleValues {
  attack: number;
  defence: number;
}

const isStat = (s: unknown): s is string => typeof s === 'string' && (STATS as readonly string[]).includes(s);

export function battleValues(r: Reader, participant: string, battleCard: string): BattleValues {
  const f = factsOf(r.state, battleCard);
  const atkStat = f?.extra.atkStat;
  const defStat = f?.extra.defStat;
  return {
    attack: (isStat(atkStat) ? stat(r, participant, atkStat) : 0) + stat(r, participant, ATK),
    defence: (isStat(defStat) ? stat(r, participant, defStat) : 0) + stat(r, participant, DEF),
  };
}

/** S8-2 / step J: damage to a participant = the opponent's attack value − its own defence value, never below 0. */
export function battleDamage(attacker: BattleValues, defender: BattleValues): number {
  return Math.max(0, attacker.attack - defender.defence);
}
