/**
 * 協力レイドバトル (co-op raid battle): set-up and difficulty, turn order, the boss's turn (target, start, main,
 * battle, end), the boss's special replacements, the party's choices for the boss, War Cry and 回復 across the party,
 * drop-out, and the shared win / loss.
 */
import { apply, legalActions, view } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { C, PRIORITY } from '../src/constants.js';
import { pd } from '../src/state.js';
import { newGame } from './helpers.js';
import {
  activate, arrange, cardIdsIn, choose, deck, edit, endPhase, hit, hp, id, idOf, idsOf, isLegal, must, onTop, pass, passWhile, pick, start, target, toMain, who, zone, thinDeck
} from './position.js';

type S = ReturnType<typeof start>;
const BOSS = 2;
const bossDeck = (cards: string[] = [], size = 12): Record<string, string[]> => {
  const d = cards.map(id);
  while (d.length < size) d.push(id('B02'));
  return { boss: [id('B01')], bossDeck: d };
};
const raid = (o: { options?: Record<string, unknown>; p0?: Record<string, string[]>; p1?: Record<string, string[]>; boss?: Record<string, string[]>; seed?: string } = {}) =>
  newGame([o.p0 ?? deck(), o.p1 ?? deck(), o.boss ?? bossDeck()], o.seed ?? 'raid-6', { options: { format: 'raid', ...(o.options ?? {}) } }).state;

/** Drives "do nothing" answers until `until` holds. */
function idle(s: S, until: (t: S) => boolean): S {
  let t = s;
  for (let i = 0; i < 400 && !t.result && !until(t); i++) {
    const legal = legalActions(t, definition);
    const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'endPhase') ?? legal.find((x) => x.type === 'done') ?? legal.find((x) => x.option === 'no') ?? legal[0]!;
    t = apply(t, a, definition).state;
  }
  return t;
}
const toBossTurn = (s: S) => idle(s, (t) => t.turn.active === BOSS);

describe('協力レイドバトル set-up and turn order', () => {
  test('raid ゲームの流れ: normal — the party goes first (seat order, then the boss); the first party player draws on turn 1; the boss has ライフ, no hand, no PP', () => {
    let s = raid();
    expect(pd(s)).toMatchObject({ mode: 'raid', boss: BOSS, order: [0, 1, 2], party: [0, 1] });
    expect(s.turn.first).toBe(0);
    expect(s.players[BOSS]!.counters[C.life]).toBe(30);
    expect(zone(s, 'hand', BOSS)).toHaveLength(0);
    expect(zone(s, 'pp', BOSS)).toHaveLength(0);
    expect(s.decision).toMatchObject({ player: 0, rule: 'PSO2 503.1.1' }); // turn 1, PP phase
    expect(zone(s, 'hand', 0)).toHaveLength(6); // 5 + the turn-1 draw (normal overrides 502.1.1)
    expect(zone(s, 'hand', 1)).toHaveLength(5);
  });

  test('raid / PSO2 102.5 with the glossary 後攻 (option raidSecondPlayersPp): every party player but the first gets the face-down PP card', () => {
    const s = raid({ options: { raidDifficulty: 'hard' } });
    expect(zone(s, 'pp', 0)).toHaveLength(1); // hard: the boss is first, so both party players are 後攻
    expect(zone(s, 'pp', 1)).toHaveLength(1);
    const n = raid();
    expect(zone(n, 'pp', 0)).toHaveLength(0);
    expect(zone(n, 'pp', 1)).toHaveLength(1);
    const off = raid({ options: { raidSecondPlayersPp: false } });
    expect(zone(off, 'pp', 1)).toHaveLength(0);
  });

  test('raid ハード / ベリーハード: the boss goes first; a full round is boss → party 1 → party 2 → boss', () => {
    let s = raid({ options: { raidDifficulty: 'hard' } });
    expect(s.turn).toMatchObject({ first: BOSS, active: BOSS });
    const seen: number[] = [];
    for (let i = 0; i < 600 && seen.length < 4; i++) {
      if (seen[seen.length - 1] !== s.turn.active) seen.push(s.turn.active);
      s = idle(s, (t) => t.turn.active !== s.turn.active || t.result !== null);
    }
    expect(seen).toEqual([2, 0, 1, 2]);
  });

  test('raid: a party of 2 or more plus the boss seat (the last); 2 seats with a boss deck are refused', () => {
    expect(() => newGame([deck(), bossDeck()], 'x', { options: { format: 'raid' } })).toThrow(/2 or more/);
    expect(() => newGame([bossDeck(), deck(), deck()], 'x', { options: { format: 'raid' } })).toThrow(/seat 0 must hold exactly one player card/);
  });
});

