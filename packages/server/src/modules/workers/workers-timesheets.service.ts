import { READ_DIRECTION, type WorkerStamp, type WorkerTimesheets } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { hasSpanningMidnightShift } from '../../engine/presence.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './workers-timesheets.repository.ts';
import { minuteOfDay } from '../../lib/time.ts';
import type { WorkersDoor } from './workers-door.ts';

export type WorkersTimesheetsService = ReturnType<typeof createWorkersTimesheetsService>;

/** spec 002 §9: read directions 1 Not Available, 2 In, 3 Out. */
const DIRECTION_NAMES: Record<number, string> = {
  [READ_DIRECTION.NotAvailable]: 'Not Available',
  [READ_DIRECTION.In]: 'In',
  [READ_DIRECTION.Out]: 'Out',
};

/**
 * The timesheets tab (spec 002 §3 "Timesheet", CHECKLIST §11.5): the engine's worker-days as
 * they are stored — figures rounded once by the engine from exact milliseconds, passed on
 * unchanged — and the reads of one day.
 */
export function createWorkersTimesheetsService(deps: { db: Database; door: WorkersDoor }) {
  const { db, door } = deps;
  return {
    async list(auth: AuthContext, projectId: number, workerId: number): Promise<WorkerTimesheets> {
      const worker = await door.visibleWorker(auth, projectId, workerId);
      const [days, safeProx] = await Promise.all([
        repo.listWorkerDays(db, projectId, workerId),
        repo.usesSafeProxTags(db, projectId),
      ]);
      const local = (at: Date) => localDateTime(at, worker.timeZone);
      return {
        Timesheets: days.map((d) => ({
          CompanyName: d.company_name,
          TimesheetDate: d.timesheet_date,
          FirstSeenLocal: local(d.first_seen_at),
          LastSeenLocal: local(d.last_seen_at),
          LastExitLocal: d.last_exit_at ? local(new Date(d.last_exit_at)) : null,
          OnSiteNetHours: Number(d.onsite_net_hours),
          GrossHours: Number(d.gross_hours),
          ShiftTypeConst: d.shift_type,
        })),
        HasSpanningMidnightShift: hasSpanningMidnightShift({
          dayShiftStartMinute: minuteOfDay(worker.dayShiftStart),
          nightShiftStartMinute: minuteOfDay(worker.nightShiftStart),
        }),
        UsesSafeProxTags: safeProx,
      };
    },

    /** The stamps of a timesheet date: its reads, a night shift's reads after midnight included. */
    async stamps(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      date: string,
    ): Promise<WorkerStamp[]> {
      const worker = await door.visibleWorker(auth, projectId, workerId);
      const rows = await repo.listStamps(db, projectId, workerId, date);
      return rows.map((r) => ({
        timeLocal: localDateTime(r.read_at, worker.timeZone),
        zoneName: r.zone_name,
        readDirectionName: DIRECTION_NAMES[r.read_direction_id] ?? DIRECTION_NAMES[1]!,
        wirelessProtocol: r.wireless_protocol,
        manufacturerUniqueId: r.manufacturer_serial_number,
      }));
    },
  };
}
