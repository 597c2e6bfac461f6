import type { Database, Executor } from '../db/database.ts';
import { groupBy } from '../lib/collections.ts';
import * as contractDaysRepo from './contract-days.repository.ts';
import * as presenceRepo from './presence.repository.ts';
import * as threadRepo from './presence-thread.repository.ts';
import * as summaryRepo from './presence-summary.repository.ts';
import { extendSummary, planSummary, summaryBefore, type SummaryPlan } from './presence-summary.ts';
import { threadWorkerDays } from './presence-thread.ts';
import { computeWorkerDay, type PresenceRead } from './presence.ts';
import type { ProjectSnapshot } from './snapshot.ts';

export interface PresenceRoundDeps {
  db: Database;
  snapshotOf: (projectId: number) => Promise<ProjectSnapshot>;
  /** Tests only: runs after worker-days are summarised and before they are written. */
  afterSummary?: () => Promise<void>;
}

/**
 * One presence round (DOMAIN.md "Presence / timesheet"): claims up to `limit` queued worker-days,
 * re-dates the reads continuation moves, summarises each day in PostgreSQL, works out its figures
 * and writes them with the last-seen rows and the contract rollup, in one transaction. Answers
 * how many queue entries it took.
 */
export async function processPresenceRound(
  { db, snapshotOf, afterSummary }: PresenceRoundDeps,
  limit: number,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const claimed = await presenceRepo.claimDirty(tx, limit);
    // Per worker-day, the earliest new read its entries stand for (null: sum the day again).
    const distinct = new Map<string, presenceRepo.DirtyKey>();
    for (const k of claimed) {
      const key = `${k.project_id}|${k.worker_id}|${k.timesheet_date}`;
      const known = distinct.get(key);
      const first =
        known === undefined
          ? k.first_ms
          : known.first_ms === null || k.first_ms === null
            ? null
            : Math.min(known.first_ms, k.first_ms);
      distinct.set(key, { ...k, first_ms: first });
    }
    const byProject = groupBy(distinct.values(), (k) => k.project_id);
    // Ascending project ids: refreshContractDays takes a lock per project.
    for (const [projectId, keys] of [...byProject].sort((a, b) => a[0] - b[0])) {
      const snapshot = await snapshotOf(projectId);
      // One processor per worker at a time (instances included), so the summary written
      // last is never older than one written before it.
      await threadRepo.lockWorkers(
        tx,
        keys.map((k) => k.worker_id),
      );
      const { days: wanted, moved } = await threadWorkerDays(
        tx,
        snapshot,
        keys.map((k) => ({ workerId: k.worker_id, date: k.timesheet_date })),
      );
      // Where these worker-days counted before, so a day that moves contract leaves the old one.
      const rollupPairs = await contractDaysRepo.contractDaysOf(tx, projectId, wanted);
      const summaries = await summarize(tx, projectId, snapshot, wanted, keys, moved);
      await afterSummary?.();
      const byKey = new Map(summaries.map((d) => [`${d.worker_id}|${d.timesheet_date}`, d]));
      const upserts: presenceRepo.WorkerDayRow[] = [];
      // One candidate per worker (a claim may hold several of a worker's days).
      const lastSeen = new Map<number, presenceRepo.LastSeenRow>();
      const gone: { workerId: number; date: string }[] = [];
      for (const k of wanted) {
        const day = byKey.get(`${k.workerId}|${k.date}`);
        if (!day) {
          gone.push(k);
          continue;
        }
        const figures = computeWorkerDay(presenceReads(day), snapshot.presence)!;
        const candidate: presenceRepo.LastSeenRow = {
          workerId: k.workerId,
          at: day.last_ms,
          readerId: day.last_reader_id,
          port: day.last_port,
          zoneId: day.last_zone_id,
          direction: day.last_direction,
          unauthorized: !day.last_had_access,
        };
        const known = lastSeen.get(k.workerId);
        if (!known || candidate.at > known.at) lastSeen.set(k.workerId, candidate);
        upserts.push({
          workerId: k.workerId,
          date: k.date,
          contractId: day.first_contract_id,
          firstSeenAt: figures.firstSeenAt,
          lastSeenAt: figures.lastSeenAt,
          grossHours: figures.grossHours,
          netHours: figures.onSiteNetHours,
          shiftType: figures.shiftType,
          readCount: day.read_count,
        });
      }
      await presenceRepo.upsertWorkerDays(tx, projectId, upserts);
      await summaryRepo.storeSummaries(tx, projectId, summaries, gateZoneIds(snapshot));
      await presenceRepo.deleteWorkerDays(tx, projectId, gone);
      await presenceRepo.upsertLastSeen(tx, projectId, [...lastSeen.values()]);
      for (const u of upserts) {
        if (u.contractId !== null) rollupPairs.push({ contractId: u.contractId, date: u.date });
      }
      await contractDaysRepo.refreshContractDays(tx, projectId, rollupPairs);
    }
    return claimed.length;
  });
}

