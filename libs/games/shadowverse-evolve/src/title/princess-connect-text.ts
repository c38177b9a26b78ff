/**
 * Card-text templates for Princess Connect! Re:Dive (SVE 14.5) and advance activation (12.16), called by
 * abilities/compiler.ts through five hooks (`titleAbilities`, `titleTrigger`, `titleClause`,
 * `titleCondition`, `titleActivation`). Pure functions of the text: the rules they compile to live in
 * title/princess-connect.ts (the SVE vocabulary entries) and in the kernel (granted abilities,
 * abilities/granted.ts; the `attachedTo` selector).
 *
 *  - equipment token text (14.5.2): 「これを装備しているフォロワーは「…」を持つ」 → a static ability of the
 *    token granting the quoted ability (compiled like any card text) to the card it is attached to;
 *    「…は【X】と「…」を持つ」 → a keyword grant and an ability grant; 「これを装備しているフォロワーが与える /
 *    受けるダメージを±Nする」 → damage modifiers of that card (5.14.2); 「これを装備したとき、…」 → a trigger
 *    of the token on its equipping (14.5.2.2.2); 「これを装備したフォロワーは[攻撃力]+N…する」 → its host.
 *    Every ability of an equipment token works only in the equipment area (14.5.2.1.3: `zones`).
 *  - 「(これ|それ)は『X』N枚を装備する」 (14.5.2.2) → the effect `sve.equip`.
 *  - 「それの[UB]能力1つを元のコストを支払わずに発動する」 (14.5.1.4) → `sve.ubActivate`; 「これを含めず、
 *    このターン中に自分の[UB]能力がN回以上発動していたなら」 → the condition `sve.ubCount` (14.5.1.3).
 *  - 「[アドバンス起動][コストN](cost)：」 (12.16.3) → an activated ability with the cost `sve.advance` (N PP, 1 of
 *    them may be 1 EP; evolve-equivalent, 8.3.2.1) before the printed costs; 「自分のエボルヴデッキの『X』N枚を
 *    場に出してよい」.
 *  - smaller forms the same cards print: 「これが相手の場のフォロワー1体以上に能力ダメージを与えたとき」 (5.14.3.3),
 *    「…に「これの攻撃力の半分」と同じダメージ」 (5.30.1: rounded up), 「これが場にいる限り、自分の場のこれと『X』が
 *    与える能力ダメージを+Nする」, counts 「自分の場の(group)がN体以上なら」 / 「(group)や(group)がN枚以上なら」 /
 *    「…の攻撃力の合計がN以上なら」, 「AかBなら」, 「自分の場の「これと同名を除く(group)」N体を選ぶ」, 「…Nつにつき、
 *    …をM体まで選ぶ」 (5.29.1) and 「自分のデッキから…を元のコストの合計がN以下になるようにM枚まで探し、場に出す」 (5.8).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { parseGroup, selectorOf } from '../abilities/grammar/groups.js';

/** What a clause template may use of the block being compiled (built by compiler.ts `clause`). */
export interface ClauseApi {
  push(...steps: JsonObject[]): void;
  /** The referent of 「それ」 (fails when there is none). */
  it(): JsonObject;
  setIt(sel: JsonObject): void;
  /** The referent of 「これ」. */
  self(): JsonObject;
  newVar(): string;
  /** A token reference for 『name』 (fails when unknown). */
  token(name: string): JsonObject;
  /** The name of the card being compiled (「これと同名」). */
  cardName: string;
  fail(why: string): never;
}

/** The compiler's result for a nested text (a quoted ability). */
export interface NestedResult {
  abilities: Ability[];
  sentences: string[];
  mapped: number[];
}

export interface SegmentApi {
  /** Compiles a quoted ability's text as card text of a follower. */
  compile(text: string): NestedResult;
  fail(why: string): never;
}

/** A trigger phrase result (the shape of the compiler's triggerPhrase). */
export interface TitleTrigger {
  trigger: JsonObject;
  rest: string;
  subject: JsonObject | null;
  zones?: string[];
}

