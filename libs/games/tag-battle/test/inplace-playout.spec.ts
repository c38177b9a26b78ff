/**
 * The trusted in-place playout (applyInPlace, docs/engine.md §3.1) and the owned apply (§3.2) reach exactly the
 * states — and, with events requested, the events — of the public `apply`, after every step of seeded random
 * tag-battle games between the example decks.
 */
import { apply, applyInPlace, cloneJson, createGame, hashState, legalActions, randomInt, seedRng, type GameState } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PLAYABLE, setupFor } from './helpers.js';

const GAMES = Number(process.env.TAG_INPLACE_GAMES ?? 2);

describe('tag-battle: in-place and owned apply equal the public apply', () => {
  it.each(Array.from({ length: GAMES }, (_, i) => [i]))('game %i: same state and events after every step', (g) => {
    let pub: GameState = createGame(definition, setupFor(PLAYABLE[g % PLAYABLE.length]!, PLAYABLE[(g + 1) % PLAYABLE.length]!, `inplace-${g}`, { options: { D21_battleLoopVariant: g % 2 ? 'lftcg' : 'seed' } })).state;
    const inPlace = cloneJson(pub);
    const rng = seedRng(`inplace-pick-${g}`);
    for (let step = 0; step < 3000 && !pub.result; step++) {
      const legal = legalActions(pub);
      const action = legal[randomInt(rng, legal.length)]!;
      const owned = apply(cloneJson(pub), action, definition, { owned: true });
      const r = apply(pub, action, definition);
      const ip = applyInPlace(inPlace, action, definition, { events: step % 5 === 0 });
      pub = r.state;
      if (hashState(ip.state) !== hashState(pub) || hashState(owned.state) !== hashState(pub)) throw new Error(`step ${step}: states differ after ${JSON.stringify(action)}`);
      if (step % 5 === 0) expect(ip.events).toEqual(r.events);
      expect(owned.events).toEqual(r.events);
    }
    expect(pub.result).not.toBeNull();
  }, 300_000);
});
