/**
 * SVE vocabulary entries of the section-5 notation templates (templates-notations.ts; rules in
 * rules/notations-5.ts), merged into SVE_VOCABULARY (vocabulary.ts).
 */
import { answerOf, ask, chooseTargets, push, resolvePlayers, setVar, type ConditionSpec, type CostSpec, type EffectSpec, type JsonObject, type KeywordSpec, type Selector } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';
import { highestAttack } from '../rules/notations-5.js';
import { addExtraTurn, addSkip, DICE_DECLARED_VAR, diceMatches, noteLastKnown, REROLL, rerollStep, rollForAbility, stealCards } from '../rules/notations-5.js';

export const NOTATION_KEYWORDS: Record<string, KeywordSpec> = {
  [REROLL]: { description: '「これが場にいる限り、自分はサイコロを1回ふりなおしてよい」 (SVE 5.20.2): each time its master rolls a die, they may roll it again once (the new value replaces the old one).' },
};

export const NOTATION_EFFECTS: Record<string, EffectSpec> = {
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
  'sve.extraTurn': {
    description: '「このターンのあと、(player)の追加ターンを行う」 (SVE 5.28.1): the player takes one extra turn before the turn that would come next; several: the last applied first (5.28.1.1). Turn order: rules/notations-5.ts nextTurnPlayer.',
    params: { player: { $ref: '#/$defs/playerRef' } },
    run: (ctx, e, env) => {
      for (const p of resolvePlayers(ctx.state, e.player ?? 'you', env)) addExtraTurn(ctx, p);
    },
  },
  'sve.putMaxAttack': {
    description: '「(player)すべては、攻撃力最大の自身の場のフォロワー1体を墓場に置く」: each such player chooses one of the followers of their own field with the highest attack (ties: their choice) and puts it into the cemetery (leave replacements apply, 10.10).',
    params: { player: { $ref: '#/$defs/playerRef' } },
    run: (ctx, e, env, f) => {
      const players = resolvePlayers(ctx.state, e.player ?? 'opponent', env);
      const done = Array.isArray(f.done) ? (f.done as number[]) : [];
      const p = players.find((x) => !done.includes(x));
      if (p === undefined) return;
      const a = answerOf<{ cards: string[] }>(f);
      const top = highestAttack(ctx, p);
      let chosen: string[] = [];
      if (a) chosen = a.cards.filter((id) => top.includes(id));
      else if (top.length === 1) chosen = top;
      else if (top.length > 1) {
        ask(ctx, f, { player: p, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: 'Choose your follower with the highest attack to put into the cemetery', candidates: top, min: 1, max: 1 });
        return;
      }
      // the next player (the frame runs again without an answer)
      push(ctx, { op: '$effect', effect: e, env, done: [...done, p] });
      if (chosen.length > 0) push(ctx, { op: 'put', cards: chosen, to: Z.cemetery, player: null, reason: 'effect', by: env.controller, position: null, face: null, tapped: null, bind: null });
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
};

export const NOTATION_COSTS: Record<string, CostSpec> = {
  'sve.skipNextTurn': {
    description: '「次の自分のターンをスキップする」 as a cost (SVE 5.26.2): always payable; your next turn is skipped (5.26.1).',
    params: {},
    canPay: () => true,
    pay: (ctx, _c, env) => {
      addSkip(ctx, env.controller);
      return true;
    },
  },
  'sve.lastKnown': {
    description: 'Notes this card\'s attack / health / cost (sve.lastKnown.<stat>) just before a later cost moves it off the field, so 「これの攻撃力」 reads its last known information (SVE 10.11.1). Always payable; pays nothing.',
    params: {},
    canPay: () => true,
    pay: (ctx, _c, env) => {
      noteLastKnown(ctx, env);
      return true;
    },
  },
};

export const NOTATION_CONDITIONS: Record<string, ConditionSpec> = {
  'sve.dice': {
    description: '「Nなら」 / 「NからMなら」 / 「NかMなら」 after 「サイコロをふる」 (SVE 5.20.1): the die of this ability shows one of `values`; `declared`: 「指定した数なら」 (the number named before the roll).',
    params: { values: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 6 } }, declared: { type: 'boolean' } },
    test: (r, c, env) => diceMatches(r, c as unknown as JsonObject, env),
  },
};
