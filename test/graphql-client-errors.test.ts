import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

/**
 * A client's mistake in a GraphQL request is the client's 400, with `extensions.code`
 * `validation_failed` or `invalid_request`, never a 500 `internal_error`
 * (docs/graphql.md#client-errors).
 */
let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

async function post(body: Record<string, unknown>) {
  return t.request('POST', '/graphql', { key: org.testKey, body });
}

function expectClientError(res: { status: number; body: any }, code: string) {
  expect(res.status).toBe(400);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].extensions.code).toBe(code);
  expect(res.body.data).toBeUndefined();
}

describe('variables that do not coerce', () => {
  it('answers a string for an Int variable with 400 validation_failed naming the variable', async () => {
    const res = await post({ query: 'query($first: Int){ projects(first: $first){ nodes { id } } }', variables: { first: 'abc' } });
    expectClientError(res, 'validation_failed');
    expect(res.body.errors[0].extensions).toMatchObject({ param: '$first', details: { errors: [{ param: '$first', code: 'invalid_type' }] } });
  });

  it('answers a number for a String input field and an array for an ID with 400', async () => {
    const nif = await post({
      query: 'mutation($input: CreateProviderInput!){ createProvider(input: $input){ id } }',
      variables: { input: { name: 'P', nif: 1e-7 } },
    });
    expectClientError(nif, 'validation_failed');
    const id = await post({ query: 'query($id: ID!){ project(id: $id){ id } }', variables: { id: ['prj_x'] } });
    expectClientError(id, 'validation_failed');
  });

  it('answers a missing required variable with 400 validation_failed, code required', async () => {
    const res = await post({ query: 'query($id: ID!){ project(id: $id){ id } }' });
    expectClientError(res, 'validation_failed');
    expect(res.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: '$id', code: 'required' });
    const nulled = await post({ query: 'query($id: ID!){ project(id: $id){ id } }', variables: { id: null } });
    expectClientError(nulled, 'validation_failed');
  });

  it('lists every variable that does not coerce', async () => {
    const res = await post({
      query: 'query($first: Int, $q: String){ projects(first: $first, q: $q){ nodes { id } } }',
      variables: { first: 1.5, q: { a: 1 } },
    });
    expectClientError(res, 'validation_failed');
    expect(res.body.errors[0].extensions.details.errors.map((e: { param: string }) => e.param)).toEqual(['$first', '$q']);
  });
});

describe('operation names', () => {
  it('answers an operationName that names no operation with 400 invalid_request, anonymous or named', async () => {
    expectClientError(await post({ query: '{ projects { nodes { id } } }', operationName: 'Q' }), 'invalid_request');
    expectClientError(await post({ query: 'query A { projects { nodes { id } } }', operationName: 'B' }), 'invalid_request');
    expectClientError(
      await post({ query: 'query A { projects { nodes { id } } } query B { projects { totalCount } }' }),
      'invalid_request',
    );
  });

  it('runs the operation named among several', async () => {
    const res = await post({ query: 'query A { projects { nodes { id } } } query B { projects { totalCount } }', operationName: 'B' });
    expect(res.status).toBe(200);
    expect(res.body.data.projects.totalCount).toBe(0);
  });
});
