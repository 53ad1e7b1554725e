import type Router from '@koa/router';
import { invoiceOperations } from '../../src/invoices/invoice.service.js';
import { documentRoutes } from './documents.router.js';

export function invoicesRouter(router: Router): void {
  documentRoutes(router, '/invoices', invoiceOperations);
}
