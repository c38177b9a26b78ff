/**
 * Printed-text forms for the generated card cases (card-cases.ts, "text-form cards"). This parser is
 * deliberately independent of the compiler (src/abilities): it reads the PRINTED text with its own
 * regular expressions and says what the card must do (the expected outcome); the engine runs the
 * compiled data; the two must agree exactly. A card qualifies only when EVERY segment of its text is
 * one of these forms (keywords, a plain [進化] ability, trigger icons, 「自分のエンドフェイズが来たとき、」,
 * [起動] abilities with simple costs, or spell text made of effect sentences listed below, each
 * optionally under a printed condition — 【覚醒】 13.4.1, 【コンボ】 13.2.1, 【スペルチェイン】 13.3.1,
 * 【ネクロチャージ】 13.5.1, 【真紅】 13.5.2, PP max, cemetery / field / EX-area counts — and 「代わりに…」
 * replacements); anything else returns null (the card needs a hand-written case).
 */

/** A printed condition (「…なら、」 or a class notation, SVE 13). */
export type Cond =
  | { c: 'awaken' }
  | { c: 'crimson' }
  | { c: 'combo'; n: number }
  | { c: 'sc'; n: number }
  | { c: 'nc'; n: number }
  | { c: 'ppMax'; n: number; op: 'gte' | 'eq' }
  | { c: 'cem'; g: Group; n: number }
  | { c: 'field'; g: Group; other: boolean; neg: boolean }
  | { c: 'ex'; g: Group; n: number }
  /** 「自分の場の(G)がN枚(体)以上なら」 (this card included when it matches). */
  | { c: 'fieldN'; g: Group; n: number }
  /** 「このターン、自分がスペルをプレイしていたなら」 / 「このターン、自分の場のフォロワーが進化していたなら」. */
  | { c: 'thisTurn'; ev: 'spell' | 'evolved' };

/** 「【条件】代わりにN…」: replaces the number of the effect it follows when the condition holds. */
export interface Alt {
  when: Cond;
  n: number;
}

interface Conditional {
  /** The printed condition of the sentence (absent: unconditional). */
  when?: Cond;
  alts?: Alt[];
  /** (set by the case runner) an effect of an ability behind an optional cost: it happens only when the cost is paid. */
  gated?: boolean;
  /** (set by the case runner) an effect of a Union Burst ability: it happens only in a PriConne title deck (14.5.1.2). */
  ub?: boolean;
}

export type Effect = Conditional & (
  | { k: 'draw'; n: number }
  | { k: 'heal'; n: number }
  | { k: 'selfDmg'; n: number }
  | { k: 'face'; n: number }
  | { k: 'allDmg'; n: number }
  | { k: 'mill'; n: number }
  | { k: 'banishTop'; n: number }
  | { k: 'deckToEx'; n: number }
  | { k: 'handBottom'; n: number }
  | { k: 'handBanish'; n: number }
  | { k: 'tokenEx'; name: string; n: number }
  | { k: 'tokenField'; name: string; n: number }
  /** 「『X』N枚を場かEXエリアに置いてよい」: you choose the field, the EX area, or neither. */
  | { k: 'tokenWhere'; name: string; n: number }
  | { k: 'selfBuff'; a: number; h: number }
  | { k: 'selfGrant'; keywords: string[] }
  | { k: 'selfStand' }
  /** 「これをアクトする」. */
  | { k: 'selfEngage' }
  /** 「相手プレイヤーすべては、自身の手札N枚を捨てる」. */
  | { k: 'oppDiscard'; n: number }
  /** 「このターン、それをプレイする際、コストを-Nする」 on the card the previous look / search / cemetery pick moved (10.4.4.1). */
  | { k: 'costDown'; n: number }
  /** 「自分の場の【スタック】を+Nする」 (13.3.2.4: one 【スタック】 card you choose). */
  | { k: 'stackUp'; n: number }
  /** 「(場の)フォロワーすべてにNダメージ」: every follower, yours included. */
  | { k: 'everyDmg'; n: number }
  /** 「これを手札に戻す」. */
  | { k: 'selfReturn' }
  /** 「相手のデッキの上N枚を墓場に置く」. */
  | { k: 'oppMill'; n: number }
  /** 「自分の手札すべてを捨てる」. */
  | { k: 'discardAll' }
  | { k: 'ppRecover'; n: number }
  | { k: 'ppMax'; n: number }
  | { k: 'discard'; n: number }
  | { k: 'selfToEx' }
  /** 「これをEXエリアに置いてよい」 (the discarded card, from the cemetery). */
  | { k: 'selfToExMay' }
  /** 「自分の場の(他の)(G)フォロワーすべては…」 (the ally and this card, when they match). */
  | { k: 'allyAll'; other: boolean; g: Group; a: number; h: number; keywords: string[] }
  /** 「相手の場のフォロワーすべては[攻撃力]-N/[体力]-Nする」. */
  | { k: 'enemyAll'; a: number; h: number }
  /** 「自分のデッキから(G)N枚を探し、…」 (SVE 5.8). */
  | { k: 'search'; g: Group; n: number; to: 'hand' | 'field' | 'exArea' }
  /** 「自分の墓場の(G)N枚(まで)を選ぶ。それを手札に加える / 場に出す」. */
  | { k: 'cemPick'; g: Group; n: number; upTo: boolean; to: 'hand' | 'field' }
  /** `leader`: 「相手のリーダー1人か…」 (the enemy leader may be chosen too). */
  | { k: 'tgt'; side: 'enemy' | 'ally'; other: boolean; upTo: boolean; filter: Qualifier; then: TargetEffect[]; leader?: boolean; /** the printed number N of 「N体(まで|を)選ぶ」 (absent: 1) */ n?: number }
  /** 「相手の場のアミュレットNつを選ぶ。それを破壊する / 消滅させる / 手札に戻す」. */
  | { k: 'tgtAmulet'; upTo: boolean; then: TargetEffect[] }
  | { k: 'choice'; options: Effect[][] }
  | { k: 'look'; n: number; pick: { filter: Group; count: number; to: 'hand' | 'cemetery' | 'exArea' | 'field' } | null; rest: 'bottom' | 'cemetery' | 'top' }
);

