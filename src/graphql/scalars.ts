import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isCalendarDate } from '../platform/dates.js';
import { MAX_CENTS } from '../platform/validation.js';

function invalid(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'validation_failed' } });
}

function centsValue(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalid('Cents must be an integer number of cents.');
  if (Math.abs(value) > MAX_CENTS) throw invalid(`Cents must be within ±${MAX_CENTS}.`);
  return value;
}

/** Money as integer cents up to 2^53 (GraphQL `Int` is 32-bit and would overflow). */
export const CentsScalar = new GraphQLScalarType({
  name: 'Cents',
  serialize: (value) => {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError('Cents cannot represent a non-integer.');
    return n;
  },
  parseValue: centsValue,
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind !== Kind.INT) throw invalid('Cents must be an integer literal.');
    return centsValue(Number(ast.value));
  },
});

function dateValue(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) throw invalid('Date must be a real calendar date as YYYY-MM-DD.');
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => value,
  parseValue: dateValue,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid('Date must be a string.');
    return dateValue(ast.value);
  },
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalid('DateTime must be an ISO 8601 timestamp.');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw invalid('DateTime must be an ISO 8601 timestamp.');
    return ast.value;
  },
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
