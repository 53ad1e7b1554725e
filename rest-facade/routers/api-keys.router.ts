import Router from '@koa/router';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../../src/api-keys/api-key.service.js';
import { handle, list } from '../handler.js';

export function apiKeysRouter(router: Router): void {
  router.get('/api-keys', list(({ sc, query }) => listApiKeys(sc, query)));
  router.post('/api-keys', handle(({ sc, body }) => createApiKey(sc, body), { status: 201 }));
  router.get('/api-keys/:id', handle(({ sc, params }) => getApiKey(sc, params.id)));
  router.delete('/api-keys/:id', handle(({ sc, params }) => revokeApiKey(sc, params.id), { body: false }));
}
