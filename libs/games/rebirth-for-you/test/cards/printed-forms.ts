/**
 * Printed-text forms for the card cases (cards.spec.ts): what a card's text says, read from the PRINTED text by this
 * file's own whole-line phrase tables — deliberately independent of the compiler (src/abilities: a clause grammar
 * on libs/card-text). Each form gives the ability data the rules say the line means (R4U numbers: 11.3 Spark, 11.5
 * Re-Combo, 11.7 Full Power, 9.2.2 once per turn, 9.4.4 zone icons, 9.4.5.1 Re-birth abilities in the Re-birth area,
 * 5.17.1 +A/+B, 5.16.1 recover, 5.14 energy, 4.5.3 member slots). A card qualifies only when EVERY line of its text
 * is one of these forms; the compiled data must then equal the expected data exactly.
 */
type J = Record<string, unknown>;

const ASCII: Record<string, string> = { '＋': '+', '－': '-', '−': '-', '／': '/', '：': ':', '［': '[', '］': ']', '（': '(', '）': ')' };

/** Digits, signs, colons and boxes to ASCII (names and traits kept as printed), no reminder text, no spacing. */
export function printedLines(text: string): string[] {
  // a trait spelled with parentheses (〔⁂（アステリズム）〕) is not reminder text: kept as printed
  return text
    .replace(/〔[^〕]*〕/g, (t) => t.replace(/（/g, '\uE000').replace(/）/g, '\uE001'))
    .split('\n')
    .map((l) =>
      // inside a trait 〔…〕 only the digits change (2.5: 〔⁂（アステリズム）〕 is the trait 「⁂（アステリズム）」, not a reminder)
      l.split(/(〔[^〕]*〕)/).map((part) => [...part].map((ch) => (/[０-９①-⑩]/.test(ch) ? ch.normalize('NFKC') : part.startsWith('〔') ? ch : ASCII[ch] ?? ch)).join('')).join('')
        .replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, '')
        .replace(/〔[^〕]*〕|《[^》]*》|\s+/g, (x) => (/^\s+$/.test(x) ? '' : x)) // spacing only outside names and traits
        .trim()
        .replace(/\uE000/g, '（').replace(/\uE001/g, '）'))
    .filter((l) => l !== '');
}

const n = (s: string) => Number(s);
const signed = (sign: string, v: string) => (sign === '-' ? -n(v) : n(v));
const ZONE: Record<string, string> = { エントリー: 'entry', メンバー: 'members', 控え室: 'waitingRoom', 手札: 'hand', エネルギー: 'energy', リタイア: 'retire', デッキ: 'deck', セットされているReバース: 'rebirth' };
/**
 * Traits as the catalog spells them (2.5): the printed 〔フルール・ド・ラパン〕 is its trait 「フルール ド ラパン」, GP/001B-064's
 * 〔Pastel*Palette〕 the trait 「Pastel＊Palettes」 of every other card, 〔５期生〕 the half-width 「5期生」 the engine facts
 * spell (cards/engine-facts.ts); the catalog split the other printed traits with 「・」 (〔L・I・J〕), so a text naming one is not a
 * form (expectedAbilities).
 */
const SPELLED: Record<string, string> = { 'フルール・ド・ラパン': 'フルール ド ラパン', 'Pastel*Palette': 'Pastel＊Palettes' };
const spelled = (printed: string) => SPELLED[printed] ?? printed;
/** Keywords as nouns (「【のびしろ】を1枚選び」「【キャンセル】を持つキャラ」): a card with that keyword (11.8, 11.4). */
const KEYWORD_NOUN: Record<string, string> = { のびしろ: 'r4u.nobishiro', キャンセル: 'r4u.cancel' };
/** 4.6.3: 「エネルギー」 counted or paid = the non-partner cards of the energy area. */
const NOT_PARTNER = { not: { type: 'partner' } };

/** A check that is not optional was read in this ability (its result may be a condition). */
let checked = false;
/** The cards and duration of the last +A/+B read (「さらに+A/+B」 adds to them). */
let lastBuff: { target: J; duration: unknown } | null = null;

/** 5.17.1: one modify per stat that changes. */
function buff(target: J, a: number, d: number, duration: unknown): J[] {
  const out: J[] = [];
  let t = target;
  lastBuff = { target: typeof target.bind === 'string' ? { ref: 'var', var: target.bind } : target, duration };
  if (a !== 0) {
    out.push({ type: 'modify', target: t, stat: 'attack', add: a, duration });
    if (typeof t.bind === 'string') t = { ref: 'var', var: t.bind };
  }
  if (d !== 0) out.push({ type: 'modify', target: t, stat: 'defense', add: d, duration });
  return out;
}
const one = (steps: J[]): J => (steps.length === 1 ? steps[0]! : { type: 'sequence', steps });
const SELF = { ref: 'self' };
const MY_ENTRY = { zone: 'entry', side: 'you' };
const TURN = 'untilEndOfTurn';
const ATTACK = { until: 'endOfAttack' };
/** Variables of an ability's choices, numbered in text order (t1, t2, …). */
let vars = 0;
const choice = (zone: string, side: string, count: number, extra: J = {}): J => ({ zone, side, ...extra, count, bind: `t${++vars}` });

type Form = [RegExp, (m: RegExpExecArray) => J];

