import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzReport, type Target, fuzz, prepareTarget, restRoutes } from './fuzz/fuzzer.js';
import { type TestApp, startTestApp } from './helpers/harness.js';

/**
 * Seeded fuzzing of every REST route and of GraphQL (docs/operations.md#fuzzing): no request makes
 * the service answer 5xx, and every 4xx is in the documented envelope. The suite sends
 * `FUZZ_REQUESTS` (3,000) requests from seed `FUZZ_SEED` (1); `npm run fuzz -- --requests 100000`
 * is the long run.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);

let t: TestApp;
let target: Target;

beforeAll(async () => {
  t = await startTestApp();
  target = await prepareTarget(t.baseUrl, (name) => t.createOrg(name), (id, scopes) => t.createKey({ id } as never, 'test', scopes));
});
afterAll(() => t?.close());

describe(`${REQUESTS} fuzzed requests (seed ${SEED})`, () => {
  it('never answer 5xx, and every error is in the documented shape', async () => {
    const report: FuzzReport = await fuzz({ baseUrl: t.baseUrl, ...target, requests: REQUESTS, seed: SEED });
    console.log(
      `fuzz: ${report.requests} requests (${report.rest} REST over ${report.routes} routes, ${report.graphql} GraphQL) in ${report.ms} ms; ` +
        `statuses ${JSON.stringify(report.byStatus)}; ${report.failures.length} failures`,
    );
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(report.rest + report.graphql).toBe(REQUESTS);
  }, 600_000);

  it('covers every REST route', () => {
    expect(restRoutes().length).toBeGreaterThanOrEqual(45);
  });
});
