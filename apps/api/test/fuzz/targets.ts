/**
 * The fuzz harness: what to fuzz (a table of REST routes and GraphQL operations, each with a VALID request
 * to start from), how to mutate it (fast-check arbitraries), and what every answer must satisfy.
 *
 * Adding a route is one line in REST_ROUTES / GRAPHQL_OPS. The match routes take their starting bodies
 * (real sealed tokens, open states, legal and illegal actions, broken states) from ./match-targets.ts,
 * prepared by `prepareMatchFuzz` once the app runs; their tampering and leak properties are in
 * match-tampering.e2e.spec.ts and match-leaks.e2e.spec.ts.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { encodeCursor } from '../../../../libs/catalog/src/repository.js';
import { MATCH_GAMES, matchBody, matchVariables } from './match-targets.js';

export const GAMES = ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] as const;
export const ADMIN_TOKEN = 'fuzz-admin-token-0123456789';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

// ---------------------------------------------------------------------------------------------------------
// Valid seeds (real data from the shipped catalogs)
// ---------------------------------------------------------------------------------------------------------

const exampleDeck = (game: string): Json =>
  (JSON.parse(readFileSync(`libs/catalog/data/${game}.decks.json`, 'utf8')) as Array<{ deck: Json }>)[0]!.deck;
const cardIds = (game: string): string[] => (JSON.parse(readFileSync(`libs/catalog/data/${game}.cards.json`, 'utf8')) as Array<{ id: string }>).slice(0, 3).map((c) => c.id);

export const SEED_DECK: Record<string, Json> = Object.fromEntries(GAMES.map((g) => [g, exampleDeck(g)]));
export const SEED_IDS: string[] = GAMES.flatMap(cardIds);
const SEED_CARD = { id: 'FUZZ-0001', name: 'ファズ', type: 'キャラ', cost: 1, attack: 1, defense_or_hp: 1, text: '', traits: ['テスト'] };

// ---------------------------------------------------------------------------------------------------------
// The targets
// ---------------------------------------------------------------------------------------------------------

export interface RestRoute {
  name: string;
  method: 'GET' | 'POST';
  /** Path template: `:game` and `:id` are filled in (valid values mostly, hostile ones sometimes). */
  path: string;
  /** A valid query string to mutate. */
  query?: Record<string, string>;
  /** A valid JSON body to mutate (a function when it depends on the game; `variant` picks one of several). */
  body?: Json | ((game: string, variant: number) => Json);
  /** Valid `:game` values (default: the five games), e.g. the games with a rules engine for match routes. */
  games?: readonly string[];
  /** How bodies are made, drawn uniformly (default: mostly mutated JSON). Routes whose starting bodies are already hostile send more of them unchanged. */
  kinds?: ReadonlyArray<'json' | 'text' | 'garbage' | 'valid'>;
  /** Valid non-JSON bodies (content type -> text). */
  textBodies?: Array<[string, string]>;
  /** Send the admin token (right, wrong or none). */
  admin?: boolean;
  /** Share of the run count (heavy routes get fewer cases). */
  weight?: number;
}

/** Match bodies start from hostile variants (./match-targets.ts): send many of them unchanged. */
const MATCH_KINDS = ['valid', 'valid', 'valid', 'json', 'json', 'json', 'text', 'garbage'] as const;

