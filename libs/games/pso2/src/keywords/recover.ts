/**
 * 回復X (PSO2 302.9, glossary): choose one —
 *  (a) choose up to X cards without 回復 in your discard, put them into your deck and shuffle it (HP goes up: 201.3);
 *  (b) choose 1 ally character: remove all damage from it, and move it to the front row if it is in the back row.
 * Raid (特別なルール): a party member's ally may be chosen; for (a) the recovering player's own discard and deck.
 */
import type { EffectSpec, Json, JsonObject } from '../../../../engine/src/index.js';
import { answerOf, ask, emit, evalAmount, moveCards, publicEvent, shuffle, zoneKey } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { isRaid, kind, partyAlive, rowOf } from '../state.js';
import { clearDamage } from '../rules/damage.js';
import { setRow } from '../rules/field.js';

/** Whether a card "has 回復" (302.9: the 回復 icon): its ability data performs 回復. */
export function hasRecover(abilities: readonly unknown[]): boolean {
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.type === 'pso2.recover') return true;
      return Object.values(o).some(walk);
    }
    return false;
  };
  return walk(abilities);
}

export const recoverEffect: EffectSpec = {
  description: '回復X (PSO2 302.9): (a) up to X cards without 回復 from your discard into your deck, then shuffle; or (b) 1 ally character: remove its damage, back row → front row. Raid: a party member may be chosen.',
  params: { amount: { $ref: '#/$defs/amount' } },
  required: ['amount'],
  run: (ctx, e, env, f) => {
    const s = ctx.state;
    const me = env.controller;
    const recoverers = isRaid(s) ? partyAlive(s) : [me];
    const allyChars = (isRaid(s) ? partyAlive(s) : [me]).flatMap((p) => s.zones[zoneKey(Z.field, p)]!.cards.filter((id) => kind(s, id) === KIND.character));
    const stage = (f.stage as string | undefined) ?? 'mode';
    const a = answerOf<{ option?: Json; cards?: string[] }>(f);
    if (stage === 'mode') {
      if (!a) {
        ask(ctx, { ...f, stage: 'mode' }, { player: me, kind: 'chooseOption', prompt: '回復: (a) cards from the discard into the deck, or (b) remove an ally character\'s damage', rule: 'PSO2 302.9', options: ['deck', 'character'], labels: ['(a) discard → deck', '(b) heal a character'] });
        return;
      }
      if (a.option === 'deck') {
        if (recoverers.length > 1) {
          ask(ctx, { op: f.op, effect: e, env, stage: 'who' }, { player: me, kind: 'chooseOption', prompt: 'Which party player recovers?', rule: 'PSO2 302.9', options: recoverers, labels: recoverers.map((p) => `player ${p}`) });
          return;
        }
        return pickCards(ctx, f, e, env, recoverers[0] ?? me);
      }
      if (allyChars.length === 0) return;
      ask(ctx, { op: f.op, effect: e, env, stage: 'char' }, { player: me, kind: 'chooseCards', prompt: 'Choose an ally character to recover', rule: 'PSO2 302.9', candidates: allyChars, min: 1, max: 1 });
      return;
    }
    if (stage === 'who') return pickCards(ctx, f, e, env, Number(a?.option ?? me));
    if (stage === 'cards') {
      const who = f.who as number;
      const cards = (a?.cards ?? []).filter((id) => s.cards[id]);
      if (cards.length > 0) moveCards(ctx, cards, zoneKey(Z.deck, who), { reason: 'recover', by: me });
      shuffle(ctx, zoneKey(Z.deck, who));
      emit(ctx, publicEvent('recovered', { player: who, cards: cards.length, mode: 'deck' }));
      return;
    }
    if (stage === 'char') {
      const id = a?.cards?.[0];
      if (!id || !s.cards[id]) return;
      clearDamage(ctx, id);
      if (rowOf(s, id) === 'back') setRow(ctx, id, 'front', 'PSO2 302.9');
      emit(ctx, publicEvent('recovered', { card: id, mode: 'character' }));
    }
  },
};

function pickCards(ctx: Parameters<EffectSpec['run']>[0], f: Parameters<EffectSpec['run']>[3], e: JsonObject, env: Parameters<EffectSpec['run']>[2], who: number): void {
  const s = ctx.state;
  const x = Math.max(0, evalAmount(ctx, e.amount, env));
  const pool = s.zones[zoneKey(Z.discard, who)]!.cards.filter((id) => !hasRecover(s.catalog[s.cards[id]!.cardId]!.abilities));
  ask(ctx, { op: f.op, effect: e, env, stage: 'cards', who }, { player: env.controller, kind: 'chooseCards', prompt: `回復${x}: choose up to ${x} card(s) without 回復 to put into the deck`, rule: 'PSO2 302.9', candidates: pool, min: 0, max: x });
}
