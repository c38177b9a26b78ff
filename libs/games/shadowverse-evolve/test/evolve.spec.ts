/**
 * SVE 5.16 / 12.2 evolve: proper evolve card (5.16.1.1.1), PP cost with 1 EP instead of 1 PP (12.2.3),
 * once per turn (8.3.2.1), super evolve thresholds and SEP (12.2.4), evolved cards cannot evolve
 * (12.2.5, 5.16.4), evolve information except cost (5.16.1.2, 10.9.1.1.1), kept state and
 * differences (5.16.2, 5.16.2.1), leaving the field (5.16.3, 11.6.1, 4.6.3).
 */
import { legalActions, statOf, type Action, type GameState } from '../../../engine/src/index.js';
import { arrange, counters, must, nextTurn, readerFor, started, zoneCards } from './engine-helpers.js';

const evolves = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'evolve');

function withFencer(pp: number, ep: number, extra: Array<[string, string, number]> = []) {
  const s0 = started('SD02', 'SD02', 'evolve');
  const a = arrange(s0, [['SD02-003', 'field', 0], ...extra]);
  const s = a.state;
  Object.assign(s.players[0]!.counters, { pp, maxPp: Math.max(pp, s.players[0]!.counters.maxPp!), ep });
  return { s, fencer: a.ids[0]!, ids: a.ids };
}

