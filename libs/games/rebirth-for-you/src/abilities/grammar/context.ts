/**
 * What Re:Birth's grammar templates read and write: the card-text Scope of the ability being compiled plus what
 * R4U adds (a pending choice: 「…から1枚選び、(verb)」 binds the chosen cards to the verb that follows).
 * Built by compiler.ts for each clause; templates never import the compiler.
 */
import type { JsonObject } from '../../../../../engine/src/index.js';
import { concept, type Scope, type Template } from '../../../../../card-text/src/index.js';

export type Step = JsonObject;

/** A card being compiled. */
export interface CompileInput {
  id: string;
  name: string;
  type: string;
  text?: string | null;
}

/** The scope of an ability (card-text Scope) and what R4U adds. */
export interface AbilityScope extends Scope {
  /** 「…から(N)枚選び、」 read and not yet used by a verb: the selector (with `bind`) the next verb acts on. */
  pending: JsonObject | null;
  /** The duration written before the clause being read (「このターン中、」), or null. */
  duration: JsonObject | string | null;
  /** The cards and duration of the last 「+A/+B」 (for 「さらに+A/+B」). */
  lastBuff: { target: JsonObject; duration: JsonObject | string } | null;
  /** 「(cards)N枚につき、」 before a buff: the count and its step (5.17.1 with an amount per N cards). */
  per: { count: JsonObject; per: number } | null;
  /** A step of this ability moved this card: 「このキャラ」 after it is a new card (4.1.4), not read. */
  selfMoved: boolean;
  /** This card's selector in a swap with it (「このキャラと入れ替える」): 「このキャラ」 after the swap binds it (rules/follow.ts). */
  selfFollow?: JsonObject | null;
  /** A check (5.25) that is not optional was read: its result may be a condition (「それであなたが勝ちなら」). */
  checked?: boolean;
  /** The variable an optional check (「チェックしてよい」) binds its result to: 「勝ちなら」「負けなら」 read it. */
  checkVar?: string;
  /**
   * 「デッキの上からN枚公開し / 見て、」 read and its 「残りを…」 not yet: the r4u.look step (its picks filled in as read) and a
   * pick 「その中から…選び」 waiting for its verb (effects/look.ts).
   */
  look?: { step: JsonObject; pick: JsonObject | null } | null;
  /** 「このキャラを(zone)に置く」 read: its target (this card) and the zone, for 「置いたら、」 (which binds the target to a variable). */
  lastPut?: { target: JsonObject; zone: string } | null;
  /** The trigger of the ability being read (null for other abilities). */
  trigger: JsonObject | null;
}

/** One clause being read: the clause slot's context. */
export interface ClauseCtx {
  s: AbilityScope;
  /** Where this clause writes (the innermost open scope). */
  out: Step[];
  /** The object of a verb written without one: the pending choice, else 「それ」. */
  object(): JsonObject;
  /** 「このキャラ」「そのキャラ」「それ(ら)」「サポートされたキャラ」… → a selector (unread when unknown). */
  ref(word: string): JsonObject;
  /** The duration of the clause (unread when the verb needs one and none is written? no: 'permanent'). */
  duration(): JsonObject | string;
  /** Reads clause text apart (a child scope sharing the references) and returns its steps. */
  apart(text: string): Step[];
}

export type ClauseTemplate = Template<string, ClauseCtx, true>;

/** Clause templates of one concept file (read returns false for "not my form"). */
export function clauseConcept(name: string) {
  const c = concept(name);
  const done = (r: boolean | void): true | null => (r === false ? null : true);
  return {
    name,
    pattern: (re: RegExp, read: (m: RegExpExecArray, c: ClauseCtx, text: string) => boolean | void, label?: string): ClauseTemplate =>
      c.pattern<ClauseCtx, true>(re, (m, x, t) => done(read(m, x, t)), label),
  };
}

/** A trigger phrase read: the trigger, the default 「それ」 of its effect, the text after 「…時、」. */
export interface TriggerPhrase {
  trigger: JsonObject;
  subject: JsonObject | null;
  rest: string;
  /** Zones the ability works in when the trigger says so (8.3.3.3.1: a blocker's ability, in the waiting room). */
  zones?: string[];
}

/**
 * Choices made by 「このキャラと(where)から…を1枚選び」 (effects/swap.ts): only 「それらを入れ替える」 may use them; another
 * verb (「それらを手札に戻す」: this card AND the chosen one) would drop this card, so the compiler refuses it (compiler.ts).
 */
export const CHOSEN_WITH_SELF = new WeakSet<JsonObject>();
