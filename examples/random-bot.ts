/**
 * A random bot on the typed client (libs/client): creates a match over HTTP and plays it against itself, each
 * seat choosing at random among the legal actions of its OWN view (`views[decider]`), until the game is over.
 * Everything it reads is typed from openapi/openapi.json: the answer is narrowed by `game`, and each game's
 * actions, events and decisions by `type` / `kind`.
 *
 *   npm start                                   # in another terminal
 *   npx tsx examples/random-bot.ts --game pso2  # BASE_URL=http://localhost:3000 by default
 *
 * Options: --game <slug> (default shadowverse-evolve), --seed <text>, --max-steps <n> (default 5000), --quiet.
 * Exit codes: 0 game over, 1 error (the problem document is printed), 3 step limit.
 */
import { createTcgClient, TcgProblemError, unwrap, type AnyAction, type EngineGame, type GameSlug, type MatchResponse } from '../libs/client/src/index.js';

export interface BotRun {
  game: string;
  steps: number;
  over: boolean;
  winner: number | null;
  reason: string | null;
  lines: string[];
}

/** Plays one match on `baseUrl`; `pick` chooses an index among n legal actions. */
export async function playRandomMatch(baseUrl: string, game: EngineGame, opts: { seed?: string; maxSteps?: number; pick?: (n: number) => number } = {}): Promise<BotRun> {
  const tcg = createTcgClient({ baseUrl });
  const path = { params: { path: { game: game as GameSlug } } };
  const pick = opts.pick ?? ((n: number) => Math.floor(Math.random() * n));
  // the first playable example deck, for both seats
  const examples = unwrap(await tcg.GET('/v1/games/{game}/decks/examples', path));
  const deck = (examples.find((d) => d.playable && d.format === 'standard') ?? examples.find((d) => d.playable))?.deck;
  if (deck === undefined) throw new Error(`${game} has no playable example deck`);
  let match: MatchResponse = unwrap(
    await tcg.POST('/v1/games/{game}/matches', { ...path, body: { players: [{ name: 'A', deck: deck as never }, { name: 'B', deck: deck as never }], ...(opts.seed ? { seed: opts.seed } : {}), views: 'decider' } }),
  );
  const lines: string[] = [];
  let steps = 0;
  while (!match.status.over && steps < (opts.maxSteps ?? 5000)) {
    const seat = match.status.decider!;
    const legal: AnyAction[] = match.views[String(seat)]?.legalActions ?? [];
    const action = legal[pick(legal.length)]!;
    lines.push(`T${match.status.turn} P${seat} ${action.label?.en ?? action.type}`);
    match = unwrap(await tcg.POST('/v1/games/{game}/matches/step', { ...path, body: { state: match.state, action, expectedStateHash: match.stateHash, views: 'decider' } }));
    steps++;
  }
  // typed per game: e.g. the last events of a Shadowverse Evolve match
  if (match.game === 'shadowverse-evolve') for (const e of match.events) if (e.type === 'gameOver') lines.push('(game over event)');
  return { game, steps, over: match.status.over, winner: match.status.winner ?? null, reason: match.status.reason ?? null, lines };
}

async function cli(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const game = (arg('--game') ?? 'shadowverse-evolve') as EngineGame;
  const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
  try {
    const run = await playRandomMatch(baseUrl, game, { seed: arg('--seed'), maxSteps: Number(arg('--max-steps') ?? 5000) });
    if (!argv.includes('--quiet')) for (const l of run.lines) console.log(l);
    console.log(run.over ? `game over after ${run.steps} actions: ${run.winner === null ? 'no single winner' : `player ${run.winner} wins`} (${run.reason})` : `stopped after ${run.steps} actions`);
    return run.over ? 0 : 3;
  } catch (e) {
    if (e instanceof TcgProblemError) console.error(`random-bot: ${e.message}`);
    else console.error(`random-bot: ${(e as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  cli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
