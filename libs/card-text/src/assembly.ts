/**
 * Assembling a card's compile result: which abilities were read from which sentences, which sentences are
 * unread, and the `source` of each ability (the sentence indexes it implements, kernel splitSentences
 * indexes), from which the kernel's `cardStatus` computes the card's status.
 *
 * Rules (the same for every game):
 *  - a sentence is mapped only when everything in it was read (any unread part makes it unread);
 *  - an ability is emitted only when every sentence it was read from is read: one unread part (a
 *    restriction, condition, cost or duration its text states) makes the whole ability unread, so no card
 *    plays differently from its printed text (issue #18); its sentences then count as unread;
 *  - a sentence that is only reminder text belongs to the ability of the sentence before it;
 *  - a sentence that continues the ability of another sentence (`continues`: a restriction 「この能力は…なら使える」,
 *    a condition or a clause after the ability's head) belongs to it, read or not;
 *  - abilities added with `keep` (e.g. the information of a token, or a keyword read on its own) carry
 *    their sentences but are never dropped.
 */
import type { JsonObject } from '../../engine/src/index.js';

export interface Failure {
  /** The first unread sentence of the failing part. */
  sentence: number;
  /** The text not read (and why, after ⟵). */
  segment: string;
}

export interface CompileResult<A = JsonObject> {
  abilities: A[];
  sentences: string[];
  /** Sentence indexes read completely. */
  mapped: number[];
  /** What was not read. */
  failures: Failure[];
}

interface Entry<A> {
  ability: A;
  sentences: number[];
  /** Dropped when one of its sentences is unread (false: kept, its unread sentences left out of `source`). */
  whole: boolean;
}

export class Assembly<A extends object = JsonObject> {
  private readonly entries: Array<Entry<A>> = [];
  private readonly unreadSet = new Set<number>();
  private readonly links: Array<[sentence: number, head: number]> = [];
  readonly failures: Failure[] = [];

  constructor(readonly sentences: string[]) {}

  /** Records an unread part of sentence `sentence` (`segment`: the text, and why). */
  fail(sentence: number, segment: string): void {
    this.unreadSet.add(sentence);
    this.failures.push({ sentence, segment });
  }

  /** Marks sentences unread without a failure record (the rest of an ability whose head failed). */
  markUnread(...sentences: number[]): void {
    for (const s of sentences) this.unreadSet.add(s);
  }

  /**
   * Sentence `sentence` continues the ability whose head is sentence `head` (a restriction, condition, cost or
   * duration printed after it): every ability read from `head` is read from `sentence` too, so when `sentence` is
   * unread the ability is not emitted.
   */
  continues(sentence: number, head: number): void {
    this.links.push([sentence, head]);
  }

  isUnread(sentence: number): boolean {
    return this.unreadSet.has(sentence);
  }

  /**
   * Adds an ability read from `sentences`. `whole: true` (the default for abilities read over clauses): any
   * unread sentence of it drops it; `whole: false`: it stays, naming only its read sentences.
   */
  add(ability: A, sentences: number[], whole = true): void {
    this.entries.push({ ability, sentences: [...sentences], whole });
  }

  /**
   * The result. `reminderOnly(i)`: sentence i holds nothing but reminder text (it joins the ability of
   * sentence i − 1, or is unread with it); only sentences below `body` are considered for that.
   * `dropPartial: false` keeps an ability with an unread sentence (naming only its read sentences).
   */
  finish(opts: { reminderOnly?: (i: number) => boolean; body?: number; prefix?: A[]; dropPartial?: boolean } = {}): CompileResult<A> {
    const body = opts.body ?? this.sentences.length;
    for (const [s, head] of this.links) for (const e of this.entries) if (e.whole && e.sentences.includes(head) && !e.sentences.includes(s)) e.sentences.push(s);
    for (let i = 1; i < body; i++) {
      if (!opts.reminderOnly?.(i)) continue;
      if (this.unreadSet.has(i - 1)) this.unreadSet.add(i);
      else for (const e of this.entries) if (e.sentences.includes(i - 1)) e.sentences.push(i);
    }
    const dropPartial = opts.dropPartial ?? true;
    if (dropPartial) {
      // one unread part makes the whole ability unread, and with it every sentence it was read from
      let changed = true;
      while (changed) {
        changed = false;
        for (const e of this.entries) {
          if (!e.whole || !e.sentences.some((s) => this.unreadSet.has(s))) continue;
          for (const s of e.sentences) if (!this.unreadSet.has(s)) {
            this.unreadSet.add(s);
            changed = true;
          }
        }
      }
    }
    const abilities: A[] = [...(opts.prefix ?? [])];
    for (const e of this.entries) {
      if (dropPartial && e.whole && e.sentences.some((s) => this.unreadSet.has(s))) continue;
      const src = e.sentences.filter((i) => !this.unreadSet.has(i));
      const a = { ...e.ability } as A & { source?: number[] };
      if (src.length > 0) a.source = src;
      abilities.push(a);
    }
    const mapped = new Set<number>();
    for (const a of abilities) for (const i of ((a as { source?: unknown }).source as number[] | undefined) ?? []) mapped.add(i);
    return { abilities, sentences: this.sentences, mapped: [...mapped].sort((x, y) => x - y), failures: this.failures };
  }
}
