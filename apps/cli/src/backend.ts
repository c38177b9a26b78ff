/**
 * Where the command line gets its answers: the embedded engine and catalog (libs/embedded: no server, the
 * shipped catalogs) or a running server (`--base-url`, through the typed client libs/client). Both give the
 * same shapes, so every command works either way.
 */
import {
  applyInPlace, eventsFor, labelActions, legalActions, type Action, type GameDefinition, type GameState, type JsonObject, type LabelledAction,
} from '../../../libs/engine/src/index.js';
import * as local from '../../../libs/embedded/src/index.js';
import { DeckInputError } from '../../../libs/decks/src/errors.js';
import { createTcgClient, TcgProblemError, unwrap, type GameSlug, type TcgClient } from '../../../libs/client/src/index.js';

export interface Issue {
  code: string;
  rule: string;
  message: string;
  section?: string;
  cards?: string[];
  suggestions?: string[];
}

export interface Verdict {
  legal: boolean;
  format: string;
  errors: Issue[];
  warnings: Issue[];
  counts: Record<string, number>;
  /** Whether a match would accept the deck (issue #17), and why not, with the cards the engine does not implement yet. */
  playable: boolean;
  playability: {
    playable: boolean;
    reason: string | null;
    message: string;
    cards: Array<{ id: string; name: string; status: string; unread: Array<{ index: number; text: string }> }>;
    invalidAbilities: string[];
  };
}

export interface CardRow {
  id: string;
  name: string;
  type: string;
  cost?: number | null;
  classOrColor?: string | null;
  text?: string;
}

export interface ExampleDeck {
  name: string;
  format: string | null;
  deck: unknown;
  legal: boolean;
  playable: boolean;
}

export interface GameResultInfo {
  winners: number[];
  losers: number[];
  draw: boolean;
  reason: string;
  rule: string | null;
}

/** A running match, seen seat by seat: the decider's legal actions come from its own view. */
export interface MatchSession {
  readonly seats: number;
  over(): boolean;
  decider(): number | null;
  turn(): number;
  /** First player (null until decided). */
  first(): number | null;
  /** The decider's labelled legal actions. */
  legal(): LabelledAction[];
  /** Applies one of `legal()`; answers the public events of the step (as a spectator sees them). */
  step(action: LabelledAction): Promise<JsonObject[]>;
  result(): GameResultInfo | null;
}

export interface Backend {
  readonly where: string;
  games(): Promise<Array<{ slug: string; engine: boolean }>>;
  validate(game: string, deck: unknown, format?: string): Promise<Verdict>;
  convert(game: string, deck: unknown, opts: { format?: string; withNames?: boolean }): Promise<{ text: string; json: unknown; code?: string; issues: Issue[] }>;
  search(game: string, query: { q?: string; type?: string; class?: string; cost?: number; limit: number }): Promise<{ total: number; items: CardRow[] }>;
  examples(game: string): Promise<ExampleDeck[]>;
  startMatch(game: string, input: { decks: unknown[]; seed: string; format?: string; allowUnsupported?: boolean }): Promise<MatchSession>;
}

