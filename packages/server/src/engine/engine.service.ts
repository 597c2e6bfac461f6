import {
  POWER_STATUS,
  type IngestReadsResponse,
  type RealtimeDashboardMessage,
  type ReaderStatusBody,
  type RejectedRead,
  type TagRead,
} from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../lib/errors.ts';
import { groupBy } from '../lib/collections.ts';
import { localDateTime } from '../lib/time.ts';
import * as repo from './engine.repository.ts';
import { computeWorkerDay } from './presence.ts';
import { ACCESS_TYPE, resolveAt, resolveRead, type ResolvedRead } from './resolve.ts';
import { createSnapshotCache, type ProjectSnapshot } from './snapshot.ts';

/** Unauthorized reads older than this are history, not news: no live alert. */
const LIVE_ALERT_WINDOW_MS = 10 * 60_000;

export interface EngineDeps {
  db: Database;
  log: FastifyBaseLogger;
  publish?: (projectId: number, message: RealtimeDashboardMessage) => void;
}

export interface IngestOptions {
  /** A gateway's batch (marks readers heard, raises live alerts); false for history backfills. */
  live?: boolean;
  now?: number;
}

export type Engine = ReturnType<typeof createEngine>;

function readKey(readerId: number, port: number, tag: string, at: number): string {
  return `${readerId}|${port}|${tag}|${at}`;
}

function monthStart(at: number): string {
  return `${new Date(at).toISOString().slice(0, 7)}-01`;
}

