#!/usr/bin/env node
/**
 * A random bot for the TCG rules service (plain Node 20+, global fetch, no dependencies).
 *
 * It creates a match over HTTP and plays it against itself: each turn it looks at the view of the
 * player who must decide (`views[p]` of the answer, never the other player's) and sends back one of
 * that view's `legalActions`, chosen at random, until the game is over.
 *
 *   BASE_URL=http://localhost:3000 node examples/random-bot.mjs --game shadowverse-evolve
 *
 * Options:
 *   --game <slug>           game to play (default shadowverse-evolve)
 *   --deck <file|JSON>      deck for both players (default: the first playable, else legal, example deck of the game,
 *                           GET /v1/games/{game}/decks/examples)
 *   --deck0 / --deck1       a different deck per seat
 *   --format <id>           deck format; with a raid format (PSO2 "raid": example decks with a `boss` section) the bot makes
 *                           a party of --party players from the playable player decks and puts the boss deck in the last seat
 *   --party <n>             party size in a raid (default 2)
 *   --seed <text>           game seed (default: the server picks a secret one)
 *   --pick-seed <n>         seed of the bot's own random picks (default: random)
 *   --open                  ask for open (plain JSON) states instead of sealed tokens
 *   --allow-unsupported     play cards whose text the engine does not implement
 *   --max-steps <n>         give up after n actions (default 5000)
 *   --quiet                 only print the result
 * Exit codes: 0 game finished, 1 error, 2 the server has no rules engine for that game yet, 3 step limit.
 */
import { readFileSync, existsSync } from 'node:fs';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

function parseArgs(argv) {
  const out = { game: 'shadowverse-evolve', maxSteps: 5000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      return v;
    };
    if (a === '--game') out.game = next();
    else if (a === '--deck') out.deck0 = out.deck1 = readDeck(next());
    else if (a === '--deck0') out.deck0 = readDeck(next());
    else if (a === '--deck1') out.deck1 = readDeck(next());
    else if (a === '--format') out.format = next();
    else if (a === '--party') out.party = Number(next());
    else if (a === '--seed') out.seed = next();
    else if (a === '--pick-seed') out.pickSeed = Number(next());
    else if (a === '--open') out.open = true;
    else if (a === '--allow-unsupported') out.allowUnsupported = true;
    else if (a === '--max-steps') out.maxSteps = Number(next());
    else if (a === '--quiet') out.quiet = true;
    else if (a === '--help' || a === '-h') {
      console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else fail(`unknown option ${a} (try --help)`);
  }
  return out;
}

function readDeck(arg) {
  const text = existsSync(arg) ? readFileSync(arg, 'utf8') : arg;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a text deck list
  }
}

function fail(message, code = 1) {
  console.error(`random-bot: ${message}`);
  process.exit(code);
}

/** mulberry32, so a --pick-seed run can be repeated. */
function rng(seed) {
  if (!Number.isFinite(seed)) return Math.random;
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(BASE_URL + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    fail(`cannot reach ${BASE_URL} (${e.cause?.code ?? e.message}); start the server (npm start) or set BASE_URL`);
  }
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { detail: text };
  }
  return { status: res.status, body: json };
}

function noEngine(r) {
  return r.status === 501 || (r.status === 422 && /no-engine$/.test(String(r.body.type ?? '')));
}

function problem(r) {
  const b = r.body;
  const errors = Array.isArray(b.errors) ? b.errors.slice(0, 5).map((e) => `\n  - ${e.path ?? ''} ${e.code ? `[${e.code}${e.rule ? ` ${e.rule}` : ''}] ` : ''}${e.message ?? ''}`).join('') : '';
  return `${r.status} ${b.title ?? ''}: ${b.detail ?? JSON.stringify(b)}${errors}`;
}

async function defaultDeck(game, format) {
  const r = await call('GET', `/v1/games/${encodeURIComponent(game)}/decks/examples`);
  if (r.status !== 200) fail(`cannot list example decks of ${game}: ${problem(r)}`);
  const fits = (d) => d.legal && (format === undefined || d.format === format);
  // prefer a deck the engine can play in full (every card implemented), else any legal one
  const legal = r.body.find((d) => fits(d) && d.playable) ?? r.body.find(fits);
  if (!legal) fail(`${game} has no legal example deck${format ? ` in format ${format}` : ''}: pass one with --deck`);
  return legal.deck;
}

