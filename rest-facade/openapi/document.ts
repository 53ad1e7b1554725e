import { z } from 'zod';
import { type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, createDocument } from 'zod-openapi';
import { budgetObject } from '../../src/budgets/budget.representation.js';
import { certificationObject } from '../../src/certifications/certification.representation.js';
import { commitmentObject } from '../../src/commitments/commitment.representation.js';
import { changeOrderObject } from '../../src/commitments/change-order.representation.js';
import { deliveryNoteObject } from '../../src/documents/delivery-notes/delivery-note.representation.js';
import { EVENT_TYPES } from '../../src/events/event-types.js';
import { eventEnvelopeObject } from '../../src/events/event.representation.js';
import { invoiceObject } from '../../src/documents/invoices/invoice.representation.js';
import { projectObject } from '../../src/projects/project.representation.js';
import { providerObject } from '../../src/providers/provider.representation.js';
import { idField } from '../../src/platform/response-fields.js';
import { ERRORS, type ErrorStatus, methodNotAllowed } from './errors.js';
import { OPERATIONS, type Operation } from './operations.js';

/**
 * The OpenAPI 3.1 document of `/v1`, built from the operation table and the same zod schemas
 * that validate requests, so it cannot drift from what the service accepts (docs/openapi.md).
 * Served at `GET /v1/openapi.json`; rendered at `/docs`.
 */

const requestId = z.string().meta({
  description: 'The request id, also in error bodies and the access log.',
  example: 'req_01jd8x9c0000000000000000aa',
});
const rateLimitPolicy = z.string().meta({
  description: 'The key\'s token bucket: `q` requests at once, refilled in `w` seconds (docs/api-conventions.md#rate-limits).',
  example: '"default";q=100;w=2',
});
const rateLimit = z.string().meta({
  description: 'What the bucket holds now: `r` requests at once, full again in `t` seconds.',
  example: '"default";r=57;t=1',
});
const replayed = z.literal('true').meta({ description: 'On an answer replayed for a repeated `Idempotency-Key`.' });

/** The headers of a response: every one has a request id and the rate-limit policy; authenticated ones the bucket's state. */
function responseHeaders(status: number, post: boolean) {
  const headers: Record<string, z.ZodType> = { 'Request-Id': requestId, 'RateLimit-Policy': rateLimitPolicy };
  // A 401 has no bucket to describe; a 400 from the HTTP parser (a request line over 16 KiB) comes before the key is read,
  // a 503 may come before the bucket could be read.
  if (status === 400 || status === 503) headers.RateLimit = rateLimit.optional();
  else if (status !== 401) headers.RateLimit = rateLimit;
  if (status === 429) headers['Retry-After'] = z.string().meta({ description: 'Whole seconds until a token is due.', example: '1' });
  if (status === 503) headers['Retry-After'] = z.string().meta({ description: 'Whole seconds to wait before retrying.', example: '5' });
  // Stored answers (successes, 404 and 409) can come back as replays.
  if (post && (status < 300 || status === 404 || status === 409)) headers['Idempotent-Replayed'] = replayed.optional();
  return z.object(headers);
}

/** A file as the body of a request or response. */
const binary = z.string().meta({ override: { type: 'string', format: 'binary' } });

const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    description:
      'Makes the POST safe to retry: the first answer is stored for 24 hours and replayed for the same key (docs/api-conventions.md#idempotency). 1–255 printable ASCII characters.',
    example: '6f1c2b9e-7a41-4c1e-9a3f-3c2d9f0b8e11',
  });

