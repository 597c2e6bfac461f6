import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Engine } from '../engine/engine.service.ts';
import { createGatewayKeys } from '../engine/gateway-keys.ts';
import { findDemoProjectIds } from './projects.ts';
import { historyBatches } from './simulator/history.ts';
import { startLiveSimulator, type LiveSimulator } from './simulator/live.ts';
import { loadSiteModel } from '../engine/gateway-site.ts';
import { seedDemoWorkforcePlan } from './workforce-plan-seed.ts';
import { tuneDemoDensity } from './realtime-demo.ts';

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

/**
 * On the start that seeded the demo: 120 days of past reads through the same pipeline as a
 * gateway's (resolution, storage, presence), so every report has data from the first sign-in;
 * then the workforce plan that goes with it.
 */
export async function backfillDemoHistory(
  db: Database,
  engine: Engine,
  log: Log,
  until = new Date(),
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
