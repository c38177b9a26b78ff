/**
 * Engine-played cases: abilities by which 「相手は【ブロッカー】を使えない」 — the opponent may not block with a Blocker
 * (R4U 11.6, block step 8.3.3) — continuous (9.9) while a condition holds, for this card's first attack of each turn
 * (r4u.attackNumber), or for its next attack this turn (from a Spark 11.3 or an activated ability 7.4.2.3). The block
 * step asks every time in scenes: the Blockers the attacked player is offered are read from its legal actions.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { activations, activate, attack, copies, covers, decision, inZone, legal, printed, scene, settle, spark, stat, standingEnergyCount } from './case-helpers.js';

const BLOCKER = 'DJ/003T-009'; // 【ブロッカー】 (any attacked character)
const SUPPORTERS = ['HP/001T-003', 'HP/001T-010', 'HP/001T-006'];
const blocks = (x: GameState): string[] => legal(x).filter((a) => a.type === 'block').map((a) => a.card as string);
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');
/** The Blockers offered in the block step of an attack by `me` supported by `supporter`. */
const offeredBlocks = (x: GameState, supporter: string): { x: GameState; blocks: string[] } => {
  const y = toBlock(attack(x, supporter));
  expect(decision(y)!.kind).toBe('r4u.block');
  return { x: y, blocks: blocks(y) };
};

for (const card of ['FG/001B-053', 'RZ/001B-123']) {
  covers([card], `${card} 【永】【エントリー】【Reコンボ】【本領発揮Lv３】：各ターンこのキャラの１回目のアタック中、相手は【ブロッカー】を使えない。 — members + retired 3 and a Re-birth set: no Blocker offered in its 1st attack, offered in the 2nd; 2 (one below): offered in the 1st; no Re-birth set: offered`, () => {
    const setup = (retire: number, rebirth = true) => scene({ me: { entry: card, members: SUPPORTERS.slice(0, 2), retire: copies(retire), rebirth: rebirth ? [VANILLA_REBIRTH] : [] }, op: { hand: [BLOCKER] } });
    const at = setup(1);
    let r = offeredBlocks(at.s, at.id('me', SUPPORTERS[0]!));
    expect(r.blocks).toEqual([]);
    r = offeredBlocks(settle(r.x), at.id('me', SUPPORTERS[1]!));
    expect(r.blocks).toEqual([at.id('op', BLOCKER)]);
    const below = setup(0);
    expect(offeredBlocks(below.s, below.id('me', SUPPORTERS[0]!)).blocks).toEqual([below.id('op', BLOCKER)]);
    const none = setup(1, false);
    expect(offeredBlocks(none.s, none.id('me', SUPPORTERS[0]!)).blocks).toEqual([none.id('op', BLOCKER)]);
  });
}

covers(['GU/001B-013'], 'GU/001B-013 【永】【エントリー】【Reコンボ】《３人いっしょに》【本領発揮Lv４】：あなたのメンバーに〔チマメ隊〕が３枚以上いるなら、相手は【ブロッカー】を使えない。 — 3 チマメ隊 members (+1 retired: Lv4) with 《３人いっしょに》 set: no Blocker in any attack; 2 of them and another member: offered; members + retired 3 (one below): offered; another Re-birth set: offered', () => {
  const CHIMAME = ['GU/001B-065', 'GU/001B-066', 'GU/001B-074']; // 〔チマメ隊〕 (【のびしろ】 only)
  const setup = (members: string[], retire: number, rebirth = 'GU/001B-090') => scene({ me: { entry: 'GU/001B-013', members, retire: copies(retire), rebirth: [rebirth] }, op: { hand: [BLOCKER] } });
  const at = setup(CHIMAME, 1);
  let r = offeredBlocks(at.s, at.id('me', CHIMAME[0]!));
  expect(r.blocks).toEqual([]);
  r = offeredBlocks(settle(r.x), at.id('me', CHIMAME[1]!));
  expect(r.blocks).toEqual([]);
  const two = setup([CHIMAME[0]!, CHIMAME[1]!, 'HP/001T-003'], 1);
  expect(offeredBlocks(two.s, two.id('me', CHIMAME[0]!)).blocks).toEqual([two.id('op', BLOCKER)]);
  const below = setup(CHIMAME, 0);
  expect(offeredBlocks(below.s, below.id('me', CHIMAME[0]!)).blocks).toEqual([below.id('op', BLOCKER)]);
  const other = setup(CHIMAME, 1, VANILLA_REBIRTH);
  expect(offeredBlocks(other.s, other.id('me', CHIMAME[0]!)).blocks).toEqual([other.id('op', BLOCKER)]);
});

