import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules } from '../platform/db/database-errors.js';

export interface Organization {
  id: string;
  name: string;
  notificationEmail: string;
  /** Its own NIF/CIF: the buyer on the suppliers' documents it imports (docs/documents-from-files.md#the-organizations-tax-id). */
  taxId: string | null;
  /** Its fiscal address: the seller's on the invoices of its certifications (docs/certifications.md#the-parties). */
  fiscalAddress?: FiscalAddress | null;
  createdAt: Date;
}

/** A postal address as a Facturae invoice holds it; `country_code` is ISO 3166-1 alpha-3 (`ESP`). */
export interface FiscalAddress {
  street: string;
  post_code: string;
  town: string;
  province: string;
  country_code: string;
}

export const OrganizationSchema = new EntitySchema<Organization>({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    notificationEmail: { type: 'string' },
    taxId: { type: 'string', nullable: true },
    fiscalAddress: { type: 'json', columnType: 'jsonb', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
  },
});

/** What the constraints of `organizations` mean to a client (docs/api-conventions.md#errors). */
export const organizationConstraints: ConstraintRules = {
  organizations_pkey: assignedKey('organization id'),
};