export function createEngine(deps: EngineDeps) {
  const { db, log } = deps;
  const snapshots = createSnapshotCache(db);
  const ensuredMonths = new Set<string>();
  const heardAt = new Map<number, number>();

  /**
   * Readers are marked heard after the batch commits, at most once a second each: a hot row
   * updated inside every batch would make concurrent batches wait for each other.
   */
  async function markHeard(projectId: number, readerIds: Iterable<number>, now: number) {
    const due = [...new Set(readerIds)]
      .filter((id) => now - (heardAt.get(id) ?? 0) >= 1000)
      .sort((a, b) => a - b);
    if (due.length === 0) return;
    for (const id of due) heardAt.set(id, now);
    await repo.markReadersHeard(db, projectId, due);
  }

  async function ensureMonths(months: Iterable<string>) {
    for (const month of months) {
      if (ensuredMonths.has(month)) continue;
      // Outside the ingest transaction: creating a partition locks the parent table briefly.
      await repo.ensurePartition(db, month);
      ensuredMonths.add(month);
    }
  }

  async function snapshotOf(projectId: number): Promise<ProjectSnapshot> {
    const snapshot = await snapshots.get(projectId);
    if (!snapshot) throw new NotFoundError('The project was not found.');
    return snapshot;
  }

  function publishUnauthorized(
    snapshot: ProjectSnapshot,
    reads: readonly ResolvedRead[],
    now: number,
  ) {
    if (!deps.publish) return;
    for (const read of reads) {
      if (read.workerId === null || read.accessType !== ACCESS_TYPE.Denied) continue;
      if (now - read.at > LIVE_ALERT_WINDOW_MS) continue;
      deps.publish(snapshot.projectId, {
        action: 'unauthorized_alert',
        data: {
          WorkerName: snapshot.workers.get(read.workerId)?.name ?? '',
          ZoneName: read.zoneId === null ? '' : (snapshot.zones.get(read.zoneId)?.name ?? ''),
          DateTimeLocal: localDateTime(read.at, snapshot.timeZone),
        },
      });
    }
  }

  return {
    /**
     * Stores a gateway's batch once and answers only after it is committed. Reads from unknown
     * readers are rejected one by one; unknown tags are kept (unassigned).
     */
    async ingest(
      projectId: number,
      reads: readonly TagRead[],
      options: IngestOptions = {},
    ): Promise<IngestReadsResponse> {
      const now = options.now ?? Date.now();
      const live = options.live ?? true;
      const snapshot = await snapshotOf(projectId);
      const rejected: RejectedRead[] = [];
      const byKey = new Map<string, ResolvedRead>();
      let inBatchDuplicates = 0;
      reads.forEach((read, index) => {
        const resolution = resolveRead(snapshot, read, now);
        if (!resolution.ok) {
          rejected.push({ Index: index, Reason: resolution.reason });
          return;
        }
        const r = resolution.read;
        const key = readKey(r.readerId, r.port, r.tag, r.at);
        if (byKey.has(key)) inBatchDuplicates++;
        else byKey.set(key, r);
      });
      // One order for every batch, so two batches sharing a read cannot deadlock.
      const rows = [...byKey.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, r]) => r);
      await ensureMonths(new Set(rows.map((r) => monthStart(r.at))));

      const fresh = await db.transaction().execute(async (tx) => {
        const inserted = rows.length ? await repo.insertReads(tx, projectId, rows) : [];
        const newKeys = new Set(
          inserted.map((i) => readKey(i.reader_id, i.port, i.tag, i.read_at.getTime())),
        );
        const newRows = rows.filter((r) => newKeys.has(readKey(r.readerId, r.port, r.tag, r.at)));
        await applyDerived(tx, projectId, newRows);
        return newRows;
      });

      if (live) {
        await markHeard(
          projectId,
          rows.map((r) => r.readerId),
          now,
        );
        publishUnauthorized(snapshot, fresh, now);
      }
      return {
        Accepted: fresh.length,
        Duplicates: rows.length - fresh.length + inBatchDuplicates,
        Rejected: rejected,
        UnassignedTags: new Set(fresh.filter((r) => r.workerId === null).map((r) => r.tag)).size,
      };
    },

    async readerStatus(projectId: number, body: ReaderStatusBody): Promise<void> {
      const reader = await repo.findReaderId(db, projectId, body.ReaderSerial);
      if (!reader) throw new NotFoundError(`Unknown reader ${body.ReaderSerial}.`);
      await repo.recordReaderStatus(db, projectId, reader.reader_id, {
        powerStatus: POWER_STATUS[body.PowerSource],
        batteryLevel: body.BatteryLevel ?? null,
      });
    },

    /** Recomputes up to `limit` queued worker-days; answers how many it took. */
    async processPresence(limit = 10_000): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const claimed = await repo.claimDirty(tx, limit);
        const distinct = new Map(
          claimed.map((k) => [`${k.project_id}|${k.worker_id}|${k.timesheet_date}`, k]),
        );
        const byProject = groupBy(distinct.values(), (k) => k.project_id);
        for (const [projectId, keys] of byProject) {
          const snapshot = await snapshotOf(projectId);
          const wanted = keys.map((k) => ({ workerId: k.worker_id, date: k.timesheet_date }));
          const reads = await repo.readsOfWorkerDays(tx, projectId, wanted);
          const grouped = groupBy(reads, (r) => `${r.worker_id}|${r.timesheet_date}`);
          const upserts: repo.WorkerDayRow[] = [];
          // One candidate per worker (a claim may hold several of a worker's days).
          const lastSeen = new Map<number, repo.LastSeenRow>();
          const gone: { workerId: number; date: string }[] = [];
          for (const k of wanted) {
            const dayReads = grouped.get(`${k.workerId}|${k.date}`) ?? [];
            const figures = computeWorkerDay(
              dayReads.map((r) => ({
                at: r.read_at.getTime(),
                zoneId: r.project_zone_id,
                direction: r.read_direction_id,
              })),
              snapshot.presence,
            );
            if (!figures) {
              gone.push(k);
              continue;
            }
            const latest = dayReads[dayReads.length - 1]!;
            const candidate: repo.LastSeenRow = {
              workerId: k.workerId,
              at: latest.read_at.getTime(),
              readerId: latest.reader_id,
              port: latest.port,
              zoneId: latest.project_zone_id,
              direction: latest.read_direction_id,
              unauthorized: !latest.did_worker_have_access,
            };
            const known = lastSeen.get(k.workerId);
            if (!known || candidate.at > known.at) lastSeen.set(k.workerId, candidate);
            upserts.push({
              workerId: k.workerId,
              date: k.date,
              contractId: dayReads[0]?.contract_id ?? null,
              firstSeenAt: figures.firstSeenAt,
              lastSeenAt: figures.lastSeenAt,
              grossHours: figures.grossHours,
              netHours: figures.onSiteNetHours,
              shiftType: figures.shiftType,
              readCount: figures.readCount,
            });
          }
          await repo.upsertWorkerDays(tx, projectId, upserts);
          await repo.deleteWorkerDays(tx, projectId, gone);
          await repo.upsertLastSeen(tx, projectId, [...lastSeen.values()]);
        }
        return claimed.length;
      });
    },

    async processAllPresence(): Promise<void> {
      while ((await this.processPresence()) > 0) {
        // keep going until the queue is empty
      }
    },

    presenceBacklog: () => repo.presenceBacklog(db),

    /**
     * Resolves a timesheet date's reads again against today's configuration (a tag assignment or
     * reader placement corrected after the fact) and rebuilds what they became. The result is
     * the same as if the reads had arrived once, in order, under that configuration.
     */
    async reprocessDay(projectId: number, date: string): Promise<void> {
      const snapshot = await snapshotOf(projectId);
      const readersById = new Map(
        [...snapshot.readersBySerial.values()].map((r) => [r.readerId, r]),
      );
      await db.transaction().execute(async (tx) => {
        const raw = await repo.rawReadsOfDay(tx, projectId, date);
        const resolved: ResolvedRead[] = [];
        for (const r of raw) {
          const reader = readersById.get(r.reader_id);
          if (!reader) continue;
          resolved.push(
            resolveAt(snapshot, reader, {
              port: r.port,
              tag: r.tag,
              at: r.read_at.getTime(),
              source: r.source,
              rssi: r.rssi,
            }),
          );
        }
        await repo.updateResolved(tx, projectId, resolved);
        const affected = new Set<number>(await repo.workersWithDay(tx, projectId, date));
        for (const r of raw) if (r.worker_id !== null) affected.add(r.worker_id);
        for (const r of resolved) if (r.workerId !== null) affected.add(r.workerId);
        await repo.deleteUnassignedOfDay(tx, projectId, date);
        await applyDerived(
          tx,
          projectId,
          resolved.filter((r) => r.workerId === null),
        );
        await repo.markPresenceDirty(
          tx,
          projectId,
          [...affected].map((workerId) => ({ workerId, date })),
        );
        await repo.rebuildLastSeen(tx, projectId, [...affected]);
      });
    },

    /** Monthly partitions from `monthsBack` before now to `monthsAhead` after. */
    async ensurePartitions(now = Date.now(), monthsBack = 14, monthsAhead = 3): Promise<void> {
      const d = new Date(now);
      const months: string[] = [];
      for (let i = -monthsBack; i <= monthsAhead; i++) {
        const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, 1));
        months.push(m.toISOString().slice(0, 10));
      }
      await ensureMonths(months);
    },

    log,
  };
}

