/**
 * Card cases of the section-5 notations (templates-notations.ts, rules/notations-5.ts): dice 5.20, skipped
 * turns 5.26, steal 5.22, and last known information 10.11.1. Each drives the card through the public API
 * and asserts the printed numbers at and beside their limits (run by cards.spec.ts through card-cases.ts).
 * Dice values are forced by giving the state a PRNG state whose next rolls are the wanted values.
 */
import { legalActions, randomInt, seedRng, type GameState, type RngState } from '../../../../engine/src/index.js';
import { advance, counters, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, cardIdOf, choose, evolve, handCount, health, pick, play } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

/** A PRNG state whose next die rolls (randomInt(6) + 1 each) are `values`. */
export function rngFor(values: number[]): RngState {
  for (let k = 0; k < 1_000_000; k++) {
    const rng = seedRng(`dice:${values.join(',')}:${k}`);
    const probe: RngState = { algo: rng.algo, s: [...rng.s] as RngState['s'] };
    if (values.every((v) => randomInt(probe, 6) + 1 === v)) return rng;
  }
  throw new Error('no seed found');
}

export const forceDice = (s: GameState, values: number[]): GameState => {
  s.rng = rngFor(values);
  return s;
};

const isReroll = (s: GameState) => s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.20.2';
/** From player 0's turn: to player 1's main phase, then (with the dice forced) to player 0's next main phase or a reroll offer. */
const toMyNextMain = (s: GameState, dice: number[]): GameState => {
  const opp = nextTurn(s);
  forceDice(opp, dice);
  return advance(opp, (x) => x.turn.active === 0 && (x.decision?.kind === 'sve.main' || isReroll(x)));
};

