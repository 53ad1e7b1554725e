import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HOUR_MS } from '../../platform/dates.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashToken, isToken, newToken } from '../../platform/tokens.js';
import { parse } from '../../platform/validation.js';
import { transaction } from '../../platform/db/transaction.js';
import { sendAccountMail } from '../account-mail.js';
import { peopleRuntime } from '../people-runtime.js';
import { endSessionsOfUser } from '../sessions/session.queries.js';
import { hashPassword } from './passwords.js';
import { PasswordResetSchema, UserSchema } from './user.entity.js';
import { deleteUnusedPasswordResets, findUserByEmail, normalizeEmail } from './user.queries.js';
import { type UserRepresentation, userRepresentation } from './user.representation.js';
import { passwordResetInput, passwordResetRequestInput } from './user.schemas.js';

/**
 * Password reset (docs/people-and-sessions.md#password-reset): a one-time link e-mailed to a
 * known address, valid one hour, of which only a hash is kept. A new request voids the
 * previous links; using one sets the password and ends every session of the user.
 */
export const RESET_VALID_HOURS = 1;


/**
 * `requestPasswordReset(email)`: always answers `true`, known address or not, and in the same
 * time (the e-mail leaves after the response), so it tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(em: EntityManager, args: unknown): Promise<true> {
  const input = parse(passwordResetRequestInput, args);
  const user = await findUserByEmail(em, normalizeEmail(input.email));
  if (!user) return true;
  const token = newToken('passwordReset');
  await transaction(em, async (tx) => {
    await deleteUnusedPasswordResets(tx, user.id);
    const now = new Date();
    tx.create(PasswordResetSchema, {
      id: newId('passwordReset'),
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_VALID_HOURS * HOUR_MS),
      usedAt: null,
    });
  });
  sendAccountMail(em, {
    kind: 'password_reset',
    organizationId: null,
    to: user.email,
    subject: 'Reset your Cost Control password',
    link: `${peopleRuntime().appUrl}/reset-password#token=${token}`,
    text: (link) =>
      [
        `Someone asked to reset the password of the Cost Control account ${user.email}.`,
        '',
        `Choose a new password here (the link works once, for ${RESET_VALID_HOURS} hour):`,
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
  });
  return true;
}

/** `resetPassword(token, password)`: sets the password and ends every session of the user. */
export async function resetPassword(em: EntityManager, args: unknown): Promise<UserRepresentation> {
  const input = parse(passwordResetInput, args);
  const invalid = () => AppError.field('token', 'invalid_token', 'This password reset link is not valid, or was already used.');
  if (!isToken('passwordReset', input.token)) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const { user, sessionsEnded } = await transaction(em, async (tx) => {
    const reset = await tx.findOne(
      PasswordResetSchema,
      { tokenHash: hashToken(input.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!reset || reset.usedAt) throw invalid();
    if (reset.expiresAt.getTime() <= Date.now()) {
      throw AppError.field('token', 'expired_token', 'This password reset link has expired: ask for a new one.');
    }
    const user = await tx.findOneOrFail(UserSchema, { id: reset.userId });
    const now = new Date();
    user.passwordHash = passwordHash;
    user.passwordChangedAt = now;
    user.updatedAt = now;
    reset.usedAt = now;
    return { user, sessionsEnded: await endSessionsOfUser(tx, user.id) };
  });
  peopleRuntime().logger.info({ user_id: user.id, sessions_ended: sessionsEnded }, 'password reset');
  return userRepresentation(user);
}
