import type { PeopleRuntime } from './people-runtime.js';

type Query = (sql: string, params?: unknown[]) => Promise<{ rowCount: number | null }>;

/**
 * Daily cron (`people_cleanup`): removes what can no longer be used — sessions past their idle
 * or absolute expiry, unaccepted invitations past 72 hours, used or expired reset links, and
 * sign-in failures older than a day (the throttle looks 15 minutes back). Nothing here is read
 * once expired, so this only keeps the tables small.
 */
export async function purgeEndedPeopleRows(query: Query, rt: Pick<PeopleRuntime, 'sessionIdleHours' | 'sessionMaxDays'>) {
  const sessions = await query(
    `delete from sessions where last_seen_at < now() - make_interval(secs => $1) or created_at < now() - make_interval(secs => $2)`,
    [rt.sessionIdleHours * 3600, rt.sessionMaxDays * 86_400],
  );
  const invitations = await query(`delete from invitations where accepted_at is null and expires_at < now()`);
  const resets = await query(`delete from password_resets where used_at is not null or expires_at < now()`);
  const failures = await query(`delete from login_failures where created_at < now() - interval '1 day'`);
  return {
    sessions: sessions.rowCount ?? 0,
    invitations: invitations.rowCount ?? 0,
    password_resets: resets.rowCount ?? 0,
    login_failures: failures.rowCount ?? 0,
  };
}