/** Effects: the whole effect text of an ability. */
const EFFECTS: Form[] = [
  [/^あなたは(\d+)枚引く$/, (m) => ({ type: 'draw', amount: n(m[1]!) })],
  [/^あなたは(\d+)点回復する$/, (m) => ({ type: 'r4u.recover', amount: n(m[1]!) })],
  [/^このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => one(buff(SELF, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), TURN))],
  [/^あなたは相手のメンバーから(\d+)枚選び、控え室に置く$/, (m) => ({ type: 'move', target: choice('members', 'opponent', n(m[1]!)), to: 'waitingRoom' })],
  [/^あなたは相手の【レスト】しているメンバーから(\d+)枚選び、控え室に置く$/, (m) => ({ type: 'move', target: choice('members', 'opponent', n(m[1]!), { filter: { tapped: true } }), to: 'waitingRoom' })],
  [/^あなたは相手のエントリーから(\d+)枚選び、デッキの下に置く$/, (m) => ({ type: 'move', target: choice('entry', 'opponent', n(m[1]!)), to: 'deck', position: 'bottom' })],
  [/^あなたは自分のエントリーから(\d+)枚選び、デッキの下に置く$/, (m) => ({ type: 'move', target: choice('entry', 'you', n(m[1]!)), to: 'deck', position: 'bottom' })],
  [/^あなたは自分のデッキの上から(\d+)枚エネルギーに【レスト】で置く$/, (m) => ({ type: 'r4u.deckTop', count: n(m[1]!), to: 'energy', rest: true })],
  [/^あなたは(\d+)枚引き、自分の手札から(\d+)枚控え室に置く$/, (m) => one([{ type: 'draw', amount: n(m[1]!) }, { type: 'move', target: { zone: 'hand', side: 'you', count: n(m[2]!) }, to: 'waitingRoom' }])],
  [/^あなたは(\d+)枚引き、自分の手札から(\d+)枚選び、控え室に置く$/, (m) => one([{ type: 'draw', amount: n(m[1]!) }, { type: 'move', target: choice('hand', 'you', n(m[2]!)), to: 'waitingRoom' }])],
  [/^あなたは自分の控え室からキャラを(\d+)枚選び、(空席の)?メンバーに置いてよい$/, (m) => ({ type: 'optional', effect: { type: 'r4u.putOnMembers', target: choice('waitingRoom', 'you', n(m[1]!), { filter: { type: 'character' } }), ...(m[2] ? { emptyOnly: true } : {}) } })],
  [/^あなたはこのキャラを空席のメンバーに置いてよい$/, () => ({ type: 'optional', effect: { type: 'r4u.putOnMembers', target: SELF, emptyOnly: true } })],
  [/^あなたは(相手|自分)のエントリーから(\d+)枚選び、このターン中、そのキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    one(buff(choice('entry', m[1] === '相手' ? 'opponent' : 'you', n(m[2]!)), signed(m[3]!, m[4]!), signed(m[5]!, m[6]!), TURN))],
  [/^あなたは自分のメンバーから(\d+)枚選び、手札に戻してよい$/, (m) => ({ type: 'optional', effect: { type: 'move', target: choice('members', 'you', n(m[1]!)), to: 'hand' } })],
  [/^あなたは自分の控え室から(\d+)枚選び、エネルギーに【レスト】で置く$/, (m) => ({ type: 'r4u.putOnEnergy', target: choice('waitingRoom', 'you', n(m[1]!)), rest: true })],
  [/^あなたは自分の、パートナーかエネルギーから(\d+)枚選び、【スタンド】する$/, (m) => ({ type: 'r4u.stand', target: choice('energy', 'you', n(m[1]!)) })],
  [/^このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => one(buff(MY_ENTRY, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), ATTACK))],
  [/^あなたはこのキャラをデッキの下に置くことで、このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: one(buff(MY_ENTRY, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), ATTACK)) })],
  [/^あなたはエネ(\d+)することで、このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'r4u.payEnergy', amount: n(m[1]!) }, then: one(buff(MY_ENTRY, signed(m[2]!, m[3]!), signed(m[4]!, m[5]!), ATTACK)) })],
  [/^あなたは自分の手札から(?:([〔《][^〕》]+[〕》])を)?(\d+)枚控え室に置くことで、控え室からReバースを(\d+)枚セットする$/, (m) => ({
    type: 'r4u.payToDo',
    pay: { type: 'move', target: { zone: 'hand', side: 'you', ...(m[1] ? { filter: refFilter(m[1]) } : {}), count: n(m[2]!) }, to: 'waitingRoom' },
    then: { type: 'r4u.set', target: { zone: 'waitingRoom', side: 'you', filter: { type: 'rebirth' }, count: n(m[3]!) } },
  })],
  [/^あなたは自分の控え室から([〔《][^〕》]+[〕》]|キャラ)を(\d+)枚選び、(空席の)?メンバーに(【レスト】で)?置(く|いてよい)$/, (m) => {
    const step = { type: 'r4u.putOnMembers', target: choice('waitingRoom', 'you', n(m[2]!), { filter: m[1] === 'キャラ' ? { type: 'character' } : refFilter(m[1]!) }), ...(m[3] ? { emptyOnly: true } : {}), ...(m[4] ? { rest: true } : {}) };
    return m[5] === 'く' ? step : { type: 'optional', effect: step };
  }],
  [/^あなたは自分の(手札|メンバー|エントリー)から([〔《][^〕》]+[〕》])を(\d+)枚選び、このキャラと入れ替え(る|てよい)$/, (m) => {
    const step = { type: 'r4u.swap', a: choice(ZONE[m[1]!]!, 'you', n(m[3]!), { filter: refFilter(m[2]!) }), b: SELF };
    return m[4] === 'る' ? step : { type: 'optional', effect: step };
  }],
  [/^あなたは自分の(手札|メンバー|エントリー)から(\d+)枚選び、このキャラと入れ替え(る|てよい)$/, (m) => {
    const step = { type: 'r4u.swap', a: choice(ZONE[m[1]!]!, 'you', n(m[2]!)), b: SELF };
    return m[3] === 'る' ? step : { type: 'optional', effect: step };
  }],
  [/^あなたはこのキャラをエネルギーに【レスト】で置く$/, () => ({ type: 'r4u.putOnEnergy', target: SELF, rest: true })],
  [/^あなたはこのキャラを空席のメンバーに置く$/, () => ({ type: 'r4u.putOnMembers', target: SELF, emptyOnly: true })],
  [/^あなたは味方のメンバーから(\d+)枚まで選び、控え室に置く$/, (m) => ({ type: 'move', target: { zone: 'members', side: 'ally', count: n(m[1]!), upTo: true, bind: `t${++vars}` }, to: 'waitingRoom' })],
  [/^あなたのパートナーをすべて【スタンド】する$/, () => ({ type: 'r4u.stand', target: { zone: 'energy', side: 'you', filter: { type: 'partner' } } })],
  [/^あなたは自分のメンバーから(\d+)枚選び、エネルギーに【レスト】で置いてよい$/, (m) => ({ type: 'optional', effect: { type: 'r4u.putOnEnergy', target: choice('members', 'you', n(m[1]!)), rest: true } })],
  [/^あなたは相手のメンバーからすべて選び、控え室に置く$/, () => ({ type: 'move', target: { zone: 'members', side: 'opponent', bind: `t${++vars}` }, to: 'waitingRoom' })],
  [/^あなたの(リタイア|手札|メンバー)(?:の([〔《][^〕》]+[〕》]))?(\d+)枚につき、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => {
    const count = { zone: ZONE[m[1]!]!, side: 'you', ...(m[2] ? { filter: refFilter(m[2]) } : {}) };
    const steps: J[] = [];
    for (const [stat, v] of [['attack', signed(m[4]!, m[5]!)], ['defense', signed(m[6]!, m[7]!)]] as const) {
      if (v !== 0) steps.push({ type: 'modify', target: SELF, stat, add: { count, per: n(m[3]!), times: v }, duration: TURN });
    }
    return one(steps);
  }],
  // the general 「(where)から(what を)N枚(まで)選び、(verb)」 (after the specific forms above)
  [/^あなたは(?:(自分|相手|味方|いずれか)の)?(【レスト】している|他の)?(、?(?:エントリー|メンバー|手札|控え室|リタイア|エネルギー|パートナー|セットされているReバース)(?:か(?:エントリー|メンバー|手札|控え室|リタイア|エネルギー))*)から、?(?:([^、]+?)を)?(?:合計)?(?:(\d+)枚(まで)?|すべて|(望む枚数))選び、(.+?)(てよい)?$/, (m) => {
    // 「望む枚数」: any number (up to 99)
    const any = m.splice(7, 1)[0];
    if (any) {
      m[5] = '99';
      m[6] = 'まで';
    }
    const how = m.splice(2, 1)[0];
    if (how === '他の' && m[2] !== 'メンバー') return null as unknown as J;
    const filter0 = m[3] ? whatFilter(m[3]) : null;
    if (filter0 === undefined) return null as unknown as J;
    const filter = how === '【レスト】している' ? { ...(filter0 ?? {}), tapped: true } : filter0;
    if (filter === undefined) return null as unknown as J;
    const words = m[2]!.replace(/^、/, '').split('か');
    const zs = words.map((w) => (w === 'パートナー' ? 'energy' : ZONE[w]!));
    if (zs.length > 1 && zs.includes('energy')) return null as unknown as J;
    const zone = (zs.length === 1 ? zs[0]! : zs) as string;
    // 4.6.3 / 4.6.4: 「エネルギー」 = its non-partner cards, 「パートナー」 = its partner cards
    const zf = words[0] === 'パートナー' ? { type: 'partner' } : zone === 'energy' ? { not: { type: 'partner' } } : null;
    if (zf && filter && Object.keys(filter).some((k) => k in zf)) return null as unknown as J; // two conditions on one key: not a form
    const extra: J = { ...(zf || filter ? { filter: { ...(zf ?? {}), ...(filter ?? {}) } } : {}), ...(m[5] ? { upTo: true } : {}) };
    // 13.5.4: 「味方の」 = the master's or a team mate's (in a two-player game the master's only)
    const side = m[1] === '相手' ? 'opponent' : m[1] === 'いずれか' ? 'any' : m[1] === '味方' ? 'ally' : 'you';
    if (how === '他の') extra.other = true;
    const target = m[4] ? choice(zone, side, n(m[4]), extra) : { zone, side, ...extra, bind: `t${++vars}` };
    const step = verbStep((m[7] ? m[6]!.replace(/い$/, 'く') : m[6]!).replace(/戻し$/, '戻す').replace(/入れ替え$/, '入れ替える'), target);
    if (!step) return null as unknown as J;
    return m[7] ? { type: 'optional', effect: step } : step;
  }],
  [/^あなたは自分の手札から(?:([^、]+?)を)?(\d+)枚控え室に置く$/, (m) => {
    const filter = m[1] ? whatFilter(m[1]) : null;
    if (filter === undefined) return null as unknown as J;
    return { type: 'move', target: { zone: 'hand', side: 'you', ...(filter ? { filter } : {}), count: n(m[2]!) }, to: 'waitingRoom' };
  }],
  [/^あなたはこのキャラを(?:自分の)?(エントリー|エネルギー|メンバー|空席のメンバー)に(【レスト】で)?置(く|いてよい)$/, (m) => {
    const rest = m[2] ? { rest: true } : {};
    const step = m[1] === 'エントリー' ? { type: 'r4u.putOnEntry', target: SELF, ...rest } : m[1] === 'エネルギー' ? { type: 'r4u.putOnEnergy', target: SELF, ...rest } : { type: 'r4u.putOnMembers', target: SELF, ...(m[1] === '空席のメンバー' ? { emptyOnly: true } : {}), ...rest };
    return m[3] === 'く' ? step : { type: 'optional', effect: step };
  }],
  [/^各プレイヤーは1枚引いてよい$/, () => ({ type: 'draw', amount: 1, player: 'each', upTo: true })],
  [/^あなたはこのキャラをデッキの下に置くことで、(\d+)枚引く$/, (m) => ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: { type: 'draw', amount: n(m[1]!) } })],
  [/^あなたはこのキャラをデッキの下に置くことで、相手のメンバーから(\d+)枚選び、控え室に置く$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: { type: 'move', target: choice('members', 'opponent', n(m[1]!)), to: 'waitingRoom' } })],
  // this card to a zone (5.2.1)
  [/^あなたはこのキャラを(?:自分の)?(手札に戻|控え室に置|デッキの下に置)(す|く|してよい|いてよい)$/, (m) => {
    const to: J = m[1] === '手札に戻' ? { to: 'hand' } : m[1] === '控え室に置' ? { to: 'waitingRoom' } : { to: 'deck', position: 'bottom' };
    const step = { type: 'move', target: SELF, ...to };
    return /よい$/.test(m[2]!) ? { type: 'optional', effect: step } : step;
  }],
  [/^このフェイズを終了する$/, () => ({ type: 'r4u.endPhase' })],
  // 5.25: a check that is surely made (its result may then be read: 「それであなたが勝ちなら」)
  [/^あなたはチェックする$/, () => {
    checked = true;
    return { type: 'r4u.check' };
  }],
  // a buff on the cards of the choice just made (「…選び、エントリーに置き、このターン中、そのキャラを+A/+B」)
  [/^(このターン中|このアタック中)、(?:そのキャラ|それ|それら)を([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    (vars > 0 ? one(buff({ ref: 'var', var: `t${vars}` }, signed(m[2]!, m[3]!), signed(m[4]!, m[5]!), m[1] === 'このターン中' ? TURN : ATTACK)) : (null as unknown as J))],
  [/^このターン中、あなたのエントリーを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => one(buff(MY_ENTRY, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), TURN))],
  // the cards of the choice just made cannot be chosen by the opponent for the duration (「…選び、メンバーに置き、このターン中、そのキャラは相手から選ばれない」)
  [/^(?:このターン中|このアタック中)、(?:そのキャラ|それ|それら)は相手(?:のキャラ)?から選ばれない$/, (m) => {
    const u = unchoosable(m[0]);
    return vars > 0 && u ? { type: 'grantKeyword', target: { ref: 'var', var: `t${vars}` }, ...u } : (null as unknown as J);
  }],
  // 5.10.2 / 4.2.2: the top N cards looked at (見て) or shown to all (公開し), picks from them in the order written, the rest to the waiting room
  [/^あなたは(?:自分の)?デッキの上から(\d+)枚(公開し|見て)、その中から、?(.+)、残りを控え室に置く$/, (m) => lookOf(n(m[1]!), m[2] === '公開し', m[3]!) ?? (null as unknown as J)],
  [/^あなたは(?:自分の)?デッキの上から(\d+)枚見る$/, (m) => ({ type: 'r4u.look', count: n(m[1]!), picks: [], rest: 'stay' })],
  // 「(choice)、このターン中、そのキャラは相手(のキャラ)から選ばれず、このキャラを+A/+B」: both for this turn
  [/^あなたは自分の(メンバー|エントリー)から(?:([^、]+?)を)?(\d+)枚選び、(このターン中、そのキャラは相手(?:のキャラ)?から選ばれ)ず、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => {
    const f = m[2] ? whatFilter(m[2]) : null;
    if (f === undefined) return null as unknown as J;
    const target = choice(ZONE[m[1]!]!, 'you', n(m[3]!), f ? { filter: f } : {});
    return one([{ type: 'grantKeyword', target, ...unchoosable(`${m[4]}ない`)! }, ...buff(SELF, signed(m[5]!, m[6]!), signed(m[7]!, m[8]!), TURN)]);
  }],
  // 5.10.1: the opponent's hand is revealed to you only
  [/^あなたは相手の手札をすべて見る$/, () => ({ type: 'reveal', target: { zone: 'hand', side: 'opponent' }, to: 'you' })],
  // up to N cards of your hand to the waiting room, then as many cards drawn as were put there
  [/^あなたは自分の手札から(\d+)枚まで控え室に置き、それらと同じ枚数引く$/, (m) =>
    one([{ type: 'move', target: choice('hand', 'you', n(m[1]!), { upTo: true }), to: 'waitingRoom' }, { type: 'draw', amount: { var: `t${vars}` } }])],
  // as many of the opponent's cards as your retire area holds (「選べる限り選ぶ」: fewer when there are fewer)
  [/^あなたは相手の(、エントリーとメンバー|メンバー)から、あなたのリタイアと同じ枚数選び、控え室に置く$/, (m) => ({
    type: 'move', target: { zone: m[1] === 'メンバー' ? 'members' : ['entry', 'members'], side: 'opponent', count: { count: { zone: 'retire', side: 'you' } }, bind: `t${++vars}` }, to: 'waitingRoom',
  })],
  // 5.3.1
  [/^(?:あなたは)?このキャラを【(スタンド|レスト)】する$/, (m) => ({ type: m[1] === 'スタンド' ? 'r4u.stand' : 'tap', target: SELF })],
  // chosen and moved in one clause: 「自分のエネルギーから1枚手札に戻してよい」「自分のメンバーから〔T〕を1枚控え室に置く」 (no variable)
  [/^あなたは(自分|相手)の(エントリー|メンバー|手札|控え室|リタイア|エネルギー)から(?:([^、]+?)を)?(\d+)枚(まで)?(手札に戻|控え室に置|デッキの下に置)(す|く|してよい|いてよい)$/, (m) => {
    const f = m[3] ? whatFilter(m[3]) : null;
    if (f === undefined) return null as unknown as J;
    const zone = ZONE[m[2]!]!;
    const filter = { ...(zone === 'energy' ? NOT_PARTNER : {}), ...(f ?? {}) };
    const target = { zone, side: m[1] === '相手' ? 'opponent' : 'you', ...(Object.keys(filter).length ? { filter } : {}), count: n(m[4]!), ...(m[5] ? { upTo: true } : {}) };
    const to: J = m[6] === '手札に戻' ? { to: 'hand' } : m[6] === '控え室に置' ? { to: 'waitingRoom' } : { to: 'deck', position: 'bottom' };
    const step = { type: 'move', target, ...to };
    return /よい$/.test(m[7]!) ? { type: 'optional', effect: step } : step;
  }],
  // 5.12: a member chosen and the Entry character (one card) of the same player change places
  [/^あなたは(自分|相手)の、エントリーとメンバーから1枚ずつ選び、それらを入れ替え(る|てよい)$/, (m) => {
    const side = m[1] === '相手' ? 'opponent' : 'you';
    const step = { type: 'r4u.swap', a: choice('members', side, 1), b: { zone: 'entry', side } };
    return m[2] === 'る' ? step : { type: 'optional', effect: step };
  }],
  // 5.23.1
  [/^このアタックはパートナーアタックになる$/, () => ({ type: 'r4u.partnerAttack', value: true })],
  // as many as the cards of the choice just made
  [/^あなたはそれらと同じ枚数引く$/, () => (vars > 0 ? { type: 'draw', amount: { var: `t${vars}` } } : (null as unknown as J))],
  [/^あなたは(?:自分の)?(控え室|手札)から(?:([^、]+?)の)?Reバースを(\d+)枚(まで)?セット(する|してよい)$/, (m) => {
    const f = m[2] ? whatFilter(m[2]) : null;
    if (f === undefined) return null as unknown as J;
    const step = { type: 'r4u.set', target: { zone: m[1] === '手札' ? 'hand' : 'waitingRoom', side: 'you', filter: { type: 'rebirth', ...(f ?? {}) }, count: n(m[3]!), ...(m[4] ? { upTo: true } : {}) } };
    return m[5] === 'する' ? step : { type: 'optional', effect: step };
  }],
  // paying energy inside an effect (5.14.1), usually the price of 「…することで」
  [/^あなたはエネ(\d+)する$/, (m) => ({ type: 'r4u.payEnergy', amount: n(m[1]!) })],
  // 11.6: the opponent cannot use 【ブロッカー】 for the duration written before it
  [/^(このターン中|このアタック中)、相手は【ブロッカー】を使えない$/, (m) => ({ type: 'r4u.noBlocker', duration: m[1] === 'このターン中' ? TURN : ATTACK })],
  // a duration applies to every continuous effect of its sentence: the buff and 【ブロッカー】 both
  [/^(このターン中|このアタック中)、(このキャラ|サポートされたキャラ)を([+-±])(\d+)\/([+-±])(\d+)し、相手は【ブロッカー】を使えない$/, (m) => {
    const d = m[1] === 'このターン中' ? TURN : ATTACK;
    return one([...buff(m[2] === 'このキャラ' ? SELF : MY_ENTRY, signed(m[3]!, m[4]!), signed(m[5]!, m[6]!), d), { type: 'r4u.noBlocker', duration: d }]);
  }],
  [/^このアタック中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => one(buff(SELF, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), ATTACK))],
  // 4.9.3: the top cards of your deck, one at a time
  [/^あなたは(?:自分の)?デッキの上から(\d+)枚(まで)?(エネルギー|控え室)に(【レスト】で)?置く$/, (m) =>
    ({ type: 'r4u.deckTop', count: n(m[1]!), ...(m[2] ? { upTo: true } : {}), to: ZONE[m[3]!]!, ...(m[4] ? { rest: true } : {}) })],
  // chosen and moved in one clause (no variable: nothing names them later)
  [/^あなたは自分の手札から(\d+)枚(エネルギーに【レスト】で置|デッキの下に置)(く|いてよい)$/, (m) => {
    const target = { zone: 'hand', side: 'you', count: n(m[1]!) };
    const step = m[2] === 'デッキの下に置' ? { type: 'move', target, to: 'deck', position: 'bottom' } : { type: 'r4u.putOnEnergy', target, rest: true };
    return m[3] === 'く' ? step : { type: 'optional', effect: step };
  }],
  // 「あなたの、メンバーとリタイアの、《A》か《B》N枚につき」: the counted cards (zones, filter)
  [/^あなたの(、?(?:メンバー|リタイア|手札|控え室)(?:[とか](?:メンバー|リタイア))?)(?:の、?([^、]+?))?(\d+)枚につき、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => {
    const zones = m[1]!.replace(/^、/, '').split(/[とか]/).map((w) => ZONE[w]!);
    const f = m[2] ? whatFilter(m[2]) : null;
    if (f === undefined) return null as unknown as J;
    const count = { zone: zones.length === 1 ? zones[0]! : zones, side: 'you', ...(f ? { filter: f } : {}) };
    const steps: J[] = [];
    for (const [stat, v] of [['attack', signed(m[4]!, m[5]!)], ['defense', signed(m[6]!, m[7]!)]] as const) {
      if (v !== 0) steps.push({ type: 'modify', target: SELF, stat, add: { count, per: n(m[3]!), times: v }, duration: TURN });
    }
    return one(steps);
  }],
  // 「次の相手のターン中、そのキャラは【スタンド】しない」 after a verb on the choice (「…選び、【レスト】し、次の相手のターン中、…」)
  [/^次の相手のターン中、(?:そのキャラ|それ|それら|そのエネルギー|そのパートナー)は【スタンド】しない$/, () =>
    (vars > 0 ? { type: 'grantKeyword', target: { ref: 'var', var: `t${vars}` }, keyword: 'r4u.noStand', duration: 'untilYourNextTurn' } : (null as unknown as J))],
  // 「さらに+A/+B」: more for the cards and duration of the buff before it
  [/^(?:あなたは)?さらに([+-±])(\d+)\/([+-±])(\d+)$/, (m) => {
    if (!lastBuff) return null as unknown as J;
    const { target, duration } = lastBuff;
    return one(buff(target, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), duration));
  }],
  [/^あなたの(リタイア|手札|メンバー|エネルギー)(\d+)枚につき、このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$|^このターン中、あなたの(リタイア|手札|メンバー|エネルギー)(\d+)枚につき、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => {
    const g = m[1] ? m.slice(1, 7) : m.slice(7, 13);
    const count = { zone: ZONE[g[0]!]!, side: 'you', ...(g[0] === 'エネルギー' ? { filter: NOT_PARTNER } : {}) };
    const steps: J[] = [];
    for (const [stat, v] of [['attack', signed(g[2]!, g[3]!)], ['defense', signed(g[4]!, g[5]!)]] as const) {
      if (v !== 0) steps.push({ type: 'modify', target: SELF, stat, add: { count, per: n(g[1]!), times: v }, duration: TURN });
    }
    return one(steps);
  }],
];