export type TargetEffect = Conditional & (
  | { k: 'dmg'; n: number } | { k: 'destroy' } | { k: 'banish' } | { k: 'return' } | { k: 'engage' } | { k: 'leaderDmg'; n: number }
  | { k: 'buff'; a: number; h: number } | { k: 'grant'; keywords: string[] }
  /** 「それに「これの攻撃力」と同じダメージ」 / 「それに「自分の手札の枚数」と同じダメージ」. */
  | { k: 'dmgX'; x: 'selfAttack' | 'handCount' }
  /** 「それのプレイヤーはそれをデッキの下に置く」. */
  | { k: 'deckBottom' }
  /** 「それとこれにNダメージ」: N to this card too. */
  | { k: 'selfHurt'; n: number }
  /** 「それは次のそれのプレイヤーのスタートフェイズにスタンドしない」 (7.2.3). */
  | { k: 'noStand' }
  /** 「それをEXエリアに置く」 / 「それをスタンドする」 (your follower). */
  | { k: 'toEx' } | { k: 'stand' }
);

/** 「コストN以下の」「体力N以下の」「攻撃力N以上の」「アクト状態の」 on a chosen follower (printed values). */
export interface Qualifier {
  cost?: [number, 'lte' | 'gte' | 'eq'];
  attack?: [number, 'lte' | 'gte' | 'eq'];
  defense?: [number, 'lte' | 'gte' | 'eq'];
  engaged?: boolean;
  trait?: string;
  classOrColor?: string;
}

/** A card group: kind, class, trait, printed name, cost / attack / health (printed facts). */
export interface Group {
  type?: string;
  classOrColor?: string;
  trait?: string;
  name?: string;
  cost?: [number, 'lte' | 'gte' | 'eq'];
  attack?: [number, 'lte' | 'gte' | 'eq'];
  defense?: [number, 'lte' | 'gte' | 'eq'];
}

export function qualifies(q: Qualifier | Group, c: { name?: string; cost: number | null; attack?: number | null; defense?: number | null; type?: string; classOrColor?: string | null; traits?: string[] }): boolean {
  const cmp = (v: number | null | undefined, x: [number, 'lte' | 'gte' | 'eq'] | undefined) => x === undefined || (v !== null && v !== undefined && (x[1] === 'lte' ? v <= x[0] : x[1] === 'gte' ? v >= x[0] : v === x[0]));
  if (!cmp(c.cost, q.cost)) return false;
  if (!cmp(c.attack, q.attack)) return false;
  if (!cmp(c.defense, q.defense)) return false;
  const g = q as Group;
  if (g.type && c.type !== g.type) return false;
  if (g.classOrColor && c.classOrColor !== g.classOrColor) return false;
  if (g.trait && !(c.traits ?? []).includes(g.trait)) return false;
  if (g.name && c.name !== g.name) return false;
  return true;
}

function qualifier(s: string, q: Qualifier): string {
  let rest = s;
  for (;;) {
    const m = /^(?:元の)?(コスト|体力|攻撃力)(\d+)(以下|以上)?の/.exec(rest);
    if (m) {
      const key = m[1] === 'コスト' ? 'cost' : m[1] === '体力' ? 'defense' : 'attack';
      q[key] = [+m[2]!, m[3] === '以下' ? 'lte' : m[3] === '以上' ? 'gte' : 'eq'];
      rest = rest.slice(m[0].length);
      continue;
    }
    if (rest.startsWith('アクト状態の')) {
      q.engaged = true;
      rest = rest.slice('アクト状態の'.length);
      continue;
    }
    return rest;
  }
}

const KINDS: Record<string, string | undefined> = { フォロワー: 'フォロワー', スペル: 'スペル', アミュレット: 'アミュレット', カード: undefined };
const CLASSES = ['エルフ', 'ロイヤル', 'ウィッチ', 'ドラゴン', 'ナイトメア', 'ビショップ', 'ニュートラル'];

/** 「(元のコストN以下の)([class])(trait・)(kind)」 or 『name』 → a group, or null. */
export function group(s: string): Group | null {
  const g: Group = {};
  const q: Qualifier = {};
  let rest = qualifier(s, q);
  if (q.engaged) return null;
  if (q.cost) g.cost = q.cost;
  if (q.attack) g.attack = q.attack;
  if (q.defense) g.defense = q.defense;
  if (rest === '') return g;
  let m = /^『([^』]+)』$/.exec(rest);
  if (m) {
    g.name = m[1]!;
    return g;
  }
  m = /^\[([^\]]+)\](フォロワー|スペル|アミュレット|カード)$/.exec(rest);
  if (m && CLASSES.includes(m[1]!)) {
    g.classOrColor = m[1]!;
    if (KINDS[m[2]!]) g.type = KINDS[m[2]!];
    return g;
  }
  m = /^(?:([^・\[\]『』【】「」]+)・)?(フォロワー|スペル|アミュレット|カード)$/.exec(rest);
  if (!m) return null;
  if (m[1]) g.trait = m[1];
  if (KINDS[m[2]!]) g.type = KINDS[m[2]!];
  rest = '';
  return g;
}

export type TriggerKind = 'fan' | 'lw' | 'evo' | 'sevo' | 'atk' | 'spell' | 'run' | 'drive' | 'end' | 'act' | 'disc';

/** The cost and limits of a [起動] ability (SVE 8.3.1, 10.4). */
export interface ActCost {
  pp: number;
  /** 手札の(G)N枚を捨てる: the group (null: any card). */
  discardG: Group | null;
  /** リーダーの[体力]-N (10.4.5). */
  health: number;
  /** 【レッスン_N】: banish N 『魔法のアイテム』 from your EX area (14.3.2.1). */
  lesson?: number;
  /** これを[アクト] (10.4.6). */
  tap: boolean;
  /** (これを)墓場に置く. */
  sacrifice: boolean;
  /** 手札N枚を捨てる. */
  discard: number;
  /** 手札のこれを捨てる: an ability of the card in your hand (10.3.4), paid by discarding it. */
  handSelf?: boolean;
  /** 「(場|EXエリア|墓場)の(他の)(G)Nつを[アクト] / 墓場に置く / 消滅」: other cards of yours as the cost (10.4). */
  zoneCost?: { zone: 'field' | 'exArea' | 'cemetery'; g: Group; n: number; action: 'tap' | 'cemetery' | 'banish'; other: boolean };
  /** 「この能力は1ターンにN回使える」. */
  perTurn: number | null;
  /** 「この能力は…なら使える」. */
  usable: Cond | null;
}

