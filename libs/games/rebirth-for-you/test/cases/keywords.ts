/** Engine-played cases: keyword abilities (R4U 11: 【ブロッカー】 11.6, …). */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { act, attack, cardIds, copies, covers, decision, entryCard, inZone, legal, pass, playChar, plays, printed, scene, settle, spark, standingEnergyCount, stat } from './case-helpers.js';
import { bearer, family, refsOf, stranger } from './printed-family.js';

covers(['DJ/003T-009'], 'DJ/003T-009 【ブロッカー】 (the stray 「"」 of the data dropped) — R4U 11.6 / 8.3.3: offered to the attacked player in the block step; discarded, the attack deals no damage; passing: the damage is dealt', () => {
  const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003', 'HP/001T-004'] }, op: { entry: 'HP/003T-011', hand: ['DJ/003T-009', 'HP/002T-005'] } });
  let x = attack(s, id('me', 'HP/001T-003'));
  const d = decision(x)!;
  expect([d.kind, d.player]).toEqual(['r4u.block', op]);
  const blocks = legal(x).filter((a) => a.type === 'block').map((a) => a.card);
  expect(blocks).toContain(id('op', 'DJ/003T-009'));
  expect(blocks).not.toContain(id('op', 'HP/002T-005'));
  x = settle(act(x, legal(x).find((a) => a.type === 'block' && a.card === id('op', 'DJ/003T-009'))!));
  expect(cardIds(x, Z.waitingRoom, op)).toEqual(['DJ/003T-009']);
  const target = entryCard(x, op);
  expect(x.cards[target]!.counters.damage ?? 0).toBe(0);
  const passed = settle(attack(s, id('me', 'HP/001T-003')));
  expect(passed.cards[entryCard(passed, op)]!.counters.damage ?? 0).toBeGreaterThan(0);
  expect(me).not.toBe(op);
});

// Every Blocker-only text (bare, or with its reference information 11.6.3): played from the attacked player's hand.
for (const f of family('character', /^【ブロッカー】((?:〔[^〕]+〕|《[^》]+》)(?:or(?:〔[^〕]+〕|《[^》]+》))*)?$/)) {
  const refs = refsOf(f.m[0]![1]);
  const what = refs.length ? `while a character with ${refs.map((r) => (r.trait ? `〔${r.trait}〕` : `《${r.name}》`)).join(' or ')} is attacked (11.6.3; each offered), not while another one is` : 'while any character of yours is attacked (11.6.2)';
  covers([f.id], `${f.id} 【ブロッカー】 — R4U 8.3.3: offered in the block step ${what}; discarded, the attack deals no damage; passing: the damage is dealt`, () => {
    const setup = (entry: string) => scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003', 'HP/001T-004'] }, op: { entry, hand: [f.id] } });
    for (const entry of refs.length ? refs.map((r) => bearer(r, f.id)) : ['HP/003T-011']) {
      const { s, me, op, id } = setup(entry);
      let x = attack(s, id('me', 'HP/001T-003'));
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.block', op]);
      const block = legal(x).find((a) => a.type === 'block' && a.card === id('op', f.id));
      expect(block).toBeDefined();
      x = settle(act(x, block!));
      expect(cardIds(x, Z.waitingRoom, op)).toEqual([f.id]);
      expect(x.cards[id('op', entry)]!.counters.damage ?? 0).toBe(0);
      const passed = settle(attack(s, id('me', 'HP/001T-003')));
      // damaged, or retired by the damage (8.4: at its DEF)
      expect((passed.cards[id('op', entry)]?.counters.damage ?? 0) > 0 || cardIds(passed, Z.retire, op).includes(entry)).toBe(true);
      expect(me).not.toBe(op);
    }
    if (refs.length) {
      const { s, op, id } = setup(stranger(refs));
      const x = attack(s, id('me', 'HP/001T-003'));
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.block', op]);
      expect(legal(x).filter((a) => a.type === 'block')).toEqual([]);
    }
  });
}

