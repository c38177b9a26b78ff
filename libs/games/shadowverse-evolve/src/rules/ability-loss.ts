/**
 * Ability loss and 【箱詰め】 (SVE 5.31) on the kernel's ability loss (libs/engine abilities/loss.ts).
 *
 * - 「(このターン、)それは能力すべてを失う」: a continuous effect `{type:'loseAbilities'}` on the chosen cards
 *   (10.9.1.2): they lose their printed abilities and every ability gained before it; abilities gained
 *   later are kept (the same timestamp reading as 5.31.2 / 5.31.2.1; the rules say nothing else about
 *   「失う」). Without a duration in the text it lasts while the card stays (a new object ends it, 4.1.4).
 * - 【箱詰め】 (5.31.1) is a state of a card: two continuous effects with the same duration, the loss
 *   (5.31.2: the abilities it has and those it had gained when it became crated; later ones are kept,
 *   5.31.2.1) and the flag `sve.crated`, which the start phase reads (5.31.3: no rules stand, 7.2.3; an
 *   effect may still stand it, 5.31.3.1 — `untap` ignores the flag).
 * - Durations 「次のそれのプレイヤーのターン終了時まで」 / 「このターンと次の相手のターン中」: until the end of that
 *   player's NEXT turn. 5.26.2 defines 「次の(プレイヤー)のターン」 as the turn that player next begins, so when
 *   it is that player's turn now, it is their following turn (not this one). Marker
 *   `sve.turnEnd:<player>:<n>` (n = that player's turns taken, 3.3.2, at that turn): expired by the
 *   turn-end op (turn/phases.ts) before 7.4.8's 「このターン」 effects end; computed when the effect resolves
 *   from the player's turn count + 1, so it is right whoever's turn it is (and with skipped turns).
 */
import { chooseTargets, addEffect, flagOf, type Ctx, type Duration, type EffectSpec, type Reader, type Selector } from '../../../../engine/src/index.js';
import { C } from '../constants.js';
import { counter } from '../state.js';

/** Flag modifier of the 【箱詰め】 state (5.31.1). */
export const CRATED = 'sve.crated';

/** Marker of the end of player `player`'s `n`-th turn (3.3.2 turns taken). */
export function turnEndMarker(player: number, n: number): string {
  return `sve.turnEnd:${player}:${n}`;
}

/** Duration 「次の(player)のターン終了時まで」: the end of that player's next turn (5.26.2 reading). */
export function untilEndOfNextTurnOf(r: Reader, player: number): Duration {
  return { until: turnEndMarker(player, counter(r.state, player, C.turns) + 1) };
}

/** Marker the turn-end op expires (turn/phases.ts): the end of the active player's current turn. */
export function currentTurnEndMarker(r: Reader): string {
  const p = r.state.turn.active;
  return turnEndMarker(p, counter(r.state, p, C.turns));
}

/** Whether a card is in the 【箱詰め】 state (5.31.1). */
export function isCrated(r: Reader, id: string): boolean {
  return flagOf(r, id, CRATED) === true;
}

function lose(ctx: Ctx, ids: readonly string[], duration: Duration, env: { source: string | null; sourceCardId: string | null; controller: number }, crate: boolean): void {
  const base = { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, player: null };
  if (crate) addEffect(ctx, { ...base, targets: [...ids], modifier: { type: 'flag', flag: CRATED, value: true }, duration }); // 5.31.1
  addEffect(ctx, { ...base, targets: [...ids], modifier: { type: 'loseAbilities' }, duration }); // 5.31.2
}

export const LOSS_EFFECTS: Record<string, EffectSpec> = {
  'sve.crate': {
    description: '「次のそれのプレイヤーのターン終了時まで、それを【箱詰め】状態にする」 (SVE 5.31): each card becomes crated (loses its abilities 5.31.2, no rules stand 5.31.3) until the end of the next turn of its master (5.26.2: when it is that player\'s turn now, their following turn).',
    params: { target: { $ref: '#/$defs/selector' } },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to crate');
      if (!ids) return;
      for (const id of ids) {
        const c = ctx.state.cards[id];
        if (c) lose(ctx, [id], untilEndOfNextTurnOf(ctx, c.controller), env, true);
      }
    },
  },
  'sve.loseAbilities': {
    description: '「このターンと次の相手のターン中、それは能力すべてを失う」 (SVE 10.9.1.2): the cards lose every ability they have and have gained until the end of the next turn of the opponent (of the ability\'s master; 5.26.2 reading). Shorter durations use the kernel effect `loseAbilities`.',
    params: { target: { $ref: '#/$defs/selector' }, through: { enum: ['opponentNextTurn'] } },
    required: ['target', 'through'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards that lose their abilities');
      if (!ids || ids.length === 0) return;
      lose(ctx, ids, untilEndOfNextTurnOf(ctx, 1 - env.controller), env, false);
    },
  },
};
