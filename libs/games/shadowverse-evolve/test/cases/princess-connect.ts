/**
 * Card cases for Princess Connect! Re:Dive equipment (SVE 14.5.2), Union Burst without cost (14.5.1.4)
 * and advance activation (12.16): every card that equips (and the equipment tokens, through the
 * follower that equips them), アメス, and the advance cards. Registered from card-cases.ts. Each case
 * drives the printed text through the public API and checks the printed numbers.
 */
import { apply, legalActions, type Action, type GameState } from '../../../../engine/src/index.js';
import { evolveCardOf } from '../form-cases.js';
import { arrange, counters, kw, leaderId, must, names, nextTurn, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { attack, choose, done, health, pass, pick, play } from '../drivers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const EQ = 'equipmentArea';
const LEADER = { elf: 'CP04-PR01', royal: 'CP04-PR02', witch: 'CP04-PR03', dragon: 'CP04-PR04', nightmare: 'CP04-PR06', bishop: 'CP04-PR07' } as const;

const field = (s: GameState, p: number, cardId: string) => zoneCards(s, 'field', p).filter((id) => s.cards[id]!.cardId === cardId);
const granted = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'activate' && a.card === card && typeof a.grant === 'string');
const printed = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'activate' && a.card === card && a.grant === undefined);
const linked = (s: GameState, follower: string) => zoneCards(s, EQ, s.cards[follower]!.controller).filter((id) => s.cards[id]!.attachedTo === follower).map((id) => s.cards[id]!.cardId);
const leader = (s: GameState, p: number) => zoneCards(s, 'leader', p)[0]!;

