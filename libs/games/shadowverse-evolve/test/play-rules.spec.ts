/**
 * Rule tests of how cards are played (src/abilities/grammar/play-rules.ts, src/abilities/vocab/play.ts,
 * actions/additional-cost.ts): a mandatory additional play cost (SVE 10.6.2.5.1.4 / 10.6.2.1.2), playing from
 * the banish zone under 「このターン、自分は自分の消滅領域のカードをプレイできる」 (8.2.1 extended, 7.4.8), and a
 * card that also has another name while on the field (2.1.2; keyword `sve.alsoNamed`, read by the kernel's matchesFilter).
 */
import { apply, dealDamage, destroy, legalActions, matchesFilter, type GameState } from '../../../engine/src/index.js';
import { counters, ctxOf, must, names, nextTurn, readerFor, scene, zoneCards } from './engine-helpers.js';
import { compileCard } from '../src/index.js';
import { BY_ID } from './engine-helpers.js';

const playsOf = (s: GameState, card: string) => legalActions(s).filter((x) => x.type === 'play' && x.card === card);
const toBanished = (s: GameState, id: string) => {
  const c = s.cards[id]!;
  s.zones[c.zone]!.cards = s.zones[c.zone]!.cards.filter((x) => x !== id);
  c.zone = `${c.owner}:banished`;
  s.zones[c.zone]!.cards.push(id);
};

