/**
 * Sentence forms of the grammar played by the engine on real cards (one card per form; the compiled data of every
 * card of the form is checked against the printed text in cards.spec.ts): a keyword as a noun (【のびしろ】, 11.8), 「他の
 * メンバー」, the costs ［エネルギーからN枚控え室に置く］ (4.6.3), ［このキャラと、手札からN枚控え室に置く］,
 * ［手札からN枚デッキの下に置く］ (9.5), and 「エントリーと入れ替える」 (5.12) — printed numbers, costs at the price and one
 * short (9.5.2.2), conditions at their threshold and one below (11.7.2), the complete set of cards offered.
 */
import { apply, cloneJson, statOf, vocabularyFor, type Action, type EffectSpec, type GameState } from '../../../../engine/src/index.js';
import { isPartnerAttack } from '../../src/state.js';
import { hasPrintedSpark } from '../../src/cards/engine-facts.js';
import { abilitiesFor } from '../../src/abilities/index.js';
import { CARDS, KEYWORD_TRIAL, RECORDS, TEST_CHARS, act, deckOf, definition, legal, newGame, pickNothing, place, playUntil, toFirstMain, zone, Z } from '../engine-helpers.js';

const PARTNERS = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];
const stat = (s: GameState, id: string, st: 'attack' | 'defense') => statOf({ state: s, vocab: vocabularyFor(definition) }, id, st);

/** A game at the first main phase with `extra` in both decks (partners set aside); returns the state and the player to act. */
function game(extra: string[]): { s: GameState; p: number } {
  const deck = deckOf([...extra, ...TEST_CHARS.slice(0, 12 - extra.length)], PARTNERS);
  let s = toFirstMain(newGame([deck, deck], 7));
  const p = s.decision!.player as number;
  for (const id of zone(s, Z.hand, p).filter((x) => s.catalog[s.cards[x]!.cardId]!.type === 'partner')) s = place(s, id, Z.excluded, p);
  return { s, p };
}
const kindOf = (s: GameState, id: string) => s.catalog[s.cards[id]!.cardId]!.type;
const cardIdOf = (s: GameState, id: string) => s.cards[id]!.cardId;
/** Instances of player `p` in the deck and hand with catalog id `cardId`. */
const copies = (s: GameState, p: number, cardId: string) => [...zone(s, Z.deck, p), ...zone(s, Z.hand, p)].filter((id) => cardIdOf(s, id) === cardId);
/** Characters of player `p` in the deck not matching `not`. */
const deckChars = (s: GameState, p: number, not: (cardId: string) => boolean = () => false) =>
  zone(s, Z.deck, p).filter((id) => kindOf(s, id) === 'character' && !not(cardIdOf(s, id)));
/** `n` energy cards (face down, standing) from the top of the deck, not characters named in `keep`. */
function energy(s0: GameState, p: number, n: number, keep: string[] = []): GameState {
  let s = s0;
  const pool = zone(s0, Z.deck, p).filter((x) => !keep.includes(cardIdOf(s0, x)));
  for (const id of pool.slice(pool.length - n)) s = place(s, id, Z.energy, p);
  return s;
}
const activations = (s: GameState, card: string) => legal(s).filter((a) => a.type === 'activate' && a.card === card);
interface Choice { kind: string; candidates: string[]; min: number; max: number; player: number }
const decision = (s: GameState) => s.decision as unknown as Choice;
/** Answers counter-process passes (9.7.3) until a card choice (or the main phase) is asked. */
function toChoice(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'chooseCards' && s.decision.kind !== 'r4u.main' && s.decision.kind !== 'chooseOption'; i++) s = act(s, pickNothing(s, legal(s)));
  return s;
}
/** Catalog ids of the cards of player `p` in a zone (instance ids change when a card moves, 4.1.4). */
const namesIn = (s: GameState, name: string, p: number) => zone(s, name, p).map((id) => cardIdOf(s, id));
/** A partner card of player `p` put into the energy area (4.6.4), standing. */
function withPartner(s: GameState, p: number): GameState {
  const partner = Object.values(s.cards).find((c) => c.owner === p && s.catalog[c.cardId]!.type === 'partner')!;
  return place(s, partner.id, Z.energy, p);
}
const pick = (s: GameState, id: string) => act(s, legal(s).find((a: Action) => a.type === 'pick' && a.card === id)!);
const sortedIds = (xs: string[]) => [...xs].sort();

const NOBI = KEYWORD_TRIAL.filter((c) => (c.text ?? '').replace(/[（(][^）)]*[）)]/g, '').trim() === '【のびしろ】').map((c) => c.id);

describe('DJ/001B-019 【起】【エントリー】：［エネ①］あなたは自分のリタイアから【のびしろ】を１枚選び、このキャラと入れ替える。', () => {
  const setup = (n: number) => {
    const { s: s0, p } = game(['DJ/001B-019', NOBI[0]!, NOBI[1]!]);
    const me = copies(s0, p, 'DJ/001B-019')[0]!;
    const nobi = [copies(s0, p, NOBI[0]!)[0]!, copies(s0, p, NOBI[1]!)[0]!];
    const plain = deckChars(s0, p, (id) => NOBI.includes(id) || id === 'DJ/001B-019')[0]!;
    let s = place(s0, me, Z.entry, p);
    for (const id of [...nobi, plain]) s = place(s, id, Z.retire, p);
    return { s: energy(s, p, n, ['DJ/001B-019', ...NOBI]), p, me, nobi, plain };
  };

  test('R4U 9.5.2.2: with no standing energy (one short of ［エネ①］) it cannot be played', () => {
    const { s, me } = setup(0);
    expect(activations(s, me)).toEqual([]);
  });

  test('R4U 11.8 / 5.12: every 【のびしろ】 in the retire area is offered and nothing else; the pick and this card change places', () => {
    const { s, p, me, nobi, plain } = setup(1);
    expect(activations(s, me)).toHaveLength(1);
    let cur = toChoice(act(s, activations(s, me)[0]!));
    expect(zone(cur, Z.energy, p).filter((id) => cur.cards[id]!.tapped)).toHaveLength(1);
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(nobi));
    expect(d.candidates).not.toContain(plain);
    expect([d.min, d.max]).toEqual([1, 1]);
    cur = pick(cur, nobi[1]!);
    expect(namesIn(cur, Z.entry, p)).toEqual([cardIdOf(s, nobi[1]!)]);
    expect(namesIn(cur, Z.retire, p).sort()).toEqual([cardIdOf(s, nobi[0]!), cardIdOf(s, plain), 'DJ/001B-019'].sort());
  });
});

