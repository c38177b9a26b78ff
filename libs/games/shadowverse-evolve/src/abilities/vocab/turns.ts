/**
 * Extra turns (SVE 5.28) and skipped turns (5.26).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { resolvePlayers, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { addExtraTurn, addSkip } from '../../rules/notations-5.js';

export const TURNS_VOCAB: VocabularyExtension = {
  effects: {
    'sve.extraTurn': {
      description: '「このターンのあと、(player)の追加ターンを行う」 (SVE 5.28.1): the player takes one extra turn before the turn that would come next; several: the last applied first (5.28.1.1). Turn order: rules/notations-5.ts nextTurnPlayer.',
      params: { player: { $ref: '#/$defs/playerRef' } },
      run: (ctx, e, env) => {
        for (const p of resolvePlayers(ctx.state, e.player ?? 'you', env)) addExtraTurn(ctx, p);
      },
    },
  },
  costs: {
    'sve.skipNextTurn': {
      description: '「次の自分のターンをスキップする」 as a cost (SVE 5.26.2): always payable; your next turn is skipped (5.26.1).',
      params: {},
      canPay: () => true,
      pay: (ctx, _c, env) => {
        addSkip(ctx, env.controller);
        return true;
      },
    },
  },
};
