/**
 * PSO2 500-505: the turn — start (501), draw (502), PP (503), main (504) and end phases (505).
 */
import { moveCards, zoneKey } from '../../../engine/src/index.js';
import { PRIORITY } from '../src/constants.js';
import { pd } from '../src/state.js';
import { newGame } from './helpers.js';
import { arrange, choose, deck, edit, endPhase, hit, hp, must, pass, passWhile, pick, start, toMain, withCtx, zone } from './position.js';

type S = ReturnType<typeof start>;
const nextTurn = (s: S) => {
  const t = toMain(s);
  return passWhile(endPhase(t), (u) => u.turn.active !== t.turn.active);
};

describe('PSO2 500 / 501 turn order and the start phase', () => {
  test('PSO2 500.1 / 500.3: players alternate; phases go start → draw → PP → main → end', () => {
    let s = newGame([deck(), deck()], 'phases').state;
    const first = s.turn.first!;
    expect(s.turn).toMatchObject({ number: 1, active: first, phase: 'pp' });
    s = toMain(s);
    expect(s.turn.phase).toBe('main');
    s = endPhase(s);
    expect(s.turn).toMatchObject({ phase: 'end', step: 'turnEnd' });
    s = passWhile(s, (t) => t.turn.active !== first);
    expect(s.turn).toMatchObject({ number: 2, active: 1 - first, phase: 'pp' });
  });

  test('PSO2 501.1.1 / 501.1.2 / §14.7: the turn player\'s OFF PP cards, allies and items turn ON; the mag only with option pso2UntapMagAndAttached', () => {
    for (const withMag of [false, true]) {
      let s = start({ p0: deck(['012', '060', '061', '037'], { mag: '006' }), options: { pso2UntapMagAndAttached: withMag } });
      const r = arrange(s, [{ card: '012', zone: 'field', owner: 0, tapped: true }, { card: '060', zone: 'field', owner: 0, tapped: true, row: 'back' }, { card: '061', zone: 'field', owner: 0, tapped: true, attachTo: 0 }, { card: '037', zone: 'pp', owner: 0, tapped: true }]);
      s = edit(r.s, (x) => {
        x.cards[x.zones['0:mag']!.cards[0]!]!.tapped = true;
        x.cards[x.zones['0:player']!.cards[0]!]!.tapped = true;
      });
      s = nextTurn(nextTurn(s));
      expect(s.turn.active).toBe(0);
      for (const id of r.ids) expect(s.cards[id]!.tapped).toBe(false);
      expect(s.cards[zone(s, 'player', 0)[0]!]!.tapped).toBe(false);
      expect(s.cards[zone(s, 'mag', 0)[0]!]!.tapped).toBe(!withMag);
    }
  });
});

describe('PSO2 502 / 503 draw and PP phases', () => {
  test('PSO2 502.1.1: the first player does not draw on turn 1; the second player draws on theirs', () => {
    let s = newGame([deck(), deck()], 'draws').state;
    const first = s.turn.first!;
    expect(zone(s, 'hand', first)).toHaveLength(5);
    s = nextTurn(toMain(s));
    expect(zone(s, 'hand', 1 - first)).toHaveLength(6);
  });

  test('PSO2 503.1.1 / 503.1.2: 0 or 1 hand card into PP face up; a draw may follow only when a card was put', () => {
    let s = newGame([deck(), deck()], 'ppphase').state;
    const p = s.turn.first!;
    expect(s.decision).toMatchObject({ rule: 'PSO2 503.1.1', min: 0, max: 1 });
    s = pick(s, [zone(s, 'hand', p)[0]!]);
    expect(zone(s, 'pp', p)).toHaveLength(1);
    expect(s.cards[zone(s, 'pp', p)[0]!]).toMatchObject({ face: 'up', tapped: false });
    expect(s.decision).toMatchObject({ rule: 'PSO2 503.1.2', options: ['draw', 'no'] });
    const hand = zone(s, 'hand', p).length;
    s = choose(s, 'draw');
    expect(zone(s, 'hand', p).length).toBe(hand + 1);
    let t = newGame([deck(), deck()], 'ppphase').state;
    t = must(t, { type: 'done', player: p });
    expect(t.turn.phase).toBe('main'); // no card: no draw question
  });

  test('PSO2 503.1.2 / §14.5 option pso2FirstTurnPpDraw false: no PP-phase draw on the first player\'s first turn; §14.4 pso2NewPpState off', () => {
    let s = newGame([deck(), deck()], 'ppphase', { options: { pso2FirstTurnPpDraw: false, pso2NewPpState: 'off' } }).state;
    const p = s.turn.first!;
    s = pick(s, [zone(s, 'hand', p)[0]!]);
    expect(s.turn.phase).toBe('main');
    expect(s.cards[zone(s, 'pp', p)[0]!]!.tapped).toBe(true);
  });
});

describe('PSO2 504 / 505 main and end phases', () => {
  test('PSO2 504.1.6 / 504.1.6.2 / 505.1.2: declaring the end phase ends the main phase at once; the turn end step gives the action right', () => {
    let s = start();
    s = endPhase(s);
    expect(s.turn).toMatchObject({ phase: 'end', step: 'turnEnd' });
    expect(s.decision).toMatchObject({ kind: PRIORITY, player: 0 });
  });

  test('PSO2 505.1.2: 「ターン終了時」 abilities trigger in the turn end step (ミナ 後攻面: no character put onto the field → draw 1)', () => {
    let s = start({ first: 1, p0: deck([], { player: '002' }) });
    s = nextTurn(s);
    expect(s.players[0]!.flags.face).toBe('second');
    s = toMain(s, 0);
    s = endPhase(s);
    expect(pd(s).zone.map((i) => i.cardId)).toEqual(['SAMPLE-PSO2-002']);
    const hand = zone(s, 'hand', 0).length;
    s = pass(pass(s));
    expect(zone(s, 'hand', 0).length).toBe(hand + 1);
  });

  test('PSO2 505.2: refresh — all damage is removed first, then "this turn" effects end (a +0/+1 that kept a character alive does not kill it)', () => {
    let s = start({ p0: deck(['012']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '012', zone: 'field', owner: 0, row: 'back' }, { card: '037', zone: 'field', owner: 1, row: 'back' }]);
    s = r.s;
    s.effects.push({ id: 'e-hp', source: null, sourceCardId: null, controller: 0, targets: [r.ids[0]!], player: null, modifier: { type: 'stat', stat: 'hp', op: 'add', value: 4 }, duration: 'untilEndOfTurn', timestamp: 1 });
    s = hit(s, { card: r.ids[0]! }, 2); // HP 6 in the back row: 2 < 3
    s = hit(s, { card: r.ids[1]! }, 1);
    expect(s.cards[r.ids[0]!]!.counters.damage).toBe(2);
    s = nextTurn(s);
    expect(s.cards[r.ids[0]!]).toMatchObject({ counters: {} });
    expect(s.cards[r.ids[1]!]).toMatchObject({ counters: {} }); // both players' characters
    expect(s.effects.filter((e) => e.id === 'e-hp')).toEqual([]);
  });

  test('§14.25 option pso2TurnLimit: the game ends as a draw when the limit is reached (no limit by default)', () => {
    let s = start({ options: { pso2TurnLimit: 2 } });
    s = nextTurn(s);
    s = nextTurn(toMain(s));
    expect(s.result).toMatchObject({ draw: true, winners: [], rule: 'PSO2 option pso2TurnLimit (§14.25)' });
    void hp; void withCtx; void moveCards; void zoneKey;
  });
});
