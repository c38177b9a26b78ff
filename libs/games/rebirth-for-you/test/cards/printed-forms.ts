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
  return text
    .split('\n')
    .map((l) =>
      [...l].map((ch) => (/[０-９①-⑩]/.test(ch) ? ch.normalize('NFKC') : ASCII[ch] ?? ch)).join('')
        .replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, '')
        .replace(/〔[^〕]*〕|《[^》]*》|\s+/g, (x) => (/^\s+$/.test(x) ? '' : x)) // spacing only outside names and traits
        .trim())
    .filter((l) => l !== '');
}

const n = (s: string) => Number(s);
const signed = (sign: string, v: string) => (sign === '-' ? -n(v) : n(v));
const ZONE: Record<string, string> = { エントリー: 'entry', メンバー: 'members', 控え室: 'waitingRoom', 手札: 'hand', エネルギー: 'energy', リタイア: 'retire' };

/** 5.17.1: one modify per stat that changes. */
function buff(target: J, a: number, d: number, duration: unknown): J[] {
  const out: J[] = [];
  let t = target;
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
const choice = (zone: string, side: string, count: number, extra: J = {}): J => ({ zone, side, ...extra, count, bind: 't1' });

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
  [/^あなたは自分の、パートナーかエネルギーから(\d+)枚選び、【スタンド】する$/, (m) => ({ type: 'untap', target: choice('energy', 'you', n(m[1]!)) })],
  [/^このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => one(buff(MY_ENTRY, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), ATTACK))],
  [/^あなたはこのキャラをデッキの下に置くことで、このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: one(buff(MY_ENTRY, signed(m[1]!, m[2]!), signed(m[3]!, m[4]!), ATTACK)) })],
  [/^あなたはエネ(\d+)することで、このアタック中、サポートされたキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'r4u.payEnergy', amount: n(m[1]!) }, then: one(buff(MY_ENTRY, signed(m[2]!, m[3]!), signed(m[4]!, m[5]!), ATTACK)) })],
  [/^あなたはこのキャラをデッキの下に置くことで、(\d+)枚引く$/, (m) => ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: { type: 'draw', amount: n(m[1]!) } })],
  [/^あなたはこのキャラをデッキの下に置くことで、相手のメンバーから(\d+)枚選び、控え室に置く$/, (m) =>
    ({ type: 'r4u.payToDo', pay: { type: 'move', target: SELF, to: 'deck', position: 'bottom' }, then: { type: 'move', target: choice('members', 'opponent', n(m[1]!)), to: 'waitingRoom' } })],
];

/** Triggers of 【自】: the phrase before 「時、」. */
const TRIGGERS: Array<[RegExp, (m: RegExpExecArray) => { trigger: J; zones?: string[] }]> = [
  [/^このキャラがサポートした時、/, () => ({ trigger: { on: 'r4u.support' } })],
  [/^このキャラがアタックした時、/, () => ({ trigger: { on: 'onAttack' } })],
  [/^このキャラが相手のキャラをリタイアさせた時、/, () => ({ trigger: { on: 'r4u.retired', byThis: true, side: 'opponent' } })],
  [/^このキャラが手札からエントリーに置かれた時、/, () => ({ trigger: { on: 'r4u.placed', zone: 'entry', from: 'hand' } })],
  [/^このキャラがメンバーに置かれた時、/, () => ({ trigger: { on: 'r4u.placed', zone: 'members' } })],
  [/^このキャラがブロックした時、/, () => ({ trigger: { on: 'r4u.block' }, zones: ['waitingRoom'] })],
  [/^このReバースがセットされた時、/, () => ({ trigger: { on: 'r4u.set' } })],
];

/** Continuous effects of 【永】 → statics (one per stat that changes) with their own condition. */
const CONTINUOUS: Array<[RegExp, (m: RegExpExecArray) => { affects: J; a: number; d: number; condition?: J }]> = [
  [/^あなたのエントリーを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => ({ affects: MY_ENTRY, a: signed(m[1]!, m[2]!), d: signed(m[3]!, m[4]!) })],
  [/^このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) => ({ affects: SELF, a: signed(m[1]!, m[2]!), d: signed(m[3]!, m[4]!) })],
  [/^各ターン(\d+)回目のアタック中、あなたのエントリーを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: MY_ENTRY, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!), condition: { type: 'r4u.attackNumber', n: n(m[1]!) } })],
  [/^各ターンこのキャラの(\d+)回目のアタック中、このキャラを([+-±])(\d+)\/([+-±])(\d+)$/, (m) =>
    ({ affects: SELF, a: signed(m[2]!, m[3]!), d: signed(m[4]!, m[5]!), condition: { type: 'r4u.attackNumber', n: n(m[1]!), self: true } })],
];

