import { phoneForDisplay } from '@siteline/shared/common/phone';
import {
  PERMISSIONS,
  SEARCH_MIN_LENGTH,
  WORKER_SUGGESTION_LIMIT,
  type Permission,
  type ProjectContractsQuery,
  type ProjectContractsResponse,
  type RecentRegistrationsResponse,
  type Tradesman,
  type WorkerAutocompleteResponse,
  type WorkerListQuery,
  type WorkerListResponse,
  workerThumbnailPath,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import { localDate, timesheetDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationsFieldsService } from '../registrations/registrations-fields.service.ts';
import { createDirectoryReport } from './workers-directory-report.ts';
import { createDirectoryUpdate } from './workers-directory-update.ts';
import { directoryRow, directoryShape } from './workers-directory.rows.ts';
import type { WorkersDoor } from './workers-door.ts';
import * as repo from './workers.repository.ts';

export type WorkersDirectoryService = ReturnType<typeof createWorkersDirectoryService>;

export interface WorkersDirectoryDeps {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope' | 'demoFlag' | 'country'>;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  door: WorkersDoor;
}

/** Text of 3+ characters searches; shorter text does not (spec 001 §5). */
function applicable(search: string | undefined): string | undefined {
  const trimmed = search?.trim() ?? '';
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : undefined;
}

function permissionsOf(auth: AuthContext, projectId: number): Permission[] {
  if (auth.isProviderEmployee) return [...PERMISSIONS];
  return auth.permissions.find((p) => p.ProjectId === projectId)?.Permissions ?? [];
}

/**
 * The worker directory (spec 001 §2–§9): the basic list, the autocomplete and worker lookup, the
 * advanced grid's report and its inline edits, and the recent registrations. Deleted workers are
 * never listed; a company-limited member sees only their contracts' workers.
 */
export function createWorkersDirectoryService(deps: WorkersDirectoryDeps) {
  const { db, projects, registrationsFields, door } = deps;

  async function filterFor(auth: AuthContext, projectId: number, search?: string) {
    return {
      projectId,
      scope: await projects.contractScope(auth, projectId),
      search: applicable(search),
    };
  }

  async function buildRows(
    auth: AuthContext,
    projectId: number,
    rows: repo.WorkerRow[],
    executor: Executor = db,
  ) {
    const [project, fields] = await Promise.all([
      repo.projectFacts(executor, projectId),
      registrationsFields.projectFields(projectId, executor),
    ]);
    const shape = directoryShape(
      fields,
      permissionsOf(auth, projectId),
      auth.isProviderEmployee,
      project.show_contact_information,
    );
    const ids = rows.map((r) => r.worker_id);
    const now = new Date();
    const [totals, inside] = await Promise.all([
      repo.workerDayTotals(executor, projectId, ids),
      ids.length === 0 ? [] : workersOnSite(executor, projectId, now, null),
    ]);
    const byWorker = new Map(totals.map((t) => [t.worker_id, t]));
    const onSite = new Set(inside.map((w) => w.workerId));
    const today = localDate(now, project.time_zone_id);
    const workers = rows.map((row) => {
      const t = byWorker.get(row.worker_id);
      return directoryRow(
        row,
        shape,
        { gross: t?.gross, days: t?.days, onSite: onSite.has(row.worker_id) },
        { today, country: project.country_code },
      );
    });
    return { shape, workers };
  }

  return {
    /** The basic list: filters, `field-ASC`/`field-DESC`, pages of 10/50/100/150. */
    async list(
      auth: AuthContext,
      projectId: number,
      query: WorkerListQuery,
    ): Promise<WorkerListResponse> {
      const filter = { ...(await filterFor(auth, projectId, query.searchString)) };
      const project = await repo.projectFacts(db, projectId);
      const [rows, totalItems] = await Promise.all([
        repo.listWorkers(
          db,
          { ...filter, contractIds: query.contractId },
          {
            offset: (query.page - 1) * query.limit,
            limit: query.limit,
            order: query.orderBy.field,
            descending: query.orderBy.descending,
          },
        ),
        repo.countWorkers(db, { ...filter, contractIds: query.contractId }),
      ]);
      return {
        items: rows.map((r) => ({
          workerId: r.worker_id,
          firstName: r.first_name,
          middleName: r.middle_name,
          lastName: r.last_name,
          contractId: r.contract_id,
          companyName: r.company_name,
          trade: r.trade,
          title: r.title,
          workerSiteNumber:
            typeof r.fields.WorkerSiteNumber === 'string' ? r.fields.WorkerSiteNumber : null,
          telephone: project.show_contact_information
            ? phoneForDisplay(r.telephone, project.country_code) || null
            : null,
          registeredAt: r.created_at.toISOString(),
          photoUrl: r.photo_blob_uid
            ? workerThumbnailPath(projectId, r.worker_id, r.photo_blob_uid)
            : null,
        })),
        paginationData: {
          page: query.page,
          limit: query.limit,
          totalItems,
          totalPages: Math.ceil(totalItems / query.limit),
        },
      };
    },

    /** Up to 10 suggestions for 3+ characters; none for less (spec 001 §5). */
    async autocomplete(
      auth: AuthContext,
      projectId: number,
      searchString: string | undefined,
    ): Promise<WorkerAutocompleteResponse> {
      const filter = await filterFor(auth, projectId, searchString);
      if (!filter.search) return { items: [] };
      const rows = await repo.suggestWorkers(db, filter, WORKER_SUGGESTION_LIMIT);
      return {
        items: rows.map((r) => ({
          workerId: r.worker_id,
          firstName: r.first_name,
          lastName: r.last_name,
          companyName: r.company_name,
        })),
      };
    },

    /** Worker lookup for every worker picker (spec 001 §7 `search-tradesmen`). */
    async searchTradesmen(
      auth: AuthContext,
      projectId: number,
      searchString: string | undefined,
    ): Promise<Tradesman[]> {
      const filter = await filterFor(auth, projectId, searchString);
      if (!filter.search) return [];
      const rows = await repo.suggestWorkers(db, filter, 20);
      return rows.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: `${r.first_name} ${r.last_name}`,
        FirstName: r.first_name,
        LastName: r.last_name,
        SubContractId: r.contract_id,
        CompanyName: r.company_name,
        Trade: r.trade,
      }));
    },

    /** The advanced grid: a page of rows, filtered and grouped over the whole directory. */
    ...createDirectoryReport({ db, filterFor, buildRows }),

    update: createDirectoryUpdate({ db, projects, door, buildRows }),

    /** The directory's contract filter: the project's contracts (spec 001 §7). */
    async contracts(
      auth: AuthContext,
      projectId: number,
      query: ProjectContractsQuery,
    ): Promise<ProjectContractsResponse> {
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.projectContracts(db, projectId, scope, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        includeChildren: query.includeChildren,
      });
      return {
        Data: rows.map((r) => ({
          ContractId: r.contract_id,
          DisplayName: r.display_name,
          ParentContractId: r.parent_contract_id,
        })),
        TotalCount: Number(rows[0]?.total_count ?? 0),
      };
    },

    /** The newest registrations first (spec 001 §7 "Recent registrations return Workers"). */
    async recent(
      auth: AuthContext,
      projectId: number,
      limit: number,
    ): Promise<RecentRegistrationsResponse> {
      const [scope, project] = await Promise.all([
        projects.contractScope(auth, projectId),
        repo.projectFacts(db, projectId),
      ]);
      // Tag dates are timesheet dates (DOMAIN.md "Worker tag").
      const today = timesheetDate(new Date(), project.time_zone_id, project.workday_boundary_hour);
      const rows = await repo.recentWorkers(db, projectId, scope, limit, today);
      return {
        Workers: rows.map((r) => ({
          WorkerId: r.worker_id,
          WorkerName: `${r.first_name} ${r.last_name}`,
          FirstName: r.first_name,
          LastName: r.last_name,
          SubContractId: r.contract_id,
          CompanyName: r.company_name,
          Trade: r.trade,
          RegisteredAt: r.created_at.toISOString(),
          SelfRegistrationCode: r.self_registration_code,
          HasBadge: r.has_badge,
          PossibleDuplicateOf:
            r.duplicate_id === null
              ? null
              : { WorkerId: r.duplicate_id, WorkerName: r.duplicate_name ?? '' },
        })),
      };
    },
  };
}