const HOST: JsonObject = { ref: 'attachedTo' };
const EQUIPMENT_ZONES = [Z.equipment];

const KEYWORDS: Record<string, string> = {
  守護: K.ward, 疾走: K.storm, 突進: K.rush, 指定攻撃: K.assail, 威圧: K.intimidate, ドレイン: K.drain, 必殺: K.bane, オーラ: K.aura,
};

const STAT = String.raw`(?:\[攻撃力\]([+-]\d+))?(?:\/)?(?:\[体力\]([+-]\d+))?`;

/** A static ability of an equipment token giving its host a modifier (14.5.2.1.3: works in the equipment area). */
function toHost(modifier: JsonObject): Ability {
  return { kind: 'static', zones: [...EQUIPMENT_ZONES], affects: { ...HOST }, modifier };
}

function withoutSource(a: Ability): Ability {
  const { source: _source, ...rest } = a;
  return rest as Ability;
}

/**
 * Whole-segment abilities (returns null when the segment is none of these forms):
 * equipment grants and damage modifiers (14.5.2), 「これが場にいる限り、自分の場のこれと『X』が与える能力ダメージを+Nする」.
 */
export function titleAbilities(t: string, api: SegmentApi): Ability[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^これを装備しているフォロワーは((?:【[^】]+】)*)と?(?:「(.+)」)?を持つ$/.exec(t)) && (m[1] || m[2])) {
    const out: Ability[] = [];
    for (const k of (m[1] ?? '').matchAll(/【([^】]+)】/g)) {
      const keyword = KEYWORDS[k[1]!] ?? api.fail(`keyword ${k[1]}`);
      out.push(toHost({ type: 'keyword', keyword, grant: true }));
    }
    if (m[2]) {
      // the quoted ability is compiled as card text; all of it must compile (no half abilities)
      const inner = api.compile(m[2]);
      if (inner.abilities.length === 0 || inner.mapped.length !== inner.sentences.length) api.fail(`granted ability 「${m[2]}」`);
      for (const a of inner.abilities) out.push(toHost({ type: 'ability', ability: withoutSource(a) }));
    }
    return out;
  }
  if ((m = /^これを装備しているフォロワーが(与える|受ける)ダメージを([+-]\d+)する$/.exec(t))) {
    const n = Number(m[2]);
    // 5.14.2: damage it deals +N (damageDealt), damage it takes −N (damageTaken counts the reduction)
    return [toHost(m[1] === '与える' ? { type: 'stat', stat: 'damageDealt', op: 'add', value: n } : { type: 'stat', stat: 'damageTaken', op: 'add', value: -n })];
  }
  if ((m = /^これが場にいる限り、自分の場のこれと『([^』]+)』が与える能力ダメージを\+(\d+)する$/.exec(t))) {
    const modifier = { type: 'stat', stat: 'abilityDamageDealt', op: 'add', value: Number(m[2]) };
    return [
      { kind: 'static', modifier, affects: { ref: 'self' } },
      { kind: 'static', modifier, affects: { zone: Z.field, side: 'you', other: true, filter: { name: m[1]! } } },
    ];
  }
  return null;
}