covers(['HP/002E-008'], 'HP/002E-008 【永】【エントリー】【Reコンボ】《はあちゃまっちゃま～》【本領発揮Lv５】：あなたのメンバーが３枚以上いるなら、相手は【ブロッカー】を使えない。 — 3 members + 2 retired with 《はあちゃまっちゃま～》 set: no Blocker; 2 members + 3 retired: offered; 3 + 1 (one below): offered; another Re-birth: offered', () => {
  const setup = (members: number, retire: number, rebirth = 'HP/002E-009') => scene({ me: { entry: 'HP/002E-008', members: SUPPORTERS.slice(0, members), retire: copies(retire), rebirth: [rebirth] }, op: { hand: [BLOCKER] } });
  const at = setup(3, 2);
  expect(offeredBlocks(at.s, at.id('me', SUPPORTERS[0]!)).blocks).toEqual([]);
  for (const x of [setup(2, 3), setup(3, 1), setup(3, 2, VANILLA_REBIRTH)]) expect(offeredBlocks(x.s, x.id('me', SUPPORTERS[0]!)).blocks).toEqual([x.id('op', BLOCKER)]);
});

covers(['IMC/001B-007'], 'IMC/001B-007 【永】【エントリー】【Reコンボ】【本領発揮Lv７】：相手は【ブロッカー】を使えない。【永】【エントリー】【本領発揮Lv３】：このキャラを＋６/±０。 — 3 members + 4 retired (Lv7) and a Re-birth set: no Blocker in any attack, +6/±0; 3 + 3 (one below 7): the Blocker offered, +6 still; no Re-birth set at 7: offered; 2 members (one below 3): printed', () => {
  const card = 'IMC/001B-007';
  const setup = (members: number, retire: number, rebirth = true) => scene({ me: { entry: card, members: SUPPORTERS.slice(0, members), retire: copies(retire), rebirth: rebirth ? [VANILLA_REBIRTH] : [] }, op: { hand: [BLOCKER] } });
  const p = printed(setup(0, 0).s, card);
  const seven = setup(3, 4);
  expect(stat(seven.s, seven.id('me', card))).toEqual([p[0] + 6, p[1]]);
  let r = offeredBlocks(seven.s, seven.id('me', SUPPORTERS[0]!));
  expect(r.blocks).toEqual([]);
  r = offeredBlocks(settle(r.x), seven.id('me', SUPPORTERS[1]!));
  expect(r.blocks).toEqual([]);
  const six = setup(3, 3);
  expect(stat(six.s, six.id('me', card))).toEqual([p[0] + 6, p[1]]);
  expect(offeredBlocks(six.s, six.id('me', SUPPORTERS[0]!)).blocks).toEqual([six.id('op', BLOCKER)]);
  const none = setup(3, 4, false);
  expect(offeredBlocks(none.s, none.id('me', SUPPORTERS[0]!)).blocks).toEqual([none.id('op', BLOCKER)]);
  const two = setup(2, 0);
  expect(stat(two.s, two.id('me', card))).toEqual(p);
});

for (const card of ['KGND/001B-086[VA]', 'RE/001E-011']) {
  covers([card], `${card} 【スパーク】：このターン中、このキャラを＋２/±０し、このターンこのキャラの次のアタック中、相手は【ブロッカー】を使えない。 — flipped onto the Entry (11.3.2): +2/±0 for the turn; its next attack: no Blocker offered; the attack after it: offered`, () => {
    const { s, me, id } = scene({ me: { members: SUPPORTERS.slice(0, 2), deckTop: [card] }, op: { hand: [BLOCKER] } });
    const x = spark(s, me, card);
    expect(decision(x)!.kind).toBe('r4u.main');
    const self = inZone(x, Z.entry, me)[0]!;
    expect(x.cards[self]!.cardId).toBe(card);
    const p = printed(x, card);
    expect(stat(x, self)).toEqual([p[0] + 2, p[1]]);
    let r = offeredBlocks(x, id('me', SUPPORTERS[0]!));
    expect(r.blocks).toEqual([]);
    r = offeredBlocks(settle(r.x), id('me', SUPPORTERS[1]!));
    expect(r.blocks).toEqual([id('op', BLOCKER)]);
  });
}

covers(['KS/002B-010'], 'KS/002B-010 【起】【エントリー】：［エネ①］相手のメンバーがいないなら、このターンこのキャラの次のアタック中、相手は【ブロッカー】を使えない。 — 1 standing energy, no opposing member: paid (0 left), its next attack: no Blocker, the one after: offered; 0 energy (one short): not offered; an opposing member: paid, the Blocker offered', () => {
  const card = 'KS/002B-010';
  const setup = (energy: number, theirs: string[] = []) => scene({ me: { entry: card, members: SUPPORTERS.slice(0, 2), energy }, op: { hand: [BLOCKER], members: theirs } });
  const at = setup(1);
  const self = at.id('me', card);
  expect(activations(at.s, self)).toHaveLength(1);
  let x = settle(activate(at.s, self));
  expect(standingEnergyCount(x, at.me)).toBe(0);
  let r = offeredBlocks(x, at.id('me', SUPPORTERS[0]!));
  expect(r.blocks).toEqual([]);
  r = offeredBlocks(settle(r.x), at.id('me', SUPPORTERS[1]!));
  expect(r.blocks).toEqual([at.id('op', BLOCKER)]);
  const short = setup(0);
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const member = setup(1, ['HP/001T-004']);
  x = settle(activate(member.s, member.id('me', card)));
  expect(standingEnergyCount(x, member.me)).toBe(0);
  expect(offeredBlocks(x, member.id('me', SUPPORTERS[0]!)).blocks).toEqual([member.id('op', BLOCKER)]);
});
