/**
 * The template registry: a game's grammar is a set of named slots (triggers, conditions, costs, effect
 * clauses, continuous abilities, keywords, quantities, …), each an ordered list of templates. A template
 * reads one sentence form; `slot.read(text, ctx)` asks the templates in order and returns the first answer.
 *
 * A template answers with a value, or with null / undefined / false for "not my form" (the next template is
 * asked); it throws `Unread` (unread.ts) for "my form, but not understood" — that stops the slot and makes
 * the text unread. Every template has a name and the concept file it lives in (`concept`, e.g.
 * 'effects/damage'), so `trace` can answer "which file reads this sentence?".
 *
 * Order: a slot asks its templates in the order they were added; the game's grammar index adds the concept
 * files one after another, so the order is written in one place. Put a more specific form before a more
 * general one that would also match it.
 */
export type Answer<Out> = Out | null | undefined | false;

export interface Template<In, Ctx, Out> {
  /** A short name of the form, e.g. 'それにNダメージ'. */
  readonly name: string;
  /** The grammar file (concept) the template belongs to, e.g. 'effects/damage'. */
  readonly concept: string;
  read(input: In, ctx: Ctx): Answer<Out>;
}

/** One use of a template, recorded while tracing. */
export interface TraceEntry {
  slot: string;
  template: string;
  concept: string;
  input: string;
}

let tracer: TraceEntry[] | null = null;

/** Runs `fn` and returns, with its result, every template answer given meanwhile (in order). */
export function trace<T>(fn: () => T): { result: T; reads: TraceEntry[] } {
  const outer = tracer;
  const reads: TraceEntry[] = [];
  tracer = reads;
  try {
    return { result: fn(), reads };
  } finally {
    if (outer) outer.push(...reads);
    tracer = outer;
  }
}

export class Slot<In, Ctx, Out> {
  private readonly list: Array<Template<In, Ctx, Out>> = [];

  constructor(readonly name: string) {}

  /** Appends templates (asked after the ones added before). */
  add(...templates: ReadonlyArray<Template<In, Ctx, Out>>): this {
    this.list.push(...templates);
    return this;
  }

  /** The first answer of the slot's templates, or null. */
  read(input: In, ctx: Ctx): Out | null {
    for (const t of this.list) {
      const r = t.read(input, ctx);
      if (r !== null && r !== undefined && r !== false) {
        if (tracer) tracer.push({ slot: this.name, template: t.name, concept: t.concept, input: String(input) });
        return r;
      }
    }
    return null;
  }

  /** The templates, in the order they are asked. */
  templates(): ReadonlyArray<Template<In, Ctx, Out>> {
    return this.list;
  }
}

/** A template from a function. */
export function template<In, Ctx, Out>(concept: string, name: string, read: (input: In, ctx: Ctx) => Answer<Out>): Template<In, Ctx, Out> {
  return { name, concept, read };
}

/**
 * A template of a regular expression over the whole text: `read` runs when it matches, with the match.
 * (Anchor it: /^…$/.)
 */
export function pattern<Ctx, Out>(concept: string, re: RegExp, read: (m: RegExpExecArray, ctx: Ctx, text: string) => Answer<Out>, name: string = re.source): Template<string, Ctx, Out> {
  return {
    name,
    concept,
    read(text: string, ctx: Ctx) {
      const m = re.exec(text);
      return m ? read(m, ctx, text) : null;
    },
  };
}

/** Templates of one concept file: `const t = concept('effects/damage'); export const DAMAGE = [t.pattern(/…/, …)]`. */
export function concept(name: string) {
  return {
    name,
    template: <In, Ctx, Out>(label: string, read: (input: In, ctx: Ctx) => Answer<Out>) => template<In, Ctx, Out>(name, label, read),
    pattern: <Ctx, Out>(re: RegExp, read: (m: RegExpExecArray, ctx: Ctx, text: string) => Answer<Out>, label?: string) => pattern<Ctx, Out>(name, re, read, label),
  };
}
