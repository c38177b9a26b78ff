/**
 * Card cases of sample-deck cards whose sentences templates-decks.ts reads (run by cards.spec.ts through
 * card-cases.ts): exact printed numbers and boundaries.
 */
import { apply, legalActions, type GameState } from '../../../../engine/src/index.js';
import { arrange, kw, leaderId, must, names, nextTurn, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';
import { abilitiesFor } from '../../src/index.js';
import { plays, settleChoices as settle, type Covers } from './case-helpers.js';

const SATAN = '[ファンファーレ]自分のリーダーに6ダメージ。『沈黙の魔将』『サタンズサーヴァント』『辺獄の悪鬼』『アスタロトの宣告』1枚ずつEXエリアに置く。';


/** Player 0 with a Princess Connect deck (leader 〔プリンセスフォーム〕キャル, witch) at its first main phase, basis declared (6.2.1.3). */
function pcGame(include: string[], basis: 'title' | 'class', seed = 'decks-pc'): GameState {
  let s = titleGame(titleDeck('CP04-PR03', include), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  return toMain(s);
}


/** A look-pick row (SVE 5.11, 「その中から、AかB 1枚を…てよい」): how the card is used, the deck top it looks at and what may be picked. */
interface LookRow {
  ids: string[];
  /** 'hand': played from the hand for `cost`; otherwise the base card on the field evolving for 1 into the row's card. */
  use: 'hand' | string;
  cost: number;
  to: 'hand' | 'exArea' | 'field';
  /** layouts: the top N (catalog ids), the card just below them (N+1: never a candidate) and the indexes that may be picked. */
  layouts: Array<{ top: string[]; next: string; ok: number[]; pick: number }>;
  me?: 'SD01' | 'SD02' | 'SD03' | 'SD04' | 'SD05' | 'SD06';
  extra?: (s: GameState, id: string) => void;
  oppField?: string[];
  hand?: string[];
  after?: (s: GameState, picked: string) => void;
}

/** Answers the decisions after a look pick (the order of the rest, SVE 5.11) back to the main phase. */
function finish(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 8 && s.decision?.kind !== 'sve.main'; i++) s = s.decision!.kind === 'chooseCards' ? done(s) : must(s, legalActions(s)[0]!).state;
  return s;
}

function runLook(row: LookRow, id: string, layout: LookRow['layouts'][number]): void {
  const n = layout.top.length;
  const evolved = row.use !== 'hand';
  const { s: s0, ids } = scene({ me: row.me ?? 'SD02', hand: [...(evolved ? [] : [id]), ...(row.hand ?? [])], field: evolved ? [row.use] : undefined, evolve: evolved ? [id] : undefined, cemetery: [...layout.top, layout.next], oppField: row.oppField, pp: row.cost });
  const deck = ids.cemetery!;
  toDeckTop(s0, deck);
  let s = evolved ? evolve(s0, ids.field![0]!) : play(s0, ids.hand![0]!);
  for (let i = 0; i < 4 && !(s.decision?.kind === 'chooseCards' && s.decision.candidates!.some((c) => deck.includes(c))); i++) {
    const want = ids.hand?.[evolved ? 0 : 1]; // the hand card given for a cost (discard)
    if (s.decision?.kind === 'chooseCards') s = pick(s, want && s.decision.candidates!.includes(want) ? want : s.decision.candidates![0]!);
    else if (s.decision?.kind === 'chooseOption') s = must(s, { type: 'choose', player: 0, option: s.decision.options![0]! }).state;
  }
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 1 });
  expect([...s.decision!.candidates!].sort()).toEqual(layout.ok.map((i) => deck[i]!).sort()); // the card at N+1 (and the others) are no candidates
  const chosen = deck[layout.pick]!;
  s = finish(pick(s, chosen));
  const where = row.to === 'field' ? names(s, 'field', 0) : names(s, row.to, 0);
  expect(where).toContain(layout.top[layout.pick]);
  expect(s.players[0]!.counters.pp).toBe(0);
  expect(zoneCards(s, 'deck', 0)[0]).toBe(deck[n]); // the N+1th card is on top now
  if (n > 1) expect(names(s, 'deck', 0).slice(-(n - 1)).sort()).toEqual(layout.top.filter((_, i) => i !== layout.pick).sort()); // the rest at the bottom
  row.after?.(s, chosen);
}

