/** Engine-played cases: 【永】 abilities (R4U 9.9: continuous; zones 9.4.4; condition keywords 11.2.3.1). */
import { Z } from '../../src/constants.js';
import { attack, copies, covers, decision, entryCard, legal, printed, scene, settle, stat } from './case-helpers.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { zoneKey, type GameState } from '../../../../engine/src/index.js';

covers(['GP/001T-006'], 'GP/001T-006 【永】【エントリー】【Reコンボ】：あなたの、メンバーが３枚以上いてエネルギーが３枚以上なら、このキャラを＋２/±０。 — 3 members and 3 energy: +2/±0; 2 members or 2 energy (one below): none; no Re-birth set: none; partners are not energy (4.6.3); as a member: none', () => {
  const setup = (members: number, energy: number, rebirth = true, partners: 'rested' | 'standing' = 'rested') => scene({ me: { entry: 'GP/001T-006', members: copies(members, 'HP/001T-003'), energy: { standing: 0, rested: energy }, rebirth: rebirth ? ['GU/001B-096'] : [], partners } });
  const atk = (x: ReturnType<typeof setup>) => stat(x.s, x.id('me', 'GP/001T-006'));
  const p = (x: ReturnType<typeof setup>) => printed(x.s, 'GP/001T-006');
  const full = setup(3, 3);
  expect(atk(full)).toEqual([p(full)[0] + 2, p(full)[1]]);
  for (const x of [setup(2, 3), setup(3, 2), setup(3, 3, false), setup(3, 0, true, 'standing')]) expect(atk(x)).toEqual(p(x)); // 3 partners in energy count as no energy
  const member = scene({ me: { members: ['GP/001T-006', 'HP/001T-003', 'HP/001T-004'], entry: 'HP/001T-014', energy: 3, rebirth: ['GU/001B-096'] } });
  expect(stat(member.s, member.id('me', 'GP/001T-006'))).toEqual(printed(member.s, 'GP/001T-006'));
  expect(Z.entry).toBe('entry');
});

covers(['BKRM/001T-012'], 'BKRM/001T-012 【永】【メンバー】【本領発揮Lv３】：あなたのエントリーを±０/＋１。 — members + retired 3: your Entry DEF +1 (ATK unchanged); 2: none; in the waiting room (not 【メンバー】): none', () => {
  const setup = (retire: number, where: 'members' | 'waitingRoom' = 'members') => scene({ me: { entry: 'HP/001T-014', members: where === 'members' ? ['BKRM/001T-012', 'HP/001T-003'] : ['HP/001T-003', 'HP/001T-004'], retire: copies(retire), waitingRoom: where === 'waitingRoom' ? ['BKRM/001T-012'] : [] } });
  const p = (x: ReturnType<typeof setup>) => printed(x.s, 'HP/001T-014');
  const at = setup(1);
  expect(stat(at.s, entryCard(at.s, at.me))).toEqual([p(at)[0], p(at)[1] + 1]);
  const below = setup(0);
  expect(stat(below.s, entryCard(below.s, below.me))).toEqual(p(below));
  const away = setup(2, 'waitingRoom');
  expect(stat(away.s, entryCard(away.s, away.me))).toEqual(p(away));
});

covers(['AL/001T-016'], 'AL/001T-016 (Re-birth) 【永】：あなたのエントリーを＋１/＋１。 — R4U 9.4.5.1: +1/+1 while set in the Re-birth area; nothing from the waiting room', () => {
  const set = scene({ me: { entry: 'HP/001T-014', rebirth: ['AL/001T-016'] } });
  const p = printed(set.s, 'HP/001T-014');
  expect(stat(set.s, entryCard(set.s, set.me))).toEqual([p[0] + 1, p[1] + 1]);
  const away = scene({ me: { entry: 'HP/001T-014', waitingRoom: ['AL/001T-016'] } });
  expect(stat(away.s, entryCard(away.s, away.me))).toEqual(p);
});

covers(['HP/004T-006'], 'HP/004T-006 【永】【メンバー】【本領発揮Lv５】：あなたのエントリーを±０/＋１。 (the stray 「）」 of the data dropped) — members + retired 5: Entry DEF +1; 4: none', () => {
  const setup = (retire: number) => scene({ me: { entry: 'HP/001T-014', members: ['HP/004T-006', 'HP/001T-003'], retire: copies(retire) } });
  const p = printed(setup(0).s, 'HP/001T-014');
  const at = setup(3);
  expect(stat(at.s, entryCard(at.s, at.me))).toEqual([p[0], p[1] + 1]);
  const below = setup(2);
  expect(stat(below.s, entryCard(below.s, below.me))).toEqual(p);
});

