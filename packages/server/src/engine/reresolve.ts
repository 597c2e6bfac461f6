import type { Database, Executor } from '../db/database.ts';
import { addDays, timesheetDate } from '../lib/time.ts';
import type { Engine } from './engine.service.ts';
import { reresolveRepository as repo } from './reresolve.repository.ts';

/**
 * Reads resolved again after an assignment changed for instants already read (DOMAIN.md "Reader
 * assignment", "Worker tag"). A change asks, in its own transaction, with `request`; the
 * engine's background loop answers with `processNext`, one request at a time per instance,
 * every timesheet date the range touches (the day before too: a night shift's continuation),
 * oldest first. Answering twice gives the same figures (`reprocessDay` is idempotent).
 */
export function createReadResolution(deps: {
  db: Database;
  engine: Pick<Engine, 'reprocessDay'>;
  now?: () => number;
}) {
  const { db, engine } = deps;
  const now = deps.now ?? Date.now;
  return {
    /** Asks for the reads from `from` to `to` (null: until now) to be resolved again. */
    async request(executor: Executor, projectId: number, from: Date, to: Date | null) {
      if (from.getTime() >= now()) return;
      await repo.insert(executor, projectId, from, to);
    },

    /** Answers the oldest request no other instance holds; false when there is none. */
    async processNext(): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const request = await repo.claim(tx);
        if (!request) return false;
        const end = Math.min(request.to_at?.getTime() ?? now(), now());
        const zone = request.time_zone_id;
        const hour = request.workday_boundary_hour;
        const last = timesheetDate(end, zone, hour);
        for (
          let date = addDays(timesheetDate(request.from_at, zone, hour), -1);
          date <= last;
          date = addDays(date, 1)
        ) {
          await engine.reprocessDay(request.project_id, date);
        }
        await repo.remove(tx, request.project_id, request.request_id);
        return true;
      });
    },

    /** Requests not answered yet (for /readyz). */
    backlog: () => repo.backlog(db),
  };
}

export type ReadResolution = ReturnType<typeof createReadResolution>;
