/**
 * Card cases of texts that used to compile "completely" but wrongly (templates-miscompiles.ts): 「選んだフォロワー」
 * read from the chosen card (last known information, SVE 10.11.1), 「元のコストX(以下)の」 as a cost bound
 * read as the step resolves (5.2.1.1; it used to become a trait name), 「これの[進化]コストは「Q」と同じだけ-1する」
 * (12.2.2). Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { kw, must, names, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, done, evolve, handCount, pick, play, toDeckTop } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const playable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);
const sorted = (xs: readonly string[] | undefined) => [...(xs ?? [])].sort();

/** Moves instances to their owner's 消滅領域 (banish zone; a state edit for tests). */
function toBanished(s: GameState, ids: string[]): void {
  for (const id of ids) {
    const c = s.cards[id]!;
    s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
    c.zone = `${c.owner}:banished`;
    s.zones[c.zone]!.cards.push(id);
  }
}

/** A permanent attack change on a card (a state edit standing for some other card's effect). */
function addAttack(s: GameState, id: string, value: number): void {
  s.effects.push({ id: `atk-${id}`, source: null, sourceCardId: null, controller: 1, targets: [id], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value }, duration: 'permanent', timestamp: 1 });
}

const evolvable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'evolve' && a.card === card && a.ep === false && a.sep === false);

/** Answers optional prompts (「[コスト3]：」 and the like: no) until the main phase. */
function settle(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) {
    if (s.decision?.kind === 'chooseOption') s = choose(s, s.decision.options!.includes('no') ? 'no' : s.decision.options![0]!);
    else if (s.decision?.kind === 'chooseCards') s = done(s);
    else break;
  }
  return s;
}