/**
 * What new reads change besides themselves, inside the ingesting transaction: unassigned tags per
 * day, and the queue of worker-days to recompute (presence and last seen follow from it).
 */
async function applyDerived(
  tx: Parameters<typeof repo.insertReads>[0],
  projectId: number,
  rows: readonly ResolvedRead[],
) {
  const tallies = new Map<string, repo.UnassignedTally>();
  const dirty = new Map<string, { workerId: number; date: string }>();
  for (const r of rows) {
    if (r.workerId === null) {
      const key = `${r.timesheetDate}|${r.tag}`;
      const t = tallies.get(key);
      if (t) {
        t.first = Math.min(t.first, r.at);
        t.last = Math.max(t.last, r.at);
        t.count++;
      } else
        tallies.set(key, { date: r.timesheetDate, tag: r.tag, first: r.at, last: r.at, count: 1 });
      continue;
    }
    dirty.set(`${r.workerId}|${r.timesheetDate}`, { workerId: r.workerId, date: r.timesheetDate });
  }
  // Sorted, so concurrent batches take row locks in one order.
  const sortedTallies = [...tallies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, t]) => t);
  await repo.upsertUnassignedTags(tx, projectId, sortedTallies);
  await repo.markPresenceDirty(tx, projectId, [...dirty.values()]);
}
