import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * The numbers that replied STOP to the sending number (carriers' rule, docs/domain.md "Text
 * messages"): never texted again until they reply START. Every SMS is checked here when it is
 * sent, whatever queued it; screens that pick recipients show who opted out.
 */
export async function recordOptOut(db: Executor, phone: string, keyword: string): Promise<void> {
  await db
    .insertInto('sms_opt_outs')
    .values({ phone_e164: phone, keyword })
    .onConflict((oc) => oc.column('phone_e164').doUpdateSet({ keyword, opted_out_at: sql`now()` }))
    .execute();
}

/**
 * Keeps a reply's MessageSid; answers false if it was kept before (a replayed request), and then
 * the caller changes nothing.
 */
export async function firstHearing(db: Executor, messageSid: string, phone: string) {
  const kept = await db
    .insertInto('sms_incoming_messages')
    .values({ message_sid: messageSid, phone_e164: phone })
    .onConflict((oc) => oc.column('message_sid').doNothing())
    .returning('message_sid')
    .executeTakeFirst();
  return kept !== undefined;
}

export async function recordOptIn(db: Executor, phone: string): Promise<void> {
  await db.deleteFrom('sms_opt_outs').where('phone_e164', '=', phone).execute();
}

/** Which of these numbers opted out. */
export async function optedOut(db: Executor, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select('phone_e164')
    .where('phone_e164', '=', sql<string>`ANY(${sql.val([...new Set(phones)])}::text[])`)
    .execute();
  return new Set(rows.map((r) => r.phone_e164));
}