export const REST_ROUTES: RestRoute[] = [
  { name: 'GET /v1/games', method: 'GET', path: '/v1/games' },
  { name: 'GET /v1/games/{game}', method: 'GET', path: '/v1/games/:game' },
  {
    name: 'GET /v1/games/{game}/cards',
    method: 'GET',
    path: '/v1/games/:game/cards',
    query: { q: 'ア', type: 'フォロワー', class: 'エルフ', title: 'x', set: 'BP01', cost: '2', limit: '5', cursor: encodeCursor('BP01-001') },
  },
  { name: 'GET /v1/games/{game}/cards/{id}', method: 'GET', path: '/v1/games/:game/cards/:id' },
  { name: 'GET /v1/games/{game}/cards/export', method: 'GET', path: '/v1/games/:game/cards/export', weight: 0.1 },
  {
    name: 'POST /v1/games/{game}/cards/import',
    method: 'POST',
    path: '/v1/games/:game/cards/import',
    body: [SEED_CARD, { ...SEED_CARD, id: 'FUZZ-0002', name: 'ファズ2' }],
    textBodies: [
      ['application/x-ndjson', `${JSON.stringify(SEED_CARD)}\n${JSON.stringify({ ...SEED_CARD, id: 'FUZZ-0003' })}\n`],
      ['text/csv', 'id,name,type,traits,cost,attack,defense_or_hp,text\nFUZZ-0004,"カンマ,入り",キャラ,剣士|魔法,2,3,4,"【自】テスト"\n'],
    ],
    admin: true,
    weight: 0.5,
  },
  { name: 'POST /v1/games/{game}/decks/validate', method: 'POST', path: '/v1/games/:game/decks/validate', body: (g) => ({ deck: SEED_DECK[g] ?? {}, format: 'standard', asOf: '2026-11-21', options: {} }) },
  { name: 'POST /v1/games/{game}/decks/convert', method: 'POST', path: '/v1/games/:game/decks/convert', body: (g) => ({ deck: SEED_DECK[g] ?? {}, withNames: true, to: 'text' }) },
  { name: 'GET /v1/games/{game}/decks/examples', method: 'GET', path: '/v1/games/:game/decks/examples', weight: 0.3 },
  { name: 'GET /v1/games/{game}/formats', method: 'GET', path: '/v1/games/:game/formats' },
  { name: 'GET /health', method: 'GET', path: '/health', weight: 0.3 },
  { name: 'GET /ready', method: 'GET', path: '/ready', weight: 0.3 },
  // Match API: bodies from ./match-targets.ts (sealed tokens, open states, legal/illegal actions, broken states)
  { name: 'POST /v1/games/{game}/matches', method: 'POST', path: '/v1/games/:game/matches', games: MATCH_GAMES, kinds: MATCH_KINDS, body: (g, v) => matchBody('create', g, v), weight: 0.25 },
  { name: 'POST /v1/games/{game}/matches/step', method: 'POST', path: '/v1/games/:game/matches/step', games: MATCH_GAMES, kinds: MATCH_KINDS, body: (g, v) => matchBody('step', g, v), weight: 0.6 },
  { name: 'POST /v1/games/{game}/matches/view', method: 'POST', path: '/v1/games/:game/matches/view', games: MATCH_GAMES, kinds: MATCH_KINDS, body: (g, v) => matchBody('view', g, v), weight: 0.3 },
  { name: 'POST /v1/games/{game}/matches/scenario', method: 'POST', path: '/v1/games/:game/matches/scenario', games: MATCH_GAMES, kinds: MATCH_KINDS, body: (g, v) => matchBody('scenario', g, v), weight: 0.25 },
  { name: 'POST /v1/games/{game}/matches/replay', method: 'POST', path: '/v1/games/:game/matches/replay', games: MATCH_GAMES, kinds: MATCH_KINDS, body: (g, v) => matchBody('replay', g, v), weight: 0.15 },
  { name: 'GET /v1/games/{game}/coverage', method: 'GET', path: '/v1/games/:game/coverage', games: MATCH_GAMES, weight: 0.05 },
  { name: 'GET /v1/schema/abilities', method: 'GET', path: '/v1/schema/abilities', query: { game: 'toy' }, weight: 0.05 },
];

export interface GraphQLOp {
  name: string;
  query: string;
  variables: (game: string, variant: number) => Record<string, Json>;
  /** Valid `game` values (default: the five games). */
  games?: readonly string[];
  /** How requests are made, drawn uniformly (default: mostly mutated variables). */
  kinds?: ReadonlyArray<'variables' | 'query' | 'literal' | 'envelope' | 'valid'>;
  admin?: boolean;
  weight?: number;
}

const MATCH_OP_KINDS = ['valid', 'valid', 'valid', 'variables', 'variables', 'variables', 'query', 'literal', 'envelope'] as const;
const MATCH_FIELDS = 'game mode state stateHash versions status { turn phase decider over winner result reason seq unsupportedCards { id name text } summary } decision legalActions events views seed applied';