describe('GU/001B-017 【永】【エントリー】【本領発揮Lv４】：あなたのメンバーに【のびしろ】が３枚以上いるなら、このキャラを＋４/±０。', () => {
  const setup = (nobiMembers: number) => {
    const { s: s0, p } = game(['GU/001B-017', NOBI[0]!, NOBI[1]!, NOBI[2]!]);
    const me = copies(s0, p, 'GU/001B-017')[0]!;
    const nobi = NOBI.slice(0, 3).flatMap((id) => copies(s0, p, id).slice(0, 1));
    const plain = deckChars(s0, p, (id) => NOBI.includes(id) || id === 'GU/001B-017');
    let s = place(s0, me, Z.entry, p);
    // three members (3 or 2 of them 【のびしろ】) and one retired card: 【本領発揮Lv４】 holds either way (11.7.2)
    const members = [...nobi.slice(0, nobiMembers), ...plain.slice(0, 3 - nobiMembers)];
    members.forEach((id, i) => (s = place(s, id, Z.members, p, { slot: i })));
    s = place(s, plain[3]!, Z.retire, p);
    return { s, s0, me };
  };

  test('R4U 11.8: three 【のびしろ】 members give ATK +4 (DEF unchanged); two (one below) give nothing', () => {
    const three = setup(3);
    const base = [stat(three.s0, three.me, 'attack')!, stat(three.s0, three.me, 'defense')!];
    expect([stat(three.s, three.me, 'attack'), stat(three.s, three.me, 'defense')]).toEqual([base[0]! + 4, base[1]]);
    const two = setup(2);
    expect([stat(two.s, two.me, 'attack'), stat(two.s, two.me, 'defense')]).toEqual(base);
  });
});

describe('RE/001B-029 【起】【メンバー】【ターン１】：［エネ④］ あなたは自分の他のメンバーから〔トReニティ〕を１枚選び、エネルギーに【レスト】で置く。', () => {
  const setup = (n: number) => {
    const { s: s0, p } = game(['RE/001B-029']);
    const [me, ...others] = copies(s0, p, 'RE/001B-029');
    const plain = deckChars(s0, p, (id) => id === 'RE/001B-029')[0]!;
    expect(s0.catalog['RE/001B-029']!.traits).toContain('トReニティ');
    expect(s0.catalog[cardIdOf(s0, plain)]!.traits).not.toContain('トReニティ');
    let s = place(s0, me!, Z.members, p, { slot: 0 });
    s = place(s, others[0]!, Z.members, p, { slot: 1 });
    const withPlain = place(s, plain, Z.members, p, { slot: 2 });
    s = place(s, others[1]!, Z.members, p, { slot: 2 });
    return { s: energy(s, p, n, ['RE/001B-029']), withPlain: energy(withPlain, p, n, ['RE/001B-029']), p, me: me!, others: others.slice(0, 2), plain };
  };

  test('R4U 9.5.2.2: three standing energy (one short of ［エネ④］) refused', () => {
    const { s, me } = setup(3);
    expect(activations(s, me)).toEqual([]);
  });

  test('「他のメンバー」: the other 〔トReニティ〕 member is the only card offered (not this card, not a member without the trait); it goes to the energy area rested', () => {
    const { s, withPlain, p, me, others, plain } = setup(4);
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(others));
    expect(d.candidates).not.toContain(me);
    expect([d.min, d.max]).toEqual([1, 1]);
    cur = pick(cur, others[1]!);
    const moved = zone(cur, Z.energy, p).filter((id) => cardIdOf(cur, id) === 'RE/001B-029');
    expect(moved).toHaveLength(1);
    expect(cur.cards[moved[0]!]!.tapped).toBe(true);
    expect(sortedIds(zone(cur, Z.members, p))).toEqual(sortedIds([me, others[0]!]));
    // with this card, one other 〔トReニティ〕 and a member without the trait: the other 〔トReニティ〕 is the only candidate
    // (a choice with one candidate completes by itself) — the member without the trait and this card stay
    const only = toChoice(act(withPlain, activations(withPlain, me)[0]!));
    expect(namesIn(only, Z.energy, p).filter((x) => x === 'RE/001B-029')).toHaveLength(1);
    expect(sortedIds(zone(only, Z.members, p))).toEqual(sortedIds([me, plain]));
  });
});

describe('KS/002B-019 【起】【エントリー】【本領発揮Lv４】【ターン１】：［エネルギーから１枚控え室に置く］あなたは相手のメンバーから１枚選び、控え室に置く。', () => {
  const setup = (energyCards: number, retired: number) => {
    const { s: s0, p } = game(['KS/002B-019']);
    const q = 1 - p;
    const me = copies(s0, p, 'KS/002B-019')[0]!;
    const chars = deckChars(s0, p, (id) => id === 'KS/002B-019');
    let s = place(s0, me, Z.entry, p);
    chars.slice(0, 2).forEach((id, i) => (s = place(s, id, Z.members, p, { slot: i })));
    chars.slice(2, 2 + retired).forEach((id) => (s = place(s, id, Z.retire, p)));
    const theirs = deckChars(s, q).slice(0, 2);
    theirs.forEach((id, i) => (s = place(s, id, Z.members, q, { slot: i })));
    return { s: energy(s, p, energyCards, ['KS/002B-019']), p, me, theirs };
  };

  test('R4U 4.6.3: with partners only in the energy area (no energy card to put into the waiting room) it cannot be played', () => {
    const { s: s0, p, me } = setup(0, 2);
    const s = withPartner(s0, p);
    expect(zone(s, Z.energy, p).map((id) => kindOf(s, id))).toEqual(['partner']);
    expect(activations(s, me)).toEqual([]);
  });

  test('R4U 11.7.2: members 2 + retired 1 = 3 (one below Lv4) refused', () => {
    const { s, me } = setup(1, 1);
    expect(activations(s, me)).toEqual([]);
  });

  test('at Lv4: the cost offers exactly the non-partner energy cards; then every opponent member is offered, one goes to the waiting room', () => {
    const { s: s0, p, me, theirs } = setup(2, 2);
    const s = withPartner(s0, p);
    const energyCards = zone(s, Z.energy, p).filter((id) => kindOf(s, id) !== 'partner');
    expect(energyCards).toHaveLength(2);
    let cur = act(s, activations(s, me)[0]!);
    let d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(energyCards));
    expect([d.min, d.max]).toEqual([1, 1]);
    const wr = zone(s, Z.waitingRoom, p).length;
    cur = toChoice(pick(cur, energyCards[0]!));
    expect(zone(cur, Z.waitingRoom, p)).toHaveLength(wr + 1);
    expect(namesIn(cur, Z.waitingRoom, p)).toContain(cardIdOf(s, energyCards[0]!));
    expect(zone(cur, Z.energy, p)).toEqual(expect.arrayContaining([energyCards[1]!]));
    expect(zone(cur, Z.energy, p)).toHaveLength(2); // the other energy card and the partner
    d = decision(cur);
    expect(sortedIds(d.candidates)).toEqual(sortedIds(theirs));
    cur = pick(cur, theirs[1]!);
    expect(namesIn(cur, Z.waitingRoom, 1 - p)).toContain(cardIdOf(s, theirs[1]!));
    expect(zone(cur, Z.members, 1 - p)).toEqual([theirs[0]]);
  });
});

