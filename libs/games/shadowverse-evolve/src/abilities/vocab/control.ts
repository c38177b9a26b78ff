/**
 * Control and kind: giving (SVE 5.22.2), stealing (5.22.1), piloting (5.32) and gained traits (2.4).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { chooseTargets, type Duration, type Frame, push, type Selector, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { gainTrait, pilot } from '../../rules/kind-change.js';
import { stealCards } from '../../rules/notations-5.js';
import { zoneNameOf } from '../../state.js';

export const GIVE_EACH = 'sve.giveEach';

export const GIVE = 'sve.give';

/** Scope variable of the card player `p` designated for 「…を指定し、…渡す」. */
const giveVar = (p: number): string => `sve.give.${p}`;

export const CONTROL_VOCAB: VocabularyExtension = {
  effects: {
    'sve.pilot': {
      description: '「これを操縦する」 (SVE 5.32.1): the amulet becomes a follower with its printed attack and health for the turn (rules/kind-change.ts); without printed attack or health nothing happens (5.32.1.1).',
      params: { target: { $ref: '#/$defs/selector' } },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Pilot');
        for (const id of ids ?? []) pilot(ctx, id, env.source);
      },
    },
    'sve.gainTrait': {
      description: '「それは…(trait)・タイプを持つ」 (SVE 2.4): the cards have the trait too for the duration (kernel flag trait:<name>, read by card filters).',
      params: { target: { $ref: '#/$defs/selector' }, trait: { type: 'string', minLength: 1 }, duration: { $ref: '#/$defs/duration' } },
      required: ['target', 'trait', 'duration'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Gain a trait');
        for (const id of ids ?? []) gainTrait(ctx, id, e.trait as string, e.duration as Duration, env.source, env.controller);
      },
    },
    'sve.steal': {
      description: '「(それ)を奪う」 (SVE 5.22.1): the cards (on an opponent\'s field) move onto the master\'s field as the same cards (5.22.4: state and effects kept), master changed, owner not (5.22.3); `bind`: the moved cards.',
      params: { target: { $ref: '#/$defs/selector' }, bind: { type: 'string', minLength: 1 } },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to take');
        if (!ids) return;
        const moved = stealCards(ctx, ids.filter((id) => zoneNameOf(ctx.state, id) === Z.field), env.controller, env.controller);
        if (typeof e.bind === 'string') setVar(ctx.state, env, e.bind, moved);
      },
    },
    [GIVE_EACH]: {
      description: '「各プレイヤーは、自身の場のフォロワー1体を指定し、ターンプレイヤーから順にそれを自身以外のプレイヤーに渡す」 (SVE 5.22.2): each player, the turn player first, designates one card of their own field matching `filter` (none: nothing); then, the turn player first, each gives the designated card to the other player (moved onto that field when it is not at its limit, 4.4.4.2; the same card, master changed, 5.22.3 / 5.22.4).',
      params: { filter: { $ref: '#/$defs/cardFilter' } },
      run: (ctx, e, env) => {
        const tp = ctx.state.turn.active;
        const order = [tp, ...ctx.state.players.map((p) => p.index).filter((p) => p !== tp)];
        const target = (p: number) => ({ zone: Z.field, side: 'you', count: 1, ...(e.filter ? { filter: e.filter } : {}) });
        const frames: Frame[] = order.map((p) => ({ op: '$effect', effect: { type: 'sve.choose', target: target(p), bind: giveVar(p), optional: true }, env: { ...env, controller: p } }));
        frames.push(...order.map((p) => ({ op: '$effect', effect: { type: GIVE, target: { ref: 'var', var: giveVar(p) } }, env: { ...env, controller: p } })));
        push(ctx, ...frames);
      },
    },
    [GIVE]: {
      description: '「(それ)を(相手に)渡す」 (SVE 5.22.2): the cards of the master\'s own field move onto the other player\'s field as the same cards (5.22.4), master changed, owner not (5.22.3); a full field takes nothing (4.4.4.2).',
      params: { target: { $ref: '#/$defs/selector' } },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to give');
        if (!ids) return;
        const mine = ids.filter((id) => zoneNameOf(ctx.state, id) === Z.field && ctx.state.cards[id]?.controller === env.controller);
        const to = ctx.state.players.map((p) => p.index).find((p) => p !== env.controller);
        if (to === undefined) return;
        stealCards(ctx, mine, to, env.controller);
      },
    },
  },
};