export const GRAPHQL_OPS: GraphQLOp[] = [
  { name: 'gameList', query: '{ gameList { slug name deckSections { name min max } catalog { cards version } } }', variables: () => ({}) },
  { name: 'game', query: 'query($game: String!) { game(game: $game) { slug cardTypes { type sections } } }', variables: (g) => ({ game: g }) },
  {
    name: 'cards',
    query: 'query($game: String!, $f: CardSearchInput) { cards(game: $game, filter: $f) { total nextCursor items { id name cost flags { token } extra } } }',
    variables: (g) => ({ game: g, f: { q: 'ア', limit: 5, cost: 1, cursor: encodeCursor('A') } }),
  },
  { name: 'card', query: 'query($game: String!, $id: String!) { card(game: $game, id: $id) { id name text abilities } }', variables: (g) => ({ game: g, id: SEED_IDS[GAMES.indexOf(g as (typeof GAMES)[number]) * 3] ?? 'x' }) },
  {
    name: 'validateDeck',
    query: 'query($game: String!, $deck: JSON!, $format: String, $asOf: String, $options: JSON) { validateDeck(game: $game, deck: $deck, format: $format, asOf: $asOf, options: $options) { legal format counts errors { code rule section cards } warnings { code } } }',
    variables: (g) => ({ game: g, deck: SEED_DECK[g] ?? {}, format: 'standard', asOf: '2026-11-21', options: {} }),
  },
  { name: 'formats', query: 'query($game: String!) { formats(game: $game) { id options sections restrictions { id entries { card limit } } } }', variables: (g) => ({ game: g }) },
  { name: 'exampleDecks', query: 'query($game: String!) { exampleDecks(game: $game) { name legal playable errors { code } } }', variables: (g) => ({ game: g }), weight: 0.3 },
  { name: 'importCards', query: 'mutation($game: String!, $cards: JSON!) { importCards(game: $game, cards: $cards) { created updated version } }', variables: (g) => ({ game: g, cards: [{ ...SEED_CARD, id: 'FUZZ-GQL-1' }] }), admin: true, weight: 0.5 },
  // Match API: variables from ./match-targets.ts (the REST bodies as arguments)
  {
    name: 'createMatch',
    query: `mutation($game: String!, $players: JSON!, $seed: JSON, $format: String, $options: JSON, $stateMode: String, $allowUnsupported: Boolean) { createMatch(game: $game, players: $players, seed: $seed, format: $format, options: $options, stateMode: $stateMode, allowUnsupported: $allowUnsupported) { ${MATCH_FIELDS} } }`,
    variables: (g, v) => matchVariables('create', g, v),
    games: MATCH_GAMES,
    kinds: MATCH_OP_KINDS,
    weight: 0.2,
  },
  { name: 'stepMatch', query: `mutation($game: String!, $action: JSON!, $expectedStateHash: String, $state: JSON!) { stepMatch(game: $game, state: $state, action: $action, expectedStateHash: $expectedStateHash) { ${MATCH_FIELDS} } }`, variables: (g, v) => matchVariables('step', g, v), games: MATCH_GAMES, kinds: MATCH_OP_KINDS, weight: 0.4 },
  { name: 'matchView', query: 'query($game: String!, $player: JSON!, $state: JSON!) { matchView(game: $game, state: $state, player: $player) }', variables: (g, v) => matchVariables('view', g, v), games: MATCH_GAMES, kinds: MATCH_OP_KINDS, weight: 0.2 },
  {
    name: 'replayMatch',
    query: `query($game: String!, $seed: JSON!, $players: JSON!, $actions: JSON!, $upTo: Int, $stateMode: String, $allowUnsupported: Boolean) { replayMatch(game: $game, seed: $seed, players: $players, actions: $actions, upTo: $upTo, stateMode: $stateMode, allowUnsupported: $allowUnsupported) { stateHash applied status { over seq } } }`,
    variables: (g, v) => matchVariables('replay', g, v),
    games: MATCH_GAMES,
    kinds: MATCH_OP_KINDS,
    weight: 0.15,
  },
  { name: 'scenarioMatch', query: `query($game: String!, $scenario: JSON!, $stateMode: String, $allowUnsupported: Boolean) { scenarioMatch(game: $game, scenario: $scenario, stateMode: $stateMode, allowUnsupported: $allowUnsupported) { ${MATCH_FIELDS} } }`, variables: (g, v) => matchVariables('scenario', g, v), games: MATCH_GAMES, kinds: MATCH_OP_KINDS, weight: 0.2 },
  { name: 'gameCoverage + abilitySchema', query: 'query($game: String!) { gameCoverage(game: $game) { coverageSource byStatus { total implemented } } abilitySchema(game: $game) }', variables: (g) => ({ game: g }), games: MATCH_GAMES, weight: 0.05 },
];

