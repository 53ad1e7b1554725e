import Router from '@koa/router';
import { getEvent, listEvents } from '../../src/events/event.service.js';
import { handle, list } from '../handler.js';

export function eventsRouter(router: Router): void {
  router.get('/events', list(({ sc, query }) => listEvents(sc, query)));
  router.get('/events/:id', handle(({ sc, params }) => getEvent(sc, params.id)));
}
