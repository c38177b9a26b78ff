/**
 * What SVE's grammar templates read and write (the card-text Scope of the ability being compiled plus
 * what SVE adds), one context per clause. Built by compiler.ts for each clause; templates never import
 * the compiler.
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { concept, type CompileResult, type Scope, type Template } from '../../../../../card-text/src/index.js';

export type Step = JsonObject;

/** A card being compiled. */
export interface CompileInput {
  id: string;
  name: string;
  type: string;
  text?: string | null;
}

/** Resolves a token name (『X』) to its catalog id for the card being compiled (cards/tokens.ts). */
export type TokenResolver = (name: string, cardId: string) => string | null;

/** The scope an ability's clauses are read in (card-text Scope) and what SVE adds to it. */
export interface BlockCtx extends Scope {
  card: CompileInput;
  tokens: TokenResolver;
  /** An effect assembled over several sentences (「デッキの上N枚を見る。…」, token remainders), or null. */
  look: JsonObject | null;
  /** 【土の秘術_N】 (SVE 13.3.3.2) in this ability: the largest N (its payment opens the ability). */
  earthRite: number;
}

/** One clause being read: the clause slot's context. */
export interface ClauseCtx {
  /** The block (scope) of the ability. */
  b: BlockCtx;
  /** Where this clause writes (the innermost open scope, fixed for the clause). */
  out: Step[];
  /** 「それ」 (unread when there is none). */
  it(): JsonObject;
  setIt(v: JsonObject): void;
  newVar(): string;
  /** 「これ」. */
  readonly selfRef: JsonObject;
  setSelf(v: JsonObject): void;
  /** The open look-at-the-top effect (or token remainder), or null. */
  readonly look: JsonObject | null;
  setLook(v: JsonObject | null): void;
  cardName: string;
  /** 「これ」 / 「それ」 → the reference (unread otherwise). */
  who(w: string): JsonObject;
  /** 『X』 → a token reference of the card's set (unread when unknown). */
  token(name: string): JsonObject;
  /** Digits, X (5.2) or 「「…」と同じ」. */
  amount(s: string): JsonObject | number;
  /** A signed amount: digits or ±X. */
  signed(v: string): JsonObject | number;
  /** A quantity in 「…」 (5.2), with 「それ」 as the chosen card. */
  quantity(q: string): JsonObject;
  /** Reads another clause into this block. */
  clause(text: string): void;
  /** Reads clause text apart (a child scope sharing the references) and returns its steps. */
  apart(text: string): Step[];
  /** Reads a clause into another block (e.g. the effect of a delayed trigger). */
  readIn(block: BlockCtx, text: string): void;
  /** Closes a block's open scopes. */
  close(block: BlockCtx): void;
  /** Compiles quoted ability text as card text (「…」を持つ). */
  nested(text: string): CompileResult<Ability>;
  /** After 「[コストN]：」 inside an automatic ability (10.4.7.3). */
  inTriggerCost: boolean;
}

/** A trigger phrase: the trigger, the text after 「…とき、」, the default 「それ」 and the zones it works in. */
export interface TriggerPhrase {
  trigger: JsonObject;
  /** More triggers of the same effect (「AときかBとき」): one automatic ability each. */
  also?: JsonObject[];
  rest: string;
  subject: JsonObject | null;
  zones?: string[];
}

/** Reads a condition prefix 「…なら、(rest)」: [condition, rest] or null. */
export type ConditionReader = (t: string) => [JsonObject, string] | null;

/** A cost part at the start of a cost text: the costs, the length read, the zones the ability works in. */
export interface CostPart {
  cost: JsonObject[];
  length: number;
  zones: string[] | null;
  /** 「[クイック]」 in the cost text: the ability may be played in quick timing. */
  quick?: boolean;
}

/** 「代わりに…」: maps a step of the ability to its replacement, or null when it is not the replaced kind. */
export type Replacer = (step: Step) => Step | null;

/** An effect-clause template: reads a clause into `c.out`; returns false when the text is not its form. */
export type ClauseTemplate = Template<string, ClauseCtx, true>;

/**
 * Clause templates of one concept file: `pattern(re, read)` (read returns false for "not my form", anything
 * else for "read"), `exact(text, read)` for a fixed sentence, `when(label, read)` for a test of its own.
 */
export function clauseConcept(name: string) {
  const c = concept(name);
  const done = (r: boolean | void): true | null => (r === false ? null : true);
  return {
    pattern: (re: RegExp, read: (m: RegExpExecArray, c: ClauseCtx, text: string) => boolean | void, label?: string): ClauseTemplate =>
      c.pattern<ClauseCtx, true>(re, (m, x, t) => done(read(m, x, t)), label),
    exact: (text: string, read: (c: ClauseCtx) => boolean | void): ClauseTemplate => c.template<string, ClauseCtx, true>(text, (t, x) => (t === text ? done(read(x)) : null)),
    when: (label: string, read: (text: string, c: ClauseCtx) => boolean | void): ClauseTemplate => c.template<string, ClauseCtx, true>(label, (t, x) => done(read(t, x))),
  };
}
