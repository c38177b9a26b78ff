/**
 * The battle phase (GBF 6-4, 7): attack step ⇄ counter step, damage step.
 *  7-1      a battle lasts from an attack until its damage step ends, or until the attacking card or the battle opponent
 *           is gone (不在); with follow-up attacks, option gbfBattleEnd ('all-attackers-gone' default / 'any-attacker-gone');
 *  7-2-1-1  「アタックステップ開始時」 triggers, and 「バトルフェイズ開始時」 on the turn's first attack step; 7-2-1-2 checkpoint;
 *  7-2-1-3  the turn player's free timing (actions/free-timing.ts): attack (7-2-1-3-1: rest an active present captain or
 *           crew member, 7-2-1-3-1-1; target an opponent crew member if any can be chosen, else the captain, 7-2-1-3-1-2),
 *           follow-up attack while in battle (7-2-1-3-2: it counts as an attack; any number); after each, a checkpoint
 *           where the attacking card's ougi may be activated (7-2-1-3-1-4, 7-2-1-3-2-2; keywords/ougi.ts);
 *  7-2-1-4  after the turn player passes, the non-turn player chooses whether to have a counter step; if not: the damage
 *           step when in battle, else the burst phase;
 *  7-3      counter step: 7-3-1-1 triggers + checkpoint, the non-turn player's free timing, then back to the attack step
 *           (7-3-1-3: 「アタックステップ開始時」 again, not 「バトルフェイズ開始時」). The pass cycle is guarded (11-1-1-2,
 *           option gbfCounterLoop);
 *  7-4      damage step: 7-4-1-1 triggers + checkpoint; 7-4-1-2 the battle opponent is dealt the total ATK of all attacking
 *           cards as ONE damage event (source: the attacking cards, 4-9-1-1); 7-4-1-3 checkpoint, the battle ends, back to
 *           the attack step. No damage is dealt back to attackers; attacking cards stay rested.
 */
import {
  answerOf, ask, canonicalJson, emit, expire, fnv1a64, publicEvent, push, setPhase, setTapped, type Ctx, type Frame, type GameState, type Json,
} from '../../../../engine/src/index.js';
import { EV } from '../constants.js';
import { optionOf } from '../options.js';
import { gbf, isPresent, nonTurnPlayer, turnPlayer } from '../state.js';
import { currentAtk } from '../rules/stats.js';
import { dealGbfDamage } from '../rules/damage.js';
import { checkpointFrame } from './checkpoint.js';

/** 7-1: whether the battle in progress still goes on (false when there is none). */
export function battleOngoing(state: GameState): boolean {
  const b = gbf(state).battle;
  if (!b) return false;
  if (!isPresent(state, b.opponent)) return false;
  const present = b.attackers.filter((id) => isPresent(state, id));
  return optionOf(state, 'gbfBattleEnd') === 'any-attacker-gone' ? present.length === b.attackers.length : present.length > 0;
}

/** 7-1 / 7-4-1-3: the battle ends (effects lasting until the end of the battle end too). */
export function endBattle(ctx: Ctx): void {
  if (!gbf(ctx.state).battle) return;
  gbf(ctx.state).battle = null;
  expire(ctx, 'endOfBattle');
  emit(ctx, publicEvent('gbf.battleEnd', { player: turnPlayer(ctx.state) }));
}

export function timingEvent(ctx: Ctx, at: string): void {
  emit(ctx, publicEvent(EV.timing, { at, player: turnPlayer(ctx.state) }));
}

/** Op `battlePhase`: 6-4 → the first attack step. */
export function battlePhaseOp(ctx: Ctx): void {
  push(ctx, { op: 'attackStep' });
}

/** Op `attackStep`: 7-2-1-1, 7-2-1-2, then the turn player's free timing. */
export function attackStepOp(ctx: Ctx): void {
  const data = gbf(ctx.state);
  setPhase(ctx, 'battle', 'attack');
  push(ctx, checkpointFrame(), { op: 'freeTiming', window: 'attack', player: turnPlayer(ctx.state) });
  timingEvent(ctx, 'attackStep');
  if (!data.attackStepBegun) {
    data.attackStepBegun = true;
    timingEvent(ctx, 'battleStart');
  }
}

/** Op `attack` {player, attacker, target}: 7-2-1-3-1-1 … 7-2-1-3-1-3 (the checkpoint 7-2-1-3-1-4 follows). */
export function attackOp(ctx: Ctx, f: Frame): void {
  const attacker = f.attacker as string;
  setTapped(ctx, [attacker], true, 'attack');
  gbf(ctx.state).battle = { attackers: [attacker], opponent: f.target as string };
  emit(ctx, publicEvent('attack', { attacker, target: f.target as string, player: f.player as number, followUp: false, rule: 'GBF 7-2-1-3-1' }));
}

