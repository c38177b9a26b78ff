/**
 * Card cases of the starter decks SD07 (ロイヤル, レヴィオン) and SD08 (ドラゴン) (issue #5): each drives the
 * card through the public API and asserts what its printed text says with exact numbers (run by
 * cards.spec.ts through card-cases.ts; the ids feed the tested-card registry).
 */
import { legalActions, moveCards, type Action, type GameState } from '../../../../engine/src/index.js';
import { counters, ctxOf, leaderId, must, names, scene, stats, kw, zoneCards, nextTurn } from '../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const activate = (s: GameState, card: string): GameState => {
  const a = activations(s, card)[0];
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};
const canAttackWith = (s: GameState, attacker: string) => legalActions(s).some((a) => a.type === 'attack' && a.attacker === attacker);

export function registerStarterCases(covers: Covers): void {
  // ======================= SD08 ドラゴン =======================
  covers(['SD08-001'], 'SD08-001 覇道の竜翼・フォルテ: Storm, Intimidate; Fanfare if max PP is 10 (exactly): +1 attack and Aura', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-001'], pp: 5 });
      s0.players[0]!.counters.maxPp = max;
      const s = play(s0, ids.hand![0]!);
      const f = zoneCards(s, 'field', 0)[0]!;
      return [...stats(s, f), kw(s, f, 'sve.aura'), kw(s, f, 'sve.storm'), kw(s, f, 'sve.intimidate'), canAttackWith(s, f)];
    };
    expect(run(9)).toEqual([6, 5, false, true, true, true]);
    expect(run(10)).toEqual([7, 5, true, true, true, true]);
  });

  covers(['SD08-002', 'SD08-T01'], 'SD08-002 覇道の君臨者・フォルテ: while on the field your 『ドラゴン』 have Storm and Drain; [起動][コスト0] a 『ドラゴン』 (5/5) once per turn; end phase: up to 2 enemy followers cannot attack during their master\'s next turn', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD08-002'], oppField: ['SD02-019', 'SD02-019', 'SD02-019'], pp: 0 });
    let s = activate(s0, ids.field![0]!);
    const dragon = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD08-T01')!;
    expect([stats(s, dragon), kw(s, dragon, 'sve.storm'), kw(s, dragon, 'sve.drain'), kw(s, ids.field![0]!, 'sve.storm')]).toEqual([[5, 5], true, true, false]);
    expect(activations(s, ids.field![0]!)).toEqual([]); // 1ターンに1回
    // Storm: attacks the leader the turn it entered; Drain: +5 health
    s = pass(attack(s, dragon, leaderId(s, 1)));
    expect([health(s, 1), health(s, 0)]).toEqual([15, 25]);
    s = must(s, { type: 'endMain', player: 0 }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!); // the second pick completes the choice (max 2)
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect([canAttackWith(s, ids.oppField![0]!), canAttackWith(s, ids.oppField![1]!), canAttackWith(s, ids.oppField![2]!)]).toEqual([false, false, true]);
    // once Forte is gone its dragons lose Storm and Drain
    const t = scene({ me: 'SD04', field: ['SD08-002'], pp: 0 });
    const u = activate(t.s, t.ids.field![0]!);
    const d2 = zoneCards(u, 'field', 0).find((id) => cardIdOf(u, id) === 'SD08-T01')!;
    u.zones['0:field']!.cards = u.zones['0:field']!.cards.filter((x) => x !== t.ids.field![0]);
    u.cards[t.ids.field![0]!]!.zone = '0:cemetery';
    u.zones['0:cemetery']!.cards.push(t.ids.field![0]!);
    expect([kw(u, d2, 'sve.storm'), kw(u, d2, 'sve.drain')]).toEqual([false, false]);
  });

  covers(['SD08-004'], 'SD08-004 《正義》・イランツァ (evolved): Storm; attacks ignoring Ward (12.8.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', oppField: ['SD04-006'], oppEngaged: [0], evolve: ['SD08-004'], tokens: [['SD08-004', 'field', 0]] });
    const iranza = ids.tokens![0]!;
    s0.cards[iranza]!.flags.since = s0.turn.number; // entered this turn
    s0.cards[ids.oppField![0]!]!.tapped = true;
    const targets = legalActions(s0).filter((a) => a.type === 'attack' && a.attacker === iranza).map((a) => a.target).sort();
    expect(targets).toEqual([leaderId(s0, 1), ids.oppField![0]!].sort());
    expect(kw(s0, iranza, 'sve.storm')).toBe(true);
  });

  covers(['SD08-005'], 'SD08-005 ドラゴンイクシード・ギルヴァ: discarded from the hand → may go to the EX area; Ward; Fanfare 6 damage to every other follower and the enemy leader; [起動][コスト3] from the EX area (to the cemetery) 6 damage to an enemy follower, only in Overflow', () => {
    // discarded by オーブキャンサー's cost (another cost-7+ dragon): Gilva goes to the EX area
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-017', 'SD08-005', 'SD08-012', 'SD04-002'], oppField: ['SD04-001'], pp: 6 });
    s0.players[0]!.counters.maxPp = 6;
    let s = activate(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!].sort()); // cost 9 and 7 dragons; not the cost-2 spell
    s = pick(s, ids.hand![1]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![0]!);
    const gilva = zoneCards(s, 'exArea', 0).find((id) => cardIdOf(s, id) === 'SD08-005')!;
    expect(gilva).toBeDefined();
    expect(counters(s, 0).pp).toBe(5);
    expect(activations(s, gilva)).toEqual([]); // max PP 6: not 【覚醒】
    s.players[0]!.counters.maxPp = 7;
    s = activate(s, gilva);
    s = target(s, ids.oppField![0]!);
    expect([counters(s, 0).pp, stats(s, ids.oppField![0]!)[1], names(s, 'cemetery', 0).includes('SD08-005')]).toEqual([2, 2, true]);
    // Fanfare: 6 to every other follower (both sides) and to the enemy leader
    const b = scene({ me: 'SD04', hand: ['SD08-005'], field: ['SD04-001'], oppField: ['SD04-001', 'SD02-019'], pp: 9 });
    let t = play(b.s, b.ids.hand![0]!);
    t = choose(t, 'stand');
    const g2 = zoneCards(t, 'field', 0).find((id) => cardIdOf(t, id) === 'SD08-005')!;
    expect([stats(t, b.ids.field![0]!)[1], stats(t, b.ids.oppField![0]!)[1], names(t, 'field', 1), health(t, 1), health(t, 0), stats(t, g2)[1], kw(t, g2, 'sve.ward')]).toEqual([2, 2, ['SD04-001'], 14, 20, 6, true]);
  });

  covers(['SD08-008'], 'SD08-008 栄弦の天宮・リュウフウ (evolved): 【進化時】 3 damage to an enemy follower; 【超進化時】 max PP +1 and leader +2', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD08-007'], evolve: ['SD08-008'], oppField: ['SD04-001'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], counters(s, 0).maxPp, health(s, 0)]).toEqual([5, counters(s0, 0).maxPp, 20]);
    const b = scene({ me: 'SD04', field: ['SD08-007'], evolve: ['SD08-008'], oppField: ['SD04-001'], pp: 1 });
    b.s.players[0]!.counters.turns = 7;
    b.s.players[0]!.counters.maxPp = 5;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    for (let i = 0; i < 4 && t.decision?.kind !== 'sve.main'; i++) t = t.decision!.kind === 'chooseCards' ? target(t, b.ids.oppField![0]!) : choose(t, t.decision!.options![0]!);
    expect([stats(t, b.ids.oppField![0]!)[1], counters(t, 0).maxPp, health(t, 0)]).toEqual([5, 6, 22]);
  });

  covers(['SD08-011'], 'SD08-011 荒波のドラグーン・ザハール: Fanfare look at the top 3, may put a dragon follower not named 荒波のドラグーン・ザハール onto the field, the rest to the bottom; discarded from the hand: look at 2, a cost-7+ dragon to the hand', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-011', 'SD08-011', 'SD04-008', 'SD04-002'], pp: 8 });
    toDeckTop(s0, [ids.hand![1]!, ids.hand![2]!, ids.hand![3]!]); // ザハール, ドレッドドラゴン, 竜の託宣
    let s = play(s0, ids.hand![0]!);
    expect(s.decision!.candidates).toEqual([ids.hand![2]!]); // only ドレッドドラゴン (same name and the spell excluded)
    s = pick(s, ids.hand![2]!);
    while (s.decision?.kind === 'order') s = must(s, legalActions(s)[0]!).state;
    expect(names(s, 'field', 0).sort()).toEqual(['SD04-008', 'SD08-011'].sort());
    expect(zoneCards(s, 'deck', 0).slice(-2).map((id) => cardIdOf(s, id)).sort()).toEqual(['SD04-002', 'SD08-011'].sort());
    // discarded by パンプキンドラゴン's cost: look at the top 2, a cost-7+ dragon revealed to the hand
    const b = scene({ me: 'SD04', hand: ['SD08-018', 'SD08-011', 'SD08-009', 'SD04-002'], pp: 2 });
    toDeckTop(b.s, [b.ids.hand![3]!, b.ids.hand![2]!]);
    let t = activate(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!); // the only other cost-7+ dragon: chosen by itself
    while (t.decision?.kind === 'chooseOption') t = choose(t, t.decision.options![0]!);
    expect(t.decision!.candidates).toEqual([b.ids.hand![2]!]);
    t = pick(t, b.ids.hand![2]!);
    while (t.decision?.kind === 'order') t = must(t, legalActions(t)[0]!).state;
    expect(names(t, 'hand', 0).filter((x) => x === 'SD08-009')).toHaveLength(1);
    expect(health(t, 0)).toBe(25);
  });

  covers(['SD08-012', 'SD08-013'], 'SD08-012/013 蒼炎のドラゴニュート: Fanfare 6 damage; [起動][コスト1] discard this and another cost-7+ dragon from the hand: 4 damage to an enemy follower (not payable with this card alone, 10.4.2.2); evolved 【進化時】 6 damage', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-012', 'SD08-009', 'SD08-017', 'SD04-002', 'SD04-011'], oppField: ['SD04-001'], pp: 1 });
    let s = activate(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!].sort()); // cost 9 and 7 dragons; not the cost-2 spell or the cost-4 follower
    s = pick(s, ids.hand![1]!);
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], counters(s, 0).pp, names(s, 'cemetery', 0).sort()]).toEqual([4, 0, ['SD08-009', 'SD08-012'].sort()]);
    const alone = scene({ me: 'SD04', hand: ['SD08-012', 'SD04-002'], oppField: ['SD04-001'], pp: 1 });
    expect(activations(alone.s, alone.ids.hand![0]!)).toEqual([]);
    const b = scene({ me: 'SD04', hand: ['SD08-012'], oppField: ['SD04-001'], pp: 7 });
    let t = play(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.oppField![0]!);
    expect(stats(t, b.ids.oppField![0]!)[1]).toBe(2);
    const c = scene({ me: 'SD04', field: ['SD08-012'], evolve: ['SD08-013'], oppField: ['SD04-001'], pp: 1 });
    let u = evolve(c.s, c.ids.field![0]!);
    if (u.decision?.kind === 'chooseCards') u = target(u, c.ids.oppField![0]!);
    expect([stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.field![0]!)]).toEqual([2, [7, 7]]);
  });

  covers(['SD08-014', 'SD08-015'], 'SD08-014/015 斬竜剣士・ロイ: Fanfare search a dragon spell of original cost exactly 2; evolved 【進化時】 2 damage, 5 instead to a 竜族 follower', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-014'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    const cands = s.decision!.candidates!;
    expect(cands.length).toBeGreaterThan(0);
    expect(cands.every((id) => ['SD04-002'].includes(cardIdOf(s, id)))).toBe(true); // 竜の託宣 (cost 2); no other cost-2 dragon spell in SD04
    s = pick(s, cands[0]!);
    expect(names(s, 'hand', 0)).toContain('SD04-002');
    const run = (enemy: string) => {
      const b = scene({ me: 'SD04', field: ['SD08-014'], evolve: ['SD08-015'], oppField: [enemy], pp: 1 });
      let t = evolve(b.s, b.ids.field![0]!);
      if (t.decision?.kind === 'chooseCards') t = target(t, b.ids.oppField![0]!);
      return stats(t, b.ids.oppField![0]!)[1];
    };
    expect(run('SD04-001')).toBe(3); // ファフニール 竜族 8 − 5
    expect(run('SD02-002')).toBe(1); // not 竜族: 3 − 2
  });

  covers(['SD08-016'], 'SD08-016 ドラゴニックコール: [クイック] look at the top 5, up to 2 cost-7+ dragon cards revealed to the hand, the rest to the bottom', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-016', 'SD08-009', 'SD04-008', 'SD08-012', 'SD04-002', 'SD04-011'], pp: 2 });
    toDeckTop(s0, ids.hand!.slice(1));
    expect(kw(s0, ids.hand![0]!, 'sve.quick')).toBe(true);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ min: 0, max: 2 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!, ids.hand![3]!].sort()); // 8, 7, 7; not the 2 and the 4
    s = pick(pick(s, ids.hand![1]!), ids.hand![3]!);
    while (s.decision?.kind === 'order') s = must(s, legalActions(s)[0]!).state;
    expect(names(s, 'hand', 0).filter((x) => ['SD08-009', 'SD08-012'].includes(x)).sort()).toEqual(['SD08-009', 'SD08-012']);
    expect(zoneCards(s, 'deck', 0).slice(-3).map((id) => cardIdOf(s, id)).sort()).toEqual(['SD04-002', 'SD04-008', 'SD04-011'].sort());
  });

  covers(['SD08-017'], 'SD08-017 オーブキャンサー: Fanfare draw 3; [起動][コスト1] discard this and a cost-7+ dragon: draw 2', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-017', 'SD08-017', 'SD08-009', 'SD08-012'], pp: 8 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect(handCount(s, 0)).toBe(h - 1 + 3);
    const h2 = handCount(s, 0);
    s = activate(s, ids.hand![1]!);
    const c = s.decision!.candidates!;
    expect(c).toContain(ids.hand![2]!);
    expect(c).toContain(ids.hand![3]!);
    expect(c.every((id) => (s.catalog[cardIdOf(s, id)]!.cost ?? 0) >= 7 && s.catalog[cardIdOf(s, id)]!.classOrColor === 'ドラゴン')).toBe(true);
    s = pick(s, ids.hand![2]!);
    expect([handCount(s, 0), counters(s, 0).pp]).toEqual([h2 - 2 + 2, 0]);
  });

  covers(['SD08-018'], 'SD08-018 パンプキンドラゴン: Ward; Fanfare leader +5 and draw 2; [起動][コスト2] discard this and a cost-7+ dragon: leader +5', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-018', 'SD08-018'], pp: 10 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    s = choose(s, 'stand');
    expect([health(s, 0), handCount(s, 0), kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')]).toEqual([25, h - 1 + 2, true]);
    s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((id) => id === ids.hand![1]); // only this card: not payable
    expect(activations(s, ids.hand![1]!)).toEqual([]);
    const b = scene({ me: 'SD04', hand: ['SD08-018', 'SD04-001'], pp: 2 });
    let t = activate(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!);
    expect([health(t, 0), counters(t, 0).pp]).toEqual([25, 0]);
  });

  covers(['SD08-019'], 'SD08-019 ブレイジングブレス: [クイック] 2 damage to an enemy follower; 4 instead in Overflow (max PP ≥ 7)', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-019'], oppField: ['SD04-001'], pp: 1 });
      s0.players[0]!.counters.maxPp = max;
      const s = target(play(s0, ids.hand![0]!), ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], kw(s0, ids.hand![0]!, 'sve.quick')];
    };
    expect(run(6)).toEqual([6, true]);
    expect(run(7)).toEqual([4, true]);
  });

  covers(['SD08-020'], 'SD08-020 ドラゴンの卵: [起動] engage it and put it into the cemetery: leader +2; in Overflow also draw 1', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-020'], pp: 1 });
      s0.players[0]!.counters.maxPp = Math.max(1, max);
      let s = play(s0, ids.hand![0]!);
      const egg = zoneCards(s, 'field', 0)[0]!;
      const h = handCount(s, 0);
      s = activate(s, egg);
      return [health(s, 0), handCount(s, 0) - h, names(s, 'cemetery', 0)];
    };
    expect(run(6)).toEqual([22, 0, ['SD08-020']]);
    expect(run(7)).toEqual([22, 1, ['SD08-020']]);
  });

  covers(['BP10-109'], 'SD08-006 / BP10-109 《世界》・ゼルガネイア: Fanfare choose an enemy follower; with no other follower of yours destroy it and draw 1 (SVE 10.3.3: the 「…なら、」 condition governs the rest of the ability, as in 狂信の呪具 「…3個なら、…捨てる。…3ダメージ。これを墓場に置く」); Fanfare +5 health at 10 or less; [起動][コスト10] banish it from the cemetery: may put 『大いなる《世界》・ゼルガネイア』 from the evolve deck into the EX area', () => {
    const run = (other: boolean, hp: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP10-109'], field: other ? ['SD04-003'] : [], oppField: ['SD04-001'], pp: 5 });
      s0.players[0]!.counters.health = hp;
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      // the two Fanfares on standby: the TP orders them (10.5.2.2)
      for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption'; i++) s = choose(s, s.decision.options![0]!);
      s = target(s, ids.oppField![0]!);
      for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption'; i++) s = choose(s, s.decision.options![0]!);
      return [names(s, 'field', 1).length, handCount(s, 0) - h, health(s, 0)];
    };
    expect(run(false, 10)).toEqual([0, -1 + 1, 15]);
    expect(run(false, 11)).toEqual([0, -1 + 1, 11]);
    expect(run(true, 10)).toEqual([1, -1, 15]); // another follower of yours: neither the destruction nor the draw
    const b = scene({ me: 'SD04', cemetery: ['BP10-109'], evolve: ['BP10-110'], pp: 10 });
    expect(legalActions(b.s).some((a) => a.type === 'activate' && a.card === b.ids.cemetery![0])).toBe(true);
    let t = activate(b.s, b.ids.cemetery![0]!);
    if (t.decision?.kind === 'chooseCards') t = pick(t, t.decision.candidates![0]!);
    expect([counters(t, 0).pp, names(t, 'banished', 0), names(t, 'exArea', 0)]).toEqual([0, ['BP10-109'], ['BP10-110']]);
    b.s.players[0]!.counters.pp = 9;
    expect(activations(b.s, b.ids.cemetery![0]!)).toEqual([]);
  });

  covers(['BP11-058'], 'SD08-009 / BP11-058 竜喰らう禁忌: Fanfare for each original-cost-7+ [ドラゴン] card in your cemetery, choose up to 1 enemy follower (SVE 5.29.1, 10.6.2.3) and banish it (5.7.1); [起動][コスト3] discard this and another cost-7+ dragon card: max PP +1, draw 1', () => {
    const run = (big: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP11-058'], cemetery: [...big, 'SD04-011'], oppField: ['SD04-001', 'SD04-006', 'SD04-007'], pp: 9 });
      let s = play(s0, ids.hand![0]!);
      const asked = s.decision?.kind === 'chooseCards' ? [s.decision.min, s.decision.max] : null;
      if (asked) s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!);
      return [asked, names(s, 'field', 1), names(s, 'banished', 1).sort()];
    };
    expect(run([])).toEqual([null, ['SD04-001', 'SD04-006', 'SD04-007'], []]); // グリントドラゴン (cost 4) does not count
    expect(run(['SD04-001', 'SD04-008'])).toEqual([[0, 2], ['SD04-007'], ['SD04-001', 'SD04-006'].sort()]); // 8 and 7: up to 2
    const b = scene({ me: 'SD04', hand: ['BP11-058', 'SD04-008', 'SD04-011'], pp: 3 });
    b.s.players[0]!.counters.maxPp = 5;
    const h = handCount(b.s, 0);
    let t = activate(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!); // ドレッドドラゴン (7) is the only other cost-7+ dragon card
    expect([counters(t, 0).maxPp, counters(t, 0).pp, handCount(t, 0) - h, names(t, 'cemetery', 0).sort()]).toEqual([6, 0, -2 + 1, ['BP11-058', 'SD04-008']]);
  });

  // ======================= SD07 ロイヤル (レヴィオン) =======================
  covers(['SD07-001'], 'SD07-001 レヴィオンの迅雷・アルベール: Storm; Fanfare another Levion follower +1 attack; [起動][コスト3] stand it, only with 10+ royal followers in the cemetery, once per turn', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-001'], field: ['SD07-016'], pp: 10 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.field![0]!);
    const al = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-001')!;
    expect([stats(s, ids.field![0]!), stats(s, al), kw(s, al, 'sve.storm')]).toEqual([[1, 4], [4, 5], true]);
    s = pass(attack(s, al, leaderId(s, 1)));
    expect(health(s, 1)).toBe(16);
    fillCemetery(s, 0, 9, 'SD02-019'); // neutral fighters are not royal
    fillCemetery(s, 0, 9, 'SD02-002');
    expect(activations(s, al)).toEqual([]); // 9 royal followers
    fillCemetery(s, 0, 1, 'SD02-007');
    s = activate(s, al);
    expect([s.cards[al]!.tapped, counters(s, 0).pp]).toEqual([false, 3]); // 10 − 4 − 3
    s = pass(attack(s, al, leaderId(s, 1)));
    expect(activations(s, al)).toEqual([]); // once per turn
  });

  covers(['SD07-002'], 'SD07-002 雷滅卿・アルベール: [進化][コスト1]; Storm; Fanfare put another Levion follower of yours into the cemetery: destroy an enemy follower', () => {
    const run = (pay: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-002'], field: ['SD07-016'], oppField: ['SD04-001'], pp: 6 });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.field![0]!)) s = pick(s, ids.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = target(s, ids.oppField![0]!);
      const al = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-002')!;
      return [names(s, 'field', 0).sort(), names(s, 'field', 1), kw(s, al, 'sve.storm')];
    };
    expect(run(true)).toEqual([['SD07-002'], [], true]);
    expect(run(false)).toEqual([['SD07-002', 'SD07-016'].sort(), ['SD04-001'], true]);
    const { s: e0, ids: e } = scene({ me: 'SD02', field: ['SD07-002'], evolve: ['SD07-003'], pp: 1 });
    expect(legalActions(e0).some((a) => a.type === 'evolve' && a.card === e.field![0])).toBe(true);
  });

  covers(['SD07-005'], 'SD07-005 白翼の戦神・アイテール: Fanfare search a 指揮官 card or a 兵士 card; end phase with 7+ royal followers in the cemetery: your followers +1/+1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-005', 'SD07-001', 'SD07-019', 'SD07-016'], pp: 3 });
    toDeckTop(s0, ids.hand!.slice(1));
    let s = play(s0, ids.hand![0]!);
    const cands = s.decision!.candidates!;
    expect(cands).toContain(ids.hand![1]!); // 指揮官
    expect(cands).toContain(ids.hand![2]!); // 兵士
    expect(cands).not.toContain(ids.hand![3]!); // 貴族/レヴィオン
    expect(cands.every((id) => { const tr = (s.catalog[cardIdOf(s, id)] as unknown as { traits: string[] }).traits; return tr.includes('指揮官') || tr.includes('兵士'); })).toBe(true);
    s = pick(s, ids.hand![2]!);
    expect(names(s, 'hand', 0)).toContain('SD07-019');
    const run = (n: number) => {
      const b = scene({ me: 'SD02', field: ['SD07-005', 'SD02-019'], pp: 0 });
      fillCemetery(b.s, 0, n, 'SD02-002');
      fillCemetery(b.s, 0, 3, 'SD02-019');
      const t = must(b.s, { type: 'endMain', player: 0 }).state;
      return [stats(t, b.ids.field![0]!), stats(t, b.ids.field![1]!)];
    };
    expect(run(6)).toEqual([[2, 3], [2, 3]]);
    expect(run(7)).toEqual([[3, 4], [3, 4]]);
  });

  covers(['SD07-006', 'SD07-007'], 'SD07-006/007 レヴィオンセイバー・アルベール: [進化][コスト3]; evolved: Storm, 【攻撃時】 stand it (once per turn), 【進化時】 no combat damage this turn (5.14.3.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-006'], evolve: ['SD07-007'], oppField: ['SD04-001', 'SD04-001'], oppEngaged: [0, 1], pp: 3 });
    const al = ids.field![0]!;
    let s = evolve(s0, al);
    expect([counters(s, 0).pp, stats(s, al), kw(s, al, 'sve.storm')]).toEqual([0, [3, 5], true]);
    s = pass(attack(s, al, ids.oppField![0]!)); // 3 to a 7/8; its 7 back is not dealt
    expect([stats(s, al), stats(s, ids.oppField![0]!)[1], s.cards[al]!.tapped]).toEqual([[3, 5], 5, false]); // stood by 【攻撃時】
    s = pass(attack(s, al, ids.oppField![1]!));
    expect([stats(s, al), s.cards[al]!.tapped]).toEqual([[3, 5], true]); // once per turn: stays engaged
    // the next turn the protection is gone: the opponent's 7/8 attacking it destroys it
    s = nextTurn(s);
    s = must(s, { type: 'attack', player: 1, attacker: ids.oppField![0]!, target: al }).state;
    while (s.decision?.kind === 'sve.quick') s = pass(s);
    expect(names(s, 'field', 0)).toEqual([]);
  });

  covers(['SD07-008', 'SD07-009', 'SD07-T01', 'SD07-T02'], 'SD07-008/009 王断の天宮・スタチウム: 【進化時】 a 『スティールナイト』 (2/2) and a 『シールドガーディアン』 (1/1 Ward); 【超進化時】 up to 2 of your 兵士 tokens +1/+1 and Storm', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-008'], evolve: ['SD07-009'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    const knight = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-T01')!;
    const guard = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-T02')!;
    expect([stats(s, knight), stats(s, guard), kw(s, guard, 'sve.ward'), kw(s, knight, 'sve.storm')]).toEqual([[2, 2], [1, 1], true, false]);
    const b = scene({ me: 'SD02', field: ['SD07-008', 'SD02-002'], evolve: ['SD07-009'], pp: 1, tokens: [['SD07-T01', 'field', 0]] });
    b.s.players[0]!.counters.turns = 7;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    // the TP orders the two standby abilities (10.5.2.2): 【進化時】 (the tokens) first
    for (let i = 0; i < 6 && t.decision?.kind === 'chooseOption'; i++) t = choose(t, t.decision.options![0]!);
    expect(t.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
    const toks = zoneCards(t, 'field', 0).filter((id) => ['SD07-T01', 'SD07-T02'].includes(cardIdOf(t, id)));
    expect([...t.decision!.candidates!].sort()).toEqual([...toks].sort()); // tokens only: not the 兵士 card SD02-002? (it is a token-less card)
    t = (pick(pick(t, b.ids.tokens![0]!), toks.find((x) => cardIdOf(t, x) === 'SD07-T02')!));
    const g = toks.find((x) => cardIdOf(t, x) === 'SD07-T02')!;
    expect([stats(t, b.ids.tokens![0]!), kw(t, b.ids.tokens![0]!, 'sve.storm'), stats(t, g), kw(t, g, 'sve.storm')]).toEqual([[3, 3], true, [2, 2], true]);
  });

  covers(['SD07-010'], 'SD07-010 妖刀の鬼・ツバキ: Fanfare destroy an enemy follower with 5+ royal followers in the cemetery; Storm with 10+', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-010'], oppField: ['SD04-001'], pp: 3 });
      fillCemetery(s0, 0, n, 'SD02-002');
      const s = target(play(s0, ids.hand![0]!), ids.oppField![0]!);
      const t = zoneCards(s, 'field', 0)[0]!;
      return [names(s, 'field', 1).length, kw(s, t, 'sve.storm')];
    };
    expect(run(4)).toEqual([1, false]);
    expect(run(5)).toEqual([0, false]);
    expect(run(9)).toEqual([0, false]);
    expect(run(10)).toEqual([0, true]);
  });

  covers(['SD07-012', 'SD07-019'], 'SD07-012 レヴィオンアックス・ジェノ / SD07-019 レヴィオンの魔術師・ミイム: ミイム Ward, Fanfare discard a Levion card: draw 1, end phase +1 health with 5+ Levion cards in the cemetery; ジェノ discarded: look at the top 1, may reveal a Levion card into the hand; Storm with 5+ Levion cards in the cemetery', () => {
    const run = (second: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-019', 'SD07-012', 'SD07-017', second], pp: 1 });
      toDeckTop(s0, [ids.hand![2]!, ids.hand![3]!]);
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      s = choose(s, 'stand');
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, 'pay'); // ジェノ, the only Levion card in the hand, is discarded
      // ミイム draws the top card (マイム); then ジェノ's trigger looks at the new top card
      expect(names(s, 'cemetery', 0)).toEqual(['SD07-012']);
      expect(names(s, 'hand', 0)).toContain('SD07-017');
      const top = zoneCards(s, 'deck', 0)[0]!;
      expect(cardIdOf(s, top)).toBe(second);
      const cands = s.decision?.kind === 'chooseCards' ? s.decision.candidates! : [];
      if (cands.length > 0) s = pick(s, top);
      else if (s.decision?.kind === 'chooseCards') s = done(s);
      expect(kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')).toBe(true);
      return [cands.length, handCount(s, 0) - h, cardIdOf(s, zoneCards(s, 'deck', 0)[0]!) === second];
    };
    expect(run('SD07-016')).toEqual([1, -2 + 1 + 1, false]); // a Levion card: revealed into the hand
    expect(run('SD02-019')).toEqual([0, -2 + 1, true]); // not Levion: it stays on top
    // end phase: +1 health only with 5+ Levion cards
    const end = (n: number) => {
      const b = scene({ me: 'SD02', field: ['SD07-019'], cemetery: ['SD07-016'], pp: 0 });
      fillCemetery(b.s, 0, n - 1, 'SD07-016');
      return health(must(b.s, { type: 'endMain', player: 0 }).state, 0);
    };
    expect([end(4), end(5)]).toEqual([20, 21]);
    // Storm of ジェノ with 5+ Levion cards in the cemetery
    const d = scene({ me: 'SD02', field: ['SD07-012'], cemetery: ['SD07-016'], pp: 0 });
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(false);
    fillCemetery(d.s, 0, 3, 'SD07-016');
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(false);
    fillCemetery(d.s, 0, 1, 'SD07-012');
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(true);
  });

  covers(['SD07-013'], 'SD07-013 レヴィオンの見習い・ルネス: [進化][コスト3]; Fanfare discard a Levion card: search a royal follower whose name contains アルベール', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-013', 'SD07-016', 'SD07-001', 'SD07-006', 'SD07-005'], pp: 1 });
    toDeckTop(s0, ids.hand!.slice(2));
    let s = play(s0, ids.hand![0]!);
    s = choose(s, 'pay');
    s = target(s, ids.hand![1]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![2]!, ids.hand![3]!].sort()); // the two アルベール; not アイテール
    s = pick(s, ids.hand![3]!);
    expect([names(s, 'hand', 0).includes('SD07-006'), names(s, 'cemetery', 0)]).toEqual([true, ['SD07-016']]);
    const b = scene({ me: 'SD02', field: ['SD07-013'], evolve: ['SD07-014'], pp: 3 });
    expect(legalActions(b.s).some((a) => a.type === 'evolve' && a.card === b.ids.field![0])).toBe(true);
    b.s.players[0]!.counters.pp = 2;
    expect(legalActions(b.s).some((a) => a.type === 'evolve' && a.card === b.ids.field![0] && a.ep === false)).toBe(false);
  });

  covers(['SD07-014'], 'SD07-014 レヴィオンの見習い・ルネス (evolved): in your turn (not the opponent\'s), an アルベール royal follower entering your field → [コスト1] (asked only when payable, 10.4.7): 3 damage to a chosen enemy follower; 【進化時】 may put an アルベール royal follower of original cost X or less from the hand onto the field, X = max PP (5.2)', () => {
    const board = (maxPp: number, pp: number) => {
      const b = scene({ me: 'SD02', hand: ['SD07-006', 'SD07-002', 'SD07-016'], field: ['SD07-013'], evolve: ['SD07-014'], oppField: ['SD04-001', 'SD02-019'], pp: 10 });
      Object.assign(b.s.players[0]!.counters, { maxPp, pp });
      return b;
    };
    // X = 4: the cost-4 アルベール (exactly X) is offered; not the cost-6 アルベール nor the cost-2 non-アルベール
    const { s: s0, ids } = board(4, 4);
    const saber = ids.hand![0]; // SD07-006 (cost 4); SD07-002 (cost 6) and SD07-016 (cost 2, not アルベール) stay
    const [fafnir, fighter] = ids.oppField!;
    let s = evolve(s0, ids.field![0]!); // [進化][コスト3]: 1 PP left
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
    expect(s.decision!.candidates).toEqual([saber]);
    s = pick(s, saber!);
    // an アルベール entered your field in your turn: the [コスト1] is asked
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = choose(s, 'pay');
    expect([...s.decision!.candidates!].sort()).toEqual([fafnir!, fighter!].sort());
    s = pick(s, fafnir!);
    expect([names(s, 'field', 0).includes('SD07-006'), zoneCards(s, 'field', 0).length, stats(s, fafnir!)[1], stats(s, fighter!)[1], counters(s, 0).pp, names(s, 'hand', 0).filter((c) => c.startsWith('SD07')).sort()])
      .toEqual([true, 2, 8 - 3, 3, 0, ['SD07-002', 'SD07-016']]);
    // the cost declined: no damage, the PP stays
    const k = board(4, 4);
    let sk = pick(evolve(k.s, k.ids.field![0]!), k.ids.hand![0]!);
    sk = choose(sk, 'skip');
    expect([stats(sk, k.ids.oppField![0]!)[1], stats(sk, k.ids.oppField![1]!)[1], counters(sk, 0).pp]).toEqual([8, 3, 1]);
    // 0 PP left: the [コスト1] is not payable, so not asked; the アルベール still enters
    const z = board(4, 3);
    let sz = pick(evolve(z.s, z.ids.field![0]!), z.ids.hand![0]!);
    expect(sz.decision?.kind).toBe('sve.main');
    expect([names(sz, 'field', 0).includes('SD07-006'), stats(sz, z.ids.oppField![0]!)[1], counters(sz, 0).pp]).toEqual([true, 8, 0]);
    // X = 3: the cost-4 アルベール (X+1) is not offered
    const x = board(3, 3);
    const sx = evolve(x.s, x.ids.field![0]!);
    expect(sx.decision?.kind === 'chooseCards' ? sx.decision.candidates : []).toEqual([]);
    expect(zoneCards(sx, 'field', 0).length).toBe(1);
    // X = 6: both アルベール (4 and 6) are offered, never the non-アルベール; declining puts nothing
    const y = board(6, 6);
    let sy = evolve(y.s, y.ids.field![0]!);
    expect([...sy.decision!.candidates!].sort()).toEqual([y.ids.hand![0]!, y.ids.hand![1]!].sort());
    sy = done(sy);
    expect([zoneCards(sy, 'field', 0).length, names(sy, 'hand', 0).filter((c) => c.startsWith('SD07')).length, counters(sy, 0).pp, sy.decision?.kind]).toEqual([1, 3, 3, 'sve.main']);
    // the trigger: an アルベール royal follower only, and only in your turn
    const pending = (st: GameState, card: string) => {
      const ctx = ctxOf(st);
      moveCards(ctx, [card], '0:field', { reason: 'effect' });
      return ctx.state.pending.filter((p) => p.source === y.ids.field![0]).length;
    };
    expect([pending(sy, y.ids.hand![0]!), pending(sy, y.ids.hand![2]!)]).toEqual([1, 0]); // アルベール / ユリウス (royal, not アルベール)
    const opp = nextTurn(sy);
    expect(opp.turn.active).toBe(1);
    expect(pending(opp, y.ids.hand![0]!)).toBe(0); // the opponent's turn
  });

  covers(['BP13-094'], 'BP13-094 ネズミ神殿 (templates-sd07.ts): 「自分のターン中、自分の場に元のコスト2以下のフォロワーが出たとき」 (only in your turn; cost 2 triggers, cost 3 does not) 1 damage to the enemy leader or an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['SD02-019', 'SD02-019', 'SD07-005'], field: ['BP13-094'], oppField: ['SD04-001'], pp: 4 });
    const temple = ids.field![0]!;
    // played ファイター (cost 2): the choice is the enemy leader or the enemy follower
    let s = play(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([leaderId(s, 1), ids.oppField![0]!].sort());
    s = pick(s, leaderId(s, 1));
    expect([health(s, 1), stats(s, ids.oppField![0]!)[1]]).toEqual([19, 8]);
    let t = play(s0, ids.hand![0]!);
    t = pick(t, ids.oppField![0]!);
    expect([health(t, 1), stats(t, ids.oppField![0]!)[1]]).toEqual([20, 7]);
    const pending = (st: GameState, card: string) => {
      const ctx = ctxOf(st);
      moveCards(ctx, [card], '0:field', { reason: 'effect' });
      return ctx.state.pending.filter((p) => p.source === temple).length;
    };
    expect([pending(s0, ids.hand![1]!), pending(s0, ids.hand![2]!)]).toEqual([1, 0]); // cost 2 / cost 3 (アイテール)
    expect(pending(nextTurn(s0), ids.hand![1]!)).toBe(0); // the opponent's turn
  });

  covers(['EBD04-016'], 'EBD04-016 聖心のプリズムプリースト (evolved, templates-sd07.ts): 【進化時】 may put an amulet of original cost 2 or less from the hand onto the field (cost 2 yes, cost 3 no, a cost-2 follower no; declining puts nothing)', () => {
    const run = (take: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD06', hand: ['SD06-016', 'SD06-014', 'SD02-019'], field: ['EBD04-015'], evolve: ['EBD04-016'], pp: 1 });
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1, candidates: [ids.hand![0]!] }); // 聖獣への誓い (2); not 死の宣告 (3) nor ファイター
      s = take ? pick(s, ids.hand![0]!) : done(s);
      const vow = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD06-016');
      return [names(s, 'field', 0).length, vow !== undefined && s.cards[vow]!.tapped, names(s, 'hand', 0).filter((c) => ['SD06-016', 'SD06-014', 'SD02-019'].includes(c)).length];
    };
    expect(run(true)).toEqual([2, true, 2]); // it enters engaged (its own 「これはアクト状態で場に出る」)
    expect(run(false)).toEqual([1, false, 3]);
  });

  covers(['SD07-016'], 'SD07-016 レヴィオンデューク・ユリウス: [Q][起動] engage it: 1 damage to an enemy follower, also in the opponent\'s quick window', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-016'], oppField: ['SD04-001'] });
    let s = target(activate(s0, ids.field![0]!), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], s.cards[ids.field![0]!]!.tapped]).toEqual([7, true]);
    expect(activations(s, ids.field![0]!)).toEqual([]);
    const q = legalActions(s0).find((a) => a.type === 'activate' && a.card === ids.field![0]);
    expect(q).toBeDefined();
    expect((s0.catalog['SD07-016']!.abilities as Array<{ timing?: string }>).some((a) => a.timing === 'quick')).toBe(true);
  });

  covers(['SD07-017'], 'SD07-017 レヴィオンの副団長・マイム: Fanfare 3 damage to an enemy follower with 5+ Levion cards in the cemetery', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-017'], cemetery: ['SD07-016'], oppField: ['SD04-001'], pp: 2 });
      fillCemetery(s0, 0, n - 1, 'SD07-016'); // + the one put there by the scene
      const s = target(play(s0, ids.hand![0]!), ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(4), run(5)]).toEqual([8, 5]);
  });

  // ---- play options (SVE 10.6.2.2.2 optional additional cost; 10.4.7.2 a process paid while playing) ----
  const playVariants = (s: GameState, card: string) => legalActions(s).filter((x) => x.type === 'play' && x.card === card);
  covers(['SD07-011'], 'SD07-011 レヴィオンの正義: SVE 10.6.2.2.2 cost +2 optional (5 PP); 3 damage, search ユリウス onto the field; if +2 was paid also search レヴィオンセイバー・アルベール onto the field', () => {
    const run = (pp: number, option: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-011', 'SD07-016', 'SD07-006'], oppField: ['SD04-001'], pp });
      toDeckTop(s0, [ids.hand![1]!, ids.hand![2]!]);
      const variants = playVariants(s0, ids.hand![0]!);
      const a = variants.find((x) => (x.option === true) === option);
      if (!a) return { variants: variants.length };
      let s = must(s0, a).state;
      s = target(s, ids.oppField![0]!);
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return { variants: variants.length, pp: counters(s, 0).pp, field: names(s, 'field', 0).sort(), opp: stats(s, ids.oppField![0]!)[1] };
    };
    expect(run(4, true)).toEqual({ variants: 1 }); // 3 + 2 = 5 PP needed for the option
    expect(run(5, false)).toEqual({ variants: 2, pp: 2, field: ['SD07-016'], opp: 5 });
    expect(run(5, true)).toEqual({ variants: 2, pp: 0, field: ['SD07-006', 'SD07-016'], opp: 5 });
    expect(run(2, false)).toEqual({ variants: 0 });
  });

  covers(['SD07-021'], 'SD07-021 レヴィオンシスターズ登場！: SVE 10.6.2.2.2 cost +4 optional; search マイム/ミイム/メイム into the hand, or with +4 instead one of each onto the field', () => {
    const run = (pp: number, option: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-021', 'SD07-017', 'SD07-019', 'SD07-020'], pp });
      toDeckTop(s0, ids.hand!.slice(1));
      const variants = playVariants(s0, ids.hand![0]!);
      const a = variants.find((x) => (x.option === true) === option);
      if (!a) return { variants: variants.length };
      const h = handCount(s0, 0);
      let s = must(s0, a).state;
      // each search is a choice (5.8); ミイム's 【守護】 asks engage / stand as it enters (and the order of waiting abilities)
      while (s.decision?.player === 0 && (s.decision.kind === 'chooseCards' || s.decision.kind === 'chooseOption')) s = s.decision.kind === 'chooseCards' ? pick(s, s.decision.candidates![0]!) : must(s, legalActions(s).find((x) => x.option === 'stand') ?? legalActions(s)[0]!).state;
      const added = names(s, 'hand', 0).filter((x) => ['SD07-017', 'SD07-019', 'SD07-020'].includes(x));
      return { variants: variants.length, pp: counters(s, 0).pp, field: names(s, 'field', 0).sort(), hand: handCount(s, 0) - h, added: added.length };
    };
    expect(run(4, true)).toEqual({ variants: 1 }); // 1 + 4 = 5 PP needed
    expect(run(5, false)).toEqual({ variants: 2, pp: 4, field: [], hand: -1 + 1, added: 1 });
    expect(run(5, true)).toEqual({ variants: 2, pp: 0, field: ['SD07-017', 'SD07-019', 'SD07-020'], hand: -1, added: 0 });
  });

  covers(['SD07-015'], 'SD07-015 暴威の武人・ジェノ: SVE 10.4.7.2 put a Levion follower of original cost 3 or less of your field into the cemetery while playing it: cost -3; Fanfare 4 damage', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD07-001', 'SD02-019'], oppField: ['SD04-001'], pp: 1 });
    const variants = playVariants(s0, ids.hand![0]!);
    // only ユリウス (cost 2, Levion): アルベール costs 4, SD02-019 is no Levion; without the option 4 PP are needed
    expect(variants.map((x) => x.sacrifice ?? null)).toEqual([ids.field![0]]);
    let s = must(s0, variants[0]!).state;
    s = target(s, ids.oppField![0]!);
    expect([counters(s, 0).pp, names(s, 'cemetery', 0), names(s, 'field', 0).sort(), stats(s, ids.oppField![0]!)[1]]).toEqual([0, ['SD07-016'], ['SD02-019', 'SD07-001', 'SD07-015'].sort(), 8 - 4]);
    // 10.6.2.5 before 10.6.2.6: with a full field (5) the sacrifice makes room
    const b = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD07-001', 'SD02-019', 'SD02-002', 'SD02-007'], pp: 4 });
    expect(playVariants(b.s, b.ids.hand![0]!).map((x) => x.sacrifice ?? null)).toEqual([b.ids.field![0]]);
    const c = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016'], pp: 4 });
    expect(playVariants(c.s, c.ids.hand![0]!).map((x) => x.sacrifice ?? null)).toEqual([null, c.ids.field![0]]);
  });

  covers(['SD07-003'], 'SD07-003 雷滅卿・アルベール (evolved): 【攻撃時】 destroy up to 1 enemy follower, then +X/+X where X = followers put from the field into a cemetery this turn (a destroyed token counts)', () => {
    const run = (killFirst: boolean, pickTarget: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-002', 'SD07-016'], evolve: ['SD07-003'], oppField: ['SD04-001'], tokens: [['SD02-T01', 'field', 1]], pp: 1 });
      const al = ids.field![0]!;
      let s = evolve(s0, al);
      if (killFirst) s = target(activate(s, ids.field![1]!), ids.tokens![0]!); // ユリウス: 1 damage to the 1/1 ナイト token
      if (s.decision?.kind === 'sve.quick') s = pass(s);
      const before = stats(s, al);
      s = attack(s, al, leaderId(s, 1));
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
      s = pickTarget ? pick(s, ids.oppField![0]!) : done(s);
      const after = stats(s, al);
      return [after[0]! - before[0]!, after[1]! - before[1]!];
    };
    expect(run(false, false)).toEqual([0, 0]);
    expect(run(false, true)).toEqual([1, 1]);
    expect(run(true, false)).toEqual([1, 1]);
    expect(run(true, true)).toEqual([2, 2]);
  });

  covers(['SD07-020'], 'SD07-020 レヴィオンの武闘家・メイム: Rush; with 5+ Levion cards in your cemetery (10.3) it has Assail and 「【攻撃時】これは[攻撃力]+2/[体力]+1する」 (a granted ability, 10.9.1.2)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-020'], cemetery: ['SD07-016'], oppField: ['SD04-001'] });
      fillCemetery(s0, 0, n - 1, 'SD07-016');
      const me = ids.field![0]!;
      const standing = legalActions(s0).some((a) => a.type === 'attack' && a.attacker === me && a.target === ids.oppField![0]);
      const before = stats(s0, me);
      let s = attack(s0, me, leaderId(s0, 1));
      while (s.decision?.kind === 'sve.quick') s = pass(s);
      const after = stats(s, me);
      return [kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.assail'), standing, after[0]! - before[0]!, after[1]! - before[1]!, health(s, 1)];
    };
    expect(run(4)).toEqual([true, false, false, 0, 0, 20 - 3]);
    expect(run(5)).toEqual([true, true, true, 2, 1, 20 - 5]); // the +2 applies before the attack damage (8.4.5 → 8.4.9)
  });

  covers(['SD08-003'], 'SD08-003 《正義》・イランツァ: Fanfare put the top card of your deck into the EX area; if it has original cost 5 or more, this evolves (no EP/PP) or returns to the hand (then its leave ability: leader +8)', () => {
    const run = (top: string, option: string | null, evolveCard = true) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-003', top], evolve: evolveCard ? ['SD08-004'] : [], pp: 8 });
      toDeckTop(s0, [ids.hand![1]!]);
      s0.players[0]!.counters.health = 10;
      let s = play(s0, ids.hand![0]!);
      const asked: string[] = [];
      while (s.decision?.player === 0 && s.decision.kind !== 'sve.main') {
        const d = s.decision;
        if (d.kind === 'chooseOption' && d.labels?.includes('進化する')) {
          asked.push(...(d.labels as string[]));
          s = choose(s, d.options![d.labels.indexOf(option!)]!);
        } else if (d.kind === 'chooseCards') s = pick(s, d.candidates![0]!);
        else s = must(s, legalActions(s).find((x) => x.option === 'stand') ?? legalActions(s)[0]!).state;
      }
      return { asked, field: names(s, 'field', 0), ex: names(s, 'exArea', 0), hand: names(s, 'hand', 0).includes('SD08-003'), pp: counters(s, 0).pp, ep: counters(s, 0).ep, health: health(s, 0) };
    };
    const ep = scene({ me: 'SD04' }).s.players[0]!.counters.ep;
    expect(run('SD07-001', null)).toEqual({ asked: [], field: ['SD08-003'], ex: ['SD07-001'], hand: false, pp: 0, ep, health: 10 }); // cost 4
    expect(run('SD08-001', '進化する')).toEqual({ asked: ['進化する', '手札に戻る'], field: ['SD08-004'], ex: ['SD08-001'], hand: false, pp: 0, ep, health: 10 });
    expect(run('SD08-001', '手札に戻る')).toEqual({ asked: ['進化する', '手札に戻る'], field: [], ex: ['SD08-001'], hand: true, pp: 0, ep, health: 18 });
    // 5.18.3.1.2: with no proper evolve card only 「手札に戻る」 can be carried out: no choice is asked
    expect(run('SD08-001', null, false)).toEqual({ asked: [], field: [], ex: ['SD08-001'], hand: true, pp: 0, ep, health: 18 });
  });
}
