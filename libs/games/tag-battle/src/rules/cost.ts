/**
 * Cost points and payments (TB C-8…C-13, S1-1, S2-2, S3-2, S3-8, S6-2, S7-4, S10-4, D-13, D-14).
 *
 * A cost is a set of icons: red (an ability's own character is put to sleep for it, C-13), green (one of
 * your characters is put to sleep as part of this payment, D-14), colourless (any point). Points come from
 *  - putting a wake character you control to sleep: `costYield` points (C-10) carrying its attributes (a
 *    multi-attribute tag counts as any one of them, S2-2);
 *  - discarding a character or tag card from your hand: 1 point without attribute (C-12, S10-4, D-14);
 *  - your pool of leftover points of this turn (C-9): colourless icons only, attribute kept (D-14).
 * A cost with an attribute (items S3-8; fields and instants C-2) needs the attribute on every point
 * (D-13 `all`) or on at least one (`atLeastOne`). Points beyond the cost go to the pool (C-9).
 *
 * A payment is a sequence of `tag.pay` decisions (`paySleep` / `payDiscard` / `payPool`); only steps that
 * pay something and leave the rest payable are listed, so every listed step applies and a payment started
 * on a listed action always completes. A forced step (the only one) is taken without asking.
 */
import {
  answerOf, ask, emit, moveCard, publicEvent, setTapped, type Action, type Ctx, type GameState, type JsonObject,
  type PlayerIndex,
} from '../../../../engine/src/index.js';
import { D, Z } from '../constants.js';
import { opts } from '../options.js';
import {
  attributesOf, cardsIn, costYieldOf, factsOf, isCharacterFacts, onField, poolOf, setPool, zk, type PoolPoint,
} from '../state.js';

export interface Need extends JsonObject {
  red: number;
  green: number;
  colorless: number;
  /** Attribute every point (D-13 'all') or one point ('atLeastOne') must carry; null = none. */
  attribute: string | null;
  rule: string;
  /** The ability's own character (red icons), or null. */
  self: string | null;
  /** 'atLeastOne': a point with the attribute has been paid. */
  attrPaid: boolean;
}

export interface CostIcons {
  red?: number;
  green?: number;
  colorless?: number;
}

/** A need from icons. Red icons of a card's printed cost (no "own character") are paid like green. */
export function needOf(state: GameState, icons: CostIcons, attribute: string | null, self: string | null): Need {
  const red = icons.red ?? 0;
  return {
    red: self === null ? 0 : red,
    green: (icons.green ?? 0) + (self === null ? red : 0),
    colorless: icons.colorless ?? 0,
    attribute,
    rule: opts(state).D13_attributeCostRule,
    self,
    attrPaid: false,
  };
}

/** Icons of a card's printed cost (`extra.costIcons`, C-8). */
export function printedIcons(state: GameState, cardId: string): CostIcons {
  const out: CostIcons = {};
  const icons = state.catalog[cardId]?.extra.costIcons;
  for (const i of Array.isArray(icons) ? (icons as Array<{ color: string; count: number }>) : []) {
    const key = i.color === 'red' ? 'red' : i.color === 'green' ? 'green' : 'colorless';
    out[key] = (out[key] ?? 0) + i.count;
  }
  return out;
}

export const isPaid = (n: Need): boolean => n.red <= 0 && n.green <= 0 && n.colorless <= 0 && (n.attribute === null || n.rule !== 'atLeastOne' || n.attrPaid);

const strict = (n: Need): boolean => n.attribute !== null && n.rule !== 'atLeastOne';

const poolKey = (p: PoolPoint): string => [...p.attrs].sort().join('・');

interface Sources {
  sleep: Array<{ id: string; y: number; attrs: string[] }>;
  hand: string[];
  pool: PoolPoint[];
}

