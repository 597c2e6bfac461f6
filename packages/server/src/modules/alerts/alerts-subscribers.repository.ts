import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The project's subscribers, each with the alert types it follows. */
export function subscribers(
  db: Executor,
  projectId: number,
  order: { by: 'SubscriberName' | 'PhoneNumber'; reverse: boolean },
) {
  const column = order.by === 'PhoneNumber' ? 's.phone_number' : 'lower(s.subscriber_name)';
  const direction = order.reverse ? sql`DESC` : sql`ASC`;
  return sql<{
    project_alert_subscriber_id: number;
    subscriber_name: string;
    country_code: string;
    phone_number: string;
    subscribe_to_all: boolean;
    quiet_from: string | null;
    quiet_to: string | null;
    alert_types: string[];
  }>`
    SELECT s.project_alert_subscriber_id, s.subscriber_name, s.country_code, s.phone_number,
      s.subscribe_to_all, to_char(s.quiet_from, 'HH24:MI') AS quiet_from,
      to_char(s.quiet_to, 'HH24:MI') AS quiet_to,
      coalesce(array_agg(t.alert_type ORDER BY t.alert_type) FILTER (WHERE t.alert_type IS NOT NULL), '{}') AS alert_types
    FROM alert_subscribers s
    LEFT JOIN alert_subscriber_types t ON t.project_id = s.project_id
      AND t.project_alert_subscriber_id = s.project_alert_subscriber_id
    WHERE s.project_id = ${projectId}
    GROUP BY s.project_id, s.project_alert_subscriber_id
    ORDER BY ${sql.raw(column)} ${direction}, s.project_alert_subscriber_id ${direction}
  `
    .execute(db)
    .then((r) => r.rows);
}

export interface SubscriberRow {
  name: string;
  countryCode: string;
  phoneNumber: string;
  e164: string;
  all: boolean;
  quietFrom: string | null;
  quietTo: string | null;
}

/** Creates (id null) or replaces a subscriber; answers its id, or undefined if not found. */
export async function upsertSubscriber(
  db: Executor,
  projectId: number,
  id: number | null,
  row: SubscriberRow,
  alertTypes: readonly string[],
): Promise<number | undefined> {
  const values = {
    subscriber_name: row.name,
    country_code: row.countryCode,
    phone_number: row.phoneNumber,
    phone_e164: row.e164,
    subscribe_to_all: row.all,
    quiet_from: row.quietFrom,
    quiet_to: row.quietTo,
  };
  const saved =
    id === null
      ? await db
          .insertInto('alert_subscribers')
          .values({ project_id: projectId, ...values })
          .returning('project_alert_subscriber_id')
          .executeTakeFirstOrThrow()
      : await db
          .updateTable('alert_subscribers')
          .set({ ...values, updated_at: sql`now()` })
          .where('project_id', '=', projectId)
          .where('project_alert_subscriber_id', '=', id)
          .returning('project_alert_subscriber_id')
          .executeTakeFirst();
  if (!saved) return undefined;
  const subscriberId = saved.project_alert_subscriber_id;
  await db
    .deleteFrom('alert_subscriber_types')
    .where('project_id', '=', projectId)
    .where('project_alert_subscriber_id', '=', subscriberId)
    .execute();
  if (!row.all && alertTypes.length) {
    await db
      .insertInto('alert_subscriber_types')
      .values(
        alertTypes.map((alert_type) => ({
          project_id: projectId,
          project_alert_subscriber_id: subscriberId,
          alert_type,
        })),
      )
      .execute();
  }
  return subscriberId;
}

