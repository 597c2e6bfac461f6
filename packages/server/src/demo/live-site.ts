import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Engine } from '../engine/engine.service.ts';
import { ACCESS_TYPE } from '../engine/resolve.ts';
import { createGatewayKeys } from '../engine/gateway-keys.ts';
import { findDemoProjectIds } from './projects.ts';
import { historyBatches } from './simulator/history.ts';
import { startLiveSimulator, type LiveSimulator } from './simulator/live.ts';
import { loadSiteModel } from '../engine/gateway-site.ts';
import { seedDemoWorkforcePlan } from './workforce-plan-seed.ts';
import { tuneDemoDensity } from './realtime-demo.ts';
import { seedDemoTextMessages } from './text-messages-demo.ts';
import { seedDemoSchedule } from './integrations-demo.ts';
import {
  configureDemoAlerts,
  evaluateDemoDays,
  raiseDemoRuleHistory,
  type DemoHistoryAlerts,
} from './alerts-demo.ts';

export type { DemoHistoryAlerts } from './alerts-demo.ts';

/** The gateway name the built-in simulator signs its reads with. */
export const SIMULATOR_KEY_NAME = 'Live site simulator';

interface Log {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

async function demoProjects(db: Database): Promise<number[]> {
  const ids = await findDemoProjectIds(db);
  if (!ids) return [];
  const { newYorkProjectId, losAngelesProjectId, demoProjectId, schoolProjectId } = ids;
  return [newYorkProjectId, losAngelesProjectId, demoProjectId, schoolProjectId].filter(
    (id): id is number => id !== undefined,
  );
}

/** How far back the history raises facts, as a live gateway's reads and the rules would have. */
const DEMO_FACT_DAYS = 7;

/**
 * The last week's unauthorized reads raise their facts as if the gateway had sent them live
 * (backfilled history raises none by itself), and the sweep settles them: those whose worker
 * moved on or whose day ended are resolved, at that moment. The overview and the alerts report
 * then show a believable week, every fact from a read that happened.
 */
async function raiseHistoryFacts(
  db: Database,
  alerts: DemoHistoryAlerts,
  projectIds: readonly number[],
  until: Date,
): Promise<void> {
  for (const projectId of projectIds) {
    const { rows } = await sql<{
      worker_id: number;
      project_zone_id: number | null;
      contract_id: number | null;
      reader_id: number;
      timesheet_date: string;
      read_at: Date;
    }>`
      SELECT DISTINCT ON (r.worker_id, r.project_zone_id, r.timesheet_date)
        r.worker_id, r.project_zone_id, r.contract_id, r.reader_id, r.timesheet_date::text, r.read_at
      FROM tag_reads r
      LEFT JOIN realtime_configurations c ON c.project_id = r.project_id
      WHERE r.project_id = ${projectId} AND r.worker_id IS NOT NULL
        AND r.access_type = ${ACCESS_TYPE.Denied}
        AND r.read_at >= ${until}::timestamptz - make_interval(days => ${DEMO_FACT_DAYS})
        AND coalesce(c.unauthorized_alert_enabled, true)
      ORDER BY r.worker_id, r.project_zone_id, r.timesheet_date, r.read_at
    `.execute(db);
    await alerts.raiseUnauthorized(
      projectId,
      rows.map((r) => ({
        workerId: r.worker_id,
        zoneId: r.project_zone_id,
        contractId: r.contract_id,
        readerId: r.reader_id,
        date: r.timesheet_date,
        at: r.read_at,
      })),
    );
  }
}

/**
 * On the start that seeded the demo: 120 days of past reads through the same pipeline as a
 * gateway's (resolution, storage, presence), so every report has data from the first sign-in;
 * then the workforce plan that goes with it, and the last week's alert facts.
 */
export async function backfillDemoHistory(
  db: Database,
  engine: Engine,
  log: Log,
  until = new Date(),
  alerts?: DemoHistoryAlerts,
) {
  const started = Date.now();
  let reads = 0;
  for (const projectId of await demoProjects(db)) {
    const model = await loadSiteModel(db, projectId, until);
    for await (const batch of historyBatches(model, { until })) {
      const answer = await engine.ingest(projectId, batch, { live: false, now: until.getTime() });
      reads += answer.Accepted;
    }
  }
  await engine.processAllPresence();
  // The workforce plan is made to agree with the history just processed.
  let planDays = 0;
  for (const projectId of await demoProjects(db)) {
    planDays += await seedDemoWorkforcePlan(db, projectId, until);
  }
  await tuneDemoDensity(db, await demoProjects(db), until);
  for (const projectId of await demoProjects(db)) {
    await seedDemoTextMessages(db, projectId, until);
    await seedDemoSchedule(db, projectId, until);
  }
  if (alerts) {
    const projectIds = await demoProjects(db);
    await raiseHistoryFacts(db, alerts, projectIds, until);
    for (const projectId of projectIds) {
      const arrivals = await configureDemoAlerts(db, projectId, until);
      await raiseDemoRuleHistory(db, alerts, projectId, arrivals, until, DEMO_FACT_DAYS);
    }
    await alerts.sweep(until);
    await evaluateDemoDays(alerts, until, DEMO_FACT_DAYS);
  }
  log.info(
    `demo history: ${reads} reads over 120 days processed, ${planDays} workforce plan days, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * The living demo site: one simulated gateway per demo project, posting over HTTP to this
 * server with a key made for it at each start (the previous one is revoked).
 */
export async function startDemoSimulators(
  db: Database,
  url: string,
  log: Log,
): Promise<LiveSimulator[]> {
  const keys = createGatewayKeys(db);
  const simulators: LiveSimulator[] = [];
  for (const projectId of await demoProjects(db)) {
    await db
      .updateTable('gateway_keys')
      .set({ revoked_at: sql`now()` })
      .where('project_id', '=', projectId)
      .where('name', '=', SIMULATOR_KEY_NAME)
      .where('revoked_at', 'is', null)
      .execute();
    const { Key } = await keys.create(projectId, SIMULATOR_KEY_NAME, null);
    const last = await db
      .selectFrom('tag_reads')
      .select((eb) => eb.fn.max('read_at').as('at'))
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    simulators.push(
      await startLiveSimulator({
        url,
        key: Key,
        db,
        projectId,
        log,
        since: last?.at ?? new Date(),
      }),
    );
  }
  log.info(
    `live site simulator running for ${simulators.length} projects (SIMULATOR=off to stop it)`,
  );
  return simulators;
}
