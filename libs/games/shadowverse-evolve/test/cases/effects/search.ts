/**
 * Card cases: Effect clauses of grammar/effects/search.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { apply, type GameState, legalActions, push, run } from '../../../../../engine/src/index.js';
import { arrange, counters, kw, must, names, nextTurn, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../../engine-helpers.js';
import { activations, cardIdOf, choose, done, evolve, handCount, health, pick, play, target, toDeckTop } from '../../drivers.js';
import { canPlay, type Covers, damage, declineOptional, evolveInto, evolves, finish, namesOf, on, onField, onlyHand, pcWitchGame, pickOnly, playable, playIt, plays, resolveTriggersAndWard, sc, setPp, settle, settleChoices, settleInOrder, sorted, toDeck } from '../case-helpers.js';

/**
 * A 「(group)をカード名が異なるようにN枚まで探し」 search (SVE 5.8, 2.1.2): picks the listed catalog ids in order, then
 * stops; records each decision's candidates (catalog ids, distinct, sorted).
 */
function distinctSearch(s0: GameState, want: string[]): { s: GameState; offered: string[][] } {
  let s = settleChoices(s0);
  const offered: string[][] = [];
  for (let i = 0; i < 8 && s.decision?.kind === 'chooseCards' && s.decision.candidates!.every((c) => s.cards[c]!.zone.endsWith(':deck')); i++) {
    const c = s.decision.candidates!;
    offered.push([...new Set(c.map((x) => s.cards[x]!.cardId))].sort());
    const next = want[offered.length - 1];
    const hit = next ? c.find((x) => s.cards[x]!.cardId === next) : undefined;
    s = settleChoices(hit ? pick(s, hit) : done(s));
  }
  return { s, offered };
}