describe('SVE 12.2 evolve ability', () => {
  test('SVE 12.2.2/5.16.1.1.1: one action per payment, using a face-down evolve card with the same name', () => {
    const { s, fencer } = withFencer(1, 0);
    const list = evolves(s);
    expect(list).toHaveLength(1);
    const ev = list[0]!;
    expect(ev).toMatchObject({ type: 'evolve', player: 0, card: fencer, ep: false, sep: false });
    const evoCard = s.cards[ev.evolveCard as string]!;
    expect([evoCard.cardId, evoCard.face, s.zones[evoCard.zone]!.name]).toEqual(['SD02-004', 'down', 'evolveDeck']);
  });

  test('SVE 5.16.1.2/5.16.1.3: the follower takes the evolve card\'s information (not its cost) and 【進化時】 triggers', () => {
    const { s, fencer } = withFencer(1, 0);
    const r = must(s, evolves(s)[0]!);
    const f = r.state.cards[fencer]!;
    expect(f.cardId).toBe('SD02-004');
    expect(f.flags).toMatchObject({ baseCardId: 'SD02-003', evolvedTurn: r.state.turn.number });
    const rd = readerFor(r.state);
    expect([statOf(rd, fencer, 'attack'), statOf(rd, fencer, 'defense'), statOf(rd, fencer, 'cost')]).toEqual([4, 4, 3]);
    const link = zoneCards(r.state, 'evolveArea', 0);
    expect(link.map((id) => [r.state.cards[id]!.cardId, r.state.cards[id]!.attachedTo])).toEqual([['SD02-004', fencer]]);
    // 【進化時】『スティールナイト』1体と『ナイト』1体を出す
    expect(zoneCards(r.state, 'field', 0).map((id) => r.state.cards[id]!.cardId).sort()).toEqual(['SD02-004', 'SD02-T01', 'SD02-T02'].sort());
    expect(counters(r.state, 0).pp).toBe(0);
    expect(r.events.map((e) => e.type)).toContain('sve.evolved');
  });

  test('SVE 12.2.3: 1 of the PP may be paid with 1 EP (PP 0 + EP 1 pays cost 1; cost 0 cannot use EP)', () => {
    expect(evolves(withFencer(0, 1).s).map((a) => a.ep)).toEqual([true]);
    expect(evolves(withFencer(1, 1).s).map((a) => a.ep)).toEqual([false, true]);
    expect(evolves(withFencer(0, 0).s)).toEqual([]);
    const { s } = withFencer(0, 1);
    const r = must(s, evolves(s)[0]!);
    expect(counters(r.state, 0)).toMatchObject({ pp: 0, ep: 0 });
    // ルフ鳥 [進化][コスト0]: no PP to replace
    const s0 = started('SD04', 'SD04', 'evolve0');
    const b = arrange(s0, [['SD04-009', 'field', 0]]);
    Object.assign(b.state.players[0]!.counters, { pp: 0, ep: 2 });
    expect(evolves(b.state).map((a) => a.ep)).toEqual([false]);
  });

  test('SVE 8.3.2.1: only one evolve ability per turn; the next turn it is available again', () => {
    const { s } = withFencer(5, 0, [['SD02-010', 'field', 0]]);
    expect(evolves(s).map((a) => a.card).length).toBe(2);
    const r = must(s, evolves(s)[0]!);
    expect(evolves(r.state)).toEqual([]);
    let t = nextTurn(r.state);
    t = nextTurn(t);
    expect(evolves(t).length).toBe(1);
  });

  test('SVE 12.2.5/5.16.4: an evolved follower cannot evolve again', () => {
    const { s, fencer } = withFencer(5, 0);
    let t = must(s, evolves(s)[0]!).state;
    t = nextTurn(nextTurn(t));
    expect(evolves(t).filter((a) => a.card === fencer)).toEqual([]);
  });

  test('SVE 12.2.2: no proper face-down evolve card → no evolve; a vanilla follower has no evolve ability', () => {
    const s0 = started('SD02', 'SD02', 'evolve');
    const a = arrange(s0, [['SD02-003', 'field', 0], ['SD02-007', 'field', 0], ['SD02-004', 'cemetery', 0], ['SD02-004', 'cemetery', 0], ['SD02-004', 'cemetery', 0]]);
    Object.assign(a.state.players[0]!.counters, { pp: 5 });
    expect(evolves(a.state)).toEqual([]);
  });

  test('SVE 12.2.4: super evolve needs turns taken ≥ 7 (first player) and 1 SEP; +1/+1 and 【超進化時】', () => {
    const { s, fencer } = withFencer(5, 0);
    s.players[0]!.counters.turns = 6;
    expect(evolves(s).map((a) => a.sep)).toEqual([false]);
    s.players[0]!.counters.turns = 7;
    expect(evolves(s).map((a) => a.sep)).toEqual([false, true]);
    const r = must(s, evolves(s).find((a) => a.sep === true)!);
    const rd = readerFor(r.state);
    expect([statOf(rd, fencer, 'attack'), statOf(rd, fencer, 'defense')]).toEqual([5, 5]);
    expect(counters(r.state, 0).sep).toBe(0);
    expect(r.events.map((e) => e.type)).toContain('sve.superEvolved');
    s.players[0]!.counters.sep = 0;
    expect(evolves(s).map((a) => a.sep)).toEqual([false]);
  });

  test('SVE 12.2.4: the second player may super evolve from turn 6 (5 is one short)', () => {
    let s = nextTurn(started('SD02', 'SD02', 'evolve2'));
    expect(s.turn.active).toBe(1);
    const a = arrange(s, [['SD02-003', 'field', 1]]);
    s = a.state;
    Object.assign(s.players[1]!.counters, { pp: 5, maxPp: 5, ep: 0, turns: 5 });
    expect(evolves(s).map((x) => x.sep)).toEqual([false]);
    s.players[1]!.counters.turns = 6;
    expect(evolves(s).map((x) => x.sep)).toEqual([false, true]);
  });

  test('SVE 5.16.2/5.16.2.1: it stays engaged and keeps its damage (3/3 with 1 damage → 4/4 with health 3)', () => {
    const s0 = started('SD02', 'SD01', 'evolve3');
    const a = arrange(s0, [['SD02-003', 'field', 0]]);
    let s = a.state;
    s.cards[a.ids[0]!]!.tapped = true;
    s.effects.push({ id: 'e-test', source: null, sourceCardId: null, controller: 1, targets: [a.ids[0]!], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: -1 }, duration: 'permanent', timestamp: 1 });
    Object.assign(s.players[0]!.counters, { pp: 1 });
    s = must(s, evolves(s)[0]!).state;
    expect(s.cards[a.ids[0]!]!.tapped).toBe(true);
    const rd = readerFor(s);
    expect([statOf(rd, a.ids[0]!, 'attack'), statOf(rd, a.ids[0]!, 'defense')]).toEqual([4, 3]);
  });

  test('SVE 5.16.3/11.6.1/4.6.3: when it leaves the field the base card goes to the cemetery and the evolve card face up to the evolve deck, no longer usable', () => {
    const { s, fencer } = withFencer(1, 0);
    let t = must(s, evolves(s)[0]!).state;
    // destroy it with damage: put health to 0 and reach a check timing by ending the main phase
    t.effects.push({ id: 'e-kill', source: null, sourceCardId: null, controller: 1, targets: [fencer], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: -10 }, duration: 'permanent', timestamp: 1 });
    t = must(t, { type: 'endMain', player: 0 }).state;
    expect(zoneCards(t, 'cemetery', 0).map((id) => t.cards[id]!.cardId)).toEqual(['SD02-003']);
    expect(zoneCards(t, 'evolveArea', 0)).toEqual([]);
    const faceUp = zoneCards(t, 'evolveDeck', 0).filter((id) => t.cards[id]!.face === 'up').map((id) => t.cards[id]!.cardId);
    expect(faceUp).toEqual(['SD02-004']);
    expect(zoneCards(t, 'evolveDeck', 0)).toHaveLength(10);
  });
});
