import Router from '@koa/router';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  listInvoices,
  restoreInvoice,
  updateInvoice,
} from '../../src/invoices/invoice.service.js';
import { matchInvoice, unmatchInvoice } from '../../src/reconciliation/reconciliation.service.js';
import { handle, list } from '../handler.js';

export function invoicesRouter(router: Router): void {
  router.get('/invoices', list(({ sc, query }) => listInvoices(sc, query)));
  router.post('/invoices', handle(({ sc, body }) => createInvoice(sc, body), { status: 201 }));
  router.get('/invoices/:id', handle(({ sc, params }) => getInvoice(sc, params.id)));
  router.patch('/invoices/:id', handle(({ sc, params, body }) => updateInvoice(sc, params.id, body)));
  router.delete('/invoices/:id', handle(({ sc, params }) => deleteInvoice(sc, params.id), { body: false }));
  router.post('/invoices/:id/restore', handle(({ sc, params }) => restoreInvoice(sc, params.id), { body: false }));
  router.post('/invoices/:id/match', handle(({ sc, params, body }) => matchInvoice(sc, params.id, body)));
  router.post('/invoices/:id/unmatch', handle(({ sc, params, body }) => unmatchInvoice(sc, params.id, body)));
}
