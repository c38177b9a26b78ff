/**
 * Declaring and resolving actions (S7-10, S7-11, D-23, D-29).
 *
 * Declaring an action: the card goes from the hand to the shared public `resolving` zone (it is revealed),
 * its cost is paid (S1-1, S3-2, S6-2, S7-4; rules/cost.ts) and the targets of a spell's or ability's leading
 * `tag.choose` steps are chosen. The declaration joins `state.data.exchange` (public). After the other
 * player's one simultaneous action (or pass), the exchange resolves: the turn player's action first
 * (S7-11) — except in step A, where the response to a battle declaration resolves before the battle (S8 A).
 * An instant or ability whose every declared target is gone has no effect (D-29); the instant still goes
 * to the discard pile (S6-3).
 */
import {
  answerOf, ask, cardEvent, emit, moveCard, newId, publicEvent, push, type AbilityEnv, type Action, type Ctx, type EffectNode, type Frame,
  type JsonObject, type OpHandler, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { battleOf, zk } from '../state.js';
import { payInteractively, type Need } from '../rules/cost.js';
import { cardNeed, resolveBattleCard, resolveCharacter, resolveDiscardBattleCard, resolveField, resolveItem, resolveTag } from './play.js';
import { spellOf, splitDeclared } from './quick.js';

/** A declared action waiting in the exchange. */
export interface Declared extends JsonObject {
  player: number;
  kind: string;
  card: string | null;
  cardId: string | null;
  index: number | null;
  scope: string | null;
}

const KIND_OF_ACTION: Record<string, string> = {
  playCharacter: 'character',
  playTag: 'tag',
  equipItem: 'item',
  playBattleCard: 'battleCard',
  playField: 'field',
  playInstant: 'instant',
  useAbility: 'ability',
  declareBattle: 'battle',
  discardBattleCard: 'discardBattle',
};

function exchange(ctx: Ctx): Declared[] {
  const ex = ctx.state.data.exchange;
  return Array.isArray(ex) ? (ex as Declared[]) : [];
}

/** Declares `action` of `player`: frames that move the card, pay, choose targets, then record it. */
export function declare(ctx: Ctx, player: PlayerIndex, action: Action): void {
  const s = ctx.state;
  const kind = KIND_OF_ACTION[action.type]!;
  const item: Declared = { player, kind, card: null, cardId: null, index: null, scope: null };
  const frames: Frame[] = [];
  const toResolving = (id: string): string => moveCard(ctx, id, Z.resolving, { face: 'up', reason: 'declare', by: player });
  switch (action.type) {
    case 'playCharacter':
    case 'playField':
    case 'playBattleCard':
    case 'equipItem':
    case 'playInstant': {
      const need = action.type === 'playBattleCard' ? null : cardNeed(s, action.card as string);
      const id = toResolving(action.card as string);
      item.card = id;
      item.cardId = s.cards[id]!.cardId;
      if (action.type === 'playBattleCard') item.area = action.area as string;
      if (action.type === 'equipItem') item.host = action.host as string;
      if (need) frames.push({ op: 'payNeed', player, need0: need, rule: action.type === 'playCharacter' ? 'TB S1-1' : action.type === 'equipItem' ? 'TB S3-2' : action.type === 'playInstant' ? 'TB S6-2' : 'TB D-12' });
      if (action.type === 'playInstant') frames.push(...chooseFrames(ctx, item, player, (spellOf(s, item.cardId)?.effect as EffectNode | undefined) ?? null));
      break;
    }
    case 'playTag': {
      const hand = (action.hand as string[]).map(toResolving);
      const id = toResolving(action.card as string);
      item.card = id;
      item.cardId = s.cards[id]!.cardId;
      item.field = action.field as string[];
      item.hand = hand;
      break;
    }
    case 'useAbility': {
      const card = action.card as string;
      const index = action.ability as number;
      const c = s.cards[card]!;
      const ab = s.catalog[c.cardId]!.abilities[index]!;
      item.card = card;
      item.cardId = c.cardId;
      item.index = index;
      s.usage[`${card}#${index}`] = (s.usage[`${card}#${index}`] ?? 0) + 1;
      const b = battleOf(s);
      if (b && ['G', 'I', 'L'].includes(b.step)) b.abilityUsed = true; // one ability per step (S8 G, I)
      const scope = newScope(ctx, item);
      const env: AbilityEnv = { controller: player, source: card, sourceCardId: c.cardId, scope, event: null };
      for (const cost of (ab.cost as JsonObject[] | undefined) ?? []) frames.push({ op: '$payCost', cost, env });
      frames.push(...chooseFrames(ctx, item, player, (ab.effect as EffectNode | undefined) ?? null));
      break;
    }
    case 'discardBattleCard':
      item.card = action.card as string;
      item.cardId = s.cards[item.card]!.cardId;
      break;
    default:
      break; // declareBattle
  }
  push(ctx, ...frames, { op: 'record', item });
}

function newScope(ctx: Ctx, item: Declared): string {
  if (item.scope) return item.scope;
  const scope = newId(ctx.state, 's');
  ctx.state.scopes[scope] = {};
  item.scope = scope;
  return scope;
}

function chooseFrames(ctx: Ctx, item: Declared, player: PlayerIndex, effect: EffectNode | null): Frame[] {
  const { choose } = splitDeclared(effect);
  if (choose.length === 0) return [];
  const scope = newScope(ctx, item);
  const env: AbilityEnv = { controller: player, source: item.card, sourceCardId: item.cardId, scope, event: null };
  return choose.map((effect) => ({ op: '$effect', effect, env }));
}

/** Pays a card's printed cost (frame.need0) through `tag.pay` decisions. */
export const payNeedOp: OpHandler = (ctx, f) => {
  payInteractively(ctx, f as never, f.player as number, f.need0 as unknown as Need, String(f.rule));
};

/** The declaration is complete: it joins the exchange, with its declared targets (public). */
export const recordOp: OpHandler = (ctx, f) => {
  const item = f.item as unknown as Declared;
  const targets = item.scope ? Object.values(ctx.state.scopes[item.scope] ?? {}).flat().filter((x): x is string => typeof x === 'string') : [];
  const full: Declared = { ...item, targets };
  ctx.state.data.exchange = [...exchange(ctx), full];
  const ev = item.card && ctx.state.cards[item.card]
    ? cardEvent(ctx.state, 'tag.declared', [item.card], { player: item.player, kind: item.kind, card: item.card, cardId: item.cardId, index: item.index, targets }, { player: item.player, kind: item.kind, targets })
    : publicEvent('tag.declared', { player: item.player, kind: item.kind, card: item.card, targets });
  emit(ctx, ev);
};

/**
 * Resolves the exchange: the turn player's declarations first (S7-11), except that a response to a battle
 * declaration resolves before the battle (S8 A). Then a check (rule processing, triggers) follows (caller).
 */
export const resolveExchangeOp: OpHandler = (ctx) => {
  const items = exchange(ctx);
  ctx.state.data.exchange = [];
  const tp = ctx.state.turn.active;
  const battle = items.filter((i) => i.kind === 'battle');
  const rest = items.filter((i) => i.kind !== 'battle');
  const ordered = battle.length > 0 ? [...rest, ...battle] : [...rest.filter((i) => i.player === tp), ...rest.filter((i) => i.player !== tp)];
  const b = battleOf(ctx.state);
  if (b && rest.length > 0) b.actionsSinceF += rest.length; // D-20: an action was taken since the last F
  push(ctx, ...ordered.map((item) => ({ op: 'resolveItem', item })));
};

export const resolveItemOp: OpHandler = (ctx, f) => {
  const item = f.item as unknown as Declared;
  const s = ctx.state;
  const p = item.player;
  switch (item.kind) {
    case 'character': return resolveCharacter(ctx, p, item.card!);
    case 'tag': return push(ctx, ...(resolveTag(ctx, p, item) as Frame[]));
    case 'item': return resolveItem(ctx, p, item.card!, item.host as string);
    case 'battleCard': return resolveBattleCard(ctx, p, item.card!, item.area as 'main' | 'sub');
    case 'field': return resolveField(ctx, p, item.card!);
    case 'discardBattle': return resolveDiscardBattleCard(ctx, p, item.card!);
    case 'battle': return push(ctx, { op: 'battleStep', step: 'start' });
    default: break;
  }
  // instants and abilities
  const spell = item.kind === 'instant';
  const ab = spell ? spellOf(s, item.cardId!) : s.catalog[item.cardId!]?.abilities[item.index!] ?? null;
  const { rest } = splitDeclared((ab?.effect as EffectNode | undefined) ?? null);
  const targets = (item.targets as string[] | undefined) ?? [];
  const after: Frame[] = [];
  if (item.scope) after.push({ op: '$endScope', scope: item.scope });
  if (spell && item.card) after.push({ op: 'toDiscard', card: item.card }); // S6-3
  if (targets.length > 0 && targets.every((t) => !s.cards[t])) {
    emit(ctx, publicEvent('fizzled', { card: item.card, index: item.index, reason: 'targets', rule: 'TB D-29' }));
    push(ctx, ...after);
    return;
  }
  emit(ctx, publicEvent('tag.resolved', { player: p, kind: item.kind, card: item.card, cardId: item.cardId, index: item.index }));
  const env: AbilityEnv = { controller: p, source: item.card, sourceCardId: item.cardId, scope: item.scope, event: null };
  push(ctx, ...(rest ? [{ op: '$effect', effect: rest, env } as Frame] : []), ...after);
};

/** An instant that has resolved goes to its owner's discard pile (S6-3). */
export const toDiscardOp: OpHandler = (ctx, f) => {
  const c = ctx.state.cards[f.card as string];
  if (c && ctx.state.zones[c.zone]?.name === Z.resolving) moveCard(ctx, c.id, zk(Z.discard, c.owner), { reason: 'resolved', by: c.owner });
};

/** S2-7, D-26: two copies of one item on a new tag: its controller discards one (to its owner's pile). */
export const tagDuplicatesOp: OpHandler = (ctx, f) => {
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    const copies = (f.copies as string[]).filter((id) => ctx.state.cards[id]);
    if (copies.length < 2) return;
    ask(ctx, f, { player: f.player as number, kind: 'chooseCards', prompt: 'Two copies of one item are on the tag: choose the copy to discard', rule: 'TB S2-7', candidates: copies, min: copies.length - 1, max: copies.length - 1 });
    return;
  }
  for (const id of a.cards) if (ctx.state.cards[id]) moveCard(ctx, id, zk(Z.discard, ctx.state.cards[id]!.owner), { reason: 'duplicate', by: f.player as number });
};
