/**
 * GBF costs (〔 〕, 8-4). Paying a cost is doing it (8-4-2); a cost of several actions is paid front to back
 * (8-4-2-3, the kernel pays the list in order); all or nothing (8-4-2-4: the kernel checks every part first).
 *  - `gbf.crystals {elements, generic}`: 8-4-2-1 each element icon rests one ACTIVE crystal of that attribute;
 *    8-4-2-2 each number icon rests one active crystal of any attribute (no attribute included); 8-4-2-2-1 (0) =
 *    `{elements: [], generic: 0}`, paid by declaring; 8-4-2-2-2 mixed, e.g. 火火② = `{elements: ['火','火'], generic: 2}`.
 *    A rested crystal cannot be rested again (1-3-2-1). Choices are canonical by attribute: the element icons take
 *    crystals of their attribute, and for each number icon the player chooses an attribute (asked only when more
 *    than one attribute is left and not every active crystal is needed); the crystal rested is the last active
 *    crystal of that attribute in the crystal area (crystals of one attribute are interchangeable for the rules).
 *  - `gbf.ougiGauge {amount}`: 2-6-1-1-1 turn N face-up ougi-gauge cards face down (the player chooses which); it
 *    also records the ougi use of the card for 2-6-1-1-3.
 *  - `gbf.revealFromHand {amount, filter}`: 10-6-1-1 reveal cards from hand when the cost is paid.
 * Kernel costs GBF cards use: `tapSelf` (レストにする: rest this card), `sacrificeSelf {to: 'ougi'}` (assist
 * 「このカードを手札から奥義ゲージに置く」), `removeCounter {counter: 'chip:<name>'}` (spend chips of this card, 10-16-3), `discard`.
 */
import {
  answerOf, ask, conceal, emit, matchesFilter, publicEvent, reveal, setTapped, type AbilityEnv, type CardFilter, type CostNode, type CostSpec, type Ctx,
  type Frame, type Reader,
} from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { attributeOf, cardsIn } from '../state.js';

const NONE = '-';

function activeCrystals(r: Reader, p: number): string[] {
  return cardsIn(r.state, Z.crystal, p).filter((id) => !r.state.cards[id]!.tapped);
}

const attrKey = (r: Reader, id: string): string => attributeOf(r.state, id) ?? NONE;

function elementsOf(c: CostNode): string[] {
  return Array.isArray(c.elements) ? (c.elements as string[]) : [];
}

/** Whether `elements` + `generic` can be paid from the active crystals of `p` (8-4-2-4). */
export function canPayCrystals(r: Reader, p: number, elements: readonly string[], generic: number): boolean {
  const active = activeCrystals(r, p);
  const byAttr = new Map<string, number>();
  for (const id of active) byAttr.set(attrKey(r, id), (byAttr.get(attrKey(r, id)) ?? 0) + 1);
  for (const e of elements) {
    const n = byAttr.get(e) ?? 0;
    if (n === 0) return false;
    byAttr.set(e, n - 1);
  }
  return active.length - elements.length >= generic;
}

/** The crystal a payment rests for an attribute: the last active one of that attribute. */
function crystalOf(r: Reader, p: number, attr: string): string | null {
  const list = activeCrystals(r, p).filter((id) => attrKey(r, id) === attr);
  return list[list.length - 1] ?? null;
}

function payCrystals(ctx: Ctx, c: CostNode, env: AbilityEnv, f: Frame): boolean {
  const p = env.controller;
  let left = typeof f.left === 'number' ? f.left : -1;
  if (left < 0) {
    for (const e of elementsOf(c)) {
      const id = crystalOf(ctx, p, e);
      if (id) setTapped(ctx, [id], true, 'cost'); // 8-4-2-1
    }
    left = typeof c.generic === 'number' ? c.generic : 0;
  }
  const a = answerOf<{ option: string }>(f);
  if (a) {
    const id = crystalOf(ctx, p, String(a.option));
    if (id) setTapped(ctx, [id], true, 'cost');
    left -= 1;
  }
  while (left > 0) {
    const active = activeCrystals(ctx, p);
    if (active.length === 0) break;
    const attrs = [...new Set(active.map((id) => attrKey(ctx, id)))].sort();
    if (attrs.length > 1 && active.length > left) {
      ask(ctx, { ...f, left, answer: null }, {
        player: p, kind: 'chooseOption', rule: 'GBF 8-4-2-2',
        prompt: `Pay ${left} more number icon(s): rest a crystal of which attribute?`,
        options: attrs, labels: attrs.map((x) => (x === NONE ? 'no attribute' : x)),
        data: { cost: c as never, left },
      });
      return false;
    }
    setTapped(ctx, [crystalOf(ctx, p, attrs[0]!)!], true, 'cost'); // 8-4-2-2
    left -= 1;
  }
  return true;
}