describe('HS/001B-076 【起】【メンバー】【本領発揮Lv３】：［エネ②、このキャラと、手札から１枚控え室に置く］あなたは１枚引く。', () => {
  const setup = (n: number, retired: number) => {
    const { s: s0, p } = game(['HS/001B-076']);
    const me = copies(s0, p, 'HS/001B-076')[0]!;
    let s = place(s0, me, Z.members, p, { slot: 0 });
    deckChars(s, p, (id) => id === 'HS/001B-076').slice(0, retired).forEach((id) => (s = place(s, id, Z.retire, p)));
    return { s: energy(s, p, n, ['HS/001B-076']), p, me };
  };

  test('R4U 9.5.2.2: one standing energy (one short of エネ②) refused; 11.7.2: member 1 + retired 1 = 2 (one below Lv3) refused', () => {
    expect(activations(setup(1, 2).s, setup(1, 2).me)).toEqual([]);
    const low = setup(2, 1);
    expect(activations(low.s, low.me)).toEqual([]);
  });

  test('with an empty hand (no card for the second part of the cost) refused', () => {
    const { s: s0, p, me } = setup(2, 2);
    let s = s0;
    for (const id of zone(s0, Z.hand, p)) s = place(s, id, Z.waitingRoom, p);
    expect(activations(s, me)).toEqual([]);
  });

  test('paid: 2 energy rested, this card and one hand card (any of them offered) into the waiting room, then 1 card drawn', () => {
    const { s, p, me } = setup(2, 2);
    const hand = zone(s, Z.hand, p);
    let cur = act(s, activations(s, me)[0]!);
    expect(zone(cur, Z.energy, p).filter((id) => cur.cards[id]!.tapped)).toHaveLength(2);
    expect(zone(cur, Z.waitingRoom, p).map((id) => cardIdOf(cur, id))).toContain('HS/001B-076');
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(hand));
    expect([d.min, d.max]).toEqual([1, 1]);
    const deckBefore = zone(cur, Z.deck, p).length;
    const wr = zone(cur, Z.waitingRoom, p).length;
    cur = toChoice(pick(cur, hand[0]!));
    expect(zone(cur, Z.waitingRoom, p)).toHaveLength(wr + 1);
    expect(namesIn(cur, Z.waitingRoom, p)).toContain(cardIdOf(s, hand[0]!));
    expect(zone(cur, Z.deck, p).length).toBe(deckBefore - 1);
    expect(zone(cur, Z.hand, p).length).toBe(hand.length); // one discarded, one drawn
  });
});

describe('KGJT/001B-094 【起】【ターン１】：あなたは自分の、控え室かリタイアからキャラを１枚選び、エントリーと入れ替える。', () => {
  test('R4U 9.4.5.1 / 5.12: set in the Re-birth area; every character of the waiting room and the retire area is offered (no Re-birth card); the pick and the Entry character change places; 9.2.2 once per turn', () => {
    const { s: s0, p } = game(['KGJT/001B-094']);
    const me = copies(s0, p, 'KGJT/001B-094')[0]!;
    const chars = deckChars(s0, p, (id) => id === 'KGJT/001B-094');
    const rebirth = zone(s0, Z.deck, p).find((id) => kindOf(s0, id) === 'rebirth' && cardIdOf(s0, id) !== 'KGJT/001B-094')!;
    expect(activations(place(s0, me, Z.waitingRoom, p), me)).toEqual([]);
    let s = place(s0, me, Z.rebirth, p);
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    s = place(s, chars[0]!, Z.entry, p);
    s = place(s, chars[1]!, Z.waitingRoom, p);
    s = place(s, chars[2]!, Z.retire, p);
    s = place(s, rebirth, Z.waitingRoom, p);
    const offered = [...zone(s, Z.waitingRoom, p), ...zone(s, Z.retire, p)].filter((id) => kindOf(s, id) === 'character');
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(offered));
    expect(d.candidates).not.toContain(rebirth);
    cur = pick(cur, chars[2]!);
    expect(namesIn(cur, Z.entry, p)).toEqual([cardIdOf(s, chars[2]!)]);
    expect(namesIn(cur, Z.retire, p)).toEqual([cardIdOf(s, chars[0]!)]);
    cur = toChoice(cur);
    expect(activations(cur, me)).toEqual([]);
  });
});

