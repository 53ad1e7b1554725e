import type { ServiceContext } from '../platform/actor.js';
import type { ListResult } from '../platform/pagination.js';
import type { DocumentRow } from './document.entity.js';
import {
  deleteDocument,
  getDocument,
  getDocuments,
  listDocuments,
  listDocumentsOfParents,
  restoreDocument,
} from './document.service.js';
import type { DocumentType } from './document-type.js';

type Call<A extends unknown[], T> = (sc: ServiceContext, ...args: A) => Promise<T>;

/**
 * Every use case of one kind of document, as the adapters (REST routers, GraphQL resolvers and
 * loaders) call them: the kind's own `create`, `update`, `match` and `unmatch`, and the shared
 * document use cases bound to its `DocumentType`.
 */
export interface DocumentOperations<R extends { id: string }> {
  list: Call<[query: unknown], ListResult<R>>;
  listOfParents: Call<[parent: 'project' | 'provider', parentIds: readonly string[], query: unknown], Map<string, ListResult<R>>>;
  get: Call<[id: string], R>;
  /** By id; ids that are not the caller's are absent. */
  getMany: Call<[ids: readonly string[]], Map<string, R>>;
  create: Call<[body: unknown], R>;
  update: Call<[id: string, body: unknown], R>;
  delete: Call<[id: string], { id: string; deleted: true; deleted_at: string }>;
  restore: Call<[id: string], R>;
  match: Call<[id: string, body: unknown], R>;
  unmatch: Call<[id: string, body: unknown], R>;
}

type OwnOperations<R extends { id: string }> = Pick<DocumentOperations<R>, 'create' | 'update' | 'match' | 'unmatch'>;

export function documentOperations<E extends DocumentRow, R extends { id: string; deleted_at: string | null }>(
  type: DocumentType<E, R>,
  own: OwnOperations<R>,
): DocumentOperations<R> {
  return {
    list: (sc, query) => listDocuments(sc, type, query),
    listOfParents: (sc, parent, parentIds, query) => listDocumentsOfParents(sc, type, parent, parentIds, query),
    get: (sc, id) => getDocument(sc, type, id),
    getMany: (sc, ids) => getDocuments(sc, type, ids),
    delete: (sc, id) => deleteDocument(sc, type, id),
    restore: (sc, id) => restoreDocument(sc, type, id),
    ...own,
  };
}
