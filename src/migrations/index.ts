import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './Migration20261122000000Foundation.js';
import { Migration20261122010000Invoices } from './Migration20261122010000Invoices.js';
import { Migration20261122020000Budgets } from './Migration20261122020000Budgets.js';
import { Migration20261122030000Webhooks } from './Migration20261122030000Webhooks.js';
import { Migration20261122040000BudgetReferences } from './Migration20261122040000BudgetReferences.js';
import { Migration20261122140000People } from './Migration20261122140000People.js';
import { Migration20261123000000BudgetChapterParents } from './Migration20261123000000BudgetChapterParents.js';
import { Migration20261123000000InstallationSecrets } from './Migration20261123000000InstallationSecrets.js';
import { Migration20261123010000WorkerHeartbeats } from './Migration20261123010000WorkerHeartbeats.js';
import { Migration20261124000000IdempotencyAndRateLimits } from './Migration20261124000000IdempotencyAndRateLimits.js';
import { Migration20261125000000DocumentsFromFiles } from './Migration20261125000000DocumentsFromFiles.js';
import { Migration20261126000000BudgetUploads } from './Migration20261126000000BudgetUploads.js';
import { Migration20261127000000ImageUploads } from './Migration20261127000000ImageUploads.js';
import { Migration20261128000000StoredFigures } from './Migration20261128000000StoredFigures.js';
import { Migration20261129000000Commitments } from './Migration20261129000000Commitments.js';
import { Migration20261129010000ChangeOrders } from './Migration20261129010000ChangeOrders.js';
import { Migration20261129020000CostReportSnapshots } from './Migration20261129020000CostReportSnapshots.js';
import { Migration20261130100000Bc3ImportReport } from './Migration20261130100000Bc3ImportReport.js';
import { Migration20261201000000Certifications } from './Migration20261201000000Certifications.js';

/**
 * Every migration, in order. Listed explicitly (not globbed) so they load the same way under
 * tsx, vitest and a bundler. Forward-only: add a new file, never edit a landed one.
 */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261122010000Invoices', class: Migration20261122010000Invoices },
  { name: 'Migration20261122020000Budgets', class: Migration20261122020000Budgets },
  { name: 'Migration20261122030000Webhooks', class: Migration20261122030000Webhooks },
  { name: 'Migration20261122040000BudgetReferences', class: Migration20261122040000BudgetReferences },
  { name: 'Migration20261122140000People', class: Migration20261122140000People },
  { name: 'Migration20261123000000BudgetChapterParents', class: Migration20261123000000BudgetChapterParents },
  { name: 'Migration20261123000000InstallationSecrets', class: Migration20261123000000InstallationSecrets },
  { name: 'Migration20261123010000WorkerHeartbeats', class: Migration20261123010000WorkerHeartbeats },
  { name: 'Migration20261124000000IdempotencyAndRateLimits', class: Migration20261124000000IdempotencyAndRateLimits },
  { name: 'Migration20261125000000DocumentsFromFiles', class: Migration20261125000000DocumentsFromFiles },
  { name: 'Migration20261126000000BudgetUploads', class: Migration20261126000000BudgetUploads },
  { name: 'Migration20261127000000ImageUploads', class: Migration20261127000000ImageUploads },
  { name: 'Migration20261128000000StoredFigures', class: Migration20261128000000StoredFigures },
  { name: 'Migration20261129000000Commitments', class: Migration20261129000000Commitments },
  { name: 'Migration20261129010000ChangeOrders', class: Migration20261129010000ChangeOrders },
  { name: 'Migration20261129020000CostReportSnapshots', class: Migration20261129020000CostReportSnapshots },
  { name: 'Migration20261130100000Bc3ImportReport', class: Migration20261130100000Bc3ImportReport },
  { name: 'Migration20261201000000Certifications', class: Migration20261201000000Certifications },
];
