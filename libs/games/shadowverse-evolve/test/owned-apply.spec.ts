/**
 * Owned apply (kernel `apply(state, action, def, {owned: true})`, docs/engine.md §3.2) on real
 * Shadowverse Evolve games: what the match server's sealed step runs. Seeded random games between
 * the six starter-card decks, played with `apply` and with owned apply (chained, and on a fresh JSON
 * copy of each state as decoded from a token), must give the same state hash and the same events
 * after every step (rule processing SVE 11, standby 10.7, quick windows 8.4.7 / 7.4.5 all included).
 */
import { apply, canonicalJson, createGame, legalActions, randomInt, seedRng, tryApply, type Action, type GameState } from '../../../engine/src/index.js';
import { compareOwned } from '../../../engine/test/owned-compare.js';
import { definition } from '../src/index.js';
import { setupFor, STARTERS } from './engine-helpers.js';

const GAMES = Number(process.env.SVE_OWNED_GAMES ?? 6);

describe('owned apply on Shadowverse Evolve (docs/engine.md §3.2)', () => {
  test(`${GAMES} seeded random games between the starter decks: the same state hash and events as apply after every step`, () => {
    const differ: string[] = [];
    let steps = 0;
    let events = 0;
    for (let g = 0; g < GAMES; g++) {
      const a = STARTERS[g % 6]!;
      const b = STARTERS[(g * 5 + 1) % 6]!;
      const options = { quickWindows: g % 2 === 0 ? 'always' : 'whenPlayable' };
      const r = compareOwned(definition, () => createGame(definition, setupFor(a, b, `owned-${g}`, { options })).state, `sve-${g}`);
      expect(r.over).toBe(true);
      steps += r.steps;
      events += r.events;
      differ.push(...r.differ);
    }
    expect(differ).toEqual([]);
    expect(steps).toBeGreaterThan(GAMES * 50);
    expect(events).toBeGreaterThan(GAMES * 100);
  });
});

describe('SVE legal list per action type (kernel legalOfType: the legality check of apply, 7.3.3 / 8.4.7)', () => {
  test('at every decision of seeded random games, legalOfType(type) is exactly the legal list filtered by type, and unlisted variants are refused', () => {
    let checked = 0;
    let refused = 0;
    const bad: string[] = [];
    for (let g = 0; g < 4; g++) {
      const options = { quickWindows: g % 2 === 0 ? 'always' : 'whenPlayable' };
      let s: GameState = createGame(definition, setupFor(STARTERS[g]!, STARTERS[(g + 3) % 6]!, `of-type-${g}`, { options })).state;
      const picker = seedRng(`of-type-pick-${g}`);
      while (!s.result) {
        const d = s.decision!;
        const legal = legalActions(s, definition);
        const spec = definition.decisions?.[d.kind];
        if (spec?.legalOfType) {
          for (const type of [...new Set(legal.map((a) => a.type)), 'play', 'evolve', 'activate', 'attack', 'endMain', 'pass', 'nonsense']) {
            const want = legal.filter((a) => a.type === type).map((a) => canonicalJson(a)).sort();
            const got = spec.legalOfType(s, d, type).map((a) => canonicalJson(a)).sort();
            if (canonicalJson(got) !== canonicalJson(want)) bad.push(`${g} seq ${s.seq} ${d.kind} ${type}`);
            checked++;
          }
          // an action of a listed type that is not listed (another card, an extra key) is refused by apply
          const keys = new Set(legal.map((a) => canonicalJson(a)));
          for (const a of legal.slice(0, 3)) {
            for (const variant of [{ ...a, extra: true }, ...(typeof a.card === 'string' ? [{ ...a, card: 'c9999' }] : []), ...(typeof a.target === 'string' ? [{ ...a, target: a.attacker }] : [])] as Action[]) {
              if (keys.has(canonicalJson(variant))) continue;
              const r = tryApply(s, variant, definition);
              if (r.ok || r.error.code !== 'ILLEGAL_ACTION') bad.push(`${g} seq ${s.seq}: ${canonicalJson(variant)} not refused`);
              refused++;
            }
          }
        }
        s = apply(s, legal[randomInt(picker, legal.length)]!, definition).state;
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(200);
  });
});
