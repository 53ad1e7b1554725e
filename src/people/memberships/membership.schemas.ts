import { z } from 'zod';
import { passwordField } from '../users/passwords.js';
import { pageQuery } from '../../platform/pagination.js';
import { email, text } from '../../platform/validation.js';
import { ROLES } from './roles.js';

export const listMembersQuery = z.strictObject({ ...pageQuery });

export const updateMemberInput = z.strictObject({ role: z.enum(ROLES) });

export const inviteMemberInput = z.strictObject({ email: email(), role: z.enum(ROLES) });

/** `name` and `password` are for a new account; an existing one joins with the token alone. */
export const acceptInvitationInput = z.strictObject({
  token: z.string().max(200),
  name: text(200).optional(),
  password: passwordField().optional(),
});

export const previewInvitationInput = z.strictObject({ token: z.string().max(200) });

/** The CLI's `create-user`: an invitation link, or (with `password`) the account itself. */
export const createUserInput = z.strictObject({
  organization_id: z.string().min(1),
  email: email(),
  role: z.enum(ROLES),
  name: text(200).optional(),
  password: passwordField().optional(),
});
