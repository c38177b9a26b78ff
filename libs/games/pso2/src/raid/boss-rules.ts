/**
 * 協力レイドバトル 特別なルール — the boss's replacements and the party's choices:
 * - 「《ボス》のカードを手札に戻す場合、その代わりにデッキの上に戻します」: a boss card that would go to the boss's hand is
 *   put on top of the boss deck instead;
 * - 「《ボス》にカードをドローさせる効果…その代わりにデッキの上からドローする枚数分をプレイします」: a boss draw plays the
 *   top card instead (the drawn card goes back on top and is played);
 * - 「《ボス》の手札を捨てさせる効果…何も起こりません」 / 「《ボス》の手札は常に0枚」: the boss never holds a card;
 * - 「《ボス》のデッキが0枚になった場合、すぐさま《ボス》側の捨札を全てシャッフルし、新たなデッキとします」 (not a loss);
 * - 「《ボス》に対して複数の選択肢が存在する場合は、パーティー側が…選択することができます」: every decision the rules would give
 *   the boss is made by a party player (the target player in the boss's turn, else the turn player).
 * - 脱落: a party player whose deck is 0 (or who concedes) leaves; all their cards are removed from the game; a turn
 *   of theirs ends at once; a decision they still had is answered for them (pass / the least). The party loses when
 *   every party player has left; the boss leaving (a concession of its seat) is the party's win.
 */
import type { Ctx, DecisionSpec, Json, PlayerIndex } from '../../../../engine/src/index.js';
import { emit, endGame, moveCards, publicEvent, push, randomInt, shuffle, sortedZoneKeys, zoneKey } from '../../../../engine/src/index.js';
import { PRIORITY, Z } from '../constants.js';
import { bossChooser, isBoss, isRaid, partyAlive, pd } from '../state.js';

/** The boss deck is refilled from its discard the moment it is empty. True when it was. */
export function refillBossDeck(ctx: Ctx): boolean {
  const s = ctx.state;
  const boss = pd(s).boss;
  if (boss === null || s.players[boss]!.lost) return false;
  const deck = zoneKey(Z.deck, boss);
  if (s.zones[deck]!.cards.length > 0) return false;
  const discard = s.zones[zoneKey(Z.discard, boss)]!.cards;
  if (discard.length === 0) return false;
  moveCards(ctx, [...discard], deck, { reason: 'raid refill', face: 'down' });
  shuffle(ctx, deck);
  emit(ctx, publicEvent('bossDeckRefilled', { player: boss, count: s.zones[deck]!.cards.length }));
  return true;
}

/** afterMove: the boss's hand replacements and the immediate refill. */
export function bossAfterMove(ctx: Ctx, moved: { cards: string[]; to: string; reason: string | null }): void {
  const s = ctx.state;
  const boss = pd(s).boss;
  if (boss === null || !isRaid(s)) return;
  if (moved.to === zoneKey(Z.hand, boss)) {
    const ids = moved.cards.filter((id) => s.cards[id]?.zone === moved.to);
    if (ids.length > 0) {
      moveCards(ctx, ids, zoneKey(Z.deck, boss), { position: 'top', reason: 'raid replacement', face: 'down' });
      if (moved.reason === 'draw') for (let i = 0; i < ids.length; i++) push(ctx, { op: 'bossPlay' });
    }
  }
  if (s.zones[zoneKey(Z.deck, boss)]!.cards.length === 0) refillBossDeck(ctx);
}

/** hooks.decider: the party decides for the boss. */
export function raidDecider(ctx: Ctx, spec: DecisionSpec): PlayerIndex {
  const s = ctx.state;
  if (!isRaid(s) || !isBoss(s, spec.player)) return spec.player;
  return bossChooser(s);
}

/** hooks.playerLeft (raid): drop-out. */
export function raidPlayerLeft(ctx: Ctx, players: PlayerIndex[]): void {
  const s = ctx.state;
  const d = pd(s);
  if (d.boss !== null && players.includes(d.boss)) {
    // the boss seat left (conceded): the party wins
    endGame(ctx, { winners: [...d.party], losers: [d.boss], draw: false, reason: 'the boss left the game', rule: 'PSO2 101.6' });
    return;
  }
  for (const p of players) {
    // every card the player owns leaves the game (to the hidden `removed` zone, so the cards stay counted)
    for (const key of sortedZoneKeys(s)) { // canonical order (a state parsed from a token has sorted keys)
      const z = s.zones[key]!;
      if (z.name === Z.removed) continue;
      const mine = z.cards.filter((id) => s.cards[id]!.owner === p);
      if (mine.length > 0) moveCards(ctx, mine, zoneKey(Z.removed, p), { reason: 'dropped out', face: 'down' });
    }
    d.zone = d.zone.filter((it) => it.controller !== p);
    s.pending = s.pending.filter((t) => t.controller !== p);
    emit(ctx, publicEvent('droppedOut', { player: p, rule: 'PSO2 raid 脱落' }));
  }
  if (d.target !== null && players.includes(d.target)) {
    const party = partyAlive(s);
    d.target = party.length > 0 ? party[randomInt(s.rng, party.length)]! : null;
    if (d.boss !== null) s.players[d.boss]!.flags.opponents = d.target !== null ? [d.target] : [];
    emit(ctx, publicEvent('raidTarget', { player: d.target, reason: 'the target dropped out' }));
  }
  if (players.includes(s.turn.active)) {
    // the turn player left: their turn ends at once
    s.stack.length = Math.min(s.stack.length, d.turnBase);
    s.decision = null;
    d.epoch += 1;
    d.priority = null;
    d.battle = null;
    return;
  }
  const dec = s.decision;
  if (dec && players.includes(dec.player)) {
    const top = s.stack[s.stack.length - 1];
    if (top) top.answer = autoAnswer(dec);
    s.decision = null;
  }
}

/** The answer given for a player who left while deciding: pass, the fewest cards, 'no' or the first option, the given order. */
function autoAnswer(dec: NonNullable<Ctx['state']['decision']>): Json {
  switch (dec.kind) {
    case PRIORITY:
      return { action: { type: 'pass', player: dec.player } };
    case 'chooseCards': {
      const picked = dec.picked ?? [];
      const rest = (dec.candidates ?? []).filter((c) => !picked.includes(c));
      return { cards: [...picked, ...rest.slice(0, Math.max(0, (dec.min ?? 0) - picked.length))] };
    }
    case 'chooseOption': {
      const o = dec.options ?? [];
      return { option: o.includes('no') ? 'no' : o.includes('done') ? 'done' : o[0]! };
    }
    case 'order': {
      const ordered = dec.ordered ?? [];
      return { order: [...ordered, ...(dec.items ?? []).filter((i) => !ordered.includes(i))] };
    }
    default:
      return { action: { type: 'pass', player: dec.player } };
  }
}
