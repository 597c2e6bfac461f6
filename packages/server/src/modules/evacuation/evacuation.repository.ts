import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { inContractScope } from '../../lib/contract-sql.ts';

/**
 * The evacuation area's sessions, their audit log and the answers already given by idempotency
 * key (DOMAIN.md "Evacuation"); the people are in evacuation-people.repository.ts.
 */

export interface SessionRow {
  evacuation_session_id: number;
  name: string;
  started_at: Date;
  started_by_name: string;
  finished_at: Date | null;
  show_contact_information: boolean;
  version: number;
  verified: number;
  total: number;
}

/** Sessions of the project, with the counts a caller may see; newest first, the running on top. */
export function sessions(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  sessionId?: number,
) {
  return db
    .selectFrom('evacuation_sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.started_by')
    .select([
      's.evacuation_session_id',
      's.name',
      's.started_at',
      sql<string>`u.first_name || ' ' || u.last_name`.as('started_by_name'),
      's.finished_at',
      's.show_contact_information',
      's.version',
      sql<number>`(SELECT count(*) FILTER (WHERE w.is_verified)::int FROM evacuation_session_workers w
        WHERE w.project_id = s.project_id AND w.evacuation_session_id = s.evacuation_session_id
          AND (w.contract_id IS NULL OR ${inContractScope('w.contract_id', scope)}))`.as(
        'verified',
      ),
      sql<number>`(SELECT count(*)::int FROM evacuation_session_workers w
        WHERE w.project_id = s.project_id AND w.evacuation_session_id = s.evacuation_session_id
          AND (w.contract_id IS NULL OR ${inContractScope('w.contract_id', scope)}))`.as('total'),
    ])
    .where('s.project_id', '=', projectId)
    .$if(sessionId !== undefined, (q) => q.where('s.evacuation_session_id', '=', sessionId!))
    .orderBy(sql`s.finished_at IS NULL`, 'desc')
    .orderBy('s.finished_at', 'desc')
    .orderBy('s.evacuation_session_id', 'desc')
    .execute() as Promise<SessionRow[]>;
}

export function runningSession(db: Executor, projectId: number) {
  return db
    .selectFrom('evacuation_sessions')
    .select('evacuation_session_id')
    .where('project_id', '=', projectId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/** The session locked for a change; undefined when it does not exist. */
export function lockSession(db: Executor, projectId: number, sessionId: number) {
  return db
    .selectFrom('evacuation_sessions')
    .select(['evacuation_session_id', 'finished_at', 'version', 'name', 'show_contact_information'])
    .where('project_id', '=', projectId)
    .where('evacuation_session_id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSession(
  db: Executor,
  projectId: number,
  userId: number,
  name: string,
): Promise<number | null> {
  const row = await sql<{ evacuation_session_id: number }>`
    INSERT INTO evacuation_sessions (project_id, name, started_by)
    VALUES (${projectId}, ${name}, ${userId})
    ON CONFLICT (project_id) WHERE finished_at IS NULL DO NOTHING
    RETURNING evacuation_session_id
  `.execute(db);
  return row.rows[0]?.evacuation_session_id ?? null;
}

export function updateSession(
  db: Executor,
  projectId: number,
  sessionId: number,
  change: { name?: string; showContact?: boolean; finishedBy?: number },
) {
  return db
    .updateTable('evacuation_sessions')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.showContact === undefined ? {} : { show_contact_information: change.showContact }),
      ...(change.finishedBy === undefined
        ? {}
        : { finished_at: sql<Date>`now()`, finished_by: change.finishedBy }),
      version: sql<number>`version + 1`,
    })
    .where('project_id', '=', projectId)
    .where('evacuation_session_id', '=', sessionId)
    .execute();
}

export function audit(
  db: Executor,
  projectId: number,
  sessionId: number,
  userId: number,
  message: string,
  person: { contractId: number | null; personId: number } | null = null,
) {
  return db
    .insertInto('evacuation_audit_log')
    .values({
      project_id: projectId,
      evacuation_session_id: sessionId,
      user_id: userId,
      message,
      contract_id: person?.contractId ?? null,
      evacuation_session_worker_id: person?.personId ?? null,
    })
    .execute();
}

/** The outbox texts a session sent (start, roll call), kept for its audit log. */
export async function keepTexts(
  db: Executor,
  projectId: number,
  sessionId: number,
  outboxMessageIds: readonly number[],
) {
  await db
    .insertInto('evacuation_texts')
    .values(
      outboxMessageIds.map((id) => ({
        project_id: projectId,
        evacuation_session_id: sessionId,
        outbox_message_id: id,
      })),
    )
    .execute();
}

