/**
 * Engine-played cases: 【起】【控え室】 abilities (R4U 9.4.4: played from the waiting room) that put this card back into
 * play — 「［エネN］あなたはこのキャラを空席のメンバーに / エントリーに置く。置いたら、(effect)」: the effect only when this
 * card is there now (r4u.wasPut: the card bound to a variable that follows it to its new instance, rules/follow.ts);
 * no empty seat: not put (1.3.2), so nothing more.
 */
import { Z } from '../../src/constants.js';
import { CARDS } from '../cards/catalog.js';
import { activate, activations, cardIds, copies, covers, decision, inZone, offered, pick, scene, settle, standingEnergyCount, zoneOf } from './case-helpers.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';

const ids = (re: RegExp): string[] => CARDS.filter((c) => re.test(c.text ?? '')).map((c) => c.id).sort();
const HEAD = String.raw`^【起】【控え室】【本領発揮Lv５】：［エネ③］あなたはこのキャラを空席のメンバーに置く。置いたら、`;
const DRAW = ids(new RegExp(HEAD + String.raw`あなたは１枚引く。\n（【本領発揮Lv５】：あなたの、メンバーとリタイアが合計５枚以上で有効）$`));
const ENERGY = ids(new RegExp(HEAD + String.raw`あなたは自分の控え室から１枚選び、エネルギーに【レスト】で置く。(?:\n（【本領発揮Lv５】：あなたの、メンバーとリタイアが合計５枚以上で有効）)?$`));

/** `members` members and `retired` retired cards (【本領発揮Lv５】 counts both), this card in the waiting room. */
const setup = (card: string, members: number, retired: number, energy = 3, waitingRoom: string[] = []) =>
  scene({ me: { entry: 'HP/001T-014', members: copies(members, 'HP/001T-003'), retire: copies(retired), energy, waitingRoom: [card, ...waitingRoom], hand: ['HP/001T-004'] } });

for (const [what, list] of [['draw', DRAW], ['energy', ENERGY]] as const) {
  covers(list, `${list.join(' / ')} 【起】【控え室】【本領発揮Lv５】［エネ③］ this card into an empty member seat, then ${what === 'draw' ? 'draw 1' : '1 card of your waiting room (every one offered; this card is not there any more) into energy rested'}; no empty seat (3 members): paid, not put, nothing more; members + retired 4: not offered; 2 standing energy: not offered; in hand: not offered`, () => {
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      const { s, me, id } = setup(card, 2, 3, 3, ['HP/001T-010', 'HP/001T-004']);
      const self = id('me', card);
      expect(activations(s, self)).toHaveLength(1);
      let x = activate(s, self);
      if (what === 'energy') {
        expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-004', 1)].sort());
        x = pick(x, id('me', 'HP/001T-010'));
        const e = inZone(x, Z.energy, me).filter((c) => x.cards[c]!.cardId === 'HP/001T-010');
        expect(e).toHaveLength(1);
        expect(x.cards[e[0]!]!.tapped).toBe(true);
      }
      x = settle(x);
      expect(cardIds(x, Z.members, me)).toEqual([card, 'HP/001T-003', 'HP/001T-003'].sort());
      expect(standingEnergyCount(x, me)).toBe(0);
      expect(inZone(x, Z.hand, me)).toHaveLength(what === 'draw' ? 2 : 1);
      // no empty seat: the energy is paid, the card stays, nothing more
      const full = setup(card, 3, 2, 3, ['HP/001T-010']);
      x = settle(activate(full.s, full.id('me', card)));
      expect(zoneOf(x, full.id('me', card))).toBe(Z.waitingRoom);
      expect(standingEnergyCount(x, full.me)).toBe(0);
      expect(inZone(x, Z.hand, full.me)).toHaveLength(1);
      expect(cardIds(x, Z.waitingRoom, full.me)).toContain('HP/001T-010');
      // one below the level, one energy short, in hand: not offered
      const below = setup(card, 2, 2);
      expect(activations(below.s, below.id('me', card))).toHaveLength(0);
      const poor = setup(card, 2, 3, 2);
      expect(activations(poor.s, poor.id('me', card))).toHaveLength(0);
      const inHand = scene({ me: { members: copies(2, 'HP/001T-003'), retire: copies(3), energy: 3, hand: [card] } });
      expect(activations(inHand.s, inHand.id('me', card))).toHaveLength(0);
    }
  });
}