/** Op `followUp` {player, attacker}: 7-2-1-3-2-1 (the checkpoint 7-2-1-3-2-2 follows). */
export function followUpOp(ctx: Ctx, f: Frame): void {
  const attacker = f.attacker as string;
  const battle = gbf(ctx.state).battle!;
  setTapped(ctx, [attacker], true, 'attack');
  battle.attackers.push(attacker);
  emit(ctx, publicEvent('attack', { attacker, target: battle.opponent, player: f.player as number, followUp: true, rule: 'GBF 7-2-1-3-2' }));
}

/**
 * What "the same position" is for the 11-1-1-2 guard: every zone's cards (identity, orientation, face, counters, what
 * they are under), the continuous effects, the battle, the pending effects and the players — not instance ids. A
 * compact string hashed with the kernel's FNV-1a (built directly: this runs at every counter-step question once a
 * counter step was chosen this turn).
 */
function position(state: GameState): string {
  const id = (x: string | null) => (x && state.cards[x] ? state.cards[x]!.cardId : String(x));
  const parts: string[] = [];
  for (const key of Object.keys(state.zones).sort()) {
    parts.push(key);
    for (const c of state.zones[key]!.cards) {
      const card = state.cards[c]!;
      const counters = Object.keys(card.counters).sort().map((k) => `${k}=${card.counters[k]}`).join(',');
      parts.push(`${card.cardId}/${card.tapped ? 1 : 0}/${card.face}/${counters}/${card.attachedTo ? id(card.attachedTo) : ''}`);
    }
  }
  // canonical JSON: a state parsed back from a token has its keys sorted, a live one not (same position, same string)
  for (const e of state.effects) parts.push(`E${canonicalJson(e.modifier as unknown as Json)}${canonicalJson(e.duration as Json)}${(e.targets ?? []).map(id).join(',')}`);
  const b = gbf(state).battle;
  parts.push(b ? `B${b.attackers.map(id).join(',')}>${id(b.opponent)}` : 'B-', `P${state.pending.length}`);
  return fnv1a64(parts.join('|'));
}

/** Op `counterChoice`: 7-2-1-4 the non-turn player chooses whether to have a counter step. */
export function counterChoiceOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  if (!battleOngoing(state)) endBattle(ctx);
  const ntp = nonTurnPlayer(state);
  const seen = ((state.secret.counterSeen as string[] | undefined) ??= []);
  const guard = optionOf(state, 'gbfCounterLoop') === 'identical-state';
  const a = answerOf<{ option: string }>(f);
  if (!a) {
    const options = guard && seen.length > 0 && seen.includes(position(state)) ? ['pass'] : ['counter', 'pass'];
    ask(ctx, f, {
      player: ntp, kind: 'chooseOption', rule: options.length === 1 ? 'GBF 11-1-1-2' : 'GBF 7-2-1-4', autoSingle: true,
      prompt: 'Have a counter step?', options, labels: options.map((o) => (o === 'counter' ? 'counter step' : 'no counter step')),
    });
    return;
  }
  if (a.option === 'counter') {
    if (guard) seen.push(position(state)); // (the position the choice was made in: nothing changed since the question)
    push(ctx, { op: 'counterStep' });
    return;
  }
  push(ctx, gbf(state).battle ? { op: 'damageStep' } : { op: 'burstPhase' });
}

/** Op `counterStep`: 7-3-1-1 then the non-turn player's free timing (7-3-1-2). */
export function counterStepOp(ctx: Ctx): void {
  setPhase(ctx, 'battle', 'counter');
  push(ctx, checkpointFrame(), { op: 'freeTiming', window: 'counter', player: nonTurnPlayer(ctx.state) });
  timingEvent(ctx, 'counterStep');
}

/** Op `damageStep`: 7-4-1-1, 7-4-1-2, 7-4-1-3. */
export function damageStepOp(ctx: Ctx): void {
  setPhase(ctx, 'battle', 'damage');
  push(ctx, checkpointFrame(), { op: 'battleDamage' }, checkpointFrame(), { op: 'battleOver' }, { op: 'attackStep' });
  timingEvent(ctx, 'damageStep');
}

/** Op `battleDamage`: 7-4-1-2 one damage event of the total ATK of the attacking cards still there. */
export function battleDamageOp(ctx: Ctx): void {
  const state = ctx.state;
  if (!battleOngoing(state)) return endBattle(ctx);
  const b = gbf(state).battle!;
  const attackers = b.attackers.filter((id) => isPresent(state, id));
  const total = attackers.reduce((sum, id) => sum + currentAtk(ctx, id), 0);
  dealGbfDamage(ctx, b.opponent, total, { sources: attackers, by: turnPlayer(state), kind: 'battle' });
}

/** Op `battleOver`: 7-4-1-3 the battle ends. */
export function battleOverOp(ctx: Ctx): void {
  endBattle(ctx);
}
