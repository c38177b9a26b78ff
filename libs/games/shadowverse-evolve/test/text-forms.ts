/**
 * Printed-text forms for the generated card cases (card-cases.ts, "text-form cards"). This parser is
 * deliberately independent of the compiler (src/abilities): it reads the PRINTED text with its own
 * regular expressions and says what the card must do (the expected outcome); the engine runs the
 * compiled data; the two must agree exactly. A card qualifies only when EVERY segment of its text is
 * one of these forms (keywords, a plain [進化] ability, trigger icons or spell text made of effect
 * sentences listed below); anything else returns null (the card needs a hand-written case).
 */

export type Effect =
  | { k: 'draw'; n: number }
  | { k: 'heal'; n: number }
  | { k: 'selfDmg'; n: number }
  | { k: 'face'; n: number }
  | { k: 'allDmg'; n: number }
  | { k: 'mill'; n: number }
  | { k: 'banishTop'; n: number }
  | { k: 'tokenEx'; name: string; n: number }
  | { k: 'tokenField'; name: string; n: number }
  | { k: 'selfBuff'; a: number; h: number }
  | { k: 'ppRecover'; n: number }
  | { k: 'ppMax'; n: number }
  | { k: 'discard'; n: number }
  | { k: 'selfToEx' }
  | { k: 'tgt'; side: 'enemy' | 'ally'; other: boolean; filter: Qualifier; then: TargetEffect[] }
  | { k: 'choice'; options: Effect[][] }
  | { k: 'look'; n: number; pick: { filter: Group; count: number; to: 'hand' | 'cemetery' | 'exArea' } | null; rest: 'bottom' | 'cemetery' };

export type TargetEffect =
  | { k: 'dmg'; n: number } | { k: 'destroy' } | { k: 'banish' } | { k: 'return' } | { k: 'engage' } | { k: 'leaderDmg'; n: number }
  | { k: 'buff'; a: number; h: number } | { k: 'grant'; keywords: string[] };

/** 「コストN以下の」「体力N以下の」「攻撃力N以上の」 on a chosen follower (printed values). */
export interface Qualifier {
  cost?: [number, 'lte' | 'gte'];
  attack?: [number, 'lte' | 'gte'];
  defense?: [number, 'lte' | 'gte'];
}

/** A card group in a look: kind, class, trait, cost (printed facts). */
export interface Group {
  type?: string;
  classOrColor?: string;
  trait?: string;
  cost?: [number, 'lte' | 'gte'];
}

export function qualifies(q: Qualifier | Group, c: { cost: number | null; attack?: number | null; defense?: number | null; type?: string; classOrColor?: string | null; traits?: string[] }): boolean {
  const cmp = (v: number | null | undefined, x: [number, 'lte' | 'gte'] | undefined) => x === undefined || (v !== null && v !== undefined && (x[1] === 'lte' ? v <= x[0] : v >= x[0]));
  if (!cmp(c.cost, q.cost)) return false;
  if ('attack' in q && !cmp(c.attack, (q as Qualifier).attack)) return false;
  if ('defense' in q && !cmp(c.defense, (q as Qualifier).defense)) return false;
  const g = q as Group;
  if (g.type && c.type !== g.type) return false;
  if (g.classOrColor && c.classOrColor !== g.classOrColor) return false;
  if (g.trait && !(c.traits ?? []).includes(g.trait)) return false;
  return true;
}

function qualifier(s: string, q: Qualifier): string {
  let rest = s;
  for (;;) {
    const m = /^(?:元の)?(コスト|体力|攻撃力)(\d+)(以下|以上)の/.exec(rest);
    if (!m) return rest;
    const key = m[1] === 'コスト' ? 'cost' : m[1] === '体力' ? 'defense' : 'attack';
    q[key] = [+m[2]!, m[3] === '以下' ? 'lte' : 'gte'];
    rest = rest.slice(m[0].length);
  }
}

