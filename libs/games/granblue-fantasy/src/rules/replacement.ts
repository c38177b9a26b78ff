/**
 * Replacement effects of cards (置換効果, GBF 8-2-1-3, 8-10) for the defeat of a crew member (9-2-2):
 *   { kind: 'replacement', replaces: { event: 'gbf.defeatSelf' }, effect, optional? }       「このカードが戦闘不能になる場合、かわりに…」
 *   { kind: 'replacement', replaces: { event: 'gbf.defeat', side?, filter? }, effect, optional? }  another matching crew member
 * of cards whose abilities function (the present captain and crew). The replaced defeat never happened (8-10-1-2: no
 * move, no replenishment); the effect runs instead with the defeated card as `{ref: 'eventCard'}`. When several could
 * apply, the affected card's master chooses (8-10-2-1); an ability's `condition` is when its "instead" action can be
 * carried out (8-10-3, e.g. 「このカードをレストにしてよい」 needs this card active); each applies at most once per event (8-10-2-3) — once one
 * applied the event is gone. An optional one (「かわりに…してよい」) asks its master (8-10-3). Card replacements are
 * considered before the rules' level-card replacement (9-2-3).
 */
import {
  answerOf, ask, cardEvent, emit, hasLostAbilities, matchesFilter, resolveEffect, testCondition, type Ability, type CardFilter, type ConditionNode, type Ctx, type EffectNode, type Frame,
  type JsonObject,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, zoneNameOf } from '../state.js';
import { leaveCrewArea } from './leave.js';

interface Candidate {
  card: string;
  index: number;
  controller: number;
}

function abilitiesOf(ctx: Ctx, id: string): Ability[] {
  return ctx.state.catalog[ctx.state.cards[id]!.cardId]?.abilities ?? [];
}

/** Replacement abilities that would replace the defeat of crew member `target` (8-10-1). */
export function defeatReplacements(ctx: Ctx, target: string): Candidate[] {
  const out: Candidate[] = [];
  const victim = ctx.state.cards[target];
  if (!victim) return out;
  for (const p of ctx.state.players.map((x) => x.index)) {
    for (const id of [...cardsIn(ctx.state, Z.captain, p), ...cardsIn(ctx.state, Z.crew, p)]) {
      if (hasLostAbilities(ctx.state, id)) continue; // its texts are negated (10-10-2)
      abilitiesOf(ctx, id).forEach((a, index) => {
        if (a.kind !== 'replacement') return;
        const r = a.replaces as JsonObject;
        const controller = ctx.state.cards[id]!.controller;
        // 8-10-3: the ability's `condition` says when its "instead" action can be done (e.g. this card is active)
        if (a.condition && !testCondition(ctx, a.condition as ConditionNode, { controller, source: id, sourceCardId: ctx.state.cards[id]!.cardId, scope: null, event: { type: 'gbf.defeat', card: target } })) return;
        if (r.event === 'gbf.defeatSelf') {
          if (id === target) out.push({ card: id, index, controller });
          return;
        }
        if (r.event !== 'gbf.defeat' || id === target) return; // another crew member (its own defeat: 'gbf.defeatSelf')
        const side = (r.side as string | undefined) ?? 'any';
        if (side === 'you' && victim.controller !== controller) return;
        if (side === 'opponent' && victim.controller === controller) return;
        if (r.filter && !matchesFilter(ctx, target, r.filter as CardFilter)) return;
        out.push({ card: id, index, controller });
      });
    }
  }
  return out;
}

/** Op `replaceDefeat` {card, tried}: 8-10-2 choose and apply a replacement of the defeat of `card`, else defeat it. */
export function replaceDefeatOp(ctx: Ctx, f: Frame): void {
  const target = f.card as string;
  if (!ctx.state.cards[target] || zoneNameOf(ctx.state, target) !== Z.crew) return;
  const tried = (f.tried as string[] | undefined) ?? [];
  const all = defeatReplacements(ctx, target).filter((c) => !tried.includes(`${c.card}#${c.index}`));
  if (all.length === 0) {
    leaveCrewArea(ctx, [target], 'gauge', { reason: 'destroy', by: null, defeat: true });
    return;
  }
  const stage = (f.stage as string | undefined) ?? 'pick';
  const a = answerOf<{ option: string }>(f);
  if (stage === 'pick') {
    if (all.length > 1 && !a) {
      ask(ctx, { ...f, answer: null }, {
        player: ctx.state.cards[target]!.controller, kind: 'chooseOption', rule: 'GBF 8-10-2-1',
        prompt: 'Choose which replacement effect applies to this defeat', options: all.map((c) => `${c.card}#${c.index}`), data: { card: target },
      });
      return;
    }
    const key = a ? String(a.option) : `${all[0]!.card}#${all[0]!.index}`;
    const chosen = all.find((c) => `${c.card}#${c.index}` === key)!;
    const ability = abilitiesOf(ctx, chosen.card)[chosen.index]!;
    if (ability.optional === true) {
      ask(ctx, { ...f, stage: 'optional', chosen: key, answer: null }, {
        player: chosen.controller, kind: 'chooseOption', rule: 'GBF 8-10-3', prompt: 'Apply your optional replacement effect instead of the defeat?', options: ['yes', 'no'], data: { card: target, replacement: key },
      });
      return;
    }
    return apply(ctx, target, chosen, ability);
  }
  // stage 'optional'
  const key = String(f.chosen);
  const chosen = all.find((c) => `${c.card}#${c.index}` === key);
  if (!chosen) return replaceDefeatOp(ctx, { op: f.op, card: target, tried });
  if (a?.option === 'yes') return apply(ctx, target, chosen, abilitiesOf(ctx, chosen.card)[chosen.index]!);
  replaceDefeatOp(ctx, { op: f.op, card: target, tried: [...tried, key] });
}

function apply(ctx: Ctx, target: string, c: Candidate, ability: Ability): void {
  emit(ctx, cardEvent(ctx.state, 'gbf.replaced', [target], { card: target, by: c.card, ability: c.index, event: 'gbf.defeat', rule: 'GBF 8-10-1-2' }, null));
  const card = ctx.state.cards[c.card];
  resolveEffect(ctx, ability.effect as EffectNode, { controller: c.controller, source: c.card, sourceCardId: card?.cardId ?? null, scope: null, event: { type: 'gbf.defeat', card: target } });
}
