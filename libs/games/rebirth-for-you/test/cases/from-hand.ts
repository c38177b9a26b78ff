/**
 * Engine-played cases, table-driven: 【自】 abilities triggered when this card is put from hand onto the Entry (R4U 9.7.2
 * playing a character, 4.5.3.3 onto an occupied place). Every card of a form is played: the printed cost paid (one short: not offered), the printed numbers, onto a
 * member slot instead (nothing), 【本領発揮LvN】 (11.7) at its level and one below.
 */
import { Z } from '../../src/constants.js';
import { cardIds, choose, covers, decision, entryCard, inZone, offered, pick, playChar, plays, printed, scene, settle, stat, standingEnergyCount } from './case-helpers.js';
import { bearer, family, fullPowerSide, refsOf, stranger } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const fmt = (a: number, d: number) => `${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d}`;

for (const f of family('character', /^【自】:このキャラが手札からエントリーに置かれた時、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)。?$/)) {
  const m = f.m[0]!;
  const [a, d] = [signed(m[1]!, m[2]!), signed(m[3]!, m[4]!)];
  covers([f.id], `${f.id} 【自】 put from hand onto the Entry (9.7.2, replacing the Entry 4.5.3.3): ${fmt(a, d)} for the turn; onto a member slot: printed; its cost one short: not offered`, () => {
    const cost = Number(f.card.cost ?? 0);
    const setup = (energy: number) => scene({ me: { hand: [f.id], energy } });
    const { s, me, id } = setup(cost);
    let x = settle(playChar(s, id('me', f.id), 'entry'));
    const self = entryCard(x, me);
    expect(x.cards[self]!.cardId).toBe(f.id);
    expect(stat(x, self)).toEqual([printed(x, f.id)[0] + a, printed(x, f.id)[1] + d]);
    expect(standingEnergyCount(x, me)).toBe(0);
    x = settle(playChar(s, id('me', f.id), 0));
    expect(stat(x, inZone(x, Z.members, me)[0]!)).toEqual(printed(x, f.id));
    if (cost > 0) {
      const short = setup(cost - 1);
      expect(plays(short.s, short.id('me', f.id))).toEqual([]);
    }
  });
}

for (const f of family('character', /^【自】【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*):このキャラが手札からエントリーに置かれた時、あなたは自分の控え室から(《[^》]+》|〔[^〕]+〕)を(\d+)枚選び、メンバーに【レスト】で置いてよい。?$/)) {
  const m = f.m[0]!;
  const level = Number(m[1]);
  const fpRefs = refsOf(m[2]);
  const what = refsOf(m[3]);
  const n = Number(m[4]);
  covers([f.id], `${f.id} 【自】【本領発揮Lv${level}】 put from hand onto the Entry: may put ${n} ${what.map((r) => r.trait ?? r.name).join()} of your waiting room (those offered, another card not) onto the members rested; one below the level: nothing`, () => {
    const cost = Number(f.card.cost ?? 0);
    for (const at of [true, false]) {
      const wanted = Array.from({ length: n + 1 }, () => bearer(what[0]!, f.id));
      const { s, me, id } = scene({ me: { hand: [f.id], energy: cost, ...fullPowerSide(fpRefs, level, at, [], 2), waitingRoom: [...wanted, stranger(what)] } });
      let x = playChar(s, id('me', f.id), 'entry');
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.waitingRoom, me)).toHaveLength(n + 2 + 1); // the replaced Entry joined them
        continue;
      }
      if (decision(x)!.kind === 'chooseOption') x = choose(x, decision(x)!.options![0]!);
      const d = decision(x)!;
      expect([d.kind, d.player]).toEqual(['chooseCards', me]);
      const candidates = inZone(s, Z.waitingRoom, me).filter((c) => s.cards[c]!.cardId !== stranger(what));
      expect(offered(x)).toEqual([...candidates].sort());
      x = settle(pick(x, ...candidates.slice(0, n)));
      for (const c of candidates.slice(0, n)) {
        const placed = inZone(x, Z.members, me).filter((y) => x.cards[y]!.cardId === s.cards[c]!.cardId && x.cards[y]!.tapped);
        expect(placed.length).toBeGreaterThan(0);
      }
      expect(cardIds(x, Z.waitingRoom, me).filter((c) => c === s.cards[candidates[0]!]!.cardId).length).toBe(1);
    }
  });
}

// 「このキャラがエントリー以外からメンバーに置かれた時、あなたは相手のメンバーからN枚選び、控え室に置く」 (played from hand onto a member slot)
for (const f of family('character', /^【自】【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*):このキャラがエントリー以外からメンバーに置かれた時、あなたは相手のメンバーから(\d+)枚選び、控え室に置く。?$/)) {
  const m = f.m[0]!;
  const level = Number(m[1]);
  const fpRefs = refsOf(m[2]);
  const n = Number(m[3]);
  covers([f.id], `${f.id} 【自】【本領発揮Lv${level}】 put onto the members from hand (not from the Entry): ${n} of the opponent's members (every one offered) to the waiting room; one below the level (this card counted once it is a member): nothing`, () => {
    const cost = Number(f.card.cost ?? 0);
    for (const at of [true, false]) {
      const side = fullPowerSide(fpRefs, level, at, [f.id]);
      const members = side.members.slice(1); // this card comes from hand onto the slot after them
      const { s, me, op, id } = scene({ me: { hand: [f.id], energy: cost, members, retire: side.retire }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
      const theirs = inZone(s, Z.members, op);
      let x = playChar(s, id('me', f.id), members.length);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.members, op)).toHaveLength(3);
        continue;
      }
      const d = decision(x)!;
      expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, n, n]);
      expect(offered(x)).toEqual([...theirs].sort());
      x = settle(pick(x, ...theirs.slice(0, n)));
      expect(inZone(x, Z.members, op)).toEqual(theirs.slice(n));
    }
  });
}
