/**
 * Leak properties of the match API (docs/security.md §6, item 3), over many random games played through
 * HTTP in sealed mode with seeds the SERVER chose (fixed pick seeds and server seeds, bounded: LEAK_TOY_GAMES toy games
 * played to the end, LEAK_SVE_GAMES Shadowverse Evolve games up to LEAK_SVE_STEPS steps). At every step,
 * for every seat A, nothing given to A may name a catalog card that is hidden from A at that moment:
 *   - views[A] (zones, catalog, decision, legalActions...), its `events` and its `unsupportedCards`;
 *   - the top level (everything but `state` and `views`), which is spectator-level in sealed mode;
 *   - the problem document of an illegal action sent by A.
 * "Hidden" is decided from the full state of the same game (the token opened with the test's key, and each
 * transition recomputed with the kernel to get the raw events, checked against the answer's stateHash),
 * instance by instance: a catalog id counts as hidden from A only when some instance of it is hidden from
 * A and NO instance is visible to A (another copy may be public). Events may also name cards A could see
 * before the transition or that the transition revealed to A. The RNG state, the seed the server drew and
 * the state's internals never appear in a view, the top level or an error. No log line (pino, debug level,
 * captured from stdout) contains a state, a token or a card id.
 */
import { createRequire } from 'node:module';
import type * as Engine from '../../../libs/engine/src/index.js';
import type * as Security from './match-security.js';
import type * as Fixtures from './match-fixtures.js';
import type { TestApp } from './harness.js';

// The seeds the server draws (MatchesService.create: randomBytes(24)) are recorded by wrapping
// crypto.randomBytes BEFORE any module of the app imports node:crypto (every other import below is
// dynamic, in beforeAll). For reproducible runs the wrapper answers those 24-byte draws from a fixed
// sequence (SHA-256 of "leaks:<PICK_SEED>:<n>"): the server still chooses the seed (the client never
// sends one); every other draw (IVs, keys) gets real random bytes.
const PICK_SEED = 20261121;
const nodeCrypto = createRequire(import.meta.url)('node:crypto') as {
  randomBytes: (n: number, ...rest: unknown[]) => Buffer;
  createHash: (alg: string) => { update(s: string): { digest(): Buffer } };
};
const realRandomBytes = nodeCrypto.randomBytes;
const serverSeeds: string[] = [];
nodeCrypto.randomBytes = function randomBytes(this: unknown, n: number, ...rest: unknown[]) {
  if (n !== 24 || rest.length > 0) return realRandomBytes.call(this, n, ...rest);
  const out = nodeCrypto.createHash('sha256').update(`leaks:${PICK_SEED}:${serverSeeds.length}`).digest().subarray(0, 24);
  serverSeeds.push(out.toString('base64url'));
  return out;
};

// Log lines: pino writes to process.stdout when its write() was replaced (pino's "tampered stdout" path),
// so every line of the app's logger passes through here. Non-log output is passed on.
const realWrite = process.stdout.write.bind(process.stdout);
const logLines: string[] = [];
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('{"level"')) {
    logLines.push(...text.split('\n').filter(Boolean));
    const cb = rest.find((x) => typeof x === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }
  return realWrite(chunk as string, ...(rest as []));
}) as typeof process.stdout.write;

const TOY_GAMES = Number(process.env.LEAK_TOY_GAMES ?? 30);
const SVE_GAMES = Number(process.env.LEAK_SVE_GAMES ?? 5);
const SVE_STEPS = Number(process.env.LEAK_SVE_STEPS ?? 200);
const SVE = 'shadowverse-evolve';

let engine: typeof Engine;
let sec: typeof Security;
let fx: typeof Fixtures;
let t: TestApp;
let keyring: Engine.Keyring;

const counts = { games: { toy: 0, [SVE]: 0 } as Record<string, number>, steps: 0, viewerChecks: 0, probes: 0, hiddenChecked: 0, finished: 0 };
/** Every catalog id hidden from the spectator at some moment of some game (for the log check). */
const everHidden = new Set<string>();
const tokenHeads = new Set<string>();

beforeAll(async () => {
  engine = await import('../../../libs/engine/src/index.js');
  sec = await import('./match-security.js');
  fx = await import('./match-fixtures.js');
  const harness = await import('./harness.js');
  fx.registerToyGames();
  const key = engine.generateKey();
  keyring = [{ kid: 'leaks', key }];
  t = await harness.createTestApp({ STATE_KEYS: `leaks:${key}`, LOG_LEVEL: 'debug' });
});