const LOOK_TO: Record<string, string> = { メンバー: 'members', 手札: 'hand', エネルギー: 'energy', エントリー: 'entry' };

/**
 * The picks of 「デッキの上からN枚(公開し|見て)、その中から(picks)、残りを控え室に置く」: 「(what を)N枚(まで)選び、(zone)に(置き|加え)」
 * (a second one without その中から), 「N枚を手札に加え」, 「…を望む枚数公開して手札に加え」, 「…を1枚選んで公開し、手札に加え」. 「まで」 or
 * 望む枚数 (all N): up to; a filter on cards only looked at (見て): up to too (9.7.4.3, still hidden cards); 公開 of the picked
 * cards after 見て: shown to all (reveal).
 */
function lookOf(count: number, shown: boolean, text: string): J | null {
  const ps = pieces(text);
  const picks: J[] = [];
  const pickOf = (what: string | undefined, how: string, reveal: boolean): J | null => {
    const filter = what ? whatFilter(what) : null;
    if (filter === undefined) return null;
    const k = /^(\d+)枚(まで)?$/.exec(how);
    const take = k ? n(k[1]!) : count;
    const upTo = !k || k[2] !== undefined || (filter !== null && !shown);
    return { take, ...(upTo ? { upTo: true } : {}), ...(filter ? { filter } : {}), ...(reveal && !shown ? { reveal: true } : {}) };
  };
  for (let i = 0; i < ps.length; i++) {
    let x: RegExpExecArray | null;
    if ((x = /^(?:(.+?)を)?(\d+枚(?:まで)?|望む枚数)を?(公開して)?(手札)に加え$/.exec(ps[i]!))) {
      const p = pickOf(x[1], x[2]!, x[3] !== undefined);
      if (!p) return null;
      picks.push({ ...p, to: 'hand' });
    } else if ((x = /^(?:(.+?)を)?(\d+枚(?:まで)?|望む枚数)(選び|選んで公開し|公開し)$/.exec(ps[i]!))) {
      const v = /^(メンバー|手札|エネルギー|エントリー)に(【レスト】で)?(?:置き|加え)$/.exec(ps[i + 1] ?? '');
      const p = pickOf(x[1], x[2]!, x[3] !== '選び');
      if (!v || !p) return null;
      picks.push({ ...p, to: LOOK_TO[v[1]!]!, ...(v[2] ? { rest: true } : {}) });
      i++;
    } else return null;
  }
  return picks.length ? { type: 'r4u.look', count, ...(shown ? { public: true } : {}), picks, rest: 'waitingRoom' } : null;
}