describe('《ボス》のターン', () => {
  test('③ the boss plays as many cards as players joined (normal: 2; ベリーハード: 3); a character enters the front row OFF', () => {
    for (const [difficulty, n] of [['normal', 2], ['veryHard', 3]] as const) {
      let s = toBossTurn(raid({ options: { raidDifficulty: difficulty } }));
      s = idle(s, (t) => t.turn.phase === 'battle' || t.turn.active !== BOSS);
      expect(zone(s, 'field', BOSS)).toHaveLength(n);
      for (const c of zone(s, 'field', BOSS)) expect(s.cards[c]).toMatchObject({ tapped: true, flags: { row: 'front' } });
    }
  });

  test('① / ④ the target player is chosen at random; the boss attacks it first (boss card), then front-row characters in order of entry; OFF characters do not (option raidBossOffCharactersAttack)', () => {
    for (const offAttack of [false, true]) {
      let s = raid({ options: { raidBossOffCharactersAttack: offAttack } });
      const r = arrange(s, [{ card: 'B02', zone: 'field', owner: BOSS }, { card: 'B02', zone: 'field', owner: BOSS }]);
      s = toBossTurn(r.s);
      const targetPlayer = pd(s).target!;
      expect([0, 1]).toContain(targetPlayer);
      const attackers: string[] = [];
      for (let i = 0; i < 300 && s.turn.active === BOSS; i++) {
        const b = pd(s).battle;
        if (b && attackers[attackers.length - 1] !== b.attacker) {
          attackers.push(b.attacker);
          expect(b.targets).toEqual([zone(s, 'player', targetPlayer)[0]]);
        }
        s = idle(s, (t) => t.turn.active !== BOSS || (pd(t).battle !== null && pd(t).battle!.attacker !== attackers[attackers.length - 1]));
      }
      const bossCard = zone(r.s, 'player', BOSS)[0]!;
      expect(attackers[0]).toBe(bossCard);
      expect(attackers.slice(1)).toEqual(offAttack ? [...r.ids, ...attackers.slice(3)] : r.ids); // the 2 played this turn are OFF
    }
  });

  test('特別なルール: the party chooses the boss\'s targets (巨神の眷属 登場時: the target player decides)', () => {
    let s = raid({ boss: bossDeck(['B03', 'B03']), p0: deck(['037', '037']), p1: deck(['037', '037']) });
    s = arrange(s, [{ card: '037', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 0 }, { card: '037', zone: 'field', owner: 1 }, { card: '037', zone: 'field', owner: 1 }]).s;
    s = onTop(onTop(s, 'B03', BOSS), 'B03', BOSS);
    s = toBossTurn(s);
    s = idle(s, (t) => t.decision?.rule === 'PSO2 406.2.3' || t.turn.active !== BOSS);
    const tp = pd(s).target!;
    expect(s.decision).toMatchObject({ player: tp, rule: 'PSO2 406.2.3' });
    // the boss's 「相手の場」 is its target player's field (its opponent this turn)
    expect([...s.decision!.candidates!].sort()).toEqual(idsOf(s, '037', 'field', tp));
  });

  test('特別なルール: a boss draw plays the top card instead (侵攻命令); the boss never holds a card', () => {
    let s = raid({ boss: bossDeck(['B04', 'B02']) });
    s = onTop(onTop(s, 'B02', BOSS), 'B04', BOSS);
    s = toBossTurn(s);
    s = idle(s, (t) => t.turn.phase === 'battle' || t.turn.active !== BOSS);
    expect(zone(s, 'hand', BOSS)).toHaveLength(0);
    expect(cardIdsIn(s, 'field', BOSS).filter((c) => c === id('B02')).length).toBeGreaterThanOrEqual(2); // B02 (drawn → played) + the second play
  });

  test('特別なルール: a boss card returned to the hand goes on top of the boss deck (撤収); discarding from its hand does nothing (瘴気の波動)', () => {
    let s = raid({ boss: bossDeck(['B05', 'B06']) });
    const r = arrange(s, [{ card: 'B02', zone: 'field', owner: BOSS }]);
    s = onTop(onTop(r.s, 'B06', BOSS), 'B05', BOSS);
    s = toBossTurn(s);
    const deckBefore = zone(s, 'deck', BOSS).length;
    const old = r.ids[0]!;
    s = idle(s, (t) => t.turn.phase === 'battle' || t.turn.active !== BOSS);
    expect(zone(s, 'hand', BOSS)).toHaveLength(0);
    expect(s.cards[old]).toBeUndefined(); // returned: to the top of the deck, so the second play was that card again
    const b02 = zone(s, 'field', BOSS).filter((c) => s.cards[c]!.cardId === id('B02'));
    expect(b02).toHaveLength(1);
    expect(s.cards[b02[0]!]!.tapped).toBe(true); // it entered again this turn
    expect(cardIdsIn(s, 'discard', BOSS)).toEqual([id('B05')]);
    expect(zone(s, 'deck', BOSS).length).toBe(deckBefore - 1);
  });

  test('特別なルール: the boss deck at 0 is refilled from the boss discard at once (not a loss)', () => {
    let s = raid({ boss: bossDeck([], 2) });
    s = toBossTurn(s);
    s = idle(s, (t) => t.turn.phase === 'battle' || t.turn.active !== BOSS);
    expect(s.result).toBeNull();
    s = edit(s, (x) => {
      const moved = x.zones[`${BOSS}:field`]!.cards.splice(0);
      x.zones[`${BOSS}:discard`]!.cards.push(...moved);
      for (const c of moved) Object.assign(x.cards[c]!, { zone: `${BOSS}:discard`, tapped: false, flags: {} });
    });
    s = idle(s, (t) => t.turn.active === BOSS && t.turn.number > 3 && t.turn.phase === 'battle');
    expect(s.result).toBeNull();
    expect(zone(s, 'field', BOSS).length).toBeGreaterThan(0);
  });
});

