import type Router from '@koa/router';
import {
  createCertification,
  getCertification,
  issueCertification,
  listCertifications,
  markCertificationPaid,
  updateCertification,
  voidCertification,
} from '../../src/certifications/certification.service.js';
import { getCertificationFacturae, getCertificationPdf } from '../../src/certifications/certification-files.service.js';
import { download, handle, list } from '../handler.js';

export function certificationsRouter(router: Router): void {
  router.get('/certifications', list(({ sc, query }) => listCertifications(sc, query)));
  router.post('/certifications', handle(({ sc, body }) => createCertification(sc, body), { status: 201 }));
  router.get('/certifications/:id', handle(({ sc, params }) => getCertification(sc, params.id)));
  router.patch('/certifications/:id', handle(({ sc, params, body }) => updateCertification(sc, params.id, body)));
  router.post('/certifications/:id/issue', handle(({ sc, params }) => issueCertification(sc, params.id), { body: false }));
  router.post('/certifications/:id/void', handle(({ sc, params }) => voidCertification(sc, params.id), { body: false }));
  router.post('/certifications/:id/mark-paid', handle(({ sc, params, body }) => markCertificationPaid(sc, params.id, body)));
  router.get('/certifications/:id/facturae', download(({ sc, params }) => getCertificationFacturae(sc, params.id)));
  router.get('/certifications/:id/pdf', download(({ sc, params }) => getCertificationPdf(sc, params.id)));
}
