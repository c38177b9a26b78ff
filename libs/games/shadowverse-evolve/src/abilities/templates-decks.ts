/**
 * Compiler templates for sentences of the sample-deck cards (libs/catalog/data/shadowverse-evolve.decks.json)
 * that no other template read, hooked into compiler.ts at clause(), conditionPrefix() and the play option of
 * 「これをプレイする際、…」. Each function returns null / false when its text is not one of its forms, so the
 * compiler's own templates and failures stay as they were. Vocabulary: decks-vocab.ts.
 *
 * Forms:
 *  - play option 「墓場の(group)N枚を消滅：コストをMにする」 (BP01-057; SVE 10.4.7.2 / 10.6.2.2: banish N cards of
 *    your cemetery as a cost and the cost becomes M, a cost-setting replacement 10.2.1.3.3; actions/play-variants.ts);
 *  - 「各プレイヤーは、自身の場のフォロワー1体を指定し、ターンプレイヤーから順にそれを自身以外のプレイヤーに渡す」
 *    (BP13-043; SVE 5.22.2 give: effect `sve.giveEach`);
 *  - condition 「自分の場か自分のEXエリアに(group)が(ある|いる)なら、」 (EBD03-017: both zones counted);
 *  - 「このターン、(それ|これ)が受けるダメージを+N(する)」 (PCS01-010; SVE 5.14.2 / 10.2.1.3.2: `damageTaken`);
 *  - 「『A』『B』…1枚ずつEXエリアに置く」 (EBD04-009: one token of each name into the EX area, 4.8.3.2);
 *  - search 「自分のデッキから(条件)N枚まで探し、…」 with 「「これと同名を除く(group)」」 (CP04-024; 5.8, 2.1.2);
 *  - 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1, 7.4.8: effect `sve.nextPlayCost`,
 *    rules/next-play-cost.ts); (group): 『X』, (元のコストN以下の)(trait・)kind, 「AかB」, 「EXエリアのカード」;
 *  - look pick 「その中から、AかB N枚を(公開して)手札に加えてよい」 (CP04-047; 5.11);
 *  - triggers 「自分が(group / AかB)をプレイしたとき」, 「自分の場の(group)が攻撃したとき」 (decksTrigger);
 *  - 「それのプレイヤーのデッキの上N枚を墓場に置く」 (BP12-023: `sve.millOf`, the chosen card's master, 10.11.1);
 *  - search 「自分のデッキから『A』N枚と『B』N枚と『C』N枚を探し、…」 (BP18-038: one search per name, 5.8);
 *  - search 「自分のデッキから(group)をカード名が異なるようにN枚まで探し、…」 (CP04-039: `sve.chooseDistinct` over your
 *    deck, then `sve.searchPut`: effect `sve.searchDistinct`, 5.8, 2.1.2);
 *  - 「自分のデッキの上N枚を公開する」 (PCS01-048: `sve.revealTop`, 「それ」 = those cards, 4.1.5);
 *  - 「それのプレイヤーの場の(group)がN(枚|体)以上なら、(clause)」 (BP18-026: condition `sve.itsPlayerCount`);
 *  - a chain 「…がN枚以上なら、…。M枚以上なら、…」 (BP18-023: the count of the open condition, decksFollowCondition);
 *  - cost 「手札の(group)N枚をEXエリアに置く」 (CP04-116: `sve.moveCost` from the hand, 10.4);
 *  - 「『A』N枚か『B』N枚か『C』N枚をEXエリアに置く」 (BP15-020: a choice of one token, `sve.choice`);
 *  - 「これを消滅する」 (BP12-044: the resolving spell itself banished, 10.6.2.8.3) and 「各プレイヤーは、自身の手札すべてと
 *    自身の墓場すべてをデッキに戻し、シャッフルし、N枚引く」 (`sve.reshuffleEach`);
 *  - round 6: condition 「これが(zone)以外から場に出ていたなら、」 (BP03-028, SVE 5.5.3); statics 「これ(が場に)いる限り、自分の『A』『B』
 *    すべては【X】を持つ」 (BP04-089) and 「これが場にいる限り、自分の(group)・スペルが与えるダメージを+N」 (SP01-022, 5.14.2);
 *    「自分のリーダーか自分の場の他のフォロワー1体を選ぶ。それは[体力]+N」 (PCS01-017); search 「…[進化]を持つ(group)」
 *    (PCS01-011: the kernel filter `ability: '進化'`, a printed ability with that label); 「このターン、次に自分が「これによってEXエリアに置いた
 *    カード」をプレイする際、コストを0にする」 (BP14-046: `sve.noteZone` at the start, `sve.nextPlayCost` with `set`, 10.10.2.4).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K, KIND, Z } from '../constants.js';
import { NO_DAMAGE } from '../rules/damage.js';
import { parseGroup, selectorOf } from './groups.js';
import { starterGroup, starterSearchFilter } from './templates-starters.js';
import { ENTERED_OTHER_THAN, GIVE_EACH, ITS_PLAYER_COUNT, MILL_OF, NOTE_ZONE, RAISE_HEALTH_OF, RESHUFFLE_EACH, REVEAL_TOP, SEARCH_DISTINCT } from './decks-vocab.js';
import { NEXT_PLAY_COST } from '../rules/next-play-cost.js';

type Step = JsonObject;

/** What the clause templates read and write of the compiler's block (compiler.ts BlockCtx). */
export interface DecksApi {
  out: Step[];
  newVar(): string;
  it(): JsonObject;
  setIt(v: JsonObject): void;
  selfRef: JsonObject;
  cardName: string;
  /** A token of the card being compiled, by name (fails when unknown). */
  token(name: string): JsonObject;
  /** The open 「自分のデッキの上N枚を見る」 (sve.look) the picks join, or null. */
  look: JsonObject | null;
  /** Compiles a clause into its own step list (for a condition that covers only that clause). */
  sub?: (t: string) => Step[];
}

