/**
 * Re:Birth ability-language words for printed text forms the grammar reads (compiler.ts): 「AすることでB」
 * (`r4u.payToDo`), energy payments, looking at the top of the deck, revealing a card as a cost, 「サポートされたとき」
 * and the rest. `R4U_EXTRA_VOCABULARY` holds them with their behaviour (spread into R4U_VOCABULARY, vocabulary.ts);
 * `DECLARED_ONLY` lists words whose behaviour lives in the engine's own state (the attack count of the turn, the phase
 * machine, the block step): parameters only here, so data using them validates (schema.ts).
 */
import type { ConditionSpec, CostSpec, EffectSpec, Frame, JsonObject, KeywordSpec, Selector, TriggerSpec, VocabularyExtension } from '../../../../engine/src/index.js';
import { addEffect, answerOf, ask, cardsIn, getVar, isOpponent, matchesFilter, moveCards, push, reveal, setVar, statOf, zoneKey } from '../../../../engine/src/index.js';
import type { JsonSchema } from '../../../../engine/src/abilities/vocabulary.js';
import { Z } from '../constants.js';
import { canPayEnergy, payEnergy } from '../actions/costs.js';
import { placeOnEnergy } from '../rules/place.js';
import { rd } from '../state.js';

export interface Declared {
  description: string;
  params: Record<string, JsonSchema>;
  required?: string[];
}

const effect: JsonSchema = { $ref: '#/$defs/effect' };
const filter: JsonSchema = { $ref: '#/$defs/cardFilter' };
const duration: JsonSchema = { $ref: '#/$defs/duration' };
const zone: JsonSchema = { $ref: '#/$defs/zoneName' };

const sub = (e: unknown, env: Frame['env']): Frame => ({ op: '$effect', effect: e as JsonObject, env });

/** Whether the price of 「AすることでB」 can be paid in full (9.5.2.2) — for the forms the compiler writes. */
function canDo(ctx: Parameters<EffectSpec['run']>[0], pay: JsonObject, env: Parameters<EffectSpec['run']>[2]): boolean {
  switch (pay.type) {
    case 'r4u.payEnergy':
      return canPayEnergy(ctx.state, env.controller, Number(pay.amount));
    case 'sequence':
      return (pay.steps as JsonObject[]).every((s) => canDo(ctx, s, env));
    default: {
      const t = pay.target as Selector | undefined;
      if (!t) return true;
      if (t.ref === 'self') return env.source !== null && ctx.state.cards[env.source] !== undefined;
      // 「(zone)をすべて / からすべて…置くことで」: reading — with no card there, nothing can be done: not paid
      const all = t.count === undefined && t.ref === undefined;
      if ((typeof t.count === 'number' && t.upTo !== true) || all) {
        const zones = Array.isArray(t.zone) ? (t.zone as string[]) : typeof t.zone === 'string' ? [t.zone] : [];
        const side = t.side ?? 'you';
        const players = ctx.state.players.map((p) => p.index).filter((p) => (side === 'you' ? p === env.controller : side === 'opponent' ? isOpponent(ctx.state, env.controller, p) : true));
        const n = players.flatMap((p) => zones.flatMap((z) => cardsIn(ctx.state, z, p))).filter((id) => !(t.other === true && id === env.source)).filter((id) => !t.filter || matchesFilter(ctx, id, t.filter as JsonObject)).length;
        return all ? n >= 1 : n >= (t.count as number);
      }
      return true;
    }
  }
}

