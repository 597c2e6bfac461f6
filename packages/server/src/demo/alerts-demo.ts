import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AlertRead } from '../engine/engine.service.ts';

/** What the alerts area does with a week of history: raise its facts, then settle them. */
export interface DemoHistoryAlerts {
  raiseUnauthorized: (projectId: number, facts: readonly AlertRead[]) => Promise<unknown>;
  raiseArrivals: (projectId: number, reads: readonly AlertRead[], now: number) => Promise<unknown>;
  /** Snoozes, unauthorized and realtime persons settled as of `now`. */
  sweep: (now: Date) => Promise<unknown>;
  /** The daily rules (contract deviation, end date) as the day's first evaluation at `now`. */
  evaluateDaily: (now: number) => Promise<unknown>;
  evaluateKeyPersons: (now: number) => Promise<unknown>;
}

/** The alert services a demo's history goes through (main.ts and the demo tests). */
export function demoHistoryAlerts(s: {
  alerts: { raiseUnauthorized: DemoHistoryAlerts['raiseUnauthorized'] };
  alertFacts: { sweep: (now: Date) => Promise<unknown> };
  realtimePerson: {
    raiseArrivals: DemoHistoryAlerts['raiseArrivals'];
    evaluate: (now: number) => Promise<unknown>;
  };
  keyPerson: { evaluate: (now: number) => Promise<unknown> };
  contractDeviation: { evaluate: (now: number) => Promise<unknown> };
  endDate: { evaluate: (now: number) => Promise<unknown> };
}): DemoHistoryAlerts {
  return {
    raiseUnauthorized: (projectId, facts) => s.alerts.raiseUnauthorized(projectId, facts),
    raiseArrivals: (projectId, reads, now) => s.realtimePerson.raiseArrivals(projectId, reads, now),
    sweep: async (now) => {
      await s.alertFacts.sweep(now);
      await s.realtimePerson.evaluate(now.getTime());
    },
    evaluateDaily: async (now) => {
      await s.contractDeviation.evaluate(now);
      await s.endDate.evaluate(now);
    },
    evaluateKeyPersons: (now) => s.keyPerson.evaluate(now),
  };
}

const DAY_MS = 86_400_000;
/** Key persons may go unseen 3 days: a weekend is not news, a week away is. */
const DEMO_KEY_PERSON_DAYS = 3;
/** The site's least-seen worker is listed with 2 days: their absence is the demo's news. */
const DEMO_AWAY_DAYS = 2;
/** A trade 15 % behind its plan to date, or 20 % ahead (overtime, a crowded floor), is news. */
const DEMO_UNDER_PERCENT = 15;
const DEMO_OVER_PERCENT = 20;
/** Start watching the end date a month before it. */
const DEMO_CUT_OFF_DAYS = 30;

/**
 * A good configuration of the rules the simulator does not drive by itself, from the history:
 * the site's regulars (present most days of the last month) as key persons, with the worker seen
 * longest ago among them; two regulars whose arrival is news; every workforce trade's deviation
 * limits; the end date watched from a month ahead.
 */
