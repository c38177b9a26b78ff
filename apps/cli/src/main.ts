/**
 * `npx tcg …`: the TCG rules service on the command line, against the embedded engine and catalog (no server)
 * or a running server (`--base-url URL` or TCG_BASE_URL). See `npx tcg --help` and README "Command line".
 *
 * Exit codes: 0 success (validate: the deck is legal), 1 the answer is negative or the request was refused
 * (illegal deck, unknown card, no engine, unreachable server), 2 usage error, 3 `play` hit --max-steps.
 */
import { readFileSync, existsSync } from 'node:fs';
import { localBackend, remoteBackend, CliError, type Backend, type Issue, type MatchSession } from './backend.js';
import { choose, pickRng, type BotName } from './bots.js';
import { pct, summary, wilson } from './stats.js';
import { readDeckCode } from './deck-codes.js';

export const HELP = `tcg — the TCG rules service on the command line (embedded engine and catalog; --base-url for a server)

Usage:
  tcg games                                             games and whether each has a rules engine
  tcg validate --game <slug> <deck> [--format f] [--json]
                                                        deck legality (exit 0 legal, 1 illegal; errors with rule numbers)
                                                        and whether a match accepts it (cards not implemented yet)
  tcg convert --game <slug> <deck> [--to text|json|code] [--names] [--format f]
                                                        a deck in the text form and the JSON form (ids resolved)
  tcg cards search --game <slug> [<query>] [--type t] [--class c] [--cost n] [--limit n] [--json]
  tcg decks --game <slug>                               the shipped example decks (legal, playable)
  tcg play --game <slug> [--deck0 D] [--deck1 D] [--bot random|greedy] [--seed s] [--format f] [--events] [--max-steps n] [--quiet]
                                                        a bot against itself, printing every action (each seat reads its own view)
  tcg simulate --game <slug> [--deck0 D] [--deck1 D] --games N [--bot random|greedy] [--bot0 b] [--bot1 b] [--seed s] [--json]
                                                        N games: win rates with 95 % intervals, first/second player split, game length

  <deck> / D: a file (text: "N <card id or exact name>" lines under "# section" headers; or JSON sections), "-" for
  standard input, or the name (part of it) of a shipped example deck ("SD01"). Default deck: the game's first
  playable example deck.
Options:
  --base-url URL   use a running server instead of the embedded engine (also TCG_BASE_URL)
  --allow-unsupported   play cards whose text the engine does not implement (play, simulate)
  -h, --help
Exit codes: 0 ok / legal, 1 illegal deck or refused request, 2 usage error, 3 play stopped at --max-steps.`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

const BOOLEAN = new Set(['json', 'names', 'events', 'quiet', 'help', 'allow-unsupported']);

function parse(argv: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-h') flags.set('help', true);
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags.set(name, a.slice(eq + 1));
      else if (BOOLEAN.has(name)) flags.set(name, true);
      else {
        const v = argv[++i];
        if (v === undefined) throw new UsageError(`--${name} needs a value`);
        flags.set(name, v);
      }
    } else positional.push(a);
  }
  return { positional, flags };
}

