/**
 * How cards are played: play options (10.6.2.2), additional costs (10.6.2.5.1.4), play restrictions (1.3.3), playing from the banish zone, the next card played (rules/next-play-cost.ts), the names played this turn.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { type GameState, reveal, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { NEXT_PLAY_COST_EFFECTS } from '../../rules/next-play-cost.js';

/** Play restrictions (SVE 1.3.3), read by actions/additional-cost.ts playRestricted. */
export const PLAY_RESTRICTION = 'sve.playRestriction';
/** Data of a mandatory additional play cost (SVE 10.6.2.5.1.4), read by actions/play-variants.ts. */
export const ADDITIONAL_COST = 'sve.additionalCost';
/** Condition: 「これの追加コストを払っていたなら」 — this card's optional additional cost was paid (flag `additionalPaid`, additional-cost.ts). */
export const ADDITIONAL_PAID = 'sve.additionalPaid';

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

/** Card flag: the zone a card on the resolution zone / field was played from (actions/play.ts, carried to the field by rules/moves.ts moveCarrying; SVE 5.5.3). */
export const PLAYED_FROM = 'playedFrom';

export const PLAY_VOCAB: VocabularyExtension = {
  effects: {
    'sve.playOption': {
      description: 'Data of 「これをプレイする際、コストを+Nしてよい」 (optional additional cost, SVE 10.6.2.2.2) or 「これをプレイする際、(group)1体を墓場に置く：コストを-Nする」 (10.4.7.2) (kind replacement, replaces sve.playOption): a play variant changing the PP paid by `amount`; `sacrifice`: the own field card put into the cemetery as its cost; `banish` + `setCost`: 「墓場の(group)N枚を消滅：コストをMにする」 (grammar/play-rules.ts: the N chosen cards of your cemetery are banished as the cost and the cost becomes M); `discard`: 「手札(の(group))N枚を捨てる：コストを-Mする」 (the N chosen other cards of your hand are discarded as the cost); `tap`: 「場の(group)N体を[アクト]：コストを-Mする」 (N chosen standing cards of your field are engaged as the cost). Read by actions/play-variants.ts, never run.',
      params: { amount: { type: 'integer' }, sacrifice: { $ref: '#/$defs/selector' }, setCost: { type: 'integer', minimum: 0 }, banish: { $ref: '#/$defs/selector' }, discard: { $ref: '#/$defs/selector' }, tap: { $ref: '#/$defs/selector' } },
      required: ['amount'],
      run: () => undefined,
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
    ...NEXT_PLAY_COST_EFFECTS, // 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1)
  },
  conditions: {
    'sve.playOptionPaid': {
      description: '「コストを+Nしたなら」: this card was played with its play option taken (SVE 10.6.2.2.2; actions/play-variants.ts marks it).',
      params: {},
      test: (r, _c, env) => env.source !== null && r.state.cards[env.source]?.flags.playOption === true,
    },
    'sve.additionalPaid': {
      description: '「これの追加コストを払っていたなら」 (SVE 10.6.2.5.1.4): this card was played with its optional additional cost paid (flag `additionalPaid`, set by actions/additional-cost.ts when paying).',
      params: {},
      test: (r, _c, env) => env.source !== null && r.state.cards[env.source]?.flags.additionalPaid === true,
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
  },
};
