/**
 * Card cases: Effect clauses of grammar/effects/look.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions, run } from '../../../../../engine/src/index.js';
import { arrange, counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { cardIdOf, choose, done, evolve, handCount, health, pick, play, target, toDeckTop } from '../../drivers.js';
import { activateFirst, canPlay, chooseAll, type Covers, evolveInto, onField, pcWitchGame, playIt, plays, sc, settleChoices, settleInOrder } from '../case-helpers.js';
import { expectOffered, expectUpTo } from '../offered.js';

export function registerLookCases(covers: Covers): void {
  covers(['BP06-108'], 'BP06-108 バイヴカハ: [進化][コスト2]; Fanfare choose 【1】 another follower of yours +1/+1, 【2】 your leader +2, or 【3】 look at the top 3, any of them back on top, the rest to the bottom', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP06-108'], field: ['SD02-002'], pp: 3 });
      const top3 = zoneCards(s0, 'deck', 0).slice(0, 3).map((c) => s0.cards[c]!.cardId);
      let s = chooseAll(play(s0, ids.hand![0]!), [opt]);
      if (opt === 2) {
        expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
        const seen = s.decision!.candidates!;
        expect(seen.map((c) => s.cards[c]!.cardId)).toEqual(top3);
        s = pick(s, seen[1]!); // keep the second card on top
        if (s.decision?.kind === 'chooseCards') s = done(s);
        for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = must(s, legalActions(s)[0]!).state; // orders
        const deck = zoneCards(s, 'deck', 0).map((c) => s.cards[c]!.cardId);
        expect([deck[0], [...deck.slice(-2)].sort(), deck.length]).toEqual([top3[1], [top3[0], top3[2]].sort(), zoneCards(s0, 'deck', 0).length]);
      }
      return [stats(s, ids.field![0]!), health(s, 0)];
    };
    expect(run(0)).toEqual([[4, 4], 20]);
    expect(run(1)).toEqual([[3, 3], 22]);
    expect(run(2)).toEqual([[3, 3], 20]);
    // issue #18: 【1】「自分の場の他のフォロワー1体を選ぶ」 — your two other followers; not バイヴカハ itself, not the enemy follower, no leader
    const b = sc({ me: 'SD02', hand: ['BP06-108'], field: ['SD02-002', 'SD02-019'], oppField: ['SD02-007'], pp: 3 });
    const t = chooseAll(play(b.s, b.ids.hand![0]!), [0]);
    expectOffered(t, b.ids.field!, [onField(t, 0, 'BP06-108')[0]!, b.ids.oppField![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = pick(t, b.ids.field![1]!);
    expect([stats(u, b.ids.field![0]!), stats(u, b.ids.field![1]!), stats(u, onField(u, 0, 'BP06-108')[0]!)]).toEqual([[3, 3], [3, 4], [2, 3]]);
    const one = sc({ me: 'SD02', field: ['BP06-108'], evolve: ['BP06-109'], pp: 1 });
    expect(legalActions(one.s).some((x) => x.type === 'evolve' && x.card === one.ids.field![0] && x.ep === false)).toBe(false);
    const two = sc({ me: 'SD02', field: ['BP06-108'], evolve: ['BP06-109'], pp: 2 });
    expect(counters(evolveInto(two.s, two.ids.field![0]!, 'BP06-109'), 0).pp).toBe(0);
  });

  covers(['BP09-046', 'BP09-047'], 'BP09-046 / BP09-047 未来視の魔女: Fanfare look at the top card and you may put it into your cemetery (yes: cemetery +1; no: it stays on top); evolved: the same, then draw 1', () => {
    const run = (put: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP09-046'] });
      const top = zoneCards(s0, 'deck', 0)[0]!;
      const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption') return must(x, { type: 'choose', player: 0, option: d.options!.includes(put) ? put : d.options![put ? 0 : d.options!.length - 1]! }).state;
        if (d.kind === 'chooseCards') return put && d.candidates!.includes(top) ? pick(x, top) : must(x, { type: 'done', player: 0 }).state;
        return null;
      });
      return [zoneCards(s, 'cemetery', 0).length, zoneCards(s, 'deck', 0)[0] === top];
    };
    expect(run(true)).toEqual([1, false]);
    expect(run(false)).toEqual([0, true]);
    const { s: e0, ids: f } = sc({ me: 'SD03', field: ['BP09-046'], evolve: ['BP09-047'] });
    const h = handCount(e0, 0);
    const e = settleInOrder(evolveInto(e0, f.field![0]!, 'BP09-047'), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.kind === 'chooseOption') return must(x, { type: 'choose', player: 0, option: d.options!.includes(true) ? true : d.options![0]! }).state;
      if (d.kind === 'chooseCards') return pick(x, d.candidates![0]!);
      return null;
    });
    expect([zoneCards(e, 'cemetery', 0).length, handCount(e, 0) - h, zoneCards(e, 'deck', 0).length - zoneCards(e0, 'deck', 0).length]).toEqual([1, 1, -2]);
  });

  covers(['CP04-047'], 'チエル (SVE 14.5.1, 5.11): [UB] fanfare in a PriConne title deck — look at the top 4, a なかよし部 card or a PriConne spell may go to the hand (the other cards are no candidates), the rest to the bottom; class deck: nothing; 1 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class') => {
      let s = pcWitchGame(['CP04-047', 'CP04-048', 'CP04-054'], basis);
      const r = arrange(s, [['CP04-047', 'hand', 0], ['CP04-048', 'hand', 0], ['CP04-054', 'hand', 0]]);
      s = r.state;
      const other = zoneCards(s, 'deck', 0).find((id) => { const f = s.catalog[s.cards[id]!.cardId]!; return f.type === 'フォロワー' && !f.traits.includes('なかよし部'); })!;
      const filler = zoneCards(s, 'deck', 0).find((id) => id !== other && !s.catalog[s.cards[id]!.cardId]!.traits.includes('なかよし部') && s.catalog[s.cards[id]!.cardId]!.type !== 'スペル')!;
      toDeckTop(s, [other, r.ids[1]!, r.ids[2]!, filler]);
      Object.assign(s.players[0]!.counters, { pp: 2 });
      return { s, hand: r.ids[0]!, chloe: r.ids[1]!, eclipse: r.ids[2]!, other, filler };
    };
    const a = run('title');
    let s = play(a.s, a.hand);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([a.chloe, a.eclipse].sort()); // 1 of them, up to
    expect(s.decision!.max).toBe(1);
    s = pick(s, a.eclipse);
    for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) s = s.decision!.kind === 'chooseCards' ? done(s) : must(s, legalActions(s)[0]!).state;
    expect(names(s, 'hand', 0)).toContain('CP04-054');
    const cid = (id: string) => a.s.cards[id]!.cardId;
    expect([names(s, 'deck', 0).slice(-3).sort(), s.players[0]!.counters.pp]).toEqual([[cid(a.other), 'CP04-048', cid(a.filler)].sort(), 0]); // the rest at the bottom (moved: new objects, 4.1.4)
    // class basis (14.5.1.2): the UB ability is invalid, nothing is looked at
    const b = run('class');
    const t = play(b.s, b.hand);
    expect([t.decision?.kind, zoneCards(t, 'deck', 0).slice(0, 4)]).toEqual(['sve.main', [b.other, b.chloe, b.eclipse, b.filler]]);
    const c = run('title');
    c.s.players[0]!.counters.pp = 1;
    expect(plays(c.s, c.hand)).toEqual([]);
  });

  covers(['PCS01-048'], 'プリンセスナイト (SVE 4.1.5, 10.3.3): fanfare — reveal the top card of your deck; a プリコネ follower goes onto the field, another card stays on top; while it is on the field your other プリコネ followers have 【守護】 (a non-プリコネ follower and itself: no); [進化][コスト1] (0 PP: no); 7 PP: cannot play it', () => {
    const run = (top: string) => {
      const { s: s0, ids } = scene({ hand: ['PCS01-048'], field: ['CP04-022', 'SD02-007'], cemetery: [top], pp: 8 });
      toDeckTop(s0, ids.cemetery!);
      const s = play(s0, ids.hand![0]!);
      return { s, ids, top: ids.cemetery![0]! };
    };
    const a = run('CP04-027'); // トモ: a プリコネ follower
    expect([names(a.s, 'field', 0).sort(), a.s.players[0]!.counters.pp]).toEqual([['CP04-022', 'SD02-007', 'PCS01-048', 'CP04-027'].sort(), 0]);
    const tomo = zoneCards(a.s, 'field', 0).find((x) => a.s.cards[x]!.cardId === 'CP04-027')!;
    const knight = zoneCards(a.s, 'field', 0).find((x) => a.s.cards[x]!.cardId === 'PCS01-048')!;
    expect([kw(a.s, tomo, 'sve.ward'), kw(a.s, a.ids.field![0]!, 'sve.ward'), kw(a.s, a.ids.field![1]!, 'sve.ward'), kw(a.s, knight, 'sve.ward')]).toEqual([true, true, false, false]);
    const b = run('SD02-019'); // ファイター: not プリコネ — stays on top, face up to every player (revealed)
    expect([names(b.s, 'field', 0).sort(), zoneCards(b.s, 'deck', 0)[0]]).toEqual([['CP04-022', 'SD02-007', 'PCS01-048'].sort(), b.top]);
    const c = run('CP04-044'); // a プリコネ spell is not a follower
    expect(zoneCards(c.s, 'deck', 0)[0]).toBe(c.top);
    const e = scene({ field: ['PCS01-048'], evolve: ['PCS01-049'], pp: 1 });
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    const z = scene({ field: ['PCS01-048'], evolve: ['PCS01-049'], pp: 0 });
    expect(legalActions(z.s).filter((x) => x.type === 'evolve' && x.ep === false)).toEqual([]);
    const u = scene({ hand: ['PCS01-048'], pp: 7 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP11-012', 'CP01-006'], '「自分のデッキの上1枚を見る。それをデッキの下に置いてよい」 (SVE 5.11): yes → the top card goes to the bottom; no → it stays on top; 物見のエルフ also puts 2 『フェアリー』 into the EX area (cost 3, refused at 2 PP); シンコウウインディ cost 1 (refused at 0 PP)', () => {
    for (const [card, cost] of [['BP11-012', 3], ['CP01-006', 1]] as Array<[string, number]>) {
      for (const yes of [true, false]) {
        const { s: s0, ids } = scene({ me: 'SD01', hand: [card], pp: cost });
        const lo = structuredClone(s0);
        lo.players[0]!.counters.pp = cost - 1;
        expect(canPlay(lo, ids.hand![0]!)).toBe(false);
        const top = zoneCards(s0, 'deck', 0)[0]!;
        const n = zoneCards(s0, 'deck', 0).length;
        const bottom0 = s0.cards[zoneCards(s0, 'deck', 0)[n - 1]!]!.cardId;
        let s = play(s0, ids.hand![0]!);
        expect(s.decision?.kind).toBe('chooseOption');
        s = choose(s, yes ? 'yes' : 'no');
        for (let i = 0; i < 3 && s.decision?.kind === 'order'; i++) s = must(s, { type: 'order', player: 0, order: s.decision.items } as never).state;
        s = settleChoices(s);
        const deck = zoneCards(s, 'deck', 0);
        const ex = zoneCards(s, 'exArea', 0).map((x) => (s.catalog[s.cards[x]!.cardId] as { name?: string }).name);
        expect([card, yes, deck.length, s.cards[deck[0]!]!.cardId === s0.cards[top]!.cardId && deck[0] === top, s.cards[deck[n - 1]!]!.cardId, ex]).toEqual([card, yes, n, !yes, yes ? s0.cards[top]!.cardId : bottom0, card === 'BP11-012' ? ['フェアリー', 'フェアリー'] : []]);
      }
    }
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
    let t = activateFirst(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!); // the only other cost-7+ dragon: chosen by itself
    while (t.decision?.kind === 'chooseOption') t = choose(t, t.decision.options![0]!);
    expect(t.decision!.candidates).toEqual([b.ids.hand![2]!]);
    t = pick(t, b.ids.hand![2]!);
    while (t.decision?.kind === 'order') t = must(t, legalActions(t)[0]!).state;
    expect(names(t, 'hand', 0).filter((x) => x === 'SD08-009')).toHaveLength(1);
    expect(health(t, 0)).toBe(25);
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
}