const gateZoneIds = (snapshot: ProjectSnapshot) =>
  [...snapshot.presence.entranceExitZoneIds].sort((a, b) => a - b);

/**
 * Each worker-day's summary, as `planSummary` decides (presence-summary.ts): its stored one
 * extended by the reads after it, or cut back to before a late read and extended from there, or
 * summed again from all its reads.
 */
async function summarize(
  tx: Executor,
  projectId: number,
  snapshot: ProjectSnapshot,
  wanted: readonly { workerId: number; date: string }[],
  claimed: readonly presenceRepo.DirtyKey[],
  moved: ReadonlySet<string>,
): Promise<presenceRepo.WorkerDaySummary[]> {
  const gates = gateZoneIds(snapshot);
  const firstNew = new Map(claimed.map((k) => [`${k.worker_id}|${k.timesheet_date}`, k.first_ms]));
  const stored = new Map(
    (await summaryRepo.storedSummaries(tx, projectId, wanted)).map((s) => [
      `${s.worker_id}|${s.timesheet_date}`,
      s,
    ]),
  );
  const whole: { workerId: number; date: string }[] = [];
  const partial: { workerId: number; date: string; fromMs: number; plan: SummaryPlan }[] = [];
  for (const k of wanted) {
    const key = `${k.workerId}|${k.date}`;
    const plan = planSummary(stored.get(key), firstNew.get(key), moved.has(key), gates);
    if (plan.kind === 'whole') whole.push(k);
    else partial.push({ ...k, fromMs: plan.fromMs, plan });
  }
  const late = partial.filter((p) => p.plan.kind === 'late');
  const key = (r: { worker_id: number; timesheet_date: string }) =>
    `${r.worker_id}|${r.timesheet_date}`;
  const reads = groupBy(await summaryRepo.readsFrom(tx, projectId, partial), key);
  const before = new Map(
    (await summaryRepo.daysBefore(tx, projectId, late, gates)).map((d) => [key(d), d]),
  );
  const gateSet = new Set(gates);
  const extended: presenceRepo.WorkerDaySummary[] = [];
  for (const p of partial) {
    if (p.plan.kind === 'whole') continue;
    const k = `${p.workerId}|${p.date}`;
    const later = reads.get(k) ?? [];
    const dayBefore = before.get(k);
    if (p.plan.kind === 'late' && (later.length === 0 || !dayBefore)) whole.push(p);
    else {
      const base =
        p.plan.kind === 'late' ? summaryBefore(p.plan.stored, p.fromMs, dayBefore!) : p.plan.stored;
      extended.push(extendSummary(base, later, gateSet));
    }
  }
  return [...(await presenceRepo.summarizeWorkerDays(tx, projectId, whole, gates)), ...extended];
}

/**
 * The reads the presence rules need, from a worker-day summary: the first and the last read
 * (FirstSeen, LastSeen) and, between them, the gate reads (or every read on a site without
 * gates). The first and last carry no zone, so they count only as the day's bounds.
 */
function presenceReads(day: presenceRepo.WorkerDaySummary): PresenceRead[] {
  const reads: PresenceRead[] = [{ at: day.first_ms, zoneId: null, direction: 1 }];
  day.at_ms.forEach((at, i) =>
    reads.push({ at, zoneId: day.zone_ids[i] ?? null, direction: day.directions[i] ?? 1 }),
  );
  reads.push({ at: day.last_ms, zoneId: null, direction: 1 });
  return reads;
}
