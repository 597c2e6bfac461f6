import { sql } from 'kysely';
import type { RegistrationImportRowFilter } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import type { ImportRow } from './registrations-import-rows.ts';

export async function insertImport(
  tx: Executor,
  entry: { projectId: number; blobUid: string; fileName: string; userId: number | null },
) {
  await tx
    .insertInto('registration_imports')
    .values({
      project_id: entry.projectId,
      blob_uid: entry.blobUid,
      file_name: entry.fileName,
      uploaded_by_user_id: entry.userId,
    })
    .execute();
}

const ROWS_PER_INSERT = 1_000;

export async function insertRows(
  tx: Executor,
  projectId: number,
  blobUid: string,
  rows: readonly ImportRow[],
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx
      .insertInto('registration_import_rows')
      .values(
        rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({
          project_id: projectId,
          blob_uid: blobUid,
          row_number: row.rowNumber,
          first_name: row.firstName,
          last_name: row.lastName,
          company_name: row.companyName,
          company_id: row.companyId,
          contract_id: row.contractId,
          import_status: row.errors.length > 0 ? 1 : 0,
          errors: JSON.stringify(row.errors),
          field_values: JSON.stringify(row.values),
          tag: row.tag,
          tag_type_id: row.tagTypeId,
        })),
      )
      .execute();
  }
}

export function findImport(db: Executor, projectId: number, blobUid: string) {
  return db
    .selectFrom('registration_imports')
    .select(['blob_uid', 'file_name', 'state', 'uploaded_at', 'imported_at'])
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .executeTakeFirst();
}

/** Locks the import for stage three or a contract fix (two clicks import once). */
export function lockImport(tx: Executor, projectId: number, blobUid: string) {
  return tx
    .selectFrom('registration_imports')
    .select(['blob_uid', 'file_name', 'state'])
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .forUpdate()
    .executeTakeFirst();
}

/** Rows by status: valid, pending (ok without a contract), error, imported. */
export function countRows(db: Executor, projectId: number, blobUids: readonly string[]) {
  if (blobUids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('registration_import_rows')
    .select((eb) => [
      'blob_uid',
      eb.fn.countAll<string>().as('rows'),
      sql<string>`count(*) FILTER (WHERE import_status = 0 AND contract_id IS NOT NULL AND worker_id IS NULL)`.as(
        'valid',
      ),
      sql<string>`count(*) FILTER (WHERE import_status = 0 AND contract_id IS NULL)`.as('pending'),
      sql<string>`count(*) FILTER (WHERE import_status = 1)`.as('errors'),
      sql<string>`count(worker_id)`.as('imported'),
    ])
    .where('project_id', '=', projectId)
    .where('blob_uid', 'in', blobUids)
    .groupBy('blob_uid')
    .execute();
}

/** Companies of rows pending a contract, as written in the file. */
export function pendingCompanies(db: Executor, projectId: number, blobUid: string) {
  return db
    .selectFrom('registration_import_rows')
    .select((eb) => ['company_name', eb.fn.countAll<string>().as('rows')])
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .where('import_status', '=', 0)
    .where('contract_id', 'is', null)
    .groupBy('company_name')
    .orderBy(sql`lower(company_name)`)
    .execute();
}

function filtered(
  db: Executor,
  projectId: number,
  blobUid: string,
  filter: RegistrationImportRowFilter,
) {
  let query = db
    .selectFrom('registration_import_rows')
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid);
  if (filter === 'valid') {
    query = query.where('import_status', '=', 0).where('contract_id', 'is not', null);
  } else if (filter === 'pending') {
    query = query.where('import_status', '=', 0).where('contract_id', 'is', null);
  } else if (filter === 'error') query = query.where('import_status', '=', 1);
  return query;
}

export async function pageOfRows(
  db: Executor,
  projectId: number,
  blobUid: string,
  page: { filter: RegistrationImportRowFilter; offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, projectId, blobUid, page.filter)
      .select([
        'row_number',
        'first_name',
        'last_name',
        'company_name',
        'contract_id',
        'import_status',
        'errors',
        'worker_id',
        'tag',
      ])
      .orderBy('row_number')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, projectId, blobUid, page.filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Fix contracts: the pending rows of a company written in the file go to a contract. */
export function setPendingContract(
  tx: Executor,
  projectId: number,
  blobUid: string,
  companyName: string,
  contract: { contractId: number; companyId: number | null },
) {
  return tx
    .updateTable('registration_import_rows')
    .set({ contract_id: contract.contractId, company_id: contract.companyId })
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .where('import_status', '=', 0)
    .where('contract_id', 'is', null)
    .where(sql<boolean>`lower(btrim(company_name)) = lower(btrim(${companyName}))`)
    .executeTakeFirst();
}

/** Stage three's rows: ok, with a contract, not imported yet. */
export function readyRows(tx: Executor, projectId: number, blobUid: string) {
  return tx
    .selectFrom('registration_import_rows')
    .select([
      'row_number',
      'first_name',
      'last_name',
      'contract_id',
      'field_values',
      'tag',
      'tag_type_id',
    ])
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .where('import_status', '=', 0)
    .where('contract_id', 'is not', null)
    .where('worker_id', 'is', null)
    .orderBy('row_number')
    .execute();
}

/** Marks rows imported with the workers they became. */
export async function markImported(
  tx: Executor,
  projectId: number,
  blobUid: string,
  rows: readonly { rowNumber: number; workerId: number }[],
) {
  if (rows.length === 0) return;
  await sql`
    UPDATE registration_import_rows AS r SET worker_id = v.worker_id
    FROM unnest(${rows.map((r) => r.rowNumber)}::int[], ${rows.map((r) => r.workerId)}::int[])
      AS v(row_number, worker_id)
    WHERE r.project_id = ${projectId} AND r.blob_uid = ${blobUid} AND r.row_number = v.row_number
  `.execute(tx);
}

/** A row that turned out a duplicate between validation and import. */
export function markError(
  tx: Executor,
  projectId: number,
  blobUid: string,
  rowNumber: number,
  errors: readonly string[],
) {
  return tx
    .updateTable('registration_import_rows')
    .set({ import_status: 1, errors: JSON.stringify(errors) })
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .where('row_number', '=', rowNumber)
    .execute();
}

export function finishImport(tx: Executor, projectId: number, blobUid: string) {
  return tx
    .updateTable('registration_imports')
    .set({ state: 'Imported', imported_at: sql<Date>`now()` })
    .where('project_id', '=', projectId)
    .where('blob_uid', '=', blobUid)
    .execute();
}

export async function pageOfImports(
  db: Executor,
  projectId: number,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('registration_imports as i')
      .leftJoin('users as u', 'u.user_id', 'i.uploaded_by_user_id')
      .select([
        'i.blob_uid',
        'i.file_name',
        'i.state',
        'i.uploaded_at',
        'i.imported_at',
        sql<string | null>`nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '')`.as(
          'uploaded_by',
        ),
        'u.email',
      ])
      .where('i.project_id', '=', projectId)
      .orderBy('i.uploaded_at', 'desc')
      .orderBy('i.blob_uid')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('registration_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
