import {
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';

/** The name of the unique index a violation hit, when the error is one. */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof UniqueConstraintViolationException)) return null;
  const cause = error as unknown as { constraint?: string; message: string };
  if (cause.constraint) return cause.constraint;
  const m = /unique constraint "([^"]+)"/.exec(cause.message);
  return m ? m[1] : '';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof ForeignKeyConstraintViolationException;
}