covers(['KJ/001B-014'], 'KJ/001B-014 【起】【控え室】【本領発揮Lv４】：［エネ④］あなたはこのキャラをエントリーに置く。置いたら、相手のメンバーから１枚選び、控え室に置く。 — from the waiting room onto the Entry (the previous Entry character goes to the waiting room, 10.3.3), then 1 of the opponent\'s members (every one offered) to the waiting room; members + retired 3: not offered; 3 standing energy: not offered', () => {
  const card = 'KJ/001B-014';
  const setup = (retired: number, energy: number) => scene({ me: { entry: 'HP/001T-014', members: copies(2, 'HP/001T-003'), retire: copies(retired), energy, waitingRoom: [card] }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
  const { s, me, op, id } = setup(2, 4);
  const theirs = inZone(s, Z.members, op);
  expect(activations(s, id('me', card))).toHaveLength(1);
  let x = settle(activate(s, id('me', card)), (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === me ? y : null));
  expect(cardIds(x, Z.entry, me)).toEqual(['HP/001T-014', card].sort()); // both until the recovery (10.3.3) of the next check timing
  expect(offered(x)).toEqual([...theirs].sort());
  x = settle(pick(x, theirs[1]!));
  expect(cardIds(x, Z.entry, me)).toEqual([card]);
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-014']);
  expect(inZone(x, Z.members, op)).toEqual([theirs[0], theirs[2]]);
  expect(standingEnergyCount(x, me)).toBe(0);
  for (const [retired, energy] of [[1, 4], [2, 3]] as const) {
    const o = setup(retired, energy);
    expect(activations(o.s, o.id('me', card))).toHaveLength(0);
  }
});

covers(['LR/001B-015'], 'LR/001B-015 【起】【控え室】【Reコンボ】《再びこの場所へ》：［エネ③］あなたはこのキャラをエントリーに置く。置いたら、あなたは自分の、手札か控え室から《たきな》を１枚まで選び、メンバーに置く。 — onto the Entry, then up to 1 《たきな》 of your hand or waiting room (each offered, not another character; none allowed) into a member slot; another Re-birth set: not offered; 2 standing energy: not offered', () => {
  const card = 'LR/001B-015';
  const TAKINA = 'LR/001B-070'; // 《たきな》, 【のびしろ】 only
  const setup = (rebirth: string, energy: number) => scene({ me: { entry: 'HP/001T-014', energy, rebirth: [rebirth], waitingRoom: [card, TAKINA, 'HP/001T-003'], hand: [TAKINA, 'HP/001T-010'] } });
  const { s, me, id } = setup('LR/001B-096', 3);
  expect(activations(s, id('me', card))).toHaveLength(1);
  let x = settle(activate(s, id('me', card)), (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === me ? y : null));
  expect(offered(x)).toEqual([id('me', TAKINA, 0), id('me', TAKINA, 1)].sort());
  expect(decision(x)!.min).toBe(0);
  x = settle(pick(x, id('me', TAKINA, 1)));
  expect(cardIds(x, Z.entry, me)).toEqual([card]);
  expect(cardIds(x, Z.members, me)).toEqual([TAKINA]);
  for (const [rebirth, energy] of [[VANILLA_REBIRTH, 3], ['LR/001B-096', 2]] as const) {
    const o = setup(rebirth, energy);
    expect(activations(o.s, o.id('me', card))).toHaveLength(0);
  }
});
