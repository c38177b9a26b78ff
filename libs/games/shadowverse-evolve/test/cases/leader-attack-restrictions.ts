/**
 * Card cases: 「このターン、それは相手のリーダーを攻撃できない」 (SVE 8.4.3: the enemy leader is no attack target of that follower
 * for the turn; grammar/effects/restrictions.ts, keyword sve.cannotAttackLeader until the end of the turn).
 * Registered from card-cases.ts; each expectation is read from the printed text: the stood follower may attack an engaged
 * enemy follower but not the leader; the choice offers exactly the printed group.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, leaderId, must, names, stats } from '../engine-helpers.js';
import { activations, pick } from '../drivers.js';
import { canAttack, canPlay, type Covers, onField, sc, settleChoices, sorted } from './case-helpers.js';

const pp0 = (s: GameState) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp: 0 } } : p)) }) as GameState;

export function registerLeaderAttackRestrictionsCases(covers: Covers): void {
  covers(['CP03-058'], 'CP03-058 スカイハイ・ウォーカー (cost 1, 1/2): [起動] banish it: another ペイルムーン follower of yours stands (offered: the two ペイルムーン followers; not itself, not another follower) and this turn cannot attack the enemy leader (it may attack an engaged enemy follower); 0 PP: not playable', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP03-058'], field: ['CP03-045', 'CP03-051', 'SD03-003'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    expect(canPlay(pp0(s0), ids.hand![0]!)).toBe(false);
    for (const f of ids.field!) { s0.cards[f]!.flags.since = 0; s0.cards[f]!.tapped = true; }
    let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
    const me = onField(s, 0, 'CP03-058')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[1, 2], 0]);
    const acts = activations(s, me);
    expect(acts).toHaveLength(1);
    s = must(s, acts[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.field!.slice(0, 2)));
    s = settleChoices(pick(s, ids.field![0]!));
    const stood = ids.field![0]!;
    expect([s.cards[stood]!.tapped, names(s, 'banished', 0), canAttack(s, stood, leaderId(s, 1)), canAttack(s, stood, ids.oppField![0]!)]).toEqual([false, ['CP03-058'], false, true]);
  });

  covers(['CP03-120'], 'CP03-120 E・アラーマー (cost 1, 2/1): Fanfare — a ヴァンガード follower of yours stands (offered: the ヴァンガード followers on your field, itself included; not another follower) and this turn cannot attack the enemy leader (it may attack an engaged enemy follower); 0 PP: not playable', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP03-120'], field: ['CP03-108', 'SD06-003'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    expect(canPlay(pp0(s0), ids.hand![0]!)).toBe(false);
    for (const f of ids.field!) { s0.cards[f]!.flags.since = 0; s0.cards[f]!.tapped = true; }
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    const me = s.decision?.kind === 'chooseCards' ? s.decision.candidates!.find((x) => s.cards[x]!.cardId === 'CP03-120') : undefined;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates!.map((x) => s.cards[x]!.cardId))).toEqual(['CP03-108', 'CP03-120']);
    s = settleChoices(pick(s, ids.field![0]!));
    const stood = ids.field![0]!;
    expect([s.cards[stood]!.tapped, canAttack(s, stood, leaderId(s, 1)), canAttack(s, stood, ids.oppField![0]!), stats(s, onField(s, 0, 'CP03-120')[0]!), counters(s, 0).pp, me !== undefined]).toEqual([false, false, true, [2, 1], 0, true]);
  });
}
