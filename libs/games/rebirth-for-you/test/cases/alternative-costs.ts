/**
 * Engine-played cases: 【起】 abilities whose energy cost is replaced while a condition holds
 * (「［エネ③、メンバーに〔X〕がいるなら、かわりにエネ②］」: R4U 5.14 paying energy; the cost read when it is paid, 9.5.2),
 * and the Entry moving itself to the members (「このキャラをメンバーに置く」, 4.5.3; the Entry process 10.5 refills the Entry).
 * Each card: the full cost paid without the condition and one short refused; the reduced cost paid with it and one
 * short refused.
 */
import { Z } from '../../src/constants.js';
import { activate, activations, cardIds, choose, covers, decision, inZone, scene, settle, standingEnergyCount } from './case-helpers.js';
import { bearer, readFamily, refsOf, stranger } from './printed-family.js';

for (const f of readFamily('character', /^【起】【エントリー】:\[エネ(\d)[、。](?:あなたの)?メンバーに(《[^》]+》|〔[^〕]+〕)がいるなら、かわりにエネ(\d)\]\s*(?:あなたは)?このキャラをメンバーに置く。?$/)) {
  const full = Number(f.m[0]![1]);
  const reduced = Number(f.m[0]![3]);
  const ref = refsOf(f.m[0]![2]);
  const who = ref.map((r) => r.name ?? r.trait).join();
  covers([f.id], `${f.id} 【起】【エントリー】 energy ${full}, ${reduced} instead with a ${who} member: this card to a free member slot — without one: ${full} paid, ${full - 1} (one short) refused; with one: ${reduced} paid (of ${full}: ${full - reduced} left), ${reduced - 1} refused`, () => {
    const play = (energy: number, present: boolean) => {
      const member = present ? bearer(ref[0]!, f.id) : stranger(ref);
      const sc = scene({ me: { entry: f.id, members: [member, null, null], energy, deckTop: ['HP/001T-014'] } });
      return { ...sc, self: sc.id('me', f.id) };
    };
    for (const present of [false, true]) {
      const cost = present ? reduced : full;
      const short = play(cost - 1, present);
      expect(activations(short.s, short.self)).toEqual([]);
      const at = play(full, present);
      expect(activations(at.s, at.self)).toHaveLength(1);
      let x = activate(at.s, at.self);
      // the member slot (4.5.3: the occupied slot 0 would be replaced): the free slot 1
      expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', [0, 1, 2]]);
      x = settle(choose(x, 1));
      expect(standingEnergyCount(x, at.me)).toBe(full - cost);
      // a moved card is a new object (its instance id changes): found by its catalog id
      expect(cardIds(x, Z.members, at.me)).toEqual([f.id, present ? bearer(ref[0]!, f.id) : stranger(ref)].sort());
      // 10.5: the Entry process put the deck's top card onto the emptied Entry
      expect(x.cards[inZone(x, Z.entry, at.me)[0]!]!.cardId).toBe('HP/001T-014');
    }
  });
}
