/**
 * Engine-played cases: choosing restrictions 「相手から選ばれない」 / 「相手のキャラから選ばれない」 / 「選ばれない。(あなたも
 * 選べない）」 (keyword r4u.unchoosable, src/rules/choosing.ts) given by 【永】 abilities (9.9) and by 【自】 effects for a
 * duration (「このアタック中」 8.5.2, 「このターン中」 7.6.4). Whether a card may be chosen is asked of the hook every choice of
 * cards for an ability asks (the kernel's target-candidate hook, `choosableBy` below); test/choosing.spec.ts shows
 * that hook removing the card from a real choice.
 */
import { newEnv, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { reader } from '../../src/reader.js';
import { r4uChoosable } from '../../src/rules/choosing.js';
import { definition, pickNothing, playUntil, VANILLA_REBIRTH } from '../engine-helpers.js';
import { activate, activations, attack, cardIds, choose, covers, passCounters, decision, entryCard, inZone, offered, pick, playChar, printed, scene, settle, spark, stat } from './case-helpers.js';

/**
 * Whether an ability of player `by` may choose card `id`: the ability of `by`'s Entry character (`'character'`), or of
 * a Re-birth (`'rebirth'`, not a character: 2.2.2) — the question every chooseCards of an ability asks (kernel
 * choosableCandidates → rules/choosing.ts r4uChoosable).
 */
function choosableBy(s: GameState, id: string, by: number, source: 'character' | 'rebirth' = 'character'): boolean {
  const r = reader(s);
  const env = newEnv({ ...r, def: definition, events: [], steps: 0 } as never, by, entryCard(s, by));
  return r4uChoosable(r, id, by, source === 'character' ? env : { ...env, source: null, sourceCardId: VANILLA_REBIRTH });
}
/** Stops at the block question of the attacked player (asked every time in scenes): the attack is still going on. */
const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');
/** An opposing Entry with DEF 1 (BKRM/001B-007, 3/1): any attack retires it. */
const WEAK = 'BKRM/001B-007';
/** Attack with `supporter`, pass the block, stop at the first question of the attacking player (or the start step). */
const attackThrough = (s: GameState, supporter: string): GameState => {
  const me = s.turn.active;
  return settle(attack(s, supporter), (y) => (y.decision?.player === me && !['r4u.block', 'r4u.counter'].includes(y.decision.kind) ? y : null));
};

covers(['AL/001T-003'], 'AL/001T-003 【自】【メンバー】【Reコンボ】《姉妹の絆》 support (8.2.4.2): for the attack, the supported Entry +3/±0 and this card 相手から選ばれない (the opponent\'s character or Re-birth ability cannot choose it, its master can); after the attack (8.5.2): over; another Re-birth set: nothing', () => {
  const card = 'AL/001T-003';
  const setup = (rebirth: string) => scene({ me: { entry: 'HP/001T-014', members: [card, 'HP/001T-003'], rebirth: [rebirth] } });
  const at = setup('AL/001T-016'); // 《姉妹の絆》
  const self = at.id('me', card);
  const base = stat(at.s, entryCard(at.s, at.me));
  expect(choosableBy(at.s, self, at.op)).toBe(true);
  let x = atBlock(attack(at.s, self));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(stat(x, entryCard(x, at.me))).toEqual([base[0] + 3, base[1]]);
  expect([choosableBy(x, self, at.op), choosableBy(x, self, at.op, 'rebirth'), choosableBy(x, self, at.me)]).toEqual([false, false, true]);
  x = settle(x);
  expect(stat(x, entryCard(x, at.me))).toEqual(base);
  expect(choosableBy(x, self, at.op)).toBe(true);
  const wrong = setup(VANILLA_REBIRTH);
  x = atBlock(attack(wrong.s, wrong.id('me', card)));
  expect(stat(x, entryCard(x, wrong.me))).toEqual(stat(wrong.s, entryCard(wrong.s, wrong.me)));
  expect(choosableBy(x, wrong.id('me', card), wrong.op)).toBe(true);
});

for (const [card, energy, rebirth] of [['FG/001T-003', 2, VANILLA_REBIRTH], ['LR/001T-002', 1, 'LR/001T-017a']] as const) {
  covers([card], `${card} 【自】【エントリー】【Reコンボ】【ターン１】 retiring an opponent's character (5.15.2): paying エネ${energy === 2 ? '②' : '①'} (pay / skip asked), 1 of your members (every one offered) 相手のキャラから選ばれない for the turn (an opponent's Re-birth ability still can); ${energy - 1} standing energy: not asked; no Re-birth: nothing`, () => {
    const setup = (e: number, rb: string | null = rebirth) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-010', 'HP/001T-004'], rebirth: rb ? [rb] : [], energy: e }, op: { entry: WEAK } });
    const at = setup(energy);
    const m = (c: string) => at.id('me', c);
    let x = attackThrough(at.s, m('HP/001T-003'));
    expect(decision(x)!.options).toEqual(['pay', 'skip']);
    x = choose(x, 'pay');
    expect(offered(x)).toEqual([m('HP/001T-003'), m('HP/001T-004'), m('HP/001T-010')].sort());
    x = settle(pick(x, m('HP/001T-004')));
    expect(inZone(x, Z.energy, at.me).filter((c) => !x.cards[c]!.tapped && x.catalog[x.cards[c]!.cardId]!.type !== 'partner')).toEqual([]);
    expect([choosableBy(x, m('HP/001T-004'), at.op), choosableBy(x, m('HP/001T-004'), at.op, 'rebirth'), choosableBy(x, m('HP/001T-010'), at.op)]).toEqual([false, true, true]);
    const skipped = settle(choose(attackThrough(at.s, m('HP/001T-003')), 'skip'));
    expect(choosableBy(skipped, m('HP/001T-004'), at.op)).toBe(true);
    for (const below of [setup(energy - 1), setup(energy, null)]) {
      const y = attackThrough(below.s, below.id('me', 'HP/001T-003'));
      expect(decision(y)!.kind).toBe('r4u.startStep');
      expect(inZone(y, Z.retire, below.op)).toHaveLength(1); // it did retire the opposing Entry
    }
  });
}

covers(['GZ/001T-013'], 'GZ/001T-013 【永】【メンバー】：あなたのエントリーは相手から選ばれない。 — as a member: your Entry cannot be chosen by the opponent (character or Re-birth ability), by you it can; the member itself can; in the waiting room (not 【メンバー】): no restriction', () => {
  const at = scene({ me: { entry: 'HP/001T-014', members: ['GZ/001T-013', 'HP/001T-003'] } });
  const e = entryCard(at.s, at.me);
  expect([choosableBy(at.s, e, at.op), choosableBy(at.s, e, at.op, 'rebirth'), choosableBy(at.s, e, at.me), choosableBy(at.s, at.id('me', 'GZ/001T-013'), at.op)]).toEqual([false, false, true, true]);
  const away = scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003'], waitingRoom: ['GZ/001T-013'] } });
  expect(choosableBy(away.s, entryCard(away.s, away.me), away.op)).toBe(true);
});

covers(['HS/001T-014'], 'HS/001T-014 【自】 placed from hand onto the Entry (9.7.2; the Entry character it replaces goes, 10.3.3): 1 of your members (every one offered) 相手から選ばれない for the turn; put onto the Entry from the deck (Entry process 10.5): no trigger', () => {
  const card = 'HS/001T-014';
  const at = scene({ me: { members: ['HP/001T-003', 'HP/001T-010'], hand: [card], energy: 2 } });
  let x = playChar(at.s, at.id('me', card), 'entry');
  expect(offered(x)).toEqual([at.id('me', 'HP/001T-003'), at.id('me', 'HP/001T-010')].sort());
  x = settle(pick(x, at.id('me', 'HP/001T-010')));
  expect(cardIds(x, Z.entry, at.me)).toEqual([card]);
  expect([choosableBy(x, at.id('me', 'HP/001T-010'), at.op), choosableBy(x, at.id('me', 'HP/001T-010'), at.op, 'rebirth'), choosableBy(x, at.id('me', 'HP/001T-003'), at.op)]).toEqual([false, false, true]);
  const fromDeck = scene({ me: { members: ['HP/001T-003', 'HP/001T-010'], deckTop: [card] } });
  x = spark(fromDeck.s, fromDeck.me, card);
  expect(decision(x)?.kind).not.toBe('chooseCards');
  expect(choosableBy(x, fromDeck.id('me', 'HP/001T-010'), fromDeck.op)).toBe(true);
});

covers(['RZ/001T-014'], 'RZ/001T-014 【永】【エントリー】：このキャラは選ばれない。(あなたも選べない） — in the Entry: no ability of the opponent nor of its master may choose it; as a member: it may be chosen', () => {
  const at = scene({ me: { entry: 'RZ/001T-014', members: ['HP/001T-003'] } });
  const self = at.id('me', 'RZ/001T-014');
  expect([choosableBy(at.s, self, at.op), choosableBy(at.s, self, at.op, 'rebirth'), choosableBy(at.s, self, at.me)]).toEqual([false, false, false]);
  expect(stat(at.s, self)).toEqual(printed(at.s, 'RZ/001T-014'));
  const member = scene({ me: { entry: 'HP/001T-014', members: ['RZ/001T-014'] } });
  expect([choosableBy(member.s, member.id('me', 'RZ/001T-014'), member.op), choosableBy(member.s, member.id('me', 'RZ/001T-014'), member.me)]).toEqual([true, true]);
});

covers(['BA/001T-014'], 'BA/001T-014 【スパーク】：あなたは自分の手札から１枚エネルギーに【レスト】で置くことで、このターン中、このキャラは相手から選ばれず、このキャラを＋２/＋２。 — paid (pay / skip asked; every hand card offered): the card into energy rested, +2/+2 and 相手から選ばれない for the turn; skipped: neither; no hand card: not asked', () => {
  const card = 'BA/001T-014';
  const setup = (hand: string[]) => scene({ me: { members: ['HP/001T-003'], hand, deckTop: [card] } });
  const at = setup(['HP/001T-004', 'HP/001T-010']);
  let x = spark(at.s, at.me, card);
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = choose(x, 'pay');
  expect(offered(x)).toEqual([at.id('me', 'HP/001T-004'), at.id('me', 'HP/001T-010')].sort());
  x = settle(pick(x, at.id('me', 'HP/001T-010')));
  const self = entryCard(x, at.me);
  expect(x.cards[self]!.cardId).toBe(card);
  const e = inZone(x, Z.energy, at.me).find((c) => x.cards[c]!.cardId === 'HP/001T-010')!;
  expect(x.cards[e]!.tapped).toBe(true);
  expect(cardIds(x, Z.hand, at.me)).toEqual(['HP/001T-004']);
  expect(stat(x, self)).toEqual([printed(x, card)[0] + 2, printed(x, card)[1] + 2]);
  expect([choosableBy(x, self, at.op), choosableBy(x, self, at.op, 'rebirth'), choosableBy(x, self, at.me)]).toEqual([false, false, true]);
  const skipped = settle(choose(spark(at.s, at.me, card), 'skip'));
  expect(stat(skipped, entryCard(skipped, at.me))).toEqual(printed(skipped, card));
  expect(choosableBy(skipped, entryCard(skipped, at.me), at.op)).toBe(true);
  const empty = setup([]);
  x = spark(empty.s, empty.me, card);
  expect(decision(x)?.kind).not.toBe('chooseOption');
  expect(stat(x, entryCard(x, empty.me))).toEqual(printed(x, card));
});

covers(['HP/007T-012'], 'HP/007T-012 【起】【メンバー】：[エネ⑤］このターン中、このキャラは相手のキャラから選ばれず、このターン終了時、あなたはこのキャラを手札に戻す。 — 4 energy: refused; 5: 相手のキャラから選ばれない for the turn (an opponent\'s Re-birth ability still can), back to your hand at this turn\'s end (7.6.1); from the Entry: not offered', () => {
  const card = 'HP/007T-012';
  const short = scene({ me: { members: [card, 'HP/001T-003'], energy: 4 } });
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const at = scene({ me: { members: [card, 'HP/001T-003'], energy: 5 } });
  const self = at.id('me', card);
  let x = activate(at.s, self);
  x = settle(x);
  expect([choosableBy(x, self, at.op), choosableBy(x, self, at.op, 'rebirth'), choosableBy(x, self, at.me)]).toEqual([false, true, true]);
  const n = x.turn.number;
  x = playUntil(x, (y) => y.turn.number === n + 1 && y.decision?.kind === 'r4u.main', (y, l) => (y.decision?.kind === 'r4u.startStep' || y.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'endAttacks' || a.type === 'toAttack')! : pickNothing(y, l)));
  expect(cardIds(x, Z.hand, at.me)).toContain(card);
  expect(cardIds(x, Z.members, at.me)).not.toContain(card);
  const entry = scene({ me: { entry: card, energy: 5 } });
  expect(activations(entry.s, entry.id('me', card))).toEqual([]);
});

