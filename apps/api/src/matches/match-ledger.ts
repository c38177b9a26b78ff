/**
 * The optional match ledger (MATCH_LEDGER=database; docs/security.md §6.4): for operators who must forbid
 * forks (tournaments, ranked play). The catalog database records, per sealed match, the plain hash and
 * step count of its latest position; a step sent with any other token of that match (an older one: an
 * undo, a fork, a save-scum) is refused with 409 `stale-state`. The update is a compare-and-set (UPDATE
 * … WHERE stateHash = <the hash the step started from> AND seq = <its seq>), so two instances stepping
 * the same position at once cannot both win. Off by default: then nothing is stored, as before.
 *
 * A match is identified by its randomness commitment (response.ts randomnessCommitment: unique per match,
 * it needs the server salt). States without a commitment record (scenario positions, open states) are not
 * ledgered. A database outage is a 503 (the ledger fails closed).
 */
import { Logger } from '@nestjs/common';
import type { CatalogClient } from '../../../../libs/catalog/src/db/index.js';
import { ProblemError, problems } from '../common/problem.js';
import { isDatabaseDown } from '../catalog/catalog.service.js';

export interface LedgerPosition {
  /** The match id: its commitment (sha256:<hex>). */
  match: string;
  game: string;
  /** Plain state hash (fnv1a64) of the position. */
  hash: string;
  seq: number;
}

export class MatchLedger {
  private readonly logger = new Logger('MatchLedger');
  /** Positions recorded and refusals (tests, logs). */
  readonly counts = { recorded: 0, advanced: 0, stale: 0 };

  constructor(private readonly db: () => CatalogClient) {}

  /** A new match (create): its first position. */
  async record(p: LedgerPosition): Promise<void> {
    try {
      await this.db().matchLedger.create({ data: { match: p.match, game: p.game, stateHash: p.hash, seq: p.seq } });
      this.counts.recorded++;
    } catch (e) {
      if ((e as { code?: unknown }).code === 'P2002') return; // already recorded (the same create retried): its row stands
      throw this.translate(e);
    }
  }

  /**
   * A step from position `from` to `to`: succeeds only when `from` is the match's latest recorded position,
   * atomically. A match the ledger does not know (created before the ledger was turned on) starts here.
   */
  async advance(from: LedgerPosition, to: LedgerPosition): Promise<void> {
    let updated: number;
    try {
      const r = await this.db().matchLedger.updateMany({ where: { match: from.match, stateHash: from.hash, seq: from.seq }, data: { stateHash: to.hash, seq: to.seq } });
      updated = r.count;
      if (updated === 0) {
        const row = await this.db().matchLedger.findUnique({ where: { match: from.match }, select: { seq: true, game: true } });
        if (!row) {
          // unknown match: adopt it at this position (a create that ran without the ledger); a concurrent adopter loses on the key
          try {
            await this.db().matchLedger.create({ data: { match: to.match, game: to.game, stateHash: to.hash, seq: to.seq } });
            this.counts.recorded++;
            return;
          } catch (e) {
            if ((e as { code?: unknown }).code !== 'P2002') throw e;
          }
        }
        this.counts.stale++;
        const latest = row?.seq ?? null;
        throw new ProblemError(
          409,
          'stale-state',
          'Stale state',
          `this state is not the latest position of its match (MATCH_LEDGER=database): it is at step ${from.seq}${latest !== null ? `, the match is at step ${latest}` : ''}. Send the latest state; older states cannot be continued (no forks, no undo).`,
          { code: 'STALE_STATE', seq: from.seq, latestSeq: latest },
        );
      }
    } catch (e) {
      throw this.translate(e);
    }
    this.counts.advanced++;
  }

  private translate(e: unknown): unknown {
    if (e instanceof ProblemError) return e;
    if (isDatabaseDown(e)) {
      this.logger.warn(`match ledger: database unavailable: ${(e as Error).message?.slice(0, 200)}`);
      return problems.unavailable('The match ledger (MATCH_LEDGER=database) cannot be reached right now, so no step of a sealed match can be recorded. Try again shortly.');
    }
    return e;
  }
}
