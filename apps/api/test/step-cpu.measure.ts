// A measurement, not a test (jest's testMatch is *.spec.ts, so `npm test` does not run it): per-request
// CPU of the sealed Shadowverse Evolve step path in process (MatchesService.step, no HTTP, no DTO
// validation), at turn-5 positions reached by random play, against the pipeline before issue #6 rebuilt
// here from kernel calls (the catalog snapshot inline in the token: unseal all of it, apply, hash and seal
// the full canonical JSON, both seats' views). The two are timed alternately in one process, so machine
// load affects both alike. Run it with
//   npm test -- --testMatch '**/apps/api/test/step-cpu.measure.ts'
// MEASURE_N (default 300) steps per variant; MEASURE_VARIANTS a JSON object of extra step-body fields per
// variant (default all views vs "decider"); MEASURE_PHASES=1 adds a breakdown of the new path.
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { apply, assertStateHeader, eventsFor, generateKey, getGame, hashAndCanonical, legalActions, seal, unseal, view, type GameState } from '../../../libs/engine/src/index.js';
import { matchStatus, unsupportedFor } from '../../../libs/match/src/index.js';
import { MatchesService } from '../src/matches/matches.service.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, unsealFrom } from './match-fixtures.js';

const SVE = 'shadowverse-evolve';
const N = Number(process.env.MEASURE_N ?? 300);