/** 〔T〕 → trait; 《X》 → a part of the name (2.1.2); 「、《X》か《Y》」 → either. */
function refFilter(s: string): J {
  const refs = [...s.matchAll(/([〔《])([^〕》]+)[〕》]/g)].map((x) => (x[1] === '〔' ? { trait: spelled(x[2]!) } : { nameIncludes: x[2]! }));
  return refs.length === 1 ? refs[0]! : { anyOf: refs };
}
const memberHas = (zones: string, ref: string): J => {
  const z = zones.split('か').map((w) => ZONE[w]!);
  return { type: 'count', selector: { zone: z.length === 1 ? z[0]! : z, side: 'you', filter: refFilter(ref) }, compare: { gte: 1 } };
};

/** What is chosen: 〔T〕 / 《X》 / 「A か B」, キャラ, コストN以下のキャラ (undefined: not a form of this file). */
function whatFilter(w: string): J | undefined {
  let m: RegExpExecArray | null;
  if (w === 'キャラ') return { type: 'character' };
  if (w === 'Reバース') return { type: 'rebirth' };
  if ((m = /^《([^》]+)》以外の([〔《][^〕》]+[〕》])$/.exec(w))) return { not: { nameIncludes: m[1]! }, ...refFilter(m[2]!) };
  // 11.3: a card with a printed 【スパーク】 (the engine marks it from the printed text)
  if ((m = /^【スパーク】を持つ(?:コスト(\d+)(以上|以下)の)?キャラ$/.exec(w))) return { keyword: 'r4u.hasSpark', type: 'character', ...(m[1] ? { cost: m[2] === '以上' ? { gte: n(m[1]) } : { lte: n(m[1]) } } : {}) };
  if ((m = /^【(のびしろ|キャンセル)】を持つカード$/.exec(w))) return { keyword: KEYWORD_NOUN[m[1]!]! };
  if ((m = /^(?:コスト(\d+)(以上|以下)の)?【(のびしろ|キャンセル)】(を持つキャラ)?$/.exec(w))) {
    return { keyword: KEYWORD_NOUN[m[3]!]!, ...(m[1] ? { cost: m[2] === '以上' ? { gte: n(m[1]) } : { lte: n(m[1]) } } : {}), ...(m[4] ? { type: 'character' } : {}) };
  }
  if ((m = /^コスト(\d+)(以上|以下)の(キャラ|[〔《][^〕》]+[〕》])$/.exec(w))) {
    const inner = m[3] === 'キャラ' ? { type: 'character' } : refFilter(m[3]!);
    return { cost: m[2] === '以上' ? { gte: n(m[1]!) } : { lte: n(m[1]!) }, ...inner };
  }
  if (/^、?(?:[〔《][^〕》]+[〕》])(?:か[〔《][^〕》]+[〕》])*$/.test(w)) return refFilter(w);
  return undefined;
}

/**
 * 「このターン中、(それら|そのキャラ)は相手(のキャラ)から選ばれない」 (after the choice it names): the keyword r4u.unchoosable
 * for the duration, value `opponent` (any ability of an opponent) or `opponentCharacters` (of an opponent's character).
 */
function unchoosable(v: string): J | null {
  const m = /^(このターン中|このアタック中)、(?:そのキャラ|それ|それら)は相手(のキャラ)?から選ばれない$/.exec(v);
  return m ? { keyword: 'r4u.unchoosable', value: m[2] ? 'opponentCharacters' : 'opponent', duration: m[1] === 'このターン中' ? TURN : ATTACK } : null;
}

/** A verb acting on the cards just chosen. */
function verbStep(v0: string, target: J): J | null {
  const v = v0.replace(/^(?:そのキャラ|それ|それら)を/, '');
  switch (v) {
    case 'このフェイズを終了する': return null;
    case '控え室に置く': return { type: 'move', target, to: 'waitingRoom' };
    case '手札に戻す': return { type: 'move', target, to: 'hand' };
    case 'デッキの下に置く': return { type: 'move', target, to: 'deck', position: 'bottom' };
    case 'リタイアに置く': return { type: 'move', target, to: 'retire' };
    case 'エネルギーに【レスト】で置く': return { type: 'r4u.putOnEnergy', target, rest: true };
    case 'エネルギーに置く': return { type: 'r4u.putOnEnergy', target };
    case 'エントリーに置く': return { type: 'r4u.putOnEntry', target };
    case 'このキャラと入れ替える': return { type: 'r4u.swap', a: target, b: SELF };
    case '【スタンド】する': return { type: 'r4u.stand', target };
    case '【レスト】する': return { type: 'tap', target };
    case 'デッキの上に置く': return { type: 'move', target, to: 'deck', position: 'top' };
    case '手札に戻してよい': return { type: 'optional', effect: { type: 'move', target, to: 'hand' } };
    // during the opponent's next turn the cards do not stand: `r4u.noStand` until this player's next turn
    case '次の相手のターン中、そのキャラは【スタンド】しない':
    case '次の相手のターン中、そのエネルギーは【スタンド】しない':
    case '次の相手のターン中、そのパートナーは【スタンド】しない':
    case '次の相手のターン中、それは【スタンド】しない':
    case '次の相手のターン中、それらは【スタンド】しない':
      return { type: 'grantKeyword', target, keyword: 'r4u.noStand', duration: 'untilYourNextTurn' };
    // 5.12: with your Entry character (only a card of yours: 4.1.1.1)
    case 'エントリーと入れ替える': return target.side === 'you' ? { type: 'r4u.swap', a: target, b: MY_ENTRY } : null;
  }
  const m = /^(空席の)?メンバーに(【レスト】で)?置く$/.exec(v);
  if (m) return { type: 'r4u.putOnMembers', target, ...(m[1] ? { emptyOnly: true } : {}), ...(m[2] ? { rest: true } : {}) };
  const u = unchoosable(v);
  if (u) return { type: 'grantKeyword', target, ...u };
  const b = /^このターン中、そのキャラを([+-±])(\d+)\/([+-±])(\d+)$/.exec(v);
  if (b) return one(buff(target, signed(b[1]!, b[2]!), signed(b[3]!, b[4]!), TURN));
  return null;
}

