import Router from '@koa/router';
import {
  archiveProject,
  createProject,
  getProject,
  listProjects,
  restoreProject,
  updateProject,
} from '../../src/projects/project.service.js';
import { handle, list } from '../handler.js';

export function projectsRouter(router: Router): void {
  router.get('/projects', list(({ sc, query }) => listProjects(sc, query)));
  router.post('/projects', handle(({ sc, body }) => createProject(sc, body), { status: 201 }));
  router.get('/projects/:id', handle(({ sc, params }) => getProject(sc, params.id)));
  router.patch('/projects/:id', handle(({ sc, params, body }) => updateProject(sc, params.id, body)));
  router.delete('/projects/:id', handle(({ sc, params }) => archiveProject(sc, params.id), { body: false }));
  router.post('/projects/:id/restore', handle(({ sc, params }) => restoreProject(sc, params.id), { body: false }));
}
