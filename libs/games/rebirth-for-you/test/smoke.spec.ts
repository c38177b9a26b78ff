import { legalActions, randomInt, seedRng, applyInPlace } from '../../../engine/src/index.js';
import { definition, newGame } from './engine-helpers.js';

test('smoke: random games end', () => {
  for (let g = 0; g < 5; g++) {
    const s = newGame(undefined, g);
    const rng = seedRng(`p${g}`);
    let steps = 0;
    while (!s.result && steps < 20000) {
      const l = legalActions(s, definition);
      applyInPlace(s, l[randomInt(rng, l.length)]!, definition);
      steps++;
    }
    console.log(g, steps, s.turn.number, JSON.stringify(s.result));
    expect(s.result).not.toBeNull();
  }
});
