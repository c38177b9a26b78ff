/**
 * Looking at hidden cards (R4U 5.10 見る: the cards stay in their hidden zone, you learn them; 4.2.2 公開: every
 * player sees them):
 *  - 「相手の手札をすべて見る」 — shown to you only (the kernel's reveal to `you`; the opponent's hand stays hidden
 *    from everyone else);
 *  - 「自分のデッキの上からN枚(公開し|見て)、その中から(what を)N枚(まで)選び、(zone)に(置き|加え)、…、残りを控え室に置く」 —
 *    the top N cards (r4u.look, 5.10.2), then each pick in the order written (「その中から…選び、メンバーに置き、Reバースを1枚
 *    まで選び、手札に加え」: a second pick from the same cards), then the cards not taken to the waiting room. Also
 *    「その中から1枚を手札に加え」 (a pick and its verb in one clause), 「…を望む枚数公開して手札に加え」, 「…を1枚選んで公開し」
 *    and 「…をN枚まで公開し」 (the chosen cards shown to every player before they move). 「N枚」 without 「まで」 = that
 *    many if there are (as many as possible, 1.3.3); with a filter on cards only looked at (見て), the player may choose
 *    fewer (9.7.4.3: they are still hidden cards). 「残りを望む順でデッキの下に置く」 (an order chosen) is not read.
 *    「デッキの上からN枚見る」 alone leaves the cards where they are.
 * The open look lives in the ability scope (context.ts `look`); the compiler refuses a sentence that leaves it open.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept, type ClauseCtx } from '../context.js';
import { filterOf } from '../groups.js';

const t = clauseConcept('effects/look');

export const LOOK = [
  t.pattern(/^(?:あなたは)?相手の手札をすべて見る$/, (_m, c) => {
    c.out.push({ type: 'reveal', target: { zone: 'hand', side: 'opponent' }, to: 'you' });
  }),
];

const DEST: Record<string, string> = { メンバー: 'members', 手札: 'hand', エントリー: 'entry', エネルギー: 'energy' };

/** The open look of the ability (unread when there is none: 「その中から」 names nothing). */
function open(c: ClauseCtx): NonNullable<ClauseCtx['s']['look']> {
  return c.s.look ?? unread('その中から without looked-at cards');
}

/** A pick of the open look: how many (「望む枚数」: any number of them), which, shown to all or not. */
function pick(c: ClauseCtx, what: string | undefined, count: string, shown: boolean): JsonObject {
  const look = open(c);
  if (look.pick) return unread('two picks before a verb');
  const filter = what ? filterOf(what) : null;
  let take: number;
  let upTo: boolean;
  const m = /^(\d+)枚(まで)?$/.exec(count);
  if (m) {
    take = Number(m[1]);
    upTo = m[2] !== undefined || (filter !== null && look.step.public !== true); // 9.7.4.3
  } else {
    take = look.step.count as number; // 望む枚数
    upTo = true;
  }
  return { take, ...(upTo ? { upTo: true } : {}), ...(filter ? { filter } : {}), ...(shown && look.step.public !== true ? { reveal: true } : {}) };
}

function toZone(c: ClauseCtx, p: JsonObject, zone: string, rested: boolean): void {
  const look = open(c);
  (look.step.picks as JsonObject[]).push({ ...p, to: DEST[zone]!, ...(rested ? { rest: true } : {}) });
  look.pick = null;
}

const VERB = '(メンバー|手札|エントリー|エネルギー)に(【レスト】で)?(?:置く|加える)';
const COUNT = '(\\d+枚(?:まで)?|望む枚数)';

/** Before CHOOSE (「その中から…選び」 is a pick of the looked-at cards, not a choice from a zone). */
export const LOOK_TOP = [
  t.pattern(/^(?:あなたは)?(?:自分の)?デッキの上から(\d+)枚(公開する|見る)$/, (m, c) => {
    if (c.s.look || c.s.pending) return unread('looked-at cards while another choice is open');
    const step: JsonObject = { type: 'r4u.look', count: Number(m[1]), ...(m[2] === '公開する' ? { public: true } : {}), picks: [], rest: 'stay' };
    c.out.push(step);
    c.s.look = { step, pick: null };
  }),
  // 「その中から、キャラを1枚まで選び」 / (a second pick) 「Reバースを1枚まで選び」 / 「…を1枚選んで公開し」「…を2枚まで公開し」
  t.pattern(new RegExp(`^(?:その中から、?)?(?:(.+?)を)?${COUNT}(選び|選んで公開する|公開する)$`), (m, c, text) => {
    if (!c.s.look) return false;
    if (!text.startsWith('その中から') && (c.s.look.step.picks as unknown[]).length === 0) return unread('a pick without その中から');
    c.s.look.pick = pick(c, m[1], m[2]!, m[3] !== '選び');
  }),
  // 「その中から1枚を手札に加え」「その中から【のびしろ】を望む枚数公開して手札に加え」: the pick and its verb
  t.pattern(new RegExp(`^その中から、?(?:(.+?)を)?${COUNT}を?(公開して)?${VERB}$`), (m, c) => {
    toZone(c, pick(c, m[1], m[2]!, m[3] !== undefined), m[4]!, m[5] !== undefined);
  }),
  // the verb of the pick just read
  t.pattern(new RegExp(`^${VERB}$`), (m, c) => {
    if (!c.s.look?.pick) return false;
    toZone(c, c.s.look.pick, m[1]!, m[2] !== undefined);
  }),
  t.pattern(/^残りを控え室に置く$/, (_m, c) => {
    const look = open(c);
    if (look.pick || (look.step.picks as unknown[]).length === 0) return unread('残りを without a pick before it');
    look.step.rest = 'waitingRoom';
    c.s.look = null;
  }),
];
