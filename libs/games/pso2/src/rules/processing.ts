/**
 * Rule processing (ルール処理, PSO2 103.4.1 / 103.6.1.3): done whenever no effect is being resolved, until none is left.
 * One pass:
 * - 404.5: face-down PP cards that are OFF go to the bottom of their owner's deck;
 * (204.2.2.2 / 205.4.6: attach Actives and equipment whose host left go to the discard at once, after the move
 *  itself: rules/moves.ts.)
 * - 215.3.1: a character whose HP is 0 or less by modifications is KO'd; 213.3: one with lethal damage (damage ≥
 *   maximum HP, e.g. after its maximum HP dropped) too; option pso2HalfHpRecheck: the half-HP rules as well;
 * - 101.3 / 101.7: a player whose deck is empty loses (both at once: the turn player loses); 協力レイドバトル: a party
 *   player whose deck is empty drops out (the party loses when every party player has), and an empty boss deck is
 *   refilled from the boss's discard.
 */
import type { Ctx } from '../../../../engine/src/index.js';
import { lose, zoneKey } from '../../../../engine/src/index.js';
import { C, KIND, Z } from '../constants.js';
import { opts } from '../options.js';
import { damageOn, kind, maxHp, pd, rowOf } from '../state.js';
import { sweepFaceDownPp } from '../actions/costs.js';
import { setRow } from './field.js';
import { knockOut } from './damage.js';
import { refillBossDeck } from '../raid/boss-rules.js';

export function ruleProcessing(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.result) return false;
  let did = false;
  for (const p of s.players) if (!p.lost && sweepFaceDownPp(ctx, p.index)) did = true;
  if (knockOutByHp(ctx)) did = true;
  if (refillBossDeck(ctx)) did = true;
  if (deckOut(ctx)) did = true;
  return did;
}

/**
 * Whether an HP modification that LOWERS HP can exist now (an effect on `hp` with a negative value, or a static
 * ability of the snapshot doing so): only then can an undamaged character reach 0 HP (215.3.1).
 */
const staticHpDown = new WeakMap<object, boolean>();
function hpMayDrop(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.effects.some((e) => e.modifier.type === 'stat' && e.modifier.stat === 'hp' && e.modifier.op === 'set' || (e.modifier.type === 'stat' && e.modifier.stat === 'hp' && e.modifier.value < 0))) return true;
  let v = staticHpDown.get(s.catalog);
  if (v === undefined) {
    v = Object.values(s.catalog).some((f) => f.abilities.some((a) => {
      const m = a.modifier as { type?: string; stat?: string; op?: string; value?: number } | undefined;
      return a.kind === 'static' && m?.type === 'stat' && m.stat === 'hp' && (m.op === 'set' || (m.value ?? 0) < 0);
    }));
    staticHpDown.set(s.catalog, v);
  }
  return v;
}

function knockOutByHp(ctx: Ctx): boolean {
  const s = ctx.state;
  const recheck = opts(s).pso2HalfHpRecheck === true;
  const mayDrop = hpMayDrop(ctx);
  const ko: string[] = [];
  for (const p of s.players) {
    for (const id of s.zones[zoneKey(Z.field, p.index)]!.cards) {
      if (kind(s, id) !== KIND.character) continue;
      // undamaged, printed HP above 0 and nothing lowers HP: nothing to check (raising HP never KOs)
      if (!mayDrop && damageOn(s, id) === 0 && Number(s.catalog[s.cards[id]!.cardId]!.extra.hp ?? 0) > 0) continue;
      const hp = maxHp(ctx, id);
      const dmg = damageOn(s, id);
      if (hp <= 0 || (dmg > 0 && dmg >= hp)) ko.push(id); // 215.3.1, 213.3
      else if (recheck) {
        const c = s.cards[id]!;
        const back = c.counters[C.damageBack] ?? 0;
        const front = c.counters[C.damageFront] ?? 0;
        if (rowOf(s, id) === 'back' && back > 0 && 2 * back >= hp) ko.push(id); // 213.3.2
        else if (rowOf(s, id) === 'front' && front > 0 && 2 * front >= hp) setRow(ctx, id, 'back', 'PSO2 213.3.1');
      }
    }
  }
  if (ko.length === 0) return false;
  knockOut(ctx, ko);
  return true;
}

/** 101.3 / 101.7 (raid: drop-out). */
function deckOut(ctx: Ctx): boolean {
  const s = ctx.state;
  const d = pd(s);
  const empty = s.players.filter((p) => !p.lost && p.index !== d.boss && s.zones[zoneKey(Z.deck, p.index)]!.cards.length === 0).map((p) => p.index);
  if (empty.length === 0) return false;
  if (d.mode === 'raid') lose(ctx, empty, 'deck out: dropped out of the raid', 'PSO2 raid 脱落');
  else if (empty.length >= 2) lose(ctx, [s.turn.active], 'both decks reached 0 at once: the turn player loses', 'PSO2 101.7');
  else lose(ctx, empty, 'deck out', 'PSO2 101.3');
  return true;
}
