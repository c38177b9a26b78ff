/**
 * Card cases: 「これをプレイする際、(元のコストNの)場の(group)N体を[アクト]：コストを-Mする」 — a process chosen while playing,
 * paid as the cost (SVE 10.4.7.2, 10.6.2.5): engaging N standing cards of your field (10.4.3) lowers the PP paid by M
 * (grammar/play-rules.ts playOption `tap`, actions/play-variants.ts). The option is one play action ({option: true});
 * the cards to engage are chosen among the standing cards of the group (an engaged one cannot pay, 1.3.2.1).
 * Registered from card-cases.ts; each expectation is read from the printed text: offered only with N such standing
 * cards and the lowered cost payable (one card short or one PP short: not offered).
 */
import { type Action, type GameState } from '../../../../engine/src/index.js';
import { counters, must, names, stats, zoneCards, type Starter } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { type Covers, onlyHand, plays, sc, settleChoices, sorted } from './case-helpers.js';

const optionPlay = (s: GameState, card: string): Action | undefined => plays(s, card).find((a) => a.option === true);
const plainPlay = (s: GameState, card: string): Action | undefined => plays(s, card).find((a) => a.option !== true);
const trees = (n: number) => Array.from({ length: n }, () => ['BP07-T03', 'field', 0] as [string, string, number]);

/** A scene with the spell alone in hand, `field` cards, `tokens`, enemy followers ファフニール (7/8) and ヴァンガード・レイサム (3/3). */
function scene(me: Starter, spell: string, pp: number, field: string[], tokens: Array<[string, string, number]>, engaged: number[] = []) {
  // 王たる光・ベイリオン (BP07-018) in the cemetery brings its token 『ナテラの大樹』 (BP07-T03) into the game's catalog snapshot
  const r = sc({ me, hand: [spell], field, oppField: ['SD04-001', 'SD02-002'], pp, ...(tokens.length > 0 ? { tokens, cemetery: ['BP07-018'] } : {}) });
  onlyHand(r.s, r.ids.hand!);
  const own = [...(r.ids.field ?? []), ...(r.ids.tokens ?? [])];
  for (const i of engaged) r.s.cards[own[i]!]!.tapped = true;
  return { s: r.s, card: r.ids.hand![0]!, field: r.ids.field ?? [], tokens: r.ids.tokens ?? [], opp: r.ids.oppField! };
}