const KINDS: Record<string, string | undefined> = { フォロワー: 'フォロワー', スペル: 'スペル', アミュレット: 'アミュレット', カード: undefined };
const CLASSES = ['エルフ', 'ロイヤル', 'ウィッチ', 'ドラゴン', 'ナイトメア', 'ビショップ', 'ニュートラル'];

function group(s: string): Group | null {
  const g: Group = {};
  const q: Qualifier = {};
  let rest = qualifier(s, q);
  if (q.attack || q.defense) return null;
  if (q.cost) g.cost = q.cost;
  if (rest === '') return g;
  let m = /^\[([^\]]+)\](フォロワー|スペル|アミュレット|カード)$/.exec(rest);
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

export type TriggerKind = 'fan' | 'lw' | 'evo' | 'atk' | 'spell' | 'run' | 'drive';

export interface FormCard {
  keywords: string[];
  evolveCost: number | null;
  quick: boolean;
  /** [食事]×times [コストcost]：これは(runs回)出走する (SVE 14.2.2.3). */
  eats: Array<{ times: number; cost: number; runs: number }>;
  /** [憑依][コストN]：これはドライブを持つ (SVE 14.4.9.2). */
  ride: number | null;
  triggers: Array<{ kind: TriggerKind; effects: Effect[] }>;
}

export const KEYWORD_OF: Record<string, string> = {
  守護: 'sve.ward', 疾走: 'sve.storm', 突進: 'sve.rush', 指定攻撃: 'sve.assail', 威圧: 'sve.intimidate', ドレイン: 'sve.drain', 必殺: 'sve.bane', オーラ: 'sve.aura',
  シングルドライブ: 'sve.singleDrive', ツインドライブ: 'sve.twinDrive',
};

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

function sentence(t: string): Effect | null {
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)枚引く$/.exec(t))) return { k: 'draw', n: +m[1]! };
  if ((m = /^自分のリーダーは\[体力\]\+(\d+)する$/.exec(t))) return { k: 'heal', n: +m[1]! };
  if ((m = /^自分のリーダーに(\d+)ダメージ$/.exec(t))) return { k: 'selfDmg', n: +m[1]! };
  if ((m = /^相手のリーダー(?:すべて)?に(\d+)ダメージ$/.exec(t))) return { k: 'face', n: +m[1]! };
  if ((m = /^相手の(?:場の)?フォロワーすべてに(\d+)ダメージ$/.exec(t))) return { k: 'allDmg', n: +m[1]! };
  if ((m = /^自分のデッキの上(\d+)枚を墓場に置く$/.exec(t))) return { k: 'mill', n: +m[1]! };
  if ((m = /^自分のデッキの上(\d+)枚を消滅させる$/.exec(t))) return { k: 'banishTop', n: +m[1]! };
  if ((m = /^『([^』]+)』(\d+)(?:枚|つ)をEXエリアに置く$/.exec(t))) return { k: 'tokenEx', name: m[1]!, n: +m[2]! };
  if ((m = /^『([^』]+)』(\d+)(?:体|つ|枚)を(?:場に)?出す$/.exec(t))) return { k: 'tokenField', name: m[1]!, n: +m[2]! };
  if ((m = /^これは(?:\[攻撃力\]\+(\d+))?\/?(?:\[体力\]\+(\d+))?する$/.exec(t)) && (m[1] || m[2])) return { k: 'selfBuff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) };
  if ((m = /^自分のPPを(\d+)回復する$/.exec(t))) return { k: 'ppRecover', n: +m[1]! };
  if ((m = /^自分のPP最大値を\+(\d+)する$/.exec(t))) return { k: 'ppMax', n: +m[1]! };
  if ((m = /^自分の手札(\d+)枚を捨てる$/.exec(t))) return { k: 'discard', n: +m[1]! };
  if (t === 'これをEXエリアに置く') return { k: 'selfToEx' };
  return null;
}

