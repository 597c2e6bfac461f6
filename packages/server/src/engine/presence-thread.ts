import type { Executor } from '../db/database.ts';
import { groupBy } from '../lib/collections.ts';
import { addDays, timesheetDate, zonedTimeToInstant } from '../lib/time.ts';
import * as threadRepo from './presence-thread.repository.ts';
import { CONTINUATION_LIMIT_MS, PRESENCE_GAP_MS, continuedDates } from './presence.ts';
import type { ProjectSnapshot } from './snapshot.ts';

/**
 * DOMAIN.md "Continuation": re-dates the reads around these worker-days so a presence still open
 * at the workday boundary keeps its start date, and answers every worker-day that changed (the
 * given ones included). A read stored on date D (or its continuation) lies within
 * [boundary(D) − gap, boundary(D + 1) + limit], which is all this looks at.
 */
export async function threadWorkerDays(
  tx: Executor,
  snapshot: ProjectSnapshot,
  keys: readonly { workerId: number; date: string }[],
): Promise<{ workerId: number; date: string }[]> {
  const boundaries = new Map<string, number>();
  const hour = `${String(snapshot.workdayBoundaryHour).padStart(2, '0')}:00:00`;
  const boundaryOf = (date: string) => {
    let b = boundaries.get(date);
    if (b === undefined) {
      b = zonedTimeToInstant(date, hour, snapshot.timeZone).getTime();
      boundaries.set(date, b);
    }
    return b;
  };
  const unique = new Map(keys.map((k) => [`${k.workerId}|${k.date}`, k]));
  const windows = [...unique.values()].map((k) => ({
    workerId: k.workerId,
    date: k.date,
    from: new Date(boundaryOf(k.date) - PRESENCE_GAP_MS),
    to: new Date(boundaryOf(addDays(k.date, 1)) + CONTINUATION_LIMIT_MS),
  }));
  const rows = await threadRepo.readsInWindows(tx, snapshot.projectId, windows);
  const moved: (threadRepo.ThreadRow & { date: string })[] = [];
  for (const reads of groupBy(rows, (r) => r.worker_id).values()) {
    const dates = continuedDates(
      reads.map((r) => ({
        at: r.read_at.getTime(),
        calendarDate: timesheetDate(r.read_at, snapshot.timeZone, snapshot.workdayBoundaryHour),
      })),
      boundaryOf,
    );
    reads.forEach((r, i) => {
      const date = dates[i]!;
      if (date === r.timesheet_date) return;
      moved.push({ ...r, date });
      unique.set(`${r.worker_id}|${r.timesheet_date}`, {
        workerId: r.worker_id,
        date: r.timesheet_date,
      });
      unique.set(`${r.worker_id}|${date}`, { workerId: r.worker_id, date });
    });
  }
  await threadRepo.setTimesheetDates(tx, snapshot.projectId, moved);
  return [...unique.values()];
}