export interface FormCard {
  keywords: string[];
  evolveCost: number | null;
  /** 「[進化][コストN]：これは進化する。この能力は【覚醒】状態なら使える」 (13.4.1). */
  evolveAwaken?: boolean;
  /** 「これは相手を攻撃できない」: no attack target can be chosen (8.4.3.2.1). */
  noAttackLeader?: boolean;
  quick: boolean;
  /** 【スタック】 (an amulet, SVE 13.3.2). */
  stack: boolean;
  /** [食事]×times [コストcost]：これは(runs回)出走する (SVE 14.2.2.3). */
  eats: Array<{ times: number; cost: number; runs: number }>;
  /** [憑依][コストN]：これはドライブを持つ (SVE 14.4.9.2). */
  ride: number | null;
  /**
   * `cost`: a [起動] ability's cost; `pay`: 「(cost)：(effect)」 at the start of an automatic ability — an optional
   * cost asked on resolution (10.4.7.3/10.4.7.4), the rest of the ability happens only when it is paid.
   */
  triggers: Array<{ kind: TriggerKind; effects: Effect[]; cost?: ActCost; pay?: ActCost; limit?: number; ub?: boolean }>;
}

export const KEYWORD_OF: Record<string, string> = {
  守護: 'sve.ward', 疾走: 'sve.storm', 突進: 'sve.rush', 指定攻撃: 'sve.assail', 威圧: 'sve.intimidate', ドレイン: 'sve.drain', 必殺: 'sve.bane', オーラ: 'sve.aura',
  シングルドライブ: 'sve.singleDrive', ツインドライブ: 'sve.twinDrive',
};
const KW = '(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ)】)+';
const kwList = (s: string) => [...s.matchAll(/【([^】]+)】/g)].map((x) => KEYWORD_OF[x[1]!]!);
/** 「[攻撃力]±N/[体力]±N」 (either part may be missing). */
const STAT = '(?:\\[攻撃力\\]([+-]\\d+))?\\/?(?:\\[体力\\]([+-]\\d+))?';

/** Printed text → plain text: reminders (2.6.2) and the token tail (2.9.2) dropped, ASCII digits. */
export function printedBody(text: string): string {
  return text
    .split('―――')[0]!
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/＋/g, '+')
    .replace(/／/g, '/')
    .replace(/-{5,}/g, ' ')
    .trim();
}

/** A printed condition at the start of a sentence: [condition, the rest], or null. */
export function condPrefix(t: string): [Cond, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^【覚醒】状態なら、(.+)$/.exec(t))) return [{ c: 'awaken' }, m[1]!];
  if ((m = /^【真紅】状態なら、(.+)$/.exec(t))) return [{ c: 'crimson' }, m[1]!];
  if ((m = /^【コンボ_(\d+)】(.+)$/.exec(t))) return [{ c: 'combo', n: +m[1]! }, m[2]!];
  if ((m = /^【(?:スペルチェイン|SC)_(\d+)】(.+)$/.exec(t))) return [{ c: 'sc', n: +m[1]! }, m[2]!];
  if ((m = /^【(?:ネクロチャージ|NC)_(\d+)】(.+)$/.exec(t))) return [{ c: 'nc', n: +m[1]! }, m[2]!];
  if ((m = /^自分のPP最大値が(\d+)(以上)?なら、(.+)$/.exec(t))) return [{ c: 'ppMax', n: +m[1]!, op: m[2] ? 'gte' : 'eq' }, m[3]!];
  if ((m = /^自分の墓場が(\d+)枚以上なら、(.+)$/.exec(t))) return [{ c: 'nc', n: +m[1]! }, m[2]!];
  if ((m = /^自分の墓場の([^、。「」]+?)が(\d+)枚以上なら、(.+)$/.exec(t))) {
    const g = group(m[1]!);
    return g ? [{ c: 'cem', g, n: +m[2]! }, m[3]!] : null;
  }
  if ((m = /^自分のEXエリアの([^、。「」]+?)が(\d+)枚以上なら、(.+)$/.exec(t))) {
    const g = group(m[1]!);
    return g ? [{ c: 'ex', g, n: +m[2]! }, m[3]!] : null;
  }
  if ((m = /^このターン、自分がスペルをプレイしていたなら、(.+)$/.exec(t))) return [{ c: 'thisTurn', ev: 'spell' }, m[1]!];
  if ((m = /^このターン、自分の場のフォロワーが進化していたなら、(.+)$/.exec(t))) return [{ c: 'thisTurn', ev: 'evolved' }, m[1]!];
  if ((m = /^自分の場の([^、。「」]+?)が(\d+)(?:枚|体)以上なら、(.+)$/.exec(t))) {
    const g = group(m[1]!);
    return g ? [{ c: 'fieldN', g, n: +m[2]! }, m[3]!] : null;
  }
  if ((m = /^自分の場に(他の)?([^、。「」]+?)が(いる|ある|いない|ない)なら、(.+)$/.exec(t))) {
    const g = group(m[2]!);
    return g ? [{ c: 'field', g, other: m[1] !== undefined, neg: m[3] === 'いない' || m[3] === 'ない' }, m[4]!] : null;
  }
  return null;
}