afterAll(async () => {
  await t?.close();
  nodeCrypto.randomBytes = realRandomBytes;
  process.stdout.write = realWrite as typeof process.stdout.write;
  process.stdout.write(
    `\nleaks: ${counts.games.toy} toy + ${counts.games[SVE]} ${SVE} games (${counts.finished} played to the end), ${counts.steps} positions, ${counts.viewerChecks} viewer checks (${counts.hiddenChecked} hidden card ids checked), ${counts.probes} illegal-action probes; ${logLines.length} log lines checked\n`,
  );
});

type Body = Record<string, any>;
type Problem = { status: number; body: Body };

const post = (url: string, body: unknown) => fx.post(t, url, body);

/** Collects violations with their context, so one failing game reports all of them at once. */
class Findings {
  readonly list: string[] = [];
  add(where: string, what: string): void {
    if (this.list.length < 50) this.list.push(`${where}: ${what}`);
  }
}

const INTERNALS = /"rng"|"stack"|"secret"|"scopes"|"nextId"|sfc32|chacha20|tcg\.commit/;

/** The secrets of a position that no answer part may carry (RNG words, the server's seed). */
function secretsOf(state: Engine.GameState, seed: string): string[] {
  const salt = ((state.secret as Record<string, { salt?: string }>)['tcg.commit'])?.salt;
  return [...sec.rngWords(state), seed, ...(salt ? [salt] : [])];
}

/** Checks one answer (create or step) against the full state `S` (and `pre` / raw events of the transition). */
function checkAnswer(f: Findings, where: string, body: Body, S: Engine.GameState, pre: Engine.GameState | null, raw: readonly Engine.GameEvent[] | null, seed: string): void {
  const secrets = secretsOf(S, seed);
  // ---- top level: spectator-level; the seed and salt only in `reveal`, once the game is over (commit-reveal, issue 16)
  const { state: token, views, reveal, ...top } = body;
  if (reveal !== undefined && !S.result) f.add(where, 'the answer reveals the seed before the game is over');
  if (S.result && (reveal as { seed?: unknown } | undefined)?.seed !== seed) f.add(where, 'the finished game does not reveal its seed');
  if (typeof token !== 'string') f.add(where, 'the state is not a sealed token');
  else tokenHeads.add(token.slice(0, 12));
  const topText = JSON.stringify(top);
  if ('seed' in top) f.add(where, 'the top level carries the seed the server chose');
  if (top.legalActions !== null) f.add(where, 'sealed top-level legalActions is not null');
  if (top.decision !== null && Object.keys(top.decision).sort().join() !== 'id,kind,player,prompt,rule') f.add(where, `the top-level decision carries ${Object.keys(top.decision).join(',')}`);
  if (INTERNALS.test(topText)) f.add(where, `the top level names state internals: ${INTERNALS.exec(topText)![0]}`);
  for (const s of secrets) if (topText.includes(s)) f.add(where, `the top level contains the secret ${s}`);
  const specHidden = sec.hiddenCardIds(S, 'spectator');
  for (const id of specHidden) everHidden.add(id);
  const { events: topEvents, ...topRest } = top;
  const specVisible = sec.visibleCardIds(S, 'spectator');
  let leaked = sec.mentioned(JSON.stringify(topRest), specHidden);
  if (leaked.length) f.add(where, `the top level names hidden cards ${leaked.join(' ')}`);
  const specEvHidden = sec.minus(specHidden, pre ? sec.visibleCardIds(pre, 'spectator') : new Set(), raw ? sec.revealedInEvents(raw, 'spectator') : new Set());
  leaked = sec.mentioned(JSON.stringify(topEvents), specEvHidden);
  if (leaked.length) f.add(where, `the top-level events name hidden cards ${leaked.join(' ')}`);
  for (const u of top.status.unsupportedCards as Array<{ id: string }>) if (!specVisible.has(u.id)) f.add(where, `status.unsupportedCards names ${u.id}, not visible to a spectator`);
  if (raw && JSON.stringify(topEvents) !== JSON.stringify(engine.eventsFor(raw, 'spectator'))) f.add(where, 'the top-level events are not the spectator\'s events');
  // ---- each seat's view
  for (const p of S.players) {
    const A = p.index;
    const v = views[String(A)] as Body;
    counts.viewerChecks++;
    const hidden = sec.hiddenCardIds(S, A);
    counts.hiddenChecked += hidden.size;
    const { events, unsupportedCards, ...rest } = v;
    const text = JSON.stringify(v);
    if (INTERNALS.test(text)) f.add(where, `views[${A}] names state internals: ${INTERNALS.exec(text)![0]}`);
    for (const s of secrets) if (text.includes(s)) f.add(where, `views[${A}] contains the secret ${s}`);
    leaked = sec.mentioned(JSON.stringify(rest), hidden);
    if (leaked.length) f.add(where, `views[${A}] names cards hidden from seat ${A}: ${leaked.join(' ')}`);
    const evHidden = sec.minus(hidden, pre ? sec.visibleCardIds(pre, A) : new Set(), raw ? sec.revealedInEvents(raw, A) : new Set());
    leaked = sec.mentioned(JSON.stringify(events), evHidden);
    if (leaked.length) f.add(where, `views[${A}].events name cards hidden from seat ${A}: ${leaked.join(' ')}`);
    if (raw && JSON.stringify(events) !== JSON.stringify(engine.eventsFor(raw, A))) f.add(where, `views[${A}].events are not seat ${A}'s events`);
    // its own deck list is known to a seat; any other unsupported card must be visible to it
    const mayKnow = new Set([...sec.ownedCardIds(S, A), ...sec.visibleCardIds(S, A)]);
    for (const u of unsupportedCards as Array<{ id: string }>) if (!mayKnow.has(u.id)) f.add(where, `views[${A}].unsupportedCards names ${u.id}, which seat ${A} neither owns nor sees`);
    const decider = S.decision && !S.result ? S.decision.player : null;
    if ((v.legalActions !== null) !== (decider === A)) f.add(where, `views[${A}].legalActions is ${v.legalActions === null ? 'null for the decider' : 'listed for a non-decider'}`);
  }
}

