/**
 * Engine-played cases, table-driven: 【永】【エントリー】 abilities that hold during the N-th attack of this character in
 * each turn (R4U 9.9 continuous, 8.2.4 attacks counted per attacker), most of them under 【本領発揮LvN】 (11.7).
 * Every card of the form is played: attacks 1..N of the Entry, the +A/+B only during the N-th (not before it, not
 * after the attack), the condition at its level and one below.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, copies, covers, decision, printed, scene, settle, stat } from './case-helpers.js';
import { bearer, family, fullPowerAreas, refsOf, stranger } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');
const SUPPORTERS = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'];

for (const f of family('character', /^【永】【エントリー】(?:【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*))?:各ターンこのキャラの(\d+)回目のアタック中、このキャラを([+-±])(\d+)\/([+-±])(\d+)。?$/)) {
  const m = f.m[0]!;
  const level = m[1] ? Number(m[1]) : null;
  const refs = refsOf(m[2]);
  const nth = Number(m[3]);
  const [a, d] = [signed(m[4]!, m[5]!), signed(m[6]!, m[7]!)];
  covers([f.id], `${f.id} 【永】【エントリー】${level ? `【本領発揮Lv${level}】` : ''}: ${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d} during its attack #${nth} of the turn only (attacks before it and after it: printed)${level ? '; one below the level: printed' : ''}`, () => {
    for (const at of level === null ? [true] : [true, false]) {
      // counted members first (they support the attacks), the rest retired; with references, one uncounted card when
      // below, and uncounted members added to support (without references every member counts: none added)
      const have = level === null ? 0 : at ? level : level - 1;
      const areas = fullPowerAreas(refs, have, level !== null && !at && refs.length ? 1 : 0);
      const supporters = level === null ? SUPPORTERS : refs.length ? [...areas.members, ...copies(3, stranger(refs))].slice(0, 3) : areas.members;
      if (supporters.length < nth) throw new Error(`${f.id}: ${supporters.length} members cannot support ${nth} attacks`);
      const retire = areas.retire;
      const { s, me, id } = scene({ me: { entry: f.id, members: supporters, retire }, op: { entry: 'HP/003T-011' } });
      const self = id('me', f.id);
      const p = printed(s, f.id);
      expect(stat(s, self)).toEqual(p);
      let x = s;
      const used = new Map<string, number>();
      for (let k = 1; k <= nth; k++) {
        const c = supporters[(k - 1) % supporters.length]!;
        const n = used.get(c) ?? 0;
        used.set(c, n + 1);
        x = atBlock(attack(x, id('me', c, n)));
        expect(decision(x)!.kind).toBe('r4u.block');
        expect(stat(x, self)).toEqual(k === nth && at ? [p[0] + a, p[1] + d] : p);
        x = settle(x);
        expect(stat(x, self)).toEqual(p);
      }
    }
  });
}

// 「各ターンこのキャラのN回目のアタック中、あなたのメンバーに《X》がいるなら、このキャラを+A/+B」
for (const f of family('character', /^【永】【エントリー】:各ターンこのキャラの(\d+)回目のアタック中、あなたのメンバーに(《[^》]+》|〔[^〕]+〕)がいるなら、このキャラを([+-±])(\d+)\/([+-±])(\d+)。?$/)) {
  const m = f.m[0]!;
  const nth = Number(m[1]);
  const ref = refsOf(m[2]);
  const [a, d] = [signed(m[3]!, m[4]!), signed(m[5]!, m[6]!)];
  covers([f.id], `${f.id} 【永】【エントリー】: ${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d} during its attack #${nth} of the turn while a ${ref.map((r) => r.name ?? r.trait).join()} is among your members (it supports; attacks before it: printed; the attack after it, the member still there: printed); without one: printed`, () => {
    for (const at of [true, false]) {
      const supporters = [...Array.from({ length: nth - 1 }, () => stranger(ref)), at ? bearer(ref[0]!, f.id) : stranger(ref), stranger(ref)];
      const { s, id } = scene({ me: { entry: f.id, members: supporters.slice(0, 3) }, op: { entry: 'HP/003T-011' } });
      const self = id('me', f.id);
      const p = printed(s, f.id);
      let x = s;
      const used = new Map<string, number>();
      for (let k = 1; k <= nth; k++) {
        // the 《X》 member supports last: it is still a member during the N-th attack
        const c = supporters[k - 1]!;
        const n = used.get(c) ?? 0;
        used.set(c, n + 1);
        x = atBlock(attack(x, id('me', c, n)));
        expect(stat(x, self)).toEqual(k === nth && at ? [p[0] + a, p[1] + d] : p);
        x = settle(x);
      }
    }
    // the attack after the N-th, the 《X》 member still among your members (it supports that one, so it is one during
    // the N-th): printed again — the bonus is for the N-th attack only
    const strangers = Array.from({ length: nth }, () => stranger(ref));
    const withX = bearer(ref[0]!, f.id);
    const b = scene({ me: { entry: f.id, members: [...strangers, withX] }, op: { entry: 'HP/003T-011' } });
    const me = b.id('me', f.id);
    const p = printed(b.s, f.id);
    let y = b.s;
    for (let k = 1; k <= nth; k++) {
      y = atBlock(attack(y, b.id('me', strangers[k - 1]!, k - 1)));
      expect([cardIds(y, Z.members, b.me).includes(withX), stat(y, me)]).toEqual([true, k === nth ? [p[0] + a, p[1] + d] : p]);
      y = settle(y);
    }
    y = atBlock(attack(y, b.id('me', withX)));
    expect([cardIds(y, Z.members, b.me).includes(withX), stat(y, me)]).toEqual([true, p]);
  });
}