// 「(counted cards)N枚につき、このキャラを+A/±0」: a static stat change whose value is an Amount, counted again at each
// query (kernel effects.ts staticModifier); leftovers dropped (N = 2: 3 cards count once)
covers(['U149/001T-005[IMC]'], 'U149/001T-005 【永】【エントリー】【Reコンボ】：あなたのメンバーの〔第3芸能課〕１枚につき、このキャラを＋１/±０。 — 3 第3芸能課 members: +3/±0; 2 of them and another title\'s member: +2; none: +0; no Re-birth set: +0; as a member: nothing', () => {
  const card = 'U149/001T-005[IMC]';
  const setup = (members: string[], rebirth = true) => scene({ me: { entry: card, members, rebirth: rebirth ? [VANILLA_REBIRTH] : [] } });
  const at = (members: string[], rebirth = true) => {
    const x = setup(members, rebirth);
    return stat(x.s, x.id('me', card));
  };
  const p = printed(setup([]).s, card);
  expect(at(['U149/001T-016[IMC]', 'U149/001T-018[IMC]', 'U149/001T-010[IMC]'])).toEqual([p[0] + 3, p[1]]);
  expect(at(['U149/001T-016[IMC]', 'U149/001T-018[IMC]', 'HP/001T-003'])).toEqual([p[0] + 2, p[1]]);
  expect(at(['HP/001T-003', 'HP/001T-004'])).toEqual(p);
  expect(at(['U149/001T-016[IMC]', 'U149/001T-018[IMC]', 'U149/001T-010[IMC]'], false)).toEqual(p);
  const member = scene({ me: { entry: 'HP/001T-014', members: [card, 'U149/001T-016[IMC]'], rebirth: [VANILLA_REBIRTH] } });
  expect(stat(member.s, member.id('me', card))).toEqual(printed(member.s, card));
  // counted at each query: a member leaving lowers it at once
  const x = setup(['U149/001T-016[IMC]', 'U149/001T-018[IMC]']);
  const s = JSON.parse(JSON.stringify(x.s)) as typeof x.s;
  const gone = x.id('me', 'U149/001T-018[IMC]');
  s.zones[s.cards[gone]!.zone]!.cards = s.zones[s.cards[gone]!.zone]!.cards.filter((c) => c !== gone);
  s.cards[gone]!.zone = zoneKey(Z.waitingRoom, x.me);
  s.zones[zoneKey(Z.waitingRoom, x.me)]!.cards.push(gone);
  expect(stat(s, x.id('me', card))).toEqual([p[0] + 1, p[1]]);
});

covers(['GU/001T-002'], 'GU/001T-002 【永】【エントリー】【Reコンボ】：あなたのメンバーの、〔ラビットハウス〕と〔チマメ隊〕合計１枚につき、このキャラを＋１/±０。 — a ラビットハウス, a チマメ隊 and a card with both (counted once): +3; with a 甘兎庵 instead of one: +2; none: +0; no Re-birth: +0', () => {
  const card = 'GU/001T-002';
  const at = (members: string[], rebirth = true) => {
    const x = scene({ me: { entry: card, members, rebirth: rebirth ? [VANILLA_REBIRTH] : [] } });
    return [stat(x.s, x.id('me', card)), printed(x.s, card)] as const;
  };
  const both = 'GU/001T-002'; // 〔ラビットハウス〕〔チマメ隊〕: one card
  let [got, p] = at(['GU/001T-013', 'GU/001T-006', both]);
  expect(got).toEqual([p[0] + 3, p[1]]);
  [got, p] = at(['GU/001T-013', 'GU/001T-006', 'GU/001T-004']);
  expect(got).toEqual([p[0] + 2, p[1]]);
  [got, p] = at(['GU/001T-004', 'GU/001T-015']);
  expect(got).toEqual(p);
  [got, p] = at(['GU/001T-013', 'GU/001T-006', both], false);
  expect(got).toEqual(p);
});

covers(['HP/007T-001'], 'HP/007T-001 【永】【エントリー】【Reコンボ】《BLUE CLAPPER》：あなたの、メンバーとリタイアの、〔５期生〕合計２枚につき、このキャラを＋１/±０。 — the catalog trait 「５期生」 (read 「5期生」, digits half-width in grammar and engine facts): 2 members + 2 retired: +2 (and the set Re-birth\'s +1/+1); 2 + 1 (one below 4): +1; 1: +0; another Re-birth set: +0', () => {
  const card = 'HP/007T-001';
  const at = (members: number, retired: number, rebirth = 'HP/007T-018') => {
    const five = ['HP/007T-002', 'HP/007T-006', 'HP/007T-010'];
    const x = scene({ me: { entry: card, members: [...five.slice(0, members), 'HP/001T-003'], retire: [...copies(retired, 'HP/007T-014'), 'HP/001T-004'], rebirth: [rebirth] } });
    return [stat(x.s, x.id('me', card)), printed(x.s, card)] as const;
  };
  expect(at(0, 0)[1]).toEqual([4, 8]);
  // 《BLUE CLAPPER》 set also gives the Entry +1/+1 (its own 【永】)
  let [got, p] = at(2, 2);
  expect(got).toEqual([p[0] + 1 + 2, p[1] + 1]);
  [got, p] = at(2, 1);
  expect(got).toEqual([p[0] + 1 + 1, p[1] + 1]);
  [got, p] = at(1, 0);
  expect(got).toEqual([p[0] + 1, p[1] + 1]);
  [got, p] = at(2, 2, VANILLA_REBIRTH);
  expect(got).toEqual(p);
});

