/**
 * Dice (SVE 5.20), repeating (「下記をN回くり返す」) and 「各プレイヤーは…」.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { answerOf, ask, type JsonObject, push, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { DICE_DECLARED_VAR, diceMatches, REROLL, rerollStep, rollForAbility } from '../../rules/notations-5.js';

export const DICE_VOCAB: VocabularyExtension = {
  keywords: {
    [REROLL]: { description: '「これが場にいる限り、自分はサイコロを1回ふりなおしてよい」 (SVE 5.20.2): each time its master rolls a die, they may roll it again once (the new value replaces the old one).' },
  },
  effects: {
    'sve.dice': {
      description: '「サイコロをふる」 (SVE 5.20.1): the ability\'s master rolls one six-sided die (state PRNG) into the scope variable sve.dice; `declare`: 「1から6の中から、好きな数1つを指定して」 — the master first names a number (sve.diceDeclared). Rerolls 5.20.2 (keyword sve.reroll) are offered after the roll.',
      params: { declare: { type: 'boolean' } },
      run: (ctx, e, env, f) => {
        if (e.declare === true) {
          const a = answerOf<{ option: string }>(f);
          if (!a) {
            ask(ctx, f, { player: env.controller, kind: 'chooseOption', rule: 'SVE 5.20.1', prompt: 'Name a number from 1 to 6', options: ['1', '2', '3', '4', '5', '6'] });
            return;
          }
          setVar(ctx.state, env, DICE_DECLARED_VAR, Number(a.option));
        }
        rollForAbility(ctx, env);
      },
    },
    'sve.diceReroll': {
      description: 'Internal step of sve.dice: one offer to reroll (SVE 5.20.2); `left`: rerolls still available.',
      params: { left: { type: 'integer', minimum: 1 } },
      required: ['left'],
      run: (ctx, e, env, f) => rerollStep(ctx, e.left as number, env, f),
    },
    'sve.repeatTimes': {
      description: '「下記をN回くり返す」: runs `effect` `times` times in a row (each run sees the state the previous one left).',
      params: { times: { type: 'integer', minimum: 1 }, effect: { $ref: '#/$defs/effect' } },
      required: ['times', 'effect'],
      run: (ctx, e, env) => {
        push(ctx, ...Array.from({ length: e.times as number }, () => ({ op: '$effect', effect: e.effect as JsonObject, env })));
      },
    },
    'sve.eachPlayer': {
      description: '「各プレイヤーは…。…そのプレイヤーは…」: runs `effect` once for each player, the turn player first, with that player as 「自分」 (the roller of 「各プレイヤーはサイコロをふる」, SVE 5.20.1).',
      params: { effect: { $ref: '#/$defs/effect' } },
      required: ['effect'],
      run: (ctx, e, env) => {
        const tp = ctx.state.turn.active;
        const order = [tp, ...ctx.state.players.map((p) => p.index).filter((p) => p !== tp)];
        push(ctx, ...order.map((p) => ({ op: '$effect', effect: e.effect as JsonObject, env: { ...env, controller: p } })));
      },
    },
  },
  conditions: {
    'sve.dice': {
      description: '「Nなら」 / 「NからMなら」 / 「NかMなら」 after 「サイコロをふる」 (SVE 5.20.1): the die of this ability shows one of `values`; `declared`: 「指定した数なら」 (the number named before the roll).',
      params: { values: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 6 } }, declared: { type: 'boolean' } },
      test: (r, c, env) => diceMatches(r, c as unknown as JsonObject, env),
    },
  },
};
