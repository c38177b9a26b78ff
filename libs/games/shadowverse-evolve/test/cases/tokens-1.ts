/**
 * Card cases of tokens, group 1 (templates-tokens-1.ts): vehicles (操縦する SVE 5.32, rules/kind-change.ts),
 * 「それが荒野・フォロワーなら」, gained traits, granted abilities and the other token texts of the group. Each case
 * drives the token through the public API with the printed numbers, costs one short and conditions at their
 * boundary (run by cards.spec.ts through card-cases.ts).
 */
import { legalActions, matchesFilter, type GameState } from '../../../../engine/src/index.js';
import { ctxOf, defaultAnswer, leaderId, must, names, nextTurn, readerFor, scene, stats, kw, zoneCards } from '../engine-helpers.js';
import { activations, attack, evolve, fillCemetery, handCount, health, pass, pick, play, target } from '../drivers.js';
import { isFollower } from '../../src/state.js';
import { dealDamageHook } from '../../src/rules/damage.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const activate = (s: GameState, card: string, ability: number): GameState => {
  const a = activations(s, card).find((x) => x.ability === ability);
  if (!a) throw new Error(`no activation ${ability} of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};
const abilitiesOffered = (s: GameState, card: string) => activations(s, card).map((x) => x.ability);
/** Answers chooseCards decisions with the given cards in order (one each; a forced answer is skipped). */
const pickAll = (s0: GameState, ids: string[]) => ids.reduce((s, id) => target(s, id), s0);
const attackTargets = (s: GameState, attacker: string) => legalActions(s).filter((x) => x.type === 'attack' && x.attacker === attacker).map((x) => x.target);

export function registerTokens1Cases(covers: Covers): void {
  covers(['EBD03-T05', 'BP11-T02'], 'Tokens 魔導列車 (SVE 5.32.1): [起動][コスト1] engage followers whose original costs total 5 or more (4 refused, PP 0 refused): piloted into a 4/5 follower for the turn; Rush; 【攻撃時】 destroy an engaged enemy follower, your leader +2', () => {
    for (const id of ['EBD03-T05', 'BP11-T02']) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 1 });
      const v = ids.tokens![0]!;
      const [a, b] = ids.field!;
      expect([isFollower(s0, v), attackTargets(s0, v)]).toEqual([false, []]); // an amulet until piloted
      expect(abilitiesOffered(s0, v)).toEqual([]); // costs 2 + 2 = 4 < 5
      const { s: s1, ids: more } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002', 'BP01-042'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 0 });
      expect(abilitiesOffered(s1, more.tokens![0]!)).toEqual([]); // [コスト1] with 0 PP
      const { s: s2, ids: i2 } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002', 'BP01-042', 'BP01-042'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], evolve: [id], tokens: [[id, 'field', 0]], pp: 1 });
      const t = i2.tokens![0]!;
      const [x, y, z, w] = i2.field!;
      let s = activate(s2, t, 0);
      s = pickAll(s, [x!, y!]); // 2 + 2 = 4: still short, asked again
      expect([s.decision?.kind, s.decision?.candidates]).toEqual(['chooseCards', [z, w]]);
      s = pick(s, z!); // + 1 = 5
      expect([isFollower(s, t), stats(s, t), kw(s, t, 'sve.rush'), [x, y, z, w].map((c) => s.cards[c!]!.tapped), s.players[0]!.counters.pp]).toEqual([true, [4, 5], true, [true, true, true, false], 0]);
      // on the field since the start of the turn (8.4.2.1): it may attack the leader
      expect(attackTargets(s, t)).toContain(leaderId(s, 1));
      const engagedFoe = i2.oppField![0]!;
      s = pass(target(attack(s, t, leaderId(s, 1)), engagedFoe));
      expect([health(s, 1), health(s, 0), zoneCards(s, 'field', 1).includes(engagedFoe), zoneCards(s, 'field', 1).length]).toEqual([16, 22, false, 1]);
      // end of the turn: an amulet again (its printed kind)
      s = nextTurn(s);
      expect(isFollower(s, t)).toBe(false);
      void a; void b;
    }
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
    let s = target(activate(s1, v, 0), i1.field![0]!);
    expect([isFollower(s, v), stats(s, v), kw(s, v, 'sve.storm'), s.cards[i1.field![0]!]!.tapped]).toEqual([true, [3, 3], true, true]);
    let h = handCount(s, 0);
    s = pass(attack(s, v, leaderId(s, 1)));
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h + 1]); // another 荒野 follower (バニー＆バロン, engaged) is there
    // ability 1 with 2 non-荒野 followers: no draw
    const { s: s2, ids: i2 } = scene({ me: 'SD02', field: ['SD02-002', 'BP01-042'], evolve: ['BP11-T01'], tokens: [['BP11-T01', 'field', 0]], pp: 1 });
    const w = i2.tokens![0]!;
    s = pickAll(activate(s2, w, 1), i2.field!);
    expect([isFollower(s, w), stats(s, w), s.players[0]!.counters.pp]).toEqual([true, [3, 3], 0]);
    h = handCount(s, 0);
    s = pass(attack(s, w, leaderId(s, 1)));
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h]);
  });

  const wild = (id: string, check: (s: GameState, f: string) => unknown, wildExpect: unknown, plainExpect: unknown) => {
    for (const [follower, expected] of [['BP11-019', wildExpect], ['SD02-002', plainExpect]] as const) {
      const { s: s0, ids } = scene({ me: 'SD02', field: [follower], evolve: [id], tokens: [[id, 'field', 0]] });
      const t = ids.tokens![0]!;
      const s = target(activate(s0, t, 0), ids.field![0]!);
      expect([check(s, ids.field![0]!), names(s, 'field', 0)]).toEqual([expected, [follower]]); // the token went to the cemetery as the cost
    }
  };

  covers(['EBD03-T06', 'BP11-T04'], 'Tokens 機動二輪車: [起動] put this into the cemetery: a follower of yours gets Rush; a 荒野 follower also +1 attack (non-荒野: no +1)', () => {
    for (const id of ['EBD03-T06', 'BP11-T04']) wild(id, (s, f) => [stats(s, f), kw(s, f, 'sve.rush')], [[4, 3], true], [[3, 3], true]);
  });

  covers(['EBD03-T07', 'BP16-T22', 'BP11-T05'], 'Tokens 魔導装甲車: [起動] put this into the cemetery: a follower of yours gets Ward; a 荒野 follower also +1 health (non-荒野: no +1)', () => {
    for (const id of ['EBD03-T07', 'BP16-T22', 'BP11-T05']) wild(id, (s, f) => [stats(s, f), kw(s, f, 'sve.ward')], [[3, 4], true], [[3, 3], true]);
  });

  covers(['BP11-T03'], 'Token 従順な駿馬: [起動] put this into the cemetery: a 荒野 follower of yours +1/+1 (a non-荒野 one: nothing)', () => {
    wild('BP11-T03', (s, f) => stats(s, f), [4, 4], [3, 3]);
  });

  covers(['BP10-T09', 'BP03-T04'], 'Tokens ドラゴウェポン (SVE 2.4): [起動] engage and put this into the cemetery: a [ドラゴン] follower of yours +1 health and gains the trait 武装 (a neutral follower cannot be chosen); engaged: refused', () => {
    for (const id of ['BP10-T09', 'BP03-T04']) {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003', 'BP01-173'], evolve: [id], tokens: [[id, 'field', 0]] });
      const [dragon, neutral] = ids.field!;
      const t = ids.tokens![0]!;
      s0.cards[t]!.tapped = true;
      expect(abilitiesOffered(s0, t)).toEqual([]);
      s0.cards[t]!.tapped = false;
      let s = activate(s0, t, 0);
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toEqual([dragon]);
        s = pick(s, dragon!);
      }
      const armed = (c: string) => matchesFilter(readerFor(s), c, { trait: '武装' });
      expect([stats(s, dragon!), armed(dragon!), armed(neutral!), names(s, 'field', 0)]).toEqual([[3, 4], true, false, ['SD04-003', 'BP01-173']]);
    }
  });

  covers(['BP09-T02'], 'Token 久遠の秘薬: a [ウィッチ] follower of original cost 3 or less from your cemetery onto the field (cost 6 cannot be chosen) with Rush and 「at your end phase, destroy this」', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: [], cemetery: ['SD03-003', 'SD03-001'], evolve: ['BP09-T02'], tokens: [['BP09-T02', 'hand', 0]], pp: 2 });
    const spell = ids.tokens![0]!;
    const [cheap] = ids.cemetery!;
    let s = play(s0, spell);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([cheap]);
      s = pick(s, cheap!);
    }
    const f = zoneCards(s, 'field', 0).find((c) => s.cards[c]!.cardId === 'SD03-003')!;
    expect([kw(s, f, 'sve.rush'), s.players[0]!.counters.pp]).toEqual([true, 0]);
    s = nextTurn(s); // your end phase: destroyed
    expect(names(s, 'field', 0)).not.toContain('SD03-003');
    expect(names(s, 'cemetery', 0)).toContain('SD03-003');
  });

  covers(['BP14-T03'], 'Token 炎将の二槍: when a follower of yours evolves, 2 damage to an enemy follower; [起動][コスト1] engage and put this into the cemetery: a 指揮官 follower gets 「【攻撃時】2 damage to the enemy leader」 (0 PP: refused)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003', 'SD02-002'], oppField: ['SD04-001'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 1 });
    const t = ids.tokens![0]!;
    const [warrior, commander] = ids.field!;
    const foe = ids.oppField![0]!;
    // evolve: the evolve card's own 【進化時】 3 damage and this token's 2 damage, both on the only foe (7/8 → 7/3)
    let s = evolve(s0, warrior!);
    for (let i = 0; i < 10 && s.decision?.kind !== 'sve.main'; i++) s = s.decision?.kind === 'chooseCards' && s.decision.candidates?.includes(foe) ? pick(s, foe) : must(s, defaultAnswer(s)).state;
    expect(stats(s, foe)).toEqual([7, 3]);
    const { s: z0, ids: zi } = scene({ me: 'SD04', field: ['SD02-002'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 0 });
    expect(abilitiesOffered(z0, zi.tokens![0]!)).toEqual([]);
    const { s: s1, ids: i1 } = scene({ me: 'SD04', field: ['SD02-002', 'SD04-003'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 1 });
    s = activate(s1, i1.tokens![0]!, 1);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([i1.field![0]]); // the dragon warrior is no 指揮官
      s = pick(s, i1.field![0]!);
    }
    s = pass(attack(s, i1.field![0]!, leaderId(s, 1)));
    expect(health(s, 1)).toBe(20 - 2 - 3);
    void commander; void t;
  });

  covers(['BP13-T03'], 'Token 紅の牙: 1 damage to your leader and to every enemy follower; your 『永劫の吸血鬼・アルザード』 +1 attack and Drain; with exactly 3 face-up アルザード in your evolve deck +3/+3 more (2: not)', () => {
    for (const up of [2, 3]) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP13-071'], oppField: ['BP01-173', 'SD02-002'], evolve: ['BP13-T03', 'BP13-072', 'BP13-072', 'BP13-072'], tokens: [['BP13-T03', 'hand', 0]], pp: 1 });
      const evo = zoneCards(s0, 'evolveDeck', 0).filter((c) => s0.cards[c]!.cardId === 'BP13-072');
      evo.forEach((c, i) => { s0.cards[c]!.face = i < up ? 'up' : 'down'; });
      const alz = ids.field![0]!;
      const s = play(s0, ids.tokens![0]!);
      const foes = ids.oppField!;
      expect([health(s, 0), foes.map((f) => stats(s, f)), kw(s, alz, 'sve.drain'), stats(s, alz)]).toEqual([19, [[2, 2], [3, 2]], true, up === 3 ? [6, 5] : [3, 2]]);
    }
  });

  covers(['BP15-T03'], 'Token 黄金の靴: a 盗賊 follower of yours gets Rush; with 10+ cards in the opponent\'s cemetery Storm instead (9: Rush only)', () => {
    for (const n of [9, 10]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP11-019'], evolve: ['BP15-T03'], tokens: [['BP15-T03', 'hand', 0]], pp: 2 });
      fillCemetery(s0, 1, n, 'SD02-002');
      const f = ids.field![0]!;
      const s = target(play(s0, ids.tokens![0]!), f);
      expect([kw(s, f, 'sve.rush'), kw(s, f, 'sve.storm')]).toEqual(n >= 10 ? [false, true] : [true, false]);
    }
  });

  covers(['BP14-T05'], 'Token 幼狼奮闘: 1 damage to an enemy follower; you may discard 1: if you did, the top card of your deck to the cemetery (declined: nothing)', () => {
    for (const discard of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD02', oppField: ['BP01-173'], evolve: ['BP14-T05'], tokens: [['BP14-T05', 'hand', 0]], pp: 0 });
      const deck = zoneCards(s0, 'deck', 0).length;
      const hand = handCount(s0, 0);
      let s = target(play(s0, ids.tokens![0]!), ids.oppField![0]!);
      expect(s.decision?.kind).toBe('chooseCards');
      s = discard ? pick(s, zoneCards(s, 'hand', 0)[0]!) : must(s, { type: 'done', player: 0 }).state;
      expect([stats(s, ids.oppField![0]!), handCount(s, 0), zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual([[2, 2], discard ? hand - 2 : hand - 1, discard ? deck - 1 : deck, discard ? 2 : 0]);
    }
  });

  covers(['BP14-T07'], 'Token 水銀の断絶 (SVE 5.14.2): [クイック] this turn your leader takes 1 less damage (3 → 2, 1 → 0); draw 1; next turn full damage again', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP14-T07'], tokens: [['BP14-T07', 'hand', 0]], pp: 1 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.tokens![0]!);
    expect(handCount(s, 0)).toBe(h); // played (−1), drew 1
    const ctx = ctxOf(s);
    expect([dealDamageHook(ctx, { player: 0 }, 3, null), dealDamageHook(ctx, { card: leaderId(s, 0) }, 1, null), dealDamageHook(ctx, { player: 1 }, 3, null)]).toEqual([2, 0, 3]);
    s = nextTurn(ctx.state);
    expect(dealDamageHook(ctxOf(s), { player: 0 }, 3, null)).toBe(3);
  });

  covers(['BP10-T02'], 'Token 絆の覇竜: 6/6 Ward; while 『絆の竜剣士・アイラ』 is on its master\'s field it takes no ability damage (without: it does)', () => {
    for (const aira of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD02', oppField: aira ? ['BP10-056'] : [], evolve: ['BP14-T05', 'BP10-T02'], tokens: [['BP14-T05', 'hand', 0], ['BP10-T02', 'field', 1]], pp: 0 });
      const d = ids.tokens![1]!;
      expect([stats(s0, d), kw(s0, d, 'sve.ward')]).toEqual([[6, 6], true]);
      let s = target(play(s0, ids.tokens![0]!), d);
      if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
      expect(stats(s, d)).toEqual(aira ? [6, 6] : [6, 5]);
    }
  });

  covers(['BP02-T08'], 'Token うたかたの月: while it is on the field, your 『カグヤ』 take no damage during your turn (damage in the opponent\'s turn is dealt); when your main phase comes it is banished', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP02-092'], evolve: ['BP02-T08'], tokens: [['BP02-T08', 'field', 0]] });
    const k = ids.field![0]!;
    const m = ids.tokens![0]!;
    const c0 = ctxOf(s0);
    expect(dealDamageHook(c0, { card: k }, 3, null)).toBe(0);
    let s = nextTurn(c0.state); // the opponent's turn
    const c1 = ctxOf(s);
    expect(dealDamageHook(c1, { card: k }, 1, null)).toBe(1);
    s = nextTurn(c1.state); // your next main phase
    expect([names(s, 'field', 0).includes('BP02-T08'), s.cards[m] === undefined || !zoneCards(s, 'field', 0).includes(m)]).toEqual([false, true]);
  });
}
