/**
 * PSO2 400-406: zones — what is public (400.3 - 400.5), the deck (401), the hand and its limit (402), the field
 * (403), PP and face-down PP (404), the discard (405) and the resolution zone (406: trigger order, targets,
 * processing and fizzling).
 */
import { moveCards, view, zoneKey } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { attackOf, pd } from '../src/state.js';
import { reader } from '../src/reader.js';
import {
  arrange, cardIdsIn, choose, deck, edit, endPhase, hp, idOf, isLegal, must, onTop, pass, passWhile, pay, pick, play, start, target, who, withCtx, zone,
} from './position.js';

type S = ReturnType<typeof start>;

describe('PSO2 400-405 zones and what each player sees', () => {
  test('PSO2 400.3 / 401.1.1 / 402.2.1 / 405.2: counts are public; decks show a count only, hands only to their owner; the discard to all', () => {
    let s = start({ p0: deck(['012']) });
    s = arrange(s, [{ card: '012', zone: 'discard', owner: 0 }]).s;
    for (const v of [0, 1, 'spectator'] as const) {
      const w = view(s, v, definition);
      expect(w.zones['0:deck']).toMatchObject({ count: hp(s, 0), cards: null, known: [] });
      expect(w.zones['0:discard']!.cards!.map((c) => c.hidden)).toEqual([false]);
      expect(w.zones['0:hand']!.count).toBe(5);
      expect(w.zones['0:hand']!.cards!.every((c) => c.hidden === (v !== 0))).toBe(true);
    }
  });

  test('PSO2 404.5 / 404.5.1: a face-down PP card is seen by nobody (its owner neither); turned OFF it goes to the bottom of the deck (HP + 1)', () => {
    let s = start({ first: 1, p0: deck(['044', '044', '044', '044']) });
    // player 0 is second: it has the face-down PP card
    const down = zone(s, 'pp', 0).find((x) => s.cards[x]!.face === 'down')!;
    expect(down).toBeDefined();
    for (const v of [0, 1, 'spectator'] as const) expect(view(s, v, definition).zones['0:pp']!.cards!.find((c) => c.id === down)!.hidden).toBe(true);
    s = toMain0(passWhile(endPhase(s), (t) => t.turn.active === 0));
    const r = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0, tapped: true }]);
    const before = hp(r.s, 0);
    s = play(r.s, 0, r.ids[0]!);
    s = pay(s, [down]); // the only ON PP card
    expect(zone(s, 'pp', 0)).toHaveLength(1);
    expect(hp(s, 0)).toBe(before + 1);
  });

  test('PSO2 402.3 / 402.3.1: at the turn player\'s refresh step, 8 cards in hand → discard 1 to 7; 7 → none; the other player keeps 9', () => {
    let s = start();
    s = edit(s, (x) => {
      for (const [p, n] of [[0, 3], [1, 4]] as const) {
        const moved = x.zones[`${p}:deck`]!.cards.splice(0, n);
        x.zones[`${p}:hand`]!.cards.push(...moved);
        for (const c of moved) Object.assign(x.cards[c]!, { zone: `${p}:hand` });
      }
    });
    expect(zone(s, 'hand', 0)).toHaveLength(8);
    s = passWhile(endPhase(s));
    expect(s.decision).toMatchObject({ player: 0, rule: 'PSO2 402.3.1', min: 1, max: 1 });
    expect(zone(s, 'hand', 1)).toHaveLength(9); // the other player is not asked (402.3.1: 「自分のターンの」)
    s = pick(s, [zone(s, 'hand', 0)[0]!]);
    expect(zone(s, 'hand', 0)).toHaveLength(7);
    expect(s.turn.active).toBe(1);
    let t = start();
    t = edit(t, (x) => {
      const moved = x.zones['0:deck']!.cards.splice(0, 2);
      x.zones['0:hand']!.cards.push(...moved);
      for (const c of moved) Object.assign(x.cards[c]!, { zone: '0:hand' });
    });
    t = passWhile(endPhase(t));
    expect(t.turn.active).toBe(1); // 7: no discard decision
  });

  test('PSO2 403.1.4: a row change is no zone change (the card keeps its id and effects)', () => {
    let s = start({ p1: deck(['037']) });
    const r = arrange(s, [{ card: '037', zone: 'field', owner: 1 }]);
    s = r.s;
    s.effects.push({ id: 'e1', source: null, sourceCardId: null, controller: 1, targets: [r.ids[0]!], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 5 }, duration: 'untilEndOfTurn', timestamp: 1 });
    s = withCtx(s, (ctx) => void ctx);
    const { hit } = HIT;
    s = hit(s, { card: r.ids[0]! }, 2);
    expect(s.cards[r.ids[0]!]!.flags.row).toBe('back');
    expect(attackOf(reader(s), r.ids[0]!)).toBe(7);
  });
});

