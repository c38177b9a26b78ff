/**
 * Re:Birth for you's extension of the ability language (names prefixed `r4u.`; docs/engine.md §1.10):
 * keywords (11: Blocker 11.6, Cancel 11.4, のびしろ 11.8, deck-construction text 6.1.2.1), triggers (Spark 11.3,
 * placed / appear 5.5, support 8.2.4.2, attacked 8.2.4.3, block 8.3.3.3, set 5.6, end of turn 7.6.1, end of the
 * attack 8.5.1, retired 5.15.2), conditions (condition keywords Re-Combo 11.5 and Full Power 11.7, attack roles,
 * empty seats 4.5.3.2.1, check results 5.25.2, partner attack 5.23), costs (energy 5.14, moving this card or
 * chosen cards as a cost) and effects (the special notations of 5: put on Entry / members / energy, set 5.6,
 * partner-ize 5.28, recover 5.16, check 5.25, soul 5.22, exclude 5.20, swap 5.12, partner attack 5.23, damage to
 * 0 (5.19.3), choose from the following 5.27, look 5.10).
 *
 * Kernel words used as they are: `limit: {perTurn: 1}` = ターン1回 (9.2.2); `zones: [...]` = 【エントリー】
 * 【メンバー】【エネルギー】【控え室】【手札】【リタイア】 (9.4.4); `condition` = condition keywords (11.2.3:
 * a static ability is invalid while unmet, an automatic / activated one is checked at the start of
 * resolution); `modify {stat: 'attack'|'defense', add}` = ＋N/＋M (5.17; 「Nにする」 is written as the `add`
 * difference at creation, 9.10.4: `r4u.setStat`); `move`, `draw`, `discard`, `tap` (rest), `untap` (stand),
 * `search`, `shuffle` as in the kernel. Zone names: constants.ts `Z`.
 */
import type { AbilityEnv, ConditionSpec, CostSpec, EffectSpec, JsonObject, KeywordSpec, PlayerIndex, Reader, Selector, TriggerSpec, VocabularyExtension } from '../../../../engine/src/index.js';
import {
  addEffect, answerOf, ask, candidates, cardsIn, choosableCandidates, chooseTargets, compare, conceal, emit, evalAmount, getVar, isOpponent, matchesFilter, moveCard, moveCards, moveTogether, publicEvent, push, resolvePlayers,
  reveal, setTapped, setVar, statOf, testCondition, TRAIT_FLAG_PREFIX, zoneKey,
} from '../../../../engine/src/index.js';
import { C, CANCEL_TARGETS, COND, COST, EFF, K, TRIG, Z } from '../constants.js';
import { attackRoles, emptySlots, factsOf, fullPowerCount, isPartnerAttack, rd, reCombo, staysRested, zoneNameOfCard } from '../state.js';
import { canPayEnergy, payEnergy } from '../actions/costs.js';
import { counterFrame } from '../rules/counter.js';
import { R4U_EXTRA_VOCABULARY } from './vocabulary-text-forms.js';
import { partnerize, placeMemberFrame, placeOnEnergy, placeOnEntry, setRebirth } from '../rules/place.js';
import { r4uChoosable } from '../rules/choosing.js';
import { applyEnergyReplacement, energySources, REPLACEMENT_EFFECTS } from '../rules/replacement.js';

const S = {
  effect: { $ref: '#/$defs/effect' },
  selector: { $ref: '#/$defs/selector' },
  amount: { $ref: '#/$defs/amount' },
  playerRef: { $ref: '#/$defs/playerRef' },
  filter: { $ref: '#/$defs/cardFilter' },
  compare: { $ref: '#/$defs/compare' },
  zoneName: { $ref: '#/$defs/zoneName' },
  duration: { $ref: '#/$defs/duration' },
  /** A variable bound to the cards a placing step put where it says (「置いたら」「入れ替えたら」: read by a count condition). */
  placed: { type: 'string', minLength: 1 },
};
const WHO = { enum: ['self', 'other', 'any'] };
const SIDE = { enum: ['you', 'opponent', 'any'] };

function sideOk(state: Parameters<typeof isOpponent>[0], side: unknown, subject: unknown, controller: PlayerIndex, dflt: string): boolean {
  const s = typeof side === 'string' ? side : dflt;
  if (s === 'any') return true;
  if (typeof subject !== 'number') return false;
  return s === 'you' ? subject === controller : subject !== controller && isOpponent(state, controller, subject);
}
function whoOk(who: unknown, subject: unknown, self: string, dflt: string): boolean {
  const w = typeof who === 'string' ? who : dflt;
  if (w === 'any') return true;
  return w === 'self' ? subject === self : subject !== self;
}
const zname = (state: Parameters<typeof zoneNameOfCard>[0], key: unknown) => (typeof key === 'string' ? state.zones[key]?.name ?? null : null);

/** The energy a 「エネN」 cost asks now: its `instead` amount while that condition holds (9.11.1), else N. */
export function energyCostOf(r: Reader, c: JsonObject, env: AbilityEnv): number {
  const instead = c.instead as JsonObject | undefined;
  if (instead && testCondition(r, instead.condition as never, env)) return instead.amount as number;
  return c.amount as number;
}

