/**
 * Robustness of the compiled ability data on the real catalog: every card whose text compiles
 * completely (all sentences mapped) is put into a game and used — played (followers, amulets,
 * spells), evolved (evolve cards, from their base card), its activated abilities played, then the
 * turn passed — answering every decision with random legal actions. No exception may escape and
 * every state must pass the kernel invariants. This checks that the data RUNS; what it does is
 * checked per template (compiler.spec.ts) and per card (card-cases.ts).
 * Unit suite: a deterministic sample (SVE_SMOKE_CARDS, default 150); SVE_SMOKE_CARDS=all runs them all.
 */
import {
  apply, checkState, legalActions, randomInt, seedRng,
  type Action, type GameState,
} from '../../../engine/src/index.js';
import { compileCard, definition } from '../src/index.js';
import { CARDS, scene, type Starter } from './engine-helpers.js';

const CLASS_DECK: Record<string, Starter> = { エルフ: 'SD01', ロイヤル: 'SD02', ウィッチ: 'SD03', ドラゴン: 'SD04', ナイトメア: 'SD05', ビショップ: 'SD06' };

function candidates() {
  const byName = new Map<string, typeof CARDS>();
  for (const c of CARDS) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const out: Array<{ card: (typeof CARDS)[number]; base: string | null }> = [];
  for (const c of CARDS) {
    if (typeof c.extra.same_facts_as === 'string' || !c.text || c.flags.token || c.type === 'リーダー' || c.type === 'EP' || c.type === 'SEP') continue;
    if (c.flags.advance) continue;
    const r = compileCard(c);
    if (r.mapped.length !== r.sentences.length) continue;
    let base: string | null = null;
    if (c.flags.evolve) {
      const b = (byName.get(c.name) ?? []).find((x) => !x.flags.evolve && !x.flags.token && x.type === 'フォロワー' && /\[進化\]\[コスト\d+\]：これは進化する/.test(x.text));
      if (!b) continue;
      base = b.id;
    }
    out.push({ card: c, base });
  }
  return out;
}

const ALL = candidates();
const LIMIT = process.env.SVE_SMOKE_CARDS === 'all' ? ALL.length : Number(process.env.SVE_SMOKE_CARDS ?? 150);
const stride = Math.max(1, Math.floor(ALL.length / Math.max(1, LIMIT)));
const SAMPLE = ALL.filter((_, i) => i % stride === 0).slice(0, LIMIT);

function randomUntilMain(s: GameState, picker: ReturnType<typeof seedRng>, max = 60): GameState {
  let cur = s;
  for (let i = 0; i < max && !cur.result && !(cur.decision?.kind === 'sve.main' && cur.decision.player === 0); i++) {
    const legal = legalActions(cur);
    const a = legal.find((x) => x.type === 'pass' || x.type === 'done') && cur.decision!.kind === 'sve.quick' ? legal.find((x) => x.type === 'pass')! : legal[randomInt(picker, legal.length)]!;
    cur = apply(cur, a).state;
    expect(checkState(cur, definition)).toEqual([]);
  }
  return cur;
}

describe('SVE compiled card data runs in games (smoke)', () => {
  test(`the ${ALL.length} fully compiled cards are candidates; the sample of ${SAMPLE.length} plays without error`, () => {
    expect(ALL.length).toBeGreaterThan(900);
    const failures: string[] = [];
    const unused: string[] = [];
    for (const { card, base } of SAMPLE) {
      const deck = CLASS_DECK[card.classOrColor ?? ''] ?? 'SD02';
      const picker = seedRng(`smoke-${card.id}`);
      try {
        const { s: s0, ids } = scene({
          me: deck, opp: 'SD02', seed: `smoke-${card.id}`,
          ...(base ? { field: [base], evolve: [card.id] } : card.type === 'フォロワー' || card.type === 'アミュレット' || card.type === 'スペル' ? { hand: [card.id] } : {}),
          oppField: ['SD02-002', 'SD02-007', 'SD02-019'], oppEngaged: [0, 1], pp: 10,
        });
        let s = s0;
        Object.assign(s.players[0]!.counters, { ep: 3, maxPp: 10, pp: 10 });
        const use = legalActions(s).find((a: Action) => (base ? a.type === 'evolve' && a.card === ids.field![0] : a.type === 'play' && a.card === ids.hand?.[0]));
        if (!use) {
          unused.push(card.id); // e.g. a spell whose targets do not exist on this board
          continue;
        }
        s = apply(s, use).state;
        s = randomUntilMain(s, picker);
        // its activated abilities, then attacks, then the turn passes (end-phase triggers)
        for (let k = 0; k < 3 && !s.result; k++) {
          const more = legalActions(s).filter((a) => a.type === 'activate' || a.type === 'attack');
          if (more.length === 0) break;
          s = randomUntilMain(apply(s, more[randomInt(picker, more.length)]!).state, picker);
        }
        if (!s.result) s = randomUntilMain(apply(s, { type: 'endMain', player: 0 }).state, picker, 200);
      } catch (e) {
        failures.push(`${card.id} ${card.text}\n  ${(e as Error).stack?.split('\n').slice(0, 4).join('\n  ')}`);
      }
    }
    expect(failures).toEqual([]);
    // nearly every sampled card could actually be used on the prepared board
    expect(unused.length).toBeLessThanOrEqual(Math.ceil(SAMPLE.length * 0.1));
  }, 600_000);
});