/** A request the backend refused (bad deck input, unknown game, illegal deck, no engine): printed, exit 1. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}

// ------------------------------------------------------------------ embedded

function guardLocal<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof DeckInputError) throw new CliError(`not a deck: ${e.message} (${e.reason})`);
    if (e instanceof local.IllegalDeckError) throw new CliError(e.message, e.verdicts.flatMap((v) => v.errors));
    if (e instanceof local.EmbeddedError) throw new CliError(e.message);
    throw e;
  }
}

class LocalSession implements MatchSession {
  constructor(
    private readonly def: GameDefinition,
    private readonly state: GameState,
  ) {}

  get seats() {
    return this.state.players.length;
  }
  over() {
    return this.state.result !== null;
  }
  decider() {
    return this.state.decision?.player ?? null;
  }
  turn() {
    return this.state.turn.number;
  }
  first() {
    return this.state.turn.first;
  }
  legal() {
    const d = this.decider();
    return d === null ? [] : labelActions(this.state, legalActions(this.state, this.def), d, this.def);
  }
  async step(action: LabelledAction) {
    const { label: _label, ...plain } = action;
    const r = applyInPlace(this.state, plain as Action, this.def, { events: true }); // an element of legalActions (trusted, docs/engine.md §3.1)
    return eventsFor(r.events, 'spectator');
  }
  result() {
    const r = this.state.result;
    return r ? { winners: [...r.winners], losers: [...r.losers], draw: r.draw, reason: r.reason, rule: r.rule } : null;
  }
}

export function localBackend(): Backend {
  return {
    where: 'embedded engine and catalog',
    async games() {
      return local.GAME_SLUGS.map((slug) => ({ slug, engine: local.engine(slug) !== null }));
    },
    async validate(game, deck, format) {
      return guardLocal(() => local.validateWithPlayability(local.requireGame(game), deck, { format }));
    },
    async convert(game, deck, opts) {
      return guardLocal(() => {
        const c = local.convert(local.requireGame(game), deck, opts);
        return { text: c.text, json: c.json, code: c.code, issues: c.issues };
      });
    },
    async search(game, query) {
      return guardLocal(() => {
        const page = local.searchCards(local.requireGame(game), { q: query.q, type: query.type, classOrColor: query.class, cost: query.cost, limit: query.limit });
        return { total: page.total, items: page.items };
      });
    },
    async examples(game) {
      return guardLocal(() => local.exampleDecks(local.requireGame(game)));
    },
    async startMatch(game, input) {
      return guardLocal(() => {
        const { def, created } = local.newMatch(local.requireGame(game), { seed: input.seed, decks: input.decks, format: input.format, allowUnsupported: input.allowUnsupported });
        return new LocalSession(def, created.state);
      });
    },
  };
}

// ------------------------------------------------------------------ over HTTP

async function guardRemote<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof TcgProblemError) {
      const errs = Array.isArray(e.problem.errors) ? (e.problem.errors as Issue[]) : [];
      throw new CliError(`${e.status} ${e.problem.title}: ${e.problem.detail}`, errs);
    }
    if (e instanceof TypeError && /fetch failed/.test(e.message)) throw new CliError(`cannot reach the server (${(e.cause as { code?: string })?.code ?? e.message})`);
    throw e;
  }
}

type RemoteAnswer = {
  status: { over: boolean; decider?: number | null; turn: number; result?: unknown };
  stateHash: string;
  state: unknown;
  views: Record<string, { legalActions?: LabelledAction[] | null; turn: Record<string, unknown> } | undefined>;
  events: JsonObject[];
};

class RemoteSession implements MatchSession {
  private firstSeen: number | null = null;

  constructor(
    private readonly client: TcgClient,
    private readonly game: string,
    private answer: RemoteAnswer,
    readonly seats: number,
  ) {}

  over() {
    return this.answer.status.over;
  }
  decider() {
    return this.answer.status.decider ?? null;
  }
  turn() {
    return this.answer.status.turn;
  }
  first() {
    const v = Object.values(this.answer.views).find((x) => x);
    const f = v?.turn.first;
    if (typeof f === 'number') this.firstSeen = f;
    return this.firstSeen;
  }
  legal() {
    const d = this.decider();
    return d === null ? [] : (this.answer.views[String(d)]?.legalActions ?? []);
  }
  async step(action: LabelledAction) {
    const a = this.answer;
    this.answer = (await guardRemote(async () =>
      unwrap(await this.client.POST('/v1/games/{game}/matches/step', {
        params: { path: { game: this.game as GameSlug } },
        body: { state: a.state as string, action: action as unknown as Record<string, never>, expectedStateHash: a.stateHash, views: 'decider' as never },
      })),
    )) as unknown as RemoteAnswer;
    this.first();
    return this.answer.events;
  }
  result() {
    return (this.answer.status.result as GameResultInfo | null | undefined) ?? null;
  }
}

export function remoteBackend(baseUrl: string): Backend {
  const client = createTcgClient({ baseUrl });
  const game = (g: string) => ({ params: { path: { game: g as GameSlug } } });
  return {
    where: baseUrl,
    async games() {
      return guardRemote(async () => {
        const list = unwrap(await client.GET('/v1/games'));
        const index = unwrap(await client.GET('/'));
        return list.map((g) => ({ slug: g.slug, engine: index.gamesWithEngine.includes(g.slug) }));
      });
    },
    async validate(g, deck, format) {
      return guardRemote(async () => unwrap(await client.POST('/v1/games/{game}/decks/validate', { ...game(g), body: { deck: deck as never, ...(format ? { format } : {}) } })) as unknown as Verdict);
    },
    async convert(g, deck, opts) {
      return guardRemote(async () => {
        const r = unwrap(await client.POST('/v1/games/{game}/decks/convert', { ...game(g), body: { deck: deck as never, ...(opts.format ? { format: opts.format } : {}), withNames: opts.withNames ?? false } }));
        return { text: r.text ?? '', json: r.json, code: (r as { code?: string }).code, issues: (r.issues ?? []) as unknown as Issue[] };
      });
    },
    async search(g, query) {
      return guardRemote(async () => {
        const r = unwrap(await client.GET('/v1/games/{game}/cards', { params: { path: { game: g as GameSlug }, query: { q: query.q, type: query.type, class: query.class, cost: query.cost, limit: query.limit } } }));
        return { total: r.total, items: r.items as unknown as CardRow[] };
      });
    },
    async examples(g) {
      return guardRemote(async () => unwrap(await client.GET('/v1/games/{game}/decks/examples', game(g))) as unknown as ExampleDeck[]);
    },
    async startMatch(g, input) {
      return guardRemote(async () => {
        const answer = unwrap(
          await client.POST('/v1/games/{game}/matches', {
            ...game(g),
            body: {
              players: input.decks.map((deck, i) => ({ name: `bot-${i}`, deck: deck as never })),
              seed: input.seed,
              ...(input.format ? { format: input.format } : {}),
              ...(input.allowUnsupported ? { allowUnsupported: true } : {}),
              views: 'decider' as never,
            },
          }),
        ) as unknown as RemoteAnswer;
        return new RemoteSession(client, g, answer, input.decks.length);
      });
    },
  };
}
