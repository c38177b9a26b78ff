/**
 * Engine-played cases, table-driven: 【スパーク】 abilities (R4U 11.3.2: triggered when the Entry process 10.5 puts the
 * card onto the Entry) of the most frequent printed forms, most of them under 【本領発揮LvN】 (11.7: your members +
 * retired cards, with a reference only the cards having it, 11.7.3; several references: any of them, 11.7.3.1).
 * Every card of a form is played: the printed numbers asserted, the condition at its level and one below (with
 * references: one counted card short, an uncounted card in its place).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { cardIds, choose, copies, covers, decision, entryCard, inZone, offered, pick, printed, scene, settle, spark, stat, toNextTurn, type Side } from './case-helpers.js';
import { bearer, counts, family, fullPowerAreas, refsOf, stranger, type FamilyCard } from './printed-family.js';

const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
/** 【スパーク】, optionally 【本領発揮LvN】(references), then the body. */
const sparkForm = (body: string) => new RegExp(String.raw`^【スパーク】(?:【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*))?:` + body + '。?$');

interface Level { level: number | null; refs: ReturnType<typeof refsOf> }
const levelOf = (f: FamilyCard): Level => ({ level: f.m[0]![1] ? Number(f.m[0]![1]) : null, refs: refsOf(f.m[0]![2]) });
const head = (l: Level) => (l.level === null ? 'no condition' : `【本領発揮Lv${l.level}】${l.refs.length ? l.refs.map((r) => r.trait ?? r.name).join('/') : ''}`);
/** Your members and retired cards at the level (`at`) or one counted card below it. */
const areas = (l: Level, at: boolean): Side => {
  if (l.level === null) return {};
  return fullPowerAreas(l.refs, at ? l.level : l.level - 1, at || l.refs.length === 0 ? 0 : 1);
};
/** Each case: the condition met, then (with a condition) one below. */
const both = (l: Level, run: (at: boolean) => void) => {
  run(true);
  if (l.level !== null) run(false);
};

for (const f of family('character', sparkForm('あなたは相手のメンバーから(\\d+)枚選び、控え室に置く'))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: ${n} of the opponent's ${n + 1} members (every one offered) to the waiting room; one below the level: nothing`, () => {
    both(l, (at) => {
      const { s, me, op } = scene({ me: { ...areas(l, at), deckTop: [f.id] }, op: { members: copies(n + 1, 'HP/001T-003') } });
      const theirs = inZone(s, Z.members, op);
      let x = spark(s, me, f.id);
      expect(x.cards[entryCard(x, me)]!.cardId).toBe(f.id);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.members, op)).toHaveLength(n + 1);
        return;
      }
      const d = decision(x)!;
      expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, n, n]);
      expect(offered(x)).toEqual([...theirs].sort());
      x = settle(pick(x, ...theirs.slice(0, n)));
      expect(inZone(x, Z.members, op)).toEqual(theirs.slice(n));
      expect(cardIds(x, Z.waitingRoom, op)).toEqual(copies(n, 'HP/001T-003'));
    });
  });
}

for (const f of family('character', sparkForm('あなたは(\\d+)枚引く'))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: draws ${n} (the hand +${n}, the deck -${n}); one below the level: none`, () => {
    both(l, (at) => {
      const { s, me } = scene({ me: { ...areas(l, at), hand: [], deckTop: [f.id] } });
      const deck = inZone(s, Z.deck, me).length;
      const x = settle(spark(s, me, f.id));
      expect(x.cards[entryCard(x, me)]!.cardId).toBe(f.id);
      expect(inZone(x, Z.hand, me)).toHaveLength(at ? n : 0);
      expect(inZone(x, Z.deck, me)).toHaveLength(deck - 1 - (at ? n : 0));
    });
  });
}

for (const f of family('character', sparkForm('あなたは自分のデッキの上から(\\d+)枚エネルギーに【レスト】で置く'))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: the top ${n} deck cards into energy rested; one below the level: none`, () => {
    both(l, (at) => {
      const top = ['HP/002T-005', 'HP/002T-003', 'HP/002T-011', 'HP/003T-008'].slice(0, n);
      const { s, me } = scene({ me: { ...areas(l, at), energy: 0, deckTop: [f.id, ...top] } });
      const x = settle(spark(s, me, f.id));
      expect(x.cards[entryCard(x, me)]!.cardId).toBe(f.id);
      const energy = inZone(x, Z.energy, me).filter((e) => x.catalog[x.cards[e]!.cardId]!.type !== 'partner');
      expect(energy.map((e) => x.cards[e]!.cardId).sort()).toEqual(at ? [...top].sort() : []);
      expect(energy.every((e) => x.cards[e]!.tapped)).toBe(true);
    });
  });
}