const KEYWORD_LINES: Record<string, J> = {
  '【ブロッカー】': { kind: 'keyword', keyword: 'r4u.blocker' },
  '【のびしろ】': { kind: 'keyword', keyword: 'r4u.nobishiro' },
  '【キャンセル】:Reバース以外の【スパーク】': { kind: 'keyword', keyword: 'r4u.cancel', value: 'sparkNotRebirth' },
};

function effectOf(text: string): J | null {
  for (const [re, f] of EFFECTS) {
    const m = re.exec(text);
    if (m) return f(m);
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
  const m = /^【(スパーク|自|起|永)】((?:【[^】]+】|《[^》]+》|〔[^〕]+〕)*):(.+?)。?$/.exec(line);
  if (!m) return null;
  const head: Head = { icon: m[1]!, zones: [], conditions: [], body: m[3]! };
  for (const tok of m[2]!.match(/【[^】]+】(?:《[^》]+》|〔[^〕]+〕)?/g) ?? []) {
    let t: RegExpExecArray | null;
    if ((t = /^【(エントリー|メンバー|控え室|手札)】$/.exec(tok))) head.zones.push(ZONE[t[1]!]!);
    else if ((t = /^【本領発揮Lv(\d+)】(?:〔([^〕]+)〕)?$/.exec(tok))) head.conditions.push({ type: 'r4u.fullPower', level: n(t[1]!), ...(t[2] ? { refs: [t[2]] } : {}) });
    else if ((t = /^【Reコンボ】(?:《([^》]+)》)?$/.exec(tok))) head.conditions.push({ type: 'r4u.reCombo', ...(t[1] ? { name: t[1] } : {}) });
    else if (tok === '【ターン1】') head.limit = 1;
    else return null;
  }
  return head;
}

const condOf = (list: J[]): J | undefined => (list.length === 0 ? undefined : list.length === 1 ? list[0] : { type: 'and', all: list });

/** The expected abilities of one printed line, or null when the line is not one of these forms. */
function lineAbilities(line: string, rebirth: boolean): J[] | null {
  const kw = KEYWORD_LINES[line];
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
        const effect = effectOf(h.body.slice(m[0].length));
        if (!effect) return null;
        if (t.zones && h.zones.length > 0) return null;
        return [{ kind: 'triggered', trigger: t.trigger, effect, ...common(), ...withZones(t.zones ?? zones) }];
      }
      return null;
    }
    case '起': {
      const m = /^\[エネ(\d+)\](.+)$/.exec(h.body);
      const effect = m ? effectOf(m[2]!) : null;
      return effect ? [{ kind: 'activated', cost: [{ type: 'r4u.energy', amount: n(m![1]!) }], effect, ...common(), ...withZones(zones) }] : null;
    }
    default: {
      for (const [re, f] of CONTINUOUS) {
        const m = re.exec(h.body);
        if (!m) continue;
        const c = f(m);
        const out: J[] = [];
        for (const [stat, value] of [['attack', c.a], ['defense', c.d]] as const) {
          if (value !== 0) out.push({ kind: 'static', modifier: { type: 'stat', stat, op: 'add', value }, affects: c.affects, ...common(c.condition ? [c.condition] : []), ...withZones(zones) });
        }
        return out;
      }
      return null;
    }
  }
}

/** The expected abilities of a card (source left out), or null when some line is not a known form. */
export function expectedAbilities(card: { type: string; text?: string | null }): J[] | null {
  const rebirth = card.type === 'Reバース';
  const out: J[] = [];
  for (const line of printedLines(card.text ?? '')) {
    const a = lineAbilities(line, rebirth);
    if (!a) return null;
    out.push(...a);
  }
  return out.length > 0 ? out : null;
}