describe('NJPW/001TV-028 【起】【メンバー】【本領発揮Lv７】【ターン１】：［手札から１枚デッキの下に置く］あなたの手札がないなら、あなたは自分のエネルギーから２枚まで選び、手札に戻す。', () => {
  const setup = (handCards: number, retired: number) => {
    const { s: s0, p } = game(['NJPW/001TV-028']);
    const me = copies(s0, p, 'NJPW/001TV-028')[0]!;
    let s = place(s0, me, Z.members, p, { slot: 0 });
    for (const id of zone(s, Z.hand, p).slice(handCards)) s = place(s, id, Z.waitingRoom, p);
    deckChars(s, p, (id) => id === 'NJPW/001TV-028').slice(0, retired).forEach((id) => (s = place(s, id, Z.retire, p)));
    return { s: energy(s, p, 3, ['NJPW/001TV-028']), p, me };
  };

  test('R4U 9.5.2.2: an empty hand (no card for the cost) refused; 11.7.2: member 1 + retired 5 = 6 (one below Lv7) refused', () => {
    const empty = setup(0, 6);
    expect(activations(empty.s, empty.me)).toEqual([]);
    const low = setup(1, 5);
    expect(activations(low.s, low.me)).toEqual([]);
  });

  test('the hand card goes to the bottom of the deck; the hand is then empty: up to 2 energy cards (not partners) offered, back to hand', () => {
    const { s, p, me } = setup(1, 6);
    const [card] = zone(s, Z.hand, p);
    // the only card in hand pays the cost (a choice with one candidate completes by itself)
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const deck = zone(cur, Z.deck, p);
    expect(cardIdOf(cur, deck[deck.length - 1]!)).toBe(cardIdOf(s, card!)); // the bottom (4.9)
    expect(zone(cur, Z.hand, p)).toEqual([]);
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    const energyCards = zone(cur, Z.energy, p).filter((id) => kindOf(cur, id) !== 'partner');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(energyCards));
    expect([d.min, d.max]).toEqual([0, 2]);
    cur = pick(pick(cur, energyCards[0]!), energyCards[1]!);
    expect(namesIn(cur, Z.hand, p).sort()).toEqual([cardIdOf(s, energyCards[0]!), cardIdOf(s, energyCards[1]!)].sort());
    expect(zone(cur, Z.energy, p)).toHaveLength(1);
  });

  test('with 2 cards in hand the hand is not empty after the cost: nothing is offered', () => {
    const { s, p, me } = setup(2, 6);
    const hand = zone(s, Z.hand, p);
    let cur = act(s, activations(s, me)[0]!);
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(hand));
    cur = toChoice(pick(cur, hand[0]!));
    expect(cur.decision?.kind).toBe('r4u.main');
    expect(zone(cur, Z.hand, p)).toEqual([hand[1]]);
    expect(cardIdOf(cur, zone(cur, Z.deck, p).at(-1)!)).toBe(cardIdOf(s, hand[0]!));
  });
});

describe('KJ/001B-093 (Re-birth) 【起】【ターン１回】：あなたはチェックする。それであなたが勝ちなら、…エントリーに置き、エントリーから１枚選び、このターン中、そのキャラを＋２/±０。負けなら、あなたは自分のメンバーから１枚選び、控え室に置く。', () => {
  /** Set in the Re-birth area, two members, the opponent's Entry; `top`: the card checked (the top of the deck). */
  const setup = (top: (s: GameState, p: number) => string) => {
    const { s: s0, p } = game(['KJ/001B-093']);
    const me = copies(s0, p, 'KJ/001B-093')[0]!;
    const chars = deckChars(s0, p).filter((id, i, all) => all.findIndex((x) => cardIdOf(s0, x) === cardIdOf(s0, id)) === i); // distinct names
    let s = place(s0, me, Z.rebirth, p);
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    s = place(s, chars[0]!, Z.entry, p);
    s = place(s, chars[1]!, Z.members, p, { slot: 0 });
    s = place(s, chars[2]!, Z.members, p, { slot: 1 });
    s = place(s, chars[3]!, Z.waitingRoom, p);
    s = place(s, chars[4]!, Z.waitingRoom, p);
    const theirs = deckChars(s, 1 - p).sort((a, b) => (s.catalog[cardIdOf(s, b)]!.attack ?? 0) - (s.catalog[cardIdOf(s, a)]!.attack ?? 0))[0]!;
    for (const id of zone(s, Z.entry, 1 - p)) s = place(s, id, Z.excluded, 1 - p);
    s = place(s, theirs, Z.entry, 1 - p);
    s = place(s, top(s, p), Z.deck, p); // the top of the deck (4.9)
    return { s, p, me, chars, theirs };
  };

  test('R4U 5.25.2: a Re-birth checked is a win — every character of the waiting room (not the Re-birth) is offered for the Entry (up to 1), then the Entry gets +2/±0 for the turn', () => {
    const { s, p, me, chars } = setup((x, q) => zone(x, Z.deck, q).find((id) => kindOf(x, id) === 'rebirth' && cardIdOf(x, id) !== 'KJ/001B-093')!);
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    const wrChars = zone(cur, Z.waitingRoom, p).filter((id) => kindOf(cur, id) === 'character');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(wrChars));
    expect(sortedIds(d.candidates)).toEqual(sortedIds([chars[3]!, chars[4]!]));
    expect([d.min, d.max]).toEqual([0, 1]);
    const atk = s.catalog[cardIdOf(s, chars[4]!)]!.attack!;
    cur = toChoice(pick(cur, chars[4]!));
    // 「エントリーから1枚選び」: the previous Entry character is still there until rule processing (10.3.3): both offered
    const d2 = decision(cur);
    expect(d2.kind).toBe('chooseCards');
    expect(sortedIds(d2.candidates)).toEqual(sortedIds(zone(cur, Z.entry, p)));
    expect(d2.candidates.map((id) => cardIdOf(cur, id)).sort()).toEqual([cardIdOf(s, chars[0]!), cardIdOf(s, chars[4]!)].sort());
    const fresh = d2.candidates.find((id) => cardIdOf(cur, id) === cardIdOf(s, chars[4]!))!;
    cur = toChoice(pick(cur, fresh));
    expect(stat(cur, fresh, 'attack')).toBe(atk + 2);
    expect(stat(cur, fresh, 'defense')).toBe(s.catalog[cardIdOf(s, chars[4]!)]!.defense);
    expect(zone(cur, Z.members, p)).toHaveLength(2);
  });

  test('R4U 5.25.2: a character checked with ATK not above the opponent\'s Entry is a loss — both members offered, the one picked goes to the waiting room; nothing else', () => {
    // the checked character's ATK is compared with the opponent's Entry as it is (this card's 【永】 gives it -1/±0)
    const { s, p, me, chars, theirs } = setup((x, q) => deckChars(x, q).find((id) => (x.catalog[cardIdOf(x, id)]!.attack ?? 0) <= (stat(x, theirs0(x, q), 'attack') ?? 0))!);
    expect(stat(s, theirs, 'attack')).toBe(s.catalog[cardIdOf(s, theirs)]!.attack! - 1);
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds([chars[1]!, chars[2]!]));
    cur = toChoice(pick(cur, chars[2]!));
    expect(zone(cur, Z.members, p)).toEqual([chars[1]]);
    expect(namesIn(cur, Z.entry, p)).toEqual([cardIdOf(s, chars[0]!)]);
    expect(stat(cur, zone(cur, Z.entry, p)[0]!, 'attack')).toBe(s.catalog[cardIdOf(s, chars[0]!)]!.attack);
  });
});
/** The opponent's Entry character (the strongest character of their deck, as setup() puts it there). */
const theirs0 = (s: GameState, p: number) => zone(s, Z.entry, 1 - p)[0]!;

