/**
 * Per-turn counts some texts read:
 *  - 「このターン、場から墓場に置かれたフォロワーの数」 (SD07-003): followers (either player's; tokens
 *    included, they are put into the cemetery before 9.1.4.4 erases them) moved from a field to a cemetery
 *    during the current turn. Stored in the public `state.data` with the turn number, so a new turn reads 0
 *    ("this turn" ends at 7.4.8). The card information is read as it was on the field (10.7.4.1.2): an
 *    evolved follower moves with its evolve card's id, still a follower.
 */
import { type Ctx, type EffectSpec } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';

const KEY = 'sveFieldToCemetery';

/** Variable a step `sve.noteTurnCount` binds: the count above, read by amounts `{var}` (abilities/grammar/quantities.ts). */
export const FIELD_TO_CEMETERY_VAR = 'sve.fieldToCemeteryThisTurn';

/** The number of followers put from a field into a cemetery this turn. */
export function fieldToCemeteryThisTurn(state: Ctx['state']): number {
  const d = state.data[KEY] as { turn: number; n: number } | undefined;
  return d && d.turn === state.turn.number ? d.n : 0;
}

/**
 * Player flag: the turn in which a card of that player's field returned to a hand (「このターン、自分のカードが場から手札に
 * 戻っていたなら」, BP03-005; condition sve.thisTurn 'returnedToHand').
 */
export const RETURNED_TO_HAND_TURN = 'returnedToHandTurn';

/** Called by the afterMove hook (rules/moves.ts) before the moved cards change further. */
export function noteMoves(ctx: Ctx, moved: { cards: string[]; from?: string[]; to: string }): void {
  const s = ctx.state;
  if (moved.from && s.zones[moved.to]?.name === Z.hand) {
    for (const from of moved.from) {
      const z = from ? s.zones[from] : undefined;
      if (z?.name === Z.field && z.owner !== null && s.players[z.owner]) s.players[z.owner]!.flags[RETURNED_TO_HAND_TURN] = s.turn.number;
    }
  }
  if (!moved.from || s.zones[moved.to]?.name !== Z.cemetery) return;
  let n = 0;
  moved.cards.forEach((id, i) => {
    const from = moved.from![i];
    const c = s.cards[id];
    if (!c || !from || s.zones[from]?.name !== Z.field) return;
    if (s.catalog[c.cardId]?.type === KIND.follower) n++;
  });
  if (n === 0) return;
  s.data[KEY] = { turn: s.turn.number, n: fieldToCemeteryThisTurn(s) + n };
}

export const TURN_COUNT_EFFECTS: Record<string, EffectSpec> = {
  'sve.noteTurnCount': {
    description: 'Binds `bind` to 「このターン、場から墓場に置かれたフォロワーの数」 as it is now (the X of SD07-003, SVE 5.2: read as the effect applies).',
    params: { bind: { type: 'string', minLength: 1 } },
    required: ['bind'],
    run: (ctx, e, env) => {
      const scope = env.scope === null ? null : (ctx.state.scopes[env.scope] ??= {});
      if (scope) scope[e.bind as string] = fieldToCemeteryThisTurn(ctx.state);
    },
  },
};
