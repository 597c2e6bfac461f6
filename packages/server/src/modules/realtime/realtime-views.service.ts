import { phoneForDisplay } from '@siteline/shared/common/phone';
import {
  MESSAGES,
  REALTIME_MESSAGES,
  type RealtimeContract,
  type RealtimeDensityAlert,
  type RealtimeLastSeenWorker,
  type RealtimeTimeframe,
  type RealtimeUnauthorizedRead,
  type RealtimeWorkerDetail,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { localDateTime, timesheetDate, zonedTimeToInstant } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import * as repo from './realtime-views.repository.ts';

export type RealtimeViewsService = ReturnType<typeof createRealtimeViewsService>;

/** The lists of the realtime view; a contractor-scoped member sees its contracts' workers. */
export function createRealtimeViewsService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  /** The one door to a worker (the popover's). */
  door: Pick<WorkersDoor, 'visibleWorkers'>;
  densityAlerts: (
    projectId: number,
    since: Date,
    timeZone: string,
  ) => Promise<RealtimeDensityAlert[]>;
}) {
  const { db, projects } = deps;

  async function settings(projectId: number) {
    const row = await repo.findProjectSettings(db, projectId);
    if (!row) throw new NotFoundError(MESSAGES.projectNotFound);
    return row;
  }
  const since = (timeframe: RealtimeTimeframe, now: number) => new Date(now - timeframe * 60_000);

  return {
    async lastSeen(
      auth: AuthContext,
      projectId: number,
      timeframe: RealtimeTimeframe,
      now = Date.now(),
    ): Promise<RealtimeLastSeenWorker[]> {
      const { time_zone_id: tz } = await settings(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.lastSeen(db, projectId, since(timeframe, now), scope);
      return rows.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: r.worker_name,
        ContractId: r.contract_id,
        ContractName: r.contract_name,
        Trade: r.trade,
        OwnerServices: r.owner_services,
        IsCriticalTrade: r.is_critical_trade,
        IsWorkforceTrade: r.is_workforce,
        LastSeenProjectZoneId: r.project_zone_id,
        LastSeenZoneName: r.zone_name,
        LastSeenDateTimeLocal: localDateTime(r.seen_at, tz),
        IsUnauthorizedRead: r.is_unauthorized,
      }));
    },

    async unauthorizedReads(
      auth: AuthContext,
      projectId: number,
      timeframe: RealtimeTimeframe,
      now = Date.now(),
    ): Promise<RealtimeUnauthorizedRead[]> {
      const { time_zone_id: tz } = await settings(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.unauthorizedReads(db, projectId, since(timeframe, now), scope);
      return rows.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: r.worker_name,
        ContractId: r.contract_id,
        ContractName: r.contract_name,
        ProjectZoneId: r.project_zone_id,
        ZoneName: r.zone_name ?? '',
        DateTimeLocal: localDateTime(r.last_at, tz),
        ReadCount: r.read_count,
      }));
    },

    /** Zone-level facts: no worker is named, so every member sees them. */
    async densityAlerts(projectId: number, timeframe: RealtimeTimeframe, now = Date.now()) {
      const { time_zone_id: tz } = await settings(projectId);
      return deps.densityAlerts(projectId, since(timeframe, now), tz);
    },

    async worker(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      now = Date.now(),
    ): Promise<RealtimeWorkerDetail> {
      const project = await settings(projectId);
      const tz = project.time_zone_id;
      // Through the door: outside the caller's contracts the worker does not exist for it.
      const [visible] = await deps.door.visibleWorkers(auth, projectId, [workerId], { live: true });
      const row = visible ? await repo.findWorker(db, projectId, workerId) : undefined;
      if (!row) throw new NotFoundError(REALTIME_MESSAGES.workerNotFound);
      const boundaryHour = project.workday_boundary_hour;
      const today = timesheetDate(now, tz, boundaryHour);
      const boundary = zonedTimeToInstant(today, `${String(boundaryHour).padStart(2, '0')}:00`, tz);
      const day = await repo.findCurrentWorkerDay(db, projectId, workerId, today, boundary);
      return {
        WorkerId: row.worker_id,
        WorkerName: row.worker_name,
        ContractId: row.contract_id,
        ContractName: row.contract_name,
        Trade: row.trade,
        OwnerServices: row.owner_services,
        IsCriticalTrade: row.is_critical_trade,
        IsWorkforceTrade: row.is_workforce,
        Telephone:
          project.show_contact_information && row.telephone
            ? phoneForDisplay(row.telephone, project.country_code)
            : null,
        LastSeenProjectZoneId: row.project_zone_id,
        LastSeenZoneName: row.zone_name,
        LastSeenDateTimeLocal: row.seen_at ? localDateTime(row.seen_at, tz) : null,
        IsUnauthorizedRead: row.is_unauthorized ?? false,
        FirstSeenTodayDateTimeLocal: day ? localDateTime(day.first_seen_at, tz) : null,
        GrossHoursToday: day ? Number(day.gross_hours) : null,
      };
    },

    async contracts(auth: AuthContext, projectId: number): Promise<RealtimeContract[]> {
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.contracts(db, projectId, scope);
      return rows.map((r) => ({
        ContractId: r.contract_id,
        ContractName: r.name,
        ParentContractId: r.parent_contract_id,
        ContractTypeId: r.contract_type_id,
        OwnerServices: r.owner_services,
        IsCriticalTrade: r.is_critical_trade,
        IsWorkforceTrade: r.is_workforce,
      }));
    },
  };
}
