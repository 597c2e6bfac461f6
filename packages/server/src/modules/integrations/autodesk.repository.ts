import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Autodesk's id in the providers' list (integrations-providers.ts). */
export const AUTODESK_PROVIDER_ID = 2;

/**
 * Safety alerts raised: one issue each for a project mapped to an Autodesk project, written in
 * the raising transaction (the same alert again is the same row).
 */
export async function recordRaised(
  tx: Executor,
  projectId: number,
  alerts: readonly { alertFactId: number; title: string; description: string }[],
): Promise<number> {
  let recorded = 0;
  for (const a of alerts) {
    const { numAffectedRows } = await sql`
      INSERT INTO integration_issue_syncs
             (project_id, service_provider_id, alert_fact_id, title, description, status)
      SELECT i.project_id, i.service_provider_id, ${a.alertFactId}, ${a.title}, ${a.description},
             'pending'
        FROM project_integrations i
       WHERE i.project_id = ${projectId} AND i.service_provider_id = ${AUTODESK_PROVIDER_ID}
         AND i.external_project_id IS NOT NULL AND i.authenticated_at IS NOT NULL
      ON CONFLICT DO NOTHING`.execute(tx);
    recorded += Number(numAffectedRows ?? 0);
  }
  return recorded;
}

/** Alerts resolved: their issues are to be closed. */
export async function markResolved(
  tx: Executor,
  projectId: number,
  alertFactIds: readonly number[],
): Promise<number> {
  if (alertFactIds.length === 0) return 0;
  const result = await tx
    .updateTable('integration_issue_syncs')
    .set({ want_closed: true })
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', AUTODESK_PROVIDER_ID)
    .where('alert_fact_id', 'in', alertFactIds)
    .where('want_closed', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The backoff after a failed attempt: a minute, doubling, at most an hour. */
const due = (
  now: Date,
) => sql<boolean>`(s.attempted_at IS NULL OR s.attempted_at <= ${now}::timestamptz
  - least(interval '1 hour', interval '1 minute' * power(2, least(s.attempts, 8))))`;

/** Issues to create or close now, per project; those tried lately wait out their backoff. */
export function dueSyncs(db: Executor, now: Date, projectId?: number) {
  return db
    .selectFrom('integration_issue_syncs as s')
    .selectAll('s')
    .where('s.service_provider_id', '=', AUTODESK_PROVIDER_ID)
    .where((eb) =>
      eb.or([
        eb('s.status', '=', 'pending'),
        eb.and([eb('s.want_closed', '=', true), eb('s.status', '=', 'open')]),
      ]),
    )
    .where(due(now))
    .$if(projectId !== undefined, (q) => q.where('s.project_id', '=', projectId!))
    .orderBy('s.project_id')
    .orderBy('s.created_at')
    .limit(500)
    .execute();
}
export type IssueSyncRow = Awaited<ReturnType<typeof dueSyncs>>[number];

export async function updateSync(
  db: Executor,
  row: Pick<IssueSyncRow, 'project_id' | 'alert_fact_id'>,
  set: Partial<{
    status: 'pending' | 'open' | 'closed' | 'rejected';
    external_issue_id: string;
    attempts: number;
    answer: string | null;
    attempted_at: Date;
    sent_at: Date;
  }>,
): Promise<void> {
  await db
    .updateTable('integration_issue_syncs')
    .set(set)
    .where('project_id', '=', row.project_id)
    .where('service_provider_id', '=', AUTODESK_PROVIDER_ID)
    .where('alert_fact_id', '=', row.alert_fact_id)
    .execute();
}

/** The issues page: newest alert first. */
export async function listSyncs(db: Executor, projectId: number, page: number, size: number) {
  const base = db
    .selectFrom('integration_issue_syncs')
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', AUTODESK_PROVIDER_ID);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('alert_fact_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