export function registerNotationCases(covers: Covers): void {
  // ---------------- dice 5.20 ----------------
  covers(['CP01-081'], 'CP01-081 ブスッといっとく？: at your main phase roll a die (SVE 5.20.1): 1 → 5 damage to your leader; 2–5 → draw 1; 6 → leader +3 and destroy this', () => {
    const run = (die: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['CP01-081'] });
      const hand0 = handCount(s0, 0);
      const s = toMyNextMain(s0, [die]);
      return { hp: health(s, 0), drawn: handCount(s, 0) - hand0 - 1, onField: zoneCards(s, 'field', 0).includes(ids.field![0]!), inCemetery: names(s, 'cemetery', 0).includes('CP01-081') };
    };
    expect(run(1)).toEqual({ hp: 15, drawn: 0, onField: true, inCemetery: false });
    expect(run(2)).toEqual({ hp: 20, drawn: 1, onField: true, inCemetery: false });
    expect(run(5)).toEqual({ hp: 20, drawn: 1, onField: true, inCemetery: false });
    expect(run(6)).toEqual({ hp: 23, drawn: 0, onField: false, inCemetery: true });
  });

  covers(['ECP02-065'], 'ECP02-065 〔強運の才女〕鷹富士茄子: while on the field you may reroll a die once (SVE 5.20.2: the new value replaces the old one); [進化][コスト1]', () => {
    // with ブスッといっとく？ rolling 1 then 6: reroll → 6 applies (leader +3, the amulet destroyed)
    const a = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065'] });
    let s = toMyNextMain(a.s, [1, 6]);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['reroll', 'keep'] });
    s = choose(s, 'reroll');
    expect(s.decision?.kind).toBe('sve.main'); // only one reroll per card
    expect([health(s, 0), names(s, 'field', 0).includes('CP01-081')]).toEqual([23, false]);
    // keep: the first value (1) applies
    const b = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065'] });
    let t = toMyNextMain(b.s, [1, 6]);
    t = choose(t, 'keep');
    expect([health(t, 0), names(t, 'field', 0).includes('CP01-081')]).toEqual([15, true]);
    // two of them: two rerolls (1 → 2 → 6)
    const c = scene({ me: 'SD02', field: ['CP01-081', 'ECP02-065', 'ECP02-065'] });
    let u = toMyNextMain(c.s, [1, 2, 6]);
    u = choose(u, 'reroll');
    expect(isReroll(u)).toBe(true);
    u = choose(u, 'reroll');
    expect([u.decision?.kind, health(u, 0)]).toEqual(['sve.main', 23]);
    // without it: no reroll offer
    const d = scene({ me: 'SD02', field: ['CP01-081'] });
    expect(isReroll(toMyNextMain(d.s, [1]))).toBe(false);
    // the evolve ability costs 1 PP
    const e = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], pp: 1 });
    expect(legalActions(e.s).some((x) => x.type === 'evolve' && x.card === e.ids.field![0]!)).toBe(true);
    const f = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], pp: 0 });
    f.s.players[0]!.counters.ep = 0;
    expect(legalActions(f.s).some((x) => x.type === 'evolve' && x.card === f.ids.field![0]!)).toBe(false);
  });

  covers(['ECP02-066'], 'ECP02-066 〔強運の才女〕鷹富士茄子 (evolved): reroll once; 【進化時】 roll: 1 → draw 2; 2 → 3 to the enemy leader and your leader +3; 3 → the opponent puts a highest-attack follower of theirs into the cemetery; 4–6 nothing (SVE 5.20)', () => {
    const run = (die: number, oppField: string[], tieChoice: number | null = null) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['ECP02-065'], evolve: ['ECP02-066'], oppField, pp: 1 });
      s0.players[0]!.counters.ep = 0;
      forceDice(s0, [die]);
      const hand0 = handCount(s0, 0);
      let s = evolve(s0, ids.field![0]!);
      expect(isReroll(s)).toBe(true); // the evolved card is on the field: its own reroll (5.20.2)
      s = choose(s, 'keep');
      if (tieChoice !== null) {
        expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1, candidates: [ids.oppField![0]!, ids.oppField![1]!].filter((x) => s.decision!.candidates!.includes(x)) });
        expect(s.decision!.candidates!.length).toBe(2);
        s = must(s, { type: 'pick', player: 1, card: ids.oppField![tieChoice]! }).state;
      }
      return { drawn: handCount(s, 0) - hand0, me: health(s, 0), opp: health(s, 1), oppField: zoneCards(s, 'field', 1).map((id) => ids.oppField!.indexOf(id)), oppCemetery: names(s, 'cemetery', 1) };
    };
    expect(run(1, ['SD02-019'])).toEqual({ drawn: 2, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
    expect(run(2, ['SD02-019'])).toEqual({ drawn: 0, me: 23, opp: 17, oppField: [0], oppCemetery: [] });
    expect(run(3, ['SD02-019', 'SD02-002'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: ['SD02-002'] }); // attack 3 over 2
    expect(run(3, ['SD02-019', 'SD02-019'], 1)).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: ['SD02-019'] }); // a tie: the opponent chooses
    expect(run(4, ['SD02-019'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
    expect(run(6, ['SD02-019'])).toEqual({ drawn: 0, me: 20, opp: 20, oppField: [0], oppCemetery: [] });
  });

  covers(['BP10-020'], 'BP10-020 《暴走》する戦車・オルオーン: cannot attack the opponent; at your end phase, twice: roll a die — 1 or 2 destroy every enemy follower, 3 or 4 7 damage to the enemy leader, 5 or 6 7 damage to your leader (SVE 5.20.1)', () => {
    const run = (dice: number[]) => {
      const { s: s0 } = scene({ me: 'SD02', field: ['BP10-020'], oppField: ['SD02-019', 'SD02-002'] });
      forceDice(s0, dice);
      const s = nextTurn(s0);
      return { me: health(s, 0), opp: health(s, 1), oppField: names(s, 'field', 1).length, oppCemetery: names(s, 'cemetery', 1).length };
    };
    expect(run([1, 3])).toEqual({ me: 20, opp: 13, oppField: 0, oppCemetery: 2 });
    expect(run([2, 4])).toEqual({ me: 20, opp: 13, oppField: 0, oppCemetery: 2 });
    expect(run([3, 4])).toEqual({ me: 20, opp: 6, oppField: 2, oppCemetery: 0 });
    expect(run([5, 6])).toEqual({ me: 6, opp: 20, oppField: 2, oppCemetery: 0 });
    expect(run([4, 5])).toEqual({ me: 13, opp: 13, oppField: 2, oppCemetery: 0 });
    // it cannot attack the leader (no target at all, 8.4.3.2.1)
    const { s: t, ids } = scene({ me: 'SD02', field: ['BP10-020'] });
    expect(legalActions(t).filter((x) => x.type === 'attack' && x.attacker === ids.field![0]!)).toEqual([]);
  });

  covers(['SP01-048'], 'SP01-048 日の出の女神・ミトラ: Fanfare each player rolls a die (turn player first): 1–3 → that player draws 2; 4–6 → that player discards 2 at random (SVE 5.20.1, 5.19); [進化][コスト1]', () => {
    const run = (dice: number[]) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SP01-048'], pp: 6 });
      forceDice(s0, dice);
      const h0 = handCount(s0, 0) - 1; // the played card leaves the hand
      const h1 = handCount(s0, 1);
      const s = play(s0, ids.hand![0]!);
      return [handCount(s, 0) - h0, handCount(s, 1) - h1, names(s, 'cemetery', 0).length, names(s, 'cemetery', 1).length];
    };
    expect(run([3, 4])).toEqual([2, -2, 0, 2]);
    expect(run([1, 6])).toEqual([2, -2, 0, 2]);
    expect(run([2, 3])).toEqual([2, 2, 0, 0]);
    // the turn player rolls 4: discards 2 at random first (the opponent's roll then comes after that PRNG use)
    const [me, opp, cm] = run([4]);
    expect([me, cm]).toEqual([-2, 2]);
    expect([2, -2]).toContain(opp);
  });

  covers(['BP12-113'], 'BP12-113 ロマントレジャーハンター (evolved): 【進化時】 discard 1: roll a die; 4 to 6 → draw 3 (SVE 5.20.1)', () => {
    const run = (die: number, pay: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP12-112'], evolve: ['BP12-113'], hand: ['SD02-019'], pp: 1 });
      forceDice(s0, [die]);
      const hand0 = handCount(s0, 0);
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay && s.decision?.kind === 'chooseCards') s = pick(s, ids.hand![0]!);
      return [handCount(s, 0) - hand0, names(s, 'cemetery', 0).length];
    };
    expect(run(3, true)).toEqual([-1, 1]);
    expect(run(4, true)).toEqual([2, 1]);
    expect(run(6, true)).toEqual([2, 1]);
    expect(run(6, false)).toEqual([0, 0]); // no cost, no roll
  });

  covers(['SP01-049'], 'SP01-049 日の出の女神・ミトラ (evolved): 【進化時】 name 1–6 and roll; the named number → leader +5, search a card to the EX area, PP to max (SVE 5.20.1, 5.15.1.1)', () => {
    const run = (named: number, die: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SP01-048'], evolve: ['SP01-049'], pp: 5 });
      forceDice(s0, [die]);
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['1', '2', '3', '4', '5', '6'] });
      s = choose(s, String(named));
      if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
      return [health(s, 0), zoneCards(s, 'exArea', 0).length, counters(s, 0).pp, counters(s, 0).maxPp];
    };
    expect(run(3, 3)).toEqual([25, 1, 5, 5]);
    expect(run(3, 4)).toEqual([20, 0, 4, 5]);
    expect(run(3, 2)).toEqual([20, 0, 4, 5]);
    expect(run(6, 6)).toEqual([25, 1, 5, 5]);
  });

  // ---------------- skipped turns 5.26 ----------------
  covers(['BP05-086'], 'BP05-086 安息の絶傑・マーウィン: [進化] skip your next turn: evolve (no PP; SVE 5.26.2, 5.26.1); [進化][コスト4]', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP05-086'], evolve: ['BP05-087'], pp: 0 });
    s0.players[0]!.counters.ep = 0;
    const max0 = counters(s0, 0).maxPp!;
    const evolves = legalActions(s0).filter((x) => x.type === 'evolve' && x.card === ids.field![0]!);
    expect(evolves.length).toBe(1); // only the skip one at 0 PP
    let s = must(s0, evolves[0]!).state;
    while (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const f = zoneCards(s, 'field', 0)[0]!;
    expect([stats(s, f), counters(s, 0).maxPp, health(s, 0)]).toEqual([[8, 8], max0 + 1, 23]); // BP05-087's 【進化時】
    const turns0 = counters(s, 0).turns;
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    s = nextTurn(s); // player 0's turn is skipped: player 1 again
    expect([s.turn.active, counters(s, 0).turns]).toEqual([1, turns0]);
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 0).turns]).toEqual([0, turns0 + 1]); // only one turn skipped
    // the [コスト4] evolve: 4 PP
    const b = scene({ me: 'SD02', field: ['BP05-086'], evolve: ['BP05-087'], pp: 4 });
    b.s.players[0]!.counters.ep = 0;
    expect(legalActions(b.s).filter((x) => x.type === 'evolve' && x.card === b.ids.field![0]!).length).toBe(2);
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
  });

  // ---------------- last known information 10.11.1 ----------------
  covers(['CSD03b-010'], 'CSD03b-010 連撃のサザーランド: Fanfare a Vanguard follower +3 attack; [起動] engage and put this into the cemetery: damage equal to 「これの攻撃力」 — its last known attack (SVE 10.11.1)', () => {
    // printed attack 2: 2 damage (3-health follower at 1, 2-health one destroyed)
    const a = scene({ me: 'SD02', field: ['CSD03b-010'], oppField: ['SD02-019', 'SD02-007'] });
    let s = must(a.s, activations(a.s, a.ids.field![0]!)[0]!).state;
    s = pick(s, a.ids.oppField![0]!);
    expect([stats(s, a.ids.oppField![0]!)[1], names(s, 'cemetery', 0)]).toEqual([1, ['CSD03b-010']]);
    const a2 = scene({ me: 'SD02', field: ['CSD03b-010'], oppField: ['SD02-019', 'SD02-007'] });
    let s2 = must(a2.s, activations(a2.s, a2.ids.field![0]!)[0]!).state;
    s2 = pick(s2, a2.ids.oppField![1]!);
    expect(names(s2, 'cemetery', 1)).toEqual(['SD02-007']);
    // played: the Fanfare gives itself (a Vanguard follower) +3 → 5: a 5-health follower destroyed, a 6-health one at 1
    const run = (enemy: string) => {
      const b = scene({ me: 'SD02', hand: ['CSD03b-010'], oppField: [enemy], pp: 3 });
      let t = play(b.s, b.ids.hand![0]!);
      if (t.decision?.kind === 'chooseCards') t = pick(t, t.decision.candidates![0]!);
      const me = zoneCards(t, 'field', 0).find((id) => cardIdOf(t, id) === 'CSD03b-010')!;
      expect(stats(t, me)[0]).toBe(5);
      t = must(t, activations(t, me)[0]!).state;
      if (t.decision?.kind === 'chooseCards') t = pick(t, b.ids.oppField![0]!); // (the only target may be taken at once)
      expect(names(t, 'cemetery', 0)).toEqual(['CSD03b-010']);
      return [zoneCards(t, 'field', 1).includes(b.ids.oppField![0]!) ? stats(t, b.ids.oppField![0]!)[1] : 'destroyed', counters(t, 0).pp];
    };
    expect(run('BP05-065')).toEqual(['destroyed', 0]);
    expect(run('BP02-022')).toEqual([1, 0]);
    // engaged: cannot pay the cost
    const c = scene({ me: 'SD02', field: ['CSD03b-010'], oppField: ['SD02-019'] });
    c.s.cards[c.ids.field![0]!]!.tapped = true;
    expect(activations(c.s, c.ids.field![0]!)).toEqual([]);
  });
}

import { destroy } from '../../../../engine/src/index.js';
import { ctxOf, kw } from '../engine-helpers.js';

function kwWard(s: GameState, id: string): boolean {
  return kw(s, id, 'sve.ward');
}

function destroyAt(s: GameState, id: string): GameState {
  const ctx = ctxOf(structuredClone(s));
  destroy(ctx, id, null);
  return ctx.state;
}
