/**
 * Card cases: 「自分のEXエリアの(group)N枚を場に出す」 — N cards of your EX area, chosen (SVE 10.6.2.3), put onto your field
 * (4.4.4.2); a card put onto the field this way has its Fanfare (12.4.3) (grammar/effects/summon.ts). Registered from
 * card-cases.ts; every expectation is read from the printed text.
 */
import { counters, stats, zoneCards } from '../engine-helpers.js';
import { activations, health, pick } from '../drivers.js';
import { act, canPlay, type Covers, onField, playIt, sc, setHealth, settleChoices, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerExAreaToFieldCases(covers: Covers): void {
  covers(['BP16-025'], 'BP16-025 煌刃の勇者・アマリア (4/4, cost 4): Fanfare 4 damage to an enemy follower (offered: the enemy followers; not yours), then a 兵士 token follower of your EX area onto your field (offered: ナイト, スティールナイト; not the 妖精 token フェアリー, not the 兵士 card フローラルフェンサー); [起動][コスト0] once per turn, with 3 or more 兵士 token followers of different names on your field: 4 damage to the enemy leader and draw 1 (2 names: not offered); 3 PP: refused', () => {
    // SD07-009 and SD01-014 (in the deck) bring their tokens (シールドガーディアン, フェアリー) into the game's snapshot
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP16-025', 'SD07-009', 'SD01-014'], ex: ['SD02-003'], oppField: ['SD04-001', 'SD04-003'], tokens: [['SD02-T01', 'exArea', 0], ['SD02-T02', 'exArea', 0], ['SD01-T01', 'exArea', 0], ['SD07-T02', 'field', 0]], pp: 4 });
    const [knight, steel, fairy, shield] = ids.tokens!;
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    expectOffered(s, ids.oppField!, [shield!]);
    s = pick(s, ids.oppField![1]!);
    expectOffered(s, [knight!, steel!], [fairy!, ids.ex![0]!]);
    s = settleChoices(pick(s, knight!));
    const me = onField(s, 0, 'BP16-025')[0]!;
    const names = (x: typeof s) => zoneCards(x, 'field', 0).map((c) => x.cards[c]!.cardId).sort();
    expect([stats(s, me), names(s), zoneCards(s, 'exArea', 0).length, zoneCards(s, 'cemetery', 1).length, counters(s, 0).pp]).toEqual([[4, 4], ['BP16-025', 'SD02-T01', 'SD07-T02'].sort(), 3, 1, 0]);
    // 2 names of 兵士 tokens (ナイト, シールドガーディアン): the [起動] is not offered
    expect(activations(s, me)).toEqual([]);
    // a third name: offered once this turn
    const { s: t0, ids: t } = sc({ me: 'SD02', field: ['BP16-025'], hand: ['SD07-009'], tokens: [['SD02-T01', 'field', 0], ['SD02-T02', 'field', 0], ['SD07-T02', 'field', 0]], pp: 0 });
    const amalia = t.field![0]!;
    const h = zoneCards(t0, 'hand', 0).length;
    const t1 = settleChoices(act(t0, amalia));
    expect([health(t1, 1), zoneCards(t1, 'hand', 0).length - h, activations(t1, amalia).length]).toEqual([16, 1, 0]);
  });

  covers(['BP14-094', 'BP14-T06'], 'BP14-094 清めの間 (amulet, cost 1): Fanfare two 『招来の狐』 (0/1 【守護】, Fanfare your leader +1) into your EX area; [起動] engage it and put it into the cemetery: a 『招来の狐』 of your EX area onto your field (offered: both foxes; not another EX card), its Fanfare +1 — only with a 狂信 follower of original cost 2 or more on your field (残忍な修道女 (4): offered; スネークプリースト (1): not); 0 PP: refused', () => {
    const run = (zealot: string) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP14-094'], field: [zealot], ex: ['SD06-020'], pp: 1 });
      if (zealot === 'SD06-007') expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      setHealth(s0, 0, 15);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const foxes = zoneCards(s, 'exArea', 0).filter((c) => s.cards[c]!.cardId === 'BP14-T06');
      const me = onField(s, 0, 'BP14-094')[0]!;
      return { s, ids, foxes, me };
    };
    const low = run('SD06-008');
    expect([low.foxes.length, counters(low.s, 0).pp, activations(low.s, low.me).length]).toEqual([2, 0, 0]);
    const { s, ids, foxes, me } = run('SD06-007');
    expect(activations(s, me).length).toBe(1);
    const a = act(s, me);
    expectOffered(a, foxes, [ids.ex![0]!]);
    const r = settleChoices(pick(a, foxes[0]!));
    const fox = onField(r, 0, 'BP14-T06')[0]!;
    expect([onField(r, 0, 'BP14-094').length, zoneCards(r, 'cemetery', 0).map((c) => r.cards[c]!.cardId), stats(r, fox), health(r, 0), zoneCards(r, 'exArea', 0).length]).toEqual([0, ['BP14-094'], [0, 1], 16, 2]);
  });
}