export function registerMiscompileCases(covers: Covers): void {
  covers(['BP12-039'], 'fix: BP12-039 鋼鉄の魔獣・レガロア 【進化時】 bounce an enemy follower, 『プロダクトマシーン』 gets +X/+X, X = the returned follower\'s original cost, not the token\'s (SVE 10.11.1)', () => {
    for (const [foe, cost] of [['SD02-002', 2], ['SD02-006', 4]] as const) {
      const { s: s0, ids } = scene({ field: ['BP12-038'], evolve: ['BP12-039'], oppField: [foe], pp: 1 });
      let s = evolve(s0, ids.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = settle(s);
      expect(names(s, 'hand', 1)).toContain(foe);
      const tokens = Object.values(s.cards).filter((c) => c.cardId === 'BP12-T10' && c.zone === '0:field');
      expect(tokens).toHaveLength(1);
      expect(stats(s, tokens[0]!.id)).toEqual([1 + cost, 1 + cost]); // printed 1/1 + X
    }
  });

  covers(['BP13-053'], 'fix: BP13-053 サクリファイス: destroy your チェス follower, search a チェス follower of original cost exactly X = its original cost + 2 onto the field (SVE 5.2.1.1, 10.11.1)', () => {
    // マジカルルーク (cost 1) destroyed: X = 3 → only マジカルナイト (3); マジカルビショップ (2) and メイティ (4) are not candidates
    const { s: s0, ids } = scene({ hand: ['BP13-053'], field: ['BP03-051'], cemetery: ['BP03-052', 'BP03-046', 'BP03-042'], pp: 2 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.field![0]!)) s = pick(s, ids.field![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'SVE 5.8' });
    expect(s.decision!.candidates).toEqual([ids.cemetery![1]]);
    s = pick(s, ids.cemetery![1]!);
    s = settle(s);
    expect(names(s, 'field', 0)).toEqual(['BP03-046']);
    expect(names(s, 'cemetery', 0)).toEqual(expect.arrayContaining(['BP03-051', 'BP13-053']));
    // マジカルビショップ (cost 2) destroyed: X = 4 → メイティ only
    const b = scene({ hand: ['BP13-053'], field: ['BP03-052'], cemetery: ['BP03-051', 'BP03-046', 'BP03-042'], pp: 2 });
    toDeckTop(b.s, b.ids.cemetery!);
    s = play(b.s, b.ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(b.ids.field![0]!)) s = pick(s, b.ids.field![0]!);
    expect(s.decision!.candidates).toEqual([b.ids.cemetery![2]]);
  });

  covers(['BP06-019'], 'fix: BP06-019 音速の機構・ララミア: [進化][コスト3] costs 1 less per other follower on your field, never below 0 (SVE 12.2.2)', () => {
    const need = (others: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD02', field: ['BP06-019', ...others], evolve: ['BP06-020'], pp });
      return evolvable(s, ids.field![0]!);
    };
    expect([need([], 3), need([], 2)]).toEqual([true, false]); // 3
    expect([need(['SD02-007'], 2), need(['SD02-007'], 1)]).toEqual([true, false]); // 3 - 1
    expect([need(['SD02-007', 'SD02-002'], 1), need(['SD02-007', 'SD02-002'], 0)]).toEqual([true, false]); // 3 - 2
    expect(need(['SD02-007', 'SD02-002', 'SD02-005'], 0)).toBe(true); // 3 - 3 = 0
    expect(need(['SD02-007', 'SD02-002', 'SD02-005', 'SD02-003'], 0)).toBe(true); // never below 0
    // paid: 2 others at 1 PP → 0 PP left
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP06-019', 'SD02-007', 'SD02-002'], evolve: ['BP06-020'], pp: 1 });
    const s = settle(evolve(s0, ids.field![0]!));
    expect([s.cards[ids.field![0]!]!.cardId, s.players[0]!.counters.pp]).toEqual(['BP06-020', 0]);
  });

  covers(['BP07-091'], 'fix: BP07-091 (evolved BP07-090) 【進化時】 destroy an enemy follower of original cost X or less, X = cards in your EX area as it resolves (SVE 5.2.1.1; was a trait name)', () => {
    const foes = ['SD02-007', 'SD02-002', 'SD02-003']; // costs 1, 2, 3
    // X = 2: cost 1 and 2 are candidates, cost 3 (X + 1) is not
    const a = scene({ field: ['BP07-090'], evolve: ['BP07-091'], ex: ['SD02-001', 'SD02-006'], oppField: foes, pp: 1 });
    let s = evolve(a.s, a.ids.field![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect([...s.decision!.candidates!].sort()).toEqual([a.ids.oppField![0]!, a.ids.oppField![1]!].sort());
    s = settle(pick(s, a.ids.oppField![1]!));
    expect(names(s, 'field', 1).sort()).toEqual(['SD02-003', 'SD02-007']);
    // X = 3: all three
    const b = scene({ field: ['BP07-090'], evolve: ['BP07-091'], ex: ['SD02-001', 'SD02-006', 'SD02-005'], oppField: foes, pp: 1 });
    s = evolve(b.s, b.ids.field![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([...b.ids.oppField!].sort());
  });

  covers(['BP05-032'], 'fix: BP05-032 重力戦士 [ファンファーレ] one of your token followers +2/+2 (SVE 9.1: 「トークン・フォロワー」 is a token, not a trait)', () => {
    const { s: s0, ids } = scene({ hand: ['BP05-032'], field: ['SD02-007'], tokens: [['SD02-T01', 'field', 0]], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.tokens![0]]); // not the non-token SD02-007
      s = pick(s, ids.tokens![0]!);
    }
    s = settle(s);
    expect([stats(s, ids.tokens![0]!), stats(s, ids.field![0]!)]).toEqual([[3, 3], [2, 2]]); // ナイト 1/1 + 2/2
  });

  covers(['BP13-055'], 'fix: BP13-055 焦熱の竜翼・ドラーク 【進化時】 a 武闘竜人 follower of original cost X or less from your cemetery to the field, X = this card\'s attack as it resolves (SVE 5.2.1.1); 【指定攻撃】', () => {
    // cemetery: 炎柱の竜人 (4), 白亜の竜騎士 (5), ポセイドン (8) — 武闘竜人; ドラゴニュートプリンセス (2) — not 武闘竜人
    const run = (delta: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], cemetery: ['BP13-061', 'DSD01b-007', 'DSD01b-006', 'SD04-005'], pp: 4 });
      if (delta !== 0) addAttack(s0, ids.field![0]!, delta);
      return { s: evolve(s0, ids.field![0]!), ids };
    };
    // attack 6 - 2 = 4: cost 4 only (cost 5 = X + 1 is not a candidate; a single candidate is taken)
    const a = run(-2);
    let s = a.s;
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.ids.cemetery![0]!);
    s = settle(s);
    expect([stats(s, a.ids.field![0]!), names(s, 'field', 0), sorted(names(s, 'cemetery', 0))]).toEqual([[4, 5], ['BP13-055', 'BP13-061'], sorted(['DSD01b-007', 'DSD01b-006', 'SD04-005'])]);
    // attack 6 - 1 = 5: costs 4 and 5 (at X), not 8, not the non-武闘竜人
    const b = run(-1);
    expect(b.s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(b.s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 2)));
    s = settle(pick(b.s, b.ids.cemetery![1]!));
    expect(names(s, 'field', 0)).toEqual(['BP13-055', 'DSD01b-007']);
    // printed 6: the same two (nothing costs 6), 【指定攻撃】
    const c = run(0);
    expect(sorted(c.s.decision!.candidates)).toEqual(sorted(c.ids.cemetery!.slice(0, 2)));
    expect(kw(c.s, c.ids.field![0]!, 'sve.assail')).toBe(true);
  });

  covers(['BP12-114'], 'fix: BP12-114 風来の絵描き [ファンファーレ] choose an enemy follower; search a follower of original cost exactly X (X = its original cost) to the EX area (SVE 5.2.1.1); 2 PP: cannot play', () => {
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
      s = settle(pick(s, got));
      expect([names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual([[s.cards[got] ? s.cards[got]!.cardId : names(s, 'exArea', 0)[0]], 0]);
      expect(s.catalog[names(s, 'exArea', 0)[0]!]!.cost).toBe(x);
    }
    const short = scene({ hand: ['BP12-114'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP18-039'], 'fix: BP18-039 越光の六銘伝・マナ [ファンファーレ] a card of your 消滅領域 to your hand, then banish 1 card of your hand (SVE 4.12); [進化][コスト1] (0 PP: no); 1 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['BP18-039', 'SD02-007'], cemetery: ['SD02-003', 'SD02-014'], pp: 2 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery)); // the banish zone, any card
    s = pick(s, ids.cemetery![1]!);
    expect(names(s, 'hand', 0)).toContain('SD02-014');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(s.decision!.candidates).toContain(ids.hand![1]!);
    s = settle(pick(s, ids.hand![1]!));
    expect([sorted(names(s, 'banished', 0)), names(s, 'hand', 0).includes('SD02-007'), s.players[0]!.counters.pp]).toEqual([['SD02-003', 'SD02-007'], false, 0]);
    const short = scene({ hand: ['BP18-039'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    const ev = (pp: number) => { const e = scene({ field: ['BP18-039'], evolve: ['BP18-040'], pp }); return evolvable(e.s, e.ids.field![0]!); };
    expect([ev(1), ev(0)]).toEqual([true, false]);
  });

  covers(['BP18-050'], 'fix: BP18-050 密かなる商談 (SVE 5.18, 10.4.7): 【1】 destroy an enemy follower, banish your top 2; 【2】[コスト1] up to 2 followers of original cost 2 or less with different names from your 消滅領域 to the field; 2 PP: cannot play', () => {
    // 【2】: banished ニンジャエッグ (1) ×2, ヴァンガード・レイサム (2), フローラルフェンサー (3)
    const { s: s0, ids } = scene({ hand: ['BP18-050'], cemetery: ['SD02-007', 'SD02-007', 'SD02-002', 'SD02-003'], oppField: ['SD02-019'], pp: 4 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![s.decision!.labels!.indexOf('【2】')]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    s = choose(s, 'pay');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 3))); // cost 3 is not one
    s = pick(s, ids.cemetery![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(ids.cemetery![1]!); // same name
      expect(s.decision.candidates).toContain(ids.cemetery![2]!);
      s = pick(s, ids.cemetery![2]!);
    }
    s = settle(s);
    expect([sorted(names(s, 'field', 0)), sorted(names(s, 'banished', 0)), s.players[0]!.counters.pp]).toEqual([['SD02-002', 'SD02-007'], ['SD02-003', 'SD02-007'], 0]);
    // 【1】: the enemy follower destroyed, the top 2 of the deck banished
    const o = scene({ hand: ['BP18-050'], oppField: ['SD02-019'], pp: 3 });
    const top = zoneCards(o.s, 'deck', 0).slice(0, 2).map((id) => o.s.cards[id]!.cardId);
    let t = play(o.s, o.ids.hand![0]!);
    t = choose(t, t.decision!.options![t.decision!.labels!.indexOf('【1】')]!);
    t = settle(t);
    expect([names(t, 'field', 1), names(t, 'cemetery', 1), sorted(names(t, 'banished', 0))]).toEqual([[], ['SD02-019'], sorted(top)]);
    const short = scene({ hand: ['BP18-050'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['CP03-044'], 'fix: CP03-044 ナイトメアドール ありす (evolved CP03-043) 【進化時】 (SVE 5.18, 10.4.7): 【1】 a ペイルムーン follower of original cost 2 or less from your 消滅領域 to the field; 【2】[コスト4] any ペイルムーン follower from it (3 PP left: cannot pay); 【ツインドライブ】', () => {
    // banished: ダークメタル・バイコーン (1), パープル・トラピージスト (2), 星空の旋律使い ファラ (3) — ペイルムーン; ニンジャエッグ (1) — not
    const go = (pp: number) => {
      const { s: s0, ids } = scene({ field: ['CP03-043'], evolve: ['CP03-044'], cemetery: ['CP03-052', 'CP03-045', 'CP03-050', 'SD02-007'], pp });
      toBanished(s0, ids.cemetery!);
      return { s: evolve(s0, ids.field![0]!), ids };
    };
    const a = go(1);
    let s = a.s;
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![s.decision!.labels!.indexOf('【1】')]!);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.ids.cemetery!.slice(0, 2))); // cost 3 (2 + 1) and the non-ペイルムーン: no
    s = settle(pick(s, a.ids.cemetery![1]!));
    expect([names(s, 'field', 0), kw(s, a.ids.field![0]!, 'sve.twinDrive')]).toEqual([['CP03-044', 'CP03-045'], true]);
    const b = go(5); // 1 for the evolve, 4 for 【2】
    s = choose(b.s, b.s.decision!.options![b.s.decision!.labels!.indexOf('【2】')]!);
    s = choose(s, 'pay');
    expect(sorted(s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 3)));
    s = settle(pick(s, b.ids.cemetery![2]!));
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['CP03-044', 'CP03-050'], 0]);
    const c = go(4); // 3 left after the evolve: 【2】's cost cannot be paid
    s = c.s;
    if (s.decision?.kind === 'chooseOption' && s.decision.labels!.includes('【2】')) {
      s = choose(s, s.decision.options![s.decision.labels!.indexOf('【2】')]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay')) s = choose(s, s.decision.options!.includes('skip') ? 'skip' : 'pay');
    }
    s = settle(s);
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['CP03-044'], 3]);
  });

  covers(['CP03-049'], 'fix: CP03-049 ゴールデン・ビーストテイマー [ファンファーレ] a ペイルムーン follower of original cost 2 or less from your 消滅領域 to the field; [起動][アクト] damage = your ペイルムーン followers (2 → 3/3 survives at 1, 3 → destroyed); 3 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['CP03-049'], cemetery: ['CP03-045', 'CP03-050'], oppField: ['SD02-002'], pp: 4 });
    toBanished(s0, ids.cemetery!);
    let s = settle(play(s0, ids.hand![0]!)); // only パープル・トラピージスト (2) qualifies; ファラ (3) does not
    expect([names(s, 'field', 0), names(s, 'banished', 0)]).toEqual([['CP03-049', 'CP03-045'], ['CP03-050']]);
    const me = zoneCards(s, 'field', 0)[0]!;
    const acts = activations(s, me);
    expect(acts).toHaveLength(1);
    s = settle(must(s, acts[0]!).state);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]); // 2 ペイルムーン followers: 2 damage
    expect(activations(s, me)).toEqual([]); // engaged
    const hit = (field: string[]) => {
      const t = scene({ field, oppField: ['SD02-002'], pp: 0 });
      const u = must(t.s, activations(t.s, t.ids.field![0]!)[0]!).state;
      return settle(u.decision?.kind === 'chooseCards' ? pick(u, t.ids.oppField![0]!) : u);
    };
    expect(stats(hit(['CP03-049', 'CP03-052', 'SD02-007']), zoneCards(hit(['CP03-049', 'CP03-052', 'SD02-007']), 'field', 1)[0]!)).toEqual([3, 1]); // ニンジャエッグ is no ペイルムーン: 2
    expect(names(hit(['CP03-049', 'CP03-052', 'CP03-045']), 'field', 1)).toEqual([]); // 3 ペイルムーン: 3 damage destroys the 3/3
    const short = scene({ hand: ['CP03-049'], pp: 3 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['CP03-057'], 'fix: CP03-057 レインボー・マジシャン [ファンファーレ] a ペイルムーン card of your 消滅領域 to your hand, then banish 1 card of your hand; 1 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['CP03-057', 'SD02-007'], cemetery: ['CP03-055', 'SD02-014'], pp: 2 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.cemetery![0]!)) {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]); // the ペイルムーン spell only
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'hand', 0)).toContain('CP03-055');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    s = settle(pick(s, ids.hand![1]!));
    expect(sorted(names(s, 'banished', 0))).toEqual(['SD02-007', 'SD02-014']);
    const short = scene({ hand: ['CP03-057'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['CP03-060'], 'fix: CP03-060 ジャンピング・ジル [ファンファーレ] banish your top 2; [憑依][コスト3] (2 PP: not offered) — 【ドライブ獲得時】 up to 1 ペイルムーン card of your 消滅領域 to your hand, +1/+1 (SVE 14.4.9.2, 14.4.8)', () => {
    const p = scene({ hand: ['CP03-060'], pp: 1 });
    const top = zoneCards(p.s, 'deck', 0).slice(0, 2).map((id) => p.s.cards[id]!.cardId);
    const f = settle(play(p.s, p.ids.hand![0]!));
    expect(sorted(names(f, 'banished', 0))).toEqual(sorted(top));
    const short = scene({ hand: ['CP03-060'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = scene({ field: ['CP03-060'], cemetery: ['CP03-055', 'SD02-014'], evolve: ['CSD03a-017'], pp: 3 });
    toBanished(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const me = ids.field![0]!;
    const two = structuredClone(s0);
    two.players[0]!.counters.pp = 2;
    expect(activations(two, me)).toEqual([]);
    const acts = activations(s0, me);
    expect(acts).toHaveLength(1);
    let s = must(s0, acts[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]); // ペイルムーン only
      s = pick(s, ids.cemetery![0]!);
    }
    s = settle(s);
    expect([stats(s, me), names(s, 'hand', 0).includes('CP03-055'), names(s, 'banished', 0), s.players[0]!.counters.pp]).toEqual([[3, 3], true, ['SD02-014'], 0]);
  });

  covers(['BP05-102'], 'fix: BP05-102 古代の増幅器 [ファンファーレ] 『ミスティックアーティファクト』 (2/3 【守護】); [起動][コスト1][アクト] to the cemetery: one of YOUR TOKEN followers +2/+1 (SVE 9.1; 0 PP: not offered); 2 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['BP05-102'], field: ['SD02-007'], pp: 4 });
    let s = settle(play(s0, ids.hand![0]!));
    const tok = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP05-T05')!;
    expect([stats(s, tok), kw(s, tok, 'sve.ward'), s.players[0]!.counters.pp]).toEqual([[2, 3], true, 1]);
    const amulet = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP05-102')!;
    const none = structuredClone(s);
    none.players[0]!.counters.pp = 0;
    expect(activations(none, amulet)).toEqual([]);
    s = must(s, activations(s, amulet)[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([tok]); // not ニンジャエッグ (not a token)
      s = pick(s, tok);
    }
    s = settle(s);
    expect([stats(s, tok), stats(s, ids.field![0]!), names(s, 'cemetery', 0).includes('BP05-102'), s.players[0]!.counters.pp]).toEqual([[4, 4], [2, 2], true, 0]);
    const short = scene({ hand: ['BP05-102'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP08-016'], 'fix: BP08-016 歴史を知る者: when a TOKEN follower enters your field, 2 damage to an enemy follower (its fanfare\'s 『エンシェントアーティファクト』 3/1 【突進】 triggers it; a non-token follower does not); 3 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['BP08-016', 'SD02-007'], oppField: ['SD02-020'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    s = settle(s.decision?.kind === 'chooseCards' ? pick(s, ids.oppField![0]!) : s);
    const tok = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP08-T10')!;
    expect([stats(s, tok), kw(s, tok, 'sve.rush'), stats(s, ids.oppField![0]!)]).toEqual([[3, 1], true, [4, 4]]); // 天剣の乙女 4/6 - 2
    s = settle(play(s, ids.hand![1]!));
    expect([names(s, 'field', 0).includes('SD02-007'), stats(s, ids.oppField![0]!)]).toEqual([true, [4, 4]]);
    const t = scene({ field: ['BP08-016'], oppField: ['SD02-020'], tokens: [['SD02-T01', 'hand', 0]], pp: 1 });
    let u = play(t.s, t.ids.tokens![0]!);
    u = settle(u.decision?.kind === 'chooseCards' ? pick(u, t.ids.oppField![0]!) : u);
    expect(stats(u, t.ids.oppField![0]!)).toEqual([4, 4]);
    const short = scene({ hand: ['BP08-016'], pp: 3 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP09-032'], 'fix: BP09-032 粗暴な豪剣士 [ファンファーレ] +1/+1 if a TOKEN follower is on your field (a non-token follower, an enemy token: no); 0 PP: cannot play', () => {
    const go = (o: { field?: string[]; tokens?: Array<[string, string, number]> }) => {
      const { s, ids } = scene({ hand: ['BP09-032'], pp: 1, ...o });
      const t = settle(play(s, ids.hand![0]!));
      return stats(t, zoneCards(t, 'field', 0).find((id) => t.cards[id]!.cardId === 'BP09-032')!);
    };
    expect(go({ tokens: [['SD02-T01', 'field', 0]] })).toEqual([3, 3]);
    expect(go({})).toEqual([2, 2]);
    expect(go({ field: ['SD02-007'] })).toEqual([2, 2]);
    expect(go({ tokens: [['SD02-T01', 'field', 1]] })).toEqual([2, 2]);
    const short = scene({ hand: ['BP09-032'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP09-001'], 'fix: BP09-001 ユグドラシル [起動][コスト1] an [エルフ] spell of original cost X or less from your cemetery to the EX area, X = different card names among your cemetery\'s [エルフ] spells (SVE 5.2), it costs 0 this turn; once a turn; 0 PP: not offered', () => {
    const go = (cemetery: string[], pp = 1) => {
      const { s, ids } = scene({ me: 'SD01', field: ['BP09-001'], cemetery, pp });
      return { s, ids, acts: activations(s, ids.field![0]!) };
    };
    // 森荒らしへの報い (2), 根源への回帰 (3), エンジェルスナイプ (neutral): X = 2 — cost 2 (at X) only
    const a = go(['SD01-016', 'BP01-008', 'SD01-019'], 2);
    expect(a.acts).toHaveLength(1);
    let s = must(a.s, a.acts[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([a.ids.cemetery![0]]);
      s = pick(s, a.ids.cemetery![0]!);
    }
    s = settle(s);
    expect([names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual([['SD01-016'], 1]);
    expect(activations(s, a.ids.field![0]!)).toEqual([]); // once a turn (1 PP left)
    // フェアリーサークル twice (one name) and 根源への回帰 (3): X = 2, not 3 — the two cost-1 copies only
    const b = go(['SD01-014', 'BP01-023', 'BP01-008']);
    s = must(b.s, b.acts[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 2)));
    s = settle(pick(s, b.ids.cemetery![0]!));
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    expect([s.cards[ex]!.cardId, s.players[0]!.counters.pp, playable(s, ex)]).toEqual(['SD01-014', 0, true]); // cost 0 this turn at 0 PP
    // a third name: X = 3 — 根源への回帰 (3) now qualifies
    const c = go(['SD01-014', 'BP01-023', 'BP01-008', 'SD01-016']);
    s = must(c.s, c.acts[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(c.ids.cemetery));
    expect(go(['SD01-016'], 0).acts).toEqual([]);
    // [ファンファーレ] an [エルフ] spell from the deck to the hand (5 PP; 4 PP: cannot play)
    const f = scene({ me: 'SD01', hand: ['BP09-001'], pp: 5 });
    s = play(f.s, f.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    const elfSpells = zoneCards(s, 'deck', 0).filter((id) => s.catalog[s.cards[id]!.cardId]!.type === 'スペル' && s.catalog[s.cards[id]!.cardId]!.classOrColor === 'エルフ');
    expect(elfSpells.length).toBeGreaterThan(0);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(elfSpells)); // no neutral エンジェルスナイプ, no followers
    const hand = handCount(s, 0);
    s = settle(pick(s, elfSpells[0]!));
    expect(handCount(s, 0)).toBe(hand + 1);
    const f4 = scene({ me: 'SD01', hand: ['BP09-001'], pp: 4 });
    expect(playable(f4.s, f4.ids.hand![0]!)).toBe(false);
  });

  covers(['BP10-102'], 'fix: BP10-102 惨禍の円環 [ファンファーレ] with 『《運命の輪》・スロース』 on your field, up to 2 災い counters (15.1.3); [起動][アクト] 1 counter; [起動][アクト] to the cemetery: destroy the enemy followers of original cost exactly X, X = the counters it had (SVE 5.2, 10.11.1); 1 PP: cannot play', () => {
    // fanfare: 0, 1 or 2 counters with スロース; without it nothing is asked
    for (const n of [0, 1, 2]) {
      const { s: s0, ids } = scene({ hand: ['BP10-102'], field: ['BP10-094'], pp: 2 });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption' });
      expect(s.decision!.labels).toEqual(['0個', '1個', '2個']);
      s = settle(choose(s, s.decision!.options![n]!));
      const me = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP10-102')!;
      expect(s.cards[me]!.counters['災い'] ?? 0).toBe(n);
    }
    const alone = scene({ hand: ['BP10-102'], pp: 2 });
    const a = settle(play(alone.s, alone.ids.hand![0]!));
    expect(a.cards[zoneCards(a, 'field', 0)[0]!]!.counters['災い'] ?? 0).toBe(0);
    const short = scene({ hand: ['BP10-102'], field: ['BP10-094'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    // the two activated abilities: [アクト] +1 counter; [アクト] + cemetery: destroy original cost X
    const board = (counters: number) => {
      const { s, ids } = scene({ field: ['BP10-102'], oppField: ['SD02-007', 'SD02-002', 'SD02-019', 'SD02-003'], pp: 0 }); // costs 1, 2, 2, 3
      if (counters > 0) s.cards[ids.field![0]!]!.counters['災い'] = counters;
      const acts = activations(s, ids.field![0]!);
      expect(acts).toHaveLength(2);
      const after = acts.map((x) => settle(must(s, x).state));
      const i = after.findIndex((t) => names(t, 'cemetery', 0).includes('BP10-102'));
      expect(i).toBeGreaterThanOrEqual(0);
      return { add: after[1 - i]!, sac: after[i]!, ids };
    };
    const two = board(2);
    expect([two.add.cards[two.ids.field![0]!]!.counters['災い'], two.add.cards[two.ids.field![0]!]!.tapped, names(two.add, 'field', 1).length]).toEqual([3, true, 4]);
    expect(names(two.sac, 'field', 1)).toEqual(['SD02-007', 'SD02-003']); // X = 2: both cost-2 followers, not 1, not 3
    expect(sorted(names(two.sac, 'cemetery', 1))).toEqual(['SD02-002', 'SD02-019']);
    expect(names(board(3).sac, 'field', 1)).toEqual(['SD02-007', 'SD02-002', 'SD02-019']); // X = 3
    expect(names(board(1).sac, 'field', 1)).toEqual(['SD02-002', 'SD02-019', 'SD02-003']); // X = 1
    expect(names(board(0).sac, 'field', 1)).toHaveLength(4); // X = 0: no follower costs 0
  });

  covers(['BP17-008'], 'fix: BP17-008 森番の弓: once a turn an [エルフ] follower entering your field puts 1 矢 counter (a neutral one: no); [ファンファーレ] 2 with 『深緑の弓使い・アリサ』 on your field; [起動][アクト] to the cemetery: X damage to an enemy follower, X = the 矢 counters it had (SVE 5.2, 10.11.1); 0 PP: cannot play', () => {
    const arrows = (s: GameState) => { const id = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP17-008'); return id ? s.cards[id]!.counters['矢'] ?? 0 : -1; };
    const { s: s0, ids } = scene({ me: 'SD01', field: ['BP17-008'], hand: ['SD01-017', 'SD01-011', 'SD01-011'], pp: 3 });
    let s = settle(play(s0, ids.hand![0]!)); // ゴブリン (neutral)
    expect(arrows(s)).toBe(0);
    s = settle(play(s, ids.hand![1]!)); // ウォーターフェアリー ([エルフ])
    expect(arrows(s)).toBe(1);
    s = settle(play(s, ids.hand![2]!)); // a second one this turn: no
    expect(arrows(s)).toBe(1);
    for (const [field, n] of [[['BP17-001'], 2], [[], 0]] as const) {
      const f = scene({ me: 'SD01', hand: ['BP17-008'], field: [...field], pp: 1 });
      expect(arrows(settle(play(f.s, f.ids.hand![0]!)))).toBe(n);
    }
    const short = scene({ me: 'SD01', hand: ['BP17-008'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    for (const n of [3, 0]) {
      const b = scene({ me: 'SD01', field: ['BP17-008'], oppField: ['SD02-020'], pp: 0 }); // 天剣の乙女 4/6
      if (n > 0) b.s.cards[b.ids.field![0]!]!.counters['矢'] = n;
      let t = must(b.s, activations(b.s, b.ids.field![0]!)[0]!).state;
      if (t.decision?.kind === 'chooseCards') t = pick(t, b.ids.oppField![0]!);
      t = settle(t);
      expect([stats(t, b.ids.oppField![0]!), names(t, 'cemetery', 0)]).toEqual([[4, 6 - n], ['BP17-008']]);
    }
  });
}