/** Trigger phrases (「…とき、」) the compiler's own triggerPhrase does not read. */
export function titleTrigger(t: string): TitleTrigger | null {
  let m: RegExpExecArray | null;
  // 14.5.2.2.2: the token is linked to the follower → "equipped"; the token's ability works in the equipment area
  if ((m = /^これを装備したとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.equipped' }, rest: m[1]!, subject: null, zones: [...EQUIPMENT_ZONES] };
  // 5.14.3.3: ability damage = any damage but 8.4.9's; 「1体以上」: once however many it damaged at once
  if ((m = /^これが相手の場のフォロワー1体以上に能力ダメージを与えたとき、\s*(.*)$/.exec(t))) return { trigger: { on: 'sve.abilityDamage', side: 'opponent' }, rest: m[1]!, subject: null };
  return null;
}

/** Effect clauses; true when the clause was compiled (steps pushed). */
export function titleClause(t: string, api: ClauseApi): boolean {
  let m: RegExpExecArray | null;
  const who = (w: string) => (w === 'これ' ? api.self() : api.it());
  if ((m = /^(これ|それ)は『([^』]+)』(\d+)枚を装備する$/.exec(t))) {
    api.push({ type: 'sve.equip', target: who(m[1]!), token: api.token(m[2]!), count: Number(m[3]) }); // 14.5.2.2
    return true;
  }
  if ((m = new RegExp(String.raw`^これを装備(?:した|している)フォロワーは${STAT}する$`).exec(t)) && (m[1] !== undefined || m[2] !== undefined)) {
    // the follower this equipment is linked to (the effect lasts; the link ends only when it leaves the field, 14.5.2.4)
    if (m[1] !== undefined) api.push({ type: 'modify', target: { ...HOST }, stat: 'attack', add: Number(m[1]), duration: 'permanent' });
    if (m[2] !== undefined) api.push({ type: 'modify', target: { ...HOST }, stat: 'defense', add: Number(m[2]), duration: 'permanent' });
    return true;
  }
  if ((m = /^(自分|相手)のリーダー(?:すべて)?に「(これ|それ)の(攻撃力|体力)の半分」と同じダメージ$/.exec(t))) {
    // 5.30.1: half of an odd number is rounded up (the printed reminder 「（端数切り上げ）」 says so too)
    const amount = { stat: m[3] === '攻撃力' ? 'attack' : 'defense', of: who(m[2]!), div: 2, round: 'up' };
    api.push({ type: 'damage', target: { player: m[1] === '自分' ? 'you' : 'opponent' }, amount });
    return true;
  }
  if ((m = /^自分のエボルヴデッキの『([^』]+)』(\d+)枚を場に出してよい$/.exec(t))) {
    const v = api.newVar();
    api.push(
      { type: 'sve.choose', target: { zone: Z.evolveDeck, side: 'you', filter: { name: m[1]! }, count: Number(m[2]), upTo: true }, bind: v },
      { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.field, player: 'you', reason: 'effect' },
    );
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if ((m = /^自分の場の「これと同名を除く(.+?)」(\d+)体を選ぶ$/.exec(t))) {
    const g = parseGroup(`自分の場の${m[1]}`) ?? api.fail(`group ${m[1]}`);
    const v = api.newVar();
    const sel = selectorOf(g, { count: Number(m[2]) });
    sel.filter = { ...((sel.filter as JsonObject | undefined) ?? {}), not: { name: api.cardName } };
    api.push({ type: 'sve.choose', target: sel, bind: v });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if ((m = /^(自分|相手)の場の(.+?)(\d+)(?:つ|体|枚)につき、(.+?)を(\d+)(?:体|枚|つ)まで選ぶ$/.exec(t))) {
    // 「…2つにつき、…を1体まで選ぶ」: up to M per N counted (5.29.1: leftovers dropped)
    const counted = parseGroup(`${m[1]}の場の${m[2]}`) ?? api.fail(`group ${m[2]}`);
    const targets = parseGroup(m[4]!) ?? api.fail(`group ${m[4]}`);
    const v = api.newVar();
    api.push({ type: 'sve.chooseUpToAmount', target: selectorOf(targets), amount: { count: selectorOf(counted), per: Number(m[3]), times: Number(m[5]) }, bind: v }); // (abilities/vocab/choose.ts)
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  if ((m = /^自分のデッキから(.+?)を元のコストの合計が(\d+)以下になるように(\d+)枚まで探し、(場に出す|手札に加える)$/.exec(t))) {
    const g = parseGroup(m[1]!) ?? api.fail(`search ${m[1]}`);
    if (g.side !== 'any' || g.zone !== Z.field || g.other) api.fail(`search ${m[1]}`);
    api.push({ type: 'sve.searchTotal', filter: g.filter, count: Number(m[3]), maxTotal: Number(m[2]), to: m[4] === '場に出す' ? Z.field : Z.hand });
    return true;
  }
  if (t === 'それの[UB]能力1つを元のコストを支払わずに発動する') {
    api.push({ type: 'sve.ubActivate', target: api.it() }); // 14.5.1.4
    return true;
  }
  return false;
}

/** A group phrase with 「や」 alternatives in one zone (「自分の墓場の陰陽師・カードやスペル」) as one selector. */
function groupAlternatives(side: string, zone: string, phrase: string): JsonObject | null {
  const parts = phrase.split('や').map((p) => parseGroup(`${side}の${zone}の${p}`));
  if (parts.length < 2 || parts.some((g) => g === null)) return null;
  const first = parts[0]!;
  if (parts.some((g) => g!.side !== first.side || JSON.stringify(g!.zone) !== JSON.stringify(first.zone) || g!.other)) return null;
  return { ...selectorOf(first), filter: { anyOf: parts.map((g) => g!.filter) } };
}

/**
 * Condition prefixes the compiler's own do not read ([condition, rest] or null); `base` is the compiler's
 * conditionPrefix (for the parts of 「AかBなら」).
 */
export function titleCondition(t: string, base: (t: string) => [JsonObject, string] | null): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^これを含めず、このターン中に自分の\[UB\]能力が(\d+)回以上発動していたなら、\s*(.*)$/.exec(t))) {
    // 14.5.1.3: activated = played and resolved; the resolving ability is not counted yet ("これを含めず")
    return [{ type: 'sve.ubCount', compare: { gte: Number(m[1]) } }, m[2]!];
  }
  if ((m = /^(自分|相手)の場の(.+?)の攻撃力の合計が(\d+)以上なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(`${m[1]}の場の${m[2]}`);
    if (!g) return null;
    return [{ type: 'amount', amount: { stat: 'attack', of: selectorOf(g) }, compare: { gte: Number(m[3]) } }, m[4]!];
  }
  if ((m = /^(自分|相手)の場の(.+?)が(\d+)(?:体|つ|枚)以上なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(`${m[1]}の場の${m[2]}`);
    if (!g) return null;
    return [{ type: 'count', selector: selectorOf(g), compare: { gte: Number(m[3]) } }, m[4]!];
  }
  if ((m = /^(自分|相手)の(墓場|手札|EXエリア)の(.+?や.+?)が(\d+)枚以上(?:ある)?なら、\s*(.*)$/.exec(t))) {
    const sel = groupAlternatives(m[1]!, m[2]!, m[3]!);
    if (!sel) return null;
    return [{ type: 'count', selector: sel, compare: { gte: Number(m[4]) } }, m[5]!];
  }
  if ((m = /^((?:自分|相手)の.+?)か((?:自分|相手)の.+?)なら、\s*(.*)$/.exec(t))) {
    const a = base(`${m[1]}なら、x`);
    const b = base(`${m[2]}なら、x`);
    if (!a || !b || a[1] !== 'x' || b[1] !== 'x') return null;
    return [{ type: 'or', any: [a[0], b[0]] }, m[3]!];
  }
  return null;
}

/**
 * 「[アドバンス起動](cost)：(effect)」 (SVE 12.16.3): returns the costs the compiler cannot read (the
 * evolve-equivalent PP cost `sve.advance` and 「これを消滅」), the rest of the cost text for its own cost
 * parser, and the effect text; null when the segment is not an advance activation.
 */
export function titleActivation(t: string): { cost: JsonObject[]; costText: string; rest: string } | null {
  const m = /^\[アドバンス起動\](.*?)：\s*(.*)$/.exec(t);
  if (!m) return null;
  let costText = m[1]!.trim();
  const cost: JsonObject[] = [];
  const pp = /^\[コスト(\d+)\]/.exec(costText);
  cost.push({ type: 'sve.advance', amount: pp ? Number(pp[1]) : 0 });
  if (pp) costText = costText.slice(pp[0].length).trim();
  if (/^これを消滅(?:させる)?$/.test(costText)) {
    cost.push({ type: 'sacrificeSelf', to: Z.banished });
    costText = '';
  }
  return { cost, costText, rest: m[2]! };
}

