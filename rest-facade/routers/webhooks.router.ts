import Router from '@koa/router';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverEvent,
  updateWebhookEndpoint,
} from '../../src/webhooks/webhook.service.js';
import { handle, list } from '../handler.js';

export function webhooksRouter(router: Router): void {
  router.get('/webhooks', list(({ sc, query }) => listWebhookEndpoints(sc, query)));
  router.post('/webhooks', handle(({ sc, body }) => createWebhookEndpoint(sc, body), { status: 201 }));
  router.get('/webhooks/:id', handle(({ sc, params }) => getWebhookEndpoint(sc, params.id)));
  router.patch('/webhooks/:id', handle(({ sc, params, body }) => updateWebhookEndpoint(sc, params.id, body)));
  router.delete('/webhooks/:id', handle(({ sc, params }) => deleteWebhookEndpoint(sc, params.id), { body: false }));
  router.get('/webhooks/:id/deliveries', list(({ sc, params, query }) => listWebhookDeliveries(sc, params.id, query)));
  // Under /events, but a webhook operation (scope manage:webhooks).
  router.post('/events/:id/redeliver', handle(({ sc, params }) => redeliverEvent(sc, params.id), { body: false }));
}
