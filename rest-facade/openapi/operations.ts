import { z } from 'zod';
import { apiKeyObject, apiKeyWithSecretObject } from '../../src/api-keys/api-key.representation.js';
import { createKeyInput, listKeysQuery } from '../../src/api-keys/api-key.schemas.js';
import {
  budgetItemObject,
  budgetObject,
  budgetWithItemsObject,
} from '../../src/budgets/budget.representation.js';
import { BC3_MEDIA_TYPE, BC3_UPLOAD_TYPES } from '../../src/budgets/budget-bc3.service.js';
import {
  createBudgetInput,
  exportBudgetQuery,
  getBudgetQuery,
  importBudgetQuery,
  listBudgetItemsQuery,
  listBudgetsQuery,
  updateBudgetInput,
  updateBudgetItemInput,
} from '../../src/budgets/budget.schemas.js';
import { commitmentObject } from '../../src/commitments/commitment.representation.js';
import { createCommitmentInput, listCommitmentsQuery, updateCommitmentInput } from '../../src/commitments/commitment.schemas.js';
import { changeOrderObject } from '../../src/commitments/change-order.representation.js';
import { certificationObject } from '../../src/certifications/certification.representation.js';
import {
  createCertificationInput,
  listCertificationsQuery,
  markPaidInput,
  updateCertificationInput,
} from '../../src/certifications/certification.schemas.js';
import { costReportObject, costReportSnapshotObject } from '../../src/cost-reports/cost-report.representation.js';
import { costReportQuery, listSnapshotsQuery } from '../../src/cost-reports/cost-report.schemas.js';
import { createChangeOrderInput, listChangeOrdersQuery, updateChangeOrderInput } from '../../src/commitments/change-order.schemas.js';
import { deliveryNoteObject } from '../../src/documents/delivery-notes/delivery-note.representation.js';
import {
  createDeliveryNoteInput,
  listDeliveryNotesQuery,
  updateDeliveryNoteInput,
} from '../../src/documents/delivery-notes/delivery-note.schemas.js';
import { eventObject } from '../../src/events/event.representation.js';
import { eventListQuery } from '../../src/events/event.schemas.js';
import { invoiceObject } from '../../src/documents/invoices/invoice.representation.js';
import { createInvoiceInput, listInvoicesQuery, updateInvoiceInput } from '../../src/documents/invoices/invoice.schemas.js';
import { organizationObject } from '../../src/organizations/organization.representation.js';
import { updateOrganizationInput } from '../../src/organizations/organization.schemas.js';
import { projectObject } from '../../src/projects/project.representation.js';
import { createProjectInput, listProjectsQuery, updateProjectInput } from '../../src/projects/project.schemas.js';
import { providerObject } from '../../src/providers/provider.representation.js';
import { createProviderInput, listProvidersQuery, updateProviderInput } from '../../src/providers/provider.schemas.js';
import { matchDeliveryNoteInput, matchInvoiceInput } from '../../src/documents/reconciliation/reconciliation.schemas.js';
import type { Scope } from '../../src/platform/actor.js';
import { deletedObject, softDeletedObject } from '../../src/platform/response-fields.js';
import {
  redeliveryObject,
  webhookDeliveryObject,
  webhookEndpointObject,
  webhookEndpointWithSecretObject,
} from '../../src/webhooks/webhook.representation.js';
import { createWebhookInput, listDeliveriesQuery, listWebhooksQuery, updateWebhookInput } from '../../src/webhooks/webhook.schemas.js';

/**
 * Every operation of `/v1`, described with the zod schemas the services validate with and the
 * response schemas next to the representations. `document.ts` turns this table into the OpenAPI
 * document; a test checks that it lists exactly the routes the Koa routers serve, and every REST
 * response the test suite receives is validated against it (docs/openapi.md).
 */
export interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI form, under `/v1`: `/projects/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The scope the key needs (403 `insufficient_scope` otherwise). */
  scope: Scope;
  /**
   * When the scope depends on the resource (a budget's change order or a commitment's): any of
   * these lets the request in, and the resource decides which it needs; `scope` is the first.
   */
  anyScope?: readonly [Scope, Scope];
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyExample?: Record<string, unknown>;
  status: 200 | 201;
  response: z.ZodType;
  /** A file body instead of JSON: the media types it takes. */
  fileBody?: readonly string[];
  /** A file answer instead of JSON: its media type. */
  fileResponse?: string;
  /** JSON, or this media type of the same content when the query asks for it (`?format=csv`). */
  alternateResponse?: string;
  /** The answer carries an `ETag`; `If-None-Match` with it is a 304 without a body. */
  etag?: boolean;
  /** A GET that answers 409 while its resource is not in a state to give it (a draft's invoice). */
  conflicts?: boolean;
}

/** `{data, pagination}` of a list (docs/api-conventions.md#pagination). */
function listOf(item: z.ZodType, id: string) {
  return z
    .strictObject({
      data: z.array(item),
      pagination: z.strictObject({
        next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last.' }),
        limit: z.number().int(),
      }),
    })
    .meta({ id });
}

/** The operations of a resource with the usual five routes. */
function crud(spec: {
  tag: string;
  path: string;
  singular: string;
  read: Scope;
  write: Scope;
  object: z.ZodType;
  listId: string;
  listQuery: z.ZodObject;
  create: z.ZodType;
  createExample?: Record<string, unknown>;
  update: z.ZodType;
  /** The PATCH's description, when more than the fields sent change. */
  updateDescription?: string;
  /** The DELETE; a resource without one (commitments: void them) leaves it out. */
  deleted?: { response: z.ZodType; summary: string; operationId?: string };
}): Operation[] {
  const name = spec.singular.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
  const Name = name[0].toUpperCase() + name.slice(1);
  const item = `${spec.path}/{id}`;
  const operations: Operation[] = [
    { method: 'get', path: spec.path, operationId: `list${Name}s`, summary: `List ${spec.singular}s`, tag: spec.tag, scope: spec.read, query: spec.listQuery, status: 200, response: listOf(spec.object, spec.listId) },
    { method: 'post', path: spec.path, operationId: `create${Name}`, summary: `Create a ${spec.singular}`, tag: spec.tag, scope: spec.write, body: spec.create, bodyExample: spec.createExample, status: 201, response: spec.object },
    { method: 'get', path: item, operationId: `get${Name}`, summary: `Get a ${spec.singular}`, tag: spec.tag, scope: spec.read, status: 200, response: spec.object },
    { method: 'patch', path: item, operationId: `update${Name}`, summary: `Update a ${spec.singular}`, description: spec.updateDescription ?? 'Only the fields sent change.', tag: spec.tag, scope: spec.write, body: spec.update, status: 200, response: spec.object },
  ];
  if (spec.deleted) {
    operations.push({ method: 'delete', path: item, operationId: spec.deleted.operationId ?? `delete${Name}`, summary: spec.deleted.summary, tag: spec.tag, scope: spec.write, status: 200, response: spec.deleted.response });
  }
  return operations;
}

/** Restore, match and unmatch of a document (invoices, delivery notes). */
function documentActions(spec: { tag: string; path: string; Name: string; write: Scope; object: z.ZodType; match: z.ZodType; others: string }): Operation[] {
  const item = `${spec.path}/{id}`;
  return [
    { method: 'post', path: `${item}/restore`, operationId: `restore${spec.Name}`, summary: 'Restore a soft-deleted document', description: 'Within 90 days of the delete, and only while its project is not archived.', tag: spec.tag, scope: spec.write, status: 200, response: spec.object },
    { method: 'post', path: `${item}/match`, operationId: `match${spec.Name}`, summary: `Link ${spec.others}`, description: 'Both sides live, same project and provider; linking twice is a no-op.', tag: spec.tag, scope: spec.write, body: spec.match, status: 200, response: spec.object },
    { method: 'post', path: `${item}/unmatch`, operationId: `unmatch${spec.Name}`, summary: `Unlink ${spec.others}`, tag: spec.tag, scope: spec.write, body: spec.match, status: 200, response: spec.object },
  ];
}

/** Commitments (docs/commitments.md): list, create, read and PATCH (fields, draft lines, status moves). */
function commitmentOperations(): Operation[] {
  return crud({
    tag: 'Commitments',
    path: '/commitments',
    singular: 'commitment',
    read: 'read:commitments',
    write: 'write:commitments',
    object: commitmentObject,
    listId: 'CommitmentList',
    listQuery: listCommitmentsQuery,
    create: createCommitmentInput,
    createExample: {
      project_id: 'prj_01jd8x9c0000000000000000aa',
      provider_id: 'prov_01jd8x9c0000000000000000aa',
      kind: 'purchase_order',
      number: 'PED-2026-014',
      title: 'Hormigón HA-25 para cimentación',
      lines: [{ budget_item_id: 'bitem_01jd8x9c0000000000000000aa', description: 'Hormigón HA-25/B/20/IIa', quantity: 100, unit: 'm3', unit_price: 8000 }],
    },
    update: updateCommitmentInput,
    updateDescription:
      'Only the fields sent change. `lines` replaces every line and is accepted in `draft` only (409 after approval: use a change order). `status` moves draft → approved → closed, or draft/approved → void (409 `invalid_state_transition` otherwise); approving needs at least one line.',
  });
}

/** Certifications (docs/certifications.md): drafts, issue, void, payment, and the two documents of an issued one. */
function certificationOperations(): Operation[] {
  const tag = 'Certifications';
  const item = '/certifications/{id}';
  const action = (verb: string, operationId: string, summary: string, description: string): Operation => ({
    method: 'post',
    path: `${item}/${verb}`,
    operationId,
    summary,
    description,
    tag,
    scope: 'write:certifications',
    status: 200,
    response: certificationObject,
  });
  return [
    ...crud({
      tag,
      path: '/certifications',
      singular: 'certification',
      read: 'read:certifications',
      write: 'write:certifications',
      object: certificationObject,
      listId: 'CertificationList',
      listQuery: listCertificationsQuery,
      create: createCertificationInput,
      createExample: {
        project_id: 'prj_01jd8x9c0000000000000000aa',
        budget_id: 'bud_01jd8x9c0000000000000000aa',
        period_start: '2026-11-01',
        period_end: '2026-11-30',
        lines: [{ budget_item_id: 'bitem_01jd8x9c0000000000000000aa', quantity_to_date: 120.5 }],
      },
      update: updateCertificationInput,
      updateDescription: 'A draft only: the header, and `lines` (the items measured this time, replacing those sent before). An issued certification never changes (409).',
    }),
    action('issue', 'issueCertification', 'Issue a certification', 'Values the draft at the prices of now, freezes it and gives it the next invoice number of the organization\'s series for the year (`CERT-2026-0007`, gapless).'),
    action('void', 'voidCertification', 'Void a draft certification', 'Only a draft; its number within the project is taken by the next one.'),
    {
      ...action('mark-paid', 'markCertificationPaid', 'Record the payment of an issued certification', 'An issued certification becomes paid (`paid_on` defaults to today).'),
      anyScope: ['write:certifications', 'write:invoices'],
      body: markPaidInput,
    },
    {
      method: 'get',
      path: `${item}/facturae`,
      operationId: 'getCertificationFacturae',
      summary: "An issued certification's invoice as Facturae 3.2.2",
      description: 'Unsigned XML, valid against the official schema; the organization is the seller, the project\'s client the buyer, the retention of guarantee in `AmountsWithheld`. 409 for a draft or void one; 422 naming each invoice party field that is not set.',
      tag,
      scope: 'read:certifications',
      status: 200,
      response: z.string(),
      fileResponse: 'application/xml',
      conflicts: true,
    },
    {
      method: 'get',
      path: `${item}/pdf`,
      operationId: 'getCertificationPdf',
      summary: "An issued certification's relación valorada (PDF)",
      description: 'Chapters and items with previous, this period and to-date quantities and amounts, and the header figures. 409 for a draft or void one.',
      tag,
      scope: 'read:certifications',
      status: 200,
      response: z.string(),
      fileResponse: 'application/pdf',
      conflicts: true,
    },
  ];
}

/** Change orders (docs/commitments.md#change-orders): the scope follows the target, budget or commitment. */
function changeOrderOperations(): Operation[] {
  const reads = ['read:budgets', 'read:commitments'] as const;
  const writes = ['write:budgets', 'write:commitments'] as const;
  const byTarget = (verb: string) => `Needs \`${verb}:budgets\` for a budget's change order, \`${verb}:commitments\` for a commitment's.`;
  return [
    { method: 'get', path: '/change-orders', operationId: 'listChangeOrders', summary: 'List change orders', description: `Newest first; only those of targets the key may read. ${byTarget('read')}`, tag: 'Commitments', scope: reads[0], anyScope: reads, query: listChangeOrdersQuery, status: 200, response: listOf(changeOrderObject, 'ChangeOrderList') },
    {
      method: 'post',
      path: '/change-orders',
      operationId: 'createChangeOrder',
      summary: 'Create a change order',
      description: `Pending, numbered after its target's last one. A budget must be accepted, a commitment approved (409 otherwise). ${byTarget('write')}`,
      tag: 'Commitments',
      scope: writes[0],
      anyScope: writes,
      body: createChangeOrderInput,
      bodyExample: { target: 'commitment', commitment_id: 'cmt_01jd8x9c0000000000000000aa', title: 'Ampliación de zapatas', lines: [{ description: 'Hormigón HA-25', unit: 'm3', quantity_delta: 12, unit_price: 8000 }] },
      status: 201,
      response: changeOrderObject,
    },
    { method: 'get', path: '/change-orders/{id}', operationId: 'getChangeOrder', summary: 'Get a change order', description: byTarget('read'), tag: 'Commitments', scope: reads[0], anyScope: reads, status: 200, response: changeOrderObject },
    {
      method: 'patch',
      path: '/change-orders/{id}',
      operationId: 'updateChangeOrder',
      summary: 'Update, approve, reject or void a change order',
      description: `\`title\` and \`reason\` while pending; \`status\`: pending → approved (applied to its budget or commitment at once, exactly once), rejected or void. ${byTarget('write')}`,
      tag: 'Commitments',
      scope: writes[0],
      anyScope: writes,
      body: updateChangeOrderInput,
      status: 200,
      response: changeOrderObject,
    },
  ];
}