describe('DJ/002B-044 【永】【エントリー】【本領発揮Lv３】〔Photon Maiden〕：あなたのパートナーが３枚以上【レスト】しているなら、このキャラを＋２/±０。', () => {
  const setup = (tapped: number) => {
    const { s: s0, p } = game(['DJ/002B-044', 'DJ/001B-034']);
    const me = copies(s0, p, 'DJ/002B-044')[0]!;
    const pm = copies(s0, p, 'DJ/001B-034'); // 【のびしろ】 〔Photon Maiden〕: the references of 【本領発揮Lv３】
    let s = place(s0, me, Z.entry, p);
    s = place(s, pm[0]!, Z.members, p, { slot: 0 });
    s = place(s, pm[1]!, Z.retire, p);
    s = place(s, pm[2]!, Z.retire, p);
    const partners = Object.values(s.cards).filter((c) => c.owner === p && s.catalog[c.cardId]!.type === 'partner').map((c) => c.id);
    partners.forEach((id, i) => (s = place(s, id, Z.energy, p, { tapped: i < tapped })));
    return { s, s0, me };
  };

  test('R4U 4.6.4: three rested partners give ATK +2 (DEF unchanged); two (one below) give nothing', () => {
    const three = setup(3);
    const [a, d] = [stat(three.s0, three.me, 'attack')!, stat(three.s0, three.me, 'defense')!];
    expect([stat(three.s, three.me, 'attack'), stat(three.s, three.me, 'defense')]).toEqual([a + 2, d]);
    const two = setup(2);
    expect([stat(two.s, two.me, 'attack'), stat(two.s, two.me, 'defense')]).toEqual([a, d]);
  });
});

describe('YC/001B-089 【スパーク】：あなたは自分の手札から２枚まで選び、控え室に置き、それらと同じ枚数引く。', () => {
  /** YC/001B-089 second from the top of the deck, the Entry empty; setting a Re-birth (7.4.2.4: then a draw) runs the Entry process (11.3.2). */
  const toSpark = () => {
    const { s: s0, p } = game(['YC/001B-089']);
    let s = s0;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.waitingRoom, p);
    const yc = copies(s, p, 'YC/001B-089').find((id) => s.zones[s.cards[id]!.zone]!.name === Z.deck)!;
    s = place(s, yc, Z.deck, p);
    const deck = s.zones[`${p}:${Z.deck}`]!.cards;
    deck.splice(1, 0, deck.shift()!);
    const rb = zone(s, Z.deck, p).find((id) => kindOf(s, id) === 'rebirth')!;
    s = place(s, rb, Z.hand, p);
    s = act(s, legal(s).find((a) => a.type === 'setRebirth')!);
    s = toChoice(s);
    return { s, p };
  };

  test('R4U 11.3.2 / 5.9: every card in hand offered, up to 2; two put into the waiting room draw two', () => {
    const { s, p } = toSpark();
    expect(namesIn(s, Z.entry, p)).toEqual(['YC/001B-089']);
    const d = decision(s);
    expect(d.kind).toBe('chooseCards');
    const hand = zone(s, Z.hand, p);
    expect(sortedIds(d.candidates)).toEqual(sortedIds(hand));
    expect([d.min, d.max]).toEqual([0, 2]);
    const deck = zone(s, Z.deck, p).length;
    const cur = toChoice(pick(pick(s, hand[0]!), hand[1]!));
    expect(zone(cur, Z.hand, p)).toHaveLength(hand.length);
    expect(zone(cur, Z.deck, p)).toHaveLength(deck - 2);
  });

  test('one card put into the waiting room draws one; none draws none', () => {
    const { s, p } = toSpark();
    const hand = zone(s, Z.hand, p);
    const deck = zone(s, Z.deck, p).length;
    const one = toChoice(act(pick(s, hand[0]!), legal(pick(s, hand[0]!)).find((a) => a.type === 'done')!));
    expect(zone(one, Z.hand, p)).toHaveLength(hand.length);
    expect(zone(one, Z.deck, p)).toHaveLength(deck - 1);
    const none = toChoice(act(s, legal(s).find((a) => a.type === 'done')!));
    expect(zone(none, Z.hand, p)).toEqual(hand);
    expect(zone(none, Z.deck, p)).toHaveLength(deck);
  });
});

describe('FG/001B-037 【起】【控え室】【Reコンボ】：［エネ③］あなたはこのキャラを自分のメンバーに置く。', () => {
  const setup = (n: number, rebirthSet: boolean) => {
    const { s: s0, p } = game(['FG/001B-037']);
    const me = copies(s0, p, 'FG/001B-037')[0]!;
    let s = place(s0, me, Z.waitingRoom, p);
    if (rebirthSet) s = place(s, zone(s, Z.deck, p).find((id) => kindOf(s, id) === 'rebirth')!, Z.rebirth, p);
    return { s: energy(s, p, n, ['FG/001B-037']), p, me };
  };

  test('R4U 9.5.2.2: two standing energy (one short of ［エネ③］) refused; 11.5.2: no Re-birth set refused; 9.4.4: not from the hand', () => {
    expect(activations(setup(2, true).s, setup(2, true).me)).toEqual([]);
    expect(activations(setup(3, false).s, setup(3, false).me)).toEqual([]);
    const { s, p, me } = setup(3, true);
    expect(activations(place(s, me, Z.hand, p), me)).toEqual([]);
  });

  test('with 3 energy and a Re-birth set: from the waiting room into a member slot (4.5.3)', () => {
    const { s, p, me } = setup(3, true);
    expect(activations(s, me)).toHaveLength(1);
    const cur = playUntil(act(s, activations(s, me)[0]!), (x) => x.decision?.kind === 'r4u.main', pickNothing);
    expect(namesIn(cur, Z.members, p)).toEqual(['FG/001B-037']);
    expect(zone(cur, Z.energy, p).filter((id) => cur.cards[id]!.tapped)).toHaveLength(3);
  });
});

