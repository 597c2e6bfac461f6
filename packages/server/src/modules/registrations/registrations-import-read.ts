import {
  REGISTRATION_IMPORT_LIMITS as LIMITS,
  REGISTRATION_IMPORT_MESSAGES as M,
  type RegistrationImport,
  type RegistrationImportCounts,
  type RegistrationImportList,
  type RegistrationImportQuery,
} from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import * as deskRepo from './registrations-desk.repository.ts';
import * as repo from './registrations-import.repository.ts';

/** What the import screens read: a validated file's page of rows, and the history. */

export const EMPTY_COUNTS: RegistrationImportCounts = {
  Rows: 0,
  Valid: 0,
  Pending: 0,
  Errors: 0,
  Imported: 0,
};

export function importCounts(row: Awaited<ReturnType<typeof repo.countRows>>[number] | undefined) {
  if (!row) return EMPTY_COUNTS;
  return {
    Rows: Number(row.rows),
    Valid: Number(row.valid),
    Pending: Number(row.pending),
    Errors: Number(row.errors),
    Imported: Number(row.imported),
  };
}

export async function importView(
  db: Executor,
  projectId: number,
  blobUid: string,
  query: RegistrationImportQuery,
): Promise<RegistrationImport> {
  const found = await repo.findImport(db, projectId, blobUid);
  if (!found) throw new NotFoundError(M.notFound);
  const offset = (query.page - 1) * LIMITS.pageSize;
  const [counts, pending, page, contracts] = await Promise.all([
    repo.countRows(db, projectId, [blobUid]),
    repo.pendingCompanies(db, projectId, blobUid),
    repo.pageOfRows(db, projectId, blobUid, {
      filter: query.status,
      offset,
      limit: LIMITS.pageSize,
    }),
    deskRepo.listContracts(db, projectId),
  ]);
  const names = new Map(contracts.map((c) => [c.contract_id, c.display_name]));
  return {
    BlobUid: found.blob_uid,
    FileName: found.file_name,
    State: found.state,
    Counts: importCounts(counts[0]),
    UnmatchedCompanies: pending.map((p) => ({
      CompanyName: p.company_name,
      Rows: Number(p.rows),
    })),
    Workers: page.rows.map((row) => ({
      RowNumber: row.row_number,
      FirstName: row.first_name,
      LastName: row.last_name,
      CompanyName: row.company_name,
      ContractId: row.contract_id ?? 0,
      ContractName: row.contract_id === null ? null : (names.get(row.contract_id) ?? null),
      ImportStatus: row.import_status === 1 ? 1 : 0,
      Errors: Array.isArray(row.errors) ? row.errors.map(String) : [],
      WorkerId: row.worker_id,
      Tag: row.tag,
    })),
    Pagnation: {
      Page: query.page,
      PageSize: LIMITS.pageSize,
      TotalPages: Math.ceil(page.total / LIMITS.pageSize),
      TotalCount: page.total,
    },
  };
}

/** The history: newest file first, with what became of its rows. */
export async function importHistory(
  db: Executor,
  projectId: number,
  page: number,
): Promise<RegistrationImportList> {
  const { rows, total } = await repo.pageOfImports(db, projectId, {
    offset: (page - 1) * LIMITS.pageSize,
    limit: LIMITS.pageSize,
  });
  const counts = new Map(
    (
      await repo.countRows(
        db,
        projectId,
        rows.map((r) => r.blob_uid),
      )
    ).map((c) => [c.blob_uid, importCounts(c)]),
  );
  return {
    Imports: rows.map((row) => ({
      BlobUid: row.blob_uid,
      FileName: row.file_name,
      State: row.state,
      UploadedBy: row.uploaded_by ?? row.email ?? '',
      UploadedAt: new Date(row.uploaded_at).toISOString(),
      ImportedAt: row.imported_at === null ? null : new Date(row.imported_at).toISOString(),
      Counts: counts.get(row.blob_uid) ?? EMPTY_COUNTS,
    })),
    Pagnation: {
      Page: page,
      PageSize: LIMITS.pageSize,
      TotalPages: Math.ceil(total / LIMITS.pageSize),
      TotalCount: total,
    },
  };
}
