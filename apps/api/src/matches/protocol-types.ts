/** Shapes of the observed match protocol (apps/api/src/cli/protocol-catalog.ts writes protocol-observed.ts). */
export interface ObservedField {
  /** Present in every instance seen. */
  required: boolean;
  types: Array<'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null'>;
  /** Element types of an array field. */
  items?: ObservedField['types'];
}

export interface ObservedType {
  /** Instances seen (0: known from the kernel, never listed in play, e.g. concede). */
  seen: number;
  fields: Record<string, ObservedField>;
}

export interface ObservedGame {
  /** Games played to observe. */
  games: number;
  /** Match answers built. */
  answers: number;
  actions: Record<string, ObservedType>;
  events: Record<string, ObservedType>;
  decisions: Record<string, ObservedType>;
}

export interface ObservedProtocol {
  seeds: number;
  games: Record<string, ObservedGame>;
}
