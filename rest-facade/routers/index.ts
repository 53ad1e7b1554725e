import type Router from '@koa/router';
import { apiKeysRouter } from './api-keys.router.js';
import { budgetsRouter } from './budgets.router.js';
import { certificationsRouter } from './certifications.router.js';
import { commitmentsRouter } from './commitments.router.js';
import { costReportsRouter } from './cost-reports.router.js';
import { deliveryNotesRouter } from './delivery-notes.router.js';
import { eventsRouter } from './events.router.js';
import { invoicesRouter } from './invoices.router.js';
import { organizationRouter } from './organization.router.js';
import { projectsRouter } from './projects.router.js';
import { providersRouter } from './providers.router.js';
import { webhooksRouter } from './webhooks.router.js';

/** Every resource's routes under /v1; a new resource adds its router here. */
export const resourceRouters: Array<(router: Router) => void> = [
  projectsRouter,
  providersRouter,
  eventsRouter,
  apiKeysRouter,
  invoicesRouter,
  deliveryNotesRouter,
  webhooksRouter,
  budgetsRouter,
  commitmentsRouter,
  costReportsRouter,
  certificationsRouter,
  organizationRouter,
];