for (const f of family('character', sparkForm('このターン中、このキャラを([+-±])(\\d+)\\/([+-±])(\\d+)'))) {
  const l = levelOf(f);
  const [a, d] = [signed(f.m[0]![3]!, f.m[0]![4]!), signed(f.m[0]![5]!, f.m[0]![6]!)];
  covers([f.id], `${f.id} 【スパーク】${head(l)}: this card ${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d} for the turn (over at the end of the turn); one below the level: printed`, () => {
    both(l, (at) => {
      const { s, me } = scene({ me: { ...areas(l, at), deckTop: [f.id] } });
      const x = settle(spark(s, me, f.id));
      const self = entryCard(x, me);
      expect(x.cards[self]!.cardId).toBe(f.id);
      const p = printed(x, f.id);
      expect(stat(x, self)).toEqual(at ? [p[0] + a, p[1] + d] : p);
      const next = toNextTurn(x); // 「このターン中」: over once the turn has ended (7.6)
      expect([next.cards[self]?.zone, stat(next, self)]).toEqual([x.cards[self]!.zone, p]);
    });
  });
}

for (const f of family('character', sparkForm('あなたは自分の、パートナーかエネルギーから(\\d+)枚選び、【スタンド】する'))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: ${n} of your rested partners or energy (every rested one offered) stand; one below the level: nothing`, () => {
    both(l, (at) => {
      const { s, me } = scene({ me: { ...areas(l, at), energy: { standing: 0, rested: 2 }, deckTop: [f.id] } });
      const rested = inZone(s, Z.energy, me);
      let x = spark(s, me, f.id);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.energy, me).every((e) => x.cards[e]!.tapped)).toBe(true);
        return;
      }
      const dd = decision(x)!;
      expect([dd.kind, dd.min, dd.max]).toEqual(['chooseCards', n, n]);
      expect(offered(x)).toEqual([...rested].sort()); // 3 partners and 2 energy, all rested
      const chosen = rested.slice(0, n);
      x = settle(pick(x, ...chosen));
      expect(rested.filter((e) => !x.cards[e]!.tapped).sort()).toEqual([...chosen].sort());
    });
  });
}

for (const f of family('character', sparkForm('あなたはこのキャラを空席のメンバーに置いてよい'))) {
  const l = levelOf(f);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: may (asked) put this card from the Entry onto an empty member slot (the Entry process then refills the Entry, 10.5); one below the level: not asked`, () => {
    both(l, (at) => {
      const base = l.level === null ? { members: [], retire: [] } : fullPowerAreas(l.refs, at ? l.level : l.level - 1, at || l.refs.length === 0 ? 0 : 1, 2); // a member slot left empty
      const { s, me } = scene({ me: { ...base, deckTop: [f.id, 'HP/001T-014'] } });
      let x = spark(s, me, f.id);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(x.cards[entryCard(x, me)]!.cardId).toBe(f.id);
        return;
      }
      const d = decision(x)!;
      expect([d.kind, d.player]).toEqual(['chooseOption', me]);
      x = settle(choose(x, d.options![0]!)); // yes
      expect(cardIds(x, Z.members, me)).toContain(f.id);
      expect(x.cards[entryCard(x, me)]!.cardId).toBe('HP/001T-014');
    });
  });
}

