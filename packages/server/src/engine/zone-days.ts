import type { Database } from '../db/database.ts';
import type { Loop } from '../lib/area.ts';
import { lockWorkers, WORKER_LOCK } from './presence-thread.repository.ts';
import * as repo from './zone-days.repository.ts';

/**
 * The zone summary of each worker-day (docs/domain.md "Zone timesheets", "Undetected devices"):
 * presence queues the worker-days it writes; this sums them off presence's path — about once a
 * minute in the background, and for a report's range just before the report reads — so a
 * worker-day whose reads keep arriving is summed once a minute rather than at every round.
 */
// Queue entries per round: a stream of batches queues each worker-day at every presence round,
// so a minute's entries name the same days many times over; one round sums each of them once.
const ROUND = 20_000;

export function createZoneDays(db: Database) {
  /** One round in one transaction: the keys taken are summed, or stay queued if it fails. */
  const round = (range?: { projectId: number; from: string; to: string }) =>
    db.transaction().execute(async (tx) => {
      const keys = await repo.claimZoneDays(tx, ROUND, range);
      // One zone round per worker at a time (instances included), so an older sum never
      // replaces a newer one. Not presence's lock: a round sums whole days, and presence must
      // not wait on it. A presence round committed meanwhile queued its days again.
      await lockWorkers(
        tx,
        keys.map((k) => k.worker_id),
        WORKER_LOCK.zoneSummary,
      );
      await repo.summarizeZoneDays(tx, keys);
      return keys.length;
    });

  return {
    /** Sums queued worker-days until none is left; answers how many it summed. */
    async processAll(): Promise<number> {
      let total = 0;
      for (;;) {
        const taken = await round();
        total += taken;
        if (taken === 0) return total;
      }
    },

    /** Before a report reads: sums what is still queued of the project's dates in [from, to]. */
    async catchUp(projectId: number, from: string, to: string): Promise<void> {
      while ((await round({ projectId, from, to })) > 0) {
        // until the range has nothing queued
      }
    },

    backlog: () => repo.zoneDaysBacklog(db),
  };
}

export type ZoneDays = ReturnType<typeof createZoneDays>;

/** The background rounds: every `intervalMs`, everything queued (several instances share it). */
export function startZoneDaysLoop(
  zoneDays: Pick<ZoneDays, 'processAll'>,
  log: { error: (obj: object, msg: string) => void },
  intervalMs = 60_000,
): Loop {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A long catch-up (after an upgrade queues every worker-day) is never run twice at once.
    if (stopped || running) return;
    running = zoneDays
      .processAll()
      .catch((err: unknown) => {
        log.error({ err }, 'zone summary failed; retrying at the next interval');
      })
      .finally(() => (running = null));
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