// ---------------------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------------------

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The first `n` code points (never half a surrogate pair, which encodeURIComponent refuses). */
const cut = (s: string, n: number): string => Array.from(s).slice(0, n).join('');

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    'null',
    'true',
    '\u0000',
    '\uFFFF',
    '\uFEFF',
    '\u202E',
    '🃏'.repeat(50),
    'ア'.repeat(300),
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '"; DROP TABLE "Card"; --',
    '../../../etc/passwd',
    '%00',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'BP01-001',
    'AL/PR-0001',
    'standard',
    'crossover',
    '2026-11-21',
    '9999-99-99',
    '# main\n3 BP01-001\n-3 BP01-002',
    '# sideboard\n1 x',
    '1'.repeat(400),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -3, 4, 1000, 1001, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, -1e300, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays nested around the JSON depth limit (64). */
const deepValue = fc.integer({ min: 60, max: 70 }).map((d) => JSON.parse(`${'['.repeat(d)}1${']'.repeat(d)}`) as Json);

const bigList = fc.integer({ min: 490, max: 520 }).map((n) => Array.from({ length: n }, (_, i) => ({ id: `X-${i}`, count: 1 })) as Json);

export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], { id: null }, { id: 'BP01-001', count: -1 }, { id: 'BP01-001', count: 1.5 }, { count: 3 }), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 3 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: bigList, weight: 1 },
);

