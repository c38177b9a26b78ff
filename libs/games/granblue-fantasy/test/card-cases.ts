/**
 * Card cases: one scenario per sample card with text, asserting what its ability data does in play (the rules the
 * ability exercises are named in each case). test/cards.spec.ts runs them; test/coverage.spec.ts checks that the tested
 * registry (src/coverage/tested.ts) lists exactly the cards named here, so a card is `implemented` only with a case.
 */
import { apply, legalActions, validateAbilities, vocabularyFor, type GameState } from '../../../engine/src/index.js';
import { createCardLookup } from '../../../decks/src/index.js';
import { validateDeck } from '../../../decks/src/validate.js';
import { definition, deckRules } from '../src/index.js';
import { K, Z } from '../src/constants.js';
import { currentAtk, currentHp, currentRank } from '../src/rules/stats.js';
import {
  advance, attackWith, board, chooseOugi, CARDS, cardIdsIn, ctxOf, deckWith, edit, find, idsIn, levelUnder, one, scenario, settle, take, zoneCards,
} from './helpers.js';

export interface CardCase {
  cards: string[];
  name: string;
  run(): void;
}

export const CARD_CASES: CardCase[] = [];
const card = (cards: string | string[], name: string, run: () => void) => CARD_CASES.push({ cards: [cards].flat(), name, run });

const id = (n: string) => `SAMPLE-GBF-${n}`;
const TIO = id('030'); // 光, rank 0, 1/1
const GARON = id('012'); // 土, rank 2, 3/5
const MARS = id('036'); // no attribute, rank 2, 3/4
const FIRE = id('010');
const WATER = id('015');
const EARTH = id('021');
const WIND = id('025');
const LIGHT = id('027');
const DARK = id('031');

const atk = (s: GameState, c: string) => currentAtk(ctxOf(s), c);
const hp = (s: GameState, c: string) => currentHp(ctxOf(s), c);
const hand = (s: GameState, p = 0) => zoneCards(s, Z.hand, p).length;
const mainAgain = (s: GameState) => settle(s, (x) => x.result !== null || x.decision?.kind === 'gbf.main');
const attackAgain = (s: GameState) => settle(s, (x) => x.result !== null || x.decision?.kind === 'gbf.attack');

/** Deploys a hand card of P0 (and resolves what follows with the first answers unless `answers` picks). */
function deploy(s: GameState, cardId: string): GameState {
  return take(s, { type: 'deploy', card: one(s, Z.hand, 0, cardId) });
}
/** Picks the candidate (of a chooseCards decision) with this catalog id and owner. */
function pick(s: GameState, cardId: string, owner: number): GameState {
  const a = legalActions(s).find((x) => x.type === 'pick' && s.cards[x.card as string]!.cardId === cardId && s.cards[x.card as string]!.controller === owner);
  if (!a) throw new Error(`cannot pick ${cardId} of ${owner}: ${s.decision?.prompt}`);
  return apply(s, a).state;
}
/** P0 attacks with the card and activates its ougi (answering the gauge choice with the first cards). */
function ougi(s: GameState, attackerCardId: string, zone: string = Z.crew, target?: string): GameState {
  s = chooseOugi(attackWith(s, one(s, zone, 0, attackerCardId), target));
  s = take(s, { type: 'choose', option: 'yes' });
  if (s.decision?.rule === 'GBF 2-6-1-1-1') s = settle(s, (x) => x.decision?.rule !== 'GBF 2-6-1-1-1');
  return s;
}
const gauge = (n: number) => Array.from({ length: n }, () => MARS);
/** The opponent passes its counter step and the damage step resolves (and armor breaks with the first position). */
const finishBattle = (s: GameState) => attackAgain(take(take(s, { type: 'pass' }), { type: 'choose', option: 'pass' }));

// ------------------------------------------------------------------------------------------------ captains

card(id('001'), 'GBF 8-1-3 / 2-11-2-2-1 騎空団の旗: ATK+1 while 3 own crew members are present (2: 1, 3: 2)', () => {
  let s = board({ crew: [TIO, TIO] });
  const cap = one(s, Z.captain, 0, id('001'));
  expect(atk(s, cap)).toBe(1);
  s = board({ crew: [TIO, TIO, TIO] });
  expect(atk(s, one(s, Z.captain, 0, id('001')))).toBe(2);
});

card(id('002'), 'GBF 8-4-2-2-1 / 10-5 炊き出し: 〔(0)〕 once per turn, an own crew member HP+1 for the turn', () => {
  let s = board({ captain: id('002'), crew: [TIO] });
  s = take(s, { type: 'activate', card: one(s, Z.captain, 0, id('002')) });
  expect(hp(s, one(s, Z.crew, 0, TIO))).toBe(2);
  expect(find(s, { type: 'activate' })).toBeUndefined();
});

card(id('003'), 'GBF 10-3 / 8-7-2-2 剣士の心得 draws on job change; 2-6 紅蓮一閃 deals 2 to an opponent crew member', () => {
  let s = board({ crystals: [MARS] });
  const h = hand(s);
  s = mainAgain(take(s, { type: 'jobChange', card: one(s, Z.captainDeck, 0, id('003')) }));
  expect(hand(s)).toBe(h + 1);
  s = board({ captain: id('003'), gauge: gauge(2) }, { crew: [GARON] });
  const r = apply(attackWith(s, one(s, Z.captain, 0, id('003'))), { type: 'choose', player: 0, option: 'yes' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2, kind: 'effect' });
});