/** The session's texts that expired unsent, by the minute they expired, with a last answer. */
export async function expiredTexts(db: Executor, projectId: number, sessionId: number) {
  const { rows } = await sql<{ expired_at: Date; texts: number; last_error: string | null }>`
    SELECT date_trunc('minute', o.expired_at) AS expired_at, count(*)::int AS texts,
           max(o.last_error) AS last_error
      FROM evacuation_texts e
      JOIN outbox_messages o ON o.outbox_message_id = e.outbox_message_id
     WHERE e.project_id = ${projectId} AND e.evacuation_session_id = ${sessionId}
       AND o.status = 'expired'
     GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}

/**
 * The session's log a caller may see (the actions on its people and on the session), each with
 * the person it is about; with a zone, only the entries about the people last read there.
 */
export function auditLog(
  db: Executor,
  projectId: number,
  sessionId: number,
  scope: readonly number[] | null,
  zoneId: number | undefined,
) {
  return db
    .selectFrom('evacuation_audit_log as a')
    .innerJoin('users as u', 'u.user_id', 'a.user_id')
    .leftJoin('evacuation_session_workers as p', (join) =>
      join
        .onRef('p.project_id', '=', 'a.project_id')
        .onRef('p.evacuation_session_worker_id', '=', 'a.evacuation_session_worker_id'),
    )
    .select([
      'a.evacuation_audit_id',
      'a.message',
      'a.logged_at',
      sql<string>`u.first_name || ' ' || u.last_name`.as('user_name'),
      'a.evacuation_session_worker_id',
      'p.display_name',
    ])
    .where('a.project_id', '=', projectId)
    .where('a.evacuation_session_id', '=', sessionId)
    .where((eb) =>
      scope === null
        ? eb.val(true)
        : eb.or([eb('a.contract_id', 'is', null), inContractScope('a.contract_id', scope)]),
    )
    .where((eb) => (zoneId === undefined ? eb.val(true) : eb('p.project_zone_id', '=', zoneId)))
    .orderBy('a.logged_at')
    .orderBy('a.evacuation_audit_id')
    .execute();
}

// --- the answers already given (Idempotency-Key) -------------------------------------------------

/**
 * Claims the key for this request in its transaction. False when it is known: the request was
 * answered before (or is being answered: this waits for that transaction).
 */
export async function claimRequest(
  db: Executor,
  projectId: number,
  key: string,
  userId: number,
): Promise<boolean> {
  const row = await sql<{ k: string }>`
    INSERT INTO evacuation_requests (project_id, idempotency_key, user_id, status, answer)
    VALUES (${projectId}, ${key}, ${userId}, 0, 'null')
    ON CONFLICT DO NOTHING
    RETURNING idempotency_key AS k
  `.execute(db);
  return row.rows.length > 0;
}

export function recordAnswer(
  db: Executor,
  projectId: number,
  key: string,
  status: number,
  answer: unknown,
) {
  return db
    .updateTable('evacuation_requests')
    .set({ status, answer: JSON.stringify(answer) })
    .where('project_id', '=', projectId)
    .where('idempotency_key', '=', key)
    .execute();
}

export function storedAnswer(db: Executor, projectId: number, key: string) {
  return db
    .selectFrom('evacuation_requests')
    .select(['status', 'answer', 'user_id'])
    .where('project_id', '=', projectId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Whether the project is a demo one (it never texts), and its clock. */
export function projectFacts(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['is_demo', 'time_zone_id', 'country_code'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** Phones on the records of these workers (the start dialog's "who can be texted"). */
export async function telephones(db: Executor, projectId: number, workerIds: readonly number[]) {
  if (workerIds.length === 0) return [];
  const rows = await db
    .selectFrom('workers')
    .select(sql<string | null>`coalesce(telephone, fields->>'Telephone')`.as('telephone'))
    .where('project_id', '=', projectId)
    .where('worker_id', 'in', [...workerIds])
    .execute();
  return rows.map((r) => r.telephone);
}

/** Badges of no worker read in the last `minutes`: people on site the roll call cannot name. */
export async function unassignedBadgesSeen(db: Executor, projectId: number, since: Date) {
  const row = await sql<{ n: number }>`
    SELECT count(DISTINCT tag)::int AS n FROM tag_reads
    WHERE project_id = ${projectId} AND worker_id IS NULL AND read_at > ${since}
  `.execute(db);
  return row.rows[0]?.n ?? 0;
}
