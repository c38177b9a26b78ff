/**
 * Engine-played cases: 【永】【エントリー】 abilities whose +A/+B is counted (「XN枚につき、このキャラを+A/+B」: R4U 9.9
 * continuous, 5.17.1; the count taken again at each query, leftovers dropped), under 【本領発揮LvN】 (11.7) or 【Reコンボ】
 * (11.5). Each card is played with counts at a multiple, one below it and none, the condition at and one below its
 * level (or another Re-birth set), uncounted cards beside the counted ones, and the card as a member (nothing).
 * Where the Re-birth a 【Reコンボ】《name》 asks for has its own 【永】, the case compares against the same board with no
 * counted card (the ability's share alone).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { CARDS } from '../cards/catalog.js';
import { attack, copies, covers, decision, printed, scene, settle, stat, type Side } from './case-helpers.js';
import { bearer, counts, readFamily, fullPowerSide, headOf, refsOf, stranger, type Head } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const HEAD = String.raw`^【永】((?:【[^】]+】(?:〔[^〕]+〕|《[^》]+》|＆)*)+):`;
const BUFF = String.raw`このキャラを([+-±])(\d+)\/([+-±])(\d+)。?$`;
const NOBISHIRO = 'HP/001T-003'; // 【のびしろ】 only
const BLOCKER = 'HP/001T-004'; // 【ブロッカー】 only: no 【のびしろ】
const fmt = (a: number, d: number) => `${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d}`;

/** The Re-birth a 【Reコンボ】 of `h` asks for (the named one, else one with no text), and another that does not meet it (none when any Re-birth does). */
function rebirthsFor(h: Head): { meets: string; fails: string | null } {
  if (!h.reCombo) return { meets: VANILLA_REBIRTH, fails: null };
  if (!h.reCombo.name) return { meets: VANILLA_REBIRTH, fails: 'none' };
  const named = CARDS.find((c) => c.type === 'Reバース' && c.name === h.reCombo!.name);
  if (!named) throw new Error(`no Re-birth named ${h.reCombo.name}`);
  return { meets: named.id, fails: VANILLA_REBIRTH };
}

/** This card's [ATK, DEF] as `me`'s Entry with `side` (and the Re-birth `rebirth` set; 'none': nothing set). */
function entryStat(card: string, side: Side, rebirth: string): [number, number] {
  const sc = scene({ me: { ...side, entry: card, rebirth: rebirth === 'none' ? [] : [rebirth] } });
  return stat(sc.s, sc.id('me', card));
}

interface Counted {
  /** The printed count phrase (before 「N枚につき」). */
  phrase: RegExp;
  what: string;
  /** A side with `k` counted cards and `other` uncounted ones beside them (members + retire kept apart from Full Power's when possible). */
  side: (k: number, other: number, m: RegExpExecArray, self: string) => Side;
  /** What stands beside the counted cards and is not counted. */
  beside: string;
  /** Whether the counted cards stand in the member and retire areas (then they also count for 【本領発揮】). */
  board: boolean;
}

/** Counted cards placed as members first (up to 3), the rest retired, uncounted ones retired after them. */
const onBoard = (counted: string[], other: string[]): Side => {
  const all = [...counted, ...other];
  return { members: all.slice(0, 3), retire: all.slice(3) };
};

