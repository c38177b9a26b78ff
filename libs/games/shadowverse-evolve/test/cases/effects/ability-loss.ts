/**
 * Card cases: Effect clauses of grammar/effects/ability-loss.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../../engine/src/index.js';
import { advance, counters, kw, leaderId, nextTurn, scene, stats } from '../../engine-helpers.js';
import { evolve, fillCemetery, health, pick, play, target } from '../../drivers.js';
import { canPlay, type Covers, crated, evolveInto, pickOnly, RAW, sc, settleChoices, toOppMain } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerAbilityLossCases(covers: Covers): void {
  covers(['BP18-T04'], 'BP18-T04 ジンジャーの言霊 (cost 1): an enemy follower loses every ability (no end: it stays so) and its attack and health become 1', () => {
    const { s: s0, ids } = scene({ me: 'SD03', opp: 'SD01', oppField: ['SD01-001'], evolve: ['BP18-T04', 'SD01-T01'], tokens: [['BP18-T04', 'exArea', 0], ['SD01-T01', 'field', 1]], pp: 1 });
    const [spell, fairy] = ids.tokens! as [string, string];
    const aria = ids.oppField![0]!;
    const poor = structuredClone({ ...s0, catalog: {} }) as GameState;
    poor.catalog = s0.catalog;
    poor.players[0]!.counters.pp = 0;
    expect([canPlay(poor, spell), canPlay(s0, spell)]).toEqual([false, true]);
    let s = play(s0, spell);
    s = target(s, aria);
    expect([stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), crated(s, aria), counters(s, 0).pp]).toEqual([[1, 1], false, false, false, 0]);
    // no duration: still so two turns later; the rest of the game goes on (Aria stands as usual, 5.31.3 is only 【箱詰め】)
    s.cards[aria]!.tapped = true;
    s = nextTurn(s);
    expect([stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), s.cards[aria]!.tapped]).toEqual([[1, 1], false, false, false]);
    s = nextTurn(s);
    expect([stats(s, aria), kw(s, aria, 'sve.ward')]).toEqual([[1, 1], false]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', evolve: ['BP18-T04'], tokens: [['BP18-T04', 'exArea', 0]], pp: 1 });
    const dt = play(dz.s, dz.ids.tokens![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP16-049'], 'BP16-049 スノーアウェイク (cost 2): an enemy follower\'s attack and health become 1; 【スペルチェイン_10】 it also loses every ability (9 spells: keeps them)', () => {
    const run = (spells: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', opp: 'SD01', hand: ['BP16-049'], oppField: ['SD01-001'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 1]], pp: 2 });
      fillCemetery(s0, 0, spells, 'SD03-014');
      const aria = ids.oppField![0]!;
      const fairy = ids.tokens![0]!;
      let s = play(s0, ids.hand![0]!);
      s = target(s, aria);
      return [stats(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), counters(s, 0).pp];
    };
    expect(RAW.get('SD03-014')!.type).toBe('スペル');
    expect(run(9)).toEqual([[1, 1], true, true, 0]);
    expect(run(10)).toEqual([[1, 1], false, false, 0]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', hand: ['BP16-049'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    const dt = play(dz.s, dz.ids.hand![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP05-061'], 'BP05-061 カースドストーン (evolved): 【守護】; 【進化時】 an enemy follower loses all abilities this turn and the next opponent turn (its 【守護】 gone, back afterwards), and cannot attack', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP05-060'], evolve: ['BP05-061'], oppField: ['SD02-020', 'SD02-002'], opp: 'SD02', pp: 1 });
    const [ward, other] = ids.oppField as [string, string];
    let s = evolveInto(s0, ids.field![0]!, 'BP05-061');
    s = pickOnly(s, ward, [ward, other]);
    expect([kw(s, ward, 'sve.ward'), kw(s, ids.field![0]!, 'sve.ward')]).toEqual([false, true]);
    s = toOppMain(s);
    const attackers = legalActions(s).filter((a) => a.type === 'attack').map((a) => a.attacker);
    expect([kw(s, ward, 'sve.ward'), attackers.includes(ward), attackers.includes(other)]).toEqual([false, false, true]);
    s = advance(s, (x) => x.turn.active === 0 && x.decision?.kind === 'sve.main');
    expect(kw(s, ward, 'sve.ward')).toBe(true);
  });

  covers(['BP11-041'], 'BP11-041 ジャッジメントワード (SVE 5.31, 5.24): the chosen enemy follower loses its abilities this turn; +2 health only with 6 or more different original costs in your cemetery (5 → no)', () => {
    // original costs 1, 2, 3, 8, 7 + (3: a repeat → 5 kinds | 6 → 6 kinds)
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP11-041'], cemetery: ['SD02-007', 'SD02-002', 'SD02-003', 'SD04-001', 'BP16-063', last], oppField: ['SD02-008'], pp: 0 });
      let s = play(s0, ids.hand![0]!);
      for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? pick(s, ids.oppField![0]!) : settleChoices(s);
      return { s, lancer: ids.oppField![0]! };
    };
    const five = run('SD05-018');
    const six = run('BP04-077');
    expect([health(five.s, 0), health(six.s, 0)]).toEqual([20, 22]);
    expect([kw(six.s, six.lancer, 'sve.ward'), kw(nextTurn(six.s), six.lancer, 'sve.ward')]).toEqual([false, true]);
    expect(six.s.decision?.kind).toBe('sve.main');
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP11-041'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0 });
    const dt = play(dz.s, dz.ids.hand![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });
}