import { hit as hitFn } from './position.js';
const HIT = { hit: hitFn };
function toMain0(s: S): S {
  let t = s;
  for (let i = 0; i < 50 && !(t.decision?.kind === PRIORITY && t.turn.phase === 'main' && t.turn.active === 0); i++) {
    const d = t.decision!;
    t = d.kind === 'chooseCards' ? must(t, { type: 'done', player: d.player }) : d.kind === 'chooseOption' ? choose(t, 'no') : pass(t);
  }
  return t;
}

describe('PSO2 406 the resolution zone', () => {
  test('PSO2 406.1 / 400.4: a played card is public while in the resolution zone', () => {
    let s = start({ p0: deck(['012', '012']) });
    const r = arrange(s, [{ card: '012', zone: 'hand', owner: 0 }, { card: '012', zone: 'pp', owner: 0 }]);
    s = pay(play(r.s, 0, r.ids[0]!));
    const card = zone(s, 'resolution', null)[0]!;
    expect(view(s, 1, definition).zones.resolution!.cards![0]).toMatchObject({ id: card, hidden: false, cardId: 'SAMPLE-PSO2-012' });
  });

  test('PSO2 406.2.1: simultaneous triggers — the turn player\'s go into the zone first, the other player\'s on top (processed first)', () => {
    let s = start({ p0: deck(['016']), p1: deck(['016']) });
    const r = arrange(s, [{ card: '016', zone: 'field', owner: 0, counters: { damage: 2 } }, { card: '016', zone: 'field', owner: 1, counters: { damage: 2 } }]);
    s = must(r.s, { type: 'attack', player: 0, attacker: r.ids[0]! });
    s = target(s, [r.ids[1]!]);
    s = passWhile(s, (t) => pd(t).zone.length >= 2);
    expect(pd(s).zone.map((i) => i.controller)).toEqual([0, 1]);
  });

  test('PSO2 406.2.1: the controller orders their own simultaneous triggers (two ドロップ milled together)', () => {
    let s = start({ p0: deck([], { player: '005' }), p1: deck(['021', '021', '033', '033']) });
    s = onTop(onTop(s, '021', 1), '033', 1);
    s = must(s, { type: 'attack', player: 0, attacker: zone(s, 'player', 0)[0]! });
    s = target(s, [zone(s, 'player', 1)[0]!]);
    s = passWhile(s);
    expect(s.decision).toMatchObject({ kind: 'order', player: 1, rule: 'PSO2 406.2.1' });
  });

  test('PSO2 406.2.4 / 504.2: without a legal target an Active cannot be played and a triggered ability is not put into the zone', () => {
    let s = start({ p0: deck(['041', '041', '041', '041', '031', '031', '031']) });
    const r = arrange(s, [{ card: '041', zone: 'hand', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '031', zone: 'hand', owner: 0 }, { card: '031', zone: 'pp', owner: 0 }]);
    expect(isLegal(r.s, { type: 'play', player: 0, card: r.ids[0]! })).toBe(false); // no opponent character
    s = pass(pass(pay(play(r.s, 0, r.ids[4]!)))); // 影を喰らうもの enters: its 登場時 has no target
    expect(pd(s).zone).toHaveLength(0);
    expect(s.decision!.kind).toBe(PRIORITY);
  });

  test('PSO2 406.4.1 (Active): a declared target that became illegal: nothing of the card is processed', () => {
    let s = start({ p0: deck(['041', '041', '041', '041']), p1: deck(['037']) });
    const r = arrange(s, [{ card: '041', zone: 'hand', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '041', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 1 }]);
    s = pay(target(play(r.s, 0, r.ids[0]!), [r.ids[4]!]));
    s = withCtx(s, (ctx) => void moveCards(ctx, [r.ids[4]!], zoneKey('hand', 1), { silent: true }));
    s = pass(pass(s));
    expect(pd(s).zone).toHaveLength(0);
    expect(Object.values(s.cards).every((c) => !c.counters.damage)).toBe(true);
  });

  test('PSO2 406.4.1 / §14.18 (option pso2PartialTargets): one of two targets left — keepLegal resolves for the other, fizzle for none', () => {
    for (const mode of ['keepLegal', 'fizzle'] as const) {
      let s = start({ p0: deck(['079', '079', '012', '012']), options: { pso2PartialTargets: mode } });
      const r = arrange(s, [{ card: '079', zone: 'hand', owner: 0 }, { card: '079', zone: 'pp', owner: 0 }, { card: '012', zone: 'field', owner: 0 }, { card: '012', zone: 'field', owner: 0 }]);
      s = pay(pick(play(r.s, 0, r.ids[0]!), [r.ids[2]!, r.ids[3]!]));
      s = withCtx(s, (ctx) => void moveCards(ctx, [r.ids[3]!], zoneKey('discard', 0), { silent: true }));
      s = pass(pass(s));
      expect(attackOf(reader(s), r.ids[2]!)).toBe(mode === 'keepLegal' ? 3 : 2);
    }
    void cardIdsIn; void idOf; void who;
  });
});
