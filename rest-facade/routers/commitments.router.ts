import type Router from '@koa/router';
import { createCommitment, getCommitment, listCommitments, updateCommitment } from '../../src/commitments/commitment.service.js';
import { createChangeOrder, getChangeOrder, listChangeOrders, updateChangeOrder } from '../../src/commitments/change-order.service.js';
import { handle, list } from '../handler.js';

export function commitmentsRouter(router: Router): void {
  router.get('/commitments', list(({ sc, query }) => listCommitments(sc, query)));
  router.post('/commitments', handle(({ sc, body }) => createCommitment(sc, body), { status: 201 }));
  router.get('/commitments/:id', handle(({ sc, params }) => getCommitment(sc, params.id)));
  router.patch('/commitments/:id', handle(({ sc, params, body }) => updateCommitment(sc, params.id, body)));
  router.get('/change-orders', list(({ sc, query }) => listChangeOrders(sc, query)));
  router.post('/change-orders', handle(({ sc, body }) => createChangeOrder(sc, body), { status: 201 }));
  router.get('/change-orders/:id', handle(({ sc, params }) => getChangeOrder(sc, params.id)));
  router.patch('/change-orders/:id', handle(({ sc, params, body }) => updateChangeOrder(sc, params.id, body)));
}