card(id('004'), 'GBF 8-4-2-1 星詠み 〔水①〕: look at the top 2 and put them back in any order; 2-6 蒼き渦潮: 1 damage to every opponent crew member', () => {
  let s = board({ captain: id('004'), crystals: [WATER, MARS], deckTop: [FIRE, WIND] });
  s = take(s, { type: 'activate', card: one(s, Z.captain, 0, id('004')) });
  expect(s.decision).toMatchObject({ kind: 'order', rule: 'GBF 3-1-5' });
  s = apply(s, { type: 'next', player: 0, item: s.decision!.items!.find((x) => s.cards[x]!.cardId === WIND)! }).state;
  expect(cardIdsIn(s, Z.deck, 0).slice(0, 2)).toEqual([WIND, FIRE]);
  s = board({ captain: id('004'), gauge: gauge(3) }, { crew: [TIO, TIO] });
  s = ougi(s, id('004'), Z.captain);
  expect(cardIdsIn(s, Z.crew, 1)).toEqual([]);
});

card(id('005'), 'GBF 9-2-1-3-3 不動の構え: the captain takes 1 less damage; 2-6 大地の城壁 HP+3 for the turn', () => {
  let s = board({ crew: [GARON] }, { captain: id('005') });
  s = attackWith(s, one(s, Z.crew, 0, GARON), one(s, Z.captain, 1, id('005')));
  const r = apply(take(s, { type: 'pass' }), { type: 'choose', player: 1, option: 'pass' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2 });
  s = board({ captain: id('005'), gauge: gauge(3) });
  s = ougi(s, id('005'), Z.captain);
  expect(hp(s, one(s, Z.captain, 0, id('005')))).toBe(11);
});

card(id('006'), 'GBF 5-2-1-7 / 8-7-2-2 旅立ちの朝: the opening captain\'s 「登場時」 draws 1 at the first checkpoint', () => {
  const t = scenario(deckWith([], [id('006'), id('007')]), deckWith([])); // 006 is the only rank-0 captain
  expect(zoneCards(t, Z.hand, 0)).toHaveLength(6); // 5, no start-phase draw on turn 1, +1
});

card(id('007'), 'GBF 10-3 鷹の目: on job change, rest an opponent crew member; 2-6 疾風の矢: 2 damage', () => {
  let s = board({ crystals: [MARS], captains: [id('001'), id('007')] }, { crew: [TIO] });
  s = mainAgain(take(s, { type: 'jobChange', card: one(s, Z.captainDeck, 0, id('007')) }));
  expect(s.cards[one(s, Z.crew, 1, TIO)]!.tapped).toBe(true);
  s = board({ captain: id('007'), gauge: gauge(2) }, { crew: [GARON] });
  const r = apply(attackWith(s, one(s, Z.captain, 0, id('007'))), { type: 'choose', player: 0, option: 'yes' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2, kind: 'effect' });
});

card(id('008'), 'GBF 8-9-3 慈愛の光: own crew members HP+1 (also one entering later); 2-6 聖なる祈り: allies HP+1 for the turn', () => {
  let s = board({ captain: id('008'), crew: [TIO], hand: [TIO] });
  expect(hp(s, one(s, Z.crew, 0, TIO))).toBe(2);
  s = board({ captain: id('008'), gauge: gauge(2), crew: [TIO] });
  s = ougi(s, id('008'), Z.captain);
  expect(hp(s, one(s, Z.captain, 0, id('008')))).toBe(8);
  expect(hp(s, one(s, Z.crew, 0, TIO))).toBe(3);
});

card(id('009'), 'GBF 7-2-1-3 影討ち: ATK+1 when it attacks; 2-6 月なき夜の刃: defeat an opponent crew member (9-2-2)', () => {
  let s = board({ captain: id('009') }, { crew: [GARON] });
  s = attackWith(s, one(s, Z.captain, 0, id('009')));
  expect(atk(s, one(s, Z.captain, 0, id('009')))).toBe(5);
  s = board({ captain: id('009'), gauge: gauge(3) }, { crew: [GARON, TIO] });
  s = ougi(s, id('009'), Z.captain, undefined);
  s = pick(s, GARON, 1);
  expect(cardIdsIn(s, Z.ougi, 1)).toContain(GARON);
});

// ------------------------------------------------------------------------------------------------ crew

card(id('010'), 'GBF 10-2 燃える闘志: 「登場時」 ATK+1 for the turn', () => {
  let s = mainAgain(deploy(board({ hand: [FIRE], crystals: [MARS] }), FIRE));
  expect(atk(s, one(s, Z.crew, 0, FIRE))).toBe(3);
});

card(id('011'), 'GBF 10-4 継承の炎: 「上限解放時」 2 damage to an opponent crew member; 2-6 フレイムロンド: 3 damage', () => {
  let s = board({ crew: [FIRE], hand: [id('011')], crystals: [MARS, MARS, MARS] }, { crew: [GARON] });
  const r = apply(s, find(s, { type: 'limitBreak', card: one(s, Z.hand, 0, id('011')) })!);
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2 });
  s = board({ crew: [id('011')], gauge: gauge(2) }, { crew: [GARON] });
  const r2 = apply(attackWith(s, one(s, Z.crew, 0, id('011'))), { type: 'choose', player: 0, option: 'yes' });
  expect(r2.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 3 });
});

card(id('013'), 'GBF 8-4-2-2-2 突撃号令 〔火①〕: an ally ATK+2 for the turn (no 火 crystal: not offered)', () => {
  expect(find(board({ crew: [id('013')], crystals: [MARS, MARS] }), { type: 'activate' })).toBeUndefined();
  let s = board({ crew: [id('013')], crystals: [FIRE, MARS] });
  s = take(s, { type: 'activate' });
  s = pick(s, id('013'), 0);
  expect(atk(s, one(s, Z.crew, 0, id('013')))).toBe(5);
});