export async function deleteSubscriber(db: Executor, projectId: number, id: number) {
  const result = await db
    .deleteFrom('alert_subscribers')
    .where('project_id', '=', projectId)
    .where('project_alert_subscriber_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Each alert type's instance on the project, if it has one. */
export function instances(db: Executor, projectId: number) {
  return db
    .selectFrom('alert_instances')
    .select(['alert_type', 'alert_instance_id', 'is_active'])
    .where('project_id', '=', projectId)
    .execute();
}

/** The realtime configuration's unauthorized switch (read only: the realtime area owns it). */
export async function unauthorizedSwitch(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('realtime_configurations')
    .select('unauthorized_alert_enabled')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.unauthorized_alert_enabled ?? true;
}

/** Switches a type's instance, making it if needed; answers it and whether it is new. */
export async function toggleInstance(
  db: Executor,
  projectId: number,
  alertType: string,
  isActive: boolean,
) {
  const existing = await db
    .selectFrom('alert_instances')
    .select('alert_instance_id')
    .where('project_id', '=', projectId)
    .where('alert_type', '=', alertType)
    .executeTakeFirst();
  const row = await db
    .insertInto('alert_instances')
    .values({ project_id: projectId, alert_type: alertType, is_active: isActive })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'alert_type'])
        .doUpdateSet({ is_active: isActive, updated_at: sql`now()` }),
    )
    .returning(['alert_instance_id', 'is_active'])
    .executeTakeFirstOrThrow();
  return { ...row, isNew: existing === undefined };
}

/**
 * Notes, once per fact and subscriber (the notifications' key), who is to hear of these facts:
 * the subscribers of their type (or of all), each skipped in its quiet hours on the site's clock.
 * Answers the rows noted now, with the number to text.
 */
export async function noteNotifications(
  tx: Executor,
  projectId: number,
  alertFactIds: readonly number[],
) {
  const { rows } = await sql<{
    alert_fact_id: number;
    project_alert_subscriber_id: number;
    phone_e164: string;
    skipped: string | null;
  }>`
    WITH wanted AS (
      SELECT f.alert_fact_id, s.project_alert_subscriber_id, s.phone_e164,
        CASE WHEN s.quiet_from IS NOT NULL AND (
          CASE WHEN s.quiet_from <= s.quiet_to
            THEN local.t >= s.quiet_from AND local.t < s.quiet_to
            ELSE local.t >= s.quiet_from OR local.t < s.quiet_to
          END) THEN 'quiet hours' END AS skipped
      FROM alert_facts f
      JOIN projects p ON p.project_id = f.project_id
      CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE p.time_zone_id)::time AS t) local
      JOIN alert_subscribers s ON s.project_id = f.project_id
      WHERE f.project_id = ${projectId} AND f.alert_fact_id = ANY(${[...alertFactIds]}::bigint[])
        AND (s.subscribe_to_all OR EXISTS (
          SELECT 1 FROM alert_subscriber_types t
          WHERE t.project_id = s.project_id
            AND t.project_alert_subscriber_id = s.project_alert_subscriber_id
            AND t.alert_type = f.alert_type))
    ),
    noted AS (
      INSERT INTO alert_fact_notifications (project_id, alert_fact_id, project_alert_subscriber_id, skipped)
      SELECT ${projectId}, alert_fact_id, project_alert_subscriber_id, skipped FROM wanted
      ORDER BY alert_fact_id, project_alert_subscriber_id
      ON CONFLICT DO NOTHING
      RETURNING alert_fact_id, project_alert_subscriber_id, skipped
    )
    SELECT noted.*, wanted.phone_e164 FROM noted
    JOIN wanted USING (alert_fact_id, project_alert_subscriber_id)
  `.execute(tx);
  return rows;
}

/** The project's title and clock, for an alert's text. */
export function projectWords(tx: Executor, projectId: number) {
  return tx
    .selectFrom('projects')
    .select(['title', 'time_zone_id'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** A noted notification's text is queued: its outbox message. */
export async function notificationSent(
  tx: Executor,
  projectId: number,
  noted: { alert_fact_id: number; project_alert_subscriber_id: number },
  outboxMessageId: number,
) {
  await tx
    .updateTable('alert_fact_notifications')
    .set({ outbox_message_id: outboxMessageId })
    .where('project_id', '=', projectId)
    .where('alert_fact_id', '=', noted.alert_fact_id)
    .where('project_alert_subscriber_id', '=', noted.project_alert_subscriber_id)
    .execute();
}