describe('協力レイドバトル party rules', () => {
  test('特別なルール: ウォークライ may protect a party member\'s ally (P1\'s 蒼穹の守り手 リナ takes the boss\'s attack on P0)', () => {
    let s = raid({ p1: deck(['011']), seed: 'wc-1' });
    s = arrange(s, [{ card: '011', zone: 'field', owner: 1 }]).s;
    s = toBossTurn(s);
    s = idle(s, (t) => pd(t).battle !== null && t.decision?.kind === PRIORITY && t.decision.player === 1);
    const rina = idOf(s, '011', 'field', 1);
    expect(isLegal(s, { type: 'activate', player: 1, card: rina, ability: 0 })).toBe(true);
    s = activate(s, 1, rina, 0);
    s = idle(s, (t) => pd(t).zone.length === 0);
    expect(pd(s).battle!.targets).toEqual([rina]);
  });

  test('特別なルール: other party players and their characters are not allies (マグ・ルクス cannot choose them) nor opponents (no attack)', () => {
    let s = raid({ p0: deck([], { mag: '006' }), p1: deck(['012']) });
    s = toMain(must(s, { type: 'done', player: 0 }));
    s = arrange(s, [{ card: '012', zone: 'field', owner: 1 }]).s;
    const lux = zone(s, 'mag', 0)[0]!;
    expect(isLegal(s, { type: 'activate', player: 0, card: lux, ability: 0 })).toBe(false); // no ally character of P0
    const atk = legalActions(s, definition).find((a) => a.type === 'attack');
    let t = must(s, atk!);
    expect(t.decision!.candidates ?? [pd(t).battle!.targets[0]]).not.toContain(idOf(s, '012', 'field', 1));
    void t; void target;
  });

  test('特別なルール 【回復】: a party member\'s ally may be chosen; (a) the recovering player\'s own discard and deck', () => {
    let s = raid({ p0: deck(['049', '049', '049']), p1: deck(['037']) });
    s = toMain(must(s, { type: 'done', player: 0 }));
    const r = arrange(s, [{ card: '049', zone: 'hand', owner: 0 }, { card: '049', zone: 'pp', owner: 0 }, { card: '049', zone: 'pp', owner: 0 }, { card: '037', zone: 'field', owner: 1 }, { card: '037', zone: 'discard', owner: 1 }]);
    s = hit(r.s, { card: r.ids[3]! }, 2);
    s = must(s, { type: 'play', player: 0, card: r.ids[0]! });
    s = pick(s, zone(s, 'pp', 0).slice(0, 2));
    s = idle(s, (t) => t.decision?.rule === 'PSO2 302.9');
    const b = choose(s, 'character'); // the only character of the party: P1's (chosen by itself)
    expect(b.cards[r.ids[3]!]!.counters.damage).toBeUndefined();
    let a = choose(s, 'deck');
    expect(a.decision).toMatchObject({ rule: 'PSO2 302.9', options: [0, 1] });
    const before = hp(a, 1);
    a = choose(a, 1);
    a = pick(a, [r.ids[4]!]);
    expect(hp(a, 1)).toBe(before + 1);
  });

  test('raid: damage to the boss lowers its ライフ; at 0 the whole party wins', () => {
    let s = raid({ p0: deck([], { player: '005' }) });
    s = toMain(must(s, { type: 'done', player: 0 }));
    s = edit(s, (x) => void (x.players[BOSS]!.counters[C.life] = 2));
    s = must(s, { type: 'attack', player: 0, attacker: zone(s, 'player', 0)[0]! });
    s = target(s, [zone(s, 'player', BOSS)[0]!]);
    s = passWhile(s, (t) => t.result !== null);
    expect(s.result).toMatchObject({ winners: [0, 1], losers: [BOSS], reason: 'boss defeated' });
  });

  test('raid 脱落: a party player whose deck is 0 drops out (cards removed from the game); the boss still plays one card for them; when every party player is out the party loses', () => {
    let s = raid({ options: { raidDifficulty: 'normal' } });
    s = toMain(must(s, { type: 'done', player: 0 }));
    s = thinDeck(s, 1, 0);
    s = endPhase(s);
    expect(s.players[1]!.lost).toBe(true);
    expect(s.result).toBeNull();
    expect(zone(s, 'removed', 1).length).toBeGreaterThan(0);
    expect(['hand', 'deck', 'discard', 'pp', 'field', 'player'].every((z) => zone(s, z, 1).length === 0)).toBe(true);
    s = toBossTurn(s);
    expect(pd(s).target).toBe(0);
    s = idle(s, (t) => t.turn.phase === 'battle' || t.turn.active !== BOSS);
    expect(zone(s, 'field', BOSS)).toHaveLength(2); // players who joined: 2
    s = thinDeck(s, 0, 0);
    s = idle(s, (t) => t.result !== null);
    expect(s.result).toMatchObject({ winners: [BOSS], losers: [0, 1] });
  });

  test('raid / PSO2 101.6: a party player who concedes in their own turn leaves; the next seat plays on', () => {
    let s = raid();
    s = toMain(must(s, { type: 'done', player: 0 }));
    s = apply(s, { type: 'concede', player: 0 }, definition).state;
    expect(s.result).toBeNull();
    expect(s.turn.active).toBe(1);
    expect(who(s)).toBe(1);
    const v = view(s, 1, definition);
    expect(v.zones['0:removed']!.cards).toBeNull();
  });

  test('raid option raidPriority: in a party player\'s turn only the turn player holds the right (opponents), or every party player (party)', () => {
    for (const [mode, holders] of [['opponents', [0]], ['party', [0, 1]]] as const) {
      let s = raid({ options: { raidPriority: mode }, p0: deck(['044', '044']) });
      s = toMain(must(s, { type: 'done', player: 0 }));
      const r = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }]);
      s = pick(must(r.s, { type: 'play', player: 0, card: r.ids[0]! }), [r.ids[1]!]);
      const seen = new Set<number>();
      while (pd(s).zone.length > 0) {
        seen.add(who(s));
        s = pass(s);
      }
      expect([...seen].sort()).toEqual(holders);
    }
  });
});