export const R4U_KEYWORDS: Record<string, KeywordSpec> = {
  [K.blocker]: { description: 'ブロッカー (R4U 11.6): in the block step the non-turn player may discard this card from hand to block (8.3.3); valid while one of your characters is attacked — with a value, one with that reference information (a trait, or a part of its name; several joined by 「|」: any of them) (11.6.3). No meaning in しかのこ sets (12.2.2).', valued: true },
  [K.cancel]: { description: `キャンセル (R4U 11.4, 9.1.1.4): this card has a cancel ability for the target named by the value (${CANCEL_TARGETS.join(', ')}); presented from hand in the counter process (9.7.3) by discarding it (reminder text), the targeted play is cancelled (5.13).`, valued: true },
  [K.nobishiro]: { description: 'のびしろ (R4U 11.8): does nothing by itself; other abilities refer to it (a `keyword` filter). No meaning in しかのこ sets (12.2.2).' },
  [K.hasSpark]: { description: '「【スパーク】を持つ」 (11.3): the card has a printed 【スパーク】 ability — set from the printed text (cards/engine-facts.ts), read or not by the compiler; a `keyword` filter.' },
  [K.opponentsNoPartnerAttack]: { description: '【永】「(各ターン相手のN回目の)アタックはパートナーアタックにならない」 (5.23.2–5.23.3): while a card of a player has it (its conditions hold), an attack of an opponent of that player is not a partner attack (checked when it is declared, 8.2.4, and at the damage step, 8.4.3.2).' },
  [K.nextAttack]: { description: '「このターンこのキャラの次のアタック中、相手は【ブロッカー】を使えない」 (value `attacker:noBlocker`) / 「このターン中、このキャラへの次のアタックはパートナーアタックにならない」 (value `attacked:notPartner`): granted until the end of the turn; the next attack declared with this card attacking (attacked) takes the mark and uses it up (turn/attack.ts).', valued: true },
  [K.opponentsNoBlocker]: { description: '【永】「相手は【ブロッカー】を使えない」 (11.6): while a card of a player has it (a static keyword on the card, valid with its conditions), no opponent of that player may use a Blocker (13.5.5.1: every opponent; turn/attack.ts validBlockers).' },
  [K.noStand]: { description: '「次の相手のターン中、(cards)は【スタンド】しない」: granted (grantKeyword, duration untilYourNextTurn); while the master of the card is the turn player it does not stand — not in the standby phase (7.2), not by 【スタンド】 effects (state.ts staysRested).' },
  [K.noDamage]: { description: '【永】「(各ターン相手のN回目のアタック中、)このキャラが受けるダメージを0にする」 (4.4.4, 8.4.3): while this card has it (its conditions hold), the damage it would receive is 0 (rules/damage.ts, the kernel dealDamage hook); a partner attack still marks it (8.4.3.2: 「パートナーアタックは防げない」).' },
  [K.deckLimit]: { description: 'Deck-construction text (R4U 6.1.2.1, 「このキャラはデッキに4枚より多く入れてよい」): value = copies allowed, "any" = no limit; invalid from the start of the game (no effect in play).', valued: true },
  [K.unchoosable]: { description: '「相手から選ばれない」 (value `opponent`) / 「相手のキャラから選ばれない」 (value `opponentCharacters`): an ability whose master is an opponent (of a character, for `opponentCharacters`) cannot choose this card; 「選ばれない。(あなたも選べない）」 (value `anyone`): no ability can (the kernel target-candidate hook, rules/choosing.ts).', valued: true },
};

export const R4U_TRIGGERS: Record<string, TriggerSpec> = {
  [TRIG.spark]: {
    description: 'スパーク (R4U 11.3.2): 【自】 when this card is put from the deck into the Entry by the Entry process (10.5).',
    params: {},
    match: (r, e, self) => e.type === 'moved' && e.card === self.id && e.reason === 'entryProcess' && zname(r.state, e.from) === Z.deck && zname(r.state, e.to) === Z.entry,
  },
  [TRIG.placed]: {
    description: '「…に置かれた時」 / 「登場した時」 (R4U 5.5.1): a card is put into `zone` (entry | members; default either), optionally `from` a zone or `notFrom` a zone (「デッキ以外から」); `appear`: only from outside Entry and members (5.5.1.1). Default: this card.',
    params: { zone: { enum: [Z.entry, Z.members] }, from: S.zoneName, notFrom: S.zoneName, appear: { type: 'boolean' }, who: WHO, side: SIDE, filter: S.filter },
    match: (r, e, self, p) => {
      if (e.type !== 'moved') return false;
      const to = zname(r.state, e.to);
      const from = zname(r.state, e.from);
      if (typeof p.zone === 'string' ? to !== p.zone : to !== Z.entry && to !== Z.members) return false;
      if (typeof p.from === 'string' && from !== p.from) return false;
      if (typeof p.notFrom === 'string' && from === p.notFrom) return false;
      if (p.appear === true && (from === Z.entry || from === Z.members)) return false;
      if (!whoOk(p.who, e.card, self.id, 'self') || !sideOk(r.state, p.side, e.controller, self.controller, 'any')) return false;
      return !p.filter || (typeof e.card === 'string' && r.state.cards[e.card] !== undefined && matchesFilter(r, e.card, p.filter as JsonObject));
    },
  },
  [TRIG.support]: {
    description: '「このキャラがサポートした時」 (R4U 8.2.4.2): the attack declaration rested this member; `filter`: the supported (attacking) character.',
    params: { who: WHO, filter: S.filter },
    match: (r, e, self, p) => e.type === 'attack' && whoOk(p.who, e.supporter, self.id, 'self') && (!p.filter || matchesFilter(r, e.attacker as string, p.filter as JsonObject)),
  },
  [TRIG.attacked]: {
    description: '「アタックされた時」 (R4U 8.2.4.3): this card (or, with who, another) became the attacked character.',
    params: { who: WHO, side: SIDE },
    match: (r, e, self, p) => e.type === 'attack' && typeof e.attacked === 'string' && whoOk(p.who, e.attacked, self.id, 'self') && sideOk(r.state, p.side, e.target, self.controller, 'you'),
  },
  [TRIG.block]: {
    description: '「このキャラがブロックした時」 (R4U 8.3.3.3): this card was discarded to block; it functions in the zone it went to (8.3.3.3.1: give `zones: ["waitingRoom"]`). `filter`: the attacking character.',
    params: { filter: S.filter },
    match: (r, e, self, p) => e.type === 'blocked' && e.card === self.id && (!p.filter || (typeof e.attacker === 'string' && r.state.cards[e.attacker] !== undefined && matchesFilter(r, e.attacker, p.filter as JsonObject))),
  },
  [TRIG.set]: {
    description: '「(このReバースが / あなたの《X》が)セットされた時」 (R4U 5.6). Default: this card.',
    params: { who: WHO, side: SIDE, filter: S.filter },
    match: (r, e, self, p) => e.type === 'set' && whoOk(p.who, e.card, self.id, 'self') && sideOk(r.state, p.side, e.player, self.controller, 'you') && (!p.filter || (typeof e.card === 'string' && r.state.cards[e.card] !== undefined && matchesFilter(r, e.card, p.filter as JsonObject))),
  },
  [TRIG.endOfTurn]: {
    description: '「ターン終了時に」 (R4U 7.6.1): at the end phase, once per turn per ability (not again when the end phase repeats, 7.6.6). Default side: your turn (any: every turn).',
    params: { side: SIDE },
    match: (r, e, self, p) => e.type === 'endPhase' && sideOk(r.state, p.side, e.player, self.controller, 'you') && !(rd(r.state).endFired ?? []).includes(self.id),
  },
  [TRIG.attackEnd]: {
    description: '「クローズステップ開始時」 / 「このアタックの終了時」 (R4U 8.5.1): once per close step (it repeats, 8.5.3). `role`: only when this card has that role in the attack (e.g. attacking, supporting).',
    params: { role: { enum: ['attacking', 'attacked', 'supporting', 'partnerAttacking', 'partnerAttacked', 'blocked'] }, side: SIDE },
    match: (r, e, self, p) => e.type === 'closeStep' && !(rd(r.state).attack?.closeFired ?? []).includes(self.id) && sideOk(r.state, p.side, e.player, self.controller, 'any') && (typeof p.role !== 'string' || attackRoles(r.state, self.id).includes(p.role)),
  },
  [TRIG.retired]: {
    description: '「リタイアした時」 (R4U 5.15): a character was put into a retire area (by recovery or an effect). Default: this card; `byThis`: this card\'s attack or ability caused it (5.15.2, 「リタイアさせた時」).',
    params: { who: WHO, side: SIDE, filter: S.filter, byThis: { type: 'boolean' } },
    match: (r, e, self, p) => {
      if (e.type !== 'moved' || zname(r.state, e.to) !== Z.retire) return false;
      if (p.byThis === true) return typeof e.prev === 'string' && rd(r.state).retiredBy?.[e.prev] === self.id; // 5.15.2 (attacks; damage by abilities is not attributed yet)
      return whoOk(p.who, e.prev, self.id, 'self') && sideOk(r.state, p.side, e.prevController, self.controller, 'any') && (!p.filter || (typeof e.card === 'string' && r.state.cards[e.card] !== undefined && matchesFilter(r, e.card, p.filter as JsonObject)));
    },
  },
  [TRIG.cancelled]: {
    description: '「このキャラがこのキャラの【キャンセル】で控え室に置かれた時」 (R4U 11.4, 9.7.3.1): this card was put from hand into the waiting room to present its own cancel ability (reason `cancel`); it functions there (give `zones: ["waitingRoom"]`).',
    params: {},
    match: (r, e, self) => e.type === 'moved' && e.card === self.id && e.reason === 'cancel' && zname(r.state, e.to) === Z.waitingRoom,
  },
};