covers(['RZ/001T-007'], 'RZ/001T-007 【起】【エントリー】【Reコンボ】《鬼化》【ターン１】：［手札から１枚控え室に置く］ a 《スバル》 member (only those offered) 相手から選ばれない for the turn, this card +2/±0; the hand then empty: draw 1 (one card left: no draw); no hand card: refused; another Re-birth: refused; once per turn', () => {
  const card = 'RZ/001T-007';
  const setup = (hand: string[], rebirth = 'RZ/001T-016') => scene({ me: { entry: card, members: ['RZ/001T-002', 'RZ/001T-001', 'HP/001T-003'], hand, rebirth: [rebirth] } });
  const at = setup(['HP/001T-004']);
  const self = at.id('me', card);
  const base = stat(at.s, self);
  let x = activate(at.s, self);
  expect(offered(x)).toEqual([at.id('me', 'RZ/001T-001'), at.id('me', 'RZ/001T-002')].sort());
  x = settle(pick(x, at.id('me', 'RZ/001T-002')));
  expect(cardIds(x, Z.waitingRoom, at.me)).toEqual(['HP/001T-004']);
  expect(stat(x, self)).toEqual([base[0] + 2, base[1]]);
  expect([choosableBy(x, at.id('me', 'RZ/001T-002'), at.op), choosableBy(x, at.id('me', 'RZ/001T-001'), at.op)]).toEqual([false, true]);
  expect(inZone(x, Z.hand, at.me)).toHaveLength(1); // the hand was empty: drew 1
  expect(activations(x, self)).toEqual([]); // 【ターン１】
  const two = setup(['HP/001T-004', 'HP/001T-010']);
  x = activate(two.s, two.id('me', card));
  expect(offered(x)).toEqual([two.id('me', 'HP/001T-004'), two.id('me', 'HP/001T-010')].sort()); // the cost: which hand card
  x = passCounters(pick(x, two.id('me', 'HP/001T-004')));
  x = settle(pick(x, two.id('me', 'RZ/001T-002')));
  expect(cardIds(x, Z.hand, two.me)).toEqual(['HP/001T-010']); // one left: no draw
  expect(activations(setup([]).s, setup([]).id('me', card))).toEqual([]);
  const wrong = setup(['HP/001T-004'], 'GU/001B-096');
  expect(activations(wrong.s, wrong.id('me', card))).toEqual([]);
});

