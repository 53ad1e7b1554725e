import { z } from 'zod';
import { email } from '../../platform/validation.js';
import { passwordField } from './passwords.js';

/** `requestPasswordReset`'s input: the address to send the link to. */
export const passwordResetRequestInput = z.strictObject({ email: email() });

/** `resetPassword`'s input: the link's token and the new password. */
export const passwordResetInput = z.strictObject({ token: z.string().max(200), password: passwordField() });
