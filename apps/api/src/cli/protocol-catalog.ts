/**
 * Observes what a client parses in each engine game's match answers — legal actions, events, decisions —
 * and writes it to apps/api/src/matches/protocol-observed.ts, from which the OpenAPI document gets one schema
 * per action type, event type and decision kind (apps/api/src/matches/protocol-schemas.ts).
 *
 * The engines keep no list of their action and event types (actions and events are plain JSON made where the
 * rules make them), so the list is taken from play: seeded random games of every playable example deck of
 * every engine game, each answer built exactly as the server builds it (libs/match `buildMatchResponse`, open
 * mode: the full decision, the labelled legal actions, raw events; every seat's view with its own events and
 * decision; the spectator's events). Kernel action types that random play never lists (concede) are added from
 * libs/engine/src/actions.ts. What a type's fields are is what was seen: a field present in every instance is
 * required, the JSON types are the ones observed. Deterministic: the same code gives the same file
 * (`npm run openapi` runs this first; apps/api/test/openapi.spec.ts checks the committed file).
 *
 *   npx tsx apps/api/src/cli/protocol-catalog.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  applyInPlace, eventsFor, legalActions, randomInt, seedRng, type GameDefinition, type GameEvent, type GameState, type JsonObject,
} from '../../../../libs/engine/src/index.js';
import { engine, exampleDecks, newMatch, type GameSlug } from '../../../../libs/embedded/src/index.js';
import type { ObservedField, ObservedGame, ObservedProtocol, ObservedType } from '../matches/protocol-types.js';

export const OUTPUT = 'apps/api/src/matches/protocol-observed.ts';

/** Seeds per deck pairing; pairings: each playable deck against the next one (and itself when alone). */
// six seeds per pairing: with two, a rare event (sve.equipped, an equipment token) went unseen once the example decks changed
const SEEDS = [1, 2, 3, 4, 5, 6];
const MAX_DECISIONS = 3000;

type Kind = ObservedField['types'][number];

class TypeCollector {
  readonly types = new Map<string, { count: number; fields: Map<string, { count: number; kinds: Set<Kind>; items: Set<Kind> }> }>();

  add(key: string, obj: JsonObject, skip: readonly string[] = []): void {
    let t = this.types.get(key);
    if (!t) {
      t = { count: 0, fields: new Map() };
      this.types.set(key, t);
    }
    t.count++;
    for (const [name, value] of Object.entries(obj)) {
      if (skip.includes(name)) continue;
      let f = t.fields.get(name);
      if (!f) {
        f = { count: 0, kinds: new Set(), items: new Set() };
        t.fields.set(name, f);
      }
      f.count++;
      f.kinds.add(kindOf(value));
      if (Array.isArray(value)) for (const v of value) f.items.add(kindOf(v));
    }
  }

  result(): Record<string, ObservedType> {
    const out: Record<string, ObservedType> = {};
    for (const key of [...this.types.keys()].sort()) {
      const t = this.types.get(key)!;
      const fields: Record<string, ObservedField> = {};
      for (const name of [...t.fields.keys()].sort()) {
        const f = t.fields.get(name)!;
        fields[name] = { required: f.count === t.count, types: sortKinds(f.kinds), ...(f.items.size ? { items: sortKinds(f.items) } : {}) };
      }
      out[key] = { seen: t.count, fields };
    }
    return out;
  }
}

const KIND_ORDER: Kind[] = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
function sortKinds(s: Set<Kind>): Kind[] {
  const list = KIND_ORDER.filter((k) => s.has(k));
  return list.includes('number') ? list.filter((k) => k !== 'integer') : list;
}

function kindOf(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string' || typeof v === 'boolean') return typeof v as Kind;
  return 'object';
}

interface Pairing {
  decks: unknown[];
  format?: string;
}

