/**
 * Card cases: Effect clauses of grammar/effects/summon.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions, moveCards } from '../../../../../engine/src/index.js';
import { arrange, BY_ID, counters, ctxOf, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../../engine-helpers.js';
import { abilitiesFor } from '../../../src/index.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pick, play, target, toDeckTop } from '../../drivers.js';
import { act, activateFirst, canEvolve, canPlay, type Covers, declineOptional, evolveInto, evolveTargets, fieldNames, firstOnField, named, namesOf, onField, PC_LEADER, pcTitleGame, pickOnly, playable, playIt, playNow, plays, quiet, raisePp, resolveTriggersAndWard, sc, setHealth, setPp, settle, settleChoices, settleInOrder, settleOrder, sorted, stand, toBanished, withPp } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

/** Moves player 0's whole hand to the bottom of the deck (a state edit: the arranged cards then are the whole hand). */
const emptyHand = (s: GameState) => {
  for (const h of [...zoneCards(s, 'hand', 0)]) { s.cards[h]!.zone = '0:deck'; s.zones['0:deck']!.cards.push(h); }
  s.zones['0:hand']!.cards = [];
};

const SATAN = '[ファンファーレ]自分のリーダーに6ダメージ。『沈黙の魔将』『サタンズサーヴァント』『辺獄の悪鬼』『アスタロトの宣告』1枚ずつEXエリアに置く。';

/** Answers the decisions of a resolution: a card choice picks `target` (else the first candidate), 10.4.7 pays or skips, 10.5.2/12.8.2 as `settle`. */
const driveResolution = (s0: GameState, payIt: boolean, target?: string): GameState => {
  let s = s0;
  for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d = s.decision;
    if (d.rule === 'SVE 10.4.7') s = choose(s, payIt ? 'pay' : 'skip');
    else if (d.kind === 'chooseCards') s = pick(s, target && d.candidates!.includes(target) ? target : d.candidates![0]!);
    else if (d.kind === 'chooseOption' && (d.rule === 'SVE 10.5.2' || d.rule === 'SVE 12.8.2')) s = settleChoices(s);
    else break;
  }
  return s;
};

/** A permanent attack change on a card (a state edit standing for some other card's effect). */
function addAttack(s: GameState, id: string, value: number): void {
  s.effects.push({ id: `atk-${id}`, source: null, sourceCardId: null, controller: 1, targets: [id], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value }, duration: 'permanent', timestamp: 1 });
}

