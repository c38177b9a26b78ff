/**
 * Engine-played cases: 【自】 abilities of the attacking Entry character (「このキャラがアタックした時」, R4U 8.2.4) with a price
 * (「…することで、」 9.5.2.2: pay / skip asked, not asked when it cannot be paid in full).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { attack, choose, covers, decision, entryCard, inZone, printed, scene, settle, stat } from './case-helpers.js';

const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');

covers(['TH/001T-014'], 'TH/001T-014 【自】【エントリー】【Reコンボ】：このキャラがアタックした時、あなたは自分のエネルギーから１枚以上、すべて【レスト】することで、このアタック中、このキャラを＋５/±０。 — 2 standing energy (and standing partners): pay / skip asked, both energy cards rested (4.6.3: the partners are not energy and stay standing), +5/±0 for the attack; skipped: nothing; no standing energy: not asked; no Re-birth set: not asked', () => {
  const card = 'TH/001T-014';
  const setup = (standing: number, rebirth = true) => scene({ me: { entry: card, members: ['HP/001T-003'], energy: { standing, rested: 1 }, partners: 'standing', rebirth: rebirth ? [VANILLA_REBIRTH] : [] }, op: { entry: 'HP/003T-011' } });
  const sc = setup(2);
  const p = printed(sc.s, card);
  const standingOf = (x: GameState) => inZone(x, Z.energy, sc.me).filter((c) => !x.cards[c]!.tapped);
  const partners = (x: GameState) => standingOf(x).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'partner');
  expect(partners(sc.s)).toHaveLength(3);
  expect(standingOf(sc.s)).toHaveLength(5);
  let x = attack(sc.s, sc.id('me', 'HP/001T-003'));
  expect([decision(x)!.kind, decision(x)!.player, decision(x)!.options]).toEqual(['chooseOption', sc.me, ['pay', 'skip']]);
  const skipped = atBlock(choose(x, 'skip'));
  expect(stat(skipped, entryCard(skipped, sc.me))).toEqual(p);
  expect(standingOf(skipped)).toHaveLength(5);
  x = atBlock(choose(x, 'pay'));
  expect(standingOf(x)).toEqual(partners(x));
  expect(partners(x)).toHaveLength(3);
  expect(stat(x, entryCard(x, sc.me))).toEqual([p[0] + 5, p[1]]);
  x = settle(x);
  expect(stat(x, entryCard(x, sc.me))).toEqual(p); // 「このアタック中」: over (8.5.2)
  for (const other of [setup(0), setup(2, false)]) {
    const y = attack(other.s, other.id('me', 'HP/001T-003'));
    expect(decision(y)!.kind).not.toBe('chooseOption');
    expect(stat(y, entryCard(y, other.me))).toEqual(p);
  }
});