// 「あなたのリタイアの〔T〕/《X》N枚につき、このターン中、このキャラを+A/+B」 (and 「あなたの手札N枚につき」): counted when it resolves
for (const f of family('character', sparkForm(String.raw`あなたの(リタイアの(〔[^〕]+〕|《[^》]+》)|手札)(\d+)枚につき、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)`))) {
  const l = levelOf(f);
  const m = f.m[0]!;
  const ref = refsOf(m[4]);
  const per = Number(m[5]);
  const [a, d] = [signed(m[6]!, m[7]!), signed(m[8]!, m[9]!)];
  const where = m[3] === '手札' ? 'hand' : 'retire';
  covers([f.id], `${f.id} 【スパーク】${head(l)}: this card ${a}/${d} for the turn per ${per} ${where === 'hand' ? 'hand cards' : `retired ${ref.map((r) => r.trait ?? r.name).join()}`} (counted: 3 and 2 of them${where === 'retire' ? ', another retired card not counted' : ''}; none: printed${l.level ? '; one below the level: printed' : ''})`, () => {
    for (const [k, at] of [[3, true], [2, true], [0, true], ...(l.level === null ? [] : [[3, false]])] as Array<[number, boolean]>) {
      const cards = Array.from({ length: k }, () => (where === 'hand' ? 'HP/001T-003' : bearer(ref[0]!, f.id)));
      const side: Side = where === 'hand' ? { ...areas(l, at), hand: cards } : { retire: [...cards, stranger(ref)] };
      if (where === 'retire' && l.level !== null) throw new Error(`${f.id}: a retire count under Full Power is not this table's`);
      const { s, me } = scene({ me: { ...side, deckTop: [f.id] } });
      const x = settle(spark(s, me, f.id));
      const self = entryCard(x, me);
      const times = at ? Math.floor(k / per) : 0;
      const p = printed(x, f.id);
      expect(stat(x, self)).toEqual([p[0] + a * times, p[1] + d * times]);
    }
  });
}

