/**
 * State triggers (SVE 10.7.6 状態誘発): automatic abilities whose trigger condition is a state
 * (「自分のリーダーの[体力]0以下になったとき、…」), not an event. Data: `{kind:'triggered', trigger:{on:'sve.state',
 * condition}}`; the trigger never matches an event — `collectStateTriggers` (called at every pass of rule
 * processing, so at every check timing 10.5) puts it on standby:
 *  - 10.7.6.1: once when the state arises: while an earlier standby of the same ability (same card) is
 *    still pending, it does not go on standby again;
 *  - after it resolved, if the state still holds it goes on standby again (the next check). A state its
 *    effect never changes repeats forever: the kernel's check-timing guard ends such a game as a draw
 *    (15.2 unbreakable loop).
 * Sources: cards on the fields (where abilities function).
 *
 * Also here: 「これがある限り、自分はバトルに敗北せず、相手はバトルに勝利できない」 (keyword `sve.cannotLose`,
 * 1.3.3: the prohibition wins over the defeat rules 11.2.1 / 11.2.2 for that player while it is on the field).
 */
import {
  emit, hasLostAbilities, newId, publicEvent, testCondition, tick, type AbilityEnv, type ConditionNode, type Ctx, type EffectSpec, type JsonObject, type KeywordSpec, type Reader, type TriggerSpec,
} from '../../../../engine/src/index.js';
import { C, Z } from '../constants.js';
import { cardsIn, factsOfCard, hasKeyword } from '../state.js';

export const STATE_TRIGGER = 'sve.state';
export const CANNOT_LOSE = 'sve.cannotLose';

export const STATE_TRIGGERS: Record<string, TriggerSpec> = {
  [STATE_TRIGGER]: {
    description: 'A state trigger (SVE 10.7.6): goes on standby when `condition` holds (checked at every check timing, rules/state-triggers.ts), once while pending (10.7.6.1), again after resolving if it still holds; never by an event.',
    params: { condition: { $ref: '#/$defs/condition' } },
    required: ['condition'],
    match: () => false,
  },
};

export const STATE_KEYWORDS: Record<string, KeywordSpec> = {
  [CANNOT_LOSE]: { description: '「これがある限り、自分はバトルに敗北せず、相手はバトルに勝利できない」 (1.3.3): while it is on the field its master does not lose by 11.2.1 / 11.2.2.' },
};

export const STATE_EFFECTS: Record<string, EffectSpec> = {
  'sve.setHealth': {
    description: '「自分のリーダーの[体力]をNにする」: the leader\'s health becomes N (the `health` counter; not damage, not a heal).',
    params: { player: { $ref: '#/$defs/playerRef' }, amount: { type: 'integer', minimum: 0 } },
    required: ['amount'],
    run: (ctx, e, env) => {
      const p = e.player === 'opponent' ? 1 - env.controller : env.controller;
      const before = ctx.state.players[p]!.counters[C.health] ?? 0;
      ctx.state.players[p]!.counters[C.health] = e.amount as number;
      emit(ctx, publicEvent('sve.healthSet', { player: p, from: before, to: e.amount as number }));
    },
  },
};

/** Whether player `p` cannot lose now (a card with 「自分はバトルに敗北せず」 on their field). */
export function cannotLose(r: Reader, p: number): boolean {
  return cardsIn(r.state, Z.field, p).some((id) => hasKeyword(r, id, CANNOT_LOSE));
}

/** Puts state triggers whose state holds on standby (10.7.6.1); returns whether any did. */
export function collectStateTriggers(ctx: Ctx): boolean {
  const s = ctx.state;
  let added = false;
  for (const p of s.players) {
    // 11.2.2's flag is consumed by this rule processing even when the player cannot lose (1.3.3)
    if (p.flags.drewFromEmpty === true && cannotLose(ctx, p.index)) delete p.flags.drewFromEmpty;
    for (const id of cardsIn(s, Z.field, p.index)) {
      const facts = factsOfCard(s, id);
      if (!facts || hasLostAbilities(s, id)) continue; // 5.31.2
      facts.abilities.forEach((a, index) => {
        if (a.kind !== 'triggered' || (a.trigger as JsonObject | undefined)?.on !== STATE_TRIGGER) return;
        if (s.pending.some((t) => t.source === id && t.ability === index)) return; // once while pending
        const c = s.cards[id]!;
        const env: AbilityEnv = { controller: c.controller, source: id, sourceCardId: c.cardId, scope: null, event: null };
        if (!testCondition(ctx, (a.trigger as JsonObject).condition as ConditionNode, env)) return;
        const tid = newId(s, 't');
        const event: JsonObject = { type: 'sve.stateHolds', card: id, rule: 'SVE 10.7.6' };
        s.pending.push({ id: tid, controller: c.controller, source: id, sourceCardId: c.cardId, ability: index, event, timestamp: tick(s) });
        if (!ctx.quiet) ctx.events.push(publicEvent('triggered', { trigger: tid, source: id, cardId: c.cardId, ability: index, controller: c.controller, state: true }));
        added = true;
      });
    }
  }
  return added;
}
