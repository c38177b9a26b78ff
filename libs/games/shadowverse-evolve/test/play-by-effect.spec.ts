/**
 * Playing a card by an effect (SVE 10.6.2 by an effect): 「それのコストをNにしてプレイする」,
 * src/rules/play-effect.ts and the `playCard` op (src/actions/play.ts).
 */
import { legalActions, push, run, type Action, type GameState } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { BY_ID, counters, ctxOf, must, names, scene, stats, zoneCards } from './engine-helpers.js';
import { pick } from './drivers.js';

const activate = (s: GameState, card: string): GameState => {
  const a = legalActions(s).find((x: Action) => x.type === 'activate' && x.card === card);
  if (!a) throw new Error(`no activation of ${card}`);
  return must(s, a).state;
};
/** BP05-018 簒奪の絶傑・オクトリス on player 0's field with 8 PP: 「[起動][コスト8]：相手の墓場のカード1枚を選ぶ。それのコストを0にしてプレイする」. */
function octrice(o: { oppCemetery: string[]; oppField?: string[]; field?: string[] }) {
  const { s, ids } = scene({ field: ['BP05-018', ...(o.field ?? [])], oppCemetery: o.oppCemetery, oppField: o.oppField, pp: 8 });
  return { s, ids, me: ids.field![0]! };
}