function targetEffect(t: string): TargetEffect[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^それに(\d+)ダメージ$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }];
  if ((m = /^それとそれのリーダーに(\d+)ダメージ$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }, { k: 'leaderDmg', n: +m[1]! }];
  if ((m = /^それのリーダーに(\d+)ダメージ$/.exec(t))) return [{ k: 'leaderDmg', n: +m[1]! }];
  if (t === 'それを破壊する') return [{ k: 'destroy' }];
  if (t === 'それを消滅させる') return [{ k: 'banish' }];
  if (t === 'それを手札に戻す') return [{ k: 'return' }];
  if (t === 'それをアクトする') return [{ k: 'engage' }];
  if ((m = /^それに(\d+)ダメージを割りふる$/.exec(t))) return [{ k: 'dmg', n: +m[1]! }];
  if ((m = /^それは(?:\[攻撃力\]([+-]\d+))?\/?(?:\[体力\]([+-]\d+))?する$/.exec(t)) && (m[1] || m[2])) return [{ k: 'buff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) }];
  if ((m = /^それは((?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ)】)+)を持つ$/.exec(t))) return [{ k: 'grant', keywords: [...m[1]!.matchAll(/【([^】]+)】/g)].map((x) => KEYWORD_OF[x[1]!]!) }];
  if ((m = /^それは(?:\[攻撃力\]([+-]\d+))?\/?(?:\[体力\]([+-]\d+))?して、((?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ)】)+)を持つ$/.exec(t)) && (m[1] || m[2])) {
    return [{ k: 'buff', a: +(m[1] ?? 0), h: +(m[2] ?? 0) }, { k: 'grant', keywords: [...m[3]!.matchAll(/【([^】]+)】/g)].map((x) => KEYWORD_OF[x[1]!]!) }];
  }
  return null;
}

/** Effect sentences of one ability body, or null when one is not a known form. */
export function effectsOf(body: string): Effect[] | null {
  const parts = body.split('。').map((x) => x.trim()).filter((x) => x !== '');
  if (parts.length === 0) return null;
  const out: Effect[] = [];
  for (let i = 0; i < parts.length; i++) {
    const t = parts[i]!;
    const q: Qualifier = {};
    const body = qualifier(t, q);
    const tm = /^(相手のリーダー1人か)?(相手|自分)の(場の)?(他の)?(?:(?:元の)?(コスト|体力|攻撃力)(\d+)(以下|以上)の)?フォロワー(\d+)体(まで)?を選ぶ$/.exec(body);
    if (tm && !(tm[1] && tm[2] === '自分')) {
      if (tm[5]) {
        const key = tm[5] === 'コスト' ? 'cost' : tm[5] === '体力' ? 'defense' : 'attack';
        q[key] = [+tm[6]!, tm[7] === '以下' ? 'lte' : 'gte'];
      }
      const then: TargetEffect[] = [];
      while (i + 1 < parts.length && parts[i + 1]!.startsWith('それ')) {
        const te = targetEffect(parts[i + 1]!);
        if (!te) return null;
        then.push(...te);
        i++;
      }
      if (then.length === 0) return null;
      const side = tm[2] === '相手' ? 'enemy' : 'ally';
      // allies are buffed / granted keywords; enemies take the rest (the board has one of each)
      if (side === 'ally' && then.some((x) => x.k !== 'buff' && x.k !== 'grant')) return null;
      if (side === 'enemy' && then.some((x) => x.k === 'grant')) return null;
      out.push({ k: 'tgt', side, other: tm[4] !== undefined, filter: q, then });
      continue;
    }
    const lm = /^自分のデッキの上(\d+)枚を見る$/.exec(t);
    if (lm) {
      let pick: { filter: Group; count: number; to: 'hand' | 'cemetery' | 'exArea' } | null = null;
      const pm = i + 1 < parts.length ? /^その中から、(.*?)(\d+)枚を(?:公開して)?(手札に加え|墓場に置い|EXエリアに置い)てよい$/.exec(parts[i + 1]!) : null;
      if (pm) {
        const g = group(pm[1]!);
        if (!g) return null;
        pick = { filter: g, count: +pm[2]!, to: pm[3] === '手札に加え' ? 'hand' : pm[3] === '墓場に置い' ? 'cemetery' : 'exArea' };
        i++;
      }
      const rm = i + 1 < parts.length ? /^残りを(好きな順にデッキの下に置く|墓場に置く)$/.exec(parts[i + 1]!) : null;
      if (!rm) return null;
      i++;
      out.push({ k: 'look', n: +lm[1]!, pick, rest: rm[1] === '墓場に置く' ? 'cemetery' : 'bottom' });
      continue;
    }
    const e = sentence(t);
    if (!e) return null;
    out.push(e);
  }
  return out;
}

