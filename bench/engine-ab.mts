/**
 * Engine-loop A/B of two source trees in ONE process (docs/benchmarks.md, profile notes round 8): both trees'
 * kernels and games are imported side by side (tsx, no build), then interleaved batches of random playouts run
 * on each, the order swapped every round; games per CPU-second of this process per batch; prints the median of
 * the per-round ratios (B / A) and how many games both builds played to the same final state hash.
 *
 *   npx tsx bench/engine-ab.mts <root A> <root B> [sve|toy] [rounds=6] [batchMs=2000] [inplace|apply] [gamesPerRound]
 *
 * With `gamesPerRound` (paired rounds, round 9): every round both builds play the SAME games (seeds r*N .. r*N+N-1)
 * and the round's ratio is CPU time of A / CPU time of B for that identical work (batchMs is then unused). Without
 * it, each build plays as many games as fit in batchMs, so a round compares different games (game lengths vary).
 *
 * e.g. A = a worktree of main (`git worktree add --detach ../base main`), B = this tree. On a shared machine
 * the per-round ratios spread widely: use 12 rounds or more. Same games as bench/engine.mjs in spirit (seeded
 * random legal actions, SVE starter decks by game index, `snapshotCache` for the in-place loop), not the same seeds.
 */
import { pathToFileURL } from 'node:url';
const [rootA, rootB, which = 'sve', roundsS = '6', batchS = '2000', mode = 'inplace', pairedS] = process.argv.slice(2);
const paired = pairedS === undefined ? 0 : Number(pairedS);
async function load(ROOT: string) {
  const imp = (p: string) => import(pathToFileURL(`${ROOT}/${p}`).href);
  const kernel = await imp('libs/engine/src/index.ts');
  let def: any, setupFor: (i: number, seed: string, cache: any) => any;
  if (which === 'toy') {
    const toy = await imp('libs/engine/test/toy-game.ts');
    def = toy.TOY;
    setupFor = (_i, seed, cache) => ({ ...toy.toySetup(seed), ...(cache ? { snapshotCache: cache } : {}) });
  } else {
    const sve = await imp('libs/games/shadowverse-evolve/src/index.ts');
    const h = await imp('libs/games/shadowverse-evolve/test/engine-helpers.ts');
    def = sve.definition;
    setupFor = (i, seed, cache) => h.setupFor(h.STARTERS[i % 6], h.STARTERS[(i * 5 + 1) % 6], seed, cache ? { snapshotCache: cache } : {});
  }
  return { kernel, def, setupFor, cache: kernel.snapshotCache(), i: 0, games: 0, decisions: 0, cpu: 0, hashes: [] as string[] };
}
const builds = [await load(rootA), await load(rootB)];
function batch(b: any, ms: number, games = 0) {
  const { createGame, legalActions, apply, applyInPlace, seedRng, randomInt, hashState } = b.kernel;
  const c0 = process.cpuUsage(); const t0 = performance.now(); const end = b.i + games;
  while (games > 0 ? b.i < end : performance.now() - t0 < ms) {
    const seed = `ab:${b.i}`; const picker = seedRng(`pick:${seed}`);
    let state = createGame(b.def, b.setupFor(b.i, seed, mode === 'inplace' ? b.cache : undefined)).state;
    let steps = 0;
    while (!state.result && steps < 5000) {
      const legal = legalActions(state, b.def);
      const a = legal[randomInt(picker, legal.length)];
      if (mode === 'inplace') applyInPlace(state, a, b.def); else state = apply(state, a, b.def).state;
      steps++;
    }
    b.hashes[b.i] = hashState(state);
    b.decisions += steps; b.games++; b.i++;
  }
  const c = process.cpuUsage(c0); b.cpu += (c.user + c.system) / 1000;
}
for (const b of builds) batch(b, 1500); // warm-up
if (paired > 0) { const start = Math.max(builds[0]!.i, builds[1]!.i); for (const b of builds) b.i = start; } // same games from here
for (const b of builds) { b.games = 0; b.decisions = 0; b.cpu = 0; }
const ratios: number[] = [];
for (let r = 0; r < Number(roundsS); r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  const before = builds.map((b) => ({ g: b.games, c: b.cpu }));
  for (const k of order) batch(builds[k]!, Number(batchS), paired);
  const rate = builds.map((b, k) => (b.games - before[k]!.g) / (b.cpu - before[k]!.c));
  ratios.push(rate[1]! / rate[0]!); // paired: the same games, so this is CPU time A / CPU time B
}
const n = Math.min(builds[0]!.i, builds[1]!.i);
let same = 0, both = 0; for (let i = 0; i < n; i++) if (builds[0]!.hashes[i] !== undefined && builds[1]!.hashes[i] !== undefined) { both++; if (builds[0]!.hashes[i] === builds[1]!.hashes[i]) same++; }
ratios.sort((a, b) => a - b);
console.log(JSON.stringify({ which, mode, A: { games: builds[0]!.games, perCpuS: +(builds[0]!.games / builds[0]!.cpu * 1000).toFixed(1), decPerCpuS: Math.round(builds[0]!.decisions / builds[0]!.cpu * 1000) }, B: { games: builds[1]!.games, perCpuS: +(builds[1]!.games / builds[1]!.cpu * 1000).toFixed(1), decPerCpuS: Math.round(builds[1]!.decisions / builds[1]!.cpu * 1000) }, medianRatio: +ratios[Math.floor(ratios.length / 2)]!.toFixed(3), ...(paired > 0 ? { pooledRatio: +(builds[0]!.cpu / builds[1]!.cpu).toFixed(3) } : {}), ratios: ratios.map((x) => +x.toFixed(2)), sameFinalHash: `${same}/${both}` }));