card(id('014'), 'GBF 10-5 焼き入れ 〔(0)〕【ターン1回】: an ally ATK+1 for the turn, once', () => {
  let s = board({ crew: [id('014')] });
  s = pick(take(s, { type: 'activate' }), id('014'), 0);
  expect(atk(s, one(s, Z.crew, 0, id('014')))).toBe(2);
  expect(find(s, { type: 'activate' })).toBeUndefined();
});

card(id('015'), 'GBF 10-2 癒しの旋律: 「登場時」 draw 1', () => {
  const s0 = board({ hand: [WATER], crystals: [MARS] });
  const s = mainAgain(deploy(s0, WATER));
  expect(hand(s)).toBe(hand(s0));
});

card(id('016'), 'GBF 10-4 波間のステージ: 「上限解放時」 draw 2 (limit break onto ミレイユ[潮騒の歌姫])', () => {
  const s0 = board({ crew: [WATER], hand: [id('016')], crystals: [MARS, MARS] });
  const s = mainAgain(take(s0, { type: 'limitBreak' }));
  expect(hand(s)).toBe(hand(s0) - 1 + 2);
});

card(id('017'), 'GBF 2-6-1-1-2 氷刃乱舞: ATK+3 for the turn', () => {
  const s = ougi(board({ crew: [id('017')], gauge: gauge(2) }), id('017'));
  expect(atk(s, one(s, Z.crew, 0, id('017')))).toBe(7);
});

card(id('018'), 'GBF 10-18 とっさの合図 【アシスト】: from hand, put it into the gauge to give an ally HP+2', () => {
  let s = board({ hand: [id('018')], crew: [TIO] });
  s = take(s, { type: 'activate', card: one(s, Z.hand, 0, id('018')) });
  s = pick(s, TIO, 0);
  expect(hp(s, one(s, Z.crew, 0, TIO))).toBe(3);
  expect(cardIdsIn(s, Z.ougi, 0)).toEqual([id('018')]);
});

card(id('019'), 'GBF 10-8 凍てつく眼差し: 「登場時」 rest an opponent crew member', () => {
  let s = deploy(board({ hand: [id('019')], crystals: [MARS, MARS] }, { crew: [TIO] }), id('019'));
  s = mainAgain(s);
  expect(s.cards[one(s, Z.crew, 1, TIO)]!.tapped).toBe(true);
});

card(id('020'), 'GBF 9-2-1-3-3 鉄壁: it takes 1 less damage (3 ATK deals 2)', () => {
  let t = board({ crew: [GARON] }, { crew: [id('020')] });
  t = attackWith(t, one(t, Z.crew, 0, GARON));
  const r = apply(take(t, { type: 'pass' }), { type: 'choose', player: 1, option: 'pass' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2 });
});

card(id('021'), 'GBF 10-12 種まき: 「登場時」 the top card of the deck becomes an active crystal', () => {
  let s = board({ hand: [EARTH], crystals: [MARS], deckTop: [GARON] });
  s = mainAgain(deploy(s, EARTH));
  expect(cardIdsIn(s, Z.crystal, 0).sort()).toEqual([GARON, MARS].sort());
  expect(s.cards[one(s, Z.crystal, 0, GARON)]!.tapped).toBe(false);
});

card(id('022'), 'GBF 10-8 修理の手伝い: 「登場時」 make one of your rested crystals active', () => {
  const s = mainAgain(deploy(board({ hand: [id('022')], rested: [MARS] }), id('022')));
  expect(s.cards[one(s, Z.crystal, 0, MARS)]!.tapped).toBe(false);
});

card(id('023'), 'GBF 2-6 シールドバッシュ <奥義1>: 1 damage; the gauge pays 1 (2-6-1-1-1)', () => {
  const s = board({ crew: [id('023')], gauge: gauge(1) }, { crew: [TIO] });
  const r = apply(attackWith(s, one(s, Z.crew, 0, id('023'))), { type: 'choose', player: 0, option: 'yes' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 1 });
  expect(cardIdsIn(r.state, Z.crew, 1)).toEqual([]);
});

card([id('024'), id('024-P')], 'GBF 7-2-1-3 追い風: ATK+1 when it attacks; 2-6 ウィンドショット: 2 damage (the parallel printing has the same data)', () => {
  for (const c of [id('024'), id('024-P')]) {
    let s = board({ crew: [c], gauge: gauge(2) }, { crew: [GARON] });
    const r = apply(chooseOugi(attackWith(s, one(s, Z.crew, 0, c))), { type: 'choose', player: 0, option: 'yes' });
    expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2 });
    s = settle(r.state, (x) => x.decision?.kind === 'gbf.attack');
    expect(atk(s, one(s, Z.crew, 0, c))).toBe(4);
  }
});

card(WIND, 'GBF 8-4-2-1 風読み 〔風①〕【ターン1回】: draw 1, then a hand card to the deck bottom', () => {
  const s0 = board({ crew: [WIND], crystals: [id('024'), MARS] });
  let s = take(s0, { type: 'activate' });
  expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
  const chosen = s.decision!.candidates![0]!;
  const cid = s.cards[chosen]!.cardId;
  s = apply(s, { type: 'pick', player: 0, card: chosen }).state;
  expect(hand(s)).toBe(hand(s0));
  expect(cardIdsIn(s, Z.deck, 0).at(-1)).toBe(cid);
});

