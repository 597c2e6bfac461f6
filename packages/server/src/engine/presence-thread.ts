import type { Executor } from '../db/database.ts';
import { addDays, zonedTimeToInstant } from '../lib/time.ts';
import * as threadRepo from './presence-thread.repository.ts';
import { CONTINUATION_LIMIT_MS, PRESENCE_GAP_MS } from './presence.ts';
import type { ProjectSnapshot } from './snapshot.ts';

/**
 * DOMAIN.md "Continuation": re-dates the reads around these worker-days so a presence still open
 * at the workday boundary keeps its start date, and answers every worker-day that changed (the
 * given ones included). Only the reads near the day's two boundaries can change date
 * (presence-thread.repository.ts movedReads), which is all this looks at. `moved` names the
 * worker-days (`worker|date`) that lost or gained a read: they are summed again whole.
 */
export async function threadWorkerDays(
  tx: Executor,
  snapshot: ProjectSnapshot,
  keys: readonly { workerId: number; date: string }[],
): Promise<{ days: { workerId: number; date: string }[]; moved: Set<string> }> {
  const known = new Map<string, number>();
  const hour = `${String(snapshot.workdayBoundaryHour).padStart(2, '0')}:00:00`;
  const boundaryOf = (date: string) => {
    let b = known.get(date);
    if (b === undefined) {
      b = zonedTimeToInstant(date, hour, snapshot.timeZone).getTime();
      known.set(date, b);
    }
    return b;
  };
  const unique = new Map(keys.map((k) => [`${k.workerId}|${k.date}`, k]));
  // Each worker-day's two boundaries: its own (its first reads may continue the day before) and
  // the next day's (the next day's first reads may continue it).
  const ranges = new Map<string, threadRepo.ThreadRange>();
  for (const k of unique.values()) {
    for (const date of [k.date, addDays(k.date, 1)]) {
      ranges.set(`${k.workerId}|${date}`, {
        workerId: k.workerId,
        date,
        boundary: new Date(boundaryOf(date)),
      });
    }
  }
  const moved = await threadRepo.movedReads(tx, snapshot.projectId, [...ranges.values()], {
    gapMs: PRESENCE_GAP_MS,
    limitMs: CONTINUATION_LIMIT_MS,
  });
  const changed = new Set<string>();
  for (const r of moved) {
    for (const date of [r.timesheet_date, r.date]) {
      const key = `${r.worker_id}|${date}`;
      unique.set(key, { workerId: r.worker_id, date });
      changed.add(key);
    }
  }
  await threadRepo.setTimesheetDates(tx, snapshot.projectId, moved);
  return { days: [...unique.values()], moved: changed };
}