export const R4U_CONDITIONS: Record<string, ConditionSpec> = {
  [COND.reCombo]: {
    description: 'Reコンボ (R4U 11.5): your Re-birth area holds a Re-birth card (with `name`: one whose name contains it, 11.5.3).',
    params: { name: { type: 'string', minLength: 1 } },
    test: (r, c, env) => reCombo(r.state, env.controller, typeof c.name === 'string' ? c.name : null),
  },
  [COND.fullPower]: {
    description: '本領発揮 Lv.N (R4U 11.7): your member and retire areas hold at least `level` cards (with `refs`: cards having one of them as trait or name part, 11.7.3.1).',
    params: { level: { type: 'integer', minimum: 0 }, refs: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 } },
    required: ['level'],
    test: (r, c, env) => fullPowerCount(r.state, env.controller, Array.isArray(c.refs) ? (c.refs as string[]) : null) >= (c.level as number),
  },
  [COND.attackRole]: {
    description: 'This card (or the event card) has a role in the attack in progress (R4U 8.2.4.3, 8.2.4.5, 8.3.3.2).',
    params: { role: { enum: ['attacking', 'attacked', 'supporting', 'partnerAttacking', 'partnerAttacked', 'blocked'] }, of: { enum: ['self', 'eventCard'] } },
    required: ['role'],
    test: (r, c, env) => {
      const id = c.of === 'eventCard' ? (env.event?.card as string | undefined) ?? null : env.source;
      return id !== null && attackRoles(r.state, id).includes(c.role as string);
    },
  },
  [COND.emptySeats]: {
    description: '空席のメンバーの数 (R4U 4.5.3.2.1) of a player compared with `value`.',
    params: { player: S.playerRef, value: S.compare },
    required: ['value'],
    test: (r, c, env) => resolvePlayers(r.state, c.player ?? 'you', env).some((p) => compare(emptySlots(r.state, p).length, c.value)),
  },
  [COND.checkResult]: {
    description: 'The last check (R4U 5.25) of this ability\'s master was won (`won: true`) or lost (5.25.2); with `var`: the check bound to that variable (「チェックしてよい」), neither when it was not made.',
    params: { won: { type: 'boolean' }, var: { type: 'string', minLength: 1 } },
    required: ['won'],
    test: (r, c, env) => {
      if (typeof c.var === 'string') {
        const v = getVar(r.state, env, c.var);
        return Array.isArray(v) && v.includes(c.won === true ? 'won' : 'lost');
      }
      return (rd(r.state).checks?.[String(env.controller)] === 'won') === (c.won === true);
    },
  },
  [COND.partnerAttack]: {
    description: 'The attack in progress is a partner attack (R4U 5.23; 5.23.3: a "not a partner attack" effect wins).',
    params: {},
    test: (r) => isPartnerAttack(r.state),
  },
};

