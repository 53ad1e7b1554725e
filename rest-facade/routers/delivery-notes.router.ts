import type Router from '@koa/router';
import { deliveryNoteOperations } from '../../src/documents/delivery-notes/delivery-note.service.js';
import { documentRoutes } from './documents.router.js';

export function deliveryNotesRouter(router: Router): void {
  documentRoutes(router, '/delivery-notes', deliveryNoteOperations);
}
