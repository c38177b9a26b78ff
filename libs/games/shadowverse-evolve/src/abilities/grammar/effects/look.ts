/**
 * Looking at and revealing the top of the deck (SVE 5.11, 4.1.5): 「自分のデッキの上N枚を見る」 opens a look effect
 * (`sve.look`) that the following sentences complete — picks 「その中から、…N枚を…てよい」, and where the rest goes
 * (bottom in any order, top, cemetery); 「自分のデッキの上N枚を公開する」.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { Z } from '../../../constants.js';
import { REVEAL_TOP } from '../../vocab/search.js';
import { eitherFilter, parseGroup, readGroup } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/look');

const LOOK_TO: Record<string, string> = { 手札に加え: Z.hand, 場に出し: Z.field, EXエリアに置い: Z.ex, 墓場に置い: Z.cemetery };

export const LOOK = [
  // picks 「N枚まで…てよい」 (to the hand, the field, the EX area or the cemetery) and 「「これと同名を除く(group)」」 (2.1.2: a different name)
  t.pattern(/^(?:その中から、)?(.+?)(\d+)枚(まで)?を?(公開して)?(手札に加え|場に出し|EXエリアに置い|墓場に置い)てよい$/, (m, c) => {
    if (!(c.look && c.look.type === 'sve.look' && (m[3] || m[1]!.startsWith('「これと同名を除く')))) return false;
    if (!m[3] && (m[5] === 'EXエリアに置い' || m[5] === '墓場に置い')) return false; // (read below, as before)
    const g = readGroup(m[1]!, c.cardName);
    if (!g) return false;
    const v = c.newVar();
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to: LOOK_TO[m[5]!]!, bind: v };
    if (Object.keys(g.filter).length > 0) pick.filter = g.filter;
    if (m[4]) pick.reveal = true;
    (c.look.picks as JsonObject[]).push(pick);
    c.setIt({ ref: 'var', var: v });
  }),
  // PCS01-048 (4.1.5: shown to every player); 「それ」 = those cards
  t.pattern(/^自分のデッキの上(\d+)枚を公開する$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: REVEAL_TOP, count: Number(m[1]), bind: v });
    c.setIt({ ref: 'var', var: v });
  }),
  // a pick of 「AかB」 (CP04-047): a card of either group
  t.pattern(/^(?:その中から、)?(.+?)(\d+)枚を(公開して)?(手札に加え|場に出し|EXエリアに置い|墓場に置い)てよい$/, (m, c) => {
    if (!(c.look && c.look.type === 'sve.look')) return false;
    const filter = eitherFilter(m[1]!);
    if (!filter) return false;
    const v = c.newVar();
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to: { 手札に加え: Z.hand, 場に出し: Z.field, EXエリアに置い: Z.ex, 墓場に置い: Z.cemetery }[m[4]!]!, bind: v, filter };
    if (m[3]) pick.reveal = true;
    (c.look.picks as JsonObject[]).push(pick);
    c.setIt({ ref: 'var', var: v });
  }),
  // 「自分のデッキの上1枚を見る。それをデッキの下に置いてよい」 (the player saw it; then may put it on the bottom)
  t.exact('それをデッキの下に置いてよい', (c) => {
    const look = c.look;
    if (!(look && look.type === 'sve.look' && look.amount === 1 && (look.picks as JsonObject[]).length === 0 && c.out[c.out.length - 1] === look)) return false;
    c.out.push({ type: 'optional', prompt: 'Put it on the bottom of your deck?', effect: { type: 'sve.look', amount: 1, picks: [], rest: 'bottom' } });
  }),
  t.pattern(/^自分のデッキの上(\d+)枚を見る$/, (m, c) => {
    const look: JsonObject = { type: 'sve.look', amount: Number(m[1]), picks: [], rest: 'top' };
    c.out.push(look);
    c.setLook(look);
  }),
  t.pattern(/^(?:その中から、)?(.*?)(\d+)枚を(公開して)?(手札に加え|墓場に置い|場に出し|EXエリアに置い)てよい$/, (m, c, text) => {
    if (!c.look) return false;
    const g = m[1] === '' ? null : parseGroup(m[1]!);
    if (m[1] !== '' && !g) unread(text);
    const to = { 手札に加え: Z.hand, 墓場に置い: Z.cemetery, 場に出し: Z.field, EXエリアに置い: Z.ex }[m[4]!]!;
    const v = c.newVar();
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to, bind: v };
    if (g && Object.keys(g.filter).length > 0) pick.filter = g.filter;
    if (m[3]) pick.reveal = true;
    (c.look.picks as JsonObject[]).push(pick);
    c.setIt({ ref: 'var', var: v });
  }),
  // must-take picks (5.11, no 「てよい」): 「その中から、N枚を手札に加える。N枚を(墓場に置く|消滅させる|デッキの上に置く|デッキの
  // 下に置く)」 (CP03-054, BP04-041): each takes N of the looked cards still there (all of them when fewer)
  t.pattern(/^(その中から、)?(\d+)枚を(手札に加える|墓場に置く|消滅させる|デッキの上に置く|デッキの下に置く)$/, (m, c) => {
    const look = c.look;
    if (!(look && look.type === 'sve.look')) return false;
    const picks = look.picks as JsonObject[];
    if (!m[1] && !picks.some((p) => p.upTo !== true)) return false; // a later sentence continues a must-take 「その中から、」
    const to = { 手札に加える: Z.hand, 墓場に置く: Z.cemetery, 消滅させる: Z.banished, デッキの上に置く: Z.deck, デッキの下に置く: Z.deck }[m[3]!]!;
    const v = c.newVar();
    const pick: JsonObject = { count: Number(m[2]), to, bind: v };
    if (m[3] === 'デッキの上に置く') pick.position = 'top';
    if (m[3] === 'デッキの下に置く') pick.position = 'bottom';
    picks.push(pick);
    c.setIt({ ref: 'var', var: v });
  }),
  t.exact('その中から、好きな枚数を好きな順にデッキの上に置く', (c) => {
    if (!c.look) return false;
    c.look.rest = 'topThenBottom';
  }),
  t.pattern(/^それを(墓場に置い|手札に加え)てよい$/, (m, c) => {
    if (!c.look) return false;
    (c.look.picks as JsonObject[]).push({ count: c.look.amount as number, upTo: true, to: m[1] === '墓場に置い' ? Z.cemetery : Z.hand });
  }),
  t.exact('残りを好きな順にデッキの下に置く', (c) => {
    if (!c.look) return false;
    if (c.look.rest !== 'topThenBottom') c.look.rest = 'bottom';
    c.setLook(null);
  }),
  t.exact('残りを墓場に置く', (c) => {
    if (!c.look) return false;
    c.look.rest = 'cemetery';
    c.setLook(null);
  }),
];
