/**
 * Card cases: Effect clauses of grammar/effects/restrictions.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { createCard, legalActions, push } from '../../../../../engine/src/index.js';
import { counters, ctxOf, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, cardIdOf, evolve, fillCemetery, health, pass, pick, play } from '../../drivers.js';
import { activateFirst, canAttackWith, canPlay, type Covers, evolves, playIt, sc, settleChoices, settleInOrder } from '../case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from '../offered.js';

export function registerRestrictionsCases(covers: Covers): void {
  covers(['CP04-005'], 'CP04-005 シオリ: Fanfare stand a プリコネ follower of yours (a non-プリコネ follower: not a candidate); this turn it cannot attack the enemy', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP04-005'], field: ['PCS01-001', 'SD01-007'], oppField: ['SD02-020'], oppEngaged: [0] });
    for (const f of ids.field!) { s0.cards[f]!.tapped = true; s0.cards[f]!.flags.since = 0; }
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(ids.field![1]!);
      s = pick(s, ids.field![0]!);
    }
    s = settleInOrder(s);
    const attacks = legalActions(s).filter((a) => a.type === 'attack' && a.attacker === ids.field![0]!);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, attacks.length]).toEqual([false, true, 0]);
  });

  covers(['BP06-039', 'BP06-040'], 'カースエンチャンター (「このターン、これの([進化]を除く)[起動]能力を使えない」): Fanfare a 『形代』; [起動] putting a 式神 follower into the cemetery: 4 damage to a chosen enemy follower, then no second activation this turn (another 『形代』 on the field) — the base card may still evolve ([進化]を除く); next turn it is offered again; evolved: 【進化時】 2 damage (4 with 7 陰陽師 cards in your cemetery, 6: 2); cost 4 (refused at 3 PP)', () => {
    const { s: p0, ids: p } = scene({ me: 'SD03', hand: ['BP06-039'], pp: 4 });
    const p3 = structuredClone(p0);
    p3.players[0]!.counters.pp = 3;
    expect(canPlay(p3, p.hand![0]!)).toBe(false);
    const played = settleChoices(play(p0, p.hand![0]!));
    const kata = zoneCards(played, 'field', 0).filter((x) => played.cards[x]!.token);
    expect([kata.map((x) => (played.catalog[played.cards[x]!.cardId] as { name?: string }).name), counters(played, 0).pp]).toEqual([['形代'], 0]);
    const shikiId = played.cards[kata[0]!]!.cardId;
    for (const card of ['BP06-039', 'BP06-040']) {
      const { s: s1, ids } = scene({ me: 'SD03', field: [card], evolve: card === 'BP06-039' ? ['BP06-040'] : [], hand: ['BP06-039'], oppField: ['SD04-017', 'SD04-017'], opp: 'SD04', pp: 1 });
      const ctx = ctxOf(s1);
      const shiki = [0, 1].map(() => createCard(ctx, { cardId: shikiId, owner: 0, zone: '0:field', token: true, silent: true }));
      let s = ctx.state;
      const me = ids.field![0]!;
      s.cards[me]!.flags.since = 0;
      s.players[0]!.counters.ep = 0;
      expect(activations(s, me).length).toBe(1);
      s = must(s, activations(s, me)[0]!).state;
      // the cost, the target, then 『形代』's Last Words (draw 1, discard 1)
      for (let i = 0; i < 5 && s.decision?.kind === 'chooseCards'; i++) s = settleChoices(pick(s, s.decision.candidates!.includes(shiki[0]!) ? shiki[0]! : s.decision.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : s.decision.candidates![0]!));
      s = settleChoices(s);
      expect([card, names(s, 'field', 1), zoneCards(s, 'field', 0).includes(shiki[1]!), activations(s, me).length]).toEqual([card, ['SD04-017'], true, 0]);
      if (card === 'BP06-039') expect(evolves(s, me).length).toBeGreaterThan(0);
      const later = nextTurn(nextTurn(s));
      expect(activations(later, me).length).toBe(1);
    }
    for (const n of [7, 6]) {
      const { s: e0, ids } = scene({ me: 'SD03', field: ['BP06-039'], evolve: ['BP06-040'], oppField: ['SD04-017'], opp: 'SD04', pp: 1 });
      fillCemetery(e0, 0, n, 'BP06-039');
      e0.players[0]!.counters.ep = 0;
      e0.cards[ids.field![0]!]!.flags.since = 0;
      let s = evolve(e0, ids.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = settleChoices(s);
      expect([n, zoneCards(s, 'field', 1).includes(ids.oppField![0]!) ? stats(s, ids.oppField![0]!) : 'dead']).toEqual([n, n === 7 ? 'dead' : [3, 2]]);
    }
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', field: ['BP06-039', 'SD02-019'], evolve: ['BP06-040'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    dz.s.players[0]!.counters.ep = 0;
    dz.s.cards[dz.ids.field![0]!]!.flags.since = 0;
    const dt = evolve(dz.s, dz.ids.field![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['SD08-002', 'SD08-T01'], 'SD08-002 覇道の君臨者・フォルテ: while on the field your 『ドラゴン』 have Storm and Drain; [起動][コスト0] a 『ドラゴン』 (5/5) once per turn; end phase: up to 2 enemy followers cannot attack during their master\'s next turn', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD08-002'], oppField: ['SD02-019', 'SD02-019', 'SD02-019'], pp: 0 });
    let s = activateFirst(s0, ids.field![0]!);
    const dragon = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD08-T01')!;
    expect([stats(s, dragon), kw(s, dragon, 'sve.storm'), kw(s, dragon, 'sve.drain'), kw(s, ids.field![0]!, 'sve.storm')]).toEqual([[5, 5], true, true, false]);
    expect(activations(s, ids.field![0]!)).toEqual([]); // 1ターンに1回
    // Storm: attacks the leader the turn it entered; Drain: +5 health
    s = pass(attack(s, dragon, leaderId(s, 1)));
    expect([health(s, 1), health(s, 0)]).toEqual([15, 25]);
    s = must(s, { type: 'endMain', player: 0 }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
    // 「相手の場のフォロワー2体まで選ぶ」 (issue #18): exactly the 3 enemy followers; not Forte, not your 『ドラゴン』, no leader
    expectOffered(s, ids.oppField!, [ids.field![0]!, dragon, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(s, 2, { upTo: true }); // a 3rd pick refused; 0 and 1 accepted
    const none = nextTurn(chooseTargets(s, [])); // 「まで」: none chosen, every enemy may attack
    expect(ids.oppField!.map((f) => canAttackWith(none, f))).toEqual([true, true, true]);
    const one = nextTurn(chooseTargets(s, [ids.oppField![2]!]));
    expect(ids.oppField!.map((f) => canAttackWith(one, f))).toEqual([true, true, false]);
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!); // the second pick completes the choice (max 2)
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect([canAttackWith(s, ids.oppField![0]!), canAttackWith(s, ids.oppField![1]!), canAttackWith(s, ids.oppField![2]!)]).toEqual([false, false, true]);
    // once Forte is gone its dragons lose Storm and Drain
    const t = scene({ me: 'SD04', field: ['SD08-002'], pp: 0 });
    const u = activateFirst(t.s, t.ids.field![0]!);
    const d2 = zoneCards(u, 'field', 0).find((id) => cardIdOf(u, id) === 'SD08-T01')!;
    u.zones['0:field']!.cards = u.zones['0:field']!.cards.filter((x) => x !== t.ids.field![0]);
    u.cards[t.ids.field![0]!]!.zone = '0:cemetery';
    u.zones['0:cemetery']!.cards.push(t.ids.field![0]!);
    expect([kw(u, d2, 'sve.storm'), kw(u, d2, 'sve.drain')]).toEqual([false, false]);
  });
}
