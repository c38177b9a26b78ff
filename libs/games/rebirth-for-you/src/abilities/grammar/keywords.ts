/**
 * Ability heads and keywords (R4U 9.1, 9.2, 9.4.4, 11): the ability icon (【自】【起】【永】, 【スパーク】 11.3,
 * 【キャンセル】 11.4), zone restrictions (【エントリー】【メンバー】…, 9.4.4.1; 【パートナー】 = in the Energy area as a
 * partner, 9.4.4.2), condition keywords (【本領発揮LvN】 with its references, 11.7; 【Reコンボ】 with a name, 11.5),
 * 【ターン1】 (9.2.2), and the keywords printed alone: 【ブロッカー】 (with references, 11.6.3), 【のびしろ】 (11.8).
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { unread } from '../../../../../card-text/src/index.js';
import { fullPower, reCombo } from './conditions.js';
import { traitOf } from './groups.js';

export type Icon = 'spark' | 'auto' | 'activated' | 'continuous' | 'cancel' | 'blocker' | 'nobishiro';

export interface Head {
  icon: Icon;
  zones: string[];
  conditions: JsonObject[];
  limit: number | null;
  /** The text after the head (and its 「：」). */
  rest: string;
  /** A keyword's value (cancel target, blocker references). */
  value?: string;
}

const ICONS: Record<string, Icon> = { スパーク: 'spark', 自: 'auto', 起: 'activated', 永: 'continuous', キャンセル: 'cancel', ブロッカー: 'blocker', のびしろ: 'nobishiro' };
const ZONE_ICONS: Record<string, string> = { エントリー: 'entry', メンバー: 'members', エネルギー: 'energy', 控え室: 'waitingRoom', 手札: 'hand', リタイア: 'retire', パートナー: 'energy', 魂: 'soul' };

/** Does the segment start an ability (an ability icon first)? */
export function startsAbility(text: string): boolean {
  const m = /^【([^】]+)】/.exec(text);
  return m !== null && m[1]! in ICONS;
}

/** 11.4.2 cancel targets as printed → the engine's values (constants.ts CANCEL_TARGETS; vocabulary-text-forms.ts). */
export const CANCEL_TARGETS: Record<string, string> = {
  'Reバース以外の【スパーク】': 'sparkNotRebirth',
  '【スパーク】or【キャンセル】': 'sparkOrCancel',
};

/** Reads an ability head; unread when an icon of the head is not understood. */
export function readHead(text: string): Head {
  let t = text.trim();
  const first = /^【([^】]+)】/.exec(t)!;
  const icon = ICONS[first[1]!] ?? unread(`icon ${first[1]}`);
  t = t.slice(first[0].length);
  const head: Head = { icon, zones: [], conditions: [], limit: null, rest: '' };
  if (icon === 'blocker') {
    // 【ブロッカー】〔A〕or〔B〕 (11.6.3)
    const m = /^((?:〔[^〕]+〕|《[^》]+》)(?:or(?:〔[^〕]+〕|《[^》]+》))*)?\s*$/.exec(t);
    if (!m) return unread(`blocker ${t}`);
    // the engine's value: the reference information (a trait, or a part of a name); several (「〔A〕or〔B〕」: either)
    // joined by 「|」 (no name or trait of the catalog holds one; turn/attack.ts validBlockers)
    const refs = m[1] ? [...m[1].matchAll(/〔([^〕]+)〕|《([^》]+)》/g)].map((x) => (x[1] !== undefined ? traitOf(x[1]) : x[2]!)) : [];
    if (refs.some((r) => r.includes('|'))) return unread('a blocker reference with 「|」');
    if (refs.length > 0) head.value = refs.join('|');
    return head;
  }
  if (icon === 'nobishiro') {
    if (t.trim() !== '') return unread(`のびしろ ${t}`);
    return head;
  }
  if (icon === 'cancel') {
    const target = CANCEL_TARGETS[t.replace(/^[：:]\s*/, '').trim()];
    if (!target) return unread(`cancel target ${t}`);
    head.value = target;
    return head;
  }
  let m: RegExpExecArray | null;
  for (;;) {
    t = t.replace(/^\s+(?=【)/, ''); // a space between the head's icons (catalog line breaks)
    if ((m = /^【(エントリー|メンバー|エネルギー|控え室|手札|リタイア|パートナー|魂)】/.exec(t))) {
      head.zones.push(ZONE_ICONS[m[1]!]!);
    } else if ((m = /^【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》)(?:＆(?:〔[^〕]+〕|《[^》]+》))*)?/.exec(t))) {
      const refs = m[2] ? [...m[2].matchAll(/〔([^〕]+)〕|《([^》]+)》/g)].map((x) => (x[1] !== undefined ? traitOf(x[1]) : x[2]!)) : [];
      head.conditions.push(fullPower(Number(m[1]), refs));
    } else if ((m = /^【Reコンボ】(?:《([^》]+)》)?/.exec(t))) {
      head.conditions.push(reCombo(m[1] ?? null));
    } else if ((m = /^【ターン(\d+)回?】/.exec(t))) {
      head.limit = Number(m[1]);
    } else break;
    t = t.slice(m[0].length);
  }
  if (t.startsWith('【')) return unread(`head ${t}`);
  head.rest = t.replace(/^[：:]\s*/, '').trim();
  return head;
}