function sentence(t: string): Effect | null {
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)枚引く$/.exec(t))) return { k: 'draw', n: +m[1]! };
  if ((m = /^自分のリーダーは\[体力\]\+(\d+)する$/.exec(t))) return { k: 'heal', n: +m[1]! };
  if ((m = /^自分のリーダーに(\d+)ダメージ$/.exec(t))) return { k: 'selfDmg', n: +m[1]! };
  if ((m = /^相手のリーダー(?:すべて)?に(\d+)ダメージ$/.exec(t))) return { k: 'face', n: +m[1]! };
  if ((m = /^相手の(?:場の)?フォロワーすべてに(\d+)ダメージ$/.exec(t))) return { k: 'allDmg', n: +m[1]! };
  if ((m = /^自分のデッキの上(\d+)枚を墓場に置く$/.exec(t))) return { k: 'mill', n: +m[1]! };
  if ((m = /^自分のデッキの上(\d+)枚を消滅させる$/.exec(t))) return { k: 'banishTop', n: +m[1]! };
  if ((m = /^自分のデッキの上(\d+)枚をEXエリアに置く$/.exec(t))) return { k: 'deckToEx', n: +m[1]! };
  if ((m = /^自分の手札(\d+)枚をデッキの下に置く$/.exec(t))) return { k: 'handBottom', n: +m[1]! };
  if ((m = /^自分の手札(\d+)枚を消滅させる$/.exec(t))) return { k: 'handBanish', n: +m[1]! };
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/.exec(t))) return { k: 'tokenEx', name: m[1]!, n: +m[2]! };
  if ((m = /^『([^』]+)』(\d+)(?:体|つ|枚)を(?:場に)?出す$/.exec(t))) return { k: 'tokenField', name: m[1]!, n: +m[2]! };
  if ((m = /^『([^』]+)』(\d+)(?:体|つ|枚)を場かEXエリアに置いてよい$/.exec(t))) return { k: 'tokenWhere', name: m[1]!, n: +m[2]! };
  if ((m = new RegExp(`^これは${STAT}する$`).exec(t)) && (m[1] || m[2])) return { k: 'selfBuff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) };
  if ((m = new RegExp(`^これは(${KW})を持つ$`).exec(t))) return { k: 'selfGrant', keywords: kwList(m[1]!) };
  if (t === 'これをスタンドする') return { k: 'selfStand' };
  if (t === 'これをアクトする') return { k: 'selfEngage' };
  if ((m = /^自分の場の【スタック】を\+(\d+)する$/.exec(t))) return { k: 'stackUp', n: +m[1]! };
  if ((m = /^(?:場の)?フォロワーすべてに(\d+)ダメージ$/.exec(t))) return { k: 'everyDmg', n: +m[1]! };
  if ((m = /^相手プレイヤーすべては、自身の手札(\d+)枚を捨てる$/.exec(t))) return { k: 'oppDiscard', n: +m[1]! };
  if ((m = /^相手プレイヤーすべては、自身のデッキの上(\d+)枚を墓場に置く$/.exec(t))) return { k: 'oppMill', n: +m[1]! };
  if (t === 'これを手札に戻す') return { k: 'selfReturn' };
  if (t === '自分の手札すべてを捨てる') return { k: 'discardAll' };
  if ((m = /^相手のデッキの上(\d+)枚を墓場に置く$/.exec(t))) return { k: 'oppMill', n: +m[1]! };
  if ((m = /^自分のPPを(\d+)回復する$/.exec(t))) return { k: 'ppRecover', n: +m[1]! };
  if ((m = /^自分のPP最大値を\+(\d+)する$/.exec(t))) return { k: 'ppMax', n: +m[1]! };
  if ((m = /^自分の手札(\d+)枚を捨てる$/.exec(t))) return { k: 'discard', n: +m[1]! };
  if (t === 'これをEXエリアに置く') return { k: 'selfToEx' };
  if (t === 'これをEXエリアに置いてよい') return { k: 'selfToExMay' };
  if ((m = /^自分の(場の)?(他の)?([^、。「」『』]*?)すべては(.+)$/.exec(t))) {
    const g = m[3] === 'フォロワー' ? { type: 'フォロワー' } : group(m[3]!);
    if (!g || g.type !== 'フォロワー' || g.name) return null;
    const st = new RegExp(`^${STAT}(?:して、(${KW})を持つ|する)$`).exec(m[4]!);
    const kwOnly = new RegExp(`^(${KW})を持つ$`).exec(m[4]!);
    if (st && (st[1] || st[2])) return { k: 'allyAll', other: m[2] !== undefined, g, a: +(st[1] ?? 0), h: +(st[2] ?? 0), keywords: st[3] ? kwList(st[3]) : [] };
    if (kwOnly) return { k: 'allyAll', other: m[2] !== undefined, g, a: 0, h: 0, keywords: kwList(kwOnly[1]!) };
    return null;
  }
  if ((m = /^(?:元の)?コスト(\d+)(以下|以上)の自分の場のフォロワーすべては(.+)$/.exec(t))) {
    const st = new RegExp(`^${STAT}する$`).exec(m[3]!);
    if (st && (st[1] || st[2])) return { k: 'allyAll', other: false, g: { type: 'フォロワー', cost: [+m[1]!, m[2] === '以下' ? 'lte' : 'gte'] }, a: +(st[1] ?? 0), h: +(st[2] ?? 0), keywords: [] };
    return null;
  }
  if ((m = new RegExp(`^相手の場のフォロワーすべては${STAT}する$`).exec(t)) && (m[1] || m[2])) return { k: 'enemyAll', a: +(m[1] ?? 0), h: +(m[2] ?? 0) };
  if ((m = /^自分のデッキから(.+?)(\d+)枚を探し、(手札に加える|場に出す|EXエリアに置く)$/.exec(t))) {
    const g = group(m[1]!);
    if (!g) return null;
    return { k: 'search', g, n: +m[2]!, to: m[3] === '手札に加える' ? 'hand' : m[3] === '場に出す' ? 'field' : 'exArea' };
  }
  return null;
}