// 【のびしろ】 (11.8): does nothing by itself (11.8.2) — played from hand for its printed cost (9.7.2 / 5.14), printed stats.
for (const f of family('character', /^【のびしろ】$/)) {
  covers([f.id], `${f.id} 【のびしろ】 — R4U 11.8.2 / 9.7.2: played from hand onto a member slot for its printed cost in energy (one short: not offered), it does nothing: printed ATK/DEF`, () => {
    const cost = Number(f.card.cost ?? 0);
    const setup = (energy: number) => scene({ me: { hand: [f.id], energy } });
    const { s, me, id } = setup(cost);
    const x = settle(playChar(s, id('me', f.id), 0));
    expect(cardIds(x, Z.members, me)).toEqual([f.id]);
    expect(standingEnergyCount(x, me)).toBe(0);
    const placed = inZone(x, Z.members, me)[0]!;
    expect(stat(x, placed)).toEqual(printed(x, f.id));
    if (cost > 0) {
      const short = setup(cost - 1);
      expect(plays(short.s, short.id('me', f.id))).toEqual([]);
    }
  });
}

// 【キャンセル】：Reバース以外の【スパーク】 (11.4 / 9.7.3 / 5.13): presented from the opponent's hand against a character's Spark.
const SPARK_DRAW = family('character', /^【スパーク】:あなたは1枚引く。?$/)[0]!.id;
const REBIRTH_SPARK = 'HP/001T-018'; // the trial decks' common Re-birth (its Spark chooses opposing cards)
/** Passes the counter windows (9.7.3) of other players (asked every time in scenes) up to `p`'s. */
const counterOf = (s0: GameState, p: number): GameState => {
  let s = s0;
  for (let i = 0; i < 5 && s.decision?.kind === 'r4u.counter' && s.decision.player !== p; i++) s = pass(s);
  return s;
};
for (const f of family('character', /^【キャンセル】:Reバース以外の【スパーク】$/)) {
  covers([f.id], `${f.id} 【キャンセル】：Reバース以外の【スパーク】 — R4U 11.4 / 9.7.3: offered to the opponent against a character's Spark (${SPARK_DRAW}: draw 1); presented, it is discarded and the Spark does nothing; passed, the Spark draws; against a Re-birth's Spark: not offered`, () => {
    const { s, me, op, id } = scene({ me: { hand: [], deckTop: [SPARK_DRAW, REBIRTH_SPARK] }, op: { hand: [f.id] } });
    let x = counterOf(spark(s, me, SPARK_DRAW, { stopAtCounter: true }), op);
    expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.counter', op]);
    const present = legal(x).find((a) => a.type === 'presentCancel' && a.card === id('op', f.id));
    expect(present).toBeDefined();
    x = settle(act(x, present!));
    expect(inZone(x, Z.hand, me)).toHaveLength(0);
    expect(cardIds(x, Z.waitingRoom, op)).toEqual([f.id]);
    const passed = settle(pass(counterOf(spark(s, me, SPARK_DRAW, { stopAtCounter: true }), op)));
    expect(inZone(passed, Z.hand, me)).toHaveLength(1);
    expect(cardIds(passed, Z.hand, op)).toEqual([f.id]);
    // a Re-birth's Spark: the Cancel is not valid (no counter window offers it)
    const rb = scene({ me: { retire: copies(1), deckTop: [REBIRTH_SPARK, 'HP/001T-014'] }, op: { hand: [f.id], members: ['HP/001T-003'] } });
    const y = counterOf(spark(rb.s, rb.me, REBIRTH_SPARK, { stopAtCounter: true }), rb.op);
    expect([decision(y)!.kind, decision(y)!.player]).toEqual(['r4u.counter', rb.op]);
    expect(legal(y).filter((a) => a.type === 'presentCancel')).toEqual([]);
  });
}
