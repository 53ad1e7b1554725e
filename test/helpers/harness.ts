import type { MikroORM } from '@mikro-orm/postgresql';
import { type App, type AppOptions, createApp } from '../../src/app.js';
import { createOrm } from '../../src/orm.js';
import { createKeyForOrganization, createOrganization } from '../../src/organizations/organization.service.js';
import { type Logger, createLogger } from '../../src/platform/logger.js';
import { cloneDatabase } from './database.js';
import { checkResponse } from './openapi.js';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is, instead of JSON-encoding `body`. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestOrg {
  id: string;
  testKey: string;
  liveKey: string;
  testKeyId: string;
  liveKeyId: string;
}

export interface TestApp {
  baseUrl: string;
  databaseUrl: string;
  orm: MikroORM;
  app: App;
  /** SQL statements the ORM sent since the last `resetQueries()`. */
  queries: string[];
  resetQueries(): void;
  createOrg(name?: string): Promise<TestOrg>;
  createKey(org: TestOrg, mode: 'test' | 'live', scopes: string[]): Promise<string>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  graphql<T = any>(key: string | null, query: string, variables?: Record<string, unknown>): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * The rate limit of test servers: high enough never to refuse a test's requests (the tests of
 * rate limits pass their own).
 */
const TEST_RATE_LIMIT = { perSecond: 100_000, burst: 100_000 };

/**
 * A real server on 127.0.0.1 (free port) over a database of its own; `options` as the
 * configuration would set them, and `logger` to capture its log.
 */
export async function startTestApp(options: AppOptions & { logger?: Logger } = {}): Promise<TestApp> {
  const db = await cloneDatabase();
  const queries: string[] = [];
  const orm = await createOrm(db.url, { onQuery: (sql) => queries.push(sql) });
  const { logger, ...appOptions } = options;
  const app = await createApp(orm, logger ?? createLogger(process.env.LOG_LEVEL ?? 'silent'), { rateLimit: TEST_RATE_LIMIT, ...appOptions });
  const server = await app.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.Authorization = `Bearer ${options.key}`;
    let body: string | Buffer | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    // Every /v1 response must be one the OpenAPI document describes.
    checkResponse(method, path, response.status, response.headers, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  return {
    baseUrl,
    databaseUrl: db.url,
    orm,
    app,
    queries,
    resetQueries: () => {
      queries.length = 0;
    },
    async createOrg(name = 'Construcciones Test') {
      const result = await createOrganization(orm.em.fork(), { name, email: 'ops@example.com' });
      const [test, live] = result.api_keys;
      return { id: result.organization.id, testKey: test.secret, liveKey: live.secret, testKeyId: test.id, liveKeyId: live.id };
    },
    async createKey(org, mode, scopes) {
      const key = await createKeyForOrganization(orm.em.fork(), { organizationId: org.id, mode, scopes });
      return key.secret;
    },
    request,
    graphql: (key, query, variables) => request('POST', '/graphql', { key, body: { query, variables } }),
    async close() {
      await app.close();
      await orm.close();
      await db.drop();
    },
  };
}

/** Counts rows of a table straight from the database (to prove a refused request changed nothing). */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows = await t.orm.em.getConnection().execute(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}
