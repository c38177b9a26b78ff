/**
 * Shared trigger conditions. Events they read (emitted by the kernel or by a game's rules):
 *   moved {card, prev, cardId, from, to, controller, prevController, reason}   (kernel)
 *   drew {player, card}                                                         (kernel)
 *   damage {card | player, amount, source}                                      (kernel)
 *   turnStart / turnEnd {player, number}, phase {phase, step, player}           (kernel turn helpers)
 *   played {card, player}   attack {attacker, target, player}                   (games emit these)
 * `side` is relative to the watcher's controller ('you' | 'opponent' | 'any');
 * `who` says whose event it is: the watcher itself ('self'), another card ('other') or any ('any').
 */
import type { JsonObject } from '../json.js';
import type { TriggerSpec, Reader } from './vocabulary.js';
import type { Watcher } from '../triggers.js';
import type { CardFilter } from './types.js';
import { matchesFacts, matchesFilter } from './selectors.js';

const WHO = { enum: ['self', 'other', 'any'] };
const SIDE = { enum: ['you', 'opponent', 'any'] };
const FILTER = { $ref: '#/$defs/cardFilter' };

function sideOk(side: unknown, subject: unknown, self: Watcher, dflt: string): boolean {
  const s = typeof side === 'string' ? side : dflt;
  if (s === 'any') return true;
  if (typeof subject !== 'number') return false;
  return s === 'you' ? subject === self.controller : subject !== self.controller;
}

function whoOk(who: unknown, subject: unknown, self: Watcher, dflt: string): boolean {
  const w = typeof who === 'string' ? who : dflt;
  if (w === 'any') return true;
  return w === 'self' ? subject === self.id : subject !== self.id;
}

function zoneName(r: Reader, key: unknown): string | null {
  return typeof key === 'string' ? r.state.zones[key]?.name ?? null : null;
}

function zoneHasAbilities(r: Reader, key: unknown): boolean {
  return typeof key === 'string' && r.state.zones[key]?.abilities === true;
}

function filterNow(r: Reader, id: unknown, cardId: unknown, filter: unknown): boolean {
  if (!filter) return true;
  if (typeof id === 'string' && r.state.cards[id]) return matchesFilter(r, id, filter as CardFilter);
  return typeof cardId === 'string' && matchesFacts(r, cardId, filter as CardFilter);
}

const leaveParams = {
  zone: { type: 'string' },
  to: { type: 'string' },
  reason: { type: 'string' },
  who: WHO,
  side: SIDE,
  filter: FILTER,
};

function leaves(r: Reader, e: JsonObject, self: Watcher, p: JsonObject, reason: string | null): boolean {
  if (e.type !== 'moved' || e.prev === null) return false;
  if (typeof p.zone === 'string' ? zoneName(r, e.from) !== p.zone : !zoneHasAbilities(r, e.from)) return false;
  if (typeof p.to === 'string' && zoneName(r, e.to) !== p.to) return false;
  const wantReason = reason ?? (typeof p.reason === 'string' ? p.reason : null);
  if (wantReason !== null && e.reason !== wantReason) return false;
  return whoOk(p.who, e.prev, self, 'self') && sideOk(p.side, e.prevController, self, 'any') && filterNow(r, null, e.cardId, p.filter);
}

export const BASE_TRIGGERS: Record<string, TriggerSpec> = {
  onPlay: {
    description: 'When a card is played (the game emits `played`). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: (r, e, self, p) =>
      e.type === 'played' && whoOk(p.who, e.card, self, 'self') && sideOk(p.side, e.player, self, 'any') && filterNow(r, e.card, e.cardId, p.filter),
  },
  onEnter: {
    description: 'When a card enters a zone (default: any zone where abilities function). Default: this card.',
    params: { zone: { type: 'string' }, from: { type: 'string' }, who: WHO, side: SIDE, filter: FILTER },
    match: (r, e, self, p) => {
      if (e.type !== 'moved') return false;
      if (typeof p.zone === 'string' ? zoneName(r, e.to) !== p.zone : !zoneHasAbilities(r, e.to)) return false;
      if (typeof p.from === 'string' && zoneName(r, e.from) !== p.from) return false;
      return whoOk(p.who, e.card, self, 'self') && sideOk(p.side, e.controller, self, 'any') && filterNow(r, e.card, e.cardId, p.filter);
    },
  },
  onLeave: {
    description: 'When a card leaves a zone (default: a zone where abilities function), seen with last known information. Default: this card.',
    params: leaveParams,
    match: (r, e, self, p) => leaves(r, e, self, p, null),
  },
  onDestroyed: {
    description: 'When a card is destroyed (moved with reason `destroy`). Default: this card.',
    params: leaveParams,
    match: (r, e, self, p) => leaves(r, e, self, p, 'destroy'),
  },
  onAttack: {
    description: 'When a card attacks (the game emits `attack`). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: (r, e, self, p) =>
      e.type === 'attack' && whoOk(p.who, e.attacker, self, 'self') && sideOk(p.side, e.player, self, 'any') && filterNow(r, e.attacker, null, p.filter),
  },
  onDamaged: {
    description: 'When a card is dealt damage (1 or more). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: (r, e, self, p) =>
      e.type === 'damage' && typeof e.card === 'string' && whoOk(p.who, e.card, self, 'self') &&
      sideOk(p.side, r.state.cards[e.card]?.controller, self, 'any') && filterNow(r, e.card, null, p.filter),
  },
  onPlayerDamaged: {
    description: 'When a player is dealt damage. Default side: you.',
    params: { side: SIDE },
    match: (_r, e, self, p) => e.type === 'damage' && typeof e.player === 'number' && sideOk(p.side, e.player, self, 'you'),
  },
  onDraw: {
    description: 'When a player draws a card. Default side: you.',
    params: { side: SIDE },
    match: (_r, e, self, p) => e.type === 'drew' && sideOk(p.side, e.player, self, 'you'),
  },
  startOfTurn: {
    description: 'At the start of a turn. Default side: your turn.',
    params: { side: SIDE },
    match: (_r, e, self, p) => e.type === 'turnStart' && sideOk(p.side, e.player, self, 'you'),
  },
  endOfTurn: {
    description: 'At the end of a turn. Default side: your turn.',
    params: { side: SIDE },
    match: (_r, e, self, p) => e.type === 'turnEnd' && sideOk(p.side, e.player, self, 'you'),
  },
  onPhase: {
    description: 'When a phase (optionally a step) begins. Default side: your turn.',
    params: { phase: { type: 'string', minLength: 1 }, step: { type: 'string' }, side: SIDE },
    required: ['phase'],
    match: (_r, e, self, p) =>
      e.type === 'phase' && e.phase === p.phase && (p.step === undefined || e.step === p.step) && sideOk(p.side, e.player, self, 'you'),
  },
  onEvent: {
    description: 'When an event of the given type happens (for game events with a `player` field).',
    params: { event: { type: 'string', minLength: 1 }, side: SIDE, who: WHO },
    required: ['event'],
    match: (_r, e, self, p) =>
      e.type === p.event && sideOk(p.side, e.player, self, 'any') && (p.who === undefined || whoOk(p.who, e.card, self, 'self')),
  },
};