/**
 * 「N枚以上なら、」 right after an open count condition (「自分の墓場の[ロイヤル]フォロワーが5枚以上なら、…。10枚以上なら、
 * …」, BP18-023): the same count compared with N; [condition, rest] or null.
 */
export function decksFollowCondition(t: string, open: JsonObject | null): [JsonObject, string] | null {
  const m = /^(\d+)(枚|体|つ)以上なら、\s*(.*)$/.exec(t);
  if (!m || !open || open.type !== 'count' || typeof (open.compare as JsonObject | undefined)?.gte !== 'number') return null;
  return [{ ...open, compare: { gte: Number(m[1]) } }, m[3]!];
}

/** Costs of the deck texts (inside an ability, 「(cost)：」): 「手札の(group)N枚をEXエリアに置く」 (CP04-116, 10.4). */
export function decksCost(s: string): { cost: JsonObject[]; length: number; zones: string[] | null } | null {
  const m = /^手札の(.+?)(\d+)枚をEXエリアに置く/.exec(s);
  if (!m || m[1] === 'これ') return null;
  const g = starterGroup(`自分の手札の${m[1]}`);
  if (!g || g.other || g.zone !== Z.hand) return null;
  return { cost: [{ type: 'sve.moveCost', target: selectorOf(g, { count: Number(m[2]) }), to: Z.ex }], length: m[0].length, zones: null };
}

/** 10.4.7.2 play options 「これをプレイする際、(処理)：(効果)」 (the text after 「これをプレイする際、」), or null. */
export function decksPlayOption(rest: string): Ability | null {
  const m = /^墓場の(.+?)(\d+)枚を消滅(?:させる)?：コストを(\d+)にする$/.exec(rest);
  if (!m) return null;
  const g = parseGroup(`自分の墓場の${m[1]}`);
  if (!g || g.other) return null;
  // 10.4.3: 「墓場の」 of a cost is the master's cemetery
  return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: 0, setCost: Number(m[3]), banish: { ...selectorOf(g), count: Number(m[2]) } } };
}

