/**
 * The per-game schemas of openapi/openapi.json describe what the server answers: a seeded random game of each
 * engine game (seeds the generator, apps/api/src/cli/protocol-catalog.ts, did not use), every answer built as the
 * server builds it (open mode: raw events, full decision, labelled legal actions, every seat's view), validates
 * against `<Game>MatchResponse`. A new action/event type or field type seen here fails the test: then run
 * `npm run openapi` (and, if the generator's seeds do not reach it, add seeds there).
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { applyInPlace, legalActions, randomInt, seedRng } from '../../../libs/engine/src/index.js';
import { buildMatchResponse } from '../../../libs/match/src/index.js';
import { exampleDecks, newMatch, type GameSlug } from '../../../libs/embedded/src/index.js';
import { schemaPrefix } from '../src/matches/protocol-schemas.js';

const doc = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as { components: { schemas: Record<string, unknown> } };

/** OpenAPI 3.0 schemas for Ajv: `discriminator` with `mapping` is not Ajv's; drop it (oneOf still decides). */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'discriminator' && k !== 'example') out[k] = forAjv(v);
  return out;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
ajv.addSchema({ $id: 'openapi', components: forAjv(doc.components) }, 'openapi');

const GAMES: GameSlug[] = ['shadowverse-evolve', 'granblue-fantasy', 'pso2', 'tag-battle'];

describe('per-game match schemas (openapi/openapi.json) against answers of a fresh game', () => {
  it.each(GAMES)('%s: every answer of a seeded random game validates against its MatchResponse schema', (game) => {
    const P = schemaPrefix(game);
    const validate = ajv.getSchema(`openapi#/components/schemas/${P}MatchResponse`)!;
    expect(validate).toBeDefined();
    // the discriminated union accepts this game's answers too
    const union = ajv.getSchema('openapi#/components/schemas/MatchResponse')!;
    const decks = exampleDecks(game).filter((d) => d.playable && !(d.deck && typeof d.deck === 'object' && 'boss' in (d.deck as object)));
    const { def, created } = newMatch(game, { seed: 'conformance-7', decks: [decks[decks.length - 1]!.deck, decks[0]!.deck] });
    const state = created.state;
    const rng = seedRng('conformance-pick-7');
    let events = created.events;
    let answers = 0;
    const part = (name: string) => ajv.getSchema(`openapi#/components/schemas/${P}${name}`)!;
    const [action, event, decision] = [part('Action'), part('Event'), part('Decision')];
    const fits = (v: typeof action, x: unknown, what: string) => {
      if (!v(x)) throw new Error(`answer ${answers} (seq ${state.seq}): ${what} ${JSON.stringify(x).slice(0, 300)} does not fit: ${ajv.errorsText(v.errors)}`);
    };
    const check = () => {
      const r = JSON.parse(JSON.stringify(buildMatchResponse(def, state, events, { mode: 'open', seal: () => '', unsupported: [] })));
      answers++;
      // every action, event and decision of every answer; the whole answer (views, zones, cards) every 20th and the last
      for (const a of r.legalActions ?? []) fits(action, a, 'action');
      for (const e of r.events) fits(event, e, 'event');
      if (r.decision) fits(decision, r.decision, 'decision');
      for (const v of Object.values(r.views) as Array<{ events: unknown[]; legalActions: unknown[] | null; decision: unknown }>) {
        for (const e of v.events) fits(event, e, 'view event');
        for (const a of v.legalActions ?? []) fits(action, a, 'view action');
        if (v.decision) fits(decision, v.decision, 'view decision');
      }
      if (answers % 20 === 1 || state.result) {
        if (!validate(r)) throw new Error(`answer ${answers} (seq ${state.seq}) does not fit ${P}MatchResponse: ${ajv.errorsText(validate.errors)}`);
        if (!union(r)) throw new Error(`answer ${answers} does not fit MatchResponse: ${ajv.errorsText(union.errors)}`);
      }
    };
    check();
    for (let n = 0; !state.result && n < 3000; n++) {
      const legal = legalActions(state, def);
      events = applyInPlace(state, legal[randomInt(rng, legal.length)]!, def, { events: true }).events;
      check();
    }
    expect(state.result).not.toBeNull();
    expect(answers).toBeGreaterThan(10);
  }, 120_000);

  it('a wrong action shape is refused by the schema (the test can fail)', () => {
    const validate = ajv.getSchema('openapi#/components/schemas/ShadowverseEvolveAction')!;
    expect(validate({ type: 'attack', player: 0, attacker: 'c1', target: 'c2' })).toBe(true);
    expect(validate({ type: 'attack', player: 0, attacker: 5, target: 'c2' })).toBe(false);
    expect(validate({ type: 'noSuchType', player: 0 })).toBe(false);
  });
});
