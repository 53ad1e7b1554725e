import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  createCostReportSnapshot,
  getCostReport,
  getCostReportCsv,
  listCostReportSnapshots,
} from '../../src/cost-reports/cost-report.service.js';
import { download, handle, list } from '../handler.js';

export function costReportsRouter(router: Router): void {
  const json = handle(({ sc, params, query }) => getCostReport(sc, params.id, query), { query: true });
  const csv = download(({ sc, params, query }) => getCostReportCsv(sc, params.id, query));
  // One table, two formats: `?format=csv` answers it as a spreadsheet file.
  router.get('/projects/:id/cost-report', (ctx: Context) => (ctx.query.format === 'csv' ? csv(ctx) : json(ctx)));
  router.get('/projects/:id/cost-report/snapshots', list(({ sc, params, query }) => listCostReportSnapshots(sc, params.id, query)));
  router.post('/projects/:id/cost-report/snapshots', handle(({ sc, params }) => createCostReportSnapshot(sc, params.id), { status: 201, body: false }));
}
