/**
 * Card cases: 「自分のデッキから(group A)N枚と(group B)M枚を探し、…」 — each group searched for its count in printed order
 * (SVE 5.8; a group not found is not found, 4.1.2.2; grammar/effects/search.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text: each search offers exactly the deck's
 * cards of its group, the cost one short is refused.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, must, names, stats, zoneCards } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { canPlay, type Covers, onField, onlyHand, sc, settleChoices, sorted, toDeck } from './case-helpers.js';

type Facts = { type: string; cost: number | null; name: string };
/** The catalog ids of player 0's deck cards that `ok` accepts (one entry per instance), sorted. */
const deckIds = (s: GameState, ok: (c: Facts) => boolean) => sorted(zoneCards(s, 'deck', 0).map((x) => s.cards[x]!.cardId).filter((id) => ok(s.catalog[id] as unknown as Facts)));
const offered = (s: GameState) => {
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  return sorted(s.decision!.candidates!.map((x) => s.cards[x]!.cardId));
};
const take = (s: GameState, cardId: string) => pick(s, s.decision!.candidates!.find((x) => s.cards[x]!.cardId === cardId)!);

export function registerMultiGroupSearchesCases(covers: Covers): void {
  for (const id of ['CP02-055', 'CP02-SP08a']) {
    covers([id], `${id} (cost 7, 4/4): Fanfare — a follower of original cost 3, then a follower of original cost 1, from your deck onto your field (each search offers exactly the deck's followers of that cost); another デレマス follower entering your field: 2 damage to an enemy follower (the cost-1 デレマス follower does it; the cost-3 non-デレマス follower does not); 6 PP: not playable`, () => {
      const mk = (pp: number) => {
        const r = sc({ me: 'SD04', hand: [id, 'SD04-009', 'ECP02-032'], oppField: ['SD04-001'], pp });
        toDeck(r.s, r.ids.hand!.slice(1));
        onlyHand(r.s, [r.ids.hand![0]!]);
        return r;
      };
      expect(canPlay(mk(6).s, mk(6).ids.hand![0]!)).toBe(false);
      const { s: s0, ids } = mk(7);
      const three = deckIds(s0, (c) => c.type === 'フォロワー' && c.cost === 3);
      const one = deckIds(s0, (c) => c.type === 'フォロワー' && c.cost === 1);
      expect([three.includes('SD04-009'), one]).toEqual([true, ['ECP02-032']]);
      let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
      expect(offered(s)).toEqual(three);
      s = take(s, 'SD04-009');
      s = settleChoices(s);
      if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.length === 1 && s.cards[s.decision.candidates![0]!]!.zone === '0:deck') s = settleChoices(pick(s, s.decision.candidates![0]!));
      s = settleChoices(s);
      expect([sorted(names(s, 'field', 0)), stats(s, onField(s, 0, id)[0]!), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([sorted([id, 'SD04-009', 'ECP02-032']), [4, 4], [7, 6], 0]);
    });
  }

  covers(['BP17-102'], 'BP17-102 禁絶と均衡 (spell, cost 6): a follower whose name contains マーロン, then a follower of original cost 2 or less, from your deck onto your field (each search offers exactly the deck\'s cards of its group); your leader +2; 5 PP: not playable', () => {
    const mk = (pp: number) => {
      const r = sc({ me: 'SD06', hand: ['BP17-102', 'SD06-003', 'BP07-090', 'SD06-008'], pp });
      toDeck(r.s, r.ids.hand!.slice(1));
      onlyHand(r.s, [r.ids.hand![0]!]);
      return r;
    };
    expect(canPlay(mk(5).s, mk(5).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(6);
    const small = deckIds(s0, (c) => c.type === 'フォロワー' && c.cost !== null && c.cost <= 2);
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(offered(s)).toEqual(['BP07-090']);
    s = take(s, 'BP07-090');
    for (let i = 0; i < 6 && !(s.decision?.kind === 'chooseCards' && s.decision.candidates!.every((x) => s.cards[x]!.zone === '0:deck')); i++) s = settleChoices(s.decision?.kind === 'chooseCards' ? must(s, { type: 'done', player: 0 }).state : s);
    expect(offered(s)).toEqual(small);
    s = take(s, 'SD06-008');
    s = settleChoices(s);
    expect([sorted(names(s, 'field', 0)), counters(s, 0).pp, health(s, 0)]).toEqual([['BP07-090', 'SD06-008'], 0, 22]);
  });
}