function str(p: Parsed, name: string): string | undefined {
  const v = p.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

function int(p: Parsed, name: string, dflt?: number): number | undefined {
  const v = str(p, name);
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number`);
  return n;
}

function requireGame(p: Parsed): string {
  const g = str(p, 'game');
  if (!g) throw new UsageError('--game <slug> is required (tcg games lists them)');
  return g;
}

/** Text or JSON deck content. */
function deckFromText(text: string): unknown {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      throw new CliError('the deck looks like JSON but does not parse');
    }
  }
  return text;
}

/** A deck argument: a file, "-" (stdin), a deck code (deck-codes.ts), or the name of a shipped example deck. */
async function readDeck(backend: Backend, game: string, arg: string | undefined, what: string): Promise<{ deck: unknown; name: string; format: string | null }> {
  if (arg === '-') return { deck: deckFromText(readFileSync(0, 'utf8')), name: 'stdin', format: null };
  if (arg !== undefined && existsSync(arg)) return { deck: deckFromText(readFileSync(arg, 'utf8')), name: arg, format: null };
  if (arg !== undefined) {
    const code = readDeckCode(game, arg);
    if (code !== null) return { deck: code, name: 'deck code', format: null };
  }
  const examples = await backend.examples(game);
  const fits = examples.filter((d) => arg === undefined || d.name.toLowerCase().includes(arg.toLowerCase()));
  const pick = fits.find((d) => d.playable) ?? fits.find((d) => d.legal) ?? fits[0];
  if (!pick) {
    throw new CliError(arg === undefined ? `${game} has no example deck: pass ${what}` : `${what} "${arg}" is neither a file nor the name of an example deck of ${game} (tcg decks --game ${game})`);
  }
  return { deck: pick.deck, name: pick.name, format: pick.format };
}

function issueLine(i: Issue): string {
  const where = i.section ? ` [${i.section}]` : '';
  const cards = i.cards?.length ? ` (${i.cards.slice(0, 6).join(', ')})` : '';
  const sugg = i.suggestions?.length ? ` — did you mean ${i.suggestions.slice(0, 3).join(', ')}?` : '';
  return `${i.code} (${i.rule})${where}: ${i.message}${cards}${sugg}`;
}

type Out = { log: (s: string) => void; err: (s: string) => void };

async function validateCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  const game = requireGame(p);
  const file = p.positional[1];
  if (!file) throw new UsageError('validate needs a deck file (or - for standard input)');
  const { deck } = await readDeck(b, game, file, 'the deck');
  const v = await b.validate(game, deck, str(p, 'format'));
  if (p.flags.has('json')) out.log(JSON.stringify(v, null, 2));
  else {
    out.log(`${v.legal ? 'legal' : 'NOT legal'} in ${game} format ${v.format} (${Object.entries(v.counts).map(([k, n]) => `${k} ${n}`).join(', ')})`);
    for (const e of v.errors) out.log(`  error   ${issueLine(e)}`);
    for (const w of v.warnings) out.log(`  warning ${issueLine(w)}`);
    const p = v.playability;
    out.log(`${p.playable ? 'playable' : `NOT playable (${p.reason})`}: ${p.message}`);
    for (const c of p.cards) out.log(`  ${c.status.padEnd(11)} ${c.id} ${c.name}${c.unread.length ? `: unread ${c.unread.map((u) => `「${u.text}」`).join(' ')}` : ': no test covers it'}`);
  }
  return v.legal ? 0 : 1;
}

async function convertCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  const game = requireGame(p);
  const file = p.positional[1];
  if (!file) throw new UsageError('convert needs a deck file (or - for standard input)');
  const to = str(p, 'to') ?? 'text';
  if (to !== 'text' && to !== 'json' && to !== 'code') throw new UsageError('--to must be text, json or code');
  const { deck } = await readDeck(b, game, file, 'the deck');
  const c = await b.convert(game, deck, { format: str(p, 'format'), withNames: p.flags.has('names') });
  if (to === 'code' && !c.code) throw new CliError(`${game} has no deck code (docs/deck-codes.md)`);
  out.log(to === 'text' ? c.text.replace(/\n$/, '') : to === 'code' ? c.code! : JSON.stringify(c.json, null, 2));
  for (const i of c.issues) out.err(`note: ${issueLine(i)}`);
  return c.issues.some((i) => i.code === 'UNKNOWN_CARD') ? 1 : 0;
}

async function cardsCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  if (p.positional[1] !== 'search') throw new UsageError('usage: tcg cards search --game <slug> [<query>]');
  const game = requireGame(p);
  const q = p.positional.slice(2).join(' ') || undefined;
  const r = await b.search(game, { q, type: str(p, 'type'), class: str(p, 'class'), cost: int(p, 'cost'), limit: int(p, 'limit', 20)! });
  if (p.flags.has('json')) {
    out.log(JSON.stringify(r, null, 2));
    return 0;
  }
  for (const c of r.items) out.log(`${c.id}\t${c.name}\t${c.type}${c.cost !== null && c.cost !== undefined ? `\tcost ${c.cost}` : ''}${c.classOrColor ? `\t${c.classOrColor}` : ''}`);
  out.log(`${r.items.length} of ${r.total} card(s)${q ? ` matching "${q}"` : ''}`);
  return 0;
}

async function decksCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  const game = requireGame(p);
  for (const d of await b.examples(game)) out.log(`${d.legal ? 'legal  ' : 'illegal'} ${d.playable ? 'playable' : '        '} ${d.name}${d.format ? ` [${d.format}]` : ''}`);
  return 0;
}

function botOf(p: Parsed, name: string, dflt: BotName): BotName {
  const v = str(p, name) ?? dflt;
  if (v !== 'random' && v !== 'greedy') throw new UsageError(`--${name} must be random or greedy`);
  return v;
}

interface GameRun {
  session: MatchSession;
  decisions: number;
  capped: boolean;
}

async function runGame(session: MatchSession, bots: BotName[], rng: () => number, maxSteps: number, onStep?: (line: string, events: Array<Record<string, unknown>>) => void): Promise<GameRun> {
  let decisions = 0;
  while (!session.over() && decisions < maxSteps) {
    const seat = session.decider()!;
    const action = choose(bots[seat] ?? bots[0]!, session.legal(), rng);
    const turn = session.turn();
    const events = await session.step(action);
    decisions++;
    onStep?.(`T${turn} P${seat} ${action.label?.en ?? action.type}`, events);
  }
  return { session, decisions, capped: !session.over() };
}

function eventLine(e: Record<string, unknown>): string {
  const { type, ...rest } = e;
  const parts = Object.entries(rest).slice(0, 6).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return `    · ${String(type)} ${parts.join(' ')}`.slice(0, 160);
}

function resultLine(s: MatchSession, decisions: number): string {
  const r = s.result();
  if (!r) return `no result after ${decisions} decisions`;
  const who = r.draw ? 'draw' : r.winners.length === 1 ? `P${r.winners[0]} wins` : `winners ${r.winners.map((w) => `P${w}`).join(', ')}`;
  return `${who} (${r.reason}${r.rule ? `, ${r.rule}` : ''}) on turn ${s.turn()} after ${decisions} decisions`;
}

async function playCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  const game = requireGame(p);
  const bot = botOf(p, 'bot', 'random');
  const seed = str(p, 'seed') ?? `tcg-${Date.now()}`;
  const d0 = await readDeck(b, game, str(p, 'deck0') ?? str(p, 'deck'), '--deck0');
  const d1 = await readDeck(b, game, str(p, 'deck1') ?? str(p, 'deck'), '--deck1');
  const format = str(p, 'format') ?? (d0.format !== 'standard' ? (d0.format ?? undefined) : undefined);
  const quiet = p.flags.has('quiet');
  const events = p.flags.has('events');
  const session = await b.startMatch(game, { decks: [d0.deck, d1.deck], seed, format, allowUnsupported: p.flags.has('allow-unsupported') });
  if (!quiet) out.log(`${game}: P0 ${d0.name} vs P1 ${d1.name}, ${bot} bot, seed ${seed} (${b.where})`);
  const run = await runGame(session, [bot, bot], pickRng(seed), int(p, 'max-steps', 5000)!, quiet ? undefined : (line, evs) => {
    out.log(line);
    if (events) for (const e of evs) out.log(eventLine(e));
  });
  out.log(resultLine(session, run.decisions));
  return run.capped ? 3 : 0;
}

async function simulateCmd(b: Backend, p: Parsed, out: Out): Promise<number> {
  const game = requireGame(p);
  const n = int(p, 'games');
  if (!n) throw new UsageError('--games N (at least 1) is required');
  const bots: BotName[] = [botOf(p, 'bot0', botOf(p, 'bot', 'random')), botOf(p, 'bot1', botOf(p, 'bot', 'random'))];
  const base = str(p, 'seed') ?? 'sim';
  const d0 = await readDeck(b, game, str(p, 'deck0'), '--deck0');
  const d1 = await readDeck(b, game, str(p, 'deck1'), '--deck1');
  const format = str(p, 'format') ?? undefined;
  const wins = [0, 0];
  let draws = 0;
  let capped = 0;
  let firstWins = 0;
  let decided = 0;
  const asFirst = [{ games: 0, wins: 0 }, { games: 0, wins: 0 }];
  const asSecond = [{ games: 0, wins: 0 }, { games: 0, wins: 0 }];
  const turns: number[] = [];
  const decisions: number[] = [];
  for (let g = 0; g < n; g++) {
    const seed = `${base}-${g + 1}`;
    const session = await b.startMatch(game, { decks: [d0.deck, d1.deck], seed, format, allowUnsupported: p.flags.has('allow-unsupported') });
    const run = await runGame(session, bots, pickRng(`${seed}-bots`), int(p, 'max-steps', 5000)!);
    const r = session.result();
    const first = session.first();
    if (run.capped || !r) {
      capped++;
      continue;
    }
    turns.push(session.turn());
    decisions.push(run.decisions);
    if (first !== null) {
      asFirst[first]!.games++;
      asSecond[1 - first]!.games++;
    }
    if (r.draw || r.winners.length !== 1) {
      draws++;
      continue;
    }
    const w = r.winners[0]!;
    wins[w]!++;
    if (first !== null) {
      decided++;
      if (w === first) {
        firstWins++;
        asFirst[w]!.wins++;
      } else asSecond[w]!.wins++;
    }
  }
  const finished = n - capped;
  const rate = (k: number, m: number) => {
    const [lo, hi] = wilson(k, m);
    return { wins: k, games: m, rate: m ? k / m : 0, ci95: [lo, hi] as [number, number] };
  };
  const report = {
    game,
    games: n,
    finished,
    capped,
    draws,
    bots,
    seeds: `${base}-1..${base}-${n}`,
    where: b.where,
    decks: [d0.name, d1.name],
    seats: [0, 1].map((s) => ({ deck: s === 0 ? d0.name : d1.name, ...rate(wins[s]!, finished), first: asFirst[s], second: asSecond[s] })),
    firstPlayer: rate(firstWins, decided),
    turns: summary(turns),
    decisions: summary(decisions),
  };
  if (p.flags.has('json')) {
    out.log(JSON.stringify(report, null, 2));
    return 0;
  }
  out.log(`${game}: ${n} games (${finished} finished, ${draws} draws, ${capped} stopped at --max-steps), bots ${bots.join(' vs ')}, seeds ${report.seeds} (${b.where})`);
  for (const [i, s] of report.seats.entries()) {
    out.log(`  P${i} ${s.deck}: ${s.wins} wins, ${pct(s.rate)} (95 % CI ${pct(s.ci95[0])}–${pct(s.ci95[1])}); first ${s.first!.wins}/${s.first!.games}, second ${s.second!.wins}/${s.second!.games}`);
  }
  const f = report.firstPlayer;
  out.log(`  first player won ${f.wins}/${f.games} decided games: ${pct(f.rate)} (95 % CI ${pct(f.ci95[0])}–${pct(f.ci95[1])}); second player ${f.games - f.wins}/${f.games}`);
  out.log(`  length: turns mean ${report.turns.mean.toFixed(1)} (median ${report.turns.median}, ${report.turns.min}–${report.turns.max}); decisions mean ${report.decisions.mean.toFixed(0)} (${report.decisions.min}–${report.decisions.max})`);
  return 0;
}

async function gamesCmd(b: Backend, _p: Parsed, out: Out): Promise<number> {
  for (const g of await b.games()) out.log(`${g.slug}\t${g.engine ? 'rules engine' : 'catalog and deck legality only'}`);
  return 0;
}

const COMMANDS: Record<string, (b: Backend, p: Parsed, out: Out) => Promise<number>> = {
  games: gamesCmd,
  validate: validateCmd,
  convert: convertCmd,
  cards: cardsCmd,
  decks: decksCmd,
  play: playCmd,
  simulate: simulateCmd,
};

/** Runs one command line; answers the exit code. */
export async function main(argv: string[], out: Out = { log: (s) => console.log(s), err: (s) => console.error(s) }): Promise<number> {
  let p: Parsed;
  try {
    p = parse(argv);
  } catch (e) {
    out.err(`tcg: ${(e as Error).message}`);
    return 2;
  }
  const cmd = p.positional[0];
  if (!cmd || p.flags.has('help')) {
    out.log(HELP);
    return cmd || p.flags.has('help') ? 0 : 2;
  }
  const run = COMMANDS[cmd];
  if (!run) {
    out.err(`tcg: unknown command "${cmd}" (tcg --help)`);
    return 2;
  }
  const baseUrl = str(p, 'base-url') ?? process.env.TCG_BASE_URL;
  const backend = baseUrl ? remoteBackend(baseUrl) : localBackend();
  try {
    return await run(backend, p, out);
  } catch (e) {
    if (e instanceof UsageError) {
      out.err(`tcg ${cmd}: ${e.message}`);
      return 2;
    }
    if (e instanceof CliError) {
      out.err(`tcg ${cmd}: ${e.message}`);
      for (const i of e.issues.slice(0, 20)) out.err(`  ${i.code ? issueLine(i) : JSON.stringify(i)}`);
      return 1;
    }
    out.err(`tcg ${cmd}: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
