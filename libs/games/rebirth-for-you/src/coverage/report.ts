/**
 * Coverage of the Re:Birth catalog by the engine's ability data, computed (never claimed) with the kernel's
 * cardStatus: vanilla (no text) / implemented (every sentence mapped AND tested) / partial / unsupported, for the
 * compiled data (abilities/), validated against the vocabulary that runs it (abilities/schema.ts runnableVocabulary),
 * and the tested-card registry (coverage/registry.ts). Also per distinct text (the unit
 * the compiler works on: 2,924 texts for 5,891 records) and for the trial-deck sets (`…/00nT`).
 */
import { cardStatus, type CardStatus, type CatalogCard, type CoverageRegistry } from '../../../../engine/src/index.js';
import { compileCard } from '../abilities/index.js';
import { runnableVocabulary } from '../abilities/schema.js';
import { coverage as defaultCoverage, enginePlayed as defaultEnginePlayed } from './registry.js';

export const STATUSES: readonly CardStatus[] = ['implemented', 'partial', 'unsupported', 'vanilla'];
export type StatusCounts = Record<CardStatus, number>;

export interface CoverageReport {
  total: number;
  byStatus: StatusCounts;
  bySet: Record<string, StatusCounts>;
  byKind: Record<string, StatusCounts>;
  /** Distinct texts (cards with text, grouped by text): the status of the text's cards (the same for all of them). */
  texts: { total: number; byStatus: StatusCounts; read: number };
  /** Trial-deck sets (release code `…/0NNT`): every card is required (issue #20). */
  trial: { total: number; byStatus: StatusCounts };
  /** Implemented cards whose case plays them through the engine (test/cases), for all records, trial sets, distinct texts; the rest of `implemented` is checked as compiled data against the printed text only. */
  enginePlayed: { records: number; trial: number; texts: number };
  topUnmapped: Array<{ sentence: string; cards: number }>;
  statuses: Record<string, CardStatus>;
}

type AnyCard = CatalogCard & { set?: string | null };

const zero = (): StatusCounts => ({ implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });

/** The release code (extra.release_code, else the id before the dash). */
export function releaseCode(card: AnyCard): string {
  return typeof card.extra?.release_code === 'string' ? card.extra.release_code : card.id.replace(/-.*$/, '');
}

/** A trial-deck set (「トライアルデッキ」, release codes ending in 0NNT). */
export const isTrialDeck = (card: AnyCard): boolean => /\/0\d\dT$/.test(releaseCode(card));

export function statusOf(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'>, registry: CoverageRegistry = defaultCoverage): CardStatus {
  return cardStatus(card, compileCard(card).abilities, registry, { vocab: runnableVocabulary() }).status;
}

export function coverageReport(cards: readonly AnyCard[], registry: CoverageRegistry = defaultCoverage, enginePlayed: ReadonlySet<string> = defaultEnginePlayed): CoverageReport {
  const vocab = runnableVocabulary(); // data with a word no vocabulary runs counts as invalid (not played)
  const r: CoverageReport = { total: 0, byStatus: zero(), bySet: {}, byKind: {}, texts: { total: 0, byStatus: zero(), read: 0 }, trial: { total: 0, byStatus: zero() }, enginePlayed: { records: 0, trial: 0, texts: 0 }, topUnmapped: [], statuses: {} };
  const textStatus = new Map<string, CardStatus>();
  const textRead = new Set<string>();
  const textPlayed = new Set<string>();
  const unmapped = new Map<string, Set<string>>();
  const rank: Record<CardStatus, number> = { implemented: 3, partial: 2, unsupported: 1, vanilla: 0 };
  for (const card of cards) {
    const st = cardStatus(card, compileCard(card).abilities, registry, { vocab });
    r.total += 1;
    r.byStatus[st.status] += 1;
    r.statuses[card.id] = st.status;
    (r.bySet[releaseCode(card)] ??= zero())[st.status] += 1;
    (r.byKind[card.type] ??= zero())[st.status] += 1;
    const played = st.status === 'implemented' && enginePlayed.has(card.id);
    if (played) {
      r.enginePlayed.records += 1;
      textPlayed.add(card.text ?? '');
    }
    if (isTrialDeck(card)) {
      r.trial.total += 1;
      r.trial.byStatus[st.status] += 1;
      if (played) r.enginePlayed.trial += 1;
    }
    const text = card.text ?? '';
    if (text !== '') {
      const prev = textStatus.get(text);
      if (prev === undefined || rank[st.status] > rank[prev]) textStatus.set(text, st.status);
      if (st.unmapped.length === 0 && !st.invalid) textRead.add(text);
      for (const i of st.unmapped) {
        const key = st.sentences[i]!.replace(/[0-9０-９]+/g, 'N');
        (unmapped.get(key) ?? unmapped.set(key, new Set()).get(key)!).add(text);
      }
    }
  }
  r.texts.read = textRead.size;
  r.enginePlayed.texts = textPlayed.size;
  for (const s of textStatus.values()) {
    r.texts.total += 1;
    r.texts.byStatus[s] += 1;
  }
  r.topUnmapped = [...unmapped.entries()]
    .map(([sentence, texts]) => ({ sentence, cards: texts.size }))
    .sort((a, b) => b.cards - a.cards || a.sentence.localeCompare(b.sentence))
    .slice(0, 40);
  return r;
}