/** Sentences that mean two effects: 「リーダーすべてにN」, 「相手のリーダーすべてと相手の場のフォロワーすべてにN」. */
function compound(t: string): Effect[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^リーダーすべてに(\d+)ダメージ$/.exec(t))) return [{ k: 'selfDmg', n: +m[1]! }, { k: 'face', n: +m[1]! }];
  if ((m = /^『([^』]+)』(\d+)(?:体|つ|枚)と『([^』]+)』(\d+)(?:体|つ|枚)を(?:場に)?出す$/.exec(t))) return [{ k: 'tokenField', name: m[1]!, n: +m[2]! }, { k: 'tokenField', name: m[3]!, n: +m[4]! }];
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)と『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/.exec(t))) return [{ k: 'tokenEx', name: m[1]!, n: +m[2]! }, { k: 'tokenEx', name: m[3]!, n: +m[4]! }];
  if ((m = /^相手のリーダー(?:すべて)?と相手の(?:場の)?フォロワーすべてに(\d+)ダメージ$/.exec(t))) return [{ k: 'face', n: +m[1]! }, { k: 'allDmg', n: +m[1]! }];
  if ((m = new RegExp(`^これは${STAT}して、(${KW})を持つ$`).exec(t)) && (m[1] || m[2])) return [{ k: 'selfBuff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) }, { k: 'selfGrant', keywords: kwList(m[3]!) }];
  const e = sentence(t);
  return e ? [e] : null;
}

function targetEffect(t: string): TargetEffect[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^それに(\d+)ダメージ$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }];
  if ((m = /^それとそれのリーダーに(\d+)ダメージ$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }, { k: 'leaderDmg', n: +m[1]! }];
  if ((m = /^それのリーダーに(\d+)ダメージ$/.exec(t))) return [{ k: 'leaderDmg', n: +m[1]! }];
  if (t === 'それに「これの攻撃力」と同じダメージ') return [{ k: 'dmgX', x: 'selfAttack' }];
  if (t === 'それに「自分の手札の枚数」と同じダメージ') return [{ k: 'dmgX', x: 'handCount' }];
  if (t === 'それを破壊する') return [{ k: 'destroy' }];
  if (t === 'それを消滅させる') return [{ k: 'banish' }];
  if (t === 'それを手札に戻す') return [{ k: 'return' }];
  if (t === 'それをEXエリアに置く') return [{ k: 'toEx' }];
  if (t === 'それをスタンドする') return [{ k: 'stand' }];
  if (t === 'それをアクトする') return [{ k: 'engage' }];
  if (t === 'それのプレイヤーはそれをデッキの下に置く') return [{ k: 'deckBottom' }];
  if ((m = /^それとこれに(\d+)ダメージ$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }, { k: 'selfHurt', n: +m[1]! }];
  if (t === 'それは次のそれのプレイヤーのスタートフェイズにスタンドしない' || t === 'それは次の相手のスタートフェイズにスタンドしない') return [{ k: 'noStand' }];
  if ((m = /^それに(\d+)ダメージを割りふる$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }];
  if ((m = new RegExp(`^それは${STAT}する$`).exec(t)) && (m[1] || m[2])) return [{ k: 'buff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) }];
  if ((m = new RegExp(`^それは(${KW})を持つ$`).exec(t))) return [{ k: 'grant', keywords: kwList(m[1]!) }];
  if ((m = new RegExp(`^それは${STAT}して、(${KW})を持つ$`).exec(t)) && (m[1] || m[2])) {
    return [{ k: 'buff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) }, { k: 'grant', keywords: kwList(m[3]!) }];
  }
  return null;
}

/** 「代わりにN…」 after a condition: the kinds of effect it may replace. */
function altOf(t: string): { n: number; kinds: string[] } | null {
  let m: RegExpExecArray | null;
  if ((m = /^代わりに(\d+)ダメージ$/.exec(t))) return { n: +m[1]!, kinds: ['dmg', 'face', 'allDmg', 'leaderDmg'] };
  if ((m = /^代わりに(\d+)枚$/.exec(t))) return { n: +m[1]!, kinds: ['draw', 'mill', 'tokenEx', 'tokenField', 'discard'] };
  if ((m = /^代わりに(\d+)(?:体|つ)$/.exec(t))) return { n: +m[1]!, kinds: ['tokenField', 'tokenEx'] };
  if ((m = /^代わりに\[体力\]\+(\d+)する$/.exec(t))) return { n: +m[1]!, kinds: ['heal'] };
  return null;
}

const CHOOSER = /^(相手のリーダー1人か)?(相手|自分)の(場の)?(他の)?([^、。「」]*?)(フォロワー|カード)(\d+)(?:体|枚)(?:(まで)|を)選ぶ$/;

/**
 * Effect sentences of one ability body, or null when one is not a known form. A condition (「【覚醒】状態なら、」,
 * 【コンボ_N】, 「…なら、」) applies to its sentence and every later sentence of the ability (the block reading
 * of class notations, SVE 13.2.1.2 / 13.3.1.2 / 13.5.1.2: 「【ネクロチャージ_10】相手のフォロワー1体を選ぶ。それを破壊する。」,
 * 「【覚醒】状態なら、自分のデッキの上3枚を見る。その中から…」); a second, different condition after it, or any
 * sentence after 「代わりに…」, would be read in more than one way: such texts are left out (null).
 */
export function effectsOf(body: string): Effect[] | null {
  const parts = body.split('。').map((x) => x.trim()).filter((x) => x !== '');
  if (parts.length === 0) return null;
  const out: Effect[] = [];
  /** The effects of the last sentence (「代わりに」 replaces the number of each of them, 「リーダーすべてと…すべてに」 included). */
  let last: Effect[] = [];
  let active: Cond | undefined;
  let altSeen = false;
  const withWhen = <T extends object>(e: T): T => (active ? { ...e, when: active } : e);
  for (let i = 0; i < parts.length; i++) {
    let t = parts[i]!;
    const cp = condPrefix(t);
    if (cp) {
      // 「【条件】代わりにN…」: the last effect of a matching kind (a chosen target's effect included)
      const alt = altOf(cp[1]);
      if (alt) {
        const lt = last.length === 1 && last[0]!.k === 'tgt' ? last[0] : null;
        const targets: Array<Effect | TargetEffect> = lt ? [[...lt.then].reverse().find((x) => alt.kinds.includes(x.k))].filter((x): x is TargetEffect => x !== undefined) : last.filter((x) => alt.kinds.includes(x.k));
        if (targets.length === 0 || targets.some((x) => !('n' in x))) return null;
        for (const x of targets) (x.alts ??= []).push({ when: cp[0], n: alt.n });
        altSeen = true;
        continue;
      }
      if (altSeen) return null;
      if (active) {
        // the same notation with a higher number implies the first one (【NC_5】… 【NC_10】…)
        const a = active as { c: string; n?: number };
        const b = cp[0] as { c: string; n?: number };
        if (!(a.c === b.c && ['combo', 'sc', 'nc'].includes(a.c) && (b.n ?? 0) >= (a.n ?? 0))) return null;
      }
      active = cp[0];
      t = cp[1];
    } else if (altSeen || altOf(t)) return null;
    // a sentence about the chosen card
    if (t.startsWith('それ') && last.length === 1 && last[0]!.k === 'tgt') {
      const tg = last[0];
      const te = targetEffect(t);
      if (!te) return null;
      tg.then.push(...te.map((x) => (active && active !== tg.when ? { ...x, when: active } : x)));
      continue;
    }
    const q: Qualifier = {};
    const qbody = qualifier(t, q);
    const tm = CHOOSER.exec(qbody);
    if (tm && !(tm[1] && tm[2] === '自分')) {
      const rest = qualifier(tm[5]!, q);
      if (rest !== '') {
        const g = group(`${rest}${tm[6]}`);
        if (!g || g.name || g.type !== 'フォロワー') return null;
        if (g.trait) q.trait = g.trait;
        if (g.classOrColor) q.classOrColor = g.classOrColor;
      }
      // 「相手の場のカード1枚を選ぶ」: the boards hold no enemy amulet, so the enemy follower is the only candidate
      if (tm[6] === 'カード' && rest !== '') return null;
      const then: TargetEffect[] = [];
      while (i + 1 < parts.length && parts[i + 1]!.startsWith('それ')) {
        const te = targetEffect(parts[i + 1]!);
        if (!te) return null;
        then.push(...te);
        i++;
      }
      const side = tm[2] === '相手' ? 'enemy' : 'ally';
      if (side === 'ally' && q.engaged) return null;
      out.push(withWhen({ k: 'tgt' as const, side, other: tm[4] !== undefined, upTo: tm[8] !== undefined, filter: q, then, ...(tm[1] ? { leader: true } : {}), ...(Number(tm[7]) !== 1 ? { n: Number(tm[7]) } : {}) }));
      last = [out[out.length - 1]!];
      continue;
    }
    const am = /^相手の場のアミュレット(\d+)つ(?:(まで)|を)選ぶ$/.exec(t);
    if (am) {
      const then: TargetEffect[] = [];
      while (i + 1 < parts.length && parts[i + 1]!.startsWith('それ')) {
        const te = targetEffect(parts[i + 1]!);
        if (!te || te.some((x) => !['destroy', 'banish', 'return'].includes(x.k))) return null;
        then.push(...te);
        i++;
      }
      if (then.length === 0 || +am[1]! !== 1) return null;
      out.push(withWhen({ k: 'tgtAmulet' as const, upTo: am[2] !== undefined, then }));
      last = [];
      continue;
    }
    const cm = /^自分の墓場の(.+?)(\d+)枚(?:(まで)|を)選ぶ$/.exec(t);
    if (cm) {
      const g = group(cm[1]!);
      const nx = i + 1 < parts.length ? /^それを(手札に加える|場に出す)$/.exec(parts[i + 1]!) : null;
      if (!g || !nx) return null;
      i++;
      out.push(withWhen({ k: 'cemPick' as const, g, n: +cm[2]!, upTo: cm[3] !== undefined, to: nx[1] === '手札に加える' ? 'hand' as const : 'field' as const }));
      last = [out[out.length - 1]!];
      continue;
    }
    const lm = /^自分のデッキの上(\d+)枚を見る$/.exec(t);
    if (lm) {
      let pick: { filter: Group; count: number; to: 'hand' | 'cemetery' | 'exArea' | 'field' } | null = null;
      const pm = i + 1 < parts.length ? /^その中から、(.*?)(\d+)枚を(?:公開して)?(手札に加え|墓場に置い|EXエリアに置い|場に出し)てよい$/.exec(parts[i + 1]!) : null;
      if (pm) {
        const g = group(pm[1]!);
        if (!g) return null;
        pick = { filter: g, count: +pm[2]!, to: pm[3] === '手札に加え' ? 'hand' : pm[3] === '墓場に置い' ? 'cemetery' : pm[3] === '場に出し' ? 'field' : 'exArea' };
        i++;
      }
      const rm = i + 1 < parts.length ? /^残りを(好きな順にデッキの下に置く|墓場に置く)$/.exec(parts[i + 1]!) : null;
      // 「自分のデッキの上1枚を見る。その中から、…加えてよい」: a card not taken stays where it is (on top)
      if (!rm && !(+lm[1]! === 1 && pick)) return null;
      if (rm) i++;
      out.push(withWhen({ k: 'look' as const, n: +lm[1]!, pick, rest: !rm ? 'top' as const : rm[1] === '墓場に置く' ? 'cemetery' as const : 'bottom' as const }));
      last = [out[out.length - 1]!];
      continue;
    }
    const cd = /^このターン、それをプレイする際、コストを-(\d+)する$/.exec(t);
    if (cd) {
      const prev = out[out.length - 1];
      if (!prev || !['look', 'search', 'cemPick'].includes(prev.k) || (prev.k === 'look' && (!prev.pick || prev.pick.to === 'field' || prev.pick.to === 'cemetery'))
        || (prev.k === 'cemPick' && prev.to !== 'hand') || (prev.k === 'search' && prev.to === 'field')) return null;
      out.push(withWhen({ k: 'costDown' as const, n: +cd[1]! }));
      last = [];
      continue;
    }
    const es = compound(t);
    if (!es) return null;
    last = es.map((e) => withWhen(e));
    out.push(...last);
  }
  for (const e of out) {
    if (e.k !== 'tgt') continue;
    if (e.then.length === 0) return null;
    // allies are buffed / granted keywords; enemies take the rest (the board has one of each)
    if (e.side === 'ally' && e.then.some((x) => !['buff', 'grant', 'destroy', 'banish', 'return', 'toEx', 'stand', 'engage'].includes(x.k))) return null;
    if (e.then.some((x) => x.k === 'toEx' || x.k === 'stand') && e.side !== 'ally') return null;
    if (e.then.some((x) => x.k === 'selfHurt') && (e.side !== 'enemy' || e.other)) return null;
    if (e.side === 'enemy' && e.then.some((x) => x.k === 'grant')) return null;
  }
  return out;
}

const ICONS: Array<[string, TriggerKind]> = [['[ファンファーレ]', 'fan'], ['[ラストワード]', 'lw'], ['【進化時】', 'evo'], ['【超進化時】', 'sevo'], ['【攻撃時】', 'atk'], ['【出走時】', 'run'], ['【ドライブ獲得時】', 'drive']];

/** 「[起動](cost)：」 costs this parser knows: [コストN], これを[アクト], (これを)墓場に置く, 手札N枚を捨てる. */
function actCost(s: string): ActCost | null {
  const c: ActCost = { pp: 0, discardG: null, health: 0, tap: false, sacrifice: false, discard: 0, perTurn: null, usable: null };
  let rest = s;
  let m: RegExpExecArray | null;
  while (rest !== '') {
    if ((m = /^\[コスト(\d+)\]/.exec(rest))) c.pp = +m[1]!;
    else if ((m = /^これを\[アクト\]/.exec(rest))) c.tap = true;
    else if ((m = /^(?:これを)?墓場に置く/.exec(rest))) c.sacrifice = true;
    else if ((m = /^手札(\d+)枚を捨てる/.exec(rest))) c.discard = +m[1]!;
    else if ((m = /^手札の(.+?)(\d+)枚を捨てる/.exec(rest))) {
      const g = group(m[1]!);
      if (!g || c.discard > 0) return null;
      c.discard = +m[2]!;
      c.discardG = g;
    } else if ((m = /^リーダーの\[体力\]-(\d+)/.exec(rest))) c.health = +m[1]!;
    else if ((m = /^【レッスン_(\d+)】/.exec(rest))) c.lesson = +m[1]!;
    else if ((m = /^手札のこれを捨てる/.exec(rest))) c.handSelf = true;
    else if ((m = /^(場|EXエリア|墓場)の(他の)?(.+?)(\d+)(?:つ|枚|体)を(\[アクト\]|墓場に置く|消滅させる|消滅)/.exec(rest))) {
      m = [m[0], m[1]!, m[3]!, m[4]!, m[5]!, m[2] ?? ''] as unknown as RegExpExecArray;
      const g = m[2] === 'カード' ? {} : group(m[2]!);
      if (!g || c.zoneCost) return null;
      const zone = m[1] === '場' ? 'field' : m[1] === '墓場' ? 'cemetery' : 'exArea';
      const action = m[4] === '[アクト]' ? 'tap' : m[4] === '墓場に置く' ? 'cemetery' : 'banish';
      if ((action === 'tap' && zone !== 'field') || (action === 'cemetery' && zone === 'cemetery')) return null;
      c.zoneCost = { zone, g, n: +m[3]!, action, other: m[5] === '他の' };
    }
    else return null;
    rest = rest.slice(m[0].length);
  }
  return c;
}

/** The forms of a card's printed text (type: the printed kind), or null. */
export function parseForms(text: string | null | undefined, type: string, evolveCard: boolean): FormCard | null {
  if (!text) return null;
  const body = printedBody(text);
  if (body.includes('―')) return null;
  // 「「これの攻撃力」と同じ」 / 「「自分の手札の枚数」と同じ」 are the only quoted values read here
  if (body.replace(/「(?:これの攻撃力|自分の手札の枚数)」と同じ/g, '').includes('「')) return null;
  // abilities are separated by a space (the catalog flattened the line breaks): before an icon, or after 「。」
  // (a spell's own text may run over several lines: it is split before icons, and after a ruled line — several spaces)
  const raw = body.split(type === 'スペル' ? /\s+(?=\[|【)|(?<=。)\s{2,}/ : /\s+(?=\[|【)|(?<=。)\s+/).map((x) => x.trim()).filter(Boolean);
  const segs: string[] = [];
  for (const r0 of raw) {
    // 「【守護】 自分のエンドフェイズが来たとき、…」: a keyword head, then an ability after a space
    const kh = /^((?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ)】)+)\s+([^\[【].*)$/.exec(r0);
    if (kh) {
      segs.push(kh[1]!, kh[2]!);
      continue;
    }
    const r = r0;
    if (segs.length > 0 && segs[segs.length - 1] === '[クイック]') segs[segs.length - 1] = `[クイック]${r}`;
    else if (segs.length > 0 && /^【\d+】/.test(r)) segs[segs.length - 1] = `${segs[segs.length - 1]}${r}`; // options of a choice
    else segs.push(r);
  }
  const card: FormCard = { keywords: [], evolveCost: null, quick: false, stack: false, eats: [], ride: null, triggers: [] };
  for (let seg of segs) {
    seg = seg.replace(/。\s+/g, '。');
    // [UB] (Union Burst, SVE 14.5.1): the ability works only in a deck title-based on プリンセスコネクト!Re:Dive (14.5.1.2)
    const ub = seg.startsWith('[UB]');
    if (ub) {
      seg = seg.slice('[UB]'.length);
      if (!seg.startsWith('[起動]') && !ICONS.some(([p]) => seg.startsWith(p))) return null;
    }
    if (seg === 'これは相手を攻撃できない。' || seg === 'これは相手を攻撃できない') {
      if (type !== 'フォロワー') return null;
      card.noAttackLeader = true;
      continue;
    }
    if (seg === '【スタック】') {
      if (type !== 'アミュレット' || card.stack) return null;
      card.stack = true;
      continue;
    }
    const kw = /^(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ|シングルドライブ|ツインドライブ)】\s*)+$/.exec(seg);
    if (kw) {
      for (const m of seg.matchAll(/【([^】]+)】/g)) if (!card.keywords.includes(KEYWORD_OF[m[1]!]!)) card.keywords.push(KEYWORD_OF[m[1]!]!);
      continue;
    }
    const ev = /^\[進化\]\[コスト(\d+)\]：これは進化する。?(この能力は【覚醒】状態なら使える。?)?$/.exec(seg);
    if (ev) {
      if (card.evolveCost !== null || evolveCard || type !== 'フォロワー') return null;
      card.evolveCost = +ev[1]!;
      if (ev[2]) card.evolveAwaken = true;
      continue;
    }
    const eat = /^((?:\[食事\])+)\[コスト(\d+)\]：これは(?:(\d+)回)?出走する。?$/.exec(seg);
    if (eat) {
      if (evolveCard || type !== 'フォロワー') return null;
      card.eats.push({ times: (eat[1]!.match(/食事/g) ?? []).length, cost: +eat[2]!, runs: +(eat[3] ?? 1) });
      continue;
    }
    const ride = /^\[憑依\]\[コスト(\d+)\]：これはドライブを持つ。?$/.exec(seg);
    if (ride) {
      if (evolveCard || type !== 'フォロワー' || card.ride !== null) return null;
      card.ride = +ride[1]!;
      continue;
    }
    // [起動](cost)：(effect)(この能力は1ターンにN回使える / …なら使える) — an ability of the card on the field (8.3.1)
    const act = /^\[起動\]([^：]*)：(.*)$/.exec(seg);
    if (act) {
      if (type === 'スペル') return null;
      const cost = actCost(act[1]!);
      if (!cost) return null;
      let t = act[2]!.trim();
      for (;;) {
        const lim = /(?:^|。)この能力は1ターンに(\d+)回使える。?$/.exec(t);
        if (lim && cost.perTurn === null) {
          cost.perTurn = +lim[1]!;
          t = t.slice(0, lim.index + (lim[0].startsWith('。') ? 1 : 0));
          continue;
        }
        const us = /(?:^|。)この能力は(.+?)なら使える。?$/.exec(t);
        if (us && cost.usable === null) {
          const cp = condPrefix(`${us[1]}なら、x`);
          if (!cp || cp[1] !== 'x') return null;
          cost.usable = cp[0];
          t = t.slice(0, us.index + (us[0].startsWith('。') ? 1 : 0));
          continue;
        }
        break;
      }
      if (/この能力/.test(t)) return null;
      const effects = effectsOf(t);
      if (!effects) return null;
      card.triggers.push({ kind: 'act', effects, cost, ...(ub ? { ub } : {}) });
      continue;
    }
    let t = seg;
    const kinds: TriggerKind[] = [];
    let limit: number | undefined;
    const end = /^自分のエンドフェイズが来たとき、(.*)$/.exec(t);
    if (end) {
      kinds.push('end');
      t = end[1]!;
    }
    // 「これを自分の手札から捨てたとき、」 (the discarded card, now in the cemetery, 4.1.4.1)
    const disc = /^これを自分の手札から捨てたとき、(.*)$/.exec(t);
    if (disc && !end) {
      kinds.push('disc');
      t = disc[1]!;
    }
    for (;;) {
      if (end || disc) break;
      const icon = ICONS.find(([p]) => t.startsWith(p));
      if (!icon) break;
      kinds.push(icon[1]);
      t = t.slice(icon[0].length).replace(/^\/+/, '');
    }
    // 「この能力は1ターンにN回働く」 (10.7.2.2) at the end of an automatic ability
    const works = /。この能力は1ターンに(\d+)回働く。?$/.exec(t);
    if (works && kinds.length > 0) {
      limit = +works[1]!;
      t = t.slice(0, works.index + 1);
    }
    // 「(cost)：(effect)」 at the start of an automatic ability: [コストN], 手札(のG)N枚を捨てる, リーダーの[体力]-N
    let pay: ActCost | undefined;
    const pm = /^([^：。「」]+)：(.*)$/.exec(t);
    if (pm && kinds.length > 0 && !kinds.includes('spell')) {
      const pc = actCost(pm[1]!);
      if (!pc || pc.tap || pc.sacrifice || (pc.pp === 0 && pc.discard === 0 && pc.health === 0 && !pc.lesson && !pc.zoneCost)) return null;
      pay = pc;
      t = pm[2]!;
    }
    if (t.startsWith('[クイック]')) {
      if (type !== 'スペル' || kinds.length > 0) return null;
      card.quick = true;
      t = t.slice('[クイック]'.length);
    }
    if (kinds.length === 0) {
      if (type !== 'スペル') return null;
      kinds.push('spell');
    }
    let effects: Effect[] | null;
    const cm = /^下記から1つチョイスする。(.*)$/.exec(t.trim());
    if (cm) {
      // 「下記から1つチョイスする。【1】…【2】…」 (SVE 5.18)
      const opts = cm[1]!.split(/【\d+】/).map((x) => x.trim());
      if (opts[0] !== '' || opts.length < 3) return null;
      const parsed = opts.slice(1).map((o) => effectsOf(o));
      if (parsed.some((x) => x === null)) return null;
      effects = [{ k: 'choice', options: parsed as Effect[][] }];
    } else effects = effectsOf(t.trim());
    if (!effects) return null;
    for (const k of kinds) {
      if (k === 'spell' && type !== 'スペル') return null;
      if ((k === 'evo' || k === 'sevo' || k === 'atk') && type !== 'フォロワー') return null;
      if (k === 'evo' && !evolveCard) return null;
      if (effects.some((e) => e.k === 'selfToEx') && k !== 'lw') return null;
      if (effects.some((e) => e.k === 'selfToExMay') && k !== 'disc') return null;
      if (k === 'sevo' && !evolveCard) return null;
      card.triggers.push({ kind: k, effects, ...(limit !== undefined ? { limit } : {}), ...(pay ? { pay } : {}), ...(ub ? { ub } : {}) });
    }
  }
  for (const t of card.triggers) {
    const all = t.effects.flatMap((e) => (e.k === 'choice' ? e.options.flat() : [e]));
    if (all.some((e) => (e.k === 'selfBuff' || e.k === 'selfGrant') && type !== 'フォロワー')) return null;
    if (all.some((e) => e.k === 'selfStand') && !(t.kind === 'atk' && type === 'フォロワー')) return null;
    if (all.some((e) => e.k === 'selfReturn' || (e.k === 'tgt' && e.then.some((x) => x.k === 'selfHurt'))) && (t.kind === 'lw' || t.kind === 'spell' || type !== 'フォロワー')) return null;
  }
  if (card.triggers.filter((x) => x.kind === 'spell').length > 1) return null;
  if (card.triggers.some((x) => x.kind === 'run') && card.eats.length === 0) return null;
  if (card.triggers.some((x) => x.kind === 'drive') && card.ride === null) return null;
  if (card.keywords.length > 0 && type !== 'フォロワー') return null;
  return card;
}
