/**
 * Engine-played cases: checks (R4U 5.25) — 「あなたはチェックしてよい。それであなたが勝ちなら、…。負けなら、…」: the master may
 * check (yes / no asked); the top card of the deck goes to the waiting room and wins when it is a Re-birth (5.25.1.1) or a
 * character whose ATK is greater than the opponent's Entry's (5.25.1.2: equal loses); the result of THAT check is read
 * (its variable), so a declined check is neither won nor lost.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { cardIds, choose, covers, decision, inZone, offered, pick, printed, scene, settle, spark, stat } from './case-helpers.js';

const OPP_ENTRY = 'HP/003T-011'; // ATK 4

covers(['KJ/001T-001'], 'KJ/001T-001 【スパーク】：あなたはチェックしてよい。それであなたが勝ちなら、あなたは１枚引く。負けなら、あなたは自分のメンバーから１枚選び、控え室に置く。 — checked (yes / no asked): a character with ATK 5 against the opponent\'s Entry\'s 4: won, draws 1; ATK 4 (equal): lost, one of your members (each offered) to the waiting room; ATK 2: lost; a Re-birth: won; declined: nothing', () => {
  const card = 'KJ/001T-001';
  const play = (top: string): { x: GameState; me: number; id: (side: 'me' | 'op', c: string, n?: number) => string } => {
    const { s, me, id } = scene({ me: { deckTop: [card, top], members: ['HP/001T-003', 'HP/001T-010'], hand: [] }, op: { entry: OPP_ENTRY } });
    expect(printed(s, OPP_ENTRY)[0]).toBe(4);
    const x = settle(spark(s, me, card), (y) => (y.decision?.player === me && y.decision.kind === 'chooseOption' ? y : null));
    expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', ['yes', 'no']]);
    return { x, me, id };
  };
  for (const [top, atk, won] of [['HP/001T-010', 5, true], ['HP/001T-014', 4, false], ['HP/001T-004', 2, false], [VANILLA_REBIRTH, null, true]] as const) {
    const { x: x0, me, id } = play(top);
    if (atk !== null) expect(printed(x0, top)[0]).toBe(atk);
    let x = choose(x0, 'yes');
    x = settle(x, (y) => (y.decision?.player === me && y.decision.kind === 'chooseCards' ? y : null));
    expect(cardIds(x, Z.waitingRoom, me)).toContain(top); // the checked card (5.25.1)
    if (won) {
      x = settle(x);
      expect(inZone(x, Z.hand, me)).toHaveLength(1);
      expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
    } else {
      expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-010')].sort());
      x = settle(pick(x, id('me', 'HP/001T-003')));
      expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-010']);
      expect(inZone(x, Z.hand, me)).toHaveLength(0);
    }
  }
  // declined: no check, neither result
  const { x: d0, me } = play('HP/001T-010');
  const d = settle(choose(d0, 'no'));
  expect(inZone(d, Z.hand, me)).toHaveLength(0);
  expect(cardIds(d, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(cardIds(d, Z.waitingRoom, me)).not.toContain('HP/001T-010');
});

covers(['KJ/001T-006'], 'KJ/001T-006 【永】【メンバー】：あなたがチェックする際、そのチェック中、相手のエントリーを－１/±０ and 【自】【メンバー】【Reコンボ】【ターン１回】：あなたがチェックした時、パートナーかエネルギーから１枚選び、【スタンド】する — as a member: a checked ATK 4 against the opponent\'s Entry\'s printed 4 wins (4 > 4 − 1; without it: equal, lost), the Entry is printed again after the check; then one card of your energy area (every one offered, partners too) stands; no Re-birth set: the check still compares with −1, nothing stands', () => {
  const checker = 'KJ/001T-001'; // 【スパーク】：あなたはチェックしてよい。勝ちなら1枚引く、負けならメンバーを1枚控え室に
  const card = 'KJ/001T-006';
  const play = (members: string[], rebirth: string[]) => {
    const sc = scene({ me: { deckTop: [checker, 'HP/001T-014'], members, hand: [], rebirth, energy: { standing: 0, rested: 2 } }, op: { entry: OPP_ENTRY } });
    let x = settle(spark(sc.s, sc.me, checker), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseOption' ? y : null));
    x = settle(choose(x, 'yes'), (y) => (y.decision?.player === sc.me && y.decision.kind === 'chooseCards' ? y : null));
    return { sc, x };
  };
  expect(printed(scene().s, 'HP/001T-014')[0]).toBe(4);
  // as a member, Re-birth set: won (drew 1), then the stand choice
  const { sc, x: x0 } = play([card, 'HP/001T-003'], [VANILLA_REBIRTH]);
  expect(inZone(x0, Z.hand, sc.me)).toHaveLength(1); // won: drew
  const energy = inZone(x0, Z.energy, sc.me);
  expect(energy.filter((c) => !x0.cards[c]!.tapped)).toEqual([]);
  expect(offered(x0)).toEqual([...energy].sort()); // 2 energy cards and 3 partners, all rested
  const partner = energy.find((c) => x0.catalog[x0.cards[c]!.cardId]!.type === 'partner')!;
  const x = settle(pick(x0, partner));
  expect(inZone(x, Z.energy, sc.me).filter((c) => !x.cards[c]!.tapped)).toEqual([partner]);
  expect(printed(x, OPP_ENTRY)[0]).toBe(4);
  const opEntry = inZone(x, Z.entry, sc.op)[0]!;
  expect(stat(x, opEntry)).toEqual(printed(x, OPP_ENTRY)); // −1 only during the check
  // without it: 4 against 4, lost (a member chosen for the waiting room)
  const without = play(['HP/001T-003', 'HP/001T-010'], [VANILLA_REBIRTH]);
  expect(inZone(without.x, Z.hand, without.sc.me)).toHaveLength(0);
  expect(offered(without.x)).toEqual(inZone(without.x, Z.members, without.sc.me).sort());
  // no Re-birth set: still won, nothing stands (【Reコンボ】 unmet at resolution, 11.2.3.3)
  const noCombo = play([card, 'HP/001T-003'], []);
  const y = settle(noCombo.x);
  expect(inZone(y, Z.hand, noCombo.sc.me)).toHaveLength(1);
  expect(inZone(y, Z.energy, noCombo.sc.me).filter((c) => !y.cards[c]!.tapped)).toEqual([]);
});
