/**
 * Tampering properties of sealed state tokens (docs/security.md §6, item 2), with fast-check and a fixed
 * seed. Real tokens are taken from toy games at several points (setup, mulligans, mid-game, the last
 * position, a finished game; a scenario and a replay) and from a Shadowverse Evolve game (created with
 * allowUnsupported) when that engine is registered. Every mutation — random bit flips, truncation at any
 * length, appended bytes, another key id in the header, another game in the header, the same state sealed
 * by a second server with another STATE_KEYS, a standard-base64 re-encoding, spliced tokens, a token sent to
 * another game's route — is refused with a 400/401 problem document (REST and GraphQL), never a 500 and
 * never a state. An action that is not in legalActions is a 422 and changes nothing (the original token
 * still views with the same stateHash). An older token sent with a newer expectedStateHash is a 409.
 *
 * TAMPER_RUNS (default 1000) and TAMPER_SEED (default 20261121) set the size and the seed.
 */
import fc from 'fast-check';
import { compactByRef, generateKey, keyedStateHash, peekToken, sameAction, withoutLabel, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, post, registerToyGames, toyPlayers, unsealFrom } from './match-fixtures.js';
import { b64u, tokenLayout, unb64u, withGame, withKid } from './match-security.js';

const RUNS = Number(process.env.TAMPER_RUNS ?? 1000);
const SEED = Number(process.env.TAMPER_SEED ?? 20261121);
const SVE = 'shadowverse-evolve';
const KEY = generateKey();
const OLD_KEY = generateKey();
const OTHER_KEY = generateKey();
const keyring = [{ kid: 'main', key: KEY }, { kid: 'old', key: OLD_KEY }];

/** A position: its token (sealed by `app`), hash, the decider's legal actions, and the same state sealed by the other server. */
interface Position {
  label: string;
  game: string;
  token: string;
  hash: string;
  legal: Array<Record<string, unknown>>;
  decider: number | null;
  otherKeyToken?: string;
  /** Its keyed stateHash on the other server (another key: another hash of the same game). */
  otherKeyHash?: string;
}

let app: TestApp;
let other: TestApp;
const positions: Position[] = [];
/** Toy positions of one game in order (for the expectedStateHash property). */
const line: Position[] = [];
const tally = { tampered: 0, refused: 0, byStatus: new Map<string, number>(), illegal: 0, stale: 0 };

const asPosition = (label: string, game: string, body: any): Position => ({
  label,
  game,
  token: body.state,
  hash: body.stateHash,
  decider: body.status.decider,
  legal: body.status.decider === null ? [] : body.views[String(body.status.decider)].legalActions.map((a: Record<string, unknown>) => withoutLabel(a)), // bare: a label is an annotation the server ignores
});

beforeAll(async () => {
  registerToyGames();
  app = await createTestApp({ STATE_KEYS: `main:${KEY},old:${OLD_KEY}` });
  // a second server: the same key id, another key
  other = await createTestApp({ STATE_KEYS: `main:${OTHER_KEY}` });
  const URL = '/v1/games/toy/matches';
  const played: unknown[] = [];
  // two toy games, tokens kept at several points; the second server plays the same game (same seed, same actions)
  for (const [seed, pickSeed] of [['tamper-a', 1], ['tamper-b', 2]] as const) {
    const pick = picker(pickSeed);
    let a = await post(app, URL, { players: toyPlayers(), seed });
    let b = await post(other, URL, { players: toyPlayers(), seed });
    const keep = new Set([0, 1, 2, 3, 5, 8, 13, 21, 34]);
    for (let i = 0; ; i++) {
      expect(b.body.status).toEqual(a.body.status); // the same game (keyed hashes and commitment salts differ between the servers)
      const pos = { ...asPosition(`toy ${seed} step ${i}`, 'toy', a.body), otherKeyToken: b.body.state, otherKeyHash: b.body.stateHash as string };
      if (seed === 'tamper-a') line.push(pos);
      if (keep.has(i) || a.body.status.over) positions.push(pos);
      if (a.body.status.over) break;
      const legal = pos.legal;
      const action = legal[pick(legal.length)];
      if (seed === 'tamper-a') played.push(action);
      a = await post(app, `${URL}/step`, { state: a.body.state, action });
      b = await post(other, `${URL}/step`, { state: b.body.state, action });
      expect(a.status).toBe(200);
    }
  }
  const scenario = { players: [{ counters: { life: 5, energy: 3 }, flags: { turns: 2 }, zones: { hand: ['A01', 'A06'], field: ['A04'], deck: ['A05', 'A07'] } }, { counters: { life: 4, energy: 2 }, zones: { hand: ['B01'], deck: ['B06'] } }], turn: { number: 3, active: 0, phase: 'main' }, next: [{ op: 'main' }, { op: 'end' }] };
  positions.push(asPosition('toy scenario', 'toy', (await post(app, `${URL}/scenario`, { scenario })).body));
  positions.push(asPosition('toy replay', 'toy', (await post(app, `${URL}/replay`, { seed: 'tamper-a', players: toyPlayers(), actions: played.slice(0, 6) })).body));
  // Shadowverse Evolve, when its engine is registered (most cards are not implemented yet: allowUnsupported)
  const decks = JSON.parse((await import('node:fs')).readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; deck: unknown }>;
  const starters = decks.filter((d) => /starter-card deck/.test(d.name));
  const sve = await post(app, `/v1/games/${SVE}/matches`, { players: [{ deck: starters[0]!.deck }, { deck: starters[1]!.deck }], seed: 'tamper-sve', allowUnsupported: true });
  if (sve.status === 200) {
    positions.push(asPosition('sve setup', SVE, sve.body));
    const pick = picker(3);
    let r = sve;
    for (let i = 0; i < 12 && !r.body.status.over; i++) {
      const legal = r.body.views[String(r.body.status.decider)].legalActions;
      r = await post(app, `/v1/games/${SVE}/matches/step`, { state: r.body.state, action: legal[pick(legal.length)] });
      expect(r.status).toBe(200);
    }
    positions.push(asPosition('sve step 12', SVE, r.body));
  } else {
    expect(sve.status).toBe(501);
  }
}, 120_000);