/** A game where player 0 has a Princess Connect title deck (basis declared: 6.2.1.3), at its first main phase. */
function pcGame(leaderId: string, include: string[], evolve: string[] = [], basis: 'title' | 'class' = 'title', seed = 'pcc'): GameState {
  let s = titleGame(titleDeck(leaderId, include, evolve), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  return toMain(s);
}

const setPp = (s: GameState, pp: number, maxPp = Math.max(pp, counters(s, 0).maxPp!)) => Object.assign(s.players[0]!.counters, { pp, maxPp });

/** Plays the pending automatic abilities in the order the list gives (trigger-order choices, SVE 10.5.2). */
function order(s0: GameState, first: (labels: string[]) => number = () => 0): GameState {
  let s = s0;
  while (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![first((s.decision.labels ?? []) as string[])]!);
  return s;
}

/** Whether the card's [進化] is offered with `pp` PP (no EP): the printed [コストN] check. */
function evolveOffered(s0: GameState, card: string, pp: number): boolean {
  const s = structuredClone({ ...s0, catalog: {} }) as GameState;
  s.catalog = s0.catalog;
  Object.assign(s.players[0]!.counters, { pp, ep: 0 });
  return legalActions(s).some((a: Action) => a.type === 'evolve' && a.card === card);
}

export function registerPriconneCases(covers: Covers): void {
  covers(['CP04-001', 'CP04-PR15'], 'CP04-001 コッコロ / CP04-PR15 アメスアミュレット: [UB] Fanfare leader +1 (a PriConne title deck, 14.5.1.2); [進化][コスト1]; Fanfare [コスト2]: equips 『アメスアミュレット』 (14.5.2.2) — the follower then has 「[起動]これを[アクト]：自分の場のフォロワーすべては[攻撃力]+1/[体力]+1する」', () => {
    let s = pcGame(LEADER.elf, ['CP04-001'], ['CP04-002']);
    const r = arrange(s, [['CP04-001', 'hand', 0], ['CP04-001', 'field', 0]]);
    s = r.state;
    setPp(s, 3);
    s = order(play(s, r.ids[0]!)); // the UB Fanfare and the equip Fanfare
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = choose(s, 'pay');
    const kokkoro = zoneCards(s, 'field', 0).find((id) => id !== r.ids[1])!;
    expect([health(s, 0), counters(s, 0).pp, linked(s, kokkoro)]).toEqual([21, 0, ['CP04-PR15']]);
    expect(linked(s, r.ids[1]!)).toEqual([]);
    expect(granted(s, r.ids[1]!)).toEqual([]);
    s = must(s, granted(s, kokkoro)[0]!).state;
    expect([s.cards[kokkoro]!.tapped, stats(s, kokkoro), stats(s, r.ids[1]!)]).toEqual([true, [2, 2], [2, 2]]);
    expect([evolveOffered(s, r.ids[1]!, 1), evolveOffered(s, r.ids[1]!, 0)]).toEqual([true, false]);
    // outside a PriConne title deck the UB Fanfare never triggers (14.5.1.2): only the equip Fanfare asks
    let c = pcGame(LEADER.elf, ['CP04-001'], [], 'class');
    const rc = arrange(c, [['CP04-001', 'hand', 0]]);
    c = rc.state;
    setPp(c, 3);
    c = choose(play(c, rc.ids[0]!), 'skip');
    expect([health(c, 0), names(c, EQ, 0), counters(c, 0).pp]).toEqual([20, [], 2]);
  });

  covers(['CP04-019', 'CP04-PR16'], 'CP04-019 ペコリーヌ / CP04-PR16 プリンセスソード: [進化][コスト1]; 【守護】; Fanfare [コスト2]: equips 『プリンセスソード』 — damage it deals +2, damage it takes −2 (5.14.2): attacking a 4/6 deals 5 and takes 2', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['CP04-019'], oppField: ['SD02-020'], evolve: ['CP04-020'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    s = choose(s, 'pay');
    const peco = field(s, 0, 'CP04-019')[0]!;
    expect([linked(s, peco), counters(s, 0).pp, kw(s, peco, 'sve.ward')]).toEqual([['CP04-PR16'], 0, true]);
    s = nextTurn(nextTurn(s)); // player 0's next turn: it can attack
    const enemy = ids.oppField![0]!;
    s.cards[enemy]!.tapped = true;
    s = pass(attack(s, peco, enemy));
    expect([stats(s, enemy)[1], stats(s, peco)[1]]).toEqual([1, 1]); // 6 − (3 + 2); 3 − (4 − 2)
    expect([evolveOffered(s, peco, 1), evolveOffered(s, peco, 0)]).toEqual([true, false]);
  });

  covers(['CP04-037', 'CP04-PR20'], 'CP04-037 キャル / CP04-PR20 ケイオスグリモワール: [UB] Fanfare 手札のスペル1枚を捨てる：3 damage to an enemy follower, draw 1; [進化][コスト1]; Fanfare [コスト2]: equips 『ケイオスグリモワール』 — 「ターンごとに2回、自分がスペルをプレイしたとき、相手のリーダーすべてに「これの攻撃力の半分（端数切り上げ）」と同じダメージ」 (attack 3 → 2, 5.30.1)', () => {
    let s = pcGame(LEADER.witch, ['CP04-037', 'CP04-053', 'CP04-118'], ['CP04-038']);
    const r = arrange(s, [['CP04-037', 'hand', 0], ['CP04-118', 'hand', 0], ['CP04-053', 'hand', 0], ['CP04-053', 'hand', 0], ['CP04-053', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1]]);
    s = r.state;
    const [kyaru, call, sp1, sp2, sp3, e1, e2] = r.ids as [string, string, string, string, string, string, string];
    setPp(s, 6);
    s = order(play(s, kyaru), (labels) => labels.findIndex((l) => l.endsWith('#0'))); // the UB Fanfare first
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7' });
    const h = zoneCards(s, 'hand', 0).length;
    s = choose(s, 'pay');
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(call)) s = pick(s, call); // the spell to discard
    expectOffered(s, [e1, e2], [kyaru, sp1, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not キャル nor a card of the hand
    s = pick(s, e1);
    expect([stats(s, e1)[1], names(s, 'cemetery', 0).includes('CP04-118'), zoneCards(s, 'hand', 0).length - h]).toEqual([3, true, 0]); // −1 discarded +1 drawn
    s = choose(s, 'pay');
    const me = field(s, 0, 'CP04-037')[0]!;
    expect([linked(s, me), counters(s, 0).pp]).toEqual([['CP04-PR20'], 0]);
    const cast = (t: GameState, spell: string, target: string) => {
      const u = play(t, spell);
      return u.decision?.kind === 'chooseCards' ? pick(u, target) : u; // a single target is chosen by itself
    };
    setPp(s, 6);
    s = cast(s, sp1, e2);
    expect(health(s, 1)).toBe(18);
    s = cast(s, sp2, e2);
    expect(health(s, 1)).toBe(16);
    s = cast(s, sp3, e1); // a third spell this turn: no more (ターンごとに2回)
    expect(health(s, 1)).toBe(16);
    expect([evolveOffered(s, me, 1), evolveOffered(s, me, 0)]).toEqual([true, false]);
  });

  covers(['PCS01-022', 'CP04-055', 'CP04-PR22'], 'PCS01-022 / CP04-055 シェフィ / CP04-PR22 氷竜剣: [UB] Fanfare an enemy follower does not stand in its next start phase; [進化][コスト1]; Fanfare 【覚醒】状態なら equips 『氷竜剣』 — 「これを装備したとき、相手の場のフォロワー1体を選ぶ。それをアクトする。これを装備したフォロワーは[攻撃力]+2/[体力]+2する」', () => {
    for (const id of ['PCS01-022', 'CP04-055']) {
      const runWith = (maxPp: number) => {
        let s = pcGame(LEADER.dragon, [id], [evolveCardOf(id)!]);
        const r = arrange(s, [[id, 'hand', 0], ['SD02-002', 'field', 1], ['SD02-007', 'field', 1]]);
        s = r.state;
        setPp(s, maxPp, maxPp);
        const [shefi, a, b] = r.ids as [string, string, string];
        s = order(play(s, shefi), (labels) => labels.findIndex((l) => l.endsWith('#0'))); // UB first
        // issue #18: both enemy followers offered, not シェフィ itself, no leader (SVE 10.6.2.3)
        expectOffered(s, [a, b], [shefi, leaderId(s, 0), leaderId(s, 1)]);
        s = pick(s, a); // UB: it will not stand
        if (maxPp >= 7) expectOffered(s, [a, b], [shefi, leaderId(s, 0), leaderId(s, 1)]); // 氷竜剣: again both enemy followers
        if (maxPp >= 7) s = pick(s, b); // 氷竜剣: engage b
        const me = field(s, 0, id)[0]!;
        return { noStand: s.cards[a]!.flags.skipStand === true, engaged: s.cards[b]!.tapped, equip: linked(s, me), stats: stats(s, me), evolve: [evolveOffered(s, me, 1), evolveOffered(s, me, 0)] };
      };
      expect(runWith(7)).toEqual({ noStand: true, engaged: true, equip: ['CP04-PR22'], stats: [4, 4], evolve: [true, false] });
      expect(runWith(6)).toEqual({ noStand: true, engaged: false, equip: [], stats: [2, 2], evolve: [true, false] });
    }
  });

  covers(['CP04-073', 'CP04-PR25'], 'CP04-073 イリヤ / CP04-PR25 闇斧ナハトファング: [UB][起動]これを[アクト]墓場のカード5枚を消滅：3 damage to an enemy follower, leader +3; [進化][コスト1]; Fanfare [コスト2]: equips 『闇斧ナハトファング』 — 「これが相手の場のフォロワー1体以上に能力ダメージを与えたとき、相手のリーダーすべてに3ダメージ」', () => {
    let s = pcGame(LEADER.nightmare, ['CP04-073'], ['CP04-074']);
    const r = arrange(s, [['CP04-073', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1]]);
    s = r.state;
    const [illya, enemy, other] = r.ids as [string, string, string];
    setPp(s, 4);
    s = choose(play(s, illya), 'pay');
    const me = field(s, 0, 'CP04-073')[0]!;
    expect(linked(s, me)).toEqual(['CP04-PR25']);
    expect(printed(s, me)).toEqual([]); // 4 cards in the cemetery at most: the 5 to banish are missing
    // five cards into the cemetery (the cost 「墓場のカード5枚を消滅」)
    const cem = zoneCards(s, 'cemetery', 0).length;
    s = arrange(s, zoneCards(s, 'deck', 0).slice(0, 5 - cem).map((id) => [s.cards[id]!.cardId, 'cemetery', 0] as [string, string, number])).state;
    expect(zoneCards(s, 'cemetery', 0).length).toBe(5);
    expect(printed(s, me)).toHaveLength(1);
    s = must(s, printed(s, me)[0]!).state;
    if (s.decision?.kind === 'chooseCards' && s.decision.rule === 'SVE 10.4') s = must(s, legalActions(s)[0]!).state;
    expectOffered(s, [enemy, other], [me, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not イリヤ, no leader
    s = pick(s, enemy);
    expect([s.cards[me]!.tapped, zoneCards(s, 'cemetery', 0).length, names(s, 'banished', 0).length, stats(s, enemy)[1], health(s, 0), health(s, 1)]).toEqual([true, 0, 5, 3, 23, 17]);
    expect([evolveOffered(s, me, 1), evolveOffered(s, me, 0)]).toEqual([true, false]);
  });

  covers(['CP04-091', 'CP04-PR26'], 'CP04-091 サレン / CP04-PR26 グロリアスフェザー: [進化][コスト1]; Fanfare choose 1 (leader health 10 or less: up to 2): 【1】 equips 『グロリアスフェザー』 (「自分のエンドフェイズが来たとき、自分のリーダーは[体力]+3する」, damage it deals +1), 【2】 search サレンディア救護院 followers with original costs adding up to 3 or less, up to 2, onto the field', () => {
    const start = (hp: number) => {
      const s0 = scene({ me: 'SD06', hand: ['CP04-091', 'CP04-105', 'CP04-107'], oppField: ['SD02-020'], evolve: ['CP04-092'], pp: 5 });
      let s = s0.s;
      // the two search candidates back into the deck (スズメ cost 2, クルミ cost 1)
      s = arrange(s, [['CP04-105', 'deck', 0], ['CP04-107', 'deck', 0]]).state;
      s.players[0]!.counters.health = hp;
      return { s, saren: s0.ids.hand![0]!, enemy: s0.ids.oppField![0]! };
    };
    // 【1】 only (health 20): the feather; end phase +3; attack +1 next turn
    let { s, saren, enemy } = start(20);
    s = play(s, saren);
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18' });
    s = choose(s, 0);
    const me = field(s, 0, 'CP04-091')[0]!;
    expect(linked(s, me)).toEqual(['CP04-PR26']);
    expect([evolveOffered(s, me, 1), evolveOffered(s, me, 0)]).toEqual([true, false]);
    s = must(s, { type: 'endMain', player: 0 }).state;
    while (s.decision && s.turn.active === 0) s = s.decision.kind === 'sve.quick' ? pass(s) : must(s, legalActions(s)[0]!).state;
    expect(health(s, 0)).toBe(23);
    s = nextTurn(s);
    s.cards[enemy]!.tapped = true;
    s = pass(attack(s, me, enemy));
    expect(stats(s, enemy)[1]).toBe(2); // 6 − (3 + 1)
    // health 10: up to 2 options — 【1】 and 【2】; the search offers スズメ (2) then only クルミ (1): total 3
    ({ s, saren } = start(10));
    s = play(s, saren);
    s = choose(choose(s, 0), 1);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', rule: 'SVE 5.8', max: 1, min: 0 });
    const cands = (t: GameState) => t.decision!.candidates!.map((id) => t.cards[id]!.cardId).sort();
    expect(cands(s)).toEqual(['CP04-105', 'CP04-107']);
    s = pick(s, s.decision!.candidates!.find((id) => s.cards[id]!.cardId === 'CP04-105')!);
    expect(cands(s)).toEqual(['CP04-107']); // another スズメ would make 4
    s = pick(s, s.decision!.candidates![0]!);
    expect(names(s, 'field', 0).sort()).toEqual(['CP04-091', 'CP04-105', 'CP04-107']);
    expect(linked(s, field(s, 0, 'CP04-091')[0]!)).toEqual(['CP04-PR26']);
  });

  covers(['CP04-021', 'CP04-PR17'], 'CP04-021 クリスティーナ / CP04-PR17 聖域剣アヴァロン: [UB]【攻撃時】手札1枚を捨てる：5 damage to an enemy follower; 【疾走】; Fanfare [コスト2]: equips 『聖域剣アヴァロン』 — 「【攻撃時】これをスタンドする。1枚引く。この能力は1ターンに1回働く」', () => {
    let s = pcGame(LEADER.royal, ['CP04-021']);
    const r = arrange(s, [['CP04-021', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1]]);
    s = r.state;
    const enemy = r.ids[1]!;
    setPp(s, 7);
    s = choose(play(s, r.ids[0]!), 'pay');
    const me = field(s, 0, 'CP04-021')[0]!;
    expect([linked(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([['CP04-PR17'], true, 0]);
    const h = zoneCards(s, 'hand', 0).length;
    s = order(attack(s, me, leader(s, 1))); // Storm: the turn it arrived
    while (s.decision?.kind !== 'sve.quick') {
      if (s.decision?.rule === 'SVE 10.4.7') s = choose(s, 'pay');
      else if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(enemy)) {
        expectOffered(s, [enemy, r.ids[2]!], [me, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not クリスティーナ, no leader
        s = pick(s, enemy);
      } else if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
      else s = order(s);
    }
    s = pass(s);
    expect([s.cards[me]!.tapped, zoneCards(s, 'hand', 0).length - h, stats(s, enemy)[1], health(s, 1)]).toEqual([false, 0, 1, 16]); // stood; −1 discarded +1 drawn; 6 − 5; 20 − 4
    const r2 = must(s, { type: 'attack', player: 0, attacker: me, target: leader(s, 1) });
    expect(r2.events.filter((e) => e.type === 'triggered').length).toBe(1); // the UB again; Avalon already used this turn
    s = r2.state;
    if (s.decision?.rule === 'SVE 10.4.7') s = choose(s, 'skip');
    s = pass(s);
    expect([s.cards[me]!.tapped, health(s, 1)]).toEqual([true, 12]);
  });

  covers(['CP04-022', 'CP04-PR18'], 'CP04-022 ラビリスタ / CP04-PR18 クイーンズコンソール: [UB][起動]これを[アクト]：this +1 attack; end phase: original-cost-1 followers with 10+ total attack → 2 damage to every enemy follower; Fanfare with 4+ followers of yours equips 『クイーンズコンソール』 — 「[UB][起動][コスト1]これを[アクト]：自分の場の元のコスト1のフォロワーすべては[攻撃力]+1する」', () => {
    const start = (others: number) => {
      let s = pcGame(LEADER.royal, ['CP04-022', 'CP04-031']);
      const moves: Array<[string, string, number]> = [['CP04-022', 'hand', 0], ['CP04-022', 'field', 0], ['CP04-022', 'field', 0], ['CP04-031', 'field', 0], ['SD02-020', 'field', 1], ['SD02-007', 'field', 1]];
      const r = arrange(s, moves.filter((m, i) => i === 0 || i >= 4 || i <= others));
      s = r.state;
      setPp(s, 3);
      return { s: play(s, r.ids[0]!), ids: r.ids };
    };
    const few = start(2); // 3 followers with it: no equipment; attack total 2 + 2 + 2 < 10: the end phase does nothing
    expect(names(few.s, EQ, 0)).toEqual([]);
    const quiet = order(must(few.s, { type: 'endMain', player: 0 }).state);
    expect(zoneCards(quiet, 'field', 1).map((id) => stats(quiet, id)[1])).toEqual([6, 2]);
    let { s, ids } = start(3); // 4 followers: ラビリスタ ×3 (2/2) and タマキ (1/1)
    const me = field(s, 0, 'CP04-022').find((id) => !ids.includes(id))!;
    expect(linked(s, me)).toEqual(['CP04-PR18']);
    const [, l2, l3, tamaki] = ids as [string, string, string, string];
    s = must(s, granted(s, me)[0]!).state; // [コスト1], engage: cost-1 followers +1 attack
    expect([counters(s, 0).pp, s.cards[me]!.tapped, stats(s, l2)[0], stats(s, tamaki)[0], stats(s, me)[0]]).toEqual([1, true, 3, 2, 3]);
    expect(printed(s, me)).toEqual([]); // engaged: its own UB cannot be played either
    s = must(s, printed(s, l2)[0]!).state; // 「これは[攻撃力]+1する」
    s = must(s, printed(s, l3)[0]!).state;
    expect([stats(s, l2)[0], stats(s, l3)[0]]).toEqual([4, 4]); // total 3 + 4 + 4 + 2 = 13 ≥ 10
    const end = must(s, { type: 'endMain', player: 0 });
    expect(end.events.filter((e) => e.type === 'triggered' && e.cardId === 'CP04-022')).toHaveLength(3); // one per ラビリスタ
    s = order(end.state);
    expect(names(s, 'field', 1)).toEqual([]); // 3 × 2 damage: 天剣の乙女 (6) and ニンジャエッグ (2) destroyed
  });

  covers(['CP04-040', 'CP04-PR21'], 'CP04-040 ネネカ / CP04-PR21 ワンドオブミラージュ: [UB] Fanfare 『ミラーイメージ・ネネカ』 onto the field if none; Fanfare [コスト2]: equips 『ワンドオブミラージュ』 — this and 『ミラーイメージ・ネネカ』 deal +1 ability damage; [起動]これを[アクト]：1 damage to an enemy follower', () => {
    let s = pcGame(LEADER.witch, ['CP04-040']);
    const r = arrange(s, [['CP04-040', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1]]);
    s = r.state;
    const enemy = r.ids[1]!;
    setPp(s, 4);
    s = order(play(s, r.ids[0]!), (labels) => labels.findIndex((l) => l.endsWith('#0'))); // UB first
    if (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand'); // the mirror image has 【守護】
    s = choose(s, 'pay');
    const me = field(s, 0, 'CP04-040')[0]!;
    const mirror = field(s, 0, 'CP04-PR19')[0]!;
    expect([linked(s, me), names(s, 'field', 0).sort()]).toEqual([['CP04-PR21'], ['CP04-040', 'CP04-PR19']]);
    s = must(s, printed(s, me)[0]!).state;
    expectOffered(s, [enemy, r.ids[2]!], [me, mirror, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not yours, no leader
    s = pick(s, enemy);
    expect(stats(s, enemy)[1]).toBe(4); // 1 + 1
    s = must(s, printed(s, mirror)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    expect(stats(s, enemy)[1]).toBe(2); // the mirror image: 1 + 1
    // a second ネネカ with a mirror image on the field: its UB makes none
    const second = arrange(s, [['CP04-040', 'hand', 0]]);
    s = second.state;
    setPp(s, 2);
    s = order(play(s, second.ids[0]!), (labels) => labels.findIndex((l) => l.endsWith('#0')));
    expect(s.decision?.kind).toBe('sve.main'); // 0 PP left: the [コスト2] equip is not even asked (10.4.2.2)
    expect(field(s, 0, 'CP04-PR19')).toHaveLength(1);
  });

  covers(['CP04-058', 'PR-503', 'CP04-PR23'], 'CP04-058 / PR-503 ムイミ / CP04-PR23 絆の証: [UB] Fanfare draw 1, discard 1; 【覚醒】状態なら equips 『絆の証』 (【疾走】 and 「【攻撃時】相手の場のフォロワー2体まで選ぶ。それに3ダメージ」); PP max 10: this +3 attack (9: not); the discard offers your hand', () => {
    for (const id of ['CP04-058', 'PR-503']) {
      const runWith = (maxPp: number) => {
        let s = pcGame(LEADER.dragon, [id]);
        const r = arrange(s, [[id, 'hand', 0], ['SD02-002', 'field', 1], ['SD02-007', 'field', 1], ['SD02-019', 'field', 1]]);
        s = r.state;
        setPp(s, maxPp, maxPp);
        const h = zoneCards(s, 'hand', 0).length;
        s = play(s, r.ids[0]!);
        expect([...s.decision!.candidates!].sort()).toEqual([...zoneCards(s, 'hand', 0)].sort()); // issue #18: 「自分の手札1枚を捨てる」: any card of your hand, nothing else
        s = pick(s, s.decision!.candidates![0]!); // discard 1 after drawing 1
        const me = field(s, 0, id)[0]!;
        const out = { hand: zoneCards(s, 'hand', 0).length - h, equip: linked(s, me), stats: stats(s, me), storm: kw(s, me, 'sve.storm'), hit: [] as Array<number | null> };
        if (out.storm) {
          s = attack(s, me, leader(s, 1));
          // issue #18: 「相手の場のフォロワー2体まで」: the three enemy followers offered (not ムイミ, no leader); a 3rd pick refused, 0 accepted
          expectOffered(s, [r.ids[1]!, r.ids[2]!, r.ids[3]!], [me, leaderId(s, 0), leaderId(s, 1)]);
          expectUpTo(s, 2, { upTo: true });
          s = pick(pick(s, r.ids[1]!), r.ids[2]!);
          s = pass(s);
          out.hit = [stats(s, r.ids[1]!)[1] ?? null, field(s, 1, 'SD02-007').length];
        }
        return out;
      };
      expect(runWith(10)).toEqual({ hand: -1, equip: ['CP04-PR23'], stats: [5, 3], storm: true, hit: [null, 0] }); // 3/3 and 2/2 destroyed by 3 each
      expect(runWith(9)).toEqual({ hand: -1, equip: ['CP04-PR23'], stats: [2, 3], storm: true, hit: [null, 0] }); // issue #18: PP max 9 (one below 10): no +3
      expect(runWith(7)).toEqual({ hand: -1, equip: ['CP04-PR23'], stats: [2, 3], storm: true, hit: [null, 0] });
      expect(runWith(6)).toEqual({ hand: -1, equip: [], stats: [2, 3], storm: false, hit: [] });
    }
  });

  covers(['CP04-114'], 'CP04-114 アメス: [UB]【進化時】 choose 1: 【1】 another follower of yours gets 【守護】; 【2】 a PriConne follower of yours not named アメス — if your UB abilities were activated twice or more this turn (this one excluded, 14.5.1.3), one of its UB abilities is played without its cost (14.5.1.4)', () => {
    const start = () => {
      let s = pcGame(LEADER.nightmare, ['CP04-073', 'CP04-113'], ['CP04-114']);
      const r = arrange(s, [['CP04-113', 'field', 0], ['CP04-073', 'field', 0], ['SD02-020', 'field', 1], ['CP04-073', 'field', 0]]);
      s = r.state;
      setPp(s, 5);
      return { s, ids: r.ids as [string, string, string, string] };
    };
    const evolveAmes = (s: GameState, ames: string) => must(s, legalActions(s).find((a) => a.type === 'evolve' && a.card === ames && a.ep === false)!).state;
    let { s, ids } = start();
    s = choose(evolveAmes(s, ids[0]), 0); // 【1】
    expectOffered(s, [ids[1], ids[3]], [ids[0], ids[2], leaderId(s, 0), leaderId(s, 1)]); // issue #18: 「自分の場の他のフォロワー」: your two other followers, not アメス, no enemy follower, no leader
    s = pick(s, ids[1]);
    expect([kw(s, ids[1], 'sve.ward'), kw(s, ids[0], 'sve.ward')]).toEqual([true, false]);
    ({ s, ids } = start());
    Object.assign(s.players[0]!.flags, { ubCount: 2, ubTurn: s.turn.number });
    s = choose(evolveAmes(s, ids[0]), 1); // 【2】
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids[1]);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids[2]);
    expect([s.cards[ids[1]]!.tapped, stats(s, ids[2])[1], health(s, 0)]).toEqual([false, 3, 23]); // イリヤ's UB without cost
  });

  covers(['BP14-018'], 'BP14-018 華の大将・タケツミ: [アドバンス起動][コスト4]これを消滅 (12.16.3: 1 PP may be 1 EP; evolve-equivalent): 『楽園の開闢・タケツミ』 from the evolve deck onto the field, usable with 5+ 宴楽 cards or 10+ [ロイヤル] cards in the cemetery; Fanfare draw 1, discard 1, 『輝く金貨』 into the EX area', () => {
    const start = (cemetery: string[]) => scene({ me: 'SD02', hand: ['BP14-018'], field: ['BP14-018'], evolve: ['BP14-019'], cemetery, pp: 4 });
    const enraku = ['BP16-004', 'BP16-022', 'BP16-040', 'BP14-001', 'BP14-008'];
    expect(legalActions(start(enraku.slice(0, 4)).s).some((a) => a.type === 'activate' && a.card === start(enraku.slice(0, 4)).ids.field![0])).toBe(false);
    const royal = ['SD02-007', 'SD02-007', 'SD02-007', 'SD02-012', 'SD02-012', 'SD02-012', 'SD02-002', 'SD02-002', 'SD02-002', 'SD02-008'];
    const tenRoyal = start(royal); // 「…か自分の墓場の[ロイヤル]カードが10枚以上なら」
    expect(legalActions(tenRoyal.s).some((a) => a.type === 'activate' && a.card === tenRoyal.ids.field![0])).toBe(true);
    const nineRoyal = start(royal.slice(0, 9));
    expect(legalActions(nineRoyal.s).some((a) => a.type === 'activate' && a.card === nineRoyal.ids.field![0])).toBe(false);
    let { s, ids } = start(enraku);
    s = must(s, legalActions(s).find((a) => a.type === 'activate' && a.card === ids.field![0])!).state;
    s = pick(s, s.decision!.candidates![0]!);
    while (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand'); // its Fanfare's 『旅籠煤』 have 【守護】
    expect([names(s, 'field', 0).sort(), names(s, 'banished', 0), counters(s, 0).pp]).toEqual([['BP14-019', 'BP14-P29', 'BP14-P29'], ['BP14-018'], 0]);
    // the Fanfare
    ({ s, ids } = start([]));
    setPp(s, 2);
    const h = zoneCards(s, 'hand', 0).length;
    s = play(s, ids.hand![0]!);
    s = pick(s, s.decision!.candidates![0]!);
    expect([zoneCards(s, 'hand', 0).length - h, names(s, 'exArea', 0)]).toEqual([-1, ['BP14-T02']]);
  });

  covers(['BP14-070'], 'BP14-070 憧れの飛躍・イツルギ: [アドバンス起動][コスト4]これを消滅: 『楽園の終焉・イツルギ』 from the evolve deck, usable with 5+ 宴楽 cards or 10+ [ナイトメア] cards in the cemetery (12.16.3); Fanfare 『幼狼奮闘』 into the EX area', () => {
    const nightmare = ['SD05-007', 'SD05-007', 'SD05-007', 'SD05-008', 'SD05-008', 'SD05-008', 'SD05-010', 'SD05-010', 'SD05-010', 'SD05-012'];
    const start = (cemetery: string[]) => scene({ me: 'SD05', hand: ['BP14-070'], field: ['BP14-070'], evolve: ['BP14-071'], cemetery, pp: 4 });
    const nine = start(nightmare.slice(0, 9));
    expect(legalActions(nine.s).some((a) => a.type === 'activate' && a.card === nine.ids.field![0])).toBe(false);
    let { s, ids } = start(nightmare);
    s = must(s, legalActions(s).find((a) => a.type === 'activate' && a.card === ids.field![0])!).state;
    s = pick(s, s.decision!.candidates![0]!);
    expect([names(s, 'field', 0).includes('BP14-071'), names(s, 'banished', 0), counters(s, 0).pp]).toEqual([true, ['BP14-070'], 0]);
    ({ s, ids } = start([]));
    setPp(s, 2);
    s = play(s, ids.hand![0]!);
    expect(names(s, 'exArea', 0)).toEqual(['BP14-P32']);
  });

  covers(['BP17-091'], 'BP17-091 贖罪の司祭・イリス: [アドバンス起動][コスト3]これを墓場に置く: 『レリックゴッデス』 from the evolve deck, usable with 4+ amulets of yours (12.16.3); Fanfare: for every 2 amulets of yours, up to 1 enemy follower is banished', () => {
    const start = (amulets: string[], onField = true) => scene({ me: 'SD06', hand: ['BP17-091'], field: [...(onField ? ['BP17-091'] : []), ...amulets], evolve: ['BP17-092'], oppField: ['SD02-002', 'SD02-007', 'SD02-020'], pp: 5 });
    const three = start(['SD06-002', 'SD06-006', 'SD06-015']);
    expect(legalActions(three.s).some((a) => a.type === 'activate' && a.card === three.ids.field![0] && (three.s.catalog['BP17-091']!.abilities[a.ability as number]!.cost as Array<{ type: string }>)[0]!.type === 'sve.advance')).toBe(false);
    let { s, ids } = start(['SD06-002', 'SD06-006', 'SD06-015', 'SD06-016']);
    const adv = legalActions(s).find((a) => a.type === 'activate' && a.card === ids.field![0])!;
    s = must(s, adv).state;
    s = pick(s, s.decision!.candidates![0]!);
    expect([names(s, 'field', 0).includes('BP17-092'), names(s, 'cemetery', 0).includes('BP17-091'), counters(s, 0).pp]).toEqual([true, true, 2]);
    // the Fanfare with 4 amulets: up to 2 enemy followers banished; with 3: up to 1
    ({ s, ids } = start(['SD06-002', 'SD06-006', 'SD06-015', 'SD06-016'], false));
    s = play(s, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2, min: 0 });
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![2]!);
    expect(names(s, 'banished', 1).sort()).toEqual(['SD02-002', 'SD02-020']);
    let t = start(['SD06-002', 'SD06-006', 'SD06-015'], false);
    s = play(t.s, t.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 1, min: 0 });
    s = done(s);
    expect(names(s, 'banished', 1)).toEqual([]);
    t = start([], false);
    s = play(t.s, t.ids.hand![0]!);
    expect(s.decision?.kind).toBe('sve.main'); // none: nothing to choose
  });

  // PCS01-019 ミソギ＆ミミ＆キョウカ prints the same text, but no card of the catalog evolves into it (coverage/unreachable.generated.ts)
  covers(['CP04-046'], 'CP04-046 キョウカ (evolved キョウカ, 3/3): [UB]【進化時】 an enemy follower takes 2 damage; if you played a spell this turn (1 played: yes; none: no), its leader takes 2 too; only the enemy followers are offered; CP04-045\'s [進化][コスト1] refused at 0 PP; no UB outside a PriConne title deck (14.5.1.2)', () => {
    for (const evo of ['CP04-046']) {
      const runWith = (spell: boolean, basis: 'title' | 'class' = 'title') => {
        let s = pcGame(LEADER.witch, ['CP04-045', 'CP04-053'], [evo], basis);
        const r = arrange(s, [['CP04-045', 'field', 0], ['CP04-053', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-020', 'field', 1], ['CP04-045', 'field', 0]]);
        s = r.state;
        const [kyouka, chel, e1, e2, mine] = r.ids as [string, string, string, string, string];
        setPp(s, 3);
        if (spell) {
          s = play(s, chel); // ちぇるちぇる☆かあにばる: 3 damage to e2
          if (s.decision?.kind === 'chooseCards') s = pick(s, e2);
        }
        const offered = [evolveOffered(s, kyouka, 1), evolveOffered(s, kyouka, 0)];
        s = must(s, legalActions(s).find((a) => a.type === 'evolve' && a.card === kyouka && a.ep === false)!).state;
        const candidates = s.decision?.kind === 'chooseCards' ? [...s.decision.candidates!].sort() : null;
        if (candidates) s = pick(s, e1);
        const me = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === evo)!;
        return { candidates, enemy: stats(s, e1)[1], leader: health(s, 1), mine: stats(s, mine)[1], evolved: stats(s, me), pp: counters(s, 0).pp, offered, want: [e1, e2].sort() };
      };
      const yes = runWith(true);
      expect(yes).toEqual({ candidates: yes.want, enemy: 4, leader: 18, mine: yes.mine, evolved: [3, 3], pp: 0, offered: [true, false], want: yes.want });
      const no = runWith(false);
      expect(no).toEqual({ candidates: no.want, enemy: 4, leader: 20, mine: no.mine, evolved: [3, 3], pp: 2, offered: [true, false], want: no.want });
      const classDeck = runWith(true, 'class'); // UB never triggers outside the title deck
      expect([classDeck.candidates, classDeck.enemy, classDeck.leader]).toEqual([null, 6, 20]);
    }
  });

  covers(['CP04-045', 'PCS01-018'], 'CP04-045 / PCS01-018 キョウカ (cost 2, 2/2): [進化][コスト1]; Fanfare: a PriConne spell of your cemetery (only those offered: not a PriConne follower, not a spell of another title, not the opponent\'s) goes into your EX area with 「自分のエンドフェイズが来たとき、自分のEXエリアのこれを墓場に置く」 (it works there, 10.3.4): back in the cemetery at your end phase; with no PriConne spell there nothing happens; 1 PP short refused', () => {
    for (const id of ['CP04-045', 'PCS01-018']) {
      const start = (cemetery: Array<[string, number]>) => {
        let s = pcGame(LEADER.witch, [id, 'CP04-053', 'CP04-118', 'SD03-005'], ['CP04-046']);
        const r = arrange(s, [[id, 'hand', 0], ...cemetery.map(([c, p]) => [c, 'cemetery', p] as [string, string, number])]);
        s = r.state;
        setPp(s, 2);
        return { s, hand: r.ids[0]!, dead: r.ids.slice(1) };
      };
      // the printed cost: 2 PP plays it, 1 PP does not
      const short = start([]);
      setPp(short.s, 1);
      expect(legalActions(short.s).some((a) => a.type === 'play' && a.card === short.hand)).toBe(false);
      let { s, hand, dead } = start([['CP04-053', 0], ['CP04-118', 0], [id, 0], ['SD03-005', 0], ['SD02-005', 1]]);
      expect(legalActions(s).some((a) => a.type === 'play' && a.card === hand)).toBe(true);
      s = play(s, hand);
      const me = field(s, 0, id)[0]!;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([[2, 2], 0]);
      expect(s.decision).toMatchObject({ kind: 'chooseCards' });
      expect([...s.decision!.candidates!].sort()).toEqual([dead[0]!, dead[1]!].sort()); // the two PriConne spells only
      s = pick(s, dead[0]!);
      expect([names(s, 'exArea', 0), names(s, 'cemetery', 0).sort()]).toEqual([['CP04-053'], ['CP04-118', 'SD03-005', id].sort()]);
      s = nextTurn(s); // player 0's end phase: it returns to the cemetery; the opponent's turn now
      expect([names(s, 'exArea', 0), names(s, 'cemetery', 0).includes('CP04-053'), s.turn.active]).toEqual([[], true, 1]);
      // no PriConne spell in the cemetery (a follower and another title's spell only): nothing to choose, nothing moves
      ({ s, hand } = start([[id, 0], ['SD03-005', 0]]));
      s = play(s, hand);
      expect([s.decision?.kind, names(s, 'exArea', 0)]).toEqual(['sve.main', []]);
    }
  });

  // PCS01-014 プリンセスストライク: played by CP04-036's case (cases/play-engage-options.ts, the same printed text)

  covers(['CP04-SP06a'], 'CP04-SP06a ユニ＆クロエ＆チエル (cost 5, 4/4): [UB] Fanfare: up to 2 なかよし部 cards of original cost 2 or less from your deck (only those offered: not itself, cost 5), named differently, into your EX area, costing 2 less this turn (クロエ, cost 2, played at 0 PP); when another follower\'s [UB] ability of yours resolves, your next PriConne spell this turn costs 2 less (ちぇるちぇる☆かあにばる, cost 2: refused at 0 PP before, played at 0 PP after); 4 PP: refused', () => {
    let s = pcGame(LEADER.witch, ['CP04-SP06a', 'CP04-047', 'CP04-048', 'CP04-053']);
    const r = arrange(s, [['CP04-SP06a', 'hand', 0], ['CP04-053', 'hand', 0], ['SD02-020', 'field', 1]]);
    s = r.state;
    const [uni, chel] = r.ids as [string, string];
    setPp(s, 4);
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === uni)).toBe(false);
    setPp(s, 5);
    s = order(play(s, uni));
    const nameOf = (x: GameState, id: string) => (x.catalog[x.cards[id]!.cardId] as { name?: string }).name;
    const offered: string[][] = [];
    for (const want of ['クロエ', 'チエル']) {
      expect(s.decision?.kind).toBe('chooseCards');
      const names0 = [...new Set(s.decision!.candidates!.map((id) => nameOf(s, id)!))].sort();
      offered.push(names0);
      s = pick(s, s.decision!.candidates!.find((id) => nameOf(s, id) === want)!);
    }
    if (s.decision?.kind === 'chooseCards') s = done(s);
    s = order(s);
    // the first choice: every なかよし部 card of cost 2 or less of the deck (not ユニ＆クロエ＆チエル, cost 5); the second: not クロエ again
    expect(offered[0]).toEqual(['クロエ', 'チエル', 'ちぇるちぇる☆かあにばる', '真理と実存の共同幻想'].sort());
    expect(offered[1]).toEqual(['チエル', 'ちぇるちぇる☆かあにばる', '真理と実存の共同幻想'].sort());
    expect(names(s, 'deck', 0).filter((c) => c === 'CP04-SP06a').length).toBe(2); // in the deck, not offered
    expect([zoneCards(s, 'exArea', 0).map((id) => nameOf(s, id)!).sort(), counters(s, 0).pp, stats(s, field(s, 0, 'CP04-SP06a')[0]!)]).toEqual([['クロエ', 'チエル'].sort(), 0, [4, 4]]);
    // ちぇるちぇる (cost 2) at 0 PP: refused before another follower's UB resolves
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === chel)).toBe(false);
    const chloe = zoneCards(s, 'exArea', 0).find((id) => nameOf(s, id) === 'クロエ')!;
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === chloe)).toBe(true); // cost 2 − 2 = 0
    s = order(play(s, chloe)); // クロエ's UB Fanfare: damage to the enemy follower
    while (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = order(s);
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === chel)).toBe(true); // the next PriConne spell: 2 − 2 = 0
  });

  covers(['CP04-115', 'CP04-P87'], 'CP04-115 クローチェ (cost 1, 2/2; 0 PP: cannot play): [UB] Fanfare battery counters = your PP max (6 → 6, 7 → 7) but never more than 7 (「7個まで置ける」 SVE 1.3.5.1: PP max 8 → 7); [起動][コストX] engage, remove X counters: one action per X, 0..min(PP, counters) (SVE 5.2.1.2); a 〈ジオ・テオゴニア〉 follower of original cost X or less, not 『クローチェ』, from your deck to your field (X = 2: the cost-2 ones; X = 1: none)', () => {
    const base = () => {
      const s = pcGame(LEADER.dragon, ['CP04-115', 'CP04-065', 'CP04-066', 'CP04-112', 'PCS01-026']);
      return s;
    };
    // printed cost 1: 0 PP refuses the play, 1 PP allows it
    {
      const r = arrange(base(), [['CP04-115', 'hand', 0]]);
      setPp(r.state, 0, 8);
      expect(legalActions(r.state).some((a) => a.type === 'play' && a.card === r.ids[0])).toBe(false);
      setPp(r.state, 1, 8);
      expect(legalActions(r.state).some((a) => a.type === 'play' && a.card === r.ids[0])).toBe(true);
    }
    // UB Fanfare: X = PP max, capped at 7 counters
    const battery = (maxPp: number) => {
      const r = arrange(base(), [['CP04-115', 'hand', 0]]);
      setPp(r.state, 1, maxPp);
      const s = order(play(r.state, r.ids[0]!));
      const croce = field(s, 0, 'CP04-115')[0]!;
      expect([stats(s, croce), counters(s, 0).pp]).toEqual([[2, 2], 0]);
      return s.cards[croce]!.counters['バッテリー'] ?? 0;
    };
    expect([battery(6), battery(7), battery(8), battery(10)]).toEqual([6, 7, 7, 7]);

    // [起動][コストX]: Croce on the field with `n` battery counters and `pp` PP
    const board = (n: number, pp: number) => {
      const r = arrange(base(), [['CP04-115', 'field', 0]]);
      const s = r.state;
      if (n > 0) s.cards[r.ids[0]!]!.counters['バッテリー'] = n;
      setPp(s, pp, 10);
      return { s, croce: r.ids[0]! };
    };
    const label = (s: GameState, a: Action) => (s.catalog['CP04-115'] as unknown as { abilities: Array<{ label?: string }> }).abilities[a.ability as number]!.label;
    const offeredX = (s: GameState, croce: string) => printed(s, croce).map((a) => label(s, a)).sort();
    const xs = (n: number) => Array.from({ length: n + 1 }, (_, k) => `X=${k}`).sort();
    {
      const { s, croce } = board(5, 3);
      expect(offeredX(s, croce)).toEqual(xs(3)); // PP 3 bounds X (counters 5)
      const b = board(2, 5);
      expect(offeredX(b.s, b.croce)).toEqual(xs(2)); // 2 counters bound X (PP 5)
      expect(offeredX(board(7, 10).s, board(7, 10).croce)).toEqual(xs(7)); // 7 at most
      // a cost one short: X = 3 with 2 PP, or with 2 counters, is refused
      const x3 = printed(s, croce).find((a) => label(s, a) === 'X=3')!;
      const shortPp = board(5, 2);
      expect(() => apply(shortPp.s, { ...x3, card: shortPp.croce })).toThrow();
      const shortCounters = board(2, 5);
      expect(() => apply(shortCounters.s, { ...x3, card: shortCounters.croce })).toThrow();
      const tapped = board(5, 5);
      tapped.s.cards[tapped.croce]!.tapped = true;
      expect(printed(tapped.s, tapped.croce)).toEqual([]); // [アクト] cost: an engaged Croce offers nothing
    }
    // X = 2: the deck's cost-2 〈ジオ・テオゴニア〉 followers (リンド, ヴルム) are offered; not ライラエル (7), not another クローチェ (1, same name), not イノリ (cost 2, another trait)
    {
      const { s: s0, croce } = board(5, 4);
      const deck = (s: GameState, ids: string[]) => zoneCards(s, 'deck', 0).filter((id) => ids.includes(s.cards[id]!.cardId));
      const x2 = printed(s0, croce).find((a) => label(s0, a) === 'X=2')!;
      let s = must(s0, x2).state;
      const offered = deck(s, ['CP04-065', 'CP04-066']);
      const notOffered = deck(s, ['CP04-112', 'CP04-115', 'PCS01-026']);
      expect([offered.length > 0, deck(s, ['CP04-112']).length > 0, deck(s, ['CP04-115']).length > 0, deck(s, ['PCS01-026']).length > 0]).toEqual([true, true, true, true]);
      expectOffered(s, offered, notOffered);
      const lind = deck(s, ['CP04-065'])[0]!;
      s = order(chooseTargets(s, [lind]));
      expect([field(s, 0, 'CP04-065').length, s.cards[croce]!.tapped, s.cards[croce]!.counters['バッテリー'], counters(s, 0).pp]).toEqual([1, true, 3, 2]);
    }
    // X = 1: no 〈ジオ・テオゴニア〉 follower of cost 1 or less but クローチェ itself: nothing comes out; the cost is paid
    {
      const { s: s0, croce } = board(5, 4);
      const before = zoneCards(s0, 'field', 0).length;
      const x1 = printed(s0, croce).find((a) => label(s0, a) === 'X=1')!;
      let s = must(s0, x1).state;
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toEqual([]);
        s = order(chooseTargets(s, []));
      }
      expect([zoneCards(s, 'field', 0).length, s.cards[croce]!.tapped, s.cards[croce]!.counters['バッテリー'], counters(s, 0).pp]).toEqual([before, true, 4, 3]);
    }
  });
}
