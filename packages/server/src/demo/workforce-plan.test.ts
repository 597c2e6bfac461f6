import type {
  ContractsSummary,
  Dashboard,
  TextMessageBatch,
  TextMessageHistory,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildDemoTestApp, tokensFor, type DemoTestApp } from '../../test/app.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { findDemoProjectIds } from './projects.ts';
import { seedDemoWorkforcePlan } from './workforce-plan-seed.ts';
import { addDays, localDate } from '../lib/time.ts';

// The demo's plan against the demo's own simulated history, through the real endpoints: the
// seeded site as the first start makes it (the demo snapshot, built once per content and day).
let t: DemoTestApp;
let newYork: number;
let headers: Record<string, string>;
/** The history's "now": where it ends (the snapshot's build). */
let until: number;

beforeAll(async () => {
  t = await buildDemoTestApp({ realtime: false });
  until = t.until.getTime();
  newYork = (await findDemoProjectIds(t.db))!.newYorkProjectId;
  headers = bearer(await tokensFor(t.app, 'manager@siteline.example', DEMO_PASSWORD));
}, 600_000);
afterAll(() => t.close());

async function summary() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${newYork}/contracts-summary?tradeFilter=TRADES`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContractsSummary>();
}

describe('the demo workforce plan', () => {
  it('gives every workforce trade with presence a plan, mostly on track, with a story', async () => {
    const all = (await summary()).Contracts;
    // A placeholder contract with no company has no crew, hence no presence and no plan.
    const rows = all.filter((r) => r.ActualHoursToDate > 0);
    expect(all.filter((r) => r.ActualHoursToDate === 0).every((r) => r.Deviation === null)).toBe(
      true,
    );
    const deviations = rows.map((r) => r.Deviation);
    expect(deviations.every((x) => x !== null)).toBe(true);
    const values = deviations as number[];
    const onTrack = values.filter((x) => Math.abs(x) <= 5).length;
    expect(onTrack / values.length).toBeGreaterThan(0.6);
    expect(values.filter((x) => x <= -10 && x >= -20).length).toBeGreaterThanOrEqual(3);
    expect(values.some((x) => x >= 6 && x <= 10)).toBe(true);
    // The critical trade in jeopardy.
    expect(rows.some((r) => r.IsCriticalTrade && (r.Deviation ?? 0) < -12)).toBe(true);
    // The plan runs on to the contracts' ends.
    expect(
      rows.every((r) => r.LastForecastDate !== null && r.LastForecastDate > r.FirstForecastDate!),
    ).toBe(true);
  });

  it('shows on the home as a deviation index and a TCI', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${newYork}/dashboard`,
      headers,
    });
    const home = res.json<Dashboard>();
    expect(home.WorkforceDeviation).not.toBeNull();
    expect(Math.abs(home.WorkforceDeviation!)).toBeLessThan(10);
    expect(home.TciValue).toBeGreaterThan(0);
    expect(home.TciValue).toBeLessThan(100);
  });

  it('is loaded once', async () => {
    expect(await seedDemoWorkforcePlan(t.db, newYork, t.until)).toBe(0);
  });
});

