import {
  ACCESS_EXPORT_MAX_READS,
  ACCESS_READ_DIRECTION_NAMES,
  ACCESS_READS_SEARCH_MIN_LENGTH,
  UNASSIGNED_CONTRACT_ID,
  UNASSIGNED_ZONE_ID,
  defaultReverse,
  type AccessControlContract,
  type AccessRead,
  type AccessReadTotal,
  type AccessReadsExportQuery,
  type AccessReadsQuery,
  type AccessReadsResponse,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { ValidationError } from '../../lib/errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { accessLogFileName, accessLogXlsx } from './access-control-export.ts';
import * as repo from './access-control.repository.ts';

export type AccessControlService = ReturnType<typeof createAccessControlService>;

export function createAccessControlService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'get' | 'contractScope'>;
}) {
  const { db, projects } = deps;

  return {
    /** spec 002 §2 "Access control dashboard", §7 `GET v2/projects/{id}/access_control/reads`. */
    async listReads(
      auth: AuthContext,
      projectId: number,
      query: AccessReadsQuery,
    ): Promise<AccessReadsResponse> {
      const project = await projects.get(projectId);
      const filter = {
        ...toFilter(projectId, query),
        scopeContractIds: await projects.contractScope(auth, projectId),
      };
      const descending = query.reverse ?? defaultReverse(query.orderBy);
      const [rows, total] = await Promise.all([
        repo.listAccessReads(db, filter, {
          orderBy: query.orderBy,
          descending,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          timeZoneId: project.TimeZoneId,
        }),
        repo.countAccessReads(db, filter),
      ]);
      return { Data: rows.map(toAccessRead), TotalCount: total };
    },

    /**
     * Every read the filters select (not a page) as an Excel file, in the list's order, for the
     * day's log. Counted first: a range past ACCESS_EXPORT_MAX_READS is refused, never cut.
     */
    async exportReads(
      auth: AuthContext,
      projectId: number,
      query: AccessReadsExportQuery,
    ): Promise<{ bytes: Uint8Array; fileName: string }> {
      const project = await projects.get(projectId);
      const filter = {
        ...toFilter(projectId, query),
        scopeContractIds: await projects.contractScope(auth, projectId),
      };
      const total = await repo.countAccessReads(db, filter);
      if (total > ACCESS_EXPORT_MAX_READS) {
        throw new ValidationError(
          `The export holds at most ${ACCESS_EXPORT_MAX_READS.toLocaleString('en-US')} reads; ` +
            `these filters select ${total.toLocaleString('en-US')}. Choose a shorter range.`,
        );
      }
      const rows = await repo.exportAccessReads(
        db,
        filter,
        {
          orderBy: query.orderBy,
          descending: query.reverse ?? defaultReverse(query.orderBy),
          timeZoneId: project.TimeZoneId,
        },
        ACCESS_EXPORT_MAX_READS,
      );
      const zone = project.TimeZoneId;
      return {
        bytes: accessLogXlsx(rows, query.language),
        fileName: accessLogFileName(
          query.language,
          localDate(filter.from, zone),
          localDate(new Date(filter.until.getTime() - 1), zone),
        ),
      };
    },

    /** The filtered reads per gate and shift (see AccessReadTotalSchema). */
    async totals(
      auth: AuthContext,
      projectId: number,
      query: AccessReadsQuery,
    ): Promise<AccessReadTotal[]> {
      await projects.get(projectId);
      const filter = {
        ...toFilter(projectId, query),
        scopeContractIds: await projects.contractScope(auth, projectId),
      };
      const rows = await repo.accessReadTotals(db, filter);
      return rows.map((r) => ({
        ProjectZoneId: r.project_zone_id,
        ZoneName: r.zone_name,
        LocationName: r.location_name,
        Shift: r.shift,
        Granted: r.granted,
        Denied: r.denied,
        CheckIn: r.check_in,
      }));
    },

    async listContracts(auth: AuthContext, projectId: number): Promise<AccessControlContract[]> {
      const rows = await repo.listContracts(
        db,
        projectId,
        await projects.contractScope(auth, projectId),
      );
      return rows.map((r) => ({ ContractId: r.contract_id, DisplayName: r.display_name }));
    },
  };
}

function toFilter(
  projectId: number,
  query: AccessReadsQuery,
): Omit<repo.AccessReadFilter, 'scopeContractIds'> {
  const contractIds = query.contractIds ?? [];
  const zoneIds = query.projectZoneIds ?? [];
  // spec 002 §5: the search applies only from 3 characters; a shorter one is no search at all.
  const search = query.search?.trim() ?? '';
  return {
    projectId,
    from: new Date(query.startTime * 1000),
    // Both ends are whole seconds and both are inclusive: an end of 23:59:59 covers 23:59:59.9.
    until: new Date((query.endTime + 1) * 1000),
    contractIds: contractIds.filter((id) => id !== UNASSIGNED_CONTRACT_ID),
    includeNoContract: contractIds.includes(UNASSIGNED_CONTRACT_ID),
    zoneIds: zoneIds.filter((id) => id !== UNASSIGNED_ZONE_ID),
    includeNoZone: zoneIds.includes(UNASSIGNED_ZONE_ID),
    readDirectionIds: query.readDirectionIds ?? [],
    accessTypes: query.accessTypes ?? [],
    sources: query.sources ?? [],
    search: search.length >= ACCESS_READS_SEARCH_MIN_LENGTH ? search : null,
  };
}

function toAccessRead(row: repo.AccessReadRow): AccessRead {
  const direction = narrow(row.read_direction_id, [1, 2, 3] as const, 1);
  return {
    WorkerName: row.worker_name,
    WorkerId: row.worker_id,
    tag: row.tag,
    companyName: row.company_name,
    ContractId: row.contract_id,
    zoneName: row.zone_name,
    ProjectZoneId: row.project_zone_id,
    sourceType: narrow(row.source, [1, 2] as const, 1),
    readerLocationName: row.location_name,
    ReadDirectionId: direction,
    readDirectionDisplayName: ACCESS_READ_DIRECTION_NAMES[direction],
    WorkerEntryAccessType: narrow(row.access_type, [0, 1, 2] as const, 0),
    didWorkerHaveAccess: row.did_worker_have_access,
    eventDateTimeLocalEpoch: row.local_epoch === null ? null : Number(row.local_epoch),
  };
}

/** A smallint column as its enum; the engine writes only these values, so the fallback is moot. */
function narrow<T extends number>(value: number, allowed: readonly T[], fallback: T): T {
  return allowed.find((v) => v === value) ?? fallback;
}