card(id('026'), 'GBF 8-6-3-2 ストームバレット <奥義3>: up to 2 opponent crew members, 2 damage each', () => {
  let s = ougi(board({ crew: [id('026')], gauge: gauge(3) }, { crew: [TIO, GARON] }), id('026'));
  s = pick(s, TIO, 1);
  s = pick(s, GARON, 1);
  expect(cardIdsIn(s, Z.crew, 1)).toEqual([GARON]);
});

card(LIGHT, 'GBF 2-11-2-1-1 守護の誓い: 「登場時」 your captain HP+2 for the turn', () => {
  const s = mainAgain(deploy(board({ hand: [LIGHT], crystals: [MARS, MARS] }), LIGHT));
  expect(hp(s, one(s, Z.captain, 0, id('001')))).toBe(7);
});

card(id('028'), 'GBF 10-18 / 10-9 祈りの加護 【アシスト】〔光①〕: turn a face-down card of your gauge face up', () => {
  let s = board({ hand: [id('028')], crystals: [LIGHT, MARS], gaugeDown: [MARS] });
  s = mainAgain(take(s, { type: 'activate' }));
  expect(zoneCards(s, Z.ougi, 0).map((x) => s.cards[x]!.face)).toEqual(['up']);
});

card(id('029'), 'GBF 10-2 天穹の祝福: 「登場時」 allies HP+1 for the turn; 2-6 ホーリーレイ: 2 damage to every opponent crew member', () => {
  let s = mainAgain(deploy(board({ hand: [id('029')], crystals: gauge(4) }), id('029')));
  expect(hp(s, one(s, Z.captain, 0, id('001')))).toBe(6);
  s = ougi(board({ crew: [id('029')], gauge: gauge(3) }, { crew: [TIO, GARON] }), id('029'));
  expect(cardIdsIn(s, Z.crew, 1)).toEqual([GARON]);
});

card(DARK, 'GBF 8-7-4-1-2 抜け目なし: 「戦闘不能になった時」 draw 1 (last known information)', () => {
  let s = board({ crew: [GARON] }, { crew: [DARK] });
  const h = hand(s, 1);
  s = finishBattle(attackWith(s, one(s, Z.crew, 0, GARON)));
  expect(hand(s, 1)).toBe(h + 1);
});

card(id('032'), 'GBF 8-4-2-2-2 魔剣解放 〔闇闇①〕: 3 damage to an opponent crew member', () => {
  const s = board({ crew: [id('032')], crystals: [DARK, DARK, MARS] }, { crew: [GARON] });
  const r = apply(s, find(s, { type: 'activate' })!);
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 3 });
});

card(id('033'), 'GBF 1-3-6 幻惑の舞: when it attacks, an opponent crew member ATK-2 for the turn (values may go negative)', () => {
  let t = board({ crew: [id('033')] }, { crew: [TIO] });
  t = attackWith(t, one(t, Z.crew, 0, id('033')));
  expect(atk(t, one(t, Z.crew, 1, TIO))).toBe(-1);
});

card(id('034'), 'GBF 5-1-3-3 群れなす影: a deck-construction 【永続効果】 (keyword gbf.deckRule) — 8 copies legal, 9 not; no effect in play', () => {
  const facts = definition.catalog!.toFacts!(CARDS.find((c) => c.id === id('034')) as never);
  expect(facts.abilities).toEqual([expect.objectContaining({ kind: 'keyword', keyword: K.deckRule })]);
  expect(validateAbilities(facts.abilities, vocabularyFor(definition))).toEqual([]);
  const lookup = createCardLookup(CARDS);
  const others = [MARS, GARON, TIO, FIRE, WATER, EARTH, WIND, LIGHT, DARK, id('013')].map((x) => ({ id: x, count: 4 })); // 40
  const deck = (n: number) => ({ captain: [{ id: id('001'), count: 1 }], main: [{ id: id('034'), count: n }, ...others, { id: id('019'), count: 10 - n }] }); // 50
  expect(validateDeck(deckRules, lookup, deck(8), { asOf: '2026-01-01' }).legal).toBe(true);
  expect(validateDeck(deckRules, lookup, deck(9), { asOf: '2026-01-01' }).errors.map((e) => e.rule)).toContain('GBF 5-1-3-1');
});

card(id('035'), 'GBF 8-4-2-2 お買い得品 〔②〕【ターン1回】: draw 1 (2 crystals of any attribute)', () => {
  const s0 = board({ crew: [id('035')], crystals: [MARS, TIO] });
  const s = take(s0, { type: 'activate' });
  expect(hand(s)).toBe(hand(s0) + 1);
  expect(zoneCards(s, Z.crystal, 0).every((x) => s.cards[x]!.tapped)).toBe(true);
});

card(id('037'), 'GBF 10-4 修行の成果: 「上限解放時」 ATK+2 for the turn', () => {
  const s = mainAgain(take(board({ crew: [FIRE], hand: [id('037')], crystals: [MARS, MARS] }), { type: 'limitBreak' }));
  expect(atk(s, one(s, Z.crew, 0, id('037')))).toBe(2 + 2 + 2);
});

card(id('038'), 'GBF 2-6 爆砕拳: 4 damage', () => {
  const s = board({ crew: [id('038')], gauge: gauge(2) }, { crew: [GARON] });
  const r = apply(attackWith(s, one(s, Z.crew, 0, id('038'))), { type: 'choose', player: 0, option: 'yes' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 4 });
});

// ------------------------------------------------------------------------------------------------ summons