const AURA_KW: Record<string, string> = { オーラ: K.aura, 守護: K.ward, 疾走: K.storm, 突進: K.rush, 威圧: K.intimidate, 必殺: K.bane, ドレイン: K.drain, 指定攻撃: K.assail };

/**
 * Whole-segment continuous abilities of the deck texts, or null:
 *  - 「これ(が場に)いる限り、自分の(場の)『A』『B』…すべては【X】…を持つ」 (BP04-089): one static per keyword on your field
 *    cards named A or B (the field: where the granted keyword means something, 12.15);
 *  - 「これが場にいる限り、自分の(group)・スペルが与えるダメージを+N(する)」 (SP01-022; SVE 5.14.2, the pseudo-stat
 *    `damageDealt` of the damage source): your spells of the group on the resolution zone (10.6.2.8.2) or in the cemetery
 *    (their activated abilities there).
 */
export function decksStatics(t: string): Ability[] | null {
  let m = /^これが(?:場に)?いる限り、自分の(?:場の)?((?:『[^』]+』){2,})すべては((?:【[^】]+】)+)を持つ$/.exec(t);
  if (m) {
    const names = [...m[1]!.matchAll(/『([^』]+)』/g)].map((x) => ({ name: x[1]! }));
    const kws = [...m[2]!.matchAll(/【([^】]+)】/g)].map((x) => AURA_KW[x[1]!]);
    if (kws.some((k) => !k)) return null;
    return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword: keyword!, grant: true }, affects: { zone: Z.field, side: 'you', filter: { anyOf: names } } }));
  }
  m = /^これが場にいる限り、自分の(.+?・スペル)が与えるダメージを\+(\d+)(?:する)?$/.exec(t);
  if (m) {
    const g = starterGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field || g.filter.type !== KIND.spell) return null;
    return [{ kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[2]) }, affects: { zone: [Z.resolution, Z.cemetery], side: 'you', filter: g.filter } }];
  }
  return null;
}

/** Condition prefixes of the deck texts; [condition, rest] or null. */
export function decksCondition(t: string): [JsonObject, string] | null {
  const o = /^これが(手札|墓場|EXエリア|デッキ)以外から場に出ていたなら、\s*(.*)$/.exec(t);
  if (o) return [{ type: ENTERED_OTHER_THAN, zone: { 手札: Z.hand, 墓場: Z.cemetery, EXエリア: Z.ex, デッキ: Z.deck }[o[1]!]! }, o[2]!]; // SVE 5.5.3 (BP03-028)
  const m = /^自分の場か自分のEXエリアに(.+?)が(いる|ある)なら、\s*(.*)$/.exec(t);
  if (!m) return null;
  const g = parseGroup(m[1]!);
  if (!g || g.side !== 'any' || g.zone !== Z.field || g.other) return null;
  return [{ type: 'count', selector: { ...selectorOf(g), zone: [Z.field, Z.ex], side: 'you' }, compare: { gte: 1 } }, m[3]!];
}

/**
 * 「AかB(かC)」 of card groups without side or zone (「なかよし部・カードかプリコネ・スペル」, 「元のコスト3以下の宴楽・カードか
 * 元のコスト3以下の魔法使い・カード」): {anyOf}; null when the phrase has no such か; false when a part is not a group.
 */
export function eitherFilter(phrase: string): JsonObject | null | false {
  const parts = phrase.split(/(?<=カード|フォロワー|スペル|アミュレット|』)か/); // not the か of a trait (なかよし部)
  if (parts.length < 2) return null;
  const gs = parts.map((p) => starterGroup(p));
  if (!gs.every((g) => g && g.side === 'any' && g.zone === Z.field && !g.other && Object.keys(g.filter).length > 0)) return false;
  return { anyOf: gs.map((g) => g!.filter) };
}

/**
 * The cards of 「次に自分が(group)をプレイする際」: {filter, from} or null. 「AかB」: a card of either group (each part
 * read alone); 「EXエリアのカード」: played from the EX area (`from`); otherwise a group without side or zone.
 */