// 「あなたは自分の手札から〔T〕をN枚控え室に置くことで、控え室からReバースをN枚セットする」 (9.5.2.2: pay / skip asked; short: not asked)
for (const f of family('character', sparkForm(String.raw`あなたは自分の手札から(〔[^〕]+〕|《[^》]+》)をN?(\d+)枚控え室に置くことで、控え室からReバースを(\d+)枚セットする`))) {
  const l = levelOf(f);
  const ref = refsOf(f.m[0]![3]);
  const [n, k] = [Number(f.m[0]![4]), Number(f.m[0]![5])];
  covers([f.id], `${f.id} 【スパーク】: discarding ${n} ${ref.map((r) => r.trait ?? r.name).join()} from hand (pay / skip asked; those offered, another card not), ${k} Re-birth of the waiting room is set (10.5.1.1 area); ${n - 1} of them in hand: not asked`, () => {
    const rebirths = ['GU/001B-096', 'GU/001B-096'].slice(0, k + 1);
    const setup = (have: number) => scene({ me: { ...areas(l, true), hand: [...Array.from({ length: have }, () => bearer(ref[0]!, f.id)), stranger(ref)], waitingRoom: [...rebirths, 'HP/001T-004'], rebirth: [], deckTop: [f.id] } });
    const at = setup(n + 1);
    let x = spark(at.s, at.me, f.id);
    expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', at.me, ['pay', 'skip']]);
    x = choose(x, 'pay');
    const bearers = inZone(at.s, Z.hand, at.me).filter((c) => at.s.cards[c]!.cardId !== stranger(ref));
    expect([decision(x)!.kind, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', n, n]);
    expect(offered(x)).toEqual([...bearers].sort());
    x = pick(x, ...bearers.slice(0, n));
    x = settle(x, (y) => (y.decision?.kind === 'chooseCards' ? pick(y, ...offered(y).slice(0, y.decision.min ?? 0)) : null));
    expect(cardIds(x, Z.rebirth, at.me)).toEqual(copies(k, 'GU/001B-096'));
    expect(inZone(x, Z.hand, at.me)).toHaveLength(2 + n - n); // n+1 bearers and a stranger, n discarded
    expect(cardIds(x, Z.waitingRoom, at.me)).toEqual(expect.arrayContaining(bearers.slice(0, n).map((c) => at.s.cards[c]!.cardId)));
    const short = setup(n - 1);
    const y = spark(short.s, short.me, f.id);
    expect(decision(y)!.kind).toBe('r4u.main');
    expect(cardIds(y, Z.rebirth, short.me)).toEqual([]);
  });
}

/** Answers 「…てよい」 with yes (the first option) when it is asked as a question of its own. */
const yes = (s: GameState): GameState => (s.decision?.kind === 'chooseOption' ? choose(s, s.decision.options![0]! as string) : s);

// 「あなたは自分のメンバーからN枚選び、手札に戻してよい / エネルギーに【レスト】で置いてよい」
for (const [to, body] of [['hand', '手札に戻してよい'], ['energy', 'エネルギーに【レスト】で置いてよい']] as const) {
  for (const f of family('character', sparkForm(String.raw`あなたは自分のメンバーから(\d+)枚選び、` + body))) {
    const l = levelOf(f);
    const n = Number(f.m[0]![3]);
    covers([f.id], `${f.id} 【スパーク】${head(l)}: may put ${n} of your members (every one offered) ${to === 'hand' ? 'back into your hand' : 'into energy rested'}; one below the level: nothing asked`, () => {
      both(l, (at) => {
        const side = l.level === null ? { members: ['HP/001T-003', 'HP/001T-004'] } : areas(l, at);
        const { s, me } = scene({ me: { ...side, hand: [], energy: 0, deckTop: [f.id] } });
        const mine = inZone(s, Z.members, me);
        let x = spark(s, me, f.id);
        if (!at) {
          expect(decision(x)!.kind).toBe('r4u.main');
          expect(inZone(x, Z.members, me)).toEqual(mine);
          return;
        }
        x = yes(x);
        const d = decision(x)!;
        expect([d.kind, d.player, d.max]).toEqual(['chooseCards', me, n]);
        expect(offered(x)).toEqual([...mine].sort());
        x = settle(pick(x, ...mine.slice(0, n)));
        expect(inZone(x, Z.members, me)).toEqual(mine.slice(n));
        const moved = mine.slice(0, n).map((c) => s.cards[c]!.cardId).sort();
        if (to === 'hand') expect(cardIds(x, Z.hand, me)).toEqual(moved);
        else {
          const e = inZone(x, Z.energy, me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type !== 'partner');
          expect(e.map((c) => x.cards[c]!.cardId).sort()).toEqual(moved);
          expect(e.every((c) => x.cards[c]!.tapped)).toBe(true);
        }
      });
    });
  }
}

// 「あなたは自分の控え室からキャラをN枚選び、メンバーに置いてよい」
for (const f of family('character', sparkForm(String.raw`あなたは自分の控え室からキャラを(\d+)枚選び、メンバーに置いてよい`))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: may put ${n} character(s) of your waiting room (characters offered, a Re-birth not) onto the members; one below the level: nothing asked`, () => {
    both(l, (at) => {
      const base = l.level === null ? { members: [], retire: [] } : fullPowerAreas(l.refs, at ? l.level : l.level - 1, at || l.refs.length === 0 ? 0 : 1, 3 - n);
      const { s, me } = scene({ me: { ...base, waitingRoom: ['HP/002T-005', 'HP/002T-003', 'GU/001B-096'], deckTop: [f.id] } });
      let x = spark(s, me, f.id);
      const chars = inZone(x, Z.waitingRoom, me).filter((c) => x.cards[c]!.cardId !== 'GU/001B-096'); // with the Entry emptied for the Spark
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.waitingRoom, me)).toHaveLength(4); // + the emptied Entry
        return;
      }
      x = yes(x);
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['chooseCards', me]);
      expect(offered(x)).toEqual([...chars].sort());
      const picked = chars.slice(0, n).map((c) => x.cards[c]!.cardId);
      x = settle(pick(x, ...chars.slice(0, n)));
      for (const c of picked) expect(cardIds(x, Z.members, me)).toContain(c);
    });
  });
}

// 「各プレイヤーはN枚引いてよい」: each player chooses (9.14: 各プレイヤー)
for (const f of family('character', sparkForm(String.raw`各プレイヤーは(\d+)枚引いてよい`))) {
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】: each player may draw ${n} (each asked; yes: +${n}, no: none)`, () => {
    const { s, me, op } = scene({ me: { hand: [], deckTop: [f.id] }, op: { hand: [] } });
    let x = spark(s, me, f.id);
    const asked: number[] = [];
    for (let i = 0; i < 4 && x.decision?.kind === 'chooseOption'; i++) {
      asked.push(x.decision.player as number);
      x = choose(x, x.decision.player === me ? x.decision.options![0]! as string : x.decision.options!.at(-1)! as string); // you: yes, the opponent: no
    }
    expect([...asked].sort()).toEqual([me, op].sort());
    x = settle(x);
    expect(inZone(x, Z.hand, me)).toHaveLength(n);
    expect(inZone(x, Z.hand, op)).toHaveLength(0);
  });
}

// 「あなたのメンバーに《X》がいるなら、あなたはN枚引き、自分の手札からK枚(選び、)控え室に置き(く)(、このターン中、このキャラを+A/+B)」
for (const f of family('character', sparkForm(String.raw`あなたのメンバーに(《[^》]+》|〔[^〕]+〕)がいるなら、あなたは(\d+)枚引き、自分の手札から(\d+)枚(?:選び、)?控え室に置(?:き|く)(?:、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+))?`))) {
  const m = f.m[0]!;
  const ref = refsOf(m[3]);
  const [n, k] = [Number(m[4]), Number(m[5])];
  const [a, d] = m[6] ? [signed(m[6]!, m[7]!), signed(m[8]!, m[9]!)] : [0, 0];
  covers([f.id], `${f.id} 【スパーク】: with a ${ref.map((r) => r.name ?? r.trait).join()} member, draw ${n}, then ${k} hand card(s) (every one offered) to the waiting room${m[6] ? `, this card ${a}/${d} for the turn` : ''}; without one: nothing`, () => {
    for (const at of [true, false]) {
      const { s, me } = scene({ me: { members: [at ? bearer(ref[0]!, f.id) : stranger(ref), stranger(ref)], hand: ['HP/002T-005', 'HP/002T-003'], deckTop: [f.id] } });
      let x = spark(s, me, f.id);
      const p = printed(x, f.id);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(inZone(x, Z.hand, me)).toHaveLength(2);
        expect(stat(x, entryCard(x, me))).toEqual(p);
        continue;
      }
      expect(inZone(x, Z.hand, me)).toHaveLength(2 + n);
      if (decision(x)!.kind === 'chooseCards') {
        expect([decision(x)!.player, decision(x)!.min, decision(x)!.max]).toEqual([me, k, k]);
        expect(offered(x)).toEqual([...inZone(x, Z.hand, me)].sort());
        x = pick(x, ...inZone(x, Z.hand, me).slice(0, k));
      }
      x = settle(x);
      expect(inZone(x, Z.hand, me)).toHaveLength(2 + n - k);
      expect(stat(x, entryCard(x, me))).toEqual([p[0] + a, p[1] + d]);
    }
  });
}

