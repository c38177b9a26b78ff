/**
 * Playing a card by an effect: 「(…を選ぶ。)それのコストをNにしてプレイする」 (effect `sve.playIt`).
 *
 * The card is played with the ordinary play procedure (SVE 10.6.2, op `playCard` in actions/play.ts)
 * from wherever it is (a cemetery, the opponent's cemetery, the EX area…), by the effect's master, at
 * once, inside the resolving ability:
 *  - 10.6.2.1: it moves to the resolution zone (and is played by the effect's master even when another
 *    player owns it: a follower / amulet then goes to that master's field, 10.6.2.8.1; what is left
 *    goes to its owner's cemetery, 10.6.2.8.3);
 *  - 10.6.2.5.1.3 / 10.10.2.4: its cost is the value the effect sets, before the effects raising or
 *    lowering play costs (`costDelta`); the PP are paid (a cost of 0 pays nothing);
 *  - 10.6.2.7: the "played" event (Combo 13.2.1.3, 「プレイしたとき」 triggers, Spellchain);
 *  - 10.6.2.8: a spell's text runs now, a follower / amulet enters the field (its Fanfare waits for
 *    the next check timing like any trigger).
 * If it cannot be played legally — not a follower / amulet / spell, a prohibition (1.3.3), too few PP
 * (10.6.2.5.4), a full field (10.6.2.6), a spell whose mandatory targets do not exist (10.6.2.3.3) — the
 * play is not made and the card stays where it is (10.6.2.1.2: it cannot be designated).
 */
import type { AbilityEnv, Ctx, EffectNode, EffectSpec, Frame, Selector } from '../../../../engine/src/index.js';
import { chooseTargets, push } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { exLimit, zk } from '../state.js';

export const PLAY_IT = 'sve.playIt';

export const PLAY_EFFECTS: Record<string, EffectSpec> = {
  [PLAY_IT]: {
    description: '「それのコストをNにしてプレイする」 (SVE 10.6.2 by an effect): the effect\'s master plays the card from where it is, its cost set to `cost` (10.6.2.5.1.3; play-cost changes apply after it, 10.10.2.4); a card that cannot be played legally stays where it is (10.6.2.1.2).',
    params: { target: { $ref: '#/$defs/selector' }, cost: { type: 'integer', minimum: 0 } },
    required: ['target', 'cost'],
    run: (ctx: Ctx, e: EffectNode, env: AbilityEnv, f: Frame) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose the card to play');
      if (!ids) return;
      // one card per instruction in every printed text; several would be played in order. The op
      // `playCard` (actions/play.ts) checks legality first when `byEffect` is set (canPlayByEffect).
      const frames: Frame[] = ids.filter((id) => ctx.state.cards[id] !== undefined)
        .map((id) => ({ op: 'playCard', card: id, player: env.controller, costSet: e.cost as number, byEffect: true }));
      if (frames.length > 0) push(ctx, ...frames);
    },
  },
};

/**
 * 「(effect)。これを(自分の)EXエリアが上限になるまでくり返す」 (effect `sve.repeat`, until `exFull`): runs
 * `effect` again while the master's EX area is below its limit (4.8.3) and the last run changed something
 * (the deck still had a card): e.g. 「自分のデッキの上1枚をEXエリアに置く」 repeated fills the EX area.
 */
export const REPEAT = 'sve.repeat';

export const REPEAT_EFFECTS: Record<string, EffectSpec> = {
  [REPEAT]: {
    description: '「これを…が上限になるまでくり返す」: run `effect`, then again while `until` does not hold (`exFull`: the master\'s EX area is at its limit, 4.8.3) and the previous run moved a card.',
    params: { effect: { $ref: '#/$defs/effect' }, until: { enum: ['exFull'] }, last: { type: 'integer' } },
    required: ['effect', 'until'],
    run: (ctx: Ctx, e: EffectNode, env: AbilityEnv) => {
      const s = ctx.state;
      const p = env.controller;
      const ex = s.zones[zk(Z.ex, p)]!.cards.length;
      if (ex >= exLimit(s, p)) return;
      const marker = s.zones[zk(Z.deck, p)]!.cards.length;
      if (typeof e.last === 'number' && e.last === marker) return; // no progress: the deck is empty
      push(ctx, { op: '$effect', effect: e.effect as EffectNode, env: env as never }, { op: '$effect', effect: { ...e, last: marker } as EffectNode, env: env as never });
    },
  },
};
