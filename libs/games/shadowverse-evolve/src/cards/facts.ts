/**
 * Shadowverse Evolve card facts used by the deck rules. Flags (set at import by cards/flags.ts) win;
 * the printed type/subtypes are the fallback so hand-built records work too.
 *
 * The facts a validation asks of every card (names NFKC-normalized, text searched for keywords) are
 * computed once per record and remembered in a WeakMap: catalog records are immutable (an import or a
 * catalog reload makes new record objects), so the memo lives exactly as long as the catalog version
 * it was computed from.
 */
import type { CardRecord } from '../../../../catalog/src/card.js';

/** Remembers `compute(card)` per record object (records are never mutated; see the module comment). */
function perCard<T>(compute: (c: CardRecord) => T): (c: CardRecord) => T {
  const memo = new WeakMap<CardRecord, T>();
  return (c) => {
    let v = memo.get(c);
    if (v === undefined && !memo.has(c)) {
      v = compute(c);
      memo.set(c, v);
    }
    return v as T;
  };
}

export const NEUTRAL = 'ニュートラル';
/** The title whose section-14 construction rules exist in the seed (SVE 14.4.2). */
export const VANGUARD_TITLE = 'カードファイト!! ヴァンガード';
export const PRINCONNE_TITLE = 'プリンセスコネクト!Re:Dive';

/** The five printed kinds (SVE 2.3.2); EP / SEP markers and token-only kinds are not deck cards. */
export const DECK_KINDS = ['フォロワー', 'スペル', 'アミュレット'] as const;

export const isLeader = (c: CardRecord): boolean => c.flags?.leader === true || c.type === 'リーダー';
export const isToken = (c: CardRecord): boolean => c.flags?.token === true || c.subtypes.includes('トークン');
export const isEvolve = (c: CardRecord): boolean => c.flags?.evolve === true || c.subtypes.includes('エボルヴ');
export const isAdvance = (c: CardRecord): boolean => c.flags?.advance === true || c.subtypes.includes('アドバンス');
export const isDeckKind = (c: CardRecord): boolean => (DECK_KINDS as readonly string[]).includes(c.type);

/** May go in the main deck (SVE 6.1.1.2): a follower/spell/amulet that is not a leader, evolve, advance or token. */
export const mainDeckCard = perCard((c: CardRecord): boolean => isDeckKind(c) && !isLeader(c) && !isEvolve(c) && !isAdvance(c) && !isToken(c));
/** May go in the evolve deck (SVE 6.1.1.3): special kind evolve or advance (never a token). */
export const evolveDeckCard = perCard((c: CardRecord): boolean => (isEvolve(c) || isAdvance(c)) && !isToken(c));

/** Why a card may not be in the main deck (for messages), or undefined. */
export function notMainReason(c: CardRecord): string | undefined {
  if (isLeader(c)) return 'a leader card';
  if (isToken(c)) return 'a token';
  if (isEvolve(c)) return 'an evolve card';
  if (isAdvance(c)) return 'an advance card';
  if (!isDeckKind(c)) return `not a deck card (kind ${c.type})`;
  return undefined;
}

export function notEvolveReason(c: CardRecord): string | undefined {
  if (isToken(c)) return 'a token';
  if (isLeader(c)) return 'a leader card';
  if (!isEvolve(c) && !isAdvance(c)) return 'neither an evolve nor an advance card';
  return undefined;
}

/** Class as printed, or null (EP/SEP cards have none). */
export const classOf = (c: CardRecord): string | null => c.classOrColor ?? null;

/** Title compared NFKC-normalized (the data mixes full-width ！ and half-width !). */
export const titleOf = perCard((c: CardRecord): string | null => {
  if (!c.title) return null;
  const t = c.title.normalize('NFKC').trim();
  return t === '' ? null : t;
});

/**
 * Name used for the copy limit: a double-faced card counts by its face-1 name (SVE 6.1.1.4.1).
 * The catalog has no face data; a record may carry `extra.face1_name` (or `face1Name`) when it does.
 */
export const copyName = perCard((c: CardRecord): string => {
  const f = c.extra?.face1_name ?? c.extra?.face1Name;
  return (typeof f === 'string' && f ? f : c.name).normalize('NFKC').replace(/\s+/g, '');
});

/** 【スタートアミュレット】 (SVE 14.4.4). */
export const hasStartAmulet = perCard(
  (c: CardRecord): boolean => c.keywords.includes('スタートアミュレット') || (c.text ?? '').includes('【スタートアミュレット】'),
);

/**
 * A Vanguard card "with a trigger" (SVE 14.4.1.2). The catalog has no icon field; every trigger card's
 * text carries the reminder 「（ドライブチェックによってこれが捲れたなら、…）」, so that is the test
 * (56 cards, all of the Vanguard title). `extra.trigger` wins when present.
 */
export const hasVanguardTrigger = perCard((c: CardRecord): boolean => {
  if (typeof c.extra?.trigger === 'string') return c.extra.trigger !== '';
  if (typeof c.extra?.trigger === 'boolean') return c.extra.trigger;
  return (c.text ?? '').includes('ドライブチェックによってこれが捲れたなら');
});

/** Has a Union Burst (UB) ability, which works only in a title-basis Princess Connect deck (SVE 14.5.1.2). */
export const hasUnionBurst = perCard(
  (c: CardRecord): boolean => c.keywords.includes('UB') || (c.text ?? '').includes('[UB]') || (c.text ?? '').includes('ユニオンバースト'),
);
