/**
 * Declaring a play or an activation and putting it into the resolution zone (PSO2 504.2, 406.2, 209):
 *   X (209.3) → mode (406.3) → declared targets (406.2.3) → equip / attach target (205.4, 204.2.2; 504.2)
 *   → costs (209.1.1 PP with the colour requirement 209.1.2; ability costs at declaration, 209.1.3.1)
 *   → into the zone: characters, items and attach Actives go to the resolution zone (504.2 「処理領域に加える」);
 *     a normal Active's ability goes there and the card to the discard (204.2.1, option pso2ActiveToDiscard);
 *     an activated ability goes there (301.6 発動).
 * The raid boss plays from the top of its deck without paying (協力レイドバトル ③; cost 0 when none printed).
 */
import type { Ability, Ctx, Frame, JsonObject, PlayerIndex } from '../../../../engine/src/index.js';
import { abilityAt, answerOf, ask, chooseTargets, emit, findGrant, grantRef, moveCards, newId, publicEvent, push, zoneKey, cardEvent } from '../../../../engine/src/index.js';
import { K, KIND, SUB, Z } from '../constants.js';
import { opts } from '../options.js';
import { factsOfCard, kind, pd, printedCost, type StackItem } from '../state.js';
import { attachHosts, envFor, equipHosts, maxX, spellOf } from './legal.js';
import { availableModes, declaredTargets, leadingOf, needed } from '../abilities/targets.js';
import { payPpCost } from './costs.js';
import { toDiscards } from '../rules/field.js';
import { candidates } from '../../../../engine/src/index.js';

type What = 'play' | 'activate' | 'boss';

interface DeclareFrame {
  what: What;
  player: PlayerIndex;
  card: string;
  index: number;
  grant: string | null;
  stage: string;
  x: number | null;
  mode: number | null;
  targets: Record<string, string[]>;
  selectors: Record<string, JsonObject>;
  host: string | null;
  i: number;
}

function fr(f: Frame): DeclareFrame {
  return f as unknown as DeclareFrame;
}

/** The ability being declared: an Active's ability, an activated (or keyword) ability, or none (a character / item). */
function abilityOf(ctx: Ctx, d: DeclareFrame): Ability | null {
  if (d.what === 'activate') return abilityAt(ctx, d.card, d.index, d.grant);
  return kind(ctx.state, d.card) === KIND.active && !isAttachCard(ctx, d.card) ? spellOf(ctx.state, d.card) : null;
}

function isAttachCard(ctx: Ctx, id: string): boolean {
  return factsOfCard(ctx.state, id)?.subtypes.includes(SUB.attach) === true;
}

function isEquipCard(ctx: Ctx, id: string): boolean {
  const subs = factsOfCard(ctx.state, id)?.subtypes ?? [];
  return subs.includes(SUB.weapon) || subs.includes(SUB.armor);
}

/** The frame's data without its op and answer (a new stage starts without an answer). */
function clean(d: DeclareFrame): JsonObject {
  const { answer: _a, op: _o, ...rest } = d as unknown as JsonObject;
  return rest;
}

function next(ctx: Ctx, d: DeclareFrame, stage: string, patch: Partial<DeclareFrame> = {}): void {
  push(ctx, { op: 'declare', ...clean(d), ...(patch as JsonObject), stage } as Frame);
}

/** Starts a declaration (from the action-right decision, or a boss play). */
export function declare(ctx: Ctx, what: What, player: PlayerIndex, card: string, index = -1, grant: string | null = null): void {
  const d: DeclareFrame = { what, player, card, index, grant, stage: 'x', x: null, mode: null, targets: {}, selectors: {}, host: null, i: 0 };
  push(ctx, { op: 'declare', ...(d as unknown as JsonObject) } as Frame);
}

