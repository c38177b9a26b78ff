/** Test helper for owned apply (docs/engine.md §3.2), shared by the kernel and the game specs. */
import {
  apply, canonicalJson, cloneJson, hashState, legalActions, randomInt, seedRng, type GameDefinition, type GameEvent, type GameState,
} from '../src/index.js';

/**
 * Plays a seeded random game twice in step: with `apply`, and with owned apply chained on one object
 * (each owned step continues from the previous owned result, as a replay loop would). Also checks the
 * server's case: an owned step on a fresh JSON copy of the state. Returns the differences found.
 */
export function compareOwned(def: GameDefinition, start: () => GameState, seed: string, maxSteps = 5000): { steps: number; events: number; differ: string[]; over: boolean } {
  const picker = seedRng(`owned-pick:${seed}`);
  let pub = start();
  let mine = start();
  const differ: string[] = [];
  const kept: Array<{ events: GameEvent[]; text: string }> = [];
  let steps = 0;
  let events = 0;
  while (!pub.result && steps < maxSteps) {
    const legal = legalActions(pub, def);
    const action = legal[randomInt(picker, legal.length)]!;
    // the server's case: a state just decoded (JSON round trip), owned by the caller
    const fresh = JSON.parse(JSON.stringify(pub)) as GameState;
    fresh.catalog = pub.catalog;
    const r = apply(pub, action, def);
    const o = apply(mine, cloneJson(action), def, { owned: true });
    const f = apply(fresh, action, def, { owned: true });
    if (o.state !== mine || f.state !== fresh) differ.push(`${seed} step ${steps}: owned apply did not return the caller's object`);
    const h = hashState(r.state);
    if (hashState(o.state) !== h || hashState(f.state) !== h) differ.push(`${seed} step ${steps}: state hash differs`);
    const text = canonicalJson(r.events);
    if (canonicalJson(o.events) !== text || canonicalJson(f.events) !== text) differ.push(`${seed} step ${steps}: events differ`);
    kept.push({ events: o.events, text });
    events += r.events.length;
    pub = r.state;
    mine = o.state;
    steps++;
  }
  // the events of earlier owned steps share nothing with the state later steps changed
  kept.forEach((k, i) => {
    if (canonicalJson(k.events) !== k.text) differ.push(`${seed}: the events of step ${i} changed later`);
  });
  if (canonicalJson(mine) !== canonicalJson(pub)) differ.push(`${seed}: final states differ`);
  return { steps, events, differ, over: pub.result !== null };
}