const COUNTED: Counted[] = [
  { phrase: /^あなたの手札$/, what: 'card in your hand', beside: 'the cards on the board', board: false, side: (k) => ({ hand: copies(k, BLOCKER) }) },
  { phrase: /^あなたのエネルギー$/, what: 'energy card', beside: 'the partners in the energy area (not energy, 4.6.3)', board: false, side: (k) => ({ energy: { standing: 0, rested: k } }) },
  { phrase: /^あなたの控え室のReバース$/, what: 'Re-birth in your waiting room', beside: 'a character in the waiting room', board: false, side: (k, other) => ({ waitingRoom: [...copies(k, VANILLA_REBIRTH), ...copies(other, BLOCKER)] }) },
  { phrase: /^あなたのメンバー$/, what: 'member', beside: 'retired cards (Full Power)', board: true, side: (k) => ({ members: copies(Math.min(k, 3), BLOCKER) }) },
  { phrase: /^あなたの、メンバーとリタイアの、【のびしろ】合計$/, what: '【のびしろ】 member or retired card', beside: 'a 【ブロッカー】-only card', board: true, side: (k, other) => onBoard(copies(k, NOBISHIRO), copies(other, BLOCKER)) },
  {
    phrase: /^あなたのリタイアの、((?:《[^》]+》か?)+)$/, what: 'retired card of the names', beside: 'a retired card of another name', board: true,
    side: (k, other, m, self) => {
      const refs = refsOf(m[1]);
      return { retire: [...Array.from({ length: k }, (_, i) => bearer(refs[i % refs.length]!, self)), ...copies(other, stranger(refs))] };
    },
  },
  {
    phrase: /^あなたの、メンバーとリタイアの、((?:〔[^〕]+〕と?)+)合計$/, what: 'member or retired card of the traits', beside: 'a card of other traits', board: true,
    side: (k, other, m, self) => {
      const refs = refsOf(m[1]);
      return onBoard(Array.from({ length: k }, (_, i) => bearer(refs[i % refs.length]!, self)), copies(other, stranger(refs)));
    },
  },
];

