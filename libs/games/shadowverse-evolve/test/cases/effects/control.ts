/**
 * Card cases: Effect clauses of grammar/effects/control.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { destroy, type GameState } from '../../../../../engine/src/index.js';
import { counters, ctxOf, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { expectOffered, expectUpTo } from '../offered.js';
import { isFollower } from '../../../src/state.js';
import { activations, attack, done, evolve, handCount, health, pass, pick, target } from '../../drivers.js';
import { abilitiesOffered, activateAbility, type Covers, pickAll, plays } from '../case-helpers.js';

function destroyAt(s: GameState, id: string): GameState {
  const ctx = ctxOf(structuredClone(s));
  destroy(ctx, id, null);
  return ctx.state;
}

function kwWard(s: GameState, id: string): boolean {
  return kw(s, id, 'sve.ward');
}

export function registerControlCases(covers: Covers): void {
  covers(['BP13-043'], '混沌の流儀 (SVE 5.22.2 give): each player designates a follower of their own field, the turn player first, and gives it to the other player (same card, master changed, owner kept); a full field takes nothing; no follower: nothing given', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['SD03-003', 'SD03-001'], oppField: ['SD05-017'], pp: 6, hand: ['BP13-043'] });
    const [mine, keep] = ids.field!;
    const theirs = ids.oppField![0]!;
    s0.cards[mine!]!.counters.x = 1;
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([mine!, keep!].sort());
    s = pick(s, mine!);
    // the opponent's only follower: designated by itself
    expect([s.cards[mine!]!.controller, s.cards[mine!]!.owner, s.cards[mine!]!.counters.x, s.cards[theirs]!.controller]).toEqual([1, 0, 1, 0]);
    expect([zoneCards(s, 'field', 0).sort(), zoneCards(s, 'field', 1)]).toEqual([[keep!, theirs].sort(), [mine!]]);
    expect(s.players[0]!.counters.pp).toBe(0);
    // the opponent has no follower: you still give yours; the opponent gives nothing
    const e = scene({ me: 'SD03', field: ['SD03-003'], pp: 6, hand: ['BP13-043'] });
    const t = must(e.s, { type: 'play', player: 0, card: e.ids.hand![0]! }).state;
    expect([zoneCards(t, 'field', 0), zoneCards(t, 'field', 1)]).toEqual([[], [e.ids.field![0]!]]);
    // the opponent's field is full (5): your follower stays; theirs comes to you (4.4.4.2)
    const f = scene({ me: 'SD03', field: ['SD03-003'], oppField: ['SD05-017', 'SD05-017', 'SD05-017', 'SD05-017', 'SD05-017'], pp: 6, hand: ['BP13-043'] });
    let u = must(f.s, { type: 'play', player: 0, card: f.ids.hand![0]! }).state;
    u = pick(u, f.ids.oppField![0]!);
    expect([zoneCards(u, 'field', 0).sort(), zoneCards(u, 'field', 1).length]).toEqual([[f.ids.field![0]!, f.ids.oppField![0]!].sort(), 4]);
    // 5 PP: cannot play it (cost 6)
    const g = scene({ me: 'SD03', field: ['SD03-003'], pp: 5, hand: ['BP13-043'] });
    expect(plays(g.s, g.ids.hand![0]!)).toEqual([]);
  });

  // ---------------- steal 5.22 ----------------
  covers(['BP03-109'], 'BP03-109 カオティックエンジェル: Ward; [起動] banish 3 fallen-angel cards of your cemetery: take an enemy follower and stand it (SVE 5.22.1, 5.22.3–5.22.5), once a turn', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP03-109'], cemetery: ['BP09-114', 'BP09-114', 'BP09-114'], oppField: ['SD02-019', 'SD02-019'], oppEngaged: [0] });
    const taken = ids.oppField![0]!;
    s0.cards[taken]!.counters.test = 1;
    let s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, taken);
    expect(zoneCards(s, 'field', 0)).toContain(taken); // the same card (5.22.4)
    const c = s.cards[taken]!;
    expect([c.controller, c.owner, c.tapped, c.counters.test, zoneCards(s, 'banished', 0).length]).toEqual([0, 1, false, 1, 3]);
    expect(activations(s, ids.field![0]!)).toEqual([]); // once a turn
    expect(s.cards[ids.field![0]!] && kwWard(s, ids.field![0]!)).toBe(true);
    // 5.22.5: leaving the field it goes to its owner's cemetery
    const done = destroyAt(s, taken);
    expect([names(done, 'cemetery', 1), names(done, 'cemetery', 0)]).toEqual([['SD02-019'], []]);
    // 2 fallen angels: cannot pay
    const b = scene({ me: 'SD02', field: ['BP03-109'], cemetery: ['BP09-114', 'BP09-114'], oppField: ['SD02-019'] });
    expect(activations(b.s, b.ids.field![0]!)).toEqual([]);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const e = scene({ me: 'SD02', field: ['BP03-109', 'SD02-002'], cemetery: ['BP09-114', 'BP09-114', 'BP09-114'], oppField: ['SD02-019', 'SD02-002'] });
    const t = must(e.s, activations(e.s, e.ids.field![0]!)[0]!).state;
    expectOffered(t, e.ids.oppField!, [...e.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP11-T01'], 'Token 魔導四輪車・V (SVE 5.32.1): [起動] engage 1 『ファントムデュオ・バニー＆バロン』 (none: refused) or [起動][コスト1] engage 2 followers (1: refused): a 3/3 follower for the turn with Storm; 【攻撃時】 draw 1 only if another 荒野 follower is on your field', () => {
    // only a non-荒野 follower: ability 0 refused, ability 1 needs 2 followers
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'], evolve: ['BP11-T01'], tokens: [['BP11-T01', 'field', 0]], pp: 1 });
    expect(abilitiesOffered(s0, ids.tokens![0]!)).toEqual([]);
    // made this turn (since = now): Storm lets it attack the leader (12.9) once piloted
    const { s: s1, ids: i1 } = scene({ me: 'SD02', field: ['BP11-019', 'SD02-002'], evolve: ['BP11-T01'], tokens: [['BP11-T01', 'field', 0]], pp: 0 });
    const v = i1.tokens![0]!;
    s1.cards[v]!.flags.since = s1.turn.number;
    expect(abilitiesOffered(s1, v)).toEqual([0]); // [コスト1] refused with 0 PP
    let s = target(activateAbility(s1, v, 0), i1.field![0]!);
    expect([isFollower(s, v), stats(s, v), kw(s, v, 'sve.storm'), s.cards[i1.field![0]!]!.tapped]).toEqual([true, [3, 3], true, true]);
    let h = handCount(s, 0);
    s = pass(attack(s, v, leaderId(s, 1)));
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h + 1]); // another 荒野 follower (バニー＆バロン, engaged) is there
    // ability 1 with 2 non-荒野 followers: no draw
    const { s: s2, ids: i2 } = scene({ me: 'SD02', field: ['SD02-002', 'BP01-042'], evolve: ['BP11-T01'], tokens: [['BP11-T01', 'field', 0]], pp: 1 });
    const w = i2.tokens![0]!;
    s = pickAll(activateAbility(s2, w, 1), i2.field!);
    expect([isFollower(s, w), stats(s, w), s.players[0]!.counters.pp]).toEqual([true, [3, 3], 0]);
    h = handCount(s, 0);
    s = pass(attack(s, w, leaderId(s, 1)));
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h]);
  });
}
