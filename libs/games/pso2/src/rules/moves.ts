/**
 * After every move (the kernel's afterMove hook): what the rules do "at once" when cards move —
 * 204.2.2.2 / 205.4.6: attach Actives and equipment whose host left go to the discard;
 * 協力レイドバトル: the boss's hand replacements and its immediate deck refill (raid/boss-rules.ts).
 */
import type { Ctx } from '../../../../engine/src/index.js';
import { sweepOrphans } from './field.js';
import { bossAfterMove } from '../raid/boss-rules.js';

export function afterMoveHook(ctx: Ctx, moved: { cards: string[]; prev: string[]; from?: string[]; to: string; reason: string | null }): void {
  if (ctx.state.result) return;
  sweepOrphans(ctx);
  bossAfterMove(ctx, moved);
}
