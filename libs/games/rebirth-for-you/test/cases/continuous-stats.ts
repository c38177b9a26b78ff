/**
 * Engine-played cases, table-driven: 【永】 abilities that change ATK / DEF (R4U 9.9 continuous, 5.17.1 +A/+B) while
 * their card is in its zone (9.4.4) and their condition holds (【本領発揮LvN】 11.7, 【Reコンボ】 11.5). Every card of a
 * form is played: the printed numbers, the condition at its level and one below / without a Re-birth set, and the
 * card outside its zone (nothing).
 */
import { copies, covers, entryCard, printed, scene, stat } from './case-helpers.js';
import { bearer, family, fullPowerSide, headOf, refsOf, stranger } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const HEAD = String.raw`^【永】((?:【[^】]+】(?:〔[^〕]+〕|《[^》]+》|＆)*)+):`;
const BUFF = String.raw`を([+-±])(\d+)\/([+-±])(\d+)。?$`;
const REBIRTH = 'GU/001B-096'; // a Re-birth with no text
const fmt = (a: number, d: number) => `${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d}`;

// 「【永】【メンバー】…：あなたのエントリーを+A/+B」: your Entry while this card is a member
for (const f of family('character', new RegExp(HEAD + 'あなたのエントリー' + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'メンバー' || h.reCombo) continue;
  const [a, d] = [signed(f.m[0]![2]!, f.m[0]![3]!), signed(f.m[0]![4]!, f.m[0]![5]!)];
  covers([f.id], `${f.id} 【永】【メンバー】${h.level ? `【本領発揮Lv${h.level}】` : ''}: your Entry ${fmt(a, d)} while this card is a member${h.level ? ' (one below the level: printed)' : ''}; in the waiting room: printed`, () => {
    const entry = 'HP/001T-014';
    for (const at of h.level === null ? [true] : [true, false]) {
      const { s, me } = scene({ me: { entry, ...fullPowerSide(h.refs, h.level, at, [f.id]) } });
      const p = printed(s, entry);
      expect(stat(s, entryCard(s, me))).toEqual(at ? [p[0] + a, p[1] + d] : p);
    }
    const away = scene({ me: { entry, members: copies(2, 'HP/001T-003'), retire: copies(4), waitingRoom: [f.id] } });
    expect(stat(away.s, entryCard(away.s, away.me))).toEqual(printed(away.s, entry));
  });
}

// 「【永】【エントリー】…：このキャラを+A/+B」: this card while it is the Entry
for (const f of family('character', new RegExp(HEAD + 'このキャラ' + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'エントリー' || (h.level === null && !h.reCombo) || h.reCombo?.name) continue;
  const [a, d] = [signed(f.m[0]![2]!, f.m[0]![3]!), signed(f.m[0]![4]!, f.m[0]![5]!)];
  const cond = [h.level ? `【本領発揮Lv${h.level}】 (one below: printed)` : '', h.reCombo ? '【Reコンボ】 (no Re-birth set: printed)' : ''].filter(Boolean).join(' and ');
  covers([f.id], `${f.id} 【永】【エントリー】: this card ${fmt(a, d)} as the Entry with ${cond}; as a member: printed`, () => {
    const play = (at: boolean, rebirth: boolean, where: 'entry' | 'member' = 'entry') => {
      const side = fullPowerSide(h.refs, h.level, at, where === 'member' ? [f.id] : []);
      const sc = scene({ me: { entry: where === 'entry' ? f.id : 'HP/001T-014', ...side, rebirth: rebirth ? [REBIRTH] : [] } });
      return { got: stat(sc.s, sc.id('me', f.id)), p: printed(sc.s, f.id) };
    };
    const met = play(true, true);
    expect(met.got).toEqual([met.p[0] + a, met.p[1] + d]);
    const plain = (x: { got: [number, number]; p: [number, number] }) => expect(x.got).toEqual(x.p);
    if (h.level !== null) plain(play(false, true));
    if (h.reCombo) plain(play(true, false));
    plain(play(true, true, 'member'));
  });
}

// 「【永】【エントリー】…：あなたの、メンバーかリタイアに《X》がいるなら、このキャラを+A/+B」
for (const f of family('character', new RegExp(HEAD + String.raw`あなたの、メンバーかリタイアに(《[^》]+》|〔[^〕]+〕)がいるなら、このキャラ` + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'エントリー' || h.reCombo) continue;
  const ref = refsOf(f.m[0]![2]);
  const [a, d] = [signed(f.m[0]![3]!, f.m[0]![4]!), signed(f.m[0]![5]!, f.m[0]![6]!)];
  covers([f.id], `${f.id} 【永】【エントリー】${h.level ? `【本領発揮Lv${h.level}】` : ''}: this card ${fmt(a, d)} while a ${ref.map((r) => r.name ?? r.trait).join()} is among your members${h.level === null ? ' or retired cards (each)' : ''}; without one: printed${h.level ? '; one below the level: printed' : ''}`, () => {
    const play = (member: string, at: boolean, retire: string[] = []) => {
      const sc = scene({ me: { entry: f.id, ...fullPowerSide(h.refs, h.level, at, [member]), ...(retire.length ? { retire } : {}) } });
      return { got: stat(sc.s, sc.id('me', f.id)), p: printed(sc.s, f.id) };
    };
    const with1 = play(bearer(ref[0]!, f.id), true);
    expect(with1.got).toEqual([with1.p[0] + a, with1.p[1] + d]);
    const without = play(stranger(ref), true);
    expect(without.got).toEqual(without.p);
    if (h.level !== null) {
      const below = play(bearer(ref[0]!, f.id), false);
      expect(below.got).toEqual(below.p);
    } else {
      const retired = play(stranger(ref), true, [bearer(ref[0]!, f.id)]);
      expect(retired.got).toEqual([retired.p[0] + a, retired.p[1] + d]);
    }
  });
}

// 「【永】【メンバー】…：あなたのエントリーの〔T〕/《X》を+A/+B」
for (const f of family('character', new RegExp(HEAD + String.raw`あなたのエントリーの(《[^》]+》|〔[^〕]+〕)` + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'メンバー' || h.reCombo) continue;
  const ref = refsOf(f.m[0]![2]);
  const [a, d] = [signed(f.m[0]![3]!, f.m[0]![4]!), signed(f.m[0]![5]!, f.m[0]![6]!)];
  covers([f.id], `${f.id} 【永】【メンバー】${h.level ? `【本領発揮Lv${h.level}】` : ''}: your Entry ${fmt(a, d)} when it is a ${ref.map((r) => r.name ?? r.trait).join()}; another Entry: printed${h.level ? '; one below the level: printed' : ''}`, () => {
    const play = (entry: string, at: boolean) => {
      const sc = scene({ me: { entry, ...fullPowerSide(h.refs, h.level, at, [f.id]) } });
      return { got: stat(sc.s, entryCard(sc.s, sc.me)), p: printed(sc.s, entry) };
    };
    const yes = play(bearer(ref[0]!, f.id), true);
    expect(yes.got).toEqual([yes.p[0] + a, yes.p[1] + d]);
    const other = play(stranger(ref), true);
    expect(other.got).toEqual(other.p);
    if (h.level !== null) {
      const below = play(bearer(ref[0]!, f.id), false);
      expect(below.got).toEqual(below.p);
    }
  });
}