/** What `player` can pay `n` with now (attribute rule applied); `exclude`: cards that cannot pay (the card being played). */
function sourcesOf(state: GameState, player: PlayerIndex, n: Need, exclude: readonly string[]): Sources {
  const A = n.attribute;
  const sleep = cardsIn(state, Z.characters, player)
    .filter((id) => !exclude.includes(id) && state.cards[id]!.controller === player && !state.cards[id]!.tapped)
    .map((id) => ({ id, y: costYieldOf(state, id), attrs: attributesOf(state, id) }))
    .filter((s) => !strict(n) || s.attrs.includes(A!));
  const hand = strict(n) ? [] : cardsIn(state, Z.hand, player).filter((id) => !exclude.includes(id) && isCharacterFacts(factsOf(state, id)));
  const pool = poolOf(state, player).filter((p) => !strict(n) || p.attrs.includes(A!));
  return { sleep, hand, pool };
}

function feasibleWith(n: Need, s: Sources): boolean {
  if (n.red > 0) {
    const self = s.sleep.find((x) => x.id === n.self);
    if (!self || self.y < n.red) return false;
  }
  const sleepPts = s.sleep.reduce((t, x) => t + x.y, 0);
  if (sleepPts < n.red + n.green) return false;
  if (sleepPts + s.hand.length + s.pool.length < n.red + n.green + n.colorless) return false;
  if (n.attribute !== null && n.rule === 'atLeastOne' && !n.attrPaid) {
    const A = n.attribute;
    const byChar = s.sleep.some((x) => x.attrs.includes(A) && (n.green + n.colorless > 0 || (x.id === n.self && n.red > 0)));
    const byPool = n.colorless > 0 && s.pool.some((p) => p.attrs.includes(A));
    if (!byChar && !byPool) return false;
  }
  return true;
}

/** Whether `player` can pay `n` now (cards in `exclude` cannot take part). */
export function canPay(state: GameState, player: PlayerIndex, n: Need, exclude: readonly string[] = []): boolean {
  if (isPaid(n)) return true;
  return feasibleWith(n, sourcesOf(state, player, n, exclude));
}

/** Points of a sleep source allocated to red, then green, then colourless; the rest goes to the pool. */
function allocate(n: Need, id: string, y: number): { need: Need; used: number; left: number } {
  const need = { ...n };
  let left = y;
  if (id === n.self && need.red > 0) {
    const r = Math.min(need.red, left);
    need.red -= r;
    left -= r;
  }
  const g = Math.min(need.green, left);
  need.green -= g;
  left -= g;
  const c = Math.min(need.colorless, left);
  need.colorless -= c;
  left -= c;
  return { need, used: y - left, left };
}

function afterStep(state: GameState, player: PlayerIndex, n: Need, a: Action): Need | null {
  const s = sourcesOf(state, player, n, []);
  if (a.type === 'paySleep') {
    const src = s.sleep.find((x) => x.id === a.card);
    if (!src) return null;
    const { need, used } = allocate(n, src.id, src.y);
    if (used === 0) return null;
    if (n.attribute !== null && src.attrs.includes(n.attribute)) need.attrPaid = true;
    return feasibleWith(need, { ...s, sleep: s.sleep.filter((x) => x.id !== src.id) }) ? need : null;
  }
  if (a.type === 'payDiscard') {
    if (n.colorless <= 0 || !s.hand.includes(a.card as string)) return null;
    const need = { ...n, colorless: n.colorless - 1 };
    return feasibleWith(need, { ...s, hand: s.hand.filter((x) => x !== a.card) }) ? need : null;
  }
  if (a.type === 'payPool') {
    const i = s.pool.findIndex((p) => poolKey(p) === a.attrs);
    if (n.colorless <= 0 || i < 0) return null;
    const need = { ...n, colorless: n.colorless - 1 };
    if (n.attribute !== null && s.pool[i]!.attrs.includes(n.attribute)) need.attrPaid = true;
    return feasibleWith(need, { ...s, pool: s.pool.filter((_, j) => j !== i) }) ? need : null;
  }
  return null;
}

/** Every payment step of `player` that pays something and keeps the rest payable. */
export function payOptions(state: GameState, player: PlayerIndex, n: Need): Action[] {
  const s = sourcesOf(state, player, n, []);
  const candidates: Action[] = [
    ...s.sleep.map((x) => ({ type: 'paySleep', player, card: x.id })),
    ...s.hand.map((id) => ({ type: 'payDiscard', player, card: id })),
    ...[...new Set(s.pool.map(poolKey))].sort().map((attrs) => ({ type: 'payPool', player, attrs })),
  ];
  return candidates.filter((a) => afterStep(state, player, n, a) !== null);
}

