import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';

export const READER_STATUS = 'ReaderStatus';

/** The models with the project's wait for each (its own, else the model's default). */
export function delaySettings(db: Executor, projectId: number) {
  return sql<{
    hardware_model_id: number;
    display_name: string;
    online_minutes: number;
  }>`
    SELECT hm.hardware_model_id, hm.display_name,
      coalesce(d.online_minutes, hm.online_status_minutes_to_wait) AS online_minutes
    FROM hardware_models hm
    LEFT JOIN alert_reader_delays d ON d.project_id = ${projectId}
      AND d.hardware_model_id = hm.hardware_model_id
    ORDER BY hm.hardware_model_id
  `
    .execute(db)
    .then((r) => r.rows);
}

export async function replaceDelays(
  db: Executor,
  projectId: number,
  delays: readonly { modelId: number; minutes: number }[],
) {
  await db.deleteFrom('alert_reader_delays').where('project_id', '=', projectId).execute();
  if (delays.length === 0) return;
  await db
    .insertInto('alert_reader_delays')
    .values(
      delays.map((d) => ({
        project_id: projectId,
        hardware_model_id: d.modelId,
        online_minutes: d.minutes,
      })),
    )
    .execute();
}

/**
 * Every reader's conditions at `now` on the projects whose reader-status alert is on: offline
 * (heard once, silent longer than its model's wait), else on battery or unknown power longer than
 * `powerWait`; each with the moment it became true. A reader never heard is not installed yet.
 */
const conditions = (now: Date, powerWait: number) => sql`
  WITH enabled AS (
    SELECT project_id FROM alert_instances WHERE alert_type = ${READER_STATUS} AND is_active
  ),
  waits AS (
    SELECT r.project_id, r.reader_id, r.last_heard_at, r.power_status, r.power_status_since,
      make_interval(mins => coalesce(d.online_minutes, hm.online_status_minutes_to_wait)) AS wait
    FROM readers r
    JOIN enabled e ON e.project_id = r.project_id
    JOIN hardware_models hm ON hm.hardware_model_id = r.hardware_model_id
    LEFT JOIN alert_reader_delays d ON d.project_id = r.project_id
      AND d.hardware_model_id = r.hardware_model_id
    WHERE r.last_heard_at IS NOT NULL
  )
  SELECT project_id, reader_id, 'offline' AS condition, last_heard_at + wait AS since
  FROM waits WHERE last_heard_at + wait <= ${now}
  UNION ALL
  SELECT project_id, reader_id, CASE power_status WHEN 2 THEN 'battery' ELSE 'unknownPower' END,
    power_status_since + make_interval(mins => ${powerWait})
  FROM waits
  WHERE last_heard_at + wait > ${now} AND power_status IN (2, 3)
    AND power_status_since + make_interval(mins => ${powerWait}) <= ${now}
`;

/**
 * One pass of the rule (DOMAIN.md "Reader status"), set-based and idempotent, so two servers
 * running it at once raise and resolve each fact once: raises a fact per new condition (one open
 * per reader and condition: the unique index), notes when an open fact's condition cleared and
 * forgets it if it came back, and resolves facts clear for `clearMinutes` (at the moment they
 * cleared) — and every open fact of a project whose alert was switched off.
 */
export async function evaluateReaderStatus(
  db: Executor,
  now: Date,
  { powerWait, clearMinutes }: { powerWait: number; clearMinutes: number },
): Promise<{ raised: ChangedFact[]; resolved: ChangedFact[] }> {
  const raised = await sql<ChangedFact>`
    WITH c AS (${conditions(now, powerWait)})
    INSERT INTO alert_facts (project_id, alert_type, reader_id, status, triggered_at, details)
    SELECT project_id, ${READER_STATUS}, reader_id, ${ALERT_FACT_STATUS.Active}, since,
      jsonb_build_object('ReaderCondition', condition)
    FROM c ORDER BY project_id, reader_id, condition
    ON CONFLICT (project_id, reader_id, (details->>'ReaderCondition'))
      WHERE alert_type = 'ReaderStatus' AND status <> 2 DO NOTHING
    RETURNING project_id, alert_fact_id, contract_id
  `.execute(db);
  await sql`
    WITH c AS (${conditions(now, powerWait)})
    UPDATE alert_facts f SET details = CASE
        WHEN EXISTS (SELECT 1 FROM c WHERE c.project_id = f.project_id AND c.reader_id = f.reader_id
                     AND c.condition = f.details->>'ReaderCondition')
          THEN f.details - 'ClearSince'
        ELSE f.details || jsonb_build_object('ClearSince', coalesce(f.details->>'ClearSince', ${now.toISOString()}))
      END
    WHERE f.alert_type = ${READER_STATUS} AND f.status <> ${ALERT_FACT_STATUS.Resolved}
  `.execute(db);
  const resolved = await sql<ChangedFact>`
    UPDATE alert_facts f SET status = ${ALERT_FACT_STATUS.Resolved},
      resolved_at = coalesce((f.details->>'ClearSince')::timestamptz, ${now}),
      details = f.details - 'ClearSince'
    WHERE f.alert_type = ${READER_STATUS} AND f.status <> ${ALERT_FACT_STATUS.Resolved}
      AND (
        (f.details->>'ClearSince')::timestamptz <= ${now}::timestamptz - make_interval(mins => ${clearMinutes})
        OR NOT EXISTS (SELECT 1 FROM alert_instances i WHERE i.project_id = f.project_id
                       AND i.alert_type = ${READER_STATUS} AND i.is_active)
      )
    RETURNING f.project_id, f.alert_fact_id, f.contract_id
  `.execute(db);
  return { raised: raised.rows, resolved: resolved.rows };
}
