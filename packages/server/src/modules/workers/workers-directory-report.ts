import type {
  WorkerDirectoryQuery,
  WorkerDirectoryResponse,
  WorkerDirectoryRow,
  WorkerDirectoryValuesQuery,
} from '@siteline/shared';
import type { DirectoryValuesResponse } from '@siteline/shared/workers/workers-directory-grid.schemas';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { checkColumns, columnValues, filterRows, groupRows } from './workers-directory-grid.ts';
import type { DirectoryShape } from './workers-directory.rows.ts';
import type { BuildDirectoryRows } from './workers-directory-update.ts';
import * as repo from './workers.repository.ts';

export interface DirectoryReportDeps {
  db: Database;
  filterFor: (auth: AuthContext, projectId: number, search?: string) => Promise<repo.WorkerFilter>;
  buildRows: BuildDirectoryRows;
}

/** The columns a caller's directory shows, named as the grid names them. */
function visibleColumns(shape: DirectoryShape): Set<string> {
  return new Set([
    ...shape.columns,
    ...shape.extra.map((f) => `extra.${f.AdvancedGridMappingFieldName ?? f.FieldName}`),
  ]);
}

/**
 * The advanced grid's report (spec 001 §3, §7): one page of rows shaped by the caller's rights.
 * Unfiltered and ungrouped, the database pages; with column filters or grouping, every worker of
 * the directory is built and the grid's rules (workers-directory-grid.ts) page them.
 */
export function createDirectoryReport(deps: DirectoryReportDeps) {
  const { db, filterFor, buildRows } = deps;

  /** Every row of the directory (search and contracts applied), in its order. */
  async function allRows(
    auth: AuthContext,
    projectId: number,
    query: Pick<WorkerDirectoryValuesQuery, 'searchString' | 'contractId'>,
  ) {
    const filter = {
      ...(await filterFor(auth, projectId, query.searchString)),
      contractIds: query.contractId,
    };
    const total = await repo.countWorkers(db, filter);
    const rows = await repo.listWorkers(db, filter, {
      offset: 0,
      limit: Math.max(total, 1),
      order: 'lastName',
      descending: false,
    });
    return buildRows(auth, projectId, rows);
  }

  function answer(
    shape: DirectoryShape,
    workers: WorkerDirectoryRow[],
    total: number,
    groups: WorkerDirectoryResponse['Groups'],
  ): WorkerDirectoryResponse {
    return {
      Workers: workers,
      TotalCount: total,
      Columns: shape.columns,
      RegistrationFields: shape.extra.map((f) => ({
        FieldName: f.FieldName,
        DisplayNameEnglish: f.DisplayNameEnglish,
        DisplayNameSpanish: f.DisplayNameSpanish,
        AdvancedGridMappingFieldName: f.AdvancedGridMappingFieldName,
        PermissionConst: f.PermissionConst,
        InputType: f.InputType,
      })),
      Rights: shape.rights,
      Groups: groups,
    };
  }

  return {
    async directory(
      auth: AuthContext,
      projectId: number,
      query: WorkerDirectoryQuery,
    ): Promise<WorkerDirectoryResponse> {
      const offset = (query.page - 1) * query.pageSize;
      if (query.filters.length === 0 && query.groupBy.length === 0) {
        const filter = {
          ...(await filterFor(auth, projectId, query.searchString)),
          contractIds: query.contractId,
        };
        const [rows, total] = await Promise.all([
          repo.listWorkers(db, filter, {
            offset,
            limit: query.pageSize,
            order: 'lastName',
            descending: false,
          }),
          repo.countWorkers(db, filter),
        ]);
        const { shape, workers } = await buildRows(auth, projectId, rows);
        return answer(shape, workers, total, []);
      }
      const { shape, workers } = await allRows(auth, projectId, query);
      checkColumns([...query.filters.map((f) => f.id), ...query.groupBy], visibleColumns(shape));
      const grouped = groupRows(filterRows(workers, query.filters), query.groupBy);
      return answer(
        shape,
        grouped.rows.slice(offset, offset + query.pageSize),
        grouped.rows.length,
        grouped.groups,
      );
    },

    /** One column's values for its header filter, under the other columns' filters. */
    async values(
      auth: AuthContext,
      projectId: number,
      query: WorkerDirectoryValuesQuery,
    ): Promise<DirectoryValuesResponse> {
      const { shape, workers } = await allRows(auth, projectId, query);
      checkColumns([query.column, ...query.filters.map((f) => f.id)], visibleColumns(shape));
      return columnValues(workers, query.column, query.filters);
    },
  };
}
