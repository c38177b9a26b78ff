/**
 * Title-specific card text (Princess Connect! Re:Dive, SVE 14.5, and advance activation 12.16; the forms live in
 * title/princess-connect-text.ts) as templates of the clause and whole-segment slots.
 */
import type { Ability } from '../../../../../engine/src/index.js';
import { concept, unread } from '../../../../../card-text/src/index.js';
import { titleAbilities, titleClause } from '../../title/princess-connect-text.js';
import type { ClauseCtx } from './context.js';
import type { SegmentCtx } from './continuous.js';

const t = concept('titles');

export const TITLE_CLAUSES = [
  t.template<string, ClauseCtx, true>('Princess Connect clauses', (text, c) =>
    titleClause(text, { push: (...x) => c.out.push(...x), it: () => c.it(), setIt: (x) => c.setIt(x), self: () => c.selfRef, newVar: () => c.newVar(), token: (n) => c.token(n), cardName: c.cardName, fail: unread }) || null),
];

export const TITLE_ABILITIES = [
  t.template<string, SegmentCtx, Ability[]>('Princess Connect equipment', (text, c) => titleAbilities(text, { compile: (x) => c.compile(x), fail: unread })),
];
