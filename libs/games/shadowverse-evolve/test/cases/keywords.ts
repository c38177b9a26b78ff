/**
 * Card cases: Keywords and printed rules read on their own (grammar/keywords.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../engine/src/index.js';
import { advance, CARDS, counters, kw, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, cardIdOf, evolve, health, pick, play, target, toDeckTop } from '../drivers.js';
import { expectOffered, expectUpTo } from './offered.js';
import { activateFirst, canAttackWith, canPlay, copyIssues, type Covers, crated, evolves, finish, firstOnField, leader, plays, putOntoField, RAW, settleChoices } from './case-helpers.js';

// SD07-004 and the printings of the same card without the reminder text (BP18-SP01, BP11-SP01, BP11-U02): each runs the whole case
const NACHT = ['SD07-004', 'BP18-SP01', 'BP11-SP01', 'BP11-U02'];

/** The SD07-004 case for one printing `card` (the same printed facts and rules text). */
function nachtCase(card: string): void {
  // ---- Fanfare (cost 4: 3 PP is refused) ----
  const a = scene({ me: 'SD02', opp: 'SD01', hand: [card], pp: 4 });
  const nacht = a.ids.hand![0]!;
  const short = structuredClone({ ...a.s, catalog: {} }) as GameState;
  short.catalog = a.s.catalog;
  short.players[0]!.counters.pp = 3;
  expect([canPlay(short, nacht), canPlay(a.s, nacht)]).toEqual([false, true]);
  let s = play(a.s, nacht);
  const deck = zoneCards(s, 'deck', 0);
  const expected = deck.filter((id) => RAW.get(cardIdOf(s, id))!.cost === 1 && RAW.get(cardIdOf(s, id))!.class_or_color === 'ロイヤル').sort();
  // decoys in the deck: cost-1 neutral (ゴブリン) and cost-2 royal cards are not candidates
  expect(deck.some((id) => cardIdOf(s, id) === 'SD02-017') && deck.some((id) => RAW.get(cardIdOf(s, id))!.cost === 2 && RAW.get(cardIdOf(s, id))!.class_or_color === 'ロイヤル')).toBe(true);
  expect(expected.length).toBeGreaterThan(0);
  expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 1 });
  expect([...s.decision!.candidates!].sort()).toEqual(expected);
  const found = cardIdOf(s, expected[0]!);
  const ex = names(s, 'exArea', 0).length;
  s = pick(s, expected[0]!);
  expect([names(s, 'exArea', 0).length - ex, names(s, 'exArea', 0).includes(found), counters(s, 0).pp, names(s, 'field', 0)]).toEqual([1, true, 0, [card]]);

  // ---- [起動][コスト0]: engage + crate an enemy follower, once per turn ----
  const b = scene({ me: 'SD02', opp: 'SD01', field: [card], oppField: ['SD01-001', 'SD01-003'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 1]], pp: 0 });
  const [aria, other] = b.ids.oppField! as [string, string];
  const fairy = b.ids.tokens![0]!;
  const me = b.ids.field![0]!;
  b.s.cards[other]!.tapped = true; // a control card engaged: it stands in the opponent's start phase
  expect([kw(b.s, aria, 'sve.ward'), kw(b.s, fairy, 'sve.rush')]).toEqual([true, true]); // printed Ward; Aria's aura: other 妖精 followers have Rush
  s = activateFirst(b.s, me);
  expect(s.decision!.candidates!.sort()).toEqual([aria, other, fairy].sort()); // 相手の場のフォロワー1体
  s = target(s, aria);
  expect([s.cards[aria]!.tapped, crated(s, aria), counters(s, 0).pp]).toEqual([true, true, 0]);
  // 5.31.2: Aria loses Ward and its aura stops
  expect([kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), stats(s, aria)]).toEqual([false, false, [5, 5]]);
  expect(activations(s, me)).toEqual([]); // この能力は1ターンに1回使える
  // ---- the opponent's next turn: still crated, no rules stand (5.31.3); the control card stands ----
  s = nextTurn(s);
  expect([s.turn.active, s.cards[aria]!.tapped, s.cards[other]!.tapped, crated(s, aria), kw(s, aria, 'sve.ward')]).toEqual([1, true, false, true, false]);
  s = advance(s, (x) => x.turn.phase === 'end');
  expect([s.turn.number, crated(s, aria)]).toEqual([2, true]); // until the END of that turn
  // ---- after that turn's end: the state is over, abilities are back (still engaged) ----
  s = nextTurn(s);
  expect([s.turn.active, crated(s, aria), kw(s, aria, 'sve.ward'), kw(s, fairy, 'sve.rush'), s.cards[aria]!.tapped]).toEqual([0, false, true, true, true]);
  expect(activations(s, me).length).toBe(1); // usable again in a new turn
  // ---- play goes on: Aria stands in its player's following start phase and can attack ----
  s = nextTurn(s);
  expect([s.turn.active, s.cards[aria]!.tapped, canAttackWith(s, aria)]).toEqual([1, false, true]);
}