describe('BA/002B-038 【スパーク】【本領発揮Lv４】：あなたは相手のメンバーから１枚選び、次の相手のターン中、そのキャラは【スタンド】しない。', () => {
  /** BA/002B-038 put into the Entry by the Entry process (11.3.2) with `power` members + retired cards; two rested opponent members. */
  const toSpark = (power: number) => {
    const { s: s0, p } = game(['BA/002B-038']);
    const q = 1 - p;
    let s = s0;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.waitingRoom, p);
    const mine = deckChars(s, p, (id) => id === 'BA/002B-038');
    mine.slice(0, Math.min(power, 3)).forEach((id, i) => (s = place(s, id, Z.members, p, { slot: i })));
    mine.slice(3, 3 + Math.max(0, power - 3)).forEach((id) => (s = place(s, id, Z.retire, p)));
    const theirs = deckChars(s, q).slice(0, 2);
    theirs.forEach((id, i) => (s = place(s, id, Z.members, q, { slot: i, tapped: true })));
    const card = copies(s, p, 'BA/002B-038').find((id) => s.zones[s.cards[id]!.zone]!.name === Z.deck)!;
    s = place(s, card, Z.deck, p);
    const deck = s.zones[`${p}:${Z.deck}`]!.cards;
    deck.splice(1, 0, deck.shift()!);
    s = place(s, zone(s, Z.deck, p).find((id) => kindOf(s, id) === 'rebirth')!, Z.hand, p);
    s = toChoice(act(s, legal(s).find((a) => a.type === 'setRebirth')!));
    return { s, p, q, theirs };
  };
  const toMainOf = (s: GameState, n: number) => playUntil(s, (x) => x.decision?.kind === 'r4u.main' && x.turn.number === n, (x, l) => (x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(x, l)));

  test('R4U 11.7.2 / 7.2: at Lv4 every opponent member is offered; the one picked stays rested through the opponent\'s next turn, then stands again', () => {
    const { s, p, q, theirs } = toSpark(4);
    expect(namesIn(s, Z.entry, p)).toEqual(['BA/002B-038']);
    const d = decision(s);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(theirs));
    expect([d.min, d.max]).toEqual([1, 1]);
    const n = s.turn.number;
    let cur = toMainOf(pick(s, theirs[0]!), n + 1);
    expect(cur.turn.active).toBe(q);
    expect(cur.cards[theirs[0]!]!.tapped).toBe(true);
    expect(cur.cards[theirs[1]!]!.tapped).toBe(false);
    cur = toMainOf(cur, n + 3);
    expect(cur.turn.active).toBe(q);
    expect(cur.cards[theirs[0]!]!.tapped).toBe(false);
  });

  test('R4U 5.3.1: during the opponent\'s turn a 【スタンド】 effect (r4u.stand) stands their other rested member, not the one that stays rested', () => {
    const { s, q, theirs } = toSpark(4);
    const cur = toMainOf(pick(s, theirs[0]!), s.turn.number + 1);
    const x = place(cur, theirs[1]!, Z.members, q, { slot: 1, tapped: true });
    const ctx = { state: cloneJson(x), def: definition, vocab: vocabularyFor(definition), events: [], steps: 0 } as unknown as Parameters<EffectSpec['run']>[0];
    const env = { controller: q, source: null, sourceCardId: null, scope: null, event: null };
    vocabularyFor(definition).effects['r4u.stand']!.run(ctx, { type: 'r4u.stand', target: { zone: 'members', side: 'you' } }, env, { op: '$effect' });
    expect(ctx.state.cards[theirs[0]!]!.tapped).toBe(true);
    expect(ctx.state.cards[theirs[1]!]!.tapped).toBe(false);
  });

  test('R4U 11.7.2: at Lv3 (one below) nothing is offered and both opponent members stand in their standby phase', () => {
    const { s, q, theirs } = toSpark(3);
    expect(s.decision?.kind).toBe('r4u.main');
    const cur = toMainOf(s, s.turn.number + 1);
    expect(cur.turn.active).toBe(q);
    expect(theirs.map((id) => cur.cards[id]!.tapped)).toEqual([false, false]);
  });
});

describe('SSSS/002B-049 【ブロッカー】〔メカ〕or〔パイロット〕', () => {
  /** Turn 2 with the defender's Entry `entry` and SSSS/002B-049 the only Blocker in the defender's hand; the decisions of one attack. */
  const blockOffered = (entry: string) => {
    const { s: s0 } = game(['SSSS/002B-049', 'SSSS/002B-001', 'SSSS/002B-027']);
    let s = playUntil(s0, (x) => x.decision?.kind === 'r4u.main' && x.turn.number === 2, (x, l) => (x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(x, l)));
    const a = s.turn.active;
    const b = 1 - a;
    for (const id of zone(s, Z.hand, b).filter((x) => s.catalog[cardIdOf(s, x)]!.abilities.some((ab) => ab.kind === 'keyword' && ab.keyword === 'r4u.blocker'))) s = place(s, id, Z.excluded, b);
    for (const id of zone(s, Z.entry, b)) s = place(s, id, Z.waitingRoom, b);
    const pool = (p: number, cardId: string) => Object.values(s.cards).filter((c) => c.owner === p && c.cardId === cardId && [Z.deck, Z.waitingRoom].includes(s.zones[c.zone]!.name as never)).map((c) => c.id);
    s = place(s, pool(b, entry)[0]!, Z.entry, b);
    s = place(s, pool(b, 'SSSS/002B-049')[0]!, Z.hand, b);
    s = place(s, deckChars(s, a)[0]!, Z.members, a, { slot: 0 });
    const kinds: string[] = [];
    playUntil(act(s, legal(s).find((q) => q.type === 'toAttack')!), (y) => y.turn.number === 3, (y, l) => {
      kinds.push(y.decision!.kind);
      return l.find((q) => q.type === 'attack') ?? pickNothing(y, l);
    });
    return kinds.includes('r4u.block');
  };

  test('R4U 11.6.3: valid while a 〔メカ〕 or a 〔パイロット〕 character is attacked; not for a character with neither', () => {
    expect(CARD_TRAITS('SSSS/002B-001')).toContain('メカ');
    expect(CARD_TRAITS('SSSS/002B-027')).toContain('パイロット');
    expect(CARD_TRAITS(TEST_CHARS[0]!)).not.toEqual(expect.arrayContaining(['メカ']));
    expect(CARD_TRAITS(TEST_CHARS[0]!)).not.toEqual(expect.arrayContaining(['パイロット']));
    expect(blockOffered('SSSS/002B-001')).toBe(true);
    expect(blockOffered('SSSS/002B-027')).toBe(true);
    expect(blockOffered(TEST_CHARS[0]!)).toBe(false);
  });
});
const CARD_TRAITS = (id: string) => CARDS(id)!.traits ?? [];

