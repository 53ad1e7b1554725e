import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBc3 } from '../src/budgets/bc3/bc3-reader.js';
import { loadConfig } from '../src/platform/config.js';
import { createProject } from './helpers/budgets.js';
import * as files from './helpers/bc3-files.js';
import { describeSamples } from './helpers/shared-fixtures.js';
import * as dialects from './helpers/bc3-dialects.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { checkResponse, checkedFetch } from './helpers/openapi.js';
import { uploadFile } from './helpers/files.js';

let t: TestApp;
let org: TestOrg;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  projectId = await createProject(t, org.testKey, 'Urbanización Calle Mayor');
});
afterAll(() => t?.close());

const FIEBDC = 'application/x-fiebdc';

function importFile(bytes: Buffer, options: { query?: Record<string, string>; key?: string; type?: string | null; app?: TestApp } = {}) {
  const query = new URLSearchParams(options.query ?? { project_id: projectId, name: 'Importado' });
  const headers: Record<string, string> = {};
  if (options.type !== null) headers['Content-Type'] = options.type ?? FIEBDC;
  return (options.app ?? t).request('POST', `/v1/budgets/import?${query}`, { key: options.key ?? org.testKey, raw: bytes, headers });
}

async function imported(bytes: Buffer, name = 'Importado') {
  const res = await importFile(bytes, { query: { project_id: projectId, name } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The bytes and headers of a GET (an export is not JSON), checked against the OpenAPI document. */
async function download(path: string, key = org.testKey) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  checkResponse('GET', path, res.status, res.headers, type.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null);
  return { status: res.status, headers: res.headers, bytes };
}

const exportOf = (id: string, key = org.testKey) => download(`/v1/budgets/${id}/export?format=bc3`, key);

/** Cents of a decimal written in a file ("55462.6" → 5546260), without floating point. */
function cents(text: string): number {
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The prices the file states for its root and chapters, read from the `~C` records themselves. */
function statedChapterPrices(bytes: Buffer): Map<string, number> {
  const text = iconv.decode(bytes, 'windows-1252');
  const prices = new Map<string, number>();
  for (const m of text.matchAll(/^~C\|([^|\\#]+)(#+)\|[^|]*\|[^|]*\|([^|\\]*)/gm)) prices.set(m[1]!, cents(m[3]!));
  return prices;
}

interface Chapter {
  id: string;
  code: string;
  title: string;
  parent_id: string | null;
  cost_amount: number;
  sale_amount: number;
  items: any[];
}

/**
 * What a budget is, without ids: chapters with their parent's code and figures, items with their
 * chapter's code and figures, breakdowns. Two imports of the same budget give the same shape.
 */
function shape(budget: { cost_amount: number; sale_amount: number; chapters_count: number; items_count: number; chapters: Chapter[] }) {
  const codes = new Map(budget.chapters.map((c) => [c.id, c.code]));
  return {
    cost_amount: budget.cost_amount,
    sale_amount: budget.sale_amount,
    chapters_count: budget.chapters_count,
    items_count: budget.items_count,
    chapters: budget.chapters.map((c) => ({
      code: c.code,
      title: c.title,
      parent: c.parent_id === null ? null : codes.get(c.parent_id),
      cost_amount: c.cost_amount,
      sale_amount: c.sale_amount,
      items: c.items.map(({ id: _id, chapter_id: _chapter, breakdowns, ...item }) => ({
        ...item,
        breakdowns: breakdowns.map(({ id: _b, ...b }: any) => b),
      })),
    })),
  };
}

/** Every chapter's figures are its own items' totals plus its sub-chapters' figures. */
function expectChapterSums(chapters: Chapter[]) {
  for (const chapter of chapters) {
    const subs = chapters.filter((c) => c.parent_id === chapter.id);
    const own = chapter.items.reduce((sum, i) => sum + i.cost_total, 0);
    expect(chapter.cost_amount, chapter.code).toBe(own + subs.reduce((sum, c) => sum + c.cost_amount, 0));
    const ownSale = chapter.items.reduce((sum, i) => sum + i.sale_total, 0);
    expect(chapter.sale_amount, chapter.code).toBe(ownSale + subs.reduce((sum, c) => sum + c.sale_amount, 0));
  }
}

async function full(id: string) {
  const res = await t.request('GET', `/v1/budgets/${id}?include=items`, { key: org.testKey });
  expect(res.status).toBe(200);
  return res.body;
}

async function eventsOf(id: string) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: org.testKey });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id);
}

async function counts() {
  return {
    budgets: await countRows(t, 'budgets'),
    chapters: await countRows(t, 'budget_chapters'),
    items: await countRows(t, 'budget_items'),
    breakdowns: await countRows(t, 'budget_breakdowns'),
    events: await countRows(t, 'events'),
  };
}

describeSamples('bc3', 'importing the real Presto export', () => {
  const bytes = files.sample('presto-018-12.bc3');
  const stated = statedChapterPrices(bytes);
  let body: any;

  beforeAll(async () => {
    body = await imported(bytes, 'Urbanización (Presto)');
  });

  it('creates a draft budget whose total is the file root total, to the cent', () => {
    expect(stated.get('0')).toBe(43468742);
    expect(body).toMatchObject({
      project_id: projectId,
      name: 'Urbanización (Presto)',
      status: 'draft',
      currency: 'EUR',
      markup_percentage: 0,
      cost_amount: 43468742,
      sale_amount: 43468742,
      chapters_count: 9,
      items_count: 198,
    });
    expect(body.id).toMatch(/^bud_/);
  });

  it('gives every chapter the total the file states for it, in the response and on GET', async () => {
    const again = await full(body.id);
    for (const chapters of [body.chapters, again.chapters] as Chapter[][]) {
      expect(chapters.map((c) => c.code)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09']);
      for (const chapter of chapters) {
        expect(chapter.parent_id).toBeNull();
        expect(chapter.cost_amount, chapter.code).toBe(stated.get(chapter.code));
      }
      expect(chapters.reduce((sum, c) => sum + c.cost_amount, 0)).toBe(stated.get('0'));
    }
    expect(shape(again)).toEqual(shape(body));
    const first = again.chapters[0].items[0];
    expect(first).toMatchObject({ chapter: '01', code: '01.01', unit: 'm3', quantity: 138.24, cost_price: 215, cost_total: 29722 });
    expect(first.description).toMatch(/^Excavación mecánica de zanja/);
  });

  it('reports the declared total of the root and of every chapter, all equal to the computed ones', () => {
    expect(body.import_report).toMatchObject({ program: 'Presto 11.02', charset: 'windows-1252', totals_status: 'match', tolerance: 217344, warnings: [] });
    expect(body.import_report.totals).toHaveLength(10);
    expect(body.import_report.totals[0]).toEqual({ code: '0', declared: 43468742, computed: 43468742 });
    for (const total of body.import_report.totals) expect(total.declared, total.code).toBe(total.computed);
  });

  it('records budget.created with the budget', async () => {
    const events = await eventsOf(body.id);
    expect(events.map((e) => e.type)).toEqual(['budget.created']);
    const { chapters: _chapters, ...budget } = body;
    expect(events[0].data.object).toEqual(budget);
  });
});

describeSamples('bc3', 'importing the real CYPE export', () => {
  const bytes = files.sample('cype-vua1.bc3');
  let body: any;

  beforeAll(async () => {
    body = await imported(bytes, 'Vivienda unifamiliar (CYPE)');
  });

  it('prices every item by its breakdowns, the file stating 0, and totals 170,252.04', async () => {
    expect(statedChapterPrices(bytes).get('obra')).toBe(0);
    expect(body).toMatchObject({ cost_amount: 17025204, sale_amount: 17025204, items_count: 209 });
    const items = (body.chapters as Chapter[]).flatMap((c) => c.items);
    expect(items).toHaveLength(209);
    for (const item of items) {
      expect(item.breakdowns.length, item.code).toBeGreaterThan(0);
      expect(item.cost_price, item.code).toBe(item.breakdowns.reduce((sum: number, b: any) => sum + b.cost_total, 0));
      expect(item.cost_total, item.code).toBe(Number((BigInt(Math.round(item.quantity * 1000)) * BigInt(item.cost_price) + 500n) / 1000n));
    }
    expect(items.reduce((sum, i) => sum + i.cost_total, 0)).toBe(17025204);
    expect(items[0].breakdowns.map((b: any) => b.kind)).toContain('labor');
    expect(new Set(items.flatMap((i) => i.breakdowns.map((b: any) => b.kind)))).toEqual(new Set(['labor', 'machinery', 'material', 'other']));
  });

  it('reports that the file declares no total (it states 0), every item consistent with its breakdowns', () => {
    expect(body.import_report.totals_status).toBe('not_declared');
    expect(body.import_report.totals.every((t: any) => t.declared === null)).toBe(true);
    expect(body.import_report.totals[0]).toEqual({ code: 'obra', declared: null, computed: 17025204 });
  });

  it('nests the chapters two deep, with totals that include the sub-chapters', async () => {
    const again = await full(body.id);
    expect(shape(again)).toEqual(shape(body));
    const chapters = again.chapters as Chapter[];
    const top = chapters.filter((c) => c.parent_id === null);
    expect(top).toHaveLength(13);
    expect(again.chapters_count).toBe(chapters.length);
    for (const chapter of top) {
      expect(chapter.items).toEqual([]);
      const subs = chapters.filter((c) => c.parent_id === chapter.id);
      expect(subs.length, chapter.code).toBeGreaterThan(0);
      // Depth first: a chapter's sub-chapters follow it.
      expect(chapters.indexOf(subs[0]!)).toBeGreaterThan(chapters.indexOf(chapter));
    }
    expectChapterSums(chapters);
    expect(top.reduce((sum, c) => sum + c.cost_amount, 0)).toBe(17025204);
    // The reader's own figure for each top-level chapter.
    const file = readBc3(bytes);
    expect(top.map((c) => c.cost_amount)).toEqual(file.root.chapters.map((c) => Number(c.total)));
  });
});

describe('export', () => {
  it('answers a FIEBDC-3/2016 file in Windows-1252, declared in ~V, as an attachment named after the budget', async () => {
    const body = await imported(files.bc3(files.ACCENTED), 'Cimentación nº 3');
    const res = await exportOf(body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(FIEBDC);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Cimentacion no 3.bc3"; filename*=UTF-8''Cimentaci%C3%B3n%20n%C2%BA%203.bc3`);
    const text = iconv.decode(res.bytes, 'windows-1252');
    expect(text).toMatch(/^~V\|[^|]*\|FIEBDC-3\/2016\\\d{8}\|[^|]*\|\|ANSI\|/);
    expect(text).toContain('~K|');
    expect(text).toContain('|Zapata nº 3, hormigón armado|');
    expect(res.bytes.includes(Buffer.from('hormigón', 'latin1'))).toBe(true);
    expect(res.bytes.includes(Buffer.from('hormigón', 'utf8'))).toBe(false);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('refuses a missing or unknown format and unknown parameters with 422', async () => {
    const body = await imported(files.bc3(files.SMALL));
    for (const [query, param, code] of [
      ['', 'format', 'required'],
      ['?format=xlsx', 'format', 'invalid_value'],
      ['?format=bc3&charset=utf-8', 'charset', 'unknown_field'],
    ] as const) {
      const res = await t.request('GET', `/v1/budgets/${body.id}/export${query}`, { key: org.testKey });
      expect(res.status, query).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.errors.map((e: any) => [e.param, e.code]), query).toContainEqual([param, code]);
    }
  });

  it('exports a budget created through the API, chapters flat, and imports it back the same', async () => {
    const created = await t.request('POST', '/v1/budgets', {
      key: org.testKey,
      body: {
        project_id: projectId,
        name: 'Hecho a mano',
        chapters: [
          {
            code: '01',
            title: 'Demoliciones',
            items: [
              { code: 'D1', description: 'Demolición\nde tabique', unit: 'm2', quantity: 12.5, cost_price: 450 },
              { code: 'D2', description: 'Bajante Ø110 \\ PVC', unit: 'm', quantity: -2, cost_price: 1999 },
            ],
          },
          {
            code: '02',
            title: 'Albañilería',
            items: [
              {
                code: 'A1',
                description: 'Fábrica de ladrillo cerámico hueco doble, recibido con mortero M-5.',
                summary: 'Fábrica de ladrillo',
                unit: 'm2',
                quantity: 20,
                breakdowns: [
                  { code: 'MO', description: 'Oficial', unit: 'h', quantity: 0.45, cost_price: 2150, kind: 'labor' },
                  { code: 'MT', description: 'Ladrillo', unit: 'ud', quantity: 33, cost_price: 16, kind: 'material' },
                  // A deduction: material recovered.
                  { code: 'REC', description: 'Ladrillo recuperado', unit: 'ud', quantity: -2, cost_price: 16, kind: 'material' },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const original = await full(created.body.id);
    expect(original.chapters[1].items[0]).toMatchObject({ cost_price: 968 + 528 - 32, summary: 'Fábrica de ladrillo' });
    const res = await exportOf(original.id);
    const again = await imported(res.bytes);
    expect(shape(again)).toEqual(shape(original));
    expect(again.chapters[0].items.map((i: any) => i.description)).toEqual(['Demolición\nde tabique', 'Bajante Ø110 \\ PVC']);
  });
});

describeSamples('bc3', 'export → import gives the same budget: the real exports', () => {
  roundTrips([
    ['the Presto export', files.sample('presto-018-12.bc3')],
    ['the CYPE export', files.sample('cype-vua1.bc3')],
  ]);
});

describe('export → import gives the same budget', () => {
  roundTrips([
    ['chapters nested three deep', files.bc3(files.NESTED)],
    ['a concept used in two chapters', files.bc3(files.REUSED)],
    ['a CP850 file', files.bc3(files.ACCENTED, { charset: '850' })],
    ['a UTF-8 file', files.bc3(files.ACCENTED, { charset: 'UTF-8' })],
    ['CRLF records spanning lines', files.bc3(files.spanningLines('\r\n'), { eol: '\r\n' })],
    ['LF records spanning lines', files.bc3(files.spanningLines('\n'), { eol: '\n' })],
    ['items without prices, priced by their breakdowns', files.bc3(files.UNPRICED)],
    ['~X ~L ~G ~E ~R records', files.bc3(files.withOtherRecords())],
    ['TCQ numbers with an exponent', dialects.EXPONENTS],
    ['a tree built with ~Y', dialects.ADDED_LINES],
    ['a DOS file without a charset', dialects.DOS_UNDECLARED],
    ['UTF-8 declared ANSI', dialects.UTF8_AS_ANSI],
    ['~K indirect costs added to the prices', dialects.INDIRECT_COSTS],
    ['summaries with ~T texts, measurement lines, a concept as item and breakdown, a code with a space', dialects.arquimedesLike()],
  ]);
});

function roundTrips(cases: Array<[string, Buffer]>): void {
  it.each(cases)('%s', async (_name, bytes) => {
    const first = await imported(bytes);
    const exported = await exportOf(first.id);
    expect(exported.status).toBe(200);
    const second = await imported(exported.bytes);
    expect(shape(second)).toEqual(shape(first));
    expect(shape(await full(second.id))).toEqual(shape(first));
    expectChapterSums(second.chapters);
    // And once more: the exported file of the re-import is the same file (but for the date in ~V).
    const again = await exportOf(second.id);
    const withoutDate = (b: Buffer) => iconv.decode(b, 'windows-1252').replace(/FIEBDC-3\/2016\\\d{8}/, '');
    expect(withoutDate(again.bytes)).toBe(withoutDate(exported.bytes));
  });
}

const IMPORT_BUDGET = `mutation($f: ID!, $p: ID!, $n: String) { importBudget(fileId: $f, projectId: $p, name: $n) { id name costAmount chaptersCount } }`;

describeSamples('bc3', 'importing an upload through GraphQL: the Presto export', () => {
  it('imports a BC3 file uploaded with POST /uploads as the REST import does, to the cent', async () => {
    const bytes = files.sample('presto-018-12.bc3');
    const upload = await uploadFile(t, org.testKey, bytes, 'application/x-fiebdc');
    expect(upload.status, upload.text).toBe(201);
    expect(upload.body.content_type).toBe('application/x-fiebdc');
    const res = await t.graphql(org.testKey, IMPORT_BUDGET, { f: upload.body.id, p: projectId, n: 'Desde GraphQL' });
    expect(res.body.errors).toBeUndefined();
    const viaRest = await imported(bytes, 'Desde REST');
    expect(res.body.data.importBudget).toMatchObject({ name: 'Desde GraphQL', costAmount: viaRest.cost_amount, chaptersCount: viaRest.chapters_count });
    expect(res.body.data.importBudget.costAmount).toBe(43468742);
  });
});

describe('importing an upload through GraphQL', () => {
  it('answers the import report, summaries and measurement lines, and takes acceptTotalMismatch', async () => {
    const QUERY = `mutation($f: ID!, $p: ID!, $a: Boolean) { importBudget(fileId: $f, projectId: $p, acceptTotalMismatch: $a) {
      importReport { program charset indirectCostsPercentage totalsStatus tolerance totals { code declared computed } warnings { code record line } }
      chapters { code items { code summary measurements { type comment units length width height } } } } }`;
    const upload = await uploadFile(t, org.testKey, dialects.arquimedesLike(), 'application/x-fiebdc');
    const res = await t.graphql(org.testKey, QUERY, { f: upload.body.id, p: projectId });
    expect(res.body.errors).toBeUndefined();
    const budget = res.body.data.importBudget;
    expect(budget.importReport).toMatchObject({ program: 'ARQUIMEDES', charset: 'windows-1252', indirectCostsPercentage: 0, totalsStatus: 'MATCH' });
    expect(budget.importReport.totals[0]).toEqual({ code: 'OBRA', declared: 196781, computed: 196781 });
    expect(budget.chapters[0].items[1].summary).toBe('Solado de baldosa');
    expect(budget.chapters[1].items[0].measurements).toEqual([{ type: 'FORMULA', comment: 'A*B', units: 13, length: 1, width: null, height: null }]);

    const wrong = Buffer.from(dialects.arquimedesLike().toString('latin1').replace('~C|OBRA##||Obra|1967.81|', '~C|OBRA##||Obra|2100|'), 'latin1');
    const second = await uploadFile(t, org.testKey, wrong, 'application/x-fiebdc');
    const refused = await t.graphql(org.testKey, QUERY, { f: second.body.id, p: projectId });
    expect(refused.body.errors[0].extensions.details.errors.map((e: any) => [e.code, e.record, e.line])).toEqual([['total_mismatch', '~C', 3]]);
    const accepted = await t.graphql(org.testKey, QUERY, { f: second.body.id, p: projectId, a: true });
    expect(accepted.body.data.importBudget.importReport.totalsStatus).toBe('MISMATCH');
    expect(accepted.body.data.importBudget.importReport.totals[0]).toEqual({ code: 'OBRA', declared: 210000, computed: 196781 });
  });

  it('refuses what is not a BC3 upload, and BC3 bytes declared as something else, changing nothing', async () => {
    const budgets = await countRows(t, 'budgets');
    const pdf = await uploadFile(t, org.testKey, Buffer.from('%PDF-1.4 a pdf'), 'application/pdf');
    const notBc3 = await t.graphql(org.testKey, IMPORT_BUDGET, { f: pdf.body.id, p: projectId });
    expect(notBc3.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'fileId' });
    expect(notBc3.body.errors[0].extensions.details.errors[0].code).toBe('invalid_file');
    const unknown = await t.graphql(org.testKey, IMPORT_BUDGET, { f: 'file_01jd8x9c0000000000000000aa', p: projectId });
    expect(unknown.body.errors[0].extensions.details.errors[0].code).toBe('not_found');
    const disguised = await uploadFile(t, org.testKey, files.bc3(files.SMALL), 'application/pdf');
    expect([disguised.status, disguised.body.error.details.errors[0].code]).toEqual([422, 'invalid_file']);
    const pretending = await uploadFile(t, org.testKey, Buffer.from('%PDF-1.4 a pdf'), 'application/x-fiebdc');
    expect([pretending.status, pretending.body.error.details.errors[0].code]).toEqual([422, 'invalid_file']);
    const bc3 = await uploadFile(t, org.testKey, files.bc3(files.SMALL), 'application/x-fiebdc');
    const asDocument = await t.graphql(org.testKey, `mutation($f: ID!, $p: ID!) { importDocument(input: {fileId: $f, projectId: $p, kind: INVOICE}) { id } }`, {
      f: bc3.body.id,
      p: projectId,
    });
    expect(asDocument.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'fileId', code: 'invalid_file' });
    expect(await countRows(t, 'budgets')).toBe(budgets);
  });
});

describe('retrying an import', () => {
  it('replays the first answer for the same Idempotency-Key and file, and refuses the key with another file', async () => {
    const key = `import-${Date.now()}`;
    const send = (bytes: Buffer) =>
      t.request('POST', `/v1/budgets/import?project_id=${projectId}&name=Reintento`, {
        key: org.testKey,
        raw: bytes,
        headers: { 'Content-Type': FIEBDC, 'Idempotency-Key': key },
      });
    const budgets = await countRows(t, 'budgets');
    const first = await send(files.bc3(files.SMALL));
    expect(first.status, first.text).toBe(201);
    const again = await send(files.bc3(files.SMALL));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countRows(t, 'budgets')).toBe(budgets + 1);
    const other = await send(files.bc3(files.NESTED));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await countRows(t, 'budgets')).toBe(budgets + 1);
  });
});

describe('generated edge cases', () => {
  it('nests chapters three deep, each total including the chapters below it', async () => {
    const body = await imported(files.bc3(files.NESTED));
    const byCode = new Map((body.chapters as Chapter[]).map((c) => [c.code, c]));
    expect(body.chapters.map((c: Chapter) => c.code)).toEqual(['1', '1.1', '1.1.1']);
    expect(byCode.get('1')!.parent_id).toBeNull();
    expect(byCode.get('1.1')!.parent_id).toBe(byCode.get('1')!.id);
    expect(byCode.get('1.1.1')!.parent_id).toBe(byCode.get('1.1')!.id);
    // P1 4 × 100.00 in 1.1.1; P0 2 × 50.00 in 1.1.
    expect(byCode.get('1.1.1')!.cost_amount).toBe(40000);
    expect(byCode.get('1.1')!.cost_amount).toBe(50000);
    expect(byCode.get('1')!.cost_amount).toBe(50000);
    expect(byCode.get('1')!.items).toEqual([]);
    expect(byCode.get('1.1')!.items.map((i: any) => i.code)).toEqual(['P0']);
    expect(body).toMatchObject({ cost_amount: 50000, chapters_count: 3, items_count: 2 });
  });

  it('keeps a concept used in two chapters as two items with their own quantities', async () => {
    const body = await imported(files.bc3(files.REUSED));
    const items = (body.chapters as Chapter[]).map((c) => c.items.map((i) => [c.code, i.code, i.quantity, i.cost_total]));
    expect(items).toEqual([[['A', 'PINT', 10, 3200]], [['B', 'PINT', 7.5, 2400]]]);
  });

  it('gives a chapter used in two places a code of its own the second time', async () => {
    const body = await imported(
      files.bc3([
        '~C|R##||Obra|||0|',
        '~D|R##|A\\1\\1\\B\\1\\1\\|',
        '~C|A#||Bloque A|||0|',
        '~D|A#|T\\1\\1\\|',
        '~C|B#||Bloque B|||0|',
        '~D|B#|T\\1\\1\\|',
        '~C|T#||Planta tipo|||0|',
        '~D|T#|P\\1\\3\\|',
        '~C|P|m2|Solado|20||0|',
      ]),
    );
    expect(body.chapters.map((c: Chapter) => [c.code, c.title, c.cost_amount])).toEqual([
      ['A', 'Bloque A', 6000],
      ['T', 'Planta tipo', 6000],
      ['B', 'Bloque B', 6000],
      ['T_2', 'Planta tipo', 6000],
    ]);
    expect(body.cost_amount).toBe(12000);
  });

  it('puts items listed directly under the root in a chapter coded and titled as the root', async () => {
    const body = await imported(
      files.bc3(['~C|OBRA##||Pequeña obra|||0|', '~D|OBRA##|C1\\1\\1\\P1\\1\\2\\|', '~C|C1#||Capítulo|||0|', '~D|C1#|P1\\1\\1\\|', '~C|P1|ud|Punto de luz|35.5||0|']),
      'Raíz',
    );
    expect(body.chapters.map((c: Chapter) => [c.code, c.title, c.parent_id, c.items.map((i) => [i.code, i.quantity])])).toEqual([
      ['OBRA', 'Pequeña obra', null, [['P1', 2]]],
      ['C1', 'Capítulo', null, [['P1', 1]]],
    ]);
    expect(body.cost_amount).toBe(10650);
  });

  it('reads CP850 and UTF-8 text, with the accents', async () => {
    for (const charset of ['850', 'UTF-8'] as const) {
      const body = await imported(files.bc3(files.ACCENTED, { charset }));
      expect(body.chapters[0].title).toBe('Cimentación');
      expect(body.chapters[0].items[0]).toMatchObject({
        unit: 'm³',
        summary: 'Zapata nº 3, hormigón armado',
        description: 'Excavación y hormigonado de zapata, nº de orden 3º; señalización incluida.',
        cost_total: 16000,
      });
    }
  });

  it('prices items that have no price from their breakdowns', async () => {
    const body = await imported(files.bc3(files.UNPRICED));
    const [solado, puerta] = body.chapters[0].items;
    // 0.333 × 19.99 = 6.657 → 6.66; 1.05 × 12.45 = 13.0725 → 13.07; 3 % of 19.73 = 0.5919 → 0.59.
    expect(solado.breakdowns.map((b: any) => [b.code, b.cost_total])).toEqual([
      ['MO', 666],
      ['MT', 1307],
      ['%MAUX', 59],
    ]);
    expect(solado).toMatchObject({ cost_price: 2032, cost_total: 20320 });
    expect(puerta).toMatchObject({ cost_price: 2 * 1245 + 4998, cost_total: 7488 });
  });

  it('stores a negative price as a positive one with the quantity turned, the same amounts', async () => {
    const body = await imported(
      files.bc3(['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', '~D|C#|P\\1\\10\\ABONO\\1\\3\\|', '~C|P|m2|Solado|20||0|', '~C|ABONO|ud|Abono por acopio|-12.505||0|']),
    );
    expect(body.chapters[0].items.map((i: any) => [i.code, i.quantity, i.cost_price, i.cost_total])).toEqual([
      ['P', 10, 2000, 20000],
      ['ABONO', -3, 1251, -3753],
    ]);
    expect(body.cost_amount).toBe(16247);
  });

  it('multiplies the quantities below a chapter counted more than once, and fits long texts', async () => {
    const long = 'Texto muy largo de la partida. '.repeat(50).trim();
    const code = 'C'.repeat(60);
    const body = await imported(
      files.bc3([
        '~C|R##||Obra|||0|',
        '~D|R##|V\\1\\12\\|',
        '~C|V#||Vivienda tipo|||0|',
        `~D|V#|${code}\\1\\1.5\\|`,
        `~C|${code}|m2|${long}|10.01||0|`,
      ]),
    );
    const [item] = body.chapters[0].items;
    expect(item).toMatchObject({ quantity: 18, cost_price: 1001, cost_total: 18018 });
    expect(item.code).toBe('C'.repeat(50));
    expect(item.description).toHaveLength(1000);
    expect(item.description.endsWith('…')).toBe(true);
    expect(long.startsWith(item.description.slice(0, -1))).toBe(true);
  });

  it('lists a chapter’s own items under ?chapter=, not its sub-chapters’', async () => {
    const body = await imported(files.bc3(files.NESTED));
    const list = async (chapter: string) =>
      (await t.request('GET', `/v1/budgets/${body.id}/items?chapter=${chapter}`, { key: org.testKey })).body.data.map((i: any) => i.code);
    expect(await list('1')).toEqual([]);
    expect(await list('1.1')).toEqual(['P0']);
    expect(await list('1.1.1')).toEqual(['P1']);
  });

  it('names the budget after the file root when no name is given, and takes application/octet-stream', async () => {
    const res = await importFile(files.bc3(files.SMALL), { query: { project_id: projectId }, type: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Reforma de vivienda', cost_amount: 41045 });
  });
});

describe('files as other programs write them', () => {
  /** Every item's breakdowns add up to its price, as a create requires (`cost_price_mismatch`). */
  function expectConsistentItems(chapters: Chapter[]) {
    for (const item of chapters.flatMap((c) => c.items)) {
      if (item.breakdowns.length > 0) expect(item.cost_price, item.code).toBe(item.breakdowns.reduce((sum: number, b: any) => sum + b.cost_total, 0));
    }
  }

  it('reads TCQ’s exponents and ~Y lines, and reports every declared total against the computed one', async () => {
    const tcq = await imported(dialects.EXPONENTS);
    expect(tcq.cost_amount).toBe(3865);
    expect(tcq.import_report).toMatchObject({
      format: 'bc3',
      program: 'TCQ 2.1',
      totals_status: 'match',
      tolerance: 19,
      totals: [
        { code: 'OBRA', declared: 3865, computed: 3865 },
        { code: 'C1', declared: 3865, computed: 3865 },
      ],
      warnings: [],
    });
    const presto = await imported(dialects.ADDED_LINES);
    expect(presto).toMatchObject({ cost_amount: 151000, items_count: 3 });
    expect(presto.import_report.totals).toEqual([
      { code: 'R', declared: 151000, computed: 151000 },
      { code: 'C1', declared: 100000, computed: 100000 },
      { code: 'C2', declared: 51000, computed: 51000 },
    ]);
    expectConsistentItems(presto.chapters);
  });

  it('reads undeclared DOS text as code page 850 and UTF-8 declared ANSI as UTF-8, and says so', async () => {
    const dos = await imported(dialects.DOS_UNDECLARED);
    expect([dos.chapters[0].title, dos.chapters[0].items[0].summary]).toEqual(['Excavación', 'Desagüe de pluviales']);
    expect(dos.import_report).toMatchObject({ charset: 'cp850', warnings: [{ code: 'charset_detected', record: '~V', line: 1 }] });
    const utf8 = await importFile(dialects.UTF8_AS_ANSI, { query: { project_id: projectId } });
    expect(utf8.status).toBe(201);
    expect(utf8.body.name).toBe('URBANIZACIÓN CALLE MAYOR');
    expect(utf8.body.import_report).toMatchObject({ charset: 'utf-8', warnings: [{ code: 'charset_mismatch', record: '~V' }] });
  });

  it('adds ~K indirect costs the way Arquímedes does, every item consistent with its breakdowns', async () => {
    const body = await imported(dialects.INDIRECT_COSTS);
    expect(body.cost_amount).toBe(29713);
    expect(body.chapters.map((c: Chapter) => c.cost_amount)).toEqual([27189, 2524]);
    expect(body.chapters[0].items.map((i: any) => [i.code, i.cost_price])).toEqual([
      ['U1', 1262],
      ['U2', 4646],
    ]);
    expectConsistentItems(body.chapters);
    expect(body.import_report).toMatchObject({ indirect_costs_percentage: 2, totals_status: 'match' });
    expect(body.import_report.warnings.map((w: any) => w.code)).toEqual(['indirect_costs']);
  });

  it('keeps summaries beside ~T texts and measurement lines, drops a control byte, and adjusts a price its breakdowns miss', async () => {
    const body = await imported(dialects.arquimedesLike());
    const [zanja, solado] = body.chapters[0].items;
    expect([solado.summary, solado.description]).toEqual(['Solado de baldosa', dialects.LONG_TEXT]);
    expect(zanja.summary).toBeNull();
    expect(zanja.measurements).toEqual([
      { type: 'line', comment: 'Zanja tramo 1', units: 1, length: 100, width: 0.6, height: 1.5 },
      { type: 'line', comment: 'Zanja tramo 2', units: 1, length: 133.1666, width: 0.6, height: 1.5 },
      { type: 'partial_subtotal', comment: 'Subtotal', units: null, length: null, width: null, height: null },
    ]);
    expect(body.chapters[1].items[0].measurements).toEqual([{ type: 'formula', comment: 'A*B', units: 13, length: 1, width: null, height: null }]);
    expect(zanja.breakdowns.map((b: any) => [b.code, b.quantity, b.cost_price, b.cost_total])).toEqual([
      ['PEON', 0.025, 1270, 32],
      ['URETR0101', 0.1, 2648, 265],
      ['AJUSTE.PRECIO', 0.09, 100, 9],
    ]);
    expectConsistentItems(body.chapters);
    expect(body.chapters[1].items[1].code).toBe('LINEAS GENERA');
    expect(body.import_report.totals_status).toBe('match');
    expect(body.import_report.warnings.map((w: any) => [w.code, w.line])).toEqual([
      ['control_characters', 20],
      ['price_mismatch', 9],
      ['price_adjusted', 9],
    ]);
    expect((await full(body.id)).import_report).toEqual(body.import_report);
  });

  it('refuses a parametric file, naming the ~P record', async () => {
    const before = await counts();
    const res = await importFile(dialects.PARAMETRIC);
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ code: 'parametric_not_supported', record: '~P', line: 5 })]);
    expect(await counts()).toEqual(before);
  });

  describe('declared and computed totals', () => {
    // C2 states 5.00 but holds 2 × 3.00: the root (11.00 declared, 12.00 computed) is 9 % off.
    const mismatched = files.bc3([
      '~C|R##||Obra|11||0|',
      '~D|R##|C1\\1\\1\\C2\\1\\1\\|',
      '~C|C1#||Uno|6||0|',
      '~D|C1#|P\\1\\2\\|',
      '~C|C2#||Dos|5||0|',
      '~D|C2#|P\\1\\2\\|',
      '~C|P|ud|Pieza|3||0|',
    ]);

    it('refuses a file whose totals differ by more than 0.5 % of the root, naming each ~C, creating nothing', async () => {
      const before = await counts();
      const res = await importFile(mismatched);
      expect(res.status).toBe(422);
      expect(res.body.error.details.errors).toEqual([
        expect.objectContaining({ param: 'file', code: 'total_mismatch', record: '~C', line: 3 }),
        expect.objectContaining({ param: 'file', code: 'total_mismatch', record: '~C', line: 7 }),
      ]);
      expect(res.body.error.details.errors[1].message).toMatch(/Chapter C2 is priced 5\.00 in the file; its content adds up to 6\.00/);
      expect(await counts()).toEqual(before);
    });

    it('stores it when asked, with the differences on the budget', async () => {
      const res = await importFile(mismatched, { query: { project_id: projectId, accept_total_mismatch: 'true' } });
      expect(res.status).toBe(201);
      const report = { totals_status: 'mismatch', tolerance: 6, totals: [
        { code: 'R', declared: 1100, computed: 1200 },
        { code: 'C1', declared: 600, computed: 600 },
        { code: 'C2', declared: 500, computed: 600 },
      ] };
      expect(res.body.import_report).toMatchObject(report);
      expect((await full(res.body.id)).import_report).toMatchObject(report);
      const listed = await t.request('GET', `/v1/budgets?project_id=${projectId}&limit=100`, { key: org.testKey });
      expect(listed.body.data.find((b: any) => b.id === res.body.id).import_report).toMatchObject(report);
    });

    it('stores a difference within the tolerance, reported as such', async () => {
      const body = await imported(files.bc3(['~C|R##||Obra|1000.40||0|', '~D|R##|C1\\1\\1\\|', '~C|C1#||Uno|1000.40||0|', '~D|C1#|P\\1\\1\\|', '~C|P|ud|Pieza|1000||0|']));
      expect(body.import_report).toMatchObject({ totals_status: 'within_tolerance', tolerance: 500, totals: [{ declared: 100040, computed: 100000 }, { declared: 100040, computed: 100000 }] });
    });
  });
});

describe('a malformed file', () => {
  const cases: Array<[string, Buffer, Array<{ record: string; line: number; code: string }>]> = [
    ['a concept without ~C', files.bc3(files.MALFORMED.unknownConcept), [{ record: '~D', line: 6, code: 'unknown_concept' }]],
    ['a price with a comma', files.bc3(files.MALFORMED.badPrice), [{ record: '~C', line: 7, code: 'invalid_number' }]],
    ['a quantity in words', files.bc3(files.MALFORMED.badQuantity), [{ record: '~D', line: 6, code: 'invalid_number' }]],
    ['decompositions in a circle', files.bc3(files.MALFORMED.cycle), [{ record: '~D', line: 10, code: 'cycle' }]],
    ['no root', files.bc3(files.MALFORMED.noRoot), [{ record: 'file', line: 1, code: 'missing_root' }]],
    ['binary bytes', files.binaryGarbage(), [{ record: 'file', line: 1, code: 'binary_content' }]],
    ['no ~V', files.bc3(files.SMALL, { noV: true }), [{ record: 'file', line: 1, code: 'missing_v' }]],
  ];

  it.each(cases)('%s is a 422 naming record and line, and creates nothing', async (_name, bytes, expected) => {
    const before = await counts();
    const res = await importFile(bytes);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.param).toBe('file');
    const errors = res.body.error.details.errors;
    expect(errors.map((e: any) => ({ record: e.record, line: e.line, code: e.code }))).toEqual(expect.arrayContaining(expected));
    for (const error of errors) {
      expect(error.param).toBe('file');
      expect(error.message).toMatch(error.record === 'file' ? /^The file \(line \d+\): / : new RegExp(`^${error.record} at line ${error.line}: `));
    }
    expect(res.body.error.details.truncated).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('reports the query problems and the file problems together', async () => {
    const before = await counts();
    const res = await importFile(files.bc3(files.MALFORMED.unknownConcept), { query: { name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual([
      ['project_id', 'required'],
      ['name', 'too_short'],
      ['file', 'unknown_concept'],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses another organization’s project, an unknown parameter and an empty body', async () => {
    const other = await t.createOrg('Otra');
    const otherProject = await createProject(t, other.testKey);
    let res = await importFile(files.bc3(files.SMALL), { query: { project_id: otherProject } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual([['project_id', 'invalid_project']]);
    res = await importFile(files.bc3(files.SMALL), { query: { project_id: projectId, markup: '10' } });
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual([['markup', 'unknown_field']]);
    res = await importFile(Buffer.alloc(0));
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual([['file', 'required']]);
  });

  it('refuses more items than an import takes, and more breakdown lines than an item takes, naming the ~D', async () => {
    const before = await counts();
    // One concept listed 20,001 times: as many items.
    const uses = Array.from({ length: 20_001 }, () => 'P\\1\\1\\').join('');
    const priced = ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', `~D|C#|${uses}|`, '~C|P|ud|Partida|1||0|'];
    let res = await importFile(files.bc3(priced));
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors).toEqual([
      { param: 'file', code: 'too_many_items', record: 'file', line: 1, message: expect.stringMatching(/^The file \(line 1\): .*20000 items/) },
    ]);
    const lines = Array.from({ length: 501 }, (_, i) => `B${i}\\1\\1\\`).join('');
    const basics = Array.from({ length: 501 }, (_, i) => `~C|B${i}|h|Recurso ${i}|1||1|`);
    res = await importFile(files.bc3(['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', '~D|C#|P\\1\\1\\|', '~C|P|ud|Partida|||0|', `~D|P|${lines}|`, ...basics]));
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.code, e.record, e.line])).toEqual([['too_many_breakdowns', '~D', 8]]);
    expect(await counts()).toEqual(before);
  });

  it('stops at 50 problems and says there were more', async () => {
    const records = ['~C|R##||Obra|||0|', `~D|R##|C\\1\\1\\|`, '~C|C#||Capítulo|||0|'];
    const lines = Array.from({ length: 80 }, (_, i) => `P${i}\\1\\1\\`).join('');
    records.push(`~D|C#|${lines}|`);
    for (let i = 0; i < 80; i++) records.push(`~C|P${i}|ud|Partida ${i}|${i},5||0|`);
    const res = await importFile(files.bc3(records));
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors).toHaveLength(50);
    expect(res.body.error.details.truncated).toBe(true);
  });
});

describe('requests the import refuses before reading the file', () => {
  it('answers 415 to content types other than application/x-fiebdc and application/octet-stream', async () => {
    const before = await counts();
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', null]) {
      const res = await importFile(files.bc3(files.SMALL), { type });
      expect(res.status, String(type)).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
      expect(res.body.error.details.accepted).toEqual([FIEBDC, 'application/octet-stream']);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the JSON routes JSON only', async () => {
    const res = await t.request('POST', '/v1/budgets', { key: org.testKey, raw: files.bc3(files.SMALL), headers: { 'Content-Type': FIEBDC } });
    expect(res.status).toBe(415);
  });

  it('answers 403 without the write:budgets scope, and export 403 without read:budgets', async () => {
    const reader = await t.createKey(org, 'test', ['read:budgets']);
    const writer = await t.createKey(org, 'test', ['write:budgets', 'read:projects']);
    const before = await counts();
    const res = await importFile(files.bc3(files.SMALL), { key: reader });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:budgets' } });
    expect(await counts()).toEqual(before);
    const ok = await importFile(files.bc3(files.SMALL), { key: writer });
    expect(ok.status).toBe(201);
    const exported = await exportOf(ok.body.id, writer);
    expect(exported.status).toBe(403);
    expect((await exportOf(ok.body.id, reader)).status).toBe(200);
  });

  it('answers 404 to the export of another organization’s or mode’s budget', async () => {
    const body = await imported(files.bc3(files.SMALL));
    const other = await t.createOrg('Ajena');
    for (const key of [other.testKey, org.liveKey]) {
      const res = await t.request('GET', `/v1/budgets/${body.id}/export?format=bc3`, { key });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await t.request('GET', '/v1/budgets/bud_nope/export?format=bc3', { key: org.testKey })).status).toBe(404);
  });
});

describe('MAX_UPLOAD_BYTES', () => {
  let small: TestApp;
  let smallOrg: TestOrg;
  let smallProject: string;
  const LIMIT = 2048;

  beforeAll(async () => {
    small = await startTestApp({ maxUploadBytes: LIMIT });
    smallOrg = await small.createOrg();
    smallProject = await createProject(small, smallOrg.testKey);
  });
  afterAll(() => small?.close());

  const tableCounts = async () => ({ budgets: await countRows(small, 'budgets'), events: await countRows(small, 'events') });

  it('defaults to 25 MiB and refuses a bad value', () => {
    expect(loadConfig({}).MAX_UPLOAD_BYTES).toBe(26214400);
    expect(loadConfig({ MAX_UPLOAD_BYTES: '1048576' }).MAX_UPLOAD_BYTES).toBe(1048576);
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: 'lots' })).toThrow(/MAX_UPLOAD_BYTES/);
  });

  it('is 413 for a body declared larger, and a body at the limit is read', async () => {
    const before = await tableCounts();
    const file = files.bc3(files.SMALL);
    expect(file.length).toBeLessThan(LIMIT);
    const atLimit = Buffer.concat([file, Buffer.alloc(LIMIT - file.length, ' ')]);
    const ok = await importFile(atLimit, { app: small, key: smallOrg.testKey, query: { project_id: smallProject } });
    expect(ok.status).toBe(201);
    const over = Buffer.concat([atLimit, Buffer.from(' ')]);
    const res = await importFile(over, { app: small, key: smallOrg.testKey, query: { project_id: smallProject } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', details: { limit_bytes: LIMIT } });
    expect(await tableCounts()).toEqual({ budgets: before.budgets + 1, events: before.events + 1 });
  });

  it('is 413 for a streamed body without Content-Length as soon as it passes the limit', async () => {
    const before = await tableCounts();
    const chunk = Buffer.alloc(1024, ' ');
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit if the server read it all; it stops reading after the limit.
        if (sent >= 64 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await checkedFetch(`${small.baseUrl}/v1/budgets/import?project_id=${smallProject}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${smallOrg.testKey}`, 'Content-Type': FIEBDC },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.code).toBe('payload_too_large');
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('nested chapters over GraphQL', () => {
  it('shows parentId, parent and children, with totals that include the sub-chapters', async () => {
    const body = await imported(files.bc3(files.NESTED));
    const res = await t.graphql(
      org.testKey,
      `query($id: ID!) { budget(id: $id) { chaptersCount chapters { id code parentId costAmount parent { code } children { code costAmount } items { code chapter { code parentId } } } } }`,
      { id: body.id },
    );
    expect(res.body.errors).toBeUndefined();
    const chapters = res.body.data.budget.chapters;
    expect(chapters.map((c: any) => [c.code, c.parent?.code ?? null, c.children.map((x: any) => x.code), c.costAmount])).toEqual([
      ['1', null, ['1.1'], 50000],
      ['1.1', '1', ['1.1.1'], 50000],
      ['1.1.1', '1.1', [], 40000],
    ]);
    expect(chapters[1].parentId).toBe(chapters[0].id);
    expect(chapters[1].children[0].costAmount).toBe(40000);
    expect(chapters[1].items[0].chapter).toEqual({ code: '1.1', parentId: chapters[0].id });
  });
});