const summonCase = (c: string, name: string, p0: Parameters<typeof board>[0], p1: Parameters<typeof board>[1], check: (before: GameState, after: GameState) => void) =>
  card(c, name, () => {
    const s0 = board({ ...p0, hand: [c, ...(p0.hand ?? [])] }, p1);
    const s = take(s0, { type: 'summon', card: one(s0, Z.hand, 0, c) });
    expect(cardIdsIn(s, Z.ougi, 0)).toContain(c); // 6-3-1-2-3-2
    check(s0, s);
  });

summonCase(id('040'), 'GBF 6-3-1-2-3 紅蓮の巨神: 3 damage to an opponent crew member', {}, { crew: [TIO, GARON] }, (_b, s) => {
  const t = pick(s, TIO, 1);
  expect(cardIdsIn(t, Z.ougi, 1)).toEqual([TIO]);
});
summonCase(id('041'), 'GBF 6-3-1-2-3 焔の小精霊: an ally ATK+1 for the turn', { crew: [TIO] }, {}, (_b, s) => {
  const t = pick(s, TIO, 0);
  expect(atk(t, one(t, Z.crew, 0, TIO))).toBe(2);
});
card(id('042'), 'GBF 6-3-1-2-3-1 深淵の海竜: condition gauge ≥ 3 (2: no; 3: yes); 1 damage to every opponent crew member', () => {
  expect(find(board({ hand: [id('042')], gauge: gauge(2) }), { type: 'summon' })).toBeUndefined();
  let s = board({ hand: [id('042')], gauge: gauge(3) }, { crew: [TIO, TIO] });
  s = take(s, { type: 'summon' });
  expect(cardIdsIn(s, Z.crew, 1)).toEqual([]);
});
summonCase(id('043'), 'GBF 6-3-1-2-3 泉の小精霊: draw 1', {}, {}, (b, s) => expect(hand(s)).toBe(hand(b)));
summonCase(id('044'), 'GBF 6-3-1-2-3 大地の守護霊: an ally HP+3 for the turn', { crew: [TIO] }, {}, (_b, s) => {
  const t = pick(s, TIO, 0);
  expect(hp(t, one(t, Z.crew, 0, TIO))).toBe(4);
});
summonCase(id('045'), 'GBF 6-3-1-2-3 翠嵐の霊鳥: draw 2, then a hand card to the deck bottom', {}, {}, (b, s) => {
  const t = settle(s);
  expect(hand(t)).toBe(hand(b) - 1 + 2 - 1);
});
summonCase(id('046'), 'GBF 10-9 / 8-6-3-2 曙光の天馬: up to 2 face-down gauge cards face up', { gaugeDown: [MARS, MARS, MARS] }, {}, (_b, s) => {
  expect(s.decision).toMatchObject({ min: 0, max: 2 });
  const t = settle(s);
  expect(zoneCards(t, Z.ougi, 0).filter((x) => t.cards[x]!.face === 'up').map((x) => t.cards[x]!.cardId).sort()).toEqual([id('046'), MARS, MARS].sort());
});
card(id('047'), 'GBF 6-3-1-2-3-1 常闇の魔獣: condition 2+ opponent crew (1: no; 2: yes); defeat one', () => {
  expect(find(board({ hand: [id('047')] }, { crew: [TIO] }), { type: 'summon' })).toBeUndefined();
  let s = board({ hand: [id('047')] }, { crew: [TIO, GARON] });
  s = pick(take(s, { type: 'summon' }), GARON, 1);
  expect(cardIdsIn(s, Z.ougi, 1)).toEqual([GARON]);
});
summonCase(id('048'), 'GBF 8-6-3-1 / 3-1-5 旅路の羅針盤: look at 3, one into hand, the rest to the bottom in any order', { deckTop: [FIRE, WATER, WIND] }, {}, (b, s) => {
  expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
  let t = pick(s, WATER, 0);
  expect(t.decision).toMatchObject({ kind: 'order' });
  t = apply(t, { type: 'next', player: 0, item: t.decision!.items!.find((x) => t.cards[x]!.cardId === WIND)! }).state;
  expect(cardIdsIn(t, Z.deck, 0).slice(-2)).toEqual([WIND, FIRE]);
  expect(hand(t)).toBe(hand(b));
});
summonCase(id('049'), 'GBF 10-8 風の小精霊: make a rested crystal active', { rested: [MARS] }, {}, (_b, s) => {
  expect(s.cards[one(s, Z.crystal, 0, MARS)]!.tapped).toBe(false);
});
summonCase(id('071'), 'GBF 9-4-2-2 天雷の裁き (condition: 2 face-down gauge cards): an armor break of the opponent at the next checkpoint', { gaugeDown: [MARS, MARS] }, {}, (_b, s) => {
  expect(s.decision).toMatchObject({ player: 1, rule: 'GBF 9-4-2-3-1' });
});
card(id('072'), 'GBF 1-2-5 黄泉の門 (condition: opponent armor 0): the opponent loses at once', () => {
  expect(find(board({ hand: [id('072')] }), { type: 'summon' })).toBeUndefined();
  let s = board({ hand: [id('072')] }, { armor: [] });
  s = edit(s, (x) => { for (const a of [...x.zones['1:armor']!.cards]) { x.zones['1:armor']!.cards = []; x.zones['1:deck']!.cards.push(a); x.cards[a]!.zone = '1:deck'; } });
  s = take(s, { type: 'summon' });
  expect(s.result).toMatchObject({ winners: [0], losers: [1] });
});
summonCase(id('073'), 'GBF 4-8-4 運命の輪: draw up to 2, stopping before any draw', {}, {}, (b, s) => {
  const t = take(take(s, { type: 'choose', option: 'draw' }), { type: 'choose', option: 'draw' });
  expect(hand(t)).toBe(hand(b) - 1 + 2);
});