describe('FG/001B-011 【自】【エントリー】【Reコンボ】【本領発揮Lv７】【ターン１】：このキャラがアタックした時、あなたは自分の手札から１枚選び、控え室に置くことで、このアタックはパートナーアタックになる。', () => {
  /** Turn 2: FG/001B-011 in the Entry, 3 members, `retired` cards in the retire area, a Re-birth set; the start step. */
  const setup = (retired: number) => {
    const { s: s0 } = game(['FG/001B-011']);
    let s = playUntil(s0, (x) => x.decision?.kind === 'r4u.main' && x.turn.number === 2, (x, l) => (x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(x, l)));
    const a = s.turn.active;
    const me = Object.values(s.cards).find((c) => c.owner === a && c.cardId === 'FG/001B-011' && [Z.deck, Z.hand].includes(s.zones[c.zone]!.name as never))!.id;
    for (const id of zone(s, Z.entry, a)) s = place(s, id, Z.waitingRoom, a);
    s = place(s, me, Z.entry, a);
    const chars = deckChars(s, a, (id) => id === 'FG/001B-011');
    chars.slice(0, 3).forEach((id, i) => (s = place(s, id, Z.members, a, { slot: i })));
    chars.slice(3, 3 + retired).forEach((id) => (s = place(s, id, Z.retire, a)));
    s = place(s, zone(s, Z.deck, a).find((id) => kindOf(s, id) === 'rebirth')!, Z.rebirth, a);
    const start = playUntil(act(s, legal(s).find((x) => x.type === 'toAttack')!), (x) => x.decision?.kind === 'r4u.startStep', pickNothing);
    return { s: start, a, me };
  };
  const attack = (s: GameState) => act(s, legal(s).find((x) => x.type === 'attack' && x.partner !== true)!);
  /** Applies `first`, then plain answers (no block, no payment) to the next start step; every event on the way. */
  const eventsTo = (s0: GameState, first: Action) => {
    let r = apply(s0, first, definition);
    const events = [...r.events];
    for (let i = 0; i < 50 && r.state.decision && !['r4u.startStep', 'r4u.main'].includes(r.state.decision.kind); i++) {
      r = apply(r.state, pickNothing(r.state, legal(r.state)), definition);
      events.push(...r.events);
    }
    return { state: r.state, events, firstDecision: apply(s0, first, definition).state.decision?.kind };
  };

  test('R4U 11.7.2: members 3 + retired 4 = 7: paying one hand card (every card in hand offered) makes the attack a partner attack (5.23.1)', () => {
    const { s, a } = setup(4);
    const hand = zone(s, Z.hand, a);
    expect(hand.length).toBeGreaterThan(0);
    let cur = toChoice(attack(s));
    expect(cur.decision?.kind).toBe('chooseOption');
    expect(isPartnerAttack(cur)).toBe(false);
    cur = toChoice(act(cur, legal(cur).find((x) => x.type === 'choose' && x.option === 'pay')!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds(hand));
    // the attack then resolves without a further decision: its damage step marks the attacked character (8.4.3.2)
    const r = apply(cur, legal(cur).find((x: Action) => x.type === 'pick' && x.card === hand[0])!, definition);
    expect(r.events.filter((e) => e.type === 'partnerAttacked')).toHaveLength(1);
    expect(zone(r.state, Z.hand, a)).toHaveLength(hand.length - 1);
  });

  test('skipping the price leaves a normal attack; at 6 (one below Lv7) nothing is asked', () => {
    const { s } = setup(4);
    let cur = toChoice(attack(s));
    const skipped = eventsTo(cur, legal(cur).find((x) => x.type === 'choose' && x.option === 'skip')!);
    expect(skipped.events.filter((e) => e.type === 'attack')).toHaveLength(0); // declared before; this run is its rest
    expect(skipped.events.filter((e) => e.type === 'partnerAttacked')).toEqual([]);
    expect(skipped.events.some((e) => e.type === 'phase' || e.type === 'damaged' || e.type === 'moved')).toBe(true);
    const low = setup(3).s;
    const r = eventsTo(low, legal(low).find((x) => x.type === 'attack' && x.partner !== true)!);
    expect(r.firstDecision).not.toBe('chooseOption');
    expect(r.events.filter((e) => e.type === 'attack')).toHaveLength(1);
    expect(r.events.filter((e) => e.type === 'partnerAttacked')).toEqual([]);
  });
});

describe('BA/002B-042 【永】【メンバー】【本領発揮Lv４】：あなたのエントリーの【スパーク】を持つキャラを±０/＋１。', () => {
  /** A character whose printed 【スパーク】 the compiler does not read (it still has the ability, 11.3). */
  const UNREAD_SPARK = RECORDS.find((c) => c.type === 'キャラ' && hasPrintedSpark(c.text) && !abilitiesFor(c as never).some((a) => (a.trigger as { on?: string } | undefined)?.on === 'r4u.spark'))!.id;
  const WITHOUT = TEST_CHARS[0]!; // keyword-only: no 【スパーク】
  const setup = (entryCard: string, retired: number) => {
    const { s: s0, p } = game(['BA/002B-042', 'YC/001B-089', UNREAD_SPARK]);
    const me = copies(s0, p, 'BA/002B-042')[0]!;
    let s = place(s0, me, Z.members, p, { slot: 0 });
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    const entry = [...zone(s, Z.deck, p), ...zone(s, Z.hand, p)].find((id) => cardIdOf(s, id) === entryCard)!;
    s = place(s, entry, Z.entry, p);
    deckChars(s, p, (id) => [entryCard, 'BA/002B-042'].includes(id)).slice(0, retired).forEach((id) => (s = place(s, id, Z.retire, p)));
    return { s, entry, base: [s0.catalog[entryCard]!.attack, s0.catalog[entryCard]!.defense] };
  };

  test('R4U 11.3: an Entry character with a printed 【スパーク】 gets DEF +1 (ATK unchanged) at Lv4 — read by the compiler or not', () => {
    for (const id of ['YC/001B-089', UNREAD_SPARK]) {
      const { s, entry, base } = setup(id, 3);
      expect([stat(s, entry, 'attack'), stat(s, entry, 'defense')]).toEqual([base[0], base[1]! + 1]);
    }
  });

  test('not a character without 【スパーク】; 11.7.2: at 3 (one below Lv4) nothing', () => {
    const none = setup(WITHOUT, 3);
    expect([stat(none.s, none.entry, 'attack'), stat(none.s, none.entry, 'defense')]).toEqual(none.base);
    const low = setup('YC/001B-089', 2);
    expect([stat(low.s, low.entry, 'attack'), stat(low.s, low.entry, 'defense')]).toEqual(low.base);
  });
});

describe('RZ/001B-053 【起】【エントリー】【本領発揮Lv５】【ターン１】：［エネ②］ あなたは相手の、エントリーとメンバーから１枚ずつ選び、それらを入れ替える。', () => {
  const setup = (n: number, retired: number) => {
    const { s: s0, p } = game(['RZ/001B-053']);
    const q = 1 - p;
    const me = copies(s0, p, 'RZ/001B-053')[0]!;
    let s = s0;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    s = place(s, me, Z.entry, p);
    const mine = deckChars(s, p, (id) => id === 'RZ/001B-053');
    mine.slice(0, 3).forEach((id, i) => (s = place(s, id, Z.members, p, { slot: i })));
    mine.slice(3, 3 + retired).forEach((id) => (s = place(s, id, Z.retire, p)));
    for (const id of zone(s, Z.entry, q)) s = place(s, id, Z.excluded, q);
    const theirs = deckChars(s, q).filter((id, i, all) => all.findIndex((x) => cardIdOf(s, x) === cardIdOf(s, id)) === i).slice(0, 3);
    s = place(s, theirs[0]!, Z.entry, q);
    s = place(s, theirs[1]!, Z.members, q, { slot: 0 });
    s = place(s, theirs[2]!, Z.members, q, { slot: 2 });
    return { s: energy(s, p, n, ['RZ/001B-053']), p, q, me, theirs };
  };

  test('R4U 9.5.2.2: one standing energy (one short of ［エネ②］) refused; 11.7.2: members 3 + retired 1 = 4 (one below Lv5) refused', () => {
    expect(activations(setup(1, 2).s, setup(1, 2).me)).toEqual([]);
    const low = setup(2, 1);
    expect(activations(low.s, low.me)).toEqual([]);
  });

  test('R4U 5.12: every opponent member offered (not the Entry); the pick and the opponent\'s Entry character change places, the slot kept (5.12.1.1)', () => {
    const { s, q, me, theirs } = setup(2, 2);
    let cur = toChoice(act(s, activations(s, me)[0]!));
    const d = decision(cur);
    expect(d.kind).toBe('chooseCards');
    expect(sortedIds(d.candidates)).toEqual(sortedIds([theirs[1]!, theirs[2]!]));
    expect([d.min, d.max]).toEqual([1, 1]);
    cur = pick(cur, theirs[2]!);
    expect(namesIn(cur, Z.entry, q)).toEqual([cardIdOf(s, theirs[2]!)]);
    const members = zone(cur, Z.members, q).map((id) => [cardIdOf(cur, id), cur.cards[id]!.flags.slot]);
    expect(members).toEqual(expect.arrayContaining([[cardIdOf(s, theirs[1]!), 0], [cardIdOf(s, theirs[0]!), 2]]));
    expect(members).toHaveLength(2);
  });
});

describe('GP/001B-056 【永】【エントリー】【本領発揮Lv４】：あなたのリタイアが相手より少ないなら、このキャラを＋２/±０。', () => {
  const setup = (members: number, mine: number, theirs: number) => {
    const { s: s0, p } = game(['GP/001B-056']);
    const q = 1 - p;
    const me = copies(s0, p, 'GP/001B-056')[0]!;
    let s = s0;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    s = place(s, me, Z.entry, p);
    const chars = deckChars(s, p, (id) => id === 'GP/001B-056');
    chars.slice(0, members).forEach((id, i) => (s = place(s, id, Z.members, p, { slot: i })));
    chars.slice(3, 3 + mine).forEach((id) => (s = place(s, id, Z.retire, p)));
    deckChars(s, q).slice(0, theirs).forEach((id) => (s = place(s, id, Z.retire, q)));
    return { s, me, base: [s0.catalog['GP/001B-056']!.attack!, s0.catalog['GP/001B-056']!.defense!] };
  };

  test('retired 1 against 2 (fewer) gives ATK +2 (DEF unchanged); 1 against 1 gives nothing; 11.7.2: at 3 (one below Lv4) nothing', () => {
    const fewer = setup(3, 1, 2);
    expect([stat(fewer.s, fewer.me, 'attack'), stat(fewer.s, fewer.me, 'defense')]).toEqual([fewer.base[0]! + 2, fewer.base[1]]);
    const equal = setup(3, 1, 1);
    expect([stat(equal.s, equal.me, 'attack'), stat(equal.s, equal.me, 'defense')]).toEqual(equal.base);
    const low = setup(2, 1, 2);
    expect([stat(low.s, low.me, 'attack'), stat(low.s, low.me, 'defense')]).toEqual(low.base);
  });
});

describe('STD/001B-058 【永】【エントリー】：相手の【レスト】しているメンバーが３枚以上なら、このキャラを＋１/±０。', () => {
  const setup = (rested: number) => {
    const { s: s0, p } = game(['STD/001B-058']);
    const q = 1 - p;
    const me = copies(s0, p, 'STD/001B-058')[0]!;
    let s = s0;
    for (const id of zone(s, Z.entry, p)) s = place(s, id, Z.excluded, p);
    s = place(s, me, Z.entry, p);
    deckChars(s, q).slice(0, 3).forEach((id, i) => (s = place(s, id, Z.members, q, { slot: i, tapped: i < rested })));
    return { s, me, base: [s0.catalog['STD/001B-058']!.attack!, s0.catalog['STD/001B-058']!.defense!] };
  };

  test('R4U 5.3: three rested opponent members give ATK +1 (DEF unchanged); two rested and one standing (one below) give nothing', () => {
    const three = setup(3);
    expect([stat(three.s, three.me, 'attack'), stat(three.s, three.me, 'defense')]).toEqual([three.base[0]! + 1, three.base[1]]);
    const two = setup(2);
    expect([stat(two.s, two.me, 'attack'), stat(two.s, two.me, 'defense')]).toEqual(two.base);
  });
});
