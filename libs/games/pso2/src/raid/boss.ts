/**
 * The boss's turn (協力レイドバトル 《ボス》のターン), played by the engine:
 * ① target phase: this turn's target player is chosen at random among the party still in the game;
 * ② start phase: every boss field card (and the boss) turns ON, start-of-turn triggers (phases.ts startPhase);
 * ③ main phase: the boss plays the top card of its deck, one at a time, as many as the players who joined the game
 *    (dropped-out ones included; ベリーハード: one more): a character goes to the front row OFF (202.2), an Active's
 *    ability activates at once; an item is played like a player's (the party chooses its target); no cost is paid.
 *    Each play goes through the resolution zone, so the party may respond (the boss always passes).
 * ④ battle phase: the boss attacks, then the front-row characters in the order they entered the field, then the
 *    back-row characters in the order they were put in the back row; unless a card says otherwise every attack
 *    targets the target player (OFF characters do not attack: 215.2, option raidBossOffCharactersAttack).
 * ⑤ end phase: as in a duel (phases.ts), then the first party player's turn.
 */
import type { Ctx, Frame } from '../../../../engine/src/index.js';
import { emit, moveCards, publicEvent, push, randomInt, setPhase, zoneKey } from '../../../../engine/src/index.js';
import { F, KIND, Z } from '../constants.js';
import { opts } from '../options.js';
import { alive, isFrozen, kind, partyAlive, pd, playerCard } from '../state.js';
import { declare } from '../actions/declare.js';
import { refillBossDeck } from './boss-rules.js';

export function targetPhaseOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  setPhase(ctx, 'target');
  const party = partyAlive(s);
  d.target = party.length > 0 ? party[randomInt(s.rng, party.length)]! : null;
  if (d.boss !== null) s.players[d.boss]!.flags.opponents = d.target !== null ? [d.target] : [];
  emit(ctx, publicEvent('raidTarget', { player: d.target }));
}

export function bossMainOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  setPhase(ctx, 'main');
  d.priority = null;
  const n = d.party.length + (opts(s).raidDifficulty === 'veryHard' ? 1 : 0);
  const frames: Frame[] = [];
  for (let i = 0; i < n; i++) frames.push({ op: 'bossPlay' }, { op: 'window', kind: 'step' });
  push(ctx, ...frames);
}

/** Plays the top card of the boss deck (revealed as it goes into the resolution zone). */
export function bossPlayOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const boss = pd(s).boss;
  if (boss === null || s.result) return;
  const deck = zoneKey(Z.deck, boss);
  if (s.zones[deck]!.cards.length === 0) refillBossDeck(ctx);
  const top = s.zones[deck]!.cards[0];
  if (!top) return;
  const [card] = moveCards(ctx, [top], Z.resolution, { reason: 'play', by: boss, face: 'up' });
  declare(ctx, 'boss', boss, card!);
}

/** ④: the attack order. */
export function bossBattleOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const boss = pd(s).boss;
  if (boss === null) return;
  setPhase(ctx, 'battle');
  const field = s.zones[zoneKey(Z.field, boss)]!.cards.filter((id) => kind(s, id) === KIND.character);
  const front = field.filter((id) => s.cards[id]!.flags[F.row] !== 'back').sort((a, b) => s.cards[a]!.timestamp - s.cards[b]!.timestamp);
  const back = field.filter((id) => s.cards[id]!.flags[F.row] === 'back').sort((a, b) => Number(s.cards[a]!.flags[F.backAt] ?? 0) - Number(s.cards[b]!.flags[F.backAt] ?? 0));
  const bc = playerCard(s, boss);
  const order = [...(bc ? [bc] : []), ...front, ...back];
  push(ctx, ...order.map((card) => ({ op: 'bossAttack', card }) as Frame));
}

export function bossAttackOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  const card = f.card as string;
  const c = s.cards[card];
  if (!c || s.result || d.boss === null) return;
  if (c.tapped && opts(s).raidBossOffCharactersAttack !== true) return; // 215.2
  if (isFrozen(ctx, card)) return; // 301.3
  const target = d.target;
  if (target === null || !alive(s, target)) return;
  const pc = playerCard(s, target);
  if (!pc) return;
  push(ctx, { op: 'battleStart', player: d.boss, attacker: card, targets: [pc] });
}
