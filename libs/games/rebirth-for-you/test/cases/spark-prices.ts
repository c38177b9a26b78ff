/**
 * Engine-played cases: Sparks (R4U 11.3.2) with a price of one card of each of two zones (「自分の、メンバーと手札から1枚
 * ずつ選び、控え室に置くことで、…」, 9.5.2.2: pay / skip asked; not asked when either zone is empty).
 */
import { Z } from '../../src/constants.js';
import { CARDS } from '../cards/catalog.js';
import { cardIds, choose, copies, covers, decision, inZone, offered, pick, scene, settle, spark } from './case-helpers.js';
import { fullPowerSide, refsOf } from './printed-family.js';
import { printedLines } from '../cards/printed-forms.js';

/** One card per distinct text whose single printed line matches `re` (every sentence read: checked by cases.spec.ts). */
function printedFamily(re: RegExp): Array<{ id: string; m: RegExpExecArray[] }> {
  const seen = new Set<string>();
  const out: Array<{ id: string; m: RegExpExecArray[] }> = [];
  for (const c of CARDS) {
    const lines = printedLines(c.text ?? '');
    const m = lines.length === 1 ? re.exec(lines[0]!) : null;
    if (!m || seen.has(c.text ?? '')) continue;
    seen.add(c.text ?? '');
    out.push({ id: c.id, m: [m] });
  }
  return out;
}

const FORM = /^【スパーク】【本領発揮Lv６】：あなたは自分の、メンバーと手札から１枚ずつ選び、控え室に置くことで、このキャラを手札に戻す。(?:（【本領発揮Lv６】：あなたの、メンバーとリタイアが合計６枚以上で有効）)?$/;
const IDS = CARDS.filter((c) => FORM.test(c.text ?? '')).map((c) => c.id).sort();

covers(IDS, `${IDS.join(' / ')} 【スパーク】【本領発揮Lv６】：あなたは自分の、メンバーと手札から１枚ずつ選び、控え室に置くことで、このキャラを手札に戻す — members + retired 6: pay / skip asked, every member offered, then every hand card, both to the waiting room and this card back to hand (the Entry process refills the Entry); skipped: it stays; 5 (one below): not asked; an empty hand: not asked`, () => {
  expect(IDS).toContain('TH/001T-009');
  for (const card of ['TH/001T-009', IDS.find((x) => x !== 'TH/001T-009' && CARDS.find((c) => c.id === x)!.text !== CARDS.find((c) => c.id === 'TH/001T-009')!.text)!]) {
    const setup = (retired: number, hand: string[]) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], retire: copies(retired), hand, deckTop: [card] } });
    const sc = setup(3, ['HP/001T-014', 'HP/002T-005']);
    const asked = () => settle(spark(sc.s, sc.me, card), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseOption' ? y : null));
    let x = asked();
    expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['pay', 'skip']]);
    const skipped = settle(choose(x, 'skip'));
    expect(cardIds(skipped, Z.entry, sc.me)).toEqual([card]);
    expect(inZone(skipped, Z.members, sc.me)).toHaveLength(3);
    x = choose(x, 'pay');
    expect(offered(x)).toEqual(inZone(sc.s, Z.members, sc.me).sort());
    x = pick(x, sc.id('me', 'HP/001T-004'));
    expect(offered(x)).toEqual(inZone(sc.s, Z.hand, sc.me).sort());
    x = settle(pick(x, sc.id('me', 'HP/002T-005')));
    expect(cardIds(x, Z.waitingRoom, sc.me)).toEqual(['HP/001T-004', 'HP/001T-006', 'HP/002T-005']); // HP/001T-006: the Entry spark() emptied
    expect(cardIds(x, Z.hand, sc.me)).toEqual(['HP/001T-014', card].sort());
    expect(cardIds(x, Z.entry, sc.me)).not.toContain(card);
    for (const [retired, hand] of [[2, ['HP/001T-014']], [3, []]] as const) {
      const o = setup(retired, [...hand]);
      const y = settle(spark(o.s, o.me, card), (z) => (z.decision?.player === o.me && z.decision.kind === 'chooseOption' ? z : null));
      expect(decision(y)?.kind).not.toBe('chooseOption');
      expect(cardIds(y, Z.entry, o.me)).toEqual([card]);
      expect(inZone(y, Z.members, o.me)).toHaveLength(3);
    }
  }
});

// 「【スパーク】【本領発揮Lv４】〔T〕：あなたは自分の、メンバーと手札から１枚ずつ選び、控え室に置くことで、相手のメンバーからすべて選び、【レスト】する。」
for (const f of printedFamily(/^【スパーク】【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》)+):あなたは自分の、メンバーと手札から1枚ずつ選び、控え室に置くことで、相手のメンバーからすべて選び、【レスト】する。?$/)) {
  const level = Number(f.m[0]![1]);
  const refs = refsOf(f.m[0]![2]);
  covers([f.id], `${f.id} 【スパーク】【本領発揮Lv${level}】${refs.map((r) => r.trait ?? r.name).join()}: one member and one hand card (each offered) to the waiting room (pay / skip asked), every opposing member rested; counted cards ${level - 1} (one below): not asked; an empty hand: not asked`, () => {
    const setup = (at: boolean, hand: string[]) => scene({ me: { ...fullPowerSide(refs, level, at, []), hand, deckTop: [f.id] }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
    const sc = setup(true, ['HP/001T-014', 'HP/002T-005']);
    let x = settle(spark(sc.s, sc.me, f.id), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseOption' ? y : null));
    expect(decision(x)!.options).toEqual(['pay', 'skip']);
    x = choose(x, 'pay');
    const mine = inZone(sc.s, Z.members, sc.me);
    expect(offered(x)).toEqual([...mine].sort());
    x = pick(x, mine[0]!);
    expect(offered(x)).toEqual(inZone(sc.s, Z.hand, sc.me).sort());
    x = settle(pick(x, sc.id('me', 'HP/002T-005')));
    expect(inZone(x, Z.members, sc.op).map((c) => x.cards[c]!.tapped)).toEqual([true, true, true]);
    expect(inZone(x, Z.members, sc.me)).toHaveLength(mine.length - 1);
    expect(cardIds(x, Z.hand, sc.me)).toEqual(['HP/001T-014']);
    for (const [at, hand] of [[false, ['HP/001T-014']], [true, []]] as const) {
      const o = setup(at, [...hand]);
      const y = settle(spark(o.s, o.me, f.id), (z) => (z.decision?.player === o.me && z.decision.kind === 'chooseOption' ? z : null));
      expect(decision(y)?.kind).not.toBe('chooseOption');
      expect(inZone(y, Z.members, o.op).map((c) => y.cards[c]!.tapped)).toEqual([false, false, false]);
    }
  });
}
