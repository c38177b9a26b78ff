/**
 * Engine-played cases, table-driven: 【自】【エントリー】 abilities triggered when this character retires an opponent's
 * character (R4U 8.4 damage at DEF, 5.15.2 retire), most with 【ターン１】 (9.2.2) and 【本領発揮LvN】 (11.7) or a
 * 「…がいるなら」 condition. Every card of a form is played: the printed numbers after a retiring attack, a second
 * retiring attack the same turn (once per turn: nothing more), the condition at its level and one below, and an
 * attack that does not retire (nothing).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, covers, decision, inZone, offered, pick, scene, settle, type Side } from './case-helpers.js';
import { bearer, family, fullPowerSide, refsOf, stranger } from './printed-family.js';

/** An opposing Entry with DEF 1 (3/1): any attack retires it. */
const WEAK = 'BKRM/001B-007';
/** DEF 8: not retired by one attack. */
const STURDY = 'HP/003T-011';
const HEAD = String.raw`^【自】【エントリー】(?:【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*))?(?:【ターン(\d+)】)?:このキャラが相手のキャラをリタイアさせた時、`;

/** Attack with `supporter`, let the opponent pass, stop at the attacking player's next question (or the start step). */
const attackThrough = (s: GameState, supporter: string): GameState => {
  const me = s.turn.active;
  return settle(attack(s, supporter), (y) => (y.decision?.player === me && !['r4u.block', 'r4u.counter'].includes(y.decision.kind) ? y : null));
};

interface Form { id: string; level: number | null; refs: ReturnType<typeof refsOf>; perTurn: number | null; present: ReturnType<typeof refsOf> }
const formOf = (f: { id: string; m: RegExpExecArray[] }, presentAt?: number): Form => ({
  id: f.id, level: f.m[0]![1] ? Number(f.m[0]![1]) : null, refs: refsOf(f.m[0]![2]), perTurn: f.m[0]![3] ? Number(f.m[0]![3]) : null,
  present: presentAt === undefined ? [] : refsOf(f.m[0]![presentAt]),
});
/** `me`'s side: this card as the Entry, members that support (counted for Full Power, or holding the 「いるなら」 name when `at`). */
function side(f: Form, at: boolean): Side {
  if (f.present.length) return { entry: f.id, members: [at ? bearer(f.present[0]!, f.id) : stranger(f.present), stranger(f.present), stranger(f.present)] };
  const fp = fullPowerSide(f.refs, f.level, at, []);
  return { entry: f.id, ...fp, members: fp.members.length >= 2 ? fp.members : [...fp.members, ...['HP/001T-003', 'HP/001T-004', 'HP/001T-010']].slice(0, 3) };
}
const cond = (f: Form) => [f.level ? `【本領発揮Lv${f.level}】 one below: nothing` : '', f.present.length ? `without a ${f.present.map((r) => r.name ?? r.trait).join()} member: nothing` : '', f.perTurn ? `【ターン${f.perTurn}】: a second retire that turn: nothing more` : ''].filter(Boolean).join('; ');

const DRAW = String.raw`あなたは(\d+)枚引く。?$`;
const families: Array<[RegExp, number | undefined]> = [
  [new RegExp(HEAD + DRAW), undefined],
  [new RegExp(HEAD + String.raw`あなたの、メンバーかリタイアに(《[^》]+》)がいるなら、` + DRAW), 4],
];
for (const [re, presentAt] of families) {
  for (const f0 of family('character', re)) {
    const f = formOf(f0, presentAt);
    const n = Number(f0.m[0]![presentAt === undefined ? 4 : 5]);
    covers([f.id], `${f.id} 【自】【エントリー】 retiring an opponent's character: draws ${n}; ${cond(f)}; an attack that does not retire: nothing`, () => {
      for (const at of f.level === null && !f.present.length ? [true] : [true, false]) {
        const { s, me, id } = scene({ me: { ...side(f, at), hand: [] }, op: { entry: WEAK, deckTop: [WEAK, WEAK] } });
        const supporters = inZone(s, Z.members, me);
        let x = attackThrough(s, supporters[0]!);
        expect(cardIds(x, Z.retire, 1 - me)).toEqual([WEAK]);
        expect(inZone(x, Z.hand, me)).toHaveLength(at ? n : 0);
        if (f.perTurn === 1 && at) {
          x = attackThrough(x, supporters[1]!);
          expect(cardIds(x, Z.retire, 1 - me)).toEqual([WEAK, WEAK]);
          expect(inZone(x, Z.hand, me)).toHaveLength(n);
        }
      }
      const sturdy = scene({ me: { ...side(f, true), hand: [] }, op: { entry: STURDY } });
      const x = attackThrough(sturdy.s, inZone(sturdy.s, Z.members, sturdy.me)[0]!);
      expect(inZone(x, Z.retire, sturdy.op)).toEqual([]);
      expect(inZone(x, Z.hand, sturdy.me)).toHaveLength(0);
    });
  }
}

for (const f0 of family('character', new RegExp(HEAD + String.raw`あなたは相手のメンバーから(\d+)枚選び、控え室に置く。?$`))) {
  const f = formOf(f0);
  const n = Number(f0.m[0]![4]);
  covers([f.id], `${f.id} 【自】【エントリー】 retiring an opponent's character: ${n} of the opponent's members (every one offered) to the waiting room; ${cond(f)}`, () => {
    for (const at of f.level === null ? [true] : [true, false]) {
      const { s, me, op } = scene({ me: side(f, at), op: { entry: WEAK, deckTop: [WEAK, WEAK], members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
      const supporters = inZone(s, Z.members, me);
      const theirs = inZone(s, Z.members, op);
      let x = attackThrough(s, supporters[0]!);
      expect(cardIds(x, Z.retire, op)).toEqual([WEAK]);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.startStep');
        expect(inZone(x, Z.members, op)).toHaveLength(3);
        continue;
      }
      const d = decision(x)!;
      expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, n, n]);
      expect(offered(x)).toEqual([...theirs].sort());
      x = settle(pick(x, ...theirs.slice(0, n)), (y) => (y.decision?.player === me && y.decision.kind !== 'r4u.counter' ? y : null));
      expect(inZone(x, Z.members, op)).toEqual(theirs.slice(n));
      if (f.perTurn === 1) {
        x = attackThrough(x, supporters[1]!);
        expect(cardIds(x, Z.retire, op)).toEqual([WEAK, WEAK]);
        expect(decision(x)!.kind).toBe('r4u.startStep');
        expect(inZone(x, Z.members, op)).toEqual(theirs.slice(n));
      }
    }
  });
}