export const R4U_COSTS: Record<string, CostSpec> = {
  [COST.energy]: {
    description: 'エネN (R4U 5.14, 5.14.2): rest N standing cards of your energy area (partners too); the icon without a number is 0 (5.14.2.1). `instead` {condition, amount}: 「エネN。(条件)なら、かわりにエネM」 — while the condition holds the payment is replaced by M (9.11.1, a replacement written into the cost).',
    params: { amount: { type: 'integer', minimum: 0 }, instead: { type: 'object', required: ['condition', 'amount'], additionalProperties: false, properties: { condition: { $ref: '#/$defs/condition' }, amount: { type: 'integer', minimum: 0 } } } },
    required: ['amount'],
    canPay: (ctx, c, env) => canPayEnergy(ctx.state, env.controller, energyCostOf(ctx, c, env)),
    pay: (ctx, c, env, f) => payEnergy(ctx, f, env.controller, energyCostOf(ctx, c, env)),
  },
  [COST.moveSelf]: {
    description: '［このキャラを(zone)に置く］ (R4U 9.5): move this card to `to` (waitingRoom, members, energy, deck bottom…), `rest` for 【レスト】で.',
    params: { to: S.zoneName, rest: { type: 'boolean' }, position: { enum: ['top', 'bottom'] } },
    required: ['to'],
    canPay: (ctx, c, env) => env.source !== null && ctx.state.cards[env.source] !== undefined && (c.to !== Z.members || emptySlots(ctx.state, ctx.state.cards[env.source]!.owner).length > 0 || zoneNameOfCard(ctx.state, env.source) !== Z.members),
    pay: (ctx, c, env) => {
      const card = ctx.state.cards[env.source!]!;
      if (c.to === Z.members) {
        push(ctx, placeMemberFrame(card.id, { by: env.controller, rest: c.rest === true, reason: 'cost' }));
        return true;
      }
      if (c.to === Z.energy) {
        placeOnEnergy(ctx, card.id, { rest: c.rest === true, reason: 'cost', by: env.controller });
        return true;
      }
      moveCard(ctx, card.id, zoneKey(String(c.to), card.owner), { reason: 'cost', by: env.controller, tapped: c.rest === true, position: c.position === 'bottom' ? 'bottom' : undefined });
      return true;
    },
  },
  [COST.moveCards]: {
    description: '［(zone)から N 枚 (to)に置く］ (R4U 9.5): choose `count` of your cards in `from` matching `filter` and move them to `to` (`position`: the deck\'s top or bottom; `soul`: 「このキャラの魂にする」, associated with this card, 5.22.1).',
    params: { from: S.zoneName, to: S.zoneName, count: { type: 'integer', minimum: 1 }, filter: S.filter, rest: { type: 'boolean' }, position: { enum: ['top', 'bottom'] } },
    required: ['from', 'to', 'count'],
    canPay: (ctx, c, env) => cardsIn(ctx.state, String(c.from), env.controller).filter((id) => id !== env.source || c.from !== Z.hand).filter((id) => !c.filter || matchesFilter(ctx, id, c.filter as JsonObject)).length >= (c.count as number),
    pay: (ctx, c, env, f) => {
      const a = answerOf<{ cards: string[] }>(f);
      const cands = cardsIn(ctx.state, String(c.from), env.controller).filter((id) => !c.filter || matchesFilter(ctx, id, c.filter as JsonObject));
      if (!a) {
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', prompt: `Cost: choose ${String(c.count)} card(s) from your ${String(c.from)}`, rule: 'R4U 9.5.2', candidates: cands, min: c.count as number, max: c.count as number });
        return false;
      }
      const ids = a.cards.filter((id) => ctx.state.cards[id]);
      if (c.to === Z.energy) for (const id of ids) placeOnEnergy(ctx, id, { rest: c.rest === true, reason: 'cost', by: env.controller });
      else if (c.to === Z.soul) {
        // 5.22.1 「このキャラの魂にする」: into the soul area, associated with this card (4.13.3.1)
        for (const id of ids) {
          const nid = moveCard(ctx, id, zoneKey(Z.soul, env.controller), { face: 'up', reason: 'soul', by: env.controller });
          if (ctx.state.cards[nid] && env.source && ctx.state.cards[env.source]) ctx.state.cards[nid]!.attachedTo = env.source;
        }
      } else moveCards(ctx, ids, zoneKey(String(c.to), env.controller), { reason: 'cost', by: env.controller, ...(c.position === 'bottom' ? { position: 'bottom' as const } : {}) });
      return true;
    },
  },
};

/**
 * 「自分の手札とメンバーを望む枚数選び、それらを入れ替える」 (`many`, R4U 5.12): pairs chosen one card of `a` then one of `b`
 * at a time (a card once), until the player chooses no `a` card (望む枚数: zero pairs too); then every pair swaps at the
 * same moment (one move batch; a member's slot goes to its partner, 5.12.1.1).
 */
function swapPairs(ctx: Parameters<EffectSpec['run']>[0], e: JsonObject, env: AbilityEnv, f: Parameters<EffectSpec['run']>[3]): void {
  const pairs = Array.isArray(f.pairs) ? (f.pairs as string[][]).map((p) => [...p]) : [];
  let first = typeof f.first === 'string' ? f.first : null;
  const a = answerOf<{ cards: string[] }>(f);
  if (a) {
    const id = a.cards.find((x) => ctx.state.cards[x]);
    if (first === null) {
      if (id === undefined) return finishPairs(ctx, pairs, env);
      first = id;
    } else if (id !== undefined) {
      pairs.push([first, id]);
      first = null;
    }
  }
  const used = new Set(pairs.flat());
  if (first !== null) used.add(first);
  const pool = (sel: JsonObject) => choosableCandidates(ctx, candidates(ctx, { ...(sel as Selector), count: null }, env, env.controller), env.controller, env).filter((x) => !used.has(x));
  const firsts = pool(e.a as JsonObject);
  const seconds = pool(e.b as JsonObject);
  if (first === null && (firsts.length === 0 || seconds.length === 0)) return finishPairs(ctx, pairs, env);
  const next = { ...f, pairs, first, answer: null };
  if (first === null) ask(ctx, next, { player: env.controller, kind: 'chooseCards', prompt: 'Choose a card to swap (none: done)', rule: 'R4U 5.12', candidates: firsts, min: 0, max: 1 });
  else ask(ctx, next, { player: env.controller, kind: 'chooseCards', prompt: 'Choose the card it swaps with', rule: 'R4U 5.12', candidates: seconds, min: 1, max: 1 });
}

function finishPairs(ctx: Parameters<EffectSpec['run']>[0], pairs: string[][], env: AbilityEnv): void {
  moveTogether(ctx, () => {
    for (const [x, y] of pairs) {
      const cx = ctx.state.cards[x!];
      const cy = ctx.state.cards[y!];
      if (!cx || !cy || cx.owner !== cy.owner) continue; // 4.1.1.1, 5.12.2
      const [zx, zy, sx, sy] = [cx.zone, cy.zone, cx.flags.slot, cy.flags.slot];
      const [nx] = moveCards(ctx, [x!], zy, { reason: 'swap', by: env.controller });
      const [ny] = moveCards(ctx, [y!], zx, { reason: 'swap', by: env.controller });
      if (nx && typeof sy === 'number') ctx.state.cards[nx]!.flags.slot = sy;
      if (ny && typeof sx === 'number') ctx.state.cards[ny]!.flags.slot = sx;
    }
  });
}