// ------------------------------------------------------------------------------------------------ the full-rules cards

card(id('050'), 'GBF 10-16-2 / 10-16-3 カルナ: 「登場時」 2 「魔力」 chips; 〔spend a chip〕 1 damage — twice, then not offered', () => {
  let s = mainAgain(deploy(board({ hand: [id('050')], crystals: [MARS, MARS] }, { crew: [GARON] }), id('050')));
  const k = one(s, Z.crew, 0, id('050'));
  expect(s.cards[k]!.counters['chip:魔力']).toBe(2);
  s = mainAgain(take(s, { type: 'activate', card: k }));
  s = mainAgain(take(s, { type: 'activate', card: k }));
  expect(s.cards[k]!.counters['chip:魔力']).toBeUndefined();
  expect(find(s, { type: 'activate', card: k })).toBeUndefined();
});

card(id('051'), 'GBF 10-16-4-1 ベルガ: 「登場時」 an 「HP+2」 chip on an ally (HP +2; removed when the card changes zone, 10-16-1-2)', () => {
  let s = deploy(board({ hand: [id('051')], crystals: [MARS, MARS], crew: [TIO] }), id('051'));
  s = mainAgain(pick(s, TIO, 0));
  expect(hp(s, one(s, Z.crew, 0, TIO))).toBe(3);
});

card(id('052'), 'GBF 10-15 時の巻き戻し 〔水水〕: ATK and HP back to printed values (effects and chips gone), level-card bonus kept (10-15-1-1)', () => {
  let s = board({ crew: [id('052'), GARON], crystals: [WATER, WATER], deckTop: [GARON] });
  const g = one(s, Z.crew, 0, GARON);
  s = levelUnder(s, 0, GARON, g);
  s = edit(s, (x) => {
    x.cards[g]!.counters['chip:HP+2'] = 1;
    x.effects.push({ id: 'e-t', source: null, sourceCardId: null, controller: 0, targets: [g], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 3 }, duration: 'untilEndOfTurn', timestamp: ++x.clock });
  });
  expect([atk(s, g), hp(s, g)]).toEqual([3 + 3 + 2, 5 + 2 + 2]);
  s = mainAgain(pick(take(s, { type: 'activate' }), GARON, 0));
  expect([atk(s, g), hp(s, g)]).toEqual([3 + 2, 5 + 2]);
});

card(id('053'), 'GBF 10-13 雷光: 3 damage distributed among up to 3 opponent crew members, at least 1 each', () => {
  let s = deploy(board({ hand: [id('053')], crystals: gauge(3) }, { crew: [TIO, GARON] }), id('053'));
  s = pick(pick(s, TIO, 1), GARON, 1);
  expect(s.decision).toMatchObject({ rule: 'GBF 10-13', options: [1, 2] });
  const r = apply(s, { type: 'choose', player: 0, option: 1 });
  expect(r.events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([1, 2]);
});

card(id('054'), 'GBF 10-11 天啓: declare an attribute; every opponent crew member of it is rested', () => {
  let s = deploy(board({ hand: [id('054')], crystals: [MARS] }, { crew: [TIO, GARON] }), id('054'));
  expect(s.decision).toMatchObject({ rule: 'GBF 10-11', options: ['火', '水', '土', '風', '光', '闇'] });
  s = mainAgain(take(s, { type: 'choose', option: '火' })); // ガロン is 火, ティオ 光
  expect([s.cards[one(s, Z.crew, 1, GARON)]!.tapped, s.cards[one(s, Z.crew, 1, TIO)]!.tapped]).toEqual([true, false]);
});

card(id('055'), 'GBF 10-14 / 3-4-1-3-1-1 略奪: when it attacks, a random card of the opponent\'s hand goes into the opponent\'s gauge', () => {
  let s = board({ crew: [id('055')] });
  const h = hand(s, 1);
  s = attackWith(s, one(s, Z.crew, 0, id('055')));
  expect(hand(s, 1)).toBe(h - 1);
  expect(zoneCards(s, Z.ougi, 1)).toHaveLength(1);
});

card(id('056'), 'GBF 10-6-1-1 共鳴 〔reveal a 光 hand card〕【ターン1回】: draw 1 (no 光 card in hand: not offered)', () => {
  let s = board({ crew: [id('056')], hand: [TIO] });
  s = edit(s, (x) => { for (const c of [...x.zones['0:hand']!.cards]) if (x.cards[c]!.cardId !== TIO) { x.zones['0:hand']!.cards = x.zones['0:hand']!.cards.filter((y) => y !== c); x.zones['0:deck']!.cards.push(c); x.cards[c]!.zone = '0:deck'; x.cards[c]!.face = 'down'; } });
  const r = apply(s, find(s, { type: 'activate' })!);
  expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({ cardId: TIO, to: [0, 1] });
  expect(hand(r.state)).toBe(2);
  expect(r.state.reveals).toEqual([]);
  const t = edit(board({ crew: [id('056')] }), (x) => { for (const c of [...x.zones['0:hand']!.cards]) if (x.catalog[x.cards[c]!.cardId]!.classOrColor === '光') { x.zones['0:hand']!.cards = x.zones['0:hand']!.cards.filter((y) => y !== c); x.zones['0:deck']!.cards.push(c); x.cards[c]!.zone = '0:deck'; } });
  expect(find(t, { type: 'activate' })).toBeUndefined();
});

card(id('057'), 'GBF 10-7-1-1 探索: search the deck for 《旅路の羅針盤》 into hand, then shuffle', () => {
  let s = deploy(board({ hand: [id('057')], crystals: [MARS, MARS], deckTop: [id('048')] }), id('057'));
  expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
  expect(s.decision!.candidates!.map((x) => s.cards[x]!.cardId)).toEqual([id('048')]);
  const r = apply(s, legalActions(s).find((a) => a.type === 'pick')!);
  expect(r.events.some((e) => e.type === 'shuffled')).toBe(true);
  expect(cardIdsIn(r.state, Z.hand, 0)).toContain(id('048'));
});

card(id('058'), 'GBF 10-10-2 / 10-10-2-1 / 6-2-1 封印: negate the effects an opponent crew member received, and its texts until your turn starts', () => {
  let s = board({ hand: [id('058')], crystals: gauge(3) }, { crew: [id('020')] });
  const bold = one(s, Z.crew, 1, id('020'));
  s = edit(s, (x) => x.effects.push({ id: 'e-t', source: null, sourceCardId: null, controller: 1, targets: [bold], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: 5 }, duration: 'untilYourNextTurn', timestamp: ++x.clock }));
  expect(hp(s, bold)).toBe(12);
  s = mainAgain(deploy(s, id('058')));
  expect(hp(s, bold)).toBe(7);
  expect(s.effects.some((e) => e.modifier.type === 'loseAbilities' && e.targets?.includes(bold))).toBe(true);
  s = advance(s, (x) => x.turn.number === 3);
  expect(s.effects.some((e) => e.modifier.type === 'loseAbilities')).toBe(false);
});

