/**
 * SVE vocabulary entries for the token templates of group 2 (templates-tokens-2.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import { answerOf, ask, candidates, getVar, setVar, type ConditionSpec, type EffectSpec, type Json, type JsonObject, type KeywordSpec, type Selector, type TriggerSpec } from '../../../../engine/src/index.js';
import type { GameState } from '../../../../engine/src/index.js';
import { isCrated } from '../rules/ability-loss.js';

/** Player flag: the turn number in which 「自分は自分の消滅領域のカードをプレイできる」 applies (SVE 7.4.8: this turn only). */
export const PLAY_FROM_BANISHED_TURN = 'playFromBanishedTurn';

/** Whether `player` may play cards of their banish zone now (BP18-T03 this turn; actions/play-variants.ts). */
export function mayPlayFromBanished(state: GameState, player: number): boolean {
  return state.players[player]?.flags[PLAY_FROM_BANISHED_TURN] === state.turn.number;
}

/** Records a card name played by `player` this turn (SVE 10.6.2.7; 「このターン、自分が他の『X』をプレイしていたなら」). Called by actions/play.ts. */
export function notePlayedName(state: GameState, player: number, cardId: string): void {
  const p = state.players[player]!;
  const name = state.catalog[cardId]?.name;
  if (!name) return;
  const names = p.flags.playedNamesTurn === state.turn.number && Array.isArray(p.flags.playedNames) ? (p.flags.playedNames as string[]) : [];
  p.flags.playedNames = names.includes(name) ? names : [...names, name];
  p.flags.playedNamesTurn = state.turn.number;
}

export const TOKENS2_KEYWORDS: Record<string, KeywordSpec> = {
  'sve.alsoNamed': {
    valued: true,
    description: '「これは場にいる限り、『X』でもある」 (SVE 2.1.2): on the field the card also has the name X (value); the kernel\'s matchesFilter reads `<game>.alsoNamed` for name filters.',
  },
};

export const TOKENS2_CONDITIONS: Record<string, ConditionSpec> = {
  'sve.additionalPaid': {
    description: '「これの追加コストを払っていたなら」 (SVE 10.6.2.5.1.4): this card was played with its optional additional cost paid (flag `additionalPaid`, set by actions/additional-cost.ts when paying).',
    params: {},
    test: (r, _c, env) => env.source !== null && r.state.cards[env.source]?.flags.additionalPaid === true,
  },
  'sve.distinctCosts': {
    description: '「自分の(墓場|EXエリア)にあるカードの元のコストの種類数がN種類以上なら」: how many different original costs (SVE 5.24: the printed cost) the cards of that zone of yours have, compared.',
    params: { zone: { type: 'string', minLength: 1 }, compare: { type: 'object' } },
    required: ['zone', 'compare'],
    test: (r, c, env) => {
      const ids = candidates(r, { zone: c.zone as string, side: 'you' }, env, env.controller);
      const costs = new Set(ids.map((id) => r.state.catalog[r.state.cards[id]!.cardId]?.cost).filter((x) => typeof x === 'number'));
      const cmp = c.compare as { gte?: number; lte?: number };
      return (cmp.gte === undefined || costs.size >= cmp.gte) && (cmp.lte === undefined || costs.size <= cmp.lte);
    },
  },
  'sve.playedNameThisTurn': {
    description: '「このターン、自分が(他の)『X』をプレイしていたなら」: you played a card named X earlier this turn (the card being played is not yet counted: 「他の」).',
    params: { name: { type: 'string', minLength: 1 } },
    required: ['name'],
    test: (r, c, env) => {
      const p = r.state.players[env.controller]!;
      return p.flags.playedNamesTurn === r.state.turn.number && Array.isArray(p.flags.playedNames) && (p.flags.playedNames as string[]).includes(c.name as string);
    },
  },
};

export const TOKENS2_TRIGGERS: Record<string, TriggerSpec> = {
  'sve.healthDecreased': {
    description: '「(side)のリーダーの体力が減少したとき」: a leader\'s health went down (damage, a cost — rules/damage.ts event sve.healthDecreased — or 「体力をNにする」 to a lower value). Default side: yours.',
    params: { side: { enum: ['you', 'opponent', 'any'] } },
    match: (_r, e, self, p) => {
      const lower = e.type === 'sve.healthDecreased' || (e.type === 'sve.healthSet' && typeof e.from === 'number' && typeof e.to === 'number' && e.to < e.from);
      if (!lower || typeof e.player !== 'number') return false;
      const side = (p.side as string | undefined) ?? 'you';
      return side === 'any' || (side === 'you') === (e.player === self.controller);
    },
  },
};

