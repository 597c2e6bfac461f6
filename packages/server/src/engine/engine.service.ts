import {
  POWER_STATUS,
  type IngestReadsResponse,
  type ReaderStatusBody,
  type RejectedRead,
  type TagRead,
} from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../lib/errors.ts';
import * as repo from './engine.repository.ts';
import { monthsSpanned, readKey } from './engine.repository.ts';
import * as presenceRepo from './presence.repository.ts';
import * as reprocessRepo from './reprocess.repository.ts';
import { processPresenceRound } from './presence-round.ts';
import { resolveAt, resolveRead, type ResolvedRead } from './resolve.ts';
import { createSnapshotCache, type ProjectSnapshot } from './snapshot.ts';
import { raiseLiveAlerts, type EngineAlerts } from './engine-alerts.ts';
import { raisePresenceEvents, type EngineWebhooks } from './engine-webhooks.ts';
import type { Publish } from '../realtime/realtime-server.ts';

export type { AlertRead, EngineAlerts } from './engine-alerts.ts';

export interface EngineDeps {
  db: Database;
  log: FastifyBaseLogger;
  publish?: Publish<'realtime_dashboard'>;
  /** Without it (some tests) every live denied read is pushed and no fact is stored. */
  alerts?: EngineAlerts;
  /** Webhook events (arrivals and departures at the gates); none in some module tests. */
  webhooks?: EngineWebhooks;
  /** Tests only: runs after worker-days are summarised and before they are written. */
  afterSummary?: () => Promise<void>;
}

export interface IngestOptions {
  /** A gateway's batch (marks readers heard, raises live alerts); false for history backfills. */
  live?: boolean;
  now?: number;
}

export type Engine = ReturnType<typeof createEngine>;

/**
 * A batch resolved against one configuration: its reads once each (a repeat inside the batch is
 * counted, not stored twice), in one order for every batch so two batches sharing a read cannot
 * deadlock, and the reads refused with their reasons.
 */
function resolveBatch(snapshot: ProjectSnapshot, reads: readonly TagRead[], now: number) {
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
  const rows = [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);
  return { rows, rejected, inBatchDuplicates };
}

export function createEngine(deps: EngineDeps) {
  const { db, log } = deps;
  const snapshots = createSnapshotCache(db);
  const ensuredMonths = new Set<string>();
  const heardAt = new Map<number, number>();
  /** Who is told when a batch queued worker-days (the presence loop). */
  const woken = new Set<() => void>();

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
      // The configuration as last loaded: the insert itself checks it is still the project's.
      let snapshot = snapshots.held(projectId);
      let checked = false;
      if (!snapshot) {
        snapshot = await snapshotOf(projectId);
        checked = true;
      }
      for (;;) {
        const { rows, rejected, inBatchDuplicates } = resolveBatch(snapshot, reads, now);
        // A reader or badge added since the snapshot was loaded: look again before refusing.
        if (rejected.length > 0 && !checked) {
          const latest = await snapshotOf(projectId);
          checked = true;
          if (latest !== snapshot) {
            snapshot = latest;
            continue;
          }
        }
        await ensureMonths(monthsSpanned(rows.map((r) => r.at)));
        const inserted = rows.length
          ? await repo.insertReads(db, projectId, rows, snapshot.version)
          : { current: true, fresh: 0, freshKeys: [] };
        if (!inserted.current) {
          snapshot = await snapshotOf(projectId);
          checked = true;
          continue;
        }
        const newKeys = inserted.freshKeys && new Set(inserted.freshKeys);
        const fresh = newKeys
          ? rows.filter((r) => newKeys.has(readKey(r.readerId, r.port, r.tag, r.at)))
          : rows;
        // Worker-days were queued: this instance's presence loop starts on them soon, rather
        // than at its next idle tick (another instance's loop finds them at its own).
        if (fresh.some((r) => r.workerId !== null)) for (const wake of woken) wake();

        if (live) {
          await markHeard(
            projectId,
            rows.map((r) => r.readerId),
            now,
          );
          await raiseLiveAlerts(deps, snapshot, rows, fresh, now);
          if (deps.webhooks) await raisePresenceEvents(db, deps.webhooks, snapshot, rows);
        }
        return {
          Accepted: fresh.length,
          Duplicates: rows.length - fresh.length + inBatchDuplicates,
          Rejected: rejected,
          UnassignedTags: new Set(fresh.filter((r) => r.workerId === null).map((r) => r.tag)).size,
        };
      }
    },

    async readerStatus(projectId: number, body: ReaderStatusBody): Promise<void> {
      const reader = await repo.findReaderId(db, projectId, body.ReaderSerial);
      if (!reader) throw new NotFoundError(`Unknown reader ${body.ReaderSerial}.`);
      await repo.recordReaderStatus(db, projectId, reader.reader_id, {
        powerStatus: POWER_STATUS[body.PowerSource],
        batteryLevel: body.BatteryLevel ?? null,
      });
    },

    /** Calls `wake` after each batch that queued worker-days; answers how to stop. */
    onQueued(wake: () => void): () => void {
      woken.add(wake);
      return () => woken.delete(wake);
    },

    /** Recomputes up to `limit` queued worker-days; answers how many it took. */
    processPresence: (limit = 10_000) =>
      processPresenceRound({ db, snapshotOf, afterSummary: deps.afterSummary }, limit),

    async processAllPresence(): Promise<void> {
      while ((await this.processPresence()) > 0) {
        // keep going until the queue is empty
      }
    },

    presenceBacklog: () => presenceRepo.presenceBacklog(db),

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
        const raw = await reprocessRepo.rawReadsOfDay(tx, projectId, date);
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
        await reprocessRepo.updateResolved(tx, projectId, resolved);
        const affected = new Set<number>(await reprocessRepo.workersWithDay(tx, projectId, date));
        for (const r of raw) if (r.worker_id !== null) affected.add(r.worker_id);
        for (const r of resolved) if (r.workerId !== null) affected.add(r.workerId);
        await reprocessRepo.rebuildUnassignedOfDay(tx, projectId, date);
        await presenceRepo.markPresenceDirty(
          tx,
          projectId,
          [...affected].map((workerId) => ({ workerId, date })),
        );
        await reprocessRepo.rebuildLastSeen(tx, projectId, [...affected]);
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
