import type Router from '@koa/router';
import { getInvoicePdf } from '../../src/documents/invoices/invoice-pdf.service.js';
import { invoiceOperations } from '../../src/documents/invoices/invoice.service.js';
import { storedFile } from '../handler.js';
import { documentRoutes } from './documents.router.js';

export function invoicesRouter(router: Router): void {
  documentRoutes(router, '/invoices', invoiceOperations);
  router.get('/invoices/:id/pdf', storedFile(({ sc, params }) => getInvoicePdf(sc, params.id)));
}
