import { ApiKeySchema } from '../api-keys/api-key.entity.js';
import { DeliveryNoteLineSchema, DeliveryNoteSchema } from '../delivery-notes/delivery-note.entity.js';
import { EventSchema } from '../events/event.entity.js';
import { InvoiceSchema } from '../invoices/invoice.entity.js';
import { OrganizationSchema } from '../organizations/organization.entity.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { ProviderSchema } from '../providers/provider.entity.js';

/** Every entity the ORM knows; a new resource adds its schema here. */
export const entities = [OrganizationSchema, ApiKeySchema, EventSchema, ProjectSchema, ProviderSchema];
// Appended (not edited into the array) so branches adding resources in parallel touch different lines.
(entities as unknown[]).push(InvoiceSchema, DeliveryNoteSchema, DeliveryNoteLineSchema);