const hostileKey = fc.oneof(
  { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 4 },
  {
    arbitrary: fc.constantFrom('toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'polluted', '', ' ', 'deck', 'main', 'leader', 'evolve', 'sections', 'format', 'options', 'asOf', 'id', 'count', 'name', 'query', 'variables', 'limit'),
    weight: 4,
  },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
);

// ---------------------------------------------------------------------------------------------------------
// JSON mutation
// ---------------------------------------------------------------------------------------------------------

type Path = Array<string | number>;

function allPaths(v: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (out.length > 300) return out;
  if (Array.isArray(v)) v.forEach((x, i) => allPaths(x, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) allPaths(v[k]!, [...prefix, k], out);
  return out;
}

/** Sets an own, enumerable property, even `__proto__` (so JSON.stringify writes it as a key). */
function defineOwn(obj: object, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function cloneJson(v: Json): Json {
  if (Array.isArray(v)) return v.map(cloneJson);
  if (v && typeof v === 'object') {
    const out = {};
    for (const k of Object.keys(v)) defineOwn(out, k, cloneJson(v[k]!));
    return out as Json;
  }
  return v;
}

interface Mutation {
  op: 'replace' | 'delete' | 'addKey' | 'wrap' | 'duplicate' | 'protoPayload';
  at: number;
  key: string;
  value: Json;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'replace', 'delete', 'addKey', 'addKey', 'wrap', 'duplicate', 'protoPayload'),
  at: fc.nat(),
  key: hostileKey,
  value: hostileValue,
});

function applyMutation(root: Json, m: Mutation): Json {
  const paths = allPaths(root);
  const path = paths[m.at % paths.length]!;
  // never place the generated value itself: it may be used by another mutation (cycles) or by shrinking
  const value = cloneJson(m.value);
  const payload = m.op === 'protoPayload' ? (JSON.parse('{"polluted":"yes","isAdmin":true}') as Json) : value;
  const transform = (v: Json): Json | undefined => {
    switch (m.op) {
      case 'replace':
        return value;
      case 'delete':
        return undefined;
      case 'wrap':
        return [v];
      case 'duplicate':
        return Array.isArray(v) ? [...v, ...v] : v;
      case 'addKey':
      case 'protoPayload': {
        const target = v && typeof v === 'object' && !Array.isArray(v) ? v : {};
        defineOwn(target, m.op === 'protoPayload' ? (m.at % 2 ? '__proto__' : 'constructor') : m.key, m.op === 'protoPayload' && m.at % 2 === 0 ? { prototype: payload } : payload);
        return target;
      }
    }
  };
  if (path.length === 0) return transform(root) ?? null;
  let parent: Json = root;
  for (const p of path.slice(0, -1)) parent = (parent as Record<string, Json>)[p as string]!;
  const last = path[path.length - 1]!;
  const next = transform((parent as Record<string, Json>)[last as string]!);
  if (Array.isArray(parent)) {
    if (next === undefined) parent.splice(last as number, 1);
    else parent[last as number] = next;
  } else if (parent && typeof parent === 'object') {
    if (next === undefined) delete (parent as Record<string, Json>)[last as string];
    else defineOwn(parent, last as string, next);
  }
  return root;
}

/** A valid JSON value with 1 to 3 mutations. */
export function mutatedJson(seed: Json): fc.Arbitrary<Json> {
  return fc.array(mutationArb, { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce((acc, m) => applyMutation(acc, m), cloneJson(seed)));
}

/** Text-level damage to a (JSON) text: splices, truncation, huge number literals, duplicate keys. */
export function mutatedText(seed: string): fc.Arbitrary<string> {
  const edit = fc.oneof(
    fc.tuple(fc.constant('insert' as const), fc.nat(), fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('{', '}', '[', ']', '"', '\\', ',', ':', '\\u0000', '\\ud800', '1e400', '-0', '123456789012345678901234567890', 'NaN', '"__proto__":{"polluted":1},', '"deck":1,'))),
    fc.tuple(fc.constant('delete' as const), fc.nat(), fc.integer({ min: 1, max: 20 }).map(String)),
    fc.tuple(fc.constant('truncate' as const), fc.nat(), fc.constant('')),
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    let s = seed;
    for (const [kind, at, text] of edits) {
      const i = s.length ? at % (s.length + 1) : 0;
      if (kind === 'insert') s = s.slice(0, i) + text + s.slice(i);
      else if (kind === 'delete') s = s.slice(0, i) + s.slice(i + Number(text));
      else s = s.slice(0, i);
    }
    return s;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

export interface FuzzRequest {
  target: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const gameArb = fc.oneof(
  { arbitrary: fc.constantFrom(...GAMES), weight: 8 },
  { arbitrary: hostileString.map((s) => encodeURIComponent(cut(s, 90))), weight: 1 },
  { arbitrary: fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%E0%A4%A', 'SHADOWVERSE-EVOLVE', 'pso2%20', '__proto__', 'constructor'), weight: 1 },
);

const idArb = fc.oneof(
  { arbitrary: fc.constantFrom(...SEED_IDS).map(encodeURIComponent), weight: 4 },
  { arbitrary: hostileString.map((s) => encodeURIComponent(cut(s, 120))), weight: 3 },
  { arbitrary: fc.constantFrom('%E0%A4%A', '%', '%2F%2F', '..%2F..%2Fetc%2Fpasswd', 'export', 'import', '%00', 'x'.repeat(64), 'x'.repeat(65), 'x'.repeat(101)), weight: 1 },
);

const contentTypeArb = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 14 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-ndjson',
      'text/csv',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/vnd.api+json',
      '',
    ),
    weight: 3,
  },
);

const authArb = fc.constantFrom<Record<string, string>>(
  { authorization: `Bearer ${ADMIN_TOKEN}` },
  { authorization: `Bearer ${ADMIN_TOKEN}` },
  {},
  { authorization: 'Bearer wrong-wrong-wrong-wrong' },
  { authorization: `Basic ${ADMIN_TOKEN}` },
  { 'x-admin-token': `${ADMIN_TOKEN} ` },
  { authorization: 'Bearer ' + 'x'.repeat(4000) },
);

const rawQueryJunk = fc.constantFrom('%', '%zz', '&&&', '=', '==', '%E0%A4%A', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__=1', 'a[b][c]=1', 'limit[]=1', 'q=%00', '');

/** A query string: the valid one mutated (values, keys, duplicates, junk). */
function queryArb(seed: Record<string, string> | undefined): fc.Arbitrary<string> {
  const base = Object.entries(seed ?? {});
  return fc
    .record({
      drop: fc.array(fc.nat(), { maxLength: 3 }),
      replace: fc.array(fc.tuple(fc.nat(), hostileString), { maxLength: 3 }),
      add: fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'limit', 'cost', 'q')), hostileString), { maxLength: 3 }),
      junk: fc.option(rawQueryJunk),
      keepAll: fc.boolean(),
    })
    .map(({ drop, replace, add, junk, keepAll }) => {
      let pairs = base.map(([k, v]) => [k, v] as [string, string]);
      if (!keepAll && pairs.length) {
        for (const d of drop) pairs.splice(d % pairs.length, 1);
        if (!pairs.length) pairs = [];
      }
      for (const [i, v] of replace) if (pairs.length) pairs[i % pairs.length] = [pairs[i % pairs.length]![0], cut(v, 300)];
      for (const [k, v] of add) pairs.push([k, cut(v, 300)]);
      const qs = pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`);
      if (junk) qs.push(junk);
      return qs.join('&');
    });
}

function fillPath(path: string, game: string, id: string): string {
  return path.replace(':game', game).replace(':id', id);
}

export function restRequests(route: RestRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      game: route.games ? fc.oneof({ arbitrary: fc.constantFrom(...route.games), weight: 9 }, { arbitrary: gameArb, weight: 1 }) : gameArb,
      id: idArb,
      query: route.query || route.method === 'GET' ? queryArb(route.query) : fc.constant(''),
      kind: fc.constantFrom(...(route.kinds ?? (['json', 'json', 'json', 'text', 'garbage', 'valid'] as const))),
      auth: route.admin ? authArb : fc.constant({}),
      contentType: contentTypeArb,
      seedIndex: fc.nat(),
      bodyMutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
      textEdits: fc.oneof(mutatedText('{"deck":{}}'), fc.string({ maxLength: 50 })),
      garbage: fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }).map((s) => s as string | Buffer), fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b) as string | Buffer)),
      clientKey: fc.option(fc.constantFrom('bot-1', 'x'.repeat(200), 'with space')),
    })
    .chain((r) => {
      const valid: readonly string[] = route.games ?? GAMES;
      const validGame = valid.includes(r.game) ? r.game : valid[0]!;
      const url = fillPath(route.path, r.game, r.id) + (r.query ? `?${r.query}` : '');
      const headers: Record<string, string> = { ...r.auth, ...(r.clientKey ? { 'x-client-key': r.clientKey } : {}) };
      if (route.method === 'GET') return fc.constant<FuzzRequest>({ target: route.name, method: 'GET', url, headers });
      const seed: Json = typeof route.body === 'function' ? route.body(validGame, r.seedIndex) : (route.body ?? {});
      const texts = route.textBodies ?? [];
      if (r.kind === 'valid') {
        return fc.constant<FuzzRequest>({ target: route.name, method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(seed) });
      }
      if (r.kind === 'garbage') {
        return fc.constant<FuzzRequest>({ target: route.name, method: 'POST', url, headers: { ...headers, ...(r.contentType ? { 'content-type': r.contentType } : {}) }, payload: r.garbage });
      }
      if (r.kind === 'text') {
        const [ct, text] = texts.length ? texts[r.seedIndex % texts.length]! : ['application/json', JSON.stringify(seed)];
        return mutatedText(text).map<FuzzRequest>((payload) => ({ target: route.name, method: 'POST', url, headers: { ...headers, 'content-type': ct }, payload }));
      }
      const body = r.bodyMutations.reduce((acc, m) => applyMutation(acc, m), cloneJson(seed));
      return fc.constant<FuzzRequest>({
        target: route.name,
        method: 'POST',
        url,
        headers: { ...headers, ...(r.contentType ? { 'content-type': r.contentType } : {}) },
        payload: JSON.stringify(body) ?? 'null',
      });
    });
}

/** A GraphQL value literal (object keys made into names) for query-text injection. */
function graphqlLiteral(v: Json, depth = 0): string {
  if (depth > 70) return 'null';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `[${v.map((x) => graphqlLiteral(x, depth + 1)).join(', ')}]`;
  if (typeof v === 'object') {
    return `{${Object.keys(v)
      .map((k) => `${k.replace(/[^_A-Za-z0-9]/g, '_').replace(/^(?=\d|$)/, '_')}: ${graphqlLiteral(v[k]!, depth + 1)}`)
      .join(', ')}}`;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  return JSON.stringify(v);
}

export function graphqlRequests(op: GraphQLOp): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      game: fc.oneof({ arbitrary: fc.constantFrom(...(op.games ?? GAMES)), weight: 8 }, { arbitrary: hostileString, weight: 2 }),
      variant: fc.nat(),
      kind: fc.constantFrom(...(op.kinds ?? (['variables', 'variables', 'variables', 'query', 'literal', 'envelope', 'valid'] as const))),
      auth: op.admin ? authArb : fc.constant({}),
      mutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
      literal: hostileValue,
      envelope: fc.constantFrom<Json>([], 'x', 0, null, { query: 1 }, { query: '' }, { query: '{ gameList { slug } }', variables: 'x' }, { query: '{ gameList { slug } }', operationName: 5 }, { query: '{ a: gameList { slug } b: gameList { name } }', operationName: 'Nope' }, { query: 'query A { gameList { slug } } query B { __typename }' }, { extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
      queryEdits: mutatedText(op.query),
      contentType: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 9 }, { arbitrary: fc.constantFrom('text/plain', 'application/json; charset=utf-8', ''), weight: 1 }),
    })
    .map((r) => {
      const game = r.game;
      const valid: readonly string[] = op.games ?? GAMES;
      const variables = op.variables(valid.includes(game) ? game : valid[0]!, r.variant);
      variables.game = game;
      let body: Json;
      switch (r.kind) {
        case 'valid':
          body = { query: op.query, variables };
          break;
        case 'variables':
          body = { query: op.query, variables: r.mutations.reduce((acc, m) => applyMutation(acc, m), cloneJson(variables)) };
          break;
        case 'query':
          body = { query: r.queryEdits, variables };
          break;
        case 'literal': {
          // one variable of the operation becomes a hostile literal written into the query text
          const header = /^(query|mutation)\(([^)]*)\)/.exec(op.query);
          const defs = header ? header[2]!.split(',').map((d) => d.trim()) : [];
          if (!header || defs.length === 0) {
            body = { query: op.query, variables };
            break;
          }
          const chosen = defs[r.mutations[0]!.at % defs.length]!;
          const name = chosen.split(':')[0]!.trim().slice(1);
          const rest = defs.filter((d) => d !== chosen);
          const bodyText = op.query.slice(header[0].length).replace(new RegExp(`\\$${name}\\b`), () => graphqlLiteral(r.literal));
          body = { query: `${header[1]}${rest.length ? `(${rest.join(', ')})` : ''}${bodyText}`, variables };
          break;
        }
        default:
          body = r.envelope;
      }
      return {
        target: `graphql ${op.name}`,
        method: 'POST',
        url: '/graphql',
        headers: { ...r.auth, ...(r.contentType ? { 'content-type': r.contentType } : {}) },
        payload: JSON.stringify(body) ?? 'null',
      };
    });
}

/** Any method on any (partly) known path, with any body. */
export function randomRequests(): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    fc.constantFrom('v1', 'games', 'cards', 'decks', 'validate', 'convert', 'import', 'export', 'formats', 'examples', 'graphql', 'health', 'ready', 'docs', '..', '%2e%2e', ''),
    fc.constantFrom('matches', 'step', 'view', 'scenario', 'replay', 'coverage', 'schema', 'abilities', 'toy'),
    gameArb,
    idArb,
  );
  return fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      segments: fc.array(segment, { minLength: 1, maxLength: 6 }),
      query: fc.option(queryArb({ q: 'x' })),
      body: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'), fc.string({ maxLength: 100 }))),
      contentType: contentTypeArb,
    })
    .map<FuzzRequest>((r) => ({
      target: 'random route',
      method: r.method,
      url: '/' + r.segments.join('/') + (r.query ? `?${r.query}` : ''),
      headers: (r.contentType && r.body !== null && r.method !== 'GET' && r.method !== 'HEAD' ? { 'content-type': r.contentType } : {}) as Record<string, string>,
      ...(r.body !== null && r.method !== 'GET' && r.method !== 'HEAD' ? { payload: r.body } : {}),
    }));
}

// ---------------------------------------------------------------------------------------------------------
// What every answer must satisfy
// ---------------------------------------------------------------------------------------------------------

export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Traces of internals that must never reach a client. */
const LEAKS = /\n\s+at [\w$.<>]+ \(|\bat [\w$.]+ \([^)]*:\d+:\d+\)|\.ts:\d+:\d+|node_modules\/|PrismaClient|prisma\.|Invalid `|SQLITE_|SQLSTATE|DriverAdapterError|Maximum call stack/;

export function describeRequest(req: FuzzRequest): string {
  const payload = req.payload === undefined ? '' : typeof req.payload === 'string' ? req.payload : `<${req.payload.length} bytes>`;
  return `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers).slice(0, 200)} ${payload.slice(0, 500)}`;
}

function checkProblem(p: unknown, where: string, status?: number): void {
  const doc = p as Record<string, unknown>;
  if (!doc || typeof doc !== 'object') throw new Error(`${where}: not a problem document`);
  if (typeof doc.type !== 'string' || !doc.type.startsWith('https://tcg-rules.dev/problems/')) throw new Error(`${where}: problem "type" missing or not ours: ${JSON.stringify(doc.type)}`);
  if (typeof doc.title !== 'string' || doc.title.length === 0) throw new Error(`${where}: problem "title" missing`);
  if (typeof doc.status !== 'number' || (status !== undefined && doc.status !== status)) throw new Error(`${where}: problem "status" ${JSON.stringify(doc.status)} is not ${status}`);
  if (typeof doc.detail !== 'string' || doc.detail.trim().length < 10 || doc.detail === doc.title) throw new Error(`${where}: problem "detail" is not useful: ${JSON.stringify(doc.detail)}`);
  if ((doc.status as number) >= 500 && !isNoEngine(doc)) throw new Error(`${where}: a ${String(doc.status)} problem: ${String(doc.detail)}`);
}

/** 501 `no-engine` is a documented answer (docs/match-api.md: a game without a rules engine yet), not a server error. */
function isNoEngine(doc: Record<string, unknown>): boolean {
  return doc.status === 501 && doc.type === 'https://tcg-rules.dev/problems/no-engine';
}

/**
 * Bugs the fuzzer found that are reported but not fixed yet (outside the test paths). An answer matching one
 * is counted in `knownBugHits` (printed after the run) instead of failing the run; each has an `it.failing`
 * regression test in fuzz.e2e.spec.ts. Remove the entry when the fix lands (that test then fails: make it `it`).
 */
export const KNOWN_BUGS: Array<{ id: string; description: string; matches: (req: FuzzRequest, res: FuzzResponse) => boolean }> = [];
export const knownBugHits = new Map<string, number>();

/** Throws (with the request described) when an answer breaks a promise of docs/security.md. */
export function checkResponse(req: FuzzRequest, res: FuzzResponse): void {
  const known = KNOWN_BUGS.find((b) => b.matches(req, res));
  if (known) {
    knownBugHits.set(known.id, (knownBugHits.get(known.id) ?? 0) + 1);
    return;
  }
  const where = `${res.statusCode} for ${describeRequest(req)}`;
  if (res.statusCode >= 500 && !(res.statusCode === 501 && res.body.includes('"https://tcg-rules.dev/problems/no-engine"'))) throw new Error(`server error ${where}\n${res.body.slice(0, 1000)}`);
  if (LEAKS.test(res.body)) throw new Error(`internals leaked: ${where}\n${res.body.slice(0, 1000)}`);
  if (req.method === 'HEAD' || res.body.length === 0) {
    if (res.statusCode >= 400 && req.method !== 'HEAD') throw new Error(`empty error body: ${where}`);
    return;
  }
  const type = String(res.headers['content-type'] ?? '');
  const isGraphQL = req.url.split('?')[0] === '/graphql' && type.startsWith('application/json');
  if (isGraphQL) {
    const body = JSON.parse(res.body) as { data?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown; problem?: unknown } }> };
    if (res.statusCode >= 400 && !body.errors?.length) throw new Error(`GraphQL ${res.statusCode} without errors: ${where}`);
    for (const e of body.errors ?? []) {
      if (typeof e.message !== 'string' || !e.message) throw new Error(`GraphQL error without a message: ${where}`);
      if (typeof e.extensions?.code !== 'string') throw new Error(`GraphQL error without a code: ${where}`);
      checkProblem(e.extensions.problem, `GraphQL error ${where}`);
    }
    return;
  }
  if (res.statusCode >= 400) {
    if (!type.startsWith('application/problem+json')) throw new Error(`error without a problem document (content-type ${type}): ${where}\n${res.body.slice(0, 500)}`);
    checkProblem(JSON.parse(res.body), where, res.statusCode);
  }
}

/** Snapshot of the built-in prototypes, to prove no request polluted them. */
export function prototypeSnapshot(): Map<string, unknown> {
  const snap = new Map<string, unknown>();
  const protos: Array<[string, object]> = [
    ['Object', Object.prototype],
    ['Array', Array.prototype],
    ['Function', Function.prototype],
    ['String', String.prototype],
    ['Number', Number.prototype],
  ];
  for (const [name, proto] of protos) {
    for (const key of Reflect.ownKeys(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, key)!;
      snap.set(`${name}.${String(key)}`, 'value' in d ? d.value : d.get);
    }
    snap.set(`${name}.[[Prototype]]`, Object.getPrototypeOf(proto));
  }
  return snap;
}

export function assertNoPollution(before: Map<string, unknown>): void {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin']) {
    if (probe[key] !== undefined || ([] as unknown as Record<string, unknown>)[key] !== undefined) throw new Error(`prototype polluted: ({}).${key} = ${JSON.stringify(probe[key])}`);
  }
  const now = prototypeSnapshot();
  for (const [k, v] of now) if (before.get(k) !== v) throw new Error(`prototype changed: ${k}`);
  for (const k of before.keys()) if (!now.has(k)) throw new Error(`prototype lost: ${k}`);
}
