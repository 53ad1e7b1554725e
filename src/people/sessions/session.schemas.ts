import { z } from 'zod';

/** `POST /auth/login`'s body (docs/people-and-sessions.md#signing-in). */
export const loginInput = z.strictObject({ email: z.string().max(320), password: z.string().max(1024) });
