/**
 * Rule-level tests of the mechanics added for the SD07 / SD08 starter cards (grammar by concept, src/abilities/grammar/):
 * 交戦ダメージを受けない (SVE 5.14.3.2), the 「手札のこれと…を捨てる」 cost (10.4.2.1, 10.4.2.2, 10.3.4),
 * 「元のコストNの」 (exactly N) and 「これと同名を除く」 filters.
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { BY_ID, counters, leaderId, must, names, nextTurn, scene, stats, zoneCards } from './engine-helpers.js';
import { pass } from './drivers.js';

const grant = (s: GameState, id: string) => s.effects.push({ id: 'ncd', source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'keyword', keyword: 'sve.noCombatDamage', grant: true, value: null }, duration: 'untilEndOfTurn', timestamp: 1 });

describe('SD07/SD08 starter mechanics', () => {
  test('SVE 5.14.3.2: 交戦ダメージを受けない prevents the 8.4.9 damage between attacker and target only (ability damage and other followers unaffected)', () => {
    // as the attacker: the target's damage back is not dealt; the attacker's damage is dealt
    const a = scene({ me: 'SD02', field: ['SD02-019'], oppField: ['SD04-001'], oppEngaged: [0] });
    grant(a.s, a.ids.field![0]!);
    let s = pass(must(a.s, { type: 'attack', player: 0, attacker: a.ids.field![0]!, target: a.ids.oppField![0]! }).state);
    expect([stats(s, a.ids.field![0]!), stats(s, a.ids.oppField![0]!)[1]]).toEqual([[2, 3], 6]);
    // as the attack target (the opponent's turn): the attacker's damage is not dealt, its own is
    const b = scene({ me: 'SD02', field: ['SD02-019'], oppField: ['SD04-001'] });
    b.s.cards[b.ids.field![0]!]!.tapped = true;
    s = nextTurn(b.s);
    expect(s.turn.active).toBe(1);
    s.effects.push({ id: 'ncd2', source: null, sourceCardId: null, controller: 0, targets: [b.ids.field![0]!], player: null, modifier: { type: 'keyword', keyword: 'sve.noCombatDamage', grant: true, value: null }, duration: 'permanent', timestamp: 1 });
    s = must(s, { type: 'attack', player: 1, attacker: b.ids.oppField![0]!, target: b.ids.field![0]! }).state;
    while (s.decision?.kind === 'sve.quick') s = pass(s);
    expect([stats(s, b.ids.field![0]!), stats(s, b.ids.oppField![0]!)[1]]).toEqual([[2, 3], 6]);
    // ability damage is still dealt: ブレイジングブレス (2) on a follower with the keyword
    const c = scene({ me: 'SD04', hand: ['SD08-019'], field: ['SD02-019'], oppField: ['SD04-001'], pp: 1 });
    grant(c.s, c.ids.oppField![0]!);
    s = must(c.s, { type: 'play', player: 0, card: c.ids.hand![0]! }).state;
    expect(stats(s, c.ids.oppField![0]!)[1]).toBe(6);
    // a leader is never protected by it (only followers take combat damage)
    expect(counters(s, 1).health).toBe(20);
    expect(leaderId(s, 1)).toBeDefined();
  });

  test('SVE 10.4.2.1 / 10.4.2.2 / 10.3.4: 「手札のこれと元のコスト7以上の[ドラゴン]カード1枚を捨てる」 — an ability of a card in the hand; this card and ANOTHER qualifying card; not payable with this card alone', () => {
    const abilities = compileCard(BY_ID.get('SD08-017')!).abilities;
    const act = abilities.find((x) => x.kind === 'activated')!;
    expect(act.zones).toEqual(['hand']);
    expect(act.cost).toEqual([{ type: 'pay', counter: 'pp', amount: 1 }, { type: 'sacrificeSelf', to: 'cemetery' }, { type: 'sve.discardOther', amount: 1, filter: { cost: { gte: 7 }, classOrColor: 'ドラゴン' } }]);
    // SD08-017 (cost 7 dragon) alone: not listed; with a cost-6 dragon card: not listed; with a cost-7 one: listed
    const run = (other: string | null) => {
      const { s, ids } = scene({ me: 'SD04', hand: other ? ['SD08-017', other] : ['SD08-017'], pp: 1 });
      s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((id) => ids.hand!.includes(id));
      return legalActions(s).some((x) => x.type === 'activate' && x.card === ids.hand![0]);
    };
    expect([run(null), run('SD04-014'), run('SD08-012')]).toEqual([false, false, true]);
    // paid in order: this card, then the other (both in the cemetery), 1 PP
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-017', 'SD08-012'], pp: 1 });
    const s = must(s0, legalActions(s0).find((x) => x.type === 'activate' && x.card === ids.hand![0])!).state;
    expect([names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([['SD08-012', 'SD08-017'], 0]);
    expect(zoneCards(s, 'hand', 0)).not.toContain(ids.hand![1]);
  });

  test('SVE 5.8 / 2.1.2: 「元のコスト2の」 is exactly 2; 「これと同名を除く」 excludes the card\'s own name', () => {
    const roy = compileCard(BY_ID.get('SD08-014')!).abilities.find((x) => x.kind === 'triggered')!;
    expect(roy.effect).toMatchObject({ type: 'sve.search', filter: { cost: { eq: 2 }, classOrColor: 'ドラゴン', type: 'スペル' } });
    const zahar = compileCard(BY_ID.get('SD08-011')!).abilities.filter((x) => x.kind === 'triggered').map((x) => JSON.stringify(x.effect));
    expect(zahar.some((e) => e.includes('"not":{"name":"荒波のドラグーン・ザハール"}'))).toBe(true);
  });
});