/** Triggers of 【自】: the phrase before 「時、」. */
const TRIGGERS: Array<[RegExp, (m: RegExpExecArray) => { trigger: J; zones?: string[] }]> = [
  [/^このキャラがサポートした時、/, () => ({ trigger: { on: 'r4u.support' } })],
  [/^このキャラが(、?(?:[〔《][^〕》]+[〕》])(?:か[〔《][^〕》]+[〕》])*)をサポートした時、/, (m) => ({ trigger: { on: 'r4u.support', filter: refFilter(m[1]!) } })],
  [/^このキャラが(、?(?:[〔《][^〕》]+[〕》])(?:か[〔《][^〕》]+[〕》])*)をブロックした時、/, (m) => ({ trigger: { on: 'r4u.block', filter: refFilter(m[1]!) }, zones: ['waitingRoom'] })],
  [/^あなたのメインフェイズ開始時、/, () => ({ trigger: { on: 'onPhase', phase: 'main', side: 'you' } })],
  [/^このキャラのアタック終了時、/, () => ({ trigger: { on: 'r4u.attackEnd', role: 'attacking' } })],
  [/^このキャラがサポートしたアタック終了時、/, () => ({ trigger: { on: 'r4u.attackEnd', role: 'supporting' } })],
  [/^相手のキャラのアタック終了時、/, () => ({ trigger: { on: 'r4u.attackEnd', side: 'opponent' } })],
  [/^(あなた|相手)のターン終了時、/, (m) => ({ trigger: { on: 'r4u.endOfTurn', side: m[1] === 'あなた' ? 'you' : 'opponent' } })],
  [/^このキャラがメンバーから手札に戻った時、/, () => ({ trigger: { on: 'onLeave', zone: 'members', to: 'hand' } })],
  // 9.7.3.1: discarded from hand to present its own 【キャンセル】; the ability works in the waiting room it went to
  [/^このキャラがこのキャラの【キャンセル】で控え室に置かれた時、/, () => ({ trigger: { on: 'r4u.discardedToCancel' }, zones: ['waitingRoom'] })],
  [/^このキャラがアタックした時、/, () => ({ trigger: { on: 'onAttack' } })],
  [/^このキャラが相手のキャラをリタイアさせた時、/, () => ({ trigger: { on: 'r4u.retired', byThis: true, side: 'opponent' } })],
  [/^このキャラが(?:(手札|デッキ|エントリー|メンバー|控え室)(以外)?から)?(エントリー|メンバー)に置かれた時、/, (m) => ({
    trigger: { on: 'r4u.placed', zone: ZONE[m[3]!]!, ...(m[1] ? (m[2] ? { notFrom: ZONE[m[1]]! } : { from: ZONE[m[1]]! }) : {}) },
  })],
  [/^このキャラが(手札|控え室)から、エントリーかメンバーに置かれた時、/, (m) => ({ trigger: { on: 'r4u.placed', from: ZONE[m[1]!]! } })],
  [/^このキャラが(効果で|相手の効果で|相手のターン中に)メンバーから控え室に置かれた時、/, (m) => ({
    trigger: { on: 'r4u.leftMembers', to: 'waitingRoom', ...(m[1] === '効果で' ? { byEffect: true } : m[1] === '相手の効果で' ? { byEffect: true, byOpponent: true } : { opponentTurn: true }) },
  })],
  [/^あなたのメンバーが(相手の)?効果で控え室に置かれた時、/, (m) => ({ trigger: { on: 'r4u.leftMembers', to: 'waitingRoom', who: 'any', byEffect: true, ...(m[1] ? { byOpponent: true } : {}) } })],
  [/^このキャラが(エントリー|メンバー)から(リタイア|控え室)に置かれた時、/, (m) => ({ trigger: { on: 'onLeave', zone: ZONE[m[1]!]!, to: ZONE[m[2]!]! } })],
  [/^このキャラが、?([^、]+?)にサポートされた時、/, (m) => {
    const f = whatFilter(m[1]!.replace(/^、/, ''));
    return f ? { trigger: { on: 'r4u.supported', filter: f } } : (null as unknown as { trigger: J });
  }],
  [/^このキャラが([^、]+?)をサポートした時、/, (m) => {
    const f = whatFilter(m[1]!);
    return f ? { trigger: { on: 'r4u.support', filter: f } } : (null as unknown as { trigger: J });
  }],
  [/^あなたのアタックフェイズ開始時、/, () => ({ trigger: { on: 'onPhase', phase: 'attack', step: 'begin', side: 'you' } })],
  [/^このキャラがブロックした時、/, () => ({ trigger: { on: 'r4u.block' }, zones: ['waitingRoom'] })],
  [/^このReバースがセットされた時、/, () => ({ trigger: { on: 'r4u.set' } })],
];

/** Continuous effects of 【永】 → statics (one per stat that changes) with their own condition. */
const CONTINUOUS: Array<[RegExp, (m: RegExpExecArray) => { affects: J; a: number; d: number; condition?: J; conditions?: J[] }]> = [
  [/^あなたのメンバーに、([〔《][^〕》]+[〕》])と([〔《][^〕》]+[〕》])がいるなら、あなたのエントリーの([〔《][^〕》]+[〕》])を([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: { zone: 'entry', side: 'you', filter: refFilter(m[3]!) }, a: signed(m[4]!, m[5]!), d: signed(m[6]!, m[7]!), condition: { type: 'and', all: [memberHas('メンバー', m[1]!), memberHas('メンバー', m[2]!)] } })],
  [/^あなたのエントリーの([〔《][^〕》]+[〕》])を([+-±])(\d+)\/([+-±])(\d+)$/, (m) => ({ affects: { zone: 'entry', side: 'you', filter: refFilter(m[1]!) }, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!) })],
  [/^あなたの、?(メンバー|メンバーかリタイア)に([〔《][^〕》]+[〕》])がいるなら、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: SELF, a: signed(m[3]!, m[4]!), d: signed(m[5]!, m[6]!), condition: memberHas(m[1]!, m[2]!) })],
  [/^あなたのエントリーを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => ({ affects: MY_ENTRY, a: signed(m[1]!, m[2]!), d: signed(m[3]!, m[4]!) })],
  [/^このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => ({ affects: SELF, a: signed(m[1]!, m[2]!), d: signed(m[3]!, m[4]!) })],
  [/^各ターン(\d+)回目のアタック中、あなたのエントリーを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: MY_ENTRY, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!), condition: { type: 'r4u.attackNumber', n: n(m[1]!) } })],
  [/^各ターンこのキャラの(\d+)回目のアタック中、あなたの、?(メンバー|メンバーかリタイア)に([〔《][^〕》]+[〕》])がいるなら、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: SELF, a: signed(m[4]!, m[5]!), d: signed(m[6]!, m[7]!), conditions: [{ type: 'r4u.attackNumber', n: n(m[1]!), self: true }, memberHas(m[2]!, m[3]!)] })],
  [/^(相手のメンバーに空席がある|あなたのエネルギーが\d+枚以上|あなたのエントリーに[〔《][^〕》]+[〕》]がいる)なら、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: SELF, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!), condition: conditionOf(m[1]!)! })],
  [/^各ターンこのキャラの(\d+)回目のアタック中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: SELF, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!), condition: { type: 'r4u.attackNumber', n: n(m[1]!), self: true } })],
];

/**
 * Any other continuous sentence: prefixes 「各ターン(このキャラの|相手の)N回目のアタック中、」 and 「(condition)なら、」 (in the
 * order written), then 「(cards)を+A/+B」 on this card, your Entry (with a filter) or the opponent's Entry.
 */
