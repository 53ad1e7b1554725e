import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { buildSchema } from '../../src/graphql/server.js';
import { type Credentials, type FuzzRequest, authorization, encodeBody } from './http.js';
import { type Pools, type Random, forgedCursor, randomString, randomValue } from './values.js';

/** GraphQL requests: an operation on any query or mutation field of the schema, variables typed then mutated. */
let schema: GraphQLSchema | null = null;

function inputValue(r: Random, pools: Pools, type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) return inputValue(r, pools, type.ofType, name, depth);
  if (r.chance(0.06)) return randomValue(r, pools);
  if (isListType(type)) return Array.from({ length: r.int(3) + (r.chance(0.02) ? 600 : 0) }, () => inputValue(r, pools, type.ofType, name, depth + 1));
  if (isEnumType(type)) return r.chance(0.95) ? r.pick(type.getValues()).name : 'BOGUS';
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (depth > 4) break;
      if (isNonNullType(field.type) || r.chance(0.5)) out[field.name] = inputValue(r, pools, field.type, field.name, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID': {
        const lower = name.toLowerCase();
        const prefix = lower.includes('project') ? 'prj' : lower.includes('provider') ? 'prov' : lower.includes('invoice') ? 'inv' : lower.includes('deliverynote') ? 'alb' : lower.includes('budgetitem') ? 'bitem' : lower.includes('budget') ? 'bud' : lower.includes('webhook') || lower.includes('endpoint') ? 'wh' : lower.includes('event') ? 'evt' : null;
        return prefix ? pools.id(r, prefix) : pools.anyId(r);
      }
      case 'Int':
        return r.pick([1, 2, 5, 10, 25, 0, -1, 101, 2147483647]);
      case 'Float':
        return r.pick([0, 1.5, 12.345, -100, 1000, 1e-7]);
      case 'Boolean':
        return r.chance(0.5);
      case 'Cents':
        return r.pick([0, 100, 121000, -5, 1e13, 1e13 + 1, 1.5]);
      case 'Date':
        return r.pick(['2026-11-02', '2026-02-30', 'x']);
      case 'DateTime':
        return r.pick(['2026-11-02T10:00:00.000Z', 'x']);
      case 'JSON':
        return randomValue(r, pools);
      default:
        return name === 'after' || name === 'cursor' ? forgedCursor(r, pools) : r.chance(0.6) ? `${name} ${r.int(1e6)}` : randomString(r);
    }
  }
  return null;
}

function selection(type: GraphQLOutputType, depth: number, r: Random): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined));
  const parts = ['__typename'];
  for (const field of fields) {
    const sub = getNamedType(field.type);
    if (isLeafType(sub)) {
      if (r.chance(0.7)) parts.push(field.name);
    } else if (depth < 2 && r.chance(0.3)) {
      const inner = selection(field.type, depth + 1, r);
      if (inner) parts.push(`${field.name}${field.args.some((a) => a.name === 'first') ? '(first: 2)' : ''} ${inner}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

function graphqlOperation(r: Random, pools: Pools): { query: string; variables: Record<string, unknown>; operationName?: string } {
  schema ??= buildSchema();
  const mutation = r.chance(0.4);
  const root = mutation ? schema.getMutationType()! : schema.getQueryType()!;
  const field: GraphQLField<unknown, unknown> = r.pick(Object.values(root.getFields()));
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  field.args.forEach((arg: GraphQLArgument) => {
    if (!isNonNullType(arg.type) && r.chance(0.5)) return;
    const variable = `v${definitions.length}`;
    definitions.push(`$${variable}: ${r.chance(0.03) ? 'Int' : String(arg.type)}`);
    args.push(`${arg.name}: $${variable}`);
    if (!r.chance(0.03)) variables[variable] = inputValue(r, pools, arg.type, arg.name);
  });
  const name = r.chance(0.5) ? 'Fuzz' : '';
  const query = `${mutation ? 'mutation' : 'query'} ${name}${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection(field.type, 0, r)} }`;
  const operationName = r.chance(0.05) ? r.pick(['Nope', '', 'Fuzz', 'constructor']) : name || undefined;
  return { query, variables, operationName };
}

export function graphqlRequest(r: Random, pools: Pools, credentials: Credentials): FuzzRequest {
  const headers: Record<string, string> = { ...authorization(r, credentials), 'Content-Type': 'application/json' };
  const op = graphqlOperation(r, pools);
  const roll = r.next();
  let payload: unknown = op;
  if (roll < 0.04) payload = { ...op, query: op.query.slice(0, r.int(op.query.length)) };
  else if (roll < 0.07) payload = { ...op, variables: r.pick(['x', [1], 5, null, { v0: { __proto__: 1 } }]) };
  else if (roll < 0.09) payload = { ...op, operationName: r.pick([5, {}, [], 'x'.repeat(1000)]) };
  else if (roll < 0.1) payload = [op, op];
  else if (roll < 0.11) payload = { query: r.pick(['{ __schema { types { name } } }', '{ __typename }', 'subscription { x }', '{ a: viewer { organizationId } b: viewer { organizationId } }', `{ ${'projects { nodes { invoices { nodes { project '.repeat(6)} id ${'} } } }'.repeat(6)} }`]) };
  else if (roll < 0.12) payload = { query: randomString(r) };
  if (r.chance(0.04)) {
    const params = new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables) });
    return { surface: 'graphql', method: 'GET', path: `/graphql?${params}`, headers: { ...headers, 'apollo-require-preflight': r.chance(0.7) ? '1' : '' } };
  }
  const encoded = r.chance(0.05) ? encodeBody(r, payload) : { body: JSON.stringify(payload), contentType: 'application/json' };
  if (encoded.contentType !== undefined) headers['Content-Type'] = encoded.contentType;
  return { surface: 'graphql', method: 'POST', path: '/graphql', headers, body: encoded.body };
}
