/**
 * Effect clauses about playing cards: playing a card by an effect (SVE 10.6.2; rules/play-effect.ts), the PP
 * paid for playing it (10.4.4.1: `costDelta`; a set cost 10.2.1.3.3 applies before raises / lowers, 10.10.2.4),
 * the next card played this turn (rules/next-play-cost.ts), playing from the banish zone.
 */
import { Z } from '../../../constants.js';
import { COST_SET } from '../../../rules/replacement.js';
import { PLAY_IT } from '../../../rules/play-effect.js';
import { NEXT_PLAY_COST } from '../../../rules/next-play-cost.js';
import { NOTE_ZONE } from '../../vocab/move.js';
import { nextPlayGroup } from '../groups.js';
import { duration } from '../durations.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/play');

export const PLAY = [
  // 「このターン、自分は自分の消滅領域のカードをプレイできる」 (BP18-T03)
  t.exact('このターン、自分は自分の消滅領域のカードをプレイできる', (c) => {
    c.out.push({ type: 'sve.playFromBanished' });
  }),
  // BP14-046: the cards this ability put into your EX area = those there now that were not at its start (noted first);
  // the next of them you play this turn has its cost set to 0 (10.4.4.1; a set applies before raises / lowers, 10.10.2.4)
  t.exact('このターン、次に自分が「これによってEXエリアに置いたカード」をプレイする際、コストを0にする', (c) => {
    const v = c.newVar();
    c.out.unshift({ type: NOTE_ZONE, zone: Z.ex, bind: v });
    c.out.push({ type: NEXT_PLAY_COST, set: 0, newIn: { zone: Z.ex, before: v } });
  }),
  // 10.4.4.1: the PP paid for the next such card played this turn (7.4.8) is N less
  t.pattern(/^このターン、次に自分が(.+)をプレイする際、コストを-(\d+)する$/, (m, c) => {
    const g = nextPlayGroup(m[1]!);
    if (!g) return false;
    c.out.push({ type: NEXT_PLAY_COST, add: -Number(m[2]), ...(g.filter ? { filter: g.filter } : {}), ...(g.from ? { from: g.from } : {}) });
  }),
  t.pattern(/^それのコストを(\d+)にしてプレイする$/, (m, c) => {
    c.out.push({ type: PLAY_IT, target: c.it(), cost: Number(m[1]) });
  }),
  t.pattern(/^このターン、(それ|これ)をプレイする際、コストを([+-]\d+)する$/, (m, c) => {
    c.out.push({ type: 'modify', target: c.who(m[1]!), stat: 'costDelta', add: Number(m[2]), duration: 'untilEndOfTurn' });
  }),
  // a play-cost replacement that sets the cost (10.2.1.3.3), applied before raises / lowers (10.10.2.4)
  t.pattern(/^(このターン、)?(それ|これ)をプレイする際、コストを(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'modify', target: c.who(m[2]!), stat: COST_SET, set: Number(m[3]), duration: duration(m[1]) });
  }),
];
