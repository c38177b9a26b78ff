/**
 * GraphQL operation limits, as one validation rule (graphql 16; no extra dependency):
 *
 * - depth: the deepest field nesting of an operation, fragments expanded (GRAPHQL_DEPTH_LIMIT);
 * - cost: an estimate of the work an operation asks for (GRAPHQL_COMPLEXITY_LIMIT), see `queryCost`;
 * - argument literals: object/list values written in the query text nested deeper than JSON_DEPTH_LIMIT
 *   (the same limit JSON bodies have; variables arrive in the JSON body and are checked there).
 *
 * Both walks are memoized per fragment, so a "fragment bomb" (each fragment spreading the next one twice)
 * costs linear time to measure, and cycles (reported by graphql's own NoFragmentCycles rule) are cut.
 * Document size is bounded before this runs by the parser's token limit (GRAPHQL_MAX_TOKENS).
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { PROBLEM_BASE } from '../common/problem.js';

export interface GraphQLLimits {
  depth: number;
  complexity: number;
  /** Deepest object/list literal in an argument. */
  literalDepth: number;
}

/**
 * Extra cost of a root field (work beyond returning data): database queries, deck validations.
 * Every selected field costs 1 on top (the `__typename` meta field included).
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  'Query.cards': 100, // two database queries (page + total)
  'Query.card': 20, // one database query
  'Query.validateDeck': 100, // parse + validate a deck of up to DECK_MAX_ENTRIES entries
  'Query.exampleDecks': 200, // validates every example deck of the game
  'Query.formats': 10,
  'Mutation.importCards': 1000, // a transaction over the whole game catalog
  // Match API (measured on the 2-CPU test machine, Shadowverse Evolve; validateDeck ≈ 4 ms there):
  'Mutation.createMatch': 400, // ≈ 30 ms: validates every deck, sets the game up, builds every view, seals
  'Mutation.stepMatch': 200, // ≈ 15 ms: opens the token, applies, builds every view, seals
  'Query.matchView': 100, // ≈ 10 ms: opens the token, builds one view
  'Query.replayMatch': 1000, // a whole game again (≈ 0.5 s for 145 actions), up to MATCH_MAX_REPLAY_ACTIONS
  'Query.scenarioMatch': 500, // ≈ 140 ms for the largest position (2,000 cards), validated like an open state
  'Query.gameCoverage': 300, // card status over the whole catalog (seconds when not cached)
  'Query.abilitySchema': 20,
});

/**
 * Fields returning a page: the selection of their `list` child is multiplied by the page size taken from
 * the field's own argument: `cards(filter: { limit })` returns `items` (at most `limit`; default 20; 100
 * when given through a variable, because a validation rule cannot see variable values and must assume
 * the largest page).
 */
export const PAGED_FIELDS: Readonly<Record<string, { arg: string; field: string; list: string; default: number; max: number }>> = Object.freeze({
  'Query.cards': { arg: 'filter', field: 'limit', list: 'items', default: 20, max: 100 },
});

function unwrap(type: GraphQLOutputType): GraphQLOutputType {
  return isNonNullType(type) ? type.ofType : type;
}

/** The page size a paged field asks for, from its literal arguments. */
function pageSize(node: FieldNode, spec: (typeof PAGED_FIELDS)[string]): number {
  const arg = node.arguments?.find((a) => a.name.value === spec.arg);
  if (!arg || arg.value.kind === Kind.NULL) return spec.default;
  if (arg.value.kind !== Kind.OBJECT) return spec.max; // a variable, or a wrong value graphql will refuse anyway
  const f = arg.value.fields.find((x) => x.name.value === spec.field);
  if (!f || f.value.kind === Kind.NULL) return spec.default;
  if (f.value.kind === Kind.INT) return Math.min(spec.max, Math.max(0, Number(f.value.value)));
  return spec.max;
}

interface Measure {
  depth: number;
  cost: number;
}

/** A page in effect for the selection set being measured: its `list` field is multiplied by `size`. */
interface Page {
  list: string;
  size: number;
}

/**
 * Depth and cost of every operation of a document. Cost of a selection set = Σ over its fields of
 * (1 + FIELD_WEIGHTS[Type.field] + multiplier × cost of the field's own selection set), where the
 * multiplier is the page size for the `list` child of PAGED_FIELDS and 1 otherwise (other lists are small
 * and bounded by data: 5 games, a few sections). Fragments count where they are spread.
 */
