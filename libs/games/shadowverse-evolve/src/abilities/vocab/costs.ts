/**
 * Costs beyond the kernel's (SVE 10.4): another hand card discarded, engaging cards to an original-cost total, last known stats and counters noted before this card moves (10.11.1).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { answerOf, ask, candidates, type CardFilter, type CostSpec, matchesFilter, moveCards, type Selector, setTapped, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { originalCost } from '../../rules/kind-change.js';
import { noteLastKnown } from '../../rules/notations-5.js';
import { cardsIn, zk } from '../../state.js';

export const NOTE_COUNTERS = 'sve.noteCounters';

function otherHandCards(ctx: Parameters<CostSpec['canPay']>[0], player: number, source: string | null, filter: CardFilter | undefined): string[] {
  return cardsIn(ctx.state, Z.hand, player).filter((id) => id !== source && matchesFilter(ctx, id, filter ?? null));
}

type CostCtx = Parameters<CostSpec['canPay']>[0];

type CostEnv = Parameters<CostSpec['canPay']>[2];

/** Standing cards of the selector (your field, 10.4.3) that can be engaged as the cost. */
function standing(ctx: CostCtx, sel: Selector, env: CostEnv, exclude: readonly string[] = []): string[] {
  return candidates(ctx, { ...sel, count: null }, env, env.controller).filter((id) => !ctx.state.cards[id]!.tapped && !exclude.includes(id));
}

/** Cards of the cost's selector with at least `amount` of its counters. */
function withCounters(ctx: CostCtx, c: Parameters<CostSpec['canPay']>[1], env: CostEnv): string[] {
  return candidates(ctx, { ...(c.target as Selector), count: null }, env, env.controller).filter((id) => (ctx.state.cards[id]!.counters[c.counter as string] ?? 0) >= (c.amount as number));
}

const sum = (ctx: CostCtx, ids: readonly string[]) => ids.reduce((n, id) => n + originalCost(ctx as Parameters<typeof originalCost>[0], id), 0);

export const COSTS_VOCAB: VocabularyExtension = {
  costs: {
    'sve.discardOther': {
      description: '「手札のこれと(条件)N枚を捨てる」 (SVE 10.4.2.1, 10.4.2.2): discard N cards of your hand other than this card (matching the filter); this card itself is the sacrificeSelf before it.',
      params: { amount: { type: 'integer', minimum: 1 }, filter: { $ref: '#/$defs/cardFilter' } },
      required: ['amount'],
      canPay: (ctx, c, env) => otherHandCards(ctx, env.controller, env.source, c.filter as CardFilter | undefined).length >= (c.amount as number),
      pay: (ctx, c, env, f) => {
        const a = answerOf<{ cards: string[] }>(f);
        const n = c.amount as number;
        if (!a) {
          ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4.2.1', prompt: `Discard ${n} other card(s) to pay the cost`, candidates: otherHandCards(ctx, env.controller, env.source, c.filter as CardFilter | undefined), min: n, max: n });
          return false;
        }
        moveCards(ctx, a.cards, zk(Z.cemetery, env.controller), { reason: 'cost', by: env.controller });
        return true;
      },
    },
    'sve.tapTotal': {
      description: '「場のフォロワーを元のコストの合計がN以上になるように好きな枚数[アクト]」 (SVE 10.4.3, 5.24.1): engage any number of standing cards the selector names (your field) whose original costs total `total` or more; payable when all of them together reach it. Chosen one at a time until the total is reached (adding more is never needed).',
      params: { target: { $ref: '#/$defs/selector' }, total: { type: 'integer', minimum: 1 } },
      required: ['target', 'total'],
      canPay: (ctx, c, env) => sum(ctx, standing(ctx, c.target as Selector, env)) >= (c.total as number),
      pay: (ctx, c, env, f) => {
        const picked = Array.isArray(f.picked) ? (f.picked as string[]) : [];
        const a = answerOf<{ cards: string[] }>(f);
        const now = a ? [...picked, ...a.cards] : picked;
        const total = c.total as number;
        if (sum(ctx, now) >= total) {
          setTapped(ctx, now, true, 'cost');
          return true;
        }
        const left = standing(ctx, c.target as Selector, env, now);
        ask(ctx, { ...f, picked: now }, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4.3', prompt: `Engage cards with original costs totalling ${total} or more (${sum(ctx, now)} so far)`, candidates: left, min: 1, max: 1 });
        return false;
      },
    },
    'sve.removeCountersFrom': {
      description: '「場の『X』1つの(name)カウンターN個を取る」 (SVE 10.4.3, 15.1.4; BP18-021, BP18-022): remove N `counter` counters from one card of the selector (your field) that has at least N; chosen when several have enough.',
      params: { target: { $ref: '#/$defs/selector' }, counter: { type: 'string', minLength: 1 }, amount: { type: 'integer', minimum: 1 } },
      required: ['target', 'counter', 'amount'],
      canPay: (ctx, c, env) => withCounters(ctx, c, env).length > 0,
      pay: (ctx, c, env, f) => {
        const all = withCounters(ctx, c, env);
        let card = all.length === 1 ? all[0] : undefined;
        if (card === undefined) {
          const a = answerOf<{ cards: string[] }>(f);
          if (!a) {
            ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4.3', prompt: `Choose the card to remove ${String(c.amount)} ${String(c.counter)} counter(s) from`, candidates: all, min: 1, max: 1 });
            return false;
          }
          card = a.cards[0];
        }
        const counters = ctx.state.cards[card!]!.counters;
        const left = (counters[c.counter as string] ?? 0) - (c.amount as number);
        if (left > 0) counters[c.counter as string] = left;
        else delete counters[c.counter as string];
        return true;
      },
    },
    [NOTE_COUNTERS]: {
      description: '「これに置かれていた(name)カウンターの数」 (SVE 10.11.1, 5.2; BP10-102): binds `bind` to this card\'s `counter` counters just before a later cost moves it (a moved card is a new card without counters, 4.1.4). Always payable; pays nothing.',
      params: { counter: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['counter', 'bind'],
      canPay: () => true,
      pay: (ctx, c, env) => {
        const card = env.source === null ? undefined : ctx.state.cards[env.source];
        setVar(ctx.state, env, c.bind as string, card?.counters[c.counter as string] ?? 0);
        return true;
      },
    },
    'sve.lastKnown': {
      description: 'Notes this card\'s attack / health / cost (sve.lastKnown.<stat>) just before a later cost moves it off the field, so 「これの攻撃力」 reads its last known information (SVE 10.11.1). Always payable; pays nothing.',
      params: {},
      canPay: () => true,
      pay: (ctx, _c, env) => {
        noteLastKnown(ctx, env);
        return true;
      },
    },
  },
};