export function registerDecksMoreCases(covers: Covers): void {

  covers(['CP04-024'], 'decks: ジュン (evolved, SVE 14.5.1, 5.8, 10.4.4.1): 【守護】; [UB] 【進化時】 in a PriConne title deck — up to 2 NIGHTMARE followers other than ジュン from the deck to the EX area, and the next NIGHTMARE follower costs 2 less (once); class deck: nothing', () => {
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

  // written-out triggers (templates-decks.ts decksTrigger): 「自分が(AかB)をプレイしたとき」 (SVE 10.6.2.7), 「自分の場の(group)が攻撃したとき」 (8.4.5)
  covers(['BP14-036', 'EBD02-001'], 'decks: 真理の大文豪・ユキシマ (SVE 10.6.2.7, 10.4.4.1): when you play a 宴楽 or 魔法使い card of original cost 3 or less, 2 damage to an enemy follower (cost 4: none); fanfare — the next such card costs 3 less; 3 PP: cannot play it', () => {
    for (const id of ['BP14-036', 'EBD02-001']) {
      const { s: s0, ids } = scene({ me: 'SD03', hand: [id, 'SD03-003', 'BP14-071', 'BP14-060'], oppField: ['SD04-008'], pp: 4 });
      const dragon = ids.oppField![0]!;
      let s = play(s0, ids.hand![0]!);
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 7]]); // playing itself: no trigger (not on the field yet)
      s = play(s, ids.hand![1]!); // デモンフレイムメイジ: 魔法使い, cost 3 − 3 = 0
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 5]]);
      s.players[0]!.counters.pp = 4;
      s = play(s, ids.hand![2]!); // 楽園の終焉・イツルギ: 宴楽 but cost 4 — no damage, full cost
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 5]]);
      expect(plays(s, ids.hand![3]!)).toEqual([]); // the reduction was used up: 釜焚きの竜人 costs 2
      s.players[0]!.counters.pp = 2;
      s = play(s, ids.hand![3]!);
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 3]]);
      const z = scene({ me: 'SD03', hand: [id], pp: 3 });
      expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
    }
  });

  covers(['CP04-048'], 'decks: クロエ (SVE 10.6.2.7, 14.5.1): when you play a なかよし部 card or a PriConne spell, 1 damage to the opponent\'s leader (a PriConne follower of another trait: none); [UB] fanfare in a title deck — damage to an enemy follower equal to your なかよし部 followers (class deck: none)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['CP04-048'], hand: ['PCS01-012', 'CP04-054', 'CP04-047'], pp: 6 });
    let s = finish(play(s0, ids.hand![0]!)); // ルカ: プリコネ but not なかよし部 (its 【守護】 entry choice answered)
    expect(health(s, 1)).toBe(20);
    s = play(s, ids.hand![1]!); // ダークエクリプス: a PriConne spell
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
    expect(health(s, 1)).toBe(19);
    s = play(s, ids.hand![2]!); // チエル: a なかよし部 card
    for (let i = 0; i < 3 && s.decision?.kind !== 'sve.main'; i++) s = finish(s);
    expect([health(s, 1), s.players[0]!.counters.pp]).toEqual([18, 0]);
    const run = (basis: 'title' | 'class') => {
      let t = pcGame(['CP04-048', 'CP04-047'], basis, 'decks-chloe');
      const r = arrange(t, [['CP04-048', 'hand', 0], ['CP04-047', 'field', 0], ['SD02-020', 'field', 1]]);
      t = r.state;
      t.players[0]!.counters.pp = 2;
      t = play(t, r.ids[0]!);
      return [stats(t, r.ids[2]!)[1], t.players[0]!.counters.pp];
    };
    expect(run('title')).toEqual([4, 0]); // 2 なかよし部 followers (チエル and クロエ): 6 − 2
    expect(run('class')).toEqual([6, 0]);
  });

  covers(['BP12-023'], 'decks: 海賊女王・アルビダ (SVE 8.4.5, 10.4.4.1): when a 盗賊 follower of yours (itself too) attacks, 4 damage to an enemy follower and its player mills 1 (a 指揮官 follower: nothing); fanfare choice 【1】 next 『アルビダの号令』 −5 / 【2】 next 盗賊 card −3', () => {
    const { s: s0, ids } = scene({ field: ['BP12-023', 'SD02-002', 'BP15-024'], oppField: ['SD04-008'] });
    const [alvida, vanguard, lupin] = ids.field!;
    const dragon = ids.oppField![0]!;
    const deck = zoneCards(s0, 'deck', 1).length;
    let s = attack(s0, alvida!, leaderId(s0, 1));
    s = finish(s);
    expect([stats(s, dragon)[1], zoneCards(s, 'deck', 1).length, zoneCards(s, 'cemetery', 1).length]).toEqual([3, deck - 1, 1]);
    s = finish(attack(s, vanguard!, leaderId(s, 1))); // 指揮官, not 盗賊
    expect([stats(s, dragon)[1], zoneCards(s, 'deck', 1).length]).toEqual([3, deck - 1]);
    s = finish(attack(s, lupin!, leaderId(s, 1))); // another 盗賊 follower: 3 − 4 → destroyed
    expect([names(s, 'field', 1), zoneCards(s, 'deck', 1).length, zoneCards(s, 'cemetery', 1).length]).toEqual([[], deck - 2, 3]); // 2 milled + the destroyed ドレッドドラゴン
    const fan = (mode: number) => {
      const a = scene({ hand: ['BP12-023', 'BP01-032', 'BP15-024'], pp: 5 });
      let t = play(a.s, a.ids.hand![0]!);
      expect(t.decision?.kind).toBe('chooseOption');
      t = must(t, { type: 'choose', player: 0, option: t.decision!.options![mode - 1]! }).state;
      return [t.players[0]!.counters.pp, plays(t, a.ids.hand![1]!).length, plays(t, a.ids.hand![2]!).length];
    };
    expect(fan(1)).toEqual([0, 1, 0]); // アルビダの号令 5 − 5 = 0; アルセーヌ・ルパン 2: not lowered
    expect(fan(2)).toEqual([0, 0, 1]); // ルパン (盗賊) 2 − 3 → 0; the 盗賊 spell 5 − 3 = 2 > 0
    const z = scene({ hand: ['BP12-023'], pp: 4 });
    expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
  });

  covers(['ECP02-036'], 'decks: 〔こぶし・紅〕村上巴 (SVE 10.7.2.2, 10.4.4.1): once per turn when you play a パッション spell, 2 damage to the opponent\'s leader (the second: none); fanfare — the next パッション spell of original cost 3 or less costs 3 less (cost 5: not lowered); 2 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['ECP02-036', 'CP02-041', 'CP02-041', 'ECP02-011'], oppField: ['SD04-008', 'SD04-008'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    expect(plays(s, ids.hand![3]!)).toEqual([]); // 夢色開花前線: cost 5, not lowered
    s = play(s, ids.hand![1]!); // センター・オブ・ストリート: 3 − 3 = 0
    s = pick(s, ids.oppField![0]!);
    s = finish(s);
    expect([health(s, 1), stats(s, ids.oppField![0]!)[1], s.players[0]!.counters.pp]).toEqual([18, 2, 0]);
    expect(plays(s, ids.hand![2]!)).toEqual([]); // used up: 3 PP again
    s.players[0]!.counters.pp = 3;
    s = finish(pick(play(s, ids.hand![2]!), ids.oppField![1]!));
    expect([health(s, 1), s.players[0]!.counters.pp]).toEqual([18, 0]); // once per turn
    const z = scene({ me: 'SD01', hand: ['ECP02-036'], pp: 2 });
    expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
  });

  // 「その中から、AかB 1枚を(公開して)手札に加えて / 場に出して / EXエリアに置いてよい」 (SVE 5.11; templates-decks.ts look pick)
  const ANGEL = { top: ['BP16-117', 'BP17-009', 'BP15-118', 'BP17-009'], next: 'BP15-115', ok: [0, 2], pick: 2 }; // 天使 F, 自然 F, 堕天使 spell, 自然 F | 天使
  const LOOKS: Array<[string, LookRow]> = [
    ['天空の遣い: fanfare — destroy an enemy follower, look at the top 4: a 天使 or 堕天使 card to the hand', { ids: ['BP15-121'], use: 'hand', cost: 5, to: 'hand', oppField: ['SD02-003'], layouts: [ANGEL], after: (s) => expect(names(s, 'field', 1)).toEqual([]) }],
    ['グランスエンジェル (evolved): 【守護】; 【進化時】 the top 4: a 天使 or 堕天使 card to the hand', { ids: ['BP14-109'], use: 'BP14-108', cost: 1, to: 'hand', layouts: [ANGEL], after: (s) => expect(kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')).toBe(true) }],
    ['片翼の反逆者: fanfare — the top 1: a 天使 or 堕天使 card to the hand (the 2nd card is not looked at)', { ids: ['BP10-115', 'BP10-P25'], use: 'hand', cost: 2, to: 'hand', layouts: [{ top: ['BP15-118'], next: 'BP16-117', ok: [0], pick: 0 }] }],
    ['極彩色の翼人: fanfare, discarding 1 card — the top 4: a spell or an amulet to the hand', { ids: ['BP13-101'], use: 'hand', cost: 2, to: 'hand', hand: ['SD02-003'], layouts: [{ top: ['CP04-018', 'BP17-009', 'BP13-012', 'BP16-117'], next: 'BP03-030', ok: [0, 2], pick: 2 }], after: (s) => expect(names(s, 'cemetery', 0)).toContain('SD02-003') }],
    ['荒野の休息: the top 3: a 荒野 or 自然 card to the hand; no 荒野 card on your field or EX area: no health', { ids: ['BP12-107', 'PR-324'], use: 'hand', cost: 1, to: 'hand', layouts: [{ top: ['EBD03-008', 'BP16-117', 'BP17-009'], next: 'BP16-059', ok: [0, 2], pick: 0 }], after: (s) => expect(health(s, 0)).toBe(20) }],
    ['クリスタリア・リリィ: fanfare — the top 2: a クリスタリア or 妖精 follower to the hand (a 妖精 amulet is not)', { ids: ['SP01-008', 'SP01-SL08', 'BP02-008', 'BP02-P02', 'PR-196'], use: 'hand', cost: 2, to: 'hand', layouts: [{ top: ['BP16-007', 'EBD01-014'], next: 'BP16-009', ok: [0, 1], pick: 1 }, { top: ['BP13-012', 'BP16-007'], next: 'EBD01-014', ok: [1], pick: 1 }] }],
    ['トキメキ☆ホーダイ: the top 2: a クール or パッション card to the hand', { ids: ['CP02-028', 'CP02-P22', 'PR-145'], use: 'hand', cost: 1, to: 'hand', layouts: [{ top: ['ECP02-001', 'ECP02-008'], next: 'ECP02-003', ok: [0, 1], pick: 0 }, { top: ['BP16-117', 'ECP02-008'], next: 'ECP02-001', ok: [1], pick: 1 }] }],
    ['イクノディクタス: 【守護】; fanfare — the top 3: a ウマ娘 card or an amulet to the hand', { ids: ['CP01-069', 'CP01-P51'], use: 'hand', cost: 3, to: 'hand', layouts: [{ top: ['ECP01-003', 'BP16-117', 'CP04-072'], next: 'ECP01-001', ok: [0, 2], pick: 2 }], after: (s) => expect(kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')).toBe(true) }],
    ['ブラックビショップ (evolved): 【進化時】 the top 5: a 童話 follower or 童話 amulet of original cost 5 or less onto the field (cost 6 / a spell: no)', { ids: ['BP07-099'], use: 'BP07-098', cost: 1, to: 'field', layouts: [{ top: ['EBD03-010', 'BP03-001', 'BP03-096', 'BP03-030', 'BP16-117'], next: 'BP03-076', ok: [0, 2], pick: 0 }] }],
    ['佰死と佰亡の六銘伝・イルゼ＆ウルゼ (evolved): 【進化時】 the top 5: a [ナイトメア] card or 透京 card of original cost 2 or less to the EX area (cost 3: no), costing 2 less this turn', {
      ids: ['BP18-078', 'BP18-SL18', 'BP18-U05'], use: 'BP18-077', cost: 1, to: 'exArea', layouts: [{ top: ['CP04-073', 'CP04-077', 'BP18-003', 'BP18-020', 'BP16-117'], next: 'CP04-081', ok: [0, 2], pick: 2 }],
      after: (s) => {
        const x = zoneCards(s, 'exArea', 0).find((c) => s.cards[c]!.cardId === 'BP18-003')!;
        expect(plays(s, x)).toHaveLength(1); // cost 2 − 2 = 0 at 0 PP
        const t = play(s, x);
        expect([names(t, 'field', 0).length, names(t, 'field', 0).includes('BP18-003'), t.players[0]!.counters.pp]).toEqual([2, true, 0]);
      },
    }],
  ];
  for (const [title, row] of LOOKS) {
    covers(row.ids, `decks: ${title} (SVE 5.11 look pick of 「AかB」; cost ${row.cost} one short: not offered)`, () => {
      for (const id of row.ids) {
        for (const layout of row.layouts) runLook(row, id, layout);
        // one PP short
        const evolved = row.use !== 'hand';
        const { s, ids } = scene({ me: row.me ?? 'SD02', hand: evolved ? [] : [id], field: evolved ? [row.use] : undefined, evolve: evolved ? [id] : undefined, pp: row.cost - 1 });
        if (evolved) expect(legalActions(s).filter((a) => a.type === 'evolve' && a.ep === false)).toEqual([]);
        else expect(plays(s, ids.hand![0]!)).toEqual([]);
      }
    });
  }
  covers(['BP01-057', 'EBD02-007', 'BP01-P11', 'PR-029', 'PR-301'], 'decks: 次元の超越 (SVE 10.4.7.2, 5.28.1): banish 10 spells of your cemetery as you play it and its cost becomes 7 (12 otherwise); 9 spells or 6 PP: no option; after this turn you take an extra turn', () => {
    for (const id of ['BP01-057', 'EBD02-007', 'BP01-P11', 'PR-029', 'PR-301']) {
      const run = (spells: number, pp: number) => {
        const { s, ids } = scene({ me: 'SD03', hand: [id], pp });
        fillCemetery(s, 0, spells, 'SD03-005');
        fillCemetery(s, 0, 2, 'SD03-003'); // followers: never banished by the option
        return { s, card: ids.hand![0]! };
      };
      // 10 spells and 7 PP: only the option (12 PP needed otherwise)
      const a = run(11, 7);
      expect(plays(a.s, a.card).map((x) => x.option === true)).toEqual([true]);
      let s = must(a.s, { type: 'play', player: 0, card: a.card, option: true }).state;
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 10, max: 10 });
      expect(s.decision!.candidates).toHaveLength(11); // the 11 spells, not the followers
      const [left, ...chosen] = s.decision!.candidates!;
      for (const c of chosen) s = pick(s, c);
      if (s.decision?.kind === 'chooseCards') s = done(s);
      expect([s.players[0]!.counters.pp, names(s, 'banished', 0).length, names(s, 'cemetery', 0).filter((x) => x === 'SD03-005').length, s.cards[left!]!.zone]).toEqual([0, 10, 1, '0:cemetery']); // the one not chosen stays
      const turn = s.turn.number;
      s = nextTurn(s);
      expect([s.turn.number, s.turn.active]).toEqual([turn + 1, 0]); // 5.28.1: the extra turn is yours
      // boundaries: 9 spells → no option (and 7 PP cannot pay 12); 10 spells but 6 PP → nothing
      expect(plays(run(9, 7).s, run(9, 7).card)).toEqual([]);
      const b = run(10, 6);
      expect(plays(b.s, b.card)).toEqual([]);
      // 12 PP: both ways; without the option nothing is banished and 12 PP is paid
      const c = run(10, 12);
      expect(plays(c.s, c.card).map((x) => x.option === true)).toEqual([false, true]);
      const t = must(c.s, { type: 'play', player: 0, card: c.card }).state;
      expect([t.players[0]!.counters.pp, names(t, 'banished', 0).length]).toEqual([0, 0]);
    }
  });

  covers(['BP13-043'], 'decks: 混沌の流儀 (SVE 5.22.2 give): each player designates a follower of their own field, the turn player first, and gives it to the other player (same card, master changed, owner kept); a full field takes nothing; no follower: nothing given', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['SD03-003', 'SD03-001'], oppField: ['SD05-017'], pp: 6, hand: ['BP13-043'] });
    const [mine, keep] = ids.field!;
    const theirs = ids.oppField![0]!;
    s0.cards[mine!]!.counters.x = 1;
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([mine!, keep!].sort());
    s = pick(s, mine!);
    // the opponent's only follower: designated by itself
    expect([s.cards[mine!]!.controller, s.cards[mine!]!.owner, s.cards[mine!]!.counters.x, s.cards[theirs]!.controller]).toEqual([1, 0, 1, 0]);
    expect([zoneCards(s, 'field', 0).sort(), zoneCards(s, 'field', 1)]).toEqual([[keep!, theirs].sort(), [mine!]]);
    expect(s.players[0]!.counters.pp).toBe(0);
    // the opponent has no follower: you still give yours; the opponent gives nothing
    const e = scene({ me: 'SD03', field: ['SD03-003'], pp: 6, hand: ['BP13-043'] });
    const t = must(e.s, { type: 'play', player: 0, card: e.ids.hand![0]! }).state;
    expect([zoneCards(t, 'field', 0), zoneCards(t, 'field', 1)]).toEqual([[], [e.ids.field![0]!]]);
    // the opponent's field is full (5): your follower stays; theirs comes to you (4.4.4.2)
    const f = scene({ me: 'SD03', field: ['SD03-003'], oppField: ['SD05-017', 'SD05-017', 'SD05-017', 'SD05-017', 'SD05-017'], pp: 6, hand: ['BP13-043'] });
    let u = must(f.s, { type: 'play', player: 0, card: f.ids.hand![0]! }).state;
    u = pick(u, f.ids.oppField![0]!);
    expect([zoneCards(u, 'field', 0).sort(), zoneCards(u, 'field', 1).length]).toEqual([[f.ids.field![0]!, f.ids.oppField![0]!].sort(), 4]);
    // 5 PP: cannot play it (cost 6)
    const g = scene({ me: 'SD03', field: ['SD03-003'], pp: 5, hand: ['BP13-043'] });
    expect(plays(g.s, g.ids.hand![0]!)).toEqual([]);
  });

  covers(['EBD03-017', 'BP11-109', 'BP11-P25'], 'decks: 放浪する料理人 fanfare: with a 乗物 card on your field or in your EX area your leader gets [体力]+2; none (or only the opponent\'s): nothing', () => {
    for (const id of ['EBD03-017', 'BP11-109', 'BP11-P25']) {
      const run = (where: 'field' | 'exArea' | 'none' | 'opp') => {
        const tokens: Array<[string, string, number]> = where === 'none' ? [] : [['EBD03-T06', where === 'opp' ? 'field' : where, where === 'opp' ? 1 : 0]];
        const { s, ids } = scene({ me: 'SD05', hand: [id], evolve: ['EBD03-T06'], tokens, pp: 2 });
        const t = must(s, { type: 'play', player: 0, card: ids.hand![0]! }).state;
        return [health(t, 0), t.players[0]!.counters.pp];
      };
      expect(run('field')).toEqual([22, 0]);
      expect(run('exArea')).toEqual([22, 0]);
      expect(run('none')).toEqual([20, 0]);
      expect(run('opp')).toEqual([20, 0]);
    }
  });

  covers(['EBD04-009', 'BP16-113', 'BP16-SL29'], 'decks: 最果ての罪・サタン fanfare: 6 damage to your leader; one each of 『沈黙の魔将』『サタンズサーヴァント』『辺獄の悪鬼』『アスタロトの宣告』 into your EX area', () => {
    for (const id of ['EBD04-009', 'BP16-113', 'BP16-SL29']) {
      const toks = JSON.stringify(abilitiesFor({ id, name: '最果ての罪・サタン', type: 'フォロワー', text: SATAN })).match(/"card":"[^"]+"/g)!.map((x) => x.slice(8, -1));
      expect(toks).toHaveLength(4);
      const { s, ids } = scene({ me: 'SD05', hand: [id], evolve: toks, pp: 6 });
      const t = must(s, { type: 'play', player: 0, card: ids.hand![0]! }).state;
      expect([health(t, 0), health(t, 1), t.players[0]!.counters.pp]).toEqual([14, 20, 0]);
      expect(zoneCards(t, 'exArea', 0).map((x) => t.catalog[t.cards[x]!.cardId]!.name).sort()).toEqual(['アスタロトの宣告', 'サタンズサーヴァント', '沈黙の魔将', '辺獄の悪鬼'].sort());
      expect(names(t, 'field', 0)).toEqual([id]);
      // 5 PP: cannot play it (cost 6)
      const u = scene({ me: 'SD05', hand: [id], evolve: toks, pp: 5 });
      expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
    }
  });

  // 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1; rules/next-play-cost.ts)
  covers(['BP14-001'], 'decks: 化かし女将・ホズミ (SVE 10.4.4.1): fanfare — this turn the next 宴楽 card costs 2 less (cost 2 at 0 PP: playable; cost 3: not), once; [進化][コスト1]; 2 PP cannot play it (cost 3)', () => {
    const { s: s0, ids } = scene({ hand: ['BP14-001', 'BP14-060', 'BP14-049', 'BP14-060'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    expect([plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0]); // 2 - 2 = 0 ≤ 0; 3 - 2 = 1 > 0
    s = play(s, ids.hand![1]!);
    s.players[0]!.counters.pp = 1;
    expect(plays(s, ids.hand![3]!)).toEqual([]); // used up: the second 釜焚きの竜人 costs 2 again
    expect(plays(scene({ hand: ['BP14-001'], pp: 2 }).s, scene({ hand: ['BP14-001'], pp: 2 }).ids.hand![0]!)).toEqual([]);
    // [進化][コスト1]
    const e = scene({ field: ['BP14-001'], evolve: ['BP14-002'], pp: 1 });
    const t = evolve(e.s, e.ids.field![0]!);
    expect([t.cards[e.ids.field![0]!]!.cardId, t.players[0]!.counters.pp]).toEqual(['BP14-002', 0]);
    const z = scene({ field: ['BP14-001'], evolve: ['BP14-002'], pp: 0 });
    expect(legalActions(z.s).filter((a) => a.type === 'evolve' && a.ep === false)).toEqual([]);
  });

  covers(['BP14-054'], 'decks: 独尊龍・スーロン (evolved, SVE 10.4.4.1): 【進化時】 this turn the next 宴楽 card costs 2 less — at 1 PP a cost-3 宴楽 card is playable, a cost-4 one is not; the next one pays in full', () => {
    const { s: s0, ids } = scene({ field: ['BP14-053'], evolve: ['BP14-054'], hand: ['BP14-049', 'BP14-080', 'BP14-060'], pp: 2 });
    let s = evolve(s0, ids.field![0]!);
    expect([s.cards[ids.field![0]!]!.cardId, s.players[0]!.counters.pp]).toEqual(['BP14-054', 1]);
    expect([plays(s, ids.hand![0]!).length, plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0, 1]); // 3-2=1, 4-2=2, 2-2=0
    s = play(s, ids.hand![2]!); // 釜焚きの竜人 for 0
    expect(s.players[0]!.counters.pp).toBe(1);
    expect(plays(s, ids.hand![0]!)).toEqual([]); // used up: 宿帳のフクロウ costs 3 again
  });

  covers(['BP14-049'], 'decks: 宿帳のフクロウ (SVE 10.4.4.1): fanfare — the next 宴楽 or 魔法使い card of original cost 3 or less costs 3 less (a cost-4 宴楽 card is not lowered and does not use it); 『真理の大文豪・ユキシマ』 on your field: leader +2', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-049', 'BP14-080', 'SD03-003', 'SD03-003'], pp: 6 });
    let s = play(s0, ids.hand![0]!);
    expect([s.players[0]!.counters.pp, health(s, 0)]).toEqual([3, 20]); // no ユキシマ
    s.players[0]!.counters.pp = 3;
    expect(plays(s, ids.hand![1]!)).toEqual([]); // ルームサービスデビル: cost 4 > 3, not lowered (元のコスト4)
    s = play(s, ids.hand![2]!); // デモンフレイムメイジ (魔法使い, cost 3): 0 PP
    expect(s.players[0]!.counters.pp).toBe(3);
    s = play(s, ids.hand![3]!); // the second one: 3 PP
    expect(s.players[0]!.counters.pp).toBe(0);
    // with 『真理の大文豪・ユキシマ』 on the field: leader health +2
    const y = scene({ me: 'SD03', hand: ['BP14-049'], field: ['BP14-036'], pp: 3 });
    expect(health(finish(play(y.s, y.ids.hand![0]!)), 0)).toBe(22); // ユキシマ's own play trigger (no enemy follower) is ordered with the fanfare (10.5.2)
    expect(plays(scene({ me: 'SD03', hand: ['BP14-049'], pp: 2 }).s, scene({ me: 'SD03', hand: ['BP14-049'], pp: 2 }).ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-054'], 'decks: 焦熱の竜翼・ドラーク (SVE 10.4.4.1): 【突進】; fanfare — the next 武闘竜人 card costs 3 less (cost 3 at 0 PP: playable; a non-武闘竜人 cost-1 card: not); [進化][コスト4] (3 PP: no)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP13-054', 'BP18-058', 'SD04-015'], oppField: ['SD04-001'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    const d = zoneCards(s, 'field', 0)[0]!;
    expect([s.players[0]!.counters.pp, kw(s, d, 'sve.rush')]).toEqual([0, true]);
    expect([plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0]); // 壊竜の六銘伝・エル 3-3 = 0; ブレイジングブレス 1
    s = play(s, ids.hand![1]!);
    expect([s.players[0]!.counters.pp, names(s, 'field', 0)]).toEqual([0, ['BP13-054', 'BP18-058']]);
    const e = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], pp: 4 });
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    const f = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], pp: 3 });
    expect(legalActions(f.s).filter((a) => a.type === 'evolve' && a.ep === false)).toEqual([]);
  });

  covers(['BP12-022'], 'decks: 鉄拳の獣戦士 (evolved, SVE 10.4.4.1): 【守護】; 【進化時】 the top card of your deck to the EX area, and the next card you play from the EX area costs 10 less (a hand card does not)', () => {
    const { s: s0, ids } = scene({ field: ['BP12-021'], evolve: ['BP12-022'], hand: ['SD02-003', 'SD02-002'], pp: 3 });
    toDeckTop(s0, [ids.hand![0]!]);
    let s = evolve(s0, ids.field![0]!);
    const w = ids.field![0]!;
    expect([s.cards[w]!.cardId, kw(s, w, 'sve.ward'), s.players[0]!.counters.pp, names(s, 'exArea', 0)]).toEqual(['BP12-022', true, 0, ['SD02-003']]);
    expect(plays(s, ids.hand![1]!)).toEqual([]); // the hand card (cost 2) is not lowered
    s = play(s, zoneCards(s, 'exArea', 0)[0]!); // フローラルフェンサー from the EX area: 3 - 10 → 0
    expect([s.players[0]!.counters.pp, names(s, 'field', 0).sort()]).toEqual([0, ['BP12-022', 'SD02-003'].sort()]);
    s.players[0]!.counters.pp = 2;
    expect(plays(s, ids.hand![1]!).length).toBe(1);
  });

  covers(['BP18-016'], 'decks: マウンテンガール・ミロロ (SVE 10.4.4.1): fanfare — the next spell of original cost 1 or less costs 1 less; once per turn when you play a spell a follower of yours gets +1/+1 and 【突進】 (the second spell: nothing)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP18-016', 'SD03-012', 'SD03-012'], oppField: ['SD04-001', 'SD04-001'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    const m = zoneCards(s, 'field', 0)[0]!;
    expect([s.players[0]!.counters.pp, stats(s, m)]).toEqual([0, [3, 3]]);
    expect(plays(s, ids.hand![1]!).length).toBe(1); // ウィンドブラスト: 1 - 1 = 0
    s = play(s, ids.hand![1]!);
    s = target(s, ids.oppField![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = target(s, m);
    expect([s.players[0]!.counters.pp, stats(s, m), kw(s, m, 'sve.rush'), stats(s, ids.oppField![0]!)[1]]).toEqual([0, [4, 4], true, stats(s0, ids.oppField![0]!)[1]! - 2]);
    expect(plays(s, ids.hand![2]!)).toEqual([]); // used up: 1 PP needed
    s.players[0]!.counters.pp = 1;
    s = play(s, ids.hand![2]!);
    s = target(s, ids.oppField![1]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = target(s, m);
    expect([s.players[0]!.counters.pp, stats(s, m)]).toEqual([0, [4, 4]]); // once per turn
  });

  covers(['CP04-047'], 'decks: チエル (SVE 14.5.1, 5.11): [UB] fanfare in a PriConne title deck — look at the top 4, a なかよし部 card or a PriConne spell may go to the hand (the other cards are no candidates), the rest to the bottom; class deck: nothing; 1 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class') => {
      let s = pcGame(['CP04-047', 'CP04-048', 'CP04-054'], basis);
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

  // ---- round 4 (templates-decks.ts) ----
  covers(['BP18-023'], 'decks: 約束の栄光・ガウェイン (SVE 10.3.3): 【突進】; fanfare with a chain of 「N枚以上なら」 on the [ロイヤル] followers of your cemetery — 5: draw 1, 10: 【疾走】 and leader [体力]+2, 15: 【威圧】【オーラ】, 20: +7/+7 (4/9/14/19: not; a royal spell is not counted); 1 PP: cannot play it', () => {
    const run = (n: number, spells = 0) => {
      const { s: s0, ids } = scene({ hand: ['BP18-023'], pp: 2 });
      fillCemetery(s0, 0, n, 'SD02-003');
      fillCemetery(s0, 0, spells, 'SD02-014');
      const before = handCount(s0, 0);
      const s = play(s0, ids.hand![0]!);
      const g = zoneCards(s, 'field', 0)[0]!;
      return { drew: handCount(s, 0) - (before - 1), storm: kw(s, g, 'sve.storm'), hp: health(s, 0), intimidate: kw(s, g, 'sve.intimidate'), aura: kw(s, g, 'sve.aura'), stats: stats(s, g), rush: kw(s, g, 'sve.rush'), pp: s.players[0]!.counters.pp };
    };
    expect(run(4)).toEqual({ drew: 0, storm: false, hp: 20, intimidate: false, aura: false, stats: [3, 3], rush: true, pp: 0 });
    expect(run(4, 1).drew).toBe(0); // 武装強化 (a [ロイヤル] spell) is not a follower
    expect(run(5)).toMatchObject({ drew: 1, storm: false, hp: 20 });
    expect(run(9)).toMatchObject({ drew: 1, storm: false, hp: 20, intimidate: false });
    expect(run(10)).toMatchObject({ drew: 1, storm: true, hp: 22, intimidate: false, aura: false });
    expect(run(14)).toMatchObject({ storm: true, hp: 22, intimidate: false, aura: false, stats: [3, 3] });
    expect(run(15)).toMatchObject({ intimidate: true, aura: true, stats: [3, 3] });
    expect(run(19).stats).toEqual([3, 3]);
    expect(run(20)).toEqual({ drew: 1, storm: true, hp: 22, intimidate: true, aura: true, stats: [10, 10], rush: true, pp: 0 });
    const u = scene({ hand: ['BP18-023'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP18-026'], 'decks: ダークセイバー・メリッサ (SVE 12.15, 10.10.1): 【突進】【指定攻撃】; fanfare — an enemy follower is destroyed when its player has 3 or more cards on the field (2: not; your own field is not counted); it gets 【オーラ】 for good and takes no damage this turn only; 3 PP: cannot play it', () => {
    const run = (opp: number, mine = 0) => {
      const { s: s0, ids } = scene({ hand: ['BP18-026'], field: ['SD02-007', 'SD02-007', 'SD02-007'].slice(0, mine), oppField: ['SD02-019', 'SD02-017', 'SD02-007', 'SD02-002'].slice(0, opp), pp: 4 });
      let s = play(s0, ids.hand![0]!);
      s = target(s, ids.oppField![0]!);
      return { s, m: zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP18-026')!, opp: names(s, 'field', 1).length, pp: s.players[0]!.counters.pp };
    };
    expect([run(3).opp, run(3).pp]).toEqual([2, 0]); // 3 cards: the chosen one is destroyed
    expect(run(4).opp).toBe(3);
    expect(run(2).opp).toBe(2); // 2 cards: not
    expect(run(2, 3).opp).toBe(2); // your own 3 cards do not count
    const { s, m } = run(1);
    expect([kw(s, m, 'sve.rush'), kw(s, m, 'sve.assail'), kw(s, m, 'sve.aura'), kw(s, m, 'sve.noDamage')]).toEqual([true, true, true, true]);
    const t = nextTurn(s);
    expect([kw(t, m, 'sve.aura'), kw(t, m, 'sve.noDamage')]).toEqual([true, false]);
    const u = scene({ hand: ['BP18-026'], pp: 3 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP18-038'], 'decks: ルミナス騎士団の旗印 (SVE 5.8): fanfare — search 『統率のルミナスナイト』1枚と『卓越のルミナスメイジ』1枚と『勇猛のルミナスランサー』1枚 into the hand (each search offers only that name; a name not in the deck: nothing); [起動] engage and put it into the cemetery — a 指揮官 follower of yours +1/+1 (a 兵士 follower: no candidate); 2 PP: cannot play it', () => {
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

  covers(['BP15-020'], 'decks: 空絶の簒奪・オクトリス (SVE 10.4.4.1, 5.18): fanfare 『空絶の残光』 into the EX area; [起動][コスト0] the next 財宝 card costs 2 less (twice a turn, not 3 times); [起動] banish 『簒奪の絶傑・オクトリス』 from your cemetery — 『黄金の小剣』か『黄金の杯』か『黄金の靴』 into the EX area (none in the cemetery: not offered); 2 PP: cannot play it', () => {
    const text = [...JSON.stringify(abilitiesFor({ id: 'BP15-020', name: '空絶の簒奪・オクトリス', type: 'フォロワー', text: '[ファンファーレ]『空絶の残光』1枚をEXエリアに置く。 [起動]墓場の『簒奪の絶傑・オクトリス』1枚を消滅：『黄金の小剣』1枚か『黄金の杯』1枚か『黄金の靴』1枚をEXエリアに置く。' })).matchAll(/"card":"([^"]+)"/g)].map((x) => x[1]!);
    expect(text).toHaveLength(4);
    const { s: s0, ids } = scene({ hand: ['BP15-020'], cemetery: ['BP05-018'], evolve: text, pp: 3 });
    let s = play(s0, ids.hand![0]!);
    const o = zoneCards(s, 'field', 0)[0]!;
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['空絶の残光'], 0]);
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    expect(plays(s, ex)).toEqual([]); // cost 2 at 0 PP
    const act = (x: GameState, ability: number) => activations(x, o).filter((a) => (a as { ability?: number }).ability === ability);
    s = must(s, act(s, 1)[0]!).state; // [起動][コスト0]: the next 財宝 card costs 2 less
    expect([s.players[0]!.counters.pp, plays(s, ex).length]).toEqual([0, 1]); // 空絶の残光 (財宝, cost 2): 2 - 2 = 0
    s = must(s, act(s, 1)[0]!).state; // 「この能力は1ターンに2回使える」: the second use
    expect(act(s, 1)).toEqual([]); // not a third time
    // [起動]墓場の『簒奪の絶傑・オクトリス』1枚を消滅：『黄金の小剣』1枚か『黄金の杯』1枚か『黄金の靴』1枚をEXエリアに置く
    s = must(s, act(s, 2)[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', labels: ['『黄金の小剣』', '『黄金の杯』', '『黄金の靴』'] });
    s = choose(s, 1);
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name).sort(), names(s, 'cemetery', 0), names(s, 'banished', 0)]).toEqual([['空絶の残光', '黄金の杯'].sort(), [], ['BP05-018']]);
    expect(act(s, 2)).toEqual([]); // no 『簒奪の絶傑・オクトリス』 left in the cemetery
    const cup = zoneCards(s, 'exArea', 0).find((x) => s.catalog[s.cards[x]!.cardId]!.name === '黄金の杯')!;
    expect(plays(s, cup).length).toBe(1); // 黄金の杯 (財宝, cost 2) at 0 PP: the two reductions are waiting
    const u = scene({ hand: ['BP15-020'], evolve: text, pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['PCS01-048'], 'decks: プリンセスナイト (SVE 4.1.5, 10.3.3): fanfare — reveal the top card of your deck; a プリコネ follower goes onto the field, another card stays on top; while it is on the field your other プリコネ followers have 【守護】 (a non-プリコネ follower and itself: no); [進化][コスト1] (0 PP: no); 7 PP: cannot play it', () => {
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

  covers(['CP04-116'], 'decks: カスミ (SVE 10.4.7.3, 5.11): fanfare — you may put a プリコネ card of your hand into the EX area to look at the top 2 of your deck and put any of them back on top, the rest at the bottom; no プリコネ card in hand (a non-プリコネ card only): not asked; [進化][コスト1]; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ hand: ['CP04-116', 'CP04-027', 'SD02-007'], cemetery: ['SD02-019', 'SD02-017'], pp: 2 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['pay', 'skip'] });
    s = choose(s, 'pay'); // the only プリコネ card of the hand (トモ) goes to the EX area
    expect([names(s, 'exArea', 0), names(s, 'hand', 0).includes('CP04-027')]).toEqual([['CP04-027'], false]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 }); // the top 2 (not the 3rd)
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.cemetery!].sort());
    s = pick(s, ids.cemetery![1]!); // ゴブリン back on top
    s = done(s);
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = s.decision!.kind === 'chooseCards' ? done(s) : must(s, legalActions(s)[0]!).state;
    expect([names(s, 'deck', 0)[0], names(s, 'deck', 0).at(-1), s.players[0]!.counters.pp]).toEqual(['SD02-017', 'SD02-019', 0]);
    // skip: nothing moves, nothing is looked at
    const k = scene({ hand: ['CP04-116', 'CP04-027'], pp: 2 });
    const top = zoneCards(k.s, 'deck', 0).slice(0, 2);
    const t = choose(play(k.s, k.ids.hand![0]!), 'skip');
    expect([t.decision?.kind, names(t, 'exArea', 0), zoneCards(t, 'deck', 0).slice(0, 2)]).toEqual(['sve.main', [], top]);
    // no プリコネ card in the hand: the cost cannot be paid, not asked (10.4.2.2)
    const n = scene({ hand: ['CP04-116', 'SD02-007'], pp: 2 });
    const v = play(n.s, n.ids.hand![0]!);
    expect([v.decision?.kind, names(v, 'exArea', 0), names(v, 'hand', 0).includes('SD02-007')]).toEqual(['sve.main', [], true]);
    const e = scene({ field: ['CP04-116'], evolve: ['CP04-117'], pp: 1 });
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    const u = scene({ hand: ['CP04-116'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['CP04-039'], 'decks: ユニ (SVE 14.5.1, 5.8, 2.1.2, 10.4.4.1): [UB] fanfare in a PriConne title deck — up to 2 なかよし部 cards of original cost 2 or less with different names from the deck to the EX area (a second copy of a chosen name is no candidate; cost 5 ユニ: none), each costing 2 less this turn; class deck: nothing; when another follower\'s UB ability is activated, the next PriConne spell costs 2 less; 4 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class') => {
      let s = pcGame(['CP04-039', 'CP04-047', 'CP04-048', 'CP04-044'], basis, 'decks-yuni');
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
    let u = pcGame(['CP04-039', 'CP04-047', 'CP04-044'], 'title', 'decks-yuni-2');
    const r = arrange(u, [['CP04-039', 'field', 0], ['CP04-047', 'hand', 0], ['CP04-044', 'hand', 0], ['CP04-044', 'hand', 0]]);
    u = r.state;
    Object.assign(u.players[0]!.counters, { pp: 2, maxPp: 2 });
    u = play(u, r.ids[1]!);
    for (let i = 0; i < 8 && u.decision?.kind !== 'sve.main'; i++) u = u.decision!.kind === 'chooseCards' ? done(u) : must(u, legalActions(u)[0]!).state;
    expect(u.players[0]!.counters.pp).toBe(0);
    expect(plays(u, r.ids[2]!).length).toBe(1); // 真理と実存の共同幻想 (PriConne spell, cost 2): 0
    const noUb = pcGame(['CP04-039', 'CP04-047', 'CP04-044'], 'class', 'decks-yuni-2'); // class basis: チエル's UB is invalid, no trigger
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

  registerRound5(covers);
  registerRound6(covers);
}

/**
 * A 「(group)をカード名が異なるようにN枚まで探し」 search (SVE 5.8, 2.1.2): picks the listed catalog ids in order, then
 * stops; records each decision's candidates (catalog ids, distinct, sorted).
 */
function distinctSearch(s0: GameState, want: string[]): { s: GameState; offered: string[][] } {
  let s = settle(s0);
  const offered: string[][] = [];
  for (let i = 0; i < 8 && s.decision?.kind === 'chooseCards' && s.decision.candidates!.every((c) => s.cards[c]!.zone.endsWith(':deck')); i++) {
    const c = s.decision.candidates!;
    offered.push([...new Set(c.map((x) => s.cards[x]!.cardId))].sort());
    const next = want[offered.length - 1];
    const hit = next ? c.find((x) => s.cards[x]!.cardId === next) : undefined;
    s = settle(hit ? pick(s, hit) : done(s));
  }
  return { s, offered };
}

const on = (s: GameState, zone: string, p: number, cardId: string): string => zoneCards(s, zone, p).find((x) => s.cards[x]!.cardId === cardId)!;

function registerRound5(covers: Covers): void {
  covers(['BP18-065', 'PR-476'], 'decks: 放課後の一時 (SVE 5.8, 2.1.2): up to 3 透京 followers of original cost 3 or less with different names from the deck onto the field (a second エル, a cost-4 透京 follower and a 透京 spell: no candidates), your leader [体力]+2; 6 PP: cannot play it', () => {
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

  covers(['DSD01b-006'], 'decks: ポセイドン (SVE 12.8, 5.8, 2.1.2): 【守護】; fanfare — up to 2 武闘竜人 followers of original cost 2 or less with different names from the deck onto the field (a second 竜瞳の書記 and a cost-3 武闘竜人 follower: no candidates); stopping after 1 is allowed; 7 PP: cannot play it', () => {
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

  covers(['BP10-027'], 'decks: ライトニングキッカー (SVE 10.4.7.3, 5.8, 2.1.2, 12.10): 【突進】; fanfare — discard 2 ヒーロー cards of your hand: up to 2 ヒーロー followers of original cost 3 or less with different names onto the field (a second アミロス, a cost-6 ヒーロー follower and a ヒーロー spell: no candidates); 1 ヒーロー card in hand: not asked; [進化][コスト2] (1 PP: no); 5 PP: cannot play it', () => {
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

  covers(['BP12-092'], 'decks: 包み込む願い (SVE 5.18, 5.8, 2.1.2): choice 【1】 your leader [体力]+2 and draw 2; 【2】 up to 2 cards whose name contains 『ムニャール』 with different names from the deck onto the field (the amulet ムニャール登場 too; a second 実りの参謀 and a non-ムニャール card: no candidates); 2 PP: cannot play it', () => {
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

  covers(['BP04-086'], 'decks: ゴルゴーンの試練 (SVE 5.8, 12.4.3): search 『毒牙の姫・メドゥーサ』『ステンノ』『エウリュアレー』 one each onto the field (each search offers only that name); their fanfares trigger (put onto the field): ステンノ makes a 『毒蛇』, which triggers its 2 damage to an enemy follower, エウリュアレー puts a 『毒蛇』 into the EX area; 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP04-086'], cemetery: ['BP04-079', 'BP04-084', 'BP04-084', 'BP04-089'], oppField: ['SD02-002'], pp: 7 });
    toDeckTop(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    const offered: string[][] = [];
    for (let i = 0; i < 12 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') {
        const c = s.decision.candidates!;
        if (c.every((x) => s.cards[x]!.zone.endsWith(':deck'))) offered.push(c.map((x) => s.cards[x]!.cardId));
        s = pick(s, c[0]!);
      } else s = settle(s.decision.kind === 'chooseOption' ? choose(s, s.decision.options![0]!) : s);
    }
    expect(offered).toEqual([['BP04-079'], ['BP04-084', 'BP04-084'], ['BP04-089']]);
    expect([names(s, 'field', 0).map((x) => s.catalog[x]!.name).sort(), names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['エウリュアレー', 'ステンノ', '毒牙の姫・メドゥーサ', '毒蛇'].sort(), ['毒蛇'], 0]);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]); // 3/3 − 2
    expect(['BP04-079', 'BP04-084', 'BP04-089'].map((x) => kw(s, on(s, 'field', 0, x), 'sve.aura'))).toEqual([true, true, false]); // エウリュアレー: メドゥーサ and ステンノ have 【オーラ】 (12.15)
    const u = scene({ me: 'SD05', hand: ['BP04-086'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP17-071'], 'decks: マーメイドアーチャー (SVE 10.4.6, 10.4): [起動] engage it and put a 海洋 card of your hand into the EX area — damage to an enemy follower equal to your 海洋 followers (itself and マーガライトマーメイド: 2; a non-海洋 follower not counted); no 海洋 card in hand or engaged: not offered; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP17-071', 'BP13-065', 'SD02-019'], hand: ['BP18-076', 'SD02-017'], oppField: ['SD04-008'] });
    const archer = ids.field![0]!;
    const acts = activations(s0, archer);
    expect(acts).toHaveLength(1);
    let s = must(s0, acts[0]!).state;
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!), names(s, 'exArea', 0), s.cards[archer]!.tapped]).toEqual([[7, 5], ['BP18-076'], true]);
    expect(activations(s, archer)).toEqual([]); // engaged
    const n = scene({ me: 'SD04', field: ['BP17-071', 'BP13-065'], hand: ['SD02-017'], oppField: ['SD04-008'] });
    expect(activations(n.s, n.ids.field![0]!)).toEqual([]); // no 海洋 card in the hand
    const one = scene({ me: 'SD04', field: ['BP17-071', 'SD02-019'], hand: ['BP13-065'], oppField: ['SD04-008'] });
    let t = must(one.s, activations(one.s, one.ids.field![0]!)[0]!).state;
    t = target(t, one.ids.oppField![0]!);
    expect([stats(t, one.ids.oppField![0]!), names(t, 'exArea', 0)]).toEqual([[7, 6], ['BP13-065']]); // only itself on the field: 1
    const u = scene({ me: 'SD04', hand: ['BP17-071'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP14-118'], 'decks: 照明の案内人 (SVE 10.4.7.3): fanfare — put a 宴楽 card of your hand into the EX area: draw 1, and with 3 or more 宴楽 cards in your EX area (the one just put counts) +1/+1 (2: none); skipped or no 宴楽 card in hand: nothing; 1 PP: cannot play it', () => {
    const run = (ex: string[], hand: string[], pay: boolean | null) => {
      const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-118', ...hand], ex, pp: 2 });
      let s = play(s0, ids.hand![0]!);
      const asked = s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay');
      if (asked) s = choose(s, pay ? 'pay' : 'skip');
      const me = on(s, 'field', 0, 'BP14-118');
      return { asked, drew: handCount(s, 0) - (handCount(s0, 0) - 1) + (asked && pay ? 1 : 0), stats: stats(s, me), ex: names(s, 'exArea', 0).length, pp: s.players[0]!.counters.pp };
    };
    expect(run(['BP14-060', 'BP14-008'], ['BP14-060'], true)).toEqual({ asked: true, drew: 1, stats: [3, 4], ex: 3, pp: 0 });
    expect(run(['BP14-060', 'SD02-019'], ['BP14-060'], true)).toEqual({ asked: true, drew: 1, stats: [2, 3], ex: 3, pp: 0 }); // 2 宴楽 cards (a ファイター is not)
    expect(run(['BP14-060', 'BP14-008'], ['BP14-060'], false)).toEqual({ asked: true, drew: 0, stats: [2, 3], ex: 2, pp: 0 });
    expect(run(['BP14-060', 'BP14-008'], ['SD02-019'], null)).toEqual({ asked: false, drew: 0, stats: [2, 3], ex: 2, pp: 0 }); // no 宴楽 card in hand
    const u = scene({ me: 'SD03', hand: ['BP14-118'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP16-103'], 'decks: 煌翼のフェザーフォルク・リノ (SVE 12.10, 12.7, 12.4.3, 10.10.1): 【突進】; 【攻撃時】 1 damage to the opponent\'s leader; fanfare — put onto the field by an ability (ネクロカーニバル) it gets 【指定攻撃】 for good and takes no damage this turn only; played from the hand: neither; 1 PP: cannot play it', () => {
    const h = scene({ hand: ['BP16-103'], oppField: ['SD02-002'], oppEngaged: [0], pp: 2 });
    let s = settle(play(h.s, h.ids.hand![0]!));
    const r = on(s, 'field', 0, 'BP16-103');
    expect([kw(s, r, 'sve.rush'), kw(s, r, 'sve.assail'), kw(s, r, 'sve.noDamage'), s.players[0]!.counters.pp]).toEqual([true, false, false, 0]);
    s = settle(attack(s, r, h.ids.oppField![0]!)); // 【突進】: an enemy follower the turn it entered
    for (let i = 0; i < 4 && s.decision?.kind === 'sve.quick'; i++) s = pass(s); // 8.4.7: the opponent passes
    expect([health(s, 1), names(s, 'field', 0), names(s, 'cemetery', 1)]).toEqual([19, [], ['SD02-002']]); // 3/2 vs 3/3: both destroyed
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['ETD02-015'], cemetery: ['BP16-103'], pp: 3 });
    let t = play(s0, ids.hand![0]!);
    if (t.decision?.kind === 'chooseOption') t = choose(t, 0); // 【1】
    if (t.decision?.kind === 'chooseCards') t = pick(t, ids.cemetery![0]!);
    t = settle(t);
    const b = on(t, 'field', 0, 'BP16-103');
    expect([kw(t, b, 'sve.rush'), kw(t, b, 'sve.assail'), kw(t, b, 'sve.noDamage')]).toEqual([true, true, true]);
    const n = nextTurn(t);
    expect([kw(n, b, 'sve.assail'), kw(n, b, 'sve.noDamage')]).toEqual([true, false]);
    const u = scene({ hand: ['BP16-103'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP12-044'], 'decks: 運命への反逆 (SVE 10.6.2.8.3, 10.4.4.1): the spell banishes itself (not in the cemetery, not shuffled back); each player, the turn player first, puts hand and cemetery into the deck, shuffles and draws 5; the next card you play this turn costs 7 less (once: the second costs its printed cost); 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP12-044', 'SD02-019', 'SD02-017'], cemetery: ['SD02-007', 'SD02-002', 'SD04-008', 'SD04-008'], oppCemetery: ['SD02-019'], pp: 7 });
    const total = (p: number) => ['hand', 'deck', 'cemetery'].reduce((n, z) => n + zoneCards(s0, z, p).length, 0);
    const before = [total(0) - 1, total(1)];
    let s = play(s0, ids.hand![0]!);
    expect([names(s, 'banished', 0), names(s, 'cemetery', 0), names(s, 'cemetery', 1), handCount(s, 0), handCount(s, 1), s.players[0]!.counters.pp]).toEqual([['BP12-044'], [], [], 5, 5, 0]);
    expect([zoneCards(s, 'deck', 0).length, zoneCards(s, 'deck', 1).length]).toEqual([before[0]! - 5, before[1]! - 5]);
    // the next card costs 7 less: a cost-7 ドレッドドラゴン (shuffled back from the cemetery) at 0 PP
    const r = arrange(s, [['SD04-008', 'hand', 0], ['SD04-008', 'hand', 0]]);
    s = r.state;
    expect([plays(s, r.ids[0]!).length, plays(s, r.ids[1]!).length]).toEqual([1, 1]);
    s = settle(play(s, r.ids[0]!));
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = s.decision.candidates!.length > 0 ? pick(s, s.decision.candidates![0]!) : done(s);
    s.players[0]!.counters.pp = 6;
    expect([s.players[0]!.counters.pp, plays(s, r.ids[1]!)]).toEqual([6, []]); // used up: 7 again
    const u = scene({ me: 'SD03', hand: ['BP12-044'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['ECP01-017'], 'decks: ビワハヤヒデ (SVE 14.2.2.3, 14.2.4, 5.8, 2.1.2, 10.4.4.1): 【守護】; [食事][コスト1] races (0 PP and 0 EP: not offered); 【出走時】 +1/+1, up to 3 BNW cards with different names from the deck into the EX area (a second 検証、開始 / ナリタタイシン: no candidates; a 4th: no decision), each costing 3 less this turn (ナリタタイシン 2 and ウイニングチケット 3 at 0 PP: playable; ビワハヤヒデ 5 − 3 = 2: not at 0 PP, yes at 2)', () => {
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
    s = settle(play(s, biwa!));
    expect(s.players[0]!.counters.pp).toBe(0);
    const t = nextTurn(nextTurn(s));
    t.players[0]!.counters.pp = 1;
    expect([plays(t, tai!), plays(t, ticket!)]).toEqual([[], []]); // 「このターン」 only: back to 2 and 3 at 1 PP
  });

  covers(['CP03-008'], 'decks: 波状螺旋の水将 ベネディクト (SVE 14.4.9.2, 14.4.8, 5.8, 2.1.2): [憑依][コスト1] (0 PP: not offered) — it gets drive; 【ドライブ獲得時】 +1/+1 and up to 2 アクアフォース followers of original cost 1 with different names from the deck to the hand (another テオ printing once テオ is chosen, a cost-2 アクアフォース follower and a cost-1 アクアフォース spell: no candidates); 2 PP: cannot play it', () => {
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
}

// ---- round 6 (templates-decks.ts: decksCondition, decksStatics, decksClause; rules/next-play-cost.ts set) ----
function registerRound6(covers: Covers): void {
  const attacks = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'attack' && (a as { attacker?: string }).attacker === card);

  covers(['BP03-028'], 'decks: マッハナイト (SVE 5.5.3, 12.9): fanfare — played from the hand: no 【疾走】 (cannot attack the turn it entered); played from the EX area (a zone other than the hand, 5.5.3): 【疾走】 and may attack at once; [進化][コスト1] (0 PP: no); 2 PP: cannot play it', () => {
    const h = scene({ hand: ['BP03-028'], pp: 3 });
    let s = settle(play(h.s, h.ids.hand![0]!));
    const a = on(s, 'field', 0, 'BP03-028');
    expect([kw(s, a, 'sve.storm'), attacks(s, a).length, s.players[0]!.counters.pp]).toEqual([false, 0, 0]);
    const e = scene({ ex: ['BP03-028'], pp: 3 });
    s = settle(play(e.s, e.ids.ex![0]!));
    const b = on(s, 'field', 0, 'BP03-028');
    expect([kw(s, b, 'sve.storm'), attacks(s, b).length > 0, s.players[0]!.counters.pp]).toEqual([true, true, 0]);
    const v = scene({ field: ['BP03-028'], evolve: ['BP03-029'], pp: 1 });
    v.s.players[0]!.counters.ep = 0;
    const t = evolve(v.s, v.ids.field![0]!);
    expect([t.cards[v.ids.field![0]!]!.cardId, t.players[0]!.counters.pp]).toEqual(['BP03-029', 0]);
    v.s.players[0]!.counters.pp = 0;
    expect(legalActions(v.s).filter((x) => x.type === 'evolve')).toEqual([]);
    const u = scene({ hand: ['BP03-028'], pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP04-089'], 'decks: エウリュアレー (SVE 12.15): while it is on the field your 『毒牙の姫・メドゥーサ』 and 『ステンノ』 have 【オーラ】 (not before it is there; not another follower, not itself, not the opponent\'s ステンノ); fanfare — a 『毒蛇』 into the EX area; 1 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP04-089'], field: ['BP04-079', 'BP04-084', 'SD05-005'], oppField: ['BP04-084'], pp: 2 });
    const [medusa, sthenno, other] = ids.field!;
    const aura = (s: GameState, list: string[]) => list.map((x) => kw(s, x, 'sve.aura'));
    expect(aura(s0, [medusa!, sthenno!, other!, ids.oppField![0]!])).toEqual([false, false, false, false]);
    const s = settle(play(s0, ids.hand![0]!));
    const me = on(s, 'field', 0, 'BP04-089');
    expect(aura(s, [medusa!, sthenno!, other!, ids.oppField![0]!, me])).toEqual([true, true, false, false, false]);
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['毒蛇'], 0]);
    const u = scene({ me: 'SD05', hand: ['BP04-089'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['SP01-022'], 'decks: マナリアの竜姫・グレア (evolved; SVE 5.14.2, 5.8, 10.4.4.1): [進化][コスト1] (0 PP: no); 【進化時】 『グレアの炎熱』 from the deck into the EX area, the next one costs 1 less (at 0 PP it and the one in hand are playable; once one is played the other is not); while it is on the field your 学院 spells deal 1 more damage (グレアの炎熱 2 → 3; a non-学院 spell エアリアルスラッシュ 2; without it 2)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['SP01-021'], evolve: ['SP01-022'], cemetery: ['DSD01a-009'], hand: ['DSD01a-009', 'BP10-026'], oppField: ['SD04-008', 'SD04-008'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const none = structuredClone(s0);
    none.players[0]!.counters.pp = 0;
    expect(legalActions(none).filter((x) => x.type === 'evolve')).toEqual([]);
    let s = evolve(s0, ids.field![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
    expect([s.cards[ids.field![0]!]!.cardId, names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual(['SP01-022', ['DSD01a-009'], 0]);
    const [d1, d2] = ids.oppField!;
    const flame = zoneCards(s, 'exArea', 0)[0]!;
    expect([plays(s, flame).length, plays(s, ids.hand![0]!).length]).toEqual([1, 1]); // 1 − 1 = 0: either 『グレアの炎熱』 (the next one played uses it)
    s = target(play(s, flame), d1!);
    expect([stats(s, d1!), s.players[0]!.counters.pp, plays(s, ids.hand![0]!).length]).toEqual([[7, 4], 0, 0]); // 2 + 1; the reduction used up
    s.players[0]!.counters.pp = 1;
    s = target(play(s, ids.hand![1]!), d2!); // エアリアルスラッシュ: not 学院
    expect(stats(s, d2!)).toEqual([7, 5]);
    const w = scene({ me: 'SD03', hand: ['DSD01a-009'], oppField: ['SD04-008'], pp: 1 });
    const t = target(play(w.s, w.ids.hand![0]!), w.ids.oppField![0]!);
    expect(stats(t, w.ids.oppField![0]!)).toEqual([7, 5]); // without グレア: 2
  });

  covers(['PCS01-017'], 'decks: マホ (SVE 14.5.1, 5.18): [UB] fanfare in a PriConne title deck — choose your leader or another follower of yours (not itself): the leader\'s health 20 → 21, or the follower [体力]+1 (2/2 → 2/3); class deck: nothing; [進化][コスト1]; 1 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class', who: 'leader' | 'follower' | null) => {
      let s = titleGame(titleDeck('CP04-PR03', ['PCS01-017', 'CP04-119'], ['CP04-042']), 'SD02', 'decks-maho').state;
      if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
      s = toMain(s);
      const r = arrange(s, [['PCS01-017', 'hand', 0], ['CP04-119', 'field', 0]]);
      s = r.state;
      s.players[0]!.counters.pp = 2;
      s = play(s, r.ids[0]!);
      const asked = s.decision?.kind === 'chooseCards' ? [...s.decision.candidates!].sort() : null;
      if (who) s = pick(s, who === 'leader' ? leaderId(s, 0) : r.ids[1]!);
      return { s, asked, ayumi: r.ids[1]! };
    };
    const a = run('title', 'leader');
    expect(a.asked).toEqual([leaderId(a.s, 0), a.ayumi].sort());
    expect([health(a.s, 0), stats(a.s, a.ayumi), a.s.players[0]!.counters.pp]).toEqual([21, [2, 2], 0]);
    const b = run('title', 'follower');
    expect([health(b.s, 0), stats(b.s, b.ayumi)]).toEqual([20, [2, 3]]);
    const c = run('class', null);
    expect([c.asked, health(c.s, 0), stats(c.s, c.ayumi), c.s.decision?.kind]).toEqual([null, 20, [2, 2], 'sve.main']);
    let s = a.s;
    const maho = on(s, 'field', 0, 'PCS01-017');
    s.players[0]!.counters.pp = 1;
    s.players[0]!.counters.ep = 0;
    s = evolve(s, maho);
    expect([s.cards[maho]!.cardId, s.players[0]!.counters.pp]).toEqual(['CP04-042', 0]);
    const u = run('title', null);
    const v = arrange(u.s, [['PCS01-017', 'hand', 0]]);
    v.state.players[0]!.counters.pp = 1;
    expect(plays(v.state, v.ids[0]!)).toEqual([]);
  });

  covers(['PCS01-011'], 'decks: シズル (SVE 5.8, 12.2, 14.5.1): 【守護】; fanfare — a PriConne follower of original cost 1 that has [進化] from the deck into the EX area (タマキ, ユイ: candidates; アユミ (no [進化]) and マホ (cost 2): not); [UB][起動] engage it: 1 damage to an enemy follower and your leader [体力]+1 (title deck; class deck: not offered); 2 PP: cannot play it', () => {
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
    s = settle(play(s, r.ids[0]!));
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
    s = settle(pick(s, tamaki));
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

  covers(['BP14-046'], 'decks: 願望の実現 (SVE 4.8.3, 10.4.4.1, 10.10.2.4): the top card of your deck into the EX area until it is full (2 there: 3 put, exactly); the next of those 3 you play this turn has its cost set to 0 (ドレッドドラゴン 7 at 0 PP), once (the next one pays its cost), a card that was in the EX area before never; 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-046'], ex: ['SD02-019', 'SD02-017'], cemetery: ['SD04-008', 'BP14-060', 'SD02-002', 'SD04-008'], pp: 7 });
    toDeckTop(s0, ids.cemetery!);
    let s = settle(play(s0, ids.hand![0]!));
    const placed = zoneCards(s, 'exArea', 0).filter((x) => !ids.ex!.includes(x));
    expect([zoneCards(s, 'exArea', 0).length, placed.map((x) => s.cards[x]!.cardId).sort(), s.players[0]!.counters.pp]).toEqual([5, ['BP14-060', 'SD02-002', 'SD04-008'].sort(), 0]);
    expect(zoneCards(s, 'deck', 0)[0]).toBe(ids.cemetery![3]); // the 4th card stays on top
    expect([...placed.map((x) => plays(s, x).length), ...ids.ex!.map((x) => plays(s, x).length)]).toEqual([1, 1, 1, 0, 0]);
    const dragon = placed.find((x) => s.cards[x]!.cardId === 'SD04-008')!;
    s = settle(play(s, dragon));
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = s.decision.candidates!.length > 0 ? pick(s, s.decision.candidates![0]!) : done(s);
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['SD04-008'], 0]);
    const rest = placed.filter((x) => x !== dragon);
    expect(rest.map((x) => plays(s, x).length)).toEqual([0, 0]); // used up: 2 each again
    s.players[0]!.counters.pp = 2;
    expect(rest.map((x) => plays(s, x).length)).toEqual([1, 1]);
    const u = scene({ me: 'SD03', hand: ['BP14-046'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });
}