card(id('059'), 'GBF 10-10-3 追い風の加護: an ally gains 「アタックした時、カードを1枚引く」 until your next turn', () => {
  let s = deploy(board({ hand: [id('059')], crystals: [MARS], crew: [TIO] }), id('059'));
  s = mainAgain(pick(s, TIO, 0));
  const h = hand(s);
  s = attackAgain(attackWith(s, one(s, Z.crew, 0, TIO)));
  expect(hand(s)).toBe(h + 1);
});

card(id('060'), 'GBF 8-10-3 身代わり: instead of another own crew member\'s defeat, this active card may rest', () => {
  let s = board({ crew: [GARON] }, { crew: [id('060'), TIO] });
  s = take(take(attackWith(s, one(s, Z.crew, 0, GARON), one(s, Z.crew, 1, TIO)), { type: 'pass' }), { type: 'choose', option: 'pass' });
  s = settle(take(s, { type: 'choose', option: 'yes' }));
  expect(cardIdsIn(s, Z.crew, 1).sort()).toEqual([TIO, id('060')].sort());
});

card(id('061'), 'GBF 8-10-1-2 撤退: instead of its defeat it returns to hand', () => {
  let t = board({ crew: [GARON] }, { crew: [id('061')] });
  t = edit(t, (x) => x.effects.push({ id: 'e-t', source: null, sourceCardId: null, controller: 0, targets: [one(x, Z.crew, 0, GARON)], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 5 }, duration: 'untilEndOfTurn', timestamp: ++x.clock }));
  t = finishBattle(attackWith(t, one(t, Z.crew, 0, GARON)));
  expect(cardIdsIn(t, Z.hand, 1)).toContain(id('061'));
});

card(id('062'), 'GBF 8-7-5 寂しがり: a state trigger — with no card in hand, draw 1', () => {
  let s = board({ crew: [id('062')] });
  s = edit(s, (x) => { for (const c of [...x.zones['0:hand']!.cards]) { x.zones['0:hand']!.cards = []; x.zones['0:deck']!.cards.push(c); x.cards[c]!.zone = '0:deck'; x.cards[c]!.face = 'down'; } });
  s = take(s, { type: 'pass' });
  expect(hand(s)).toBe(1);
});

card(id('063'), 'GBF 7-2-1-1 鬨の声: at the start of the battle phase, allies ATK+1 for the turn', () => {
  const s = take(board({ crew: [id('063'), TIO] }), { type: 'pass' });
  expect(atk(s, one(s, Z.crew, 0, TIO))).toBe(2);
  expect(atk(s, one(s, Z.captain, 0, id('001')))).toBe(2);
});

card(id('064'), 'GBF 7-3-1-1 / 7-2-1-1 / 10-5 夜警 (opponent\'s counter step: 1 damage) and 守りの剣 (opponent\'s attack step, once per turn: HP+1)', () => {
  let s = board({ crew: [TIO] }, { crew: [id('064')] });
  s = take(s, { type: 'pass' });
  const kanan = one(s, Z.crew, 1, id('064'));
  expect(hp(s, kanan)).toBe(4);
  s = take(s, { type: 'pass' });
  s = take(s, { type: 'choose', option: 'counter' });
  expect(cardIdsIn(s, Z.crew, 0)).toEqual([]); // 夜警 defeated ティオ
  s = take(s, { type: 'pass' }); // back to the attack step: 守りの剣 does not trigger again
  expect(hp(s, kanan)).toBe(4);
});

card(id('065'), 'GBF 7-4-1-1 / 8-7-3 闘魂 〔火〕: at your damage step, pay to give an ally ATK+2', () => {
  let s = board({ crew: [id('065')], crystals: [FIRE] }, { crew: [GARON] });
  s = take(take(attackWith(s, one(s, Z.crew, 0, id('065'))), { type: 'pass' }), { type: 'choose', option: 'pass' });
  s = take(s, { type: 'choose', option: 'pay' });
  const r = apply(s, legalActions(s).find((a) => a.type === 'pick' && s.cards[a.card as string]!.cardId === id('065'))!);
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 5 });
});

