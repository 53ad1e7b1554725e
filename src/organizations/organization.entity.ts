import { EntitySchema } from '@mikro-orm/core';

export interface Organization {
  id: string;
  name: string;
  notificationEmail: string;
  createdAt: Date;
}

export const OrganizationSchema = new EntitySchema<Organization>({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    notificationEmail: { type: 'string' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
  },
});
