import { CustomScalar, Scalar } from '@nestjs/graphql';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT: {
      const out: Record<string, unknown> = Object.create(null);
      for (const f of ast.fields) out[f.name.value] = literal(f.value);
      return { ...out };
    }
    default:
      return null;
  }
}

/** Arbitrary JSON (decks, states, ability data) in GraphQL. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

@Scalar('JSON', () => JSONScalar)
export class JsonScalarPlaceholder implements CustomScalar<unknown, unknown> {
  description = 'Any JSON value.';
  parseValue = (v: unknown) => v;
  serialize = (v: unknown) => v;
  parseLiteral = literal;
}
