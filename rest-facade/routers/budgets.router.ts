import Router from '@koa/router';
import {
  createBudget,
  deleteBudget,
  getBudget,
  listBudgetItems,
  listBudgets,
  updateBudget,
  updateBudgetItem,
} from '../../src/budgets/budget.service.js';
import { BC3_UPLOAD_TYPES, exportBudget, importBudget } from '../../src/budgets/budget-bc3.service.js';
import { clearBudgetItemReferences } from '../../src/documents/budget-item-references.js';
import { download, handle, list, upload } from '../handler.js';

export function budgetsRouter(router: Router): void {
  router.get('/budgets', list(({ sc, query }) => listBudgets(sc, query)));
  router.post('/budgets', handle(({ sc, body }) => createBudget(sc, body), { status: 201 }));
  router.post('/budgets/import', upload(({ sc, query, readFile }) => importBudget(sc, query, readFile), { types: BC3_UPLOAD_TYPES, status: 201 }));
  router.get('/budgets/:id/export', download(({ sc, params, query }) => exportBudget(sc, params.id, query)));
  router.get('/budgets/:id', handle(({ sc, params, query }) => getBudget(sc, params.id, query), { query: true }));
  router.get('/budgets/:id/items', list(({ sc, params, query }) => listBudgetItems(sc, params.id, query)));
  router.patch('/budgets/:id', handle(({ sc, params, body }) => updateBudget(sc, params.id, body)));
  router.patch('/budget-items/:id', handle(({ sc, params, body }) => updateBudgetItem(sc, params.id, body)));
  router.delete(
    '/budgets/:id',
    handle(({ sc, params }) => deleteBudget(sc, params.id, clearBudgetItemReferences), { body: false }),
  );
}
