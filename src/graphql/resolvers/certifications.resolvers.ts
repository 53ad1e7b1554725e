import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES } from '../../certifications/certification.entity.js';
import type { CertificationRepresentation } from '../../certifications/certification.representation.js';
import {
  createCertification,
  getCertification,
  issueCertification,
  listCertifications,
  markCertificationPaid,
  updateCertification,
  voidCertification,
} from '../../certifications/certification.service.js';

type Ctx = GraphQLContext;
type Filters = { first?: number; after?: string; projectId?: string; budgetId?: string; status?: string; type?: string };
type Input = { input: object };
type IdInput = { id: string; input?: object | null };

export const certificationResolvers = {
  CertificationType: enumValues(CERTIFICATION_TYPES),
  CertificationStatus: enumValues(CERTIFICATION_STATUSES),
  Query: {
    certification: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getCertification(sc, id),
    certifications: async (_: unknown, args: Filters, { sc }: Ctx) =>
      connection(
        await listCertifications(
          sc,
          connectionQuery(args, { projectId: args.projectId, budgetId: args.budgetId, status: args.status, type: args.type }),
        ),
      ),
  },
  Mutation: {
    createCertification: (_: unknown, { input }: Input, { sc }: Ctx) => createCertification(sc, toSnakeInput(input)),
    updateCertification: (_: unknown, { id, input }: IdInput, { sc }: Ctx) => updateCertification(sc, id, toSnakeInput(input)),
    issueCertification: (_: unknown, { id }: { id: string }, { sc }: Ctx) => issueCertification(sc, id),
    voidCertification: (_: unknown, { id }: { id: string }, { sc }: Ctx) => voidCertification(sc, id),
    markCertificationPaid: (_: unknown, { id, input }: IdInput, { sc }: Ctx) => markCertificationPaid(sc, id, toSnakeInput(input)),
  },
  Project: {
    certifications: async (project: { id: string }, args: Filters, { loaders }: Ctx) =>
      connection(
        await loaders.projectCertifications.load({
          parentId: project.id,
          query: connectionQuery(args, { budgetId: args.budgetId, status: args.status, type: args.type }),
        }),
      ),
  },
  Certification: {
    project: (c: CertificationRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(c.project_id),
    budget: (c: CertificationRepresentation, _: unknown, { loaders }: Ctx) => loaders.budget.load(c.budget_id),
    previousCertification: (c: CertificationRepresentation, _: unknown, { loaders }: Ctx) =>
      c.previous_certification_id ? loaders.certification.load(c.previous_certification_id) : null,
  },
};