export const TOKENS2_EFFECTS: Record<string, EffectSpec> = {
  'sve.cratedOf': {
    description: 'Binds the cards of `target` that are in the 【箱詰め】 state now (SVE 5.31.1: the flag sve.crated, rules/ability-loss.ts), for 「…の【箱詰め】状態のフォロワーN体(まで)選ぶ」.',
    params: { target: { $ref: '#/$defs/selector' }, bind: { type: 'string', minLength: 1 } },
    required: ['target', 'bind'],
    run: (ctx, e, env) => {
      setVar(ctx.state, env, e.bind as string, candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller).filter((id) => isCrated(ctx, id)));
    },
  },
  'sve.chooseDistinct': {
    description: '「(group)をカード名が異なるようにN枚まで選ぶ」 (SVE 10.6.2.3, 2.1.2): choose up to `count` of the selected cards, one at a time, each with a name different from those already chosen, and bind them.',
    params: { target: { $ref: '#/$defs/selector' }, count: { type: 'integer', minimum: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['target', 'count', 'bind'],
    run: (ctx, e, env, f) => {
      const picked = Array.isArray(f.picked) ? [...(f.picked as string[])] : [];
      const a = answerOf<{ cards: string[] }>(f);
      const finished = a !== null && a.cards.length === 0;
      if (a && a.cards[0] && ctx.state.cards[a.cards[0]]) picked.push(a.cards[0]);
      const nameOf = (id: string) => ctx.state.catalog[ctx.state.cards[id]!.cardId]?.name;
      const names = new Set(picked.map(nameOf));
      const open = candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller).filter((id) => !picked.includes(id) && !names.has(nameOf(id)));
      if (!finished && picked.length < (e.count as number) && open.length > 0) {
        ask(ctx, { ...f, picked, answer: null }, {
          player: env.controller, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: `Choose a card with a different name (${picked.length}/${e.count as number}), or stop`,
          candidates: open, min: 0, max: 1, autoSingle: false, data: { source: env.source },
        });
        return;
      }
      setVar(ctx.state, env, e.bind as string, picked);
    },
  },
  'sve.union': {
    description: 'Bind the cards of several variables together (「AとBを選ぶ。それを…」: 「それ」 = both chosen groups), with their last known masters (10.11.1).',
    params: { vars: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['vars', 'bind'],
    run: (ctx, e, env) => {
      const ids: string[] = [];
      const masters: Json[] = [];
      for (const v of e.vars as string[]) {
        const got = getVar(ctx.state, env, v);
        const ms = getVar(ctx.state, env, `${v}:masters`);
        if (Array.isArray(got)) got.forEach((id, i) => { ids.push(id as string); masters.push(Array.isArray(ms) ? ms[i] ?? null : null); });
      }
      setVar(ctx.state, env, e.bind as string, ids);
      setVar(ctx.state, env, `${e.bind as string}:masters`, masters);
    },
  },
  'sve.playFromBanished': {
    description: '「このターン、自分は自分の消滅領域のカードをプレイできる」: until the end of this turn (7.4.8) you may play the cards of your banish zone like those of your hand (8.2.1, 10.6.2; actions/play-variants.ts).',
    params: {},
    run: (ctx, _e, env) => {
      ctx.state.players[env.controller]!.flags[PLAY_FROM_BANISHED_TURN] = ctx.state.turn.number;
    },
  },
  'sve.playRestriction': {
    description: 'Data of 「これは(条件)なら、プレイできない」 (SVE 1.3.3, kind replacement, replaces sve.playRestriction): the card cannot be played while `condition` holds (tested for the player who would play it). Read by actions/additional-cost.ts playRestricted, never run.',
    params: { condition: { $ref: '#/$defs/condition' } },
    required: ['condition'],
    run: () => undefined,
  },
  'sve.additionalCost': {
    description: 'Data of 「これをプレイする際、追加コストとして(process)」 (SVE 10.6.2.5.1.4, kind replacement, replaces sve.additionalCost): a mandatory additional cost (`optional`: 「…てよい」, the play without it is offered too) — `sacrifice`: own field cards put into the cemetery, `engage`: own standing field cards engaged, `banish`: own EX-area cards banished, `discard`: hand cards discarded, `reveal`: hand cards revealed (`bottom`: then put on the deck\'s bottom), `flip`: face-down evolve followers turned face up (each selector with its count). Read by actions/play-variants.ts (no play without it), never run.',
    params: { sacrifice: { type: 'array', items: { $ref: '#/$defs/selector' } }, engage: { type: 'array', items: { $ref: '#/$defs/selector' } }, banish: { type: 'array', items: { $ref: '#/$defs/selector' } }, discard: { type: 'array', items: { $ref: '#/$defs/selector' } }, reveal: { type: 'array', items: { $ref: '#/$defs/selector' } }, bottom: { type: 'boolean' }, flip: { type: 'array', items: { $ref: '#/$defs/selector' } }, optional: { type: 'boolean' } },
    run: () => undefined,
  },
};

export type { JsonObject };
