import { localDateTime } from '../lib/time.ts';
import { ACCESS_TYPE, type ResolvedRead } from './resolve.ts';
import type { ProjectSnapshot } from './snapshot.ts';
import type { Publish } from '../realtime/realtime-server.ts';

/** Unauthorized reads older than this are history, not news: no live alert. */
const LIVE_ALERT_WINDOW_MS = 10 * 60_000;

/**
 * The alerts a live batch raises (alerts module): unauthorized persons (with the project's
 * switch), and the arrivals of realtime persons.
 */
export interface EngineAlerts {
  unauthorizedEnabled(projectId: number): Promise<boolean>;
  raiseUnauthorized(projectId: number, facts: readonly AlertRead[]): Promise<unknown>;
  raiseArrivals?(projectId: number, reads: readonly AlertRead[]): Promise<unknown>;
}

/** A read of a known worker, as an alert rule takes it. */
export interface AlertRead {
  workerId: number;
  zoneId: number | null;
  contractId: number | null;
  readerId: number;
  /** The read's timesheet date: the "day" of one fact per worker, zone and day. */
  date: string;
  at: Date;
}

type LiveAlertDeps = {
  publish?: Publish<'realtime_dashboard'>;
  alerts?: EngineAlerts;
};

function publishUnauthorized(
  deps: LiveAlertDeps,
  snapshot: ProjectSnapshot,
  reads: readonly ResolvedRead[],
  now: number,
) {
  if (!deps.publish) return;
  for (const read of reads) {
    if (read.workerId === null || read.accessType !== ACCESS_TYPE.Denied) continue;
    if (now - read.at > LIVE_ALERT_WINDOW_MS) continue;
    deps.publish(
      snapshot.projectId,
      {
        action: 'unauthorized_alert',
        data: {
          WorkerId: read.workerId,
          WorkerName: snapshot.workers.get(read.workerId)?.name ?? '',
          ContractId: read.contractId,
          ProjectZoneId: read.zoneId,
          ZoneName: read.zoneId === null ? '' : (snapshot.zones.get(read.zoneId)?.name ?? ''),
          DateTimeLocal: localDateTime(read.at, snapshot.timeZone),
        },
      },
      // About one contract's worker: its company's members (and the unlimited ones) only.
      { contractId: read.contractId },
    );
  }
}

/**
 * A live batch's denied reads of known workers: pushed at once (fresh ones only) and stored as
 * facts. Facts are raised for every denied read of the batch, not only the fresh ones, so a
 * batch retried after a failure here still raises them (the unique index keeps one).
 */
async function raiseUnauthorized(
  deps: LiveAlertDeps,
  snapshot: ProjectSnapshot,
  rows: readonly ResolvedRead[],
  fresh: readonly ResolvedRead[],
  now: number,
) {
  const denied = rows.filter((r) => r.workerId !== null && r.accessType === ACCESS_TYPE.Denied);
  if (denied.length === 0) return;
  const alerts = deps.alerts;
  if (alerts && !(await alerts.unauthorizedEnabled(snapshot.projectId))) return;
  publishUnauthorized(deps, snapshot, fresh, now);
  await alerts?.raiseUnauthorized(
    snapshot.projectId,
    denied.map((r) => ({
      workerId: r.workerId!,
      zoneId: r.zoneId,
      contractId: r.contractId,
      readerId: r.readerId,
      date: r.timesheetDate,
      at: new Date(r.at),
    })),
  );
}

/** Every read of a known worker, not only the new ones: a retried batch still raises. */
async function raiseArrivals(
  deps: LiveAlertDeps,
  projectId: number,
  rows: readonly ResolvedRead[],
) {
  if (!deps.alerts?.raiseArrivals) return;
  const reads = rows.filter((r) => r.workerId !== null);
  if (reads.length === 0) return;
  await deps.alerts.raiseArrivals(
    projectId,
    reads.map((r) => ({
      workerId: r.workerId!,
      zoneId: r.zoneId,
      contractId: r.contractId,
      readerId: r.readerId,
      date: r.timesheetDate,
      at: new Date(r.at),
    })),
  );
}

/** What a live batch raises: unauthorized persons (pushed and stored), arrivals. */
export async function raiseLiveAlerts(
  deps: LiveAlertDeps,
  snapshot: ProjectSnapshot,
  rows: readonly ResolvedRead[],
  fresh: readonly ResolvedRead[],
  now: number,
) {
  await raiseUnauthorized(deps, snapshot, rows, fresh, now);
  await raiseArrivals(deps, snapshot.projectId, rows);
}
