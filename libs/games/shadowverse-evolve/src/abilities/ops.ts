/**
 * Ops used by SVE effects (ops are JSON frames, so half-resolved effects stay serializable):
 *  - `look`: 「デッキの上N枚を見る」 (SVE 5.11) with picks and the rest (bottom in any order, 4.1.5.1);
 *  - `divideHit`: one share of divided damage (10.6.2.4).
 */
import {
  answerOf, ask, conceal, dealDamage, matchesFilter, moveCards, push, reveal, shuffle,
  type AbilityEnv, type CardFilter, type Ctx, type Frame, type JsonObject,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zk, zoneNameOf } from '../state.js';

/** Op `look` {player, looked, picks, pick, rest, by}. */
export function lookOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const deckKey = zk(Z.deck, player);
  const looked = (f.looked as string[]).filter((id) => s.cards[id]?.zone === deckKey);
  const picks = f.picks as JsonObject[];
  const i = f.pick as number;
  if (i === 0 && f.answer === undefined && f.seen !== true) {
    reveal(ctx, looked, [player]); // the player looks at them (5.11.1)
    push(ctx, { ...f, looked, seen: true });
    return;
  }
  if (i < picks.length) {
    const p = picks[i]!;
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      const filter = (p.filter as CardFilter | undefined) ?? null;
      const cands = looked.filter((id) => matchesFilter(ctx, id, filter));
      ask(ctx, { ...f, looked }, {
        player, kind: 'chooseCards', rule: 'SVE 5.11', prompt: `Choose up to ${p.count as number} card(s) to move to ${p.to as string}`,
        // a pick without 「まで」/「てよい」 takes its count, or every matching card when fewer are there (5.11)
        candidates: cands, min: p.upTo === true ? 0 : Math.min(p.count as number, cands.length), max: p.count as number, autoSingle: false,
      });
      return;
    }
    const chosen = a.cards.filter((id) => looked.includes(id));
    const rest = looked.filter((id) => !chosen.includes(id));
    push(ctx, ...(chosen.length > 0 ? [pickFrame(ctx, chosen, p, player, f.by as number, (f.scope as string | null) ?? null)] : []), { op: 'look', player, looked: rest, picks: picks as never, pick: i + 1, rest: f.rest as string, by: f.by as number, seen: true, scope: (f.scope as string | null) ?? null });
    return;
  }
  if (f.rest === 'topThenBottom' && f.stage !== 'bottom') {
    // 「その中から、好きな枚数を好きな順にデッキの上に置く。残りを好きな順にデッキの下に置く」
    if (f.stage !== 'orderTop') {
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        ask(ctx, { ...f, looked }, { player, kind: 'chooseCards', rule: 'SVE 5.11', prompt: 'Choose the cards to put back on top (any number)', candidates: looked, min: 0, max: looked.length, autoSingle: false });
        return;
      }
      push(ctx, { ...f, looked, top: a.cards, stage: 'orderTop', answer: null });
      return;
    }
    const top = (f.top as string[]).filter((id) => looked.includes(id));
    const a = answerOf<{ order: string[] }>(f);
    if (!a && top.length > 1) {
      ask(ctx, { ...f, looked }, { player, kind: 'order', rule: 'SVE 5.11', prompt: 'Order the cards for the top of your deck (first = top)', items: top });
      return;
    }
    const order = a?.order ?? top;
    if (order.length > 0) moveCards(ctx, order, deckKey, { position: 'top', reason: 'look', by: f.by as number }); // order[0] ends on top
    push(ctx, { ...f, looked: looked.filter((id) => !top.includes(id)), stage: 'bottom', answer: null, rest: 'bottom' });
    return;
  }
  if (looked.length === 0) return;
  if (f.rest === 'cemetery') {
    moveCards(ctx, looked, zk(Z.cemetery, player), { reason: 'look', by: f.by as number });
    return;
  }
  if (f.rest === 'top') return; // they stay where they were (the player keeps knowing them)
  // bottom in any order (4.1.5.1: the opponent does not learn the order)
  const a = answerOf<{ order: string[] }>(f);
  if (!a) {
    ask(ctx, { ...f, looked }, { player, kind: 'order', rule: 'SVE 5.11', prompt: 'Order the rest for the bottom of your deck (first = highest)', items: looked });
    return;
  }
  conceal(ctx, a.order);
  moveCards(ctx, a.order, deckKey, { position: 'bottom', reason: 'look', by: f.by as number });
}

function pickFrame(ctx: Ctx, chosen: string[], p: JsonObject, player: number, by: number, scope: string | null): Frame {
  if (p.reveal === true) reveal(ctx, chosen, 'all'); // 「公開して」
  const bind = typeof p.bind === 'string' && scope ? { scope, name: p.bind } : null;
  return { op: 'put', cards: chosen, to: p.to as string, player: p.to === Z.field || p.to === Z.ex ? player : null, reason: 'look', by, position: (p.position as string | undefined) ?? null, face: null, tapped: null, bind };
}

/** Op `shuffleDeck` {player}: SVE 5.9 (after a search, 5.8.2). */
export function shuffleDeckOp(ctx: Ctx, f: Frame): void {
  shuffle(ctx, zk(Z.deck, f.player as number));
}

/** Op `divideHit` {card, amount, env}. */
export function divideHitOp(ctx: Ctx, f: Frame): void {
  const id = f.card as string;
  if (!ctx.state.cards[id] || zoneNameOf(ctx.state, id) === null) return;
  dealDamage(ctx, { card: id }, f.amount as number, f.env as AbilityEnv);
}