function errorStatuses(op: Operation): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 401, 403, 413, 415, 422, 429, 500, 503];
  if (op.path.includes('{id}')) statuses.push(404);
  if (op.method !== 'get') statuses.push(409);
  return statuses.sort((a, b) => a - b);
}

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const responses: Record<number, ZodOpenApiResponseObject> = {
    [op.status]: {
      description: op.status === 201 ? 'Created.' : 'OK.',
      headers: responseHeaders(op.status, op.method === 'post'),
      content: op.fileResponse
        ? { [op.fileResponse]: { schema: binary } }
        : { 'application/json': { schema: op.response }, ...(op.alternateResponse ? { [op.alternateResponse]: { schema: binary } } : {}) },
    },
  };
  if (op.etag) {
    const etag = z.string().meta({ description: 'The SHA-256 of the file, quoted.', example: '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"' });
    responses[op.status].headers = responseHeaders(op.status, false).extend({ ETag: etag });
    responses[304] = {
      description: 'Not modified: `If-None-Match` names the current `ETag`. No body.',
      headers: responseHeaders(304, false).extend({ ETag: etag }),
    };
  }
  for (const status of errorStatuses(op)) {
    responses[status] = {
      description: ERRORS[status].description,
      headers: responseHeaders(status, op.method === 'post'),
      content: { 'application/json': { schema: ERRORS[status].schema } },
    };
  }
  const id = op.path.includes('{id}') ? { path: z.object({ id: z.string().meta({ description: 'The resource id.' }) }) } : {};
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: [op.description, op.anyScope ? `Scope: ${op.anyScope.map((s) => `\`${s}\``).join(' or ')}, as the target needs.` : `Scope: \`${op.scope}\`.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: [op.tag],
    security: (op.anyScope ?? [op.scope]).map((scope) => ({ apiKey: [scope] })),
    'x-required-scope': op.scope,
    requestParams: {
      ...id,
      ...(op.query ? { query: op.query } : {}),
      ...(op.method === 'post' ? { header: z.object({ 'Idempotency-Key': idempotencyKey }) } : {}),
      ...(op.etag
        ? { header: z.object({ 'If-None-Match': z.string().optional().meta({ description: 'An `ETag` this operation answered: a 304 when it is still current.' }) }) }
        : {}),
    },
    ...(op.fileBody
      ? { requestBody: { required: true, content: Object.fromEntries(op.fileBody.map((type) => [type, { schema: binary }])) } }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: op.body, ...(op.bodyExample ? { example: op.bodyExample } : {}) } },
          },
        }
      : {}),
    responses,
  };
}

const OBJECT_OF_RESOURCE: Record<string, z.ZodType> = {
  project: projectObject,
  provider: providerObject,
  invoice: invoiceObject,
  delivery_note: deliveryNoteObject,
  budget: budgetObject,
  commitment: commitmentObject,
  change_order: changeOrderObject,
  certification: certificationObject,
};

/** One entry of `webhooks` per event type: the envelope with that resource's `data.object`. */
function webhooks() {
  const signature = z.string().meta({
    description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>`; Stripe\'s scheme.',
    example: 't=1795849200,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  });
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const object = OBJECT_OF_RESOURCE[type.split('.')[0]];
      const envelope = eventEnvelopeObject.extend({
        type: z.literal(type),
        data: z.strictObject({ object, previous_attributes: z.record(z.string(), z.unknown()).optional() }),
      });
      return [
        type,
        {
          post: {
            summary: type,
            description: 'POSTed to every enabled endpoint subscribed to the type, its `<resource>.*` or `*` (docs/webhooks.md).',
            requestParams: {
              header: z.object({
                'Service-Event': z.literal(type),
                'Service-Delivery': idField('event').meta({ description: 'The event id; the same on every retry.' }),
                'Service-Signature': signature,
              }),
            },
            requestBody: { content: { 'application/json': { schema: envelope } } },
            responses: {
              '200': { description: 'Any 2xx within 10 seconds is a success; anything else is retried (6 attempts in all).' },
            },
          },
        },
      ];
    }),
  );
}

function paths(): ZodOpenApiPathsObject {
  const out: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) {
    out[op.path] ??= {};
    (out[op.path] as Record<string, ZodOpenApiOperationObject>)[op.method] = operationObject(op);
  }
  return out;
}

let cached: ReturnType<typeof createDocument> | null = null;

export function openApiDocument(): ReturnType<typeof createDocument> {
  cached ??= createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Cost-control API',
      version: '1.0.0',
      description: [
        'Projects, budgets, providers, invoices, delivery notes and their reconciliation, for construction companies.',
        'Money is integer cents; dates `YYYY-MM-DD`; timestamps ISO 8601 UTC with milliseconds.',
        'Authenticate with `Authorization: Bearer svc_test_…` (sandbox) or `svc_live_…`. Conventions: docs/api-conventions.md.',
        'A path no route serves answers 404 `not_found` (`NotFoundError`); a known path asked with another method answers 405 `method_not_allowed` with `Allow` (`MethodNotAllowedError`); without a valid key either may be a 401 first, and a body that cannot be read a 400, 413 or 415.',
      ].join('\n\n'),
    },
    servers: [{ url: '/v1' }],
    security: [{ apiKey: [] }],
    tags: ['Projects', 'Providers', 'Invoices', 'Delivery notes', 'Budgets', 'Commitments', 'Certifications', 'Organization', 'Webhooks', 'Events', 'API keys'].map((name) => ({ name })),
    paths: paths(),
    webhooks: webhooks(),
    components: {
      schemas: {
        // Answers of requests no operation takes: a path no route serves, a method a path does not take.
        NotFoundError: ERRORS[404].schema,
        MethodNotAllowedError: methodNotAllowed,
        BadRequestError: ERRORS[400].schema,
        PayloadTooLargeError: ERRORS[413].schema,
        UnsupportedMediaTypeError: ERRORS[415].schema,
      },
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'svc_(test|live)_<32 base62>',
          description: 'An API key of the organization. Each operation lists the scope it needs.',
        },
      },
    },
  });
  return cached;
}
