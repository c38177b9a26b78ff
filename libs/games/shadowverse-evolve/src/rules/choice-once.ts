/**
 * 「このターン、この能力でチョイスした選択肢はチョイスできない」 (SVE 5.18; BP11-092, BP13-073, CP04-075): an option
 * this ability chose earlier this turn cannot be chosen again. The `sve.choice` node carries `once: 'turn'`; the
 * options chosen are stored on the source card (`flags.choiceUsed` {turn, used}), so a new turn (7.4.8: "this
 * turn" ends) or a new object (4.1.4: the card left its zone) starts with none. Each printed card has one such
 * ability, so the card names "this ability". Used options are no legal choice (5.18.3.1.2: an activated ability
 * whose options are all used or impossible is not offered).
 */
import type { AbilityEnv, Ctx, JsonObject, Reader } from '../../../../engine/src/index.js';

interface Used { turn: number; used: number[] }

/** Option indexes this ability (its source card) chose this turn; [] when the node has no `once`. */
export function choicesUsed(r: Reader, e: JsonObject, env: AbilityEnv): number[] {
  if (e.once !== 'turn' || env.source === null) return [];
  const u = r.state.cards[env.source]?.flags.choiceUsed as unknown as Used | undefined;
  return u && u.turn === r.state.turn.number ? u.used : [];
}

/** Records the options chosen now (SVE 5.18.3: chosen as the ability is played). */
export function noteChoices(ctx: Ctx, e: JsonObject, env: AbilityEnv, chosen: number[]): void {
  if (e.once !== 'turn' || env.source === null || chosen.length === 0) return;
  const c = ctx.state.cards[env.source];
  if (!c) return;
  const used = choicesUsed(ctx, e, env);
  c.flags.choiceUsed = { turn: ctx.state.turn.number, used: [...new Set([...used, ...chosen])].sort((a, b) => a - b) };
}
