import { z } from 'zod';
import { timestamp } from '../platform/response-fields.js';
import type { Organization } from './organization.entity.js';

/** An organization as its members read it (GraphQL `Organization`). */
export function organizationRepresentation(o: Organization) {
  return {
    id: o.id,
    name: o.name,
    notification_email: o.notificationEmail,
    tax_id: o.taxId,
    fiscal_address: o.fiscalAddress ?? null,
    created_at: o.createdAt.toISOString(),
  };
}

const fiscalAddressObject = z
  .strictObject({ street: z.string(), post_code: z.string(), town: z.string(), province: z.string(), country_code: z.string() })
  .meta({ id: 'FiscalAddress' });

/** The published schema of `organizationRepresentation` (docs/openapi.md). */
export const organizationObject = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    notification_email: z.string(),
    tax_id: z.string().nullable().meta({ description: 'Its own NIF/CIF: the seller on its certifications, the buyer on the documents it imports.' }),
    fiscal_address: fiscalAddressObject.nullable().meta({ description: "The seller's address on its certifications' invoices." }),
    created_at: timestamp(),
  })
  .meta({ id: 'Organization' });