afterAll(async () => {
  const statuses = [...tally.byStatus].sort().map(([k, n]) => `${k}: ${n}`).join(', ');
  process.stdout.write(
    `\ntampering: ${tally.tampered} tampered tokens sent, ${tally.refused} refused (${statuses}); ${positions.length} source tokens (${positions.filter((p) => p.game === SVE).length} ${SVE}); ${tally.illegal} illegal actions refused with the state unchanged; ${tally.stale} stale tokens refused with 409 (seed ${SEED})\n`,
  );
  await app?.close();
  await other?.close();
});

// ---------------------------------------------------------------------------------------------------------
// Sending a token
// ---------------------------------------------------------------------------------------------------------

type Via = 'step' | 'view' | 'graphql-step' | 'graphql-view';

/** Sends `token` to `game`'s route; answers the status and the problem document (REST or GraphQL). */
async function send(via: Via, game: string, token: string, pos: Position): Promise<{ status: number; problem: any; data: unknown }> {
  const action = pos.legal[0] ?? { type: 'endTurn', player: 0 };
  if (via === 'step' || via === 'view') {
    const r = await post(app, `/v1/games/${game}/matches/${via}`, via === 'step' ? { state: token, action } : { state: token, player: 'spectator' });
    return { status: r.status, problem: r.status >= 400 ? r.body : null, data: r.status < 400 ? r.body : null };
  }
  const query = via === 'graphql-step'
    ? 'mutation($g: String!, $s: JSON!, $a: JSON!) { stepMatch(game: $g, state: $s, action: $a) { stateHash } }'
    : 'query($g: String!, $s: JSON!) { matchView(game: $g, state: $s, player: "spectator") }';
  const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { g: game, s: token, a: action } }, headers: { 'content-type': 'application/json' } });
  const body = JSON.parse(res.body);
  const problem = body.errors?.[0]?.extensions?.problem ?? null;
  return { status: problem?.status ?? res.statusCode, problem, data: body.data?.stepMatch ?? body.data?.matchView ?? null };
}

const TOKEN_PROBLEMS = new Set(['invalid-state-token', 'state-token-rejected', 'wrong-game', 'validation'].map((s) => `https://tcg-rules.dev/problems/${s}`));

