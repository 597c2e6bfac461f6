import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { addDays, localDate, zonedTimeToInstant } from '../lib/time.ts';
import { phoneE164 } from '../messaging/phone.ts';

/**
 * A week of text messages on each demo project, so the history and a batch's detail have true
 * things to show: who each text reached (the workers the history put on site that day, or a
 * trade), and the carriers' word on each (mostly delivered; a few numbers that could not take it).
 * Written as the send and the provider's callbacks would have left them; on a demo project,
 * which never sends, as its sends leave them: each recipient held ("a demo project never sends").
 */
const BATCHES = [
  {
    daysAgo: 6,
    time: '06:10',
    text: 'Concrete pour on level 7 starts at 6:30. Trucks use the north gate; keep the ramp clear.',
    who: 'seenThatDay' as const,
  },
  {
    daysAgo: 3,
    time: '12:45',
    text: 'Crane lift 1-3 pm: the east side is closed. Use the west stairs.',
    who: 'seenThatDay' as const,
  },
  {
    daysAgo: 1,
    time: '15:20',
    text: 'Site closes at 2 pm Friday for the city inspection. Badge out at the main gate.',
    who: 'everyone' as const,
  },
];

/** One number in this many could not take the text (a landline, a number no longer in service). */
const UNDELIVERED_EVERY = 29;

async function anyoneSeen(db: Database, projectId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('worker_days')
    .select('worker_id')
    .where('project_id', '=', projectId)
    .where('timesheet_date', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoTextMessages(db: Database, projectId: number, until: Date) {
  const project = await db
    .selectFrom('projects')
    .select(['time_zone_id', 'is_demo', 'country_code'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const sender = await sql<{ user_id: number }>`
    SELECT u.user_id FROM project_memberships pm JOIN users u ON u.user_id = pm.user_id
     WHERE pm.project_id = ${projectId}
     ORDER BY (u.email LIKE 'manager@%') DESC, u.user_id LIMIT 1`.execute(db);
  const userId = sender.rows[0]?.user_id;
  if (userId === undefined) return;
  const today = localDate(until, project.time_zone_id);
  for (const batch of BATCHES) {
    // A crew text goes out on a working day: a weekend (nobody seen) moves to the Friday before.
    let day = addDays(today, -batch.daysAgo);
    if (batch.who === 'seenThatDay') {
      for (let back = 0; back < 3 && !(await anyoneSeen(db, projectId, day)); back += 1) {
        day = addDays(day, -1);
      }
    }
    const at = zonedTimeToInstant(day, batch.time, project.time_zone_id);
    const workers = await sql<{
      worker_id: number;
      display_name: string;
      company_name: string;
      contract_id: number;
      telephone: string | null;
    }>`
      SELECT w.worker_id, w.first_name || ' ' || w.last_name AS display_name,
             coalesce(c.display_name, co.name, c.trade) AS company_name, w.contract_id,
             coalesce(nullif(w.telephone, ''), w.fields->>'Telephone') AS telephone
        FROM workers w
        JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
        LEFT JOIN companies co ON co.company_id = c.company_id
       WHERE w.project_id = ${projectId} AND NOT w.is_deleted
         AND (${batch.who === 'everyone'} OR EXISTS (SELECT 1 FROM worker_days wd
              WHERE wd.project_id = w.project_id AND wd.worker_id = w.worker_id
                AND wd.timesheet_date = ${day}::date))
       ORDER BY w.worker_id`.execute(db);
    if (workers.rows.length === 0) continue;
    const { text_message_batch_id: batchId } = await db
      .insertInto('text_message_batches')
      .values({
        project_id: projectId,
        created_by: userId,
        created_at: at,
        message: batch.text,
        filter: JSON.stringify({ contractFilter: false, contractIds: [] }),
        filter_description:
          batch.who === 'everyone'
            ? 'Every contract · Everyone registered'
            : `Every contract · Seen on ${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`,
      })
      .returning('text_message_batch_id')
      .executeTakeFirstOrThrow();
    const numbers = [
      ...new Set(
        workers.rows
          .map((w) => phoneE164(w.telephone, project.country_code))
          .filter((p) => p !== null),
      ),
    ];
    const outbox = new Map<string, number>();
    for (let i = 0; !project.is_demo && i < numbers.length; i += 2000) {
      const rows = await db
        .insertInto('outbox_messages')
        .values(
          numbers.slice(i, i + 2000).map((to, j) => {
            const n = i + j;
            const undelivered = n % UNDELIVERED_EVERY === UNDELIVERED_EVERY - 1;
            return {
              project_id: projectId,
              channel: 'sms' as const,
              recipient: to,
              body_text: batch.text,
              status: 'sent' as const,
              attempts: 1,
              created_at: at,
              sent_at: new Date(at.getTime() + 2_000 + n * 40),
              provider_message_id: `SMdemo${projectId}x${batchId}x${n}`,
              delivery_status: undelivered ? 'undelivered' : 'delivered',
              delivery_updated_at: new Date(at.getTime() + 9_000 + n * 60),
              last_error: undelivered ? 'delivery error 30003' : null,
            };
          }),
        )
        .returning(['outbox_message_id', 'recipient'])
        .execute();
      for (const row of rows) outbox.set(row.recipient, row.outbox_message_id);
    }
    const recipients = workers.rows.map((w) => {
      const phone = phoneE164(w.telephone, project.country_code);
      return {
        project_id: projectId,
        text_message_batch_id: batchId,
        worker_id: w.worker_id,
        contract_id: w.contract_id,
        display_name: w.display_name,
        company_name: w.company_name,
        phone_e164: phone,
        outbox_message_id: phone === null ? null : (outbox.get(phone) ?? null),
        not_sent_reason:
          phone === null ? ('no_phone' as const) : project.is_demo ? ('demo' as const) : null,
      };
    });
    for (let i = 0; i < recipients.length; i += 2000) {
      await db
        .insertInto('text_message_recipients')
        .values(recipients.slice(i, i + 2000))
        .execute();
    }
  }
}