// 「あなたは自分のメンバーからN枚選び、控え室に置くことで、相手のエントリーからN枚選び、デッキの下に置く」 (9.5.2.2: pay / skip asked)
for (const f of family('character', sparkForm(String.raw`あなたは自分のメンバーから(\d+)枚選び、控え室に置くことで、相手のエントリーから1枚選び、デッキの下に置く`))) {
  const l = levelOf(f);
  const n = Number(f.m[0]![3]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: putting ${n} of your members (every one offered) into the waiting room (pay / skip asked), the opponent's Entry to the bottom of its deck (its Entry process refills it, 10.5); one below the level: not asked`, () => {
    both(l, (at) => {
      const side = l.level === null ? { members: ['HP/001T-003', 'HP/001T-004'] } : areas(l, at);
      const { s, me, op, id } = scene({ me: { ...side, deckTop: [f.id] }, op: { entry: 'HP/003T-011' } });
      const mine = inZone(s, Z.members, me);
      const target = id('op', 'HP/003T-011');
      let x = spark(s, me, f.id);
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        expect(entryCard(x, op)).toBe(target);
        return;
      }
      expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', me, ['pay', 'skip']]);
      x = choose(x, 'pay');
      expect([decision(x)!.kind, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', n, n]);
      expect(offered(x)).toEqual([...mine].sort());
      x = settle(pick(x, ...mine.slice(0, n)));
      expect(inZone(x, Z.members, me)).toEqual(mine.slice(n));
      expect(x.cards[inZone(x, Z.deck, op).at(-1)!]!.cardId).toBe('HP/003T-011');
      expect(entryCard(x, op)).not.toBe(target);
    });
  });
}

