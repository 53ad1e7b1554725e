import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../memberships/roles.js';

/** A live session with the membership it works through. */
export interface SessionRow {
  id: string;
  user_id: string;
  organization_id: string;
  livemode: boolean;
  membership_id: string;
  role: Role;
  /** Last use is older than the touch resolution: worth recording this one. */
  stale: boolean;
}

/** `last_seen_at` is written at most this often per session, so reads do not each cost a write. */
const TOUCH_RESOLUTION_SECONDS = 60;

/**
 * The session holding this token hash, if it is still live: used within `idleSeconds`, begun
 * within `maxSeconds`, and its user still a member of the organization it works in. Time is the
 * database's, so every replica agrees.
 */
export async function findLiveSession(
  em: EntityManager,
  tokenHash: string,
  idleSeconds: number,
  maxSeconds: number,
): Promise<SessionRow | null> {
  const rows = await em.execute<SessionRow[]>(
    `select s.id, s.user_id, s.organization_id, s.livemode, m.id as membership_id, m.role,
            s.last_seen_at < now() - make_interval(secs => ?) as stale
       from sessions s
       join memberships m on m.user_id = s.user_id and m.organization_id = s.organization_id
      where s.token_hash = ?
        and s.last_seen_at > now() - make_interval(secs => ?)
        and s.created_at > now() - make_interval(secs => ?)`,
    [TOUCH_RESOLUTION_SECONDS, tokenHash, idleSeconds, maxSeconds],
  );
  return rows[0] ?? null;
}

/** Records a use of the session (it stays live `SESSION_IDLE_HOURS` from now). */
export async function touchSession(em: EntityManager, id: string): Promise<void> {
  await em.execute(`update sessions set last_seen_at = now() where id = ?`, [id]);
}

export async function insertSession(
  em: EntityManager,
  session: { id: string; tokenHash: string; userId: string; organizationId: string; livemode: boolean },
): Promise<void> {
  await em.execute(
    `insert into sessions (id, token_hash, user_id, organization_id, livemode, created_at, last_seen_at)
     values (?, ?, ?, ?, ?, now(), now())`,
    [session.id, session.tokenHash, session.userId, session.organizationId, session.livemode],
  );
}

/** Ends the session holding this token hash (sign-out); null when there is none. */
export async function deleteSessionByToken(em: EntityManager, tokenHash: string): Promise<{ id: string; user_id: string } | null> {
  const rows = await em.execute<Array<{ id: string; user_id: string }>>(
    `delete from sessions where token_hash = ? returning id, user_id`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Moves a session to another organization or mode. */
export async function updateSessionWorkspace(
  em: EntityManager,
  id: string,
  workspace: { organizationId: string; livemode: boolean },
): Promise<void> {
  await em.execute(`update sessions set organization_id = ?, livemode = ? where id = ?`, [
    workspace.organizationId,
    workspace.livemode,
    id,
  ]);
}

/** Ends every session of a user (password changed, a membership removed), in the caller's transaction; how many. */
export async function endSessionsOfUser(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(`delete from sessions where user_id = ? returning id`, [userId]);
  return rows.length;
}