export const EXTRA_EFFECTS: Record<string, EffectSpec> = {
  'r4u.payToDo': {
    description: '「(A)することで、(B)」: the controller may do A — only when A can be done in full (9.5.2.2) — and, if done, B; `paid`: a variable set true when A is done (the later sentences of the ability read it: r4u.pricePaid).',
    params: { pay: effect, then: effect, paid: { type: 'string', minLength: 1 } },
    required: ['pay', 'then'],
    run: (ctx, e, env, f) => {
      if (!canDo(ctx, e.pay as JsonObject, env)) return;
      const a = answerOf<{ option: string }>(f);
      if (!a) {
        ask(ctx, f, { player: env.controller, kind: 'chooseOption', prompt: 'Pay to do the effect?', rule: 'R4U 9.5.2.2', options: ['pay', 'skip'], labels: ['pay', 'skip'] });
        return;
      }
      if (a.option === 'pay' && typeof e.paid === 'string') setVar(ctx.state, env, e.paid, true);
      if (a.option === 'pay') push(ctx, sub(e.pay, env), sub(e.then, env));
    },
  },
  'r4u.payEnergy': {
    description: 'Pay N energy inside an effect (「エネ②する」, 5.14.1: rest N standing cards of your energy area, partners included).',
    params: { amount: { type: 'integer', minimum: 0 } },
    required: ['amount'],
    run: (ctx, e, env, f) => {
      if (canPayEnergy(ctx.state, env.controller, Number(e.amount))) payEnergy(ctx, f, env.controller, Number(e.amount));
    },
  },
  'r4u.addSupporterAtk': {
    description: '「そのサポートしたメンバーのATKを、このキャラのATKに足す」 (8.2.4.2): the ATK of the member supporting the attack in progress, as it is now, is added to this card for `duration` (nothing when that member or this card is gone).',
    params: { duration },
    required: ['duration'],
    run: (ctx, e, env) => {
      const a = rd(ctx.state).attack;
      if (!a || !a.supporter || !ctx.state.cards[a.supporter] || env.source === null || !ctx.state.cards[env.source]) return;
      const v = statOf(ctx, a.supporter, 'attack') ?? 0;
      addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: [env.source], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: v }, duration: e.duration as never });
    },
  },
  'r4u.deckTop': {
    description: 'Put the top N cards of your deck into a zone (「自分のデッキの上からN枚(zone)に置く」, one at a time from the top, 4.9.3; energy: face down unless a partner, 4.6.2); `upTo`: the player may stop before each card; `rest`: 【レスト】で.',
    params: { count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, to: zone, rest: { type: 'boolean' } },
    required: ['count', 'to'],
    run: (ctx, e, env, f) => {
      const done = typeof f.done === 'number' ? f.done : 0;
      if (done >= Number(e.count)) return;
      const top = cardsIn(ctx.state, Z.deck, env.controller)[0];
      if (top === undefined) return;
      if (e.upTo === true) {
        const a = answerOf<{ option: string }>(f);
        if (!a) {
          ask(ctx, { ...f, done }, { player: env.controller, kind: 'chooseOption', prompt: `Put the top card of your deck into ${String(e.to)}? (${done}/${String(e.count)})`, options: ['put', 'stop'], labels: ['put', 'stop'] });
          return;
        }
        if (a.option === 'stop') return;
      }
      if (e.to === Z.energy) placeOnEnergy(ctx, top, { rest: e.rest === true, by: env.controller });
      else moveCards(ctx, [top], zoneKey(String(e.to), env.controller), { reason: 'effect', by: env.controller, tapped: e.rest === true ? true : undefined });
      const { answer: _a, ...frame } = f;
      push(ctx, { ...frame, done: done + 1 });
    },
  },
};

export const EXTRA_CONDITIONS: Record<string, ConditionSpec> = {
  'r4u.pricePaid': {
    description: 'The sentences after 「(A)することで、(B)。」 (option r4uPriceScope): with \'ability\' (default) they happen only when A was paid (the payToDo `paid` variable); with \'sentence\' whatever was paid.',
    params: { var: { type: 'string', minLength: 1 } },
    required: ['var'],
    test: (r, c, env) => (r.state.options as { r4uPriceScope?: string }).r4uPriceScope === 'sentence' || getVar(r.state, env, String(c.var)) === true,
  },
  'r4u.wasPut': {
    description: '「(このキャラを(zone)に置く)。置いたら、」: the card bound to `var` (this card, followed to its new instance: rules/follow.ts) is in `zone` now — it was put there.',
    params: { var: { type: 'string', minLength: 1 }, zone: { enum: [Z.entry, Z.members] } },
    required: ['var', 'zone'],
    test: (r, c, env) => {
      const v = getVar(r.state, env, String(c.var));
      const ids = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
      return ids.some((id) => typeof id === 'string' && r.state.cards[id] !== undefined && r.state.zones[r.state.cards[id]!.zone]?.name === c.zone);
    },
  },
  'r4u.sparkCancelled': {
    description: '「このターン中にこのキャラの【スパーク】が【キャンセル】されている」 (5.13.2): this card\'s Spark was cancelled this turn (the card has not moved since: a moved card is a new one, 4.1.4).',
    params: {},
    test: (r, _c, env) => env.source !== null && (rd(r.state).sparksCancelled ?? []).includes(env.source),
  },
  'r4u.checking': {
    description: '「あなたがチェックする際、そのチェック中」 (5.25.1): this ability\'s master is making a check now (the ATK comparison of 5.25.1.2 reads the values with it).',
    params: {},
    test: (r, _c, env) => rd(r.state).checking === env.controller,
  },
  'r4u.moreRetired': {
    description: '「あなたのリタイアが相手より多いなら」: your retire area holds more cards than the opponent\'s (`fewer`: 「少ない」, fewer) — with several opponents, than one opponent the master names (13.5.5.3: some opponent).',
    params: { fewer: { type: 'boolean' } },
    test: (r, c, env) => {
      const mine = cardsIn(r.state, Z.retire, env.controller).length;
      return r.state.players.filter((p) => !p.lost && p.index !== env.controller && isOpponent(r.state, env.controller, p.index)).some((p) => (c.fewer === true ? mine < cardsIn(r.state, Z.retire, p.index).length : mine > cardsIn(r.state, Z.retire, p.index).length));
    },
  },
};

/** Moves made by an effect (「効果で」): the kernel's move effect and R4U's swap; not a cost (9.5), not rule processing (10). */
const BY_EFFECT = new Set(['effect', 'swap']);
const zoneName = (state: { zones: Record<string, { name: string }> }, key: unknown) => (typeof key === 'string' ? state.zones[key]?.name ?? null : null);

