import type { TagRead } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { findDemoProjectIds } from '../projects.ts';
import { addDays } from '../calendar.ts';
import { planDay, type Visit } from './day-plan.ts';
import { createGatewayClient, type SimulatorLog } from './gateway-client.ts';
import { utcToLocal } from './local-time.ts';
import { backlogOfDay, isOffline, readerStatus, type Outage } from './outages.ts';
import { visitReads } from './reads.ts';
import { loadSiteModel, type SiteModel } from '../../engine/gateway-site.ts';

/**
 * The demo site, live: every few seconds the fine reads of the time just elapsed are posted to
 * the ingestion API exactly as a site gateway would (key header, batches, retries), with a
 * heartbeat per reader every minute. Going through HTTP rather than calling the service keeps
 * the demo honest: what the simulator exercises is what real hardware exercises.
 */
export interface LiveSimulatorOptions {
  /** Base URL of a Siteline server, e.g. http://localhost:3000. */
  url: string;
  /** A gateway key of the project being simulated. */
  key: string;
  /** Where the site is read from (and re-read every 10 minutes). */
  db?: Executor;
  /** Defaults to the New York demo project. */
  projectId?: number;
  /** A site model given directly, instead of `db` (tests; a caller that already holds one). */
  model?: SiteModel;
  /** Where to (re)load the site from instead of `db`, e.g. the server's gateway site endpoint. */
  loadModel?: () => Promise<SiteModel>;
  log: SimulatorLog;
  intervalMs?: number;
  /** Start of the first window: the history's `until`, so no gap is left between the two. */
  since?: Date;
  fetch?: typeof fetch;
  /** The clock (tests run the simulator at 10:00 on a weekday, whatever the real time). */
  now?: () => number;
}

export interface LiveSimulator {
  stop: () => Promise<void>;
}

const HEARTBEAT_MS = 60_000;
const RELOAD_MS = 10 * 60_000;
const SUMMARY_MS = 15 * 60_000;
/** A simulator started long after `since` does not replay more than this. */
const MAX_CATCH_UP_MS = 60 * 60_000;

async function resolveProject(options: LiveSimulatorOptions): Promise<number> {
  if (options.projectId !== undefined) return options.projectId;
  if (options.model) return options.model.projectId;
  if (options.loadModel) return (await options.loadModel()).projectId;
  // The gateway key names its project, but keys cannot be looked up from here yet.
  const ids = options.db ? await findDemoProjectIds(options.db) : undefined;
  if (!ids) throw new Error('simulator: no project id given and no demo projects found');
  return ids.newYorkProjectId;
}

