/**
 * 「A。そうした場合、B」 (PSO2 glossary) needs to know whether A was done; 103.2.1.2: an action that changes nothing
 * did not happen. The fingerprint changes whenever a card moves (new ids, clock), an effect starts, a card turns
 * ON/OFF, damage is dealt or a boss loses life.
 */
import type { GameState } from '../../../../engine/src/index.js';

export function fingerprint(state: GameState): string {
  let tapped = 0;
  let damage = 0;
  for (const id of Object.keys(state.cards)) {
    const c = state.cards[id]!;
    if (c.tapped) tapped++;
    damage += c.counters.damage ?? 0;
  }
  return `${state.nextId}|${state.clock}|${state.effects.length}|${tapped}|${damage}|${state.players.map((p) => p.counters.life ?? 0).join(',')}`;
}
