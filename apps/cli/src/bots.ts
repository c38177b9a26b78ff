/**
 * The command line's players. Both choose among the decider's labelled legal actions (its own view only).
 * - `random`: uniformly at random.
 * - `greedy`: a one-look heuristic over action types, the same for every game: attack if it can, else put cards
 *   into play / use abilities, else anything but passing, and pass or end a phase only when nothing else is left;
 *   among the best-ranked actions it picks at random. It reads no hidden information and plans nothing.
 */
import type { LabelledAction } from '../../../libs/engine/src/index.js';

export type BotName = 'random' | 'greedy';

/** mulberry32 from a string seed: repeatable picks (`--seed`). */
export function pickRng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ATTACK = /attack|battle/i;
const DEVELOP = /play|deploy|summon|evolve|equip|activate|ability|limitBreak|jobChange|generate/i;
const PASSIVE = /^(pass|done|end|endMain|endPhase|concede)$|^end[A-Z]|^pass[A-Z]?/;

/** Rank of an action for the greedy bot (higher first). */
export function greedyRank(action: LabelledAction): number {
  const t = action.type;
  if (PASSIVE.test(t)) return 0;
  if (ATTACK.test(t)) return 3;
  if (DEVELOP.test(t)) return 2;
  return 1;
}

export function choose(bot: BotName, legal: readonly LabelledAction[], rng: () => number): LabelledAction {
  if (legal.length === 0) throw new Error('no legal action to choose from');
  if (bot === 'random') return legal[Math.floor(rng() * legal.length)]!;
  const best = Math.max(...legal.map(greedyRank));
  const top = legal.filter((a) => greedyRank(a) === best);
  return top[Math.floor(rng() * top.length)]!;
}