// ---------------------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------------------

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'flipMany'; ats: number[] }
  | { kind: 'truncate'; at: number }
  | { kind: 'truncateText'; at: number }
  | { kind: 'append'; bytes: Uint8Array }
  | { kind: 'splice'; at: number; len: number }
  | { kind: 'kid'; kid: string }
  | { kind: 'headerGame'; game: string }
  | { kind: 'otherKey' }
  | { kind: 'otherRoute'; game: string }
  | { kind: 'reencode' }
  | { kind: 'mix'; with: number }
  | { kind: 'garbage'; text: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flipMany' as const), ats: fc.array(fc.nat(), { minLength: 2, maxLength: 8 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('truncateText' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('append' as const), bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('splice' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('kid' as const), kid: fc.constantFrom('old', 'nobody', 'mai', 'main2', 'MAIN', 'x'.repeat(64)) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('headerGame' as const), game: fc.constantFrom('toy-two', SVE, 'toy', 'pso2', 'x') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('otherKey' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('otherRoute' as const), game: fc.constantFrom('toy-two', SVE, 'toy') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reencode' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('mix' as const), with: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('garbage' as const), text: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('VENHUw', 'VENHUwEB', '', 'A'.repeat(4001), 'VENHUwEBBG1haW4DdG95AAAAAA')) }) },
);

/** The mutated token and the route game, or null when the mutation does not apply (changes nothing). */
function mutate(pos: Position, m: Mutation): { token: string; game: string; expect?: { status: number; code?: string } } | null {
  const bytes = unb64u(pos.token);
  const { headerEnd } = tokenLayout(pos.token);
  const same = (token: string) => (token === pos.token ? null : { token, game: pos.game });
  switch (m.kind) {
    case 'flip': {
      const b = Buffer.from(bytes);
      const at = m.at % b.length;
      b[at]! ^= 1 << m.bit;
      // past the header (iv, ciphertext, tag), a flip can only fail authentication
      return { token: b64u(b), game: pos.game, ...(at >= headerEnd ? { expect: { status: 401, code: 'TOKEN_TAMPERED' } } : {}) };
    }
    case 'flipMany': {
      const b = Buffer.from(bytes);
      for (const at of new Set(m.ats.map((x) => x % b.length))) b[at]! ^= 0x5a;
      return same(b64u(b));
    }
    case 'truncate':
      return { token: b64u(bytes.subarray(0, m.at % bytes.length)), game: pos.game };
    case 'truncateText':
      return { token: pos.token.slice(0, m.at % pos.token.length), game: pos.game };
    case 'append':
      return { token: b64u(Buffer.concat([bytes, Buffer.from(m.bytes)])), game: pos.game, expect: { status: 400, code: 'TOKEN_MALFORMED' } };
    case 'splice': {
      const at = m.at % bytes.length;
      return same(b64u(Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + m.len)])));
    }
    case 'kid':
      return { token: withKid(pos.token, m.kid), game: pos.game, expect: m.kid === 'old' || m.kid === 'main' ? { status: 401, code: 'TOKEN_TAMPERED' } : { status: 401, code: 'TOKEN_UNKNOWN_KEY' } };
    case 'headerGame': {
      if (m.game === pos.game) return null;
      // the route follows the header: the header is authenticated, so this is a forgery, not another game's token
      return { token: withGame(pos.token, m.game), game: m.game === 'x' || m.game === 'pso2' ? pos.game : m.game, expect: m.game === 'x' || m.game === 'pso2' ? { status: 400, code: 'TOKEN_WRONG_GAME' } : { status: 401, code: 'TOKEN_TAMPERED' } };
    }
    case 'otherKey':
      return pos.otherKeyToken ? { token: pos.otherKeyToken, game: pos.game, expect: { status: 401, code: 'TOKEN_TAMPERED' } } : null;
    case 'otherRoute':
      return m.game === pos.game ? null : { token: pos.token, game: m.game, expect: { status: 400, code: 'TOKEN_WRONG_GAME' } };
    case 'reencode': {
      const std = bytes.toString('base64');
      return std === pos.token ? null : { token: std, game: pos.game, expect: { status: 400, code: 'TOKEN_MALFORMED' } };
    }
    case 'mix': {
      const donor = positions[m.with % positions.length]!;
      if (donor.token === pos.token) return null;
      const d = unb64u(donor.token);
      const mixed = b64u(Buffer.concat([bytes.subarray(0, headerEnd), d.subarray(tokenLayout(donor.token).headerEnd)]));
      // equal headers (same key id, game and payload length: likelier with by-reference payloads) give back the donor itself, a genuine token
      return mixed === donor.token ? null : same(mixed);
    }
    case 'garbage':
      return same(m.text);
  }
}