/** Runs `fn` on the chosen targets of `e.target` (asks first when it is a choice). */
function onTargets(ctx: Parameters<EffectSpec['run']>[0], e: JsonObject, env: Parameters<EffectSpec['run']>[2], f: Parameters<EffectSpec['run']>[3], prompt: string, fn: (ids: string[]) => void): void {
  const ids = chooseTargets(ctx, f, e.target as Selector, env, prompt);
  if (ids) fn(ids.filter((id) => ctx.state.cards[id]));
}

export const R4U_EFFECTS: Record<string, EffectSpec> = {
  [EFF.stand]: {
    description: '【スタンド】する (R4U 5.3.1): stand the chosen cards (the kernel `untap`), except one that stays rested (「次の相手のターン中、…は【スタンド】しない」, state.ts staysRested).',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to stand');
      if (ids) setTapped(ctx, ids.filter((id) => ctx.state.cards[id] && !staysRested(ctx, id)), false, 'effect');
    },
  },
  [EFF.putOnEntry]: {
    description: 'エントリーに置く (R4U 4.4): put the chosen card into its owner\'s Entry (`rest`: 【レスト】で); the previous Entry character goes to the waiting room by recovery (10.3.3).',
    params: { target: S.selector, rest: { type: 'boolean' }, placed: S.placed },
    required: ['target'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose a card to put into the Entry', (ids) => {
      const placed = ids.map((id) => placeOnEntry(ctx, id, { rest: e.rest === true, by: env.controller }));
      if (typeof e.placed === 'string') setVar(ctx.state, env, e.placed, placed.filter((id) => ctx.state.cards[id]));
    }),
  },
  [EFF.putOnMembers]: {
    description: 'メンバーに置く (R4U 4.5.3): put each chosen character into a member slot its master chooses; `emptyOnly` for 「空席のメンバーに置く」; otherwise an occupied slot is replaced (4.5.3.3). `rest`: 【レスト】で. `slotWithout`: 「《X》がいないメンバーに置く」 (a slot with no card matching the filter). `placed`: a variable bound to the cards put there.',
    params: { target: S.selector, emptyOnly: { type: 'boolean' }, rest: { type: 'boolean' }, placed: S.placed, slotWithout: S.filter },
    required: ['target'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose characters to put into member slots', (ids) => {
      // `placed`: the cards put there are recorded (none when no slot could take them: 1.3.2, 「空席」 4.5.3.2)
      const placed = typeof e.placed === 'string' ? { scope: env.scope, name: e.placed } : undefined;
      if (placed) setVar(ctx.state, env, placed.name, []);
      // `slotWithout`: 「《X》がいないメンバーに置く」 — only a slot holding no card that matches (an empty one too)
      const without = e.slotWithout as JsonObject | undefined;
      push(ctx, ...ids.map((id) => placeMemberFrame(id, { by: env.controller, emptyOnly: e.emptyOnly === true, rest: e.rest === true, placed, ...(without ? { without } : {}) })));
    }),
  },
  [EFF.gainTrait]: {
    description: '「(cards)は〔T〕を得る」 (2.5): the cards have trait T for `duration` (a trait flag, read by the kernel\'s card filter `trait`).',
    params: { target: S.selector, trait: { type: 'string', minLength: 1 }, duration: { $ref: '#/$defs/duration' } },
    required: ['target', 'trait', 'duration'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose cards', (ids) => {
      addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null, modifier: { type: 'flag', flag: TRAIT_FLAG_PREFIX + String(e.trait), value: true }, duration: e.duration as never });
    }),
  },
  [EFF.putOnEnergy]: {
    description: 'エネルギーに置く (R4U 4.6.2, 4.6.5): partners face up, others face down; `rest` for 【レスト】で. A partner is chosen only when `partners` allows it (4.6.5).',
    params: { target: S.selector, rest: { type: 'boolean' }, partners: { type: 'boolean' }, placed: S.placed },
    required: ['target'],
    run: (ctx, e, env, f) => {
      // 9.11 / 9.3.1.3.2: 「手札からエネルギーを置く際、かわりに控え室から置いてよい」 offers the replacing zone's cards too
      const sel = e.target as Selector;
      const sources = sel.zone === Z.hand && sel.side === 'you' && typeof sel.count === 'number' ? energySources(ctx, env.controller) : [Z.hand];
      const target = sources.length > 1 ? { ...sel, zone: sources } : sel;
      onTargets(ctx, { ...e, target }, env, f, 'Choose cards to put into the energy area', (ids) => {
        const placed: string[] = [];
        for (const id of ids) {
          const from = zoneNameOfCard(ctx.state, id) ?? Z.hand;
          if (sources.length > 1 && from !== Z.hand && !applyEnergyReplacement(ctx, env.controller, from)) continue;
          placed.push(placeOnEnergy(ctx, id, { rest: e.rest === true, by: env.controller }));
        }
        if (typeof e.placed === 'string') setVar(ctx.state, env, e.placed, placed.filter((id) => ctx.state.cards[id]));
      });
    },
  },
  [EFF.set]: {
    description: 'Reバースをセットする (R4U 5.6): put the chosen Re-birth card into its owner\'s Re-birth area.',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose a Re-birth card to set', (ids) => {
      for (const id of ids) setRebirth(ctx, id, env.controller, 'effect');
    }),
  },
  [EFF.partnerize]: {
    description: 'パートナー化 (R4U 5.28): the chosen card goes to the energy area, loses its other kinds and becomes a partner; at the end of the turn it goes to the waiting room unless printed as a partner (7.6.5).',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose a card to partner-ize', (ids) => {
      for (const id of ids) partnerize(ctx, id, env.controller);
    }),
  },
  [EFF.recover]: {
    description: 'ダメージをN点回復する (R4U 5.16.1): the player chooses N cards of their retire area and puts them into the waiting room.',
    params: { amount: S.amount, player: S.playerRef },
    required: ['amount'],
    run: (ctx, e, env, f) => {
      const p = resolvePlayers(ctx.state, e.player ?? 'you', env)[0] ?? env.controller;
      const n = evalAmount(ctx, e.amount, env);
      const retire = cardsIn(ctx.state, Z.retire, p);
      if (n <= 0 || retire.length === 0) return;
      const a = answerOf<{ cards: string[] }>(f);
      if (!a && retire.length > n) {
        ask(ctx, f, { player: p, kind: 'chooseCards', prompt: `Recover ${n}: choose cards of your retire area`, rule: 'R4U 5.16.1', candidates: retire, min: n, max: n });
        return;
      }
      moveCards(ctx, a ? a.cards : retire, zoneKey(Z.waitingRoom, p), { reason: 'recover', by: env.controller });
    },
  },
  [EFF.check]: {
    description: 'チェックする (R4U 5.25): name an opponent, put your top card into the waiting room: a Re-birth wins; a character wins when its ATK is greater than the named opponent\'s Entry character\'s ATK; otherwise the check is lost. The result is kept (5.25.2, condition r4u.checkResult) and bound to `bind` (["won"] / ["lost"]).',
    params: { bind: { type: 'string', minLength: 1 } },
    run: (ctx, e, env, f) => {
      const opps = ctx.state.players.filter((q) => !q.lost && q.index !== env.controller && isOpponent(ctx.state, env.controller, q.index)).map((q) => q.index);
      const a = answerOf<{ option: number }>(f);
      if (!a && opps.length > 1) {
        ask(ctx, f, { player: env.controller, kind: 'chooseOption', prompt: 'Check: name an opponent', rule: 'R4U 5.25.1', options: opps, labels: opps.map((o) => `player ${o}`) });
        return;
      }
      const opp = a ? a.option : opps[0];
      const top = cardsIn(ctx.state, Z.deck, env.controller)[0];
      let won = false;
      if (top !== undefined) {
        const facts = factsOf(ctx.state, top)!;
        const kind = facts.type;
        const atk = facts.attack ?? 0; // the card's information as it was when checked (9.12: last known)
        const [nid] = moveCards(ctx, [top], zoneKey(Z.waitingRoom, env.controller), { reason: 'check', by: env.controller });
        if (kind === 'rebirth') won = true;
        else if (kind === 'character' && opp !== undefined) {
          const entry = cardsIn(ctx.state, Z.entry, opp)[0];
          // 「あなたがチェックする際、そのチェック中、…」: statics under r4u.checking hold while this comparison is made
          rd(ctx.state).checking = env.controller;
          const theirs = entry ? statOf(ctx, entry, 'attack') ?? 0 : 0;
          rd(ctx.state).checking = null;
          won = (nid && ctx.state.cards[nid] ? statOf(ctx, nid, 'attack') ?? atk : atk) > theirs;
        }
      }
      const d = rd(ctx.state);
      d.checks = { ...(d.checks ?? {}), [String(env.controller)]: won ? 'won' : 'lost' };
      if (typeof e.bind === 'string') setVar(ctx.state, env, e.bind, [won ? 'won' : 'lost']);
      emit(ctx, publicEvent('checked', { player: env.controller, won, rule: 'R4U 5.25' })); // 「あなたがチェックした時」
    },
  },
  [EFF.soul]: {
    description: '魂にする (R4U 5.22): put the chosen cards into their owner\'s soul area, associated with the `host` card (4.13.3.1; `host` is a reference: self or a bound variable).',
    params: { target: S.selector, host: S.selector },
    required: ['target', 'host'],
    run: (ctx, e, env, f) => {
      const host = chooseTargets(ctx, { op: '$noop' }, { ...(e.host as Selector), count: null }, env, '')?.[0]; // a reference (self, a bound variable)
      if (!host) return;
      onTargets(ctx, e, env, f, 'Choose cards to make souls', (ids) => {
        for (const id of ids) {
          const nid = moveCard(ctx, id, zoneKey(Z.soul, ctx.state.cards[id]!.owner), { face: 'up', reason: 'soul', by: env.controller });
          const c = ctx.state.cards[nid];
          if (c && ctx.state.cards[host]) c.attachedTo = host;
        }
      });
    },
  },
  [EFF.exclude]: {
    description: '除外する (R4U 5.20): the chosen cards leave the game (kept in their owner\'s `excluded` zone).',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose cards to exclude', (ids) => {
      for (const id of ids) moveCard(ctx, id, zoneKey(Z.excluded, ctx.state.cards[id]!.owner), { face: 'up', reason: 'exclude', by: env.controller });
    }),
  },
  [EFF.swap]: {
    description: '入れ替える (R4U 5.12): the two chosen cards (`a` and `b`, one each: a reference or a choice, `a` chosen first) exchange zones at the same time (a member keeps the slot, 5.12.1.1); not done when either cannot go (5.12.2). `placed`: a variable bound to the swapped cards that went into the Entry or a member slot (「(《X》を)メンバーに置いたら」「入れ替えたら」).',
    params: { a: S.selector, b: S.selector, placed: S.placed, many: { type: 'boolean' } },
    required: ['a', 'b'],
    run: (ctx, e, env, f) => {
      if (e.many === true) return swapPairs(ctx, e, env, f);
      // 「(where)から1枚選び、このキャラと入れ替える」「自分の、メンバーと手札から1枚ずつ選び、それらを入れ替える」: `a` and
      // `b` may be choices (a count): the player chooses `a`, then `b` (asked on this frame; `pickedA` keeps the first)
      const isChoice = (sel: Selector) => sel.count !== undefined && sel.count !== null && typeof sel.ref !== 'string';
      const pick = (sel: Selector, frame: typeof f): string | undefined | null => {
        if (!isChoice(sel)) return chooseTargets(ctx, { op: '$noop' }, { ...sel, count: null }, env, '')?.[0];
        const chosen = chooseTargets(ctx, frame, sel, env, 'Choose the card to swap', 'R4U 5.12');
        return chosen === null ? null : chosen[0];
      };
      const selB = e.b as Selector;
      let a: string | undefined;
      if (typeof f.pickedA === 'string') a = f.pickedA;
      else {
        const got = pick(e.a as Selector, f);
        if (got === null) return;
        if (got === undefined) return; // nothing to swap (5.12.2)
        a = got;
      }
      const b = pick(selB, typeof f.pickedA === 'string' ? f : { ...f, answer: null, pickedA: a });
      if (b === null) return;
      if (!a || !b || a === b || !ctx.state.cards[a] || !ctx.state.cards[b]) return;
      const ca = ctx.state.cards[a]!;
      const cb = ctx.state.cards[b]!;
      if (ca.owner !== cb.owner) return; // 4.1.1.1
      const za = ca.zone;
      const zb = cb.zone;
      const sa = ca.flags.slot;
      const sb = cb.flags.slot;
      const [na] = moveCards(ctx, [a], zb, { reason: 'swap', by: env.controller });
      const [nb] = moveCards(ctx, [b], za, { reason: 'swap', by: env.controller });
      if (na && typeof sb === 'number') ctx.state.cards[na]!.flags.slot = sb;
      if (nb && typeof sa === 'number') ctx.state.cards[nb]!.flags.slot = sa;
      if (typeof e.placed === 'string') {
        const onField = [na, nb].filter((id): id is string => id !== undefined && [Z.entry, Z.members].includes(zname(ctx.state, ctx.state.cards[id]?.zone) as never));
        setVar(ctx.state, env, e.placed, onField);
      }
    },
  },
  [EFF.partnerAttack]: {
    description: 'このアタックはパートナーアタックになる / ならない (R4U 5.23.1–5.23.3): `value` true makes the attack in progress a partner attack; false prevents it (and wins over true).',
    params: { value: { type: 'boolean' } },
    required: ['value'],
    run: (ctx, e) => {
      const a = rd(ctx.state).attack;
      if (!a) return;
      if (e.value === true) a.partner = true;
      else a.partnerPrevented = true;
    },
  },
  [EFF.setDamage]: {
    description: '負っているダメージをNにする (R4U 4.4.4, 5.19.3): set the damage of the chosen Entry characters.',
    params: { target: S.selector, value: S.amount },
    required: ['target', 'value'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose characters', (ids) => {
      const v = Math.max(0, evalAmount(ctx, e.value, env));
      for (const id of ids) {
        const c = ctx.state.cards[id]!;
        if (v === 0) delete c.counters[C.damage];
        else c.counters[C.damage] = v;
      }
    }),
  },
  [EFF.chooseModes]: {
    description: '以下から(N)選ぶ (R4U 5.27): choose `count` different options (all of them when count ≥ the number of options, 5.27.2.2; none at 0, 5.27.2.1) and run them in numeric order (5.27.4).',
    params: { count: { type: 'integer', minimum: 0 }, options: { type: 'array', minItems: 2, items: S.effect } },
    required: ['count', 'options'],
    run: (ctx, e, env, f) => {
      const options = e.options as JsonObject[];
      const n = e.count as number;
      if (n <= 0) return;
      if (n >= options.length) {
        push(ctx, ...options.map((o) => ({ op: '$effect', effect: o, env })));
        return;
      }
      const picked = Array.isArray(f.picked) ? (f.picked as number[]) : [];
      const a = answerOf<{ option: number }>(f);
      const now = a ? [...picked, a.option] : picked;
      if (now.length < n) {
        const left = options.map((_, i) => i).filter((i) => !now.includes(i));
        const { answer: _answered, ...frame } = f;
        ask(ctx, { ...frame, picked: now }, { player: env.controller, kind: 'chooseOption', prompt: `Choose ${n - now.length} more option(s)`, rule: 'R4U 5.27.1', options: left, labels: left.map((i) => `(${i + 1})`) });
        return;
      }
      push(ctx, ...[...now].sort((x, y) => x - y).map((i) => ({ op: '$effect', effect: options[i]!, env })));
    },
  },
  [EFF.look]: {
    description:
      'デッキの上からN枚見る / 公開する, その中から… (R4U 5.10.2, 4.2): the top `count` cards of your deck are looked at (known to you only, ' +
      '5.10.1.1) or, with `public`, revealed to every player (4.2.2); they stay there. Then each of `picks`, in order: up to `take` of them ' +
      'not taken yet and matching `filter` are chosen (exactly `take`, as many as there are, unless `upTo`) and go to `to` (hand, members: ' +
      'a member slot each, entry, energy: face down unless a partner, 4.6.2, rested with `rest`), shown to every player first with `reveal`. The cards not taken go to `rest` ' +
      '(waitingRoom; stay: left on top in their order).',
    params: {
      count: { type: 'integer', minimum: 1 }, public: { type: 'boolean' },
      picks: {
        type: 'array',
        items: {
          type: 'object', additionalProperties: false, required: ['take', 'to'],
          properties: { take: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, filter: S.filter, to: { enum: [Z.hand, Z.members, Z.entry, Z.energy] }, rest: { type: 'boolean' }, reveal: { type: 'boolean' } },
        },
      },
      rest: { enum: ['stay', Z.waitingRoom] },
    },
    required: ['count', 'rest'],
    run: (ctx, e, env, f) => {
      const me = env.controller;
      // the looked-at cards, fixed at the first run (instance ids: a card that moved has a new one, 4.1.4)
      const top = Array.isArray(f.top) ? (f.top as string[]) : cardsIn(ctx.state, Z.deck, me).slice(0, Number(e.count));
      if (!Array.isArray(f.top)) reveal(ctx, top, e.public === true ? 'all' : [me]);
      const picks = Array.isArray(e.picks) ? (e.picks as JsonObject[]) : [];
      const i = typeof f.pick === 'number' ? f.pick : 0;
      const taken = Array.isArray(f.taken) ? (f.taken as string[]) : [];
      const frame = { ...f, top, pick: i, taken };
      if (i < picks.length) {
        const p = picks[i]!;
        const cands = top.filter((id) => ctx.state.cards[id] && !taken.includes(id) && (!p.filter || matchesFilter(ctx, id, p.filter as JsonObject)));
        const take = Number(p.take);
        const a = answerOf<{ cards: string[] }>(frame);
        if (!a) {
          ask(ctx, frame, { player: me, kind: 'chooseCards', prompt: `Choose ${p.upTo === true ? 'up to ' : ''}${take} of the top ${top.length} card(s) for ${String(p.to)}`, rule: 'R4U 5.10.2', candidates: cands, min: p.upTo === true ? 0 : Math.min(take, cands.length), max: Math.min(take, cands.length) });
          return;
        }
        const chosen = a.cards.filter((id) => cands.includes(id));
        if (p.reveal === true && chosen.length > 0) reveal(ctx, chosen, 'all'); // 「選んで公開し」: shown to every player first
        const { answer: _a, ...rest } = frame;
        const next = { ...rest, pick: i + 1, taken: [...taken, ...chosen] };
        if (p.to === Z.members) {
          push(ctx, ...chosen.map((id) => placeMemberFrame(id, { by: me, rest: p.rest === true })), next);
          return;
        }
        for (const id of chosen) {
          if (p.to === Z.entry) placeOnEntry(ctx, id, { by: me, rest: p.rest === true });
          else if (p.to === Z.energy) placeOnEnergy(ctx, id, { by: me, rest: p.rest === true });
          else moveCards(ctx, [id], zoneKey(String(p.to), me), { reason: 'look', by: me });
        }
        push(ctx, next);
        return;
      }
      const left = top.filter((id) => ctx.state.cards[id] && zoneNameOfCard(ctx.state, id) === Z.deck);
      if (e.rest === Z.waitingRoom && left.length > 0) moveCards(ctx, left, zoneKey(Z.waitingRoom, me), { reason: 'look', by: me });
      else conceal(ctx, left); // left on top of the deck: hidden again
    },
  },
  'r4u.counterable': {
    description: 'The play of a Spark, automatic or activated ability (added by the engine around its effect, cards/engine-facts.ts): the counter process (R4U 9.7.3) runs after its costs; unless a cancel ability cancels it (5.13), `effect` resolves.',
    params: { play: { enum: ['spark', 'auto', 'activated'] }, effect: S.effect },
    required: ['play', 'effect'],
    run: (ctx, e, env) => {
      push(ctx, counterFrame({ play: String(e.play), master: env.controller, source: env.source, sourceCardId: env.sourceCardId, then: { op: '$effect', effect: e.effect as JsonObject, env } }));
    },
  },
  'r4u.setStat': {
    description: 'ATK/DEF を N にする (R4U 9.10.4): a continuous effect that adds the difference between N and the current value at creation.',
    params: { target: S.selector, stat: { enum: ['attack', 'defense'] }, value: S.amount, duration: S.duration },
    required: ['target', 'stat', 'value', 'duration'],
    run: (ctx, e, env, f) => onTargets(ctx, e, env, f, 'Choose characters', (ids) => {
      const v = evalAmount(ctx, e.value, env);
      for (const id of ids) {
        const now = statOf(ctx, id, String(e.stat)) ?? 0;
        addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: [id], player: null, modifier: { type: 'stat', stat: String(e.stat), op: 'add', value: v - now }, duration: e.duration as never });
      }
    }),
  },
};

