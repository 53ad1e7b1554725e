import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { EVENT_TYPES } from './event-types.js';

export const eventListQuery = z.strictObject({
  type: z.enum(EVENT_TYPES).optional(),
  ...pageQuery,
});