function continuousOf(sentence: string): { affects: J; a: number; d: number; condition?: J; conditions: J[] } | null {
  const conditions: J[] = [];
  let t = sentence;
  let m: RegExpExecArray | null;
  for (;;) {
    if ((m = /^各ターン(このキャラの|相手の)?(\d+)回目のアタック中、(.+)$/.exec(t))) {
      conditions.push({ type: 'r4u.attackNumber', n: n(m[2]!), ...(m[1] === 'このキャラの' ? { self: true } : m[1] ? { side: 'opponent' } : {}) });
      t = m[3]!;
    } else if ((m = /^(.+?)なら、(.+)$/.exec(t))) {
      const c = conditionOf(m[1]!);
      if (!c) return null;
      conditions.push(c);
      t = m[2]!;
    } else break;
  }
  if (!(m = /^(このキャラ|あなたのエントリー|相手のエントリー|あなたのエントリーの([^、]+))を([+-±])(\d+)\/([+-±])(\d+)$/.exec(t))) return null;
  let affects: J;
  if (m[1] === 'このキャラ') affects = SELF;
  else if (m[1] === '相手のエントリー') affects = { zone: 'entry', side: 'opponent' };
  else if (m[2]) {
    const f = whatFilter(m[2]);
    if (!f) return null;
    affects = { zone: 'entry', side: 'you', filter: f };
  } else affects = MY_ENTRY;
  return { affects, a: signed(m[3]!, m[4]!), d: signed(m[5]!, m[6]!), conditions };
}

/**
 * 【永】 「((condition)なら、)(このキャラ|あなたのエントリー)は(相手(のキャラ)から)選ばれない」: who cannot choose it —
 * an opponent's ability (`opponent`), an opponent's character's (`opponentCharacters`), or nobody at all (`anyone`).
 */
function unchoosableStatic(sentence: string): { affects: J; value: string; conditions: J[] } | null {
  const c = /^(.+?)なら、(.+)$/.exec(sentence);
  const condition = c ? conditionOf(c[1]!) : null;
  if (c && !condition) return null;
  const m = /^(このキャラ|あなたのエントリー)は(相手(のキャラ)?から)?選ばれない$/.exec(c ? c[2]! : sentence);
  if (!m) return null;
  return { affects: m[1] === 'このキャラ' ? SELF : MY_ENTRY, value: !m[2] ? 'anyone' : m[3] ? 'opponentCharacters' : 'opponent', conditions: condition ? [condition] : [] };
}

const KEYWORD_LINES: Record<string, J> = {
  '【ブロッカー】': { kind: 'keyword', keyword: 'r4u.blocker' },
  '【のびしろ】': { kind: 'keyword', keyword: 'r4u.nobishiro' },
  '【キャンセル】:Reバース以外の【スパーク】': { kind: 'keyword', keyword: 'r4u.cancel', value: 'sparkNotRebirth' },
  '【キャンセル】:【スパーク】or【キャンセル】': { kind: 'keyword', keyword: 'r4u.cancel', value: 'sparkOrCancel' },
};

function keywordLine(line: string): J | null {
  const k = KEYWORD_LINES[line];
  if (k) return k;
  const m = /^【ブロッカー】((?:[〔《][^〕》]+[〕》])(?:or[〔《][^〕》]+[〕》])*)$/.exec(line);
  // 11.6.3: several references (「〔A〕or〔B〕」: either) joined by 「|」
  return m ? { kind: 'keyword', keyword: 'r4u.blocker', value: [...m[1]!.matchAll(/([〔《])([^〕》]+)[〕》]/g)].map((x) => (x[1] === '〔' ? spelled(x[2]!) : x[2]!)).join('|') } : null;
}

/** One step phrase (the whole text), with the variable counter restored when it is not one. */
function stepOf(text: string): J | null {
  const before = vars;
  for (const [re, f] of EFFECTS) {
    const m = re.exec(text);
    if (!m) continue;
    const r = f(m);
    if (r) return r;
    vars = before;
  }
  vars = before;
  return null;
}

/** 「、」 outside brackets. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if ('〔《【[('.includes(ch)) depth++;
    if ('〕》】])'.includes(ch)) depth--;
    if (ch === '、' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** The dictionary form of a step written in its continuative form (「引き」「置き」「戻し」「+1/±0し」). */
function dictionary(step: string): string[] {
  const forms = [step];
  if (/引き$/.test(step)) forms.push(step.replace(/引き$/, '引く'));
  if (/置き$/.test(step)) forms.push(step.replace(/置き$/, '置く'));
  if (/戻し$/.test(step)) forms.push(step.replace(/戻し$/, '戻す'));
  if (/見て$/.test(step)) forms.push(step.replace(/見て$/, '見る'));
  if (/\/[+-±]\d+し$/.test(step)) forms.push(step.replace(/し$/, ''));
  if (/する?し$/.test(step) || /【(スタンド|レスト)】し$/.test(step) || /エネ\d+し$/.test(step)) forms.push(step.replace(/し$/, 'する'));
  // 「あなたの自分の…」: a misprint of 「あなたは自分の…」
  for (const f of [...forms]) if (/^あなたの自分の/.test(f)) forms.push(f.replace(/^あなたの自分の/, 'あなたは自分の'));
  // 「あなたのエントリーから1枚選び」 (after another step of the sentence): your Entry, as 「あなたは自分のエントリーから」
  for (const f of [...forms]) if (/^あなたの(?:エントリー|メンバー|手札|控え室)から/.test(f)) forms.push(f.replace(/^あなたの/, 'あなたは自分の'));
  // 「さらに(step)」 = and also (not 「さらに+A/+B」)
  for (const f of [...forms]) if (/^さらに[^+-±]/.test(f)) forms.push(f.replace(/^さらに、?/, ''));
  return forms.flatMap((f) => (f.startsWith('あなたは') || f.startsWith('このターン中') || f.startsWith('このアタック中') ? [f] : [f, `あなたは${f}`]));
}

/**
 * An effect written as steps joined by 「、」 (each step one of the phrases above, in its continuative form but the
 * last), with 「(condition)なら、」 before the rest and 「(A)することで、(B)」 (the price A of B).
 */
