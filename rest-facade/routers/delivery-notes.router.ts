import Router from '@koa/router';
import {
  createDeliveryNote,
  deleteDeliveryNote,
  getDeliveryNote,
  listDeliveryNotes,
  restoreDeliveryNote,
  updateDeliveryNote,
} from '../../src/delivery-notes/delivery-note.service.js';
import { matchDeliveryNote, unmatchDeliveryNote } from '../../src/reconciliation/reconciliation.service.js';
import { handle, list } from '../handler.js';

export function deliveryNotesRouter(router: Router): void {
  router.get('/delivery-notes', list(({ sc, query }) => listDeliveryNotes(sc, query)));
  router.post('/delivery-notes', handle(({ sc, body }) => createDeliveryNote(sc, body), { status: 201 }));
  router.get('/delivery-notes/:id', handle(({ sc, params }) => getDeliveryNote(sc, params.id)));
  router.patch('/delivery-notes/:id', handle(({ sc, params, body }) => updateDeliveryNote(sc, params.id, body)));
  router.delete('/delivery-notes/:id', handle(({ sc, params }) => deleteDeliveryNote(sc, params.id), { body: false }));
  router.post('/delivery-notes/:id/restore', handle(({ sc, params }) => restoreDeliveryNote(sc, params.id), { body: false }));
  router.post('/delivery-notes/:id/match', handle(({ sc, params, body }) => matchDeliveryNote(sc, params.id, body)));
  router.post('/delivery-notes/:id/unmatch', handle(({ sc, params, body }) => unmatchDeliveryNote(sc, params.id, body)));
}
