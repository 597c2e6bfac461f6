import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { clearListed } from './alerts-listed.repository.ts';

export const KEY_PERSON = 'KeyPerson';

/** Replaces the rows the caller may see; the others' stay (a company-limited editor). */
export async function replaceKeyPersons(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  rows: readonly { workerId: number; days: number }[],
) {
  await clearListed(db, 'alert_key_persons', projectId, scope);
  if (rows.length === 0) return;
  await db
    .insertInto('alert_key_persons')
    .values(
      rows.map((r) => ({
        project_id: projectId,
        worker_id: r.workerId,
        days_since_last_seen: r.days,
      })),
    )
    .execute();
}

/**
 * One pass of the rule (DOMAIN.md "Key person"), set-based and idempotent: a listed worker not
 * seen for their days (24 h each, from their last read, or from when they were listed if never
 * seen) raises one open fact, from the moment the time ran out; seen again, it resolves at that
 * read; taken off the list or with the alert off, it resolves now.
 */
export async function evaluateKeyPersons(
  db: Executor,
  now: Date,
  onlyProjectId?: number,
): Promise<{ raised: ChangedFact[]; resolved: ChangedFact[] }> {
  const only = onlyProjectId === undefined ? sql`true` : sql`k.project_id = ${onlyProjectId}`;
  const raised = await sql<ChangedFact>`
    INSERT INTO alert_facts (project_id, alert_type, worker_id, contract_id, status, triggered_at, details)
    SELECT k.project_id, ${KEY_PERSON}, k.worker_id, w.contract_id, ${ALERT_FACT_STATUS.Active},
      coalesce(ls.seen_at, k.created_at) + make_interval(days => k.days_since_last_seen),
      jsonb_strip_nulls(jsonb_build_object(
        'DaysSinceLastSeen', k.days_since_last_seen,
        'LastSeenAt', (extract(epoch FROM ls.seen_at) * 1000)::bigint))
    FROM alert_key_persons k
    JOIN alert_instances i ON i.project_id = k.project_id AND i.alert_type = ${KEY_PERSON} AND i.is_active
    JOIN workers w ON w.project_id = k.project_id AND w.worker_id = k.worker_id
    LEFT JOIN worker_last_seen ls ON ls.project_id = k.project_id AND ls.worker_id = k.worker_id
    WHERE ${only}
      AND coalesce(ls.seen_at, k.created_at) + make_interval(days => k.days_since_last_seen) <= ${now}
    ORDER BY k.project_id, k.worker_id
    ON CONFLICT (project_id, worker_id) WHERE alert_type = 'KeyPerson' AND status <> 2 DO NOTHING
    RETURNING project_id, alert_fact_id, contract_id
  `.execute(db);
  const resolved = await sql<ChangedFact>`
    UPDATE alert_facts f SET status = ${ALERT_FACT_STATUS.Resolved},
      resolved_at = CASE
        WHEN ls.seen_at > f.triggered_at - make_interval(days => (f.details->>'DaysSinceLastSeen')::int)
             AND k.worker_id IS NOT NULL AND i.is_active THEN ls.seen_at
        ELSE ${now}::timestamptz END
    FROM alert_facts f2
    LEFT JOIN worker_last_seen ls ON ls.project_id = f2.project_id AND ls.worker_id = f2.worker_id
    LEFT JOIN alert_key_persons k ON k.project_id = f2.project_id AND k.worker_id = f2.worker_id
    LEFT JOIN alert_instances i ON i.project_id = f2.project_id AND i.alert_type = ${KEY_PERSON}
    WHERE f.alert_fact_id = f2.alert_fact_id AND f.project_id = f2.project_id
      AND f.alert_type = ${KEY_PERSON} AND f.status <> ${ALERT_FACT_STATUS.Resolved}
      AND (${onlyProjectId === undefined ? sql`true` : sql`f.project_id = ${onlyProjectId}`})
      AND (
        ls.seen_at > f.triggered_at - make_interval(days => (f.details->>'DaysSinceLastSeen')::int)
        OR k.worker_id IS NULL OR i.is_active IS NOT TRUE
      )
    RETURNING f.project_id, f.alert_fact_id, f.contract_id
  `.execute(db);
  return { raised: raised.rows, resolved: resolved.rows };
}