for (const f of readFamily('character', new RegExp(HEAD + String.raw`(.+?)(\d+)枚につき、` + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'エントリー') continue;
  const phrase = f.m[0]![2]!;
  const counted = COUNTED.find((c) => c.phrase.test(phrase));
  if (!counted) continue;
  const pm = counted.phrase.exec(phrase)!;
  const per = Number(f.m[0]![3]);
  const [a, d] = [signed(f.m[0]![4]!, f.m[0]![5]!), signed(f.m[0]![6]!, f.m[0]![7]!)];
  const rb = rebirthsFor(h);
  const cond = [h.level ? `【本領発揮Lv${h.level}】 (one below: printed)` : '', h.reCombo ? `【Reコンボ】${h.reCombo.name ? `《${h.reCombo.name}》 (another Re-birth set: printed)` : ' (none set: printed)'}` : ''].filter(Boolean).join(', ');
  covers([f.id], `${f.id} 【永】【エントリー】: ${fmt(a, d)} per ${per} ${counted.what}, ${per > 1 ? `${2 * per} counted: ×2, ${3 * per - 1}: ×2 (leftovers dropped), ${per - 1}: none` : '2 counted: ×2, 1: ×1, none: printed'}, ${counted.beside} not counted; ${cond}; as a member: printed`, () => {
    /** The side with `k` counted cards, Full Power met (`at`) or one below (the counted cards on the board count for it). */
    const sideOf = (k: number, at: boolean, other = 1): Side => {
      const mine = counted.side(k, other, pm, f.id);
      if (h.level === null) return mine;
      if (counted.board) {
        // Full Power counts the counted cards too (11.7.3: those of its references): the missing ones retired, cards
        // the ability does not count (【ブロッカー】 only, or the references' bearers)
        const need = (at ? h.level : h.level - 1) - [...(mine.members ?? []), ...(mine.retire ?? [])].filter((c): c is string => !!c && counts(c, h.refs)).length;
        if (need < 0) throw new Error(`${f.id}: the board already exceeds one below Lv${h.level}`);
        const fill = Array.from({ length: need }, () => (h.refs.length ? bearer(h.refs[0]!, f.id) : BLOCKER));
        const extra = !at && h.refs.length ? [stranger(h.refs)] : [];
        return { ...mine, retire: [...(mine.retire ?? []), ...fill, ...extra] };
      }
      return { ...mine, ...fullPowerSide(h.refs, h.level, at, []) };
    };
    const p = printed(scene({ me: { entry: f.id } }).s, f.id);
    const zero = entryStat(f.id, sideOf(0, true), rb.meets);
    if (!h.reCombo?.name) expect(zero).toEqual(p);
    const expectBuff = (k: number, times: number) => expect(entryStat(f.id, sideOf(k, true), rb.meets)).toEqual([zero[0] + a * times, zero[1] + d * times]);
    // counts fit the areas: the board holds 3 members and 6 retired cards (7 lose, 10.4)
    const two = counted.board ? Math.min(2 * per, 6) : 2 * per;
    expectBuff(two, Math.floor(two / per));
    if (per > 1) expectBuff(2 * per + per - 1, 2);
    if (per > 1) expectBuff(per - 1, 0);
    else expectBuff(1, 1);
    if (h.level !== null) {
      const below = counted.board ? Math.min(h.level - 2, two) : two;
      expect(entryStat(f.id, sideOf(below, false), rb.meets)).toEqual(zero);
    }
    if (rb.fails) expect(entryStat(f.id, sideOf(two, true), rb.fails)).toEqual(p);
    const member = scene({ me: { entry: 'HP/001T-014', ...(() => { const x = sideOf(two, true); return { ...x, members: [f.id, ...(x.members ?? [])].slice(0, 3) }; })(), rebirth: [rb.meets] } });
    expect(stat(member.s, member.id('me', f.id))).toEqual(p);
  });
}

// 「各ターンこのキャラの1回目のアタック中、あなたの、メンバーとリタイアの《X》合計２枚につき、このキャラを+A/+B」
// (and without 《X》: every member and retired card): during its first attack of the turn only (r4u.attackNumber).
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');
for (const f of readFamily('character', new RegExp(HEAD + String.raw`各ターンこのキャラの1回目のアタック中、あなたの、メンバーとリタイア(?:の(《[^》]+》))?合計(\d+)枚につき、` + BUFF))) {
  const h = headOf(f.m[0]![1]!);
  if (!h || h.zones.join() !== 'エントリー' || h.reCombo || h.refs.length || h.level === null) continue;
  const ref = f.m[0]![2] ? refsOf(f.m[0]![2]) : [];
  const per = Number(f.m[0]![3]);
  const [a, d] = [signed(f.m[0]![4]!, f.m[0]![5]!), signed(f.m[0]![6]!, f.m[0]![7]!)];
  const level = h.level;
  const what = ref.length ? ref.map((r) => r.name).join() : 'member or retired card';
  covers([f.id], `${f.id} 【永】【エントリー】【本領発揮Lv${level}】: during its 1st attack of the turn ${fmt(a, d)} per ${per} ${what} (4: ×2, 3: ×1${ref.length ? ', an uncounted member beside them' : ''}); its 2nd attack: printed; ${level - 1} cards (one below): printed`, () => {
    const one = (k: number, other: number): [[number, number], [number, number], [number, number]] => {
      const counted = Array.from({ length: k }, () => (ref.length ? bearer(ref[0]!, f.id) : BLOCKER));
      const others = copies(other, ref.length ? stranger(ref) : BLOCKER);
      const all = [...counted.slice(0, 2), ...others, ...counted.slice(2)];
      const members = all.slice(0, 3);
      const { s, id } = scene({ me: { entry: f.id, members, retire: all.slice(3) }, op: { entry: 'HP/003T-011' } });
      const self = id('me', f.id);
      const before = stat(s, self);
      let x = toBlock(attack(s, id('me', members[0]!, 0)));
      expect(decision(x)!.kind).toBe('r4u.block');
      const first = stat(x, self);
      const second = members[1] === members[0] ? id('me', members[1]!, 1) : id('me', members[1]!, 0);
      x = toBlock(attack(settle(x), second));
      expect(decision(x)!.kind).toBe('r4u.block');
      return [before, first, stat(x, self)];
    };
    const p = printed(scene({ me: { entry: f.id } }).s, f.id);
    // 4 counted (+1 uncounted member with a name): ×2 in the first attack only
    const four = one(4, ref.length ? 1 : 0);
    expect(four).toEqual([p, [p[0] + 2 * a, p[1] + 2 * d], p]);
    const three = one(3, ref.length ? 1 : 0);
    expect(three[1]).toEqual([p[0] + Math.floor(3 / per) * a, p[1] + Math.floor(3 / per) * d]);
    // one below the level: every card counted, still nothing
    const below = one(level - 1, 0);
    expect(below).toEqual([p, p, p]);
  });
}