export const OPERATIONS: Operation[] = [
  ...crud({
    tag: 'Projects',
    path: '/projects',
    singular: 'project',
    read: 'read:projects',
    write: 'write:projects',
    object: projectObject,
    listId: 'ProjectList',
    listQuery: listProjectsQuery,
    create: createProjectInput,
    createExample: { name: 'Edificio Calle Mayor 12', address: 'Calle Mayor 12, Madrid', start_date: '2027-01-11' },
    update: updateProjectInput,
    deleted: { response: projectObject, summary: 'Archive a project (restorable for 90 days)', operationId: 'archiveProject' },
  }),
  {
    method: 'post',
    path: '/projects/{id}/restore',
    operationId: 'restoreProject',
    summary: 'Restore an archived project',
    description: 'Within 90 days; it returns to the status it had before.',
    tag: 'Projects',
    scope: 'write:projects',
    status: 200,
    response: projectObject,
  },
  ...crud({
    tag: 'Providers',
    path: '/providers',
    singular: 'provider',
    read: 'read:providers',
    write: 'write:providers',
    object: providerObject,
    listId: 'ProviderList',
    listQuery: listProvidersQuery,
    create: createProviderInput,
    createExample: { name: 'Hormigones del Sur S.L.', nif: 'B12345674', category: 'materiales' },
    update: updateProviderInput,
    deleted: { response: deletedObject, summary: 'Delete a provider without documents' },
  }),
  ...crud({
    tag: 'Invoices',
    path: '/invoices',
    singular: 'invoice',
    read: 'read:invoices',
    write: 'write:invoices',
    object: invoiceObject,
    listId: 'InvoiceList',
    listQuery: listInvoicesQuery,
    create: createInvoiceInput,
    createExample: {
      project_id: 'prj_01jd8x9c0000000000000000aa',
      provider_id: 'prov_01jd8x9c0000000000000000aa',
      invoice_number: 'F-2026-0042',
      issue_date: '2026-11-02',
      subtotal_amount: 300141,
      tax_amount: 63030,
      total_amount: 363171,
      pdf_url: 'https://erp.example.com/invoices/F-2026-0042.pdf',
    },
    update: updateInvoiceInput,
    deleted: { response: softDeletedObject, summary: 'Soft-delete an invoice' },
  }).map((op) =>
    op.operationId === 'createInvoice' || op.operationId === 'updateInvoice'
      ? {
          ...op,
          description: [
            op.description,
            '`total_amount = subtotal_amount + tax_amount − withholding_amount` is checked when the request sends `withholding_amount` (422 `totals_mismatch`). A `pdf_url` starts its archival: `pdf` is `pending`, then `archived` or `failed` (`invoice.updated`; docs/documents-from-files.md).',
          ]
            .filter(Boolean)
            .join(' '),
        }
      : op,
  ),
  {
    method: 'get',
    path: '/invoices/{id}/pdf',
    operationId: 'getInvoicePdf',
    summary: "Download an invoice's archived PDF",
    description:
      'The copy archived from `pdf_url` (or the uploaded PDF an import created the invoice from), streamed. `ETag` is its SHA-256 (`pdf.sha256`); send it in `If-None-Match` to get a 304. A 404 while `pdf.status` is not `archived`.',
    tag: 'Invoices',
    scope: 'read:invoices',
    status: 200,
    response: z.string(),
    fileResponse: 'application/pdf',
    etag: true,
  },
  ...documentActions({ tag: 'Invoices', path: '/invoices', Name: 'Invoice', write: 'write:invoices', object: invoiceObject, match: matchInvoiceInput, others: 'delivery notes' }),
  ...crud({
    tag: 'Delivery notes',
    path: '/delivery-notes',
    singular: 'delivery note',
    read: 'read:delivery-notes',
    write: 'write:delivery-notes',
    object: deliveryNoteObject,
    listId: 'DeliveryNoteList',
    listQuery: listDeliveryNotesQuery,
    create: createDeliveryNoteInput,
    createExample: {
      project_id: 'prj_01jd8x9c0000000000000000aa',
      provider_id: 'prov_01jd8x9c0000000000000000aa',
      delivery_note_number: 'ALB-7731',
      delivery_date: '2026-11-05',
      line_items: [{ description: 'Hormigón HA-25/B/20/IIa', quantity: 7.5, unit: 'm3', unit_price: 8500, subtotal: 63750 }],
    },
    update: updateDeliveryNoteInput,
    deleted: { response: softDeletedObject, summary: 'Soft-delete a delivery note' },
  }),
  ...documentActions({
    tag: 'Delivery notes',
    path: '/delivery-notes',
    Name: 'DeliveryNote',
    write: 'write:delivery-notes',
    object: deliveryNoteObject,
    match: matchDeliveryNoteInput,
    others: 'invoices',
  }),
  ...crud({
    tag: 'Budgets',
    path: '/budgets',
    singular: 'budget',
    read: 'read:budgets',
    write: 'write:budgets',
    object: budgetObject,
    listId: 'BudgetList',
    listQuery: listBudgetsQuery,
    create: createBudgetInput,
    createExample: {
      project_id: 'prj_01jd8x9c0000000000000000aa',
      name: 'Presupuesto base',
      markup_percentage: 15,
      chapters: [
        {
          code: '01',
          title: 'Movimiento de tierras',
          items: [{ code: '01.01', description: 'Excavación de zanjas', unit: 'm3', quantity: 120.5, cost_price: 1450 }],
        },
      ],
    },
    update: updateBudgetInput,
    deleted: { response: deletedObject, summary: 'Delete a budget (not an accepted one)' },
  }).map((op) =>
    op.operationId === 'getBudget'
      ? { ...op, query: getBudgetQuery, description: 'With `include=items`, the budget with its chapters, items and breakdowns.', response: z.union([budgetWithItemsObject, budgetObject]) }
      : op,
  ),
  {
    method: 'post',
    path: '/budgets/import',
    operationId: 'importBudget',
    summary: 'Import a budget from a BC3 (FIEBDC-3) file',
    description:
      'The file is the raw body (Presto, Arquímedes/CYPE, TCQ exports). Answers the budget with its structure and `import_report` (the totals the file declares for its root and every chapter against the computed ones, and the warnings); a malformed file is a 422 whose errors name the record and the line, and nothing is created. A file whose computed totals differ from the declared ones by more than 0.5 % of the root is a 422 `total_mismatch` unless `accept_total_mismatch=true` (docs/bc3.md).',
    tag: 'Budgets',
    scope: 'write:budgets',
    query: importBudgetQuery,
    fileBody: BC3_UPLOAD_TYPES,
    status: 201,
    response: budgetWithItemsObject,
  },
  {
    method: 'get',
    path: '/budgets/{id}/export',
    operationId: 'exportBudget',
    summary: 'Export a budget as a BC3 (FIEBDC-3/2016) file',
    description: 'Windows-1252, declared in `~V`; re-imports to the same structure and totals.',
    tag: 'Budgets',
    scope: 'read:budgets',
    query: exportBudgetQuery,
    status: 200,
    response: z.string(),
    fileResponse: BC3_MEDIA_TYPE,
  },
  {
    method: 'get',
    path: '/budgets/{id}/items',
    operationId: 'listBudgetItems',
    summary: 'List the items of a budget',
    description: 'In budget order; `limit` defaults to 100.',
    tag: 'Budgets',
    scope: 'read:budgets',
    query: listBudgetItemsQuery,
    status: 200,
    response: listOf(budgetItemObject, 'BudgetItemList'),
  },
  {
    method: 'patch',
    path: '/budget-items/{id}',
    operationId: 'updateBudgetItem',
    summary: "Set a budget item's estimate to complete",
    description: 'What is still to spend on the item, as a person estimates it; the cost report then forecasts `actual + estimate_to_complete` (docs/cost-report.md). `null` clears it.',
    tag: 'Budgets',
    scope: 'write:budgets',
    body: updateBudgetItemInput,
    status: 200,
    response: budgetItemObject,
  },
  ...commitmentOperations(),
  ...changeOrderOperations(),
  ...certificationOperations(),
  {
    method: 'get',
    path: '/organization',
    operationId: 'getOrganization',
    summary: 'The organization the key belongs to',
    description: 'Its name, notice address, own tax id and fiscal address. People need `manage:organization` (owners and admins).',
    tag: 'Organization',
    scope: 'manage:api-keys',
    status: 200,
    response: organizationObject,
  },
  {
    method: 'patch',
    path: '/organization',
    operationId: 'updateOrganization',
    summary: "Change the organization's settings",
    description: 'Its own `tax_id` and `fiscal_address` are the seller on its certifications\' invoices (docs/certifications.md). People need `manage:organization` (owners and admins).',
    tag: 'Organization',
    scope: 'manage:api-keys',
    body: updateOrganizationInput,
    status: 200,
    response: organizationObject,
  },
  {
    method: 'get',
    path: '/projects/{id}/cost-report',
    operationId: 'getCostReport',
    summary: "A project's cost report",
    description:
      'Per budget item of its accepted budgets, rolled up per chapter and for the project: original and revised budget, approved and pending changes, committed, delivered, invoiced, actual, forecast and variance, in cents (docs/cost-report.md). `format=csv` answers the same table as a CSV file.',
    tag: 'Commitments',
    scope: 'read:commitments',
    query: costReportQuery,
    status: 200,
    response: costReportObject,
    alternateResponse: 'text/csv',
  },
  {
    method: 'get',
    path: '/projects/{id}/cost-report/snapshots',
    operationId: 'listCostReportSnapshots',
    summary: "List a project's cost report snapshots",
    description: 'Newest first: the monthly ones (taken on the 1st for the month that ended) and those taken on demand.',
    tag: 'Commitments',
    scope: 'read:commitments',
    query: listSnapshotsQuery,
    status: 200,
    response: listOf(costReportSnapshotObject, 'CostReportSnapshotList'),
  },
  {
    method: 'post',
    path: '/projects/{id}/cost-report/snapshots',
    operationId: 'createCostReportSnapshot',
    summary: "Freeze a project's cost report now",
    description: 'An `on_demand` snapshot of the report as it is, for this month.',
    tag: 'Commitments',
    scope: 'write:commitments',
    status: 201,
    response: costReportSnapshotObject,
  },
  ...crud({
    tag: 'Webhooks',
    path: '/webhooks',
    singular: 'webhook endpoint',
    read: 'manage:webhooks',
    write: 'manage:webhooks',
    object: webhookEndpointObject,
    listId: 'WebhookEndpointList',
    listQuery: listWebhooksQuery,
    create: createWebhookInput,
    createExample: { url: 'https://erp.example.com/hooks/cost-control', events: ['invoice.*', 'provider.updated'] },
    update: updateWebhookInput,
    deleted: { response: deletedObject, summary: 'Delete a webhook endpoint' },
  }).map((op) => (op.operationId === 'createWebhookEndpoint' ? { ...op, response: webhookEndpointWithSecretObject } : op)),
  {
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'List the delivery attempts of an endpoint',
    tag: 'Webhooks',
    scope: 'manage:webhooks',
    query: listDeliveriesQuery,
    status: 200,
    response: listOf(webhookDeliveryObject, 'WebhookDeliveryList'),
  },
  {
    method: 'post',
    path: '/events/{id}/redeliver',
    operationId: 'redeliverEvent',
    summary: 'Deliver an event again',
    description: 'A new delivery series to every subscribed endpoint that is not disabled.',
    tag: 'Webhooks',
    scope: 'manage:webhooks',
    status: 200,
    response: redeliveryObject,
  },
  {
    method: 'get',
    path: '/events',
    operationId: 'listEvents',
    summary: 'List events of the last 30 days',
    tag: 'Events',
    scope: 'read:events',
    query: eventListQuery,
    status: 200,
    response: listOf(eventObject, 'EventList'),
  },
  { method: 'get', path: '/events/{id}', operationId: 'getEvent', summary: 'Get an event', tag: 'Events', scope: 'read:events', status: 200, response: eventObject },
  {
    method: 'get',
    path: '/api-keys',
    operationId: 'listApiKeys',
    summary: 'List API keys of this mode',
    tag: 'API keys',
    scope: 'manage:api-keys',
    query: listKeysQuery,
    status: 200,
    response: listOf(apiKeyObject, 'ApiKeyList'),
  },
  {
    method: 'post',
    path: '/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: 'In the caller\'s mode, with at most the caller\'s scopes. The secret is shown only here.',
    tag: 'API keys',
    scope: 'manage:api-keys',
    body: createKeyInput,
    bodyExample: { name: 'ERP sync', scopes: ['read:invoices', 'read:providers'] },
    status: 201,
    response: apiKeyWithSecretObject,
  },
  {
    method: 'get',
    path: '/api-keys/{id}',
    operationId: 'getApiKey',
    summary: 'Get an API key',
    description: 'A key may always read itself.',
    tag: 'API keys',
    scope: 'manage:api-keys',
    status: 200,
    response: apiKeyObject,
  },
  {
    method: 'delete',
    path: '/api-keys/{id}',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'At once; any valid key may revoke itself. Answers the key with `revoked_at`.',
    tag: 'API keys',
    scope: 'manage:api-keys',
    status: 200,
    response: apiKeyObject,
  },
];