function pairings(game: GameSlug): Pairing[] {
  const all = exampleDecks(game).filter((d) => d.playable);
  const duel = all.filter((d) => !(d.deck && typeof d.deck === 'object' && 'boss' in (d.deck as object)));
  const out: Pairing[] = duel.map((d, i) => ({ decks: [d.deck, duel[(i + 1) % duel.length]!.deck], format: d.format ?? undefined }));
  const boss = all.find((d) => d.deck && typeof d.deck === 'object' && 'boss' in (d.deck as object));
  if (boss && duel.length >= 2) out.push({ decks: [duel[0]!.deck, duel[1]!.deck, boss.deck], format: boss.format ?? undefined });
  return out;
}

/** Plays the pairings and records every answer's actions, events and decisions. */
export function observeGame(game: GameSlug): ObservedGame | null {
  const def = engine(game);
  if (!def) return null;
  const actions = new TypeCollector();
  const events = new TypeCollector();
  const decisions = new TypeCollector();
  let games = 0;
  let answers = 0;
  // what buildMatchResponse (libs/match) and view() (kernel) put in an answer, without building the zones:
  // open top level (full decision, legal actions, raw events), each seat's view (its decision: full for the
  // decider, else the public part; its events), the spectator's events. apps/api/test/protocol-schemas.spec.ts
  // checks whole answers built by buildMatchResponse against the schemas.
  const record = (state: GameState, raw: readonly GameEvent[]) => {
    answers++;
    const d = state.decision;
    if (d) {
      decisions.add(d.kind, JSON.parse(JSON.stringify(d)) as JsonObject);
      decisions.add(d.kind, { id: d.id, player: d.player, kind: d.kind, prompt: d.prompt, rule: d.rule } as JsonObject);
      if (!state.result) for (const a of legalActions(state, def)) actions.add(a.type, a);
    }
    for (const e of raw) events.add(String(e.type), JSON.parse(JSON.stringify(e)) as JsonObject, ['visibleTo', 'redacted']);
    for (const viewer of [...state.players.map((p) => p.index), 'spectator' as const]) for (const e of eventsFor(raw, viewer)) events.add(String(e.type), e);
  };
  for (const p of pairings(game)) {
    for (const seed of SEEDS) {
      const { created } = newMatch(game, { seed: `protocol-${seed}`, decks: p.decks, format: p.format });
      const state = created.state;
      record(state, created.events);
      const rng = seedRng(`pick-${seed}`);
      for (let n = 0; !state.result && n < MAX_DECISIONS; n++) {
        const legal = legalActions(state, def);
        const r = applyInPlace(state, legal[randomInt(rng, legal.length)]!, def, { events: true });
        record(state, r.events);
      }
      games++;
    }
  }
  // the concession: always allowed, never listed (libs/engine/src/actions.ts)
  const observedActions = actions.result();
  observedActions.concede ??= { seen: 0, fields: { player: { required: true, types: ['integer'] }, type: { required: true, types: ['string'] } } };
  return { games, answers, actions: observedActions, events: events.result(), decisions: decisions.result() };
}

export function observeAll(): ObservedProtocol {
  const games: Record<string, ObservedGame> = {};
  for (const game of ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] as GameSlug[]) {
    const g = observeGame(game);
    if (g) games[game] = g;
  }
  return { seeds: SEEDS.length, games };
}

export function renderObserved(p: ObservedProtocol): string {
  return `/**
 * GENERATED by apps/api/src/cli/protocol-catalog.ts (\`npm run openapi\`): do not edit.
 * The action types, event types and decision kinds seen in seeded random games of every playable example deck
 * of each engine game, with their fields (required = present in every instance) and observed JSON types.
 */
import type { ObservedProtocol } from './protocol-types.js';

export const OBSERVED_PROTOCOL: ObservedProtocol = ${JSON.stringify(p, null, 2)};
`;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').slice(-1)[0]!);
if (isMain) {
  const text = renderObserved(observeAll());
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT, 'utf8') !== text) {
      console.error(`${OUTPUT} is stale: run npm run openapi`);
      process.exit(1);
    }
    console.log(`${OUTPUT} is up to date`);
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`wrote ${OUTPUT}`);
  }
}

export type { GameDefinition };