describe('SVE 10.6.2 playing a card by an effect (「それのコストをNにしてプレイする」)', () => {
  test('compiler: 「…1枚を選ぶ。それのコストを0にしてプレイする」 is a choice then sve.playIt on the chosen card with cost 0', () => {
    const r = compileCard(BY_ID.get('BP05-018')!);
    expect(r.mapped).toEqual([0, 1, 2, 3, 4, 5]);
    const act = r.abilities.find((a) => a.kind === 'activated' && JSON.stringify(a).includes('sve.playIt'))!;
    expect(act.effect).toEqual({
      type: 'sequence',
      steps: [
        { type: 'sve.choose', target: { zone: 'cemetery', side: 'opponent', count: 1 }, bind: 't1' },
        { type: 'sve.playIt', target: { ref: 'var', var: 't1' }, cost: 0 },
      ],
    });
  });

  test('SVE 10.6.2.1 / 10.6.2.7 / 10.6.2.8.1: the opponent\'s follower in their cemetery is played by the effect\'s master for 0 PP onto HIS field (owner stays the opponent); "played" from the cemetery with cost 0', () => {
    const { s: s0, ids, me } = octrice({ oppCemetery: ['SD02-020'] });
    // the only candidate is chosen without a decision (10.6.2.3.1)
    const r = must(s0, legalActions(s0).find((x: Action) => x.type === 'activate' && x.card === me)!);
    let s = r.state;
    expect(ids.oppCemetery!.length).toBe(1);
    expect(r.events.find((e) => e.type === 'played')).toMatchObject({ player: 0, from: 'cemetery', cost: 0, rule: 'SVE 10.6.2.7' });
    expect(s.decision?.rule).toBe('SVE 12.8.2'); // 天剣の乙女's 【守護】 entry choice: it entered the field
    s = must(s, { type: 'choose', player: 0, option: 'stand' }).state;
    expect(s.decision?.kind).toBe('sve.main');
    expect(names(s, 'field', 0)).toEqual(['BP05-018', 'SD02-020']);
    expect(names(s, 'cemetery', 1)).toEqual([]);
    const played = zoneCards(s, 'field', 0)[1]!;
    expect([s.cards[played]!.owner, s.cards[played]!.controller]).toEqual([1, 0]);
    expect(stats(s, played)).toEqual([4, 6]);
    expect(counters(s, 0).pp).toBe(0);
    expect(s.players[0]!.flags.played).toBe(1); // 13.2.1.3: it counts as a card played this turn
  });

  test('SVE 10.6.2.8.2 / 10.6.2.8.3: a spell played from the opponent\'s cemetery resolves for its player (2 damage to the opponent\'s follower) and then goes to its OWNER\'s cemetery', () => {
    const { s: s0, ids, me } = octrice({ oppCemetery: ['SD06-020'], oppField: ['SD02-020'] });
    let s = activate(s0, me);
    if (s.decision?.kind === 'chooseCards' && (s.decision.candidates as string[]).includes(ids.oppCemetery![0]!)) s = pick(s, ids.oppCemetery![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!); // エンジェルスナイプ's target
    expect(s.decision?.kind).toBe('sve.main');
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 4]);
    expect(names(s, 'cemetery', 1)).toEqual(['SD06-020']);
    expect(names(s, 'cemetery', 0)).toEqual([]);
    expect(counters(s, 0).pp).toBe(0);
  });

  test('SVE 10.6.2.3.3 / 10.6.2.1.2: a spell whose mandatory target does not exist cannot be played: it stays in the cemetery (event sve.playFailed), nothing else happens', () => {
    const { s: s0, ids, me } = octrice({ oppCemetery: ['SD06-020'] }); // エンジェルスナイプ, no enemy follower
    const r = must(s0, legalActions(s0).find((x: Action) => x.type === 'activate' && x.card === me)!); // the only candidate: no decision
    const s = r.state;
    expect(r.events.filter((e) => e.type === 'sve.playFailed').map((e) => e.card)).toEqual([ids.oppCemetery![0]!]);
    expect(r.events.some((e) => e.type === 'played')).toBe(false);
    expect(s.decision?.kind).toBe('sve.main');
    expect(names(s, 'cemetery', 1)).toEqual(['SD06-020']);
    expect(s.players[0]!.flags.played ?? 0).toBe(0);
  });

  test('SVE 10.6.2.6: a follower cannot be played onto a full field (5 cards): it stays in the cemetery; with 4 cards it is played', () => {
    const full = octrice({ oppCemetery: ['SD02-020'], field: ['SD02-019', 'SD02-019', 'SD02-002', 'SD02-002'] });
    let s = activate(full.s, full.me);
    if (s.decision?.kind === 'chooseCards') s = pick(s, full.ids.oppCemetery![0]!);
    expect(names(s, 'cemetery', 1)).toEqual(['SD02-020']);
    expect(zoneCards(s, 'field', 0).length).toBe(5);
    const four = octrice({ oppCemetery: ['SD02-020'], field: ['SD02-019', 'SD02-019', 'SD02-002'] });
    s = activate(four.s, four.me);
    if (s.decision?.kind === 'chooseCards') s = pick(s, four.ids.oppCemetery![0]!);
    if (s.decision?.rule === 'SVE 12.8.2') s = must(s, { type: 'choose', player: 0, option: 'stand' }).state;
    expect(names(s, 'cemetery', 1)).toEqual([]);
    expect(zoneCards(s, 'field', 0).length).toBe(5);
  });

  test('SVE 10.6.2.5.1.3 / 10.10.2.4 / 10.6.2.5.4: the cost the effect sets comes first, a raise (+1) applies after it (1 PP paid); with 0 PP the play is not made', () => {
    const { s, ids } = scene({ cemetery: ['SD02-020'], pp: 1 });
    const card = ids.cemetery![0]!;
    const raise = (st: GameState) => st.effects.push({
      id: 'e900', source: null, sourceCardId: null, controller: 1, targets: [card], player: null,
      modifier: { type: 'stat', stat: 'costDelta', op: 'add', value: 1 }, duration: 'untilEndOfTurn', timestamp: 1,
    } as never);
    let ctx = ctxOf(s);
    raise(ctx.state);
    ctx.state.decision = null;
    push(ctx, { op: 'playCard', card, player: 0, costSet: 0, byEffect: true }, { op: '$check' });
    run(ctx);
    expect(names(ctx.state, 'field', 0)).toEqual(['SD02-020']);
    expect(counters(ctx.state, 0).pp).toBe(0);
    // one PP short: not played
    ctx = ctxOf(s);
    raise(ctx.state);
    ctx.state.players[0]!.counters.pp = 0;
    ctx.state.decision = null;
    push(ctx, { op: 'playCard', card, player: 0, costSet: 0, byEffect: true }, { op: '$check' });
    run(ctx);
    expect(names(ctx.state, 'field', 0)).toEqual([]);
    expect(names(ctx.state, 'cemetery', 0)).toEqual(['SD02-020']);
    expect(ctx.events.some((e) => e.type === 'sve.playFailed')).toBe(true);
  });
});
