import Router from '@koa/router';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  updateProvider,
} from '../../src/providers/provider.service.js';
import { handle, list } from '../handler.js';

export function providersRouter(router: Router): void {
  router.get('/providers', list(({ sc, query }) => listProviders(sc, query)));
  router.post('/providers', handle(({ sc, body }) => createProvider(sc, body), { status: 201 }));
  router.get('/providers/:id', handle(({ sc, params }) => getProvider(sc, params.id)));
  router.patch('/providers/:id', handle(({ sc, params, body }) => updateProvider(sc, params.id, body)));
  router.delete('/providers/:id', handle(({ sc, params }) => deleteProvider(sc, params.id), { body: false }));
}