export async function configureDemoAlerts(db: Database, projectId: number, until: Date) {
  const { rows: regulars } = await sql<{ worker_id: number }>`
    SELECT d.worker_id FROM worker_days d
    WHERE d.project_id = ${projectId} AND d.timesheet_date >= ${until}::date - 30
    GROUP BY d.worker_id
    HAVING count(*) FILTER (WHERE d.timesheet_date >= ${until}::date - 7) > 0
    ORDER BY count(*) DESC, d.worker_id
    LIMIT 5
  `.execute(db);
  // The one seen longest ago (this month): away for days, where a key person should not be.
  const away = await db
    .selectFrom('worker_last_seen')
    .select('worker_id')
    .where('project_id', '=', projectId)
    .where('seen_at', '>=', new Date(until.getTime() - 30 * DAY_MS))
    .orderBy('seen_at')
    .orderBy('worker_id')
    .executeTakeFirst();
  const keyPersons = [
    ...regulars.slice(0, 3).map((r) => ({ worker_id: r.worker_id, days: DEMO_KEY_PERSON_DAYS })),
    ...(away ? [{ worker_id: away.worker_id, days: DEMO_AWAY_DAYS }] : []),
  ].filter((k, i, all) => all.findIndex((x) => x.worker_id === k.worker_id) === i);
  const arrivals = regulars.slice(3, 5);

  const on = (alertType: string) =>
    db
      .insertInto('alert_instances')
      .values({ project_id: projectId, alert_type: alertType, is_active: true })
      .onConflict((oc) => oc.columns(['project_id', 'alert_type']).doNothing())
      .execute();
  for (const type of ['KeyPerson', 'RealtimePerson', 'ContractDeviation', 'EndDate'])
    await on(type);
  // Listed from the start of the history, so a key person's absence counts from their last read.
  const listedAt = new Date(until.getTime() - 30 * DAY_MS);
  if (keyPersons.length)
    await db
      .insertInto('alert_key_persons')
      .values(
        keyPersons.map((r) => ({
          project_id: projectId,
          worker_id: r.worker_id,
          days_since_last_seen: r.days,
          created_at: listedAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (arrivals.length)
    await db
      .insertInto('alert_realtime_persons')
      .values(arrivals.map((r) => ({ project_id: projectId, worker_id: r.worker_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  await sql`
    INSERT INTO alert_contract_deviations (project_id, contract_id, under_deviation, over_deviation)
    SELECT c.project_id, c.contract_id, ${DEMO_UNDER_PERCENT}, ${DEMO_OVER_PERCENT}
    FROM contracts c
    WHERE c.project_id = ${projectId} AND c.parent_contract_id IS NULL AND c.contract_type_id = 5
      AND NOT c.owner_services
    ON CONFLICT DO NOTHING
  `.execute(db);
  await db
    .insertInto('alert_end_dates')
    .values({ project_id: projectId, cut_off_days: DEMO_CUT_OFF_DAYS })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return arrivals.map((r) => r.worker_id);
}

/**
 * The week's facts of those rules, as if the server had run all week: each listed arrival's first
 * read of each day, each day's contract and end-date evaluation, then the key persons now.
 */
export async function raiseDemoRuleHistory(
  db: Database,
  alerts: DemoHistoryAlerts,
  projectId: number,
  arrivals: readonly number[],
  until: Date,
  days: number,
) {
  if (arrivals.length) {
    const { rows } = await sql<{
      worker_id: number;
      project_zone_id: number | null;
      contract_id: number | null;
      reader_id: number;
      timesheet_date: string;
      read_at: Date;
    }>`
      SELECT DISTINCT ON (r.worker_id, r.timesheet_date)
        r.worker_id, r.project_zone_id, r.contract_id, r.reader_id, r.timesheet_date::text, r.read_at
      FROM tag_reads r
      JOIN projects p ON p.project_id = r.project_id
      WHERE r.project_id = ${projectId} AND r.worker_id = ANY(${[...arrivals]}::int[])
        AND r.timesheet_date >= (${until}::timestamptz AT TIME ZONE p.time_zone_id)::date - ${days}::int
        AND r.read_at <= ${until}
      ORDER BY r.worker_id, r.timesheet_date, r.read_at
    `.execute(db);
    await alerts.raiseArrivals(
      projectId,
      rows.map((r) => ({
        workerId: r.worker_id,
        zoneId: r.project_zone_id,
        contractId: r.contract_id,
        readerId: r.reader_id,
        date: r.timesheet_date,
        at: r.read_at,
      })),
      until.getTime(),
    );
  }
}

/** Each past day's daily evaluation at this hour of it, oldest first, then today's. */
export async function evaluateDemoDays(alerts: DemoHistoryAlerts, until: Date, days: number) {
  for (let k = days; k >= 1; k--) await alerts.evaluateDaily(until.getTime() - k * DAY_MS);
  await alerts.evaluateDaily(until.getTime());
  await alerts.evaluateKeyPersons(until.getTime());
}