describe('token mechanisms, group 2', () => {
  test('SVE 10.6.2.5.1.4 / 10.6.2.1.2: a mandatory additional cost — one play action per payment, none without it; an action naming an unpayable payment is refused', () => {
    const { s, ids } = scene({ me: 'SD05', field: ['SD05-017', 'SD05-012'], oppField: ['SD05-017'], evolve: ['BP13-T04'], tokens: [['BP13-T04', 'exArea', 0]], pp: 1 });
    const card = ids.tokens![0]!;
    expect(playsOf(s, card).map((x) => x.additional)).toEqual([[...ids.field!].sort()]);
    expect(() => apply(s, { type: 'play', player: 0, card })).toThrow(/legal/);
    expect(() => apply(s, { type: 'play', player: 0, card, additional: [ids.field![0]!, ids.oppField![0]!].sort() })).toThrow(/legal/); // 10.4.3: your field only
    // 10.6.2.5: the cost is paid (PP and the two followers) before the text resolves
    const r = must(s, playsOf(s, card)[0]!);
    expect([names(r.state, 'field', 0), counters(r.state, 0).pp, r.events.some((e) => e.type === 'sve.additionalCost')]).toEqual([[], 0, true]);
  });

  test('SVE 10.6.2.5.1.4 / 10.4.6: an engage additional cost needs the named cards standing; an engaged one cannot pay', () => {
    const { s, ids } = scene({ me: 'SD02', field: ['BP12-020', 'BP12-025'], evolve: ['BP12-T02'], tokens: [['BP12-T02', 'exArea', 0]], pp: 5 });
    expect(playsOf(s, ids.tokens![0]!)).toHaveLength(1);
    s.cards[ids.field![0]!]!.tapped = true;
    expect(playsOf(s, ids.tokens![0]!)).toEqual([]);
  });

  test('SVE 8.2.1 / 7.4.8: 「このターン、自分は自分の消滅領域のカードをプレイできる」 — the banish zone is playable (cost paid) this turn only, and only your own', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-007'], oppHand: ['SD02-007'], evolve: ['BP18-T03'], tokens: [['BP18-T03', 'exArea', 0]], pp: 2 });
    toBanished(s0, ids.hand![0]!);
    toBanished(s0, ids.oppHand![0]!);
    expect(playsOf(s0, ids.hand![0]!)).toEqual([]);
    const s = must(s0, { type: 'play', player: 0, card: ids.tokens![0]! }).state;
    expect([playsOf(s, ids.hand![0]!).length, playsOf(s, ids.oppHand![0]!).length]).toEqual([1, 0]);
    const next = nextTurn(nextTurn(s)); // your next turn: the effect ended (7.4.8)
    expect(zoneCards(next, 'banished', 0)).toEqual([ids.hand![0]!]);
    expect(playsOf(next, ids.hand![0]!)).toEqual([]);
  });

  test('SVE 2.1.2: 「これは場にいる限り、『操り人形』でもある」 — a name filter matches the alias on the field only (sve.alsoNamed read by the kernel; printed name still matches)', () => {
    expect(compileCard(BY_ID.get('BP16-T11')! as never).abilities.find((a) => a.keyword === 'sve.alsoNamed')).toMatchObject({ kind: 'keyword', value: '操り人形' });
    const { s, ids } = scene({ me: 'SD03', evolve: ['BP16-T11'], tokens: [['BP16-T11', 'exArea', 0], ['BP16-T11', 'field', 0]] });
    const [inEx, onField] = ids.tokens!;
    const r = readerFor(s);
    expect([matchesFilter(r, inEx!, { name: '操り人形' }), matchesFilter(r, onField!, { name: '操り人形' }), matchesFilter(r, onField!, { name: 'ロイド' }), matchesFilter(r, onField!, { name: 'ヴィクトリア' })]).toEqual([false, true, true, false]);
  });
  // ---- additional costs of each kind (SVE 10.6.2.5.1.4 / 10.6.2.1.2): one play action per payment, none when unpayable ----
  const payments = (s: GameState, card: string) => playsOf(s, card).map((x) => x.additional as string[]);

  test('SVE 10.6.2.5.1.4 / 10.4.2: 「EXエリアのカード1枚を消滅する」 (BP14-011) — one action per EX-area card; the chosen one is banished, the other stays; an empty EX area → no action', () => {
    const { s, ids } = scene({ me: 'SD02', hand: ['BP14-011'], ex: ['SD02-007', 'SD02-002'], pp: 1 });
    const card = ids.hand![0]!;
    expect(payments(s, card).sort()).toEqual([[ids.ex![0]!], [ids.ex![1]!]].sort());
    const r = must(s, playsOf(s, card).find((x) => (x.additional as string[])[0] === ids.ex![1]!)!).state;
    expect([names(r, 'banished', 0), zoneCards(r, 'exArea', 0).includes(ids.ex![0]!)]).toEqual([['SD02-002'], true]);
    expect(payments(scene({ me: 'SD02', hand: ['BP14-011'], pp: 1 }).s, card)).toEqual([]);
  });

  test('SVE 10.6.2.5.1.4 / 10.4.6: 「場のレヴィオン・フォロワー1体をアクトする」 (BP16-026) — one action per standing レヴィオン follower; an engaged one cannot pay; another trait cannot; all engaged → no action', () => {
    const { s, ids } = scene({ me: 'SD02', hand: ['BP16-026'], field: ['SP01-016', 'SP01-016', 'SD02-007'], oppField: ['SD02-002'], pp: 1 });
    const card = ids.hand![0]!;
    const [a, b] = ids.field!;
    expect(payments(s, card).sort()).toEqual([[a!], [b!]].sort());
    const r = must(s, playsOf(s, card).find((x) => (x.additional as string[])[0] === b)!).state;
    expect([r.cards[a!]!.tapped, r.cards[b!]!.tapped, r.cards[ids.field![2]!]!.tapped]).toEqual([false, true, false]);
    s.cards[a!]!.tapped = true;
    expect(payments(s, card)).toEqual([[b!]]);
    s.cards[b!]!.tapped = true;
    expect(payments(s, card)).toEqual([]);
  });

  test('SVE 10.6.2.5.1.4: 「手札の透京・カード1枚を捨てる」 (BP18-119) — one action per 透京 card of the hand (the card itself and other traits excluded); the chosen one goes to the cemetery; none → no action', () => {
    const { s, ids } = scene({ me: 'SD02', hand: ['BP18-119', 'BP18-024', 'BP18-058', 'SD02-007'], oppField: ['SD02-002'], pp: 2 });
    const card = ids.hand![0]!;
    expect(payments(s, card).sort()).toEqual([[ids.hand![1]!], [ids.hand![2]!]].sort());
    const r = must(s, playsOf(s, card).find((x) => (x.additional as string[])[0] === ids.hand![2]!)!).state;
    expect([names(r, 'cemetery', 0).includes('BP18-058'), zoneCards(r, 'hand', 0).includes(ids.hand![1]!)]).toEqual([true, true]);
    expect(payments(scene({ me: 'SD02', hand: ['BP18-119', 'SD02-007'], oppField: ['SD02-002'], pp: 2 }).s, card)).toEqual([]);
  });

  test('SVE 10.6.2.5.1.4: 「手札の学院・カード2枚を公開する」 (DSD01a-014) — one action per pair of 学院 cards (3 cards → 3 pairs); revealed cards stay in the hand; 1 card → no action', () => {
    const { s, ids } = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053', 'BP18-053', 'BP16-048'], pp: 1 });
    const [, x, y, z] = ids.hand!;
    expect(payments(s, ids.hand![0]!).map((w) => w.join()).sort()).toEqual([[x!, y!], [x!, z!], [y!, z!]].map((w) => w.sort().join()).sort());
    const res = must(s, playsOf(s, ids.hand![0]!).find((a) => (a.additional as string[]).includes(z!) && (a.additional as string[]).includes(x!))!);
    expect(res.events.some((e) => e.type === 'revealed')).toBe(true);
    expect([x, y, z].map((c) => zoneCards(res.state, 'hand', 0).includes(c!))).toEqual([true, true, true]);
    const one = scene({ me: 'SD03', hand: ['DSD01a-014', 'BP18-053'], pp: 1 });
    expect(payments(one.s, one.ids.hand![0]!)).toEqual([]);
  });

  test('SVE 10.6.2.5.1.4: 「手札の学院・カード1枚を公開してデッキの下に置く」 (BP17-054) — the revealed card goes to the bottom of the deck; no 学院 card → no action', () => {
    const { s, ids } = scene({ me: 'SD03', hand: ['BP17-054', 'BP18-053'], pp: 1 });
    expect(payments(s, ids.hand![0]!)).toEqual([[ids.hand![1]!]]);
    const r = must(s, playsOf(s, ids.hand![0]!)[0]!).state;
    const deck = names(r, 'deck', 0); // a moved card is a new object (4.1.4.1): read the catalog id
    expect([deck[deck.length - 1], zoneCards(r, 'hand', 0).length]).toEqual(['BP18-053', zoneCards(s, 'hand', 0).length - 2 + 2]); // then 2枚引く
    const none = scene({ me: 'SD03', hand: ['BP17-054', 'SD03-001'], pp: 1 });
    expect(payments(none.s, none.ids.hand![0]!)).toEqual([]);
  });

  // ---- 「自分のターン中、(trigger)」 (SVE 10.7.2: the trigger condition includes the turn; nothing goes on standby in the opponent's turn) ----
  test('SVE 10.7.2: 「自分のターン中、これが能力によるダメージを受けたとき」 (BP05-063) and 「自分のターン中、相手のフォロワーが破壊されたとき」 (BP03-034) — on standby in your turn, not in the opponent\'s turn', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP05-063', 'BP03-034'], oppField: ['SD02-007', 'SD02-007'] });
    const [servant, rat] = ids.field!;
    const env = { controller: 1, source: null, sourceCardId: null, scope: null, event: null };
    const pendingOf = (s: GameState, src: string) => s.pending.filter((p) => p.source === src).length;
    const mine = ctxOf(structuredClone(s0));
    dealDamage(mine, { card: servant! }, 1, env);
    destroy(mine, ids.oppField![0]!, null);
    expect([pendingOf(mine.state, servant!), pendingOf(mine.state, rat!)]).toEqual([1, 1]);
    const opp = nextTurn(s0); // the opponent's turn (turn.active = 1)
    expect(opp.turn.active).toBe(1);
    const theirs = ctxOf(structuredClone(opp));
    dealDamage(theirs, { card: servant! }, 1, env);
    destroy(theirs, ids.oppField![1]!, null);
    expect([pendingOf(theirs.state, servant!), pendingOf(theirs.state, rat!), zoneCards(theirs.state, 'field', 1).includes(ids.oppField![1]!)]).toEqual([0, 0, false]);
  });
});