export function nextPlayGroup(phrase: string): { filter: JsonObject | null; from: string | null } | null {
  const either = eitherFilter(phrase);
  if (either) return { filter: either, from: null };
  if (either === false) return null;
  const g = starterGroup(phrase);
  if (!g || g.side !== 'any' || g.other || (g.zone !== Z.field && g.zone !== Z.ex)) return null;
  return { filter: Object.keys(g.filter).length > 0 ? g.filter : null, from: g.zone === Z.ex ? Z.ex : null };
}

/**
 * Written-out triggers of the deck texts, or null:
 *  - 「自分が(group)をプレイしたとき、」 (SVE 10.6.2.7, the "played" event): (group) a group without side or zone,
 *    or 「AかB」 (EBD02-001, CP04-048, ECP02-036);
 *  - 「自分の場の(group)が攻撃したとき、」 (SVE 8.4.5: the attack event of any follower of yours in the group,
 *    itself included unless 「他の」; BP12-023).
 */
export function decksTrigger(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  let m: RegExpExecArray | null;
  if ((m = /^自分が(.+?)をプレイしたとき、\s*(.*)$/.exec(t))) {
    const either = eitherFilter(m[1]!);
    if (either === false) return null;
    const g = either ? null : starterGroup(m[1]!);
    if (!either && (!g || g.side !== 'any' || g.other || g.zone !== Z.field || Object.keys(g.filter).length === 0)) return null;
    return { trigger: { on: 'onPlay', who: 'any', side: 'you', filter: either ?? g!.filter }, rest: m[2]!, subject: null };
  }
  if ((m = /^自分の場の(他の)?(.+?)が攻撃したとき、\s*(.*)$/.exec(t))) {
    const g = starterGroup(m[2]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    const filter = { ...g.filter, type: g.filter.type ?? KIND.follower };
    return { trigger: { on: 'onAttack', who: m[1] ? 'other' : 'any', side: 'you', filter }, rest: m[3]!, subject: null };
  }
  return null;
}

/** Clause templates; true when the clause was compiled into `api.out`. */
export function decksClause(api: DecksApi, t: string): boolean {
  let m: RegExpExecArray | null;
  const o = api.out;
  const TO: Record<string, string> = { 手札に加える: Z.hand, 場に出す: Z.field, EXエリアに置く: Z.ex };
  if (t === '自分のリーダーか自分の場の他のフォロワー1体を選ぶ') {
    // PCS01-017: one of your leader and your other followers (5.18); 「それは[体力]+N」 next reads which it is
    const v = api.newVar();
    o.push({ type: 'sve.choose', target: { zone: [Z.leader, Z.field], side: 'you', count: 1, other: true, filter: { type: [KIND.leader, KIND.follower] } }, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  const last = o[o.length - 1];
  if ((m = /^それは\[体力\]\+(\d+)(?:する)?$/.exec(t)) && last?.type === 'sve.choose' && Array.isArray((last.target as JsonObject).zone) && ((last.target as JsonObject).zone as string[]).includes(Z.leader)) {
    o.push({ type: RAISE_HEALTH_OF, target: api.it(), amount: Number(m[1]) }); // a leader: its health (1.3.2.4); a follower: [体力]+N
    return true;
  }
  if ((m = /^自分のデッキから(.*)\[進化\]を持つ(.+?)(\d+)枚(を|まで)探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    // PCS01-011: 「[進化]を持つ」 = has an evolve ability (SVE 12.2: the kernel filter `ability`, a printed ability labelled 進化); 5.8
    const g = starterGroup(`${m[1]}${m[2]}`);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
    const v = api.newVar();
    o.push({ type: 'sve.search', count: Number(m[3]), to: TO[m[5]!]!, bind: v, filter: { ...g.filter, ability: '進化' } });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if (t === 'このターン、次に自分が「これによってEXエリアに置いたカード」をプレイする際、コストを0にする') {
    // BP14-046: the cards this ability put into your EX area = those there now that were not at its start (noted first);
    // the next of them you play this turn has its cost set to 0 (10.4.4.1; a set applies before raises / lowers, 10.10.2.4)
    const v = api.newVar();
    o.unshift({ type: NOTE_ZONE, zone: Z.ex, bind: v });
    o.push({ type: NEXT_PLAY_COST, set: 0, newIn: { zone: Z.ex, before: v } });
    return true;
  }
  if ((m = /^自分のデッキから((?:『[^』]+』\d+枚と)+『[^』]+』\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    // BP18-038: 『A』N枚と『B』N枚と『C』N枚 — each name searched for its count (5.8; a name not found is not found, 4.1.2.2)
    const parts = [...`${m[1]}`.matchAll(/『([^』]+)』(\d+)/g)];
    const vars: string[] = [];
    for (const x of parts) {
      const v = api.newVar();
      vars.push(v);
      o.push({ type: 'sve.search', count: Number(x[2]), to: TO[m[2]!]!, bind: v, filter: { name: x[1]! } });
    }
    return true;
  }
  if ((m = /^自分のデッキから(.+?)をカード名が異なるように(\d+)枚まで探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    // CP04-039: 5.8 search, each found card named differently from the others (2.1.2; sve.chooseDistinct over the deck)
    const g = starterGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
    const w = api.newVar();
    o.push({ type: SEARCH_DISTINCT, ...(Object.keys(g.filter).length > 0 ? { filter: g.filter } : {}), count: Number(m[2]), to: TO[m[3]!]!, bind: w });
    api.setIt({ ref: 'var', var: w }); // 「それ」: the cards now in that zone (new cards, 4.1.4)
    return true;
  }
  if ((m = /^自分のデッキの上(\d+)枚を公開する$/.exec(t))) {
    const v = api.newVar();
    o.push({ type: REVEAL_TOP, count: Number(m[1]), bind: v }); // PCS01-048 (4.1.5: shown to every player)
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if (api.sub && (m = /^それのプレイヤーの場の(.+?)が(\d+)(?:枚|体|つ)以上なら、(.+)$/.exec(t))) {
    // BP18-026: the field of the chosen card's master (counted when the condition is checked, 10.3.3)
    const of = api.it();
    let filter: JsonObject | null = null;
    if (m[1] !== 'カード') {
      const g = starterGroup(m[1]!);
      if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
      filter = g.filter;
    }
    const then = api.sub(m[3]!);
    if (then.length === 0) return false;
    o.push({ type: 'if', condition: { type: ITS_PLAYER_COUNT, of, zone: Z.field, ...(filter ? { filter } : {}), compare: { gte: Number(m[2]) } }, then: then.length === 1 ? then[0]! : { type: 'sequence', steps: then } });
    return true;
  }
  if ((m = /^これは【(オーラ|守護|疾走|突進|威圧|必殺|ドレイン|指定攻撃)】とこのターン、「これはダメージを受けない」を持つ$/.exec(t))) {
    // BP18-026: the keyword for good (12.15 Aura) and damage prevention for the turn (10.10.1)
    o.push(
      { type: 'grantKeyword', target: api.selfRef, keyword: { オーラ: K.aura, 守護: K.ward, 疾走: K.storm, 突進: K.rush, 威圧: K.intimidate, 必殺: K.bane, ドレイン: K.drain, 指定攻撃: K.assail }[m[1]!]!, duration: 'permanent' },
      { type: 'grantKeyword', target: api.selfRef, keyword: NO_DAMAGE, duration: 'untilEndOfTurn' },
    );
    return true;
  }
  if ((m = /^((?:『[^』]+』\d+(?:枚|体)か)+『[^』]+』\d+(?:枚|体))をEXエリアに置く$/.exec(t))) {
    // BP15-020: one of the named tokens, chosen (5.18-like choice of one option)
    const options = [...m[1]!.matchAll(/『([^』]+)』(\d+)/g)].map((x) => ({ label: `『${x[1]!}』`, effect: { type: 'sve.token', token: api.token(x[1]!), count: Number(x[2]), zone: Z.ex } }));
    o.push({ type: 'sve.choice', options, count: 1 });
    return true;
  }
  if ((m = /^各プレイヤーは、自身の手札すべてと自身の墓場すべてをデッキに戻し、シャッフルし、(\d+)枚引く$/.exec(t))) {
    o.push({ type: RESHUFFLE_EACH, draw: Number(m[1]) }); // BP12-044: turn player first
    return true;
  }
  if (t === 'これを消滅する') {
    // BP12-044 (a spell): the resolving card itself to the banish zone (5.28.1), so it is not put into the cemetery afterwards (10.6.2.8.3)
    o.push({ type: 'sve.put', target: api.selfRef, to: Z.banished, reason: 'banish' });
    return true;
  }
  if (t === '各プレイヤーは、自身の場のフォロワー1体を指定し、ターンプレイヤーから順にそれを自身以外のプレイヤーに渡す') {
    o.push({ type: GIVE_EACH, filter: { type: KIND.follower } }); // SVE 5.22.2
    return true;
  }
  if ((m = /^それのプレイヤーのデッキの上(\d+)枚を墓場に置く$/.exec(t))) {
    o.push({ type: MILL_OF, of: api.it(), amount: Number(m[1]) }); // BP12-023: the chosen card's master (10.11.1)
    return true;
  }
  if ((m = /^このターン、(それ|これ)が受けるダメージを\+(\d+)(?:する)?$/.exec(t))) {
    // 5.14.2: damage it takes +N (a replacement of the damage amount, 10.2.1.3.2; damageTaken counts the reduction, rules/damage.ts)
    o.push({ type: 'modify', target: m[1] === 'これ' ? api.selfRef : api.it(), stat: 'damageTaken', add: -Number(m[2]), duration: 'untilEndOfTurn' });
    return true;
  }
  if (api.look && api.look.type === 'sve.look' && (m = /^(?:その中から、)?(.+?)(\d+)枚を(公開して)?(手札に加え|場に出し|EXエリアに置い|墓場に置い)てよい$/.exec(t))) {
    // 5.11 look pick of 「AかB」 (CP04-047): a card of either group
    const filter = eitherFilter(m[1]!);
    if (!filter) return false;
    const v = api.newVar();
    const pick: JsonObject = { count: Number(m[2]), upTo: true, to: { 手札に加え: Z.hand, 場に出し: Z.field, EXエリアに置い: Z.ex, 墓場に置い: Z.cemetery }[m[4]!]!, bind: v, filter };
    if (m[3]) pick.reveal = true;
    (api.look.picks as JsonObject[]).push(pick);
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if ((m = /^このターン、次に自分が(.+)をプレイする際、コストを-(\d+)する$/.exec(t))) {
    const g = nextPlayGroup(m[1]!);
    if (!g) return false;
    // 10.4.4.1: the PP paid for the next such card played this turn (7.4.8) is N less
    o.push({ type: NEXT_PLAY_COST, add: -Number(m[2]), ...(g.filter ? { filter: g.filter } : {}), ...(g.from ? { from: g.from } : {}) });
    return true;
  }
  if ((m = /^((?:『[^』]+』){2,})1枚ずつEXエリアに置く$/.exec(t))) {
    for (const x of m[1]!.matchAll(/『([^』]+)』/g)) o.push({ type: 'sve.token', token: api.token(x[1]!), count: 1, zone: Z.ex });
    return true;
  }
  if ((m = /^自分のデッキから(.+?)(\d+)枚まで探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    let filter: JsonObject | null = null;
    if (m[1]!.startsWith('「これと同名を除く')) {
      const g = starterGroup(m[1]!, api.cardName);
      if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
      filter = g.filter;
    } else {
      filter = starterSearchFilter(m[1]!);
    }
    if (!filter) return false; // with a condition the search may find fewer (5.8.1.1): 「まで」 needs one here
    const v = api.newVar();
    o.push({ type: 'sve.search', count: Number(m[2]), to: { 手札に加える: Z.hand, 場に出す: Z.field, EXエリアに置く: Z.ex }[m[3]!]!, bind: v, filter });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  return false;
}