function stepsOf(ps0: string[]): J[] | null {
  if (ps0.length === 0) return [];
  // a piece starting with § starts a new sentence (a price 「…ことで」 pays for its own sentence; the later ones read r4u.pricePaid)
  let ps = ps0[0]!.startsWith('§') ? [ps0[0]!.slice(1), ...ps0.slice(1)] : ps0;
  const j0 = ps.findIndex((x) => /ことで$/.test(x));
  const start = j0 < 0 || /^(.+)なら$/.test(ps[0]!) ? -1 : ps.slice(0, j0 + 1).map((x, i) => (x.startsWith('§') ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  if (start > 0) {
    const before = stepsOf(ps.slice(0, start));
    const rest = before && before.length ? stepsOf(ps.slice(start)) : null;
    return before && before.length && rest ? [...before, ...rest] : null;
  }
  const clean = (x: string) => x.replace(/^§/, '');
  // a condition written with 「、」 inside (「あなたの、メンバーかリタイアに、《A》と《B》がいるなら」)
  const ci = ps.findIndex((x) => /なら$/.test(x));
  if (ci > 0 && conditionOf(ps.slice(0, ci + 1).join('、').replace(/なら$/, ''))) ps = [ps.slice(0, ci + 1).join('、'), ...ps.slice(ci + 1)];
  const cond = /^(.+)なら$/.exec(ps[0]!);
  if (cond) {
    // a condition runs to the next condition (or the end of the ability)
    const c = conditionOf(cond[1]!);
    const k = ps.findIndex((x, i) => i > 0 && /なら$/.test(x));
    const end = k < 0 ? ps.length : k;
    const then = c ? stepsOf(ps.slice(1, end)) : null;
    const after = then && then.length ? stepsOf(ps.slice(end)) : null;
    return c && then && then.length && after ? [{ type: 'if', condition: c, then: one(then) }, ...after] : null;
  }
  // 「(A)することで、(B)」: A is everything written before 「ことで」, B everything after it (to the end of the ability)
  const j = ps.findIndex((x) => /ことで$/.test(x));
  if (j >= 0) {
    // a condition after a price: which part the price pays for is not written — not a form
    if (ps.slice(j + 1).some((x) => /なら$/.test(x))) return null;
    // B runs to the end of the price's sentence; the later sentences happen when A was paid (option r4uPriceScope
    // 'ability') or whatever was paid ('sentence'): r4u.pricePaid on the payToDo's `paid` variable
    const k = ps.findIndex((x, i) => i > j && x.startsWith('§'));
    const pay = stepsOf([...ps.slice(0, j), ps[j]!.replace(/ことで$/, '')]);
    const then = pay && pay.length ? stepsOf(k < 0 ? ps.slice(j + 1) : ps.slice(j + 1, k)) : null;
    if (!(pay && pay.length && then && then.length)) return null;
    if (k < 0) return [{ type: 'r4u.payToDo', pay: one(pay), then: one(then) }];
    const paid = `t${++vars}`;
    const later = stepsOf(ps.slice(k));
    return later && later.length ? [{ type: 'r4u.payToDo', pay: one(pay), then: one(then), paid }, { type: 'if', condition: { type: 'r4u.pricePaid', var: paid }, then: one(later) }] : null;
  }
  for (let k = ps.length; k >= 1; k--) {
    const head = ps.slice(0, k).map(clean).join('、');
    for (const f of dictionary(head)) {
      const before = vars;
      const step = stepOf(f);
      if (!step) continue;
      const rest = stepsOf(ps.slice(k));
      if (rest) return [...(step.type === 'sequence' ? (step.steps as J[]) : [step]), ...rest];
      vars = before;
    }
  }
  return null;
}

/** Conditions of 「…なら」 this file knows. */
function conditionOf(text: string): J | null {
  let m: RegExpExecArray | null;
  if ((m = /^あなたの、?(メンバー|メンバーかリタイア)に([〔《][^〕》]+[〕》])がいる$/.exec(text))) return memberHas(m[1]!, m[2]!);
  // 4.6.3: energy counted = the non-partner cards of the energy area
  if ((m = /^あなたの(リタイア|メンバー|手札|エネルギー)が(\d+)枚(以上|以下)(?:いる)?$/.exec(text))) return { type: 'count', selector: { zone: ZONE[m[1]!]!, side: 'you', ...(m[1] === 'エネルギー' ? { filter: { not: { type: 'partner' } } } : {}) }, compare: m[3] === '以上' ? { gte: n(m[2]!) } : { lte: n(m[2]!) } };
  if (text === 'あなたのリタイアが相手より多い') return { type: 'r4u.moreRetired' };
  if (text === 'あなたのリタイアが相手より少ない') return { type: 'r4u.moreRetired', fewer: true };
  if ((m = /^(?:それであなたが)?(勝ち|負け)$/.exec(text))) return checked ? { type: 'r4u.checkResult', won: m[1] === '勝ち' } : null;
  if ((m = /^あなたのパートナーが(\d+)枚以上【レスト】している$/.exec(text))) return { type: 'count', selector: { zone: 'energy', side: 'you', filter: { type: 'partner', tapped: true } }, compare: { gte: n(m[1]!) } };
  // 13.5.5.3: a count of 相手's cards reads one opponent (with several opponents the master names which): onePlayer
  const oneOf = (who: string) => (who === '相手' ? { onePlayer: true } : {});
  if ((m = /^(あなた|相手)の(メンバー|手札|リタイア|エントリー|控え室)が(?:いない|ない)$/.exec(text))) return { type: 'count', selector: { zone: ZONE[m[2]!]!, side: m[1] === '相手' ? 'opponent' : 'you' }, compare: { eq: 0 }, ...oneOf(m[1]!) };
  if ((m = /^(あなた|相手)の【(レスト|スタンド)】しているメンバーが(\d+)枚(以上|以下)(?:いる)?$/.exec(text))) return { type: 'count', selector: { zone: 'members', side: m[1] === '相手' ? 'opponent' : 'you', filter: { tapped: m[2] === 'レスト' } }, compare: m[4] === '以上' ? { gte: n(m[3]!) } : { lte: n(m[3]!) }, ...oneOf(m[1]!) };
  if ((m = /^(あなた|相手)の(メンバー|手札|リタイア|控え室|セットされているReバース)が(\d+)枚(以上|以下)(?:いる)?$/.exec(text))) return { type: 'count', selector: { zone: ZONE[m[2]!]!, side: m[1] === '相手' ? 'opponent' : 'you' }, compare: m[4] === '以上' ? { gte: n(m[3]!) } : { lte: n(m[3]!) }, ...oneOf(m[1]!) };
  if ((m = /^このキャラのATKが(\d+)以上$/.exec(text))) return { type: 'count', selector: { ref: 'self', filter: { attack: { gte: n(m[1]!) } } }, compare: { gte: 1 } };
  // 「あなたの、メンバーかリタイアに、《A》と《B》がいる」: each of them
  if ((m = /^あなたの(、?(?:メンバー|エントリー|リタイア)(?:か(?:メンバー|リタイア))?)に、?((?:[〔《][^〕》]+[〕》])(?:と[〔《][^〕》]+[〕》])+)がいる$/.exec(text))) {
    const zones = m[1]!.replace(/^、/, '');
    return { type: 'and', all: [...m[2]!.matchAll(/[〔《][^〕》]+[〕》]/g)].map((x) => memberHas(zones, x[0])) };
  }
  // 「あなたのメンバーが1枚なら」: exactly that many
  if ((m = /^あなたの(メンバー|手札|リタイア|控え室)が(\d+)枚$/.exec(text))) return { type: 'count', selector: { zone: ZONE[m[1]!]!, side: 'you' }, compare: { eq: n(m[2]!) } };
  if ((m = /^あなたの(メンバー|エントリー|リタイア)に(、?[^、]+?)が(?:(\d+)枚以上)?いる$/.exec(text))) {
    const f = whatFilter(m[2]!);
    if (!f || (f.type === 'character' && Object.keys(f).length === 1)) return null;
    return { type: 'count', selector: { zone: ZONE[m[1]!]!, side: 'you', filter: f }, compare: { gte: m[3] ? n(m[3]) : 1 } };
  }
  if ((m = /^あなたのエントリーに([〔《][^〕》]+[〕》])がいる$/.exec(text))) return { type: 'count', selector: { zone: 'entry', side: 'you', filter: refFilter(m[1]!) }, compare: { gte: 1 } };
  if ((m = /^(あなた|相手)のメンバーに空席がある$/.exec(text))) return { type: 'r4u.emptySeats', player: m[1] === 'あなた' ? 'you' : 'opponent', value: { gte: 1 } };
  // 「あなたのメンバーに《X》がいて、リタイアが相手より多い」「あなたの、メンバーが3枚以上いてエネルギーが3枚以上」: both, the owner written once
  if ((m = /^あなたの(、?)(.+?)いて、?(.+)$/.exec(text))) {
    const first = conditionOf(`あなたの${m[1]}${m[2]}いる`) ?? conditionOf(`あなたの${m[1]}${m[2]}`) ?? conditionOf(`あなたの${m[2]}いる`) ?? conditionOf(`あなたの${m[2]}`);
    const second = conditionOf(`あなたの${m[3]}`);
    return first && second ? { type: 'and', all: [first, second] } : null;
  }
  return null;
}

/** The leaf steps of an effect in the order they happen. */
function leaves(e: J): J[] {
  if (e.type === 'sequence') return (e.steps as J[]).flatMap(leaves);
  if (e.type === 'if') return leaves(e.then as J);
  if (e.type === 'optional') return leaves(e.effect as J);
  if (e.type === 'r4u.payToDo') return [...leaves(e.pay as J), ...leaves(e.then as J)];
  return [e];
}
const isSelf = (x: unknown) => JSON.stringify(x) === JSON.stringify(SELF);
/** R4U 4.1.4: after a step moves this card, 「このキャラ」 names a new card the language cannot follow: not a form. */
function namesMovedSelf(e: J): boolean {
  let moved = false;
  for (const st of leaves(e)) {
    if (moved && JSON.stringify(st).includes('"ref":"self"')) return true;
    if (['move', 'r4u.putOnEntry', 'r4u.putOnMembers', 'r4u.putOnEnergy', 'r4u.swap', 'r4u.set'].includes(String(st.type)) && (isSelf(st.target) || isSelf(st.a) || isSelf(st.b))) moved = true;
  }
  return false;
}

function effectOf(text: string, reset = true): J | null {
  const e = effectOf0(text, reset);
  return e && namesMovedSelf(e) ? null : e;
}

function effectOf0(text: string, reset: boolean): J | null {
  if (reset) {
    vars = 0;
    lastBuff = null;
    checked = false;
  }
  const start = vars;
  // 5.27 「以下から(N)つ選ぶ」 / 「以下をすべて行う」 with options ⅰ．ⅱ．… (each option its own effect, in numeral order)
  const md = /^あなたは以下(?:から(\d+)つ選ぶ|をすべて行う)。((?:[ⅰⅱⅲⅳⅴ]+．[^ⅰⅱⅲⅳⅴ]+)+)$/.exec(text);
  if (md) {
    const options = md[2]!.split(/[ⅰⅱⅲⅳⅴ]+．/).filter((x) => x !== '').map((x) => effectOf(x.replace(/。$/, ''), false));
    if (options.some((o) => o === null) || options.length < 2) return null;
    return md[1] === undefined ? { type: 'sequence', steps: options as J[] } : { type: 'r4u.chooseModes', count: n(md[1]!), options: options as J[] };
  }
  const whole = stepOf(text);
  if (whole) return whole;
  vars = start;
  // several sentences: a condition or a price written in one runs to the end of the ability (as 「、」 would)
  if (/。./.test(text)) text = text.replace(/。(?=.)/g, '、§');
  const steps = stepsOf(pieces(text));
  if (steps && steps.length) return one(steps);
  // 「あなたの(、)(zone)に(《X》|〔T〕)がいるなら、(effect)」
  const c = /^あなたの、?(メンバー|メンバーかリタイア)に([〔《][^〕》]+[〕》])がいるなら、(.+)$/.exec(text);
  if (c) {
    const then = effectOf(`あなたは${c[3]!.replace(/^あなたは/, '')}`) ?? effectOf(c[3]!);
    return then ? { type: 'if', condition: memberHas(c[1]!, c[2]!), then } : null;
  }
  return null;
}

interface Head {
  icon: string;
  zones: string[];
  conditions: J[];
  limit?: number;
  body: string;
}

function headOf(line: string): Head | null {
  const m = /^【(スパーク|自|起|永)】((?:【[^】]+】|《[^》]+》|〔[^〕]+〕|＆)*):?(.+?)。?$/.exec(line);
  if (!m) return null;
  const head: Head = { icon: m[1]!, zones: [], conditions: [], body: m[3]! };
  const toks = m[2]!.match(/【[^】]+】(?:(?:《[^》]+》|〔[^〕]+〕)(?:＆(?:《[^》]+》|〔[^〕]+〕))*)?/g) ?? [];
  if (toks.join('') !== m[2]) return null; // every token of the head must be one of these
  for (const tok of toks) {
    let t: RegExpExecArray | null;
    if ((t = /^【(エントリー|メンバー|控え室|手札|リタイア|エネルギー)】$/.exec(tok))) head.zones.push(ZONE[t[1]!]!);
    else if (tok === '【パートナー】') head.zones.push('energy'); // 9.4.4.2: as a partner in the energy area
    else if ((t = /^【本領発揮Lv(\d+)】(.*)$/.exec(tok))) {
      const refs = [...t[2]!.matchAll(/([〔《])([^〕》]+)[〕》]/g)].map((x) => (x[1] === '〔' ? spelled(x[2]!) : x[2]!));
      head.conditions.push({ type: 'r4u.fullPower', level: n(t[1]!), ...(refs.length ? { refs } : {}) });
    }
    else if ((t = /^【Reコンボ】(?:《([^》]+)》)?$/.exec(tok))) head.conditions.push({ type: 'r4u.reCombo', ...(t[1] ? { name: t[1] } : {}) });
    else if ((t = /^【ターン(\d+)回?】$/.exec(tok))) head.limit = n(t[1]!);
    else return null;
  }
  return head;
}

const condOf = (list: J[]): J | undefined => (list.length === 0 ? undefined : list.length === 1 ? list[0] : { type: 'and', all: list });

/** The expected abilities of one printed line, or null when the line is not one of these forms. */
function lineAbilities(line: string, rebirth: boolean): J[] | null {
  const kw = keywordLine(line);
  if (kw) return [kw];
  const h = headOf(line);
  if (!h) return null;
  const zones = h.zones.length > 0 ? h.zones : rebirth ? ['rebirth'] : []; // 9.4.5.1
  const common = (extra: J[] = []): J => {
    const condition = condOf([...h.conditions, ...extra]);
    return { ...(condition ? { condition } : {}), ...(h.limit ? { limit: { perTurn: h.limit } } : {}) };
  };
  const withZones = (z: string[]) => (z.length ? { zones: z } : {});
  switch (h.icon) {
    case 'スパーク': {
      const effect = effectOf(h.body);
      return effect ? [{ kind: 'triggered', trigger: { on: 'r4u.spark' }, effect, ...common() }] : null;
    }
    case '自': {
      for (const [re, f] of TRIGGERS) {
        const m = re.exec(h.body);
        if (!m) continue;
        const t = f(m);
        if (!t) return null;
        const effect = effectOf(h.body.slice(m[0].length));
        if (!effect) return null;
        if (t.zones && h.zones.length > 0) return null;
        return [{ kind: 'triggered', trigger: t.trigger, effect, ...common(), ...withZones(t.zones ?? zones) }];
      }
      return null;
    }
    case '起': {
      // no cost box: no cost (9.5)
      const m = /^\[([^\]]+)\](.+)$/.exec(h.body) ?? (['', '', h.body] as unknown as RegExpExecArray);
      const cost: J[] = [];
      // 「このキャラと、手札から1枚控え室に置く」: this card, then the cards of the next part, to the waiting room
      let pendingSelf = false;
      for (const part of m[1]!.split('、').filter((x) => x !== '')) {
        if (pendingSelf) {
          if (!/^(?:手札|エネルギー)から\d+枚控え室に置く$/.test(part)) return null;
          cost.push({ type: 'r4u.moveSelf', to: 'waitingRoom' });
          pendingSelf = false;
        }
        let x: RegExpExecArray | null;
        if ((x = /^エネ(\d+)$/.exec(part))) cost.push({ type: 'r4u.energy', amount: n(x[1]!) });
        else if ((x = /^手札から(?:([^、]+?)を)?(\d+)枚控え室に置く$/.exec(part))) {
          const f = x[1] ? whatFilter(x[1]) : null;
          if (f === undefined) return null;
          cost.push({ type: 'discard', amount: n(x[2]!), ...(f ? { filter: f } : {}) });
        } else if ((x = /^手札から(?:([^、]+?)を)?(\d+)枚デッキの下に置く$/.exec(part))) {
          const f = x[1] ? whatFilter(x[1]) : null;
          if (f === undefined) return null;
          cost.push({ type: 'r4u.moveCards', from: 'hand', to: 'deck', position: 'bottom', count: n(x[2]!), ...(f ? { filter: f } : {}) });
        } else if ((x = /^エネルギーから(\d+)枚控え室に置く$/.exec(part))) cost.push({ type: 'r4u.moveCards', from: 'energy', to: 'waitingRoom', count: n(x[1]!), filter: NOT_PARTNER });
        else if ((x = /^パートナーから(\d+)枚【レスト】する$/.exec(part))) cost.push({ type: 'tap', target: { zone: 'energy', side: 'you', filter: { type: 'partner' }, count: n(x[1]!) } });
        else if (/^このキャラを控え室に置[くき]$/.test(part)) cost.push({ type: 'r4u.moveSelf', to: 'waitingRoom' });
        else if (part === 'このキャラをデッキの下に置き') cost.push({ type: 'r4u.moveSelf', to: 'deck', position: 'bottom' });
        else if (part === 'このキャラをエネルギーに【レスト】で置く') cost.push({ type: 'r4u.moveSelf', to: 'energy', rest: true });
        else if (part === 'このキャラと') pendingSelf = true;
        else if (part === 'このキャラを【レスト】する') cost.push({ type: 'tapSelf' });
        else if ((x = /^メンバーから(\d+)枚控え室に置く$/.exec(part))) cost.push({ type: 'r4u.moveCards', from: 'members', to: 'waitingRoom', count: n(x[1]!) });
        else if (part === 'このキャラを公開する') cost.push({ type: 'r4u.revealSelf' });
        else if (part === 'このキャラをデッキの下に置く') cost.push({ type: 'r4u.moveSelf', to: 'deck', position: 'bottom' });
        else return null;
      }
      if (pendingSelf) return null;
      const effect = effectOf(m[2]!);
      return effect ? [{ kind: 'activated', cost, effect, ...common(), ...withZones(zones) }] : null;
    }
    default: {
      if (h.body === 'このキャラはデッキに4枚より多く入れてよい' && h.zones.length === 0 && h.conditions.length === 0) return [{ kind: 'keyword', keyword: 'r4u.deckLimit', value: 'any' }];
      // 9.11: 「あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい」 (a replacement of the energy phase's placement)
      if (h.body === 'あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい') {
        return [{ kind: 'replacement', replaces: { event: 'r4u.energyFromHand', side: 'you' }, effect: { type: 'r4u.instead', from: 'waitingRoom' }, optional: true, ...common(), ...withZones(zones) }];
      }
      const out: J[] = [];
      // 「このキャラを+1/±0。(condition)なら、さらに+1/±0」: the cards of the sentence before, more under the condition
      let last: J | null = null;
      for (const sentence of h.body.split('。').filter((x) => x !== '')) {
        const more = /^(.+?)なら、さらに([+-±])(\d+)\/([+-±])(\d+)$/.exec(sentence);
        if (more) {
          const c = conditionOf(more[1]!);
          if (!c || !last) return null;
          for (const [stat, value] of [['attack', signed(more[2]!, more[3]!)], ['defense', signed(more[4]!, more[5]!)]] as const) {
            if (value !== 0) out.push({ kind: 'static', modifier: { type: 'stat', stat, op: 'add', value }, affects: last, ...common([c]), ...withZones(zones) });
          }
          last = null;
          continue;
        }
        const u = unchoosableStatic(sentence);
        if (u) {
          out.push({ kind: 'static', modifier: { type: 'keyword', keyword: 'r4u.unchoosable', grant: true, value: u.value }, affects: u.affects, ...common(u.conditions), ...withZones(zones) });
          continue;
        }
        const form = CONTINUOUS.find(([re]) => re.test(sentence));
        const c = form ? form[1](form[0].exec(sentence)!) : continuousOf(sentence);
        if (!c) return null;
        last = c.affects;
        const conds = c.conditions ?? (c.condition ? [c.condition] : []);
        for (const [stat, value] of [['attack', c.a], ['defense', c.d]] as const) {
          if (value !== 0) out.push({ kind: 'static', modifier: { type: 'stat', stat, op: 'add', value }, affects: c.affects, ...common(conds), ...withZones(zones) });
        }
      }
      return out.length ? out : null;
    }
  }
}

/** The expected abilities of a card (source left out), or null when some line is not a known form. */
export function expectedAbilities(card: { type: string; text?: string | null; flags?: unknown }): J[] | null {
  if ([...(card.text ?? '').matchAll(/〔([^〕]*・[^〕]*)〕/g)].some((x) => spelled(x[1]!).includes('・'))) return null;
  const rebirth = card.type === 'Reバース' || (card.flags as { rebirth?: unknown } | undefined)?.rebirth === true; // 9.4.5.1 (a corrected kind too)
  const out: J[] = [];
  const lines: string[] = [];
  for (const l of printedLines(card.text ?? '')) {
    if (/^[ⅰⅱⅲⅳⅴ]+．/.test(l) && lines.length > 0) lines[lines.length - 1] += l; // an option line belongs to the ability above
    else lines.push(l);
  }
  for (const line of lines) {
    const a = lineAbilities(line, rebirth);
    if (!a) return null;
    out.push(...a);
  }
  return out.length > 0 ? out : null;
}