describe('tampered sealed tokens (property, fast-check)', () => {
  it('the source tokens are real: each opens with the key and answers its stateHash', async () => {
    expect(positions.length).toBeGreaterThanOrEqual(13);
    for (const p of positions) {
      expect(keyedStateHash(compactByRef(unsealFrom(app, p.token, keyring, p.game)), keyring)).toBe(p.hash);
      expect(peekToken(p.token)).toMatchObject({ kid: 'main', game: p.game });
      const v = await post(app, `/v1/games/${p.game}/matches/view`, { state: p.token, player: 'spectator' });
      expect({ label: p.label, status: v.status, hash: v.body.stateHash }).toEqual({ label: p.label, status: 200, hash: p.hash });
    }
    expect(positions.some((p) => p.decider === null)).toBe(true); // a finished game is among them
  });

  it(`every mutation of a token is refused with 400/401 (never 500, never a state): ${RUNS} cases`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutationArb, fc.constantFrom<Via>('step', 'step', 'view', 'graphql-step', 'graphql-view'), async (i, m, via) => {
        const pos = positions[i % positions.length]!;
        const mutated = mutate(pos, m);
        fc.pre(mutated !== null);
        const { token, game, expect: want } = mutated!;
        tally.tampered++;
        const r = await send(via, game, token, pos);
        const where = `${pos.label}, ${m.kind} ${JSON.stringify(m).slice(0, 120)} via ${via} to ${game}: ${r.status} ${JSON.stringify(r.problem).slice(0, 300)}`;
        if (r.data !== null || (r.status !== 400 && r.status !== 401)) throw new Error(`not refused with 400/401: ${where}`);
        if (!TOKEN_PROBLEMS.has(r.problem?.type)) throw new Error(`unexpected problem type: ${where}`);
        if (typeof r.problem.detail !== 'string' || r.problem.detail.length < 10) throw new Error(`no useful detail: ${where}`);
        if (want && (r.status !== want.status || (want.code && r.problem.code !== want.code))) throw new Error(`expected ${want.status} ${want.code}: ${where}`);
        tally.refused++;
        const key = `${r.status} ${r.problem.code ?? r.problem.type.split('/').pop()}`;
        tally.byStatus.set(key, (tally.byStatus.get(key) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(tally.refused).toBe(tally.tampered);
    expect(tally.tampered).toBeGreaterThanOrEqual(Math.floor(RUNS * 0.9));
    // the interesting refusals all occurred
    for (const k of ['401 TOKEN_TAMPERED', '401 TOKEN_UNKNOWN_KEY', '400 TOKEN_WRONG_GAME', '400 TOKEN_MALFORMED', '400 TOKEN_TRUNCATED']) expect(tally.byStatus.get(k) ?? 0).toBeGreaterThan(0);
  }, 120_000);

  // KNOWN BUG (reported; docs/security.md §6): the codec decodes base64url leniently, so a token whose last
  // character differs only in its unused low bits decodes to the same bytes and is accepted: two different
  // token strings for one sealed state. Harmless for integrity (the bytes are authenticated), but a referee
  // that remembers used tokens by their text can be fooled. Fix: libs/engine/src/codec/sealed.ts
  // fromB64url refuses non-canonical text (`b64url(buf) !== s`). `it.failing` until then; then make it `it`.
  it('a non-canonical encoding of the same bytes (unused low bits of the last character set) is refused', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const candidates = positions.filter((p) => p.token.length % 4 !== 0);
    expect(candidates.length).toBeGreaterThan(0);
    for (const p of candidates) {
      const last = alphabet.indexOf(p.token[p.token.length - 1]!);
      const twin = p.token.slice(0, -1) + alphabet[last ^ 1];
      expect(unb64u(twin).equals(unb64u(p.token))).toBe(true); // the same bytes
      const r = await send('view', p.game, twin, p);
      expect({ label: p.label, status: r.status }).toEqual({ label: p.label, status: 400 });
    }
  });

  it('the same state sealed by a server with another key (same key id) is 401 here, and opens there', async () => {
    for (const p of positions.filter((x) => x.otherKeyToken)) {
      const r = await send('step', 'toy', p.otherKeyToken!, p);
      expect({ status: r.status, code: r.problem?.code }).toEqual({ status: 401, code: 'TOKEN_TAMPERED' });
      const there = await post(other, '/v1/games/toy/matches/view', { state: p.otherKeyToken, player: 'spectator' });
      expect(there.body.stateHash).toBe(p.otherKeyHash); // opens there, with that server's keyed hash
      expect(there.body.stateHash).not.toBe(p.hash); // another key, another public hash (issue 16: keyed hashes)
    }
  });
});

describe('illegal actions and stale tokens (property, fast-check)', () => {
  /** An action that is not listed: another seat, another card, an extra key, another type, a changed value. */
  const actionArb = fc.record({
    how: fc.constantFrom('seat', 'card', 'extra', 'type', 'value', 'random'),
    at: fc.nat(),
    type: fc.constantFrom('play', 'attack', 'endTurn', 'choose', 'pick', 'done', 'next', 'evolve', 'noop', 'pass', 'mulligan'),
    value: fc.oneof(fc.constantFrom<unknown>('keep', 'mulligan', 'c1', 'c9999', 0, -1, 2 ** 31, null, true, [], {}), fc.string({ maxLength: 10 })),
  });

  function illegal(pos: Position, state: GameState, a: { how: string; at: number; type: string; value: unknown }): Record<string, unknown> {
    const base = pos.legal[a.at % Math.max(1, pos.legal.length)] ?? { type: 'endTurn', player: 0 };
    const instances = Object.keys(state.cards);
    switch (a.how) {
      case 'seat':
        return { ...base, player: 1 - (base.player as number) };
      case 'card': {
        const key = Object.keys(base).find((k) => typeof base[k] === 'string' && state.cards[base[k] as string]) ?? 'card';
        return { ...base, [key]: instances[a.at % instances.length] };
      }
      case 'extra':
        return { ...base, extra: a.value as never };
      case 'type':
        return { ...base, type: a.type };
      case 'value': {
        const key = Object.keys(base).find((k) => k !== 'type' && k !== 'player') ?? 'option';
        return { ...base, [key]: a.value as never };
      }
      default:
        return { type: a.type, player: a.at % 2, card: instances[a.at % instances.length], option: a.value as never };
    }
  }

  it(`an action not in legalActions is a 422 and changes nothing: the original token still views with the same stateHash`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), actionArb, async (i, a) => {
        const pos = positions[i % positions.length]!;
        const state = unsealFrom(app, pos.token, keyring, pos.game);
        const action = illegal(pos, state, a);
        fc.pre(action.type !== 'concede' && !pos.legal.some((l) => sameAction(l, action)));
        const r = await post(app, `/v1/games/${pos.game}/matches/step`, { state: pos.token, action, expectedStateHash: pos.hash });
        const where = `${pos.label}: ${JSON.stringify(action)} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
        if (r.status !== 422 || r.body.type !== 'https://tcg-rules.dev/problems/illegal-action') throw new Error(`not a 422 illegal-action: ${where}`);
        const code = pos.decider === null ? 'GAME_OVER' : action.player === pos.decider ? 'ILLEGAL_ACTION' : 'NOT_YOUR_DECISION';
        if (r.body.code !== code) throw new Error(`expected ${code}: ${where}`);
        if (!/The state is unchanged/.test(r.body.detail)) throw new Error(`the detail does not say the state is unchanged: ${where}`);
        const again = await post(app, `/v1/games/${pos.game}/matches/view`, { state: pos.token, player: 'spectator' });
        if (again.body.stateHash !== pos.hash) throw new Error(`the state changed: ${where}`);
        tally.illegal++;
      }),
      { seed: SEED + 1, numRuns: Math.max(20, Math.round(RUNS / 4)) },
    );
    expect(tally.illegal).toBeGreaterThanOrEqual(Math.round(RUNS / 8));
  }, 120_000);

  it('an older token sent with a newer expectedStateHash is a 409 naming both hashes; with its own hash it steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.integer({ min: 1, max: 40 }), async (i, gap) => {
        const older = line[i % (line.length - 1)]!;
        const newer = line[Math.min(line.length - 1, line.indexOf(older) + gap)]!;
        fc.pre(newer.hash !== older.hash && older.legal.length > 0);
        const r = await post(app, '/v1/games/toy/matches/step', { state: older.token, action: older.legal[0], expectedStateHash: newer.hash });
        if (r.status !== 409 || r.body.type !== 'https://tcg-rules.dev/problems/state-hash-mismatch') throw new Error(`${older.label} with ${newer.label}'s hash: ${r.status} ${JSON.stringify(r.body)}`);
        expect(r.body).toMatchObject({ expected: newer.hash, actual: older.hash });
        tally.stale++;
      }),
      { seed: SEED + 2, numRuns: 40 },
    );
    expect(tally.stale).toBeGreaterThanOrEqual(30);
    const first = line[0]!;
    const ok = await post(app, '/v1/games/toy/matches/step', { state: first.token, action: first.legal[0], expectedStateHash: first.hash });
    expect(ok.status).toBe(200);
  }, 60_000);
});
