/**
 * The kernel's fast paths on a real game (Shadowverse Evolve, the six starter decks, random legal
 * play): the catalog snapshot is shared by every state of a game and neither the kernel nor the
 * game writes to it (it is deep-frozen here, so a write would throw), and the scans that skip zones
 * where no ability can function answer as their straightforward versions
 * (libs/engine/test/reference-impl.ts). The kernel-only fixtures are in libs/engine/test/fast-paths.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../catalog/src/card.js';
import { toCardRecord } from '../../catalog/src/normalize.js';
import {
  activatableAbilities, apply, canonicalJson, createGame, currentWatchers, legalActions, makeCtx, modifiersOf, randomInt, seedRng, tryApply,
  vocabularyFor, type CatalogCard, type GameState,
} from '../../engine/src/index.js';
import { definition, mapping, coverage } from '../../games/shadowverse-evolve/src/index.js';
import {
  deepFreeze, refActivatable, refCurrentWatchers, refIsListed, refModifiersOf,
} from '../../engine/test/reference-impl.js';

const data = (file: string) => new URL(`../../catalog/data/${file}`, import.meta.url);
const CARDS = (JSON.parse(readFileSync(data('shadowverse-evolve.cards.json'), 'utf8')) as CardInput[]).map((c) => toCardRecord('shadowverse-evolve', c, mapping.deriveFlags));
const BY_ID = new Map(CARDS.map((c) => [c.id, c as unknown as CatalogCard]));

interface Entry { id: string; count: number }
const DECKS = (JSON.parse(readFileSync(data('shadowverse-evolve.decks.json'), 'utf8')) as Array<{ name: string; legal: boolean; deck: Record<string, string | Entry[]> }>)
  .filter((d) => d.legal && /^SVE SD0[1-6] /.test(d.name));
const expand = (v: string | Entry[]) => (typeof v === 'string' ? [v] : v.flatMap((e) => Array.from({ length: e.count }, () => e.id)));
const deckOf = (i: number) => {
  const d = DECKS[i % DECKS.length]!.deck;
  return { leader: expand(d.leader!), main: expand(d.main!), evolve: expand(d.evolve ?? []) };
};

function newGame(i: number): GameState {
  const setup = { seed: `sve-fast-${i}`, players: [{ name: 'a', deck: deckOf(i) }, { name: 'b', deck: deckOf(i + 1) }], cards: (id: string) => BY_ID.get(id) ?? null, coverage };
  try {
    return createGame(definition, setup).state;
  } catch (e) {
    if ((e as { code?: string }).code !== 'UNSUPPORTED_CARDS') throw e;
    return createGame(definition, { ...setup, allowUnsupported: true }).state;
  }
}

describe('SVE random play: shared, untouched catalog; fast scans equal the references', () => {
  test('six starter decks exist', () => {
    expect(DECKS).toHaveLength(6);
  });

  test('every state of a game holds the same deep-frozen catalog; whole games play; scans agree', () => {
    const vocab = vocabularyFor(definition);
    let compared = 0;
    let statics = 0;
    for (let g = 0; g < 6; g++) {
      let state = newGame(g);
      const catalog = deepFreeze(state.catalog);
      const before = canonicalJson(catalog);
      const picker = seedRng(`sve-fast-pick-${g}`);
      let steps = 0;
      while (!state.result && steps < 1500) {
        const legal = legalActions(state, definition);
        if (steps % 4 === 0) {
          const r = { state, vocab };
          for (const id of Object.keys(state.cards)) {
            const zone = state.zones[state.cards[id]!.zone]!;
            if (zone.name === 'deck') continue; // decks: the same code path, only slower to compare
            const mods = modifiersOf(r, id);
            statics += mods.length;
            expect([id, mods]).toEqual([id, refModifiersOf(r, id)]);
            compared++;
          }
          expect(currentWatchers(state)).toEqual(refCurrentWatchers(state));
          const ctx = makeCtx(state, definition, vocab, false);
          for (const p of [0, 1]) for (const t of ['main', 'quick']) expect(activatableAbilities(ctx, p, t)).toEqual(refActivatable(ctx, p, t));
          // legality: every listed action is accepted; a changed one is accepted iff it is listed
          const a = legal[randomInt(picker, legal.length)]!;
          for (const v of [a, { ...a, extra: true }, { ...a, card: Object.keys(state.cards)[0] }, { ...a, type: 'endMain' }, { ...a, type: 'pass' }]) {
            expect([v, tryApply(state, v, definition).ok]).toEqual([v, refIsListed(state, v)]);
          }
        }
        const next = apply(state, legal[randomInt(picker, legal.length)]!, definition).state;
        expect(next.catalog).toBe(catalog);
        state = next;
        steps++;
      }
      expect(state.result).not.toBeNull();
      expect(canonicalJson(catalog)).toBe(before);
    }
    expect(compared).toBeGreaterThan(1000);
    expect(statics).toBeGreaterThan(0);
  });
});
