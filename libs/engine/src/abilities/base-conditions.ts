/** Shared conditions: counts of cards, amounts, player counters, whose turn, phase, and boolean combinators. */
import type { JsonObject } from '../json.js';
import type { ConditionSpec } from './vocabulary.js';
import type { ConditionNode, Selector } from './types.js';
import { candidates, compare, evalAmount, resolvePlayers } from './selectors.js';
import { testCondition } from './conditions.js';
import { isOpponent } from '../state.js';

const S = {
  selector: { $ref: '#/$defs/selector' },
  compare: { $ref: '#/$defs/compare' },
  condition: { $ref: '#/$defs/condition' },
  playerRef: { $ref: '#/$defs/playerRef' },
};

export const BASE_CONDITIONS: Record<string, ConditionSpec> = {
  count: {
    description: 'The number of cards a selector names compares true (e.g. "if you have 3 or more followers"). `onePlayer`: the cards of one player the selector\'s side names, the master naming which (R4U 13.5.5.2 / 13.5.5.3 with several opponents): true when the count of some single player\'s cards compares true.',
    params: { selector: S.selector, compare: S.compare, onePlayer: { type: 'boolean' } },
    required: ['selector', 'compare'],
    test: (r, c, env) => {
      const ids = candidates(r, c.selector as Selector, env);
      if (c.onePlayer !== true) return compare(ids.length, c.compare);
      const sel = c.selector as Selector;
      const players = r.state.players.filter((p) => !p.lost && (sel.side === 'opponent' ? isOpponent(r.state, env.controller, p.index) : sel.side === 'you' ? p.index === env.controller : true));
      return players.some((p) => compare(ids.filter((id) => r.state.cards[id]!.controller === p.index).length, c.compare));
    },
  },
  amount: {
    description: 'An amount compares true (e.g. "if the total attack of your followers is 10 or more": {stat, of}).',
    params: { amount: { $ref: '#/$defs/amount' }, compare: S.compare },
    required: ['amount', 'compare'],
    test: (r, c, env) => compare(evalAmount(r, c.amount, env), c.compare),
  },
  counter: {
    description: "A player's counter (life, PP...) compares true.",
    params: { player: S.playerRef, counter: { type: 'string', minLength: 1 }, compare: S.compare },
    required: ['counter', 'compare'],
    test: (r, c, env) => {
      const p = resolvePlayers(r.state, c.player, env)[0];
      return p !== undefined && compare(r.state.players[p]!.counters[String(c.counter)] ?? 0, c.compare);
    },
  },
  turn: {
    description: "It is your turn ('yours') or an opponent's turn ('opponents').",
    params: { whose: { enum: ['yours', 'opponents'] } },
    required: ['whose'],
    test: (r, c, env) => (c.whose === 'yours') === (r.state.turn.active === env.controller),
  },
  phase: {
    description: 'The current phase (and optionally step) has this name.',
    params: { phase: { type: 'string', minLength: 1 }, step: { type: 'string' } },
    required: ['phase'],
    test: (r, c) => r.state.turn.phase === c.phase && (c.step === undefined || r.state.turn.step === c.step),
  },
  selfIn: {
    description: "The ability's source card is currently in a zone with this name.",
    params: { zone: { type: 'string', minLength: 1 } },
    required: ['zone'],
    test: (r, c, env) => {
      const card = env.source ? r.state.cards[env.source] : undefined;
      return card !== undefined && r.state.zones[card.zone]?.name === c.zone;
    },
  },
  and: {
    description: 'All of the conditions hold.',
    params: { all: { type: 'array', items: S.condition, minItems: 1 } },
    required: ['all'],
    test: (r, c, env) => (c.all as JsonObject[]).every((x) => testCondition(r, x as ConditionNode, env)),
  },
  or: {
    description: 'At least one of the conditions holds.',
    params: { any: { type: 'array', items: S.condition, minItems: 1 } },
    required: ['any'],
    test: (r, c, env) => (c.any as JsonObject[]).some((x) => testCondition(r, x as ConditionNode, env)),
  },
  not: {
    description: 'The condition does not hold.',
    params: { condition: S.condition },
    required: ['condition'],
    test: (r, c, env) => !testCondition(r, c.condition as ConditionNode, env),
  },
};