/** A card hidden from `seat`, preferably in its opponent's hand (the likeliest thing to leak), else any. */
function hiddenInstance(S: Engine.GameState, seat: number): Engine.CardInstance | null {
  const hidden = Object.values(S.cards).filter((c) => !engine.canSee(S, seat, c.id));
  const zoneName = (c: Engine.CardInstance) => S.zones[c.zone]!.name;
  return hidden.find((c) => c.owner !== seat && zoneName(c) === 'hand') ?? hidden.find((c) => c.owner !== seat) ?? hidden[0] ?? null;
}

/** An action of `seat` that is not in the legal list and names a card hidden from it. */
function illegalActionFor(S: Engine.GameState, body: Body, seat: number): Record<string, unknown> {
  const card = hiddenInstance(S, seat)?.id ?? 'c0';
  const decider = body.status.decider as number | null;
  if (decider === null) return { type: 'endTurn', player: seat, card };
  const legal = body.views[String(decider)].legalActions as Array<Record<string, unknown>>;
  const base: Record<string, unknown> = { ...legal[0]!, player: seat };
  const key = Object.keys(base).find((k) => typeof base[k] === 'string' && S.cards[base[k] as string] !== undefined);
  const bad = { ...base, [key ?? 'card']: card };
  return legal.some((a) => engine.sameAction(a, bad)) ? { ...bad, extra: 'not-listed' } : bad;
}

/** Sends an illegal action of each seat; the refusal must be a 422 that names nothing hidden from that seat. */
async function probe(f: Findings, where: string, game: string, body: Body, S: Engine.GameState, seed: string): Promise<void> {
  for (const p of S.players) {
    const A = p.index;
    const action = illegalActionFor(S, body, A);
    const r: Problem = await post(`/v1/games/${game}/matches/step`, { state: body.state, action });
    counts.probes++;
    const code = S.result ? 'GAME_OVER' : body.status.decider === A ? 'ILLEGAL_ACTION' : 'NOT_YOUR_DECISION';
    if (r.status !== 422 || r.body.code !== code) {
      f.add(where, `illegal action of seat ${A} answered ${r.status} ${r.body.code}, not 422 ${code}: ${JSON.stringify(action)}`);
      continue;
    }
    const text = JSON.stringify(r.body);
    const leaked = sec.mentioned(text, sec.hiddenCardIds(S, A));
    if (leaked.length) f.add(where, `the refusal of seat ${A}'s illegal action names hidden cards ${leaked.join(' ')}: ${r.body.detail}`);
    if (INTERNALS.test(text)) f.add(where, `the refusal of seat ${A}'s illegal action names state internals`);
    for (const s of secretsOf(S, seed)) if (text.includes(s)) f.add(where, `the refusal of seat ${A}'s illegal action contains the secret ${s}`);
  }
}

