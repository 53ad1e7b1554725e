import type Router from '@koa/router';
import { getOrganizationSettings, updateOrganization } from '../../src/organizations/organization.service.js';
import { handle } from '../handler.js';

export function organizationRouter(router: Router): void {
  router.get('/organization', handle(({ sc }) => getOrganizationSettings(sc)));
  router.patch('/organization', handle(({ sc, body }) => updateOrganization(sc, body)));
}