export function measureOperations(schema: GraphQLSchema, doc: { definitions: ReadonlyArray<{ kind: string }> }): Array<{ name: string; depth: number; cost: number; node: OperationDefinitionNode }> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set((d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode);
  const memo = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const compositeNamed = (name: string): GraphQLCompositeType | undefined => {
    const t = schema.getType(name);
    return t && isCompositeType(t) ? t : undefined;
  };

  const selection = (set: SelectionSetNode | undefined, parentType: GraphQLCompositeType | undefined, page: Page | undefined): Measure => {
    if (!set) return { depth: 0, cost: 0 };
    let depth = 0;
    let cost = 0;
    for (const sel of set.selections) {
      let m: Measure;
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        const key = `${parentType?.name ?? '?'}.${name}`;
        const def = parentType && 'getFields' in parentType ? parentType.getFields()[name] : undefined;
        const fieldType = def ? unwrap(def.type) : undefined;
        const named = fieldType ? getNamedType(fieldType) : name === '__schema' ? schema.getType('__Schema') : name === '__type' ? schema.getType('__Type') : undefined;
        const paged = PAGED_FIELDS[key];
        const childPage = paged ? { list: paged.list, size: pageSize(sel, paged) } : undefined;
        const child = selection(sel.selectionSet, named && isCompositeType(named) ? named : undefined, childPage);
        const multiplier = page && page.list === name && fieldType && isListType(fieldType) ? page.size : 1;
        m = { depth: 1 + child.depth, cost: 1 + (FIELD_WEIGHTS[key] ?? 0) + multiplier * child.cost };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        m = selection(sel.selectionSet, sel.typeCondition ? compositeNamed(sel.typeCondition.name.value) : parentType, page);
      } else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (!frag || inProgress.has(name)) continue; // unknown or cyclic: graphql's own rules report it
        const memoKey = `${name}|${page ? `${page.list}:${page.size}` : ''}`;
        let known = memo.get(memoKey);
        if (!known) {
          inProgress.add(name);
          known = selection(frag.selectionSet, compositeNamed(frag.typeCondition.name.value), page);
          inProgress.delete(name);
          memo.set(memoKey, known);
        }
        m = known;
      }
      depth = Math.max(depth, m.depth);
      cost = Math.min(Number.MAX_SAFE_INTEGER, cost + m.cost);
    }
    return { depth, cost };
  };

  const out: Array<{ name: string; depth: number; cost: number; node: OperationDefinitionNode }> = [];
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const op = d as OperationDefinitionNode;
    const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    const m = selection(op.selectionSet, root ?? undefined, undefined);
    out.push({ name: op.name?.value ?? '(anonymous)', depth: m.depth, cost: m.cost, node: op });
  }
  return out;
}

/** Deepest nesting of object/list literals in a value (variables count 0: they were checked as JSON). */
export function literalDepth(value: ValueNode, limit = Number.MAX_SAFE_INTEGER): number {
  // Iterative, so a hostile literal cannot overflow the stack here.
  let max = 0;
  const stack: Array<[ValueNode, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v.kind === Kind.OBJECT || v.kind === Kind.LIST) {
      const depth = d + 1;
      if (depth > max) max = depth;
      if (max > limit) return max;
      if (v.kind === Kind.OBJECT) for (const f of v.fields) stack.push([f.value, depth]);
      else for (const x of v.values) stack.push([x, depth]);
    }
  }
  return max;
}

function limitError(slug: string, title: string, detail: string, node: OperationDefinitionNode | ValueNode, extra: Record<string, unknown>): GraphQLError {
  return new GraphQLError(detail, {
    nodes: [node],
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', problem: { type: PROBLEM_BASE + slug, title, status: 400, detail, ...extra } },
  });
}

/** The validation rule (added to graphql's specified rules through Apollo's `validationRules`). */
export function operationLimitsRule(limits: GraphQLLimits) {
  return function OperationLimits(context: ValidationContext): ASTVisitor {
    return {
      Document: {
        leave(doc) {
          for (const op of measureOperations(context.getSchema(), doc)) {
            if (op.depth > limits.depth) {
              context.reportError(
                limitError('query-too-deep', 'GraphQL query too deep', `Operation ${op.name} nests fields ${op.depth} levels deep; the limit is ${limits.depth} (GRAPHQL_DEPTH_LIMIT).`, op.node, { depth: op.depth, limit: limits.depth }),
              );
            }
            if (op.cost > limits.complexity) {
              context.reportError(
                limitError(
                  'query-too-complex',
                  'GraphQL query too complex',
                  `Operation ${op.name} has an estimated cost of ${op.cost}; the limit is ${limits.complexity} (GRAPHQL_COMPLEXITY_LIMIT). Ask for fewer fields, smaller pages (filter.limit) or fewer aliases per request.`,
                  op.node,
                  { cost: op.cost, limit: limits.complexity },
                ),
              );
            }
          }
        },
      },
      Argument(node) {
        const depth = literalDepth(node.value, limits.literalDepth);
        if (depth > limits.literalDepth) {
          context.reportError(
            limitError('json-too-deep', 'JSON nested too deeply', `Argument "${node.name.value}" nests objects/lists more than ${limits.literalDepth} levels deep (JSON_DEPTH_LIMIT).`, node.value, { limit: limits.literalDepth }),
          );
        }
      },
    };
  };
}