const ICONS: Array<[string, TriggerKind]> = [['[ファンファーレ]', 'fan'], ['[ラストワード]', 'lw'], ['【進化時】', 'evo'], ['【攻撃時】', 'atk'], ['【出走時】', 'run'], ['【ドライブ獲得時】', 'drive']];

/** The forms of a card's printed text (type: the printed kind), or null. */
export function parseForms(text: string | null | undefined, type: string, evolveCard: boolean): FormCard | null {
  if (!text) return null;
  const body = printedBody(text);
  if (body.includes('―') || body.includes('「')) return null;
  const raw = body.split(/\s+(?=\[|【)/).map((x) => x.trim()).filter(Boolean);
  const segs: string[] = [];
  for (const r of raw) {
    if (segs.length > 0 && segs[segs.length - 1] === '[クイック]') segs[segs.length - 1] = `[クイック]${r}`;
    else if (segs.length > 0 && /^【\d+】/.test(r)) segs[segs.length - 1] = `${segs[segs.length - 1]}${r}`; // options of a choice
    else segs.push(r);
  }
  const card: FormCard = { keywords: [], evolveCost: null, quick: false, eats: [], ride: null, triggers: [] };
  for (let seg of segs) {
    seg = seg.replace(/。\s+/g, '。');
    const kw = /^(?:【(?:守護|疾走|突進|指定攻撃|威圧|ドレイン|必殺|オーラ|シングルドライブ|ツインドライブ)】\s*)+$/.exec(seg);
    if (kw) {
      for (const m of seg.matchAll(/【([^】]+)】/g)) if (!card.keywords.includes(KEYWORD_OF[m[1]!]!)) card.keywords.push(KEYWORD_OF[m[1]!]!);
      continue;
    }
    const ev = /^\[進化\]\[コスト(\d+)\]：これは進化する。?$/.exec(seg);
    if (ev) {
      if (card.evolveCost !== null || evolveCard || type !== 'フォロワー') return null;
      card.evolveCost = +ev[1]!;
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
    let t = seg;
    const kinds: TriggerKind[] = [];
    for (;;) {
      const icon = ICONS.find(([p]) => t.startsWith(p));
      if (!icon) break;
      kinds.push(icon[1]);
      t = t.slice(icon[0].length).replace(/^\/+/, '');
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
      if ((k === 'evo' || k === 'atk') && type !== 'フォロワー') return null;
      if (k === 'evo' && !evolveCard) return null;
      if (k === 'selfToEx' as string) return null;
      if (effects.some((e) => e.k === 'selfToEx') && k !== 'lw') return null;
      if (effects.some((e) => e.k === 'selfBuff') && type !== 'フォロワー') return null;
      card.triggers.push({ kind: k, effects });
    }
  }
  if (card.triggers.filter((x) => x.kind === 'spell').length > 1) return null;
  if (card.triggers.some((x) => x.kind === 'run') && card.eats.length === 0) return null;
  if (card.triggers.some((x) => x.kind === 'drive') && card.ride === null) return null;
  if (card.keywords.length > 0 && type !== 'フォロワー') return null;
  return card;
}