// 「あなたは自分の控え室から、《X》か《Y》を(合計)N枚(まで)選び、メンバーに【レスト】で置く(置いてよい)」
for (const f of family('character', sparkForm(String.raw`あなたは自分の控え室から、((?:《[^》]+》|〔[^〕]+〕)(?:か(?:《[^》]+》|〔[^〕]+〕))+)を(?:合計)?(\d+)枚(?:まで)?選び、メンバーに【レスト】で置(?:く|いてよい)`))) {
  const l = levelOf(f);
  const refs = refsOf(f.m[0]![3]);
  const n = Number(f.m[0]![4]);
  covers([f.id], `${f.id} 【スパーク】${head(l)}: ${n} of your waiting room's ${refs.map((r) => r.name ?? r.trait).join(' / ')} (each reference offered, another card not) onto the members rested`, () => {
    both(l, (at) => {
      const { s, me } = scene({ me: { ...(l.level === null ? {} : fullPowerAreas(l.refs, at ? l.level : l.level - 1, at || l.refs.length === 0 ? 0 : 1, 3 - n)), waitingRoom: [...refs.map((r) => bearer(r, f.id)), stranger(refs)], deckTop: [f.id] } });
      let x = yes(spark(s, me, f.id));
      if (!at) {
        expect(decision(x)!.kind).toBe('r4u.main');
        return;
      }
      const matching = inZone(x, Z.waitingRoom, me).filter((c) => counts(x.cards[c]!.cardId, refs));
      expect(matching.length).toBeGreaterThanOrEqual(refs.length);
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['chooseCards', me]);
      expect(offered(x)).toEqual([...matching].sort());
      const chosen = matching.slice(0, n);
      const ids = chosen.map((c) => x.cards[c]!.cardId);
      x = pick(x, ...chosen);
      // 4.5.3: a slot for each card (the last slots are the empty ones)
      for (let i = 0; i < n && x.decision?.kind === 'chooseOption' && x.decision.rule === 'R4U 4.5.3'; i++) x = choose(x, x.decision.options!.at(-1 - i)! as number);
      x = settle(x);
      const placed = inZone(x, Z.members, me).filter((c) => ids.includes(x.cards[c]!.cardId) && x.cards[c]!.tapped);
      expect(placed).toHaveLength(chosen.length);
    });
  });
}