export const EXTRA_TRIGGERS: Record<string, TriggerSpec> = {
  'r4u.leftMembers': {
    description: '「このキャラが(相手の)効果で / 相手のターン中にメンバーから控え室に置かれた時」: this card went from a member slot (`from`: another zone, 「エネルギーから」) to `to`; `who: any`: 「あなたのメンバーが…」, any card of yours did (this one too); `byEffect`: moved by an effect (not a cost, not rule processing); `byOpponent`: by an opponent\'s effect; `opponentTurn`: during an opponent\'s turn.',
    params: { from: zone, to: zone, who: { enum: ['self', 'any'] }, byEffect: { type: 'boolean' }, byOpponent: { type: 'boolean' }, opponentTurn: { type: 'boolean' } },
    required: ['to'],
    match: (r, e, self, p) => {
      if (e.type !== 'moved') return false;
      // from the members: this card as it was there (9.8.4.1.2); from elsewhere (the energy area): as it is where it went (9.8.4.1.1)
      const from = typeof p.from === 'string' ? p.from : Z.members;
      if (p.who === 'any' ? e.prevController !== self.controller : (from === Z.members ? e.prev : e.card) !== self.id) return false;
      if (zoneName(r.state, e.from) !== from || zoneName(r.state, e.to) !== p.to) return false;
      if ((p.byEffect === true || p.byOpponent === true) && !BY_EFFECT.has(String(e.reason))) return false;
      const owner = typeof e.prevController === 'number' ? e.prevController : self.controller;
      if (p.byOpponent === true && !(typeof e.by === 'number' && isOpponent(r.state, owner, e.by))) return false;
      if (p.opponentTurn === true && !isOpponent(r.state, owner, r.state.turn.active)) return false;
      return true;
    },
  },
  'r4u.sparkCancelled': {
    description: '「このキャラの【スパーク】が【キャンセル】された時」 (5.13.2): the play of this card\'s Spark (11.3) was cancelled (the counter process 9.7.3.3 emits `cancelled` with the play and its source).',
    params: {},
    match: (_r, e, self) => e.type === 'cancelled' && e.play === 'spark' && e.source === self.id,
  },
  'r4u.checked': {
    description: '「あなたがチェックした時」 (5.25): a check of this card\'s master was made (won or lost).',
    params: {},
    match: (_r, e, self) => e.type === 'checked' && e.player === self.controller,
  },
  'r4u.supported': {
    description: '「このキャラが(Xに)サポートされた時」 (8.2.4.2): this card attacked with a supporter; `filter`: the supporter must match.',
    params: { filter },
    match: (r, e, self, p) => e.type === 'attack' && e.attacker === self.id && typeof e.supporter === 'string' && (!p.filter || (r.state.cards[e.supporter] !== undefined && matchesFilter(r, e.supporter, p.filter as JsonObject))),
  },
};

export const EXTRA_COSTS: Record<string, CostSpec> = {
  'r4u.revealSelf': {
    description: 'Reveal this card (［このキャラを公開する］, an ability used from hand).',
    params: {},
    canPay: (ctx, _c, env) => env.source !== null && ctx.state.cards[env.source] !== undefined,
    pay: (ctx, _c, env) => {
      reveal(ctx, [env.source!], 'all');
      return true;
    },
  },
};

/** The words above with their behaviour: the engine adopts them by spreading this into R4U_VOCABULARY. */
export const R4U_EXTRA_VOCABULARY: VocabularyExtension = {
  effects: EXTRA_EFFECTS,
  conditions: EXTRA_CONDITIONS,
  triggers: EXTRA_TRIGGERS,
  costs: EXTRA_COSTS,
};

/** Words whose behaviour needs engine state this file does not own: parameters only (schema.ts validates them). */
export const DECLARED_ONLY: { effects: Record<string, Declared>; conditions: Record<string, Declared>; keywords: Record<string, KeywordSpec> } = {
  effects: {
    'r4u.endPhase': { description: 'End the current phase (「このフェイズを終了する」).', params: {} },
    'r4u.noBlocker': { description: '「相手は【ブロッカー】を使えない」 for the duration (11.6).', params: { duration } },
  },
  conditions: {
    'r4u.attackNumber': {
      description: '「各ターン(このキャラの)(相手の)N回目のアタック中」: an attack is in progress and it is the N-th attack of this turn (of this card when `self`; of the opponent when `side: opponent`).',
      params: { n: { type: 'integer', minimum: 1 }, self: { type: 'boolean' }, side: { enum: ['you', 'opponent'] } },
      required: ['n'],
    },
  },
  keywords: {}, // r4u.unchoosable is played now (vocabulary.ts R4U_KEYWORDS, rules/choosing.ts)
};

/** Cancel targets (11.4.2) beyond the engine's CANCEL_TARGETS: 「【スパーク】or【キャンセル】」. */
export const EXTRA_CANCEL_TARGETS = ['sparkOrCancel'] as const;
