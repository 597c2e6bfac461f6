import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** A project's webhooks with their latest delivery's status and time. */
export function listWebhooks(db: Executor, projectId: number, webhookId?: number) {
  let query = db
    .selectFrom('webhooks as w')
    .select([
      'w.webhook_id',
      'w.url',
      sql<string[]>`w.events`.as('events'),
      'w.description',
      'w.active',
      'w.secret_hint',
      'w.created_at',
      sql<string | null>`(SELECT d.status FROM webhook_deliveries d
        WHERE d.project_id = w.project_id AND d.webhook_id = w.webhook_id
        ORDER BY d.delivery_id DESC LIMIT 1)`.as('last_status'),
      sql<Date | null>`(SELECT coalesce(d.last_attempt_at, d.created_at) FROM webhook_deliveries d
        WHERE d.project_id = w.project_id AND d.webhook_id = w.webhook_id
        ORDER BY d.delivery_id DESC LIMIT 1)`.as('last_at'),
    ])
    .where('w.project_id', '=', projectId);
  if (webhookId !== undefined) query = query.where('w.webhook_id', '=', webhookId);
  return query.orderBy('w.webhook_id').execute();
}
export type WebhookRow = Awaited<ReturnType<typeof listWebhooks>>[number];

export async function countWebhooks(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhook(
  db: Executor,
  row: {
    projectId: number;
    url: string;
    events: readonly string[];
    description: string;
    secretCiphertext: string;
    secretHint: string;
    userId: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('webhooks')
    .values({
      project_id: row.projectId,
      url: row.url,
      events: JSON.stringify(row.events),
      description: row.description,
      secret_ciphertext: row.secretCiphertext,
      secret_hint: row.secretHint,
      created_by_user_id: row.userId,
    })
    .returning('webhook_id')
    .executeTakeFirstOrThrow();
  return inserted.webhook_id;
}

export async function updateWebhook(
  db: Executor,
  projectId: number,
  webhookId: number,
  patch: { url?: string; events?: readonly string[]; description?: string; active?: boolean },
): Promise<boolean> {
  if (Object.values(patch).every((value) => value === undefined)) {
    // Nothing to change: whether it exists is the answer.
    const found = await db
      .selectFrom('webhooks')
      .select('webhook_id')
      .where('project_id', '=', projectId)
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
    return found !== undefined;
  }
  const result = await db
    .updateTable('webhooks')
    .set({
      ...(patch.url === undefined ? {} : { url: patch.url }),
      ...(patch.events === undefined ? {} : { events: JSON.stringify(patch.events) }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.active === undefined ? {} : { active: patch.active }),
    })
    .where('project_id', '=', projectId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteWebhook(db: Executor, projectId: number, webhookId: number) {
  const result = await db
    .deleteFrom('webhooks')
    .where('project_id', '=', projectId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listDeliveries(
  db: Executor,
  projectId: number,
  webhookId: number,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .select([
        'delivery_id',
        'event_type',
        'event_id',
        'status',
        'attempts',
        'last_status_code',
        'last_error',
        'last_response',
        'created_at',
        'last_attempt_at',
        'next_attempt_at',
      ])
      .where('project_id', '=', projectId)
      .where('webhook_id', '=', webhookId)
      .orderBy('delivery_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('webhook_id', '=', webhookId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

export interface EventWrite {
  type: string;
  /** The same event raised twice (a retried batch) has the same key: one delivery. */
  key: string;
  payload: { occurredAt: string; data: Record<string, unknown> };
}

/**
 * The events as deliveries, one per active webhook of the project that chose the event's type,
 * in one statement (in the caller's transaction, if any); `webhookId` sends to that one only,
 * whatever it chose (a test). Answers the new deliveries' ids.
 */
export async function insertDeliveries(
  db: Executor,
  projectId: number,
  events: readonly EventWrite[],
  webhookId?: number,
): Promise<number[]> {
  if (events.length === 0) return [];
  const result = await sql<{ delivery_id: string }>`
    INSERT INTO webhook_deliveries (project_id, webhook_id, event_type, event_key, payload)
    SELECT w.project_id, w.webhook_id, e.type, e.key, e.payload
      FROM webhooks w
      JOIN unnest(${events.map((e) => e.type)}::text[], ${events.map((e) => e.key)}::text[],
                  ${events.map((e) => JSON.stringify(e.payload))}::jsonb[]) AS e(type, key, payload)
        ON ${webhookId === undefined ? sql`w.active AND w.events ? e.type` : sql`w.webhook_id = ${webhookId}`}
     WHERE w.project_id = ${projectId}
    ON CONFLICT (project_id, webhook_id, event_key) DO NOTHING
    RETURNING delivery_id`.execute(db);
  return result.rows.map((r) => Number(r.delivery_id));
}

/** Whether any active webhook of the project chose one of these event types. */
export async function hasSubscribers(
  db: Executor,
  projectId: number,
  types: readonly string[],
): Promise<boolean> {
  const row = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM webhooks WHERE project_id = ${projectId} AND active
                     AND events ?| ${types}::text[]) AS any`.execute(db);
  return row.rows[0]?.any ?? false;
}

/** A delivery with what sending it needs. */
export async function findDelivery(db: Executor, projectId: number, deliveryId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', (join) =>
      join.onRef('w.project_id', '=', 'd.project_id').onRef('w.webhook_id', '=', 'd.webhook_id'),
    )
    .select([
      'd.delivery_id',
      'd.event_type',
      'd.event_id',
      sql<{ occurredAt: string; data: Record<string, unknown> }>`d.payload`.as('payload'),
      'd.status',
      'd.attempts',
      'w.url',
      'w.secret_ciphertext',
      'w.active',
    ])
    .where('d.project_id', '=', projectId)
    .where('d.delivery_id', '=', deliveryId)
    .executeTakeFirst();
}

export async function recordAttempt(
  db: Executor,
  projectId: number,
  deliveryId: number,
  attempt: {
    status: 'pending' | 'delivered' | 'failed';
    code: number | null;
    error: string | null;
    response: string | null;
    nextAttemptAt: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: attempt.status,
      attempts: sql<number>`attempts + 1`,
      last_status_code: attempt.code,
      last_error: attempt.error,
      last_response: attempt.response,
      last_attempt_at: sql<Date>`now()`,
      next_attempt_at: attempt.nextAttemptAt,
    })
    .where('project_id', '=', projectId)
    .where('delivery_id', '=', deliveryId)
    .execute();
}

/** Pending deliveries overdue by more than `graceSeconds`: their job was lost. */
export function overdueDeliveries(db: Executor, graceSeconds: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['project_id', 'delivery_id'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
    .orderBy('next_attempt_at')
    .limit(500)
    .execute();
}
