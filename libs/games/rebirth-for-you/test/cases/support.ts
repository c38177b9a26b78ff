/**
 * Engine-played cases, table-driven: 【自】【メンバー】 abilities triggered when this member supports (R4U 8.2.4.2) —
 * the supported Entry +A/+B for the attack, plainly or paid for (「このキャラをデッキの下に置くことで」 /
 * 「エネNすることで」, 9.5.2.2: pay / skip asked). Every card of a form is played: the printed numbers, the supported
 * character's reference (〔trait〕 / 《name》, each one) and a character without it, 【本領発揮LvN】 (11.7) at its level
 * and one below, an energy cost one short (not asked), and the bonus over once the attack ends.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { attack, cardIds, choose, covers, decision, entryCard, inZone, offered, pick, printed, scene, settle, stat } from './case-helpers.js';
import { bearer, family, fullPowerSide, refsOf, stranger } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');
const REF = String.raw`(?:〔[^〕]+〕|《[^》]+》)`;
const HEAD = String.raw`^【自】【メンバー】(?:【本領発揮Lv(\d+)】((?:${REF}|＆)*))?:このキャラが、?(${REF}(?:か${REF})*)?を?サポートした時、`;
const BUFF = String.raw`このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)。?$`;
const FORMS: Array<[string, RegExp]> = [
  ['plain', new RegExp(HEAD + BUFF)],
  ['deck', new RegExp(HEAD + 'あなたはこのキャラをデッキの下に置くことで、' + BUFF)],
  ['energy', new RegExp(HEAD + String.raw`あなたはエネ(\d+)することで、` + BUFF)],
];
const OTHER = 'HP/001T-010';

for (const [cost, form] of FORMS) {
  for (const f of family('character', form)) {
    const m = f.m[0]!;
    const level = m[1] ? Number(m[1]) : null;
    const fpRefs = refsOf(m[2]);
    const targets = refsOf(m[3]);
    const energyCost = cost === 'energy' ? Number(m[4]) : 0;
    const k = cost === 'energy' ? 5 : 4;
    const [a, d] = [signed(m[k]!, m[k + 1]!), signed(m[k + 2]!, m[k + 3]!)];
    const paid = cost === 'deck' ? 'putting this card at the bottom of the deck (pay / skip asked)' : cost === 'energy' ? `paying エネ${energyCost} (pay / skip asked; ${energyCost - 1} standing energy: not asked)` : 'no cost';
    covers([f.id], `${f.id} 【自】【メンバー】 support (8.2.4.2)${level ? ` 【本領発揮Lv${level}】` : ''}${targets.length ? ` of ${targets.map((r) => r.trait ?? r.name).join(' / ')}` : ''}: the supported Entry ${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d} for the attack, ${paid}${targets.length ? '; another Entry: nothing' : ''}${level ? '; one below the level: nothing' : ''}`, () => {
      const play = (entry: string, at: boolean, energy = energyCost): { x: GameState; asked: boolean; self: string; me: number; entry: string } => {
        const side = fullPowerSide(fpRefs, level, at, [f.id, fpRefs.length ? stranger(fpRefs) : OTHER]);
        const { s, me, id } = scene({ me: { entry, ...side, energy }, op: { entry: 'HP/003T-011' } });
        let x = attack(s, id('me', f.id));
        const asked = decision(x)!.kind === 'chooseOption';
        if (asked) {
          expect([decision(x)!.player, decision(x)!.options]).toEqual([me, ['pay', 'skip']]);
          x = choose(x, 'pay');
        }
        return { x: atBlock(x), asked, self: id('me', f.id), me, entry: entryCard(s, me) };
      };
      const entries = targets.length ? targets.map((r) => bearer(r, f.id)) : ['HP/001T-014'];
      for (const entry of entries) {
        const { x, asked, me } = play(entry, true);
        expect(asked).toBe(cost !== 'plain');
        const e = entryCard(x, me);
        expect(stat(x, e)).toEqual([printed(x, entry)[0] + a, printed(x, entry)[1] + d]);
        if (cost === 'deck') expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe(f.id);
        if (cost === 'energy') expect(inZone(x, Z.energy, me).filter((c) => !x.cards[c]!.tapped && x.catalog[x.cards[c]!.cardId]!.type !== 'partner')).toEqual([]);
        const after = settle(x);
        expect(stat(after, e)).toEqual(printed(after, entry)); // 「このアタック中」: over
      }
      const none = (entry: string, at: boolean, energy?: number) => {
        const { x, asked, me } = play(entry, at, energy);
        expect(asked).toBe(false);
        expect(stat(x, entryCard(x, me))).toEqual(printed(x, entry));
        expect(cardIds(x, Z.members, me)).toContain(f.id);
      };
      if (targets.length) none(stranger(targets), true);
      if (level !== null) none(entries[0]!, false);
      if (cost === 'energy') none(entries[0]!, true, energyCost - 1);
    });
  }
}

// 「このキャラがサポートした時、あなたはこのキャラをエネルギーに置いてよい」 / 「…このキャラをデッキの下に置くことで、相手のメンバーからN枚選び、控え室に置く」
for (const f of family('character', new RegExp(HEAD + 'あなたはこのキャラをエネルギーに置いてよい。?$'))) {
  const m = f.m[0]!;
  const level = m[1] ? Number(m[1]) : null;
  const fpRefs = refsOf(m[2]);
  covers([f.id], `${f.id} 【自】【メンバー】 support (8.2.4.2)${level ? ` 【本領発揮Lv${level}】` : ''}: may (asked) put this card into energy (standing)${level ? '; one below the level: not asked' : ''}`, () => {
    for (const at of level === null ? [true] : [true, false]) {
      const side = fullPowerSide(fpRefs, level, at, [f.id, fpRefs.length ? stranger(fpRefs) : OTHER]);
      const { s, me, id } = scene({ me: { entry: 'HP/001T-014', ...side }, op: { entry: 'HP/003T-011' } });
      let x = attack(s, id('me', f.id));
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.block');
        expect(cardIds(x, Z.members, me)).toContain(f.id);
        continue;
      }
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['chooseOption', me]);
      x = atBlock(choose(x, decision(x)!.options![0]!));
      const e = inZone(x, Z.energy, me).filter((c) => x.cards[c]!.cardId === f.id);
      expect(e).toHaveLength(1);
      expect(cardIds(x, Z.members, me)).not.toContain(f.id);
    }
  });
}

for (const f of family('character', new RegExp(HEAD + String.raw`あなたはこのキャラをデッキの下に置くことで、相手のメンバーから(\d+)枚選び、控え室に置く。?$`))) {
  const m = f.m[0]!;
  const level = m[1] ? Number(m[1]) : null;
  const fpRefs = refsOf(m[2]);
  const n = Number(m[4]);
  covers([f.id], `${f.id} 【自】【メンバー】 support (8.2.4.2)${level ? ` 【本領発揮Lv${level}】` : ''}: putting this card at the bottom of the deck (pay / skip asked), ${n} of the opponent's members (every one offered) to the waiting room${level ? '; one below the level: not asked' : ''}`, () => {
    for (const at of level === null ? [true] : [true, false]) {
      const side = fullPowerSide(fpRefs, level, at, [f.id, fpRefs.length ? stranger(fpRefs) : OTHER]);
      const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', ...side }, op: { entry: 'HP/003T-011', members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
      const theirs = inZone(s, Z.members, op);
      let x = attack(s, id('me', f.id));
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.block');
        expect(inZone(x, Z.members, op)).toHaveLength(3);
        continue;
      }
      expect(decision(x)!.options).toEqual(['pay', 'skip']);
      x = choose(x, 'pay');
      expect([decision(x)!.kind, decision(x)!.player, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', me, n, n]);
      expect(offered(x)).toEqual([...theirs].sort());
      x = atBlock(pick(x, ...theirs.slice(0, n)));
      expect(inZone(x, Z.members, op)).toEqual(theirs.slice(n));
      expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe(f.id);
    }
  });
}
