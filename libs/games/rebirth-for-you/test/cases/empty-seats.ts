/**
 * Engine-played cases: counts of empty member seats (R4U 4.5.3.2.1 空席のメンバー; 4.5.3.1: 3 slots) — 【永】「あなたの空席の
 * メンバー1つにつき、このキャラを+A/+B」 (the change times the slots less the cards in them, counted again at each query).
 */
import { copies, covers, printed, scene, stat } from './case-helpers.js';

covers(['HP/005T-003'], 'HP/005T-003 【永】【エントリー】：あなたの空席のメンバー１つにつき、このキャラを－２/±０。 — 3 members (0 empty): printed 7/6; 2 members (1 empty): 5/6; 1 member: 3/6; none (3 empty): 1/6; as a member (not the Entry): printed', () => {
  const card = 'HP/005T-003';
  for (const [members, atk] of [[3, 7], [2, 5], [1, 3], [0, 1]] as const) {
    const { s, id } = scene({ me: { entry: card, members: copies(members, 'HP/001T-003') } });
    expect(printed(s, card)).toEqual([7, 6]);
    expect(stat(s, id('me', card))).toEqual([atk, 6]);
  }
  const member = scene({ me: { entry: 'HP/001T-014', members: [card] } });
  expect(stat(member.s, member.id('me', card))).toEqual([7, 6]);
});