function addToPool(ctx: Ctx, player: PlayerIndex, attrs: string[], points: number): void {
  if (points <= 0) return;
  const keep = opts(ctx.state).D14_poolPointsKeepAttribute;
  const pool = [...poolOf(ctx.state, player)];
  for (let i = 0; i < points; i++) pool.push({ attrs: keep ? [...attrs] : [] });
  setPool(ctx.state, player, pool);
  emit(ctx, publicEvent('tag.pool', { player, added: points, size: pool.length }));
}

/** Carries out one (listed) payment step; returns the remaining need. */
export function applyPayStep(ctx: Ctx, player: PlayerIndex, n: Need, a: Action): Need {
  const state = ctx.state;
  const need = afterStep(state, player, n, a);
  if (need === null) return n; // not listed: never reached through apply
  if (a.type === 'paySleep') {
    const id = a.card as string;
    const { left } = allocate(n, id, costYieldOf(state, id));
    const attrs = attributesOf(state, id);
    setTapped(ctx, [id], true, 'cost');
    addToPool(ctx, player, attrs, left);
  } else if (a.type === 'payDiscard') {
    moveCard(ctx, a.card as string, zk(Z.discard, player), { reason: 'cost', by: player });
  } else {
    const pool = [...poolOf(state, player)];
    pool.splice(pool.findIndex((p) => poolKey(p) === a.attrs), 1);
    setPool(state, player, pool);
  }
  return need;
}

/**
 * Generating cost in advance (C-7 main phase, C-9, C-10, C-12): a wake character you control goes to
 * sleep, or a character card from your hand is discarded; the points go to your pool.
 */
export function generateCostOptions(state: GameState, player: PlayerIndex): Action[] {
  const out: Action[] = [];
  for (const id of cardsIn(state, Z.characters, player)) if (!state.cards[id]!.tapped && onField(state, id)) out.push({ type: 'generateCost', player, card: id });
  for (const id of cardsIn(state, Z.hand, player)) if (isCharacterFacts(factsOf(state, id))) out.push({ type: 'generateCost', player, card: id });
  return out;
}

export function generateCost(ctx: Ctx, player: PlayerIndex, card: string): void {
  const state = ctx.state;
  if (onField(state, card)) {
    const attrs = attributesOf(state, card);
    const y = costYieldOf(state, card);
    setTapped(ctx, [card], true, 'cost');
    addToPool(ctx, player, attrs, y);
  } else {
    moveCard(ctx, card, zk(Z.discard, player), { reason: 'cost', by: player });
    addToPool(ctx, player, [], 1);
  }
}

/** End of turn (C-9): leftover points vanish. */
export function clearPools(ctx: Ctx): void {
  for (const p of ctx.state.players) setPool(ctx.state, p.index, []);
}

/**
 * Pays `need` as `player` through `tag.pay` decisions; true when paid. Call from an op or cost spec with its
 * frame: the frame is re-run with the answer (the remaining need travels in `frame.need`).
 */
export function payInteractively(ctx: Ctx, frame: JsonObject & { op: string }, player: PlayerIndex, first: Need, rule: string): boolean {
  let need = (frame.need as Need | undefined) ?? first;
  const a = answerOf<{ action: Action }>(frame as never);
  if (a) need = applyPayStep(ctx, player, need, a.action);
  for (;;) {
    if (isPaid(need)) return true;
    const options = payOptions(ctx.state, player, need);
    if (options.length === 0) return true; // cannot happen for a listed action (payments are checked before they start)
    if (options.length > 1) break;
    need = applyPayStep(ctx, player, need, options[0]!); // forced: the only step
  }
  const { answer: _answer, ...rest } = frame;
  ask(ctx, { ...rest, need } as never, {
    player,
    kind: D.pay,
    prompt: `Pay the cost: ${need.red ? `${need.red} red, ` : ''}${need.green ? `${need.green} green, ` : ''}${need.colorless} colourless${need.attribute ? ` (attribute ${need.attribute}, ${need.rule})` : ''}`,
    rule,
    data: { need },
  });
  return false;
}