export function registerSearchCases(covers: Covers): void {
  covers(['BP15-059'], 'BP15-059 ブリザードハート・フィルレイン (evolved): 【必殺】; 【進化時】 a card whose name contains 『銀氷』 from your deck to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP15-058'], evolve: ['BP15-059'], cemetery: ['BP15-065'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    let s = evolveInto(s0, ids.field![0]!, 'BP15-059');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, s.decision.candidates![0]!, s.decision.candidates!.filter((c) => s.cards[c]!.cardId === 'BP15-065'));
    expect([names(s, 'hand', 0).includes('BP15-065'), names(s, 'deck', 0).includes('BP15-065'), kw(s, ids.field![0]!, 'sve.bane')]).toEqual([true, false, true]);
  });

  for (const [id, me] of [['BP06-014', 'SD01'], ['BP06-049', 'SD03']] as const) {
    covers([id], `${id}: Fanfare [コスト2]: a copy of it from your deck onto your field (paid: 2 on the field, PP −2 more; 1 PP left: not paid)`, () => {
      const run = (pp: number) => {
        const { s: s0, ids } = sc({ me, hand: [id, id] });
        onlyHand(s0, [ids.hand![0]!]);
        const cost = (s0.catalog[id] as { cost?: number }).cost!;
        setPp(s0, cost + pp);
        const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => {
          const d = x.decision!;
          if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
          if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.length) return pick(x, d.candidates![0]!);
          return null;
        });
        return [onField(s, 0, id).length, counters(s, 0).pp, kw(s, onField(s, 0, id)[0]!, 'sve.storm') === (id === 'BP06-014')];
      };
      expect(run(1)).toEqual([1, 1, true]);
      expect(run(2)).toEqual([2, 0, true]);
    });
  }

  covers(['BP10-065'], 'BP10-065 瞬刃のドラゴニュート (evolved from BP10-064): 【進化時】 a 武装 follower of original cost 2 or less from your deck onto your field (a cost-3 武装 one: not a candidate), and a 『ドラゴウェポン』 onto your field', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP10-064'], hand: ['BP13-068', 'BP10-064'], evolve: ['BP10-065'] });
    toDeck(s0, ids.hand!);
    let cands: string[] = [];
    const s = settle(evolveInto(s0, ids.field![0]!, 'BP10-065'), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.kind === 'chooseOption' && d.options!.includes('skip')) return choose(x, 'skip'); // 双剣の竜人's own Fanfare (SVE 12.4.3): not paid
      if (d.kind === 'chooseCards') { cands = d.candidates!.map((c) => x.cards[c]!.cardId); return pick(x, d.candidates![0]!); }
      return null;
    });
    expect(cands.every((c) => c === 'BP13-068')).toBe(true);
    expect(namesOf(s, 'field', 0).sort()).toEqual(['ドラゴウェポン', '双剣の竜人', '瞬刃のドラゴニュート'].sort());
  });

  covers(['BP18-020'], 'BP18-020 全識の六銘伝・シンラ: [進化][コスト1]; Fanfare: 『ギガブレード』 from the deck onto the field (5.8; with none in the deck nothing happens)', () => {
    const run = (inDeck: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-020'], cemetery: inDeck ? ['BP18-027'] : [], pp: 3 });
      let s = inDeck ? arrange(s0, [['BP18-027', 'deck', 0]]).state : s0;
      const deck = zoneCards(s, 'deck', 0).length;
      s = resolveTriggersAndWard(play(s, ids.hand![0]!));
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = s.decision.candidates!.length ? pick(s, s.decision.candidates![0]!) : must(s, { type: 'done', player: 0 }).state;
      s = resolveTriggersAndWard(s);
      return [names(s, 'field', 0).sort(), zoneCards(s, 'deck', 0).length - deck, counters(s, 0).pp];
    };
    expect(run(true)).toEqual([['BP18-020', 'BP18-027'].sort(), -1, 0]);
    expect(run(false)).toEqual([['BP18-020'], 0, 0]);
  });

  covers(['CP04-024'], 'ジュン (evolved, SVE 14.5.1, 5.8, 10.4.4.1): 【守護】; [UB] 【進化時】 in a PriConne title deck — up to 2 NIGHTMARE followers other than ジュン from the deck to the EX area, and the next NIGHTMARE follower costs 2 less (once); class deck: nothing', () => {
    const run = (basis: 'title' | 'class') => {
      let s = titleGame(titleDeck('CP04-PR03', ['CP04-023', 'CP04-027', 'CP04-034'], ['CP04-024']), 'SD02', 'decks-jun').state;
      if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
      s = toMain(s);
      if (basis === 'class') s.players[0]!.flags.basis = 'class'; // a Royal card under a Witch leader: only the title basis is legal, so set it by hand (6.2.1.3)
      const r = arrange(s, [['CP04-023', 'field', 0]]);
      s = r.state;
      s.players[0]!.counters.pp = 1;
      return { s: evolve(s, r.ids[0]!), jun: r.ids[0]! };
    };
    const a = run('title');
    let s = a.s;
    expect([s.cards[a.jun]!.cardId, kw(s, a.jun, 'sve.ward'), s.players[0]!.counters.pp]).toEqual(['CP04-024', true, 0]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    const cands = s.decision!.candidates!;
    expect([...new Set(cands.map((c) => s.cards[c]!.cardId))].sort()).toEqual(['CP04-027', 'CP04-034']); // no ジュン (CP04-023)
    const tomo = cands.find((c) => s.cards[c]!.cardId === 'CP04-027')!;
    const matsuri = cands.find((c) => s.cards[c]!.cardId === 'CP04-034')!;
    s = finish(pick(pick(s, tomo), matsuri));
    expect(names(s, 'exArea', 0).sort()).toEqual(['CP04-027', 'CP04-034']);
    const [x, y] = zoneCards(s, 'exArea', 0);
    expect([plays(s, x!).length, plays(s, y!).length]).toEqual([1, 1]); // cost 2 − 2 = 0
    s = finish(play(s, x!));
    expect([s.players[0]!.counters.pp, plays(s, y!).length]).toEqual([0, 0]); // used up
    const b = run('class');
    expect([b.s.decision?.kind, zoneCards(b.s, 'exArea', 0)]).toEqual(['sve.main', []]);
  });

  covers(['BP18-038'], 'ルミナス騎士団の旗印 (SVE 5.8): fanfare — search 『統率のルミナスナイト』1枚と『卓越のルミナスメイジ』1枚と『勇猛のルミナスランサー』1枚 into the hand (each search offers only that name; a name not in the deck: nothing); [起動] engage and put it into the cemetery — a 指揮官 follower of yours +1/+1 (a 兵士 follower: no candidate); 2 PP: cannot play it', () => {
    const run = (deckCards: string[]) => {
      const { s: s0, ids } = scene({ hand: ['BP18-038'], cemetery: deckCards, pp: 3 });
      toDeckTop(s0, ids.cemetery!);
      let s = play(s0, ids.hand![0]!);
      const offered: string[][] = [];
      for (let i = 0; i < 5 && s.decision?.kind === 'chooseCards'; i++) {
        const c = s.decision.candidates!;
        offered.push(c.map((x) => s.cards[x]!.cardId));
        s = c.length > 0 ? pick(s, c[0]!) : done(s);
      }
      return { s, offered, hand: names(s, 'hand', 0), deck: names(s, 'deck', 0) };
    };
    const a = run(['BP16-027', 'BP16-029', 'BP16-033', 'BP16-027']);
    expect(a.offered).toEqual([['BP16-027', 'BP16-027'], ['BP16-029'], ['BP16-033']]);
    expect(a.hand.filter((x) => x.startsWith('BP16-')).sort()).toEqual(['BP16-027', 'BP16-029', 'BP16-033']);
    expect([a.deck.filter((x) => x.startsWith('BP16-')), a.s.players[0]!.counters.pp, names(a.s, 'field', 0)]).toEqual([['BP16-027'], 0, ['BP18-038']]);
    const b = run(['BP16-027', 'BP16-033']); // no メイジ in the deck
    expect(b.offered).toEqual([['BP16-027'], ['BP16-033']]); // the メイジ search finds nothing (no decision)
    expect(b.hand.filter((x) => x.startsWith('BP16-')).sort()).toEqual(['BP16-027', 'BP16-033']);
    // [起動]これを[アクト]墓場に置く：自分の場の指揮官・フォロワー1体を選ぶ。それは[攻撃力]+1/[体力]+1する。
    const c = scene({ field: ['BP18-038', 'SD02-002', 'SD02-007'], pp: 0 });
    const base = [stats(c.s, c.ids.field![1]!), stats(c.s, c.ids.field![2]!)];
    let s = must(c.s, activations(c.s, c.ids.field![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([c.ids.field![1]!]);
      s = pick(s, c.ids.field![1]!);
    }
    expect([stats(s, c.ids.field![1]!), stats(s, c.ids.field![2]!), names(s, 'cemetery', 0)]).toEqual([[base[0]![0]! + 1, base[0]![1]! + 1], base[1], ['BP18-038']]);
    const u = scene({ hand: ['BP18-038'], pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['CP04-039'], 'ユニ (SVE 14.5.1, 5.8, 2.1.2, 10.4.4.1): [UB] fanfare in a PriConne title deck — up to 2 なかよし部 cards of original cost 2 or less with different names from the deck to the EX area (a second copy of a chosen name is no candidate; cost 5 ユニ: none), each costing 2 less this turn; class deck: nothing; when another follower\'s UB ability is activated, the next PriConne spell costs 2 less; 4 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class') => {
      let s = pcWitchGame(['CP04-039', 'CP04-047', 'CP04-048', 'CP04-044'], basis, 'decks-yuni');
      const r = arrange(s, [['CP04-039', 'hand', 0]]);
      s = r.state;
      Object.assign(s.players[0]!.counters, { pp: 5, maxPp: 5 });
      return { s, yuni: r.ids[0]! };
    };
    const a = run('title');
    const want = zoneCards(a.s, 'deck', 0).filter((id) => { const f = a.s.catalog[a.s.cards[id]!.cardId]!; return f.traits.includes('なかよし部') && (f.cost ?? 99) <= 2; });
    let s = play(a.s, a.yuni);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...want].sort());
    const chloe = s.decision!.candidates!.find((id) => s.cards[id]!.cardId === 'CP04-048')!;
    s = pick(s, chloe);
    expect(s.decision!.candidates!.some((id) => s.cards[id]!.cardId === 'CP04-048')).toBe(false); // 2.1.2: another クロエ is no candidate
    const chieru = s.decision!.candidates!.find((id) => s.cards[id]!.cardId === 'CP04-047')!;
    s = pick(s, chieru);
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = must(s, legalActions(s)[0]!).state;
    expect([names(s, 'exArea', 0).sort(), s.players[0]!.counters.pp]).toEqual([['CP04-047', 'CP04-048'], 0]);
    for (const id of zoneCards(s, 'exArea', 0)) expect(plays(s, id).length).toBe(1); // cost 2 - 2 = 0 this turn
    // class basis (14.5.1.2): nothing is searched
    const b = run('class');
    const t = play(b.s, b.yuni);
    expect([t.decision?.kind, names(t, 'exArea', 0)]).toEqual(['sve.main', []]);
    // 「自分の場の他のフォロワーの[UB]能力が発動したとき」: チエル's UB fanfare, then a PriConne spell costs 2 less (once)
    let u = pcWitchGame(['CP04-039', 'CP04-047', 'CP04-044'], 'title', 'decks-yuni-2');
    const r = arrange(u, [['CP04-039', 'field', 0], ['CP04-047', 'hand', 0], ['CP04-044', 'hand', 0], ['CP04-044', 'hand', 0]]);
    u = r.state;
    Object.assign(u.players[0]!.counters, { pp: 2, maxPp: 2 });
    u = play(u, r.ids[1]!);
    for (let i = 0; i < 8 && u.decision?.kind !== 'sve.main'; i++) u = u.decision!.kind === 'chooseCards' ? done(u) : must(u, legalActions(u)[0]!).state;
    expect(u.players[0]!.counters.pp).toBe(0);
    expect(plays(u, r.ids[2]!).length).toBe(1); // 真理と実存の共同幻想 (PriConne spell, cost 2): 0
    const noUb = pcWitchGame(['CP04-039', 'CP04-047', 'CP04-044'], 'class', 'decks-yuni-2'); // class basis: チエル's UB is invalid, no trigger
    const r2 = arrange(noUb, [['CP04-039', 'field', 0], ['CP04-047', 'hand', 0], ['CP04-044', 'hand', 0]]);
    let w = r2.state;
    Object.assign(w.players[0]!.counters, { pp: 2, maxPp: 2 });
    w = play(w, r2.ids[1]!);
    for (let i = 0; i < 8 && w.decision?.kind !== 'sve.main'; i++) w = w.decision!.kind === 'chooseCards' ? done(w) : must(w, legalActions(w)[0]!).state;
    expect(plays(w, r2.ids[2]!)).toEqual([]);
    const c = run('title');
    c.s.players[0]!.counters.pp = 4;
    expect(plays(c.s, c.yuni)).toEqual([]);
  });

  covers(['BP18-065', 'PR-476'], '放課後の一時 (SVE 5.8, 2.1.2): up to 3 透京 followers of original cost 3 or less with different names from the deck onto the field (a second エル, a cost-4 透京 follower and a 透京 spell: no candidates), your leader [体力]+2; 6 PP: cannot play it', () => {
    for (const id of ['BP18-065', 'PR-476']) {
      const { s: s0, ids } = scene({ me: 'SD04', hand: [id], cemetery: ['BP18-058', 'BP18-058', 'BP18-062', 'BP18-014', 'BP18-024', 'BP18-085'], pp: 7 });
      toDeckTop(s0, ids.cemetery!);
      const { s, offered } = distinctSearch(play(s0, ids.hand![0]!), ['BP18-058', 'BP18-062', 'BP18-014']);
      expect(offered).toEqual([['BP18-014', 'BP18-058', 'BP18-062'], ['BP18-014', 'BP18-062'], ['BP18-014']]);
      expect([names(s, 'field', 0).sort(), health(s, 0), s.players[0]!.counters.pp]).toEqual([['BP18-014', 'BP18-058', 'BP18-062'], 22, 0]);
      expect(names(s, 'deck', 0).filter((x) => x.startsWith('BP18-')).sort()).toEqual(['BP18-024', 'BP18-058', 'BP18-085']);
      const u = scene({ me: 'SD04', hand: [id], pp: 6 });
      expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
    }
  });

  covers(['DSD01b-006'], 'ポセイドン (SVE 12.8, 5.8, 2.1.2): 【守護】; fanfare — up to 2 武闘竜人 followers of original cost 2 or less with different names from the deck onto the field (a second 竜瞳の書記 and a cost-3 武闘竜人 follower: no candidates); stopping after 1 is allowed; 7 PP: cannot play it', () => {
    const run = (want: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['DSD01b-006'], cemetery: ['BP18-062', 'BP18-062', 'BP18-071', 'BP18-058'], pp: 8 });
      toDeckTop(s0, ids.cemetery!);
      return distinctSearch(play(s0, ids.hand![0]!), want);
    };
    const { s, offered } = run(['BP18-062', 'BP18-071']);
    expect(offered).toEqual([['BP18-062', 'BP18-071'], ['BP18-071']]);
    expect([names(s, 'field', 0).sort(), s.players[0]!.counters.pp]).toEqual([['BP18-062', 'BP18-071', 'DSD01b-006'], 0]);
    const p = on(s, 'field', 0, 'DSD01b-006');
    expect([kw(s, p, 'sve.ward'), stats(s, p)]).toEqual([true, [4, 7]]);
    expect(kw(s, on(s, 'field', 0, 'BP18-071'), 'sve.rush')).toBe(true); // 電爪の帰宅部員: another 武闘竜人 follower is there
    const one = run(['BP18-071']); // up to 2: stop after one
    expect([one.offered.length, names(one.s, 'field', 0).sort()]).toEqual([2, ['BP18-071', 'DSD01b-006']]);
    const u = scene({ me: 'SD04', hand: ['DSD01b-006'], pp: 7 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP10-027'], 'ライトニングキッカー (SVE 10.4.7.3, 5.8, 2.1.2, 12.10): 【突進】; fanfare — discard 2 ヒーロー cards of your hand: up to 2 ヒーロー followers of original cost 3 or less with different names onto the field (a second アミロス, a cost-6 ヒーロー follower and a ヒーロー spell: no candidates); 1 ヒーロー card in hand: not asked; [進化][コスト2] (1 PP: no); 5 PP: cannot play it', () => {
    const run = (hand: string[], pay: boolean) => {
      const { s: s0, ids } = scene({ hand: ['BP10-027', ...hand], cemetery: ['BP03-028', 'BP03-023', 'BP03-023', 'BP10-027', 'BP10-026'], pp: 6 });
      toDeckTop(s0, ids.cemetery!);
      let s = play(s0, ids.hand![0]!);
      const asked = s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay');
      if (asked) s = choose(s, pay ? 'pay' : 'skip');
      const r = distinctSearch(s, ['BP03-028', 'BP03-023']);
      return { ...r, asked, ids };
    };
    const a = run(['BP13-034', 'BP10-026', 'SD02-019'], true);
    expect(a.asked).toBe(true);
    expect(a.offered).toEqual([['BP03-023', 'BP03-028'], ['BP03-023']]);
    const s = a.s;
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0).sort(), names(s, 'hand', 0).filter((x) => a.ids.hand!.includes(x) || x === 'SD02-019').includes('SD02-019'), s.players[0]!.counters.pp]).toEqual([['BP03-023', 'BP03-028', 'BP10-027'], ['BP10-026', 'BP13-034'], true, 0]);
    expect(kw(s, on(s, 'field', 0, 'BP10-027'), 'sve.rush')).toBe(true);
    expect([kw(s, on(s, 'field', 0, 'BP03-028'), 'sve.storm'), kw(s, on(s, 'field', 0, 'BP10-027'), 'sve.storm')]).toEqual([true, false]); // マッハナイト put there from the deck (SVE 5.5.3: not from the hand) — 【疾走】
    const b = run(['BP13-034', 'SD02-019'], true); // 1 ヒーロー card: the cost cannot be paid (10.4.2.2)
    expect([b.asked, b.offered, names(b.s, 'field', 0), names(b.s, 'cemetery', 0)]).toEqual([false, [], ['BP10-027'], []]);
    const c = run(['BP13-034', 'BP10-026'], false);
    expect([c.offered, names(c.s, 'field', 0), names(c.s, 'hand', 0).length >= 2]).toEqual([[], ['BP10-027'], true]);
    const e = scene({ field: ['BP10-027'], evolve: ['BP10-028'], pp: 2 });
    e.s.players[0]!.counters.ep = 0;
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    e.s.players[0]!.counters.pp = 1;
    expect(legalActions(e.s).filter((x) => x.type === 'evolve')).toEqual([]);
    const u = scene({ hand: ['BP10-027'], pp: 5 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP12-092'], '包み込む願い (SVE 5.18, 5.8, 2.1.2): choice 【1】 your leader [体力]+2 and draw 2; 【2】 up to 2 cards whose name contains 『ムニャール』 with different names from the deck onto the field (the amulet ムニャール登場 too; a second 実りの参謀 and a non-ムニャール card: no candidates); 2 PP: cannot play it', () => {
    const run = (mode: number) => {
      const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP12-092'], cemetery: ['BP17-095', 'BP17-095', 'BP07-100', 'BP07-102', 'BP16-117'], pp: 3 });
      toDeckTop(s0, ids.cemetery!);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision?.kind).toBe('chooseOption');
      s = must(s, { type: 'choose', player: 0, option: s.decision!.options![mode - 1]! }).state;
      return { ...distinctSearch(s, ['BP17-095', 'BP07-100']), hand: handCount(s0, 0) - 1 };
    };
    const a = run(1);
    expect([health(a.s, 0), handCount(a.s, 0) - a.hand, names(a.s, 'field', 0), a.s.players[0]!.counters.pp]).toEqual([22, 2, [], 0]);
    const b = run(2);
    expect(b.offered).toEqual([['BP07-100', 'BP07-102', 'BP17-095'], ['BP07-100', 'BP07-102']]);
    expect([names(b.s, 'field', 0).sort(), health(b.s, 0), handCount(b.s, 0) - b.hand, b.s.players[0]!.counters.pp]).toEqual([['BP07-100', 'BP17-095'], 20, 1, 0]); // 実りの参謀's fanfare (put there by an ability): 1 draw
    const u = scene({ me: 'SD06', hand: ['BP12-092'], pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP04-086'], 'ゴルゴーンの試練 (SVE 5.8, 12.4.3): search 『毒牙の姫・メドゥーサ』『ステンノ』『エウリュアレー』 one each onto the field (each search offers only that name); their fanfares trigger (put onto the field): ステンノ makes a 『毒蛇』, which triggers its 2 damage to an enemy follower, エウリュアレー puts a 『毒蛇』 into the EX area; 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP04-086'], cemetery: ['BP04-079', 'BP04-084', 'BP04-084', 'BP04-089'], oppField: ['SD02-002'], pp: 7 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    const offered: string[][] = [];
    for (let i = 0; i < 12 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') {
        const c = s.decision.candidates!;
        if (c.every((x) => s.cards[x]!.zone.endsWith(':deck'))) offered.push(c.map((x) => s.cards[x]!.cardId));
        s = pick(s, c[0]!);
      } else s = settleChoices(s.decision.kind === 'chooseOption' ? choose(s, s.decision.options![0]!) : s);
    }
    expect(offered).toEqual([['BP04-079'], ['BP04-084', 'BP04-084'], ['BP04-089']]);
    expect([names(s, 'field', 0).map((x) => s.catalog[x]!.name).sort(), names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['エウリュアレー', 'ステンノ', '毒牙の姫・メドゥーサ', '毒蛇'].sort(), ['毒蛇'], 0]);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]); // 3/3 − 2
    expect(['BP04-079', 'BP04-084', 'BP04-089'].map((x) => kw(s, on(s, 'field', 0, x), 'sve.aura'))).toEqual([true, true, false]); // エウリュアレー: メドゥーサ and ステンノ have 【オーラ】 (12.15)
    const u = scene({ me: 'SD05', hand: ['BP04-086'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['ECP01-017'], 'ビワハヤヒデ (SVE 14.2.2.3, 14.2.4, 5.8, 2.1.2, 10.4.4.1): 【守護】; [食事][コスト1] races (0 PP and 0 EP: not offered); 【出走時】 +1/+1, up to 3 BNW cards with different names from the deck into the EX area (a second 検証、開始 / ナリタタイシン: no candidates; a 4th: no decision), each costing 3 less this turn (ナリタタイシン 2 and ウイニングチケット 3 at 0 PP: playable; ビワハヤヒデ 5 − 3 = 2: not at 0 PP, yes at 2)', () => {
    const { s: s0, ids } = scene({ field: ['ECP01-017'], cemetery: ['CSD01-009', 'CP01-021', 'CSD01-016', 'CP01-023', 'CP01-017', 'ECP01-017'], evolve: ['CSD01-032'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const uma = ids.field![0]!;
    expect([kw(s0, uma, 'sve.ward'), stats(s0, uma)]).toEqual([true, [4, 4]]);
    const none = structuredClone(s0);
    none.players[0]!.counters.pp = 0;
    expect(activations(none, uma)).toEqual([]);
    const acts = activations(s0, uma);
    expect(acts).toHaveLength(1);
    const { s: s1, offered } = distinctSearch(must(s0, acts[0]!).state, ['CSD01-016', 'CP01-017', 'ECP01-017']);
    expect(offered).toEqual([['CP01-017', 'CP01-021', 'CP01-023', 'CSD01-009', 'CSD01-016', 'ECP01-017'], ['CP01-017', 'CP01-021', 'CSD01-009', 'ECP01-017'], ['CP01-021', 'CSD01-009', 'ECP01-017']]);
    let s = s1;
    expect([stats(s, uma), kw(s, uma, 'sve.rush'), s.players[0]!.counters.pp, names(s, 'exArea', 0).sort()]).toEqual([[5, 5], true, 0, ['CP01-017', 'CSD01-016', 'ECP01-017']]);
    const [tai, ticket, biwa] = ['CSD01-016', 'CP01-017', 'ECP01-017'].map((x) => on(s, 'exArea', 0, x));
    expect([plays(s, tai!).length, plays(s, ticket!).length, plays(s, biwa!).length]).toEqual([1, 1, 0]);
    s.players[0]!.counters.pp = 2;
    expect(plays(s, biwa!).length).toBe(1);
    s = settleChoices(play(s, biwa!));
    expect(s.players[0]!.counters.pp).toBe(0);
    const t = nextTurn(nextTurn(s));
    t.players[0]!.counters.pp = 1;
    expect([plays(t, tai!), plays(t, ticket!)]).toEqual([[], []]); // 「このターン」 only: back to 2 and 3 at 1 PP
  });

  covers(['CP03-008'], '波状螺旋の水将 ベネディクト (SVE 14.4.9.2, 14.4.8, 5.8, 2.1.2): [憑依][コスト1] (0 PP: not offered) — it gets drive; 【ドライブ獲得時】 +1/+1 and up to 2 アクアフォース followers of original cost 1 with different names from the deck to the hand (another テオ printing once テオ is chosen, a cost-2 アクアフォース follower and a cost-1 アクアフォース spell: no candidates); 2 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['CP03-008'], cemetery: ['CP03-011', 'PR-273', 'CP03-013', 'CP03-010', 'CP03-014'], evolve: ['CSD03a-017'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const me = ids.field![0]!;
    const none = structuredClone(s0);
    none.players[0]!.counters.pp = 0;
    expect(activations(none, me)).toEqual([]);
    const acts = activations(s0, me);
    expect(acts).toHaveLength(1);
    const hand = handCount(s0, 0);
    const { s, offered } = distinctSearch(must(s0, acts[0]!).state, ['CP03-011', 'CP03-013']);
    expect(offered).toEqual([['CP03-011', 'CP03-013', 'PR-273'], ['CP03-013']]);
    expect([stats(s, me), kw(s, me, 'sve.drive'), s.players[0]!.counters.pp, handCount(s, 0) - hand, names(s, 'hand', 0).filter((x) => x.startsWith('CP03-')).sort()]).toEqual([[4, 4], true, 0, 2, ['CP03-011', 'CP03-013']]);
    expect(names(s, 'deck', 0).filter((x) => /^(CP03|PR)-/.test(x)).sort()).toEqual(['CP03-010', 'CP03-014', 'PR-273']);
    const u = scene({ me: 'SD01', hand: ['CP03-008'], pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['PCS01-011'], 'シズル (SVE 5.8, 12.2, 14.5.1): 【守護】; fanfare — a PriConne follower of original cost 1 that has [進化] from the deck into the EX area (タマキ, ユイ: candidates; アユミ (no [進化]) and マホ (cost 2): not); [UB][起動] engage it: 1 damage to an enemy follower and your leader [体力]+1 (title deck; class deck: not offered); 2 PP: cannot play it', () => {
    const game = (basis: 'title' | 'class') => {
      let s = titleGame(titleDeck('CP04-PR03', ['PCS01-011', 'CP04-031', 'CP04-095', 'CP04-119', 'CP04-041']), 'SD02', 'decks-shizuru').state;
      if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
      s = toMain(s);
      s.players[0]!.flags.basis = basis; // a Royal card under a Witch leader: only the title basis is legal, so the class one is set by hand (6.2.1.3)
      return s;
    };
    let s = game('title');
    const r = arrange(s, [['PCS01-011', 'hand', 0]]);
    s = r.state;
    s.players[0]!.counters.pp = 3;
    s = settleChoices(play(s, r.ids[0]!));
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const cands = s.decision!.candidates!;
    const cid = (x: string) => s.cards[x]!.cardId;
    expect(cands.map(cid)).toEqual(expect.arrayContaining(['CP04-031', 'CP04-095']));
    expect(cands.map(cid).filter((x) => ['CP04-119', 'CP04-041', 'PCS01-011'].includes(x))).toEqual([]);
    for (const x of cands) {
      const f = s.catalog[cid(x)]!;
      expect([f.cost, f.type, f.traits.includes('プリコネ'), f.abilities.some((a) => a.label === '進化')]).toEqual([1, 'フォロワー', true, true]);
    }
    const tamaki = cands.find((x) => cid(x) === 'CP04-031')!;
    s = settleChoices(pick(s, tamaki));
    const shizuru = on(s, 'field', 0, 'PCS01-011');
    expect([names(s, 'exArea', 0), kw(s, shizuru, 'sve.ward'), s.players[0]!.counters.pp]).toEqual([['CP04-031'], true, 0]);
    // [UB][起動] (title deck): engage — 1 damage to an enemy follower, leader +1
    let t = game('title');
    const q = arrange(t, [['PCS01-011', 'field', 0], ['SD02-002', 'field', 1]]);
    t = q.state;
    const acts = activations(t, q.ids[0]!);
    expect(acts).toHaveLength(1);
    t = target(must(t, acts[0]!).state, q.ids[1]!);
    expect([stats(t, q.ids[1]!), health(t, 0), t.cards[q.ids[0]!]!.tapped]).toEqual([[3, 2], 21, true]);
    expect(activations(t, q.ids[0]!)).toEqual([]); // engaged
    const c = arrange(game('class'), [['PCS01-011', 'field', 0], ['SD02-002', 'field', 1]]);
    expect(activations(c.state, c.ids[0]!)).toEqual([]);
    const u = arrange(game('title'), [['PCS01-011', 'hand', 0]]);
    u.state.players[0]!.counters.pp = 2;
    expect(plays(u.state, u.ids[0]!)).toEqual([]);
  });

  covers(['BP09-088'], 'ツタンカーメン (「自分のデッキから『ツタンカーメン』1枚を探し、アクト状態で場に出す」, SVE 5.8): Fanfare draws 1 then a chosen hand card goes to the deck bottom; Last Words paying 1 PP: another one from the deck onto the field engaged; 0 PP: nothing; 【守護】; cost 4 (refused at 3 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP09-088', 'BP09-088', 'SD06-003'], pp: 4 });
    toDeckTop(s0, [ids.hand![1]!]);
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    const h = handCount(s0, 0);
    let s = settleChoices(play(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseCards');
    s = settleChoices(pick(s, ids.hand![2]!));
    const deck = zoneCards(s, 'deck', 0);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('BP09-088'), s.cards[deck[deck.length - 1]!]!.cardId, counters(s, 0).pp]).toEqual([-1, true, 'SD06-003', 0]); // played (−1), drew (+1), one to the bottom (−1)
    for (const pp of [1, 0]) {
      const { s: d0, ids: d } = scene({ me: 'SD06', field: ['BP09-088'], hand: ['BP09-088'], pp });
      toDeckTop(d0, [d.hand![0]!]);
      let x = damage(d0, d.field![0]!, 4);
      if (x.decision?.kind === 'chooseOption' && x.decision.options!.includes('pay')) x = choose(x, 'pay');
      if (x.decision?.kind === 'chooseCards') x = pick(x, x.decision.candidates![0]!);
      x = settleChoices(x);
      const mine = zoneCards(x, 'field', 0).filter((y) => x.cards[y]!.cardId === 'BP09-088');
      expect([pp, mine.map((y) => [x.cards[y]!.tapped, kw(x, y, 'sve.ward')]), counters(x, 0).pp, names(x, 'cemetery', 0)]).toEqual([pp, pp === 1 ? [[true, true]] : [], 0, ['BP09-088']]);
    }
  });

  covers(['BP06-082'], 'クーガークローガール (evolved; SVE 5.8): 【進化時】 another 『クーガークローガール』 from the deck onto the field engaged (none in the deck: nothing); [進化][コスト1] refused at 0 PP', () => {
    for (const inDeck of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP06-081'], hand: inDeck ? ['BP06-081'] : [], evolve: ['BP06-082'], pp: 0 });
      if (inDeck) toDeckTop(s0, [ids.hand![0]!]);
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(s0, me)).toEqual([]);
      s0.players[0]!.counters.pp = 1;
      let s = evolve(s0, me);
      if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.length > 0) s = pick(s, s.decision.candidates![0]!);
      else if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
      s = settleChoices(s);
      const other = zoneCards(s, 'field', 0).filter((y) => y !== me);
      expect([inDeck, s.cards[me]!.cardId, stats(s, me), other.map((y) => [s.cards[y]!.cardId, s.cards[y]!.tapped])]).toEqual([inDeck, 'BP06-082', [4, 3], inDeck ? [['BP06-081', true]] : []]);
    }
  });

  covers(['BP12-114'], 'BP12-114 風来の絵描き [ファンファーレ] choose an enemy follower; search a follower of original cost exactly X (X = its original cost) to the EX area (SVE 5.2.1.1); 2 PP: cannot play', () => {
    for (const [foe, x] of [['SD02-002', 2], ['SD02-006', 4]] as const) {
      const { s: s0, ids } = scene({ hand: ['BP12-114'], oppField: ['SD02-002', 'SD02-006'], pp: 3 });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards' });
      s = pick(s, ids.oppField![foe === 'SD02-002' ? 0 : 1]!);
      const want = zoneCards(s, 'deck', 0).filter((id) => s.catalog[s.cards[id]!.cardId]!.cost === x && s.catalog[s.cards[id]!.cardId]!.type === 'フォロワー');
      expect(want.length).toBeGreaterThan(0);
      expect(s.decision).toMatchObject({ kind: 'chooseCards' });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(want)); // cost X only (not X - 1, not X + 1, no spells)
      const got = want[0]!;
      s = declineOptional(pick(s, got));
      expect([names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual([[s.cards[got] ? s.cards[got]!.cardId : names(s, 'exArea', 0)[0]], 0]);
      expect(s.catalog[names(s, 'exArea', 0)[0]!]!.cost).toBe(x);
    }
    const short = scene({ hand: ['BP12-114'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
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
}
