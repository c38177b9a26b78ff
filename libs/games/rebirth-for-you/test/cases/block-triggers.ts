/**
 * Engine-played cases, table-driven: Blockers (R4U 11.6) with a 【自】 ability triggered when this card blocks (8.3.3:
 * discarded from hand, the attack's damage is 0), under 【本領発揮LvN】 (11.7: the blocking player's members + retired
 * cards). Every card of a form is played: the block offered while a character with its reference is attacked, the
 * printed numbers after the block, and one below the level (the block still made, the ability does nothing).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { act, attack, cardIds, covers, decision, entryCard, inZone, legal, printed, scene, settle, stat } from './case-helpers.js';
import { bearer, family, fullPowerSide, refsOf } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const BLOCKER = /^【ブロッカー】((?:〔[^〕]+〕|《[^》]+》)(?:or(?:〔[^〕]+〕|《[^》]+》))*)?$/;
const HEAD = String.raw`^【自】(?:【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*))?:このキャラがブロックした時、`;

/** The opponent (`op`, holding `card`) blocks `me`'s attack with it; returns the state after the block and its trigger (stops at `op`'s choices). */
function block(card: string, opSide: { entry: string; members: string[]; retire: string[] }): { x: GameState; me: number; op: number; entry: string; blocked: boolean } {
  const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003', 'HP/001T-004'] }, op: { ...opSide, hand: [card] } });
  let x = attack(s, id('me', 'HP/001T-003'));
  expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.block', op]);
  const a = legal(x).find((q) => q.type === 'block' && q.card === id('op', card));
  expect(a).toBeDefined();
  x = settle(act(x, a!), (y) => (y.decision?.player === op && y.decision.kind === 'chooseCards' ? y : null));
  return { x, me, op, entry: id('op', opSide.entry), blocked: true };
}

for (const f of family('character', BLOCKER, new RegExp(HEAD + String.raw`あなたは自分のエントリーから(\d+)枚選び、このターン中、そのキャラを([+-±])(\d+)\/([+-±])(\d+)。?$`))) {
  const refs = refsOf(f.m[0]![1]);
  const m = f.m[1]!;
  const level = m[1] ? Number(m[1]) : null;
  const fpRefs = refsOf(m[2]);
  const [a, d] = [signed(m[4]!, m[5]!), signed(m[6]!, m[7]!)];
  covers([f.id], `${f.id} 【ブロッカー】 + 【自】${level ? `【本領発揮Lv${level}】` : ''} on blocking (8.3.3): your Entry ${a}/${d} for the turn (the blocked attack dealt no damage)${level ? '; one below the level: printed' : ''}`, () => {
    const entry = refs.length ? bearer(refs[0]!, f.id) : 'HP/003T-011';
    for (const at of level === null ? [true] : [true, false]) {
      const { x, op } = block(f.id, { entry, ...fullPowerSide(fpRefs, level, at, []) });
      const e = entryCard(x, op);
      expect(x.cards[e]!.cardId).toBe(entry);
      expect(x.cards[e]!.counters.damage ?? 0).toBe(0);
      expect(cardIds(x, Z.waitingRoom, op)).toContain(f.id);
      const p = printed(x, entry);
      expect(stat(x, e)).toEqual(at ? [p[0] + a, p[1] + d] : p);
    }
  });
}

for (const f of family('character', BLOCKER, new RegExp(HEAD + 'あなたはこのキャラをエネルギーに【レスト】で置く。?$'))) {
  const refs = refsOf(f.m[0]![1]);
  const m = f.m[1]!;
  const level = m[1] ? Number(m[1]) : null;
  const fpRefs = refsOf(m[2]);
  covers([f.id], `${f.id} 【ブロッカー】 + 【自】${level ? `【本領発揮Lv${level}】` : ''} on blocking (8.3.3): the discarded card goes from the waiting room into energy rested${level ? '; one below the level: it stays in the waiting room' : ''}`, () => {
    const entry = refs.length ? bearer(refs[0]!, f.id) : 'HP/003T-011';
    for (const at of level === null ? [true] : [true, false]) {
      const { x, op } = block(f.id, { entry, ...fullPowerSide(fpRefs, level, at, []) });
      expect(x.cards[entryCard(x, op)]!.counters.damage ?? 0).toBe(0);
      const inEnergy = inZone(x, Z.energy, op).filter((c) => x.cards[c]!.cardId === f.id);
      expect(inEnergy).toHaveLength(at ? 1 : 0);
      if (at) expect(x.cards[inEnergy[0]!]!.tapped).toBe(true);
      expect(cardIds(x, Z.waitingRoom, op).includes(f.id)).toBe(!at);
    }
  });
}