describe('step CPU (measurement)', () => {
  let t: TestApp;
  afterAll(async () => t?.close());
  it('measures', async () => {
    const key = generateKey();
    const keyring = [{ kid: 'm', key }];
    t = await createTestApp({ STATE_KEYS: `m:${key}` });
    const svc = t.app.get(MatchesService);
    const def = getGame(SVE);
    const decks = JSON.parse(readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; deck: unknown }>;
    const starters = decks.filter((d) => /starter-card deck/.test(d.name));
    const cpuMs = (f: () => unknown) => { const c0 = process.cpuUsage(); const r = f(); const c = process.cpuUsage(c0); return { r, ms: (c.user + c.system) / 1000 }; };
    const cpuMsAsync = async (f: () => Promise<unknown>) => { const c0 = process.cpuUsage(); const r = await f(); const c = process.cpuUsage(c0); return { r, ms: (c.user + c.system) / 1000 }; };
    /** The step pipeline before issue #6 (snapshot inline; hash and seal the full state; every seat's view). */
    const oldStep = (token: string, action: unknown) => {
      const state = unseal(token, keyring, SVE);
      assertStateHeader(state, def);
      const result = apply(state, action, def);
      const s = result.state;
      const unsupported = (svc as any).unsupported(def, s);
      const views: Record<string, unknown> = {};
      for (const p of s.players) views[String(p.index)] = { ...view(s, p.index, def), events: eventsFor(result.events, p.index), unsupportedCards: unsupportedFor(s, unsupported, p.index) };
      const { hash, canonical } = hashAndCanonical(s);
      const d = s.decision!;
      return { state: seal(s, keyring, canonical), stateHash: hash, status: matchStatus(def, s, unsupportedFor(s, unsupported, 'spectator')), decision: d && { id: d.id, player: d.player }, legalActions: null, events: eventsFor(result.events, 'spectator'), views };
    };
    const lines: string[] = [];
    const variants = JSON.parse(process.env.MEASURE_VARIANTS ?? '{"all":{},"decider":{"views":"decider"}}') as Record<string, Record<string, unknown>>;
    for (let g = 0; g < 3; g++) {
      let m: any = await svc.create(SVE, { players: [{ deck: starters[g]!.deck }, { deck: starters[g + 1]!.deck }], seed: `measure-${g}` } as never);
      const pick = picker(100 + g);
      while (m.status.turn < 5 && !m.status.over) {
        const legal = m.views[String(m.status.decider)].legalActions;
        m = await svc.step(SVE, { state: m.state, action: legal[pick(legal.length)] } as never);
      }
      const action = legalActions(unsealFrom(t, m.state, keyring, SVE) as GameState, def)[0];
      const full = unsealFrom(t, m.state, keyring, SVE);
      const inlineToken = seal(JSON.parse(JSON.stringify(full)) as GameState, keyring);
      const oldOut = oldStep(inlineToken, action);
      const samples: Record<string, number[]> = { before: [] };
      for (const k of Object.keys(variants)) samples[k] = [];
      const sizes: Record<string, number> = { before: JSON.stringify(oldOut).length };
      for (let i = 0; i < 30; i++) { oldStep(inlineToken, action); for (const v of Object.values(variants)) await svc.step(SVE, { state: m.state, action, ...v } as never); }
      for (let i = 0; i < N; i++) {
        samples.before!.push(cpuMs(() => oldStep(inlineToken, action)).ms);
        for (const [k, v] of Object.entries(variants)) {
          const { r, ms } = await cpuMsAsync(() => svc.step(SVE, { state: m.state, action, ...v } as never));
          samples[k]!.push(ms);
          if (i === 0) sizes[k] = JSON.stringify(r).length;
        }
      }
      if (process.env.MEASURE_PHASES === '1') {
        const K = await import('../../../libs/engine/src/index.js');
        const phases: Record<string, number[]> = { open: [], resolve: [], apply: [], hashSeal: [], views: [], viewsDecider: [] };
        for (let i = 0; i < N; i++) {
          const o = cpuMs(() => K.openToken(m.state, keyring, SVE));
          phases.open!.push(o.ms);
          const opened = o.r as ReturnType<typeof K.openToken>;
          const rs = cpuMs(() => K.withCatalog(opened, svc.snapshots.cached(SVE, opened.catalogRef!) as never));
          phases.resolve!.push(rs.ms);
          const st = rs.r as GameState;
          const ap = cpuMs(() => K.apply(st, action, def));
          phases.apply!.push(ap.ms);
          const res = ap.r as ReturnType<typeof K.apply>;
          (phases.applyOwned ??= []).push(cpuMs(() => K.apply(st, action, def, { owned: true })).ms); // what step runs (docs/engine.md §3.2); st is not used after
          phases.hashSeal!.push(cpuMs(() => { const h = K.hashAndCanonicalByRef(res.state); return K.seal(res.state, keyring, { catalogRef: true, canonical: h.canonical }); }).ms);
          const cj = cpuMs(() => K.canonicalByRef(res.state));
          (phases.canonical ??= []).push(cj.ms);
          (phases.stringify ??= []).push(cpuMs(() => JSON.stringify({ ...res.state, catalog: 'x' })).ms);
          (phases.fnv ??= []).push(cpuMs(() => K.hashCanonical(cj.r as string)).ms);
          (phases.sealOnly ??= []).push(cpuMs(() => K.seal(res.state, keyring, { catalogRef: true, canonical: cj.r as string })).ms);
          (phases.deflate ??= []).push(cpuMs(() => zlib.deflateRawSync(Buffer.from(cj.r as string))).ms);
          (phases.bytes ??= []).push((cj.r as string).length / 1000);
          phases.views!.push(cpuMs(() => { for (const p of res.state.players) { K.view(res.state, p.index, def); K.eventsFor(res.events, p.index); } K.eventsFor(res.events, 'spectator'); }).ms);
          phases.viewsDecider!.push(cpuMs(() => { K.view(res.state, res.state.decision!.player, def); }).ms);
        }
        for (const [k, xs] of Object.entries(phases)) { const s2 = [...xs].sort((a, b) => a - b); lines.push(`  phase ${k.padEnd(12)} p50 ${s2[s2.length >> 1]!.toFixed(3)} ms`); }
      }
      const stat = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return `p50 ${s[s.length >> 1]!.toFixed(3)} ms, mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(3)} ms`; };
      lines.push(`game ${g} (turn ${m.status.turn}): token before ${inlineToken.length} B, after ${m.state.length} B`);
      for (const [k, xs] of Object.entries(samples)) lines.push(`  ${k.padEnd(8)} cpu ${stat(xs)}; response ${sizes[k]} B`);
    }
    process.stdout.write('\n' + lines.join('\n') + '\n');
  }, 900_000);
});
