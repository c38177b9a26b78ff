/** The playground's calls to the service it is served by (same origin; no other request is ever made). */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Record<string, unknown>,
  ) {
    super(typeof problem.detail === 'string' ? problem.detail : `HTTP ${status}`);
  }
}

/** A call; a 429 (the server's rate limit, RATE_LIMIT) is retried after its Retry-After, up to 3 times. */
export async function api<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  for (let attempt = 0; ; attempt++) {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 429 || attempt >= 3) break;
    const wait = Math.min(60, Math.max(1, Number(res.headers.get('retry-after')) || 1));
    await new Promise((r) => setTimeout(r, wait * 1000));
  }
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { detail: text.slice(0, 300) };
  }
  if (!res.ok) throw new ApiError(res.status, json ?? {});
  return json as T;
}

export interface Label {
  en: string;
  ja: string;
  cards: Array<{ role?: string; id?: string; cardId?: string; name?: string; hidden?: boolean }>;
}
export type LegalAction = Record<string, unknown> & { type: string; player?: number; label?: Label };

export interface CardView {
  id: string;
  hidden: boolean;
  cardId?: string;
  owner?: number;
  face?: string;
  tapped?: boolean;
  counters?: Record<string, number>;
  attachedTo?: string | null;
  token?: boolean;
  current?: Record<string, unknown>;
}
export interface ZoneView {
  key: string;
  name: string;
  owner: number | null;
  visibility: string;
  ordered: boolean;
  count: number;
  cards: CardView[] | null;
  known: Array<{ index: number; card: CardView }> | null;
}
export interface PlayerView {
  viewer: number | 'spectator';
  seq: number;
  turn: { number: number; active: number; phase: string; step: string | null };
  players: Array<{ index: number; name: string; counters: Record<string, number>; flags: Record<string, unknown>; lost: boolean }>;
  zones: Record<string, ZoneView>;
  catalog: Record<string, { id: string; name: string; type?: string | null }>;
  decision: { kind?: string; prompt?: string; rule?: string } | null;
  legalActions: LegalAction[] | null;
  events?: Array<Record<string, unknown>>;
}
export interface MatchResponse {
  state: unknown;
  stateHash: string;
  status: {
    turn: number;
    phase: string;
    step: string | null;
    activePlayer: number;
    decider: number | null;
    over: boolean;
    winner: number | null;
    result: { winners: number[]; losers: number[]; draw: boolean; reason: string; rule?: string } | null;
    seq: number;
  };
  decision: { prompt?: string; rule?: string; player?: number } | null;
  events: Array<Record<string, unknown>>;
  views: Record<string, PlayerView>;
  applied?: number;
}
