/**
 * Hand-written card cases for cards of the sample decks (libs/catalog/data/shadowverse-evolve.decks.json)
 * whose text the generated text-form cases (form-cases.ts) cannot read: Union Burst follow-ups, 「これは進化する」
 * as an effect, statics, 「…と同じダメージ」 with board counts. Registered from card-cases.ts. Each case drives
 * the printed text through the public API and checks the printed numbers, with a negative check where the
 * printed condition can fail (one card fewer, a class deck for Union Burst, 14.5.1.2).
 */
import { apply, createCard, destroy, legalActions, makeCtx, vocabularyFor, zoneKey, type CatalogCard, type GameState } from '../../../../engine/src/index.js';
import { definition, engineFacts } from '../../src/index.js';
import { choosable } from '../../src/abilities/vocabulary.js';
import { createCardLookup } from '../../../../decks/src/lookup.js';
import { validateDeck } from '../../../../decks/src/validate.js';
import { deckRules } from '../../src/deck/rules.js';
import { BY_ID, CARDS, arrange, counters, kw, must, names, readerFor, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { activations, choose, health, pick, play } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

/** プリンセスコネクト!Re:Dive leaders by class (CP04-PR0x). */
const PC = { elf: 'CP04-PR01', royal: 'CP04-PR02', witch: 'CP04-PR03', dragon: 'CP04-PR04', nightmare: 'CP04-PR06', bishop: 'CP04-PR07' } as const;

const setPp = (s: GameState, pp: number) => Object.assign(s.players[0]!.counters, { pp, maxPp: Math.max(pp, counters(s, 0).maxPp!) });
const onField = (s: GameState, p: number, cardId: string) => zoneCards(s, 'field', p).filter((id) => s.cards[id]!.cardId === cardId);

/** A PriConne title-deck game (basis 'title' when asked, 6.2.1.3) or the same deck declared class-based, at player 0's first main phase. */
function pcGame(leader: string, include: string[], evolve: string[] = [], basis: 'title' | 'class' = 'title', seed = 'cov'): GameState {
  let s = titleGame(titleDeck(leader, include, evolve), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  s = toMain(s);
  expect(s.players[0]!.flags.basis).toBe(basis);
  return s;
}

/** Resolves pending automatic abilities in list order (SVE 10.5.2 trigger order), then the Ward entry choice (stand). */
function settle(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 20 && s.decision?.kind === 'chooseOption' && s.decision.player === 0; i++) {
    if (s.decision.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    else if (s.decision.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![0]!);
    else break;
  }
  return s;
}

/** Whether the opponent's abilities can choose a card of player 0's field (【オーラ】 12.15.2). */
const opponentCanChoose = (s: GameState, id: string) =>
  choosable(readerFor(s), { zone: 'field', side: 'opponent', filter: { type: 'フォロワー' } }, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }).includes(id);

/** A card of player 0 made in a zone after setup (outside the deck, so a title deck keeps its basis). */
function put(s0: GameState, cardId: string, zone: string): { s: GameState; id: string } {
  const ctx = makeCtx(s0, definition, vocabularyFor(definition));
  if (!ctx.state.catalog[cardId]) ctx.state.catalog = { ...ctx.state.catalog, [cardId]: engineFacts(BY_ID.get(cardId)! as unknown as CatalogCard) };
  const id = createCard(ctx, { cardId, owner: 0, zone: zoneKey(zone, 0), token: false, silent: true });
  if (zone === 'field') ctx.state.cards[id]!.flags.since = 0;
  return { s: ctx.state, id };
}


/** The deck validator over the whole catalog (deck legality, SVE 6.1). */
const lookup = createCardLookup(CARDS);
const copyIssues = (deck: { leader: string[]; main: Array<{ id: string; count: number }>; evolve: Array<{ id: string; count: number }> }, id: string) =>
  validateDeck(deckRules, lookup, deck, { asOf: '2026-11-21' }).errors.filter((i) => i.code === 'COPY_LIMIT' && (i.cards ?? []).includes(id)).map((i) => i.rule);

export function registerCoverageCases(covers: Covers): void {
  // 「これはエボルヴデッキにN枚まで入れることができる」 (SVE 6.1.2: the card's text replaces the 3-copy limit of 6.1.1.4)
  for (const c of CARDS) {
    const m = /^これはエボルヴデッキに(\d+)枚まで入れることができる。?$/.exec((c.text ?? '').trim());
    if (!m || typeof c.extra.same_facts_as === 'string') continue;
    const n = Number(m[1]);
    covers([c.id], `${c.id} ${c.name}: 「これはエボルヴデッキに${n}枚まで入れることができる」 — ${n} copies in the evolve deck pass the copy limit (6.1.2 replaces 6.1.1.4's 3), ${n + 1} do not; a card without the text stops at 3`, () => {
      const deck = (id: string, count: number) => ({ leader: ['LCS01-002'], main: [{ id: 'SD02-019', count: 3 }], evolve: [{ id, count }] });
      expect(copyIssues(deck(c.id, n), c.id)).toEqual([]);
      expect(copyIssues(deck(c.id, n + 1), c.id)).toEqual(['SVE 6.1.1.4']);
      expect([copyIssues(deck('SD02-004', 3), 'SD02-004'), copyIssues(deck('SD02-004', 4), 'SD02-004')]).toEqual([[], ['SVE 6.1.1.4']]);
    });
  }

  covers(['CP04-035'], 'CP04-035 ニノン: [UB][起動][コスト4]これを[アクト]: 5 damage to an enemy follower, then it stands; once a turn; 「自分の場の他のフォロワーの[UB]能力が発動したとき」 +1/+1 (14.5.1.3: another follower\'s UB, not its own); a class deck: never offered (14.5.1.2)', () => {
    const board = (basis: 'title' | 'class') => {
      const s = pcGame(PC.royal, ['CP04-035'], [], basis);
      const r = arrange(s, [['CP04-035', 'field', 0], ['CP04-035', 'field', 0], ['SD02-020', 'field', 1]]);
      setPp(r.state, 8);
      return { s: r.state, a: r.ids[0]!, b: r.ids[1]!, enemy: r.ids[2]! };
    };
    const c = board('class');
    expect(activations(c.s, c.a)).toEqual([]);
    let { s, a, b, enemy } = board('title');
    expect(activations(s, a)).toHaveLength(1);
    const poor = structuredClone({ ...s, catalog: {} }) as GameState;
    poor.catalog = s.catalog;
    poor.players[0]!.counters.pp = 3;
    expect(activations(poor, a)).toEqual([]); // [コスト4]
    s = must(s, activations(s, a)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    s = settle(s);
    expect([stats(s, enemy)[1], s.cards[a]!.tapped, counters(s, 0).pp, stats(s, a), stats(s, b)]).toEqual([1, false, 4, [2, 2], [3, 3]]);
    expect(activations(s, a)).toEqual([]); // 「この能力は1ターンに1回使える」, though standing with 4 PP
    s = must(s, activations(s, b)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    s = settle(s);
    expect([onField(s, 1, 'SD02-020'), stats(s, a), stats(s, b), counters(s, 0).pp]).toEqual([[], [3, 3], [3, 3], 0]);
  });

  covers(['BP10-030'], 'BP10-030 レイジーナイト・ネラン: Ward; 「これが場にいる限り、攻撃力1の自分の場のフォロワーすべては【オーラ】を持つ」 — attack exactly 1 (a 1/1 has Aura, a 2/3 does not, 12.15.2; the group qualifier 「攻撃力1の」 is an exact value); Fanfare choose 【1】 3 damage to an enemy follower / 【2】 a cost ≤ 2 童話 follower from the deck onto the field (5.8)', () => {
    const run = (option: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', opp: 'SD02', hand: ['BP10-030'], field: ['SD02-019'], cemetery: ['SP01-053'], oppField: ['SD04-001'], pp: 4, tokens: [['SD01-T01', 'field', 0]] });
      let s = arrange(s0, [['SP01-053', 'deck', 0]]).state; // a 童話 follower of cost 1 in the deck
      const [ally, fairy] = [ids.field![0]!, ids.tokens![0]!];
      expect([opponentCanChoose(s, fairy), opponentCanChoose(s, ally)]).toEqual([true, true]);
      s = play(s, ids.hand![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2' });
      s = choose(s, 'stand');
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1] });
      s = choose(s, option);
      if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
      expect(counters(s, 0).pp).toBe(0);
      // the 1/1 has Aura while ネラン is on the field; the 2/3 does not
      expect([opponentCanChoose(s, fairy), opponentCanChoose(s, ally), kw(s, fairy, 'sve.aura'), kw(s, ally, 'sve.aura')]).toEqual([false, true, true, false]);
      return { enemy: stats(s, ids.oppField![0]!)[1], field: names(s, 'field', 0).sort() };
    };
    expect(run(0)).toEqual({ enemy: 5, field: ['BP10-030', 'SD01-T01', 'SD02-019'].sort() });
    expect(run(1)).toEqual({ enemy: 8, field: ['BP10-030', 'SD01-T01', 'SD02-019', 'SP01-053'].sort() });
  });

  covers(['CP04-033'], 'CP04-033 ミツキ: [UB] Fanfare up to 2 enemy followers −2/−2; 「自分の場の他のフォロワーの[UB]能力が発動したとき」 one enemy follower −1/−1 (14.5.1.3); a class deck: the UB Fanfare never triggers (14.5.1.2)', () => {
    const board = (basis: 'title' | 'class') => {
      const s = pcGame(PC.royal, ['CP04-033'], [], basis);
      const r = arrange(s, [['CP04-033', 'hand', 0], ['CP04-033', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1]]);
      setPp(r.state, 8);
      return { s: r.state, a: r.ids[0]!, b: r.ids[1]!, e1: r.ids[2]!, e2: r.ids[3]! };
    };
    const c = board('class');
    const t = settle(play(c.s, c.a));
    expect([stats(t, c.e1), stats(t, c.e2), counters(t, 0).pp]).toEqual([[4, 6], [5, 4], 4]);
    let { s, a, b, e1, e2 } = board('title');
    s = play(s, a);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    s = settle(pick(pick(s, e1), e2));
    expect([stats(s, e1), stats(s, e2)]).toEqual([[2, 4], [3, 2]]);
    s = play(s, b); // its UB: both again; then ミツキ A sees another follower's UB: −1/−1 on one
    s = pick(pick(s, e1), e2);
    s = settle(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, e1);
    s = settle(s);
    expect([stats(s, e1), onField(s, 1, 'SD02-001'), counters(s, 0).pp]).toEqual([[-1, 1], [], 0]);
  });

  covers(['CP04-034'], 'CP04-034 マツリ: Rush; 「自分の場に他のNIGHTMARE・フォロワーがいる限り、これは【指定攻撃】を持つ」 (a standing enemy follower becomes a target, 12.11.2); [UB]【攻撃時】 1 damage to an enemy follower — not in a class deck (14.5.1.2)', () => {
    const board = (basis: 'title' | 'class', nightmare: boolean) => {
      const s = pcGame(PC.royal, ['CP04-034', 'CP04-023'], [], basis);
      const r = arrange(s, [['CP04-034', 'field', 0], ['SD02-001', 'field', 1], ['SD02-002', 'field', 1], ...(nightmare ? [['CP04-023', 'field', 0] as [string, string, number]] : [])]);
      r.state.cards[r.ids[1]!]!.tapped = true; // an engaged enemy follower (no Ward)
      return { s: r.state, me: r.ids[0]!, engaged: r.ids[1]!, standing: r.ids[2]! };
    };
    const targets = (s: GameState, me: string) => legalActions(s).filter((a) => a.type === 'attack' && a.attacker === me).map((a) => a.target as string).sort();
    const alone = board('title', false);
    expect([kw(alone.s, alone.me, 'sve.rush'), kw(alone.s, alone.me, 'sve.assail')]).toEqual([true, false]);
    expect(targets(alone.s, alone.me)).toEqual([alone.engaged, zoneCards(alone.s, 'leader', 1)[0]!].sort());
    const both = board('title', true);
    expect(kw(both.s, both.me, 'sve.assail')).toBe(true);
    expect(targets(both.s, both.me)).toEqual([both.engaged, both.standing, zoneCards(both.s, 'leader', 1)[0]!].sort());
    // [UB]【攻撃時】: attacking the leader, 1 damage to the chosen enemy follower
    const attack = (b: ReturnType<typeof board>) => {
      let s = must(b.s, { type: 'attack', player: 0, attacker: b.me, target: zoneCards(b.s, 'leader', 1)[0]! }).state;
      if (s.decision?.kind === 'chooseCards') s = pick(s, b.standing);
      if (s.decision?.kind === 'sve.quick') s = must(s, { type: 'pass', player: 1 }).state;
      return [stats(s, b.standing)[1], stats(s, b.engaged)[1], health(s, 1)];
    };
    expect(attack(board('title', false))).toEqual([2, 4, 17]);
    expect(attack(board('class', false))).toEqual([3, 4, 17]);
  });

  covers(['CP04-111'], 'CP04-111 ミソラ: [UB] Fanfare choose any number of enemy followers and divide 8 damage among them (10.6.2.4: at least 1 each) — not in a class deck (14.5.1.2); Last Words: a cost-4 PriConne follower from the deck into the EX area (5.8)', () => {
    const board = (basis: 'title' | 'class') => {
      const s = pcGame(PC.royal, ['CP04-111', 'CP04-033'], [], basis);
      const r = arrange(s, [['CP04-111', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1]]);
      setPp(r.state, 6);
      return { s: r.state, me: r.ids[0]!, e1: r.ids[1]!, e2: r.ids[2]! };
    };
    const c = board('class');
    const t = settle(play(c.s, c.me));
    expect([stats(t, c.e1), stats(t, c.e2), counters(t, 0).pp]).toEqual([[4, 6], [5, 4], 0]);
    let { s, me, e1, e2 } = board('title');
    s = play(s, me);
    s = pick(pick(s, e1), e2);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2, 3, 4, 5, 6, 7] }); // 8 over 2 targets, ≥ 1 each
    s = choose(s, s.decision!.data!.target === e1 ? 6 : 2);
    s = settle(s);
    expect([onField(s, 1, 'SD02-020'), stats(s, e2)]).toEqual([[], [5, 2]]);
    // Last Words (12.5.3): destroyed, a cost-4 PriConne follower goes from the deck to the EX area
    const mine = onField(s, 0, 'CP04-111')[0]!;
    const ctx = makeCtx(s, definition, vocabularyFor(definition));
    destroy(ctx, mine, null);
    s = ctx.state;
    const ex0 = zoneCards(s, 'exArea', 0).length;
    s = must(s, { type: 'endMain', player: 0 }).state;
    while (s.decision?.player === 0 && s.decision.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const ex = zoneCards(s, 'exArea', 0).map((id) => BY_ID.get(s.cards[id]!.cardId)!);
    expect(ex.length).toBe(ex0 + 1);
    expect(ex.map((x) => [x.cost, (x.title ?? '').normalize('NFKC').startsWith('プリンセスコネクト'), x.type])).toContainEqual([4, true, 'フォロワー']);
  });

  covers(['PCS01-049'], 'PCS01-049 プリンセスナイト (evolved): 「これが場にいる限り、自分の場の他のプリコネ・フォロワーすべては【守護】を持つ」 (not itself, not a non-PriConne follower); 【進化時】 another PriConne follower of yours +10/+10 (the choice offers only those)', () => {
    let s = pcGame(PC.royal, ['PCS01-048', 'CP04-113'], ['PCS01-049']);
    const r = arrange(s, [['PCS01-048', 'field', 0], ['CP04-113', 'field', 0]]);
    s = r.state;
    const [me, ames] = r.ids as [string, string];
    const f = put(s, 'SD02-019', 'field'); // ファイター: not a PriConne follower
    s = f.s;
    setPp(s, 1);
    Object.assign(s.players[0]!.counters, { ep: 0 });
    const ev = legalActions(s).find((a) => a.type === 'evolve' && a.card === me && a.sep === false && a.ep === false)!;
    s = must(s, ev).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ames]); // 「他のプリコネ・フォロワー」: not itself
      s = pick(s, ames);
    }
    s = settle(s);
    expect([s.cards[me]!.cardId, stats(s, ames), kw(s, ames, 'sve.ward'), kw(s, me, 'sve.ward'), kw(s, f.id, 'sve.ward'), stats(s, f.id), counters(s, 0).pp]).toEqual(['PCS01-049', [12, 12], true, false, false, [2, 3], 0]);
  });

  covers(['BP18-020'], 'BP18-020 全識の六銘伝・シンラ: [進化][コスト1]; Fanfare: 『ギガブレード』 from the deck onto the field (5.8; with none in the deck nothing happens)', () => {
    const run = (inDeck: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-020'], cemetery: inDeck ? ['BP18-027'] : [], pp: 3 });
      let s = inDeck ? arrange(s0, [['BP18-027', 'deck', 0]]).state : s0;
      const deck = zoneCards(s, 'deck', 0).length;
      s = settle(play(s, ids.hand![0]!));
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = s.decision.candidates!.length ? pick(s, s.decision.candidates![0]!) : must(s, { type: 'done', player: 0 }).state;
      s = settle(s);
      return [names(s, 'field', 0).sort(), zoneCards(s, 'deck', 0).length - deck, counters(s, 0).pp];
    };
    expect(run(true)).toEqual([['BP18-020', 'BP18-027'].sort(), -1, 0]);
    expect(run(false)).toEqual([['BP18-020'], 0, 0]);
  });

  covers(['BP18-028'], 'BP18-028 隘路の調査員: Assail; [進化][コスト1]; Fanfare 「自分の場の透京・カードが3枚以上なら、これは進化する」 (itself counted: 2 others → it evolves without a cost, 5.16.1.1; 1 other → it does not)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-028'], field: ['BP18-024', 'BP18-032'].slice(0, others), evolve: ['BP18-029'], pp: 2 });
      const s = settle(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP18-028')[0] ?? onField(s, 0, 'BP18-029')[0]!;
      return { card: s.cards[me]!.cardId, stats: stats(s, me), assail: kw(s, me, 'sve.assail'), pp: counters(s, 0).pp };
    };
    expect(run(2)).toEqual({ card: 'BP18-029', stats: [4, 2], assail: true, pp: 0 });
    expect(run(1)).toEqual({ card: 'BP18-028', stats: [3, 1], assail: true, pp: 0 });
  });

  covers(['BP18-034'], 'BP18-034 蒼穹の提督・モニカ: Fanfare two 『ナイト』 (1/1); 【攻撃時】 an enemy follower takes damage equal to the number of your followers (itself and the knights: 3; one more follower: 4)', () => {
    const run = (extra: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-034'], field: extra ? ['SD02-019'] : [], oppField: ['SD04-001'], opp: 'SD02', pp: 5 });
      let s = settle(play(s0, ids.hand![0]!));
      expect(names(s, 'field', 0).filter((x) => BY_ID.get(x)!.name === 'ナイト')).toHaveLength(2);
      const me = onField(s, 0, 'BP18-034')[0]!;
      s.cards[me]!.flags.since = 0; // as if it had been there since the turn began (8.4.2.1)
      s = must(s, { type: 'attack', player: 0, attacker: me, target: zoneCards(s, 'leader', 1)[0]! }).state;
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      if (s.decision?.kind === 'sve.quick') s = must(s, { type: 'pass', player: 1 }).state;
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(false)).toEqual([8 - 3, 16]);
    expect(run(true)).toEqual([8 - 4, 16]);
  });

  covers(['CP04-044', 'PCS01-021'], 'CP04-044 真理と実存の共同幻想: Quick; 「手札のプリコネ・カード1枚を捨てる：2枚引く。自分の場になかよし部・フォロワーがいるなら、…[体力]+2」 (an optional cost, 10.4.7; declined: nothing); PCS01-021 ダークエクリプス: discarded from the hand, 1 damage to an enemy follower (「これを自分の手札から捨てたとき」); played: a PriConne follower of yours +3 attack, Rush, Assail', () => {
    const board = (nakayoshi: boolean) => {
      const s = pcGame(PC.witch, ['CP04-044', 'PCS01-021', 'CP04-048'], [], 'title');
      const r = arrange(s, [['CP04-044', 'hand', 0], ['PCS01-021', 'hand', 0], ['SD02-020', 'field', 1], ...(nakayoshi ? [['CP04-048', 'field', 0] as [string, string, number]] : [])]);
      setPp(r.state, 2);
      return { s: r.state, spell: r.ids[0]!, eclipse: r.ids[1]!, enemy: r.ids[2]! };
    };
    const cast = (b: ReturnType<typeof board>, pay: boolean) => {
      const hand = zoneCards(b.s, 'hand', 0).length;
      let s = play(b.s, b.spell);
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toContain(b.eclipse);
        s = pick(s, b.eclipse); // discard ダークエクリプス: its own trigger
      }
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, b.enemy);
      s = settle(s);
      return [zoneCards(s, 'hand', 0).length - hand, health(s, 0), stats(s, b.enemy)[1], names(s, 'cemetery', 0).sort()];
    };
    expect(cast(board(true), true)).toEqual([-2 + 2, 22, 5, ['CP04-044', 'PCS01-021'].sort()]); // −spell −discard +2; なかよし部 on the field: +2
    expect(cast(board(false), true)).toEqual([0, 20, 5, ['CP04-044', 'PCS01-021'].sort()]);
    expect(cast(board(false), false)).toEqual([-1, 20, 6, ['CP04-044']]);
    // ダークエクリプス played: a PriConne follower +3 attack, Rush, Assail (a class deck: the same, it is no UB)
    const b = board(true);
    let s = play(b.s, b.eclipse);
    const chloe = onField(s, 0, 'CP04-048')[0]!;
    if (s.decision?.kind === 'chooseCards') s = pick(s, chloe);
    expect([stats(s, chloe), kw(s, chloe, 'sve.rush'), kw(s, chloe, 'sve.assail'), counters(s, 0).pp]).toEqual([[6, 2], true, true, 0]);
  });

  covers(['CP04-043'], 'CP04-043 プレシア: [UB] Fanfare damage to an enemy follower equal to your other followers; 「これを含めず、このターン中に自分の[UB]能力が2回以上発動していたなら、1枚引く」 (2 UB abilities before: draw; 1: no draw)', () => {
    const run = (ubBefore: number) => {
      let s = pcGame(PC.witch, ['CP04-043', 'CP04-105'], [], 'title');
      const r = arrange(s, [['CP04-043', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-105', ubBefore >= 2 ? 'hand' : 'field', 0], ['SD02-020', 'field', 1]]);
      s = r.state;
      setPp(s, 6);
      const [me, m1, m2, enemy] = r.ids as [string, string, string, string];
      // スズメ's UB Fanfare: +2 health to your leader
      for (const m of ubBefore >= 2 ? [m1, m2] : [m1]) {
        s = settle(play(s, m));
      }
      const hand = zoneCards(s, 'hand', 0).length;
      s = play(s, me);
      if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
      s = settle(s);
      return [stats(s, enemy)[1], zoneCards(s, 'hand', 0).length - hand, health(s, 0)];
    };
    expect(run(2)).toEqual([6 - 2, -1 + 1, 24]);
    expect(run(1)).toEqual([6 - 2, -1, 22]);
  });

  covers(['CP04-052'], 'CP04-052 ナナカ: [UB] Fanfare 「手札のスペル1枚を捨てる：」 5 damage to an enemy follower (an optional cost, 10.4.7); once a turn 「自分の場の他のフォロワーの[UB]能力が発動したとき」 a PriConne spell from your cemetery into the EX area', () => {
    let s = pcGame(PC.witch, ['CP04-052', 'PCS01-021', 'CP04-105', 'CP04-044'], [], 'title');
    const r = arrange(s, [['CP04-052', 'hand', 0], ['PCS01-021', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-044', 'cemetery', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1]]);
    s = r.state;
    setPp(s, 7);
    const [me, eclipse, m1, m2, , e1, e2] = r.ids as string[];
    s = play(s, me!);
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = choose(s, 'pay');
    if (s.decision?.kind === 'chooseCards') s = pick(s, eclipse!); // the spell discarded (ダークエクリプス: its own 1 damage later)
    if (s.decision?.kind === 'chooseCards') s = pick(s, e1!);
    s = settle(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, e2!);
    s = settle(s);
    expect([stats(s, e1!)[1], stats(s, e2!)[1], names(s, 'cemetery', 0).sort()]).toEqual([1, 3, ['CP04-044', 'PCS01-021'].sort()]);
    // another follower's UB: one PriConne spell of the cemetery into the EX area — once a turn
    const ex = names(s, 'exArea', 0).length;
    s = play(s, m1!);
    s = settle(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = settle(s);
    expect([names(s, 'exArea', 0).length - ex, zoneCards(s, 'cemetery', 0).length]).toEqual([1, 1]);
    s = play(s, m2!);
    s = settle(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = settle(s);
    expect([names(s, 'exArea', 0).length - ex, zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([1, 1, 0]); // 「ターンごとに1回」
  });

  covers(['CP04-027'], 'CP04-027 トモ: Storm; [進化][コスト2]; Fanfare 「自分の場のプリコネ・フォロワーが4体以上なら、これは進化する」 — with 3 other PriConne followers it evolves without a cost (5.16.1.1), with 2 it does not', () => {
    const run = (others: number) => {
      let s = pcGame(PC.royal, ['CP04-027', 'CP04-113'], ['CP04-028']);
      const r = arrange(s, [['CP04-027', 'hand', 0], ...Array.from({ length: others }, () => ['CP04-113', 'field', 0] as [string, string, number])]);
      s = r.state;
      setPp(s, 3);
      s = settle(play(s, r.ids[0]!));
      const me = onField(s, 0, 'CP04-027')[0] ?? onField(s, 0, 'CP04-028')[0]!;
      return { card: s.cards[me]!.cardId, stats: stats(s, me), pp: counters(s, 0).pp, storm: kw(s, me, 'sve.storm') };
    };
    expect(run(3)).toEqual({ card: 'CP04-028', stats: [3, 2], pp: 1, storm: true }); // 4 PriConne followers with itself: evolved (the evolve card's 3/2), no PP paid for it
    expect(run(2)).toEqual({ card: 'CP04-027', stats: [2, 1], pp: 1, storm: true }); // 3: stays
  });
}