export function registerPlayEngageOptionsCases(covers: Covers): void {
  covers(['BP17-007'], 'BP17-007 温かな抱擁 (spell, cost 2): engage 2 『ナテラの大樹』 of your field while playing it: cost −2 (offered: the three standing ones, not the engaged one); your leader +1, draw 1; one standing 『ナテラの大樹』 and 1 PP: not playable; 2 PP: played without engaging', () => {
    const a = scene('SD01', 'BP17-007', 0, [], trees(4), [3]);
    expect(plainPlay(a.s, a.card)).toBeUndefined();
    const deck = zoneCards(a.s, 'deck', 0).length;
    let s = must(a.s, optionPlay(a.s, a.card)!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, rule: 'SVE 10.4.7.2', min: 2, max: 2 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.tokens.slice(0, 3)));
    s = settleChoices(pick(pick(s, a.tokens[0]!), a.tokens[1]!));
    expect([a.tokens.map((t) => s.cards[t]!.tapped), health(s, 0), zoneCards(s, 'hand', 0).length, zoneCards(s, 'deck', 0).length, counters(s, 0).pp]).toEqual([[true, true, false, true], 21, 1, deck - 1, 0]);
    const one = scene('SD01', 'BP17-007', 1, [], trees(2), [1]);
    expect(plays(one.s, one.card)).toEqual([]);
    const full = scene('SD01', 'BP17-007', 2, [], []);
    expect(plays(full.s, full.card).map((x) => x.option === true)).toEqual([false]);
  });

  // BP07-P06 is a parallel printing whose flattened text puts the 『ナテラの大樹』 box before the spell text: the compiler
  // reads the sentences after the box as the card's text (abilities/text.ts tokenInfoEnd), so it plays as BP07-024
  for (const id of ['BP07-024', 'BP07-P06']) {
    covers([id], `${id} 王の一閃 (spell, cost 3): engage 2 『ナテラの大樹』 of your field while playing it: cost −2; with 王たる光・ベイリオン on your field 1 less again (0 PP then enough; without it 0 PP: refused, 1 PP: playable); 4 damage to an enemy follower (offered: the enemy followers)`, () => {
      const a = scene('SD02', id, 1, [], trees(2));
      expect(plainPlay(a.s, a.card)).toBeUndefined();
      { const z = scene('SD02', id, 0, [], trees(2)); expect(plays(z.s, z.card)).toEqual([]); }
      const b = scene('SD02', id, 0, ['BP07-018'], trees(3));
      let s = must(b.s, optionPlay(b.s, b.card)!).state;
      expect(sorted(s.decision!.candidates)).toEqual(sorted(b.tokens));
      s = pick(pick(s, b.tokens[0]!), b.tokens[2]!);
      expect(sorted(s.decision!.candidates)).toEqual(sorted(b.opp));
      s = settleChoices(pick(s, b.opp[0]!));
      expect([stats(s, b.opp[0]!), b.tokens.map((t) => s.cards[t]!.tapped), counters(s, 0).pp, sorted(names(s, 'cemetery', 0))]).toEqual([[7, 4], [true, false, true], 0, sorted(['BP07-018', id])]);
    });
  }

  covers(['BP15-087'], 'BP15-087 紅の仁義 (spell, cost 2): engage 2 followers of original cost 2 of your field while playing it: cost −1 (offered: the standing cost-2 followers; not a cost-3 one); 4 damage to an enemy follower; 0 PP: refused; one cost-2 follower: refused', () => {
    const a = scene('SD05', 'BP15-087', 1, ['SD05-007', 'SD05-010', 'SD05-012', 'SD05-003'], []);
    expect(plainPlay(a.s, a.card)).toBeUndefined();
    { const z = scene('SD05', 'BP15-087', 0, ['SD05-007', 'SD05-010'], []); expect(plays(z.s, z.card)).toEqual([]); }
    { const z = scene('SD05', 'BP15-087', 1, ['SD05-007', 'SD05-003'], []); expect(plays(z.s, z.card)).toEqual([]); }
    let s = must(a.s, optionPlay(a.s, a.card)!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.field.slice(0, 3)));
    s = pick(pick(s, a.field[0]!), a.field[2]!);
    s = settleChoices(pick(s, a.opp[0]!));
    expect([stats(s, a.opp[0]!), a.field.map((t) => s.cards[t]!.tapped), counters(s, 0).pp]).toEqual([[7, 4], [true, false, true, false], 0]);
  });

  // PCS01-014 reprints CP04-036's text (another printing): the same case plays each
  for (const card of ['CP04-036', 'PCS01-014']) {
    covers([card], `${card} プリンセスストライク (spell, cost 3): engage a follower of your field whose name contains ペコリーヌ while playing it: cost −3 (offered: the standing ペコリーヌ followers, not another follower); 5 damage to an enemy follower and 2 to its leader; with the ペコリーヌ engaged, 2 PP: not playable`, () => {
      const a = scene('SD02', card, 0, ['CP04-019', 'CP04-019', 'SD02-002'], []);
      expect(plainPlay(a.s, a.card)).toBeUndefined();
      { const z = scene('SD02', card, 2, ['CP04-019'], [], [0]); expect(plays(z.s, z.card)).toEqual([]); }
      let s = must(a.s, optionPlay(a.s, a.card)!).state;
      expect(sorted(s.decision!.candidates)).toEqual(sorted(a.field.slice(0, 2)));
      s = pick(s, a.field[1]!);
      expect(sorted(s.decision!.candidates)).toEqual(sorted(a.opp));
      const h = health(s, 1);
      s = settleChoices(pick(s, a.opp[0]!));
      expect([stats(s, a.opp[0]!), health(s, 1), a.field.map((t) => s.cards[t]!.tapped), counters(s, 0).pp]).toEqual([[7, 3], h - 2, [false, true, false], 0]);
    });
  }
}
