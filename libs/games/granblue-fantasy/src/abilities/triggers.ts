/**
 * GBF triggers and conditions of the ability language.
 * Triggers (8-7; a trigger without a subject is the card itself, 8-7-2-2):
 *  - `gbf.onDeploy` 「登場時」 (event gbf.deployed, 10-2), `gbf.onJobChange` 「ジョブチェンジした時」 (10-3),
 *    `gbf.onLimitBreak` 「上限解放時」 (10-4): `who` self (default) / other / any, `side`, `filter`;
 *  - `gbf.timing {at}`: 「ターン開始時」 6-2-2, 「メインフェイズ開始時」 6-3-1-1, 「バトルフェイズ開始時」 / 「アタックステップ開始時」
 *    7-2-1-1, 「カウンターステップ開始時」 7-3-1-1, 「ダメージステップ開始時」 7-4-1-1, 「バーストフェイズ開始時」 6-5-1-1,
 *    「ターン終了時」 6-5-1-3; `side` you (default: your turn) / opponent / any;
 *  - `gbf.ougi`: the ougi (2-6) — "activated like an automatic effect whose trigger is met" at the checkpoint after
 *    this card's attack or follow-up attack (7-2-1-3-1-4, 7-2-1-3-2-2); the ability is `optional` with the condition
 *    `gbf.ougiReady` and the cost `gbf.ougiGauge` (keywords/ougi.ts);
 *  - `gbf.whenState {condition}`: a state trigger (8-7-5) — pending once when its condition becomes true, again after
 *    it resolved if still true (8-7-5-1); checked at every checkpoint (turn/checkpoint.ts).
 * The kernel's triggers GBF cards use: `onAttack` 「アタックした時」 (attacks and follow-up attacks, 7-2-1-3-2-1),
 * `onDamaged` 「ダメージを受けた時」, `onDestroyed` 「戦闘不能になった時」 (a defeated crew card moves with reason `destroy`,
 * seen with its crew-area information, 8-7-4-1-2), `onEnter` / `onLeave` (zone changes, 8-7-4).
 */
import type { ConditionSpec, JsonObject, Reader, TriggerSpec, Watcher } from '../../../../engine/src/index.js';
import { matchesFilter, testCondition, type ConditionNode, type CardFilter } from '../../../../engine/src/index.js';
import { EV, TIMINGS, Z } from '../constants.js';
import { ougiCost, ougiReady } from '../keywords/ougi.js';

const WHO = { enum: ['self', 'other', 'any'] };
const SIDE = { enum: ['you', 'opponent', 'any'] };
const FILTER = { $ref: '#/$defs/cardFilter' };

function sideOk(side: unknown, player: unknown, self: Watcher, dflt: string): boolean {
  const s = typeof side === 'string' ? side : dflt;
  if (s === 'any') return true;
  return s === 'you' ? player === self.controller : player !== self.controller;
}

function whoOk(who: unknown, card: unknown, self: Watcher): boolean {
  const w = typeof who === 'string' ? who : 'self';
  return w === 'any' || (w === 'self' ? card === self.id : card !== self.id);
}

function cardEventMatch(type: string) {
  return (r: Reader, e: JsonObject, self: Watcher, p: JsonObject): boolean =>
    e.type === type && whoOk(p.who, e.card, self) && sideOk(p.side, e.player, self, 'any') &&
    (p.filter === undefined || (typeof e.card === 'string' && matchesFilter(r, e.card, p.filter as CardFilter)));
}

export const GBF_TRIGGERS: Record<string, TriggerSpec> = {
  'gbf.onDeploy': {
    description: '「登場時」: when a card is deployed (10-2; not by job change or limit break, 10-2-2). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: cardEventMatch(EV.deployed),
  },
  'gbf.onJobChange': {
    description: '「ジョブチェンジした時」: when a captain is job-changed into (10-3). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: cardEventMatch(EV.jobChanged),
  },
  'gbf.onLimitBreak': {
    description: '「上限解放時」: when a crew member is limit-broken (10-4). Default: this card.',
    params: { who: WHO, side: SIDE, filter: FILTER },
    match: cardEventMatch(EV.limitBroken),
  },
  'gbf.timing': {
    description: 'At the start of a turn / main phase / battle phase / attack step / counter step / damage step / burst phase, or at the end of the turn (6-2-2, 6-3-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1, 6-5-1-1, 6-5-1-3). `side`: whose turn (default yours).',
    params: { at: { enum: [...TIMINGS] }, side: SIDE },
    required: ['at'],
    match: (_r, e, self, p) => e.type === EV.timing && e.at === p.at && sideOk(p.side, e.player, self, 'you'),
  },
  'gbf.ougi': {
    description: 'The ougi (2-6): offered at the checkpoint after this card attacks or makes a follow-up attack (7-2-1-3-1-4, 7-2-1-3-2-2).',
    params: {},
    // only when it could be activated now (its card present, not used this turn, enough face-up gauge cards): an ougi that
    // cannot be activated is not offered (its condition is checked again when it resolves)
    match: (r, e, self) => e.type === 'attack' && e.attacker === self.id && (self.zone === Z.captain || self.zone === Z.crew) && ougiReady(r, self.id, ougiCost(r, self.cardId)),
  },
  'gbf.whenState': {
    description: 'A state trigger (8-7-5): pending once when the condition becomes true; again after resolving if still true (8-7-5-1).',
    params: { condition: { $ref: '#/$defs/condition' } },
    required: ['condition'],
    match: () => false, // never by an event: the checkpoint scans for it (turn/checkpoint.ts)
  },
};

export const GBF_CONDITIONS: Record<string, ConditionSpec> = {
  'gbf.ougiReady': {
    description: 'The ougi can be activated now (2-6): its card is present (2-6-2), it has not activated an ougi this turn (2-6-1-1-3, option gbfOugiLimit) and the gauge has `amount` face-up cards (2-6-1-1-1).',
    params: { amount: { type: 'integer', minimum: 0 } },
    required: ['amount'],
    test: (r, c, env) => ougiReady(r, env.source, c.amount as number),
  },
  'gbf.myTurn': {
    description: 'It is the turn of the ability\'s master (ターンプレイヤー, 4-4-1).',
    params: {},
    test: (r, _c, env) => r.state.turn.active === env.controller,
  },
};

/** Whether a state trigger's condition holds for a watcher (turn/checkpoint.ts). */
export function stateHolds(r: Reader, condition: JsonObject, env: Parameters<typeof testCondition>[2]): boolean {
  return testCondition(r, condition as ConditionNode, env);
}
