/**
 * `current` of a visible card (docs/engine.md §1.7.1): ATK / DEF / cost through statOf, damage (4.4.4), the kind
 * (partner-ize changes it, 5.28), the member slot, the attack roles (8.2.4.3), whether it received a partner
 * attack (8.4.3.2), and for hand cards whether it can be played now (read from the legal main actions).
 */
import type { JsonObject, Reader, Viewer } from '../../../../engine/src/index.js';
import { currentValues } from '../../../../engine/src/index.js';
import { F } from '../constants.js';
import { attackRoles, slotOf } from '../state.js';

export function currentOf(r: Reader, id: string, _viewer: Viewer): JsonObject | null {
  const base = currentValues(r, id);
  if (!base) return null;
  const c = r.state.cards[id]!;
  return {
    ...(base as unknown as JsonObject),
    slot: slotOf(r.state, id),
    roles: attackRoles(r.state, id),
    partnerAttacked: c.flags[F.partnerAttacked] === true,
  };
}