function describe(action) {
  const { type, player, ...rest } = action;
  const args = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`).join(' ');
  return `P${player} ${type}${args ? ` ${args}` : ''}`;
}

/**
 * A raid (a format whose example decks include a boss deck): a party of `size` player decks (the playable ones, in
 * turn) and the boss deck in the last seat. Null when the format has no boss deck.
 */
async function raidPlayers(game, format, size) {
  if (format === undefined) return null;
  const r = await call('GET', `/v1/games/${encodeURIComponent(game)}/decks/examples`);
  if (r.status !== 200) return null;
  const boss = r.body.find((d) => d.legal && d.format === format && d.deck && d.deck.boss);
  if (!boss) return null;
  const party = r.body.filter((d) => d.legal && d.playable && d.deck && d.deck.player);
  if (party.length === 0) fail(`${game} has no playable player deck for the party of a ${format} match`);
  const seats = Array.from({ length: size }, (_, i) => ({ name: `bot-${i}`, deck: party[i % party.length].deck }));
  return [...seats, { name: 'boss', deck: boss.deck }];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const random = rng(opts.pickSeed);
  const game = opts.game;
  const raid = opts.deck0 === undefined ? await raidPlayers(game, opts.format, opts.party ?? 2) : null;
  const deck0 = raid ? null : opts.deck0 ?? (await defaultDeck(game, opts.format));
  const deck1 = opts.deck1 ?? deck0;
  const created = await call('POST', `/v1/games/${encodeURIComponent(game)}/matches`, {
    players: raid ?? [{ name: 'bot-0', deck: deck0 }, { name: 'bot-1', deck: deck1 }],
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.format !== undefined ? { format: opts.format } : {}),
    ...(opts.open ? { stateMode: 'open' } : {}),
    ...(opts.allowUnsupported ? { allowUnsupported: true } : {}),
  });
  if (noEngine(created)) fail(`the server has no rules engine for ${game} yet (${created.status}): ${created.body.detail ?? ''}${created.body.gamesWithEngine ? `\n  games with an engine: ${created.body.gamesWithEngine.join(', ') || 'none'}` : ''}`, 2);
  if (created.status !== 200) {
    const hint = /unsupported-cards$/.test(String(created.body.type ?? '')) ? '\n  (add --allow-unsupported to play them as written-but-ignored)' : '';
    fail(`could not create the match: ${problem(created)}${hint}`);
  }
  let m = created.body;
  const log = (line) => opts.quiet || console.log(line);
  log(`match created: ${game}, ${m.mode} state, hash ${m.stateHash}`);
  let steps = 0;
  while (!m.status.over) {
    if (steps >= opts.maxSteps) fail(`gave up after ${steps} actions (--max-steps)`, 3);
    const p = m.status.decider;
    const mine = m.views[String(p)];
    const legal = mine.legalActions;
    if (!Array.isArray(legal) || legal.length === 0) fail(`player ${p} must decide but its view lists no legal action`);
    const action = legal[Math.floor(random() * legal.length)];
    const r = await call('POST', `/v1/games/${encodeURIComponent(game)}/matches/step`, { state: m.state, action, expectedStateHash: m.stateHash });
    if (r.status !== 200) fail(`step ${steps + 1} (${describe(action)}) was refused: ${problem(r)}`);
    m = r.body;
    steps += 1;
    log(`#${steps} turn ${m.status.turn} ${m.status.phase}: ${describe(action)}${mine.decision?.prompt ? `  (${mine.decision.prompt})` : ''}`);
  }
  const res = m.status.result;
  const outcome = res.draw ? 'draw' : `winner: player ${res.winners.join(', ')}`;
  console.log(`game over after ${steps} actions, ${outcome} (${res.reason}${res.rule ? `, ${res.rule}` : ''}); final hash ${m.stateHash}`);
}

main().catch((e) => fail(e?.stack ?? String(e)));
