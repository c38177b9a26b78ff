/**
 * In-memory card lookup for one game's catalog: by id, by exact (NFKC) name, and near-match suggestions
 * for UNKNOWN_CARD issues.
 */
import type { CardRecord } from '../../catalog/src/card.js';
import type { CardLookup } from './types.js';
import { compareIds, editDistance, normalizeId, normalizeName } from './text.js';

export interface CardIndex extends CardLookup {
  /** Number of cards indexed. */
  readonly size: number;
  /** Every card, in catalog order. */
  all(): readonly CardRecord[];
}

/** Default number of suggestions. */
export const SUGGESTION_LIMIT = 5;

export function createCardLookup(cards: readonly CardRecord[]): CardIndex {
  const byId = new Map<string, CardRecord>();
  const byNormId = new Map<string, CardRecord>();
  const byNormName = new Map<string, CardRecord[]>();
  for (const card of cards) {
    byId.set(card.id, card);
    const nid = normalizeId(card.id);
    if (!byNormId.has(nid)) byNormId.set(nid, card);
    const key = normalizeName(card.name);
    const list = byNormName.get(key);
    if (list) list.push(card);
    else byNormName.set(key, [card]);
  }
  for (const list of byNormName.values()) list.sort((a, b) => compareIds(a.id, b.id));
  const normIds = [...byNormId.entries()];
  const names = [...byNormName.entries()].map(([key, list]) => ({ key, lower: key.toLowerCase(), name: list[0].name }));

  function suggest(query: string, limit = SUGGESTION_LIMIT): string[] {
    const qId = normalizeId(query);
    const qName = normalizeName(query);
    const qLower = qName.toLowerCase();
    if (!qName || limit <= 0) return [];
    const scored = new Map<string, number>();
    const offer = (value: string, score: number) => {
      const old = scored.get(value);
      if (old === undefined || score < old) scored.set(value, score);
    };
    const idMax = Math.min(3, Math.max(1, Math.floor(qId.length / 4)));
    for (const [nid, card] of normIds) {
      if (qId.length >= 2 && nid.startsWith(qId)) offer(card.id, 1 + (nid.length - qId.length) / 100);
      else if (qId.length >= 3 && nid.includes(qId)) offer(card.id, 2);
      else {
        const d = editDistance(qId, nid, idMax);
        if (d <= idMax) offer(card.id, 2 + d);
      }
    }
    const nameMax = Math.min(3, Math.max(1, Math.floor(qName.length / 3)));
    for (const n of names) {
      if (n.lower.includes(qLower) || (n.lower.length >= 2 && qLower.includes(n.lower))) {
        offer(n.name, 1.5 + Math.abs(n.lower.length - qLower.length) / 100);
      } else {
        const d = editDistance(qLower, n.lower, nameMax);
        if (d <= nameMax) offer(n.name, 2 + d);
      }
    }
    return [...scored.entries()]
      .sort((a, b) => a[1] - b[1] || compareIds(a[0], b[0]))
      .slice(0, limit)
      .map(([value]) => value);
  }

  /**
   * Every catalog id's place in the natural id order (ids the collator calls equal share a place), made on
   * first use: comparing two places gives the collator's answer without asking ICU on every request.
   */
  let ranks: Map<string, number> | undefined;
  function rankMap(): Map<string, number> {
    if (!ranks) {
      const ids = [...byId.keys()].sort(compareIds);
      ranks = new Map();
      let rank = 0;
      for (let i = 0; i < ids.length; i++) {
        if (i > 0 && compareIds(ids[i - 1], ids[i]) !== 0) rank++;
        ranks.set(ids[i], rank);
      }
    }
    return ranks;
  }

  return {
    size: cards.length,
    all: () => cards,
    compareIds(a: string, b: string) {
      const m = rankMap();
      const ra = m.get(a);
      const rb = ra === undefined ? undefined : m.get(b);
      return rb === undefined ? compareIds(a, b) : ra! - rb;
    },
    get(id: string) {
      return byId.get(id) ?? byNormId.get(normalizeId(id));
    },
    byName(name: string) {
      return [...(byNormName.get(normalizeName(name)) ?? [])];
    },
    suggest,
  };
}