// The same backfilled history, through the engine: the slips the simulator makes (slips.ts)
// show up in the worker-days as the presence rules settle them.
describe('the demo history lives the gate slips', () => {
  async function days(projectId: number) {
    return t.db
      .selectFrom('worker_days')
      .select(['timesheet_date', 'gross_hours', 'onsite_net_hours', 'shift_type', 'last_seen_at'])
      .where('project_id', '=', projectId)
      .execute();
  }

  it('takes lunch off site: net hours below gross on about a third of day shifts', async () => {
    const day = (await days(newYork)).filter((d) => d.shift_type === 'Day');
    const lunchOut = day.filter((d) => Number(d.onsite_net_hours) < Number(d.gross_hours) - 0.3);
    expect(lunchOut.length / day.length).toBeGreaterThan(0.2);
    expect(lunchOut.length / day.length).toBeLessThan(0.45);
  });

  it('keeps night pours past the boundary whole, on their start date', async () => {
    const nights = (await days(newYork)).filter((d) => d.shift_type === 'Night');
    const pours = nights.filter((d) => Number(d.gross_hours) > 9);
    expect(pours.length).toBeGreaterThan(0);
    // The pour ends the next morning, after the 03:00 boundary, on the same worker-day.
    for (const d of pours) {
      expect(addDays(d.timesheet_date, 1)).toBe(localDate(d.last_seen_at, 'America/New_York'));
    }
  });

  it('runs the plain site without gates or shifts', async () => {
    const school = (await findDemoProjectIds(t.db))!.schoolProjectId!;
    const rows = await days(school);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((d) => d.shift_type === 'NotApplicable')).toBe(true);
    expect(rows.filter((d) => Number(d.onsite_net_hours) > 0).length / rows.length).toBeGreaterThan(
      0.9,
    );
  });

  it('resolves the moved reader’s reads to the zone of their instant', async () => {
    const versions = await t.db
      .selectFrom('reader_assignments')
      .select(['reader_id'])
      .where('project_id', '=', newYork)
      .where('valid_to', 'is not', null)
      .execute();
    const zones = await t.db
      .selectFrom('tag_reads')
      .select('project_zone_id')
      .distinct()
      .where('project_id', '=', newYork)
      .where('reader_id', '=', versions[0]!.reader_id)
      .execute();
    expect(zones).toHaveLength(2);
  });
});

describe('the demo’s week of alert facts', () => {
  it('raises an unauthorized-person fact for each worker, zone and day of the week’s denied reads, and settles them', async () => {
    const facts = await t.db
      .selectFrom('alert_facts')
      .select([
        'project_id',
        'worker_id',
        'project_zone_id',
        'fact_date',
        'status',
        'triggered_at',
        'resolved_at',
      ])
      .where('alert_type', '=', 'UnauthorizedPerson')
      .execute();
    // The simulator sends a few workers a month into zones they may not enter.
    expect(facts.length).toBeGreaterThan(3);
    const weekAgo = until - 7 * 86_400_000 - 60_000;
    for (const f of facts) {
      expect(f.triggered_at.getTime()).toBeGreaterThanOrEqual(weekAgo);
      // The first denied read of that worker, zone and day raised it.
      const first = await t.db
        .selectFrom('tag_reads')
        .select((eb) => eb.fn.min('read_at').as('at'))
        .where('project_id', '=', f.project_id)
        .where('worker_id', '=', f.worker_id)
        .where('project_zone_id', '=', f.project_zone_id)
        .where('timesheet_date', '=', f.fact_date)
        .where('access_type', '=', 0)
        .executeTakeFirstOrThrow();
      expect(first.at).toEqual(f.triggered_at);
      // Settled: resolved after it was raised, or still active only if from today.
      if (f.status === 2)
        expect(f.resolved_at!.getTime()).toBeGreaterThanOrEqual(f.triggered_at.getTime());
      else expect(f.status).toBe(1);
    }
    const yesterdayOrBefore = facts.filter(
      (f) =>
        f.fact_date !== null && f.fact_date < addDays(localDate(until, 'America/New_York'), -1),
    );
    expect(yesterdayOrBefore.every((f) => f.status === 2)).toBe(true);
  });

  it('raises each listed arrival at the first read of its day, settled at the day’s end', async () => {
    const facts = await t.db
      .selectFrom('alert_facts')
      .select(['project_id', 'worker_id', 'fact_date', 'status', 'triggered_at'])
      .where('alert_type', '=', 'RealtimePerson')
      .execute();
    expect(facts.length).toBeGreaterThan(7);
    for (const f of facts) {
      const first = await t.db
        .selectFrom('tag_reads')
        .select((eb) => eb.fn.min('read_at').as('at'))
        .where('project_id', '=', f.project_id)
        .where('worker_id', '=', f.worker_id)
        .where('timesheet_date', '=', f.fact_date)
        .executeTakeFirstOrThrow();
      expect(first.at).toEqual(f.triggered_at);
    }
    const today = localDate(until, 'America/New_York');
    const past = facts.filter((f) => f.fact_date! < addDays(today, -1));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((f) => f.status === 2)).toBe(true);
  });

  it('has a contract-deviation fact open for exactly the watched trades the summary shows beyond their limit', async () => {
    const limits = await t.db
      .selectFrom('alert_contract_deviations')
      .select(['contract_id', 'under_deviation', 'over_deviation'])
      .where('project_id', '=', newYork)
      .execute();
    expect(limits.length).toBeGreaterThan(5);
    const open = await t.db
      .selectFrom('alert_facts')
      .select('contract_id')
      .where('project_id', '=', newYork)
      .where('alert_type', '=', 'ContractDeviation')
      .where('status', '<>', 2)
      .execute();
    const deviation = new Map((await summary()).Contracts.map((c) => [c.ContractId, c.Deviation]));
    const beyond = limits
      .filter((l) => {
        const d = deviation.get(l.contract_id);
        return d != null && (d < -l.under_deviation || d > l.over_deviation);
      })
      .map((l) => l.contract_id);
    expect(beyond.length).toBeGreaterThan(0);
    expect(open.map((f) => f.contract_id).sort()).toEqual(beyond.sort());
  });
});