function faceUpGauge(r: Reader, p: number): string[] {
  return cardsIn(r.state, Z.ougi, p).filter((id) => r.state.cards[id]!.face === 'up');
}

/** 2-6-1-1-3 bookkeeping: the card whose ougi was activated this turn (see keywords/ougi.ts). */
export function markOugiUsed(ctx: Ctx, card: string | null): void {
  const c = card ? ctx.state.cards[card] : undefined;
  if (!c) return;
  c.flags.ougiTurn = ctx.state.turn.number;
  c.flags.ougiTop = true; // the current top card used it (cleared when another card is put on top: actions/job-change.ts stackOnto)
}

export const GBF_COSTS: Record<string, CostSpec> = {
  'gbf.crystals': {
    description: 'Rest active crystals (8-4-2): one of the attribute per element icon (8-4-2-1), any per number icon (8-4-2-2); (0) = no elements and generic 0 (8-4-2-2-1).',
    params: {
      elements: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'One entry per element icon, e.g. ["火","火"] for 火火.' },
      generic: { type: 'integer', minimum: 0, description: 'The number icon (① = 1).' },
    },
    canPay: (ctx, c, env) => canPayCrystals(ctx, env.controller, elementsOf(c), typeof c.generic === 'number' ? c.generic : 0),
    pay: (ctx, c, env, f) => payCrystals(ctx, c, env, f),
  },
  'gbf.ougiGauge': {
    description: 'Ougi cost (2-6-1-1-1): turn N face-up cards of your ougi gauge face down (you choose which).',
    params: { amount: { type: 'integer', minimum: 0 } },
    required: ['amount'],
    canPay: (ctx, c, env) => faceUpGauge(ctx, env.controller).length >= (c.amount as number),
    pay: (ctx, c, env, f) => {
      const n = c.amount as number;
      const a = answerOf<{ cards: string[] }>(f);
      if (!a && n > 0) {
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'GBF 2-6-1-1-1', prompt: `Turn ${n} face-up card(s) of your ougi gauge face down`, candidates: faceUpGauge(ctx, env.controller), min: n, max: n });
        return false;
      }
      for (const id of a?.cards ?? []) {
        ctx.state.cards[id]!.face = 'down';
        emit(ctx, publicEvent(EV.flipped, { card: id, cardId: ctx.state.cards[id]!.cardId, face: 'down', reason: 'ougi' }));
      }
      markOugiUsed(ctx, env.source);
      return true;
    },
  },
  'gbf.revealFromHand': {
    description: 'Reveal N cards (matching the filter) from your hand (10-6-1-1: revealed when the cost is paid).',
    params: { amount: { type: 'integer', minimum: 1 }, filter: { $ref: '#/$defs/cardFilter' } },
    required: ['amount'],
    canPay: (ctx, c, env) => handMatches(ctx, env.controller, c.filter as CardFilter | undefined).length >= (c.amount as number),
    pay: (ctx, c, env, f) => {
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        const n = c.amount as number;
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'GBF 10-6-1-1', prompt: `Reveal ${n} card(s) from your hand`, candidates: handMatches(ctx, env.controller, c.filter as CardFilter | undefined), min: n, max: n });
        return false;
      }
      reveal(ctx, a.cards, 'all');
      conceal(ctx, a.cards); // 10-6-1-3: the reveal period of a cost ends once it is paid
      return true;
    },
  },
};

function handMatches(r: Reader, p: number, filter: CardFilter | undefined): string[] {
  return cardsIn(r.state, Z.hand, p).filter((id) => matchesFilter(r, id, filter ?? null));
}
