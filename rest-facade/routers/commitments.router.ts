import type Router from '@koa/router';
import { createCommitment, getCommitment, listCommitments, updateCommitment } from '../../src/commitments/commitment.service.js';
import { handle, list } from '../handler.js';

export function commitmentsRouter(router: Router): void {
  router.get('/commitments', list(({ sc, query }) => listCommitments(sc, query)));
  router.post('/commitments', handle(({ sc, body }) => createCommitment(sc, body), { status: 201 }));
  router.get('/commitments/:id', handle(({ sc, params }) => getCommitment(sc, params.id)));
  router.patch('/commitments/:id', handle(({ sc, params, body }) => updateCommitment(sc, params.id, body)));
}