/** Words the card-text compiler declared for the engine (vocabulary-text-forms.ts DECLARED_ONLY), with their behaviour here. */
export const R4U_STATE_EFFECTS: Record<string, EffectSpec> = {
  'r4u.endPhase': {
    description: '「このフェイズを終了する」: the main phase ends at its next decision (on to the attack phase, 7.4.3), or the attack phase at its next start step (on to the end phase, 8.2.3).',
    params: {},
    run: (ctx) => {
      const ph = ctx.state.turn.phase;
      if (ph === 'main' || ph === 'attack') rd(ctx.state).phaseEnd = ph;
    },
  },
  'r4u.noBlocker': {
    description: '「相手は【ブロッカー】を使えない」 (11.6; 13.5.5.1: every opponent) for `duration`.',
    params: { duration: S.duration },
    required: ['duration'],
    run: (ctx, e, env) => {
      for (const q of ctx.state.players) {
        if (q.lost || q.index === env.controller || !isOpponent(ctx.state, env.controller, q.index)) continue;
        addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: null, player: q.index, modifier: { type: 'flag', flag: 'r4u.noBlocker', value: true }, duration: e.duration as never });
      }
    },
  },
};

export const R4U_STATE_CONDITIONS: Record<string, ConditionSpec> = {
  'r4u.attackNumber': {
    description: '「各ターン(このキャラの)(相手の)N回目のアタック中」: an attack is in progress and it is the N-th of this turn (`self`: this card\'s N-th attack; `side`: whose attack, default any).',
    params: { n: { type: 'integer', minimum: 1 }, self: { type: 'boolean' }, side: { enum: ['you', 'opponent'] } },
    required: ['n'],
    test: (r, c, env) => {
      const a = rd(r.state).attack;
      if (!a) return false;
      if (c.side === 'you' && a.player !== env.controller) return false;
      if (c.side === 'opponent' && (a.player === env.controller || !isOpponent(r.state, env.controller, a.player))) return false;
      if (c.self === true) return a.attacker === env.source && a.attackerNumber === c.n;
      return a.number === c.n;
    },
  },
};

export const R4U_VOCABULARY: VocabularyExtension = {
  keywords: R4U_KEYWORDS,
  choosable: r4uChoosable, // the kernel's target-candidate hook: 「相手から選ばれない」 (rules/choosing.ts)
  // 「相手が選ぶ」 with several opponents: the master names which one chooses (13.5.5.4; option r4uNamedOpponentCards)
  namesOpponent: (r) => ({ rule: 'R4U 13.5.5.4', ownCards: (r.state.options as { r4uNamedOpponentCards?: string }).r4uNamedOpponentCards !== 'anyOpponent' }),
  triggers: { ...R4U_TRIGGERS, ...R4U_EXTRA_VOCABULARY.triggers },
  conditions: { ...R4U_CONDITIONS, ...R4U_EXTRA_VOCABULARY.conditions, ...R4U_STATE_CONDITIONS },
  costs: { ...R4U_COSTS, ...R4U_EXTRA_VOCABULARY.costs },
  effects: { ...R4U_EFFECTS, ...R4U_EXTRA_VOCABULARY.effects, ...R4U_STATE_EFFECTS, ...REPLACEMENT_EFFECTS },
};