export async function startLiveSimulator(options: LiveSimulatorOptions): Promise<LiveSimulator> {
  const { db, log, intervalMs = 5000 } = options;
  const now = options.now ?? Date.now;
  if (!db && !options.model && !options.loadModel) {
    throw new Error('simulator: needs a database, a site model or a way to load one');
  }
  const projectId = await resolveProject(options);
  const load = async () =>
    db
      ? loadSiteModel(db, projectId, new Date(now()))
      : options.loadModel
        ? options.loadModel()
        : options.model!;
  let model = options.model ?? (await load());
  let loadedAt = now();
  const startedAt = now();
  const client = createGatewayClient({ ...options, now });
  const plans = new Map<string, Visit[]>();
  let windowStart = Math.max(options.since?.getTime() ?? startedAt, startedAt - MAX_CATCH_UP_MS);
  let lastHeartbeat = 0;
  let lastSummary = startedAt;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let held: { read: TagRead; until: Outage['to'] }[] = [];

  // Plans of the window's dates and the day before (a night shift runs into the morning).
  const visitsBetween = (from: number, to: number): Visit[] => {
    const first = addDays(utcToLocal(from, model.timeZoneId).date, -1);
    const last = utcToLocal(to, model.timeZoneId).date;
    for (const date of plans.keys()) if (date < first) plans.delete(date);
    const visits: Visit[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      let day = plans.get(date);
      if (!day) plans.set(date, (day = planDay(model, date)));
      visits.push(...day);
    }
    return visits;
  };

  async function tick() {
    const at = now();
    if (db && at - loadedAt >= RELOAD_MS) {
      model = await load();
      loadedAt = at;
      plans.clear();
    }
    const backlog = backlogOfDay(model, utcToLocal(at, model.timeZoneId).date);
    const uplinkDown = (serial: string, t: number) =>
      backlog !== null && serial === backlog.serial && t >= backlog.from && t < backlog.to;
    const offline = (serial: string, t: number) =>
      isOffline(model, serial, t) || uplinkDown(serial, t);
    const reads = visitReads(
      visitsBetween(windowStart, at),
      { from: windowStart, to: at },
      { granularity: 'fine' },
    );
    windowStart = at;
    readsSinceSummary += reads.length;
    // Started at a quiet hour: say so at once, not in a quarter of an hour.
    if (!toldQuiet && readsSinceSummary === 0) {
      toldQuiet = true;
      log.info(`simulator: project ${projectId}: ${quietReason(at)}`);
    }
    // A reader without uplink keeps its reads and sends them when it is back (hours late).
    for (const read of reads) {
      const t = Date.parse(read.Time);
      if (isOffline(model, read.ReaderSerial, t)) continue;
      if (uplinkDown(read.ReaderSerial, t)) held.push({ read, until: backlog!.to });
      else client.enqueue([read]);
    }
    const due = held.filter((h) => h.until <= at);
    if (due.length > 0) {
      held = held.filter((h) => h.until > at);
      client.enqueue(due.map((h) => h.read));
    }
    if (at - lastHeartbeat >= HEARTBEAT_MS) {
      lastHeartbeat = at;
      for (const reader of model.readers) {
        if (reader.ports.length === 0 || offline(reader.serial, at)) continue;
        if (!(await client.sendStatus(readerStatus(reader, startedAt, at)))) break;
      }
    }
    await client.flush();
    if (at - lastSummary >= SUMMARY_MS) {
      lastSummary = at;
      const t = client.totals();
      log.info(
        `simulator: project ${projectId}: ${t.sent} reads sent (${t.accepted} accepted, ` +
          `${t.duplicates} duplicates, ${t.rejected} rejected), ${client.buffered()} waiting`,
      );
      // Silence has a reason a user should not have to guess: say what it is waiting for.
      if (readsSinceSummary === 0) log.info(`simulator: project ${projectId}: ${quietReason(at)}`);
      readsSinceSummary = 0;
    }
  }

  function quietReason(at: number): string {
    const placed = model.readers.filter((r) => r.ports.length > 0).length;
    if (placed === 0) {
      return 'no reads: none of the site’s readers is placed in a zone yet (place them on Hardware)';
    }
    const { secondsOfDay } = utcToLocal(at, model.timeZoneId);
    const clock = `${String(Math.floor(secondsOfDay / 3600)).padStart(2, '0')}:${String(
      Math.floor((secondsOfDay % 3600) / 60),
    ).padStart(2, '0')}`;
    return (
      `no reads since the last report: it is ${clock} on site ` +
      `(${model.timeZoneId}); the day crew arrives from 06:00 and leaves from 15:00, ` +
      'a night crew works 20:00–06:30 on pour nights only — waiting for the next arrival'
    );
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((e: unknown) => log.warn(`simulator: tick failed: ${String(e)}`))
        .finally(schedule);
    }, intervalMs);
  };

  let readsSinceSummary = 0;
  let toldQuiet = false;
  log.info(
    `simulator: project ${projectId}, ${model.workers.length} workers, ` +
      `${model.readers.length} readers, posting to ${options.url} every ${intervalMs} ms`,
  );
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      // One last try, so the reads of the final window are not lost on a clean shutdown.
      await client.flush().catch(() => undefined);
      if (client.buffered() > 0) log.warn(`simulator: ${client.buffered()} reads left unsent`);
    },
  };
}