/**
 * Plays one sealed game with a server-chosen seed; each decider picks among its own view's legal actions.
 * Returns the findings and the number of positions checked.
 */
async function playAndCheck(game: string, players: unknown, pickSeed: number, maxSteps: number, extra: Record<string, unknown> = {}): Promise<{ findings: string[]; positions: number; over: boolean }> {
  const def = engine.getGame(game);
  const pick = fx.picker(pickSeed);
  const f = new Findings();
  const drawn = serverSeeds.length;
  let res = await post(`/v1/games/${game}/matches`, { players, ...extra });
  if (res.status !== 200) throw new Error(`create ${game} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
  // the server drew exactly one seed for this game, and never told us
  if (serverSeeds.length !== drawn + 1) throw new Error(`expected the server to draw one seed, it drew ${serverSeeds.length - drawn}`);
  const seed = serverSeeds[serverSeeds.length - 1]!;
  let S = fx.unsealFrom(t, res.body.state, keyring, game);
  const keyedHash = (st: Engine.GameState) => engine.keyedStateHash(engine.compactByRef(st), keyring);
  if (keyedHash(S) !== res.body.stateHash) throw new Error('the token does not hold the answered state');
  let pre: Engine.GameState | null = null;
  let raw: readonly Engine.GameEvent[] | null = null;
  let positions = 0;
  for (let step = 0; ; step++) {
    const where = `${game} #${pickSeed} step ${step}`;
    checkAnswer(f, where, res.body, S, pre, raw, seed);
    await probe(f, where, game, res.body, S, seed);
    positions++;
    if (S.result || step >= maxSteps) break;
    const decider = res.body.status.decider as number;
    const legal = res.body.views[String(decider)].legalActions as unknown[];
    const action = legal[pick(legal.length)];
    // the same transition in the open: the full next state and the raw events (with their visibility)
    const next = engine.apply(JSON.parse(JSON.stringify(S)) as Engine.GameState, action, def);
    res = await post(`/v1/games/${game}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash });
    if (res.status !== 200) throw new Error(`${where}: step answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
    if (res.body.stateHash !== keyedHash(next.state)) throw new Error(`${where}: the sealed step and the kernel disagree on the next state`);
    pre = S;
    raw = next.events;
    S = next.state;
  }
  counts.games[game] = (counts.games[game] ?? 0) + 1;
  counts.steps += positions;
  if (S.result) counts.finished++;
  return { findings: f.list, positions, over: S.result !== null };
}

describe('sealed games leak nothing hidden (server-chosen seeds)', () => {
  it('the recorder sees the seed the server draws: an open game without a seed reports exactly the recorded one', async () => {
    const before = serverSeeds.length;
    const open = await post('/v1/games/toy/matches', { players: fx.toyPlayers(), stateMode: 'open' });
    expect(open.status).toBe(200);
    expect(serverSeeds.length).toBe(before + 1);
    expect(open.body.seed).toBe(serverSeeds[before]);
    const sealed = await post('/v1/games/toy/matches', { players: fx.toyPlayers() });
    expect(serverSeeds.length).toBe(before + 2);
    expect(sealed.body.seed).toBeUndefined();
    expect(JSON.stringify(sealed.body)).not.toContain(serverSeeds[before + 1]!);
  });

  it('the checker catches leaks: a seat handed the other seat\'s view, the raw events or the seed is reported', async () => {
    const res = await post('/v1/games/toy/matches', { players: fx.toyPlayers() });
    const S = fx.unsealFrom(t, res.body.state, keyring, 'toy');
    const seed = serverSeeds[serverSeeds.length - 1]!;
    const saved = { ...counts };
    const clean = new Findings();
    checkAnswer(clean, 'clean', res.body, S, null, null, seed);
    expect(clean.list).toEqual([]);
    const swapped = { ...res.body, views: { '0': res.body.views['1'], '1': res.body.views['0'] } };
    const f = new Findings();
    checkAnswer(f, 'swapped', swapped, S, null, null, seed);
    expect(f.list.filter((x) => /views\[0\] names cards hidden from seat 0: (A|B)\d\d/.test(x))).toHaveLength(1);
    expect(f.list.filter((x) => /views\[1\] names cards hidden from seat 1/.test(x))).toHaveLength(1);
    const rawTop = { ...res.body, events: [{ type: 'moved', cardId: [...sec.hiddenCardIds(S, 'spectator')][0] }], seed, decision: S.decision };
    const g = new Findings();
    checkAnswer(g, 'raw', rawTop, S, null, null, seed);
    expect(g.list.join('\n')).toMatch(/top-level events name hidden cards/);
    expect(g.list.join('\n')).toMatch(/carries the seed/);
    expect(g.list.join('\n')).toMatch(/top-level decision carries/);
    expect(g.list.join('\n')).toMatch(/contains the secret/);
    Object.assign(counts, saved); // these checks are not positions of a game
  });

  it(`toy: ${TOY_GAMES} random games played to the end; at every position nothing given to a seat names a card hidden from it`, async () => {
    let positions = 0;
    const all: string[] = [];
    for (let g = 0; g < TOY_GAMES; g++) {
      // every 5th game carries an unsupported card (its visibility in unsupportedCards is checked too)
      const players = fx.toyPlayers();
      const odd = g % 5 === 4;
      if (odd) players[g % 2]!.deck = [...players[g % 2]!.deck, 'X-ODD'];
      const r = await playAndCheck('toy', players, PICK_SEED + g, 3000, odd ? { allowUnsupported: true } : {});
      expect(r.over).toBe(true);
      positions += r.positions;
      all.push(...r.findings);
    }
    expect(all).toEqual([]);
    expect(counts.games.toy).toBe(TOY_GAMES);
    expect(positions).toBeGreaterThan(TOY_GAMES * 20);
  }, 240_000);

  it(`${SVE}: ${SVE_GAMES} random games (allowUnsupported), up to ${SVE_STEPS} steps each, checked the same way`, async () => {
    const res = await post(`/v1/games/${SVE}/matches`, { players: [{ deck: 'x' }, { deck: 'y' }] });
    if (res.status === 501) {
      process.stdout.write(`\nleaks: ${SVE} has no rules engine here (501): its games were skipped\n`);
      return;
    }
    const { readFileSync } = await import('node:fs');
    const decks = (JSON.parse(readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; format?: string; deck: unknown }>).filter((d) => /starter-card deck/.test(d.name));
    expect(decks.length).toBeGreaterThanOrEqual(2);
    const all: string[] = [];
    let positions = 0;
    for (let g = 0; g < SVE_GAMES; g++) {
      const players = [{ name: 'Ann', deck: decks[g % decks.length]!.deck }, { name: 'Ben', deck: decks[(g + 1) % decks.length]!.deck }];
      const r = await playAndCheck(SVE, players, PICK_SEED + 100 + g, SVE_STEPS, { allowUnsupported: true });
      positions += r.positions;
      all.push(...r.findings);
    }
    expect(all).toEqual([]);
    expect(counts.games[SVE]).toBe(SVE_GAMES);
    expect(positions).toBeGreaterThan(SVE_GAMES * Math.min(SVE_STEPS, 20));
  }, 240_000);
});

describe('logs', () => {
  it('no log line holds a state, a token, a seed or a card id of the games (pino at debug level, every request logged)', () => {
    // the capture works: the app's own lines (start-up, one per request) are here
    expect(logLines.length).toBeGreaterThan(counts.steps);
    expect(logLines.some((l) => l.includes('/v1/games/toy/matches/step'))).toBe(true);
    expect(everHidden.size).toBeGreaterThan(30);
    expect(tokenHeads.size).toBeGreaterThan(0);
    const bad: string[] = [];
    const seeds = [...serverSeeds];
    for (const line of logLines) {
      const why = [
        ...[...tokenHeads].filter((h) => line.includes(h)).map(() => 'a sealed token'),
        ...sec.mentioned(line, everHidden).map((id) => `card ${id}`),
        ...seeds.filter((s) => line.includes(s)).map(() => 'a seed'),
        ...(/"zones"|"rng"|"cards"|fnv1a64:|hmac-sha256:/.test(line) ? ['state content'] : []),
      ];
      if (why.length) bad.push(`${why.join(', ')}: ${line.slice(0, 300)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