export function declareOp(ctx: Ctx, f: Frame): void {
  const d = fr(f);
  const s = ctx.state;
  if (!s.cards[d.card]) return;
  const env = envFor(s, d.player, d.card);
  const ability = abilityOf(ctx, d);
  const effect = (ability?.effect as JsonObject | undefined) ?? null;
  switch (d.stage) {
    case 'x': {
      // 209.3 / 103.5.1: X is a whole number ≥ 0, here as much as the PP can pay
      if (d.what === 'play' && factsOfCard(s, d.card)?.extra.costX === true) {
        const a = answerOf<{ option: number }>(f);
        if (!a) {
          const max = maxX(s, d.player, d.card);
          ask(ctx, f, { player: d.player, kind: 'chooseOption', prompt: 'Choose X', rule: 'PSO2 209.3', options: Array.from({ length: max + 1 }, (_, i) => i), autoSingle: true });
          return;
        }
        return next(ctx, d, 'mode', { x: a.option });
      }
      return next(ctx, d, 'mode');
    }
    case 'mode': {
      const lead = leadingOf(effect);
      if (lead.modes) {
        const a = answerOf<{ option: number }>(f);
        if (!a) {
          const modes = availableModes(ctx, effect, env);
          ask(ctx, f, { player: d.player, kind: 'chooseOption', prompt: 'Choose the ability to activate', rule: 'PSO2 406.3', options: modes, labels: modes.map((i) => lead.modes![i]!.label), autoSingle: true });
          return;
        }
        return next(ctx, d, 'targets', { mode: a.option, i: 0 });
      }
      return next(ctx, d, 'targets', { i: 0 });
    }
    case 'targets': {
      const sels = declaredTargets(effect, d.mode);
      if (d.i >= sels.length) return next(ctx, d, 'host');
      const sel = sels[d.i]!;
      // 406.2.3: chosen now; 406.2.4 guaranteed by the listing (a boss play without targets is discarded)
      if (candidates(ctx, sel, env, env.controller).length < needed(sel)) return fail(ctx, d, 'no legal target (PSO2 406.2.4)');
      const ids = chooseTargets(ctx, f, sel, env, 'Choose targets', 'PSO2 406.2.3');
      if (ids === null) return;
      const bind = sel.bind as string;
      return next(ctx, d, 'targets', { i: d.i + 1, targets: { ...d.targets, [bind]: ids }, selectors: { ...d.selectors, [bind]: sel as JsonObject } });
    }
    case 'host': {
      const equip = isEquipCard(ctx, d.card) && d.what !== 'activate';
      const attach = isAttachCard(ctx, d.card) && d.what !== 'activate';
      if (!equip && !attach) return next(ctx, d, 'pay');
      const hosts = equip ? equipHosts(s, d.player, d.card) : attachHosts(s, d.player, d.card);
      if (hosts.length === 0) return fail(ctx, d, 'no equip/attach target (PSO2 504.2)');
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        ask(ctx, f, { player: d.player, kind: 'chooseCards', prompt: equip ? 'Choose the equip target' : 'Choose the card to attach it to', rule: equip ? 'PSO2 205.4' : 'PSO2 204.2.2', candidates: hosts, min: 1, max: 1 });
        return;
      }
      return next(ctx, d, 'pay', { host: a.cards[0] ?? null });
    }
    case 'pay': {
      if (d.what === 'boss') return next(ctx, d, 'put');
      if (d.what === 'play') {
        const amount = printedCost(s, d.card) + (d.x ?? 0);
        if (!payPpCost(ctx, f, d.player, amount)) return;
        return next(ctx, d, 'put');
      }
      // 209.1.3.1: ability costs are paid on declaration
      if (ability?.kind === 'keyword' && ability.keyword === K.warCry) {
        push(ctx, { op: '$payCost', cost: { type: 'tapSelf' }, env }, { op: 'declare', ...clean(d), stage: 'put' } as Frame);
        return;
      }
      const costs = ((ability?.cost as JsonObject[] | undefined) ?? []).map((cost) => ({ op: '$payCost', cost, env }) as Frame);
      push(ctx, ...costs, { op: 'declare', ...clean(d), stage: 'put' } as Frame);
      return;
    }
    case 'put':
      return put(ctx, d, ability);
    default:
      throw new Error(`pso2: bad declare stage ${d.stage}`);
  }
}

/** A boss play that cannot be made (406.2.4 / 504.2): the card goes to the boss's discard. Players never get here. */
function fail(ctx: Ctx, d: DeclareFrame, why: string): void {
  if (d.what !== 'boss') throw new Error(`pso2: listed ${d.what} of ${d.card} cannot be completed: ${why}`);
  emit(ctx, publicEvent('bossPlayFailed', { card: d.card, reason: why }));
  toDiscards(ctx, [d.card], 'rule');
}

function put(ctx: Ctx, d: DeclareFrame, ability: Ability | null): void {
  const s = ctx.state;
  const data = pd(s);
  const facts = factsOfCard(s, d.card)!;
  const base: Omit<StackItem, 'kind' | 'card' | 'index'> = {
    id: newId(s, 'r'), controller: d.player, cardId: facts.id, grant: null, targets: d.targets, selectors: d.selectors, mode: d.mode, x: d.x, event: null, host: d.host,
    boss: d.what === 'boss', sourcePlayer: d.player,
  };
  if (d.what === 'activate') {
    const usage = d.grant !== null ? `grant:${d.grant}:${d.card}` : `${d.card}#${d.index}`;
    s.usage[usage] = (s.usage[usage] ?? 0) + 1;
    const g = d.grant !== null ? findGrant(ctx, d.card, d.grant) : null;
    data.zone.push({ ...base, kind: 'ability', card: d.card, index: d.index, grant: g ? grantRef(g) : null });
    emit(ctx, cardEvent(s, 'activated', [d.card], { card: d.card, cardId: facts.id, ability: d.index, player: d.player, item: base.id }, { player: d.player, item: base.id }));
    return;
  }
  const isNormalActive = kind(s, d.card) === KIND.active && !facts.subtypes.includes(SUB.attach);
  const inZone = s.cards[d.card]!.zone === Z.resolution;
  let card: string;
  if (isNormalActive && opts(s).pso2ActiveToDiscard === 'onPlay') card = moveCards(ctx, [d.card], zoneKey(Z.discard, s.cards[d.card]!.owner), { reason: 'play', by: d.player })[0]!; // 204.2.1
  else card = inZone ? d.card : moveCards(ctx, [d.card], Z.resolution, { reason: 'play', by: d.player })[0]!; // 504.2
  const index = isNormalActive && ability ? facts.abilities.indexOf(ability) : -1;
  data.zone.push({ ...base, kind: isNormalActive ? 'active' : 'card', card, index });
  emit(ctx, publicEvent('played', { card, cardId: facts.id, player: d.player, item: base.id, boss: d.what === 'boss' })); // Gloss プレイ
}

