import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { DOCUMENT_KINDS, IMPORT_STATUSES } from '../../document-imports/document-import.entity.js';
import type { DocumentImportRepresentation } from '../../document-imports/document-import.representation.js';
import { completeDocumentImport, getDocumentImport, importDocument, listDocumentImports } from '../../document-imports/document-import.service.js';

type Ctx = GraphQLContext;
type ListArgs = { first?: number; after?: string; status?: string; kind?: string; projectId?: string };

/** Document imports (docs/documents-from-files.md#imports): the resolvers only translate. */
export const documentImportResolvers = {
  DocumentKind: enumValues(DOCUMENT_KINDS),
  DocumentImportStatus: enumValues(IMPORT_STATUSES),
  DocumentImportSource: enumValues(['pdf', 'facturae', 'image']),
  ImportedDocument: {
    __resolveType: (document: object) => ('invoice_number' in document ? 'Invoice' : 'DeliveryNote'),
  },
  DocumentImport: {
    project: (i: DocumentImportRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(i.project_id),
    document: (i: DocumentImportRepresentation, _: unknown, { loaders }: Ctx) =>
      i.invoice_id ? loaders.invoice.load(i.invoice_id) : i.delivery_note_id ? loaders.deliveryNote.load(i.delivery_note_id) : null,
  },
  Query: {
    documentImport: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getDocumentImport(sc, id),
    documentImports: async (_: unknown, args: ListArgs, { sc }: Ctx) =>
      connection(await listDocumentImports(sc, connectionQuery(args, { status: args.status, kind: args.kind, projectId: args.projectId }))),
  },
  Mutation: {
    importDocument: (_: unknown, { input }: { input: object }, { sc }: Ctx) => importDocument(sc, toSnakeInput(input)),
    completeDocumentImport: (_: unknown, { id, fields }: { id: string; fields: object }, { sc }: Ctx) =>
      completeDocumentImport(sc, id, toSnakeInput(fields)),
  },
};
