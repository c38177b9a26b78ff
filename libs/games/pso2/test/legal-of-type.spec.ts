/** The action-right decision's legalOfType (used by apply's legality check) lists exactly the full list's actions of that type, on random states. */
import { legalActions, randomInt, seedRng, applyInPlace } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { reader } from '../src/reader.js';
import { priorityActions, priorityActionsOfType } from '../src/actions/legal.js';
import { gameSetup } from './property-run.js';
import { replay, cloneJson } from '../../../engine/src/index.js';
test('PSO2 103.6 / 504.1: legalOfType of the action-right decision equals the full list filtered by type (random states)', () => {
  for (let g = 0; g < 12; g++) {
    const s = cloneJson(replay(definition, { ...gameSetup(g * 31), actions: [] }).state);
    const rng = seedRng('l' + g);
    while (!s.result) {
      if (s.decision!.kind === 'pso2.priority') {
        const all = priorityActions(reader(s), s.decision!.player);
        for (const t of ['pass', 'endPhase', 'play', 'activate', 'attack']) expect(priorityActionsOfType(reader(s), s.decision!.player, t)).toEqual(all.filter((a) => a.type === t));
      }
      const legal = legalActions(s, definition);
      applyInPlace(s, legal[randomInt(rng, legal.length)]!, definition);
    }
  }
});
