import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { openApiDocument } from '../../rest-facade/openapi/document.js';

/**
 * The truth check: every REST response a test receives is checked against the published OpenAPI
 * document — its status must be one the operation documents, its body must match that status's
 * schema, and the headers the document promises must be there. A response the document does not
 * describe fails the test that received it. The test harness calls `checkResponse` on every
 * `/v1` request (test/helpers/harness.ts).
 */

type Doc = ReturnType<typeof openApiDocument>;

interface Route {
  template: string;
  pattern: RegExp;
  methods: Record<string, { responses: Record<string, { headers?: Record<string, { required?: boolean }>; content?: Record<string, unknown> }> }>;
}

interface Checker {
  routes: Route[];
  validator(pointer: string): ValidateFunction;
}

let checker: Checker | null = null;

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function build(): Checker {
  const doc = JSON.parse(JSON.stringify(openApiDocument())) as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components });
  const compiled = new Map<string, ValidateFunction>();
  const routes = Object.entries(doc.paths ?? {}).map(([template, item]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: item as Route['methods'],
  }));
  return {
    routes,
    validator(pointer) {
      let fn = compiled.get(pointer);
      if (!fn) {
        const schema = pointer.split('/').reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
        if (!schema) throw new Error(`the document has no schema at ${pointer}`);
        // Component references resolve against the document's components.
        const rebased = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
        fn = ajv.compile(rebased);
        compiled.set(pointer, fn);
      }
      return fn;
    },
  };
}

/** A failed check: names the request and says what the document does not describe. */
class UndocumentedResponse extends Error {
  constructor(method: string, url: string, status: number, problem: string, body: unknown) {
    super(`${method} ${url} → ${status}: ${problem}\n${JSON.stringify(body).slice(0, 2000)}`);
    this.name = 'UndocumentedResponse';
  }
}

function checkBody(c: Checker, pointer: string, body: unknown, fail: (problem: string) => never): void {
  const validate = c.validator(pointer);
  if (!validate(body)) fail(`body does not match ${pointer}: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
}

/**
 * Checks one response of `method url`. Paths outside `/v1` (and the document itself) are not
 * the document's business.
 */
export function checkResponse(method: string, url: string, status: number, headers: Headers, body: unknown): void {
  const pathname = new URL(url, 'http://x').pathname;
  if (!pathname.startsWith('/v1/') || pathname === '/v1/openapi.json') return;
  const c = (checker ??= build());
  const fail = (problem: string): never => {
    throw new UndocumentedResponse(method, url, status, problem, body);
  };
  if (!headers.get('request-id')?.startsWith('req_')) fail('no Request-Id header');
  // The router is not strict about a trailing slash (`/v1/projects/` is `/v1/projects`).
  const path = pathname.slice('/v1'.length).replace(/(.)\/$/, '$1');
  // A literal segment wins over a parameter (`/budgets/import` over `/budgets/{id}`), as in the
  // router; a method the literal path lacks falls to the next path that takes it.
  const lower = method.toLowerCase();
  const candidates = c.routes
    .filter((r) => r.pattern.test(path))
    .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  const route = candidates.find((r) => r.methods[lower]) ?? candidates[0];
  // An unknown route is a 404 (or 401 for a caller without a valid key: authentication comes first).
  // A body that cannot be read is refused before routing: 400 (not JSON), 413, 415.
  const beforeRouting: Record<number, string> = { 400: 'BadRequestError', 413: 'PayloadTooLargeError', 415: 'UnsupportedMediaTypeError' };
  if (!route) {
    if (status === 404) return checkBody(c, 'components/schemas/NotFoundError', body, fail);
    if (status === 401) return checkBody(c, 'components/schemas/UnauthorizedError', body, fail);
    if (beforeRouting[status]) return checkBody(c, `components/schemas/${beforeRouting[status]}`, body, fail);
    return fail('no documented path matches');
  }
  const operation = route.methods[lower];
  if (!operation) {
    if (beforeRouting[status]) return checkBody(c, `components/schemas/${beforeRouting[status]}`, body, fail);
    if (status === 405) {
      if (!headers.get('allow')) fail('405 without Allow');
      return checkBody(c, 'components/schemas/MethodNotAllowedError', body, fail);
    }
    if (status === 401) return checkBody(c, 'components/schemas/UnauthorizedError', body, fail);
    return fail(`${method} is not documented on ${route.template}`);
  }
  const response = operation.responses[String(status)];
  if (!response) fail(`status ${status} is not documented for ${method} ${route.template}`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && headers.get(name) === null) fail(`header ${name} is missing`);
  }
  const types = Object.keys(response.content ?? {});
  if (types.length === 0) return;
  const contentType = headers.get('content-type') ?? '';
  const type = types.find((t) => contentType.startsWith(t));
  if (!type) fail(`content type ${contentType} is not one of ${types.join(', ')}`);
  if (type === 'application/json') {
    checkBody(c, `paths/${escape(route.template)}/${lower}/responses/${status}/content/${escape(type)}/schema`, body, fail);
  }
}

/** Problems of an event envelope against the document's `webhooks` entry of its type (empty when it matches). */
export function validateWebhook(event: { type: string }): string[] {
  const c = (checker ??= build());
  const validate = c.validator(`webhooks/${escape(event.type)}/post/requestBody/content/application~1json/schema`);
  return validate(event) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/**
 * `fetch` for tests that talk to a server of their own (a child process, a second app): the
 * same truth check as `t.request` on every `/v1` response.
 */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  const text = await response.clone().text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) body = text ? JSON.parse(text) : null;
  checkResponse(init.method ?? 'GET', url, response.status, response.headers, body);
  return response;
}