// 「その中から、AかB 1枚を(公開して)手札に加えて / 場に出して / EXエリアに置いてよい」 (SVE 5.11; grammar/effects/look.ts pick)
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

/** [card, its evolve card, [進化] cost, stats, evolved stats, keyword, tokens its 【進化時】 puts onto the field] */
const selfEvolvers: Array<[string, string, number, [number, number], [number, number], string | null, string[]]> = [
  ['BP06-005', 'BP06-006', 2, [3, 3], [4, 4], null, []],
  ['BP12-072', 'BP12-073', 1, [0, 1], [1, 2], 'sve.bane', ['BP12-T10']], // 【進化時】『プロダクトマシーン』1体を場に出す
  ['CSD03a-003', 'CSD03a-004', 1, [3, 3], [4, 4], 'sve.singleDrive', []],
];

export function registerKeywordsCases(covers: Covers): void {
  covers(NACHT, `${NACHT.join(' / ')} カースドクイーン・ナハト・ナハト: Fanfare searches an original-cost-1 [ロイヤル] card into the EX area; [起動][コスト0] engages an enemy follower and crates it (SVE 5.31) until the end of its player's next turn, once per turn`, () => {
    for (const id of NACHT) nachtCase(id);
  });

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

  covers(['BP15-121'], 'BP15-121 天空の遣い (issue #18, SVE 10.6.2.3): Fanfare 「相手の場のフォロワー1体を選ぶ。それを破壊する」 — offered: exactly the enemy followers (not the enemy amulet, not your follower, no leader), 1 of them (not 0, not 2); the chosen one destroyed, the other and the amulet stay', () => {
    const { s: s0, ids } = scene({ me: 'SD06', opp: 'SD06', hand: ['BP15-121'], field: ['SD06-018'], oppField: ['SD06-017', 'SD06-003', 'SD06-015'], pp: 5 });
    const [maiden, priest, amulet] = ids.oppField!;
    const s = play(s0, ids.hand![0]!);
    expectOffered(s, [maiden!, priest!], [amulet!, ids.field![0]!, leader(s, 0), leader(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    const t = finish(settleChoices(pick(s, priest!)));
    expect(names(t, 'field', 1).sort()).toEqual(['SD06-015', 'SD06-017']);
  });

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

  covers(selfEvolvers.map((x) => x[0]), 'long1: 原生林の族長 / モーターグレイブディガー / ブラスター・ブレード (「[ファンファーレ]これが能力によって場に出ていたなら、これは進化する」 SVE 10.6.2.8.1): put onto the field by an ability it evolves at once for 0 PP; played from the hand it does not; [進化][コスト2]/[コスト1] refused one PP short', () => {
    for (const [base, evo, cost, plain, evolved, keyword, tokens] of selfEvolvers) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: [base], evolve: [evo], pp: 4 });
      s0.players[0]!.counters.ep = 0;
      const c = ids.hand![0]!;
      const put = settleChoices(putOntoField(s0, c));
      expect([names(put, 'field', 0), stats(put, firstOnField(put, evo)!), counters(put, 0).pp]).toEqual([[evo, ...tokens], evolved, 4]);
      const played = settleChoices(play(structuredClone(s0), c));
      const f = firstOnField(played, base)!;
      expect([names(played, 'field', 0), stats(played, f)]).toEqual([[base], plain]);
      if (keyword) expect(kw(played, f, keyword)).toBe(true);
      played.players[0]!.counters.pp = cost - 1;
      expect(evolves(played, f)).toEqual([]);
      played.players[0]!.counters.pp = cost;
      expect(names(evolve(played, f), 'field', 0)[0]).toBe(evo);
    }
  });
}