export function registerSummonCases(covers: Covers): void {
  covers(['BP18-042'], 'BP18-042 呪いの言霊・ジンジャー (cost 10): costs X less, X = the cards in your banish zone (3: 7 PP plays it, 6 does not); Fanfare puts 『ジンジャーの言霊』 into the EX area', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP18-042'], evolve: ['BP18-T04'], pp: 7 });
    const ginger = ids.hand![0]!;
    for (const b of zoneCards(s0, 'deck', 0).slice(0, 3)) { // 3 cards into the banish zone (a state edit)
      s0.zones['0:deck']!.cards = s0.zones['0:deck']!.cards.filter((x) => x !== b);
      s0.cards[b]!.zone = '0:banished';
      s0.zones['0:banished']!.cards.push(b);
    }
    const six = structuredClone({ ...s0, catalog: {} }) as GameState;
    six.catalog = s0.catalog;
    six.players[0]!.counters.pp = 6;
    expect([canPlay(six, ginger), canPlay(s0, ginger)]).toEqual([false, true]);
    const s = play(s0, ginger);
    const f = zoneCards(s, 'field', 0)[0]!;
    expect([names(s, 'exArea', 0), counters(s, 0).pp, stats(s, f)]).toEqual([['BP18-T04'], 0, [3, 3]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', field: ['SD02-019'], evolve: ['BP18-T04'], tokens: [['BP18-T04', 'exArea', 0]], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = play(dz.s, dz.ids.tokens![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP01-115'], 'BP01-115 死の祝福: a cost-8-or-less follower from your cemetery onto the field, with 【守護】 (cost 9: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP01-115'], cemetery: ['SD04-001', 'BP18-064'], pp: 6 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]);
      s = pick(s, ids.cemetery![0]!);
    }
    const raised = onField(s, 0, 'SD04-001')[0]!;
    expect(raised).toBeDefined();
    expect(kw(s, raised, 'sve.ward')).toBe(true);
    expect(names(s, 'cemetery', 0)).toContain('BP18-064');
  });

  covers(['BP08-023'], 'BP08-023 紫電の黒豹: 【突進】; Fanfare an original-cost-2-or-less [ロイヤル] follower from your cemetery onto the field with +1 attack (cost 3: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP08-023'], cemetery: ['SD02-002', 'SD02-003'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]);
      s = pick(s, ids.cemetery![0]!);
    }
    const raised = onField(s, 0, 'SD02-002')[0]!;
    expect(stats(s, raised)).toEqual([4, 3]);
    expect(names(s, 'cemetery', 0)).toEqual(['SD02-003']);
    expect(kw(s, onField(s, 0, 'BP08-023')[0]!, 'sve.rush')).toBe(true);
  });

  covers(['BP09-094'], 'BP09-094 宝石の巫女: 【進化時】 an original-cost-2-or-less amulet from your hand onto the field (may); once per turn, an amulet entering your field: your leader +1', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-093'], evolve: ['BP09-094'], hand: ['SD06-015', 'SD06-016'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-094');
    if (s.decision?.kind === 'chooseOption') s = choose(s, true);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.hand![0]!);
    expect(names(s, 'field', 0)).toContain('SD06-015');
    expect(health(s, 0)).toBe(21);
    s = play(s, ids.hand![1]!);
    expect(names(s, 'field', 0)).toContain('SD06-016');
    expect(health(s, 0)).toBe(21); // once per turn
  });

  covers(['CP02-088'], 'CP02-088 佐藤心: 【進化時】 an original-cost-8-or-less follower from your cemetery onto the field (cost 9: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['CP02-087'], evolve: ['CP02-088'], cemetery: ['SD04-001', 'BP18-064'], pp: 6 });
    let s = evolveInto(s0, ids.field![0]!, 'CP02-088');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    if (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    expect(names(s, 'field', 0).sort()).toEqual(['CP02-088', 'SD04-001']);
    expect(names(s, 'cemetery', 0)).toEqual(['BP18-064']);
  });

  covers(['CP02-090'], 'CP02-090 安部菜々: 【進化時】 an original-cost-3-or-less amulet from your hand onto the field (may; cost 4: not a candidate)', () => {
    const { s: s0, ids } = sc({ seed: 's16-1', me: 'SD06', field: ['CP02-089'], evolve: ['CP02-090'], hand: ['SD06-014', 'SD06-006'] });
    let s = evolveInto(s0, ids.field![0]!, 'CP02-090');
    if (s.decision?.kind === 'chooseOption') s = choose(s, true);
    s = pickOnly(s, ids.hand![0]!, [ids.hand![0]!]);
    expect(names(s, 'field', 0).sort()).toEqual(['CP02-090', 'SD06-014']);
    expect(names(s, 'hand', 0)).toContain('SD06-006');
  });

  covers(['BP13-083'], 'BP13-083 鎖杖のネクロマンサー: 【進化時】 an original-cost-3-or-less 死者 follower from your cemetery onto the field (cost 6 / another trait: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP13-082'], evolve: ['BP13-083'], cemetery: ['SD05-008', 'SD05-009', 'SD05-003'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP13-083');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect(names(s, 'field', 0).sort()).toEqual(['BP13-083', 'SD05-008']);
  });

  covers(['CP04-025'], 'CP04-025 リリ: 【突進】; [UB] Fanfare and 【攻撃時】 draw 1, then you may put an original-cost-2-or-less follower from your hand onto the field (cost 3: not a candidate)', () => {
    let s = pcTitleGame(PC_LEADER.royal, ['CP04-025', 'CP04-031', 'CP04-019']);
    emptyHand(s);
    const r = arrange(s, [['CP04-025', 'hand', 0], ['CP04-031', 'hand', 0], ['CP04-031', 'hand', 0], ['CP04-019', 'hand', 0], ['SD02-002', 'field', 1]]);
    s = r.state;
    const [lili, t1, t2, peco, enemy] = r.ids as [string, string, string, string, string];
    const drawn = zoneCards(s, 'deck', 0).filter((c) => s.cards[c]!.cardId === 'CP04-019');
    toDeckTop(s, drawn.slice(0, 2)); // the draws are ペコリーヌ (cost 3)
    raisePp(s, 5);
    const h = handCount(s, 0);
    s = play(s, lili);
    if (s.decision?.kind === 'chooseOption') s = choose(s, true);
    s = pickOnly(s, t1, [t1, t2]);
    expect([names(s, 'field', 0).sort(), handCount(s, 0)]).toEqual([['CP04-025', 'CP04-031'], h - 2 + 1]);
    const liliOn = onField(s, 0, 'CP04-025')[0]!;
    expect(kw(s, liliOn, 'sve.rush')).toBe(true);
    s.cards[enemy]!.tapped = true;
    s = attack(s, liliOn, enemy);
    if (s.decision?.kind === 'chooseOption' && s.decision.player === 0) s = choose(s, true);
    s = pickOnly(s, t2, [t2]);
    expect([names(s, 'field', 0).sort(), handCount(s, 0), names(s, 'hand', 0).filter((c) => c === 'CP04-019').length]).toEqual([['CP04-025', 'CP04-031', 'CP04-031'], h - 3 + 2, 3]);
    expect(s.cards[peco]!.zone).toBe('0:hand');
  });

  covers(['BP09-087'], 'BP09-087 希望導く聖乙女・ジャンヌ (evolved): 【進化時】 may put an original-cost-2-or-less [ビショップ] follower from your hand onto the field (cost 3 / neutral: not candidates); 【攻撃時】 one of your original-cost-2-or-less [ビショップ] followers +1 attack', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-086', 'SD06-008'], evolve: ['BP09-087'], hand: ['SD06-009', 'SD06-003', 'SD06-018'] });
    emptyHand(s0);
    const r = arrange(s0, [['SD06-009', 'hand', 0], ['SD06-003', 'hand', 0], ['SD06-018', 'hand', 0]]);
    let s = evolveInto(r.state, ids.field![0]!, 'BP09-087');
    if (s.decision?.kind === 'chooseOption' && s.decision.player === 0) s = choose(s, true);
    s = stand(pickOnly(s, r.ids[0]!, [r.ids[0]!]));
    const sister = onField(s, 0, 'SD06-009')[0]!;
    expect(names(s, 'hand', 0).sort()).toEqual(['SD06-003', 'SD06-018']);
    s = attack(s, ids.field![0]!, leaderId(s, 1));
    s = pickOnly(s, sister, [sister, ids.field![1]!]);
    expect([stats(s, sister), stats(s, ids.field![1]!)]).toEqual([[3, 2], [1, 3]]);
  });

  covers(['BP01-102'], 'BP01-102 ケルベロス (evolved): 【進化時】 one 『冥焔の右腕・ミミ』 and one 『冥焔の左腕・ココ』 into your EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP01-101'], evolve: ['BP01-102'] });
    const s = evolveInto(s0, ids.field![0]!, 'BP01-102');
    expect(zoneCards(s, 'exArea', 0).map((c) => s.catalog[s.cards[c]!.cardId]!.name).sort()).toEqual(['冥焔の右腕・ミミ', '冥焔の左腕・ココ'].sort());
  });

  covers(['BP12-104'], 'BP12-104 デュアルエンジェル: [進化][コスト1]; Fanfare 『リペアモード』 or 『ナテラの大樹』 into your EX area', () => {
    for (const [opt, name] of [[0, 'リペアモード'], [1, 'ナテラの大樹']] as const) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP12-104'], pp: 1 });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, s.decision!.options![opt]!);
      expect(zoneCards(s, 'exArea', 0).map((c) => s.catalog[s.cards[c]!.cardId]!.name)).toEqual([name]);
    }
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-104'], evolve: ['BP12-105'], pp: 1 });
    expect(counters(evolveInto(s0, ids.field![0]!, 'BP12-105'), 0).pp).toBe(0);
  });

  covers(['BP07-116'], 'BP07-116 メカニカルガンナー: Fanfare 『プロダクトマシーン』 or 『リペアモード』 into your EX area; Last Words discard a 機械 card (may): draw 1', () => {
    for (const [opt, name] of [[0, 'プロダクトマシーン'], [1, 'リペアモード']] as const) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP07-116'], pp: 1 });
      let s = play(s0, ids.hand![0]!);
      s = choose(s, s.decision!.options![opt]!);
      expect(zoneCards(s, 'exArea', 0).map((c) => s.catalog[s.cards[c]!.cardId]!.name)).toEqual([name]);
    }
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP07-116'], hand: ['BP01-131', 'BP17-077'], pp: 5 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!); // テミスの審判: destroys every follower
    if (s.decision?.kind === 'chooseOption') s = choose(s, s.decision.options!.includes('pay') ? 'pay' : true);
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.hand![1]!, [ids.hand![1]!]);
    expect([names(s, 'cemetery', 0).sort(), handCount(s, 0) - h]).toEqual([['BP01-131', 'BP07-116', 'BP17-077'], -1]); // −spell −discard +1
  });

  covers(['BP01-027'], 'BP01-027 海底都市王・乙姫 (evolved): 【進化時】 3 『乙姫お守り隊』 onto your field up to its limit (2 fit), the rest into the EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP01-026', 'SD02-002', 'SD02-002'], evolve: ['BP01-027'], pp: 2 });
    const s = evolveInto(s0, ids.field![0]!, 'BP01-027');
    const guards = (zone: string) => zoneCards(s, zone, 0).filter((c) => s.catalog[s.cards[c]!.cardId]!.name === '乙姫お守り隊').length;
    expect([guards('field'), guards('exArea'), zoneCards(s, 'field', 0).length]).toEqual([2, 1, 5]);
  });

  covers(['BP06-006'], 'BP06-006 原生林の族長 (evolved): 【進化時】 up to 2 original-cost-2-or-less 狩人 followers from your cemetery onto the field (cost 3: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP06-005'], evolve: ['BP06-006'], cemetery: ['BP06-008', 'BP06-013', 'BP06-010'], pp: 2 });
    const [a, b, big] = ids.cemetery as [string, string, string];
    let s = evolveInto(s0, ids.field![0]!, 'BP06-006');
    s = pickOnly(s, a, [a, b]);
    s = pick(s, b);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = done(s);
    s = settleOrder(s);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption' && s.decision.player === 0; i++) s = choose(s, s.decision.options!.includes('skip') ? 'skip' : false);
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0)]).toEqual([['BP06-006', 'BP06-008', 'BP06-013'], ['BP06-010']]);
    expect(s.cards[big]!.zone).toBe('0:cemetery');
  });

  covers(['BP08-073'], 'BP08-073 昏く淀む者・タルタロス (evolved): 【進化時】 a 死者 follower from your cemetery onto the field (a 死霊術師 one: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP08-072'], evolve: ['BP08-073'], cemetery: ['SD05-007', 'SD05-009', 'SD05-003'], pp: 1 });
    let s = evolveInto(s0, ids.field![0]!, 'BP08-073');
    s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!, ids.cemetery![1]!]);
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0).sort()]).toEqual([['BP08-073', 'SD05-007'], ['SD05-003', 'SD05-009']]);
  });

  covers(['BP15-009'], 'BP15-009 輪廻する回生: a follower whose name contains 『アマツ』 from your cemetery onto the field (another name: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP15-009'], cemetery: ['BP15-002', 'BP06-003', 'SD01-003'], pp: 2 });
    let s = play(s0, ids.hand![0]!);
    s = stand(pickOnly(s, ids.cemetery![0]!, ids.cemetery!.slice(0, 2)));
    expect([names(s, 'field', 0), names(s, 'cemetery', 0).sort()]).toEqual([['BP15-002'], ['BP06-003', 'BP15-009', 'SD01-003']]);
  });

  covers(['BP18-094'], 'BP18-094 骨の貴公子: Fanfare / Last Words a follower of original cost 1 or less from your cemetery onto the field (cost 2: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP18-094'], cemetery: ['SD02-007', 'SD02-019'] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'field', 0).sort()).toEqual(['BP18-094', 'SD02-007']);
    expect(names(s, 'cemetery', 0)).toEqual(['SD02-019']);
    const { s: a0, ids: a } = sc({ me: 'SD02', field: ['BP18-094'], cemetery: ['SD02-017'], oppField: ['SD02-020'], oppEngaged: [0] });
    let b = attack(a0, a.field![0]!, a.oppField![0]!);
    for (let i = 0; i < 10 && b.decision && b.decision.kind !== 'sve.main'; i++) {
      b = b.decision.kind === 'chooseCards' && b.decision.player === 0 ? pick(b, a.cemetery![0]!) : must(b, { type: 'pass', player: b.decision.player }).state;
    }
    expect([names(b, 'field', 0), names(b, 'cemetery', 0)]).toEqual([['SD02-017'], ['BP18-094']]);
  });

  covers(['BP18-074'], 'BP18-074 ドラゴニックマーセナリー: 【守護】; Fanfare 『ヘルフレイムドラゴン』 (4/3 【突進】) or 『ドラゴン』 (5/5) onto the field; [起動][コスト2] engage: the same (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP18-074'], pp: 7 });
    let s = stand(play(s0, ids.hand![0]!));
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1], labels: ['『ヘルフレイムドラゴン』', '『ドラゴン』'] });
    s = choose(s, 0);
    const me = onField(s, 0, 'BP18-074')[0]!;
    const tokenOf = (x: GameState, name: string) => zoneCards(x, 'field', 0).find((id) => (x.catalog[x.cards[id]!.cardId] as { name?: string }).name === name)!;
    const hell = tokenOf(s, 'ヘルフレイムドラゴン');
    expect([stats(s, hell), kw(s, hell, 'sve.rush'), kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([[4, 3], true, true, 1]);
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    expect(acts(s).length).toBe(0); // 1 PP
    setPp(s, 2);
    expect(acts(s).length).toBe(1);
    s = must(s, acts(s)[0]!).state;
    s = choose(s, 1);
    expect([stats(s, tokenOf(s, 'ドラゴン')), s.cards[me]!.tapped, counters(s, 0).pp, zoneCards(s, 'field', 0).length]).toEqual([[5, 5], true, 0, 3]);
  });

  covers(['CP02-106'], 'CP02-106 ベテラントレーナー: Fanfare 2 『魔法のアイテム』 into your EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-106'], evolve: ['CP02-T01'] });
    const s = play(s0, ids.hand![0]!);
    const ex = zoneCards(s, 'exArea', 0);
    expect([ex.length, ex.every((id) => kw(s, id, 'sve.magicItem')), counters(s, 0).pp]).toEqual([2, true, 6]);
  });

  covers(['CSD02c-011'], 'CSD02c-011 松山久美子 (evolved): 【進化時】 a パッション follower of original cost 3 or less from your cemetery onto your field (cost 4 パッション, cost 3 キュート: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CSD02c-010'], evolve: ['CSD02c-011'], cemetery: ['CP02-001', 'CSD02c-004', 'CSD02c-010', 'CP02-023'] });
    const cem = ids.cemetery!;
    let s = evolveInto(s0, ids.field![0]!, 'CSD02c-011');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([cem[0]!, cem[1]!].sort());
    s = pick(s, cem[0]!);
    expect(names(s, 'field', 0)).toEqual(['CSD02c-011', 'CP02-001']); // the evolved card shows the evolve card (SVE 5.16.1.2)
  });

  covers(['BP15-098'], 'BP15-098 呪われた翼・シロ: 【守護】; Fanfare a 【守護】 follower of original cost 2 or less from your cemetery onto your field (cost 5 【守護】, cost 1 without: not candidates); [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-098'], cemetery: ['SD06-008', 'SD06-009', 'SD06-017', 'SD02-007'] });
    const cem = ids.cemetery!;
    let s = stand(play(s0, ids.hand![0]!));
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([cem[0]!, cem[1]!].sort());
    s = stand(pick(s, cem[1]!));
    const me = onField(s, 0, 'BP15-098')[0]!;
    expect([names(s, 'field', 0), kw(s, me, 'sve.ward')]).toEqual([['BP15-098', 'SD06-009'], true]);
    const evo = (pp: number) => {
      const { s: e, ids: f } = sc({ me: 'SD06', field: ['BP15-098'], evolve: ['BP15-099'] });
      setPp(e, pp);
      return canEvolve(e, f.field![0]!);
    };
    expect([evo(1), evo(0)]).toEqual([true, false]);
  });

  covers(['BP08-101'], 'BP08-101 機構二輪の天使: 【守護】; Fanfare 1 『ミスティックアーティファクト』 (2/3 【守護】) onto your field, whose own Fanfare draws 1 (SVE 12.4.3)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-101'] });
    const h = handCount(s0, 0);
    const s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
    const art = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ミスティックアーティファクト');
    expect([art.length, stats(s, art[0]!), kw(s, art[0]!, 'sve.ward'), kw(s, onField(s, 0, 'BP08-101')[0]!, 'sve.ward'), handCount(s, 0) - h]).toEqual([1, [2, 3], true, true, 0]);
  });

  covers(['CP03-020'], 'CP03-020 戦場の歌姫 シンシア: an アクアフォース follower of original cost 1 from your cemetery onto your field (cost-2 アクアフォース, cost-1 non-アクアフォース: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP03-020'], cemetery: ['CP03-011', 'CP03-012', 'SD02-007'] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'field', 0)).toEqual(['CP03-011']);
  });

  covers(['CSD03a-005'], 'CSD03a-005 ういんがる: [起動][コスト3] engage: a 『ブラスター・ブレード』 from your cemetery onto your field (another ロイヤルパラディン follower: not a candidate; 2 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CSD03a-005'], cemetery: ['CSD03a-003', 'CSD03a-010'] });
    setPp(s0, 2);
    expect(activations(s0, ids.field![0]!).length).toBe(0);
    setPp(s0, 3);
    let s = must(s0, activations(s0, ids.field![0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect([names(s, 'field', 0), s.cards[ids.field![0]!]!.tapped, counters(s, 0).pp]).toEqual([['CSD03a-005', 'CSD03a-003'], true, 0]);
  });

  covers(['BP07-066'], 'BP07-066 慈愛の竜戦士 (evolved): 【進化時】 a [ドラゴン] follower of original cost 3 or less from your cemetery onto your field (cost 7: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP07-065'], cemetery: ['SD04-003', 'SD04-008'], evolve: ['BP07-066'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP07-066');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0)]).toEqual([['BP07-066', 'SD04-003'], ['SD04-008']]);
  });

  covers(['BP08-026'], 'BP08-026 ミストデューク・アゾード (evolved): 【守護】; 【進化時】 up to 2 [ロイヤル] followers of original cost 2 or less from your cemetery onto your field (cost 3: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-025'], cemetery: ['SD02-007', 'SD02-002', 'SD02-003'], evolve: ['BP08-026'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP08-026');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.cemetery![0]!, ids.cemetery![1]!].sort());
    s = pick(s, ids.cemetery![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.cemetery![1]!);
    s = settleInOrder(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    const me = onField(s, 0, 'BP08-026')[0]!;
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0), kw(s, me, 'sve.ward')]).toEqual([['BP08-026', 'SD02-002', 'SD02-007'], ['SD02-003'], true]);
  });

  covers(['BP08-080'], 'BP08-080 アリオーシュ: 【突進】; [ラストワード] a [ナイトメア] follower of original cost 5 or less from your cemetery onto your field (cost 6: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP08-080'], cemetery: ['SD05-003', 'SD05-001'], oppField: ['SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    expect(kw(s0, me, 'sve.rush')).toBe(true);
    s0.cards[me]!.flags.since = 0;
    let s = attack(s0, me, ids.oppField![0]!);
    for (let i = 0; i < 10 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
        s = pick(s, ids.cemetery![0]!);
      } else s = must(s, { type: 'pass', player: s.decision.player }).state;
    }
    expect([names(s, 'field', 0), names(s, 'cemetery', 0).sort()]).toEqual([['SD05-003'], ['BP08-080', 'SD05-001']]);
  });

  covers(['BP14-003'], 'BP14-003 天香の剣士・ルヴァン: [起動] engage: 4 damage to an enemy follower, draw 1; with 3+ 狩人 cards in your cemetery a 狩人 follower of original cost 3 or less from your hand onto your field (2: not)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP14-003'], hand: ['EBD01-020'], oppField: ['SD02-020'] });
      fillCemetery(s0, 0, n, 'EBD01-020');
      const h = handCount(s0, 0);
      const s = settleInOrder(act(s0, ids.field![0]!), (x) => {
        const d = x.decision!;
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!)) return pick(x, ids.oppField![0]!);
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![0]!)) return pick(x, ids.hand![0]!);
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes(true)) return must(x, { type: 'choose', player: 0, option: true }).state;
        return null;
      });
      return [stats(s, ids.oppField![0]!), handCount(s, 0) - h, names(s, 'field', 0)];
    };
    expect(run(2)).toEqual([[4, 2], 1, ['BP14-003']]);
    expect(run(3)).toEqual([[4, 2], 0, ['BP14-003', 'EBD01-020', 'EBD01-T02']]); // its own Fanfare (SVE 12.4.3) brings a 『フェアリー』
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD01', field: ['BP14-003', 'SD01-008'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = act(dz.s, dz.ids.field![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP17-096'], 'BP17-096 平穏の制定者・マーロン: Fanfare an 『エスカマリの助言者』 (2/2 【守護】) whose own Fanfare draws 1', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-096'] });
    const h = handCount(s0, 0);
    const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : null));
    const adv = named(s, 'field', 'エスカマリの助言者');
    expect([adv.length, stats(s, adv[0]!), kw(s, adv[0]!, 'sve.ward'), handCount(s, 0) - h + 1]).toEqual([1, [2, 2], true, 1]);
  });

  covers(['BP17-097'], 'BP17-097 平穏の制定者・マーロン (evolved): 【進化時】 an 『エスカマリの巡回者』 (2/2 【突進】) whose own Fanfare gives your leader +2 health (15 → 17)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP17-096'], evolve: ['BP17-097'] });
    setHealth(s0, 0, 15);
    const s = settleInOrder(evolveInto(s0, ids.field![0]!, 'BP17-097'));
    const pat = named(s, 'field', 'エスカマリの巡回者');
    expect([pat.length, stats(s, pat[0]!), kw(s, pat[0]!, 'sve.rush'), health(s, 0)]).toEqual([1, [2, 2], true, 17]);
  });

  covers(['BP16-085'], 'BP16-085 怪奇の探索者・ユナ: Fanfare 2 『ゴースト』 or 2 『フォレストバット』 into your EX area', () => {
    const run = (i: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP16-085'] });
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options!.length).toBe(2);
      s = settle(choose(s, s.decision!.options![i]!));
      return namesOf(s, 'exArea', 0);
    };
    expect([run(0), run(1)]).toEqual([['ゴースト', 'ゴースト'], ['フォレストバット', 'フォレストバット']]);
  });

  covers(['BP12-069'], 'BP12-069 夜明けの吸血鬼・ノイン: Fanfare a 『プロダクトマシーン』 or a 『フォレストバット』 onto your field, then one of them into your EX area; [進化][コスト1]', () => {
    const run = (a: 0 | 1, b: 0 | 1) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP12-069'] });
      let s = play(s0, ids.hand![0]!);
      for (const i of [a, b]) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        expect(s.decision!.options!.length).toBe(2);
        s = choose(s, s.decision!.options![i]!);
      }
      s = settle(s);
      return [namesOf(s, 'field', 0).sort(), namesOf(s, 'exArea', 0)];
    };
    expect(run(0, 1)).toEqual([['プロダクトマシーン', '夜明けの吸血鬼・ノイン'], ['フォレストバット']]);
    expect(run(1, 0)).toEqual([['フォレストバット', '夜明けの吸血鬼・ノイン'], ['プロダクトマシーン']]);
    const { s, ids } = sc({ me: 'SD05', field: ['BP12-069'], evolve: ['BP12-070'] });
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP12-070']);
  });

  covers(['BP18-034'], 'BP18-034 蒼穹の提督・モニカ: Fanfare two 『ナイト』 (1/1); 【攻撃時】 an enemy follower takes damage equal to the number of your followers (itself and the knights: 3; one more follower: 4)', () => {
    const run = (extra: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-034'], field: extra ? ['SD02-019'] : [], oppField: ['SD04-001'], opp: 'SD02', pp: 5 });
      let s = resolveTriggersAndWard(play(s0, ids.hand![0]!));
      expect(names(s, 'field', 0).filter((x) => BY_ID.get(x)!.name === 'ナイト')).toHaveLength(2);
      const me = onField(s, 0, 'BP18-034')[0]!;
      s.cards[me]!.flags.since = 0; // as if it had been there since the turn began (8.4.2.1)
      s = must(s, { type: 'attack', player: 0, attacker: me, target: zoneCards(s, 'leader', 1)[0]! }).state;
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      if (s.decision?.kind === 'sve.quick') s = must(s, { type: 'pass', player: 1 }).state;
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(false)).toEqual([8 - 3, 16]);
    expect(run(true)).toEqual([8 - 4, 16]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['BP18-034', 'SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 5 });
    dz.s.cards[dz.ids.field![0]!]!.flags.since = 0;
    let dt = must(dz.s, { type: 'attack', player: 0, attacker: dz.ids.field![0]!, target: leaderId(dz.s, 1) }).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['EBD04-009', 'BP16-113', 'BP16-SL29'], '最果ての罪・サタン fanfare: 6 damage to your leader; one each of 『沈黙の魔将』『サタンズサーヴァント』『辺獄の悪鬼』『アスタロトの宣告』 into your EX area', () => {
    for (const id of ['EBD04-009', 'BP16-113', 'BP16-SL29']) {
      const toks = JSON.stringify(abilitiesFor({ id, name: '最果ての罪・サタン', type: 'フォロワー', text: SATAN })).match(/"card":"[^"]+"/g)!.map((x) => x.slice(8, -1));
      expect(toks).toHaveLength(4);
      const { s, ids } = scene({ me: 'SD05', hand: [id], evolve: toks, pp: 6 });
      const t = must(s, { type: 'play', player: 0, card: ids.hand![0]! }).state;
      expect([health(t, 0), health(t, 1), t.players[0]!.counters.pp]).toEqual([14, 20, 0]);
      expect(zoneCards(t, 'exArea', 0).map((x) => t.catalog[t.cards[x]!.cardId]!.name).sort()).toEqual(['アスタロトの宣告', 'サタンズサーヴァント', '沈黙の魔将', '辺獄の悪鬼'].sort());
      expect(names(t, 'field', 0)).toEqual([id]);
      // 5 PP: cannot play it (cost 6)
      const u = scene({ me: 'SD05', hand: [id], evolve: toks, pp: 5 });
      expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
    }
  });

  covers(['BP15-020'], '空絶の簒奪・オクトリス (SVE 10.4.4.1, 5.18): fanfare 『空絶の残光』 into the EX area; [起動][コスト0] the next 財宝 card costs 2 less (twice a turn, not 3 times); [起動] banish 『簒奪の絶傑・オクトリス』 from your cemetery — 『黄金の小剣』か『黄金の杯』か『黄金の靴』 into the EX area (none in the cemetery: not offered); 2 PP: cannot play it', () => {
    const text = [...JSON.stringify(abilitiesFor({ id: 'BP15-020', name: '空絶の簒奪・オクトリス', type: 'フォロワー', text: '[ファンファーレ]『空絶の残光』1枚をEXエリアに置く。 [起動]墓場の『簒奪の絶傑・オクトリス』1枚を消滅：『黄金の小剣』1枚か『黄金の杯』1枚か『黄金の靴』1枚をEXエリアに置く。' })).matchAll(/"card":"([^"]+)"/g)].map((x) => x[1]!);
    expect(text).toHaveLength(4);
    const { s: s0, ids } = scene({ hand: ['BP15-020'], cemetery: ['BP05-018'], evolve: text, pp: 3 });
    let s = play(s0, ids.hand![0]!);
    const o = zoneCards(s, 'field', 0)[0]!;
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name), s.players[0]!.counters.pp]).toEqual([['空絶の残光'], 0]);
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    expect(plays(s, ex)).toEqual([]); // cost 2 at 0 PP
    const act = (x: GameState, ability: number) => activations(x, o).filter((a) => (a as { ability?: number }).ability === ability);
    s = must(s, act(s, 1)[0]!).state; // [起動][コスト0]: the next 財宝 card costs 2 less
    expect([s.players[0]!.counters.pp, plays(s, ex).length]).toEqual([0, 1]); // 空絶の残光 (財宝, cost 2): 2 - 2 = 0
    s = must(s, act(s, 1)[0]!).state; // 「この能力は1ターンに2回使える」: the second use
    expect(act(s, 1)).toEqual([]); // not a third time
    // [起動]墓場の『簒奪の絶傑・オクトリス』1枚を消滅：『黄金の小剣』1枚か『黄金の杯』1枚か『黄金の靴』1枚をEXエリアに置く
    s = must(s, act(s, 2)[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', labels: ['『黄金の小剣』', '『黄金の杯』', '『黄金の靴』'] });
    s = choose(s, 1);
    expect([names(s, 'exArea', 0).map((x) => s.catalog[x]!.name).sort(), names(s, 'cemetery', 0), names(s, 'banished', 0)]).toEqual([['空絶の残光', '黄金の杯'].sort(), [], ['BP05-018']]);
    expect(act(s, 2)).toEqual([]); // no 『簒奪の絶傑・オクトリス』 left in the cemetery
    const cup = zoneCards(s, 'exArea', 0).find((x) => s.catalog[s.cards[x]!.cardId]!.name === '黄金の杯')!;
    expect(plays(s, cup).length).toBe(1); // 黄金の杯 (財宝, cost 2) at 0 PP: the two reductions are waiting
    const u = scene({ hand: ['BP15-020'], evolve: text, pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  // ------------------------------------------------------------ 「自分のターン中、自分の場に[ロイヤル]トークン・フォロワーが出たとき」
  covers(['BP13-029'], 'BP13-029 キャットアドミラル (SVE 10.7.2): Fanfare [コスト3] puts 『スティールナイト』 and 『シールドガーディアン』 → 1 damage twice; a non-token royal follower → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP13-029', 'SD02-007'], oppField: ['SD02-002'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    for (let i = 0; i < 12 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      else if (s.decision.kind === 'chooseOption' && s.decision.rule !== 'SVE 10.5.2' && s.decision.rule !== 'SVE 12.8.2') s = choose(s, s.decision.options!.includes(true as never) ? true : s.decision.options![0]!);
      else s = settleChoices(s);
    }
    expect([names(s, 'field', 0).sort(), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([['BP13-029', 'BP13-T08', 'BP13-T09'].sort(), [3, 1], 0]);
    const t = scene({ me: 'SD02', field: ['BP13-029'], hand: ['SD02-007'], oppField: ['SD02-002'], pp: 1 });
    const u = quiet(play(t.s, t.ids.hand![0]!));
    expect([u.decision?.kind, stats(u, t.ids.oppField![0]!)]).toEqual(['sve.main', [3, 3]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['BP13-029', 'SD02-019'], tokens: [['SD02-T01', 'hand', 0]], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = play(dz.s, dz.ids.tokens![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...dz.ids.field!, ...dz.ids.tokens!, dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP04-064', 'PR-084'], 'スターフェニックス (SVE 10.3.4: an automatic ability in the cemetery): in your turn, playing a [ドラゴン] spell (ブレイジングブレス) with it in the cemetery: [コスト1] puts it onto the field (PP 2 -> 0); skipped or 1 PP short (1 PP: the spell takes it): stays; a non-[ドラゴン] spell (フェアリーサークル, PP left 1): no trigger; [進化][コスト1]', () => {
    for (const id of ['BP04-064', 'PR-084']) {
      for (const [pp, payIt, spell] of [[2, true, 'SD04-015'], [2, false, 'SD04-015'], [1, true, 'SD04-015'], [2, true, 'SD01-014']] as Array<[number, boolean, string]>) {
        const { s: s0, ids } = scene({ me: 'SD04', hand: [spell], cemetery: [id], oppField: ['SD04-017'], pp });
        const s = driveResolution(play(s0, ids.hand![0]!), payIt, ids.oppField![0]!);
        const back = pp === 2 && payIt && spell === 'SD04-015';
        expect([names(s, 'cemetery', 0).includes(id), firstOnField(s, id) !== undefined]).toEqual([!back, back]);
        expect(counters(s, 0).pp).toBe(pp - 1 - (back ? 1 : 0));
        if (back) expect(stats(s, firstOnField(s, id)!)).toEqual([2, 2]);
      }
    }
  });

  covers(['BP16-029'], '卓越のルミナスメイジ (SVE 10.4 「この能力は自分の場の「それぞれカード名が異なる兵士・トークン・フォロワー」が3体以上なら、1ターンに1回使える」): Fanfare puts 『シールドガーディアン』 or 『ナイト』 onto the field; [起動][コスト0] 5 damage to an enemy follower and draw 1 — usable with 3 differently named 兵士 tokens, refused with 2 names (3 tokens, two 『ナイト』), once a turn; cost 2 (refused at 1 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP16-029'], oppField: ['BP07-001'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(playNow(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseOption');
    const opt = (d: GameState, label: string) => d.decision!.labels!.findIndex((l) => l.includes(label));
    s = settleChoices(choose(s, opt(s, 'ナイト')));
    expect(fieldNames(s).sort()).toEqual(['ナイト', '卓越のルミナスメイジ'].sort());
    let g = settleChoices(playNow(s0, ids.hand![0]!));
    g = settleChoices(choose(g, opt(g, 'シールドガーディアン')));
    expect(fieldNames(g)).toContain('シールドガーディアン');
    // the condition: differently named 兵士・トークン・フォロワー on your field
    const mk = (tokens: string[]) => {
      const r = scene({ me: 'SD02', field: ['BP16-029'], oppField: ['BP09-055'], pp: 0, tokens: tokens.map((t) => [t, 'field', 0] as [string, string, number]) });
      return { s: r.s, me: r.ids.field![0]!, foe: r.ids.oppField![0]! };
    };
    expect(activations(mk(['SD02-T01', 'SD02-T02']).s, mk(['SD02-T01', 'SD02-T02']).me)).toEqual([]);
    const dup = mk(['SD02-T01', 'BP16-T12', 'SD02-T02']);
    expect(activations(dup.s, dup.me)).toEqual([]);
    const ok = mk(['BP16-T12', 'SD02-T02', 'BP16-T14']);
    expect(activations(ok.s, ok.me).length).toBe(1);
    const hand0 = handCount(ok.s, 0);
    let a = activateFirst(ok.s, ok.me);
    if (a.decision?.kind === 'chooseCards') a = pick(a, ok.foe);
    a = settleChoices(a);
    expect(stats(a, ok.foe)).toEqual([10, 5]); // a 10/10 with 5 damage
    expect(handCount(a, 0)).toBe(hand0 + 1);
    // once a turn
    expect(activations(a, ok.me)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['BP16-029'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0, tokens: [['BP16-T12', 'field', 0], ['SD02-T02', 'field', 0], ['BP16-T14', 'field', 0]] });
    let dt = activateFirst(dz.s, dz.ids.field![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...dz.ids.field!, ...dz.ids.tokens!, dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP13-055'], 'BP13-055 焦熱の竜翼・ドラーク 【進化時】 a 武闘竜人 follower of original cost X or less from your cemetery to the field, X = this card\'s attack as it resolves (SVE 5.2.1.1); 【指定攻撃】', () => {
    // cemetery: 炎柱の竜人 (4), 白亜の竜騎士 (5), ポセイドン (8) — 武闘竜人; ドラゴニュートプリンセス (2) — not 武闘竜人
    const run = (delta: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], cemetery: ['BP13-061', 'DSD01b-007', 'DSD01b-006', 'SD04-005'], pp: 4 });
      if (delta !== 0) addAttack(s0, ids.field![0]!, delta);
      return { s: evolve(s0, ids.field![0]!), ids };
    };
    // attack 6 - 2 = 4: cost 4 only (cost 5 = X + 1 is not a candidate; a single candidate is taken)
    const a = run(-2);
    let s = a.s;
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.ids.cemetery![0]!);
    s = declineOptional(s);
    expect([stats(s, a.ids.field![0]!), names(s, 'field', 0), sorted(names(s, 'cemetery', 0))]).toEqual([[4, 5], ['BP13-055', 'BP13-061'], sorted(['DSD01b-007', 'DSD01b-006', 'SD04-005'])]);
    // attack 6 - 1 = 5: costs 4 and 5 (at X), not 8, not the non-武闘竜人
    const b = run(-1);
    expect(b.s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(b.s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 2)));
    s = declineOptional(pick(b.s, b.ids.cemetery![1]!));
    expect(names(s, 'field', 0)).toEqual(['BP13-055', 'DSD01b-007']);
    // printed 6: the same two (nothing costs 6), 【指定攻撃】
    const c = run(0);
    expect(sorted(c.s.decision!.candidates)).toEqual(sorted(c.ids.cemetery!.slice(0, 2)));
    expect(kw(c.s, c.ids.field![0]!, 'sve.assail')).toBe(true);
  });

  covers(['CP03-049'], 'CP03-049 ゴールデン・ビーストテイマー [ファンファーレ] a ペイルムーン follower of original cost 2 or less from your 消滅領域 to the field; [起動][アクト] damage = your ペイルムーン followers (2 → 3/3 survives at 1, 3 → destroyed); 3 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['CP03-049'], cemetery: ['CP03-045', 'CP03-050'], oppField: ['SD02-002'], pp: 4 });
    toBanished(s0, ids.cemetery!);
    let s = declineOptional(play(s0, ids.hand![0]!)); // only パープル・トラピージスト (2) qualifies; ファラ (3) does not
    // (パープル・トラピージスト's own Fanfare, 12.4.3, then takes its 【1】: draw 1 and banish a card of the hand)
    expect([names(s, 'field', 0), names(s, 'banished', 0).slice(0, 1), names(s, 'banished', 0).length]).toEqual([['CP03-049', 'CP03-045'], ['CP03-050'], 2]);
    const me = zoneCards(s, 'field', 0)[0]!;
    const acts = activations(s, me);
    expect(acts).toHaveLength(1);
    s = declineOptional(must(s, acts[0]!).state);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]); // 2 ペイルムーン followers: 2 damage
    expect(activations(s, me)).toEqual([]); // engaged
    const hit = (field: string[]) => {
      const t = scene({ field, oppField: ['SD02-002'], pp: 0 });
      const u = must(t.s, activations(t.s, t.ids.field![0]!)[0]!).state;
      return declineOptional(u.decision?.kind === 'chooseCards' ? pick(u, t.ids.oppField![0]!) : u);
    };
    expect(stats(hit(['CP03-049', 'CP03-052', 'SD02-007']), zoneCards(hit(['CP03-049', 'CP03-052', 'SD02-007']), 'field', 1)[0]!)).toEqual([3, 1]); // ニンジャエッグ is no ペイルムーン: 2
    expect(names(hit(['CP03-049', 'CP03-052', 'CP03-045']), 'field', 1)).toEqual([]); // 3 ペイルムーン: 3 damage destroys the 3/3
    const short = scene({ hand: ['CP03-049'], pp: 3 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ field: ['CP03-049', 'SD02-007'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0 });
    let dt = must(dz.s, activations(dz.s, dz.ids.field![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['SD07-014'], 'SD07-014 レヴィオンの見習い・ルネス (evolved): in your turn (not the opponent\'s), an アルベール royal follower entering your field → [コスト1] (asked only when payable, 10.4.7): 3 damage to a chosen enemy follower; 【進化時】 may put an アルベール royal follower of original cost X or less from the hand onto the field, X = max PP (5.2)', () => {
    const board = (maxPp: number, pp: number) => {
      const b = scene({ me: 'SD02', hand: ['SD07-006', 'SD07-002', 'SD07-016'], field: ['SD07-013'], evolve: ['SD07-014'], oppField: ['SD04-001', 'SD02-019'], pp: 10 });
      Object.assign(b.s.players[0]!.counters, { maxPp, pp });
      return b;
    };
    // X = 4: the cost-4 アルベール (exactly X) is offered; not the cost-6 アルベール nor the cost-2 non-アルベール
    const { s: s0, ids } = board(4, 4);
    const saber = ids.hand![0]; // SD07-006 (cost 4); SD07-002 (cost 6) and SD07-016 (cost 2, not アルベール) stay
    const [fafnir, fighter] = ids.oppField!;
    let s = evolve(s0, ids.field![0]!); // [進化][コスト3]: 1 PP left
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
    expect(s.decision!.candidates).toEqual([saber]);
    s = pick(s, saber!);
    // an アルベール entered your field in your turn: the [コスト1] is asked
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = choose(s, 'pay');
    expect([...s.decision!.candidates!].sort()).toEqual([fafnir!, fighter!].sort());
    s = pick(s, fafnir!);
    expect([names(s, 'field', 0).includes('SD07-006'), zoneCards(s, 'field', 0).length, stats(s, fafnir!)[1], stats(s, fighter!)[1], counters(s, 0).pp, names(s, 'hand', 0).filter((c) => c.startsWith('SD07')).sort()])
      .toEqual([true, 2, 8 - 3, 3, 0, ['SD07-002', 'SD07-016']]);
    // the cost declined: no damage, the PP stays
    const k = board(4, 4);
    let sk = pick(evolve(k.s, k.ids.field![0]!), k.ids.hand![0]!);
    sk = choose(sk, 'skip');
    expect([stats(sk, k.ids.oppField![0]!)[1], stats(sk, k.ids.oppField![1]!)[1], counters(sk, 0).pp]).toEqual([8, 3, 1]);
    // 0 PP left: the [コスト1] is not payable, so not asked; the アルベール still enters
    const z = board(4, 3);
    let sz = pick(evolve(z.s, z.ids.field![0]!), z.ids.hand![0]!);
    expect(sz.decision?.kind).toBe('sve.main');
    expect([names(sz, 'field', 0).includes('SD07-006'), stats(sz, z.ids.oppField![0]!)[1], counters(sz, 0).pp]).toEqual([true, 8, 0]);
    // X = 3: the cost-4 アルベール (X+1) is not offered
    const x = board(3, 3);
    const sx = evolve(x.s, x.ids.field![0]!);
    expect(sx.decision?.kind === 'chooseCards' ? sx.decision.candidates : []).toEqual([]);
    expect(zoneCards(sx, 'field', 0).length).toBe(1);
    // X = 6: both アルベール (4 and 6) are offered, never the non-アルベール; declining puts nothing
    const y = board(6, 6);
    let sy = evolve(y.s, y.ids.field![0]!);
    expect([...sy.decision!.candidates!].sort()).toEqual([y.ids.hand![0]!, y.ids.hand![1]!].sort());
    sy = done(sy);
    expect([zoneCards(sy, 'field', 0).length, names(sy, 'hand', 0).filter((c) => c.startsWith('SD07')).length, counters(sy, 0).pp, sy.decision?.kind]).toEqual([1, 3, 3, 'sve.main']);
    // the trigger: an アルベール royal follower only, and only in your turn
    const pending = (st: GameState, card: string) => {
      const ctx = ctxOf(st);
      moveCards(ctx, [card], '0:field', { reason: 'effect' });
      return ctx.state.pending.filter((p) => p.source === y.ids.field![0]).length;
    };
    expect([pending(sy, y.ids.hand![0]!), pending(sy, y.ids.hand![2]!)]).toEqual([1, 0]); // アルベール / ユリウス (royal, not アルベール)
    const opp = nextTurn(sy);
    expect(opp.turn.active).toBe(1);
    expect(pending(opp, y.ids.hand![0]!)).toBe(0); // the opponent's turn
  });

  covers(['EBD04-016'], 'EBD04-016 聖心のプリズムプリースト (evolved): 【進化時】 may put an amulet of original cost 2 or less from the hand onto the field (cost 2 yes, cost 3 no, a cost-2 follower no; declining puts nothing)', () => {
    const run = (take: boolean) => {
      const { s: s0, ids } = scene({ seed: 's16-1', me: 'SD06', hand: ['SD06-016', 'SD06-014', 'SD02-019'], field: ['EBD04-015'], evolve: ['EBD04-016'], pp: 1 });
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1, candidates: [ids.hand![0]!] }); // 聖獣への誓い (2); not 死の宣告 (3) nor ファイター
      s = take ? pick(s, ids.hand![0]!) : done(s);
      const vow = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD06-016');
      return [names(s, 'field', 0).length, vow !== undefined && s.cards[vow]!.tapped, names(s, 'hand', 0).filter((c) => ['SD06-016', 'SD06-014', 'SD02-019'].includes(c)).length];
    };
    expect(run(true)).toEqual([2, true, 2]); // it enters engaged (its own 「これはアクト状態で場に出る」)
    expect(run(false)).toEqual([1, false, 3]);
  });

  covers(['EBD03-T04', 'BP15-PR15', 'BP15-PR25'], 'Token spell 絶叫の拡散 (SVE 5.29.1 「5枚につき」): one 2/1 Rush Assail 『絶叫の残響・ルルナイ』 per 5 cards in your cemetery — 4 → 0, 5 and 9 → 1, 10 → 2', () => {
    for (const id of ['EBD03-T04', 'BP15-PR15', 'BP15-PR25']) {
      const run = (cem: number) => {
        const { s: s0, ids } = scene({ me: 'SD05', evolve: [id, 'EBD03-T03'], tokens: [[id, 'exArea', 0]], pp: 2 });
        fillCemetery(s0, 0, cem, 'SD05-017');
        return play(s0, ids.tokens![0]!);
      };
      expect(namesOf(run(4), 'field', 0)).toEqual([]);
      expect(namesOf(run(5), 'field', 0)).toEqual(['絶叫の残響・ルルナイ']);
      const s9 = run(9);
      expect(namesOf(s9, 'field', 0)).toEqual(['絶叫の残響・ルルナイ']);
      const tok = zoneCards(s9, 'field', 0)[0]!;
      expect([stats(s9, tok), kw(s9, tok, 'sve.rush'), kw(s9, tok, 'sve.assail'), counters(s9, 0).pp]).toEqual([[2, 1], true, true, 0]);
      expect(namesOf(run(10), 'field', 0)).toEqual(['絶叫の残響・ルルナイ', '絶叫の残響・ルルナイ']);
    }
  });
}
