import type Router from '@koa/router';
import type { DocumentOperations } from '../../src/documents/document-operations.js';
import { handle, list } from '../handler.js';

/** The routes every kind of document has (invoices, delivery notes), under `path`. */
export function documentRoutes<R extends { id: string }>(router: Router, path: string, ops: DocumentOperations<R>): void {
  router.get(path, list(({ sc, query }) => ops.list(sc, query)));
  router.post(path, handle(({ sc, body }) => ops.create(sc, body), { status: 201 }));
  router.get(`${path}/:id`, handle(({ sc, params }) => ops.get(sc, params.id)));
  router.patch(`${path}/:id`, handle(({ sc, params, body }) => ops.update(sc, params.id, body)));
  router.delete(`${path}/:id`, handle(({ sc, params }) => ops.delete(sc, params.id), { body: false }));
  router.post(`${path}/:id/restore`, handle(({ sc, params }) => ops.restore(sc, params.id), { body: false }));
  router.post(`${path}/:id/match`, handle(({ sc, params, body }) => ops.match(sc, params.id, body)));
  router.post(`${path}/:id/unmatch`, handle(({ sc, params, body }) => ops.unmatch(sc, params.id, body)));
}