describe('the demo’s week of text messages', () => {
  it('lists three texts, newest first, each with every recipient accounted for', async () => {
    const res = await t.app.inject({
      url: `/api/v1/projects/${newYork}/text-messages/batches`,
      headers,
    });
    const history = res.json<TextMessageHistory>();
    expect(history.TotalCount).toBe(3);
    expect(history.Data[0]?.TextMessage).toContain('city inspection');
    for (const b of history.Data) {
      const detail = (
        await t.app.inject({
          url: `/api/v1/projects/${newYork}/text-messages/batches/${b.TextMessageBatchId}`,
          headers,
        })
      ).json<TextMessageBatch>();
      expect(detail.Recipients).toHaveLength(b.RecipientsCount);
      expect(b.SentCount + b.NotSentCount).toBe(b.RecipientsCount);
      expect(b.DeliveredCount).toBeGreaterThan(b.RecipientsCount / 2);
      expect(b.FailedCount).toBeGreaterThan(0);
    }
  });

  it('shows the demo project’s texts held, as its sends would leave them: it never sends', async () => {
    const demo = (await findDemoProjectIds(t.db))!.demoProjectId;
    const demoUser = bearer(await tokensFor(t.app, 'demo@siteline.example', DEMO_PASSWORD));
    const res = await t.app.inject({
      url: `/api/v1/projects/${demo}/text-messages/batches`,
      headers: demoUser,
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json<TextMessageHistory>();
    expect(history.TotalCount).toBeGreaterThan(0);
    for (const b of history.Data) {
      expect(b).toMatchObject({ SentCount: 0, DeliveredCount: 0, FailedCount: 0 });
      expect(b.NotSentCount).toBe(b.RecipientsCount);
      const detail = (
        await t.app.inject({
          url: `/api/v1/projects/${demo}/text-messages/batches/${b.TextMessageBatchId}`,
          headers: demoUser,
        })
      ).json<TextMessageBatch>();
      expect(new Set(detail.Recipients.map((r) => r.Status))).toContain('Held');
      expect(
        detail.Recipients.filter((r) => !['Held', 'No phone number'].includes(r.Status)),
      ).toEqual([]);
    }
    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select('outbox_message_id')
      .where('project_id', '=', demo)
      .execute();
    expect(outbox).toEqual([]);
  });
});
