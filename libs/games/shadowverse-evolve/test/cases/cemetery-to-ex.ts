/**
 * Card cases: 「自分の墓場のこれをEXエリアに置く」 — an ability of a card in the cemetery (SVE 10.3.4: it functions there and
 * only there) that moves the card itself into its EX area: activated (「[起動](cost)：…」) or automatic with a cost (「…とき、
 * [コストN]：…」, 10.4.7.3) (grammar/activated.ts, grammar/effects/move.ts). Registered from card-cases.ts; every expectation is
 * read from the printed text.
 */
import { apply, type GameState } from '../../../../engine/src/index.js';
import { arrange, counters, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { activations, pick } from '../drivers.js';
import { canPlay, type Covers, fillZone, onField, onlyHand, playIt, sc, setPp, settleChoices, settlePaying, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** A PriConne Nightmare title deck (basis 'title': [UB] abilities valid, 14.5.1.2) at player 0's first main phase, cards arranged. */
const pcNightmare = (moves: Array<[string, string, number]>) => {
  let s = titleGame(titleDeck('CP04-PR06', ['CP04-076', 'CP04-PR24', 'CP04-075']), 'SD02', 'cemetery-to-ex').state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
  const r = arrange(toMain(s), moves);
  return { s: r.state, ids: r.ids };
};

/** The zones (key) holding player 0's instances of catalog card `cardId` (an instance moved is a new object with a new id, 4.1.4). */
const where = (s: GameState, cardId: string) => Object.values(s.cards).filter((c) => c.cardId === cardId && c.owner === 0).map((c) => c.zone).sort().join(' ');

export function registerCemeteryToExCases(covers: Covers): void {
  covers(['CP04-076'], 'CP04-076 ヴァイオレット (3/4, cost 4): [UB] Fanfare (PriConne title deck): a プリコネ follower of original cost 3 or less from your cemetery onto the field (offered: ドクロ親父 (1), クウカ (2); not ランファ (4), not the non-プリコネ フローラルフェンサー (3)); not a title deck: no Fanfare; [起動] discard 2 hand cards, while it is in your cemetery: it goes to your EX area (1 hand card: not offered; on the field: not offered); 3 PP: refused', () => {
    const { s: s0, ids } = pcNightmare([['CP04-076', 'hand', 0], ['CP04-PR24', 'cemetery', 0], ['CP04-075', 'cemetery', 0], ['CP04-087', 'cemetery', 0]]);
    fillZone(s0, 0, 'cemetery', ['SD02-003']); // フローラルフェンサー (cost 3, 兵士): in the snapshot as the opponent's card
    const fencer = zoneCards(s0, 'cemetery', 0).find((c) => s0.cards[c]!.cardId === 'SD02-003')!;
    setPp(s0, 4, 4);
    expect(canPlay(withPp(s0, 3), ids[0]!)).toBe(false);
    let s = playIt(s0, ids[0]!);
    expectOffered(s, [ids[1]!, ids[3]!], [ids[2]!, fencer]);
    s = settleChoices(pick(s, ids[1]!));
    const me = onField(s, 0, 'CP04-076')[0]!;
    expect([stats(s, me), onField(s, 0, 'CP04-PR24').length, onField(s, 0, 'CP04-087').length, counters(s, 0).pp]).toEqual([[3, 4], 1, 0, 0]);
    expect(activations(s, me)).toEqual([]); // on the field: the [起動] works in the cemetery only
    // not a title deck: the [UB] Fanfare never triggers (14.5.1.2)
    const { s: n0, ids: n } = sc({ me: 'SD05', hand: ['CP04-076'], cemetery: ['CP04-PR24'], pp: 4 });
    const n1 = settleChoices(playIt(n0, n.hand![0]!));
    expect([n1.decision?.kind, where(n1, 'CP04-PR24'), onField(n1, 0, 'CP04-076').length]).toEqual(['sve.main', '0:cemetery', 1]);
    // [起動] from the cemetery: discard 2 → into the EX area
    const { s: c0, ids: c } = sc({ me: 'SD05', hand: ['SD05-017', 'SD05-015'], cemetery: ['CP04-076'], pp: 0 });
    onlyHand(c0, c.hand!);
    const grave = c.cemetery![0]!;
    expect(activations(c0, grave).length).toBe(1);
    let e = apply(c0, activations(c0, grave)[0]!).state;
    if (e.decision?.kind === 'chooseCards' && e.decision.player === 0) e = pick(pick(e, c.hand![0]!), c.hand![1]!);
    e = settleChoices(e);
    expect([where(e, 'CP04-076'), zoneCards(e, 'hand', 0).length, zoneCards(e, 'cemetery', 0).length]).toEqual(['0:exArea', 0, 2]);
    const one = structuredClone(c0);
    onlyHand(one, [c.hand![0]!]);
    expect(activations(one, grave)).toEqual([]); // 1 hand card: the cost cannot be paid
  });

  covers(['BP07-041'], 'BP07-041 ソニック・フォー (spell, cost 1): [クイック] 2 damage to an enemy follower (offered: the enemy followers; not yours); in your cemetery: when a 『蒼の反逆者・テトラ』 comes onto your field, [コスト1]: it goes to your EX area (paid: EX area, playable from there; 0 PP left: stays; another follower: nothing); 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP07-041'], field: ['SD03-003'], oppField: ['SD04-001', 'SD04-003'], pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    const s1 = playIt(s0, ids.hand![0]!);
    expectOffered(s1, ids.oppField!, [ids.field![0]!]);
    const s = settleChoices(pick(s1, ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), counters(s, 0).pp, where(s, 'BP07-041')]).toEqual([[7, 6], 0, '0:cemetery']);
    // in the cemetery: テトラ (cost 3) played with 4 PP → [コスト1] paid → EX area
    const run = (pp: number, play: string, pay: 'pay' | 'skip') => {
      const { s: t0, ids: t } = sc({ me: 'SD03', hand: [play], cemetery: ['BP07-041'], pp });
      const t1 = settlePaying(playIt(t0, t.hand![0]!), pay);
      return [where(t1, 'BP07-041'), counters(t1, 0).pp];
    };
    expect(run(4, 'BP07-035', 'pay')).toEqual(['0:exArea', 0]);
    expect(run(4, 'BP07-035', 'skip')).toEqual(['0:cemetery', 1]);
    expect(run(3, 'BP07-035', 'pay')).toEqual(['0:cemetery', 0]); // no PP left: the cost is not asked
    expect(run(4, 'SD03-003', 'pay')).toEqual(['0:cemetery', 1]); // not テトラ: no trigger
    // from the EX area it is playable (8.2.1)
    const { s: x0, ids: x } = sc({ me: 'SD03', hand: ['BP07-035'], cemetery: ['BP07-041'], oppField: ['SD04-003'], pp: 5 });
    const x1 = settlePaying(playIt(x0, x.hand![0]!), 'pay');
    const inEx = zoneCards(x1, 'exArea', 0).find((c) => x1.cards[c]!.cardId === 'BP07-041')!;
    expect([where(x1, 'BP07-041'), canPlay(x1, inEx)]).toEqual(['0:exArea', true]);
  });
}