// 【永】「相手は【ブロッカー】を使えない」 (11.6; keyword r4u.opponentsNoBlocker, turn/attack.ts validBlockers): the
// opponent holding a Blocker is offered none while the ability is valid (「各ターンこのキャラの1回目のアタック中」 = during
// this card's first attack of the turn: r4u.attackNumber)
const BLOCKER = 'DJ/003T-009'; // 【ブロッカー】 (any attacked character)
/** The block step of `x` (asked every time in scenes): the Blockers offered to the attacked player. */
const blocks = (x: GameState): string[] => legal(x).filter((a) => a.type === 'block').map((a) => a.card as string);
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');

for (const [card, rebirth, rebirthBuff] of [['HP/001T-001', 'HP/001T-017', [1, 0]], ['KGJT/001T-008', 'KGJT/001T-014', [1, 1]]] as const) {
  covers([card], `${card} 【永】【エントリー】【Reコンボ】《${card === 'HP/001T-001' ? 'ノンストップ・ストーリー' : '技もへったくれもないただの暴力'}》：各ターンこのキャラの１回目のアタック中、このキャラを＋３/±０し、相手は【ブロッカー】を使えない。 — its first attack: +3/±0 and the opponent's Blocker not offered; its second attack: neither (the Blocker offered); another Re-birth set: neither`, () => {
    const setup = (rb: string) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], rebirth: [rb] }, op: { hand: [BLOCKER] } });
    const at = setup(rebirth);
    const self = at.id('me', card);
    const p = printed(at.s, card);
    // the set Re-birth's own 【永】 (ノンストップ・ストーリー: +1/±0 in the first attack of each turn; 技も…: +1/+1)
    let x = toBlock(attack(at.s, at.id('me', 'HP/001T-003')));
    expect(decision(x)!.kind).toBe('r4u.block');
    expect(stat(x, self)).toEqual([p[0] + 3 + rebirthBuff[0], p[1] + rebirthBuff[1]]);
    expect(blocks(x)).toEqual([]);
    x = toBlock(attack(settle(x), at.id('me', 'HP/001T-004')));
    expect(decision(x)!.kind).toBe('r4u.block');
    expect(blocks(x)).toEqual([at.id('op', BLOCKER)]);
    expect(stat(x, self)).toEqual([p[0] + (card === 'HP/001T-001' ? 0 : 1), p[1] + rebirthBuff[1]]);
    const other = setup(VANILLA_REBIRTH);
    x = toBlock(attack(other.s, other.id('me', 'HP/001T-003')));
    expect(blocks(x)).toEqual([other.id('op', BLOCKER)]);
    expect(stat(x, other.id('me', card))).toEqual(p);
  });
}

covers(['KGND/001T-010[VA]'], 'KGND/001T-010 【永】【エントリー】【Reコンボ】：あなたの控え室２枚につき、このキャラを＋１/±０。控え室が５枚以上なら、各ターンこのキャラの１回目のアタック中、相手は【ブロッカー】を使えない。 — 5 cards in the waiting room: +2/±0 and no Blocker in its first attack (the second: offered); 4 (one below): +2 and the Blocker offered; 3: +1; no Re-birth: neither', () => {
  const card = 'KGND/001T-010[VA]';
  const setup = (waiting: number, rebirth = true) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], waitingRoom: copies(waiting, 'HP/001T-006'), rebirth: rebirth ? [VANILLA_REBIRTH] : [] }, op: { hand: [BLOCKER] } });
  const five = setup(5);
  const self = five.id('me', card);
  const p = printed(five.s, card);
  expect(stat(five.s, self)).toEqual([p[0] + 2, p[1]]);
  let x = toBlock(attack(five.s, five.id('me', 'HP/001T-003')));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(blocks(x)).toEqual([]);
  x = toBlock(attack(settle(x), five.id('me', 'HP/001T-004')));
  expect(blocks(x)).toEqual([five.id('op', BLOCKER)]);
  const four = setup(4);
  expect(stat(four.s, four.id('me', card))).toEqual([p[0] + 2, p[1]]);
  x = toBlock(attack(four.s, four.id('me', 'HP/001T-003')));
  expect(blocks(x)).toEqual([four.id('op', BLOCKER)]);
  const three = setup(3);
  expect(stat(three.s, three.id('me', card))).toEqual([p[0] + 1, p[1]]);
  const none = setup(5, false);
  expect(stat(none.s, none.id('me', card))).toEqual(p);
  x = toBlock(attack(none.s, none.id('me', 'HP/001T-003')));
  expect(blocks(x)).toEqual([none.id('op', BLOCKER)]);
});