card(id('066'), 'GBF 6-2-2 / 4-8-4 朝の祈り (turn start: draw up to 1) and 6-5-1-3 / 6-2-1 夕べの祈り (turn end: an ally HP+1 until your turn starts)', () => {
  let s = board({ crew: [id('066')] });
  s = advance(s, (x) => x.turn.active === 1 && x.decision?.kind === 'gbf.main');
  expect(s.effects.some((e) => e.duration === 'untilYourNextTurn' && e.controller === 0)).toBe(true);
  s = advance(s, (x) => x.decision?.prompt.startsWith('Draw a card?') === true && x.turn.active === 0);
  expect(s.decision).toMatchObject({ options: ['draw', 'stop'] });
  expect(s.effects.some((e) => e.duration === 'untilYourNextTurn' && e.controller === 0)).toBe(false);
});

card(id('067'), 'GBF 6-3-1-1 先制射撃 (main phase start: 1 damage) and 6-5-1-1 狙撃準備 (burst phase start: it becomes active)', () => {
  let t = board({}, { crew: [id('067')] });
  t = advance(t, (x) => x.turn.active === 1 && x.decision?.kind === 'gbf.main');
  t = take(t, { type: 'pass' });
  t = take(t, { type: 'attack', attacker: one(t, Z.crew, 1, id('067')) });
  t = advance(t, (x) => x.turn.phase === 'burst' || x.turn.active === 0);
  expect(t.cards[one(t, Z.crew, 1, id('067'))]!.tapped).toBe(false);
  let v = board({ crew: [id('067')] }, { crew: [TIO] });
  v = advance(v, (x) => x.turn.number === 3 && x.decision?.kind === 'gbf.main');
  expect(cardIdsIn(v, Z.crew, 1)).toEqual([]); // turn 3's main phase start: 先制射撃 defeated ティオ
});

card(id('068'), 'GBF 9-2-1-3-2 砲撃: the damage it deals +1', () => {
  let s = board({ crew: [id('068')] }, { crew: [GARON] });
  s = attackWith(s, one(s, Z.crew, 0, id('068')));
  const r = apply(take(s, { type: 'pass' }), { type: 'choose', player: 1, option: 'pass' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 3 });
});

card(id('069'), 'GBF 9-2-1-3-2 呪いの糸 (opponent crew take +1) and 10-16-4-1 呪詛 (「登場時」 an 「ATK-1」 chip on an opponent crew member)', () => {
  let s = deploy(board({ hand: [id('069')], crystals: [MARS, MARS], crew: [TIO] }, { crew: [GARON] }), id('069'));
  s = mainAgain(s);
  const g = one(s, Z.crew, 1, GARON);
  expect(atk(s, g)).toBe(2);
  s = attackWith(s, one(s, Z.crew, 0, TIO), g);
  const r = apply(take(s, { type: 'pass' }), { type: 'choose', player: 1, option: 'pass' });
  expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2 });
});

card(id('070'), 'GBF 6-5-1-1 / 10-2 召喚術: at the start of the burst phase, deploy a crew card from hand (restrictions apply)', () => {
  let s = advance(board({ crew: [id('070')], hand: [TIO], crystals: gauge(3) }), (x) => x.turn.phase === 'burst' && x.decision?.kind === 'chooseCards');
  s = mainAgain(pick(s, TIO, 0));
  expect(cardIdsIn(s, Z.crew, 0).sort()).toEqual([TIO, id('070')].sort());
});

card(id('074'), 'GBF 10-3 星の導き (job change: the top card of the deck becomes a crystal) and 2-6 / 10-16-4-1 星晶の輝き (an 「ATK+1」 chip)', () => {
  let s = board({ crystals: [MARS, MARS], captains: [id('001'), id('074')] });
  s = mainAgain(take(s, { type: 'jobChange', card: one(s, Z.captainDeck, 0, id('074')) }));
  expect(zoneCards(s, Z.crystal, 0)).toHaveLength(3);
  s = ougi(board({ captain: id('074'), gauge: gauge(2) }), id('074'), Z.captain);
  const cap = one(s, Z.captain, 0, id('074'));
  s = settle(s, (x) => x.decision?.kind === 'gbf.attack' || x.decision?.rule === 'GBF 9-4-2-3-1');
  expect(s.cards[cap]!.counters['chip:ATK+1']).toBe(1);
});

card(id('075'), 'GBF 10-16-4-1 成長: a 「ランク-1」 chip — rank 2 counts as 1 for later deployments', () => {
  let s = mainAgain(deploy(board({ hand: [id('075'), GARON], crystals: [MARS, MARS, MARS] }), id('075')));
  expect(currentRank(ctxOf(s), one(s, Z.crew, 0, id('075')))).toBe(1);
  expect(find(s, { type: 'deploy', card: one(s, Z.hand, 0, GARON) })).toBeDefined(); // 1 + 2 ≤ 3
});

card(id('076'), 'GBF 2-1-1-1-1 双剣の絆: ATK+2 while your 「セリオ」 is present', () => {
  expect(atk(board({ crew: [id('076')] }), one(board({ crew: [id('076')] }), Z.crew, 0, id('076')))).toBe(2);
  const s = board({ crew: [id('076'), id('017')] });
  expect(atk(s, one(s, Z.crew, 0, id('076')))).toBe(4);
});

card(id('077'), 'GBF 8-7 反撃の構え: when it takes damage, ATK+1 for the turn', () => {
  let s = board({ crew: [GARON] }, { crew: [id('077')] });
  s = finishBattle(attackWith(s, one(s, Z.crew, 0, GARON)));
  expect(atk(s, one(s, Z.crew, 1, id('077')))).toBe(2);
});