covers(['FG/001T-009'], 'FG/001T-009 【永】【メンバー】：あなたの他のメンバーが２枚以上【レスト】しているなら、このキャラは相手のキャラから選ばれない。 — 2 other members rested: an opponent\'s character ability cannot choose it (a Re-birth ability can); 1 other rested and this card rested (not 「他の」): it can; in the Entry: it can', () => {
  const card = 'FG/001T-009';
  const setup = (rested: string[], where: 'members' | 'entry' = 'members') => {
    const sc = scene({ me: where === 'members' ? { members: [card, 'HP/001T-003', 'HP/001T-010'] } : { entry: card, members: ['HP/001T-003', 'HP/001T-010'] } });
    for (const c of rested) sc.s.cards[sc.id('me', c)]!.tapped = true;
    return sc;
  };
  const two = setup(['HP/001T-003', 'HP/001T-010']);
  expect([choosableBy(two.s, two.id('me', card), two.op), choosableBy(two.s, two.id('me', card), two.op, 'rebirth')]).toEqual([false, true]);
  const one = setup(['HP/001T-003', card]);
  expect(choosableBy(one.s, one.id('me', card), one.op)).toBe(true);
  const entry = setup(['HP/001T-003', 'HP/001T-010'], 'entry');
  expect(choosableBy(entry.s, entry.id('me', card), entry.op)).toBe(true);
});
