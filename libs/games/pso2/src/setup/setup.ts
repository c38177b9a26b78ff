/**
 * Game setup (PSO2 102), in order:
 * 102.1 first and second player by a random method (raid: the difficulty decides, 協力レイドバトル ゲームの流れ:
 *       ノーマル the party's first seat, ハード / ベリーハード the boss);
 * 102.2 every deck is shuffled and put face down;
 * 102.3 player card and mag card face up in their places; 102.3.1 the player card with the face of the player's turn
 *       order up (先攻面 / 後攻面);
 * 102.4 every player draws 5 (102.4.1: draw = top card to hand, one at a time);
 * 102.5 the second player puts the top card of their deck into PP face down (raid: every party player who is not
 *       the first player, option raidSecondPlayersPp; the glossary: 後攻 = every player who is not 先攻).
 * There is no mulligan (§14.25).
 * Seats: 'standard' = exactly 2 players, each with a player card (section `player`), 0-1 mag and a deck (`main`).
 * 'raid' = 2+ party seats as above and, in the LAST seat, the boss: section `boss` (one boss card, its ライフ on
 * the card) and `bossDeck`.
 */
import type { GameState, SetupContext } from '../../../../engine/src/index.js';
import { draw, EngineError, moveCards, randomInt, shuffle, zoneKey } from '../../../../engine/src/index.js';
import { C, KIND, N, Z } from '../constants.js';
import { opts } from '../options.js';
import { kind, type Pso2Data } from '../state.js';

function cardsOfKind(state: GameState, zone: string, p: number, k: string): string[] {
  return state.zones[zoneKey(zone, p)]!.cards.filter((id) => kind(state, id) === k);
}

export function setup(sc: SetupContext): void {
  const { ctx } = sc;
  const s = ctx.state;
  const o = opts(s);
  const raid = o.format === 'raid';
  const n = s.players.length;
  if (o.format !== 'standard' && o.format !== 'raid') throw new EngineError('INVALID_SETUP', `unknown format ${String(o.format)} (standard | raid)`);
  const bossSeat = raid ? n - 1 : null;
  if (!raid && n !== 2) throw new EngineError('INVALID_SETUP', `the standard game is for 2 players (PSO2 101.2), got ${n}; use format "raid" for a party against a boss`, 'PSO2 101.2');
  if (raid && n < 3) throw new EngineError('INVALID_SETUP', `a raid needs a party of 2 or more seats plus the boss seat (the last), got ${n} seats`, 'PSO2 raid');
  for (let p = 0; p < n; p++) {
    const players = cardsOfKind(s, Z.player, p, KIND.player);
    const bosses = cardsOfKind(s, Z.player, p, KIND.boss);
    const mags = s.zones[zoneKey(Z.mag, p)]!.cards;
    if (p === bossSeat) {
      if (bosses.length !== 1 || players.length !== 0) throw new EngineError('INVALID_SETUP', `seat ${p} (the last seat of a raid) must hold exactly one boss card (section boss) and no player card`, 'PSO2 raid');
      if (mags.length > 0) throw new EngineError('INVALID_SETUP', `the boss seat has no mag card`, 'PSO2 raid');
      continue;
    }
    if (players.length !== 1 || bosses.length !== 0) throw new EngineError('INVALID_SETUP', `seat ${p} must hold exactly one player card (section player, PSO2 100.1)`, 'PSO2 100.1');
    if (mags.length > 1 || mags.some((id) => kind(s, id) !== KIND.mag)) throw new EngineError('INVALID_SETUP', `seat ${p}: at most one mag card (PSO2 100.1)`, 'PSO2 100.1');
    const deckCards = s.zones[zoneKey(Z.deck, p)]!.cards;
    const bad = deckCards.filter((id) => ![KIND.character, KIND.active, KIND.item].includes(kind(s, id) as never));
    if (bad.length > 0) throw new EngineError('INVALID_SETUP', `seat ${p}: the deck holds only characters, actives and items (PSO2 100.2)`, 'PSO2 100.2');
  }
  const party = Array.from({ length: n }, (_, i) => i).filter((p) => p !== bossSeat);
  const order = [...party, ...(bossSeat !== null ? [bossSeat] : [])];
  // 102.1
  const first = raid ? (o.raidDifficulty === 'normal' ? party[0]! : bossSeat!) : randomInt(s.rng, 2);
  const data: Pso2Data = { mode: raid ? 'raid' : 'standard', boss: bossSeat, order, party, target: null, zone: [], priority: null, battle: null, turnBase: 0, epoch: 0 };
  s.data = data as unknown as GameState['data'];
  s.turn.first = first;
  s.turn.active = first;
  // 102.2 shuffle
  for (let p = 0; p < n; p++) shuffle(ctx, zoneKey(Z.deck, p));
  // 102.3 / 102.3.1 faces; raid: who is whose opponent
  for (let p = 0; p < n; p++) {
    const pl = s.players[p]!;
    pl.flags.face = p === first ? 'first' : 'second';
    if (raid) {
      pl.flags.role = p === bossSeat ? 'boss' : 'party';
      pl.flags.opponents = p === bossSeat ? [] : [bossSeat!];
    }
  }
  if (bossSeat !== null) {
    const boss = s.zones[zoneKey(Z.player, bossSeat)]!.cards[0]!;
    s.players[bossSeat]!.counters[C.life] = Number(s.catalog[s.cards[boss]!.cardId]!.extra.life ?? 0);
  }
  // 102.4 five cards each
  for (const p of party) draw(ctx, p, N.openingHand);
  // 102.5 the second player's face-down PP card
  for (const p of party) {
    if (p === first) continue;
    if (raid && o.raidSecondPlayersPp === false) continue;
    const top = s.zones[zoneKey(Z.deck, p)]!.cards[0];
    if (top) moveCards(ctx, [top], zoneKey(Z.pp, p), { face: 'down', tapped: o.pso2FaceDownPpState === 'off', reason: 'setup', by: p });
  }
  ctx.state.stack.push({ op: 'nextTurn' });
}
